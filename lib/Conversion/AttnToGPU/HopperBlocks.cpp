//===- HopperBlocks.cpp - Hopper building blocks of the sm_90a kernel -----===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "HopperBlocks.h"
#include "FusedBlocks.h"

#include "attn/Target/WgmmaInlineAsm.h"

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

void MBarrierRing::init(KernelBuilder &k, Value pred, int64_t arrivals) const {
  for (int64_t i = 0; i < size; ++i)
    nvgpu::MBarrierInitOp::create(k.b, k.loc, group, k.idx(arrivals), k.idx(i),
                                  pred);
}

void MBarrierRing::arriveExpectTx(KernelBuilder &k, Value id, Value bytes,
                                  Value pred) const {
  nvgpu::MBarrierArriveExpectTxOp::create(k.b, k.loc, group, bytes, id, pred);
}

void MBarrierRing::arrive(KernelBuilder &k, Value id) const {
  nvgpu::MBarrierArriveOp::create(k.b, k.loc, group, id);
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

DescriptorBase::DescriptorBase(KernelBuilder &k, Value smem, Type elementType,
                               Value map) {
  Value desc = wgmmaDescriptor(k, smem, k.idx(0), {kAtomRows, kAtomCols},
                               elementType, map);
  Value bits =
      UnrealizedConversionCastOp::create(k.b, k.loc, k.b.getI64Type(), desc)
          .getResult(0);
  low = arith::TruncIOp::create(k.b, k.loc, k.b.getI32Type(), bits);
  high =
      arith::AndIOp::create(k.b, k.loc, bits,
                            arith::ConstantIntOp::create(
                                k.b, k.loc, k.b.getI64Type(),
                                static_cast<int64_t>(0xffffffff00000000ull)));
}

Value DescriptorBase::bitsAt(KernelBuilder &k, int64_t byteOffset,
                             Value dynamicBytes) const {
  assert(byteOffset % 16 == 0 && "descriptors address 16-byte units");
  Type i32 = k.b.getI32Type(), i64 = k.b.getI64Type();
  Value step = arith::ConstantIntOp::create(k.b, k.loc, i32, byteOffset / 16);
  if (dynamicBytes)
    step = arith::AddIOp::create(
        k.b, k.loc, step,
        arith::IndexCastOp::create(k.b, k.loc, i32, k.div(dynamicBytes, 16)));
  // The start address (bits 0-13, shared memory is under 256 KiB) cannot
  // carry out of its field, so the add is 32-bit and every descriptor
  // shares the high word: one register each instead of two.
  Value lowSum = arith::AddIOp::create(k.b, k.loc, low, step);
  return arith::OrIOp::create(k.b, k.loc, high,
                              arith::ExtUIOp::create(k.b, k.loc, i64, lowSum));
}

DescriptorBase DescriptorBase::withLeadingBytes(KernelBuilder &k,
                                                int64_t bytes) const {
  assert(bytes % 16 == 0 && bytes / 16 < (1 << 14) &&
         "the leading byte offset is 14 bits of 16-byte units");
  // Bits 16-29 of the low word.
  Type i32 = k.b.getI32Type();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(k.b, k.loc, i32, v);
  };
  DescriptorBase result = *this;
  Value cleared =
      arith::AndIOp::create(k.b, k.loc, low, constant(~(0x3fff << 16)));
  result.low =
      arith::OrIOp::create(k.b, k.loc, cleared, constant((bytes / 16) << 16));
  return result;
}

/// The struct of a wgmma m64nN's f32 result: N / 2 registers per thread.
static LLVM::LLVMStructType resultStruct(MLIRContext *ctx, int64_t n) {
  return LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(n / 2, Float32Type::get(ctx)));
}

Value mlir::attn::wgmmaSharedOperands(KernelBuilder &k, Value acc, int64_t n,
                                      Value descA, Value descB,
                                      Type elementType) {
  MLIRContext *ctx = k.b.getContext();
  LLVM::LLVMStructType result = resultStruct(ctx, n);
  // The first of a chain starts from zero by scale-d = 0, which ignores the
  // accumulator input: no registers to zero first.
  NVVM::WGMMAScaleOut scaleD = NVVM::WGMMAScaleOut::one;
  if (!acc) {
    acc = LLVM::PoisonOp::create(k.b, k.loc, result);
    scaleD = NVVM::WGMMAScaleOut::zero;
  }
  NVVM::WGMMATypes type =
      elementType.isBF16() ? NVVM::WGMMATypes::bf16 : NVVM::WGMMATypes::f16;
  return NVVM::WgmmaMmaAsyncOp::create(
      k.b, k.loc, result, acc, descA, descB,
      NVVM::MMAShapeAttr::get(ctx, kAtomRows, n, 16), type, type,
      NVVM::WGMMATypes::f32, scaleD, NVVM::WGMMAScaleIn::one,
      NVVM::WGMMAScaleIn::one, NVVM::MMALayout::row, NVVM::MMALayout::col,
      /*satfinite=*/NVVM::MMAIntOverflowAttr());
}

Value mlir::attn::wgmmaRegisterA(KernelBuilder &k, ValueRange acc, ValueRange a,
                                 Value descB, Type elementType,
                                 bool transposeB) {
  assert(a.size() == kWgmmaARegisters && "four A registers per thread");
  int64_t n = 2 * static_cast<int64_t>(acc.size());
  MLIRContext *ctx = k.b.getContext();
  LLVM::LLVMStructType result = resultStruct(ctx, n);
  SmallVector<Value> operands(acc.begin(), acc.end());
  llvm::append_range(operands, a);
  operands.push_back(descB);
  std::string asmText =
      wgmmaRegisterAAsm(n, elementType.isBF16() ? "bf16" : "f16", transposeB);
  auto op = LLVM::InlineAsmOp::create(
      k.b, k.loc, result, operands, asmText, wgmmaRegisterAConstraints(n),
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None,
      LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
      /*operand_attrs=*/ArrayAttr());
  return op.getResult(0);
}

SmallVector<Value> mlir::attn::wgmmaRegisters(KernelBuilder &k, Value result) {
  auto type = cast<LLVM::LLVMStructType>(result.getType());
  SmallVector<Value> values;
  for (int64_t i = 0; i < static_cast<int64_t>(type.getBody().size()); ++i)
    values.push_back(
        LLVM::ExtractValueOp::create(k.b, k.loc, result, ArrayRef<int64_t>{i}));
  return values;
}

AccumulatorFragment::AccumulatorFragment(KernelBuilder &k,
                                         Value threadInWarpgroup) {
  Value lane = k.rem(threadInWarpgroup, 32);
  row = k.add(k.mul(k.div(threadInWarpgroup, 32), 16), k.div(lane, 4));
  col = k.mul(k.rem(lane, 4), 2);
}

void mlir::attn::fenceAsyncShared(KernelBuilder &k) {
  NVVM::FenceProxyOp::create(
      k.b, k.loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(k.b.getContext(),
                                 NVVM::SharedSpace::shared_cta));
}

void WarpgroupTurns::wait(KernelBuilder &k, int64_t g) const {
  NVVM::BarrierOp::create(k.b, k.loc, Type(), k.i32(firstBarrier + g),
                          k.i32(2 * kWarpgroupThreads),
                          NVVM::BarrierReductionAttr(), Value());
}

void WarpgroupTurns::pass(KernelBuilder &k, int64_t g) const {
  NVVM::BarrierArriveOp::create(k.b, k.loc, k.i32(firstBarrier + 1 - g),
                                k.i32(2 * kWarpgroupThreads));
}
