//===- FusedMmaKernel.cpp - the fused tensor-core attention kernel --------===//
//
// Part of attn-opt. FlashAttention-2's forward pass on mma.sync m16n8k16,
// composed of the blocks in FusedBlocks.h:
//
// - each warp owns `rowTiles` x 16 query rows, so that one ldmatrix of K or
//   V feeds 2 x rowTiles mma;
// - K and V have one shared buffer each, and their copies are staggered: V's
//   runs under S = Q Kᵀ, the next tile's K under the softmax and O += P V;
// - the tile loop is emitted in up to three parts, so that only the tiles a
//   causal band, a window or a ragged end can cut pay for masking;
// - the softmax scale is folded into the exponent's FFMA where no score term
//   comes between the scale and the softmax;
// - with two row tiles at dv >= 128, where O and S fill the register file,
//   each thread keeps its rows' max and sum in a slot of shared memory;
// - the output goes through shared memory and leaves in 16-byte stores
//   (MmaEpilogue.cpp);
// - as the split-KV partial kernel (SplitKVKernel.cpp), a block's rows pack
//   the query heads of one GQA group, it runs one split of the key tiles,
//   and it leaves its unnormalized rows and their statistics in f32.
//
//===----------------------------------------------------------------------===//

#include "MmaKernelBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::mma;

int64_t mlir::attn::fusedMmaSharedBytes(const FusedConfig &c) {
  return keyFlagsOffset(c) + (c.paddingBatch ? 2 * c.blockN : 0);
}

/// Issues the cp.async copies of rows [rowBase, rowBase + rows) x cols of
/// `src` (at this block's batch and `head`; without `head`, the block's
/// query rows, packed or not, of Q) into `dst`, 16 bytes each.
/// Where `limit` may cut the tile (`mayCross` and `limit` not a multiple of
/// `rows`), rows past it are zero-filled from a clamped, valid address.
void MmaKernelBuilder::copyTile(Value src, Value head, Value rowBase,
                                int64_t limit, Value dst, int64_t rows,
                                int64_t cols, bool mayCross,
                                SmallVectorImpl<Value> &tokens) {
  int64_t chunksPerRow = cols / 8;
  // When the block's threads cover whole rows, each thread copies the same
  // columns of rows a constant apart: the index math is hoisted.
  bool wholeRows = threads % chunksPerRow == 0;
  Value firstRow = k.div(tid, chunksPerRow);
  Value firstCol = k.mul(k.rem(tid, chunksPerRow), 8);
  bool ragged = mayCross && limit % rows != 0;
  for (int64_t i = 0; i < rows * chunksPerRow / threads; ++i) {
    Value r = k.add(firstRow, i * threads / chunksPerRow), col = firstCol;
    if (!wholeRows) {
      Value chunk = k.add(tid, i * threads);
      r = k.div(chunk, chunksPerRow);
      col = k.mul(k.rem(chunk, chunksPerRow), 8);
    }
    Value srcRow = k.add(rowBase, r);
    Value elements;
    if (ragged) {
      elements = k.select(k.slt(srcRow, k.idx(limit)), k.idx(8), k.idx(0));
      srcRow = k.minIdx(srcRow, k.idx(limit - 1));
    }
    Value srcHead = head;
    if (!head) {
      srcHead = h.headOf(k, srcRow);
      srcRow = h.queryRow(k, srcRow);
    }
    tokens.push_back(nvgpu::DeviceAsyncCopyOp::create(
                         b, loc, dst, ValueRange{r, col}, src,
                         ValueRange{h.batch, srcHead, srcRow, col},
                         b.getIndexAttr(8), elements, b.getUnitAttr())
                         .getAsyncToken());
  }
}

/// Issues the cp.async copies of the key ids of `tile` into its stage of
/// `keyIds`, one id per thread; threads past the tile's keys (and keys past
/// Nkv) copy the last key's id, which visible() hides by its index anyway.
void MmaKernelBuilder::copyKeyIds(Value tile, SmallVectorImpl<Value> &tokens) {
  Value stage = k.rem(tile, 2);
  Value key0 = k.mul(tile, c.blockN);
  for (int64_t i = 0; i * threads < c.blockN; ++i) {
    Value slot = k.add(tid, i * threads);
    Value key = k.minIdx(k.add(key0, k.minIdx(slot, k.idx(c.blockN - 1))),
                         k.idx(c.nkv - 1));
    tokens.push_back(nvgpu::DeviceAsyncCopyOp::create(
                         b, loc, keyIds, ValueRange{stage, slot},
                         mask.keySegments, ValueRange{mask.keySegmentsRow, key},
                         b.getIndexAttr(1), Value(), UnitAttr())
                         .getAsyncToken());
  }
}

/// Writes the key padding flags of `tile` into its stage of `keyFlags`, one
/// key per thread (keys past Nkv read the last key's, which visible() hides
/// by its index anyway); the next waitAll publishes them.
void MmaKernelBuilder::stageKeyFlags(Value tile) {
  Value stage = k.rem(tile, 2);
  Value key0 = k.mul(tile, c.blockN);
  for (int64_t i = 0; i * threads < c.blockN; ++i) {
    Value slot = k.add(tid, i * threads);
    auto inTile = scf::IfOp::create(b, loc, k.slt(slot, k.idx(c.blockN)),
                                    /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(inTile.thenBlock());
    memref::StoreOp::create(b, loc, mask.keptKey(k, k.add(key0, slot)),
                            keyFlags, ValueRange{stage, slot});
  }
}

/// Writes the query ids of the block's rows into `rowIds` (rows past the
/// end read the last row's); the first waitAll publishes them.
void MmaKernelBuilder::stageRowIds() {
  for (int64_t i = 0; i * threads < c.blockM; ++i) {
    Value r = k.add(tid, i * threads);
    auto inTile = scf::IfOp::create(b, loc, k.slt(r, k.idx(c.blockM)),
                                    /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(inTile.thenBlock());
    memref::StoreOp::create(b, loc, mask.rowSegment(k, k.add(row0, r)), rowIds,
                            r);
  }
}

/// Closes the copies of `tokens` into one group.
void MmaKernelBuilder::commit(ArrayRef<Value> tokens) {
  auto tokenType = nvgpu::DeviceAsyncTokenType::get(b.getContext());
  Value group =
      nvgpu::DeviceAsyncCreateGroupOp::create(b, loc, tokenType, tokens);
  if (!anyGroup)
    anyGroup = group;
}

/// Waits for every copy group of this thread, then for every thread: the
/// schedule never has more than one group in flight at a wait.
void MmaKernelBuilder::waitAll() {
  nvgpu::DeviceAsyncWaitOp::create(b, loc, anyGroup, b.getI32IntegerAttr(0));
  gpu::BarrierOp::create(b, loc);
}

/// Q's A fragments of k-step `kc` for every row tile: lanes 0-15 address
/// rows 0-15 at column 0 of the 16-wide slice, lanes 16-31 the same rows at
/// column 8.
SmallVector<Value> MmaKernelBuilder::qFragments(int64_t kc) {
  SmallVector<Value> result;
  Value qCol = k.add(k.mul(k.div(lane, 16), 8), kc * 16);
  for (int64_t r = 0; r < rowTiles; ++r) {
    Value qRow = k.add(k.sub(warpRow0, row0), k.add(k.rem(lane, 16), 16 * r));
    result.push_back(
        nvgpu::LdMatrixOp::create(b, loc, fragType, qs, ValueRange{qRow, qCol},
                                  /*transpose=*/false, /*numTiles=*/4));
  }
  return result;
}

/// S = Q Kᵀ for the tile at `key0`, blockN / 8 fragments of 16 x 8 per row
/// tile, one 16-wide k-step at a time so that only that step's Q fragments
/// are live. K rows are Kᵀ's columns, so a plain ldmatrix of 8 keys x 8 dims
/// gives half a B fragment; one x4 load covers 16 keys x 16 dims, the B
/// fragments of two 8-key groups (lane l addresses key l % 8 + 8 (l / 16)
/// at dim 8 ((l / 8) % 2)), and feeds both groups of every row tile.
SmallVector<SmallVector<Value>> MmaKernelBuilder::scores(Value key0) {
  int64_t nFrags = c.blockN / 8;
  SmallVector<SmallVector<Value>> s(rowTiles,
                                    SmallVector<Value>(nFrags, zeroAcc()));
  Value kRow = k.add(k.rem(lane, 8), k.mul(k.div(lane, 16), 8));
  Value kCol = k.mul(k.rem(k.div(lane, 8), 2), 8);
  for (int64_t kc = 0; kc < c.d / 16; ++kc) {
    SmallVector<Value> a = qInRegisters ? qFrags[kc] : qFragments(kc);
    for (int64_t n = 0; n < nFrags; n += 2) {
      Value x4 = nvgpu::LdMatrixOp::create(
          b, loc, fragType, ks,
          ValueRange{k.add(kRow, n * 8), k.add(kCol, kc * 16)},
          /*transpose=*/false, /*numTiles=*/4);
      auto [b0, b1] = frag.splitB(x4);
      for (int64_t r = 0; r < rowTiles; ++r) {
        s[r][n] = frag.mma(a[r], b0, s[r][n]);
        s[r][n + 1] = frag.mma(a[r], b1, s[r][n + 1]);
      }
    }
  }
  return s;
}

/// Hides the scores of keys the mask hides, on warps whose rows key tile
/// `tile` cuts: masking costs a compare and select per score (with
/// segments, the ids are read from their shared-memory stages).
void MmaKernelBuilder::maskScores(SmallVector<SmallVector<Value>> &s,
                                  Value tile) {
  int64_t nFrags = c.blockN / 8;
  Value key0 = k.mul(tile, c.blockN);
  SmallVector<Type> types(rowTiles * nFrags, accType);
  auto [warpQueryRow0, warpQueryRows] = h.querySpan(k, warpRow0, 16 * rowTiles);
  auto masked = scf::IfOp::create(
      b, loc, types, mask.tileNeedsMask(k, warpQueryRow0, warpQueryRows, key0),
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(masked.thenBlock());
  Value negInf = k.negInf();
  SmallVector<Value> flat;
  Value stage = keyIds || keyFlags ? k.rem(tile, 2) : Value();
  for (int64_t r = 0; r < rowTiles; ++r)
    for (int64_t n = 0; n < nFrags; ++n) {
      Value x = s[r][n];
      for (int64_t i = 0; i < 2; ++i) {
        Value row = rowOf(r, i);
        KeyMask::ReadAhead read;
        if (rowIds)
          read.rowId = memref::LoadOp::create(b, loc, rowIds, k.sub(row, row0));
        for (int64_t j = 0; j < 2; ++j) {
          Value key = keyOf(key0, n, j);
          if (keyFlags)
            read.kept = memref::LoadOp::create(
                b, loc, keyFlags, ValueRange{stage, k.sub(key, key0)});
          if (keyIds)
            read.keyId = memref::LoadOp::create(
                b, loc, keyIds, ValueRange{stage, k.sub(key, key0)});
          x = frag.set(x,
                       k.select(mask.visible(k, row, key, read),
                                frag.at(x, i, j), negInf),
                       i, j);
        }
      }
      flat.push_back(x);
    }
  scf::YieldOp::create(b, loc, flat);
  b.setInsertionPointToStart(masked.elseBlock());
  flat.clear();
  for (int64_t r = 0; r < rowTiles; ++r)
    flat.append(s[r].begin(), s[r].end());
  scf::YieldOp::create(b, loc, flat);
  for (int64_t r = 0; r < rowTiles; ++r)
    for (int64_t n = 0; n < nFrags; ++n)
      s[r][n] = masked.getResult(r * nFrags + n);
}

/// One KV tile: wait for its K, start its V, S = Q Kᵀ, wait for V, start
/// the next K, then the online softmax and O += P V.
void MmaKernelBuilder::iteration(Value tile, bool masked, WarpState &state) {
  int64_t nFrags = c.blockN / 8;
  Value key0 = k.mul(tile, c.blockN);
  Value outerTid = tid, outerLane = lane, outerG = g, outerQuad = quad;
  // V's copy addresses are worth a register each for the whole loop, except
  // where two row tiles per warp already fill the register file.
  if (rowTiles > 1)
    refreshThreadIndices(outerTid, outerLane);
  // K of this tile has landed, and no warp still reads the last tile's V.
  waitAll();
  SmallVector<Value> tokens;
  copyTile(args.v, h.kvHead, key0, c.nkv, vs, c.blockN, c.dv, masked, tokens);
  commit(tokens);

  refreshThreadIndices(outerTid, outerLane);
  SmallVector<SmallVector<Value>> s = scores(key0);

  // V has landed, and no warp still reads K: the next tile's K may come.
  waitAll();
  Value next = k.add(tile, 1);
  if (keyFlags)
    stageKeyFlags(next);
  auto prefetch = scf::IfOp::create(b, loc, k.slt(next, endTile),
                                    /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(prefetch.thenBlock());
    SmallVector<Value> kTokens;
    copyTile(args.k, h.kvHead, k.mul(next, c.blockN), c.nkv, ks, c.blockN, c.d,
             masked, kTokens);
    if (keyIds)
      copyKeyIds(next, kTokens);
    commit(kTokens);
  }

  // Scores in the log2 domain: scaled (and softcapped, and with the terms
  // added) now, or, with the scale folded, at the exponent.
  double log2Scale = c.scale * kLog2e;
  if (!foldScale) {
    double vecScale = c.softcap ? c.scale : log2Scale;
    Value scaleVec = arith::ConstantOp::create(
        b, loc, accType,
        DenseElementsAttr::get(accType, static_cast<float>(vecScale)));
    for (int64_t r = 0; r < rowTiles; ++r)
      for (int64_t n = 0; n < nFrags; ++n) {
        Value x = arith::MulFOp::create(b, loc, s[r][n], scaleVec);
        if (c.softcap || !terms.empty())
          for (int64_t i = 0; i < 2; ++i)
            for (int64_t j = 0; j < 2; ++j) {
              Value e = frag.at(x, i, j);
              if (c.softcap)
                e = scoreLog2(k, c, e);
              if (!terms.empty())
                e = terms.add(k, e, rowOf(r, i), keyOf(key0, n, j));
              x = frag.set(x, e, i, j);
            }
        s[r][n] = x;
      }
  }
  if (masked) {
    // Where the statistics live in shared memory the register file is still
    // full: the masked tiles re-derive the warp's first row from a shuffled
    // block index, so that LLVM keeps no 64-bit row bound across the loop
    // for them (ptxas would reload it from local memory every tile).
    Value outerWarpRow0 = warpRow0;
    if (statSlots) {
      warpRow0 = warpFirstRow(
          unhoistable(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x)),
          k.div(tid, 32));
    }
    maskScores(s, tile);
    warpRow0 = outerWarpRow0;
  }

  Value negInf = k.negInf(), zero = k.f32(0.0);
  Value scaleLog2 = k.f32(foldScale ? log2Scale : 1.0);
  for (int64_t r = 0; r < rowTiles; ++r) {
    // The quad of 4 lanes that shares a row reduces its max with two
    // butterfly shuffles.
    Value mSafe[2], corr[2];
    std::array<Value, 2> mOld = rowStats(state, RowStat::Max, r), mNew;
    for (int64_t i = 0; i < 2; ++i) {
      Value mt = negInf;
      for (int64_t n = 0; n < nFrags; ++n)
        for (int64_t j = 0; j < 2; ++j)
          mt = k.fmax(mt, frag.at(s[r][n], i, j));
      mt = k.quadMax(mt);
      if (foldScale)
        mt = k.fmul(mt, scaleLog2);
      mNew[i] = k.fmax(mOld[i], mt);
      // Until a row has seen a key its max is -inf: subtract 0 instead so
      // that the exps are 0, not NaN.
      mSafe[i] = k.select(k.fcmp(arith::CmpFPredicate::OEQ, mNew[i], negInf),
                          zero, mNew[i]);
      corr[i] = k.exp2(k.fsub(mOld[i], mSafe[i]));
    }
    setRowStats(state, RowStat::Max, r, mNew);
    // P = exp2(S * scale - m), one FFMA and one exp2 per score.
    Value negM[2] = {arith::NegFOp::create(b, loc, mSafe[0]),
                     arith::NegFOp::create(b, loc, mSafe[1])};
    SmallVector<std::array<Value, 4>> p(nFrags);
    Value rowSum[2] = {zero, zero};
    for (int64_t n = 0; n < nFrags; ++n)
      for (int64_t i = 0; i < 2; ++i)
        for (int64_t j = 0; j < 2; ++j) {
          Value e = k.exp2(k.fma(frag.at(s[r][n], i, j), scaleLog2, negM[i]));
          p[n][2 * i + j] = e;
          rowSum[i] = k.fadd(rowSum[i], e);
        }
    // The sum stays per thread; the quad's partial sums are added once at
    // the end, since every rescale applies to all four alike.
    std::array<Value, 2> sum = rowStats(state, RowStat::Sum, r);
    for (int64_t i = 0; i < 2; ++i)
      sum[i] = k.fma(sum[i], corr[i], rowSum[i]);
    setRowStats(state, RowStat::Sum, r, sum);
    Value corrVec =
        frag.stack({frag.pair(corr[0], corr[0]), frag.pair(corr[1], corr[1])});
    for (int64_t nv = 0; nv < c.dv / 8; ++nv)
      state.acc(r, nv) =
          arith::MulFOp::create(b, loc, state.acc(r, nv), corrVec);

    // P as A fragments of P V: the C layout of S fragments 2kk and 2kk + 1
    // is exactly the A layout of the 16-key slice kk.
    auto packRow = [&](Value x, Value y) {
      return k.convert(frag.pair(x, y), VectorType::get({2}, c.elementType));
    };
    SmallVector<Value> pFrags;
    for (int64_t kk = 0; kk < c.blockN / 16; ++kk) {
      std::array<Value, 4> &lo = p[2 * kk], &hi = p[2 * kk + 1];
      pFrags.push_back(
          frag.stack({packRow(lo[0], lo[1]), packRow(lo[2], lo[3]),
                      packRow(hi[0], hi[1]), packRow(hi[2], hi[3])}));
    }
    // Stash this row tile's P fragments in its S slots (as values) for the
    // P V pass below, which walks V once for all row tiles.
    s[r].assign(pFrags.begin(), pFrags.end());
  }

  refreshThreadIndices(outerTid, outerLane);
  // O += P V. V is stored key-major, i.e. row-major as the B operand, so
  // ldmatrix transposes; one x4 load covers 32 keys of 8 columns (lane l
  // addresses key l at the fragment's first column) and feeds both 16-key
  // steps of every row tile.
  for (int64_t kk = 0; kk < c.blockN / 32; ++kk)
    for (int64_t nv = 0; nv < c.dv / 8; ++nv) {
      Value x4 = nvgpu::LdMatrixOp::create(
          b, loc, fragType, vs, ValueRange{k.add(lane, kk * 32), k.idx(nv * 8)},
          /*transpose=*/true, /*numTiles=*/4);
      auto [b0, b1] = frag.splitB(x4);
      for (int64_t r = 0; r < rowTiles; ++r) {
        state.acc(r, nv) = frag.mma(s[r][2 * kk], b0, state.acc(r, nv));
        state.acc(r, nv) = frag.mma(s[r][2 * kk + 1], b1, state.acc(r, nv));
      }
    }
  tid = outerTid;
  lane = outerLane;
  g = outerG;
  quad = outerQuad;
}

/// `x` (an index below 2^31) read back through a shuffle from the thread's
/// own lane: LLVM can neither hoist the shuffle past the loop's barriers nor
/// see that it yields `x`, so what is computed from the result stays inside
/// the loop instead of occupying registers across it.
Value MmaKernelBuilder::unhoistable(Value x) {
  Type i32 = b.getI32Type();
  Value xI32 = arith::IndexCastOp::create(b, loc, i32, x);
  Value srcLane = arith::IndexCastOp::create(b, loc, i32, laneId);
  Value shuffled = gpu::ShuffleOp::create(b, loc, xI32, srcLane, k.i32(32),
                                          gpu::ShuffleMode::IDX)
                       .getShuffleResult();
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), shuffled);
}

/// The first row of warp `warp` of block `blockX`.
Value MmaKernelBuilder::warpFirstRow(Value blockX, Value warp) {
  return k.add(k.mul(blockX, c.blockM), k.mul(warp, 16 * rowTiles));
}

/// Row tile r's max or partial sum of this thread's two rows (g and g + 8):
/// from the loop's state, or one 8-byte load from the thread's slot.
std::array<Value, 2> MmaKernelBuilder::rowStats(WarpState &state, RowStat stat,
                                                int64_t r) {
  if (!statSlots)
    return {state.stat(stat, r, 0), state.stat(stat, r, 1)};
  int64_t slot = state.statIndex(stat, r, 0);
  Value pair = vector::LoadOp::create(b, loc, VectorType::get({2}, f32),
                                      statSlots, ValueRange{tid, k.idx(slot)},
                                      /*nontemporal=*/false, llvm::Align(8));
  return {frag.row(pair, 0), frag.row(pair, 1)};
}

void MmaKernelBuilder::setRowStats(WarpState &state, RowStat stat, int64_t r,
                                   std::array<Value, 2> values) {
  if (!statSlots) {
    for (int64_t i = 0; i < 2; ++i)
      state.stat(stat, r, i) = values[i];
    return;
  }
  int64_t slot = state.statIndex(stat, r, 0);
  vector::StoreOp::create(b, loc, frag.pair(values[0], values[1]), statSlots,
                          ValueRange{tid, k.idx(slot)},
                          /*nontemporal=*/false, llvm::Align(8));
}

/// Every shared-memory address of the tile loop is loop-invariant, and LLVM
/// hoists each one out of it, where it holds a register pair for the whole
/// loop (80 of them at d = 128). Deriving the thread's indices afresh from a
/// shuffle of its own lane id, which LLVM cannot hoist past the barriers,
/// before each phase of an iteration keeps them where they are used: one base
/// plus immediate offsets, live for that phase only.
void MmaKernelBuilder::refreshThreadIndices(Value outerTid, Value outerLane) {
  lane = unhoistable(outerLane);
  tid = k.add(k.mul(k.div(outerTid, 32), 32), lane);
  g = k.div(lane, 4);
  quad = k.rem(lane, 4);
}

/// Tiles [begin, end) in one scf.for carrying `state`.
void MmaKernelBuilder::emitTiles(Value begin, Value end, bool masked,
                                 WarpState &state) {
  auto loop = scf::ForOp::create(b, loc, begin, end, k.idx(1), state.values);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  WarpState inner = state.withValues(loop.getRegionIterArgs());
  iteration(loop.getInductionVar(), masked, inner);
  scf::YieldOp::create(b, loc, inner.values);
  state.values.assign(loop.getResults().begin(), loop.getResults().end());
}

void MmaKernelBuilder::build() {
  smem = dynamicShared(k);
  qs = sharedView(k, smem, 0, {c.blockM, qkStride}, c.elementType);
  int64_t kOffset = qRegionBytes(c);
  ks = sharedView(k, smem, kOffset, {c.blockN, qkStride}, c.elementType);
  vs = sharedView(k, smem, kOffset + 2 * c.blockN * qkStride,
                  {c.blockN, vStride}, c.elementType);

  if (statsInShared(c))
    statSlots =
        sharedView(k, smem, statsOffset(c), {threads, statsPerThread(c)}, f32);
  tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warp = k.div(tid, 32);
  lane = k.rem(tid, 32);
  laneId = lane;
  g = k.div(lane, 4);
  quad = k.rem(lane, 4);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  row0 = k.mul(bx, c.blockM);
  warpRow0 = warpFirstRow(bx, warp);
  auto [queryRow0, queryRows] = h.querySpan(k, row0, c.blockM);
  auto [firstTile, end] = mask.tileRange(k, queryRow0, queryRows);
  if (split) {
    // The split's share of the key tiles, cut to those the rows see.
    int64_t perSplit = llvm::divideCeilSigned(
        llvm::divideCeilSigned(c.nkv, c.blockN), c.splits);
    Value splitFirst = k.mul(split->split, perSplit);
    firstTile = k.maxIdx(firstTile, splitFirst);
    end = k.maxIdx(k.minIdx(end, k.add(splitFirst, perSplit)), firstTile);
  }
  endTile = end;
  if (c.segmentType) {
    rowIds = sharedView(k, smem, rowIdsOffset(c), {c.blockM}, c.segmentType);
    keyIds =
        sharedView(k, smem, keyIdsOffset(c), {2, keyIdSlots(c)}, c.segmentType);
    stageRowIds();
  }
  if (mask.padding)
    keyFlags =
        sharedView(k, smem, keyFlagsOffset(c), {2, c.blockN}, b.getI1Type());

  // Prologue: Q, then the first tile's K if the block needs any.
  SmallVector<Value> tokens;
  copyTile(args.q, h.group ? Value() : h.head, row0, rowLimit, qs, c.blockM,
           c.d, /*mayCross=*/true, tokens);
  commit(tokens);
  {
    auto any = scf::IfOp::create(b, loc, k.slt(firstTile, endTile),
                                 /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(any.thenBlock());
    SmallVector<Value> kTokens;
    copyTile(args.k, h.kvHead, k.mul(firstTile, c.blockN), c.nkv, ks, c.blockN,
             c.d, /*mayCross=*/true, kTokens);
    if (keyIds)
      copyKeyIds(firstTile, kTokens);
    commit(kTokens);
    if (keyFlags)
      stageKeyFlags(firstTile);
  }
  if (qInRegisters) {
    waitAll();
    for (int64_t kc = 0; kc < c.d / 16; ++kc)
      qFrags.push_back(qFragments(kc));
  }

  // A sink starts each row as one logit already seen, with no value; the
  // quad's partial sums add up, so only its first lane counts it. Splits
  // leave the sink to the combine, which counts it once.
  Value negInf = k.negInf(), zero = k.f32(0.0);
  Value startMax = negInf, startSum = zero;
  if (terms.sinkLog2 && !split) {
    startMax = terms.sinkLog2;
    startSum = k.select(k.cmp(arith::CmpIPredicate::eq, quad, k.idx(0)),
                        k.f32(1.0), zero);
  }
  WarpState state(rowTiles, c.dv, /*statsInRegisters=*/!statSlots);
  state.values.resize(state.statCount());
  for (int64_t r = 0; r < rowTiles; ++r) {
    setRowStats(state, RowStat::Max, r, {startMax, startMax});
    setRowStats(state, RowStat::Sum, r, {startSum, startSum});
  }
  state.values.append(rowTiles * (c.dv / 8), zeroAcc());

  // The tiles no mask term cuts for any row of the block run without
  // masking code; those before (a window's left edge) and after (the
  // diagonal, a ragged end) run with it. Padding, segments and dense boolean
  // masks are data: every tile may be cut.
  if (!mask.mayMask()) {
    emitTiles(firstTile, endTile, /*masked=*/false, state);
  } else if (mask.hidesByData()) {
    emitTiles(firstTile, endTile, /*masked=*/true, state);
  } else {
    auto [steadyBegin, steadyEnd] = mask.unmaskedTiles(k, queryRow0, queryRows);
    // A steady iteration prefetches the next tile's K without bounds checks,
    // so the last whole tile before a ragged end runs in the masked loop.
    if (c.nkv % c.blockN != 0)
      steadyEnd = k.minIdx(steadyEnd, k.idx(c.nkv / c.blockN - 1));
    Value begin = k.minIdx(k.maxIdx(steadyBegin, firstTile), endTile);
    Value endSteady = k.maxIdx(k.minIdx(steadyEnd, endTile), begin);
    if (c.causal && c.window)
      emitTiles(firstTile, begin, /*masked=*/true, state);
    else
      begin = firstTile;
    emitTiles(begin, endSteady, /*masked=*/false, state);
    emitTiles(endSteady, endTile, /*masked=*/true, state);
  }
  if (split)
    partialEpilogue(state);
  else
    epilogue(state);
}

void mlir::attn::buildMmaAttention(KernelBuilder &k, const FusedConfig &c,
                                   const FusedArgs &args, const HeadIndices &h,
                                   const SplitKVOutputs *split) {
  KeyMask mask(k, c, args, h);
  ScoreTerms terms(k, c, args, h);
  MmaKernelBuilder(k, c, args, h, mask, terms, split).build();
}

KernelLaunch mlir::attn::emitFusedMmaKernel(OpBuilder &moduleBuilder,
                                            Location loc, StringRef name,
                                            const FusedConfig &c) {
  std::array<int64_t, 3> block = {32 * c.warps, 1, 1};
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, fusedArgTypes(c), block);
  // Without an occupancy target, sm_80's ptxas aims at three blocks per SM
  // and caps the kernel at 168 registers, paying for it in moves; two blocks
  // (8 warps per SM, what the shared memory allows at d = 128 anyway) leave
  // it up to 255.
  func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                moduleBuilder.getI32IntegerAttr(2));
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  FusedArgs args = fusedArgs(func, c);
  HeadIndices h = headIndices(k, c);
  buildMmaAttention(k, c, args, h, /*split=*/nullptr);
  int64_t grid = (c.nq + c.blockM - 1) / c.blockM;
  return {func, {grid, c.batch * c.heads, 1}, block, fusedMmaSharedBytes(c)};
}
