// RUN: attn-opt %s -split-input-file --attn-fuse | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-fuse 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=SILENT

// attn-fuse on chains of attn ops: each positive case becomes one
// attn.flash_attention with nothing of the chain left. Without remarks=true
// the unfused chain at the end gets no remark.
// SILENT-NOT: remark

// The plain chain.
// CHECK-LABEL: func @plain
// CHECK-SAME: (%[[Q:.*]]: tensor<1x1x128x64xf16>, %[[K:.*]]: tensor<1x1x128x64xf16>, %[[V:.*]]: tensor<1x1x128x64xf16>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.000000e+00 : tensor<1x1x128x64xf16>, tensor<1x1x128x64xf16>, tensor<1x1x128x64xf16> -> tensor<1x1x128x64xf16>
// CHECK-NEXT: return %[[O]]
func.func @plain(%q: tensor<1x1x128x64xf16>, %k: tensor<1x1x128x64xf16>, %v: tensor<1x1x128x64xf16>) -> tensor<1x1x128x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x128x64xf16>, tensor<1x1x128x64xf16> -> tensor<1x1x128x128xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x128x128xf16>
  %o = attn.matmul %p, %v : tensor<1x1x128x128xf16>, tensor<1x1x128x64xf16> -> tensor<1x1x128x64xf16>
  return %o : tensor<1x1x128x64xf16>
}

// -----

// Scales on Q, on K and on the scores compose into one.
// CHECK-LABEL: func @scales_compose
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16x64xf32>, %[[K:.*]]: tensor<2x8x16x64xf32>, %[[V:.*]]: tensor<2x8x16x64xf32>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.250000e-01 :
// CHECK-NEXT: return %[[O]]
func.func @scales_compose(%q: tensor<2x8x16x64xf32>, %k: tensor<2x8x16x64xf32>, %v: tensor<2x8x16x64xf32>) -> tensor<2x8x16x64xf32> {
  %qs = attn.scale %q by 0.5 : tensor<2x8x16x64xf32>
  %ks = attn.scale %k by 0.5 : tensor<2x8x16x64xf32>
  %s = attn.matmul %qs, %ks transpose_b : tensor<2x8x16x64xf32>, tensor<2x8x16x64xf32> -> tensor<2x8x16x16xf32>
  %ss = attn.scale %s by 0.5 : tensor<2x8x16x16xf32>
  %p = attn.softmax %ss dim 3 : tensor<2x8x16x16xf32>
  %o = attn.matmul %p, %v : tensor<2x8x16x16xf32>, tensor<2x8x16x64xf32> -> tensor<2x8x16x64xf32>
  return %o : tensor<2x8x16x64xf32>
}

// -----

// Causal, with a boolean [B, 1, 1, Nkv] mask (key padding, which the fused
// op reads as [B, Nkv]), f16 scores upcast to f32 around the softmax (the
// casts are absorbed into the op's f32 statistics).
// CHECK-LABEL: func @causal_bool_mask_casts
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16x64xf16>, %[[K:.*]]: tensor<2x8x16x64xf16>, %[[V:.*]]: tensor<2x8x16x64xf16>, %[[M:.*]]: tensor<2x1x1x16xi1>)
// CHECK-NEXT: %[[PAD:.*]] = tensor.collapse_shape %[[M]] {{\[}}[0, 1, 2], [3]] : tensor<2x1x1x16xi1> into tensor<2x16xi1>
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] key_padding(%[[PAD]] : tensor<2x16xi1>) scale 1.250000e-01 causal :
// CHECK-NEXT: return %[[O]]
func.func @causal_bool_mask_casts(%q: tensor<2x8x16x64xf16>, %k: tensor<2x8x16x64xf16>, %v: tensor<2x8x16x64xf16>, %m: tensor<2x1x1x16xi1>) -> tensor<2x8x16x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x8x16x64xf16>, tensor<2x8x16x64xf16> -> tensor<2x8x16x16xf16>
  %s1 = attn.scale %s by 0.125 : tensor<2x8x16x16xf16>
  %s2 = attn.causal_mask %s1 : tensor<2x8x16x16xf16>
  %s3 = attn.mask %s2, %m : tensor<2x8x16x16xf16>, tensor<2x1x1x16xi1>
  %up = attn.cast %s3 : tensor<2x8x16x16xf16> to tensor<2x8x16x16xf32>
  %p = attn.softmax %up dim 3 : tensor<2x8x16x16xf32>
  %down = attn.cast %p : tensor<2x8x16x16xf32> to tensor<2x8x16x16xf16>
  %o = attn.matmul %down, %v : tensor<2x8x16x16xf16>, tensor<2x8x16x64xf16> -> tensor<2x8x16x64xf16>
  return %o : tensor<2x8x16x64xf16>
}

// -----

// A float mask added before the scale is scaled with the scores:
// softmax(c (S + M)) = softmax(c S + c M).
// CHECK-LABEL: func @scale_after_bias
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x32xbf16>, %[[K:.*]]: tensor<1x4x8x32xbf16>, %[[V:.*]]: tensor<1x4x8x32xbf16>, %[[B:.*]]: tensor<1x1x8x8xbf16>)
// CHECK-NEXT: %[[SB:.*]] = attn.scale %[[B]] by 2.500000e-01 : tensor<1x1x8x8xbf16>
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[SB]] : tensor<1x1x8x8xbf16>) scale 2.500000e-01 :
// CHECK-NEXT: return %[[O]]
func.func @scale_after_bias(%q: tensor<1x4x8x32xbf16>, %k: tensor<1x4x8x32xbf16>, %v: tensor<1x4x8x32xbf16>, %b: tensor<1x1x8x8xbf16>) -> tensor<1x4x8x32xbf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x4x8x32xbf16>, tensor<1x4x8x32xbf16> -> tensor<1x4x8x8xbf16>
  %s1 = attn.add %s, %b : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>
  %s2 = attn.scale %s1 by 0.25 : tensor<1x4x8x8xbf16>
  %p = attn.softmax %s2 dim 3 : tensor<1x4x8x8xbf16>
  %o = attn.matmul %p, %v : tensor<1x4x8x8xbf16>, tensor<1x4x8x32xbf16> -> tensor<1x4x8x32xbf16>
  return %o : tensor<1x4x8x32xbf16>
}

// -----

// GQA with 4 and 8 query heads per key/value head: expand_heads goes away.
// CHECK-LABEL: func @gqa_4_and_8
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x16x64xf16>, %[[K2:.*]]: tensor<1x2x16x64xf16>, %[[V2:.*]]: tensor<1x2x16x64xf16>, %[[K1:.*]]: tensor<1x1x16x64xf16>, %[[V1:.*]]: tensor<1x1x16x64xf16>)
// CHECK-NOT: attn.expand_heads
// CHECK: attn.flash_attention %[[Q]], %[[K2]], %[[V2]] scale 1.000000e+00 : tensor<1x8x16x64xf16>, tensor<1x2x16x64xf16>, tensor<1x2x16x64xf16> -> tensor<1x8x16x64xf16>
// CHECK: attn.flash_attention %[[Q]], %[[K1]], %[[V1]] scale 1.000000e+00 : tensor<1x8x16x64xf16>, tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x8x16x64xf16>
// CHECK-NOT: attn.expand_heads
func.func @gqa_4_and_8(%q: tensor<1x8x16x64xf16>, %k2: tensor<1x2x16x64xf16>, %v2: tensor<1x2x16x64xf16>,
                       %k1: tensor<1x1x16x64xf16>, %v1: tensor<1x1x16x64xf16>) -> (tensor<1x8x16x64xf16>, tensor<1x8x16x64xf16>) {
  %ke = attn.expand_heads %k2 by 4 : tensor<1x2x16x64xf16> -> tensor<1x8x16x64xf16>
  %ve = attn.expand_heads %v2 by 4 : tensor<1x2x16x64xf16> -> tensor<1x8x16x64xf16>
  %s = attn.matmul %q, %ke transpose_b : tensor<1x8x16x64xf16>, tensor<1x8x16x64xf16> -> tensor<1x8x16x16xf16>
  %p = attn.softmax %s dim 3 : tensor<1x8x16x16xf16>
  %o = attn.matmul %p, %ve : tensor<1x8x16x16xf16>, tensor<1x8x16x64xf16> -> tensor<1x8x16x64xf16>
  %ke8 = attn.expand_heads %k1 by 8 : tensor<1x1x16x64xf16> -> tensor<1x8x16x64xf16>
  %ve8 = attn.expand_heads %v1 by 8 : tensor<1x1x16x64xf16> -> tensor<1x8x16x64xf16>
  %s8 = attn.matmul %q, %ke8 transpose_b : tensor<1x8x16x64xf16>, tensor<1x8x16x64xf16> -> tensor<1x8x16x16xf16>
  %p8 = attn.softmax %s8 dim 3 : tensor<1x8x16x16xf16>
  %o8 = attn.matmul %p8, %ve8 : tensor<1x8x16x16xf16>, tensor<1x8x16x64xf16> -> tensor<1x8x16x64xf16>
  return %o, %o8 : tensor<1x8x16x64xf16>, tensor<1x8x16x64xf16>
}

// -----

// MQA through the matmuls' own batch broadcast (K and V with one head).
// CHECK-LABEL: func @mqa_batch_broadcast
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16x64xf32>, %[[K:.*]]: tensor<2x1x16x64xf32>, %[[V:.*]]: tensor<2x1x16x64xf32>)
// CHECK-NEXT: attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.000000e+00 : tensor<2x8x16x64xf32>, tensor<2x1x16x64xf32>, tensor<2x1x16x64xf32> -> tensor<2x8x16x64xf32>
func.func @mqa_batch_broadcast(%q: tensor<2x8x16x64xf32>, %k: tensor<2x1x16x64xf32>, %v: tensor<2x1x16x64xf32>) -> tensor<2x8x16x64xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x8x16x64xf32>, tensor<2x1x16x64xf32> -> tensor<2x8x16x16xf32>
  %p = attn.softmax %s dim 3 : tensor<2x8x16x16xf32>
  %o = attn.matmul %p, %v : tensor<2x8x16x16xf32>, tensor<2x1x16x64xf32> -> tensor<2x8x16x64xf32>
  return %o : tensor<2x8x16x64xf32>
}

// -----

// Decode: one query against a 256-long KV cache, causal.
// CHECK-LABEL: func @decode
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} scale 1.250000e-01 causal : tensor<4x8x1x64xf16>, tensor<4x2x256x64xf16>, tensor<4x2x256x64xf16> -> tensor<4x8x1x64xf16>
// CHECK-NOT: attn.softmax
func.func @decode(%q: tensor<4x8x1x64xf16>, %k: tensor<4x2x256x64xf16>, %v: tensor<4x2x256x64xf16>) -> tensor<4x8x1x64xf16> {
  %ke = attn.expand_heads %k by 4 : tensor<4x2x256x64xf16> -> tensor<4x8x256x64xf16>
  %ve = attn.expand_heads %v by 4 : tensor<4x2x256x64xf16> -> tensor<4x8x256x64xf16>
  %s = attn.matmul %q, %ke transpose_b : tensor<4x8x1x64xf16>, tensor<4x8x256x64xf16> -> tensor<4x8x1x256xf32>
  %s1 = attn.scale %s by 0.125 : tensor<4x8x1x256xf32>
  %s2 = attn.causal_mask %s1 : tensor<4x8x1x256xf32>
  %p = attn.softmax %s2 dim 3 : tensor<4x8x1x256xf32>
  %ph = attn.cast %p : tensor<4x8x1x256xf32> to tensor<4x8x1x256xf16>
  %o = attn.matmul %ph, %ve : tensor<4x8x1x256xf16>, tensor<4x8x256x64xf16> -> tensor<4x8x1x64xf16>
  return %o : tensor<4x8x1x64xf16>
}

// -----

// BSHD inputs: the layout transposes stay as operands of the fused op and
// the Kᵀ transpose is folded into the op.
// CHECK-LABEL: func @bshd
// CHECK-SAME: (%[[Q:.*]]: tensor<2x16x8x64xf16>, %[[K:.*]]: tensor<2x16x8x64xf16>, %[[V:.*]]: tensor<2x16x8x64xf16>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3]
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3]
// CHECK-DAG: %[[VT:.*]] = attn.transpose %[[V]] [0, 2, 1, 3]
// CHECK: %[[O:.*]] = attn.flash_attention %[[QT]], %[[KT]], %[[VT]] scale 1.250000e-01 : tensor<2x8x16x64xf16>, tensor<2x8x16x64xf16>, tensor<2x8x16x64xf16> -> tensor<2x8x16x64xf16>
// CHECK: %[[OT:.*]] = attn.transpose %[[O]] [0, 2, 1, 3]
// CHECK-NEXT: return %[[OT]]
func.func @bshd(%q: tensor<2x16x8x64xf16>, %k: tensor<2x16x8x64xf16>, %v: tensor<2x16x8x64xf16>) -> tensor<2x16x8x64xf16> {
  %qt = attn.transpose %q [0, 2, 1, 3] : tensor<2x16x8x64xf16> -> tensor<2x8x16x64xf16>
  %kt = attn.transpose %k [0, 2, 3, 1] : tensor<2x16x8x64xf16> -> tensor<2x8x64x16xf16>
  %vt = attn.transpose %v [0, 2, 1, 3] : tensor<2x16x8x64xf16> -> tensor<2x8x16x64xf16>
  %s = attn.matmul %qt, %kt : tensor<2x8x16x64xf16>, tensor<2x8x64x16xf16> -> tensor<2x8x16x16xf16>
  %s1 = attn.scale %s by 0.125 : tensor<2x8x16x16xf16>
  %p = attn.softmax %s1 dim 3 : tensor<2x8x16x16xf16>
  %o = attn.matmul %p, %vt : tensor<2x8x16x16xf16>, tensor<2x8x16x64xf16> -> tensor<2x8x16x64xf16>
  %ot = attn.transpose %o [0, 2, 1, 3] : tensor<2x8x16x64xf16> -> tensor<2x16x8x64xf16>
  return %ot : tensor<2x16x8x64xf16>
}

// -----

// Dynamic batch and lengths.
// CHECK-LABEL: func @dynamic
// CHECK-SAME: (%[[Q:.*]]: tensor<?x8x?x64xf32>, %[[K:.*]]: tensor<?x8x?x64xf32>, %[[V:.*]]: tensor<?x8x?x64xf32>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.250000e-01 : tensor<?x8x?x64xf32>, tensor<?x8x?x64xf32>, tensor<?x8x?x64xf32> -> tensor<?x8x?x64xf32>
// CHECK-NEXT: return %[[O]]
func.func @dynamic(%q: tensor<?x8x?x64xf32>, %k: tensor<?x8x?x64xf32>, %v: tensor<?x8x?x64xf32>) -> tensor<?x8x?x64xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<?x8x?x64xf32>, tensor<?x8x?x64xf32> -> tensor<?x8x?x?xf32>
  %s1 = attn.scale %s by 0.125 : tensor<?x8x?x?xf32>
  %p = attn.softmax %s1 dim 3 : tensor<?x8x?x?xf32>
  %o = attn.matmul %p, %v : tensor<?x8x?x?xf32>, tensor<?x8x?x64xf32> -> tensor<?x8x?x64xf32>
  return %o : tensor<?x8x?x64xf32>
}

// -----

// Rank 3 ([B*H, N, d], as TOSA spells it) gets a leading unit dim.
// CHECK-LABEL: func @rank3
// CHECK-SAME: (%[[Q:.*]]: tensor<8x16x64xf32>, %[[K:.*]]: tensor<8x16x64xf32>, %[[V:.*]]: tensor<8x16x64xf32>)
// CHECK-DAG: %[[Q4:.*]] = tensor.expand_shape %[[Q]] {{\[}}[0, 1], [2], [3]] output_shape [1, 8, 16, 64]
// CHECK-DAG: %[[K4:.*]] = tensor.expand_shape %[[K]] {{\[}}[0, 1], [2], [3]] output_shape [1, 8, 16, 64]
// CHECK-DAG: %[[V4:.*]] = tensor.expand_shape %[[V]] {{\[}}[0, 1], [2], [3]] output_shape [1, 8, 16, 64]
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q4]], %[[K4]], %[[V4]] scale 1.000000e+00 : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32> -> tensor<1x8x16x64xf32>
// CHECK: %[[O3:.*]] = tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2], [3]] : tensor<1x8x16x64xf32> into tensor<8x16x64xf32>
// CHECK-NEXT: return %[[O3]]
func.func @rank3(%q: tensor<8x16x64xf32>, %k: tensor<8x16x64xf32>, %v: tensor<8x16x64xf32>) -> tensor<8x16x64xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<8x16x64xf32>, tensor<8x16x64xf32> -> tensor<8x16x16xf32>
  %p = attn.softmax %s dim 2 : tensor<8x16x16xf32>
  %o = attn.matmul %p, %v : tensor<8x16x16xf32>, tensor<8x16x64xf32> -> tensor<8x16x64xf32>
  return %o : tensor<8x16x64xf32>
}

// -----

// Kᵀ given by a transpose that is not the inverse of Kᵀ, and V given
// transposed: the fused op gets the transposes it needs.
// CHECK-LABEL: func @transposed_operands
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x8x16xf32>, %[[KT:.*]]: tensor<1x2x16x8xf32>, %[[VT:.*]]: tensor<1x2x32x8xf32>)
// CHECK-DAG: %[[K:.*]] = attn.transpose %[[KT]] [0, 1, 3, 2] : tensor<1x2x16x8xf32> -> tensor<1x2x8x16xf32>
// CHECK-DAG: %[[V:.*]] = attn.transpose %[[VT]] [0, 1, 3, 2] : tensor<1x2x32x8xf32> -> tensor<1x2x8x32xf32>
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.000000e+00
func.func @transposed_operands(%q: tensor<1x2x8x16xf32>, %kt: tensor<1x2x16x8xf32>, %vt: tensor<1x2x32x8xf32>) -> tensor<1x2x8x32xf32> {
  %s = attn.matmul %q, %kt : tensor<1x2x8x16xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x8x8xf32>
  %p = attn.softmax %s dim 3 : tensor<1x2x8x8xf32>
  %o = attn.matmul %p, %vt transpose_b : tensor<1x2x8x8xf32>, tensor<1x2x32x8xf32> -> tensor<1x2x8x32xf32>
  return %o : tensor<1x2x8x32xf32>
}

// -----

// Two attentions in one function, the second reading the first's output.
// CHECK-LABEL: func @two_attentions
// CHECK: %[[O1:.*]] = attn.flash_attention
// CHECK: attn.flash_attention %[[O1]],
// CHECK-NOT: attn.softmax
func.func @two_attentions(%q: tensor<1x4x16x32xf32>, %k: tensor<1x4x16x32xf32>, %v: tensor<1x4x16x32xf32>) -> tensor<1x4x16x32xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x4x16x32xf32>, tensor<1x4x16x32xf32> -> tensor<1x4x16x16xf32>
  %p = attn.softmax %s dim 3 : tensor<1x4x16x16xf32>
  %o = attn.matmul %p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x32xf32> -> tensor<1x4x16x32xf32>
  %s2 = attn.matmul %o, %k transpose_b : tensor<1x4x16x32xf32>, tensor<1x4x16x32xf32> -> tensor<1x4x16x16xf32>
  %s3 = attn.causal_mask %s2 : tensor<1x4x16x16xf32>
  %p2 = attn.softmax %s3 dim 3 : tensor<1x4x16x16xf32>
  %o2 = attn.matmul %p2, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x32xf32> -> tensor<1x4x16x32xf32>
  return %o2 : tensor<1x4x16x32xf32>
}

// -----

// A scale on Q that has another user is composed, and stays for that user.
// CHECK-LABEL: func @shared_q_scale
// CHECK-SAME: (%[[Q:.*]]: tensor<1x1x8x8xf32>, %[[K:.*]]: tensor<1x1x8x8xf32>, %[[V:.*]]: tensor<1x1x8x8xf32>)
// CHECK: %[[QS:.*]] = attn.scale %[[Q]] by 5.000000e-01
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 5.000000e-01
// CHECK: return %[[O]], %[[QS]]
func.func @shared_q_scale(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) {
  %qs = attn.scale %q by 0.5 : tensor<1x1x8x8xf32>
  %s = attn.matmul %qs, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o, %qs : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// [B*H, N, d] operands collapsed from [B, H, N, d] (TOSA's reshapes) are
// read uncollapsed, the Kᵀ transpose moving above the collapse.
// CHECK-LABEL: func @uncollapsed_operands
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x16x8xf32>, %[[K:.*]]: tensor<2x4x16x8xf32>, %[[V:.*]]: tensor<2x4x16x8xf32>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.000000e+00 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32> -> tensor<2x4x16x8xf32>
// CHECK-NEXT: %[[O3:.*]] = tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
// CHECK-NEXT: return %[[O3]]
func.func @uncollapsed_operands(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x16x8xf32>, %v: tensor<2x4x16x8xf32>) -> tensor<8x16x8xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %kt = attn.transpose %k3 [0, 2, 1] : tensor<8x16x8xf32> -> tensor<8x8x16xf32>
  %s = attn.matmul %q3, %kt : tensor<8x16x8xf32>, tensor<8x8x16xf32> -> tensor<8x16x16xf32>
  %p = attn.softmax %s dim 2 : tensor<8x16x16xf32>
  %o = attn.matmul %p, %v3 : tensor<8x16x16xf32>, tensor<8x16x8xf32> -> tensor<8x16x8xf32>
  return %o : tensor<8x16x8xf32>
}

// -----

// Matmuls on [B*H] collapses expanded back to [B, H] (torch-mlir), with the
// mask and softmax in 4-d: attn-fuse alone makes the matmuls 4-d and fuses.
// CHECK-LABEL: func @batch_split_matmuls
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x16x8xf32>, %[[K:.*]]: tensor<2x4x16x8xf32>, %[[V:.*]]: tensor<2x4x16x8xf32>, %[[M:.*]]: tensor<2x1x16x16xi1>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[M]] : tensor<2x1x16x16xi1>) scale 1.000000e+00 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32> -> tensor<2x4x16x8xf32>
// CHECK-NEXT: return %[[O]]
func.func @batch_split_matmuls(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x16x8xf32>, %v: tensor<2x4x16x8xf32>, %m: tensor<2x1x16x16xi1>) -> tensor<2x4x16x8xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %s3 = attn.matmul %q3, %k3 transpose_b : tensor<8x16x8xf32>, tensor<8x16x8xf32> -> tensor<8x16x16xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
  %sm = attn.mask %s, %m : tensor<2x4x16x16xf32>, tensor<2x1x16x16xi1>
  %p = attn.softmax %sm dim 3 : tensor<2x4x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %o3 = attn.matmul %p3, %v3 : tensor<8x16x16xf32>, tensor<8x16x8xf32> -> tensor<8x16x8xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

// A mask that differs per [B*H] slice keeps the fused op on the collapsed
// operands (with a leading unit dim), where the mask still lines up.
// CHECK-LABEL: func @collapsed_operands_per_slice_mask
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x16x8xf32>, %[[K:.*]]: tensor<2x4x16x8xf32>, %[[V:.*]]: tensor<2x4x16x8xf32>, %[[M:.*]]: tensor<8x16x16xi1>)
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%[[M]] : tensor<8x16x16xi1>) scale 1.000000e+00 : tensor<1x8x16x8xf32>, tensor<1x8x16x8xf32>, tensor<1x8x16x8xf32> -> tensor<1x8x16x8xf32>
func.func @collapsed_operands_per_slice_mask(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x16x8xf32>, %v: tensor<2x4x16x8xf32>, %m: tensor<8x16x16xi1>) -> tensor<8x16x8xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %s = attn.matmul %q3, %k3 transpose_b : tensor<8x16x8xf32>, tensor<8x16x8xf32> -> tensor<8x16x16xf32>
  %sm = attn.mask %s, %m : tensor<8x16x16xf32>, tensor<8x16x16xi1>
  %p = attn.softmax %sm dim 2 : tensor<8x16x16xf32>
  %o = attn.matmul %p, %v3 : tensor<8x16x16xf32>, tensor<8x16x8xf32> -> tensor<8x16x8xf32>
  return %o : tensor<8x16x8xf32>
}

// -----

// bf16 SDPA exports repeat K and V heads in bf16 and upcast the repeated
// tensors: the cast moves above the repeat, which then fuses as native GQA.
// CHECK-LABEL: func @gqa_repeat_then_cast
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x16x8xf32>, %[[K:.*]]: tensor<1x2x16x8xbf16>, %[[V:.*]]: tensor<1x2x16x8xbf16>)
// CHECK-DAG: %[[KF:.*]] = attn.cast %[[K]] : tensor<1x2x16x8xbf16> to tensor<1x2x16x8xf32>
// CHECK-DAG: %[[VF:.*]] = attn.cast %[[V]] : tensor<1x2x16x8xbf16> to tensor<1x2x16x8xf32>
// CHECK-NOT: attn.expand_heads
// CHECK: attn.flash_attention %[[Q]], %[[KF]], %[[VF]] scale 1.000000e+00 : tensor<1x4x16x8xf32>, tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x4x16x8xf32>
func.func @gqa_repeat_then_cast(%q: tensor<1x4x16x8xf32>, %k: tensor<1x2x16x8xbf16>, %v: tensor<1x2x16x8xbf16>) -> tensor<1x4x16x8xf32> {
  %ke = attn.expand_heads %k by 2 : tensor<1x2x16x8xbf16> -> tensor<1x4x16x8xbf16>
  %ve = attn.expand_heads %v by 2 : tensor<1x2x16x8xbf16> -> tensor<1x4x16x8xbf16>
  %kf = attn.cast %ke : tensor<1x4x16x8xbf16> to tensor<1x4x16x8xf32>
  %vf = attn.cast %ve : tensor<1x4x16x8xbf16> to tensor<1x4x16x8xf32>
  %s = attn.matmul %q, %kf transpose_b : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x16xf32>
  %p = attn.softmax %s dim 3 : tensor<1x4x16x16xf32>
  %o = attn.matmul %p, %vf : tensor<1x4x16x16xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %o : tensor<1x4x16x8xf32>
}

// -----

// A repeat that is also used in bf16 stays where it is: moving the cast
// would leave the repeat in place and add a second one.
// CHECK-LABEL: func @negative_repeat_used_twice
// CHECK: %[[KE:.*]] = attn.expand_heads %{{.*}} by 2 : tensor<1x2x16x8xbf16> -> tensor<1x4x16x8xbf16>
// CHECK: attn.cast %[[KE]] : tensor<1x4x16x8xbf16> to tensor<1x4x16x8xf32>
// CHECK: return %{{.*}}, %[[KE]]
func.func @negative_repeat_used_twice(%q: tensor<1x4x16x8xf32>, %k: tensor<1x2x16x8xbf16>, %v: tensor<1x4x16x8xf32>) -> (tensor<1x4x16x8xf32>, tensor<1x4x16x8xbf16>) {
  %ke = attn.expand_heads %k by 2 : tensor<1x2x16x8xbf16> -> tensor<1x4x16x8xbf16>
  %kf = attn.cast %ke : tensor<1x4x16x8xbf16> to tensor<1x4x16x8xf32>
  %s = attn.matmul %q, %kf transpose_b : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x16xf32>
  %p = attn.softmax %s dim 3 : tensor<1x4x16x16xf32>
  %o = attn.matmul %p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %o, %ke : tensor<1x4x16x8xf32>, tensor<1x4x16x8xbf16>
}

// -----

// A fused op whose key alone is a head repeat keeps it: the value's heads
// would no longer match the key's.
// CHECK-LABEL: func @negative_fused_key_repeat_only
// CHECK: %[[KE:.*]] = attn.expand_heads
// CHECK: attn.flash_attention %{{.*}}, %[[KE]], %{{.*}} scale
func.func @negative_fused_key_repeat_only(%q: tensor<1x4x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
  %ke = attn.expand_heads %k by 2 : tensor<1x2x16x8xf32> -> tensor<1x4x16x8xf32>
  %o = attn.flash_attention %q, %ke, %v scale 1.0 : tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32> -> tensor<1x4x16x8xf32>
  return %o : tensor<1x4x16x8xf32>
}

// -----

// SDPA's bf16 decomposition widens Q, K and V to f32 before its matmuls:
// the fused op reads the bf16 tensors (it computes in f32 for bf16 inputs
// too, and widening is exact), its result staying f32.
// CHECK-LABEL: func @widened_operands
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x16x8xbf16>, %[[K:.*]]: tensor<1x2x16x8xbf16>, %[[V:.*]]: tensor<1x2x16x8xbf16>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.000000e+00 causal : tensor<1x4x16x8xbf16>, tensor<1x2x16x8xbf16>, tensor<1x2x16x8xbf16> -> tensor<1x4x16x8xf32>
// CHECK-NEXT: return %[[O]]
func.func @widened_operands(%q: tensor<1x4x16x8xbf16>, %k: tensor<1x2x16x8xbf16>, %v: tensor<1x2x16x8xbf16>) -> tensor<1x4x16x8xf32> {
  %qf = attn.cast %q : tensor<1x4x16x8xbf16> to tensor<1x4x16x8xf32>
  %kf = attn.cast %k : tensor<1x2x16x8xbf16> to tensor<1x2x16x8xf32>
  %vf = attn.cast %v : tensor<1x2x16x8xbf16> to tensor<1x2x16x8xf32>
  %o = attn.flash_attention %qf, %kf, %vf scale 1.0 causal : tensor<1x4x16x8xf32>, tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x4x16x8xf32>
  return %o : tensor<1x4x16x8xf32>
}

// -----

// Operands widened from different types (f16 and bf16) have no common
// narrow type: the casts stay.
// CHECK-LABEL: func @negative_widened_from_mixed_types
// CHECK-COUNT-3: attn.cast
// CHECK: attn.flash_attention {{.*}} : tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32> -> tensor<1x1x16x8xf32>
func.func @negative_widened_from_mixed_types(%q: tensor<1x1x16x8xf16>, %k: tensor<1x1x16x8xbf16>, %v: tensor<1x1x16x8xbf16>) -> tensor<1x1x16x8xf32> {
  %qf = attn.cast %q : tensor<1x1x16x8xf16> to tensor<1x1x16x8xf32>
  %kf = attn.cast %k : tensor<1x1x16x8xbf16> to tensor<1x1x16x8xf32>
  %vf = attn.cast %v : tensor<1x1x16x8xbf16> to tensor<1x1x16x8xf32>
  %o = attn.flash_attention %qf, %kf, %vf scale 1.0 : tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32> -> tensor<1x1x16x8xf32>
  return %o : tensor<1x1x16x8xf32>
}

// -----

// Only the query is widened: the key and value are f32 of their own, and
// reading a 16-bit query would not change the op's type.
// CHECK-LABEL: func @negative_only_query_widened
// CHECK: %[[QF:.*]] = attn.cast
// CHECK: attn.flash_attention %[[QF]],
func.func @negative_only_query_widened(%q: tensor<1x1x16x8xbf16>, %k: tensor<1x1x16x8xf32>, %v: tensor<1x1x16x8xf32>) -> tensor<1x1x16x8xf32> {
  %qf = attn.cast %q : tensor<1x1x16x8xbf16> to tensor<1x1x16x8xf32>
  %o = attn.flash_attention %qf, %k, %v scale 1.0 : tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32> -> tensor<1x1x16x8xf32>
  return %o : tensor<1x1x16x8xf32>
}

// -----

// An f64 op computes in f64; reading f32 (or narrower) inputs would move it
// to f32 arithmetic, so casts to f64 stay.
// CHECK-LABEL: func @negative_widened_to_f64
// CHECK-COUNT-3: attn.cast
// CHECK: attn.flash_attention {{.*}} : tensor<1x1x16x8xf64>, tensor<1x1x16x8xf64>, tensor<1x1x16x8xf64> -> tensor<1x1x16x8xf64>
func.func @negative_widened_to_f64(%q: tensor<1x1x16x8xbf16>, %k: tensor<1x1x16x8xbf16>, %v: tensor<1x1x16x8xbf16>) -> tensor<1x1x16x8xf64> {
  %qf = attn.cast %q : tensor<1x1x16x8xbf16> to tensor<1x1x16x8xf64>
  %kf = attn.cast %k : tensor<1x1x16x8xbf16> to tensor<1x1x16x8xf64>
  %vf = attn.cast %v : tensor<1x1x16x8xbf16> to tensor<1x1x16x8xf64>
  %o = attn.flash_attention %qf, %kf, %vf scale 1.0 : tensor<1x1x16x8xf64>, tensor<1x1x16x8xf64>, tensor<1x1x16x8xf64> -> tensor<1x1x16x8xf64>
  return %o : tensor<1x1x16x8xf64>
}

// -----

// The probabilities are returned: not fused, and without remarks=true
// nothing is said about it.
// CHECK-LABEL: func @negative_silent_without_remarks
// CHECK: attn.softmax
// CHECK-NOT: attn.flash_attention
func.func @negative_silent_without_remarks(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o, %p : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// BLOOM's bf16 eager attention: baddbmm widens Q and K to f32, P is
// rounded back to bf16 and P·V reads V in bf16. Widening is exact, so the
// fused op reads Q and K in bf16 like V (its scores stay f32).
// CHECK-LABEL: func @widened_query_key_narrow_value
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x8xbf16>, %[[K:.*]]: tensor<1x4x8x8xbf16>, %[[V:.*]]: tensor<1x4x8x8xbf16>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 2.500000e-01 : tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16> -> tensor<1x4x8x8xf32>
// CHECK-NEXT: return %[[O]]
func.func @widened_query_key_narrow_value(%q: tensor<1x4x8x8xbf16>, %k: tensor<1x4x8x8xbf16>, %v: tensor<1x4x8x8xbf16>) -> tensor<1x4x8x8xf32> {
  %qf = attn.cast %q : tensor<1x4x8x8xbf16> to tensor<1x4x8x8xf32>
  %kf = attn.cast %k : tensor<1x4x8x8xbf16> to tensor<1x4x8x8xf32>
  %s = attn.matmul %qf, %kf transpose_b : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
  %s1 = attn.scale %s by 0.25 : tensor<1x4x8x8xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x4x8x8xf32>
  %pb = attn.cast %p : tensor<1x4x8x8xf32> to tensor<1x4x8x8xbf16>
  %o = attn.matmul %pb, %v : tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16> -> tensor<1x4x8x8xf32>
  return %o : tensor<1x4x8x8xf32>
}
