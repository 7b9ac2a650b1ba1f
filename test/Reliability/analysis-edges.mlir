// RUN: attn-opt %s -split-input-file --attn-traffic-report -verify-diagnostics -o /dev/null
// RUN: attn-opt %S/Inputs/zero-dims.mlir --attn-traffic-report -o /dev/null | FileCheck %s --check-prefix=ZERO
// RUN: not attn-roofline --batch 1 --heads 32 --q-len 8589934592 --head-dim 128 2>&1 | FileCheck %s --check-prefix=ROOF-BIG
// RUN: not attn-roofline --batch 1 --heads 32 --q-len 0 --head-dim 128 2>&1 | FileCheck %s --check-prefix=ROOF-ZERO
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-string-bandwidth.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not attn-roofline --gpu %S/Inputs/gpu-string-bandwidth.json --batch 1 --heads 1 --q-len 128 --head-dim 64 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not attn-opt %s -split-input-file "--attn-lower-to-loops=block-m=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK

// Sizes that break 64-bit counts, empty dims and bad option values: each is
// an error with a location (or one line), never a wrapped figure.

// Attention at N = 2^33: the scores alone are 2^66 elements.
// ROOF-BIG: attn-roofline: error: traffic of 'attn.matmul' overflows 64-bit integers (flops)
// An empty sequence is refused by the shape-only tool.
// ROOF-ZERO: attn-roofline: error: --q-len must be positive, got 0
// A GPU file whose bandwidth is a string names the field, in one line: no
// dump of the module is attached.
// GPU: error: gpu file '{{.*}}gpu-string-bandwidth.json': field 'hbm_gbps' must be a positive number
// GPU-NOT: see current operation
// BLOCK: error: block-m and block-n must be positive
// BLOCK-NOT: see current operation

// An empty query sequence still reads K: zero flops, intensity 0, memory
// bound; no division by zero.
// ZERO-LABEL: @empty_queries
// ZERO: 1 attn.matmul 0 0 2,048 0 0.00 {{.*}} memory

func.func @unfused_2_33(%q: tensor<1x1x8589934592x128xf16>, %k: tensor<1x1x8589934592x128xf16>) -> tensor<1x1x8589934592x8589934592xf16> {
  // expected-error @below {{traffic of 'attn.matmul' overflows 64-bit integers (flops)}}
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8589934592x128xf16>, tensor<1x1x8589934592x128xf16> -> tensor<1x1x8589934592x8589934592xf16>
  return %s : tensor<1x1x8589934592x8589934592xf16>
}

// -----

// The fused form never materializes the scores, but its flop count still
// holds N^2 = 2^66.
func.func @fused_2_33(%q: tensor<1x1x8589934592x128xf16>, %k: tensor<1x1x8589934592x128xf16>, %v: tensor<1x1x8589934592x128xf16>) -> tensor<1x1x8589934592x128xf16> {
  // expected-error @below {{traffic of 'attn.flash_attention' overflows 64-bit integers (flops)}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x8589934592x128xf16>, tensor<1x1x8589934592x128xf16>, tensor<1x1x8589934592x128xf16> -> tensor<1x1x8589934592x128xf16>
  return %o : tensor<1x1x8589934592x128xf16>
}
