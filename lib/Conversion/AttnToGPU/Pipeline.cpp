//===- Pipeline.cpp - the attn-to-cubin pipeline --------------------------===//
//
// Part of attn-opt. Compiles the kernel module of --attn-lower-to-gpu with
// upstream's NVGPU/GPU to NVVM conversions and ptxas.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::attn;

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNGPUEXTERNDYNAMICSHAREDMEMORY
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
    getOperation().walk([](LLVM::GlobalOp global) {
      if (!global.getSymName().starts_with(kDynamicSharedPrefix) ||
          global.getAddrSpace() != 3)
        return;
      global.setLinkage(LLVM::Linkage::External);
    });
  }
};
} // namespace

void mlir::attn::buildAttnToCubinPipeline(OpPassManager &pm,
                                          const AttnToCubinOptions &options) {
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));

  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createSCFToControlFlowPass());
  kernels.addPass(createConvertNVGPUToNVVMPass());
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  // Every kernel buffer has a static shape: one pointer per argument is all
  // a launch needs. Index math stays 64-bit, as convert-nvgpu-to-nvvm has
  // no other width.
  nvvm.useBarePtrCallConv = true;
  kernels.addPass(createConvertGpuOpsToNVVMOps(nvvm));
  kernels.addPass(createAttnGPUExternDynamicSharedMemory());
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
