//===- Passes.td - attn conversion passes ------------------*- tablegen -*-===//
//
// Part of attn-opt. Passes that lower the attn dialect to other dialects.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_PASSES_TD
#define ATTN_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// AttnToGPU
//===----------------------------------------------------------------------===//

def AttnLowerToGPU : Pass<"attn-lower-to-gpu", "ModuleOp"> {
  let summary = "lower attn ops on tensors to NVIDIA GPU kernels and launches";
  let description = [{
    Rewrites every function that computes with attn ops on static tensors
    into a host function on memrefs that launches GPU kernels, and puts the
    kernels into one `gpu.module @attn_kernels`. Tensor arguments become
    memref arguments marked `attn.role = "input"`; each result becomes an
    extra memref argument marked `attn.role = "output"`; intermediate
    tensors become `memref.alloc` scratch buffers. Every kernel takes its
    buffers as plain memrefs with static shapes (lowered with the bare
    pointer calling convention) and every launch has constant grid, block
    and dynamic shared memory sizes, so that a launch plan can be read off
    the host function without running it.

    `attn.flash_attention` becomes ONE kernel in the FlashAttention-2 shape:
    a grid of (query blocks, batch x query heads), K/V tiles staged in
    shared memory, online softmax in f32 registers, causal block skipping,
    grouped-query head mapping and bounds for any Nq and Nkv. With
    `mma=sync` each warp owns 16 query rows, tiles arrive by cp.async
    (`nvgpu.device_async_copy`) into double buffers, and Q Kᵀ and P V run on
    tensor cores (`nvgpu.ldmatrix` + m16n8k16 `mma.sync`, f16/bf16 in, f32
    accumulate); row max and sum are reduced with warp shuffles. With
    `mma=none` each thread owns one query row and computes with plain FMAs:
    a slow but simple kernel to trust.

    The unfused ops become one kernel each, with their results in global
    memory: `attn.matmul` (shared-memory tiled, f32 accumulate),
    `attn.softmax` over the last dim (one warp per row), and `attn.scale`,
    `attn.causal_mask` and `attn.cast` (elementwise).

    Supported element types are f16 and bf16 (and f32 for `mma=none` and the
    unfused kernels); others are rejected with an error that names the type
    and the chip.
  }];
  let dependentDialects = [
    "arith::ArithDialect", "func::FuncDialect", "gpu::GPUDialect",
    "LLVM::LLVMDialect", "math::MathDialect", "memref::MemRefDialect",
    "NVVM::NVVMDialect", "nvgpu::NVGPUDialect", "scf::SCFDialect",
    "vector::VectorDialect"
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "target chip: sm_80 or sm_90">,
    Option<"mma", "mma", "std::string", /*default=*/"\"sync\"",
           "fused kernel flavour: sync (tensor cores) or none (plain FMA)">,
    Option<"blockM", "block-m", "int64_t", /*default=*/"0",
           "query rows per block of the fused kernel (0: op attribute or "
           "default)">,
    Option<"blockN", "block-n", "int64_t", /*default=*/"0",
           "keys per shared-memory tile of the fused kernel (0: op attribute "
           "or default)">,
    Option<"warps", "warps", "int64_t", /*default=*/"4",
           "warps per block of the mma=sync fused kernel (16 query rows "
           "each)">
  ];
}

def AttnGPUExternDynamicSharedMemory
    : Pass<"attn-gpu-extern-dynamic-smem", "gpu::GPUModuleOp"> {
  let summary = "declare dynamic shared memory as an extern PTX array";
  let description = [{
    convert-gpu-to-nvvm turns `gpu.dynamic_shared_memory` into an internal
    zero-sized global, which the NVPTX backend demotes to a one-byte static
    `.shared` variable. Kernels then index past a static variable into the
    dynamic window. Giving these globals external linkage makes PTX declare
    them `.extern .shared .align 16 .b8 name[]`, the form the CUDA
    programming model defines for dynamic shared memory. Runs on a
    gpu.module after convert-gpu-to-nvvm.
  }];
  let dependentDialects = ["LLVM::LLVMDialect"];
}

#endif // ATTN_CONVERSION_PASSES_TD
