// A small fused case with Llama 4's chunks as segment ids beside key
// padding: i1 [B, Nkv], then i64 [B, Nq] and [1, Nkv] ids, GQA, causal.
func.func @small_segments(%q: tensor<2x4x70x64xf16>, %k: tensor<2x2x90x64xf16>, %v: tensor<2x2x90x64xf16>, %pad: tensor<2x90xi1>, %qs: tensor<2x70xi64>, %ks: tensor<1x90xi64>) -> tensor<2x4x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x90xi1>) segments(%qs, %ks : tensor<2x70xi64>, tensor<1x90xi64>) scale 0.125 causal : tensor<2x4x70x64xf16>, tensor<2x2x90x64xf16>, tensor<2x2x90x64xf16> -> tensor<2x4x70x64xf16>
  return %o : tensor<2x4x70x64xf16>
}
