//===- EmulatorRunner.h - run GPU kernels in the emulator -------*- C++ -*-===//
//
// Part of attn-opt. attn-run --device emulator: the entry is lowered as for
// --device cuda and its kernels run in the CPU emulator (lib/Emulator); a
// module that is already lowered (a host function on memrefs and a
// gpu.module) runs as it is.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTNRUN_EMULATORRUNNER_H
#define ATTN_TOOLS_ATTNRUN_EMULATORRUNNER_H

#include "HostTensor.h"

#include "attn/Conversion/AttnToGPU/LaunchPlan.h"
#include "attn/Emulator/Emulator.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <string>

namespace attn_run {

/// The outputs of the emulated runs, the seconds of each timed run and the
/// seconds the lowering took.
struct EmulatorRun {
  llvm::SmallVector<HostTensor> outputs;
  llvm::SmallVector<double> seconds;
  double compileSeconds = 0;
  mlir::attn::EmulatorStats stats;
};

/// Lowers `module` in place with --attn-lower-to-gpu (chip, mma, block and
/// split-KV options from `options`) and runs the host function `options.entry`
/// in the emulator on `inputs` (one per input buffer), `warmup` untimed and
/// `repeat` timed times, the schedule seeded by `scheduleSeed`. An error
/// with an empty message means that the lowering already reported one.
llvm::Expected<EmulatorRun>
runOnEmulator(mlir::ModuleOp module,
              const mlir::attn::LaunchPlanOptions &options,
              llvm::ArrayRef<const HostTensor *> inputs, unsigned warmup,
              unsigned repeat, uint64_t scheduleSeed);

/// Whether `module` is in the lowered form (it has a gpu.module).
bool isLoweredModule(mlir::ModuleOp module);

/// What attn-run's options say about a run of a lowered module.
struct LoweredRunOptions {
  std::string file;
  std::string entry;
  std::string inputsDir;
  std::string dumpDir;
  /// Where expected<i>.npy of each output is (e.g. the CPU run of the
  /// program before lowering), or empty.
  std::string expectedDir;
  uint64_t seed = 0;
  uint64_t scheduleSeed = 0;
  unsigned warmup = 0;
  /// Timed runs, at least one.
  unsigned repeat = 1;
  bool json = false;
};

/// Runs the host function of a lowered module: input buffers (marked
/// attn.role = "input", or unmarked) from `inputsDir`/arg<i>.npy or seeded
/// random numbers, outputs (attn.role = "output") written to
/// `dumpDir`/out<i>.npy. There is no f64 reference, since the module holds
/// no attn program; with `expectedDir`, each output is compared with
/// expected<i>.npy there. Prints the report and returns attn-run's exit
/// status.
int runLoweredModule(mlir::ModuleOp module, const LoweredRunOptions &options);

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_EMULATORRUNNER_H
