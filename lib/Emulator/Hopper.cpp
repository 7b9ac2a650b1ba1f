//===- Hopper.cpp - mbarriers, TMA loads and wgmma ------------------------===//
//
// Part of attn-opt. Hopper's asynchronous ops as the PTX ISA defines them:
// mbarrier phases with pending arrivals and transaction bytes, TMA tile
// loads (cp.async.bulk.tensor) that read global memory when issued and land,
// swizzled, as late as any schedule allows (when every warp is blocked),
// completing bytes on their mbarrier, and wgmma.mma_async on shared-memory
// matrix descriptors with the m64nNk16 accumulator fragments of its
// warpgroup's warps.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "llvm/Support/FormatVariadic.h"

#include <cstring>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

namespace {

/// The first active lane of `w`.
unsigned firstLane(const Warp &w) {
  unsigned lane = 0;
  while (lane < kWarpLanes && !(w.mask >> lane & 1))
    ++lane;
  return lane == kWarpLanes ? 0 : lane;
}

/// Applies the swizzle of `mode` to shared address `a`: bits [4, 4 + b) are
/// XORed with bits [7, 7 + b), b = 1, 2, 3 for 32, 64 and 128 bytes.
int64_t swizzleAddress(Swizzle mode, int64_t a) {
  int64_t bits = mode == Swizzle::B128  ? 7
                 : mode == Swizzle::B64 ? 3
                 : mode == Swizzle::B32 ? 1
                                        : 0;
  return a ^ (((a >> 7) & bits) << 4);
}

int64_t swizzleSpan(Swizzle mode) {
  return mode == Swizzle::B128  ? 128
         : mode == Swizzle::B64 ? 64
         : mode == Swizzle::B32 ? 32
                                : 0;
}

} // namespace

/// The linear mbarrier of group `group` at index `id`, or -1 with an error.
static int32_t barrierIndex(Machine &m, const Warp &w, unsigned lane,
                            const Inst &inst, int64_t group, int64_t id) {
  const BarrierGroup &g = m.program.barrierGroups[group];
  if (id < 0 || id >= g.count) {
    m.fail(w, lane, inst,
           "mbarrier index " + llvm::Twine(id) + " outside its group of " +
               llvm::Twine(g.count));
    return -1;
  }
  return g.first + static_cast<int32_t>(id);
}

/// Whether thread `tid` may use barrier `b`: initialized, and the
/// initialization ordered before this use.
static bool usable(Machine &m, const Warp &w, unsigned lane, const Inst &inst,
                   int32_t b) {
  const MBarrier &bar = m.barriers[b];
  int32_t tid = static_cast<int32_t>(w.id * kWarpLanes + lane);
  if (!bar.initialized)
    return m.fail(w, lane, inst,
                  "uses mbarrier " + llvm::Twine(b) +
                      ", which no nvgpu.mbarrier.init of this block "
                      "initialized");
  if (bar.initThread != tid && bar.initStamp >= m.syncStart(tid))
    return m.fail(w, lane, inst,
                  "uses mbarrier " + llvm::Twine(b) +
                      " before its initialization by thread " +
                      m.threadName(bar.initThread) +
                      " is ordered by a barrier");
  return true;
}

/// Completes the current phase of `b` when nothing is pending, and wakes
/// the warps waiting for it.
static bool maybeComplete(Machine &m, std::vector<Warp> *warps, int32_t b);

/// Whether thread `lane` of `w` has observed every phase of `b` but the
/// last: two phases completed since it last waited is a phase overrun.
static bool checkOverrun(Machine &m, const Warp &w, unsigned lane,
                         const Inst &inst, int32_t b) {
  const MBarrier &bar = m.barriers[b];
  size_t tid = w.id * kWarpLanes + lane;
  uint64_t seen = m.observed[tid * m.barriers.size() + b];
  if (bar.phase < seen + 2)
    return true;
  return m.fail(w, lane, inst,
                llvm::formatv("phase overrun: mbarrier {0} completed phases "
                              "{1} to {2} since this thread last waited on "
                              "it, and a parity wait cannot tell them apart",
                              b, seen, bar.phase - 1)
                    .str());
}

/// Passes the wait of the active lanes of `w` on `b`: they observe its
/// completed phases, and are ordered after what the block did before.
static bool passWait(Machine &m, Warp &w, const Inst &inst, int32_t b) {
  const MBarrier &bar = m.barriers[b];
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    if (!checkOverrun(m, w, lane, inst, b))
      return false;
    size_t tid = w.id * kWarpLanes + lane;
    m.observed[tid * m.barriers.size() + b] = bar.phase;
    m.threadSync[tid] = m.stamp;
  }
  w.waitBarrier = -1;
  ++w.pc;
  return true;
}

static bool maybeComplete(Machine &m, std::vector<Warp> *warps, int32_t b) {
  MBarrier &bar = m.barriers[b];
  if (bar.pending != 0 || bar.tx != 0)
    return true;
  ++bar.phase;
  bar.pending = bar.count;
  ++m.stamp;
  if (!warps)
    return true;
  for (Warp &w : *warps) {
    if (w.state != WarpState::AtMbarrier || w.waitBarrier != b ||
        static_cast<int64_t>(bar.phase % 2) == w.waitParity)
      continue;
    w.state = WarpState::Running;
    if (!passWait(m, w, m.program.code[w.pc], b))
      return false;
  }
  return true;
}

bool Machine::execMbarrier(Warp &w, const Inst &inst) {
  ++stamp;
  int32_t waited = -1;
  int64_t parity = 0;
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    if (inst.aux >= 0 && !(w.regs[inst.aux + lane].i & 1))
      continue;
    int32_t tid = static_cast<int32_t>(w.id * kWarpLanes + lane);
    int32_t b = barrierIndex(*this, w, lane, inst, inst.imm,
                             w.regs[inst.srcs[0] + lane].i);
    if (b < 0)
      return false;
    MBarrier &bar = barriers[b];
    switch (inst.opcode) {
    case Opcode::MbarInit: {
      int64_t count = w.regs[inst.srcs[1] + lane].i;
      if (count < 1 || count >= (1 << 20))
        return fail(w, lane, inst,
                    "mbarrier " + llvm::Twine(b) + " initialized with count " +
                        llvm::Twine(count) + " (PTX allows 1 to 2^20 - 1)");
      bar = MBarrier();
      bar.initialized = true;
      bar.count = bar.pending = count;
      bar.initStamp = stamp;
      bar.initThread = tid;
      for (int64_t t = 0; t < numWarps * kWarpLanes; ++t)
        observed[t * barriers.size() + b] = 0;
      break;
    }
    case Opcode::MbarArrive:
    case Opcode::MbarArriveTx: {
      if (!usable(*this, w, lane, inst, b))
        return false;
      if (inst.opcode == Opcode::MbarArriveTx)
        bar.tx += w.regs[inst.srcs[1] + lane].i;
      if (bar.pending == 0)
        return fail(w, lane, inst,
                    "arrives on mbarrier " + llvm::Twine(b) +
                        " more often than its count of " +
                        llvm::Twine(bar.count) + " in phase " +
                        llvm::Twine(bar.phase));
      --bar.pending;
      if (!maybeComplete(*this, blockWarps, b))
        return false;
      break;
    }
    case Opcode::MbarTryWait: {
      if (!usable(*this, w, lane, inst, b))
        return false;
      int64_t p = w.regs[inst.srcs[1] + lane].i & 1;
      if (waited >= 0 && (waited != b || parity != p))
        return fail(w, lane, inst,
                    "lanes of warp " + llvm::Twine(w.id) +
                        " wait on different mbarriers or parities, which "
                        "the emulator does not model");
      waited = b;
      parity = p;
      break;
    }
    default:
      break;
    }
  }
  if (inst.opcode != Opcode::MbarTryWait || waited < 0)
    return true;
  // A thread that missed a whole phase cannot tell it from the next one.
  for (unsigned lane = 0; lane < kWarpLanes; ++lane)
    if (w.mask >> lane & 1 && !checkOverrun(*this, w, lane, inst, waited))
      return false;
  // The phase of parity p is complete when the current one has the other.
  if (static_cast<int64_t>(barriers[waited].phase % 2) != parity) {
    if (!passWait(*this, w, inst, waited))
      return false;
    --w.pc;
    return true;
  }
  w.state = WarpState::AtMbarrier;
  w.waitBarrier = waited;
  w.waitParity = parity;
  return true;
}

bool Machine::execNamedBarrier(Warp &w, const Inst &inst) {
  if (w.mask != w.lanes)
    return fail(w, firstLane(w), inst,
                llvm::formatv("barrier in divergent code: only lanes {0:x8} "
                              "of warp {1} reach it",
                              w.mask, w.id)
                    .str());
  int64_t id = w.regs[inst.srcs[0]].i, count = w.regs[inst.srcs[1]].i;
  for (unsigned lane = 1; lane < kWarpLanes; ++lane)
    if (w.regs[inst.srcs[0] + lane].i != id ||
        w.regs[inst.srcs[1] + lane].i != count)
      return fail(w, lane, inst,
                  "named barrier id or thread count differs between the "
                  "lanes of warp " +
                      llvm::Twine(w.id));
  if (id < 1 || id > 15)
    return fail(w, 0, inst,
                "named barrier " + llvm::Twine(id) +
                    " (ids 1-15; 0 is the block barrier of gpu.barrier)");
  if (count < kWarpLanes || count % kWarpLanes != 0 ||
      count > numWarps * kWarpLanes)
    return fail(w, 0, inst,
                "named barrier " + llvm::Twine(id) + " for " +
                    llvm::Twine(count) +
                    " threads (a multiple of 32 up to the block's " +
                    llvm::Twine(numWarps * kWarpLanes) + ")");
  NamedBarrierState &bar = namedBarriers[id];
  if (bar.arrived && bar.count != count)
    return fail(w, 0, inst,
                "named barrier " + llvm::Twine(id) + " for " +
                    llvm::Twine(count) +
                    " threads, which other warps wait "
                    "at for " +
                    llvm::Twine(bar.count));
  bar.count = count;
  bar.arrived += kWarpLanes;
  bar.lastWarp = w.id;
  bar.lastPc = w.pc;
  // bar.arrive counts the warp and goes on; bar.sync waits for the count.
  bool arriveOnly = inst.flags & 1;
  if (!arriveOnly)
    bar.warps.push_back(w.id);
  if (bar.arrived < count) {
    if (arriveOnly)
      return true;
    ++w.pc;
    w.state = WarpState::AtNamedBarrier;
    w.waitBarrier = static_cast<int32_t>(id);
    return true;
  }
  // Every waiting thread is ordered after what the others did before they
  // arrived.
  ++stamp;
  for (unsigned waiter : bar.warps) {
    Warp &other = (*blockWarps)[waiter];
    other.state = WarpState::Running;
    other.waitBarrier = -1;
    for (unsigned lane = 0; lane < kWarpLanes; ++lane)
      threadSync[other.id * kWarpLanes + lane] = stamp;
  }
  bar = NamedBarrierState();
  // The warp that completed it goes on; the interpreter advances its pc.
  return true;
}

bool Machine::checkNamedBarriersDone(const std::vector<Warp> &warps) {
  for (auto [id, bar] : llvm::enumerate(namedBarriers)) {
    if (!bar.arrived)
      continue;
    return fail(warps[bar.lastWarp], 0, program.code[bar.lastPc],
                llvm::formatv("named barrier {0} has {1} of its {2} threads "
                              "arrived when the block ends: a bar.arrive "
                              "that no bar.sync pairs with",
                              id, bar.arrived, bar.count)
                    .str());
  }
  return true;
}

bool Machine::failDeadlock(const Warp &w) {
  if (w.state == WarpState::AtSetMaxReg) {
    const Inst &inst = program.code[w.pc];
    return fail(w, 0, inst,
                llvm::formatv("deadlock: setmaxnreg.inc to {0} registers "
                              "needs {1} more for the warp, and the block's "
                              "pool has {2}: every warp of the block is "
                              "blocked or has returned (the block starts "
                              "with at most {3} registers per thread)",
                              inst.imm, (inst.imm - w.registers) * kWarpLanes,
                              freeRegisters, entryRegisters)
                    .str());
  }
  if (w.state == WarpState::AtNamedBarrier) {
    const NamedBarrierState &bar = namedBarriers[w.waitBarrier];
    return fail(w, 0, program.code[w.pc - 1],
                llvm::formatv("deadlock: waits at named barrier {0}, which "
                              "{1} of its {2} threads reached: every warp of "
                              "the block is blocked or has returned",
                              w.waitBarrier, bar.arrived, bar.count)
                    .str());
  }
  const MBarrier &bar = barriers[w.waitBarrier];
  return fail(w, firstLane(w), program.code[w.pc],
              llvm::formatv("deadlock: waits on mbarrier {0} for the phase of "
                            "parity {1}, which can never complete: every warp "
                            "of the block is blocked or has returned and no "
                            "TMA load is in flight (phase {2}: {3} of {4} "
                            "arrivals pending, tx-count {5})",
                            w.waitBarrier, w.waitParity, bar.phase, bar.pending,
                            bar.count, bar.tx)
                  .str());
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

bool Machine::execTmaLoad(Warp &w, const Inst &inst) {
  const TensorMap &map = *tensorMaps[inst.imm];
  const TensorMapType &t = map.type;
  const MemRefDesc &dst = program.memrefs[inst.memref];
  size_t rank = t.box.size();
  int64_t boxElems = 1;
  for (int64_t d : t.box)
    boxElems *= d;
  int64_t boxBytes = boxElems * t.elemBytes;
  ++stamp;
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    if (inst.aux >= 0 && !(w.regs[inst.aux + lane].i & 1))
      continue;
    int32_t b = barrierIndex(*this, w, lane, inst, inst.imm2,
                             w.regs[inst.srcs[rank] + lane].i);
    if (b < 0 || !usable(*this, w, lane, inst, b))
      return false;
    if (!dst.shared)
      return fail(w, lane, inst, "TMA load into global memory");
    int64_t base = dst.byteOffset;
    if (inst.flags)
      base += w.regs[inst.srcs[rank + 1] + lane].i;
    int64_t dstBytes = static_cast<int64_t>(
        cast<MemRefType>(dst.type).getNumElements() * dst.elemBytes);
    if (dstBytes < boxBytes || base + boxBytes > (int64_t)shared.size())
      return fail(w, lane, inst,
                  "TMA load of a " + llvm::Twine(boxBytes) + "-byte box into " +
                      llvm::Twine(dstBytes) + " bytes at shared byte " +
                      llvm::Twine(base));
    int64_t align =
        t.swizzle == Swizzle::None ? 128 : 8 * swizzleSpan(t.swizzle);
    if (base % align != 0)
      return fail(w, lane, inst,
                  "TMA load destination at shared byte " + llvm::Twine(base) +
                      " is not " + llvm::Twine(align) + "-byte aligned" +
                      (t.swizzle == Swizzle::None
                           ? ""
                           : " (its swizzle pattern repeats every " +
                                 llvm::Twine(align) + " bytes)"));
    // Coordinates come innermost first, as cp.async.bulk.tensor takes them.
    llvm::SmallVector<int64_t, 5> origin(rank);
    for (size_t d = 0; d < rank; ++d)
      origin[d] = w.regs[inst.srcs[rank - 1 - d] + lane].i;
    TmaTransaction tx;
    tx.barrier = b;
    tx.sharedByte = base;
    tx.data.assign(boxBytes, 0);
    tx.warp = w.id;
    tx.lane = lane;
    tx.inst = &inst;
    GlobalBuffer &buffer = *map.buffer;
    llvm::SmallVector<int64_t, 5> e(rank, 0);
    for (int64_t i = 0; i < boxElems; ++i) {
      // e: the element's index in the box, outermost first.
      int64_t rem = i;
      for (size_t d = rank; d-- > 0;) {
        e[d] = rem % t.box[d];
        rem /= t.box[d];
      }
      bool inside = true;
      int64_t linear = 0;
      for (size_t d = 0; d < rank; ++d) {
        int64_t g = origin[d] + e[d];
        inside &= g >= 0 && g < map.dims[d];
        linear = linear * map.dims[d] + g;
      }
      int64_t offset = i * t.elemBytes;
      int64_t placed = swizzleAddress(t.swizzle, base + offset) - base;
      if (!inside)
        continue;
      int64_t src = linear * t.elemBytes;
      if (!accessGlobal(w, lane, inst, buffer, src, t.elemBytes,
                        /*write=*/false))
        return false;
      std::memcpy(tx.data.data() + placed, buffer.bytes.data() + src,
                  t.elemBytes);
    }
    if (!writeShared(w, lane, inst, base, static_cast<unsigned>(boxBytes),
                     nullptr))
      return false;
    for (int64_t i = 0; i < boxBytes; ++i)
      shadow[base + i].pendingTma = true;
    inflight.push_back(std::move(tx));
  }
  return true;
}

bool Machine::landTma() {
  TmaTransaction tx = std::move(inflight.front());
  inflight.pop_front();
  ++stamp;
  MBarrier &bar = barriers[tx.barrier];
  for (size_t i = 0; i < tx.data.size(); ++i) {
    ByteShadow &s = shadow[tx.sharedByte + i];
    s.pendingOwner = -1;
    s.pendingTma = false;
    // Ordered for its readers by the mbarrier, not by the issuing thread.
    s.written = 0;
    s.writer = -1;
    s.initialized = stamp;
    s.tmaBarrier = tx.barrier;
    s.tmaPhase = bar.phase;
    shared[tx.sharedByte + i] = tx.data[i];
  }
  bar.tx -= static_cast<int64_t>(tx.data.size());
  if (bar.tx < 0) {
    Warp w;
    w.id = tx.warp;
    return fail(w, tx.lane, *tx.inst,
                llvm::formatv("tx-count of mbarrier {0} goes negative ({1}) "
                              "when this TMA load lands: phase {2} expected "
                              "fewer bytes than its loads deliver",
                              tx.barrier, bar.tx, bar.phase)
                    .str());
  }
  return maybeComplete(*this, blockWarps, tx.barrier);
}

//===----------------------------------------------------------------------===//
// Warpgroup ops
//===----------------------------------------------------------------------===//

/// Records that `w` executes the warpgroup op at its pc; the warps of a
/// warpgroup must execute the same ones in the same order, converged.
static bool warpgroupStep(Machine &m, Warp &w, const Inst &inst) {
  if (!m.requireConverged(w, inst))
    return false;
  size_t group = w.id / 4;
  if (m.numWarps < static_cast<int64_t>(4 * group + 4))
    return m.fail(w, 0, inst,
                  "warpgroup op in a block whose warpgroup " +
                      llvm::Twine(group) + " has only " +
                      llvm::Twine(m.numWarps - 4 * group) +
                      " warps (a warpgroup is 128 threads)");
  std::vector<size_t> &log = m.warpgroupLog[group];
  size_t index = w.warpgroupOps++;
  if (index == log.size()) {
    log.push_back(w.pc);
    return true;
  }
  if (log[index] == w.pc)
    return true;
  return m.fail(
      w, 0, inst,
      "warpgroup op not reached convergently: warp " + llvm::Twine(w.id) +
          " executes it where another warp of "
          "warpgroup " +
          llvm::Twine(group) + " executed " +
          m.program.code[log[index]].op->getName().getStringRef() + " instead");
}

bool Machine::checkWarpgroupsDone(const std::vector<Warp> &warps) {
  for (const Warp &w : warps) {
    const std::vector<size_t> &log = warpgroupLog[w.id / 4];
    if (w.warpgroupOps < log.size())
      return fail(w, 0, program.code[log[w.warpgroupOps]],
                  "warpgroup op not reached by warp " + llvm::Twine(w.id) +
                      " of its warpgroup, which returned");
  }
  return true;
}

static bool isPending(const Warp &w, int32_t reg) {
  for (const auto &[r, group] : w.pendingAcc)
    if (r == reg && group > w.wgCompleted)
      return true;
  return false;
}

static void setPending(Warp &w, int32_t reg, uint64_t group) {
  for (auto &entry : w.pendingAcc)
    if (entry.first == reg) {
      entry.second = group;
      return;
    }
  w.pendingAcc.push_back({reg, group});
}

static void clearPending(Warp &w, int32_t reg) {
  llvm::erase_if(w.pendingAcc, [&](const std::pair<int32_t, uint64_t> &e) {
    return e.first == reg;
  });
}

static bool failPending(Machine &m, const Warp &w, const Inst &inst) {
  return m.fail(w, 0, inst,
                "reads an accumulator of a wgmma group that no "
                "wgmma.wait_group covers (" +
                    llvm::Twine(w.wgCommitted - w.wgCompleted) +
                    " groups pending; nvvm.wgmma.wait.group.sync.aligned 0 "
                    "must come first)");
}

bool Machine::movePending(Warp &w, const Inst &inst) {
  if (inst.flags && isPending(w, inst.srcs[0]))
    return failPending(*this, w, inst);
  for (size_t k = 0; k < inst.dsts.size(); ++k) {
    if (isPending(w, inst.srcs[k])) {
      for (const auto &[r, group] : w.pendingAcc)
        if (r == inst.srcs[k]) {
          setPending(w, inst.dsts[k], group);
          break;
        }
    } else {
      clearPending(w, inst.dsts[k]);
    }
  }
  return true;
}

/// The shared address of element (mn, k) of a 16-bit matrix under the
/// wgmma matrix descriptor `desc`, K-major or (transposed) MN-major, as
/// the PTX ISA's canonical layouts place it; -1 when not modelled.
static int64_t matrixAddress(uint64_t desc, bool mnMajor, int64_t mn,
                             int64_t k) {
  int64_t start = static_cast<int64_t>(desc & 0x3fff) << 4;
  int64_t lbo = static_cast<int64_t>((desc >> 16) & 0x3fff) << 4;
  int64_t sbo = static_cast<int64_t>((desc >> 32) & 0x3fff) << 4;
  unsigned mode = static_cast<unsigned>(desc >> 62);
  Swizzle swizzle = mode == 1   ? Swizzle::B128
                    : mode == 2 ? Swizzle::B64
                    : mode == 3 ? Swizzle::B32
                                : Swizzle::None;
  int64_t span = swizzleSpan(swizzle);
  if (swizzle == Swizzle::None) {
    if (mnMajor)
      return -1;
    // Core matrices of 8 rows of 16 bytes: rows at SBO per 8, K at LBO.
    return start + (mn / 8) * sbo + (mn % 8) * 16 + (k / 8) * lbo + (k % 8) * 2;
  }
  int64_t a;
  if (!mnMajor) {
    // Rows of `span` bytes, 8 rows to an atom, atoms SBO apart.
    a = start + (mn / 8) * sbo + (mn % 8) * span + k * 2;
  } else {
    // Rows of span / 2 elements along MN (LBO apart beyond), one per k, 8
    // k-rows to an atom, atoms SBO apart.
    int64_t perRow = span / 2;
    a = start + (mn / perRow) * lbo + (mn % perRow) * 2 + (k / 8) * sbo +
        (k % 8) * span;
  }
  return swizzleAddress(swizzle, a);
}

bool Machine::execWarpgroup(Warp &w, const Inst &inst) {
  switch (inst.opcode) {
  case Opcode::WgInitAcc:
    for (int32_t s = 0; s < inst.width * kWarpLanes; ++s)
      w.regs[inst.dst + s].f = 0.0f;
    clearPending(w, inst.dst);
    return true;
  case Opcode::WgDesc: {
    const MemRefDesc &tile = program.memrefs[inst.memref];
    uint64_t desc = static_cast<uint64_t>(inst.imm2) |
                    ((static_cast<uint64_t>(tile.byteOffset) >> 4) & 0x3fff);
    for (unsigned lane = 0; lane < kWarpLanes; ++lane)
      w.regs[inst.dst + lane].i = static_cast<int64_t>(desc);
    return true;
  }
  case Opcode::WgStore: {
    if (isPending(w, inst.srcs[0]))
      return failPending(*this, w, inst);
    // As the NVGPU-to-NVVM lowering stores: warp tid.x / 32 owns rows 16
    // warp to 16 warp + 15, whichever warpgroup it is in.
    const MemRefDesc &mem = program.memrefs[inst.memref];
    ++stamp;
    for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
      if (!(w.mask >> lane & 1))
        continue;
      int64_t tid = w.id * kWarpLanes + lane;
      int64_t x = tid % blockDim[0];
      int64_t row0 = lane / 4 + 16 * (x / kWarpLanes), col0 = 2 * (lane % 4);
      for (int32_t e = 0; e < inst.width; ++e) {
        int64_t row = row0 + 8 * ((e >> 1) & 1);
        int64_t col = col0 + 8 * (e >> 2) + (e & 1);
        int64_t linear = row * mem.strides[0] + col;
        bool inside = row < mem.shape[0] && col < mem.shape[1];
        int64_t byte = linear * 4 + (mem.shared ? mem.byteOffset : 0);
        if (!inside)
          return fail(w, lane, inst,
                      llvm::formatv("out-of-bounds access to {0} at index "
                                    "[{1}, {2}]: outside its dims",
                                    mem.shared ? "shared memory"
                                               : args[mem.argIndex]->name,
                                    row, col)
                          .str());
        uint8_t bytes[4];
        std::memcpy(bytes, &w.regs[inst.srcs[0] + e * kWarpLanes + lane].f, 4);
        if (mem.shared) {
          if (!writeShared(w, lane, inst, byte, 4, bytes))
            return false;
          continue;
        }
        if (!accessGlobal(w, lane, inst, *args[mem.argIndex], byte, 4,
                          /*write=*/true))
          return false;
        std::memcpy(args[mem.argIndex]->bytes.data() + byte, bytes, 4);
      }
    }
    return true;
  }
  default:
    break;
  }

  if (!warpgroupStep(*this, w, inst))
    return false;
  switch (inst.opcode) {
  case Opcode::WgFence:
    return true;
  case Opcode::WgCommit:
    ++w.wgCommitted;
    return true;
  case Opcode::WgWait:
    if (w.wgCommitted > static_cast<uint64_t>(inst.imm))
      w.wgCompleted = std::max(w.wgCompleted,
                               w.wgCommitted - static_cast<uint64_t>(inst.imm));
    return true;
  default:
    break;
  }

  // nvgpu.warpgroup.mma: fence, K / 16 wgmma.mma_async m64nNk16 on
  // descriptors stepped as the lowering steps them, commit, wait.
  int64_t n = inst.imm, k = inst.imm2;
  bool transA = inst.flags & 1, transB = inst.flags & 2;
  int64_t bRows = (inst.flags >> 8) & 0xffffff;
  uint64_t waitGroup = static_cast<uint64_t>(inst.flags) >> 32;
  uint64_t descA = static_cast<uint64_t>(w.regs[inst.srcs[0]].i);
  uint64_t descB = static_cast<uint64_t>(w.regs[inst.srcs[1]].i);
  for (unsigned lane = 1; lane < kWarpLanes; ++lane)
    if (static_cast<uint64_t>(w.regs[inst.srcs[0] + lane].i) != descA ||
        static_cast<uint64_t>(w.regs[inst.srcs[1] + lane].i) != descB)
      return fail(w, lane, inst,
                  "wgmma descriptors differ between the lanes of warp " +
                      llvm::Twine(w.id));
  for (uint64_t desc : {descA, descB}) {
    unsigned mode = static_cast<unsigned>(desc >> 62);
    int64_t start = static_cast<int64_t>(desc & 0x3fff) << 4;
    int64_t atom = mode == 1 ? 1024 : mode == 2 ? 512 : mode == 3 ? 256 : 16;
    int64_t row = atom / 8;
    if (mode != 0 && start % atom >= row)
      return fail(w, 0, inst,
                  "wgmma descriptor starts at shared byte " +
                      llvm::Twine(start) + ", inside a " + llvm::Twine(atom) +
                      "-byte swizzle atom (the descriptor's base offset is "
                      "0, so the tile must start at an atom)");
  }
  int64_t rowBase = 16 * (w.id % 4);
  unsigned width = static_cast<unsigned>(n / 2);
  std::vector<double> acc(static_cast<size_t>(width) * kWarpLanes);
  for (unsigned lane = 0; lane < kWarpLanes; ++lane)
    for (unsigned e = 0; e < width; ++e)
      acc[e * kWarpLanes + lane] =
          w.regs[inst.srcs[2] + e * kWarpLanes + lane].f;
  std::vector<float> a(16 * 16), bm(static_cast<size_t>(n) * 16);
  auto load = [&](uint64_t desc, bool mnMajor, int64_t mn, int64_t kk,
                  float &out) {
    int64_t addr = matrixAddress(desc, mnMajor, mn, kk);
    if (addr < 0)
      return fail(w, 0, inst,
                  "wgmma on a transposed operand without swizzle, which the "
                  "emulator does not model");
    if (addr + 2 > static_cast<int64_t>(shared.size()))
      return fail(w, 0, inst,
                  "wgmma operand element at shared byte " + llvm::Twine(addr) +
                      " past the end of the block's " +
                      llvm::Twine(shared.size()) + " bytes of shared memory");
    uint8_t bytes[2];
    if (!readShared(w, 0, inst, addr, 2, bytes))
      return false;
    out = decodeElement(inst.srcKind, 16, bytes).f;
    return true;
  };
  int64_t bytes = 2;
  for (int64_t step = 0; step < k / 16; ++step) {
    ++stamp;
    uint64_t dA = descA + static_cast<uint64_t>((16 * step * bytes) >> 4);
    uint64_t dB =
        descB + static_cast<uint64_t>((bRows * 16 * step * bytes) >> 4);
    for (int64_t r = 0; r < 16; ++r)
      for (int64_t kk = 0; kk < 16; ++kk)
        if (!load(dA, transA, rowBase + r, kk, a[r * 16 + kk]))
          return false;
    for (int64_t col = 0; col < n; ++col)
      for (int64_t kk = 0; kk < 16; ++kk)
        if (!load(dB, transB, col, kk, bm[col * 16 + kk]))
          return false;
    // Products of f16/bf16 values are exact in double; each instruction's
    // sum is rounded to f32 once.
    for (unsigned lane = 0; lane < kWarpLanes; ++lane)
      for (unsigned e = 0; e < width; ++e) {
        int64_t row = lane / 4 + 8 * ((e >> 1) & 1);
        int64_t col = 8 * (e >> 2) + 2 * (lane % 4) + (e & 1);
        double sum = acc[e * kWarpLanes + lane];
        for (int64_t kk = 0; kk < 16; ++kk)
          sum += double(a[row * 16 + kk]) * double(bm[col * 16 + kk]);
        acc[e * kWarpLanes + lane] = static_cast<float>(sum);
      }
  }
  for (unsigned lane = 0; lane < kWarpLanes; ++lane)
    for (unsigned e = 0; e < width; ++e)
      w.regs[inst.dst + e * kWarpLanes + lane].f =
          static_cast<float>(acc[e * kWarpLanes + lane]);
  ++w.wgCommitted;
  setPending(w, inst.dst, w.wgCommitted);
  if (w.wgCommitted > waitGroup)
    w.wgCompleted = std::max(w.wgCompleted, w.wgCommitted - waitGroup);
  return true;
}

bool Machine::execSetMaxReg(Warp &w, const Inst &inst) {
  // The op's verifier checks the count (a multiple of 8 in 24-256).
  int64_t count = inst.imm;
  bool increase = inst.flags & 1;
  if (increase ? count < w.registers : count > w.registers)
    return fail(w, 0, inst,
                llvm::formatv("setmaxnreg.{0} to {1} registers from the "
                              "warp's {2}",
                              increase ? "inc" : "dec", count, w.registers)
                    .str());
  int64_t taken = (count - w.registers) * kWarpLanes;
  if (taken > freeRegisters) {
    w.state = WarpState::AtSetMaxReg;
    return true;
  }
  // All four warps of the warpgroup execute the same one.
  if (!warpgroupStep(*this, w, inst))
    return false;
  freeRegisters -= taken;
  w.registers = count;
  if (taken < 0)
    for (Warp &other : *blockWarps)
      if (other.state == WarpState::AtSetMaxReg)
        other.state = WarpState::Running;
  return true;
}
