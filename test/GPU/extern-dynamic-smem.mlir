// RUN: attn-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(gpu.module(attn-gpu-extern-dynamic-smem))' | FileCheck %s

// The global behind gpu.dynamic_shared_memory gets external linkage, so PTX
// declares it `.extern .shared ... []`; without a declared alignment it keeps
// convert-gpu-to-nvvm's.
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

// -----

// A kernel's attn.dynamic_shared_alignment (the sm_90a kernel's 1024) raises
// the alignment of the dynamic shared memory it addresses; the array only
// another kernel addresses keeps its own.
// CHECK-LABEL: gpu.module @declared
// CHECK: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// CHECK: llvm.mlir.global external @__dynamic_shmem__1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
module attributes {gpu.container_module} {
  gpu.module @declared {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.mlir.global internal @__dynamic_shmem__1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @swizzled() attributes {attn.dynamic_shared_alignment = 1024 : i64, nvvm.kernel} {
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      llvm.return
    }
    llvm.func @plain() attributes {nvvm.kernel} {
      %0 = llvm.mlir.addressof @__dynamic_shmem__1 : !llvm.ptr<3>
      llvm.return
    }
  }
}

// -----

// A declaration never lowers the alignment convert-gpu-to-nvvm gave.
// CHECK-LABEL: gpu.module @smaller
// CHECK: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<0 x i8>
module attributes {gpu.container_module} {
  gpu.module @smaller {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<0 x i8>
    llvm.func @k() attributes {attn.dynamic_shared_alignment = 16 : i64, nvvm.kernel} {
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      llvm.return
    }
  }
}

// -----

// An alignment that is not a power of two is refused, not silently used.
module attributes {gpu.container_module} {
  gpu.module @bad {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    // expected-error @below {{'attn.dynamic_shared_alignment' must be a power of two of at least 16 bytes}}
    llvm.func @k() attributes {attn.dynamic_shared_alignment = 1000 : i64, nvvm.kernel} {
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      llvm.return
    }
  }
}

// -----

// A declaration that is not an integer is refused.
module attributes {gpu.container_module} {
  gpu.module @notint {
    // expected-error @below {{'attn.dynamic_shared_alignment' must be a power of two of at least 16 bytes}}
    llvm.func @k() attributes {attn.dynamic_shared_alignment = "1024", nvvm.kernel} {
      llvm.return
    }
  }
}
