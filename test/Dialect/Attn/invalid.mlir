// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier message of the attn ops.

func.func @matmul_rank_1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'attn.matmul' op lhs must have rank at least 2, got rank 1}}
  %0 = attn.matmul %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @matmul_rank_mismatch(%a: tensor<4x4xf32>, %b: tensor<1x4x4xf32>) {
  // expected-error @+1 {{'attn.matmul' op operand ranks differ: lhs has rank 2, rhs has rank 3}}
  %0 = attn.matmul %a, %b : tensor<4x4xf32>, tensor<1x4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @matmul_element_types(%a: tensor<4x4xf16>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'attn.matmul' op operand element types differ: lhs is 'f16', rhs is 'f32'}}
  %0 = attn.matmul %a, %b : tensor<4x4xf16>, tensor<4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @matmul_narrow_result(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{'attn.matmul' op result element type 'f16' is narrower than the operands' 'f32'}}
  %0 = attn.matmul %a, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf16>
  return
}

// -----

func.func @matmul_batch(%a: tensor<2x4x4xf32>, %b: tensor<3x4x4xf32>) {
  // expected-error @+1 {{'attn.matmul' op batch dims differ: lhs dim 0 is 2, rhs dim 0 is 3 (expected equal or 1)}}
  %0 = attn.matmul %a, %b : tensor<2x4x4xf32>, tensor<3x4x4xf32> -> tensor<2x4x4xf32>
  return
}

// -----

// The issue's example: with transpose_b the contraction dim of rhs is its last.
func.func @matmul_contraction(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x128x128xf16>) {
  // expected-error @+1 {{'attn.matmul' op contraction dims differ: lhs dim 3 is 64, rhs dim 3 is 128}}
  %0 = attn.matmul %q, %k transpose_b : tensor<1x8x128x64xf16>, tensor<1x8x128x128xf16> -> tensor<1x8x128x128xf16>
  return
}

// -----

func.func @matmul_result_rank(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{'attn.matmul' op result has rank 3, expected 2}}
  %0 = attn.matmul %a, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<1x4x4xf32>
  return
}

// -----

func.func @matmul_result_dim(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) {
  // expected-error @+1 {{'attn.matmul' op result dim 1 is 8, expected 16}}
  %0 = attn.matmul %a, %b : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @matmul_integer(%a: tensor<4x4xi32>) {
  // expected-error @+1 {{'attn.matmul' op operand #0 must be ranked tensor of}}
  %0 = attn.matmul %a, %a : tensor<4x4xi32>, tensor<4x4xi32> -> tensor<4x4xi32>
  return
}

// -----

func.func @transpose_length(%x: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'attn.transpose' op permutation has 2 entries, expected 3 (the input's rank)}}
  %0 = attn.transpose %x [1, 0] : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
  return
}

// -----

func.func @transpose_not_permutation(%x: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'attn.transpose' op permutation is not a permutation of 0..2}}
  %0 = attn.transpose %x [0, 0, 1] : tensor<2x3x4xf32> -> tensor<2x2x3xf32>
  return
}

// -----

func.func @transpose_element_type(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'attn.transpose' op result element type 'f16' differs from the input's 'f32'}}
  %0 = attn.transpose %x [1, 0] : tensor<2x3xf32> -> tensor<3x2xf16>
  return
}

// -----

func.func @transpose_result_dim(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'attn.transpose' op result dim 0 is 2, expected 3}}
  %0 = attn.transpose %x [1, 0] : tensor<2x3xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @add_element_type(%s: tensor<4x4xf32>, %b: tensor<4xf16>) {
  // expected-error @+1 {{'attn.add' op bias element type 'f16' differs from the input's 'f32'}}
  %0 = attn.add %s, %b : tensor<4x4xf32>, tensor<4xf16>
  return
}

// -----

func.func @add_bias_rank(%s: tensor<4x4xf32>, %b: tensor<1x4x4xf32>) {
  // expected-error @+1 {{'attn.add' op bias has rank 3, more than the 2 of the input}}
  %0 = attn.add %s, %b : tensor<4x4xf32>, tensor<1x4x4xf32>
  return
}

// -----

func.func @add_bias_dim(%s: tensor<2x8x16x32xf32>, %b: tensor<2x1x16x16xf32>) {
  // expected-error @+1 {{'attn.add' op bias dim 3 is 16, expected 1 or 32 (input dim 3)}}
  %0 = attn.add %s, %b : tensor<2x8x16x32xf32>, tensor<2x1x16x16xf32>
  return
}

// -----

func.func @mask_dim(%s: tensor<8x16x32xf32>, %m: tensor<16x31xi1>) {
  // expected-error @+1 {{'attn.mask' op mask dim 1 is 31, expected 1 or 32 (input dim 2)}}
  %0 = attn.mask %s, %m : tensor<8x16x32xf32>, tensor<16x31xi1>
  return
}

// -----

// A boolean mask must be i1; a float mask is attn.add's job.
func.func @mask_not_bool(%s: tensor<16x32xf32>, %m: tensor<16x32xf32>) {
  // expected-error @+1 {{'attn.mask' op operand #1 must be ranked tensor of 1-bit signless integer values}}
  %0 = attn.mask %s, %m : tensor<16x32xf32>, tensor<16x32xf32>
  return
}

// -----

func.func @causal_mask_rank(%s: tensor<16xf32>) {
  // expected-error @+1 {{'attn.causal_mask' op input must have rank at least 2 ([..., Nq, Nkv]), got rank 1}}
  %0 = attn.causal_mask %s : tensor<16xf32>
  return
}

// -----

func.func @softmax_dim(%s: tensor<4x4xf32>) {
  // expected-error @+1 {{'attn.softmax' op dim 2 is out of range for rank 2}}
  %0 = attn.softmax %s dim 2 : tensor<4x4xf32>
  return
}

// -----

func.func @cast_shape(%s: tensor<4x4xf32>) {
  // expected-error @+1 {{'attn.cast' op requires the same shape for all operands and results}}
  %0 = attn.cast %s : tensor<4x4xf32> to tensor<4x8xf16>
  return
}

// -----

func.func @expand_heads_rank(%k: tensor<4xf16>) {
  // expected-error @+1 {{'attn.expand_heads' op input must have rank at least 2 ([B, Hkv, ...]), got rank 1}}
  %0 = attn.expand_heads %k by 2 : tensor<4xf16> -> tensor<8xf16>
  return
}

// -----

func.func @expand_heads_factor(%k: tensor<1x2x8x4xf16>) {
  // expected-error @+1 {{'attn.expand_heads' op factor must be at least 1, got 0}}
  %0 = attn.expand_heads %k by 0 : tensor<1x2x8x4xf16> -> tensor<1x0x8x4xf16>
  return
}

// -----

func.func @expand_heads_element_type(%k: tensor<1x2x8x4xf16>) {
  // expected-error @+1 {{'attn.expand_heads' op result element type 'f32' differs from the input's 'f16'}}
  %0 = attn.expand_heads %k by 2 : tensor<1x2x8x4xf16> -> tensor<1x4x8x4xf32>
  return
}

// -----

func.func @expand_heads_result(%k: tensor<1x2x8x4xf16>) {
  // expected-error @+1 {{'attn.expand_heads' op result dim 1 is 6, expected 8}}
  %0 = attn.expand_heads %k by 4 : tensor<1x2x8x4xf16> -> tensor<1x6x8x4xf16>
  return
}

// -----

func.func @flash_rank(%q: tensor<8x128x64xf16>, %k: tensor<1x8x128x64xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op query must have rank 4 ([B, H, N, d]), got rank 3}}
  %0 = attn.flash_attention %q, %k, %k scale 1.0 : tensor<8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_element_type(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x128x64xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op key element type 'f32' differs from the query's 'f16'}}
  %0 = attn.flash_attention %q, %k, %k scale 1.0 : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf32>, tensor<1x8x128x64xf32> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_batch(%q: tensor<2x8x128x64xf16>, %k: tensor<1x8x128x64xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op batch sizes differ: query has 2, key has 1}}
  %0 = attn.flash_attention %q, %k, %k scale 1.0 : tensor<2x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<2x8x128x64xf16>
  return
}

// -----

func.func @flash_kv_heads(%q: tensor<1x8x128x64xf16>, %k: tensor<1x2x128x64xf16>, %v: tensor<1x4x128x64xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op key/value head counts differ: key has 2, value has 4}}
  %0 = attn.flash_attention %q, %k, %v scale 1.0 : tensor<1x8x128x64xf16>, tensor<1x2x128x64xf16>, tensor<1x4x128x64xf16> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_kv_lengths(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x128x64xf16>, %v: tensor<1x8x256x64xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op key/value lengths differ: key has 128, value has 256}}
  %0 = attn.flash_attention %q, %k, %v scale 1.0 : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x256x64xf16> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_head_dims(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x128x128xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op head dims differ: query has 64, key has 128}}
  %0 = attn.flash_attention %q, %k, %k scale 1.0 : tensor<1x8x128x64xf16>, tensor<1x8x128x128xf16>, tensor<1x8x128x128xf16> -> tensor<1x8x128x128xf16>
  return
}

// -----

func.func @flash_gqa_ratio(%q: tensor<1x8x128x64xf16>, %k: tensor<1x3x128x64xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op query heads (8) are not a multiple of key/value heads (3)}}
  %0 = attn.flash_attention %q, %k, %k scale 1.0 : tensor<1x8x128x64xf16>, tensor<1x3x128x64xf16>, tensor<1x3x128x64xf16> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_mask_shape(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x256x64xf16>, %m: tensor<128x128xi1>) {
  // expected-error @+1 {{'attn.flash_attention' op mask dim 1 is 128, expected 1 or 256 (scores [B, Hq, Nq, Nkv] dim 3)}}
  %0 = attn.flash_attention %q, %k, %k mask(%m : tensor<128x128xi1>) scale 1.0 : tensor<1x8x128x64xf16>, tensor<1x8x256x64xf16>, tensor<1x8x256x64xf16> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_scale(%q: tensor<1x8x128x64xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op scale must be finite}}
  %0 = attn.flash_attention %q, %q, %q scale 0x7FF0000000000000 : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_block(%q: tensor<1x8x128x64xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op block_n must be positive, got 0}}
  %0 = attn.flash_attention %q, %q, %q scale 1.0 block_n 0 : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<1x8x128x64xf16>
  return
}

// -----

func.func @flash_result(%q: tensor<1x8x128x64xf16>, %v: tensor<1x8x128x32xf16>) {
  // expected-error @+1 {{'attn.flash_attention' op result dim 3 is 64, expected 32}}
  %0 = attn.flash_attention %q, %q, %v scale 1.0 : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x32xf16> -> tensor<1x8x128x64xf16>
  return
}
