// RUN: attn-opt %s -split-input-file --attn-raise-tosa --attn-fuse=remarks=true -verify-diagnostics | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-raise --attn-fuse=remarks=true -verify-diagnostics | FileCheck %s

// TOSA attention: attn-raise-tosa runs upstream's TOSA-to-linalg
// conversions, then attn-raise; attn-fuse then sees the usual chain.
// attn-raise alone converts a function that holds TOSA the same way, so
// both RUN lines give the same IR.

// [B*H, N, d] attention as TFLite / TOSA spell it: Kᵀ by tosa.transpose,
// tosa.matmul (with zero points), scale by tosa.mul, softmax by
// reduce_max / sub / exp / reduce_sum / reciprocal / mul.
// CHECK-LABEL: func @tosa_rank3
// CHECK-SAME: (%[[Q:.*]]: tensor<8x16x64xf32>, %[[K:.*]]: tensor<8x16x64xf32>, %[[V:.*]]: tensor<8x16x64xf32>)
// CHECK-DAG: %[[Q4:.*]] = tensor.expand_shape %[[Q]]
// CHECK-DAG: %[[K4:.*]] = tensor.expand_shape %[[K]]
// CHECK-DAG: %[[V4:.*]] = tensor.expand_shape %[[V]]
// CHECK: %[[O:.*]] = attn.flash_attention %[[Q4]], %[[K4]], %[[V4]] scale 1.250000e-01 : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32> -> tensor<1x8x16x64xf32>
// CHECK: tensor.collapse_shape %[[O]]
// CHECK-NOT: linalg.
func.func @tosa_rank3(%q: tensor<8x16x64xf32>, %k: tensor<8x16x64xf32>, %v: tensor<8x16x64xf32>) -> tensor<8x16x64xf32> {
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

// -----

// BSHD f16 in TOSA: reshapes to [B*H, N, d] and transposes around a rank-3
// chain, a boolean mask applied with tosa.select, the output back to BSHD.
// The fused op reads Q, K and V uncollapsed, the layout transposes compose,
// and the reshapes cancel.
// CHECK-LABEL: func @tosa_bshd_masked_f16
// CHECK-SAME: (%[[Q:.*]]: tensor<2x16x4x64xf16>, %[[K:.*]]: tensor<2x16x4x64xf16>, %[[V:.*]]: tensor<2x16x4x64xf16>, %[[M:.*]]: tensor<1x16x16xi1>)
// CHECK-DAG: %[[QT:.*]] = attn.transpose %[[Q]] [0, 2, 1, 3] : tensor<2x16x4x64xf16> -> tensor<2x4x16x64xf16>
// CHECK-DAG: %[[KT:.*]] = attn.transpose %[[K]] [0, 2, 1, 3] : tensor<2x16x4x64xf16> -> tensor<2x4x16x64xf16>
// CHECK-DAG: %[[VT:.*]] = attn.transpose %[[V]] [0, 2, 1, 3] : tensor<2x16x4x64xf16> -> tensor<2x4x16x64xf16>
// CHECK: %[[O:.*]] = attn.flash_attention %[[QT]], %[[KT]], %[[VT]] mask(%[[M]] : tensor<1x16x16xi1>) scale 1.250000e-01 : tensor<2x4x16x64xf16>, tensor<2x4x16x64xf16>, tensor<2x4x16x64xf16> -> tensor<2x4x16x64xf16>
// CHECK-NEXT: %[[OT:.*]] = attn.transpose %[[O]] [0, 2, 1, 3]
// CHECK-NEXT: return %[[OT]]
func.func @tosa_bshd_masked_f16(%q: tensor<2x16x4x64xf16>, %k: tensor<2x16x4x64xf16>, %v: tensor<2x16x4x64xf16>, %m: tensor<1x16x16xi1>) -> tensor<2x16x4x64xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = "tosa.const"() <{values = dense<0.125> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
  %ninf = "tosa.const"() <{values = dense<0xFC00> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
  %s3 = tosa.const_shape {values = dense<[8, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %s4 = tosa.const_shape {values = dense<[2, 4, 16, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %qt = tosa.transpose %q {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x16x4x64xf16>) -> tensor<2x4x16x64xf16>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 3, 1>} : (tensor<2x16x4x64xf16>) -> tensor<2x4x64x16xf16>
  %vt = tosa.transpose %v {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x16x4x64xf16>) -> tensor<2x4x16x64xf16>
  %q3 = tosa.reshape %qt, %s3 : (tensor<2x4x16x64xf16>, !tosa.shape<3>) -> tensor<8x16x64xf16>
  %ks = tosa.const_shape {values = dense<[8, 64, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %k3 = tosa.reshape %kt, %ks : (tensor<2x4x64x16xf16>, !tosa.shape<3>) -> tensor<8x64x16xf16>
  %v3 = tosa.reshape %vt, %s3 : (tensor<2x4x16x64xf16>, !tosa.shape<3>) -> tensor<8x16x64xf16>
  %s = tosa.matmul %q3, %k3, %zp, %zp : (tensor<8x16x64xf16>, tensor<8x64x16xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x16x16xf16>
  %ss = tosa.mul %s, %c, %shift : (tensor<8x16x16xf16>, tensor<1x1x1xf16>, tensor<1xi8>) -> tensor<8x16x16xf16>
  %sm = tosa.select %m, %ss, %ninf : (tensor<1x16x16xi1>, tensor<8x16x16xf16>, tensor<1x1x1xf16>) -> tensor<8x16x16xf16>
  %mx = tosa.reduce_max %sm {axis = 2 : i32} : (tensor<8x16x16xf16>) -> tensor<8x16x1xf16>
  %d = tosa.sub %sm, %mx : (tensor<8x16x16xf16>, tensor<8x16x1xf16>) -> tensor<8x16x16xf16>
  %e = tosa.exp %d : (tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
  %sum = tosa.reduce_sum %e {axis = 2 : i32} : (tensor<8x16x16xf16>) -> tensor<8x16x1xf16>
  %r = tosa.reciprocal %sum : (tensor<8x16x1xf16>) -> tensor<8x16x1xf16>
  %p = tosa.mul %e, %r, %shift : (tensor<8x16x16xf16>, tensor<8x16x1xf16>, tensor<1xi8>) -> tensor<8x16x16xf16>
  // The user's boolean mask is an N x N operand of the fused op.
  // expected-remark @below {{mask term argument #3 of @tosa_bshd_masked_f16 ('tensor<1x16x16xi1>') stays dense: it is a function argument (the caller computes it)}}
  %o = tosa.matmul %p, %v3, %zp, %zp : (tensor<8x16x16xf16>, tensor<8x16x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x16x64xf16>
  %o4 = tosa.reshape %o, %s4 : (tensor<8x16x64xf16>, !tosa.shape<4>) -> tensor<2x4x16x64xf16>
  %ot = tosa.transpose %o4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x4x16x64xf16>) -> tensor<2x16x4x64xf16>
  return %ot : tensor<2x16x4x64xf16>
}

// -----

// A TOSA softmax over the query axis (axis 1) is raised but is no
// attention over the keys.
// CHECK-LABEL: func @negative_tosa_softmax_over_queries
// CHECK: attn.softmax %{{.*}} dim 1
// CHECK-NOT: attn.flash_attention
func.func @negative_tosa_softmax_over_queries(%q: tensor<8x16x64xf32>, %k: tensor<8x16x64xf32>, %v: tensor<8x16x64xf32>) -> tensor<8x16x64xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<8x16x64xf32>) -> tensor<8x64x16xf32>
  %s = tosa.matmul %q, %kt, %zp, %zp : (tensor<8x16x64xf32>, tensor<8x64x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x16xf32>
  %mx = tosa.reduce_max %s {axis = 1 : i32} : (tensor<8x16x16xf32>) -> tensor<8x1x16xf32>
  %d = tosa.sub %s, %mx : (tensor<8x16x16xf32>, tensor<8x1x16xf32>) -> tensor<8x16x16xf32>
  %e = tosa.exp %d : (tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %sm = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<8x16x16xf32>) -> tensor<8x1x16xf32>
  %r = tosa.reciprocal %sm : (tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
  // expected-remark @below {{attention not fused: softmax is over dim 1, not the key dim 2}}
  %p = tosa.mul %e, %r, %shift : (tensor<8x16x16xf32>, tensor<8x1x16xf32>, tensor<1xi8>) -> tensor<8x16x16xf32>
  %o = tosa.matmul %p, %v, %zp, %zp : (tensor<8x16x16xf32>, tensor<8x16x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x64xf32>
  return %o : tensor<8x16x64xf32>
}
