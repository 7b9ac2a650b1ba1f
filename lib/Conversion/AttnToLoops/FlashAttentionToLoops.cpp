//===- FlashAttentionToLoops.cpp - the tiled online softmax ---------------===//
//
// Part of attn-opt. Lowers attn.flash_attention to the tiled online-softmax
// algorithm on buffers, with the inner loops written as vector FMAs.
//
// Per (batch, head, query block of BM rows) the kernel keeps, in stack
// buffers of f32 (f64 when the inputs are f64):
//   qT   [d][BMp]    the scaled query block, transposed (queries are lanes)
//   kt   [BNp][d]    the key block, packed unless K is read in place
//   vt   [BNp][dvp]  the value block, likewise
//   sT   [BNp][BMp]  the scores, then the probabilities, key-major
//   acc  [BMp][dvp]  the output accumulator
//   m, l, alpha [BMp]  running max, running sum, rescale factor
// With the scores key-major, the row max and row sum of a query are
// elementwise vector ops across keys, never horizontal reductions.
//
//===----------------------------------------------------------------------===//

#include "FlashAttentionEmitter.h"
#include "LoopUtils.h"
#include "attn/Conversion/AttnToLoops/AttnToLoops.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

/// A memref type for reading a tensor of `type` in place, whatever layout
/// its buffer ends up with.
static MemRefType anyLayoutMemRef(RankedTensorType type) {
  SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
  auto layout =
      StridedLayoutAttr::get(type.getContext(), ShapedType::kDynamic, strides);
  return MemRefType::get(type.getShape(), type.getElementType(), layout);
}

Value FlashAttentionEmitter::emit() {
  vecType = VectorType::get({lanes}, compute);
  // Q Kᵀ covers whole vectors of queries, P V whole tiles of rows; rows of
  // sT and qT stay whole vectors so that vector loads are aligned.
  blockMPadded = llvm::alignTo(llvm::alignTo(blockM, tile), lanes);
  blockNPadded = llvm::alignTo(blockN, tile);

  auto toBuffer = [&](Value tensor) -> Value {
    auto type = cast<RankedTensorType>(tensor.getType());
    return bufferization::ToBufferOp::create(b, anyLayoutMemRef(type), tensor,
                                             /*read_only=*/true);
  };
  query = toBuffer(op.getQuery());
  key = toBuffer(op.getKey());
  value = toBuffer(op.getValue());
  if (op.getMask())
    mask = toBuffer(op.getMask());
  for (Value bias : op.getBiases())
    biases.push_back(toBuffer(bias));
  if (op.getRelativeBias())
    relativeBias = toBuffer(op.getRelativeBias());
  if (op.getKeyPadding())
    keyPadding = toBuffer(op.getKeyPadding());
  if (op.getQuerySegments()) {
    querySegments = toBuffer(op.getQuerySegments());
    keySegments = toBuffer(op.getKeySegments());
  }
  if (op.getAlibi())
    alibi = toBuffer(op.getAlibi());
  if (op.getSinks())
    sinks = toBuffer(op.getSinks());

  keyInPlace = inPlaceRows(key);
  valueInPlace = inPlaceRows(value);

  numQueries = memref::DimOp::create(b, query, 2);
  numKeys = memref::DimOp::create(b, key, 2);
  headDim = memref::DimOp::create(b, query, 3);
  valueDim = memref::DimOp::create(b, value, 3);
  headDimPadded = roundUpIdx(headDim, lanes);
  valueDimPadded = roundUpIdx(valueDim, lanes);
  Value queryHeads = memref::DimOp::create(b, query, 1);
  Value kvHeads = memref::DimOp::create(b, key, 1);
  groupSize = arith::DivUIOp::create(b, queryHeads, kvHeads);
  if (std::optional<int64_t> diagonal = op.getDiagonal())
    causalOffset = index(*diagonal);
  else
    causalOffset = arith::SubIOp::create(b, numKeys, numQueries);
  staticHeadDim = op.getQuery().getType().getDimSize(3);
  staticHeadDimPadded =
      ShapedType::isDynamic(staticHeadDim)
          ? ShapedType::kDynamic
          : static_cast<int64_t>(llvm::alignTo(staticHeadDim, lanes));
  int64_t staticValueDim = op.getValue().getType().getDimSize(3);
  staticValueDimPadded =
      ShapedType::isDynamic(staticValueDim)
          ? ShapedType::kDynamic
          : static_cast<int64_t>(llvm::alignTo(staticValueDim, lanes));

  RankedTensorType resultType = op.getType();
  SmallVector<Value> outSizes;
  Value batches = memref::DimOp::create(b, query, 0);
  SmallVector<Value> allSizes = {batches, queryHeads, numQueries, valueDim};
  for (auto [i, dim] : llvm::enumerate(resultType.getShape()))
    if (ShapedType::isDynamic(dim))
      outSizes.push_back(allSizes[i]);
  auto outType =
      MemRefType::get(resultType.getShape(), resultType.getElementType());
  out = memref::AllocOp::create(b, outType, outSizes, b.getI64IntegerAttr(64));

  // Few parallel blocks without a causal mask are of (nearly) equal rows,
  // whole register tiles each, at most block_m: 1024 queries of one head are
  // six blocks of 174 rows rather than five of 192 and one of 64, which
  // leaves one of two threads a block behind the other. From 16 blocks on,
  // the pool's dynamic scheduling evens out a short block, while equal rows
  // still cost each block its padding lanes (3% measured at 8 heads). Under
  // a causal mask a block's work grows with its index whatever its rows,
  // and the short last block of block_m rows measured faster.
  queryBlockRows = index(blockM);
  if (parallel && !op.getCausal()) {
    Value fullBlocks = ceilDiv(numQueries, blockM);
    Value tasks = mul(mul(batches, queryHeads), fullBlocks);
    Value few =
        arith::CmpIOp::create(b, arith::CmpIPredicate::ult, tasks, index(16));
    Value equalBlocks = maxIdx(fullBlocks, index(1));
    Value equalRows = roundUpIdx(
        arith::CeilDivUIOp::create(b, numQueries, equalBlocks), tile);
    Value balanced = maxIdx(minIdx(equalRows, index(blockM)), index(1));
    queryBlockRows = arith::SelectOp::create(b, few, balanced, queryBlockRows);
  }
  Value queryBlocks = arith::CeilDivUIOp::create(b, numQueries, queryBlockRows);
  emitBlockLoops(
      b, {batches, queryHeads, queryBlocks}, parallel,
      [&] { allocateScratch(); },
      [&](ValueRange ivs) { emitQueryBlock(ivs[0], ivs[1], ivs[2]); });

  return bufferization::ToTensorOp::create(b, resultType, out,
                                           /*restrict=*/b.getUnitAttr(),
                                           /*writable=*/b.getUnitAttr());
}

void FlashAttentionEmitter::allocateScratch() {
  SmallVector<Value> headDimDyn, headDimPaddedDyn, valueDimDyn;
  if (ShapedType::isDynamic(staticHeadDim)) {
    headDimDyn.push_back(headDim);
    headDimPaddedDyn.push_back(headDimPadded);
  }
  if (ShapedType::isDynamic(staticValueDimPadded))
    valueDimDyn.push_back(valueDimPadded);
  qT = stackBuffer({staticHeadDim, blockMPadded}, headDimDyn);
  kt = stackBuffer({blockNPadded, staticHeadDimPadded}, headDimPaddedDyn);
  vt = stackBuffer({blockNPadded, staticValueDimPadded}, valueDimDyn);
  sT = stackBuffer({blockNPadded, blockMPadded});
  acc = stackBuffer({blockMPadded, staticValueDimPadded}, valueDimDyn);
  rowMax = stackBuffer({blockMPadded});
  rowSum = stackBuffer({blockMPadded});
  alpha = stackBuffer({blockMPadded});
}

void FlashAttentionEmitter::emitQueryBlock(Value batch, Value head,
                                           Value queryBlock) {
  Value zero = index(0);
  Value kvHead = arith::DivUIOp::create(b, head, groupSize);
  Value queryStart = mul(queryBlock, queryBlockRows);
  Value rowsValid =
      minIdx(queryBlockRows, arith::SubIOp::create(b, numQueries, queryStart));
  // Lanes and register tiles beyond the valid rows are not computed.
  Value laneRows = roundUpIdx(rowsValid, lanes);

  // Initial state: acc = 0, m = -inf, l = 0, and the query block, scaled and
  // transposed, zero beyond the valid rows. A sink is a logit seen before
  // every key: m = sink, l = exp(sink - m) (0 for a sink of -inf).
  Value zeroVec = vecSplat(constant(0.0));
  Value negInfVec = vecSplat(negInf());
  Value initMax = negInfVec, initSum = zeroVec;
  if (sinks) {
    Value sink = toCompute(memref::LoadOp::create(b, sinks, head));
    Value isInf =
        arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, sink, negInf());
    Value safe = arith::SelectOp::create(b, isInf, constant(0.0), sink);
    initMax = vecSplat(sink);
    initSum = vecSplat(exp(arith::SubFOp::create(b, sink, safe)));
  }
  loop(zero, laneRows, lanes, [&](Value i) {
    storeVec(initMax, rowMax, i);
    storeVec(initSum, rowSum, i);
    loop(zero, headDim, 1, [&](Value c) { storeVec(zeroVec, qT, {c, i}); });
  });
  loop(zero, laneRows, 1, [&](Value i) {
    loop(zero, valueDimPadded, lanes,
         [&](Value c) { storeVec(zeroVec, acc, {i, c}); });
  });
  // P V's last register tile can reach past the lanes that Q Kᵀ and the
  // softmax write; its padding rows read zero scores, rescales and
  // accumulators rather than stack memory, which can hold denormals that
  // stall FMAs.
  Value zeroF = constant(0.0);
  loop(laneRows, roundUpIdx(rowsValid, tile), 1, [&](Value i) {
    memref::StoreOp::create(b, zeroF, alpha, i);
    loop(zero, valueDimPadded, lanes,
         [&](Value c) { storeVec(zeroVec, acc, {i, c}); });
    loop(zero, index(blockNPadded), 1,
         [&](Value j) { memref::StoreOp::create(b, zeroF, sT, {j, i}); });
  });
  Value scale = constant(op.getScale().convertToDouble());
  loop(zero, rowsValid, 1, [&](Value i) {
    Value row = add(queryStart, i);
    loop(zero, headDim, 1, [&](Value c) {
      Value q = memref::LoadOp::create(b, query, {batch, head, row, c});
      Value scaled = arith::MulFOp::create(b, toCompute(q), scale);
      memref::StoreOp::create(b, scaled, qT, {c, i});
    });
  });

  // Key blocks; with a causal mask, only those up to the last key the last
  // valid row of this block can see, and with a window only those from the
  // first key its first row sees.
  Value keysSeen = numKeys;
  if (op.getCausal()) {
    Value lastSeen = add(add(queryStart, rowsValid), causalOffset);
    keysSeen = minIdx(numKeys, maxIdx(lastSeen, zero));
  }
  Value keyBlocks = ceilDiv(keysSeen, blockN);
  Value firstKeyBlock = zero;
  if (std::optional<int64_t> window = op.getWindow()) {
    Value firstSeen =
        arith::SubIOp::create(b, add(queryStart, causalOffset), index(*window));
    firstKeyBlock =
        arith::DivUIOp::create(b, maxIdx(firstSeen, zero), index(blockN));
  }
  // With segments, a key block whose ids all lie outside the range of the
  // query block's ids holds no key any of its rows sees: it is skipped
  // (Llama 4's chunks and packed documents leave most blocks so). So is a
  // key block that key padding hides whole (right and left padding).
  std::pair<Value, Value> queryIds;
  if (querySegments)
    queryIds = segmentRange(querySegments, batch, queryStart, rowsValid);
  loop(firstKeyBlock, keyBlocks, 1, [&](Value keyBlock) {
    Value keyStart = mul(keyBlock, index(blockN));
    Value colsValid =
        minIdx(index(blockN), arith::SubIOp::create(b, numKeys, keyStart));
    Value nextEnd = minIdx(add(keyStart, index(2 * blockN)), keysSeen);
    std::optional<OpBuilder::InsertionGuard> guard;
    Value needed;
    if (querySegments) {
      auto [least, greatest] =
          segmentRange(keySegments, batch, keyStart, colsValid);
      needed = arith::AndIOp::create(
          b,
          arith::CmpIOp::create(b, arith::CmpIPredicate::sle, least,
                                queryIds.second),
          arith::CmpIOp::create(b, arith::CmpIPredicate::sle, queryIds.first,
                                greatest));
    }
    if (keyPadding) {
      Value kept = anyKept(batch, keyStart, colsValid);
      needed = needed ? arith::AndIOp::create(b, needed, kept) : kept;
    }
    if (needed) {
      auto ifOp = scf::IfOp::create(b, needed, /*withElseRegion=*/false);
      guard.emplace(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
    }
    emitKeyBlock(keyStart, colsValid, nextEnd, queryStart, rowsValid, batch,
                 head, kvHead);
  });

  // O = acc / l; a row that saw no key has l = 0 and gives zeros.
  Type outElement = op.getType().getElementType();
  loop(zero, rowsValid, 1, [&](Value i) {
    Value sum = memref::LoadOp::create(b, rowSum, i);
    Value isEmpty =
        arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, sum, constant(0.0));
    Value inv = arith::DivFOp::create(b, constant(1.0), sum);
    inv = arith::SelectOp::create(b, isEmpty, constant(0.0), inv);
    Value row = add(queryStart, i);
    loop(zero, valueDim, 1, [&](Value c) {
      Value a = memref::LoadOp::create(b, acc, {i, c});
      Value o = arith::MulFOp::create(b, a, inv);
      memref::StoreOp::create(b, fromCompute(o, outElement), out,
                              {batch, head, row, c});
    });
  });
}

void FlashAttentionEmitter::emitKeyBlock(Value keyStart, Value colsValid,
                                         Value nextEnd, Value queryStart,
                                         Value rowsValid, Value batch,
                                         Value head, Value kvHead) {
  Value zero = index(0);
  Value zeroF = constant(0.0);
  Value laneRows = roundUpIdx(rowsValid, lanes);
  Value keyRows = roundUpIdx(colsValid, tile);

  // The key and value blocks in the compute type, zero-padded to whole
  // tiles, so that the micro-kernels read them at unit stride: packed, or
  // read in place where they already are such panels.
  Value keys = panelOf(key, keyInPlace, kt, keyStart, colsValid, keyRows,
                       headDim, headDimPadded, batch, kvHead);
  Value values = panelOf(value, valueInPlace, vt, keyStart, colsValid, keyRows,
                         valueDim, valueDimPadded, batch, kvHead);

  // The hardware prefetchers stop at every 4 KB page, so the next block's K
  // and V rows are prefetched into L2 while this block computes: K's from
  // the Q Kᵀ tiles, V's from the P V tiles, a few lines from each tile, since
  // hundreds of requests at once would stall on the line-fill buffers.
  Value nextStart = add(keyStart, index(blockN));
  Value keyTiles = arith::DivUIOp::create(b, keyRows, index(tile));
  SpreadPrefetch nextKeys = spreadPrefetch(
      key, nextStart, nextEnd, headDim, batch, kvHead,
      mul(arith::DivUIOp::create(b, laneRows, index(lanes)), keyTiles));

  // sT[j][i] = sum_c kt[j][c] * qT[c][i]: `tile` keys by `lanes` queries
  // in registers. Queries outermost: one vector's column of qT stays in L1
  // while the key tiles stream past it.
  Value zeroVec = vecSplat(zeroF);
  loop(zero, laneRows, lanes, [&](Value i) {
    loop(zero, keyRows, tile, [&](Value j) {
      prefetchSlice(nextKeys, tileNumber(i, lanes, j, tile, keyTiles));
      SmallVector<Value> init(tile, zeroVec);
      ValueRange sums =
          loopCarried(zero, headDim, 1, init, [&](Value c, ValueRange partial) {
            Value q = loadVec(qT, {c, i});
            SmallVector<Value> next;
            for (int64_t r = 0; r < tile; ++r) {
              Value k = memref::LoadOp::create(b, keys, {add(j, index(r)), c});
              next.push_back(
                  vector::FMAOp::create(b, vecSplat(k), q, partial[r]));
            }
            return next;
          });
      for (int64_t r = 0; r < tile; ++r)
        storeVec(sums[r], sT, {add(j, index(r)), i});
    });
  });

  emitScoreTerms(keyStart, colsValid, queryStart, rowsValid, batch, head);
  emitHiddenKeys(keyStart, colsValid, queryStart, rowsValid, batch);

  Value negInfVec = vecSplat(negInf());
  // Online softmax, lanes query rows at a time.
  loop(zero, laneRows, lanes, [&](Value i) {
    Value mOld = loadVec(rowMax, i);
    Value blockMax =
        loopCarried(zero, colsValid, 1, negInfVec,
                    [&](Value j, ValueRange partial) -> SmallVector<Value> {
                      Value s = loadVec(sT, {j, i});
                      return {maxOf(s, partial[0])};
                    })[0];
    Value mNew = maxOf(blockMax, mOld);
    // While a row has seen only hidden keys its max is -inf; subtracting 0
    // instead keeps exp(-inf - m) at 0 rather than NaN.
    Value isEmpty =
        arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, mNew, negInfVec);
    Value mSafe = arith::SelectOp::create(b, isEmpty, zeroVec, mNew);
    Value rescale = exp(arith::SubFOp::create(b, mOld, mSafe));
    Value blockSum =
        loopCarried(zero, colsValid, 1, zeroVec,
                    [&](Value j, ValueRange partial) -> SmallVector<Value> {
                      Value s = loadVec(sT, {j, i});
                      Value p = exp(arith::SubFOp::create(b, s, mSafe));
                      storeVec(p, sT, {j, i});
                      return {arith::AddFOp::create(b, partial[0], p)};
                    })[0];
    Value lOld = loadVec(rowSum, i);
    Value lNew = vector::FMAOp::create(b, lOld, rescale, blockSum);
    storeVec(mNew, rowMax, i);
    storeVec(lNew, rowSum, i);
    storeVec(rescale, alpha, i);
  });

  // acc[i] = acc[i] * alpha[i] + sum_j sT[j][i] * vt[j]: `tile` rows by
  // `lanes` value columns in registers. Rows of the last tile beyond the
  // valid ones compute on padding and are never stored.
  Value tileRows = roundUpIdx(rowsValid, tile);
  Value columnVectors = arith::DivUIOp::create(b, valueDimPadded, index(lanes));
  SpreadPrefetch nextValues = spreadPrefetch(
      value, nextStart, nextEnd, valueDim, batch, kvHead,
      mul(arith::DivUIOp::create(b, tileRows, index(tile)), columnVectors));
  loop(zero, tileRows, tile, [&](Value i) {
    loop(zero, valueDimPadded, lanes, [&](Value c) {
      prefetchSlice(nextValues, tileNumber(i, tile, c, lanes, columnVectors));
      SmallVector<Value> init;
      for (int64_t r = 0; r < tile; ++r) {
        Value row = add(i, index(r));
        Value a = loadVec(acc, {row, c});
        Value factor = vecSplat(memref::LoadOp::create(b, alpha, row));
        init.push_back(arith::MulFOp::create(b, a, factor));
      }
      ValueRange sums = loopCarried(
          zero, colsValid, 1, init, [&](Value j, ValueRange partial) {
            Value v = loadVec(values, {j, c});
            SmallVector<Value> next;
            for (int64_t r = 0; r < tile; ++r) {
              Value p = memref::LoadOp::create(b, sT, {j, add(i, index(r))});
              next.push_back(
                  vector::FMAOp::create(b, vecSplat(p), v, partial[r]));
            }
            return next;
          });
      for (int64_t r = 0; r < tile; ++r)
        storeVec(sums[r], acc, {add(i, index(r)), c});
    });
  });
}

namespace {
struct FlashAttentionLowering : OpRewritePattern<FlashAttentionOp> {
  FlashAttentionLowering(MLIRContext *ctx, int64_t blockM, int64_t blockN,
                         bool parallel, int64_t vectorBits)
      : OpRewritePattern(ctx), blockM(blockM), blockN(blockN),
        parallel(parallel), vectorBits(vectorBits) {}

  LogicalResult matchAndRewrite(FlashAttentionOp op,
                                PatternRewriter &rewriter) const override {
    int64_t bm = op.getBlockM().value_or(blockM);
    int64_t bn = op.getBlockN().value_or(blockN);
    FlashAttentionEmitter emitter(op, rewriter, bm, bn, parallel, vectorBits);
    rewriter.replaceOp(op, emitter.emit());
    return success();
  }

  int64_t blockM, blockN;
  bool parallel;
  int64_t vectorBits;
};

} // namespace

void mlir::attn::populateFlashAttentionToLoopsPatterns(
    RewritePatternSet &patterns, int64_t blockM, int64_t blockN, bool parallel,
    int64_t vectorBits) {
  patterns.add<FlashAttentionLowering>(patterns.getContext(), blockM, blockN,
                                       parallel, vectorBits);
}
