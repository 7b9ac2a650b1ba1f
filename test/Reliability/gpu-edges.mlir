// RUN: attn-opt %s -split-input-file -verify-diagnostics --attn-lower-to-gpu
// RUN: not attn-opt %s --attn-lower-to-gpu=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP

// Inputs the gpu lowering cannot serve get an error on the op that names
// why; the module is left alone. f8 on sm_80 is in test/GPU/invalid-sm80.mlir.

// A bad chip is one line: no dump of the module attached.
// CHIP: error: unsupported chip 'sm_75', expected sm_80 or sm_90
// CHIP-NOT: see current operation

// f64 has no gpu kernel on any chip: the error names the type and the chip.
func.func @f64(%s: tensor<1x1x16x16xf64>) -> tensor<1x1x16x16xf64> {
  // expected-error @+1 {{element type 'f64' is not supported on sm_90 by the gpu lowering (supported: f16, bf16, f32)}}
  %p = attn.softmax %s dim 3 : tensor<1x1x16x16xf64>
  return %p : tensor<1x1x16x16xf64>
}

// -----

// Zero-sized dims: once a legalization failure that dumped the kernel.
func.func @empty(%q: tensor<1x1x0x64xf16>, %k: tensor<1x1x16x64xf16>, %v: tensor<1x1x16x64xf16>) -> tensor<1x1x0x64xf16> {
  // expected-error @+1 {{has the empty tensor 'tensor<1x1x0x64xf16>', which the gpu lowering does not support}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x0x64xf16>, tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x1x0x64xf16>
  return %o : tensor<1x1x0x64xf16>
}

// -----

// N = 2^33: the N x N scores need 2^67 bytes, which attn-compile once wrote
// into plan.json as 0.
func.func @bytes_overflow(%q: tensor<1x1x8589934592x64xf16>, %k: tensor<1x1x8589934592x64xf16>) -> tensor<1x1x8589934592x8589934592xf16> {
  // expected-error @+1 {{has the tensor 'tensor<1x1x8589934592x8589934592xf16>', whose size in bytes overflows 64-bit integers}}
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x8589934592x64xf16>, tensor<1x1x8589934592x64xf16> -> tensor<1x1x8589934592x8589934592xf16>
  return %s : tensor<1x1x8589934592x8589934592xf16>
}

// -----

// 2^21 rows of 16-row tiles need 131072 blocks in grid y, past CUDA's 65535:
// such a launch would fail on the device, so the lowering refuses it.
func.func @grid(%a: tensor<2097152x16xf16>, %b: tensor<16x16xf16>) -> tensor<2097152x16xf16> {
  // expected-error @+1 {{needs a grid of 1 x 131072 x 1 blocks, more than the 2147483647 x 65535 x 65535 of cuda}}
  %c = attn.matmul %a, %b : tensor<2097152x16xf16>, tensor<16x16xf16> -> tensor<2097152x16xf16>
  return %c : tensor<2097152x16xf16>
}
