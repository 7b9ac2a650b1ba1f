//===- TrafficReport.cpp - verdicts, tables and JSON of traffic -----------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/TrafficReport.h"

#include "attn/Analysis/AttentionGradient.h"
#include "attn/Analysis/Backward.h"
#include "attn/Analysis/L2Reuse.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Verdict and helpers
//===----------------------------------------------------------------------===//

/// flops / bytes when both are numbers and some byte moves.
static std::optional<double> intensityOf(const Poly &flops, const Poly &bytes) {
  std::optional<int64_t> f = flops.getConstant(), b = bytes.getConstant();
  if (!f || !b || *b <= 0)
    return std::nullopt;
  return static_cast<double>(*f) / static_cast<double>(*b);
}

Verdict mlir::attn::classify(const OpTraffic &op, const GpuSpec &gpu) {
  Verdict verdict;
  verdict.peakTflops = gpu.f32Tflops;
  verdict.peakName = "f32 vector";
  if (auto floatType = dyn_cast_or_null<FloatType>(op.tensorCoreType)) {
    verdict.peakTflops = gpu.f16Tflops;
    verdict.peakName = "f16 tensor";
    verdict.onTensorCores = true;
    if (floatType.getWidth() == 8) {
      if (gpu.f8Tflops) {
        verdict.peakTflops = *gpu.f8Tflops;
        verdict.peakName = "f8 tensor";
      } else {
        verdict.note = gpu.name + " has no f8 tensor cores: the f16 tensor "
                                  "peak is used";
      }
    }
  }
  verdict.balance = gpu.getBalance(verdict.peakTflops);
  verdict.intensity = intensityOf(op.flops, op.bytesRead + op.bytesWritten);
  if (verdict.intensity)
    verdict.bound =
        *verdict.intensity >= verdict.balance ? "compute" : "memory";
  return verdict;
}

std::optional<Prediction> mlir::attn::predict(const OpTraffic &op,
                                              const GpuSpec &gpu) {
  std::optional<int64_t> flops = op.flops.getConstant();
  std::optional<int64_t> bytes = (op.bytesRead + op.bytesWritten).getConstant();
  if (!flops || !bytes)
    return std::nullopt;
  Verdict verdict = classify(op, gpu);
  double fraction =
      verdict.onTensorCores ? gpu.tensorFraction : gpu.vectorFraction;
  Prediction prediction;
  prediction.computeSeconds =
      static_cast<double>(*flops) / (verdict.peakTflops * 1e12 * fraction);
  prediction.memorySeconds =
      static_cast<double>(*bytes) / (gpu.hbmGBps * 1e9 * gpu.hbmFraction);
  prediction.launchSeconds = gpu.launchUs * 1e-6;
  return prediction;
}

std::optional<double>
mlir::attn::predictSeconds(const FunctionTraffic &function,
                           const GpuSpec &gpu) {
  double seconds = 0;
  for (const OpTraffic &op : function.ops) {
    std::optional<Prediction> prediction = predict(op, gpu);
    if (!prediction)
      return std::nullopt;
    seconds += prediction->getSeconds();
  }
  return seconds;
}

std::optional<double>
mlir::attn::getTotalIntensity(const FunctionTraffic &function) {
  return intensityOf(function.flops,
                     function.bytesRead + function.bytesWritten);
}

bool mlir::attn::parseBindings(ArrayRef<std::string> entries,
                               llvm::StringMap<int64_t> &bindings,
                               std::string &error) {
  for (StringRef entry : entries) {
    auto [name, value] = entry.split('=');
    int64_t number = 0;
    if (name.empty() || value.empty() || value.getAsInteger(10, number) ||
        number <= 0) {
      error = "bind entry '" + entry.str() +
              "' is not NAME=VALUE with a positive integer VALUE";
      return false;
    }
    if (!bindings.try_emplace(name, number).second) {
      error = "dim '" + name.str() + "' is bound twice";
      return false;
    }
  }
  return true;
}

LogicalResult mlir::attn::checkOverflow(ArrayRef<FunctionTraffic> functions) {
  for (const FunctionTraffic &function : functions) {
    for (const OpTraffic &op : function.ops) {
      std::pair<StringRef, const Poly *> figures[] = {
          {"flops", &op.flops},
          {"transcendentals", &op.transcendentals},
          {"bytes_read", &op.bytesRead},
          {"bytes_written", &op.bytesWritten}};
      for (auto [name, figure] : figures)
        if (figure->isOverflow())
          return emitError(op.op->getLoc())
                 << "traffic of '" << op.op->getName() << "' overflows "
                 << "64-bit integers (" << name << ")";
      if ((op.bytesRead + op.bytesWritten).isOverflow())
        return emitError(op.op->getLoc())
               << "traffic of '" << op.op->getName() << "' overflows "
               << "64-bit integers (bytes_read + bytes_written)";
      if (op.tiledBytesRead && op.tiledBytesRead->isOverflow())
        return emitError(op.op->getLoc())
               << "traffic of '" << op.op->getName()
               << "' overflows 64-bit integers (tiled_bytes_read)";
    }
    Poly bytes = function.bytesRead + function.bytesWritten;
    for (const Poly *total :
         {&function.flops, &function.transcendentals, &function.bytesRead,
          &function.bytesWritten, static_cast<const Poly *>(&bytes)})
      if (total->isOverflow())
        return emitError(function.func->getLoc())
               << "the total traffic of @" << function.name
               << " overflows 64-bit integers";
  }
  return success();
}

std::string mlir::attn::formatFixed2(double value) {
  // What formatv's "{0:F2}" prints. Below 1e13 the hundredths fit a double's
  // integers, so the digits come from one rounding: to nearest, ties to even,
  // as printf rounds the exact binary value. A product that lands on a tie
  // was rounded there, and its exact residual says which way it really lies.
  if (std::fabs(value) < 1e13) {
    double hundredths = value * 100;
    double rounded = std::nearbyint(hundredths);
    if (std::fabs(hundredths - rounded) == 0.5) {
      double residual = std::fma(value, 100, -hundredths);
      if (residual != 0)
        rounded =
            residual > 0 ? std::floor(hundredths) + 1 : std::floor(hundredths);
    }
    uint64_t magnitude = static_cast<uint64_t>(std::fabs(rounded));
    std::string text = std::signbit(value) ? "-" : "";
    text += std::to_string(magnitude / 100);
    text += '.';
    text += static_cast<char>('0' + magnitude % 100 / 10);
    text += static_cast<char>('0' + magnitude % 10);
    return text;
  }
  // Large and non-finite values: snprintf, and formatv's spellings.
  char buffer[32];
  int length = std::isfinite(value)
                   ? std::snprintf(buffer, sizeof(buffer), "%.2f", value)
                   : -1;
  if (length < 0 || length >= static_cast<int>(sizeof(buffer)))
    return llvm::formatv("{0:F2}", value).str();
  return std::string(buffer, length);
}

void mlir::attn::writeFixed2Json(llvm::json::OStream &json, StringRef key,
                                 double value) {
  json.attributeBegin(key);
  json.rawValue(formatFixed2(value));
  json.attributeEnd();
}

std::string mlir::attn::withThousands(int64_t value) {
  // Digits from the right, a comma before every third; the magnitude of
  // INT64_MIN goes through unsigned.
  uint64_t magnitude = value < 0 ? 0 - static_cast<uint64_t>(value) : value;
  char buffer[32];
  char *end = buffer + sizeof(buffer), *begin = end;
  int digits = 0;
  do {
    if (digits && digits % 3 == 0)
      *--begin = ',';
    *--begin = static_cast<char>('0' + magnitude % 10);
    magnitude /= 10;
    ++digits;
  } while (magnitude);
  if (value < 0)
    *--begin = '-';
  return std::string(begin, end);
}

std::string mlir::attn::formatFigure(const Poly &figure) {
  if (std::optional<int64_t> value = figure.getConstant())
    return withThousands(*value);
  return figure.str();
}

std::string mlir::attn::locationString(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return (file.getFilename().getValue() + ":" + Twine(file.getLine()) + ":" +
            Twine(file.getColumn()))
        .str();
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

std::string mlir::attn::opLabel(const OpTraffic &op) {
  std::string name = op.op->getName().getStringRef().str();
  if (!op.fusedOps.empty())
    return name + " +" + std::to_string(op.fusedOps.size());
  return op.known ? name : name + " (unknown)";
}

/// The notes of `op` and of its verdict, joined.
static SmallVector<std::string, 2> allNotes(const OpTraffic &op,
                                            const Verdict &verdict) {
  SmallVector<std::string, 2> notes(op.notes.begin(), op.notes.end());
  if (!verdict.note.empty())
    notes.push_back(verdict.note);
  return notes;
}

std::string mlir::attn::formatRate(double value) {
  std::string text = llvm::formatv("{0:F3}", value).str();
  while (text.back() == '0')
    text.pop_back();
  if (text.back() == '.')
    text.pop_back();
  return text;
}

//===----------------------------------------------------------------------===//
// Table
//===----------------------------------------------------------------------===//

std::string mlir::attn::formatMicros(double seconds) {
  return formatFixed2(seconds * 1e6);
}

/// "time shares: #3 attn.matmul 45.2%, #1 attn.matmul 30.1%": the (at most
/// three) ops that take most of a function's predicted time, most first.
static std::string describeTimeShares(const FunctionTraffic &function,
                                      const GpuSpec &gpu, double total) {
  SmallVector<std::pair<double, size_t>> times;
  for (auto [index, op] : llvm::enumerate(function.ops))
    times.push_back({predict(op, gpu)->getSeconds(), index});
  // Stable, so that equal times keep the ops' order.
  llvm::stable_sort(
      times, [](const auto &a, const auto &b) { return a.first > b.first; });
  SmallVector<std::string, 3> shares;
  for (auto [seconds, index] : ArrayRef(times).take_front(3))
    shares.push_back(llvm::formatv("#{0} {1} {2:F1}%", index + 1,
                                   opLabel(function.ops[index]),
                                   100 * seconds / total)
                         .str());
  return "time shares: " + llvm::join(shares, ", ");
}

/// "after attn-raise + attn-fuse (1 chain fused): 4,194,304 bytes moved,
/// intensity 2064.00, 33.00x less traffic".
static std::string describeFusion(const FusionPreview &preview,
                                  const Poly &unfusedMoved,
                                  std::optional<double> unfusedSeconds) {
  std::string line =
      "after attn-raise + attn-fuse (" + std::to_string(preview.fusedChains) +
      (preview.fusedChains == 1 ? " chain" : " chains") +
      " fused): " + formatFigure(preview.bytesMoved) + " bytes moved";
  std::optional<int64_t> fused = preview.bytesMoved.getConstant();
  std::optional<int64_t> unfused = unfusedMoved.getConstant();
  std::optional<int64_t> flops = preview.flops.getConstant();
  if (!fused || !unfused || !flops || *fused == 0)
    return line;
  line += ", intensity " + formatFixed2(static_cast<double>(*flops) / *fused) +
          ", " + formatFixed2(static_cast<double>(*unfused) / *fused) +
          "x less traffic";
  if (preview.seconds && unfusedSeconds)
    line += "; predicted " + formatMicros(*preview.seconds) + " us, " +
            formatFixed2(*unfusedSeconds / *preview.seconds) + "x faster (" +
            formatMicros(*unfusedSeconds - *preview.seconds) + " us saved)";
  return line;
}

/// The figures of one attention backward under both models.
struct BackwardComparison {
  BackwardKernel standard, flash;
  size_t standardKernels = 0, flashKernels = 0;
  double standardSeconds = 0, flashSeconds = 0;
};

static std::optional<BackwardComparison>
compareBackward(const AttentionGradient &gradient, const GpuSpec &gpu) {
  if (!gradient.shape)
    return std::nullopt;
  std::vector<BackwardKernel> standard = getStandardBackward(*gradient.shape);
  std::vector<BackwardKernel> flash = getFlashBackward(*gradient.shape);
  if (backwardOverflows(standard) || backwardOverflows(flash))
    return std::nullopt;
  return BackwardComparison{sumKernels(standard),
                            sumKernels(flash),
                            standard.size(),
                            flash.size(),
                            predictBackwardSeconds(standard, gpu),
                            predictBackwardSeconds(flash, gpu)};
}

/// An element type as the IR spells it: f16, bf16, f8E4M3FN.
static std::string typeName(Type type) {
  std::string name;
  llvm::raw_string_ostream os(name);
  type.print(os);
  return name;
}

static std::string describeShape(const BackwardShape &s) {
  return llvm::formatv("B={0} Hq={1} Hkv={2} Nq={3} Nkv={4} d={5} dv={6} {7}",
                       s.b, s.heads, s.kvHeads, s.nq, s.nkv, s.d, s.dv,
                       typeName(s.element))
             .str() +
         (s.causal ? ", causal" : "");
}

static int64_t bytesMoved(const BackwardKernel &kernel) {
  return *kernel.bytesRead.getConstant() + *kernel.bytesWritten.getConstant();
}

/// The lines under a function's total for each attention whose gradient it
/// computes: both backward models at its shape.
static void describeGradients(Operation *func, const GpuSpec &gpu,
                              SmallVectorImpl<std::string> &lines) {
  for (const AttentionGradient &gradient : findAttentionGradients(func)) {
    std::string head = "attention backward of the softmax at " +
                       locationString(gradient.softmax->getLoc());
    std::optional<BackwardComparison> c = compareBackward(gradient, gpu);
    if (!c) {
      lines.push_back(head + ": not costed (" +
                      (gradient.shape ? "its figures overflow 64-bit integers"
                                      : "its shapes are not static") +
                      ")");
      continue;
    }
    lines.push_back(head + " (" + describeShape(*gradient.shape) +
                    "), as attn-roofline --backward models it:");
    int64_t standardBytes = bytesMoved(c->standard);
    int64_t flashBytes = bytesMoved(c->flash);
    lines.push_back("  standard attention's, P saved by the forward (" +
                    std::to_string(c->standardKernels) + " kernels): " +
                    withThousands(standardBytes) + " bytes moved, predicted " +
                    formatMicros(c->standardSeconds) + " us");
    lines.push_back(
        "  FlashAttention-2's, P recomputed from the log-sum-exp (" +
        std::to_string(c->flashKernels) +
        " kernels): " + withThousands(flashBytes) + " bytes moved, predicted " +
        formatMicros(c->flashSeconds) + " us: " +
        formatFixed2(static_cast<double>(standardBytes) / flashBytes) +
        "x less traffic, " +
        formatFixed2(c->standardSeconds / c->flashSeconds) + "x faster");
    if (gradient.denseTerms)
      lines.push_back(
          "  in neither model: " + std::to_string(gradient.denseTerms) +
          (gradient.denseTerms == 1 ? " dense mask or bias term"
                                    : " dense mask or bias terms") +
          " on the scores");
  }
}

void mlir::attn::printTrafficTable(
    raw_ostream &os, ArrayRef<FunctionTraffic> functions,
    ArrayRef<FunctionTraffic> symbolic, const GpuSpec &gpu,
    ArrayRef<std::optional<FusionPreview>> previews) {
  os << "traffic on " << gpu.name << ": f16 tensor "
     << formatRate(gpu.f16Tflops);
  if (gpu.f8Tflops)
    os << ", f8 tensor " << formatRate(*gpu.f8Tflops);
  os << ", f32 vector " << formatRate(gpu.f32Tflops) << " TFLOP/s; HBM "
     << formatRate(gpu.hbmGBps) << " GB/s\n"
     << "predicted at " << formatRate(gpu.hbmFraction * 100) << "% of HBM, "
     << formatRate(gpu.tensorFraction * 100) << "% of tensor and "
     << formatRate(gpu.vectorFraction * 100) << "% of vector peaks, "
     << formatRate(gpu.launchUs) << " us per launch\n";
  for (auto [index, pair] : llvm::enumerate(llvm::zip(functions, symbolic))) {
    const FunctionTraffic &function = std::get<0>(pair);
    const FunctionTraffic &formulas = std::get<1>(pair);
    // Lines under an op's row: formulas, the tiled figure, notes.
    std::vector<TableRow> rows;
    rows.reserve(function.ops.size() + 2);
    rows.push_back({{"#", "op", "flops", "exp", "bytes read", "bytes written",
                     "intensity", "balance", "bound", "time us"},
                    {}});
    for (auto [index, pair] :
         llvm::enumerate(llvm::zip(function.ops, formulas.ops))) {
      const OpTraffic &op = std::get<0>(pair);
      const OpTraffic &formula = std::get<1>(pair);
      Verdict verdict = classify(op, gpu);
      std::optional<Prediction> prediction = predict(op, gpu);
      TableRow &row = rows.emplace_back();
      row.cells = {std::to_string(index + 1),
                   opLabel(op),
                   formatFigure(op.flops),
                   formatFigure(op.transcendentals),
                   formatFigure(op.bytesRead),
                   formatFigure(op.bytesWritten),
                   verdict.intensity ? formatFixed2(*verdict.intensity) : "-",
                   formatFixed2(verdict.balance),
                   verdict.bound.empty() ? "-" : verdict.bound.str(),
                   prediction ? formatMicros(prediction->getSeconds()) : "-"};
      SmallVector<std::string, 2> &lines = row.notes;
      auto formulaLine = [&](StringRef name, const Poly &symbolicFigure,
                             const Poly &boundFigure) {
        if (!symbolicFigure.isConstant() && boundFigure.isConstant())
          lines.push_back((name + " = " + symbolicFigure.str()).str());
      };
      formulaLine("flops", formula.flops, op.flops);
      formulaLine("exp", formula.transcendentals, op.transcendentals);
      formulaLine("bytes read", formula.bytesRead, op.bytesRead);
      formulaLine("bytes written", formula.bytesWritten, op.bytesWritten);
      if (!op.fusedOps.empty()) {
        SmallVector<std::string, 4> names;
        for (Operation *fused : op.fusedOps)
          names.push_back(fused->getName().getStringRef().str());
        lines.push_back("fuses: " + llvm::join(names, ", "));
      }
      if (op.tiledBytesRead) {
        lines.push_back("tiled model: " + formatFigure(*op.tiledBytesRead) +
                        " bytes read (upper bound: no L2 reuse)");
        std::string reason;
        if (std::optional<L2TiledFigure> l2 =
                getL2TiledFigure(op, gpu, reason)) {
          lines.push_back("L2-aware tiled model: " +
                          withThousands(l2->bytesRead) + " bytes read");
          lines.push_back(l2->assumption);
        } else if (op.tiledBytesRead->isConstant()) {
          lines.push_back("L2-aware tiled model: none (" + reason + ")");
        }
      }
      for (const std::string &note : allNotes(op, verdict))
        lines.push_back("note: " + note);
    }
    std::optional<double> total = getTotalIntensity(function);
    std::optional<double> seconds = predictSeconds(function, gpu);
    TableRow &totalRow = rows.emplace_back();
    totalRow.cells = {"",
                      "total",
                      formatFigure(function.flops),
                      formatFigure(function.transcendentals),
                      formatFigure(function.bytesRead),
                      formatFigure(function.bytesWritten),
                      total ? formatFixed2(*total) : "-",
                      "",
                      "",
                      seconds ? formatMicros(*seconds) : "-"};
    // Total traffic, the figure attention is judged by (8*N^2 + 8*N*d).
    Poly moved = function.bytesRead + function.bytesWritten;
    Poly movedFormula = formulas.bytesRead + formulas.bytesWritten;
    std::string movedLine = "bytes moved: " + formatFigure(moved);
    if (!movedFormula.isConstant() && moved.isConstant())
      movedLine += " = " + movedFormula.str();
    SmallVector<std::string, 2> &totalLines = totalRow.notes;
    totalLines.push_back(movedLine);
    if (function.groupedFrom)
      totalLines.push_back(
          "kernels: " + std::to_string(function.ops.size()) + " from " +
          std::to_string(function.groupedFrom) +
          " ops (elementwise ops fused into producers and consumers)");
    if (seconds && *seconds > 0) {
      totalLines.push_back("predicted time: " + formatMicros(*seconds) +
                           " us over " + std::to_string(function.ops.size()) +
                           (function.ops.size() == 1 ? " kernel" : " kernels"));
      if (function.ops.size() > 1)
        totalLines.push_back(describeTimeShares(function, gpu, *seconds));
    }
    if (index < previews.size() && previews[index])
      totalLines.push_back(describeFusion(*previews[index], moved, seconds));
    if (function.func)
      describeGradients(function.func, gpu, totalLines);
    os << "\n@" << function.name << "\n";
    printAlignedTable(os, rows, {1, 8});
  }
}

void mlir::attn::printAlignedTable(raw_ostream &os, ArrayRef<TableRow> rows,
                                   ArrayRef<size_t> leftColumns) {
  SmallVector<size_t, 10> widths;
  for (const TableRow &row : rows) {
    widths.resize(std::max(widths.size(), row.cells.size()), 0);
    for (auto [i, cell] : llvm::enumerate(row.cells))
      widths[i] = std::max(widths[i], cell.size());
  }
  unsigned indent = widths.empty() ? 0 : widths[0] + 4;
  // One buffer for every line: a table has a row per op.
  std::string line;
  for (const TableRow &row : rows) {
    line.clear();
    for (auto [i, cell] : llvm::enumerate(row.cells)) {
      size_t pad = widths[i] - cell.size();
      if (i)
        line.append(2, ' ');
      bool left = llvm::is_contained(leftColumns, i);
      if (!left)
        line.append(pad, ' ');
      line += cell;
      if (left)
        line.append(pad, ' ');
    }
    os << StringRef(line).rtrim() << "\n";
    for (const std::string &note : row.notes)
      os.indent(indent) << note << "\n";
  }
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static void writeFigure(llvm::json::OStream &json, StringRef key,
                        const Poly &figure) {
  if (std::optional<int64_t> value = figure.getConstant())
    json.attribute(key, *value);
  else
    json.attribute(key, nullptr);
}

static void writeRounded(llvm::json::OStream &json, StringRef key,
                         std::optional<double> value) {
  json.attributeBegin(key);
  if (value)
    json.rawValue(formatFixed2(*value));
  else
    json.value(nullptr);
  json.attributeEnd();
}

void mlir::attn::writeFunctionJson(llvm::json::OStream &json,
                                   const FunctionTraffic &function,
                                   const FunctionTraffic &symbolic,
                                   const GpuSpec &gpu) {
  std::optional<double> seconds = predictSeconds(function, gpu);
  json.object([&] {
    json.attribute("name", function.name);
    if (function.groupedFrom)
      json.attribute("ops_before_grouping",
                     static_cast<int64_t>(function.groupedFrom));
    json.attributeArray("ops", [&] {
      for (auto [op, formula] : llvm::zip(function.ops, symbolic.ops)) {
        Verdict verdict = classify(op, gpu);
        json.object([&] {
          json.attribute("op", op.op->getName().getStringRef());
          json.attribute("loc", locationString(op.op->getLoc()));
          if (function.groupedFrom)
            json.attributeArray("fused_ops", [&] {
              for (Operation *fused : op.fusedOps)
                json.value(fused->getName().getStringRef());
            });
          writeFigure(json, "flops", op.flops);
          writeFigure(json, "transcendentals", op.transcendentals);
          writeFigure(json, "bytes_read", op.bytesRead);
          writeFigure(json, "bytes_written", op.bytesWritten);
          writeRounded(json, "intensity", verdict.intensity);
          writeRounded(json, "balance", verdict.balance);
          if (verdict.bound.empty())
            json.attribute("bound", nullptr);
          else
            json.attribute("bound", verdict.bound);
          if (op.tiledBytesRead) {
            writeFigure(json, "tiled_bytes_read", *op.tiledBytesRead);
            std::string reason;
            std::optional<L2TiledFigure> l2 = getL2TiledFigure(op, gpu, reason);
            if (l2) {
              json.attribute("l2_tiled_bytes_read", l2->bytesRead);
              json.attribute("l2_assumption", l2->assumption);
            } else {
              json.attribute("l2_tiled_bytes_read", nullptr);
              json.attribute("l2_assumption", reason);
            }
          }
          std::optional<Prediction> prediction = predict(op, gpu);
          writeRounded(
              json, "predicted_us",
              prediction ? std::optional<double>(prediction->getSeconds() * 1e6)
                         : std::nullopt);
          if (prediction)
            json.attribute("limiter", prediction->getLimiter());
          else
            json.attribute("limiter", nullptr);
          writeRounded(
              json, "time_share",
              prediction && seconds && *seconds > 0
                  ? std::optional<double>(prediction->getSeconds() / *seconds)
                  : std::nullopt);
          bool dynamic =
              !formula.flops.isConstant() ||
              !formula.transcendentals.isConstant() ||
              !formula.bytesRead.isConstant() ||
              !formula.bytesWritten.isConstant() ||
              (formula.tiledBytesRead && !formula.tiledBytesRead->isConstant());
          if (dynamic) {
            json.attributeObject("formula", [&] {
              json.attribute("flops", formula.flops.str());
              json.attribute("transcendentals", formula.transcendentals.str());
              json.attribute("bytes_read", formula.bytesRead.str());
              json.attribute("bytes_written", formula.bytesWritten.str());
              if (formula.tiledBytesRead)
                json.attribute("tiled_bytes_read",
                               formula.tiledBytesRead->str());
            });
          }
          SmallVector<std::string, 2> notes = allNotes(op, verdict);
          if (!notes.empty())
            json.attribute("note", llvm::join(notes, "; "));
        });
      }
    });
    json.attributeArray("attention_backward", [&] {
      if (!function.func)
        return;
      for (const AttentionGradient &gradient :
           findAttentionGradients(function.func)) {
        json.object([&] {
          json.attribute("loc", locationString(gradient.softmax->getLoc()));
          json.attribute("dense_terms",
                         static_cast<int64_t>(gradient.denseTerms));
          std::optional<BackwardComparison> c = compareBackward(gradient, gpu);
          if (!c) {
            json.attribute("shape", nullptr);
            return;
          }
          const BackwardShape &s = *gradient.shape;
          json.attributeObject("shape", [&] {
            json.attribute("batch", s.b);
            json.attribute("heads", s.heads);
            json.attribute("kv_heads", s.kvHeads);
            json.attribute("q_len", s.nq);
            json.attribute("kv_len", s.nkv);
            json.attribute("head_dim", s.d);
            json.attribute("v_head_dim", s.dv);
            json.attribute("dtype", typeName(s.element));
            json.attribute("causal", s.causal);
          });
          auto model = [&](StringRef key, const BackwardKernel &total,
                           size_t kernels, double seconds) {
            json.attributeObject(key, [&] {
              json.attribute("kernels", static_cast<int64_t>(kernels));
              json.attribute("bytes_moved", bytesMoved(total));
              writeFixed2Json(json, "predicted_us", seconds * 1e6);
            });
          };
          model("standard", c->standard, c->standardKernels,
                c->standardSeconds);
          model("flash", c->flash, c->flashKernels, c->flashSeconds);
          writeFixed2Json(json, "traffic_ratio",
                          static_cast<double>(bytesMoved(c->standard)) /
                              bytesMoved(c->flash));
          writeFixed2Json(json, "time_ratio",
                          c->standardSeconds / c->flashSeconds);
        });
      }
    });
    json.attributeObject("total", [&] {
      writeFigure(json, "flops", function.flops);
      writeFigure(json, "transcendentals", function.transcendentals);
      writeFigure(json, "bytes_read", function.bytesRead);
      writeFigure(json, "bytes_written", function.bytesWritten);
      writeRounded(json, "intensity", getTotalIntensity(function));
      writeRounded(json, "predicted_us",
                   seconds ? std::optional<double>(*seconds * 1e6)
                           : std::nullopt);
    });
  });
}

void mlir::attn::printTrafficJson(raw_ostream &os,
                                  ArrayRef<FunctionTraffic> functions,
                                  ArrayRef<FunctionTraffic> symbolic,
                                  const GpuSpec &gpu) {
  llvm::json::OStream json(os, 2);
  json.object([&] {
    json.attribute("schema_version", kTrafficJsonVersion);
    json.attributeBegin("gpu");
    writeGpuJson(json, gpu);
    json.attributeEnd();
    json.attributeArray("functions", [&] {
      for (auto [function, formula] : llvm::zip(functions, symbolic))
        writeFunctionJson(json, function, formula, gpu);
    });
  });
  os << "\n";
}
