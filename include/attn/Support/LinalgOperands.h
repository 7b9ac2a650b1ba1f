//===- LinalgOperands.h - inputs and inits of linalg ops, read cheaply ----===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//
//
// LinalgOp's and DestinationStyleOpInterface's accessors for inputs and inits
// (getDpsInputOperand, getNumDpsInits, isDpsInit, ...) each rebuild the op's
// operand-segment attribute, a uniqued DenseI32ArrayAttr, on every call. The
// raise patterns and the traffic models ask for them of every op they look
// at, several times per op: over 6% of the traffic report's instructions
// on a stacked model. These read the same operands from the op directly.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_SUPPORT_LINALGOPERANDS_H
#define ATTN_SUPPORT_LINALGOPERANDS_H

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

namespace mlir {
namespace attn {

/// The number of inputs of `op`. On tensors every init has its result (the
/// destination-style verifier checks it) and inits come last, so that is
/// the operands less the results, with no attribute built.
inline unsigned getNumInputs(linalg::LinalgOp op) {
  if (op.hasPureTensorSemantics())
    return op->getNumOperands() - op->getNumResults();
  return op.getNumDpsInputs();
}

/// The inputs of `op`, in order.
inline MutableArrayRef<OpOperand> getInputOperands(linalg::LinalgOp op) {
  return op->getOpOperands().take_front(getNumInputs(op));
}

/// The inits of `op`, in order.
inline MutableArrayRef<OpOperand> getInitOperands(linalg::LinalgOp op) {
  return op->getOpOperands().drop_front(getNumInputs(op));
}

} // namespace attn
} // namespace mlir

#endif // ATTN_SUPPORT_LINALGOPERANDS_H
