//===- GpuSpec.cpp - built-in GPUs and the JSON loader --------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/GpuSpec.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

ArrayRef<StringRef> mlir::attn::getBuiltinGpuNames() {
  static const StringRef names[] = {"a100", "h100", "h200"};
  return names;
}

/// The table of shared/spec/traffic-model.md (dense, no sparsity). The
/// tiled figures follow the kernels the lowering runs on each GPU's chip by
/// default: sm_80 on an A100, sm_90 on the Hoppers.
static std::optional<GpuSpec> getBuiltinGpu(StringRef name) {
  if (name == "a100") {
    GpuSpec a100{"a100", 312, std::nullopt, 19.5, 2039, 40, 164, 108};
    a100.chip = "sm_80";
    return a100;
  }
  if (name == "h100")
    return GpuSpec{"h100", 989, 1979, 67, 3350, 50, 228, 132};
  if (name == "h200")
    return GpuSpec{"h200", 989, 1979, 67, 4800, 50, 228, 132};
  return std::nullopt;
}

namespace {
/// Reads the fields of a GPU file, remembering the first problem.
class GpuFileReader {
public:
  GpuFileReader(StringRef path, std::string &error)
      : path(path), error(error) {}

  /// A positive number at `key` of `object`; `where` names it in errors.
  std::optional<double> number(const llvm::json::Object &object, StringRef key,
                               StringRef where, bool required) {
    const llvm::json::Value *value = object.get(key);
    if (!value || value->kind() == llvm::json::Value::Null) {
      if (required)
        fail("missing field '" + where.str() + "'");
      return std::nullopt;
    }
    std::optional<double> number = value->getAsNumber();
    if (!number || !std::isfinite(*number) || *number <= 0) {
      fail("field '" + where.str() + "' must be a positive number");
      return std::nullopt;
    }
    return number;
  }

  void fail(const std::string &message) {
    if (error.empty())
      error = "gpu file '" + path.str() + "': " + message;
  }

  bool failed() const { return !error.empty(); }

private:
  StringRef path;
  std::string &error;
};
} // namespace

std::optional<GpuSpec> mlir::attn::loadGpuSpec(StringRef nameOrPath,
                                               std::string &error) {
  if (std::optional<GpuSpec> builtin = getBuiltinGpu(nameOrPath))
    return builtin;
  auto buffer = llvm::MemoryBuffer::getFile(nameOrPath);
  if (!buffer) {
    error = "unknown gpu '" + nameOrPath.str() + "': not " +
            llvm::join(getBuiltinGpuNames(), ", ") +
            " or a readable JSON file (" + buffer.getError().message() + ")";
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> parsed =
      llvm::json::parse((*buffer)->getBuffer());
  if (!parsed) {
    error = "gpu file '" + nameOrPath.str() +
            "' is not valid JSON: " + llvm::toString(parsed.takeError());
    return std::nullopt;
  }
  GpuFileReader reader(nameOrPath, error);
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root) {
    reader.fail("expected a JSON object");
    return std::nullopt;
  }
  GpuSpec gpu;
  std::optional<StringRef> name = root->getString("name");
  if (!name || name->empty())
    reader.fail(root->get("name") ? "field 'name' must be a non-empty string"
                                  : "missing field 'name'");
  else
    gpu.name = name->str();
  const llvm::json::Object *peaks = root->getObject("peak_tflops");
  if (!peaks && !reader.failed())
    reader.fail(root->get("peak_tflops")
                    ? "field 'peak_tflops' must be an object"
                    : "missing field 'peak_tflops'");
  if (peaks) {
    gpu.f16Tflops =
        reader.number(*peaks, "f16", "peak_tflops.f16", true).value_or(0);
    gpu.f8Tflops = reader.number(*peaks, "f8", "peak_tflops.f8", false);
    gpu.f32Tflops =
        reader.number(*peaks, "f32", "peak_tflops.f32", true).value_or(0);
  }
  gpu.hbmGBps = reader.number(*root, "hbm_gbps", "hbm_gbps", true).value_or(0);
  gpu.l2MB = reader.number(*root, "l2_mb", "l2_mb", false);
  gpu.smemPerSmKB =
      reader.number(*root, "smem_per_sm_kb", "smem_per_sm_kb", false);
  if (std::optional<double> sms = reader.number(*root, "sms", "sms", false))
    gpu.sms = static_cast<int64_t>(*sms);
  if (const llvm::json::Value *achievable = root->get("achievable")) {
    const llvm::json::Object *fractions = achievable->getAsObject();
    if (!fractions)
      reader.fail("field 'achievable' must be an object");
    std::pair<StringRef, double *> fields[] = {{"hbm", &gpu.hbmFraction},
                                               {"tensor", &gpu.tensorFraction},
                                               {"vector", &gpu.vectorFraction}};
    for (auto [key, field] : fields) {
      if (!fractions)
        break;
      std::string where = ("achievable." + key).str();
      std::optional<double> value = reader.number(*fractions, key, where,
                                                  /*required=*/false);
      if (value && *value > 1)
        reader.fail("field '" + where + "' must be a fraction in (0, 1]");
      if (value)
        *field = *value;
    }
  }
  if (const llvm::json::Value *launch = root->get("launch_us")) {
    // Zero is allowed: it models launches hidden by CUDA graphs.
    std::optional<double> value = launch->getAsNumber();
    if (!value || !std::isfinite(*value) || *value < 0)
      reader.fail("field 'launch_us' must be a non-negative number");
    else
      gpu.launchUs = *value;
  }
  if (const llvm::json::Value *chip = root->get("chip")) {
    std::optional<StringRef> value = chip->getAsString();
    if (!value || !isGpuChip(*value))
      reader.fail("field 'chip' must be sm_80, sm_90 or sm_90a");
    else
      gpu.chip = value->str();
  }
  if (reader.failed())
    return std::nullopt;
  return gpu;
}

void mlir::attn::writeGpuJson(llvm::json::OStream &json, const GpuSpec &gpu) {
  auto optional = [&](StringRef key, std::optional<double> value) {
    if (value)
      json.attribute(key, *value);
    else
      json.attribute(key, nullptr);
  };
  // Fractions as people write them (0.9, not 0.90000000000000002), to six
  // decimals.
  auto writeShort = [&](StringRef key, double value) {
    std::string text = llvm::formatv("{0:F6}", value).str();
    while (text.back() == '0')
      text.pop_back();
    if (text.back() == '.')
      text.pop_back();
    json.attributeBegin(key);
    json.rawValue(text);
    json.attributeEnd();
  };
  json.object([&] {
    json.attribute("name", gpu.name);
    json.attributeObject("peak_tflops", [&] {
      json.attribute("f16", gpu.f16Tflops);
      optional("f8", gpu.f8Tflops);
      json.attribute("f32", gpu.f32Tflops);
    });
    json.attribute("hbm_gbps", gpu.hbmGBps);
    optional("l2_mb", gpu.l2MB);
    optional("smem_per_sm_kb", gpu.smemPerSmKB);
    if (gpu.sms)
      json.attribute("sms", *gpu.sms);
    else
      json.attribute("sms", nullptr);
    json.attributeObject("achievable", [&] {
      writeShort("hbm", gpu.hbmFraction);
      writeShort("tensor", gpu.tensorFraction);
      writeShort("vector", gpu.vectorFraction);
    });
    writeShort("launch_us", gpu.launchUs);
    json.attribute("chip", gpu.chip);
  });
}
