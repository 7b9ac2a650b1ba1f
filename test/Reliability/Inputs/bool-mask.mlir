// Input of attn-run-edges.test: a boolean mask read from a .npy file.
func.func @mask(%s: tensor<1x1x2x2xf32>, %m: tensor<1x1x2x2xi1>) -> tensor<1x1x2x2xf32> {
  %r = attn.mask %s, %m : tensor<1x1x2x2xf32>, tensor<1x1x2x2xi1>
  return %r : tensor<1x1x2x2xf32>
}
