//===- Sweep.cpp - tables, JSON and plots of attn-roofline --sweep --------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/Sweep.h"

#include "attn/Analysis/TrafficReport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Table and JSON
//===----------------------------------------------------------------------===//

void mlir::attn::printSweepTable(raw_ostream &os, const Sweep &sweep) {
  os << "sweep of " << sweep.parameter << " on " << sweep.gpu.name << " ("
     << sweep.fixed << ")\n";
  std::vector<TableRow> rows;
  rows.push_back({{sweep.parameter, "unfused bytes", "fused bytes", "ratio",
                   "unfused intensity", "fused intensity", "balance",
                   "unfused us", "fused us", "speedup"},
                  {}});
  for (const SweepPoint &point : sweep.points) {
    rows.push_back(
        {{point.value, withThousands(point.unfused.bytes),
          withThousands(point.fused.bytes),
          formatFixed2(static_cast<double>(point.unfused.bytes) /
                       point.fused.bytes),
          formatFixed2(point.unfused.getIntensity()),
          formatFixed2(point.fused.getIntensity()), formatFixed2(point.balance),
          formatFixed2(point.unfused.seconds * 1e6),
          formatFixed2(point.fused.seconds * 1e6),
          formatFixed2(point.unfused.seconds / point.fused.seconds)},
         {}});
  }
  printAlignedTable(os, rows);
}

static void writeForm(llvm::json::OStream &json, StringRef key,
                      const SweepForm &form) {
  json.attributeObject(key, [&] {
    json.attribute("flops", form.flops);
    json.attribute("bytes", form.bytes);
    writeFixed2Json(json, "intensity", form.getIntensity());
    writeFixed2Json(json, "predicted_us", form.seconds * 1e6);
  });
}

void mlir::attn::printSweepJson(raw_ostream &os, const Sweep &sweep) {
  llvm::json::OStream json(os, 2);
  json.object([&] {
    json.attribute("schema_version", kTrafficJsonVersion);
    json.attributeBegin("gpu");
    writeGpuJson(json, sweep.gpu);
    json.attributeEnd();
    json.attribute("sweep", sweep.parameter);
    json.attribute("fixed", sweep.fixed);
    json.attributeArray("points", [&] {
      for (const SweepPoint &point : sweep.points) {
        json.object([&] {
          json.attribute("value", point.value);
          writeFixed2Json(json, "balance", point.balance);
          writeForm(json, "unfused", point.unfused);
          writeForm(json, "fused", point.fused);
          writeFixed2Json(json, "traffic_ratio",
                          static_cast<double>(point.unfused.bytes) /
                              point.fused.bytes);
          writeFixed2Json(json, "time_ratio",
                          point.unfused.seconds / point.fused.seconds);
        });
      }
    });
  });
  os << "\n";
}

//===----------------------------------------------------------------------===//
// SVG
//===----------------------------------------------------------------------===//

namespace {
/// One line of a panel: a value per swept point.
struct Series {
  StringRef name;
  StringRef colour;
  bool dashed;
  std::vector<double> values;
};

/// A panel: swept values evenly spaced on x (a doubling sweep is then a
/// log2 axis), log10 on y.
struct Panel {
  double left, top, width = 400, height = 300;
  size_t count;
  int yLo, yHi;

  double x(size_t index) const {
    return left + (index + 0.5) * width / static_cast<double>(count);
  }
  double y(double value) const {
    return top + height - (std::log10(value) - yLo) / (yHi - yLo) * height;
  }
};
} // namespace

/// Draws one panel with its axes, decade grid, the swept values as x labels
/// and each series as a line of points with tooltips.
static void drawPanel(raw_ostream &os, const Sweep &sweep, double left,
                      StringRef title, StringRef unit,
                      ArrayRef<Series> series) {
  double lo = INFINITY, hi = 0;
  for (const Series &s : series)
    for (double value : s.values) {
      if (value <= 0)
        continue;
      lo = std::min(lo, value);
      hi = std::max(hi, value);
    }
  Panel panel{left, 60, 400, 300, sweep.points.size(), 0, 1};
  panel.yLo = static_cast<int>(std::floor(std::log10(lo)));
  panel.yHi =
      std::max(panel.yLo + 1, static_cast<int>(std::ceil(std::log10(hi))));
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" font-size=\"13\">{2}</text>\n",
                      panel.left, panel.top - 12, xmlEscape(title));
  writeDecadeRowsAndFrame(os, panel.left, panel.top, panel.width, panel.height,
                          panel.yLo, panel.yHi,
                          [&](double value) { return panel.y(value); });
  // Every label when they fit, else every step-th.
  size_t step = (sweep.points.size() + 9) / 10;
  for (auto [index, point] : llvm::enumerate(sweep.points)) {
    if (index % step)
      continue;
    os << llvm::formatv("<text x=\"{0:F1}\" y=\"{1}\" font-size=\"10\" "
                        "text-anchor=\"middle\">{2}</text>\n",
                        panel.x(index), panel.top + panel.height + 14,
                        xmlEscape(point.value));
  }
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\">"
                      "{2}</text>\n",
                      panel.left + panel.width / 2,
                      panel.top + panel.height + 32,
                      xmlEscape(sweep.parameter));
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\" "
                      "transform=\"rotate(-90 {0} {1})\">{2}</text>\n",
                      panel.left - 46, panel.top + panel.height / 2,
                      xmlEscape(unit));
  for (const Series &s : series) {
    std::string points;
    for (auto [index, value] : llvm::enumerate(s.values))
      if (value > 0)
        points +=
            llvm::formatv("{0:F1},{1:F1} ", panel.x(index), panel.y(value))
                .str();
    os << llvm::formatv("<polyline class=\"{0}\" fill=\"none\" "
                        "stroke=\"{1}\" stroke-width=\"1.5\"{2} "
                        "points=\"{3}\"/>\n",
                        s.name, s.colour,
                        s.dashed ? " stroke-dasharray=\"5,4\"" : "",
                        StringRef(points).rtrim());
    for (auto [index, value] : llvm::enumerate(s.values)) {
      if (value <= 0)
        continue;
      os << llvm::formatv(
          "<circle cx=\"{0:F1}\" cy=\"{1:F1}\" r=\"3\" "
          "fill=\"{2}\"><title>{3}={4}: {5} {6}</title>"
          "</circle>\n",
          panel.x(index), panel.y(value), s.colour, xmlEscape(sweep.parameter),
          xmlEscape(sweep.points[index].value), s.name, formatFixed2(value));
    }
  }
}

void mlir::attn::printSweepSvg(raw_ostream &os, const Sweep &sweep) {
  double width = 1000, height = 440;
  os << llvm::formatv("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                      "font-family=\"sans-serif\" font-size=\"12\">\n",
                      width, height);
  os << "<title>Sweep of " << xmlEscape(sweep.parameter) << " on "
     << xmlEscape(sweep.gpu.name) << "</title>\n";
  os << llvm::formatv("<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n",
                      width, height);
  os << llvm::formatv("<text x=\"80\" y=\"24\" font-size=\"15\">Attention on "
                      "{0} against {1} ({2})</text>\n",
                      xmlEscape(sweep.gpu.name), xmlEscape(sweep.parameter),
                      xmlEscape(sweep.fixed));

  auto collect = [&](auto get) {
    std::vector<double> values;
    for (const SweepPoint &point : sweep.points)
      values.push_back(get(point));
    return values;
  };
  Series intensity[] = {
      {"unfused", "#1f62b4", false,
       collect([](const SweepPoint &p) { return p.unfused.getIntensity(); })},
      {"fused", "#d95f02", false,
       collect([](const SweepPoint &p) { return p.fused.getIntensity(); })},
      {"balance", "#333333", true,
       collect([](const SweepPoint &p) { return p.balance; })}};
  Series time[] = {
      {"unfused", "#1f62b4", false,
       collect([](const SweepPoint &p) { return p.unfused.seconds * 1e6; })},
      {"fused", "#d95f02", false,
       collect([](const SweepPoint &p) { return p.fused.seconds * 1e6; })}};
  drawPanel(os, sweep, 80, "arithmetic intensity against the balance point",
            "flop/byte", intensity);
  drawPanel(os, sweep, 570, "predicted time", "microseconds", time);

  // Legend.
  for (auto [i, s] : llvm::enumerate(intensity)) {
    double x = 80 + 150 * i;
    os << llvm::formatv(
        "<line x1=\"{0}\" y1=\"420\" x2=\"{1}\" y2=\"420\" "
        "stroke=\"{2}\" stroke-width=\"2\"{3}/><text "
        "x=\"{4}\" y=\"424\">{5}</text>\n",
        x, x + 24, s.colour, s.dashed ? " stroke-dasharray=\"5,4\"" : "",
        x + 30, s.name == "balance" ? "balance (peak / bandwidth)" : s.name);
  }
  os << "</svg>\n";
}
