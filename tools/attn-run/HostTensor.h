//===- HostTensor.h - tensors in host memory for attn-run -------*- C++ -*-===//
//
// Part of attn-opt. The buffers attn-run passes to and gets from JIT-compiled
// code, their element types, the seeded random generator and .npy files.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTNRUN_HOSTTENSOR_H
#define ATTN_TOOLS_ATTNRUN_HOSTTENSOR_H

#include "attn/Support/HalfFloat.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

#include <cstdint>
#include <memory>
#include <random>
#include <string>

namespace attn_run {

/// The element types attn-run can hold in memory.
enum class ElementKind { F16, BF16, F32, F64, I1, I32, I64 };

/// Whether `kind` is an integer (or boolean) kind, which the f64 reference
/// keeps as it is.
inline bool isIntegerKind(ElementKind kind) {
  return kind == ElementKind::I1 || kind == ElementKind::I32 ||
         kind == ElementKind::I64;
}

/// The kind of an MLIR element type, or nothing when attn-run cannot hold it.
std::optional<ElementKind> getElementKind(mlir::Type type);
/// Bytes per element (i1 is one byte, as the LLVM lowering stores it).
int64_t getElementSize(ElementKind kind);
llvm::StringRef getElementName(ElementKind kind);

using mlir::attn::bfloatToFloat;
using mlir::attn::floatToBFloat;
using mlir::attn::floatToHalf;
using mlir::attn::halfToFloat;

/// A dense row-major tensor in 64-byte aligned host memory. Either owns its
/// memory or wraps memory owned by JIT-compiled code (released with free).
class HostTensor {
public:
  HostTensor() = default;
  HostTensor(ElementKind kind, llvm::ArrayRef<int64_t> shape);
  HostTensor(HostTensor &&other) noexcept;
  HostTensor &operator=(HostTensor &&other) noexcept;
  HostTensor(const HostTensor &) = delete;
  HostTensor &operator=(const HostTensor &) = delete;
  ~HostTensor();

  /// Takes over a buffer that JIT-compiled code allocated with malloc:
  /// `allocated` is freed, `aligned` holds the elements.
  static HostTensor adopt(ElementKind kind, llvm::ArrayRef<int64_t> shape,
                          void *allocated, void *aligned);

  ElementKind getKind() const { return kind; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getNumElements() const;
  int64_t getSizeInBytes() const {
    return getNumElements() * getElementSize(kind);
  }
  void *getData() const { return data; }
  void *getAllocated() const { return allocated; }

  /// Element `i` as a double (i1 as 0 or 1).
  double get(int64_t i) const;
  /// Sets element `i` from a double, rounding to the element type.
  void set(int64_t i, double v);

  /// The same values in a tensor of `kind`.
  HostTensor convertTo(ElementKind to) const;

private:
  ElementKind kind = ElementKind::F32;
  llvm::SmallVector<int64_t> shape;
  void *allocated = nullptr;
  void *data = nullptr;
};

/// Fills `t` from `rng`: normal(0, 1) for floats, Bernoulli(0.9) for i1.
/// Independent of the C++ library, so a seed means the same data anywhere.
void fillRandom(HostTensor &t, std::mt19937_64 &rng);

/// attn-run's exit status when an output is outside its tolerance.
constexpr int kMismatchExit = 2;

/// The tolerance on the max abs error relative to the reference's max
/// magnitude, per element type of an output.
double toleranceFor(ElementKind kind);

/// The max abs error of `out` against `ref`, and the largest finite |ref|.
std::pair<double, double> maxErrors(const HostTensor &out,
                                    const HostTensor &ref);

/// One output against a reference: the max abs error relative to the
/// reference's largest magnitude, judged by a tolerance.
struct Comparison {
  double maxAbsError = 0, refMaxAbs = 0, relError = 0, tolerance = 0;
  /// The relative error of the reference rounded to the program's own types
  /// (attn-promote-to-f64{round-to-source-types}), when it was needed.
  std::optional<double> ownRoundingError;
  bool ok = true;
};

/// Compares `out` with `ref` at the tolerance of `out`'s element type.
Comparison compare(const HostTensor &out, const HostTensor &ref);

/// Compares each output with `dir`/expected<i>.npy, outputs another
/// implementation computed on the same inputs; fails in one line naming the
/// file that is missing or of another shape.
llvm::Expected<llvm::SmallVector<Comparison>>
compareWithExpected(llvm::ArrayRef<HostTensor> outputs, llvm::StringRef dir);

/// Reads a .npy file. bf16 tensors are read from float32 files (NumPy has no
/// bfloat16), rounded to nearest even.
llvm::Expected<HostTensor> readNpy(llvm::StringRef path, ElementKind kind);

/// Reads .npy `bytes`; `path` only names them in errors.
llvm::Expected<HostTensor>
readNpyBuffer(llvm::StringRef path, llvm::StringRef bytes, ElementKind kind);

/// Writes a .npy file; bf16 is written as float32 (exact).
llvm::Error writeNpy(llvm::StringRef path, const HostTensor &t);

/// Writes `t` as .npy bytes to `os`.
void writeNpy(llvm::raw_ostream &os, const HostTensor &t);

/// Input `index` of a program: `inputsDir`/arg<index>.npy, which must fit
/// `type` (a dynamic dim fits any size), or, with no directory, `type`'s
/// static shape filled from `rng`. `what` names the input in errors
/// ("argument 1 of @f").
llvm::Expected<HostTensor> loadInput(llvm::StringRef inputsDir, unsigned index,
                                     mlir::ShapedType type,
                                     llvm::StringRef what,
                                     std::mt19937_64 &rng);

/// Writes output i to `dir`/out<i>.npy, creating `dir`.
llvm::Error writeOutputs(llvm::StringRef dir,
                         llvm::ArrayRef<HostTensor> outputs);

/// `type` as MLIR prints it.
std::string typeString(mlir::Type type);

/// The shape a .npy file declares, without reading its data.
llvm::Expected<llvm::SmallVector<int64_t>> readNpyShape(llvm::StringRef path);

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_HOSTTENSOR_H
