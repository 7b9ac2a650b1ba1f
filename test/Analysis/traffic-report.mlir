// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect --attn-traffic-report -o /dev/null | FileCheck %s --check-prefix=TABLE
// The fusion previews run on the context's threads unless threading is off;
// the table is the same either way.
// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect --attn-traffic-report -o /dev/null --mlir-disable-threading | FileCheck %s --check-prefix=TABLE
// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect "--attn-traffic-report=format=json" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect "--attn-traffic-report=gpu=a100 format=json" -o /dev/null | FileCheck %s --check-prefix=A100
// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect "--attn-traffic-report=gpu=%S/Inputs/gpu-custom.json format=json" -o /dev/null | FileCheck %s --check-prefix=CUSTOM
// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect --attn-traffic-report | FileCheck %s --check-prefix=IR
// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect "--attn-traffic-report=gpu=%S/Inputs/gpu-achievable.json format=json" -o /dev/null | FileCheck %s --check-prefix=FRAC

// The figures of shared/spec/traffic-model.md (its worked examples exactly)
// and one case per reading of the model. Expected numbers were computed by
// hand from the spec's formulas, not copied from the tool.

// The report changes no IR.
// IR-LABEL: func.func @spec_chain_4096
// IR: attn.matmul
// IR: attn.softmax
// IR: attn.matmul

// A GPU file replaces the built-in table.
// CUSTOM: "gpu": {
// CUSTOM-NEXT: "name": "test-gpu",
// CUSTOM-NEXT: "peak_tflops": {
// CUSTOM-NEXT: "f16": 100,
// CUSTOM-NEXT: "f8": null,
// CUSTOM-NEXT: "f32": 10
// CUSTOM-NEXT: },
// CUSTOM-NEXT: "hbm_gbps": 1000,
// CUSTOM: "balance": 100.00,

// The JSON says which schema it follows; the GPU object carries the
// achievable fractions and the launch latency, defaults when not given.
// JSON: "schema_version": 4,
// JSON: "hbm_gbps": 3350,
// JSON: "achievable": {
// JSON-NEXT: "hbm": 0.9,
// JSON-NEXT: "tensor": 0.75,
// JSON-NEXT: "vector": 0.75
// JSON-NEXT: },
// JSON-NEXT: "launch_us": 3

// A GPU file's fractions replace the defaults. With tensor cores at 0.5 of
// 100 TFLOP/s (5e13 flop/s) and HBM at 0.5 of 1000 GB/s (5e11 B/s), no
// launch cost, the first matmul turns compute-side: 4,294,967,296 / 5e13 =
// 85.90 us against 35,651,584 / 5e11 = 71.30 us. The softmax stays on the
// memory side: 67,108,864 B / 5e11 = 134.22 us against 67,108,864 flop /
// 1e13 (the vector unit at 1.0) = 6.71 us. Sum 85.90 + 134.22 + 85.90 =
// 306.02 us; the softmax's share 134.22 / 306.02 = 0.44.
// FRAC: "achievable": {
// FRAC-NEXT: "hbm": 0.5,
// FRAC-NEXT: "tensor": 0.5,
// FRAC-NEXT: "vector": 1
// FRAC-NEXT: },
// FRAC-NEXT: "launch_us": 0
// FRAC-LABEL: "name": "spec_chain_4096",
// FRAC: "op": "attn.matmul",
// FRAC: "predicted_us": 85.90,
// FRAC-NEXT: "limiter": "compute",
// FRAC: "op": "attn.softmax",
// FRAC: "predicted_us": 134.22,
// FRAC-NEXT: "limiter": "memory",
// FRAC-NEXT: "time_share": 0.44
// FRAC: "total": {
// FRAC: "predicted_us": 306.02

// Worked example 1: N = 4096, d = 128, f16, unfused. Total traffic
// 138,412,032 B = 8N² + 8Nd, intensity 62.55.
// TABLE: traffic on h100: f16 tensor 989, f8 tensor 1979, f32 vector 67 TFLOP/s; HBM 3350 GB/s
// TABLE-NEXT: predicted at 90% of HBM, 75% of tensor and 75% of vector peaks, 3 us per launch
// TABLE-LABEL: @spec_chain_4096
// TABLE-NEXT: # op flops exp bytes read bytes written intensity balance bound
// TABLE-NEXT: 1 attn.matmul 4,294,967,296 0 2,097,152 33,554,432 120.47 295.22 memory
// TABLE-NEXT: 2 attn.softmax 67,108,864 16,777,216 33,554,432 33,554,432 1.00 20.00 memory
// TABLE-NEXT: 3 attn.matmul 4,294,967,296 0 34,603,008 1,048,576 120.47 295.22 memory
// TABLE-NEXT: total 8,657,043,456 16,777,216 70,254,592 68,157,440 62.55
// TABLE-NEXT: bytes moved: 138,412,032
// Predicted on h100 with the default fractions (HBM at 0.9 of 3350 GB/s =
// 3.015e12 B/s, tensor cores at 0.75 of 989 TFLOP/s = 7.4175e14 flop/s, the
// vector unit at 0.75 of 67) and 3 us per launch. Each matmul: 35,651,584 B
// / 3.015e12 = 11.82 us beats 4,294,967,296 / 7.4175e14 = 5.79 us, so
// 14.82 us. The softmax: 67,108,864 B / 3.015e12 = 22.26 us against
// 67,108,864 flop / 5.025e13 = 1.34 us, so 25.26 us. Sum 54.91 us, of which
// the softmax is 25.26 / 54.91 = 46.0%.
// TABLE-NEXT: predicted time: 54.91 us over 3 kernels
// TABLE-NEXT: time shares: #2 attn.softmax 46.0%, #1 attn.matmul 27.0%, #3 attn.matmul 27.0%
// The chain fuses, so the table says what fusion saves: 8Nd, 33x less;
// the fused op is compute-side, 8,657,043,456 / 7.4175e14 = 11.67 us + 3
// = 14.67 us, 54.91 / 14.67 = 3.74x faster, 40.24 us saved.
// TABLE-NEXT: after attn-raise + attn-fuse (1 chain fused): 4,194,304 bytes moved, intensity 2064.00, 33.00x less traffic; predicted 14.67 us, 3.74x faster (40.24 us saved)
// JSON-LABEL: "name": "spec_chain_4096",
// JSON: "op": "attn.matmul",
// JSON-NEXT: "loc": "{{.*}}traffic-report.mlir:{{[0-9]+}}:{{[0-9]+}}",
// JSON-NEXT: "flops": 4294967296,
// JSON-NEXT: "transcendentals": 0,
// JSON-NEXT: "bytes_read": 2097152,
// JSON-NEXT: "bytes_written": 33554432,
// JSON-NEXT: "intensity": 120.47,
// JSON-NEXT: "balance": 295.22,
// JSON-NEXT: "bound": "memory",
// JSON-NEXT: "predicted_us": 14.82,
// JSON-NEXT: "limiter": "memory",
// JSON-NEXT: "time_share": 0.27
// JSON: "op": "attn.softmax",
// JSON: "flops": 67108864,
// JSON-NEXT: "transcendentals": 16777216,
// JSON-NEXT: "bytes_read": 33554432,
// JSON-NEXT: "bytes_written": 33554432,
// JSON-NEXT: "intensity": 1.00,
// JSON-NEXT: "balance": 20.00,
// JSON-NEXT: "bound": "memory"
// JSON: "op": "attn.matmul",
// JSON: "bytes_read": 34603008,
// JSON-NEXT: "bytes_written": 1048576,
// JSON: "total": {
// JSON-NEXT: "flops": 8657043456,
// JSON-NEXT: "transcendentals": 16777216,
// JSON-NEXT: "bytes_read": 70254592,
// JSON-NEXT: "bytes_written": 68157440,
// JSON-NEXT: "intensity": 62.55,
// JSON-NEXT: "predicted_us": 54.91
func.func @spec_chain_4096(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                           %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %s = attn.matmul %q, %k transpose_b
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x4096xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x4096x4096xf16>
  %o = attn.matmul %p, %v
      : tensor<1x1x4096x4096xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x4096x128xf16>
  return %o : tensor<1x1x4096x128xf16>
}

// -----

// Worked example 1, fused: 4,194,304 B = 8Nd, intensity 2064.0, the same
// flops. Tiled with 128-row blocks (the default at d = 128): Q once, K and
// V once per block, 2·4096·128 + 32·2·4096·256 B.
// TABLE-LABEL: @spec_fused_4096
// TABLE-NEXT: # op
// TABLE-NEXT: 1 attn.flash_attention 8,657,043,456 16,777,216 3,145,728 1,048,576 2064.00 295.22 compute
// TABLE-NEXT: tiled model: 68,157,440 bytes read (upper bound: no L2 reuse)
// The L2-aware figure (traffic-l2.mlir): one wave, K/V read once.
// TABLE-NEXT: L2-aware tiled model: 3,145,728 bytes read
// TABLE-NEXT: L2 model:
// TABLE-NEXT: note: no block_m: the tiled figure assumes 128 query rows per block, as the default kernel on sm_90 runs them
// TABLE-NEXT: total
// TABLE-NEXT: bytes moved: 4,194,304
// JSON-LABEL: "name": "spec_fused_4096",
// JSON: "op": "attn.flash_attention",
// JSON: "flops": 8657043456,
// JSON-NEXT: "transcendentals": 16777216,
// JSON-NEXT: "bytes_read": 3145728,
// JSON-NEXT: "bytes_written": 1048576,
// JSON-NEXT: "intensity": 2064.00,
// JSON-NEXT: "balance": 295.22,
// JSON-NEXT: "bound": "compute",
// JSON-NEXT: "tiled_bytes_read": 68157440,
// JSON-NEXT: "l2_tiled_bytes_read": 3145728,
// JSON-NEXT: "l2_assumption": "L2 model:
// JSON-NEXT: "predicted_us": 14.67,
// JSON-NEXT: "limiter": "compute",
// JSON-NEXT: "time_share": 1.00,
// JSON-NEXT: "note": "no block_m: the tiled figure assumes 128 query rows per block, as the default kernel on sm_90 runs them"
func.func @spec_fused_4096(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                           %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>
      -> tensor<1x1x4096x128xf16>
  return %o : tensor<1x1x4096x128xf16>
}

// -----

// Worked example 2 on a100: N = 8192, unfused 545,259,520 B (4N² + 6Nd
// read, 4N² + 2Nd written), 34,628,173,824 flops, intensity 63.51 below the
// balance of 153.0; fused 8,388,608 B, intensity 4128.0.
// A100-LABEL: "name": "spec_chain_8192",
// A100: "balance": 153.02,
// A100-NEXT: "bound": "memory"
// A100: "total": {
// A100-NEXT: "flops": 34628173824,
// A100-NEXT: "transcendentals": 67108864,
// A100-NEXT: "bytes_read": 274726912,
// A100-NEXT: "bytes_written": 270532608,
// A100-NEXT: "intensity": 63.51
// A100-LABEL: "name": "spec_fused_8192",
// A100: "flops": 34628173824,
// A100-NEXT: "transcendentals": 67108864,
// A100-NEXT: "bytes_read": 6291456,
// A100-NEXT: "bytes_written": 2097152,
// A100-NEXT: "intensity": 4128.00,
// A100-NEXT: "balance": 153.02,
// A100-NEXT: "bound": "compute",
func.func @spec_chain_8192(%q: tensor<1x1x8192x128xf16>, %k: tensor<1x1x8192x128xf16>,
                           %v: tensor<1x1x8192x128xf16>) -> tensor<1x1x8192x128xf16> {
  %s = attn.matmul %q, %k transpose_b
      : tensor<1x1x8192x128xf16>, tensor<1x1x8192x128xf16> -> tensor<1x1x8192x8192xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x8192x8192xf16>
  %o = attn.matmul %p, %v
      : tensor<1x1x8192x8192xf16>, tensor<1x1x8192x128xf16> -> tensor<1x1x8192x128xf16>
  return %o : tensor<1x1x8192x128xf16>
}
func.func @spec_fused_8192(%q: tensor<1x1x8192x128xf16>, %k: tensor<1x1x8192x128xf16>,
                           %v: tensor<1x1x8192x128xf16>) -> tensor<1x1x8192x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x8192x128xf16>, tensor<1x1x8192x128xf16>, tensor<1x1x8192x128xf16>
      -> tensor<1x1x8192x128xf16>
  return %o : tensor<1x1x8192x128xf16>
}

// -----

// Worked example 3, decode (Nq = 1, Nkv = 4096): 2,097,408 B read, 256 B
// written, 2,113,536 flops, intensity 1.008: reading the KV cache bounds it.
// The gpu lowering runs it as split-KV in 16 splits: the tiled figure adds
// their f32 partial rows, 2 x 4 x 16 x (128 + 2) = 16,640 B.
// JSON-LABEL: "name": "spec_decode",
// JSON: "flops": 2113536,
// JSON-NEXT: "transcendentals": 4096,
// JSON-NEXT: "bytes_read": 2097408,
// JSON-NEXT: "bytes_written": 256,
// JSON-NEXT: "intensity": 1.01,
// JSON-NEXT: "balance": 295.22,
// JSON-NEXT: "bound": "memory",
// JSON-NEXT: "tiled_bytes_read": 2114048,
func.func @spec_decode(%q: tensor<1x1x1x128xf16>, %k: tensor<1x1x4096x128xf16>,
                       %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x1x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x1x128xf16>, tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>
      -> tensor<1x1x1x128xf16>
  return %o : tensor<1x1x1x128xf16>
}

// -----

// GQA, B = 2, Hq = 8, Hkv = 2, N = 1024, d = 64: the fused op reads K and V
// at 2 heads (2·(2·8·1024·64 + 2·2·2·1024·64) B); the unfused chain pays
// for expand_heads, which writes K at 8 heads. Without block_m the tiled
// figure takes the default gpu kernel's blocks, 128 rows at d = 64 (two
// 16-row tiles per warp): 8 per head each read K and V, 2·2·8·1024·64 +
// 8·2·2·8·1024·128 B.
// TABLE-LABEL: @gqa_chain
// TABLE-NEXT: # op
// TABLE-NEXT: 1 attn.expand_heads 0 0 524,288 2,097,152 0.00 20.00 memory
// TABLE-NEXT: 2 attn.matmul
// JSON-LABEL: "name": "gqa_fused",
// JSON: "flops": 4362076160,
// JSON-NEXT: "transcendentals": 16777216,
// JSON-NEXT: "bytes_read": 3145728,
// JSON-NEXT: "bytes_written": 2097152,
// JSON-NEXT: "intensity": 832.00,
// JSON-NEXT: "balance": 295.22,
// JSON-NEXT: "bound": "compute",
// JSON-NEXT: "tiled_bytes_read": 35651584,
func.func @gqa_chain(%q: tensor<2x8x1024x64xf16>, %k: tensor<2x2x1024x64xf16>) -> tensor<2x8x1024x1024xf16> {
  %k8 = attn.expand_heads %k by 4 : tensor<2x2x1024x64xf16> -> tensor<2x8x1024x64xf16>
  %s = attn.matmul %q, %k8 transpose_b
      : tensor<2x8x1024x64xf16>, tensor<2x8x1024x64xf16> -> tensor<2x8x1024x1024xf16>
  return %s : tensor<2x8x1024x1024xf16>
}
// TABLE-LABEL: @gqa_fused
// TABLE: tiled model: 35,651,584 bytes read
// TABLE: note: no block_m: the tiled figure assumes 128 query rows per block, as the default kernel on sm_90 runs them
func.func @gqa_fused(%q: tensor<2x8x1024x64xf16>, %k: tensor<2x2x1024x64xf16>,
                     %v: tensor<2x2x1024x64xf16>) -> tensor<2x8x1024x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125
      : tensor<2x8x1024x64xf16>, tensor<2x2x1024x64xf16>, tensor<2x2x1024x64xf16>
      -> tensor<2x8x1024x64xf16>
  return %o : tensor<2x8x1024x64xf16>
}

// -----

// MQA, Hq = 8 on one key/value head, N = 2048, d = 128.
// JSON-LABEL: "name": "mqa_fused",
// JSON: "flops": 17314086912,
// JSON-NEXT: "transcendentals": 33554432,
// JSON-NEXT: "bytes_read": 5242880,
// JSON-NEXT: "bytes_written": 4194304,
// JSON-NEXT: "intensity": 1834.67,
func.func @mqa_fused(%q: tensor<1x8x2048x128xf16>, %k: tensor<1x1x2048x128xf16>,
                     %v: tensor<1x1x2048x128xf16>) -> tensor<1x8x2048x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x8x2048x128xf16>, tensor<1x1x2048x128xf16>, tensor<1x1x2048x128xf16>
      -> tensor<1x8x2048x128xf16>
  return %o : tensor<1x8x2048x128xf16>
}

// -----

// Causal, Nq = Nkv = 1024, block_m 128: P = 1024·1025/2 = 524,800 pairs,
// 260 flops each (2d + 2dv + 4); block b reads 128·(b+1) keys, 4608 in all.
// JSON-LABEL: "name": "causal_square",
// JSON: "flops": 136448000,
// JSON-NEXT: "transcendentals": 524800,
// JSON-NEXT: "bytes_read": 393216,
// JSON-NEXT: "bytes_written": 131072,
// JSON-NEXT: "intensity": 260.25,
// JSON-NEXT: "balance": 295.22,
// JSON-NEXT: "bound": "memory",
// JSON-NEXT: "tiled_bytes_read": 1310720
func.func @causal_square(%q: tensor<1x1x1024x64xf16>, %k: tensor<1x1x1024x64xf16>,
                         %v: tensor<1x1x1024x64xf16>) -> tensor<1x1x1024x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal block_m 128
      : tensor<1x1x1024x64xf16>, tensor<1x1x1024x64xf16>, tensor<1x1x1024x64xf16>
      -> tensor<1x1x1024x64xf16>
  return %o : tensor<1x1x1024x64xf16>
}

// -----

// Causal with Nq = 256 < Nkv = 1024 (a prefix already cached): query i sees
// i + 769 keys, P = 229,504; the two blocks see 896 and 1024 keys.
// JSON-LABEL: "name": "causal_prefix",
// JSON: "flops": 59671040,
// JSON-NEXT: "transcendentals": 229504,
// JSON-NEXT: "bytes_read": 294912,
// JSON-NEXT: "bytes_written": 32768,
// JSON: "tiled_bytes_read": 524288
func.func @causal_prefix(%q: tensor<1x1x256x64xf16>, %k: tensor<1x1x1024x64xf16>,
                         %v: tensor<1x1x1024x64xf16>) -> tensor<1x1x256x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal block_m 128
      : tensor<1x1x256x64xf16>, tensor<1x1x1024x64xf16>, tensor<1x1x1024x64xf16>
      -> tensor<1x1x256x64xf16>
  return %o : tensor<1x1x256x64xf16>
}

// -----

// Causal with Nq = 4 > Nkv = 2: the first two queries see no key, the others
// 1 and 2, so P = 3; of the 2-row blocks only the second reads keys.
// JSON-LABEL: "name": "causal_more_queries",
// JSON: "flops": 780,
// JSON-NEXT: "transcendentals": 3,
// JSON-NEXT: "bytes_read": 1024,
// JSON-NEXT: "bytes_written": 512,
// JSON: "tiled_bytes_read": 1024
func.func @causal_more_queries(%q: tensor<1x1x4x64xf16>, %k: tensor<1x1x2x64xf16>,
                               %v: tensor<1x1x2x64xf16>) -> tensor<1x1x4x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal block_m 2
      : tensor<1x1x4x64xf16>, tensor<1x1x2x64xf16>, tensor<1x1x2x64xf16>
      -> tensor<1x1x4x64xf16>
  return %o : tensor<1x1x4x64xf16>
}

// -----

// f32 inputs run on the fp32 vector units (no TF32): balance 67 / 3.35 = 20,
// so a 256x256x64 f32 product (intensity 21.33) is compute-bound.
// JSON-LABEL: "name": "f32_matmul",
// JSON: "flops": 8388608,
// JSON-NEXT: "transcendentals": 0,
// JSON-NEXT: "bytes_read": 131072,
// JSON-NEXT: "bytes_written": 262144,
// JSON-NEXT: "intensity": 21.33,
// JSON-NEXT: "balance": 20.00,
// JSON-NEXT: "bound": "compute"
func.func @f32_matmul(%a: tensor<256x64xf32>, %b: tensor<256x64xf32>) -> tensor<256x256xf32> {
  %c = attn.matmul %a, %b transpose_b : tensor<256x64xf32>, tensor<256x64xf32> -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// bf16 is two bytes and runs at the f16 tensor rate.
// JSON-LABEL: "name": "bf16_fused",
// JSON: "bytes_read": 3145728,
// JSON-NEXT: "bytes_written": 1048576,
// JSON-NEXT: "intensity": 2064.00,
// JSON-NEXT: "balance": 295.22,
func.func @bf16_fused(%q: tensor<1x1x4096x128xbf16>, %k: tensor<1x1x4096x128xbf16>,
                      %v: tensor<1x1x4096x128xbf16>) -> tensor<1x1x4096x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x4096x128xbf16>, tensor<1x1x4096x128xbf16>, tensor<1x1x4096x128xbf16>
      -> tensor<1x1x4096x128xbf16>
  return %o : tensor<1x1x4096x128xbf16>
}

// -----

// f8 is one byte and has its own tensor rate on h100 (1979 / 3.35); a100 has
// none, so the f16 rate is used and a note says so.
// JSON-LABEL: "name": "f8_fused",
// JSON: "bytes_read": 1572864,
// JSON-NEXT: "bytes_written": 524288,
// JSON-NEXT: "intensity": 4128.00,
// JSON-NEXT: "balance": 590.75,
// A100-LABEL: "name": "f8_fused",
// A100: "balance": 153.02,
// A100: "note": "no block_m: the tiled figure assumes 128 query rows per block, as the default kernel on sm_80 runs them; a100 has no f8 tensor cores: the f16 tensor peak is used"
func.func @f8_fused(%q: tensor<1x1x4096x128xf8E4M3FN>, %k: tensor<1x1x4096x128xf8E4M3FN>,
                    %v: tensor<1x1x4096x128xf8E4M3FN>) -> tensor<1x1x4096x128xf8E4M3FN> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x4096x128xf8E4M3FN>, tensor<1x1x4096x128xf8E4M3FN>, tensor<1x1x4096x128xf8E4M3FN>
      -> tensor<1x1x4096x128xf8E4M3FN>
  return %o : tensor<1x1x4096x128xf8E4M3FN>
}

// -----

// Named linalg ops. tensor.empty and linalg.fill cost nothing and are not
// listed; the matmul's zero-filled accumulator is not read, the
// batch_matmul's accumulator from an argument is.
// TABLE-LABEL: @linalg_named
// TABLE-NEXT: # op
// TABLE-NEXT: 1 linalg.matmul 8,388,608 0 65,536 131,072 42.67 295.22 memory
// TABLE-NEXT: 2 linalg.softmax 262,144 65,536 131,072 131,072 1.00 20.00 memory
// TABLE-NEXT: 3 linalg.transpose 0 0 131,072 131,072 0.00 20.00 memory
// TABLE-NEXT: 4 linalg.broadcast 0 0 512 131,072 0.00 20.00 memory
// TABLE-NEXT: 5 linalg.batch_matmul 8,388,608 0 229,376 131,072 23.27 295.22 memory
// TABLE-NEXT: total
func.func @linalg_named(%a: tensor<256x64xf16>, %b: tensor<64x256xf16>, %row: tensor<256xf16>,
                        %x: tensor<2x128x64xf16>, %y: tensor<2x64x256xf16>, %acc: tensor<2x128x256xf16>)
    -> (tensor<256x256xf16>, tensor<256x256xf16>, tensor<2x128x256xf16>) {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<256x256xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  %c = linalg.matmul ins(%a, %b : tensor<256x64xf16>, tensor<64x256xf16>)
                     outs(%init : tensor<256x256xf16>) -> tensor<256x256xf16>
  %s = linalg.softmax dimension(1) ins(%c : tensor<256x256xf16>)
                      outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  %t = linalg.transpose ins(%s : tensor<256x256xf16>) outs(%e : tensor<256x256xf16>) permutation = [1, 0]
  %r = linalg.broadcast ins(%row : tensor<256xf16>) outs(%e : tensor<256x256xf16>) dimensions = [0]
  %bm = linalg.batch_matmul ins(%x, %y : tensor<2x128x64xf16>, tensor<2x64x256xf16>)
                            outs(%acc : tensor<2x128x256xf16>) -> tensor<2x128x256xf16>
  return %t, %r, %bm : tensor<256x256xf16>, tensor<256x256xf16>, tensor<2x128x256xf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> (d0)>
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
// linalg.generic: flops and exps from the payload per iteration point. The
// elementwise op (exp, mul, add) reads its broadcast row at its own 128
// elements; the reduction accumulates into its output (read: it comes from
// an argument); the contraction counts 2·M·N·K like a named matmul and runs
// on tensor cores.
// TABLE-LABEL: @linalg_generic
// TABLE-NEXT: # op
// TABLE-NEXT: 1 linalg.generic 16,384 8,192 33,280 32,768 0.25 20.00 memory
// TABLE-NEXT: 2 linalg.generic 8,192 0 33,024 256 0.25 20.00 memory
// TABLE-NEXT: 3 linalg.generic 2,097,152 0 40,960 32,768 28.44 295.22 memory
// TABLE-NEXT: total
func.func @linalg_generic(%x: tensor<64x128xf32>, %bias: tensor<128xf32>, %sum: tensor<64xf32>,
                          %a: tensor<64x64xf16>, %b: tensor<64x256xf16>) -> (tensor<64x128xf32>, tensor<64xf32>, tensor<64x256xf16>) {
  %e = tensor.empty() : tensor<64x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<64x128xf32>, tensor<128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%in: f32, %bv: f32, %o: f32):
    %ex = math.exp %in : f32
    %m = arith.mulf %ex, %bv : f32
    %ad = arith.addf %m, %bv : f32
    linalg.yield %ad : f32
  } -> tensor<64x128xf32>
  %r = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x128xf32>) outs(%sum : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %ad = arith.addf %in, %acc : f32
    linalg.yield %ad : f32
  } -> tensor<64xf32>
  %zero = arith.constant 0.0 : f16
  %e2 = tensor.empty() : tensor<64x256xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e2 : tensor<64x256xf16>) -> tensor<64x256xf16>
  %c = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x256xf16>) outs(%init : tensor<64x256xf16>) {
  ^bb0(%l: f16, %r2: f16, %o: f16):
    %m = arith.mulf %l, %r2 : f16
    %ad = arith.addf %o, %m : f16
    linalg.yield %ad : f16
  } -> tensor<64x256xf16>
  return %y, %r, %c : tensor<64x128xf32>, tensor<64xf32>, tensor<64x256xf16>
}

// -----

// An op the model does not know is listed, never dropped: its bytes by the
// kernel-boundary rule, no flops, and a note.
// TABLE-LABEL: @unknown_op
// TABLE-NEXT: # op
// TABLE-NEXT: 1 test.mystery (unknown) 0 0 2,048 1,024 0.00 20.00 memory
// TABLE-NEXT: note: unknown op: bytes by the kernel-boundary rule, flops not counted
// JSON-LABEL: "name": "unknown_op",
// JSON: "op": "test.mystery",
// JSON: "bytes_read": 2048,
// JSON-NEXT: "bytes_written": 1024,
// JSON: "note": "unknown op: bytes by the kernel-boundary rule, flops not counted"
// Vector arithmetic works on registers and is no kernel: not listed.
// TABLE-NEXT: total
func.func @unknown_op(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>, %r: vector<4xf32>) -> (tensor<16x16xf32>, vector<4xf32>) {
  %z = "test.mystery"(%x, %y) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %w = arith.addf %r, %r : vector<4xf32>
  return %z, %w : tensor<16x16xf32>, vector<4xf32>
}

// -----

// On buffers, a linalg op reads its operands (the accumulator too: the
// payload uses it) and writes its destination.
// TABLE-LABEL: @linalg_memref
// TABLE-NEXT: # op
// TABLE-NEXT: 1 linalg.matmul 524,288 0 49,152 16,384 8.00 20.00 memory
func.func @linalg_memref(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  return
}

// -----

// A boolean mask costs its own bytes (one per element) in both models.
// JSON-LABEL: "name": "masked_fused",
// JSON: "flops": 4259840,
// JSON-NEXT: "transcendentals": 16384,
// JSON-NEXT: "bytes_read": 65536,
// JSON-NEXT: "bytes_written": 16384,
// JSON: "tiled_bytes_read": 98304
func.func @masked_fused(%q: tensor<1x1x128x64xf16>, %k: tensor<1x1x128x64xf16>,
                        %v: tensor<1x1x128x64xf16>, %m: tensor<1x1x128x128xi1>) -> tensor<1x1x128x64xf16> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<1x1x128x128xi1>) scale 0.125 block_m 64
      : tensor<1x1x128x64xf16>, tensor<1x1x128x64xf16>, tensor<1x1x128x64xf16> -> tensor<1x1x128x64xf16>
  return %o : tensor<1x1x128x64xf16>
}
