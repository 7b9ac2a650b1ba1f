//===- UnfusedKernels.cpp - one kernel per unfused attn op ----------------===//
//
// Part of attn-opt. The kernels of the unfused chain: they exist to be
// measured next to the fused kernel, so they are straightforward rather than
// fast, and every intermediate goes through global memory as the traffic
// model's kernel-boundary rule says.
//
//===----------------------------------------------------------------------===//

#include "Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// KernelBuilder
//===----------------------------------------------------------------------===//

Value KernelBuilder::fma(Value x, Value y, Value z) {
  return math::FmaOp::create(b, loc, x, y, z);
}

Value KernelBuilder::exp2(Value x) { return math::Exp2Op::create(b, loc, x); }

Value KernelBuilder::convert(Value x, Type to) {
  Type from = getElementTypeOrSelf(x.getType());
  Type toElement = getElementTypeOrSelf(to);
  if (from == toElement)
    return x;
  if (auto vec = dyn_cast<VectorType>(x.getType()))
    to = vec.clone(toElement);
  if (from.getIntOrFloatBitWidth() < toElement.getIntOrFloatBitWidth())
    return arith::ExtFOp::create(b, loc, to, x);
  // f16 <-> bf16 have the same width: go through f32.
  if (from.getIntOrFloatBitWidth() == toElement.getIntOrFloatBitWidth())
    return convert(convert(x, b.getF32Type()), to);
  return arith::TruncFOp::create(b, loc, to, x);
}

Value KernelBuilder::shuffleXor(Value x, int32_t mask) {
  return gpu::ShuffleOp::create(b, loc, x, mask, /*width=*/32,
                                gpu::ShuffleMode::XOR)
      .getShuffleResult();
}

gpu::GPUFuncOp mlir::attn::createKernel(OpBuilder &moduleBuilder, Location loc,
                                        StringRef name, TypeRange argTypes,
                                        std::array<int64_t, 3> block,
                                        TypeRange workgroupBuffers) {
  auto type = moduleBuilder.getFunctionType(argTypes, {});
  auto func =
      gpu::GPUFuncOp::create(moduleBuilder, loc, name, type, workgroupBuffers);
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                moduleBuilder.getUnitAttr());
  func.setKnownBlockSizeAttr(moduleBuilder.getDenseI32ArrayAttr(
      {static_cast<int32_t>(block[0]), static_cast<int32_t>(block[1]),
       static_cast<int32_t>(block[2])}));
  OpBuilder b = OpBuilder::atBlockEnd(&func.front());
  gpu::ReturnOp::create(b, loc);
  return func;
}

/// The f32 value of `memref[indices]`.
static Value loadF32(KernelBuilder &k, Value memref, ValueRange indices) {
  Value v = memref::LoadOp::create(k.b, k.loc, memref, indices);
  return k.convert(v, k.b.getF32Type());
}

/// Delinearizes `linear` over `shape` (row-major).
static SmallVector<Value> delinearize(KernelBuilder &k, Value linear,
                                      ArrayRef<int64_t> shape) {
  SmallVector<Value> indices(shape.size());
  for (int64_t i = static_cast<int64_t>(shape.size()) - 1; i >= 0; --i) {
    indices[i] = k.rem(linear, shape[i]);
    linear = k.div(linear, shape[i]);
  }
  return indices;
}

//===----------------------------------------------------------------------===//
// Matmul
//===----------------------------------------------------------------------===//

/// Tile edge of the matmul kernel: a 16x16 block of threads computes a 16x16
/// tile of C, stepping through K in 16-wide slices staged in shared memory.
static constexpr int64_t kMatmulTile = 16;

KernelLaunch mlir::attn::emitMatmulKernel(OpBuilder &moduleBuilder,
                                          Location loc, StringRef name,
                                          MemRefType lhs, MemRefType rhs,
                                          MemRefType result, bool transposeB) {
  const int64_t t = kMatmulTile;
  int64_t rank = result.getRank();
  int64_t m = result.getDimSize(rank - 2), n = result.getDimSize(rank - 1);
  int64_t kDim = lhs.getDimSize(rank - 1);
  ArrayRef<int64_t> batchShape = result.getShape().drop_back(2);
  int64_t batch = 1;
  for (int64_t dim : batchShape)
    batch *= dim;

  MLIRContext *ctx = moduleBuilder.getContext();
  auto workgroup =
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  // One padding column keeps the column reads of the rhs tile free of bank
  // conflicts.
  auto tileType =
      MemRefType::get({t, t + 1}, Float32Type::get(ctx), nullptr, workgroup);
  std::array<int64_t, 3> block = {t, t, 1};
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, {lhs, rhs, result}, block,
                   {tileType, tileType});
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  Value a = func.getArgument(0), bm = func.getArgument(1),
        c = func.getArgument(2);
  Value as = func.getWorkgroupAttributions()[0];
  Value bs = func.getWorkgroupAttributions()[1];

  Value tx = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value ty = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value by = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value bz = gpu::BlockIdOp::create(b, loc, gpu::Dimension::z);
  Value row = k.add(k.mul(by, t), ty), col = k.add(k.mul(bx, t), tx);
  SmallVector<Value> batchIdx = delinearize(k, bz, batchShape);
  // A batch dim of 1 on one side broadcasts.
  auto operandBatch = [&](MemRefType type) {
    SmallVector<Value> idx;
    for (auto [i, dim] : llvm::enumerate(type.getShape().drop_back(2)))
      idx.push_back(dim == 1 ? k.idx(0) : batchIdx[i]);
    return idx;
  };
  SmallVector<Value> aBatch = operandBatch(lhs), bBatch = operandBatch(rhs);
  Value zero = k.f32(0.0);
  Value mLast = k.idx(m - 1), nLast = k.idx(n - 1), kLast = k.idx(kDim - 1);

  // Loads `memref[batch..., r, c]` as f32, or 0 outside [0, rLim) x [0, cLim).
  auto guardedLoad = [&](Value memref, ArrayRef<Value> batchIndices, Value r,
                         Value cc, Value rMax, Value cMax) {
    Value ok = k.andI(k.sle(r, rMax), k.sle(cc, cMax));
    SmallVector<Value> idx(batchIndices);
    idx.push_back(k.minIdx(r, rMax));
    idx.push_back(k.minIdx(cc, cMax));
    return k.select(ok, loadF32(k, memref, idx), zero);
  };

  auto loop = scf::ForOp::create(b, loc, k.idx(0), k.idx(kDim), k.idx(t),
                                 ValueRange{zero});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value k0 = loop.getInductionVar();
    Value acc = loop.getRegionIterArgs()[0];
    // as[ty][tx] = A[row, k0 + tx]; bs[kk][nn] holds B[k0 + kk, bx*t + nn].
    memref::StoreOp::create(
        b, loc, guardedLoad(a, aBatch, row, k.add(k0, tx), mLast, kLast), as,
        ValueRange{ty, tx});
    if (transposeB) {
      // Coalesced along K: thread (tx, ty) reads B[bx*t + ty, k0 + tx].
      Value bv = guardedLoad(bm, bBatch, k.add(k.mul(bx, t), ty), k.add(k0, tx),
                             nLast, kLast);
      memref::StoreOp::create(b, loc, bv, bs, ValueRange{tx, ty});
    } else {
      Value bv = guardedLoad(bm, bBatch, k.add(k0, ty), col, kLast, nLast);
      memref::StoreOp::create(b, loc, bv, bs, ValueRange{ty, tx});
    }
    gpu::BarrierOp::create(b, loc);
    for (int64_t kk = 0; kk < t; ++kk) {
      Value x = memref::LoadOp::create(b, loc, as, ValueRange{ty, k.idx(kk)});
      Value y = memref::LoadOp::create(b, loc, bs, ValueRange{k.idx(kk), tx});
      acc = k.fma(x, y, acc);
    }
    gpu::BarrierOp::create(b, loc);
    scf::YieldOp::create(b, loc, acc);
  }
  Value inBounds = k.andI(k.sle(row, mLast), k.sle(col, nLast));
  auto store = scf::IfOp::create(b, loc, inBounds, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(store.thenBlock());
    SmallVector<Value> idx(batchIdx);
    idx.push_back(row);
    idx.push_back(col);
    memref::StoreOp::create(
        b, loc, k.convert(loop.getResult(0), result.getElementType()), c, idx);
  }
  return {func, {(n + t - 1) / t, (m + t - 1) / t, batch}, block, 0};
}

//===----------------------------------------------------------------------===//
// Softmax
//===----------------------------------------------------------------------===//

/// Rows per block of the softmax kernel, one warp each.
static constexpr int64_t kSoftmaxWarps = 4;

/// The butterfly reduction of `x` over the 32 lanes of a warp.
static Value warpReduce(KernelBuilder &k, Value x, bool isMax) {
  for (int32_t mask = 16; mask >= 1; mask /= 2) {
    Value other = k.shuffleXor(x, mask);
    x = isMax ? k.fmax(x, other) : k.fadd(x, other);
  }
  return x;
}

KernelLaunch mlir::attn::emitSoftmaxKernel(OpBuilder &moduleBuilder,
                                           Location loc, StringRef name,
                                           MemRefType input,
                                           MemRefType result) {
  int64_t rank = input.getRank();
  int64_t len = input.getDimSize(rank - 1);
  ArrayRef<int64_t> rowShape = input.getShape().drop_back();
  int64_t rows = 1;
  for (int64_t dim : rowShape)
    rows *= dim;
  std::array<int64_t, 3> block = {32, kSoftmaxWarps, 1};
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, {input, result}, block);
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  Value in = func.getArgument(0), out = func.getArgument(1);
  Value lane = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warp = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value row = k.add(k.mul(bx, kSoftmaxWarps), warp);

  auto guard = scf::IfOp::create(b, loc, k.ult(row, k.idx(rows)),
                                 /*withElseRegion=*/false);
  b.setInsertionPointToStart(guard.thenBlock());
  SmallVector<Value> rowIdx = delinearize(k, row, rowShape);
  auto at = [&](Value j) {
    SmallVector<Value> idx(rowIdx);
    idx.push_back(j);
    return idx;
  };
  // Lane l visits l, l + 32, ...: consecutive lanes read consecutive
  // elements.
  auto laneLoop = [&](Value init,
                      function_ref<Value(Value j, Value carried)> body) {
    auto loop = scf::ForOp::create(b, loc, lane, k.idx(len), k.idx(32),
                                   init ? ValueRange{init} : ValueRange{});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value next = body(loop.getInductionVar(),
                      init ? loop.getRegionIterArgs()[0] : Value());
    if (!init)
      return Value();
    // Only a loop with results needs its own yield.
    scf::YieldOp::create(b, loc, next);
    return loop.getResult(0);
  };

  Value rowMax = laneLoop(k.negInf(), [&](Value j, Value m) {
    return k.fmax(m, loadF32(k, in, at(j)));
  });
  rowMax = warpReduce(k, rowMax, /*isMax=*/true);
  // A row of -inf only: subtract 0 so that every exp is 0, not NaN.
  Value safeMax =
      k.select(k.fcmp(arith::CmpFPredicate::OEQ, rowMax, k.negInf()),
               k.f32(0.0), rowMax);
  Value sum = laneLoop(k.f32(0.0), [&](Value j, Value s) {
    return k.fadd(
        s, math::ExpOp::create(b, loc, k.fsub(loadF32(k, in, at(j)), safeMax)));
  });
  sum = warpReduce(k, sum, /*isMax=*/false);
  Value inv = k.select(k.fcmp(arith::CmpFPredicate::OGT, sum, k.f32(0.0)),
                       k.fastDiv(k.f32(1.0), sum), k.f32(0.0));
  laneLoop(Value(), [&](Value j, Value) {
    Value e =
        math::ExpOp::create(b, loc, k.fsub(loadF32(k, in, at(j)), safeMax));
    memref::StoreOp::create(
        b, loc, k.convert(k.fmul(e, inv), result.getElementType()), out, at(j));
    return Value();
  });
  return {func, {(rows + kSoftmaxWarps - 1) / kSoftmaxWarps, 1, 1}, block, 0};
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

static constexpr int64_t kElementwiseThreads = 256;

KernelLaunch mlir::attn::emitElementwiseKernel(
    OpBuilder &moduleBuilder, Location loc, StringRef name,
    ElementwiseKind kind, MemRefType input, MemRefType result, double scale) {
  ArrayRef<int64_t> shape = input.getShape();
  int64_t total = input.getNumElements();
  std::array<int64_t, 3> block = {kElementwiseThreads, 1, 1};
  gpu::GPUFuncOp func =
      createKernel(moduleBuilder, loc, name, {input, result}, block);
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  Value in = func.getArgument(0), out = func.getArgument(1);
  Value tx = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value linear = k.add(k.mul(bx, kElementwiseThreads), tx);
  auto guard = scf::IfOp::create(b, loc, k.ult(linear, k.idx(total)),
                                 /*withElseRegion=*/false);
  b.setInsertionPointToStart(guard.thenBlock());
  SmallVector<Value> idx = delinearize(k, linear, shape);
  Value x = loadF32(k, in, idx);
  switch (kind) {
  case ElementwiseKind::Scale:
    x = k.fmul(x, k.f32(scale));
    break;
  case ElementwiseKind::CausalMask: {
    int64_t rank = input.getRank();
    int64_t offset = input.getDimSize(rank - 1) - input.getDimSize(rank - 2);
    // Key j is hidden from query i when j > i + (Nkv - Nq).
    Value visible = k.sle(idx[rank - 1], k.add(idx[rank - 2], offset));
    x = k.select(visible, x, k.negInf());
    break;
  }
  case ElementwiseKind::Cast:
    break;
  }
  memref::StoreOp::create(b, loc, k.convert(x, result.getElementType()), out,
                          idx);
  return {func,
          {(total + kElementwiseThreads - 1) / kElementwiseThreads, 1, 1},
          block,
          0};
}
