//===- GPUKernelChoice.h - gpu chip facts and split-KV rule -----*- C++ -*-===//
//
// Part of attn-opt. Facts about the chips the gpu lowering targets, the
// rule by which --attn-lower-to-gpu runs a flash_attention as split-KV
// (flash-decoding) and the kernel attributes the lowering sets for the NVVM
// pipeline and the emulator. Header-only and below the dialect, so that the
// traffic model, the L2 analysis and the emulator can follow the kernel the
// lowering chooses without depending on the lowering.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TARGET_GPUKERNELCHOICE_H
#define ATTN_TARGET_GPUKERNELCHOICE_H

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace mlir {
namespace attn {

/// The gpu.func attribute (an integer, bytes) by which a kernel declares the
/// alignment of its dynamic shared memory when it needs more than the
/// default 16 bytes: the sm_90a kernel's 128-byte swizzled tiles need 1024,
/// which the NVVM pipeline gives its extern array. The emulator places the
/// dynamic shared memory at that alignment, as the hardware does.
inline constexpr llvm::StringLiteral kDynamicSharedAlignmentAttr =
    "attn.dynamic_shared_alignment";

/// The registers per thread a thread of a `threads`-thread block starts with
/// when the block is alone on its SM (`nvvm.minctasm = 1`): the SM's 64K
/// registers shared out in units of 8, at most setmaxnreg's 256. setmaxnreg
/// trades within that pool, which the emulator models.
inline constexpr int64_t blockEntryRegisters(int64_t threads) {
  return std::min<int64_t>(256, 65536 / threads / 8 * 8);
}

/// Whether `mode` is a split-KV mode the lowering and the tools take: auto
/// (by the shapes and the chip's SMs), on or off.
inline bool isSplitKVMode(llvm::StringRef mode) {
  return mode == "auto" || mode == "on" || mode == "off";
}

/// The chip --attn-lower-to-gpu, attn-compile and attn-run target unless
/// told otherwise; the traffic model follows its kernels by default.
inline constexpr llvm::StringLiteral kDefaultGpuChip = "sm_90";

/// Whether `chip` is one the gpu lowering targets.
inline bool isGpuChip(llvm::StringRef chip) {
  return chip == "sm_80" || chip == "sm_90" || chip == "sm_90a";
}

/// Streaming multiprocessors of the chips the gpu lowering targets (A100,
/// H100 and H200 SXM).
inline int64_t chipSMCount(llvm::StringRef chip) {
  return chip == "sm_80" ? 108 : 132;
}

/// Query rows of one consumer warpgroup of the sm_90a wgmma kernel: the M of
/// its m64nNk16 wgmma.
inline constexpr int64_t kWgmmaGroupRows = 64;

/// Whether the sm_90a wgmma kernel takes these element and head sizes:
/// 16-bit float inputs, d and dv whole multiples of its 64-column swizzle
/// atoms up to 256.
inline bool wgmmaTakesShapes(bool sixteenBitFloat, int64_t d, int64_t dv) {
  auto atomMultiple = [](int64_t n) { return n == 64 || n == 128 || n == 256; };
  return sixteenBitFloat && atomMultiple(d) && atomMultiple(dv);
}

/// Consumer warpgroups per block of the sm_90a wgmma kernel: two share every
/// K/V tile (half the K/V traffic per row, and one's softmax can run under
/// the other's wgmma), one where the queries fit in one warpgroup's rows.
inline constexpr int64_t wgmmaConsumerGroups(int64_t nq) {
  return nq > kWgmmaGroupRows ? 2 : 1;
}

/// Warps per block of the mma.sync kernel unless the lowering's `warps`
/// option says otherwise.
inline constexpr int64_t kDefaultMmaWarps = 4;

/// Query rows per block of the mma.sync kernel unless the op or the
/// lowering sets block_m: two 16-row tiles per warp, so that one ldmatrix
/// feeds four mma, up to d = dv = 128; one above, where O's accumulators
/// alone take 2 x 128 registers.
inline constexpr int64_t defaultMmaBlockM(int64_t d, int64_t dv,
                                          int64_t warps = kDefaultMmaWarps) {
  return (d <= 128 && dv <= 128 ? 32 : 16) * warps;
}

/// Query rows per block of the split-KV partial kernel unless block_m is
/// set: one 16-row tile per warp, since its packed rows are few.
inline constexpr int64_t splitKVBlockM(int64_t warps = kDefaultMmaWarps) {
  return 16 * warps;
}

/// Keys per tile of the mma.sync kernel unless set: 64 halve the rescales
/// and barriers per mma; at d = 256 they would overflow sm_80's shared
/// memory.
inline constexpr int64_t defaultMmaBlockN(int64_t d) {
  return d <= 128 ? 64 : 32;
}

/// Fewest key tiles per split: below that, writing and combining the
/// partial rows costs more than the blocks it adds.
inline constexpr int64_t kMinTilesPerSplit = 4;

/// Blocks of the split-KV partial kernel per split: one per query block of
/// the packed rows (the `heads / kvHeads` query heads of a GQA group times
/// Nq) per batch and key/value head.
inline int64_t splitKVBlocks(int64_t batch, int64_t heads, int64_t kvHeads,
                             int64_t nq, int64_t blockM) {
  return batch * kvHeads * ((heads / kvHeads * nq + blockM - 1) / blockM);
}

/// Splits for `blocks` blocks per split over `tiles` key tiles: enough for
/// two blocks per SM (the kernel's occupancy target), each of at least
/// kMinTilesPerSplit tiles, and at least one.
inline int64_t splitKVCount(int64_t blocks, int64_t tiles, int64_t sms) {
  return std::max<int64_t>(
      1, std::min((2 * sms + blocks - 1) / blocks, tiles / kMinTilesPerSplit));
}

/// The splits the lowering chooses by itself: none (0) unless those blocks
/// would fill fewer than the chip's SMs, the queries are short (a key/value
/// head's packed rows at most an eighth of the keys: the f32 partial rows
/// each split writes and the combine reads back then stay small next to
/// the K/V it reads) and the keys make at least two splits of
/// kMinTilesPerSplit tiles; then splitKVCount.
inline int64_t autoSplitKVSplits(int64_t batch, int64_t heads, int64_t kvHeads,
                                 int64_t nq, int64_t nkv, int64_t blockM,
                                 int64_t blockN, int64_t sms) {
  int64_t blocks = splitKVBlocks(batch, heads, kvHeads, nq, blockM);
  int64_t tiles = (nkv + blockN - 1) / blockN;
  if (blocks >= sms || 8 * (heads / kvHeads) * nq > nkv ||
      tiles < 2 * kMinTilesPerSplit)
    return 0;
  return splitKVCount(blocks, tiles, sms);
}

/// The splits of the kernel --attn-lower-to-gpu runs by default on `chip`
/// (kDefaultMmaWarps warps: splitKVBlockM rows and defaultMmaBlockN keys,
/// unless the op sets them) for these shapes; 0 for the fused kernel. The
/// traffic model follows it.
inline int64_t defaultSplitKVSplits(int64_t batch, int64_t heads,
                                    int64_t kvHeads, int64_t nq, int64_t nkv,
                                    int64_t d, std::optional<uint64_t> blockM,
                                    std::optional<uint64_t> blockN,
                                    llvm::StringRef chip = kDefaultGpuChip) {
  return autoSplitKVSplits(
      batch, heads, kvHeads, nq, nkv,
      blockM ? static_cast<int64_t>(*blockM) : splitKVBlockM(),
      blockN ? static_cast<int64_t>(*blockN) : defaultMmaBlockN(d),
      chipSMCount(chip));
}

/// Query rows per block of the fused (not split-KV) kernel that
/// --attn-lower-to-gpu runs by default on `chip` with kDefaultMmaWarps
/// warps: the op's block_m where it sets one; on sm_90a, the wgmma kernel's
/// warpgroups where it takes the shapes and the op sets no block sizes (it
/// picks its own); else the mma.sync kernel's defaultMmaBlockM.
inline int64_t defaultFusedBlockM(llvm::StringRef chip, bool sixteenBitFloat,
                                  int64_t nq, int64_t d, int64_t dv,
                                  std::optional<uint64_t> blockM,
                                  std::optional<uint64_t> blockN) {
  if (blockM)
    return static_cast<int64_t>(*blockM);
  if (chip == "sm_90a" && !blockN && wgmmaTakesShapes(sixteenBitFloat, d, dv))
    return wgmmaConsumerGroups(nq) * kWgmmaGroupRows;
  return defaultMmaBlockM(d, dv);
}

} // namespace attn
} // namespace mlir

#endif // ATTN_TARGET_GPUKERNELCHOICE_H
