//===- MmaLayout.h - shared memory of the mma.sync kernel -------*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToGPU library: where the fused
// mma.sync kernel (FusedMmaKernel.cpp) keeps what in dynamic shared memory,
// in order: Q (the output tile in the epilogue), K, V, the per-thread
// statistics slots where the register file is full, with segments the
// query ids and two stages of key ids, and with key padding two stages of
// its flags. fusedMmaSharedBytes (Kernels.h) is their sum.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_MMALAYOUT_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_MMALAYOUT_H

#include "FusedBlocks.h"
#include "Kernels.h"

#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace attn {

/// Whether each thread keeps its rows' running max and sum in a slot of
/// shared memory rather than in registers the tile loop carries: with two row
/// tiles at dv >= 128, O's 128 f32 accumulators and S's 64 fill the register
/// file, and ptxas would otherwise spill values that live across the loop to
/// local memory, some of them reloaded every tile. A thread touches only its
/// own slot, so no barrier guards it.
inline bool statsInShared(const FusedConfig &c) {
  return mmaRowTiles(c) > 1 && c.dv >= 128;
}

/// Elements of padding after each row of the output staging tile: 16 bytes,
/// as for the operand tiles; 48 where the statistics are in shared memory, so
/// that the staging addresses differ from Q's copy addresses, which LLVM
/// would otherwise keep live across the tile loop for the epilogue (and
/// ptxas spill). Rows 16 + 12 words apart (mod 32) still put the 8 rows of a
/// fragment store in different banks.
inline int64_t outputPad(const FusedConfig &c) {
  int64_t bytes = statsInShared(c) ? 48 : 16;
  return bytes / (c.outputType.getIntOrFloatBitWidth() / 8);
}

/// Bytes of the region that holds Q during the loop and the output tile in
/// the epilogue.
inline int64_t qRegionBytes(const FusedConfig &c) {
  int64_t outBytes = c.outputType.getIntOrFloatBitWidth() / 8;
  return std::max(2 * c.blockM * (c.d + kMmaPad),
                  outBytes * c.blockM * (c.dv + outputPad(c)));
}

/// f32 statistics per thread (statsInShared): per row tile, the max and the
/// sum of its two rows.
inline int64_t statsPerThread(const FusedConfig &c) {
  return statsInShared(c) ? 4 * mmaRowTiles(c) : 0;
}

/// Bytes before the statistics slots: Q (or the output tile), K and V.
inline int64_t statsOffset(const FusedConfig &c) {
  return qRegionBytes(c) + 2 * c.blockN * ((c.d + kMmaPad) + (c.dv + kMmaPad));
}

/// Bytes up to the end of the statistics slots: all the kernel needs
/// without segment ids.
inline int64_t statsEnd(const FusedConfig &c) {
  return statsOffset(c) + 4 * statsPerThread(c) * 32 * c.warps;
}

/// Key id slots per stage of the segment id region: one per thread of a
/// copy round, so that threads past the tile's keys copy into slots of
/// their own.
inline int64_t keyIdSlots(const FusedConfig &c) {
  int64_t threads = 32 * c.warps;
  return llvm::divideCeilSigned(c.blockN, threads) * threads;
}

/// Bytes per segment id.
inline int64_t segmentIdBytes(const FusedConfig &c) {
  return c.segmentType.getIntOrFloatBitWidth() / 8;
}

/// Where the block rows' query ids [blockM] start: the statistics slots'
/// end, 8-aligned.
inline int64_t rowIdsOffset(const FusedConfig &c) {
  return llvm::alignTo(statsEnd(c), 8);
}

/// Where the two stages of key ids [2, keyIdSlots] start.
inline int64_t keyIdsOffset(const FusedConfig &c) {
  return rowIdsOffset(c) + segmentIdBytes(c) * c.blockM;
}

/// Where the two stages of key padding flags [2, blockN], a byte each,
/// start: the end of the segment id region (of the statistics slots without
/// segment ids).
inline int64_t keyFlagsOffset(const FusedConfig &c) {
  if (!c.segmentType)
    return statsEnd(c);
  return keyIdsOffset(c) + segmentIdBytes(c) * 2 * keyIdSlots(c);
}

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_MMALAYOUT_H
