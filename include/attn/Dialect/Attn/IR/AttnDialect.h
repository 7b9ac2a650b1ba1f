//===- AttnDialect.h - the attn dialect -------------------------*- C++ -*-===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H
#define ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H

#include "mlir/IR/Dialect.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h.inc"

#endif // ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H
