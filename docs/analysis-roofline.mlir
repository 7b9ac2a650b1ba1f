// The input of docs/analysis-roofline.svg (regenerate with the command in
// docs/analysis.md; a lit test fails when the picture is stale).
// Attention at N = 4096, d = 128, f16: the three kernels of the unfused
// chain, the fused op, and the fused op in decode (one query).
func.func @unfused(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                   %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %s = attn.matmul %q, %k transpose_b
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x4096xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x4096x4096xf16>
  %o = attn.matmul %p, %v
      : tensor<1x1x4096x4096xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x128xf16>
  return %o : tensor<1x1x4096x128xf16>
}

func.func @fused(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                 %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388 block_m 64
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>
      -> tensor<1x1x4096x128xf16>
  return %o : tensor<1x1x4096x128xf16>
}

func.func @decode(%q: tensor<1x1x1x128xf16>, %k: tensor<1x1x4096x128xf16>,
                  %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x1x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388 block_m 64
      : tensor<1x1x1x128xf16>, tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>
      -> tensor<1x1x1x128xf16>
  return %o : tensor<1x1x1x128xf16>
}
