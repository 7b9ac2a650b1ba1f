//===- TMTensorOps.td - tm_tensor operations ---------------*- tablegen -*-===//
//
// Part of attn-opt. tm_tensor.scan, tm_tensor.scatter, tm_tensor.sort,
// tm_tensor.yield and tm_tensor.attention, with the syntax torch-mlir prints.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_TMTENSOR_IR_TMTENSOROPS_TD
#define ATTN_DIALECT_TMTENSOR_IR_TMTENSOROPS_TD

include "attn/Dialect/TMTensor/IR/TMTensorDialect.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TMTensor_ScanOp : TMTensor_Op<"scan", [AttrSizedOperandSegments]> {
  let summary = "running combination of the elements along one dimension";
  let description = [{
    Scans `ins` (one ranked input) along `dimension` with the binary
    combination its region computes, into `outs`: the output, of the input's
    shape, and the accumulator, of the input's shape without `dimension`.
    The region receives the running value first and the input element
    second, and yields the new running value. Writing `f` for the region and
    `i` for the index along `dimension` (other indices alike):

    - inclusive: `out[0] = in[0]`; for `i >= 1`,
      `out[i] = f(out[i - 1], in[i])`;
    - exclusive: `out[0] = acc`; for `i >= 1`,
      `out[i] = f(out[i - 1], in[i - 1])`.

    Each step with `i >= 1` also stores its value in the accumulator, which
    ends holding `out[n - 1]` (and keeps its initial value when the dimension
    has one element or none). These are the semantics of torch-mlir's
    reference lowering of the op.

    On tensors the op returns the new output and accumulator; on memrefs it
    writes them in place and has no results.

    Example (the cumulative sum of `torch.cumsum(x, 1)`):

    ```mlir
    %r:2 = tm_tensor.scan dimension(1) inclusive(true)
        ins(%x : tensor<2x8xi64>) outs(%init, %acc : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      tm_tensor.yield %s : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    ```
  }];
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       I64Attr:$dimension,
                       BoolAttr:$inclusive);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    `dimension` `(` $dimension `)` `inclusive` `(` $inclusive `)` attr-dict
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
  let hasVerifier = 1;
}

def TMTensor_ScatterOp : TMTensor_Op<"scatter", [AttrSizedOperandSegments]> {
  let summary = "combines slices of updates into an original at given indices";
  let description = [{
    torch-mlir's lowering of `aten.index_put` and the scatter family. `ins`
    holds the updates `[n, slice...]` and the indices `[n, depth]` (an
    integer type, `depth` static); `outs` holds the original. Update `u`
    goes to the position whose dimension `dimension_map[k]` is
    `indices[u, k]` for every `k < depth`; the slice dims of the updates
    line up with the original's last dims, and their index is added to that
    position. The region receives the update value first and the current
    value second, and yields the value stored. Updates apply in order, so
    with repeated indices (`unique_indices(false)`) the region accumulates
    and with a plain store the last one wins.

    Every dim of the original before the slice dims must be in
    `dimension_map`, which holds `depth` distinct dims. A negative index
    counts from the end of its dim, as PyTorch's do: torch-mlir passes
    `index_put`'s indices through unchanged. A position still outside the
    original is skipped (torch-mlir's reference leaves both undefined).

    On tensors the op returns the updated original; on memrefs it writes it
    in place and has no result.

    Example (the padding mask of wav2vec2's feature extractor, which sets
    `mask[b, length[b] - 1] = 1`):

    ```mlir
    %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true)
        ins(%ones, %idx : tensor<2x1x1xf32>, tensor<2x2xi64>)
        outs(%zeros : tensor<2x8xf32>) {
    ^bb0(%update: f32, %current: f32):
      tm_tensor.yield %update : f32
    } -> tensor<2x8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       DenseI64ArrayAttr:$dimension_map,
                       BoolAttr:$unique_indices);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `unique_indices` `(` $unique_indices `)`
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
  let extraClassDeclaration = [{
    /// The operands by their role.
    Value getUpdates() { return getInputs()[0]; }
    Value getIndices() { return getInputs()[1]; }
    Value getOriginal() { return getOutputs()[0]; }
  }];
  let hasVerifier = 1;
}

def TMTensor_SortOp : TMTensor_Op<"sort"> {
  let summary = "sorts tensors of one shape together along one dimension";
  let description = [{
    torch-mlir's lowering of `torch.sort` and `torch.topk` (the router of a
    mixture-of-experts layer: Mixtral, OLMoE, Qwen3-MoE). `outs` holds one
    or more operands of one shape, sorted together in place along
    `dimension`: the region compares two positions, receiving the pair
    `(a[j], a[j + 1])` of each operand in turn (`2 * #outs` arguments), and
    yields an `i1` that is true when the pair is in order.

    The order of equal elements follows torch-mlir's reference lowering,
    which this op reproduces exactly: along the dimension, of size `n`, `n`
    bubble passes each compare every adjacent pair `j, j + 1` from the
    front and swap it (in every operand) where the region yields false.
    With a non-strict comparator (`oge`, as `topk` exports) equal elements
    keep their order.

    On tensors the op returns the sorted operands; on memrefs it sorts them
    in place and has no results.

    Example (`torch.topk(router_probs, k)` before the slice to `k`: values
    and their indices sorted by descending value):

    ```mlir
    %r:2 = tm_tensor.sort dimension(1) outs(%probs, %ids : tensor<16x4xf32>, tensor<16x4xi64>) {
    ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
      %ge = arith.cmpf oge, %a, %b : f32
      tm_tensor.yield %ge : i1
    } -> tensor<16x4xf32>, tensor<16x4xi64>
    ```
  }];
  let arguments = (ins Variadic<AnyShaped>:$outputs, I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `dimension` `(` $dimension `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
  let hasVerifier = 1;
}

def TMTensor_AttentionOp : TMTensor_Op<"attention",
    [AttrSizedOperandSegments]> {
  let summary = "scaled dot-product attention, torch-mlir's SDPA";
  let description = [{
    torch-mlir's lowering of `torch.nn.functional.scaled_dot_product_attention`
    when the export keeps it (`backend_legal_ops=
    ["aten.scaled_dot_product_attention"]` with an empty decomposition
    table). `ins` holds the query `[batch..., Nq, d]`, the key
    `[batch..., Nkv, d]`, the value `[batch..., Nkv, dv]` and, optionally, a
    mask `[batch..., Nq, Nkv]`; `outs` holds one init of the output's shape
    `[batch..., Nq, dv]`, which the op overwrites. All have one rank (2 or
    more) and the same batch dims (torch-mlir collapses `[B, H]` into one).

    The op computes `softmax(scale * Q·Kᵀ + M)·V` over the key dim, where
    `scale` is the attribute, or `1/sqrt(d)` without it, and `M` is the mask:
    a float mask (the query's element type) is added; a boolean one keeps
    the scores where it is true and gives -inf where it is false. A row
    whose every score is -inf gives zeros. Causal attention arrives as a
    float mask that the export materialized (`is_causal` gives a 0/-inf
    `linalg.generic` on iota compares); there is no causal attribute.

    On tensors the op returns the output; on memrefs it writes it in place
    and has no result.

    Example (SDPA on `[1, 2, N, 8]` tensors with a boolean mask, after
    torch-mlir's collapse of batch and heads):

    ```mlir
    %o = tm_tensor.attention ins(%q, %k, %v, %m : tensor<2x4x8xf32>,
        tensor<2x6x8xf32>, tensor<2x6x8xf32>, tensor<2x4x6xi1>)
        outs(%init : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       OptionalAttr<F64Attr>:$scale);
  let results = (outs Variadic<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    attr-dict
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    (`->` type($result)^)?
  }];
  let extraClassDeclaration = [{
    /// The operands by their role; the mask is null when absent.
    Value getQuery() { return getInputs()[0]; }
    Value getKey() { return getInputs()[1]; }
    Value getValue() { return getInputs()[2]; }
    Value getMask() {
      return getInputs().size() > 3 ? getInputs()[3] : Value();
    }
    Value getOutput() { return getOutputs()[0]; }
  }];
  let hasVerifier = 1;
}

def TMTensor_YieldOp : TMTensor_Op<"yield",
    [Pure, ReturnLike, Terminator, HasParent<"ScanOp, ScatterOp, SortOp">]> {
  let summary = "the value a tm_tensor region computes";
  let description = [{
    Ends the region of a `tm_tensor.scan` or a `tm_tensor.scatter`, giving
    the combined value, or of a `tm_tensor.sort`, giving whether a pair is
    in order.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

#endif // ATTN_DIALECT_TMTENSOR_IR_TMTENSOROPS_TD
