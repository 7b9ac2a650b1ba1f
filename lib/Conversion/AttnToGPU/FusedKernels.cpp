//===- FusedKernels.cpp - the fused attention kernels ---------------------===//
//
// Part of attn-opt. The plain fused kernel for attn.flash_attention, one
// thread per query row with plain FMAs, as a baseline to trust next to the
// tensor-core kernel (FusedMmaKernel.cpp); composed of the blocks in
// FusedBlocks.h, one launch over a grid of (query blocks, batch x query
// heads).
//
//===----------------------------------------------------------------------===//

#include "FusedBlocks.h"
#include "Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// The plain kernel
//===----------------------------------------------------------------------===//

/// Padding of the Q rows in shared memory so that the threads of a warp, each
/// reading its own row, hit different banks.
static int64_t simplePad(const FusedConfig &c) {
  return c.elementType.getIntOrFloatBitWidth() == 16 ? 2 : 1;
}

int64_t mlir::attn::fusedSimpleSharedBytes(const FusedConfig &c) {
  int64_t bytes = c.elementType.getIntOrFloatBitWidth() / 8;
  return bytes * (c.blockM * (c.d + simplePad(c)) + c.blockN * (c.d + c.dv));
}

KernelLaunch mlir::attn::emitFusedSimpleKernel(OpBuilder &moduleBuilder,
                                               Location loc, StringRef name,
                                               const FusedConfig &c) {
  std::array<int64_t, 3> block = {c.blockM, 1, 1};
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, fusedArgTypes(c), block);
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  FusedArgs args = fusedArgs(func, c);
  Value q = args.q, kMem = args.k, v = args.v, o = args.o;
  Type t = c.elementType, f32 = b.getF32Type();
  int64_t bytes = t.getIntOrFloatBitWidth() / 8;
  int64_t qStride = c.d + simplePad(c);

  Value smem = dynamicShared(k);
  Value qs = sharedView(k, smem, 0, {c.blockM, qStride}, t);
  int64_t kOffset = bytes * c.blockM * qStride;
  Value ks = sharedView(k, smem, kOffset, {c.blockN, c.d}, t);
  Value vs = sharedView(k, smem, kOffset + bytes * c.blockN * c.d,
                        {c.blockN, c.dv}, t);

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  HeadIndices h = headIndices(k, c);
  KeyMask mask(k, c, args, h);
  ScoreTerms terms(k, c, args, h);
  Value row0 = k.mul(bx, c.blockM);
  Value row = k.add(row0, tid);
  Value zeroT = arith::ConstantFloatOp::create(
      b, loc, cast<FloatType>(t),
      llvm::APFloat::getZero(cast<FloatType>(t).getFloatSemantics()));

  // Cooperative copy of rows [rowBase, rowBase + rows) x cols of `src` (rows
  // past `limit` read as 0) into `dst`: thread i copies elements i, i +
  // blockM, ...
  auto copyRows = [&](Value src, Value head, Value rowBase, int64_t limit,
                      Value dst, int64_t rows, int64_t cols) {
    auto loop =
        scf::ForOp::create(b, loc, tid, k.idx(rows * cols), k.idx(c.blockM));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value i = loop.getInductionVar();
    Value r = k.div(i, cols), col = k.rem(i, cols);
    Value srcRow = k.add(rowBase, r);
    Value ok = k.slt(srcRow, k.idx(limit));
    Value x = memref::LoadOp::create(
        b, loc, src,
        ValueRange{h.batch, head, k.minIdx(srcRow, k.idx(limit - 1)), col});
    memref::StoreOp::create(b, loc, k.select(ok, x, zeroT), dst,
                            ValueRange{r, col});
  };
  copyRows(q, h.head, row0, c.nq, qs, c.blockM, c.d);

  Value scaleLog2 = k.f32(c.scale * kLog2e);
  Value negInf = k.negInf(), zero = k.f32(0.0);
  // A sink starts each row as one logit already seen, with no value.
  SmallVector<Value> init = {terms.sinkLog2 ? terms.sinkLog2 : negInf,
                             terms.sinkLog2 ? k.f32(1.0) : zero};
  for (int64_t i = 0; i < c.dv; ++i)
    init.push_back(zero);

  auto [firstTile, endTile] = mask.tileRange(k, row0, c.blockM);
  auto tiles = scf::ForOp::create(b, loc, firstTile, endTile, k.idx(1), init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(tiles.getBody());
    Value key0 = k.mul(tiles.getInductionVar(), c.blockN);
    // Nobody may still read the previous tile (nor, the first time, may
    // anybody read Q before all of it has landed).
    gpu::BarrierOp::create(b, loc);
    copyRows(kMem, h.kvHead, key0, c.nkv, ks, c.blockN, c.d);
    copyRows(v, h.kvHead, key0, c.nkv, vs, c.blockN, c.dv);
    gpu::BarrierOp::create(b, loc);

    auto keys = scf::ForOp::create(b, loc, k.idx(0), k.idx(c.blockN), k.idx(1),
                                   tiles.getRegionIterArgs());
    {
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(keys.getBody());
      Value j = keys.getInductionVar();
      ValueRange carried = keys.getRegionIterArgs();
      Value m = carried[0], l = carried[1];
      auto dot = scf::ForOp::create(b, loc, k.idx(0), k.idx(c.d), k.idx(1),
                                    ValueRange{zero});
      {
        OpBuilder::InsertionGuard dotGuard(b);
        b.setInsertionPointToStart(dot.getBody());
        Value col = dot.getInductionVar();
        Value x = k.convert(
            memref::LoadOp::create(b, loc, qs, ValueRange{tid, col}), f32);
        Value y = k.convert(
            memref::LoadOp::create(b, loc, ks, ValueRange{j, col}), f32);
        scf::YieldOp::create(b, loc, k.fma(x, y, dot.getRegionIterArgs()[0]));
      }
      Value s = c.softcap
                    ? scoreLog2(k, c, k.fmul(dot.getResult(0), k.f32(c.scale)))
                    : k.fmul(dot.getResult(0), scaleLog2);
      if (!terms.empty())
        s = terms.add(k, s, row, k.add(key0, j));
      s = k.select(mask.visible(k, row, k.add(key0, j)), s, negInf);
      Value mNew = k.fmax(m, s);
      // While no key has been seen the max is -inf: subtract 0 instead so
      // that the exps below are 0, not NaN.
      Value mSafe =
          k.select(k.fcmp(arith::CmpFPredicate::OEQ, mNew, negInf), zero, mNew);
      Value corr = k.exp2(k.fsub(m, mSafe));
      Value p = k.exp2(k.fsub(s, mSafe));
      SmallVector<Value> next = {mNew, k.fma(l, corr, p)};
      for (int64_t col = 0; col < c.dv; ++col) {
        Value y = k.convert(
            memref::LoadOp::create(b, loc, vs, ValueRange{j, k.idx(col)}), f32);
        next.push_back(k.fma(p, y, k.fmul(carried[2 + col], corr)));
      }
      scf::YieldOp::create(b, loc, next);
    }
    scf::YieldOp::create(b, loc, keys.getResults());
  }

  Value l = tiles.getResult(1);
  // A row that saw no key has l == 0 and yields zeros.
  Value inv = k.select(k.fcmp(arith::CmpFPredicate::OGT, l, zero),
                       k.fastDiv(k.f32(1.0), l), zero);
  auto store = scf::IfOp::create(b, loc, k.slt(row, k.idx(c.nq)),
                                 /*withElseRegion=*/false);
  b.setInsertionPointToStart(store.thenBlock());
  for (int64_t col = 0; col < c.dv; ++col)
    memref::StoreOp::create(
        b, loc, k.convert(k.fmul(tiles.getResult(2 + col), inv), c.outputType),
        o, ValueRange{h.batch, h.head, row, k.idx(col)});

  int64_t grid = (c.nq + c.blockM - 1) / c.blockM;
  return {func, {grid, c.batch * c.heads, 1}, block, fusedSimpleSharedBytes(c)};
}
