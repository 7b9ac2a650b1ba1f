// The attn program that Inputs/fused-mma.mlir is the lowering of: its CPU
// run gives the planted-bug tests the outputs the kernel must reproduce
// (attn-run --expected), since a lowered module holds no attn program to
// take an f64 reference from.
func.func @planted(%q: tensor<1x1x30x32xf16>, %k: tensor<1x1x90x32xf16>, %v: tensor<1x1x90x32xf16>) -> tensor<1x1x30x32xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.176 causal : tensor<1x1x30x32xf16>, tensor<1x1x90x32xf16>, tensor<1x1x90x32xf16> -> tensor<1x1x30x32xf16>
  return %o : tensor<1x1x30x32xf16>
}
