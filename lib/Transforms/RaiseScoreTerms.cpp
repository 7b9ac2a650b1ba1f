//===- RaiseScoreTerms.cpp - score terms the fused op takes structured ----===//
//
// Part of attn-opt. The attn-raise patterns for score terms that only
// attn.flash_attention can express: BLOOM's [B*H] scores expanded to 4-d
// after their bias (so that the chain keeps one rank and fuses), and
// GPT-OSS's attention sinks (a per-head logit column concatenated to the
// scores for the softmax and dropped after it).
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::attn;

static RankedTensorType rankedType(Value v) {
  return cast<RankedTensorType>(v.getType());
}

namespace {
/// expand_shape(attn.add(x, bias)) and expand_shape(attn.scale(x)), where
/// the expand splits only dim 0 of 3-d scores ([B*H, Nq, Nkv] ->
/// [B, H, Nq, Nkv]), apply the add or scale to the expanded x instead (the
/// bias expanded alike when it has the [B*H] dim, kept when it broadcasts
/// over it). BLOOM adds ALiBi to its baddbmm scores before viewing them as
/// 4-d; with the reshape above the bias, it meets the batch matmul, which
/// the layout patterns then read as a 4-d matmul.
struct ExpandBeforeScoreTerm : OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    Operation *def = expand.getSrc().getDefiningOp();
    if (!isa_and_nonnull<AddOp, ScaleOp>(def) || !def->hasOneUse())
      return failure();
    RankedTensorType srcType = expand.getSrcType();
    if (srcType.getRank() != 3 ||
        expand.getReassociationIndices() !=
            SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}})
      return failure();
    Location loc = expand.getLoc();
    RankedTensorType resultType = expand.getResultType();
    auto expandLike = [&](Value x) -> Value {
      return tensor::ExpandShapeOp::create(
          rewriter, loc, rankedType(x).clone(resultType.getShape()), x,
          expand.getReassociationIndices(), expand.getMixedOutputShape());
    };
    if (auto scale = dyn_cast<ScaleOp>(def)) {
      rewriter.replaceOpWithNewOp<ScaleOp>(expand, expandLike(scale.getInput()),
                                           scale.getScaleAttr());
      return success();
    }
    auto add = cast<AddOp>(def);
    Value bias = add.getBias();
    RankedTensorType biasType = rankedType(bias);
    // A bias of lower rank, or with a unit leading dim, broadcasts over
    // [B, H] as it did over [B*H].
    if (biasType.getRank() == 3 && biasType.getDimSize(0) != 1) {
      if (biasType.getDimSize(0) != srcType.getDimSize(0) ||
          ShapedType::isDynamic(biasType.getDimSize(0)))
        return failure();
      SmallVector<int64_t> shape = {
          resultType.getDimSize(0), resultType.getDimSize(1),
          biasType.getDimSize(1), biasType.getDimSize(2)};
      bias = tensor::ExpandShapeOp::create(
          rewriter, loc, biasType.clone(shape), bias,
          expand.getReassociationIndices(),
          ArrayRef<OpFoldResult>{expand.getMixedOutputShape()[0],
                                 expand.getMixedOutputShape()[1],
                                 rewriter.getIndexAttr(shape[2]),
                                 rewriter.getIndexAttr(shape[3])});
    }
    rewriter.replaceOpWithNewOp<AddOp>(expand, resultType,
                                       expandLike(add.getInput()), bias);
    return success();
  }
};

/// The tensor of sink logits behind `column`, a [B, Hq, Nq, 1] tensor that
/// broadcasts one value per head: the input of a linalg copy read by the
/// head loop alone, all its other dims being 1. Null when the column is not
/// provably per-head.
static Value readSinkColumn(Value column) {
  auto op = column.getDefiningOp<linalg::LinalgOp>();
  if (!op || !op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      op->getNumResults() != 1 || op.getNumLoops() != 4 ||
      op.getNumParallelLoops() != 4)
    return nullptr;
  Block *body = op.getBlock();
  if (body->getTerminator()->getOperand(0) != body->getArgument(0))
    return nullptr;
  OpOperand *input = op.getDpsInputOperand(0);
  auto inputType = dyn_cast<RankedTensorType>(input->get().getType());
  if (!inputType || inputType.getRank() == 0 ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
    return nullptr;
  int64_t heads = rankedType(column).getDimSize(1);
  if (ShapedType::isDynamic(heads))
    return nullptr;
  AffineMap map = op.getMatchingIndexingMap(input);
  int64_t headDims = 0;
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    int64_t size = inputType.getDimSize(i);
    if (size == 1 && heads != 1)
      continue;
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim || dim.getPosition() != 1 || size != heads)
      return nullptr;
    ++headDims;
  }
  if (headDims > 1 || (headDims == 0 && heads != 1))
    return nullptr;
  return input->get();
}

/// matmul(extract_slice(softmax(concat(s, sinks column), last dim)), v),
/// the slice dropping the column, is attention on s with `sinks`: the
/// column takes part in the softmax's normalization and has no value
/// (transformers' GPT-OSS eager attention). It becomes the fused op, the
/// only attn op with such a term, when the rest is an attention chain;
/// otherwise nothing changes.
struct RaiseAttentionSinks : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp matmul,
                                PatternRewriter &rewriter) const override {
    auto slice = matmul.getLhs().getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice || !slice->hasOneUse() || !slice.hasUnitStride() ||
        !slice.getSourceType().hasStaticShape())
      return failure();
    auto softmax = slice.getSource().getDefiningOp<SoftmaxOp>();
    RankedTensorType type = slice.getSourceType();
    int64_t rank = type.getRank();
    if (!softmax || !softmax->hasOneUse() || rank != 4 ||
        static_cast<int64_t>(softmax.getDim()) != rank - 1)
      return failure();
    auto concat = softmax.getInput().getDefiningOp<tensor::ConcatOp>();
    if (!concat || !concat->hasOneUse() ||
        static_cast<int64_t>(concat.getDim()) != rank - 1 ||
        concat.getInputs().size() != 2)
      return failure();
    Value scores = concat.getInputs()[0];
    Value column = concat.getInputs()[1];
    int64_t keys = rankedType(scores).getDimSize(rank - 1);
    if (rankedType(column).getDimSize(rank - 1) != 1)
      return failure();
    // The slice keeps every dim whole but the last, cut to the scores' keys.
    SmallVector<int64_t> sizes(type.getShape());
    sizes.back() = keys;
    if (!llvm::all_of(slice.getStaticOffsets(),
                      [](int64_t o) { return o == 0; }) ||
        slice.getStaticSizes() != ArrayRef<int64_t>(sizes) ||
        slice.getType() != rankedType(scores))
      return failure();
    Value sinks = readSinkColumn(column);
    if (!sinks)
      return failure();

    // Attention on the scores alone, then the chain matcher: the scores
    // must have the new softmax as their only user, so the concat reads a
    // stand-in meanwhile, and everything goes back if no chain matches.
    Location loc = matmul.getLoc();
    rewriter.setInsertionPoint(matmul);
    Value standIn =
        tensor::EmptyOp::create(rewriter, loc, rankedType(scores).getShape(),
                                rankedType(scores).getElementType());
    rewriter.modifyOpInPlace(concat, [&] { concat->setOperand(0, standIn); });
    auto newSoftmax = SoftmaxOp::create(rewriter, softmax.getLoc(), scores,
                                        rewriter.getI64IntegerAttr(rank - 1));
    auto newMatmul =
        MatmulOp::create(rewriter, loc, matmul.getType(), newSoftmax,
                         matmul.getRhs(), matmul.getTransposeBAttr());
    FailureOr<AttentionChain> chain = matchAttentionChain(newSoftmax);
    if (failed(chain)) {
      rewriter.eraseOp(newMatmul);
      rewriter.eraseOp(newSoftmax);
      rewriter.modifyOpInPlace(concat, [&] { concat->setOperand(0, scores); });
      rewriter.eraseOp(standIn.getDefiningOp());
      return failure();
    }
    rewriter.replaceAllUsesWith(matmul.getResult(), newMatmul.getResult());
    rewriter.eraseOp(matmul);
    rewriter.eraseOp(slice);
    rewriter.eraseOp(softmax);
    rewriter.eraseOp(concat);
    rewriter.eraseOp(standIn.getDefiningOp());
    FlashAttentionOp flash = rewriteAttentionChain(rewriter, *chain);
    RankedTensorType sinksType = rankedType(sinks);
    if (sinksType.getRank() != 1) {
      rewriter.setInsertionPoint(flash);
      ReassociationIndices all =
          llvm::to_vector(llvm::seq<int64_t>(0, sinksType.getRank()));
      sinks = tensor::CollapseShapeOp::create(
          rewriter, loc, sinksType.clone({rankedType(column).getDimSize(1)}),
          sinks, SmallVector<ReassociationIndices>{all});
    }
    rewriter.modifyOpInPlace(flash,
                             [&] { flash.getSinksMutable().assign(sinks); });
    return success();
  }
};
} // namespace

void mlir::attn::populateAttnRaiseScoreTermPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ExpandBeforeScoreTerm, RaiseAttentionSinks>(
      patterns.getContext());
}
