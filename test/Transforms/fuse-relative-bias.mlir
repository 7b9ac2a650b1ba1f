// RUN: attn-opt %s -split-input-file --attn-fuse | FileCheck %s

// attn-fuse turns a dense score term that depends on the key's offset from
// the query alone into the fused op's relative_bias table: one generic over
// [heads, Nq + Nkv - 1] that inlines the term's producers, which go away.
// A term that depends on the query row or the key otherwise stays dense.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (0, d1)>
#col = affine_map<(d0, d1) -> (d0, 0)>

// T5's relative position bias: aranges of the query and key positions,
// their difference bucketed (|j - i| capped at 15), a gather from the
// [buckets, heads] embedding with torch-mlir's bounds assertions, then
// [Nq, Nkv, H] -> [1, H, Nq, Nkv]. Column t of the table is offset t - 7;
// the gather and its assertions move into the table's body, and no 8 x 8
// tensor is left.
// CHECK-LABEL: func @t5_buckets
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x8x4xf32>, %[[K:.*]]: tensor<1x2x8x4xf32>, %[[V:.*]]: tensor<1x2x8x4xf32>, %[[EMB:.*]]: tensor<16x2xf32>)
// CHECK-NOT: tensor<8x8x
// CHECK: %[[T:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x15xf32>)
// CHECK-DAG: %[[H:.*]] = linalg.index 0 : index
// CHECK-DAG: %[[C:.*]] = linalg.index 1 : index
// CHECK: math.absi
// CHECK: cf.assert
// CHECK: %[[E:.*]] = tensor.extract %[[EMB]][%{{.*}}, %[[H]]] : tensor<16x2xf32>
// CHECK-NEXT: linalg.yield %[[E]]
// CHECK: attn.flash_attention %[[Q]], %[[K]], %[[V]] relative_bias(%[[T]] : tensor<2x15xf32>) scale 5.000000e-01 :
// CHECK-NOT: tensor<8x8x
// CHECK: return
func.func @t5_buckets(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>, %emb: tensor<16x2xf32>) -> tensor<1x2x8x4xf32> {
  %c15 = arith.constant 15 : i64
  %c16 = arith.constant 16 : index
  %e1 = tensor.empty() : tensor<8xi64>
  %pos = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e1 : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<8xi64>
  %ctx = tensor.expand_shape %pos [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
  %mem = tensor.expand_shape %pos [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
  %e2 = tensor.empty() : tensor<8x8xi64>
  %rel = linalg.generic {indexing_maps = [#row, #col, #id2], iterator_types = ["parallel", "parallel"]} ins(%mem, %ctx : tensor<1x8xi64>, tensor<8x1xi64>) outs(%e2 : tensor<8x8xi64>) {
  ^bb0(%m: i64, %c: i64, %out: i64):
    %d = arith.subi %m, %c : i64
    linalg.yield %d : i64
  } -> tensor<8x8xi64>
  %bucket = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%rel : tensor<8x8xi64>) outs(%e2 : tensor<8x8xi64>) {
  ^bb0(%r: i64, %out: i64):
    %a = math.absi %r : i64
    %b = arith.minsi %a, %c15 : i64
    linalg.yield %b : i64
  } -> tensor<8x8xi64>
  %e3 = tensor.empty() : tensor<8x8x2xf32>
  %gathered = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%bucket : tensor<8x8xi64>) outs(%e3 : tensor<8x8x2xf32>) {
  ^bb0(%b: i64, %out: f32):
    %row = arith.index_cast %b : i64 to index
    %h = linalg.index 2 : index
    %ok = arith.cmpi slt, %row, %c16 : index
    cf.assert %ok, "index must be smaller than dim size"
    %x = tensor.extract %emb[%row, %h] : tensor<16x2xf32>
    linalg.yield %x : f32
  } -> tensor<8x8x2xf32>
  %t = attn.transpose %gathered [2, 0, 1] : tensor<8x8x2xf32> -> tensor<2x8x8xf32>
  %bias = tensor.expand_shape %t [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x8xf32>
  %s1 = attn.scale %s by 0.5 : tensor<1x2x8x8xf32>
  %s2 = attn.add %s1, %bias : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>
  %p = attn.softmax %s2 dim 3 : tensor<1x2x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// A bias shared by every head, from index arithmetic alone (2j - 2i, cast
// to float) and added to the scores as [Nq, Nkv] with Nq != Nkv: one table
// row of Nq + Nkv - 1 = 11 values.
// CHECK-LABEL: func @linear_offset_shared_heads
// CHECK: %[[T:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x11xf32>)
// CHECK: arith.sitofp
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} relative_bias(%[[T]] : tensor<1x11xf32>) scale 1.000000e+00 :
func.func @linear_offset_shared_heads(%q: tensor<1x2x4x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>) -> tensor<1x2x4x4xf32> {
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %bias = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<4x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %i2 = arith.muli %i, %c2 : index
    %j2 = arith.muli %c2, %j : index
    %d = arith.subi %j2, %i2 : index
    %d64 = arith.index_cast %d : index to i64
    %f = arith.sitofp %d64 : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x4x4xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x4x8xf32>
  %s1 = attn.add %s, %bias : tensor<1x2x4x8xf32>, tensor<4x8xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x4x8xf32>
  %o = attn.matmul %p, %v : tensor<1x2x4x8xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x4x4xf32>
  return %o : tensor<1x2x4x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// i + j is not a function of j - i: the bias stays dense.
// CHECK-LABEL: func @negative_query_plus_key
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<8x8xf32>) scale 1.000000e+00 :
func.func @negative_query_plus_key(%q: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %bias = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.addi %j, %i : index
    %d64 = arith.index_cast %d : index to i64
    %f = arith.sitofp %d64 : i64 to f32
    linalg.yield %f : f32
  } -> tensor<8x8xf32>
  %s = attn.matmul %q, %q transpose_b : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x8xf32>
  %s1 = attn.add %s, %bias : tensor<1x2x8x8xf32>, tensor<8x8xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// Offsets gathered from a table that is itself read at (i, j) (BEiT's 2-d
// relative position index is such a constant): the element depends on
// both, so the bias stays dense.
// CHECK-LABEL: func @negative_index_table
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<8x8xf32>) scale 1.000000e+00 :
func.func @negative_index_table(%q: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>, %index: tensor<8x8xi64>, %emb: tensor<32xf32>) -> tensor<1x2x8x4xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %bias = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%index : tensor<8x8xi64>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%r: i64, %out: f32):
    %row = arith.index_cast %r : i64 to index
    %x = tensor.extract %emb[%row] : tensor<32xf32>
    linalg.yield %x : f32
  } -> tensor<8x8xf32>
  %s = attn.matmul %q, %q transpose_b : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x8xf32>
  %s1 = attn.add %s, %bias : tensor<1x2x8x8xf32>, tensor<8x8xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (d0)>

// A function of j - i per batch: the table has no batch dim, so the bias
// stays dense.
// CHECK-LABEL: func @negative_per_batch
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<2x1x8x8xf32>) scale 1.000000e+00 :
func.func @negative_per_batch(%q: tensor<2x2x8x4xf32>, %v: tensor<2x2x8x4xf32>, %w: tensor<2xf32>) -> tensor<2x2x8x4xf32> {
  %e = tensor.empty() : tensor<2x1x8x8xf32>
  %bias = linalg.generic {indexing_maps = [#batch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w : tensor<2xf32>) outs(%e : tensor<2x1x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %d = arith.subi %j, %i : index
    %d64 = arith.index_cast %d : index to i64
    %f = arith.sitofp %d64 : i64 to f32
    %y = arith.mulf %f, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x1x8x8xf32>
  %s = attn.matmul %q, %q transpose_b : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32> -> tensor<2x2x8x8xf32>
  %s1 = attn.add %s, %bias : tensor<2x2x8x8xf32>, tensor<2x1x8x8xf32>
  %p = attn.softmax %s1 dim 3 : tensor<2x2x8x8xf32>
  %o = attn.matmul %p, %v : tensor<2x2x8x8xf32>, tensor<2x2x8x4xf32> -> tensor<2x2x8x4xf32>
  return %o : tensor<2x2x8x4xf32>
}

// -----

#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>

// A lookup table whose generic has an scf.if in its body is not followed:
// the table's body reads it with tensor.extract at the offset's entry, and
// the lookup generic stays, whole.
// CHECK-LABEL: func @region_body_read_as_leaf
// CHECK: %[[LUT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<15xf32>)
// CHECK: scf.if
// CHECK: %[[T:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x15xf32>)
// CHECK-NOT: scf.if
// CHECK: tensor.extract %[[LUT]]
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} relative_bias(%[[T]] : tensor<1x15xf32>) scale 1.000000e+00 :
func.func @region_body_read_as_leaf(%q: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>, %w: tensor<15xf32>) -> tensor<1x2x8x4xf32> {
  %c7 = arith.constant 7 : index
  %e1 = tensor.empty() : tensor<15xf32>
  %lut = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%w : tensor<15xf32>) outs(%e1 : tensor<15xf32>) {
  ^bb0(%x: f32, %out: f32):
    %t = linalg.index 0 : index
    %far = arith.cmpi ugt, %t, %c7 : index
    %y = scf.if %far -> (f32) {
      %z = arith.negf %x : f32
      scf.yield %z : f32
    } else {
      scf.yield %x : f32
    }
    linalg.yield %y : f32
  } -> tensor<15xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %bias = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %j, %i : index
    %col = arith.addi %d, %c7 : index
    %b = tensor.extract %lut[%col] : tensor<15xf32>
    linalg.yield %b : f32
  } -> tensor<8x8xf32>
  %s = attn.matmul %q, %q transpose_b : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x8xf32>
  %s1 = attn.add %s, %bias : tensor<1x2x8x8xf32>, tensor<8x8xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x8x8xf32>
  %o = attn.matmul %p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32> -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}
