// Input of analysis-edges.mlir: attention over an empty query sequence.
func.func @empty_queries(%q: tensor<1x1x0x64xf16>, %k: tensor<1x1x16x64xf16>) -> tensor<1x1x0x16xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x0x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x1x0x16xf16>
  return %s : tensor<1x1x0x16xf16>
}
