// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// attn-raise on 4-d matmuls as torch-mlir spells them: collapse batch and
// heads, batch_matmul on [B*H, ...], expand the result back to [B, H, ...].
// These become one 4-d attn.matmul on the uncollapsed operands, so that the
// attention chain around them stays 4-d.

// Q·Kᵀ with Kᵀ through the batch_matmul's maps, into a zero fill that was
// collapsed too: a 4-d matmul with transpose_b on Q and K themselves.
// CHECK-LABEL: func @bmm_transposed_map
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x16x8xf32>, %[[K:.*]]: tensor<2x4x32x8xf32>)
// CHECK-NEXT: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b : tensor<2x4x16x8xf32>, tensor<2x4x32x8xf32> -> tensor<2x4x16x32xf32>
// CHECK-NEXT: return %[[S]]
func.func @bmm_transposed_map(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x32x8xf32>) -> tensor<2x4x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x16x32xf32>) -> tensor<2x4x16x32xf32>
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x32x8xf32> into tensor<8x32x8xf32>
  %f3 = tensor.collapse_shape %f [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
  %s3 = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>,
      affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q3, %k3 : tensor<8x16x8xf32>, tensor<8x32x8xf32>) outs(%f3 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32>
  return %s : tensor<2x4x16x32xf32>
}

// -----

// Kᵀ materialized by a 4-d linalg.transpose before the collapse, f16
// operands into an f16 result: the transpose folds into transpose_b.
// CHECK-LABEL: func @bmm_transposed_before_collapse
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x16x8xf16>, %[[K:.*]]: tensor<1x2x32x8xf16>)
// CHECK-NEXT: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b : tensor<1x2x16x8xf16>, tensor<1x2x32x8xf16> -> tensor<1x2x16x32xf16>
// CHECK-NEXT: return %[[S]]
func.func @bmm_transposed_before_collapse(%q: tensor<1x2x16x8xf16>, %k: tensor<1x2x32x8xf16>) -> tensor<1x2x16x32xf16> {
  %zero = arith.constant 0.0 : f16
  %et = tensor.empty() : tensor<1x2x8x32xf16>
  %kt = linalg.transpose ins(%k : tensor<1x2x32x8xf16>) outs(%et : tensor<1x2x8x32xf16>) permutation = [0, 1, 3, 2]
  %e = tensor.empty() : tensor<1x2x16x32xf16>
  %f = linalg.fill ins(%zero : f16) outs(%e : tensor<1x2x16x32xf16>) -> tensor<1x2x16x32xf16>
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x16x8xf16> into tensor<2x16x8xf16>
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x2x8x32xf16> into tensor<2x8x32xf16>
  %f3 = tensor.collapse_shape %f [[0, 1], [2], [3]] : tensor<1x2x16x32xf16> into tensor<2x16x32xf16>
  %s3 = linalg.batch_matmul ins(%q3, %k3 : tensor<2x16x8xf16>, tensor<2x8x32xf16>) outs(%f3 : tensor<2x16x32xf16>) -> tensor<2x16x32xf16>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf16> into tensor<1x2x16x32xf16>
  return %s : tensor<1x2x16x32xf16>
}

// -----

// Only the lhs is collapsed; the rhs is [B*H, K, N] of its own and is
// expanded like the result.
// CHECK-LABEL: func @bmm_rhs_not_collapsed
// CHECK-SAME: (%[[P:.*]]: tensor<2x4x16x32xf32>, %[[V:.*]]: tensor<8x32x8xf32>)
// CHECK-NEXT: %[[V4:.*]] = tensor.expand_shape %[[V]] {{\[}}[0, 1], [2], [3]] output_shape [2, 4, 32, 8] : tensor<8x32x8xf32> into tensor<2x4x32x8xf32>
// CHECK-NEXT: %[[O:.*]] = attn.matmul %[[P]], %[[V4]] : tensor<2x4x16x32xf32>, tensor<2x4x32x8xf32> -> tensor<2x4x16x8xf32>
// CHECK-NEXT: return %[[O]]
func.func @bmm_rhs_not_collapsed(%p: tensor<2x4x16x32xf32>, %v: tensor<8x32x8xf32>) -> tensor<2x4x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v : tensor<8x16x32xf32>, tensor<8x32x8xf32>) outs(%f : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

// The rhs is the collapse of an expand (a [B*H] tensor viewed as [B, H]
// and back): read as the [B, H] view, no new reshape.
// CHECK-LABEL: func @bmm_rhs_expand_collapse_pair
// CHECK-SAME: (%[[P:.*]]: tensor<2x4x16x32xf32>, %[[V:.*]]: tensor<8x32x8xf32>)
// CHECK-NEXT: %[[V4:.*]] = tensor.expand_shape %[[V]] {{\[}}[0, 1], [2], [3]] output_shape [2, 4, 32, 8]
// CHECK-NEXT: %[[O:.*]] = attn.matmul %[[P]], %[[V4]] : tensor<2x4x16x32xf32>, tensor<2x4x32x8xf32> -> tensor<2x4x16x8xf32>
// CHECK-NEXT: return %[[O]]
func.func @bmm_rhs_expand_collapse_pair(%p: tensor<2x4x16x32xf32>, %v: tensor<8x32x8xf32>) -> tensor<2x4x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
  %v4 = tensor.expand_shape %v [[0, 1], [2], [3]] output_shape [2, 4, 32, 8] : tensor<8x32x8xf32> into tensor<2x4x32x8xf32>
  %v3 = tensor.collapse_shape %v4 [[0, 1], [2], [3]] : tensor<2x4x32x8xf32> into tensor<8x32x8xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<8x16x32xf32>, tensor<8x32x8xf32>) outs(%f : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

// The lhs is a [B*H] tensor that was viewed as [B, H] and collapsed again
// for the batch matmul: the [B, H] view is the 4-d lhs.
// CHECK-LABEL: func @bmm_lhs_expand_collapse_pair
// CHECK-SAME: (%[[Q:.*]]: tensor<8x16x8xf32>, %[[K:.*]]: tensor<2x4x32x8xf32>)
// CHECK-NEXT: %[[Q4:.*]] = tensor.expand_shape %[[Q]] {{\[}}[0, 1], [2], [3]] output_shape [2, 4, 16, 8]
// CHECK-NEXT: %[[S:.*]] = attn.matmul %[[Q4]], %[[K]] transpose_b : tensor<2x4x16x8xf32>, tensor<2x4x32x8xf32> -> tensor<2x4x16x32xf32>
// CHECK-NEXT: return %[[S]]
func.func @bmm_lhs_expand_collapse_pair(%q: tensor<8x16x8xf32>, %k: tensor<2x4x32x8xf32>) -> tensor<2x4x16x32xf32> {
  %q4 = tensor.expand_shape %q [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
  %q3 = tensor.collapse_shape %q4 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x32x8xf32> into tensor<8x32x8xf32>
  %s3 = attn.matmul %q3, %k3 transpose_b : tensor<8x16x8xf32>, tensor<8x32x8xf32> -> tensor<8x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32>
  return %s : tensor<2x4x16x32xf32>
}

// -----

// An rhs broadcast along the batch (one K for every query head, on attn
// ops) stays broadcast: it is expanded to [1, 1, ...].
// CHECK-LABEL: func @matmul_rhs_broadcast
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x16x8xf32>, %[[K:.*]]: tensor<1x32x8xf32>)
// CHECK-NEXT: %[[K4:.*]] = tensor.expand_shape %[[K]] {{\[}}[0, 1], [2], [3]] output_shape [1, 1, 32, 8] : tensor<1x32x8xf32> into tensor<1x1x32x8xf32>
// CHECK-NEXT: %[[S:.*]] = attn.matmul %[[Q]], %[[K4]] transpose_b : tensor<2x4x16x8xf32>, tensor<1x1x32x8xf32> -> tensor<2x4x16x32xf32>
// CHECK-NEXT: return %[[S]]
func.func @matmul_rhs_broadcast(%q: tensor<2x4x16x8xf32>, %k: tensor<1x32x8xf32>) -> tensor<2x4x16x32xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %s3 = attn.matmul %q3, %k transpose_b : tensor<8x16x8xf32>, tensor<1x32x8xf32> -> tensor<8x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32>
  return %s : tensor<2x4x16x32xf32>
}

// -----

// Dynamic batch, static heads: the batch the result is expanded to is
// whatever %b is, but both groups multiply to the same B*4, so it is Q's.
// CHECK-LABEL: func @bmm_dynamic_batch
// CHECK-SAME: (%[[Q:.*]]: tensor<?x4x16x8xf32>, %[[K:.*]]: tensor<?x4x32x8xf32>, %{{.*}}: index)
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b : tensor<?x4x16x8xf32>, tensor<?x4x32x8xf32> -> tensor<?x4x16x32xf32>
// CHECK-NEXT: return %[[S]]
func.func @bmm_dynamic_batch(%q: tensor<?x4x16x8xf32>, %k: tensor<?x4x32x8xf32>, %b: index) -> tensor<?x4x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<?x4x16x8xf32> into tensor<?x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<?x4x32x8xf32> into tensor<?x32x8xf32>
  %c0 = arith.constant 0 : index
  %bh = tensor.dim %q3, %c0 : tensor<?x16x8xf32>
  %e = tensor.empty(%bh) : tensor<?x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x16x32xf32>) -> tensor<?x16x32xf32>
  %s3 = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>,
      affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q3, %k3 : tensor<?x16x8xf32>, tensor<?x32x8xf32>) outs(%f : tensor<?x16x32xf32>) -> tensor<?x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [%b, 4, 16, 32] : tensor<?x16x32xf32> into tensor<?x4x16x32xf32>
  return %s : tensor<?x4x16x32xf32>
}

// -----

// Dynamic batch and heads, expanded to the sizes read from Q by tensor.dim:
// Q is read uncollapsed; K, whose sizes are not known to be those (its
// collapse may merge [2, 6] where Q's merges [3, 4]), is expanded.
// CHECK-LABEL: func @bmm_dynamic_heads_from_dim
// CHECK-SAME: (%[[Q:.*]]: tensor<?x?x16x8xf32>, %[[K:.*]]: tensor<?x?x32x8xf32>)
// CHECK-DAG: %[[B:.*]] = tensor.dim %[[Q]], %c0
// CHECK-DAG: %[[H:.*]] = tensor.dim %[[Q]], %c1
// CHECK: %[[K3:.*]] = tensor.collapse_shape %[[K]]
// CHECK: %[[K4:.*]] = tensor.expand_shape %[[K3]] {{\[}}[0, 1], [2], [3]] output_shape [%[[B]], %[[H]], 32, 8]
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K4]] transpose_b : tensor<?x?x16x8xf32>, tensor<?x?x32x8xf32> -> tensor<?x?x16x32xf32>
// CHECK-NEXT: return %[[S]]
func.func @bmm_dynamic_heads_from_dim(%q: tensor<?x?x16x8xf32>, %k: tensor<?x?x32x8xf32>) -> tensor<?x?x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = tensor.dim %q, %c0 : tensor<?x?x16x8xf32>
  %h = tensor.dim %q, %c1 : tensor<?x?x16x8xf32>
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<?x?x16x8xf32> into tensor<?x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<?x?x32x8xf32> into tensor<?x32x8xf32>
  %bh = tensor.dim %q3, %c0 : tensor<?x16x8xf32>
  %e = tensor.empty(%bh) : tensor<?x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x16x32xf32>) -> tensor<?x16x32xf32>
  %s3 = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>,
      affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q3, %k3 : tensor<?x16x8xf32>, tensor<?x32x8xf32>) outs(%f : tensor<?x16x32xf32>) -> tensor<?x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [%b, %h, 16, 32] : tensor<?x16x32xf32> into tensor<?x?x16x32xf32>
  return %s : tensor<?x?x16x32xf32>
}

// -----

// The expand splits [B*H] differently from the collapse ([2, 3] merged,
// [3, 2] split): the 4-d operands would not be Q's [2, 3] heads, so the
// matmul stays 3-d.
// CHECK-LABEL: func @negative_bmm_split_differs
// CHECK: %[[S3:.*]] = attn.matmul %{{.*}}, %{{.*}} transpose_b : tensor<6x16x8xf32>, tensor<6x32x8xf32> -> tensor<6x16x32xf32>
// CHECK-NEXT: tensor.expand_shape %[[S3]]
func.func @negative_bmm_split_differs(%q: tensor<2x3x16x8xf32>, %k: tensor<2x3x32x8xf32>) -> tensor<3x2x16x32xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x3x16x8xf32> into tensor<6x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x3x32x8xf32> into tensor<6x32x8xf32>
  %s3 = attn.matmul %q3, %k3 transpose_b : tensor<6x16x8xf32>, tensor<6x32x8xf32> -> tensor<6x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [3, 2, 16, 32] : tensor<6x16x32xf32> into tensor<3x2x16x32xf32>
  return %s : tensor<3x2x16x32xf32>
}

// -----

// Dynamic batch and heads expanded to sizes from elsewhere: nothing says
// they are Q's, so the matmul stays 3-d.
// CHECK-LABEL: func @negative_bmm_dynamic_unproven
// CHECK: %[[S3:.*]] = attn.matmul
// CHECK-NEXT: tensor.expand_shape %[[S3]]
func.func @negative_bmm_dynamic_unproven(%q: tensor<?x?x16x8xf32>, %k: tensor<?x?x32x8xf32>, %b: index, %h: index) -> tensor<?x?x16x32xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<?x?x16x8xf32> into tensor<?x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<?x?x32x8xf32> into tensor<?x32x8xf32>
  %s3 = attn.matmul %q3, %k3 transpose_b : tensor<?x16x8xf32>, tensor<?x32x8xf32> -> tensor<?x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [%b, %h, 16, 32] : tensor<?x16x32xf32> into tensor<?x?x16x32xf32>
  return %s : tensor<?x?x16x32xf32>
}

// -----

// The lhs is [B*H, M, K] of its own (in TOSA's [B*H] attentions it is the
// probabilities, whose chain fuses in 3-d): no rewrite, even though the
// rhs is collapsed.
// CHECK-LABEL: func @negative_bmm_lhs_not_collapsed
// CHECK: %[[O3:.*]] = attn.matmul %{{.*}}, %{{.*}} : tensor<8x16x32xf32>, tensor<8x32x8xf32> -> tensor<8x16x8xf32>
// CHECK-NEXT: tensor.expand_shape %[[O3]]
func.func @negative_bmm_lhs_not_collapsed(%p: tensor<8x16x32xf32>, %v: tensor<2x4x32x8xf32>) -> tensor<2x4x16x8xf32> {
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x4x32x8xf32> into tensor<8x32x8xf32>
  %o3 = attn.matmul %p, %v3 : tensor<8x16x32xf32>, tensor<8x32x8xf32> -> tensor<8x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

// The 3-d product is also used as it is: a 4-d copy would compute it twice.
// CHECK-LABEL: func @negative_bmm_other_user
// CHECK: %[[S3:.*]] = attn.matmul
// CHECK-NEXT: %[[S:.*]] = tensor.expand_shape %[[S3]]
// CHECK-NEXT: return %[[S]], %[[S3]]
func.func @negative_bmm_other_user(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x32x8xf32>) -> (tensor<2x4x16x32xf32>, tensor<8x16x32xf32>) {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x32x8xf32> into tensor<8x32x8xf32>
  %s3 = attn.matmul %q3, %k3 transpose_b : tensor<8x16x8xf32>, tensor<8x32x8xf32> -> tensor<8x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32>
  return %s, %s3 : tensor<2x4x16x32xf32>, tensor<8x16x32xf32>
}

// -----

// The lhs collapse merges rows and the expand splits them back: that is no
// batch split (the rhs has no such dims), so the matmul stays 3-d.
// CHECK-LABEL: func @negative_expand_splits_rows
// CHECK: %[[S3:.*]] = attn.matmul
// CHECK-NEXT: tensor.expand_shape %[[S3]] {{\[}}[0], [1, 2], [3]]
func.func @negative_expand_splits_rows(%q: tensor<8x4x4x8xf32>, %k: tensor<8x32x8xf32>) -> tensor<8x4x4x32xf32> {
  %q3 = tensor.collapse_shape %q [[0], [1, 2], [3]] : tensor<8x4x4x8xf32> into tensor<8x16x8xf32>
  %s3 = attn.matmul %q3, %k transpose_b : tensor<8x16x8xf32>, tensor<8x32x8xf32> -> tensor<8x16x32xf32>
  %s = tensor.expand_shape %s3 [[0], [1, 2], [3]] output_shape [8, 4, 4, 32] : tensor<8x16x32xf32> into tensor<8x4x4x32xf32>
  return %s : tensor<8x4x4x32xf32>
}

// -----

// An empty batch: 0 * H is 0 whatever H is, so the heads %h the result is
// expanded to need not be Q's and the matmul stays 3-d.
// CHECK-LABEL: func @negative_bmm_empty_batch
// CHECK: %[[S3:.*]] = attn.matmul
// CHECK-NEXT: tensor.expand_shape %[[S3]]
func.func @negative_bmm_empty_batch(%q: tensor<0x?x16x8xf32>, %k: tensor<0x?x32x8xf32>, %h: index) -> tensor<0x?x16x32xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<0x?x16x8xf32> into tensor<?x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<0x?x32x8xf32> into tensor<?x32x8xf32>
  %s3 = attn.matmul %q3, %k3 transpose_b : tensor<?x16x8xf32>, tensor<?x32x8xf32> -> tensor<?x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [0, %h, 16, 32] : tensor<?x16x32xf32> into tensor<0x?x16x32xf32>
  return %s : tensor<0x?x16x32xf32>
}

// -----

// A dynamic [B*H] rhs against a static split: an expand_shape cannot split a
// dynamic dim into static sizes, so the matmul stays 3-d (no invalid IR).
// CHECK-LABEL: func @negative_rhs_dynamic_static_split
// CHECK: %[[S3:.*]] = attn.matmul %{{.*}}, %{{.*}} transpose_b : tensor<8x16x8xf32>, tensor<?x32x8xf32> -> tensor<8x16x32xf32>
// CHECK-NEXT: tensor.expand_shape %[[S3]]
func.func @negative_rhs_dynamic_static_split(%q: tensor<2x4x16x8xf32>, %k: tensor<?x32x8xf32>) -> tensor<2x4x16x32xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %s3 = attn.matmul %q3, %k transpose_b : tensor<8x16x8xf32>, tensor<?x32x8xf32> -> tensor<8x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32>
  return %s : tensor<2x4x16x32xf32>
}

// -----

// A collapse expanded back to the same sizes is the tensor itself (this is
// what is left when the rhs of a batch-split matmul was a collapse that
// another pattern made visible): here the dynamic batch %b is A's because
// both groups multiply to the same ? * 4.
// CHECK-LABEL: func @fold_expand_of_collapse
// CHECK-SAME: (%[[A:.*]]: tensor<?x4x16x8xf32>, %{{.*}}: index)
// CHECK-NEXT: return %[[A]]
func.func @fold_expand_of_collapse(%a: tensor<?x4x16x8xf32>, %b: index) -> tensor<?x4x16x8xf32> {
  %a3 = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<?x4x16x8xf32> into tensor<?x16x8xf32>
  %a4 = tensor.expand_shape %a3 [[0, 1], [2], [3]] output_shape [%b, 4, 16, 8] : tensor<?x16x8xf32> into tensor<?x4x16x8xf32>
  return %a4 : tensor<?x4x16x8xf32>
}

// -----

// Two dynamic sizes from elsewhere: the expand may split the collapsed dim
// differently, so the pair stays.
// CHECK-LABEL: func @negative_fold_expand_of_collapse_unproven
// CHECK: %[[A3:.*]] = tensor.collapse_shape
// CHECK-NEXT: %[[A4:.*]] = tensor.expand_shape %[[A3]]
// CHECK-NEXT: return %[[A4]]
func.func @negative_fold_expand_of_collapse_unproven(%a: tensor<?x?x16x8xf32>, %b: index, %h: index) -> tensor<?x?x16x8xf32> {
  %a3 = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<?x?x16x8xf32> into tensor<?x16x8xf32>
  %a4 = tensor.expand_shape %a3 [[0, 1], [2], [3]] output_shape [%b, %h, 16, 8] : tensor<?x16x8xf32> into tensor<?x?x16x8xf32>
  return %a4 : tensor<?x?x16x8xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>

// LLaMA's V as torch-mlir exports it: repeat_kv's [B, Hkv, G, N, d]
// broadcast is merged straight into the batch [B*Hkv*G] and (after the
// batch matmul is 4-d) expanded to [B, H]. That is the [B, Hkv*G] collapse,
// so the repeat is raised as attn.expand_heads.
// CHECK-LABEL: func @expand_of_collapse_is_head_repeat
// CHECK-SAME: (%[[V:.*]]: tensor<2x2x16x8xf32>)
// CHECK-NEXT: %[[R:.*]] = attn.expand_heads %[[V]] by 4 : tensor<2x2x16x8xf32> -> tensor<2x8x16x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @expand_of_collapse_is_head_repeat(%v: tensor<2x2x16x8xf32>) -> tensor<2x8x16x8xf32> {
  %e = tensor.empty() : tensor<2x2x4x16x8xf32>
  %b = linalg.generic {indexing_maps = [#in, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%v : tensor<2x2x16x8xf32>) outs(%e : tensor<2x2x4x16x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  } -> tensor<2x2x4x16x8xf32>
  %c = tensor.collapse_shape %b [[0, 1, 2], [3], [4]] : tensor<2x2x4x16x8xf32> into tensor<16x16x8xf32>
  %r = tensor.expand_shape %c [[0, 1], [2], [3]] output_shape [2, 8, 16, 8] : tensor<16x16x8xf32> into tensor<2x8x16x8xf32>
  return %r : tensor<2x8x16x8xf32>
}

// -----

// Splitting the merged [2*2*4] as [8, 2] cuts through the source's last
// dim of 4, so it is no collapse of the source: both reshapes stay.
// CHECK-LABEL: func @negative_expand_of_collapse_splits_a_dim
// CHECK-NEXT: tensor.collapse_shape
// CHECK-NEXT: tensor.expand_shape
func.func @negative_expand_of_collapse_splits_a_dim(%a: tensor<2x2x4x16x8xf32>) -> tensor<8x2x16x8xf32> {
  %c = tensor.collapse_shape %a [[0, 1, 2], [3], [4]] : tensor<2x2x4x16x8xf32> into tensor<16x16x8xf32>
  %r = tensor.expand_shape %c [[0, 1], [2], [3]] output_shape [8, 2, 16, 8] : tensor<16x16x8xf32> into tensor<8x2x16x8xf32>
  return %r : tensor<8x2x16x8xf32>
}

// -----

// bf16 as the FX importer exports it: the batch matmul accumulates in f32
// and is cast back to bf16 before its batch is expanded. The cast moves
// past the expand, which then meets the matmul: a 4-d matmul, then the
// cast, as in f32.
// CHECK-LABEL: func @bmm_cast_before_expand
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x16x8xbf16>, %[[K:.*]]: tensor<1x2x8x32xbf16>)
// CHECK-NEXT: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] : tensor<1x2x16x8xbf16>, tensor<1x2x8x32xbf16> -> tensor<1x2x16x32xf32>
// CHECK-NEXT: %[[C:.*]] = attn.cast %[[S]] : tensor<1x2x16x32xf32> to tensor<1x2x16x32xbf16>
// CHECK-NEXT: return %[[C]]
func.func @bmm_cast_before_expand(%q: tensor<1x2x16x8xbf16>, %k: tensor<1x2x8x32xbf16>) -> tensor<1x2x16x32xbf16> {
  %zero = arith.constant 0.0 : f32
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x16x8xbf16> into tensor<2x16x8xbf16>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<1x2x8x32xbf16> into tensor<2x8x32xbf16>
  %e = tensor.empty() : tensor<2x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %s3 = linalg.batch_matmul ins(%q3, %k3 : tensor<2x16x8xbf16>, tensor<2x8x32xbf16>) outs(%f : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %eb = tensor.empty() : tensor<2x16x32xbf16>
  %t = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s3 : tensor<2x16x32xf32>) outs(%eb : tensor<2x16x32xbf16>) {
  ^bb0(%x: f32, %out: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x32xbf16>
  %s = tensor.expand_shape %t [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xbf16> into tensor<1x2x16x32xbf16>
  return %s : tensor<1x2x16x32xbf16>
}

// -----

// bf16 exports widen each collapsed operand to f32 before the batch matmul
// (BLOOM's baddbmm): the casts are element-wise, so the 4-d matmul reads
// Q and K uncollapsed, each cast to f32 as before.
// CHECK-LABEL: func @bmm_widened_operands
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x16x8xbf16>, %[[K:.*]]: tensor<2x4x32x8xbf16>)
// CHECK-DAG: %[[QF:.*]] = attn.cast %[[Q]] : tensor<2x4x16x8xbf16> to tensor<2x4x16x8xf32>
// CHECK-DAG: %[[KF:.*]] = attn.cast %[[K]] : tensor<2x4x32x8xbf16> to tensor<2x4x32x8xf32>
// CHECK: %[[S:.*]] = attn.matmul %[[QF]], %[[KF]] transpose_b : tensor<2x4x16x8xf32>, tensor<2x4x32x8xf32> -> tensor<2x4x16x32xf32>
// CHECK-NEXT: return %[[S]]
func.func @bmm_widened_operands(%q: tensor<2x4x16x8xbf16>, %k: tensor<2x4x32x8xbf16>) -> tensor<2x4x16x32xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xbf16> into tensor<8x16x8xbf16>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x32x8xbf16> into tensor<8x32x8xbf16>
  %qf = attn.cast %q3 : tensor<8x16x8xbf16> to tensor<8x16x8xf32>
  %kf = attn.cast %k3 : tensor<8x32x8xbf16> to tensor<8x32x8xf32>
  %s3 = attn.matmul %qf, %kf transpose_b : tensor<8x16x8xf32>, tensor<8x32x8xf32> -> tensor<8x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32>
  return %s : tensor<2x4x16x32xf32>
}

// -----

// A widened lhs whose collapse merges other dims than the expand splits
// ([2, 3] merged, [3, 2] split): the cast does not make it readable, the
// matmul stays 3-d.
// CHECK-LABEL: func @negative_bmm_widened_split_differs
// CHECK: %[[S3:.*]] = attn.matmul %{{.*}}, %{{.*}} transpose_b : tensor<6x16x8xf32>, tensor<6x32x8xf32> -> tensor<6x16x32xf32>
// CHECK-NEXT: tensor.expand_shape %[[S3]]
func.func @negative_bmm_widened_split_differs(%q: tensor<2x3x16x8xbf16>, %k: tensor<2x3x32x8xbf16>) -> tensor<3x2x16x32xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x3x16x8xbf16> into tensor<6x16x8xbf16>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x3x32x8xbf16> into tensor<6x32x8xbf16>
  %qf = attn.cast %q3 : tensor<6x16x8xbf16> to tensor<6x16x8xf32>
  %kf = attn.cast %k3 : tensor<6x32x8xbf16> to tensor<6x32x8xf32>
  %s3 = attn.matmul %qf, %kf transpose_b : tensor<6x16x8xf32>, tensor<6x32x8xf32> -> tensor<6x16x32xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [3, 2, 16, 32] : tensor<6x16x32xf32> into tensor<3x2x16x32xf32>
  return %s : tensor<3x2x16x32xf32>
}

// -----

// torch's einsum export ('ibnd,jbnd->bnij', XLNet and Funnel): a batch
// matmul whose operands and result pass through rank-5 transposes that
// move a unit dim. Without the unit dims they are the layout transposes of
// a [N, B, H, d] model, and the reshapes around them compose, so the
// product is a 4-d matmul that fusion can read.
// CHECK-LABEL: func @einsum_unit_dim_transposes
// CHECK-SAME: (%[[Q:.*]]: tensor<8x2x4x8xf32>, %[[K:.*]]: tensor<8x2x4x8xf32>)
// CHECK-NEXT: %[[QT:.*]] = attn.transpose %[[Q]] [1, 2, 0, 3] : tensor<8x2x4x8xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: %[[KT:.*]] = attn.transpose %[[K]] [1, 2, 3, 0] : tensor<8x2x4x8xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: %[[S:.*]] = attn.matmul %[[QT]], %[[KT]] : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT: return %[[S]]
func.func @einsum_unit_dim_transposes(%q: tensor<8x2x4x8xf32>, %k: tensor<8x2x4x8xf32>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %q5 = tensor.expand_shape %q [[0], [1], [2], [3, 4]] output_shape [8, 2, 4, 8, 1] : tensor<8x2x4x8xf32> into tensor<8x2x4x8x1xf32>
  %eq = tensor.empty() : tensor<2x4x8x8x1xf32>
  %qt = linalg.transpose ins(%q5 : tensor<8x2x4x8x1xf32>) outs(%eq : tensor<2x4x8x8x1xf32>) permutation = [1, 2, 0, 3, 4]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<8x8x8xf32>
  %k5 = tensor.expand_shape %k [[0], [1, 2], [3], [4]] output_shape [8, 2, 1, 4, 8] : tensor<8x2x4x8xf32> into tensor<8x2x1x4x8xf32>
  %ek = tensor.empty() : tensor<2x4x8x8x1xf32>
  %kt = linalg.transpose ins(%k5 : tensor<8x2x1x4x8xf32>) outs(%ek : tensor<2x4x8x8x1xf32>) permutation = [1, 3, 4, 0, 2]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<8x8x8xf32>
  %e = tensor.empty() : tensor<8x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s3 = linalg.batch_matmul ins(%q3, %k3 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%f : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s5 = tensor.expand_shape %s3 [[0, 1], [2], [3, 4]] output_shape [2, 4, 8, 1, 8] : tensor<8x8x8xf32> into tensor<2x4x8x1x8xf32>
  %es = tensor.empty() : tensor<2x4x8x8x1xf32>
  %st = linalg.transpose ins(%s5 : tensor<2x4x8x1x8xf32>) outs(%es : tensor<2x4x8x8x1xf32>) permutation = [0, 1, 2, 4, 3]
  %s = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<2x4x8x8xf32>
  return %s : tensor<2x4x8x8xf32>
}

// -----

// A dynamic dim heads its own group: the expand that restores the unit dim
// reads its size from the 4-d transpose.
// CHECK-LABEL: func @unit_dim_transpose_dynamic
// CHECK-SAME: (%[[K:.*]]: tensor<?x2x1x4x8xf32>)
// CHECK: %[[K4:.*]] = tensor.collapse_shape %[[K]] {{\[}}[0], [1, 2], [3], [4]] : tensor<?x2x1x4x8xf32> into tensor<?x2x4x8xf32>
// CHECK: %[[T:.*]] = attn.transpose %[[K4]] [1, 2, 3, 0] : tensor<?x2x4x8xf32> -> tensor<2x4x8x?xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<2x4x8x?xf32>
// CHECK: %[[R:.*]] = tensor.expand_shape %[[T]] {{\[}}[0], [1], [2], [3, 4]] output_shape [2, 4, 8, %[[N]], 1]
// CHECK: return %[[R]]
func.func @unit_dim_transpose_dynamic(%k: tensor<?x2x1x4x8xf32>) -> tensor<2x4x8x?x1xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %k, %c0 : tensor<?x2x1x4x8xf32>
  %e = tensor.empty(%n) : tensor<2x4x8x?x1xf32>
  %t = linalg.transpose ins(%k : tensor<?x2x1x4x8xf32>) outs(%e : tensor<2x4x8x?x1xf32>) permutation = [1, 3, 4, 0, 2]
  return %t : tensor<2x4x8x?x1xf32>
}

// -----

// A leading unit dim joins the first group, in the input and in the result.
// Only the unit dim moves, so no transpose is left.
// CHECK-LABEL: func @leading_unit_dim
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x8x8x4xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2], [3], [4]] : tensor<1x2x8x8x4xf32> into tensor<2x8x8x4xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[C]] {{\[}}[0], [1, 2], [3], [4]] output_shape [2, 8, 1, 8, 4]
// CHECK-NEXT: return %[[E]]
func.func @leading_unit_dim(%x: tensor<1x2x8x8x4xf32>) -> tensor<2x8x1x8x4xf32> {
  %e = tensor.empty() : tensor<2x8x1x8x4xf32>
  %t = linalg.transpose ins(%x : tensor<1x2x8x8x4xf32>) outs(%e : tensor<2x8x1x8x4xf32>) permutation = [1, 2, 0, 3, 4]
  return %t : tensor<2x8x1x8x4xf32>
}

// -----

// The transpose only moves the unit dim: what is left are static reshapes,
// which compose into one.
// CHECK-LABEL: func @only_unit_dims_move
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x1x8xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[S]] {{\[}}[0], [1], [2, 3], [4]] : tensor<2x4x8x1x8xf32> into tensor<2x4x8x8xf32>
// CHECK-NEXT: return %[[C]]
func.func @only_unit_dims_move(%s: tensor<2x4x8x1x8xf32>) -> tensor<2x4x8x8xf32> {
  %e = tensor.empty() : tensor<2x4x8x8x1xf32>
  %t = linalg.transpose ins(%s : tensor<2x4x8x1x8xf32>) outs(%e : tensor<2x4x8x8x1xf32>) permutation = [0, 1, 2, 4, 3]
  %c = tensor.collapse_shape %t [[0], [1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<2x4x8x8xf32>
  return %c : tensor<2x4x8x8xf32>
}

// -----

// Static reshapes through rank 5 compose although neither's groups refine
// the other's (upstream's composition would not fire).
// CHECK-LABEL: func @static_reshapes_compose
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2]] output_shape [4, 2, 4] : tensor<4x8xf32> into tensor<4x2x4xf32>
// CHECK-NEXT: return %[[E]]
func.func @static_reshapes_compose(%x: tensor<4x8xf32>) -> tensor<4x2x4xf32> {
  %a = tensor.expand_shape %x [[0, 1], [2, 3, 4]] output_shape [4, 1, 2, 1, 4] : tensor<4x8xf32> into tensor<4x1x2x1x4xf32>
  %b = tensor.collapse_shape %a [[0], [1, 2], [3, 4]] : tensor<4x1x2x1x4xf32> into tensor<4x2x4xf32>
  return %b : tensor<4x2x4xf32>
}

// -----

// Rank-4 transposes keep their unit dims: the patterns that move
// transposes through [B*H, ...] collapses work at rank 4.
// CHECK-LABEL: func @negative_rank4_unit_dim
// CHECK-NEXT: attn.transpose %{{.*}} [1, 0, 2, 3] : tensor<2x1x8x8xf32> -> tensor<1x2x8x8xf32>
func.func @negative_rank4_unit_dim(%x: tensor<2x1x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %t = linalg.transpose ins(%x : tensor<2x1x8x8xf32>) outs(%e : tensor<1x2x8x8xf32>) permutation = [1, 0, 2, 3]
  return %t : tensor<1x2x8x8xf32>
}

// -----

// With a dynamic size the reshapes stay: which dims a dynamic size spans is
// not known from the types.
// CHECK-LABEL: func @negative_dynamic_reshapes
// CHECK-NEXT: tensor.expand_shape
// CHECK-NEXT: tensor.collapse_shape
func.func @negative_dynamic_reshapes(%x: tensor<?x8xf32>, %n: index) -> tensor<?x2x4xf32> {
  %a = tensor.expand_shape %x [[0, 1], [2, 3, 4]] output_shape [%n, 1, 2, 1, 4] : tensor<?x8xf32> into tensor<?x1x2x1x4xf32>
  %b = tensor.collapse_shape %a [[0], [1, 2], [3, 4]] : tensor<?x1x2x1x4xf32> into tensor<?x2x4xf32>
  return %b : tensor<?x2x4xf32>
}

// -----

// A batch matmul whose reshapes group its unit batch dims with the rows
// ([[0], [1, 2], [3]] on [1, 1, 100, d], as composed static reshapes may
// leave them): where a unit dim sits changes nothing, so it is the 4-d
// matmul all the same.
// CHECK-LABEL: func @bmm_unit_dims_grouped_right
// CHECK-SAME: (%[[Q:.*]]: tensor<1x1x100x32xf32>, %[[K:.*]]: tensor<1x1x32x5xf32>)
// CHECK-NEXT: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] : tensor<1x1x100x32xf32>, tensor<1x1x32x5xf32> -> tensor<1x1x100x5xf32>
// CHECK-NEXT: return %[[S]]
func.func @bmm_unit_dims_grouped_right(%q: tensor<1x1x100x32xf32>, %k: tensor<1x1x32x5xf32>) -> tensor<1x1x100x5xf32> {
  %zero = arith.constant 0.0 : f32
  %q3 = tensor.collapse_shape %q [[0], [1, 2], [3]] : tensor<1x1x100x32xf32> into tensor<1x100x32xf32>
  %k3 = tensor.collapse_shape %k [[0], [1, 2], [3]] : tensor<1x1x32x5xf32> into tensor<1x32x5xf32>
  %e = tensor.empty() : tensor<1x100x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x100x5xf32>) -> tensor<1x100x5xf32>
  %s3 = linalg.batch_matmul ins(%q3, %k3 : tensor<1x100x32xf32>, tensor<1x32x5xf32>) outs(%f : tensor<1x100x5xf32>) -> tensor<1x100x5xf32>
  %s = tensor.expand_shape %s3 [[0], [1, 2], [3]] output_shape [1, 1, 100, 5] : tensor<1x100x5xf32> into tensor<1x1x100x5xf32>
  return %s : tensor<1x1x100x5xf32>
}

// -----

// A static collapse and expand that is one reshape: an einsum's decode step
// (Nq = 1) leaves the scores collapsed below rank 4 once its unit dims are
// dropped, and expanded back.
// CHECK-LABEL: func @static_collapse_expand_compose
// CHECK-SAME: (%[[S:.*]]: tensor<16x1x31xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1], [2], [3]] output_shape [1, 16, 1, 31] : tensor<16x1x31xf32> into tensor<1x16x1x31xf32>
// CHECK-NEXT: return %[[E]]
func.func @static_collapse_expand_compose(%s: tensor<16x1x31xf32>) -> tensor<1x16x1x31xf32> {
  %c = tensor.collapse_shape %s [[0], [1, 2]] : tensor<16x1x31xf32> into tensor<16x31xf32>
  %e = tensor.expand_shape %c [[0, 1], [2, 3]] output_shape [1, 16, 1, 31] : tensor<16x31xf32> into tensor<1x16x1x31xf32>
  return %e : tensor<1x16x1x31xf32>
}

// -----

// With a dynamic size the two stay: the expand's sizes are values, and
// which source dims they cover is not known from the types.
// CHECK-LABEL: func @negative_dynamic_collapse_expand
// CHECK-NEXT: tensor.collapse_shape
// CHECK-NEXT: tensor.expand_shape
func.func @negative_dynamic_collapse_expand(%s: tensor<?x1x31xf32>, %n: index) -> tensor<1x?x1x31xf32> {
  %c = tensor.collapse_shape %s [[0], [1, 2]] : tensor<?x1x31xf32> into tensor<?x31xf32>
  %e = tensor.expand_shape %c [[0, 1], [2, 3]] output_shape [1, %n, 1, 31] : tensor<?x31xf32> into tensor<1x?x1x31xf32>
  return %e : tensor<1x?x1x31xf32>
}

// -----

// A rank-5 transpose of unit dims only (an einsum's scores with B = H =
// Nq = Nkv = 1) moves nothing.
// CHECK-LABEL: func @all_unit_dims
// CHECK-SAME: (%[[X:.*]]: tensor<1x1x1x1x1xf32>)
// CHECK-NEXT: return %[[X]]
func.func @all_unit_dims(%x: tensor<1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xf32> {
  %e = tensor.empty() : tensor<1x1x1x1x1xf32>
  %t = linalg.transpose ins(%x : tensor<1x1x1x1x1xf32>) outs(%e : tensor<1x1x1x1x1xf32>) permutation = [0, 1, 2, 4, 3]
  return %t : tensor<1x1x1x1x1xf32>
}
