//===- FlashAttentionEmitter.h - the CPU flash_attention kernel -*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToLoops library: the emitter of the
// tiled online-softmax kernel, whose parts live in FlashAttentionToLoops.cpp
// (the loops and the micro-kernels), FlashAttentionPanels.cpp (reading K and
// V in place, packing, prefetching) and FlashAttentionMasks.cpp (score
// terms and hidden keys).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOLOOPS_FLASHATTENTIONEMITTER_H
#define ATTN_LIB_CONVERSION_ATTNTOLOOPS_FLASHATTENTIONEMITTER_H

#include "FastExp.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>
#include <optional>

namespace mlir {
namespace attn {

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
  /// `a > other ? a : other`: one vmaxps on x86, where NaN-propagating
  /// arith.maximumf expands to five instructions a vector. A NaN score it
  /// skips still makes its row NaN through its exp.
  Value maxOf(Value a, Value other) {
    Value greater =
        arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, a, other);
    return arith::SelectOp::create(b, greater, a, other);
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
  /// The cache lines of rows [start, end) of head `head` of the (B, H, N,
  /// D) `source`, numbered row-major, to be prefetched into L2 a slice at a
  /// time from each of `iterations` iterations of a micro-kernel's loop nest.
  struct SpreadPrefetch {
    Value source, start, batch, head;
    Value linesPerRow, lines, perIteration;
    /// Elements of `source` per 64-byte line.
    int64_t perLine;
  };
  SpreadPrefetch spreadPrefetch(Value source, Value start, Value end, Value dim,
                                Value batch, Value head, Value iterations);
  /// Prefetches the slice of `lines` that iteration `iteration` issues.
  void prefetchSlice(const SpreadPrefetch &lines, Value iteration);
  /// The row-major number of the tile at (`outer`, `inner`) of a loop nest
  /// stepping by `outerStep` and `innerStep`, `innerTiles` tiles a row.
  Value tileNumber(Value outer, int64_t outerStep, Value inner,
                   int64_t innerStep, Value innerTiles) {
    Value column = arith::DivUIOp::create(b, inner, index(innerStep));
    Value row = arith::DivUIOp::create(b, outer, index(outerStep));
    return add(mul(row, innerTiles), column);
  }
  void allocateScratch();
  void emitQueryBlock(Value batch, Value head, Value queryBlock);
  /// The key block of `colsValid` keys from `keyStart`, which also
  /// prefetches the next block's rows, up to `nextEnd`.
  void emitKeyBlock(Value keyStart, Value colsValid, Value nextEnd,
                    Value queryStart, Value rowsValid, Value batch, Value head,
                    Value kvHead);
  /// `iv` as the index into dim `dim` of `buffer`, or 0 where that dim is 1
  /// (statically, or at run time for a dynamic dim): the dim broadcasts.
  Value broadcastIndex(Value buffer, int64_t dim, Value iv);
  Value maskValue(Value buffer, Value batch, Value head, Value query,
                  Value key);
  void emitScoreTerms(Value keyStart, Value colsValid, Value queryStart,
                      Value rowsValid, Value batch, Value head);
  void emitHiddenKeys(Value keyStart, Value colsValid, Value queryStart,
                      Value rowsValid, Value batch);
  /// Whether any of the `count` keys from `start` of batch row `batch` is
  /// kept by the key padding.
  Value anyKept(Value batch, Value start, Value count);
  /// The least and greatest of the `count` segment ids of `ids` (a
  /// [B or 1, N] buffer) from `start` in batch `batch`.
  std::pair<Value, Value> segmentRange(Value ids, Value batch, Value start,
                                       Value count);

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
  /// The [B or 1, Nq] and [B or 1, Nkv] segment ids, or null.
  Value querySegments, keySegments;
  SmallVector<Value> biases;
  /// The [Hq or 1, Nq + Nkv - 1] relative bias table, or null.
  Value relativeBias;
  Value numQueries, numKeys, headDim, headDimPadded, valueDim, valueDimPadded,
      groupSize;
  /// The diagonal D: key j is hidden from query i when j > i + D (causal)
  /// or j < i + D - W (window).
  Value causalOffset;
  /// Rows of every query block but the last.
  Value queryBlockRows;
  Value qT, kt, vt, sT, acc, rowMax, rowSum, alpha;
  std::optional<InPlaceRows> keyInPlace, valueInPlace;
  int64_t staticHeadDim, staticHeadDimPadded, staticValueDimPadded;
};

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOLOOPS_FLASHATTENTIONEMITTER_H
