// RUN: attn-opt %s -split-input-file --attn-decompose-flash-attention -verify-diagnostics | FileCheck %s

// GQA with an f16 float mask and causal: K and V are expanded to the query
// heads, the scores and probabilities are f32, the mask is widened to them,
// and the result is rounded back to f16 once.
// CHECK-LABEL: func @gqa_mask_causal
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x16x8xf16>, %[[K:.*]]: tensor<1x2x32x8xf16>, %[[V:.*]]: tensor<1x2x32x8xf16>, %[[M:.*]]: tensor<16x32xf16>)
// CHECK: %[[K4:.*]] = attn.expand_heads %[[K]] by 2 : tensor<1x2x32x8xf16> -> tensor<1x4x32x8xf16>
// CHECK: %[[V4:.*]] = attn.expand_heads %[[V]] by 2
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K4]] transpose_b : tensor<1x4x16x8xf16>, tensor<1x4x32x8xf16> -> tensor<1x4x16x32xf32>
// CHECK: %[[SS:.*]] = attn.scale %[[S]] by 5.000000e-01
// CHECK: %[[MW:.*]] = attn.cast %[[M]] : tensor<16x32xf16> to tensor<16x32xf32>
// CHECK: %[[SM:.*]] = attn.add %[[SS]], %[[MW]]
// CHECK: %[[SC:.*]] = attn.causal_mask %[[SM]]
// CHECK: %[[P:.*]] = attn.softmax %[[SC]] dim 3
// CHECK: %[[VW:.*]] = attn.cast %[[V4]] : tensor<1x4x32x8xf16> to tensor<1x4x32x8xf32>
// CHECK: %[[O:.*]] = attn.matmul %[[P]], %[[VW]] : tensor<1x4x16x32xf32>, tensor<1x4x32x8xf32> -> tensor<1x4x16x8xf32>
// CHECK: %[[ON:.*]] = attn.cast %[[O]] : tensor<1x4x16x8xf32> to tensor<1x4x16x8xf16>
// CHECK: return %[[ON]]
func.func @gqa_mask_causal(%q: tensor<1x4x16x8xf16>, %k: tensor<1x2x32x8xf16>, %v: tensor<1x2x32x8xf16>, %m: tensor<16x32xf16>) -> tensor<1x4x16x8xf16> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<16x32xf16>) scale 0.5 causal
      : tensor<1x4x16x8xf16>, tensor<1x2x32x8xf16>, tensor<1x2x32x8xf16> -> tensor<1x4x16x8xf16>
  return %o : tensor<1x4x16x8xf16>
}

// -----

// f32 with an i1 mask: no casts, no head expansion, attn.mask for the mask.
// CHECK-LABEL: func @bool_mask
// CHECK-NOT: attn.expand_heads
// CHECK-NOT: attn.cast
// CHECK: %[[S:.*]] = attn.matmul {{.*}} transpose_b {{.*}} -> tensor<2x2x4x8xf32>
// CHECK: %[[SS:.*]] = attn.scale %[[S]]
// CHECK: %[[SM:.*]] = attn.mask %[[SS]], %{{.*}} : tensor<2x2x4x8xf32>, tensor<2x1x4x8xi1>
// CHECK: %[[P:.*]] = attn.softmax %[[SM]] dim 3
// CHECK: attn.matmul %[[P]], %{{.*}} : tensor<2x2x4x8xf32>, tensor<2x2x8x16xf32> -> tensor<2x2x4x16xf32>
func.func @bool_mask(%q: tensor<2x2x4x4xf32>, %k: tensor<2x2x8x4xf32>, %v: tensor<2x2x8x16xf32>, %m: tensor<2x1x4x8xi1>) -> tensor<2x2x4x16xf32> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<2x1x4x8xi1>) scale 0.5
      : tensor<2x2x4x4xf32>, tensor<2x2x8x4xf32>, tensor<2x2x8x16xf32> -> tensor<2x2x4x16xf32>
  return %o : tensor<2x2x4x16xf32>
}

// -----

// Segment ids: an attn.segment_mask on the same ids, before the causal mask.
// CHECK-LABEL: func @segments_causal
// CHECK-SAME: (%[[Q:.*]]: tensor<2x2x4x4xf32>, %[[K:.*]]: tensor<2x2x8x4xf32>, %[[QS:.*]]: tensor<2x4xi32>, %[[KS:.*]]: tensor<1x8xi32>)
// CHECK: %[[SS:.*]] = attn.scale
// CHECK: %[[SG:.*]] = attn.segment_mask %[[SS]], %[[QS]], %[[KS]] : tensor<2x2x4x8xf32>, tensor<2x4xi32>, tensor<1x8xi32>
// CHECK: %[[SC:.*]] = attn.causal_mask %[[SG]]
// CHECK: attn.softmax %[[SC]] dim 3
func.func @segments_causal(%q: tensor<2x2x4x4xf32>, %k: tensor<2x2x8x4xf32>, %qs: tensor<2x4xi32>, %ks: tensor<1x8xi32>) -> tensor<2x2x4x4xf32> {
  %o = attn.flash_attention %q, %k, %k segments(%qs, %ks : tensor<2x4xi32>, tensor<1x8xi32>) scale 0.5 causal
      : tensor<2x2x4x4xf32>, tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32> -> tensor<2x2x4x4xf32>
  return %o : tensor<2x2x4x4xf32>
}

// -----

// The head counts must be known to expand K and V.
func.func @dynamic_heads(%q: tensor<1x?x16x8xf32>, %k: tensor<1x2x32x8xf32>, %v: tensor<1x2x32x8xf32>) -> tensor<1x?x16x8xf32> {
  // expected-error @below {{cannot decompose flash_attention with dynamic head counts}}
  %o = attn.flash_attention %q, %k, %v scale 0.5 : tensor<1x?x16x8xf32>, tensor<1x2x32x8xf32>, tensor<1x2x32x8xf32> -> tensor<1x?x16x8xf32>
  return %o : tensor<1x?x16x8xf32>
}
