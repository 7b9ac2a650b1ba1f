//===- attn-compile.cpp - compile attn IR to a GPU launch plan ------------===//
//
// Part of attn-opt. Lowers a function on attn tensors with
// --attn-lower-to-gpu, compiles its kernels with the attn-to-cubin pipeline,
// and writes a directory that runs without MLIR: kernels.cubin,
// kernels.ptx and plan.json (buffers and launches in order).
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/LaunchPlan.h"
#include "attn/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Prints `message` as attn-compile's one-line error and returns 1.
static int fail(const llvm::Twine &message) {
  llvm::errs() << "attn-compile: error: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // Only these options in --help, not every one LLVM and MLIR register.
  static llvm::cl::OptionCategory category("attn-compile options");
  static llvm::cl::opt<std::string> input(
      llvm::cl::Positional, llvm::cl::desc("<input.mlir>"), llvm::cl::Required,
      llvm::cl::cat(category));
  static llvm::cl::opt<std::string> outDir(
      "o", llvm::cl::desc("output directory"), llvm::cl::value_desc("dir"),
      llvm::cl::Required, llvm::cl::cat(category));
  static llvm::cl::opt<std::string> chip(
      "chip", llvm::cl::desc("sm_80 or sm_90"), llvm::cl::cat(category),
      llvm::cl::init("sm_90"));
  static llvm::cl::opt<std::string> mma(
      "mma", llvm::cl::desc("fused kernel: sync (tensor cores) or none"),
      llvm::cl::cat(category), llvm::cl::init("sync"));
  static llvm::cl::opt<int64_t> blockM(
      "block-m", llvm::cl::desc("query rows per block"),
      llvm::cl::cat(category), llvm::cl::init(0));
  static llvm::cl::opt<int64_t> blockN(
      "block-n", llvm::cl::desc("keys per tile"), llvm::cl::cat(category),
      llvm::cl::init(0));
  static llvm::cl::opt<int64_t> warps(
      "warps", llvm::cl::desc("warps per block (mma=sync)"),
      llvm::cl::cat(category), llvm::cl::init(4));
  static llvm::cl::opt<std::string> entry(
      "entry",
      llvm::cl::desc("the function to compile (default: the only "
                     "one with attn ops)"),
      llvm::cl::cat(category), llvm::cl::init(""));
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "attn-compile: attn IR to a GPU plan\n");

  DialectRegistry registry;
  attn::registerToolDialects(registry);
  MLIRContext context(registry);

  std::string error;
  auto file = openInputFile(input, &error);
  if (!file)
    return fail(error);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return fail("cannot parse " + input);

  attn::LaunchPlanOptions options;
  options.chip = chip;
  options.mma = mma;
  options.blockM = blockM;
  options.blockN = blockN;
  options.warps = warps;
  options.entry = entry;
  error.clear();
  if (failed(attn::writeLaunchPlan(*module, options, outDir, error)))
    return error.empty() ? 1 : fail(error);
  return 0;
}
