// f64 attention: the CPU path runs it, the gpu lowering has no f64 kernel.
func.func @f64(%q: tensor<1x1x16x64xf64>, %k: tensor<1x1x16x64xf64>, %v: tensor<1x1x16x64xf64>) -> tensor<1x1x16x64xf64> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x16x64xf64>, tensor<1x1x16x64xf64>, tensor<1x1x16x64xf64> -> tensor<1x1x16x64xf64>
  return %o : tensor<1x1x16x64xf64>
}
