//===- Layout.cpp - layout patterns on attn ops ---------------------------===//
//
// Part of attn-opt. Patterns that simplify the transposes raising and fusion
// leave between attn ops; the dialect's folders only cancel inverse pairs.
//
//===----------------------------------------------------------------------===//

#include "RaiseUtils.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::attn;

namespace {
/// matmul(a, transpose(b) over the last two dims) is matmul(a, b) with
/// `transpose_b` toggled: the Kᵀ a framework materializes is read in place.
struct FoldTransposeIntoMatmul : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    auto transpose = op.getRhs().getDefiningOp<TransposeOp>();
    if (!transpose)
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    int64_t rank = perm.size();
    for (int64_t i = 0; i < rank; ++i)
      if (perm[i] != (i < rank - 2 ? i : 2 * rank - 3 - i))
        return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getRhsMutable().assign(transpose.getInput());
      op.setTransposeB(!op.getTransposeB());
    });
    return success();
  }
};
} // namespace

namespace {
/// transpose(transpose(x, inner), outer) is one transpose of x.
struct ComposeTransposes : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getInput().getDefiningOp<TransposeOp>();
    if (!inner)
      return failure();
    ArrayRef<int64_t> innerPerm = inner.getPermutation();
    SmallVector<int64_t> perm;
    for (int64_t p : op.getPermutation())
      perm.push_back(innerPerm[p]);
    rewriter.replaceOpWithNewOp<TransposeOp>(
        op, op.getType(), inner.getInput(),
        rewriter.getDenseI64ArrayAttr(perm));
    return success();
  }
};
} // namespace

namespace {
/// transpose(collapse_shape(x)), where the collapse merges batch and heads
/// ([B, H, ...] -> [B*H, ...], as TOSA graphs do) and the permutation keeps
/// that dim in front, is collapse_shape(transpose(x)): the transpose moves
/// up to the uncollapsed tensor, where it can meet the layout transposes of
/// the framework. (Other collapses, such as a head repeat's, are left to
/// attn-raise.)
struct TransposeBeforeCollapse : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto collapse = op.getInput().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse)
      return failure();
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    // A source of rank 5 or more is left to DropUnitDimsOfTranspose, which
    // would otherwise move this transpose back below a collapse.
    if (collapse.getSrcType().getRank() > 4 || groups[0].size() != 2 ||
        op.getPermutation()[0] != 0 ||
        llvm::any_of(
            ArrayRef(groups).drop_front(),
            [](const ReassociationIndices &g) { return g.size() != 1; }))
      return failure();
    SmallVector<int64_t> srcPerm;
    SmallVector<ReassociationIndices> newGroups;
    for (int64_t p : op.getPermutation()) {
      ReassociationIndices group;
      for (int64_t d : groups[p]) {
        group.push_back(srcPerm.size());
        srcPerm.push_back(d);
      }
      newGroups.push_back(group);
    }
    RankedTensorType srcType = collapse.getSrcType();
    SmallVector<int64_t> shape;
    for (int64_t d : srcPerm)
      shape.push_back(srcType.getDimSize(d));
    Value transposed = TransposeOp::create(
        rewriter, op.getLoc(), srcType.clone(shape), collapse.getSrc(),
        rewriter.getDenseI64ArrayAttr(srcPerm));
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, op.getType(),
                                                         transposed, newGroups);
    return success();
  }
};
} // namespace

/// `type`'s dims in groups of one dim that is not 1 each, with the unit dims
/// after it (those that lead join the first group): the reassociation that
/// drops the unit dims. Empty when every dim is 1.
static SmallVector<ReassociationIndices> unitDimGroups(RankedTensorType type) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    if (type.getDimSize(d) != 1)
      groups.push_back({d});
    else if (!groups.empty())
      groups.back().push_back(d);
  }
  if (!groups.empty()) {
    ReassociationIndices &first = groups.front();
    auto leading = llvm::seq<int64_t>(0, first.front());
    first.insert(first.begin(), leading.begin(), leading.end());
  }
  return groups;
}

/// The dim of a unitDimGroups group of `type` that is not 1.
static int64_t keptDim(ArrayRef<int64_t> group, RankedTensorType type) {
  return *llvm::find_if(group,
                        [&](int64_t d) { return type.getDimSize(d) != 1; });
}

namespace {
/// A transpose of rank 5 or more that moves unit dims is a transpose of the
/// other dims between reshapes that drop and restore the unit ones. torch
/// exports an einsum as a batch matmul whose operands and result pass
/// through such transposes ([N, B, 1, H, d] -> [B, H, d, N, 1] for XLNet's
/// and Funnel's `ibnd,jbnd->bnij`); without their unit dims they are the
/// rank-4 layout transposes the other patterns read, and the reshapes
/// around them compose (ComposeStaticReshapes).
struct DropUnitDimsOfTranspose : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType inType = op.getInput().getType();
    int64_t rank = inType.getRank();
    if (rank <= 4)
      return failure();
    SmallVector<ReassociationIndices> inGroups = unitDimGroups(inType);
    if (static_cast<int64_t>(inGroups.size()) == rank)
      return failure();
    // A transpose of unit dims only moves nothing.
    if (inGroups.empty()) {
      rewriter.replaceOp(op, op.getInput());
      return success();
    }
    SmallVector<int64_t> groupOf(rank), droppedShape;
    for (auto [g, group] : llvm::enumerate(inGroups)) {
      for (int64_t d : group)
        groupOf[d] = g;
      droppedShape.push_back(inType.getDimSize(keptDim(group, inType)));
    }
    RankedTensorType outType = op.getType();
    SmallVector<ReassociationIndices> outGroups = unitDimGroups(outType);
    SmallVector<int64_t> perm, permutedShape;
    for (const ReassociationIndices &group : outGroups) {
      int64_t from = groupOf[op.getPermutation()[keptDim(group, outType)]];
      perm.push_back(from);
      permutedShape.push_back(droppedShape[from]);
    }

    Location loc = op.getLoc();
    Value dropped = tensor::CollapseShapeOp::create(
        rewriter, loc, inType.clone(droppedShape), op.getInput(), inGroups);
    Value transposed = dropped;
    if (!llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())))
      transposed =
          TransposeOp::create(rewriter, loc, inType.clone(permutedShape),
                              dropped, rewriter.getDenseI64ArrayAttr(perm));
    SmallVector<OpFoldResult> outShape(outType.getRank(),
                                       rewriter.getIndexAttr(1));
    for (auto [g, group] : llvm::enumerate(outGroups))
      outShape[keptDim(group, outType)] =
          tensor::getMixedSize(rewriter, loc, transposed, g);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, outType, transposed,
                                                       outGroups, outShape);
    return success();
  }
};
} // namespace

/// Replaces `outer(inner(x))`, two reshapes between static shapes, by one
/// reshape of x: both keep the row-major order, so any expand or collapse
/// between x's shape and the result's is the same reshape.
static LogicalResult replaceByOneReshape(Operation *outer, Value x,
                                         PatternRewriter &rewriter) {
  auto srcType = cast<RankedTensorType>(x.getType());
  auto resultType = cast<RankedTensorType>(outer->getResult(0).getType());
  if (!srcType.hasStaticShape() || !resultType.hasStaticShape())
    return failure();
  if (srcType == resultType) {
    rewriter.replaceOp(outer, x);
    return success();
  }
  std::optional<SmallVector<ReassociationIndices>> groups =
      getReassociationIndicesForReshape(srcType, resultType);
  if (!groups)
    return failure();
  if (srcType.getRank() > resultType.getRank())
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(outer, resultType, x,
                                                         *groups);
  else
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(outer, resultType, x,
                                                       *groups);
  return success();
}

namespace {
/// collapse_shape(expand_shape(x)) between static shapes through a tensor
/// of rank 5 or more is one reshape of x. Upstream's composition needs one's
/// groups to refine the other's, which the unit dims DropUnitDimsOfTranspose
/// moves break.
struct ComposeStaticReshapes : OpRewritePattern<tensor::CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::CollapseShapeOp collapse,
                                PatternRewriter &rewriter) const override {
    auto expand = collapse.getSrc().getDefiningOp<tensor::ExpandShapeOp>();
    if (!expand || collapse.getSrcType().getRank() <= 4)
      return failure();
    return replaceByOneReshape(collapse, expand.getSrc(), rewriter);
  }
};

/// expand_shape(collapse_shape(x)) between static shapes is one reshape of
/// x where one exists, whatever the groups: where DropUnitDimsOfTranspose
/// dropped every unit dim of a decode step's scores (Nq = 1) or of a single
/// batch and head, the product is collapsed below rank 4 and expanded
/// back. It has the lower benefit, so that ExpandOfCollapseToCollapse keeps
/// the groups where upstream's composition applies.
struct ComposeStaticCollapseExpand : OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto collapse = expand.getSrc().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse)
      return failure();
    return replaceByOneReshape(expand, collapse.getSrc(), rewriter);
  }
};
} // namespace

/// Whether dim `d` of `a` is provably `size`: equal constants, or `size`
/// is `tensor.dim` of that very dim.
static bool isDimOf(Value a, int64_t d, OpFoldResult size) {
  int64_t dim = cast<RankedTensorType>(a.getType()).getDimSize(d);
  if (std::optional<int64_t> c = getConstantIntValue(size))
    return !ShapedType::isDynamic(dim) && dim == *c;
  auto dimOp = cast<Value>(size).getDefiningOp<tensor::DimOp>();
  if (!dimOp || dimOp.getSource() != a)
    return false;
  std::optional<int64_t> index = dimOp.getConstantIndex();
  return index && *index == d;
}

/// Whether dims `group` of `a` are provably `sizes[d]` for each `d` in it,
/// given that both multiply to the same size: one size that is not proven
/// follows from the others, when those are known not to be 0.
static bool isGroupOf(Value a, ArrayRef<int64_t> group,
                      ArrayRef<OpFoldResult> sizes) {
  auto type = cast<RankedTensorType>(a.getType());
  int64_t unproven = 0;
  bool othersNonZero = true;
  for (int64_t d : group) {
    if (!isDimOf(a, d, sizes[d])) {
      ++unproven;
      continue;
    }
    othersNonZero &= type.getDimSize(d) > 0;
  }
  return unproven == 0 || (unproven == 1 && othersNonZero);
}

namespace {
/// expand_shape(collapse_shape(a)) with the same groups is `a` where the
/// sizes the expand gives are provably a's (and the types agree). This is
/// what is left when an operand that another pattern expanded was a
/// collapse itself.
struct FoldExpandOfCollapse : OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto collapse = expand.getSrc().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse || collapse.getSrcType() != expand.getResultType())
      return failure();
    SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
    if (collapse.getReassociationIndices() != groups)
      return failure();
    // Each pair of groups multiplies to the same collapsed dim.
    SmallVector<OpFoldResult> shape = expand.getMixedOutputShape();
    for (const ReassociationIndices &group : groups)
      if (!isGroupOf(collapse.getSrc(), group, shape))
        return failure();
    rewriter.replaceOp(expand, collapse.getSrc());
    return success();
  }
};
} // namespace

namespace {
/// expand_shape(collapse_shape(a)) that is a collapse of `a` alone, by
/// upstream's composition, for static shapes. torch-mlir merges LLaMA's
/// repeated V heads straight into the batch ([B, Hkv, G, N, d] ->
/// [B*H, N, d]); once the batch matmul is 4-d this is
/// expand(collapse(a)) -> [B, H, N, d], i.e. the [B, Hkv*G, N, d] collapse
/// that RaiseHeadRepeat reads as repeat_kv. Upstream's composition keeps
/// the groups the two reshapes had, so that a head count of 1 stays merged
/// with the repeat; ComposeStaticCollapseExpand is tried after it.
struct ExpandOfCollapseToCollapse
    : ComposeExpandOfCollapseOp<tensor::ExpandShapeOp,
                                tensor::CollapseShapeOp> {
  using ComposeExpandOfCollapseOp::ComposeExpandOfCollapseOp;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto collapse = expand.getSrc().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse || !collapse.getSrcType().hasStaticShape() ||
        !expand.getResultType().hasStaticShape() ||
        collapse.getSrcType().getRank() <= expand.getResultType().getRank())
      return failure();
    return ComposeExpandOfCollapseOp::matchAndRewrite(expand, rewriter);
  }
};
} // namespace

/// expand_shape(attn.cast(x)) -> attn.cast(expand_shape(x)): a cast is
/// element-wise, and moving it out lets the reshape meet the op that made
/// x (bf16 exports cast each f32-accumulated batch matmul back to bf16
/// before expanding its batch, which SplitMatmulBatch reads through).
struct ExpandBeforeCast : OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto cast = expand.getSrc().getDefiningOp<CastOp>();
    if (!cast || !cast->hasOneUse())
      return failure();
    auto inType = cast.getInput().getType();
    auto expanded = tensor::ExpandShapeOp::create(
        rewriter, expand.getLoc(),
        expand.getResultType().clone(inType.getElementType()),
        cast.getInput(), expand.getReassociationIndices(),
        expand.getMixedOutputShape());
    rewriter.replaceOpWithNewOp<CastOp>(expand, expand.getResultType(),
                                        expanded);
    return success();
  }
};

namespace {
/// A fused op whose key and value are both head repeats by one factor reads
/// the unrepeated tensors as native GQA: query head h reads repeated head
/// h / (Hq / Hkv), which is head h / (Hq / Hkv) / factor of the input. Fusion
/// does this itself when it sees the repeats; this catches those that only
/// meet the op once the SinkHeadRepeats patterns have moved them.
struct FoldExpandHeadsIntoFlashAttention : OpRewritePattern<FlashAttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FlashAttentionOp op,
                                PatternRewriter &rewriter) const override {
    auto kExpand = op.getKey().getDefiningOp<ExpandHeadsOp>();
    auto vExpand = op.getValue().getDefiningOp<ExpandHeadsOp>();
    if (!kExpand || !vExpand || kExpand.getFactor() != vExpand.getFactor())
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getKeyMutable().assign(kExpand.getInput());
      op.getValueMutable().assign(vExpand.getInput());
    });
    return success();
  }
};

/// A fused op on f32 query, key and value that are all widened from one
/// 16-bit float type reads the 16-bit tensors: it keeps scores, statistics
/// and the accumulator in f32 for 16-bit inputs too, and widening is exact,
/// so the result does not change (SDPA's bf16 decomposition upcasts Q, K
/// and V before its matmuls). The op then reads half the bytes, and a GPU
/// kernel can take its inputs on tensor cores.
struct FoldExtensionsIntoFlashAttention : OpRewritePattern<FlashAttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FlashAttentionOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getQuery().getType().getElementType().isF32())
      return failure();
    SmallVector<Value, 3> narrow;
    for (Value operand : {op.getQuery(), op.getKey(), op.getValue()}) {
      auto ext = operand.getDefiningOp<CastOp>();
      if (!ext)
        return failure();
      narrow.push_back(ext.getInput());
    }
    auto elementOf = [](Value v) {
      return cast<RankedTensorType>(v.getType()).getElementType();
    };
    Type element = elementOf(narrow[0]);
    if (cast<FloatType>(element).getWidth() != 16 ||
        llvm::any_of(narrow, [&](Value v) { return elementOf(v) != element; }))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.getQueryMutable().assign(narrow[0]);
      op.getKeyMutable().assign(narrow[1]);
      op.getValueMutable().assign(narrow[2]);
    });
    return success();
  }
};
} // namespace

/// `groups` of a reshape between a matmul's operand or result and its
/// higher-rank form `type`, with the unit dims that lead either of the last
/// two groups moved to the end of the group before it. Where a unit dim sits
/// changes nothing, but the reshapes that compose through unit dims (an
/// einsum's, or a batch, head count or query length of 1) may group it with
/// the rows or columns, and a batch split is read by comparing groups whose
/// rows and columns stay single dims.
static SmallVector<ReassociationIndices>
withUnitDimsInBatch(SmallVector<ReassociationIndices> groups,
                    RankedTensorType type) {
  for (int64_t g = groups.size() - 1, e = groups.size() - 2; g >= e && g > 0;
       --g)
    while (groups[g].size() > 1 && type.getDimSize(groups[g].front()) == 1) {
      groups[g - 1].push_back(groups[g].front());
      groups[g].erase(groups[g].begin());
    }
  return groups;
}

namespace {
/// expand_shape(matmul(collapse_shape(a), y)), where the expand splits the
/// product's batch dims back the way the collapse merged them, is
/// matmul(a, y4): torch-mlir spells a 4-d matmul as a batch matmul on
/// [B*H, ...] collapses whose result it expands to [B, H, ...]. y4 is y read
/// uncollapsed in the same way, or else y expanded like the result.
///
/// The lhs must be such a collapse: an lhs that is [B*H, ...] of its own may
/// be the probabilities of an attention computed on [B*H, N, N] scores
/// (TOSA), whose chain must keep its rank to fuse.
struct SplitMatmulBatch : OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto matmul = expand.getSrc().getDefiningOp<MatmulOp>();
    if (!matmul || !matmul->hasOneUse())
      return failure();
    SmallVector<ReassociationIndices> groups = withUnitDimsInBatch(
        expand.getReassociationIndices(), expand.getResultType());
    int64_t rank = groups.size();
    // Only batch dims split; rows and columns stay.
    if (groups[rank - 2].size() != 1 || groups[rank - 1].size() != 1)
      return failure();
    SmallVector<OpFoldResult> shape = expand.getMixedOutputShape();
    Location loc = expand.getLoc();
    CastOp lhsCast, rhsCast;
    Value lhs = readUncollapsed(matmul.getLhs(), groups, shape, lhsCast);
    if (!lhs)
      return failure();
    Value rhs = readUncollapsed(matmul.getRhs(), groups, shape, rhsCast);
    if (!rhs && !canExpandLikeResult(matmul.getRhs(), groups, shape))
      return failure();
    lhs = castLike(rewriter, loc, lhs, lhsCast);
    if (rhs)
      rhs = castLike(rewriter, loc, rhs, rhsCast);
    else
      rhs = expandLikeResult(rewriter, loc, matmul.getRhs(), groups, shape);
    rewriter.replaceOpWithNewOp<MatmulOp>(expand, expand.getType(), lhs, rhs,
                                          matmul.getTransposeBAttr());
    return success();
  }

private:
  /// The size that batch group `j` of the result gives dim `d` of an
  /// operand `x`: the result's, or 1 where `x` is broadcast along `j`.
  static OpFoldResult batchSize(Value x, int64_t j, int64_t d,
                                ArrayRef<OpFoldResult> shape,
                                MLIRContext *ctx) {
    if (cast<RankedTensorType>(x.getType()).getDimSize(j) == 1)
      return IntegerAttr::get(IndexType::get(ctx), 1);
    return shape[d];
  }

  /// The source of `x` when `x` collapses it with `groups` and its batch
  /// dims are provably the sizes the result expands to; null otherwise.
  /// When `x` is an attn.cast of such a collapse (bf16 exports widen each
  /// collapsed operand to f32), `castOp` is set to that cast, which the
  /// source then needs too: a cast is element-wise, so reading it
  /// uncollapsed changes no value.
  static Value readUncollapsed(Value x, ArrayRef<ReassociationIndices> groups,
                               ArrayRef<OpFoldResult> shape, CastOp &castOp) {
    castOp = x.getDefiningOp<CastOp>();
    auto collapse = (castOp ? castOp.getInput() : x)
                        .getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse || withUnitDimsInBatch(collapse.getReassociationIndices(),
                                         collapse.getSrcType()) != groups)
      return nullptr;
    Value a = collapse.getSrc();
    for (int64_t j = 0, e = groups.size() - 2; j < e; ++j) {
      // A product of sizes that is 1 has every factor 1.
      if (cast<RankedTensorType>(x.getType()).getDimSize(j) == 1)
        continue;
      // The collapse's group and the expand's both multiply to dim j of the
      // product (the operand is not broadcast along it).
      if (!isGroupOf(a, groups[j], shape))
        return nullptr;
    }
    return a;
  }

  /// Whether `x` can be expanded like the result: a tensor.expand_shape
  /// splits a dynamic dim into a group with a dynamic size and a static dim
  /// into static sizes.
  static bool canExpandLikeResult(Value x,
                                  ArrayRef<ReassociationIndices> groups,
                                  ArrayRef<OpFoldResult> shape) {
    auto type = cast<RankedTensorType>(x.getType());
    for (int64_t j = 0, e = groups.size() - 2; j < e; ++j) {
      if (type.getDimSize(j) == 1)
        continue;
      bool dynamicGroup = llvm::any_of(
          groups[j], [&](int64_t d) { return isa<Value>(shape[d]); });
      if (dynamicGroup != type.isDynamicDim(j))
        return false;
    }
    return true;
  }

  /// `x` expanded to the result's batch dims (1 where it is broadcast).
  static Value expandLikeResult(PatternRewriter &rewriter, Location loc,
                                Value x, ArrayRef<ReassociationIndices> groups,
                                ArrayRef<OpFoldResult> shape) {
    auto type = cast<RankedTensorType>(x.getType());
    int64_t rank = groups.size();
    SmallVector<OpFoldResult> sizes;
    for (int64_t j = 0; j < rank - 2; ++j)
      for (int64_t d : groups[j])
        sizes.push_back(batchSize(x, j, d, shape, rewriter.getContext()));
    sizes.push_back(tensor::getMixedSize(rewriter, loc, x, rank - 2));
    sizes.push_back(tensor::getMixedSize(rewriter, loc, x, rank - 1));
    SmallVector<int64_t> staticSizes;
    for (OpFoldResult size : sizes) {
      auto attr = dyn_cast<Attribute>(size);
      staticSizes.push_back(attr ? cast<IntegerAttr>(attr).getInt()
                                 : ShapedType::kDynamic);
    }
    return tensor::ExpandShapeOp::create(rewriter, loc, type.clone(staticSizes),
                                         x, groups, sizes);
  }
};
} // namespace

void mlir::attn::populateAttnLayoutPatterns(RewritePatternSet &patterns) {
  patterns
      .add<ComposeStaticReshapes, ComposeTransposes, DropUnitDimsOfTranspose,
           ExpandOfCollapseToCollapse, FoldExpandOfCollapse,
           FoldTransposeIntoMatmul, SplitMatmulBatch, TransposeBeforeCollapse,
           ExpandBeforeCast, FoldExpandHeadsIntoFlashAttention,
           FoldExtensionsIntoFlashAttention>(patterns.getContext());
  patterns.add<ComposeStaticCollapseExpand>(patterns.getContext(),
                                            /*benefit=*/0);
  populateSinkHeadRepeatPatterns(patterns);
}
