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
