//===- FastExp.h - the CPU kernels' exp -------------------------*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToLoops library.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOLOOPS_FASTEXP_H
#define ATTN_LIB_CONVERSION_ATTNTOLOOPS_FASTEXP_H

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir {
class RewritePatternSet;

namespace attn {

/// Emits exp(x) for an f32 scalar or vector `x` with x <= 88 (the online
/// softmax's arguments are <= 0): x = n ln2 + r with |r| <= ln2 / 2 (n
/// rounded by a magic-number addition, r in two FMAs), a degree-5
/// polynomial for exp(r) and 2^n built in the exponent bits. Its relative error
/// is below 2e-7 (1.4 ulp measured) where exp(x) >= 2^-126; below that it is
/// within 1.2e-38 of it and exactly 0 from x = -87.7 on, so exp(-inf) = 0. NaN
/// stays NaN.
Value createFastExp(ImplicitLocOpBuilder &b, Value x);

/// The unit attribute by which a `math.exp` states that its argument is at
/// most 88 and that results below 2^-126 may flush to 0, so that
/// attn-approximate-math may use createFastExp for it.
constexpr llvm::StringLiteral kFastExpAttrName = "attn.fast_exp";

/// Adds the pattern that rewrites f32 `math.exp` ops marked with
/// kFastExpAttrName as createFastExp.
void populateFastExpPatterns(RewritePatternSet &patterns);

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOLOOPS_FASTEXP_H
