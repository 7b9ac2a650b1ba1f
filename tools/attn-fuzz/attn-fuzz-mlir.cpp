//===- attn-fuzz-mlir.cpp - libFuzzer target for the attn passes ----------===//
//
// Part of attn-opt. Parses the input as MLIR and, when it verifies, runs every
// attn pass over it. A pass may reject IR with a diagnostic, but must never
// crash on IR that verifies.
//
//===----------------------------------------------------------------------===//

#include "attn/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

/// The pipelines each verified input goes through, one after the other on a
/// fresh copy: analysis alone, the fusion flow, and lowering.
static const char *const kPipelines[] = {
    "builtin.module(attn-traffic-report{output=/dev/null format=json})",
    "builtin.module(attn-raise,attn-fuse,attn-traffic-report{output=/dev/"
    "null})",
    "builtin.module(attn-raise,attn-fuse,attn-lower-to-loops)",
};

static MLIRContext &getContext() {
  static MLIRContext *context = [] {
    attn::registerAllPasses();
    DialectRegistry registry;
    attn::registerToolDialects(registry);
    auto *ctx = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    ctx->loadAllAvailableDialects();
    return ctx;
  }();
  return *context;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &context = getContext();
  // Diagnostics are expected on most inputs; only crashes matter.
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  // MLIR's lexer reads up to a terminating NUL, which libFuzzer's buffer
  // does not have.
  std::string source(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  if (!module || failed(verify(*module)))
    return 0;
  for (const char *pipeline : kPipelines) {
    OwningOpRef<ModuleOp> copy = module->clone();
    PassManager pm(&context);
    if (failed(parsePassPipeline(pipeline, pm, llvm::errs())))
      std::abort();
    (void)pm.run(*copy);
  }
  return 0;
}
