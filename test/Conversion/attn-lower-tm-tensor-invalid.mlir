// RUN: attn-opt %s --attn-lower-tm-tensor -split-input-file -verify-diagnostics

// The default scale of tm_tensor.attention, 1/sqrt(d), needs a static head
// dim; without it the pass fails with a located error rather than guess.
func.func @dynamic_head_dim(%q: tensor<2x4x?xf32>, %k: tensor<2x6x?xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  // expected-error @+1 {{'tm_tensor.attention' op cannot lower the default scale 1/sqrt(d) with a dynamic head dim}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x?xf32>, tensor<2x6x?xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// On memrefs the op is not lowered; rather than leave it to fail in
// bufferization ("unknown memory side effects"), the pass says so.
func.func @memrefs(%q: memref<2x4x8xf32>, %k: memref<2x6x8xf32>, %v: memref<2x6x8xf32>, %o: memref<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op on memrefs is not lowered: attn-lower-tm-tensor takes the op on tensors, as torch-mlir emits it}}
  tm_tensor.attention ins(%q, %k, %v : memref<2x4x8xf32>, memref<2x6x8xf32>, memref<2x6x8xf32>) outs(%o : memref<2x4x8xf32>)
  return
}

// -----

// A scatter on memrefs is not lowered either, and says so.
func.func @scatter_memrefs(%u: memref<2x1x3xf32>, %i: memref<2x1xi64>, %o: memref<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op on memrefs is not lowered: attn-lower-tm-tensor takes the op on tensors, as torch-mlir emits it}}
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : memref<2x1x3xf32>, memref<2x1xi64>) outs(%o : memref<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  }
  return
}

// -----

// Neither is a scan on memrefs: left in place, it would reach bufferization
// and the LLVM conversion, which know nothing of it.
func.func @scan_memrefs(%x: memref<8xi64>, %out: memref<8xi64>, %acc: memref<i64>) {
  // expected-error @+1 {{'tm_tensor.scan' op on memrefs is not lowered: attn-lower-tm-tensor takes the op on tensors, as torch-mlir emits it}}
  tm_tensor.scan dimension(0) inclusive(true) ins(%x : memref<8xi64>) outs(%out, %acc : memref<8xi64>, memref<i64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  }
  return
}

// -----

// Nor is a sort on memrefs.
func.func @sort_memrefs(%x: memref<8xi32>) {
  // expected-error @+1 {{'tm_tensor.sort' op on memrefs is not lowered: attn-lower-tm-tensor takes the op on tensors, as torch-mlir emits it}}
  tm_tensor.sort dimension(0) outs(%x : memref<8xi32>) {
  ^bb0(%a: i32, %b: i32):
    %lt = arith.cmpi slt, %a, %b : i32
    tm_tensor.yield %lt : i1
  }
  return
}
