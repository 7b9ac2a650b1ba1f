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
  let summary = "rewrites tm_tensor.scan on tensors into scf, tensor and "
                "linalg ops";
  let description = [{
    Lowers the `tm_tensor.scan` ops that torch-mlir leaves in its output (a
    cumulative sum, for instance) into upstream ops on tensors, so that the
    program bufferizes and runs with the rest of the CPU pipeline, which
    starts with this pass. Along the scanned dimension, of size `n`, the
    first slice of the output is the first slice of the input (inclusive) or
    the accumulator (exclusive); an `scf.for` from 1 to `n` then carries the
    output and the accumulator, and at each step computes the new slice with
    a `linalg.generic` whose body is the op's region, applied to the
    previous output slice and the input slice `i` (inclusive) or `i - 1`
    (exclusive), and stores it in both. Scans on memrefs are left alone.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

#endif // ATTN_DIALECT_TMTENSOR_TRANSFORMS_PASSES_TD
