// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// Masks as frameworks build them (Hugging Face's causal, sliding-window and
// padding masks from torch.arange compares, SDPA's is_causal, Gemma 2's
// softcap), raised to attn.causal_mask (with its diagonal and window) and
// key-padding attn.mask ops instead of N x N tensors. Whatever cannot be
// proven structured stays a dense mask (the negative_ cases).

#iota = affine_map<(d0) -> (d0)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#qi = affine_map<(d0, d1, d2, d3) -> (d2)>
#kj = affine_map<(d0, d1, d2, d3) -> (d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>

// Hugging Face's eager LLaMA mask: arange(Nq) (the cache positions) and
// arange(Nkv) compared as kv_idx <= q_idx, AND a [B, Nkv] padding mask read
// at [b, kv_idx], into a [B, 1, Nq, Nkv] boolean; torch.where(mask, 0, min)
// makes it a bias, added to the [B, H, Nq, Nkv] scores.
// CHECK-LABEL: func @hf_causal_padding_bias
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[P:.*]]: tensor<2x8xi1>)
// CHECK: %[[P4:.*]] = tensor.expand_shape %[[P]] {{\[}}[0, 1, 2], [3]] output_shape [2, 1, 1, 8] : tensor<2x8xi1> into tensor<2x1x1x8xi1>
// CHECK: %[[M:.*]] = attn.mask %[[S]], %[[P4]] : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
// CHECK: %[[C:.*]] = attn.causal_mask %[[M]] : tensor<2x4x8x8xf32>
// CHECK: return %[[C]]
func.func @hf_causal_padding_bias(%s: tensor<2x4x8x8xf32>, %p: tensor<2x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %min = arith.constant -3.40282347E+38 : f32
  %ei = tensor.empty() : tensor<8xi64>
  %arange = linalg.generic {indexing_maps = [#iota], iterator_types = ["parallel"]} outs(%ei : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %eb = tensor.empty() : tensor<2x1x8x8xi1>
  %mask = linalg.generic {indexing_maps = [#qi, #kj, #pad, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%arange, %arange, %p : tensor<8xi64>, tensor<8xi64>, tensor<2x8xi1>) outs(%eb : tensor<2x1x8x8xi1>) {
  ^bb0(%q_idx: i64, %kv_idx: i64, %pad_b: i1, %out: i1):
    %causal = arith.cmpi sle, %kv_idx, %q_idx : i64
    %both = arith.andi %causal, %pad_b : i1
    linalg.yield %both : i1
  } -> tensor<2x1x8x8xi1>
  %ef = tensor.empty() : tensor<2x1x8x8xf32>
  %biasv = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%mask : tensor<2x1x8x8xi1>) outs(%ef : tensor<2x1x8x8xf32>) {
  ^bb0(%m: i1, %out: f32):
    %r = arith.select %m, %zero, %min : f32
    linalg.yield %r : f32
  } -> tensor<2x1x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#b4, #bias, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %biasv : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>

// Mistral's sliding window: kv_idx <= q_idx and kv_idx > q_idx - 4 (a
// window of 4 keys: the diagonal and the 3 before it), from linalg.index in
// a boolean generic used by a select.
// CHECK-LABEL: func @sliding_window
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x16x16xf32>)
// CHECK: %[[C:.*]] = attn.causal_mask %[[S]] window 3 : tensor<1x2x16x16xf32>
// CHECK: return %[[C]]
func.func @sliding_window(%s: tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 4 : index
  %eb = tensor.empty() : tensor<16x16xi1>
  %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %causal = arith.cmpi ule, %j, %i : index
    %lo = arith.subi %i, %c4 : index
    %inwin = arith.cmpi sgt, %j, %lo : index
    %both = arith.andi %causal, %inwin : i1
    linalg.yield %both : i1
  } -> tensor<16x16xi1>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %r = linalg.generic {indexing_maps = [#b4, #m2, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %mask : tensor<1x2x16x16xf32>, tensor<16x16xi1>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %v = arith.select %m, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<1x2x16x16xf32>
  return %r : tensor<1x2x16x16xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>

// ModernBERT's local attention: |q_idx - kv_idx| <= 2, the distance, its
// absolute value and the compare each in a generic of its own. Both sides
// are bounded: the band j - i in [-2, 2] is diagonal 2, window 4.
// CHECK-LABEL: func @local_window_abs
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x16x16xf32>)
// CHECK: %[[C:.*]] = attn.causal_mask %[[S]] diagonal 2 window 4 : tensor<1x2x16x16xf32>
// CHECK: return %[[C]]
func.func @local_window_abs(%s: tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 2 : i64
  %ei = tensor.empty() : tensor<16x16xi64>
  %dist = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%ei : tensor<16x16xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %d = arith.subi %ii, %jj : i64
    linalg.yield %d : i64
  } -> tensor<16x16xi64>
  %abs = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%dist : tensor<16x16xi64>) outs(%ei : tensor<16x16xi64>) {
  ^bb0(%d: i64, %out: i64):
    %a = math.absi %d : i64
    linalg.yield %a : i64
  } -> tensor<16x16xi64>
  %eb = tensor.empty() : tensor<16x16xi1>
  %keep = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%abs : tensor<16x16xi64>) outs(%eb : tensor<16x16xi1>) {
  ^bb0(%a: i64, %out: i1):
    %k = arith.cmpi sle, %a, %c2 : i64
    linalg.yield %k : i1
  } -> tensor<16x16xi1>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %r = linalg.generic {indexing_maps = [#b4, #m2, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %keep : tensor<1x2x16x16xf32>, tensor<16x16xi1>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %v = arith.select %m, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<1x2x16x16xf32>
  return %r : tensor<1x2x16x16xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>

// The same band from the other side: masked_fill(3 < |kv_idx - q_idx|,
// -inf) hides what lies outside it, so the visible keys are j - i in
// [-3, 3].
// CHECK-LABEL: func @local_window_abs_hidden
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x16x16xf32>)
// CHECK: %[[C:.*]] = attn.causal_mask %[[S]] diagonal 3 window 6 : tensor<1x2x16x16xf32>
// CHECK: return %[[C]]
func.func @local_window_abs_hidden(%s: tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c3 = arith.constant 3 : index
  %eb = tensor.empty() : tensor<16x16xi1>
  %hidden = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %j, %i : index
    %a = math.absi %d : index
    %h = arith.cmpi slt, %c3, %a : index
    linalg.yield %h : i1
  } -> tensor<16x16xi1>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %r = linalg.generic {indexing_maps = [#b4, #m2, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %hidden : tensor<1x2x16x16xf32>, tensor<16x16xi1>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %v = arith.select %m, %ninf, %x : f32
    linalg.yield %v : f32
  } -> tensor<1x2x16x16xf32>
  return %r : tensor<1x2x16x16xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>

// |q_idx - kv_idx| == 1 is two diagonals, no band: the mask stays dense.
// CHECK-LABEL: func @negative_abs_equality
// CHECK: linalg.generic
// CHECK: attn.mask
// CHECK-NOT: attn.causal_mask
func.func @negative_abs_equality(%s: tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1 : index
  %eb = tensor.empty() : tensor<16x16xi1>
  %keep = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %i, %j : index
    %a = math.absi %d : index
    %k = arith.cmpi eq, %a, %c1 : index
    linalg.yield %k : i1
  } -> tensor<16x16xi1>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %r = linalg.generic {indexing_maps = [#b4, #m2, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %keep : tensor<1x2x16x16xf32>, tensor<16x16xi1>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %v = arith.select %m, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<1x2x16x16xf32>
  return %r : tensor<1x2x16x16xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>

// MPT: the causal keep mask becomes a 0 / lowest bias, which is compared
// with 0 again (`bias != 0`, the hidden keys) and negated before the
// select. The compare of the select's two constants gives the condition
// back.
// CHECK-LABEL: func @bias_compared_back
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x16x16xf32>)
// CHECK: %[[C:.*]] = attn.causal_mask %[[S]] : tensor<1x2x16x16xf32>
// CHECK: return %[[C]]
func.func @bias_compared_back(%s: tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %lowest = arith.constant dense<-3.40282347E+38> : tensor<f32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %cst0 = arith.constant 0.0 : f32
  %true = arith.constant true
  %eb = tensor.empty() : tensor<16x16xi1>
  %keep = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<16x16xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.cmpi sle, %j, %i : index
    linalg.yield %k : i1
  } -> tensor<16x16xi1>
  %ef = tensor.empty() : tensor<16x16xf32>
  %bias = linalg.generic {indexing_maps = [#id2, #scalar, #scalar, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%keep, %zero, %lowest : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%ef : tensor<16x16xf32>) {
  ^bb0(%k: i1, %z: f32, %l: f32, %out: f32):
    %b = arith.select %k, %z, %l : f32
    linalg.yield %b : f32
  } -> tensor<16x16xf32>
  %hidden = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<16x16xf32>) outs(%eb : tensor<16x16xi1>) {
  ^bb0(%b: f32, %out: i1):
    %h = arith.cmpf une, %b, %cst0 : f32
    linalg.yield %h : i1
  } -> tensor<16x16xi1>
  %visible = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%hidden : tensor<16x16xi1>) outs(%eb : tensor<16x16xi1>) {
  ^bb0(%h: i1, %out: i1):
    %v = arith.xori %h, %true : i1
    linalg.yield %v : i1
  } -> tensor<16x16xi1>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %r = linalg.generic {indexing_maps = [#b4, #m2, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %visible : tensor<1x2x16x16xf32>, tensor<16x16xi1>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %v = arith.select %m, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<1x2x16x16xf32>
  return %r : tensor<1x2x16x16xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>

// A select between a constant and a runtime value is no bias of two
// constants: comparing it with 0 says nothing of the condition, so the
// mask stays dense.
// CHECK-LABEL: func @negative_bias_compared_not_constant
// CHECK: arith.cmpf oeq
// CHECK: attn.mask
// CHECK-NOT: attn.causal_mask
func.func @negative_bias_compared_not_constant(%s: tensor<1x2x16x16xf32>, %w: tensor<16x16xf32>) -> tensor<1x2x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %cst0 = arith.constant 0.0 : f32
  %eb = tensor.empty() : tensor<16x16xi1>
  %visible = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<16x16xf32>) outs(%eb : tensor<16x16xi1>) {
  ^bb0(%x: f32, %out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.cmpi sle, %j, %i : index
    %b = arith.select %k, %cst0, %x : f32
    %v = arith.cmpf oeq, %b, %cst0 : f32
    linalg.yield %v : i1
  } -> tensor<16x16xi1>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %r = linalg.generic {indexing_maps = [#b4, #m2, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %visible : tensor<1x2x16x16xf32>, tensor<16x16xi1>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %v = arith.select %m, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<1x2x16x16xf32>
  return %r : tensor<1x2x16x16xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// masked_fill(hidden, -inf) with hidden = (kv_idx > q_idx) | (pad == 0) on
// an integer padding mask, in the scores' own body: an OR of hidden terms
// is an AND of visible ones.
// CHECK-LABEL: func @masked_fill_or_int_padding
// CHECK-SAME: (%[[S:.*]]: tensor<2x2x4x8xf32>, %[[P:.*]]: tensor<2x8xi64>)
// CHECK: %[[KEEP:.*]] = linalg.generic {{.*}} ins(%[[P]] : tensor<2x8xi64>)
// CHECK: arith.cmpi eq
// CHECK: arith.xori
// CHECK: %[[P4:.*]] = tensor.expand_shape %[[KEEP]]
// CHECK: %[[M:.*]] = attn.mask %[[S]], %[[P4]] : tensor<2x2x4x8xf32>, tensor<2x1x1x8xi1>
// CHECK: %[[C:.*]] = attn.causal_mask %[[M]] diagonal 0 : tensor<2x2x4x8xf32>
// CHECK: return %[[C]]
func.func @masked_fill_or_int_padding(%s: tensor<2x2x4x8xf32>, %p: tensor<2x8xi64>) -> tensor<2x2x4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#b4, #pad, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %p : tensor<2x2x4x8xf32>, tensor<2x8xi64>) outs(%e : tensor<2x2x4x8xf32>) {
  ^bb0(%x: f32, %pv: i64, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %future = arith.cmpi sgt, %j, %i : index
    %padded = arith.cmpi eq, %pv, %c0 : i64
    %hidden = arith.ori %future, %padded : i1
    %v = arith.select %hidden, %ninf, %x : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>

// Masks that hide nothing: a select on an all-true boolean tensor, and
// ViT's [B, 1, N, N] all-zero bias. Both are the scores themselves.
// CHECK-LABEL: func @all_true_and_zero_bias
// CHECK-SAME: (%[[S:.*]]: tensor<2x2x4x4xf32>)
// CHECK-NOT: linalg.generic
// CHECK-NOT: attn.
// CHECK: return %[[S]], %[[S]]
func.func @all_true_and_zero_bias(%s: tensor<2x2x4x4xf32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant dense<true> : tensor<2x1x4x4xi1>
  %zeros = arith.constant dense<0.0> : tensor<2x1x4x4xf32>
  %e = tensor.empty() : tensor<2x2x4x4xf32>
  %a = linalg.generic {indexing_maps = [#b4, #bias, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %true : tensor<2x2x4x4xf32>, tensor<2x1x4x4xi1>) outs(%e : tensor<2x2x4x4xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %v = arith.select %m, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %b = linalg.generic {indexing_maps = [#b4, #bias, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %zeros : tensor<2x2x4x4xf32>, tensor<2x1x4x4xf32>) outs(%e : tensor<2x2x4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %v = arith.addf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  return %a, %b : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// SDPA's is_causal is top-left aligned: with Nq = 4 < Nkv = 8 and on
// dynamic lengths, j <= i is diagonal 0, not the default Nkv - Nq.
// CHECK-LABEL: func @sdpa_top_left
// CHECK: attn.causal_mask %{{.*}} diagonal 0 : tensor<1x2x4x8xf32>
// CHECK: attn.causal_mask %{{.*}} diagonal 0 : tensor<1x2x?x?xf32>
func.func @sdpa_top_left(%s: tensor<1x2x4x8xf32>, %u: tensor<1x2x?x?xf32>) -> (tensor<1x2x4x8xf32>, tensor<1x2x?x?xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %a = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %keep = arith.cmpi sle, %j, %i : index
    %v = arith.select %keep, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %u, %c2 : tensor<1x2x?x?xf32>
  %m = tensor.dim %u, %c3 : tensor<1x2x?x?xf32>
  %eu = tensor.empty(%n, %m) : tensor<1x2x?x?xf32>
  %b = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%u : tensor<1x2x?x?xf32>) outs(%eu : tensor<1x2x?x?xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %keep = arith.cmpi sle, %j, %i : index
    %v = arith.select %keep, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<1x2x?x?xf32>
  return %a, %b : tensor<1x2x4x8xf32>, tensor<1x2x?x?xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Gemma 2's softcap between the scale and the mask, as three generics:
// divide by 50, tanh, multiply by 50.
// CHECK-LABEL: func @gemma2_softcap
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x4x4xf32>)
// CHECK: %[[A:.*]] = attn.scale %[[S]] by 2.000000e-02
// CHECK: %[[T:.*]] = attn.tanh %[[A]] : tensor<1x2x4x4xf32>
// CHECK: %[[C:.*]] = attn.scale %[[T]] by 5.000000e+01
// CHECK: return %[[C]]
func.func @gemma2_softcap(%s: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %cap = arith.constant 50.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %v = arith.divf %x, %cap : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %t = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %v = math.tanh %x : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %c = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %v = arith.mulf %x, %cap : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  return %c : tensor<1x2x4x4xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// Not structured, so left as they are (the select stays a linalg.generic
// that attn-fuse reports): an OR of visible terms (j <= i or the key is not
// padded is no band), a compare with the head index, and a lower bound on
// keys without an upper one.
// CHECK-LABEL: func @negative_not_structured
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: attn.
func.func @negative_not_structured(%s: tensor<2x2x4x4xf32>, %p: tensor<2x4xi1>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x2x4x4xf32>
  %a = linalg.generic {indexing_maps = [#b4, #pad, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %p : tensor<2x2x4x4xf32>, tensor<2x4xi1>) outs(%e : tensor<2x2x4x4xf32>) {
  ^bb0(%x: f32, %pv: i1, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %causal = arith.cmpi sle, %j, %i : index
    %keep = arith.ori %causal, %pv : i1
    %v = arith.select %keep, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %b = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x2x4x4xf32>) outs(%e : tensor<2x2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %h = linalg.index 1 : index
    %j = linalg.index 3 : index
    %keep = arith.cmpi sle, %j, %h : index
    %v = arith.select %keep, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %c = linalg.generic {indexing_maps = [#b4, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x2x4x4xf32>) outs(%e : tensor<2x2x4x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %keep = arith.cmpi sge, %j, %i : index
    %v = arith.select %keep, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  return %a, %b, %c : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>
}

// -----

// transformers 5's mask functions as torch-mlir exports them (LLaMA eager):
// the aranges reach the compare through tensor.expand_shape
// (`arange(n)[:, None]`), and the padding is a gather
// `padding_mask[batch_idx, kv_idx]` inside the generic, each index wrapped
// as Python's negative indexing is (`x < 0 ? x + n : x`). Both are read
// through: one causal mask and one key padding term.
#e1 = affine_map<(d0) -> (d0)>
#e4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#col = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#bat = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#bq = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#bk = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#sc = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
// CHECK-LABEL: func @hf5_gather_padding_causal
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[P:.*]]: tensor<2x8xi1>)
// CHECK: %[[P4:.*]] = tensor.expand_shape %[[P]] {{\[}}[0, 1, 2], [3]] output_shape [2, 1, 1, 8]
// CHECK: %[[M:.*]] = attn.mask %[[S]], %[[P4]] : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
// CHECK: %[[C:.*]] = attn.causal_mask %[[M]] : tensor<2x4x8x8xf32>
// CHECK: return %[[C]]
func.func @hf5_gather_padding_causal(%s: tensor<2x4x8x8xf32>, %p: tensor<2x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %min = arith.constant -3.40282347E+38 : f32
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c8 = arith.constant 8 : i64
  %e8 = tensor.empty() : tensor<8xi64>
  %pos = linalg.generic {indexing_maps = [#e1], iterator_types = ["parallel"]} outs(%e8 : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %e2 = tensor.empty() : tensor<2xi64>
  %bidx = linalg.generic {indexing_maps = [#e1], iterator_types = ["parallel"]} outs(%e2 : tensor<2xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<2xi64>
  %b4 = tensor.expand_shape %bidx [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
  %q4 = tensor.expand_shape %pos [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
  %k4 = tensor.expand_shape %pos [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
  %ec = tensor.empty() : tensor<1x1x8x8xi1>
  %causal = linalg.generic {indexing_maps = [#col, #row, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k4, %q4 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%ec : tensor<1x1x8x8xi1>) {
  ^bb0(%kv: i64, %q: i64, %out: i1):
    %r = arith.cmpi sle, %kv, %q : i64
    linalg.yield %r : i1
  } -> tensor<1x1x8x8xi1>
  %ep = tensor.empty() : tensor<2x1x1x8xi1>
  %pad = linalg.generic {indexing_maps = [#bat, #col, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b4, %k4 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%ep : tensor<2x1x1x8xi1>) {
  ^bb0(%b: i64, %kv: i64, %out: i1):
    %bn = arith.cmpi slt, %b, %c0 : i64
    %bw = arith.addi %b, %c2 : i64
    %bs = arith.select %bn, %bw, %b : i64
    %bi = arith.index_cast %bs : i64 to index
    %kn = arith.cmpi slt, %kv, %c0 : i64
    %kw = arith.addi %kv, %c8 : i64
    %ks = arith.select %kn, %kw, %kv : i64
    %ki = arith.index_cast %ks : i64 to index
    %x = tensor.extract %p[%bi, %ki] : tensor<2x8xi1>
    linalg.yield %x : i1
  } -> tensor<2x1x1x8xi1>
  %eb = tensor.empty() : tensor<2x1x8x8xi1>
  %both = linalg.generic {indexing_maps = [#bq, #bk, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal, %pad : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%eb : tensor<2x1x8x8xi1>) {
  ^bb0(%x: i1, %y: i1, %out: i1):
    %r = arith.andi %x, %y : i1
    linalg.yield %r : i1
  } -> tensor<2x1x8x8xi1>
  %ef = tensor.empty() : tensor<2x1x8x8xf32>
  %biasv = linalg.generic {indexing_maps = [#e4, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%both : tensor<2x1x8x8xi1>) outs(%ef : tensor<2x1x8x8xf32>) {
  ^bb0(%m: i1, %out: f32):
    %r = arith.select %m, %zero, %min : f32
    linalg.yield %r : f32
  } -> tensor<2x1x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#e4, #sc, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %biasv : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// BERT's bidirectional mask in transformers 5 is `q_idx >= 0` (true for
// every index) AND the padding: the compare folds away and only the key
// padding is left.
#f4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#frow = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#fpad = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#fsc = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#f1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func @hf5_bidirectional_padding
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[P:.*]]: tensor<2x1x1x8xi1>)
// CHECK: %[[M:.*]] = attn.mask %[[S]], %{{.*}} : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
// CHECK-NOT: attn.causal_mask
// CHECK: return %[[M]]
func.func @hf5_bidirectional_padding(%s: tensor<2x4x8x8xf32>, %p: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %min = arith.constant -3.40282347E+38 : f32
  %c0 = arith.constant 0 : i64
  %e8 = tensor.empty() : tensor<8xi64>
  %pos = linalg.generic {indexing_maps = [#f1], iterator_types = ["parallel"]} outs(%e8 : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %q4 = tensor.expand_shape %pos [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
  %eb = tensor.empty() : tensor<2x1x8x8xi1>
  %both = linalg.generic {indexing_maps = [#frow, #fpad, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q4, %p : tensor<1x1x8x1xi64>, tensor<2x1x1x8xi1>) outs(%eb : tensor<2x1x8x8xi1>) {
  ^bb0(%q: i64, %pb: i1, %out: i1):
    %nonneg = arith.cmpi sge, %q, %c0 : i64
    %r = arith.andi %nonneg, %pb : i1
    linalg.yield %r : i1
  } -> tensor<2x1x8x8xi1>
  %ef = tensor.empty() : tensor<2x1x8x8xf32>
  %biasv = linalg.generic {indexing_maps = [#f4, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%both : tensor<2x1x8x8xi1>) outs(%ef : tensor<2x1x8x8xf32>) {
  ^bb0(%m: i1, %out: f32):
    %r = arith.select %m, %zero, %min : f32
    linalg.yield %r : f32
  } -> tensor<2x1x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#f4, #fsc, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %biasv : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// Gemma's RMSNorm adds 1 to a 1-d weight: an add of rank 1 has no query and
// key dims and is no mask. It used to crash the mask reader (which read the
// size of dim -1); it stays a plain add.
#g1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func @negative_rank1_add
// CHECK-NOT: attn.mask
// CHECK: return
func.func @negative_rank1_add(%w: tensor<32xf32>) -> tensor<32xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %r = linalg.generic {indexing_maps = [#g1, #g1], iterator_types = ["parallel"]} ins(%w : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%x: f32, %out: f32):
    %a = arith.addf %x, %one : f32
    linalg.yield %a : f32
  } -> tensor<32xf32>
  return %r : tensor<32xf32>
}

// -----

// torch-mlir's SDPA in bf16 adds the bf16 mask to f32 scores through an
// extf inside the add: the widened bias is read as structure all the same.
#w4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#wb = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
// CHECK-LABEL: func @widened_causal_bias
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x8x8xf32>)
// CHECK-NEXT: %[[C:.*]] = attn.causal_mask %[[S]] : tensor<1x2x8x8xf32>
// CHECK-NEXT: return %[[C]]
func.func @widened_causal_bias(%s: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %zero = arith.constant 0.0 : bf16
  %min = arith.constant -3.38953139E+38 : bf16
  %eb = tensor.empty() : tensor<1x1x8x8xbf16>
  %bias = linalg.generic {indexing_maps = [#w4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%eb : tensor<1x1x8x8xbf16>) {
  ^bb0(%out: bf16):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi sle, %j, %i : index
    %r = arith.select %c, %zero, %min : bf16
    linalg.yield %r : bf16
  } -> tensor<1x1x8x8xbf16>
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %r = linalg.generic {indexing_maps = [#w4, #wb, #w4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<1x2x8x8xf32>, tensor<1x1x8x8xbf16>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %y: bf16, %out: f32):
    %w = arith.extf %y : bf16 to f32
    %a = arith.addf %x, %w : f32
    linalg.yield %a : f32
  } -> tensor<1x2x8x8xf32>
  return %r : tensor<1x2x8x8xf32>
}

// -----

// SDPA's bf16 math path with a dense float mask (T5's relative bias): the
// full-size bf16 bias is widened inside the add; it stays a dense operand,
// cast once to the scores' type.
#d4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func @widened_dense_bias
// CHECK-SAME: (%[[S:.*]]: tensor<1x2x8x8xf32>, %[[B:.*]]: tensor<1x2x8x8xbf16>)
// CHECK-NEXT: %[[W:.*]] = attn.cast %[[B]] : tensor<1x2x8x8xbf16> to tensor<1x2x8x8xf32>
// CHECK-NEXT: %[[A:.*]] = attn.add %[[S]], %[[W]]
// CHECK-NEXT: return %[[A]]
func.func @widened_dense_bias(%s: tensor<1x2x8x8xf32>, %b: tensor<1x2x8x8xbf16>) -> tensor<1x2x8x8xf32> {
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %r = linalg.generic {indexing_maps = [#d4, #d4, #d4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %b : tensor<1x2x8x8xf32>, tensor<1x2x8x8xbf16>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %y: bf16, %out: f32):
    %w = arith.extf %y : bf16 to f32
    %a = arith.addf %x, %w : f32
    linalg.yield %a : f32
  } -> tensor<1x2x8x8xf32>
  return %r : tensor<1x2x8x8xf32>
}

// -----

// ViT's mask in transformers 5: `q_idx >= 0` on [1, 1, N, 1], collapsed to
// [1, N] and broadcast over [B, 1, N, N]. The reader follows the collapse
// of unit dims; the mask is all-true and the bias folds away.
#v4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#v2 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#vb = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#v1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func @collapsed_all_true_mask
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x5x5xf32>)
// CHECK-NEXT: return %[[S]]
func.func @collapsed_all_true_mask(%s: tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %min = arith.constant -3.40282347E+38 : f32
  %c0 = arith.constant 0 : i64
  %e5 = tensor.empty() : tensor<5xi64>
  %pos = linalg.generic {indexing_maps = [#v1], iterator_types = ["parallel"]} outs(%e5 : tensor<5xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<5xi64>
  %q4 = tensor.expand_shape %pos [[0, 1, 2, 3]] output_shape [1, 1, 5, 1] : tensor<5xi64> into tensor<1x1x5x1xi64>
  %en = tensor.empty() : tensor<1x1x5x1xi1>
  %nonneg = linalg.generic {indexing_maps = [#v4, #v4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q4 : tensor<1x1x5x1xi64>) outs(%en : tensor<1x1x5x1xi1>) {
  ^bb0(%q: i64, %out: i1):
    %r = arith.cmpi sge, %q, %c0 : i64
    linalg.yield %r : i1
  } -> tensor<1x1x5x1xi1>
  %flat = tensor.collapse_shape %nonneg [[0, 1], [2, 3]] : tensor<1x1x5x1xi1> into tensor<1x5xi1>
  %eb = tensor.empty() : tensor<2x1x5x5xi1>
  %mask = linalg.generic {indexing_maps = [#v2, #v4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%flat : tensor<1x5xi1>) outs(%eb : tensor<2x1x5x5xi1>) {
  ^bb0(%m: i1, %out: i1):
    linalg.yield %m : i1
  } -> tensor<2x1x5x5xi1>
  %ef = tensor.empty() : tensor<2x1x5x5xf32>
  %biasv = linalg.generic {indexing_maps = [#v4, #v4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mask : tensor<2x1x5x5xi1>) outs(%ef : tensor<2x1x5x5xf32>) {
  ^bb0(%m: i1, %out: f32):
    %r = arith.select %m, %zero, %min : f32
    linalg.yield %r : f32
  } -> tensor<2x1x5x5xf32>
  %e = tensor.empty() : tensor<2x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [#v4, #vb, #v4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %biasv : tensor<2x4x5x5xf32>, tensor<2x1x5x5xf32>) outs(%e : tensor<2x4x5x5xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x5x5xf32>
  return %r : tensor<2x4x5x5xf32>
}

// -----

// XLNet subtracts 1e30 times its padding mask from the scores: x - bias,
// the bias varying along the key dim, is an attn.add of the negated bias.
#x4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#xb = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
// CHECK-LABEL: func @subtracted_bias
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[B:.*]]: tensor<2x1x8x8xf32>)
// CHECK-NEXT: %[[N:.*]] = attn.scale %[[B]] by -1.000000e+00 : tensor<2x1x8x8xf32>
// CHECK-NEXT: %[[A:.*]] = attn.add %[[S]], %[[N]] : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @subtracted_bias(%s: tensor<2x4x8x8xf32>, %b: tensor<2x1x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#x4, #xb, #x4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %b : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %d = arith.subf %x, %y : f32
    linalg.yield %d : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// A value broadcast along the key dim subtracted is a softmax's x - max or
// a norm's x - mean, no bias: the generic stays.
#m4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mr = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
// CHECK-LABEL: func @negative_subtracted_row_value
// CHECK: linalg.generic
// CHECK-NOT: attn.
func.func @negative_subtracted_row_value(%s: tensor<2x4x8x8xf32>, %m: tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32> {
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#m4, #mr, #m4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %m : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %d = arith.subf %x, %y : f32
    linalg.yield %d : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// XLNet adds its segment term, the constant 0 without segments: x + 0 is x.
#z4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#zb = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
// CHECK-LABEL: func @plus_zero
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[B:.*]]: tensor<1x1x8x8xf32>)
// CHECK-NEXT: %[[A:.*]] = attn.add %[[S]], %[[B]] : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @plus_zero(%s: tensor<2x4x8x8xf32>, %b: tensor<1x1x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#z4, #zb, #z4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %b : tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    %z = arith.addf %a, %zero : f32
    linalg.yield %z : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// Two full-size tensors subtracted (the softmax backward's dP ∘ P minus
// P ∘ rowsum): one generic does it in one pass, so it stays.
#f4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func @negative_full_size_difference
// CHECK: linalg.generic
// CHECK-NOT: attn.
func.func @negative_full_size_difference(%a: tensor<2x4x8x8xf32>, %b: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#f4, #f4, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a, %b : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %d = arith.subf %x, %y : f32
    linalg.yield %d : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#kid = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#qid = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>

// Llama 4's chunked attention: chunk(k) == chunk(q), each side a
// [B, 1, 1, N] or [B, 1, N, 1] tensor of ids, ANDed with causal. The ids
// come out as [B, N] copies and the compare as attn.segment_mask.
// CHECK-LABEL: func @llama4_chunked_segments
// CHECK-SAME: (%[[S:.*]]: tensor<2x2x8x8xf32>, %[[KI:.*]]: tensor<2x1x1x8xi64>, %[[QI:.*]]: tensor<2x1x8x1xi64>)
// CHECK: %[[QS:.*]] = linalg.generic {{.*}} ins(%[[QI]] : tensor<2x1x8x1xi64>) outs(%{{.*}} : tensor<2x8xi64>)
// CHECK: %[[KS:.*]] = linalg.generic {{.*}} ins(%[[KI]] : tensor<2x1x1x8xi64>) outs(%{{.*}} : tensor<2x8xi64>)
// CHECK: %[[M:.*]] = attn.segment_mask %[[S]], %[[QS]], %[[KS]] : tensor<2x2x8x8xf32>, tensor<2x8xi64>, tensor<2x8xi64>
// CHECK: %[[C:.*]] = attn.causal_mask %[[M]] : tensor<2x2x8x8xf32>
// CHECK: return %[[C]]
func.func @llama4_chunked_segments(%s: tensor<2x2x8x8xf32>, %kid: tensor<2x1x1x8xi64>, %qid: tensor<2x1x8x1xi64>) -> tensor<2x2x8x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x2x8x8xf32>
  %r = linalg.generic {indexing_maps = [#b4, #kid, #qid, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %kid, %qid : tensor<2x2x8x8xf32>, tensor<2x1x1x8xi64>, tensor<2x1x8x1xi64>) outs(%e : tensor<2x2x8x8xf32>) {
  ^bb0(%x: f32, %kc: i64, %qc: i64, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %past = arith.cmpi sle, %j, %i : index
    %same = arith.cmpi eq, %kc, %qc : i64
    %visible = arith.andi %past, %same : i1
    %v = arith.select %visible, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x8x8xf32>
  return %r : tensor<2x2x8x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#qdoc = affine_map<(d0, d1, d2, d3) -> (0, d2)>
#kdoc = affine_map<(d0, d1, d2, d3) -> (0, d3)>

// A packed batch's document mask as masked_fill(q_doc != k_doc, -inf), the
// ids [1, N] and i32, shared by the batch: hidden where they differ is
// visible where they are equal.
// CHECK-LABEL: func @packed_documents_hidden_where_different
// CHECK-SAME: (%[[S:.*]]: tensor<2x2x4x8xf32>, %[[QD:.*]]: tensor<1x4xi32>, %[[KD:.*]]: tensor<1x8xi32>)
// CHECK: %[[QS:.*]] = linalg.generic {{.*}} ins(%[[QD]] : tensor<1x4xi32>) outs(%{{.*}} : tensor<1x4xi32>)
// CHECK: %[[KS:.*]] = linalg.generic {{.*}} ins(%[[KD]] : tensor<1x8xi32>) outs(%{{.*}} : tensor<1x8xi32>)
// CHECK: %[[M:.*]] = attn.segment_mask %[[S]], %[[QS]], %[[KS]] : tensor<2x2x4x8xf32>, tensor<1x4xi32>, tensor<1x8xi32>
// CHECK: return %[[M]]
func.func @packed_documents_hidden_where_different(%s: tensor<2x2x4x8xf32>, %qd: tensor<1x4xi32>, %kd: tensor<1x8xi32>) -> tensor<2x2x4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#b4, #qdoc, #kdoc, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %qd, %kd : tensor<2x2x4x8xf32>, tensor<1x4xi32>, tensor<1x8xi32>) outs(%e : tensor<2x2x4x8xf32>) {
  ^bb0(%x: f32, %a: i32, %b: i32, %out: f32):
    %other = arith.cmpi ne, %a, %b : i32
    %v = arith.select %other, %ninf, %x : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#qone = affine_map<(d0, d1, d2, d3) -> (d0, 0)>
#kid = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// Decode: one query row, whose ids [B, 1] are read at a constant index.
// CHECK-LABEL: func @decode_segments
// CHECK-SAME: (%[[S:.*]]: tensor<2x2x1x8xf32>, %[[QI:.*]]: tensor<2x1xi64>, %[[KI:.*]]: tensor<2x8xi64>)
// CHECK: %[[QS:.*]] = linalg.generic {{.*}} ins(%[[QI]] : tensor<2x1xi64>) outs(%{{.*}} : tensor<2x1xi64>)
// CHECK: %[[KS:.*]] = linalg.generic {{.*}} ins(%[[KI]] : tensor<2x8xi64>) outs(%{{.*}} : tensor<2x8xi64>)
// CHECK: attn.segment_mask %[[S]], %[[QS]], %[[KS]] : tensor<2x2x1x8xf32>, tensor<2x1xi64>, tensor<2x8xi64>
func.func @decode_segments(%s: tensor<2x2x1x8xf32>, %qi: tensor<2x1xi64>, %ki: tensor<2x8xi64>) -> tensor<2x2x1x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x2x1x8xf32>
  %r = linalg.generic {indexing_maps = [#b4, #qone, #kid, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %qi, %ki : tensor<2x2x1x8xf32>, tensor<2x1xi64>, tensor<2x8xi64>) outs(%e : tensor<2x2x1x8xf32>) {
  ^bb0(%x: f32, %a: i64, %b: i64, %out: f32):
    %same = arith.cmpi eq, %a, %b : i64
    %v = arith.select %same, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x1x8xf32>
  return %r : tensor<2x2x1x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#qid = affine_map<(d0, d1, d2, d3) -> (d0, d2)>
#kid = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// Visible where the ids differ: the complement of a segment term, which
// no structured term says. The select stays as it was.
// CHECK-LABEL: func @negative_visible_where_different
// CHECK-NOT: attn.segment_mask
// CHECK: arith.cmpi ne
func.func @negative_visible_where_different(%s: tensor<2x2x4x8xf32>, %qi: tensor<2x4xi64>, %ki: tensor<2x8xi64>) -> tensor<2x2x4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#b4, #qid, #kid, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %qi, %ki : tensor<2x2x4x8xf32>, tensor<2x4xi64>, tensor<2x8xi64>) outs(%e : tensor<2x2x4x8xf32>) {
  ^bb0(%x: f32, %a: i64, %b: i64, %out: f32):
    %other = arith.cmpi ne, %a, %b : i64
    %v = arith.select %other, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#qid = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#kid = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// Query ids per head, not per batch: no segment term of the fused op.
// CHECK-LABEL: func @negative_segment_ids_per_head
// CHECK-NOT: attn.segment_mask
// CHECK: arith.cmpi eq
func.func @negative_segment_ids_per_head(%s: tensor<2x2x4x8xf32>, %qi: tensor<2x4xi64>, %ki: tensor<2x8xi64>) -> tensor<2x2x4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#b4, #qid, #kid, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %qi, %ki : tensor<2x2x4x8xf32>, tensor<2x4xi64>, tensor<2x8xi64>) outs(%e : tensor<2x2x4x8xf32>) {
  ^bb0(%x: f32, %a: i64, %b: i64, %out: f32):
    %same = arith.cmpi eq, %a, %b : i64
    %v = arith.select %same, %x, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}
