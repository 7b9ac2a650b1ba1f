//===- Reference.h - check outputs against a float64 reference -*- C++ -*-===//
//
// Part of attn-opt. attn-run's default check: the program evaluated in
// float64 through the unfused path, on the same inputs widened exactly.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTNRUN_REFERENCE_H
#define ATTN_TOOLS_ATTNRUN_REFERENCE_H

#include "HostTensor.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

namespace attn_run {

/// Compares `outputs` of `entry` in `module` with the program run in float64
/// (flash_attention decomposed into its unfused chain, every float promoted),
/// one Comparison per output. An output outside its type's tolerance is
/// judged again by the error the program's own types imply (the reference
/// rounded where the program declares narrower types): within
/// kOwnRoundingFactor of it, it passes. `runnerUtils` is the MLIR runtime
/// library the JIT resolves from; the reference is compiled at LLVM's
/// `optLevel`.
llvm::Expected<llvm::SmallVector<Comparison>>
compareWithF64Reference(mlir::ModuleOp module, llvm::StringRef entry,
                        llvm::ArrayRef<HostTensor> inputs,
                        llvm::ArrayRef<HostTensor> outputs,
                        llvm::StringRef runnerUtils, unsigned optLevel);

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_REFERENCE_H
