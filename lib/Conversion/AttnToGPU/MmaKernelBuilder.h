//===- MmaKernelBuilder.h - the mma.sync kernel's builder -------*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToGPU library: the state and the
// builder of the fused mma.sync kernel, whose tile loop FusedMmaKernel.cpp
// emits and whose two epilogues (normalized output, split-KV partials)
// MmaEpilogue.cpp does.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_MMAKERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_MMAKERNELBUILDER_H

#include "FusedBlocks.h"
#include "Kernels.h"
#include "MmaFragments.h"
#include "MmaLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir {
namespace attn {
namespace mma {
/// The two statistics a row carries.
enum class RowStat { Max, Sum };

/// The state one warp carries from tile to tile: per row tile r and row
/// half i (rows g and g + 8), the running max in the log2 domain and the
/// thread's partial row sum, unless the kernel keeps those in shared memory
/// (statsInShared); per row tile, the dv / 8 O accumulators.
struct WarpState {
  int64_t rowTiles, accs;
  bool statsInRegisters;
  SmallVector<Value> values;

  WarpState(int64_t rowTiles, int64_t dv, bool statsInRegisters)
      : rowTiles(rowTiles), accs(dv / 8), statsInRegisters(statsInRegisters) {}
  WarpState withValues(ValueRange range) const {
    WarpState s = *this;
    s.values.assign(range.begin(), range.end());
    return s;
  }
  int64_t statCount() const { return statsInRegisters ? 4 * rowTiles : 0; }
  /// Where row tile r's statistic of row half i sits: in `values`, or in
  /// the thread's shared-memory slot.
  int64_t statIndex(RowStat which, int64_t r, int64_t i) const {
    return (which == RowStat::Sum ? 2 * rowTiles : 0) + 2 * r + i;
  }
  Value &stat(RowStat which, int64_t r, int64_t i) {
    return values[statIndex(which, r, i)];
  }
  Value &acc(int64_t r, int64_t nv) {
    return values[statCount() + r * accs + nv];
  }
};

/// Builds the tensor-core kernel: the prologue, the tile loops and the
/// epilogue share the copies, fragments and softmax defined here.
class MmaKernelBuilder {
public:
  MmaKernelBuilder(KernelBuilder &k, const FusedConfig &c,
                   const FusedArgs &args, const HeadIndices &h,
                   const KeyMask &mask, const ScoreTerms &terms,
                   const SplitKVOutputs *split)
      : k(k), b(k.b), loc(k.loc), c(c), args(args), h(h), mask(mask),
        terms(terms), split(split), frag(k, c.elementType),
        threads(32 * c.warps), rowTiles(mmaRowTiles(c)),
        qInRegisters(mmaQInRegisters(c)), qkStride(c.d + kMmaPad),
        vStride(c.dv + kMmaPad), rowLimit(h.group ? h.group * c.nq : c.nq) {
    f32 = b.getF32Type();
    accType = VectorType::get({2, 2}, f32);
    fragType = VectorType::get({4, 2}, c.elementType);
    // With nothing between the scale and the softmax, the max is taken on
    // the raw scores and the scale joins the exponent's FFMA; a positive
    // scale keeps the max where it was.
    foldScale = !c.softcap && terms.empty() && c.scale > 0;
  }

  void build();

private:
  KernelBuilder &k;
  OpBuilder &b;
  Location loc;
  const FusedConfig &c;
  const FusedArgs &args;
  const HeadIndices &h;
  const KeyMask &mask;
  const ScoreTerms &terms;
  const SplitKVOutputs *split;
  MmaFragments frag;
  const int64_t threads, rowTiles;
  const bool qInRegisters;
  const int64_t qkStride, vStride;
  /// The block rows that hold query rows (Nq, or group x Nq when packed).
  const int64_t rowLimit;
  Type f32;
  VectorType accType, fragType;
  bool foldScale;

  Value smem, qs, ks, vs, tid, lane, g, quad, row0, warpRow0, endTile, anyGroup;
  /// With segments, the block rows' query ids [blockM] and two stages of key
  /// ids [2, keyIdSlots] in shared memory (tile t in stage t % 2), or null:
  /// read there, the masked loop keeps no 64-bit id addresses in registers.
  Value rowIds, keyIds;
  /// With key padding, two stages of the tile's flags [2, blockN] in shared
  /// memory, or null: staged by the threads that own a key, so that the
  /// masked loop keeps no 64-bit padding addresses in registers.
  Value keyFlags;
  /// The statistics slots, f32 [threads x statsPerThread], or null.
  Value statSlots;
  /// The thread's lane id as the kernel first computes it.
  Value laneId;
  SmallVector<SmallVector<Value>> qFrags;

  Value zeroAcc() {
    return arith::ConstantOp::create(b, loc, accType, b.getZeroAttr(accType));
  }
  /// The query row of row tile r and half i of this thread.
  Value rowOf(int64_t r, int64_t i) {
    return k.add(k.add(warpRow0, g), 16 * r + 8 * i);
  }
  /// The key of S fragment n, element j of this thread.
  Value keyOf(Value key0, int64_t n, int64_t j) {
    return k.add(k.add(key0, n * 8 + j), k.mul(quad, 2));
  }

  void copyTile(Value src, Value head, Value rowBase, int64_t limit, Value dst,
                int64_t rows, int64_t cols, bool mayCross,
                SmallVectorImpl<Value> &tokens);
  void copyKeyIds(Value tile, SmallVectorImpl<Value> &tokens);
  void stageRowIds();
  void stageKeyFlags(Value tile);
  void commit(ArrayRef<Value> tokens);
  void waitAll();
  SmallVector<Value> qFragments(int64_t kc);
  SmallVector<SmallVector<Value>> scores(Value key0);
  void maskScores(SmallVector<SmallVector<Value>> &s, Value tile);
  void emitTiles(Value begin, Value end, bool masked, WarpState &state);
  void refreshThreadIndices(Value outerTid, Value outerLane);
  Value unhoistable(Value x);
  Value warpFirstRow(Value blockX, Value warp);
  std::array<Value, 2> rowStats(WarpState &state, RowStat stat, int64_t r);
  void setRowStats(WarpState &state, RowStat stat, int64_t r,
                   std::array<Value, 2> values);
  void iteration(Value tile, bool masked, WarpState &state);
  void epilogue(WarpState &state);
  void partialEpilogue(WarpState &state);
};
} // namespace mma
} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_MMAKERNELBUILDER_H
