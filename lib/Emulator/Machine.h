//===- Machine.h - the emulator's state while a block runs ------*- C++ -*-===//
//
// Part of attn-opt. The warps of one block, its shared memory with a shadow
// byte map for the checks, the per-thread async-copy groups, and the entry
// points of the instruction groups (core, memory, collectives) that
// Interpreter.cpp dispatches to.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_EMULATOR_MACHINE_H
#define ATTN_LIB_EMULATOR_MACHINE_H

#include "Program.h"
#include "attn/Support/HalfFloat.h"

#include "attn/Emulator/Emulator.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"

#include <array>
#include <deque>
#include <string>
#include <vector>

namespace mlir {
namespace attn {
namespace emu {

/// What the emulator knows of one byte of global memory: its last write,
/// by which thread of which block (linear ids).
struct GlobalShadow {
  uint64_t written = 0;
  int64_t block = -1;
  int32_t writer = -1;
};

/// A buffer in global memory, with a shadow byte map.
struct GlobalBuffer {
  std::string name;
  llvm::MutableArrayRef<uint8_t> bytes;
  std::vector<GlobalShadow> shadow;
};

/// A tensor map the host function built (nvgpu.tma.create.descriptor): a
/// global buffer seen as a tensor of `dims` (outermost first) in boxes of
/// its type.
struct TensorMap {
  GlobalBuffer *buffer = nullptr;
  llvm::SmallVector<int64_t, 5> dims;
  TensorMapType type;
};

/// The state of one mbarrier: its phase (the number of completed phases),
/// the arrivals still pending and the transaction bytes still expected in
/// the current phase.
struct MBarrier {
  bool initialized = false;
  int64_t count = 0, pending = 0, tx = 0;
  uint64_t phase = 0;
  uint64_t initStamp = 0;
  int32_t initThread = -1;
  /// Warpgroups that arrived in the current phase with wgmma groups in
  /// flight, each with the fewest groups one of its warps had completed
  /// then; and the same for the phase that completed last, which a thread
  /// that passes a wait takes on (Warp::releasedInFlight).
  llvm::SmallVector<std::pair<int32_t, uint64_t>, 2> inFlight,
      completedInFlight;
};

/// A TMA load in flight: the bytes it read from global memory when it was
/// issued, already in their swizzled places from `sharedByte` on, and the
/// mbarrier it completes transaction bytes on when it lands.
struct TmaTransaction {
  int32_t barrier = 0;
  int64_t sharedByte = 0;
  std::vector<uint8_t> data;
  unsigned warp = 0, lane = 0;
  const Inst *inst = nullptr;
};

/// One 4-, 8- or 16-byte cp.async in flight: where it lands in shared memory
/// and the bytes it read from global memory when it was issued.
struct AsyncCopy {
  int64_t sharedByte = 0;
  unsigned size = 0;
  std::array<uint8_t, 16> data{};
};

/// The cp.async state of one thread: copies not yet committed, then the
/// committed groups, oldest first.
struct ThreadAsync {
  std::vector<AsyncCopy> open;
  std::deque<std::vector<AsyncCopy>> groups;
};

/// A saved mask of the warp's mask stack: the mask before an scf.if or
/// scf.for and, for scf.if, its condition's lanes.
struct MaskFrame {
  uint32_t saved;
  uint32_t cond;
};

enum class WarpState {
  Running,
  AtBarrier,
  AtMbarrier,
  AtNamedBarrier,
  /// Blocked in setmaxnreg.inc until the block's pool has the registers.
  AtSetMaxReg,
  Done
};

/// A named barrier (bar.sync id, count): the threads it waits for and the
/// warps that arrived.
struct NamedBarrierState {
  int64_t count = 0, arrived = 0;
  /// The warps that wait (bar.sync); those that only arrive go on.
  llvm::SmallVector<unsigned, 8> warps;
  /// The warp that arrived last and the op it arrived at, to name.
  unsigned lastWarp = 0;
  size_t lastPc = 0;
};

struct Warp {
  unsigned id = 0;
  /// Lanes that are threads of the block (all 32 unless the block size is
  /// not a multiple of 32).
  uint32_t lanes = 0;
  /// Lanes executing the current instruction.
  uint32_t mask = 0;
  size_t pc = 0;
  WarpState state = WarpState::Running;
  std::vector<Slot> regs;
  llvm::SmallVector<MaskFrame, 8> stack;
  std::array<ThreadAsync, kWarpLanes> async;
  /// The mbarrier and parity the warp waits for in AtMbarrier, or the
  /// named barrier in AtNamedBarrier.
  int32_t waitBarrier = -1;
  int64_t waitParity = 0;
  /// Warpgroup ops this warp executed (the index into its warpgroup's log).
  size_t warpgroupOps = 0;
  /// The registers per thread the warp holds (setmaxnreg changes them).
  int64_t registers = 0;
  /// wgmma groups committed and completed; accumulator registers written
  /// by a group, with the group's number, while it may be pending.
  uint64_t wgCommitted = 0, wgCompleted = 0;
  llvm::SmallVector<std::pair<int32_t, uint64_t>, 4> pendingAcc;
  /// wgmma.fence ops this warp executed, and per register (slot / 32) of a
  /// program that watchesFences: 1 + that count when an op other than a
  /// wgmma last wrote it, 0 when a wgmma did or nothing has.
  uint32_t wgFences = 0;
  std::vector<uint32_t> regFence;
  /// What the mbarrier phase this warp last waited for says of wgmma groups
  /// in flight at its arrivals (MBarrier::inFlight); cleared by a barrier.
  llvm::SmallVector<std::pair<int32_t, uint64_t>, 2> releasedInFlight;
};

/// What the shadow map knows of one byte of shared memory. Stamps count
/// memory instructions across the whole run, so that "since the last
/// barrier" and "in this block" are comparisons with a start stamp and the
/// map is never cleared.
struct ByteShadow {
  uint64_t written = 0, read = 0, initialized = 0;
  int32_t writer = -1, reader = -1;
  /// The thread whose cp.async (or TMA load) is still writing this byte, or
  /// -1.
  int32_t pendingOwner = -1;
  bool pendingTma = false;
  /// The mbarrier and phase on which a TMA load wrote this byte (a reader
  /// must have waited for that phase), or -1.
  int32_t tmaBarrier = -1;
  uint64_t tmaPhase = 0;
  /// Another thread than `reader` that read it since the last barrier, or
  /// -1.
  int32_t otherReader = -1;
  /// The wgmma groups that read this byte as an operand, by warpgroup (up to
  /// two warpgroups; -1 for a free slot), and when the last did: a wgmma
  /// reads its shared operands until its group completes.
  uint64_t wgmmaRead = 0;
  std::array<int32_t, 2> wgmmaWarpgroup = {-1, -1};
  std::array<uint64_t, 2> wgmmaGroup = {0, 0};
};

/// One launch of a kernel, running one block at a time.
class Machine {
public:
  Machine(const Program &program, const EmulatorOptions &options)
      : program(program), options(options) {}

  const Program &program;
  const EmulatorOptions &options;
  std::array<int64_t, 3> grid{}, blockDim{}, blockId{};
  int64_t dynamicSharedBytes = 0;
  /// The global buffer of each kernel argument (null for a tensor map), and
  /// the tensor map of each `!llvm.ptr` argument.
  llvm::SmallVector<GlobalBuffer *> args;
  llvm::SmallVector<const TensorMap *> tensorMaps;

  /// The block's mbarriers, the TMA loads in flight in issue order, and per
  /// thread and mbarrier the phases the thread has observed complete.
  std::vector<MBarrier> barriers;
  std::deque<TmaTransaction> inflight;
  std::vector<uint64_t> observed;
  /// Per thread, the stamp of its last mbarrier wait: accesses of other
  /// threads before it count as ordered (see docs/gpu.md).
  std::vector<uint64_t> threadSync;
  /// Named barriers 1-15 (0 is gpu.barrier's).
  std::array<NamedBarrierState, 16> namedBarriers;
  /// Per warpgroup, the pcs of the warpgroup ops its first warp executed.
  std::vector<std::vector<size_t>> warpgroupLog;
  int64_t numWarps = 0;
  /// Registers per thread every warp starts with: the most the block size
  /// allows (a 64K register file, allocated 8 per thread at a time), since
  /// ptxas's own count is not known here; and the block's pool of registers
  /// that setmaxnreg.dec released and no setmaxnreg.inc has taken.
  int64_t entryRegisters = 0, freeRegisters = 0;
  /// The warps of the running block, woken when an mbarrier phase
  /// completes.
  std::vector<Warp> *blockWarps = nullptr;

  std::vector<uint8_t> shared;
  std::vector<ByteShadow> shadow;
  /// Stamps go on across launches, so that the global shadow map can tell
  /// this launch's writes from earlier ones.
  uint64_t stamp = 0, epochStart = 1, blockStart = 1, launchStart = 1;
  /// The linear id of the running block.
  int64_t blockLinear = 0;
  int64_t instructions = 0;
  /// The first error; once set, every warp stops.
  std::string error;
  /// The sources of a parallel copy (moves, loop latches) while it runs.
  std::vector<Slot> moveTemp;

  /// Records an error of thread `lane` of `w` at `inst`; returns false.
  bool fail(const Warp &w, unsigned lane, const Inst &inst,
            const llvm::Twine &what);
  /// The thread id "(x, y, z)" of linear thread `tid` of the block.
  std::string threadName(int64_t tid) const;
  /// "kernel @name, block (x, y, z)".
  std::string blockName() const;

  /// Runs `w` for at most `budget` instructions, until it reaches a barrier
  /// or returns. Returns false on error.
  bool run(Warp &w, int64_t budget);

  // Instruction groups, each false on error.
  bool checkAlignment(const Warp &w, unsigned lane, const Inst &inst,
                      const MemRefDesc &mem, int64_t byte);
  bool execLoad(Warp &w, const Inst &inst);
  bool execStore(Warp &w, const Inst &inst);
  bool execAsyncCopy(Warp &w, const Inst &inst);
  bool execAsyncCommit(Warp &w, const Inst &inst);
  bool execAsyncWait(Warp &w, const Inst &inst);
  bool execShuffle(Warp &w, const Inst &inst);
  bool execLdMatrix(Warp &w, const Inst &inst);
  bool execMma(Warp &w, const Inst &inst);

  /// The byte address of `count` consecutive elements along the last dim of
  /// `mem` at the indices in registers `indices` of `lane`: within the
  /// buffer (global) or the block's shared memory. Fails with an
  /// out-of-bounds error.
  bool address(const Warp &w, unsigned lane, const Inst &inst,
               const MemRefDesc &mem, llvm::ArrayRef<int32_t> indices,
               int64_t count, int64_t &byte);
  /// Reads and writes shared memory with every check of the shadow map.
  bool readShared(const Warp &w, unsigned lane, const Inst &inst, int64_t byte,
                  unsigned size, uint8_t *out);
  bool writeShared(const Warp &w, unsigned lane, const Inst &inst, int64_t byte,
                   unsigned size, const uint8_t *data);
  /// Checks a read or write of global memory against the writes of other
  /// threads in this launch (other blocks, or this block since the last
  /// barrier) and records writes.
  bool accessGlobal(const Warp &w, unsigned lane, const Inst &inst,
                    GlobalBuffer &buffer, int64_t byte, unsigned size,
                    bool write);
  /// Completes the async copies of `groups` of thread `lane` of `w`.
  void landCopies(const Warp &w, unsigned lane,
                  std::deque<std::vector<AsyncCopy>> &groups, size_t count);

  /// Whether all 32 lanes of `w` are active; else records an error naming
  /// `inst`.
  bool requireConverged(const Warp &w, const Inst &inst);

  // Hopper's asynchronous ops (Hopper.cpp), each false on error.
  bool execMbarrier(Warp &w, const Inst &inst);
  bool execTmaLoad(Warp &w, const Inst &inst);
  bool execWarpgroup(Warp &w, const Inst &inst);
  /// Records that group `group` of `w`'s warpgroup reads shared byte `byte`.
  void noteWgmmaRead(const Warp &w, int64_t byte, uint64_t group);
  /// The warpgroup of a wgmma group that reads `s` and has not completed in
  /// each of its warps, or -1 (slots of completed groups are freed).
  int32_t pendingWgmmaReader(ByteShadow &s);
  /// Fails when `w`'s write to shared byte `byte` may overlap a wgmma that
  /// reads it: the group is still in flight, or the mbarrier phase that
  /// ordered the write was released by the reading warpgroup before the
  /// group completed.
  bool checkWgmmaOperandWrite(const Warp &w, unsigned lane, const Inst &inst,
                              int64_t byte);
  /// Updates the fence state of the registers a fenceWatched `inst` writes.
  void recordFencedWrite(Warp &w, const Inst &inst);
  bool execNamedBarrier(Warp &w, const Inst &inst);
  /// setmaxnreg: a decrease returns registers to the block's pool, an
  /// increase takes them or blocks (AtSetMaxReg) until it can.
  bool execSetMaxReg(Warp &w, const Inst &inst);
  /// Lands the oldest TMA load in flight: its bytes and transaction count.
  bool landTma();
  /// Checks at the end of a block that every warp of each warpgroup
  /// executed the same warpgroup ops.
  bool checkWarpgroupsDone(const std::vector<Warp> &warps);
  /// The error of a block where every warp waits on an mbarrier or a
  /// barrier, or has returned, and no TMA load is in flight.
  bool failDeadlock(const Warp &w);
  /// Fails when a named barrier has arrivals no bar.sync completed as the
  /// block ends.
  bool checkNamedBarriersDone(const std::vector<Warp> &warps);
  /// Orders `tid` after everything the block did (an mbarrier wait).
  uint64_t syncStart(int32_t tid) const {
    return threadSync.empty() ? epochStart
                              : std::max(epochStart, threadSync[tid]);
  }
  /// Carries pending wgmma accumulators through the moves of `inst`, and
  /// fails when `inst` reads one as registers.
  bool movePending(Warp &w, const Inst &inst);
  /// Carries a pending wgmma result's register through an extract that
  /// feeds the next wgmma of its chain (flags 1), and fails when one that
  /// reads it (flags 2) comes before its wait.
  bool extractPending(Warp &w, const Inst &inst);
};

// Element encodings shared by the instruction groups.

/// Rounds an f32 to the values of `kind`.
inline float roundTo(ElemKind kind, float value) {
  switch (kind) {
  case ElemKind::F16:
    return halfToFloat(floatToHalf(value));
  case ElemKind::BF16:
    return bfloatToFloat(floatToBFloat(value));
  default:
    return value;
  }
}

/// Loads and stores one element of `kind` (integers of `bits` bits) in its
/// little-endian memory encoding.
Slot decodeElement(ElemKind kind, unsigned bits, const uint8_t *bytes);
void encodeElement(ElemKind kind, unsigned bits, Slot value, uint8_t *bytes);

/// Canonical form of a `bits`-bit integer: sign-extended, except i1 as 0/1.
inline int64_t normalizeInt(int64_t v, unsigned bits) {
  if (bits >= 64)
    return v;
  if (bits == 1)
    return v & 1;
  unsigned shift = 64 - bits;
  return static_cast<int64_t>(static_cast<uint64_t>(v) << shift) >> shift;
}
inline uint64_t unsignedInt(int64_t v, unsigned bits) {
  if (bits >= 64)
    return static_cast<uint64_t>(v);
  return static_cast<uint64_t>(v) & ((uint64_t(1) << bits) - 1);
}

} // namespace emu
} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_EMULATOR_MACHINE_H
