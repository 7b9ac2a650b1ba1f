// RUN: attn-opt %s --attn-lower-tm-tensor -split-input-file -verify-diagnostics

// The default scale of tm_tensor.attention, 1/sqrt(d), needs a static head
// dim; without it the pass fails with a located error rather than guess.
func.func @dynamic_head_dim(%q: tensor<2x4x?xf32>, %k: tensor<2x6x?xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  // expected-error @+1 {{'tm_tensor.attention' op cannot lower the default scale 1/sqrt(d) with a dynamic head dim}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x?xf32>, tensor<2x6x?xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}
