// RUN: attn-opt %s -split-input-file -canonicalize | FileCheck %s

// attn.flash_attention drops the terms that provably change no logit.

// A mask that keeps every key, a zero bias, padding that pads nothing and
// zero ALiBi slopes fold away; the other bias stays.
// CHECK-LABEL: func @all_true_terms_fold
// CHECK-SAME: (%[[Q:.*]]: tensor<2x2x8x16xf32>, %[[B:.*]]: tensor<8x8xf32>)
// CHECK: attn.flash_attention %[[Q]], %[[Q]], %[[Q]] bias(%[[B]] : tensor<8x8xf32>) scale 1.000000e+00 :
func.func @all_true_terms_fold(%q: tensor<2x2x8x16xf32>, %b: tensor<8x8xf32>) -> tensor<2x2x8x16xf32> {
  %true = arith.constant dense<true> : tensor<2x1x8x8xi1>
  %zero = arith.constant dense<0.0> : tensor<1x8xf32>
  %pad = arith.constant dense<true> : tensor<2x8xi1>
  %slopes = arith.constant dense<0.0> : tensor<2xf32>
  %o = attn.flash_attention %q, %q, %q mask(%true : tensor<2x1x8x8xi1>) bias(%zero, %b : tensor<1x8xf32>, tensor<8x8xf32>) key_padding(%pad : tensor<2x8xi1>) alibi(%slopes : tensor<2xf32>) scale 1.0 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32> -> tensor<2x2x8x16xf32>
  return %o : tensor<2x2x8x16xf32>
}

// -----

// A zero float mask folds too.
// CHECK-LABEL: func @zero_float_mask_folds
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} scale 1.000000e+00 causal :
func.func @zero_float_mask_folds(%q: tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32> {
  %zero = arith.constant dense<0.0> : tensor<1x1x8x8xf32>
  %o = attn.flash_attention %q, %q, %q mask(%zero : tensor<1x1x8x8xf32>) scale 1.0 causal : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xf32>
  return %o : tensor<1x2x8x16xf32>
}

// -----

// The default diagonal Nkv - Nq spelled out, and a window wider than any
// row's keys (row 7 would hide keys below 7 + 8 - 15 = 0), are no terms.
// CHECK-LABEL: func @default_diagonal_and_wide_window_fold
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} scale 1.000000e+00 causal : tensor<1x2x8x16xf32>, tensor<1x2x16x16xf32>
func.func @default_diagonal_and_wide_window_fold(%q: tensor<1x2x8x16xf32>, %k: tensor<1x2x16x16xf32>) -> tensor<1x2x8x16xf32> {
  %o = attn.flash_attention %q, %k, %k scale 1.0 causal diagonal 8 window 15 : tensor<1x2x8x16xf32>, tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32> -> tensor<1x2x8x16xf32>
  return %o : tensor<1x2x8x16xf32>
}

// -----

// Masks that hide something, a diagonal other than the default and a
// window that hides keys stay: a false mask, padding that is not splat,
// diagonal 0 on Nq != Nkv, a window of 14 (row 7 hides key 0).
// CHECK-LABEL: func @negative_terms_kept
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<8x16xi1>) key_padding(%{{.*}} : tensor<1x16xi1>) scale 1.000000e+00 causal diagonal 0 :
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} scale 1.000000e+00 causal window 14 :
func.func @negative_terms_kept(%q: tensor<1x2x8x16xf32>, %k: tensor<1x2x16x16xf32>, %p: tensor<1x16xi1>) -> (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) {
  %false = arith.constant dense<false> : tensor<8x16xi1>
  %o = attn.flash_attention %q, %k, %k mask(%false : tensor<8x16xi1>) key_padding(%p : tensor<1x16xi1>) scale 1.0 causal diagonal 0 : tensor<1x2x8x16xf32>, tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32> -> tensor<1x2x8x16xf32>
  %o2 = attn.flash_attention %q, %k, %k scale 1.0 causal window 14 : tensor<1x2x8x16xf32>, tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32> -> tensor<1x2x8x16xf32>
  return %o, %o2 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>
}

// -----

// A zero relative bias table changes no logit.
// CHECK-LABEL: func @zero_relative_bias_folds
// CHECK: attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} scale 1.000000e+00 :
func.func @zero_relative_bias_folds(%q: tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32> {
  %zero = arith.constant dense<0.0> : tensor<2x15xf32>
  %o = attn.flash_attention %q, %q, %q relative_bias(%zero : tensor<2x15xf32>) scale 1.0 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xf32>
  return %o : tensor<1x2x8x16xf32>
}
