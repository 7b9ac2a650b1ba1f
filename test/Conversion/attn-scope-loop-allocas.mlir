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

// -----

// convert-scf-to-openmp wraps each iteration of a worksharing loop in a
// memref.alloca_scope; it becomes the same bracket, its body inlined, since
// its one-block region could not hold the loops inside it once lowered.
// CHECK-LABEL: func @openmp_iteration
// CHECK: omp.loop_nest (%[[I:.*]]) : index
// CHECK-NEXT: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %[[BUF:.*]] = memref.alloca() : memref<64xf32>
// CHECK-NEXT: memref.store %{{.*}}, %[[BUF]][%[[I]]]
// CHECK-NEXT: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// CHECK-NEXT: omp.yield
// CHECK-NOT: memref.alloca_scope
func.func @openmp_iteration(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.alloca_scope {
          %buf = memref.alloca() : memref<64xf32>
          memref.store %x, %buf[%i] : memref<64xf32>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A scope elsewhere is left to the usual lowering, and so is one that
// returns a value, which a restore right after it could free.
// CHECK-LABEL: func @negative_scope_outside_openmp
// CHECK-NOT: llvm.intr.stacksave
// CHECK: memref.alloca_scope
// CHECK: memref.alloca_scope
func.func @negative_scope_outside_openmp(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    %buf = memref.alloca() : memref<64xf32>
    memref.store %x, %buf[%c0] : memref<64xf32>
  }
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        %y = memref.alloca_scope -> f32 {
          %buf = memref.alloca() : memref<64xf32>
          %v = memref.load %buf[%i] : memref<64xf32>
          memref.alloca_scope.return %v : f32
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return %x : f32
}
