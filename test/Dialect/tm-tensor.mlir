// RUN: attn-opt %s | FileCheck %s
// RUN: attn-opt %s | attn-opt | FileCheck %s
// RUN: attn-opt %s --mlir-print-op-generic | attn-opt | FileCheck %s

// tm_tensor.scan as torch-mlir prints it (a cumsum along dim 1 of an i64
// attention mask, OPT's positions) reads and prints back the same.

// CHECK-LABEL: func.func @cumsum_i64(
// CHECK-SAME: %[[X:.*]]: tensor<2x8xi64>, %[[INIT:.*]]: tensor<2x8xi64>, %[[ACC:.*]]: tensor<2xi64>)
// CHECK: %[[R:.*]]:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%[[X]] : tensor<2x8xi64>) outs(%[[INIT]], %[[ACC]] : tensor<2x8xi64>, tensor<2xi64>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i64, %[[B:.*]]: i64):
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[A]], %[[B]] : i64
// CHECK-NEXT:   tm_tensor.yield %[[S]] : i64
// CHECK-NEXT: } -> tensor<2x8xi64>, tensor<2xi64>
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @cumsum_i64(%x: tensor<2x8xi64>, %init: tensor<2x8xi64>, %acc: tensor<2xi64>) -> (tensor<2x8xi64>, tensor<2xi64>) {
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%init, %acc : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return %r#0, %r#1 : tensor<2x8xi64>, tensor<2xi64>
}

// Exclusive, on floats, with dynamic dims and a rank-0 accumulator.
// CHECK-LABEL: func.func @exclusive_f32(
// CHECK: tm_tensor.scan dimension(0) inclusive(false) ins(%{{.*}} : tensor<?xf32>) outs(%{{.*}}, %{{.*}} : tensor<?xf32>, tensor<f32>) {
// CHECK: arith.mulf
// CHECK: } -> tensor<?xf32>, tensor<f32>
func.func @exclusive_f32(%x: tensor<?xf32>, %init: tensor<?xf32>, %acc: tensor<f32>) -> tensor<?xf32> {
  %r:2 = tm_tensor.scan dimension(0) inclusive(false) ins(%x : tensor<?xf32>) outs(%init, %acc : tensor<?xf32>, tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.mulf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<?xf32>, tensor<f32>
  return %r#0 : tensor<?xf32>
}

// On memrefs the op writes its outputs and has no results.
// CHECK-LABEL: func.func @cumsum_memref(
// CHECK: tm_tensor.scan dimension(1) inclusive(true) ins(%{{.*}} : memref<2x8xi64>) outs(%{{.*}}, %{{.*}} : memref<2x8xi64>, memref<2xi64>) {
// CHECK: tm_tensor.yield %{{.*}} : i64
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @cumsum_memref(%x: memref<2x8xi64>, %out: memref<2x8xi64>, %acc: memref<2xi64>) {
  tm_tensor.scan dimension(1) inclusive(true) ins(%x : memref<2x8xi64>) outs(%out, %acc : memref<2x8xi64>, memref<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  }
  return
}


// tm_tensor.scatter as torch-mlir prints it for wav2vec2's feature mask,
// `mask[(arange(B), lengths - 1)] = 1`: two index columns, one per mapped
// dim, and scalar slices.
// CHECK-LABEL: func.func @scatter_points(
// CHECK-SAME: %[[U:.*]]: tensor<2x1x1xf32>, %[[I:.*]]: tensor<2x2xi64>, %[[O:.*]]: tensor<2x8xf32>)
// CHECK: %[[R:.*]] = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%[[U]], %[[I]] : tensor<2x1x1xf32>, tensor<2x2xi64>) outs(%[[O]] : tensor<2x8xf32>) {
// CHECK-NEXT: ^bb0(%[[UPD:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   tm_tensor.yield %[[UPD]] : f32
// CHECK-NEXT: } -> tensor<2x8xf32>
// CHECK: return %[[R]]
func.func @scatter_points(%u: tensor<2x1x1xf32>, %i: tensor<2x2xi64>, %o: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%u, %i : tensor<2x1x1xf32>, tensor<2x2xi64>) outs(%o : tensor<2x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}


// Accumulating rows (`index_put(..., accumulate=True)`) with i32 indices,
// on memrefs: no result.
// CHECK-LABEL: func.func @scatter_add_memref(
// CHECK: tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%{{.*}}, %{{.*}} : memref<3x1x4xf32>, memref<3x1xi32>) outs(%{{.*}} : memref<6x4xf32>) {
// CHECK: arith.addf
// CHECK: tm_tensor.yield %{{.*}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @scatter_add_memref(%u: memref<3x1x4xf32>, %i: memref<3x1xi32>, %o: memref<6x4xf32>) {
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : memref<3x1x4xf32>, memref<3x1xi32>) outs(%o : memref<6x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    tm_tensor.yield %s : f32
  }
  return
}

// tm_tensor.sort as torch-mlir prints it for torch.topk (a mixture-of-experts
// router): the values and their indices sorted together, the region
// comparing a pair of each.
// CHECK-LABEL: func.func @sort_topk(
// CHECK-SAME: %[[V:.*]]: tensor<16x4xf32>, %[[I:.*]]: tensor<16x4xi64>)
// CHECK: %[[R:.*]]:2 = tm_tensor.sort dimension(1) outs(%[[V]], %[[I]] : tensor<16x4xf32>, tensor<16x4xi64>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: i64, %{{.*}}: i64):
// CHECK-NEXT:   %[[GE:.*]] = arith.cmpf oge, %[[A]], %[[B]] : f32
// CHECK-NEXT:   tm_tensor.yield %[[GE]] : i1
// CHECK-NEXT: } -> tensor<16x4xf32>, tensor<16x4xi64>
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @sort_topk(%v: tensor<16x4xf32>, %i: tensor<16x4xi64>) -> (tensor<16x4xf32>, tensor<16x4xi64>) {
  %r:2 = tm_tensor.sort dimension(1) outs(%v, %i : tensor<16x4xf32>, tensor<16x4xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<16x4xf32>, tensor<16x4xi64>
  return %r#0, %r#1 : tensor<16x4xf32>, tensor<16x4xi64>
}

// One operand, on memrefs: sorted in place, no result.
// CHECK-LABEL: func.func @sort_memref(
// CHECK: tm_tensor.sort dimension(0) outs(%{{.*}} : memref<?xi32>) {
// CHECK: arith.cmpi slt
// CHECK: tm_tensor.yield %{{.*}} : i1
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @sort_memref(%x: memref<?xi32>) {
  tm_tensor.sort dimension(0) outs(%x : memref<?xi32>) {
  ^bb0(%a: i32, %b: i32):
    %lt = arith.cmpi slt, %a, %b : i32
    tm_tensor.yield %lt : i1
  }
  return
}
