// RUN: attn-opt %s -split-input-file --attn-traffic-report -verify-diagnostics -o /dev/null
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-missing-bandwidth.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-not-json.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTJSON
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=gpu=b200" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOGPU
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=format=pdf" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=bind=N4096" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADBIND
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=bind=M=5" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: not attn-opt %attn_src/examples/attention.mlir "--attn-traffic-report=output=%t.missing/dir/report.txt" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTPUT
// RUN: not attn-opt %s -split-input-file "--attn-traffic-remarks=gpu=%S/Inputs/gpu-missing-bandwidth.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-bad-fraction.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRACTION
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-bad-launch.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-bad-chip.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILECHIP
// RUN: not attn-opt %s -split-input-file "--attn-traffic-report=chip=sm_100" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not attn-opt %s -split-input-file "--attn-traffic-remarks=chip=sm_100" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHIP

// Bad options and inputs get one clear error each, never a crash or a
// wrapped number.

// A GPU file without its bandwidth names the missing field.
// MISSING: error: gpu file '{{.*}}gpu-missing-bandwidth.json': missing field 'hbm_gbps'
// An achievable fraction above 1 or a negative launch cannot predict time.
// FRACTION: error: gpu file '{{.*}}gpu-bad-fraction.json': field 'achievable.hbm' must be a fraction in (0, 1]
// LAUNCH: error: gpu file '{{.*}}gpu-bad-launch.json': field 'launch_us' must be a non-negative number
// The tiled figures follow a chip the gpu lowering targets, or none.
// FILECHIP: error: gpu file '{{.*}}gpu-bad-chip.json': field 'chip' must be sm_80, sm_90 or sm_90a
// CHIP: error: unknown chip 'sm_100': expected sm_80, sm_90 or sm_90a
// NOTJSON: error: gpu file '{{.*}}gpu-not-json.json' is not valid JSON:
// NOGPU: error: unknown gpu 'b200': not a100, h100, h200 or a readable JSON file
// FORMAT: error: unknown report format 'pdf': expected table, json or svg
// BADBIND: error: bind entry 'N4096' is not NAME=VALUE with a positive integer VALUE
// UNUSED: error: bind names 'M', which no figure mentions (every dim is static)
// OUTPUT: error: cannot write the traffic report:

// 2^64 elements: the flop count does not fit in 64 bits.
func.func @overflow_op(%s: tensor<4294967296x4294967296xf32>) -> tensor<4294967296x4294967296xf32> {
  // expected-error @below {{traffic of 'attn.softmax' overflows 64-bit integers (flops)}}
  %p = attn.softmax %s dim 1 : tensor<4294967296x4294967296xf32>
  return %p : tensor<4294967296x4294967296xf32>
}

// -----

// 2^62 bytes read and 2^62 written: each fits, their sum does not.
func.func @overflow_sum(%s: tensor<1152921504606846976xf32>) -> tensor<1152921504606846976xf32> {
  // expected-error @below {{traffic of 'attn.scale' overflows 64-bit integers (bytes_read + bytes_written)}}
  %p = attn.scale %s by 2.0 : tensor<1152921504606846976xf32>
  return %p : tensor<1152921504606846976xf32>
}
