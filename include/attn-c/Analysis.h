/*===-- attn-c/Analysis.h - C API for the traffic analysis --------*- C -*-===*\
|*                                                                            *|
|* Part of attn-opt. The HBM traffic and roofline report of                   *|
|* --attn-traffic-report, for C clients.                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_C_ANALYSIS_H
#define ATTN_C_ANALYSIS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Runs the traffic analysis on `op` (a module, or one function) and passes
/// the JSON report, the same document as
/// `attn-opt --attn-traffic-report="format=json gpu=..."` prints (schema in
/// docs/analysis.md), to `callback` with `userData`. `gpu` is a built-in GPU
/// (a100, h100, h200) or the path of a JSON file describing one. Figures that
/// depend on dynamic dims stay formulas. On an unknown GPU or figures that
/// overflow 64-bit integers, emits an error on `op`'s context, does not call
/// `callback` and returns failure.
MLIR_CAPI_EXPORTED MlirLogicalResult
mlirAttnTrafficReportJson(MlirOperation op, MlirStringRef gpu,
                          MlirStringCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif // ATTN_C_ANALYSIS_H
