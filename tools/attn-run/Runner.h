//===- Runner.h - compile and call an entry function ------------*- C++ -*-===//
//
// Part of attn-opt. Lowers a module through attn-to-llvm-cpu, JIT-compiles it
// with MLIR's ExecutionEngine and calls its entry function on host tensors.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTNRUN_RUNNER_H
#define ATTN_TOOLS_ATTNRUN_RUNNER_H

#include "HostTensor.h"

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"

namespace attn_run {

/// LLVM's optimization level of a program: O3's extras add nothing to the
/// kernels MLIR vectorizes and multiply a whole model's code
/// (docs/benchmarks.md, bench/jit_opt_level).
constexpr unsigned kDefaultOptLevel = 2;

/// Options of one compilation.
struct CompileOptions {
  /// Shared libraries the JIT resolves runtime symbols from.
  llvm::SmallVector<std::string> sharedLibs;
  /// Run scf.parallel loops on `threads` threads of `parallelRuntime`.
  bool parallel = false;
  mlir::attn::ParallelRuntime parallelRuntime =
      mlir::attn::ParallelRuntime::OpenMP;
  int32_t threads = 1;
  /// Compile as for a CPU with AVX2 but not AVX-512, whatever the host has:
  /// 256-bit vectors and register tiles, and no AVX-512 instruction (nor its
  /// 32 vector registers) in the generated code.
  bool avx2Only = false;
  /// LLVM's optimization level, 0 to 3, for both the IR optimizer and code
  /// generation.
  unsigned optLevel = kDefaultOptLevel;
  /// Let LLVM unroll loops (above O0). Off by default: MLIR has unrolled the
  /// kernels' register tiles, and LLVM's full unrolling of a model's small
  /// loops costs more compile time than it saves in run time.
  bool loopUnrolling = false;
};

/// An entry function compiled to native code.
class CompiledFunction {
public:
  /// Lowers `module` (consumed) and JIT-compiles it. Errors are reported as
  /// MLIR diagnostics or returned.
  static llvm::Expected<std::unique_ptr<CompiledFunction>>
  compile(mlir::OwningOpRef<mlir::ModuleOp> module, llvm::StringRef entry,
          const CompileOptions &options);

  /// Calls the function; the results own memory the function allocated.
  llvm::SmallVector<HostTensor> call(llvm::ArrayRef<const HostTensor *> args);

  llvm::ArrayRef<ElementKind> getResultKinds() const { return resultKinds; }

private:
  std::unique_ptr<mlir::ExecutionEngine> engine;
  void (*packed)(void **) = nullptr;
  llvm::SmallVector<ElementKind> resultKinds;
  llvm::SmallVector<int64_t> resultRanks;
};

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_RUNNER_H
