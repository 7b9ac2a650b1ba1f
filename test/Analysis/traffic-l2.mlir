// RUN: attn-opt %s -split-input-file --attn-traffic-report -o /dev/null | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-six-sm.json" -o /dev/null | FileCheck %s --check-prefix=SIX
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-six-sm-small-l2.json" -o /dev/null | FileCheck %s --check-prefix=SMALL
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-custom.json" -o /dev/null | FileCheck %s --check-prefix=NOSIZE
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=format=json" -o /dev/null | FileCheck %s --check-prefix=JSON

// The L2-aware tiled figure: blocks launched in FlashAttention-2's grid
// order (query blocks of a head, then heads), one per SM, `sms` at a time;
// the blocks of a wave that share a KV head read the union of the keys they
// need once when that K/V fits in L2. Figures worked out by hand from the
// rule in docs/analysis.md.

// The issue's example: one head, N = 4096, d = 128, f16, 128-row blocks
// (the default at d = 128). On h100 all 32 blocks run in one wave of 132,
// and one head's K and V (4096 x 256 x 2 = 2,097,152 B) fit in 50 MB, so
// K/V come from HBM once: the plain 68,157,440 B less 31 re-reads of
// 2,097,152 B = 3,145,728 B, the compulsory read.
// CHECK-LABEL: @one_head
// CHECK: tiled model: 68,157,440 bytes read (upper bound: no L2 reuse)
// CHECK-NEXT: L2-aware tiled model: 3,145,728 bytes read
// CHECK-NEXT: L2 model: 132 blocks at a time (one per SM) in FlashAttention-2's grid order; the blocks of a wave that share a KV head read its K/V once when the wave's K/V fits in the 50 MB L2 (1 of 1 waves fit, largest 2,097,152 B)
// JSON-LABEL: "name": "one_head",
// JSON: "tiled_bytes_read": 68157440,
// JSON-NEXT: "l2_tiled_bytes_read": 3145728,
// JSON-NEXT: "l2_assumption": "L2 model: 132 blocks
// Six SMs: 32 blocks are 6 waves (5 of 6, one of 2), each reading K/V
// once: Q 1,048,576 + 6 x 2,097,152 = 13,631,488 B.
// SIX-LABEL: @one_head
// SIX: L2-aware tiled model: 13,631,488 bytes read
// SIX-NEXT: (6 of 6 waves fit, largest 2,097,152 B)
// With 0.1 MB of L2 no wave's 2 MB fits: the plain figure.
// SMALL-LABEL: @one_head
// SMALL: L2-aware tiled model: 68,157,440 bytes read
// SMALL-NEXT: (0 of 6 waves fit, largest 2,097,152 B)
// A GPU file without sms and l2_mb gives no L2 figure, and says why.
// NOSIZE-LABEL: @one_head
// NOSIZE: L2-aware tiled model: none (the L2 figure needs the GPU's sms and l2_mb)
func.func @one_head(%q: tensor<1x1x4096x128xf16>, %k: tensor<1x1x4096x128xf16>,
                    %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x4096x128xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16>
      -> tensor<1x1x4096x128xf16>
  return %o : tensor<1x1x4096x128xf16>
}

// -----

// Causal, two query heads on one KV head (GQA), N = 1024, d = 64, 128-row
// blocks: block m reads (m + 1) x 128 keys, 4608 per head, 256 B per key
// (K and V). The plain figure: Q 262,144 + 2 x 4608 x 256 = 2,621,440 B.
// On h100 all 16 blocks share one wave and read the 1024 keys once:
// 262,144 + 1024 x 256 = 524,288 B, the compulsory read.
// CHECK-LABEL: @gqa_causal
// CHECK: tiled model: 2,621,440 bytes read
// CHECK-NEXT: L2-aware tiled model: 524,288 bytes read
// With six SMs the waves are head 0's blocks 0-5 (keys 0-767), head 0's
// 6-7 with head 1's 0-3 (keys 0-1023 and 0-511: 1024), and head 1's 4-7
// (1024): 2816 keys, 262,144 + 2816 x 256 = 983,040 B.
// SIX-LABEL: @gqa_causal
// SIX: L2-aware tiled model: 983,040 bytes read
// SIX-NEXT: (3 of 3 waves fit, largest 262,144 B)
// With 0.1 MB of L2 (100,000 B) not even the first wave's 196,608 B fits.
// SMALL-LABEL: @gqa_causal
// SMALL: L2-aware tiled model: 2,621,440 bytes read
func.func @gqa_causal(%q: tensor<1x2x1024x64xf16>, %k: tensor<1x1x1024x64xf16>,
                      %v: tensor<1x1x1024x64xf16>) -> tensor<1x2x1024x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal block_m 128
      : tensor<1x2x1024x64xf16>, tensor<1x1x1024x64xf16>, tensor<1x1x1024x64xf16>
      -> tensor<1x2x1024x64xf16>
  return %o : tensor<1x2x1024x64xf16>
}

// -----

// Dynamic shapes: the plain figure is a formula and there is no L2 line.
// CHECK-LABEL: @dynamic
// CHECK: tiled model: {{.*}}Nq{{.*}} bytes read (upper bound: no L2 reuse)
// CHECK-NOT: L2-aware
// CHECK: total
func.func @dynamic(%q: tensor<1x1x?x64xf16>, %k: tensor<1x1x?x64xf16>,
                   %v: tensor<1x1x?x64xf16>) -> tensor<1x1x?x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 block_m 64
      : tensor<1x1x?x64xf16>, tensor<1x1x?x64xf16>, tensor<1x1x?x64xf16>
      -> tensor<1x1x?x64xf16>
  return %o : tensor<1x1x?x64xf16>
}
