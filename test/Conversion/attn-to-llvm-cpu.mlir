// RUN: attn-opt %s --attn-to-llvm-cpu | FileCheck %s
// RUN: attn-opt %s --attn-to-llvm-cpu='parallel=true block-m=32' | FileCheck %s --check-prefixes=CHECK,OPENMP
// RUN: attn-opt %s --attn-to-llvm-cpu='parallel=true num-threads=3' | FileCheck %s --check-prefix=THREADS
// RUN: attn-opt %s --attn-to-llvm-cpu='parallel=true parallel-runtime=async block-m=32' | FileCheck %s --check-prefix=ASYNC
// RUN: not attn-opt %s --attn-to-llvm-cpu='parallel=true parallel-runtime=tbb' 2>&1 | FileCheck %s --check-prefix=BAD-RUNTIME
// RUN: not attn-opt %s --attn-to-llvm-cpu='parallel=true num-threads=-1' 2>&1 | FileCheck %s --check-prefix=BAD-THREADS

// The pipeline leaves only the LLVM dialect, for the unfused and the fused
// form alike (with OpenMP, its ops around LLVM dialect regions, which the
// translation to LLVM IR turns into libomp calls); with parallel=true the
// blocks become OpenMP worksharing loops with a dynamic schedule on as many
// threads as num-threads says (the runtime's default here), or async runtime
// tasks.
// CHECK-LABEL: llvm.func @unfused
// OPENMP: omp.parallel {
// OPENMP-NEXT: omp.wsloop schedule(dynamic)
// THREADS: %[[N:.*]] = llvm.mlir.constant(3 : i32) : i32
// THREADS: omp.parallel num_threads(%[[N]] : i32)
// CHECK-LABEL: llvm.func @fused
// CHECK-NOT: attn.
// CHECK-NOT: memref.
// CHECK-NOT: scf.
// CHECK-NOT: vector.
// ASYNC: llvm.call @mlirAsyncRuntime
// BAD-RUNTIME: for the --parallel-runtime option: Cannot find option named 'tbb'!
// BAD-THREADS: for the --num-threads option: '-1' value invalid for uint argument!
func.func @unfused(%q: tensor<1x1x17x16xf32>, %k: tensor<1x1x33x16xf32>, %v: tensor<1x1x33x16xf32>) -> tensor<1x1x17x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x17x16xf32>, tensor<1x1x33x16xf32> -> tensor<1x1x17x33xf32>
  %p = attn.softmax %s dim 3 : tensor<1x1x17x33xf32>
  %o = attn.matmul %p, %v : tensor<1x1x17x33xf32>, tensor<1x1x33x16xf32> -> tensor<1x1x17x16xf32>
  return %o : tensor<1x1x17x16xf32>
}

func.func @fused(%q: tensor<1x1x17x16xf32>, %k: tensor<1x1x33x16xf32>, %v: tensor<1x1x33x16xf32>) -> tensor<1x1x17x16xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal : tensor<1x1x17x16xf32>, tensor<1x1x33x16xf32>, tensor<1x1x33x16xf32> -> tensor<1x1x17x16xf32>
  return %o : tensor<1x1x17x16xf32>
}
