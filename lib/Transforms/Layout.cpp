//===- Layout.cpp - layout patterns on attn ops ---------------------------===//
//
// Part of attn-opt. Patterns that simplify the transposes raising and fusion
// leave between attn ops; the dialect's folders only cancel inverse pairs.
//
//===----------------------------------------------------------------------===//

#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

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
    if (groups[0].size() != 2 || op.getPermutation()[0] != 0 ||
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

void mlir::attn::populateAttnLayoutPatterns(RewritePatternSet &patterns) {
  patterns
      .add<ComposeTransposes, FoldTransposeIntoMatmul, TransposeBeforeCollapse>(
          patterns.getContext());
}
