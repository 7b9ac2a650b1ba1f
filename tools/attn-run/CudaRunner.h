//===- CudaRunner.h - run a launch plan through libattnrt -------*- C++ -*-===//
//
// Part of attn-opt. attn-run --device cuda: libattnrt (and through it the
// driver's libcuda.so.1) is loaded with dlopen only then, so that attn-run
// starts on machines without a CUDA driver.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTNRUN_CUDARUNNER_H
#define ATTN_TOOLS_ATTNRUN_CUDARUNNER_H

#include "HostTensor.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

namespace attn_run {

/// The outputs of a plan and the seconds of each timed run.
struct CudaRun {
  llvm::SmallVector<HostTensor> outputs;
  llvm::SmallVector<double> seconds;
};

/// Loads libattnrt from next to `executable` (../lib) or the build tree,
/// loads the plan in `planDir`, copies `inputs` (one per input buffer, in
/// plan order) to the device, runs `warmup` untimed and `repeat` timed runs
/// (CUDA events) and copies the output buffers back.
llvm::Expected<CudaRun> runPlanOnCuda(llvm::StringRef planDir,
                                      llvm::StringRef executable,
                                      llvm::ArrayRef<const HostTensor *> inputs,
                                      unsigned warmup, unsigned repeat);

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_CUDARUNNER_H
