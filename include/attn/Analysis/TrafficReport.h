//===- TrafficReport.h - tables, JSON and rooflines of traffic --*- C++ -*-===//
//
// Part of attn-opt. The roofline verdict and the three report formats,
// shared by --attn-traffic-report, --attn-traffic-remarks and attn-roofline.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_TRAFFICREPORT_H
#define ATTN_ANALYSIS_TRAFFICREPORT_H

#include "attn/Analysis/GpuSpec.h"
#include "attn/Analysis/TrafficAnalysis.h"

#include <algorithm>
#include <optional>
#include <string>

namespace llvm::json {
class OStream;
} // namespace llvm::json

namespace mlir {
namespace attn {

/// An op's roofline verdict on one GPU.
struct Verdict {
  /// The peak that bounds the op and what it is ("f16 tensor", ...).
  double peakTflops = 0;
  StringRef peakName;
  /// Whether the peak is a tensor-core one (else the fp32 vector peak).
  bool onTensorCores = false;
  /// peak / bandwidth, in flop per byte.
  double balance = 0;
  /// flops / bytes, absent while the figures are formulas or no byte moves.
  std::optional<double> intensity;
  /// "memory" or "compute", empty when the intensity is absent.
  StringRef bound;
  /// Why the peak is not the op's own (f8 on a GPU without f8 tensor cores).
  std::string note;
};

/// The verdict for `op` on `gpu`: the tensor-core peak of its input type for
/// matmuls and fused attention on 16- and 8-bit floats, else the fp32 vector
/// peak; compute-bound when intensity >= balance.
Verdict classify(const OpTraffic &op, const GpuSpec &gpu);

/// What an op is predicted to take on one GPU: each side of the roofline at
/// its achievable fraction, and the launch.
struct Prediction {
  double computeSeconds = 0;
  double memorySeconds = 0;
  double launchSeconds = 0;

  /// max(compute, memory) + launch.
  double getSeconds() const {
    return std::max(computeSeconds, memorySeconds) + launchSeconds;
  }
  /// "compute" or "memory": the side that sets the time.
  StringRef getLimiter() const {
    return computeSeconds > memorySeconds ? "compute" : "memory";
  }
};

/// The predicted time of `op` as its own kernel on `gpu`: flops at the
/// achievable fraction of the peak `classify` picks, bytes at the achievable
/// fraction of HBM bandwidth, plus one launch. Absent while a figure is a
/// formula.
std::optional<Prediction> predict(const OpTraffic &op, const GpuSpec &gpu);

/// The sum of the predicted times of a function's ops, in seconds; absent
/// while some figure is a formula.
std::optional<double> predictSeconds(const FunctionTraffic &function,
                                     const GpuSpec &gpu);

/// The intensity of a function's total, when its figures are numbers.
std::optional<double> getTotalIntensity(const FunctionTraffic &function);

/// Parses `NAME=VALUE` entries (positive integers) into `bindings`; false
/// with a one-line `error` on a malformed entry.
bool parseBindings(ArrayRef<std::string> entries,
                   llvm::StringMap<int64_t> &bindings, std::string &error);

/// Emits an error at the first op (or function) whose figures overflow
/// 64-bit integers.
LogicalResult checkOverflow(ArrayRef<FunctionTraffic> functions);

/// What a function would cost once attn-raise and attn-fuse have run on it:
/// the figures behind the table's fused-versus-unfused line.
struct FusionPreview {
  /// Attention chains the fusion turned into attn.flash_attention.
  unsigned fusedChains = 0;
  Poly flops, bytesMoved;
  /// The predicted time of the fused function, when its figures are numbers.
  std::optional<double> seconds;
};

/// The human table: one row per op, a totals row per function, notes below.
/// `symbolic` holds the same functions before binding, for the formulas.
/// `previews`, when given, holds one entry per function: the cost after
/// fusion, for functions where fusion found an attention chain.
void printTrafficTable(raw_ostream &os, ArrayRef<FunctionTraffic> functions,
                       ArrayRef<FunctionTraffic> symbolic, const GpuSpec &gpu,
                       ArrayRef<std::optional<FusionPreview>> previews = {});

/// One function entry of the JSON schema (docs/analysis.md).
void writeFunctionJson(llvm::json::OStream &json,
                       const FunctionTraffic &function,
                       const FunctionTraffic &symbolic, const GpuSpec &gpu);

/// The version of the JSON report's schema, written as "schema_version";
/// raised whenever a field changes or is added (docs/analysis.md).
constexpr int64_t kTrafficJsonVersion = 4;

/// The whole JSON report: {"schema_version": ..., "gpu": ..., "functions":
/// [...]}.
void printTrafficJson(raw_ostream &os, ArrayRef<FunctionTraffic> functions,
                      ArrayRef<FunctionTraffic> symbolic, const GpuSpec &gpu);

/// A log-log roofline with one point per op; fails (with `error`) while
/// some figure is still a formula.
bool printTrafficSvg(raw_ostream &os, ArrayRef<FunctionTraffic> functions,
                     const GpuSpec &gpu, std::string &error);

/// One row of a text table: its cells and the lines printed under it.
struct TableRow {
  SmallVector<std::string, 10> cells;
  SmallVector<std::string, 2> notes;
};

/// Prints `rows` in aligned columns, the columns in `leftColumns`
/// left-aligned (text) and the others right-aligned (figures), each row's
/// notes indented under it past the first column.
void printAlignedTable(raw_ostream &os, ArrayRef<TableRow> rows,
                       ArrayRef<size_t> leftColumns = {});

/// `value` with two decimals, as the tables print ratios and intensities.
std::string formatFixed2(double value);

/// Writes `key` with `value` to two decimals, as the tables print it.
void writeFixed2Json(llvm::json::OStream &json, StringRef key, double value);

/// `1234567` as `1,234,567`.
std::string withThousands(int64_t value);

/// A rate as the spec's table writes it: 989, 19.5 (at most three
/// decimals, no trailing zeros).
std::string formatRate(double value);

/// Seconds as the reports print them: microseconds to 0.01.
std::string formatMicros(double seconds);

/// `file:line:col` of a location, or the location as MLIR prints it.
std::string locationString(Location loc);

/// An op as the reports name it: its name, `+N` for the ops a kernel
/// fused into it, `(unknown)` when the model has no figure for it.
std::string opLabel(const OpTraffic &op);

/// `text` with the characters XML reserves escaped.
std::string xmlEscape(StringRef text);

/// A decade as an axis label: 0.01, 1, 1000, 1e6.
std::string decadeLabel(int exponent);

/// Writes an SVG plot's horizontal grid, a labelled line at each decade
/// 10^yLo to 10^yHi (`y` maps a value to its pixel row), then the frame of
/// the plot area [left, left + width] x [top, top + height].
void writeDecadeRowsAndFrame(raw_ostream &os, double left, double top,
                             double width, double height, int yLo, int yHi,
                             llvm::function_ref<double(double)> y);

/// A figure for humans: the number with thousands separators, or the
/// formula.
std::string formatFigure(const Poly &figure);

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_TRAFFICREPORT_H
