//===- RaiseScoreTerms.cpp - score terms the fused op takes structured ----===//
//
// Part of attn-opt. The attn-raise patterns for score terms that only
// attn.flash_attention can express: BLOOM's [B*H] scores expanded to 4-d
// after their bias (so that the chain keeps one rank and fuses), and
// GPT-OSS's attention sinks (a per-head logit column concatenated to the
// scores for the softmax and dropped after it), and ALiBi biases built from
// index arithmetic.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "RaiseUtils.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

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

/// Whether `m` is the max of `y` along its last dim, kept as a unit dim: a
/// reduction from -inf (or the lowest finite value) with maximumf, possibly
/// also yielding an argmax that nothing reads (torch-mlir's aten.max.dim),
/// possibly dropping the dim and expanded back. Returns the reduction, or
/// null.
static Operation *readRowMaxOf(Value m, Value y) {
  int64_t rank = rankedType(y).getRank();
  if (auto expand = m.getDefiningOp<tensor::ExpandShapeOp>())
    if (expand.getSrcType().getRank() == rank - 1)
      m = expand.getSrc();
  auto op = m.getDefiningOp<linalg::LinalgOp>();
  if (!op || !op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      cast<OpResult>(m).getResultNumber() != 0 || op.getNumLoops() != rank ||
      op.getNumReductionLoops() != 1 ||
      op.getIteratorTypesArray()[rank - 1] != utils::IteratorType::reduction)
    return nullptr;
  if (op->getNumResults() == 2 && !op->getResult(1).use_empty())
    return nullptr;
  OpOperand *input = op.getDpsInputOperand(0);
  OpOperand *init = op.getDpsInitOperand(0);
  if (input->get() != y || !op.getMatchingIndexingMap(input).isIdentity() ||
      !isRowMapOf(op.getMatchingIndexingMap(init), rank, rank - 1))
    return nullptr;
  std::optional<double> start = splatFloat(init->get());
  Value acc = op.getRegionOutputArgs()[0];
  if (!start || !isMinusInfOrLowest(*start, acc.getType()))
    return nullptr;
  auto max = yieldedValue(op).getDefiningOp<arith::MaximumFOp>();
  Value in = op.getRegionInputArgs()[0];
  if (!max || !((max.getLhs() == in && max.getRhs() == acc) ||
                (max.getLhs() == acc && max.getRhs() == in)))
    return nullptr;
  return op;
}

/// `y` when `x` is `y - max(y)` along the last dim, computed by an
/// element-wise linalg op; null otherwise. Adds to `users` the ops of the
/// spelling that read `y` (the subtraction and the max).
static Value readMaxShifted(Value x, SmallPtrSetImpl<Operation *> &users) {
  auto op = x.getDefiningOp<linalg::LinalgOp>();
  if (!op || !isElementwise(op) || op.getNumDpsInputs() != 2)
    return nullptr;
  auto sub = yieldedValue(op).getDefiningOp<arith::SubFOp>();
  if (!sub || sub.getLhs() != op.getRegionInputArgs()[0] ||
      sub.getRhs() != op.getRegionInputArgs()[1])
    return nullptr;
  OpOperand *y = op.getDpsInputOperand(0);
  OpOperand *m = op.getDpsInputOperand(1);
  int64_t rank = op.getNumLoops();
  if (!op.getMatchingIndexingMap(y).isIdentity() ||
      !isRowMapOf(op.getMatchingIndexingMap(m), rank, rank - 1))
    return nullptr;
  Operation *max = readRowMaxOf(m->get(), y->get());
  if (!max)
    return nullptr;
  users.insert(op);
  users.insert(max);
  return y->get();
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
    // A 16-bit export computes the softmax in f32 between casts: it widens
    // the logits (GPT-OSS's bf16 eager attention first subtracts their row
    // max in bf16) and rounds the probabilities back. Like attn-fuse, the
    // fused op reads through both: it keeps logits and probabilities in
    // f32, dropping those roundings (docs/fusion.md, Numerics).
    Value probs = slice.getSource();
    auto narrow = probs.getDefiningOp<CastOp>();
    if (narrow && narrow->hasOneUse())
      probs = narrow.getInput();
    else
      narrow = nullptr;
    auto softmax = probs.getDefiningOp<SoftmaxOp>();
    RankedTensorType type = slice.getSourceType();
    int64_t rank = type.getRank();
    if (!softmax || !softmax->hasOneUse() || rank != 4 ||
        static_cast<int64_t>(softmax.getDim()) != rank - 1)
      return failure();
    Value logits = softmax.getInput();
    SmallPtrSet<Operation *, 2> shiftUsers;
    auto widen = logits.getDefiningOp<CastOp>();
    if (widen) {
      if (!widen->hasOneUse())
        return failure();
      logits = widen.getInput();
      if (Value shifted = readMaxShifted(logits, shiftUsers);
          shifted && logits.hasOneUse())
        logits = shifted;
      else
        shiftUsers.clear();
    }
    // The concat's users: the softmax's cast, or the shift's two ops.
    auto concat = logits.getDefiningOp<tensor::ConcatOp>();
    if (!concat ||
        !(concat->hasOneUse() ||
          (!shiftUsers.empty() && llvm::all_of(concat->getUsers(),
                                               [&](Operation *user) {
                                                 return shiftUsers.contains(
                                                     user);
                                               }))) ||
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
    SmallVector<Operation *> created;
    Value newLogits = scores;
    if (widen) {
      newLogits = CastOp::create(
          rewriter, widen.getLoc(),
          rankedType(scores).clone(widen.getType().getElementType()), scores);
      created.push_back(newLogits.getDefiningOp());
    }
    auto newSoftmax = SoftmaxOp::create(rewriter, softmax.getLoc(), newLogits,
                                        rewriter.getI64IntegerAttr(rank - 1));
    created.push_back(newSoftmax);
    Value newProbs = newSoftmax;
    if (narrow) {
      newProbs = CastOp::create(rewriter, narrow.getLoc(), slice.getType(),
                                newSoftmax);
      created.push_back(newProbs.getDefiningOp());
    }
    auto newMatmul =
        MatmulOp::create(rewriter, loc, matmul.getType(), newProbs,
                         matmul.getRhs(), matmul.getTransposeBAttr());
    created.push_back(newMatmul);
    FailureOr<AttentionChain> chain = matchAttentionChain(newSoftmax);
    if (failed(chain)) {
      for (Operation *op : llvm::reverse(created))
        rewriter.eraseOp(op);
      rewriter.modifyOpInPlace(concat, [&] { concat->setOperand(0, scores); });
      rewriter.eraseOp(standIn.getDefiningOp());
      return failure();
    }
    // The old softmax, its casts, the max shift and the concat (reading the
    // stand-in) die with the old matmul and go as dead code.
    rewriter.replaceAllUsesWith(matmul.getResult(), newMatmul.getResult());
    rewriter.eraseOp(matmul);
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

/// Reads a linalg body value as an integer that is `coef * j + f(i)`: j is
/// loop `keyLoop` (linalg.index, or an arange input read along it), f any
/// function of loop `queryLoop` and constants. Returns coef, or nothing
/// when the value depends on anything else.
class KeyOffsetReader {
public:
  KeyOffsetReader(linalg::LinalgOp op, int64_t keyLoop, int64_t queryLoop)
      : op(op), keyLoop(keyLoop), queryLoop(queryLoop) {}

  std::optional<int64_t> read(Value v, int depth = 0) {
    if (depth > 16)
      return std::nullopt;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != op.getBlock() ||
          arg.getArgNumber() >= op.getNumDpsInputs())
        return std::nullopt;
      OpOperand *input = op.getDpsInputOperand(arg.getArgNumber());
      AffineMap map = op.getMatchingIndexingMap(input);
      if (map.getNumResults() != 1 || !isArange(input->get()))
        return std::nullopt;
      auto dim = dyn_cast<AffineDimExpr>(map.getResult(0));
      if (!dim)
        return std::nullopt;
      if (static_cast<int64_t>(dim.getPosition()) == keyLoop)
        return 1;
      if (static_cast<int64_t>(dim.getPosition()) == queryLoop)
        return 0;
      return std::nullopt;
    }
    Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (matchPattern(v, m_Constant()))
      return 0;
    if (def->getBlock() != op.getBlock())
      return std::nullopt;
    if (auto index = dyn_cast<linalg::IndexOp>(def)) {
      if (static_cast<int64_t>(index.getDim()) == keyLoop)
        return 1;
      if (static_cast<int64_t>(index.getDim()) == queryLoop)
        return 0;
      return std::nullopt;
    }
    if (isa<arith::IndexCastOp, arith::ExtSIOp>(def))
      return read(def->getOperand(0), depth + 1);
    if (isa<arith::AddIOp, arith::SubIOp>(def)) {
      std::optional<int64_t> a = read(def->getOperand(0), depth + 1);
      std::optional<int64_t> b = read(def->getOperand(1), depth + 1);
      if (!a || !b)
        return std::nullopt;
      return isa<arith::AddIOp>(def) ? *a + *b : *a - *b;
    }
    return std::nullopt;
  }

private:
  /// Whether `t` is a 1-d integer tensor holding its own index (an arange:
  /// a linalg op with no inputs yielding the cast of linalg.index 0).
  static bool isArange(Value t) {
    auto producer = t.getDefiningOp<linalg::LinalgOp>();
    if (!producer || producer.getNumLoops() != 1 ||
        producer.getNumDpsInputs() != 0 || producer->getNumResults() != 1 ||
        !isa<IntegerType, IndexType>(getElementTypeOrSelf(t.getType())))
      return false;
    Value v = producer.getBlock()->getTerminator()->getOperand(0);
    while (Operation *def = v.getDefiningOp()) {
      if (auto index = dyn_cast<linalg::IndexOp>(def))
        return index.getDim() == 0 && def->getBlock() == producer.getBlock();
      if (!isa<arith::IndexCastOp>(def))
        return false;
      v = def->getOperand(0);
    }
    return false;
  }

  linalg::LinalgOp op;
  int64_t keyLoop, queryLoop;
};

/// A bias read as ALiBi: `slope(h) * (coef * j + f(i))`, one slope per
/// query head.
struct AlibiBias {
  /// The slopes: a tensor read by the head loop alone (`perHead`), or one
  /// constant for every head.
  Value perHead;
  double constantSlope = 0;
  int64_t keyCoef = 0;
};

/// Reads `bias`, added to [B, Hq, Nq, Nkv] scores (aligned at the last
/// dim), as ALiBi: an element-wise linalg op yielding the product of a
/// per-head slope and the sitofp of `coef * j + f(i)`, coef != 0.
static std::optional<AlibiBias> readAlibiBias(Value bias, int64_t heads) {
  auto op = bias.getDefiningOp<linalg::LinalgOp>();
  auto type = dyn_cast<RankedTensorType>(bias.getType());
  if (!op || !type || !op.hasPureTensorSemantics() ||
      op->getNumResults() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != type.getRank() ||
      op.getNumParallelLoops() != op.getNumLoops() || type.getRank() < 3 ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
      type.getDimSize(type.getRank() - 3) != heads)
    return std::nullopt;
  Block *body = op.getBlock();
  if (!op.getRegionOutputArgs()[0].use_empty())
    return std::nullopt;
  int64_t rank = type.getRank();
  int64_t headLoop = rank - 3, queryLoop = rank - 2, keyLoop = rank - 1;
  auto mul =
      body->getTerminator()->getOperand(0).getDefiningOp<arith::MulFOp>();
  if (!mul || mul->getBlock() != body)
    return std::nullopt;
  for (int side = 0; side < 2; ++side) {
    Value slope = mul->getOperand(side);
    auto position = mul->getOperand(1 - side).getDefiningOp<arith::SIToFPOp>();
    if (!position || position->getBlock() != body)
      continue;
    std::optional<int64_t> coef =
        KeyOffsetReader(op, keyLoop, queryLoop).read(position.getIn());
    if (!coef || *coef == 0)
      continue;
    AlibiBias alibi;
    alibi.keyCoef = *coef;
    FloatAttr constant;
    if (matchPattern(slope, m_Constant(&constant))) {
      alibi.constantSlope = constant.getValueAsDouble();
      return alibi;
    }
    auto arg = dyn_cast<BlockArgument>(slope);
    if (!arg || arg.getOwner() != body ||
        arg.getArgNumber() >= op.getNumDpsInputs())
      continue;
    OpOperand *input = op.getDpsInputOperand(arg.getArgNumber());
    auto inputType = dyn_cast<RankedTensorType>(input->get().getType());
    if (!inputType)
      continue;
    // Read by the head loop alone: every other dim of the input is 1.
    AffineMap map = op.getMatchingIndexingMap(input);
    int64_t headDims = 0;
    bool perHead = true;
    for (auto [i, expr] : llvm::enumerate(map.getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (dim && static_cast<int64_t>(dim.getPosition()) == headLoop &&
          inputType.getDimSize(i) == heads) {
        ++headDims;
        continue;
      }
      perHead &= inputType.getDimSize(i) == 1;
    }
    if (!perHead || headDims != 1)
      continue;
    alibi.perHead = input->get();
    return alibi;
  }
  return std::nullopt;
}

/// An attention chain with a bias that is ALiBi becomes the fused op with
/// the `alibi` term (the only attn op that has it). The fused op adds
/// `slopes[h] * (j - i - D)`; the bias is `slope(h) * (coef * j + f(i))`,
/// so the slopes are `coef * slope` (times the scales applied after the
/// bias): the two differ by a constant per query row, which the softmax
/// does not see. A chain with no ALiBi bias is left to attn-fuse.
struct RaiseAlibiChain : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SoftmaxOp softmax,
                                PatternRewriter &rewriter) const override {
    FailureOr<AttentionChain> chain = matchAttentionChain(softmax);
    if (failed(chain) || chain->scores.getType().getRank() != 4)
      return failure();
    int64_t heads = chain->scores.getType().getDimSize(1);
    if (ShapedType::isDynamic(heads))
      return failure();
    std::optional<AlibiBias> alibi;
    double biasScale = 1.0;
    if (chain->mask &&
        isa<FloatType>(rankedType(chain->mask).getElementType()) &&
        (alibi = readAlibiBias(chain->mask, heads))) {
      biasScale = chain->maskScale;
      chain->mask = Value();
      chain->maskScale = 1.0;
      // A float mask goes first; the next bias takes its place.
      if (!chain->biases.empty()) {
        chain->mask = chain->biases.front();
        chain->maskScale = chain->biasScales.front();
        chain->biases.erase(chain->biases.begin());
        chain->biasScales.erase(chain->biasScales.begin());
      }
    } else {
      for (size_t i = 0; i < chain->biases.size() && !alibi; ++i) {
        if (!(alibi = readAlibiBias(chain->biases[i], heads)))
          continue;
        biasScale = chain->biasScales[i];
        chain->biases.erase(chain->biases.begin() + i);
        chain->biasScales.erase(chain->biasScales.begin() + i);
      }
    }
    if (!alibi)
      return failure();
    // Read before the rewrite erases the scores.
    Type elementType = chain->scores.getType().getElementType();
    FlashAttentionOp flash = rewriteAttentionChain(rewriter, *chain);
    rewriter.setInsertionPoint(flash);
    Location loc = flash.getLoc();
    double factor = biasScale * static_cast<double>(alibi->keyCoef);
    auto slopesType = RankedTensorType::get({heads}, elementType);
    Value slopes;
    if (!alibi->perHead) {
      slopes = arith::ConstantOp::create(
          rewriter, loc,
          DenseElementsAttr::get(
              slopesType,
              rewriter.getFloatAttr(elementType, alibi->constantSlope * factor)
                  .getValue()));
    } else {
      slopes = alibi->perHead;
      RankedTensorType perHeadType = rankedType(slopes);
      if (perHeadType.getRank() != 1) {
        ReassociationIndices all =
            llvm::to_vector(llvm::seq<int64_t>(0, perHeadType.getRank()));
        slopes = tensor::CollapseShapeOp::create(
            rewriter, loc, perHeadType.clone({heads}), slopes,
            SmallVector<ReassociationIndices>{all});
      }
      if (factor != 1.0)
        slopes = ScaleOp::create(rewriter, loc, slopes,
                                 rewriter.getF64FloatAttr(factor));
    }
    rewriter.modifyOpInPlace(flash,
                             [&] { flash.getAlibiMutable().assign(slopes); });
    return success();
  }
};
} // namespace

void mlir::attn::populateAttnRaiseScoreTermPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ExpandBeforeScoreTerm, RaiseAttentionSinks, RaiseAlibiChain>(
      patterns.getContext());
}
