// Nkv = 384 is three 128-key tiles through the sm_90a kernel's two-stage
// ring, so the producer refills a stage after the consumers release it
// (hopper-errors.test).
func.func @ring_wrap(%q: tensor<1x1x128x64xbf16>, %k: tensor<1x1x384x64xbf16>,
                     %v: tensor<1x1x384x64xbf16>) -> tensor<1x1x128x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125
      : tensor<1x1x128x64xbf16>, tensor<1x1x384x64xbf16>,
        tensor<1x1x384x64xbf16> -> tensor<1x1x128x64xbf16>
  return %o : tensor<1x1x128x64xbf16>
}
