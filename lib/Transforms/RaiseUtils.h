//===- RaiseUtils.h - shared by the attn-raise patterns ---------*- C++ -*-===//
//
// Part of attn-opt. What the attn-raise pattern files share: readers of
// element-wise linalg ops and their bodies, and the functions that add each
// file's patterns to the set populateAttnRaisePatterns builds. Internal to
// lib/Transforms.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_TRANSFORMS_RAISEUTILS_H
#define ATTN_LIB_TRANSFORMS_RAISEUTILS_H

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Support/LinalgOperands.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir {
namespace attn {

/// An element-wise linalg op on tensors: one result, every loop parallel, an
/// identity output map, and a body that does not read the output.
bool isElementwise(linalg::LinalgOp op);

/// The value the body of `op` yields.
Value yieldedValue(linalg::LinalgOp op);

/// The input operand whose block argument `v` is, or null.
OpOperand *inputOf(linalg::LinalgOp op, Value v);

/// The value of a body value of `op` that is a float constant: defined in or
/// captured by the body, or read from a constant input, possibly converted
/// by extf/truncf.
std::optional<double> getBodyConstant(linalg::LinalgOp op, Value v);

/// `a` cast to the element type of `castOp`, or `a` itself without one:
/// what reading a value from under an element-wise attn.cast needs again.
Value castLike(RewriterBase &rewriter, Location loc, Value a, CastOp castOp);

/// Whether `value` is -inf or the lowest finite value of `type`, the two
/// values frameworks use for "this key takes no part". In f32 and f64 the
/// lowest of bf16 counts too (MPT fills a bf16 model's f32 scores with it):
/// like f32's own, it lies below -3.3e38, as far from any score as -inf.
bool isMinusInfOrLowest(double value, Type type);

/// Whether `map`, over `rank` loops, reads a row reduced along `dim`: it
/// drops `dim` or has a constant 0 there, and is the identity elsewhere.
bool isRowMapOf(AffineMap map, int64_t rank, int64_t dim);

/// The ranked tensor type of `v`.
RankedTensorType tensorType(Value v);

/// Adds the pattern that raises element-wise linalg ops (casts, scales,
/// biases, masks, softcaps, transposes) to attn ops (RaiseElementwise.cpp).
void populateRaiseElementwisePatterns(RewritePatternSet &patterns);

/// Adds the patterns that raise contractions to attn.matmul and K/V head
/// repeats to attn.expand_heads (RaiseContraction.cpp).
void populateRaiseContractionPatterns(RewritePatternSet &patterns);

/// Adds the patterns that raise named and decomposed softmaxes, and drop
/// SDPA's guard on fully masked rows (RaiseSoftmax.cpp).
void populateRaiseSoftmaxPatterns(RewritePatternSet &patterns);

/// Adds the layout patterns that move attn.expand_heads below ops that
/// treat every head alike (SinkHeadRepeats.cpp). Part of
/// populateAttnLayoutPatterns.
void populateSinkHeadRepeatPatterns(RewritePatternSet &patterns);

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_TRANSFORMS_RAISEUTILS_H
