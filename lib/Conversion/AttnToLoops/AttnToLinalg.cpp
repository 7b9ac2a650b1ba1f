//===- AttnToLinalg.cpp - unfused attn ops to linalg ----------------------===//
//
// Part of attn-opt. Lowers the unfused attn ops to linalg ops on tensors.
// Float types narrower than f32 compute in f32 and round once when they
// store, as attention kernels do (f16 in, f32 accumulate).
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::attn;

namespace {

/// The float type `t` computes in: f32 for narrower types, itself otherwise.
Type computeType(Type t) {
  auto floatType = cast<FloatType>(t);
  if (floatType.getWidth() < 32)
    return Float32Type::get(t.getContext());
  return t;
}

/// Converts the float scalar `v` to the float type `to`. Types of the same
/// width (f16, bf16) go through f32.
Value convertFloat(OpBuilder &b, Location loc, Value v, Type to) {
  Type from = v.getType();
  if (from == to)
    return v;
  unsigned fromWidth = cast<FloatType>(from).getWidth();
  unsigned toWidth = cast<FloatType>(to).getWidth();
  if (fromWidth == toWidth) {
    v = arith::ExtFOp::create(b, loc, b.getF32Type(), v);
    return arith::TruncFOp::create(b, loc, to, v);
  }
  if (fromWidth < toWidth)
    return arith::ExtFOp::create(b, loc, to, v);
  return arith::TruncFOp::create(b, loc, to, v);
}

Value floatConstant(OpBuilder &b, Location loc, Type type, double value) {
  auto floatType = cast<FloatType>(type);
  llvm::APFloat apValue(value);
  bool losesInfo;
  apValue.convert(floatType.getFloatSemantics(),
                  llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return arith::ConstantFloatOp::create(b, loc, floatType, apValue);
}

Value negInfinity(OpBuilder &b, Location loc, Type type) {
  auto floatType = cast<FloatType>(type);
  return arith::ConstantFloatOp::create(
      b, loc, floatType,
      llvm::APFloat::getInf(floatType.getFloatSemantics(), /*Negative=*/true));
}

/// An empty tensor of `shape` and `elementType` whose dynamic dims take their
/// sizes from `sizes`.
Value emptyTensor(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                  Type elementType, ArrayRef<OpFoldResult> sizes) {
  SmallVector<Value> dynamicSizes;
  for (auto [dim, size] : llvm::zip(shape, sizes))
    if (ShapedType::isDynamic(dim))
      dynamicSizes.push_back(getValueOrCreateConstantIndexOp(b, loc, size));
  return tensor::EmptyOp::create(b, loc, shape, elementType, dynamicSizes);
}

/// A tensor of `shape` filled with `value`.
Value filledTensor(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                   ArrayRef<OpFoldResult> sizes, Value value) {
  Value empty = emptyTensor(b, loc, shape, value.getType(), sizes);
  return linalg::FillOp::create(b, loc, value, empty).getResult(0);
}

/// The indexing map of an operand of type `type` broadcast to a loop nest of
/// `numLoops` loops, aligned at the last dim: dims of static size 1 read
/// index 0.
AffineMap broadcastMap(RankedTensorType type, unsigned numLoops,
                       MLIRContext *ctx) {
  unsigned offset = numLoops - type.getRank();
  SmallVector<AffineExpr> exprs;
  for (auto [i, dim] : llvm::enumerate(type.getShape()))
    exprs.push_back(dim == 1 ? getAffineConstantExpr(0, ctx)
                             : getAffineDimExpr(offset + i, ctx));
  return AffineMap::get(numLoops, 0, exprs, ctx);
}

using BodyFn = function_ref<Value(OpBuilder &, Location, ValueRange)>;

/// A parallel linalg.generic producing a tensor of `resultType` (sizes
/// `sizes`) from `inputs` read through `inputMaps`; `body` computes one
/// element from the input elements.
Value elementwise(OpBuilder &b, Location loc, RankedTensorType resultType,
                  ArrayRef<OpFoldResult> sizes, ValueRange inputs,
                  ArrayRef<AffineMap> inputMaps, BodyFn body) {
  unsigned rank = resultType.getRank();
  Value init = emptyTensor(b, loc, resultType.getShape(),
                           resultType.getElementType(), sizes);
  SmallVector<AffineMap> maps(inputMaps);
  maps.push_back(b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, resultType, inputs, init, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value result = body(nb, nloc, args.drop_back());
        linalg::YieldOp::create(nb, nloc, result);
      });
  return generic.getResult(0);
}

/// Elementwise over a single input of the same shape as the result.
Value unary(OpBuilder &b, Location loc, Value input,
            RankedTensorType resultType, BodyFn body) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, input);
  return elementwise(b, loc, resultType, sizes, input,
                     b.getMultiDimIdentityMap(resultType.getRank()), body);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

struct MatmulLowering : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = cast<RankedTensorType>(op.getRhs().getType());
    RankedTensorType resultType = op.getType();
    int64_t rank = lhsType.getRank(), numBatch = rank - 2;
    bool transposeB = op.getTransposeB();
    SmallVector<OpFoldResult> lhsSizes =
        tensor::getMixedSizes(rewriter, loc, op.getLhs());
    SmallVector<OpFoldResult> rhsSizes =
        tensor::getMixedSizes(rewriter, loc, op.getRhs());

    // Loops: batch..., m, n, k.
    SmallVector<OpFoldResult> sizes;
    for (int64_t i = 0; i < numBatch; ++i)
      sizes.push_back(lhsType.getDimSize(i) == 1 ? rhsSizes[i] : lhsSizes[i]);
    sizes.push_back(lhsSizes[rank - 2]);
    sizes.push_back(rhsSizes[transposeB ? rank - 2 : rank - 1]);

    auto dim = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
    auto batchExprs = [&](RankedTensorType type) {
      SmallVector<AffineExpr> exprs;
      for (int64_t i = 0; i < numBatch; ++i)
        exprs.push_back(type.getDimSize(i) == 1 ? getAffineConstantExpr(0, ctx)
                                                : dim(i));
      return exprs;
    };
    AffineExpr m = dim(numBatch), n = dim(numBatch + 1), k = dim(numBatch + 2);
    SmallVector<AffineExpr> lhsExprs = batchExprs(lhsType);
    lhsExprs.append({m, k});
    SmallVector<AffineExpr> rhsExprs = batchExprs(rhsType);
    if (transposeB)
      rhsExprs.append({n, k});
    else
      rhsExprs.append({k, n});
    SmallVector<AffineExpr> outExprs;
    for (int64_t i = 0; i < rank; ++i)
      outExprs.push_back(dim(i));
    unsigned numLoops = rank + 1;
    SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, lhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, rhsExprs, ctx),
                                   AffineMap::get(numLoops, 0, outExprs, ctx)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);

    Type accType = computeType(resultType.getElementType());
    Value init = filledTensor(rewriter, loc, resultType.getShape(), sizes,
                              floatConstant(rewriter, loc, accType, 0.0));
    auto accTensorType = RankedTensorType::get(resultType.getShape(), accType);
    Value product =
        linalg::GenericOp::create(
            rewriter, loc, accTensorType, ValueRange{op.getLhs(), op.getRhs()},
            init, maps, iterators,
            [&](OpBuilder &b, Location nloc, ValueRange args) {
              Value a = convertFloat(b, nloc, args[0], accType);
              Value c = convertFloat(b, nloc, args[1], accType);
              Value mul = arith::MulFOp::create(b, nloc, a, c);
              Value sum = arith::AddFOp::create(b, nloc, args[2], mul);
              linalg::YieldOp::create(b, nloc, sum);
            })
            .getResult(0);
    if (accType != resultType.getElementType())
      product = unary(rewriter, loc, product, resultType,
                      [&](OpBuilder &b, Location nloc, ValueRange args) {
                        return convertFloat(b, nloc, args[0],
                                            resultType.getElementType());
                      });
    rewriter.replaceOp(op, product);
    return success();
  }
};

struct TransposeLowering : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> inputSizes =
        tensor::getMixedSizes(rewriter, loc, op.getInput());
    SmallVector<OpFoldResult> sizes;
    for (int64_t p : op.getPermutation())
      sizes.push_back(inputSizes[p]);
    Value init = emptyTensor(rewriter, loc, op.getType().getShape(),
                             op.getType().getElementType(), sizes);
    auto transpose = linalg::TransposeOp::create(rewriter, loc, op.getInput(),
                                                 init, op.getPermutation());
    rewriter.replaceOp(op, transpose.getResult());
    return success();
  }
};

struct ScaleLowering : OpRewritePattern<ScaleOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ScaleOp op,
                                PatternRewriter &rewriter) const override {
    Type elementType = op.getType().getElementType();
    Type compute = computeType(elementType);
    double scale = op.getScale().convertToDouble();
    Value result = unary(rewriter, op.getLoc(), op.getInput(), op.getType(),
                         [&](OpBuilder &b, Location loc, ValueRange args) {
                           Value x = convertFloat(b, loc, args[0], compute);
                           Value c = floatConstant(b, loc, compute, scale);
                           Value y = arith::MulFOp::create(b, loc, x, c);
                           return convertFloat(b, loc, y, elementType);
                         });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct AddLowering : OpRewritePattern<AddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AddOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    unsigned rank = type.getRank();
    Type elementType = type.getElementType();
    Type compute = computeType(elementType);
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, op.getInput());
    SmallVector<AffineMap> maps = {
        rewriter.getMultiDimIdentityMap(rank),
        broadcastMap(cast<RankedTensorType>(op.getBias().getType()), rank,
                     op.getContext())};
    Value result = elementwise(
        rewriter, loc, type, sizes, ValueRange{op.getInput(), op.getBias()},
        maps, [&](OpBuilder &b, Location nloc, ValueRange args) {
          Value x = convertFloat(b, nloc, args[0], compute);
          Value bias = convertFloat(b, nloc, args[1], compute);
          Value sum = arith::AddFOp::create(b, nloc, x, bias);
          return convertFloat(b, nloc, sum, elementType);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct MaskLowering : OpRewritePattern<MaskOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MaskOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    unsigned rank = type.getRank();
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, op.getInput());
    SmallVector<AffineMap> maps = {
        rewriter.getMultiDimIdentityMap(rank),
        broadcastMap(cast<RankedTensorType>(op.getMask().getType()), rank,
                     op.getContext())};
    Value result = elementwise(
        rewriter, loc, type, sizes, ValueRange{op.getInput(), op.getMask()},
        maps, [&](OpBuilder &b, Location nloc, ValueRange args) {
          Value hidden = negInfinity(b, nloc, type.getElementType());
          return arith::SelectOp::create(b, nloc, args[1], args[0], hidden)
              .getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct CausalMaskLowering : OpRewritePattern<CausalMaskOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CausalMaskOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    int64_t rank = type.getRank();
    Value offset;
    if (std::optional<int64_t> diagonal = op.getDiagonal()) {
      offset = arith::ConstantIndexOp::create(rewriter, loc, *diagonal);
    } else {
      Value nq = tensor::DimOp::create(rewriter, loc, op.getInput(), rank - 2);
      Value nkv = tensor::DimOp::create(rewriter, loc, op.getInput(), rank - 1);
      offset = arith::SubIOp::create(rewriter, loc, nkv, nq);
    }
    std::optional<int64_t> window = op.getWindow();
    Value result = unary(
        rewriter, loc, op.getInput(), type,
        [&](OpBuilder &b, Location nloc, ValueRange args) {
          // Key j is hidden from query i when j > i + D, and with a window
          // when j < i + D - W.
          Value i = linalg::IndexOp::create(b, nloc, rank - 2);
          Value j = linalg::IndexOp::create(b, nloc, rank - 1);
          Value last = arith::AddIOp::create(b, nloc, i, offset);
          Value hiddenKey = arith::CmpIOp::create(
              b, nloc, arith::CmpIPredicate::sgt, j, last);
          if (window) {
            Value first = arith::SubIOp::create(
                b, nloc, last,
                arith::ConstantIndexOp::create(b, nloc, *window));
            Value before = arith::CmpIOp::create(
                b, nloc, arith::CmpIPredicate::slt, j, first);
            hiddenKey = arith::OrIOp::create(b, nloc, hiddenKey, before);
          }
          Value hidden = negInfinity(b, nloc, type.getElementType());
          return arith::SelectOp::create(b, nloc, hiddenKey, hidden, args[0])
              .getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SegmentMaskLowering : OpRewritePattern<SegmentMaskOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SegmentMaskOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    MLIRContext *ctx = op.getContext();
    // Ids [B or 1, N] read at (b, i) and (b, j); a batch of 1 is shared.
    auto idsMap = [&](Value ids, unsigned lengthDim) {
      AffineExpr batch =
          cast<RankedTensorType>(ids.getType()).getDimSize(0) == 1
              ? getAffineConstantExpr(0, ctx)
              : getAffineDimExpr(0, ctx);
      return AffineMap::get(4, 0, {batch, getAffineDimExpr(lengthDim, ctx)},
                            ctx);
    };
    SmallVector<AffineMap> maps = {rewriter.getMultiDimIdentityMap(4),
                                   idsMap(op.getQuerySegments(), 2),
                                   idsMap(op.getKeySegments(), 3)};
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, op.getInput());
    Value result = elementwise(
        rewriter, loc, type, sizes,
        ValueRange{op.getInput(), op.getQuerySegments(), op.getKeySegments()},
        maps, [&](OpBuilder &b, Location nloc, ValueRange args) {
          Value same = arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::eq,
                                             args[1], args[2]);
          Value hidden = negInfinity(b, nloc, type.getElementType());
          return arith::SelectOp::create(b, nloc, same, args[0], hidden)
              .getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct TanhLowering : OpRewritePattern<TanhOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TanhOp op,
                                PatternRewriter &rewriter) const override {
    Type elementType = op.getType().getElementType();
    Type compute = computeType(elementType);
    Value result = unary(rewriter, op.getLoc(), op.getInput(), op.getType(),
                         [&](OpBuilder &b, Location loc, ValueRange args) {
                           Value x = convertFloat(b, loc, args[0], compute);
                           Value y = math::TanhOp::create(b, loc, x);
                           return convertFloat(b, loc, y, elementType);
                         });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SoftmaxLowering : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    RankedTensorType type = op.getType();
    int64_t rank = type.getRank(), dim = op.getDim();
    Type elementType = type.getElementType();
    Type compute = computeType(elementType);
    Value input = op.getInput();

    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, input);
    SmallVector<OpFoldResult> reducedSizes(sizes);
    reducedSizes.erase(reducedSizes.begin() + dim);
    SmallVector<int64_t> reducedShape(type.getShape());
    reducedShape.erase(reducedShape.begin() + dim);
    SmallVector<AffineExpr> reducedExprs;
    for (int64_t i = 0; i < rank; ++i)
      if (i != dim)
        reducedExprs.push_back(getAffineDimExpr(i, ctx));
    AffineMap identity = rewriter.getMultiDimIdentityMap(rank);
    AffineMap reducedMap = AffineMap::get(rank, 0, reducedExprs, ctx);
    SmallVector<utils::IteratorType> reduceIterators(
        rank, utils::IteratorType::parallel);
    reduceIterators[dim] = utils::IteratorType::reduction;
    auto reducedType = RankedTensorType::get(reducedShape, compute);

    // The max of a slice, or 0 when the slice is all -inf, so that
    // exp(x - max) is 0 rather than NaN there.
    auto safeMax = [&](OpBuilder &b, Location nloc, Value max) -> Value {
      Value isEmpty = arith::CmpFOp::create(b, nloc, arith::CmpFPredicate::OEQ,
                                            max, negInfinity(b, nloc, compute));
      return arith::SelectOp::create(b, nloc, isEmpty,
                                     floatConstant(b, nloc, compute, 0.0), max);
    };

    Value maxInit = filledTensor(rewriter, loc, reducedShape, reducedSizes,
                                 negInfinity(rewriter, loc, compute));
    Value max = linalg::GenericOp::create(
                    rewriter, loc, reducedType, input, maxInit,
                    ArrayRef<AffineMap>{identity, reducedMap}, reduceIterators,
                    [&](OpBuilder &b, Location nloc, ValueRange args) {
                      Value x = convertFloat(b, nloc, args[0], compute);
                      Value m = arith::MaximumFOp::create(b, nloc, x, args[1]);
                      linalg::YieldOp::create(b, nloc, m);
                    })
                    .getResult(0);

    Value sumInit = filledTensor(rewriter, loc, reducedShape, reducedSizes,
                                 floatConstant(rewriter, loc, compute, 0.0));
    Value sum = linalg::GenericOp::create(
                    rewriter, loc, reducedType, ValueRange{input, max}, sumInit,
                    ArrayRef<AffineMap>{identity, reducedMap, reducedMap},
                    reduceIterators,
                    [&](OpBuilder &b, Location nloc, ValueRange args) {
                      Value x = convertFloat(b, nloc, args[0], compute);
                      Value shifted = arith::SubFOp::create(
                          b, nloc, x, safeMax(b, nloc, args[1]));
                      Value e = math::ExpOp::create(b, nloc, shifted);
                      Value s = arith::AddFOp::create(b, nloc, args[2], e);
                      linalg::YieldOp::create(b, nloc, s);
                    })
                    .getResult(0);

    Value result = elementwise(
        rewriter, loc, type, sizes, ValueRange{input, max, sum},
        {identity, reducedMap, reducedMap},
        [&](OpBuilder &b, Location nloc, ValueRange args) {
          Value x = convertFloat(b, nloc, args[0], compute);
          Value shifted =
              arith::SubFOp::create(b, nloc, x, safeMax(b, nloc, args[1]));
          Value e = math::ExpOp::create(b, nloc, shifted);
          Value zero = floatConstant(b, nloc, compute, 0.0);
          Value isEmpty = arith::CmpFOp::create(
              b, nloc, arith::CmpFPredicate::OEQ, args[2], zero);
          Value p = arith::DivFOp::create(b, nloc, e, args[2]);
          Value y = arith::SelectOp::create(b, nloc, isEmpty, zero, p);
          return convertFloat(b, nloc, y, elementType);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct CastLowering : OpRewritePattern<CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    Type to = op.getType().getElementType();
    Value result = unary(rewriter, op.getLoc(), op.getInput(), op.getType(),
                         [&](OpBuilder &b, Location loc, ValueRange args) {
                           return convertFloat(b, loc, args[0], to);
                         });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ExpandHeadsLowering : OpRewritePattern<ExpandHeadsOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExpandHeadsOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    RankedTensorType type = op.getType();
    int64_t rank = type.getRank(), factor = op.getFactor();
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, op.getInput());
    Value heads = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[1]);
    Value factorValue = arith::ConstantIndexOp::create(rewriter, loc, factor);
    sizes[1] =
        arith::MulIOp::create(rewriter, loc, heads, factorValue).getResult();
    // Result head h reads input head h / factor.
    SmallVector<AffineExpr> exprs;
    for (int64_t i = 0; i < rank; ++i)
      exprs.push_back(i == 1 ? getAffineDimExpr(1, ctx).floorDiv(factor)
                             : getAffineDimExpr(i, ctx));
    Value result = elementwise(
        rewriter, loc, type, sizes, op.getInput(),
        AffineMap::get(rank, 0, exprs, ctx),
        [](OpBuilder &, Location, ValueRange args) { return args[0]; });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void mlir::attn::populateAttnToLinalgPatterns(RewritePatternSet &patterns) {
  patterns
      .add<MatmulLowering, TransposeLowering, ScaleLowering, AddLowering,
           MaskLowering, CausalMaskLowering, SegmentMaskLowering, TanhLowering,
           SoftmaxLowering, CastLowering, ExpandHeadsLowering>(
          patterns.getContext());
}
