//===- Pipeline.cpp - the attn-to-cubin pipeline --------------------------===//
//
// Part of attn-opt. Compiles the kernel module of --attn-lower-to-gpu with
// upstream's NVGPU/GPU to NVVM conversions and ptxas.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "attn/Target/GPUKernelChoice.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::attn;

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNGPUEXTERNDYNAMICSHAREDMEMORY
#define GEN_PASS_DEF_ATTNGPUFLUSHDENORMALS
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

/// The prefix convert-gpu-to-nvvm gives the globals behind
/// gpu.dynamic_shared_memory.
static constexpr llvm::StringLiteral kDynamicSharedPrefix = "__dynamic_shmem__";

namespace {
struct AttnGPUExternDynamicSharedMemoryPass
    : public mlir::attn::impl::AttnGPUExternDynamicSharedMemoryBase<
          AttnGPUExternDynamicSharedMemoryPass> {
  void runOnOperation() override {
    // The kernels declare their alignment on the gpu.func, which
    // convert-gpu-to-nvvm carries over to the llvm.func; a global shared by
    // several kernels takes the largest.
    llvm::StringMap<uint64_t> declared;
    WalkResult result =
        getOperation().walk([&](LLVM::LLVMFuncOp func) -> WalkResult {
          Attribute attr = func->getAttr(kDynamicSharedAlignmentAttr);
          if (!attr)
            return WalkResult::advance();
          auto align = dyn_cast<IntegerAttr>(attr);
          if (!align || align.getInt() < 16 ||
              !llvm::isPowerOf2_64(align.getInt())) {
            func.emitError() << "'" << kDynamicSharedAlignmentAttr
                             << "' must be a power of two of at least 16 "
                                "bytes";
            return WalkResult::interrupt();
          }
          func.walk([&](LLVM::AddressOfOp address) {
            uint64_t &least = declared[address.getGlobalName()];
            least = std::max<uint64_t>(least, align.getInt());
          });
          return WalkResult::advance();
        });
    if (result.wasInterrupted())
      return signalPassFailure();

    getOperation().walk([&](LLVM::GlobalOp global) {
      if (!global.getSymName().starts_with(kDynamicSharedPrefix) ||
          global.getAddrSpace() != 3)
        return;
      global.setLinkage(LLVM::Linkage::External);
      uint64_t least = declared.lookup(global.getSymName());
      if (least > global.getAlignment().value_or(0))
        global.setAlignment(least);
    });
  }
};

struct AttnGPUFlushDenormalsPass
    : public mlir::attn::impl::AttnGPUFlushDenormalsBase<
          AttnGPUFlushDenormalsPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    gpu::GPUModuleOp module = getOperation();
    auto preserveSign = StringAttr::get(ctx, "preserve-sign,preserve-sign");
    module.walk([&](LLVM::LLVMFuncOp func) {
      if (func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
        func.setDenormalFpMathF32Attr(preserveSign);
    });
    // libdevice, behind math.exp2 and friends, picks its ftz forms through
    // __nvvm_reflect("__CUDA_FTZ"), which reads this module flag.
    auto flag = LLVM::ModuleFlagAttr::get(
        ctx, LLVM::ModFlagBehavior::Override,
        StringAttr::get(ctx, "nvvm-reflect-ftz"),
        IntegerAttr::get(IntegerType::get(ctx, 32), 1));
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    LLVM::ModuleFlagsOp::create(b, module.getLoc(), b.getArrayAttr({flag}));
  }
};
} // namespace

void mlir::attn::buildAttnToCubinPipeline(OpPassManager &pm,
                                          const AttnToCubinOptions &options) {
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.optLevel = options.optLevel;
  // wgmma and TMA need the architecture-specific target and PTX 8.0.
  bool hopper = options.chip == "sm_90a";
  if (hopper)
    target.features = "+ptx80";
  pm.addPass(createGpuNVVMAttachTarget(target));

  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createSCFToControlFlowPass());
  // Subviews (the sm_90a kernel's padded staging rows) become
  // reinterpret_casts, with their index math in arith.
  kernels.addPass(memref::createExpandStridedMetadataPass());
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createConvertNVGPUToNVVMPass());
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  // Every kernel buffer has a static shape: one pointer per argument is all
  // a launch needs. Index math stays 64-bit, as convert-nvgpu-to-nvvm has
  // no other width.
  nvvm.useBarePtrCallConv = true;
  kernels.addPass(createConvertGpuOpsToNVVMOps(nvvm));
  // mbarrier waits and other NVVM ops without an LLVM intrinsic become
  // inline PTX here.
  if (hopper)
    kernels.addPass(createConvertNVVMToLLVMPass());
  kernels.addPass(createAttnGPUExternDynamicSharedMemory());
  if (options.flushDenormals)
    kernels.addPass(createAttnGPUFlushDenormals());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());

  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
#ifdef ATTN_CUDA_TOOLKIT_DIR
  binary.toolkitPath = ATTN_CUDA_TOOLKIT_DIR;
#endif
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

void mlir::attn::registerAttnToCubinPipeline() {
  PassPipelineRegistration<AttnToCubinOptions>(
      "attn-to-cubin",
      "compile the kernels of --attn-lower-to-gpu to a cubin (format=bin), "
      "PTX (isa) or fatbin with NVVM and ptxas",
      buildAttnToCubinPipeline);
}
