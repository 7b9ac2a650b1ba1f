//===- Hopper.cpp - mbarriers, named barriers and TMA loads ---------------===//
//
// Part of attn-opt. Hopper's asynchronous ops as the PTX ISA defines them:
// mbarrier phases with pending arrivals and transaction bytes, named
// barriers (bar.sync and bar.arrive), and TMA tile loads
// (cp.async.bulk.tensor) that read global memory when issued and land,
// swizzled, as late as any schedule allows (when every warp is blocked),
// completing bytes on their mbarrier. The warpgroup ops are in
// Warpgroup.cpp.
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
  w.releasedInFlight = bar.completedInFlight;
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
  bar.completedInFlight = std::move(bar.inFlight);
  bar.inFlight.clear();
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
      // An arrive releases what the thread read; a wgmma still reads its
      // shared operands until its group completes.
      if (w.wgCommitted > w.wgCompleted) {
        auto warpgroup = static_cast<int32_t>(w.id / 4);
        auto *entry = llvm::find_if(
            bar.inFlight, [&](const auto &e) { return e.first == warpgroup; });
        if (entry == bar.inFlight.end())
          bar.inFlight.push_back({warpgroup, w.wgCompleted});
        else
          entry->second = std::min(entry->second, w.wgCompleted);
      }
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
    other.releasedInFlight.clear();
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
