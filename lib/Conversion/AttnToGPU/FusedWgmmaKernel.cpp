//===- FusedWgmmaKernel.cpp - the sm_90a fused attention kernel -----------===//
//
// Part of attn-opt. attn.flash_attention on Hopper's asynchronous tensor
// cores, warp-specialized: a producer warpgroup loads Q once and streams K/V
// tiles by TMA into a two-stage ring of 128-byte-swizzled shared memory under
// full/empty mbarriers, while one or two consumer warpgroups of 64 query
// rows share each tile (with two, registers move from the producer to them
// by setmaxnreg) and take turns at the tensor cores. S = Q Kᵀ on wgmma from
// shared-memory descriptors, O += P V on wgmma with P from registers, S, P
// and O never leaving the threads' registers; each tile's softmax runs
// under the previous tile's P V, in f32 with exp2 and the scale in one
// FMA; every mask and score term of the fused op, through the same KeyMask
// and ScoreTerms as the other fused kernels. docs/gpu.md ("sm_90a kernel")
// has the pipeline and barrier protocol.
//
//===----------------------------------------------------------------------===//

#include "FusedBlocks.h"
#include "HopperBlocks.h"
#include "Kernels.h"

#include "attn/Target/GPUKernelChoice.h"
#include "attn/Target/WgmmaInlineAsm.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::attn;

/// Stages of the K/V ring: the next tile lands while this one is used.
static constexpr int64_t kStages = 2;
/// Registers per thread the producer keeps when it trades them (two
/// consumers): setmaxnreg's least, enough for a loop of TMA issues.
static constexpr int64_t kProducerRegs = 24;
/// Registers per thread of the consumers once the producer has traded its
/// own: the 384-thread block's whole pool (168 each at entry) less the
/// producer's, in units of 8: 2 x 128 x 240 + 128 x 24 = 64512.
static constexpr int64_t kConsumerRegs =
    (blockEntryRegisters(3 * kWarpgroupThreads) * 3 - kProducerRegs) / 2 / 8 *
    8;
static_assert(kConsumerRegs == 240, "the consumers' share of the pool");
/// The named barrier of consumer warpgroup 0's turn at the tensor cores
/// (with two consumers); warpgroup 1's is the next.
static constexpr int64_t kTurnBarrier = 1;
/// Registers of one 64 x 64 accumulator per thread.
static constexpr int64_t kAtomRegs = kAtomCols / 2;

std::optional<std::string>
mlir::attn::wgmmaUnsupportedReason(const FusedConfig &c) {
  if (!c.elementType.isBF16() && !c.elementType.isF16())
    return std::string("the sm_90a kernel takes bf16 and f16 only");
  if (!wgmmaTakesShapes(/*sixteenBitFloat=*/true, c.d, c.dv))
    return "the sm_90a kernel takes d and dv of 64, 128 or 256, not d = " +
           std::to_string(c.d) + ", dv = " + std::to_string(c.dv);
  return std::nullopt;
}

static_assert(kAtomRows == kWgmmaGroupRows,
              "a consumer warpgroup's rows are one swizzle atom's");

namespace {
/// Byte offsets of the kernel's dynamic shared memory, every buffer a whole
/// number of 1024-byte-aligned swizzle atoms.
struct WgmmaLayout {
  int64_t groups, qAtoms, vAtoms;
  /// Keys per K/V tile: 128 where d and dv are at most 128, so that S is
  /// m64n128 wgmma (for one m64n64 the tensor cores read A and B at
  /// shared memory's whole bandwidth, for m64n128 at three quarters) and
  /// the softmax's per-tile work (the rescale of O, the barriers) is paid
  /// per 128 keys. 64 at d or dv = 256, where S, P and O in registers and
  /// the ring in shared memory would not fit otherwise; where the keys
  /// make at most two 128-key tiles, since LLVM then unrolls the tile loop
  /// away and ptxas spills the straight-line code (124 to 380 bytes at
  /// d = 128), which a window of up to 256 keys can make too where a
  /// single block's range folds to constants (8 bytes spilled at a window
  /// of 129 keys); such windows take 64-key tiles, which also mask less.
  int64_t keyRows;
  int64_t q = 0, k, v, keepFlags, keyIds, total;

  explicit WgmmaLayout(const FusedConfig &c)
      : groups(wgmmaConsumerGroups(c.nq)), qAtoms(c.d / kAtomCols),
        vAtoms(c.dv / kAtomCols),
        keyRows(c.d <= 128 && c.dv <= 128 && c.nkv > 4 * kAtomRows &&
                        (!c.window || *c.window > 4 * kAtomRows)
                    ? 2 * kAtomRows
                    : kAtomRows) {
    // Q: each consumer warpgroup's own, one after the other. P stays in
    // registers.
    k = q + groups * qAtoms * kAtomBytes;
    v = k + kStages * kStageBytes();
    keepFlags = v + kStages * vStageBytes();
    // With key padding, a byte per key of each stage's tile: its flag; with
    // segments, each key's id after them.
    keyIds =
        llvm::alignTo(keepFlags + (c.paddingBatch ? kStages * keyRows : 0), 8);
    total = keyIds + (c.segmentType ? kStages * keyRows * idBytes(c) : 0);
  }
  /// Bytes of a segment id.
  static int64_t idBytes(const FusedConfig &c) {
    return c.segmentType.getIntOrFloatBitWidth() / 8;
  }
  /// TMA boxes (64 rows each) per 64 columns of a K or V tile.
  int64_t boxesPerAtom() const { return keyRows / kAtomRows; }
  /// Bytes of a tile's 64 columns: its boxes one after the other, the
  /// same swizzled rows as one box of keyRows rows.
  int64_t tileAtomBytes() const { return boxesPerAtom() * kAtomBytes; }
  /// Atom `atom` (64 columns) of K (or V) in ring stage 0; stage s is s
  /// times kStageBytes (vStageBytes) on.
  int64_t kAtom(int64_t atom) const { return k + atom * tileAtomBytes(); }
  int64_t vAtom(int64_t atom) const { return v + atom * tileAtomBytes(); }
  int64_t kStageBytes() const { return qAtoms * tileAtomBytes(); }
  int64_t vStageBytes() const { return vAtoms * tileAtomBytes(); }
};
} // namespace

int64_t mlir::attn::fusedWgmmaSharedBytes(const FusedConfig &c) {
  return WgmmaLayout(c).total;
}

KernelLaunch mlir::attn::emitFusedWgmmaKernel(OpBuilder &moduleBuilder,
                                              Location loc, StringRef name,
                                              const FusedConfig &config) {
  FusedConfig c = config;
  WgmmaLayout layout(c);
  // The consumers, then the producer.
  int64_t consumerThreads = layout.groups * kWarpgroupThreads;
  int64_t threads = consumerThreads + kWarpgroupThreads;
  int64_t blockRows = layout.groups * kAtomRows;
  c.blockM = blockRows;
  c.blockN = layout.keyRows;
  int64_t keyRows = layout.keyRows;
  // Registers per thread of S (keyRows columns) and of P (two 16-bit
  // values to a register).
  int64_t sRegs = keyRows / 2, pRegs = keyRows / 4;
  c.warps = threads / 32;
  MLIRContext *ctx = moduleBuilder.getContext();
  Type t = c.elementType, f32 = Float32Type::get(ctx);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  // The arguments of the other fused kernels, with Q, K and V as tensor maps.
  SmallVector<Type> argTypes = fusedArgTypes(c);
  std::fill_n(argTypes.begin(), 3, ptr);
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, argTypes, {threads, 1, 1});
  func->setAttr(kDynamicSharedAlignmentAttr,
                moduleBuilder.getI64IntegerAttr(kSwizzleAlignment));
  // With two consumers the producer gives registers up to them. ptxas
  // honours setmaxnreg only when it knows the registers a thread starts
  // with: one block per SM makes that the block's whole share.
  bool tradeRegisters = layout.groups == 2;
  if (tradeRegisters)
    func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                  moduleBuilder.getI32IntegerAttr(1));
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
  Value groupThread = k.rem(tid, kWarpgroupThreads);
  // The thread's warpgroup, broadcast from lane 0 (as CUTLASS does) so that
  // ptxas knows every lane has the same: the roles branch on it, and LLVM
  // merges the two consumers' copies of the loop into one that selects
  // their differences (Q's descriptors, rows, barrier ids) by the branch;
  // on `tid` itself those selections live in vector registers and every
  // wgmma descriptor costs two R2UR.
  Value warpgroupI32 = arith::IndexCastOp::create(
      b, loc, b.getI32Type(), k.div(tid, kWarpgroupThreads));
  Value warpgroup = arith::IndexCastOp::create(
      b, loc, b.getIndexType(),
      gpu::ShuffleOp::create(b, loc, warpgroupI32, k.i32(0), k.i32(32),
                             gpu::ShuffleMode::IDX)
          .getShuffleResult());
  Value blockRow0 = k.mul(bx, blockRows);

  // qBar completes when Q has landed. K and V of a ring stage have barriers
  // of their own, since a consumer is done with K (S, the mask's flags) a
  // tile before it is done with V (P V runs under the next tile's softmax).
  // K of stage s is full when the producer's threads have arrived (its
  // first announcing the TMA bytes, the others having written the key
  // padding flags and key segment ids) and the bytes have landed, V when its
  // bytes have; each is empty when every consumer thread is done reading it.
  MBarrierRing qBar(k, 1), fullK(k, kStages), fullV(k, kStages),
      emptyK(k, kStages), emptyV(k, kStages);
  Value initThread = k.cmp(arith::CmpIPredicate::eq, tid, k.idx(0));
  qBar.init(k, initThread, 1);
  fullK.init(k, initThread, kWarpgroupThreads);
  fullV.init(k, initThread, 1);
  emptyK.init(k, initThread, consumerThreads);
  emptyV.init(k, initThread, consumerThreads);
  fenceAsyncShared(k);
  gpu::BarrierOp::create(b, loc);

  // Both consumer warpgroups take every tile of the block's range (each
  // masks its own rows), and the producer loads each once.
  auto [firstTile, endTile] = mask.tileRange(k, blockRow0, blockRows);
  int64_t elemBytes = t.getIntOrFloatBitWidth() / 8;
  int64_t boxBytes = kAtomRows * kAtomCols * elemBytes;
  // Tile i of the range is in ring stage i % kStages, whose barriers
  // complete once per use of the stage: the wait for its use i / kStages
  // is for the phase of parity (i / kStages + phaseOffset) % 2.
  auto ringSlot = [&](Value tile,
                      int64_t phaseOffset) -> std::pair<Value, Value> {
    Value i = k.sub(tile, firstTile);
    Value phase = arith::TruncIOp::create(
        b, loc, b.getI1Type(),
        arith::IndexCastOp::create(
            b, loc, b.getI32Type(),
            k.rem(k.add(k.div(i, kStages), phaseOffset), 2)));
    return {k.rem(i, kStages), phase};
  };
  auto setMaxRegisters = [&](int64_t count, NVVM::SetMaxRegisterAction act) {
    NVVM::SetMaxRegisterOp::create(
        b, loc, b.getI32IntegerAttr(count),
        NVVM::SetMaxRegisterActionAttr::get(ctx, act));
  };

  // The producer: one thread issues every TMA load. All of them wait for a
  // stage's K to be released and arrive on its full barrier, with key
  // padding or segments a thread per key having written its keep flag or
  // id beside the tile;
  // then the stage's V, once released, is loaded.
  auto runProducer = [&]() {
    if (tradeRegisters)
      setMaxRegisters(kProducerRegs, NVVM::SetMaxRegisterAction::decrease);
    Value producerThread = k.sub(tid, k.idx(consumerThreads));
    Value leader = k.cmp(arith::CmpIPredicate::eq, producerThread, k.idx(0));
    for (Value map : {qMap, kMap, vMap})
      nvgpu::TmaPrefetchOp::create(b, loc, map, leader);
    qBar.arriveExpectTx(k, k.idx(0), layout.groups * layout.qAtoms * boxBytes,
                        leader);
    for (int64_t g = 0; g < layout.groups; ++g)
      for (int64_t a = 0; a < layout.qAtoms; ++a)
        tmaLoadBox(
            k, qMap,
            tmaBoxView(k, smem,
                       k.idx(layout.q + (g * layout.qAtoms + a) * kAtomBytes),
                       t),
            qBar, k.idx(0), k.idx(a * kAtomCols),
            k.add(blockRow0, g * kAtomRows), h.head, h.batch, leader);

    int64_t boxes = layout.boxesPerAtom();
    Value kBytes =
        k.select(leader, k.idx(layout.qAtoms * boxes * boxBytes), k.idx(0));
    Value flags, ids;
    if (mask.padding)
      flags = sharedView(k, smem, layout.keepFlags, {kStages * keyRows},
                         b.getI1Type());
    if (mask.querySegments)
      ids = sharedView(k, smem, layout.keyIds, {kStages * keyRows},
                       c.segmentType);
    auto tiles = scf::ForOp::create(b, loc, firstTile, endTile, k.idx(1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(tiles.getBody());
    Value tile = tiles.getInductionVar();
    // Use u of a stage waits for the consumers' release of use u - 1: the
    // parity of the phase before, which for u = 0 is the one before the
    // barrier's first and counts as complete.
    auto [stage, phase] = ringSlot(tile, /*phaseOffset=*/1);
    emptyK.wait(k, stage, phase);
    Value key0 = k.mul(tile, keyRows);
    if (mask.padding || mask.querySegments) {
      auto writer =
          scf::IfOp::create(b, loc, k.slt(producerThread, k.idx(keyRows)),
                            /*withElseRegion=*/false);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(writer.thenBlock());
      Value key = k.add(key0, producerThread);
      Value slot = k.add(k.mul(stage, keyRows), producerThread);
      if (mask.padding)
        memref::StoreOp::create(b, loc, mask.keptKey(k, key), flags, slot);
      if (mask.querySegments)
        memref::StoreOp::create(b, loc, mask.keySegment(k, key), ids, slot);
    }
    fullK.arriveExpectTx(k, stage, kBytes, /*pred=*/Value());
    // Each 64 columns of the tile, box by box of 64 keys.
    auto loadTile = [&](Value map, const MBarrierRing &full, Value stageBase,
                        int64_t atoms, function_ref<int64_t(int64_t)> atomAt) {
      for (int64_t a = 0; a < atoms; ++a)
        for (int64_t box = 0; box < boxes; ++box)
          tmaLoadBox(k, map,
                     tmaBoxView(k, smem,
                                k.add(stageBase, atomAt(a) + box * kAtomBytes),
                                t),
                     full, stage, k.idx(a * kAtomCols),
                     k.add(key0, box * kAtomRows), h.kvHead, h.batch, leader);
    };
    loadTile(kMap, fullK, k.mul(stage, layout.kStageBytes()), layout.qAtoms,
             [&](int64_t a) { return layout.kAtom(a); });
    emptyV.wait(k, stage, phase);
    fullV.arriveExpectTx(k, stage, layout.vAtoms * boxes * boxBytes, leader);
    loadTile(vMap, fullV, k.mul(stage, layout.vStageBytes()), layout.vAtoms,
             [&](int64_t a) { return layout.vAtom(a); });
  };

  // Warpgroup g owns query rows [row0, row0 + 64) of the block and its own
  // Q. Each runs its own copy of the loop, so that its Q offsets (and so its
  // Q descriptors) are compile-time ones; K and V descriptors are one
  // run-time add each from the base.
  auto runGroup = [&](int64_t g) {
    // With two consumers, each issues its wgmma in its own turn and passes
    // the turn on once they are issued (ping-pong): one's S and P V run
    // while the other computes its softmax.
    std::optional<WarpgroupTurns> turns;
    if (layout.groups == 2)
      turns.emplace(kTurnBarrier);
    auto waitTurn = [&]() {
      if (turns)
        turns->wait(k, g);
    };
    auto passTurn = [&]() {
      if (turns)
        turns->pass(k, g);
    };
    // Registers i and i + 1 of an accumulator are adjacent columns of a
    // row: one 2-element vector of `type` to store.
    auto packPair = [&](Value x, Value y, Type type) {
      return vector::FromElementsOp::create(
          b, loc, VectorType::get({2}, type),
          ValueRange{k.convert(x, type), k.convert(y, type)});
    };
    // P as P V's A operand in registers: the adjacent columns of each
    // register pair as one 32-bit register of two 16-bit values. Only once
    // the P V before has completed: it reads the registers of the P before,
    // which these may take, and ptxas serializes every wgmma where a
    // register a wgmma in flight reads is defined.
    auto packP = [&](ArrayRef<Value> p) {
      SmallVector<Value> regs;
      for (size_t i = 0; i < p.size(); i += 2) {
        Value bits = vector::BitCastOp::create(
            b, loc, VectorType::get({1}, b.getI32Type()),
            packPair(p[i], p[i + 1], t));
        regs.push_back(
            vector::ExtractOp::create(b, loc, bits, ArrayRef<int64_t>{0}));
      }
      return regs;
    };
    // Every accumulator (S and O) stays in the registers wgmma leaves it
    // in: the thread holds two rows of the block, and of each 8 columns two,
    // for S and O alike.
    Value row0 = k.add(blockRow0, g * kAtomRows);
    int64_t qBase = layout.q + g * layout.qAtoms * kAtomBytes;
    AccumulatorFragment frag(k, groupThread);
    Value rows[2] = {k.add(row0, frag.row), k.add(row0, k.add(frag.row, 8))};
    // With segments, the two rows' ids, read once for every tile.
    Value rowSegments[2];
    if (mask.querySegments)
      for (int64_t half = 0; half < 2; ++half)
        rowSegments[half] = mask.rowSegment(k, rows[half]);
    int64_t oRegs = layout.vAtoms * kAtomRegs;

    Value negInf = k.negInf(), zero = k.f32(0.0);
    Value scaleLog2 = k.f32(foldScale ? c.scale * kLog2e : 1.0);
    // A sink starts each row as one logit already seen, with no value; the
    // four threads of a row add their partial sums, so only the first counts
    // it.
    Value startMax = negInf, startSum = zero;
    if (terms.sinkLog2) {
      startMax = terms.sinkLog2;
      startSum =
          k.select(k.cmp(arith::CmpIPredicate::eq, k.rem(tid, 4), k.idx(0)),
                   k.f32(1.0), zero);
    }

    Value keepView, idView;
    if (mask.padding)
      keepView = sharedView(k, smem, layout.keepFlags, {kStages * keyRows},
                            b.getI1Type());
    if (mask.querySegments)
      idView = sharedView(k, smem, layout.keyIds, {kStages * keyRows},
                          c.segmentType);
    DescriptorBase descs(k, smem, t, qMap);

    // Issues S = Q Kᵀ for the K tile in ring stage `stage` as one group: a
    // fence, one m64nKk16 wgmma (K = keyRows) per 16 columns of d (K-major
    // operands: the next 16 columns start 32 bytes on inside the swizzled
    // row), a commit.
    // One group, not a wait per step, lets the d / 16 wgmma run back to
    // back. Returns S as the last wgmma's result, to be read once a wait
    // covers its group.
    auto issueS = [&](Value stage) -> Value {
      Value kStage = k.mul(stage, layout.kStageBytes());
      int64_t steps = c.d / 16;
      // Every descriptor first: nothing between the wgmma may define one.
      SmallVector<Value> descQ, descK;
      for (int64_t kk = 0; kk < steps; ++kk) {
        int64_t atom = kk / 4, within = (kk % 4) * 32;
        descQ.push_back(descs.bitsAt(k, qBase + atom * kAtomBytes + within));
        descK.push_back(descs.bitsAt(k, layout.kAtom(atom) + within, kStage));
      }
      NVVM::WgmmaFenceAlignedOp::create(b, loc);
      Value acc;
      for (int64_t kk = 0; kk < steps; ++kk)
        acc = wgmmaSharedOperands(k, acc, keyRows, descQ[kk], descK[kk], t);
      NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
      return acc;
    };
    // V's descriptors: MN-major, the next 64 columns of dv a tile's atom
    // further on (the leading byte offset).
    DescriptorBase descsV = descs.withLeadingBytes(k, layout.tileAtomBytes());
    // Issues O + P V for P in registers `p` (pRegs) and the V tile in stage
    // `stage`, accumulating in O's registers `o`, as one group: keyRows / 16
    // m64n`dv`k16 wgmma (FlashAttention-3's shape: at dv = 128 half the
    // instructions of one per 64 columns, and P's registers sent once) with
    // A from registers, P's registers 4 kk to 4 kk + 3 for keys 16 kk to
    // 16 kk + 15, and V (MN-major, transposeB) 16 swizzled rows further
    // down each. Unless `drain`, nobody waits for the group (S's, before it,
    // stays pending too); drained, it is waited for. Returns O as the last
    // wgmma's result, to be read once a wait covers it.
    auto issuePV = [&](ValueRange o, ValueRange p, Value stage,
                       bool drain) -> Value {
      Value vStage = k.mul(stage, layout.vStageBytes());
      // Every descriptor first: nothing between the wgmma may define one.
      int64_t steps = keyRows / 16;
      SmallVector<Value> descV;
      for (int64_t kk = 0; kk < steps; ++kk)
        descV.push_back(descsV.bitsAt(
            k, layout.vAtom(0) + kk * 16 * kAtomRowBytes, vStage));
      NVVM::WgmmaFenceAlignedOp::create(b, loc);
      Value result;
      SmallVector<Value> acc(o.begin(), o.end());
      for (int64_t kk = 0; kk < steps; ++kk) {
        if (result)
          acc = wgmmaRegisters(k, result);
        result = wgmmaRegisterA(
            k, acc, p.slice(kk * kWgmmaARegisters, kWgmmaARegisters), descV[kk],
            t, /*transposeB=*/true);
      }
      NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
      if (drain)
        NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
      return result;
    };
    // What the softmax of a tile gives: the rows' new max and partial sum
    // (`stats`), both rows' corrections for O, and P's sRegs values in
    // f32.
    struct TileSoftmax {
      SmallVector<Value> stats;
      Value corr[2];
      SmallVector<Value> p;
    };
    // The softmax of the tile in `stage` from S (complete): the scores
    // masked, the rows' new max and sum from `stats` (max and partial sum
    // of both rows), and P.
    auto softmaxTile = [&](Value tile, Value stage, Value sAcc,
                           ValueRange stats) -> TileSoftmax {
      Value key0 = k.mul(tile, keyRows);
      SmallVector<Value> s = wgmmaRegisters(k, sAcc);
      // The tile's key padding flags and key ids, which the producer wrote
      // beside it.
      Value flagBase =
          mask.padding || mask.querySegments ? k.mul(stage, keyRows) : Value();

      // This thread's scores: in the log2 domain now (scaled, softcapped, the
      // terms added) unless the scale is folded into the exponent, then masked
      // where the tile needs it.
      if (!foldScale)
        for (Value &x : s) {
          x = k.fmul(x, k.f32(c.softcap ? c.scale : c.scale * kLog2e));
          if (c.softcap)
            x = scoreLog2(k, c, x);
        }
      auto rowOf = [&](int64_t i) {
        return rows[AccumulatorFragment::rowHalf(i)];
      };
      auto keyOf = [&](int64_t i) { return k.add(key0, frag.colOf(k, i)); };
      if (!terms.empty())
        for (int64_t i = 0; i < sRegs; ++i)
          s[i] = terms.add(k, s[i], rowOf(i), keyOf(i));
      if (mask.mayMask()) {
        SmallVector<Type> types(sRegs, f32);
        auto masked = scf::IfOp::create(
            b, loc, types, mask.tileNeedsMask(k, row0, kAtomRows, key0), true);
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPointToStart(masked.thenBlock());
        SmallVector<Value> hidden;
        for (int64_t i = 0; i < sRegs; ++i) {
          KeyMask::ReadAhead read;
          Value slot = flagBase ? k.add(flagBase, frag.colOf(k, i)) : Value();
          if (mask.padding)
            read.kept = memref::LoadOp::create(b, loc, keepView, slot);
          if (mask.querySegments) {
            read.rowId = rowSegments[AccumulatorFragment::rowHalf(i)];
            read.keyId = memref::LoadOp::create(b, loc, idView, slot);
          }
          hidden.push_back(k.select(mask.visible(k, rowOf(i), keyOf(i), read),
                                    s[i], negInf));
        }
        scf::YieldOp::create(b, loc, hidden);
        b.setInsertionPointToStart(masked.elseBlock());
        scf::YieldOp::create(b, loc, s);
        s.assign(masked.getResults().begin(), masked.getResults().end());
      }

      // Online softmax in the log2 domain, per row: the quad that holds a row
      // reduces its max with two butterfly shuffles.
      TileSoftmax next;
      next.stats.assign(stats.begin(), stats.end());
      Value negM[2], rowSum[2] = {zero, zero};
      for (int64_t half = 0; half < 2; ++half) {
        Value tileMax = negInf;
        for (int64_t i = 0; i < sRegs; ++i)
          if (AccumulatorFragment::rowHalf(i) == half)
            tileMax = k.fmax(tileMax, s[i]);
        tileMax = k.quadMax(tileMax);
        if (foldScale)
          tileMax = k.fmul(tileMax, scaleLog2);
        Value m = stats[half];
        Value mNew = k.fmax(m, tileMax);
        // While no key has been seen the max is -inf: subtract 0 instead so
        // that the exps are 0, not NaN.
        Value mSafe = k.select(k.fcmp(arith::CmpFPredicate::OEQ, mNew, negInf),
                               zero, mNew);
        negM[half] = arith::NegFOp::create(b, loc, mSafe);
        next.corr[half] = k.exp2(k.fsub(m, mSafe));
        next.stats[half] = mNew;
      }
      // P = exp2(S * scale - m), one FFMA and one exp2 per score.
      for (int64_t i = 0; i < sRegs; i += 2) {
        int64_t half = AccumulatorFragment::rowHalf(i);
        Value pair[2];
        for (int64_t j = 0; j < 2; ++j) {
          pair[j] = k.exp2(k.fma(s[i + j], scaleLog2, negM[half]));
          rowSum[half] = k.fadd(rowSum[half], pair[j]);
        }
        next.p.append({pair[0], pair[1]});
      }
      // The sum stays per thread; the quad's partial sums are added once at
      // the end, since every rescale applies to all four alike.
      for (int64_t half = 0; half < 2; ++half)
        next.stats[2 + half] =
            k.fma(stats[2 + half], next.corr[half], rowSum[half]);
      return next;
    };

    // The first tile: S, its softmax and P; its P V is issued with the next
    // tile's S. The state carried from tile to tile: the stats (4), P of the
    // tile (pRegs), O (oRegs).
    SmallVector<Value> startStats = {startMax, startMax, startSum, startSum};
    SmallVector<Value> zeros(oRegs, zero);
    SmallVector<Type> stateTypes(4, f32);
    stateTypes.append(pRegs, b.getI32Type());
    stateTypes.append(oRegs, f32);
    auto statsOf = [](ValueRange state) { return state.take_front(4); };
    auto pOf = [&](ValueRange state) { return state.slice(4, pRegs); };
    auto oOf = [&](ValueRange state) { return state.drop_front(4 + pRegs); };
    Value anyTile = k.slt(firstTile, endTile);
    auto first = scf::IfOp::create(b, loc, stateTypes, anyTile, true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(first.thenBlock());
      // Warpgroup 0 has the first turn.
      if (turns && g == 1)
        turns->pass(k, g);
      auto [stage, phase] = ringSlot(firstTile, /*phaseOffset=*/0);
      fullK.wait(k, stage, phase);
      waitTurn();
      Value sAcc = issueS(stage);
      passTurn();
      NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
      TileSoftmax next = softmaxTile(firstTile, stage, sAcc, startStats);
      emptyK.arrive(k, stage);
      // O is still zero: nothing to rescale.
      SmallVector<Value> state(next.stats);
      llvm::append_range(state, packP(next.p));
      state.append(zeros);
      scf::YieldOp::create(b, loc, state);
      b.setInsertionPointToStart(first.elseBlock());
      SmallVector<Value> none(startStats);
      none.append(pRegs, k.i32(0));
      none.append(zeros);
      scf::YieldOp::create(b, loc, none);
    }

    // Tile i > 0: S(i) and P(i-1) V(i-1) are issued back to back, and the
    // softmax of tile i runs while the tensor cores do P V (FlashAttention-3's
    // overlap within a warpgroup). Carried: the stats, P(i-1), and O through
    // tile i - 1 rescaled to tile i - 1's max, P(i-1) V(i-1) not yet added. The
    // stage is a run-time value, so the K and V descriptors are one uniform
    // add each from the base.
    auto tiles = scf::ForOp::create(b, loc, k.add(firstTile, 1), endTile,
                                    k.idx(1), first.getResults());
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(tiles.getBody());
      Value tile = tiles.getInductionVar();
      ValueRange carried = tiles.getRegionIterArgs();
      auto [stage, phase] = ringSlot(tile, /*phaseOffset=*/0);
      auto [prevStage, prevPhase] = ringSlot(k.sub(tile, k.idx(1)), 0);
      // Both tiles are waited for before the turn, which is not held
      // waiting for memory.
      fullK.wait(k, stage, phase);
      fullV.wait(k, prevStage, prevPhase);
      waitTurn();
      Value sAcc = issueS(stage);
      Value pv = issuePV(oOf(carried), pOf(carried), prevStage,
                         /*drain=*/false);
      passTurn();
      // S's group is the older: it is complete once at most P V's is
      // pending.
      NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 1);
      TileSoftmax next = softmaxTile(tile, stage, sAcc, statsOf(carried));
      emptyK.arrive(k, stage);
      NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
      emptyV.arrive(k, prevStage);
      SmallVector<Value> state(next.stats);
      llvm::append_range(state, packP(next.p));
      for (auto [r, x] : llvm::enumerate(wgmmaRegisters(k, pv)))
        state.push_back(k.fmul(
            x,
            next.corr[AccumulatorFragment::rowHalf(static_cast<int64_t>(r))]));
      scf::YieldOp::create(b, loc, state);
    }

    // The last tile's P V.
    auto last =
        scf::IfOp::create(b, loc, SmallVector<Type>(oRegs, f32), anyTile, true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(last.thenBlock());
      Value lastTile = k.sub(endTile, k.idx(1));
      auto [stage, phase] = ringSlot(lastTile, /*phaseOffset=*/0);
      fullV.wait(k, stage, phase);
      waitTurn();
      Value pv =
          issuePV(oOf(tiles.getResults()), pOf(tiles.getResults()), stage,
                  /*drain=*/true);
      // Warpgroup 1's last turn goes to no one: warpgroup 0 has had its
      // last, and a pass nobody waits for would leave the barrier half
      // arrived.
      if (g == 0)
        passTurn();
      scf::YieldOp::create(b, loc, wgmmaRegisters(k, pv));
      b.setInsertionPointToStart(last.elseBlock());
      scf::YieldOp::create(b, loc, oOf(tiles.getResults()));
    }

    // O's register a * 32 + i is on row rows[rowHalf(i)], column
    // 64 a + colOf(i): each register pair is one store.
    int64_t outBytes = c.outputType.getIntOrFloatBitWidth() / 8;
    for (int64_t half = 0; half < 2; ++half) {
      Value lPart = tiles.getResult(2 + half);
      Value l = k.quadSum(lPart);
      // A row that saw no key has l == 0 and yields zeros.
      Value inv = k.select(k.fcmp(arith::CmpFPredicate::OGT, l, zero),
                           k.fastDiv(k.f32(1.0), l), zero);
      auto store = scf::IfOp::create(b, loc, k.slt(rows[half], k.idx(c.nq)),
                                     /*withElseRegion=*/false);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(store.thenBlock());
      for (int64_t a = 0; a < layout.vAtoms; ++a)
        for (int64_t i = 0; i < kAtomRegs; i += 2) {
          if (AccumulatorFragment::rowHalf(i) != half)
            continue;
          Value o0 = last.getResult(a * kAtomRegs + i);
          Value o1 = last.getResult(a * kAtomRegs + i + 1);
          Value vec = packPair(k.fmul(o0, inv), k.fmul(o1, inv), c.outputType);
          Value col = k.add(frag.colOf(k, i), a * kAtomCols);
          vector::StoreOp::create(
              b, loc, vec, args.o, ValueRange{h.batch, h.head, rows[half], col},
              /*nontemporal=*/false, llvm::Align(2 * outBytes));
        }
    }
  };
  auto role = scf::IfOp::create(b, loc, k.slt(warpgroup, k.idx(layout.groups)),
                                /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(role.elseBlock()->getTerminator());
    runProducer();
    b.setInsertionPoint(role.thenBlock()->getTerminator());
    if (tradeRegisters)
      setMaxRegisters(kConsumerRegs, NVVM::SetMaxRegisterAction::increase);
    Value falseBit = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
    qBar.wait(k, k.idx(0), falseBit);
    if (layout.groups == 1) {
      runGroup(0);
    } else {
      auto perGroup =
          scf::IfOp::create(b, loc, k.cmp(arith::CmpIPredicate::eq, warpgroup,
                                          k.idx(0)),
                            /*withElseRegion=*/true);
      b.setInsertionPoint(perGroup.thenBlock()->getTerminator());
      runGroup(0);
      b.setInsertionPoint(perGroup.elseBlock()->getTerminator());
      runGroup(1);
    }
  }

  int64_t grid = (c.nq + blockRows - 1) / blockRows;
  KernelLaunch launch{
      func, {grid, c.batch * c.heads, 1}, {threads, 1, 1}, layout.total};
  // Kernel arguments 0 to 2 are the tensor maps of operands Q, K and V.
  for (unsigned operand = 0; operand < 3; ++operand)
    launch.tensorMaps.push_back(
        {operand, operand, mapType, {1, 1, kAtomRows, kAtomCols}});
  return launch;
}
