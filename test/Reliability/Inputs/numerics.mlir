// Input of numerics.test: the same attention unfused and fused, with an
// additive bias the test fills with hostile logits, and causal with more
// queries than keys.
func.func @unfused_bias(%q: tensor<1x1x6x4xf32>, %k: tensor<1x1x4x4xf32>, %v: tensor<1x1x4x4xf32>, %b: tensor<1x1x6x4xf32>) -> tensor<1x1x6x4xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x6x4xf32>, tensor<1x1x4x4xf32> -> tensor<1x1x6x4xf32>
  %s1 = attn.add %s, %b : tensor<1x1x6x4xf32>, tensor<1x1x6x4xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x1x6x4xf32>
  %o = attn.matmul %p, %v : tensor<1x1x6x4xf32>, tensor<1x1x4x4xf32> -> tensor<1x1x6x4xf32>
  return %o : tensor<1x1x6x4xf32>
}

func.func @fused_bias(%q: tensor<1x1x6x4xf32>, %k: tensor<1x1x4x4xf32>, %v: tensor<1x1x4x4xf32>, %b: tensor<1x1x6x4xf32>) -> tensor<1x1x6x4xf32> {
  %o = attn.flash_attention %q, %k, %v mask(%b : tensor<1x1x6x4xf32>) scale 1.0 : tensor<1x1x6x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32> -> tensor<1x1x6x4xf32>
  return %o : tensor<1x1x6x4xf32>
}

func.func @unfused_causal(%q: tensor<1x1x4x4xf32>, %k: tensor<1x1x?x4xf32>, %v: tensor<1x1x?x4xf32>) -> tensor<1x1x4x4xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x4x4xf32>, tensor<1x1x?x4xf32> -> tensor<1x1x4x?xf32>
  %s1 = attn.causal_mask %s : tensor<1x1x4x?xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x1x4x?xf32>
  %o = attn.matmul %p, %v : tensor<1x1x4x?xf32>, tensor<1x1x?x4xf32> -> tensor<1x1x4x4xf32>
  return %o : tensor<1x1x4x4xf32>
}

func.func @fused_causal(%q: tensor<1x1x4x4xf32>, %k: tensor<1x1x?x4xf32>, %v: tensor<1x1x?x4xf32>) -> tensor<1x1x4x4xf32> {
  %o = attn.flash_attention %q, %k, %v scale 1.0 causal : tensor<1x1x4x4xf32>, tensor<1x1x?x4xf32>, tensor<1x1x?x4xf32> -> tensor<1x1x4x4xf32>
  return %o : tensor<1x1x4x4xf32>
}
