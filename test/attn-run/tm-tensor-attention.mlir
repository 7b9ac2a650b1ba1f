// RUN: rm -rf %t && mkdir -p %t/plain %t/masks %t/rank4 %t/hidden
// RUN: attn-run %s --entry plain --dump-outputs %t/plain | FileCheck %s --check-prefix=F64
// RUN: mv %t/plain/out0.npy %t/plain/expected0.npy
// RUN: attn-opt %s --attn-raise | attn-run - --entry plain --expected %t/plain | FileCheck %s --check-prefix=RAISED
// RUN: attn-run %s --entry masks --dump-outputs %t/masks | FileCheck %s --check-prefix=F64-TWO
// RUN: mv %t/masks/out0.npy %t/masks/expected0.npy
// RUN: mv %t/masks/out1.npy %t/masks/expected1.npy
// RUN: attn-opt %s --attn-raise | attn-run - --entry masks --expected %t/masks | FileCheck %s --check-prefix=RAISED-TWO
// RUN: attn-run %s --entry rank4 --dump-outputs %t/rank4 | FileCheck %s --check-prefix=F64
// RUN: mv %t/rank4/out0.npy %t/rank4/expected0.npy
// RUN: attn-opt %s --attn-raise | attn-run - --entry rank4 --expected %t/rank4 | FileCheck %s --check-prefix=RAISED
// RUN: attn-run %s --entry hidden_row --dump-outputs %t/hidden | FileCheck %s --check-prefix=F64
// RUN: mv %t/hidden/out0.npy %t/hidden/expected0.npy
// RUN: attn-opt %s --attn-raise | attn-run - --entry hidden_row --expected %t/hidden | FileCheck %s --check-prefix=RAISED

// tm_tensor.attention runs unraised (attn-to-llvm-cpu starts with
// attn-lower-tm-tensor), agrees with its f64 version, and attn-raise's attn
// ops give the same output on the same (seeded random) inputs.
// F64: out0 {{.*}} ok
// RAISED: out0 {{.*}} ok
// RAISED: vs {{.*}}expected0.npy: {{.*}} ok
// F64-TWO: out0 {{.*}} ok
// F64-TWO: out1 {{.*}} ok
// RAISED-TWO: vs {{.*}}expected0.npy: {{.*}} ok
// RAISED-TWO: vs {{.*}}expected1.npy: {{.*}} ok

// The default scale 1/sqrt(d) on 3-d operands, Nq != Nkv.
func.func @plain(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x8xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// A float mask added after an explicit scale, and a boolean mask (random:
// some rows may have every key hidden, which gives zeros both ways).
func.func @masks(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x8xf32>, %bias: tensor<2x4x6xf32>, %m: tensor<2x4x6xi1>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %a = tm_tensor.attention {scale = 0.7 : f64} ins(%q, %k, %v, %bias : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>, tensor<2x4x6xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %b = tm_tensor.attention ins(%q, %k, %v, %m : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>, tensor<2x4x6xi1>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %a, %b : tensor<2x4x8xf32>, tensor<2x4x8xf32>
}

// Uncollapsed [B, H, N, d] operands, the value's head dim (4) not the
// query's (8).
func.func @rank4(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x5x8xf32>, %v: tensor<1x2x5x4xf32>) -> tensor<1x2x4x4xf32> {
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<1x2x4x8xf32>, tensor<1x2x5x8xf32>, tensor<1x2x5x4xf32>) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// Query row 0 sees no key: its output row is zeros (torch-mlir's own
// lowering gives the same), not NaN.
func.func @hidden_row(%q: tensor<1x2x4xf32>, %k: tensor<1x3x4xf32>, %v: tensor<1x3x4xf32>) -> tensor<1x2x4xf32> {
  %m = arith.constant dense<[[[false, false, false], [true, false, true]]]> : tensor<1x2x3xi1>
  %e = tensor.empty() : tensor<1x2x4xf32>
  %r = tm_tensor.attention ins(%q, %k, %v, %m : tensor<1x2x4xf32>, tensor<1x3x4xf32>, tensor<1x3x4xf32>, tensor<1x2x3xi1>) outs(%e : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  return %r : tensor<1x2x4xf32>
}
