// D = A B on one warpgroup: A (64x64, K-major) and B (64x64 as K x N,
// N-major, so transposeB) arrive by TMA with 128-byte swizzle, complete on
// one mbarrier, and feed nvgpu.warpgroup.mma (four wgmma m64n64k16).
// The mbarrier takes the first 16 bytes of shared memory, so the tiles sit
// at dynamic offsets 1008 and 9200: shared bytes 1024 and 9216, the
// 1024-byte alignment that 128-byte swizzle needs.
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tile = memref<64x64xbf16, #gpu.address_space<workgroup>>
!tm = !nvgpu.tensormap.descriptor<tensor = !tile, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
!desc = !nvgpu.warpgroup.descriptor<tensor = !tile>
module attributes {gpu.container_module} {
  func.func @matmul(%a: memref<64x64xbf16> {attn.role = "input"}, %b: memref<64x64xbf16> {attn.role = "input"}, %d: memref<64x64xf32> {attn.role = "output"}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 17392 : i32
    %ua = memref.cast %a : memref<64x64xbf16> to memref<*xbf16>
    %ta = nvgpu.tma.create.descriptor %ua box[%c64, %c64] : memref<*xbf16> -> !tm
    %pa = builtin.unrealized_conversion_cast %ta : !tm to !llvm.ptr
    %ub = memref.cast %b : memref<64x64xbf16> to memref<*xbf16>
    %tb = nvgpu.tma.create.descriptor %ub box[%c64, %c64] : memref<*xbf16> -> !tm
    %pb = builtin.unrealized_conversion_cast %tb : !tm to !llvm.ptr
    gpu.launch_func @k::@mm blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%pa : !llvm.ptr, %pb : !llvm.ptr, %d : memref<64x64xf32>)
    return
  }
  gpu.module @k {
    gpu.func @mm(%pa: !llvm.ptr, %pb: !llvm.ptr, %d: memref<64x64xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %ta = builtin.unrealized_conversion_cast %pa : !llvm.ptr to !tm
      %tb = builtin.unrealized_conversion_cast %pb : !llvm.ptr to !tm
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1008 = arith.constant 1008 : index
      %c9200 = arith.constant 9200 : index
      %c16384 = arith.constant 16384 : index
      %ticks = arith.constant 10000000 : index
      %false = arith.constant false
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !bar
      %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %sa = memref.view %base[%c1008][] : memref<?xi8, #gpu.address_space<workgroup>> to !tile
      %sb = memref.view %base[%c9200][] : memref<?xi8, #gpu.address_space<workgroup>> to !tile
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !bar
      }
      gpu.barrier
      scf.if %is0 {
        nvgpu.tma.prefetch.descriptor %ta : !tm
        nvgpu.tma.async.load %ta[%c0, %c0], %bar[%c0] to %sa : !tm, !bar -> !tile
        nvgpu.tma.async.load %tb[%c0, %c0], %bar[%c0] to %sb : !tm, !bar -> !tile
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c16384 : !bar
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !bar
      %da = nvgpu.warpgroup.generate.descriptor %sa, %ta : !tile, !tm -> !desc
      %db = nvgpu.warpgroup.generate.descriptor %sb, %tb : !tile, !tm -> !desc
      %acc = nvgpu.warpgroup.mma.init.accumulator -> !acc
      %r = nvgpu.warpgroup.mma %da, %db, %acc {transposeB} : !desc, !desc, !acc -> !acc
      nvvm.wgmma.wait.group.sync.aligned 0
      nvgpu.warpgroup.mma.store %r, %d : !acc to memref<64x64xf32>
      gpu.return
    }
  }
}
