// RUN: attn-opt %s | FileCheck %s
// RUN: attn-opt %s | attn-opt | FileCheck %s
// RUN: attn-opt %s --mlir-print-op-generic | attn-opt | FileCheck %s

// tm_tensor.attention as torch-mlir 20261001 prints it reads and prints back
// the same.

// SDPA without a mask: query, key, value and the output init.
// CHECK-LABEL: func.func @plain(
// CHECK-SAME: %[[Q:.*]]: tensor<2x4x8xf32>, %[[K:.*]]: tensor<2x6x8xf32>, %[[V:.*]]: tensor<2x6x8xf32>, %[[O:.*]]: tensor<2x4x8xf32>)
// CHECK: %[[R:.*]] = tm_tensor.attention ins(%[[Q]], %[[K]], %[[V]] : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%[[O]] : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
// CHECK: return %[[R]]
func.func @plain(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// SDPA's `scale=` is an attribute in the attr-dict.
// CHECK-LABEL: func.func @scale(
// CHECK: tm_tensor.attention {scale = 5.000000e-01 : f64} ins(
func.func @scale(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %r = tm_tensor.attention {scale = 5.000000e-01 : f64} ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// A boolean mask is the fourth input; the value's head dim (4) may differ
// from the query's (8).
// CHECK-LABEL: func.func @bool_mask(
// CHECK-SAME: %[[M:[^:]*]]: tensor<2x4x6xi1>
// CHECK: tm_tensor.attention ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[M]] : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x4xf32>, tensor<2x4x6xi1>) outs(%{{.*}} : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
func.func @bool_mask(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x4xf32>, %m: tensor<2x4x6xi1>, %o: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %r = tm_tensor.attention ins(%q, %k, %v, %m : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x4xf32>, tensor<2x4x6xi1>) outs(%o : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %r : tensor<2x4x4xf32>
}

// A float mask of the query's element type, 4-d operands, dynamic dims.
// CHECK-LABEL: func.func @float_mask_dynamic(
// CHECK: tm_tensor.attention ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x2x?x8xbf16>, tensor<1x2x?x8xbf16>, tensor<1x2x?x8xbf16>, tensor<1x2x?x?xbf16>) outs(%{{.*}} : tensor<1x2x?x8xbf16>) -> tensor<1x2x?x8xbf16>
func.func @float_mask_dynamic(%q: tensor<1x2x?x8xbf16>, %k: tensor<1x2x?x8xbf16>, %v: tensor<1x2x?x8xbf16>, %m: tensor<1x2x?x?xbf16>, %o: tensor<1x2x?x8xbf16>) -> tensor<1x2x?x8xbf16> {
  %r = tm_tensor.attention ins(%q, %k, %v, %m : tensor<1x2x?x8xbf16>, tensor<1x2x?x8xbf16>, tensor<1x2x?x8xbf16>, tensor<1x2x?x?xbf16>) outs(%o : tensor<1x2x?x8xbf16>) -> tensor<1x2x?x8xbf16>
  return %r : tensor<1x2x?x8xbf16>
}

// On memrefs (after bufferization) the op writes its output and has no
// result.
// CHECK-LABEL: func.func @memrefs(
// CHECK: tm_tensor.attention ins(%{{.*}}, %{{.*}}, %{{.*}} : memref<2x4x8xf32>, memref<2x6x8xf32>, memref<2x6x8xf32>) outs(%{{.*}} : memref<2x4x8xf32>)
// CHECK-NOT: ->
func.func @memrefs(%q: memref<2x4x8xf32>, %k: memref<2x6x8xf32>, %v: memref<2x6x8xf32>, %o: memref<2x4x8xf32>) {
  tm_tensor.attention ins(%q, %k, %v : memref<2x4x8xf32>, memref<2x6x8xf32>, memref<2x6x8xf32>) outs(%o : memref<2x4x8xf32>)
  return
}
