// RUN: attn-opt %s --split-input-file --verify-diagnostics --attn-lower-to-gpu=chip=sm_90a | FileCheck %s

// The sm_90a kernel at d = 64, bf16, causal, GQA (2 query heads on 1 KV
// head) and ragged Nkv = 200: the host builds one 128-byte-swizzled tensor
// map per operand on the buffer cast to an unranked memref and passes it as
// !llvm.ptr; the kernel casts each back. It is warp-specialized: Nq = 128
// takes two consumer warpgroups, each with its own copy of the loop, and a
// producer warpgroup (384 threads) that loads Q once and K and V per tile by
// TMA, each waiting for its stage's "empty" mbarrier and announcing its
// bytes on the "full" one; registers move from the producer (24) to the
// consumers (240), which ptxas honours only with one block per SM declared.
// The roles branch on the thread's warpgroup broadcast from lane 0, which
// ptxas then knows to be uniform.
// A consumer runs the first tile's S and softmax alone, then per tile
// issues S(i) and P(i-1) V(i-1) back to back, waits for S only, and runs
// the softmax of tile i while P V is in flight; the last tile's P V follows
// the loop. S is one group of d / 16 wgmma on shared-memory descriptors
// between one fence and one commit, the first starting from zero (scale-d
// 0, so its accumulator input is poison); S and O stay in the wgmma's
// result registers, every wgmma descriptor is a 32-bit add on a base's low
// word,
// and each consumer thread releases K after the softmax and V after P V.
// P never leaves registers: packed in pairs into 16 i32 once the P V before
// has completed, carried to the next iteration and fed to P V as A by the
// inline-PTX wgmma (keys / 16 of m64n`dv`k16, chained through their
// accumulator registers, one fence and one commit around them), whose
// results are read only after the wait. The consumers take turns at the
// tensor cores (ping-pong): warpgroup 0 waits for its turn (named barrier
// 1, both warpgroups' 256 threads) before issuing its wgmma and passes it
// on (bar.arrive 2) once they are issued; warpgroup 1 gives warpgroup 0 the
// first turn and does not pass its last, so every wait has its one pass.
// CHECK-LABEL: func.func @causal_gqa
// CHECK: %[[QU:.*]] = memref.cast %arg0 : memref<1x2x128x64xbf16> to memref<*xbf16>
// CHECK: %[[QD:.*]] = nvgpu.tma.create.descriptor %[[QU]] box[{{.*}}] : memref<*xbf16> -> <tensor = memref<1x1x64x64xbf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: %[[QP:.*]] = builtin.unrealized_conversion_cast %[[QD]] : {{.*}} to !llvm.ptr
// CHECK: %[[KU:.*]] = memref.cast %arg1
// CHECK: nvgpu.tma.create.descriptor %[[KU]]
// CHECK: %[[VU:.*]] = memref.cast %arg2
// CHECK: nvgpu.tma.create.descriptor %[[VU]]
// CHECK: gpu.launch_func @attn_kernels::@causal_gqa_flash_attention_wgmma
// CHECK-SAME: threads in (%c384,
// CHECK-SAME: args(%[[QP]] : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %arg3 : memref<1x2x128x64xbf16>)
// CHECK: gpu.func @causal_gqa_flash_attention_wgmma(%[[QA:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: memref<1x2x128x64xbf16>)
// CHECK-SAME: known_block_size = array<i32: 384, 1, 1>, nvvm.minctasm = 1 : i32
// CHECK: %[[QM:.*]] = builtin.unrealized_conversion_cast %[[QA]] : !llvm.ptr to !nvgpu.tensormap.descriptor
// CHECK: %[[WGI:.*]], %{{.*}} = gpu.shuffle  idx %{{.*}}, %c0_i32, %c32_i32 : i32
// CHECK: %[[WG:.*]] = arith.index_cast %[[WGI]] : i32 to index
// CHECK: %[[QBAR:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>>
// CHECK: %[[FULLK:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK: %[[FULLV:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK: %[[EMPTYK:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK: %[[EMPTYV:.*]] = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
// CHECK: nvgpu.mbarrier.init %[[QBAR]][%{{.*}}], %c1,
// CHECK: nvgpu.mbarrier.init %[[FULLK]][%{{.*}}], %c128
// CHECK: nvgpu.mbarrier.init %[[FULLV]][%{{.*}}], %c1_
// CHECK: nvgpu.mbarrier.init %[[EMPTYK]][%{{.*}}], %c256
// CHECK: nvgpu.mbarrier.init %[[EMPTYV]][%{{.*}}], %c256
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>
// CHECK: gpu.barrier
// CHECK: %[[CONSUMER:.*]] = arith.cmpi slt, %[[WG]], %c2{{.*}} : index
// CHECK-NEXT: scf.if %[[CONSUMER]]
// CHECK: nvvm.setmaxregister  increase 240
// CHECK: nvgpu.mbarrier.try_wait.parity %[[QBAR]]
// CHECK: scf.if
// CHECK: %[[D:.*]] = nvgpu.warpgroup.generate.descriptor %{{.*}}, %[[QM]] : memref<64x64xbf16
// CHECK: %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[D]] : {{.*}} to i64
// CHECK: %[[LOW:.*]] = arith.trunci %[[BITS]] : i64 to i32
// CHECK: %[[HIGH:.*]] = arith.andi %[[BITS]], %c-4294967296_i64
// CHECK: scf.if
// CHECK-NOT: nvvm.barrier.arrive
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULLK]]
// CHECK: nvvm.barrier id = %c1_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: %[[SUM:.*]] = arith.addi %[[LOW]]
// CHECK: %[[WIDE:.*]] = arith.extui %[[SUM]] : i32 to i64
// CHECK: %[[QK0:.*]] = arith.ori %[[HIGH]], %[[WIDE]]
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: %[[NONE:.*]] = llvm.mlir.poison : !llvm.struct<(f32,
// CHECK-NEXT: %[[S0:.*]] = nvvm.wgmma.mma_async %[[QK0]], %{{.*}}, %[[NONE]], <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// CHECK-NEXT: %[[S1:.*]] = nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %[[S0]], <m = 64, n = 64, k = 16>, D[<f32>, <one>]
// CHECK-NEXT: %[[S2:.*]] = nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %[[S1]],
// CHECK-NEXT: %[[S:.*]] = nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %[[S2]],
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.barrier.arrive id = %c2_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: llvm.extractvalue %[[S]][31]
// CHECK-NOT: vector.store
// CHECK: nvgpu.mbarrier.arrive %[[EMPTYK]]
// CHECK-COUNT-16: vector.bitcast %{{.*}} : vector<2xbf16> to vector<1xi32>
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: scf.for {{.*}} -> (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32,
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULLK]]
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULLV]]
// CHECK: nvvm.barrier id = %c1_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: llvm.mlir.poison
// CHECK-COUNT-4: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: %[[PV0:.*]] = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred d;\0Asetp.ne.b32 d, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, d, 1, 1, 1;\0A}", "=f,{{.*}},31,r,r,r,r,l" {{.*}} : (f32, {{.*}}, f32, i32, i32, i32, i32, i64) -> !llvm.struct<(f32,
// CHECK: llvm.extractvalue %[[PV0]][31]
// CHECK: llvm.inline_asm
// CHECK: llvm.inline_asm
// CHECK: %[[PV3:.*]] = llvm.inline_asm
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: llvm.extractvalue %[[PV3]]
// CHECK: nvvm.barrier.arrive id = %c2_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: math.exp2
// CHECK-NOT: llvm.extractvalue %[[PV3]]
// CHECK: nvgpu.mbarrier.arrive %[[EMPTYK]]
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: nvgpu.mbarrier.arrive %[[EMPTYV]]
// CHECK-COUNT-16: vector.bitcast
// CHECK: llvm.extractvalue %[[PV3]][0]
// CHECK: scf.yield
// CHECK: scf.if
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULLV]]
// CHECK: nvvm.barrier id = %c1_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: llvm.inline_asm
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.barrier.arrive id = %c2_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: vector.store %{{.*}} {alignment = 4 : i64} : memref<1x2x128x64xbf16>, vector<2xbf16>
// CHECK: } else {
// CHECK: scf.if
// CHECK: nvvm.barrier.arrive id = %c1_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: nvgpu.mbarrier.try_wait.parity %[[FULLK]]
// CHECK: nvvm.barrier id = %c2_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: nvvm.barrier.arrive id = %c1_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: scf.for
// CHECK: nvvm.barrier id = %c2_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.barrier.arrive id = %c1_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: nvvm.barrier id = %c2_i32{{(_[0-9]+)?}} number_of_threads = %c256_i32
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.barrier.arrive
// CHECK: nvvm.setmaxregister  decrease 24
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[QBAR]][%{{.*}}], %c16384
// CHECK-COUNT-2: nvgpu.tma.async.load %[[QM]]
// CHECK: %[[TX:.*]] = arith.select %{{.*}}, %c8192{{.*}}, %c0
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity %[[EMPTYK]]
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[FULLK]][%{{.*}}], %[[TX]] :
// CHECK: nvgpu.tma.async.load
// CHECK: nvgpu.mbarrier.try_wait.parity %[[EMPTYV]]
// CHECK: nvgpu.mbarrier.arrive.expect_tx %[[FULLV]][%{{.*}}], %c8192{{.*}}, predicate
// CHECK: nvgpu.tma.async.load
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: gpu.return
func.func @causal_gqa(%q: tensor<1x2x128x64xbf16>, %k: tensor<1x1x200x64xbf16>,
                      %v: tensor<1x1x200x64xbf16>) -> tensor<1x2x128x64xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal
      : tensor<1x2x128x64xbf16>, tensor<1x1x200x64xbf16>,
        tensor<1x1x200x64xbf16> -> tensor<1x2x128x64xbf16>
  return %o : tensor<1x2x128x64xbf16>
}

// -----

// d = 128, f16: two 64-column atoms per tile, so each stage expects 4 boxes
// (32768 bytes) and Q of both warpgroups 4 (Nq = 100 > 64); S takes 8 wgmma
// over d and P V four m64n128k16 over both atoms of dv, accumulating in O's
// registers: V's descriptors have their leading byte offset (bits 16-29 of
// the low word, in 16-byte units) set to the distance between its atoms,
// one 64-row box, 8192 bytes.
// CHECK-LABEL: func.func @d128
// CHECK: gpu.launch_func @attn_kernels::@d128_flash_attention_wgmma
// CHECK-SAME: threads in (%c384,
// CHECK: gpu.func @d128_flash_attention_wgmma
// CHECK: %[[CLEARED:.*]] = arith.andi %{{.*}}, %c-1073676289_i32 : i32
// CHECK: arith.ori %[[CLEARED]], %c33554432_i32 : i32
// CHECK: scf.for
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: llvm.mlir.poison
// CHECK-COUNT-8: nvvm.wgmma.mma_async {{.*}} A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: llvm.inline_asm has_side_effects asm_dialect = att "{{.*}}m64n128k16.f32.f16.f16
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: scf.yield
// CHECK: vector.store %{{.*}} : memref<2x4x100x128xf32>, vector<2xf32>
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c32768
// CHECK: arith.select %{{.*}}, %c16384{{.*}}, %c0
func.func @d128(%q: tensor<2x4x100x128xf16>, %k: tensor<2x4x100x128xf16>,
                %v: tensor<2x4x100x128xf16>) -> tensor<2x4x100x128xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.088
      : tensor<2x4x100x128xf16>, tensor<2x4x100x128xf16>,
        tensor<2x4x100x128xf16> -> tensor<2x4x100x128xf32>
  return %o : tensor<2x4x100x128xf32>
}

// -----

// Head dims the sm_90a kernel does not take fall back, with a remark, to
// the sm_90 mma.sync kernel, which assembles for sm_90a too.
// CHECK-LABEL: func.func @negative_d96
// CHECK: gpu.launch_func @attn_kernels::@negative_d96_flash_attention_mma
// CHECK-NOT: nvvm.wgmma.mma_async
func.func @negative_d96(%q: tensor<1x1x64x96xbf16>, %k: tensor<1x1x64x96xbf16>,
                        %v: tensor<1x1x64x96xbf16>) -> tensor<1x1x64x96xbf16> {
  // expected-remark @below {{uses the sm_90 mma.sync kernel on sm_90a: the sm_90a kernel takes d and dv of 64, 128 or 256, not d = 96, dv = 96}}
  %o = attn.flash_attention %q, %k, %v scale 0.1
      : tensor<1x1x64x96xbf16>, tensor<1x1x64x96xbf16>,
        tensor<1x1x64x96xbf16> -> tensor<1x1x64x96xbf16>
  return %o : tensor<1x1x64x96xbf16>
}

// -----

// d = 256 takes the wgmma kernel (four atoms per K and V tile). Nq = 64: one
// consumer warpgroup and the producer, 256 threads, which keep the
// registers ptxas gives them (no setmaxnreg, no minctasm).
// CHECK-LABEL: func.func @d256
// CHECK: gpu.launch_func @attn_kernels::@d256_flash_attention_wgmma
// CHECK-SAME: threads in (%c256,
// CHECK: gpu.func @d256_flash_attention_wgmma
// CHECK-NOT: nvvm.minctasm
// CHECK-NOT: nvvm.setmaxregister
// CHECK-COUNT-16: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-COUNT-4: llvm.inline_asm {{.*}}m64n256k16
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-NOT: nvvm.setmaxregister
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c32768
// CHECK: arith.select %{{.*}}, %c32768{{.*}}, %c0
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c32768{{.*}}, predicate
func.func @d256(%q: tensor<1x1x64x256xbf16>, %k: tensor<1x1x64x256xbf16>,
                %v: tensor<1x1x64x256xbf16>) -> tensor<1x1x64x256xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 causal
      : tensor<1x1x64x256xbf16>, tensor<1x1x64x256xbf16>,
        tensor<1x1x64x256xbf16> -> tensor<1x1x64x256xbf16>
  return %o : tensor<1x1x64x256xbf16>
}

// -----

// A sliding window at d = 256 takes the wgmma kernel too: with 32-bit
// descriptor adds its consumers fit in 240 registers without a spill.
// CHECK-LABEL: func.func @d256_window
// CHECK: gpu.launch_func @attn_kernels::@d256_window_flash_attention_wgmma
func.func @d256_window(%q: tensor<1x1x64x256xbf16>, %k: tensor<1x1x64x256xbf16>,
                       %v: tensor<1x1x64x256xbf16>) -> tensor<1x1x64x256xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 causal window 32
      : tensor<1x1x64x256xbf16>, tensor<1x1x64x256xbf16>,
        tensor<1x1x64x256xbf16> -> tensor<1x1x64x256xbf16>
  return %o : tensor<1x1x64x256xbf16>
}

// -----

// Key padding: the kernel takes the mask buffer after the three tensor maps,
// in the op's operand order as the other fused kernels do. The producer
// reads each tile's flags once per key into shared memory beside the tile's
// ring stage before arriving on the stage's full barrier (no block-wide
// barrier per tile); the consumer hides padded keys with a select on every
// tile that may hold one, reading its stage's flags. Nq = 64: one consumer
// warpgroup and the producer, so no turns to take.
// CHECK-LABEL: func.func @key_padding
// CHECK: gpu.launch_func @attn_kernels::@key_padding_flash_attention_wgmma
// CHECK-SAME: threads in (%c256,
// CHECK-SAME: args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %arg3 : memref<1x64xi1>, %{{.*}} : memref<1x1x64x64xbf16>)
// CHECK: gpu.func @key_padding_flash_attention_wgmma(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %[[PAD:.*]]: memref<1x64xi1>, %{{.*}}: memref<1x1x64x64xbf16>)
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK-NOT: nvvm.barrier.arrive
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: scf.if
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<128xi1, #gpu.address_space<workgroup>>
// CHECK: arith.select
// CHECK: nvgpu.mbarrier.arrive %
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: scf.if
// CHECK: memref.load %[[PAD]]
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<128xi1, #gpu.address_space<workgroup>>
// CHECK: nvgpu.mbarrier.arrive.expect_tx
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
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
// CHECK-COUNT-3: nvvm.wgmma.mma_async
// CHECK-NEXT: %[[SR:.*]] = nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: %[[S:.*]] = llvm.extractvalue %[[SR]][0]
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

// Asked-for block sizes do not fit the kernel's own tiles: fall back.
// CHECK-LABEL: func.func @negative_block_sizes
// CHECK: gpu.launch_func @attn_kernels::@negative_block_sizes_flash_attention_mma
func.func @negative_block_sizes(%q: tensor<1x1x64x64xbf16>, %k: tensor<1x1x64x64xbf16>,
                                %v: tensor<1x1x64x64xbf16>) -> tensor<1x1x64x64xbf16> {
  // expected-remark @below {{picks its own tiles (64 or 128 keys, 64 query rows per warpgroup) and block sizes were asked for}}
  %o = attn.flash_attention %q, %k, %v scale 0.125 {block_m = 64 : i64}
      : tensor<1x1x64x64xbf16>, tensor<1x1x64x64xbf16>,
        tensor<1x1x64x64xbf16> -> tensor<1x1x64x64xbf16>
  return %o : tensor<1x1x64x64xbf16>
}

// -----

// Decode (Nq = 1, GQA 8 on 2 heads, Nkv = 4096) keeps the split-KV pair on
// sm_90a: 16 splits of the keys over 2 KV heads fill the SMs where the
// wgmma kernel, which does not split, would run 8 blocks over the whole
// cache with one useful row in each 64-row warpgroup tile.
// CHECK-LABEL: func.func @decode_split_kv
// CHECK: gpu.launch_func @attn_kernels::@decode_split_kv_flash_attention_split blocks in (%c1, %c2, %c16)
// CHECK: gpu.launch_func @attn_kernels::@decode_split_kv_flash_attention_combine
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK-NOT: llvm.inline_asm
func.func @decode_split_kv(%q: tensor<1x8x1x128xbf16>, %k: tensor<1x2x4096x128xbf16>,
                           %v: tensor<1x2x4096x128xbf16>) -> tensor<1x8x1x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088
      : tensor<1x8x1x128xbf16>, tensor<1x2x4096x128xbf16>,
        tensor<1x2x4096x128xbf16> -> tensor<1x8x1x128xbf16>
  return %o : tensor<1x8x1x128xbf16>
}

// -----

// More than 256 keys at d <= 128 take 128-key tiles: S is d/16 m64n128k16
// wgmma under one fence and commit, its 64 registers a thread pack into 32
// of P, P V is eight m64n128k16 (V's atoms two boxes, 16384 bytes, apart:
// its descriptors' leading byte offset), and the producer loads each 64
// columns of a K or V tile as two 64-row boxes, announcing 32768 bytes a
// stage.
// CHECK-LABEL: func.func @long_keys
// CHECK: gpu.func @long_keys_flash_attention_wgmma
// CHECK: %[[CLEARED:.*]] = arith.andi %{{.*}}, %c-1073676289_i32 : i32
// CHECK: arith.ori %[[CLEARED]], %c67108864_i32 : i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<({{(f32, ){63}f32}})>
// CHECK-COUNT-8: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-COUNT-32: vector.bitcast %{{.*}} : vector<2xbf16> to vector<1xi32>
// CHECK: scf.for
// CHECK-COUNT-8: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-8: llvm.inline_asm {{.*}}m64n128k16
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: %[[TX:.*]] = arith.select %{{.*}}, %c32768{{.*}}, %c0
// CHECK: scf.for
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %[[TX]] :
// CHECK-COUNT-4: nvgpu.tma.async.load
// CHECK: nvgpu.mbarrier.arrive.expect_tx %{{.*}}, %c32768{{.*}}, predicate
// CHECK-COUNT-4: nvgpu.tma.async.load
func.func @long_keys(%q: tensor<1x2x512x128xbf16>, %k: tensor<1x2x512x128xbf16>,
                     %v: tensor<1x2x512x128xbf16>) -> tensor<1x2x512x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088
      : tensor<1x2x512x128xbf16>, tensor<1x2x512x128xbf16>,
        tensor<1x2x512x128xbf16> -> tensor<1x2x512x128xbf16>
  return %o : tensor<1x2x512x128xbf16>
}

// -----

// 256 keys make two 128-key tiles, which LLVM would unroll into code that
// ptxas spills: the kernel keeps 64-key tiles.
// CHECK-LABEL: func.func @negative_two_long_tiles
// CHECK: gpu.func @negative_two_long_tiles_flash_attention_wgmma
// CHECK-NOT: n = 128
// CHECK: gpu.return
func.func @negative_two_long_tiles(%q: tensor<1x2x256x128xbf16>, %k: tensor<1x2x256x128xbf16>,
                                   %v: tensor<1x2x256x128xbf16>) -> tensor<1x2x256x128xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.088
      : tensor<1x2x256x128xbf16>, tensor<1x2x256x128xbf16>,
        tensor<1x2x256x128xbf16> -> tensor<1x2x256x128xbf16>
  return %o : tensor<1x2x256x128xbf16>
}
