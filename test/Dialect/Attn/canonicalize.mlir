// RUN: attn-opt %s -split-input-file -canonicalize | FileCheck %s

// The folders of the attn ops: the no-op and cancelling forms that raising
// from framework IR leaves behind.

// A transpose followed by its inverse is the original tensor.
// CHECK-LABEL: func @transpose_pair_cancels
// CHECK-SAME: (%[[X:.*]]: tensor<2x16x4x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @transpose_pair_cancels(%x: tensor<2x16x4x8xf32>) -> tensor<2x16x4x8xf32> {
  %0 = attn.transpose %x [0, 2, 1, 3] : tensor<2x16x4x8xf32> -> tensor<2x4x16x8xf32>
  %1 = attn.transpose %0 [0, 2, 1, 3] : tensor<2x4x16x8xf32> -> tensor<2x16x4x8xf32>
  return %1 : tensor<2x16x4x8xf32>
}

// -----

// Two transposes that do not cancel stay.
// CHECK-LABEL: func @negative_transpose_pair_kept
// CHECK: attn.transpose
// CHECK: attn.transpose
func.func @negative_transpose_pair_kept(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = attn.transpose %x [1, 0, 2] : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
  %1 = attn.transpose %0 [2, 1, 0] : tensor<3x2x4xf32> -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}

// -----

// CHECK-LABEL: func @identity_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @identity_transpose(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = attn.transpose %x [0, 1] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Scales compose into one, and a scale by 1 disappears.
// CHECK-LABEL: func @scales_compose
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[S:.*]] = attn.scale %[[X]] by 1.250000e-01 : tensor<4xf32>
// CHECK-NEXT: return %[[S]]
func.func @scales_compose(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = attn.scale %x by 0.5 : tensor<4xf32>
  %1 = attn.scale %0 by 0.25 : tensor<4xf32>
  %2 = attn.scale %1 by 1.0 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @cast_to_same_type
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
// CHECK-NEXT: return %[[X]]
func.func @cast_to_same_type(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = attn.cast %x : tensor<4xf16> to tensor<4xf16>
  return %0 : tensor<4xf16>
}
