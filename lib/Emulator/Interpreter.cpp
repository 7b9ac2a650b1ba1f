//===- Interpreter.cpp - run one warp of a decoded kernel -----------------===//
//
// Part of attn-opt. A warp executes one instruction for all of its active
// lanes at a time. Pure instructions compute every lane (inactive lanes only
// overwrite values they never read), moves and memory instructions honour
// the mask; scf.if and scf.for narrow the mask and restore it from the mask
// stack, so lanes may diverge anywhere that no barrier or warp-collective op
// requires them converged.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

namespace {

bool compareInt(arith::CmpIPredicate p, int64_t a, int64_t b, unsigned bits) {
  uint64_t ua = unsignedInt(a, bits), ub = unsignedInt(b, bits);
  switch (p) {
  case arith::CmpIPredicate::eq:
    return a == b;
  case arith::CmpIPredicate::ne:
    return a != b;
  case arith::CmpIPredicate::slt:
    return a < b;
  case arith::CmpIPredicate::sle:
    return a <= b;
  case arith::CmpIPredicate::sgt:
    return a > b;
  case arith::CmpIPredicate::sge:
    return a >= b;
  case arith::CmpIPredicate::ult:
    return ua < ub;
  case arith::CmpIPredicate::ule:
    return ua <= ub;
  case arith::CmpIPredicate::ugt:
    return ua > ub;
  case arith::CmpIPredicate::uge:
    return ua >= ub;
  }
  return false;
}

bool compareFloat(arith::CmpFPredicate p, float a, float b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (p) {
  case arith::CmpFPredicate::AlwaysFalse:
    return false;
  case arith::CmpFPredicate::OEQ:
    return !unordered && a == b;
  case arith::CmpFPredicate::OGT:
    return !unordered && a > b;
  case arith::CmpFPredicate::OGE:
    return !unordered && a >= b;
  case arith::CmpFPredicate::OLT:
    return !unordered && a < b;
  case arith::CmpFPredicate::OLE:
    return !unordered && a <= b;
  case arith::CmpFPredicate::ONE:
    return !unordered && a != b;
  case arith::CmpFPredicate::ORD:
    return !unordered;
  case arith::CmpFPredicate::UEQ:
    return unordered || a == b;
  case arith::CmpFPredicate::UGT:
    return unordered || a > b;
  case arith::CmpFPredicate::UGE:
    return unordered || a >= b;
  case arith::CmpFPredicate::ULT:
    return unordered || a < b;
  case arith::CmpFPredicate::ULE:
    return unordered || a <= b;
  case arith::CmpFPredicate::UNE:
    return unordered || a != b;
  case arith::CmpFPredicate::UNO:
    return unordered;
  case arith::CmpFPredicate::AlwaysTrue:
    return true;
  }
  return false;
}

/// IEEE 754-2019 maximum and minimum: NaN wins, -0 < +0 (PTX max.NaN).
float maximumF(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return NAN;
  if (a == b)
    return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

float minimumF(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return NAN;
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

/// An integer op on all lanes' `bits`-bit values; division by zero gives
/// all ones, as PTX's div does, instead of trapping.
int64_t intOp(Opcode op, int64_t a, int64_t b, unsigned bits) {
  uint64_t ua = unsignedInt(a, bits), ub = unsignedInt(b, bits);
  switch (op) {
  case Opcode::AddI:
    return static_cast<int64_t>(static_cast<uint64_t>(a) +
                                static_cast<uint64_t>(b));
  case Opcode::SubI:
    return static_cast<int64_t>(static_cast<uint64_t>(a) -
                                static_cast<uint64_t>(b));
  case Opcode::MulI:
    return static_cast<int64_t>(static_cast<uint64_t>(a) *
                                static_cast<uint64_t>(b));
  case Opcode::DivUI:
    return ub == 0 ? -1 : static_cast<int64_t>(ua / ub);
  case Opcode::RemUI:
    return ub == 0 ? a : static_cast<int64_t>(ua % ub);
  case Opcode::DivSI:
    return b == 0 || (b == -1 && a == INT64_MIN) ? -1 : a / b;
  case Opcode::RemSI:
    return b == 0 || b == -1 ? 0 : a % b;
  case Opcode::MinSI:
    return std::min(a, b);
  case Opcode::MaxSI:
    return std::max(a, b);
  case Opcode::MinUI:
    return ua < ub ? a : b;
  case Opcode::MaxUI:
    return ua > ub ? a : b;
  case Opcode::AndI:
    return a & b;
  case Opcode::OrI:
    return a | b;
  case Opcode::XOrI:
    return a ^ b;
  case Opcode::ShLI:
    return ub >= bits ? 0 : static_cast<int64_t>(ua << ub);
  case Opcode::ShRUI:
    return ub >= bits ? 0 : static_cast<int64_t>(ua >> ub);
  case Opcode::ShRSI:
    return normalizeInt(a, bits) >> std::min<uint64_t>(ub, 63);
  default:
    return 0;
  }
}

float floatOp(Opcode op, float a, float b) {
  switch (op) {
  case Opcode::AddF:
    return a + b;
  case Opcode::SubF:
    return a - b;
  case Opcode::MulF:
    return a * b;
  case Opcode::DivF:
    return a / b;
  case Opcode::MaximumF:
    return maximumF(a, b);
  case Opcode::MinimumF:
    return minimumF(a, b);
  case Opcode::MaxNumF:
    return std::fmax(a, b);
  case Opcode::MinNumF:
    return std::fmin(a, b);
  default:
    return 0;
  }
}

/// exp2 and exp as the GPU computes them (ex2.approx.f32 behind both,
/// at most 2 ulp from the true value): the correctly rounded f32 result.
float gpuExp2(float x) { return static_cast<float>(std::exp2(double(x))); }
float gpuExp(float x) { return static_cast<float>(std::exp(double(x))); }

} // namespace

bool Machine::run(Warp &w, int64_t budget) {
  const std::vector<Inst> &code = program.code;
  std::vector<Slot> &r = w.regs;
  for (; budget > 0; --budget) {
    const Inst &in = code[w.pc];
    ++instructions;
    const int32_t n = in.width * kWarpLanes;
    if (in.fenceWatched)
      recordFencedWrite(w, in);
    switch (in.opcode) {
    case Opcode::ThreadId: {
      for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
        int64_t tid = w.id * kWarpLanes + lane;
        int64_t x = tid % blockDim[0], y = tid / blockDim[0] % blockDim[1],
                z = tid / (blockDim[0] * blockDim[1]);
        r[in.dst + lane].i = in.imm == 0 ? x : in.imm == 1 ? y : z;
      }
      break;
    }
    case Opcode::BlockId:
    case Opcode::BlockDim:
    case Opcode::GridDim: {
      const std::array<int64_t, 3> &dims =
          in.opcode == Opcode::BlockId    ? blockId
          : in.opcode == Opcode::BlockDim ? blockDim
                                          : grid;
      for (unsigned lane = 0; lane < kWarpLanes; ++lane)
        r[in.dst + lane].i = dims[in.imm];
      break;
    }
    case Opcode::AddI:
    case Opcode::SubI:
    case Opcode::MulI:
    case Opcode::DivUI:
    case Opcode::RemUI:
    case Opcode::DivSI:
    case Opcode::RemSI:
    case Opcode::MinSI:
    case Opcode::MaxSI:
    case Opcode::MinUI:
    case Opcode::MaxUI:
    case Opcode::AndI:
    case Opcode::OrI:
    case Opcode::XOrI:
    case Opcode::ShLI:
    case Opcode::ShRUI:
    case Opcode::ShRSI: {
      int32_t a = in.srcs[0], b = in.srcs[1];
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].i = normalizeInt(
            intOp(in.opcode, r[a + s].i, r[b + s].i, in.bits), in.bits);
      break;
    }
    case Opcode::CmpI: {
      auto p = static_cast<arith::CmpIPredicate>(in.imm);
      int32_t a = in.srcs[0], b = in.srcs[1];
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].i = compareInt(p, r[a + s].i, r[b + s].i, in.srcBits);
      break;
    }
    case Opcode::ExtSI:
    case Opcode::TruncI:
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].i = normalizeInt(r[in.srcs[0] + s].i, in.bits);
      break;
    case Opcode::ExtUI:
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].i = normalizeInt(
            static_cast<int64_t>(unsignedInt(r[in.srcs[0] + s].i, in.srcBits)),
            in.bits);
      break;
    case Opcode::AddF:
    case Opcode::SubF:
    case Opcode::MulF:
    case Opcode::DivF:
    case Opcode::MaximumF:
    case Opcode::MinimumF:
    case Opcode::MaxNumF:
    case Opcode::MinNumF: {
      int32_t a = in.srcs[0], b = in.srcs[1];
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].f =
            roundTo(in.kind, floatOp(in.opcode, r[a + s].f, r[b + s].f));
      break;
    }
    case Opcode::NegF:
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].f = -r[in.srcs[0] + s].f;
      break;
    case Opcode::Fma: {
      int32_t a = in.srcs[0], b = in.srcs[1], c = in.srcs[2];
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].f =
            roundTo(in.kind, std::fma(r[a + s].f, r[b + s].f, r[c + s].f));
      break;
    }
    case Opcode::Exp2:
    case Opcode::Exp: {
      bool two = in.opcode == Opcode::Exp2;
      for (int32_t s = 0; s < n; ++s) {
        float x = r[in.srcs[0] + s].f;
        r[in.dst + s].f = roundTo(in.kind, two ? gpuExp2(x) : gpuExp(x));
      }
      break;
    }
    case Opcode::CmpF: {
      auto p = static_cast<arith::CmpFPredicate>(in.imm);
      int32_t a = in.srcs[0], b = in.srcs[1];
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].i = compareFloat(p, r[a + s].f, r[b + s].f);
      break;
    }
    case Opcode::FloatCast:
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].f = roundTo(in.kind, r[in.srcs[0] + s].f);
      break;
    case Opcode::SIToFP:
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s].f =
            roundTo(in.kind, static_cast<float>(r[in.srcs[0] + s].i));
      break;
    case Opcode::FPToSI:
      for (int32_t s = 0; s < n; ++s) {
        float x = r[in.srcs[0] + s].f;
        // Out-of-range values (only ever in lanes that do not use them)
        // convert to 0 instead of being undefined behaviour here.
        r[in.dst + s].i = std::fabs(x) < 9.2e18f
                              ? normalizeInt(static_cast<int64_t>(x), in.bits)
                              : 0;
      }
      break;
    case Opcode::Select: {
      int32_t c = in.srcs[0], a = in.srcs[1], b = in.srcs[2];
      for (int32_t s = 0; s < n; ++s) {
        int32_t cs = in.imm ? s : s % kWarpLanes;
        r[in.dst + s] = r[c + cs].i ? r[a + s] : r[b + s];
      }
      break;
    }
    case Opcode::Extract:
      if (in.flags && !extractPending(w, in))
        return false;
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s] = r[in.srcs[0] + in.imm * kWarpLanes + s];
      break;
    case Opcode::Insert: {
      // Copy the destination vector, then the inserted slice.
      int32_t src = in.srcs[0], dest = in.srcs[1];
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s] = r[dest + s];
      for (int32_t s = 0; s < in.imm2 * kWarpLanes; ++s)
        r[in.dst + in.imm * kWarpLanes + s] = r[src + s];
      break;
    }
    case Opcode::FromElements:
      for (auto [e, src] : llvm::enumerate(in.srcs))
        for (unsigned lane = 0; lane < kWarpLanes; ++lane)
          r[in.dst + e * kWarpLanes + lane] = r[src + lane];
      break;
    case Opcode::Broadcast:
      for (int32_t s = 0; s < n; ++s)
        r[in.dst + s] = r[in.srcs[0] + s % kWarpLanes];
      break;
    case Opcode::BitCast: {
      // Through the little-endian bytes of each lane's vector.
      unsigned srcBits = storageBits(in.srcKind, in.srcBits);
      unsigned dstBits = storageBits(in.kind, in.bits);
      unsigned bytes = in.width * dstBits / 8;
      for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
        uint8_t buffer[64] = {};
        for (unsigned e = 0; e * srcBits < bytes * 8; ++e)
          encodeElement(in.srcKind, in.srcBits,
                        r[in.srcs[0] + e * kWarpLanes + lane],
                        buffer + e * srcBits / 8);
        for (int32_t e = 0; e < in.width; ++e)
          r[in.dst + e * kWarpLanes + lane] =
              decodeElement(in.kind, in.bits, buffer + e * dstBits / 8);
      }
      break;
    }
    case Opcode::Load:
      if (!execLoad(w, in))
        return false;
      break;
    case Opcode::Store:
      if (!execStore(w, in))
        return false;
      break;
    case Opcode::AsyncCopy:
      if (!execAsyncCopy(w, in))
        return false;
      break;
    case Opcode::AsyncCommit:
      if (!execAsyncCommit(w, in))
        return false;
      break;
    case Opcode::AsyncWait:
      if (!execAsyncWait(w, in))
        return false;
      break;
    case Opcode::Shuffle:
      if (!execShuffle(w, in))
        return false;
      break;
    case Opcode::LdMatrix:
      if (!execLdMatrix(w, in))
        return false;
      break;
    case Opcode::Mma:
      if (!execMma(w, in))
        return false;
      break;
    case Opcode::MbarInit:
    case Opcode::MbarArrive:
    case Opcode::MbarArriveTx:
    case Opcode::MbarTryWait:
      if (!execMbarrier(w, in))
        return false;
      if (w.state == WarpState::AtMbarrier)
        return true;
      break;
    case Opcode::TmaLoad:
      if (!execTmaLoad(w, in))
        return false;
      break;
    case Opcode::NamedBarrier:
      if (!execNamedBarrier(w, in))
        return false;
      if (w.state == WarpState::AtNamedBarrier)
        return true;
      break;
    case Opcode::WgDesc:
    case Opcode::WgInitAcc:
    case Opcode::WgMma:
    case Opcode::WgMmaRegA:
    case Opcode::WgMmaShared:
    case Opcode::WgFence:
    case Opcode::WgCommit:
    case Opcode::WgWait:
    case Opcode::WgStore:
      if (!execWarpgroup(w, in))
        return false;
      break;
    case Opcode::SetMaxReg:
      if (!execSetMaxReg(w, in))
        return false;
      if (w.state == WarpState::AtSetMaxReg)
        return true;
      break;
    case Opcode::IfBegin: {
      uint32_t cond = 0;
      for (unsigned lane = 0; lane < kWarpLanes; ++lane)
        cond |= static_cast<uint32_t>(r[in.srcs[0] + lane].i & 1) << lane;
      w.stack.push_back({w.mask, cond});
      w.mask &= cond;
      if (!w.mask) {
        w.pc = in.imm;
        continue;
      }
      break;
    }
    case Opcode::Else: {
      const MaskFrame &f = w.stack.back();
      w.mask = f.saved & ~f.cond;
      if (!w.mask) {
        w.pc = in.imm;
        continue;
      }
      break;
    }
    case Opcode::IfEnd:
    case Opcode::ForExit:
      w.mask = w.stack.back().saved;
      w.stack.pop_back();
      break;
    case Opcode::ForInit:
      w.stack.push_back({w.mask, 0});
      [[fallthrough]];
    case Opcode::Move: {
      // A parallel copy: every source is read before any destination is
      // written (a yield may swap iteration arguments).
      if ((!w.pendingAcc.empty() || in.flags) && !movePending(w, in))
        return false;
      std::vector<Slot> &temp = moveTemp;
      temp.clear();
      for (auto [src, width] : llvm::zip(in.srcs, in.widths))
        for (int32_t s = 0; s < width * kWarpLanes; ++s)
          temp.push_back(r[src + s]);
      size_t t = 0;
      for (auto [dst, width] : llvm::zip(in.dsts, in.widths))
        for (int32_t s = 0; s < width * kWarpLanes; ++s, ++t)
          if (w.mask >> (s % kWarpLanes) & 1)
            r[dst + s] = temp[t];
      break;
    }
    case Opcode::ForHead: {
      // imm2: the loop compares unsigned (scf.for's unsignedCmp).
      int32_t iv = in.srcs[0], ub = in.srcs[1];
      for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
        int64_t i = r[iv + lane].i, u = r[ub + lane].i;
        bool more =
            in.imm2 ? unsignedInt(i, in.bits) < unsignedInt(u, in.bits) : i < u;
        if (!more)
          w.mask &= ~(1u << lane);
      }
      if (!w.mask) {
        w.pc = in.imm;
        continue;
      }
      break;
    }
    case Opcode::ForLatch: {
      if (!w.pendingAcc.empty() && !movePending(w, in))
        return false;
      size_t yields = in.dsts.size();
      std::vector<Slot> &temp = moveTemp;
      temp.clear();
      for (size_t v = 0; v < yields; ++v)
        for (int32_t s = 0; s < in.widths[v] * kWarpLanes; ++s)
          temp.push_back(r[in.srcs[v] + s]);
      size_t t = 0;
      for (size_t v = 0; v < yields; ++v)
        for (int32_t s = 0; s < in.widths[v] * kWarpLanes; ++s, ++t)
          if (w.mask >> (s % kWarpLanes) & 1)
            r[in.dsts[v] + s] = temp[t];
      int32_t iv = in.srcs[yields], step = in.srcs[yields + 1];
      for (unsigned lane = 0; lane < kWarpLanes; ++lane)
        if (w.mask >> lane & 1)
          r[iv + lane].i =
              normalizeInt(r[iv + lane].i + r[step + lane].i, in.bits);
      w.pc = in.imm;
      continue;
    }
    case Opcode::Barrier: {
      if (w.mask != w.lanes) {
        unsigned lane = 0;
        while (lane < kWarpLanes && !(w.mask >> lane & 1))
          ++lane;
        return fail(w, lane == kWarpLanes ? 0 : lane, in,
                    llvm::formatv("barrier in divergent code: only lanes "
                                  "{0:x8} of warp {1} reach it",
                                  w.mask, w.id)
                        .str());
      }
      w.state = WarpState::AtBarrier;
      ++w.pc;
      return true;
    }
    case Opcode::Return:
      w.state = WarpState::Done;
      return true;
    }
    ++w.pc;
  }
  return true;
}
