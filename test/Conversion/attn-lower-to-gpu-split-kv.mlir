// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu="split-kv=on splits=3" | FileCheck %s --check-prefix=ON
// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu=split-kv=off | FileCheck %s --check-prefix=OFF
// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu=chip=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu=splits=2 | FileCheck %s --check-prefix=AUTO2
// RUN: attn-opt %s -split-input-file --attn-lower-to-gpu=split-kv=on | FileCheck %s --check-prefix=ONRULE

// Decode with GQA 8 on 2 over 1000 keys: the fused kernel would launch 8
// blocks; the partial kernel packs the 4 query heads of a group into one
// block's rows (2 blocks per split), so the rule takes min(ceil(2 x 132 /
// 2), 16 tiles / 4) = 4 splits on sm_90. block_m is 16 x warps = 64.
// Scratch: the unnormalized f32 rows and their max and sum per split.
// CHECK-LABEL: func.func @decode
// CHECK-SAME: (%[[Q:.*]]: memref<1x8x1x64xf16> {attn.role = "input"}, %[[K:.*]]: memref<1x2x1000x64xf16> {attn.role = "input"}, %[[V:.*]]: memref<1x2x1000x64xf16> {attn.role = "input"}, %[[O:.*]]: memref<1x8x1x64xf16> {attn.role = "output"})
// CHECK-DAG: %[[PART:.*]] = memref.alloc() : memref<1x8x1x4x64xf32>
// CHECK-DAG: %[[STATS:.*]] = memref.alloc() : memref<1x8x1x4x2xf32>
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: gpu.launch_func @attn_kernels::@decode_flash_attention_split blocks in (%[[C1]], %[[C2]], %[[C4]]) threads in ({{.*}}) dynamic_shared_memory_size %{{.*}} args(%[[Q]] : {{.*}}, %[[K]] : {{.*}}, %[[V]] : {{.*}}, %[[PART]] : {{.*}}, %[[STATS]] : {{.*}})
// CHECK: gpu.launch_func @attn_kernels::@decode_flash_attention_combine blocks in ({{.*}}) threads in ({{.*}}) args(%[[PART]] : {{.*}}, %[[STATS]] : {{.*}}, %[[O]] : {{.*}})
// CHECK-NOT: gpu.launch_func
// CHECK-DAG: memref.dealloc %[[PART]]
// CHECK-DAG: memref.dealloc %[[STATS]]
// CHECK: gpu.func @decode_flash_attention_split({{.*}}) kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32}
// The split: grid z; the packed rows' query head is kvHead x 4 + row % 4.
// CHECK: gpu.block_id  z
// CHECK: nvgpu.mma.sync
// The partial rows leave in f32 pairs from the accumulators.
// CHECK: vector.store {{.*}} : memref<1x8x1x4x64xf32>, vector<2xf32>
// CHECK: vector.store {{.*}} : memref<1x8x1x4x2xf32>, vector<2xf32>
// CHECK: gpu.func @decode_flash_attention_combine(%{{.*}}: memref<1x8x1x4x64xf32>, %{{.*}}: memref<1x8x1x4x2xf32>, %{{.*}}: memref<1x8x1x64xf16>)
// CHECK: scf.for
// CHECK: arith.maximumf
// CHECK: scf.for
// CHECK: math.exp2
// CHECK: memref.store {{.*}} : memref<1x8x1x64xf16>
// ON-LABEL: func.func @decode
// ON: memref.alloc() : memref<1x8x1x3x64xf32>
// OFF-LABEL: func.func @decode
// OFF: gpu.launch_func @attn_kernels::@decode_flash_attention_mma
// OFF-NEXT: return
// sm_80 has 108 SMs; 16 tiles still cap the splits at 4.
// SM80-LABEL: func.func @decode
// SM80: memref.alloc() : memref<1x8x1x4x64xf32>
// splits=N without split-kv=on sets the count where the rule splits.
// AUTO2-LABEL: func.func @decode
// AUTO2: memref.alloc() : memref<1x8x1x2x64xf32>
func.func @decode(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>) -> tensor<1x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}

// -----

// Sinks are the op's last operand: the combine reads them, once per row.
// CHECK-LABEL: func.func @sinks
// CHECK-SAME: %[[SINKS:[^:]*]]: memref<4xbf16> {attn.role = "input"}, %[[O:.*]]: memref<1x4x2x64xbf16> {attn.role = "output"})
// CHECK: gpu.launch_func @attn_kernels::@sinks_flash_attention_split
// CHECK: gpu.launch_func @attn_kernels::@sinks_flash_attention_combine blocks in ({{.*}}) threads in ({{.*}}) args(%{{.*}} : {{.*}}, %{{.*}} : {{.*}}, %[[SINKS]] : memref<4xbf16>, %[[O]] : {{.*}})
// CHECK: gpu.func @sinks_flash_attention_combine(%{{.*}}: memref<1x4x2x2x64xf32>, %{{.*}}: memref<1x4x2x2x2xf32>, %{{.*}}: memref<4xbf16>, %{{.*}}: memref<1x4x2x64xbf16>)
func.func @sinks(%q: tensor<1x4x2x64xbf16>, %k: tensor<1x2x600x64xbf16>, %v: tensor<1x2x600x64xbf16>, %sinks: tensor<4xbf16>) -> tensor<1x4x2x64xbf16> {
  %o = attn.flash_attention %q, %k, %v sinks(%sinks : tensor<4xbf16>) scale 0.125 causal : tensor<1x4x2x64xbf16>, tensor<1x2x600x64xbf16>, tensor<1x2x600x64xbf16> -> tensor<1x4x2x64xbf16>
  return %o : tensor<1x4x2x64xbf16>
}

// -----

// Prefill: B x Hkv x ceil(4 x 1024 / 64) = 256 packed blocks would fill the
// 132 SMs without splitting, so the rule keeps the fused kernel.
// CHECK-LABEL: func.func @negative_prefill
// CHECK: gpu.launch_func @attn_kernels::@negative_prefill_flash_attention_mma
// CHECK-NOT: gpu.launch_func
// CHECK-NOT: memref.alloc
// A forced split applies to any shape.
// ON-LABEL: func.func @negative_prefill
// ON: memref.alloc() : memref<2x8x1024x3x64xf32>
// ON: gpu.launch_func @attn_kernels::@negative_prefill_flash_attention_split
// Forced without splits=N, the rule's count: ceil(2 x 132 / 256) = 2.
// ONRULE-LABEL: func.func @negative_prefill
// ONRULE: memref.alloc() : memref<2x8x1024x2x64xf32>
func.func @negative_prefill(%q: tensor<2x8x1024x64xf16>, %k: tensor<2x2x1024x64xf16>, %v: tensor<2x2x1024x64xf16>) -> tensor<2x8x1024x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<2x8x1024x64xf16>, tensor<2x2x1024x64xf16>, tensor<2x2x1024x64xf16> -> tensor<2x8x1024x64xf16>
  return %o : tensor<2x8x1024x64xf16>
}

// -----

// Decode over 448 keys (7 tiles): too short for two splits of 4 tiles, so
// one kernel even though its blocks leave SMs idle, whatever splits says.
// CHECK-LABEL: func.func @negative_short_kv
// CHECK: gpu.launch_func @attn_kernels::@negative_short_kv_flash_attention_mma
// CHECK-NOT: gpu.launch_func
// AUTO2-LABEL: func.func @negative_short_kv
// AUTO2: gpu.launch_func @attn_kernels::@negative_short_kv_flash_attention_mma
// AUTO2-NEXT: return
func.func @negative_short_kv(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x448x64xf16>, %v: tensor<1x2x448x64xf16>) -> tensor<1x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x448x64xf16>, tensor<1x2x448x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}
