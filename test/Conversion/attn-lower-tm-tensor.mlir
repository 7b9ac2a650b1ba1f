// RUN: attn-opt %s --attn-lower-tm-tensor | FileCheck %s

// An inclusive scan: the first output slice is the first input slice; then
// each step combines the previous output slice (first region argument) with
// input slice i, and stores the value in the output and the accumulator.
// CHECK-DAG: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$ID0:.*]] = affine_map<() -> ()>

// CHECK-LABEL: func.func @inclusive(
// CHECK-SAME: %[[X:.*]]: tensor<2x8xi64>, %[[INIT:.*]]: tensor<2x8xi64>, %[[ACC:.*]]: tensor<2xi64>)
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 1] [1, 1] : tensor<2x8xi64> to tensor<2xi64>
// CHECK: %[[OUT0:.*]] = tensor.insert_slice %[[X0]] into %[[INIT]][0, 0] [2, 1] [1, 1] : tensor<2xi64> into tensor<2x8xi64>
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[LOOP:.*]]:2 = scf.for %[[I:.*]] = %[[C1]] to %[[C8]] step %[[C1]] iter_args(%[[OUT:.*]] = %[[OUT0]], %[[ACCV:.*]] = %[[ACC]]) -> (tensor<2x8xi64>, tensor<2xi64>) {
// CHECK:   %[[PREV_I:.*]] = arith.subi %[[I]], %[[C1]] : index
// CHECK:   %[[PREV:.*]] = tensor.extract_slice %[[OUT]][0, %[[PREV_I]]] [2, 1] [1, 1] : tensor<2x8xi64> to tensor<2xi64>
// CHECK:   %[[CUR:.*]] = tensor.extract_slice %[[X]][0, %[[I]]] [2, 1] [1, 1] : tensor<2x8xi64> to tensor<2xi64>
// CHECK:   %[[NEW:.*]] = linalg.generic {indexing_maps = [#[[$ID1]], #[[$ID1]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[PREV]], %[[CUR]] : tensor<2xi64>, tensor<2xi64>) outs(%[[ACCV]] : tensor<2xi64>) {
// CHECK:   ^bb0(%[[A:.*]]: i64, %[[B:.*]]: i64, %{{.*}}: i64):
// CHECK:     %[[S:.*]] = arith.subi %[[A]], %[[B]] : i64
// CHECK:     linalg.yield %[[S]] : i64
// CHECK:   } -> tensor<2xi64>
// CHECK:   %[[STORED:.*]] = tensor.insert_slice %[[NEW]] into %[[OUT]][0, %[[I]]] [2, 1] [1, 1] : tensor<2xi64> into tensor<2x8xi64>
// CHECK:   scf.yield %[[STORED]], %[[NEW]] : tensor<2x8xi64>, tensor<2xi64>
// CHECK: return %[[LOOP]]#0, %[[LOOP]]#1
// CHECK-NOT: tm_tensor
func.func @inclusive(%x: tensor<2x8xi64>, %init: tensor<2x8xi64>, %acc: tensor<2xi64>) -> (tensor<2x8xi64>, tensor<2xi64>) {
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%init, %acc : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.subi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return %r#0, %r#1 : tensor<2x8xi64>, tensor<2xi64>
}

// An exclusive scan over a dynamic dim: the first output slice is the
// accumulator (when the dim is not empty), and step i reads input slice
// i - 1. Values from above the region stay where they are.
// CHECK-LABEL: func.func @exclusive(
// CHECK-SAME: %[[X:.*]]: tensor<?xf32>, %[[INIT:.*]]: tensor<?xf32>, %[[ACC:.*]]: tensor<f32>, %[[K:.*]]: f32)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?xf32>
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[N]], %{{.*}} : index
// CHECK: %[[OUT0:.*]] = scf.if %[[NONEMPTY]] -> (tensor<?xf32>) {
// CHECK:   %[[FIRST:.*]] = tensor.insert_slice %[[ACC]] into %[[INIT]][0] [1] [1] : tensor<f32> into tensor<?xf32>
// CHECK:   scf.yield %[[FIRST]]
// CHECK: } else {
// CHECK:   scf.yield %[[INIT]]
// CHECK: }
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[OUT:.*]] = %[[OUT0]], %[[ACCV:.*]] = %[[ACC]]) -> (tensor<?xf32>, tensor<f32>) {
// CHECK:   %[[PREV_I:.*]] = arith.subi %[[I]]
// CHECK:   %[[PREV:.*]] = tensor.extract_slice %[[OUT]][%[[PREV_I]]] [1] [1] : tensor<?xf32> to tensor<f32>
// CHECK:   %[[CUR:.*]] = tensor.extract_slice %[[X]][%[[PREV_I]]] [1] [1] : tensor<?xf32> to tensor<f32>
// CHECK:   linalg.generic {indexing_maps = [#[[$ID0]], #[[$ID0]], #[[$ID0]]], iterator_types = []} ins(%[[PREV]], %[[CUR]] : tensor<f32>, tensor<f32>) outs(%[[ACCV]] : tensor<f32>)
// CHECK:     %[[M:.*]] = arith.mulf
// CHECK:     arith.addf %[[M]], %[[K]] : f32
func.func @exclusive(%x: tensor<?xf32>, %init: tensor<?xf32>, %acc: tensor<f32>, %k: f32) -> tensor<?xf32> {
  %r:2 = tm_tensor.scan dimension(0) inclusive(false) ins(%x : tensor<?xf32>) outs(%init, %acc : tensor<?xf32>, tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %m, %k : f32
    tm_tensor.yield %s : f32
  } -> tensor<?xf32>, tensor<f32>
  return %r#0 : tensor<?xf32>
}

// Scans on memrefs are left alone.
// CHECK-LABEL: func.func @on_memrefs(
// CHECK: tm_tensor.scan
func.func @on_memrefs(%x: memref<8xi64>, %out: memref<8xi64>, %acc: memref<i64>) {
  tm_tensor.scan dimension(0) inclusive(true) ins(%x : memref<8xi64>) outs(%out, %acc : memref<8xi64>, memref<i64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  }
  return
}
