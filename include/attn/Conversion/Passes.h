//===- Passes.h - attn conversion passes ------------------------*- C++ -*-===//
//
// Part of attn-opt. Declarations and registration of the passes that lower
// the attn dialect.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_PASSES_H
#define ATTN_CONVERSION_PASSES_H

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"

namespace mlir {
namespace attn {
#define GEN_PASS_REGISTRATION
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_PASSES_H
