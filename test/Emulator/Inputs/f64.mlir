// f64 attention, which the gpu lowering does not take.
func.func @f64(%q: tensor<1x1x16x32xf64>, %k: tensor<1x1x16x32xf64>, %v: tensor<1x1x16x32xf64>) -> tensor<1x1x16x32xf64> {
  %o = attn.flash_attention %q, %k, %v scale 0.176 : tensor<1x1x16x32xf64>, tensor<1x1x16x32xf64>, tensor<1x1x16x32xf64> -> tensor<1x1x16x32xf64>
  return %o : tensor<1x1x16x32xf64>
}
