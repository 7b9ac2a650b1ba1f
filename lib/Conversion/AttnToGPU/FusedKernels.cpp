//===- FusedKernels.cpp - the fused attention kernels ---------------------===//
//
// Part of attn-opt. Two kernels for attn.flash_attention, composed of the
// blocks in FusedBlocks.h, both one launch over a grid of (query blocks,
// batch x query heads):
//
// - the tensor-core kernel, FlashAttention-2's forward pass: each warp owns
//   16 query rows; K/V tiles arrive by cp.async into double buffers; S = Q Kᵀ
//   and O += P V are m16n8k16 mma.sync with operands loaded by ldmatrix; the
//   softmax statistics stay in f32 registers;
// - a plain kernel with one thread per query row, as a baseline to trust.
//
//===----------------------------------------------------------------------===//

#include "FusedBlocks.h"
#include "Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

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
                       k.fdiv(k.f32(1.0), l), zero);
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

//===----------------------------------------------------------------------===//
// The tensor-core kernel
//===----------------------------------------------------------------------===//

int64_t mlir::attn::fusedMmaSharedBytes(const FusedConfig &c) {
  int64_t qk = c.d + kMmaPad, vRow = c.dv + kMmaPad;
  return 2 * (c.blockM * qk + 2 * c.blockN * qk + 2 * c.blockN * vRow);
}

namespace {
/// Register fragments of m16n8k16: A is vector<4x2xT>, B vector<2x2xT>, C
/// and D vector<2x2xf32>. Thread t of a warp holds, with g = t / 4 and
/// q = t % 4: A rows g and g + 8 at k = 2q, 2q+1 (rows 0, 1) and k = 8 + 2q,
/// 9 + 2q (rows 2, 3); B at k = 2q, 2q+1 (row 0) and 8 + 2q, 9 + 2q (row 1)
/// of column g; C row i at (g + 8i, 2q) and (g + 8i, 2q + 1).
class Fragments {
public:
  Fragments(KernelBuilder &k, Type element) : k(k), element(element) {}

  /// Stacks 1-D rows vector<2xT> into vector<Nx2xT>.
  Value stack(ArrayRef<Value> rows) {
    auto rowType = cast<VectorType>(rows.front().getType());
    auto type = VectorType::get({static_cast<int64_t>(rows.size()), 2},
                                rowType.getElementType());
    Value v =
        arith::ConstantOp::create(k.b, k.loc, type, k.b.getZeroAttr(type));
    for (auto [i, row] : llvm::enumerate(rows))
      v = vector::InsertOp::create(k.b, k.loc, row, v,
                                   ArrayRef<int64_t>{static_cast<int64_t>(i)});
    return v;
  }

  Value row(Value v, int64_t i) {
    return vector::ExtractOp::create(k.b, k.loc, v, ArrayRef<int64_t>{i});
  }

  Value at(Value v, int64_t i, int64_t j) {
    return vector::ExtractOp::create(k.b, k.loc, v, ArrayRef<int64_t>{i, j});
  }

  /// vector<2xf32> of two scalars.
  Value pair(Value x, Value y) {
    return vector::FromElementsOp::create(
        k.b, k.loc, VectorType::get({2}, x.getType()), ValueRange{x, y});
  }

  /// D = A B + C. f16 goes through nvgpu.mma.sync; its NVVM lowering has no
  /// bf16 form, so bf16 is emitted as nvvm.mma.sync on the packed registers.
  Value mma(Value a, Value bFrag, Value c) {
    if (element.isF16())
      return nvgpu::MmaSyncOp::create(k.b, k.loc, a, bFrag, c,
                                      ArrayRef<int64_t>{16, 8, 16});
    auto packed = [&](Value frag, int64_t rows) {
      SmallVector<Value> regs;
      auto i32x1 = VectorType::get({1}, k.b.getI32Type());
      for (int64_t i = 0; i < rows; ++i) {
        Value cast = vector::BitCastOp::create(k.b, k.loc, i32x1, row(frag, i));
        regs.push_back(
            vector::ExtractOp::create(k.b, k.loc, cast, ArrayRef<int64_t>{0}));
      }
      return regs;
    };
    SmallVector<Value> accs = {at(c, 0, 0), at(c, 0, 1), at(c, 1, 0),
                               at(c, 1, 1)};
    Type f32 = k.b.getF32Type();
    auto resultType = LLVM::LLVMStructType::getLiteral(k.b.getContext(),
                                                       {f32, f32, f32, f32});
    auto mmaOp = NVVM::MmaOp::create(
        k.b, k.loc, resultType, packed(a, 4), packed(bFrag, 2), accs,
        ArrayRef<int64_t>{16, 8, 16}, std::nullopt, std::nullopt,
        std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16,
                                      NVVM::MMATypes::bf16},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    SmallVector<Value> d;
    for (int64_t i = 0; i < 4; ++i)
      d.push_back(LLVM::ExtractValueOp::create(k.b, k.loc, mmaOp.getResult(),
                                               ArrayRef<int64_t>{i}));
    return stack({pair(d[0], d[1]), pair(d[2], d[3])});
  }

private:
  KernelBuilder &k;
  Type element;
};
} // namespace

KernelLaunch mlir::attn::emitFusedMmaKernel(OpBuilder &moduleBuilder,
                                            Location loc, StringRef name,
                                            const FusedConfig &c) {
  const int64_t threads = 32 * c.warps;
  std::array<int64_t, 3> block = {threads, 1, 1};
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, fusedArgTypes(c), block);
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  Fragments frag(k, c.elementType);
  FusedArgs args = fusedArgs(func, c);
  Value q = args.q, kMem = args.k, v = args.v, o = args.o;
  Type t = c.elementType, f32 = b.getF32Type();
  int64_t qkStride = c.d + kMmaPad, vStride = c.dv + kMmaPad;

  Value smem = dynamicShared(k);
  Value qs = sharedView(k, smem, 0, {c.blockM, qkStride}, t);
  int64_t kOffset = 2 * c.blockM * qkStride;
  Value ks = sharedView(k, smem, kOffset, {2, c.blockN, qkStride}, t);
  Value vs = sharedView(k, smem, kOffset + 2 * 2 * c.blockN * qkStride,
                        {2, c.blockN, vStride}, t);

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warp = k.div(tid, 32), lane = k.rem(tid, 32);
  Value g = k.div(lane, 4), quad = k.rem(lane, 4);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  HeadIndices h = headIndices(k, c);
  KeyMask mask(k, c, args, h);
  ScoreTerms terms(k, c, args, h);
  Value row0 = k.mul(bx, c.blockM);
  Value warpRow0 = k.add(row0, k.mul(warp, 16));
  // The key tiles this block needs; iteration `it` reads tile
  // firstTile + it from buffer it % 2.
  auto [firstTile, endTile] = mask.tileRange(k, row0, c.blockM);
  Value tileCount = k.sub(endTile, firstTile);

  // Issues the cp.async copies of rows [rowBase, rowBase + rows) x cols of
  // `src` into `dst` (at `buffer` when double-buffered), 16 bytes each; rows
  // at or past `limit` are zero-filled from a clamped, valid address.
  auto copyTile = [&](Value src, Value head, Value rowBase, int64_t limit,
                      Value dst, std::optional<Value> buffer, int64_t rows,
                      int64_t cols, SmallVectorImpl<Value> &tokens) {
    int64_t chunksPerRow = cols / 8;
    for (int64_t i = 0; i < rows * chunksPerRow / threads; ++i) {
      Value chunk = k.add(tid, i * threads);
      Value r = k.div(chunk, chunksPerRow);
      Value col = k.mul(k.rem(chunk, chunksPerRow), 8);
      Value srcRow = k.add(rowBase, r);
      Value elements =
          k.select(k.slt(srcRow, k.idx(limit)), k.idx(8), k.idx(0));
      SmallVector<Value> dstIdx;
      if (buffer)
        dstIdx.push_back(*buffer);
      dstIdx.append({r, col});
      tokens.push_back(nvgpu::DeviceAsyncCopyOp::create(
                           b, loc, dst, dstIdx, src,
                           ValueRange{h.batch, head,
                                      k.minIdx(srcRow, k.idx(limit - 1)), col},
                           b.getIndexAttr(8), elements, b.getUnitAttr())
                           .getAsyncToken());
    }
  };
  auto tokenType = nvgpu::DeviceAsyncTokenType::get(b.getContext());
  auto commitAndWait = [&](ArrayRef<Value> tokens, int32_t pending) {
    Value group =
        nvgpu::DeviceAsyncCreateGroupOp::create(b, loc, tokenType, tokens);
    nvgpu::DeviceAsyncWaitOp::create(b, loc, group,
                                     b.getI32IntegerAttr(pending));
    return group;
  };

  // Prologue: Q and the first K/V tile in one group.
  SmallVector<Value> tokens;
  Value firstKey0 = k.mul(firstTile, c.blockN);
  copyTile(q, h.head, row0, c.nq, qs, std::nullopt, c.blockM, c.d, tokens);
  copyTile(kMem, h.kvHead, firstKey0, c.nkv, ks, k.idx(0), c.blockN, c.d,
           tokens);
  copyTile(v, h.kvHead, firstKey0, c.nkv, vs, k.idx(0), c.blockN, c.dv,
           tokens);
  Value firstGroup = commitAndWait(tokens, 0);
  gpu::BarrierOp::create(b, loc);

  // Q stays in registers as A fragments: lanes 0-15 address rows 0-15 at
  // column 0 of each 16-wide slice, lanes 16-31 the same rows at column 8.
  auto fragType = VectorType::get({4, 2}, t);
  SmallVector<Value> qFrags;
  Value qRow = k.add(k.mul(warp, 16), k.rem(lane, 16));
  Value qCol = k.mul(k.div(lane, 16), 8);
  for (int64_t kc = 0; kc < c.d / 16; ++kc)
    qFrags.push_back(nvgpu::LdMatrixOp::create(
        b, loc, fragType, qs, ValueRange{qRow, k.add(qCol, kc * 16)},
        /*transpose=*/false, /*numTiles=*/4));

  Value negInf = k.negInf(), zero = k.f32(0.0);
  auto accType = VectorType::get({2, 2}, f32);
  Value zeroAcc =
      arith::ConstantOp::create(b, loc, accType, b.getZeroAttr(accType));
  // Carried: the row max and the thread's partial row sum of rows g and
  // g + 8, then the O accumulator, dv / 8 fragments.
  // A sink starts each row as one logit already seen, with no value; the
  // quad's partial sums add up, so only its first lane counts it.
  SmallVector<Value> init = {negInf, negInf, zero, zero};
  if (terms.sinkLog2) {
    Value one = k.select(k.cmp(arith::CmpIPredicate::eq, quad, k.idx(0)),
                         k.f32(1.0), zero);
    init = {terms.sinkLog2, terms.sinkLog2, one, one};
  }
  for (int64_t i = 0; i < c.dv / 8; ++i)
    init.push_back(zeroAcc);
  auto tiles = scf::ForOp::create(b, loc, k.idx(0), tileCount, k.idx(1), init);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(tiles.getBody());
    Value it = tiles.getInductionVar();
    ValueRange carried = tiles.getRegionIterArgs();
    Value buf = k.rem(it, 2);
    Value next = k.add(it, 1);
    Value key0 = k.mul(k.add(firstTile, it), c.blockN);

    // Start the next tile's copies into the other buffer, then wait for
    // this tile's.
    auto prefetch = scf::IfOp::create(b, loc, k.slt(next, tileCount),
                                      /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g2(b);
      b.setInsertionPointToStart(prefetch.thenBlock());
      SmallVector<Value> nextTokens;
      Value nextKey0 = k.add(key0, c.blockN);
      Value nextBuf = k.rem(next, 2);
      copyTile(kMem, h.kvHead, nextKey0, c.nkv, ks, nextBuf, c.blockN, c.d,
               nextTokens);
      copyTile(v, h.kvHead, nextKey0, c.nkv, vs, nextBuf, c.blockN, c.dv,
               nextTokens);
      commitAndWait(nextTokens, 1);
      b.setInsertionPointToStart(prefetch.elseBlock());
      nvgpu::DeviceAsyncWaitOp::create(b, loc, firstGroup,
                                       b.getI32IntegerAttr(0));
    }
    gpu::BarrierOp::create(b, loc);

    // S = Q Kᵀ, BN / 8 fragments of 16 x 8. K rows are Kᵀ's columns, so a
    // plain ldmatrix of 8 keys x 8 dims gives a B fragment; one x4 load
    // covers 32 dims (two k-steps): lane l addresses key l % 8 at dim
    // 8 * (l / 8).
    int64_t nFrags = c.blockN / 8;
    SmallVector<Value> s(nFrags, zeroAcc);
    Value kRow = k.rem(lane, 8), kCol = k.mul(k.div(lane, 8), 8);
    for (int64_t n = 0; n < nFrags; ++n) {
      for (int64_t kk = 0; kk < c.d / 32; ++kk) {
        Value bf = nvgpu::LdMatrixOp::create(
            b, loc, fragType, ks,
            ValueRange{buf, k.add(kRow, n * 8), k.add(kCol, kk * 32)},
            /*transpose=*/false, /*numTiles=*/4);
        s[n] = frag.mma(qFrags[2 * kk],
                        frag.stack({frag.row(bf, 0), frag.row(bf, 1)}), s[n]);
        s[n] = frag.mma(qFrags[2 * kk + 1],
                        frag.stack({frag.row(bf, 2), frag.row(bf, 3)}), s[n]);
      }
    }

    // Scores in the log2 domain (softcapped in between when asked).
    double vecScale = c.softcap ? c.scale : c.scale * kLog2e;
    Value scaleVec = arith::ConstantOp::create(
        b, loc, accType,
        DenseElementsAttr::get(accType, static_cast<float>(vecScale)));
    for (auto [n, x] : llvm::enumerate(s)) {
      x = arith::MulFOp::create(b, loc, x, scaleVec);
      if (!c.softcap && terms.empty())
        continue;
      for (int64_t i = 0; i < 2; ++i)
        for (int64_t j = 0; j < 2; ++j) {
          Value e = frag.at(x, i, j);
          if (c.softcap)
            e = scoreLog2(k, c, e);
          if (!terms.empty()) {
            Value row = k.add(k.add(warpRow0, g), 8 * i);
            Value key = k.add(k.add(key0, n * 8 + j), k.mul(quad, 2));
            e = terms.add(k, e, row, key);
          }
          x = vector::InsertOp::create(b, loc, e, x, ArrayRef<int64_t>{i, j});
        }
    }

    // Masking costs a compare and select per score, so only tiles where
    // some key is hidden from some of this warp's rows pay for it.
    if (mask.mayMask()) {
      SmallVector<Type> types(nFrags, accType);
      auto masked = scf::IfOp::create(
          b, loc, types, mask.tileNeedsMask(k, warpRow0, 16, key0),
          /*withElseRegion=*/true);
      OpBuilder::InsertionGuard g2(b);
      b.setInsertionPointToStart(masked.thenBlock());
      SmallVector<Value> maskedS;
      for (int64_t n = 0; n < nFrags; ++n) {
        Value x = s[n];
        for (int64_t i = 0; i < 2; ++i) {
          Value row = k.add(k.add(warpRow0, g), 8 * i);
          for (int64_t j = 0; j < 2; ++j) {
            Value key = k.add(k.add(key0, n * 8 + j), k.mul(quad, 2));
            Value kept =
                k.select(mask.visible(k, row, key), frag.at(x, i, j), negInf);
            x = vector::InsertOp::create(b, loc, kept, x,
                                         ArrayRef<int64_t>{i, j});
          }
        }
        maskedS.push_back(x);
      }
      scf::YieldOp::create(b, loc, maskedS);
      b.setInsertionPointToStart(masked.elseBlock());
      scf::YieldOp::create(b, loc, s);
      for (int64_t n = 0; n < nFrags; ++n)
        s[n] = masked.getResult(n);
    }

    // Online softmax per row: the quad of 4 lanes that shares a row reduces
    // its max with two butterfly shuffles.
    SmallVector<Value> next2;
    Value mSafe[2], corr[2], rowSum[2];
    for (int64_t i = 0; i < 2; ++i) {
      Value mt = negInf;
      for (int64_t n = 0; n < nFrags; ++n)
        for (int64_t j = 0; j < 2; ++j)
          mt = k.fmax(mt, frag.at(s[n], i, j));
      mt = k.fmax(mt, k.shuffleXor(mt, 1));
      mt = k.fmax(mt, k.shuffleXor(mt, 2));
      Value mNew = k.fmax(carried[i], mt);
      // Until a row has seen a key its max is -inf: subtract 0 instead so
      // that the exps are 0, not NaN.
      mSafe[i] =
          k.select(k.fcmp(arith::CmpFPredicate::OEQ, mNew, negInf), zero, mNew);
      corr[i] = k.exp2(k.fsub(carried[i], mSafe[i]));
      next2.push_back(mNew);
      rowSum[i] = zero;
    }
    // P = exp2(S - m), kept as f32 pairs per row half.
    SmallVector<std::array<Value, 4>> p(nFrags);
    for (int64_t n = 0; n < nFrags; ++n)
      for (int64_t i = 0; i < 2; ++i)
        for (int64_t j = 0; j < 2; ++j) {
          Value e = k.exp2(k.fsub(frag.at(s[n], i, j), mSafe[i]));
          p[n][2 * i + j] = e;
          rowSum[i] = k.fadd(rowSum[i], e);
        }
    // The sum stays per thread; the quad's partial sums are added once at
    // the end, since every rescale applies to all four alike.
    for (int64_t i = 0; i < 2; ++i)
      next2.push_back(k.fma(carried[2 + i], corr[i], rowSum[i]));

    Value corrVec =
        frag.stack({frag.pair(corr[0], corr[0]), frag.pair(corr[1], corr[1])});
    SmallVector<Value> acc;
    for (int64_t nv = 0; nv < c.dv / 8; ++nv)
      acc.push_back(arith::MulFOp::create(b, loc, carried[4 + nv], corrVec));

    // P as A fragments of P V: the C layout of S fragments 2kk and 2kk + 1
    // is exactly the A layout of the 16-key slice kk.
    auto packRow = [&](Value x, Value y) {
      return k.convert(frag.pair(x, y), VectorType::get({2}, t));
    };
    SmallVector<Value> pFrags;
    for (int64_t kk = 0; kk < c.blockN / 16; ++kk) {
      std::array<Value, 4> &lo = p[2 * kk], &hi = p[2 * kk + 1];
      pFrags.push_back(
          frag.stack({packRow(lo[0], lo[1]), packRow(lo[2], lo[3]),
                      packRow(hi[0], hi[1]), packRow(hi[2], hi[3])}));
    }

    // O += P V. V is stored key-major, i.e. row-major as the B operand, so
    // ldmatrix transposes; one x4 load covers 32 keys of 8 columns: lane l
    // addresses key l at the fragment's first column.
    for (int64_t nv = 0; nv < c.dv / 8; ++nv) {
      for (int64_t kk = 0; kk < c.blockN / 32; ++kk) {
        Value bf = nvgpu::LdMatrixOp::create(
            b, loc, fragType, vs,
            ValueRange{buf, k.add(lane, kk * 32), k.idx(nv * 8)},
            /*transpose=*/true, /*numTiles=*/4);
        acc[nv] =
            frag.mma(pFrags[2 * kk],
                     frag.stack({frag.row(bf, 0), frag.row(bf, 1)}), acc[nv]);
        acc[nv] =
            frag.mma(pFrags[2 * kk + 1],
                     frag.stack({frag.row(bf, 2), frag.row(bf, 3)}), acc[nv]);
      }
    }
    // The next iteration's prefetch overwrites this buffer.
    gpu::BarrierOp::create(b, loc);
    next2.append(acc);
    scf::YieldOp::create(b, loc, next2);
  }

  // Epilogue: total row sums over the quad, normalize, store rows g and
  // g + 8 as pairs of adjacent columns.
  for (int64_t i = 0; i < 2; ++i) {
    Value l = tiles.getResult(2 + i);
    l = k.fadd(l, k.shuffleXor(l, 1));
    l = k.fadd(l, k.shuffleXor(l, 2));
    // A row that saw no key has l == 0 and yields zeros.
    Value inv = k.select(k.fcmp(arith::CmpFPredicate::OGT, l, zero),
                         k.fdiv(k.f32(1.0), l), zero);
    Value row = k.add(k.add(warpRow0, g), 8 * i);
    auto store = scf::IfOp::create(b, loc, k.slt(row, k.idx(c.nq)),
                                   /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(store.thenBlock());
    for (int64_t nv = 0; nv < c.dv / 8; ++nv) {
      Value acc = tiles.getResult(4 + nv);
      Value out = frag.pair(k.fmul(frag.at(acc, i, 0), inv),
                            k.fmul(frag.at(acc, i, 1), inv));
      out = k.convert(out, VectorType::get({2}, c.outputType));
      vector::StoreOp::create(
          b, loc, out, o,
          ValueRange{h.batch, h.head, row, k.add(k.mul(quad, 2), nv * 8)});
    }
  }

  int64_t grid = (c.nq + c.blockM - 1) / c.blockM;
  return {func, {grid, c.batch * c.heads, 1}, block, fusedMmaSharedBytes(c)};
}
