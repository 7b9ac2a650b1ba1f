//===- Decode.cpp - decode a gpu.func into the emulator's program ---------===//
//
// Part of attn-opt. Walks a kernel once, gives every SSA value registers,
// folds constants into the initial register file, resolves memrefs to static
// descriptors and turns scf.if and scf.for into jumps on a mask stack. Any op
// outside what the GPU lowering emits is refused by name, so the emulator
// never guesses at semantics.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

llvm::Expected<MemRefDesc> Decoder::describe(MemRefType type, Operation *op) {
  MemRefDesc d;
  d.type = type;
  auto kind = scalarKind(type.getElementType());
  if (!kind)
    return refuse(op, "on " + str(type));
  d.kind = kind->first;
  d.bits = kind->second;
  d.elemBytes = std::max(1u, storageBits(d.kind, d.bits) / 8);
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      (type.hasStaticShape() && offset != 0))
    return refuse(op, "on the non-identity layout of " + str(type));
  d.shape.assign(type.getShape().begin(), type.getShape().end());
  // A strided layout (a subview's) gives its strides; the identity one
  // follows the shape, whose last dim may be dynamic.
  if (!type.getLayout().isIdentity()) {
    if (llvm::any_of(strides, ShapedType::isDynamic))
      return refuse(op, "on the dynamic strides of " + str(type));
    d.strides.assign(strides.begin(), strides.end());
    return d;
  }
  int64_t stride = 1;
  d.strides.resize(d.shape.size());
  for (int64_t i = static_cast<int64_t>(d.shape.size()) - 1; i >= 0; --i) {
    d.strides[i] = stride;
    if (!ShapedType::isDynamic(d.shape[i]))
      stride *= d.shape[i];
  }
  return d;
}

llvm::Error Decoder::define(Value v, Operation *op) {
  Type type = v.getType();
  // Handles without registers: the decoder resolves them statically.
  if (isa<nvgpu::DeviceAsyncTokenType, nvgpu::MBarrierGroupType,
          nvgpu::MBarrierTokenType, nvgpu::TensorMapDescriptorType,
          LLVM::LLVMPointerType>(type))
    return llvm::Error::success();
  Reg r;
  Type element = type;
  if (isa<nvgpu::WarpgroupMatrixDescriptorType>(type)) {
    r.width = 1;
    element = IntegerType::get(type.getContext(), 64);
  } else if (auto acc = dyn_cast<nvgpu::WarpgroupAccumulatorType>(type)) {
    // A thread's fragment of an m64nN accumulator: N / 2 f32 registers.
    VectorType frag = acc.getFragmented();
    if (frag.getRank() != 2 || frag.getDimSize(0) != 64 ||
        !frag.getElementType().isF32())
      return refuse(op, "with accumulator " + str(type) +
                            " (the emulator models m64nN f32 accumulators)");
    r.width = static_cast<int32_t>(frag.getDimSize(1) / 2);
    element = frag.getElementType();
  } else if (auto vec = dyn_cast<VectorType>(type)) {
    if (vec.isScalable())
      return refuse(op, "on scalable vectors");
    r.width = static_cast<int32_t>(vec.getNumElements());
    element = vec.getElementType();
  } else if (auto st = dyn_cast<LLVM::LLVMStructType>(type)) {
    // An accumulator's registers as NVGPU-to-NVVM lowers them: f32s, or
    // equal structs of f32s, one per 64 rows.
    std::optional<StructShape> shape = structShape(st);
    if (!shape)
      return refuse(op, "with result " + str(type));
    r.width = static_cast<int32_t>(shape->registers());
    element = Float32Type::get(type.getContext());
  } else {
    r.width = 1;
  }
  auto kind = scalarKind(element);
  if (!kind)
    return refuse(op, "with a value of type " + str(type));
  r.kind = kind->first;
  r.bits = kind->second;
  r.base = nextSlot;
  nextSlot += r.width * kWarpLanes;
  regs[v] = r;
  return llvm::Error::success();
}

llvm::Error Decoder::decodeConstant(arith::ConstantOp op) {
  Value result = op.getResult();
  if (llvm::Error e = define(result, op))
    return e;
  Reg r = regs.lookup(result);
  SmallVector<Attribute> values;
  if (auto dense = dyn_cast<DenseElementsAttr>(op.getValue()))
    values.assign(dense.getValues<Attribute>().begin(),
                  dense.getValues<Attribute>().end());
  else
    values.push_back(op.getValue());
  if (static_cast<int32_t>(values.size()) != r.width)
    return refuse(op, "with a value that does not fill its type");
  for (auto [e, attr] : llvm::enumerate(values)) {
    Slot s;
    s.i = 0;
    if (auto i = dyn_cast<IntegerAttr>(attr))
      s.i = r.bits == 1 ? (i.getValue().getZExtValue() & 1)
                        : i.getValue().getSExtValue();
    else if (auto f = dyn_cast<FloatAttr>(attr))
      s.f = static_cast<float>(f.getValueAsDouble());
    else
      return refuse(op, "with a value that is neither integer nor float");
    for (int lane = 0; lane < kWarpLanes; ++lane)
      constants.push_back(
          {r.base + static_cast<int32_t>(e) * kWarpLanes + lane, s});
  }
  return llvm::Error::success();
}

llvm::Error Decoder::decodePoison(LLVM::PoisonOp op) {
  Value result = op.getResult();
  if (llvm::Error e = define(result, op))
    return e;
  Reg r = regs.lookup(result);
  if (r.kind != ElemKind::F32)
    return refuse(op, "of a type other than f32 or a struct of f32");
  // NaN, so that a read of the value shows in the results.
  Slot s;
  s.i = 0;
  s.f = std::numeric_limits<float>::quiet_NaN();
  for (int32_t e = 0; e < r.width; ++e)
    for (int lane = 0; lane < kWarpLanes; ++lane)
      constants.push_back({r.base + e * kWarpLanes + lane, s});
  return llvm::Error::success();
}

llvm::Error Decoder::decodeIf(scf::IfOp op) {
  for (Value result : op.getResults())
    if (llvm::Error e = define(result, op))
      return e;
  Inst begin;
  begin.opcode = Opcode::IfBegin;
  begin.op = op;
  if (llvm::Error e = addSources(begin, op.getCondition(), op))
    return e;
  size_t beginPc = emit(std::move(begin));
  auto decodeBranch = [&](Region &region) -> llvm::Error {
    if (llvm::Error e = decodeBlock(region.front()))
      return e;
    auto yield = cast<scf::YieldOp>(region.front().getTerminator());
    if (yield.getNumOperands() == 0)
      return llvm::Error::success();
    Inst move;
    move.opcode = Opcode::Move;
    move.op = yield;
    if (llvm::Error e = addSources(move, yield.getOperands(), yield))
      return e;
    for (Value result : op.getResults()) {
      Reg r = regs.lookup(result);
      move.dsts.push_back(r.base);
      move.widths.push_back(r.width);
    }
    emit(std::move(move));
    return llvm::Error::success();
  };
  if (llvm::Error e = decodeBranch(op.getThenRegion()))
    return e;
  if (!op.getElseRegion().empty()) {
    Inst elseInst;
    elseInst.opcode = Opcode::Else;
    elseInst.op = op;
    size_t elsePc = emit(std::move(elseInst));
    program.code[beginPc].imm = static_cast<int64_t>(elsePc);
    if (llvm::Error e = decodeBranch(op.getElseRegion()))
      return e;
    Inst end;
    end.opcode = Opcode::IfEnd;
    end.op = op;
    size_t endPc = emit(std::move(end));
    program.code[elsePc].imm = static_cast<int64_t>(endPc);
    return llvm::Error::success();
  }
  Inst end;
  end.opcode = Opcode::IfEnd;
  end.op = op;
  size_t endPc = emit(std::move(end));
  program.code[beginPc].imm = static_cast<int64_t>(endPc);
  return llvm::Error::success();
}

llvm::Error Decoder::decodeFor(scf::ForOp op) {
  // The results live in the iteration arguments' registers: a lane that
  // leaves the loop keeps its last values there.
  Value iv = op.getInductionVar();
  if (llvm::Error e = define(iv, op))
    return e;
  for (auto [arg, result] :
       llvm::zip(op.getRegionIterArgs(), op.getResults())) {
    if (isa<MemRefType>(arg.getType()))
      return refuse(op, "carrying a memref");
    if (llvm::Error e = define(arg, op))
      return e;
    regs[result] = regs.lookup(arg);
  }
  Reg ivReg = regs.lookup(iv);
  Inst init;
  init.opcode = Opcode::ForInit;
  init.op = op;
  if (llvm::Error e = addSources(init, op.getLowerBound(), op))
    return e;
  init.dsts.push_back(ivReg.base);
  init.widths.push_back(1);
  if (llvm::Error e = addSources(init, op.getInitArgs(), op))
    return e;
  for (Value arg : op.getRegionIterArgs()) {
    Reg r = regs.lookup(arg);
    init.dsts.push_back(r.base);
    init.widths.push_back(r.width);
  }
  emit(std::move(init));
  Inst head;
  head.opcode = Opcode::ForHead;
  head.op = op;
  head.bits = static_cast<uint8_t>(ivReg.bits);
  head.imm2 = op.getUnsignedCmp();
  if (llvm::Error e = addSources(head, {iv, op.getUpperBound()}, op))
    return e;
  size_t headPc = emit(std::move(head));
  if (llvm::Error e = decodeBlock(*op.getBody()))
    return e;
  auto yield = cast<scf::YieldOp>(op.getBody()->getTerminator());
  Inst latch;
  latch.opcode = Opcode::ForLatch;
  latch.op = yield;
  latch.bits = static_cast<uint8_t>(ivReg.bits);
  latch.imm = static_cast<int64_t>(headPc);
  if (llvm::Error e = addSources(latch, yield.getOperands(), yield))
    return e;
  for (Value arg : op.getRegionIterArgs()) {
    Reg r = regs.lookup(arg);
    latch.dsts.push_back(r.base);
    latch.widths.push_back(r.width);
  }
  // The induction variable and step come last.
  if (llvm::Error e = addSources(latch, {iv, op.getStep()}, op))
    return e;
  emit(std::move(latch));
  Inst exit;
  exit.opcode = Opcode::ForExit;
  exit.op = op;
  size_t exitPc = emit(std::move(exit));
  program.code[headPc].imm = static_cast<int64_t>(exitPc);
  return llvm::Error::success();
}

/// The element offset of a static position in a vector of `shape`.
std::optional<StructShape> emu::structShape(LLVM::LLVMStructType type) {
  ArrayRef<Type> body = type.getBody();
  if (body.empty() || !llvm::all_equal(body))
    return std::nullopt;
  if (body.front().isF32())
    return StructShape{0, static_cast<int64_t>(body.size())};
  auto inner = dyn_cast<LLVM::LLVMStructType>(body.front());
  if (!inner || inner.getBody().empty() || !llvm::all_equal(inner.getBody()) ||
      !inner.getBody().front().isF32())
    return std::nullopt;
  return StructShape{static_cast<int64_t>(body.size()),
                     static_cast<int64_t>(inner.getBody().size())};
}

std::optional<int64_t> emu::structRegister(LLVM::LLVMStructType type,
                                           ArrayRef<int64_t> position) {
  std::optional<StructShape> shape = structShape(type);
  if (!shape)
    return std::nullopt;
  if (shape->blocks == 0) {
    if (position.size() != 1 || position[0] >= shape->perBlock)
      return std::nullopt;
    return position[0];
  }
  if (position.size() != 2 || position[0] >= shape->blocks ||
      position[1] >= shape->perBlock)
    return std::nullopt;
  return position[0] * shape->perBlock + position[1];
}

static int64_t linearPosition(ArrayRef<int64_t> shape,
                              ArrayRef<int64_t> position) {
  int64_t offset = 0;
  for (size_t i = 0; i < shape.size(); ++i) {
    offset *= shape[i];
    if (i < position.size())
      offset += position[i];
  }
  return offset;
}

/// The opcode of an elementwise arith or math op, if it is one.
static std::optional<Opcode> elementwiseOpcode(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<Opcode>>(op)
      .Case([](arith::AddIOp) { return Opcode::AddI; })
      .Case([](arith::SubIOp) { return Opcode::SubI; })
      .Case([](arith::MulIOp) { return Opcode::MulI; })
      .Case([](arith::DivUIOp) { return Opcode::DivUI; })
      .Case([](arith::RemUIOp) { return Opcode::RemUI; })
      .Case([](arith::DivSIOp) { return Opcode::DivSI; })
      .Case([](arith::RemSIOp) { return Opcode::RemSI; })
      .Case([](arith::MinSIOp) { return Opcode::MinSI; })
      .Case([](arith::MaxSIOp) { return Opcode::MaxSI; })
      .Case([](arith::MinUIOp) { return Opcode::MinUI; })
      .Case([](arith::MaxUIOp) { return Opcode::MaxUI; })
      .Case([](arith::AndIOp) { return Opcode::AndI; })
      .Case([](arith::OrIOp) { return Opcode::OrI; })
      .Case([](arith::XOrIOp) { return Opcode::XOrI; })
      .Case([](arith::ShLIOp) { return Opcode::ShLI; })
      .Case([](arith::ShRUIOp) { return Opcode::ShRUI; })
      .Case([](arith::ShRSIOp) { return Opcode::ShRSI; })
      .Case([](arith::CmpIOp) { return Opcode::CmpI; })
      .Case([](arith::ExtSIOp) { return Opcode::ExtSI; })
      .Case([](arith::ExtUIOp) { return Opcode::ExtUI; })
      .Case([](arith::TruncIOp) { return Opcode::TruncI; })
      .Case([](arith::IndexCastOp) { return Opcode::ExtSI; })
      .Case([](arith::IndexCastUIOp) { return Opcode::ExtUI; })
      .Case([](arith::AddFOp) { return Opcode::AddF; })
      .Case([](arith::SubFOp) { return Opcode::SubF; })
      .Case([](arith::MulFOp) { return Opcode::MulF; })
      .Case([](arith::DivFOp) { return Opcode::DivF; })
      .Case([](arith::MaximumFOp) { return Opcode::MaximumF; })
      .Case([](arith::MinimumFOp) { return Opcode::MinimumF; })
      .Case([](arith::MaxNumFOp) { return Opcode::MaxNumF; })
      .Case([](arith::MinNumFOp) { return Opcode::MinNumF; })
      .Case([](arith::NegFOp) { return Opcode::NegF; })
      .Case([](math::FmaOp) { return Opcode::Fma; })
      .Case([](math::Exp2Op) { return Opcode::Exp2; })
      .Case([](math::ExpOp) { return Opcode::Exp; })
      .Case([](arith::CmpFOp) { return Opcode::CmpF; })
      .Case([](arith::ExtFOp) { return Opcode::FloatCast; })
      .Case([](arith::TruncFOp) { return Opcode::FloatCast; })
      .Case([](arith::SIToFPOp) { return Opcode::SIToFP; })
      .Case([](arith::FPToSIOp) { return Opcode::FPToSI; })
      .Case([](arith::SelectOp) { return Opcode::Select; })
      .Default([](Operation *) { return std::nullopt; });
}

llvm::Error Decoder::decodeOp(Operation *op) {
  // Memrefs: views of the dynamic shared memory at constant offsets.
  if (auto smem = dyn_cast<gpu::DynamicSharedMemoryOp>(op)) {
    llvm::Expected<MemRefDesc> d = describe(smem.getType(), op);
    if (!d)
      return d.takeError();
    d->shared = true;
    d->byteOffset = program.staticSharedBytes;
    memrefs[smem.getResult()] = addMemRef(std::move(*d));
    return llvm::Error::success();
  }
  if (auto view = dyn_cast<memref::ViewOp>(op)) {
    llvm::Expected<int32_t> base = memrefOf(view.getSource(), op);
    if (!base)
      return base.takeError();
    if (!view.getSizes().empty() || !program.memrefs[*base].shared)
      return refuse(op, "with a dynamic size, or of global memory");
    llvm::Expected<MemRefDesc> d = describe(view.getType(), op);
    if (!d)
      return d.takeError();
    d->shared = true;
    d->byteOffset = program.memrefs[*base].byteOffset;
    if (auto shift = view.getByteShift().getDefiningOp<arith::ConstantOp>())
      d->byteOffset += cast<IntegerAttr>(shift.getValue()).getInt();
    else
      shiftedViews[view.getResult()] = view.getByteShift();
    memrefs[view.getResult()] = addMemRef(std::move(*d));
    return llvm::Error::success();
  }
  // A static window of a shared-memory view, at offset 0 of its layout (the
  // offset goes into the descriptor's byte offset).
  if (auto sub = dyn_cast<memref::SubViewOp>(op)) {
    llvm::Expected<int32_t> base = memrefOf(sub.getSource(), op);
    if (!base)
      return base.takeError();
    const MemRefDesc source = program.memrefs[*base];
    if (!source.shared || !sub.getOffsets().empty() ||
        !sub.getSizes().empty() || !sub.getStrides().empty() ||
        llvm::any_of(sub.getStaticStrides(), [](int64_t s) { return s != 1; }))
      return refuse(op, "with dynamic or non-unit parts, or of global memory");
    int64_t byteShift = 0;
    for (auto [i, offset] : llvm::enumerate(sub.getStaticOffsets()))
      byteShift += offset * source.strides[i] * source.elemBytes;
    MemRefType type = sub.getType();
    SmallVector<int64_t> strides;
    int64_t layoutOffset;
    if (failed(type.getStridesAndOffset(strides, layoutOffset)))
      return refuse(op, "on the layout of " + str(type));
    llvm::Expected<MemRefDesc> d = describe(
        MemRefType::get(type.getShape(), type.getElementType(),
                        StridedLayoutAttr::get(op->getContext(), 0, strides),
                        type.getMemorySpace()),
        op);
    if (!d)
      return d.takeError();
    d->type = type;
    d->shared = true;
    d->byteOffset = source.byteOffset + byteShift;
    memrefs[sub.getResult()] = addMemRef(std::move(*d));
    return llvm::Error::success();
  }
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return decodeConstant(constant);
  if (auto poison = dyn_cast<LLVM::PoisonOp>(op))
    return decodePoison(poison);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return decodeIf(ifOp);
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return decodeFor(forOp);
  for (Value result : op->getResults()) {
    if (isa<MemRefType>(result.getType()))
      return refuse(op, "making a memref");
    if (llvm::Error e = define(result, op))
      return e;
  }
  if (isa<memref::LoadOp, memref::StoreOp, vector::LoadOp, vector::StoreOp,
          nvgpu::DeviceAsyncCopyOp, nvgpu::DeviceAsyncCreateGroupOp,
          nvgpu::DeviceAsyncWaitOp>(op))
    return decodeMemory(op);
  if (isa<gpu::ShuffleOp, nvgpu::LdMatrixOp, nvgpu::MmaSyncOp, NVVM::MmaOp>(op))
    return decodeCollective(op);
  if (isa<nvgpu::NVGPUDialect>(op->getDialect()) ||
      isa<NVVM::WgmmaFenceAlignedOp, NVVM::WgmmaMmaAsyncOp,
          NVVM::WgmmaGroupSyncAlignedOp, NVVM::WgmmaWaitGroupSyncOp,
          NVVM::SetMaxRegisterOp, NVVM::FenceProxyOp, NVVM::BarrierOp,
          NVVM::BarrierArriveOp, UnrealizedConversionCastOp, LLVM::InlineAsmOp>(
          op))
    return decodeHopper(op);
  if (isa<gpu::BarrierOp, gpu::ReturnOp>(op)) {
    if (op->getNumOperands())
      return refuse(op, "with operands");
    Inst inst;
    inst.opcode = isa<gpu::BarrierOp>(op) ? Opcode::Barrier : Opcode::Return;
    inst.op = op;
    emit(std::move(inst));
    return llvm::Error::success();
  }

  std::optional<Opcode> opcode =
      llvm::TypeSwitch<Operation *, std::optional<Opcode>>(op)
          .Case([](gpu::ThreadIdOp) { return Opcode::ThreadId; })
          .Case([](gpu::BlockIdOp) { return Opcode::BlockId; })
          .Case([](gpu::BlockDimOp) { return Opcode::BlockDim; })
          .Case([](gpu::GridDimOp) { return Opcode::GridDim; })
          .Case([](vector::ExtractOp) { return Opcode::Extract; })
          .Case([](LLVM::ExtractValueOp) { return Opcode::Extract; })
          .Case([](vector::InsertOp) { return Opcode::Insert; })
          .Case([](LLVM::InsertValueOp) { return Opcode::Insert; })
          .Case([](vector::FromElementsOp) { return Opcode::FromElements; })
          .Case([](vector::BitCastOp) { return Opcode::BitCast; })
          .Case([](vector::BroadcastOp) { return Opcode::Broadcast; })
          .Case([](vector::ShapeCastOp) { return Opcode::Extract; })
          .Default([&](Operation *op) { return elementwiseOpcode(op); });
  if (!opcode)
    return refuse(op, llvm::Twine());
  llvm::Expected<Inst> inst = withResult(*opcode, op);
  if (!inst)
    return inst.takeError();
  if (!op->getOperands().empty()) {
    Type source = getElementTypeOrSelf(op->getOperand(0).getType());
    if (isa<LLVM::LLVMStructType>(op->getOperand(0).getType()))
      source = Float32Type::get(op->getContext());
    if (auto kind = scalarKind(source)) {
      inst->srcKind = kind->first;
      inst->srcBits = static_cast<uint8_t>(kind->second);
    }
  }
  llvm::Error err = llvm::Error::success();
  llvm::TypeSwitch<Operation *>(op)
      .Case([&](gpu::ThreadIdOp id) {
        inst->imm = static_cast<int64_t>(id.getDimension());
      })
      .Case([&](gpu::BlockIdOp id) {
        inst->imm = static_cast<int64_t>(id.getDimension());
      })
      .Case([&](gpu::BlockDimOp id) {
        inst->imm = static_cast<int64_t>(id.getDimension());
      })
      .Case([&](gpu::GridDimOp id) {
        inst->imm = static_cast<int64_t>(id.getDimension());
      })
      .Case([&](arith::CmpIOp cmp) {
        inst->imm = static_cast<int64_t>(cmp.getPredicate());
      })
      .Case([&](arith::CmpFOp cmp) {
        inst->imm = static_cast<int64_t>(cmp.getPredicate());
      })
      .Case([&](arith::SelectOp select) {
        // A scalar condition selects whole vectors.
        inst->imm = isa<VectorType>(select.getCondition().getType()) ? 1 : 0;
      })
      .Case([&](vector::ExtractOp extract) {
        if (extract.hasDynamicPosition()) {
          err = refuse(op, "with a dynamic position");
          return;
        }
        inst->imm = linearPosition(extract.getSourceVectorType().getShape(),
                                   extract.getStaticPosition());
      })
      .Case([&](LLVM::ExtractValueOp extract) {
        std::optional<int64_t> reg = structRegister(
            cast<LLVM::LLVMStructType>(extract.getContainer().getType()),
            extract.getPosition());
        if (!reg) {
          err = refuse(op, "of a part of a struct, not one register");
          return;
        }
        inst->imm = *reg;
        // A register of a wgmma's result is the wgmma's until its wait:
        // passed to the next wgmma of a chain (every user is a wgmma with A
        // in registers taking it as an accumulator), or read.
        Operation *def = extract.getContainer().getDefiningOp();
        std::optional<int64_t> n;
        if (std::optional<RegisterAWgmma> wgmma = matchRegisterAWgmma(def))
          n = wgmma->n;
        else if (auto mma = dyn_cast_or_null<NVVM::WgmmaMmaAsyncOp>(def))
          n = mma.getShape().getN();
        if (n) {
          bool chained = llvm::all_of(extract->getUses(), [&](OpOperand &use) {
            return matchRegisterAWgmma(use.getOwner()) &&
                   use.getOperandNumber() < *n / 2;
          });
          inst->flags = chained ? 1 : 2;
        }
      })
      .Case([&](LLVM::InsertValueOp insert) {
        std::optional<int64_t> reg = structRegister(
            cast<LLVM::LLVMStructType>(insert.getContainer().getType()),
            insert.getPosition());
        if (!reg) {
          err = refuse(op, "into a part of a struct, not one register");
          return;
        }
        // Insert takes the inserted value first, then the container.
        std::swap(inst->srcs[0], inst->srcs[1]);
        inst->imm = *reg;
        inst->imm2 = 1;
      })
      .Case([&](vector::InsertOp insert) {
        if (insert.hasDynamicPosition()) {
          err = refuse(op, "with a dynamic position");
          return;
        }
        inst->imm = linearPosition(insert.getDestVectorType().getShape(),
                                   insert.getStaticPosition());
        inst->imm2 = isa<VectorType>(insert.getValueToStoreType())
                         ? cast<VectorType>(insert.getValueToStoreType())
                               .getNumElements()
                         : 1;
      })
      .Case([&](vector::BroadcastOp broadcast) {
        if (isa<VectorType>(broadcast.getSourceType()))
          err = refuse(op, "of a vector");
      });
  if (err)
    return err;
  emit(std::move(*inst));
  return llvm::Error::success();
}

llvm::Error Decoder::decodeBlock(Block &block) {
  for (Operation &op : block) {
    if (isa<scf::YieldOp>(op))
      continue;
    if (llvm::Error e = decodeOp(&op))
      return e;
  }
  return llvm::Error::success();
}

llvm::Expected<Program> Decoder::run() {
  if (!func.getBody().hasOneBlock())
    return refuse(func, "with more than one block");
  // Workgroup attributions first, 16-byte aligned, then the dynamic shared
  // memory.
  for (BlockArgument buffer : func.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(buffer.getType());
    llvm::Expected<MemRefDesc> d = describe(type, func);
    if (!d)
      return d.takeError();
    if (!type.hasStaticShape())
      return refuse(func, "with a dynamic workgroup buffer");
    d->shared = true;
    d->byteOffset = program.staticSharedBytes;
    program.staticSharedBytes +=
        (type.getNumElements() * d->elemBytes + 15) / 16 * 16;
    memrefs[buffer] = addMemRef(std::move(*d));
  }
  if (!func.getPrivateAttributions().empty())
    return refuse(func, "with private attributions");
  if (llvm::Error e = allocateBarriers())
    return e;
  for (BlockArgument arg :
       func.getArguments().take_front(func.getFunctionType().getNumInputs())) {
    program.argTensorMaps.emplace_back();
    if (isa<LLVM::LLVMPointerType>(arg.getType())) {
      // A tensor map handle; its type comes from its cast in the body.
      tensorMaps[arg] = static_cast<int32_t>(arg.getArgNumber());
      program.argMemrefs.push_back(-1);
      continue;
    }
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type || !type.hasStaticShape())
      return refuse(func, "with an argument of type " + str(arg.getType()) +
                              " (kernels take static memrefs and tensor "
                              "maps as !llvm.ptr)");
    llvm::Expected<MemRefDesc> d = describe(type, func);
    if (!d)
      return d.takeError();
    d->argIndex = static_cast<int32_t>(arg.getArgNumber());
    int32_t id = addMemRef(std::move(*d));
    memrefs[arg] = id;
    program.argMemrefs.push_back(id);
  }
  if (llvm::Error e = decodeBlock(func.getBody().front()))
    return e;
  program.initialRegs.assign(nextSlot, Slot{0});
  for (auto [slot, value] : constants)
    program.initialRegs[slot] = value;
  markFencedRegisters(program);
  return std::move(program);
}

llvm::Expected<Program> emu::decodeKernel(gpu::GPUFuncOp func) {
  return Decoder(func).run();
}
