//===- AttnDialect.cpp - the attn dialect ---------------------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

using namespace mlir;
using namespace mlir::attn;

#include "attn/Dialect/Attn/IR/AttnDialect.cpp.inc"

void AttnDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "attn/Dialect/Attn/IR/AttnOps.cpp.inc"
      >();
}
