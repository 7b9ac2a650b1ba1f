//===- Raise.cpp - the attn-raise pass and its pattern set ----------------===//
//
// Part of attn-opt. The attn-raise pass: each of its patterns recognizes one
// piece of an attention graph as frameworks lower it to linalg on tensors and
// rewrites it into the attn op with the same semantics. The patterns live in
// RaiseElementwise.cpp, RaiseContraction.cpp, RaiseSoftmax.cpp,
// RaiseScoreTerms.cpp, RaiseTMTensor.cpp and Layout.cpp; this file builds
// their set, runs it, and converts TOSA input first.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "RaiseUtils.h"
#include "attn/Transforms/Fusion.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Conversion/TosaToArith/TosaToArith.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToTensor/TosaToTensor.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNRAISE
#include "attn/Transforms/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

void mlir::attn::populateAttnRaisePatterns(RewritePatternSet &patterns) {
  // Equal-benefit patterns are tried in the order they are added.
  populateRaiseElementwisePatterns(patterns);
  populateRaiseContractionPatterns(patterns);
  populateRaiseSoftmaxPatterns(patterns);
  populateAttnRaiseTMTensorPatterns(patterns);
  populateAttnRaiseScoreTermPatterns(patterns);
  populateAttnLayoutPatterns(patterns);
}

void mlir::attn::buildTosaToLinalgPipeline(OpPassManager &funcPm) {
  funcPm.addPass(tosa::createTosaToLinalgNamed());
  funcPm.addPass(tosa::createTosaToLinalg());
  funcPm.addPass(createTosaToArithPass());
  funcPm.addPass(createTosaToTensorPass());
  funcPm.addPass(createCanonicalizerPass());
}

/// Whether `op` holds an op of the TOSA dialect.
static bool containsTosa(Operation *op) {
  return op
      ->walk([](Operation *nested) {
        return isa<tosa::TosaDialect>(nested->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// How many ops of each attn op name `func` holds.
static llvm::StringMap<int64_t> countAttnOps(Operation *func) {
  llvm::StringMap<int64_t> counts;
  func->walk([&](Operation *op) {
    if (isa<AttnDialect>(op->getDialect()))
      ++counts[op->getName().getStringRef()];
  });
  return counts;
}

namespace {
struct AttnRaisePass : mlir::attn::impl::AttnRaiseBase<AttnRaisePass> {
  using AttnRaiseBase::AttnRaiseBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    AttnRaiseBase::getDependentDialects(registry);
    OpPassManager tosaPm(func::FuncOp::getOperationName());
    buildTosaToLinalgPipeline(tosaPm);
    tosaPm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    SmallVector<func::FuncOp> funcs;
    if (auto func = dyn_cast<func::FuncOp>(getOperation()))
      funcs.push_back(func);
    else
      getOperation()->walk([&](func::FuncOp func) { funcs.push_back(func); });

    // TOSA is converted to linalg function by function, only where it
    // occurs (docs/fusion.md says why).
    llvm::SmallPtrSet<Operation *, 4> convertedFromTosa;
    for (func::FuncOp func : funcs) {
      if (!containsTosa(func))
        continue;
      OpPassManager tosaPm(func::FuncOp::getOperationName());
      buildTosaToLinalgPipeline(tosaPm);
      if (failed(runPipeline(tosaPm, func)))
        return signalPassFailure();
      convertedFromTosa.insert(func);
    }

    SmallVector<llvm::StringMap<int64_t>> before;
    if (remarks)
      for (func::FuncOp func : funcs)
        before.push_back(countAttnOps(func));

    RewritePatternSet patterns(&getContext());
    populateAttnRaisePatterns(patterns);
    // Every rewrite leaves valid IR, so running out of iterations (as
    // upstream's canonicalizer treats it) only means less was raised.
    (void)applyAttnPatterns(getOperation(), std::move(patterns));

    if (!remarks)
      return;
    for (auto [func, counts] : llvm::zip(funcs, before))
      emitSummary(func, counts, convertedFromTosa.contains(func));
  }

  /// One remark per function: what was raised, or that nothing was.
  static void emitSummary(func::FuncOp func,
                          const llvm::StringMap<int64_t> &before,
                          bool fromTosa) {
    llvm::StringMap<int64_t> after = countAttnOps(func);
    SmallVector<std::pair<std::string, int64_t>> raised;
    for (const auto &entry : after) {
      int64_t added = entry.getValue() - before.lookup(entry.getKey());
      if (added > 0)
        raised.push_back({entry.getKey().str(), added});
    }
    llvm::sort(raised);
    InFlightDiagnostic remark = func.emitRemark();
    remark << "attn-raise: @" << func.getSymName() << ": ";
    if (fromTosa)
      remark << "converted from TOSA to linalg, then ";
    if (raised.empty()) {
      remark << "nothing raised: no linalg contraction, softmax, mask, scale "
                "or layout op spells a piece of attention";
      return;
    }
    remark << "raised";
    for (auto [i, entry] : llvm::enumerate(raised))
      remark << (i ? ", " : " ") << entry.second << " " << entry.first;
  }
};
} // namespace

void mlir::attn::registerAttnRaiseTosaPipeline() {
  PassPipelineRegistration<>(
      "attn-raise-tosa",
      "convert TOSA to linalg with upstream's passes, then run attn-raise "
      "(attn-raise alone converts functions that hold TOSA as well)",
      [](OpPassManager &pm) {
        buildTosaToLinalgPipeline(pm.nest<func::FuncOp>());
        pm.addPass(createAttnRaise());
      });
}
