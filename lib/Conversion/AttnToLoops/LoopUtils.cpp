//===- LoopUtils.cpp - outer loops of the CPU kernels ---------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "LoopUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

void mlir::attn::emitBlockLoops(ImplicitLocOpBuilder &b, ValueRange ubs,
                                bool parallel, function_ref<void()> allocate,
                                function_ref<void(ValueRange)> body) {
  Value zero = arith::ConstantIndexOp::create(b, 0);
  Value one = arith::ConstantIndexOp::create(b, 1);
  SmallVector<Value> lbs(ubs.size(), zero), steps(ubs.size(), one);
  OpBuilder::InsertionGuard guard(b);
  if (parallel) {
    auto loop = scf::ParallelOp::create(b, lbs, ubs, steps);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    allocate();
    body(loop.getInductionVars());
    return;
  }
  allocate();
  SmallVector<Value> ivs;
  for (Value ub : ubs) {
    auto loop = scf::ForOp::create(b, zero, ub, one);
    b.setInsertionPointToStart(loop.getBody());
    ivs.push_back(loop.getInductionVar());
  }
  body(ivs);
}
