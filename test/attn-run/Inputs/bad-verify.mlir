// Input of errors.test: parses but does not verify.
func.func @f(%q: tensor<1x1x8x16xf32>, %k: tensor<1x1x8x32xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x16xf32>, tensor<1x1x8x32xf32> -> tensor<1x1x8x8xf32>
  return %s : tensor<1x1x8x8xf32>
}
