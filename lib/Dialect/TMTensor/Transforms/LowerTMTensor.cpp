//===- LowerTMTensor.cpp - tm_tensor ops to upstream ops ------------------===//
//
// Part of attn-opt. attn-lower-tm-tensor rewrites the tm_tensor.scan,
// tm_tensor.scatter, tm_tensor.sort and tm_tensor.attention ops of
// torch-mlir's output into scf.for, tensor slices, element reads and writes
// and linalg.generic on tensors, which the CPU pipeline bufferizes and runs.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/TMTensor/IR/TMTensor.h"
#include "attn/Dialect/TMTensor/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>
#include <limits>

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNLOWERTMTENSOR
#include "attn/Dialect/TMTensor/Transforms/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

/// The type of one slice of `type` across `dim`: its shape without `dim`.
static RankedTensorType sliceType(RankedTensorType type, int64_t dim) {
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + dim);
  return RankedTensorType::get(shape, type.getElementType());
}

/// The offsets, sizes and strides of the slice of `tensor` at `index` along
/// `dim`, the whole extent of every other dim.
struct SliceBounds {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};

static SliceBounds sliceBounds(OpBuilder &b, Location loc, Value tensor,
                               int64_t dim, OpFoldResult index) {
  SliceBounds bounds;
  int64_t rank = cast<RankedTensorType>(tensor.getType()).getRank();
  bounds.offsets.assign(rank, b.getIndexAttr(0));
  bounds.offsets[dim] = index;
  for (int64_t d = 0; d < rank; ++d)
    bounds.sizes.push_back(d == dim ? b.getIndexAttr(1)
                                    : tensor::getMixedSize(b, loc, tensor, d));
  bounds.strides.assign(rank, b.getIndexAttr(1));
  return bounds;
}

/// The rank-reduced slice of `tensor` at `index` along `dim`.
static Value extractSlice(OpBuilder &b, Location loc, Value tensor, int64_t dim,
                          OpFoldResult index) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SliceBounds bounds = sliceBounds(b, loc, tensor, dim, index);
  return tensor::ExtractSliceOp::create(b, loc, sliceType(type, dim), tensor,
                                        bounds.offsets, bounds.sizes,
                                        bounds.strides);
}

/// `dest` with `slice` (a slice of `dest`'s shape without `dim`, up to
/// dynamic dims) stored at `index` along `dim`.
static Value insertSlice(OpBuilder &b, Location loc, Value slice, Value dest,
                         int64_t dim, OpFoldResult index) {
  auto destType = cast<RankedTensorType>(dest.getType());
  RankedTensorType expected = sliceType(destType, dim);
  if (slice.getType() != expected)
    slice = tensor::CastOp::create(b, loc, expected, slice);
  SliceBounds bounds = sliceBounds(b, loc, dest, dim, index);
  return tensor::InsertSliceOp::create(b, loc, slice, dest, bounds.offsets,
                                       bounds.sizes, bounds.strides);
}

/// The error for a tm_tensor op on memrefs, which torch-mlir does not emit
/// and bufferization could not handle.
static LogicalResult notLoweredOnMemrefs(Operation *op) {
  return op->emitOpError("on memrefs is not lowered: attn-lower-tm-tensor "
                         "takes the op on tensors, as torch-mlir emits it");
}

/// Clones the body of a tm_tensor op's region at `b` with `args` for its
/// block arguments; returns the value its tm_tensor.yield gives.
static Value inlineRegion(OpBuilder &b, Region &region, ValueRange args) {
  Block &body = region.front();
  IRMapping mapping;
  mapping.map(body.getArguments(), args);
  for (Operation &op : body.without_terminator())
    b.clone(op, mapping);
  return mapping.lookupOrDefault(body.getTerminator()->getOperand(0));
}

/// Rewrites a scan on tensors. Fails with a diagnostic on memrefs.
static LogicalResult lowerScan(RewriterBase &rewriter,
                               attn::tm_tensor::ScanOp scan) {
  if (scan.getResults().empty())
    return notLoweredOnMemrefs(scan);
  Location loc = scan.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(scan);
  Value input = scan.getInputs()[0];
  Value output = scan.getOutputs()[0];
  Value acc = scan.getOutputs()[1];
  auto accType = cast<RankedTensorType>(acc.getType());
  int64_t dim = scan.getDimension();
  bool inclusive = scan.getInclusive();
  auto inputType = cast<RankedTensorType>(input.getType());
  int64_t sliceRank = inputType.getRank() - 1;

  // Index 0: the first input slice (inclusive) or the accumulator
  // (exclusive); the accumulator itself is not written.
  auto firstSlice = [&](OpBuilder &b, Location loc) {
    Value first =
        inclusive ? extractSlice(b, loc, input, dim, b.getIndexAttr(0)) : acc;
    return insertSlice(b, loc, first, output, dim, b.getIndexAttr(0));
  };
  Value size;
  Value started;
  if (inputType.isDynamicDim(dim)) {
    size = tensor::DimOp::create(rewriter, loc, input, dim);
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value nonEmpty = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::sgt, size, zero);
    started = scf::IfOp::create(
                  rewriter, loc, nonEmpty,
                  [&](OpBuilder &b, Location loc) {
                    scf::YieldOp::create(b, loc, firstSlice(b, loc));
                  },
                  [&](OpBuilder &b, Location loc) {
                    scf::YieldOp::create(b, loc, output);
                  })
                  .getResult(0);
  } else {
    int64_t n = inputType.getDimSize(dim);
    size = arith::ConstantIndexOp::create(rewriter, loc, n);
    started = n == 0 ? output : firstSlice(rewriter, loc);
  }

  // Indices 1 to n - 1: the region combines the previous output slice (the
  // running value, first argument) with input slice i (inclusive) or i - 1
  // (exclusive), and the value goes to the output and the accumulator.
  SmallVector<AffineMap> maps(3, rewriter.getMultiDimIdentityMap(sliceRank));
  SmallVector<utils::IteratorType> iterators(sliceRank,
                                             utils::IteratorType::parallel);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  auto loop = scf::ForOp::create(
      rewriter, loc, one, size, one, ValueRange{started, acc},
      [&](OpBuilder &b, Location loc, Value iv, ValueRange iterArgs) {
        Value previousIndex = arith::SubIOp::create(b, loc, iv, one);
        Value previous = extractSlice(b, loc, iterArgs[0], dim, previousIndex);
        Value current =
            extractSlice(b, loc, input, dim, inclusive ? iv : previousIndex);
        auto combine = linalg::GenericOp::create(
            b, loc, TypeRange{accType}, ValueRange{previous, current},
            ValueRange{iterArgs[1]}, maps, iterators,
            [&](OpBuilder &nb, Location nloc, ValueRange args) {
              linalg::YieldOp::create(
                  nb, nloc,
                  inlineRegion(nb, scan.getRegion(), args.take_front(2)));
            });
        Value value = combine.getResult(0);
        Value newOutput = insertSlice(b, loc, value, iterArgs[0], dim, iv);
        scf::YieldOp::create(b, loc, ValueRange{newOutput, value});
      });
  rewriter.replaceOp(scan, loop.getResults());
  return success();
}

/// Rewrites a scatter on tensors into a loop nest over the updates and their
/// slice that carries the original: each element's position is its slice
/// index (in the original's last dims) plus the indices of its update in the
/// mapped dims, a negative index counting from the end of its dim; in range,
/// the region combines the update with the current value and the result is
/// stored; out of range, the element is skipped. Fails with a diagnostic on
/// memrefs.
static LogicalResult lowerScatter(RewriterBase &rewriter,
                                  attn::tm_tensor::ScatterOp op) {
  if (op.getResults().empty())
    return notLoweredOnMemrefs(op);
  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  Value updates = op.getUpdates(), indices = op.getIndices();
  Value original = op.getOriginal();
  auto updatesType = cast<RankedTensorType>(updates.getType());
  auto originalType = cast<RankedTensorType>(original.getType());
  int64_t updatesRank = updatesType.getRank();
  int64_t rank = originalType.getRank();
  int64_t offset = rank - (updatesRank - 1);
  ArrayRef<int64_t> dimensionMap = op.getDimensionMap();

  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> lbs(updatesRank, zero), steps(updatesRank, one);
  SmallVector<Value> ubs = getValueOrCreateConstantIndexOp(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, updates));
  SmallVector<Value> originalSizes = getValueOrCreateConstantIndexOp(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, original));

  scf::LoopNest nest = scf::buildLoopNest(
      rewriter, loc, lbs, ubs, steps, ValueRange{original},
      [&](OpBuilder &b, Location loc, ValueRange ivs,
          ValueRange iterArgs) -> scf::ValueVector {
        Value current = iterArgs[0];
        SmallVector<Value> position(offset, zero);
        llvm::append_range(position, ivs.drop_front());
        for (auto [k, dim] : llvm::enumerate(dimensionMap)) {
          Value depth = arith::ConstantIndexOp::create(b, loc, k);
          Value index = tensor::ExtractOp::create(
              b, loc, indices, ValueRange{ivs.front(), depth});
          index = arith::IndexCastOp::create(b, loc, b.getIndexType(), index);
          // torch-mlir passes index_put's indices through as PyTorch takes
          // them, a negative one counting from the end of its dim.
          Value negative = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::slt, index, zero);
          Value wrapped =
              arith::AddIOp::create(b, loc, index, originalSizes[dim]);
          index = arith::SelectOp::create(b, loc, negative, wrapped, index);
          position[dim] = arith::AddIOp::create(b, loc, position[dim], index);
        }
        // An unsigned compare against the size rejects negative positions
        // as well as those past the end. An unmapped slice dim whose sizes
        // are static stays in range: the verifier checked that it fits.
        Value inRange;
        for (auto [dim, pos, size] : llvm::enumerate(position, originalSizes)) {
          int64_t sliceDim = static_cast<int64_t>(dim) - offset + 1;
          if (!llvm::is_contained(dimensionMap, dim) &&
              !updatesType.isDynamicDim(sliceDim) &&
              !originalType.isDynamicDim(dim))
            continue;
          Value below = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                              pos, size);
          inRange =
              inRange
                  ? arith::AndIOp::create(b, loc, inRange, below).getResult()
                  : below;
        }
        if (!inRange)
          inRange = arith::ConstantIntOp::create(b, loc, /*value=*/1,
                                                 /*width=*/1);
        auto store = scf::IfOp::create(
            b, loc, inRange,
            [&](OpBuilder &tb, Location tloc) {
              Value update = tensor::ExtractOp::create(tb, tloc, updates, ivs);
              Value old =
                  tensor::ExtractOp::create(tb, tloc, current, position);
              Value value =
                  inlineRegion(tb, op.getRegion(), ValueRange{update, old});
              scf::YieldOp::create(tb, tloc,
                                   ValueRange{tensor::InsertOp::create(
                                       tb, tloc, value, current, position)});
            },
            [&](OpBuilder &eb, Location eloc) {
              scf::YieldOp::create(eb, eloc, current);
            });
        return {store.getResult(0)};
      });
  rewriter.replaceOp(op, nest.results);
  return success();
}

/// Rewrites a sort on tensors into torch-mlir's reference algorithm, so that
/// equal elements end where they do there: for each slice along the
/// dimension (size n), n bubble passes over the adjacent pairs, each pair
/// swapped in every operand where the region says it is out of order. The
/// loop nest carries the operands. Fails with a diagnostic on memrefs.
static LogicalResult lowerSort(RewriterBase &rewriter,
                               attn::tm_tensor::SortOp op) {
  if (op.getResults().empty())
    return notLoweredOnMemrefs(op);
  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  ValueRange outputs = op.getOutputs();
  Value first = outputs.front();
  int64_t rank = cast<RankedTensorType>(first.getType()).getRank();
  int64_t dim = op.getDimension();

  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  // One loop per dim, the sorted one running the passes.
  SmallVector<Value> lbs(rank, zero), steps(rank, one);
  SmallVector<Value> ubs = getValueOrCreateConstantIndexOp(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, first));
  Value lastPair = arith::SubIOp::create(rewriter, loc, ubs[dim], one);

  scf::LoopNest nest = scf::buildLoopNest(
      rewriter, loc, lbs, ubs, steps, outputs,
      [&](OpBuilder &b, Location loc, ValueRange ivs,
          ValueRange passArgs) -> scf::ValueVector {
        auto pass = scf::ForOp::create(
            b, loc, zero, lastPair, one, passArgs,
            [&](OpBuilder &pb, Location ploc, Value j, ValueRange current) {
              SmallVector<Value> at(ivs), next(ivs);
              at[dim] = j;
              next[dim] = arith::AddIOp::create(pb, ploc, j, one);
              // The region takes the pair of each operand in turn.
              SmallVector<Value> lhs, rhs, pairs;
              for (Value tensor : current) {
                lhs.push_back(tensor::ExtractOp::create(pb, ploc, tensor, at));
                rhs.push_back(
                    tensor::ExtractOp::create(pb, ploc, tensor, next));
                pairs.append({lhs.back(), rhs.back()});
              }
              Value inOrder = inlineRegion(pb, op.getRegion(), pairs);
              auto swap = scf::IfOp::create(
                  pb, ploc, inOrder,
                  [&](OpBuilder &tb, Location tloc) {
                    scf::YieldOp::create(tb, tloc, current);
                  },
                  [&](OpBuilder &eb, Location eloc) {
                    SmallVector<Value> swapped;
                    for (auto [i, tensor] : llvm::enumerate(current)) {
                      Value t = tensor::InsertOp::create(eb, eloc, rhs[i],
                                                         tensor, at);
                      swapped.push_back(
                          tensor::InsertOp::create(eb, eloc, lhs[i], t, next));
                    }
                    scf::YieldOp::create(eb, eloc, swapped);
                  });
              scf::YieldOp::create(pb, ploc, swap.getResults());
            });
        return llvm::to_vector_of<Value>(pass.getResults());
      });
  rewriter.replaceOp(op, nest.results);
  return success();
}

/// The sizes of `tensor`'s dims `dims`, static or read with tensor.dim.
static SmallVector<OpFoldResult>
mixedSizes(OpBuilder &b, Location loc, Value tensor, ArrayRef<int64_t> dims) {
  SmallVector<OpFoldResult> sizes;
  for (int64_t d : dims)
    sizes.push_back(tensor::getMixedSize(b, loc, tensor, d));
  return sizes;
}

/// A tensor of `sizes` filled with `value`.
static Value filledTensor(OpBuilder &b, Location loc,
                          ArrayRef<OpFoldResult> sizes, Type elementType,
                          double value) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, elementType);
  Value fill = arith::ConstantOp::create(b, loc, elementType,
                                         b.getFloatAttr(elementType, value));
  return linalg::FillOp::create(b, loc, fill, empty).getResult(0);
}

/// The map from `numLoops` loops to the batch loops followed by `last`.
static AffineMap loopMap(MLIRContext *ctx, int64_t numBatch, int64_t numLoops,
                         ArrayRef<int64_t> last) {
  SmallVector<AffineExpr> exprs;
  for (int64_t d = 0; d < numBatch; ++d)
    exprs.push_back(getAffineDimExpr(d, ctx));
  for (int64_t d : last)
    exprs.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(numLoops, 0, exprs, ctx);
}

/// Rewrites an attention on tensors into linalg.generic ops that compute
/// `softmax(scale * Q·Kᵀ + M)·V` row by row in the operands' element type:
/// the scores, the scaled and masked scores, their row max, the exponentials
/// (0 in a row whose every score is -inf), the row sums, the probabilities
/// (0 where the sum is 0) and their product with V. Fails with a diagnostic
/// on memrefs and when the default scale needs a dynamic head dim.
static LogicalResult lowerAttention(RewriterBase &rewriter,
                                    attn::tm_tensor::AttentionOp op) {
  if (op.getResult().empty())
    return notLoweredOnMemrefs(op);
  Value query = op.getQuery(), key = op.getKey(), value = op.getValue();
  Value mask = op.getMask();
  auto queryType = cast<RankedTensorType>(query.getType());
  int64_t rank = queryType.getRank();
  int64_t numBatch = rank - 2;
  double scale;
  if (FloatAttr attr = op.getScaleAttr())
    scale = attr.getValueAsDouble();
  else if (queryType.isDynamicDim(rank - 1))
    return op.emitOpError("cannot lower the default scale 1/sqrt(d) with a "
                          "dynamic head dim");
  else
    scale =
        1.0 / std::sqrt(static_cast<double>(queryType.getDimSize(rank - 1)));

  MLIRContext *ctx = rewriter.getContext();
  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  Type elementType = queryType.getElementType();
  auto constant = [&](OpBuilder &b, Location loc, double v) -> Value {
    return arith::ConstantOp::create(b, loc, elementType,
                                     b.getFloatAttr(elementType, v));
  };
  double minusInf = -std::numeric_limits<double>::infinity();

  // Loops of the score-shaped ops: batch..., i (query), j (key); the
  // contractions add one reduction loop last.
  int64_t i = numBatch, j = numBatch + 1, c = numBatch + 2;
  SmallVector<int64_t> batchDims =
      llvm::to_vector(llvm::seq<int64_t>(0, numBatch));
  SmallVector<OpFoldResult> scoreSizes =
      mixedSizes(rewriter, loc, query, batchDims);
  SmallVector<OpFoldResult> rowSizes = scoreSizes;
  rowSizes.push_back(tensor::getMixedSize(rewriter, loc, query, rank - 2));
  scoreSizes = rowSizes;
  scoreSizes.push_back(tensor::getMixedSize(rewriter, loc, key, rank - 2));

  auto parallel = [](int64_t n) {
    return SmallVector<utils::IteratorType>(n, utils::IteratorType::parallel);
  };
  auto withReduction = [&](int64_t numParallel) {
    SmallVector<utils::IteratorType> types = parallel(numParallel);
    types.push_back(utils::IteratorType::reduction);
    return types;
  };
  auto contract = [&](Value lhs, AffineMap lhsMap, Value rhs, AffineMap rhsMap,
                      Value init) {
    AffineMap outMap = loopMap(ctx, numBatch, numBatch + 3, {i, j});
    return linalg::GenericOp::create(
               rewriter, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
               ValueRange{init}, ArrayRef<AffineMap>{lhsMap, rhsMap, outMap},
               withReduction(numBatch + 2),
               [&](OpBuilder &b, Location loc, ValueRange args) {
                 Value product =
                     arith::MulFOp::create(b, loc, args[0], args[1]);
                 linalg::YieldOp::create(b, loc,
                                         ValueRange{arith::AddFOp::create(
                                             b, loc, args[2], product)});
               })
        .getResult(0);
  };

  // S[b, i, j] = sum_c Q[b, i, c] K[b, j, c].
  Value scores =
      contract(query, loopMap(ctx, numBatch, numBatch + 3, {i, c}), key,
               loopMap(ctx, numBatch, numBatch + 3, {j, c}),
               filledTensor(rewriter, loc, scoreSizes, elementType, 0.0));

  // scale * S, plus the float mask or -inf where the boolean mask is false.
  AffineMap scoreMap = rewriter.getMultiDimIdentityMap(numBatch + 2);
  SmallVector<Value> maskedInputs{scores};
  if (mask)
    maskedInputs.push_back(mask);
  SmallVector<AffineMap> maskedMaps(maskedInputs.size() + 1, scoreMap);
  Value masked =
      linalg::GenericOp::create(
          rewriter, loc, TypeRange{scores.getType()}, maskedInputs,
          ValueRange{
              tensor::EmptyOp::create(rewriter, loc, scoreSizes, elementType)},
          maskedMaps, parallel(numBatch + 2),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            Value x =
                arith::MulFOp::create(b, loc, args[0], constant(b, loc, scale));
            if (mask && args[1].getType().isInteger(1))
              x = arith::SelectOp::create(b, loc, args[1], x,
                                          constant(b, loc, minusInf));
            else if (mask)
              x = arith::AddFOp::create(b, loc, x, args[1]);
            linalg::YieldOp::create(b, loc, x);
          })
          .getResult(0);

  // Row reductions over j: max, then the sum of the exponentials.
  AffineMap rowMap = loopMap(ctx, numBatch, numBatch + 2, {i});
  auto rowReduce = [&](Value input, double init, bool isMax) {
    Value acc = filledTensor(rewriter, loc, rowSizes, elementType, init);
    return linalg::GenericOp::create(
               rewriter, loc, TypeRange{acc.getType()}, ValueRange{input},
               ValueRange{acc}, ArrayRef<AffineMap>{scoreMap, rowMap},
               withReduction(numBatch + 1),
               [&](OpBuilder &b, Location loc, ValueRange args) {
                 Value r =
                     isMax ? arith::MaximumFOp::create(b, loc, args[0], args[1])
                                 .getResult()
                           : arith::AddFOp::create(b, loc, args[0], args[1])
                                 .getResult();
                 linalg::YieldOp::create(b, loc, r);
               })
        .getResult(0);
  };
  // exp(x - max), or 0 when the max is -inf (every key hidden), where
  // x - max would be NaN.
  auto rowwise =
      [&](Value scoresLike, Value row,
          function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
        return linalg::GenericOp::create(
                   rewriter, loc, TypeRange{scoresLike.getType()},
                   ValueRange{scoresLike, row},
                   ValueRange{tensor::EmptyOp::create(rewriter, loc, scoreSizes,
                                                      elementType)},
                   ArrayRef<AffineMap>{scoreMap, rowMap, scoreMap},
                   parallel(numBatch + 2),
                   [&](OpBuilder &b, Location loc, ValueRange args) {
                     linalg::YieldOp::create(b, loc,
                                             body(b, loc, args[0], args[1]));
                   })
            .getResult(0);
      };
  Value rowMax = rowReduce(masked, minusInf, /*isMax=*/true);
  Value exps = rowwise(
      masked, rowMax,
      [&](OpBuilder &b, Location loc, Value x, Value max) -> Value {
        Value allHidden = arith::CmpFOp::create(
            b, loc, arith::CmpFPredicate::OEQ, max, constant(b, loc, minusInf));
        Value e =
            math::ExpOp::create(b, loc, arith::SubFOp::create(b, loc, x, max));
        return arith::SelectOp::create(b, loc, allHidden, constant(b, loc, 0.0),
                                       e);
      });
  Value rowSum = rowReduce(exps, 0.0, /*isMax=*/false);
  Value probs =
      rowwise(exps, rowSum,
              [&](OpBuilder &b, Location loc, Value e, Value sum) -> Value {
                Value zero = constant(b, loc, 0.0);
                Value empty = arith::CmpFOp::create(
                    b, loc, arith::CmpFPredicate::OEQ, sum, zero);
                Value p = arith::DivFOp::create(b, loc, e, sum);
                return arith::SelectOp::create(b, loc, empty, zero, p);
              });

  // O[b, i, e] = sum_j P[b, i, j] V[b, j, e]: the contraction's second
  // parallel loop is e here, and its reduction loop j.
  Value output =
      linalg::FillOp::create(rewriter, loc, constant(rewriter, loc, 0.0),
                             op.getOutput())
          .getResult(0);
  Value result =
      contract(probs, loopMap(ctx, numBatch, numBatch + 3, {i, c}), value,
               loopMap(ctx, numBatch, numBatch + 3, {c, j}), output);
  rewriter.replaceOp(op, result);
  return success();
}

namespace {
struct AttnLowerTMTensorPass
    : mlir::attn::impl::AttnLowerTMTensorBase<AttnLowerTMTensorPass> {
  /// The attention lowering builds math.exp, which the pass's declared
  /// dialects do not hold.
  void getDependentDialects(DialectRegistry &registry) const override {
    AttnLowerTMTensorBase::getDependentDialects(registry);
    registry.insert<math::MathDialect>();
  }

  void runOnOperation() override {
    SmallVector<attn::tm_tensor::ScanOp> scans;
    SmallVector<attn::tm_tensor::ScatterOp> scatters;
    SmallVector<attn::tm_tensor::SortOp> sorts;
    SmallVector<attn::tm_tensor::AttentionOp> attentions;
    getOperation()->walk([&](Operation *op) {
      if (auto scan = dyn_cast<attn::tm_tensor::ScanOp>(op))
        scans.push_back(scan);
      else if (auto scatter = dyn_cast<attn::tm_tensor::ScatterOp>(op))
        scatters.push_back(scatter);
      else if (auto sort = dyn_cast<attn::tm_tensor::SortOp>(op))
        sorts.push_back(sort);
      else if (auto attention = dyn_cast<attn::tm_tensor::AttentionOp>(op))
        attentions.push_back(attention);
    });
    IRRewriter rewriter(&getContext());
    bool failed = false;
    for (attn::tm_tensor::ScanOp scan : scans)
      if (mlir::failed(lowerScan(rewriter, scan)))
        failed = true;
    for (attn::tm_tensor::ScatterOp scatter : scatters)
      if (mlir::failed(lowerScatter(rewriter, scatter)))
        failed = true;
    for (attn::tm_tensor::SortOp sort : sorts)
      if (mlir::failed(lowerSort(rewriter, sort)))
        failed = true;
    for (attn::tm_tensor::AttentionOp attention : attentions)
      if (mlir::failed(lowerAttention(rewriter, attention)))
        failed = true;
    if (failed)
      signalPassFailure();
  }
};

} // namespace
