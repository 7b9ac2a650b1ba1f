//===- Raise.cpp - raise linalg attention pieces to attn ops --------------===//
//
// Part of attn-opt. The attn-raise patterns: each recognizes one piece of an
// attention graph as frameworks lower it to linalg on tensors and rewrites it
// into the attn op with the same semantics.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "attn/Transforms/Fusion.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Conversion/TosaToArith/TosaToArith.h"
#include "mlir/Conversion/TosaToLinalg/TosaToLinalg.h"
#include "mlir/Conversion/TosaToTensor/TosaToTensor.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/SmallVectorExtras.h"

#include <cmath>
#include <deque>

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNRAISE
#include "attn/Transforms/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// An element-wise linalg op on tensors: one result, every loop parallel, an
/// identity output map, and a body that does not read the output.
static bool isElementwise(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumParallelLoops() != op.getNumLoops())
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  return op.getMatchingIndexingMap(init).isIdentity() &&
         !op.payloadUsesValueFromOperand(init);
}

static Value yieldedValue(linalg::LinalgOp op) {
  return op.getBlock()->getTerminator()->getOperand(0);
}

/// The input operand whose block argument `v` is, or null.
static OpOperand *inputOf(linalg::LinalgOp op, Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner() != op.getBlock() ||
      arg.getArgNumber() >= op.getNumDpsInputs())
    return nullptr;
  return op.getDpsInputOperand(arg.getArgNumber());
}

/// The value of a body value of `op` that is a float constant: defined in or
/// captured by the body, or read from a constant input, possibly converted
/// by extf/truncf.
static std::optional<double> getBodyConstant(linalg::LinalgOp op, Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return getBodyConstant(op, ext.getIn());
  if (auto trunc = v.getDefiningOp<arith::TruncFOp>()) {
    // The narrowed constant is what the body computes with.
    auto wide = getBodyConstant(op, trunc.getIn());
    if (!wide)
      return std::nullopt;
    APFloat narrow(*wide);
    bool losesInfo;
    narrow.convert(cast<FloatType>(trunc.getType()).getFloatSemantics(),
                   APFloat::rmNearestTiesToEven, &losesInfo);
    return narrow.convertToDouble();
  }
  if (OpOperand *input = inputOf(op, v))
    return splatFloat(input->get());
  return splatFloat(v);
}

/// Whether `value` is -inf or the lowest finite value of `type`, the two
/// values frameworks use for "this key takes no part".
static bool isMinusInfOrLowest(double value, Type type) {
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType)
    return false;
  if (std::isinf(value) && value < 0)
    return true;
  return value == APFloat::getLargest(floatType.getFloatSemantics(),
                                      /*Negative=*/true)
                      .convertToDouble();
}

/// Whether `map`, over `rank` loops, reads a row reduced along `dim`: it
/// drops `dim` or has a constant 0 there, and is the identity elsewhere.
static bool isRowMapOf(AffineMap map, int64_t rank, int64_t dim) {
  if (map.getNumDims() != rank || map.getNumSymbols() != 0)
    return false;
  MLIRContext *ctx = map.getContext();
  SmallVector<AffineExpr> dropped, unit;
  for (int64_t i = 0; i < rank; ++i) {
    if (i != dim)
      dropped.push_back(getAffineDimExpr(i, ctx));
    unit.push_back(i == dim ? getAffineConstantExpr(0, ctx)
                            : getAffineDimExpr(i, ctx));
  }
  return map == AffineMap::get(rank, 0, dropped, ctx) ||
         map == AffineMap::get(rank, 0, unit, ctx);
}

static RankedTensorType tensorType(Value v) {
  return cast<RankedTensorType>(v.getType());
}

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
  if (dims.empty() || llvm::is_contained(dims, -1))
    return nullptr;
  // Each operand dim k takes the unit dims before it (and the last one the
  // unit dims after it) into its reassociation group.
  SmallVector<int64_t> target(rank, 1);
  SmallVector<ReassociationIndices> groups;
  int64_t next = 0;
  for (auto [k, d] : llvm::enumerate(dims)) {
    target[d] = shape[k];
    ReassociationIndices group;
    for (; next <= d; ++next)
      group.push_back(next);
    groups.push_back(group);
  }
  for (; next < rank; ++next)
    groups.back().push_back(next);
  if (!rewriter)
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
        Value aligned = align(bias);
        if (widened)
          aligned = make<CastOp>(
              tensorType(aligned).clone(type.getElementType()), aligned);
        return make<AddOp>(x, aligned);
      }
      // x + y with both at the result's own index is no bias; y may still
      // be a full-size bias tensor.
      OpOperand *bias = inputOf(op, def->getOperand(1));
      if (bias && isa<RankedTensorType>(bias->get().getType()) &&
          tensorType(bias->get()) == type && !splatFloat(bias->get()) &&
          op.getMatchingIndexingMap(bias).isIdentity()) {
        Value x = raise(def->getOperand(0));
        return x ? make<AddOp>(x, bias->get()) : nullptr;
      }
      return nullptr;
    }

    if (auto select = dyn_cast<arith::SelectOp>(def))
      return raiseSelect(select, type);
    return nullptr;
  }

private:
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
  /// Copies that permute (-> attn.transpose) or repeat a unit heads dim
  /// (-> attn.expand_heads, multi-query attention).
  Value raiseCopy(linalg::LinalgOp op, Value yielded,
                  RankedTensorType resultType,
                  PatternRewriter &rewriter) const {
    OpOperand *input = inputOf(op, yielded);
    if (!input || op.getNumDpsInputs() != 1)
      return nullptr;
    auto inputType = dyn_cast<RankedTensorType>(input->get().getType());
    if (!inputType || inputType.getElementType() != resultType.getElementType())
      return nullptr;
    AffineMap map = op.getMatchingIndexingMap(input);
    Location loc = op.getLoc();
    if (map.isPermutation()) {
      // A plain copy, as a causal mask over one query and one key folds
      // to: the value itself.
      if (map.isIdentity())
        return inputType == resultType ? input->get() : nullptr;
      // Result dim k is input dim m where the map sends loop k to m.
      SmallVector<int64_t> perm(map.getNumResults());
      for (auto [m, expr] : llvm::enumerate(map.getResults()))
        perm[cast<AffineDimExpr>(expr).getPosition()] = m;
      return TransposeOp::create(rewriter, loc, resultType, input->get(),
                                 rewriter.getDenseI64ArrayAttr(perm));
    }
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

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

/// Whether `v` is a tensor of zeros: a fill with 0 or a zero splat.
static bool isZeroTensor(Value v) {
  auto value = splatFloat(v);
  return value && *value == 0.0;
}

namespace {
/// A contraction `out[b..., m, n] = sum_k lhs[.., m, k] * rhs[.., k, n]`
/// into zeros, with operands in any dim order -> attn.matmul.
struct RaiseContraction : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
        op.getNumReductionLoops() != 1 ||
        op.getNumParallelLoops() + 1 != op.getNumLoops())
      return failure();
    OpOperand *lhs = op.getDpsInputOperand(0), *rhs = op.getDpsInputOperand(1);
    OpOperand *init = op.getDpsInitOperand(0);
    auto lhsType = dyn_cast<RankedTensorType>(lhs->get().getType());
    auto rhsType = dyn_cast<RankedTensorType>(rhs->get().getType());
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    if (!lhsType || !rhsType ||
        lhsType.getElementType() != rhsType.getElementType() ||
        !isa<FloatType>(resultType.getElementType()) ||
        !isa<FloatType>(lhsType.getElementType()) ||
        !isZeroTensor(init->get()) || !isMulAddBody(op, lhsType, resultType))
      return failure();

    // Classify the loops by the operands that index them.
    AffineMap lhsMap = op.getMatchingIndexingMap(lhs);
    AffineMap rhsMap = op.getMatchingIndexingMap(rhs);
    AffineMap outMap = op.getMatchingIndexingMap(init);
    if (!lhsMap.isProjectedPermutation() || !rhsMap.isProjectedPermutation() ||
        !outMap.isProjectedPermutation())
      return failure();
    auto positions = [](AffineMap map) {
      SmallVector<int64_t> dims;
      for (AffineExpr e : map.getResults())
        dims.push_back(cast<AffineDimExpr>(e).getPosition());
      return dims;
    };
    SmallVector<int64_t> lhsDims = positions(lhsMap),
                         rhsDims = positions(rhsMap),
                         outDims = positions(outMap);
    int64_t rank = outDims.size();
    if (rank < 2)
      return failure();
    // m and n are read by one operand each, k by both but not the result,
    // the batch dims by both or, broadcast through a map that omits them
    // (einsum's `bhqd,bkd->bhqk` for MQA), by one. Of the result dims only
    // one operand reads, the last is m (or n): matmul dims trail.
    int64_t m = -1, n = -1, k = -1;
    SmallVector<int64_t> lhsOnly, rhsOnly;
    for (int64_t d : outDims) {
      bool inLhs = llvm::is_contained(lhsDims, d);
      bool inRhs = llvm::is_contained(rhsDims, d);
      if (!inLhs && !inRhs)
        return failure();
      if (inLhs != inRhs)
        (inLhs ? lhsOnly : rhsOnly).push_back(d);
    }
    if (lhsOnly.empty() || rhsOnly.empty())
      return failure();
    m = lhsOnly.back();
    n = rhsOnly.back();
    SmallVector<int64_t> batch;
    for (int64_t d : outDims)
      if (d != m && d != n)
        batch.push_back(d);
    for (int64_t d : lhsDims)
      if (!llvm::is_contained(outDims, d))
        k = d;
    if (k < 0 || !llvm::is_contained(rhsDims, k) ||
        op.getIteratorTypesArray()[k] != utils::IteratorType::reduction)
      return failure();

    Location loc = op.getLoc();
    // Brings an operand whose dims are the loop dims `dims` to the order
    // `order`: a transpose of the dims it has, then unit dims where it
    // omits a batch dim, so that attn.matmul broadcasts it there.
    auto permuteTo = [&](Value v, ArrayRef<int64_t> dims,
                         ArrayRef<int64_t> order) -> Value {
      SmallVector<int64_t> present, perm;
      for (int64_t d : order)
        if (llvm::is_contained(dims, d)) {
          present.push_back(d);
          perm.push_back(llvm::find(dims, d) - dims.begin());
        }
      auto type = tensorType(v);
      SmallVector<int64_t> shape;
      for (int64_t p : perm)
        shape.push_back(type.getDimSize(p));
      if (!llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())))
        v = TransposeOp::create(
            rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
            v, rewriter.getDenseI64ArrayAttr(perm));
      if (present.size() == order.size())
        return v;
      // Each unit dim joins the group of the next dim the operand has, or
      // of the last one at the end.
      SmallVector<ReassociationIndices> groups;
      SmallVector<int64_t> expandedShape;
      ReassociationIndices pending;
      for (auto [i, d] : llvm::enumerate(order)) {
        pending.push_back(i);
        bool has = llvm::is_contained(present, d);
        expandedShape.push_back(has ? shape[groups.size()] : 1);
        if (has) {
          groups.push_back(pending);
          pending.clear();
        }
      }
      llvm::append_range(groups.back(), pending);
      return tensor::ExpandShapeOp::create(
          rewriter, loc,
          RankedTensorType::get(expandedShape, type.getElementType()), v,
          groups);
    };
    SmallVector<int64_t> lhsOrder(batch), plainOrder(batch), transOrder(batch);
    lhsOrder.append({m, k});
    plainOrder.append({k, n});
    transOrder.append({n, k});
    Value newLhs = permuteTo(lhs->get(), lhsDims, lhsOrder);
    // Plain when K already comes as [batch..., k, n] (less what it omits).
    auto rhsPlain = llvm::filter_to_vector(
        plainOrder, [&](int64_t d) { return llvm::is_contained(rhsDims, d); });
    bool transposeB = !llvm::equal(rhsDims, rhsPlain);
    Value newRhs =
        permuteTo(rhs->get(), rhsDims, transposeB ? transOrder : plainOrder);
    // The product comes out as [batch..., m, n]; a result in another order
    // (an einsum writing BSHD directly) is a transpose of it.
    SmallVector<int64_t> productOrder(batch);
    productOrder.append({m, n});
    SmallVector<int64_t> productShape;
    for (int64_t d : productOrder)
      productShape.push_back(
          resultType.getDimSize(llvm::find(outDims, d) - outDims.begin()));
    Value product = MatmulOp::create(
        rewriter, loc, resultType.clone(productShape), newLhs, newRhs,
        transposeB ? rewriter.getUnitAttr() : UnitAttr());
    rewriter.replaceOp(op, permuteTo(product, productOrder, outDims));
    return success();
  }

private:
  /// The body is `out + a * b` (either order), `a` and `b` the two inputs,
  /// each extended to the result type when that is wider.
  static bool isMulAddBody(linalg::LinalgOp op, RankedTensorType operandType,
                           RankedTensorType resultType) {
    bool widen = operandType.getElementType() != resultType.getElementType();
    auto add = yieldedValue(op).getDefiningOp<arith::AddFOp>();
    if (!add)
      return false;
    Value outArg = op.getRegionOutputArgs()[0];
    Value product = add.getLhs() == outArg   ? add.getRhs()
                    : add.getRhs() == outArg ? add.getLhs()
                                             : Value();
    auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
    if (!mul)
      return false;
    auto inputArg = [&](Value v) -> int64_t {
      if (widen) {
        auto ext = v.getDefiningOp<arith::ExtFOp>();
        if (!ext)
          return -1;
        v = ext.getIn();
      }
      OpOperand *input = inputOf(op, v);
      return input ? static_cast<int64_t>(input->getOperandNumber()) : -1;
    };
    int64_t a = inputArg(mul.getLhs()), b = inputArg(mul.getRhs());
    return a >= 0 && b >= 0 && a != b;
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// GQA head repeat: expand_shape + broadcast + collapse_shape
//===----------------------------------------------------------------------===//

namespace {
/// collapse(broadcast(x, new dim h+1), [h, h+1]) on rank 5 is repeat_kv:
/// attn.expand_heads when the heads are dim 1 (BHSD), wrapped in transposes
/// when they are dim 2 (BSHD).
struct RaiseHeadRepeat : OpRewritePattern<tensor::CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::CollapseShapeOp collapse,
                                PatternRewriter &rewriter) const override {
    RankedTensorType resultType = collapse.getResultType();
    if (collapse.getSrcType().getRank() != 5 || resultType.getRank() != 4 ||
        !isa<FloatType>(resultType.getElementType()))
      return failure();
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    int64_t h = -1;
    for (auto [i, group] : llvm::enumerate(groups))
      if (group.size() == 2)
        h = group[0];
    if (h != 1 && h != 2)
      return failure();

    auto bcast = collapse.getSrc().getDefiningOp<linalg::LinalgOp>();
    if (!bcast || !isElementwise(bcast) || bcast.getNumDpsInputs() != 1)
      return failure();
    OpOperand *input = bcast.getDpsInputOperand(0);
    if (yieldedValue(bcast) != bcast.getMatchingBlockArgument(input))
      return failure();
    int64_t factor = collapse.getSrcType().getDimSize(h + 1);
    if (ShapedType::isDynamic(factor))
      return failure();

    MLIRContext *ctx = getContext();
    SmallVector<AffineExpr> dropped, unit;
    for (int64_t i = 0; i < 5; ++i) {
      if (i != h + 1)
        dropped.push_back(getAffineDimExpr(i, ctx));
      unit.push_back(i == h + 1 ? getAffineConstantExpr(0, ctx)
                                : getAffineDimExpr(i, ctx));
    }
    AffineMap map = bcast.getMatchingIndexingMap(input);
    Value source = input->get();
    Location loc = collapse.getLoc();
    if (map == AffineMap::get(5, 0, unit, ctx)) {
      // The unit dim came from an expand_shape (the framework's unsqueeze)
      // or is collapsed away here.
      auto expand = source.getDefiningOp<tensor::ExpandShapeOp>();
      if (expand && expand.getSrcType().getRank() == 4 &&
          expand.getReassociationIndices() == groups)
        source = expand.getSrc();
      else
        source = tensor::CollapseShapeOp::create(rewriter, loc, source, groups);
    } else if (map != AffineMap::get(5, 0, dropped, ctx)) {
      return failure();
    }

    auto headsFirst = [&](Value v) -> Value {
      auto type = tensorType(v);
      SmallVector<int64_t> shape = {type.getDimSize(0), type.getDimSize(2),
                                    type.getDimSize(1), type.getDimSize(3)};
      return TransposeOp::create(
          rewriter, loc, RankedTensorType::get(shape, type.getElementType()), v,
          rewriter.getDenseI64ArrayAttr({0, 2, 1, 3}));
    };
    if (h == 2)
      source = headsFirst(source);
    auto sourceType = tensorType(source);
    SmallVector<int64_t> shape(sourceType.getShape());
    if (!ShapedType::isDynamic(shape[1]))
      shape[1] *= factor;
    Value expanded = ExpandHeadsOp::create(
        rewriter, loc,
        RankedTensorType::get(shape, sourceType.getElementType()), source,
        rewriter.getI64IntegerAttr(factor));
    if (h == 2)
      expanded = headsFirst(expanded);
    if (expanded.getType() != resultType)
      return failure();
    rewriter.replaceOp(collapse, expanded);
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Softmax
//===----------------------------------------------------------------------===//

namespace {
/// linalg.softmax -> attn.softmax.
struct RaiseNamedSoftmax : OpRewritePattern<linalg::SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getInput().getType());
    if (!type || op->getNumResults() != 1 ||
        op->getResult(0).getType() != type ||
        !isa<FloatType>(type.getElementType()))
      return failure();
    rewriter.replaceOpWithNewOp<SoftmaxOp>(op, op.getInput(),
                                           op.getDimension());
    return success();
  }
};

/// An expression over whole tensors read from a decomposed softmax.
struct SmNode {
  enum Kind { Leaf, Const, Exp, Sub, Div, Mul, Ext, Trunc, Max, Sum } kind;
  Value leaf;
  double value = 0;
  Type type;
  SmallVector<SmNode *, 2> operands;
};

/// Reads the linalg ops behind a tensor as an SmNode expression, with
/// tensors either "full" (the softmax's shape) or "rows" (reduced along
/// `dim`, keeping it as a unit dim or dropping it).
class SoftmaxReader {
public:
  SoftmaxReader(int64_t rank, int64_t dim) : rank(rank), dim(dim) {}

  SmNode *readTensor(Value t, bool row, int depth = 0) {
    if (depth > 24)
      return nullptr;
    auto type = dyn_cast<RankedTensorType>(t.getType());
    if (!type || (!row && type.getRank() != rank))
      return nullptr;
    if (row) {
      if (type.getRank() != rank && type.getRank() != rank - 1)
        return nullptr;
      if (type.getRank() == rank && type.getDimSize(dim) != 1)
        return nullptr;
      // keepdim and non-keepdim rows convert into each other by reshapes
      // that add or drop the unit dim `dim` and nothing else.
      if (auto expand = t.getDefiningOp<tensor::ExpandShapeOp>())
        return addsOrDropsDim(expand.getReassociationIndices())
                   ? readTensor(expand.getSrc(), true, depth + 1)
                   : nullptr;
      if (auto collapse = t.getDefiningOp<tensor::CollapseShapeOp>())
        return addsOrDropsDim(collapse.getReassociationIndices())
                   ? readTensor(collapse.getSrc(), true, depth + 1)
                   : nullptr;
    }
    auto op = t.getDefiningOp<linalg::LinalgOp>();
    if (row && op && op.hasPureTensorSemantics() &&
        cast<OpResult>(t).getResultNumber() == 0 && isMaxWithUnusedArgmax(op))
      return readReduction(op, depth + 1);
    if (!op || !op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
        op.getNumDpsInits() != 1)
      return row ? nullptr : make(SmNode::Leaf, t);
    if (isElementwise(op))
      return readBody(op, yieldedValue(op), row, depth + 1);
    if (row)
      return readReduction(op, depth + 1);
    return make(SmNode::Leaf, t);
  }

  static bool equal(const SmNode *a, const SmNode *b) {
    if (a->kind != b->kind || a->operands.size() != b->operands.size())
      return false;
    if (a->kind == SmNode::Leaf)
      return a->leaf == b->leaf;
    if (a->kind == SmNode::Const)
      return a->value == b->value;
    if (a->type != b->type)
      return false;
    for (auto [x, y] : llvm::zip(a->operands, b->operands))
      if (!equal(x, y))
        return false;
    return true;
  }

private:
  SmNode *make(SmNode::Kind kind, Value leaf = nullptr,
               ArrayRef<SmNode *> operands = {}) {
    nodes.push_back(SmNode{kind, leaf, 0, Type(), {}});
    nodes.back().operands.assign(operands.begin(), operands.end());
    return &nodes.back();
  }

  /// torch-mlir's max of softmax (aten.max.dim): one reduction yielding the
  /// max and its index. Only the max is read (readReduction checks it is
  /// computed from the input alone); the index must be unused, so that the
  /// reduction dies once the softmax is raised instead of keeping a second
  /// reader of the scores.
  static bool isMaxWithUnusedArgmax(linalg::LinalgOp op) {
    if (op->getNumResults() != 2 || op.getNumDpsInits() != 2 ||
        !op->getResult(1).use_empty())
      return false;
    auto yield = op.getBlock()->getTerminator();
    return !isa<BlockArgument>(yield->getOperand(0)) &&
           isa<arith::MaximumFOp, arith::MaxNumFOp, arith::SelectOp>(
               yield->getOperand(0).getDefiningOp());
  }

  /// A max- or sum-reduction along `dim` of a full tensor into a row (a
  /// max-and-argmax reduction is read through its first result).
  SmNode *readReduction(linalg::LinalgOp op, int depth) {
    if (op.getNumLoops() != rank || op.getNumDpsInputs() != 1 ||
        op.getNumReductionLoops() != 1 ||
        op.getIteratorTypesArray()[dim] != utils::IteratorType::reduction)
      return nullptr;
    OpOperand *input = op.getDpsInputOperand(0);
    OpOperand *init = op.getDpsInitOperand(0);
    if (!op.getMatchingIndexingMap(input).isIdentity() ||
        !isRowMap(op.getMatchingIndexingMap(init)))
      return nullptr;
    auto start = splatFloat(init->get());
    if (!start)
      return nullptr;
    auto combine = yieldedValue(op).getDefiningOp();
    if (!combine)
      return nullptr;
    Value acc = op.getRegionOutputArgs()[0];
    // The operand that is not the accumulator.
    auto other = [&](Value a, Value b) -> Value {
      return a == acc ? b : b == acc ? a : Value();
    };
    SmNode::Kind kind;
    Value element;
    if (isa<arith::MaximumFOp, arith::MaxNumFOp>(combine)) {
      kind = SmNode::Max;
      element = other(combine->getOperand(0), combine->getOperand(1));
    } else if (isa<arith::AddFOp>(combine)) {
      kind = SmNode::Sum;
      element = other(combine->getOperand(0), combine->getOperand(1));
    } else if (auto select = dyn_cast<arith::SelectOp>(combine)) {
      // select(a > acc, a, acc)
      auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
      if (!cmp || select.getFalseValue() != acc ||
          cmp.getLhs() != select.getTrueValue() || cmp.getRhs() != acc ||
          (cmp.getPredicate() != arith::CmpFPredicate::OGT &&
           cmp.getPredicate() != arith::CmpFPredicate::OGE))
        return nullptr;
      kind = SmNode::Max;
      element = select.getTrueValue();
    } else {
      return nullptr;
    }
    if (!element)
      return nullptr;
    Type elementType = acc.getType();
    if (kind == SmNode::Max ? !isMinusInfOrLowest(*start, elementType)
                            : *start != 0.0)
      return nullptr;
    SmNode *body = readBody(op, element, /*row=*/false, depth);
    return body ? make(kind, nullptr, {body}) : nullptr;
  }

  /// Whether a reshape between rank `rank` and `rank - 1` with these groups
  /// (over the rank-`rank` side) only adds or drops dim `dim`.
  bool addsOrDropsDim(ArrayRef<ReassociationIndices> groups) const {
    int64_t next = 0;
    for (const ReassociationIndices &group : groups) {
      SmallVector<int64_t> kept;
      for (int64_t d : group)
        if (d != dim)
          kept.push_back(d);
      if (kept.size() != 1 || kept[0] != next + (next >= dim ? 1 : 0))
        return false;
      ++next;
    }
    return next == rank - 1;
  }

  bool isRowMap(AffineMap map) const { return isRowMapOf(map, rank, dim); }

  SmNode *readBody(linalg::LinalgOp op, Value v, bool row, int depth) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      OpOperand *input = inputOf(op, v);
      if (!input)
        return nullptr;
      if (!isa<RankedTensorType>(input->get().getType())) {
        auto c = splatFloat(input->get());
        return c ? makeConst(*c) : nullptr;
      }
      AffineMap map = op.getMatchingIndexingMap(input);
      if (map.isIdentity())
        return readTensor(input->get(), row, depth + 1);
      if (!row && isRowMap(map))
        return readTensor(input->get(), true, depth + 1);
      return nullptr;
    }
    Operation *def = v.getDefiningOp();
    if (!def)
      return nullptr;
    FloatAttr cst;
    if (matchPattern(v, m_Constant(&cst)))
      return makeConst(cst.getValueAsDouble());
    if (def->getBlock() != op.getBlock())
      return nullptr;
    auto child = [&](unsigned i) {
      return readBody(op, def->getOperand(i), row, depth + 1);
    };
    SmNode::Kind kind;
    if (isa<math::ExpOp>(def))
      kind = SmNode::Exp;
    else if (isa<arith::SubFOp>(def))
      kind = SmNode::Sub;
    else if (isa<arith::DivFOp>(def))
      kind = SmNode::Div;
    else if (isa<arith::MulFOp>(def))
      kind = SmNode::Mul;
    else if (isa<arith::ExtFOp>(def))
      kind = SmNode::Ext;
    else if (isa<arith::TruncFOp>(def))
      kind = SmNode::Trunc;
    else
      return nullptr;
    SmallVector<SmNode *, 2> operands;
    for (unsigned i = 0, e = def->getNumOperands(); i < e; ++i) {
      SmNode *node = child(i);
      if (!node)
        return nullptr;
      operands.push_back(node);
    }
    SmNode *node = make(kind, nullptr, operands);
    node->type = v.getType();
    return node;
  }

  SmNode *makeConst(double value) {
    SmNode *node = make(SmNode::Const);
    node->value = value;
    return node;
  }

  int64_t rank, dim;
  std::deque<SmNode> nodes;
};

/// The element-wise linalg op on tensors that computes `v`, if any.
static linalg::LinalgOp elementwiseProducer(Value v) {
  auto op = v.getDefiningOp<linalg::LinalgOp>();
  return op && op.hasPureTensorSemantics() && isElementwise(op) ? op : nullptr;
}

/// Whether `op`'s body, or that of an element-wise op at most `hops` above
/// it, computes an exp.
static bool reachesExp(linalg::LinalgOp op, int hops) {
  if (llvm::any_of(op.getBlock()->getOperations(),
                   [](Operation &body) { return isa<math::ExpOp>(body); }))
    return true;
  if (hops == 0)
    return false;
  return llvm::any_of(op.getDpsInputs(), [&](Value input) {
    linalg::LinalgOp producer = elementwiseProducer(input);
    return producer && reachesExp(producer, hops - 1);
  });
}

/// A necessary condition, cheap to test, for `op` to end a decomposed
/// softmax: it yields a division or a multiplication (the normalization),
/// possibly through a truncf, itself possibly in an op of its own, and an exp
/// is a few element-wise ops up. Most element-wise ops of a model (residual
/// adds, norms, activations) fail it at once, which spares the reader its
/// walk up their producers.
static bool mayEndSoftmax(linalg::LinalgOp op) {
  Value yielded = yieldedValue(op);
  if (auto trunc = yielded.getDefiningOp<arith::TruncFOp>())
    yielded = trunc.getIn();
  if (isa<BlockArgument>(yielded)) {
    OpOperand *input = inputOf(op, yielded);
    linalg::LinalgOp producer =
        input ? elementwiseProducer(input->get()) : nullptr;
    if (!producer)
      return false;
    op = producer;
    yielded = yieldedValue(op);
  }
  return isa_and_nonnull<arith::DivFOp, arith::MulFOp>(
             yielded.getDefiningOp()) &&
         reachesExp(op, /*hops=*/2);
}

/// The decomposed softmax `exp(x - max(x)) / sum(exp(x - max(x)))` along one
/// dim, with optional extf of x and truncf of the result -> attn.softmax
/// between attn.cast ops.
struct RaiseDecomposedSoftmax : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op) || !mayEndSoftmax(op))
      return failure();
    Value root = op->getResult(0);
    auto rootType = cast<RankedTensorType>(root.getType());
    if (!isa<FloatType>(rootType.getElementType()))
      return failure();
    for (int64_t dim = 0; dim < rootType.getRank(); ++dim) {
      SoftmaxReader reader(rootType.getRank(), dim);
      SmNode *node = reader.readTensor(root, /*row=*/false);
      Value input;
      if (!node || !(input = matchSoftmax(node)))
        continue;
      Location loc = op.getLoc();
      if (node->kind == SmNode::Ext)
        input = CastOp::create(rewriter, loc,
                               tensorType(input).clone(node->type), input);
      Value result = SoftmaxOp::create(rewriter, loc, input,
                                       rewriter.getI64IntegerAttr(dim));
      if (result.getType() != rootType)
        result = CastOp::create(rewriter, loc, rootType, result);
      rewriter.replaceOp(op, result);
      return success();
    }
    return failure();
  }

private:
  /// Returns x when `node` is softmax(x) or softmax(extf(x)), possibly
  /// truncated; sets `node` to the Ext node in the second case.
  static Value matchSoftmax(SmNode *&node) {
    if (node->kind == SmNode::Trunc)
      node = node->operands[0];
    if (node->operands.size() != 2)
      return nullptr;
    SmNode *e = node->operands[0], *s = node->operands[1];
    auto isRecip = [](SmNode *n) {
      return n->kind == SmNode::Div && n->operands[0]->kind == SmNode::Const &&
             n->operands[0]->value == 1.0;
    };
    if (node->kind == SmNode::Mul) {
      if (isRecip(e))
        std::swap(e, s);
      if (!isRecip(s))
        return nullptr;
      s = s->operands[1];
    } else if (node->kind != SmNode::Div) {
      return nullptr;
    }
    if (s->kind != SmNode::Sum || !SoftmaxReader::equal(e, s->operands[0]))
      return nullptr;
    if (e->kind != SmNode::Exp || e->operands[0]->kind != SmNode::Sub)
      return nullptr;
    SmNode *x = e->operands[0]->operands[0];
    SmNode *max = e->operands[0]->operands[1];
    if (max->kind != SmNode::Max || !SoftmaxReader::equal(x, max->operands[0]))
      return nullptr;
    // softmax(y - max(y)) is softmax(y), bit for bit while the max is
    // finite (the inner max is then exactly 0): transformers' GPT-OSS
    // subtracts the row max itself before F.softmax.
    if (x->kind == SmNode::Sub && x->operands[1]->kind == SmNode::Max &&
        SoftmaxReader::equal(x->operands[0], x->operands[1]->operands[0]))
      x = x->operands[0];
    node = x;
    if (x->kind == SmNode::Ext)
      x = x->operands[0];
    return x->kind == SmNode::Leaf ? x->leaf : nullptr;
  }
};
} // namespace

/// Whether `v` is `all(x == -inf)` along `dim` as torch-mlir computes it
/// for SDPA: an and-reduction, from true, of an element-wise `x == -inf`
/// (oeq, so a NaN is not -inf; x possibly widened by extf, which keeps
/// -inf and everything else distinct from it).
static bool isAllMinusInfRow(Value v, Value x, int64_t dim) {
  auto reduce = v.getDefiningOp<linalg::LinalgOp>();
  int64_t rank = tensorType(x).getRank();
  if (!reduce || !reduce.hasPureTensorSemantics() ||
      reduce->getNumResults() != 1 || reduce.getNumDpsInputs() != 1 ||
      reduce.getNumDpsInits() != 1 || reduce.getNumLoops() != rank ||
      reduce.getNumReductionLoops() != 1 ||
      reduce.getIteratorTypesArray()[dim] != utils::IteratorType::reduction)
    return false;
  OpOperand *input = reduce.getDpsInputOperand(0);
  OpOperand *init = reduce.getDpsInitOperand(0);
  if (!reduce.getMatchingIndexingMap(input).isIdentity() ||
      !isRowMapOf(reduce.getMatchingIndexingMap(init), rank, dim))
    return false;
  IntegerAttr start;
  auto fill = init->get().getDefiningOp<linalg::FillOp>();
  if (!fill ||
      !matchPattern(fill.getDpsInputOperand(0)->get(), m_Constant(&start)) ||
      !start.getType().isInteger(1) || !start.getValue().isOne())
    return false;
  auto andOp = yieldedValue(reduce).getDefiningOp<arith::AndIOp>();
  Value acc = reduce.getRegionOutputArgs()[0];
  Value in = reduce.getRegionInputArgs()[0];
  if (!andOp || !((andOp.getLhs() == in && andOp.getRhs() == acc) ||
                  (andOp.getLhs() == acc && andOp.getRhs() == in)))
    return false;

  auto isNegInf = input->get().getDefiningOp<linalg::LinalgOp>();
  if (!isNegInf || !isElementwise(isNegInf) || isNegInf.getNumDpsInputs() != 1)
    return false;
  OpOperand *compared = isNegInf.getDpsInputOperand(0);
  if (compared->get() != x ||
      !isNegInf.getMatchingIndexingMap(compared).isIdentity())
    return false;
  auto cmp = yieldedValue(isNegInf).getDefiningOp<arith::CmpFOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpFPredicate::OEQ)
    return false;
  auto isArg = [&](Value operand) {
    if (auto ext = operand.getDefiningOp<arith::ExtFOp>())
      operand = ext.getIn();
    return inputOf(isNegInf, operand) == compared;
  };
  auto isMinusInf = [&](Value operand) {
    auto c = getBodyConstant(isNegInf, operand);
    return c && std::isinf(*c) && *c < 0;
  };
  return (isArg(cmp.getLhs()) && isMinusInf(cmp.getRhs())) ||
         (isArg(cmp.getRhs()) && isMinusInf(cmp.getLhs()));
}

namespace {
/// `select(all(x == -inf) along dim, 0, attn.softmax(x))`, the guard SDPA
/// puts on fully masked rows (where the decomposed softmax gives NaN) ->
/// the softmax itself. attn.softmax yields zeros for such a row already and
/// the select changes no other row, so dropping it is exact.
struct AbsorbMaskedRowSelect : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op))
      return failure();
    auto select = yieldedValue(op).getDefiningOp<arith::SelectOp>();
    if (!select)
      return failure();
    OpOperand *probs = inputOf(op, select.getFalseValue());
    OpOperand *cond = inputOf(op, select.getCondition());
    if (!probs || !cond || !op.getMatchingIndexingMap(probs).isIdentity() ||
        probs->get().getType() != op->getResult(0).getType())
      return failure();
    auto softmax = probs->get().getDefiningOp<SoftmaxOp>();
    if (!softmax)
      return failure();
    // +0 exactly: attn.softmax's zeros are +0.
    auto zero = getBodyConstant(op, select.getTrueValue());
    if (!zero || *zero != 0.0 || std::signbit(*zero))
      return failure();
    int64_t dim = softmax.getDim();
    if (!isRowMapOf(op.getMatchingIndexingMap(cond), op.getNumLoops(), dim) ||
        !isAllMinusInfRow(cond->get(), softmax.getInput(), dim))
      return failure();
    rewriter.replaceOp(op, softmax.getResult());
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Pattern set, pass and the TOSA pipeline
//===----------------------------------------------------------------------===//

void mlir::attn::populateAttnRaisePatterns(RewritePatternSet &patterns) {
  // The softmax reader looks through element-wise ops, so it runs before
  // the element-wise patterns rewrite the softmax's own pieces.
  patterns.add<RaiseDecomposedSoftmax>(patterns.getContext(),
                                       /*benefit=*/2);
  patterns.add<RaiseElementwise, RaiseContraction, RaiseHeadRepeat,
               RaiseNamedSoftmax, AbsorbMaskedRowSelect>(patterns.getContext());
  populateAttnRaiseTMTensorPatterns(patterns);
  populateAttnRaiseScoreTermPatterns(patterns);
  populateAttnLayoutPatterns(patterns);
}

void mlir::attn::buildTosaToLinalgPipeline(OpPassManager &funcPm) {
  funcPm.addPass(tosa::createTosaToLinalgNamed());
  funcPm.addPass(tosa::createTosaToLinalg());
  funcPm.addPass(createTosaToArithPass());
  funcPm.addPass(createTosaToTensorPass());
  funcPm.addPass(createCanonicalizerPass());
}

/// Whether `op` holds an op of the TOSA dialect.
static bool containsTosa(Operation *op) {
  return op
      ->walk([](Operation *nested) {
        return isa<tosa::TosaDialect>(nested->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// How many ops of each attn op name `func` holds.
static llvm::StringMap<int64_t> countAttnOps(Operation *func) {
  llvm::StringMap<int64_t> counts;
  func->walk([&](Operation *op) {
    if (isa<AttnDialect>(op->getDialect()))
      ++counts[op->getName().getStringRef()];
  });
  return counts;
}

namespace {
struct AttnRaisePass : mlir::attn::impl::AttnRaiseBase<AttnRaisePass> {
  using AttnRaiseBase::AttnRaiseBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    AttnRaiseBase::getDependentDialects(registry);
    OpPassManager tosaPm(func::FuncOp::getOperationName());
    buildTosaToLinalgPipeline(tosaPm);
    tosaPm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    SmallVector<func::FuncOp> funcs;
    if (auto func = dyn_cast<func::FuncOp>(getOperation()))
      funcs.push_back(func);
    else
      getOperation()->walk([&](func::FuncOp func) { funcs.push_back(func); });

    // TOSA is converted to linalg function by function, only where it
    // occurs (docs/fusion.md says why).
    llvm::SmallPtrSet<Operation *, 4> convertedFromTosa;
    for (func::FuncOp func : funcs) {
      if (!containsTosa(func))
        continue;
      OpPassManager tosaPm(func::FuncOp::getOperationName());
      buildTosaToLinalgPipeline(tosaPm);
      if (failed(runPipeline(tosaPm, func)))
        return signalPassFailure();
      convertedFromTosa.insert(func);
    }

    SmallVector<llvm::StringMap<int64_t>> before;
    if (remarks)
      for (func::FuncOp func : funcs)
        before.push_back(countAttnOps(func));

    RewritePatternSet patterns(&getContext());
    populateAttnRaisePatterns(patterns);
    // Every rewrite leaves valid IR, so running out of iterations (as
    // upstream's canonicalizer treats it) only means less was raised.
    (void)applyAttnPatterns(getOperation(), std::move(patterns));

    if (!remarks)
      return;
    for (auto [func, counts] : llvm::zip(funcs, before))
      emitSummary(func, counts, convertedFromTosa.contains(func));
  }

  /// One remark per function: what was raised, or that nothing was.
  static void emitSummary(func::FuncOp func,
                          const llvm::StringMap<int64_t> &before,
                          bool fromTosa) {
    llvm::StringMap<int64_t> after = countAttnOps(func);
    SmallVector<std::pair<std::string, int64_t>> raised;
    for (const auto &entry : after) {
      int64_t added = entry.getValue() - before.lookup(entry.getKey());
      if (added > 0)
        raised.push_back({entry.getKey().str(), added});
    }
    llvm::sort(raised);
    InFlightDiagnostic remark = func.emitRemark();
    remark << "attn-raise: @" << func.getSymName() << ": ";
    if (fromTosa)
      remark << "converted from TOSA to linalg, then ";
    if (raised.empty()) {
      remark << "nothing raised: no linalg contraction, softmax, mask, scale "
                "or layout op spells a piece of attention";
      return;
    }
    remark << "raised";
    for (auto [i, entry] : llvm::enumerate(raised))
      remark << (i ? ", " : " ") << entry.second << " " << entry.first;
  }
};
} // namespace

void mlir::attn::registerAttnRaiseTosaPipeline() {
  PassPipelineRegistration<>(
      "attn-raise-tosa",
      "convert TOSA to linalg with upstream's passes, then run attn-raise "
      "(attn-raise alone converts functions that hold TOSA as well)",
      [](OpPassManager &pm) {
        buildTosaToLinalgPipeline(pm.nest<func::FuncOp>());
        pm.addPass(createAttnRaise());
      });
}
