//===- RaiseContraction.cpp - contractions and head repeats to attn ops ---===//
//
// Part of attn-opt. The attn-raise patterns for the matmuls of attention: a
// contraction into zeros, with operands in any dim order, becomes
// attn.matmul, and repeat_kv's broadcast-and-collapse of K/V heads becomes
// attn.expand_heads.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "RaiseUtils.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallVectorExtras.h"

using namespace mlir;
using namespace mlir::attn;

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
    if (!op.hasPureTensorSemantics() || getNumInputs(op) != 2 ||
        op->getNumResults() != 1 || op.getNumReductionLoops() != 1 ||
        op.getNumParallelLoops() + 1 != op.getNumLoops())
      return failure();
    MutableArrayRef<OpOperand> inputs = getInputOperands(op);
    OpOperand *lhs = &inputs[0], *rhs = &inputs[1];
    OpOperand *init = &getInitOperands(op)[0];
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
    if (!bcast || !isElementwise(bcast) || getNumInputs(bcast) != 1)
      return failure();
    OpOperand *input = &getInputOperands(bcast)[0];
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

void mlir::attn::populateRaiseContractionPatterns(RewritePatternSet &patterns) {
  patterns.add<RaiseContraction, RaiseHeadRepeat>(patterns.getContext());
}
