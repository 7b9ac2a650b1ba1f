//===- EmulatorRunner.cpp - run GPU kernels in the emulator ---------------===//
//
// Part of attn-opt. The host function's arguments become host buffers in
// order (inputs, then outputs, as the launch plan lists them) and the
// emulator runs its launches on copies of the inputs, so that every run sees
// the same data.
//
//===----------------------------------------------------------------------===//

#include "EmulatorRunner.h"

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstring>

using namespace mlir;
using namespace attn_run;

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// Whether argument `i` of `host` is an output (else an input).
static bool isOutput(func::FuncOp host, unsigned i) {
  auto role = host.getArgAttrOfType<StringAttr>(i, attn::kAttnRoleAttrName);
  return role && role.getValue() == "output";
}

/// Runs `host` on `inputs` (one per input argument, in order).
static llvm::Expected<EmulatorRun>
runHost(func::FuncOp host, llvm::ArrayRef<const HostTensor *> inputs,
        unsigned warmup, unsigned repeat, uint64_t scheduleSeed) {
  EmulatorRun run;
  llvm::SmallVector<HostTensor> buffers;
  llvm::SmallVector<const HostTensor *> sources;
  size_t nextInput = 0;
  for (BlockArgument arg : host.getArguments()) {
    auto type = dyn_cast<MemRefType>(arg.getType());
    std::optional<ElementKind> kind =
        type ? getElementKind(type.getElementType()) : std::nullopt;
    if (!type || !type.hasStaticShape() || !kind)
      return error("argument " + llvm::Twine(arg.getArgNumber()) + " of @" +
                   host.getSymName() + " has type " +
                   typeString(arg.getType()) +
                   "; the emulator takes static memrefs of f16, bf16, f32, "
                   "f64, i1, i32 or i64");
    buffers.emplace_back(*kind, type.getShape());
    if (isOutput(host, arg.getArgNumber())) {
      sources.push_back(nullptr);
      continue;
    }
    if (nextInput == inputs.size())
      return error("@" + host.getSymName() +
                   " has more input buffers than there are inputs");
    const HostTensor *input = inputs[nextInput++];
    if (input->getKind() != *kind ||
        input->getSizeInBytes() != buffers.back().getSizeInBytes())
      return error("input " + llvm::Twine(nextInput - 1) + " (" +
                   getElementName(input->getKind()) + ", " +
                   llvm::Twine(input->getSizeInBytes()) +
                   " bytes) does not fit argument " +
                   llvm::Twine(arg.getArgNumber()) + " of @" +
                   host.getSymName() + " (" + typeString(type) + ")");
    sources.push_back(input);
  }
  if (nextInput != inputs.size())
    return error("@" + host.getSymName() +
                 " has fewer input buffers than there are inputs");

  attn::EmulatorOptions options;
  options.seed = scheduleSeed;
  llvm::SmallVector<llvm::MutableArrayRef<uint8_t>> args;
  for (HostTensor &t : buffers)
    args.push_back(llvm::MutableArrayRef<uint8_t>(
        static_cast<uint8_t *>(t.getData()), t.getSizeInBytes()));
  for (unsigned i = 0; i < warmup + repeat; ++i) {
    for (auto [buffer, source] : llvm::zip(buffers, sources))
      if (source)
        std::memcpy(buffer.getData(), source->getData(),
                    source->getSizeInBytes());
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error e =
            attn::emulateHostFunction(host, args, options, &run.stats))
      return std::move(e);
    if (i >= warmup)
      run.seconds.push_back(secondsSince(start));
  }
  for (auto [i, buffer] : llvm::enumerate(buffers))
    if (isOutput(host, i))
      run.outputs.push_back(std::move(buffer));
  return run;
}

llvm::Expected<EmulatorRun>
attn_run::runOnEmulator(ModuleOp module, const attn::LaunchPlanOptions &options,
                        llvm::ArrayRef<const HostTensor *> inputs,
                        unsigned warmup, unsigned repeat,
                        uint64_t scheduleSeed) {
  auto start = std::chrono::steady_clock::now();
  PassManager pm(module.getContext());
  attn::AttnLowerToGPUOptions lowerOptions;
  lowerOptions.chip = options.chip;
  lowerOptions.mma = options.mma;
  lowerOptions.blockM = options.blockM;
  lowerOptions.blockN = options.blockN;
  lowerOptions.warps = options.warps;
  lowerOptions.splitKV = options.splitKV;
  lowerOptions.splits = options.splits;
  pm.addPass(attn::createAttnLowerToGPU(lowerOptions));
  if (failed(pm.run(module)))
    return error("");
  double compileSeconds = secondsSince(start);
  llvm::Expected<func::FuncOp> host =
      attn::findHostFunction(module, options.entry);
  if (!host)
    return host.takeError();
  llvm::Expected<EmulatorRun> run =
      runHost(*host, inputs, warmup, repeat, scheduleSeed);
  if (run)
    run->compileSeconds = compileSeconds;
  return run;
}

bool attn_run::isLoweredModule(ModuleOp module) {
  return !module.getOps<gpu::GPUModuleOp>().empty();
}

int attn_run::runLoweredModule(ModuleOp module, llvm::StringRef entry,
                               RunReport report, llvm::StringRef dumpDir,
                               unsigned repeat, bool json) {
  auto fail = [](const llvm::Twine &msg) {
    llvm::errs() << "attn-run: error: " << msg << "\n";
    return 1;
  };
  llvm::Expected<func::FuncOp> host = attn::findHostFunction(module, entry);
  if (!host)
    return fail(llvm::toString(host.takeError()));
  report.entry = host->getSymName().str();
  report.lowered = true;
  report.reference = "none";
  uint64_t scheduleSeed = report.scheduleSeed.value_or(0);

  // Inputs in argument order: arg<i>.npy of the i-th input, or random.
  llvm::SmallVector<HostTensor> inputs;
  std::mt19937_64 rng(report.seed);
  for (BlockArgument arg : host->getArguments()) {
    if (isOutput(*host, arg.getArgNumber())) {
      report.outputTypes.push_back(typeString(arg.getType()));
      continue;
    }
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type || !type.hasStaticShape() ||
        !getElementKind(type.getElementType()))
      return fail("argument " + llvm::Twine(arg.getArgNumber()) + " of @" +
                  host->getSymName() + " has type " +
                  typeString(arg.getType()) +
                  "; the emulator takes static memrefs of f16, bf16, f32, "
                  "f64, i1, i32 or i64");
    llvm::Expected<HostTensor> t =
        loadInput(report.inputsDir, inputs.size(), type,
                  "input " + std::to_string(inputs.size()) + " of @" +
                      host->getSymName().str(),
                  rng);
    if (!t)
      return fail(llvm::toString(t.takeError()));
    inputs.push_back(std::move(*t));
  }
  llvm::SmallVector<const HostTensor *> inputPtrs;
  for (HostTensor &t : inputs)
    inputPtrs.push_back(&t);

  llvm::Expected<EmulatorRun> run =
      runHost(*host, inputPtrs, report.warmup, repeat, scheduleSeed);
  if (!run)
    return fail(llvm::toString(run.takeError()));
  if (!dumpDir.empty())
    if (llvm::Error err = writeOutputs(dumpDir, run->outputs))
      return fail(llvm::toString(std::move(err)));

  // Outputs computed elsewhere on the same inputs (the program before
  // lowering, on the CPU): relative max abs error within the type's
  // tolerance, as attn-run judges every run.
  if (!report.expectedDir.empty()) {
    auto compared = compareWithExpected(run->outputs, report.expectedDir);
    if (!compared)
      return fail(llvm::toString(compared.takeError()));
    report.expectations = std::move(*compared);
  }
  report.seconds = run->seconds;
  report.emulated = run->stats;
  return printReport(report, json);
}
