// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// Biases that a model materializes at the scores' shape before adding them
// (a broadcast copy, a sum of broadcast terms, a fill under a structured
// condition): attn-raise adds each term from before its broadcast and reads
// the rest as structure, or leaves the bias whole when splitting it would
// not read fewer elements.

// MPNet materializes its relative bias over the batch ([H, N, N] expanded to
// [B, H, N, N]) before adding it. The add reads the bias from before the
// broadcast, B times fewer elements.
#m4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m3 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
// CHECK-LABEL: func @broadcast_bias
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[R:.*]]: tensor<4x8x8xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[R]] {{\[}}[0, 1], [2], [3]] output_shape [1, 4, 8, 8]
// CHECK-NEXT: %[[A:.*]] = attn.add %[[S]], %[[E]] : tensor<2x4x8x8xf32>, tensor<1x4x8x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @broadcast_bias(%s: tensor<2x4x8x8xf32>, %rel: tensor<4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#m3, #m4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rel : tensor<4x8x8xf32>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%r: f32, %out: f32):
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#m4, #m4, #m4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// BEiT sums its relative bias [1, H, N, N] and a 0 / lowest padding bias
// [B, 1, N, N] into one [B, H, N, N] bias. Each term is added on its own:
// the relative bias densely at its own size, the padding as structure.
#s4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sr = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#sk = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-LABEL: func @bias_sum_with_padding
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[R:.*]]: tensor<1x4x8x8xf32>, %[[P:.*]]: tensor<2x8xi1>)
// CHECK: %[[A:.*]] = attn.add %[[S]], %[[R]] : tensor<2x4x8x8xf32>, tensor<1x4x8x8xf32>
// CHECK: %[[M:.*]] = attn.mask %[[A]], %{{.*}} : tensor<2x4x8x8xf32>, tensor<2x1x1x8xi1>
// CHECK-NEXT: return %[[M]]
func.func @bias_sum_with_padding(%s: tensor<2x4x8x8xf32>, %rel: tensor<1x4x8x8xf32>, %keep: tensor<2x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %min = arith.constant -3.40282347E+38 : f32
  %ep = tensor.empty() : tensor<2x1x8x8xf32>
  %pad = linalg.generic {indexing_maps = [#sk, #s4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%keep : tensor<2x8xi1>) outs(%ep : tensor<2x1x8x8xf32>) {
  ^bb0(%k: i1, %out: f32):
    %v = arith.select %k, %zero, %min : f32
    linalg.yield %v : f32
  } -> tensor<2x1x8x8xf32>
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#sr, #sp, #s4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rel, %pad : tensor<1x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%r: f32, %p: f32, %out: f32):
    %a = arith.addf %r, %p : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#s4, #s4, #s4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// Swin sums its relative bias [1, H, N, N] and its shifted windows' mask
// [B * windows, 1, N, N], both dense, into one [B * windows, H, N, N] bias.
// Added one by one, the two terms read 384 elements where the sum has 512.
#n4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#nr = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#np = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
// CHECK-LABEL: func @two_dense_bias_terms
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[R:.*]]: tensor<1x4x8x8xf32>, %[[W:.*]]: tensor<2x1x8x8xf32>)
// CHECK-NEXT: %[[A:.*]] = attn.add %[[S]], %[[R]] : tensor<2x4x8x8xf32>, tensor<1x4x8x8xf32>
// CHECK-NEXT: %[[B:.*]] = attn.add %[[A]], %[[W]] : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>
// CHECK-NEXT: return %[[B]]
func.func @two_dense_bias_terms(%s: tensor<2x4x8x8xf32>, %rel: tensor<1x4x8x8xf32>, %windows: tensor<2x1x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#nr, #np, #n4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rel, %windows : tensor<1x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%r: f32, %w: f32, %out: f32):
    %a = arith.addf %r, %w : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#n4, #n4, #n4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// A full-size dense term next to another: added one by one they would read
// 768 elements where the sum has 512, so the summed bias stays whole, one
// full-size add (the sum's own generic becomes an attn.add).
#f4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#fr = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
// CHECK-LABEL: func @negative_dense_terms_not_smaller
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[R:.*]]: tensor<1x4x8x8xf32>, %[[F:.*]]: tensor<2x4x8x8xf32>)
// CHECK-NEXT: %[[B:.*]] = attn.add %[[F]], %[[R]] : tensor<2x4x8x8xf32>, tensor<1x4x8x8xf32>
// CHECK-NEXT: %[[A:.*]] = attn.add %[[S]], %[[B]] : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @negative_dense_terms_not_smaller(%s: tensor<2x4x8x8xf32>, %rel: tensor<1x4x8x8xf32>, %full: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#fr, #f4, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rel, %full : tensor<1x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%r: f32, %f: f32, %out: f32):
    %a = arith.addf %r, %f : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#f4, #f4, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// A transposed bias (the generic reads it [B, H, Nkv, Nq]) is no broadcast
// attn.add can take: the bias stays whole.
#t4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tt = affine_map<(d0, d1, d2, d3) -> (d1, d3, d2)>
// CHECK-LABEL: func @negative_transposed_bias_term
// CHECK: %[[B:.*]] = linalg.generic
// CHECK: attn.add %{{.*}}, %[[B]] : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>
func.func @negative_transposed_bias_term(%s: tensor<2x4x8x8xf32>, %rel: tensor<4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#tt, #t4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rel : tensor<4x8x8xf32>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%r: f32, %out: f32):
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#t4, #t4, #t4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// Falcon with ALiBi fills its [B, H, 1, Nkv] ALiBi bias with the lowest
// value where the causal and padding mask hides a key, at the scores'
// [B, H, N, N] shape. The fill is read as structure, the ALiBi added at its
// own size.
#f4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#fa = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#fk = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-LABEL: func @bias_filled_under_mask
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[A:.*]]: tensor<2x4x1x8xf32>, %[[P:.*]]: tensor<2x8xi1>)
// CHECK-NEXT: %[[PE:.*]] = tensor.expand_shape %[[P]] {{\[}}[0, 1, 2], [3]] output_shape [2, 1, 1, 8]
// CHECK-NEXT: %[[M:.*]] = attn.mask %[[S]], %[[PE]]
// CHECK-NEXT: %[[C:.*]] = attn.causal_mask %[[M]] : tensor<2x4x8x8xf32>
// CHECK-NEXT: %[[R:.*]] = attn.add %[[C]], %[[A]] : tensor<2x4x8x8xf32>, tensor<2x4x1x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @bias_filled_under_mask(%s: tensor<2x4x8x8xf32>, %alibi: tensor<2x4x1x8xf32>, %keep: tensor<2x8xi1>) -> tensor<2x4x8x8xf32> {
  %min = arith.constant -3.40282347E+38 : f32
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#fa, #fk, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alibi, %keep : tensor<2x4x1x8xf32>, tensor<2x8xi1>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %k: i1, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %past = arith.cmpi ule, %j, %i : index
    %ok = arith.andi %past, %k : i1
    %v = arith.select %ok, %a, %min : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#f4, #f4, #f4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// The same fill on a condition that is no band of keys (j != i): the bias
// stays whole, one full-size add.
#g4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ga = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
// CHECK-LABEL: func @negative_bias_filled_unstructured
// CHECK: %[[B:.*]] = linalg.generic
// CHECK: attn.add %{{.*}}, %[[B]] : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>
func.func @negative_bias_filled_unstructured(%s: tensor<2x4x8x8xf32>, %alibi: tensor<2x4x1x8xf32>) -> tensor<2x4x8x8xf32> {
  %min = arith.constant -3.40282347E+38 : f32
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#ga, #g4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alibi : tensor<2x4x1x8xf32>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %ne = arith.cmpi ne, %j, %i : index
    %v = arith.select %ne, %a, %min : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#g4, #g4, #g4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// A relative bias and a padding fill summed in one body: the fill keeps 0,
// which is no term; the padding is structure and the bias is added at its
// own size.
#h4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#hr = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#hk = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-LABEL: func @bias_plus_inline_padding_fill
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x8xf32>, %[[R:.*]]: tensor<1x4x8x8xf32>, %[[P:.*]]: tensor<2x8xi1>)
// CHECK-NEXT: %[[A:.*]] = attn.add %[[S]], %[[R]] : tensor<2x4x8x8xf32>, tensor<1x4x8x8xf32>
// CHECK-NEXT: %[[PE:.*]] = tensor.expand_shape %[[P]]
// CHECK-NEXT: %[[M:.*]] = attn.mask %[[A]], %[[PE]]
// CHECK-NEXT: return %[[M]]
func.func @bias_plus_inline_padding_fill(%s: tensor<2x4x8x8xf32>, %rel: tensor<1x4x8x8xf32>, %keep: tensor<2x8xi1>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %min = arith.constant -3.40282347E+38 : f32
  %eb = tensor.empty() : tensor<2x4x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#hr, #hk, #h4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rel, %keep : tensor<1x4x8x8xf32>, tensor<2x8xi1>) outs(%eb : tensor<2x4x8x8xf32>) {
  ^bb0(%r: f32, %k: i1, %out: f32):
    %p = arith.select %k, %zero, %min : f32
    %a = arith.addf %r, %p : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#h4, #h4, #h4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %bias : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}
