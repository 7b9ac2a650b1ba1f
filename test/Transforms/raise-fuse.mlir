// RUN: attn-opt %s -split-input-file --attn-raise --attn-fuse=remarks=true -verify-diagnostics | FileCheck %s

// Whole attentions spelled in linalg the way torch-mlir and IREE emit them,
// through --attn-raise --attn-fuse: each becomes one attn.flash_attention,
// and no softmax, matmul, scale or mask of the chain is left. remarks=true
// with -verify-diagnostics makes any unfused chain fail the test.

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#kt = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>

// BHSD, f32, static: K transposed by linalg.transpose, 4-d generic
// contractions, scores divided by sqrt(d), decomposed softmax.
// CHECK-LABEL: func @bhsd_f32
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x8x16xf32>, %[[V:.*]]: tensor<2x4x8x16xf32>)
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 2.500000e-01 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: return %[[O]]
func.func @bhsd_f32(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>, %v: tensor<2x4x8x16xf32>) -> tensor<2x4x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %sqrtd = arith.constant 4.0 : f32
  %e0 = tensor.empty() : tensor<2x4x16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<2x4x8x16xf32>) outs(%e0 : tensor<2x4x16x8xf32>) permutation = [0, 1, 3, 2]
  %e1 = tensor.empty() : tensor<2x4x8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %s = linalg.generic {indexing_maps = [#q, #kt, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %kt : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>) outs(%f1 : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %ss = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x8x8xf32>) outs(%e1 : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.divf %a, %sqrtd : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%ss : tensor<2x4x8x8xf32>) outs(%fm : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ss, %mx : tensor<2x4x8x8xf32>, tensor<2x4x8xf32>) outs(%e1 : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %sm = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%ex : tensor<2x4x8x8xf32>) outs(%fs : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ex, %sm : tensor<2x4x8x8xf32>, tensor<2x4x8xf32>) outs(%e1 : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %e3 = tensor.empty() : tensor<2x4x8x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x4x8x16xf32>) -> tensor<2x4x8x16xf32>
  %out = linalg.generic {indexing_maps = [#q, #kt, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32>) outs(%f3 : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x16xf32>
  return %out : tensor<2x4x8x16xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#bc = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#kt = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>

// Llama-style BSHD, f16, GQA with 4 query heads per key/value head:
// transposes to BHSD, repeat_kv as expand_shape + broadcast + collapse,
// f32 accumulation, scale on the scores, softmax upcast to f32 in the
// bodies, P truncated to f16, output transposed back to BSHD.
// CHECK-LABEL: func @llama_bshd_gqa4_f16
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x8x16xf16>, %[[K:.*]]: tensor<1x8x2x16xf16>, %[[V:.*]]: tensor<1x8x2x16xf16>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3] : tensor<1x8x8x16xf16> -> tensor<1x8x8x16xf16>
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<1x8x2x16xf16> -> tensor<1x2x8x16xf16>
// CHECK-DAG: %[[VT:.*]] = attn.transpose %[[V]] [0, 2, 1, 3] : tensor<1x8x2x16xf16> -> tensor<1x2x8x16xf16>
// CHECK: %[[O:.*]] = attn.flash_attention %[[QT]], %[[KT]], %[[VT]] scale 2.500000e-01 : tensor<1x8x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> -> tensor<1x8x8x16xf32>
// CHECK: %[[OH:.*]] = attn.cast %[[O]] : tensor<1x8x8x16xf32> to tensor<1x8x8x16xf16>
// CHECK: %[[OT:.*]] = attn.transpose %[[OH]] [0, 2, 1, 3]
// CHECK-NEXT: return %[[OT]]
func.func @llama_bshd_gqa4_f16(%q: tensor<1x8x8x16xf16>, %k: tensor<1x8x2x16xf16>, %v: tensor<1x8x2x16xf16>) -> tensor<1x8x8x16xf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 0.25 : f32
  %eq = tensor.empty() : tensor<1x8x8x16xf16>
  %qt = linalg.transpose ins(%q : tensor<1x8x8x16xf16>) outs(%eq : tensor<1x8x8x16xf16>) permutation = [0, 2, 1, 3]
  %ekv = tensor.empty() : tensor<1x2x8x16xf16>
  %kt = linalg.transpose ins(%k : tensor<1x8x2x16xf16>) outs(%ekv : tensor<1x2x8x16xf16>) permutation = [0, 2, 1, 3]
  %vt = linalg.transpose ins(%v : tensor<1x8x2x16xf16>) outs(%ekv : tensor<1x2x8x16xf16>) permutation = [0, 2, 1, 3]
  // repeat_kv
  %ku = tensor.expand_shape %kt [[0], [1, 2], [3], [4]] output_shape [1, 2, 1, 8, 16] : tensor<1x2x8x16xf16> into tensor<1x2x1x8x16xf16>
  %vu = tensor.expand_shape %vt [[0], [1, 2], [3], [4]] output_shape [1, 2, 1, 8, 16] : tensor<1x2x8x16xf16> into tensor<1x2x1x8x16xf16>
  %eb = tensor.empty() : tensor<1x2x4x8x16xf16>
  %kb = linalg.generic {indexing_maps = [#bc, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%ku : tensor<1x2x1x8x16xf16>) outs(%eb : tensor<1x2x4x8x16xf16>) {
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  } -> tensor<1x2x4x8x16xf16>
  %vb = linalg.generic {indexing_maps = [#bc, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%vu : tensor<1x2x1x8x16xf16>) outs(%eb : tensor<1x2x4x8x16xf16>) {
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  } -> tensor<1x2x4x8x16xf16>
  %kr = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<1x2x4x8x16xf16> into tensor<1x8x8x16xf16>
  %vr = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<1x2x4x8x16xf16> into tensor<1x8x8x16xf16>
  // Kᵀ
  %ekt = tensor.empty() : tensor<1x8x16x8xf16>
  %ktt = linalg.transpose ins(%kr : tensor<1x8x8x16xf16>) outs(%ekt : tensor<1x8x16x8xf16>) permutation = [0, 1, 3, 2]
  %es = tensor.empty() : tensor<1x8x8x8xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%es : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %s = linalg.generic {indexing_maps = [#q, #kt, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qt, %ktt : tensor<1x8x8x16xf16>, tensor<1x8x16x8xf16>) outs(%fz : tensor<1x8x8x8xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8x8xf32>
  %ss = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x8x8x8xf32>) outs(%es : tensor<1x8x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.mulf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8x8xf32>
  %er = tensor.empty() : tensor<1x8x8xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%ss : tensor<1x8x8x8xf32>) outs(%fm : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ss, %mx : tensor<1x8x8x8xf32>, tensor<1x8x8xf32>) outs(%es : tensor<1x8x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
  %sm = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%ex : tensor<1x8x8x8xf32>) outs(%fs : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  %eph = tensor.empty() : tensor<1x8x8x8xf16>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ex, %sm : tensor<1x8x8x8xf32>, tensor<1x8x8xf32>) outs(%eph : tensor<1x8x8x8xf16>) {
  ^bb0(%a: f32, %b: f32, %out: f16):
    %r = arith.divf %a, %b : f32
    %t = arith.truncf %r : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x8x8x8xf16>
  %eo = tensor.empty() : tensor<1x8x8x16xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %out = linalg.generic {indexing_maps = [#q, #kt, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %vr : tensor<1x8x8x8xf16>, tensor<1x8x8x16xf16>) outs(%fo : tensor<1x8x8x16xf32>) {
  ^bb0(%a: f16, %b: f16, %acc: f32):
    %a32 = arith.extf %a : f16 to f32
    %b32 = arith.extf %b : f16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8x16xf32>
  %oh = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%out : tensor<1x8x8x16xf32>) outs(%eq : tensor<1x8x8x16xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x8x8x16xf16>
  %ot = linalg.transpose ins(%oh : tensor<1x8x8x16xf16>) outs(%eq : tensor<1x8x8x16xf16>) permutation = [0, 2, 1, 3]
  return %ot : tensor<1x8x8x16xf16>
}

// -----

#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// BSHD, bf16, GQA with 8 query heads per key/value head, the repeat done
// in BSHD (next to dim 2) by linalg.broadcast, Kᵀ through the contraction's
// map, scale on Q, linalg.softmax.
// CHECK-LABEL: func @bshd_gqa8_bf16
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x16x8xbf16>, %[[K:.*]]: tensor<1x4x2x8xbf16>, %[[V:.*]]: tensor<1x4x2x8xbf16>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3]
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<1x4x2x8xbf16> -> tensor<1x2x4x8xbf16>
// CHECK-DAG: %[[VT:.*]] = attn.transpose %[[V]] [0, 2, 1, 3] : tensor<1x4x2x8xbf16> -> tensor<1x2x4x8xbf16>
// CHECK: %[[O:.*]] = attn.flash_attention %[[QT]], %[[KT]], %[[VT]] scale 5.000000e-01 : tensor<1x16x4x8xbf16>, tensor<1x2x4x8xbf16>, tensor<1x2x4x8xbf16> -> tensor<1x16x4x8xbf16>
// CHECK-NOT: attn.expand_heads
// CHECK-NOT: attn.softmax
func.func @bshd_gqa8_bf16(%q: tensor<1x4x16x8xbf16>, %k: tensor<1x4x2x8xbf16>, %v: tensor<1x4x2x8xbf16>) -> tensor<1x16x4x8xbf16> {
  %zero = arith.constant 0.0 : bf16
  %half = arith.constant 0.5 : bf16
  %eb = tensor.empty() : tensor<1x4x2x8x8xbf16>
  %kb = linalg.broadcast ins(%k : tensor<1x4x2x8xbf16>) outs(%eb : tensor<1x4x2x8x8xbf16>) dimensions = [3]
  %vb = linalg.broadcast ins(%v : tensor<1x4x2x8xbf16>) outs(%eb : tensor<1x4x2x8x8xbf16>) dimensions = [3]
  %kr = tensor.collapse_shape %kb [[0], [1], [2, 3], [4]] : tensor<1x4x2x8x8xbf16> into tensor<1x4x16x8xbf16>
  %vr = tensor.collapse_shape %vb [[0], [1], [2, 3], [4]] : tensor<1x4x2x8x8xbf16> into tensor<1x4x16x8xbf16>
  %e = tensor.empty() : tensor<1x16x4x8xbf16>
  %qt = linalg.transpose ins(%q : tensor<1x4x16x8xbf16>) outs(%e : tensor<1x16x4x8xbf16>) permutation = [0, 2, 1, 3]
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x8xbf16>) outs(%e : tensor<1x16x4x8xbf16>) permutation = [0, 2, 1, 3]
  %vt = linalg.transpose ins(%vr : tensor<1x4x16x8xbf16>) outs(%e : tensor<1x16x4x8xbf16>) permutation = [0, 2, 1, 3]
  %qs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%qt : tensor<1x16x4x8xbf16>) outs(%e : tensor<1x16x4x8xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %r = arith.mulf %a, %half : bf16
    linalg.yield %r : bf16
  } -> tensor<1x16x4x8xbf16>
  %es = tensor.empty() : tensor<1x16x4x4xbf16>
  %fz = linalg.fill ins(%zero : bf16) outs(%es : tensor<1x16x4x4xbf16>) -> tensor<1x16x4x4xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qs, %kt : tensor<1x16x4x8xbf16>, tensor<1x16x4x8xbf16>) outs(%fz : tensor<1x16x4x4xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %acc: bf16):
    %m = arith.mulf %a, %b : bf16
    %r = arith.addf %acc, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x16x4x4xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<1x16x4x4xbf16>) outs(%es : tensor<1x16x4x4xbf16>) -> tensor<1x16x4x4xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%e : tensor<1x16x4x8xbf16>) -> tensor<1x16x4x8xbf16>
  %out = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %vt : tensor<1x16x4x4xbf16>, tensor<1x16x4x8xbf16>) outs(%fo : tensor<1x16x4x8xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %acc: bf16):
    %m = arith.mulf %a, %b : bf16
    %r = arith.addf %acc, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x16x4x8xbf16>
  return %out : tensor<1x16x4x8xbf16>
}

// -----

#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mqa = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// MQA, f32: one key/value head broadcast by a generic, torch-mlir's
// keepdim softmax with maxnumf, multiplied by a boolean padding mask
// (select with the lowest finite value, as Hugging Face spells it), which
// the fused op takes as key padding.
// CHECK-LABEL: func @mqa_masked
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x1x8x16xf32>, %[[V:.*]]: tensor<2x1x8x16xf32>, %[[M:.*]]: tensor<2x1x1x8xi1>)
// CHECK-NEXT: %[[PAD:.*]] = tensor.collapse_shape %[[M]] {{\[}}[0, 1, 2], [3]] : tensor<2x1x1x8xi1> into tensor<2x8xi1>
// CHECK-NEXT: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] key_padding(%[[PAD]] : tensor<2x8xi1>) scale 2.500000e-01 : tensor<2x4x8x16xf32>, tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: return %[[O]]
func.func @mqa_masked(%q: tensor<2x4x8x16xf32>, %k: tensor<2x1x8x16xf32>, %v: tensor<2x1x8x16xf32>, %mask: tensor<2x1x1x8xi1>) -> tensor<2x4x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %kb = linalg.generic {indexing_maps = [#mqa, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<2x1x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x8x16xf32>
  %vb = linalg.generic {indexing_maps = [#mqa, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v : tensor<2x1x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x8x16xf32>
  %es = tensor.empty() : tensor<2x4x8x8xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%es : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %kb : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%fz : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %ss = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x8x8xf32>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.mulf %c, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %sm = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ss, %mask : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: i1, %out: f32):
    %r = arith.select %b, %a, %lowest : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %er = tensor.empty() : tensor<2x4x8x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
  %mx = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%sm : tensor<2x4x8x8xf32>) outs(%fm : tensor<2x4x8x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maxnumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x1xf32>
  %sub = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm, %mx : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sub : tensor<2x4x8x8xf32>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%ex : tensor<2x4x8x8xf32>) outs(%fs : tensor<2x4x8x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x1xf32>
  %p = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ex, %sum : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%es : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x8x16xf32>) -> tensor<2x4x8x16xf32>
  %out = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %vb : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32>) outs(%fo : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x16xf32>
  return %out : tensor<2x4x8x16xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// Decode step, bf16, as IREE spells it after collapsing batch and heads:
// rank-3 batch_matmul with Kᵀ through indexing_maps, one query against a
// 16-long KV cache, causal through linalg.index with the j > i + 15
// boundary, linalg.softmax.
// CHECK-LABEL: func @decode_causal_bf16
// CHECK-SAME: (%[[Q:.*]]: tensor<4x1x16xbf16>, %[[K:.*]]: tensor<4x16x16xbf16>, %[[V:.*]]: tensor<4x16x16xbf16>)
// CHECK-DAG: %[[Q4:.*]] = tensor.expand_shape %[[Q]] {{\[}}[0, 1], [2], [3]] output_shape [1, 4, 1, 16]
// CHECK-DAG: %[[K4:.*]] = tensor.expand_shape %[[K]]
// CHECK-DAG: %[[V4:.*]] = tensor.expand_shape %[[V]]
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q4]], %[[K4]], %[[V4]] scale 2.500000e-01 causal : tensor<1x4x1x16xbf16>, tensor<1x4x16x16xbf16>, tensor<1x4x16x16xbf16> -> tensor<1x4x1x16xbf16>
// CHECK: %[[O3:.*]] = tensor.collapse_shape %[[O]]
// CHECK-NEXT: return %[[O3]]
func.func @decode_causal_bf16(%q: tensor<4x1x16xbf16>, %k: tensor<4x16x16xbf16>, %v: tensor<4x16x16xbf16>) -> tensor<4x1x16xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %four = arith.constant 4.0 : bf16
  %c15 = arith.constant 15 : index
  %es = tensor.empty() : tensor<4x1x16xbf16>
  %fz = linalg.fill ins(%zero : bf16) outs(%es : tensor<4x1x16xbf16>) -> tensor<4x1x16xbf16>
  %s = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>,
      affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q, %k : tensor<4x1x16xbf16>, tensor<4x16x16xbf16>) outs(%fz : tensor<4x1x16xbf16>) -> tensor<4x1x16xbf16>
  %sc = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<4x1x16xbf16>) outs(%es : tensor<4x1x16xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %d = arith.divf %a, %four : bf16
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %last = arith.addi %i, %c15 : index
    %hide = arith.cmpi ugt, %j, %last : index
    %r = arith.select %hide, %ninf, %d : bf16
    linalg.yield %r : bf16
  } -> tensor<4x1x16xbf16>
  %p = linalg.softmax dimension(2) ins(%sc : tensor<4x1x16xbf16>) outs(%es : tensor<4x1x16xbf16>) -> tensor<4x1x16xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%es : tensor<4x1x16xbf16>) -> tensor<4x1x16xbf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x1x16xbf16>, tensor<4x16x16xbf16>) outs(%fo : tensor<4x1x16xbf16>) -> tensor<4x1x16xbf16>
  return %o : tensor<4x1x16xbf16>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// Prefill, f32, rank 3: the scale and the causal mask fused in one generic
// (as IREE's elementwise fusion leaves them) raise to a sequence of attn ops.
// CHECK-LABEL: func @fused_scale_causal_body
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} scale 2.500000e-01 causal : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32> -> tensor<1x4x16x16xf32>
// CHECK-NOT: attn.softmax
func.func @fused_scale_causal_body(%q: tensor<4x16x16xf32>, %k: tensor<4x16x16xf32>, %v: tensor<4x16x16xf32>) -> tensor<4x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %es = tensor.empty() : tensor<4x16x16xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%es : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %s = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>,
      affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q, %k : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%fz : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %sc = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<4x16x16xf32>) outs(%es : tensor<4x16x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %d = arith.divf %a, %four : f32
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hide = arith.cmpi ugt, %j, %i : index
    %r = arith.select %hide, %ninf, %d : f32
    linalg.yield %r : f32
  } -> tensor<4x16x16xf32>
  %p = linalg.softmax dimension(2) ins(%sc : tensor<4x16x16xf32>) outs(%es : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%es : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%fo : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  return %o : tensor<4x16x16xf32>
}

// -----

#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#gen = affine_map<(d0, d1) -> (d0, d1)>
#last2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>

// BSHD with dynamic batch and length, f32: empties sized by tensor.dim,
// layout changes through permutation generics, a causal additive bias built
// from linalg.index (torch's scaled_dot_product_attention(is_causal=True)
// decomposition), linalg.softmax.
// CHECK-LABEL: func @bshd_dynamic_causal_bias
// CHECK-SAME: (%[[Q:.*]]: tensor<?x?x4x16xf32>, %[[K:.*]]: tensor<?x?x4x16xf32>, %[[V:.*]]: tensor<?x?x4x16xf32>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3] : tensor<?x?x4x16xf32> -> tensor<?x4x?x16xf32>
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<?x?x4x16xf32> -> tensor<?x4x?x16xf32>
// CHECK-DAG: %[[VT:.*]] = attn.transpose %[[V]] [0, 2, 1, 3] : tensor<?x?x4x16xf32> -> tensor<?x4x?x16xf32>
// CHECK: attn.flash_attention %[[QT]], %[[KT]], %[[VT]] scale 2.500000e-01 : tensor<?x4x?x16xf32>, tensor<?x4x?x16xf32>, tensor<?x4x?x16xf32> -> tensor<?x4x?x16xf32>
// CHECK-NOT: attn.softmax
func.func @bshd_dynamic_causal_bias(%q: tensor<?x?x4x16xf32>, %k: tensor<?x?x4x16xf32>, %v: tensor<?x?x4x16xf32>) -> tensor<?x4x?x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 0.25 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = tensor.dim %q, %c0 : tensor<?x?x4x16xf32>
  %n = tensor.dim %q, %c1 : tensor<?x?x4x16xf32>
  %e = tensor.empty(%b, %n) : tensor<?x4x?x16xf32>
  %qt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q : tensor<?x?x4x16xf32>) outs(%e : tensor<?x4x?x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x4x?x16xf32>
  %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<?x?x4x16xf32>) outs(%e : tensor<?x4x?x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x4x?x16xf32>
  %vt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v : tensor<?x?x4x16xf32>) outs(%e : tensor<?x4x?x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x4x?x16xf32>
  %es = tensor.empty(%b, %n, %n) : tensor<?x4x?x?xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%es : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qt, %kt : tensor<?x4x?x16xf32>, tensor<?x4x?x16xf32>) outs(%fz : tensor<?x4x?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<?x4x?x?xf32>
  %ss = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<?x4x?x?xf32>) outs(%es : tensor<?x4x?x?xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.mulf %x, %c : f32
    linalg.yield %r : f32
  } -> tensor<?x4x?x?xf32>
  %p = linalg.softmax dimension(3) ins(%ss : tensor<?x4x?x?xf32>) outs(%es : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4x?x16xf32>) -> tensor<?x4x?x16xf32>
  %out = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %vt : tensor<?x4x?x?xf32>, tensor<?x4x?x16xf32>) outs(%fo : tensor<?x4x?x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<?x4x?x16xf32>
  return %out : tensor<?x4x?x16xf32>
}

// -----

#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#gen = affine_map<(d0, d1) -> (d0, d1)>
#last2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>

// BHSD, f16, causal by torch's SDPA decomposition (an [N, N] bias of 0 and
// -inf from linalg.index, added to the scores), then a second, padding-mask
// attention over the first's output, in the same function.
// CHECK-LABEL: func @two_attentions_causal_bias_and_padding
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x8x16xf16>, %[[K:.*]]: tensor<1x2x8x16xf16>, %[[V:.*]]: tensor<1x2x8x16xf16>, %[[PAD:.*]]: tensor<1x1x1x8xf16>)
// CHECK: %[[O1:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.000000e+00 causal : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> -> tensor<1x2x8x16xf16>
// CHECK: %[[O2:.*]] = attn.flash_attention %[[O1]], %[[K]], %[[V]] mask(%[[PAD]] : tensor<1x1x1x8xf16>) scale 1.000000e+00 : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> -> tensor<1x2x8x16xf16>
// CHECK-NEXT: return %[[O2]]
func.func @two_attentions_causal_bias_and_padding(%q: tensor<1x2x8x16xf16>, %k: tensor<1x2x8x16xf16>, %v: tensor<1x2x8x16xf16>, %pad: tensor<1x1x1x8xf16>) -> tensor<1x2x8x16xf16> {
  %zero = arith.constant 0.0 : f16
  %ninf = arith.constant 0xFC00 : f16
  %eg = tensor.empty() : tensor<8x8xf16>
  %causal = linalg.generic {indexing_maps = [#gen], iterator_types = ["parallel", "parallel"]} outs(%eg : tensor<8x8xf16>) {
  ^bb0(%out: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %keep = arith.cmpi sle, %j64, %i64 : i64
    %r = arith.select %keep, %zero, %ninf : f16
    linalg.yield %r : f16
  } -> tensor<8x8xf16>
  %es = tensor.empty() : tensor<1x2x8x8xf16>
  %fz = linalg.fill ins(%zero : f16) outs(%es : tensor<1x2x8x8xf16>) -> tensor<1x2x8x8xf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>) outs(%fz : tensor<1x2x8x8xf16>) {
  ^bb0(%x: f16, %y: f16, %acc: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %acc, %m : f16
    linalg.yield %r : f16
  } -> tensor<1x2x8x8xf16>
  %sb = linalg.generic {indexing_maps = [#id, #last2, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %causal : tensor<1x2x8x8xf16>, tensor<8x8xf16>) outs(%es : tensor<1x2x8x8xf16>) {
  ^bb0(%x: f16, %y: f16, %out: f16):
    %r = arith.addf %x, %y : f16
    linalg.yield %r : f16
  } -> tensor<1x2x8x8xf16>
  %p = linalg.softmax dimension(3) ins(%sb : tensor<1x2x8x8xf16>) outs(%es : tensor<1x2x8x8xf16>) -> tensor<1x2x8x8xf16>
  %eo = tensor.empty() : tensor<1x2x8x16xf16>
  %fo = linalg.fill ins(%zero : f16) outs(%eo : tensor<1x2x8x16xf16>) -> tensor<1x2x8x16xf16>
  %o1 = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<1x2x8x8xf16>, tensor<1x2x8x16xf16>) outs(%fo : tensor<1x2x8x16xf16>) {
  ^bb0(%x: f16, %y: f16, %acc: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %acc, %m : f16
    linalg.yield %r : f16
  } -> tensor<1x2x8x16xf16>
  %s2 = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%o1, %k : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>) outs(%fz : tensor<1x2x8x8xf16>) {
  ^bb0(%x: f16, %y: f16, %acc: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %acc, %m : f16
    linalg.yield %r : f16
  } -> tensor<1x2x8x8xf16>
  %sp = linalg.generic {indexing_maps = [#id, #pad, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s2, %pad : tensor<1x2x8x8xf16>, tensor<1x1x1x8xf16>) outs(%es : tensor<1x2x8x8xf16>) {
  ^bb0(%x: f16, %y: f16, %out: f16):
    %r = arith.addf %x, %y : f16
    linalg.yield %r : f16
  } -> tensor<1x2x8x8xf16>
  %p2 = linalg.softmax dimension(3) ins(%sp : tensor<1x2x8x8xf16>) outs(%es : tensor<1x2x8x8xf16>) -> tensor<1x2x8x8xf16>
  %o2 = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p2, %v : tensor<1x2x8x8xf16>, tensor<1x2x8x16xf16>) outs(%fo : tensor<1x2x8x16xf16>) {
  ^bb0(%x: f16, %y: f16, %acc: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %acc, %m : f16
    linalg.yield %r : f16
  } -> tensor<1x2x8x16xf16>
  return %o2 : tensor<1x2x8x16xf16>
}

// -----

#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#pad = affine_map<(d0, d1, d2, d3) -> (d0, d3)>

// BHSD with dynamic batch and lengths, f16, GQA 4 by linalg.broadcast +
// collapse_shape, a [B, Nkv] float padding bias read through a map that
// drops the head and query dims.
// CHECK-LABEL: func @bhsd_dynamic_gqa4_bias
// CHECK-SAME: (%[[Q:.*]]: tensor<?x8x?x16xf16>, %[[K:.*]]: tensor<?x2x?x16xf16>, %[[V:.*]]: tensor<?x2x?x16xf16>, %[[B:.*]]: tensor<?x?xf16>)
// CHECK: %[[B4:.*]] = tensor.expand_shape %[[B]] {{\[}}[0], [1, 2, 3]] {{.*}} : tensor<?x?xf16> into tensor<?x1x1x?xf16>
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] mask(%[[B4]] : tensor<?x1x1x?xf16>) scale 2.500000e-01 : tensor<?x8x?x16xf16>, tensor<?x2x?x16xf16>, tensor<?x2x?x16xf16> -> tensor<?x8x?x16xf16>
// CHECK-NOT: attn.expand_heads
// CHECK-NOT: attn.softmax
func.func @bhsd_dynamic_gqa4_bias(%q: tensor<?x8x?x16xf16>, %k: tensor<?x2x?x16xf16>, %v: tensor<?x2x?x16xf16>, %bias: tensor<?x?xf16>) -> tensor<?x8x?x16xf16> {
  %zero = arith.constant 0.0 : f16
  %c = arith.constant 0.25 : f16
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %b = tensor.dim %q, %c0 : tensor<?x8x?x16xf16>
  %nq = tensor.dim %q, %c2 : tensor<?x8x?x16xf16>
  %nkv = tensor.dim %k, %c2 : tensor<?x2x?x16xf16>
  %eb = tensor.empty(%b, %nkv) : tensor<?x2x4x?x16xf16>
  %kb = linalg.broadcast ins(%k : tensor<?x2x?x16xf16>) outs(%eb : tensor<?x2x4x?x16xf16>) dimensions = [2]
  %vb = linalg.broadcast ins(%v : tensor<?x2x?x16xf16>) outs(%eb : tensor<?x2x4x?x16xf16>) dimensions = [2]
  %kr = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<?x2x4x?x16xf16> into tensor<?x8x?x16xf16>
  %vr = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<?x2x4x?x16xf16> into tensor<?x8x?x16xf16>
  %es = tensor.empty(%b, %nq, %nkv) : tensor<?x8x?x?xf16>
  %fz = linalg.fill ins(%zero : f16) outs(%es : tensor<?x8x?x?xf16>) -> tensor<?x8x?x?xf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %kr : tensor<?x8x?x16xf16>, tensor<?x8x?x16xf16>) outs(%fz : tensor<?x8x?x?xf16>) {
  ^bb0(%x: f16, %y: f16, %acc: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %acc, %m : f16
    linalg.yield %r : f16
  } -> tensor<?x8x?x?xf16>
  %sb = linalg.generic {indexing_maps = [#id, #pad, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %bias : tensor<?x8x?x?xf16>, tensor<?x?xf16>) outs(%es : tensor<?x8x?x?xf16>) {
  ^bb0(%x: f16, %y: f16, %out: f16):
    %sc = arith.mulf %x, %c : f16
    %r = arith.addf %sc, %y : f16
    linalg.yield %r : f16
  } -> tensor<?x8x?x?xf16>
  %p = linalg.softmax dimension(3) ins(%sb : tensor<?x8x?x?xf16>) outs(%es : tensor<?x8x?x?xf16>) -> tensor<?x8x?x?xf16>
  %eo = tensor.empty(%b, %nq) : tensor<?x8x?x16xf16>
  %fo = linalg.fill ins(%zero : f16) outs(%eo : tensor<?x8x?x16xf16>) -> tensor<?x8x?x16xf16>
  %out = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %vr : tensor<?x8x?x?xf16>, tensor<?x8x?x16xf16>) outs(%fo : tensor<?x8x?x16xf16>) {
  ^bb0(%x: f16, %y: f16, %acc: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %acc, %m : f16
    linalg.yield %r : f16
  } -> tensor<?x8x?x16xf16>
  return %out : tensor<?x8x?x16xf16>
}

// -----

#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>

// Hugging Face's output_attentions=True: the probabilities are returned, so
// the chain is raised but not fused, and the remark says why.
// CHECK-LABEL: func @negative_attention_weights_returned
// CHECK: attn.matmul
// CHECK: attn.softmax
// CHECK: attn.matmul
// CHECK-NOT: attn.flash_attention
func.func @negative_attention_weights_returned(%q: tensor<1x2x8x16xf32>, %k: tensor<1x2x8x16xf32>, %v: tensor<1x2x8x16xf32>) -> (tensor<1x2x8x16xf32>, tensor<1x2x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<1x2x8x8xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%es : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%fz : tensor<1x2x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  // expected-remark-re @below {{attention not fused: probabilities at {{.*}}raise-fuse.mlir:679:8 has another user (func.return at {{.*}}raise-fuse.mlir:689:3)}}
  %p = linalg.softmax dimension(3) ins(%s : tensor<1x2x8x8xf32>) outs(%es : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %eo = tensor.empty() : tensor<1x2x8x16xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
  %out = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x16xf32>) outs(%fo : tensor<1x2x8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x16xf32>
  return %out, %p : tensor<1x2x8x16xf32>, tensor<1x2x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#bc = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, 0, d4)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#p = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>
#ob = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3)>

// BSHD read in place through the contractions' maps (no transpose ops at
// all), MQA (one K/V head repeated 8 times in BSHD with expand_shape and a
// constant-0 broadcast), torch's keepdim softmax, the output written
// straight back in BSHD by the P·V map.
// CHECK-LABEL: func @bshd_maps_mqa_f32
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x16xf32>, %[[K:.*]]: tensor<1x4x1x16xf32>, %[[V:.*]]: tensor<1x4x1x16xf32>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3] : tensor<1x4x8x16xf32> -> tensor<1x8x4x16xf32>
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<1x4x1x16xf32> -> tensor<1x1x4x16xf32>
// CHECK-DAG: %[[VT:.*]] = attn.transpose %[[V]] [0, 2, 1, 3] : tensor<1x4x1x16xf32> -> tensor<1x1x4x16xf32>
// CHECK: %[[O:.*]] = attn.flash_attention %[[QT]], %[[KT]], %[[VT]] scale 1.000000e+00 : tensor<1x8x4x16xf32>, tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32> -> tensor<1x8x4x16xf32>
// CHECK: %[[OT:.*]] = attn.transpose %[[O]] [0, 2, 1, 3] : tensor<1x8x4x16xf32> -> tensor<1x4x8x16xf32>
// CHECK-NEXT: return %[[OT]]
func.func @bshd_maps_mqa_f32(%q: tensor<1x4x8x16xf32>, %k: tensor<1x4x1x16xf32>, %v: tensor<1x4x1x16xf32>) -> tensor<1x4x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ku = tensor.expand_shape %k [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, 1, 16] : tensor<1x4x1x16xf32> into tensor<1x4x1x1x16xf32>
  %vu = tensor.expand_shape %v [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, 1, 16] : tensor<1x4x1x16xf32> into tensor<1x4x1x1x16xf32>
  %eb = tensor.empty() : tensor<1x4x1x8x16xf32>
  %kb = linalg.generic {indexing_maps = [#bc, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%ku : tensor<1x4x1x1x16xf32>) outs(%eb : tensor<1x4x1x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x1x8x16xf32>
  %vb = linalg.generic {indexing_maps = [#bc, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%vu : tensor<1x4x1x1x16xf32>) outs(%eb : tensor<1x4x1x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x1x8x16xf32>
  %kr = tensor.collapse_shape %kb [[0], [1], [2, 3], [4]] : tensor<1x4x1x8x16xf32> into tensor<1x4x8x16xf32>
  %vr = tensor.collapse_shape %vb [[0], [1], [2, 3], [4]] : tensor<1x4x1x8x16xf32> into tensor<1x4x8x16xf32>
  %es = tensor.empty() : tensor<1x8x4x4xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%es : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  // S[b, h, i, j] = sum_d Q[b, i, h, d] K[b, j, h, d]
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %kr : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%fz : tensor<1x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %er = tensor.empty() : tensor<1x8x4x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
  %mx = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%s : tensor<1x8x4x4xf32>) outs(%fm : tensor<1x8x4x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x1xf32>
  %ex = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %mx : tensor<1x8x4x4xf32>, tensor<1x8x4x1xf32>) outs(%es : tensor<1x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
  %sm = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%ex : tensor<1x8x4x4xf32>) outs(%fs : tensor<1x8x4x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x1xf32>
  %pr = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ex, %sm : tensor<1x8x4x4xf32>, tensor<1x8x4x1xf32>) outs(%es : tensor<1x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x8x4x4xf32>
  // O[b, i, h, e] = sum_j P[b, h, i, j] V[b, j, h, e], written in BSHD
  %eo = tensor.empty() : tensor<1x4x8x16xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32>
  %out = linalg.generic {indexing_maps = [#p, #v, #ob], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%pr, %vr : tensor<1x8x4x4xf32>, tensor<1x4x8x16xf32>) outs(%fo : tensor<1x4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x16xf32>
  return %out : tensor<1x4x8x16xf32>
}

// -----

// torch-mlir's spelling of 4-d matmuls: BSHD, f16, GQA 2 by linalg.broadcast
// + collapse, Kᵀ by a 4-d linalg.transpose, and each matmul a batch_matmul
// on [B*H, ...] collapses (zero init collapsed too) whose result is expanded
// back to [B, H, ...]; softmax in 4-d. Both matmuls become 4-d, so the chain
// is the usual one.
// CHECK-LABEL: func @torch_bmm_bshd_gqa2_f16
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x4x16xf16>, %[[K:.*]]: tensor<2x8x2x16xf16>, %[[V:.*]]: tensor<2x8x2x16xf16>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3] : tensor<2x8x4x16xf16> -> tensor<2x4x8x16xf16>
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<2x8x2x16xf16> -> tensor<2x2x8x16xf16>
// CHECK-DAG: %[[VT:.*]] = attn.transpose %[[V]] [0, 2, 1, 3] : tensor<2x8x2x16xf16> -> tensor<2x2x8x16xf16>
// CHECK: %[[O:.*]] = attn.flash_attention %[[QT]], %[[KT]], %[[VT]] scale 2.500000e-01 : tensor<2x4x8x16xf16>, tensor<2x2x8x16xf16>, tensor<2x2x8x16xf16> -> tensor<2x4x8x16xf16>
// CHECK-NEXT: %[[OT:.*]] = attn.transpose %[[O]] [0, 2, 1, 3]
// CHECK-NEXT: return %[[OT]]
func.func @torch_bmm_bshd_gqa2_f16(%q: tensor<2x8x4x16xf16>, %k: tensor<2x8x2x16xf16>, %v: tensor<2x8x2x16xf16>) -> tensor<2x8x4x16xf16> {
  %zero = arith.constant 0.0 : f16
  %eq = tensor.empty() : tensor<2x4x8x16xf16>
  %qt = linalg.transpose ins(%q : tensor<2x8x4x16xf16>) outs(%eq : tensor<2x4x8x16xf16>) permutation = [0, 2, 1, 3]
  %ekv = tensor.empty() : tensor<2x2x8x16xf16>
  %kt = linalg.transpose ins(%k : tensor<2x8x2x16xf16>) outs(%ekv : tensor<2x2x8x16xf16>) permutation = [0, 2, 1, 3]
  %vt = linalg.transpose ins(%v : tensor<2x8x2x16xf16>) outs(%ekv : tensor<2x2x8x16xf16>) permutation = [0, 2, 1, 3]
  %eb = tensor.empty() : tensor<2x2x2x8x16xf16>
  %kb = linalg.broadcast ins(%kt : tensor<2x2x8x16xf16>) outs(%eb : tensor<2x2x2x8x16xf16>) dimensions = [2]
  %vb = linalg.broadcast ins(%vt : tensor<2x2x8x16xf16>) outs(%eb : tensor<2x2x2x8x16xf16>) dimensions = [2]
  %kr = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf16> into tensor<2x4x8x16xf16>
  %vr = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf16> into tensor<2x4x8x16xf16>
  %ekt = tensor.empty() : tensor<2x4x16x8xf16>
  %ktt = linalg.transpose ins(%kr : tensor<2x4x8x16xf16>) outs(%ekt : tensor<2x4x16x8xf16>) permutation = [0, 1, 3, 2]
  %es = tensor.empty() : tensor<2x4x8x8xf16>
  %fs = linalg.fill ins(%zero : f16) outs(%es : tensor<2x4x8x8xf16>) -> tensor<2x4x8x8xf16>
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
  %k3 = tensor.collapse_shape %ktt [[0, 1], [2], [3]] : tensor<2x4x16x8xf16> into tensor<8x16x8xf16>
  %fs3 = tensor.collapse_shape %fs [[0, 1], [2], [3]] : tensor<2x4x8x8xf16> into tensor<8x8x8xf16>
  %s3 = linalg.batch_matmul ins(%q3, %k3 : tensor<8x8x16xf16>, tensor<8x16x8xf16>) outs(%fs3 : tensor<8x8x8xf16>) -> tensor<8x8x8xf16>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf16> into tensor<2x4x8x8xf16>
  %ss = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x8x8xf16>) outs(%es : tensor<2x4x8x8xf16>) {
  ^bb0(%a: f16, %out: f16):
    %c = arith.constant 4.0 : f16
    %r = arith.divf %a, %c : f16
    linalg.yield %r : f16
  } -> tensor<2x4x8x8xf16>
  %p = linalg.softmax dimension(3) ins(%ss : tensor<2x4x8x8xf16>) outs(%es : tensor<2x4x8x8xf16>) -> tensor<2x4x8x8xf16>
  %fo = linalg.fill ins(%zero : f16) outs(%eq : tensor<2x4x8x16xf16>) -> tensor<2x4x8x16xf16>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x8x8xf16> into tensor<8x8x8xf16>
  %v3 = tensor.collapse_shape %vr [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
  %fo3 = tensor.collapse_shape %fo [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<8x8x8xf16>, tensor<8x8x16xf16>) outs(%fo3 : tensor<8x8x16xf16>) -> tensor<8x8x16xf16>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf16> into tensor<2x4x8x16xf16>
  %eo = tensor.empty() : tensor<2x8x4x16xf16>
  %ot = linalg.transpose ins(%o : tensor<2x4x8x16xf16>) outs(%eo : tensor<2x8x4x16xf16>) permutation = [0, 2, 1, 3]
  return %ot : tensor<2x8x4x16xf16>
}

// -----

// The same spelling with a dynamic batch, BHSD, f32, Kᵀ through the
// batch_matmul's maps: the collapses merge [?, 4] and the expands split
// [%b, 4], which the fixed 4 proves to be the same split.
// CHECK-LABEL: func @torch_bmm_dynamic_batch
// CHECK-SAME: (%[[Q:.*]]: tensor<?x4x8x16xf32>, %[[K:.*]]: tensor<?x4x8x16xf32>, %[[V:.*]]: tensor<?x4x8x16xf32>)
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K]], %[[V]] scale 1.000000e+00 : tensor<?x4x8x16xf32>, tensor<?x4x8x16xf32>, tensor<?x4x8x16xf32> -> tensor<?x4x8x16xf32>
// CHECK-NEXT: return %[[O]]
func.func @torch_bmm_dynamic_batch(%q: tensor<?x4x8x16xf32>, %k: tensor<?x4x8x16xf32>, %v: tensor<?x4x8x16xf32>) -> tensor<?x4x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %b = tensor.dim %q, %c0 : tensor<?x4x8x16xf32>
  %q3 = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<?x4x8x16xf32> into tensor<?x8x16xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<?x4x8x16xf32> into tensor<?x8x16xf32>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<?x4x8x16xf32> into tensor<?x8x16xf32>
  %bh = tensor.dim %q3, %c0 : tensor<?x8x16xf32>
  %es = tensor.empty(%bh) : tensor<?x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
  %s3 = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>,
      affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q3, %k3 : tensor<?x8x16xf32>, tensor<?x8x16xf32>) outs(%fs : tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [%b, 4, 8, 8] : tensor<?x8x8xf32> into tensor<?x4x8x8xf32>
  %e4 = tensor.empty(%b) : tensor<?x4x8x8xf32>
  %p = linalg.softmax dimension(3) ins(%s : tensor<?x4x8x8xf32>) outs(%e4 : tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<?x4x8x8xf32> into tensor<?x8x8xf32>
  %eo = tensor.empty(%bh) : tensor<?x8x16xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<?x8x8xf32>, tensor<?x8x16xf32>) outs(%fo : tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [%b, 4, 8, 16] : tensor<?x8x16xf32> into tensor<?x4x8x16xf32>
  return %o : tensor<?x4x8x16xf32>
}

// -----

// MQA decode as einsum writes it: K and V without a heads dim, broadcast
// through the contraction maps (`bhqd,bkd->bhqk`, `bhqk,bkd->bhqd`). The
// raised matmuls read K and V with a unit heads dim: one KV head for all
// eight query heads, native GQA in the fused op.
// CHECK-LABEL: func @mqa_einsum_decode
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x1x64xf32>, %[[K:.*]]: tensor<2x128x64xf32>, %[[V:.*]]: tensor<2x128x64xf32>)
// CHECK-DAG: %[[K4:.*]] = tensor.expand_shape %[[K]] {{.*}} into tensor<2x1x128x64xf32>
// CHECK-DAG: %[[V4:.*]] = tensor.expand_shape %[[V]] {{.*}} into tensor<2x1x128x64xf32>
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q]], %[[K4]], %[[V4]] scale 1.250000e-01 : tensor<2x8x1x64xf32>, tensor<2x1x128x64xf32>, tensor<2x1x128x64xf32> -> tensor<2x8x1x64xf32>
// CHECK-NEXT: return %[[O]]
func.func @mqa_einsum_decode(%q: tensor<2x8x1x64xf32>, %k: tensor<2x128x64xf32>, %v: tensor<2x128x64xf32>) -> tensor<2x8x1x64xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %es = tensor.empty() : tensor<2x8x1x128xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x8x1x128xf32>) -> tensor<2x8x1x128xf32>
  %s = linalg.generic {indexing_maps = [
      affine_map<(b, h, i, j, k) -> (b, h, i, k)>,
      affine_map<(b, h, i, j, k) -> (b, j, k)>,
      affine_map<(b, h, i, j, k) -> (b, h, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x8x1x64xf32>, tensor<2x128x64xf32>) outs(%fs : tensor<2x8x1x128xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x1x128xf32>
  %ss = linalg.generic {indexing_maps = [
      affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x8x1x128xf32>) outs(%es : tensor<2x8x1x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.mulf %a, %scale : f32
    linalg.yield %y : f32
  } -> tensor<2x8x1x128xf32>
  %p = linalg.softmax dimension(3) ins(%ss : tensor<2x8x1x128xf32>) outs(%es : tensor<2x8x1x128xf32>) -> tensor<2x8x1x128xf32>
  %eo = tensor.empty() : tensor<2x8x1x64xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x8x1x64xf32>) -> tensor<2x8x1x64xf32>
  %o = linalg.generic {indexing_maps = [
      affine_map<(b, h, i, d, j) -> (b, h, i, j)>,
      affine_map<(b, h, i, d, j) -> (b, j, d)>,
      affine_map<(b, h, i, d, j) -> (b, h, i, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x8x1x128xf32>, tensor<2x128x64xf32>) outs(%fo : tensor<2x8x1x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x1x64xf32>
  return %o : tensor<2x8x1x64xf32>
}
