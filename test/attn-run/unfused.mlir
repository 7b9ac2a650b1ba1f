// RUN: attn-run %s --entry scaled_f32_d64 | FileCheck %s
// RUN: attn-run %s --entry f16_chain_d128 | FileCheck %s
// RUN: attn-run %s --entry causal_mask_bshd_f32 --json | FileCheck %s --check-prefix=JSON
// RUN: attn-run %s --entry gqa_bool_mask_hidden_row_f16 --json | FileCheck %s --check-prefix=JSON
// RUN: attn-run %s --entry decode_f32_d16 | FileCheck %s
// RUN: attn-run %s --entry many_blocks_f32 --num-threads 2 | FileCheck %s
// RUN: attn-run %s --entry many_blocks_f32 --num-threads 2 --parallel-runtime async | FileCheck %s
// RUN: attn-run %s --entry logits_1e4_f32 | FileCheck %s

// The unfused chain, lowered to linalg (matmuls as vectorized contraction
// loops), agrees with the same program in f64.

// CHECK: out0 {{.*}}: max abs err {{.*}} ok
// CHECK-NOT: FAIL
// JSON: "outputs":[{"index":0,{{.*}}"ok":true}],"ok":true}

// Scale, additive mask and softmax in f32, d = 64, Nq = 100, Nkv = 257.
func.func @scaled_f32_d64(%q: tensor<1x2x100x64xf32>, %k: tensor<1x2x257x64xf32>, %v: tensor<1x2x257x64xf32>, %b: tensor<1x1x1x257xf32>) -> tensor<1x2x100x64xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x100x64xf32>, tensor<1x2x257x64xf32> -> tensor<1x2x100x257xf32>
  %s1 = attn.scale %s by 0.125 : tensor<1x2x100x257xf32>
  %s2 = attn.add %s1, %b : tensor<1x2x100x257xf32>, tensor<1x1x1x257xf32>
  %p = attn.softmax %s2 dim 3 : tensor<1x2x100x257xf32>
  %o = attn.matmul %p, %v : tensor<1x2x100x257xf32>, tensor<1x2x257x64xf32> -> tensor<1x2x100x64xf32>
  return %o : tensor<1x2x100x64xf32>
}

// f16 in, scores and softmax in f32, P cast back to f16 for P V, as
// frameworks write it; d = 128, Nq = Nkv = 17.
func.func @f16_chain_d128(%q: tensor<2x2x17x128xf16>, %k: tensor<2x2x17x128xf16>, %v: tensor<2x2x17x128xf16>) -> tensor<2x2x17x128xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x2x17x128xf16>, tensor<2x2x17x128xf16> -> tensor<2x2x17x17xf32>
  %s1 = attn.scale %s by 0.088 : tensor<2x2x17x17xf32>
  %p = attn.softmax %s1 dim 3 : tensor<2x2x17x17xf32>
  %ph = attn.cast %p : tensor<2x2x17x17xf32> to tensor<2x2x17x17xf16>
  %o = attn.matmul %ph, %v : tensor<2x2x17x17xf16>, tensor<2x2x17x128xf16> -> tensor<2x2x17x128xf16>
  return %o : tensor<2x2x17x128xf16>
}

// Causal with Nq < Nkv, from and to the BSHD layout.
func.func @causal_mask_bshd_f32(%q: tensor<1x17x2x16xf32>, %k: tensor<1x100x2x16xf32>, %v: tensor<1x100x2x16xf32>) -> tensor<1x17x2x16xf32> {
  %qt = attn.transpose %q [0, 2, 1, 3] : tensor<1x17x2x16xf32> -> tensor<1x2x17x16xf32>
  %kt = attn.transpose %k [0, 2, 1, 3] : tensor<1x100x2x16xf32> -> tensor<1x2x100x16xf32>
  %vt = attn.transpose %v [0, 2, 1, 3] : tensor<1x100x2x16xf32> -> tensor<1x2x100x16xf32>
  %s = attn.matmul %qt, %kt transpose_b : tensor<1x2x17x16xf32>, tensor<1x2x100x16xf32> -> tensor<1x2x17x100xf32>
  %s1 = attn.scale %s by 0.25 : tensor<1x2x17x100xf32>
  %s2 = attn.causal_mask %s1 : tensor<1x2x17x100xf32>
  %p = attn.softmax %s2 dim 3 : tensor<1x2x17x100xf32>
  %o = attn.matmul %p, %vt : tensor<1x2x17x100xf32>, tensor<1x2x100x16xf32> -> tensor<1x2x17x16xf32>
  %ot = attn.transpose %o [0, 2, 1, 3] : tensor<1x2x17x16xf32> -> tensor<1x17x2x16xf32>
  return %ot : tensor<1x17x2x16xf32>
}

// GQA through expand_heads, and a boolean mask with query 4 hidden from
// every key: its output row is zeros, not NaN.
func.func @gqa_bool_mask_hidden_row_f16(%q: tensor<1x4x17x64xf16>, %k: tensor<1x2x17x64xf16>, %v: tensor<1x2x17x64xf16>, %m: tensor<1x1x17x17xi1>) -> tensor<1x4x17x64xf16> {
  %none = arith.constant dense<false> : tensor<1x1x1x17xi1>
  %mask = tensor.insert_slice %none into %m[0, 0, 4, 0] [1, 1, 1, 17] [1, 1, 1, 1] : tensor<1x1x1x17xi1> into tensor<1x1x17x17xi1>
  %k4 = attn.expand_heads %k by 2 : tensor<1x2x17x64xf16> -> tensor<1x4x17x64xf16>
  %v4 = attn.expand_heads %v by 2 : tensor<1x2x17x64xf16> -> tensor<1x4x17x64xf16>
  %s = attn.matmul %q, %k4 transpose_b : tensor<1x4x17x64xf16>, tensor<1x4x17x64xf16> -> tensor<1x4x17x17xf32>
  %s1 = attn.scale %s by 0.125 : tensor<1x4x17x17xf32>
  %s2 = attn.mask %s1, %mask : tensor<1x4x17x17xf32>, tensor<1x1x17x17xi1>
  %p = attn.softmax %s2 dim 3 : tensor<1x4x17x17xf32>
  %ph = attn.cast %p : tensor<1x4x17x17xf32> to tensor<1x4x17x17xf16>
  %o = attn.matmul %ph, %v4 : tensor<1x4x17x17xf16>, tensor<1x4x17x64xf16> -> tensor<1x4x17x64xf16>
  return %o : tensor<1x4x17x64xf16>
}

// Decode: Nq = 1 against Nkv = 257.
func.func @decode_f32_d16(%q: tensor<1x2x1x16xf32>, %k: tensor<1x2x257x16xf32>, %v: tensor<1x2x257x16xf32>) -> tensor<1x2x1x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x1x16xf32>, tensor<1x2x257x16xf32> -> tensor<1x2x1x257xf32>
  %s1 = attn.scale %s by 0.25 : tensor<1x2x1x257xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x1x257xf32>
  %o = attn.matmul %p, %v : tensor<1x2x1x257xf32>, tensor<1x2x257x16xf32> -> tensor<1x2x1x16xf32>
  return %o : tensor<1x2x1x16xf32>
}

// 256 blocks of the scores, on two threads: each task of the async runtime
// runs many blocks, and their stack buffers must not pile up.
func.func @many_blocks_f32(%q: tensor<1x1x1024x16xf32>, %k: tensor<1x1x1024x16xf32>, %v: tensor<1x1x1024x16xf32>) -> tensor<1x1x1024x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x1024x16xf32>, tensor<1x1x1024x16xf32> -> tensor<1x1x1024x1024xf32>
  %s1 = attn.scale %s by 0.25 : tensor<1x1x1024x1024xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x1x1024x1024xf32>
  %o = attn.matmul %p, %v : tensor<1x1x1024x1024xf32>, tensor<1x1x1024x16xf32> -> tensor<1x1x1024x16xf32>
  return %o : tensor<1x1x1024x16xf32>
}

// Logits of 1e4 (Q = K = 10, d = 16, scale 6.25), exactly representable,
// with key 3 ahead by 250: the softmax must not overflow.
func.func @logits_1e4_f32(%v: tensor<1x1x17x16xf32>) -> tensor<1x1x17x16xf32> {
  %q = arith.constant dense<10.0> : tensor<1x1x17x16xf32>
  %k0 = arith.constant dense<10.0> : tensor<1x1x17x16xf32>
  %row = arith.constant dense<10.25> : tensor<1x1x1x16xf32>
  %k = tensor.insert_slice %row into %k0[0, 0, 3, 0] [1, 1, 1, 16] [1, 1, 1, 1] : tensor<1x1x1x16xf32> into tensor<1x1x17x16xf32>
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x17x16xf32>, tensor<1x1x17x16xf32> -> tensor<1x1x17x17xf32>
  %s1 = attn.scale %s by 6.25 : tensor<1x1x17x17xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x1x17x17xf32>
  %o = attn.matmul %p, %v : tensor<1x1x17x17xf32>, tensor<1x1x17x16xf32> -> tensor<1x1x17x16xf32>
  return %o : tensor<1x1x17x16xf32>
}
