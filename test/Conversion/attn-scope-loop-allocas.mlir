// RUN: attn-opt %s -split-input-file --attn-scope-loop-allocas | FileCheck %s

// A loop that allocates in its body saves the stack pointer at the start of
// each iteration and restores it at the end.
// CHECK-LABEL: func @per_iteration
// CHECK: scf.for
// CHECK-NEXT: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %[[BUF:.*]] = memref.alloca() : memref<64xf32>
// CHECK: memref.store %{{.*}}, %[[BUF]]
// CHECK-NEXT: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// CHECK-NEXT: }
func.func @per_iteration(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %buf = memref.alloca() : memref<64xf32>
    memref.store %x, %buf[%c0] : memref<64xf32>
  }
  return
}

// -----

// Loops without stack allocations of their own, and loops that carry
// values, are left alone.
// CHECK-LABEL: func @negative_no_alloca
// CHECK-NOT: llvm.intr.stacksave
func.func @negative_no_alloca(%n: index, %buf: memref<64xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %buf[%c0] : memref<64xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %tmp = memref.alloca() : memref<64xf32>
    %y = memref.load %tmp[%c0] : memref<64xf32>
    scf.yield %y : f32
  }
  return %r : f32
}
