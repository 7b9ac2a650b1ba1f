// examples/attention.mlir with the sequence length N and head dim d left
// dynamic and named, so that --attn-traffic-report prints its figures as
// formulas in N and d (docs/tutorial.md, docs/analysis.md#dynamic-shapes).
func.func @attention(%q: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "N", "d"]},
                     %k: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "N", "d"]},
                     %v: tensor<1x1x?x?xf16> {attn.dims = ["B", "H", "N", "d"]}) -> tensor<1x1x?x?xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x?x?xf16>, tensor<1x1x?x?xf16> -> tensor<1x1x?x?xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x?x?xf16>
  %o = attn.matmul %p, %v : tensor<1x1x?x?xf16>, tensor<1x1x?x?xf16> -> tensor<1x1x?x?xf16>
  return %o : tensor<1x1x?x?xf16>
}
