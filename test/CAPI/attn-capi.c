/*===- attn-capi.c - exercise the attn C API from C -----------------------===*\
|*                                                                            *|
|* Part of attn-opt. A plain C program (no C++) that uses include/attn-c the  *|
|* way a framework binding would.                                             *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

// RUN: attn-capi-test 2>&1 | FileCheck %s

// `attn-capi-test report FILE GPU` prints the traffic report of FILE instead;
// test/CAPI/traffic-report.mlir compares it with --attn-traffic-report's.

#include "attn-c/Analysis.h"
#include "attn-c/Dialects.h"
#include "attn-c/Passes.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"
#include "mlir-c/Transforms.h"

#include <stdio.h>
#include <string.h>

static const char *const kAttention =
    "func.func @cancel(%x: tensor<2x16x4x8xf32>) -> tensor<2x16x4x8xf32> {\n"
    "  %0 = attn.transpose %x [0, 2, 1, 3] : tensor<2x16x4x8xf32> -> "
    "tensor<2x4x16x8xf32>\n"
    "  %1 = attn.transpose %0 [0, 2, 1, 3] : tensor<2x4x16x8xf32> -> "
    "tensor<2x16x4x8xf32>\n"
    "  %2 = attn.softmax %1 dim 3 : tensor<2x16x4x8xf32>\n"
    "  return %2 : tensor<2x16x4x8xf32>\n"
    "}\n";

static void printToFile(MlirStringRef str, void *userData) {
  fwrite(str.data, 1, str.length, (FILE *)userData);
}

/* Diagnostics go to stdout, in order with the rest of the output. */
static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  printf("diagnostic: ");
  mlirDiagnosticPrint(diagnostic, printToFile, stdout);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static MlirContext createBareContext(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  return ctx;
}

static MlirContext createContext(void) {
  MlirContext ctx = createBareContext();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirAttnRegisterAllDialects(registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  return ctx;
}

/* The dialect handle names the dialect and loads it into a context. */
static int testDialectHandle(void) {
  printf("TEST: dialect handle\n");
  MlirContext ctx = createBareContext();
  MlirDialectHandle handle = mlirGetDialectHandle__attn__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(handle);
  printf("namespace: %.*s\n", (int)ns.length, ns.data);
  MlirDialect dialect = mlirDialectHandleLoadDialect(handle, ctx);
  if (mlirDialectIsNull(dialect)) {
    fprintf(stderr, "error: the attn dialect did not load\n");
    mlirContextDestroy(ctx);
    return 1;
  }
  printf("loaded: %d\n",
         mlirDialectEqual(dialect,
                          mlirContextGetOrLoadDialect(
                              ctx, mlirStringRefCreateFromCString("attn"))));
  mlirContextDestroy(ctx);
  return 0;
}

/* Without the registry the parser rejects attn IR, so the later tests pass
 * only because mlirAttnRegisterAllDialects did its job. */
static int testUnregistered(void) {
  printf("TEST: unregistered\n");
  MlirContext ctx = createBareContext();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kAttention));
  printf("parsed: %d\n", !mlirModuleIsNull(module));
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

/* Parse, verify, run a pipeline that uses the attn folders, print. */
static int testPipeline(void) {
  printf("TEST: pipeline\n");
  mlirAttnRegisterAllPasses();
  mlirRegisterTransformsCanonicalizer();
  MlirContext ctx = createContext();
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kAttention));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "error: could not parse the attention module\n");
    mlirContextDestroy(ctx);
    return 1;
  }
  MlirOperation op = mlirModuleGetOperation(module);
  printf("verified: %d\n", mlirOperationVerify(op));

  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult added = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("builtin.module(func.func(canonicalize))"),
      printToFile, stderr);
  int status = 1;
  if (mlirLogicalResultIsSuccess(added) &&
      mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op))) {
    mlirOperationPrint(op, printToFile, stdout);
    status = 0;
  }
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return status;
}

/* A pipeline that names an unknown pass fails with a message, no crash. */
static int testBadPipeline(void) {
  printf("TEST: bad pipeline\n");
  MlirContext ctx = createContext();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult added = mlirOpPassManagerAddPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("func.func(attn-no-such-pass)"),
      printToFile, stdout);
  printf("\nadded: %d\n", mlirLogicalResultIsSuccess(added));
  mlirPassManagerDestroy(pm);
  mlirContextDestroy(ctx);
  return 0;
}

/* The traffic report of one attention head as three kernels, N = 256,
 * d = 64 in f16: 8N² + 8Nd = 655360 bytes move in all. */
static const char *const kChain =
    "func.func @chain(%q: tensor<1x1x256x64xf16>, %k: tensor<1x1x256x64xf16>,\n"
    "                 %v: tensor<1x1x256x64xf16>) -> tensor<1x1x256x64xf16> {\n"
    "  %s = attn.matmul %q, %k transpose_b : tensor<1x1x256x64xf16>, "
    "tensor<1x1x256x64xf16> -> tensor<1x1x256x256xf16>\n"
    "  %p = attn.softmax %s dim 3 : tensor<1x1x256x256xf16>\n"
    "  %o = attn.matmul %p, %v : tensor<1x1x256x256xf16>, "
    "tensor<1x1x256x64xf16> -> tensor<1x1x256x64xf16>\n"
    "  return %o : tensor<1x1x256x64xf16>\n"
    "}\n";

static int testTrafficReport(void) {
  printf("TEST: traffic report\n");
  MlirContext ctx = createContext();
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kChain));
  if (mlirModuleIsNull(module)) {
    mlirContextDestroy(ctx);
    return 1;
  }
  MlirOperation op = mlirModuleGetOperation(module);
  MlirLogicalResult result = mlirAttnTrafficReportJson(
      op, mlirStringRefCreateFromCString("h100"), printToFile, stdout);
  printf("report: %d\n", mlirLogicalResultIsSuccess(result));

  /* An unknown GPU is a failure with a diagnostic; the callback is not
   * called. */
  result = mlirAttnTrafficReportJson(op, mlirStringRefCreateFromCString("b200"),
                                     printToFile, stdout);
  printf("unknown gpu: %d\n", mlirLogicalResultIsSuccess(result));
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

/* Prints the report of the module in `path` on `gpu`. */
static int printReport(const char *path, const char *gpu) {
  MlirContext ctx = createContext();
  MlirModule module =
      mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(path));
  int status = 1;
  if (!mlirModuleIsNull(module)) {
    if (mlirLogicalResultIsSuccess(mlirAttnTrafficReportJson(
            mlirModuleGetOperation(module), mlirStringRefCreateFromCString(gpu),
            printToFile, stdout)))
      status = 0;
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(ctx);
  return status;
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "report") == 0)
    return printReport(argv[2], argv[3]);
  if (argc != 1) {
    fprintf(stderr, "usage: attn-capi-test [report FILE GPU]\n");
    return 2;
  }
  if (testDialectHandle() || testUnregistered() || testPipeline() ||
      testBadPipeline() || testTrafficReport())
    return 1;
  return 0;
}

// CHECK-LABEL: TEST: dialect handle
// CHECK: namespace: attn
// CHECK: loaded: 1

// CHECK-LABEL: TEST: unregistered
// CHECK: diagnostic: Dialect `attn' not found for custom op 'attn.transpose'
// CHECK: parsed: 0

// CHECK-LABEL: TEST: pipeline
// CHECK: verified: 1
// CHECK: func.func @cancel(%[[X:.*]]: tensor<2x16x4x8xf32>)
// CHECK-NEXT: %[[P:.*]] = attn.softmax %[[X]] dim 3 : tensor<2x16x4x8xf32>
// CHECK-NEXT: return %[[P]]

// CHECK-LABEL: TEST: bad pipeline
// CHECK: 'attn-no-such-pass' does not refer to a registered pass
// CHECK: added: 0

// CHECK-LABEL: TEST: traffic report
// CHECK: "name": "h100"
// CHECK: "name": "chain"
// CHECK: "total": {
// CHECK-NEXT: "flops": 17039360,
// CHECK-NEXT: "transcendentals": 65536,
// CHECK-NEXT: "bytes_read": 360448,
// CHECK-NEXT: "bytes_written": 294912,
// CHECK: report: 1
// CHECK-NEXT: diagnostic: unknown gpu 'b200'
// CHECK-NEXT: unknown gpu: 0
