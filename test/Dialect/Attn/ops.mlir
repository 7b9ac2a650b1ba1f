// RUN: attn-opt %s -split-input-file | FileCheck %s
// RUN: attn-opt %s -split-input-file -mlir-print-op-generic | attn-opt -split-input-file | FileCheck %s

// Every op parses, verifies and prints back to the same custom form, also
// after a trip through the generic form.

// CHECK-LABEL: func @matmul_transpose_b
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x128x64xf16>, %[[K:.*]]: tensor<1x8x256x64xf16>)
// CHECK: attn.matmul %[[Q]], %[[K]] transpose_b : tensor<1x8x128x64xf16>, tensor<1x8x256x64xf16> -> tensor<1x8x128x256xf32>
func.func @matmul_transpose_b(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x256x64xf16>) -> tensor<1x8x128x256xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x8x128x64xf16>, tensor<1x8x256x64xf16> -> tensor<1x8x128x256xf32>
  return %s : tensor<1x8x128x256xf32>
}

// -----

// A batch dim of 1 broadcasts, and dynamic dims are accepted.
// CHECK-LABEL: func @matmul_broadcast_dynamic
// CHECK-SAME: (%[[P:.*]]: tensor<2x?x?x?xf32>, %[[V:.*]]: tensor<1x4x?x64xf32>)
// CHECK: attn.matmul %[[P]], %[[V]] : tensor<2x?x?x?xf32>, tensor<1x4x?x64xf32> -> tensor<2x4x?x64xf32>
func.func @matmul_broadcast_dynamic(%p: tensor<2x?x?x?xf32>, %v: tensor<1x4x?x64xf32>) -> tensor<2x4x?x64xf32> {
  %o = attn.matmul %p, %v : tensor<2x?x?x?xf32>, tensor<1x4x?x64xf32> -> tensor<2x4x?x64xf32>
  return %o : tensor<2x4x?x64xf32>
}

// -----

// CHECK-LABEL: func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x128x8x64xbf16>)
// CHECK: attn.transpose %[[X]] [0, 2, 1, 3] : tensor<2x128x8x64xbf16> -> tensor<2x8x128x64xbf16>
func.func @transpose(%x: tensor<2x128x8x64xbf16>) -> tensor<2x8x128x64xbf16> {
  %t = attn.transpose %x [0, 2, 1, 3] : tensor<2x128x8x64xbf16> -> tensor<2x8x128x64xbf16>
  return %t : tensor<2x8x128x64xbf16>
}

// -----

// CHECK-LABEL: func @scale
// CHECK-SAME: (%[[S:.*]]: tensor<4x4xf8E4M3FN>)
// CHECK: attn.scale %[[S]] by 1.250000e-01 : tensor<4x4xf8E4M3FN>
func.func @scale(%s: tensor<4x4xf8E4M3FN>) -> tensor<4x4xf8E4M3FN> {
  %0 = attn.scale %s by 0.125 : tensor<4x4xf8E4M3FN>
  return %0 : tensor<4x4xf8E4M3FN>
}

// -----

// A lower-rank bias broadcasts from the last dim.
// CHECK-LABEL: func @add_bias
// CHECK-SAME: (%[[S:.*]]: tensor<2x8x16x32xf32>, %[[B:.*]]: tensor<1x32xf32>)
// CHECK: attn.add %[[S]], %[[B]] : tensor<2x8x16x32xf32>, tensor<1x32xf32>
func.func @add_bias(%s: tensor<2x8x16x32xf32>, %b: tensor<1x32xf32>) -> tensor<2x8x16x32xf32> {
  %0 = attn.add %s, %b : tensor<2x8x16x32xf32>, tensor<1x32xf32>
  return %0 : tensor<2x8x16x32xf32>
}

// -----

// CHECK-LABEL: func @bool_mask
// CHECK-SAME: (%[[S:.*]]: tensor<2x8x16x32xf16>, %[[M:.*]]: tensor<2x1x16x32xi1>)
// CHECK: attn.mask %[[S]], %[[M]] : tensor<2x8x16x32xf16>, tensor<2x1x16x32xi1>
func.func @bool_mask(%s: tensor<2x8x16x32xf16>, %m: tensor<2x1x16x32xi1>) -> tensor<2x8x16x32xf16> {
  %0 = attn.mask %s, %m : tensor<2x8x16x32xf16>, tensor<2x1x16x32xi1>
  return %0 : tensor<2x8x16x32xf16>
}

// -----

// CHECK-LABEL: func @causal_mask
// CHECK-SAME: (%[[S:.*]]: tensor<16x32xf32>)
// CHECK: attn.causal_mask %[[S]] : tensor<16x32xf32>
func.func @causal_mask(%s: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = attn.causal_mask %s : tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

// CHECK-LABEL: func @softmax
// CHECK-SAME: (%[[S:.*]]: tensor<1x8x128x128xf32>)
// CHECK: attn.softmax %[[S]] dim 3 : tensor<1x8x128x128xf32>
func.func @softmax(%s: tensor<1x8x128x128xf32>) -> tensor<1x8x128x128xf32> {
  %0 = attn.softmax %s dim 3 : tensor<1x8x128x128xf32>
  return %0 : tensor<1x8x128x128xf32>
}

// -----

// CHECK-LABEL: func @cast
// CHECK-SAME: (%[[P:.*]]: tensor<8x8xf32>)
// CHECK: attn.cast %[[P]] : tensor<8x8xf32> to tensor<8x8xf8E5M2>
func.func @cast(%p: tensor<8x8xf32>) -> tensor<8x8xf8E5M2> {
  %0 = attn.cast %p : tensor<8x8xf32> to tensor<8x8xf8E5M2>
  return %0 : tensor<8x8xf8E5M2>
}

// -----

// CHECK-LABEL: func @expand_heads
// CHECK-SAME: (%[[K:.*]]: tensor<1x2x128x64xf16>)
// CHECK: attn.expand_heads %[[K]] by 4 : tensor<1x2x128x64xf16> -> tensor<1x8x128x64xf16>
func.func @expand_heads(%k: tensor<1x2x128x64xf16>) -> tensor<1x8x128x64xf16> {
  %0 = attn.expand_heads %k by 4 : tensor<1x2x128x64xf16> -> tensor<1x8x128x64xf16>
  return %0 : tensor<1x8x128x64xf16>
}

// -----

// The plainest fused op: no mask, no causal, blocks left to the lowering.
// CHECK-LABEL: func @flash_attention
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x128x64xf16>, %[[K:.*]]: tensor<1x8x128x64xf16>, %[[V:.*]]: tensor<1x8x128x64xf16>)
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.250000e-01 : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<1x8x128x64xf16>
func.func @flash_attention(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x128x64xf16>, %v: tensor<1x8x128x64xf16>) -> tensor<1x8x128x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<1x8x128x64xf16>
  return %o : tensor<1x8x128x64xf16>
}

// -----

// Every optional part at once: GQA (8 query heads on 2 key/value heads), a
// boolean mask, causal, explicit blocks, dv != d, decode-sized dynamic Nq.
// CHECK-LABEL: func @flash_attention_all_options
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x?x64xbf16>, %[[K:.*]]: tensor<2x2x256x64xbf16>, %[[V:.*]]: tensor<2x2x256x32xbf16>, %[[M:.*]]: tensor<2x1x1x256xi1>)
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<2x1x1x256xi1>) scale 1.250000e-01 causal block_m 64 block_n 32 : tensor<2x8x?x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x32xbf16> -> tensor<2x8x?x32xbf16>
func.func @flash_attention_all_options(%q: tensor<2x8x?x64xbf16>, %k: tensor<2x2x256x64xbf16>, %v: tensor<2x2x256x32xbf16>, %m: tensor<2x1x1x256xi1>) -> tensor<2x8x?x32xbf16> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<2x1x1x256xi1>) scale 0.125 causal block_m 64 block_n 32 : tensor<2x8x?x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x32xbf16> -> tensor<2x8x?x32xbf16>
  return %o : tensor<2x8x?x32xbf16>
}

// -----

// A float (additive) mask and an f32 result from f16 inputs.
// CHECK-LABEL: func @flash_attention_float_mask
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x1x64xf16>, %[[K:.*]]: tensor<1x1x512x64xf16>, %[[V:.*]]: tensor<1x1x512x64xf16>, %[[M:.*]]: tensor<512xf32>)
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<512xf32>) scale 1.000000e+00 : {{.*}} -> tensor<1x4x1x64xf32>
func.func @flash_attention_float_mask(%q: tensor<1x4x1x64xf16>, %k: tensor<1x1x512x64xf16>, %v: tensor<1x1x512x64xf16>, %m: tensor<512xf32>) -> tensor<1x4x1x64xf32> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<512xf32>) scale 1.0 : tensor<1x4x1x64xf16>, tensor<1x1x512x64xf16>, tensor<1x1x512x64xf16> -> tensor<1x4x1x64xf32>
  return %o : tensor<1x4x1x64xf32>
}
