//===- L2Reuse.h - the tiled figure with K/V re-reads served by L2 -*- C++ -*-//
//
// Part of attn-opt. A second tiled figure for attn.flash_attention: the
// blocks that run at the same time and share a KV head read its K and V from
// HBM once when their working set fits in L2 (docs/analysis.md).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_L2REUSE_H
#define ATTN_ANALYSIS_L2REUSE_H

#include "attn/Analysis/GpuSpec.h"
#include "attn/Analysis/TrafficAnalysis.h"

#include <optional>
#include <string>

namespace mlir {
namespace attn {

/// The L2-aware tiled read bytes of one fused op and how they were reached.
struct L2TiledFigure {
  int64_t bytesRead = 0;
  /// Waves of concurrent blocks, and how many of them fit in L2.
  int64_t waves = 0, fittingWaves = 0;
  /// The largest K/V working set of one wave, in bytes.
  int64_t largestWorkingSet = 0;
  /// The assumption, in one line, for the reports.
  std::string assumption;
};

/// The L2-aware figure of `op` on `gpu`: nothing, with `reason` set, when the
/// op is not an attn.flash_attention with static shapes and a tiled figure,
/// or the GPU file gives no L2 size or SM count, or the grid is too large to
/// walk wave by wave.
std::optional<L2TiledFigure>
getL2TiledFigure(const OpTraffic &op, const GpuSpec &gpu, std::string &reason);

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_L2REUSE_H
