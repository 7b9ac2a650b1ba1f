// RUN: attn-opt %s -split-input-file | FileCheck %s
// RUN: attn-opt %s -split-input-file -mlir-print-op-generic | attn-opt -split-input-file | FileCheck %s

// The structured mask and score terms of attn.flash_attention and of the
// unfused attn.causal_mask and attn.tanh round-trip, in their custom and
// generic forms.

// Causal off the default diagonal (SDPA's top-left is_causal with
// Nq != Nkv) and a sliding window of 63 keys before the diagonal.
// CHECK-LABEL: func @causal_diagonal_window
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x4x8xf32>)
// CHECK: %[[A:.*]] = attn.causal_mask %[[S]] diagonal 0 : tensor<1x2x4x8xf32>
// CHECK: %[[B:.*]] = attn.causal_mask %[[A]] diagonal -2 window 3 : tensor<1x2x4x8xf32>
// CHECK: %[[C:.*]] = attn.causal_mask %[[B]] window 63 : tensor<1x2x4x8xf32>
// CHECK: return %[[C]]
func.func @causal_diagonal_window(%s: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  %0 = attn.causal_mask %s diagonal 0 : tensor<1x2x4x8xf32>
  %1 = attn.causal_mask %0 diagonal -2 window 3 : tensor<1x2x4x8xf32>
  %2 = attn.causal_mask %1 window 63 : tensor<1x2x4x8xf32>
  return %2 : tensor<1x2x4x8xf32>
}

// -----

// The tanh of logit softcapping.
// CHECK-LABEL: func @tanh
// CHECK: attn.tanh %{{.*}} : tensor<1x2x4x8xbf16>
func.func @tanh(%s: tensor<1x2x4x8xbf16>) -> tensor<1x2x4x8xbf16> {
  %0 = attn.tanh %s : tensor<1x2x4x8xbf16>
  return %0 : tensor<1x2x4x8xbf16>
}

// -----

// LLaMA-style causal attention with per-batch key padding.
// CHECK-LABEL: func @key_padding
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16x64xf16>, %[[K:.*]]: tensor<2x2x16x64xf16>, %[[V:.*]]: tensor<2x2x16x64xf16>, %[[P:.*]]: tensor<2x16xi1>)
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] key_padding(%[[P]] : tensor<2x16xi1>) scale 1.250000e-01 causal :
func.func @key_padding(%q: tensor<2x8x16x64xf16>, %k: tensor<2x2x16x64xf16>, %v: tensor<2x2x16x64xf16>, %p: tensor<2x16xi1>) -> tensor<2x8x16x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%p : tensor<2x16xi1>) scale 0.125 causal : tensor<2x8x16x64xf16>, tensor<2x2x16x64xf16>, tensor<2x2x16x64xf16> -> tensor<2x8x16x64xf16>
  return %o : tensor<2x8x16x64xf16>
}

// -----

// Every term at once: a boolean mask, two dense biases (T5's relative bias
// and a user mask), key padding shared by the batch, ALiBi slopes, sinks,
// softcapping, a causal band off the default diagonal.
// CHECK-LABEL: func @every_term
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x32x16xf32>, %[[V:.*]]: tensor<2x4x32x16xf32>, %[[M:.*]]: tensor<8x32xi1>, %[[B0:.*]]: tensor<1x4x8x32xf32>, %[[B1:.*]]: tensor<2x1x8x32xf16>, %[[P:.*]]: tensor<1x32xi1>, %[[A:.*]]: tensor<4xf32>, %[[SK:.*]]: tensor<4xbf16>)
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<8x32xi1>) bias(%[[B0]], %[[B1]] : tensor<1x4x8x32xf32>, tensor<2x1x8x32xf16>) key_padding(%[[P]] : tensor<1x32xi1>) alibi(%[[A]] : tensor<4xf32>) sinks(%[[SK]] : tensor<4xbf16>) scale 2.500000e-01 softcap 5.000000e+01 causal diagonal 30 window 20 block_m 32 :
func.func @every_term(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x32x16xf32>, %v: tensor<2x4x32x16xf32>, %m: tensor<8x32xi1>, %b0: tensor<1x4x8x32xf32>, %b1: tensor<2x1x8x32xf16>, %p: tensor<1x32xi1>, %a: tensor<4xf32>, %sk: tensor<4xbf16>) -> tensor<2x4x8x16xf32> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<8x32xi1>) bias(%b0, %b1 : tensor<1x4x8x32xf32>, tensor<2x1x8x32xf16>) key_padding(%p : tensor<1x32xi1>) alibi(%a : tensor<4xf32>) sinks(%sk : tensor<4xbf16>) scale 0.25 softcap 50.0 causal diagonal 30 window 20 block_m 32 : tensor<2x4x8x16xf32>, tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32> -> tensor<2x4x8x16xf32>
  return %o : tensor<2x4x8x16xf32>
}

// -----

// Dynamic lengths: the padding and the per-head terms check what is static.
// CHECK-LABEL: func @dynamic
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} key_padding(%{{.*}} : tensor<?x?xi1>) sinks(%{{.*}} : tensor<?xf32>) scale 1.000000e+00 causal diagonal 0 :
func.func @dynamic(%q: tensor<?x?x?x8xf32>, %k: tensor<?x?x?x8xf32>, %p: tensor<?x?xi1>, %s: tensor<?xf32>) -> tensor<?x?x?x8xf32> {
  %o = attn.flash_attention %q, %k, %k key_padding(%p : tensor<?x?xi1>) sinks(%s : tensor<?xf32>) scale 1.0 causal diagonal 0 : tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32> -> tensor<?x?x?x8xf32>
  return %o : tensor<?x?x?x8xf32>
}

// -----

// A relative bias table of Nq + Nkv - 1 = 39 values per head (T5's
// relative positions), with a dense bias beside it; one row shared by every
// head, and dynamic lengths where the table's length is not checked.
// CHECK-LABEL: func @relative_bias
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x32x16xf32>, %[[B:.*]]: tensor<1x4x8x32xf32>, %[[T:.*]]: tensor<4x39xf32>, %[[T1:.*]]: tensor<1x39xbf16>
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[K]] bias(%[[B]] : tensor<1x4x8x32xf32>) relative_bias(%[[T]] : tensor<4x39xf32>) scale 1.000000e+00 :
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[K]] relative_bias(%[[T1]] : tensor<1x39xbf16>) scale 1.000000e+00 causal :
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} relative_bias(%{{.*}} : tensor<?x?xf32>) scale 1.000000e+00 :
func.func @relative_bias(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x32x16xf32>, %b: tensor<1x4x8x32xf32>, %t: tensor<4x39xf32>, %t1: tensor<1x39xbf16>, %qd: tensor<?x?x?x8xf32>, %td: tensor<?x?xf32>) -> (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<?x?x?x8xf32>) {
  %o = attn.flash_attention %q, %k, %k bias(%b : tensor<1x4x8x32xf32>) relative_bias(%t : tensor<4x39xf32>) scale 1.0 : tensor<2x4x8x16xf32>, tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32> -> tensor<2x4x8x16xf32>
  %o1 = attn.flash_attention %q, %k, %k relative_bias(%t1 : tensor<1x39xbf16>) scale 1.0 causal : tensor<2x4x8x16xf32>, tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32> -> tensor<2x4x8x16xf32>
  %o2 = attn.flash_attention %qd, %qd, %qd relative_bias(%td : tensor<?x?xf32>) scale 1.0 : tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32> -> tensor<?x?x?x8xf32>
  return %o, %o1, %o2 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<?x?x?x8xf32>
}

// -----

// Segment ids (packed documents, Llama 4's chunks): the unfused
// attn.segment_mask and the fused op's `segments`, one side shared by the
// batch, i32 and i64, and dynamic lengths.
// CHECK-LABEL: func @segments
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x2x32x16xf32>, %[[S:.*]]: tensor<2x4x8x32xf32>, %[[QS:.*]]: tensor<2x8xi64>, %[[KS:.*]]: tensor<1x32xi64>, %[[QS32:.*]]: tensor<1x8xi32>, %[[KS32:.*]]: tensor<2x32xi32>
// CHECK: attn.segment_mask %[[S]], %[[QS]], %[[KS]] : tensor<2x4x8x32xf32>, tensor<2x8xi64>, tensor<1x32xi64>
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[K]] segments(%[[QS]], %[[KS]] : tensor<2x8xi64>, tensor<1x32xi64>) scale 1.000000e+00 causal :
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[K]] key_padding(%{{.*}} : tensor<2x32xi1>) segments(%[[QS32]], %[[KS32]] : tensor<1x8xi32>, tensor<2x32xi32>) scale 1.000000e+00 :
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} segments(%{{.*}}, %{{.*}} : tensor<?x?xi64>, tensor<?x?xi64>) scale 1.000000e+00 :
func.func @segments(%q: tensor<2x4x8x16xf32>, %k: tensor<2x2x32x16xf32>, %s: tensor<2x4x8x32xf32>, %qs: tensor<2x8xi64>, %ks: tensor<1x32xi64>, %qs32: tensor<1x8xi32>, %ks32: tensor<2x32xi32>, %p: tensor<2x32xi1>, %qd: tensor<?x?x?x8xf32>, %sd: tensor<?x?xi64>) -> (tensor<2x4x8x32xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<?x?x?x8xf32>) {
  %m = attn.segment_mask %s, %qs, %ks : tensor<2x4x8x32xf32>, tensor<2x8xi64>, tensor<1x32xi64>
  %o = attn.flash_attention %q, %k, %k segments(%qs, %ks : tensor<2x8xi64>, tensor<1x32xi64>) scale 1.0 causal : tensor<2x4x8x16xf32>, tensor<2x2x32x16xf32>, tensor<2x2x32x16xf32> -> tensor<2x4x8x16xf32>
  %o1 = attn.flash_attention %q, %k, %k key_padding(%p : tensor<2x32xi1>) segments(%qs32, %ks32 : tensor<1x8xi32>, tensor<2x32xi32>) scale 1.0 : tensor<2x4x8x16xf32>, tensor<2x2x32x16xf32>, tensor<2x2x32x16xf32> -> tensor<2x4x8x16xf32>
  %o2 = attn.flash_attention %qd, %qd, %qd segments(%sd, %sd : tensor<?x?xi64>, tensor<?x?xi64>) scale 1.0 : tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32>, tensor<?x?x?x8xf32> -> tensor<?x?x?x8xf32>
  return %m, %o, %o1, %o2 : tensor<2x4x8x32xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<?x?x?x8xf32>
}
