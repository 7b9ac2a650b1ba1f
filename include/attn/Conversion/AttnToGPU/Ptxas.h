//===- Ptxas.h - assemble PTX with ptxas and read its resources -*- C++ -*-===//
//
// Part of attn-opt. Runs ptxas on the PTX of attn-to-cubin (format=isa) with
// the flags gpu-module-to-binary passes it, plus -v, so that a launch plan
// records what each kernel costs the SM: registers, spills, stack and static
// shared memory, and ptxas's notes of a potential performance loss.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOGPU_PTXAS_H
#define ATTN_CONVERSION_ATTNTOGPU_PTXAS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace attn {

/// What ptxas -v reports for one entry function.
struct KernelResources {
  std::string name;
  int64_t registers = 0;
  int64_t barriers = 0;
  int64_t stackFrameBytes = 0;
  int64_t spillStoreBytes = 0;
  int64_t spillLoadBytes = 0;
  /// Shared memory the kernel declares statically; a launch adds its dynamic
  /// bytes.
  int64_t staticSharedBytes = 0;
};

/// ptxas's verbose log, read: one entry per kernel in the order ptxas
/// compiled them, and every "Potential Performance Loss" note (setmaxnreg
/// ignored, wgmma serialized), without its "ptxas info" prefix.
struct PtxasReport {
  SmallVector<KernelResources> kernels;
  SmallVector<std::string> performanceNotes;
};

/// Assembles the PTX file `ptxPath` for `chip` at ptxas's `optLevel` into
/// the cubin `cubinPath`, reading each kernel's resources into `report`.
/// `ptxasPath` names the program; empty, it is found where
/// gpu-module-to-binary looks: the CUDA toolkit found at configure time,
/// PATH, then CUDA_ROOT, CUDA_HOME or CUDA_PATH. On failure sets `error` to a
/// one-line message (ptxas's first error line, which names the PTX file and
/// line, when it ran).
LogicalResult assemblePtx(StringRef ptxasPath, StringRef ptxPath,
                          StringRef cubinPath, StringRef chip, int optLevel,
                          PtxasReport &report, std::string &error);

} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_ATTNTOGPU_PTXAS_H
