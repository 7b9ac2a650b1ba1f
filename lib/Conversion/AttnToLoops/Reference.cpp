//===- Reference.cpp - passes that build a float64 reference -------------===//
//
// Part of attn-opt. attn-attn-decompose-flash-attention rewrites the fused op
// as the unfused chain and attn-promote-to-f64 retypes a whole program to
// f64: together they give attn-run a reference computed by a different
// algorithm, at a higher precision.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNDECOMPOSEFLASHATTENTION
#define GEN_PASS_DEF_ATTNPROMOTETOF64
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

namespace {

//===----------------------------------------------------------------------===//
// attn-decompose-flash-attention
//===----------------------------------------------------------------------===//

/// The diagonal D of `op` as an index value: `diagonal`, else Nkv - Nq.
Value diagonalValue(OpBuilder &b, FlashAttentionOp op) {
  Location loc = op.getLoc();
  if (std::optional<int64_t> diagonal = op.getDiagonal())
    return arith::ConstantIndexOp::create(b, loc, *diagonal);
  Value nq = tensor::DimOp::create(b, loc, op.getQuery(), 2);
  Value nkv = tensor::DimOp::create(b, loc, op.getKey(), 2);
  return arith::SubIOp::create(b, loc, nkv, nq);
}

/// An empty [1, H, Nq, Nkv] tensor of `element` for a score term: H is dim
/// `headsDim` of `heads`, Nq and Nkv those of `scores`.
Value emptyScoreTerm(OpBuilder &b, Location loc, Value scores, Value heads,
                     int64_t headsDim, Type element) {
  auto scoresType = cast<RankedTensorType>(scores.getType());
  SmallVector<int64_t> shape = {
      1, cast<RankedTensorType>(heads.getType()).getDimSize(headsDim),
      scoresType.getDimSize(2), scoresType.getDimSize(3)};
  SmallVector<Value> dynamic;
  if (ShapedType::isDynamic(shape[1]))
    dynamic.push_back(tensor::DimOp::create(b, loc, heads, headsDim));
  for (int64_t i = 2; i < 4; ++i)
    if (ShapedType::isDynamic(shape[i]))
      dynamic.push_back(tensor::DimOp::create(b, loc, scores, i));
  return tensor::EmptyOp::create(b, loc, shape, element, dynamic);
}

/// The ALiBi bias `slopes[h] * (j - i - D)` as a [1, Hq, Nq, Nkv] tensor of
/// the scores' type (that of `slopes`).
Value buildAlibiBias(OpBuilder &b, FlashAttentionOp op, Value slopes,
                     Value scores) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  Type element = cast<RankedTensorType>(scores.getType()).getElementType();
  Value init = emptyScoreTerm(b, loc, scores, scores, 1, element);
  Value diagonal = diagonalValue(b, op);
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  SmallVector<AffineMap> maps = {AffineMap::get(4, 0, {d(1)}, ctx),
                                 b.getMultiDimIdentityMap(4)};
  SmallVector<utils::IteratorType> iterators(4, utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, init.getType(), slopes, init, maps, iterators,
             [&](OpBuilder &nb, Location nloc, ValueRange args) {
               Value i = linalg::IndexOp::create(nb, nloc, 2);
               Value j = linalg::IndexOp::create(nb, nloc, 3);
               Value dist = arith::SubIOp::create(
                   nb, nloc, arith::SubIOp::create(nb, nloc, j, i), diagonal);
               Value dist64 =
                   arith::IndexCastOp::create(nb, nloc, nb.getI64Type(), dist);
               Value distF = arith::SIToFPOp::create(nb, nloc, element, dist64);
               Value bias = arith::MulFOp::create(nb, nloc, args[0], distF);
               linalg::YieldOp::create(nb, nloc, bias);
             })
      .getResult(0);
}

/// The relative bias `table[h, j - i + Nq - 1]` as a [1, Hq or 1, Nq, Nkv]
/// tensor of the scores' type (that of `table`).
Value buildRelativeBias(OpBuilder &b, FlashAttentionOp op, Value table,
                        Value scores) {
  Location loc = op.getLoc();
  Type element = cast<RankedTensorType>(table.getType()).getElementType();
  Value init = emptyScoreTerm(b, loc, scores, table, 0, element);
  Value nq = tensor::DimOp::create(b, loc, op.getQuery(), 2);
  Value origin = arith::SubIOp::create(
      b, loc, nq, arith::ConstantIndexOp::create(b, loc, 1));
  SmallVector<utils::IteratorType> iterators(4, utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, init.getType(), ValueRange(), init,
             SmallVector<AffineMap>{b.getMultiDimIdentityMap(4)}, iterators,
             [&](OpBuilder &nb, Location nloc, ValueRange) {
               Value h = linalg::IndexOp::create(nb, nloc, 1);
               Value i = linalg::IndexOp::create(nb, nloc, 2);
               Value j = linalg::IndexOp::create(nb, nloc, 3);
               Value column = arith::AddIOp::create(
                   nb, nloc, arith::SubIOp::create(nb, nloc, j, i), origin);
               Value bias =
                   tensor::ExtractOp::create(nb, nloc, table, {h, column});
               linalg::YieldOp::create(nb, nloc, bias);
             })
      .getResult(0);
}

/// softmax over the keys of `scores` with one more logit per head,
/// `sinks[h]`, dropped afterwards: the [B, Hq, Nq, Nkv + 1] scores with the
/// sink as their last column, softmax, and the first Nkv columns.
Value softmaxWithSinks(OpBuilder &b, FlashAttentionOp op, Value scores,
                       Value sinks) {
  Location loc = op.getLoc();
  MLIRContext *ctx = op.getContext();
  auto type = cast<RankedTensorType>(scores.getType());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, scores);
  SmallVector<int64_t> wideShape(type.getShape());
  if (!ShapedType::isDynamic(wideShape[3]))
    ++wideShape[3];
  SmallVector<Value> dynamic;
  for (int64_t i = 0; i < 4; ++i) {
    if (!ShapedType::isDynamic(wideShape[i]))
      continue;
    Value size = getValueOrCreateConstantIndexOp(b, loc, sizes[i]);
    if (i == 3)
      size = arith::AddIOp::create(b, loc, size,
                                   arith::ConstantIndexOp::create(b, loc, 1));
    dynamic.push_back(size);
  }
  Value wide = tensor::EmptyOp::create(b, loc, wideShape, type.getElementType(),
                                       dynamic);
  SmallVector<OpFoldResult> zeros(4, b.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(4, b.getIndexAttr(1));
  wide =
      tensor::InsertSliceOp::create(b, loc, scores, wide, zeros, sizes, ones);
  // The sink column: sinks[h] at every (b, h, i).
  SmallVector<OpFoldResult> columnSizes(sizes);
  columnSizes[3] = b.getIndexAttr(1);
  SmallVector<int64_t> columnShape(type.getShape());
  columnShape[3] = 1;
  SmallVector<Value> columnDynamic;
  for (int64_t i = 0; i < 3; ++i)
    if (ShapedType::isDynamic(columnShape[i]))
      columnDynamic.push_back(
          getValueOrCreateConstantIndexOp(b, loc, sizes[i]));
  Value columnInit = tensor::EmptyOp::create(
      b, loc, columnShape, type.getElementType(), columnDynamic);
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  SmallVector<AffineMap> maps = {AffineMap::get(4, 0, {d(1)}, ctx),
                                 b.getMultiDimIdentityMap(4)};
  SmallVector<utils::IteratorType> iterators(4, utils::IteratorType::parallel);
  Value column =
      linalg::GenericOp::create(
          b, loc, columnInit.getType(), sinks, columnInit, maps, iterators,
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            linalg::YieldOp::create(nb, nloc, args[0]);
          })
          .getResult(0);
  SmallVector<OpFoldResult> columnOffsets(zeros);
  columnOffsets[3] = sizes[3];
  wide = tensor::InsertSliceOp::create(b, loc, column, wide, columnOffsets,
                                       columnSizes, ones);
  Value probs = SoftmaxOp::create(b, loc, wide, 3);
  return tensor::ExtractSliceOp::create(b, loc, type, probs, zeros, sizes,
                                        ones);
}

struct DecomposeFlashAttention : OpRewritePattern<FlashAttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FlashAttentionOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType qType = op.getQuery().getType();
    RankedTensorType kType = op.getKey().getType();
    RankedTensorType vType = op.getValue().getType();
    int64_t hq = qType.getDimSize(1), hkv = kType.getDimSize(1);
    if (ShapedType::isDynamic(hq) || ShapedType::isDynamic(hkv))
      return rewriter.notifyMatchFailure(op, "dynamic head counts");

    // Scores and probabilities in f32 at least, as the fused op keeps them.
    Type element = qType.getElementType();
    Type scoreElement = cast<FloatType>(element).getWidth() < 32
                            ? rewriter.getF32Type()
                            : element;
    Value key = op.getKey(), value = op.getValue();
    if (hq != hkv) {
      int64_t factor = hq / hkv;
      auto expand = [&](Value v, RankedTensorType type) -> Value {
        SmallVector<int64_t> shape(type.getShape());
        shape[1] = hq;
        return ExpandHeadsOp::create(
            rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
            v, factor);
      };
      key = expand(key, kType);
      value = expand(value, vType);
    }
    auto scoresType = RankedTensorType::get(
        {qType.getDimSize(0), hq, qType.getDimSize(2), kType.getDimSize(2)},
        scoreElement);
    Value scores = MatmulOp::create(rewriter, loc, scoresType, op.getQuery(),
                                    key, /*transpose_b=*/true);
    scores = ScaleOp::create(rewriter, loc, scores, op.getScaleAttr());
    if (std::optional<APFloat> cap = op.getSoftcap()) {
      double c = cap->convertToDouble();
      scores = ScaleOp::create(rewriter, loc, scores,
                               rewriter.getF64FloatAttr(1.0 / c));
      scores = TanhOp::create(rewriter, loc, scores);
      scores =
          ScaleOp::create(rewriter, loc, scores, rewriter.getF64FloatAttr(c));
    }
    // Float terms in the scores' type.
    auto toScores = [&](Value term) -> Value {
      auto type = cast<RankedTensorType>(term.getType());
      if (type.getElementType() == scoreElement)
        return term;
      return CastOp::create(rewriter, loc, type.clone(scoreElement), term);
    };
    if (Value slopes = op.getAlibi())
      scores =
          AddOp::create(rewriter, loc, scores,
                        buildAlibiBias(rewriter, op, toScores(slopes), scores));
    for (Value bias : op.getBiases())
      scores = AddOp::create(rewriter, loc, scores, toScores(bias));
    if (Value table = op.getRelativeBias())
      scores = AddOp::create(
          rewriter, loc, scores,
          buildRelativeBias(rewriter, op, toScores(table), scores));
    if (Value mask = op.getMask()) {
      auto maskType = cast<RankedTensorType>(mask.getType());
      if (maskType.getElementType().isInteger(1))
        scores = MaskOp::create(rewriter, loc, scores, mask);
      else
        scores = AddOp::create(rewriter, loc, scores, toScores(mask));
    }
    if (Value padding = op.getKeyPadding()) {
      // [B, Nkv] -> [B, 1, 1, Nkv], which attn.mask broadcasts.
      auto type = cast<RankedTensorType>(padding.getType());
      auto expanded =
          RankedTensorType::get({type.getDimSize(0), 1, 1, type.getDimSize(1)},
                                type.getElementType());
      SmallVector<OpFoldResult> sizes =
          tensor::getMixedSizes(rewriter, loc, padding);
      Value mask = tensor::ExpandShapeOp::create(
          rewriter, loc, expanded, padding,
          SmallVector<ReassociationIndices>{{0, 1, 2}, {3}},
          SmallVector<OpFoldResult>{sizes[0], rewriter.getIndexAttr(1),
                                    rewriter.getIndexAttr(1), sizes[1]});
      scores = MaskOp::create(rewriter, loc, scores, mask);
    }
    if (Value querySegments = op.getQuerySegments())
      scores = SegmentMaskOp::create(rewriter, loc, scores, querySegments,
                                     op.getKeySegments());
    if (op.getCausal())
      scores = CausalMaskOp::create(rewriter, loc, scores, op.getDiagonalAttr(),
                                    op.getWindowAttr());
    Value probs =
        op.getSinks()
            ? softmaxWithSinks(rewriter, op, scores, toScores(op.getSinks()))
            : SoftmaxOp::create(rewriter, loc, scores, 3).getResult();
    auto vScoreType =
        cast<RankedTensorType>(value.getType()).clone(scoreElement);
    if (vScoreType != value.getType())
      value = CastOp::create(rewriter, loc, vScoreType, value);
    RankedTensorType resultType = op.getType();
    Value out = MatmulOp::create(rewriter, loc, resultType.clone(scoreElement),
                                 probs, value, /*transpose_b=*/false);
    if (scoreElement != resultType.getElementType())
      out = CastOp::create(rewriter, loc, resultType, out);
    rewriter.replaceOp(op, out);
    return success();
  }
};

struct AttnDecomposeFlashAttentionPass
    : mlir::attn::impl::AttnDecomposeFlashAttentionBase<
          AttnDecomposeFlashAttentionPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateDecomposeFlashAttentionPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    WalkResult result = getOperation().walk([](FlashAttentionOp op) {
      op.emitError("cannot decompose flash_attention with dynamic head counts");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

//===----------------------------------------------------------------------===//
// attn-promote-to-f64
//===----------------------------------------------------------------------===//

/// `type` with every float (scalar, or element of a shaped type) made f64.
Type promote(Type type) {
  Type f64 = Float64Type::get(type.getContext());
  if (isa<FloatType>(type))
    return f64;
  if (auto shaped = dyn_cast<ShapedType>(type))
    if (isa<FloatType>(shaped.getElementType()))
      return shaped.clone(f64);
  return type;
}

/// `v` widened to f64.
double toDouble(llvm::APFloat v) {
  bool losesInfo;
  v.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  return v.convertToDouble();
}

/// The elements of a float `dense_resource` constant as f64, read from its
/// blob (torch-mlir's FX importer stores every weight so), or failure with
/// a diagnostic on `op` when the blob is elided or of the wrong size.
FailureOr<SmallVector<double>> resourceValues(Operation *op,
                                              DenseResourceElementsAttr attr) {
  auto type = cast<ShapedType>(attr.getType());
  auto element = cast<FloatType>(type.getElementType());
  AsmResourceBlob *blob = attr.getRawHandle().getBlob();
  if (!blob)
    return op->emitError("cannot promote dense_resource<")
           << attr.getRawHandle().getKey()
           << "> to f64: its blob is missing (were resources elided?)";
  ArrayRef<char> data = blob->getData();
  unsigned width = element.getWidth();
  int64_t count = type.getNumElements();
  if (width % 8 || static_cast<int64_t>(data.size()) != count * (width / 8))
    return op->emitError("cannot promote dense_resource<")
           << attr.getRawHandle().getKey() << "> to f64: its blob holds "
           << data.size() << " bytes where " << type << " needs "
           << count * (width / 8);
  SmallVector<double> values;
  values.reserve(count);
  for (int64_t i = 0; i < count; ++i) {
    uint64_t bits = 0;
    // Resource blobs are little-endian, as the hosts that write them are.
    for (unsigned byte = 0; byte < width / 8; ++byte)
      bits |= static_cast<uint64_t>(static_cast<uint8_t>(
                  data[i * (width / 8) + byte]))
              << (8 * byte);
    values.push_back(
        toDouble(llvm::APFloat(element.getFloatSemantics(),
                               llvm::APInt(width, bits))));
  }
  return values;
}

/// The value of `op`'s float constant attribute `attr` as f64 (others are
/// returned as they are), or failure with a diagnostic on `op`.
FailureOr<Attribute> promoteAttr(Operation *op, Attribute attr) {
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    return Attribute(FloatAttr::get(promote(floatAttr.getType()),
                                    floatAttr.getValueAsDouble()));
  auto shaped = dyn_cast<ShapedType>(cast<TypedAttr>(attr).getType());
  if (!shaped || !isa<FloatType>(shaped.getElementType()))
    return attr;
  auto wideType = cast<ShapedType>(promote(shaped));
  if (auto dense = dyn_cast<DenseFPElementsAttr>(attr)) {
    if (dense.isSplat())
      return Attribute(DenseElementsAttr::get(
          wideType, toDouble(dense.getSplatValue<llvm::APFloat>())));
    SmallVector<double> values;
    for (const llvm::APFloat &v : dense.getValues<llvm::APFloat>())
      values.push_back(toDouble(v));
    return Attribute(
        DenseElementsAttr::get(wideType, ArrayRef<double>(values)));
  }
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    FailureOr<SmallVector<double>> values = resourceValues(op, resource);
    if (failed(values))
      return failure();
    return Attribute(
        DenseElementsAttr::get(wideType, ArrayRef<double>(*values)));
  }
  return op->emitError("cannot promote this constant to f64: ") << attr;
}

/// The element type of a float scalar or float shaped type, else null.
FloatType floatElementType(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  return dyn_cast<FloatType>(type);
}

/// Whether `op` computes its tensor results itself, rather than through the
/// ops of its regions (rounded on their own, as linalg bodies are) or by
/// moving elements that are already rounded (reshapes, slices, constants).
bool computesTensorResults(Operation *op) {
  return isa<AttnDialect>(op->getDialect()) ||
         isa<arith::TruncFOp, linalg::SoftmaxOp>(op);
}

/// A value that `round-to-source-types` rounds, and the type to round to.
struct Rounding {
  OpResult value;
  FloatType type;
};

/// The results whose declared float type is narrower than f64 and that are
/// computed where they are defined: scalars inside regions, tensors of ops
/// that compute them (computesTensorResults).
SmallVector<Rounding> collectRoundings(ModuleOp module) {
  SmallVector<Rounding> roundings;
  module.walk([&](Operation *op) {
    Operation *parent = op->getParentOp();
    bool inRegion = parent && !isa<func::FuncOp, ModuleOp>(parent);
    for (OpResult result : op->getResults()) {
      FloatType type = floatElementType(result.getType());
      if (!type || type.isF64())
        continue;
      bool scalar = isa<FloatType>(result.getType());
      bool tensor = isa<RankedTensorType>(result.getType());
      if ((scalar && inRegion && !isa<arith::ConstantOp>(op)) ||
          (tensor && computesTensorResults(op)))
        roundings.push_back({result, type});
    }
  });
  return roundings;
}

/// `value` (f64) rounded to `type` and widened back, built at `b`'s
/// insertion point.
Value roundTrip(OpBuilder &b, Location loc, Value value, FloatType type) {
  if (auto tensor = dyn_cast<RankedTensorType>(value.getType())) {
    Value narrow = CastOp::create(b, loc, tensor.clone(type), value);
    return CastOp::create(b, loc, tensor, narrow);
  }
  Value narrow = arith::TruncFOp::create(b, loc, type, value);
  return arith::ExtFOp::create(b, loc, value.getType(), narrow);
}

struct AttnPromoteToF64Pass
    : mlir::attn::impl::AttnPromoteToF64Base<AttnPromoteToF64Pass> {
  using AttnPromoteToF64Base::AttnPromoteToF64Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Collected before retyping, while the declared types are still there.
    SmallVector<Rounding> roundings;
    if (roundToSourceTypes)
      roundings = collectRoundings(module);
    SmallVector<Operation *> identities;
    WalkResult promoted = module.walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setType(promote(arg.getType()));
      for (OpResult result : op->getResults())
        result.setType(promote(result.getType()));
      if (auto func = dyn_cast<func::FuncOp>(op)) {
        SmallVector<Type> inputs, results;
        for (Type t : func.getArgumentTypes())
          inputs.push_back(promote(t));
        for (Type t : func.getResultTypes())
          results.push_back(promote(t));
        func.setType(FunctionType::get(&getContext(), inputs, results));
      }
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        FailureOr<Attribute> value = promoteAttr(op, constant.getValue());
        if (failed(value))
          return WalkResult::interrupt();
        constant.setValueAttr(cast<TypedAttr>(*value));
      }
      return WalkResult::advance();
    });
    if (promoted.wasInterrupted())
      return signalPassFailure();
    // Block arguments are retyped with their op, after the ops of its
    // regions: only now are all the casts that became identities known.
    module.walk([&](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType())
        identities.push_back(op);
    });
    // A truncf that became an identity is where the program rounds: with
    // round-to-source-types its users get the round trip instead.
    llvm::DenseSet<Operation *> identitySet(identities.begin(),
                                            identities.end());
    llvm::DenseMap<Operation *, FloatType> identityRounding;
    OpBuilder b(&getContext());
    for (Rounding &r : roundings) {
      Operation *def = r.value.getOwner();
      if (identitySet.contains(def)) {
        identityRounding[def] = r.type;
        continue;
      }
      b.setInsertionPointAfter(def);
      Value wide = roundTrip(b, def->getLoc(), r.value, r.type);
      Operation *narrow = wide.getDefiningOp()->getOperand(0).getDefiningOp();
      r.value.replaceAllUsesExcept(wide, narrow);
    }
    for (Operation *op : identities) {
      Value replacement = op->getOperand(0);
      if (auto it = identityRounding.find(op); it != identityRounding.end()) {
        b.setInsertionPoint(op);
        replacement = roundTrip(b, op->getLoc(), replacement, it->second);
      }
      op->getResult(0).replaceAllUsesWith(replacement);
      op->erase();
    }
    // The verifier names the op that cannot be promoted.
    if (failed(verify(module)))
      signalPassFailure();
  }
};

} // namespace

void mlir::attn::populateDecomposeFlashAttentionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<DecomposeFlashAttention>(patterns.getContext());
}
