// RUN: attn-opt %s -split-input-file "--attn-traffic-report=format=json" -o /dev/null | FileCheck %s
// RUN: attn-opt %S/Inputs/llama-masks.mlir --attn-traffic-report -o /dev/null | FileCheck %s --check-prefix=LLAMA

// The traffic of the fused op's structured terms: each costs its own small
// operand, dense biases their bytes; causal and window masks cut the pairs
// and the key columns each query block reads. Expected figures are worked
// by hand from docs/analysis.md's rules.

// Q, K, V: 3 x 2·8·16 f16 = 1536 B; bias 0: 2·8·8 f32 = 512 B; bias 1:
// 8 f16 = 16 B; slopes and sinks 8 B each: 2080 B. 128 pairs: 64 + 64
// flops each for the products, 4 softmax, 2 softcap, 2 ALiBi, 1 per bias:
// 9472 flops; an exp and a tanh per pair and an exp per row for the sink:
// 272. Tiled (2 blocks of 4 rows, every key): 512 + 2·2·32·16 + 544 =
// 3104.
// CHECK-LABEL: "name": "terms"
// CHECK: "flops": 9472,
// CHECK-NEXT: "transcendentals": 272,
// CHECK-NEXT: "bytes_read": 2080,
// CHECK: "tiled_bytes_read": 3104
func.func @terms(%q: tensor<1x2x8x16xf16>, %k: tensor<1x2x8x16xf16>, %v: tensor<1x2x8x16xf16>, %b0: tensor<1x2x8x8xf32>, %b1: tensor<8xf16>, %a: tensor<2xf32>, %s: tensor<2xf32>) -> tensor<1x2x8x16xf16> {
  %o = attn.flash_attention %q, %k, %v bias(%b0, %b1 : tensor<1x2x8x8xf32>, tensor<8xf16>) alibi(%a : tensor<2xf32>) sinks(%s : tensor<2xf32>) scale 0.25 softcap 30.0 block_m 4 : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> -> tensor<1x2x8x16xf16>
  return %o : tensor<1x2x8x16xf16>
}

// -----

// Segment ids instead of a chunked [1, 1, 8, 8] mask: Q, K, V 1536 B and
// two [1, 8] i64 id vectors, 64 B each: 1664 B (the dense i1 mask would
// read 64 B here, and N x N bytes at any N). 128 pairs at 64 + 4 flops:
// 8704. Tiled (2 blocks of 4 rows): 512 + 2·2·32·16 + 128 = 2688.
// CHECK-LABEL: "name": "segments"
// CHECK: "flops": 8704,
// CHECK-NEXT: "transcendentals": 128,
// CHECK-NEXT: "bytes_read": 1664,
// CHECK: "tiled_bytes_read": 2688
func.func @segments(%q: tensor<1x2x8x16xf16>, %k: tensor<1x2x8x16xf16>, %v: tensor<1x2x8x16xf16>, %qs: tensor<1x8xi64>, %ks: tensor<1x8xi64>) -> tensor<1x2x8x16xf16> {
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : tensor<1x8xi64>, tensor<1x8xi64>) scale 0.25 block_m 4 : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> -> tensor<1x2x8x16xf16>
  return %o : tensor<1x2x8x16xf16>
}

// -----

// T5's relative bias as a table: Q, K, V 3 x 2·8·16 f16 = 1536 B; the
// [2, 15] f32 table 120 B, where the [1, 2, 8, 8] dense bias it replaces
// read 512: 1656 B. 128 pairs at 2·16 + 2·16 flops for the products, 4 for
// the softmax and 1 for the bias: 8832 flops. Tiled (2 blocks of 4 rows):
// 512 + 2·2·32·16 + 120 = 2680.
// CHECK-LABEL: "name": "relative"
// CHECK: "flops": 8832,
// CHECK-NEXT: "transcendentals": 128,
// CHECK-NEXT: "bytes_read": 1656,
// CHECK: "tiled_bytes_read": 2680
func.func @relative(%q: tensor<1x2x8x16xf16>, %k: tensor<1x2x8x16xf16>, %v: tensor<1x2x8x16xf16>, %t: tensor<2x15xf32>) -> tensor<1x2x8x16xf16> {
  %o = attn.flash_attention %q, %k, %v relative_bias(%t : tensor<2x15xf32>) scale 0.25 block_m 4 : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> -> tensor<1x2x8x16xf16>
  return %o : tensor<1x2x8x16xf16>
}

// -----

// SDPA's top-left causal, Nq = 4 and Nkv = 10: rows see 1, 2, 3, 4 keys
// (10 pairs, not the bottom-right 34); blocks of 2 rows read 2 and 4 key
// columns: 128 + 2·32·6 = 512 B tiled.
// CHECK-LABEL: "name": "top_left"
// CHECK: "transcendentals": 10,
// CHECK: "tiled_bytes_read": 512
func.func @top_left(%q: tensor<1x1x4x16xf16>, %k: tensor<1x1x10x16xf16>) -> tensor<1x1x4x16xf16> {
  %o = attn.flash_attention %q, %k, %k scale 0.25 causal diagonal 0 block_m 2 : tensor<1x1x4x16xf16>, tensor<1x1x10x16xf16>, tensor<1x1x10x16xf16> -> tensor<1x1x4x16xf16>
  return %o : tensor<1x1x4x16xf16>
}

// -----

// Dynamic lengths with a window of 7: every row is taken to see 8 keys, and
// each block of 64 rows 64 + 7 key columns.
// CHECK-LABEL: "name": "dyn"
// CHECK: "transcendentals": "8*Nq",
// CHECK: "tiled_bytes_read": "103*Nq"
// CHECK: "note": "window formula assumes every row sees W + 1 keys; tiled formula assumes block_m divides Nq"
func.func @dyn(%q: tensor<1x1x?x16xf16>, %k: tensor<1x1x?x16xf16>) -> tensor<1x1x?x16xf16> {
  %o = attn.flash_attention %q, %k, %k scale 0.25 causal diagonal 0 window 7 block_m 64 : tensor<1x1x?x16xf16>, tensor<1x1x?x16xf16>, tensor<1x1x?x16xf16> -> tensor<1x1x?x16xf16>
  return %o : tensor<1x1x?x16xf16>
}

// LLaMA-style causal + padding attention, 32 heads, d = 128, bf16. Before:
// the dense [1, 1, N, N] bf16 bias (2N² B) on top of 8·N·d per head. After:
// exactly 8·N·d per head plus the [1, N] padding, N bytes. At N = 32768:
// 32 · 8 · 32768 · 128 + 32768 = 1,073,774,592 B, against 3,221,225,472 B
// before. Tiled, causal blocks of 64 rows read 64·(k + 1) key columns: at
// N = 32768, 2·32·32768·128 + 2·32·256 · 64·512·513/2 + 32768 =
// 137,975,857,152 B. A window of 4096 keys reads at most 4159 columns per
// block: 32,976,699,392 B.
// LLAMA-LABEL: @before_4096
// LLAMA: bytes moved: 167,772,160
// LLAMA-LABEL: @after_4096
// LLAMA: bytes moved: 134,221,824
// LLAMA-LABEL: @before_32768
// LLAMA: bytes moved: 3,221,225,472
// LLAMA-LABEL: @after_32768
// LLAMA: tiled model: 137,975,857,152 bytes read
// LLAMA: bytes moved: 1,073,774,592
// LLAMA-LABEL: @window_32768
// LLAMA: tiled model: 32,976,699,392 bytes read
// LLAMA: bytes moved: 1,073,774,592
