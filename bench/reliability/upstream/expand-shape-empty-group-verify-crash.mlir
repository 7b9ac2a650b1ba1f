func.func @f(%a: tensor<?x16x8xf32>, %b: index) -> tensor<?x4x16x8xf32> {
  %e = tensor.expand_shape %a [[0, 12], [], [3]] output_shape [%b, 4, 16, 8] : tensor<?x16x8xf32> into tensor<?x4x16x8xf32>
  return %e : tensor<?x4x16x8xf32>
}
