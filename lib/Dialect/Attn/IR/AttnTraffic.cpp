//===- AttnTraffic.cpp - the traffic model of the attn ops ----------------===//
//
// Part of attn-opt. TrafficOpInterface for every attn op, following
// shared/spec/traffic-model.md: unfused ops by the kernel-boundary rule,
// attn.flash_attention by the compulsory and the tiled model.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "attn/Target/GPUKernelChoice.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::attn;

/// The query rows per block the tiled model assumes: the op's `block_m`, or
/// that of the fused kernel the gpu lowering runs on `chip` by default
/// (GPUKernelChoice.h) at static head dims, one 16-row tile per warp
/// otherwise. A dynamic query length counts as more than one warpgroup's
/// rows.
static int64_t fusedBlockM(FlashAttentionOp op, StringRef chip) {
  if (std::optional<uint64_t> blockM = op.getBlockM())
    return static_cast<int64_t>(*blockM);
  ShapedType query = op.getQuery().getType();
  int64_t nq = query.getDimSize(2), d = query.getDimSize(3);
  int64_t dv = op.getValue().getType().getDimSize(3);
  if (ShapedType::isDynamic(d) || ShapedType::isDynamic(dv))
    return 16 * kDefaultMmaWarps;
  Type element = query.getElementType();
  return defaultFusedBlockM(chip, element.isF16() || element.isBF16(),
                            ShapedType::isDynamic(nq) ? kWgmmaGroupRows + 1
                                                      : nq,
                            d, dv, std::nullopt, op.getBlockN());
}

/// The element type whose tensor-core peak applies to a product of
/// `element`s: 16- and 8-bit floats run on tensor cores, wider ones on the
/// vector units.
static Type tensorCoreTypeOf(Type element) {
  auto floatType = dyn_cast<FloatType>(element);
  if (floatType && floatType.getWidth() <= 16)
    return element;
  return Type();
}

//===----------------------------------------------------------------------===//
// Unfused ops
//===----------------------------------------------------------------------===//

Poly MatmulOp::getFlops(TrafficContext &ctx) {
  int64_t rank = getType().getRank();
  // 2·M·N·K·Π(batch): every result element is a K-long dot product.
  return Poly(2) * ctx.getNumElements(getResult()) *
         ctx.getDim(getLhs(), rank - 1);
}

Type MatmulOp::getTensorCoreType() {
  return tensorCoreTypeOf(getLhs().getType().getElementType());
}

SmallVector<Poly, 4> MatmulOp::getResultDims(TrafficContext &ctx,
                                             unsigned resultIndex) {
  RankedTensorType lhsType = getLhs().getType();
  int64_t rank = lhsType.getRank();
  SmallVector<Poly, 4> dims;
  for (int64_t i = 0; i < rank - 2; ++i)
    dims.push_back(lhsType.getDimSize(i) == 1 ? ctx.getDim(getRhs(), i)
                                              : ctx.getDim(getLhs(), i));
  dims.push_back(ctx.getDim(getLhs(), rank - 2));
  dims.push_back(ctx.getDim(getRhs(), getTransposeB() ? rank - 2 : rank - 1));
  return dims;
}

Poly TransposeOp::getFlops(TrafficContext &) { return Poly(); }

SmallVector<Poly, 4> TransposeOp::getResultDims(TrafficContext &ctx,
                                                unsigned resultIndex) {
  SmallVector<Poly, 4> dims;
  for (int64_t p : getPermutation())
    dims.push_back(ctx.getDim(getInput(), p));
  return dims;
}

Poly ScaleOp::getFlops(TrafficContext &ctx) {
  return ctx.getNumElements(getResult());
}

Poly AddOp::getFlops(TrafficContext &ctx) {
  return ctx.getNumElements(getResult());
}

Poly MaskOp::getFlops(TrafficContext &ctx) {
  return ctx.getNumElements(getResult());
}

Poly CausalMaskOp::getFlops(TrafficContext &ctx) {
  return ctx.getNumElements(getResult());
}

Poly SegmentMaskOp::getFlops(TrafficContext &ctx) {
  return ctx.getNumElements(getResult());
}

Poly TanhOp::getFlops(TrafficContext &) { return Poly(); }

Poly TanhOp::getTranscendentals(TrafficContext &ctx) {
  return ctx.getNumElements(getResult());
}

Poly SoftmaxOp::getFlops(TrafficContext &ctx) {
  // max, subtract, sum, divide.
  return Poly(4) * ctx.getNumElements(getResult());
}

Poly SoftmaxOp::getTranscendentals(TrafficContext &ctx) {
  return ctx.getNumElements(getResult());
}

Poly CastOp::getFlops(TrafficContext &) { return Poly(); }

Poly ExpandHeadsOp::getFlops(TrafficContext &) { return Poly(); }

SmallVector<Poly, 4> ExpandHeadsOp::getResultDims(TrafficContext &ctx,
                                                  unsigned resultIndex) {
  SmallVector<Poly, 4> dims;
  for (int64_t i = 0, e = getInput().getType().getRank(); i < e; ++i)
    dims.push_back(ctx.getDim(getInput(), i));
  dims[1] *= Poly(getFactor());
  return dims;
}

//===----------------------------------------------------------------------===//
// FlashAttentionOp
//===----------------------------------------------------------------------===//

namespace {
/// The dims of a flash_attention op under their role names.
struct FlashDims {
  Poly b, hq, hkv, nq, nkv, d, dv;
};
} // namespace

static FlashDims getFlashDims(FlashAttentionOp op, TrafficContext &ctx) {
  return {ctx.getRoleDim(op.getQuery(), 0, "B"),
          ctx.getRoleDim(op.getQuery(), 1, "Hq"),
          ctx.getRoleDim(op.getKey(), 1, "Hkv"),
          ctx.getRoleDim(op.getQuery(), 2, "Nq"),
          ctx.getRoleDim(op.getKey(), 2, "Nkv"),
          ctx.getRoleDim(op.getQuery(), 3, "d"),
          ctx.getRoleDim(op.getValue(), 3, "dv")};
}

namespace {
/// The keys query row `i` sees under the op's causal and window terms, for
/// static lengths: [first(i), last(i)], empty when first > last. Both ends
/// grow with i, so a block of rows [r0, r1] reads keys first(r0)..last(r1).
struct VisibleKeys {
  bool causal;
  std::optional<int64_t> window;
  int64_t diagonal, nkv;

  int64_t first(int64_t i) const {
    return window ? std::max<int64_t>(0, i + diagonal - *window) : 0;
  }
  int64_t last(int64_t i) const {
    return causal ? std::min(nkv - 1, i + diagonal) : nkv - 1;
  }
  /// Keys from the first row of a range to the last row of it, negative
  /// when there are none.
  int64_t rawSpan(int64_t r0, int64_t r1) const {
    return last(r1) - first(r0) + 1;
  }
  int64_t span(int64_t r0, int64_t r1) const {
    return std::max<int64_t>(0, rawSpan(r0, r1));
  }
};
} // namespace

/// The causal and window terms with static lengths, or std::nullopt.
static std::optional<VisibleKeys> getStaticVisibleKeys(FlashAttentionOp op,
                                                       const FlashDims &dims) {
  std::optional<int64_t> nq = dims.nq.getConstant();
  std::optional<int64_t> nkv = dims.nkv.getConstant();
  if (!nq || !nkv)
    return std::nullopt;
  std::optional<int64_t> diagonal = op.getDiagonal();
  return VisibleKeys{op.getCausal(), op.getWindow(),
                     diagonal.value_or(*nkv - *nq), *nkv};
}

/// Σ max(0, f(k)) over k in [0, n), where f is linear between consecutive
/// `breaks` (and integer-valued): each piece is an arithmetic series, cut
/// where it crosses zero. Overflow-checked through Poly.
static Poly sumPositivePieces(function_ref<int64_t(int64_t)> f, int64_t n,
                              SmallVector<int64_t> breaks) {
  breaks.push_back(0);
  breaks.push_back(n);
  llvm::sort(breaks);
  Poly total;
  // The sum of max(0, f) over [a, b) where f is linear.
  auto piece = [&](int64_t a, int64_t b) {
    int64_t fa = f(a), fb = f(b - 1), len = b - a;
    if (len > 1 && (fa > 0) != (fb > 0)) {
      // Cut at the first k whose sign differs from f(a)'s.
      int64_t slope = (fb - fa) / (len - 1);
      int64_t steps = fa > 0 ? fa / -slope + 1 : (-fa) / slope + 1;
      int64_t cut = std::min(b, a + steps);
      if (fa > 0)
        b = cut;
      else
        a = cut;
      if (a >= b)
        return Poly();
      fa = f(a);
      fb = f(b - 1);
      len = b - a;
    }
    if (fa <= 0 && fb <= 0)
      return Poly();
    return (Poly(len) * (Poly(fa) + Poly(fb))).divide(2);
  };
  int64_t prev = 0;
  for (int64_t cut : breaks) {
    cut = std::clamp<int64_t>(cut, 0, n);
    if (cut > prev)
      total += piece(prev, cut);
    prev = std::max(prev, cut);
  }
  return total;
}

/// The pairs of rows [0, nq): Σ span(i, i).
static Poly sumRowSpans(const VisibleKeys &keys, int64_t nq) {
  int64_t w = keys.window.value_or(0);
  // first() bends at i = W - D, last() at i = Nkv - 1 - D.
  SmallVector<int64_t> breaks;
  for (int64_t at : {w - keys.diagonal, keys.nkv - 1 - keys.diagonal})
    for (int64_t k : {at, at + 1})
      breaks.push_back(k);
  return sumPositivePieces([&](int64_t i) { return keys.rawSpan(i, i); }, nq,
                           breaks);
}

/// The key columns the blocks of `blockM` rows of [0, nq) read.
static Poly sumBlockSpans(const VisibleKeys &keys, int64_t nq, int64_t blockM) {
  int64_t full = nq / blockM;
  int64_t w = keys.window.value_or(0);
  // Block k's first row k·Br bends first() where k·Br = W - D, its last row
  // (k + 1)·Br - 1 bends last() where that is Nkv - 1 - D.
  SmallVector<int64_t> breaks;
  for (int64_t at :
       {(w - keys.diagonal) / blockM, (keys.nkv - keys.diagonal) / blockM - 1})
    for (int64_t k : {at - 1, at, at + 1, at + 2})
      breaks.push_back(k);
  Poly columns = sumPositivePieces(
      [&](int64_t k) { return keys.rawSpan(k * blockM, (k + 1) * blockM - 1); },
      full, breaks);
  if (nq % blockM != 0)
    columns += Poly(keys.span(full * blockM, nq - 1));
  return columns;
}

/// The (query, key) pairs computed per head. Query i (0-based) sees keys
/// j <= i + D under a causal mask and j >= i + D - W under a window, where
/// D is the diagonal (Nkv - Nq by default); key padding hides keys only at
/// run time and is not counted.
static Poly getPairs(FlashAttentionOp op, const FlashDims &dims,
                     TrafficContext &ctx) {
  if (!op.getCausal())
    return dims.nq * dims.nkv;
  if (std::optional<VisibleKeys> keys = getStaticVisibleKeys(op, dims))
    return sumRowSpans(*keys, *dims.nq.getConstant());
  if (std::optional<int64_t> window = op.getWindow()) {
    ctx.addNote("window formula assumes every row sees W + 1 keys");
    return dims.nq * Poly(*window + 1);
  }
  Poly diagonal = dims.nkv - dims.nq;
  if (std::optional<int64_t> d = op.getDiagonal()) {
    ctx.addNote("causal formula assumes 0 <= diagonal <= Nkv - Nq");
    diagonal = Poly(*d);
  } else {
    ctx.addNote("causal formula assumes Nq <= Nkv");
  }
  // Nq·D + Nq·(Nq + 1)/2.
  return dims.nq * diagonal + (dims.nq * (dims.nq + Poly(1))).divide(2);
}

/// Bytes of the mask and score-term operands: each distinct one once.
static Poly termBytes(FlashAttentionOp op, TrafficContext &ctx) {
  SmallVector<Value> terms;
  if (Value mask = op.getMask())
    terms.push_back(mask);
  llvm::append_range(terms, op.getBiases());
  for (Value v :
       {op.getRelativeBias(), op.getKeyPadding(), op.getQuerySegments(),
        op.getKeySegments(), op.getAlibi(), op.getSinks()})
    if (v)
      terms.push_back(v);
  Poly bytes;
  SmallPtrSet<Value, 4> seen;
  for (Value v : terms)
    if (seen.insert(v).second)
      bytes += ctx.getTensorBytes(v);
  return bytes;
}

Poly FlashAttentionOp::getFlops(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly heads = dims.b * dims.hq * getPairs(*this, dims, ctx);
  // Two products of d and dv multiply-adds per pair, and 4 softmax flops;
  // softcapping divides and multiplies, ALiBi multiplies and adds, each
  // bias and the relative bias add.
  int64_t perPair = 4 + (getSoftcap() ? 2 : 0) + (getAlibi() ? 2 : 0) +
                    static_cast<int64_t>(getBiases().size()) +
                    (getRelativeBias() ? 1 : 0);
  return heads * (Poly(2) * dims.d + Poly(2) * dims.dv) + Poly(perPair) * heads;
}

Poly FlashAttentionOp::getTranscendentals(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  // One exp per pair, one tanh per pair with softcapping, one exp per row
  // for a sink.
  Poly pairs = dims.b * dims.hq * getPairs(*this, dims, ctx);
  Poly result = getSoftcap() ? Poly(2) * pairs : pairs;
  if (getSinks())
    result += dims.b * dims.hq * dims.nq;
  return result;
}

Poly FlashAttentionOp::getBytesRead(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly s(
      TrafficContext::getElementBytes(getQuery().getType().getElementType()));
  // K and V at Hkv heads: the fused op never materializes the GQA broadcast.
  return s * (dims.b * dims.hq * dims.nq * dims.d +
              dims.b * dims.hkv * dims.nkv * (dims.d + dims.dv)) +
         termBytes(*this, ctx);
}

Poly FlashAttentionOp::getBytesWritten(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly s(TrafficContext::getElementBytes(getType().getElementType()));
  return s * dims.b * dims.hq * dims.nq * dims.dv;
}

/// The tiled figure of the kernel the gpu lowering runs for `op` by default
/// on the context's chip (4 warps), from the fused kernel's `tiled`: where
/// it chooses split-KV (GPUKernelChoice.h), K and V are read once per GQA
/// group and the f32 partial rows are written and read back.
static Poly followSplitKV(FlashAttentionOp op, const Poly &tiledFused,
                          TrafficContext &ctx) {
  ArrayRef<int64_t> q = op.getQuery().getType().getShape();
  ArrayRef<int64_t> kv = op.getKey().getType().getShape();
  std::optional<int64_t> tiled = tiledFused.getConstant();
  std::optional<int64_t> compulsory = op.getBytesRead(ctx).getConstant();
  if (!tiled || !compulsory || ShapedType::isDynamicShape(q) ||
      ShapedType::isDynamicShape(kv) ||
      !op.getValue().getType().hasStaticShape())
    return tiledFused;
  int64_t b = q[0], hq = q[1], nq = q[2], d = q[3], hkv = kv[1], nkv = kv[2];
  int64_t dv = op.getValue().getType().getDimSize(3);
  // The fused figure's blocks, and the split kernel's: one 16-row tile per
  // warp of packed rows unless the op sets block_m.
  int64_t fusedRows = fusedBlockM(op, ctx.getChip());
  int64_t splitBlockM = op.getBlockM().value_or(splitKVBlockM());
  int64_t splits = defaultSplitKVSplits(b, hq, hkv, nq, nkv, d, op.getBlockM(),
                                        op.getBlockN(), ctx.getChip());
  if (!splits)
    return tiledFused;
  // The tiled K/V reads are what the tiled figure adds to the compulsory
  // reads' single pass over K and V; packed blocks read them per group.
  int64_t elementBytes =
      TrafficContext::getElementBytes(op.getKey().getType().getElementType());
  int64_t kvBytes = elementBytes * b * hkv * nkv * (d + dv);
  int64_t kvTiled = *tiled - *compulsory + kvBytes;
  int64_t fusedBlocks = hq * ((nq + fusedRows - 1) / fusedRows);
  int64_t packedBlocks = splitKVBlocks(1, hq, hkv, nq, splitBlockM);
  int64_t partials = 2 * 4 * b * hq * nq * splits * (dv + 2);
  ctx.addNote("split-KV (" + Twine(splits) +
              " splits, as the gpu lowering runs it on " + ctx.getChip() +
              "): K/V read once per GQA group; the tiled figure includes the " +
              Twine(partials) + " B of f32 partials written and read back");
  return Poly(*compulsory - kvBytes + kvTiled * packedBlocks / fusedBlocks +
              partials);
}

std::optional<Poly> FlashAttentionOp::getTiledBytesRead(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly s(
      TrafficContext::getElementBytes(getQuery().getType().getElementType()));
  int64_t blockM = fusedBlockM(*this, ctx.getChip());
  if (!getBlockM())
    ctx.addNote("no block_m: the tiled figure assumes " + Twine(blockM) +
                " query rows per block, as the default kernel on " +
                ctx.getChip() + " runs them");

  // The key columns the query blocks of one head read, summed over blocks:
  // a block reads the keys from the first its first row sees to the last
  // its last row sees.
  Poly keyColumns;
  std::optional<int64_t> nq = dims.nq.getConstant();
  std::optional<VisibleKeys> keys = getStaticVisibleKeys(*this, dims);
  if (nq && !getCausal()) {
    int64_t blocks = *nq / blockM + (*nq % blockM != 0);
    keyColumns = Poly(blocks) * dims.nkv;
  } else if (keys) {
    keyColumns = sumBlockSpans(*keys, *nq, blockM);
  } else {
    ctx.addNote("tiled formula assumes block_m divides Nq");
    Poly blocks = dims.nq.divide(blockM);
    if (!getCausal()) {
      keyColumns = blocks * dims.nkv;
    } else if (std::optional<int64_t> window = getWindow()) {
      ctx.addNote("window formula assumes every row sees W + 1 keys");
      keyColumns = blocks * Poly(blockM + *window);
    } else {
      Poly diagonal = dims.nkv - dims.nq;
      if (std::optional<int64_t> d = getDiagonal()) {
        ctx.addNote("causal formula assumes 0 <= diagonal <= Nkv - Nq");
        diagonal = Poly(*d);
      } else {
        ctx.addNote("causal formula assumes Nq <= Nkv");
      }
      // Block j (1-based) sees j·Br + D keys.
      keyColumns = (Poly(blockM) * blocks * (blocks + Poly(1))).divide(2) +
                   blocks * diagonal;
    }
  }
  Poly tiled = s * dims.b * dims.hq * dims.nq * dims.d +
               s * dims.b * dims.hq * (dims.d + dims.dv) * keyColumns +
               termBytes(*this, ctx);
  return followSplitKV(*this, tiled, ctx);
}

Type FlashAttentionOp::getTensorCoreType() {
  return tensorCoreTypeOf(getQuery().getType().getElementType());
}

SmallVector<Poly, 4> FlashAttentionOp::getResultDims(TrafficContext &ctx,
                                                     unsigned resultIndex) {
  return {ctx.getDim(getQuery(), 0), ctx.getDim(getQuery(), 1),
          ctx.getDim(getQuery(), 2), ctx.getDim(getValue(), 3)};
}
