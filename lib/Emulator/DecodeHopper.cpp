//===- DecodeHopper.cpp - decode Hopper's asynchronous ops ----------------===//
//
// Part of attn-opt. mbarriers get static shared memory before the dynamic
// shared memory, tensor maps are the kernel's `!llvm.ptr` arguments seen
// through their cast to `!nvgpu.tensormap.descriptor`, and the warpgroup
// ops keep what the NVGPU-to-NVVM lowering fixes at compile time (the
// descriptor's strides, the per-instruction descriptor steps) in the
// instruction.
//
//===----------------------------------------------------------------------===//

#include "Decoder.h"

#include "attn/Target/GPUKernelChoice.h"
#include "attn/Target/WgmmaInlineAsm.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::emu;

llvm::Error Decoder::allocateBarriers() {
  llvm::Error err = llvm::Error::success();
  func.walk([&](nvgpu::MBarrierCreateOp create) {
    if (err)
      return;
    auto type = create.getBarriers().getType();
    if (!nvgpu::NVGPUDialect::isSharedMemoryAddressSpace(
            type.getMemorySpace())) {
      err = refuse(create, "outside shared memory");
      return;
    }
    BarrierGroup g;
    g.byteOffset = (program.staticSharedBytes + 7) / 8 * 8;
    g.first = program.numBarriers;
    g.count = static_cast<int32_t>(type.getNumBarriers());
    program.numBarriers += g.count;
    program.staticSharedBytes = g.byteOffset + 8 * g.count;
    barrierGroups[create.getBarriers()] =
        static_cast<int32_t>(program.barrierGroups.size());
    program.barrierGroups.push_back(g);
  });
  // The dynamic shared memory follows at its `.align 16`, or at what the
  // kernel declares.
  int64_t align = 16;
  if (auto declared = func->getAttrOfType<IntegerAttr>(
          kDynamicSharedAlignmentAttr)) {
    align = declared.getInt();
    if (align < 16 || !llvm::isPowerOf2_64(align))
      return refuse(func, "with a dynamic shared memory alignment that is "
                          "not a power of two of at least 16 bytes");
  }
  program.staticSharedBytes =
      (program.staticSharedBytes + align - 1) / align * align;
  return err;
}

llvm::Expected<int32_t> Decoder::barrierGroupOf(Value v, Operation *op) {
  auto it = barrierGroups.find(v);
  if (it == barrierGroups.end())
    return refuse(op, "on a barrier group that is not an nvgpu.mbarrier.create "
                      "of this kernel");
  return it->second;
}

llvm::Expected<int32_t> Decoder::tensorMapOf(Value v, Operation *op) {
  auto it = tensorMaps.find(v);
  if (it == tensorMaps.end() || !program.argTensorMaps[it->second].has_value())
    return refuse(op, "on a tensor map that is not a kernel argument cast "
                      "from !llvm.ptr");
  return it->second;
}

/// The tensor map type the kernel declares, or nullopt when the emulator
/// does not model it.
static std::optional<TensorMapType>
tensorMapType(nvgpu::TensorMapDescriptorType type) {
  TensorMapType t;
  t.type = type;
  MemRefType box = type.getTensor();
  auto kind = scalarKind(box.getElementType());
  if (!kind || !box.hasStaticShape() || box.getRank() < 1 ||
      box.getRank() > 5 ||
      type.getInterleave() != nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE ||
      type.getOob() != nvgpu::TensorMapOOBKind::OOB_ZERO)
    return std::nullopt;
  t.kind = kind->first;
  t.elemBytes = std::max(1u, storageBits(kind->first, kind->second) / 8);
  t.box.assign(box.getShape().begin(), box.getShape().end());
  switch (type.getSwizzle()) {
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_NONE:
    t.swizzle = Swizzle::None;
    break;
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_32B:
    t.swizzle = Swizzle::B32;
    break;
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_64B:
    t.swizzle = Swizzle::B64;
    break;
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_128B:
    t.swizzle = Swizzle::B128;
    break;
  }
  return t;
}

llvm::Error Decoder::decodeTensorMapCast(UnrealizedConversionCastOp castOp) {
  Value in = castOp.getInputs().front(), out = castOp.getOutputs().front();
  auto type = cast<nvgpu::TensorMapDescriptorType>(out.getType());
  auto it = tensorMaps.find(in);
  if (it == tensorMaps.end())
    return refuse(castOp, "of a pointer that is not a kernel argument");
  std::optional<TensorMapType> t = tensorMapType(type);
  if (!t)
    return refuse(castOp, "to " + str(type) +
                              " (the emulator models zero-filled, "
                              "non-interleaved tensor maps of rank 1-5)");
  std::optional<TensorMapType> &slot = program.argTensorMaps[it->second];
  if (slot && slot->type != type)
    return refuse(castOp, "casting one argument to two tensor map types");
  slot = *t;
  tensorMaps[out] = it->second;
  return llvm::Error::success();
}

/// The `ldo`, `sdo` and swizzle bits of the shared-memory matrix descriptor
/// that nvgpu.warpgroup.generate.descriptor builds for `tensorMap`, as the
/// NVGPU-to-NVVM lowering of MLIR 22 computes them: the start address is
/// or-ed in at run time.
static uint64_t descriptorBits(nvgpu::TensorMapDescriptorType tensorMap) {
  unsigned layout = 1, mode = 0;
  switch (tensorMap.getSwizzle()) {
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_128B:
    layout = 128, mode = 1;
    break;
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_64B:
    layout = 64, mode = 2;
    break;
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_32B:
    layout = 32, mode = 3;
    break;
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_NONE:
    break;
  }
  uint64_t sizeN = tensorMap.getTensor().getDimSize(0);
  uint64_t strideDim = (uint64_t(layout) << 3) >> 4;
  uint64_t leadDim = (sizeN * layout) >> 4;
  return (uint64_t(mode) << 62) | (strideDim << 32) | (leadDim << 16);
}

std::optional<RegisterAWgmma> emu::matchRegisterAWgmma(Operation *op) {
  auto asmOp = dyn_cast_or_null<LLVM::InlineAsmOp>(op);
  if (!asmOp || asmOp.getNumResults() != 1)
    return std::nullopt;
  auto result = dyn_cast<LLVM::LLVMStructType>(asmOp.getResult(0).getType());
  std::optional<StructShape> shape =
      result ? structShape(result) : std::nullopt;
  if (!shape || shape->blocks != 0)
    return std::nullopt;
  int64_t n = 2 * shape->perBlock;
  if (n % 8 != 0 || n > 256 ||
      asmOp.getNumOperands() != static_cast<unsigned>(n / 2 + 5) ||
      asmOp.getConstraints() != wgmmaRegisterAConstraints(n))
    return std::nullopt;
  for (bool bf16 : {true, false})
    for (bool transposeB : {true, false})
      if (asmOp.getAsmString() ==
          wgmmaRegisterAAsm(n, bf16 ? "bf16" : "f16", transposeB))
        return RegisterAWgmma{n, bf16, transposeB};
  return std::nullopt;
}

llvm::Error Decoder::decodeHopper(Operation *op) {
  Inst inst;
  inst.op = op;
  auto setSources = [&](ValueRange values) {
    return addSources(inst, values, op);
  };
  auto setPredicate = [&](Value predicate) {
    if (predicate)
      inst.aux = regs.lookup(predicate).base;
  };
  auto setBarrier = [&](Value group) -> llvm::Error {
    llvm::Expected<int32_t> g = barrierGroupOf(group, op);
    if (!g)
      return g.takeError();
    inst.imm = *g;
    return llvm::Error::success();
  };
  llvm::Error err = llvm::Error::success();
  bool emitted = true;
  llvm::TypeSwitch<Operation *>(op)
      .Case([&](UnrealizedConversionCastOp castOp) {
        emitted = false;
        if (castOp.getNumOperands() != 1 || castOp.getNumResults() != 1) {
          err = refuse(op, "with several operands or results");
          return;
        }
        Type from = castOp.getInputs().front().getType();
        Type to = castOp.getOutputs().front().getType();
        if (isa<LLVM::LLVMPointerType>(from) &&
            isa<nvgpu::TensorMapDescriptorType>(to)) {
          err = decodeTensorMapCast(castOp);
          return;
        }
        // Moves: a matrix descriptor seen as its 64 bits and back (wgmma
        // reads the bits, whatever made them), and an accumulator seen as
        // its f32 registers and back (reading one whose wgmma group is still
        // pending is an error).
        bool descriptorBits =
            (isa<nvgpu::WarpgroupMatrixDescriptorType>(from) &&
             to.isInteger(64)) ||
            (from.isInteger(64) &&
             isa<nvgpu::WarpgroupMatrixDescriptorType>(to));
        bool toStruct = isa<nvgpu::WarpgroupAccumulatorType>(from) &&
                        isa<LLVM::LLVMStructType>(to);
        bool fromStruct = isa<LLVM::LLVMStructType>(from) &&
                          isa<nvgpu::WarpgroupAccumulatorType>(to);
        if (!descriptorBits && !toStruct && !fromStruct) {
          err = refuse(op, "from " + str(from) + " to " + str(to));
          return;
        }
        if (!descriptorBits) {
          // Only the struct NVGPU-to-NVVM lowers the accumulator to (of as
          // many registers): the cast pair of any other would stay
          // unreconciled when compiled.
          auto acc =
              cast<nvgpu::WarpgroupAccumulatorType>(toStruct ? from : to);
          std::optional<StructShape> shape =
              structShape(cast<LLVM::LLVMStructType>(toStruct ? to : from));
          VectorType frag = acc.getFragmented();
          if (!shape || shape->blocks != frag.getDimSize(0) / 64 ||
              shape->perBlock != frag.getDimSize(1) / 2) {
            err = refuse(op, "between " + str(from) + " and " + str(to) +
                                 ", not the struct of one struct of N / 2 "
                                 "f32 per 64 rows that the accumulator "
                                 "lowers to");
            return;
          }
        }
        llvm::Expected<Reg> src = reg(castOp.getInputs().front(), op);
        if (!src) {
          err = src.takeError();
          return;
        }
        Reg dst = regs.lookup(castOp.getOutputs().front());
        inst.opcode = Opcode::Move;
        inst.srcs.push_back(src->base);
        inst.dsts.push_back(dst.base);
        inst.widths.push_back(dst.width);
        inst.flags = toStruct;
        emitted = true;
      })
      .Case([&](nvgpu::MBarrierCreateOp) { emitted = false; })
      .Case([&](nvgpu::MBarrierInitOp init) {
        inst.opcode = Opcode::MbarInit;
        err = setBarrier(init.getBarriers());
        if (!err)
          err = setSources({init.getMbarId(), init.getCount()});
        setPredicate(init.getPredicate());
      })
      .Case([&](nvgpu::MBarrierArriveOp arrive) {
        inst.opcode = Opcode::MbarArrive;
        err = setBarrier(arrive.getBarriers());
        if (!err)
          err = setSources({arrive.getMbarId()});
      })
      .Case([&](nvgpu::MBarrierArriveExpectTxOp arrive) {
        inst.opcode = Opcode::MbarArriveTx;
        err = setBarrier(arrive.getBarriers());
        if (!err)
          err = setSources({arrive.getMbarId(), arrive.getTxcount()});
        setPredicate(arrive.getPredicate());
      })
      .Case([&](nvgpu::MBarrierTryWaitParityOp wait) {
        // The op loops on mbarrier.try_wait.parity until the phase
        // completes, so the ticks do not matter.
        inst.opcode = Opcode::MbarTryWait;
        err = setBarrier(wait.getBarriers());
        if (!err)
          err = setSources({wait.getMbarId(), wait.getPhaseParity()});
      })
      .Case([&](nvgpu::TmaPrefetchOp prefetch) {
        // A cache hint: nothing to model beyond the descriptor's origin.
        emitted = false;
        llvm::Expected<int32_t> map =
            tensorMapOf(prefetch.getTensorMapDescriptor(), op);
        if (!map)
          err = map.takeError();
      })
      .Case([&](nvgpu::TmaAsyncLoadOp load) {
        inst.opcode = Opcode::TmaLoad;
        if (load.getMulticastMask()) {
          err = refuse(op, "with a multicast mask");
          return;
        }
        llvm::Expected<int32_t> map =
            tensorMapOf(load.getTensorMapDescriptor(), op);
        if (!map) {
          err = map.takeError();
          return;
        }
        inst.imm = *map;
        llvm::Expected<int32_t> g = barrierGroupOf(load.getBarriers(), op);
        if (!g) {
          err = g.takeError();
          return;
        }
        inst.imm2 = *g;
        // The destination may be a view at a run-time offset: its register
        // follows the coordinates and the mbarrier id.
        Value shift = shiftedViews.lookup(load.getDst());
        if (shift) {
          inst.memref = memrefs.lookup(load.getDst());
          inst.flags = 1;
        } else {
          llvm::Expected<int32_t> dst = memrefOf(load.getDst(), op);
          if (!dst) {
            err = dst.takeError();
            return;
          }
          inst.memref = *dst;
        }
        if (load.getCoordinates().size() !=
            program.argTensorMaps[*map]->box.size()) {
          err = refuse(op, "with coordinates of another rank than its box");
          return;
        }
        err = setSources(load.getCoordinates());
        if (!err)
          err = setSources({load.getMbarId()});
        if (!err && shift)
          err = setSources({shift});
        setPredicate(load.getPredicate());
      })
      .Case([&](nvgpu::WarpgroupGenerateDescriptorOp gen) {
        inst.opcode = Opcode::WgDesc;
        llvm::Expected<int32_t> map = tensorMapOf(gen.getTensorMap(), op);
        if (!map) {
          err = map.takeError();
          return;
        }
        llvm::Expected<int32_t> tile = memrefOf(gen.getTensor(), op);
        if (!tile) {
          err = tile.takeError();
          return;
        }
        if (!program.memrefs[*tile].shared) {
          err = refuse(op, "of a tile outside shared memory");
          return;
        }
        inst.memref = *tile;
        inst.imm2 =
            static_cast<int64_t>(descriptorBits(gen.getTensorMap().getType()));
        inst.dst = regs.lookup(gen.getDescriptor()).base;
      })
      .Case([&](nvgpu::WarpgroupMmaInitAccumulatorOp init) {
        inst.opcode = Opcode::WgInitAcc;
        Reg r = regs.lookup(init.getMatrixC());
        inst.dst = r.base;
        inst.width = r.width;
      })
      .Case([&](nvgpu::WarpgroupMmaOp mma) {
        inst.opcode = Opcode::WgMma;
        MemRefType a = mma.getDescriptorA().getType().getTensor();
        MemRefType b = mma.getDescriptorB().getType().getTensor();
        VectorType c = mma.getMatrixC().getType().getFragmented();
        Type ab = a.getElementType();
        int64_t n = b.getDimSize(1), k = a.getDimSize(1);
        if (!(ab.isF16() || ab.isBF16()) || b.getElementType() != ab ||
            a.getDimSize(0) != 64 || c.getDimSize(1) != n || n % 8 != 0 ||
            n < 8 || n > 256 || k % 16 != 0) {
          err = refuse(op, "other than m64nNk16 f16/bf16 with f32 "
                           "accumulation (A 64xK, N a multiple of 8 up to "
                           "256, K a multiple of 16)");
          return;
        }
        inst.srcKind = ab.isF16() ? ElemKind::F16 : ElemKind::BF16;
        inst.imm = n;
        inst.imm2 = k;
        inst.flags = (mma.getTransposeA() ? 1 : 0) |
                     (mma.getTransposeB() ? 2 : 0) | (b.getDimSize(0) << 8) |
                     (static_cast<int64_t>(mma.getWaitGroup()) << 32);
        Reg r = regs.lookup(mma.getMatrixD());
        inst.dst = r.base;
        inst.width = r.width;
        err = setSources(
            {mma.getDescriptorA(), mma.getDescriptorB(), mma.getMatrixC()});
      })
      .Case([&](NVVM::WgmmaMmaAsyncOp mma) {
        NVVM::WGMMATypes ab = mma.getTypeA();
        NVVM::MMAShapeAttr shape = mma.getShape();
        auto result = cast<LLVM::LLVMStructType>(mma.getType());
        std::optional<StructShape> regsShape = structShape(result);
        int64_t n = shape.getN();
        if (!(ab == NVVM::WGMMATypes::f16 || ab == NVVM::WGMMATypes::bf16) ||
            mma.getTypeB() != ab || mma.getTypeD() != NVVM::WGMMATypes::f32 ||
            shape.getM() != 64 || shape.getK() != 16 || n % 8 != 0 || n > 256 ||
            !regsShape || regsShape->blocks != 0 ||
            regsShape->perBlock != n / 2) {
          err = refuse(op, "other than m64nNk16 f16/bf16 with f32 "
                           "accumulation in N / 2 registers");
          return;
        }
        if (mma.getScaleA() != NVVM::WGMMAScaleIn::one ||
            mma.getScaleB() != NVVM::WGMMAScaleIn::one) {
          err = refuse(op, "with negated operands");
          return;
        }
        inst.opcode = Opcode::WgMmaShared;
        inst.srcKind =
            ab == NVVM::WGMMATypes::f16 ? ElemKind::F16 : ElemKind::BF16;
        inst.imm = n;
        inst.flags = (mma.getLayoutA() == NVVM::MMALayout::col ? 1 : 0) |
                     (mma.getLayoutB() == NVVM::MMALayout::row ? 2 : 0) |
                     (mma.getScaleD() == NVVM::WGMMAScaleOut::one ? 4 : 0);
        Reg r = regs.lookup(mma.getResult());
        inst.dst = r.base;
        inst.width = r.width;
        // One source per accumulator register, as the wgmma with A in
        // registers has them, so both are checked for fences alike.
        Reg acc = regs.lookup(mma.getInouts());
        for (int32_t e = 0; e < acc.width; ++e)
          inst.srcs.push_back(acc.base + e * kWarpLanes);
        err = setSources({mma.getDescriptorA(), mma.getDescriptorB()});
      })
      .Case([&](LLVM::InlineAsmOp asmOp) {
        std::optional<RegisterAWgmma> wgmma = matchRegisterAWgmma(op);
        if (!wgmma) {
          err = refuse(op, "other than the wgmma with A in registers "
                           "(include/attn/Target/WgmmaInlineAsm.h)");
          return;
        }
        inst.opcode = Opcode::WgMmaRegA;
        inst.srcKind = wgmma->bf16 ? ElemKind::BF16 : ElemKind::F16;
        inst.imm = wgmma->n;
        inst.flags = wgmma->transposeB ? 1 : 0;
        Reg r = regs.lookup(asmOp.getResult(0));
        inst.dst = r.base;
        inst.width = r.width;
        err = setSources(asmOp.getOperands());
      })
      .Case([&](nvgpu::WarpgroupMmaStoreOp store) {
        inst.opcode = Opcode::WgStore;
        llvm::Expected<int32_t> dst = memrefOf(store.getDstMemref(), op);
        if (!dst) {
          err = dst.takeError();
          return;
        }
        const MemRefDesc &d = program.memrefs[*dst];
        if (d.kind != ElemKind::F32 || d.shape.size() != 2) {
          err = refuse(op, "to " + str(d.type) + " (2-D f32 memrefs only)");
          return;
        }
        inst.memref = *dst;
        inst.width = regs.lookup(store.getMatrixD()).width;
        err = setSources({store.getMatrixD()});
      })
      .Case([&](NVVM::WgmmaFenceAlignedOp) { inst.opcode = Opcode::WgFence; })
      .Case([&](NVVM::WgmmaGroupSyncAlignedOp) {
        inst.opcode = Opcode::WgCommit;
      })
      .Case([&](NVVM::WgmmaWaitGroupSyncOp wait) {
        inst.opcode = Opcode::WgWait;
        inst.imm = static_cast<int64_t>(wait.getGroup());
      })
      .Case([&](NVVM::SetMaxRegisterOp set) {
        inst.opcode = Opcode::SetMaxReg;
        inst.imm = set.getRegCount();
        inst.flags =
            set.getAction() == NVVM::SetMaxRegisterAction::increase ? 1 : 0;
      })
      .Case([&](NVVM::BarrierOp barrier) {
        if (!barrier.getBarrierId() || !barrier.getNumberOfThreads() ||
            barrier.getReductionOp()) {
          err = refuse(op, "without an id and a thread count, or with a "
                           "reduction");
          return;
        }
        inst.opcode = Opcode::NamedBarrier;
        err =
            setSources({barrier.getBarrierId(), barrier.getNumberOfThreads()});
      })
      .Case([&](NVVM::BarrierArriveOp arrive) {
        if (!arrive.getBarrierId()) {
          err = refuse(op, "without an id");
          return;
        }
        inst.opcode = Opcode::NamedBarrier;
        inst.flags = 1;
        err = setSources({arrive.getBarrierId(), arrive.getNumberOfThreads()});
      })
      .Case([&](NVVM::FenceProxyOp) {
        // Every access is visible at once here, to both proxies.
        emitted = false;
      })
      .Default([&](Operation *) { err = refuse(op, llvm::Twine()); });
  if (err)
    return err;
  if (emitted)
    emit(std::move(inst));
  return llvm::Error::success();
}

int64_t emu::fencedSources(const Inst &inst) {
  if (inst.opcode == Opcode::WgMmaRegA)
    return inst.imm / 2 + kWgmmaARegisters;
  if (inst.opcode == Opcode::WgMmaShared && (inst.flags & 4))
    return inst.imm / 2;
  return 0;
}

void emu::markFencedRegisters(Program &program) {
  llvm::BitVector watched(program.initialRegs.size() / kWarpLanes + 1);
  for (const Inst &inst : program.code)
    for (int64_t i = 0; i < fencedSources(inst); ++i)
      watched.set(inst.srcs[i] / kWarpLanes);
  if (watched.none())
    return;
  program.watchesFences = true;
  // Backwards through the copies to the ops that compute the registers;
  // loops carry values around, so until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    for (Inst &inst : llvm::reverse(program.code)) {
      bool copies = forEachCopiedRegister(inst, [&](int32_t dst, int32_t src) {
        if (!watched.test(dst))
          return;
        inst.fenceWatched = true;
        if (!watched.test(src)) {
          watched.set(src);
          changed = true;
        }
      });
      if (copies || inst.dst < 0)
        continue;
      for (int32_t e = 0; e < inst.width; ++e)
        if (watched.test(inst.dst / kWarpLanes + e))
          inst.fenceWatched = true;
    }
  }
}
