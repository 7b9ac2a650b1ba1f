// Input of errors.test: scales f32 values past f16's range and rounds them
// through f16, so most become infinities. The program's own types cannot
// hold the result, which is no rounding error: it fails the f64 check.
func.func @f(%x: tensor<64xf32>) -> tensor<64xf32> {
  %big = attn.scale %x by 1.0e+06 : tensor<64xf32>
  %h = attn.cast %big : tensor<64xf32> to tensor<64xf16>
  %y = attn.cast %h : tensor<64xf16> to tensor<64xf32>
  %back = attn.scale %y by 1.0e-06 : tensor<64xf32>
  return %back : tensor<64xf32>
}
