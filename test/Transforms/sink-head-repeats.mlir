// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-fuse | FileCheck %s --check-prefix=FUSE

// The layout patterns that move a K/V head repeat (attn.expand_heads) below
// ops that treat every head alike, so that it meets the fused op, which
// reads it as native GQA. Falcon repeats K before rope.

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>

// Rope on a repeated K: q·cos + rotate_half(q)·sin, with cos and sin
// [1, 1, N, d] (broadcast over heads). The repeat ends below the sum, each
// op of rope computing on the two unrepeated heads.
// CHECK-LABEL: func @rope_on_repeated_key
// CHECK-SAME: (%[[K:.*]]: tensor<1x2x8x8xf32>, %[[COS:.*]]: tensor<1x1x8x8xf32>, %[[SIN:.*]]: tensor<1x1x8x8xf32>)
// CHECK-NOT: attn.expand_heads
// CHECK: %[[SUM:.*]] = attn.add %{{.*}}, %{{.*}} : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>
// CHECK-NEXT: %[[R:.*]] = attn.expand_heads %[[SUM]] by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @rope_on_repeated_key(%k: tensor<1x2x8x8xf32>, %cos: tensor<1x1x8x8xf32>, %sin: tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %r = attn.expand_heads %k by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %kc = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r, %cos : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x8xf32>
  %lo = tensor.extract_slice %r[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
  %hi = tensor.extract_slice %r[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
  %eh = tensor.empty() : tensor<1x4x8x4xf32>
  %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%hi : tensor<1x4x8x4xf32>) outs(%eh : tensor<1x4x8x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<1x4x8x4xf32>
  %rot = tensor.concat dim(3) %neg, %lo : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
  %ks = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%rot, %sin : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x8xf32>
  %sum = attn.add %kc, %ks : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>
  return %sum : tensor<1x4x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>

// Once below rope, the repeats of K and V meet the fused op, which reads
// the two unrepeated heads (native GQA).
// FUSE-LABEL: func @repeated_key_scaled_before_fusion
// FUSE-SAME: (%[[Q:.*]]: tensor<1x4x8x8xf32>, %[[K:.*]]: tensor<1x2x8x8xf32>, %[[V:.*]]: tensor<1x2x8x8xf32>, %[[C:.*]]: tensor<1x1x8x8xf32>)
// FUSE: %[[KC:.*]] = linalg.generic {{.*}} ins(%[[K]], %[[C]] : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>)
// FUSE-NOT: attn.expand_heads
// FUSE: %[[O:.*]] = attn.flash_attention %[[Q]], %[[KC]], %[[V]] scale 1.000000e+00 : tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
// FUSE-NEXT: return %[[O]]
func.func @repeated_key_scaled_before_fusion(%q: tensor<1x4x8x8xf32>, %k: tensor<1x2x8x8xf32>, %v: tensor<1x2x8x8xf32>, %c: tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %rk = attn.expand_heads %k by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
  %rv = attn.expand_heads %v by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %kc = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%rk, %c : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x8xf32>
  %s = attn.matmul %q, %kc transpose_b : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
  %p = attn.softmax %s dim 3 : tensor<1x4x8x8xf32>
  %o = attn.matmul %p, %rv : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
  return %o : tensor<1x4x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>

// An operand that varies per head: head h of the product reads w[h], not
// a value shared by the repeated group, so the repeat stays above.
// CHECK-LABEL: func @negative_operand_per_head
// CHECK: %[[R:.*]] = attn.expand_heads %{{.*}} by 2
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %{{.*}} = linalg.generic {{.*}} ins(%[[R]], %{{.*}} : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>)
func.func @negative_operand_per_head(%k: tensor<1x2x8x8xf32>, %w: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %r = attn.expand_heads %k by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r, %w : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %x = arith.mulf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<1x4x8x8xf32>
  return %m : tensor<1x4x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>

// A body that reads the heads loop's index would see the shrunk range.
// CHECK-LABEL: func @negative_body_reads_index
// CHECK: %[[R:.*]] = attn.expand_heads %{{.*}} by 2
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %{{.*}} = linalg.generic {{.*}} ins(%[[R]] : tensor<1x4x8x8xf32>)
func.func @negative_body_reads_index(%k: tensor<1x2x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %r = attn.expand_heads %k by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %h = linalg.index 1 : index
    %i = arith.index_cast %h : index to i64
    %f = arith.sitofp %i : i64 to f32
    %x = arith.mulf %a, %f : f32
    linalg.yield %x : f32
  } -> tensor<1x4x8x8xf32>
  return %m : tensor<1x4x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>

// A slice that keeps only some of the repeated heads is not a repeat of a
// slice of the unrepeated ones.
// CHECK-LABEL: func @negative_slice_of_heads
// CHECK: %[[R:.*]] = attn.expand_heads %{{.*}} by 2
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[R]][0, 1, 0, 0] [1, 2, 8, 8]
// CHECK-NEXT: return %[[S]]
func.func @negative_slice_of_heads(%k: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %r = attn.expand_heads %k by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
  %s = tensor.extract_slice %r[0, 1, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x2x8x8xf32>
  return %s : tensor<1x2x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>

// A concat with an operand that is not repeated, and an add of a bias that
// varies per head, keep their repeats.
// CHECK-LABEL: func @negative_concat_and_add_per_head
// CHECK: %[[R:.*]] = attn.expand_heads %{{.*}} by 2
// CHECK-NEXT: %[[C:.*]] = tensor.concat dim(3) %[[R]], %{{.*}}
// CHECK-NEXT: %[[A:.*]] = attn.add %[[R]], %{{.*}} : tensor<1x4x8x8xf32>, tensor<1x4x1x8xf32>
// CHECK-NEXT: return %[[C]], %[[A]]
func.func @negative_concat_and_add_per_head(%k: tensor<1x2x8x8xf32>, %x: tensor<1x4x8x8xf32>, %b: tensor<1x4x1x8xf32>) -> (tensor<1x4x8x16xf32>, tensor<1x4x8x8xf32>) {
  %r = attn.expand_heads %k by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
  %c = tensor.concat dim(3) %r, %x : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
  %a = attn.add %r, %b : tensor<1x4x8x8xf32>, tensor<1x4x1x8xf32>
  return %c, %a : tensor<1x4x8x16xf32>, tensor<1x4x8x8xf32>
}

// -----

// An upcast of a repeat (bf16 SDPA exports repeat K in bf16, then upcast)
// converts the unrepeated heads and repeats the result.
// CHECK-LABEL: func @cast_of_repeat
// CHECK-SAME: (%[[K:.*]]: tensor<1x2x8x8xbf16>)
// CHECK-NEXT: %[[C:.*]] = attn.cast %[[K]] : tensor<1x2x8x8xbf16> to tensor<1x2x8x8xf32>
// CHECK-NEXT: %[[R:.*]] = attn.expand_heads %[[C]] by 2 : tensor<1x2x8x8xf32> -> tensor<1x4x8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @cast_of_repeat(%k: tensor<1x2x8x8xbf16>) -> tensor<1x4x8x8xf32> {
  %r = attn.expand_heads %k by 2 : tensor<1x2x8x8xbf16> -> tensor<1x4x8x8xbf16>
  %c = attn.cast %r : tensor<1x4x8x8xbf16> to tensor<1x4x8x8xf32>
  return %c : tensor<1x4x8x8xf32>
}

// -----

// A repeat also used in bf16 stays: sinking the cast would add a second
// repeat beside it.
// CHECK-LABEL: func @negative_cast_of_shared_repeat
// CHECK: %[[R:.*]] = attn.expand_heads %{{.*}} by 2
// CHECK-NEXT: %[[C:.*]] = attn.cast %[[R]] : tensor<1x4x8x8xbf16> to tensor<1x4x8x8xf32>
// CHECK-NEXT: return %[[C]], %[[R]]
func.func @negative_cast_of_shared_repeat(%k: tensor<1x2x8x8xbf16>) -> (tensor<1x4x8x8xf32>, tensor<1x4x8x8xbf16>) {
  %r = attn.expand_heads %k by 2 : tensor<1x2x8x8xbf16> -> tensor<1x4x8x8xbf16>
  %c = attn.cast %r : tensor<1x4x8x8xbf16> to tensor<1x4x8x8xf32>
  return %c, %r : tensor<1x4x8x8xf32>, tensor<1x4x8x8xbf16>
}
