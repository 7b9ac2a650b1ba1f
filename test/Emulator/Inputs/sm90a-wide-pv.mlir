// d = dv = 128 over 384 keys: 128-key tiles, and P V one m64n128k16 wgmma
// per 16 keys over both of V's 64-column atoms, two 64-row boxes apart,
// which its descriptors' leading byte offset says (hopper-errors.test).
func.func @wide_pv(%q: tensor<1x1x64x128xbf16>, %k: tensor<1x1x384x128xbf16>,
                   %v: tensor<1x1x384x128xbf16>) -> tensor<1x1x64x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088
      : tensor<1x1x64x128xbf16>, tensor<1x1x384x128xbf16>,
        tensor<1x1x384x128xbf16> -> tensor<1x1x64x128xbf16>
  return %o : tensor<1x1x64x128xbf16>
}
