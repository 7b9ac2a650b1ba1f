// RUN: attn-opt %s -split-input-file -verify-diagnostics --attn-lower-to-gpu=chip=sm_80
// RUN: not attn-opt %s --attn-lower-to-gpu=chip=sm_70 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not attn-opt %s --attn-lower-to-gpu=mma=wgmma 2>&1 | FileCheck %s --check-prefix=MMA

// The chip-specific errors: sm_80 has no f8 tensor cores (and the lowering
// has no f8 kernel on any chip); chips and mma flavours other than the
// supported ones are refused with a one-line error.
// CHIP: error: unsupported chip 'sm_70', expected sm_80 or sm_90
// MMA: error: unsupported mma 'wgmma', expected sync or none

func.func @f8(%q: tensor<1x1x16x64xf8E4M3FN>, %k: tensor<1x1x16x64xf8E4M3FN>, %v: tensor<1x1x16x64xf8E4M3FN>) -> tensor<1x1x16x64xf16> {
  // expected-error @+1 {{element type 'f8E4M3FN' is not supported on sm_80 by the gpu lowering (supported: f16, bf16)}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x16x64xf8E4M3FN>, tensor<1x1x16x64xf8E4M3FN>, tensor<1x1x16x64xf8E4M3FN> -> tensor<1x1x16x64xf16>
  return %o : tensor<1x1x16x64xf16>
}

// -----

// sm_80 allows 163 KiB per block: d = 256 with block_n 128 needs more.
func.func @shared_memory(%q: tensor<1x1x16x256xf16>, %k: tensor<1x1x16x256xf16>, %v: tensor<1x1x16x256xf16>) -> tensor<1x1x16x256xf16> {
  // expected-error @+1 {{needs 168960 bytes of shared memory per block, more than the 166912 of sm_80}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 block_n 128 : tensor<1x1x16x256xf16>, tensor<1x1x16x256xf16>, tensor<1x1x16x256xf16> -> tensor<1x1x16x256xf16>
  return %o : tensor<1x1x16x256xf16>
}
