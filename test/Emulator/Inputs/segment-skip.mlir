// Programs of segment-skip.test.

// Llama 4's chunked prefill: causal within chunks.
func.func @chunks_causal(%q: tensor<1x2x512x64xf16>, %k: tensor<1x2x512x64xf16>, %v: tensor<1x2x512x64xf16>, %qs: tensor<1x512xi32>, %ks: tensor<1x512xi32>) -> tensor<1x2x512x64xf16> {
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : tensor<1x512xi32>, tensor<1x512xi32>) scale 0.125 causal : tensor<1x2x512x64xf16>, tensor<1x2x512x64xf16>, tensor<1x2x512x64xf16> -> tensor<1x2x512x64xf16>
  return %o : tensor<1x2x512x64xf16>
}

// Decode of one query over a 2048-key cache, GQA 4 on one kv head: the
// split-KV pair.
func.func @decode(%q: tensor<1x4x1x64xf16>, %k: tensor<1x1x2048x64xf16>, %v: tensor<1x1x2048x64xf16>, %qs: tensor<1x1xi32>, %ks: tensor<1x2048xi32>) -> tensor<1x4x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : tensor<1x1xi32>, tensor<1x2048xi32>) scale 0.125 : tensor<1x4x1x64xf16>, tensor<1x1x2048x64xf16>, tensor<1x1x2048x64xf16> -> tensor<1x4x1x64xf16>
  return %o : tensor<1x4x1x64xf16>
}
