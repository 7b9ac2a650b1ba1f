//===- Collectives.cpp - shuffles, ldmatrix and mma.sync ------------------===//
//
// Part of attn-opt. The warp-collective instructions, each on all 32 lanes
// at once and refused when lanes diverge. ldmatrix and mma.sync follow the
// fragment layouts of the PTX ISA (ldmatrix .m8n8 .b16, mma.sync.aligned
// .m16n8k16 .row.col with f16 or bf16 operands and f32 accumulators).
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

bool Machine::requireConverged(const Warp &w, const Inst &inst) {
  if (w.mask == 0xffffffffu)
    return true;
  unsigned lane = 0;
  while (lane < kWarpLanes && !(w.mask >> lane & 1))
    ++lane;
  return fail(w, lane == kWarpLanes ? 0 : lane, inst,
              llvm::formatv("warp-collective op with divergent lanes: lanes "
                            "{0:x8} of warp {1} are active, it needs all 32",
                            w.mask, w.id)
                  .str());
}

bool Machine::execShuffle(Warp &w, const Inst &inst) {
  if (!requireConverged(w, inst))
    return false;
  int32_t value = inst.srcs[0], offsetReg = inst.srcs[1],
          widthReg = inst.srcs[2];
  Slot result[kWarpLanes];
  bool valid[kWarpLanes];
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    int64_t offset = w.regs[offsetReg + lane].i;
    int64_t width = w.regs[widthReg + lane].i;
    if (width < 1 || width > kWarpLanes || (width & (width - 1)))
      return fail(w, lane, inst,
                  "shuffle width " + llvm::Twine(width) +
                      " (it must be a power of two up to 32)");
    int64_t first = lane & ~(width - 1), last = first + width - 1;
    int64_t src = lane;
    switch (static_cast<gpu::ShuffleMode>(inst.imm)) {
    case gpu::ShuffleMode::XOR:
      src = lane ^ offset;
      break;
    case gpu::ShuffleMode::UP:
      src = lane - offset;
      break;
    case gpu::ShuffleMode::DOWN:
      src = lane + offset;
      break;
    case gpu::ShuffleMode::IDX:
      src = first + offset;
      break;
    }
    valid[lane] = src >= first && src <= last;
    result[lane] = w.regs[value + (valid[lane] ? src : lane)];
  }
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    w.regs[inst.dst + lane] = result[lane];
    w.regs[inst.aux + lane].i = valid[lane];
  }
  return true;
}

bool Machine::execLdMatrix(Warp &w, const Inst &inst) {
  if (!requireConverged(w, inst))
    return false;
  const MemRefDesc &mem = program.memrefs[inst.memref];
  int64_t tiles = inst.imm;
  bool transpose = inst.imm2 != 0;
  // rows[8 i + r]: row r of matrix i, read from the address of lane 8 i + r.
  float rows[32][8];
  ++stamp;
  for (unsigned lane = 0; lane < 8 * tiles; ++lane) {
    int64_t byte;
    if (!address(w, lane, inst, mem, inst.srcs, 8, byte))
      return false;
    if (!mem.shared)
      return fail(w, lane, inst, "ldmatrix from global memory");
    if (byte % 16 != 0)
      return fail(w, lane, inst,
                  "ldmatrix row address at shared byte " + llvm::Twine(byte) +
                      " is not 16-byte aligned");
    uint8_t data[16];
    if (!readShared(w, lane, inst, byte, 16, data))
      return false;
    for (int e = 0; e < 8; ++e)
      rows[lane][e] = decodeElement(mem.kind, 16, data + 2 * e).f;
  }
  // Thread t holds, of each matrix, row t / 4 at columns 2 (t % 4) and
  // 2 (t % 4) + 1, or with .trans the same of the transposed matrix.
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    unsigned g = lane / 4, q = lane % 4;
    for (int64_t i = 0; i < tiles; ++i) {
      for (unsigned j = 0; j < 2; ++j) {
        float v =
            transpose ? rows[8 * i + 2 * q + j][g] : rows[8 * i + g][2 * q + j];
        w.regs[inst.dst + (2 * i + j) * kWarpLanes + lane].f = v;
      }
    }
  }
  return true;
}

bool Machine::execMma(Warp &w, const Inst &inst) {
  if (!requireConverged(w, inst))
    return false;
  // Element e of lane l of operand `which`: A has 8, B 4 and C 4 elements
  // per lane. nvgpu.mma.sync holds them as vectors; nvvm.mma.sync as i32
  // registers of two packed 16-bit values (A, B) and f32 scalars (C).
  bool packed = inst.imm == 1;
  auto element = [&](int which, unsigned lane, unsigned e) -> float {
    if (!packed) {
      int32_t reg = inst.srcs[which];
      return w.regs[reg + e * kWarpLanes + lane].f;
    }
    if (which == 2)
      return w.regs[inst.srcs[6 + e] + lane].f;
    int32_t reg = inst.srcs[(which == 0 ? 0 : 4) + e / 2];
    uint32_t bits = static_cast<uint32_t>(w.regs[reg + lane].i);
    uint16_t half = static_cast<uint16_t>(e % 2 ? bits >> 16 : bits & 0xffffu);
    return inst.srcKind == ElemKind::F16 ? halfToFloat(half)
                                         : bfloatToFloat(half);
  };
  double a[16][16], b[16][8], c[16][8];
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    unsigned g = lane / 4, q = lane % 4;
    for (unsigned i = 0; i < 8; ++i)
      a[g + 8 * (i / 2 % 2)][2 * q + i % 2 + 8 * (i / 4)] = element(0, lane, i);
    for (unsigned i = 0; i < 4; ++i)
      b[2 * q + i % 2 + 8 * (i / 2)][g] = element(1, lane, i);
    for (unsigned i = 0; i < 4; ++i)
      c[g + 8 * (i / 2)][2 * q + i % 2] = element(2, lane, i);
  }
  // Products of f16/bf16 values are exact in double; the sum is rounded to
  // f32 once.
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    unsigned g = lane / 4, q = lane % 4;
    for (unsigned i = 0; i < 4; ++i) {
      unsigned row = g + 8 * (i / 2), col = 2 * q + i % 2;
      double sum = c[row][col];
      for (unsigned k = 0; k < 16; ++k)
        sum += a[row][k] * b[k][col];
      w.regs[inst.dst + i * kWarpLanes + lane].f = static_cast<float>(sum);
    }
  }
  return true;
}
