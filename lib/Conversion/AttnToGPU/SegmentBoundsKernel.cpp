//===- SegmentBoundsKernel.cpp - the keys each query group's ids reach ----===//
//
// Part of attn-opt. With segment ids a query sees only keys of its own id,
// so a block of query rows needs only the key tiles that hold one of its
// ids. Which tiles those are is data, so the fused kernels cannot derive it
// from indices as they do for causal and window bounds. This kernel runs
// before them and writes, per group of kSegmentRowGroup query rows, the
// first key and the end of the keys whose ids fall in the group's id range
// [min, max]; the fused kernels' KeyMask::tileRange narrows its tile range to
// them.
//
// The bounds hold for any ids: keys between the first and the last such
// key are kept whatever their ids (the kernel still masks them). Ids that
// grow with the position, as Llama 4's `position // chunk` and packed
// documents do, give each group exactly its segments' keys.
//
// A block of kThreads threads covers kThreads groups of one batch row: it
// reduces the keys to the id range of each chunk of keys in shared memory,
// then each thread scans the chunks for its group. The chunks are at least
// 32 keys, and more when Nkv has over kMaxChunks of them, so that the
// ranges fit in static shared memory; bounds are rounded out to chunks.
//
//===----------------------------------------------------------------------===//

#include "FusedBlocks.h"
#include "Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::attn;

/// Threads per block, each owning one query group.
static constexpr int64_t kThreads = 128;
/// Most key chunks whose id ranges a block keeps in shared memory (32 KiB
/// with i64 ids).
static constexpr int64_t kMaxChunks = 2048;

/// Keys per chunk: 32, or the power of two that keeps the chunks of Nkv at
/// most kMaxChunks.
static int64_t chunkKeys(const FusedConfig &c) {
  return std::max<int64_t>(
      32, llvm::PowerOf2Ceil(llvm::divideCeilSigned(c.nkv, kMaxChunks)));
}

MemRefType mlir::attn::segmentBoundsType(const FusedConfig &c) {
  int64_t batch = std::max(c.querySegmentsBatch, c.keySegmentsBatch);
  return MemRefType::get(
      {batch, llvm::divideCeilSigned(c.nq, kSegmentRowGroup), 2},
      IntegerType::get(c.elementType.getContext(), 32));
}

/// The least and greatest of `ids[row, at(i)]` over i in [0, count), as a
/// pair of loop results.
static std::pair<Value, Value> idRange(KernelBuilder &k, Value ids, Value row,
                                       int64_t count,
                                       llvm::function_ref<Value(Value)> at) {
  Value first =
      memref::LoadOp::create(k.b, k.loc, ids, ValueRange{row, at(k.idx(0))});
  auto loop = scf::ForOp::create(k.b, k.loc, k.idx(1), k.idx(count), k.idx(1),
                                 ValueRange{first, first});
  OpBuilder::InsertionGuard guard(k.b);
  k.b.setInsertionPointToStart(loop.getBody());
  Value id = memref::LoadOp::create(
      k.b, k.loc, ids, ValueRange{row, at(loop.getInductionVar())});
  scf::YieldOp::create(k.b, k.loc,
                       ValueRange{k.minIdx(loop.getRegionIterArgs()[0], id),
                                  k.maxIdx(loop.getRegionIterArgs()[1], id)});
  return {loop.getResult(0), loop.getResult(1)};
}

KernelLaunch mlir::attn::emitSegmentBoundsKernel(OpBuilder &moduleBuilder,
                                                 Location loc, StringRef name,
                                                 const FusedConfig &c) {
  MLIRContext *ctx = moduleBuilder.getContext();
  MemRefType boundsType = segmentBoundsType(c);
  int64_t groups = boundsType.getDimSize(1);
  int64_t chunk = chunkKeys(c);
  int64_t chunks = llvm::divideCeilSigned(c.nkv, chunk);
  auto rangeType =
      MemRefType::get({chunks}, c.segmentType, nullptr, workgroupSpace(ctx));
  SmallVector<Type> args = {
      MemRefType::get({c.querySegmentsBatch, c.nq}, c.segmentType),
      MemRefType::get({c.keySegmentsBatch, c.nkv}, c.segmentType), boundsType};
  std::array<int64_t, 3> block = {kThreads, 1, 1};
  gpu::GPUFuncOp func = createKernel(moduleBuilder, loc, name, args, block,
                                     {rangeType, rangeType});
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  Value queryIds = func.getArgument(0), keyIds = func.getArgument(1);
  Value bounds = func.getArgument(2);
  Value chunkMin = func.getWorkgroupAttributions()[0];
  Value chunkMax = func.getWorkgroupAttributions()[1];
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value batch = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value queryRow = c.querySegmentsBatch == 1 ? k.idx(0) : batch;
  Value keyRow = c.keySegmentsBatch == 1 ? k.idx(0) : batch;

  // Each chunk's id range. A ragged last chunk repeats its last key, which
  // leaves the range as it is.
  {
    auto perChunk =
        scf::ForOp::create(b, loc, tid, k.idx(chunks), k.idx(kThreads));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(perChunk.getBody());
    Value key0 = k.mul(perChunk.getInductionVar(), chunk);
    auto [least, greatest] = idRange(k, keyIds, keyRow, chunk, [&](Value i) {
      return k.minIdx(k.add(key0, i), k.idx(c.nkv - 1));
    });
    memref::StoreOp::create(b, loc, least, chunkMin,
                            perChunk.getInductionVar());
    memref::StoreOp::create(b, loc, greatest, chunkMax,
                            perChunk.getInductionVar());
  }
  gpu::BarrierOp::create(b, loc);

  // This thread's group: its id range, then the first and last chunks that
  // hold an id in it. A group whose ids no key has gets [Nkv, 0).
  Value group = k.add(k.mul(bx, kThreads), tid);
  auto inRange = scf::IfOp::create(b, loc, k.slt(group, k.idx(groups)),
                                   /*withElseRegion=*/false);
  b.setInsertionPointToStart(inRange.thenBlock());
  Value row0 = k.mul(group, kSegmentRowGroup);
  auto [least, greatest] =
      idRange(k, queryIds, queryRow, kSegmentRowGroup, [&](Value i) {
        return k.minIdx(k.add(row0, i), k.idx(c.nq - 1));
      });
  auto scan = scf::ForOp::create(b, loc, k.idx(0), k.idx(chunks), k.idx(1),
                                 ValueRange{k.idx(chunks), k.idx(-1)});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(scan.getBody());
    Value i = scan.getInductionVar();
    Value overlaps =
        k.andI(k.sle(memref::LoadOp::create(b, loc, chunkMin, i), greatest),
               k.sle(least, memref::LoadOp::create(b, loc, chunkMax, i)));
    Value first = scan.getRegionIterArgs()[0];
    Value last = scan.getRegionIterArgs()[1];
    scf::YieldOp::create(
        b, loc,
        ValueRange{k.select(overlaps, k.minIdx(first, i), first),
                   k.select(overlaps, i, last)});
  }
  Value firstKey = k.minIdx(k.mul(scan.getResult(0), chunk), k.idx(c.nkv));
  Value endKey =
      k.minIdx(k.mul(k.add(scan.getResult(1), 1), chunk), k.idx(c.nkv));
  auto store = [&](Value key, int64_t which) {
    Value key32 =
        arith::IndexCastOp::create(b, loc, b.getI32Type(), key).getResult();
    memref::StoreOp::create(b, loc, key32, bounds,
                            ValueRange{batch, group, k.idx(which)});
  };
  store(firstKey, 0);
  store(endKey, 1);
  return {
      func,
      {llvm::divideCeilSigned(groups, kThreads), boundsType.getDimSize(0), 1},
      block,
      0};
}
