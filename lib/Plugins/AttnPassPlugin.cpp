//===- AttnPassPlugin.cpp - attn passes for upstream mlir-opt -------------===//
//
// Part of attn-opt. Loaded with `mlir-opt --load-pass-plugin=...`, it
// registers every attn pass and pipeline; upstream mlir-opt accepts them only
// inside `--pass-pipeline=...`.
//
//===----------------------------------------------------------------------===//

#include "attn/Config.h"
#include "attn/InitAll.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "AttnPassPlugin", ATTN_VERSION,
          []() { mlir::attn::registerAllPasses(); }};
}
