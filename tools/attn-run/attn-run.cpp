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
#include "Program.h"
#include "Reference.h"
#include "Report.h"
#include "Runner.h"

#include "attn/Analysis/TrafficAnalysis.h"
#include "attn/Config.h"
#include "attn/Conversion/AttnToGPU/LaunchPlan.h"
#include "attn/InitAll.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <chrono>
#include <fstream>
#include <optional>

using namespace mlir;
using namespace attn_run;

namespace {

[[noreturn]] void fail(const llvm::Twine &msg) {
  llvm::errs() << "attn-run: error: " << msg << "\n";
  std::exit(1);
}

/// Exits after an error: one with an empty message was already reported as
/// a diagnostic.
[[noreturn]] void fail(llvm::Error err) {
  std::string msg = llvm::toString(std::move(err));
  if (msg.empty())
    std::exit(1);
  fail(msg);
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

/// Marks the start of the timed runs' memory: resident bytes now, and the
/// peak mark reset where the kernel allows it.
RunReport::Memory startMemory() {
  RunReport::Memory memory;
  memory.startBytes = procStatusBytes("VmRSS");
  memory.sinceStart = resetPeakRss();
  return memory;
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

/// What the timed runs of one device gave.
struct Measured {
  llvm::SmallVector<HostTensor> outputs;
  llvm::SmallVector<double> seconds;
  double compileSeconds = 0;
  RunReport::Memory memory;
  std::optional<attn::EmulatorStats> emulated;
};

/// --device cuda: the launch plan of `module` (static sizes) run through
/// libattnrt in a child process. The plan goes to a temporary directory, or
/// to `keepDir` (with its lowered module) when one is given.
llvm::Expected<Measured> runOnCuda(ModuleOp module,
                                   attn::LaunchPlanOptions options,
                                   llvm::StringRef keepDir,
                                   llvm::StringRef argv0,
                                   llvm::ArrayRef<const HostTensor *> inputs,
                                   unsigned warmup, unsigned repeat) {
  llvm::SmallString<128> planDir(keepDir);
  options.writeLowered = !keepDir.empty();
  if (keepDir.empty()) {
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("attn-run-plan", planDir))
      return llvm::createStringError(
          ec, "cannot create a temporary plan directory: " + ec.message());
  }
  auto removeTemporary = [&] {
    if (keepDir.empty())
      llvm::sys::fs::remove_directories(planDir);
  };
  Measured m;
  auto compileStart = std::chrono::steady_clock::now();
  std::string planError;
  attn::LaunchPlanSummary summary;
  LogicalResult planned =
      attn::writeLaunchPlan(module, options, planDir, planError, &summary);
  m.compileSeconds = secondsSince(compileStart);
  if (failed(planned)) {
    removeTemporary();
    return llvm::createStringError(llvm::inconvertibleErrorCode(), planError);
  }
  // As attn-compile does: a serialized wgmma or a spill the user should know
  // of before reading the timings.
  for (const std::string &note : summary.ptxasNotes)
    llvm::errs() << "attn-run: warning: ptxas: " << note << "\n";
  std::string executable =
      llvm::sys::fs::getMainExecutable(argv0.data(), (void *)&procStatusBytes);
  m.memory = startMemory();
  auto run = runPlanOnCuda(planDir, executable, inputs, warmup, repeat);
  removeTemporary();
  if (!run)
    return run.takeError();
  m.outputs = std::move(run->outputs);
  m.seconds = std::move(run->seconds);
  return m;
}

/// --device emulator: `module` (static sizes) lowered for the GPU and its
/// kernels run in the emulator.
llvm::Expected<Measured> runEmulated(ModuleOp module,
                                     const attn::LaunchPlanOptions &options,
                                     llvm::ArrayRef<const HostTensor *> inputs,
                                     unsigned warmup, unsigned repeat,
                                     uint64_t scheduleSeed) {
  Measured m;
  m.memory = startMemory();
  auto run =
      runOnEmulator(module, options, inputs, warmup, repeat, scheduleSeed);
  if (!run)
    return run.takeError();
  m.compileSeconds = run->compileSeconds;
  m.emulated = run->stats;
  m.outputs = std::move(run->outputs);
  m.seconds = std::move(run->seconds);
  return m;
}

/// --device cpu: `module` JIT-compiled through attn-to-llvm-cpu and called.
llvm::Expected<Measured> runOnCpu(OwningOpRef<ModuleOp> module,
                                  llvm::StringRef entry,
                                  const CompileOptions &options,
                                  llvm::ArrayRef<const HostTensor *> inputs,
                                  unsigned warmup, unsigned repeat) {
  Measured m;
  auto compileStart = std::chrono::steady_clock::now();
  auto compiled = CompiledFunction::compile(std::move(module), entry, options);
  if (!compiled)
    return compiled.takeError();
  m.compileSeconds = secondsSince(compileStart);
  for (unsigned i = 0; i < warmup; ++i)
    (*compiled)->call(inputs);
  m.memory = startMemory();
  for (unsigned i = 0; i < repeat; ++i) {
    m.outputs.clear();
    auto start = std::chrono::steady_clock::now();
    m.outputs = (*compiled)->call(inputs);
    m.seconds.push_back(secondsSince(start));
  }
  return m;
}

/// LLVM's optimization level for the f64 reference. Whole-model programs
/// have hundreds of small loops that O2 spends seconds on and that run in
/// microseconds; a program of more flops than this runs long enough at O0
/// (about 30% slower than O2 on the unfused chain) to repay O2's compile.
unsigned referenceOptLevel(std::optional<int64_t> flops) {
  constexpr int64_t kOptimizeAboveFlops = int64_t(1) << 32;
  return flops && *flops > kOptimizeAboveFlops ? 2 : 0;
}

} // namespace

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
  cl::opt<std::string> ptxas(
      "ptxas",
      cl::desc("--device cuda: the ptxas to assemble the kernels with "
               "(default: the CUDA toolkit's found at build time, else "
               "PATH's, else under CUDA_ROOT, CUDA_HOME or CUDA_PATH)"),
      cl::value_desc("path"), cl::cat(category));
  cl::opt<std::string> planDir(
      "plan-dir",
      cl::desc("--device cuda: compile the launch plan into this directory "
               "and keep it, with its lowered module (kernels.mlir), for "
               "attn-gpu-run or libattnrt"),
      cl::value_desc("dir"), cl::cat(category));
  cl::opt<unsigned> threads(
      "num-threads",
      cl::desc("1 runs on the calling thread; more runs parallel loops on "
               "that many threads, the calling one among them"),
      cl::init(1), cl::cat(category));
  cl::opt<std::string> parallelRuntime(
      "parallel-runtime",
      cl::desc("with --num-threads above 1: openmp (libomp; a team of "
               "exactly that many threads, iterations shared dynamically) "
               "or async (MLIR's async runtime; tasks on a pool of one "
               "thread per core, the calling thread running one and then "
               "waiting)"),
      cl::init("openmp"), cl::cat(category));
  cl::opt<std::string> cpuIsa(
      "cpu-isa",
      cl::desc("--device cpu: host (the widest vectors this CPU has) or avx2 "
               "(256-bit vectors and no AVX-512 instruction, as an AVX2-only "
               "CPU runs the program)"),
      cl::init("host"), cl::cat(category));
  cl::opt<unsigned> optLevel(
      "opt-level",
      cl::desc("--device cpu: LLVM's optimization level of the program, 0 "
               "to 3 (default 2)"),
      cl::init(kDefaultOptLevel), cl::cat(category));
  cl::opt<bool> llvmLoopUnroll(
      "llvm-loop-unroll",
      cl::desc("--device cpu, --opt-level 1 to 3: let LLVM unroll loops as "
               "well (off: the kernels' register tiles are unrolled already, "
               "and LLVM's full unrolling of a whole model's small loops "
               "multiplies its compile time)"),
      cl::init(false), cl::cat(category));
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
  if (!planDir.empty() && device != "cuda")
    fail("--plan-dir needs --device cuda");
  if (!ptxas.empty() && device != "cuda")
    fail("--ptxas needs --device cuda");
  if (reference != "none" && reference != "f64")
    fail("unknown --reference '" + reference + "' (expected none or f64)");
  // The GPU lowering's options, the same for --device cuda and emulator; the
  // entry is set once the module names it.
  attn::LaunchPlanOptions planOptions;
  planOptions.chip = chip;
  planOptions.mma = mma;
  planOptions.splitKV = splitKV;
  planOptions.splits = splits;
  planOptions.ptxas = ptxas;
  std::string planOptionsError;
  if (failed(attn::verifySplitKVOptions(planOptions, planOptionsError)))
    fail(planOptionsError);
  if (repeat == 0)
    fail("--repeat must be at least 1");
  if (threads == 0)
    fail("--num-threads must be at least 1");
  if (parallelRuntime != "openmp" && parallelRuntime != "async")
    fail("unknown --parallel-runtime '" + parallelRuntime +
         "' (expected openmp or async)");
  if (parallelRuntime.getNumOccurrences() && (threads == 1 || device != "cpu"))
    fail("--parallel-runtime needs --device cpu and --num-threads above 1");
  if (cpuIsa != "host" && cpuIsa != "avx2")
    fail("unknown --cpu-isa '" + cpuIsa + "' (expected host or avx2)");
  if (cpuIsa != "host" && device != "cpu")
    fail("--cpu-isa applies to --device cpu only");
  if (optLevel > 3)
    fail("--opt-level must be 0 to 3");
  if (optLevel.getNumOccurrences() && device != "cpu")
    fail("--opt-level applies to --device cpu only");
  if (llvmLoopUnroll && (device != "cpu" || optLevel == 0))
    fail("--llvm-loop-unroll needs --device cpu and --opt-level 1 to 3");
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
  // What the options say about the run; the rest comes as it runs.
  RunReport report;
  report.file = inputFile;
  report.device = device;
  report.chip = chip;
  report.mma = mma;
  report.splitKV = splitKV;
  report.splits = splits;
  report.threads = threads;
  report.cpuIsa = cpuIsa;
  report.optLevel = optLevel;
  report.loopUnrolling = llvmLoopUnroll;
  report.seed = seed;
  report.inputsDir = inputsDir;
  if (device == "emulator")
    report.scheduleSeed = scheduleSeed;
  report.warmup = warmup;
  report.reference = reference;
  report.expectedDir = expectedDir;

  // A module already lowered to a host function and kernels runs as it is.
  if (device == "emulator" && isLoweredModule(*module))
    return runLoweredModule(*module, entry, report, dumpDir, repeat, json);

  if (failed(convertTosaToLinalg(*module)))
    fail("cannot convert the TOSA of " + inputFile + " to linalg");
  llvm::Expected<func::FuncOp> selected =
      selectEntry(*module, entry, inputFile);
  if (!selected)
    fail(selected.takeError());
  func::FuncOp func = *selected;
  std::string entryName = func.getSymName().str();
  planOptions.entry = entryName;
  report.entry = entryName;

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
    llvm::Expected<HostTensor> input =
        loadInput(inputsDir, i, cast<RankedTensorType>(type),
                  "argument " + std::to_string(i) + " of @" + entryName, rng);
    if (!input)
      fail(input.takeError());
    inputs.push_back(std::move(*input));
  }
  llvm::SmallVector<const HostTensor *> inputPtrs;
  for (HostTensor &t : inputs)
    inputPtrs.push_back(&t);

  // The traffic model and the GPU paths see the sizes of the inputs.
  OwningOpRef<ModuleOp> specialized =
      specializeToInputs(*module, entryName, inputs);
  if (!specialized)
    return 1;

  for (Type type : func.getResultTypes())
    report.outputTypes.push_back(typeString(type));

  // Flops and bytes from the traffic model (docs/analysis.md).
  attn::FunctionTraffic traffic = attn::computeFunctionTraffic(
      cast<FunctionOpInterface>(
          specialized->lookupSymbol<func::FuncOp>(entryName).getOperation()),
      {});
  report.flops = traffic.flops.getConstant();
  std::optional<int64_t> bytesRead = traffic.bytesRead.getConstant();
  std::optional<int64_t> bytesWritten = traffic.bytesWritten.getConstant();
  if (bytesRead && bytesWritten)
    report.bytes = *bytesRead + *bytesWritten;

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::SmallString<128> runnerUtils(runtimeDir);
  llvm::sys::path::append(runnerUtils, "libmlir_c_runner_utils.so");
  if (!llvm::sys::fs::exists(runnerUtils))
    fail("cannot find '" + runnerUtils + "' (pass --runtime-dir)");

  auto runOnDevice = [&]() -> llvm::Expected<Measured> {
    if (device == "cuda")
      return runOnCuda(*specialized, planOptions, planDir, argv[0], inputPtrs,
                       warmup, repeat);
    if (device == "emulator")
      return runEmulated(*specialized, planOptions, inputPtrs, warmup, repeat,
                         scheduleSeed);
    CompileOptions compileOptions;
    compileOptions.avx2Only = cpuIsa == "avx2";
    compileOptions.optLevel = optLevel;
    compileOptions.loopUnrolling = llvmLoopUnroll;
    compileOptions.sharedLibs.push_back(runnerUtils.str().str());
    if (threads > 1) {
      bool openMP = parallelRuntime == "openmp";
      // libomp-22-dev installs LLVM's OpenMP runtime beside MLIR's.
      llvm::SmallString<128> library(runtimeDir);
      llvm::sys::path::append(library, openMP ? "libomp.so"
                                              : "libmlir_async_runtime.so");
      if (!llvm::sys::fs::exists(library))
        fail("cannot find '" + library + "' (needed by --num-threads with " +
             "--parallel-runtime " + parallelRuntime + ")");
      compileOptions.sharedLibs.push_back(library.str().str());
      compileOptions.parallel = true;
      compileOptions.parallelRuntime =
          openMP ? attn::ParallelRuntime::OpenMP : attn::ParallelRuntime::Async;
      compileOptions.threads = threads;
    }
    return runOnCpu(OwningOpRef<ModuleOp>(module->clone()), entryName,
                    compileOptions, inputPtrs, warmup, repeat);
  };
  llvm::Expected<Measured> measured = runOnDevice();
  if (!measured)
    fail(measured.takeError());
  report.memory = measured->memory;
  report.memory->peakBytes = procStatusBytes("VmHWM");
  if (measured->outputs.size() != func.getNumResults())
    fail("the run gave " + llvm::Twine(measured->outputs.size()) +
         " outputs, @" + entryName + " has " +
         llvm::Twine(func.getNumResults()) + " results");
  report.compileSeconds = measured->compileSeconds;
  report.seconds = measured->seconds;
  report.emulated = measured->emulated;

  if (!dumpDir.empty())
    if (llvm::Error err = writeOutputs(dumpDir, measured->outputs))
      fail(std::move(err));
  if (reference == "f64") {
    auto referenceStart = std::chrono::steady_clock::now();
    auto compared =
        compareWithF64Reference(*module, entryName, inputs, measured->outputs,
                                runnerUtils, referenceOptLevel(report.flops));
    if (!compared)
      fail(compared.takeError());
    report.comparisons = std::move(*compared);
    report.referenceSeconds = secondsSince(referenceStart);
  }
  // Outputs another implementation computed on the same inputs.
  if (!expectedDir.empty()) {
    auto compared = compareWithExpected(measured->outputs, expectedDir);
    if (!compared)
      fail(compared.takeError());
    report.expectations = std::move(*compared);
  }
  // Where the f64 check found the program's own types round by more than
  // the output type's tolerance, another implementation at those types
  // (PyTorch in bf16) differs by as much: it gets the same allowance.
  for (auto [e, c] : llvm::zip(report.expectations, report.comparisons)) {
    if (c.tolerance <= e.tolerance)
      continue;
    e.tolerance = c.tolerance;
    e.ok = e.relError <= e.tolerance;
  }
  return printReport(report, json);
}
