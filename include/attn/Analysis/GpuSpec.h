//===- GpuSpec.h - the GPUs the roofline verdict is given for ---*- C++ -*-===//
//
// Part of attn-opt. Peak rates and bandwidth of the built-in GPUs
// (shared/spec/traffic-model.md) and a loader for JSON files that describe
// any other.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_GPUSPEC_H
#define ATTN_ANALYSIS_GPUSPEC_H

#include "attn/Target/GPUKernelChoice.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace llvm::json {
class OStream;
} // namespace llvm::json

namespace mlir {
namespace attn {

/// A GPU as the roofline sees it: dense peaks in TFLOP/s, HBM bandwidth in
/// GB/s (1e9 B/s), and sizes that only the reports show.
struct GpuSpec {
  std::string name;
  /// f16/bf16 tensor-core peak.
  double f16Tflops = 0;
  /// f8 tensor-core peak, absent when the GPU has no f8 tensor cores.
  std::optional<double> f8Tflops;
  /// fp32 vector peak (no TF32).
  double f32Tflops = 0;
  double hbmGBps = 0;
  std::optional<double> l2MB;
  std::optional<double> smemPerSmKB;
  std::optional<int64_t> sms;
  /// Fractions of the peaks that real kernels achieve, and the cost of one
  /// kernel launch: the inputs of the predicted time (defaults and their
  /// sources in docs/analysis.md).
  double hbmFraction = kDefaultHbmFraction;
  double tensorFraction = kDefaultTensorFraction;
  double vectorFraction = kDefaultVectorFraction;
  double launchUs = kDefaultLaunchUs;
  /// The chip (sm_80, sm_90 or sm_90a) whose default kernels the tiled
  /// figures follow: the row blocks and the split-KV choice of the gpu
  /// lowering for it.
  std::string chip = kDefaultGpuChip.str();

  static constexpr double kDefaultHbmFraction = 0.9;
  static constexpr double kDefaultTensorFraction = 0.75;
  static constexpr double kDefaultVectorFraction = 0.75;
  static constexpr double kDefaultLaunchUs = 3;

  /// The intensity (flop per byte) at which `tflops` meets the bandwidth.
  double getBalance(double tflops) const {
    return tflops * 1e12 / (hbmGBps * 1e9);
  }
};

/// The names of the built-in GPUs: a100, h100, h200.
ArrayRef<StringRef> getBuiltinGpuNames();

/// The GPU called `nameOrPath` if it is built in, else the one the JSON file
/// at that path describes. On failure `error` says why in one line (the
/// missing or malformed field by name).
std::optional<GpuSpec> loadGpuSpec(StringRef nameOrPath, std::string &error);

/// Writes `gpu` in the form loadGpuSpec reads: {"name", "peak_tflops":
/// {"f16", "f8", "f32"}, "hbm_gbps", "l2_mb", "smem_per_sm_kb", "sms",
/// "achievable": {"hbm", "tensor", "vector"}, "launch_us", "chip"}.
void writeGpuJson(llvm::json::OStream &json, const GpuSpec &gpu);

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_GPUSPEC_H
