// RUN: attn-run %s --device emulator --entry gqa_causal_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry gqa_causal_f16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry ragged_f16_d128 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry ragged_f16_d128 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_square_bf16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_square_bf16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_square_bf16_d64 --chip sm_80 | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_suffix_gqa_bf16_d128 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_suffix_gqa_bf16_d128 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_suffix_gqa_bf16_d128 --chip sm_80 | FileCheck %s
// RUN: attn-run %s --device emulator --entry mqa_decode_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry mqa_decode_f16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry narrow_values_f16 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry narrow_values_f16 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_f32_fma --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry gqa_causal_f16_d64 --schedule-seed 7 | FileCheck %s
// RUN: attn-run %s --device emulator --entry ragged_f16_d128 --schedule-seed 3 | FileCheck %s
// RUN: attn-run %s --device emulator --entry two_row_tiles_causal_bf16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --entry two_row_tiles_causal_bf16_d128 --chip sm_80 --schedule-seed 11 | FileCheck %s
// RUN: attn-run %s --device emulator --entry one_row_tile_window_bf16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --entry window_three_loops_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry causal_bf16_d256 | FileCheck %s

// Every variant of the fused kernel runs in the emulator and agrees with the
// f64 reference: tensor cores (mma=sync: cp.async double buffering,
// ldmatrix, mma.sync, quad shuffles) and the plain kernel (mma=none), f16 and
// bf16, d = 64 and 128, causal or not, GQA and MQA, decode, and lengths that
// are not multiples of the blocks. Any race, pending-copy read, bounds or
// divergence error would fail the run with exit 1.

// CHECK: on emulator
// CHECK: out0 {{.*}}: max abs err {{.*}} ok

// GQA (4 query heads on 2), causal, Nq < Nkv: gpu-run.test's fused case.
func.func @gqa_causal_f16_d64(%q: tensor<1x4x70x64xf16>, %k: tensor<1x2x100x64xf16>, %v: tensor<1x2x100x64xf16>) -> tensor<1x4x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<1x4x70x64xf16>, tensor<1x2x100x64xf16>, tensor<1x2x100x64xf16> -> tensor<1x4x70x64xf16>
  return %o : tensor<1x4x70x64xf16>
}

// d = 128 (64-key tiles), Nq = Nkv = 130: a partial last query block and key tile.
func.func @ragged_f16_d128(%q: tensor<1x2x130x128xf16>, %k: tensor<1x2x130x128xf16>, %v: tensor<1x2x130x128xf16>) -> tensor<1x2x130x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 : tensor<1x2x130x128xf16>, tensor<1x2x130x128xf16>, tensor<1x2x130x128xf16> -> tensor<1x2x130x128xf16>
  return %o : tensor<1x2x130x128xf16>
}

// bf16 through nvvm.mma.sync, causal with Nq = Nkv = 40 (one key tile, masked diagonal).
func.func @causal_square_bf16_d64(%q: tensor<2x1x40x64xbf16>, %k: tensor<2x1x40x64xbf16>, %v: tensor<2x1x40x64xbf16>) -> tensor<2x1x40x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<2x1x40x64xbf16>, tensor<2x1x40x64xbf16>, tensor<2x1x40x64xbf16> -> tensor<2x1x40x64xbf16>
  return %o : tensor<2x1x40x64xbf16>
}

// bf16, d = 128, causal with Nq > Nkv: the first 30 rows see no key and must be zeros, GQA 2 on 1.
func.func @causal_suffix_gqa_bf16_d128(%q: tensor<1x2x100x128xbf16>, %k: tensor<1x1x70x128xbf16>, %v: tensor<1x1x70x128xbf16>) -> tensor<1x2x100x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 causal : tensor<1x2x100x128xbf16>, tensor<1x1x70x128xbf16>, tensor<1x1x70x128xbf16> -> tensor<1x2x100x128xbf16>
  return %o : tensor<1x2x100x128xbf16>
}

// Decode: one query row against 130 keys, MQA (Hkv = 1).
func.func @mqa_decode_f16_d64(%q: tensor<2x4x1x64xf16>, %k: tensor<2x1x130x64xf16>, %v: tensor<2x1x130x64xf16>) -> tensor<2x4x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<2x4x1x64xf16>, tensor<2x1x130x64xf16>, tensor<2x1x130x64xf16> -> tensor<2x4x1x64xf16>
  return %o : tensor<2x4x1x64xf16>
}

// dv = 32 smaller than d = 64.
func.func @narrow_values_f16(%q: tensor<1x2x65x64xf16>, %k: tensor<1x2x97x64xf16>, %v: tensor<1x2x97x32xf16>) -> tensor<1x2x65x32xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<1x2x65x64xf16>, tensor<1x2x97x64xf16>, tensor<1x2x97x32xf16> -> tensor<1x2x65x32xf16>
  return %o : tensor<1x2x65x32xf16>
}

// f32, which only the plain kernel takes.
func.func @causal_f32_fma(%q: tensor<1x2x50x32xf32>, %k: tensor<1x2x50x32xf32>, %v: tensor<1x2x50x32xf32>) -> tensor<1x2x50x32xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.176 causal : tensor<1x2x50x32xf32>, tensor<1x2x50x32xf32>, tensor<1x2x50x32xf32> -> tensor<1x2x50x32xf32>
  return %o : tensor<1x2x50x32xf32>
}

// Two 16-row tiles per warp at d = 128 (the default there, block_m 128 with
// 4 warps): Q's fragments are reloaded from shared memory per tile and each
// thread keeps its rows' max and sum in its slot of shared memory; causal
// and ragged, so both the steady and the masked loop run.
func.func @two_row_tiles_causal_bf16_d128(%q: tensor<1x2x200x128xbf16>, %k: tensor<1x2x200x128xbf16>, %v: tensor<1x2x200x128xbf16>) -> tensor<1x2x200x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 causal block_m 128 : tensor<1x2x200x128xbf16>, tensor<1x2x200x128xbf16>, tensor<1x2x200x128xbf16> -> tensor<1x2x200x128xbf16>
  return %o : tensor<1x2x200x128xbf16>
}

// A window long enough that the block of rows 256-383 runs all three loops:
// masked tiles at the window's left edge, a steady tile, masked tiles at the
// diagonal.
func.func @window_three_loops_f16_d64(%q: tensor<1x1x512x64xf16>, %k: tensor<1x1x512x64xf16>, %v: tensor<1x1x512x64xf16>) -> tensor<1x1x512x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal window 200 : tensor<1x1x512x64xf16>, tensor<1x1x512x64xf16>, tensor<1x1x512x64xf16> -> tensor<1x1x512x64xf16>
  return %o : tensor<1x1x512x64xf16>
}

// d = 256: one row tile per warp, 32-key tiles, Q reloaded per tile.
func.func @causal_bf16_d256(%q: tensor<1x1x100x256xbf16>, %k: tensor<1x1x100x256xbf16>, %v: tensor<1x1x100x256xbf16>) -> tensor<1x1x100x256xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 causal : tensor<1x1x100x256xbf16>, tensor<1x1x100x256xbf16>, tensor<1x1x100x256xbf16> -> tensor<1x1x100x256xbf16>
  return %o : tensor<1x1x100x256xbf16>
}

// One 16-row tile per warp at d = 128 (block_m 64): the row statistics stay
// in registers; a window cuts tiles on both sides of the band, so all three
// loops run.
func.func @one_row_tile_window_bf16_d128(%q: tensor<1x2x200x128xbf16>, %k: tensor<1x2x200x128xbf16>, %v: tensor<1x2x200x128xbf16>) -> tensor<1x2x200x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 causal window 64 block_m 64 : tensor<1x2x200x128xbf16>, tensor<1x2x200x128xbf16>, tensor<1x2x200x128xbf16> -> tensor<1x2x200x128xbf16>
  return %o : tensor<1x2x200x128xbf16>
}
