//===- KeyBoundsKernel.cpp - the keys each query group may see -----------===//
//
// Part of attn-opt. With segment ids a query sees only keys of its own id,
// and with key padding only the kept keys, so a block of query rows needs
// only the key tiles that hold a kept key of one of its ids. Which tiles
// those are is data, so the fused kernels cannot derive it from indices as
// they do for causal and window bounds. This kernel runs before them and
// writes, per group of kKeyBoundsRowGroup query rows, the first key and the
// end of the kept keys whose ids fall in the group's id range [min, max]
// (every kept key without segment ids); the fused kernels'
// KeyMask::tileRange narrows its tile range to them.
//
// The bounds hold for any ids and flags: keys between the first and the
// last such key are kept whatever their ids and padding (the kernel still
// masks them). Ids that grow with the position, as Llama 4's
// `position // chunk` and packed documents do, give each group exactly its
// segments' keys; left or right padding gives exactly the kept keys.
//
// A block of kThreads threads covers kThreads groups of one batch row: it
// reduces the kept keys to the id range of each chunk of keys in shared
// memory (empty where the chunk keeps none), then each thread scans the
// chunks for its group. The chunks are at least 32 keys, and more when Nkv
// has over kMaxChunks of them, so that the ranges fit in static shared
// memory; bounds are rounded out to chunks.
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

bool mlir::attn::hasKeyBounds(const FusedConfig &c) {
  return c.segmentType || c.paddingBatch;
}

MemRefType mlir::attn::keyBoundsType(const FusedConfig &c) {
  int64_t batch =
      std::max({c.querySegmentsBatch, c.keySegmentsBatch, c.paddingBatch});
  return MemRefType::get(
      {batch, llvm::divideCeilSigned(c.nq, kKeyBoundsRowGroup), 2},
      IntegerType::get(c.elementType.getContext(), 32));
}

/// The type the ids are compared in: the segment ids' (i32 where there are
/// none and every key has id 0).
static IntegerType idType(const FusedConfig &c) {
  if (c.segmentType)
    return cast<IntegerType>(c.segmentType);
  return IntegerType::get(c.elementType.getContext(), 32);
}

/// The least and greatest id of the keys `at(i)`, i in [0, count), that
/// `kept(key)` keeps, as a pair of loop results: [max, min] of the id type
/// where it keeps none.
static std::pair<Value, Value> idRange(KernelBuilder &k, IntegerType type,
                                       int64_t count,
                                       llvm::function_ref<Value(Value)> at,
                                       llvm::function_ref<Value(Value)> id,
                                       llvm::function_ref<Value(Value)> kept) {
  unsigned width = type.getWidth();
  Value none[2] = {
      arith::ConstantIntOp::create(k.b, k.loc, type,
                                   llvm::APInt::getSignedMaxValue(width)),
      arith::ConstantIntOp::create(k.b, k.loc, type,
                                   llvm::APInt::getSignedMinValue(width))};
  auto loop = scf::ForOp::create(k.b, k.loc, k.idx(0), k.idx(count), k.idx(1),
                                 ValueRange{none[0], none[1]});
  OpBuilder::InsertionGuard guard(k.b);
  k.b.setInsertionPointToStart(loop.getBody());
  Value key = at(loop.getInductionVar());
  Value x = id(key);
  Value least = loop.getRegionIterArgs()[0];
  Value greatest = loop.getRegionIterArgs()[1];
  Value newLeast = k.minIdx(least, x), newGreatest = k.maxIdx(greatest, x);
  if (Value keep = kept(key)) {
    newLeast = k.select(keep, newLeast, least);
    newGreatest = k.select(keep, newGreatest, greatest);
  }
  scf::YieldOp::create(k.b, k.loc, ValueRange{newLeast, newGreatest});
  return {loop.getResult(0), loop.getResult(1)};
}

KernelLaunch mlir::attn::emitKeyBoundsKernel(OpBuilder &moduleBuilder,
                                             Location loc, StringRef name,
                                             const FusedConfig &c) {
  MLIRContext *ctx = moduleBuilder.getContext();
  MemRefType boundsType = keyBoundsType(c);
  int64_t groups = boundsType.getDimSize(1);
  int64_t chunk = chunkKeys(c);
  int64_t chunks = llvm::divideCeilSigned(c.nkv, chunk);
  IntegerType ids = idType(c);
  auto rangeType = MemRefType::get({chunks}, ids, nullptr, workgroupSpace(ctx));
  // The padding and the ids as the fused kernels take them, then the bounds.
  SmallVector<Type> fused = fusedArgTypes(c);
  SmallVector<Type> args(fused.begin() + keyDataArg(c),
                         fused.begin() + keyBoundsArg(c) + 1);
  std::array<int64_t, 3> block = {kThreads, 1, 1};
  gpu::GPUFuncOp func = createKernel(moduleBuilder, loc, name, args, block,
                                     {rangeType, rangeType});
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  unsigned next = 0;
  Value padding = c.paddingBatch ? func.getArgument(next++) : Value();
  Value queryIds, keyIds;
  if (c.segmentType) {
    queryIds = func.getArgument(next++);
    keyIds = func.getArgument(next++);
  }
  Value bounds = func.getArgument(next);
  Value chunkMin = func.getWorkgroupAttributions()[0];
  Value chunkMax = func.getWorkgroupAttributions()[1];
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value batch = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  auto rowOf = [&](int64_t rows) { return rows == 1 ? k.idx(0) : batch; };
  Value zeroId = arith::ConstantIntOp::create(b, loc, ids, 0);

  // Each chunk's id range over its kept keys. A ragged last chunk repeats
  // its last key, which leaves the range as it is.
  {
    auto perChunk =
        scf::ForOp::create(b, loc, tid, k.idx(chunks), k.idx(kThreads));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(perChunk.getBody());
    Value key0 = k.mul(perChunk.getInductionVar(), chunk);
    auto [least, greatest] = idRange(
        k, ids, chunk,
        [&](Value i) { return k.minIdx(k.add(key0, i), k.idx(c.nkv - 1)); },
        [&](Value key) {
          if (!keyIds)
            return zeroId;
          return memref::LoadOp::create(
                     b, loc, keyIds, ValueRange{rowOf(c.keySegmentsBatch), key})
              .getResult();
        },
        [&](Value key) {
          if (!padding)
            return Value();
          return memref::LoadOp::create(b, loc, padding,
                                        ValueRange{rowOf(c.paddingBatch), key})
              .getResult();
        });
    memref::StoreOp::create(b, loc, least, chunkMin,
                            perChunk.getInductionVar());
    memref::StoreOp::create(b, loc, greatest, chunkMax,
                            perChunk.getInductionVar());
  }
  gpu::BarrierOp::create(b, loc);

  // This thread's group: its id range, then the first and last chunks that
  // keep a key with an id in it. A group that no kept key's id matches gets
  // [Nkv, 0).
  Value group = k.add(k.mul(bx, kThreads), tid);
  auto inRange = scf::IfOp::create(b, loc, k.slt(group, k.idx(groups)),
                                   /*withElseRegion=*/false);
  b.setInsertionPointToStart(inRange.thenBlock());
  Value row0 = k.mul(group, kKeyBoundsRowGroup);
  Value least = zeroId, greatest = zeroId;
  if (queryIds)
    std::tie(least, greatest) = idRange(
        k, ids, kKeyBoundsRowGroup,
        [&](Value i) { return k.minIdx(k.add(row0, i), k.idx(c.nq - 1)); },
        [&](Value row) {
          return memref::LoadOp::create(
                     b, loc, queryIds,
                     ValueRange{rowOf(c.querySegmentsBatch), row})
              .getResult();
        },
        [](Value) { return Value(); });
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
