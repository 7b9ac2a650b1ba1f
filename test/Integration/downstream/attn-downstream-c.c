/*===- attn-downstream-c.c - a C client of the installed package ----------===*\
|*                                                                            *|
|* Part of attn-opt. Built by test/Integration/cmake-package.mlir against the *|
|* installed AttnOpt package: links AttnOpt::AttnCAPI only and loads the      *|
|* attn dialect into a context through it.                                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "attn-c/Dialects.h"
#include "attn-c/Passes.h"

#include "mlir-c/IR.h"

#include <stdio.h>

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirAttnRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirAttnRegisterAllPasses();

  MlirDialect attn =
      mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("attn"));
  int status = 1;
  if (!mlirDialectIsNull(attn)) {
    MlirStringRef ns = mlirDialectGetNamespace(attn);
    printf("loaded dialect %.*s, attn.flash_attention registered: %d\n",
           (int)ns.length, ns.data,
           mlirContextIsRegisteredOperation(
               ctx, mlirStringRefCreateFromCString("attn.flash_attention")));
    status = 0;
  }
  mlirContextDestroy(ctx);
  return status;
}
