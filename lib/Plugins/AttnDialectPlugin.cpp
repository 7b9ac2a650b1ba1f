//===- AttnDialectPlugin.cpp - attn dialects for upstream mlir-opt --------===//
//
// Part of attn-opt. Loaded with `mlir-opt --load-dialect-plugin=...`, it adds
// the attn dialect and the external models the project attaches to upstream
// ops to the tool's registry.
//
//===----------------------------------------------------------------------===//

#include "attn/Config.h"
#include "attn/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "AttnDialectPlugin", ATTN_VERSION,
          [](mlir::DialectRegistry *registry) {
            mlir::attn::registerAllDialects(*registry);
          }};
}
