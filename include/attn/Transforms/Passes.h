//===- Passes.h - attn transformation passes --------------------*- C++ -*-===//
//
// Part of attn-opt. Declarations of the passes in Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TRANSFORMS_PASSES_H
#define ATTN_TRANSFORMS_PASSES_H

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace attn {

#define GEN_PASS_DECL
#include "attn/Transforms/Passes.h.inc"

/// Registers `attn-raise-tosa`: upstream's TOSA-to-linalg conversions on
/// every function, then `attn-raise`.
void registerAttnRaiseTosaPipeline();

/// Adds to a func.func pass manager upstream's TOSA-to-linalg conversions
/// (named ops, element-wise ops, arith, tensor) and a canonicalization: what
/// attn-raise, attn-raise-tosa and attn-run run on a function holding TOSA.
void buildTosaToLinalgPipeline(OpPassManager &funcPm);

#define GEN_PASS_REGISTRATION
#include "attn/Transforms/Passes.h.inc"

} // namespace attn
} // namespace mlir

#endif // ATTN_TRANSFORMS_PASSES_H
