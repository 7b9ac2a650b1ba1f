//===- Memory.cpp - global and shared memory, async copies, checks --------===//
//
// Part of attn-opt. Every access is bounds-checked against its memref's
// dims. Shared memory keeps a shadow map per byte (last writer, readers and
// pending cp.async since the last barrier, whether it was written in this
// block) from which races, reads of pending copies and of uninitialized
// bytes are reported. cp.async reads global memory when it is issued and
// lands in shared memory only when a wait covers its group.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

//===----------------------------------------------------------------------===//
// Element encodings
//===----------------------------------------------------------------------===//

Slot emu::decodeElement(ElemKind kind, unsigned bits, const uint8_t *bytes) {
  Slot s;
  s.i = 0;
  switch (kind) {
  case ElemKind::F16:
  case ElemKind::BF16: {
    uint16_t h;
    std::memcpy(&h, bytes, 2);
    s.f = kind == ElemKind::F16 ? halfToFloat(h) : bfloatToFloat(h);
    return s;
  }
  case ElemKind::F32:
    std::memcpy(&s.f, bytes, 4);
    return s;
  case ElemKind::Int: {
    uint64_t v = 0;
    std::memcpy(&v, bytes, std::max(1u, bits / 8));
    s.i = normalizeInt(static_cast<int64_t>(v), bits);
    return s;
  }
  }
  return s;
}

void emu::encodeElement(ElemKind kind, unsigned bits, Slot value,
                        uint8_t *bytes) {
  switch (kind) {
  case ElemKind::F16:
  case ElemKind::BF16: {
    uint16_t h =
        kind == ElemKind::F16 ? floatToHalf(value.f) : floatToBFloat(value.f);
    std::memcpy(bytes, &h, 2);
    return;
  }
  case ElemKind::F32:
    std::memcpy(bytes, &value.f, 4);
    return;
  case ElemKind::Int: {
    uint64_t v = unsignedInt(value.i, bits);
    std::memcpy(bytes, &v, std::max(1u, bits / 8));
    return;
  }
  }
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

std::string Machine::threadName(int64_t tid) const {
  int64_t x = tid % blockDim[0], y = tid / blockDim[0] % blockDim[1],
          z = tid / (blockDim[0] * blockDim[1]);
  return llvm::formatv("({0}, {1}, {2})", x, y, z).str();
}

std::string Machine::blockName() const {
  return llvm::formatv("kernel @{0}, block ({1}, {2}, {3})", program.name,
                       blockId[0], blockId[1], blockId[2])
      .str();
}

bool Machine::fail(const Warp &w, unsigned lane, const Inst &inst,
                   const llvm::Twine &what) {
  if (!error.empty())
    return false;
  std::string where;
  if (inst.op) {
    where = " (" + inst.op->getName().getStringRef().str();
    if (auto loc = inst.op->getLoc()->findInstanceOf<FileLineColLoc>())
      where += llvm::formatv(" at {0}:{1}:{2}", loc.getFilename().getValue(),
                             loc.getLine(), loc.getColumn())
                   .str();
    where += ")";
  }
  error = ("emulator: " + blockName() + ", thread " +
           threadName(w.id * kWarpLanes + lane) + ": " + what + where)
              .str();
  return false;
}

//===----------------------------------------------------------------------===//
// Addresses and the shadow map
//===----------------------------------------------------------------------===//

/// "memref<...>" and, for global memory, the buffer's name.
static std::string describeMemRef(const Machine &m, const MemRefDesc &mem) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (!mem.shared)
    os << m.args[mem.argIndex]->name << " ";
  else
    os << "shared memory ";
  mem.type.print(os);
  return s;
}

bool Machine::address(const Warp &w, unsigned lane, const Inst &inst,
                      const MemRefDesc &mem, llvm::ArrayRef<int32_t> indices,
                      int64_t count, int64_t &byte) {
  int64_t linear = 0;
  bool inBounds = true;
  for (auto [d, reg] : llvm::enumerate(indices)) {
    int64_t i = w.regs[reg + lane].i;
    int64_t dim = mem.shape[d];
    if (ShapedType::isDynamic(dim))
      dim =
          (dynamicSharedBytes - (mem.byteOffset - program.staticSharedBytes)) /
          mem.elemBytes;
    int64_t extent = d + 1 == indices.size() ? count : 1;
    if (i < 0 || i + extent > dim)
      inBounds = false;
    linear += i * mem.strides[d];
  }
  byte = linear * mem.elemBytes + (mem.shared ? mem.byteOffset : 0);
  int64_t size = count * mem.elemBytes;
  int64_t limit = mem.shared
                      ? static_cast<int64_t>(shared.size())
                      : static_cast<int64_t>(args[mem.argIndex]->bytes.size());
  if (inBounds && byte >= 0 && byte + size <= limit)
    return true;
  std::string index;
  for (auto [d, reg] : llvm::enumerate(indices))
    index += (d ? ", " : "") + std::to_string(w.regs[reg + lane].i);
  std::string what = inBounds
                         ? "past the end of the block's " +
                               std::to_string(limit) + " bytes of shared memory"
                         : "outside its dims";
  return fail(w, lane, inst,
              "out-of-bounds access to " + describeMemRef(*this, mem) +
                  " at index [" + index + "]" +
                  (count > 1 ? " (" + std::to_string(count) + " elements)"
                             : std::string()) +
                  ", " + (mem.shared ? "shared byte " : "byte ") +
                  std::to_string(byte) + ": " + what);
}

bool Machine::readShared(const Warp &w, unsigned lane, const Inst &inst,
                         int64_t byte, unsigned size, uint8_t *out) {
  int32_t tid = static_cast<int32_t>(w.id * kWarpLanes + lane);
  uint64_t sync = syncStart(tid);
  for (unsigned i = 0; i < size; ++i) {
    ByteShadow &s = shadow[byte + i];
    bool unobserved =
        s.tmaBarrier >= 0 &&
        observed[static_cast<size_t>(tid) * barriers.size() + s.tmaBarrier] <=
            s.tmaPhase;
    bool clean = s.pendingOwner < 0 && s.initialized >= blockStart &&
                 (s.written < sync || s.writer == tid) && !unobserved;
    if (clean) {
      if (s.read < sync)
        s.otherReader = -1;
      else if (s.reader != tid)
        s.otherReader = s.reader;
      s.reader = tid;
      s.read = stamp;
      out[i] = shared[byte + i];
      continue;
    }
    std::string at = "shared byte " + std::to_string(byte + i);
    if (s.pendingOwner >= 0 && s.pendingTma)
      return fail(w, lane, inst,
                  "read of a pending TMA load: " + at +
                      " is still being written by a nvgpu.tma.async.load of "
                      "thread " +
                      threadName(s.pendingOwner) +
                      " (wait for its mbarrier phase first)");
    if (unobserved)
      return fail(w, lane, inst,
                  "reads " + at + ", which a TMA load completed in phase " +
                      std::to_string(s.tmaPhase) + " of mbarrier " +
                      std::to_string(s.tmaBarrier) +
                      ", a phase this thread has not waited for");
    if (s.pendingOwner == tid)
      return fail(w, lane, inst,
                  "read of a pending async copy: " + at +
                      " is still being written by this thread's cp.async "
                      "(no nvgpu.device_async_wait covers its group)");
    if (s.pendingOwner >= 0)
      return fail(w, lane, inst,
                  "read of a pending async copy: " + at +
                      " is still being written by a cp.async of thread " +
                      threadName(s.pendingOwner) +
                      " (that thread's wait and a barrier must come first)");
    if (s.initialized < blockStart)
      return fail(w, lane, inst,
                  "reads uninitialized " + at +
                      " (nothing in this block wrote it)");
    if (s.written >= sync && s.writer != tid)
      return fail(w, lane, inst,
                  "shared-memory race: reads " + at + ", which thread " +
                      threadName(s.writer) + " wrote after the last barrier");
  }
  return true;
}

bool Machine::writeShared(const Warp &w, unsigned lane, const Inst &inst,
                          int64_t byte, unsigned size, const uint8_t *data) {
  int32_t tid = static_cast<int32_t>(w.id * kWarpLanes + lane);
  uint64_t sync = syncStart(tid);
  for (unsigned i = 0; i < size; ++i) {
    ByteShadow &s = shadow[byte + i];
    if (s.wgmmaRead >= blockStart &&
        !checkWgmmaOperandWrite(w, lane, inst, byte + i))
      return false;
    bool clean = s.pendingOwner < 0 &&
                 (s.written < sync || s.writer == tid || s.written == stamp) &&
                 (s.read < sync || s.read == stamp ||
                  (s.reader == tid && s.otherReader < 0));
    if (clean) {
      s.written = stamp;
      s.writer = tid;
      s.tmaBarrier = -1;
      if (data) {
        s.initialized = stamp;
        shared[byte + i] = data[i];
      } else {
        s.pendingOwner = tid;
      }
      continue;
    }
    std::string at = "shared byte " + std::to_string(byte + i);
    if (s.pendingOwner >= 0)
      return fail(w, lane, inst,
                  (s.pendingOwner == tid
                       ? "writes " + at + " while its own " +
                             (s.pendingTma ? "TMA load" : "cp.async") +
                             " is still writing it"
                       : "shared-memory race: writes " + at + " while a " +
                             (s.pendingTma ? "TMA load" : "cp.async") +
                             " of thread " + threadName(s.pendingOwner) +
                             " is still writing it"));
    if (s.written >= sync && s.writer != tid && s.written != stamp)
      return fail(w, lane, inst,
                  "shared-memory race: writes " + at + ", which thread " +
                      threadName(s.writer) + " wrote after the last barrier");
    if (s.read >= sync && s.read != stamp &&
        (s.reader != tid || s.otherReader >= 0))
      return fail(w, lane, inst,
                  "shared-memory race: writes " + at + ", which thread " +
                      threadName(s.reader != tid ? s.reader : s.otherReader) +
                      " read after the last barrier");
  }
  return true;
}

bool Machine::accessGlobal(const Warp &w, unsigned lane, const Inst &inst,
                           GlobalBuffer &buffer, int64_t byte, unsigned size,
                           bool write) {
  int32_t tid = static_cast<int32_t>(w.id * kWarpLanes + lane);
  for (unsigned i = 0; i < size; ++i) {
    GlobalShadow &s = buffer.shadow[byte + i];
    bool conflict = s.written >= launchStart && s.written != stamp &&
                    (s.block != blockLinear ||
                     (s.writer != tid && s.written >= epochStart));
    if (conflict) {
      int64_t x = s.block % grid[0], y = s.block / grid[0] % grid[1],
              z = s.block / (grid[0] * grid[1]);
      return fail(w, lane, inst,
                  llvm::formatv("global-memory race: {0} {1} byte {2}, which "
                                "thread {3} of block ({4}, {5}, {6}) wrote {7}",
                                write ? "writes" : "reads", buffer.name,
                                byte + i, threadName(s.writer), x, y, z,
                                s.block == blockLinear
                                    ? "after the last barrier"
                                    : "in the same launch")
                      .str());
    }
    if (write) {
      s.written = stamp;
      s.block = blockLinear;
      s.writer = tid;
    }
  }
  return true;
}

void Machine::landCopies(const Warp &w, unsigned lane,
                         std::deque<std::vector<AsyncCopy>> &groups,
                         size_t count) {
  int32_t tid = static_cast<int32_t>(w.id * kWarpLanes + lane);
  for (size_t g = 0; g < count; ++g) {
    for (const AsyncCopy &copy : groups.front()) {
      for (unsigned i = 0; i < copy.size; ++i) {
        ByteShadow &s = shadow[copy.sharedByte + i];
        s.pendingOwner = -1;
        s.written = stamp;
        s.writer = tid;
        s.initialized = stamp;
        shared[copy.sharedByte + i] = copy.data[i];
      }
    }
    groups.pop_front();
  }
}

//===----------------------------------------------------------------------===//
// Loads, stores and async copies
//===----------------------------------------------------------------------===//

/// Whether the access at `byte` of `mem` keeps the alignment its vector op
/// claims (inst.imm bytes; 0: none claimed). The backend emits one wide
/// access for it, which faults where the address is not so aligned. Buffers
/// and the dynamic shared memory start at least 16-byte aligned.
bool Machine::checkAlignment(const Warp &w, unsigned lane, const Inst &inst,
                             const MemRefDesc &mem, int64_t byte) {
  if (inst.imm <= 1 || byte % inst.imm == 0)
    return true;
  return fail(w, lane, inst,
              llvm::formatv("misaligned vector access: byte {0} of {1} is "
                            "not {2}-byte aligned, as the op claims",
                            byte, describeMemRef(*this, mem), inst.imm)
                  .str());
}

bool Machine::execLoad(Warp &w, const Inst &inst) {
  const MemRefDesc &mem = program.memrefs[inst.memref];
  llvm::ArrayRef<int32_t> indices(inst.srcs);
  unsigned size = inst.width * mem.elemBytes;
  uint8_t buffer[64];
  ++stamp;
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    int64_t byte;
    if (!address(w, lane, inst, mem, indices, inst.width, byte) ||
        !checkAlignment(w, lane, inst, mem, byte))
      return false;
    const uint8_t *src = buffer;
    if (mem.shared) {
      if (!readShared(w, lane, inst, byte, size, buffer))
        return false;
    } else {
      if (!accessGlobal(w, lane, inst, *args[mem.argIndex], byte, size,
                        /*write=*/false))
        return false;
      src = args[mem.argIndex]->bytes.data() + byte;
    }
    for (int32_t e = 0; e < inst.width; ++e)
      w.regs[inst.dst + e * kWarpLanes + lane] =
          decodeElement(mem.kind, mem.bits, src + e * mem.elemBytes);
  }
  return true;
}

bool Machine::execStore(Warp &w, const Inst &inst) {
  const MemRefDesc &mem = program.memrefs[inst.memref];
  llvm::ArrayRef<int32_t> indices =
      llvm::ArrayRef<int32_t>(inst.srcs).drop_front();
  int32_t value = inst.srcs[0];
  unsigned size = inst.width * mem.elemBytes;
  uint8_t buffer[64];
  ++stamp;
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    int64_t byte;
    if (!address(w, lane, inst, mem, indices, inst.width, byte) ||
        !checkAlignment(w, lane, inst, mem, byte))
      return false;
    for (int32_t e = 0; e < inst.width; ++e)
      encodeElement(mem.kind, mem.bits, w.regs[value + e * kWarpLanes + lane],
                    buffer + e * mem.elemBytes);
    if (mem.shared) {
      if (!writeShared(w, lane, inst, byte, size, buffer))
        return false;
    } else {
      if (!accessGlobal(w, lane, inst, *args[mem.argIndex], byte, size,
                        /*write=*/true))
        return false;
      std::memcpy(args[mem.argIndex]->bytes.data() + byte, buffer, size);
    }
  }
  return true;
}

bool Machine::execAsyncCopy(Warp &w, const Inst &inst) {
  const MemRefDesc &dst = program.memrefs[inst.memref];
  const MemRefDesc &src = program.memrefs[inst.memref2];
  llvm::ArrayRef<int32_t> srcs(inst.srcs);
  llvm::ArrayRef<int32_t> dstIdx = srcs.take_front(dst.shape.size());
  llvm::ArrayRef<int32_t> srcIdx = srcs.drop_front(dst.shape.size());
  int64_t elements = inst.imm;
  unsigned size = static_cast<unsigned>(elements * dst.elemBytes);
  ++stamp;
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    if (!dst.shared || src.shared)
      return fail(w, lane, inst,
                  "async copy from " + describeMemRef(*this, src) + " to " +
                      describeMemRef(*this, dst) +
                      " (cp.async copies global to shared memory)");
    int64_t srcElements = inst.aux >= 0 ? w.regs[inst.aux + lane].i : elements;
    if (size != 4 && size != 8 && size != 16)
      return fail(w, lane, inst,
                  "async copy of " + llvm::Twine(size) +
                      " bytes (cp.async copies 4, 8 or 16)");
    if (srcElements < 0 || srcElements > elements)
      return fail(w, lane, inst,
                  "async copy reads " + llvm::Twine(srcElements) +
                      " elements into a copy of " + llvm::Twine(elements));
    int64_t dstByte, srcByte = 0;
    if (!address(w, lane, inst, dst, dstIdx, elements, dstByte))
      return false;
    if (srcElements > 0 &&
        !address(w, lane, inst, src, srcIdx, srcElements, srcByte))
      return false;
    if (dstByte % size != 0 || srcByte % size != 0)
      return fail(w, lane, inst,
                  "misaligned async copy of " + llvm::Twine(size) +
                      " bytes at shared byte " + llvm::Twine(dstByte) +
                      " from byte " + llvm::Twine(srcByte) + " of " +
                      describeMemRef(*this, src));
    if (!accessGlobal(w, lane, inst, *args[src.argIndex], srcByte,
                      srcElements * src.elemBytes, /*write=*/false))
      return false;
    AsyncCopy copy;
    copy.sharedByte = dstByte;
    copy.size = size;
    std::memcpy(copy.data.data(), args[src.argIndex]->bytes.data() + srcByte,
                srcElements * src.elemBytes);
    if (!writeShared(w, lane, inst, dstByte, size, nullptr))
      return false;
    w.async[lane].open.push_back(copy);
  }
  return true;
}

bool Machine::execAsyncCommit(Warp &w, const Inst &) {
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    ThreadAsync &a = w.async[lane];
    a.groups.push_back(std::move(a.open));
    a.open.clear();
  }
  return true;
}

bool Machine::execAsyncWait(Warp &w, const Inst &inst) {
  ++stamp;
  size_t pending = static_cast<size_t>(inst.imm);
  for (unsigned lane = 0; lane < kWarpLanes; ++lane) {
    if (!(w.mask >> lane & 1))
      continue;
    ThreadAsync &a = w.async[lane];
    if (a.groups.size() > pending)
      landCopies(w, lane, a.groups, a.groups.size() - pending);
  }
  return true;
}
