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

// -----

#head = affine_map<(d0, d1, d2, d3) -> (d1)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// ALiBi as a relative bias `slopes[h] * (j - i)` built from loop indices,
// added after the scale: the fused op's `alibi`, whose `slopes[h] * (j - i
// - D)` differs from it by a constant per query row.
// CHECK-LABEL: func @alibi_relative
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x16xf32>, %[[K:.*]]: tensor<1x4x8x16xf32>, %[[V:.*]]: tensor<1x4x8x16xf32>, %[[SL:.*]]: tensor<4xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] alibi(%[[SL]] : tensor<4xf32>) scale 2.500000e-01 causal :
// CHECK-NEXT: return %[[O]]
func.func @alibi_relative(%q: tensor<1x4x8x16xf32>, %k: tensor<1x4x8x16xf32>, %v: tensor<1x4x8x16xf32>, %slopes: tensor<4xf32>) -> tensor<1x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x8xf32>
  %c = attn.scale %s by 2.500000e-01 : tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#head, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%slopes : tensor<4xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%m: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %d = arith.subi %j, %i : index
    %di = arith.index_cast %d : index to i64
    %df = arith.sitofp %di : i64 to f32
    %r = arith.mulf %m, %df : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %b = attn.add %c, %bias : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>
  %m = attn.causal_mask %b : tensor<1x4x8x8xf32>
  %p = attn.softmax %m dim 3 : tensor<1x4x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x4x8x8xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return %o : tensor<1x4x8x16xf32>
}

// -----

#iota = affine_map<(d0) -> (d0)>
#head = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#kj = affine_map<(d0, d1, d2, d3) -> (d3)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// BLOOM's absolute form `slopes[h] * arange[j]` on a [1, H, 1, Nkv] bias
// (slopes [H, 1]), added before a scale of 0.5: the slopes are halved.
// CHECK-LABEL: func @alibi_arange_scaled
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x16xf32>, %[[K:.*]]: tensor<1x4x8x16xf32>, %[[V:.*]]: tensor<1x4x8x16xf32>, %[[SL:.*]]: tensor<4x1xf32>)
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[SL]] {{\[}}[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
// CHECK: %[[H:.*]] = attn.scale %[[C]] by 5.000000e-01 : tensor<4xf32>
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] alibi(%[[H]] : tensor<4xf32>) scale 5.000000e-01 :
// CHECK-NEXT: return %[[O]]
func.func @alibi_arange_scaled(%q: tensor<1x4x8x16xf32>, %k: tensor<1x4x8x16xf32>, %v: tensor<1x4x8x16xf32>, %slopes: tensor<4x1xf32>) -> tensor<1x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x8xf32>
  %ea = tensor.empty() : tensor<8xi64>
  %arange = linalg.generic {indexing_maps = [#iota], iterator_types = ["parallel"]} outs(%ea : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ic = arith.index_cast %i : index to i64
    linalg.yield %ic : i64
  } -> tensor<8xi64>
  %e = tensor.empty() : tensor<1x4x1x8xf32>
  %bias = linalg.generic {indexing_maps = [#head, #kj, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%slopes, %arange : tensor<4x1xf32>, tensor<8xi64>) outs(%e : tensor<1x4x1x8xf32>) {
  ^bb0(%m: f32, %j: i64, %out: f32):
    %jf = arith.sitofp %j : i64 to f32
    %r = arith.mulf %m, %jf : f32
    linalg.yield %r : f32
  } -> tensor<1x4x1x8xf32>
  %b = attn.add %s, %bias : tensor<1x4x8x8xf32>, tensor<1x4x1x8xf32>
  %c = attn.scale %b by 5.000000e-01 : tensor<1x4x8x8xf32>
  %p = attn.softmax %c dim 3 : tensor<1x4x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x4x8x8xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return %o : tensor<1x4x8x16xf32>
}

// -----

#row = affine_map<(d0, d1, d2, d3) -> (d2)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The slope varies with the query row, not the head: no ALiBi, so
// attn-raise leaves the chain to attn-fuse, with the bias dense.
// CHECK-LABEL: func @negative_alibi_slope_per_row
// CHECK-NOT: attn.flash_attention
// CHECK: linalg.generic
// CHECK: attn.add
// CHECK: attn.softmax
func.func @negative_alibi_slope_per_row(%q: tensor<1x4x8x16xf32>, %k: tensor<1x4x8x16xf32>, %v: tensor<1x4x8x16xf32>, %slopes: tensor<8xf32>) -> tensor<1x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#row, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%slopes : tensor<8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%m: f32, %out: f32):
    %j = linalg.index 3 : index
    %ji = arith.index_cast %j : index to i64
    %jf = arith.sitofp %ji : i64 to f32
    %r = arith.mulf %m, %jf : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %b = attn.add %s, %bias : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>
  %p = attn.softmax %b dim 3 : tensor<1x4x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x4x8x8xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return %o : tensor<1x4x8x16xf32>
}

// -----

#head = affine_map<(d0, d1, d2, d3) -> (d1)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// The position is `j * j`, not linear in the key index: no ALiBi.
// CHECK-LABEL: func @negative_alibi_not_linear
// CHECK-NOT: attn.flash_attention
// CHECK: attn.add
func.func @negative_alibi_not_linear(%q: tensor<1x4x8x16xf32>, %k: tensor<1x4x8x16xf32>, %v: tensor<1x4x8x16xf32>, %slopes: tensor<4xf32>) -> tensor<1x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#head, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%slopes : tensor<4xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%m: f32, %out: f32):
    %j = linalg.index 3 : index
    %jj = arith.muli %j, %j : index
    %ji = arith.index_cast %jj : index to i64
    %jf = arith.sitofp %ji : i64 to f32
    %r = arith.mulf %m, %jf : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %b = attn.add %s, %bias : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>
  %p = attn.softmax %b dim 3 : tensor<1x4x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x4x8x8xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return %o : tensor<1x4x8x16xf32>
}

// -----

#head = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#r3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// GPT-OSS in bf16: the logits with the sink column have their row max
// subtracted in bf16 (with torch-mlir's unused argmax), are widened for an
// f32 softmax, and the probabilities are rounded back to bf16 before the
// slice. The fused op reads through the casts and the shift (it keeps
// logits and probabilities in f32).
// CHECK-LABEL: func @gpt_oss_sinks_bf16
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xbf16>, %[[K:.*]]: tensor<2x4x8x16xbf16>, %[[V:.*]]: tensor<2x4x8x16xbf16>, %[[SK:.*]]: tensor<4x1xbf16>)
// CHECK-NOT: tensor.concat
// CHECK-NOT: linalg.generic
// CHECK: %[[S:.*]] = tensor.collapse_shape %[[SK]] {{\[}}[0, 1]] : tensor<4x1xbf16> into tensor<4xbf16>
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] sinks(%[[S]] : tensor<4xbf16>) scale 2.500000e-01 causal diagonal 0 : tensor<2x4x8x16xbf16>, tensor<2x4x8x16xbf16>, tensor<2x4x8x16xbf16> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: return %[[O]]
func.func @gpt_oss_sinks_bf16(%q: tensor<2x4x8x16xbf16>, %k: tensor<2x4x8x16xbf16>, %v: tensor<2x4x8x16xbf16>, %sinks: tensor<4x1xbf16>) -> tensor<2x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x4x8x16xbf16>, tensor<2x4x8x16xbf16> -> tensor<2x4x8x8xf32>
  %sb = attn.cast %s : tensor<2x4x8x8xf32> to tensor<2x4x8x8xbf16>
  %c = attn.scale %sb by 2.500000e-01 : tensor<2x4x8x8xbf16>
  %m = attn.causal_mask %c diagonal 0 : tensor<2x4x8x8xbf16>
  %e = tensor.empty() : tensor<2x4x8x1xbf16>
  %col = linalg.generic {indexing_maps = [#head, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sinks : tensor<4x1xbf16>) outs(%e : tensor<2x4x8x1xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<2x4x8x1xbf16>
  %cat = tensor.concat dim(3) %m, %col : (tensor<2x4x8x8xbf16>, tensor<2x4x8x1xbf16>) -> tensor<2x4x8x9xbf16>
  %ninf = arith.constant 0xFF80 : bf16
  %zero = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x8xbf16>
  %fm = linalg.fill ins(%ninf : bf16) outs(%er : tensor<2x4x8xbf16>) -> tensor<2x4x8xbf16>
  %ei = tensor.empty() : tensor<2x4x8xi64>
  %fi = linalg.fill ins(%zero : i64) outs(%ei : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
  %mx:2 = linalg.generic {indexing_maps = [#b4, #r3, #r3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cat : tensor<2x4x8x9xbf16>) outs(%fm, %fi : tensor<2x4x8xbf16>, tensor<2x4x8xi64>) {
  ^bb0(%in: bf16, %acc: bf16, %idx: i64):
    %j = linalg.index 3 : index
    %ji = arith.index_cast %j : index to i64
    %mm = arith.maximumf %in, %acc : bf16
    %gt = arith.cmpf ogt, %in, %acc : bf16
    %ni = arith.select %gt, %ji, %idx : i64
    linalg.yield %mm, %ni : bf16, i64
  } -> (tensor<2x4x8xbf16>, tensor<2x4x8xi64>)
  %mx4 = tensor.expand_shape %mx#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xbf16> into tensor<2x4x8x1xbf16>
  %e9 = tensor.empty() : tensor<2x4x8x9xbf16>
  %sh = linalg.generic {indexing_maps = [#b4, #keep, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat, %mx4 : tensor<2x4x8x9xbf16>, tensor<2x4x8x1xbf16>) outs(%e9 : tensor<2x4x8x9xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %d = arith.subf %a, %b : bf16
    linalg.yield %d : bf16
  } -> tensor<2x4x8x9xbf16>
  %shf = attn.cast %sh : tensor<2x4x8x9xbf16> to tensor<2x4x8x9xf32>
  %p = attn.softmax %shf dim 3 : tensor<2x4x8x9xf32>
  %pb = attn.cast %p : tensor<2x4x8x9xf32> to tensor<2x4x8x9xbf16>
  %pk = tensor.extract_slice %pb[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xbf16> to tensor<2x4x8x8xbf16>
  %o = attn.matmul %pk, %v : tensor<2x4x8x8xbf16>, tensor<2x4x8x16xbf16> -> tensor<2x4x8x16xf32>
  return %o : tensor<2x4x8x16xf32>
}

// -----

#head = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// The logits are shifted by a row that is no max of theirs (an argument):
// softmax(y - r) is not softmax(y) for every r the fused op could take,
// so no sinks.
// CHECK-LABEL: func @negative_sink_shift_not_row_max
// CHECK-NOT: attn.flash_attention
// CHECK: tensor.concat
// CHECK: attn.softmax
func.func @negative_sink_shift_not_row_max(%q: tensor<2x4x8x16xbf16>, %k: tensor<2x4x8x16xbf16>, %v: tensor<2x4x8x16xbf16>, %sinks: tensor<4x1xbf16>, %r: tensor<2x4x8x1xbf16>) -> tensor<2x4x8x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x4x8x16xbf16>, tensor<2x4x8x16xbf16> -> tensor<2x4x8x8xf32>
  %sb = attn.cast %s : tensor<2x4x8x8xf32> to tensor<2x4x8x8xbf16>
  %e = tensor.empty() : tensor<2x4x8x1xbf16>
  %col = linalg.generic {indexing_maps = [#head, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sinks : tensor<4x1xbf16>) outs(%e : tensor<2x4x8x1xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    linalg.yield %in : bf16
  } -> tensor<2x4x8x1xbf16>
  %cat = tensor.concat dim(3) %sb, %col : (tensor<2x4x8x8xbf16>, tensor<2x4x8x1xbf16>) -> tensor<2x4x8x9xbf16>
  %e9 = tensor.empty() : tensor<2x4x8x9xbf16>
  %sh = linalg.generic {indexing_maps = [#b4, #keep, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat, %r : tensor<2x4x8x9xbf16>, tensor<2x4x8x1xbf16>) outs(%e9 : tensor<2x4x8x9xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %d = arith.subf %a, %b : bf16
    linalg.yield %d : bf16
  } -> tensor<2x4x8x9xbf16>
  %shf = attn.cast %sh : tensor<2x4x8x9xbf16> to tensor<2x4x8x9xf32>
  %p = attn.softmax %shf dim 3 : tensor<2x4x8x9xf32>
  %pb = attn.cast %p : tensor<2x4x8x9xf32> to tensor<2x4x8x9xbf16>
  %pk = tensor.extract_slice %pb[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xbf16> to tensor<2x4x8x8xbf16>
  %o = attn.matmul %pk, %v : tensor<2x4x8x8xbf16>, tensor<2x4x8x16xbf16> -> tensor<2x4x8x16xf32>
  return %o : tensor<2x4x8x16xf32>
}
