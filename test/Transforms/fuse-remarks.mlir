// RUN: attn-opt %s -split-input-file --attn-fuse=remarks=true -verify-diagnostics | FileCheck %s

// Every reason a chain is not fused, each with its remark (on the softmax)
// and the chain left as it was. (fuse.mlir checks that without remarks=true
// the pass says nothing.)

// The scores are returned as well, so the N x N tensor must exist anyway.
// CHECK-LABEL: func @negative_scores_other_user
// CHECK: attn.softmax
// CHECK-NOT: attn.flash_attention
func.func @negative_scores_other_user(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: scores at {{.*}}fuse-remarks.mlir:12:8 has another user (func.return at {{.*}}fuse-remarks.mlir:16:3)}}
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o, %s : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// A scaled copy of the scores feeds another op too.
// CHECK-LABEL: func @negative_scaled_scores_other_user
// CHECK: attn.softmax
func.func @negative_scaled_scores_other_user(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s1 = attn.scale %s by 0.5 : tensor<1x1x8x8xf32>
  %other = attn.cast %s1 : tensor<1x1x8x8xf32> to tensor<1x1x8x8xf16>
  // expected-remark-re @below {{attention not fused: scores at {{.*}}fuse-remarks.mlir:26:9 has another user (attn.cast at {{.*}}fuse-remarks.mlir:27:12)}}
  %p = attn.softmax %s1 dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %oh = attn.cast %other : tensor<1x1x8x8xf16> to tensor<1x1x8x8xf32>
  return %o, %oh : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// The probabilities are returned (attention weights as an output).
// CHECK-LABEL: func @negative_probs_other_user
// CHECK: attn.softmax
func.func @negative_probs_other_user(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: probabilities at {{.*}}fuse-remarks.mlir:43:8 has another user (func.return at {{.*}}fuse-remarks.mlir:45:3)}}
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o, %p : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// Softmax over the query dim.
// CHECK-LABEL: func @negative_softmax_not_over_keys
// CHECK: attn.softmax
func.func @negative_softmax_not_over_keys(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark @below {{attention not fused: softmax is over dim 2, not the key dim 3}}
  %p = attn.softmax %s dim 2 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Dropout on the probabilities (multiplied by a keep mask and 1/(1-p)).
// CHECK-LABEL: func @negative_dropout
// CHECK: attn.softmax
func.func @negative_dropout(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>, %keep: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %c = arith.constant 1.25 : f32
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: probabilities at {{.*}}fuse-remarks.mlir:72:8 go through linalg.generic at {{.*}}fuse-remarks.mlir:74:8 before the value matmul (dropout or another op between softmax and P·V)}}
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %e = tensor.empty() : tensor<1x1x8x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p, %keep : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) outs(%e : tensor<1x1x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.mulf %m, %c : f32
    linalg.yield %r : f32
  } -> tensor<1x1x8x8xf32>
  %o = attn.matmul %d, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// A scale known only at run time.
// CHECK-LABEL: func @negative_runtime_scale
// CHECK: attn.softmax
func.func @negative_runtime_scale(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>, %c: f32) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %e = tensor.empty() : tensor<1x1x8x8xf32>
  %ss = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x1x8x8xf32>) outs(%e : tensor<1x1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.mulf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: scale of the scores at {{.*}}fuse-remarks.mlir:95:9 is not a constant (linalg.generic at {{.*}}fuse-remarks.mlir:95:9)}}
  %p = attn.softmax %ss dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// A bias computed from the scores themselves.
// CHECK-LABEL: func @negative_mask_from_scores
// CHECK: attn.softmax
func.func @negative_mask_from_scores(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %b = attn.scale %s by -1.0 : tensor<1x1x8x8xf32>
  %s1 = attn.add %s, %b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: mask at {{.*}}fuse-remarks.mlir:114:8 depends on the scores (attn.add at {{.*}}fuse-remarks.mlir:115:9)}}
  %p = attn.softmax %s1 dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// Q with batch 2 against K and V with batch 1 (a matmul broadcast the fused
// op does not have).
// CHECK-LABEL: func @negative_batch_mismatch
// CHECK: attn.softmax
func.func @negative_batch_mismatch(%q: tensor<2x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> tensor<2x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<2x1x8x8xf32>
  // expected-remark @below {{attention not fused: shapes disagree: batch sizes differ (query 2, key 1, value 1)}}
  %p = attn.softmax %s dim 3 : tensor<2x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<2x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<2x1x8x8xf32>
  return %o : tensor<2x1x8x8xf32>
}

// -----

// One query head broadcast against 4 key heads.
// CHECK-LABEL: func @negative_query_heads
// CHECK: attn.softmax
func.func @negative_query_heads(%q: tensor<1x1x8x8xf32>, %k: tensor<1x4x8x8xf32>, %v: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
  // expected-remark @below {{attention not fused: shapes disagree: query heads (1) are not a multiple of key/value heads (4)}}
  %p = attn.softmax %s dim 3 : tensor<1x4x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
  return %o : tensor<1x4x8x8xf32>
}

// -----

// K with one head (broadcast), V with four.
// CHECK-LABEL: func @negative_kv_heads
// CHECK: attn.softmax
func.func @negative_kv_heads(%q: tensor<1x4x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x4x8x8xf32>
  // expected-remark @below {{attention not fused: shapes disagree: key has 1 heads, value 4}}
  %p = attn.softmax %s dim 3 : tensor<1x4x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
  return %o : tensor<1x4x8x8xf32>
}

// -----

// Q and K in f16, V in f32: the fused op reads one element type.
// CHECK-LABEL: func @negative_element_types
// CHECK: attn.softmax
func.func @negative_element_types(%q: tensor<1x1x8x8xf16>, %k: tensor<1x1x8x8xf16>, %v: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf16>, tensor<1x1x8x8xf16> -> tensor<1x1x8x8xf32>
  // expected-remark @below {{attention not fused: query, key and value element types differ (f16, f16, f32)}}
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// Two explicit boolean N x N masks (the fused op takes one, and biases).
// CHECK-LABEL: func @negative_two_masks
// CHECK: attn.softmax
func.func @negative_two_masks(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>, %b: tensor<8x8xi1>, %m: tensor<8x8xi1>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s1 = attn.mask %s, %b : tensor<1x1x8x8xf32>, tensor<8x8xi1>
  %s2 = attn.mask %s1, %m : tensor<1x1x8x8xf32>, tensor<8x8xi1>
  // expected-remark-re @below {{attention not fused: more than one mask: argument #4 of @negative_two_masks (attn.mask at {{.*}}fuse-remarks.mlir:183:9) after argument #3 of @negative_two_masks}}
  %p = attn.softmax %s2 dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// A negative scale after a causal mask would turn its -inf into +inf.
// CHECK-LABEL: func @negative_scale_after_mask
// CHECK: attn.softmax
func.func @negative_scale_after_mask(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s1 = attn.causal_mask %s : tensor<1x1x8x8xf32>
  %s2 = attn.scale %s1 by -1.0 : tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: scale -1.000000e+00 after a mask is not positive (attn.scale at {{.*}}fuse-remarks.mlir:198:9)}}
  %p = attn.softmax %s2 dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// A softmax of something that is not Q·Kᵀ: a function argument, and a
// transposed product.
// CHECK-LABEL: func @negative_not_scores
// CHECK-COUNT-2: attn.softmax
func.func @negative_not_scores(%x: tensor<1x1x8x8xf32>, %q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) {
  // expected-remark @below {{attention not fused: scores argument #0 of @negative_not_scores are a block argument, not the result of a Q·Kᵀ matmul}}
  %p = attn.softmax %x dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %st = attn.transpose %s [0, 1, 3, 2] : tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: scores at {{.*}}fuse-remarks.mlir:216:9 come from attn.transpose at {{.*}}fuse-remarks.mlir:216:9, not a matmul, constant scale, mask or cast}}
  %p2 = attn.softmax %st dim 3 : tensor<1x1x8x8xf32>
  %o2 = attn.matmul %p2, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o, %o2 : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// Rank 5 scores.
// CHECK-LABEL: func @negative_rank5
// CHECK: attn.softmax
func.func @negative_rank5(%q: tensor<1x1x1x8x8xf32>, %k: tensor<1x1x1x8x8xf32>, %v: tensor<1x1x1x8x8xf32>) -> tensor<1x1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x1x8x8xf32>, tensor<1x1x1x8x8xf32> -> tensor<1x1x1x8x8xf32>
  // expected-remark @below {{attention not fused: scores have rank 5; fusion needs rank 2 to 4}}
  %p = attn.softmax %s dim 4 : tensor<1x1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x1x8x8xf32>, tensor<1x1x1x8x8xf32> -> tensor<1x1x1x8x8xf32>
  return %o : tensor<1x1x1x8x8xf32>
}

// -----

// P·P: the "values" are the probabilities themselves.
// CHECK-LABEL: func @negative_values_from_scores
// CHECK: attn.softmax
func.func @negative_values_from_scores(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: values at {{.*}}fuse-remarks.mlir:244:8 depend on the scores}}
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %p : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// The other user's place is read from inside a framework's fused location,
// and its file is named as the location gives it, directory included.
// CHECK-LABEL: func @negative_user_with_fused_loc
// CHECK: attn.softmax
func.func @negative_user_with_fused_loc(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>) -> (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark-re @below {{attention not fused: scores at {{.*}}fuse-remarks.mlir:256:8 has another user (func.return at models/llama/model.py:12:3)}}
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o, %s : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> loc(fused["aten::scaled_dot_product_attention", "models/llama/model.py":12:3])
}

// -----

// Q and K widened from f16, V in bf16: no narrow type is common to all
// three, so they still differ.
// CHECK-LABEL: func @negative_widened_from_other_type
// CHECK: attn.softmax
func.func @negative_widened_from_other_type(%q: tensor<1x1x8x8xf16>, %k: tensor<1x1x8x8xf16>, %v: tensor<1x1x8x8xbf16>) -> tensor<1x1x8x8xf32> {
  %qf = attn.cast %q : tensor<1x1x8x8xf16> to tensor<1x1x8x8xf32>
  %kf = attn.cast %k : tensor<1x1x8x8xf16> to tensor<1x1x8x8xf32>
  %s = attn.matmul %qf, %kf transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  // expected-remark @below {{attention not fused: query, key and value element types differ (f32, f32, bf16)}}
  %p = attn.softmax %s dim 3 : tensor<1x1x8x8xf32>
  %pb = attn.cast %p : tensor<1x1x8x8xf32> to tensor<1x1x8x8xbf16>
  %o = attn.matmul %pb, %v : tensor<1x1x8x8xbf16>, tensor<1x1x8x8xbf16> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}

// -----

// Two segment masks: the fused op takes one pair of ids.
// CHECK-LABEL: func @negative_two_segment_masks
// CHECK: attn.softmax
func.func @negative_two_segment_masks(%q: tensor<1x1x8x8xf32>, %k: tensor<1x1x8x8xf32>, %v: tensor<1x1x8x8xf32>, %a: tensor<1x8xi64>, %b: tensor<1x8xi64>) -> tensor<1x1x8x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %s1 = attn.segment_mask %s, %a, %a : tensor<1x1x8x8xf32>, tensor<1x8xi64>, tensor<1x8xi64>
  %s2 = attn.segment_mask %s1, %b, %b : tensor<1x1x8x8xf32>, tensor<1x8xi64>, tensor<1x8xi64>
  // expected-remark-re @below {{attention not fused: more than one segment mask (attn.segment_mask at {{.*}}fuse-remarks.mlir:{{[0-9]+}}:9)}}
  %p = attn.softmax %s2 dim 3 : tensor<1x1x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  return %o : tensor<1x1x8x8xf32>
}
