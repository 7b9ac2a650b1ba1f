// A small fused case with key padding, as LLaMA's eager mask lowers: an i1
// buffer of [B, Nkv] beside Q, K and V.
func.func @small_padding(%q: tensor<2x2x70x64xf16>, %k: tensor<2x2x70x64xf16>, %v: tensor<2x2x70x64xf16>, %pad: tensor<2x70xi1>) -> tensor<2x2x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x70xi1>) scale 0.125 causal : tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16> -> tensor<2x2x70x64xf16>
  return %o : tensor<2x2x70x64xf16>
}
