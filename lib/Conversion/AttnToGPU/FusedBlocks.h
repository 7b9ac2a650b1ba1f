//===- FusedBlocks.h - building blocks of the fused kernels -----*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToGPU library: what both fused
// attention kernels are composed of, so that a fix lands in one place: the
// kernel arguments by role, the block's batch and heads, shared-memory views,
// the key mask (which keys a row sees, which tiles a block needs, which pay
// for masking) and the additive score terms with the sinks.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_FUSEDBLOCKS_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_FUSEDBLOCKS_H

#include "Kernels.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace attn {

/// log2(e): the kernels compute exp(x) as exp2(x * log2(e)), folded into the
/// softmax scale.
inline constexpr double kLog2e = 1.4426950408889634;

/// Elements of padding after each shared-memory row of the tensor-core
/// kernel: 16 bytes keep rows 16-byte aligned for cp.async and ldmatrix and
/// put the 8 rows an ldmatrix reads into 8 different bank groups.
inline constexpr int64_t kMmaPad = 8;

/// The workgroup address space.
gpu::AddressSpaceAttr workgroupSpace(MLIRContext *ctx);

/// A typed view of the dynamic shared memory at `byteOffset`.
Value sharedView(KernelBuilder &k, Value base, int64_t byteOffset,
                 ArrayRef<int64_t> shape, Type elementType);

/// The kernel's dynamic shared memory as bytes.
Value dynamicShared(KernelBuilder &k);

/// The kernel arguments in the op's operand order: Q, K, V, the dense mask
/// and biases, the relative bias table, the key padding, the query and key
/// segment ids, the key bounds with either of those (keyBoundsType), the ALiBi
/// slopes and the sinks (each when the op has it), then O, as static
/// memrefs.
SmallVector<Type> fusedArgTypes(const FusedConfig &c);

/// The kernel's arguments by role (null where the op has no such term). A
/// kernel may take more arguments after O (the split-KV partial kernel's
/// statistics).
struct FusedArgs {
  Value q, k, v, o;
  SmallVector<Value> dense;
  Value relativeBias, padding, querySegments, keySegments, keyBounds, alibi,
      sinks;
};

/// The arguments of `func`, a kernel built with fusedArgTypes(c), by role.
FusedArgs fusedArgs(gpu::GPUFuncOp func, const FusedConfig &c);

/// Batch, query head and key/value head of this block, and how its rows map
/// to query rows: one head's rows (grid y is B x Hq), or with `group` > 0
/// the rows of the `group` query heads that share key/value head `kvHead`,
/// packed query-major (grid y is B x Hkv): packed row p is query row
/// p / group of head kvHead x group + p % group, so that the block reads
/// each K/V tile once for the whole group.
struct HeadIndices {
  Value batch, head, kvHead;
  int64_t group = 0;

  /// The query head of block row `row`.
  Value headOf(KernelBuilder &k, Value row) const {
    return group ? k.add(head, k.rem(row, group)) : head;
  }
  /// The query row (position) of block row `row`.
  Value queryRow(KernelBuilder &k, Value row) const {
    return group ? k.div(row, group) : row;
  }
  /// Query rows [first, first + count) that cover block rows [row0, row0 +
  /// rows); with packed heads `count` may overshoot, which every user of the
  /// span treats conservatively.
  std::pair<Value, int64_t> querySpan(KernelBuilder &k, Value row0,
                                      int64_t rows) const {
    if (!group)
      return {row0, rows};
    return {k.div(row0, group), (rows - 1 + group - 1) / group + 1};
  }
};

/// This block's batch, query head and key/value head (GQA: h / group).
HeadIndices headIndices(KernelBuilder &k, const FusedConfig &c);

/// The same for a block whose rows pack the query heads of one GQA group
/// (grid y is B x Hkv; `head` is the group's first).
HeadIndices packedHeadIndices(KernelBuilder &k, const FusedConfig &c);

/// The element of a dense term `term` (broadcast to [B, Hq, Nq, Nkv],
/// aligned at the last dim) for block row `row` and key `key` of this
/// block's batch. Rows and keys past the ends are clamped: their scores
/// are hidden anyway, and the load stays in bounds.
Value loadDense(KernelBuilder &k, const FusedConfig &c, Value term,
                const HeadIndices &h, Value row, Value key);

/// The relative bias `table[h, key - row + Nq - 1]` for block row `row`
/// and key `key`, rows and keys past the ends clamped as by loadDense.
Value loadRelativeBias(KernelBuilder &k, const FusedConfig &c, Value table,
                       const HeadIndices &h, Value row, Value key);

/// The mask terms of one block: which keys a query row sees, and which key
/// tiles the block's rows need at all. Both kernels mask through it, so a
/// new term lands here once.
struct KeyMask {
  const FusedConfig &c;
  const HeadIndices &h;
  /// The [B or 1, Nkv] key padding memref, or null.
  Value padding;
  /// The row of `padding` this block reads.
  Value paddingRow;
  /// The dense i1 mask, or null.
  Value boolMask;
  /// The [B or 1, Nq] and [B or 1, Nkv] segment ids, or null, and the rows
  /// of them this block reads.
  Value querySegments, keySegments, querySegmentsRow, keySegmentsRow;
  /// The key bounds per group of query rows (keyBoundsType), or null, and
  /// the row of them this block reads.
  Value keyBounds, keyBoundsRow;

  KeyMask(KernelBuilder &k, const FusedConfig &c, const FusedArgs &args,
          const HeadIndices &h)
      : c(c), h(h), padding(args.padding), querySegments(args.querySegments),
        keySegments(args.keySegments), keyBounds(args.keyBounds) {
    if (padding)
      paddingRow = c.paddingBatch == 1 ? k.idx(0) : h.batch;
    if (querySegments) {
      querySegmentsRow = c.querySegmentsBatch == 1 ? k.idx(0) : h.batch;
      keySegmentsRow = c.keySegmentsBatch == 1 ? k.idx(0) : h.batch;
    }
    if (keyBounds)
      keyBoundsRow = cast<MemRefType>(keyBounds.getType()).getDimSize(0) == 1
                         ? k.idx(0)
                         : h.batch;
    for (Value term : args.dense)
      if (cast<MemRefType>(term.getType()).getElementType().isInteger(1))
        boolMask = term;
  }

  /// The first key query row `row` may see (negative: none hidden on the
  /// left).
  Value firstKey(KernelBuilder &k, Value row) const {
    return k.add(row, c.diagonal - *c.window);
  }

  /// Key tiles [first, end) that query rows [row0, row0 + rows) need (query
  /// rows here and below: HeadIndices::querySpan gives them for packed rows):
  /// with causal, none past the last row's diagonal; with a window, none before
  /// the first row's; with key padding or segments, none outside the rows'
  /// key bounds.
  std::pair<Value, Value> tileRange(KernelBuilder &k, Value row0,
                                    int64_t rows) const {
    Value limit = k.idx(c.nkv);
    Value first = k.idx(0);
    if (c.causal) {
      Value lastRow = k.sub(k.minIdx(k.add(row0, rows), k.idx(c.nq)), k.idx(1));
      Value visible = k.add(lastRow, c.diagonal + 1);
      limit = k.minIdx(k.maxIdx(visible, k.idx(0)), k.idx(c.nkv));
      if (c.window) {
        Value start = k.maxIdx(firstKey(k, row0), k.idx(0));
        first = k.minIdx(k.div(start, c.blockN), k.ceilDiv(limit, c.blockN));
      }
    }
    Value end = k.ceilDiv(limit, c.blockN);
    if (keyBounds) {
      auto [keyBegin, keyEnd] = boundedKeys(k, row0, rows);
      first = k.minIdx(k.maxIdx(first, k.div(keyBegin, c.blockN)), end);
      end = k.maxIdx(k.minIdx(end, k.ceilDiv(keyEnd, c.blockN)), first);
    }
    return {first, end};
  }

  /// Keys [begin, end) that may be kept and share a segment id with query
  /// rows [row0, row0 + rows): the union of the bounds of the row groups they
  /// cover. Rows that no kept key's id matches give an empty span.
  std::pair<Value, Value> boundedKeys(KernelBuilder &k, Value row0,
                                      int64_t rows) const;

  /// Whether key `key` is not padding in this block's batch (with key
  /// padding only). Keys past Nkv are hidden by `visible` anyway; the clamp
  /// keeps the load in bounds.
  Value keptKey(KernelBuilder &k, Value key) const {
    Value clamped = k.minIdx(key, k.idx(c.nkv - 1));
    return memref::LoadOp::create(k.b, k.loc, padding,
                                  ValueRange{paddingRow, clamped});
  }

  /// The segment id of block row `row` (with segments only), rows past
  /// the end clamped. Kernels whose threads keep their rows across key
  /// tiles read it once, before the tile loop.
  Value rowSegment(KernelBuilder &k, Value row) const {
    Value queryRow = k.minIdx(h.queryRow(k, row), k.idx(c.nq - 1));
    return memref::LoadOp::create(k.b, k.loc, querySegments,
                                  ValueRange{querySegmentsRow, queryRow});
  }

  /// The segment id of key `key` (with segments only), clamped as by
  /// keptKey.
  Value keySegment(KernelBuilder &k, Value key) const {
    return memref::LoadOp::create(
        k.b, k.loc, keySegments,
        ValueRange{keySegmentsRow, k.minIdx(key, k.idx(c.nkv - 1))});
  }

  /// What a kernel read ahead for a score, each null where visible() reads
  /// it itself: the key's keptKey (a kernel may share the padding of a
  /// tile's keys among its threads), the row's rowSegment (read once for
  /// every tile) and the key's keySegment (staged beside the tile).
  struct ReadAhead {
    Value kept, rowId, keyId;
  };

  /// Whether a term read from memory (padding, segments, a boolean mask)
  /// may hide keys: then any tile may be cut.
  bool hidesByData() const { return padding || boolMask || querySegments; }

  /// Whether key `key` takes part for block row `row`: in bounds, within
  /// the causal band, not padding and in the row's segment.
  Value visible(KernelBuilder &k, Value row, Value key,
                const ReadAhead &read = {}) const {
    Value ok = k.slt(key, k.idx(c.nkv));
    if (c.causal) {
      Value queryRow = h.queryRow(k, row);
      ok = k.andI(ok, k.sle(key, k.add(queryRow, c.diagonal)));
      if (c.window)
        ok = k.andI(ok, k.sle(firstKey(k, queryRow), key));
    }
    if (padding)
      ok = k.andI(ok, read.kept ? read.kept : keptKey(k, key));
    if (querySegments) {
      Value rowId = read.rowId ? read.rowId : rowSegment(k, row);
      Value keyId = read.keyId ? read.keyId : keySegment(k, key);
      ok = k.andI(ok, arith::CmpIOp::create(
                          k.b, k.loc, arith::CmpIPredicate::eq, rowId, keyId));
    }
    if (boolMask)
      ok = k.andI(ok, loadDense(k, c, boolMask, h, row, key));
    return ok;
  }

  /// Whether some key of the tile at `key0` is hidden from some of the
  /// `rows` query rows from `row0`: only such tiles pay for masking.
  Value tileNeedsMask(KernelBuilder &k, Value row0, int64_t rows,
                      Value key0) const {
    Value needs = k.slt(k.idx(c.nkv), k.add(key0, c.blockN));
    if (c.causal) {
      needs = k.orI(needs,
                    k.slt(k.add(row0, c.diagonal), k.add(key0, c.blockN - 1)));
      if (c.window)
        needs = k.orI(needs, k.slt(key0, firstKey(k, k.add(row0, rows - 1))));
    }
    if (hidesByData())
      needs = arith::ConstantIntOp::create(k.b, k.loc, k.b.getI1Type(), 1);
    return needs;
  }

  /// Key tiles [begin, end) (possibly empty, not clamped to tileRange) that
  /// no index term cuts for any of the query rows [row0, row0 + rows): in
  /// bounds, wholly at or before the first row's diagonal and at or after
  /// the last row's window edge. Terms read from memory are not looked at.
  std::pair<Value, Value> unmaskedTiles(KernelBuilder &k, Value row0,
                                        int64_t rows) const {
    Value begin = k.idx(0);
    Value end = k.idx(c.nkv / c.blockN);
    if (c.causal) {
      // Tile t is whole for row0 when (t + 1) * blockN - 1 <= row0 + D.
      Value seen = k.maxIdx(k.add(row0, c.diagonal + 1), k.idx(0));
      end = k.minIdx(end, k.div(seen, c.blockN));
      if (c.window) {
        Value lastRow =
            k.sub(k.minIdx(k.add(row0, rows), k.idx(c.nq)), k.idx(1));
        Value start = k.maxIdx(firstKey(k, lastRow), k.idx(0));
        begin = k.ceilDiv(start, c.blockN);
      }
    }
    return {begin, end};
  }

  /// Whether any tile can need masking at all.
  bool mayMask() const {
    return c.causal || hidesByData() || c.nkv % c.blockN != 0;
  }
};

/// The additive score terms of one block and its sinks: the float dense
/// mask and biases, the relative bias, ALiBi's `slopes[h] * (j - i - D)`,
/// and the sink logit that starts each row's online softmax.
struct ScoreTerms {
  const FusedConfig &c;
  const HeadIndices &h;
  SmallVector<Value> biases;
  /// The relative bias table, or null.
  Value relativeBias;
  /// ALiBi's slopes; the slope and the sink logit (log2 domain) of this
  /// block's head.
  Value slopes, slope, sinkLog2;

  ScoreTerms(KernelBuilder &k, const FusedConfig &c, const FusedArgs &args,
             const HeadIndices &h)
      : c(c), h(h), relativeBias(args.relativeBias), slopes(args.alibi) {
    for (Value term : args.dense)
      if (!cast<MemRefType>(term.getType()).getElementType().isInteger(1))
        biases.push_back(term);
    auto perHead = [&](Value v) {
      return k.convert(memref::LoadOp::create(k.b, k.loc, v, h.head),
                       k.b.getF32Type());
    };
    if (args.alibi)
      slope = perHead(args.alibi);
    if (args.sinks)
      sinkLog2 = k.fmul(perHead(args.sinks), k.f32(kLog2e));
  }

  bool empty() const { return biases.empty() && !relativeBias && !slope; }

  /// `sLog2` (a score in the log2 domain) plus the terms for block row
  /// `row`, key `key`.
  Value add(KernelBuilder &k, Value sLog2, Value row, Value key) const {
    Value sum = k.f32(0.0);
    for (Value term : biases)
      sum = k.fadd(
          sum, k.convert(loadDense(k, c, term, h, row, key), k.b.getF32Type()));
    if (relativeBias)
      sum = k.fadd(sum,
                   k.convert(loadRelativeBias(k, c, relativeBias, h, row, key),
                             k.b.getF32Type()));
    if (slope) {
      // Packed rows belong to several heads, each with its own slope.
      Value rowSlope =
          h.group ? k.convert(memref::LoadOp::create(k.b, k.loc, slopes,
                                                     h.headOf(k, row)),
                              k.b.getF32Type())
                  : slope;
      Value dist = k.sub(k.sub(key, h.queryRow(k, row)), k.idx(c.diagonal));
      Value distF = arith::SIToFPOp::create(
          k.b, k.loc, k.b.getF32Type(),
          arith::IndexCastOp::create(k.b, k.loc, k.b.getI32Type(), dist));
      sum = k.fma(rowSlope, distF, sum);
    }
    return k.fma(sum, k.f32(kLog2e), sLog2);
  }
};

/// Where the split-KV partial kernel leaves its rows (SplitKVKernel.cpp):
/// per query row and split, the unnormalized f32 O in `partial` [B, Hq, Nq,
/// splits, dv] and the row max (log2 domain) and sum in `stats` [B, Hq, Nq,
/// splits, 2]; `split` is the block's split (grid z).
struct SplitKVOutputs {
  Value partial, stats, split;
};

/// The tensor-core attention kernel's body (FusedMmaKernel.cpp) into the
/// kernel `k` builds. Without `split` it writes O; with it, the block runs
/// only the key tiles of its split, without the sinks (the combine counts
/// them once), and writes its partial rows.
void buildMmaAttention(KernelBuilder &k, const FusedConfig &c,
                       const FusedArgs &args, const HeadIndices &h,
                       const SplitKVOutputs *split);

/// A score `x` (f32, natural units, after the scale) in the log2 domain,
/// softcapped first when the op asks: `c * tanh(x / c)`, with tanh from
/// exp2 (`tanh(t) = 1 - 2 / (2^(2t log2 e) + 1)`, which saturates to +-1
/// without NaN) since the kernels have no tanh instruction.
Value scoreLog2(KernelBuilder &k, const FusedConfig &c, Value x);

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_FUSEDBLOCKS_H
