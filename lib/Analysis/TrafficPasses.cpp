//===- TrafficPasses.cpp - --attn-traffic-report and -remarks -------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/Passes.h"

#include "attn/Analysis/GpuSpec.h"
#include "attn/Analysis/KernelGrouping.h"
#include "attn/Analysis/L2Reuse.h"
#include "attn/Analysis/TrafficAnalysis.h"
#include "attn/Analysis/TrafficReport.h"
#include "attn/Transforms/Fusion.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_TRAFFICREPORT
#define GEN_PASS_DEF_TRAFFICREMARKS
#include "attn/Analysis/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

namespace {
/// The GPU and the figures with the user's dims bound.
struct BoundTraffic {
  GpuSpec gpu;
  /// The analysis' own figures, or `rebound` when dims were bound.
  ArrayRef<FunctionTraffic> functions;
  std::vector<FunctionTraffic> rebound;
  llvm::StringMap<int64_t> bindings;
};
} // namespace

/// Loads the GPU, sets the chip whose kernels the tiled figures follow
/// (`chip`, or the GPU's own when empty) and parses the bindings: what the
/// report needs before any figure is computed. Emits an error on `module`
/// when one fails.
static std::optional<BoundTraffic>
loadReportInputs(ModuleOp module, StringRef gpuName, StringRef chip,
                 ArrayRef<std::string> bindEntries) {
  std::string error;
  std::optional<GpuSpec> gpu = loadGpuSpec(gpuName, error);
  if (!gpu) {
    emitError(module.getLoc(), error);
    return std::nullopt;
  }
  if (!chip.empty() && !isGpuChip(chip)) {
    emitError(module.getLoc())
        << "unknown chip '" << chip << "': expected sm_80, sm_90 or sm_90a";
    return std::nullopt;
  }
  if (!chip.empty())
    gpu->chip = chip.str();
  llvm::StringMap<int64_t> bindings;
  if (!parseBindings(bindEntries, bindings, error)) {
    emitError(module.getLoc(), error);
    return std::nullopt;
  }
  return BoundTraffic{*gpu, {}, {}, std::move(bindings)};
}

/// Checks the bindings against the dims the figures mention and evaluates
/// the figures into `traffic`; emits an error on `module` when a binding
/// names no dim or a figure overflows.
static LogicalResult bindTraffic(ModuleOp module,
                                 const TrafficAnalysis &analysis,
                                 BoundTraffic &traffic) {
  std::set<std::string> symbols = analysis.getSymbols();
  for (const auto &entry : traffic.bindings) {
    if (symbols.count(entry.getKey().str()))
      continue;
    InFlightDiagnostic diag = emitError(module.getLoc())
                              << "bind names '" << entry.getKey()
                              << "', which no figure mentions";
    if (symbols.empty())
      diag << " (every dim is static)";
    else
      diag << " (dims: " << llvm::join(symbols, ", ") << ")";
    return failure();
  }
  if (failed(checkOverflow(analysis.getFunctions())))
    return failure();
  traffic.functions = analysis.getFunctions();
  if (traffic.bindings.empty())
    return success();
  traffic.rebound = analysis.bind(traffic.bindings);
  traffic.functions = traffic.rebound;
  return checkOverflow(traffic.rebound);
}

/// Whether `func` holds something that attn-raise could make an
/// attn.softmax of: one already, linalg.softmax, or an exp in a linalg body.
/// Without one no chain can fuse, and the preview need not copy the function.
static bool mayHoldSoftmax(Operation *func) {
  return func
      ->walk([](Operation *op) {
        return isa<SoftmaxOp, linalg::SoftmaxOp, math::ExpOp>(op)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Runs attn-raise and attn-fuse on a copy of `func` and costs the result;
/// nothing when the fusion finds no attention chain there. The copy is left
/// in `scratch` for the caller to destroy where it suits.
static std::optional<FusionPreview>
previewFusion(Operation *func, const llvm::StringMap<int64_t> &bindings,
              const GpuSpec &gpu, bool grouped,
              OwningOpRef<ModuleOp> &scratch) {
  if (!mayHoldSoftmax(func))
    return std::nullopt;
  auto countFused = [](Operation *op) {
    unsigned count = 0;
    op->walk([&](FlashAttentionOp) { ++count; });
    return count;
  };
  // Patterns may look at the function's parent, so the copy lives in a
  // module of its own.
  scratch = ModuleOp::create(func->getLoc());
  Operation *copy = func->clone();
  scratch->push_back(copy);
  unsigned before = countFused(copy);
  MLIRContext *context = func->getContext();
  RewritePatternSet raise(context), fuse(context);
  populateAttnRaisePatterns(raise);
  populateAttnFusionPatterns(fuse);
  // Running out of iterations leaves valid IR with less fused, which the
  // preview then reports as it is.
  (void)applyAttnPatterns(copy, std::move(raise));
  (void)applyAttnPatterns(copy, std::move(fuse));
  unsigned after = countFused(copy);
  if (after <= before)
    return std::nullopt;
  FunctionTraffic fused = computeFunctionTraffic(
      cast<FunctionOpInterface>(copy), bindings, gpu.chip);
  if (grouped)
    fused = groupIntoKernels(fused, bindings);
  return FusionPreview{after - before, fused.flops,
                       fused.bytesRead + fused.bytesWritten,
                       predictSeconds(fused, gpu)};
}

namespace {
struct TrafficReportPass
    : public mlir::attn::impl::TrafficReportBase<TrafficReportPass> {
  using TrafficReportBase::TrafficReportBase;

  void runOnOperation() override {
    markAllAnalysesPreserved();
    ModuleOp module = getOperation();
    if (format != "table" && format != "json" && format != "svg") {
      emitError(module.getLoc()) << "unknown report format '" << format
                                 << "': expected table, json or svg";
      return signalPassFailure();
    }
    if (kernels != "op" && kernels != "fusion") {
      emitError(module.getLoc()) << "unknown kernels option '" << kernels
                                 << "': expected op or fusion";
      return signalPassFailure();
    }
    std::optional<BoundTraffic> traffic =
        loadReportInputs(module, gpu, chip, bind);
    if (!traffic)
      return signalPassFailure();
    bool grouped = kernels == "fusion";

    // The table's fusion previews rewrite copies of the functions and share
    // nothing with the rest of the report but the (read-only) input, so
    // they run on the context's threads while this one costs the input;
    // each copy is then destroyed there too, while this thread prints.
    SmallVector<FunctionOpInterface> funcs;
    if (format == "table")
      funcs = getCostedFunctions(module);
    SmallVector<std::optional<FusionPreview>> previews(funcs.size());
    auto runPreview = [&](size_t index, OwningOpRef<ModuleOp> &scratch) {
      previews[index] = previewFusion(funcs[index], traffic->bindings,
                                      traffic->gpu, grouped, scratch);
    };
    MLIRContext *context = &getContext();
    SmallVector<std::shared_future<void>> previewsDone;
    // Declared after what the tasks use, so that every return waits for them
    // (the group's destructor does) before those go away.
    std::optional<llvm::ThreadPoolTaskGroup> previewTasks;
    if (context->isMultithreadingEnabled() && !funcs.empty()) {
      previewTasks.emplace(context->getThreadPool());
      for (size_t index = 0; index < funcs.size(); ++index)
        previewsDone.push_back(previewTasks->async([&, index] {
          OwningOpRef<ModuleOp> scratch;
          runPreview(index, scratch);
          if (scratch)
            previewTasks->async(
                [copy = scratch.release()]() mutable { copy.erase(); });
        }));
    }

    // The cached analysis is the default chip's; another is costed here.
    std::optional<TrafficAnalysis> chipAnalysis;
    if (traffic->gpu.chip != kDefaultGpuChip)
      chipAnalysis.emplace(module, traffic->gpu.chip);
    const TrafficAnalysis &analysis =
        chipAnalysis ? *chipAnalysis : getAnalysis<TrafficAnalysis>();
    if (failed(bindTraffic(module, analysis, *traffic)))
      return signalPassFailure();
    ArrayRef<FunctionTraffic> symbolic = analysis.getFunctions();
    // The grouped view: kernels instead of ops, for the bound figures and
    // the formulas alike (the grouping depends on the IR only).
    std::vector<FunctionTraffic> groupedFunctions, groupedSymbolic;
    if (grouped) {
      for (const FunctionTraffic &function : traffic->functions)
        groupedFunctions.push_back(
            groupIntoKernels(function, traffic->bindings));
      // Unbound figures are the formulas themselves: group them once.
      if (traffic->bindings.empty())
        groupedSymbolic = groupedFunctions;
      else
        for (const FunctionTraffic &function : symbolic)
          groupedSymbolic.push_back(groupIntoKernels(function, {}));
      traffic->functions = groupedFunctions;
      symbolic = groupedSymbolic;
      if (failed(checkOverflow(traffic->functions)))
        return signalPassFailure();
    }

    std::string text;
    llvm::raw_string_ostream os(text);
    if (format == "table") {
      for (const std::shared_future<void> &done : previewsDone)
        done.wait();
      if (!previewTasks) {
        for (size_t index = 0; index < funcs.size(); ++index) {
          OwningOpRef<ModuleOp> scratch;
          runPreview(index, scratch);
        }
      }
      printTrafficTable(os, traffic->functions, symbolic, traffic->gpu,
                        previews);
    } else if (format == "json") {
      printTrafficJson(os, traffic->functions, symbolic, traffic->gpu);
    } else {
      std::string error;
      if (!printTrafficSvg(os, traffic->functions, traffic->gpu, error)) {
        emitError(module.getLoc(), error);
        return signalPassFailure();
      }
    }

    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(output, &error);
    if (!file) {
      emitError(module.getLoc())
          << "cannot write the traffic report: " << error;
      return signalPassFailure();
    }
    file->os() << text;
    file->keep();
  }
};

struct TrafficRemarksPass
    : public mlir::attn::impl::TrafficRemarksBase<TrafficRemarksPass> {
  using TrafficRemarksBase::TrafficRemarksBase;

  void runOnOperation() override {
    markAllAnalysesPreserved();
    std::optional<BoundTraffic> traffic =
        loadReportInputs(getOperation(), gpu, chip, bind);
    if (!traffic)
      return signalPassFailure();
    // The cached analysis is the default chip's; another is costed here.
    std::optional<TrafficAnalysis> chipAnalysis;
    if (traffic->gpu.chip != kDefaultGpuChip)
      chipAnalysis.emplace(getOperation(), traffic->gpu.chip);
    const TrafficAnalysis &analysis =
        chipAnalysis ? *chipAnalysis : getAnalysis<TrafficAnalysis>();
    if (failed(bindTraffic(getOperation(), analysis, *traffic)))
      return signalPassFailure();
    for (const FunctionTraffic &function : traffic->functions) {
      for (const OpTraffic &op : function.ops) {
        Verdict verdict = classify(op, traffic->gpu);
        InFlightDiagnostic diag = op.op->emitRemark();
        diag << op.op->getName() << (op.known ? "" : " (unknown)") << ": "
             << op.bytesRead.str() << " B read, " << op.bytesWritten.str()
             << " B written, " << op.flops.str() << " flop, "
             << op.transcendentals.str() << " exp, ";
        if (verdict.intensity)
          diag << "intensity " << llvm::formatv("{0:F2}", *verdict.intensity)
               << ", " << verdict.bound << "-bound on " << traffic->gpu.name;
        else
          diag << "intensity and bound need every dim bound";
        if (op.tiledBytesRead)
          diag << ", tiled " << op.tiledBytesRead->str() << " B read";
        std::string reason;
        if (std::optional<L2TiledFigure> l2 =
                getL2TiledFigure(op, traffic->gpu, reason))
          diag << ", L2-aware tiled " << l2->bytesRead << " B read";
        if (std::optional<Prediction> prediction = predict(op, traffic->gpu))
          diag << ", predicted "
               << llvm::formatv("{0:F2}", prediction->getSeconds() * 1e6)
               << " us";
        for (const std::string &note : op.notes)
          diag.attachNote(op.op->getLoc()) << note;
        if (!verdict.note.empty())
          diag.attachNote(op.op->getLoc()) << verdict.note;
      }
    }
  }
};
} // namespace
