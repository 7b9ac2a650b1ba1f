// Standard attention for one head, as three kernels would run it:
// S = Q Kᵀ, P = softmax(S), O = P V, with Q, K, V, S and P in f16.
// N = 4096, d = 128: the worked example of docs/analysis.md, whose unfused
// form moves 8N² + 8Nd bytes through HBM where 8Nd would do.
func.func @attention(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                     %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %s = attn.matmul %q, %k transpose_b
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x4096xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x4096x4096xf16>
  %o = attn.matmul %p, %v
      : tensor<1x1x4096x4096xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x128xf16>
  return %o : tensor<1x1x4096x128xf16>
}
