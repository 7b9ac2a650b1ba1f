// RUN: attn-opt %s --attn-lower-to-gpu=chip=sm_90a 2>&1 | FileCheck %s --check-prefix=WGMMA
// RUN: attn-run %s --device emulator --chip sm_90a --entry gqa_causal_ragged_bf16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry gqa_causal_ragged_bf16_d64 --schedule-seed 5 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry full_f16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry window_bf16_d128 --schedule-seed 3 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry odd_tiles_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry padding_causal_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry softcap_window_padding_f16_d128 --schedule-seed 7 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry top_left_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry t5_biases_padding_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry bool_mask_causal_bf16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry alibi_causal_gqa_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry sinks_window_bf16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry relative_bias_causal_gqa_bf16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry dv64_causal_bf16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry dv128_negative_scale_f16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry causal_ragged_bf16_d256 --schedule-seed 3 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry one_group_dv128_f16_d256 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry window_bf16_d256 --schedule-seed 5 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry long_keys_f16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry long_softcap_window_padding_bf16_d64 --schedule-seed 2 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry segments_padding_causal_gqa_bf16_d128 | FileCheck %s

// The sm_90a kernel (TMA into a swizzled mbarrier ring, wgmma for both
// products) runs in the emulator and agrees with the f64 reference: bf16 and
// f16, d = 64, 128 and 256, one and two consumer warpgroups beside the
// producer, causal with GQA and ragged lengths (TMA zero fill plus key
// masking), no mask, a window (at d = 256 too), and an odd number of key
// tiles; every
// mask and score term the other fused kernels take (key padding, segment
// ids, a dense boolean mask, float biases, ALiBi, sinks, softcapping, a
// diagonal other
// than the bottom-right one), dv != d and a negative scale, which takes the
// path that scales before the max instead of in the exponent's FFMA. A TMA
// read before its phase, a misaligned swizzled box, a phase overrun or a
// divergent warpgroup op would fail the run. The first RUN line makes sure
// every function really gets the wgmma kernel, not the mma.sync fallback.

// WGMMA-NOT: uses the sm_90 mma.sync kernel
// WGMMA-COUNT-19: gpu.func @{{.*}}_wgmma
// WGMMA-NOT: uses the sm_90 mma.sync kernel

// CHECK: on emulator (sm_90a
// CHECK: out0 {{.*}} ok

func.func @gqa_causal_ragged_bf16_d64(%q: tensor<1x4x200x64xbf16>, %k: tensor<1x2x300x64xbf16>, %v: tensor<1x2x300x64xbf16>) -> tensor<1x4x200x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<1x4x200x64xbf16>, tensor<1x2x300x64xbf16>, tensor<1x2x300x64xbf16> -> tensor<1x4x200x64xbf16>
  return %o : tensor<1x4x200x64xbf16>
}

func.func @full_f16_d128(%q: tensor<2x2x64x128xf16>, %k: tensor<2x2x192x128xf16>, %v: tensor<2x2x192x128xf16>) -> tensor<2x2x64x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0883883 : tensor<2x2x64x128xf16>, tensor<2x2x192x128xf16>, tensor<2x2x192x128xf16> -> tensor<2x2x64x128xf16>
  return %o : tensor<2x2x64x128xf16>
}

func.func @window_bf16_d128(%q: tensor<1x2x150x128xbf16>, %k: tensor<1x1x150x128xbf16>, %v: tensor<1x1x150x128xbf16>) -> tensor<1x2x150x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0883883 causal window 40 : tensor<1x2x150x128xbf16>, tensor<1x1x150x128xbf16>, tensor<1x1x150x128xbf16> -> tensor<1x2x150x128xbf16>
  return %o : tensor<1x2x150x128xbf16>
}

func.func @odd_tiles_f16_d64(%q: tensor<1x1x100x64xf16>, %k: tensor<1x1x200x64xf16>, %v: tensor<1x1x200x64xf16>) -> tensor<1x1x100x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x100x64xf16>, tensor<1x1x200x64xf16>, tensor<1x1x200x64xf16> -> tensor<1x1x100x64xf16>
  return %o : tensor<1x1x100x64xf16>
}


// LLaMA's eager mask: causal plus per-batch key padding, two batches, Nkv
// not a multiple of the key tile.
func.func @padding_causal_f16_d64(%q: tensor<2x2x70x64xf16>, %k: tensor<2x2x70x64xf16>, %v: tensor<2x2x70x64xf16>, %pad: tensor<2x70xi1>) -> tensor<2x2x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x70xi1>) scale 0.125 causal : tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16> -> tensor<2x2x70x64xf16>
  return %o : tensor<2x2x70x64xf16>
}

// SDPA's is_causal with Nq < Nkv: top-left alignment, diagonal 0.
func.func @top_left_f16_d64(%q: tensor<1x2x40x64xf16>, %k: tensor<1x2x100x64xf16>, %v: tensor<1x2x100x64xf16>) -> tensor<1x2x40x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal diagonal 0 : tensor<1x2x40x64xf16>, tensor<1x2x100x64xf16>, tensor<1x2x100x64xf16> -> tensor<1x2x40x64xf16>
  return %o : tensor<1x2x40x64xf16>
}

// Gemma 2: softcap, sliding window and a padding row shared by the batch,
// d = 128 (32-key tiles).
func.func @softcap_window_padding_f16_d128(%q: tensor<1x2x96x128xf16>, %k: tensor<1x2x96x128xf16>, %v: tensor<1x2x96x128xf16>, %pad: tensor<1x96xi1>) -> tensor<1x2x96x128xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<1x96xi1>) scale 0.088 softcap 2.0 causal window 50 : tensor<1x2x96x128xf16>, tensor<1x2x96x128xf16>, tensor<1x2x96x128xf16> -> tensor<1x2x96x128xf16>
  return %o : tensor<1x2x96x128xf16>
}

// T5: a learned relative bias [1, H, N, N] (f32) as the dense mask, a second
// bias broadcast over heads, and key padding; Nq != Nkv.
func.func @t5_biases_padding_f16_d64(%q: tensor<2x2x40x64xf16>, %k: tensor<2x2x72x64xf16>, %v: tensor<2x2x72x64xf16>, %rel: tensor<1x2x40x72xf32>, %b2: tensor<40x72xf16>, %pad: tensor<2x72xi1>) -> tensor<2x2x40x64xf16> {
  %o = attn.flash_attention %q, %k, %v mask(%rel : tensor<1x2x40x72xf32>) bias(%b2 : tensor<40x72xf16>) key_padding(%pad : tensor<2x72xi1>) scale 0.125 : tensor<2x2x40x64xf16>, tensor<2x2x72x64xf16>, tensor<2x2x72x64xf16> -> tensor<2x2x40x64xf16>
  return %o : tensor<2x2x40x64xf16>
}

// A user's boolean N x N mask with causal, bf16, d = 128.
func.func @bool_mask_causal_bf16_d128(%q: tensor<1x2x50x128xbf16>, %k: tensor<1x2x50x128xbf16>, %v: tensor<1x2x50x128xbf16>, %m: tensor<1x1x50x50xi1>) -> tensor<1x2x50x128xbf16> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<1x1x50x50xi1>) scale 0.088 causal : tensor<1x2x50x128xbf16>, tensor<1x2x50x128xbf16>, tensor<1x2x50x128xbf16> -> tensor<1x2x50x128xbf16>
  return %o : tensor<1x2x50x128xbf16>
}

// BLOOM: ALiBi slopes per head with causal, GQA.
func.func @alibi_causal_gqa_f16_d64(%q: tensor<1x4x70x64xf16>, %k: tensor<1x2x70x64xf16>, %v: tensor<1x2x70x64xf16>, %slopes: tensor<4xf32>) -> tensor<1x4x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v alibi(%slopes : tensor<4xf32>) scale 0.125 causal : tensor<1x4x70x64xf16>, tensor<1x2x70x64xf16>, tensor<1x2x70x64xf16> -> tensor<1x4x70x64xf16>
  return %o : tensor<1x4x70x64xf16>
}

// GPT-OSS: learned sinks with a sliding window.
func.func @sinks_window_bf16_d64(%q: tensor<1x2x90x64xbf16>, %k: tensor<1x2x90x64xbf16>, %v: tensor<1x2x90x64xbf16>, %sinks: tensor<2xbf16>) -> tensor<1x2x90x64xbf16> {
  %o = attn.flash_attention %q, %k, %v sinks(%sinks : tensor<2xbf16>) scale 0.125 causal window 20 : tensor<1x2x90x64xbf16>, tensor<1x2x90x64xbf16>, tensor<1x2x90x64xbf16> -> tensor<1x2x90x64xbf16>
  return %o : tensor<1x2x90x64xbf16>
}

// dv < d (DeepSeek-style heads): K boxes of two atoms, V boxes of one.
func.func @dv64_causal_bf16_d128(%q: tensor<1x2x100x128xbf16>, %k: tensor<1x1x130x128xbf16>, %v: tensor<1x1x130x64xbf16>) -> tensor<1x2x100x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0883883 causal : tensor<1x2x100x128xbf16>, tensor<1x1x130x128xbf16>, tensor<1x1x130x64xbf16> -> tensor<1x2x100x64xbf16>
  return %o : tensor<1x2x100x64xbf16>
}

// dv > d and a negative scale: the max is taken after scaling.
func.func @dv128_negative_scale_f16_d64(%q: tensor<1x1x100x64xf16>, %k: tensor<1x1x150x64xf16>, %v: tensor<1x1x150x128xf16>) -> tensor<1x1x100x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale -0.125 : tensor<1x1x100x64xf16>, tensor<1x1x150x64xf16>, tensor<1x1x150x128xf16> -> tensor<1x1x100x128xf16>
  return %o : tensor<1x1x100x128xf16>
}

// d = 256: four atoms of K and V per ring stage (208 KiB of shared memory
// with two warpgroups' Q and P), ragged Nq and Nkv.
func.func @causal_ragged_bf16_d256(%q: tensor<1x2x200x256xbf16>, %k: tensor<1x2x300x256xbf16>, %v: tensor<1x2x300x256xbf16>) -> tensor<1x2x200x256xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 causal : tensor<1x2x200x256xbf16>, tensor<1x2x300x256xbf16>, tensor<1x2x300x256xbf16> -> tensor<1x2x200x256xbf16>
  return %o : tensor<1x2x200x256xbf16>
}

// A window at d = 256: rows 0-127 of the block see keys from their
// diagonal back 100 keys, so the first key tiles are skipped for the later
// block and the window's edge crosses tiles inside the loop.
func.func @window_bf16_d256(%q: tensor<1x1x256x256xbf16>, %k: tensor<1x1x256x256xbf16>, %v: tensor<1x1x256x256xbf16>) -> tensor<1x1x256x256xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 causal window 100 : tensor<1x1x256x256xbf16>, tensor<1x1x256x256xbf16>, tensor<1x1x256x256xbf16> -> tensor<1x1x256x256xbf16>
  return %o : tensor<1x1x256x256xbf16>
}

// Nq <= 64 takes one consumer warpgroup (and no setmaxnreg); d = 256 with
// dv = 128.
func.func @one_group_dv128_f16_d256(%q: tensor<1x2x40x256xf16>, %k: tensor<1x2x130x256xf16>, %v: tensor<1x2x130x128xf16>) -> tensor<1x2x40x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 : tensor<1x2x40x256xf16>, tensor<1x2x130x256xf16>, tensor<1x2x130x128xf16> -> tensor<1x2x40x128xf16>
  return %o : tensor<1x2x40x128xf16>
}

// More than 256 keys without a short window: 128-key tiles (S as m64n128
// wgmma, two TMA boxes per 64 columns of K and V), one consumer, and a last
// tile whose second box lies wholly past the keys (zero-filled, its bytes
// still counted).
func.func @long_keys_f16_d128(%q: tensor<2x2x64x128xf16>, %k: tensor<2x2x320x128xf16>, %v: tensor<2x2x320x128xf16>) -> tensor<2x2x64x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0883883 : tensor<2x2x64x128xf16>, tensor<2x2x320x128xf16>, tensor<2x2x320x128xf16> -> tensor<2x2x64x128xf16>
  return %o : tensor<2x2x64x128xf16>
}

// 128-key tiles with every kind of masking at once: two consumers, GQA,
// a window of 300 keys (over 256, so the tiles stay 128 wide) whose edge
// crosses tiles, key padding flags for 128 keys a stage, softcapping.
func.func @long_softcap_window_padding_bf16_d64(%q: tensor<1x2x300x64xbf16>, %k: tensor<1x1x600x64xbf16>, %v: tensor<1x1x600x64xbf16>, %pad: tensor<1x600xi1>) -> tensor<1x2x300x64xbf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<1x600xi1>) scale 0.125 softcap 5.0 causal window 300 : tensor<1x2x300x64xbf16>, tensor<1x1x600x64xbf16>, tensor<1x1x600x64xbf16> -> tensor<1x2x300x64xbf16>
  return %o : tensor<1x2x300x64xbf16>
}

// A relative bias table per head (T5's), causal with GQA and a ragged
// length.
func.func @relative_bias_causal_gqa_bf16_d128(%q: tensor<1x4x200x128xbf16>, %k: tensor<1x2x200x128xbf16>, %v: tensor<1x2x200x128xbf16>, %t: tensor<4x399xbf16>) -> tensor<1x4x200x128xbf16> {
  %o = attn.flash_attention %q, %k, %v relative_bias(%t : tensor<4x399xbf16>) scale 0.088 causal : tensor<1x4x200x128xbf16>, tensor<1x2x200x128xbf16>, tensor<1x2x200x128xbf16> -> tensor<1x4x200x128xbf16>
  return %o : tensor<1x4x200x128xbf16>
}

// Llama 4's chunked attention: i32 segment ids per batch beside the key
// padding the producer stages, GQA, causal and a ragged key length.
func.func @segments_padding_causal_gqa_bf16_d128(%q: tensor<2x4x100x128xbf16>, %k: tensor<2x2x150x128xbf16>, %v: tensor<2x2x150x128xbf16>, %pad: tensor<2x150xi1>, %qs: tensor<2x100xi32>, %ks: tensor<2x150xi32>) -> tensor<2x4x100x128xbf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x150xi1>) segments(%qs, %ks : tensor<2x100xi32>, tensor<2x150xi32>) scale 0.088 causal : tensor<2x4x100x128xbf16>, tensor<2x2x150x128xbf16>, tensor<2x2x150x128xbf16> -> tensor<2x4x100x128xbf16>
  return %o : tensor<2x4x100x128xbf16>
}
