//===- FusedBlocks.cpp - building blocks of the fused kernels -------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "FusedBlocks.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::attn;

gpu::AddressSpaceAttr mlir::attn::workgroupSpace(MLIRContext *ctx) {
  return gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
}

Value mlir::attn::sharedView(KernelBuilder &k, Value base, int64_t byteOffset,
                             ArrayRef<int64_t> shape, Type elementType) {
  auto type = MemRefType::get(shape, elementType, nullptr,
                              workgroupSpace(k.b.getContext()));
  return memref::ViewOp::create(k.b, k.loc, type, base, k.idx(byteOffset),
                                ValueRange{});
}

Value mlir::attn::dynamicShared(KernelBuilder &k) {
  auto type = MemRefType::get({ShapedType::kDynamic}, k.b.getI8Type(), nullptr,
                              workgroupSpace(k.b.getContext()));
  return gpu::DynamicSharedMemoryOp::create(k.b, k.loc, type);
}

SmallVector<Type> mlir::attn::fusedArgTypes(const FusedConfig &c) {
  MLIRContext *ctx = c.elementType.getContext();
  SmallVector<Type> types = {
      MemRefType::get({c.batch, c.heads, c.nq, c.d}, c.elementType),
      MemRefType::get({c.batch, c.kvHeads, c.nkv, c.d}, c.elementType),
      MemRefType::get({c.batch, c.kvHeads, c.nkv, c.dv}, c.elementType)};
  for (RankedTensorType type : c.dense)
    types.push_back(MemRefType::get(type.getShape(), type.getElementType()));
  if (c.relativeBias)
    types.push_back(MemRefType::get(c.relativeBias.getShape(),
                                    c.relativeBias.getElementType()));
  if (c.paddingBatch)
    types.push_back(
        MemRefType::get({c.paddingBatch, c.nkv}, IntegerType::get(ctx, 1)));
  if (c.segmentType) {
    types.push_back(
        MemRefType::get({c.querySegmentsBatch, c.nq}, c.segmentType));
    types.push_back(
        MemRefType::get({c.keySegmentsBatch, c.nkv}, c.segmentType));
  }
  if (hasKeyBounds(c))
    types.push_back(keyBoundsType(c));
  for (Type perHead : {c.alibiType, c.sinksType})
    if (perHead)
      types.push_back(MemRefType::get({c.heads}, perHead));
  types.push_back(
      MemRefType::get({c.batch, c.heads, c.nq, c.dv}, c.outputType));
  return types;
}

unsigned mlir::attn::keyDataArg(const FusedConfig &c) {
  return 3 + c.dense.size() + (c.relativeBias ? 1 : 0);
}

unsigned mlir::attn::keyBoundsArg(const FusedConfig &c) {
  return keyDataArg(c) + (c.paddingBatch ? 1 : 0) + (c.segmentType ? 2 : 0);
}

FusedArgs mlir::attn::fusedArgs(gpu::GPUFuncOp func, const FusedConfig &c) {
  FusedArgs a;
  auto args = func.getArguments();
  a.q = args[0];
  a.k = args[1];
  a.v = args[2];
  unsigned next = 3;
  for (size_t i = 0; i < c.dense.size(); ++i)
    a.dense.push_back(args[next++]);
  if (c.relativeBias)
    a.relativeBias = args[next++];
  assert(next == keyDataArg(c) && "keyDataArg out of step");
  if (c.paddingBatch)
    a.padding = args[next++];
  if (c.segmentType) {
    a.querySegments = args[next++];
    a.keySegments = args[next++];
  }
  if (hasKeyBounds(c)) {
    assert(next == keyBoundsArg(c) && "keyBoundsArg out of step");
    a.keyBounds = args[next++];
  }
  if (c.alibiType)
    a.alibi = args[next++];
  if (c.sinksType)
    a.sinks = args[next++];
  a.o = args[next];
  return a;
}

std::pair<Value, Value> KeyMask::boundedKeys(KernelBuilder &k, Value row0,
                                             int64_t rows) const {
  Value firstGroup = k.div(row0, kKeyBoundsRowGroup);
  Value endGroup =
      k.ceilDiv(k.minIdx(k.add(row0, rows), k.idx(c.nq)), kKeyBoundsRowGroup);
  auto groups = scf::ForOp::create(k.b, k.loc, firstGroup, endGroup, k.idx(1),
                                   ValueRange{k.idx(c.nkv), k.idx(0)});
  OpBuilder::InsertionGuard guard(k.b);
  k.b.setInsertionPointToStart(groups.getBody());
  auto bound = [&](int64_t which) {
    Value key = memref::LoadOp::create(
        k.b, k.loc, keyBounds,
        ValueRange{keyBoundsRow, groups.getInductionVar(), k.idx(which)});
    return arith::IndexCastUIOp::create(k.b, k.loc, k.b.getIndexType(), key)
        .getResult();
  };
  scf::YieldOp::create(
      k.b, k.loc,
      ValueRange{k.minIdx(groups.getRegionIterArgs()[0], bound(0)),
                 k.maxIdx(groups.getRegionIterArgs()[1], bound(1))});
  return {groups.getResult(0), groups.getResult(1)};
}

HeadIndices mlir::attn::headIndices(KernelBuilder &k, const FusedConfig &c) {
  Value by = gpu::BlockIdOp::create(k.b, k.loc, gpu::Dimension::y);
  HeadIndices h;
  h.batch = k.div(by, c.heads);
  h.head = k.rem(by, c.heads);
  // Grouped-query attention: query head h reads key/value head h / group.
  h.kvHead = k.div(h.head, c.heads / c.kvHeads);
  return h;
}

HeadIndices mlir::attn::packedHeadIndices(KernelBuilder &k,
                                          const FusedConfig &c) {
  Value by = gpu::BlockIdOp::create(k.b, k.loc, gpu::Dimension::y);
  HeadIndices h;
  h.group = c.heads / c.kvHeads;
  h.batch = k.div(by, c.kvHeads);
  h.kvHead = k.rem(by, c.kvHeads);
  h.head = k.mul(h.kvHead, h.group);
  return h;
}

namespace {
/// The query head, query row and key of the score at block row `row` and
/// key `key`, the row and key clamped to the last ones: their scores are
/// hidden anyway, and the loads stay in bounds.
struct ScoreIndices {
  Value head, query, key;

  ScoreIndices(KernelBuilder &k, const FusedConfig &c, const HeadIndices &h,
               Value row, Value key)
      : head(h.headOf(k, row)),
        query(k.minIdx(h.queryRow(k, row), k.idx(c.nq - 1))),
        key(k.minIdx(key, k.idx(c.nkv - 1))) {}
};
} // namespace

Value mlir::attn::loadDense(KernelBuilder &k, const FusedConfig &c, Value term,
                            const HeadIndices &h, Value row, Value key) {
  auto type = cast<MemRefType>(term.getType());
  int64_t rank = type.getRank();
  ScoreIndices at(k, c, h, row, key);
  std::array<Value, 4> full = {h.batch, at.head, at.query, at.key};
  SmallVector<Value> indices;
  for (int64_t t = 0; t < rank; ++t)
    indices.push_back(type.getDimSize(t) == 1 ? k.idx(0) : full[4 - rank + t]);
  return memref::LoadOp::create(k.b, k.loc, term, indices);
}

Value mlir::attn::loadRelativeBias(KernelBuilder &k, const FusedConfig &c,
                                   Value table, const HeadIndices &h, Value row,
                                   Value key) {
  ScoreIndices at(k, c, h, row, key);
  Value column = k.add(k.sub(at.key, at.query), k.idx(c.nq - 1));
  Value head = c.relativeBias.getDimSize(0) == 1 ? k.idx(0) : at.head;
  return memref::LoadOp::create(k.b, k.loc, table, ValueRange{head, column});
}

Value mlir::attn::scoreLog2(KernelBuilder &k, const FusedConfig &c, Value x) {
  if (!c.softcap)
    return k.fmul(x, k.f32(kLog2e));
  double cap = *c.softcap;
  Value t = k.fmul(x, k.f32(2.0 * kLog2e / cap));
  Value tanh =
      k.fsub(k.f32(1.0), k.fastDiv(k.f32(2.0), k.fadd(k.exp2(t), k.f32(1.0))));
  return k.fmul(tanh, k.f32(cap * kLog2e));
}
