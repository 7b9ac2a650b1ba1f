//===- AttnOps.td - attn dialect operations ----------------*- tablegen -*-===//
//
// Part of attn-opt. The ops of the attn dialect.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNOPS_TD
#define ATTN_DIALECT_ATTN_IR_ATTNOPS_TD

include "attn/Dialect/Attn/IR/AttnDialect.td"
include "attn/Interfaces/TrafficOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Unfused ops
//===----------------------------------------------------------------------===//

def Attn_MatmulOp : Attn_Op<"matmul", [Pure,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface,
    ["getTensorCoreType", "getResultDims"]>]> {
  let summary = "batched matrix product, optionally with the rhs transposed";
  let description = [{
    Multiplies `lhs` of shape `[batch..., M, K]` by `rhs` of shape
    `[batch..., K, N]`, or `[batch..., N, K]` when `transpose_b` is set (the
    `Q Kᵀ` of attention), giving `[batch..., M, N]`. Both operands have the
    same rank and element type; each batch dim is equal on both sides or 1 on
    one side (broadcast). The result may have a wider float type than the
    operands (f16 in, f32 accumulate and out).

    Example:

    ```mlir
    %s = attn.matmul %q, %k transpose_b
        : tensor<1x8x128x64xf16>, tensor<1x8x256x64xf16> -> tensor<1x8x128x256xf32>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$lhs, Attn_FloatTensor:$rhs,
                       UnitAttr:$transpose_b);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`transpose_b` $transpose_b^)? attr-dict `:` type($lhs) `,`
    type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Attn_TransposeOp : Attn_Op<"transpose", [Pure,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface,
    ["getResultDims"]>]> {
  let summary = "permutes the dims of a tensor";
  let description = [{
    Result dim `i` is input dim `permutation[i]`. Attention graphs use it to
    move between the BSHD layout frameworks store and the BHSD layout the
    matmuls want.

    ```mlir
    %t = attn.transpose %x [0, 2, 1, 3] : tensor<2x128x8x64xf16> -> tensor<2x8x128x64xf16>
    ```
  }];
  let arguments = (ins Attn_MaskTensor:$input, DenseI64ArrayAttr:$permutation);
  let results = (outs Attn_MaskTensor:$result);
  let assemblyFormat = [{
    $input $permutation attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Attn_ScaleOp : Attn_Op<"scale", [Pure, SameOperandsAndResultType,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface>]> {
  let summary = "multiplies every element by a constant";
  let description = [{
    The `1/sqrt(d)` of attention, wherever the framework applied it: on Q, on
    K or on the scores. Dividing by `c` is scaling by `1/c`.

    ```mlir
    %s1 = attn.scale %s by 1.250000e-01 : tensor<1x8x128x128xf32>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input, F64Attr:$scale);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = "$input `by` $scale attr-dict `:` type($result)";
  let hasFolder = 1;
}

def Attn_AddOp : Attn_Op<"add", [Pure, AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface>]> {
  let summary = "adds a bias or float mask, broadcast to the input's shape";
  let description = [{
    Adds `bias` to `input`. The bias has the input's element type and a
    shape that broadcasts to the input's: aligned at the last dim, each of
    its dims is equal to the input's or 1, and it may have fewer dims. An
    additive attention mask holds 0 where a key takes part and a large
    negative value (or -inf) where it does not.

    ```mlir
    %s1 = attn.add %s, %bias : tensor<2x8x128x128xf32>, tensor<2x1x1x128xf32>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input, Attn_FloatTensor:$bias);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $bias attr-dict `:` type($input) `,` type($bias)
  }];
  let hasVerifier = 1;
}

def Attn_MaskOp : Attn_Op<"mask", [Pure, AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface>]> {
  let summary = "sets the elements where a boolean mask is false to -inf";
  let description = [{
    Keeps `input` where `mask` is true and gives -inf where it is false,
    PyTorch's convention for boolean attention masks (true takes part). The
    mask is `i1` and broadcasts to the input's shape as for `attn.add`.

    ```mlir
    %s1 = attn.mask %s, %m : tensor<2x8x128x128xf32>, tensor<2x1x128x128xi1>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input, Attn_BoolTensor:$mask);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $mask attr-dict `:` type($input) `,` type($mask)
  }];
  let hasVerifier = 1;
}

def Attn_CausalMaskOp : Attn_Op<"causal_mask",
                                [Pure, SameOperandsAndResultType,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface>]> {
  let summary = "hides the keys a query may not see in causal attention";
  let description = [{
    Over the last two dims `[Nq, Nkv]`, the element at query `i` and key `j`
    becomes -inf when `j > i + D`, where the diagonal `D` is `diagonal` when
    given and `Nkv - Nq` otherwise. Without `diagonal` the last query sees
    every key (bottom-right alignment, a query block appended to a KV
    cache); `diagonal 0` is top-left alignment (PyTorch SDPA's `is_causal`
    with `Nq != Nkv`). With `Nq == Nkv` both are the usual lower-triangular
    mask.

    With `window W` (a sliding window), keys `j < i + D - W` are hidden too:
    query `i` sees the `W + 1` keys `i + D - W` to `i + D` (HuggingFace's
    `kv_idx > q_idx - sliding_window` is `W = sliding_window - 1`).

    ```mlir
    %s1 = attn.causal_mask %s : tensor<1x8x128x128xf32>
    %s2 = attn.causal_mask %s diagonal 0 window 63 : tensor<1x8x128x256xf32>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input,
                       OptionalAttr<I64Attr>:$diagonal,
                       OptionalAttr<I64Attr>:$window);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = [{
    $input (`diagonal` $diagonal^)? (`window` $window^)? attr-dict
    `:` type($result)
  }];
  let builders = [
    OpBuilder<(ins "Value":$input), [{
      build($_builder, $_state, input, IntegerAttr(), IntegerAttr());
    }]>
  ];
  let hasVerifier = 1;
}

def Attn_SegmentMaskOp : Attn_Op<"segment_mask", [Pure,
    AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface>]> {
  let summary = "hides the keys of other segments (documents, chunks)";
  let description = [{
    Over scores `[B, H, Nq, Nkv]`, the element at batch `b`, query `i` and
    key `j` becomes -inf where `query_segments[b, i] != key_segments[b, j]`:
    a query sees only the keys of its own segment. `query_segments` is
    `[B or 1, Nq]` and `key_segments` `[B or 1, Nkv]`, integers of one type.
    Packed sequences (several documents in one row) and Llama 4's chunked
    attention (`position // chunk`) are such masks; as ids they take
    `Nq + Nkv` values per batch instead of `Nq x Nkv`.

    ```mlir
    %s1 = attn.segment_mask %s, %qs, %ks
        : tensor<2x8x128x128xf32>, tensor<2x128xi64>, tensor<2x128xi64>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input,
                       Attn_SegmentTensor:$query_segments,
                       Attn_SegmentTensor:$key_segments);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $query_segments `,` $key_segments attr-dict `:` type($input)
    `,` type($query_segments) `,` type($key_segments)
  }];
  let hasVerifier = 1;
}

def Attn_TanhOp : Attn_Op<"tanh", [Pure, SameOperandsAndResultType,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface,
    ["getTranscendentals"]>]> {
  let summary = "hyperbolic tangent of every element";
  let description = [{
    The `tanh` of logit softcapping, `c * tanh(s / c)` (Gemma 2), which is
    `attn.scale` by `c` of `attn.tanh` of `attn.scale` by `1/c`; fusion
    turns that sequence into the fused op's `softcap`.

    ```mlir
    %t = attn.tanh %s : tensor<1x8x128x128xf32>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($result)";
}

def Attn_SoftmaxOp : Attn_Op<"softmax", [Pure, SameOperandsAndResultType,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface,
    ["getTranscendentals"]>]> {
  let summary = "softmax along one dim";
  let description = [{
    `exp(x - max(x)) / sum(exp(x - max(x)))` along `dim`. A slice whose
    elements are all -inf yields zeros rather than NaN, so that a query that
    sees no key contributes nothing, in the unfused and the fused form alike.

    ```mlir
    %p = attn.softmax %s dim 3 : tensor<1x8x128x128xf32>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input, I64Attr:$dim);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = "$input `dim` $dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Attn_CastOp : Attn_Op<"cast", [Pure, SameOperandsAndResultShape,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface>]> {
  let summary = "converts the element type";
  let description = [{
    Converts every element to the result's float type (round to nearest
    even when narrowing). Frameworks upcast scores to f32 around softmax and
    back; the fused op makes these casts part of its f32 statistics.

    ```mlir
    %h = attn.cast %p : tensor<1x8x128x128xf32> to tensor<1x8x128x128xf16>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($result)";
  let hasFolder = 1;
}

def Attn_ExpandHeadsOp : Attn_Op<"expand_heads", [Pure,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface,
    ["getResultDims"]>]> {
  let summary = "repeats each key/value head for grouped-query attention";
  let description = [{
    Turns `[B, Hkv, ...]` into `[B, Hkv * factor, ...]`, each head repeated
    `factor` times consecutively: head `h` of the result is head
    `h / factor` of the input (GQA's `repeat_kv`). Fusion removes it: the
    fused op maps query heads to key/value heads itself and never builds the
    repeated tensor.

    ```mlir
    %k4 = attn.expand_heads %k by 4 : tensor<1x2x128x64xf16> -> tensor<1x8x128x64xf16>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$input, I64Attr:$factor);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = [{
    $input `by` $factor attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// The fused op
//===----------------------------------------------------------------------===//

def Attn_FlashAttentionOp : Attn_Op<"flash_attention", [Pure,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<Attn_TrafficOpInterface,
    ["getTranscendentals", "getBytesRead", "getBytesWritten", "getTiledBytesRead", "getTensorCoreType", "getResultDims"]>]> {
  let summary = "fused, tiled attention with online softmax";
  let description = [{
    Computes `O = softmax(S) V` with `query` `[B, Hq, Nq, d]`, `key`
    `[B, Hkv, Nkv, d]` and `value` `[B, Hkv, Nkv, dv]`, giving
    `[B, Hq, Nq, dv]`. `Hq` is a multiple of `Hkv`: query head `h` reads
    key/value head `h / (Hq / Hkv)` (grouped-query attention; `Hkv == 1` is
    multi-query attention).

    The logit of query `i` and key `j` in head `h` of batch `b` is, in this
    order:

    1. `s = scale * q·k`;
    2. with `softcap c`: `s = c * tanh(s / c)` (Gemma 2's logit softcapping);
    3. with `alibi(slopes)`, a `[Hq]` float tensor: `s += slopes[h] * (j - i
       - D)` (ALiBi's linear bias, 0 on the diagonal; `D` is below);
    4. each `bias` operand and a float `mask` are added, each broadcast to
       `[B, Hq, Nq, Nkv]` (genuinely dense terms: BEiT's 2-d relative bias,
       a user's own additive mask);
    5. with `relative_bias(table)`, a `[Hq or 1, Nq + Nkv - 1]` float
       tensor: `s += table[h, j - i + Nq - 1]`, a bias that depends on the
       key's offset from the query alone (T5's and MPNet's bucketed
       relative positions), read from `Nq + Nkv - 1` values per head
       instead of `Nq x Nkv`;
    6. the key is hidden (`s = -inf`) where an `i1` `mask` is false, where
       `key_padding`, an `i1` `[B, Nkv]` tensor (B may be 1), is false at
       `[b, j]`, with `segments(qs, ks)` where `qs[b, i] != ks[b, j]`
       (integer ids `[B or 1, Nq]` and `[B or 1, Nkv]`: packed documents,
       Llama 4's chunks), with `causal` where `j > i + D`, and with
       `window W` where `j < i + D - W`.

    The diagonal `D` is `diagonal` when given, else `Nkv - Nq`: the last
    query sees every key (bottom-right alignment, HuggingFace with a KV
    cache); `diagonal 0` is top-left alignment (SDPA's `is_causal`). A
    window needs `causal`; a two-sided band of `L` keys left and `R` right
    of the diagonal `D0` is `causal diagonal D0 + R window L + R`.

    With `sinks`, a `[Hq]` float tensor, head `h`'s softmax has one more
    logit `sinks[h]` that takes part in the normalization and has no value
    (GPT-OSS's attention sinks): `O = sum_j e^(s_j) v_j / (e^(sinks[h]) +
    sum_j e^(s_j))`.

    The op is computed block by block (`block_m` query rows by `block_n`
    keys, chosen by the lowering when absent) with a running row max and sum
    kept in f32 and the accumulator rescaled as the max grows, so the N x N
    scores never exist in memory. A query row that sees no key yields zeros,
    never NaN.

    ```mlir
    %o = attn.flash_attention %q, %k, %v scale 1.250000e-01 causal
        : tensor<1x8x128x64xf16>, tensor<1x2x128x64xf16>, tensor<1x2x128x64xf16>
        -> tensor<1x8x128x64xf16>
    %o2 = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<1x128xi1>)
        scale 1.250000e-01 softcap 5.000000e+01 causal window 63
        : tensor<1x8x128x64xf16>, tensor<1x2x128x64xf16>, tensor<1x2x128x64xf16>
        -> tensor<1x8x128x64xf16>
    ```
  }];
  let arguments = (ins Attn_FloatTensor:$query, Attn_FloatTensor:$key,
                       Attn_FloatTensor:$value,
                       Optional<Attn_MaskTensor>:$mask,
                       Variadic<Attn_FloatTensor>:$biases,
                       Optional<Attn_FloatTensor>:$relative_bias,
                       Optional<Attn_BoolTensor>:$key_padding,
                       Optional<Attn_SegmentTensor>:$query_segments,
                       Optional<Attn_SegmentTensor>:$key_segments,
                       Optional<Attn_FloatTensor>:$alibi,
                       Optional<Attn_FloatTensor>:$sinks,
                       F64Attr:$scale, OptionalAttr<F64Attr>:$softcap,
                       UnitAttr:$causal,
                       OptionalAttr<I64Attr>:$diagonal,
                       OptionalAttr<I64Attr>:$window,
                       OptionalAttr<I64Attr>:$block_m,
                       OptionalAttr<I64Attr>:$block_n);
  let results = (outs Attn_FloatTensor:$result);
  let assemblyFormat = [{
    $query `,` $key `,` $value (`mask` `(` $mask^ `:` type($mask) `)`)?
    (`bias` `(` $biases^ `:` type($biases) `)`)?
    (`relative_bias` `(` $relative_bias^ `:` type($relative_bias) `)`)?
    (`key_padding` `(` $key_padding^ `:` type($key_padding) `)`)?
    (`segments` `(` $query_segments^ `,` $key_segments `:`
     type($query_segments) `,` type($key_segments) `)`)?
    (`alibi` `(` $alibi^ `:` type($alibi) `)`)?
    (`sinks` `(` $sinks^ `:` type($sinks) `)`)?
    `scale` $scale (`softcap` $softcap^)? (`causal` $causal^)?
    (`diagonal` $diagonal^)? (`window` $window^)?
    (`block_m` $block_m^)? (`block_n` $block_n^)? attr-dict
    `:` type($query) `,` type($key) `,` type($value) `->` type($result)
  }];
  let builders = [
    // The op with no score terms but a mask and causal, as fusion built it
    // before the structured terms existed.
    OpBuilder<(ins "Type":$result, "Value":$query, "Value":$key,
                   "Value":$value, "Value":$mask, "FloatAttr":$scale,
                   "UnitAttr":$causal, "IntegerAttr":$block_m,
                   "IntegerAttr":$block_n), [{
      build($_builder, $_state, result, query, key, value, mask,
            /*biases=*/ValueRange(), /*relative_bias=*/Value(),
            /*key_padding=*/Value(), /*query_segments=*/Value(),
            /*key_segments=*/Value(), /*alibi=*/Value(), /*sinks=*/Value(), scale,
            /*softcap=*/FloatAttr(), causal, /*diagonal=*/IntegerAttr(),
            /*window=*/IntegerAttr(), block_m, block_n);
    }]>
  ];
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
  let extraClassDeclaration = [{
    /// Query heads per key/value head (Hq / Hkv), or 0 when either is
    /// dynamic.
    int64_t getGroupSize();
    /// The diagonal D as a number: `diagonal`, else Nkv - Nq when both
    /// lengths are static, else std::nullopt.
    std::optional<int64_t> getStaticDiagonal();
    /// The first term of the op other than a float or boolean `mask` and
    /// bottom-right `causal`, as the assembly spells it ("bias",
    /// "relative_bias", "key_padding", "segments", "alibi", "sinks",
    /// "softcap",
    /// "diagonal", "window"),
    /// or an empty string when there is none. Lowerings that implement only
    /// those two name what they refuse.
    StringRef getFirstStructuredTerm();
  }];
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNOPS_TD
