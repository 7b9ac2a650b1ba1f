// RUN: attn-opt %s --pass-pipeline='builtin.module(gpu.module(attn-gpu-extern-dynamic-smem))' | FileCheck %s

// The global behind gpu.dynamic_shared_memory gets external linkage, so PTX
// declares it `.extern .shared ... []`.
// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// negative: other shared globals and globals in other address spaces keep
// their linkage.
// CHECK: llvm.mlir.global internal @static_tile() {addr_space = 3 : i32} : !llvm.array<64 x i8>
// CHECK: llvm.mlir.global internal @__dynamic_shmem__global() {addr_space = 1 : i32} : !llvm.array<0 x i8>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.mlir.global internal @static_tile() {addr_space = 3 : i32} : !llvm.array<64 x i8>
    llvm.mlir.global internal @__dynamic_shmem__global() {addr_space = 1 : i32} : !llvm.array<0 x i8>
  }
}
