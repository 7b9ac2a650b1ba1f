//===- Fusion.h - raising and fusing attention ------------------*- C++ -*-===//
//
// Part of attn-opt. The patterns behind attn-raise and attn-fuse, and the
// attention chain matcher, for compilers that want to reuse them.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TRANSFORMS_FUSION_H
#define ATTN_TRANSFORMS_FUSION_H

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir {
class RewritePatternSet;

namespace attn {

/// Adds the patterns that rewrite linalg (and tensor reshape) spellings of
/// attention pieces into attn ops: matmuls, transposes, head repeats, scales,
/// masks, softmax and casts. Each fires only where the semantics match.
void populateAttnRaisePatterns(RewritePatternSet &patterns);

/// Adds the pattern that rewrites torch-mlir's `tm_tensor.attention` (on
/// tensors) into the attn ops of the chain attn-fuse matches: matmul, scale,
/// its mask (a causal bias the export materialized as attn.causal_mask,
/// others dense), softmax and matmul. Part of populateAttnRaisePatterns.
void populateAttnRaiseTMTensorPatterns(RewritePatternSet &patterns);

/// Adds the pattern that replaces every matching attention chain (anchored at
/// its attn.softmax) by one attn.flash_attention.
void populateAttnFusionPatterns(RewritePatternSet &patterns);

/// Adds the pattern that turns a dense float score term of
/// attn.flash_attention that depends on the key's offset from the query
/// alone (T5's relative position bias) into the op's `relative_bias`
/// table, computed by one generic that inlines the term's element-wise
/// producers. Part of populateAttnFusionPatterns.
void populateAttnRelativeBiasPatterns(RewritePatternSet &patterns);

/// Adds the layout patterns both passes use: transposes compose, a matmul
/// whose rhs is transposed over its last two dims reads it in place with
/// `transpose_b` toggled, a transpose moves above a collapse_shape that
/// merges batch and heads, and a matmul on [B*H, ...] collapses whose result
/// is expanded back to [B, H, ...] becomes a matmul on the [B, H, ...]
/// tensors (a collapse expanded back to the same sizes folds away).
void populateAttnLayoutPatterns(RewritePatternSet &patterns);

/// The greedy driver's configuration for the patterns above: folding on,
/// region simplification off (the patterns leave no dead blocks behind, and
/// simplifying would walk every linalg body once more per sweep).
GreedyRewriteConfig attnRewriteConfig();

/// Applies `patterns` (raise, fusion or layout patterns) under `root` until
/// nothing matches, as attn-raise, attn-fuse and the traffic report's fusion
/// preview do. The ops in the bodies of linalg ops (most of a model's ops)
/// are read by the patterns, never rewritten by them, so they stay off the
/// driver's worklist. Fails when the rewrites do not settle within the
/// driver's limits, which leaves valid IR with less rewritten.
LogicalResult applyAttnPatterns(Operation *root,
                                const FrozenRewritePatternSet &patterns);

/// A canonical attention chain, read from its softmax: what
/// attn.flash_attention needs, and the ops it replaces.
struct AttentionChain {
  /// Q, K, V as the chain reads them ([..., H, N, d], rank 2 to 4; below
  /// rank 4 the fused op gets leading unit dims, or the uncollapsed tensors
  /// when all three collapse [B, H, N, d]). K and V are taken from below any
  /// attn.expand_heads, so their head count may be Hq / group.
  Value query, key, value;
  /// The float or boolean mask, or null. `maskScale` is the product of the
  /// scales applied to the scores after a float mask was added; the mask
  /// must be multiplied by it.
  Value mask;
  double maskScale = 1.0;
  /// Further float masks (additive biases) and, for each, the product of
  /// the scales applied after it was added.
  SmallVector<Value> biases;
  SmallVector<double> biasScales;
  /// A boolean mask of shape [B or 1, 1, 1, Nkv]: per-batch key padding.
  Value keyPadding;
  /// Segment ids [B or 1, Nq] and [B or 1, Nkv] of an attn.segment_mask,
  /// or null.
  Value querySegments, keySegments;
  /// The composed scale of Q, K and the scores (before a softcap's tanh).
  double scale = 1.0;
  /// With `c * tanh(x)` on the scores, `c` (the product of the scales after
  /// the tanh; the fused op takes |c| as softcap and scale * c as scale).
  std::optional<double> softcap;
  bool causal = false;
  /// The causal mask's diagonal and window, when it has them.
  std::optional<int64_t> diagonal, window;
  /// Whether V is given transposed ([..., dv, N]) to the output matmul.
  bool valueTransposed = false;
  /// Whether K is given transposed ([..., d, N]) to the scores matmul.
  bool keyTransposed = false;
  MatmulOp scores;
  SoftmaxOp softmax;
  MatmulOp output;
  /// Every op from `scores` to `output`, in order; they have no other users
  /// and die once `output` is replaced.
  SmallVector<Operation *> chainOps;
};

/// The operand of `add`, on the path from the scores to the softmax, that
/// carries the scores: its input, unless only its bias, of the same shape,
/// leads up to a matmul through the ops a scores path holds (frameworks
/// write `bias + Q·Kᵀ` as often as `Q·Kᵀ + bias`: WavLM's gated position
/// bias).
unsigned getScoresOperand(AddOp add);

/// Matches the attention chain through `softmax`. On failure, and when
/// `whyNot` is given, writes the reason there in the form used by the
/// attn-fuse remarks, e.g. "scores at attn.mlir:10:8 has another user
/// (func.return at attn.mlir:12:3)": values and ops are named by their
/// location in the input.
FailureOr<AttentionChain> matchAttentionChain(SoftmaxOp softmax,
                                              std::string *whyNot = nullptr);

/// Says why `term`, a mask or bias that a fused op takes as a dense operand,
/// was not raised to a structured term (causal, window, key padding), e.g.
/// "it is a function argument"; the text follows "stays dense: " in the
/// attn-fuse remarks.
std::string explainDenseMaskTerm(Value term);

/// Builds the attn.flash_attention for `chain` at its output matmul and
/// replaces that matmul's result; returns the new op.
FlashAttentionOp rewriteAttentionChain(RewriterBase &rewriter,
                                       const AttentionChain &chain);

} // namespace attn
} // namespace mlir

#endif // ATTN_TRANSFORMS_FUSION_H
