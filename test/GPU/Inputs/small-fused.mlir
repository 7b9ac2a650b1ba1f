// A small fused case for the GPU-executing tests: GQA (4 query heads on 2),
// causal, lengths that are not multiples of the blocks.
func.func @small(%q: tensor<1x4x70x64xf16>, %k: tensor<1x2x100x64xf16>, %v: tensor<1x2x100x64xf16>) -> tensor<1x4x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<1x4x70x64xf16>, tensor<1x2x100x64xf16>, tensor<1x2x100x64xf16> -> tensor<1x4x70x64xf16>
  return %o : tensor<1x4x70x64xf16>
}
