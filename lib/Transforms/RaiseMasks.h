//===- RaiseMasks.h - structured masks from index compares ------*- C++ -*-===//
//
// Part of attn-opt. Reads the boolean masks and additive biases frameworks
// build from index compares (causal, sliding window), per-batch key padding,
// equal segment ids and their AND/OR combinations, so that attn-raise can
// emit them as attn.causal_mask, key-padding attn.mask and
// attn.segment_mask ops instead of N x N tensors.
// Internal to lib/Transforms.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_TRANSFORMS_RAISEMASKS_H
#define ATTN_LIB_TRANSFORMS_RAISEMASKS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>
#include <string>

namespace mlir {
namespace attn {

/// A per-batch key padding term: `source`, an i1 tensor (or, with `cmp`, a
/// tensor whose elements `cmp` compares with a constant) whose dims are all
/// 1 except `keyDim` (Nkv) and, if not -1, `batchDim` (B).
struct PaddingTerm {
  Value source;
  int64_t batchDim = -1;
  int64_t keyDim = 0;
  /// The compare that makes an i1 of an element, or null; its operand
  /// `cmpSide` is the element, the other a constant.
  Operation *cmp = nullptr;
  unsigned cmpSide = 0;
  /// Whether the key is visible where the element (or compare) is false.
  bool negate = false;
};

/// One side of a segment term: `source`, an integer tensor whose dims are
/// all 1 except `lengthDim` (Nq or Nkv) and, if not -1, `batchDim` (B).
struct SegmentIds {
  Value source;
  int64_t batchDim = -1;
  int64_t lengthDim = 0;
};

/// A segment term: key j is visible from query i where the query's id
/// equals the key's (packed documents, Llama 4's chunks).
struct SegmentTerm {
  SegmentIds query, key;
};

/// A mask over the loops of a scores op whose last two loops are query i
/// and key j (and whose loop 0 is the batch at rank 4): the key is visible
/// exactly where every term holds.
struct StructuredMask {
  /// j <= i + upper.
  std::optional<int64_t> upper;
  /// j >= i + lower.
  std::optional<int64_t> lower;
  SmallVector<PaddingTerm, 1> padding;
  SmallVector<SegmentTerm, 1> segments;

  /// Index bounds, segments or more than one padding term: more than the
  /// plain broadcast boolean mask attn-raise emits anyway.
  bool hasStructure() const {
    return upper || lower || padding.size() != 1 || !segments.empty();
  }
};

/// The value of a splat float constant tensor, of a tensor filled with a
/// float constant, or of a float constant scalar; reshapes of such a tensor
/// (torch-mlir collapses the zero init of a batch matmul) are splats too.
std::optional<double> splatFloat(Value v);

/// Reads `cond`, an i1 value in the body of the element-wise `op`, as a
/// structured mask that is visible where `cond` is `visibleWhenTrue`. On
/// failure, and when `whyNot` is given, says why there.
std::optional<StructuredMask>
readStructuredCondition(linalg::LinalgOp op, Value cond, bool visibleWhenTrue,
                        std::string *whyNot = nullptr);

/// Reads the float input `bias` of the element-wise `op` as a structured
/// mask: a tensor that is 0 where keys are visible and -inf or the lowest
/// finite value where they are hidden (a select between the two on a
/// structured condition), or zero everywhere (no term at all).
std::optional<StructuredMask> readStructuredBias(linalg::LinalgOp op,
                                                 OpOperand *bias,
                                                 std::string *whyNot = nullptr);

/// Applies `mask` to the scores `x` (of the shape of the op the mask was
/// read from): key-padding attn.mask ops on [B, 1, 1, Nkv] masks, an
/// attn.segment_mask per segment term and an attn.causal_mask with its
/// diagonal and window. Returns null when the
/// bounds are not expressible (a lower bound alone, or an empty band).
Value applyStructuredMask(RewriterBase &rewriter, Location loc, Value x,
                          const StructuredMask &mask);

/// Whether applyStructuredMask can build `mask` on scores of `type`.
bool isExpressible(const StructuredMask &mask, RankedTensorType type);

/// Adds the attn-raise patterns of RaiseScoreTerms.cpp: [B*H] scores
/// expanded to 4-d after their bias or scale are expanded before it, and
/// attention with a per-head sink column in its softmax, or with a bias
/// that is provably ALiBi, becomes attn.flash_attention with `sinks` or
/// `alibi`.
void populateAttnRaiseScoreTermPatterns(RewritePatternSet &patterns);

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_TRANSFORMS_RAISEMASKS_H
