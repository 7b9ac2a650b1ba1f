//===- Sweep.h - attention traffic against one swept size -------*- C++ -*-===//
//
// Part of attn-opt. The table, JSON and SVG of `attn-roofline --sweep`: the
// unfused chain and the fused op, costed by the traffic analysis at each
// value of one parameter.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_SWEEP_H
#define ATTN_ANALYSIS_SWEEP_H

#include "attn/Analysis/GpuSpec.h"
#include "mlir/Support/LLVM.h"

#include <string>
#include <vector>

namespace mlir {
namespace attn {

/// One form (unfused or fused) of attention at one swept value.
struct SweepForm {
  int64_t flops = 0;
  int64_t bytes = 0;
  /// The sum of its ops' predicted times.
  double seconds = 0;

  double getIntensity() const {
    return bytes ? static_cast<double>(flops) / static_cast<double>(bytes) : 0;
  }
};

/// Both forms at one value of the swept parameter.
struct SweepPoint {
  /// The value as the user wrote it: 4096, f8E4M3FN.
  std::string value;
  SweepForm unfused, fused;
  /// The balance of the peak that bounds the fused op (it changes with the
  /// dtype), and that peak's name.
  double balance = 0;
  std::string peakName;
};

/// A whole sweep: the parameter, the fixed rest of the shape in words, and
/// one point per value, in the order swept.
struct Sweep {
  std::string parameter;
  std::string fixed;
  GpuSpec gpu;
  std::vector<SweepPoint> points;
};

/// One row per value: bytes, intensities, balance, predicted times and the
/// ratios of unfused to fused.
void printSweepTable(raw_ostream &os, const Sweep &sweep);

/// {"schema_version", "gpu", "sweep", "fixed", "points": [{"value",
/// "balance", "unfused": {...}, "fused": {...}, "traffic_ratio",
/// "time_ratio"}]} (docs/analysis.md).
void printSweepJson(raw_ostream &os, const Sweep &sweep);

/// Two log-scale panels over the swept values: intensity of both forms
/// against the balance point, and their predicted times.
void printSweepSvg(raw_ostream &os, const Sweep &sweep);

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_SWEEP_H
