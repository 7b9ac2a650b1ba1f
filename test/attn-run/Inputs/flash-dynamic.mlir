// Input of npy.test and errors.test: attention with a dynamic key length.
func.func @flash(%q: tensor<1x2x17x16xf32>, %k: tensor<1x2x?x16xf32>, %v: tensor<1x2x?x16xf32>, %m: tensor<1x1x17x?xi1>) -> tensor<1x2x17x16xf32> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<1x1x17x?xi1>) scale 0.25 : tensor<1x2x17x16xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32> -> tensor<1x2x17x16xf32>
  return %o : tensor<1x2x17x16xf32>
}
