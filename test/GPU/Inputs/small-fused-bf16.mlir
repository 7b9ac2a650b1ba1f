// The bf16, d = 128 fused case of the GPU-executing tests, not causal.
func.func @small(%q: tensor<2x2x33x128xbf16>, %k: tensor<2x1x75x128xbf16>, %v: tensor<2x1x75x128xbf16>) -> tensor<2x2x33x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388 : tensor<2x2x33x128xbf16>, tensor<2x1x75x128xbf16>, tensor<2x1x75x128xbf16> -> tensor<2x2x33x128xbf16>
  return %o : tensor<2x2x33x128xbf16>
}
