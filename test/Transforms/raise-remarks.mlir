// RUN: attn-opt %s -split-input-file --attn-raise=remarks=true -verify-diagnostics | FileCheck %s

// attn-raise=remarks=true is never silent: each function gets one remark
// with what was raised, or that nothing was, and whether it was converted
// from TOSA first.

// A scaled score matmul and its softmax: three attn ops.
// CHECK-LABEL: func @linalg_pieces
// CHECK: attn.matmul
// CHECK: attn.scale
// CHECK: attn.softmax
// expected-remark @below {{attn-raise: @linalg_pieces: raised 1 attn.matmul, 1 attn.scale, 1 attn.softmax}}
func.func @linalg_pieces(%q: tensor<4x16x8xf32>, %k: tensor<4x8x16xf32>) -> tensor<4x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %c = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<4x16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %s = linalg.batch_matmul ins(%q, %k : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%f : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %ss = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<4x16x16xf32>) outs(%e : tensor<4x16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.mulf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<4x16x16xf32>
  %p = linalg.softmax dimension(2) ins(%ss : tensor<4x16x16xf32>) outs(%e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  return %p : tensor<4x16x16xf32>
}

// -----

// Nothing that spells attention: the remark says so.
// CHECK-LABEL: func @nothing_to_raise
// CHECK-NEXT: arith.addf
// expected-remark @below {{attn-raise: @nothing_to_raise: nothing raised: no linalg contraction, softmax, mask, scale or layout op spells a piece of attention}}
func.func @nothing_to_raise(%a: f32, %b: f32) -> f32 {
  %c = arith.addf %a, %b : f32
  return %c : f32
}

// -----

// TOSA is converted first; the remark names it. Before, attn-raise did
// nothing on TOSA and said nothing.
// CHECK-LABEL: func @tosa_matmul
// CHECK: attn.matmul
// CHECK-NOT: tosa.
// expected-remark @below {{attn-raise: @tosa_matmul: converted from TOSA to linalg, then raised 1 attn.matmul}}
func.func @tosa_matmul(%a: tensor<2x16x8xf32>, %b: tensor<2x8x4xf32>) -> tensor<2x16x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %a, %b, %zp, %zp : (tensor<2x16x8xf32>, tensor<2x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x16x4xf32>
  return %m : tensor<2x16x4xf32>
}

// -----

// Only the functions that hold TOSA are converted (and canonicalized): the
// function next to a TOSA one keeps the two additions that canonicalization
// would merge into one.
// CHECK-LABEL: func @tosa_without_attention
// CHECK-NOT: tosa.
// CHECK-LABEL: func @untouched_neighbour
// CHECK: %[[X1:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[X2:.*]] = arith.addi %[[X1]], %{{.*}} : i32
// CHECK-NEXT: return %[[X2]]
// expected-remark @below {{attn-raise: @tosa_without_attention: converted from TOSA to linalg, then nothing raised}}
func.func @tosa_without_attention(%a: tensor<4xf32>) -> tensor<4xf32> {
  %s = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
// expected-remark @below {{attn-raise: @untouched_neighbour: nothing raised}}
func.func @untouched_neighbour(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  return %b : i32
}
