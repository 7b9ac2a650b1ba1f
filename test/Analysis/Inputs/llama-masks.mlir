// LLaMA-style causal + padding attention (B = 1, 32 heads, d = 128, bf16)
// fused before and after structured masks: before, the [B, 1, N, N] bf16
// bias that Hugging Face builds from the causal and the padding mask is a
// dense operand; after, it is `causal` and a [B, N] key padding.
func.func @before_4096(%q: tensor<1x32x4096x128xbf16>, %k: tensor<1x32x4096x128xbf16>, %v: tensor<1x32x4096x128xbf16>, %bias: tensor<1x1x4096x4096xbf16>) -> tensor<1x32x4096x128xbf16> {
  %o = attn.flash_attention %q, %k, %v mask(%bias : tensor<1x1x4096x4096xbf16>) scale 0.08838834764831845 block_m 64 : tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16> -> tensor<1x32x4096x128xbf16>
  return %o : tensor<1x32x4096x128xbf16>
}
func.func @after_4096(%q: tensor<1x32x4096x128xbf16>, %k: tensor<1x32x4096x128xbf16>, %v: tensor<1x32x4096x128xbf16>, %pad: tensor<1x4096xi1>) -> tensor<1x32x4096x128xbf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<1x4096xi1>) scale 0.08838834764831845 causal block_m 64 : tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16>, tensor<1x32x4096x128xbf16> -> tensor<1x32x4096x128xbf16>
  return %o : tensor<1x32x4096x128xbf16>
}
func.func @before_32768(%q: tensor<1x32x32768x128xbf16>, %k: tensor<1x32x32768x128xbf16>, %v: tensor<1x32x32768x128xbf16>, %bias: tensor<1x1x32768x32768xbf16>) -> tensor<1x32x32768x128xbf16> {
  %o = attn.flash_attention %q, %k, %v mask(%bias : tensor<1x1x32768x32768xbf16>) scale 0.08838834764831845 block_m 64 : tensor<1x32x32768x128xbf16>, tensor<1x32x32768x128xbf16>, tensor<1x32x32768x128xbf16> -> tensor<1x32x32768x128xbf16>
  return %o : tensor<1x32x32768x128xbf16>
}
func.func @after_32768(%q: tensor<1x32x32768x128xbf16>, %k: tensor<1x32x32768x128xbf16>, %v: tensor<1x32x32768x128xbf16>, %pad: tensor<1x32768xi1>) -> tensor<1x32x32768x128xbf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<1x32768xi1>) scale 0.08838834764831845 causal block_m 64 : tensor<1x32x32768x128xbf16>, tensor<1x32x32768x128xbf16>, tensor<1x32x32768x128xbf16> -> tensor<1x32x32768x128xbf16>
  return %o : tensor<1x32x32768x128xbf16>
}
// A sliding window of 4096 keys (Mistral) at N = 32768: the tiled figure
// reads only the keys each query block's window reaches.
func.func @window_32768(%q: tensor<1x32x32768x128xbf16>, %k: tensor<1x32x32768x128xbf16>, %v: tensor<1x32x32768x128xbf16>, %pad: tensor<1x32768xi1>) -> tensor<1x32x32768x128xbf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<1x32768xi1>) scale 0.08838834764831845 causal window 4095 block_m 64 : tensor<1x32x32768x128xbf16>, tensor<1x32x32768x128xbf16>, tensor<1x32x32768x128xbf16> -> tensor<1x32x32768x128xbf16>
  return %o : tensor<1x32x32768x128xbf16>
}
