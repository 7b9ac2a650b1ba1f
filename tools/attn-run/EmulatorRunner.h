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
#include "Report.h"

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

/// Runs host function `entry` (or the only one, where empty) of a lowered
/// module: input buffers (marked attn.role = "input", or unmarked) from
/// `report.inputsDir`/arg<i>.npy or random numbers of `report.seed`, in
/// `report.scheduleSeed`'s warp order, `report.warmup` untimed and `repeat`
/// (at least one) timed times; outputs (attn.role = "output") written to
/// `dumpDir`/out<i>.npy unless it is empty. There is no f64 reference, since
/// the module holds no attn program; with `report.expectedDir`, each output
/// is compared with expected<i>.npy there. `report` holds what attn-run's
/// options say about the run; the rest is filled in here. Prints the report
/// and returns attn-run's exit status.
int runLoweredModule(mlir::ModuleOp module, llvm::StringRef entry,
                     RunReport report, llvm::StringRef dumpDir, unsigned repeat,
                     bool json);

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_EMULATORRUNNER_H
