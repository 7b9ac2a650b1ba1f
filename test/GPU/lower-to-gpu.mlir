// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu=mma=none | FileCheck %s --check-prefix=FMA

// The fused op becomes one launch of one tensor-core kernel: 4 warps of two
// 16-row tiles each (block 128, block_m 128), grid (ceil(200 / 128), B x Hq)
// = (2, 8), with a 128 x 72 Q tile (the output's staging tile later) and one
// 64 x 72 K and V tile each of f16 in dynamic shared memory:
// (128 + 2 x 64) x 72 x 2 = 36864 bytes. GQA (8 query heads on 2 kv heads),
// causal, Nq and Nkv not multiples of the blocks.
// CHECK-LABEL: func.func @fused
// CHECK-SAME: (%[[Q:.*]]: memref<2x4x200x64xf16> {attn.role = "input"}, %[[K:.*]]: memref<2x2x300x64xf16> {attn.role = "input"}, %[[V:.*]]: memref<2x2x300x64xf16> {attn.role = "input"}, %[[O:.*]]: memref<2x4x200x64xf16> {attn.role = "output"})
// CHECK-DAG: %[[GX:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[GY:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[BX:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[SMEM:.*]] = arith.constant 36864 : i32
// CHECK: gpu.launch_func @attn_kernels::@fused_flash_attention_mma blocks in (%[[GX]], %[[GY]], %{{.*}}) threads in (%[[BX]], %{{.*}}, %{{.*}}) dynamic_shared_memory_size %[[SMEM]] args(%[[Q]] : {{.*}}, %[[K]] : {{.*}}, %[[V]] : {{.*}}, %[[O]] : {{.*}})
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.module @attn_kernels
// CHECK: gpu.func @fused_flash_attention_mma(%{{.*}}: memref<2x4x200x64xf16>, %{{.*}}: memref<2x2x300x64xf16>, %{{.*}}: memref<2x2x300x64xf16>, %{{.*}}: memref<2x4x200x64xf16>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32}
// CHECK: gpu.dynamic_shared_memory
// Prologue: Q, then the first K tile; at d = 64 Q's fragments stay in
// registers.
// CHECK: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1} : memref<2x4x200x64xf16> to memref<128x72xf16, #gpu.address_space<workgroup>>
// CHECK: %[[QGROUP:.*]] = nvgpu.device_async_create_group
// CHECK: scf.if
// CHECK: nvgpu.device_async_copy {{.*}} : memref<2x2x300x64xf16> to memref<64x72xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_wait %[[QGROUP]] {numGroups = 0 : i32}
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false} : memref<128x72xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// The tiles before the first row's diagonal: no masking code.
// CHECK: scf.for
// CHECK: gpu.shuffle idx
// CHECK: nvgpu.device_async_wait %[[QGROUP]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// This tile's V copies run under S = Q Kᵀ.
// CHECK: nvgpu.device_async_copy {{.*}} : memref<2x2x300x64xf16> to memref<64x72xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false} : memref<64x72xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: nvgpu.device_async_wait %[[QGROUP]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// The next tile's K copies run under the softmax and P V.
// CHECK: scf.if
// CHECK: nvgpu.device_async_copy
// CHECK-NOT: scf.if {{.*}} -> (vector<2x2xf32>
// CHECK: gpu.shuffle xor
// CHECK: math.exp2
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = true}
// CHECK: nvgpu.mma.sync
// CHECK: scf.yield
// The tiles the diagonal or the ragged end cut, masked where a warp's rows
// need it.
// CHECK: scf.for
// CHECK: scf.if {{.*}} -> (vector<2x2xf32>
// CHECK: arith.select
// CHECK: scf.yield
// Epilogue: the normalized rows go to shared memory in pairs, then to O in
// 16-byte chunks.
// CHECK: vector.store {{.*}} : memref<128x72xf16, #gpu.address_space<workgroup>>, vector<2xf16>
// CHECK: gpu.barrier
// CHECK: vector.load {{.*}} {alignment = 16 : i64} : memref<128x72xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// CHECK: vector.store {{.*}} {alignment = 16 : i64} : memref<2x4x200x64xf16>, vector<8xf16>

// FMA-LABEL: func.func @fused
// FMA: gpu.launch_func @attn_kernels::@fused_flash_attention_fma
// FMA-NOT: gpu.launch_func
// FMA: gpu.func @fused_flash_attention_fma
// FMA-SAME: known_block_size = array<i32: 64, 1, 1>
// FMA-NOT: nvgpu.
// FMA: gpu.return
func.func @fused(%q: tensor<2x4x200x64xf16>, %k: tensor<2x2x300x64xf16>, %v: tensor<2x2x300x64xf16>) -> tensor<2x4x200x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<2x4x200x64xf16>, tensor<2x2x300x64xf16>, tensor<2x2x300x64xf16> -> tensor<2x4x200x64xf16>
  return %o : tensor<2x4x200x64xf16>
}

// -----

// bf16 has no nvgpu.mma.sync lowering: its mma is nvvm.mma.sync on packed
// registers; without a causal mask and with Nkv a multiple of block_n no
// masking code is emitted at all.
// CHECK-LABEL: func.func @fused_bf16
// CHECK: gpu.func @fused_bf16_flash_attention_mma
// CHECK-NOT: nvgpu.mma.sync
// CHECK-NOT: scf.if {{.*}} -> (vector<2x2xf32>
// CHECK: nvvm.mma.sync {{.*}} multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>

// FMA-LABEL: func.func @fused_bf16
// FMA: gpu.func @fused_bf16_flash_attention_fma
func.func @fused_bf16(%q: tensor<1x2x64x128xbf16>, %k: tensor<1x2x128x128xbf16>, %v: tensor<1x2x128x128xbf16>) -> tensor<1x2x64x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088 : tensor<1x2x64x128xbf16>, tensor<1x2x128x128xbf16>, tensor<1x2x128x128xbf16> -> tensor<1x2x64x128xbf16>
  return %o : tensor<1x2x64x128xbf16>
}

// -----

// The unfused chain: one kernel per op, intermediates in scratch buffers
// that the host function allocates and frees.
// CHECK-LABEL: func.func @unfused
// CHECK-SAME: (%[[Q:.*]]: memref<1x2x100x64xf16> {attn.role = "input"}, %[[K:.*]]: memref<1x2x130x64xf16> {attn.role = "input"}, %[[V:.*]]: memref<1x2x130x64xf16> {attn.role = "input"}, %[[O:.*]]: memref<1x2x100x64xf16> {attn.role = "output"})
// CHECK: %[[S:.*]] = memref.alloc() : memref<1x2x100x130xf32>
// CHECK: gpu.launch_func @attn_kernels::@unfused_matmul {{.*}} args(%[[Q]] : {{.*}}, %[[K]] : {{.*}}, %[[S]] : {{.*}})
// CHECK: %[[S1:.*]] = memref.alloc() : memref<1x2x100x130xf32>
// CHECK: gpu.launch_func @attn_kernels::@unfused_scale {{.*}} args(%[[S]] : {{.*}}, %[[S1]] : {{.*}})
// CHECK: %[[P:.*]] = memref.alloc() : memref<1x2x100x130xf32>
// CHECK: gpu.launch_func @attn_kernels::@unfused_softmax {{.*}} args(%[[S1]] : {{.*}}, %[[P]] : {{.*}})
// CHECK: %[[PH:.*]] = memref.alloc() : memref<1x2x100x130xf16>
// CHECK: gpu.launch_func @attn_kernels::@unfused_cast {{.*}} args(%[[P]] : {{.*}}, %[[PH]] : {{.*}})
// CHECK: gpu.launch_func @attn_kernels::@unfused_matmul_1 {{.*}} args(%[[PH]] : {{.*}}, %[[V]] : {{.*}}, %[[O]] : {{.*}})
// CHECK-DAG: memref.dealloc %[[S]]
// CHECK-DAG: memref.dealloc %[[PH]]
// CHECK: return
// CHECK: gpu.func @unfused_softmax
// CHECK: gpu.shuffle xor
// CHECK: math.exp

// FMA-LABEL: func.func @unfused
// FMA-COUNT-5: gpu.launch_func
func.func @unfused(%q: tensor<1x2x100x64xf16>, %k: tensor<1x2x130x64xf16>, %v: tensor<1x2x130x64xf16>) -> tensor<1x2x100x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x100x64xf16>, tensor<1x2x130x64xf16> -> tensor<1x2x100x130xf32>
  %s1 = attn.scale %s by 0.125 : tensor<1x2x100x130xf32>
  %p = attn.softmax %s1 dim 3 : tensor<1x2x100x130xf32>
  %ph = attn.cast %p : tensor<1x2x100x130xf32> to tensor<1x2x100x130xf16>
  %o = attn.matmul %ph, %v : tensor<1x2x100x130xf16>, tensor<1x2x130x64xf16> -> tensor<1x2x100x64xf16>
  return %o : tensor<1x2x100x64xf16>
}

// -----

// negative: a function without attn ops is left alone, and no kernel
// module appears.
// CHECK-LABEL: func.func @no_attn
// CHECK-SAME: (%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NOT: gpu.module
// FMA-LABEL: func.func @no_attn
func.func @no_attn(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
