//===- AttnToLoops.h - attn to loops and the CPU pipeline -------*- C++ -*-===//
//
// Part of attn-opt. Lowers attn ops to linalg, scf, memref and vector, and
// the pipeline that takes a program from there to the LLVM dialect.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOLOOPS_ATTNTOLOOPS_H
#define ATTN_CONVERSION_ATTNTOLOOPS_ATTNTOLOOPS_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
class RewritePatternSet;
class OpPassManager;

namespace attn {

#define GEN_PASS_DECL_ATTNLOWERTOLOOPS
#define GEN_PASS_DECL_ATTNDECOMPOSEFLASHATTENTION
#define GEN_PASS_DECL_ATTNPROMOTETOF64
#define GEN_PASS_DECL_ATTNPRESERVEARGUMENTS
#define GEN_PASS_DECL_ATTNAPPROXIMATEMATH
#define GEN_PASS_DECL_ATTNVECTORIZECONTRACTIONS
#define GEN_PASS_DECL_ATTNSCOPELOOPALLOCAS
#define GEN_PASS_DECL_ATTNOPENMPDYNAMICSCHEDULE
#include "attn/Conversion/Passes.h.inc"

/// Adds the patterns that lower the unfused attn ops to linalg on tensors.
void populateAttnToLinalgPatterns(RewritePatternSet &patterns);

/// Adds the pattern that lowers attn.flash_attention to the tiled online
/// softmax on buffers; `blockM` and `blockN` are used when the op has no
/// block sizes of its own. With `parallel`, the loop over blocks is an
/// scf.parallel, otherwise an scf.for nest. `vectorBits` (256 or 512) is
/// the width of the target's vector registers, which sizes the vectors and
/// register tiles.
void populateFlashAttentionToLoopsPatterns(RewritePatternSet &patterns,
                                           int64_t blockM, int64_t blockN,
                                           bool parallel, int64_t vectorBits);

/// Adds the pattern that runs the bufferized contraction generics of lowered
/// attn.matmul ops as register-tiled vector loops (over blocks, an
/// scf.parallel with `parallel`, otherwise an scf.for nest).
void populateVectorizeContractionsPatterns(RewritePatternSet &patterns,
                                           bool parallel);

/// Adds the pattern that rewrites attn.flash_attention as the unfused chain.
void populateDecomposeFlashAttentionPatterns(RewritePatternSet &patterns);

/// What runs the parallel loops of the `attn-to-llvm-cpu` pipeline.
enum class ParallelRuntime {
  /// `convert-scf-to-openmp`: a team of exactly the requested threads, the
  /// caller among them, sharing each loop's iterations dynamically.
  OpenMP,
  /// `async-parallel-for`: tasks on the async runtime's pool, whose size is
  /// the machine's cores, while the caller runs the first task and waits.
  Async,
};

/// Options of the `attn-to-llvm-cpu` pipeline.
struct AttnToLLVMCPUPipelineOptions
    : public PassPipelineOptions<AttnToLLVMCPUPipelineOptions> {
  PassOptions::Option<int64_t> blockM{
      *this, "block-m",
      llvm::cl::desc("query rows per block for flash_attention ops without "
                     "block_m"),
      llvm::cl::init(192)};
  PassOptions::Option<int64_t> blockN{
      *this, "block-n",
      llvm::cl::desc("keys per block for flash_attention ops without "
                     "block_n"),
      llvm::cl::init(48)};
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("run the parallel loops on threads, through the "
                     "runtime `parallel-runtime` names"),
      llvm::cl::init(false)};
  PassOptions::Option<ParallelRuntime> parallelRuntime{
      *this, "parallel-runtime",
      llvm::cl::desc("with parallel, what runs the parallel loops"),
      llvm::cl::init(ParallelRuntime::OpenMP),
      llvm::cl::values(
          clEnumValN(ParallelRuntime::OpenMP, "openmp",
                     "OpenMP worksharing loops with a dynamic schedule, the "
                     "calling thread one of the team (needs libomp at run "
                     "time)"),
          clEnumValN(ParallelRuntime::Async, "async",
                     "async-parallel-for tasks on the async runtime's pool "
                     "(needs libmlir_async_runtime.so at run time)"))};
  PassOptions::Option<unsigned> numThreads{
      *this, "num-threads",
      llvm::cl::desc("with parallel, the threads of each OpenMP loop, or the "
                     "tasks async-parallel-for splits each loop into; 0 "
                     "leaves it to the runtime (OpenMP: OMP_NUM_THREADS or "
                     "one per core; async: 8 tasks)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("width of the target's vector registers, 256 (AVX2) or "
                     "512 (AVX-512), which sizes the flash_attention "
                     "kernel's vectors and register tiles"),
      llvm::cl::init(256)};
};

/// Builds the pipeline from attn and linalg on tensors, through
/// bufferization and loops, to the LLVM dialect.
void buildAttnToLLVMCPUPipeline(OpPassManager &pm,
                                const AttnToLLVMCPUPipelineOptions &options);

/// Registers `attn-to-llvm-cpu` with the global pipeline registry.
void registerAttnToLLVMCPUPipeline();

} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_ATTNTOLOOPS_ATTNTOLOOPS_H
