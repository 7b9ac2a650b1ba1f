//===- TrafficOpInterface.h - per-op traffic and flops ----------*- C++ -*-===//
//
// Part of attn-opt. The op interface of the traffic model and the context
// its methods ask for dims.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_INTERFACES_TRAFFICOPINTERFACE_H
#define ATTN_INTERFACES_TRAFFICOPINTERFACE_H

#include "attn/Interfaces/Polynomial.h"
#include "attn/Target/GPUKernelChoice.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>

namespace mlir {
class DialectRegistry;

namespace attn {

/// Answers the questions the traffic methods ask about tensors: their dims
/// (named when dynamic), element counts and sizes in bytes, with the user's
/// dim bindings applied. It caches the symbolic shape of every value it was
/// asked about, so one context serves a whole function.
///
/// A dynamic dim is named, in this order of preference, by the `attn.dims`
/// array attribute of the function argument it comes from (one name per
/// dim), by the role an op gives it (`getRoleDim`, e.g. `Nkv` for the key
/// length of attn.flash_attention), and otherwise `argK_I` (dim I of
/// function argument K) or `vN_I` for values of unknown origin. Dims flow
/// through ops: the result of a matmul of `[?, d]` by `[d, ?]` is
/// `[argK_0, argL_1]`.
class TrafficContext {
public:
  /// A context that substitutes `bindings` (dim name to value) into every
  /// dim it hands out, for figures of the kernels the gpu lowering runs on
  /// `chip` by default.
  explicit TrafficContext(llvm::StringMap<int64_t> bindings = {},
                          StringRef chip = kDefaultGpuChip)
      : bindings(std::move(bindings)), chip(chip.str()) {}

  /// The chip whose default kernels the tiled figures follow (block rows,
  /// split-KV; GPUKernelChoice.h).
  StringRef getChip() const { return chip; }

  /// Dim `index` of the shaped value `value`.
  Poly getDim(Value value, unsigned index);
  /// Dim `index` of `value`, named `role` when it is dynamic and the user
  /// gave it no name.
  Poly getRoleDim(Value value, unsigned index, StringRef role);
  /// The number of elements of the shaped value `value`.
  Poly getNumElements(Value value);
  /// The bytes of `value` in HBM: elements times element size.
  Poly getTensorBytes(Value value);
  /// The value of an index-typed SSA value, as a polynomial.
  Poly getIndexValue(Value value);

  /// Bytes per element: 8 for f64/i64/index, 4 for f32/i32, 2 for f16/bf16,
  /// 1 for every f8 type, i8 and i1 (a mask is stored a byte per element).
  /// Zero for a type the model has no size for.
  static int64_t getElementBytes(Type type);

  /// True for a destination buffer that a kernel initializes in registers:
  /// one from tensor.empty or a linalg.fill of a constant.
  bool isFreeInit(Value value);

  /// The kernel-boundary rule: each distinct ranked tensor or memref operand
  /// once in full; a destination operand only when the payload uses it and
  /// it is not a free init.
  Poly getKernelBoundaryBytesRead(Operation *op);
  /// The kernel-boundary rule: each tensor result once in full, and the
  /// memref destinations of an op on buffers.
  Poly getKernelBoundaryBytesWritten(Operation *op);
  /// Result dims taken from the tied destination operand, the sizes of a
  /// tensor.empty or a reshape, or the first operand of the same rank.
  SmallVector<Poly, 4> getDefaultResultDims(Operation *op, unsigned index);

  /// Records a note about the op being costed (kept once).
  void addNote(const Twine &note);
  ArrayRef<std::string> getNotes() const { return notes; }
  void clearNotes() { notes.clear(); }

private:
  /// The symbolic dims of `value`, bindings not yet applied.
  ArrayRef<Poly> getShape(Value value);
  /// A fresh dim name for values whose origin the model does not follow.
  std::string freshName();

  DenseMap<Value, SmallVector<Poly, 4>> shapes;
  /// Dim names that came from an `attn.dims` attribute.
  llvm::StringSet<> userNames;
  llvm::StringMap<int64_t> bindings;
  std::string chip;
  SmallVector<std::string> notes;
  unsigned nextFresh = 0;
};

/// Attaches the traffic model to the upstream ops attention graphs arrive in:
/// linalg named and generic ops, linalg.softmax and linalg.fill, tensor.empty
/// and the metadata-only reshapes, and constants.
void registerTrafficExternalModels(DialectRegistry &registry);

} // namespace attn
} // namespace mlir

#include "attn/Interfaces/TrafficOpInterface.h.inc"

#endif // ATTN_INTERFACES_TRAFFICOPINTERFACE_H
