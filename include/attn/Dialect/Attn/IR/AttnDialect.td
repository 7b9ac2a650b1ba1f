//===- AttnDialect.td - the attn dialect -------------------*- tablegen -*-===//
//
// Part of attn-opt. The dialect definition shared by every attn op.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNDIALECT_TD
#define ATTN_DIALECT_ATTN_IR_ATTNDIALECT_TD

include "mlir/IR/OpBase.td"

def Attn_Dialect : Dialect {
  let name = "attn";
  let cppNamespace = "::mlir::attn";
  let summary = "Attention graphs: matmul/softmax/matmul chains and their fused form";
  let description = [{
    The `attn` dialect spells attention the way a performance engineer thinks
    about it: a chain of tensor ops (`attn.matmul`, `attn.scale`, masks,
    `attn.softmax`, `attn.matmul`) that, run as separate kernels, moves the
    N x N scores through HBM twice, and `attn.flash_attention`, the fused
    tiled online-softmax form whose traffic is only its inputs and output.

    All ops work on ranked tensors with value semantics. Data element types
    are `f16`, `bf16`, `f32`, `f64`, `f8E4M3FN` and `f8E5M2`; boolean masks
    are `i1`. Dims may be dynamic (`?`): verifiers check what is static and
    leave the rest to run time.
  }];
}

/// Element types that attention data may have.
def Attn_FloatElement : AnyTypeOf<[F16, BF16, F32, F64, F8E4M3FN, F8E5M2]>;
def Attn_FloatTensor : RankedTensorOf<[Attn_FloatElement]>;
def Attn_BoolTensor : RankedTensorOf<[I1]>;
def Attn_MaskTensor : RankedTensorOf<[Attn_FloatElement, I1]>;
/// Segment ids (documents, chunks): keys are visible within a segment.
def Attn_SegmentTensor : RankedTensorOf<[I32, I64]>;

class Attn_Op<string mnemonic, list<Trait> traits = []>
    : Op<Attn_Dialect, mnemonic, traits>;

#endif // ATTN_DIALECT_ATTN_IR_ATTNDIALECT_TD
