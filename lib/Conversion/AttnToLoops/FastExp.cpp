//===- FastExp.cpp - the CPU kernels' exp ---------------------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "FastExp.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

/// exp(r) ~ sum_k kCoefficients[k] r^k on [-ln2/2, ln2/2], fitted here for
/// minimal relative error with the constant term held at 1, so that
/// exp(0) = 1 exactly (the row maximum's own probability).
static constexpr float kCoefficients[] = {1.0f,           0.99999970198f,
                                          0.49999150634f, 0.16667635739f,
                                          0.04189793393f, 0.00829031225f};

Value mlir::attn::createFastExp(ImplicitLocOpBuilder &b, Value x) {
  Type type = x.getType();
  auto vecType = dyn_cast<VectorType>(type);
  Type intType = b.getI32Type();
  if (vecType)
    intType = vecType.clone(intType);
  auto floatConst = [&](float v) -> Value {
    Attribute attr = b.getF32FloatAttr(v);
    if (vecType)
      attr = DenseElementsAttr::get(vecType, v);
    return arith::ConstantOp::create(b, cast<TypedAttr>(attr));
  };
  auto intConst = [&](int32_t v) -> Value {
    Attribute attr = b.getI32IntegerAttr(v);
    if (vecType)
      attr = DenseElementsAttr::get(cast<ShapedType>(intType), v);
    return arith::ConstantOp::create(b, cast<TypedAttr>(attr));
  };
  auto fma = [&](Value a, Value m, Value c) -> Value {
    return math::FmaOp::create(b, a, m, c);
  };

  // Below -88, n = -127 and the exponent bits of 2^n are 0: the result is
  // 0. The compare-and-select is one vmaxps and keeps NaN.
  Value low = floatConst(-88.0f);
  Value isLow = arith::CmpFOp::create(b, arith::CmpFPredicate::OLT, x, low);
  Value clamped = arith::SelectOp::create(b, isLow, low, x);
  // t = x log2(e) + 1.5 * 2^23 + 127, rounded once: in [2^23, 2^24) the
  // ulp is 1, so t - magic is n = roundeven(x log2(e)) and the low bits of
  // t are n + 127, in [0, 254] for -88 <= x <= 88: shifted into the
  // exponent field they are 2^n. No float-to-int conversion, which would
  // also be poison for NaN.
  Value magic = floatConst(12582912.0f + 127.0f);
  Value t = fma(clamped, floatConst(1.44269504f), magic);
  Value n = arith::SubFOp::create(b, t, magic);
  // ln2 in two parts: n * ln2Hi is exact for |n| <= 128.
  Value r = fma(n, floatConst(-0.693145751953125f), clamped);
  r = fma(n, floatConst(-1.428606765330187e-06f), r);
  Value p = floatConst(kCoefficients[5]);
  for (int k = 4; k >= 0; --k)
    p = fma(p, r, floatConst(kCoefficients[k]));
  Value scale = arith::BitcastOp::create(
      b, type,
      arith::ShLIOp::create(b, arith::BitcastOp::create(b, intType, t),
                            intConst(23)));
  return arith::MulFOp::create(b, p, scale);
}

namespace {

struct FastExpPattern : OpRewritePattern<math::ExpOp> {
  // Ahead of upstream's polynomial, which matches every f32 exp.
  FastExpPattern(MLIRContext *ctx) : OpRewritePattern(ctx, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    if (!op->hasAttr(attn::kFastExpAttrName) ||
        !getElementTypeOrSelf(op.getType()).isF32())
      return failure();
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    rewriter.replaceOp(op, attn::createFastExp(b, op.getOperand()));
    return success();
  }
};

} // namespace

void mlir::attn::populateFastExpPatterns(RewritePatternSet &patterns) {
  patterns.add<FastExpPattern>(patterns.getContext());
}
