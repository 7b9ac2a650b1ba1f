/*===-- attn-c/Dialects.h - C API for the attn dialects -----------*- C -*-===*\
|*                                                                            *|
|* Part of attn-opt. Makes the attn dialect available to C clients of the     *|
|* MLIR C API, in the style of mlir-c/Dialect/*.h.                            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_C_DIALECTS_H
#define ATTN_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The handle of the attn dialect: mlirGetDialectHandle__attn__().
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Attn, attn);

/// Adds the attn dialect and the external interface models attn-opt attaches
/// to upstream ops (what attn-opt itself registers) to `registry`.
MLIR_CAPI_EXPORTED void
mlirAttnRegisterAllDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif // ATTN_C_DIALECTS_H
