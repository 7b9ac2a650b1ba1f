// RUN: attn-opt %s --attn-lower-to-gpu=chip=sm_90a 2>&1 | FileCheck %s --check-prefix=WGMMA
// RUN: attn-run %s --device emulator --chip sm_90a --entry gqa_causal_ragged_bf16_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry gqa_causal_ragged_bf16_d64 --schedule-seed 5 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry full_f16_d128 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry window_bf16_d128 --schedule-seed 3 | FileCheck %s
// RUN: attn-run %s --device emulator --chip sm_90a --entry odd_tiles_f16_d64 | FileCheck %s

// The sm_90a kernel (TMA into a swizzled mbarrier ring, wgmma for both
// products) runs in the emulator and agrees with the f64 reference: bf16 and
// f16, d = 64 and 128, causal with GQA and ragged lengths (TMA zero fill plus
// key masking), no mask, a window, and an odd number of key tiles. A TMA
// read before its phase, a misaligned swizzled box, a phase overrun or a
// divergent warpgroup op would fail the run. The first RUN line makes sure
// every function really gets the wgmma kernel, not the mma.sync fallback.

// WGMMA-NOT: uses the sm_90 mma.sync kernel
// WGMMA-COUNT-4: gpu.func @{{.*}}_wgmma
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
