//===- HopperBlocks.cpp - Hopper building blocks of the sm_90a kernel -----===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "HopperBlocks.h"
#include "FusedBlocks.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::attn;

nvgpu::TensorMapDescriptorType mlir::attn::tileMapType(MLIRContext *ctx,
                                                       Type elementType) {
  auto box = MemRefType::get({1, 1, kAtomRows, kAtomCols}, elementType, nullptr,
                             workgroupSpace(ctx));
  return nvgpu::TensorMapDescriptorType::get(
      ctx, box, nvgpu::TensorMapSwizzleKind::SWIZZLE_128B,
      nvgpu::TensorMapL2PromoKind::L2PROMO_NONE,
      nvgpu::TensorMapOOBKind::OOB_ZERO,
      nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
}

Value mlir::attn::tensorMapFromPointer(KernelBuilder &k, Value ptr,
                                       nvgpu::TensorMapDescriptorType type) {
  return UnrealizedConversionCastOp::create(k.b, k.loc, type, ptr).getResult(0);
}

MBarrierRing::MBarrierRing(KernelBuilder &k, int64_t size) : size(size) {
  auto type = nvgpu::MBarrierGroupType::get(
      k.b.getContext(), workgroupSpace(k.b.getContext()), size);
  group = nvgpu::MBarrierCreateOp::create(k.b, k.loc, type);
}

void MBarrierRing::init(KernelBuilder &k, Value pred) const {
  for (int64_t i = 0; i < size; ++i)
    nvgpu::MBarrierInitOp::create(k.b, k.loc, group, k.idx(1), k.idx(i), pred);
}

void MBarrierRing::arriveExpectTx(KernelBuilder &k, Value id, int64_t bytes,
                                  Value pred) const {
  nvgpu::MBarrierArriveExpectTxOp::create(k.b, k.loc, group, k.idx(bytes), id,
                                          pred);
}

void MBarrierRing::wait(KernelBuilder &k, Value id, Value phase) const {
  // The tick count bounds one suspension, not the wait: the op loops until
  // the phase completes.
  nvgpu::MBarrierTryWaitParityOp::create(k.b, k.loc, group, phase,
                                         k.idx(10000000), id);
}

/// A view of `shape` at the dynamic `byteOffset` of shared memory: ring
/// stages are picked at run time.
static Value dynamicView(KernelBuilder &k, Value smem, Value byteOffset,
                         ArrayRef<int64_t> shape, Type elementType) {
  auto type = MemRefType::get(shape, elementType, nullptr,
                              workgroupSpace(k.b.getContext()));
  return memref::ViewOp::create(k.b, k.loc, type, smem, byteOffset,
                                ValueRange{});
}

Value mlir::attn::tmaBoxView(KernelBuilder &k, Value smem, Value byteOffset,
                             Type elementType) {
  return dynamicView(k, smem, byteOffset, {1, 1, kAtomRows, kAtomCols},
                     elementType);
}

void mlir::attn::tmaLoadBox(KernelBuilder &k, Value map, Value dst,
                            const MBarrierRing &ring, Value id, Value column,
                            Value row, Value head, Value batch, Value pred) {
  // Coordinates go innermost first, as the tensor map's dims do.
  nvgpu::TmaAsyncLoadOp::create(k.b, k.loc, dst, ring.group, map,
                                ValueRange{column, row, head, batch}, id,
                                /*multicastMask=*/Value(), pred);
}

Value mlir::attn::wgmmaDescriptor(KernelBuilder &k, Value smem,
                                  Value byteOffset, ArrayRef<int64_t> shape,
                                  Type elementType, Value map) {
  Value view = dynamicView(k, smem, byteOffset, shape, elementType);
  auto type = nvgpu::WarpgroupMatrixDescriptorType::get(
      k.b.getContext(), cast<MemRefType>(view.getType()));
  return nvgpu::WarpgroupGenerateDescriptorOp::create(k.b, k.loc, type, view,
                                                      map);
}

nvgpu::WarpgroupAccumulatorType mlir::attn::accumulatorType(MLIRContext *ctx,
                                                            int64_t n) {
  return nvgpu::WarpgroupAccumulatorType::get(
      ctx, VectorType::get({kAtomRows, n}, Float32Type::get(ctx)));
}

Value mlir::attn::swizzledColumn(KernelBuilder &k, Value row, Value col) {
  Value chunk = k.div(col, 8);
  Value swizzled = arith::XOrIOp::create(k.b, k.loc, chunk, k.rem(row, 8));
  return k.add(k.mul(swizzled, 8), k.rem(col, 8));
}

void mlir::attn::fenceAsyncShared(KernelBuilder &k) {
  NVVM::FenceProxyOp::create(
      k.b, k.loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(k.b.getContext(),
                                 NVVM::SharedSpace::shared_cta));
}
