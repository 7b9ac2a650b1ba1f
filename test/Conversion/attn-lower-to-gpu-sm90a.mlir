// RUN: attn-opt %s --split-input-file --verify-diagnostics --attn-lower-to-gpu=chip=sm_90a | FileCheck %s

// The sm_90a kernel at d = 64, bf16, causal, GQA (2 query heads on 1 KV
// head) and ragged Nkv = 200: the host builds one 128-byte-swizzled tensor
// map per operand on the buffer cast to an unranked memref and passes it as
// !llvm.ptr; the kernel casts each back, loads Q once and K/V per tile by
// TMA under mbarriers, and runs both products on wgmma (P V with V
// MN-major, transposeB). S is staged in f32 rows padded to 72 floats (bank
// conflicts) and read back in 16-byte loads.
// CHECK-LABEL: func.func @causal_gqa
// CHECK: %[[QU:.*]] = memref.cast %arg0 : memref<1x2x128x64xbf16> to memref<*xbf16>
// CHECK: %[[QD:.*]] = nvgpu.tma.create.descriptor %[[QU]] box[{{.*}}] : memref<*xbf16> -> <tensor = memref<1x1x64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: %[[QP:.*]] = builtin.unrealized_conversion_cast %[[QD]] : {{.*}} to !llvm.ptr
// CHECK: %[[KU:.*]] = memref.cast %arg1
// CHECK: nvgpu.tma.create.descriptor %[[KU]]
// CHECK: %[[VU:.*]] = memref.cast %arg2
// CHECK: nvgpu.tma.create.descriptor %[[VU]]
// CHECK: gpu.launch_func @attn_kernels::@causal_gqa_flash_attention_wgmma
// CHECK-SAME: threads in (%c128,
// CHECK-SAME: args(%[[QP]] : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %arg3 : memref<1x2x128x64xbf16>)
// CHECK: gpu.func @causal_gqa_flash_attention_wgmma(%[[QA:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: memref<1x2x128x64xbf16>)
// CHECK: %[[QM:.*]] = builtin.unrealized_conversion_cast %[[QA]] : !llvm.ptr to !nvgpu.tensormap.descriptor
// CHECK: %[[BARS:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
// CHECK: nvgpu.mbarrier.init %[[BARS]]
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BARS]][%{{.*}}], %c8192
// CHECK: nvgpu.tma.async.load %[[QM]]
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[BARS]][%{{.*}}], %c16384
// CHECK: nvgpu.tma.async.load
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BARS]]
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BARS]]
// CHECK: nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x64xf32>>
// CHECK: nvgpu.warpgroup.generate.descriptor %{{.*}}, %[[QM]] : memref<64x16xbf16
// CHECK: nvgpu.warpgroup.mma
// CHECK: nvgpu.warpgroup.mma {{.*}}{waitGroup = 0 : i64}
// CHECK: nvgpu.warpgroup.mma.store %{{.*}}, %[[SV:.*]] : <fragmented = vector<64x64xf32>> to memref<64x64xf32, strided<[72, 1]>, #gpu.address_space<workgroup>>
// CHECK: vector.load %[[SV]][%{{.*}}, %{{.*}}] : memref<64x64xf32, strided<[72, 1]>, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: vector.store %{{.*}} : memref<64x64xbf16, #gpu.address_space<workgroup>>, vector<4xbf16>
// CHECK: nvvm.fence.proxy
// CHECK: nvgpu.warpgroup.mma {{.*}}{transposeB}
// CHECK: nvgpu.tma.async.load
// CHECK: scf.yield
// CHECK: vector.store %{{.*}} : memref<1x2x128x64xbf16>, vector<4xbf16>
func.func @causal_gqa(%q: tensor<1x2x128x64xbf16>, %k: tensor<1x1x200x64xbf16>,
                      %v: tensor<1x1x200x64xbf16>) -> tensor<1x2x128x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal
      : tensor<1x2x128x64xbf16>, tensor<1x1x200x64xbf16>,
        tensor<1x1x200x64xbf16> -> tensor<1x2x128x64xbf16>
  return %o : tensor<1x2x128x64xbf16>
}

// -----

// d = 128, f16: two 64-column atoms per tile, so each stage expects 4 boxes
// (32768 bytes), S takes 8 wgmma over d and P V one chain per 64 columns.
// CHECK-LABEL: func.func @d128
// CHECK: gpu.launch_func @attn_kernels::@d128_flash_attention_wgmma
// CHECK: gpu.func @d128_flash_attention_wgmma
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c16384
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c32768
// CHECK-COUNT-8: nvgpu.warpgroup.mma %
// CHECK: nvgpu.warpgroup.mma.store
// CHECK-COUNT-4: nvgpu.warpgroup.mma {{.*}}{transposeB
// CHECK: nvgpu.warpgroup.mma.store
// CHECK-COUNT-4: nvgpu.warpgroup.mma {{.*}}{transposeB
// CHECK: nvgpu.warpgroup.mma.store
func.func @d128(%q: tensor<2x4x100x128xf16>, %k: tensor<2x4x100x128xf16>,
                %v: tensor<2x4x100x128xf16>) -> tensor<2x4x100x128xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.088
      : tensor<2x4x100x128xf16>, tensor<2x4x100x128xf16>,
        tensor<2x4x100x128xf16> -> tensor<2x4x100x128xf32>
  return %o : tensor<2x4x100x128xf32>
}

// -----

// Head dims the sm_90a kernel does not take yet fall back, with a remark,
// to the sm_90 mma.sync kernel, which assembles for sm_90a too.
// CHECK-LABEL: func.func @negative_d256
// CHECK: gpu.launch_func @attn_kernels::@negative_d256_flash_attention_mma
// CHECK-NOT: nvgpu.warpgroup.mma
func.func @negative_d256(%q: tensor<1x1x64x256xbf16>, %k: tensor<1x1x64x256xbf16>,
                         %v: tensor<1x1x64x256xbf16>) -> tensor<1x1x64x256xbf16> {
  // expected-remark @below {{uses the sm_90 mma.sync kernel on sm_90a: the sm_90a kernel takes d and dv of 64 or 128, not d = 256, dv = 256}}
  %o = attn.flash_attention %q, %k, %v scale 0.0625
      : tensor<1x1x64x256xbf16>, tensor<1x1x64x256xbf16>,
        tensor<1x1x64x256xbf16> -> tensor<1x1x64x256xbf16>
  return %o : tensor<1x1x64x256xbf16>
}

// -----

// Key padding: the kernel takes the mask buffer after the three tensor maps,
// in the op's operand order as the other fused kernels do, and hides padded
// keys with a select on every tile that may hold one.
// CHECK-LABEL: func.func @key_padding
// CHECK: gpu.launch_func @attn_kernels::@key_padding_flash_attention_wgmma
// CHECK-SAME: args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %arg3 : memref<1x64xi1>, %{{.*}} : memref<1x1x64x64xbf16>)
// CHECK: gpu.func @key_padding_flash_attention_wgmma(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %[[PAD:.*]]: memref<1x64xi1>, %{{.*}}: memref<1x1x64x64xbf16>)
// CHECK: nvgpu.warpgroup.mma.store
// CHECK: scf.if
// CHECK: memref.load %[[PAD]]
// CHECK: arith.select
func.func @key_padding(%q: tensor<1x1x64x64xbf16>, %k: tensor<1x1x64x64xbf16>,
                       %v: tensor<1x1x64x64xbf16>, %p: tensor<1x64xi1>)
    -> tensor<1x1x64x64xbf16> {
  %o = attn.flash_attention %q, %k, %v key_padding(%p : tensor<1x64xi1>) scale 0.125
      : tensor<1x1x64x64xbf16>, tensor<1x1x64x64xbf16>,
        tensor<1x1x64x64xbf16> -> tensor<1x1x64x64xbf16>
  return %o : tensor<1x1x64x64xbf16>
}

// -----

// Softcapping puts a tanh between the scale and the softmax: the scores are
// scaled and capped before the max instead of the scale joining the exp2's
// FFMA.
// CHECK-LABEL: func.func @softcap
// CHECK: gpu.func @softcap_flash_attention_wgmma
// CHECK: nvgpu.warpgroup.mma.store
// CHECK: %[[V:.*]] = vector.load
// CHECK: %[[S:.*]] = vector.extract %[[V]][0]
// CHECK: %[[X:.*]] = arith.mulf %[[S]], %cst{{.*}} : f32
// CHECK: %[[T:.*]] = arith.mulf %[[X]]
// CHECK: math.exp2 %[[T]]
func.func @softcap(%q: tensor<1x1x64x64xbf16>, %k: tensor<1x1x64x64xbf16>,
                   %v: tensor<1x1x64x64xbf16>) -> tensor<1x1x64x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 softcap 30.0
      : tensor<1x1x64x64xbf16>, tensor<1x1x64x64xbf16>,
        tensor<1x1x64x64xbf16> -> tensor<1x1x64x64xbf16>
  return %o : tensor<1x1x64x64xbf16>
}

// -----

// Asked-for block sizes do not fit the fixed 64 x 64 tiles: fall back.
// CHECK-LABEL: func.func @negative_block_sizes
// CHECK: gpu.launch_func @attn_kernels::@negative_block_sizes_flash_attention_mma
func.func @negative_block_sizes(%q: tensor<1x1x64x64xbf16>, %k: tensor<1x1x64x64xbf16>,
                                %v: tensor<1x1x64x64xbf16>) -> tensor<1x1x64x64xbf16> {
  // expected-remark @below {{fixed 64 x 64 tiles and block sizes were asked for}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 {block_m = 64 : i64}
      : tensor<1x1x64x64xbf16>, tensor<1x1x64x64xbf16>,
        tensor<1x1x64x64xbf16> -> tensor<1x1x64x64xbf16>
  return %o : tensor<1x1x64x64xbf16>
}
