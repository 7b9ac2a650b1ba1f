// RUN: attn-opt %s -split-input-file --attn-traffic-report -o /dev/null 2>&1 | FileCheck %s

// The traffic model's tiled figure follows the kernel the gpu lowering runs
// (include/attn/Target/GPUKernelChoice.h).

// Decode, GQA 8 on 2, 1000 keys: split-KV with 4 splits. The fused kernel
// would read K and V per query head, 2 x 8 x 1000 x 128 = 2,048,000 B; the
// packed blocks read them once per key/value head, 512,000 B, plus Q
// (1,024 B) and the f32 partials written and read back, 2 x 4 x 8 x 4 x
// (64 + 2) = 16,896 B: 529,920 B. The L2 figure models the fused grid and
// is left out, saying why.
// CHECK-LABEL: @decode
// CHECK: tiled model: 529,920 bytes read
// CHECK: L2-aware tiled model: none (the L2 figure models the fused kernel's grid; split-KV reads K/V once per GQA group already)
// CHECK: note: split-KV (4 splits, as the gpu lowering runs it on sm_90): K/V read once per GQA group; the tiled figure includes the 16896 B of f32 partials written and read back
func.func @decode(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>) -> tensor<1x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}

// -----

// Too few keys to split: the fused kernel's figure, Q plus K and V per query
// head, 1,024 + 2 x 8 x 448 x 128 = 918,528 B, and no split note.
// CHECK-LABEL: @negative_short_kv
// CHECK: tiled model: 918,528 bytes read
// CHECK-NOT: split-KV
// CHECK: total
func.func @negative_short_kv(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x448x64xf16>, %v: tensor<1x2x448x64xf16>) -> tensor<1x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x448x64xf16>, tensor<1x2x448x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}
