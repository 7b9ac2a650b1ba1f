// The unfused chain of the GPU-executing tests (no GQA: expand_heads has no
// gpu kernel), causal, with S and P in f32 and P cast to f16 for PV.
func.func @small(%q: tensor<1x2x70x64xf16>, %k: tensor<1x2x100x64xf16>, %v: tensor<1x2x100x64xf16>) -> tensor<1x2x70x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x70x64xf16>, tensor<1x2x100x64xf16> -> tensor<1x2x70x100xf32>
  %s1 = attn.scale %s by 0.125 : tensor<1x2x70x100xf32>
  %s2 = attn.causal_mask %s1 : tensor<1x2x70x100xf32>
  %p = attn.softmax %s2 dim 3 : tensor<1x2x70x100xf32>
  %ph = attn.cast %p : tensor<1x2x70x100xf32> to tensor<1x2x70x100xf16>
  %o = attn.matmul %ph, %v : tensor<1x2x70x100xf16>, tensor<1x2x100x64xf16> -> tensor<1x2x70x64xf16>
  return %o : tensor<1x2x70x64xf16>
}
