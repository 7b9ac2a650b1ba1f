// A small decode step for the split-KV pair: one query per head, GQA (8
// query heads on 2), a KV length that is not a multiple of the splits.
func.func @small_decode(%q: tensor<2x8x1x64xf16>, %k: tensor<2x2x300x64xf16>, %v: tensor<2x2x300x64xf16>) -> tensor<2x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<2x8x1x64xf16>, tensor<2x2x300x64xf16>, tensor<2x2x300x64xf16> -> tensor<2x8x1x64xf16>
  return %o : tensor<2x8x1x64xf16>
}
