// RUN: attn-run %s --entry tosa_attention | FileCheck %s
// RUN: attn-opt %s --attn-raise --attn-fuse | attn-run - --entry tosa_attention | FileCheck %s

// attn-run takes TOSA as attn-opt does: converted to linalg first, then run
// and checked against f64 like any program, raised and fused or not.
// Before, it stopped with "op was not bufferized".
// CHECK: out0 tensor<8x16x64xf32>: max abs err {{.*}} ok
// CHECK-NOT: FAIL
func.func @tosa_attention(%q: tensor<8x16x64xf32>, %k: tensor<8x16x64xf32>, %v: tensor<8x16x64xf32>) -> tensor<8x16x64xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<8x16x64xf32>) -> tensor<8x64x16xf32>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<8x16x64xf32>, tensor<8x64x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x16xf32>
  %ss = tosa.mul %s, %c, %shift : (tensor<8x16x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<8x16x16xf32>
  %mx = tosa.reduce_max %ss {axis = 2 : i32} : (tensor<8x16x16xf32>) -> tensor<8x16x1xf32>
  %d = tosa.sub %ss, %mx : (tensor<8x16x16xf32>, tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
  %e = tosa.exp %d : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %sm = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<8x16x16xf32>) -> tensor<8x16x1xf32>
  %r = tosa.reciprocal %sm : (tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
  %p = tosa.mul %e, %r, %shift : (tensor<8x16x16xf32>, tensor<8x16x1xf32>, tensor<1xi8>) -> tensor<8x16x16xf32>
  %o = tosa.matmul %p, %v, %zp, %zp : (tensor<8x16x16xf32>, tensor<8x16x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x64xf32>
  return %o : tensor<8x16x64xf32>
}
