//===- PlanParser.h - read attn-compile's plan.json -------------*- C++ -*-===//
//
// Part of attn-opt. The part of libattnrt that needs no GPU: plan.json text
// to a checked description of buffers and launches. Kept apart from the
// driver calls so that a fuzzer can drive it on any machine.
//
//===----------------------------------------------------------------------===//

#ifndef ATTNRT_PLANPARSER_H
#define ATTNRT_PLANPARSER_H

#include <cstdint>
#include <string>
#include <vector>

namespace attnrt {

/// One buffer of a plan: a kernel argument the caller passes ("input",
/// "output") or the runtime allocates ("scratch").
struct BufferDesc {
  std::string name, role, dtype;
  std::vector<int64_t> shape;
  /// Equals the shape's element count times the dtype's size.
  int64_t bytes = 0;
};

/// A TMA tensor map that a launch argument points to: libattnrt encodes it
/// with cuTensorMapEncodeTiled over `buffer` and passes its device address.
/// Dims, strides and box go innermost first, as the driver takes them.
struct TensorMapDesc {
  /// Index into the plan's buffers.
  int buffer = -1;
  std::string dtype;
  std::vector<uint64_t> dims;
  /// Byte strides of dims 1 and up.
  std::vector<uint64_t> stridesBytes;
  std::vector<uint32_t> box;
  /// "none", "32B", "64B" or "128B".
  std::string swizzle;
  /// "zero" or "nan": what out-of-bounds elements read as.
  std::string oobFill;
};

/// One kernel launch; `args` are indices into the plan's buffers, or, when
/// negative, -1 - an index into `tensorMaps`.
struct LaunchDesc {
  std::string kernel;
  unsigned grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
  unsigned sharedBytes = 0;
  std::vector<int> args;
  std::vector<TensorMapDesc> tensorMaps;
};

/// What plan.json describes.
struct PlanDesc {
  std::string moduleFile;
  std::vector<BufferDesc> buffers;
  std::vector<LaunchDesc> launches;
};

/// Parses the text of a plan.json into `plan`, checking every field a launch
/// will use: grid and block bounds, shapes against byte counts, buffer names.
/// On failure returns false and sets `error` to one line starting with
/// "plan.json: ".
bool parsePlan(const std::string &text, PlanDesc &plan, std::string &error);

} // namespace attnrt

#endif // ATTNRT_PLANPARSER_H
