// RUN: attn-opt %s -split-input-file --attn-traffic-remarks -verify-diagnostics -o /dev/null
// RUN: attn-opt %s -split-input-file "--attn-traffic-remarks=gpu=a100" -o /dev/null 2>&1 | FileCheck %s --check-prefix=A100

// One remark per op that moves data, with the model's notes attached;
// tensor.empty and friends get none. The first is the issue's own example.

func.func @softmax(%s: tensor<1x1x4096x4096xf16>) -> tensor<1x1x4096x4096xf16> {
  // The predicted time: 67108864 B / (0.9 * 3350 GB/s) = 22.26 us + 3 us launch.
  // expected-remark @below {{attn.softmax: 33554432 B read, 33554432 B written, 67108864 flop, 16777216 exp, intensity 1.00, memory-bound on h100, predicted 25.26 us}}
  %p = attn.softmax %s dim 3 : tensor<1x1x4096x4096xf16>
  return %p : tensor<1x1x4096x4096xf16>
}

// -----

// The elementwise attn ops: 1 flop per result element (scale, add, mask,
// causal_mask), none for transpose and cast. The bias is read at its own
// 128 elements, the i1 mask at one byte per element.
func.func @elementwise(%s: tensor<8x128xf32>, %bias: tensor<128xf32>, %m: tensor<8x128xi1>) -> tensor<128x8xf16> {
  // expected-remark @below {{attn.scale: 4096 B read, 4096 B written, 1024 flop, 0 exp, intensity 0.12, memory-bound on h100}}
  %a = attn.scale %s by 0.5 : tensor<8x128xf32>
  // expected-remark @below {{attn.add: 4608 B read, 4096 B written, 1024 flop, 0 exp, intensity 0.12, memory-bound on h100}}
  %b = attn.add %a, %bias : tensor<8x128xf32>, tensor<128xf32>
  // expected-remark @below {{attn.mask: 5120 B read, 4096 B written, 1024 flop, 0 exp, intensity 0.11, memory-bound on h100}}
  %c = attn.mask %b, %m : tensor<8x128xf32>, tensor<8x128xi1>
  // expected-remark @below {{attn.causal_mask: 4096 B read, 4096 B written, 1024 flop, 0 exp, intensity 0.12, memory-bound on h100}}
  %d = attn.causal_mask %c : tensor<8x128xf32>
  // expected-remark @below {{attn.transpose: 4096 B read, 4096 B written, 0 flop, 0 exp, intensity 0.00, memory-bound on h100}}
  %e = attn.transpose %d [1, 0] : tensor<8x128xf32> -> tensor<128x8xf32>
  // expected-remark @below {{attn.cast: 4096 B read, 2048 B written, 0 flop, 0 exp, intensity 0.00, memory-bound on h100}}
  %f = attn.cast %e : tensor<128x8xf32> to tensor<128x8xf16>
  return %f : tensor<128x8xf16>
}

// -----

// The fused op also gives its tiled figure, and notes why it assumes a block.
// This decode step runs as split-KV (one block would leave the other SMs
// idle): the tiled figure adds the f32 partial rows written and read back,
// and there is no L2 figure, which models the fused kernel's grid.
func.func @flash(%q: tensor<1x1x1x128xf16>, %k: tensor<1x1x4096x128xf16>, %v: tensor<1x1x4096x128xf16>) -> tensor<1x1x1x128xf16> {
  // expected-remark @below {{attn.flash_attention: 2097408 B read, 256 B written, 2113536 flop, 4096 exp, intensity 1.01, memory-bound on h100, tiled 2114048 B read, predicted 3.70 us}}
  // expected-note @below {{no block_m: the tiled figure assumes 128 query rows per block, as the default kernel on sm_90 runs them}}
  // expected-note @below {{split-KV (16 splits, as the gpu lowering runs it on sm_90): K/V read once per GQA group; the tiled figure includes the 16640 B of f32 partials written and read back}}
  %o = attn.flash_attention %q, %k, %v scale 0.088388
      : tensor<1x1x1x128xf16>, tensor<1x1x4096x128xf16>, tensor<1x1x4096x128xf16> -> tensor<1x1x1x128xf16>
  return %o : tensor<1x1x1x128xf16>
}

// -----

// linalg: the fill is free and gets no remark; the matmul runs on tensor
// cores (balance 295.22).
func.func @linalg(%a: tensor<128x64xbf16>, %b: tensor<64x128xbf16>) -> tensor<128x128xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<128x128xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%e : tensor<128x128xbf16>) -> tensor<128x128xbf16>
  // expected-remark @below {{linalg.matmul: 32768 B read, 32768 B written, 2097152 flop, 0 exp, intensity 32.00, memory-bound on h100}}
  %c = linalg.matmul ins(%a, %b : tensor<128x64xbf16>, tensor<64x128xbf16>)
                     outs(%init : tensor<128x128xbf16>) -> tensor<128x128xbf16>
  return %c : tensor<128x128xbf16>
}

// -----

// f8 on a GPU without f8 tensor cores: the a100 run notes the fallback.
// A100-LABEL: remark: attn.matmul: 2097152 B read, 1048576 B written, 2147483648 flop, 0 exp, intensity 682.67, compute-bound on a100
// A100: note: a100 has no f8 tensor cores: the f16 tensor peak is used
func.func @f8(%a: tensor<1024x1024xf8E5M2>, %b: tensor<1024x1024xf8E5M2>) -> tensor<1024x1024xf8E5M2> {
  // expected-remark @below {{attn.matmul: 2097152 B read, 1048576 B written, 2147483648 flop, 0 exp, intensity 682.67, compute-bound on h100}}
  %c = attn.matmul %a, %b : tensor<1024x1024xf8E5M2>, tensor<1024x1024xf8E5M2> -> tensor<1024x1024xf8E5M2>
  return %c : tensor<1024x1024xf8E5M2>
}
