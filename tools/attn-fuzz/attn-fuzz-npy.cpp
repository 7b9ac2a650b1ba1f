//===- attn-fuzz-npy.cpp - libFuzzer target for attn-run's .npy reader ----===//
//
// Part of attn-opt. The first byte picks the element type attn-run expects,
// the rest is the file. A file that reads must write back to bytes that read
// to the same shape and values; every other file must give an error.
//
//===----------------------------------------------------------------------===//

#include "HostTensor.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace attn_run;

static constexpr ElementKind kKinds[] = {ElementKind::F16, ElementKind::BF16,
                                         ElementKind::F32, ElementKind::F64,
                                         ElementKind::I1, ElementKind::I32,
                                         ElementKind::I64};

/// Whether element `i` holds the same value in both: equal bits, or NaN in
/// both (rounding to bf16 may quiet a NaN's payload).
static bool sameElement(const HostTensor &a, const HostTensor &b, int64_t i) {
  int64_t size = getElementSize(a.getKind());
  const char *pa = static_cast<const char *>(a.getData()) + i * size;
  const char *pb = static_cast<const char *>(b.getData()) + i * size;
  return std::memcmp(pa, pb, size) == 0 ||
         (std::isnan(a.get(i)) && std::isnan(b.get(i)));
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  ElementKind kind = kKinds[data[0] % std::size(kKinds)];
  llvm::StringRef file(reinterpret_cast<const char *>(data) + 1, size - 1);
  llvm::Expected<HostTensor> tensor = readNpyBuffer("input.npy", file, kind);
  if (!tensor) {
    llvm::consumeError(tensor.takeError());
    return 0;
  }
  llvm::SmallString<256> written;
  llvm::raw_svector_ostream os(written);
  writeNpy(os, *tensor);
  llvm::Expected<HostTensor> reread =
      readNpyBuffer("written.npy", written.str(), kind);
  if (!reread) {
    llvm::errs() << "a tensor that was read does not read back: "
                 << llvm::toString(reread.takeError()) << "\n";
    std::abort();
  }
  if (reread->getShape() != tensor->getShape())
    std::abort();
  for (int64_t i = 0, e = tensor->getNumElements(); i < e; ++i)
    if (!sameElement(*tensor, *reread, i))
      std::abort();
  return 0;
}
