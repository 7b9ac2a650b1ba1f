//===- InitAll.cpp - register every attn dialect and pass -----------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/InitAll.h"

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "mlir/IR/DialectRegistry.h"

void mlir::attn::registerAllDialects(DialectRegistry &registry) {
  registry.insert<AttnDialect>();
}

void mlir::attn::registerAllPasses() {
  registerAttnConversionPasses();
  registerAttnToCubinPipeline();
}
