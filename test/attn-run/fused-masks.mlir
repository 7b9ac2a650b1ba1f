// RUN: attn-run %s --entry causal_hidden_rows_f32 --json | FileCheck %s --check-prefix=ZEROS
// RUN: attn-run %s --entry bool_mask_hidden_row_f32 --json | FileCheck %s --check-prefix=ZEROS
// RUN: attn-run %s --entry float_mask_broadcast_f16_d16 | FileCheck %s --check-prefix=OK
// RUN: attn-run %s --entry logits_1e4_f32 | FileCheck %s --check-prefix=OK

// attn.flash_attention with masks, rows that see no key and huge logits,
// against the same program in f64 through the unfused chain.

// OK: out0 {{.*}}: max abs err {{.*}} ok
// OK-NOT: FAIL

// Rows that see no key are zeros in both forms: the errors stay finite
// (a NaN would be reported as an infinite error).
// ZEROS: "max_abs_error":{{[0-9]}}
// ZEROS-SAME: "ok":true

// Causal with Nq > Nkv: the first 83 queries see no key at all.
func.func @causal_hidden_rows_f32(%q: tensor<1x1x100x16xf32>, %k: tensor<1x1x17x16xf32>, %v: tensor<1x1x17x16xf32>) -> tensor<1x1x100x16xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal : tensor<1x1x100x16xf32>, tensor<1x1x17x16xf32>, tensor<1x1x17x16xf32> -> tensor<1x1x100x16xf32>
  return %o : tensor<1x1x100x16xf32>
}

// A boolean mask (random Bernoulli(0.9) with query 5 hidden from every
// key), broadcast over batch and heads.
func.func @bool_mask_hidden_row_f32(%q: tensor<2x2x17x16xf32>, %k: tensor<2x2x17x16xf32>, %v: tensor<2x2x17x16xf32>, %m: tensor<1x1x17x17xi1>) -> tensor<2x2x17x16xf32> {
  %none = arith.constant dense<false> : tensor<1x1x1x17xi1>
  %mask = tensor.insert_slice %none into %m[0, 0, 5, 0] [1, 1, 1, 17] [1, 1, 1, 1] : tensor<1x1x1x17xi1> into tensor<1x1x17x17xi1>
  %o = attn.flash_attention %q, %k, %v mask(%mask : tensor<1x1x17x17xi1>) scale 0.25 : tensor<2x2x17x16xf32>, tensor<2x2x17x16xf32>, tensor<2x2x17x16xf32> -> tensor<2x2x17x16xf32>
  return %o : tensor<2x2x17x16xf32>
}

// An additive f16 mask of shape [Nq, Nkv] (broadcast over batch and heads)
// whose query 3 row is -inf.
func.func @float_mask_broadcast_f16_d16(%q: tensor<1x2x17x16xf16>, %k: tensor<1x2x100x16xf16>, %v: tensor<1x2x100x16xf16>, %b: tensor<17x100xf16>) -> tensor<1x2x17x16xf16> {
  %neginf = arith.constant dense<0xFC00> : tensor<1x100xf16>
  %bias = tensor.insert_slice %neginf into %b[3, 0] [1, 100] [1, 1] : tensor<1x100xf16> into tensor<17x100xf16>
  %o = attn.flash_attention %q, %k, %v mask(%bias : tensor<17x100xf16>) scale 0.25 : tensor<1x2x17x16xf16>, tensor<1x2x100x16xf16>, tensor<1x2x100x16xf16> -> tensor<1x2x17x16xf16>
  return %o : tensor<1x2x17x16xf16>
}

// Logits of 1e4 (Q = K = 10, d = 16, scale 6.25), exactly representable,
// with key 3 ahead by 250: exp must not overflow.
func.func @logits_1e4_f32(%v: tensor<1x1x17x16xf32>) -> tensor<1x1x17x16xf32> {
  %q = arith.constant dense<10.0> : tensor<1x1x17x16xf32>
  %k0 = arith.constant dense<10.0> : tensor<1x1x17x16xf32>
  %row = arith.constant dense<10.25> : tensor<1x1x1x16xf32>
  %k = tensor.insert_slice %row into %k0[0, 0, 3, 0] [1, 1, 1, 16] [1, 1, 1, 1] : tensor<1x1x1x16xf32> into tensor<1x1x17x16xf32>
  %o = attn.flash_attention %q, %k, %v scale 6.25 : tensor<1x1x17x16xf32>, tensor<1x1x17x16xf32>, tensor<1x1x17x16xf32> -> tensor<1x1x17x16xf32>
  return %o : tensor<1x1x17x16xf32>
}
