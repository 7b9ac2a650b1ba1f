//===- HalfFloat.cpp - f16 and bf16 bit conversions -----------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Support/HalfFloat.h"

#include <cmath>
#include <cstring>

static uint32_t bitsOf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

static float floatOf(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

uint16_t mlir::attn::floatToHalf(float f) {
  uint32_t x = bitsOf(f);
  uint16_t sign = (x >> 16) & 0x8000;
  uint32_t absBits = x & 0x7fffffff;
  if (absBits >= 0x7f800000) // inf or NaN
    return sign | 0x7c00 | (absBits > 0x7f800000 ? 0x200 : 0);
  if (absBits >= 0x477ff000) // rounds to a value beyond the largest half
    return sign | 0x7c00;
  if (absBits < 0x38800000) {
    // Subnormal half (or zero): add 0.5 so that the float adder rounds the
    // mantissa to nearest even at the half's subnormal precision.
    float v = floatOf(absBits) + 0.5f;
    return sign | static_cast<uint16_t>(bitsOf(v) - bitsOf(0.5f));
  }
  uint32_t mantissaOdd = (absBits >> 13) & 1;
  absBits += 0xc8000fff + mantissaOdd; // rebias exponent, round to nearest even
  return sign | static_cast<uint16_t>(absBits >> 13);
}

float mlir::attn::halfToFloat(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000) << 16;
  uint32_t exponent = (h >> 10) & 0x1f;
  uint32_t mantissa = h & 0x3ff;
  if (exponent == 0x1f)
    return floatOf(sign | 0x7f800000 | (mantissa << 13));
  if (exponent == 0) {
    float v = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -v : v;
  }
  return floatOf(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

uint16_t mlir::attn::floatToBFloat(float f) {
  uint32_t x = bitsOf(f);
  if ((x & 0x7fffffff) > 0x7f800000) // NaN stays a quiet NaN
    return static_cast<uint16_t>((x >> 16) | 0x40);
  x += 0x7fff + ((x >> 16) & 1);
  return static_cast<uint16_t>(x >> 16);
}

float mlir::attn::bfloatToFloat(uint16_t h) {
  return floatOf(static_cast<uint32_t>(h) << 16);
}
