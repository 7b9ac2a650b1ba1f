// RUN: attn-opt %s -split-input-file -verify-diagnostics --attn-lower-to-gpu

// Every input the gpu lowering refuses gets an error on the op, naming what
// is wrong; nothing is rewritten.

// f64 has no tensor-core form on any chip.
func.func @f64(%q: tensor<1x1x16x64xf64>, %k: tensor<1x1x16x64xf64>, %v: tensor<1x1x16x64xf64>) -> tensor<1x1x16x64xf64> {
  // expected-error @+1 {{element type 'f64' is not supported on sm_90 by the gpu lowering (supported: f16, bf16)}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x16x64xf64>, tensor<1x1x16x64xf64>, tensor<1x1x16x64xf64> -> tensor<1x1x16x64xf64>
  return %o : tensor<1x1x16x64xf64>
}

// -----

// f32 works with plain FMAs only.
func.func @f32_mma(%q: tensor<1x1x16x64xf32>, %k: tensor<1x1x16x64xf32>, %v: tensor<1x1x16x64xf32>) -> tensor<1x1x16x64xf32> {
  // expected-error @+1 {{element type 'f32' is not supported on sm_90 by the gpu lowering (supported: f16, bf16)}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x16x64xf32>, tensor<1x1x16x64xf32>, tensor<1x1x16x64xf32> -> tensor<1x1x16x64xf32>
  return %o : tensor<1x1x16x64xf32>
}

// -----

// Each warp owns one or two 16-row tiles, so block_m is 16 or 32 x warps.
func.func @block_m(%q: tensor<1x1x16x64xf16>, %k: tensor<1x1x16x64xf16>, %v: tensor<1x1x16x64xf16>) -> tensor<1x1x16x64xf16> {
  // expected-error @+1 {{block_m 96 must be 16 or 32 x warps (64 or 128) with mma=sync: each warp owns one or two 16-row tiles}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 block_m 96 : tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x1x16x64xf16>
  return %o : tensor<1x1x16x64xf16>
}

// -----

// Two row tiles per warp hold 2 x dv / 8 O accumulators each: at dv = 256
// that is the whole register file.
func.func @block_m_dv256(%q: tensor<1x1x16x256xf16>, %k: tensor<1x1x16x256xf16>, %v: tensor<1x1x16x256xf16>) -> tensor<1x1x16x256xf16> {
  // expected-error @+1 {{block_m 128 gives each warp two 16-row tiles, whose O accumulators at dv = 256 exceed the register file; use block_m = 16 x warps}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 block_m 128 block_n 32 : tensor<1x1x16x256xf16>, tensor<1x1x16x256xf16>, tensor<1x1x16x256xf16> -> tensor<1x1x16x256xf16>
  return %o : tensor<1x1x16x256xf16>
}

// -----

func.func @block_n(%q: tensor<1x1x16x64xf16>, %k: tensor<1x1x16x64xf16>, %v: tensor<1x1x16x64xf16>) -> tensor<1x1x16x64xf16> {
  // expected-error @+1 {{block_n 48 must be a multiple of 32 with mma=sync}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 block_n 48 : tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x1x16x64xf16>
  return %o : tensor<1x1x16x64xf16>
}

// -----

func.func @head_dim(%q: tensor<1x1x16x48xf16>, %k: tensor<1x1x16x48xf16>, %v: tensor<1x1x16x48xf16>) -> tensor<1x1x16x48xf16> {
  // expected-error @+1 {{head dims d = 48, dv = 48 are not supported with mma=sync (d must be a multiple of 32, dv of 8)}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x1x16x48xf16>, tensor<1x1x16x48xf16>, tensor<1x1x16x48xf16> -> tensor<1x1x16x48xf16>
  return %o : tensor<1x1x16x48xf16>
}

// -----

// d = 512 with block_n 128 needs more shared memory than any chip has.
func.func @shared_memory(%q: tensor<1x1x16x512xf16>, %k: tensor<1x1x16x512xf16>, %v: tensor<1x1x16x512xf16>) -> tensor<1x1x16x512xf16> {
  // expected-error @+1 {{needs 332800 bytes of shared memory per block, more than the 232448 of sm_90}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 block_n 128 : tensor<1x1x16x512xf16>, tensor<1x1x16x512xf16>, tensor<1x1x16x512xf16> -> tensor<1x1x16x512xf16>
  return %o : tensor<1x1x16x512xf16>
}

// -----

func.func @softmax_dim(%s: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{over dim 0: the gpu lowering supports the last dim only}}
  %p = attn.softmax %s dim 0 : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

func.func @unsupported_op(%k: tensor<1x2x16x64xf16>) -> tensor<1x8x16x64xf16> {
  // expected-error @+1 {{is not supported by the gpu lowering}}
  %e = attn.expand_heads %k by 4 : tensor<1x2x16x64xf16> -> tensor<1x8x16x64xf16>
  return %e : tensor<1x8x16x64xf16>
}

// -----

// expected-error @+1 {{gpu lowering needs statically shaped tensor arguments and results, got 'tensor<?x8xf32>'}}
func.func @dynamic(%s: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %p = attn.softmax %s dim 1 : tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}

// -----

func.func @returns_argument(%s: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %p = attn.softmax %s dim 1 : tensor<4x8xf32>
  // expected-error @+1 {{returns an argument or the same value twice, which the gpu lowering does not support}}
  return %p, %s : tensor<4x8xf32>, tensor<4x8xf32>
}
