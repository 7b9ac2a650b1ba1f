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

#include "FastExp.h"
#include "LoopUtils.h"
#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

namespace {

int64_t roundUp(int64_t x, int64_t multiple) {
  return (x + multiple - 1) / multiple * multiple;
}

/// Emits the kernel for one flash_attention op.
class FlashAttentionEmitter {
public:
  FlashAttentionEmitter(FlashAttentionOp op, PatternRewriter &rewriter,
                        int64_t blockM, int64_t blockN, bool parallel,
                        int64_t vectorBits)
      : op(op), b(op.getLoc(), rewriter),
        compute(op.getQuery().getType().getElementType().isF64()
                    ? rewriter.getF64Type()
                    : rewriter.getF32Type()),
        // A vector is two machine registers (AVX2) or four (AVX-512),
        // which LLVM splits, and a register tile is `tile` = 6 vectors: 12
        // of the 16 ymm or 24 of the 32 zmm registers hold accumulators,
        // enough independent FMA chains to cover two pipes' latency, and
        // per step of a micro-kernel 2 (4) vector loads and 6 broadcasts
        // feed 12 (24) FMAs. On AVX-512, 6 x 4 registers measured 3 to 5%
        // faster than 12 x 2 (docs/cpu.md).
        lanes((vectorBits >= 512 ? 4 : 2) * vectorBits /
              compute.getIntOrFloatBitWidth()),
        tile(6), blockM(blockM), blockN(blockN), parallel(parallel) {}

  Value emit();

private:
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, v); }
  Value constant(double v) {
    return arith::ConstantOp::create(b, b.getFloatAttr(compute, v));
  }
  Value negInf() { return constant(-INFINITY); }
  Value vecSplat(Value scalar) {
    return vector::BroadcastOp::create(b, vecType, scalar);
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }
  Value minIdx(Value x, Value y) { return arith::MinSIOp::create(b, x, y); }
  Value maxIdx(Value x, Value y) { return arith::MaxSIOp::create(b, x, y); }
  Value ceilDiv(Value x, int64_t y) {
    return arith::DivUIOp::create(b, add(x, index(y - 1)), index(y));
  }
  Value roundUpIdx(Value x, int64_t y) { return mul(ceilDiv(x, y), index(y)); }
  /// Converts a loaded element to the compute type; narrower floats widen
  /// exactly, f64 in an f32 kernel (an f64 mask) rounds.
  Value toCompute(Value v) {
    if (v.getType() == compute)
      return v;
    if (cast<FloatType>(v.getType()).getWidth() <
        cast<FloatType>(compute).getWidth())
      return arith::ExtFOp::create(b, compute, v);
    return arith::TruncFOp::create(b, compute, v);
  }
  /// `toCompute` of a vector.
  Value vecToCompute(Value v) {
    auto type = cast<VectorType>(v.getType());
    auto width = cast<FloatType>(type.getElementType()).getWidth();
    auto target = type.clone(compute);
    if (width == cast<FloatType>(compute).getWidth())
      return v;
    if (width < cast<FloatType>(compute).getWidth())
      return arith::ExtFOp::create(b, target, v);
    return arith::TruncFOp::create(b, target, v);
  }
  Value fromCompute(Value v, Type to) {
    if (to == compute)
      return v;
    if (cast<FloatType>(to).getWidth() < cast<FloatType>(compute).getWidth())
      return arith::TruncFOp::create(b, to, v);
    return arith::ExtFOp::create(b, to, v);
  }

  /// A stack buffer of the compute type of `shape`, with `dynamic` giving
  /// the sizes of its dynamic dims.
  Value stackBuffer(ArrayRef<int64_t> shape, ValueRange dynamic = {}) {
    auto type = MemRefType::get(shape, compute);
    return memref::AllocaOp::create(b, type, dynamic, b.getI64IntegerAttr(64));
  }

  /// `for (iv = lb; iv < ub; iv += step) body(iv)`.
  void loop(Value lb, Value ub, int64_t step, function_ref<void(Value)> body) {
    auto forOp = scf::ForOp::create(b, lb, ub, index(step));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    body(forOp.getInductionVar());
  }

  /// A loop carrying `init` values; `body` returns the next values.
  ValueRange
  loopCarried(Value lb, Value ub, int64_t step, ValueRange init,
              function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    auto forOp = scf::ForOp::create(b, lb, ub, index(step), init);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> next =
        body(forOp.getInductionVar(), forOp.getRegionIterArgs());
    scf::YieldOp::create(b, next);
    return forOp.getResults();
  }

  Value loadVec(Value buffer, ValueRange indices) {
    return vector::LoadOp::create(b, vecType, buffer, indices);
  }
  void storeVec(Value v, Value buffer, ValueRange indices) {
    vector::StoreOp::create(b, v, buffer, indices);
  }
  /// exp of arguments <= 0 (or NaN), which may use the fast exp.
  Value exp(Value v) {
    auto op = math::ExpOp::create(b, v);
    op->setAttr(kFastExpAttrName, b.getUnitAttr());
    return op;
  }

  /// Copies rows [start, start + valid) of head `head` of the (B, H, N, D)
  /// `source` into the rows x width `panel`, converted to the compute type,
  /// with zeros in rows [valid, rows) and columns [dim, width).
  void packRows(Value source, Value panel, Value start, Value valid, Value rows,
                Value dim, Value width, Value batch, Value head);
  /// What reading `source` in place takes: its strided metadata and whether,
  /// at run time, its rows have the identity layout's strides. Computed
  /// once per op; none where its rows are never whole vectors of the
  /// compute type.
  struct InPlaceRows {
    memref::ExtractStridedMetadataOp metadata;
    Value identityStrides;
    int64_t rowLength;
  };
  std::optional<InPlaceRows> inPlaceRows(Value source);
  /// The rows x width panel of rows [start, start + rows) of head `head` of
  /// `source` that the micro-kernels read: the source itself where it
  /// already is one (`inPlace` holds and the block has no padding rows),
  /// else `panel` packed by `packRows`.
  Value panelOf(Value source, const std::optional<InPlaceRows> &inPlace,
                Value panel, Value start, Value valid, Value rows, Value dim,
                Value width, Value batch, Value head);
  /// Prefetches rows [start, end) of head `head` of the (B, H, N, D)
  /// `source` into L2, one cache line at a time.
  void prefetchRows(Value source, Value start, Value end, Value dim,
                    Value batch, Value head);
  void allocateScratch();
  void emitQueryBlock(Value batch, Value head, Value queryBlock);
  void emitKeyBlock(Value keyStart, Value colsValid, Value queryStart,
                    Value rowsValid, Value batch, Value head, Value kvHead);
  Value maskValue(Value buffer, Value batch, Value head, Value query,
                  Value key);
  void emitScoreTerms(Value keyStart, Value colsValid, Value queryStart,
                      Value rowsValid, Value batch, Value head);
  void emitHiddenKeys(Value keyStart, Value colsValid, Value queryStart,
                      Value rowsValid, Value batch);

  FlashAttentionOp op;
  ImplicitLocOpBuilder b;
  /// f32, or f64 for f64 inputs.
  Type compute;
  /// Lanes per vector.
  int64_t lanes;
  /// Keys (Q Kᵀ) or query rows (P V) per register tile.
  int64_t tile;
  VectorType vecType;
  int64_t blockM, blockN, blockMPadded, blockNPadded;
  bool parallel;
  Value query, key, value, mask, keyPadding, alibi, sinks, out;
  SmallVector<Value> biases;
  Value numQueries, numKeys, headDim, headDimPadded, valueDim, valueDimPadded,
      groupSize;
  /// The diagonal D: key j is hidden from query i when j > i + D (causal)
  /// or j < i + D - W (window).
  Value causalOffset;
  Value qT, kt, vt, sT, acc, rowMax, rowSum, alpha;
  std::optional<InPlaceRows> keyInPlace, valueInPlace;
  int64_t staticHeadDim, staticHeadDimPadded, staticValueDimPadded;
};

/// A memref type for reading a tensor of `type` in place, whatever layout
/// its buffer ends up with.
MemRefType anyLayoutMemRef(RankedTensorType type) {
  SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
  auto layout =
      StridedLayoutAttr::get(type.getContext(), ShapedType::kDynamic, strides);
  return MemRefType::get(type.getShape(), type.getElementType(), layout);
}

Value FlashAttentionEmitter::emit() {
  vecType = VectorType::get({lanes}, compute);
  // Q Kᵀ covers whole vectors of queries, P V whole tiles of rows; rows of
  // sT and qT stay whole vectors so that vector loads are aligned.
  blockMPadded = roundUp(roundUp(blockM, tile), lanes);
  blockNPadded = roundUp(blockN, tile);

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
  if (op.getKeyPadding())
    keyPadding = toBuffer(op.getKeyPadding());
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
  staticHeadDimPadded = ShapedType::isDynamic(staticHeadDim)
                            ? ShapedType::kDynamic
                            : roundUp(staticHeadDim, lanes);
  int64_t staticValueDim = op.getValue().getType().getDimSize(3);
  staticValueDimPadded = ShapedType::isDynamic(staticValueDim)
                             ? ShapedType::kDynamic
                             : roundUp(staticValueDim, lanes);

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

  Value queryBlocks = ceilDiv(numQueries, blockM);
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
  Value queryStart = mul(queryBlock, index(blockM));
  Value rowsValid =
      minIdx(index(blockM), arith::SubIOp::create(b, numQueries, queryStart));
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
    loop(zero, valueDimPadded, lanes, [&](Value c) {
      storeVec(zeroVec, acc, {i, c});
    });
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
  loop(firstKeyBlock, keyBlocks, 1, [&](Value keyBlock) {
    Value keyStart = mul(keyBlock, index(blockN));
    Value colsValid =
        minIdx(index(blockN), arith::SubIOp::create(b, numKeys, keyStart));
    // The hardware prefetchers stop at every 4 KB page: the next block's
    // rows are fetched into L2 while this one computes (docs/cpu.md).
    Value nextStart = add(keyStart, index(blockN));
    Value nextEnd = minIdx(add(nextStart, index(blockN)), keysSeen);
    prefetchRows(key, nextStart, nextEnd, headDim, batch, kvHead);
    prefetchRows(value, nextStart, nextEnd, valueDim, batch, kvHead);
    emitKeyBlock(keyStart, colsValid, queryStart, rowsValid, batch, head,
                 kvHead);
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

Value FlashAttentionEmitter::maskValue(Value buffer, Value batch, Value head,
                                       Value query, Value key) {
  Value mask = buffer;
  auto maskType = cast<MemRefType>(mask.getType());
  int64_t rank = maskType.getRank();
  Value target[4] = {batch, head, query, key};
  SmallVector<Value> indices;
  Value zero = index(0);
  for (int64_t i = 0; i < rank; ++i) {
    Value iv = target[4 - rank + i];
    int64_t dim = maskType.getDimSize(i);
    if (dim == 1) {
      indices.push_back(zero);
      continue;
    }
    if (ShapedType::isDynamic(dim)) {
      // A dynamic dim may be 1 at run time: broadcast it then.
      Value size = memref::DimOp::create(b, mask, i);
      Value isOne =
          arith::CmpIOp::create(b, arith::CmpIPredicate::eq, size, index(1));
      iv = arith::SelectOp::create(b, isOne, zero, iv);
    }
    indices.push_back(iv);
  }
  return memref::LoadOp::create(b, mask, indices);
}

void FlashAttentionEmitter::packRows(Value source, Value panel, Value start,
                                     Value valid, Value rows, Value dim,
                                     Value width, Value batch, Value head) {
  Value zero = index(0);
  Value zeroF = constant(0.0);
  Value zeroVec = vecSplat(zeroF);
  auto sourceType = cast<MemRefType>(source.getType());
  Type element = sourceType.getElementType();
  auto strides = memref::ExtractStridedMetadataOp::create(b, source);
  Value unitStride = arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                           strides.getStrides()[3], index(1));
  auto ifOp = scf::IfOp::create(b, unitStride, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);

  // Rows of unit stride (every identity layout): one masked vector load per
  // `lanes` elements, the mask covering the columns beyond `dim`.
  b.setInsertionPoint(ifOp.thenYield());
  SmallVector<int64_t> unitStrides(4, ShapedType::kDynamic);
  unitStrides[3] = 1;
  auto contiguousType =
      MemRefType::get(sourceType.getShape(), element,
                      StridedLayoutAttr::get(
                          b.getContext(), ShapedType::kDynamic, unitStrides));
  // A reinterpret_cast rather than a memref.cast, which canonicalization
  // folds back into the loads, whose verifier then rejects the dynamic
  // stride.
  SmallVector<OpFoldResult> sizes;
  for (auto [dim, size] :
       llvm::zip_equal(sourceType.getShape(), strides.getSizes()))
    sizes.push_back(ShapedType::isDynamic(dim) ? OpFoldResult(size)
                                               : b.getIndexAttr(dim));
  SmallVector<OpFoldResult> newStrides =
      getAsOpFoldResult(strides.getStrides());
  newStrides[3] = b.getIndexAttr(1);
  Value contiguous = memref::ReinterpretCastOp::create(
      b, contiguousType, strides.getBaseBuffer(),
      getAsOpFoldResult(strides.getOffset()), sizes, newStrides);
  auto loadType = VectorType::get({lanes}, element);
  auto maskType = VectorType::get({lanes}, b.getI1Type());
  Value passThru = arith::ConstantOp::create(
      b, DenseElementsAttr::get(loadType, b.getZeroAttr(element)));
  loop(zero, valid, 1, [&](Value j) {
    Value row = add(start, j);
    loop(zero, width, lanes, [&](Value c) {
      Value mask = vector::CreateMaskOp::create(
          b, maskType, ValueRange{arith::SubIOp::create(b, dim, c)});
      Value x = vector::MaskedLoadOp::create(b, loadType, contiguous,
                                             ValueRange{batch, head, row, c},
                                             mask, passThru);
      storeVec(vecToCompute(x), panel, {j, c});
    });
  });
  loop(valid, rows, 1, [&](Value j) {
    loop(zero, width, lanes, [&](Value c) {
      storeVec(zeroVec, panel, {j, c});
    });
  });

  // Any other layout, element by element; padding reads a valid element and
  // selects zero instead.
  b.setInsertionPoint(ifOp.elseYield());
  Value lastRow = arith::SubIOp::create(b, add(start, valid), index(1));
  Value lastColumn = arith::SubIOp::create(b, dim, index(1));
  loop(zero, rows, 1, [&](Value j) {
    Value rowValid =
        arith::CmpIOp::create(b, arith::CmpIPredicate::ult, j, valid);
    Value row = minIdx(add(start, j), lastRow);
    loop(zero, width, 1, [&](Value c) {
      Value inBounds = arith::AndIOp::create(
          b, rowValid,
          arith::CmpIOp::create(b, arith::CmpIPredicate::ult, c, dim));
      Value x = toCompute(memref::LoadOp::create(
          b, source, {batch, head, row, minIdx(c, lastColumn)}));
      memref::StoreOp::create(b, arith::SelectOp::create(b, inBounds, x, zeroF),
                              panel, {j, c});
    });
  });
}

std::optional<FlashAttentionEmitter::InPlaceRows>
FlashAttentionEmitter::inPlaceRows(Value source) {
  auto sourceType = cast<MemRefType>(source.getType());
  int64_t rowLength = sourceType.getDimSize(3);
  // The micro-kernels address a panel's rows with a static stride: with a
  // dynamic one LLVM keeps a pointer per row of a register tile and spills.
  // So the source is read in place only where its rows are whole vectors
  // of the compute type, and only when, at run time, it has the identity
  // layout's row stride.
  if (sourceType.getElementType() != compute ||
      ShapedType::isDynamic(rowLength) || rowLength % lanes != 0)
    return std::nullopt;
  auto metadata = memref::ExtractStridedMetadataOp::create(b, source);
  ValueRange strides = metadata.getStrides();
  auto equals = [&](Value x, int64_t y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, x, index(y));
  };
  Value identityStrides = arith::AndIOp::create(b, equals(strides[3], 1),
                                                equals(strides[2], rowLength));
  return InPlaceRows{metadata, identityStrides, rowLength};
}

Value FlashAttentionEmitter::panelOf(Value source,
                                     const std::optional<InPlaceRows> &inPlace,
                                     Value panel, Value start, Value valid,
                                     Value rows, Value dim, Value width,
                                     Value batch, Value head) {
  if (!inPlace) {
    packRows(source, panel, start, valid, rows, dim, width, batch, head);
    return panel;
  }
  int64_t rowLength = inPlace->rowLength;
  auto viewType = MemRefType::get({ShapedType::kDynamic, rowLength}, compute,
                                  StridedLayoutAttr::get(b.getContext(),
                                                         ShapedType::kDynamic,
                                                         {rowLength, 1}));
  Value noPadding =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, rows, valid);
  auto ifOp = scf::IfOp::create(
      b, viewType,
      arith::AndIOp::create(b, inPlace->identityStrides, noPadding),
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  memref::ExtractStridedMetadataOp metadata = inPlace->metadata;
  ValueRange s = metadata.getStrides();
  Value offset =
      add(metadata.getOffset(), add(add(mul(batch, s[0]), mul(head, s[1])),
                                    mul(start, index(rowLength))));
  Value view = memref::ReinterpretCastOp::create(
      b, viewType, metadata.getBaseBuffer(), OpFoldResult(offset),
      ArrayRef<OpFoldResult>{rows, b.getIndexAttr(rowLength)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(rowLength), b.getIndexAttr(1)});
  scf::YieldOp::create(b, view);
  b.setInsertionPointToStart(ifOp.elseBlock());
  packRows(source, panel, start, valid, rows, dim, width, batch, head);
  scf::YieldOp::create(b, Value(memref::CastOp::create(b, viewType, panel)));
  return ifOp.getResult(0);
}

void FlashAttentionEmitter::prefetchRows(Value source, Value start, Value end,
                                         Value dim, Value batch, Value head) {
  auto type = cast<MemRefType>(source.getType());
  int64_t perLine = 64 * 8 / type.getElementTypeBitWidth();
  loop(start, end, 1, [&](Value row) {
    loop(index(0), dim, perLine, [&](Value col) {
      memref::PrefetchOp::create(b, source, ValueRange{batch, head, row, col},
                                 /*isWrite=*/false, /*localityHint=*/2,
                                 /*isDataCache=*/true);
    });
  });
}

void FlashAttentionEmitter::emitKeyBlock(Value keyStart, Value colsValid,
                                         Value queryStart, Value rowsValid,
                                         Value batch, Value head,
                                         Value kvHead) {
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

  // sT[j][i] = sum_c kt[j][c] * qT[c][i]: `tile` keys by `lanes` queries
  // in registers. Queries outermost: one vector's column of qT stays in L1
  // while the key tiles stream past it.
  Value zeroVec = vecSplat(zeroF);
  loop(zero, laneRows, lanes, [&](Value i) {
    loop(zero, keyRows, tile, [&](Value j) {
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
                      return {arith::MaximumFOp::create(b, partial[0], s)};
                    })[0];
    Value mNew = arith::MaximumFOp::create(b, mOld, blockMax);
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
  loop(zero, tileRows, tile, [&](Value i) {
    loop(zero, valueDimPadded, lanes, [&](Value c) {
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
  // Dense terms, element by element: biases and a float mask are added, a
  // boolean mask hides where false.
  SmallVector<Value> dense(biases);
  if (mask)
    dense.push_back(mask);
  if (dense.empty())
    return;
  loop(zero, colsValid, 1, [&](Value j) {
    loop(zero, rowsValid, 1, [&](Value i) {
      Value s = memref::LoadOp::create(b, sT, {j, i});
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
  if (!causal && !keyPadding)
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
      loop(zero, laneRows, lanes, [&](Value i) {
        Value hidden = padded;
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
  // Key padding hides keys anywhere; causal and window masks hide nothing in
  // a block that neither the diagonal nor the window's edge crosses, which
  // is every block but some two per query block: those skip the compares.
  if (keyPadding) {
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
