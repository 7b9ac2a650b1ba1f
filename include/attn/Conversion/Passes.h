//===- Passes.h - attn conversion passes ------------------------*- C++ -*-===//
//
// Part of attn-opt. Every conversion pass and pipeline (to CPU loops and to
// the GPU), and their registration.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_PASSES_H
#define ATTN_CONVERSION_PASSES_H

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "attn/Conversion/AttnToLoops/AttnToLoops.h"

namespace mlir {
namespace attn {

#define GEN_PASS_REGISTRATION
#include "attn/Conversion/Passes.h.inc"

} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_PASSES_H
