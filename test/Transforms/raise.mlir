// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// attn-raise on each piece of attention as torch-mlir and IREE emit it:
// contractions, transposes, head repeats, scales, masks and casts. Softmax
// has its own file (raise-softmax.mlir).

// A 2-d linalg.matmul into zeros is a plain matmul.
// CHECK-LABEL: func @matmul_2d
// CHECK-SAME: (%[[A:.*]]: tensor<16x64xf32>, %[[B:.*]]: tensor<64x32xf32>)
// CHECK: %[[M:.*]] = attn.matmul %[[A]], %[[B]] : tensor<16x64xf32>, tensor<64x32xf32> -> tensor<16x32xf32>
// CHECK-NEXT: return %[[M]]
func.func @matmul_2d(%a: tensor<16x64xf32>, %b: tensor<64x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %m = linalg.matmul ins(%a, %b : tensor<16x64xf32>, tensor<64x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %m : tensor<16x32xf32>
}

// -----

// batch_matmul whose rhs map reads it transposed is Q·Kᵀ: transpose_b.
// CHECK-LABEL: func @batch_matmul_transposed_map
// CHECK-SAME: (%[[Q:.*]]: tensor<8x16x64xf16>, %[[K:.*]]: tensor<8x32x64xf16>)
// CHECK: attn.matmul %[[Q]], %[[K]] transpose_b : tensor<8x16x64xf16>, tensor<8x32x64xf16> -> tensor<8x16x32xf32>
func.func @batch_matmul_transposed_map(%q: tensor<8x16x64xf16>, %k: tensor<8x32x64xf16>) -> tensor<8x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
  %s = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>,
      affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q, %k : tensor<8x16x64xf16>, tensor<8x32x64xf16>) outs(%f : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
  return %s : tensor<8x16x32xf32>
}

// -----

// A linalg.transpose feeding batch_matmul (TOSA's and torch-mlir's Kᵀ) folds
// into transpose_b.
// CHECK-LABEL: func @transpose_then_batch_matmul
// CHECK-SAME: (%[[Q:.*]]: tensor<8x16x64xf32>, %[[K:.*]]: tensor<8x16x64xf32>)
// CHECK-NOT: attn.transpose
// CHECK: attn.matmul %[[Q]], %[[K]] transpose_b
func.func @transpose_then_batch_matmul(%q: tensor<8x16x64xf32>, %k: tensor<8x16x64xf32>) -> tensor<8x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x64x16xf32>
  %kt = linalg.transpose ins(%k : tensor<8x16x64xf32>) outs(%e0 : tensor<8x64x16xf32>) permutation = [0, 2, 1]
  %e = tensor.empty() : tensor<8x16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x16x64xf32>, tensor<8x64x16xf32>) outs(%f : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  return %s : tensor<8x16x16xf32>
}

// -----

// torch-mlir's 4-d matmul is a generic contraction; f16 operands are
// extended to the f32 accumulator in the body.
// CHECK-LABEL: func @generic_contraction_f16_to_f32
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16x64xf16>, %[[K:.*]]: tensor<2x8x32x64xf16>)
// CHECK: attn.matmul %[[Q]], %[[K]] transpose_b : tensor<2x8x16x64xf16>, tensor<2x8x32x64xf16> -> tensor<2x8x16x32xf32>
func.func @generic_contraction_f16_to_f32(%q: tensor<2x8x16x64xf16>, %k: tensor<2x8x32x64xf16>) -> tensor<2x8x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x16x32xf32>) -> tensor<2x8x16x32xf32>
  %s = linalg.generic {indexing_maps = [
      affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>,
      affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>,
      affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x8x16x64xf16>, tensor<2x8x32x64xf16>) outs(%f : tensor<2x8x16x32xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %p = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x8x16x32xf32>
  return %s : tensor<2x8x16x32xf32>
}

// -----

// A BSHD contraction (operands [B, S, H, d] read through their maps) keeps
// its layout change as transposes in front of the matmul.
// CHECK-LABEL: func @generic_contraction_bshd
// CHECK-SAME: (%[[Q:.*]]: tensor<2x16x8x64xf32>, %[[K:.*]]: tensor<2x32x8x64xf32>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3] : tensor<2x16x8x64xf32> -> tensor<2x8x16x64xf32>
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<2x32x8x64xf32> -> tensor<2x8x32x64xf32>
// CHECK: attn.matmul %[[QT]], %[[KT]] transpose_b
func.func @generic_contraction_bshd(%q: tensor<2x16x8x64xf32>, %k: tensor<2x32x8x64xf32>) -> tensor<2x8x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x16x32xf32>) -> tensor<2x8x16x32xf32>
  %s = linalg.generic {indexing_maps = [
      affine_map<(b, h, m, n, k) -> (b, m, h, k)>,
      affine_map<(b, h, m, n, k) -> (b, n, h, k)>,
      affine_map<(b, h, m, n, k) -> (b, h, m, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x16x8x64xf32>, tensor<2x32x8x64xf32>) outs(%f : tensor<2x8x16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %p, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x8x16x32xf32>
  return %s : tensor<2x8x16x32xf32>
}

// -----

// Dynamic shapes raise the same way.
// CHECK-LABEL: func @batch_matmul_dynamic
// CHECK: attn.matmul %{{.*}}, %{{.*}} : tensor<?x?x64xf32>, tensor<?x64x?xf32> -> tensor<?x?x?xf32>
func.func @batch_matmul_dynamic(%a: tensor<?x?x64xf32>, %b: tensor<?x64x?xf32>, %init: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %m = linalg.batch_matmul ins(%a, %b : tensor<?x?x64xf32>, tensor<?x64x?xf32>) outs(%f : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %m : tensor<?x?x?xf32>
}

// -----

// A matmul that accumulates into a live tensor is not attn.matmul.
// CHECK-LABEL: func @negative_matmul_accumulates
// CHECK: linalg.matmul
// CHECK-NOT: attn.matmul
func.func @negative_matmul_accumulates(%a: tensor<16x64xf32>, %b: tensor<64x32xf32>, %c: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<16x64xf32>, tensor<64x32xf32>) outs(%c : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %m : tensor<16x32xf32>
}

// -----

// A reduction generic whose body is not multiply-add is no matmul.
// CHECK-LABEL: func @negative_contraction_body
// CHECK: linalg.generic
// CHECK-NOT: attn.matmul
func.func @negative_contraction_body(%a: tensor<16x64xf32>, %b: tensor<64x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %m = linalg.generic {indexing_maps = [
      affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x64xf32>, tensor<64x32xf32>) outs(%f : tensor<16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.subf %x, %y : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  return %m : tensor<16x32xf32>
}

// -----

// A batch dim read by the lhs only (a 3-d lhs against a 2-d rhs, as a
// projection of [B, S, D] activations by a [D, F] weight) is broadcast: the
// rhs gets a unit batch dim, which attn.matmul broadcasts.
// CHECK-LABEL: func @contraction_rhs_omits_batch
// CHECK-SAME: (%[[A:.*]]: tensor<2x16x64xf32>, %[[B:.*]]: tensor<64x32xf32>)
// CHECK: %[[B3:.*]] = tensor.expand_shape %[[B]] {{\[\[}}0, 1], [2]] output_shape [1, 64, 32] : tensor<64x32xf32> into tensor<1x64x32xf32>
// CHECK: %[[M:.*]] = attn.matmul %[[A]], %[[B3]] : tensor<2x16x64xf32>, tensor<1x64x32xf32> -> tensor<2x16x32xf32>
// CHECK-NEXT: return %[[M]]
func.func @contraction_rhs_omits_batch(%a: tensor<2x16x64xf32>, %b: tensor<64x32xf32>) -> tensor<2x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %m = linalg.generic {indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x16x64xf32>, tensor<64x32xf32>) outs(%f : tensor<2x16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x16x32xf32>
  return %m : tensor<2x16x32xf32>
}

// -----

// An MQA decode step as einsum `bhqd,bkd->bhqk` and `bhqk,bkd->bhqd` emits
// it: K and V have no heads dim, the broadcast is in their maps. Both
// become 4-d attn.matmul ops on K and V with a unit heads dim, which
// attn-fuse reads as one KV head (raise-fuse.mlir fuses it).
// CHECK-LABEL: func @mqa_einsum_decode
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x1x64xf32>, %[[K:.*]]: tensor<2x128x64xf32>, %[[V:.*]]: tensor<2x128x64xf32>, %[[P:.*]]: tensor<2x8x1x128xf32>)
// CHECK: %[[K4:.*]] = tensor.expand_shape %[[K]] {{\[\[}}0], [1, 2], [3]] output_shape [2, 1, 128, 64] : tensor<2x128x64xf32> into tensor<2x1x128x64xf32>
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K4]] transpose_b : tensor<2x8x1x64xf32>, tensor<2x1x128x64xf32> -> tensor<2x8x1x128xf32>
// CHECK: %[[V4:.*]] = tensor.expand_shape %[[V]] {{\[\[}}0], [1, 2], [3]] output_shape [2, 1, 128, 64] : tensor<2x128x64xf32> into tensor<2x1x128x64xf32>
// CHECK: %[[O:.*]] = attn.matmul %[[P]], %[[V4]] : tensor<2x8x1x128xf32>, tensor<2x1x128x64xf32> -> tensor<2x8x1x64xf32>
// CHECK: return %[[S]], %[[O]]
func.func @mqa_einsum_decode(%q: tensor<2x8x1x64xf32>, %k: tensor<2x128x64xf32>, %v: tensor<2x128x64xf32>, %p: tensor<2x8x1x128xf32>) -> (tensor<2x8x1x128xf32>, tensor<2x8x1x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<2x8x1x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x8x1x128xf32>) -> tensor<2x8x1x128xf32>
  %s = linalg.generic {indexing_maps = [
      affine_map<(b, h, i, j, k) -> (b, h, i, k)>,
      affine_map<(b, h, i, j, k) -> (b, j, k)>,
      affine_map<(b, h, i, j, k) -> (b, h, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x8x1x64xf32>, tensor<2x128x64xf32>) outs(%fs : tensor<2x8x1x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x1x128xf32>
  %eo = tensor.empty() : tensor<2x8x1x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x8x1x64xf32>) -> tensor<2x8x1x64xf32>
  %o = linalg.generic {indexing_maps = [
      affine_map<(b, h, i, d, j) -> (b, h, i, j)>,
      affine_map<(b, h, i, d, j) -> (b, j, d)>,
      affine_map<(b, h, i, d, j) -> (b, h, i, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x8x1x128xf32>, tensor<2x128x64xf32>) outs(%fo : tensor<2x8x1x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x1x64xf32>
  return %s, %o : tensor<2x8x1x128xf32>, tensor<2x8x1x64xf32>
}

// -----

// A result dim that neither operand reads is a broadcast of the output,
// not a contraction: left alone.
// CHECK-LABEL: func @negative_contraction_unread_result_dim
// CHECK: linalg.generic
// CHECK-NOT: attn.matmul
func.func @negative_contraction_unread_result_dim(%a: tensor<16x64xf32>, %b: tensor<64x32xf32>) -> tensor<4x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  %m = linalg.generic {indexing_maps = [
      affine_map<(r, m, n, k) -> (m, k)>, affine_map<(r, m, n, k) -> (k, n)>, affine_map<(r, m, n, k) -> (r, m, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x64xf32>, tensor<64x32xf32>) outs(%f : tensor<4x16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x16x32xf32>
  return %m : tensor<4x16x32xf32>
}

// -----

// linalg.transpose and a permuting copy generic are attn.transpose.
// CHECK-LABEL: func @transposes
// CHECK-SAME: (%[[X:.*]]: tensor<2x16x8x64xf32>)
// CHECK: %[[A:.*]] = attn.transpose %[[X]] [0, 2, 1, 3] : tensor<2x16x8x64xf32> -> tensor<2x8x16x64xf32>
// CHECK: %[[B:.*]] = attn.transpose %[[X]] [0, 2, 1, 3] : tensor<2x16x8x64xf32> -> tensor<2x8x16x64xf32>
// CHECK: return %[[A]], %[[B]]
func.func @transposes(%x: tensor<2x16x8x64xf32>) -> (tensor<2x8x16x64xf32>, tensor<2x8x16x64xf32>) {
  %e = tensor.empty() : tensor<2x8x16x64xf32>
  %a = linalg.transpose ins(%x : tensor<2x16x8x64xf32>) outs(%e : tensor<2x8x16x64xf32>) permutation = [0, 2, 1, 3]
  %b = linalg.generic {indexing_maps = [
      affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x16x8x64xf32>) outs(%e : tensor<2x8x16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x16x64xf32>
  return %a, %b : tensor<2x8x16x64xf32>, tensor<2x8x16x64xf32>
}

// -----

// A copy that does not permute is the value itself: a chain must not end
// at it (a causal mask over one query and one key folds to such a copy).
// CHECK-LABEL: func @identity_copy
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @identity_copy(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  return %b : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>

// Scaling by a constant: x * c with c captured by the body, x / c with c as
// a 0-d constant tensor (torch-mlir's scalar operands), and linalg.mul by a
// filled tensor.
// CHECK-LABEL: func @scales
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4x4xf32>)
// CHECK: %[[A:.*]] = attn.scale %[[X]] by 1.250000e-01 : tensor<1x2x4x4xf32>
// CHECK: %[[B:.*]] = attn.scale %[[X]] by 1.250000e-01 : tensor<1x2x4x4xf32>
// CHECK: %[[C:.*]] = attn.scale %[[X]] by 5.000000e-01 : tensor<1x2x4x4xf32>
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @scales(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %c = arith.constant 0.125 : f32
  %eight = arith.constant dense<8.0> : tensor<f32>
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %c : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %eight : tensor<1x2x4x4xf32>, tensor<f32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %r = arith.divf %in, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %filled = linalg.fill ins(%half : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %m = linalg.mul ins(%filled, %x : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %a, %b, %m : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// -----

// MLIR's linalg.elementwise spelling of a scale and a bias.
// CHECK-LABEL: func @elementwise_op
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>)
// CHECK: %[[S:.*]] = attn.scale %[[X]] by 5.000000e-01 : tensor<4x8xf32>
// CHECK: %[[A:.*]] = attn.add %[[S]], %[[B]] : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @elementwise_op(%x: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%half : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%x, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%s, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %a : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// c / x is not a scale of x, and neither is x * y for a runtime y.
// CHECK-LABEL: func @negative_scales
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT: attn.scale
func.func @negative_scales(%x: tensor<4x4xf32>, %y: f32) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %c = arith.constant 8.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %c, %in : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %a, %b : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias_keep = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#bias_drop = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// Additive bias: a [B, 1, 1, Nkv] bias read with constant-0 indices is used
// as it is; a [B, Nkv] bias gets unit dims by expand_shape.
// CHECK-LABEL: func @bias
// CHECK-SAME: (%[[S:.*]]: tensor<2x8x4x16xf32>, %[[B4:.*]]: tensor<2x1x1x16xf32>, %[[B2:.*]]: tensor<2x16xf32>)
// CHECK: %[[A:.*]] = attn.add %[[S]], %[[B4]] : tensor<2x8x4x16xf32>, tensor<2x1x1x16xf32>
// CHECK: %[[E:.*]] = tensor.expand_shape %[[B2]] {{\[}}[0], [1, 2, 3]] {{.*}} into tensor<2x1x1x16xf32>
// CHECK: %[[B:.*]] = attn.add %[[S]], %[[E]] : tensor<2x8x4x16xf32>, tensor<2x1x1x16xf32>
// CHECK: return %[[A]], %[[B]]
func.func @bias(%s: tensor<2x8x4x16xf32>, %b4: tensor<2x1x1x16xf32>, %b2: tensor<2x16xf32>) -> (tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) {
  %e = tensor.empty() : tensor<2x8x4x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #bias_keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %b4 : tensor<2x8x4x16xf32>, tensor<2x1x1x16xf32>) outs(%e : tensor<2x8x4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x8x4x16xf32>
  %b = linalg.generic {indexing_maps = [#bias_drop, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b2, %s : tensor<2x16xf32>, tensor<2x8x4x16xf32>) outs(%e : tensor<2x8x4x16xf32>) {
  ^bb0(%y: f32, %x: f32, %out: f32):
    %r = arith.addf %y, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x8x4x16xf32>
  return %a, %b : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#per_head_key = affine_map<(d0, d1, d2, d3) -> (d1, 0, d3)>

// MPT's ALiBi bias, [H, 1, Nkv], read with a constant-0 index between the
// head and key loops: its unit dim is collapsed away before the bias gets
// the unit dims that broadcast the attn way, and the two static reshapes
// compose into one expand of the bias.
// CHECK-LABEL: func @bias_unit_dim_between_loops
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x16xf32>, %[[B:.*]]: tensor<4x1x16xf32>)
// CHECK: %[[E:.*]] = tensor.expand_shape %[[B]] {{\[}}[0, 1], [2], [3]] {{.*}} : tensor<4x1x16xf32> into tensor<1x4x1x16xf32>
// CHECK: %[[A:.*]] = attn.add %[[S]], %[[E]] : tensor<2x4x8x16xf32>, tensor<1x4x1x16xf32>
// CHECK: return %[[A]]
func.func @bias_unit_dim_between_loops(%s: tensor<2x4x8x16xf32>, %b: tensor<4x1x16xf32>) -> tensor<2x4x8x16xf32> {
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #per_head_key, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %b : tensor<2x4x8x16xf32>, tensor<4x1x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x16xf32>
  return %a : tensor<2x4x8x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#unit_then_key = affine_map<(d0, d1) -> (d0, 0, d1)>

// A unit dim read at a constant 0 in an operand of the loops' own dims
// otherwise: collapsing it leaves the operand as it broadcasts already.
// CHECK-LABEL: func @bias_unit_dim_collapsed_only
// CHECK-SAME: (%[[S:.*]]: tensor<4x16xf32>, %[[B:.*]]: tensor<4x1x16xf32>)
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[B]] {{\[}}[0], [1, 2]] : tensor<4x1x16xf32> into tensor<4x16xf32>
// CHECK: %[[A:.*]] = attn.add %[[S]], %[[C]] : tensor<4x16xf32>, tensor<4x16xf32>
// CHECK: return %[[A]]
func.func @bias_unit_dim_collapsed_only(%s: tensor<4x16xf32>, %b: tensor<4x1x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #unit_then_key, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %b : tensor<4x16xf32>, tensor<4x1x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  return %a : tensor<4x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#swap = affine_map<(d0, d1) -> (d1, d0)>

// A bias read transposed does not broadcast the attn way: left alone.
// CHECK-LABEL: func @negative_bias_transposed
// CHECK: linalg.generic
// CHECK-NOT: attn.add
func.func @negative_bias_transposed(%s: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #swap, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %a : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mask = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>

// Boolean masks: select(m, x, -inf) and select(m, x, lowest finite).
// CHECK-LABEL: func @bool_masks
// CHECK-SAME: (%[[S:.*]]: tensor<2x8x4x16xf16>, %[[M:.*]]: tensor<2x1x4x16xi1>)
// CHECK: %[[A:.*]] = attn.mask %[[S]], %[[M]] : tensor<2x8x4x16xf16>, tensor<2x1x4x16xi1>
// CHECK: %[[B:.*]] = attn.mask %[[S]], %[[M]] : tensor<2x8x4x16xf16>, tensor<2x1x4x16xi1>
// CHECK: return %[[A]], %[[B]]
func.func @bool_masks(%s: tensor<2x8x4x16xf16>, %m: tensor<2x1x4x16xi1>) -> (tensor<2x8x4x16xf16>, tensor<2x8x4x16xf16>) {
  %ninf = arith.constant 0xFC00 : f16
  %lowest = arith.constant -65504.0 : f16
  %e = tensor.empty() : tensor<2x8x4x16xf16>
  %a = linalg.generic {indexing_maps = [#mask, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m, %s : tensor<2x1x4x16xi1>, tensor<2x8x4x16xf16>) outs(%e : tensor<2x8x4x16xf16>) {
  ^bb0(%c: i1, %x: f16, %out: f16):
    %r = arith.select %c, %x, %ninf : f16
    linalg.yield %r : f16
  } -> tensor<2x8x4x16xf16>
  %b = linalg.generic {indexing_maps = [#mask, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m, %s : tensor<2x1x4x16xi1>, tensor<2x8x4x16xf16>) outs(%e : tensor<2x8x4x16xf16>) {
  ^bb0(%c: i1, %x: f16, %out: f16):
    %r = arith.select %c, %x, %lowest : f16
    linalg.yield %r : f16
  } -> tensor<2x8x4x16xf16>
  return %a, %b : tensor<2x8x4x16xf16>, tensor<2x8x4x16xf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// MPT in bf16 fills its f32 scores with bf16's lowest finite value, which
// is below -3.3e38 like f32's own: a mask. f16's lowest (-65504) is not: an
// f32 score may lie below it, so that select stays.
// CHECK-LABEL: func @bf16_lowest_in_f32
// CHECK-SAME: (%[[S:.*]]: tensor<4x4xf32>, %[[M:.*]]: tensor<4x4xi1>)
// CHECK: %[[A:.*]] = attn.mask %[[S]], %[[M]] : tensor<4x4xf32>, tensor<4x4xi1>
// CHECK: %[[B:.*]] = linalg.generic
// CHECK: return %[[A]], %[[B]]
func.func @bf16_lowest_in_f32(%s: tensor<4x4xf32>, %m: tensor<4x4xi1>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %bf16_lowest = arith.constant -3.38953139E+38 : f32
  %f16_lowest = arith.constant -65504.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %s : tensor<4x4xi1>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%c: i1, %x: f32, %out: f32):
    %r = arith.select %c, %x, %bf16_lowest : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %s : tensor<4x4xi1>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%c: i1, %x: f32, %out: f32):
    %r = arith.select %c, %x, %f16_lowest : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %a, %b : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// select(m, x, -1.0) is not a mask: the hidden value takes part in the
// softmax.
// CHECK-LABEL: func @negative_mask_value
// CHECK: linalg.generic
// CHECK-NOT: attn.mask
func.func @negative_mask_value(%s: tensor<4x4xf32>, %m: tensor<4x4xi1>) -> tensor<4x4xf32> {
  %minus1 = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %s : tensor<4x4xi1>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%c: i1, %x: f32, %out: f32):
    %r = arith.select %c, %x, %minus1 : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %a : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// masked_fill(m, -inf) hides where m is true: attn.mask of the negated mask.
// CHECK-LABEL: func @masked_fill
// CHECK-SAME: (%[[S:.*]]: tensor<4x4xf32>, %[[M:.*]]: tensor<4xi1>)
// CHECK: %[[N:.*]] = linalg.generic {{.*}} ins(%[[M]] : tensor<4xi1>)
// CHECK: arith.xori
// CHECK: %[[E:.*]] = tensor.expand_shape %[[N]] {{\[}}[0, 1]] {{.*}} into tensor<1x4xi1>
// CHECK: %[[A:.*]] = attn.mask %[[S]], %[[E]] : tensor<4x4xf32>, tensor<1x4xi1>
// CHECK: return %[[A]]
func.func @masked_fill(%s: tensor<4x4xf32>, %m: tensor<4xi1>) -> tensor<4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %s : tensor<4xi1>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%c: i1, %x: f32, %out: f32):
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %a : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// Hugging Face's integer padding mask compared in the masking generic
// itself (masked_fill(mask == 0, -inf) after elementwise fusion): the
// comparison moves into its own generic over the mask, negated.
// CHECK-LABEL: func @int_mask_in_body
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[M:.*]]: tensor<2x8xi64>)
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[M]] : tensor<2x8xi64>) outs(%{{.*}} : tensor<2x8xi1>)
// CHECK: arith.cmpi eq
// CHECK: arith.xori
// CHECK: %[[E:.*]] = tensor.expand_shape %[[B]] {{\[}}[0], [1, 2, 3]] {{.*}} into tensor<2x1x1x8xi1>
// CHECK: %[[A:.*]] = attn.mask %[[S]], %[[E]] : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
// CHECK-NEXT: return %[[A]]
func.func @int_mask_in_body(%s: tensor<2x4x8x8xf32>, %m: tensor<2x8xi64>) -> tensor<2x4x8x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #pad, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %m : tensor<2x4x8x8xf32>, tensor<2x8xi64>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %mi: i64, %out: f32):
    %zero = arith.constant 0 : i64
    %pad = arith.cmpi eq, %mi, %zero : i64
    %r = arith.select %pad, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  return %a : tensor<2x4x8x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A condition that mixes the scores into it is no mask: left alone.
// CHECK-LABEL: func @negative_condition_on_scores
// CHECK: linalg.generic
// CHECK-NOT: attn.mask
func.func @negative_condition_on_scores(%s: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %keep = arith.cmpf olt, %x, %y : f32
    %r = arith.select %keep, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %a : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Causal masks computed in the scores' own body from linalg.index: j > i
// hides (torch-mlir, index_cast to i64), i >= j keeps (the unsigned form).
// CHECK-LABEL: func @causal_inline
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x8x8xf32>)
// CHECK: %[[A:.*]] = attn.causal_mask %[[S]] : tensor<1x2x8x8xf32>
// CHECK: %[[B:.*]] = attn.causal_mask %[[S]] : tensor<1x2x8x8xf32>
// CHECK: return %[[A]], %[[B]]
func.func @causal_inline(%s: tensor<1x2x8x8xf32>) -> (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x8x8xf32>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %hide = arith.cmpi sgt, %j64, %i64 : i64
    %r = arith.select %hide, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x8x8xf32>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %keep = arith.cmpi uge, %i, %j : index
    %r = arith.select %keep, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  return %a, %b : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A negated condition (xori with true): not(j > i) keeps.
// CHECK-LABEL: func @causal_negated
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x8x8xf32>)
// CHECK: %[[A:.*]] = attn.causal_mask %[[S]] : tensor<1x2x8x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @causal_negated(%s: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x8x8xf32>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %hide = arith.cmpi sgt, %j, %i : index
    %keep = arith.xori %hide, %true : i1
    %r = arith.select %keep, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  return %a : tensor<1x2x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A causal mask over one query and one key (differential seed 100367:
// Nq = Nkv = 1) is a causal mask like any other, which attn-fuse takes;
// attn-raise leaves the ops in linalg bodies unfolded, so the linalg.index
// ops are read as they are.
// CHECK-LABEL: func @causal_unit_rows_and_keys
// CHECK-SAME: (%[[S:.*]]: tensor<1x8x1x1xbf16>)
// CHECK-NEXT: %[[M:.*]] = attn.causal_mask %[[S]] : tensor<1x8x1x1xbf16>
// CHECK-NEXT: return %[[M]]
func.func @causal_unit_rows_and_keys(%s: tensor<1x8x1x1xbf16>) -> tensor<1x8x1x1xbf16> {
  %lowest = arith.constant -3.389530e+38 : bf16
  %e = tensor.empty() : tensor<1x8x1x1xbf16>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x8x1x1xbf16>) outs(%e : tensor<1x8x1x1xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %hide = arith.cmpi sgt, %j, %i : index
    %r = arith.select %hide, %lowest, %x : bf16
    linalg.yield %r : bf16
  } -> tensor<1x8x1x1xbf16>
  return %a : tensor<1x8x1x1xbf16>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A copy into a tensor of another type (here a dynamic one) is a cast, not
// the value itself: it stays.
// CHECK-LABEL: func @negative_copy_to_dynamic
// CHECK: linalg.generic
func.func @negative_copy_to_dynamic(%s: tensor<1x2x8x8xf32>, %e: tensor<?x2x8x8xf32>) -> tensor<?x2x8x8xf32> {
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x8x8xf32>) outs(%e : tensor<?x2x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  } -> tensor<?x2x8x8xf32>
  return %a : tensor<?x2x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mask2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#gen = affine_map<(d0, d1) -> (d0, d1)>

// Causal masks built as separate tensors, as torch's tril/triu become: a
// boolean "keep" mask (j <= i) used by select, and an additive bias (0 or
// -inf by j - i > 0) used by add.
// CHECK-LABEL: func @causal_generators
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x8x8xf32>)
// CHECK: %[[A:.*]] = attn.causal_mask %[[S]] : tensor<1x2x8x8xf32>
// CHECK: %[[B:.*]] = attn.causal_mask %[[S]] : tensor<1x2x8x8xf32>
// CHECK: return %[[A]], %[[B]]
func.func @causal_generators(%s: tensor<1x2x8x8xf32>) -> (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %eb = tensor.empty() : tensor<8x8xi1>
  %keep = linalg.generic {indexing_maps = [#gen], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<8x8xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.cmpi sle, %j, %i : index
    linalg.yield %c : i1
  } -> tensor<8x8xi1>
  %ef = tensor.empty() : tensor<8x8xf32>
  %bias = linalg.generic {indexing_maps = [#gen], iterator_types = ["parallel", "parallel"]} outs(%ef : tensor<8x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %j, %i : index
    %zi = arith.constant 0 : index
    %c = arith.cmpi sgt, %d, %zi : index
    %v = arith.select %c, %ninf, %zero : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #mask2, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %keep : tensor<1x2x8x8xf32>, tensor<8x8xi1>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %c: i1, %out: f32):
    %r = arith.select %c, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #mask2, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %bias : tensor<1x2x8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  return %a, %b : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mask2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#rows = affine_map<(d0, d1) -> (d0)>
#cols = affine_map<(d0, d1) -> (d1)>
#gen = affine_map<(d0, d1) -> (d0, d1)>
#iota = affine_map<(d0) -> (d0)>

// torch.tril from iotas, as torch-mlir spells arange(N)[:, None] >=
// arange(N)[None, :]: two 1-d index tensors compared in a broadcasting
// generic.
// CHECK-LABEL: func @causal_from_iota
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x8x8xf32>)
// CHECK: %[[A:.*]] = attn.causal_mask %[[S]] : tensor<1x2x8x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @causal_from_iota(%s: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %ei = tensor.empty() : tensor<8xi64>
  %arange = linalg.generic {indexing_maps = [#iota], iterator_types = ["parallel"]} outs(%ei : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %eb = tensor.empty() : tensor<8x8xi1>
  %tril = linalg.generic {indexing_maps = [#rows, #cols, #gen], iterator_types = ["parallel", "parallel"]}
      ins(%arange, %arange : tensor<8xi64>, tensor<8xi64>) outs(%eb : tensor<8x8xi1>) {
  ^bb0(%r: i64, %c: i64, %out: i1):
    %keep = arith.cmpi sge, %r, %c : i64
    linalg.yield %keep : i1
  } -> tensor<8x8xi1>
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #mask2, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %tril : tensor<1x2x8x8xf32>, tensor<8x8xi1>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %c: i1, %out: f32):
    %r = arith.select %c, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  return %a : tensor<1x2x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Decode with a KV cache: one query (Nq = 1) sees all 16 keys, so the
// causal boundary is j > i + 15 (Nkv - Nq).
// CHECK-LABEL: func @causal_decode_offset
// CHECK: attn.causal_mask %{{.*}} : tensor<1x2x1x16xf32>
func.func @causal_decode_offset(%s: tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c15 = arith.constant 15 : index
  %e = tensor.empty() : tensor<1x2x1x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x1x16xf32>) outs(%e : tensor<1x2x1x16xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %ii = arith.addi %i, %c15 : index
    %hide = arith.cmpi sgt, %j, %ii : index
    %r = arith.select %hide, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x1x16xf32>
  return %a : tensor<1x2x1x16xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Causal masks off the default diagonal Nkv - Nq get an explicit one:
// j > i on scores with Nq != Nkv is top-left aligned (SDPA's is_causal),
// j >= i hides the diagonal too, and on dynamic lengths j > i is diagonal 0
// whatever the lengths are.
// CHECK-LABEL: func @causal_diagonals
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x4x8xf32>, %[[T:.*]]: tensor<1x2x8x8xf32>, %[[U:.*]]: tensor<1x2x?x?xf32>)
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[A:.*]] = attn.causal_mask %[[S]] diagonal 0 : tensor<1x2x4x8xf32>
// CHECK-DAG: %[[B:.*]] = attn.causal_mask %[[T]] diagonal -1 : tensor<1x2x8x8xf32>
// CHECK-DAG: %[[C:.*]] = attn.causal_mask %[[U]] diagonal 0 : tensor<1x2x?x?xf32>
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @causal_diagonals(%s: tensor<1x2x4x8xf32>, %t: tensor<1x2x8x8xf32>, %u: tensor<1x2x?x?xf32>)
    -> (tensor<1x2x4x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x?x?xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %hide = arith.cmpi sgt, %j, %i : index
    %r = arith.select %hide, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x8xf32>
  %et = tensor.empty() : tensor<1x2x8x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t : tensor<1x2x8x8xf32>) outs(%et : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %hide = arith.cmpi sge, %j, %i : index
    %r = arith.select %hide, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %u, %c2 : tensor<1x2x?x?xf32>
  %m = tensor.dim %u, %c3 : tensor<1x2x?x?xf32>
  %eu = tensor.empty(%n, %m) : tensor<1x2x?x?xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%u : tensor<1x2x?x?xf32>) outs(%eu : tensor<1x2x?x?xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %hide = arith.cmpi sgt, %j, %i : index
    %r = arith.select %hide, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x?x?xf32>
  return %a, %b, %c : tensor<1x2x4x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x?x?xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// f16 -> f32 -> f16 casts around a softmax, as separate generics.
// CHECK-LABEL: func @casts
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4x4xf16>)
// CHECK: %[[UP:.*]] = attn.cast %[[X]] : tensor<1x2x4x4xf16> to tensor<1x2x4x4xf32>
// CHECK: %[[DOWN:.*]] = attn.cast %[[UP]] : tensor<1x2x4x4xf32> to tensor<1x2x4x4xbf16>
// CHECK: return %[[DOWN]]
func.func @casts(%x: tensor<1x2x4x4xf16>) -> tensor<1x2x4x4xbf16> {
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %up = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf16>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f16, %out: f32):
    %r = arith.extf %in : f16 to f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %eb = tensor.empty() : tensor<1x2x4x4xbf16>
  %down = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%up : tensor<1x2x4x4xf32>) outs(%eb : tensor<1x2x4x4xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %r = arith.truncf %in : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1x2x4x4xbf16>
  return %down : tensor<1x2x4x4xbf16>
}

// -----

// GQA repeat_kv in BHSD as torch-mlir emits it: unsqueeze (expand_shape),
// broadcast generic with a constant-0 index, collapse_shape; and as IREE
// does with linalg.broadcast.
// CHECK-LABEL: func @repeat_kv_bhsd
// CHECK-SAME: (%[[K:.*]]: tensor<2x2x16x64xf16>)
// CHECK: %[[A:.*]] = attn.expand_heads %[[K]] by 4 : tensor<2x2x16x64xf16> -> tensor<2x8x16x64xf16>
// CHECK: %[[B:.*]] = attn.expand_heads %[[K]] by 4 : tensor<2x2x16x64xf16> -> tensor<2x8x16x64xf16>
// CHECK: return %[[A]], %[[B]]
func.func @repeat_kv_bhsd(%k: tensor<2x2x16x64xf16>) -> (tensor<2x8x16x64xf16>, tensor<2x8x16x64xf16>) {
  %u = tensor.expand_shape %k [[0], [1, 2], [3], [4]] output_shape [2, 2, 1, 16, 64] : tensor<2x2x16x64xf16> into tensor<2x2x1x16x64xf16>
  %e = tensor.empty() : tensor<2x2x4x16x64xf16>
  %b = linalg.generic {indexing_maps = [
      affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>,
      affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%u : tensor<2x2x1x16x64xf16>) outs(%e : tensor<2x2x4x16x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  } -> tensor<2x2x4x16x64xf16>
  %c = tensor.collapse_shape %b [[0], [1, 2], [3], [4]] : tensor<2x2x4x16x64xf16> into tensor<2x8x16x64xf16>
  %b2 = linalg.broadcast ins(%k : tensor<2x2x16x64xf16>) outs(%e : tensor<2x2x4x16x64xf16>) dimensions = [2]
  %c2 = tensor.collapse_shape %b2 [[0], [1, 2], [3], [4]] : tensor<2x2x4x16x64xf16> into tensor<2x8x16x64xf16>
  return %c, %c2 : tensor<2x8x16x64xf16>, tensor<2x8x16x64xf16>
}

// -----

// GQA repeat in BSHD ([B, S, Hkv, d], the repeat next to dim 2) becomes
// expand_heads between transposes to and from BHSD.
// CHECK-LABEL: func @repeat_kv_bshd
// CHECK-SAME: (%[[K:.*]]: tensor<2x16x2x64xf32>)
// CHECK: %[[T:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<2x16x2x64xf32> -> tensor<2x2x16x64xf32>
// CHECK: %[[E:.*]] = attn.expand_heads %[[T]] by 8 : tensor<2x2x16x64xf32> -> tensor<2x16x16x64xf32>
// CHECK: %[[B:.*]] = attn.transpose %[[E]] [0, 2, 1, 3] : tensor<2x16x16x64xf32> -> tensor<2x16x16x64xf32>
// CHECK: return %[[B]]
func.func @repeat_kv_bshd(%k: tensor<2x16x2x64xf32>) -> tensor<2x16x16x64xf32> {
  %e = tensor.empty() : tensor<2x16x2x8x64xf32>
  %b = linalg.broadcast ins(%k : tensor<2x16x2x64xf32>) outs(%e : tensor<2x16x2x8x64xf32>) dimensions = [3]
  %c = tensor.collapse_shape %b [[0], [1], [2, 3], [4]] : tensor<2x16x2x8x64xf32> into tensor<2x16x16x64xf32>
  return %c : tensor<2x16x16x64xf32>
}

// -----

// MQA: one key/value head broadcast to all query heads.
// CHECK-LABEL: func @mqa_broadcast
// CHECK-SAME: (%[[K:.*]]: tensor<2x1x16x64xf32>, %[[K3:.*]]: tensor<2x16x64xf32>)
// CHECK: %[[A:.*]] = attn.expand_heads %[[K]] by 8 : tensor<2x1x16x64xf32> -> tensor<2x8x16x64xf32>
// CHECK: %[[U:.*]] = tensor.expand_shape %[[K3]] {{\[}}[0, 1], [2], [3]] {{.*}} into tensor<2x1x16x64xf32>
// CHECK: %[[B:.*]] = attn.expand_heads %[[U]] by 8 : tensor<2x1x16x64xf32> -> tensor<2x8x16x64xf32>
// CHECK: return %[[A]], %[[B]]
func.func @mqa_broadcast(%k: tensor<2x1x16x64xf32>, %k3: tensor<2x16x64xf32>) -> (tensor<2x8x16x64xf32>, tensor<2x8x16x64xf32>) {
  %e = tensor.empty() : tensor<2x8x16x64xf32>
  %a = linalg.generic {indexing_maps = [
      affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<2x1x16x64xf32>) outs(%e : tensor<2x8x16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x16x64xf32>
  %b = linalg.broadcast ins(%k3 : tensor<2x16x64xf32>) outs(%e : tensor<2x8x16x64xf32>) dimensions = [1]
  return %a, %b : tensor<2x8x16x64xf32>, tensor<2x8x16x64xf32>
}

// -----

// A broadcast that is not next to the heads is no head repeat.
// CHECK-LABEL: func @negative_repeat_other_dim
// CHECK: linalg.broadcast
// CHECK-NOT: attn.expand_heads
func.func @negative_repeat_other_dim(%k: tensor<2x2x16x64xf32>) -> tensor<2x2x16x256xf32> {
  %e = tensor.empty() : tensor<2x2x16x64x4xf32>
  %b = linalg.broadcast ins(%k : tensor<2x2x16x64xf32>) outs(%e : tensor<2x2x16x64x4xf32>) dimensions = [4]
  %c = tensor.collapse_shape %b [[0], [1], [2], [3, 4]] : tensor<2x2x16x64x4xf32> into tensor<2x2x16x256xf32>
  return %c : tensor<2x2x16x256xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>

// One generic that scales, adds a bias and upcasts (elementwise fusion's
// output) becomes the sequence of attn ops.
// CHECK-LABEL: func @fused_body
// CHECK-SAME: (%[[S:.*]]: tensor<2x2x4x4xf16>, %[[B:.*]]: tensor<2x1x1x4xf16>)
// CHECK: %[[A:.*]] = attn.scale %[[S]] by 1.250000e-01 : tensor<2x2x4x4xf16>
// CHECK: %[[C:.*]] = attn.add %[[A]], %[[B]] : tensor<2x2x4x4xf16>, tensor<2x1x1x4xf16>
// CHECK: %[[D:.*]] = attn.cast %[[C]] : tensor<2x2x4x4xf16> to tensor<2x2x4x4xf32>
// CHECK: return %[[D]]
func.func @fused_body(%s: tensor<2x2x4x4xf16>, %b: tensor<2x1x1x4xf16>) -> tensor<2x2x4x4xf32> {
  %c = arith.constant 0.125 : f16
  %e = tensor.empty() : tensor<2x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %b : tensor<2x2x4x4xf16>, tensor<2x1x1x4xf16>) outs(%e : tensor<2x2x4x4xf32>) {
  ^bb0(%x: f16, %y: f16, %out: f32):
    %m = arith.mulf %x, %c : f16
    %a = arith.addf %m, %y : f16
    %u = arith.extf %a : f16 to f32
    linalg.yield %u : f32
  } -> tensor<2x2x4x4xf32>
  return %r : tensor<2x2x4x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A fused body with one piece that has no attn form (a sine) is left
// whole, with nothing half-raised in front of it.
// CHECK-LABEL: func @negative_fused_body_partial
// CHECK-NEXT: arith.constant
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic
// CHECK-NOT: attn.
func.func @negative_fused_body_partial(%s: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = arith.constant 0.125 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %t = math.sin %x : f32
    %m = arith.mulf %t, %c : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
