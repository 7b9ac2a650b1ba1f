//===- attn-downstream.cpp - a client of the installed package ------------===//
//
// Part of attn-opt. Built by test/Integration/cmake-package.mlir against the
// installed AttnOpt package: it links AttnOpt::AttnInitAll and nothing else
// of attn-opt, parses attn IR, runs the canonicalizer (which uses the attn
// folders) and reports what is left.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: attn-downstream <file.mlir>\n";
    return 2;
  }

  mlir::DialectRegistry registry;
  mlir::attn::registerAllDialects(registry);
  registry.insert<mlir::func::FuncDialect>();
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  mlir::PassManager pm(&context);
  pm.addPass(mlir::createCanonicalizerPass());
  if (mlir::failed(pm.run(*module)))
    return 1;

  auto *attnDialect = context.getLoadedDialect<mlir::attn::AttnDialect>();
  unsigned attnOps = 0;
  module->walk([&](mlir::Operation *op) {
    if (op->getDialect() == attnDialect)
      ++attnOps;
  });
  llvm::outs() << "attn ops after canonicalize: " << attnOps << "\n";
  module->print(llvm::outs());
  return 0;
}
