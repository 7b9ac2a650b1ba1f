//===- ApplyMasks.cpp - attn mask ops from structured masks ---------------===//
//
// Part of attn-opt. Builds what a StructuredMask (RaiseMasks.cpp reads one)
// says as attn ops on the scores: attn.mask per key-padding term, on a
// [B, 1, 1, Nkv] i1 tensor, attn.segment_mask per segment term, on
// [B or 1, N] ids, and attn.causal_mask with its diagonal and window.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::attn;

bool mlir::attn::isExpressible(const StructuredMask &mask,
                               RankedTensorType type) {
  if (mask.lower && (!mask.upper || *mask.upper < *mask.lower))
    return false;
  for (const PaddingTerm &pad : mask.padding)
    if (pad.batchDim >= 0 && type.getRank() != 4)
      return false;
  if (!mask.segments.empty() && type.getRank() != 4)
    return false;
  return type.getRank() >= 2;
}

/// The [B or 1, 1, 1, Nkv] (rank 4 scores) or [Nkv] i1 mask of `pad`.
static Value buildPaddingMask(RewriterBase &rewriter, Location loc,
                              const PaddingTerm &pad, int64_t scoresRank) {
  Value mask = pad.source;
  auto type = cast<RankedTensorType>(mask.getType());
  if (pad.cmp || pad.negate) {
    // An i1 tensor of the compare (and negation) of each element.
    Value init = tensor::EmptyOp::create(
        rewriter, loc, tensor::getMixedSizes(rewriter, loc, mask),
        rewriter.getI1Type());
    AffineMap id = rewriter.getMultiDimIdentityMap(type.getRank());
    SmallVector<utils::IteratorType> iterators(type.getRank(),
                                               utils::IteratorType::parallel);
    mask = linalg::GenericOp::create(
               rewriter, loc, TypeRange{init.getType()}, ValueRange{mask},
               ValueRange{init}, ArrayRef<AffineMap>{id, id}, iterators,
               [&](OpBuilder &b, Location l, ValueRange args) {
                 Value v = args[0];
                 if (pad.cmp) {
                   IRMapping mapping;
                   mapping.map(pad.cmp->getOperand(pad.cmpSide), v);
                   Value other = pad.cmp->getOperand(1 - pad.cmpSide);
                   mapping.map(other,
                               b.clone(*other.getDefiningOp())->getResult(0));
                   v = b.clone(*pad.cmp, mapping)->getResult(0);
                 }
                 if (pad.negate)
                   v = arith::XOrIOp::create(
                       b, l, v,
                       arith::ConstantOp::create(b, l, b.getBoolAttr(true)));
                 linalg::YieldOp::create(b, l, v);
               })
               ->getResult(0);
    type = cast<RankedTensorType>(mask.getType());
  }
  int64_t rank = type.getRank();
  int64_t keySize = type.getDimSize(pad.keyDim);
  int64_t batchSize = pad.batchDim >= 0 ? type.getDimSize(pad.batchDim) : 1;
  // Collapse to [batch, key] (or [key]): the unit dims join their
  // neighbours.
  SmallVector<ReassociationIndices> groups;
  SmallVector<int64_t> shape;
  if (pad.batchDim >= 0) {
    ReassociationIndices first, second;
    for (int64_t t = 0; t < rank; ++t)
      (t <= pad.batchDim ? first : second).push_back(t);
    groups = {first, second};
    shape = {batchSize, keySize};
  } else {
    groups = {llvm::to_vector(llvm::seq<int64_t>(0, rank))};
    shape = {keySize};
  }
  if (rank != static_cast<int64_t>(shape.size()))
    mask = tensor::CollapseShapeOp::create(rewriter, loc, type.clone(shape),
                                           mask, groups);
  if (scoresRank != 4)
    return mask;
  // [B, Nkv] or [Nkv] -> [B, 1, 1, Nkv].
  SmallVector<ReassociationIndices> expand =
      shape.size() == 2 ? SmallVector<ReassociationIndices>{{0, 1, 2}, {3}}
                        : SmallVector<ReassociationIndices>{{0, 1, 2, 3}};
  return tensor::ExpandShapeOp::create(
      rewriter, loc, type.clone({batchSize, 1, 1, keySize}), mask, expand);
}

/// The [B or 1, N] ids of `ids`, copied out of its unit dims by a generic
/// (its batch dim may follow unit dims, and its length dim be absent).
static Value buildSegmentIds(RewriterBase &rewriter, Location loc,
                             const SegmentIds &ids) {
  auto type = cast<RankedTensorType>(ids.source.getType());
  MLIRContext *ctx = rewriter.getContext();
  SmallVector<OpFoldResult> sizes = {rewriter.getIndexAttr(1),
                                     rewriter.getIndexAttr(1)};
  SmallVector<AffineExpr> reads(type.getRank(), getAffineConstantExpr(0, ctx));
  for (auto [dim, loop] :
       {std::make_pair(ids.batchDim, 0u), std::make_pair(ids.lengthDim, 1u)}) {
    if (dim < 0)
      continue;
    sizes[loop] = tensor::getMixedSize(rewriter, loc, ids.source, dim);
    reads[dim] = getAffineDimExpr(loop, ctx);
  }
  Value init =
      tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
  SmallVector<AffineMap> maps = {AffineMap::get(2, 0, reads, ctx),
                                 rewriter.getMultiDimIdentityMap(2)};
  SmallVector<utils::IteratorType> iterators(2, utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             rewriter, loc, TypeRange{init.getType()}, ValueRange{ids.source},
             ValueRange{init}, maps, iterators,
             [](OpBuilder &b, Location l, ValueRange args) {
               linalg::YieldOp::create(b, l, args[0]);
             })
      ->getResult(0);
}

Value mlir::attn::applyStructuredMask(RewriterBase &rewriter, Location loc,
                                      Value x, const StructuredMask &mask) {
  auto type = cast<RankedTensorType>(x.getType());
  if (!isExpressible(mask, type))
    return nullptr;
  int64_t rank = type.getRank();
  for (const PaddingTerm &pad : mask.padding)
    x = MaskOp::create(rewriter, loc, x,
                       buildPaddingMask(rewriter, loc, pad, rank));
  for (const SegmentTerm &segment : mask.segments) {
    Value querySegments = buildSegmentIds(rewriter, loc, segment.query);
    Value keySegments = buildSegmentIds(rewriter, loc, segment.key);
    x = SegmentMaskOp::create(rewriter, loc, x, querySegments, keySegments);
  }
  if (!mask.upper)
    return x;
  int64_t nq = type.getDimSize(rank - 2), nkv = type.getDimSize(rank - 1);
  bool isDefault = !ShapedType::isDynamic(nq) && !ShapedType::isDynamic(nkv) &&
                   *mask.upper == nkv - nq;
  IntegerAttr diagonal =
      isDefault ? IntegerAttr() : rewriter.getI64IntegerAttr(*mask.upper);
  IntegerAttr window =
      mask.lower ? rewriter.getI64IntegerAttr(*mask.upper - *mask.lower)
                 : IntegerAttr();
  return CausalMaskOp::create(rewriter, loc, x, diagonal, window);
}
