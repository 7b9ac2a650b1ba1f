// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// attn-raise on the score terms only the fused op expresses: BLOOM's
// [B*H] scores, biased before they are viewed as [B, H], and GPT-OSS's
// per-head sink column, which takes part in the softmax and is dropped
// after it (the fused op's `sinks`).

// BLOOM: baddbmm on [B*H, N, d] gives scale * Q·Kᵀ + ALiBi ([B*H, 1, Nkv]),
// then the view to [B, H, N, N] and the softmax. The view moves above the
// bias and the scale (the bias expanded alike), and the batch matmul on
// collapses expanded back is the 4-d matmul.
// CHECK-LABEL: func @bloom_bias_before_expand
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x8x16xf32>, %[[V:.*]]: tensor<2x4x8x16xf32>, %[[A:.*]]: tensor<8x1x8xf32>)
// CHECK: %[[A4:.*]] = tensor.expand_shape %[[A]] {{\[}}[0, 1], [2], [3]] output_shape [2, 4, 1, 8] : tensor<8x1x8xf32> into tensor<2x4x1x8xf32>
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
// CHECK: %[[C:.*]] = attn.scale %[[S]] by 2.500000e-01 : tensor<2x4x8x8xf32>
// CHECK: %[[B:.*]] = attn.add %[[C]], %[[A4]] : tensor<2x4x8x8xf32>, tensor<2x4x1x8xf32>
// CHECK: %[[P:.*]] = attn.softmax %[[B]] dim 3
// CHECK: attn.matmul %[[P]], %[[V]]
func.func @bloom_bias_before_expand(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>, %v: tensor<2x4x8x16xf32>, %alibi: tensor<8x1x8xf32>) -> tensor<2x4x8x16xf32> {
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %s = attn.matmul %q3, %k3 transpose_b : tensor<8x8x16xf32>, tensor<8x8x16xf32> -> tensor<8x8x8xf32>
  %c = attn.scale %s by 2.500000e-01 : tensor<8x8x8xf32>
  %b = attn.add %c, %alibi : tensor<8x8x8xf32>, tensor<8x1x8xf32>
  %b4 = tensor.expand_shape %b [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  %p = attn.softmax %b4 dim 3 : tensor<2x4x8x8xf32>
  %o = attn.matmul %p, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x16xf32>
  return %o : tensor<2x4x8x16xf32>
}

// -----

// A bias broadcast over [B*H] (leading unit dim) broadcasts over [B, H] as
// it is: only the scores are expanded.
// CHECK-LABEL: func @bias_shared_by_heads
// CHECK-SAME: (%[[S:.*]]: tensor<8x8x8xf32>, %[[A:.*]]: tensor<1x8x8xf32>)
// CHECK: %[[S4:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1], [2], [3]] output_shape [2, 4, 8, 8]
// CHECK: %[[B:.*]] = attn.add %[[S4]], %[[A]] : tensor<2x4x8x8xf32>, tensor<1x8x8xf32>
// CHECK-NEXT: return %[[B]]
func.func @bias_shared_by_heads(%s: tensor<8x8x8xf32>, %a: tensor<1x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %b = attn.add %s, %a : tensor<8x8x8xf32>, tensor<1x8x8xf32>
  %b4 = tensor.expand_shape %b [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  return %b4 : tensor<2x4x8x8xf32>
}

// -----

// An expand that splits the key dim, not [B*H], is no [B, H] view of the
// scores: the add stays 3-d.
// CHECK-LABEL: func @negative_expand_splits_keys
// CHECK: %[[B:.*]] = attn.add %{{.*}}, %{{.*}} : tensor<8x8x8xf32>, tensor<8x1x8xf32>
// CHECK-NEXT: tensor.expand_shape %[[B]] {{\[}}[0], [1], [2, 3]]
func.func @negative_expand_splits_keys(%s: tensor<8x8x8xf32>, %a: tensor<8x1x8xf32>) -> tensor<8x8x2x4xf32> {
  %b = attn.add %s, %a : tensor<8x8x8xf32>, tensor<8x1x8xf32>
  %b4 = tensor.expand_shape %b [[0], [1], [2, 3]] output_shape [8, 8, 2, 4] : tensor<8x8x8xf32> into tensor<8x8x2x4xf32>
  return %b4 : tensor<8x8x2x4xf32>
}

// -----

// A biased result that has another user must exist 3-d anyway: the
// expand stays below it.
// CHECK-LABEL: func @negative_bias_has_other_user
// CHECK: %[[B:.*]] = attn.add %{{.*}}, %{{.*}} : tensor<8x8x8xf32>, tensor<8x1x8xf32>
// CHECK-NEXT: tensor.expand_shape %[[B]] {{\[}}[0, 1], [2], [3]]
func.func @negative_bias_has_other_user(%s: tensor<8x8x8xf32>, %a: tensor<8x1x8xf32>) -> (tensor<2x4x8x8xf32>, tensor<8x8x8xf32>) {
  %b = attn.add %s, %a : tensor<8x8x8xf32>, tensor<8x1x8xf32>
  %b4 = tensor.expand_shape %b [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  return %b4, %b : tensor<2x4x8x8xf32>, tensor<8x8x8xf32>
}

// -----

#head = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// GPT-OSS: the masked scores get a column of per-head sink logits
// (sinks.reshape(1, H, 1, 1).expand(B, H, N, 1)), the softmax runs over
// Nkv + 1 and the slice drops the column: the fused op with `sinks`, the
// [H, 1] logits read as [H].
// CHECK-LABEL: func @gpt_oss_sinks
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x8x16xf32>, %[[V:.*]]: tensor<2x4x8x16xf32>, %[[SK:.*]]: tensor<4x1xf32>)
// CHECK-NOT: tensor.concat
// CHECK: %[[S:.*]] = tensor.collapse_shape %[[SK]] {{\[}}[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] sinks(%[[S]] : tensor<4xf32>) scale 2.500000e-01 causal diagonal 0 :
// CHECK-NEXT: return %[[O]]
func.func @gpt_oss_sinks(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>, %v: tensor<2x4x8x16xf32>, %sinks: tensor<4x1xf32>) -> tensor<2x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
  %c = attn.scale %s by 2.500000e-01 : tensor<2x4x8x8xf32>
  %m = attn.causal_mask %c diagonal 0 : tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x1xf32>
  %col = linalg.generic {indexing_maps = [#head, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sinks : tensor<4x1xf32>) outs(%e : tensor<2x4x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x8x1xf32>
  %cat = tensor.concat dim(3) %m, %col : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
  %p = attn.softmax %cat dim 3 : tensor<2x4x8x9xf32>
  %pk = tensor.extract_slice %p[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xf32> to tensor<2x4x8x8xf32>
  %o = attn.matmul %pk, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x16xf32>
  return %o : tensor<2x4x8x16xf32>
}

// -----

#head = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The slice keeps the sink column and drops the last key instead
// ([..., 1:]): the column has a value, so no sinks.
// CHECK-LABEL: func @negative_sink_column_kept
// CHECK-NOT: attn.flash_attention
// CHECK: tensor.concat
// CHECK: attn.softmax
func.func @negative_sink_column_kept(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>, %v: tensor<2x4x8x16xf32>, %sinks: tensor<4x1xf32>) -> tensor<2x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x1xf32>
  %col = linalg.generic {indexing_maps = [#head, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sinks : tensor<4x1xf32>) outs(%e : tensor<2x4x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x8x1xf32>
  %cat = tensor.concat dim(3) %s, %col : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
  %p = attn.softmax %cat dim 3 : tensor<2x4x8x9xf32>
  %pk = tensor.extract_slice %p[0, 0, 0, 1] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xf32> to tensor<2x4x8x8xf32>
  %o = attn.matmul %pk, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x16xf32>
  return %o : tensor<2x4x8x16xf32>
}

// -----

#row = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The extra logit differs per query row, not per head: no sinks term.
// CHECK-LABEL: func @negative_sink_per_row
// CHECK-NOT: attn.flash_attention
// CHECK: tensor.concat
func.func @negative_sink_per_row(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>, %v: tensor<2x4x8x16xf32>, %sinks: tensor<8x1xf32>) -> tensor<2x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x1xf32>
  %col = linalg.generic {indexing_maps = [#row, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sinks : tensor<8x1xf32>) outs(%e : tensor<2x4x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x8x1xf32>
  %cat = tensor.concat dim(3) %s, %col : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
  %p = attn.softmax %cat dim 3 : tensor<2x4x8x9xf32>
  %pk = tensor.extract_slice %p[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xf32> to tensor<2x4x8x8xf32>
  %o = attn.matmul %pk, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x16xf32>
  return %o : tensor<2x4x8x16xf32>
}

// -----

#head = affine_map<(d0, d1, d2, d3) -> (d1)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The scores are also returned, so no attention chain can take them: the
// sinks rewrite tries the chain matcher, which fails, and leaves the
// program exactly as it was (the concat reads the scores again).
// CHECK-LABEL: func @negative_scores_escape
// CHECK-SAME: (%{{.*}}: tensor<2x4x8x16xf32>, %{{.*}}: tensor<2x4x8x16xf32>, %{{.*}}: tensor<2x4x8x16xf32>, %[[SK:.*]]: tensor<4xf32>)
// CHECK-NOT: attn.flash_attention
// CHECK: %[[S:.*]] = attn.matmul
// CHECK: %[[COL:.*]] = linalg.generic {{.*}} ins(%[[SK]] : tensor<4xf32>)
// CHECK: %[[CAT:.*]] = tensor.concat dim(3) %[[S]], %[[COL]]
// CHECK: %[[P:.*]] = attn.softmax %[[CAT]] dim 3
// CHECK: %[[PK:.*]] = tensor.extract_slice %[[P]]
// CHECK: attn.matmul %[[PK]], %{{.*}} :
// CHECK-NOT: tensor.empty() : tensor<2x4x8x8xf32>
func.func @negative_scores_escape(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>, %v: tensor<2x4x8x16xf32>, %sinks: tensor<4xf32>) -> (tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x1xf32>
  %col = linalg.generic {indexing_maps = [#head, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sinks : tensor<4xf32>) outs(%e : tensor<2x4x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x8x1xf32>
  %cat = tensor.concat dim(3) %s, %col : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
  %p = attn.softmax %cat dim 3 : tensor<2x4x8x9xf32>
  %pk = tensor.extract_slice %p[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xf32> to tensor<2x4x8x8xf32>
  %o = attn.matmul %pk, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x16xf32>
  return %o, %s : tensor<2x4x8x16xf32>, tensor<2x4x8x8xf32>
}
