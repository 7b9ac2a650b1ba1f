//===- HalfFloat.h - f16 and bf16 bit conversions -----------------*- C++
//-*-===//
//
// Part of attn-opt. The conversions between f32 and the 16-bit float
// encodings that attn-run's host tensors and the GPU emulator's memory both
// need, one element at a time (APFloat is too slow for that).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_SUPPORT_HALFFLOAT_H
#define ATTN_SUPPORT_HALFFLOAT_H

#include <cstdint>

namespace mlir {
namespace attn {

/// f32 to IEEE half, rounding to nearest even; NaN stays a quiet NaN.
uint16_t floatToHalf(float f);
/// IEEE half to f32 (exact).
float halfToFloat(uint16_t h);
/// f32 to bfloat16, rounding to nearest even; NaN stays a quiet NaN.
uint16_t floatToBFloat(float f);
/// bfloat16 to f32 (exact).
float bfloatToFloat(uint16_t h);

} // namespace attn
} // namespace mlir

#endif // ATTN_SUPPORT_HALFFLOAT_H
