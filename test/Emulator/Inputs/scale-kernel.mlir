// The elementwise kernel of attn.scale by 0.5 on 1x1x20x30xf32, as
// attn-opt --attn-lower-to-gpu emits it: three blocks of 256 threads, one
// element each.
module attributes {gpu.container_module} {
  func.func @scale(%arg0: memref<1x1x20x30xf32> {attn.role = "input"}, %arg1: memref<1x1x20x30xf32> {attn.role = "output"}) {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    gpu.launch_func  @attn_kernels::@scale_scale blocks in (%c3, %c1, %c1_0) threads in (%c256, %c1_1, %c1_2)  args(%arg0 : memref<1x1x20x30xf32>, %arg1 : memref<1x1x20x30xf32>)
    return
  }
  gpu.module @attn_kernels {
    gpu.func @scale_scale(%arg0: memref<1x1x20x30xf32>, %arg1: memref<1x1x20x30xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %c256 = arith.constant 256 : index
      %0 = arith.muli %block_id_x, %c256 : index
      %1 = arith.addi %0, %thread_id_x : index
      %c600 = arith.constant 600 : index
      %2 = arith.cmpi ult, %1, %c600 : index
      scf.if %2 {
        %c30 = arith.constant 30 : index
        %3 = arith.remui %1, %c30 : index
        %c30_0 = arith.constant 30 : index
        %4 = arith.divui %1, %c30_0 : index
        %c20 = arith.constant 20 : index
        %5 = arith.remui %4, %c20 : index
        %c20_1 = arith.constant 20 : index
        %6 = arith.divui %4, %c20_1 : index
        %c1 = arith.constant 1 : index
        %7 = arith.remui %6, %c1 : index
        %c1_2 = arith.constant 1 : index
        %8 = arith.divui %6, %c1_2 : index
        %c1_3 = arith.constant 1 : index
        %9 = arith.remui %8, %c1_3 : index
        %c1_4 = arith.constant 1 : index
        %10 = arith.divui %8, %c1_4 : index
        %11 = memref.load %arg0[%9, %7, %5, %3] : memref<1x1x20x30xf32>
        %cst = arith.constant 5.000000e-01 : f32
        %12 = arith.mulf %11, %cst : f32
        memref.store %12, %arg1[%9, %7, %5, %3] : memref<1x1x20x30xf32>
      }
      gpu.return
    }
  }
}

