//===- Reference.cpp - check outputs against a float64 reference ----------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "Report.h"
#include "Runner.h"

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "mlir/Pass/PassManager.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace attn_run;

/// Judges `c` again by the error that the program's own types imply:
/// `rounded` is the reference computed with every value rounded to its
/// declared type. Where that alone exceeds the output type's tolerance (an
/// f16 chain that keeps N x N scores in f16), the program passes within
/// kOwnRoundingFactor of it; a real error is larger still.
static void rejudge(Comparison &c, const HostTensor &rounded,
                    const HostTensor &ref) {
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

llvm::Expected<llvm::SmallVector<Comparison>> attn_run::compareWithF64Reference(
    ModuleOp module, llvm::StringRef entry, llvm::ArrayRef<HostTensor> inputs,
    llvm::ArrayRef<HostTensor> outputs, llvm::StringRef runnerUtils,
    unsigned optLevel) {
  llvm::SmallVector<HostTensor> refInputs;
  for (const HostTensor &t : inputs)
    refInputs.push_back(isIntegerKind(t.getKind())
                            ? t.convertTo(t.getKind())
                            : t.convertTo(ElementKind::F64));
  llvm::SmallVector<const HostTensor *> refPtrs;
  for (HostTensor &t : refInputs)
    refPtrs.push_back(&t);

  // The reference in f64, or, with `roundToSourceTypes`, the program as its
  // own types say it computes (docs/cpu.md).
  auto runReference = [&](bool roundToSourceTypes)
      -> llvm::Expected<llvm::SmallVector<HostTensor>> {
    OwningOpRef<ModuleOp> refModule(module.clone());
    PassManager pm(module.getContext());
    pm.addPass(attn::createAttnDecomposeFlashAttention());
    attn::AttnPromoteToF64Options promoteOptions;
    promoteOptions.roundToSourceTypes = roundToSourceTypes;
    pm.addPass(attn::createAttnPromoteToF64(promoteOptions));
    if (failed(pm.run(*refModule)))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "cannot build the f64 reference of @" +
                                         entry + " (use --reference none)");
    CompileOptions refOptions;
    refOptions.optLevel = optLevel;
    refOptions.sharedLibs.push_back(runnerUtils.str());
    auto refCompiled =
        CompiledFunction::compile(std::move(refModule), entry, refOptions);
    if (!refCompiled)
      return refCompiled.takeError();
    return (*refCompiled)->call(refPtrs);
  };

  auto refOutputs = runReference(/*roundToSourceTypes=*/false);
  if (!refOutputs)
    return refOutputs.takeError();
  llvm::SmallVector<Comparison> comparisons;
  for (auto [out, ref] : llvm::zip(outputs, *refOutputs))
    comparisons.push_back(compare(out, ref));
  // Only an output beyond its type's tolerance needs the second reference.
  if (llvm::all_of(comparisons, [](const Comparison &c) { return c.ok; }))
    return comparisons;
  auto rounded = runReference(/*roundToSourceTypes=*/true);
  if (!rounded)
    return rounded.takeError();
  for (auto [c, r, ref] : llvm::zip(comparisons, *rounded, *refOutputs))
    if (!c.ok)
      rejudge(c, r, ref);
  return comparisons;
}
