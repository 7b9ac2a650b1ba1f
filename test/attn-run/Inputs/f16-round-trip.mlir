// Input of errors.test: rounds f32 through f16, an error of about 5e-4
// relative, above the f32 tolerance of 1e-4.
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %h = attn.cast %x : tensor<64xf32> to tensor<64xf16>
  %y = attn.cast %h : tensor<64xf16> to tensor<64xf32>
  return %y : tensor<64xf32>
}
