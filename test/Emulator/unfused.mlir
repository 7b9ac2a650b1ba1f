// RUN: attn-run %s --device emulator --entry f32_ragged_causal | FileCheck %s
// RUN: attn-run %s --device emulator --entry bf16_chain_d64 | FileCheck %s
// RUN: attn-run %s --device emulator --entry broadcast_batch_f32 | FileCheck %s
// RUN: attn-run %s --device emulator --entry decode_f16 --schedule-seed 5 | FileCheck %s

// The unfused chain's kernels (16 x 16 shared-memory matmul tiles with
// transpose_b and broadcast batch dims, a warp per softmax row with shuffle
// reductions, elementwise scale, causal mask and cast) run in the emulator
// and agree with the f64 reference. Dims are not multiples of 16 so that
// every tile of the matmul is partial somewhere.

// CHECK: on emulator
// CHECK: out0 {{.*}}: max abs err {{.*}} ok

// f32 throughout, d = 24, dv = 40, Nq = 33 < Nkv = 47, causal.
func.func @f32_ragged_causal(%q: tensor<1x2x33x24xf32>, %k: tensor<1x2x47x24xf32>, %v: tensor<1x2x47x40xf32>) -> tensor<1x2x33x40xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x33x24xf32>, tensor<1x2x47x24xf32> -> tensor<1x2x33x47xf32>
  %s1 = attn.scale %s by 0.204 : tensor<1x2x33x47xf32>
  %s2 = attn.causal_mask %s1 : tensor<1x2x33x47xf32>
  %p = attn.softmax %s2 dim 3 : tensor<1x2x33x47xf32>
  %o = attn.matmul %p, %v : tensor<1x2x33x47xf32>, tensor<1x2x47x40xf32> -> tensor<1x2x33x40xf32>
  return %o : tensor<1x2x33x40xf32>
}

// bf16 in, S and P in f32, P cast to bf16 for P V; a softmax row of 130
// keys takes each lane through its loop more than four times.
func.func @bf16_chain_d64(%q: tensor<1x2x40x64xbf16>, %k: tensor<1x2x130x64xbf16>, %v: tensor<1x2x130x64xbf16>) -> tensor<1x2x40x64xbf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x40x64xbf16>, tensor<1x2x130x64xbf16> -> tensor<1x2x40x130xf32>
  %s1 = attn.scale %s by 0.125 : tensor<1x2x40x130xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x40x130xf32>
  %ph = attn.cast %p : tensor<1x2x40x130xf32> to tensor<1x2x40x130xbf16>
  %o = attn.matmul %ph, %v : tensor<1x2x40x130xbf16>, tensor<1x2x130x64xbf16> -> tensor<1x2x40x64xbf16>
  return %o : tensor<1x2x40x64xbf16>
}

// K and V shared by both batch entries: batch dim 1 broadcasts.
func.func @broadcast_batch_f32(%q: tensor<2x2x17x16xf32>, %k: tensor<1x2x21x16xf32>, %v: tensor<1x2x21x16xf32>) -> tensor<2x2x17x16xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<2x2x17x16xf32>, tensor<1x2x21x16xf32> -> tensor<2x2x17x21xf32>
  %p = attn.softmax %s dim 3 : tensor<2x2x17x21xf32>
  %o = attn.matmul %p, %v : tensor<2x2x17x21xf32>, tensor<1x2x21x16xf32> -> tensor<2x2x17x16xf32>
  return %o : tensor<2x2x17x16xf32>
}

// Decode: one query row, so three of the softmax kernel's four warps skip
// their row.
func.func @decode_f16(%q: tensor<1x1x1x64xf16>, %k: tensor<1x1x77x64xf16>, %v: tensor<1x1x77x64xf16>) -> tensor<1x1x1x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x1x64xf16>, tensor<1x1x77x64xf16> -> tensor<1x1x1x77xf32>
  %s1 = attn.scale %s by 0.125 : tensor<1x1x1x77xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x1x1x77xf32>
  %ph = attn.cast %p : tensor<1x1x1x77xf32> to tensor<1x1x1x77xf16>
  %o = attn.matmul %ph, %v : tensor<1x1x1x77xf16>, tensor<1x1x77x64xf16> -> tensor<1x1x1x64xf16>
  return %o : tensor<1x1x1x64xf16>
}
