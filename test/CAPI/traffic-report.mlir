// The C API's report is the document --attn-traffic-report="format=json"
// writes, byte for byte: for static shapes and for dynamic dims that stay
// formulas.
// RUN: attn-capi-test report %s a100 > %t.capi.json
// RUN: attn-opt %s --attn-traffic-report="format=json gpu=a100 output=%t.pass.json" -o /dev/null
// RUN: diff %t.capi.json %t.pass.json
// RUN: FileCheck %s --input-file=%t.capi.json

// A GPU file that does not exist fails the call.
// RUN: not attn-capi-test report %s %t.missing.json 2>&1 | FileCheck %s --check-prefix=NOGPU
// NOGPU: unknown gpu '{{.*}}missing.json'

// CHECK: "name": "a100"
// CHECK-LABEL: "name": "static_chain"
// CHECK: "total": {
// CHECK-NEXT: "flops": 17039360,
// CHECK-LABEL: "name": "dynamic_chain"
// CHECK: "op": "attn.matmul"
// CHECK: "flops": null,
// CHECK: "formula": {
// CHECK-NEXT: "flops": "128*N^2",
func.func @static_chain(%q: tensor<1x1x256x64xf16>, %k: tensor<1x1x256x64xf16>,
                        %v: tensor<1x1x256x64xf16>) -> tensor<1x1x256x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x256x64xf16>, tensor<1x1x256x64xf16> -> tensor<1x1x256x256xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x256x256xf16>
  %o = attn.matmul %p, %v : tensor<1x1x256x256xf16>, tensor<1x1x256x64xf16> -> tensor<1x1x256x64xf16>
  return %o : tensor<1x1x256x64xf16>
}

func.func @dynamic_chain(%q: tensor<1x1x?x64xf16> {attn.dims = ["B", "H", "N", "d"]},
                         %k: tensor<1x1x?x64xf16> {attn.dims = ["B", "H", "N", "d"]},
                         %v: tensor<1x1x?x64xf16> {attn.dims = ["B", "H", "N", "d"]}) -> tensor<1x1x?x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x?x64xf16>, tensor<1x1x?x64xf16> -> tensor<1x1x?x?xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x?x?xf16>
  %o = attn.matmul %p, %v : tensor<1x1x?x?xf16>, tensor<1x1x?x64xf16> -> tensor<1x1x?x64xf16>
  return %o : tensor<1x1x?x64xf16>
}
