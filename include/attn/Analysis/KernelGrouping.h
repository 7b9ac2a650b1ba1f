//===- KernelGrouping.h - ops grouped into the kernels a compiler launches ===//
//
// Part of attn-opt. The report's `kernels=fusion` view: elementwise ops fused
// into their producers and consumers the way XLA's and Inductor's
// producer-consumer fusion does, reductions and contractions as roots
// (docs/analysis.md).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_KERNELGROUPING_H
#define ATTN_ANALYSIS_KERNELGROUPING_H

#include "attn/Analysis/TrafficAnalysis.h"

namespace mlir {
namespace attn {

/// Whether `op` is elementwise for the grouping rule: the attn elementwise,
/// transpose, cast and expand_heads ops and linalg ops without reduction
/// loops (generics, transposes, broadcasts).
bool isElementwiseForFusion(Operation *op);

/// `function` with its ops grouped into kernels: each entry of the result's
/// `ops` is one kernel, named by its root (its reduction or contraction, else
/// its last op) with the other ops in `fusedOps`. A kernel's figures are its
/// ops' summed flops and the bytes of the tensors that cross its boundary:
/// values passed between its ops are neither written nor read, and an input
/// two of its ops read is read once. `bindings` must be the ones `function`
/// was computed with. Linear in the number of ops and uses.
FunctionTraffic groupIntoKernels(const FunctionTraffic &function,
                                 const llvm::StringMap<int64_t> &bindings);

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_KERNELGROUPING_H
