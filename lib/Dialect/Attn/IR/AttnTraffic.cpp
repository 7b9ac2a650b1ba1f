//===- AttnTraffic.cpp - the traffic model of the attn ops ----------------===//
//
// Part of attn-opt. TrafficOpInterface for every attn op, following
// shared/spec/traffic-model.md: unfused ops by the kernel-boundary rule,
// attn.flash_attention by the compulsory and the tiled model.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"

using namespace mlir;
using namespace mlir::attn;

/// The query block the tiled model assumes when the op has no `block_m`.
static constexpr int64_t kDefaultBlockM = 64;

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

/// The (query, key) pairs computed per head. Query i (0-based) sees keys
/// j <= i + (Nkv - Nq) under a causal mask.
static Poly getPairs(FlashAttentionOp op, const FlashDims &dims,
                     TrafficContext &ctx) {
  if (!op.getCausal())
    return dims.nq * dims.nkv;
  std::optional<int64_t> nq = dims.nq.getConstant();
  std::optional<int64_t> nkv = dims.nkv.getConstant();
  if (nq && nkv) {
    // Rows before Nq - Nkv see no key; the others see Nkv - Nq + i + 1 keys,
    // up to Nkv for the last row.
    int64_t first = std::max<int64_t>(0, *nq - *nkv);
    Poly rows = dims.nq - Poly(first);
    Poly firstKeys = Poly(first) + Poly(1) + dims.nkv - dims.nq;
    return (rows * (firstKeys + dims.nkv)).divide(2);
  }
  ctx.addNote("causal formula assumes Nq <= Nkv");
  // Nq·(Nkv - Nq) + Nq·(Nq + 1)/2.
  return dims.nq * (dims.nkv - dims.nq) +
         (dims.nq * (dims.nq + Poly(1))).divide(2);
}

static Poly maskBytes(FlashAttentionOp op, TrafficContext &ctx) {
  if (Value mask = op.getMask())
    return ctx.getTensorBytes(mask);
  return Poly();
}

Poly FlashAttentionOp::getFlops(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly heads = dims.b * dims.hq * getPairs(*this, dims, ctx);
  // Two products of d and dv multiply-adds per pair, and 4 softmax flops.
  return heads * (Poly(2) * dims.d + Poly(2) * dims.dv) + Poly(4) * heads;
}

Poly FlashAttentionOp::getTranscendentals(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  return dims.b * dims.hq * getPairs(*this, dims, ctx);
}

Poly FlashAttentionOp::getBytesRead(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly s(
      TrafficContext::getElementBytes(getQuery().getType().getElementType()));
  // K and V at Hkv heads: the fused op never materializes the GQA broadcast.
  return s * (dims.b * dims.hq * dims.nq * dims.d +
              dims.b * dims.hkv * dims.nkv * (dims.d + dims.dv)) +
         maskBytes(*this, ctx);
}

Poly FlashAttentionOp::getBytesWritten(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly s(TrafficContext::getElementBytes(getType().getElementType()));
  return s * dims.b * dims.hq * dims.nq * dims.dv;
}

std::optional<Poly> FlashAttentionOp::getTiledBytesRead(TrafficContext &ctx) {
  FlashDims dims = getFlashDims(*this, ctx);
  Poly s(
      TrafficContext::getElementBytes(getQuery().getType().getElementType()));
  int64_t blockM = getBlockM().value_or(kDefaultBlockM);
  if (!getBlockM())
    ctx.addNote("no block_m: the tiled figure assumes " +
                Twine(kDefaultBlockM) + " query rows per block");

  // The key columns the query blocks of one head read, summed over blocks.
  Poly keyColumns;
  std::optional<int64_t> nq = dims.nq.getConstant();
  std::optional<int64_t> nkv = dims.nkv.getConstant();
  if (nq && (!getCausal() || nkv)) {
    int64_t blocks = *nq / blockM + (*nq % blockM != 0);
    if (!getCausal()) {
      keyColumns = Poly(blocks) * dims.nkv;
    } else {
      // A block sees the keys its last row sees. Full block j (1-based, all
      // but the last) ends at row j·Br - 1 and sees j·Br + off keys, off =
      // Nkv - Nq, when that is positive; the last block sees all Nkv.
      int64_t off = *nkv - *nq;
      int64_t firstSeeing = off >= 0 ? 1 : (-off) / blockM + 1;
      int64_t count = std::max<int64_t>(0, blocks - firstSeeing);
      Poly sumOfJ = (Poly(count) * (Poly(firstSeeing) + Poly(blocks) - Poly(1)))
                        .divide(2);
      keyColumns = Poly(blockM) * sumOfJ + Poly(count) * Poly(off) +
                   (blocks > 0 ? dims.nkv : Poly());
    }
  } else {
    ctx.addNote("tiled formula assumes block_m divides Nq");
    Poly blocks = dims.nq.divide(blockM);
    if (!getCausal()) {
      keyColumns = blocks * dims.nkv;
    } else {
      ctx.addNote("causal formula assumes Nq <= Nkv");
      // Block j (1-based) sees j·Br + Nkv - Nq keys.
      keyColumns = (Poly(blockM) * blocks * (blocks + Poly(1))).divide(2) +
                   blocks * (dims.nkv - dims.nq);
    }
  }
  return s * dims.b * dims.hq * dims.nq * dims.d +
         s * dims.b * dims.hq * (dims.d + dims.dv) * keyColumns +
         maskBytes(*this, ctx);
}

Type FlashAttentionOp::getTensorCoreType() {
  return tensorCoreTypeOf(getQuery().getType().getElementType());
}

SmallVector<Poly, 4> FlashAttentionOp::getResultDims(TrafficContext &ctx,
                                                     unsigned resultIndex) {
  return {ctx.getDim(getQuery(), 0), ctx.getDim(getQuery(), 1),
          ctx.getDim(getQuery(), 2), ctx.getDim(getValue(), 3)};
}
