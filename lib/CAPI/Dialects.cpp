//===- Dialects.cpp - C API for the attn dialects -------------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn-c/Dialects.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/InitAll.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Attn, attn, mlir::attn::AttnDialect)

void mlirAttnRegisterAllDialects(MlirDialectRegistry registry) {
  mlir::attn::registerAllDialects(*unwrap(registry));
}
