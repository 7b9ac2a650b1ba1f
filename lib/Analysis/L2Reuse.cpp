//===- L2Reuse.cpp - the tiled figure with K/V re-reads served by L2 ------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/L2Reuse.h"

#include "attn/Analysis/TrafficReport.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Interfaces/TrafficOpInterface.h"
#include "attn/Target/GPUKernelChoice.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::attn;

/// Grids with more waves than this are not walked: the figure would cost
/// more time than the rest of the report.
static constexpr int64_t kMaxWaves = 1 << 22;

/// Query blocks with more blocks per head than this are not tabulated.
static constexpr int64_t kMaxBlocksPerHead = 1 << 22;

namespace {
/// The key columns each query block of one head reads, as the tiled model
/// counts them, with prefix sums and the union of consecutive blocks.
class BlockSpans {
public:
  BlockSpans(FlashAttentionOp op, int64_t nq, int64_t nkv, int64_t blockM) {
    int64_t blocks = (nq + blockM - 1) / blockM;
    bool causal = op.getCausal();
    std::optional<uint64_t> window = op.getWindow();
    int64_t diagonal =
        static_cast<int64_t>(op.getDiagonal().value_or(nkv - nq));
    // The rows a query block holds see keys [first(r0), last(r1)] (the
    // model of the op's own tiled figure); without causal every block reads
    // every key.
    for (int64_t m = 0; m < blocks; ++m) {
      int64_t r0 = m * blockM, r1 = std::min(nq, (m + 1) * blockM) - 1;
      int64_t lo = 0, hi = nkv - 1;
      if (causal) {
        lo = window ? std::max<int64_t>(0, r0 + diagonal -
                                               static_cast<int64_t>(*window))
                    : 0;
        hi = std::min(nkv - 1, r1 + diagonal);
      }
      first.push_back(lo);
      last.push_back(hi);
    }
    prefix.push_back(0);
    for (int64_t m = 0; m < blocks; ++m)
      prefix.push_back(prefix.back() + span(m));
  }

  int64_t size() const { return static_cast<int64_t>(first.size()); }

  int64_t span(int64_t m) const {
    return std::max<int64_t>(0, last[m] - first[m] + 1);
  }

  /// Σ span over blocks [m0, m1].
  int64_t sum(int64_t m0, int64_t m1) const {
    return prefix[m1 + 1] - prefix[m0];
  }

  /// The keys at least one block of [m0, m1] reads, as an interval (empty
  /// when first > last). Both ends grow with m, so the interval runs from
  /// the first non-empty block's first key to the last one's last key.
  std::pair<int64_t, int64_t> unite(int64_t m0, int64_t m1) const {
    while (m0 <= m1 && span(m0) == 0)
      ++m0;
    while (m1 >= m0 && span(m1) == 0)
      --m1;
    if (m0 > m1)
      return {0, -1};
    return {first[m0], last[m1]};
  }

private:
  SmallVector<int64_t> first, last, prefix;
};
} // namespace

static int64_t length(std::pair<int64_t, int64_t> interval) {
  return std::max<int64_t>(0, interval.second - interval.first + 1);
}

std::optional<L2TiledFigure> mlir::attn::getL2TiledFigure(const OpTraffic &op,
                                                          const GpuSpec &gpu,
                                                          std::string &reason) {
  auto flash = dyn_cast_or_null<FlashAttentionOp>(op.op);
  std::optional<int64_t> tiled =
      op.tiledBytesRead ? op.tiledBytesRead->getConstant() : std::nullopt;
  if (!flash || !tiled) {
    reason = "the L2 figure needs a fused op with a numeric tiled figure";
    return std::nullopt;
  }
  auto q = cast<ShapedType>(flash.getQuery().getType());
  auto k = cast<ShapedType>(flash.getKey().getType());
  auto v = cast<ShapedType>(flash.getValue().getType());
  if (!q.hasStaticShape() || !k.hasStaticShape() || !v.hasStaticShape()) {
    reason = "the L2 figure needs static shapes";
    return std::nullopt;
  }
  if (!gpu.sms || !gpu.l2MB) {
    reason = "the L2 figure needs the GPU's sms and l2_mb";
    return std::nullopt;
  }
  int64_t b = q.getDimSize(0), hq = q.getDimSize(1), nq = q.getDimSize(2);
  int64_t d = q.getDimSize(3), hkv = k.getDimSize(1), nkv = k.getDimSize(2);
  int64_t dv = v.getDimSize(3);
  // Without block_m, the rows of the gpu kernel the lowering runs on the
  // GPU's chip by default (as the op's own tiled figure assumes them).
  Type element = q.getElementType();
  int64_t blockM =
      defaultFusedBlockM(gpu.chip, element.isF16() || element.isBF16(), nq, d,
                         dv, flash.getBlockM(), flash.getBlockN());
  int64_t elementBytes = TrafficContext::getElementBytes(q.getElementType());
  if (b <= 0 || hq <= 0 || hkv <= 0 || nq <= 0 || nkv <= 0 || hq % hkv) {
    reason = "the L2 figure needs non-empty heads and lengths";
    return std::nullopt;
  }
  if (defaultSplitKVSplits(b, hq, hkv, nq, nkv, d, flash.getBlockM(),
                           flash.getBlockN(), gpu.chip)) {
    reason = "the L2 figure models the fused kernel's grid; split-KV reads "
             "K/V once per GQA group already";
    return std::nullopt;
  }
  int64_t blocksPerHead = (nq + blockM - 1) / blockM;
  if (blocksPerHead > kMaxBlocksPerHead) {
    reason = "the grid is too large for the L2 figure";
    return std::nullopt;
  }
  // Blocks are launched as FlashAttention-2's grid orders them: the query
  // blocks of a head, then the heads, then the batch. The query heads of
  // one KV head are consecutive, so a KV group is a contiguous run of
  // blocks. One block per SM runs at a time: a wave is `sms` blocks.
  int64_t groupBlocks = (hq / hkv) * blocksPerHead;
  int64_t groups = b * hkv;
  int64_t wave = *gpu.sms;
  if (groups > (std::numeric_limits<int64_t>::max() / groupBlocks) ||
      (groups * groupBlocks) / wave > kMaxWaves) {
    reason = "the grid is too large for the L2 figure";
    return std::nullopt;
  }
  int64_t total = groups * groupBlocks;
  BlockSpans spans(flash, nq, nkv, blockM);
  int64_t columnBytes = (d + dv) * elementBytes;
  double l2Bytes = *gpu.l2MB * 1e6;

  L2TiledFigure figure;
  int64_t savedColumns = 0;
  for (int64_t start = 0; start < total; start += wave) {
    int64_t end = std::min(total, start + wave);
    // The blocks of the wave, one KV group at a time: what the plain model
    // reads for them, and the union of the keys they read.
    int64_t plain = 0, united = 0;
    for (int64_t pos = start; pos < end;) {
      int64_t group = pos / groupBlocks;
      int64_t stop = std::min(end, (group + 1) * groupBlocks);
      int64_t a = pos - group * groupBlocks, z = stop - group * groupBlocks;
      int64_t m0 = a % blocksPerHead, m1 = (z - 1) % blocksPerHead;
      int64_t heads = (z - 1) / blocksPerHead - a / blocksPerHead;
      if (heads == 0) {
        plain += spans.sum(m0, m1);
        united += length(spans.unite(m0, m1));
      } else {
        // From m0 to the end of its head, whole heads, then up to m1 of the
        // last. Every head's blocks read the same keys, so the union is that
        // of the m ranges covered.
        plain += spans.sum(m0, blocksPerHead - 1) +
                 (heads - 1) * spans.sum(0, blocksPerHead - 1) +
                 spans.sum(0, m1);
        if (heads > 1 || m1 >= m0 - 1) {
          united += length(spans.unite(0, blocksPerHead - 1));
        } else {
          std::pair<int64_t, int64_t> head = spans.unite(0, m1);
          std::pair<int64_t, int64_t> tail = spans.unite(m0, blocksPerHead - 1);
          std::pair<int64_t, int64_t> overlap = {
              std::max(head.first, tail.first),
              std::min(head.second, tail.second)};
          united += length(head) + length(tail) - length(overlap);
        }
      }
      pos = stop;
    }
    int64_t workingSet = united * columnBytes;
    figure.largestWorkingSet = std::max(figure.largestWorkingSet, workingSet);
    ++figure.waves;
    if (static_cast<double>(workingSet) <= l2Bytes) {
      ++figure.fittingWaves;
      savedColumns += plain - united;
    }
  }
  figure.bytesRead = *tiled - savedColumns * columnBytes;
  figure.assumption = llvm::formatv(
      "L2 model: {0} blocks at a time (one per SM) in FlashAttention-2's "
      "grid order; the blocks of a wave that share a KV head read its K/V "
      "once when the wave's K/V fits in the {1} MB L2 ({2} of {3} waves "
      "fit, largest {4} B)",
      wave, formatRate(*gpu.l2MB), figure.fittingWaves, figure.waves,
      withThousands(figure.largestWorkingSet));
  return figure;
}
