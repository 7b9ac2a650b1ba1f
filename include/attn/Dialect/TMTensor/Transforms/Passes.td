//===- Passes.td - tm_tensor passes ------------------------*- tablegen -*-===//
//
// Part of attn-opt. Passes on torch-mlir's tm_tensor dialect, owned by the
// dialect as upstream dialects own theirs.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_TMTENSOR_TRANSFORMS_PASSES_TD
#define ATTN_DIALECT_TMTENSOR_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AttnLowerTMTensor : Pass<"attn-lower-tm-tensor"> {
  let summary = "rewrites tm_tensor.scan, tm_tensor.scatter, tm_tensor.sort "
                "and tm_tensor.attention on tensors into scf, tensor and "
                "linalg ops";
  let description = [{
    Lowers the tm_tensor ops that torch-mlir leaves in its output into
    upstream ops on tensors, so that the program bufferizes and runs with
    the rest of the CPU pipeline, which starts with this pass.

    - `tm_tensor.scan` (a cumulative sum, for instance): along the scanned
      dimension, of size `n`, the first slice of the output is the first
      slice of the input (inclusive) or the accumulator (exclusive); an
      `scf.for` from 1 to `n` then carries the output and the accumulator,
      and at each step computes the new slice with a `linalg.generic` whose
      body is the op's region, applied to the previous output slice and the
      input slice `i` (inclusive) or `i - 1` (exclusive), and stores it in
      both.
    - `tm_tensor.scatter` (`aten.index_put`, such as the padding mask of
      wav2vec2's feature extractor): a loop nest over the updates and their
      slice carries the original; each element's position is read from the
      indices (a negative index counts from the end of its dim, as in
      PyTorch), and where it lies inside the original the op's region
      combines the update with the current value, which `tensor.insert`
      stores. Positions outside the original are skipped.
    - `tm_tensor.sort` (`torch.sort`, `torch.topk`: a mixture-of-experts
      router): torch-mlir's reference algorithm, so that equal elements end
      where they do there. For each slice along the dimension (size `n`),
      `n` bubble passes over the adjacent pairs swap a pair in every operand
      where the op's region says it is out of order; `O(n^2)` compares per
      slice, which is small for a router's experts and slow for a sort over
      a vocabulary.
    - `tm_tensor.attention` (SDPA kept whole by the export): `linalg.generic`
      ops computing the scores, the masked row softmax and its product with
      V in the operands' element type.

    On memrefs, where torch-mlir does not emit them, the ops fail with a
    located error rather than reach bufferization, which cannot handle
    them.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

#endif // ATTN_DIALECT_TMTENSOR_TRANSFORMS_PASSES_TD
