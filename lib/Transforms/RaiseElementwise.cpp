//===- RaiseElementwise.cpp - element-wise linalg ops to attn ops ---------===//
//
// Part of attn-opt. The attn-raise pattern for element-wise linalg ops: a
// body composed of casts, constant scales, biases, masks (dense or read as
// structure), softcaps and transposes of one input becomes the attn ops that
// compute it on whole tensors.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "RaiseUtils.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::attn;

/// Reshapes `operand`, which `op` reads through `map` (its loops being the
/// dims of its identity-mapped result), so that it broadcasts to the result
/// the way attn ops broadcast (aligned at the last dim, dims equal or 1).
/// Returns null when the map transposes or the reshape is not expressible.
/// Without a rewriter, only checks (and returns `operand` on success).
static Value alignBroadcastOperand(RewriterBase *rewriter, Location loc,
                                   Value operand, AffineMap map) {
  auto type = dyn_cast<RankedTensorType>(operand.getType());
  if (!type)
    return nullptr;
  int64_t rank = map.getNumDims();
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<int64_t> dims; // loop dim of each operand dim, -1 for const 0
  int64_t last = -1;
  bool inPlace = type.getRank() == rank;
  for (auto [k, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (static_cast<int64_t>(dim.getPosition()) <= last)
        return nullptr;
      last = dim.getPosition();
      dims.push_back(last);
      inPlace &= static_cast<int64_t>(k) == last;
      continue;
    }
    auto cst = dyn_cast<AffineConstantExpr>(expr);
    if (!cst || cst.getValue() != 0 || shape[k] != 1)
      return nullptr;
    dims.push_back(-1);
  }
  if (inPlace)
    return operand;
  // The unit dims read at a constant 0 (MPT's [H, 1, Nkv] ALiBi bias added
  // to [B, H, Nq, Nkv] scores) are collapsed away first, each into the group
  // of the loop-read dim after it (the last ones into the last group).
  SmallVector<int64_t> loopDims, loopShape;
  SmallVector<ReassociationIndices> dropUnits;
  ReassociationIndices pending;
  for (auto [k, d] : llvm::enumerate(dims)) {
    pending.push_back(k);
    if (d < 0)
      continue;
    loopDims.push_back(d);
    loopShape.push_back(shape[k]);
    dropUnits.push_back(pending);
    pending.clear();
  }
  if (loopDims.empty())
    return nullptr;
  llvm::append_range(dropUnits.back(), pending);
  // Each remaining dim k takes the unit dims before it (and the last one the
  // unit dims after it) into its reassociation group.
  SmallVector<int64_t> target(rank, 1);
  SmallVector<ReassociationIndices> groups;
  int64_t next = 0;
  for (auto [k, d] : llvm::enumerate(loopDims)) {
    target[d] = loopShape[k];
    ReassociationIndices group;
    for (; next <= d; ++next)
      group.push_back(next);
    groups.push_back(group);
  }
  for (; next < rank; ++next)
    groups.back().push_back(next);
  if (!rewriter)
    return operand;
  if (loopDims.size() != dims.size())
    operand = tensor::CollapseShapeOp::create(
        *rewriter, loc, RankedTensorType::get(loopShape, type.getElementType()),
        operand, dropUnits);
  if (static_cast<int64_t>(loopDims.size()) == rank)
    return operand;
  auto targetType = RankedTensorType::get(target, type.getElementType());
  return tensor::ExpandShapeOp::create(*rewriter, loc, targetType, operand,
                                       groups);
}

//===----------------------------------------------------------------------===//
// Element-wise ops: cast, scale, add, mask, causal mask, transpose, MQA
//===----------------------------------------------------------------------===//

namespace {
/// Raises the body of an element-wise linalg op, a composition of casts,
/// constant scales, biases and masks of one identity-mapped input, into the
/// attn ops that compute it on whole tensors. Without a rewriter it is a
/// dry run that only answers whether that is possible (returning a
/// placeholder value on success).
class BodyRaiser {
public:
  BodyRaiser(linalg::LinalgOp op, PatternRewriter *rewriter)
      : op(op), rewriter(rewriter), loc(op.getLoc()),
        shape(cast<RankedTensorType>(op->getResult(0).getType()).getShape()) {}

  Value raise(Value v) {
    if (!isa<FloatType>(v.getType()))
      return nullptr;
    auto type = RankedTensorType::get(shape, v.getType());
    if (OpOperand *input = inputOf(op, v))
      return op.getMatchingIndexingMap(input).isIdentity() &&
                     input->get().getType() == type
                 ? input->get()
                 : nullptr;
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != op.getBlock())
      return nullptr;

    // Casts between float types.
    if (isa<arith::ExtFOp, arith::TruncFOp>(def)) {
      Value x = raise(def->getOperand(0));
      return x ? make<CastOp>(type, x) : nullptr;
    }

    // x * c, c * x and x / c.
    if (isa<arith::MulFOp, arith::DivFOp>(def)) {
      bool isDiv = isa<arith::DivFOp>(def);
      for (int side = 0; side < (isDiv ? 1 : 2); ++side) {
        auto c = getBodyConstant(op, def->getOperand(1 - side));
        if (!c || *c == 0.0)
          continue;
        Value x = raise(def->getOperand(side));
        if (!x)
          return nullptr;
        return make<ScaleOp>(x, builderF64(isDiv ? 1.0 / *c : *c));
      }
      return nullptr;
    }

    // tanh(x), the middle of a softcap.
    if (isa<math::TanhOp>(def)) {
      Value x = raise(def->getOperand(0));
      return x ? make<TanhOp>(x) : nullptr;
    }

    // x + bias; a structured bias becomes causal and key-padding masks.
    if (isa<arith::AddFOp>(def)) {
      // A bias that is 0 or -inf by index compares and padding masks is
      // structure; one that is zero everywhere is no term at all.
      // A bias may be widened first (bf16 masks added to f32 scores).
      auto biasOf = [&](Value operand) {
        if (auto ext = operand.getDefiningOp<arith::ExtFOp>();
            ext && ext->getBlock() == op.getBlock())
          operand = ext.getIn();
        return inputOf(op, operand);
      };
      // A widened bias is cast once, on the whole tensor.
      auto widen = [&](Value bias) {
        RankedTensorType biasType = tensorType(bias);
        if (biasType.getElementType() == type.getElementType())
          return bias;
        return make<CastOp>(biasType.clone(type.getElementType()), bias);
      };
      // x + 0 is x (XLNet adds its segment term, 0 without segments).
      for (int side = 0; side < 2; ++side)
        if (std::optional<double> c =
                getBodyConstant(op, def->getOperand(1 - side));
            c && *c == 0.0)
          return raise(def->getOperand(side));
      for (int side = 0; side < 2; ++side) {
        OpOperand *bias = biasOf(def->getOperand(1 - side));
        if (!bias || !isa<RankedTensorType>(bias->get().getType()))
          continue;
        std::optional<StructuredMask> mask = readStructuredBias(op, bias);
        if (!mask || !isExpressible(*mask, type))
          continue;
        Value x = raise(def->getOperand(side));
        if (!x || !rewriter)
          return x;
        return applyStructuredMask(*rewriter, loc, x, *mask);
      }
      for (int side = 0; side < 2; ++side) {
        OpOperand *bias = biasOf(def->getOperand(1 - side));
        if (!bias || !isa<RankedTensorType>(bias->get().getType()) ||
            splatFloat(bias->get()) ||
            op.getMatchingIndexingMap(bias).isIdentity())
          continue;
        bool widened =
            tensorType(bias->get()).getElementType() != type.getElementType();
        if (widened &&
            !def->getOperand(1 - side).getDefiningOp<arith::ExtFOp>())
          continue;
        if (!alignBroadcastOperand(nullptr, loc, bias->get(),
                                   op.getMatchingIndexingMap(bias)))
          continue;
        Value x = raise(def->getOperand(side));
        if (!x || !rewriter)
          return x;
        return make<AddOp>(x, widen(align(bias)));
      }
      // A full-size bias that only broadcasts smaller terms, sums them and
      // masks them becomes one add or mask per term, each as small as it was
      // before the broadcast (MPNet's relative bias expanded over the batch)
      // or read as structure (BEiT's padding bias, summed with its relative
      // bias; Falcon's causal and padding mask filled into its ALiBi).
      for (int side = 0; side < 2; ++side) {
        OpOperand *bias = biasOf(def->getOperand(1 - side));
        SmallVector<BiasTerm> terms;
        if (!bias || !op.getMatchingIndexingMap(bias).isIdentity() ||
            !readBiasSum(bias->get(), type, terms))
          continue;
        Value x = raise(def->getOperand(side));
        if (!x || !rewriter)
          return x;
        for (BiasTerm &term : terms) {
          if (term.mask) {
            x = applyStructuredMask(*rewriter, loc, x, *term.mask);
            continue;
          }
          Value aligned = alignBroadcastOperand(
              rewriter, loc, term.operand->get(),
              term.sum.getMatchingIndexingMap(term.operand));
          x = make<AddOp>(x, widen(aligned));
        }
        return x;
      }
      // x + y with both at the result's own index is no bias; y may still
      // be a full-size bias tensor, widened in the body like the others
      // (SDPA's bf16 math path adds a bf16 bias to f32 scores).
      OpOperand *bias = biasOf(def->getOperand(1));
      if (!bias || !isa<RankedTensorType>(bias->get().getType()) ||
          tensorType(bias->get()).getShape() != type.getShape() ||
          splatFloat(bias->get()) ||
          !op.getMatchingIndexingMap(bias).isIdentity())
        return nullptr;
      Value x = raise(def->getOperand(0));
      if (!x)
        return nullptr;
      return make<AddOp>(x, widen(bias->get()));
    }

    // x - bias, with a broadcast bias that varies along the key dim: the
    // bias negated (XLNet and Funnel subtract a large constant times their
    // padding mask). One broadcast along the last dim is left alone: that
    // is a softmax's x - max, or a norm's x - mean; so is a difference of
    // two full-size tensors (the softmax backward's), which one generic
    // computes in one pass.
    if (auto sub = dyn_cast<arith::SubFOp>(def)) {
      OpOperand *bias = inputOf(op, sub.getRhs());
      if (!bias || !isa<RankedTensorType>(bias->get().getType()) ||
          tensorType(bias->get()).getElementType() != type.getElementType() ||
          splatFloat(bias->get()))
        return nullptr;
      AffineMap map = op.getMatchingIndexingMap(bias);
      AffineExpr keyDim =
          getAffineDimExpr(map.getNumDims() - 1, map.getContext());
      if (map.isIdentity() || map.getNumResults() == 0 ||
          map.getResults().back() != keyDim ||
          !alignBroadcastOperand(nullptr, loc, bias->get(), map))
        return nullptr;
      Value x = raise(sub.getLhs());
      if (!x || !rewriter)
        return x;
      Value aligned = alignBroadcastOperand(rewriter, loc, bias->get(), map);
      return make<AddOp>(x, make<ScaleOp>(aligned, builderF64(-1.0)));
    }

    if (auto select = dyn_cast<arith::SelectOp>(def))
      return raiseSelect(select, type);
    return nullptr;
  }

private:
  /// One term of a bias sum (readBiasSum): structure when `mask` is set,
  /// else `operand`, an input of the generic `sum`, added densely.
  struct BiasTerm {
    linalg::LinalgOp sum;
    OpOperand *operand;
    std::optional<StructuredMask> mask;
  };

  /// Whether `bias`, of the scores' shape, is computed by an element-wise
  /// op that only broadcasts its inputs, adds them and fills them where a
  /// structured condition hides keys (Falcon's ALiBi under its causal and
  /// padding mask), none transposed; fills `terms` with them. The inputs
  /// that stay dense (Swin's relative bias and its shifted windows' mask)
  /// must hold fewer elements together than the bias they replace, so that
  /// adding the terms one by one reads less than the sum would.
  bool readBiasSum(Value bias, RankedTensorType type,
                   SmallVectorImpl<BiasTerm> &terms) {
    auto sum = bias.getDefiningOp<linalg::LinalgOp>();
    if (!sum || !isElementwise(sum) || tensorType(bias).getShape() != shape ||
        !tensorType(bias).hasStaticShape())
      return false;
    SmallVector<Value> pending = {yieldedValue(sum)};
    int64_t denseElements = 0;
    while (!pending.empty()) {
      Value v = pending.pop_back_val();
      if (auto add = v.getDefiningOp<arith::AddFOp>();
          add && add->getBlock() == sum.getBlock()) {
        pending.push_back(add.getRhs());
        pending.push_back(add.getLhs());
        continue;
      }
      // A term filled with -inf or the lowest value where a structured
      // condition hides the key: the structure, then the term.
      if (auto select = v.getDefiningOp<arith::SelectOp>();
          select && select->getBlock() == sum.getBlock()) {
        Type elementType = select.getType();
        auto isFill = [&](Value arm) {
          std::optional<double> c = getBodyConstant(sum, arm);
          return c && isMinusInfOrLowest(*c, elementType);
        };
        bool visibleWhenTrue = isFill(select.getFalseValue());
        if (!visibleWhenTrue && !isFill(select.getTrueValue()))
          return false;
        std::optional<StructuredMask> mask = readStructuredCondition(
            sum, select.getCondition(), visibleWhenTrue);
        if (!mask || !isExpressible(*mask, type))
          return false;
        terms.push_back(BiasTerm{sum, nullptr, std::move(mask)});
        pending.push_back(visibleWhenTrue ? select.getTrueValue()
                                          : select.getFalseValue());
        continue;
      }
      // What a fill keeps may be 0 (a padding bias summed in the same body).
      if (std::optional<double> c = getBodyConstant(sum, v); c && *c == 0.0)
        continue;
      OpOperand *input = inputOf(sum, v);
      auto inputType = input
                           ? dyn_cast<RankedTensorType>(input->get().getType())
                           : RankedTensorType();
      if (!inputType || !inputType.hasStaticShape())
        return false;
      BiasTerm term{sum, input, std::nullopt};
      if (std::optional<StructuredMask> mask = readStructuredBias(sum, input);
          mask && isExpressible(*mask, type)) {
        term.mask = std::move(mask);
      } else {
        if (!alignBroadcastOperand(nullptr, loc, input->get(),
                                   sum.getMatchingIndexingMap(input)))
          return false;
        denseElements += inputType.getNumElements();
      }
      terms.push_back(std::move(term));
    }
    return denseElements < tensorType(bias).getNumElements();
  }

  /// select(m, x, -inf) -> attn.mask; select on a structured condition
  /// (index bounds and padding, inline or from generator tensors) ->
  /// attn.causal_mask and key-padding attn.mask (RaiseMasks.h).
  Value raiseSelect(arith::SelectOp select, RankedTensorType type) {
    int64_t rank = type.getRank();
    // Which arm is x and which the "hidden" constant.
    bool xWhenTrue = true;
    auto hidden = getBodyConstant(op, select.getFalseValue());
    if (!hidden || !isMinusInfOrLowest(*hidden, type.getElementType())) {
      xWhenTrue = false;
      hidden = getBodyConstant(op, select.getTrueValue());
      if (!hidden || !isMinusInfOrLowest(*hidden, type.getElementType()))
        return nullptr;
    }
    Value xArm = xWhenTrue ? select.getTrueValue() : select.getFalseValue();

    // Index bounds (causal with any diagonal, sliding windows), padding
    // masks and their combinations; a lone padding mask is the plain
    // boolean mask below.
    if (rank >= 2)
      if (std::optional<StructuredMask> mask =
              readStructuredCondition(op, select.getCondition(), xWhenTrue);
          mask && mask->hasStructure() && isExpressible(*mask, type)) {
        Value x = raise(xArm);
        if (!x || !rewriter)
          return x;
        return applyStructuredMask(*rewriter, loc, x, *mask);
      }

    Value cond = select.getCondition();
    // A boolean mask: an i1 input, or a condition computed element-wise
    // from one input (`mask != 0` on an integer mask, fused into the body).
    SmallVector<Operation *> condOps;
    OpOperand *mask = nullptr;
    llvm::SmallPtrSet<Operation *, 8> visited;
    if (!collectCondition(cond, mask, condOps, visited) || !mask ||
        !isa<RankedTensorType>(mask->get().getType()))
      return nullptr;
    AffineMap map = op.getMatchingIndexingMap(mask);
    if (!alignBroadcastOperand(nullptr, loc, mask->get(), map))
      return nullptr;
    Value x = raise(xArm);
    if (!x || !rewriter)
      return x;
    // attn.mask keeps x where the mask is true; masked_fill(m, -inf) keeps
    // it where m is false, so it gets the negated mask.
    Value boolMask = mask->get();
    if (!condOps.empty() || !xWhenTrue)
      boolMask = materializeCondition(mask, condOps, cond, !xWhenTrue);
    return MaskOp::create(*rewriter, loc, x,
                          alignBroadcastOperand(rewriter, loc, boolMask, map));
  }

  /// Collects, in order, the pure arith ops of the body that compute `v`
  /// from a single input (set in `source`) and constants.
  bool collectCondition(Value v, OpOperand *&source,
                        SmallVectorImpl<Operation *> &ops,
                        llvm::SmallPtrSetImpl<Operation *> &visited) {
    if (OpOperand *input = inputOf(op, v)) {
      if (source && source != input)
        return false;
      source = input;
      return true;
    }
    Operation *def = v.getDefiningOp();
    if (!def)
      return false;
    if (def->getBlock() != op.getBlock())
      return matchPattern(v, m_Constant());
    if (!isa<arith::ArithDialect>(def->getDialect()) || !isPure(def))
      return false;
    if (!visited.insert(def).second)
      return true;
    for (Value operand : def->getOperands())
      if (!collectCondition(operand, source, ops, visited))
        return false;
    ops.push_back(def);
    return true;
  }

  /// The i1 tensor of `cond` (computed by `ops` from `source`'s elements),
  /// negated if asked, as a linalg.generic over `source`'s shape.
  Value materializeCondition(OpOperand *source, ArrayRef<Operation *> ops,
                             Value cond, bool negate) {
    Value input = source->get();
    auto type = tensorType(input);
    Value init = tensor::EmptyOp::create(
        *rewriter, loc, tensor::getMixedSizes(*rewriter, loc, input),
        rewriter->getI1Type());
    AffineMap id = rewriter->getMultiDimIdentityMap(type.getRank());
    SmallVector<utils::IteratorType> iterators(type.getRank(),
                                               utils::IteratorType::parallel);
    Value arg = op.getMatchingBlockArgument(source);
    auto generic = linalg::GenericOp::create(
        *rewriter, loc, TypeRange{init.getType()}, ValueRange{input},
        ValueRange{init}, ArrayRef<AffineMap>{id, id}, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          IRMapping mapping;
          mapping.map(arg, args[0]);
          for (Operation *condOp : ops)
            b.clone(*condOp, mapping);
          Value result = mapping.lookupOrDefault(cond);
          if (negate)
            result = arith::XOrIOp::create(
                b, l, result,
                arith::ConstantOp::create(b, l, b.getBoolAttr(true)));
          linalg::YieldOp::create(b, l, result);
        });
    return generic->getResult(0);
  }

  Value align(OpOperand *operand) {
    return alignBroadcastOperand(rewriter, loc, operand->get(),
                                 op.getMatchingIndexingMap(operand));
  }

  FloatAttr builderF64(double value) {
    return FloatAttr::get(Float64Type::get(op.getContext()), value);
  }

  template <typename OpTy, typename... Args> Value make(Args &&...args) {
    if (!rewriter)
      return op->getResult(0);
    return OpTy::create(*rewriter, loc, std::forward<Args>(args)...);
  }

  linalg::LinalgOp op;
  PatternRewriter *rewriter;
  Location loc;
  ArrayRef<int64_t> shape;
};
} // namespace

namespace {
struct RaiseElementwise : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op))
      return failure();
    Value result = op->getResult(0);
    auto resultType = cast<RankedTensorType>(result.getType());
    if (!isa<FloatType>(resultType.getElementType()))
      return failure();
    Value yielded = yieldedValue(op);
    Value raised = raiseCopy(op, yielded, resultType, rewriter);
    if (!raised) {
      // A body that is a composition of pieces (IREE fuses the scale and
      // the mask into one generic) becomes a sequence of attn ops. A dry
      // run first, so that a failing match leaves the IR untouched.
      Operation *def = yielded.getDefiningOp();
      if (!def || def->getBlock() != op.getBlock() ||
          !BodyRaiser(op, nullptr).raise(yielded))
        return failure();
      raised = BodyRaiser(op, &rewriter).raise(yielded);
    }
    rewriter.replaceOp(op, raised);
    return success();
  }

private:
  /// The permutation of a copy from `input` whose result dim k is input dim
  /// perm[k], or nothing when its map is no permutation. A linalg.transpose
  /// says its own; asking for its input's indexing map would build all of
  /// its maps.
  static std::optional<SmallVector<int64_t>>
  getCopyPermutation(linalg::LinalgOp op, OpOperand *input) {
    if (auto transpose = dyn_cast<linalg::TransposeOp>(op.getOperation()))
      return llvm::to_vector(transpose.getPermutation());
    AffineMap map = op.getMatchingIndexingMap(input);
    if (!map.isPermutation())
      return std::nullopt;
    // Result dim k is input dim m where the map sends loop k to m.
    SmallVector<int64_t> perm(map.getNumResults());
    for (auto [m, expr] : llvm::enumerate(map.getResults()))
      perm[cast<AffineDimExpr>(expr).getPosition()] = m;
    return perm;
  }

  /// Copies that permute (-> attn.transpose) or repeat a unit heads dim
  /// (-> attn.expand_heads, multi-query attention).
  Value raiseCopy(linalg::LinalgOp op, Value yielded,
                  RankedTensorType resultType,
                  PatternRewriter &rewriter) const {
    OpOperand *input = inputOf(op, yielded);
    if (!input || getNumInputs(op) != 1)
      return nullptr;
    auto inputType = dyn_cast<RankedTensorType>(input->get().getType());
    if (!inputType || inputType.getElementType() != resultType.getElementType())
      return nullptr;
    Location loc = op.getLoc();
    if (std::optional<SmallVector<int64_t>> perm =
            getCopyPermutation(op, input)) {
      // A plain copy, as a causal mask over one query and one key folds
      // to: the value itself.
      if (llvm::equal(*perm, llvm::seq<int64_t>(0, perm->size())))
        return inputType == resultType ? input->get() : nullptr;
      return TransposeOp::create(rewriter, loc, resultType, input->get(),
                                 rewriter.getDenseI64ArrayAttr(*perm));
    }
    AffineMap map = op.getMatchingIndexingMap(input);
    // [B, 1, N, d] -> [B, H, N, d] by a constant-0 heads index, or
    // [B, N, d] -> [B, H, N, d] by dropping the heads loop.
    int64_t heads = resultType.getRank() == 4 ? resultType.getDimSize(1)
                                              : ShapedType::kDynamic;
    if (ShapedType::isDynamic(heads))
      return nullptr;
    MLIRContext *ctx = op.getContext();
    auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
    AffineMap unitHeads = AffineMap::get(
        4, 0, {d(0), getAffineConstantExpr(0, ctx), d(2), d(3)}, ctx);
    AffineMap noHeads = AffineMap::get(4, 0, {d(0), d(2), d(3)}, ctx);
    Value source = input->get();
    if (map == noHeads) {
      SmallVector<int64_t> shape(inputType.getShape());
      shape.insert(shape.begin() + 1, 1);
      source = tensor::ExpandShapeOp::create(
          rewriter, loc,
          RankedTensorType::get(shape, inputType.getElementType()), source,
          SmallVector<ReassociationIndices>{{0, 1}, {2}, {3}});
    } else if (map != unitHeads) {
      return nullptr;
    }
    return ExpandHeadsOp::create(rewriter, loc, resultType, source,
                                 rewriter.getI64IntegerAttr(heads));
  }
};
} // namespace

void mlir::attn::populateRaiseElementwisePatterns(RewritePatternSet &patterns) {
  patterns.add<RaiseElementwise>(patterns.getContext());
}
