// REQUIRES: cpu-avx2
// RUN: attn-run %s --entry causal_f32_d128 --cpu-isa avx2 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry gqa_f16_d64 --cpu-isa avx2 --num-threads 2 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry causal_f32_d128 --cpu-isa avx2 --json | FileCheck %s --check-prefix=JSON

// --cpu-isa avx2 compiles the kernel as for an AVX2-only CPU (256-bit
// vectors and register tiles, no AVX-512 instruction) even on an AVX-512
// host, so that both of the CPU kernel's targets are checked, and timed, on
// one machine. Shapes avoid multiples of the blocks and of the vectors.

// OK: on cpu ({{[0-9]}} thread{{s?}}, avx2,
// OK: out0 {{.*}}: max abs err {{.*}} ok
// OK-NOT: FAIL

// JSON: "cpu_isa":"avx2"

// Causal, Nq = 100 < Nkv = 300, d = 128.
func.func @causal_f32_d128(%q: tensor<1x2x100x128xf32>, %k: tensor<1x2x300x128xf32>, %v: tensor<1x2x300x128xf32>) -> tensor<1x2x100x128xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388 causal : tensor<1x2x100x128xf32>, tensor<1x2x300x128xf32>, tensor<1x2x300x128xf32> -> tensor<1x2x100x128xf32>
  return %o : tensor<1x2x100x128xf32>
}

// GQA (4 query heads on 2 key/value heads), f16 converted once per tile,
// Nq = Nkv = 257, on two threads.
func.func @gqa_f16_d64(%q: tensor<1x4x257x64xf16>, %k: tensor<1x2x257x64xf16>, %v: tensor<1x2x257x64xf16>) -> tensor<1x4x257x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x4x257x64xf16>, tensor<1x2x257x64xf16>, tensor<1x2x257x64xf16> -> tensor<1x4x257x64xf16>
  return %o : tensor<1x4x257x64xf16>
}
