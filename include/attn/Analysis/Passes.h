//===- Passes.h - traffic report and remark passes --------------*- C++ -*-===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_PASSES_H
#define ATTN_ANALYSIS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace attn {

#define GEN_PASS_DECL
#include "attn/Analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "attn/Analysis/Passes.h.inc"

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_PASSES_H
