//===- Emulator.h - run lowered GPU kernels on the CPU ----------*- C++ -*-===//
//
// Part of attn-opt. A warp-accurate interpreter of the gpu.module kernels that
// --attn-lower-to-gpu emits, at the level of the gpu, nvgpu, nvvm, vector,
// memref, scf, arith and math ops (before NVVM conversion), Hopper's
// mbarriers, TMA loads and wgmma included, with checks for shared- and
// global-memory races, reads of pending async copies and TMA loads,
// out-of-bounds and uninitialized accesses, barriers not every thread
// reaches, mbarrier misuse and deadlocks, and divergent warp-collective and
// warpgroup ops. See docs/gpu.md, "The emulator".
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_EMULATOR_EMULATOR_H
#define ATTN_EMULATOR_EMULATOR_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <optional>

namespace mlir {
namespace attn {

/// How the emulator schedules the warps of a block.
struct EmulatorOptions {
  /// Seeds the order in which the warps of a block take turns and how many
  /// instructions each turn runs; every order is a legal schedule, so a
  /// correct kernel gives the same result under every seed.
  uint64_t seed = 0;
};

/// What one emulated run did.
struct EmulatorStats {
  int64_t launches = 0;
  int64_t blocks = 0;
  /// Instructions executed, counted once per warp.
  int64_t warpInstructions = 0;
};

/// The host function of a lowered module: the function that launches
/// kernels, named `entry` or, when `entry` is empty, the only one. Fails with
/// a one-line message.
llvm::Expected<func::FuncOp> findHostFunction(ModuleOp module,
                                              llvm::StringRef entry);

/// Runs `host` (memref arguments, memref.alloc scratch, gpu.launch_func of
/// kernels in the module's gpu.module) with `arguments` as its buffers: one
/// per argument, of exactly the argument's memref size, laid out row-major
/// in the element type's little-endian encoding. The first error stops the
/// run and comes back as one line that names the kernel, block, thread and
/// address.
llvm::Error emulateHostFunction(
    func::FuncOp host, llvm::ArrayRef<llvm::MutableArrayRef<uint8_t>> arguments,
    const EmulatorOptions &options, EmulatorStats *stats = nullptr);

/// A tensor map as a driver encodes it (cuTensorMapEncodeTiled): `tensor`
/// seen as a dense row-major tensor of `dims` elements of `elementType`,
/// loaded in boxes of `box`, both outermost dim first.
struct TensorMapArgument {
  llvm::MutableArrayRef<uint8_t> tensor;
  llvm::SmallVector<int64_t, 5> dims;
  llvm::SmallVector<int64_t, 5> box;
  Type elementType;
  /// 0 (no swizzle), 32, 64 or 128.
  unsigned swizzleBytes = 0;
};

/// One argument of a kernel launch as a driver passes it: the memory a
/// memref argument points at (from its first byte to the end of its
/// allocation; the kernel's memref type says how much of it is the
/// buffer), or a tensor map.
struct KernelArgument {
  llvm::MutableArrayRef<uint8_t> memory;
  std::optional<TensorMapArgument> tensorMap;
};

/// The launch configuration of one kernel.
struct KernelLaunch {
  std::array<int64_t, 3> grid = {1, 1, 1};
  std::array<int64_t, 3> block = {1, 1, 1};
  int64_t dynamicSharedBytes = 0;
};

/// Runs one launch of `kernel` (a gpu.func of a lowered module) on
/// `arguments`, one per kernel argument, with the checks of
/// emulateHostFunction; buffers that start at the same byte with the same
/// size are one buffer. The first error stops the run and comes back as one
/// line.
llvm::Error emulateKernel(gpu::GPUFuncOp kernel, const KernelLaunch &launch,
                          llvm::ArrayRef<KernelArgument> arguments,
                          const EmulatorOptions &options,
                          EmulatorStats *stats = nullptr);

} // namespace attn
} // namespace mlir

#endif // ATTN_EMULATOR_EMULATOR_H
