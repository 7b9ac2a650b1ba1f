// RUN: attn-run %s --entry causal_top_left_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry window_block_skip_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry band_gqa_f16 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry key_padding_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry softcap_bf16 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry alibi_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry sinks_hidden_rows_f32 --json | FileCheck %s --check-prefix=JSON
// RUN: attn-run %s --entry two_biases_padding_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry every_term_f64 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry relative_bias_causal_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry relative_bias_shared_bf16 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry packed_documents_causal_f32 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry chunks_shared_keys_f16 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry padded_blocks_f32 | FileCheck %s --check-prefix=OK

// Each structured mask and score term of attn.flash_attention, run by the
// tiled kernel and checked against the unfused chain in f64 (which spells
// each term its own way: causal_mask with a diagonal and window, attn.mask
// of the expanded padding, a tanh between scales, an ALiBi bias tensor, a
// sink column in a wider softmax, the relative bias gathered to
// [1, H, Nq, Nkv], segment ids as attn.segment_mask).

// OK: out0 {{.*}}: max abs err {{.*}} ok
// OK-NOT: FAIL
// JSON: "max_abs_error":{{[0-9]}}
// JSON-SAME: "ok":true

// SDPA's top-left causal (diagonal 0) with Nq < Nkv; blocks of 8 keys.
func.func @causal_top_left_f32(%q: tensor<1x2x20x16xf32>, %k: tensor<1x2x50x16xf32>, %v: tensor<1x2x50x16xf32>) -> tensor<1x2x20x16xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal diagonal 0 block_m 8 block_n 8 : tensor<1x2x20x16xf32>, tensor<1x2x50x16xf32>, tensor<1x2x50x16xf32> -> tensor<1x2x20x16xf32>
  return %o : tensor<1x2x20x16xf32>
}

// A sliding window of 9 keys before the diagonal: query blocks of 16 start
// at the key block their first row sees, so early key blocks are skipped.
func.func @window_block_skip_f32(%q: tensor<1x1x70x8xf32>, %k: tensor<1x1x70x8xf32>, %v: tensor<1x1x70x8xf32>) -> tensor<1x1x70x8xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.5 causal window 9 block_m 16 block_n 8 : tensor<1x1x70x8xf32>, tensor<1x1x70x8xf32>, tensor<1x1x70x8xf32> -> tensor<1x1x70x8xf32>
  return %o : tensor<1x1x70x8xf32>
}

// A two-sided band (3 keys left, 2 right of the bottom-right diagonal 10)
// with GQA and f16 inputs.
func.func @band_gqa_f16(%q: tensor<2x4x30x16xf16>, %k: tensor<2x2x40x16xf16>, %v: tensor<2x2x40x16xf16>) -> tensor<2x4x30x16xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal diagonal 12 window 5 block_m 16 block_n 16 : tensor<2x4x30x16xf16>, tensor<2x2x40x16xf16>, tensor<2x2x40x16xf16> -> tensor<2x4x30x16xf16>
  return %o : tensor<2x4x30x16xf16>
}

// Causal with per-batch key padding (random, Bernoulli(0.9)).
func.func @key_padding_f32(%q: tensor<3x2x33x16xf32>, %k: tensor<3x2x33x16xf32>, %v: tensor<3x2x33x16xf32>, %p: tensor<3x33xi1>) -> tensor<3x2x33x16xf32> {
  %o = attn.flash_attention %q, %k, %v key_padding(%p : tensor<3x33xi1>) scale 0.25 causal block_m 16 block_n 8 : tensor<3x2x33x16xf32>, tensor<3x2x33x16xf32>, tensor<3x2x33x16xf32> -> tensor<3x2x33x16xf32>
  return %o : tensor<3x2x33x16xf32>
}

// Gemma 2's logit softcapping (cap 3, so that the tanh bends) in bf16.
func.func @softcap_bf16(%q: tensor<1x2x24x32xbf16>, %k: tensor<1x2x24x32xbf16>, %v: tensor<1x2x24x32xbf16>) -> tensor<1x2x24x32xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.5 softcap 3.0 causal : tensor<1x2x24x32xbf16>, tensor<1x2x24x32xbf16>, tensor<1x2x24x32xbf16> -> tensor<1x2x24x32xbf16>
  return %o : tensor<1x2x24x32xbf16>
}

// ALiBi slopes per head (random), non-causal with Nq != Nkv.
func.func @alibi_f32(%q: tensor<1x4x10x16xf32>, %k: tensor<1x4x37x16xf32>, %v: tensor<1x4x37x16xf32>, %s: tensor<4xf32>) -> tensor<1x4x10x16xf32> {
  %o = attn.flash_attention %q, %k, %v alibi(%s : tensor<4xf32>) scale 0.25 block_n 8 : tensor<1x4x10x16xf32>, tensor<1x4x37x16xf32>, tensor<1x4x37x16xf32> -> tensor<1x4x10x16xf32>
  return %o : tensor<1x4x10x16xf32>
}

// Sinks per head; causal with Nq > Nkv, so the first rows see only the sink
// and give zeros in both forms.
func.func @sinks_hidden_rows_f32(%q: tensor<1x2x20x16xf32>, %k: tensor<1x2x12x16xf32>, %v: tensor<1x2x12x16xf32>, %s: tensor<2xf32>) -> tensor<1x2x20x16xf32> {
  %o = attn.flash_attention %q, %k, %v sinks(%s : tensor<2xf32>) scale 0.25 causal block_m 8 block_n 4 : tensor<1x2x20x16xf32>, tensor<1x2x12x16xf32>, tensor<1x2x12x16xf32> -> tensor<1x2x20x16xf32>
  return %o : tensor<1x2x20x16xf32>
}

// T5: a dense relative bias per head plus a float padding bias and a
// boolean key padding.
func.func @two_biases_padding_f32(%q: tensor<2x2x9x8xf32>, %k: tensor<2x2x9x8xf32>, %v: tensor<2x2x9x8xf32>, %rel: tensor<1x2x9x9xf32>, %pb: tensor<2x1x1x9xf32>, %p: tensor<2x9xi1>) -> tensor<2x2x9x8xf32> {
  %o = attn.flash_attention %q, %k, %v bias(%rel, %pb : tensor<1x2x9x9xf32>, tensor<2x1x1x9xf32>) key_padding(%p : tensor<2x9xi1>) scale 1.0 : tensor<2x2x9x8xf32>, tensor<2x2x9x8xf32>, tensor<2x2x9x8xf32> -> tensor<2x2x9x8xf32>
  return %o : tensor<2x2x9x8xf32>
}

// Every term at once, in f64 (the kernel's f64 path).
func.func @every_term_f64(%q: tensor<2x2x12x8xf64>, %k: tensor<2x1x19x8xf64>, %v: tensor<2x1x19x8xf64>, %m: tensor<12x19xi1>, %b: tensor<2x1x12x19xf64>, %r: tensor<2x30xf64>, %p: tensor<1x19xi1>, %a: tensor<2xf64>, %s: tensor<2xf64>) -> tensor<2x2x12x8xf64> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<12x19xi1>) bias(%b : tensor<2x1x12x19xf64>) relative_bias(%r : tensor<2x30xf64>) key_padding(%p : tensor<1x19xi1>) alibi(%a : tensor<2xf64>) sinks(%s : tensor<2xf64>) scale 0.5 softcap 2.0 causal diagonal 9 window 6 block_m 8 block_n 4 : tensor<2x2x12x8xf64>, tensor<2x1x19x8xf64>, tensor<2x1x19x8xf64> -> tensor<2x2x12x8xf64>
  return %o : tensor<2x2x12x8xf64>
}

// A relative bias per head (T5's, random here), causal with Nq != Nkv and
// key tiles that split the offsets: table column j - i + Nq - 1.
func.func @relative_bias_causal_f32(%q: tensor<1x4x10x16xf32>, %k: tensor<1x4x37x16xf32>, %v: tensor<1x4x37x16xf32>, %t: tensor<4x46xf32>) -> tensor<1x4x10x16xf32> {
  %o = attn.flash_attention %q, %k, %v relative_bias(%t : tensor<4x46xf32>) scale 0.25 causal block_m 4 block_n 8 : tensor<1x4x10x16xf32>, tensor<1x4x37x16xf32>, tensor<1x4x37x16xf32> -> tensor<1x4x10x16xf32>
  return %o : tensor<1x4x10x16xf32>
}

// One table row shared by every head, in bf16, with GQA.
func.func @relative_bias_shared_bf16(%q: tensor<2x4x24x32xbf16>, %k: tensor<2x2x24x32xbf16>, %v: tensor<2x2x24x32xbf16>, %t: tensor<1x47xbf16>) -> tensor<2x4x24x32xbf16> {
  %o = attn.flash_attention %q, %k, %v relative_bias(%t : tensor<1x47xbf16>) scale 0.125 : tensor<2x4x24x32xbf16>, tensor<2x2x24x32xbf16>, tensor<2x2x24x32xbf16> -> tensor<2x4x24x32xbf16>
  return %o : tensor<2x4x24x32xbf16>
}

// Three and four packed documents per row (ids per batch), causal, GQA,
// blocks of 8 that documents start inside of: a row sees the keys of its own
// document up to itself.
func.func @packed_documents_causal_f32(%q: tensor<2x2x37x16xf32>, %k: tensor<2x1x37x16xf32>, %v: tensor<2x1x37x16xf32>) -> tensor<2x2x37x16xf32> {
  %ids = arith.constant dense<[[0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]]> : tensor<2x37xi64>
  %o = attn.flash_attention %q, %k, %v segments(%ids, %ids : tensor<2x37xi64>, tensor<2x37xi64>) scale 0.25 causal block_m 8 block_n 8 : tensor<2x2x37x16xf32>, tensor<2x1x37x16xf32>, tensor<2x1x37x16xf32> -> tensor<2x2x37x16xf32>
  return %o : tensor<2x2x37x16xf32>
}

// Chunks of different lengths per batch for 5 queries against 19 keys whose
// i32 ids the batch shares; query 3 of batch 0 has no key in its chunk 3
// and gives zeros.
func.func @chunks_shared_keys_f16(%q: tensor<2x2x5x16xf16>, %k: tensor<2x2x19x16xf16>, %v: tensor<2x2x19x16xf16>) -> tensor<2x2x5x16xf16> {
  %qs = arith.constant dense<[[0, 1, 1, 3, 2], [0, 0, 2, 2, 2]]> : tensor<2x5xi32>
  %ks = arith.constant dense<[[0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]]> : tensor<1x19xi32>
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : tensor<2x5xi32>, tensor<1x19xi32>) scale 0.25 block_m 4 block_n 8 : tensor<2x2x5x16xf16>, tensor<2x2x19x16xf16>, tensor<2x2x19x16xf16> -> tensor<2x2x5x16xf16>
  return %o : tensor<2x2x5x16xf16>
}

// Right padding (batch 0 keeps its first 11 of 37 keys), left padding
// (batch 1 its last 6) and a batch row with every key hidden (zeros), in
// key blocks of 8: the blocks the padding hides whole are skipped, the
// rest masked.
func.func @padded_blocks_f32(%q: tensor<3x2x20x16xf32>, %k: tensor<3x2x37x16xf32>, %v: tensor<3x2x37x16xf32>) -> tensor<3x2x20x16xf32> {
  %p = arith.constant dense<[[true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]> : tensor<3x37xi1>
  %o = attn.flash_attention %q, %k, %v key_padding(%p : tensor<3x37xi1>) scale 0.25 block_m 8 block_n 8 : tensor<3x2x20x16xf32>, tensor<3x2x37x16xf32>, tensor<3x2x37x16xf32> -> tensor<3x2x20x16xf32>
  return %o : tensor<3x2x20x16xf32>
}
