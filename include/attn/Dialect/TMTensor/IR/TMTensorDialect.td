//===- TMTensorDialect.td - torch-mlir's tm_tensor dialect -*- tablegen -*-===//
//
// Part of attn-opt. The few ops of torch-mlir's TMTensor dialect that its
// default output holds, so that attn-opt reads that output as printed.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_TMTENSOR_IR_TMTENSORDIALECT_TD
#define ATTN_DIALECT_TMTENSOR_IR_TMTENSORDIALECT_TD

include "mlir/IR/OpBase.td"

def TMTensor_Dialect : Dialect {
  let name = "tm_tensor";
  let cppNamespace = "::mlir::attn::tm_tensor";
  let summary = "torch-mlir's tm_tensor ops, as torch-mlir prints them";
  let description = [{
    torch-mlir lowers the few PyTorch ops that linalg cannot spell (a
    cumulative sum among them: OPT's positions, BLOOM's ALiBi slopes,
    Whisper; `index_put`: wav2vec2's frame mask; `topk`: the router of a
    mixture of experts; and SDPA, when the export keeps it whole) to its own
    `tm_tensor` dialect, and its default output keeps them. This dialect
    exists so that attn-opt and attn-run read that output as printed: it
    declares the ops with torch-mlir's names and syntax and verifies them,
    `attn-lower-tm-tensor` rewrites them into upstream ops on tensors, and
    `attn-raise` turns `tm_tensor.attention` into attn ops. It is written for this project; it holds only the ops that
    exported models have been seen to contain (`tm_tensor.scan`,
    `tm_tensor.scatter` and `tm_tensor.sort` with their terminator
    `tm_tensor.yield`, and `tm_tensor.attention`, torch-mlir's scaled
    dot-product attention).
  }];
}

class TMTensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<TMTensor_Dialect, mnemonic, traits>;

#endif // ATTN_DIALECT_TMTENSOR_IR_TMTENSORDIALECT_TD
