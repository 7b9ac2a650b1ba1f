//===- ParallelLoops.cpp - stack scopes and schedules of lowered loops ----===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//
//
// The passes that ready the CPU pipeline's loops for their runtime: each
// iteration frees the stack buffers it allocates, and OpenMP shares the
// iterations of a worksharing loop dynamically.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNSCOPELOOPALLOCAS
#define GEN_PASS_DEF_ATTNOPENMPDYNAMICSCHEDULE
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;

namespace {

struct AttnScopeLoopAllocasPass
    : mlir::attn::impl::AttnScopeLoopAllocasBase<AttnScopeLoopAllocasPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    SmallVector<memref::AllocaScopeOp> scopes;
    getOperation()->walk([&](Operation *op) {
      if (auto loop = dyn_cast<scf::ForOp>(op)) {
        if (loop.getNumRegionIterArgs() == 0 &&
            llvm::any_of(*loop.getBody(), llvm::IsaPred<memref::AllocaOp>))
          loops.push_back(loop);
      } else if (auto scope = dyn_cast<memref::AllocaScopeOp>(op)) {
        if (scope->getNumResults() == 0 &&
            isa<omp::LoopNestOp>(scope->getParentOp()))
          scopes.push_back(scope);
      }
    });
    OpBuilder b(&getContext());
    for (scf::ForOp loop : loops) {
      Block *body = loop.getBody();
      b.setInsertionPointToStart(body);
      Value stack = LLVM::StackSaveOp::create(
          b, loop.getLoc(), LLVM::LLVMPointerType::get(b.getContext()));
      b.setInsertionPoint(body->getTerminator());
      LLVM::StackRestoreOp::create(b, loop.getLoc(), stack);
    }
    // The scope's body runs in its place, between a save and a restore. Only
    // scopes without results: a returned buffer would outlive the restore.
    for (memref::AllocaScopeOp scope : scopes) {
      Block *body = &scope.getBodyRegion().front();
      Operation *terminator = body->getTerminator();
      b.setInsertionPoint(scope);
      Value stack = LLVM::StackSaveOp::create(
          b, scope.getLoc(), LLVM::LLVMPointerType::get(b.getContext()));
      scope->getBlock()->getOperations().splice(
          scope->getIterator(), body->getOperations(), body->begin(),
          terminator->getIterator());
      b.setInsertionPoint(scope);
      LLVM::StackRestoreOp::create(b, scope.getLoc(), stack);
      scope->replaceAllUsesWith(terminator->getOperands());
      scope->erase();
    }
  }
};

struct AttnOpenMPDynamicSchedulePass
    : mlir::attn::impl::AttnOpenMPDynamicScheduleBase<
          AttnOpenMPDynamicSchedulePass> {
  void runOnOperation() override {
    auto dynamic = omp::ClauseScheduleKindAttr::get(
        &getContext(), omp::ClauseScheduleKind::Dynamic);
    getOperation()->walk([&](omp::WsloopOp loop) {
      if (!loop.getScheduleKindAttr())
        loop.setScheduleKindAttr(dynamic);
    });
  }
};

} // namespace
