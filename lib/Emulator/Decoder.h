//===- Decoder.h - the decoder of gpu.func kernels --------------*- C++ -*-===//
//
// Part of attn-opt. The state of decoding one kernel, shared by Decode.cpp
// (the core ops), DecodeMemory.cpp (loads, stores, cp.async and the
// warp-collective ops) and DecodeHopper.cpp (mbarriers, TMA and warpgroup
// ops).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_EMULATOR_DECODER_H
#define ATTN_LIB_EMULATOR_DECODER_H

#include "Program.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace mlir {
namespace attn {
namespace emu {

inline llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

inline std::string str(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
}

/// The element kind and integer width of a scalar type.
inline std::optional<std::pair<ElemKind, unsigned>> scalarKind(Type type) {
  if (isa<IndexType>(type))
    return std::make_pair(ElemKind::Int, 64u);
  if (auto i = dyn_cast<IntegerType>(type))
    if (i.getWidth() <= 64)
      return std::make_pair(ElemKind::Int, i.getWidth());
  if (type.isF16())
    return std::make_pair(ElemKind::F16, 16u);
  if (type.isBF16())
    return std::make_pair(ElemKind::BF16, 16u);
  if (type.isF32())
    return std::make_pair(ElemKind::F32, 32u);
  return std::nullopt;
}

/// The registers of a struct the emulator models: an accumulator as
/// NVGPU-to-NVVM lowers it, `blocks` equal structs of `perBlock` f32 each,
/// or one flat struct of f32s (blocks = 0).
struct StructShape {
  int64_t blocks = 0;
  int64_t perBlock = 0;
  int64_t registers() const { return std::max<int64_t>(1, blocks) * perBlock; }
};
std::optional<StructShape> structShape(LLVM::LLVMStructType type);

/// The register that `position` of a struct of `type` names, or nullopt
/// where it names a whole member struct or lies outside.
std::optional<int64_t> structRegister(LLVM::LLVMStructType type,
                                      ArrayRef<int64_t> position);

/// The wgmma with A in registers that an `llvm.inline_asm` is: its N,
/// element type and whether B is MN-major.
struct RegisterAWgmma {
  int64_t n;
  bool bf16, transposeB;
};
/// `op` as the wgmma with A in registers, when its text and constraints are
/// exactly WgmmaInlineAsm.h's and its operands and result fit them.
std::optional<RegisterAWgmma> matchRegisterAWgmma(Operation *op);

/// Registers of one value.
struct Reg {
  int32_t base = -1;
  int32_t width = 0;
  ElemKind kind = ElemKind::Int;
  unsigned bits = 0;
};

class Decoder {
public:
  explicit Decoder(gpu::GPUFuncOp func) : func(func) {
    program.name = func.getName().str();
  }

  llvm::Expected<Program> run();

private:
  llvm::Error refuse(Operation *op, const llvm::Twine &why) {
    return error("emulator: kernel @" + program.name + ": " +
                 op->getName().getStringRef() +
                 (why.isTriviallyEmpty() ? "" : " ") + why +
                 " is not supported by the emulator");
  }

  /// Gives `v` registers (or a memref descriptor, or nothing for tokens).
  llvm::Error define(Value v, Operation *op);
  llvm::Expected<Reg> reg(Value v, Operation *op) {
    auto it = regs.find(v);
    if (it == regs.end())
      return refuse(op, "with an operand of type " + str(v.getType()));
    return it->second;
  }
  llvm::Expected<int32_t> memrefOf(Value v, Operation *op) {
    if (shiftedViews.count(v))
      return refuse(op, "on a view of shared memory at a run-time offset "
                        "(modelled only as a TMA destination)");
    auto it = memrefs.find(v);
    if (it == memrefs.end())
      return refuse(op, "on a memref that is neither a kernel argument nor "
                        "shared memory");
    return it->second;
  }
  int32_t addMemRef(MemRefDesc desc) {
    program.memrefs.push_back(std::move(desc));
    return static_cast<int32_t>(program.memrefs.size() - 1);
  }
  llvm::Expected<MemRefDesc> describe(MemRefType type, Operation *op);

  size_t emit(Inst inst) {
    program.code.push_back(std::move(inst));
    return program.code.size() - 1;
  }
  llvm::Error decodeBlock(Block &block);
  llvm::Error decodeOp(Operation *op);
  llvm::Error decodeConstant(arith::ConstantOp op);
  /// llvm.mlir.poison of f32 registers: NaN in every lane.
  llvm::Error decodePoison(LLVM::PoisonOp op);
  llvm::Error decodeIf(scf::IfOp op);
  llvm::Error decodeFor(scf::ForOp op);
  llvm::Error decodeMemory(Operation *op);
  llvm::Error decodeCollective(Operation *op);
  /// Hopper's mbarrier, TMA and warpgroup ops (DecodeHopper.cpp).
  llvm::Error decodeHopper(Operation *op);
  /// The barrier group and tensor map a value stands for.
  llvm::Expected<int32_t> barrierGroupOf(Value v, Operation *op);
  llvm::Expected<int32_t> tensorMapOf(Value v, Operation *op);
  /// Gives each nvgpu.mbarrier.create its static shared memory, before the
  /// dynamic shared memory as ptxas places it.
  llvm::Error allocateBarriers();
  /// Decodes the cast of a `!llvm.ptr` argument to a tensor map.
  llvm::Error decodeTensorMapCast(UnrealizedConversionCastOp castOp);
  /// Fills srcs with the registers of `values`.
  llvm::Error addSources(Inst &inst, ValueRange values, Operation *op) {
    for (Value v : values) {
      llvm::Expected<Reg> r = reg(v, op);
      if (!r)
        return r.takeError();
      inst.srcs.push_back(r->base);
    }
    return llvm::Error::success();
  }
  /// An instruction whose result is `op`'s only result.
  llvm::Expected<Inst> withResult(Opcode opcode, Operation *op) {
    Inst inst;
    inst.opcode = opcode;
    inst.op = op;
    if (op->getNumResults() == 1) {
      Reg r = regs.lookup(op->getResult(0));
      inst.dst = r.base;
      inst.width = r.width;
      inst.kind = r.kind;
      inst.bits = r.bits;
    }
    if (llvm::Error e = addSources(inst, op->getOperands(), op))
      return std::move(e);
    return inst;
  }

  gpu::GPUFuncOp func;
  Program program;
  llvm::DenseMap<Value, Reg> regs;
  llvm::DenseMap<Value, int32_t> memrefs;
  /// Views of shared memory at a run-time byte offset (a ring stage picked
  /// by the loop): their memref sits at the static part, and the offset is
  /// added where a TMA load writes them.
  llvm::DenseMap<Value, Value> shiftedViews;
  llvm::DenseMap<Value, int32_t> barrierGroups;
  /// Tensor map values: the kernel argument they come from.
  llvm::DenseMap<Value, int32_t> tensorMaps;
  int32_t nextSlot = 0;
  /// Constant fills of the initial register file: slot, value.
  std::vector<std::pair<int32_t, Slot>> constants;
};

} // namespace emu
} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_EMULATOR_DECODER_H
