//===- AttnToGPU.cpp - lower attn ops to NVIDIA GPU kernels ---------------===//
//
// Part of attn-opt. Rewrites functions on attn tensors into host functions on
// memrefs that launch the kernels of FusedKernels.cpp and UnfusedKernels.cpp.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"

#include "Kernels.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Target/GPUKernelChoice.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNLOWERTOGPU
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

/// Largest dynamic shared memory per block that a kernel may opt into.
static int64_t sharedLimit(StringRef chip) {
  return chip == "sm_80" ? 163 * 1024 : 227 * 1024;
}

/// Largest grid y and z.
static constexpr int64_t kMaxGridYZ = 65535;
/// CUDA's limit on grid x.
static constexpr int64_t kMaxGridX = 2147483647;

namespace {
/// Lowers one function; the pass owns the kernel module and the options.
class FunctionLowering {
public:
  FunctionLowering(func::FuncOp func, gpu::GPUModuleOp kernels, StringRef chip,
                   bool mmaSync, int64_t blockM, int64_t blockN, int64_t warps,
                   StringRef splitKV, int64_t splits)
      : func(func), kernels(kernels), chip(chip), mmaSync(mmaSync),
        blockM(blockM), blockN(blockN), warps(warps), splitKV(splitKV),
        splits(splits) {}

  /// Checks everything first, so that a function is either rewritten whole
  /// or left untouched with an error.
  LogicalResult verify();
  /// Fails, with an error, only when a kernel's grid exceeds CUDA's limits:
  /// the grids are known once the kernels are built.
  LogicalResult rewrite();

private:
  LogicalResult checkType(Operation *op, Type type, bool tensorCores);
  LogicalResult checkFused(FlashAttentionOp op, FusedConfig &config);
  LogicalResult chooseSplitKV(FlashAttentionOp op, FusedConfig &config);
  /// Launches the split-KV pair for `op` on `args` (its operands' buffers,
  /// then O), with the partial results in new scratch buffers.
  LogicalResult rewriteSplitKV(FlashAttentionOp op, const FusedConfig &config,
                               ArrayRef<Value> args, OpBuilder &b,
                               SmallVectorImpl<Value> &scratch);
  /// Launches the key bounds kernel of `op` on its key padding and segment
  /// ids in `args` and inserts the bounds, a new scratch buffer, after them.
  LogicalResult launchKeyBounds(FlashAttentionOp op, const FusedConfig &config,
                                SmallVectorImpl<Value> &args, OpBuilder &b,
                                SmallVectorImpl<Value> &scratch);
  LogicalResult checkBuffer(Operation *op, Type type);
  LogicalResult checkGrid(Operation *op, const KernelLaunch &launch);
  KernelLaunch emit(Operation *op, ArrayRef<MemRefType> operandTypes,
                    MemRefType resultType, StringRef name);
  std::string kernelName(StringRef kind);

  func::FuncOp func;
  gpu::GPUModuleOp kernels;
  StringRef chip;
  bool mmaSync;
  int64_t blockM, blockN, warps;
  StringRef splitKV;
  int64_t splits;
  llvm::DenseMap<Operation *, FusedConfig> fusedConfigs;
  /// The flash_attention ops that get the sm_90a wgmma kernel.
  llvm::SmallPtrSet<Operation *, 4> wgmmaOps;
};
} // namespace

/// Replaces the kernel arguments of `launch` that are tensor maps with maps
/// built here, each cast to the `!llvm.ptr` the kernel takes.
static void buildTensorMaps(OpBuilder &b, Location loc,
                            const KernelLaunch &launch,
                            SmallVectorImpl<Value> &args) {
  SmallVector<Value> buffers(args.begin(), args.end());
  auto ptr = LLVM::LLVMPointerType::get(b.getContext());
  for (const TensorMapArg &map : launch.tensorMaps) {
    auto type = cast<MemRefType>(buffers[map.operand].getType());
    Value unranked = memref::CastOp::create(
        b, loc, UnrankedMemRefType::get(type.getElementType(), 0),
        buffers[map.operand]);
    SmallVector<Value> box = llvm::map_to_vector(map.box, [&](int64_t dim) {
      return arith::ConstantIndexOp::create(b, loc, dim).getResult();
    });
    Value desc = nvgpu::TmaCreateDescriptorOp::create(
        b, loc, cast<nvgpu::TensorMapDescriptorType>(map.type), unranked, box);
    args[map.kernelArg] =
        UnrealizedConversionCastOp::create(b, loc, ptr, desc).getResult(0);
  }
}

static MemRefType toMemRef(Type type) {
  auto tensor = cast<RankedTensorType>(type);
  return MemRefType::get(tensor.getShape(), tensor.getElementType());
}

LogicalResult FunctionLowering::checkType(Operation *op, Type type,
                                          bool tensorCores) {
  Type element = getElementTypeOrSelf(type);
  if (element.isF16() || element.isBF16() || (element.isF32() && !tensorCores))
    return success();
  return op->emitOpError() << "element type " << element
                           << " is not supported on " << chip
                           << " by the gpu lowering (supported: f16, bf16"
                           << (tensorCores ? ")" : ", f32)");
}

LogicalResult FunctionLowering::checkBuffer(Operation *op, Type type) {
  auto tensor = cast<RankedTensorType>(type);
  // An empty tensor would give a kernel with an empty grid, which the
  // backend cannot legalize; a byte size past 64 bits would wrap.
  if (llvm::is_contained(tensor.getShape(), 0))
    return op->emitOpError() << "has the empty tensor " << type
                             << ", which the gpu lowering does not support";
  int64_t bytes = llvm::divideCeil(tensor.getElementTypeBitWidth(), 8);
  for (int64_t dim : tensor.getShape())
    if (llvm::MulOverflow(bytes, dim, bytes))
      return op->emitOpError()
             << "has the tensor " << type
             << ", whose size in bytes overflows 64-bit integers";
  return success();
}

LogicalResult FunctionLowering::checkGrid(Operation *op,
                                          const KernelLaunch &launch) {
  if (launch.grid[0] <= kMaxGridX && launch.grid[1] <= kMaxGridYZ &&
      launch.grid[2] <= kMaxGridYZ)
    return success();
  return op->emitOpError() << "needs a grid of " << launch.grid[0] << " x "
                           << launch.grid[1] << " x " << launch.grid[2]
                           << " blocks, more than the " << kMaxGridX << " x "
                           << kMaxGridYZ << " x " << kMaxGridYZ << " of cuda";
}

LogicalResult FunctionLowering::checkFused(FlashAttentionOp op,
                                           FusedConfig &c) {
  if (failed(checkType(op, op.getQuery().getType(), mmaSync)) ||
      failed(checkType(op, op.getType(), /*tensorCores=*/false)))
    return failure();
  ArrayRef<int64_t> q = op.getQuery().getType().getShape();
  ArrayRef<int64_t> kv = op.getKey().getType().getShape();
  c.batch = q[0];
  c.heads = q[1];
  c.nq = q[2];
  c.d = q[3];
  c.kvHeads = kv[1];
  c.nkv = kv[2];
  c.dv = op.getValue().getType().getDimSize(3);
  c.elementType = op.getQuery().getType().getElementType();
  c.outputType = op.getType().getElementType();
  c.scale = op.getScale().convertToDouble();
  c.causal = op.getCausal();
  c.diagonal = op.getStaticDiagonal().value_or(c.nkv - c.nq);
  if (std::optional<uint64_t> window = op.getWindow())
    c.window = static_cast<int64_t>(*window);
  if (std::optional<APFloat> softcap = op.getSoftcap())
    c.softcap = softcap->convertToDouble();
  if (Value mask = op.getMask())
    c.dense.push_back(cast<RankedTensorType>(mask.getType()));
  for (Value bias : op.getBiases())
    c.dense.push_back(cast<RankedTensorType>(bias.getType()));
  if (Value table = op.getRelativeBias())
    c.relativeBias = cast<RankedTensorType>(table.getType());
  if (Value padding = op.getKeyPadding())
    c.paddingBatch = cast<RankedTensorType>(padding.getType()).getDimSize(0);
  if (Value querySegments = op.getQuerySegments()) {
    auto queryType = cast<RankedTensorType>(querySegments.getType());
    auto keyType = cast<RankedTensorType>(op.getKeySegments().getType());
    c.segmentType = queryType.getElementType();
    c.querySegmentsBatch = queryType.getDimSize(0);
    c.keySegmentsBatch = keyType.getDimSize(0);
  }
  if (Value alibi = op.getAlibi())
    c.alibiType = cast<RankedTensorType>(alibi.getType()).getElementType();
  if (Value sinks = op.getSinks())
    c.sinksType = cast<RankedTensorType>(sinks.getType()).getElementType();
  for (RankedTensorType type : c.dense)
    if (type.getRank() > 4)
      return op.emitOpError()
             << "has a mask or bias of rank " << type.getRank()
             << ", more than the gpu lowering's [B, Hq, Nq, Nkv]";
  c.warps = warps;
  // A pass option wins over the op's attribute, which wins over the default.
  auto pick = [](int64_t option, std::optional<uint64_t> attr, int64_t dflt) {
    if (option > 0)
      return option;
    return attr ? static_cast<int64_t>(*attr) : dflt;
  };
  if (mmaSync) {
    if (warps < 1 || warps > 16)
      return op.emitOpError() << "warps must be in [1, 16], got " << warps;
    // Two row tiles per warp (block_m = 32 x warps) are an option up to
    // dv = 128 where they are not the default.
    c.blockM = pick(blockM, op.getBlockM(), defaultMmaBlockM(c.d, c.dv, warps));
    c.blockN = pick(blockN, op.getBlockN(), defaultMmaBlockN(c.d));
    if (c.blockM != 16 * warps && c.blockM != 32 * warps)
      return op.emitOpError()
             << "block_m " << c.blockM << " must be 16 or 32 x warps ("
             << 16 * warps << " or " << 32 * warps
             << ") with mma=sync: each warp owns one or two 16-row tiles";
    if (c.blockM == 32 * warps && c.dv > 128)
      return op.emitOpError()
             << "block_m " << c.blockM << " gives each warp two 16-row tiles, "
             << "whose O accumulators at dv = " << c.dv
             << " exceed the register file; use block_m = 16 x warps";
    if (c.blockN % 32 != 0)
      return op.emitOpError()
             << "block_n " << c.blockN << " must be a multiple of 32 with "
             << "mma=sync";
    if (c.d % 32 != 0 || c.dv % 8 != 0)
      return op.emitOpError()
             << "head dims d = " << c.d << ", dv = " << c.dv
             << " are not supported with mma=sync (d must be a multiple of "
                "32, dv of 8)";
    int64_t threads = 32 * warps;
    for (auto [rows, cols] :
         {std::make_pair(c.blockM, c.d), std::make_pair(c.blockN, c.d),
          std::make_pair(c.blockN, c.dv)})
      if ((rows * cols / 8) % threads != 0)
        return op.emitOpError()
               << "a " << rows << " x " << cols << " tile is not a multiple "
               << "of 16-byte copies per thread of " << threads << " threads";
  } else {
    c.blockM = pick(blockM, op.getBlockM(), 64);
    c.blockN = pick(blockN, op.getBlockN(), 32);
    if (c.blockM > 1024)
      return op.emitOpError()
             << "block_m " << c.blockM << " exceeds 1024 threads with mma=none";
  }
  if (failed(chooseSplitKV(op, c)))
    return failure();
  // Decode and short queries keep the split-KV kernel on sm_90a: the wgmma
  // kernel's 64-row warpgroup tiles would idle as its packed rows do.
  if (chip == "sm_90a" && mmaSync && c.splits == 0) {
    std::optional<std::string> reason = wgmmaUnsupportedReason(c);
    if (!reason &&
        (blockM > 0 || blockN > 0 || op.getBlockM() || op.getBlockN()))
      reason =
          "the sm_90a kernel picks its own tiles (64 or 128 keys, 64 query "
          "rows per warpgroup) and block sizes were asked for";
    if (!reason) {
      if (c.batch * c.heads > kMaxGridYZ)
        return op.emitOpError() << "batch x query heads (" << c.batch * c.heads
                                << ") exceeds the grid limit of " << kMaxGridYZ;
      wgmmaOps.insert(op);
      return success();
    }
    op.emitRemark() << "uses the sm_90 mma.sync kernel on sm_90a: " << *reason;
  }
  int64_t bytes = mmaSync ? fusedMmaSharedBytes(c) : fusedSimpleSharedBytes(c);
  if (bytes > sharedLimit(chip))
    return op.emitOpError() << "needs " << bytes
                            << " bytes of shared memory per block, more than "
                            << "the " << sharedLimit(chip) << " of " << chip;
  if (c.batch * c.heads > kMaxGridYZ)
    return op.emitOpError() << "batch x query heads (" << c.batch * c.heads
                            << ") exceeds the grid limit of " << kMaxGridYZ;
  return success();
}

/// Sets `c.splits` by the split-KV options and rule (GPUKernelChoice.h).
LogicalResult FunctionLowering::chooseSplitKV(FlashAttentionOp op,
                                              FusedConfig &c) {
  if (splitKV == "off" || (splitKV == "auto" && !mmaSync))
    return success();
  if (!mmaSync)
    return op.emitOpError() << "split-kv=on needs mma=sync";
  // Packed rows are few: one 16-row tile per warp unless block_m says
  // otherwise.
  int64_t splitBlockM =
      blockM > 0 || op.getBlockM() ? c.blockM : splitKVBlockM(warps);
  int64_t sms = chipSMCount(chip);
  if (splitKV == "on")
    c.splits = splitKVCount(
        splitKVBlocks(c.batch, c.heads, c.kvHeads, c.nq, splitBlockM),
        llvm::divideCeilSigned(c.nkv, c.blockN), sms);
  else
    c.splits = autoSplitKVSplits(c.batch, c.heads, c.kvHeads, c.nq, c.nkv,
                                 splitBlockM, c.blockN, sms);
  // `splits` sets the count wherever the kernel splits.
  if (c.splits > 0 && splits > 0)
    c.splits = splits;
  if (c.splits > kMaxGridYZ)
    return op.emitOpError() << "splits " << c.splits
                            << " exceeds the grid limit of " << kMaxGridYZ;
  if (c.splits > 0)
    c.blockM = splitBlockM;
  return success();
}

LogicalResult FunctionLowering::verify() {
  if (!func.getBody().hasOneBlock())
    return func.emitError() << "gpu lowering needs a single-block function";
  for (Type type : llvm::concat<const Type>(func.getArgumentTypes(),
                                            func.getResultTypes())) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape())
      return func.emitError()
             << "gpu lowering needs statically shaped tensor arguments and "
                "results, got "
             << type;
  }
  auto ret = cast<func::ReturnOp>(func.front().getTerminator());
  llvm::SmallPtrSet<Value, 4> returned;
  for (Value v : ret.getOperands())
    if (isa<BlockArgument>(v) || !returned.insert(v).second)
      return ret.emitOpError()
             << "returns an argument or the same value twice, which the gpu "
                "lowering does not support";

  for (Operation &op : func.front().without_terminator()) {
    if (op.getNumResults() != 1 || !isa<AttnDialect>(op.getDialect()))
      return op.emitOpError() << "is not supported by the gpu lowering";
    if (!cast<ShapedType>(op.getResult(0).getType()).hasStaticShape())
      return op.emitOpError() << "needs static shapes for the gpu lowering";
    for (Type type :
         llvm::concat<const Type>(op.getOperandTypes(), op.getResultTypes()))
      if (failed(checkBuffer(&op, type)))
        return failure();
    LogicalResult ok =
        llvm::TypeSwitch<Operation *, LogicalResult>(&op)
            .Case([&](FlashAttentionOp fa) -> LogicalResult {
              FusedConfig config;
              if (failed(checkFused(fa, config)))
                return failure();
              fusedConfigs[&op] = config;
              return success();
            })
            .Case([&](MatmulOp mm) -> LogicalResult {
              if (failed(checkType(&op, mm.getLhs().getType(), false)) ||
                  failed(checkType(&op, mm.getType(), false)))
                return failure();
              int64_t batch = 1;
              for (int64_t dim : mm.getType().getShape().drop_back(2))
                batch *= dim;
              if (batch > kMaxGridYZ)
                return op.emitOpError()
                       << "batch " << batch << " exceeds the grid limit";
              return success();
            })
            .Case([&](SoftmaxOp sm) -> LogicalResult {
              if (static_cast<int64_t>(sm.getDim()) !=
                  sm.getType().getRank() - 1)
                return op.emitOpError()
                       << "over dim " << sm.getDim()
                       << ": the gpu lowering supports the last dim only";
              return checkType(&op, sm.getType(), false);
            })
            .Case([&](CausalMaskOp cm) -> LogicalResult {
              if (cm.getDiagonal() || cm.getWindow())
                return op.emitOpError()
                       << "with " << (cm.getDiagonal() ? "diagonal" : "window")
                       << " is not supported by the gpu lowering";
              if (failed(checkType(cm, cm.getType(), false)))
                return failure();
              return success();
            })
            .Case<ScaleOp, CausalMaskOp, CastOp>(
                [&](Operation *ew) -> LogicalResult {
                  if (failed(checkType(ew, ew->getOperand(0).getType(), false)))
                    return failure();
                  return checkType(ew, ew->getResult(0).getType(), false);
                })
            .Default([&](Operation *other) -> LogicalResult {
              return other->emitOpError()
                     << "is not supported by the gpu lowering";
            });
    if (failed(ok))
      return failure();
  }
  return success();
}

std::string FunctionLowering::kernelName(StringRef kind) {
  SymbolTable symbols(kernels);
  std::string base = (func.getSymName() + "_" + kind).str();
  std::string name = base;
  for (int i = 1; symbols.lookup(name); ++i)
    name = base + "_" + std::to_string(i);
  return name;
}

KernelLaunch FunctionLowering::emit(Operation *op,
                                    ArrayRef<MemRefType> operandTypes,
                                    MemRefType resultType, StringRef name) {
  OpBuilder mb = OpBuilder::atBlockEnd(kernels.getBody());
  Location loc = op->getLoc();
  if (isa<FlashAttentionOp>(op)) {
    const FusedConfig &config = fusedConfigs.lookup(op);
    if (wgmmaOps.contains(op))
      return emitFusedWgmmaKernel(mb, loc, name, config);
    return mmaSync ? emitFusedMmaKernel(mb, loc, name, config)
                   : emitFusedSimpleKernel(mb, loc, name, config);
  }
  if (auto mm = dyn_cast<MatmulOp>(op))
    return emitMatmulKernel(mb, loc, name, operandTypes[0], operandTypes[1],
                            resultType, mm.getTransposeB());
  if (isa<SoftmaxOp>(op))
    return emitSoftmaxKernel(mb, loc, name, operandTypes[0], resultType);
  if (auto scale = dyn_cast<ScaleOp>(op))
    return emitElementwiseKernel(mb, loc, name, ElementwiseKind::Scale,
                                 operandTypes[0], resultType,
                                 scale.getScale().convertToDouble());
  if (isa<CausalMaskOp>(op))
    return emitElementwiseKernel(mb, loc, name, ElementwiseKind::CausalMask,
                                 operandTypes[0], resultType, 1.0);
  return emitElementwiseKernel(mb, loc, name, ElementwiseKind::Cast,
                               operandTypes[0], resultType, 1.0);
}

/// The kernel name's middle part for each op.
static StringRef kindName(Operation *op, bool mmaSync, bool wgmma) {
  return llvm::TypeSwitch<Operation *, StringRef>(op)
      .Case([&](FlashAttentionOp) {
        if (wgmma)
          return "flash_attention_wgmma";
        return mmaSync ? "flash_attention_mma" : "flash_attention_fma";
      })
      .Case([](MatmulOp) { return "matmul"; })
      .Case([](SoftmaxOp) { return "softmax"; })
      .Case([](ScaleOp) { return "scale"; })
      .Case([](CausalMaskOp) { return "causal_mask"; })
      .Default([](Operation *) { return "cast"; });
}

/// Launches `launch` on `args` with its constant sizes.
static void createLaunch(OpBuilder &b, Location loc, const KernelLaunch &launch,
                         ValueRange args) {
  auto cst = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  };
  gpu::KernelDim3 grid{cst(launch.grid[0]), cst(launch.grid[1]),
                       cst(launch.grid[2])};
  gpu::KernelDim3 block{cst(launch.block[0]), cst(launch.block[1]),
                        cst(launch.block[2])};
  Value smem;
  if (launch.dynamicSharedBytes > 0)
    smem = arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                        launch.dynamicSharedBytes);
  gpu::LaunchFuncOp::create(b, loc, launch.func, grid, block, smem, args);
}

LogicalResult
FunctionLowering::rewriteSplitKV(FlashAttentionOp op, const FusedConfig &c,
                                 ArrayRef<Value> args, OpBuilder &b,
                                 SmallVectorImpl<Value> &scratch) {
  OpBuilder mb = OpBuilder::atBlockEnd(kernels.getBody());
  std::string partialName = kernelName("flash_attention_split");
  std::string combineName = kernelName("flash_attention_combine");
  std::array<KernelLaunch, 2> launches =
      emitSplitKVKernels(mb, op.getLoc(), partialName, combineName, c);
  for (const KernelLaunch &launch : launches)
    if (failed(checkGrid(op, launch)))
      return failure();
  SmallVector<Value> partialArgs(args.drop_back());
  for (MemRefType type : splitKVScratchTypes(c)) {
    scratch.push_back(memref::AllocOp::create(b, op.getLoc(), type));
    partialArgs.push_back(scratch.back());
  }
  createLaunch(b, op.getLoc(), launches[0], partialArgs);
  // The combine reads the scratch, the sinks (the op's last operand when it
  // has them) and writes O.
  SmallVector<Value> combineArgs(partialArgs.end() - 2, partialArgs.end());
  if (c.sinksType)
    combineArgs.push_back(args[args.size() - 2]);
  combineArgs.push_back(args.back());
  createLaunch(b, op.getLoc(), launches[1], combineArgs);
  return success();
}

LogicalResult
FunctionLowering::launchKeyBounds(FlashAttentionOp op, const FusedConfig &c,
                                  SmallVectorImpl<Value> &args, OpBuilder &b,
                                  SmallVectorImpl<Value> &scratch) {
  OpBuilder mb = OpBuilder::atBlockEnd(kernels.getBody());
  KernelLaunch launch =
      emitKeyBoundsKernel(mb, op.getLoc(), kernelName("key_bounds"), c);
  if (failed(checkGrid(op, launch)))
    return failure();
  unsigned first = keyDataArg(c), bounds = keyBoundsArg(c);
  scratch.push_back(memref::AllocOp::create(b, op.getLoc(), keyBoundsType(c)));
  SmallVector<Value> boundsArgs(args.begin() + first, args.begin() + bounds);
  boundsArgs.push_back(scratch.back());
  createLaunch(b, op.getLoc(), launch, boundsArgs);
  args.insert(args.begin() + bounds, scratch.back());
  return success();
}

LogicalResult FunctionLowering::rewrite() {
  MLIRContext *ctx = func.getContext();
  Block &body = func.front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  Location loc = func.getLoc();

  // Arguments become memrefs in place; results become trailing output
  // arguments.
  llvm::DenseMap<Value, Value> buffers;
  SmallVector<Type> argTypes;
  for (BlockArgument arg : body.getArguments()) {
    Type memref = toMemRef(arg.getType());
    argTypes.push_back(memref);
    arg.setType(memref);
    buffers[arg] = arg;
  }
  llvm::DenseMap<Value, Value> outputs;
  for (Value result : ret.getOperands()) {
    Type memref = toMemRef(result.getType());
    argTypes.push_back(memref);
    outputs[result] = body.addArgument(memref, result.getLoc());
  }
  unsigned numInputs = func.getNumArguments();
  func.setType(FunctionType::get(ctx, argTypes, {}));
  for (unsigned i = 0; i < argTypes.size(); ++i)
    func.setArgAttr(i, kAttnRoleAttrName,
                    StringAttr::get(ctx, i < numInputs ? "input" : "output"));

  // The launches go before the return, i.e. into the block being walked.
  SmallVector<Operation *> lowered = llvm::map_to_vector(
      body.without_terminator(), [](Operation &op) { return &op; });
  OpBuilder b(ret);
  SmallVector<Value> scratch;
  for (Operation *opPtr : lowered) {
    Operation &op = *opPtr;
    Value result = op.getResult(0);
    Value out = outputs.lookup(result);
    if (!out) {
      out = memref::AllocOp::create(b, op.getLoc(), toMemRef(result.getType()));
      scratch.push_back(out);
    }
    buffers[result] = out;
    SmallVector<Value> args;
    SmallVector<MemRefType> operandTypes;
    for (Value operand : op.getOperands()) {
      args.push_back(buffers.lookup(operand));
      operandTypes.push_back(cast<MemRefType>(args.back().getType()));
    }
    args.push_back(out);
    auto fused = fusedConfigs.find(&op);
    if (fused != fusedConfigs.end() && hasKeyBounds(fused->second) &&
        failed(launchKeyBounds(cast<FlashAttentionOp>(op), fused->second, args,
                               b, scratch)))
      return failure();
    if (fused != fusedConfigs.end() && fused->second.splits > 0) {
      if (failed(rewriteSplitKV(cast<FlashAttentionOp>(op), fused->second, args,
                                b, scratch)))
        return failure();
      continue;
    }
    KernelLaunch launch =
        emit(&op, operandTypes, cast<MemRefType>(out.getType()),
             kernelName(kindName(&op, mmaSync, wgmmaOps.contains(&op))));
    if (failed(checkGrid(&op, launch)))
      return failure();
    buildTensorMaps(b, op.getLoc(), launch, args);
    createLaunch(b, op.getLoc(), launch, args);
  }
  for (Value buffer : scratch)
    memref::DeallocOp::create(b, loc, buffer);
  func::ReturnOp::create(b, ret.getLoc());
  ret.erase();
  for (Operation *op : llvm::reverse(lowered)) {
    op->dropAllUses();
    op->erase();
  }
  return success();
}

namespace {
struct AttnLowerToGPUPass
    : public mlir::attn::impl::AttnLowerToGPUBase<AttnLowerToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!isGpuChip(chip)) {
      emitError(module.getLoc())
          << "unsupported chip '" << chip
          << "', expected sm_80 or sm_90, or sm_90a for wgmma";
      return signalPassFailure();
    }
    if (mma != "sync" && mma != "none") {
      emitError(module.getLoc())
          << "unsupported mma '" << mma << "', expected sync or none";
      return signalPassFailure();
    }
    if (!isSplitKVMode(splitKV)) {
      emitError(module.getLoc()) << "unsupported split-kv '" << splitKV
                                 << "', expected auto, on or off";
      return signalPassFailure();
    }
    if (splits < 0) {
      emitError(module.getLoc())
          << "splits must be non-negative, got " << splits.getValue();
      return signalPassFailure();
    }
    SmallVector<func::FuncOp> funcs;
    for (auto func : module.getOps<func::FuncOp>()) {
      bool hasAttn = false;
      func.walk([&](Operation *op) {
        hasAttn |= isa<AttnDialect>(op->getDialect());
      });
      if (hasAttn && !func.isExternal())
        funcs.push_back(func);
    }
    if (funcs.empty())
      return;

    // Check every function before changing any.
    auto kernels = dyn_cast_or_null<gpu::GPUModuleOp>(
        SymbolTable::lookupSymbolIn(module, kAttnKernelModuleName));
    if (!kernels) {
      OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
      kernels =
          gpu::GPUModuleOp::create(b, module.getLoc(), kAttnKernelModuleName);
    }
    SmallVector<FunctionLowering> lowerings;
    for (func::FuncOp func : funcs) {
      lowerings.emplace_back(func, kernels, chip, mma == "sync", blockM, blockN,
                             warps, splitKV, splits);
      if (failed(lowerings.back().verify()))
        return signalPassFailure();
    }
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    UnitAttr::get(module.getContext()));
    for (FunctionLowering &lowering : lowerings)
      if (failed(lowering.rewrite()))
        return signalPassFailure();
  }
};
} // namespace
