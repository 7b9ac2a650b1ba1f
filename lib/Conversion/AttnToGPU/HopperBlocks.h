//===- HopperBlocks.h - Hopper building blocks of the sm_90a kernel -*- C++
//-*-===//
//
// Part of attn-opt. Internal to the AttnToGPU library: the pieces an sm_90a
// kernel is made of, kept apart from any one kernel so that warp
// specialization and ping-pong reuse them: tensor maps passed as pointers,
// TMA tile loads into 128-byte-swizzled shared memory, an mbarrier ring with
// transaction counts and phases, wgmma descriptors (generated, or one add
// from a base), the registers of a wgmma accumulator, wgmma with both
// operands in shared memory or A in registers, and two warpgroups' turns at
// the tensor cores.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_HOPPERBLOCKS_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_HOPPERBLOCKS_H

#include "Kernels.h"

#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"

namespace mlir {
namespace attn {

/// Elements of a 16-bit type in one 128-byte swizzle row: the width of every
/// TMA box and wgmma operand view of the sm_90a kernel.
inline constexpr int64_t kAtomCols = 64;
/// Bytes of one 128-byte swizzle row.
inline constexpr int64_t kAtomRowBytes = 128;
/// Rows of every tile (query rows and key rows alike) of the sm_90a kernel.
inline constexpr int64_t kAtomRows = 64;
/// Bytes of one [64 rows x 128 bytes] swizzle atom; the swizzle pattern
/// repeats every 1024 bytes, so atoms keep 1024-byte alignment.
inline constexpr int64_t kAtomBytes = kAtomRows * kAtomRowBytes;
/// Threads of one warpgroup, the unit that issues a wgmma.
inline constexpr int64_t kWarpgroupThreads = 128;
/// The alignment the 128-byte swizzle pattern needs of every TMA box and
/// wgmma operand, and so of the dynamic shared memory they live in.
inline constexpr int64_t kSwizzleAlignment = 1024;

/// The tensor map type of a [B, H, N, 64-column] box of `elementType` with
/// 128-byte swizzle and zero fill out of bounds (ragged N reads zeros).
nvgpu::TensorMapDescriptorType tileMapType(MLIRContext *ctx, Type elementType);

/// The tensor map behind kernel argument `ptr` (an `!llvm.ptr`, the form a
/// tensor map crosses gpu.launch_func in).
Value tensorMapFromPointer(KernelBuilder &k, Value ptr,
                           nvgpu::TensorMapDescriptorType type);

/// A ring of mbarriers in shared memory, each completing a phase once
/// `arrivals` threads have arrived and the transaction bytes they announced
/// have landed.
struct MBarrierRing {
  Value group;
  int64_t size;

  MBarrierRing(KernelBuilder &k, int64_t size);
  /// Initializes every barrier to `arrivals` arrivals per phase, where
  /// `pred` holds.
  void init(KernelBuilder &k, Value pred, int64_t arrivals) const;
  /// Arrives on barrier `id` expecting `bytes` (an index) of TMA
  /// transactions, where `pred` holds.
  void arriveExpectTx(KernelBuilder &k, Value id, Value bytes,
                      Value pred) const;
  void arriveExpectTx(KernelBuilder &k, Value id, int64_t bytes,
                      Value pred) const {
    arriveExpectTx(k, id, k.idx(bytes), pred);
  }
  /// Arrives on barrier `id` without transactions.
  void arrive(KernelBuilder &k, Value id) const;
  /// Waits until barrier `id` completes the phase of parity `phase` (i1).
  void wait(KernelBuilder &k, Value id, Value phase) const;
};

/// A view of `kAtomBytes` of shared memory at `byteOffset` (an index) as
/// the [1, 1, 64, 64] destination of one TMA box.
Value tmaBoxView(KernelBuilder &k, Value smem, Value byteOffset,
                 Type elementType);

/// TMA-loads the box at (column, row, head, batch) of `map` into `dst`,
/// completing on barrier `id` of `ring`, where `pred` holds.
void tmaLoadBox(KernelBuilder &k, Value map, Value dst,
                const MBarrierRing &ring, Value id, Value column, Value row,
                Value head, Value batch, Value pred);

/// A wgmma descriptor of the `shape` operand at `byteOffset` of shared
/// memory, laid out as `map` swizzles (the offset stays inside one atom's
/// row, or moves by whole 8-row groups).
Value wgmmaDescriptor(KernelBuilder &k, Value smem, Value byteOffset,
                      ArrayRef<int64_t> shape, Type elementType, Value map);

/// wgmma descriptors of operands anywhere in the kernel's dynamic shared
/// memory, all derived from one: a descriptor's low 14 bits are its start
/// address in 16-byte units and the rest (strides, swizzle) depend only on
/// the tensor map (and, where withLeadingBytes sets it, the operand's
/// leading byte offset), so the operand at byte `offset` is the base's
/// descriptor plus offset / 16, one integer add where generating each
/// descriptor anew costs a dozen instructions per wgmma.
struct DescriptorBase {
  /// The descriptor of byte 0: its low word (i32), and its high word in
  /// place with the low one zero (i64).
  Value low, high;
  DescriptorBase(KernelBuilder &k, Value smem, Type elementType, Value map);
  /// The descriptor (i64) of the operand at `byteOffset` plus
  /// `dynamicBytes` (an index, or null), both multiples of 16.
  Value bitsAt(KernelBuilder &k, int64_t byteOffset,
               Value dynamicBytes = {}) const;
  /// The same descriptors with a leading byte offset of `bytes` (a multiple
  /// of 16): for an MN-major operand wider than one swizzle atom, the
  /// distance from one atom's columns to the next's.
  DescriptorBase withLeadingBytes(KernelBuilder &k, int64_t bytes) const;
};

/// How a warpgroup holds an m64nN f32 accumulator, register i of a
/// wgmma's result struct: thread t (of the warpgroup) holds rows
/// 16 (t / 32) + (t % 32) / 4 and 8 below it, and of each 8 columns the two
/// at 2 (t % 4); its register i is on row half (i / 2) % 2, column
/// 8 (i / 4) + 2 (t % 4) + i % 2. A row's N columns are spread over the 4
/// threads of a quad (k.quadMax and k.quadSum reduce over it): the layout of
/// mma.sync's accumulators, per warp.
struct AccumulatorFragment {
  /// The thread's first row within the 64 and its first column.
  Value row, col;
  AccumulatorFragment(KernelBuilder &k, Value threadInWarpgroup);
  /// Which of the thread's two rows (row, row + 8) register `i` is on.
  static int64_t rowHalf(int64_t i) { return (i / 2) % 2; }
  /// Column (of the N) of register `i`.
  Value colOf(KernelBuilder &k, int64_t i) const {
    return k.add(col, 8 * (i / 4) + i % 2);
  }
};

/// Issues one wgmma m64nNk16 with both operands in shared memory, K-major,
/// by descriptors `descA` and `descB` (i64 bits): `acc` (the result of the
/// wgmma before in the chain) += A · B, or A · B alone where `acc` is null.
/// The caller fences before and commits after. Returns the thread's N / 2
/// f32 registers as a struct that belongs to the wgmma until a
/// wgmma.wait_group covers its group (see wgmmaRegisterA).
Value wgmmaSharedOperands(KernelBuilder &k, Value acc, int64_t n, Value descA,
                          Value descB, Type elementType);

/// Issues one wgmma m64nNk16 with A from registers (FlashAttention-3's way
/// of feeding P to P·V without shared memory): `acc` (the thread's N / 2
/// f32 registers, the accumulator fragment's layout) += A · B. `a` is the
/// thread's four 32-bit registers of the 64 x 16 A tile, two elements of
/// `elementType` each: registers 8k to 8k + 7 of an m64 accumulator,
/// converted and packed in pairs, are exactly A's registers for columns
/// 16k to 16k + 15, so a tile's S becomes P V's A in place. B is the
/// operand of descriptor `descB` (i64 bits), MN-major where `transposeB`.
/// Inline PTX (WgmmaInlineAsm.h): the caller fences before and commits
/// after. Returns the new registers as the asm's struct, which belongs to
/// the wgmma until a wgmma.wait_group covers its group: read it only then,
/// or pass its registers to the next wgmma of the chain.
Value wgmmaRegisterA(KernelBuilder &k, ValueRange acc, ValueRange a,
                     Value descB, Type elementType, bool transposeB);
/// The registers of wgmmaRegisterA's result.
SmallVector<Value> wgmmaRegisters(KernelBuilder &k, Value result);

/// Turns of two consumer warpgroups at the tensor cores (FlashAttention-3's
/// ping-pong): each issues its wgmma only in its turn and passes the turn on
/// once they are issued, so that one's GEMMs run while the other computes
/// its softmax instead of both contending for the tensor cores at once.
/// Warpgroup g's turn is named barrier `firstBarrier + g` over both
/// warpgroups' 256 threads: g waits at it (bar.sync) and the other passes
/// the turn by arriving (bar.arrive). Every wait needs one pass: the caller
/// keeps them balanced.
struct WarpgroupTurns {
  int64_t firstBarrier;

  explicit WarpgroupTurns(int64_t firstBarrier) : firstBarrier(firstBarrier) {}
  /// Waits until it is warpgroup `g`'s turn.
  void wait(KernelBuilder &k, int64_t g) const;
  /// Passes the turn from warpgroup `g` to the other.
  void pass(KernelBuilder &k, int64_t g) const;
};

/// Orders this thread's generic-proxy shared-memory writes before later
/// async-proxy (wgmma, TMA) accesses.
void fenceAsyncShared(KernelBuilder &k);

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_HOPPERBLOCKS_H
