// The attention of examples/attention.mlir (one head, N = 4096, d = 128, f16,
// no scaling) as a framework hands it over: linalg on tensors, with Kᵀ read
// through the first matmul's indexing maps and a linalg.softmax in between.
// `attn-opt --attn-raise --attn-fuse` turns it into one attn.flash_attention
// (docs/tutorial.md).
func.func @attention(%q: tensor<4096x128xf16>, %k: tensor<4096x128xf16>,
                     %v: tensor<4096x128xf16>) -> tensor<4096x128xf16> {
  %zero = arith.constant 0.0 : f16
  %e0 = tensor.empty() : tensor<4096x4096xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  %s = linalg.matmul
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                       affine_map<(m, n, k) -> (n, k)>,
                       affine_map<(m, n, k) -> (m, n)>]
      ins(%q, %k : tensor<4096x128xf16>, tensor<4096x128xf16>)
      outs(%f0 : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  %e1 = tensor.empty() : tensor<4096x4096xf16>
  %p = linalg.softmax dimension(1) ins(%s : tensor<4096x4096xf16>)
      outs(%e1 : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  %e2 = tensor.empty() : tensor<4096x128xf16>
  %f2 = linalg.fill ins(%zero : f16) outs(%e2 : tensor<4096x128xf16>) -> tensor<4096x128xf16>
  %o = linalg.matmul ins(%p, %v : tensor<4096x4096xf16>, tensor<4096x128xf16>)
      outs(%f2 : tensor<4096x128xf16>) -> tensor<4096x128xf16>
  return %o : tensor<4096x128xf16>
}
