//===- TrafficSvg.cpp - the roofline of a traffic report as SVG -----------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/TrafficReport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::attn;

std::string mlir::attn::xmlEscape(StringRef text) {
  std::string escaped;
  for (char c : text) {
    switch (c) {
    case '&':
      escaped += "&amp;";
      break;
    case '<':
      escaped += "&lt;";
      break;
    case '>':
      escaped += "&gt;";
      break;
    case '"':
      escaped += "&quot;";
      break;
    default:
      escaped += c;
    }
  }
  return escaped;
}

std::string mlir::attn::decadeLabel(int exponent) {
  if (exponent < -3 || exponent > 5)
    return llvm::formatv("1e{0}", exponent).str();
  if (exponent < 0)
    return "0." + std::string(-exponent - 1, '0') + "1";
  return "1" + std::string(exponent, '0');
}

void mlir::attn::writeDecadeRowsAndFrame(raw_ostream &os, double left,
                                         double top, double width,
                                         double height, int yLo, int yHi,
                                         llvm::function_ref<double(double)> y) {
  for (int e = yLo; e <= yHi; ++e) {
    double row = y(std::pow(10.0, e));
    os << llvm::formatv("<line x1=\"{0}\" y1=\"{1:F1}\" x2=\"{2}\" "
                        "y2=\"{1:F1}\" stroke=\"#dddddd\"/>\n",
                        left, row, left + width);
    os << llvm::formatv("<text x=\"{0}\" y=\"{1:F1}\" "
                        "text-anchor=\"end\">{2}</text>\n",
                        left - 6, row + 4, decadeLabel(e));
  }
  os << llvm::formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" "
                      "height=\"{3}\" fill=\"none\" stroke=\"black\"/>\n",
                      left, top, width, height);
}

namespace {
struct PlotPoint {
  std::string label;
  /// The label as drawn: with the op's share of its function's time.
  std::string text;
  std::string title;
  double intensity;
  double tflops;
  StringRef kind;
};

/// Maps data to pixels on log-log axes.
struct LogAxes {
  double left = 80, top = 40, width = 560, height = 380;
  int xLo, xHi, yLo, yHi;
  double x(double value) const {
    return left + (std::log10(value) - xLo) / (xHi - xLo) * width;
  }
  double y(double value) const {
    return top + height - (std::log10(value) - yLo) / (yHi - yLo) * height;
  }
};
} // namespace

bool mlir::attn::printTrafficSvg(raw_ostream &os,
                                 ArrayRef<FunctionTraffic> functions,
                                 const GpuSpec &gpu, std::string &error) {
  double bandwidthTflops = gpu.hbmGBps / 1000.0;
  std::vector<PlotPoint> points;
  std::set<std::string> unbound;
  for (const FunctionTraffic &function : functions) {
    std::optional<double> total = predictSeconds(function, gpu);
    for (auto [index, op] : llvm::enumerate(function.ops)) {
      op.flops.collectSymbols(unbound);
      op.bytesRead.collectSymbols(unbound);
      op.bytesWritten.collectSymbols(unbound);
      Verdict verdict = classify(op, gpu);
      std::optional<Prediction> prediction = predict(op, gpu);
      PlotPoint point;
      point.label = (functions.size() > 1 ? "@" + function.name + " " : "") +
                    std::to_string(index + 1) + " " + opLabel(op);
      // The share of its function's predicted time, so that the picture
      // says which op to fix first.
      std::string timing;
      if (prediction && total && *total > 0) {
        std::string share =
            llvm::formatv("{0:F0}%", 100 * prediction->getSeconds() / *total);
        point.text = point.label + " (" + share + " of time)";
        timing = ", predicted " + formatMicros(prediction->getSeconds()) +
                 " us (" + prediction->getLimiter().str() + " side), " + share +
                 " of @" + function.name + "'s time";
      } else {
        point.text = point.label;
      }
      point.intensity = verdict.intensity.value_or(0);
      point.tflops =
          std::min(verdict.peakTflops, point.intensity * bandwidthTflops);
      point.kind = !op.known           ? "unknown"
                   : op.tiledBytesRead ? "fused"
                                       : "unfused";
      point.title = llvm::formatv("{0}: {1} flop, {2} B read, {3} B written, "
                                  "intensity {4}, {5}-bound ({6})",
                                  point.label, formatFigure(op.flops),
                                  formatFigure(op.bytesRead),
                                  formatFigure(op.bytesWritten),
                                  formatFixed2(point.intensity), verdict.bound,
                                  verdict.peakName)
                        .str() +
                    timing;
      points.push_back(std::move(point));
    }
  }
  if (!unbound.empty()) {
    error = "the svg roofline needs numbers: bind the dims " +
            llvm::join(unbound, ", ") + " (bind=NAME=VALUE,...)";
    return false;
  }

  struct Ceiling {
    StringRef name;
    double tflops;
  };
  SmallVector<Ceiling, 3> ceilings = {{"f32 vector", gpu.f32Tflops},
                                      {"f16 tensor", gpu.f16Tflops}};
  if (gpu.f8Tflops)
    ceilings.push_back({"f8 tensor", *gpu.f8Tflops});

  // Axes span whole decades around every point and ridge.
  double minX = gpu.getBalance(gpu.f32Tflops), maxX = minX;
  double minY = gpu.f32Tflops, maxY = minY;
  for (const Ceiling &c : ceilings) {
    maxX = std::max(maxX, gpu.getBalance(c.tflops));
    maxY = std::max(maxY, c.tflops);
  }
  for (const PlotPoint &p : points) {
    if (p.intensity <= 0)
      continue;
    minX = std::min(minX, p.intensity);
    maxX = std::max(maxX, p.intensity);
    minY = std::min(minY, p.tflops);
  }
  LogAxes axes;
  axes.xLo = static_cast<int>(std::floor(std::log10(minX)));
  axes.xHi = static_cast<int>(std::ceil(std::log10(maxX * 2)));
  axes.yLo = static_cast<int>(std::floor(
      std::log10(std::min(minY, std::pow(10.0, axes.xLo) * bandwidthTflops))));
  axes.yHi = static_cast<int>(std::ceil(std::log10(maxY * 2)));
  double xMin = std::pow(10.0, axes.xLo), xMax = std::pow(10.0, axes.xHi);
  double yMin = std::pow(10.0, axes.yLo);

  double canvasWidth = axes.left + axes.width + 270;
  double canvasHeight = axes.top + axes.height + 60;
  os << llvm::formatv("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                      "font-family=\"sans-serif\" font-size=\"12\">\n",
                      canvasWidth, canvasHeight);
  os << "<title>Roofline on " << xmlEscape(gpu.name) << "</title>\n";
  os << llvm::formatv("<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n",
                      canvasWidth, canvasHeight);
  os << llvm::formatv("<text x=\"{0}\" y=\"24\" font-size=\"15\">Roofline on "
                      "{1} (HBM {2} GB/s), log-log</text>\n",
                      axes.left, xmlEscape(gpu.name), formatRate(gpu.hbmGBps));

  // Grid and decade labels.
  for (int e = axes.xLo; e <= axes.xHi; ++e) {
    double x = axes.x(std::pow(10.0, e));
    os << llvm::formatv("<line x1=\"{0:F1}\" y1=\"{1}\" x2=\"{0:F1}\" "
                        "y2=\"{2}\" stroke=\"#dddddd\"/>\n",
                        x, axes.top, axes.top + axes.height);
    os << llvm::formatv("<text x=\"{0:F1}\" y=\"{1}\" "
                        "text-anchor=\"middle\">{2}</text>\n",
                        x, axes.top + axes.height + 16, decadeLabel(e));
  }
  writeDecadeRowsAndFrame(os, axes.left, axes.top, axes.width, axes.height,
                          axes.yLo, axes.yHi,
                          [&](double value) { return axes.y(value); });
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\">"
                      "arithmetic intensity (flop/byte)</text>\n",
                      axes.left + axes.width / 2, axes.top + axes.height + 36);
  os << llvm::formatv("<text x=\"20\" y=\"{0}\" text-anchor=\"middle\" "
                      "transform=\"rotate(-90 20 {0})\">attainable "
                      "TFLOP/s</text>\n",
                      axes.top + axes.height / 2);

  // Bandwidth slope up to each ridge, then the compute ceiling.
  for (const Ceiling &c : ceilings) {
    double ridge = gpu.getBalance(c.tflops);
    double startX = std::max(xMin, yMin / bandwidthTflops);
    os << llvm::formatv(
        "<polyline fill=\"none\" stroke=\"#333333\" stroke-width=\"1.5\" "
        "points=\"{0:F1},{1:F1} {2:F1},{3:F1} {4:F1},{3:F1}\"/>\n",
        axes.x(startX), axes.y(startX * bandwidthTflops), axes.x(ridge),
        axes.y(c.tflops), axes.x(xMax));
    os << llvm::formatv("<rect x=\"{0:F1}\" y=\"{1:F1}\" width=\"6\" "
                        "height=\"6\" fill=\"#333333\"/>\n",
                        axes.x(ridge) - 3, axes.y(c.tflops) - 3);
    os << llvm::formatv("<text x=\"{0:F1}\" y=\"{1:F1}\" fill=\"#333333\">"
                        "{2} {3} TFLOP/s, ridge {4}</text>\n",
                        axes.x(xMax) + 6, axes.y(c.tflops) + 4, c.name,
                        formatRate(c.tflops), formatFixed2(ridge));
  }

  // One labelled point per op; labels step down when they would overlap.
  auto colour = [](StringRef kind) {
    return kind == "fused"     ? "#d95f02"
           : kind == "unknown" ? "#777777"
                               : "#1f62b4";
  };
  SmallVector<std::pair<double, double>> labels;
  for (const PlotPoint &p : points) {
    double x = p.intensity > 0 ? axes.x(p.intensity) : axes.left;
    double y = p.intensity > 0 ? axes.y(std::max(p.tflops, yMin))
                               : axes.top + axes.height;
    double labelY = y - 8;
    while (llvm::any_of(labels, [&](const std::pair<double, double> &l) {
      return std::abs(l.first - x) < 120 && std::abs(l.second - labelY) < 13;
    }))
      labelY += 13;
    labels.push_back({x, labelY});
    os << llvm::formatv("<g class=\"op {0}\"><title>{1}</title>"
                        "<circle cx=\"{2:F1}\" cy=\"{3:F1}\" r=\"5\" "
                        "fill=\"{4}\"/><text x=\"{5:F1}\" y=\"{6:F1}\" "
                        "fill=\"{4}\">{7}</text></g>\n",
                        p.kind, xmlEscape(p.title), x, y, colour(p.kind), x + 8,
                        labelY, xmlEscape(p.text));
  }

  // Legend.
  double legendY = axes.top + axes.height - 50;
  double legendX = axes.left + axes.width + 16;
  static const StringRef kinds[] = {"unfused", "fused", "unknown"};
  for (auto [i, kind] : llvm::enumerate(kinds)) {
    double y = legendY + 16 * i;
    os << llvm::formatv("<rect x=\"{0}\" y=\"{1}\" width=\"10\" "
                        "height=\"10\" fill=\"{2}\"/><text x=\"{3}\" "
                        "y=\"{4}\">{5} op</text>\n",
                        legendX, y, colour(kind), legendX + 16, y + 9, kind);
  }
  os << "</svg>\n";
  return true;
}
