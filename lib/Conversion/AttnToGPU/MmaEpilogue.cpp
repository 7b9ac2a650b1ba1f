//===- MmaEpilogue.cpp - the mma.sync kernel's epilogues ------------------===//
//
// Part of attn-opt. What the fused mma.sync kernel does after its tile
// loop: normalize each row and store the output tile through shared memory
// in 16-byte chunks, or, as the split-KV partial kernel, leave the
// unnormalized rows and their statistics for the combine kernel.
//
//===----------------------------------------------------------------------===//

#include "MmaKernelBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::mma;

/// Normalizes each row by its total sum, stages the block's output tile in
/// shared memory (over Q, no longer read) and stores it in 16-byte chunks.
void MmaKernelBuilder::epilogue(WarpState &state) {
  Value zero = k.f32(0.0);
  int64_t outStride = c.dv + outputPad(c);
  Value os = sharedView(k, smem, 0, {c.blockM, outStride}, c.outputType);
  // Every warp is done with Q, and no copy is in flight (a block that needs
  // no tile still has Q's), before Q's region is overwritten.
  waitAll();
  for (int64_t r = 0; r < rowTiles; ++r) {
    std::array<Value, 2> sums = rowStats(state, RowStat::Sum, r);
    for (int64_t i = 0; i < 2; ++i) {
      Value l = k.quadSum(sums[i]);
      // A row that saw no key has l == 0 and yields zeros.
      Value inv = k.select(k.fcmp(arith::CmpFPredicate::OGT, l, zero),
                           k.fastDiv(k.f32(1.0), l), zero);
      Value localRow = k.sub(rowOf(r, i), row0);
      for (int64_t nv = 0; nv < c.dv / 8; ++nv) {
        Value acc = state.acc(r, nv);
        Value out = frag.pair(k.fmul(frag.at(acc, i, 0), inv),
                              k.fmul(frag.at(acc, i, 1), inv));
        out = k.convert(out, VectorType::get({2}, c.outputType));
        vector::StoreOp::create(
            b, loc, out, os,
            ValueRange{localRow, k.add(k.mul(quad, 2), nv * 8)},
            /*nontemporal=*/false,
            llvm::Align(2 * c.outputType.getIntOrFloatBitWidth() / 8));
      }
    }
  }
  gpu::BarrierOp::create(b, loc);
  int64_t perChunk = 16 / (c.outputType.getIntOrFloatBitWidth() / 8);
  int64_t chunksPerRow = c.dv / perChunk;
  auto chunkType = VectorType::get({perChunk}, c.outputType);
  // dv a multiple of 8 but not of a chunk (f32 output, dv % 4): 8-byte pairs.
  if (c.dv % perChunk != 0) {
    perChunk = 2;
    chunksPerRow = c.dv / 2;
    chunkType = VectorType::get({2}, c.outputType);
  }
  int64_t chunks = c.blockM * chunksPerRow;
  for (int64_t i = 0; i * threads < chunks; ++i) {
    Value chunk = k.add(tid, i * threads);
    Value localRow = k.div(chunk, chunksPerRow);
    Value col = k.mul(k.rem(chunk, chunksPerRow), perChunk);
    Value row = k.add(row0, localRow);
    Value inRange = k.slt(row, k.idx(rowLimit));
    if (chunks % threads != 0)
      inRange = k.andI(inRange, k.slt(chunk, k.idx(chunks)));
    auto store = scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(store.thenBlock());
    llvm::Align align(perChunk * c.outputType.getIntOrFloatBitWidth() / 8);
    Value x =
        vector::LoadOp::create(b, loc, chunkType, os, ValueRange{localRow, col},
                               /*nontemporal=*/false, align);
    vector::StoreOp::create(b, loc, x, args.o,
                            ValueRange{h.batch, h.head, row, col},
                            /*nontemporal=*/false, align);
  }
}

/// Leaves each row's unnormalized O, max and sum in the split's slot of the
/// scratch buffers; the combine kernel normalizes.
void MmaKernelBuilder::partialEpilogue(WarpState &state) {
  // A split with no tile still has Q's copy in flight.
  waitAll();
  for (int64_t r = 0; r < rowTiles; ++r) {
    std::array<Value, 2> sums = rowStats(state, RowStat::Sum, r);
    std::array<Value, 2> maxima = rowStats(state, RowStat::Max, r);
    for (int64_t i = 0; i < 2; ++i) {
      Value l = k.quadSum(sums[i]);
      Value row = rowOf(r, i);
      auto store = scf::IfOp::create(b, loc, k.slt(row, k.idx(rowLimit)),
                                     /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(store.thenBlock());
      Value head = h.headOf(k, row), queryRow = h.queryRow(k, row);
      llvm::Align pairAlign(8);
      for (int64_t nv = 0; nv < c.dv / 8; ++nv) {
        Value acc = state.acc(r, nv);
        vector::StoreOp::create(
            b, loc, frag.pair(frag.at(acc, i, 0), frag.at(acc, i, 1)),
            split->partial,
            ValueRange{h.batch, head, queryRow, split->split,
                       k.add(k.mul(quad, 2), nv * 8)},
            /*nontemporal=*/false, pairAlign);
      }
      // The quad shares the row's max and sum: its first lane stores them.
      auto first = scf::IfOp::create(
          b, loc, k.cmp(arith::CmpIPredicate::eq, quad, k.idx(0)),
          /*withElseRegion=*/false);
      b.setInsertionPointToStart(first.thenBlock());
      vector::StoreOp::create(
          b, loc, frag.pair(maxima[i], l), split->stats,
          ValueRange{h.batch, head, queryRow, split->split, k.idx(0)},
          /*nontemporal=*/false, pairAlign);
    }
  }
}
