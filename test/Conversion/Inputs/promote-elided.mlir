// Input of attn-promote-to-f64.mlir: a weight printed with
// --mlir-elide-resource-strings-if-larger, whose values are gone.
func.func @elided() -> tensor<4xf32> {
  %w = arith.constant dense_resource<__elided__> : tensor<4xf32>
  return %w : tensor<4xf32>
}
