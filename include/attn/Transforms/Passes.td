//===- Passes.td - attn transformation passes --------------*- tablegen -*-===//
//
// Part of attn-opt. The passes that rewrite attention graphs.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TRANSFORMS_PASSES_TD
#define ATTN_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Fusion: raising framework IR to attn ops, and fusing attention chains
//===----------------------------------------------------------------------===//

def AttnRaise : Pass<"attn-raise"> {
  let summary = "raise linalg attention building blocks to attn ops";
  let description = [{
    Rewrites the linalg ops (on tensors) that spell the pieces of an attention
    into attn ops, where the semantics match exactly, and leaves everything
    else untouched:

    - contractions (`linalg.matmul`, `linalg.batch_matmul`, either with
      `indexing_maps`, and `linalg.generic` whose maps and body are a batched
      matmul accumulating into zeros) -> `attn.matmul`, with operands
      transposed through their maps becoming `attn.transpose` or
      `transpose_b`; a batch matmul on `[B*H, ...]` collapses whose result
      is expanded back to `[B, H, ...]` (torch-mlir's 4-d matmul) becomes a
      4-d `attn.matmul` on the uncollapsed operands; an expand of a
      collapse that is one collapse of the source (static shapes) becomes
      that collapse;
    - permutations (`linalg.transpose`, copying generics with permuted maps)
      -> `attn.transpose`;
    - the GQA head repeat (broadcast of a new dim next to the heads, then
      `tensor.collapse_shape`, or a broadcast of a unit heads dim)
      -> `attn.expand_heads`;
    - multiplication or division by a scalar constant -> `attn.scale`;
    - additive bias -> `attn.add`; `select(mask, x, -inf or lowest)`
      -> `attn.mask`; a causal mask computed from `linalg.index` comparisons,
      inline or as a separate mask or bias tensor -> `attn.causal_mask`;
    - `linalg.softmax` and the decomposed softmax (max-reduce, subtract, exp,
      sum-reduce, divide or multiply by the reciprocal, in separate or merged
      generics, `linalg.reduce` or reduction generics, torch-mlir's
      max-and-argmax reduction with its index unused) -> `attn.softmax`;
      SDPA's select of 0 for rows that are all -inf after it is dropped
      (`attn.softmax` gives those zeros itself);
    - float up/down casts -> `attn.cast`.

    A generic whose body composes several of these (a scale and a causal
    mask, as elementwise fusion leaves them) becomes the sequence of attn
    ops, or stays whole.

    A function that holds TOSA ops is first converted to linalg by
    upstream's TOSA-to-linalg conversions (and canonicalized), then raised:
    TOSA has no softmax, so its attention arrives as the same reductions and
    element-wise ops that the linalg patterns read, and one matcher serves
    both. The function's other TOSA ops become linalg too; functions without
    TOSA are not touched by the conversion. The `attn-raise-tosa` pipeline
    does the same for every function. docs/fusion.md has the table of
    spellings.

    With `remarks=true`, each function gets one remark: the attn ops raised
    (and that it was converted from TOSA), or that nothing was raised.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "emit a remark per function with what was raised, or that nothing "
           "was">
  ];
  let dependentDialects = ["mlir::attn::AttnDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def AttnFuse : Pass<"attn-fuse"> {
  let summary = "fuse Q·Kᵀ -> softmax -> ·V chains into attn.flash_attention";
  let description = [{
    Matches, from each `attn.softmax`, the canonical attention chain
    `matmul(Q, Kᵀ)` -> scales -> at most one float or boolean mask and a
    causal mask -> casts -> softmax over the key dim -> casts ->
    `matmul(P, V)`, and replaces it by one `attn.flash_attention` with the
    composed `scale`, `causal` and `mask` set. Scales on Q or K are composed
    into the op's scale, `attn.expand_heads` on K and V becomes native GQA,
    and casts around the softmax are absorbed (the op keeps its statistics
    in f32). Chains of rank 2 or 3 get leading unit dims, or, when Q, K and
    V are `[B*H, N, d]` collapses of `[B, H, N, d]` tensors, the op reads
    those.

    A dense float mask or bias of the fused op whose element (i, j) depends
    on the key's offset j - i alone becomes its `relative_bias`: a
    `[Hq or 1, Nq + Nkv - 1]` table computed by one `linalg.generic` that
    inlines the term's element-wise producers (aranges, index arithmetic,
    T5's bucketing, the gather from the embedding), so neither the N x N
    term nor the N x N tensors that built it remain. The proof is symbolic:
    each value in those producers is read as an affine form of i and j, or
    a function of j - i.

    The chain is left alone when the scores or probabilities have another
    user, the softmax is not over the key dim, the shapes disagree, an op
    that is not a constant scale, mask or cast sits between the matmuls
    (dropout, a runtime scale), or a mask depends on the scores. With
    `remarks=true` every chain that stays unfused gets a remark with the
    reason.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "emit a remark with the reason for every attention chain that is "
           "not fused">
  ];
  let dependentDialects = ["mlir::attn::AttnDialect",
                           "mlir::tensor::TensorDialect"];
}

#endif // ATTN_TRANSFORMS_PASSES_TD
