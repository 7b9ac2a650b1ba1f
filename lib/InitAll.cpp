//===- InitAll.cpp - register every attn dialect and pass -----------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/InitAll.h"

#include "attn/Analysis/Passes.h"
#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/TMTensor/IR/TMTensor.h"
#include "attn/Dialect/TMTensor/Transforms/Passes.h"
#include "attn/Interfaces/TrafficOpInterface.h"
#include "attn/Transforms/Passes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlir::attn::registerAllDialects(DialectRegistry &registry) {
  registry.insert<AttnDialect>();
  registerTrafficExternalModels(registry);
}

void mlir::attn::registerToolDialects(DialectRegistry &registry) {
  attn::registerAllDialects(registry);
  registry.insert<tm_tensor::TMTensorDialect>();
  mlir::registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
}

void mlir::attn::registerAllPasses() {
  registerAnalysisPasses();
  registerAttnTransformsPasses();
  registerAttnRaiseTosaPipeline();
  registerAttnConversionPasses();
  registerAttnTMTensorPasses();
  registerAttnToLLVMCPUPipeline();
  registerAttnToCubinPipeline();
}
