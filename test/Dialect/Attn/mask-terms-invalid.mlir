// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier message of the structured mask and score terms.

func.func @causal_negative_window(%s: tensor<4x4xf32>) {
  // expected-error @+1 {{'attn.causal_mask' op window must be non-negative, got -1}}
  %0 = attn.causal_mask %s window -1 : tensor<4x4xf32>
  return
}

// -----

func.func @causal_huge_diagonal(%s: tensor<4x4xf32>) {
  // expected-error @+1 {{'attn.causal_mask' op diagonal 1099511627777 is out of range (at most 2^40 in magnitude)}}
  %0 = attn.causal_mask %s diagonal 1099511627777 : tensor<4x4xf32>
  return
}

// -----

func.func @bias_shape(%q: tensor<1x2x8x16xf32>, %b: tensor<3x8xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op bias 0 dim 0 is 3, expected 1 or 8 (scores [B, Hq, Nq, Nkv] dim 2)}}
  %0 = attn.flash_attention %q, %q, %q bias(%b : tensor<3x8xf32>) scale 1.0 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xf32>
  return
}

// -----

func.func @key_padding_rank(%q: tensor<1x2x8x16xf32>, %p: tensor<1x1x1x8xi1>) {
  // expected-error @+1 {{'attn.flash_attention' op key_padding must have rank 2 ([B, Nkv]), got rank 4}}
  %0 = attn.flash_attention %q, %q, %q key_padding(%p : tensor<1x1x1x8xi1>) scale 1.0 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xf32>
  return
}

// -----

func.func @key_padding_batch(%q: tensor<2x2x8x16xf32>, %p: tensor<3x8xi1>) {
  // expected-error @+1 {{'attn.flash_attention' op key_padding dim 0 is 3, expected 1 or the batch size 2}}
  %0 = attn.flash_attention %q, %q, %q key_padding(%p : tensor<3x8xi1>) scale 1.0 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32> -> tensor<2x2x8x16xf32>
  return
}

// -----

func.func @key_padding_length(%q: tensor<2x2x8x16xf32>, %p: tensor<2x9xi1>) {
  // expected-error @+1 {{'attn.flash_attention' op key_padding dim 1 is 9, expected the key/value length 8}}
  %0 = attn.flash_attention %q, %q, %q key_padding(%p : tensor<2x9xi1>) scale 1.0 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32> -> tensor<2x2x8x16xf32>
  return
}

// -----

func.func @key_padding_type(%q: tensor<2x2x8x16xf32>, %p: tensor<2x8xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op operand #3 must be ranked tensor of 1-bit signless integer values, but got 'tensor<2x8xf32>'}}
  %0 = attn.flash_attention %q, %q, %q key_padding(%p : tensor<2x8xf32>) scale 1.0 : tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32> -> tensor<2x2x8x16xf32>
  return
}

// -----

func.func @alibi_heads(%q: tensor<1x4x8x16xf32>, %a: tensor<2xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op alibi must be one value per query head [4], got a tensor of rank 1 and size 2}}
  %0 = attn.flash_attention %q, %q, %q alibi(%a : tensor<2xf32>) scale 1.0 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @sinks_rank(%q: tensor<1x4x8x16xf32>, %s: tensor<1x4xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op sinks must be one value per query head [4], got a tensor of rank 2}}
  %0 = attn.flash_attention %q, %q, %q sinks(%s : tensor<1x4xf32>) scale 1.0 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @softcap_not_positive(%q: tensor<1x4x8x16xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op softcap must be positive and finite, got -3}}
  %0 = attn.flash_attention %q, %q, %q scale 1.0 softcap -3.0 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @window_without_causal(%q: tensor<1x4x8x16xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op window needs causal (a window bounds the keys before the diagonal; causal the ones after)}}
  %0 = attn.flash_attention %q, %q, %q scale 1.0 window 4 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @negative_window(%q: tensor<1x4x8x16xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op window must be non-negative, got -4}}
  %0 = attn.flash_attention %q, %q, %q scale 1.0 causal window -4 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @diagonal_without_causal(%q: tensor<1x4x8x16xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op diagonal without causal has no effect}}
  %0 = attn.flash_attention %q, %q, %q scale 1.0 diagonal 0 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @diagonal_out_of_range(%q: tensor<1x4x8x16xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op diagonal -1099511627777 is out of range (at most 2^40 in magnitude)}}
  %0 = attn.flash_attention %q, %q, %q scale 1.0 causal diagonal -1099511627777 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @relative_bias_rank(%q: tensor<1x4x8x16xf32>, %t: tensor<1x4x15xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op relative_bias must have rank 2 ([Hq or 1, Nq + Nkv - 1]), got rank 3}}
  %0 = attn.flash_attention %q, %q, %q relative_bias(%t : tensor<1x4x15xf32>) scale 1.0 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @relative_bias_heads(%q: tensor<1x4x8x16xf32>, %t: tensor<2x15xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op relative_bias dim 0 is 2, expected 1 or the query heads 4}}
  %0 = attn.flash_attention %q, %q, %q relative_bias(%t : tensor<2x15xf32>) scale 1.0 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

// One value per key offset: Nq = 8 query rows and Nkv = 24 keys have 31.
func.func @relative_bias_offsets(%q: tensor<1x4x8x16xf32>, %k: tensor<1x4x24x16xf32>, %t: tensor<4x24xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op relative_bias dim 1 is 24, expected one value per key offset, Nq + Nkv - 1 = 31}}
  %0 = attn.flash_attention %q, %k, %k relative_bias(%t : tensor<4x24xf32>) scale 1.0 : tensor<1x4x8x16xf32>, tensor<1x4x24x16xf32>, tensor<1x4x24x16xf32> -> tensor<1x4x8x16xf32>
  return
}

// -----

func.func @segment_mask_rank(%s: tensor<4x8x8xf32>, %ids: tensor<4x8xi64>) {
  // expected-error @+1 {{'attn.segment_mask' op input must have rank 4 ([B, H, Nq, Nkv]), got rank 3}}
  %0 = attn.segment_mask %s, %ids, %ids : tensor<4x8x8xf32>, tensor<4x8xi64>, tensor<4x8xi64>
  return
}

// -----

func.func @segment_mask_ids_rank(%s: tensor<1x2x8x8xf32>, %ids: tensor<8xi64>) {
  // expected-error @+1 {{'attn.segment_mask' op query segments must have rank 2 ([B, Nq]), got rank 1}}
  %0 = attn.segment_mask %s, %ids, %ids : tensor<1x2x8x8xf32>, tensor<8xi64>, tensor<8xi64>
  return
}

// -----

func.func @segment_mask_batch(%s: tensor<2x2x8x8xf32>, %qs: tensor<2x8xi64>, %ks: tensor<3x8xi64>) {
  // expected-error @+1 {{'attn.segment_mask' op key segments dim 0 is 3, expected 1 or the batch size 2}}
  %0 = attn.segment_mask %s, %qs, %ks : tensor<2x2x8x8xf32>, tensor<2x8xi64>, tensor<3x8xi64>
  return
}

// -----

func.func @segments_length(%q: tensor<1x2x8x16xf32>, %k: tensor<1x2x6x16xf32>, %ids: tensor<1x8xi64>) {
  // expected-error @+1 {{'attn.flash_attention' op key segments dim 1 is 8, expected Nkv = 6}}
  %0 = attn.flash_attention %q, %k, %k segments(%ids, %ids : tensor<1x8xi64>, tensor<1x8xi64>) scale 1.0 : tensor<1x2x8x16xf32>, tensor<1x2x6x16xf32>, tensor<1x2x6x16xf32> -> tensor<1x2x8x16xf32>
  return
}

// -----

func.func @segments_types(%q: tensor<1x2x8x16xf32>, %qs: tensor<1x8xi64>, %ks: tensor<1x8xi32>) {
  // expected-error @+1 {{'attn.flash_attention' op query segments are 'i64' but key segments are 'i32'}}
  %0 = attn.flash_attention %q, %q, %q segments(%qs, %ks : tensor<1x8xi64>, tensor<1x8xi32>) scale 1.0 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xf32>
  return
}

// -----

func.func @segments_float(%q: tensor<1x2x8x16xf32>, %ids: tensor<1x8xf32>) {
  // expected-error @+1 {{'attn.flash_attention' op operand #3 must be ranked tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1x8xf32>'}}
  %0 = attn.flash_attention %q, %q, %q segments(%ids, %ids : tensor<1x8xf32>, tensor<1x8xf32>) scale 1.0 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xf32>
  return
}

// -----

// Generic IR can hold one side only; the custom form cannot.
func.func @segments_one_side(%q: tensor<1x2x8x16xf32>, %ids: tensor<1x8xi64>) {
  // expected-error @+1 {{'attn.flash_attention' op query segments without key segments}}
  %0 = "attn.flash_attention"(%q, %q, %q, %ids) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0>, scale = 1.0 : f64}> : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x8xi64>) -> tensor<1x2x8x16xf32>
  return
}
