//===- Driver.h - what the mock CUDA driver's parts share -------*- C++ -*-===//
//
// Part of attn-opt's tests. The mock driver (MockCuda.cpp, TensorMaps.cpp)
// keeps device memory as host allocations; both parts read it, and a
// failing call leaves its reason for cuGetErrorString.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TEST_MOCKCUDA_DRIVER_H
#define ATTN_TEST_MOCKCUDA_DRIVER_H

#include "attn/Emulator/Emulator.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/ArrayRef.h"

#include <cuda.h>

#include <cstdint>
#include <string>

namespace mlir {
namespace attn {
namespace mockcuda {

/// Returns `code` and keeps `why` as the reason cuGetErrorString gives.
CUresult fail(CUresult code, const std::string &why);

/// The device memory from `ptr` to the end of its allocation; empty when
/// `ptr` is in none, or when fewer than `atLeast` bytes are left.
llvm::MutableArrayRef<uint8_t> memoryAt(uintptr_t ptr, size_t atLeast = 0);

/// `v` in hexadecimal, as addresses are shown.
std::string hex(uintptr_t v);

/// Fills `arg`, the emulator's view of the tensor map that kernel argument
/// `index` points at (as cuTensorMapEncodeTiled encoded it), with element
/// types of `ctx`; returns why it cannot, or an empty string.
std::string tensorMapArgument(MLIRContext *ctx, uintptr_t pointer,
                              unsigned index, TensorMapArgument &arg);

} // namespace mockcuda
} // namespace attn
} // namespace mlir

#endif // ATTN_TEST_MOCKCUDA_DRIVER_H
