//===- FusedWgmmaKernel.cpp - the sm_90a fused attention kernel -----------===//
//
// Part of attn-opt. attn.flash_attention on Hopper's asynchronous tensor
// cores: one warpgroup per 64 query rows, Q loaded once and K/V tiles
// streamed by TMA into a two-stage ring of 128-byte-swizzled shared memory
// under mbarriers, S = Q Kᵀ and O += P V on wgmma from shared-memory
// descriptors, and the online softmax in f32 with exp2 and the scale in one
// FMA. docs/gpu.md ("sm_90a kernel") has the pipeline and barrier protocol.
//
//===----------------------------------------------------------------------===//

#include "FusedBlocks.h"
#include "HopperBlocks.h"
#include "Kernels.h"

#include "attn/Target/GPUKernelChoice.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::attn;

/// Threads of the kernel: one consumer warpgroup.
static constexpr int64_t kThreads = 128;
/// Stages of the K/V ring: the next tile lands while this one is used.
static constexpr int64_t kStages = 2;
/// Threads that share one query row in the softmax and the O accumulators.
static constexpr int64_t kThreadsPerRow = kThreads / kAtomRows;

std::optional<std::string>
mlir::attn::wgmmaUnsupportedReason(const FusedConfig &c) {
  if (!c.elementType.isBF16() && !c.elementType.isF16())
    return std::string("the sm_90a kernel takes bf16 and f16 only");
  if ((c.d != 64 && c.d != 128) || c.dv != c.d)
    return "the sm_90a kernel takes d = dv = 64 or 128, not d = " +
           std::to_string(c.d) + ", dv = " + std::to_string(c.dv);
  if (!c.dense.empty() || c.paddingBatch || c.alibiType || c.sinksType ||
      c.softcap)
    return std::string("the sm_90a kernel does not take masks, biases, key "
                       "padding, alibi, sinks or softcapping yet");
  if (c.scale <= 0.0)
    return std::string("the sm_90a kernel needs a positive scale");
  return std::nullopt;
}

namespace {
/// Byte offsets of the kernel's dynamic shared memory, every buffer a whole
/// number of 1024-byte-aligned swizzle atoms.
struct WgmmaLayout {
  int64_t qAtoms, vAtoms;
  int64_t q = 0, k, v, p, staging, total;

  explicit WgmmaLayout(const FusedConfig &c)
      : qAtoms(c.d / kAtomCols), vAtoms(c.dv / kAtomCols) {
    k = q + qAtoms * kAtomBytes;
    v = k + kStages * qAtoms * kAtomBytes;
    p = v + kStages * vAtoms * kAtomBytes;
    staging = p + kAtomBytes;
    // S, then the P V partials, one 64 x 64 f32 block per 64 columns.
    total = stagingBlock(std::max<int64_t>(1, vAtoms));
  }
  /// The f32 staging block of 64 columns `a`: S is block 0, the P V partial
  /// of V's atom a is block a.
  int64_t stagingBlock(int64_t a) const {
    return staging + a * kAtomRows * kAtomCols * 4;
  }
  /// Atom `atom` of K (or V) in ring stage `stage`.
  int64_t kAtom(int64_t stage, int64_t atom) const {
    return k + (stage * qAtoms + atom) * kAtomBytes;
  }
  int64_t vAtom(int64_t stage, int64_t atom) const {
    return v + (stage * vAtoms + atom) * kAtomBytes;
  }
};
} // namespace

int64_t mlir::attn::fusedWgmmaSharedBytes(const FusedConfig &c) {
  return WgmmaLayout(c).total;
}

KernelLaunch mlir::attn::emitFusedWgmmaKernel(OpBuilder &moduleBuilder,
                                              Location loc, StringRef name,
                                              const FusedConfig &config) {
  FusedConfig c = config;
  c.blockM = kAtomRows;
  c.blockN = kAtomRows;
  c.warps = kThreads / 32;
  MLIRContext *ctx = moduleBuilder.getContext();
  WgmmaLayout layout(c);
  Type t = c.elementType, f32 = Float32Type::get(ctx);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  MemRefType oType =
      MemRefType::get({c.batch, c.heads, c.nq, c.dv}, c.outputType);
  gpu::GPUFuncOp func = createKernel(moduleBuilder, loc, name,
                                     {ptr, ptr, ptr, oType}, {kThreads, 1, 1});
  func->setAttr(kDynamicSharedAlignmentAttr,
                moduleBuilder.getI64IntegerAttr(kSwizzleAlignment));
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  nvgpu::TensorMapDescriptorType mapType = tileMapType(ctx, t);
  Value qMap = tensorMapFromPointer(k, func.getArgument(0), mapType);
  Value kMap = tensorMapFromPointer(k, func.getArgument(1), mapType);
  Value vMap = tensorMapFromPointer(k, func.getArgument(2), mapType);
  Value o = func.getArgument(3);

  Value smem = dynamicShared(k);
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  HeadIndices h = headIndices(k, c);
  FusedArgs noTerms;
  KeyMask mask(k, c, noTerms, h);
  Value row0 = k.mul(bx, kAtomRows);
  Value leader = k.cmp(arith::CmpIPredicate::eq, tid, k.idx(0));

  // Barrier 0 guards Q; barrier 1 + s guards stage s of the K/V ring.
  MBarrierRing bars(k, 1 + kStages);
  bars.init(k, leader);
  fenceAsyncShared(k);
  gpu::BarrierOp::create(b, loc);

  int64_t elemBytes = t.getIntOrFloatBitWidth() / 8;
  int64_t boxBytes = kAtomRows * kAtomCols * elemBytes;
  for (Value map : {qMap, kMap, vMap})
    nvgpu::TmaPrefetchOp::create(b, loc, map, leader);
  bars.arriveExpectTx(k, k.idx(0), layout.qAtoms * boxBytes, leader);
  for (int64_t a = 0; a < layout.qAtoms; ++a)
    tmaLoadBox(k, qMap,
               tmaBoxView(k, smem, k.idx(layout.q + a * kAtomBytes), t), bars,
               k.idx(0), k.idx(a * kAtomCols), row0, h.head, h.batch, leader);

  auto [firstTile, endTile] = mask.tileRange(k, row0, kAtomRows);
  int64_t stageBytes = (layout.qAtoms + layout.vAtoms) * boxBytes;
  // Issues the K and V boxes of tile `tile` into ring stage `stage`, on the
  // leader and only for tiles in range; barrier 1 + stage counts their bytes.
  auto issueTile = [&](Value tile, int64_t stage) {
    Value pred = k.andI(leader, k.slt(tile, endTile));
    Value key0 = k.mul(tile, kAtomRows);
    Value id = k.idx(1 + stage);
    bars.arriveExpectTx(k, id, stageBytes, pred);
    for (int64_t a = 0; a < layout.qAtoms; ++a)
      tmaLoadBox(k, kMap, tmaBoxView(k, smem, k.idx(layout.kAtom(stage, a)), t),
                 bars, id, k.idx(a * kAtomCols), key0, h.kvHead, h.batch, pred);
    for (int64_t a = 0; a < layout.vAtoms; ++a)
      tmaLoadBox(k, vMap, tmaBoxView(k, smem, k.idx(layout.vAtom(stage, a)), t),
                 bars, id, k.idx(a * kAtomCols), key0, h.kvHead, h.batch, pred);
  };
  for (int64_t s = 0; s < kStages; ++s)
    issueTile(k.add(firstTile, s), s);

  Value falseBit = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
  bars.wait(k, k.idx(0), falseBit);

  // Thread `tid` owns query row tid / 2 and, of each 64-column block, the
  // half tid % 2 of its columns (S and O alike).
  Value r = k.div(tid, kThreadsPerRow);
  Value half = k.rem(tid, kThreadsPerRow);
  Value row = k.add(row0, r);
  int64_t sCols = kAtomCols / kThreadsPerRow;
  int64_t oCols = c.dv / kThreadsPerRow;
  Value colBase = k.mul(half, sCols);

  Value negInf = k.negInf(), zero = k.f32(0.0);
  Value scaleLog2 = k.f32(c.scale * kLog2e);
  SmallVector<Value> init = {negInf, zero};
  for (int64_t i = 0; i < oCols; ++i)
    init.push_back(zero);

  auto accType = accumulatorType(ctx, kAtomCols);
  Value sStage =
      sharedView(k, smem, layout.staging, {kAtomRows, kAtomCols}, f32);
  // One KV tile in ring stage `stage` (static, so that every shared-memory
  // view has a constant offset): wait for its bytes, S, the softmax, P V,
  // the O update, then refill the stage with the tile kStages on. Returns
  // the new (m, l, O).
  auto consumeTile = [&](Value tile, int64_t stage, Value phase,
                         ValueRange carried) -> SmallVector<Value> {
    Value m = carried[0], l = carried[1];
    Value key0 = k.mul(tile, kAtomRows);
    bars.wait(k, k.idx(1 + stage), phase);

    // S = Q Kᵀ, one m64n64k16 wgmma per 16 columns of d (K-major operands:
    // the next 16 columns start 32 bytes on inside the swizzled row), then
    // to shared memory.
    {
      Value acc = nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accType);
      int64_t steps = c.d / 16;
      for (int64_t kk = 0; kk < steps; ++kk) {
        int64_t atom = kk / 4, within = (kk % 4) * 32;
        Value descA = wgmmaDescriptor(
            k, smem, k.idx(layout.q + atom * kAtomBytes + within),
            {kAtomRows, 16}, t, qMap);
        Value descB =
            wgmmaDescriptor(k, smem, k.idx(layout.kAtom(stage, atom) + within),
                            {16, kAtomRows}, t, kMap);
        acc = nvgpu::WarpgroupMmaOp::create(
            b, loc, accType, descA, descB,
            /*waitGroup=*/static_cast<uint64_t>(kk + 1 < steps ? 1 : 0),
            UnitAttr(), UnitAttr(), acc);
      }
      nvgpu::WarpgroupMmaStoreOp::create(b, loc, acc, sStage);
    }
    gpu::BarrierOp::create(b, loc);

    // This thread's scores, masked where the tile needs it.
    SmallVector<Value> s;
    for (int64_t i = 0; i < sCols; ++i)
      s.push_back(memref::LoadOp::create(b, loc, sStage,
                                         ValueRange{r, k.add(colBase, i)}));
    if (mask.mayMask()) {
      SmallVector<Type> types(sCols, f32);
      auto masked = scf::IfOp::create(
          b, loc, types, mask.tileNeedsMask(k, row0, kAtomRows, key0), true);
      {
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPointToStart(masked.thenBlock());
        SmallVector<Value> out;
        for (int64_t i = 0; i < sCols; ++i) {
          Value key = k.add(key0, k.add(colBase, i));
          out.push_back(k.select(mask.visible(k, row, key), s[i], negInf));
        }
        scf::YieldOp::create(b, loc, out);
        b.setInsertionPointToStart(masked.elseBlock());
        scf::YieldOp::create(b, loc, s);
      }
      s.assign(masked.getResults().begin(), masked.getResults().end());
    }

    // Online softmax in the log2 domain; the scale is positive, so the max
    // of the raw scores scales to the max of the scaled ones.
    Value rawMax = negInf;
    for (Value x : s)
      rawMax = k.fmax(rawMax, x);
    rawMax = k.fmax(rawMax, k.shuffleXor(rawMax, 1));
    Value mNew = k.fmax(m, k.fmul(rawMax, scaleLog2));
    // While no key has been seen the max is -inf: subtract 0 instead so that
    // the exps are 0, not NaN.
    Value mSafe =
        k.select(k.fcmp(arith::CmpFPredicate::OEQ, mNew, negInf), zero, mNew);
    Value negM = arith::NegFOp::create(b, loc, mSafe);
    Value corr = k.exp2(k.fsub(m, mSafe));
    Value lNew = k.fmul(l, corr);
    Value pView = sharedView(k, smem, layout.p, {kAtomRows, kAtomCols}, t);
    for (int64_t chunk = 0; chunk < sCols / 8; ++chunk) {
      SmallVector<Value> ps;
      for (int64_t i = 0; i < 8; ++i) {
        Value p = k.exp2(k.fma(s[chunk * 8 + i], scaleLog2, negM));
        lNew = k.fadd(lNew, p);
        ps.push_back(k.convert(p, t));
      }
      Value vec =
          vector::FromElementsOp::create(b, loc, VectorType::get({8}, t), ps);
      Value col = swizzledColumn(k, r, k.add(colBase, chunk * 8));
      vector::StoreOp::create(b, loc, vec, pView, ValueRange{r, col});
    }
    // P is read by wgmma through the async proxy.
    fenceAsyncShared(k);
    gpu::BarrierOp::create(b, loc);

    // O_tile = P V per 64 columns of dv. V is MN-major (transposeB): the
    // next 16 keys start 16 swizzled rows (two 1024-byte groups) on.
    for (int64_t a = 0; a < layout.vAtoms; ++a) {
      Value acc = nvgpu::WarpgroupMmaInitAccumulatorOp::create(b, loc, accType);
      int64_t steps = kAtomRows / 16;
      for (int64_t kk = 0; kk < steps; ++kk) {
        Value descA = wgmmaDescriptor(k, smem, k.idx(layout.p + kk * 32),
                                      {kAtomRows, 16}, t, qMap);
        Value descB = wgmmaDescriptor(
            k, smem, k.idx(layout.vAtom(stage, a) + kk * 16 * kAtomRowBytes),
            {16, kAtomCols}, t, vMap);
        acc = nvgpu::WarpgroupMmaOp::create(
            b, loc, accType, descA, descB,
            /*waitGroup=*/static_cast<uint64_t>(kk + 1 < steps ? 1 : 0),
            UnitAttr(), b.getUnitAttr(), acc);
      }
      nvgpu::WarpgroupMmaStoreOp::create(
          b, loc, acc,
          sharedView(k, smem, layout.stagingBlock(a), {kAtomRows, kAtomCols},
                     f32));
    }
    gpu::BarrierOp::create(b, loc);

    SmallVector<Value> next = {mNew, lNew};
    for (int64_t i = 0; i < oCols; ++i) {
      // Accumulator i is column half * 32 + i % 32 of 64-column block i / 32.
      Value part = sharedView(k, smem, layout.stagingBlock(i / sCols),
                              {kAtomRows, kAtomCols}, f32);
      Value x = memref::LoadOp::create(
          b, loc, part, ValueRange{r, k.add(colBase, i % sCols)});
      next.push_back(k.fma(carried[2 + i], corr, x));
    }
    // Everybody has read the staging buffer and stage `stage` is consumed:
    // the next S may land and the stage may be refilled.
    gpu::BarrierOp::create(b, loc);
    issueTile(k.add(tile, kStages), stage);
    return next;
  };

  // The loop runs over rounds of kStages tiles, one per stage, so that each
  // stage is static; a round's later tiles may lie past the end. A round
  // uses each stage's barrier once: its phase parity is the round's.
  Value rounds = k.ceilDiv(k.sub(endTile, firstTile), kStages);
  auto tiles = scf::ForOp::create(b, loc, k.idx(0), rounds, k.idx(1), init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(tiles.getBody());
    Value round = tiles.getInductionVar();
    Value phase = arith::TruncIOp::create(
        b, loc, b.getI1Type(),
        arith::IndexCastOp::create(b, loc, b.getI32Type(), k.rem(round, 2)));
    Value tile0 = k.add(firstTile, k.mul(round, kStages));
    SmallVector<Value> state(tiles.getRegionIterArgs());
    state = consumeTile(tile0, 0, phase, state);
    for (int64_t st = 1; st < kStages; ++st) {
      Value tile = k.add(tile0, st);
      SmallVector<Type> types(state.size(), f32);
      auto inRange =
          scf::IfOp::create(b, loc, types, k.slt(tile, endTile), true);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(inRange.thenBlock());
      scf::YieldOp::create(b, loc, consumeTile(tile, st, phase, state));
      b.setInsertionPointToStart(inRange.elseBlock());
      scf::YieldOp::create(b, loc, state);
      state.assign(inRange.getResults().begin(), inRange.getResults().end());
    }
    scf::YieldOp::create(b, loc, state);
  }

  Value lPart = tiles.getResult(1);
  Value l = k.fadd(lPart, k.shuffleXor(lPart, 1));
  // A row that saw no key has l == 0 and yields zeros.
  Value inv = k.select(k.fcmp(arith::CmpFPredicate::OGT, l, zero),
                       k.fastDiv(k.f32(1.0), l), zero);
  auto store = scf::IfOp::create(b, loc, k.slt(row, k.idx(c.nq)),
                                 /*withElseRegion=*/false);
  b.setInsertionPointToStart(store.thenBlock());
  // Thread columns: in each 64-column block a, [half * 32, half * 32 + 32).
  for (int64_t a = 0; a < layout.vAtoms; ++a)
    for (int64_t chunk = 0; chunk < sCols / 8; ++chunk) {
      SmallVector<Value> vals;
      for (int64_t i = 0; i < 8; ++i)
        vals.push_back(k.convert(
            k.fmul(tiles.getResult(2 + a * sCols + chunk * 8 + i), inv),
            c.outputType));
      Value vec = vector::FromElementsOp::create(
          b, loc, VectorType::get({8}, c.outputType), vals);
      Value col = k.add(colBase, a * kAtomCols + chunk * 8);
      vector::StoreOp::create(b, loc, vec, o,
                              ValueRange{h.batch, h.head, row, col});
    }

  int64_t grid = (c.nq + kAtomRows - 1) / kAtomRows;
  KernelLaunch launch{
      func, {grid, c.batch * c.heads, 1}, {kThreads, 1, 1}, layout.total};
  // Kernel arguments 0 to 2 are the tensor maps of operands Q, K and V.
  for (unsigned operand = 0; operand < 3; ++operand)
    launch.tensorMaps.push_back(
        {operand, operand, mapType, {1, 1, kAtomRows, kAtomCols}});
  return launch;
}
