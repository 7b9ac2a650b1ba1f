// Input of attn-run-edges.test: a linalg contraction whose reduction length
// comes from two inputs, so only the .npy files can disagree on it.
func.func @matmul(%a: tensor<4x?xf32>, %b: tensor<?x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x?xf32>, tensor<?x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}
