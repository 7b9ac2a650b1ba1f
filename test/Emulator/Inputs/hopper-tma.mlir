// One TMA load of a 2048-byte f16 box per swizzle mode from a 100x40
// tensor, and a 3-D one with 128-byte swizzle from a 5x30x64 tensor, each
// partly out of bounds (zero-filled), then the shared-memory image copied
// byte for byte to an output: hopper.py tma checks every byte against the
// placement of the CUDA tensor-map swizzle. The kernels differ only in
// their tensor map type and coordinates.
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!img = memref<16x64xf16, #gpu.address_space<workgroup>>
!box_none = memref<16x64xf16, #gpu.address_space<workgroup>>
!tm_none = !nvgpu.tensormap.descriptor<tensor = !box_none, swizzle = none, l2promo = none, oob = zero, interleave = none>
!box_s128 = memref<16x64xf16, #gpu.address_space<workgroup>>
!tm_s128 = !nvgpu.tensormap.descriptor<tensor = !box_s128, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!box_s64 = memref<32x32xf16, #gpu.address_space<workgroup>>
!tm_s64 = !nvgpu.tensormap.descriptor<tensor = !box_s64, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>
!box_s32 = memref<64x16xf16, #gpu.address_space<workgroup>>
!box_d3 = memref<2x8x64xf16, #gpu.address_space<workgroup>>
!tm_d3 = !nvgpu.tensormap.descriptor<tensor = !box_d3, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tm_s32 = !nvgpu.tensormap.descriptor<tensor = !box_s32, swizzle = swizzle_32b, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  func.func @tma(%a: memref<100x40xf16> {attn.role = "input"}, %a3: memref<5x30x64xf16> {attn.role = "input"}, %o_none: memref<16x64xf16> {attn.role = "output"}, %o_s128: memref<16x64xf16> {attn.role = "output"}, %o_s64: memref<16x64xf16> {attn.role = "output"}, %o_s32: memref<16x64xf16> {attn.role = "output"}, %o_d3: memref<16x64xf16> {attn.role = "output"}) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 3056 : i32
    %ua = memref.cast %a : memref<100x40xf16> to memref<*xf16>
    %r_none = arith.constant 16 : index
    %c_none = arith.constant 64 : index
    %t_none = nvgpu.tma.create.descriptor %ua box[%r_none, %c_none] : memref<*xf16> -> !tm_none
    %p_none = builtin.unrealized_conversion_cast %t_none : !tm_none to !llvm.ptr
    gpu.launch_func @k::@load_none blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%p_none : !llvm.ptr, %o_none : memref<16x64xf16>)
    %r_s128 = arith.constant 16 : index
    %c_s128 = arith.constant 64 : index
    %t_s128 = nvgpu.tma.create.descriptor %ua box[%r_s128, %c_s128] : memref<*xf16> -> !tm_s128
    %p_s128 = builtin.unrealized_conversion_cast %t_s128 : !tm_s128 to !llvm.ptr
    gpu.launch_func @k::@load_s128 blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%p_s128 : !llvm.ptr, %o_s128 : memref<16x64xf16>)
    %r_s64 = arith.constant 32 : index
    %c_s64 = arith.constant 32 : index
    %t_s64 = nvgpu.tma.create.descriptor %ua box[%r_s64, %c_s64] : memref<*xf16> -> !tm_s64
    %p_s64 = builtin.unrealized_conversion_cast %t_s64 : !tm_s64 to !llvm.ptr
    gpu.launch_func @k::@load_s64 blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%p_s64 : !llvm.ptr, %o_s64 : memref<16x64xf16>)
    %r_s32 = arith.constant 64 : index
    %c_s32 = arith.constant 16 : index
    %t_s32 = nvgpu.tma.create.descriptor %ua box[%r_s32, %c_s32] : memref<*xf16> -> !tm_s32
    %p_s32 = builtin.unrealized_conversion_cast %t_s32 : !tm_s32 to !llvm.ptr
    gpu.launch_func @k::@load_s32 blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%p_s32 : !llvm.ptr, %o_s32 : memref<16x64xf16>)
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %ua3 = memref.cast %a3 : memref<5x30x64xf16> to memref<*xf16>
    %t_d3 = nvgpu.tma.create.descriptor %ua3 box[%c2, %c8, %c64] : memref<*xf16> -> !tm_d3
    %p_d3 = builtin.unrealized_conversion_cast %t_d3 : !tm_d3 to !llvm.ptr
    gpu.launch_func @k::@load_d3 blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%p_d3 : !llvm.ptr, %o_d3 : memref<16x64xf16>)
    return
  }
  gpu.module @k {
    gpu.func @load_none(%p: !llvm.ptr, %o: memref<16x64xf16>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = builtin.unrealized_conversion_cast %p : !llvm.ptr to !tm_none
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c1008 = arith.constant 1008 : index
      %c2048 = arith.constant 2048 : index
      %x = arith.constant 8 : index
      %y = arith.constant 90 : index
      %ticks = arith.constant 10000000 : index
      %false = arith.constant false
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !bar
      %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %box = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !box_none
      %img = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !img
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c2048 : !bar
        nvgpu.tma.async.load %t[%x, %y], %bar[%c0] to %box : !tm_none, !bar -> !box_none
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
      %row = arith.divui %tid, %c8 : index
      %q = arith.remui %tid, %c8 : index
      %col = arith.muli %q, %c8 : index
      %v = vector.load %img[%row, %col] : !img, vector<8xf16>
      vector.store %v, %o[%row, %col] : memref<16x64xf16>, vector<8xf16>
      gpu.return
    }
    gpu.func @load_s128(%p: !llvm.ptr, %o: memref<16x64xf16>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = builtin.unrealized_conversion_cast %p : !llvm.ptr to !tm_s128
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c1008 = arith.constant 1008 : index
      %c2048 = arith.constant 2048 : index
      %x = arith.constant 8 : index
      %y = arith.constant 90 : index
      %ticks = arith.constant 10000000 : index
      %false = arith.constant false
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !bar
      %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %box = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !box_s128
      %img = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !img
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c2048 : !bar
        nvgpu.tma.async.load %t[%x, %y], %bar[%c0] to %box : !tm_s128, !bar -> !box_s128
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
      %row = arith.divui %tid, %c8 : index
      %q = arith.remui %tid, %c8 : index
      %col = arith.muli %q, %c8 : index
      %v = vector.load %img[%row, %col] : !img, vector<8xf16>
      vector.store %v, %o[%row, %col] : memref<16x64xf16>, vector<8xf16>
      gpu.return
    }
    gpu.func @load_s64(%p: !llvm.ptr, %o: memref<16x64xf16>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = builtin.unrealized_conversion_cast %p : !llvm.ptr to !tm_s64
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c1008 = arith.constant 1008 : index
      %c2048 = arith.constant 2048 : index
      %x = arith.constant 20 : index
      %y = arith.constant 80 : index
      %ticks = arith.constant 10000000 : index
      %false = arith.constant false
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !bar
      %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %box = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !box_s64
      %img = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !img
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c2048 : !bar
        nvgpu.tma.async.load %t[%x, %y], %bar[%c0] to %box : !tm_s64, !bar -> !box_s64
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
      %row = arith.divui %tid, %c8 : index
      %q = arith.remui %tid, %c8 : index
      %col = arith.muli %q, %c8 : index
      %v = vector.load %img[%row, %col] : !img, vector<8xf16>
      vector.store %v, %o[%row, %col] : memref<16x64xf16>, vector<8xf16>
      gpu.return
    }
    gpu.func @load_s32(%p: !llvm.ptr, %o: memref<16x64xf16>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = builtin.unrealized_conversion_cast %p : !llvm.ptr to !tm_s32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c1008 = arith.constant 1008 : index
      %c2048 = arith.constant 2048 : index
      %x = arith.constant 30 : index
      %y = arith.constant 60 : index
      %ticks = arith.constant 10000000 : index
      %false = arith.constant false
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !bar
      %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %box = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !box_s32
      %img = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !img
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c2048 : !bar
        nvgpu.tma.async.load %t[%x, %y], %bar[%c0] to %box : !tm_s32, !bar -> !box_s32
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
      %row = arith.divui %tid, %c8 : index
      %q = arith.remui %tid, %c8 : index
      %col = arith.muli %q, %c8 : index
      %v = vector.load %img[%row, %col] : !img, vector<8xf16>
      vector.store %v, %o[%row, %col] : memref<16x64xf16>, vector<8xf16>
      gpu.return
    }
    gpu.func @load_d3(%p: !llvm.ptr, %o: memref<16x64xf16>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = builtin.unrealized_conversion_cast %p : !llvm.ptr to !tm_d3
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c1008 = arith.constant 1008 : index
      %c2048 = arith.constant 2048 : index
      %x = arith.constant 0 : index
      %z = arith.constant 3 : index
      %y = arith.constant 26 : index
      %ticks = arith.constant 10000000 : index
      %false = arith.constant false
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !bar
      %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %box = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !box_d3
      %img = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !img
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c2048 : !bar
        nvgpu.tma.async.load %t[%x, %y, %z], %bar[%c0] to %box : !tm_d3, !bar -> !box_d3
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
      %row = arith.divui %tid, %c8 : index
      %q = arith.remui %tid, %c8 : index
      %col = arith.muli %q, %c8 : index
      %v = vector.load %img[%row, %col] : !img, vector<8xf16>
      vector.store %v, %o[%row, %col] : memref<16x64xf16>, vector<8xf16>
      gpu.return
    }
  }
}
