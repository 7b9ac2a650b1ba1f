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
    for (scf::ForOp loop : loops) {
      Block *body = loop.getBody();
      bracketWithStackRestore(loop.getLoc(), body->begin(),
                              body->getTerminator()->getIterator());
    }
    // The scope's body runs in its place, then the same bracket around it.
    // Only scopes without results: a returned buffer would outlive the
    // restore.
    for (memref::AllocaScopeOp scope : scopes) {
      Block *body = &scope.getBodyRegion().front();
      Operation *terminator = body->getTerminator();
      Block::iterator first = body->begin();
      if (&*first != terminator) {
        scope->getBlock()->getOperations().splice(scope->getIterator(),
                                                  body->getOperations(), first,
                                                  terminator->getIterator());
        bracketWithStackRestore(scope.getLoc(), first, scope->getIterator());
      }
      scope->replaceAllUsesWith(terminator->getOperands());
      scope->erase();
    }
  }

  /// Saves the stack pointer before `begin` and restores it before `end`, in
  /// the same block, so what the ops in between allocate is freed.
  void bracketWithStackRestore(Location loc, Block::iterator begin,
                               Block::iterator end) {
    OpBuilder b(&getContext());
    b.setInsertionPoint(begin->getBlock(), begin);
    Value stack = LLVM::StackSaveOp::create(
        b, loc, LLVM::LLVMPointerType::get(&getContext()));
    b.setInsertionPoint(end->getBlock(), end);
    LLVM::StackRestoreOp::create(b, loc, stack);
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
