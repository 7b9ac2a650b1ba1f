//===- Driver.cpp - the greedy driver, on the ops the patterns can match --===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

/// The ops under `root` that the attn patterns may rewrite: all but those
/// in the bodies of linalg ops, in pre-order so that the driver (which pops
/// its worklist from the back) visits each block bottom-up, as
/// applyPatternsGreedily does.
static SmallVector<Operation *> collectRewritableOps(Operation *root) {
  SmallVector<Operation *> ops;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != root)
      ops.push_back(op);
    return isa<linalg::LinalgOp>(op) ? WalkResult::skip()
                                     : WalkResult::advance();
  });
  return ops;
}

LogicalResult
mlir::attn::applyAttnPatterns(Operation *root,
                              const FrozenRewritePatternSet &patterns) {
  GreedyRewriteConfig config = attnRewriteConfig();
  // A rewrite can enable a match on an op further down than the users the
  // driver revisits (a mask moved above the softmax that reads it), so
  // sweeps repeat until one changes nothing, as applyPatternsGreedily's
  // iterations do.
  for (int64_t sweep = 0; sweep < config.getMaxIterations(); ++sweep) {
    bool changed = false;
    if (failed(applyOpPatternsGreedily(collectRewritableOps(root), patterns,
                                       config, &changed)))
      return failure();
    if (!changed)
      return success();
  }
  return failure();
}
