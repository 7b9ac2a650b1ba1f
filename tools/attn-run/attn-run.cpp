//===- attn-run.cpp - run an attention program on the CPU -----------------===//
//
// Part of attn-opt. JIT-compiles the entry function of an MLIR file through
// attn-to-llvm-cpu (or, with --device cuda, compiles it to a launch plan as
// attn-compile does and runs that through libattnrt; with --device emulator,
// runs its GPU kernels in the CPU emulator), runs it on seeded random
// or .npy inputs, times it, measures its peak memory, and checks its outputs
// against the same program evaluated in float64 through the unfused path.
//
//===----------------------------------------------------------------------===//

#include "CudaRunner.h"
#include "EmulatorRunner.h"
#include "HostTensor.h"
#include "Runner.h"

#include "attn/Analysis/TrafficAnalysis.h"
#include "attn/Config.h"
#include "attn/Conversion/AttnToGPU/LaunchPlan.h"
#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "attn/InitAll.h"
#include "attn/Interfaces/TrafficOpInterface.h"
#include "attn/Transforms/Passes.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <optional>
#include <tuple>

using namespace mlir;
using namespace attn_run;

namespace {

/// Exit status when the outputs differ from the reference by more than the
/// tolerance (bad input and other errors exit with 1).

[[noreturn]] void fail(const llvm::Twine &msg) {
  llvm::errs() << "attn-run: error: " << msg << "\n";
  std::exit(1);
}

/// A field of /proc/self/status in bytes, or 0 when unavailable.
int64_t procStatusBytes(llvm::StringRef field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    llvm::StringRef ref(line);
    if (!ref.consume_front(field) || !ref.consume_front(":"))
      continue;
    int64_t kib = 0;
    ref.trim().split(' ').first.getAsInteger(10, kib);
    return kib * 1024;
  }
  return 0;
}

/// Resets the kernel's peak-RSS mark (VmHWM), so that it measures only what
/// follows. Returns false where the kernel does not allow it.
bool resetPeakRss() {
  std::ofstream clearRefs("/proc/self/clear_refs");
  if (!clearRefs)
    return false;
  clearRefs << "5";
  clearRefs.flush();
  return static_cast<bool>(clearRefs);
}

/// Prints errors and warnings as one line each:
/// `attn-run: FILE:LINE:COL: error: MSG`. Notes (such as the dump of the
/// failing op) are left out.
void printDiagnostic(Diagnostic &diag) {
  DiagnosticSeverity severity = diag.getSeverity();
  if (severity != DiagnosticSeverity::Error &&
      severity != DiagnosticSeverity::Warning)
    return;
  llvm::errs() << "attn-run: ";
  if (auto loc = diag.getLocation()->findInstanceOf<FileLineColLoc>())
    llvm::errs() << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
                 << loc.getColumn() << ": ";
  llvm::errs() << (severity == DiagnosticSeverity::Error ? "error: "
                                                         : "warning: ")
               << diag.str() << "\n";
}

std::string typeString(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
}

/// How far the program's own rounding may take an output, as a multiple of
/// what the f64 reference rounded to the program's types shows: the program
/// rounds in other places (its accumulation order, its exp), so its error is
/// of the same size, not the same value.
constexpr double kOwnRoundingFactor = 2.0;

/// Judges `c` again by the error that the program's own types imply:
/// `rounded` is the reference computed with every value rounded to its
/// declared type. Where that alone exceeds the output type's tolerance (an
/// f16 chain that keeps N x N scores in f16), the program passes within
/// kOwnRoundingFactor of it; a real error is larger still. Where the own
/// types overflow, the tolerance stays.
void rejudge(Comparison &c, const HostTensor &rounded, const HostTensor &ref) {
  auto [roundedAbs, refMaxAbs] = maxErrors(rounded, ref);
  double own = roundedAbs / (refMaxAbs > 0 ? refMaxAbs : 1.0);
  c.ownRoundingError = own;
  // Types that overflow (or turn the result into NaN) lose it: no rounding
  // error, and no excuse.
  if (!std::isfinite(own))
    return;
  c.tolerance = std::max(c.tolerance, kOwnRoundingFactor * own);
  c.ok = c.relError <= c.tolerance;
}

} // namespace

/// Whether `module` holds an op of the TOSA dialect.
static bool containsTosa(ModuleOp module) {
  return module
      ->walk([](Operation *op) {
        return isa<tosa::TosaDialect>(op->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Gives each attn op of `func` the static result dims that the traffic
/// model derives from its operands (TrafficOpInterface::getResultDims), so
/// that the verifiers compare sizes that only the inputs fixed (K with 2
/// keys, V with 3). Users outside the dialect keep the declared type through
/// a tensor.cast.
static void refineAttnResultTypes(func::FuncOp func) {
  attn::TrafficContext ctx;
  SmallVector<std::pair<Value, RankedTensorType>> refined;
  func.walk([&](Operation *op) {
    if (!isa<attn::AttnDialect>(op->getDialect()) || op->getNumResults() != 1)
      return;
    Value result = op->getResult(0);
    auto declared = cast<RankedTensorType>(result.getType());
    SmallVector<int64_t> shape(declared.getShape());
    for (auto [i, dim] : llvm::enumerate(shape))
      if (ShapedType::isDynamic(dim))
        dim = ctx.getDim(result, i).getConstant().value_or(dim);
    if (ArrayRef<int64_t>(shape) != declared.getShape())
      refined.push_back({result, declared.clone(shape)});
  });
  OpBuilder b(func.getContext());
  for (auto [result, type] : refined) {
    auto declared = cast<RankedTensorType>(result.getType());
    result.setType(type);
    b.setInsertionPointAfterValue(result);
    Value cast = tensor::CastOp::create(b, result.getLoc(), declared, result);
    for (OpOperand &use : llvm::make_early_inc_range(result.getUses()))
      if (use.getOwner() != cast.getDefiningOp() &&
          !isa<attn::AttnDialect>(use.getOwner()->getDialect()))
        use.set(cast);
    if (cast.use_empty())
      cast.getDefiningOp()->erase();
  }
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  namespace cl = llvm::cl;
  cl::OptionCategory category("attn-run options");
  cl::opt<std::string> inputFile(cl::Positional,
                                 cl::desc("<file.mlir, or - for stdin>"),
                                 cl::Required, cl::cat(category));
  cl::opt<std::string> entry("entry",
                             cl::desc("function to run (default: the only "
                                      "public function)"),
                             cl::cat(category));
  cl::opt<std::string> device("device", cl::desc("cpu, cuda or emulator"),
                              cl::init("cpu"), cl::cat(category));
  cl::opt<uint64_t> seed("seed", cl::desc("seed of the random inputs"),
                         cl::init(0), cl::cat(category));
  cl::opt<std::string> inputsDir(
      "inputs", cl::desc("read argument i from DIR/arg<i>.npy"),
      cl::value_desc("DIR"), cl::cat(category));
  cl::opt<std::string> expectedDir(
      "expected",
      cl::desc("also compare result i with DIR/expected<i>.npy (e.g. "
               "PyTorch's output), within the output type's tolerance"),
      cl::value_desc("DIR"), cl::cat(category));
  cl::opt<std::string> dumpDir("dump-outputs",
                               cl::desc("write result i to DIR/out<i>.npy"),
                               cl::value_desc("DIR"), cl::cat(category));
  cl::opt<std::string> reference(
      "reference",
      cl::desc("none, or f64: compare with the program run in "
               "float64 through the unfused path"),
      cl::init("f64"), cl::cat(category));
  cl::opt<unsigned> repeat("repeat", cl::desc("timed runs (median reported)"),
                           cl::init(1), cl::cat(category));
  cl::opt<unsigned> warmup("warmup", cl::desc("untimed runs before them"),
                           cl::init(0), cl::cat(category));
  cl::opt<bool> json("json", cl::desc("print the report as one JSON object"),
                     cl::cat(category));
  cl::opt<uint64_t> scheduleSeed(
      "schedule-seed",
      cl::desc("--device emulator: seed of the order the warps run in"),
      cl::init(0), cl::cat(category));
  cl::opt<std::string> chip("chip",
                            cl::desc("--device cuda or emulator: sm_80, "
                                     "sm_90 or sm_90a"),
                            cl::init("sm_90"), cl::cat(category));
  cl::opt<std::string> mma(
      "mma", cl::desc("--device cuda or emulator: sync (tensor cores) or none"),
      cl::init("sync"), cl::cat(category));
  cl::opt<std::string> splitKV(
      "split-kv",
      cl::desc("--device cuda or emulator: split-KV (flash-decoding) for few "
               "query rows over many keys, mma=sync only: auto (by the "
               "shapes and the chip's SMs), on or off"),
      cl::init("auto"), cl::cat(category));
  cl::opt<int64_t> splits(
      "splits",
      cl::desc("--device cuda or emulator: key-length splits wherever the "
               "kernel splits (0: by the rule; no effect where it does not "
               "split)"),
      cl::init(0), cl::cat(category));
  cl::opt<unsigned> threads(
      "num-threads",
      cl::desc("1 runs on the calling thread; more runs parallel loops on "
               "the async runtime's pool (its size is the machine's cores)"),
      cl::init(1), cl::cat(category));
  cl::opt<std::string> cpuIsa(
      "cpu-isa",
      cl::desc("--device cpu: host (the widest vectors this CPU has) or avx2 "
               "(256-bit vectors and no AVX-512 instruction, as an AVX2-only "
               "CPU runs the program)"),
      cl::init("host"), cl::cat(category));
  cl::opt<std::string> runtimeDir(
      "runtime-dir", cl::desc("where libmlir_c_runner_utils.so lives"),
      cl::init(ATTN_MLIR_RUNTIME_DIR), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "attn-run version " ATTN_VERSION
          " (built with MLIR " ATTN_MLIR_VERSION ")\n";
  });
  cl::ParseCommandLineOptions(
      argc, argv,
      "attn-run: run an attention program on the CPU and check it "
      "against a float64 reference\n");

  if (device == "cuda") {
#ifndef ATTN_ENABLE_CUDA
    fail("--device cuda is not available: attn-run was built without the "
         "CUDA toolkit (use --device cpu)");
#endif
  } else if (device != "cpu" && device != "emulator")
    fail("unknown --device '" + device + "' (expected cpu, cuda or emulator)");
  if (reference != "none" && reference != "f64")
    fail("unknown --reference '" + reference + "' (expected none or f64)");
  // The GPU lowering's options, the same for --device cuda and emulator; the
  // entry is set once the module names it.
  attn::LaunchPlanOptions planOptions;
  planOptions.chip = chip;
  planOptions.mma = mma;
  planOptions.splitKV = splitKV;
  planOptions.splits = splits;
  std::string planOptionsError;
  if (failed(attn::verifySplitKVOptions(planOptions, planOptionsError)))
    fail(planOptionsError);
  if (repeat == 0)
    fail("--repeat must be at least 1");
  if (threads == 0)
    fail("--num-threads must be at least 1");
  if (cpuIsa != "host" && cpuIsa != "avx2")
    fail("unknown --cpu-isa '" + cpuIsa + "' (expected host or avx2)");
  if (cpuIsa != "host" && device != "cpu")
    fail("--cpu-isa applies to --device cpu only");
  if (cpuIsa == "avx2") {
    llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
    if (!features.lookup("avx2") || !features.lookup("fma"))
      fail("--cpu-isa avx2 needs a CPU with AVX2 and FMA, which this one "
           "lacks");
  }
  if (inputFile != "-" && !llvm::sys::fs::exists(inputFile))
    fail("cannot open '" + inputFile + "': no such file");

  DialectRegistry registry;
  attn::registerToolDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  ScopedDiagnosticHandler diagnostics(&context, [](Diagnostic &diag) {
    printDiagnostic(diag);
    return success();
  });

  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(inputFile, &context);
  if (!module)
    return 1;
  // A module already lowered to a host function and kernels runs as it is.
  if (device == "emulator" && isLoweredModule(*module)) {
    LoweredRunOptions lowered;
    lowered.file = inputFile;
    lowered.entry = entry;
    lowered.inputsDir = inputsDir;
    lowered.dumpDir = dumpDir;
    lowered.expectedDir = expectedDir;
    lowered.seed = seed;
    lowered.scheduleSeed = scheduleSeed;
    lowered.warmup = warmup;
    lowered.repeat = repeat;
    lowered.json = json;
    return runLoweredModule(*module, lowered);
  }

  // TOSA runs through linalg, as attn-raise converts it: every path below
  // (the CPU pipeline, the GPU lowering, the f64 reference) speaks linalg.
  if (containsTosa(*module)) {
    PassManager tosaPm(&context);
    attn::buildTosaToLinalgPipeline(tosaPm.nest<func::FuncOp>());
    if (failed(tosaPm.run(*module)))
      fail("cannot convert the TOSA of " + inputFile + " to linalg");
  }

  // The entry: named, or the only public function with a body.
  func::FuncOp func;
  if (!entry.empty()) {
    func = module->lookupSymbol<func::FuncOp>(entry);
    if (!func || func.isExternal())
      fail("no function '" + entry + "' in " + inputFile);
  } else {
    for (auto f : module->getOps<func::FuncOp>()) {
      if (f.isExternal() || !f.isPublic())
        continue;
      if (func)
        fail(inputFile + " has several public functions: name one with "
                         "--entry");
      func = f;
    }
    if (!func)
      fail(inputFile + " has no public function to run");
  }
  std::string entryName = func.getSymName().str();
  planOptions.entry = entryName;

  // Only the entry and what it calls are compiled: drop the functions
  // nothing uses, until none is left.
  for (bool erased = true; erased;) {
    erased = false;
    for (auto f : llvm::make_early_inc_range(module->getOps<func::FuncOp>())) {
      if (f == func || !SymbolTable::symbolKnownUseEmpty(f, *module))
        continue;
      f.erase();
      erased = true;
    }
  }

  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !getElementKind(tensor.getElementType()))
      fail("argument " + llvm::Twine(i) + " of @" + entryName + " has type " +
           typeString(type) +
           "; attn-run takes ranked tensors of f16, bf16, f32, f64, i1, i32 or "
           "i64");
  }
  for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !getElementKind(tensor.getElementType()))
      fail("result " + llvm::Twine(i) + " of @" + entryName + " has type " +
           typeString(type) +
           "; attn-run returns ranked tensors of f16, bf16, f32, f64, i1, i32 "
           "or i64");
  }

  // Inputs: from .npy files, or seeded random data.
  llvm::SmallVector<HostTensor> inputs;
  std::mt19937_64 rng(seed);
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto tensor = cast<RankedTensorType>(type);
    ElementKind kind = *getElementKind(tensor.getElementType());
    if (inputsDir.empty()) {
      for (auto [d, size] : llvm::enumerate(tensor.getShape()))
        if (ShapedType::isDynamic(size))
          fail("argument " + llvm::Twine(i) + " (" + typeString(tensor) +
               ") has dynamic dim " + llvm::Twine(d) +
               ": pass --inputs DIR with arg" + llvm::Twine(i) +
               ".npy to fix its size");
      HostTensor t(kind, tensor.getShape());
      fillRandom(t, rng);
      inputs.push_back(std::move(t));
      continue;
    }
    llvm::SmallString<128> path(inputsDir);
    llvm::sys::path::append(path, "arg" + llvm::Twine(i) + ".npy");
    if (!llvm::sys::fs::exists(path))
      fail("cannot open '" + path + "': no such file (argument " +
           llvm::Twine(i) + " of @" + entryName + ")");
    auto t = readNpy(path, kind);
    if (!t)
      fail(llvm::toString(t.takeError()));
    llvm::ArrayRef<int64_t> shape = t->getShape();
    bool matches = shape.size() == static_cast<size_t>(tensor.getRank());
    for (size_t d = 0; matches && d < shape.size(); ++d)
      matches = ShapedType::isDynamic(tensor.getDimSize(d)) ||
                tensor.getDimSize(d) == shape[d];
    if (!matches) {
      std::string got = "(";
      for (auto [d, size] : llvm::enumerate(shape))
        got += (d ? ", " : "") + std::to_string(size);
      fail(path + ": shape " + got + ") does not fit argument " +
           llvm::Twine(i) + " of type " + typeString(tensor));
    }
    inputs.push_back(std::move(*t));
  }
  llvm::SmallVector<const HostTensor *> inputPtrs;
  for (HostTensor &t : inputs)
    inputPtrs.push_back(&t);

  // Sizes from .npy files fill dynamic dims that the ops require to agree
  // (a key length in K and V): verify a copy whose arguments have the
  // input shapes, so that a disagreement is a diagnostic, not an
  // out-of-bounds read. Non-attn users keep the declared type through a
  // tensor.cast. The traffic model then sees the same static shapes.
  OwningOpRef<ModuleOp> specialized(module->clone());
  auto specializedFunc = specialized->lookupSymbol<func::FuncOp>(entryName);
  {
    OpBuilder b(&context);
    b.setInsertionPointToStart(&specializedFunc.getBody().front());
    for (auto [i, arg] : llvm::enumerate(specializedFunc.getArguments())) {
      auto declared = cast<RankedTensorType>(arg.getType());
      if (declared.hasStaticShape())
        continue;
      arg.setType(declared.clone(inputs[i].getShape()));
      Value cast = tensor::CastOp::create(b, arg.getLoc(), declared, arg);
      arg.replaceAllUsesExcept(cast, cast.getDefiningOp());
      for (OpOperand &use : llvm::make_early_inc_range(cast.getUses()))
        if (isa<attn::AttnDialect>(use.getOwner()->getDialect()))
          use.set(arg);
    }
    specializedFunc.setType(FunctionType::get(
        &context, specializedFunc.getBody().getArgumentTypes(),
        specializedFunc.getResultTypes()));
    refineAttnResultTypes(specializedFunc);
    if (failed(verify(*specialized)))
      return 1;
    // Upstream's canonicalization carries the input sizes into linalg and
    // tensor ops, whose verifiers then compare them. The copy is only
    // checked, never run: folding would change the program's rounding.
    OwningOpRef<ModuleOp> checked(specialized->clone());
    PassManager check(&context);
    check.addPass(createCanonicalizerPass());
    if (failed(check.run(*checked)))
      return 1;
  }

  // Flops and bytes from the traffic model (docs/analysis.md).
  attn::FunctionTraffic traffic = attn::computeFunctionTraffic(
      cast<FunctionOpInterface>(specializedFunc.getOperation()), {});
  std::optional<int64_t> flops = traffic.flops.getConstant();
  std::optional<int64_t> bytesRead = traffic.bytesRead.getConstant();
  std::optional<int64_t> bytesWritten = traffic.bytesWritten.getConstant();
  std::optional<int64_t> bytes;
  if (bytesRead && bytesWritten)
    bytes = *bytesRead + *bytesWritten;

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  CompileOptions compileOptions;
  compileOptions.avx2Only = cpuIsa == "avx2";
  llvm::SmallString<128> runnerUtils(runtimeDir);
  llvm::sys::path::append(runnerUtils, "libmlir_c_runner_utils.so");
  if (!llvm::sys::fs::exists(runnerUtils))
    fail("cannot find '" + runnerUtils + "' (pass --runtime-dir)");
  compileOptions.sharedLibs.push_back(runnerUtils.str().str());
  double compileSeconds = 0;
  int64_t baselineRss = 0;
  bool peakReset = false;
  llvm::SmallVector<double> times;
  llvm::SmallVector<HostTensor> outputs;
  // What the emulator ran (one run's launches and blocks): it shows which
  // kernels the lowering chose, a split-KV pair say.
  std::optional<attn::EmulatorStats> emulated;
  if (device == "cuda") {
    // The plan of the specialized module, so that .npy sizes are static.
    llvm::SmallString<128> planDir;
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("attn-run-plan", planDir))
      fail("cannot create a temporary plan directory: " + ec.message());
    OwningOpRef<ModuleOp> gpuModule(specialized->clone());
    auto compileStart = std::chrono::steady_clock::now();
    std::string planError;
    LogicalResult planned =
        attn::writeLaunchPlan(*gpuModule, planOptions, planDir, planError);
    compileSeconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - compileStart)
                         .count();
    if (failed(planned)) {
      llvm::sys::fs::remove_directories(planDir);
      if (planError.empty())
        return 1;
      fail(planError);
    }
    std::string executable =
        llvm::sys::fs::getMainExecutable(argv[0], (void *)&procStatusBytes);
    baselineRss = procStatusBytes("VmRSS");
    peakReset = resetPeakRss();
    auto run = runPlanOnCuda(planDir, executable, inputPtrs, warmup, repeat);
    llvm::sys::fs::remove_directories(planDir);
    if (!run)
      fail(llvm::toString(run.takeError()));
    outputs = std::move(run->outputs);
    if (outputs.size() != func.getNumResults())
      fail("the plan has " + llvm::Twine(outputs.size()) + " outputs, @" +
           entryName + " has " + llvm::Twine(func.getNumResults()) +
           " results");
    times = std::move(run->seconds);
  } else if (device == "emulator") {
    // The specialized module, so that .npy sizes are static.
    OwningOpRef<ModuleOp> gpuModule(specialized->clone());
    baselineRss = procStatusBytes("VmRSS");
    peakReset = resetPeakRss();
    auto run = runOnEmulator(*gpuModule, planOptions, inputPtrs, warmup, repeat,
                             scheduleSeed);
    if (!run) {
      std::string msg = llvm::toString(run.takeError());
      if (msg.empty())
        return 1;
      fail(msg);
    }
    compileSeconds = run->compileSeconds;
    emulated = run->stats;
    outputs = std::move(run->outputs);
    times = std::move(run->seconds);
  } else {
    if (threads > 1) {
      llvm::SmallString<128> asyncRuntime(runtimeDir);
      llvm::sys::path::append(asyncRuntime, "libmlir_async_runtime.so");
      if (!llvm::sys::fs::exists(asyncRuntime))
        fail("cannot find '" + asyncRuntime + "' (needed by --num-threads)");
      compileOptions.sharedLibs.push_back(asyncRuntime.str().str());
      compileOptions.parallel = true;
      compileOptions.threads = threads;
    }

    auto compileStart = std::chrono::steady_clock::now();
    auto compiled = CompiledFunction::compile(
        OwningOpRef<ModuleOp>(module->clone()), entryName, compileOptions);
    if (!compiled)
      fail(llvm::toString(compiled.takeError()));
    compileSeconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - compileStart)
                         .count();

    for (unsigned i = 0; i < warmup; ++i)
      (*compiled)->call(inputPtrs);
    baselineRss = procStatusBytes("VmRSS");
    peakReset = resetPeakRss();
    for (unsigned i = 0; i < repeat; ++i) {
      outputs.clear();
      auto start = std::chrono::steady_clock::now();
      outputs = (*compiled)->call(inputPtrs);
      times.push_back(std::chrono::duration<double>(
                          std::chrono::steady_clock::now() - start)
                          .count());
    }
  }
  int64_t peakRss = procStatusBytes("VmHWM");
  llvm::sort(times);
  double median =
      times.size() % 2
          ? times[times.size() / 2]
          : 0.5 * (times[times.size() / 2 - 1] + times[times.size() / 2]);

  if (!dumpDir.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(dumpDir))
      fail("cannot create '" + dumpDir + "': " + ec.message());
    for (auto [i, out] : llvm::enumerate(outputs)) {
      llvm::SmallString<128> path(dumpDir);
      llvm::sys::path::append(path, "out" + llvm::Twine(i) + ".npy");
      if (llvm::Error err = writeNpy(path, out))
        fail(llvm::toString(std::move(err)));
    }
  }

  // The float64 reference: flash_attention decomposed into the unfused
  // chain, every float promoted to f64, inputs widened exactly.
  llvm::SmallVector<Comparison> comparisons;
  if (reference == "f64") {
    llvm::SmallVector<HostTensor> refInputs;
    for (HostTensor &t : inputs)
      refInputs.push_back(isIntegerKind(t.getKind())
                              ? t.convertTo(t.getKind())
                              : t.convertTo(ElementKind::F64));
    llvm::SmallVector<const HostTensor *> refPtrs;
    for (HostTensor &t : refInputs)
      refPtrs.push_back(&t);
    // The reference in f64, or, with `roundToSourceTypes`, the program as
    // its own types say it computes (docs/cpu.md).
    auto runReference = [&](bool roundToSourceTypes) {
      OwningOpRef<ModuleOp> refModule(module->clone());
      PassManager pm(&context);
      pm.addPass(attn::createAttnDecomposeFlashAttention());
      attn::AttnPromoteToF64Options promoteOptions;
      promoteOptions.roundToSourceTypes = roundToSourceTypes;
      pm.addPass(attn::createAttnPromoteToF64(promoteOptions));
      if (failed(pm.run(*refModule)))
        fail("cannot build the f64 reference of @" + entryName +
             " (use --reference none)");
      CompileOptions refOptions;
      refOptions.sharedLibs.push_back(runnerUtils.str().str());
      auto refCompiled = CompiledFunction::compile(std::move(refModule),
                                                   entryName, refOptions);
      if (!refCompiled)
        fail(llvm::toString(refCompiled.takeError()));
      return (*refCompiled)->call(refPtrs);
    };
    llvm::SmallVector<HostTensor> refOutputs = runReference(false);
    for (auto [out, ref] : llvm::zip(outputs, refOutputs))
      comparisons.push_back(compare(out, ref));
    // Only an output beyond its type's tolerance needs the second reference.
    if (llvm::any_of(comparisons, [](const Comparison &c) { return !c.ok; })) {
      llvm::SmallVector<HostTensor> rounded = runReference(true);
      for (auto [c, r, ref] : llvm::zip(comparisons, rounded, refOutputs))
        if (!c.ok)
          rejudge(c, r, ref);
    }
  }
  bool allOk =
      llvm::all_of(comparisons, [](const Comparison &c) { return c.ok; });

  // Outputs another implementation computed on the same inputs.
  llvm::SmallVector<Comparison> expectations;
  if (!expectedDir.empty()) {
    auto compared = compareWithExpected(outputs, expectedDir);
    if (!compared)
      fail(llvm::toString(compared.takeError()));
    expectations = std::move(*compared);
  }
  // Where the f64 check found the program's own types round by more than
  // the output type's tolerance, another implementation at those types
  // (PyTorch in bf16) differs by as much: it gets the same allowance.
  for (auto [e, c] : llvm::zip(expectations, comparisons)) {
    if (c.tolerance <= e.tolerance)
      continue;
    e.tolerance = c.tolerance;
    e.ok = e.relError <= e.tolerance;
  }
  bool expectedOk =
      llvm::all_of(expectations, [](const Comparison &c) { return c.ok; });

  auto resultTypes = func.getResultTypes();
  if (json) {
    llvm::json::OStream j(llvm::outs());
    j.object([&] {
      j.attribute("file", inputFile);
      j.attribute("entry", entryName);
      j.attribute("device", device);
      if (device != "cpu") {
        j.attribute("chip", chip);
        j.attribute("mma", mma);
        j.attribute("split_kv", splitKV.getValue());
        j.attribute("splits", static_cast<int64_t>(splits));
      } else {
        j.attribute("threads", static_cast<int64_t>(threads));
        j.attribute("cpu_isa", cpuIsa.getValue());
      }
      j.attribute("seed", static_cast<int64_t>(seed));
      j.attribute("inputs", inputsDir.empty() ? std::string("random")
                                              : inputsDir.getValue());
      j.attribute("compile_s", compileSeconds);
      j.attribute("warmup", static_cast<int64_t>(warmup));
      j.attribute("repeat", static_cast<int64_t>(repeat));
      j.attribute("time_median_s", median);
      j.attribute("time_min_s", times.front());
      j.attribute("time_max_s", times.back());
      if (emulated) {
        j.attribute("launches", emulated->launches);
        j.attribute("blocks", emulated->blocks);
        j.attribute("warp_instructions", emulated->warpInstructions);
      }
      if (flops) {
        j.attribute("flops", *flops);
        j.attribute("gflops_per_s", *flops / median / 1e9);
      }
      if (bytes) {
        j.attribute("bytes", *bytes);
        j.attribute("gb_per_s", *bytes / median / 1e9);
      }
      j.attribute("peak_rss_bytes", peakRss);
      j.attribute("peak_rss_over_start_bytes",
                  std::max<int64_t>(0, peakRss - baselineRss));
      j.attribute("peak_rss_since_start", peakReset);
      j.attribute("reference", reference);
      j.attributeArray("outputs", [&] {
        for (auto [i, out] : llvm::enumerate(outputs)) {
          j.object([&] {
            j.attribute("index", static_cast<int64_t>(i));
            j.attribute("type", typeString(resultTypes[i]));
            if (i < comparisons.size()) {
              const Comparison &c = comparisons[i];
              j.attribute("max_abs_error", c.maxAbsError);
              j.attribute("max_rel_error", c.relError);
              j.attribute("ref_max_abs", c.refMaxAbs);
              j.attribute("tolerance", c.tolerance);
              if (c.ownRoundingError)
                j.attribute("own_rounding_error", *c.ownRoundingError);
              j.attribute("ok", c.ok);
            }
            if (i < expectations.size())
              writeExpectedJson(j, expectations[i]);
          });
        }
      });
      j.attribute("ok", allOk && expectedOk);
    });
    llvm::outs() << "\n";
  } else {
    llvm::outs() << "attn-run: @" << entryName << " in " << inputFile << " on "
                 << (device != "cpu"
                         ? device + " (" + chip + ", mma=" + mma
                         : "cpu (" + std::to_string(threads) + " thread" +
                               (threads > 1 ? "s" : "") +
                               (cpuIsa == "avx2" ? ", avx2" : ""))
                 << ", "
                 << (inputsDir.empty()
                         ? "random inputs, seed " + std::to_string(seed)
                         : "inputs from " + inputsDir)
                 << ")\n";
    llvm::outs() << llvm::format("  compile        %.3f s\n", compileSeconds);
    llvm::outs() << llvm::format("  time           %.6f s (median of %u, "
                                 "min %.6f, max %.6f)\n",
                                 median, static_cast<unsigned>(repeat),
                                 times.front(), times.back());
    if (emulated)
      llvm::outs() << "  emulated       " << emulated->launches << " launches, "
                   << emulated->blocks << " blocks, "
                   << emulated->warpInstructions << " warp instructions\n";
    if (flops)
      llvm::outs() << llvm::format("  flops          %lld (traffic model), "
                                   "%.2f GFLOP/s\n",
                                   static_cast<long long>(*flops),
                                   *flops / median / 1e9);
    if (bytes)
      llvm::outs() << llvm::format("  bytes          %lld (traffic model), "
                                   "%.2f GB/s\n",
                                   static_cast<long long>(*bytes),
                                   *bytes / median / 1e9);
    llvm::outs() << llvm::format(
        "  peak memory    %.1f MiB resident (%.1f MiB over the start of the "
        "runs)\n",
        peakRss / 1048576.0,
        std::max<int64_t>(0, peakRss - baselineRss) / 1048576.0);
    for (auto [i, out] : llvm::enumerate(outputs)) {
      llvm::outs() << "  out" << i << " " << typeString(resultTypes[i]);
      if (i < comparisons.size()) {
        const Comparison &c = comparisons[i];
        llvm::outs() << llvm::format(
            ": max abs err %.3e, rel %.3e (tolerance %.1e) %s", c.maxAbsError,
            c.relError, c.tolerance, c.ok ? "ok" : "FAIL");
        if (c.ownRoundingError && std::isfinite(*c.ownRoundingError))
          llvm::outs() << llvm::format(
              "\n    its own types round to rel %.3e (the reference rounded "
              "where the program declares narrower types), so the tolerance "
              "is %gx that",
              *c.ownRoundingError, kOwnRoundingFactor);
        else if (c.ownRoundingError)
          llvm::outs() << llvm::format(
              "\n    its own types cannot hold the result (the reference "
              "rounded where the program declares narrower types is off by "
              "%.3e): the output type's tolerance stands",
              *c.ownRoundingError);
      }
      if (i < expectations.size()) {
        llvm::outs() << "\n    ";
        printExpected(llvm::outs(), expectedDir, i, expectations[i]);
      }
      llvm::outs() << "\n";
    }
  }
  llvm::outs().flush();
  if (!allOk) {
    llvm::errs() << "attn-run: error: outputs differ from the f64 reference "
                    "by more than the tolerance\n";
    return kMismatchExit;
  }
  if (!expectedOk) {
    llvm::errs() << "attn-run: error: outputs differ from " << expectedDir
                 << "'s expected outputs by more than the tolerance\n";
    return kMismatchExit;
  }
  return 0;
}
