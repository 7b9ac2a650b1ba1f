//===- Host.cpp - run a host function's launches in the emulator ----------===//
//
// Part of attn-opt. The host function of a lowered module only allocates
// scratch buffers and launches kernels with constant sizes, so it is
// interpreted op by op. Each launch runs its blocks one after another; the
// warps of a block take turns of seeded random length in a seeded random
// order, and meet at barriers, where the checks' "since the last barrier"
// starts over.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "attn/Target/GPUKernelChoice.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <random>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

llvm::Expected<func::FuncOp> attn::findHostFunction(ModuleOp module,
                                                    llvm::StringRef entry) {
  SmallVector<func::FuncOp> hosts;
  for (auto func : module.getOps<func::FuncOp>()) {
    bool launches = false;
    func.walk([&](gpu::LaunchFuncOp) { launches = true; });
    if (launches && (entry.empty() || func.getSymName() == entry))
      hosts.push_back(func);
  }
  if (hosts.size() == 1)
    return hosts.front();
  if (hosts.empty())
    return error("no function that launches kernels" +
                 (entry.empty() ? llvm::Twine()
                                : llvm::Twine(" named '") + entry + "'"));
  return error("several functions launch kernels; pick one with --entry");
}

/// The constant value of a launch size, or -1.
static int64_t constantOf(Value v) {
  if (!v)
    return 0;
  if (auto c = v.getDefiningOp<arith::ConstantOp>())
    if (auto i = dyn_cast<IntegerAttr>(c.getValue()))
      return i.getInt();
  return -1;
}

static int64_t byteSize(MemRefType type) {
  return type.getNumElements() *
         std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
}

static std::string typeName(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
}

/// Checks what cuTensorMapEncodeTiled and the emulator's TMA model need of
/// a map of `dims` (outermost first) in boxes of `t`; `fail` words the
/// error.
static llvm::Error checkTensorMapLayout(
    llvm::ArrayRef<int64_t> dims, const TensorMapType &t,
    llvm::function_ref<llvm::Error(const llvm::Twine &)> fail) {
  if (dims.size() != t.box.size())
    return fail("with a box of rank " + llvm::Twine(t.box.size()) +
                " over a tensor of rank " + llvm::Twine(dims.size()));
  for (auto [d, size] : llvm::enumerate(t.box))
    if (size < 1 || size > 256)
      return fail("with box dim " + llvm::Twine(d) + " of " +
                  llvm::Twine(size) + " (TMA boxes are 1 to 256 per dim)");
  int64_t rowBytes = t.box.back() * t.elemBytes;
  if (rowBytes % 16 != 0)
    return fail("with a box row of " + llvm::Twine(rowBytes) +
                " bytes (TMA rows are multiples of 16 bytes)");
  if (dims.size() > 1 && (dims.back() * t.elemBytes) % 16 != 0)
    return fail("over rows of " + llvm::Twine(dims.back() * t.elemBytes) +
                " bytes, a row stride that is not a multiple of 16 bytes");
  int64_t span = swizzleSpan(t.swizzle);
  if (span && rowBytes != span)
    return fail("with a box row of " + llvm::Twine(rowBytes) + " bytes and a " +
                llvm::Twine(span) +
                "-byte swizzle, which the emulator does not model (it "
                "models rows of exactly the swizzle span)");
  return llvm::Error::success();
}

/// The tensor map of `create` over a buffer of the host function, checked
/// as cuTensorMapEncodeTiled checks its arguments; what the emulator does
/// not model is refused by name.
static llvm::Expected<std::unique_ptr<TensorMap>>
createTensorMap(func::FuncOp host, nvgpu::TmaCreateDescriptorOp create,
                const llvm::DenseMap<Value, GlobalBuffer *> &bufferOf,
                const llvm::DenseMap<Value, Value> &rankedOf) {
  auto fail = [&](const llvm::Twine &why) {
    return error("emulator: @" + host.getSymName() +
                 ": nvgpu.tma.create.descriptor " + why);
  };
  GlobalBuffer *buffer = bufferOf.lookup(create.getTensor());
  Value ranked = rankedOf.lookup(create.getTensor());
  if (!buffer || !ranked)
    return fail("on a value that is not a memref.cast of a buffer of the "
                "host function");
  auto source = cast<MemRefType>(ranked.getType());
  auto type = create.getTensorMap().getType();
  auto map = std::make_unique<TensorMap>();
  map->buffer = buffer;
  map->dims.assign(source.getShape().begin(), source.getShape().end());
  MemRefType box = type.getTensor();
  if (box.getElementType() != source.getElementType())
    return fail("of " + typeName(source) + " as " + typeName(type) +
                " (another element type)");
  if (source.getRank() != box.getRank() ||
      create.getBoxDimensions().size() != static_cast<size_t>(box.getRank()))
    return fail("with a box of another rank than " + typeName(source));
  for (auto [d, v] : llvm::enumerate(create.getBoxDimensions())) {
    int64_t size = constantOf(v);
    if (size != box.getDimSize(d))
      return fail("with box dim " + llvm::Twine(d) + " of " +
                  llvm::Twine(size) + " where its type " + typeName(type) +
                  " says " + llvm::Twine(box.getDimSize(d)));
  }
  // The map's own type stands for what the kernel declares.
  TensorMapType t;
  t.type = type;
  t.box.assign(box.getShape().begin(), box.getShape().end());
  unsigned bits = box.getElementTypeBitWidth();
  t.elemBytes = std::max(1u, bits / 8);
  t.swizzle = static_cast<Swizzle>(static_cast<int>(type.getSwizzle()));
  map->type = t;
  if (llvm::Error e = checkTensorMapLayout(map->dims, t, fail))
    return std::move(e);
  if (type.getOob() != nvgpu::TensorMapOOBKind::OOB_ZERO ||
      type.getInterleave() != nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE)
    return fail("with NaN fill or interleave, which the emulator does not "
                "model");
  return map;
}

namespace {

/// Runs the blocks of one launch.
class LaunchRunner {
public:
  LaunchRunner(const Program &program, const EmulatorOptions &options,
               uint64_t launchIndex, uint64_t &clock, EmulatorStats &stats)
      : m(program, options), clock(clock), stats(stats),
        rng(options.seed * 0x9e3779b97f4a7c15ull + launchIndex) {}

  llvm::Error run(const KernelLaunch &launch,
                  llvm::ArrayRef<GlobalBuffer *> buffers,
                  llvm::ArrayRef<const TensorMap *> maps);

private:
  /// Runs block `m.blockId` to the end; false on error.
  bool runBlock();

  Machine m;
  /// The stamp counter shared by the launches of one run.
  uint64_t &clock;
  EmulatorStats &stats;
  std::mt19937_64 rng;
  std::vector<Warp> warps;
};

} // namespace

llvm::Error LaunchRunner::run(const KernelLaunch &launch,
                              llvm::ArrayRef<GlobalBuffer *> buffers,
                              llvm::ArrayRef<const TensorMap *> maps) {
  const Program &program = m.program;
  m.grid = {launch.grid[0], launch.grid[1], launch.grid[2]};
  m.blockDim = {launch.block[0], launch.block[1], launch.block[2]};
  m.dynamicSharedBytes = launch.dynamicSharedBytes;
  if (llvm::any_of(m.grid, [](int64_t d) { return d < 1; }) ||
      llvm::any_of(m.blockDim, [](int64_t d) { return d < 1; }) ||
      m.dynamicSharedBytes < 0)
    return error("emulator: the launch of @" + program.name +
                 " needs constant, positive grid and block sizes and "
                 "shared-memory bytes");
  int64_t threads = m.blockDim[0] * m.blockDim[1] * m.blockDim[2];
  if (threads > 1024)
    return error("emulator: the launch of @" + program.name + " has " +
                 llvm::Twine(threads) +
                 " threads per block, more than the 1024 of cuda");
  m.args.assign(buffers.begin(), buffers.end());
  m.tensorMaps.assign(maps.begin(), maps.end());

  int64_t sharedBytes = program.staticSharedBytes + m.dynamicSharedBytes;
  m.shared.assign(sharedBytes, 0);
  m.shadow.assign(sharedBytes, ByteShadow());
  int64_t numWarps = (threads + kWarpLanes - 1) / kWarpLanes;
  m.numWarps = numWarps;
  m.blockWarps = &warps;
  warps.assign(numWarps, Warp());
  for (int64_t i = 0; i < numWarps; ++i) {
    Warp &w = warps[i];
    w.id = static_cast<unsigned>(i);
    int64_t lanes = std::min<int64_t>(kWarpLanes, threads - i * kWarpLanes);
    w.lanes = lanes == kWarpLanes ? 0xffffffffu : (1u << lanes) - 1;
    w.regs = program.initialRegs;
    if (program.watchesFences)
      w.regFence.assign(program.initialRegs.size() / kWarpLanes + 1, 0);
  }

  m.stamp = clock;
  m.launchStart = m.stamp + 1;
  for (int64_t z = 0; z < m.grid[2]; ++z)
    for (int64_t y = 0; y < m.grid[1]; ++y)
      for (int64_t x = 0; x < m.grid[0]; ++x) {
        m.blockId = {x, y, z};
        m.blockLinear = x + m.grid[0] * (y + m.grid[1] * z);
        if (!runBlock())
          return error(m.error);
        ++stats.blocks;
      }
  clock = m.stamp;
  stats.warpInstructions += m.instructions;
  ++stats.launches;
  return llvm::Error::success();
}

bool LaunchRunner::runBlock() {
  // Everything the shadow map recorded before this stamp belongs to earlier
  // blocks: shared memory starts uninitialized.
  m.blockStart = m.epochStart = ++m.stamp;
  size_t numThreads = warps.size() * kWarpLanes;
  m.barriers.assign(m.program.numBarriers, MBarrier());
  m.observed.assign(numThreads * m.program.numBarriers, 0);
  m.threadSync.assign(numThreads, 0);
  m.inflight.clear();
  m.namedBarriers.fill(NamedBarrierState());
  m.warpgroupLog.assign((warps.size() + 3) / 4, {});
  int64_t threads = static_cast<int64_t>(warps.size()) * kWarpLanes;
  m.entryRegisters = blockEntryRegisters(threads);
  m.freeRegisters = 0;
  for (Warp &w : warps) {
    w.registers = m.entryRegisters;
    w.pc = 0;
    w.mask = w.lanes;
    w.state = WarpState::Running;
    w.waitBarrier = -1;
    w.warpgroupOps = 0;
    w.wgCommitted = w.wgCompleted = 0;
    w.pendingAcc.clear();
    w.stack.clear();
    for (ThreadAsync &a : w.async) {
      a.open.clear();
      a.groups.clear();
    }
  }
  SmallVector<Warp *> runnable;
  while (true) {
    runnable.clear();
    for (Warp &w : warps)
      if (w.state == WarpState::Running)
        runnable.push_back(&w);
    if (!runnable.empty()) {
      Warp *w = runnable[rng() % runnable.size()];
      int64_t budget = 1 + static_cast<int64_t>(rng() % 256);
      if (!m.run(*w, budget))
        return false;
      continue;
    }
    // Every warp is blocked or has returned. A barrier that every warp
    // reached goes first; TMA loads land only when nothing else can move,
    // one at a time, the latest any schedule allows.
    Warp *waiting = nullptr, *done = nullptr, *blocked = nullptr;
    for (Warp &w : warps) {
      // A warp short of registers is named first: the others wait on it.
      if (w.state == WarpState::AtMbarrier ||
          w.state == WarpState::AtNamedBarrier ||
          w.state == WarpState::AtSetMaxReg) {
        if (!blocked || blocked->state != WarpState::AtSetMaxReg)
          blocked = &w;
      } else
        (w.state == WarpState::AtBarrier ? waiting : done) = &w;
    }
    if (blocked || !waiting) {
      if (!m.inflight.empty()) {
        if (!m.landTma())
          return false;
        continue;
      }
      if (blocked)
        return m.failDeadlock(*blocked);
      break;
    }
    const Inst &barrier = m.program.code[waiting->pc - 1];
    if (done)
      return m.fail(*waiting, 0, barrier,
                    "barrier not reached by every thread of the block: "
                    "thread " +
                        m.threadName(done->id * kWarpLanes) +
                        " returned without reaching it");
    for (Warp &w : warps)
      if (w.pc != waiting->pc)
        return m.fail(*waiting, 0, barrier,
                      "barrier not reached by every thread of the block: "
                      "thread " +
                          m.threadName(w.id * kWarpLanes) +
                          " waits at another barrier");
    m.epochStart = ++m.stamp;
    for (Warp &w : warps) {
      w.state = WarpState::Running;
      w.releasedInFlight.clear();
    }
    // A barrier orders what each thread observed of the mbarriers for all.
    size_t nb = m.barriers.size();
    for (size_t b = 0; b < nb; ++b) {
      uint64_t most = 0;
      for (size_t t = 0; t < numThreads; ++t)
        most = std::max(most, m.observed[t * nb + b]);
      for (size_t t = 0; t < numThreads; ++t)
        m.observed[t * nb + b] = most;
    }
  }
  if (!m.checkWarpgroupsDone(warps) || !m.checkNamedBarriersDone(warps))
    return false;
  // Copies nobody waited for never land; they must not stay pending for
  // the next block.
  for (Warp &w : warps)
    for (ThreadAsync &a : w.async) {
      auto clear = [&](const std::vector<AsyncCopy> &copies) {
        for (const AsyncCopy &c : copies)
          for (unsigned i = 0; i < c.size; ++i)
            m.shadow[c.sharedByte + i].pendingOwner = -1;
      };
      clear(a.open);
      for (const std::vector<AsyncCopy> &group : a.groups)
        clear(group);
    }
  for (ByteShadow &s : m.shadow)
    s.tmaBarrier = -1;
  return true;
}

/// Checks that each argument of a launch of `program` is what the kernel
/// takes there: a tensor map of its declared type, or a buffer of its
/// memref's size.
static llvm::Error checkArguments(const Program &program,
                                  llvm::ArrayRef<GlobalBuffer *> args,
                                  llvm::ArrayRef<const TensorMap *> argMaps) {
  if (args.size() != program.argMemrefs.size())
    return error("emulator: @" + program.name + " takes " +
                 llvm::Twine(program.argMemrefs.size()) +
                 " arguments, its launch passes " + llvm::Twine(args.size()));
  for (auto [i, id] : llvm::enumerate(program.argMemrefs)) {
    if (id < 0) {
      const std::optional<TensorMapType> &declared = program.argTensorMaps[i];
      if (!argMaps[i])
        return error("emulator: argument " + llvm::Twine(i) + " of @" +
                     program.name + " is a tensor map, its launch passes " +
                     args[i]->name);
      if (declared && declared->type != argMaps[i]->type.type)
        return error("emulator: argument " + llvm::Twine(i) + " of @" +
                     program.name + " is cast to " + typeName(declared->type) +
                     " but was created as " + typeName(argMaps[i]->type.type));
      continue;
    }
    if (!args[i])
      return error("emulator: argument " + llvm::Twine(i) + " of @" +
                   program.name +
                   " is a memref, its launch passes a "
                   "tensor map");
    auto type = cast<MemRefType>(program.memrefs[id].type);
    if (static_cast<int64_t>(args[i]->bytes.size()) != byteSize(type))
      return error("emulator: argument " + llvm::Twine(i) + " of @" +
                   program.name + " is " + args[i]->name + " of " +
                   llvm::Twine(args[i]->bytes.size()) +
                   " bytes, the kernel expects " + llvm::Twine(byteSize(type)));
  }
  return llvm::Error::success();
}

/// Checks a launch's block size against the kernel's known_block_size.
static llvm::Error checkKnownBlockSize(gpu::GPUFuncOp kernel,
                                       const KernelLaunch &launch) {
  auto known = kernel.getKnownBlockSizeAttr();
  if (!known)
    return llvm::Error::success();
  for (int d = 0; d < 3; ++d)
    if (known[d] != launch.block[d])
      return error("emulator: @" + kernel.getName() +
                   " is launched with a block size that differs from "
                   "its known_block_size");
  return llvm::Error::success();
}

llvm::Error attn::emulateHostFunction(
    func::FuncOp host, llvm::ArrayRef<llvm::MutableArrayRef<uint8_t>> arguments,
    const EmulatorOptions &options, EmulatorStats *statsOut) {
  EmulatorStats stats;
  if (arguments.size() != host.getNumArguments())
    return error("emulator: @" + host.getSymName() + " takes " +
                 llvm::Twine(host.getNumArguments()) + " buffers, got " +
                 llvm::Twine(arguments.size()));
  std::vector<std::unique_ptr<GlobalBuffer>> buffers;
  std::vector<std::vector<uint8_t>> scratch;
  llvm::DenseMap<Value, GlobalBuffer *> bufferOf;
  llvm::DenseMap<Value, Value> rankedOf;
  for (BlockArgument arg : host.getArguments()) {
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return error("emulator: argument " + llvm::Twine(arg.getArgNumber()) +
                   " of @" + host.getSymName() + " is not a static memref");
    llvm::MutableArrayRef<uint8_t> bytes = arguments[arg.getArgNumber()];
    if (static_cast<int64_t>(bytes.size()) != byteSize(type))
      return error("emulator: argument " + llvm::Twine(arg.getArgNumber()) +
                   " of @" + host.getSymName() + " needs " +
                   llvm::Twine(byteSize(type)) + " bytes, got " +
                   llvm::Twine(bytes.size()));
    buffers.push_back(std::make_unique<GlobalBuffer>(
        GlobalBuffer{"arg" + std::to_string(arg.getArgNumber()), bytes,
                     std::vector<GlobalShadow>(bytes.size())}));
    bufferOf[arg] = buffers.back().get();
  }

  llvm::DenseMap<Operation *, std::unique_ptr<Program>> programs;
  std::vector<std::unique_ptr<TensorMap>> maps;
  llvm::DenseMap<Value, TensorMap *> mapOf;
  uint64_t launchIndex = 0, clock = 0;
  for (Operation &op : host.getBody().front()) {
    if (isa<arith::ConstantOp, memref::DeallocOp, func::ReturnOp>(op))
      continue;
    if (auto cast = dyn_cast<memref::CastOp>(op)) {
      // The unranked view that nvgpu.tma.create.descriptor takes.
      if (GlobalBuffer *buffer = bufferOf.lookup(cast.getSource())) {
        bufferOf[cast.getResult()] = buffer;
        rankedOf[cast.getResult()] = cast.getSource();
        continue;
      }
    }
    if (auto create = dyn_cast<nvgpu::TmaCreateDescriptorOp>(op)) {
      llvm::Expected<std::unique_ptr<TensorMap>> map =
          createTensorMap(host, create, bufferOf, rankedOf);
      if (!map)
        return map.takeError();
      maps.push_back(std::move(*map));
      mapOf[create.getTensorMap()] = maps.back().get();
      continue;
    }
    if (auto cast = dyn_cast<UnrealizedConversionCastOp>(op)) {
      // The tensor map handle passed to a kernel as !llvm.ptr.
      if (cast.getNumOperands() == 1 && cast.getNumResults() == 1)
        if (TensorMap *map = mapOf.lookup(cast.getInputs().front())) {
          mapOf[cast.getOutputs().front()] = map;
          continue;
        }
    }
    if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
      MemRefType type = alloc.getType();
      if (!type.hasStaticShape())
        return error("emulator: @" + host.getSymName() +
                     " allocates a dynamic memref");
      // Fresh device memory is not zero: all ones reads as NaN in every
      // float type, so a kernel that reads what nobody wrote shows it.
      scratch.emplace_back(byteSize(type), 0xff);
      buffers.push_back(std::make_unique<GlobalBuffer>(GlobalBuffer{
          "scratch" + std::to_string(scratch.size() - 1), scratch.back(),
          std::vector<GlobalShadow>(scratch.back().size())}));
      bufferOf[alloc.getResult()] = buffers.back().get();
      continue;
    }
    auto launch = dyn_cast<gpu::LaunchFuncOp>(op);
    if (!launch)
      return error("emulator: @" + host.getSymName() + " has " +
                   op.getName().getStringRef() +
                   ", but a host function may only allocate buffers and "
                   "launch kernels");
    auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    if (!kernel)
      return error("emulator: no kernel " +
                   launch.getKernel().getLeafReference().getValue() +
                   " in the module");
    std::unique_ptr<Program> &program = programs[kernel];
    if (!program) {
      llvm::Expected<Program> decoded = emu::decodeKernel(kernel);
      if (!decoded)
        return decoded.takeError();
      program = std::make_unique<Program>(std::move(*decoded));
    }
    SmallVector<GlobalBuffer *> args;
    SmallVector<const TensorMap *> argMaps;
    for (Value operand : launch.getKernelOperands()) {
      GlobalBuffer *buffer = bufferOf.lookup(operand);
      const TensorMap *map = mapOf.lookup(operand);
      if (!buffer && !map)
        return error("emulator: an argument of the launch of @" +
                     program->name +
                     " is neither a buffer nor a tensor map of the host "
                     "function");
      args.push_back(buffer);
      argMaps.push_back(map);
    }
    if (llvm::Error e = checkArguments(*program, args, argMaps))
      return e;
    gpu::KernelDim3 g = launch.getGridSizeOperandValues();
    gpu::KernelDim3 b = launch.getBlockSizeOperandValues();
    KernelLaunch dims;
    dims.grid = {constantOf(g.x), constantOf(g.y), constantOf(g.z)};
    dims.block = {constantOf(b.x), constantOf(b.y), constantOf(b.z)};
    dims.dynamicSharedBytes = constantOf(launch.getDynamicSharedMemorySize());
    if (launch.getClusterSizeX())
      return error("emulator: the launch of @" + program->name +
                   " uses clusters, which the emulator does not model");
    if (llvm::Error e = checkKnownBlockSize(kernel, dims))
      return e;
    LaunchRunner runner(*program, options, launchIndex++, clock, stats);
    if (llvm::Error e = runner.run(dims, args, argMaps))
      return e;
  }
  if (statsOut)
    *statsOut = stats;
  return llvm::Error::success();
}

llvm::Error attn::emulateKernel(gpu::GPUFuncOp kernel,
                                const KernelLaunch &launch,
                                llvm::ArrayRef<KernelArgument> arguments,
                                const EmulatorOptions &options,
                                EmulatorStats *statsOut) {
  llvm::Expected<Program> decoded = emu::decodeKernel(kernel);
  if (!decoded)
    return decoded.takeError();
  const Program &program = *decoded;
  if (arguments.size() != program.argMemrefs.size())
    return error("emulator: @" + program.name + " takes " +
                 llvm::Twine(program.argMemrefs.size()) +
                 " arguments, its launch passes " +
                 llvm::Twine(arguments.size()));
  // Arguments that start at the same byte with the same size are one
  // buffer, so that a tensor map over a buffer and the buffer share their
  // race and initialization checks.
  std::vector<std::unique_ptr<GlobalBuffer>> buffers;
  llvm::DenseMap<std::pair<const uint8_t *, size_t>, GlobalBuffer *> bufferAt;
  auto bufferOf = [&](llvm::MutableArrayRef<uint8_t> bytes) {
    GlobalBuffer *&slot = bufferAt[{bytes.data(), bytes.size()}];
    if (!slot) {
      buffers.push_back(std::make_unique<GlobalBuffer>(
          GlobalBuffer{"buffer" + std::to_string(buffers.size()), bytes,
                       std::vector<GlobalShadow>(bytes.size())}));
      slot = buffers.back().get();
    }
    return slot;
  };
  std::vector<std::unique_ptr<TensorMap>> maps;
  SmallVector<GlobalBuffer *> args;
  SmallVector<const TensorMap *> argMaps;
  for (auto [i, arg] : llvm::enumerate(arguments)) {
    auto fail = [&, i = i](const llvm::Twine &why) {
      return error("emulator: argument " + llvm::Twine(i) + " of @" +
                   program.name + " " + why);
    };
    int32_t id = program.argMemrefs[i];
    if (id >= 0) {
      if (arg.tensorMap)
        return fail("is a memref, its launch passes a tensor map");
      int64_t bytes = byteSize(cast<MemRefType>(program.memrefs[id].type));
      if (static_cast<int64_t>(arg.memory.size()) < bytes)
        return fail("is " + llvm::Twine(bytes) + " bytes, its pointer has " +
                    llvm::Twine(arg.memory.size()) +
                    " bytes left in its allocation");
      args.push_back(bufferOf(arg.memory.take_front(bytes)));
      argMaps.push_back(nullptr);
      continue;
    }
    if (!arg.tensorMap)
      return fail("is a tensor map, its launch passes a pointer");
    const TensorMapArgument &given = *arg.tensorMap;
    auto map = std::make_unique<TensorMap>();
    map->dims = given.dims;
    unsigned elemBytes =
        std::max(1u, given.elementType.getIntOrFloatBitWidth() / 8);
    // A map the kernel never casts is never loaded from: only its extent
    // is checked.
    if (const std::optional<TensorMapType> &declared =
            program.argTensorMaps[i]) {
      auto type = cast<nvgpu::TensorMapDescriptorType>(declared->type);
      auto mapFail = [&](const llvm::Twine &why) {
        return fail("is a tensor map " + why + ", the kernel casts it to " +
                    typeName(type));
      };
      if (given.elementType != type.getTensor().getElementType())
        return mapFail("of " + typeName(given.elementType));
      if (llvm::ArrayRef<int64_t>(given.box) !=
          llvm::ArrayRef<int64_t>(declared->box))
        return mapFail("with another box");
      if (given.swizzleBytes != swizzleSpan(declared->swizzle))
        return mapFail("with a " + llvm::Twine(given.swizzleBytes) +
                       "-byte swizzle");
      map->type = *declared;
      if (llvm::Error e = checkTensorMapLayout(map->dims, map->type, fail))
        return e;
    }
    int64_t bytes = elemBytes;
    for (int64_t d : given.dims)
      bytes *= d;
    if (static_cast<int64_t>(given.tensor.size()) < bytes)
      return fail("is a tensor map of " + llvm::Twine(bytes) +
                  " bytes, its global address has " +
                  llvm::Twine(given.tensor.size()) +
                  " bytes left in its allocation");
    map->buffer = bufferOf(given.tensor.take_front(bytes));
    args.push_back(nullptr);
    argMaps.push_back(map.get());
    maps.push_back(std::move(map));
  }
  if (llvm::Error e = checkKnownBlockSize(kernel, launch))
    return e;
  EmulatorStats stats;
  uint64_t clock = 0;
  LaunchRunner runner(program, options, /*launchIndex=*/0, clock, stats);
  if (llvm::Error e = runner.run(launch, args, argMaps))
    return e;
  if (statsOut)
    *statsOut = stats;
  return llvm::Error::success();
}
