//===- Passes.cpp - C API for the attn passes -----------------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn-c/Passes.h"

#include "attn/InitAll.h"

void mlirAttnRegisterAllPasses(void) { mlir::attn::registerAllPasses(); }
