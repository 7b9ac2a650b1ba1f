//===- Passes.td - attn conversion passes ------------------*- tablegen -*-===//
//
// Part of attn-opt. Passes that lower the attn dialect towards code that runs.
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
    Option<"blockM", "block-m", "int64_t", /*default=*/"64",
           "query rows per block when the op has no block_m">,
    Option<"blockN", "block-n", "int64_t", /*default=*/"64",
           "keys per block when the op has no block_n">,
    Option<"parallelLoops", "parallel-loops", "bool", /*default=*/"true",
           "loop over independent blocks with scf.parallel">,
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
  }];
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
  let summary = "frees the stack buffers of each scf.for iteration";
  let description = [{
    Brackets the body of every `scf.for` that allocates on the stack
    (`memref.alloca` directly in its body) with `llvm.intr.stacksave` and
    `llvm.intr.stackrestore`, so that its buffers are freed at the end of
    each iteration. `async-parallel-for` turns the body of an `scf.parallel`
    (an allocation scope) into such a loop over the iterations of a task;
    left alone, the stack would grow with every iteration. A
    `memref.alloca_scope` cannot be used: canonicalization inlines it, and
    its single-block region cannot hold the loops once they are lowered to
    branches.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def AttnApproximateMath : Pass<"attn-approximate-math", "ModuleOp"> {
  let summary = "replaces math.exp and friends by vectorizable polynomials";
  let description = [{
    Applies MLIR's polynomial approximations of the math dialect (exp, log,
    tanh, erf ...) to f32 scalars and vectors, so that the exponentials of
    the softmax stay in vector registers instead of becoming one libm call
    per lane. f64 math is left to libm (the reference needs its accuracy).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect", "::mlir::LLVM::LLVMDialect"
  ];
}

#endif // ATTN_CONVERSION_PASSES_TD
