//===- Report.cpp - what one attn-run invocation prints -------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace attn_run;

namespace {

/// The timed runs' median, minimum and maximum.
struct TimeSummary {
  double median, min, max;
};

TimeSummary summarize(llvm::ArrayRef<double> seconds) {
  llvm::SmallVector<double> sorted(seconds);
  llvm::sort(sorted);
  size_t n = sorted.size();
  double median =
      n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
  return {median, sorted.front(), sorted.back()};
}

bool allOk(llvm::ArrayRef<Comparison> comparisons) {
  return llvm::all_of(comparisons, [](const Comparison &c) { return c.ok; });
}

void writeExpectedJson(llvm::json::OStream &j, const Comparison &expected) {
  j.attributeObject("expected", [&] {
    j.attribute("max_abs_error", expected.maxAbsError);
    j.attribute("max_rel_error", expected.relError);
    j.attribute("tolerance", expected.tolerance);
    j.attribute("ok", expected.ok);
  });
}

void printJson(llvm::raw_ostream &os, const RunReport &r) {
  TimeSummary time = summarize(r.seconds);
  llvm::json::OStream j(os);
  j.object([&] {
    j.attribute("file", r.file);
    j.attribute("entry", r.entry);
    j.attribute("device", r.device);
    if (r.lowered) {
      j.attribute("lowered", true);
    } else if (r.device != "cpu") {
      j.attribute("chip", r.chip);
      j.attribute("mma", r.mma);
      j.attribute("split_kv", r.splitKV);
      j.attribute("splits", r.splits);
    } else {
      j.attribute("threads", static_cast<int64_t>(r.threads));
      j.attribute("cpu_isa", r.cpuIsa);
      j.attribute("opt_level", static_cast<int64_t>(r.optLevel));
      j.attribute("llvm_loop_unroll", r.loopUnrolling);
    }
    j.attribute("seed", static_cast<int64_t>(r.seed));
    if (r.scheduleSeed)
      j.attribute("schedule_seed", static_cast<int64_t>(*r.scheduleSeed));
    j.attribute("inputs", r.inputsDir.empty() ? "random" : r.inputsDir);
    if (r.compileSeconds)
      j.attribute("compile_s", *r.compileSeconds);
    j.attribute("warmup", static_cast<int64_t>(r.warmup));
    j.attribute("repeat", static_cast<int64_t>(r.seconds.size()));
    j.attribute("time_median_s", time.median);
    j.attribute("time_min_s", time.min);
    j.attribute("time_max_s", time.max);
    if (r.emulated) {
      j.attribute("launches", r.emulated->launches);
      j.attribute("blocks", r.emulated->blocks);
      j.attribute("warp_instructions", r.emulated->warpInstructions);
    }
    if (r.flops) {
      j.attribute("flops", *r.flops);
      j.attribute("gflops_per_s", *r.flops / time.median / 1e9);
    }
    if (r.bytes) {
      j.attribute("bytes", *r.bytes);
      j.attribute("gb_per_s", *r.bytes / time.median / 1e9);
    }
    if (r.memory) {
      j.attribute("peak_rss_bytes", r.memory->peakBytes);
      j.attribute(
          "peak_rss_over_start_bytes",
          std::max<int64_t>(0, r.memory->peakBytes - r.memory->startBytes));
      j.attribute("peak_rss_since_start", r.memory->sinceStart);
    }
    j.attribute("reference", r.reference);
    if (r.referenceSeconds)
      j.attribute("reference_s", *r.referenceSeconds);
    j.attributeArray("outputs", [&] {
      for (auto [i, type] : llvm::enumerate(r.outputTypes)) {
        j.object([&] {
          j.attribute("index", static_cast<int64_t>(i));
          j.attribute("type", type);
          if (i < r.comparisons.size()) {
            const Comparison &c = r.comparisons[i];
            j.attribute("max_abs_error", c.maxAbsError);
            j.attribute("max_rel_error", c.relError);
            j.attribute("ref_max_abs", c.refMaxAbs);
            j.attribute("tolerance", c.tolerance);
            if (c.ownRoundingError)
              j.attribute("own_rounding_error", *c.ownRoundingError);
            j.attribute("ok", c.ok);
          }
          if (i < r.expectations.size())
            writeExpectedJson(j, r.expectations[i]);
        });
      }
    });
    j.attribute("ok", allOk(r.comparisons) && allOk(r.expectations));
  });
  os << "\n";
}

/// "on cpu (2 threads, avx2, random inputs, seed 0)" and the like.
void printHeader(llvm::raw_ostream &os, const RunReport &r) {
  os << "attn-run: @" << r.entry << " in " << r.file << " on " << r.device
     << " (";
  if (r.lowered)
    os << "lowered module";
  else if (r.device != "cpu")
    os << r.chip << ", mma=" << r.mma;
  else
    os << r.threads << " thread" << (r.threads > 1 ? "s" : "")
       << (r.cpuIsa == "avx2" ? ", avx2" : "");
  os << ", ";
  if (r.inputsDir.empty())
    os << "random inputs, seed " << r.seed;
  else
    os << "inputs from " << r.inputsDir;
  if (r.scheduleSeed)
    os << ", schedule seed " << *r.scheduleSeed;
  os << ")\n";
}

/// One output's line: its type, then how it compares with the f64
/// reference and with the expected outputs.
void printOutput(llvm::raw_ostream &os, const RunReport &r, size_t i) {
  os << "  out" << i << " " << r.outputTypes[i];
  bool judged = false;
  if (i < r.comparisons.size()) {
    judged = true;
    const Comparison &c = r.comparisons[i];
    os << llvm::format(": max abs err %.3e, rel %.3e (tolerance %.1e) %s",
                       c.maxAbsError, c.relError, c.tolerance,
                       c.ok ? "ok" : "FAIL");
    if (c.ownRoundingError && std::isfinite(*c.ownRoundingError))
      os << llvm::format(
          "\n    its own types round to rel %.3e (the reference rounded "
          "where the program declares narrower types), so the tolerance "
          "is %gx that",
          *c.ownRoundingError, kOwnRoundingFactor);
    else if (c.ownRoundingError)
      os << llvm::format(
          "\n    its own types cannot hold the result (the reference "
          "rounded where the program declares narrower types is off by "
          "%.3e): the output type's tolerance stands",
          *c.ownRoundingError);
  }
  if (i < r.expectations.size()) {
    const Comparison &e = r.expectations[i];
    os << (judged ? "\n    " : ": ")
       << llvm::format("vs %s/expected%zu.npy: max abs err %.3e, rel %.3e "
                       "(tolerance %.1e) %s",
                       r.expectedDir.c_str(), i, e.maxAbsError, e.relError,
                       e.tolerance, e.ok ? "ok" : "FAIL");
    judged = true;
  }
  if (!judged && r.lowered)
    os << ": no reference (a lowered module holds no attn program; "
          "--expected compares with outputs from elsewhere)";
  os << "\n";
}

void printText(llvm::raw_ostream &os, const RunReport &r) {
  TimeSummary time = summarize(r.seconds);
  printHeader(os, r);
  if (r.compileSeconds)
    os << llvm::format("  compile        %.3f s\n", *r.compileSeconds);
  os << llvm::format("  time           %.6f s (median of %zu, min %.6f, "
                     "max %.6f)\n",
                     time.median, r.seconds.size(), time.min, time.max);
  if (r.emulated)
    os << "  emulated       " << r.emulated->launches << " launches, "
       << r.emulated->blocks << " blocks, " << r.emulated->warpInstructions
       << " warp instructions\n";
  if (r.flops)
    os << llvm::format("  flops          %lld (traffic model), %.2f GFLOP/s\n",
                       static_cast<long long>(*r.flops),
                       *r.flops / time.median / 1e9);
  if (r.bytes)
    os << llvm::format("  bytes          %lld (traffic model), %.2f GB/s\n",
                       static_cast<long long>(*r.bytes),
                       *r.bytes / time.median / 1e9);
  if (r.memory)
    os << llvm::format(
        "  peak memory    %.1f MiB resident (%.1f MiB over the start of the "
        "runs)\n",
        r.memory->peakBytes / 1048576.0,
        std::max<int64_t>(0, r.memory->peakBytes - r.memory->startBytes) /
            1048576.0);
  for (size_t i = 0; i < r.outputTypes.size(); ++i)
    printOutput(os, r, i);
}

} // namespace

int attn_run::printReport(const RunReport &report, bool json) {
  if (json)
    printJson(llvm::outs(), report);
  else
    printText(llvm::outs(), report);
  llvm::outs().flush();
  if (!allOk(report.comparisons)) {
    llvm::errs() << "attn-run: error: outputs differ from the f64 reference "
                    "by more than the tolerance\n";
    return kMismatchExit;
  }
  if (!allOk(report.expectations)) {
    llvm::errs() << "attn-run: error: outputs differ from "
                 << report.expectedDir
                 << "'s expected outputs by more than the tolerance\n";
    return kMismatchExit;
  }
  return 0;
}
