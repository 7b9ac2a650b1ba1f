// RUN: attn-run %s --entry cumsum | FileCheck %s --check-prefix=FLOAT
// RUN: attn-run %s --entry positions --inputs %S/Inputs/tm-tensor-scan --expected %S/Inputs/tm-tensor-scan | FileCheck %s --check-prefix=POSITIONS
// RUN: attn-run %s --entry exclusive_max | FileCheck %s --check-prefix=EXCLUSIVE

// torch-mlir's tm_tensor.scan runs: attn-to-llvm-cpu starts with
// attn-lower-tm-tensor. A float cumsum along dim 1 agrees with its f64
// version (random inputs).
// FLOAT: out0 tensor<2x8xf32>: {{.*}} ok
// EXCLUSIVE: out0 tensor<5x3x4xf32>: {{.*}} ok
// EXCLUSIVE: out1 tensor<3x4xf32>: {{.*}} ok

func.func @cumsum(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %ea = tensor.empty() : tensor<2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%ea : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xf32>) outs(%init, %acc : tensor<2x8xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tm_tensor.yield %s : f32
  } -> tensor<2x8xf32>, tensor<2xf32>
  return %r#0 : tensor<2x8xf32>
}

// OPT's positions, `torch.cumsum(attention_mask, dim=1) * attention_mask - 1`
// on an i64 mask with left and right padding, exactly:
// [[0,0,1,1,1,1,1,1],[1,1,1,1,1,1,0,0]] gives
// [[-1,-1,0,1,2,3,4,5],[0,1,2,3,4,5,-1,-1]].
// POSITIONS: expected0.npy: max abs err 0.000e+00
// POSITIONS-SAME: ok
func.func @positions(%mask: tensor<2x8xi64>) -> tensor<2x8xi64> {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %e = tensor.empty() : tensor<2x8xi64>
  %init = linalg.fill ins(%c0 : i64) outs(%e : tensor<2x8xi64>) -> tensor<2x8xi64>
  %ea = tensor.empty() : tensor<2xi64>
  %acc = linalg.fill ins(%c0 : i64) outs(%ea : tensor<2xi64>) -> tensor<2xi64>
  %sum:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%mask : tensor<2x8xi64>) outs(%init, %acc : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  %e2 = tensor.empty() : tensor<2x8xi64>
  %pos = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%sum#0, %mask : tensor<2x8xi64>, tensor<2x8xi64>) outs(%e2 : tensor<2x8xi64>) {
  ^bb0(%s: i64, %m: i64, %o: i64):
    %p = arith.muli %s, %m : i64
    %q = arith.subi %p, %c1 : i64
    linalg.yield %q : i64
  } -> tensor<2x8xi64>
  return %pos : tensor<2x8xi64>
}

// An exclusive running max along dim 0 of a 3-D input, the accumulator
// (initialized in the function, as torch-mlir does) returned too: the f64
// reference agrees on both results.
func.func @exclusive_max(%x: tensor<5x3x4xf32>) -> (tensor<5x3x4xf32>, tensor<3x4xf32>) {
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<5x3x4xf32>
  %ea = tensor.empty() : tensor<3x4xf32>
  %acc = linalg.fill ins(%half : f32) outs(%ea : tensor<3x4xf32>) -> tensor<3x4xf32>
  %r:2 = tm_tensor.scan dimension(0) inclusive(false) ins(%x : tensor<5x3x4xf32>) outs(%e, %acc : tensor<5x3x4xf32>, tensor<3x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.maximumf %a, %b : f32
    tm_tensor.yield %m : f32
  } -> tensor<5x3x4xf32>, tensor<3x4xf32>
  return %r#0, %r#1 : tensor<5x3x4xf32>, tensor<3x4xf32>
}
