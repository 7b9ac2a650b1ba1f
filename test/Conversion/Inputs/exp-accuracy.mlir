// Input of flash-attention-exp-accuracy.test: one key block, d = 1 and an
// identity V, so each output is one probability.
func.func @probabilities(%q: tensor<1x1x1024x1xf32>, %k: tensor<1x1x64x1xf32>, %v: tensor<1x1x64x64xf32>) -> tensor<1x1x1024x64xf32> {
  %o = attn.flash_attention %q, %k, %v scale 1.0 block_m 64 block_n 64
      : tensor<1x1x1024x1xf32>, tensor<1x1x64x1xf32>, tensor<1x1x64x64xf32> -> tensor<1x1x1024x64xf32>
  return %o : tensor<1x1x1024x64xf32>
}
