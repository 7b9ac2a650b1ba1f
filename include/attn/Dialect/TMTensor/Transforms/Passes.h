//===- Passes.h - tm_tensor passes ------------------------------*- C++ -*-===//
//
// Part of attn-opt. Declarations and registration of the passes in
// Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_TMTENSOR_TRANSFORMS_PASSES_H
#define ATTN_DIALECT_TMTENSOR_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace attn {

#define GEN_PASS_DECL
#include "attn/Dialect/TMTensor/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "attn/Dialect/TMTensor/Transforms/Passes.h.inc"

} // namespace attn
} // namespace mlir

#endif // ATTN_DIALECT_TMTENSOR_TRANSFORMS_PASSES_H
