//===- Report.h - what one attn-run invocation prints ----------*- C++ -*-===//
//
// Part of attn-opt. Every way attn-run runs a program (JIT on the CPU, a
// launch plan on a GPU, the emulator, a lowered module in the emulator) ends
// in one report, printed as text or as one JSON object, and one exit status.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTNRUN_REPORT_H
#define ATTN_TOOLS_ATTNRUN_REPORT_H

#include "HostTensor.h"

#include "attn/Emulator/Emulator.h"

#include <chrono>
#include <optional>
#include <string>

namespace attn_run {

/// The program's own rounding may take an output this many times as far
/// from the f64 reference as the reference rounded to the program's types
/// is: it rounds in other places (accumulation order, its exp), so its error
/// is of that size, not that value.
constexpr double kOwnRoundingFactor = 2.0;

/// Wall-clock seconds from `start` to now, as each timing in the report is
/// taken.
inline double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// What a run measured and how its outputs compared.
struct RunReport {
  std::string file;
  std::string entry;
  /// cpu, cuda or emulator.
  std::string device;
  /// A module already lowered to a host function and kernels, run in the
  /// emulator as it is: no lowering options, no compile time, no reference.
  bool lowered = false;
  /// The GPU lowering's options (device cuda or emulator, not lowered).
  std::string chip;
  std::string mma;
  std::string splitKV;
  int64_t splits = 0;
  /// The CPU's threads and instruction set, LLVM's optimization level and
  /// whether LLVM unrolled loops (device cpu).
  unsigned threads = 1;
  std::string cpuIsa;
  unsigned optLevel = 0;
  bool loopUnrolling = false;
  /// The seed of the random inputs, unless inputsDir names their files.
  uint64_t seed = 0;
  std::string inputsDir;
  /// The emulator's warp schedule.
  std::optional<uint64_t> scheduleSeed;
  std::optional<double> compileSeconds;
  unsigned warmup = 0;
  /// Seconds of each timed run, at least one.
  llvm::SmallVector<double> seconds;
  /// What the emulator ran in one run.
  std::optional<mlir::attn::EmulatorStats> emulated;
  /// From the traffic model, where its figures are constants.
  std::optional<int64_t> flops;
  std::optional<int64_t> bytes;
  /// Resident memory: the peak, and the peak over the start of the timed
  /// runs (`sinceStart` false where the kernel could not reset the mark).
  struct Memory {
    int64_t peakBytes = 0;
    int64_t startBytes = 0;
    bool sinceStart = false;
  };
  std::optional<Memory> memory;
  /// none, or f64 (`comparisons` then holds one entry per output), and the
  /// f64 check's wall time, compile and run.
  std::string reference = "none";
  std::optional<double> referenceSeconds;
  llvm::SmallVector<std::string> outputTypes;
  llvm::SmallVector<Comparison> comparisons;
  /// Where expected<i>.npy came from, and each output against it.
  std::string expectedDir;
  llvm::SmallVector<Comparison> expectations;
};

/// Prints `report` to stdout as text or one JSON object, and an error line
/// for outputs outside their tolerance; returns attn-run's exit status.
int printReport(const RunReport &report, bool json);

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_REPORT_H
