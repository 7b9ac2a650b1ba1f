// RUN: attn-opt %s -split-input-file --attn-raise --attn-fuse=remarks=true -verify-diagnostics | FileCheck %s

// Whole attentions whose masks Hugging Face builds from index compares and
// a padding mask, through --attn-raise --attn-fuse: the fused op takes them
// as causal and key padding, with no N x N operand; a mask that cannot be
// proven structured stays dense, with a remark saying why.

#iota = affine_map<(d0) -> (d0)>
#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#qi = affine_map<(d0, d1, d2, d3) -> (d2)>
#kj = affine_map<(d0, d1, d2, d3) -> (d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>

// LLaMA eager attention: Q·Kᵀ, scale, the [B, 1, Nq, Nkv] bias of
// (kv_idx <= q_idx) & padding[b, kv_idx] as torch.where(mask, 0, min),
// softmax, P·V.
// CHECK-LABEL: func @llama_causal_padding
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x8x16xf32>, %[[V:.*]]: tensor<2x4x8x16xf32>, %[[P:.*]]: tensor<2x8xi1>)
// CHECK-NOT: linalg.generic
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] key_padding(%[[P]] : tensor<2x8xi1>) scale 2.500000e-01 causal :
// CHECK-NEXT: return %[[O]]
func.func @llama_causal_padding(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>, %v: tensor<2x4x8x16xf32>, %p: tensor<2x8xi1>) -> tensor<2x4x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %min = arith.constant -3.40282347E+38 : f32
  %c = arith.constant 0.25 : f32
  %ei = tensor.empty() : tensor<8xi64>
  %arange = linalg.generic {indexing_maps = [#iota], iterator_types = ["parallel"]} outs(%ei : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ic = arith.index_cast %i : index to i64
    linalg.yield %ic : i64
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
  %e1 = tensor.empty() : tensor<2x4x8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%f1 : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %sb = linalg.generic {indexing_maps = [#b4, #bias, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %biasv : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%e1 : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %xs = arith.mulf %x, %c : f32
    %r = arith.addf %xs, %y : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %pr = linalg.softmax dimension(3) ins(%sb : tensor<2x4x8x8xf32>) outs(%e1 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %e3 = tensor.empty() : tensor<2x4x8x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x4x8x16xf32>) -> tensor<2x4x8x16xf32>
  %out = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%pr, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32>) outs(%f3 : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x16xf32>
  return %out : tensor<2x4x8x16xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>

// A prefix-LM mask, (kv_idx <= q_idx) | padding, is no band of keys: it
// stays a dense [B, 1, Nq, Nkv] operand and the remark says why.
// CHECK-LABEL: func @negative_or_mask_stays_dense
// CHECK: %[[M:.*]] = linalg.generic
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%[[M]] : tensor<2x1x4x4xi1>) scale 1.000000e+00 :
func.func @negative_or_mask_stays_dense(%q: tensor<2x2x4x8xf32>, %k: tensor<2x2x4x8xf32>, %v: tensor<2x2x4x8xf32>, %p: tensor<2x4xi1>) -> tensor<2x2x4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %eb = tensor.empty() : tensor<2x1x4x4xi1>
  %mask = linalg.generic {indexing_maps = [#pad, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p : tensor<2x4xi1>) outs(%eb : tensor<2x1x4x4xi1>) {
  ^bb0(%pv: i1, %out: i1):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %causal = arith.cmpi sle, %j, %i : index
    %keep = arith.ori %causal, %pv : i1
    linalg.yield %keep : i1
  } -> tensor<2x1x4x4xi1>
  %s = attn.matmul %q, %k transpose_b : tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32> -> tensor<2x2x4x4xf32>
  %e = tensor.empty() : tensor<2x2x4x4xf32>
  %sm = linalg.generic {indexing_maps = [#b4, #bias, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %mask : tensor<2x2x4x4xf32>, tensor<2x1x4x4xi1>) outs(%e : tensor<2x2x4x4xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %r = arith.select %m, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<2x2x4x4xf32>
  %pr = attn.softmax %sm dim 3 : tensor<2x2x4x4xf32>
  // expected-remark @below {{stays dense: the visible keys are the complement of a band of keys, padding and segments}}
  %o = attn.matmul %pr, %v : tensor<2x2x4x4xf32>, tensor<2x2x4x8xf32> -> tensor<2x2x4x8xf32>
  return %o : tensor<2x2x4x8xf32>
}

// -----

#b4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>

// |q_idx - kv_idx| == 1 keeps two diagonals, no band of keys: the mask
// stays a dense operand and the remark names the compare.
// CHECK-LABEL: func @negative_abs_equality_stays_dense
// CHECK: %[[M:.*]] = tensor.expand_shape
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%[[M]] : tensor<1x1x4x4xi1>) scale 1.000000e+00 :
func.func @negative_abs_equality_stays_dense(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1 : index
  %eb = tensor.empty() : tensor<4x4xi1>
  %keep = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<4x4xi1>) {
  ^bb0(%out: i1):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %i, %j : index
    %a = math.absi %d : index
    %kp = arith.cmpi eq, %a, %c1 : index
    linalg.yield %kp : i1
  } -> tensor<4x4xi1>
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32> -> tensor<1x2x4x4xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %sm = linalg.generic {indexing_maps = [#b4, #m2, #b4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %keep : tensor<1x2x4x4xf32>, tensor<4x4xi1>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%x: f32, %m: i1, %out: f32):
    %r = arith.select %m, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %pr = attn.softmax %sm dim 3 : tensor<1x2x4x4xf32>
  // expected-remark @below {{stays dense: an equality compare of an absolute value of indices}}
  %o = attn.matmul %pr, %v : tensor<1x2x4x4xf32>, tensor<1x2x4x8xf32> -> tensor<1x2x4x8xf32>
  return %o : tensor<1x2x4x8xf32>
}
