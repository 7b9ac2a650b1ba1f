// Programs of padding-skip.test.

// A padded batch of two encoder sequences (no causal mask): the key
// padding keeps 128 of 512 keys per row.
func.func @padded_prefill(%q: tensor<2x2x512x64xf16>, %k: tensor<2x2x512x64xf16>, %v: tensor<2x2x512x64xf16>, %pad: tensor<2x512xi1>) -> tensor<2x2x512x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x512xi1>) scale 0.125 : tensor<2x2x512x64xf16>, tensor<2x2x512x64xf16>, tensor<2x2x512x64xf16> -> tensor<2x2x512x64xf16>
  return %o : tensor<2x2x512x64xf16>
}

// Decode of one query per batch row over a padded 2048-key cache, GQA 4 on
// one kv head: the split-KV pair.
func.func @padded_decode(%q: tensor<2x4x1x64xf16>, %k: tensor<2x1x2048x64xf16>, %v: tensor<2x1x2048x64xf16>, %pad: tensor<2x2048xi1>) -> tensor<2x4x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x2048xi1>) scale 0.125 : tensor<2x4x1x64xf16>, tensor<2x1x2048x64xf16>, tensor<2x1x2048x64xf16> -> tensor<2x4x1x64xf16>
  return %o : tensor<2x4x1x64xf16>
}
