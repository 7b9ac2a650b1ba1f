//===- SplitKVKernel.cpp - split-KV (flash-decoding) attention ------------===//
//
// Part of attn-opt. For few query rows over many keys, the fused kernel's
// B x Hq x ceil(Nq / block_m) blocks leave most SMs idle. Split-KV runs two
// kernels instead:
//
// - the partial kernel, the tensor-core kernel of FusedMmaKernel.cpp over a
//   grid of (packed query blocks, B x Hkv, splits): a block's rows are the
//   query rows of all heads of one GQA group, so each K/V tile is read once
//   per key/value head, and it runs one split of the key tiles, leaving its
//   unnormalized rows, row max and row sum in f32 scratch;
// - the combine kernel, one thread per output element, which merges the
//   splits by their maxima (log-sum-exp), counts the sink once and writes O
//   in the output type.
//
//===----------------------------------------------------------------------===//

#include "FusedBlocks.h"
#include "Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::attn;

/// Threads per block of the combine kernel.
static constexpr int64_t kCombineThreads = 128;

std::array<MemRefType, 2>
mlir::attn::splitKVScratchTypes(const FusedConfig &c) {
  Type f32 = Float32Type::get(c.elementType.getContext());
  return {MemRefType::get({c.batch, c.heads, c.nq, c.splits, c.dv}, f32),
          MemRefType::get({c.batch, c.heads, c.nq, c.splits, 2}, f32)};
}

/// The partial kernel: the tensor-core kernel's body on packed rows and one
/// split of the key tiles.
static KernelLaunch emitPartialKernel(OpBuilder &moduleBuilder, Location loc,
                                      StringRef name, const FusedConfig &c) {
  std::array<int64_t, 3> block = {32 * c.warps, 1, 1};
  SmallVector<Type> types = fusedArgTypes(c);
  types.pop_back();
  llvm::append_range(types, splitKVScratchTypes(c));
  gpu::GPUFuncOp func = createKernel(moduleBuilder, loc, name, types, block);
  // The same occupancy target as the fused kernel (FusedMmaKernel.cpp).
  func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                moduleBuilder.getI32IntegerAttr(2));
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  FusedArgs args = fusedArgs(func, c);
  auto funcArgs = func.getArguments();
  SplitKVOutputs split{funcArgs[funcArgs.size() - 2], funcArgs.back(),
                       gpu::BlockIdOp::create(b, loc, gpu::Dimension::z)};
  HeadIndices h = packedHeadIndices(k, c);
  buildMmaAttention(k, c, args, h, &split);
  int64_t rows = c.heads / c.kvHeads * c.nq;
  return {
      func,
      {llvm::divideCeilSigned(rows, c.blockM), c.batch * c.kvHeads, c.splits},
      block,
      fusedMmaSharedBytes(c)};
}

/// The combine kernel: O = sum_s 2^(m_s - M) O_s / (sum_s 2^(m_s - M) l_s +
/// 2^(sink - M)), with M the largest of the splits' maxima and the sink.
static KernelLaunch emitCombineKernel(OpBuilder &moduleBuilder, Location loc,
                                      StringRef name, const FusedConfig &c) {
  auto [partialType, statsType] = splitKVScratchTypes(c);
  SmallVector<Type> types = {partialType, statsType};
  if (c.sinksType)
    types.push_back(MemRefType::get({c.heads}, c.sinksType));
  types.push_back(
      MemRefType::get({c.batch, c.heads, c.nq, c.dv}, c.outputType));
  std::array<int64_t, 3> block = {kCombineThreads, 1, 1};
  gpu::GPUFuncOp func = createKernel(moduleBuilder, loc, name, types, block);
  OpBuilder b = OpBuilder::atBlockTerminator(&func.front());
  KernelBuilder k(b, loc);
  Value partial = func.getArgument(0), stats = func.getArgument(1);
  Value sinks = c.sinksType ? func.getArgument(2) : Value();
  Value out = func.getArguments().back();

  int64_t total = c.batch * c.heads * c.nq * c.dv;
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value linear = k.add(k.mul(bx, kCombineThreads), tid);
  auto inRange = scf::IfOp::create(b, loc, k.slt(linear, k.idx(total)),
                                   /*withElseRegion=*/false);
  b.setInsertionPointToStart(inRange.thenBlock());
  Value col = k.rem(linear, c.dv);
  Value rowLinear = k.div(linear, c.dv);
  Value row = k.rem(rowLinear, c.nq);
  Value head = k.rem(k.div(rowLinear, c.nq), c.heads);
  Value batch = k.div(rowLinear, c.nq * c.heads);
  auto stat = [&](Value s, int64_t which) {
    return memref::LoadOp::create(b, loc, stats,
                                  ValueRange{batch, head, row, s, k.idx(which)})
        .getResult();
  };

  Value negInf = k.negInf(), zero = k.f32(0.0);
  Value sinkLog2;
  if (sinks)
    sinkLog2 = k.fmul(
        k.convert(memref::LoadOp::create(b, loc, sinks, head), b.getF32Type()),
        k.f32(kLog2e));
  auto maxLoop = scf::ForOp::create(b, loc, k.idx(0), k.idx(c.splits), k.idx(1),
                                    ValueRange{sinks ? sinkLog2 : negInf});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(maxLoop.getBody());
    scf::YieldOp::create(b, loc,
                         k.fmax(maxLoop.getRegionIterArgs()[0],
                                stat(maxLoop.getInductionVar(), 0)));
  }
  // A row no split saw a key of (and no sink) has M = -inf: subtract 0
  // instead so that every weight is 0, not NaN, and the row yields zeros.
  Value m = maxLoop.getResult(0);
  Value mSafe = k.select(k.fcmp(arith::CmpFPredicate::OEQ, m, negInf), zero, m);
  Value sum0 = sinks ? k.exp2(k.fsub(sinkLog2, mSafe)) : zero;
  auto sumLoop = scf::ForOp::create(b, loc, k.idx(0), k.idx(c.splits), k.idx(1),
                                    ValueRange{sum0, zero});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(sumLoop.getBody());
    Value s = sumLoop.getInductionVar();
    Value w = k.exp2(k.fsub(stat(s, 0), mSafe));
    Value o = memref::LoadOp::create(b, loc, partial,
                                     ValueRange{batch, head, row, s, col});
    scf::YieldOp::create(
        b, loc,
        ValueRange{k.fma(stat(s, 1), w, sumLoop.getRegionIterArgs()[0]),
                   k.fma(o, w, sumLoop.getRegionIterArgs()[1])});
  }
  Value l = sumLoop.getResult(0);
  Value result = k.select(k.fcmp(arith::CmpFPredicate::OGT, l, zero),
                          k.fastDiv(sumLoop.getResult(1), l), zero);
  memref::StoreOp::create(b, loc, k.convert(result, c.outputType), out,
                          ValueRange{batch, head, row, col});
  return {
      func, {llvm::divideCeilSigned(total, kCombineThreads), 1, 1}, block, 0};
}

std::array<KernelLaunch, 2>
mlir::attn::emitSplitKVKernels(OpBuilder &moduleBuilder, Location loc,
                               StringRef partialName, StringRef combineName,
                               const FusedConfig &c) {
  return {emitPartialKernel(moduleBuilder, loc, partialName, c),
          emitCombineKernel(moduleBuilder, loc, combineName, c)};
}
