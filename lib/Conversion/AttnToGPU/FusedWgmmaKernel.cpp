//===- FusedWgmmaKernel.cpp - the sm_90a fused attention kernel -----------===//
//
// Part of attn-opt. attn.flash_attention on Hopper's asynchronous tensor
// cores: one warpgroup per 64 query rows, Q loaded once and K/V tiles
// streamed by TMA into a two-stage ring of 128-byte-swizzled shared memory
// under mbarriers, S = Q Kᵀ and O += P V on wgmma from shared-memory
// descriptors, and the online softmax in f32 with exp2 and the scale in one
// FMA; every mask and score term of the fused op, through the same KeyMask
// and ScoreTerms as the other fused kernels. docs/gpu.md ("sm_90a kernel") has
// the pipeline and barrier protocol.
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
/// Columns of a thread's groups: of each 8 columns of a 64-column block,
/// the two threads of a row own 4 each (half 0 the first 4).
static constexpr int64_t kGroupCols = 4;
/// Floats from one row of an f32 staging block to the next. 64 would put
/// every row on the same banks; 72 moves each row 8 banks on, so that the
/// 16-byte reads of 4 rows x 2 halves (one phase of 8 lanes) and the 8-byte
/// writes of warpgroup.mma.store (4 rows x 4 lanes) fall on distinct banks.
static constexpr int64_t kStagingStride = kAtomCols + 8;

std::optional<std::string>
mlir::attn::wgmmaUnsupportedReason(const FusedConfig &c) {
  if (!c.elementType.isBF16() && !c.elementType.isF16())
    return std::string("the sm_90a kernel takes bf16 and f16 only");
  // A 64 x 256 K or V box per ring stage would not leave room for two
  // stages, Q and the staging buffers in 227 KB.
  if ((c.d != 64 && c.d != 128) || (c.dv != 64 && c.dv != 128))
    return "the sm_90a kernel takes d and dv of 64 or 128, not d = " +
           std::to_string(c.d) + ", dv = " + std::to_string(c.dv);
  return std::nullopt;
}

namespace {
/// Byte offsets of the kernel's dynamic shared memory, every buffer a whole
/// number of 1024-byte-aligned swizzle atoms.
struct WgmmaLayout {
  int64_t qAtoms, vAtoms;
  int64_t q = 0, k, v, p, staging, keepFlags, total;

  explicit WgmmaLayout(const FusedConfig &c)
      : qAtoms(c.d / kAtomCols), vAtoms(c.dv / kAtomCols) {
    k = q + qAtoms * kAtomBytes;
    v = k + kStages * qAtoms * kAtomBytes;
    p = v + kStages * vAtoms * kAtomBytes;
    staging = p + kAtomBytes;
    // S, then the P V partials, one 64 x 64 f32 block per 64 columns.
    keepFlags = stagingBlock(std::max<int64_t>(1, vAtoms));
    // With key padding, a byte per key of the tile: its flag.
    total = keepFlags + (c.paddingBatch ? kAtomRows : 0);
  }
  /// The f32 staging block of 64 columns `a`: S is block 0, the P V partial
  /// of V's atom a is block a. Its rows are kStagingStride floats apart.
  int64_t stagingBlock(int64_t a) const {
    return staging + a * kAtomRows * kStagingStride * 4;
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
  // The arguments of the other fused kernels, with Q, K and V as tensor maps.
  SmallVector<Type> argTypes = fusedArgTypes(c);
  std::fill_n(argTypes.begin(), 3, ptr);
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, argTypes, {kThreads, 1, 1});
  func->setAttr(kDynamicSharedAlignmentAttr,
                moduleBuilder.getI64IntegerAttr(kSwizzleAlignment));
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  nvgpu::TensorMapDescriptorType mapType = tileMapType(ctx, t);
  Value qMap = tensorMapFromPointer(k, func.getArgument(0), mapType);
  Value kMap = tensorMapFromPointer(k, func.getArgument(1), mapType);
  Value vMap = tensorMapFromPointer(k, func.getArgument(2), mapType);
  FusedArgs args = fusedArgs(func, c);

  Value smem = dynamicShared(k);
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  HeadIndices h = headIndices(k, c);
  KeyMask mask(k, c, args, h);
  ScoreTerms terms(k, c, args, h);
  // With nothing between the scale and the softmax, the max is taken on the
  // raw scores and the scale joins the exponent's FFMA; a positive scale
  // keeps the max where it was.
  bool foldScale = !c.softcap && terms.empty() && c.scale > 0;
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
  // 8 groups of 4 columns 8 g + 4 (tid % 2) (S and O alike): its i-th value
  // of a block is column colOf(i).
  Value r = k.div(tid, kThreadsPerRow);
  Value half = k.rem(tid, kThreadsPerRow);
  Value row = k.add(row0, r);
  int64_t sCols = kAtomCols / kThreadsPerRow;
  int64_t oCols = c.dv / kThreadsPerRow;
  int64_t groups = sCols / kGroupCols;
  Value colBase = k.mul(half, kGroupCols);
  auto colOf = [&](int64_t i) {
    return k.add(colBase, kThreadsPerRow * kGroupCols * (i / kGroupCols) +
                              i % kGroupCols);
  };

  Value negInf = k.negInf(), zero = k.f32(0.0);
  Value scaleLog2 = k.f32(foldScale ? c.scale * kLog2e : 1.0);
  // A sink starts each row as one logit already seen, with no value; the two
  // threads of a row add their partial sums, so only the first counts it.
  Value startMax = negInf, startSum = zero;
  if (terms.sinkLog2) {
    startMax = terms.sinkLog2;
    startSum = k.select(k.cmp(arith::CmpIPredicate::eq, half, k.idx(0)),
                        k.f32(1.0), zero);
  }
  SmallVector<Value> init = {startMax, startSum};
  for (int64_t i = 0; i < oCols; ++i)
    init.push_back(zero);

  auto accType = accumulatorType(ctx, kAtomCols);
  // A staging block as the 64 x 64 destination of warpgroup.mma.store, with
  // padded rows.
  auto stagingView = [&](int64_t a) {
    Value rows = sharedView(k, smem, layout.stagingBlock(a),
                            {kAtomRows, kStagingStride}, f32);
    SmallVector<OpFoldResult> zeros(2, b.getIndexAttr(0)),
        sizes(2, b.getIndexAttr(kAtomRows)), ones(2, b.getIndexAttr(1));
    sizes[1] = b.getIndexAttr(kAtomCols);
    return memref::SubViewOp::create(b, loc, rows, zeros, sizes, ones)
        .getResult();
  };
  // This thread's 32 floats of staging block `view`, a 16-byte load per
  // group.
  auto readStaging = [&](Value view) {
    SmallVector<Value> values;
    auto vecType = VectorType::get({kGroupCols}, f32);
    for (int64_t g = 0; g < groups; ++g) {
      Value vec = vector::LoadOp::create(b, loc, vecType, view,
                                         ValueRange{r, colOf(g * kGroupCols)});
      for (int64_t e = 0; e < kGroupCols; ++e)
        values.push_back(
            vector::ExtractOp::create(b, loc, vec, ArrayRef<int64_t>{e}));
    }
    return values;
  };
  Value sStage = stagingView(0);
  Value keepView;
  if (mask.padding)
    keepView =
        sharedView(k, smem, layout.keepFlags, {kAtomRows}, b.getI1Type());
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
    // The tile's key padding, read once per key by 64 threads rather than 32
    // times per thread: the flags go to shared memory beside S.
    if (mask.padding) {
      auto reader = scf::IfOp::create(b, loc, k.slt(tid, k.idx(kAtomRows)),
                                      /*withElseRegion=*/false);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(reader.thenBlock());
      memref::StoreOp::create(b, loc, mask.keptKey(k, k.add(key0, tid)),
                              keepView, tid);
    }
    gpu::BarrierOp::create(b, loc);

    // This thread's scores: in the log2 domain now (scaled, softcapped, the
    // terms added) unless the scale is folded into the exponent, then masked
    // where the tile needs it.
    SmallVector<Value> s = readStaging(sStage);
    if (!foldScale)
      for (Value &x : s) {
        x = k.fmul(x, k.f32(c.softcap ? c.scale : c.scale * kLog2e));
        if (c.softcap)
          x = scoreLog2(k, c, x);
      }
    auto keyOf = [&](int64_t i) { return k.add(key0, colOf(i)); };
    if (!terms.empty())
      for (int64_t i = 0; i < sCols; ++i)
        s[i] = terms.add(k, s[i], row, keyOf(i));
    if (mask.mayMask()) {
      SmallVector<Type> types(sCols, f32);
      auto masked = scf::IfOp::create(
          b, loc, types, mask.tileNeedsMask(k, row0, kAtomRows, key0), true);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(masked.thenBlock());
      SmallVector<Value> hidden;
      for (int64_t i = 0; i < sCols; ++i)
        hidden.push_back(
            k.select(mask.visible(k, row, keyOf(i),
                                  mask.padding ? memref::LoadOp::create(
                                                     b, loc, keepView, colOf(i))
                                               : Value()),
                     s[i], negInf));
      scf::YieldOp::create(b, loc, hidden);
      b.setInsertionPointToStart(masked.elseBlock());
      scf::YieldOp::create(b, loc, s);
      s.assign(masked.getResults().begin(), masked.getResults().end());
    }

    // Online softmax in the log2 domain.
    Value tileMax = negInf;
    for (Value x : s)
      tileMax = k.fmax(tileMax, x);
    tileMax = k.fmax(tileMax, k.shuffleXor(tileMax, 1));
    if (foldScale)
      tileMax = k.fmul(tileMax, scaleLog2);
    Value mNew = k.fmax(m, tileMax);
    // While no key has been seen the max is -inf: subtract 0 instead so that
    // the exps are 0, not NaN.
    Value mSafe =
        k.select(k.fcmp(arith::CmpFPredicate::OEQ, mNew, negInf), zero, mNew);
    Value negM = arith::NegFOp::create(b, loc, mSafe);
    Value corr = k.exp2(k.fsub(m, mSafe));
    Value lNew = k.fmul(l, corr);
    Value pView = sharedView(k, smem, layout.p, {kAtomRows, kAtomCols}, t);
    for (int64_t g = 0; g < groups; ++g) {
      SmallVector<Value> ps;
      for (int64_t i = 0; i < kGroupCols; ++i) {
        Value p = k.exp2(k.fma(s[g * kGroupCols + i], scaleLog2, negM));
        lNew = k.fadd(lNew, p);
        ps.push_back(k.convert(p, t));
      }
      Value vec = vector::FromElementsOp::create(
          b, loc, VectorType::get({kGroupCols}, t), ps);
      Value col = swizzledColumn(k, r, colOf(g * kGroupCols));
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
      nvgpu::WarpgroupMmaStoreOp::create(b, loc, acc, stagingView(a));
    }
    gpu::BarrierOp::create(b, loc);

    // Accumulator a * 32 + i is column a * 64 + colOf(i).
    SmallVector<Value> next = {mNew, lNew};
    for (int64_t a = 0; a < layout.vAtoms; ++a)
      for (auto [i, x] : llvm::enumerate(readStaging(stagingView(a))))
        next.push_back(k.fma(carried[2 + a * sCols + i], corr, x));
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
  // Accumulator a * 32 + i is column a * 64 + colOf(i): a store per group.
  for (int64_t a = 0; a < layout.vAtoms; ++a)
    for (int64_t g = 0; g < groups; ++g) {
      SmallVector<Value> vals;
      for (int64_t i = 0; i < kGroupCols; ++i)
        vals.push_back(k.convert(
            k.fmul(tiles.getResult(2 + a * sCols + g * kGroupCols + i), inv),
            c.outputType));
      Value vec = vector::FromElementsOp::create(
          b, loc, VectorType::get({kGroupCols}, c.outputType), vals);
      Value col = k.add(colOf(g * kGroupCols), a * kAtomCols);
      // A group is 4 aligned elements: one 8- or 16-byte store, not four.
      vector::StoreOp::create(
          b, loc, vec, args.o, ValueRange{h.batch, h.head, row, col},
          /*nontemporal=*/false,
          llvm::Align(kGroupCols * c.outputType.getIntOrFloatBitWidth() / 8));
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
