//===- AttnToGPU.h - lower attn ops to NVIDIA GPU kernels -------*- C++ -*-===//
//
// Part of attn-opt. The --attn-lower-to-gpu pass and the attn-to-cubin
// pipeline that compiles its kernels with ptxas.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOGPU_ATTNTOGPU_H
#define ATTN_CONVERSION_ATTNTOGPU_ATTNTOGPU_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

#include <memory>
#include <string>

namespace mlir {
class OpPassManager;
namespace gpu {
class GPUModuleOp;
} // namespace gpu

namespace attn {
#define GEN_PASS_DECL_ATTNLOWERTOGPU
#define GEN_PASS_DECL_ATTNGPUEXTERNDYNAMICSHAREDMEMORY
#define GEN_PASS_DECL_ATTNGPUFLUSHDENORMALS
#include "attn/Conversion/Passes.h.inc"

/// The name of the gpu.module that --attn-lower-to-gpu fills with kernels.
constexpr llvm::StringLiteral kAttnKernelModuleName = "attn_kernels";
/// The argument attribute that marks a host buffer "input" or "output".
constexpr llvm::StringLiteral kAttnRoleAttrName = "attn.role";

/// Options of the attn-to-cubin pipeline.
struct AttnToCubinOptions : public PassPipelineOptions<AttnToCubinOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("sm_80, sm_90 or sm_90a"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> format{
      *this, "format", llvm::cl::desc("bin (cubin), isa (PTX) or fatbin"),
      llvm::cl::init("bin")};
  PassOptions::Option<int> optLevel{
      *this, "O", llvm::cl::desc("optimization level of LLVM and ptxas"),
      llvm::cl::init(3)};
  PassOptions::Option<bool> flushDenormals{
      *this, "ftz",
      llvm::cl::desc("flush f32 denormals in the kernels (ex2.approx.ftz)"),
      llvm::cl::init(true)};
};

/// Adds the passes that turn the gpu.module of --attn-lower-to-gpu into a
/// gpu.binary: NVGPU and GPU to NVVM, the target attribute, and ptxas.
void buildAttnToCubinPipeline(OpPassManager &pm,
                              const AttnToCubinOptions &options);

/// Registers the attn-to-cubin pipeline.
void registerAttnToCubinPipeline();
} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_ATTNTOGPU_ATTNTOGPU_H
