// RUN: attn-opt %s -split-input-file -verify-diagnostics --attn-lower-to-gpu

// The fused kernels take causal at any diagonal, windows, softcapping and
// key padding (test/Emulator/fused-mask-terms.mlir runs them); the dense
// and per-head terms are refused by name, never ignored, as are the
// unfused ops that have no kernel.

func.func @bias(%q: tensor<1x1x16x64xf16>, %b: tensor<16x16xf16>) -> tensor<1x1x16x64xf16> {
  // expected-error @+1 {{with bias is not supported by the gpu lowering (causal, diagonal, window, softcap and key_padding are)}}
  %o = attn.flash_attention %q, %q, %q bias(%b : tensor<16x16xf16>) scale 0.125 : tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x1x16x64xf16>
  return %o : tensor<1x1x16x64xf16>
}

// -----

func.func @alibi(%q: tensor<1x1x16x64xf16>, %a: tensor<1xf32>) -> tensor<1x1x16x64xf16> {
  // expected-error @+1 {{with alibi is not supported by the gpu lowering (causal, diagonal, window, softcap and key_padding are)}}
  %o = attn.flash_attention %q, %q, %q alibi(%a : tensor<1xf32>) scale 0.125 : tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x1x16x64xf16>
  return %o : tensor<1x1x16x64xf16>
}

// -----

func.func @sinks(%q: tensor<1x1x16x64xf16>, %s: tensor<1xf32>) -> tensor<1x1x16x64xf16> {
  // expected-error @+1 {{with sinks is not supported by the gpu lowering (causal, diagonal, window, softcap and key_padding are)}}
  %o = attn.flash_attention %q, %q, %q sinks(%s : tensor<1xf32>) scale 0.125 : tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16>, tensor<1x1x16x64xf16> -> tensor<1x1x16x64xf16>
  return %o : tensor<1x1x16x64xf16>
}

// -----

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
