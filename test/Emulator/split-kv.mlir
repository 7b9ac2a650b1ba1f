// RUN: attn-run %s --device emulator --entry decode_gqa_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry decode_gqa_f16_d64 --schedule-seed 3 | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_offset_nq4_bf16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --entry padding_ragged_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry sinks_window_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry softcap_mqa_f16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --entry window_skips_splits_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry alibi_mask_gqa_bf16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry decode_gqa_f16_d64 --chip sm_80 | FileCheck %s
// RUN: attn-run %s --device emulator --entry two_row_tiles_gqa_bf16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --entry relative_bias_decode_gqa_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry segments_decode_gqa_f16_d64 | FileCheck %s
// RUN: attn-opt %s --attn-lower-to-gpu | FileCheck %s --check-prefix=LOWER

// Split-KV (flash-decoding): few query rows over many keys give the fused
// kernel too few blocks for the chip, so the lowering spreads the keys over
// splits (two launches, grid z) and combines the partial rows by their
// maxima. Each case agrees with the f64 reference; attn-run lowers with the
// defaults, and LOWER checks that these make each case split.

// CHECK: on emulator
// CHECK: out0 {{.*}}: max abs err {{.*}} ok

// LOWER-LABEL: func.func @decode_gqa_f16_d64
// LOWER: memref.alloc() : memref<1x8x1x4x64xf32>
// LOWER: gpu.launch_func @attn_kernels::@decode_gqa_f16_d64_flash_attention_split
// LOWER: gpu.launch_func @attn_kernels::@decode_gqa_f16_d64_flash_attention_combine
// LOWER-LABEL: func.func @causal_offset_nq4_bf16_d128
// LOWER: gpu.launch_func @attn_kernels::@causal_offset_nq4_bf16_d128_flash_attention_split
// LOWER-LABEL: func.func @padding_ragged_f16_d64
// LOWER: memref.alloc() : memref<2x2x1x3x64xf32>
// LOWER: gpu.launch_func @attn_kernels::@padding_ragged_f16_d64_flash_attention_split
// LOWER-LABEL: func.func @sinks_window_f16_d64
// LOWER: gpu.launch_func @attn_kernels::@sinks_window_f16_d64_flash_attention_split
// LOWER-LABEL: func.func @softcap_mqa_f16_d128
// LOWER: gpu.launch_func @attn_kernels::@softcap_mqa_f16_d128_flash_attention_split
// LOWER-LABEL: func.func @window_skips_splits_f16_d64
// LOWER: memref.alloc() : memref<1x4x3x4x64xf32>
// LOWER: gpu.launch_func @attn_kernels::@window_skips_splits_f16_d64_flash_attention_split
// LOWER-LABEL: func.func @alibi_mask_gqa_bf16_d64
// LOWER: gpu.launch_func @attn_kernels::@alibi_mask_gqa_bf16_d64_flash_attention_split

// Decode with GQA 8 on 2: the 4 query heads of a group share a block's rows;
// 1000 keys (15 whole 64-key tiles and a ragged one) in 4 splits.
func.func @decode_gqa_f16_d64(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>) -> tensor<1x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}

// Four query rows (speculative decoding) with causal at the bottom-right
// diagonal, Nkv - Nq: packed rows of one block are different query rows,
// each with its own last key; d = 128.
func.func @causal_offset_nq4_bf16_d128(%q: tensor<1x4x4x128xbf16>, %k: tensor<1x2x700x128xbf16>, %v: tensor<1x2x700x128xbf16>) -> tensor<1x4x4x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 causal : tensor<1x4x4x128xbf16>, tensor<1x2x700x128xbf16>, tensor<1x2x700x128xbf16> -> tensor<1x4x4x128xbf16>
  return %o : tensor<1x4x4x128xbf16>
}

// Per-batch key padding over a ragged key length: every tile is masked.
func.func @padding_ragged_f16_d64(%q: tensor<2x2x1x64xf16>, %k: tensor<2x2x777x64xf16>, %v: tensor<2x2x777x64xf16>, %pad: tensor<2x777xi1>) -> tensor<2x2x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x777xi1>) scale 0.125 : tensor<2x2x1x64xf16>, tensor<2x2x777x64xf16>, tensor<2x2x777x64xf16> -> tensor<2x2x1x64xf16>
  return %o : tensor<2x2x1x64xf16>
}

// Sinks per query head (GPT-OSS), GQA, with a window of 2 keys that
// crosses the boundary of splits 0 and 1 (key 256 of 1000, 4 splits); the
// sink weighs about as much as one of a row's 3 keys, so counting it once
// per split (4 times) instead of once per row would be far off.
func.func @sinks_window_f16_d64(%q: tensor<1x4x2x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>, %sinks: tensor<4xf16>) -> tensor<1x4x2x64xf16> {
  %o = attn.flash_attention %q, %k, %v sinks(%sinks : tensor<4xf16>) scale 0.125 causal diagonal 256 window 2 : tensor<1x4x2x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x4x2x64xf16>
  return %o : tensor<1x4x2x64xf16>
}

// Softcapping with MQA (4 query heads on one key/value head), d = 128.
func.func @softcap_mqa_f16_d128(%q: tensor<1x4x1x128xf16>, %k: tensor<1x1x640x128xf16>, %v: tensor<1x1x640x128xf16>) -> tensor<1x4x1x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 softcap 2.0 : tensor<1x4x1x128xf16>, tensor<1x1x640x128xf16>, tensor<1x1x640x128xf16> -> tensor<1x4x1x128xf16>
  return %o : tensor<1x4x1x128xf16>
}

// A sliding window of 100 keys at the end of 1000: the splits before it
// skip every tile and leave empty partial rows (max -inf, sum 0), which the
// combine must weigh as nothing.
func.func @window_skips_splits_f16_d64(%q: tensor<1x4x3x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>) -> tensor<1x4x3x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal window 100 : tensor<1x4x3x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x4x3x64xf16>
  return %o : tensor<1x4x3x64xf16>
}

// Per-head terms on packed rows: ALiBi slopes and a dense float bias per
// query head, each row reading its own head's.
func.func @alibi_mask_gqa_bf16_d64(%q: tensor<1x4x2x64xbf16>, %k: tensor<1x2x520x64xbf16>, %v: tensor<1x2x520x64xbf16>, %slopes: tensor<4xf32>, %bias: tensor<1x4x2x520xbf16>) -> tensor<1x4x2x64xbf16> {
  %o = attn.flash_attention %q, %k, %v bias(%bias : tensor<1x4x2x520xbf16>) alibi(%slopes : tensor<4xf32>) scale 0.125 causal : tensor<1x4x2x64xbf16>, tensor<1x2x520x64xbf16>, tensor<1x2x520x64xbf16> -> tensor<1x4x2x64xbf16>
  return %o : tensor<1x4x2x64xbf16>
}

// block_m 128 at d = 128: the partial kernel runs two 16-row tiles per warp
// and keeps each thread's row maxima and sums in shared memory, from where
// it writes them to the split's statistics.
// LOWER-LABEL: func.func @two_row_tiles_gqa_bf16_d128
// LOWER: gpu.launch_func @attn_kernels::@two_row_tiles_gqa_bf16_d128_flash_attention_split
func.func @two_row_tiles_gqa_bf16_d128(%q: tensor<1x8x3x128xbf16>, %k: tensor<1x2x700x128xbf16>, %v: tensor<1x2x700x128xbf16>) -> tensor<1x8x3x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 block_m 128 : tensor<1x8x3x128xbf16>, tensor<1x2x700x128xbf16>, tensor<1x2x700x128xbf16> -> tensor<1x8x3x128xbf16>
  return %o : tensor<1x8x3x128xbf16>
}

// LOWER-LABEL: func.func @relative_bias_decode_gqa_f16_d64
// LOWER: gpu.launch_func @attn_kernels::@relative_bias_decode_gqa_f16_d64_flash_attention_split
// T5's decoder reading a long cache: two query rows of four heads packed
// per key/value head, each row reading its head's row of the table at its
// own offsets.
func.func @relative_bias_decode_gqa_f16_d64(%q: tensor<1x4x2x64xf16>, %k: tensor<1x2x520x64xf16>, %v: tensor<1x2x520x64xf16>, %t: tensor<4x521xf16>) -> tensor<1x4x2x64xf16> {
  %o = attn.flash_attention %q, %k, %v relative_bias(%t : tensor<4x521xf16>) scale 0.125 : tensor<1x4x2x64xf16>, tensor<1x2x520x64xf16>, tensor<1x2x520x64xf16> -> tensor<1x4x2x64xf16>
  return %o : tensor<1x4x2x64xf16>
}

// LOWER-LABEL: func.func @segments_decode_gqa_f16_d64
// LOWER: gpu.launch_func @attn_kernels::@segments_decode_gqa_f16_d64_flash_attention_split
// Chunked attention while decoding: one query per batch, whose id each of
// the four packed query heads compares with the cache's keys' ids.
func.func @segments_decode_gqa_f16_d64(%q: tensor<2x4x1x64xf16>, %k: tensor<2x1x600x64xf16>, %v: tensor<2x1x600x64xf16>, %qs: tensor<2x1xi64>, %ks: tensor<2x600xi64>) -> tensor<2x4x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : tensor<2x1xi64>, tensor<2x600xi64>) scale 0.125 : tensor<2x4x1x64xf16>, tensor<2x1x600x64xf16>, tensor<2x1x600x64xf16> -> tensor<2x4x1x64xf16>
  return %o : tensor<2x4x1x64xf16>
}
