// Two functions with attn ops: attn-compile needs --entry to pick one.
func.func @first(%s: tensor<4x32xf16>) -> tensor<4x32xf16> {
  %p = attn.softmax %s dim 1 : tensor<4x32xf16>
  return %p : tensor<4x32xf16>
}
func.func @second(%s: tensor<8x32xf16>) -> tensor<8x32xf16> {
  %p = attn.softmax %s dim 1 : tensor<8x32xf16>
  return %p : tensor<8x32xf16>
}
