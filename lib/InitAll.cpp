//===- InitAll.cpp - register every attn dialect and pass -----------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/InitAll.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Transforms/Passes.h"
#include "mlir/IR/DialectRegistry.h"

void mlir::attn::registerAllDialects(DialectRegistry &registry) {
  registry.insert<AttnDialect>();
}

void mlir::attn::registerAllPasses() {
  registerAttnTransformsPasses();
  registerAttnRaiseTosaPipeline();
}
