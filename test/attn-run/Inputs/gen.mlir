// Input of npy.test: returns its arguments, so that attn-run writes its
// random inputs as .npy files, or writes back what it read.
func.func @gen(%q: tensor<1x2x17x16xf32>, %k: tensor<1x2x17x16xf32>, %v: tensor<1x2x17x16xf32>, %m: tensor<1x1x17x17xi1>, %h: tensor<3x5xf16>, %b: tensor<4xbf16>, %w: tensor<1x2x20x16xf32>)
    -> (tensor<1x2x17x16xf32>, tensor<1x2x17x16xf32>, tensor<1x2x17x16xf32>, tensor<1x1x17x17xi1>, tensor<3x5xf16>, tensor<4xbf16>, tensor<1x2x20x16xf32>) {
  return %q, %k, %v, %m, %h, %b, %w : tensor<1x2x17x16xf32>, tensor<1x2x17x16xf32>, tensor<1x2x17x16xf32>, tensor<1x1x17x17xi1>, tensor<3x5xf16>, tensor<4xbf16>, tensor<1x2x20x16xf32>
}
