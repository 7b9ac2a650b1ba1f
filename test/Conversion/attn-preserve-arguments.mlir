// RUN: attn-opt %s --attn-preserve-arguments -split-input-file | FileCheck %s
// RUN: attn-opt %s --attn-to-llvm-cpu -split-input-file | FileCheck %s --check-prefix=CPU

// A public function's tensor arguments become read-only for one-shot
// bufferization; its scalar arguments have no buffer and stay unmarked.
// CHECK-LABEL: func.func @public_entry(
// CHECK-SAME: %{{.*}}: tensor<6xf32> {bufferization.writable = false}, %{{.*}}: f32, %{{.*}}: tensor<6xf32> {bufferization.writable = false})
func.func @public_entry(%x: tensor<6xf32>, %s: f32, %y: tensor<6xf32>) -> tensor<6xf32> {
  return %x : tensor<6xf32>
}

// -----

// A private function is left alone (bufferization sees its callers), and
// so is an argument its author already marked.
// CHECK-LABEL: func.func private @private_helper(
// CHECK-SAME: %{{.*}}: tensor<6xf32>) -> tensor<6xf32>
// CHECK-LABEL: func.func @marked(
// CHECK-SAME: %{{.*}}: tensor<6xf32> {bufferization.writable = true})
func.func private @private_helper(%x: tensor<6xf32>) -> tensor<6xf32> {
  return %x : tensor<6xf32>
}
func.func @marked(%x: tensor<6xf32> {bufferization.writable = true}) -> tensor<6xf32> {
  %r = func.call @private_helper(%x) : (tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// A declaration has no body to bufferize: unmarked.
// CHECK-LABEL: func.func private @external(
// CHECK-SAME: tensor<6xf32>)
// CHECK-NOT: writable
func.func private @external(tensor<6xf32>)

// -----

// Why it exists: an in-place update of an argument (torch-mlir's scatter
// into index_put's input) bufferizes to a copy of the argument, written and
// returned; without the mark the pipeline stored into the caller's buffer.
// CHECK-LABEL: func.func @update_in_place(
// CHECK-SAME: %{{.*}}: tensor<6xf32> {bufferization.writable = false}, %{{.*}}: f32)
// CPU-LABEL: llvm.func @update_in_place(
// CPU: llvm.call @malloc
// CPU: "llvm.intr.memcpy"
// CPU: llvm.store
func.func @update_in_place(%x: tensor<6xf32>, %v: f32) -> tensor<6xf32> {
  %c1 = arith.constant 1 : index
  %r = tensor.insert %v into %x[%c1] : tensor<6xf32>
  return %r : tensor<6xf32>
}
