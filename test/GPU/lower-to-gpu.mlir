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

// Segment ids: which key tiles share an id with a query block is data, so
// a key bounds kernel runs first. Its grid is one block of 128 threads per 128
// groups of 16 query rows (ceil(ceil(300 / 16) / 128) = 1) and per batch
// row of the ids (2: the query ids are per batch); it reduces Nkv = 2000
// keys to 63 chunks of 32 in static shared memory. The fused kernel takes
// its [2, 19, 2] i32 bounds right after the ids and reads them before its
// tile loop.
// CHECK-LABEL: func.func @segments
// CHECK-SAME: (%[[Q:.*]]: memref<2x2x300x64xf16> {{.*}}, %[[K:.*]]: memref<2x2x2000x64xf16> {{.*}}, %[[V:.*]]: memref<2x2x2000x64xf16> {{.*}}, %[[QS:.*]]: memref<2x300xi32> {{.*}}, %[[KS:.*]]: memref<1x2000xi32> {{.*}}, %[[O:.*]]: memref<2x2x300x64xf16> {{.*}})
// CHECK: %[[BOUNDS:.*]] = memref.alloc() : memref<2x19x2xi32>
// CHECK: gpu.launch_func @attn_kernels::@segments_key_bounds blocks in (%{{.*}}, %[[C2:.*]], %{{.*}}) threads in (%[[C128:.*]], %{{.*}}, %{{.*}}) args(%[[QS]] : {{.*}}, %[[KS]] : {{.*}}, %[[BOUNDS]] : {{.*}})
// CHECK: gpu.launch_func @attn_kernels::@segments_flash_attention_mma {{.*}} args(%[[Q]] : {{.*}}, %[[K]] : {{.*}}, %[[V]] : {{.*}}, %[[QS]] : {{.*}}, %[[KS]] : {{.*}}, %[[BOUNDS]] : {{.*}}, %[[O]] : {{.*}})
// CHECK: memref.dealloc %[[BOUNDS]]
// CHECK: gpu.func @segments_key_bounds(%{{.*}}: memref<2x300xi32>, %{{.*}}: memref<1x2000xi32>, %{{.*}}: memref<2x19x2xi32>) workgroup(%[[MIN:.*]] : memref<63xi32, #gpu.address_space<workgroup>>, %[[MAX:.*]] : memref<63xi32, #gpu.address_space<workgroup>>) kernel
// CHECK: gpu.barrier
// CHECK: gpu.func @segments_flash_attention_mma(%{{.*}}: memref<2x2x300x64xf16>, %{{.*}}: memref<2x2x2000x64xf16>, %{{.*}}: memref<2x2x2000x64xf16>, %{{.*}}: memref<2x300xi32>, %{{.*}}: memref<1x2000xi32>, %[[TILEBOUNDS:.*]]: memref<2x19x2xi32>, %{{.*}}: memref<2x2x300x64xf16>)
// CHECK: scf.for {{.*}} iter_args
// CHECK: memref.load %[[TILEBOUNDS]]
// CHECK: nvgpu.device_async_copy

// FMA-LABEL: func.func @segments
// FMA: gpu.launch_func @attn_kernels::@segments_key_bounds
// FMA: gpu.launch_func @attn_kernels::@segments_flash_attention_fma
func.func @segments(%q: tensor<2x2x300x64xf16>, %k: tensor<2x2x2000x64xf16>, %v: tensor<2x2x2000x64xf16>, %qs: tensor<2x300xi32>, %ks: tensor<1x2000xi32>) -> tensor<2x2x300x64xf16> {
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : tensor<2x300xi32>, tensor<1x2000xi32>) scale 0.125 : tensor<2x2x300x64xf16>, tensor<2x2x2000x64xf16>, tensor<2x2x2000x64xf16> -> tensor<2x2x300x64xf16>
  return %o : tensor<2x2x300x64xf16>
}

// -----

// Past 2048 chunks of 32 keys the chunks grow to the next power of two,
// so that the id ranges stay within 32 KiB of static shared memory: 70000
// i64 keys make 1094 chunks of 64 (16 KiB each for the least and greatest
// ids). Decode takes the split-KV pair, whose partial kernel takes the
// bounds as the fused kernel does.
// CHECK-LABEL: func.func @segments_long_keys
// CHECK: gpu.launch_func @attn_kernels::@segments_long_keys_key_bounds
// CHECK: gpu.launch_func @attn_kernels::@segments_long_keys_flash_attention_split {{.*}} : memref<1x70000xi64>, %{{.*}} : memref<1x1x2xi32>, %{{.*}} : memref<1x2x1x132x64xf32>
// CHECK: gpu.func @segments_long_keys_key_bounds({{.*}}) workgroup(%{{.*}} : memref<1094xi64, #gpu.address_space<workgroup>>, %{{.*}} : memref<1094xi64, #gpu.address_space<workgroup>>)
// CHECK: arith.constant 64 : index
func.func @segments_long_keys(%q: tensor<1x2x1x64xf16>, %k: tensor<1x2x70000x64xf16>, %v: tensor<1x2x70000x64xf16>, %qs: tensor<1x1xi64>, %ks: tensor<1x70000xi64>) -> tensor<1x2x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : tensor<1x1xi64>, tensor<1x70000xi64>) scale 0.125 : tensor<1x2x1x64xf16>, tensor<1x2x70000x64xf16>, tensor<1x2x70000x64xf16> -> tensor<1x2x1x64xf16>
  return %o : tensor<1x2x1x64xf16>
}

// -----

// Key padding is data too: the key bounds kernel takes the padding (and,
// with segment ids, the ids after it) and gives every group of query rows
// the span of its batch row's kept keys, so that left and right padding
// skip whole tiles. Its chunk ranges are of ids (i32 where there are none).
// The mma.sync kernel stages each tile's flags in shared memory beside its
// K copy and masks from there.
// CHECK-LABEL: func.func @padding
// CHECK-SAME: (%[[Q:.*]]: memref<2x2x300x64xf16> {{.*}}, %[[K:.*]]: memref<2x2x2000x64xf16> {{.*}}, %[[V:.*]]: memref<2x2x2000x64xf16> {{.*}}, %[[PAD:.*]]: memref<2x2000xi1> {{.*}}, %[[O:.*]]: memref<2x2x300x64xf16> {{.*}})
// CHECK: %[[BOUNDS:.*]] = memref.alloc() : memref<2x19x2xi32>
// CHECK: gpu.launch_func @attn_kernels::@padding_key_bounds blocks in (%{{.*}}, %[[C2:.*]], %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) args(%[[PAD]] : {{.*}}, %[[BOUNDS]] : {{.*}})
// CHECK: gpu.launch_func @attn_kernels::@padding_flash_attention_mma {{.*}} args(%[[Q]] : {{.*}}, %[[K]] : {{.*}}, %[[V]] : {{.*}}, %[[PAD]] : {{.*}}, %[[BOUNDS]] : {{.*}}, %[[O]] : {{.*}})
// CHECK: gpu.func @padding_key_bounds(%{{.*}}: memref<2x2000xi1>, %{{.*}}: memref<2x19x2xi32>) workgroup(%{{.*}} : memref<63xi32, #gpu.address_space<workgroup>>, %{{.*}} : memref<63xi32, #gpu.address_space<workgroup>>) kernel
// CHECK: gpu.func @padding_flash_attention_mma(%{{.*}}: memref<2x2x300x64xf16>, %{{.*}}: memref<2x2x2000x64xf16>, %{{.*}}: memref<2x2x2000x64xf16>, %{{.*}}: memref<2x2000xi1>, %{{.*}}: memref<2x19x2xi32>, %{{.*}}: memref<2x2x300x64xf16>)
// CHECK: memref.view {{.*}} to memref<2x64xi1, #gpu.address_space<workgroup>>

// FMA-LABEL: func.func @padding
// FMA: gpu.launch_func @attn_kernels::@padding_key_bounds
// FMA: gpu.launch_func @attn_kernels::@padding_flash_attention_fma
func.func @padding(%q: tensor<2x2x300x64xf16>, %k: tensor<2x2x2000x64xf16>, %v: tensor<2x2x2000x64xf16>, %pad: tensor<2x2000xi1>) -> tensor<2x2x300x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<2x2000xi1>) scale 0.125 : tensor<2x2x300x64xf16>, tensor<2x2x2000x64xf16>, tensor<2x2x2000x64xf16> -> tensor<2x2x300x64xf16>
  return %o : tensor<2x2x300x64xf16>
}

// -----

// With both, the bounds kernel reads the padding, then the ids; the bounds'
// batch is the largest of theirs.
// CHECK-LABEL: func.func @padding_segments
// CHECK-SAME: (%{{.*}}: memref<1x2x300x64xf16> {{.*}}, %{{.*}}: memref<1x2x2000x64xf16> {{.*}}, %{{.*}}: memref<1x2x2000x64xf16> {{.*}}, %[[PAD:.*]]: memref<1x2000xi1> {{.*}}, %[[QS:.*]]: memref<1x300xi64> {{.*}}, %[[KS:.*]]: memref<1x2000xi64> {{.*}}, %{{.*}}: memref<1x2x300x64xf16> {{.*}})
// CHECK: %[[BOUNDS:.*]] = memref.alloc() : memref<1x19x2xi32>
// CHECK: gpu.launch_func @attn_kernels::@padding_segments_key_bounds {{.*}} args(%[[PAD]] : {{.*}}, %[[QS]] : {{.*}}, %[[KS]] : {{.*}}, %[[BOUNDS]] : {{.*}})
// CHECK: gpu.launch_func @attn_kernels::@padding_segments_flash_attention_mma {{.*}} %[[PAD]] : {{.*}}, %[[QS]] : {{.*}}, %[[KS]] : {{.*}}, %[[BOUNDS]] : {{.*}}
// CHECK: gpu.func @padding_segments_key_bounds(%{{.*}}: memref<1x2000xi1>, %{{.*}}: memref<1x300xi64>, %{{.*}}: memref<1x2000xi64>, %{{.*}}: memref<1x19x2xi32>) workgroup(%{{.*}} : memref<63xi64, #gpu.address_space<workgroup>>
func.func @padding_segments(%q: tensor<1x2x300x64xf16>, %k: tensor<1x2x2000x64xf16>, %v: tensor<1x2x2000x64xf16>, %pad: tensor<1x2000xi1>, %qs: tensor<1x300xi64>, %ks: tensor<1x2000xi64>) -> tensor<1x2x300x64xf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%pad : tensor<1x2000xi1>) segments(%qs, %ks : tensor<1x300xi64>, tensor<1x2000xi64>) scale 0.125 : tensor<1x2x300x64xf16>, tensor<1x2x2000x64xf16>, tensor<1x2x2000x64xf16> -> tensor<1x2x300x64xf16>
  return %o : tensor<1x2x300x64xf16>
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
