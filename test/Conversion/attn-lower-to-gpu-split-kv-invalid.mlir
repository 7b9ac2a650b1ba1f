// RUN: attn-opt %s -split-input-file -verify-diagnostics --attn-lower-to-gpu="mma=none split-kv=on"
// RUN: not attn-opt %s --attn-lower-to-gpu=split-kv=sometimes 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not attn-opt %s --attn-lower-to-gpu=splits=-2 2>&1 | FileCheck %s --check-prefix=NEG

// The split-KV partial kernel is the tensor-core kernel: forcing it with
// the plain FMA kernel is an error on the op.
func.func @fma(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>) -> tensor<1x8x1x64xf16> {
  // expected-error @+1 {{split-kv=on needs mma=sync}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}

// Unknown modes and negative splits are refused before anything changes.
// MODE: error: unsupported split-kv 'sometimes', expected auto, on or off
// NEG: error: splits must be non-negative, got -2
