// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// attn-raise on a mask applied to the probabilities after the softmax:
// DeBERTa's XSoftmax (SEW-D) hides keys before the softmax and zeroes the
// same keys after it. attn.softmax gives those keys exactly 0 and a row
// with every key hidden all zeros, so the second mask is dropped and the
// chain fuses.

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#key = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>

// SEW-D's form: `hidden = not keep`, attn.mask keeps `keep`, and the
// probabilities are selected to 0 (a 0-d tensor) where `hidden` is true.
// CHECK-LABEL: func.func @xsoftmax_hidden(
// CHECK-SAME: %[[S:.*]]: tensor<2x4x8x8xf32>, %[[HIDDEN:.*]]: tensor<2x1x1x8xi1>)
// CHECK: %[[KEEP:.*]] = linalg.generic
// CHECK: %[[M:.*]] = attn.mask %[[S]], %[[KEEP]]
// CHECK: %[[P:.*]] = attn.softmax %[[M]] dim 3
// CHECK-NOT: arith.select
// CHECK: return %[[P]]
func.func @xsoftmax_hidden(%s: tensor<2x4x8x8xf32>, %hidden: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xf32> {
  %true = arith.constant true
  %zero = arith.constant dense<0.0> : tensor<f32>
  %e1 = tensor.empty() : tensor<2x1x1x8xi1>
  %keep = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hidden : tensor<2x1x1x8xi1>) outs(%e1 : tensor<2x1x1x8xi1>) {
  ^bb0(%in: i1, %out: i1):
    %n = arith.xori %in, %true : i1
    linalg.yield %n : i1
  } -> tensor<2x1x1x8xi1>
  %m = attn.mask %s, %keep : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
  %p = attn.softmax %m dim 3 : tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#key, #scalar, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hidden, %zero, %p : tensor<2x1x1x8xi1>, tensor<f32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%h: i1, %z: f32, %x: f32, %out: f32):
    %v = arith.select %h, %z, %x : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#key = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>

// The same mask read the other way: keep the probabilities where `keep` is
// true, 0 elsewhere (a body constant).
// CHECK-LABEL: func.func @keep_select(
// CHECK: %[[P:.*]] = attn.softmax
// CHECK-NOT: arith.select
// CHECK: return %[[P]]
func.func @keep_select(%s: tensor<2x4x8x8xf32>, %keep: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %m = attn.mask %s, %keep : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
  %p = attn.softmax %m dim 3 : tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#key, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%keep, %p : tensor<2x1x1x8xi1>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%k: i1, %x: f32, %out: f32):
    %v = arith.select %k, %x, %zero : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#key = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>

// SEW-D in bf16: the masked scores are widened for the softmax and the
// probabilities narrowed back before the select; a cast keeps 0 and -inf,
// so the select goes and the narrowed probabilities remain.
// CHECK-LABEL: func.func @bf16_casts(
// CHECK: %[[P:.*]] = attn.softmax
// CHECK: %[[N:.*]] = attn.cast %[[P]] : tensor<2x4x8x8xf32> to tensor<2x4x8x8xbf16>
// CHECK-NOT: arith.select
// CHECK: return %[[N]]
func.func @bf16_casts(%s: tensor<2x4x8x8xbf16>, %keep: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xbf16> {
  %zero = arith.constant 0.0 : bf16
  %m = attn.mask %s, %keep : tensor<2x4x8x8xbf16>, tensor<2x1x1x8xi1>
  %w = attn.cast %m : tensor<2x4x8x8xbf16> to tensor<2x4x8x8xf32>
  %p = attn.softmax %w dim 3 : tensor<2x4x8x8xf32>
  %n = attn.cast %p : tensor<2x4x8x8xf32> to tensor<2x4x8x8xbf16>
  %e = tensor.empty() : tensor<2x4x8x8xbf16>
  %r = linalg.generic {indexing_maps = [#key, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%keep, %n : tensor<2x1x1x8xi1>, tensor<2x4x8x8xbf16>) outs(%e : tensor<2x4x8x8xbf16>) {
  ^bb0(%k: i1, %x: bf16, %out: bf16):
    %v = arith.select %k, %x, %zero : bf16
    linalg.yield %v : bf16
  } -> tensor<2x4x8x8xbf16>
  return %r : tensor<2x4x8x8xbf16>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#key = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>

// Zeroing by another mask than the one the scores saw changes visible
// keys' weights: the select stays.
// CHECK-LABEL: func.func @negative_other_mask(
// CHECK: attn.softmax
// CHECK: arith.select
func.func @negative_other_mask(%s: tensor<2x4x8x8xf32>, %keep: tensor<2x1x1x8xi1>, %other: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %m = attn.mask %s, %keep : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
  %p = attn.softmax %m dim 3 : tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#key, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%other, %p : tensor<2x1x1x8xi1>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%k: i1, %x: f32, %out: f32):
    %v = arith.select %k, %x, %zero : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#key = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>

// The right mask with the wrong polarity zeroes the visible keys instead:
// the select stays.
// CHECK-LABEL: func.func @negative_zeroes_visible_keys(
// CHECK: attn.softmax
// CHECK: arith.select
func.func @negative_zeroes_visible_keys(%s: tensor<2x4x8x8xf32>, %keep: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %m = attn.mask %s, %keep : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
  %p = attn.softmax %m dim 3 : tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#key, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%keep, %p : tensor<2x1x1x8xi1>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%k: i1, %x: f32, %out: f32):
    %v = arith.select %k, %zero, %x : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#key = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>

// A fill other than +0 (here -0, whose sign attn.softmax's zeros lack) is
// not what the softmax gives the hidden keys: the select stays.
// CHECK-LABEL: func.func @negative_minus_zero(
// CHECK: attn.softmax
// CHECK: arith.select
func.func @negative_minus_zero(%s: tensor<2x4x8x8xf32>, %keep: tensor<2x1x1x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant -0.0 : f32
  %m = attn.mask %s, %keep : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
  %p = attn.softmax %m dim 3 : tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#key, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%keep, %p : tensor<2x1x1x8xi1>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%k: i1, %x: f32, %out: f32):
    %v = arith.select %k, %x, %zero : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#query = affine_map<(d0, d1, d2, d3) -> (d0, 0, d3, 0)>

// The mask read transposed (its key dim along the queries) is not the mask
// the scores saw: the select stays.
// CHECK-LABEL: func.func @negative_transposed_read(
// CHECK: attn.softmax
// CHECK: arith.select
func.func @negative_transposed_read(%s: tensor<2x4x8x8xf32>, %keep: tensor<2x1x8x1xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %m = attn.mask %s, %keep : tensor<2x4x8x8xf32>, tensor<2x1x8x1xi1>
  %p = attn.softmax %m dim 3 : tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#query, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%keep, %p : tensor<2x1x8x1xi1>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%k: i1, %x: f32, %out: f32):
    %v = arith.select %k, %x, %zero : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}
