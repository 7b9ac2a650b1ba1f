// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// torch-mlir's tm_tensor.attention becomes the chain attn-fuse matches:
// Q·Kᵀ, the scale (the op's, or 1/sqrt(d)), the mask, softmax over the key
// dim, and the product with V. The output init is dropped: the op
// overwrites it.

// CHECK-LABEL: func.func @plain(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<2x4x8xf32>, %[[K:[^:]*]]: tensor<2x6x8xf32>, %[[V:[^:]*]]: tensor<2x6x8xf32>
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b : tensor<2x4x8xf32>, tensor<2x6x8xf32> -> tensor<2x4x6xf32>
// CHECK: %[[SC:.*]] = attn.scale %[[S]] by 0.35355339059327373 : tensor<2x4x6xf32>
// CHECK: %[[P:.*]] = attn.softmax %[[SC]] dim 2 : tensor<2x4x6xf32>
// CHECK: %[[O:.*]] = attn.matmul %[[P]], %[[V]] : tensor<2x4x6xf32>, tensor<2x6x8xf32> -> tensor<2x4x8xf32>
// CHECK: return %[[O]]
// CHECK-NOT: tm_tensor
func.func @plain(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// SDPA's `scale=` replaces the default; a float mask is added after it
// (torch-mlir's order), in the scores' type; the value's head dim may
// differ from the query's.
// CHECK-LABEL: func.func @scale_float_mask(
// CHECK-SAME: %[[V:[^:]*]]: tensor<2x6x4xbf16>, %[[M:[^:]*]]: tensor<2x4x6xbf16>
// CHECK: %[[S:.*]] = attn.matmul %{{.*}}, %{{.*}} transpose_b : tensor<2x4x8xbf16>, tensor<2x6x8xbf16> -> tensor<2x4x6xbf16>
// CHECK: %[[SC:.*]] = attn.scale %[[S]] by 5.000000e-01 : tensor<2x4x6xbf16>
// CHECK: %[[A:.*]] = attn.add %[[SC]], %[[M]] : tensor<2x4x6xbf16>, tensor<2x4x6xbf16>
// CHECK: %[[P:.*]] = attn.softmax %[[A]] dim 2
// CHECK: attn.matmul %[[P]], %[[V]] : tensor<2x4x6xbf16>, tensor<2x6x4xbf16> -> tensor<2x4x4xbf16>
func.func @scale_float_mask(%q: tensor<2x4x8xbf16>, %k: tensor<2x6x8xbf16>, %v: tensor<2x6x4xbf16>, %m: tensor<2x4x6xbf16>, %o: tensor<2x4x4xbf16>) -> tensor<2x4x4xbf16> {
  %r = tm_tensor.attention {scale = 5.000000e-01 : f64} ins(%q, %k, %v, %m : tensor<2x4x8xbf16>, tensor<2x6x8xbf16>, tensor<2x6x4xbf16>, tensor<2x4x6xbf16>) outs(%o : tensor<2x4x4xbf16>) -> tensor<2x4x4xbf16>
  return %r : tensor<2x4x4xbf16>
}

// -----

// A boolean mask keeps the scores where it is true: attn.mask, dense.
// CHECK-LABEL: func.func @bool_mask(
// CHECK-SAME: %[[M:[^:]*]]: tensor<1x2x4x6xi1>
// CHECK: %[[SC:.*]] = attn.scale
// CHECK: %[[MK:.*]] = attn.mask %[[SC]], %[[M]] : tensor<1x2x4x6xf32>, tensor<1x2x4x6xi1>
// CHECK: attn.softmax %[[MK]] dim 3 : tensor<1x2x4x6xf32>
func.func @bool_mask(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x6x8xf32>, %v: tensor<1x2x6x8xf32>, %m: tensor<1x2x4x6xi1>, %o: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v, %m : tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x4x6xi1>) outs(%o : tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// SDPA's is_causal as torch-mlir exports it: a 0/-inf bias on `i >= j`,
// collapsed with Q, K and V to [B*H, N, N]. The chain is built on the
// uncollapsed [B, H, N, d] operands (the result collapsed back), and the
// bias becomes attn.causal_mask, top-left aligned (diagonal 0, where attn's
// default is bottom-right for Nq = 4 < Nkv = 6): the N x N bias is gone.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @causal_bias(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<1x2x4x8xf32>, %[[K:[^:]*]]: tensor<1x2x6x8xf32>, %[[V:[^:]*]]: tensor<1x2x6x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b : tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32> -> tensor<1x2x4x6xf32>
// CHECK: %[[SC:.*]] = attn.scale %[[S]]
// CHECK: %[[C:.*]] = attn.causal_mask %[[SC]] diagonal 0 : tensor<1x2x4x6xf32>
// CHECK: %[[P:.*]] = attn.softmax %[[C]] dim 3
// CHECK: %[[O:.*]] = attn.matmul %[[P]], %[[V]] : tensor<1x2x4x6xf32>, tensor<1x2x6x8xf32> -> tensor<1x2x4x8xf32>
// CHECK: %[[R:.*]] = tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2], [3]] : tensor<1x2x4x8xf32> into tensor<2x4x8xf32>
// CHECK: return %[[R]]
func.func @causal_bias(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x6x8xf32>, %v: tensor<1x2x6x8xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x4x6xf32>
  %bias = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x4x6xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi sge, %i, %j : index
    %s = arith.select %c, %zero, %ninf : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x6xf32>
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x4x8xf32> into tensor<2x4x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<1x2x6x8xf32> into tensor<2x6x8xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x6x8xf32> into tensor<2x6x8xf32>
  %m3 = tensor.collapse_shape %bias [[0, 1], [2], [3]] : tensor<1x2x4x6xf32> into tensor<2x4x6xf32>
  %o = tensor.empty() : tensor<2x4x8xf32>
  %r = tm_tensor.attention ins(%q3, %k3, %v3, %m3 : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>, tensor<2x4x6xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// An index-compare bias whose hidden value is -1, not -inf or the lowest
// finite value, does not hide keys: it stays a dense attn.add operand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @negative_bias_not_hiding(
// CHECK: %[[B:.*]] = linalg.generic
// CHECK: attn.add %{{.*}}, %[[B]] : tensor<2x4x6xf32>, tensor<2x4x6xf32>
// CHECK-NOT: attn.causal_mask
func.func @negative_bias_not_hiding(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x8xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %minus1 = arith.constant -1.000000e+00 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %bias = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c = arith.cmpi sge, %i, %j : index
    %s = arith.select %c, %zero, %minus1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %o = tensor.empty() : tensor<2x4x8xf32>
  %r = tm_tensor.attention ins(%q, %k, %v, %bias : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>, tensor<2x4x6xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// The default scale 1/sqrt(d) is no constant with a dynamic head dim, and
// attn.scale takes only constants: the op stays.
// CHECK-LABEL: func.func @negative_dynamic_head_dim(
// CHECK: tm_tensor.attention
// CHECK-NOT: attn.
func.func @negative_dynamic_head_dim(%q: tensor<2x4x?xf32>, %k: tensor<2x6x?xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x?xf32>, tensor<2x6x?xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// On memrefs there is no value to replace: the op stays.
// CHECK-LABEL: func.func @negative_memrefs(
// CHECK: tm_tensor.attention
// CHECK-NOT: attn.
func.func @negative_memrefs(%q: memref<2x4x8xf32>, %k: memref<2x6x8xf32>, %v: memref<2x6x8xf32>, %o: memref<2x4x8xf32>) {
  tm_tensor.attention ins(%q, %k, %v : memref<2x4x8xf32>, memref<2x6x8xf32>, memref<2x6x8xf32>) outs(%o : memref<2x4x8xf32>)
  return
}

// -----

// Q and K are collapses of [B, H, N, d] but V is no collapse: the chain
// stays on the [B*H, N, d] operands as given.
// CHECK-LABEL: func.func @negative_partly_collapsed(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<1x2x4x8xf32>, %[[K:[^:]*]]: tensor<1x2x6x8xf32>, %[[V:[^:]*]]: tensor<2x6x8xf32>
// CHECK: %[[Q3:.*]] = tensor.collapse_shape %[[Q]]
// CHECK: %[[K3:.*]] = tensor.collapse_shape %[[K]]
// CHECK: attn.matmul %[[Q3]], %[[K3]] transpose_b : tensor<2x4x8xf32>, tensor<2x6x8xf32> -> tensor<2x4x6xf32>
// CHECK: attn.matmul %{{.*}}, %[[V]] : tensor<2x4x6xf32>, tensor<2x6x8xf32> -> tensor<2x4x8xf32>
func.func @negative_partly_collapsed(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x6x8xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x4x8xf32> into tensor<2x4x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<1x2x6x8xf32> into tensor<2x6x8xf32>
  %r = tm_tensor.attention ins(%q3, %k3, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}
