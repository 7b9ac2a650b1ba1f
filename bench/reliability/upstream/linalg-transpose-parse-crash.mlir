func.func @torch_bmm_bshd_gqa2_f16(%q: tensor<2x8x4x16xf16>, %k: tensor<2x8x2x16xf16>, %v: tensor<2x8x2x16xf16>) -> tensor<2x8x4x16xf16> {
  %zero = arith.constant 0.0 : f16
  %eq = tensor.empty() : tensor<2x4x8x16xf16>
  %qt = linalg.transpose ins(%q : tensor<2x8x4x16xf16>) outs(%eq : tensor<2x4x8x16xf16>) permutation = [0, 2, 1, 3]
  %ekv = tensor.empty() : tensor<2x2x8x16xf16>
 %kt = linalg.transpose ins(%k : tensor<"x8x2x16xf16>) outs(%ekv : tensor<2x2x8x16xf16>) permutation = [0, 2, 1, 3]
  %vt = linalg.transpose ins(%v : tensor<2x8x2x16xf16>) outs(%ekv : tensor<2x2x8x16xf16>) permutation = [0, 2, 1, 3]
  %eb = tensor.empty() : tensor<2x2x2x8x16xf16>
  %kb = linalg.broadcast ins(%kt : tensor<2x2x8x16xf16>) outs(%eb : tensor<2x2x2x8x16xf16>) dimensions = [2]
  %vb = linalg.broadcast ins(%vt : tensor<2x2x8x16xf16>) outs(%eb : tensor<2x2x2x8x16xf16>) dimensions = [2]
  %kr = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf16> into tensor<2x4x8x16xf16>
  %vr = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf16> into tensor<2x4x8x16xf16>
  %ekt = tensor.empty() : tensor<2x4x16x8xf16>
  %ktt = linalg.transpose ins(%k]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
  %k3 = tensor.collapse_shape %ktt [[0, 1], [func.func @bshd(%q: tensor<2x16x8x64xf16>, %k: tensor<2x16x8x64xf16>, %v: tensor<2x16x8x64xf16>) -> tensor<2x16x8x64xf16> {
  %qt = attn.transpose %q [0, 2, 1, 3] : tensor<2x16x8x64xf16> -> tensor<2x8x16x64xf16>
  %kt = attn.transpose %k [0, 2, 3, 1] : tensor<2x16x8x64xf16> -> tensor<2x8x64x16xf16>
  %vt = attn.transpose %v [0, 2, 1, 3] : ten2], [3]] : tensor<2x4x16x8xf16> into tensor<8x16x8xf16>
  %fs3 = tensor.collapse_shape %fs [[0, 1], [2], [3]] : tensor<2x4x8x8xf16> into tensor<8x8x8xf16>
  %s3ˆˆˆˆˆˆ6xf16> into tensor<8x8x16xf16>
  %k3 = tensor.collapse_shape %ktt [[0, 1], [2], [3]] : tensor<2x4x16x8xf16> into tensor<8x16x8xf16>
  %fs3 = tensor.collapse_shape %fs [[0, 1], [2], [3]] : tensor<2x4x8x8xf16> into tensor<8x8x8xf16>
  %s3 = linalg.batch_matmul ins(%q3, %k3 : tensor<8x8x16xf16>, tensor<8x16x8xf16>) outs(%fs3 : tensor<8x8x8xf16>) -> tensor<8x8x8xf16>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf16> into tensor<2x4x8x8xf16>
  %ss = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x8x8xf16>) outs(%es : tensor<2x4x8x8xf16>) {
  ^bb0(%a: f16, %out: f16):
    %c = arith.constant 4.0 :à™ÎÅ
    %r = arith.divf %a, %c : f16
    linálg.yield %r : f16
  } -> tensor<2x4x8x8xf16>
  %p = linalg.softmax dimension(3) ins(%ss : tensor<2x4x8x8xf16>) outs(%es : tensor<2x4x8x8xf16>) -> tensor<2x4x8x8xf16>
  %fo = linalg.fill ins(%zero : f16) outs(%eq : tensor<2x4x8x16xf16>) -> tensor<2x4x8x16xf16>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x8x8xf16> into tensor<8x8x8xf16>
  %v3 = tensor.collapse_shape %vr [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
  %fo3 = tensor.collapse_shape %fo [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<8x8x8xf16>, rn %ot : tensor<2x8x4x16xf16>
}
