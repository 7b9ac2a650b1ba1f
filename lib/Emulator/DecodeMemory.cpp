//===- DecodeMemory.cpp - decode memory and warp-collective ops -----------===//
//
// Part of attn-opt. Loads and stores of memref and vector, cp.async and its
// groups resolve their memrefs to the static descriptors Decode.cpp made;
// shuffles, ldmatrix and mma.sync keep their fragment shapes in the
// instruction, checked against what the interpreter models.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

llvm::Error Decoder::decodeMemory(Operation *op) {
  Inst inst;
  inst.op = op;
  auto setMemRef = [&](Value memref) -> llvm::Error {
    llvm::Expected<int32_t> id = memrefOf(memref, op);
    if (!id)
      return id.takeError();
    inst.memref = *id;
    const MemRefDesc &d = program.memrefs[*id];
    inst.kind = d.kind;
    inst.bits = d.bits;
    return llvm::Error::success();
  };
  auto vectorWidth = [&](Type type) -> llvm::Expected<int32_t> {
    auto vec = cast<VectorType>(type);
    if (vec.getRank() != 1)
      return refuse(op, "of a vector of rank " + llvm::Twine(vec.getRank()));
    return static_cast<int32_t>(vec.getNumElements());
  };
  llvm::Error err = llvm::Error::success();
  llvm::TypeSwitch<Operation *>(op)
      .Case([&](memref::LoadOp load) {
        inst.opcode = Opcode::Load;
        err = setMemRef(load.getMemref());
        inst.dst = regs.lookup(load.getResult()).base;
        if (!err)
          err = addSources(inst, load.getIndices(), op);
      })
      .Case([&](memref::StoreOp store) {
        inst.opcode = Opcode::Store;
        err = setMemRef(store.getMemref());
        if (!err)
          err = addSources(inst, store.getValueToStore(), op);
        if (!err)
          err = addSources(inst, store.getIndices(), op);
      })
      .Case([&](vector::LoadOp load) {
        inst.opcode = Opcode::Load;
        err = setMemRef(load.getBase());
        if (err)
          return;
        llvm::Expected<int32_t> w = vectorWidth(load.getType());
        if (!w) {
          err = w.takeError();
          return;
        }
        inst.width = *w;
        inst.imm = static_cast<int64_t>(load.getAlignment().value_or(0));
        inst.dst = regs.lookup(load.getResult()).base;
        err = addSources(inst, load.getIndices(), op);
      })
      .Case([&](vector::StoreOp store) {
        inst.opcode = Opcode::Store;
        err = setMemRef(store.getBase());
        if (err)
          return;
        llvm::Expected<int32_t> w =
            vectorWidth(store.getValueToStore().getType());
        if (!w) {
          err = w.takeError();
          return;
        }
        inst.width = *w;
        inst.imm = static_cast<int64_t>(store.getAlignment().value_or(0));
        err = addSources(inst, store.getValueToStore(), op);
        if (!err)
          err = addSources(inst, store.getIndices(), op);
      })
      .Case([&](nvgpu::DeviceAsyncCopyOp copy) {
        inst.opcode = Opcode::AsyncCopy;
        err = setMemRef(copy.getDst());
        if (err)
          return;
        llvm::Expected<int32_t> src = memrefOf(copy.getSrc(), op);
        if (!src) {
          err = src.takeError();
          return;
        }
        inst.memref2 = *src;
        inst.imm = copy.getDstElements().getSExtValue();
        err = addSources(inst, copy.getDstIndices(), op);
        if (!err)
          err = addSources(inst, copy.getSrcIndices(), op);
        if (!err && copy.getSrcElements())
          inst.aux = regs.lookup(copy.getSrcElements()).base;
      })
      .Case([&](nvgpu::DeviceAsyncCreateGroupOp) {
        inst.opcode = Opcode::AsyncCommit;
      })
      .Case([&](nvgpu::DeviceAsyncWaitOp wait) {
        inst.opcode = Opcode::AsyncWait;
        inst.imm = wait.getNumGroups().value_or(0);
      });
  if (err)
    return err;
  emit(std::move(inst));
  return llvm::Error::success();
}

llvm::Error Decoder::decodeCollective(Operation *op) {
  if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
    llvm::Expected<Inst> inst = withResult(Opcode::Shuffle, op);
    if (!inst)
      return inst.takeError();
    Reg r = regs.lookup(shuffle.getShuffleResult());
    inst->dst = r.base;
    inst->width = r.width;
    inst->kind = r.kind;
    inst->bits = r.bits;
    inst->aux = regs.lookup(shuffle.getValid()).base;
    inst->imm = static_cast<int64_t>(shuffle.getMode());
    emit(std::move(*inst));
    return llvm::Error::success();
  }
  if (auto ld = dyn_cast<nvgpu::LdMatrixOp>(op)) {
    auto type = cast<VectorType>(ld.getRes().getType());
    Type element = type.getElementType();
    if (!element.isF16() && !element.isBF16())
      return refuse(op, "of " + str(type));
    if (type.getRank() != 2 || type.getDimSize(1) != 2 ||
        type.getDimSize(0) != ld.getNumTiles())
      return refuse(op, "with result " + str(type));
    Inst inst;
    inst.opcode = Opcode::LdMatrix;
    inst.op = op;
    llvm::Expected<int32_t> id = memrefOf(ld.getSrcMemref(), op);
    if (!id)
      return id.takeError();
    inst.memref = *id;
    Reg r = regs.lookup(ld.getRes());
    inst.dst = r.base;
    inst.width = r.width;
    inst.kind = r.kind;
    if (program.memrefs[*id].kind != r.kind)
      return refuse(op, "loading " + str(type) + " from " +
                            str(program.memrefs[*id].type));
    inst.imm = ld.getNumTiles();
    inst.imm2 = ld.getTranspose();
    if (llvm::Error e = addSources(inst, ld.getIndices(), op))
      return e;
    emit(std::move(inst));
    return llvm::Error::success();
  }
  if (auto mma = dyn_cast<nvgpu::MmaSyncOp>(op)) {
    SmallVector<int64_t> shape;
    for (Attribute a : mma.getMmaShape())
      shape.push_back(cast<IntegerAttr>(a).getInt());
    auto a = mma.getMatrixA().getType(), b = mma.getMatrixB().getType(),
         c = mma.getMatrixC().getType();
    Type ab = a.getElementType();
    if (shape != SmallVector<int64_t>{16, 8, 16} ||
        !(ab.isF16() || ab.isBF16()) ||
        a.getShape() != ArrayRef<int64_t>{4, 2} ||
        b.getShape() != ArrayRef<int64_t>{2, 2} ||
        c.getShape() != ArrayRef<int64_t>{2, 2} ||
        !c.getElementType().isF32() || mma.getTf32Enabled())
      return refuse(op, "other than m16n8k16 f16/bf16 with f32 accumulation");
    llvm::Expected<Inst> inst = withResult(Opcode::Mma, op);
    if (!inst)
      return inst.takeError();
    inst->srcKind = ab.isF16() ? ElemKind::F16 : ElemKind::BF16;
    emit(std::move(*inst));
    return llvm::Error::success();
  }
  auto mma = cast<NVVM::MmaOp>(op);
  NVVM::MMAShapeAttr shape = mma.getShape();
  auto typeA = mma.getMultiplicandAPtxType();
  auto typeB = mma.getMultiplicandBPtxType();
  if (shape.getM() != 16 || shape.getN() != 8 || shape.getK() != 16 || !typeA ||
      typeA != typeB ||
      (*typeA != NVVM::MMATypes::f16 && *typeA != NVVM::MMATypes::bf16) ||
      mma.getLayoutA() != NVVM::MMALayout::row ||
      mma.getLayoutB() != NVVM::MMALayout::col ||
      mma.getOperandA().size() != 4 || mma.getOperandB().size() != 2 ||
      mma.getOperandC().size() != 4 ||
      !llvm::all_of(mma.getOperandA().getTypes(),
                    [](Type t) { return t.isInteger(32); }) ||
      !llvm::all_of(mma.getOperandC().getTypes(),
                    [](Type t) { return t.isF32(); }))
    return refuse(op, "other than m16n8k16 row.col f16/bf16 on i32 registers "
                      "with f32 accumulation");
  llvm::Expected<Inst> inst = withResult(Opcode::Mma, op);
  if (!inst)
    return inst.takeError();
  inst->srcKind =
      *typeA == NVVM::MMATypes::f16 ? ElemKind::F16 : ElemKind::BF16;
  inst->imm = 1;
  emit(std::move(*inst));
  return llvm::Error::success();
}
