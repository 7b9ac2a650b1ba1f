// RUN: attn-opt %s -split-input-file -verify-diagnostics --attn-lower-to-gpu

// The fused kernels take every mask and score term of the fused op
// (test/Emulator/fused-mask-terms.mlir runs them); the unfused ops that
// have no kernel for a term are refused by name, never ignored.

// The unfused causal mask with a window.
func.func @unfused_window(%s: tensor<1x1x16x16xf16>) -> tensor<1x1x16x16xf16> {
  // expected-error @+1 {{with window is not supported by the gpu lowering}}
  %0 = attn.causal_mask %s window 4 : tensor<1x1x16x16xf16>
  return %0 : tensor<1x1x16x16xf16>
}

// -----

// attn.tanh has no gpu kernel.
func.func @unfused_tanh(%s: tensor<1x1x16x16xf16>) -> tensor<1x1x16x16xf16> {
  // expected-error @+1 {{'attn.tanh' op is not supported by the gpu lowering}}
  %0 = attn.tanh %s : tensor<1x1x16x16xf16>
  return %0 : tensor<1x1x16x16xf16>
}
