//===- RaiseTMTensor.cpp - raise tm_tensor.attention to attn ops ----------===//
//
// Part of attn-opt. The attn-raise pattern for torch-mlir's SDPA op: a
// tm_tensor.attention on tensors becomes the canonical chain of attn ops
// (docs/fusion.md), which attn-fuse turns into one attn.flash_attention like
// any other spelling.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "attn/Dialect/TMTensor/IR/TMTensor.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::attn;

/// The float constant `v` is, or nothing.
static std::optional<double> floatConstant(Value v) {
  FloatAttr attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  return attr.getValueAsDouble();
}

/// Whether `v` hides a key when added to a score: -inf, or the lowest finite
/// value of `type` (what frameworks write instead of -inf).
static bool isHidingValue(double v, FloatType type) {
  if (std::isinf(v))
    return v < 0;
  return v == llvm::APFloat::getLargest(type.getFloatSemantics(),
                                        /*Negative=*/true)
                  .convertToDouble();
}

/// Reads `mask`, a float mask of the scores' shape, as the bias SDPA's
/// `is_causal` materializes: a `linalg.generic` without inputs (seen through
/// a collapse that keeps the last two dims) that selects 0 for visible keys
/// and -inf or the lowest finite value for hidden ones on a compare of the
/// query and key indices. Returns the structure when it is only index
/// bounds (no padding), which attn.causal_mask expresses at any batch rank.
static std::optional<StructuredMask> readCausalBias(Value mask) {
  Value source = mask;
  if (auto collapse = source.getDefiningOp<tensor::CollapseShapeOp>()) {
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    if (groups.size() < 2 || groups.back().size() != 1 ||
        groups[groups.size() - 2].size() != 1)
      return std::nullopt;
    source = collapse.getSrc();
  }
  auto generic = source.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 0 ||
      generic.getNumResults() != 1 || generic.getNumReductionLoops() != 0 ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return std::nullopt;
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  auto select = yield.getValues()[0].getDefiningOp<arith::SelectOp>();
  if (!select)
    return std::nullopt;
  auto type = cast<FloatType>(getElementTypeOrSelf(mask.getType()));
  std::optional<double> onTrue = floatConstant(select.getTrueValue());
  std::optional<double> onFalse = floatConstant(select.getFalseValue());
  if (!onTrue || !onFalse)
    return std::nullopt;
  bool visibleWhenTrue;
  if (*onTrue == 0.0 && isHidingValue(*onFalse, type))
    visibleWhenTrue = true;
  else if (*onFalse == 0.0 && isHidingValue(*onTrue, type))
    visibleWhenTrue = false;
  else
    return std::nullopt;
  std::optional<StructuredMask> structured =
      readStructuredCondition(generic, select.getCondition(), visibleWhenTrue);
  if (!structured || !structured->padding.empty() ||
      (!structured->upper && !structured->lower))
    return std::nullopt;
  return structured;
}

/// The sources of `inputs` when every one is a `tensor.collapse_shape` that
/// merges the same leading dims (of equal static sizes) into the batch dim
/// and keeps the others: torch-mlir's `[B, H, N, d]` -> `[B*H, N, d]`.
/// Otherwise `inputs` themselves.
static SmallVector<Value> uncollapsedOperands(ValueRange inputs) {
  SmallVector<Value> sources;
  ArrayRef<int64_t> leading;
  for (Value input : inputs) {
    auto collapse = input.getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse)
      return llvm::to_vector(inputs);
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    if (groups.front().size() < 2 ||
        llvm::any_of(
            ArrayRef(groups).drop_front(),
            [](const ReassociationIndices &g) { return g.size() != 1; }))
      return llvm::to_vector(inputs);
    ArrayRef<int64_t> dims =
        collapse.getSrcType().getShape().take_front(groups.front().size());
    if (ShapedType::isDynamicShape(dims) ||
        (!leading.empty() && dims != leading))
      return llvm::to_vector(inputs);
    leading = dims;
    sources.push_back(collapse.getSrc());
  }
  return sources;
}

namespace {
/// Rewrites `tm_tensor.attention ins(q, k, v[, m])` on tensors into
/// `softmax(scale * q·kᵀ (+ m | masked by m)) · v` in attn ops, the scale
/// being the op's or 1/sqrt(d). A causal bias that the export materialized
/// becomes an attn.causal_mask; any other mask stays a dense operand. When
/// every operand is a collapse of [B, H, ...] the chain is built on those
/// (the attn-fuse normal form: head repeats below K and V are then read as
/// GQA) and its result collapsed back.
struct RaiseTMTensorAttention
    : public OpRewritePattern<tm_tensor::AttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tm_tensor::AttentionOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getResult().size() != 1)
      return rewriter.notifyMatchFailure(op, "on memrefs");
    SmallVector<Value> operands = uncollapsedOperands(op.getInputs());
    Value query = operands[0], key = operands[1], value = operands[2];
    Value mask = operands.size() > 3 ? operands[3] : Value();
    auto queryType = cast<RankedTensorType>(query.getType());
    auto keyType = cast<RankedTensorType>(key.getType());
    auto valueType = cast<RankedTensorType>(value.getType());
    int64_t rank = queryType.getRank();
    double scale;
    if (FloatAttr attr = op.getScaleAttr()) {
      scale = attr.getValueAsDouble();
    } else {
      int64_t d = queryType.getDimSize(rank - 1);
      if (ShapedType::isDynamic(d))
        return rewriter.notifyMatchFailure(
            op, "the default scale needs a static head dim");
      scale = 1.0 / std::sqrt(static_cast<double>(d));
    }

    Location loc = op.getLoc();
    SmallVector<int64_t> scoresShape(queryType.getShape());
    scoresShape.back() = keyType.getDimSize(rank - 2);
    Value scores = MatmulOp::create(rewriter, loc, queryType.clone(scoresShape),
                                    query, key, rewriter.getUnitAttr());
    scores =
        ScaleOp::create(rewriter, loc, scores, rewriter.getF64FloatAttr(scale));
    if (mask) {
      auto scoresType = cast<RankedTensorType>(scores.getType());
      std::optional<StructuredMask> causal;
      if (!getElementTypeOrSelf(mask.getType()).isInteger(1))
        causal = readCausalBias(mask);
      if (causal && isExpressible(*causal, scoresType))
        scores = applyStructuredMask(rewriter, loc, scores, *causal);
      else if (getElementTypeOrSelf(mask.getType()).isInteger(1))
        scores = MaskOp::create(rewriter, loc, scores, mask);
      else
        scores = AddOp::create(rewriter, loc, scores, mask);
    }
    Value probs = SoftmaxOp::create(rewriter, loc, scores,
                                    rewriter.getI64IntegerAttr(rank - 1));
    SmallVector<int64_t> outputShape(queryType.getShape());
    outputShape.back() = valueType.getDimSize(rank - 1);
    Value output = MatmulOp::create(rewriter, loc, queryType.clone(outputShape),
                                    probs, value, UnitAttr());
    if (output.getType() != op.getResult()[0].getType())
      output = tensor::CollapseShapeOp::create(
          rewriter, loc, op.getResult()[0].getType(), output,
          op.getQuery()
              .getDefiningOp<tensor::CollapseShapeOp>()
              .getReassociationIndices());
    rewriter.replaceOp(op, output);
    return success();
  }
};
} // namespace

void mlir::attn::populateAttnRaiseTMTensorPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RaiseTMTensorAttention>(patterns.getContext());
}
