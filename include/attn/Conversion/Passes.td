//===- Passes.td - attn conversion passes ------------------*- tablegen -*-===//
//
// Part of attn-opt. Passes that lower the attn dialect towards code that
// runs: loops for the CPU, kernels for the GPU.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_PASSES_TD
#define ATTN_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// AttnToLoops (CPU)
//===----------------------------------------------------------------------===//

def AttnLowerToLoops : Pass<"attn-lower-to-loops", "ModuleOp"> {
  let summary = "lowers every attn op to linalg, scf, memref and vector";
  let description = [{
    The unfused ops become linalg ops on tensors: `attn.matmul` a contraction
    `linalg.generic` (accumulating in f32 when the operands are narrower),
    `attn.transpose` a `linalg.transpose`, and the elementwise ops, masks,
    `attn.expand_heads`, `attn.cast` and `attn.softmax` elementwise or
    reduction generics. Narrow float types compute in f32 and round once
    when they store, and a softmax slice that is all -inf gives zeros.

    `attn.flash_attention` becomes the tiled online-softmax algorithm on
    buffers: a loop over batch, query head and query block (`block_m` rows),
    and inside it a loop over key blocks (`block_n` keys, stopping at the
    causal diagonal) that computes the scores of the tile with vector FMAs,
    keeps the running row max and sum in f32, rescales the accumulator by
    `exp(m_old - m_new)` and adds `P V`; the rows are divided by the sum at
    the end (a row that saw no key gives zeros). Scores are kept transposed
    (key-major), so that row maxima and sums are elementwise vector ops over
    queries. Every scratch buffer is a stack allocation of O(block_m x
    block_n + block_m x dv + block_n x (d + dv)) elements, scoped to one
    query block, so the N x N scores never exist.

    Aggregate linalg ops such as `linalg.softmax`, which linalg attention
    graphs carry and which have no loop lowering of their own, are
    decomposed into the generics they stand for.

    With `parallel-loops` the outer loop over (batch, head, query block) is
    an `scf.parallel`, so that a pipeline can run query blocks on several
    threads; without it, an `scf.for` nest whose body is a
    `memref.alloca_scope`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect"
  ];
  let options = [
    Option<"blockM", "block-m", "int64_t", /*default=*/"192",
           "query rows per block when the op has no block_m">,
    Option<"blockN", "block-n", "int64_t", /*default=*/"48",
           "keys per block when the op has no block_n">,
    Option<"parallelLoops", "parallel-loops", "bool", /*default=*/"true",
           "loop over independent blocks with scf.parallel">,
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"256",
           "width of the target's vector registers (256 for AVX2, 512 for "
           "AVX-512): the flash_attention kernel's vectors are two (AVX2) or "
           "four (AVX-512) registers wide and its register tiles of 6 "
           "vectors use 12 of 16 or 24 of 32 registers">,
  ];
}

def AttnDecomposeFlashAttention
    : Pass<"attn-decompose-flash-attention", "ModuleOp"> {
  let summary = "rewrites attn.flash_attention as the unfused attn chain";
  let description = [{
    The inverse of fusion, used to build a reference: each
    `attn.flash_attention` becomes `attn.expand_heads` (for grouped-query
    attention), `attn.matmul` with `transpose_b`, `attn.scale`, the mask
    (`attn.add` for a float mask, `attn.mask` for an `i1` one),
    `attn.causal_mask`, `attn.softmax` and `attn.matmul`, with the scores
    kept in f32 when the inputs are narrower. The result materializes the
    N x N scores, as the unfused program would.
  }];
  let dependentDialects = ["::mlir::attn::AttnDialect"];
}

def AttnPromoteToF64 : Pass<"attn-promote-to-f64", "ModuleOp"> {
  let summary = "gives every float value in the module the type f64";
  let description = [{
    Rewrites the element type of every float tensor (and every float scalar)
    to f64, function signatures included, converts float constants, and
    drops the `arith.extf`/`arith.truncf` ops that become identities. `i1`
    masks keep their type. `attn-run` evaluates this version of a program
    as its float64 reference. Fails, naming the op, if the result does not
    verify (an op whose semantics depend on a narrower float type).

    With `round-to-source-types`, every value the program computes is still
    held in f64 but rounded, where it is defined, to the float type the
    program declares for it: each scalar float op in a region (a linalg
    body, where a `linalg.matmul` on f16 accumulates in f16) and each float
    tensor an attn op or a region-less linalg op (`linalg.softmax`) returns
    goes through a round trip to its own type. That is the program as its
    types say it computes, each op correctly rounded; its distance from the
    plain f64 program is the error the program's own types imply, which
    `attn-run` uses to judge a program whose intermediates are narrower than
    its output's tolerance assumes.
  }];
  let options = [
    Option<"roundToSourceTypes", "round-to-source-types", "bool",
           /*default=*/"false",
           "round every computed value to the float type the program "
           "declares for it">
  ];
}

def AttnVectorizeContractions
    : Pass<"attn-vectorize-contractions", "func::FuncOp"> {
  let summary = "runs the batched matmuls of lowered attn programs as "
                "register-tiled vector loops";
  let description = [{
    Matches the contraction `linalg.generic` ops that `attn-lower-to-loops`
    makes of `attn.matmul`, once bufferized: `out[b..., m, n] +=
    lhs[b..., m, k] * rhs[b..., k, n]` (or `rhs[b..., n, k]`), batch dims
    possibly broadcast, operands of any float type widened to an f32 or f64
    output. Each becomes an `scf.parallel` over (batch..., row block, column
    block) that accumulates a block_m x block_n tile in a stack buffer, with
    the rhs packed per block of `block_k` and the product formed by vector
    FMAs, four rows by one vector at a time. Other linalg ops are left to
    `convert-linalg-to-loops`, which would run this contraction as a scalar
    loop nest many times slower.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
  let options = [
    Option<"parallelLoops", "parallel-loops", "bool", /*default=*/"true",
           "loop over independent blocks with scf.parallel">,
  ];
}

def AttnScopeLoopAllocas : Pass<"attn-scope-loop-allocas"> {
  let summary = "frees the stack buffers of each loop iteration";
  let description = [{
    Brackets the body of every `scf.for` that allocates on the stack
    (`memref.alloca` directly in its body) with `llvm.intr.stacksave` and
    `llvm.intr.stackrestore`, so that its buffers are freed at the end of
    each iteration. `async-parallel-for` turns the body of an `scf.parallel`
    (an allocation scope) into such a loop over the iterations of a task;
    left alone, the stack would grow with every iteration.

    `convert-scf-to-openmp` says the same of an `omp.loop_nest` body with a
    `memref.alloca_scope` around it; each such scope becomes the same
    bracket, its body inlined. A `memref.alloca_scope` cannot stay:
    its single-block region cannot hold the loops inside it once they are
    lowered to branches.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def AttnOpenMPDynamicSchedule : Pass<"attn-openmp-dynamic-schedule"> {
  let summary = "shares the iterations of OpenMP worksharing loops "
                "dynamically";
  let description = [{
    Gives every `omp.wsloop` without a schedule a dynamic one (chunks of one
    iteration): a thread takes the next query block when it finishes one.
    `convert-scf-to-openmp` leaves the schedule to the runtime, which
    divides the iterations statically into equal ranges; the query blocks of
    a causal attention do not cost the same (a block's work grows with its
    index), and a static split leaves one thread idle while another runs
    the heaviest blocks. A query block is milliseconds of work and a
    contraction block tens of microseconds, so one atomic increment per
    block costs nothing measurable. Loops that already have a schedule keep
    it.
  }];
}

def AttnPreserveArguments : Pass<"attn-preserve-arguments", "ModuleOp"> {
  let summary = "keeps one-shot bufferization from writing into the tensor "
                "arguments of public functions";
  let description = [{
    Marks every tensor argument of a public function with a body
    `bufferization.writable = false`. A program on tensors never changes its
    inputs, but one-shot bufferization takes a function's arguments as
    writable buffers by default: an op that updates a tensor argument in
    place (a `tm_tensor.scatter` into `index_put`'s input, a
    `linalg.generic` whose init is an argument) would write into the
    caller's memory, so that a second call, or attn-run's f64 reference,
    would read changed inputs. Marked, the argument is copied before the
    write. Private functions are left alone: bufferization sees their
    callers. An argument that already carries the attribute keeps it.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def AttnApproximateMath : Pass<"attn-approximate-math", "ModuleOp"> {
  let summary = "replaces math.exp and friends by vectorizable polynomials";
  let description = [{
    Applies MLIR's polynomial approximations of the math dialect (exp, log,
    tanh, erf ...) to f32 scalars and vectors, so that the exponentials of
    the softmax stay in vector registers instead of becoming one libm call
    per lane. f64 math is left to libm (the reference needs its accuracy).

    An f32 `math.exp` marked `attn.fast_exp` (the flash_attention kernel's,
    whose arguments are at most 0) states that its argument is at most 88
    and that results below 2^-126 may flush to zero; it becomes a shorter
    polynomial without upstream's range checks, within 2e-7 relative of exp
    above 2^-126 (docs/cpu.md, "Exp").
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect", "::mlir::LLVM::LLVMDialect"
  ];
}

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
    `mma=sync` each warp owns one or two 16-row tiles (two by default up to
    d = dv = 128), K and V tiles arrive by cp.async
    (`nvgpu.device_async_copy`) with staggered copies, and Q Kᵀ and P V run
    on tensor cores (`nvgpu.ldmatrix` + m16n8k16 `mma.sync`, f16/bf16 in,
    f32 accumulate); row max and sum are reduced with warp shuffles. With
    `mma=none` each thread owns one query row and computes with plain FMAs:
    a slow but simple kernel to trust.

    The unfused ops become one kernel each, with their results in global
    memory: `attn.matmul` (shared-memory tiled, f32 accumulate),
    `attn.softmax` over the last dim (one warp per row), and `attn.scale`,
    `attn.causal_mask` and `attn.cast` (elementwise).

    With `chip=sm_90a` and `mma=sync`, a flash_attention that the Hopper
    kernel takes (f16/bf16, d and dv of 64 or 128, every mask and score
    term, GQA) gets it instead: TMA loads into a two-stage 128-byte-swizzled ring
    under mbarriers and wgmma (`nvgpu.warpgroup.mma`) from shared-memory
    descriptors; its tensor maps are built in the host function
    (`nvgpu.tma.create.descriptor`) and passed as `!llvm.ptr`. Other shapes
    fall back to the mma.sync kernel with a remark saying why.

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
           "target chip: sm_80, sm_90 or sm_90a (wgmma, TMA)">,
    Option<"mma", "mma", "std::string", /*default=*/"\"sync\"",
           "fused kernel flavour: sync (tensor cores) or none (plain FMA)">,
    Option<"blockM", "block-m", "int64_t", /*default=*/"0",
           "query rows per block of the fused kernel (0: op attribute or "
           "default)">,
    Option<"blockN", "block-n", "int64_t", /*default=*/"0",
           "keys per shared-memory tile of the fused kernel (0: op attribute "
           "or default)">,
    Option<"warps", "warps", "int64_t", /*default=*/"4",
           "warps per block of the mma=sync fused kernel (16 or 32 query "
           "rows each)">,
    Option<"splitKV", "split-kv", "std::string", /*default=*/"\"auto\"",
           "split-KV (flash-decoding) for few query rows over many keys, "
           "mma=sync only: auto (by the shapes and the chip's SMs), on or "
           "off">,
    Option<"splits", "splits", "int64_t", /*default=*/"0",
           "key-length splits wherever the lowering runs split-KV (0: by "
           "the rule)">
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
    programming model defines for dynamic shared memory. A kernel that
    needs more alignment declares it, in bytes, as the integer attribute
    `attn.dynamic_shared_alignment` of its function (the sm_90a kernel
    declares 1024: its 128-byte-swizzled TMA and wgmma buffers repeat their
    pattern every 1024 bytes); the arrays it addresses get at least that
    alignment. A declaration that is not a power of two of at least 16 is an
    error. Runs on a gpu.module after convert-gpu-to-nvvm, which keeps the
    attribute on the kernel's `llvm.func`.
  }];
  let dependentDialects = ["LLVM::LLVMDialect"];
}

def AttnGPUFlushDenormals
    : Pass<"attn-gpu-flush-denormals", "gpu::GPUModuleOp"> {
  let summary = "compile the kernels' f32 arithmetic with denormals flushed";
  let description = [{
    Marks every kernel `llvm.func` of the gpu.module with
    `denormal_fp_math_f32 = "preserve-sign,preserve-sign"`, what nvcc's
    `-ftz=true` does for CUDA C++. The NVPTX backend then emits the `.ftz`
    forms of f32 instructions; for `ex2.approx.f32`, which the online
    softmax issues once per score, that saves the compare and two multiplies
    ptxas otherwise wraps around each MUFU.EX2 to handle denormal inputs.
    Scores whose exponentials are denormal (below 2^-126 of the row's max)
    then count as 0, far below any tolerance of the f16/bf16 output. Runs
    on a gpu.module after convert-gpu-to-nvvm.
  }];
  let dependentDialects = ["LLVM::LLVMDialect"];
}

#endif // ATTN_CONVERSION_PASSES_TD
