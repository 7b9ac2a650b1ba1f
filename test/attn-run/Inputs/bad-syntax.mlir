// Input of errors.test: does not parse.
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = attn.scale %x by : tensor<4xf32>
  return %y : tensor<4xf32>
}
