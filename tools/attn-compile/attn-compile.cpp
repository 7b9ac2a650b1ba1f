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

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Prints `message` as attn-compile's one-line error and returns 1.
static int fail(const llvm::Twine &message) {
  llvm::errs() << "attn-compile: error: " << message << "\n";
  return 1;
}

/// Prints ptxas's notes of a potential performance loss as warnings, after
/// `context` (a whole model's op) when given.
static void warnPtxasNotes(const attn::LaunchPlanSummary &summary,
                           const llvm::Twine &context = "") {
  for (const std::string &note : summary.ptxasNotes)
    llvm::errs() << "attn-compile: warning: " << context << "ptxas: " << note
                 << "\n";
}

/// Returns true when `op` belongs to the attn dialect.
static bool isAttnOp(Operation *op) {
  Dialect *dialect = op->getDialect();
  return dialect && dialect->getNamespace() == "attn";
}

/// Returns true when `func` holds an attn op.
static bool hasAttnOps(func::FuncOp func) {
  return func
      .walk([](Operation *op) {
        return isAttnOp(op) ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Returns true when `func` holds an op that is neither an attn op (or
/// nested in one) nor func.return: a whole model rather than a function the
/// gpu lowering takes as it is.
static bool isWholeModel(func::FuncOp func) {
  return func
      .walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isAttnOp(op))
          return WalkResult::skip();
        if (op == func.getOperation() || isa<func::ReturnOp>(op))
          return WalkResult::advance();
        return WalkResult::interrupt();
      })
      .wasInterrupted();
}

/// Returns "file:line:col" for `loc`, looking through name, fused and
/// call-site locations, or "unknown" when it has no file location.
static std::string locationOf(Location loc) {
  if (auto file = loc->findInstanceOf<FileLineColLoc>())
    return llvm::formatv("{0}:{1}:{2}", file.getFilename().getValue(),
                         file.getLine(), file.getColumn())
        .str();
  return "unknown";
}

/// Prints `type` to a string.
static std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// Builds a module holding one function `name` whose arguments are the
/// operands of `op` (and any value its regions use from above), which clones
/// `op` and returns its results.
static OwningOpRef<ModuleOp> extractOp(Operation *op, StringRef name) {
  llvm::SetVector<Value> inputs(op->operand_begin(), op->operand_end());
  for (Region &region : op->getRegions())
    getUsedValuesDefinedAbove(region, inputs);
  SmallVector<Type> argTypes;
  for (Value input : inputs)
    argTypes.push_back(input.getType());

  Location loc = op->getLoc();
  OpBuilder builder(op->getContext());
  OwningOpRef<ModuleOp> module(ModuleOp::create(loc));
  builder.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(
      builder, loc, name,
      builder.getFunctionType(argTypes, op->getResultTypes()));
  Block *body = func.addEntryBlock();
  builder.setInsertionPointToEnd(body);
  IRMapping mapping;
  for (auto [input, arg] : llvm::zip(inputs, body->getArguments()))
    mapping.map(input, arg);
  Operation *clone = builder.clone(*op, mapping);
  func::ReturnOp::create(builder, loc, clone->getResults());
  return module;
}

/// Compiles each attn op of `func` (only attn.flash_attention unless
/// `allOps`) on its own into `outDir`/op<i>/, prints one line per op and
/// writes `outDir`/manifest.json. Returns attn-compile's exit code.
static int compileWholeModel(func::FuncOp func, bool allOps,
                             const attn::LaunchPlanOptions &options,
                             StringRef source, StringRef outDir) {
  SmallVector<Operation *> ops;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!isAttnOp(op))
      return WalkResult::advance();
    if (allOps || op->getName().getStringRef() == "attn.flash_attention")
      ops.push_back(op);
    return WalkResult::skip();
  });
  if (ops.empty())
    return fail("no attn.flash_attention op in '" + func.getSymName() +
                "'; use --ops=all to compile every attn op");
  if (std::error_code ec = llvm::sys::fs::create_directories(outDir))
    return fail("cannot create " + outDir + ": " + ec.message());

  llvm::json::Array compiled, leftOut;
  for (Operation *op : ops) {
    StringRef opName = op->getName().getStringRef();
    std::string location = locationOf(op->getLoc());
    std::string name = "op" + std::to_string(compiled.size());
    SmallString<128> opDir(outDir);
    llvm::sys::path::append(opDir, name);

    // The lowering reports a refusal as an error diagnostic: record the
    // first one as the reason instead of printing it.
    std::string reason;
    std::string error;
    attn::LaunchPlanSummary summary;
    LogicalResult result = failure();
    {
      ScopedDiagnosticHandler handler(
          op->getContext(), [&](Diagnostic &diag) -> LogicalResult {
            if (diag.getSeverity() != DiagnosticSeverity::Error)
              return failure();
            if (reason.empty())
              reason = diag.str();
            return success();
          });
      OwningOpRef<ModuleOp> module = extractOp(op, name);
      attn::LaunchPlanOptions opOptions = options;
      opOptions.entry = name;
      result =
          attn::writeLaunchPlan(*module, opOptions, opDir, error, &summary);
    }
    if (failed(result)) {
      if (!error.empty())
        reason = reason.empty() ? error : error + ": " + reason;
      if (reason.empty())
        reason = "the gpu lowering failed";
      // Only the first line: the manifest and stdout keep one per op.
      reason = StringRef(reason).split('\n').first.str();
      llvm::sys::fs::remove_directories(opDir);
      llvm::outs() << "left out: " << opName << " at " << location << ": "
                   << reason << "\n";
      leftOut.push_back(llvm::json::Object{
          {"op", opName}, {"location", location}, {"reason", reason}});
      continue;
    }

    llvm::json::Array operands, results;
    for (Type type : op->getOperandTypes())
      operands.push_back(typeString(type));
    for (Type type : op->getResultTypes())
      results.push_back(typeString(type));
    llvm::outs() << name << " " << opName << " at " << location << ": " << opDir
                 << " (" << summary.numLaunches << " launch"
                 << (summary.numLaunches == 1 ? "" : "es") << ")\n";
    warnPtxasNotes(summary, name + " at " + location + ": ");
    compiled.push_back(llvm::json::Object{{"name", name},
                                          {"op", opName},
                                          {"location", location},
                                          {"operands", std::move(operands)},
                                          {"results", std::move(results)},
                                          {"plan", name + "/plan.json"}});
  }

  size_t numCompiled = compiled.size(), numLeftOut = leftOut.size();
  llvm::json::Object manifest{{"version", 1},
                              {"source", source},
                              {"function", func.getSymName()},
                              {"chip", options.chip},
                              {"ops", std::move(compiled)},
                              {"left_out", std::move(leftOut)},
                              {"rest", "left to the caller's compiler"}};
  SmallString<128> manifestPath(outDir);
  llvm::sys::path::append(manifestPath, "manifest.json");
  std::error_code ec;
  llvm::raw_fd_ostream os(manifestPath, ec, llvm::sys::fs::OF_None);
  if (ec)
    return fail("cannot write " + manifestPath + ": " + ec.message());
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(manifest))) << "\n";
  os.close();
  if (os.has_error())
    return fail("cannot write " + manifestPath);
  llvm::outs() << "attn-compile: " << numCompiled << " of " << ops.size()
               << " attn ops compiled, " << numLeftOut << " left out; "
               << manifestPath << "\n";
  return 0;
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
      "chip", llvm::cl::desc("sm_80, sm_90 or sm_90a"), llvm::cl::cat(category),
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
  static llvm::cl::opt<std::string> splitKV(
      "split-kv",
      llvm::cl::desc("split-KV (flash-decoding) for few query rows over many "
                     "keys, mma=sync only: auto (by the shapes and the chip's "
                     "SMs), on or off"),
      llvm::cl::cat(category), llvm::cl::init("auto"));
  static llvm::cl::opt<int64_t> splits(
      "splits",
      llvm::cl::desc("key-length splits wherever the kernel splits (0: by the "
                     "rule; no effect where it does not split)"),
      llvm::cl::cat(category), llvm::cl::init(0));
  static llvm::cl::opt<std::string> entry(
      "entry",
      llvm::cl::desc("the function to compile (default: the only "
                     "one with attn ops)"),
      llvm::cl::cat(category), llvm::cl::init(""));
  static llvm::cl::opt<std::string> opsMode(
      "ops",
      llvm::cl::desc("whole models: compile each attn.flash_attention "
                     "(fused) or each attn op (all)"),
      llvm::cl::cat(category), llvm::cl::init("fused"));
  static llvm::cl::opt<bool> emitLowered(
      "emit-lowered",
      llvm::cl::desc("also write the lowered module the kernels are compiled "
                     "from (kernels.mlir), which the emulator runs"),
      llvm::cl::cat(category), llvm::cl::init(false));
  static llvm::cl::opt<std::string> ptxas(
      "ptxas",
      llvm::cl::desc("the ptxas to assemble the kernels with (default: the "
                     "CUDA toolkit's found at build time, else PATH's, else "
                     "under CUDA_ROOT, CUDA_HOME or CUDA_PATH)"),
      llvm::cl::value_desc("path"), llvm::cl::cat(category),
      llvm::cl::init(""));
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "attn-compile: attn IR to a GPU plan\n");
  attn::LaunchPlanOptions options;
  options.chip = chip;
  options.mma = mma;
  options.blockM = blockM;
  options.blockN = blockN;
  options.warps = warps;
  options.splitKV = splitKV;
  options.splits = splits;
  options.entry = entry;
  options.writeLowered = emitLowered;
  options.ptxas = ptxas;
  std::string error;
  if (failed(attn::verifySplitKVOptions(options, error)))
    return fail(error);

  DialectRegistry registry;
  attn::registerToolDialects(registry);
  MLIRContext context(registry);

  auto file = openInputFile(input, &error);
  if (!file)
    return fail(error);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return fail("cannot parse " + input);

  if (opsMode != "fused" && opsMode != "all")
    return fail("unknown --ops '" + opsMode + "', expected fused or all");

  // A whole model: the chosen function holds more than attn ops.
  SmallVector<func::FuncOp> candidates;
  for (auto func : module->getOps<func::FuncOp>())
    if (entry.empty() ? hasAttnOps(func) : func.getSymName() == entry)
      candidates.push_back(func);
  if (candidates.size() == 1 && hasAttnOps(candidates.front()) &&
      isWholeModel(candidates.front()))
    return compileWholeModel(candidates.front(), opsMode == "all", options,
                             input, outDir);

  error.clear();
  attn::LaunchPlanSummary summary;
  if (failed(attn::writeLaunchPlan(*module, options, outDir, error, &summary)))
    return error.empty() ? 1 : fail(error);
  warnPtxasNotes(summary);
  return 0;
}
