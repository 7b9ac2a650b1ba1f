//===- Warpgroup.cpp - wgmma and setmaxnreg -------------------------------===//
//
// Part of attn-opt. Hopper's warpgroup ops as the PTX ISA defines them:
// wgmma.mma_async on shared-memory matrix descriptors, or with A in
// registers (the inline PTX of WgmmaInlineAsm.h), into the m64nN
// accumulator fragments of its warpgroup's warps, whose registers and shared
// operands stay the wgmma's until a wait covers its group, and which reads
// registers only where a wgmma.fence ordered their writes; and setmaxnreg
// trading registers within the block's pool.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "attn/Target/WgmmaInlineAsm.h"

#include "llvm/Support/FormatVariadic.h"

#include <optional>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

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

/// The wgmma group that still owns register `reg`, or 0 when none does
/// (groups count from 1).
static uint64_t pendingGroup(const Warp &w, int32_t reg) {
  for (const auto &[r, group] : w.pendingAcc)
    if (r == reg && group > w.wgCompleted)
      return group;
  return 0;
}

static bool isPending(const Warp &w, int32_t reg) {
  return pendingGroup(w, reg) != 0;
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

/// Makes `dst`, a copy of `src`, owned by the group that owns `src`, if any.
static void carryPending(Warp &w, int32_t src, int32_t dst) {
  if (uint64_t group = pendingGroup(w, src))
    setPending(w, dst, group);
  else
    clearPending(w, dst);
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
  for (size_t k = 0; k < inst.dsts.size(); ++k)
    carryPending(w, inst.srcs[k], inst.dsts[k]);
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

/// The descriptor in register `reg` of `w`, failing unless every lane holds
/// the same one and, swizzled, it starts at a swizzle atom.
static std::optional<uint64_t>
uniformDescriptor(Machine &m, const Warp &w, const Inst &inst, int32_t reg) {
  uint64_t desc = static_cast<uint64_t>(w.regs[reg].i);
  for (unsigned lane = 1; lane < kWarpLanes; ++lane)
    if (static_cast<uint64_t>(w.regs[reg + lane].i) != desc) {
      m.fail(w, lane, inst,
             "wgmma descriptors differ between the lanes of warp " +
                 llvm::Twine(w.id));
      return std::nullopt;
    }
  unsigned mode = static_cast<unsigned>(desc >> 62);
  int64_t start = static_cast<int64_t>(desc & 0x3fff) << 4;
  int64_t atom = mode == 1 ? 1024 : mode == 2 ? 512 : mode == 3 ? 256 : 16;
  if (mode != 0 && start % atom >= atom / 8) {
    m.fail(w, 0, inst,
           "wgmma descriptor starts at shared byte " + llvm::Twine(start) +
               ", inside a " + llvm::Twine(atom) +
               "-byte swizzle atom (the descriptor's base offset is 0, so the "
               "tile must start at an atom)");
    return std::nullopt;
  }
  return desc;
}

void Machine::noteWgmmaRead(const Warp &w, int64_t byte, uint64_t group) {
  ByteShadow &s = shadow[byte];
  if (s.wgmmaRead < blockStart)
    s.wgmmaWarpgroup = {-1, -1};
  s.wgmmaRead = stamp;
  auto warpgroup = static_cast<int32_t>(w.id / 4);
  auto find = [&](int32_t owner) -> std::optional<size_t> {
    for (size_t slot = 0; slot < 2; ++slot)
      if (s.wgmmaWarpgroup[slot] == owner)
        return slot;
    return std::nullopt;
  };
  std::optional<size_t> slot = find(warpgroup);
  if (!slot)
    slot = find(-1);
  if (!slot) {
    // Frees the slots of completed groups; with none, the first slot's
    // read is forgotten.
    pendingWgmmaReader(s);
    slot = find(-1).value_or(0);
  }
  s.wgmmaWarpgroup[*slot] = warpgroup;
  s.wgmmaGroup[*slot] = group;
}

int32_t Machine::pendingWgmmaReader(ByteShadow &s) {
  int32_t pending = -1;
  for (size_t slot = 0; slot < 2; ++slot) {
    int32_t warpgroup = s.wgmmaWarpgroup[slot];
    if (warpgroup < 0)
      continue;
    bool done = true;
    for (size_t k = 0; k < 4; ++k)
      done &=
          (*blockWarps)[4 * warpgroup + k].wgCompleted >= s.wgmmaGroup[slot];
    if (done)
      s.wgmmaWarpgroup[slot] = -1;
    else if (pending < 0)
      pending = warpgroup;
  }
  return pending;
}

bool Machine::checkWgmmaOperandWrite(const Warp &w, unsigned lane,
                                     const Inst &inst, int64_t byte) {
  ByteShadow &s = shadow[byte];
  for (size_t slot = 0; slot < 2; ++slot)
    for (auto [warpgroup, completed] : w.releasedInFlight)
      if (s.wgmmaWarpgroup[slot] == warpgroup && s.wgmmaGroup[slot] > completed)
        return fail(w, lane, inst,
                    llvm::formatv("shared-memory race: writes shared byte "
                                  "{0}, which a wgmma of warpgroup {1} "
                                  "reads; the mbarrier wait that ordered the "
                                  "write passed on an arrive warpgroup {1} "
                                  "made before that wgmma's group completed "
                                  "(its wgmma.wait_group must come first)",
                                  byte, warpgroup)
                        .str());
  int32_t pending = pendingWgmmaReader(s);
  if (pending < 0)
    return true;
  return fail(w, lane, inst,
              llvm::formatv("shared-memory race: writes shared byte {0}, "
                            "which a wgmma of warpgroup {1} still reads (its "
                            "warps have not all passed a wgmma.wait_group "
                            "that covers its group)",
                            byte, pending)
                  .str());
}

/// Reads element (`mn`, `k`) of the 16-bit shared operand of `desc` into
/// `out`, for the wgmma being issued; the read lasts until the group the
/// warp's next commit closes completes.
static bool loadOperand(Machine &m, const Warp &w, const Inst &inst,
                        uint64_t desc, bool mnMajor, int64_t mn, int64_t k,
                        float &out) {
  int64_t addr = matrixAddress(desc, mnMajor, mn, k);
  if (addr < 0)
    return m.fail(w, 0, inst,
                  "wgmma on a transposed operand without swizzle, which the "
                  "emulator does not model");
  if (addr + 2 > static_cast<int64_t>(m.shared.size()))
    return m.fail(w, 0, inst,
                  "wgmma operand element at shared byte " + llvm::Twine(addr) +
                      " past the end of the block's " +
                      llvm::Twine(m.shared.size()) + " bytes of shared memory");
  uint8_t bytes[2];
  if (!m.readShared(w, 0, inst, addr, 2, bytes))
    return false;
  m.noteWgmmaRead(w, addr, w.wgCommitted + 1);
  m.noteWgmmaRead(w, addr + 1, w.wgCommitted + 1);
  out = decodeElement(inst.srcKind, 16, bytes).f;
  return true;
}

/// Adds the product of the warp's 16 rows of A (`a`, 16 x 16) and B
/// (`bm`, N x 16) to its accumulator `acc` (N / 2 registers per lane, the
/// accumulator fragment's layout), each register's sum rounded to f32 once
/// as one wgmma rounds it. Products of f16/bf16 values are exact in double.
static void accumulateStep(ArrayRef<float> a, ArrayRef<float> bm,
                           unsigned width, std::vector<double> &acc) {
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

/// Reads `rows` x 16 elements of a shared operand of the wgmma being issued
/// into `out` (row-major): rows `firstRow` on of the N or M dimension, the
/// 16 of K.
static bool loadOperandTile(Machine &m, const Warp &w, const Inst &inst,
                            uint64_t desc, bool mnMajor, int64_t firstRow,
                            int64_t rows, std::vector<float> &out) {
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t kk = 0; kk < 16; ++kk)
      if (!loadOperand(m, w, inst, desc, mnMajor, firstRow + r, kk,
                       out[r * 16 + kk]))
        return false;
  return true;
}

/// Writes one m64nNk16 wgmma's result: its accumulator (the N / 2
/// registers of srcs 0 on, or zero where not `accumulate`) plus the warp's
/// A · B, into registers that stay the wgmma's until the group the next
/// commit closes completes.
static void writeWgmmaResult(Warp &w, const Inst &inst, ArrayRef<float> a,
                             ArrayRef<float> bm, unsigned width,
                             bool accumulate) {
  std::vector<double> acc(static_cast<size_t>(width) * kWarpLanes, 0.0);
  if (accumulate)
    for (unsigned lane = 0; lane < kWarpLanes; ++lane)
      for (unsigned e = 0; e < width; ++e)
        acc[e * kWarpLanes + lane] = w.regs[inst.srcs[e] + lane].f;
  accumulateStep(a, bm, width, acc);
  for (unsigned lane = 0; lane < kWarpLanes; ++lane)
    for (unsigned e = 0; e < width; ++e)
      w.regs[inst.dst + e * kWarpLanes + lane].f =
          static_cast<float>(acc[e * kWarpLanes + lane]);
  setPending(w, inst.dst, w.wgCommitted + 1);
}

void Machine::recordFencedWrite(Warp &w, const Inst &inst) {
  if (inst.opcode == Opcode::WgMmaRegA || inst.opcode == Opcode::WgMma ||
      inst.opcode == Opcode::WgMmaShared) {
    for (int32_t e = 0; e < inst.width; ++e)
      w.regFence[inst.dst / kWarpLanes + e] = 0;
    return;
  }
  // Copies pass the state on, read before any is written (a loop latch may
  // swap its values).
  llvm::SmallVector<std::pair<int32_t, uint32_t>, 16> copied;
  if (forEachCopiedRegister(inst, [&](int32_t dst, int32_t src) {
        copied.push_back({dst, w.regFence[src]});
      })) {
    for (auto [dst, state] : copied)
      w.regFence[dst] = state;
    return;
  }
  for (int32_t e = 0; e < inst.width; ++e)
    w.regFence[inst.dst / kWarpLanes + e] = w.wgFences + 1;
}

/// Fails unless every register the wgmma reads (fencedSources: its
/// accumulator's, then A's) was written before the warp's last wgmma.fence
/// or by a wgmma.
static bool checkFenced(Machine &m, const Warp &w, const Inst &inst) {
  for (int64_t i = 0; i < fencedSources(inst); ++i)
    if (w.regFence[inst.srcs[i] / kWarpLanes] == w.wgFences + 1)
      return m.fail(
          w, 0, inst,
          llvm::Twine("wgmma reads ") +
              (i < inst.imm / 2 ? "an accumulator" : "an A") +
              " register written after the warp's last wgmma.fence (PTX "
              "orders a register write before a wgmma only through "
              "nvvm.wgmma.fence.aligned in between)");
  return true;
}

/// One wgmma.mma_async m64nNk16 with A from registers (WgmmaInlineAsm.h's
/// inline PTX): the warp's 16 rows of A from its lanes' four registers of
/// two 16-bit elements each, B by descriptor, the accumulator from the N / 2
/// registers it names into the asm's result, which stays the wgmma's until
/// the group the next commit closes completes.
static bool execRegisterAWgmma(Machine &m, Warp &w, const Inst &inst) {
  int64_t n = inst.imm;
  unsigned width = static_cast<unsigned>(n / 2);
  bool transB = inst.flags & 1;
  if (!checkFenced(m, w, inst))
    return false;
  std::optional<uint64_t> descB =
      uniformDescriptor(m, w, inst, inst.srcs[width + kWgmmaARegisters]);
  if (!descB)
    return false;
  std::vector<float> a(16 * 16), bm(static_cast<size_t>(n) * 16);
  ++m.stamp;
  // Lane l holds rows l / 4 and l / 4 + 8, columns 2 (l % 4) and 8 on:
  // register r is row half r % 2, column half r / 2, the low element first.
  for (unsigned lane = 0; lane < kWarpLanes; ++lane)
    for (int64_t r = 0; r < kWgmmaARegisters; ++r) {
      auto bits = static_cast<uint32_t>(w.regs[inst.srcs[width + r] + lane].i);
      for (int64_t half = 0; half < 2; ++half) {
        uint8_t bytes[2] = {static_cast<uint8_t>(bits >> (16 * half)),
                            static_cast<uint8_t>(bits >> (16 * half + 8))};
        int64_t row = lane / 4 + 8 * (r % 2);
        int64_t col = 2 * (lane % 4) + 8 * (r / 2) + half;
        a[row * 16 + col] = decodeElement(inst.srcKind, 16, bytes).f;
      }
    }
  if (!loadOperandTile(m, w, inst, *descB, transB, 0, n, bm))
    return false;
  writeWgmmaResult(w, inst, a, bm, width, /*accumulate=*/true);
  return true;
}

/// One nvvm.wgmma.mma_async m64nNk16 with both operands by descriptor: the
/// warp's 16 rows of A and B from shared memory, the accumulator from the
/// N / 2 registers it names (or zero, scale-d = 0) into its result, which
/// stays the wgmma's until the group the next commit closes completes.
static bool execSharedWgmma(Machine &m, Warp &w, const Inst &inst) {
  int64_t n = inst.imm;
  unsigned width = static_cast<unsigned>(n / 2);
  bool transA = inst.flags & 1, transB = inst.flags & 2,
       accumulate = inst.flags & 4;
  if (!checkFenced(m, w, inst))
    return false;
  std::optional<uint64_t> descA =
      uniformDescriptor(m, w, inst, inst.srcs[width]);
  if (!descA)
    return false;
  std::optional<uint64_t> descB =
      uniformDescriptor(m, w, inst, inst.srcs[width + 1]);
  if (!descB)
    return false;
  std::vector<float> a(16 * 16), bm(static_cast<size_t>(n) * 16);
  ++m.stamp;
  if (!loadOperandTile(m, w, inst, *descA, transA, 16 * (w.id % 4), 16, a) ||
      !loadOperandTile(m, w, inst, *descB, transB, 0, n, bm))
    return false;
  writeWgmmaResult(w, inst, a, bm, width, accumulate);
  return true;
}

bool Machine::extractPending(Warp &w, const Inst &inst) {
  // A read before the wait; passing the register on to the next wgmma of
  // the chain is what the hardware allows.
  if (inst.flags == 2 && isPending(w, inst.srcs[0]))
    return failPending(*this, w, inst);
  carryPending(w, inst.srcs[0], inst.dst);
  return true;
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
    ++w.wgFences;
    return true;
  case Opcode::WgCommit:
    ++w.wgCommitted;
    return true;
  case Opcode::WgWait:
    if (w.wgCommitted > static_cast<uint64_t>(inst.imm))
      w.wgCompleted = std::max(w.wgCompleted,
                               w.wgCommitted - static_cast<uint64_t>(inst.imm));
    return true;
  case Opcode::WgMmaRegA:
    return execRegisterAWgmma(*this, w, inst);
  case Opcode::WgMmaShared:
    return execSharedWgmma(*this, w, inst);
  default:
    break;
  }

  // nvgpu.warpgroup.mma: fence, K / 16 wgmma.mma_async m64nNk16 on
  // descriptors stepped as the lowering steps them, commit, wait.
  ++w.wgFences;
  int64_t n = inst.imm, k = inst.imm2;
  bool transA = inst.flags & 1, transB = inst.flags & 2;
  int64_t bRows = (inst.flags >> 8) & 0xffffff;
  uint64_t waitGroup = static_cast<uint64_t>(inst.flags) >> 32;
  std::optional<uint64_t> descAOr =
      uniformDescriptor(*this, w, inst, inst.srcs[0]);
  if (!descAOr)
    return false;
  std::optional<uint64_t> descBOr =
      uniformDescriptor(*this, w, inst, inst.srcs[1]);
  if (!descBOr)
    return false;
  uint64_t descA = *descAOr, descB = *descBOr;
  int64_t rowBase = 16 * (w.id % 4);
  unsigned width = static_cast<unsigned>(n / 2);
  std::vector<double> acc(static_cast<size_t>(width) * kWarpLanes);
  for (unsigned lane = 0; lane < kWarpLanes; ++lane)
    for (unsigned e = 0; e < width; ++e)
      acc[e * kWarpLanes + lane] =
          w.regs[inst.srcs[2] + e * kWarpLanes + lane].f;
  std::vector<float> a(16 * 16), bm(static_cast<size_t>(n) * 16);
  int64_t bytes = 2;
  for (int64_t step = 0; step < k / 16; ++step) {
    ++stamp;
    uint64_t dA = descA + static_cast<uint64_t>((16 * step * bytes) >> 4);
    uint64_t dB =
        descB + static_cast<uint64_t>((bRows * 16 * step * bytes) >> 4);
    if (!loadOperandTile(*this, w, inst, dA, transA, rowBase, 16, a) ||
        !loadOperandTile(*this, w, inst, dB, transB, 0, n, bm))
      return false;
    accumulateStep(a, bm, width, acc);
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
