//===- LaunchPlan.h - write a GPU launch plan directory ---------*- C++ -*-===//
//
// Part of attn-opt. Lowers a module with --attn-lower-to-gpu, compiles its
// kernels to PTX with attn-to-cubin and assembles them with ptxas, and
// writes the directory libattnrt runs: kernels.cubin, kernels.ptx and
// plan.json. Shared by attn-compile and attn-run --device cuda.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOGPU_LAUNCHPLAN_H
#define ATTN_CONVERSION_ATTNTOGPU_LAUNCHPLAN_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace attn {

/// How to lower and compile a launch plan (the options of
/// --attn-lower-to-gpu and attn-to-cubin).
struct LaunchPlanOptions {
  std::string chip = "sm_90";
  std::string mma = "sync";
  int64_t blockM = 0;
  int64_t blockN = 0;
  int64_t warps = 4;
  /// Split-KV: auto, on or off, and the splits (0: by the rule).
  std::string splitKV = "auto";
  int64_t splits = 0;
  /// The host function to plan; empty means the only one with attn ops.
  std::string entry;
  /// Also write the lowered module as kernels.mlir (plan.json's "lowered"):
  /// what the cubin was compiled from, which the emulator and the tests'
  /// mock CUDA driver run.
  bool writeLowered = false;
  /// The ptxas to run; empty: where gpu-module-to-binary would find it
  /// (assemblePtx).
  std::string ptxas;
};

/// What writeLaunchPlan planned, for a tool to report.
struct LaunchPlanSummary {
  int64_t numLaunches = 0;
  /// ptxas's "Potential Performance Loss" notes, as plan.json records them.
  SmallVector<std::string> ptxasNotes;
};

/// Checks the split-KV pair of `options` as the tools' flags: --split-kv is
/// auto, on or off and --splits is non-negative. Tools call it before parsing
/// their input so that a bad flag is one line rather than a diagnostic of the
/// lowering at the module's location. On failure sets `error` to a one-line
/// message naming the flag.
LogicalResult verifySplitKVOptions(const LaunchPlanOptions &options,
                                   std::string &error);

/// Lowers `module` in place and writes the plan into `outDir` (created when
/// missing). On failure returns failure() with `error` set to a one-line
/// message, or left empty when the lowering already emitted a diagnostic.
/// When `summary` is given, it receives what was planned.
LogicalResult writeLaunchPlan(ModuleOp module, const LaunchPlanOptions &options,
                              StringRef outDir, std::string &error,
                              LaunchPlanSummary *summary = nullptr);

} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_ATTNTOGPU_LAUNCHPLAN_H
