// RUN: attn-opt %s -split-input-file --attn-fuse=remarks=true -verify-diagnostics | FileCheck %s

// attn-fuse takes the structured mask and score terms into the fused op:
// key padding, biases beside a boolean mask, softcapping, causal masks
// with a diagonal and a window. remarks=true names the N x N terms that
// stay dense and why, and the chains it cannot fuse.

// Gemma 2: scale, softcap (scale 1/c, tanh, scale c), then a causal sliding
// window. The fused scale is the pre-tanh scale times c.
// CHECK-LABEL: func @softcap_window
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x16x8xf32>, %[[K:.*]]: tensor<1x2x16x8xf32>, %[[V:.*]]: tensor<1x2x16x8xf32>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 2.500000e-01 softcap 5.000000e+01 causal window 3 :
// CHECK-NEXT: return %[[O]]
func.func @softcap_window(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>) -> tensor<1x2x16x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %s1 = attn.scale %s by 0.25 : tensor<1x2x16x16xf32>
  %s2 = attn.scale %s1 by 0.02 : tensor<1x2x16x16xf32>
  %s3 = attn.tanh %s2 : tensor<1x2x16x16xf32>
  %s4 = attn.scale %s3 by 50.0 : tensor<1x2x16x16xf32>
  %s5 = attn.causal_mask %s4 window 3 : tensor<1x2x16x16xf32>
  %p = attn.softmax %s5 dim 3 : tensor<1x2x16x16xf32>
  %o = attn.matmul %p, %v : tensor<1x2x16x16xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x8xf32>
  return %o : tensor<1x2x16x8xf32>
}

// -----

// T5: a dense relative bias and a float padding bias (two float masks:
// the first is the mask, the second a bias), then a boolean key padding;
// the first bias was added before a scale of 0.5, so it is scaled too.
// CHECK-LABEL: func @t5_biases_padding
// CHECK-SAME: (%[[Q:.*]]: tensor<2x2x8x8xf32>, %[[K:.*]]: tensor<2x2x8x8xf32>, %[[V:.*]]: tensor<2x2x8x8xf32>, %[[R:.*]]: tensor<1x2x8x8xf32>, %[[PB:.*]]: tensor<2x1x1x8xf32>, %[[P:.*]]: tensor<2x1x1x8xi1>)
// CHECK: %[[RS:.*]] = attn.scale %[[R]] by 5.000000e-01
// CHECK: %[[PAD:.*]] = tensor.collapse_shape %[[P]]
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[RS]] : tensor<1x2x8x8xf32>) bias(%[[PB]] : tensor<2x1x1x8xf32>) key_padding(%[[PAD]] : tensor<2x8xi1>) scale 5.000000e-01 :
func.func @t5_biases_padding(%q: tensor<2x2x8x8xf32>, %k: tensor<2x2x8x8xf32>, %v: tensor<2x2x8x8xf32>, %rel: tensor<1x2x8x8xf32>, %pb: tensor<2x1x1x8xf32>, %p: tensor<2x1x1x8xi1>) -> tensor<2x2x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32> -> tensor<2x2x8x8xf32>
  %s1 = attn.add %s, %rel : tensor<2x2x8x8xf32>, tensor<1x2x8x8xf32>
  %s2 = attn.scale %s1 by 0.5 : tensor<2x2x8x8xf32>
  %s3 = attn.add %s2, %pb : tensor<2x2x8x8xf32>, tensor<2x1x1x8xf32>
  %s4 = attn.mask %s3, %p : tensor<2x2x8x8xf32>, tensor<2x1x1x8xi1>
  %pr = attn.softmax %s4 dim 3 : tensor<2x2x8x8xf32>
  // expected-remark @below {{mask term argument #3 of @t5_biases_padding ('tensor<1x2x8x8xf32>') stays dense: it is a function argument (the caller computes it)}}
  %o = attn.matmul %pr, %v : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32> -> tensor<2x2x8x8xf32>
  return %o : tensor<2x2x8x8xf32>
}

// -----

// A boolean N x N mask after a float one: the boolean is the mask, the
// float one a bias. Both stay dense and each gets a remark.
// CHECK-LABEL: func @bias_then_bool_mask
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<8x8xi1>) bias(%{{.*}} : tensor<8x8xf32>) scale 1.000000e+00 :
func.func @bias_then_bool_mask(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>, %b: tensor<8x8xf32>, %m: tensor<8x8xi1>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s1 = attn.add %s, %b : tensor<1x1x8x8xf32>, tensor<8x8xf32>
  %s2 = attn.mask %s1, %m : tensor<1x1x8x8xf32>, tensor<8x8xi1>
  %p = attn.softmax %s2 dim 3 : tensor<1x1x8x8xf32>
  // expected-remark @below {{mask term argument #4 of @bias_then_bool_mask ('tensor<8x8xi1>') stays dense: it is a function argument (the caller computes it)}}
  // expected-remark @below {{mask term argument #3 of @bias_then_bool_mask ('tensor<8x8xf32>') stays dense: it is a function argument (the caller computes it)}}
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// Two causal masks on one diagonal: the narrower window wins.
// CHECK-LABEL: func @two_windows
// CHECK: attn.flash_attention {{.*}} scale 1.000000e+00 causal diagonal 0 window 2 :
func.func @two_windows(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x16x8xf32>, %v: tensor<1x1x16x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x16x8xf32> -> tensor<1x1x8x16xf32>
  %s1 = attn.causal_mask %s diagonal 0 window 5 : tensor<1x1x8x16xf32>
  %s2 = attn.causal_mask %s1 diagonal 0 window 2 : tensor<1x1x8x16xf32>
  %p = attn.softmax %s2 dim 3 : tensor<1x1x8x16xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x16xf32>, tensor<1x1x16x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// A tanh of masked scores is no softcap: -inf would become -1.
// CHECK-LABEL: func @negative_tanh_after_mask
// CHECK: attn.softmax
func.func @negative_tanh_after_mask(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s1 = attn.causal_mask %s : tensor<1x1x8x8xf32>
  %s2 = attn.tanh %s1 : tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: scores at {{.*}}fuse-masks.mlir:86:9 go through attn.tanh at {{.*}}fuse-masks.mlir:87:9 after a mask or another tanh, not as a softcap of the scaled scores}}
  %p = attn.softmax %s2 dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// Causal masks on different diagonals are not fused into one.
// CHECK-LABEL: func @negative_two_diagonals
// CHECK: attn.softmax
func.func @negative_two_diagonals(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s1 = attn.causal_mask %s : tensor<1x1x8x8xf32>
  %s2 = attn.causal_mask %s1 diagonal -1 : tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: causal masks with different diagonals (attn.causal_mask at {{.*}}fuse-masks.mlir:102:9)}}
  %p = attn.softmax %s2 dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// WavLM adds its gated position bias before the scores, `bias + Q·Kᵀ`:
// only the add's second operand leads up to the matmul, so that side is
// the scores and the first is the dense term.
// CHECK-LABEL: func @bias_before_scores
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x8x8xf32>, %[[K:.*]]: tensor<1x2x8x8xf32>, %[[V:.*]]: tensor<1x2x8x8xf32>, %[[B:.*]]: tensor<1x2x8x8xf32>)
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[B]] : tensor<1x2x8x8xf32>) scale 5.000000e-01 :
// CHECK-NOT: attn.softmax
func.func @bias_before_scores(%q: tensor<1x2x8x8xf32>, %k: tensor<1x2x8x8xf32>, %v: tensor<1x2x8x8xf32>, %b: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32> -> tensor<1x2x8x8xf32>
  %s1 = attn.scale %s by 0.5 : tensor<1x2x8x8xf32>
  %s2 = attn.add %b, %s1 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>
  %p = attn.softmax %s2 dim 3 : tensor<1x2x8x8xf32>
  // expected-remark @below {{mask term argument #3 of @bias_before_scores ('tensor<1x2x8x8xf32>') stays dense: it is a function argument (the caller computes it)}}
  %o = attn.matmul %p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32> -> tensor<1x2x8x8xf32>
  return %o : tensor<1x2x8x8xf32>
}

// -----

// Scores added to themselves: both sides lead to a matmul, so the first is
// the scores, as written, and the second is a term computed from them: not
// fused.
// CHECK-LABEL: func @negative_scores_plus_scores
// CHECK: attn.softmax
func.func @negative_scores_plus_scores(%q: tensor<1x2x8x8xf32>, %k: tensor<1x2x8x8xf32>, %v: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32> -> tensor<1x2x8x8xf32>
  %s1 = attn.add %s, %s : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>
  // expected-remark-re @below {{attention not fused: mask at {{.*}}fuse-masks.mlir:136:8 depends on the scores (attn.add at {{.*}}fuse-masks.mlir:137:9)}}
  %p = attn.softmax %s1 dim 3 : tensor<1x2x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32> -> tensor<1x2x8x8xf32>
  return %o : tensor<1x2x8x8xf32>
}

// -----

// Llama 4's chunked attention with its padding: a segment mask, key padding
// and causal, GQA through expand_heads. The ids go to `segments` as they
// are; the segment mask may come before or after the others.
// CHECK-LABEL: func @segments_padding_causal
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x8xf32>, %[[K:.*]]: tensor<2x2x8x8xf32>, %[[V:.*]]: tensor<2x2x8x8xf32>, %[[QS:.*]]: tensor<2x8xi64>, %[[KS:.*]]: tensor<1x8xi64>, %[[P:.*]]: tensor<2x1x1x8xi1>)
// CHECK: %[[PAD:.*]] = tensor.collapse_shape %[[P]]
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] key_padding(%[[PAD]] : tensor<2x8xi1>) segments(%[[QS]], %[[KS]] : tensor<2x8xi64>, tensor<1x8xi64>) scale 2.500000e-01 causal :
// CHECK-NEXT: return %[[O]]
func.func @segments_padding_causal(%q: tensor<2x4x8x8xf32>, %k: tensor<2x2x8x8xf32>, %v: tensor<2x2x8x8xf32>, %qs: tensor<2x8xi64>, %ks: tensor<1x8xi64>, %p: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xf32> {
  %k4 = attn.expand_heads %k by 2 : tensor<2x2x8x8xf32> -> tensor<2x4x8x8xf32>
  %v4 = attn.expand_heads %v by 2 : tensor<2x2x8x8xf32> -> tensor<2x4x8x8xf32>
  %s = attn.matmul %q, %k4 transpose_b : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32> -> tensor<2x4x8x8xf32>
  %s1 = attn.scale %s by 0.25 : tensor<2x4x8x8xf32>
  %s2 = attn.mask %s1, %p : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
  %s3 = attn.segment_mask %s2, %qs, %ks : tensor<2x4x8x8xf32>, tensor<2x8xi64>, tensor<1x8xi64>
  %s4 = attn.causal_mask %s3 : tensor<2x4x8x8xf32>
  %p0 = attn.softmax %s4 dim 3 : tensor<2x4x8x8xf32>
  %o = attn.matmul %p0, %v4 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32> -> tensor<2x4x8x8xf32>
  return %o : tensor<2x4x8x8xf32>
}
