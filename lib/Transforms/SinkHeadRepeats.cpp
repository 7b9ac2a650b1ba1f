//===- SinkHeadRepeats.cpp - move K/V head repeats below per-head ops -----===//
//
// Part of attn-opt. Layout patterns that move attn.expand_heads below the
// ops between a K/V head repeat and its matmul, where those ops treat every
// head alike: element-wise ops whose other operands are broadcast over heads,
// casts, slices, concatenations and biases along other dims. Falcon repeats
// K and V before rope (q·cos + rotate_half(q)·sin, with cos and sin shared
// by the heads); once the repeat is below rope it meets the fused op, which
// reads it as native GQA. Each op then also computes Hq / Hkv times fewer
// elements.
//
//===----------------------------------------------------------------------===//

#include "RaiseUtils.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::attn;

/// The dim expand_heads repeats.
static constexpr int64_t kHeadDim = 1;

/// `type` with the heads dim of `src`, the unrepeated tensor.
static RankedTensorType withHeadsOf(RankedTensorType type, Value src) {
  SmallVector<int64_t> shape(type.getShape());
  shape[kHeadDim] = tensorType(src).getDimSize(kHeadDim);
  return type.clone(shape);
}

/// attn.expand_heads of `src` to `type`.
static Value repeatLike(PatternRewriter &rewriter, Location loc,
                        RankedTensorType type, Value src, int64_t factor) {
  return ExpandHeadsOp::create(rewriter, loc, type, src,
                               rewriter.getI64IntegerAttr(factor));
}

/// Whether the linalg operand `operand`, read through `map`, takes the same
/// value for every head: no result of the map reads the heads loop.
static bool isBroadcastOverHeads(AffineMap map) {
  return llvm::none_of(map.getResults(), [](AffineExpr expr) {
    return expr.isFunctionOfDim(kHeadDim);
  });
}

namespace {
/// generic(expand_heads(x), c...) -> expand_heads(generic(x, c...)) for an
/// element-wise linalg op whose repeated inputs are identity-mapped repeats
/// by one factor and whose other inputs do not vary over heads: head h of
/// the result only reads head h / factor of x.
struct SinkRepeatBelowElementwise
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
    // Without a repeated operand there is nothing to sink; that is the
    // cheapest test and fails for almost every op the driver offers.
    if (!generic || llvm::none_of(op->getOperands(), [](Value operand) {
          return operand.getDefiningOp<ExpandHeadsOp>();
        }))
      return failure();
    if (!isElementwise(op) || op.getNumLoops() <= kHeadDim)
      return failure();
    // linalg.index of the heads loop would see the shrunk range.
    if (!generic.getBody()->getOps<linalg::IndexOp>().empty())
      return failure();
    uint64_t factor = 0;
    Value src;
    SmallVector<Value> inputs;
    for (OpOperand &input : getInputOperands(op)) {
      AffineMap map = op.getMatchingIndexingMap(&input);
      auto repeat = input.get().getDefiningOp<ExpandHeadsOp>();
      if (repeat && map.isIdentity() &&
          (!factor || factor == repeat.getFactor())) {
        factor = repeat.getFactor();
        src = repeat.getInput();
        inputs.push_back(src);
        continue;
      }
      if (!isBroadcastOverHeads(map))
        return failure();
      inputs.push_back(input.get());
    }
    if (!factor)
      return failure();
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(rewriter, loc, src);
    Value init = tensor::EmptyOp::create(rewriter, loc, sizes,
                                         resultType.getElementType());
    auto sunk = linalg::GenericOp::create(
        rewriter, loc, TypeRange{withHeadsOf(resultType, src)}, inputs,
        ValueRange{init}, generic.getIndexingMapsArray(),
        generic.getIteratorTypesArray());
    rewriter.inlineRegionBefore(generic.getRegion(), sunk.getRegion(),
                                sunk.getRegion().end());
    rewriter.replaceOp(
        op, repeatLike(rewriter, loc, resultType, sunk->getResult(0), factor));
    return success();
  }
};

/// attn.cast(expand_heads(x)) -> expand_heads(attn.cast(x)): bf16 SDPA
/// exports repeat K and V in bf16 and upcast the repeated tensors to f32.
/// Only for a repeat used by the cast alone: one used elsewhere too would
/// stay and gain a second repeat beside it.
struct SinkRepeatBelowCast : OpRewritePattern<CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    auto repeat = op.getInput().getDefiningOp<ExpandHeadsOp>();
    if (!repeat || !repeat->hasOneUse())
      return failure();
    Location loc = op.getLoc();
    Value src = repeat.getInput();
    Value sunk =
        CastOp::create(rewriter, loc, withHeadsOf(op.getType(), src), src);
    rewriter.replaceOp(
        op, repeatLike(rewriter, loc, op.getType(), sunk, repeat.getFactor()));
    return success();
  }
};

/// extract_slice(expand_heads(x)) that keeps every head, unit strides and
/// no rank reduction -> expand_heads(extract_slice(x)).
struct SinkRepeatBelowSlice : OpRewritePattern<tensor::ExtractSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto repeat = slice.getSource().getDefiningOp<ExpandHeadsOp>();
    if (!repeat || slice.getType().getRank() != slice.getSourceType().getRank())
      return failure();
    int64_t heads = slice.getSourceType().getDimSize(kHeadDim);
    if (ShapedType::isDynamic(heads) ||
        slice.getStaticOffsets()[kHeadDim] != 0 ||
        slice.getStaticSizes()[kHeadDim] != heads ||
        llvm::any_of(slice.getStaticStrides(),
                     [](int64_t stride) { return stride != 1; }))
      return failure();
    Location loc = slice.getLoc();
    Value src = repeat.getInput();
    SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
    sizes[kHeadDim] = tensor::getMixedSize(rewriter, loc, src, kHeadDim);
    Value sunk = tensor::ExtractSliceOp::create(
        rewriter, loc, withHeadsOf(slice.getType(), src), src,
        slice.getMixedOffsets(), sizes, slice.getMixedStrides());
    rewriter.replaceOp(slice, repeatLike(rewriter, loc, slice.getType(), sunk,
                                         repeat.getFactor()));
    return success();
  }
};

/// concat(expand_heads(a), expand_heads(b), ...) along another dim than the
/// heads, all by one factor -> expand_heads(concat(a, b, ...)).
struct SinkRepeatBelowConcat : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp concat,
                                PatternRewriter &rewriter) const override {
    if (static_cast<int64_t>(concat.getDim()) == kHeadDim)
      return failure();
    uint64_t factor = 0;
    SmallVector<Value> srcs;
    for (Value input : concat.getInputs()) {
      auto repeat = input.getDefiningOp<ExpandHeadsOp>();
      if (!repeat || (factor && factor != repeat.getFactor()))
        return failure();
      factor = repeat.getFactor();
      srcs.push_back(repeat.getInput());
    }
    Location loc = concat.getLoc();
    Value sunk = tensor::ConcatOp::create(rewriter, loc, concat.getDim(), srcs);
    rewriter.replaceOp(
        concat, repeatLike(rewriter, loc, concat.getType(), sunk, factor));
    return success();
  }
};

/// attn.add(expand_heads(x), bias) -> expand_heads(attn.add(x, bias')) where
/// the bias is a repeat of b by the same factor (bias' = b) or is broadcast
/// over heads (bias' = bias): rope's two halves are summed this way.
struct SinkRepeatBelowAdd : OpRewritePattern<AddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AddOp add,
                                PatternRewriter &rewriter) const override {
    auto repeat = add.getInput().getDefiningOp<ExpandHeadsOp>();
    if (!repeat)
      return failure();
    RankedTensorType type = add.getType();
    Value bias = add.getBias();
    RankedTensorType biasType = tensorType(bias);
    if (auto biasRepeat = bias.getDefiningOp<ExpandHeadsOp>();
        biasRepeat && biasType == type &&
        biasRepeat.getFactor() == repeat.getFactor()) {
      bias = biasRepeat.getInput();
    } else {
      // The bias is aligned at the last dim.
      int64_t biasHeadDim = kHeadDim - (type.getRank() - biasType.getRank());
      if (biasHeadDim >= 0 && biasType.getDimSize(biasHeadDim) != 1)
        return failure();
    }
    Location loc = add.getLoc();
    Value src = repeat.getInput();
    Value sunk =
        AddOp::create(rewriter, loc, withHeadsOf(type, src), src, bias);
    rewriter.replaceOp(
        add, repeatLike(rewriter, loc, type, sunk, repeat.getFactor()));
    return success();
  }
};
} // namespace

void mlir::attn::populateSinkHeadRepeatPatterns(RewritePatternSet &patterns) {
  patterns.add<SinkRepeatBelowElementwise, SinkRepeatBelowCast,
               SinkRepeatBelowSlice, SinkRepeatBelowConcat, SinkRepeatBelowAdd>(
      patterns.getContext());
}
