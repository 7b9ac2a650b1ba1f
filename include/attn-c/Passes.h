/*===-- attn-c/Passes.h - C API for the attn passes ---------------*- C -*-===*\
|*                                                                            *|
|* Part of attn-opt. Registers the attn passes so that C clients can name     *|
|* them in pass-pipeline strings (mlirOpPassManagerAddPipeline,               *|
|* mlirParsePassPipeline).                                                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_C_PASSES_H
#define ATTN_C_PASSES_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Registers every attn pass and pass pipeline with the global pass registry.
/// Safe to call more than once.
MLIR_CAPI_EXPORTED void mlirAttnRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif // ATTN_C_PASSES_H
