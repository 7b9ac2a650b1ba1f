//===- attn-opt.cpp - the attn-opt driver ---------------------------------===//
//
// Part of attn-opt. An mlir-opt style driver with the attn dialect, its
// passes, and the upstream dialects and passes that attention graphs arrive
// in or lower to.
//
//===----------------------------------------------------------------------===//

#include "attn/Config.h"
#include "attn/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "attn-opt version " ATTN_VERSION
          " (built with MLIR " ATTN_MLIR_VERSION ")\n";
  });

  mlir::registerAllPasses();
  mlir::attn::registerAllPasses();

  // With the LLVM IR translations: gpu-module-to-binary (attn-to-cubin)
  // translates kernels to LLVM IR.
  mlir::DialectRegistry registry;
  mlir::attn::registerToolDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "attn-opt: attention analysis and fusion driver\n",
      registry));
}
