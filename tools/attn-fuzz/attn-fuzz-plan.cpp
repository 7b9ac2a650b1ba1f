//===- attn-fuzz-plan.cpp - libFuzzer target for libattnrt's plan.json ----===//
//
// Part of attn-opt. Parses the input as plan.json. A plan that parses must
// be safe to launch: every argument names a buffer, every buffer's bytes
// match its shape, and grids and blocks are within CUDA's limits.
//
//===----------------------------------------------------------------------===//

#include "PlanParser.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace attnrt;

static int64_t elementBytes(const std::string &dtype) {
  return dtype == "f32" ? 4 : 2;
}

static bool isLaunchable(const PlanDesc &plan) {
  for (const BufferDesc &buffer : plan.buffers) {
    int64_t bytes = elementBytes(buffer.dtype);
    for (int64_t dim : buffer.shape)
      if (dim < 1 || __builtin_mul_overflow(bytes, dim, &bytes))
        return false;
    if (bytes != buffer.bytes)
      return false;
  }
  for (const LaunchDesc &launch : plan.launches) {
    uint64_t threads = 1;
    const unsigned maxGrid[3] = {2147483647u, 65535u, 65535u};
    const unsigned maxBlock[3] = {1024u, 1024u, 64u};
    for (int i = 0; i < 3; ++i) {
      if (launch.grid[i] < 1 || launch.grid[i] > maxGrid[i] ||
          launch.block[i] < 1 || launch.block[i] > maxBlock[i])
        return false;
      threads *= launch.block[i];
    }
    if (launch.kernel.empty() || launch.kernel.find_first_of(std::string(
                                     "\0\n", 2)) != std::string::npos)
      return false;
    if (threads > 1024)
      return false;
    for (int arg : launch.args)
      if (arg < 0 || static_cast<size_t>(arg) >= plan.buffers.size())
        return false;
  }
  return true;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  PlanDesc plan;
  std::string error;
  if (!parsePlan(text, plan, error)) {
    // Errors are one line naming the file.
    if (error.rfind("plan.json: ", 0) != 0 ||
        error.find('\n') != std::string::npos)
      std::abort();
    return 0;
  }
  if (!isLaunchable(plan))
    std::abort();
  return 0;
}
