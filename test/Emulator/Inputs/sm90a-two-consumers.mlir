// Nq = 128 gives the sm_90a kernel two consumer warpgroups and a producer,
// which trade registers by setmaxnreg (hopper-errors.test).
func.func @two_consumers(%q: tensor<1x1x128x64xbf16>, %k: tensor<1x1x128x64xbf16>,
                         %v: tensor<1x1x128x64xbf16>) -> tensor<1x1x128x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125
      : tensor<1x1x128x64xbf16>, tensor<1x1x128x64xbf16>,
        tensor<1x1x128x64xbf16> -> tensor<1x1x128x64xbf16>
  return %o : tensor<1x1x128x64xbf16>
}
