//===- FlashAttentionMasks.cpp - score terms, hidden keys -----------------===//
//
// Part of attn-opt. What the CPU kernel adds to the scores (biases,
// dense masks, ALiBi, softcapping) and which keys it hides from which
// queries (causal, window, key padding, segments).
//
//===----------------------------------------------------------------------===//

#include "FlashAttentionEmitter.h"

using namespace mlir;
using namespace mlir::attn;

Value FlashAttentionEmitter::broadcastIndex(Value buffer, int64_t dim,
                                            Value iv) {
  int64_t size = cast<MemRefType>(buffer.getType()).getDimSize(dim);
  if (size == 1)
    return index(0);
  if (!ShapedType::isDynamic(size))
    return iv;
  // A dynamic dim may be 1 at run time: broadcast it then.
  Value isOne =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                            memref::DimOp::create(b, buffer, dim), index(1));
  return arith::SelectOp::create(b, isOne, index(0), iv);
}

Value FlashAttentionEmitter::maskValue(Value buffer, Value batch, Value head,
                                       Value query, Value key) {
  int64_t rank = cast<MemRefType>(buffer.getType()).getRank();
  Value target[4] = {batch, head, query, key};
  SmallVector<Value> indices;
  for (int64_t i = 0; i < rank; ++i)
    indices.push_back(broadcastIndex(buffer, i, target[4 - rank + i]));
  return memref::LoadOp::create(b, buffer, indices);
}

/// The lane indices 0, 1, ... as an i32 vector, and the query rows of the
/// register tile at `queryStart + i` as one.
static Value laneIndices(ImplicitLocOpBuilder &b, int64_t lanes) {
  SmallVector<int32_t> indices(lanes);
  for (int64_t i = 0; i < lanes; ++i)
    indices[i] = i;
  auto laneType = VectorType::get({lanes}, b.getI32Type());
  return arith::ConstantOp::create(
      b, DenseElementsAttr::get(laneType, ArrayRef<int32_t>(indices)));
}

void FlashAttentionEmitter::emitScoreTerms(Value keyStart, Value colsValid,
                                           Value queryStart, Value rowsValid,
                                           Value batch, Value head) {
  Value zero = index(0);
  Value laneRows = roundUpIdx(rowsValid, lanes);
  auto laneType = VectorType::get({lanes}, b.getI32Type());
  // Softcapping, s = c * tanh(s / c), then ALiBi, s += slope * (j - i - D).
  if (std::optional<APFloat> cap = op.getSoftcap()) {
    double c = cap->convertToDouble();
    Value capVec = vecSplat(constant(c)), invVec = vecSplat(constant(1.0 / c));
    loop(zero, colsValid, 1, [&](Value j) {
      loop(zero, laneRows, lanes, [&](Value i) {
        Value s = arith::MulFOp::create(b, loadVec(sT, {j, i}), invVec);
        s = arith::MulFOp::create(b, math::TanhOp::create(b, s), capVec);
        storeVec(s, sT, {j, i});
      });
    });
  }
  if (alibi) {
    Value slope = vecSplat(toCompute(memref::LoadOp::create(b, alibi, head)));
    Value laneIds = laneIndices(b, lanes);
    loop(zero, colsValid, 1, [&](Value j) {
      Value keyDist = arith::SubIOp::create(b, add(keyStart, j), causalOffset);
      Value keyVec = vector::BroadcastOp::create(
          b, laneType, arith::IndexCastOp::create(b, b.getI32Type(), keyDist));
      loop(zero, laneRows, lanes, [&](Value i) {
        Value rowStart =
            arith::IndexCastOp::create(b, b.getI32Type(), add(queryStart, i));
        Value rows = arith::AddIOp::create(
            b, vector::BroadcastOp::create(b, laneType, rowStart), laneIds);
        Value dist = arith::SIToFPOp::create(
            b, vecType, arith::SubIOp::create(b, keyVec, rows));
        Value s = vector::FMAOp::create(b, slope, dist, loadVec(sT, {j, i}));
        storeVec(s, sT, {j, i});
      });
    });
  }
  // Dense terms, element by element: biases, the relative bias and a float
  // mask are added, a boolean mask hides where false.
  SmallVector<Value> dense(biases);
  if (mask)
    dense.push_back(mask);
  if (dense.empty() && !relativeBias)
    return;
  // The relative bias table's row (a dim of 1 is shared by every head) and
  // the column of key offset 0, Nq - 1.
  Value tableHead, tableOrigin;
  if (relativeBias) {
    tableHead = broadcastIndex(relativeBias, 0, head);
    tableOrigin = arith::SubIOp::create(b, numQueries, index(1));
  }
  loop(zero, colsValid, 1, [&](Value j) {
    loop(zero, rowsValid, 1, [&](Value i) {
      Value s = memref::LoadOp::create(b, sT, {j, i});
      if (relativeBias) {
        Value offset =
            arith::SubIOp::create(b, add(keyStart, j), add(queryStart, i));
        Value column = add(offset, tableOrigin);
        Value r = memref::LoadOp::create(b, relativeBias, {tableHead, column});
        s = arith::AddFOp::create(b, s, toCompute(r));
      }
      for (Value term : dense) {
        Value m =
            maskValue(term, batch, head, add(queryStart, i), add(keyStart, j));
        bool isBool =
            cast<MemRefType>(term.getType()).getElementType().isInteger(1);
        s = isBool ? arith::SelectOp::create(b, m, s, negInf()).getResult()
                   : arith::AddFOp::create(b, s, toCompute(m)).getResult();
      }
      memref::StoreOp::create(b, s, sT, {j, i});
    });
  });
}

void FlashAttentionEmitter::emitHiddenKeys(Value keyStart, Value colsValid,
                                           Value queryStart, Value rowsValid,
                                           Value batch) {
  bool causal = op.getCausal();
  std::optional<int64_t> window = op.getWindow();
  if (!causal && !keyPadding && !querySegments)
    return;
  Value zero = index(0);
  Value laneRows = roundUpIdx(rowsValid, lanes);
  Value negInfVec = vecSplat(negInf());
  auto laneType = VectorType::get({lanes}, b.getI32Type());
  auto maskType = VectorType::get({lanes}, b.getI1Type());
  Value laneIds = laneIndices(b, lanes);
  auto splatIndex = [&](Value v) -> Value {
    return vector::BroadcastOp::create(
        b, laneType, arith::IndexCastOp::create(b, b.getI32Type(), v));
  };
  // A padding batch dim of 1 is shared by every batch.
  Value paddingBatch;
  if (keyPadding) {
    Value size = memref::DimOp::create(b, keyPadding, 0);
    Value isOne =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, size, index(1));
    paddingBatch = arith::SelectOp::create(b, isOne, zero, batch);
  }
  // Segment ids: the query rows' as a vector (rows past Nq in the last
  // register tile read as 0; they are never stored), the key's splat.
  Value querySegmentBatch, keySegmentBatch;
  VectorType segmentVecType;
  if (querySegments) {
    querySegmentBatch = broadcastIndex(querySegments, 0, batch);
    keySegmentBatch = broadcastIndex(keySegments, 0, batch);
    segmentVecType = VectorType::get(
        {lanes}, cast<MemRefType>(querySegments.getType()).getElementType());
  }
  auto selectHidden = [&] {
    loop(zero, colsValid, 1, [&](Value j) {
      Value keyIdx = add(keyStart, j);
      // Query row i sees key j when j - D - W <= i, and under causal when
      // i >= j - D.
      Value firstSeen = arith::SubIOp::create(b, keyIdx, causalOffset);
      Value causalLimit = causal ? splatIndex(firstSeen) : Value();
      Value windowLimit =
          window ? splatIndex(add(firstSeen, index(*window))) : Value();
      Value padded;
      if (keyPadding) {
        Value keep =
            memref::LoadOp::create(b, keyPadding, {paddingBatch, keyIdx});
        padded = vector::BroadcastOp::create(
            b, maskType,
            arith::XOrIOp::create(
                b, keep, arith::ConstantOp::create(b, b.getBoolAttr(true))));
      }
      Value keySegment;
      if (keySegments)
        keySegment = vector::BroadcastOp::create(
            b, segmentVecType,
            memref::LoadOp::create(b, keySegments, {keySegmentBatch, keyIdx}));
      loop(zero, laneRows, lanes, [&](Value i) {
        Value hidden = padded;
        if (keySegment) {
          Value padding = arith::ConstantOp::create(
              b, b.getIntegerAttr(segmentVecType.getElementType(), 0));
          Value rowSegments = vector::TransferReadOp::create(
              b, segmentVecType, querySegments,
              ValueRange{querySegmentBatch, add(queryStart, i)}, padding,
              ArrayRef<bool>{false});
          Value other = arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                              rowSegments, keySegment);
          hidden = hidden ? arith::OrIOp::create(b, hidden, other).getResult()
                          : other;
        }
        if (causal) {
          Value rows =
              arith::AddIOp::create(b, splatIndex(add(queryStart, i)), laneIds);
          Value before = arith::CmpIOp::create(b, arith::CmpIPredicate::slt,
                                               rows, causalLimit);
          hidden = hidden ? arith::OrIOp::create(b, hidden, before).getResult()
                          : before;
          if (window) {
            Value after = arith::CmpIOp::create(b, arith::CmpIPredicate::sgt,
                                                rows, windowLimit);
            hidden = arith::OrIOp::create(b, hidden, after);
          }
        }
        Value s = loadVec(sT, {j, i});
        storeVec(arith::SelectOp::create(b, hidden, negInfVec, s), sT, {j, i});
      });
    });
  };
  // Key padding and segments hide keys anywhere; causal and window masks
  // hide nothing in a block that neither the diagonal nor the window's edge
  // crosses, which is every block but some two per query block: those skip
  // the compares.
  if (keyPadding || querySegments) {
    selectHidden();
    return;
  }
  // The first row cannot see the last key, or the last row the first key.
  Value lastKeyLimit = arith::SubIOp::create(
      b, add(keyStart, arith::SubIOp::create(b, colsValid, index(1))),
      causalOffset);
  Value crossed = arith::CmpIOp::create(b, arith::CmpIPredicate::slt,
                                        queryStart, lastKeyLimit);
  if (window) {
    Value lastRow =
        add(queryStart, arith::SubIOp::create(b, rowsValid, index(1)));
    Value firstKeyLimit = arith::SubIOp::create(b, keyStart, causalOffset);
    Value beyondWindow = arith::CmpIOp::create(
        b, arith::CmpIPredicate::slt, firstKeyLimit,
        arith::SubIOp::create(b, lastRow, index(*window)));
    crossed = arith::OrIOp::create(b, crossed, beyondWindow);
  }
  auto ifOp = scf::IfOp::create(b, crossed, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  selectHidden();
}

Value FlashAttentionEmitter::anyKept(Value batch, Value start, Value count) {
  Value row = broadcastIndex(keyPadding, 0, batch);
  Value none = arith::ConstantOp::create(b, b.getBoolAttr(false));
  ValueRange any =
      loopCarried(index(0), count, 1, {none}, [&](Value i, ValueRange partial) {
        Value kept =
            memref::LoadOp::create(b, keyPadding, {row, add(start, i)});
        return SmallVector<Value>{arith::OrIOp::create(b, partial[0], kept)};
      });
  return any[0];
}

std::pair<Value, Value> FlashAttentionEmitter::segmentRange(Value ids,
                                                            Value batch,
                                                            Value start,
                                                            Value count) {
  auto type =
      cast<IntegerType>(cast<MemRefType>(ids.getType()).getElementType());
  unsigned width = type.getWidth();
  Value least = arith::ConstantOp::create(
      b, b.getIntegerAttr(type, APInt::getSignedMaxValue(width)));
  Value greatest = arith::ConstantOp::create(
      b, b.getIntegerAttr(type, APInt::getSignedMinValue(width)));
  Value row = broadcastIndex(ids, 0, batch);
  ValueRange range = loopCarried(
      index(0), count, 1, {least, greatest}, [&](Value i, ValueRange partial) {
        Value id = memref::LoadOp::create(b, ids, {row, add(start, i)});
        return SmallVector<Value>{arith::MinSIOp::create(b, partial[0], id),
                                  arith::MaxSIOp::create(b, partial[1], id)};
      });
  return {range[0], range[1]};
}
