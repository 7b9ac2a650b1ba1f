// REQUIRES: ptxas

// A whole model: a function that holds linalg, arith and tensor ops around
// its attn ops, as `attn-opt --attn-raise --attn-fuse` makes of an export.
// attn-compile does not refuse it: it compiles each attn.flash_attention on
// its own into DIR/op<i>/, lists the ones the gpu lowering refuses as left
// out (with the lowering's message) and writes DIR/manifest.json.

// RUN: rm -rf %t && attn-compile %s -o %t/model --chip sm_80 | FileCheck %s
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file %t/model/manifest.json
// RUN: test -s %t/model/op0/plan.json && test -s %t/model/op0/kernels.cubin

// The first flash attention is compiled; the second, at head dim 16, is
// refused by the tensor-core lowering (d must be a multiple of 32), which is
// a left-out op, not an error (exit 0), and leaves no partial directory
// behind.
// RUN: not test -e %t/model/op1

// CHECK: op0 attn.flash_attention at {{.*}}attn-compile-model.mlir:[[@LINE+32]]:8: {{.*}}model{{/|\\}}op0 (1 launch)
// CHECK-NEXT: left out: attn.flash_attention at {{.*}}attn-compile-model.mlir:[[@LINE+32]]:8: 'attn.flash_attention' op head dims d = 16, dv = 16 are not supported with mma=sync{{.*}}
// CHECK-NEXT: attn-compile: 1 of 2 attn ops compiled, 1 left out; {{.*}}manifest.json

// MANIFEST: "function": "forward",
// MANIFEST: "left_out": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "location": "{{.*}}attn-compile-model.mlir:[[@LINE+26]]:8",
// MANIFEST-NEXT: "op": "attn.flash_attention",
// MANIFEST-NEXT: "reason": "'attn.flash_attention' op head dims d = 16, dv = 16 are not supported with mma=sync{{.*}}"
// MANIFEST: "ops": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "location": "{{.*}}attn-compile-model.mlir:[[@LINE+20]]:8",
// MANIFEST-NEXT: "name": "op0",
// MANIFEST-NEXT: "op": "attn.flash_attention",
// MANIFEST-NEXT: "operands": [
// MANIFEST-NEXT: "tensor<1x2x64x64xf16>",
// MANIFEST-NEXT: "tensor<1x2x64x64xf16>",
// MANIFEST-NEXT: "tensor<1x2x64x64xf16>"
// MANIFEST-NEXT: ],
// MANIFEST-NEXT: "plan": "op0/plan.json",
// MANIFEST-NEXT: "results": [
// MANIFEST-NEXT: "tensor<1x2x64x64xf16>"
// MANIFEST: "rest": "left to the caller's compiler",
// MANIFEST-NEXT: "source": "{{.*}}attn-compile-model.mlir",
// MANIFEST-NEXT: "version": 1

func.func @forward(%x: tensor<1x2x64x64xf16>, %k: tensor<1x2x64x64xf16>, %v: tensor<1x2x64x64xf16>, %q2: tensor<1x2x64x16xf16>) -> (tensor<1x2x64x64xf16>, tensor<1x2x64x16xf16>) {
  %c = arith.constant 2.0 : f16
  %e = tensor.empty() : tensor<1x2x64x64xf16>
  %s = linalg.fill ins(%c : f16) outs(%e : tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16>
  %q = linalg.add ins(%s, %x : tensor<1x2x64x64xf16>, tensor<1x2x64x64xf16>) outs(%e : tensor<1x2x64x64xf16>) -> tensor<1x2x64x64xf16>
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x2x64x64xf16>, tensor<1x2x64x64xf16>, tensor<1x2x64x64xf16> -> tensor<1x2x64x64xf16>
  %p = attn.flash_attention %q2, %q2, %q2 scale 0.25 : tensor<1x2x64x16xf16>, tensor<1x2x64x16xf16>, tensor<1x2x64x16xf16> -> tensor<1x2x64x16xf16>
  return %o, %p : tensor<1x2x64x64xf16>, tensor<1x2x64x16xf16>
}

// A model function with no attn op at all is an error: there is nothing for
// attn-compile to do.
// RUN: echo 'func.func @f(%%x: tensor<4xf32>) -> tensor<4xf32> { %%c = arith.constant dense<1.0> : tensor<4xf32>' > %t/none.mlir
// RUN: echo '%%y = arith.addf %%x, %%c : tensor<4xf32> return %%y : tensor<4xf32> }' >> %t/none.mlir
// RUN: not attn-compile %t/none.mlir -o %t/none 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: attn-compile: error: no function with attn ops

// --ops=fused (the default) only takes attn.flash_attention; a model whose
// attn ops are all unfused says so, pointing at --ops=all.
// RUN: echo 'func.func @g(%%x: tensor<4x4xf32>) -> tensor<4x4xf32> { %%c = arith.constant dense<1.0> : tensor<4x4xf32>' > %t/unfused.mlir
// RUN: echo '%%y = attn.softmax %%c dim 1 : tensor<4x4xf32> return %%y : tensor<4x4xf32> }' >> %t/unfused.mlir
// RUN: not attn-compile %t/unfused.mlir -o %t/unfused 2>&1 | FileCheck %s --check-prefix=UNFUSED
// UNFUSED: attn-compile: error: no attn.flash_attention op in 'g'; use --ops=all to compile every attn op

// With --ops=all every attn op is compiled on its own, unfused ones too.
// RUN: attn-compile %t/unfused.mlir -o %t/all --ops=all | FileCheck %s --check-prefix=ALL
// RUN: test -s %t/all/op0/plan.json
// ALL: op0 attn.softmax at {{.*}}unfused.mlir:2:6: {{.*}}all{{/|\\}}op0 (1 launch)
// ALL-NEXT: attn-compile: 1 of 1 attn ops compiled, 0 left out

// Unknown --ops values are refused.
// RUN: not attn-compile %s -o %t/bad --ops=some 2>&1 | FileCheck %s --check-prefix=BADOPS
// BADOPS: attn-compile: error: unknown --ops 'some', expected fused or all
