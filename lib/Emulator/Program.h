//===- Program.h - the emulator's pre-decoded form of a kernel --*- C++ -*-===//
//
// Part of attn-opt. A gpu.func is decoded once into a flat list of
// instructions on registers: structured control flow (scf.if, scf.for)
// becomes jumps with a per-warp stack of lane masks, every SSA value gets a
// fixed range of register slots (32 lanes times its elements), constants are
// written into the initial register file, and memrefs become static
// descriptors of global buffers or shared-memory regions.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_EMULATOR_PROGRAM_H
#define ATTN_LIB_EMULATOR_PROGRAM_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace attn {
namespace emu {

constexpr int kWarpLanes = 32;

/// How the elements of a register are held: integers (of `bits` bits,
/// sign-extended into 64) or floats (f16 and bf16 values held exactly as
/// f32).
enum class ElemKind : uint8_t { Int, F16, BF16, F32 };

/// One element of one lane.
union Slot {
  int64_t i;
  float f;
};

enum class Opcode : uint8_t {
  // Ids; imm is the dimension.
  ThreadId,
  BlockId,
  BlockDim,
  GridDim,
  // Integer ops on `bits`-bit values; CmpI has the predicate in imm.
  AddI,
  SubI,
  MulI,
  DivUI,
  RemUI,
  DivSI,
  RemSI,
  MinSI,
  MaxSI,
  MinUI,
  MaxUI,
  AndI,
  OrI,
  XOrI,
  ShLI,
  ShRUI,
  ShRSI,
  CmpI,
  ExtSI,
  ExtUI,
  TruncI,
  // Float ops, rounded to the result's kind; CmpF has the predicate in imm.
  AddF,
  SubF,
  MulF,
  DivF,
  MaximumF,
  MinimumF,
  MaxNumF,
  MinNumF,
  NegF,
  Fma,
  Exp2,
  Exp,
  CmpF,
  FloatCast,
  SIToFP,
  FPToSI,
  Select,
  // Vector ops; imm is the element offset of Extract and Insert.
  Extract,
  Insert,
  FromElements,
  BitCast,
  Broadcast,
  // Memory: memref is the descriptor, srcs the value (stores) then indices.
  Load,
  Store,
  AsyncCopy,
  AsyncCommit,
  AsyncWait,
  // Warp-collective ops.
  Shuffle,
  LdMatrix,
  Mma,
  // Hopper's asynchronous ops (Hopper.cpp). Mbarrier ops: imm is the
  // barrier group, srcs the barrier index (then count, tx bytes or parity),
  // aux an optional predicate.
  MbarInit,
  MbarArrive,
  MbarArriveTx,
  MbarTryWait,
  // imm: the tensor map argument, imm2: the barrier group; srcs: the
  // coordinates, innermost first, then the barrier index.
  TmaLoad,
  // Warpgroup ops; each is checked to be reached by all four warps of the
  // warpgroup in the same order. WgDesc: memref the tile, imm the tensor
  // map argument whose swizzle it takes. WgMma: srcs descriptor A, B, C;
  // imm N, imm2 K, flags transposeA (1) and transposeB (2), aux the
  // waitGroup. WgWait: imm the groups left pending. SetMaxReg: imm the
  // register count, flags 1 for an increase. WgMmaRegA: the inline PTX of
  // WgmmaInlineAsm.h, one m64nNk16 wgmma with A from registers; srcs the
  // N / 2 accumulator registers, A's four, B's descriptor; imm N, flags 1
  // for transposeB; dst the asm's struct of N / 2 registers.
  // WgMmaShared: one nvvm.wgmma.mma_async m64nNk16, both operands by
  // descriptor; srcs the N / 2 accumulator registers, A's descriptor, B's;
  // imm N, flags transposeA (1), transposeB (2) and accumulate (4, scale-d
  // one); dst the result struct.
  WgDesc,
  WgInitAcc,
  WgMma,
  WgMmaRegA,
  WgMmaShared,
  WgFence,
  WgCommit,
  WgWait,
  WgStore,
  SetMaxReg,
  // nvvm.barrier (flags 0) or nvvm.barrier.arrive (flags 1) with an id and
  // a thread count: srcs id, count.
  NamedBarrier,
  // Control: imm is a jump target; ForHead's imm2 asks for an unsigned
  // comparison.
  IfBegin,
  Else,
  IfEnd,
  ForInit,
  ForHead,
  ForLatch,
  ForExit,
  Move,
  Barrier,
  Return,
};

/// One decoded instruction. Registers are slot offsets: element e of lane l
/// of a value at register r is slot r + 32 e + l.
struct Inst {
  Opcode opcode;
  /// The result's element kind (of the operands for CmpI, CmpF and the
  /// conversions' sources in srcKind).
  ElemKind kind = ElemKind::Int;
  ElemKind srcKind = ElemKind::Int;
  /// Integer width of the result, and of the source for conversions.
  uint8_t bits = 0;
  uint8_t srcBits = 0;
  /// Elements per lane of the result (of the value for stores).
  int32_t width = 1;
  int32_t dst = -1;
  llvm::SmallVector<int32_t, 4> srcs;
  /// Moves: the destinations and widths that pair with srcs.
  llvm::SmallVector<int32_t, 0> dsts;
  llvm::SmallVector<int32_t, 0> widths;
  int64_t imm = 0;
  int64_t imm2 = 0;
  int64_t flags = 0;
  /// A second result (gpu.shuffle's valid flag) or operand (the source
  /// elements of nvgpu.device_async_copy); -1 when absent.
  int32_t aux = -1;
  int32_t memref = -1;
  /// The source of nvgpu.device_async_copy.
  int32_t memref2 = -1;
  /// Writes a register that a wgmma with A in registers reads, directly or
  /// through moves and extracts: the warp records whether a wgmma.fence
  /// came after the write (markFencedRegisters).
  bool fenceWatched = false;
  /// The op this came from, for error messages.
  Operation *op = nullptr;
};

/// A memref the kernel touches: a kernel argument in global memory, or a
/// region of the block's shared memory (static workgroup buffers first, then
/// the dynamic shared memory).
struct MemRefDesc {
  bool shared = false;
  /// The kernel argument of a global memref.
  int32_t argIndex = -1;
  /// Where a shared memref starts in the block's shared memory.
  int64_t byteOffset = 0;
  /// Dims in elements; the raw dynamic shared memory has one dynamic dim,
  /// sized by the launch.
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<int64_t, 4> strides;
  ElemKind kind = ElemKind::Int;
  uint8_t bits = 8;
  unsigned elemBytes = 1;
  Type type;
};

/// How the TMA of a tensor map lays a box out in shared memory
/// (CUtensorMapSwizzle): none, or the 16-byte chunk index XORed with the
/// address bits above the 32-, 64- or 128-byte span.
enum class Swizzle : uint8_t { None, B32, B64, B128 };

/// Applies the swizzle of `mode` to shared address `a`: bits [4, 4 + b) are
/// XORed with bits [7, 7 + b), b = 1, 2, 3 for 32, 64 and 128 bytes.
inline int64_t swizzleAddress(Swizzle mode, int64_t a) {
  int64_t bits = mode == Swizzle::B128  ? 7
                 : mode == Swizzle::B64 ? 3
                 : mode == Swizzle::B32 ? 1
                                        : 0;
  return a ^ (((a >> 7) & bits) << 4);
}

/// The bytes of one swizzled row of `mode` (0 without a swizzle).
inline int64_t swizzleSpan(Swizzle mode) {
  return mode == Swizzle::B128  ? 128
         : mode == Swizzle::B64 ? 64
         : mode == Swizzle::B32 ? 32
                                : 0;
}

/// A tensor map as the kernel declares it (the descriptor type of its
/// cast from `!llvm.ptr`).
struct TensorMapType {
  /// The box in shared memory, outermost dim first.
  llvm::SmallVector<int64_t, 5> box;
  ElemKind kind = ElemKind::Int;
  unsigned elemBytes = 1;
  Swizzle swizzle = Swizzle::None;
  Type type;
};

/// A group of mbarriers (nvgpu.mbarrier.create): 8 bytes each in the
/// static shared memory.
struct BarrierGroup {
  int64_t byteOffset = 0;
  int32_t first = 0;
  int32_t count = 1;
};

/// A decoded kernel.
struct Program {
  std::string name;
  std::vector<Inst> code;
  /// The register file every warp starts from (constants filled in).
  std::vector<Slot> initialRegs;
  std::vector<MemRefDesc> memrefs;
  /// Bytes of the workgroup attributions, before the dynamic shared memory.
  int64_t staticSharedBytes = 0;
  /// The memref descriptor of each kernel argument, -1 for a tensor map.
  llvm::SmallVector<int32_t> argMemrefs;
  /// The tensor map each `!llvm.ptr` argument is cast to, by argument.
  llvm::SmallVector<std::optional<TensorMapType>> argTensorMaps;
  std::vector<BarrierGroup> barrierGroups;
  int32_t numBarriers = 0;
  /// Whether some instruction is fenceWatched: then warps keep the fence
  /// state of every register.
  bool watchesFences = false;
};

/// Calls `fn(dst, src)` for each register (slot / kWarpLanes) that `inst`
/// copies from another: the values of a move, a loop's entry or latch, the
/// elements of an extract or insert. False for any other instruction.
template <typename Fn> bool forEachCopiedRegister(const Inst &inst, Fn fn) {
  switch (inst.opcode) {
  case Opcode::Move:
  case Opcode::ForInit:
  case Opcode::ForLatch:
    for (size_t k = 0; k < inst.dsts.size(); ++k)
      for (int32_t e = 0; e < inst.widths[k]; ++e)
        fn(inst.dsts[k] / kWarpLanes + e, inst.srcs[k] / kWarpLanes + e);
    return true;
  case Opcode::Extract:
    for (int32_t e = 0; e < inst.width; ++e)
      fn(inst.dst / kWarpLanes + e,
         static_cast<int32_t>(inst.srcs[0] / kWarpLanes + inst.imm + e));
    return true;
  case Opcode::Insert:
    for (int32_t e = 0; e < inst.width; ++e)
      fn(inst.dst / kWarpLanes + e, inst.srcs[1] / kWarpLanes + e);
    for (int64_t e = 0; e < inst.imm2; ++e)
      fn(static_cast<int32_t>(inst.dst / kWarpLanes + inst.imm + e),
         static_cast<int32_t>(inst.srcs[0] / kWarpLanes + e));
    return true;
  default:
    return false;
  }
}

/// How many of `inst`'s first sources are registers a wgmma reads, which a
/// wgmma.fence must order after their writes: the accumulator (N / 2) and
/// A's four for a wgmma with A in registers, the accumulator for a
/// shared-operand one that accumulates (none with scale-d 0), none for any
/// other instruction.
int64_t fencedSources(const Inst &inst);

/// Marks the instructions whose results reach a wgmma's fenced sources
/// (fencedSources). PTX orders a register write before such a wgmma only
/// through a wgmma.fence in between; wgmma results that pass from one
/// wgmma of a chain to the next are ordered without one.
void markFencedRegisters(Program &program);

/// Decodes `func`; an op the emulator does not model is an error naming it.
llvm::Expected<Program> decodeKernel(gpu::GPUFuncOp func);

/// Bits of one element of `kind` in memory.
inline unsigned storageBits(ElemKind kind, unsigned intBits) {
  switch (kind) {
  case ElemKind::Int:
    return intBits;
  case ElemKind::F16:
  case ElemKind::BF16:
    return 16;
  case ElemKind::F32:
    return 32;
  }
  return 0;
}

} // namespace emu
} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_EMULATOR_PROGRAM_H
