//===- Runner.cpp - compile and call an entry function -------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "Runner.h"

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <cstring>

using namespace attn_run;
using namespace mlir;

static llvm::Error failure(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg.str());
}

/// LLVM's default pipeline at `optLevel`, as MLIR's makeOptimizingTransformer
/// builds it but with LLVM's loop unrolling made optional: the kernels come
/// out of MLIR with their register tiles already unrolled, and fully
/// unrolling a whole model's hundreds of small elementwise loops multiplies
/// its compile time (docs/benchmarks.md, bench/jit_opt_level).
static std::function<llvm::Error(llvm::Module *)>
makeJitTransformer(unsigned optLevel, bool loopUnrolling,
                   llvm::TargetMachine *targetMachine) {
  return [=](llvm::Module *module) -> llvm::Error {
    llvm::PipelineTuningOptions tuning;
    tuning.LoopUnrolling = loopUnrolling;
    tuning.LoopInterleaving = true;
    tuning.LoopVectorization = true;
    tuning.SLPVectorization = true;
    llvm::PassBuilder builder(targetMachine, tuning);
    llvm::LoopAnalysisManager loopAnalyses;
    llvm::FunctionAnalysisManager functionAnalyses;
    llvm::CGSCCAnalysisManager cgsccAnalyses;
    llvm::ModuleAnalysisManager moduleAnalyses;
    builder.registerModuleAnalyses(moduleAnalyses);
    builder.registerCGSCCAnalyses(cgsccAnalyses);
    builder.registerFunctionAnalyses(functionAnalyses);
    builder.registerLoopAnalyses(loopAnalyses);
    builder.crossRegisterProxies(loopAnalyses, functionAnalyses, cgsccAnalyses,
                                 moduleAnalyses);
    static const llvm::OptimizationLevel levels[] = {
        llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
        llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
    llvm::ModulePassManager passes =
        optLevel == 0 ? builder.buildO0DefaultPipeline(levels[0])
                      : builder.buildPerModuleDefaultPipeline(levels[optLevel]);
    passes.run(*module, moduleAnalyses);
    return llvm::Error::success();
  };
}

llvm::Expected<std::unique_ptr<CompiledFunction>>
CompiledFunction::compile(OwningOpRef<ModuleOp> module, llvm::StringRef entry,
                          const CompileOptions &options) {
  auto func = dyn_cast_or_null<func::FuncOp>(
      SymbolTable::lookupSymbolIn(*module, entry));
  if (!func)
    return failure("no function '" + entry + "'");
  auto result = std::make_unique<CompiledFunction>();
  for (Type type : func.getResultTypes()) {
    auto tensor = cast<RankedTensorType>(type);
    result->resultKinds.push_back(*getElementKind(tensor.getElementType()));
    result->resultRanks.push_back(tensor.getRank());
  }
  // A C-compatible wrapper: arguments and results as pointers to memref
  // descriptors.
  func->setAttr("llvm.emit_c_interface", UnitAttr::get(module->getContext()));

  PassManager pm(module->getContext());
  attn::AttnToLLVMCPUPipelineOptions pipelineOptions;
  pipelineOptions.parallel = options.parallel;
  pipelineOptions.parallelRuntime = options.parallelRuntime;
  pipelineOptions.numThreads = options.threads;
  // The JIT compiles for the host: size the kernels' vectors and register
  // tiles to its registers.
  bool avx512 =
      !options.avx2Only && llvm::sys::getHostCPUFeatures().lookup("avx512f");
  pipelineOptions.vectorBits = avx512 ? 512 : 256;
  attn::buildAttnToLLVMCPUPipeline(pm, pipelineOptions);
  if (failed(pm.run(*module)))
    return failure("lowering '" + entry + "' to the LLVM dialect failed");
  // The JIT's target machine is the host's; a function's own features
  // override it, both for LLVM's cost model and for code generation, and
  // turning avx512f off turns off every AVX-512 extension with it.
  if (options.avx2Only) {
    MLIRContext *context = module->getContext();
    StringAttr noAvx512 = StringAttr::get(context, "-avx512f");
    auto features =
        LLVM::TargetFeaturesAttr::get(context, ArrayRef<StringAttr>(noAvx512));
    module->walk(
        [&](LLVM::LLVMFuncOp func) { func.setTargetFeaturesAttr(features); });
  }

  std::optional<llvm::CodeGenOptLevel> codeGenOptLevel =
      llvm::CodeGenOpt::getLevel(options.optLevel);
  assert(codeGenOptLevel && "attn-run checks --opt-level is 0 to 3");
  auto tmBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!tmBuilder)
    return tmBuilder.takeError();
  tmBuilder->setCodeGenOptLevel(*codeGenOptLevel);
  auto tm = tmBuilder->createTargetMachine();
  if (!tm)
    return tm.takeError();
  auto transformer =
      makeJitTransformer(options.optLevel, options.loopUnrolling, tm->get());

  llvm::SmallVector<llvm::StringRef> libs(options.sharedLibs.begin(),
                                          options.sharedLibs.end());
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = *codeGenOptLevel;
  engineOptions.sharedLibPaths = libs;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine)
    return engine.takeError();
  result->engine = std::move(*engine);
  auto packed = result->engine->lookupPacked(("_mlir_ciface_" + entry).str());
  if (!packed)
    return packed.takeError();
  result->packed = *packed;
  return result;
}

/// The descriptor of a ranked memref: allocated and aligned pointers, offset,
/// sizes, strides, as the LLVM lowering lays it out.
static llvm::SmallVector<int64_t> descriptorOf(const HostTensor &t) {
  llvm::SmallVector<int64_t> desc = {
      reinterpret_cast<int64_t>(t.getAllocated()),
      reinterpret_cast<int64_t>(t.getData()), 0};
  llvm::ArrayRef<int64_t> shape = t.getShape();
  desc.append(shape.begin(), shape.end());
  llvm::SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  desc.append(strides.begin(), strides.end());
  return desc;
}

llvm::SmallVector<HostTensor>
CompiledFunction::call(llvm::ArrayRef<const HostTensor *> args) {
  llvm::SmallVector<llvm::SmallVector<int64_t>> argDescs;
  for (const HostTensor *t : args)
    argDescs.push_back(descriptorOf(*t));
  size_t resultWords = 0;
  for (int64_t rank : resultRanks)
    resultWords += 3 + 2 * rank;
  llvm::SmallVector<int64_t> resultStorage(resultWords, 0);

  // The packed wrapper takes a pointer to each argument of the C wrapper:
  // first the pointer to the results, then one descriptor pointer per arg.
  llvm::SmallVector<void *> descPtrs;
  if (!resultRanks.empty())
    descPtrs.push_back(resultStorage.data());
  for (auto &desc : argDescs)
    descPtrs.push_back(desc.data());
  llvm::SmallVector<void *> packedArgs;
  for (void *&p : descPtrs)
    packedArgs.push_back(&p);
  packed(packedArgs.data());

  llvm::SmallVector<HostTensor> results;
  const int64_t *desc = resultStorage.data();
  for (auto [kind, rank] : llvm::zip(resultKinds, resultRanks)) {
    void *allocated = reinterpret_cast<void *>(desc[0]);
    auto *aligned = reinterpret_cast<char *>(desc[1]);
    aligned += desc[2] * getElementSize(kind);
    llvm::ArrayRef<int64_t> shape(desc + 3, rank);
    bool ownedByCaller = llvm::any_of(args, [&](const HostTensor *t) {
      return t->getAllocated() == allocated;
    });
    if (ownedByCaller) {
      // The function returned one of its arguments: copy it.
      HostTensor copy(kind, shape);
      std::memcpy(copy.getData(), aligned, copy.getSizeInBytes());
      results.push_back(std::move(copy));
    } else {
      results.push_back(HostTensor::adopt(kind, shape, allocated, aligned));
    }
    desc += 3 + 2 * rank;
  }
  return results;
}
