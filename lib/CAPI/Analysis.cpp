//===- Analysis.cpp - C API for the traffic analysis ----------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn-c/Analysis.h"

#include "attn/Analysis/GpuSpec.h"
#include "attn/Analysis/TrafficAnalysis.h"
#include "attn/Analysis/TrafficReport.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::attn;

MlirLogicalResult mlirAttnTrafficReportJson(MlirOperation op, MlirStringRef gpu,
                                            MlirStringCallback callback,
                                            void *userData) {
  Operation *operation = unwrap(op);
  std::string error;
  std::optional<GpuSpec> spec = loadGpuSpec(unwrap(gpu), error);
  if (!spec) {
    operation->emitError(error);
    return mlirLogicalResultFailure();
  }

  TrafficAnalysis analysis(operation);
  if (failed(checkOverflow(analysis.getFunctions())))
    return mlirLogicalResultFailure();

  // No dims are bound: the figures and their formulas are the same functions.
  std::string json;
  llvm::raw_string_ostream os(json);
  printTrafficJson(os, analysis.getFunctions(), analysis.getFunctions(), *spec);
  callback(wrap(StringRef(json)), userData);
  return mlirLogicalResultSuccess();
}
