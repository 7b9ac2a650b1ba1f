// RUN: attn-run %s --entry batch_heads_f32_d16 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry causal_square_f16_d64 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry causal_prefix_gqa_f32_d128 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry mqa_decode_f16_d64 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry odd_blocks_f32 --num-threads 2 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry odd_blocks_f32 --num-threads 2 --parallel-runtime async | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry causal_f64 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry key_rows_sliced_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry key_columns_sliced_f32 | FileCheck %s --check-prefix=OK
// The kernel does not lean on LLVM's optimizer to be correct: unoptimized,
// and at O3 with LLVM's loop unrolling, as at the default O2 without it.
// RUN: attn-run %s --entry causal_prefix_gqa_f32_d128 --opt-level 0 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry causal_prefix_gqa_f32_d128 --opt-level 3 --llvm-loop-unroll --json | FileCheck %s --check-prefix=O3

// attn.flash_attention, lowered to the tiled online softmax, agrees with the
// same program evaluated in f64 through the unfused chain. Shapes avoid
// multiples of the blocks (1, 17, 100, 257) so that partial tiles are hit.

// OK: out0 {{.*}}: max abs err {{.*}} ok
// OK-NOT: FAIL

// O3: "opt_level":3,"llvm_loop_unroll":true
// O3-SAME: "reference":"f64","reference_s":
// O3-SAME: "ok":true

// B x H > 1, Nq = 17, Nkv = 100.
func.func @batch_heads_f32_d16(%q: tensor<2x3x17x16xf32>, %k: tensor<2x3x100x16xf32>, %v: tensor<2x3x100x16xf32>) -> tensor<2x3x17x16xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 : tensor<2x3x17x16xf32>, tensor<2x3x100x16xf32>, tensor<2x3x100x16xf32> -> tensor<2x3x17x16xf32>
  return %o : tensor<2x3x17x16xf32>
}

// Causal with Nq == Nkv: key blocks above the diagonal are skipped.
func.func @causal_square_f16_d64(%q: tensor<1x1x257x64xf16>, %k: tensor<1x1x257x64xf16>, %v: tensor<1x1x257x64xf16>) -> tensor<1x1x257x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<1x1x257x64xf16>, tensor<1x1x257x64xf16>, tensor<1x1x257x64xf16> -> tensor<1x1x257x64xf16>
  return %o : tensor<1x1x257x64xf16>
}

// Causal with Nq < Nkv (the last query sees every key), and GQA: 4 query
// heads on 2 key/value heads.
func.func @causal_prefix_gqa_f32_d128(%q: tensor<1x4x17x128xf32>, %k: tensor<1x2x100x128xf32>, %v: tensor<1x2x100x128xf32>) -> tensor<1x4x17x128xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 causal : tensor<1x4x17x128xf32>, tensor<1x2x100x128xf32>, tensor<1x2x100x128xf32> -> tensor<1x4x17x128xf32>
  return %o : tensor<1x4x17x128xf32>
}

// Decode: one query against 257 keys, multi-query (one key/value head).
func.func @mqa_decode_f16_d64(%q: tensor<2x4x1x64xf16>, %k: tensor<2x1x257x64xf16>, %v: tensor<2x1x257x64xf16>) -> tensor<2x4x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<2x4x1x64xf16>, tensor<2x1x257x64xf16>, tensor<2x1x257x64xf16> -> tensor<2x4x1x64xf16>
  return %o : tensor<2x4x1x64xf16>
}

// Block sizes that are not multiples of the vector width, dv != d, on two
// threads.
func.func @odd_blocks_f32(%q: tensor<1x2x100x16xf32>, %k: tensor<1x2x257x16xf32>, %v: tensor<1x2x257x24xf32>) -> tensor<1x2x100x24xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal block_m 7 block_n 13 : tensor<1x2x100x16xf32>, tensor<1x2x257x16xf32>, tensor<1x2x257x24xf32> -> tensor<1x2x100x24xf32>
  return %o : tensor<1x2x100x24xf32>
}

// f64 inputs run the kernel in f64 (8 lanes), within 1e-10 of the unfused
// chain.
func.func @causal_f64(%q: tensor<1x2x17x16xf64>, %k: tensor<1x2x100x16xf64>, %v: tensor<1x2x100x16xf64>) -> tensor<1x2x17x16xf64> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal : tensor<1x2x17x16xf64>, tensor<1x2x100x16xf64>, tensor<1x2x100x16xf64> -> tensor<1x2x17x16xf64>
  return %o : tensor<1x2x17x16xf64>
}

// f32 keys and values whose rows are whole vectors are read in place, not
// packed: here from the middle of larger tensors (a non-zero offset), the
// last, partial block still packed.
func.func @key_rows_sliced_f32(%q: tensor<1x2x70x128xf32>, %k: tensor<1x2x120x128xf32>, %v: tensor<1x2x120x128xf32>) -> tensor<1x2x70x128xf32> {
  %ks = tensor.extract_slice %k[0, 0, 10, 0] [1, 2, 100, 128] [1, 1, 1, 1] : tensor<1x2x120x128xf32> to tensor<1x2x100x128xf32>
  %vs = tensor.extract_slice %v[0, 0, 7, 0] [1, 2, 100, 128] [1, 1, 1, 1] : tensor<1x2x120x128xf32> to tensor<1x2x100x128xf32>
  %o = attn.flash_attention %q, %ks, %vs scale 0.088 : tensor<1x2x70x128xf32>, tensor<1x2x100x128xf32>, tensor<1x2x100x128xf32> -> tensor<1x2x70x128xf32>
  return %o : tensor<1x2x70x128xf32>
}

// Rows of 128 elements 256 apart are not a panel: the run-time stride check
// sends every block through packing.
func.func @key_columns_sliced_f32(%q: tensor<1x2x70x128xf32>, %k: tensor<1x2x100x256xf32>, %v: tensor<1x2x100x256xf32>) -> tensor<1x2x70x128xf32> {
  %ks = tensor.extract_slice %k[0, 0, 0, 128] [1, 2, 100, 128] [1, 1, 1, 1] : tensor<1x2x100x256xf32> to tensor<1x2x100x128xf32>
  %vs = tensor.extract_slice %v[0, 0, 0, 0] [1, 2, 100, 128] [1, 1, 1, 1] : tensor<1x2x100x256xf32> to tensor<1x2x100x128xf32>
  %o = attn.flash_attention %q, %ks, %vs scale 0.088 : tensor<1x2x70x128xf32>, tensor<1x2x100x128xf32>, tensor<1x2x100x128xf32> -> tensor<1x2x70x128xf32>
  return %o : tensor<1x2x70x128xf32>
}
