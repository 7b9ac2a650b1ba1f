//===- AttnToLoops.cpp - the attn-lower-to-loops pass and CPU pipeline ----===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "FastExp.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/TMTensor/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Async/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Approximation.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNLOWERTOLOOPS
#define GEN_PASS_DEF_ATTNPRESERVEARGUMENTS
#define GEN_PASS_DEF_ATTNAPPROXIMATEMATH
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

namespace {

struct AttnLowerToLoopsPass
    : mlir::attn::impl::AttnLowerToLoopsBase<AttnLowerToLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockM <= 0 || blockN <= 0) {
      emitError(getOperation()->getLoc(),
                "block-m and block-n must be positive");
      return signalPassFailure();
    }
    if (vectorBits != 256 && vectorBits != 512) {
      emitError(getOperation()->getLoc(), "vector-bits must be 256 or 512");
      return signalPassFailure();
    }
    MLIRContext *ctx = &getContext();
    RewritePatternSet patterns(ctx);
    populateAttnToLinalgPatterns(patterns);
    populateFlashAttentionToLoopsPatterns(patterns, blockM, blockN,
                                          parallelLoops, vectorBits);
    ConversionTarget target(*ctx);
    target.addIllegalDialect<AttnDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();

    // Aggregate linalg ops (linalg.softmax, as linalg attention graphs
    // carry it) have no loop lowering of their own: decompose them into
    // the generics they stand for.
    SmallVector<linalg::AggregatedOpInterface> aggregates;
    getOperation().walk(
        [&](linalg::AggregatedOpInterface op) { aggregates.push_back(op); });
    IRRewriter rewriter(ctx);
    for (linalg::AggregatedOpInterface op : aggregates) {
      rewriter.setInsertionPoint(op);
      FailureOr<SmallVector<Value>> parts = op.decomposeOperation(rewriter);
      if (failed(parts)) {
        op->emitError("cannot decompose this op into linalg generics");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *parts);
    }
  }
};

struct AttnPreserveArgumentsPass
    : mlir::attn::impl::AttnPreserveArgumentsBase<AttnPreserveArgumentsPass> {
  void runOnOperation() override {
    auto readOnly = BoolAttr::get(&getContext(), false);
    StringRef writable = bufferization::BufferizationDialect::kWritableAttrName;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!func.isPublic() || func.isExternal())
        continue;
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
        if (isa<TensorType>(type) && !func.getArgAttr(i, writable))
          func.setArgAttr(i, writable, readOnly);
    }
  }
};

struct AttnApproximateMathPass
    : mlir::attn::impl::AttnApproximateMathBase<AttnApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateFastExpPatterns(patterns);
    populateMathPolynomialApproximationPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::attn::buildAttnToLLVMCPUPipeline(
    OpPassManager &pm, const AttnToLLVMCPUPipelineOptions &options) {
  pm.addPass(createAttnLowerTMTensor());
  AttnLowerToLoopsOptions lowerOptions;
  lowerOptions.blockM = options.blockM;
  lowerOptions.blockN = options.blockN;
  lowerOptions.parallelLoops = options.parallel;
  lowerOptions.vectorBits = options.vectorBits;
  pm.addPass(createAttnLowerToLoops(lowerOptions));
  pm.addPass(createCanonicalizerPass());

  pm.addPass(createAttnPreserveArguments());
  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  bufferizeOptions.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  bufferization::buildBufferDeallocationPipeline(pm);
  // Results the function does not own are returned as clones.
  pm.addPass(createConvertBufferizationToMemRefPass());

  AttnVectorizeContractionsOptions contractionOptions;
  contractionOptions.parallelLoops = options.parallel;
  pm.addNestedPass<func::FuncOp>(
      createAttnVectorizeContractions(contractionOptions));
  pm.addPass(createConvertLinalgToLoopsPass());
  bool openMP =
      options.parallel && options.parallelRuntime == ParallelRuntime::OpenMP;
  bool async =
      options.parallel && options.parallelRuntime == ParallelRuntime::Async;
  if (openMP) {
    ConvertSCFToOpenMPPassOptions openMPOptions;
    openMPOptions.numThreads = options.numThreads;
    pm.addPass(createConvertSCFToOpenMPPass(openMPOptions));
    pm.addPass(createAttnOpenMPDynamicSchedule());
  }
  if (async) {
    // Every block is worth a task: they are few and each is heavy.
    AsyncParallelForPassOptions asyncOptions;
    if (options.numThreads > 0)
      asyncOptions.numWorkerThreads =
          static_cast<int32_t>(options.numThreads);
    asyncOptions.minTaskSize = 1;
    pm.addPass(createAsyncParallelForPass(asyncOptions));
    pm.addPass(createAsyncToAsyncRuntimePass());
    pm.addPass(createAsyncRuntimeRefCountingPass());
    pm.addPass(createAsyncRuntimeRefCountingOptPass());
  }
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createAttnScopeLoopAllocas());
  pm.addPass(createAttnApproximateMath());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  if (async)
    pm.addPass(createConvertAsyncToLLVMPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertMathToLLVMPass());
  // What has neither an approximation nor an LLVM intrinsic (f64 erf, as
  // the reference of a GELU is) becomes a call into the host's libm.
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  if (openMP)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::attn::registerAttnToLLVMCPUPipeline() {
  PassPipelineRegistration<AttnToLLVMCPUPipelineOptions>(
      "attn-to-llvm-cpu",
      "lowers attn and linalg on tensors to the LLVM dialect for the CPU: "
      "attn-lower-to-loops, one-shot bufferization (leaving the inputs "
      "unchanged), buffer deallocation, "
      "vectorized contractions, loops (parallel ones on OpenMP or the async "
      "runtime), polynomial math, then the LLVM dialect",
      buildAttnToLLVMCPUPipeline);
}
