// RUN: attn-opt %s "--attn-traffic-report=format=svg output=%t.svg" -allow-unregistered-dialect -o /dev/null
// RUN: xmllint --noout %t.svg
// RUN: xmllint --xpath "count(//*[local-name()='circle'])" %t.svg | FileCheck %s --check-prefix=COUNT
// RUN: FileCheck %s --input-file=%t.svg
// RUN: not attn-opt %S/Inputs/dynamic-matmul.mlir "--attn-traffic-report=format=svg" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNBOUND
// RUN: attn-opt %S/Inputs/dynamic-matmul.mlir "--attn-traffic-report=format=svg bind=arg0_0=64,arg1_0=64" -o /dev/null | xmllint --noout -

// The roofline is well-formed XML with exactly one point per op: the three
// kernels of the spec's chain (blue), the fused op (orange) and an unknown
// op (grey), on the h100's bandwidth slope and its three ceilings.

// COUNT: 5
// CHECK: <title>Roofline on h100</title>
// CHECK: f32 vector 67 TFLOP/s, ridge 20.00
// CHECK: f16 tensor 989 TFLOP/s, ridge 295.22
// CHECK: f8 tensor 1979 TFLOP/s, ridge 590.75
// Each point carries its predicted time and its share of its function's:
// 14.82 + 25.26 + 14.82 us for the chain (traffic-report.mlir) and 3.70 us
// for the copy (2,097,152 B / 3.015e12 B/s = 0.70 us + 3 us launch), 58.61
// us in all, so the matmuls take 25%, the softmax 43%, the copy 6%.
// CHECK: <g class="op unfused"><title>@unfused 1 attn.matmul: 4,294,967,296 flop, 2,097,152 B read, 33,554,432 B written, intensity 120.47, memory-bound (f16 tensor), predicted 14.82 us (memory side), 25% of @unfused's time</title>
// CHECK-SAME: >@unfused 1 attn.matmul (25% of time)</text>
// CHECK: <g class="op unfused"><title>@unfused 2 attn.softmax:
// CHECK-SAME: predicted 25.26 us (memory side), 43% of @unfused's time
// CHECK: <g class="op unfused"><title>@unfused 3 attn.matmul:
// CHECK: <g class="op unknown"><title>@unfused 4 test.copy (unknown):
// CHECK-SAME: predicted 3.70 us (memory side), 6% of @unfused's time
// CHECK: <g class="op fused"><title>@fused 1 attn.flash_attention: 8,657,043,456 flop, 3,145,728 B read, 1,048,576 B written, intensity 2064.00, compute-bound (f16 tensor), predicted 14.67 us (compute side), 100% of @fused's time</title>

// UNBOUND: error: the svg roofline needs numbers: bind the dims arg0_0, arg1_0 (bind=NAME=VALUE,...)

func.func @unfused(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                   %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %s = attn.matmul %q, %k transpose_b
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x4096xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x4096x4096xf16>
  %o = attn.matmul %p, %v
      : tensor<1x1x4096x4096xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x128xf16>
  %c = "test.copy"(%o) : (tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16>
  return %c : tensor<1x1x4096x128xf16>
}

func.func @fused(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                 %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>
      -> tensor<1x1x4096x128xf16>
  return %o : tensor<1x1x4096x128xf16>
}
