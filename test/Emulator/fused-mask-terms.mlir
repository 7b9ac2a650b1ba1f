// RUN: attn-run %s --device emulator --entry padding_causal_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry padding_causal_f16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry window_gqa_bf16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry window_gqa_bf16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry window_gqa_bf16_d64 --schedule-seed 5 | FileCheck %s
// RUN: attn-run %s --device emulator --entry top_left_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry top_left_f16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry softcap_window_padding_f16_d128 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry softcap_window_padding_f16_d128 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry softcap_f32_fma --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry t5_biases_padding_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry t5_biases_padding_f16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry bool_mask_causal_bf16_d128 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry bool_mask_causal_bf16_d128 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry alibi_causal_gqa_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry alibi_causal_gqa_f16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry sinks_window_bf16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry sinks_window_bf16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry relative_bias_padding_gqa_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry relative_bias_padding_gqa_f16_d64 --mma none | FileCheck %s
// RUN: attn-run %s --device emulator --entry segments_padding_causal_gqa_f16_d64 --mma sync | FileCheck %s
// RUN: attn-run %s --device emulator --entry segments_padding_causal_gqa_f16_d64 --mma none | FileCheck %s

// Every mask and score term of the fused op (key padding, causal at any
// diagonal, sliding windows, softcapping, dense float and boolean masks and
// biases, ALiBi, sinks, a relative bias, segment ids) agrees with the f64
// reference in both kernels, and their tile skipping (whole key tiles
// before a window or past the diagonal are never loaded) drops nothing
// that a row sees. Random i1 key padding hides about one key in ten;
// random segment ids (0 or 1, 0 one time in ten) put a few queries and
// keys in a second segment.

// CHECK: on emulator
// CHECK: out0 {{.*}}: max abs err {{.*}} ok

// LLaMA's eager mask: causal plus per-batch key padding, two batches, Nkv
// not a multiple of the key tile.
func.func @padding_causal_f16_d64(%q: tensor<2x2x70x64xf16>, %k: tensor<2x2x70x64xf16>, %v: tensor<2x2x70x64xf16>, %pad: tensor<2x70xi1>) -> tensor<2x2x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x70xi1>) scale 0.125 causal : tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16> -> tensor<2x2x70x64xf16>
  return %o : tensor<2x2x70x64xf16>
}

// Mistral's sliding window (W = 40 keys left of the diagonal) with GQA over
// 200 keys: blocks past the first skip the key tiles before their window.
func.func @window_gqa_bf16_d64(%q: tensor<1x4x200x64xbf16>, %k: tensor<1x2x200x64xbf16>, %v: tensor<1x2x200x64xbf16>) -> tensor<1x4x200x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal window 40 : tensor<1x4x200x64xbf16>, tensor<1x2x200x64xbf16>, tensor<1x2x200x64xbf16> -> tensor<1x4x200x64xbf16>
  return %o : tensor<1x4x200x64xbf16>
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

// The plain kernel in f32 with a small cap, where tanh saturates.
func.func @softcap_f32_fma(%q: tensor<1x1x33x32xf32>, %k: tensor<1x1x33x32xf32>, %v: tensor<1x1x33x32xf32>) -> tensor<1x1x33x32xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.5 softcap 1.5 : tensor<1x1x33x32xf32>, tensor<1x1x33x32xf32>, tensor<1x1x33x32xf32> -> tensor<1x1x33x32xf32>
  return %o : tensor<1x1x33x32xf32>
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

// T5 with its relative bias as a table (one row per query head, Nq + Nkv -
// 1 = 139 offsets), key padding and GQA: the packed or per-head rows each
// read their own head's row.
func.func @relative_bias_padding_gqa_f16_d64(%q: tensor<2x4x70x64xf16>, %k: tensor<2x2x70x64xf16>, %v: tensor<2x2x70x64xf16>, %t: tensor<4x139xf16>, %p: tensor<2x70xi1>) -> tensor<2x4x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v relative_bias(%t : tensor<4x139xf16>) key_padding(%p : tensor<2x70xi1>) scale 1.0 : tensor<2x4x70x64xf16>, tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16> -> tensor<2x4x70x64xf16>
  return %o : tensor<2x4x70x64xf16>
}

// Llama 4's chunked attention with its padding and GQA: query ids per
// batch, key ids shared by the batch, Nkv not a multiple of the key tile.
func.func @segments_padding_causal_gqa_f16_d64(%q: tensor<2x4x70x64xf16>, %k: tensor<2x2x70x64xf16>, %v: tensor<2x2x70x64xf16>, %pad: tensor<2x70xi1>, %qs: tensor<2x70xi64>, %ks: tensor<1x70xi64>) -> tensor<2x4x70x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x70xi1>) segments(%qs, %ks : tensor<2x70xi64>, tensor<1x70xi64>) scale 0.125 causal : tensor<2x4x70x64xf16>, tensor<2x2x70x64xf16>, tensor<2x2x70x64xf16> -> tensor<2x4x70x64xf16>
  return %o : tensor<2x4x70x64xf16>
}
