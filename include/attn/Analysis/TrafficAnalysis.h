//===- TrafficAnalysis.h - per-op HBM traffic and flops ---------*- C++ -*-===//
//
// Part of attn-opt. The analysis behind --attn-traffic-report,
// --attn-traffic-remarks and attn-roofline (docs/analysis.md).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_TRAFFICANALYSIS_H
#define ATTN_ANALYSIS_TRAFFICANALYSIS_H

#include "attn/Interfaces/Polynomial.h"
#include "attn/Target/GPUKernelChoice.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringMap.h"
#include <set>

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace attn {

/// What one op costs. Each figure is a polynomial in the function's named
/// dynamic dims; with static shapes (or all dims bound) it is a constant.
struct OpTraffic {
  Operation *op = nullptr;
  /// False for an op the model does not know: its bytes follow the
  /// kernel-boundary rule and its flops are not counted.
  bool known = true;
  Poly flops, transcendentals, bytesRead, bytesWritten;
  /// Only for fused ops: the tiled model's read bytes.
  std::optional<Poly> tiledBytesRead;
  /// The input type whose tensor-core peak applies, or null for the fp32
  /// vector peak.
  Type tensorCoreType;
  SmallVector<std::string, 1> notes;
  /// Only for kernels of a grouped report: the ops fused into `op`'s
  /// kernel, in program order.
  SmallVector<Operation *, 2> fusedOps;
};

/// The ops of one function, in order, and their sum.
struct FunctionTraffic {
  Operation *func = nullptr;
  std::string name;
  std::vector<OpTraffic> ops;
  Poly flops, transcendentals, bytesRead, bytesWritten;
  /// For a function grouped into kernels: the number of ops before
  /// grouping; zero in the per-op view.
  size_t groupedFrom = 0;
};

/// Costs every op of `func` that moves data (ops that only define buffers or
/// metadata are left out, unknown ops are kept), with the dims in `bindings`
/// replaced by their values; the tiled figures follow the kernels the gpu
/// lowering runs on `chip` by default.
FunctionTraffic computeFunctionTraffic(FunctionOpInterface func,
                                       const llvm::StringMap<int64_t> &bindings,
                                       StringRef chip = kDefaultGpuChip);

/// The functions the analysis costs under `root`: every function with a
/// body, outermost first, in the order of the IR.
SmallVector<FunctionOpInterface> getCostedFunctions(Operation *root);

/// The traffic of every function with a body in the op it is constructed on
/// (a module, or one function). It is an analysis in the MLIR sense, cached
/// by the AnalysisManager: passes get it through getAnalysis<>. Figures are
/// symbolic in dynamic dims; bind() evaluates them.
class TrafficAnalysis {
public:
  /// The figures of every function in `op`, tiled figures for `chip`'s
  /// default kernels; the AnalysisManager's instance is for
  /// kDefaultGpuChip.
  explicit TrafficAnalysis(Operation *op, StringRef chip = kDefaultGpuChip);

  ArrayRef<FunctionTraffic> getFunctions() const { return functions; }

  /// The figures recomputed with `bindings`. Recomputing, rather than
  /// substituting into the formulas, keeps the exact block and causal counts
  /// whose symbolic forms rest on assumptions (noted where they do).
  std::vector<FunctionTraffic>
  bind(const llvm::StringMap<int64_t> &bindings) const;

  /// Every dim name the figures mention.
  std::set<std::string> getSymbols() const;

private:
  SmallVector<FunctionOpInterface> funcs;
  std::string chip;
  std::vector<FunctionTraffic> functions;
};

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_TRAFFICANALYSIS_H
