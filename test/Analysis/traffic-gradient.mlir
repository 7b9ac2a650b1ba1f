// RUN: attn-opt %s -split-input-file --attn-traffic-report -o /dev/null | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=format=json" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: attn-roofline --backward --heads 2 --q-len 16 --head-dim 8 --dtype f32 | FileCheck %s --check-prefix=MODEL
// RUN: attn-roofline --backward --heads 8 --kv-heads 2 --q-len 64 --head-dim 16 --causal --dtype f16 | FileCheck %s --check-prefix=MODEL-GQA

// A function that computes an attention's gradient (a training step
// exported with its backward) gets, under its total, the backward in both
// of attn-roofline --backward's models at the attention's own shape. The
// figures are the model's; MODEL checks that attn-roofline prints the same.

// The forward's P feeds P·V and the softmax backward's P ∘ dP, with
// dP = dO·Vᵀ: one attention, 2 heads of 16 queries and keys, d = 8.
// CHECK-LABEL: @gradient
// CHECK: attention backward of the softmax at {{.*}}traffic-gradient.mlir:26:8 (B=1 Hq=2 Hkv=2 Nq=16 Nkv=16 d=8 dv=8 f32), as attn-roofline --backward models it:
// CHECK-NEXT: standard attention's, P saved by the forward (5 kernels): 22,528 bytes moved, predicted 15.01 us
// CHECK-NEXT: FlashAttention-2's, P recomputed from the log-sum-exp (3 kernels): 11,648 bytes moved, predicted 9.00 us: 1.93x less traffic, 1.67x faster
// CHECK-NOT: in neither model
// MODEL: @standard_backward
// MODEL: bytes moved: 22,528
// MODEL: @flash_backward
// MODEL: bytes moved: 11,648
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @gradient(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %do: tensor<1x2x16x8xf32>) -> (tensor<1x2x16x8xf32>, tensor<1x2x16x16xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %s1 = attn.scale %s by 0.35355339 : tensor<1x2x16x16xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x16x16xf32>
  %o = attn.matmul %p, %v : tensor<1x2x16x16xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x8xf32>
  %dp = attn.matmul %do, %v transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%dp, %p : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x16x16xf32>
  return %o, %t : tensor<1x2x16x8xf32>, tensor<1x2x16x16xf32>
}

// JSON: "attention_backward": [
// JSON-NEXT: {
// JSON-NEXT: "loc": "{{.*}}traffic-gradient.mlir:26:8",
// JSON-NEXT: "dense_terms": 0,
// JSON-NEXT: "shape": {
// JSON-NEXT: "batch": 1,
// JSON-NEXT: "heads": 2,
// JSON-NEXT: "kv_heads": 2,
// JSON-NEXT: "q_len": 16,
// JSON-NEXT: "kv_len": 16,
// JSON-NEXT: "head_dim": 8,
// JSON-NEXT: "v_head_dim": 8,
// JSON-NEXT: "dtype": "f32",
// JSON-NEXT: "causal": false
// JSON-NEXT: },
// JSON-NEXT: "standard": {
// JSON-NEXT: "kernels": 5,
// JSON-NEXT: "bytes_moved": 22528,
// JSON-NEXT: "predicted_us": 15.01
// JSON-NEXT: },
// JSON-NEXT: "flash": {
// JSON-NEXT: "kernels": 3,
// JSON-NEXT: "bytes_moved": 11648,
// JSON-NEXT: "predicted_us": 9.00
// JSON-NEXT: },
// JSON-NEXT: "traffic_ratio": 1.93,
// JSON-NEXT: "time_ratio": 1.67
// JSON-NEXT: }
// JSON-NEXT: ],

// -----

// GQA (K and V repeated from 2 KV heads to 8 query heads), a causal mask
// and an f16 bias: the shape says Hkv = 2 and causal; the bias is in
// neither model, and the report says so.
// CHECK-LABEL: @gqa_causal_bias
// CHECK: attention backward of the softmax at {{.*}} (B=1 Hq=8 Hkv=2 Nq=64 Nkv=64 d=16 dv=16 f16, causal), as attn-roofline --backward models it:
// CHECK-NEXT: standard attention's, P saved by the forward (7 kernels): 761,856 bytes moved
// CHECK-NEXT: FlashAttention-2's, P recomputed from the log-sum-exp (4 kernels): 235,520 bytes moved
// CHECK-NEXT: in neither model: 1 dense mask or bias term on the scores
// MODEL-GQA: @standard_backward
// MODEL-GQA: bytes moved: 761,856
// MODEL-GQA: @flash_backward
// MODEL-GQA: bytes moved: 235,520
#g = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @gqa_causal_bias(%q: tensor<1x8x64x16xf16>, %k: tensor<1x2x64x16xf16>, %v: tensor<1x2x64x16xf16>, %do: tensor<1x8x64x16xf16>, %bias: tensor<64x64xf16>) -> (tensor<1x8x64x16xf16>, tensor<1x8x64x64xf16>) {
  %kr = attn.expand_heads %k by 4 : tensor<1x2x64x16xf16> -> tensor<1x8x64x16xf16>
  %vr = attn.expand_heads %v by 4 : tensor<1x2x64x16xf16> -> tensor<1x8x64x16xf16>
  %s = attn.matmul %q, %kr transpose_b : tensor<1x8x64x16xf16>, tensor<1x8x64x16xf16> -> tensor<1x8x64x64xf16>
  %s1 = attn.add %s, %bias : tensor<1x8x64x64xf16>, tensor<64x64xf16>
  %s2 = attn.causal_mask %s1 : tensor<1x8x64x64xf16>
  %p = attn.softmax %s2 dim 3 : tensor<1x8x64x64xf16>
  %o = attn.matmul %p, %vr : tensor<1x8x64x64xf16>, tensor<1x8x64x16xf16> -> tensor<1x8x64x16xf16>
  %dp = attn.matmul %do, %vr transpose_b : tensor<1x8x64x16xf16>, tensor<1x8x64x16xf16> -> tensor<1x8x64x64xf16>
  %e = tensor.empty() : tensor<1x8x64x64xf16>
  %t = linalg.generic {indexing_maps = [#g, #g, #g], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p, %dp : tensor<1x8x64x64xf16>, tensor<1x8x64x64xf16>) outs(%e : tensor<1x8x64x64xf16>) {
  ^bb0(%a: f16, %b: f16, %out: f16):
    %m = arith.mulf %b, %a : f16
    linalg.yield %m : f16
  } -> tensor<1x8x64x64xf16>
  return %o, %t : tensor<1x8x64x16xf16>, tensor<1x8x64x64xf16>
}

// -----

// Dynamic lengths: the models need numbers, and the report says why there
// are none.
// CHECK-LABEL: @dynamic
// CHECK: attention backward of the softmax at {{.*}}: not costed (its shapes are not static)
#d = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @dynamic(%q: tensor<2x?x8xf32>, %k: tensor<2x?x8xf32>, %v: tensor<2x?x8xf32>, %do: tensor<2x?x8xf32>, %e: tensor<2x?x?xf32>) -> (tensor<2x?x8xf32>, tensor<2x?x?xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<2x?x8xf32>, tensor<2x?x8xf32> -> tensor<2x?x?xf32>
  %p = attn.softmax %s dim 2 : tensor<2x?x?xf32>
  %o = attn.matmul %p, %v : tensor<2x?x?xf32>, tensor<2x?x8xf32> -> tensor<2x?x8xf32>
  %dp = attn.matmul %do, %v transpose_b : tensor<2x?x8xf32>, tensor<2x?x8xf32> -> tensor<2x?x?xf32>
  %t = linalg.generic {indexing_maps = [#d, #d, #d], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dp, %p : tensor<2x?x?xf32>, tensor<2x?x?xf32>) outs(%e : tensor<2x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x?x?xf32>
  return %o, %t : tensor<2x?x8xf32>, tensor<2x?x?xf32>
}

// -----

// P times a tensor that is no matmul's result is not the softmax backward
// (a user's reweighting of the probabilities): no backward line.
// CHECK-LABEL: @negative_product_with_argument
// CHECK-NOT: attention backward
// CHECK-LABEL: @negative_no_forward_output
#n = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @negative_product_with_argument(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %w: tensor<1x2x16x16xf32>) -> (tensor<1x2x16x8xf32>, tensor<1x2x16x16xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %p = attn.softmax %s dim 3 : tensor<1x2x16x16xf32>
  %o = attn.matmul %p, %v : tensor<1x2x16x16xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x8xf32>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %t = linalg.generic {indexing_maps = [#n, #n, #n], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w, %p : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x16x16xf32>
  return %o, %t : tensor<1x2x16x8xf32>, tensor<1x2x16x16xf32>
}

// The softmax backward's product without the forward's P·V: no attention
// to cost (a softmax's own gradient).
// CHECK-NOT: attention backward
#f = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @negative_no_forward_output(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %do: tensor<1x2x16x8xf32>) -> tensor<1x2x16x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %p = attn.softmax %s dim 3 : tensor<1x2x16x16xf32>
  %dp = attn.matmul %do, %v transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %t = linalg.generic {indexing_maps = [#f, #f, #f], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%dp, %p : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x16x16xf32>
  return %t : tensor<1x2x16x16xf32>
}

// -----

// A full-size bias added before the scores (`bias + Q·Kᵀ`): the scores are
// read from the add's side that leads to the matmul, as attn-fuse reads
// them, and the bias is counted.
// CHECK-LABEL: @bias_before_scores
// CHECK: attention backward of the softmax at {{.*}} (B=1 Hq=2 Hkv=2 Nq=16 Nkv=16 d=8 dv=8 f32), as attn-roofline --backward models it:
// CHECK: in neither model: 1 dense mask or bias term on the scores
#b = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @bias_before_scores(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %do: tensor<1x2x16x8xf32>, %bias: tensor<1x2x16x16xf32>) -> (tensor<1x2x16x8xf32>, tensor<1x2x16x16xf32>) {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %s1 = attn.add %bias, %s : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x16x16xf32>
  %o = attn.matmul %p, %v : tensor<1x2x16x16xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x8xf32>
  %dp = attn.matmul %do, %v transpose_b : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32> -> tensor<1x2x16x16xf32>
  %e = tensor.empty() : tensor<1x2x16x16xf32>
  %t = linalg.generic {indexing_maps = [#b, #b, #b], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%dp, %p : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%e : tensor<1x2x16x16xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<1x2x16x16xf32>
  return %o, %t : tensor<1x2x16x8xf32>, tensor<1x2x16x16xf32>
}
