// RUN: attn-opt %s --attn-lower-tm-tensor | FileCheck %s

// An inclusive scan: the first output slice is the first input slice; then
// each step combines the previous output slice (first region argument) with
// input slice i, and stores the value in the output and the accumulator.
// CHECK-DAG: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$ID0:.*]] = affine_map<() -> ()>
// The maps of the attention lowering (@attention_bool_mask, below).
// CHECK-DAG: #[[$QROW:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[$KROW:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[$VCOL:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[$ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$ROW:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>

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

// An attention with a boolean mask and a scale: S = Q·Kᵀ; scale * S, or
// -inf where the mask is false; the row max; exp(x - max), 0 in a row whose
// max is -inf; the row sum; the probabilities, 0 where the sum is 0; P·V
// into the output init, filled with zeros first.
// CHECK-LABEL: func.func @attention_bool_mask(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<2x4x8xf32>, %[[K:[^:]*]]: tensor<2x6x8xf32>, %[[V:[^:]*]]: tensor<2x6x4xf32>, %[[M:[^:]*]]: tensor<2x4x6xi1>, %[[O:[^:]*]]: tensor<2x4x4xf32>)
// CHECK: %[[S0:.*]] = linalg.fill
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[$QROW]], #[[$KROW]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[Q]], %[[K]] : tensor<2x4x8xf32>, tensor<2x6x8xf32>) outs(%[[S0]] : tensor<2x4x6xf32>)
// CHECK:   arith.mulf
// CHECK:   arith.addf
// CHECK: %[[X:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$ID3]], #[[$ID3]]], {{.*}} ins(%[[S]], %[[M]] : tensor<2x4x6xf32>, tensor<2x4x6xi1>)
// CHECK: ^bb0(%[[SV:.*]]: f32, %[[MV:.*]]: i1, %{{.*}}: f32):
// CHECK:   %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK:   %[[SC:.*]] = arith.mulf %[[SV]], %[[HALF]] : f32
// CHECK:   %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:   arith.select %[[MV]], %[[SC]], %[[NINF]] : f32
// CHECK: %[[MAX0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK: %[[MAX:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$ROW]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]] : tensor<2x4x6xf32>) outs(%[[MAX0]] : tensor<2x4xf32>)
// CHECK:   arith.maximumf
// CHECK: %[[E:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$ROW]], #[[$ID3]]], {{.*}} ins(%[[X]], %[[MAX]] : tensor<2x4x6xf32>, tensor<2x4xf32>)
// CHECK: ^bb0(%[[XV:.*]]: f32, %[[MAXV:.*]]: f32, %{{.*}}: f32):
// CHECK:   %[[HIDDEN:.*]] = arith.cmpf oeq, %[[MAXV]], %{{.*}} : f32
// CHECK:   %[[D:.*]] = arith.subf %[[XV]], %[[MAXV]] : f32
// CHECK:   %[[EXP:.*]] = math.exp %[[D]] : f32
// CHECK:   arith.select %[[HIDDEN]], %{{.*}}, %[[EXP]] : f32
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$ROW]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[E]] : tensor<2x4x6xf32>)
// CHECK:   arith.addf
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[E]], %[[SUM]] : tensor<2x4x6xf32>, tensor<2x4xf32>)
// CHECK:   arith.cmpf oeq
// CHECK:   arith.divf
// CHECK:   arith.select
// CHECK: %[[OUT0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[O]] : tensor<2x4x4xf32>)
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[$QROW]], #[[$VCOL]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[P]], %[[V]] : tensor<2x4x6xf32>, tensor<2x6x4xf32>) outs(%[[OUT0]] : tensor<2x4x4xf32>)
// CHECK: return %[[R]]
func.func @attention_bool_mask(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x4xf32>, %m: tensor<2x4x6xi1>, %o: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %r = tm_tensor.attention {scale = 5.000000e-01 : f64} ins(%q, %k, %v, %m : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x4xf32>, tensor<2x4x6xi1>) outs(%o : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %r : tensor<2x4x4xf32>
}

// A float mask is added after the default scale 1/sqrt(8); a dynamic
// sequence length sizes the score and row tensors with tensor.dim.
// CHECK-LABEL: func.func @attention_float_mask_dynamic(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<1x?x8xf32>, %[[K:[^:]*]]: tensor<1x?x8xf32>
// CHECK-DAG: %[[NQ:.*]] = tensor.dim %[[Q]], %{{.*}} : tensor<1x?x8xf32>
// CHECK-DAG: %[[NKV:.*]] = tensor.dim %[[K]], %{{.*}} : tensor<1x?x8xf32>
// CHECK: tensor.empty(%[[NQ]], %[[NKV]]) : tensor<1x?x?xf32>
// CHECK: ^bb0(%[[SV:.*]]: f32, %[[BV:.*]]: f32, %{{.*}}: f32):
// CHECK:   %[[SCALE:.*]] = arith.constant 0.353553385 : f32
// CHECK:   %[[SC:.*]] = arith.mulf %[[SV]], %[[SCALE]] : f32
// CHECK:   arith.addf %[[SC]], %[[BV]] : f32
// CHECK: tensor.empty(%[[NQ]]) : tensor<1x?xf32>
// CHECK-NOT: tm_tensor
func.func @attention_float_mask_dynamic(%q: tensor<1x?x8xf32>, %k: tensor<1x?x8xf32>, %v: tensor<1x?x8xf32>, %m: tensor<1x?x?xf32>, %o: tensor<1x?x8xf32>) -> tensor<1x?x8xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v, %m : tensor<1x?x8xf32>, tensor<1x?x8xf32>, tensor<1x?x8xf32>, tensor<1x?x?xf32>) outs(%o : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
  return %r : tensor<1x?x8xf32>
}

// A scatter that accumulates scaled rows (index_put with accumulate=True),
// with a dynamic number of updates and i32 indices: a loop nest over the
// updates and their [1, 3] slice carries the original. The mapped dim's
// position is the slice index plus the update's index, wrapped once when
// negative and checked against the size; the last dim, unmapped and static,
// needs no check. The region (reading %w from above) combines the update
// with the current value.
// CHECK-LABEL: func.func @scatter_add_rows(
// CHECK-SAME: %[[U:[^:]*]]: tensor<?x1x3xf32>, %[[I:[^:]*]]: tensor<?x1xi32>, %[[O:[^:]*]]: tensor<6x3xf32>, %[[W:[^:]*]]: f32)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[U]], %{{.*}} : tensor<?x1x3xf32>
// CHECK: %[[LOOP:.*]] = scf.for %[[UI:.*]] = %[[C0]] to %[[N]] step %{{.*}} iter_args(%{{.*}} = %[[O]]) -> (tensor<6x3xf32>) {
// CHECK: scf.for %[[R:.*]] = %[[C0]] to %{{.*}} step %{{.*}} iter_args
// CHECK: scf.for %[[C:.*]] = %[[C0]] to %{{.*}} step %{{.*}} iter_args(%[[CUR:.*]] = %{{.*}}) -> (tensor<6x3xf32>) {
// CHECK:   %[[RAW:.*]] = tensor.extract %[[I]][%[[UI]], %{{.*}}] : tensor<?x1xi32>
// CHECK:   %[[IDX:.*]] = arith.index_cast %[[RAW]] : i32 to index
// CHECK:   %[[NEG:.*]] = arith.cmpi slt, %[[IDX]], %[[C0]] : index
// CHECK:   %[[WRAP:.*]] = arith.addi %[[IDX]], %[[C6]] : index
// CHECK:   %[[SEL:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[IDX]] : index
// CHECK:   %[[ROW:.*]] = arith.addi %[[R]], %[[SEL]] : index
// CHECK:   %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %[[C6]] : index
// CHECK-NOT: arith.cmpi
// CHECK:   %[[NEW:.*]] = scf.if %[[IN]] -> (tensor<6x3xf32>) {
// CHECK:     %[[UPD:.*]] = tensor.extract %[[U]][%[[UI]], %[[R]], %[[C]]] : tensor<?x1x3xf32>
// CHECK:     %[[OLD:.*]] = tensor.extract %[[CUR]][%[[ROW]], %[[C]]] : tensor<6x3xf32>
// CHECK:     %[[P:.*]] = arith.mulf %[[UPD]], %[[W]] : f32
// CHECK:     %[[S:.*]] = arith.addf %[[OLD]], %[[P]] : f32
// CHECK:     %[[INS:.*]] = tensor.insert %[[S]] into %[[CUR]][%[[ROW]], %[[C]]] : tensor<6x3xf32>
// CHECK:     scf.yield %[[INS]] : tensor<6x3xf32>
// CHECK:   } else {
// CHECK:     scf.yield %[[CUR]] : tensor<6x3xf32>
// CHECK:   }
// CHECK:   scf.yield %[[NEW]] : tensor<6x3xf32>
// CHECK: return %[[LOOP]]
func.func @scatter_add_rows(%u: tensor<?x1x3xf32>, %i: tensor<?x1xi32>, %o: tensor<6x3xf32>, %w: f32) -> tensor<6x3xf32> {
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<?x1x3xf32>, tensor<?x1xi32>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %p = arith.mulf %a, %w : f32
    %s = arith.addf %b, %p : f32
    tm_tensor.yield %s : f32
  } -> tensor<6x3xf32>
  return %r : tensor<6x3xf32>
}

// With no index (depth 0) every element stays in range: the store is
// unconditional up to a constant true, which canonicalization removes.
// CHECK-LABEL: func.func @scatter_depth_zero(
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: scf.if %[[TRUE]] -> (tensor<4xf32>) {
func.func @scatter_depth_zero(%u: tensor<2x4xf32>, %i: tensor<2x0xi64>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = tm_tensor.scatter {dimension_map = array<i64>} unique_indices(false) ins(%u, %i : tensor<2x4xf32>, tensor<2x0xi64>) outs(%o : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// A sort of values and indices along dim 1 of a [2, ?] pair: torch-mlir's
// reference algorithm, so that equal elements end where they do there. A
// loop per dim carries both operands, the sorted dim's (to its size) running
// the passes; each pass walks the adjacent pairs j, j + 1 (to size - 1),
// and where the region (a pair of each operand) says they are out of order
// swaps them in every operand.
// CHECK-LABEL: func.func @sort_pairs(
// CHECK-SAME: %[[V:[^:]*]]: tensor<2x?xf32>, %[[I:[^:]*]]: tensor<2x?xi64>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[N:.*]] = tensor.dim %[[V]], %{{.*}} : tensor<2x?xf32>
// CHECK: %[[LAST:.*]] = arith.subi %[[N]], %[[C1]] : index
// CHECK: %[[ROWS:.*]]:2 = scf.for %[[R:.*]] = %[[C0]] to %{{.*}} step %[[C1]] iter_args(%{{.*}} = %[[V]], %{{.*}} = %[[I]])
// CHECK: scf.for %{{.*}} = %[[C0]] to %[[N]] step %[[C1]] iter_args
// CHECK: scf.for %[[J:.*]] = %[[C0]] to %[[LAST]] step %[[C1]] iter_args(%[[CV:.*]] = %{{.*}}, %[[CI:.*]] = %{{.*}}) -> (tensor<2x?xf32>, tensor<2x?xi64>) {
// CHECK:   %[[J1:.*]] = arith.addi %[[J]], %[[C1]] : index
// CHECK:   %[[A:.*]] = tensor.extract %[[CV]][%[[R]], %[[J]]] : tensor<2x?xf32>
// CHECK:   %[[B:.*]] = tensor.extract %[[CV]][%[[R]], %[[J1]]] : tensor<2x?xf32>
// CHECK:   %[[IA:.*]] = tensor.extract %[[CI]][%[[R]], %[[J]]] : tensor<2x?xi64>
// CHECK:   %[[IB:.*]] = tensor.extract %[[CI]][%[[R]], %[[J1]]] : tensor<2x?xi64>
// CHECK:   %[[ORDER:.*]] = arith.cmpf oge, %[[A]], %[[B]] : f32
// CHECK:   %[[NEW:.*]]:2 = scf.if %[[ORDER]] -> (tensor<2x?xf32>, tensor<2x?xi64>) {
// CHECK:     scf.yield %[[CV]], %[[CI]]
// CHECK:   } else {
// CHECK:     %[[V1:.*]] = tensor.insert %[[B]] into %[[CV]][%[[R]], %[[J]]]
// CHECK:     %[[V2:.*]] = tensor.insert %[[A]] into %[[V1]][%[[R]], %[[J1]]]
// CHECK:     %[[I1:.*]] = tensor.insert %[[IB]] into %[[CI]][%[[R]], %[[J]]]
// CHECK:     %[[I2:.*]] = tensor.insert %[[IA]] into %[[I1]][%[[R]], %[[J1]]]
// CHECK:     scf.yield %[[V2]], %[[I2]]
// CHECK:   }
// CHECK:   scf.yield %[[NEW]]#0, %[[NEW]]#1
// CHECK: return %[[ROWS]]#0, %[[ROWS]]#1
func.func @sort_pairs(%v: tensor<2x?xf32>, %i: tensor<2x?xi64>) -> (tensor<2x?xf32>, tensor<2x?xi64>) {
  %r:2 = tm_tensor.sort dimension(1) outs(%v, %i : tensor<2x?xf32>, tensor<2x?xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<2x?xf32>, tensor<2x?xi64>
  return %r#0, %r#1 : tensor<2x?xf32>, tensor<2x?xi64>
}
