//===- attn-compile.cpp - compile attn IR to a GPU launch plan ------------===//
//
// Part of attn-opt. Lowers a function on attn tensors with
// --attn-lower-to-gpu, compiles its kernels with the attn-to-cubin pipeline,
// and writes a directory that runs without MLIR: kernels.cubin,
// kernels.ptx and plan.json (buffers and launches in order).
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "attn/InitAll.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
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

/// Runs attn-to-cubin in `format` on a copy of `module` and returns the
/// bytes of the attn_kernels binary.
static FailureOr<std::string> compileKernels(ModuleOp module, StringRef chip,
                                             StringRef format) {
  OwningOpRef<ModuleOp> copy(module.clone());
  PassManager pm(module.getContext());
  attn::AttnToCubinOptions options;
  options.chip = chip.str();
  options.format = format.str();
  attn::buildAttnToCubinPipeline(pm, options);
  if (failed(pm.run(*copy)))
    return failure();
  for (auto binary : copy->getOps<gpu::BinaryOp>()) {
    if (binary.getSymName() != attn::kAttnKernelModuleName)
      continue;
    auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
    return object.getObject().getValue().str();
  }
  return failure();
}

static bool writeFile(StringRef path, StringRef bytes) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return false;
  os << bytes;
  return !os.has_error();
}

static int64_t constantOf(Value v) {
  if (auto c = v.getDefiningOp<arith::ConstantOp>())
    return cast<IntegerAttr>(c.getValue()).getInt();
  return -1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  static llvm::cl::opt<std::string> input(
      llvm::cl::Positional, llvm::cl::desc("<input.mlir>"), llvm::cl::Required);
  static llvm::cl::opt<std::string> outDir(
      "o", llvm::cl::desc("output directory"), llvm::cl::value_desc("dir"),
      llvm::cl::Required);
  static llvm::cl::opt<std::string> chip(
      "chip", llvm::cl::desc("sm_80 or sm_90"), llvm::cl::init("sm_90"));
  static llvm::cl::opt<std::string> mma(
      "mma", llvm::cl::desc("fused kernel: sync (tensor cores) or none"),
      llvm::cl::init("sync"));
  static llvm::cl::opt<int64_t> blockM(
      "block-m", llvm::cl::desc("query rows per block"), llvm::cl::init(0));
  static llvm::cl::opt<int64_t> blockN(
      "block-n", llvm::cl::desc("keys per tile"), llvm::cl::init(0));
  static llvm::cl::opt<int64_t> warps(
      "warps", llvm::cl::desc("warps per block (mma=sync)"), llvm::cl::init(4));
  static llvm::cl::opt<std::string> entry(
      "entry",
      llvm::cl::desc("the function to compile (default: the only "
                     "one with attn ops)"),
      llvm::cl::init(""));
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "attn-compile: attn IR to a GPU plan\n");

  DialectRegistry registry;
  attn::registerAllDialects(registry);
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
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

  PassManager pm(&context);
  attn::AttnLowerToGPUOptions options;
  options.chip = chip;
  options.mma = mma;
  options.blockM = blockM;
  options.blockN = blockN;
  options.warps = warps;
  pm.addPass(attn::createAttnLowerToGPU(options));
  if (failed(pm.run(*module)))
    return 1;

  // The host function: the one that launches kernels.
  SmallVector<func::FuncOp> hosts;
  for (auto func : module->getOps<func::FuncOp>()) {
    bool launches = !func.getOps<gpu::LaunchFuncOp>().empty();
    if (launches && (entry.empty() || func.getSymName() == entry))
      hosts.push_back(func);
  }
  if (hosts.size() != 1)
    return fail(hosts.empty()
                    ? "no function with attn ops" +
                          (entry.empty() ? "" : " named '" + entry + "'")
                    : llvm::Twine("several functions with attn ops; pick one "
                                  "with --entry"));
  func::FuncOp host = hosts.front();

  if (std::error_code ec = llvm::sys::fs::create_directories(outDir))
    return fail("cannot create " + outDir + ": " + ec.message());
  FailureOr<std::string> cubin = compileKernels(*module, chip, "bin");
  if (failed(cubin))
    return fail("ptxas compilation failed");
  FailureOr<std::string> ptx = compileKernels(*module, chip, "isa");
  if (failed(ptx))
    return fail("PTX generation failed");
  SmallString<128> cubinPath(outDir), ptxPath(outDir), planPath(outDir);
  llvm::sys::path::append(cubinPath, "kernels.cubin");
  llvm::sys::path::append(ptxPath, "kernels.ptx");
  llvm::sys::path::append(planPath, "plan.json");
  if (!writeFile(cubinPath, *cubin) || !writeFile(ptxPath, *ptx))
    return fail("cannot write to " + outDir);

  // Buffers: the arguments in order, then the scratch allocations.
  llvm::DenseMap<Value, std::string> names;
  llvm::json::Array buffers;
  auto addBuffer = [&](Value v, const std::string &name, StringRef role) {
    auto type = cast<MemRefType>(v.getType());
    std::string dtype;
    llvm::raw_string_ostream os(dtype);
    type.getElementType().print(os);
    llvm::json::Array shape;
    for (int64_t dim : type.getShape())
      shape.push_back(dim);
    int64_t bytes = type.getNumElements() * type.getElementTypeBitWidth() / 8;
    buffers.push_back(llvm::json::Object{{"name", name},
                                         {"role", role},
                                         {"dtype", dtype},
                                         {"shape", std::move(shape)},
                                         {"bytes", bytes}});
    names[v] = name;
  };
  for (BlockArgument arg : host.getArguments()) {
    auto role = host.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                  attn::kAttnRoleAttrName);
    addBuffer(arg, "arg" + std::to_string(arg.getArgNumber()),
              role ? role.getValue() : "input");
  }
  int scratchCount = 0;
  host.walk([&](memref::AllocOp alloc) {
    addBuffer(alloc, "scratch" + std::to_string(scratchCount++), "scratch");
  });

  llvm::json::Array launches;
  for (auto launch : host.getOps<gpu::LaunchFuncOp>()) {
    gpu::KernelDim3 g = launch.getGridSizeOperandValues();
    gpu::KernelDim3 b = launch.getBlockSizeOperandValues();
    llvm::json::Array args;
    for (Value operand : launch.getKernelOperands())
      args.push_back(names.lookup(operand));
    Value smem = launch.getDynamicSharedMemorySize();
    launches.push_back(llvm::json::Object{
        {"kernel", launch.getKernelName().getValue()},
        {"grid",
         llvm::json::Array{constantOf(g.x), constantOf(g.y), constantOf(g.z)}},
        {"block",
         llvm::json::Array{constantOf(b.x), constantOf(b.y), constantOf(b.z)}},
        {"dynamic_shared_bytes", smem ? constantOf(smem) : 0},
        {"args", std::move(args)}});
  }
  llvm::json::Object plan{{"version", 1},
                          {"entry", host.getSymName()},
                          {"chip", chip},
                          {"mma", mma},
                          {"module", "kernels.cubin"},
                          {"ptx", "kernels.ptx"},
                          {"buffers", std::move(buffers)},
                          {"launches", std::move(launches)}};
  std::string json;
  llvm::raw_string_ostream os(json);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(plan))) << "\n";
  if (!writeFile(planPath, json))
    return fail("cannot write " + planPath);
  return 0;
}
