// t5-sdpa-bf16: transformers 5.24.0 T5EncoderModel (attn_implementation=sdpa, bf16), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @forward(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>) -> tensor<2x8x32xbf16> {
    %c8_i64 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_3 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_1> : tensor<64x32xbf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_3> : tensor<32x32xbf16>
    %cst_10 = arith.constant 0xFFF0000000000000 : f64
    %cst_11 = arith.constant dense_resource<torch_tensor_8_4_torch.bfloat16> : tensor<8x4xbf16>
    %cst_12 = arith.constant 4.1588830833596715 : f64
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_2> : tensor<32x32xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_17 = arith.constant 9.9999999999999995E-7 : f64
    %cst_18 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_19 = arith.constant 3.200000e+01 : f32
    %cst_20 = arith.constant 2.000000e+00 : f32
    %cst_21 = arith.constant dense<3> : tensor<8x8xi64>
    %0 = tensor.empty() : tensor<2x8x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %125 = arith.index_cast %in : i64 to index
      %126 = linalg.index 2 : index
      %127 = arith.cmpi slt, %125, %c64 : index
      cf.assert %127, "index must be smaller than dim size"
      %128 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %128, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_18[%125, %126] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %2 = tensor.empty() : tensor<2x8xi1>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<2x8xi1>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %125 : index to i64
      linalg.yield %126 : i64
    } -> tensor<2xi64>
    %6 = tensor.empty() : tensor<8xi64>
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %125 : index to i64
      linalg.yield %126 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_22 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_23 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x1xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<1x1x8x1xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %9 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%8 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_53: i1, %out: i1):
      %125 = arith.andi %in, %in_53 : i1
      linalg.yield %125 : i1
    } -> tensor<1x1x8x1xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_23 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_53: i64, %out: i1):
      %125 = arith.cmpi slt, %in, %c0_i64 : i64
      %126 = arith.addi %in, %c2_i64 : i64
      %127 = arith.select %125, %126, %in : i64
      %128 = arith.index_cast %127 : i64 to index
      %129 = arith.cmpi slt, %in_53, %c0_i64 : i64
      %130 = arith.addi %in_53, %c8_i64 : i64
      %131 = arith.select %129, %130, %in_53 : i64
      %132 = arith.index_cast %131 : i64 to index
      %extracted = tensor.extract %3[%128, %132] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_53: i1, %out: i1):
      %125 = arith.andi %in, %in_53 : i1
      linalg.yield %125 : i1
    } -> tensor<2x1x8x8xi1>
    %15 = tensor.empty() : tensor<2x8x32xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      linalg.yield %125 : f32
    } -> tensor<2x8x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %125 : f32
    } -> tensor<2x8x32xf32>
    %18 = tensor.empty() : tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_19 : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_17 : f64 to f32
      %126 = arith.addf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_53: f32, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      %126 = arith.mulf %125, %in_53 : f32
      linalg.yield %126 : f32
    } -> tensor<2x8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %26 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %25 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_53: bf16, %out: bf16):
      %125 = arith.mulf %in, %in_53 : bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %27 = tensor.empty() : tensor<32x32xbf16>
    %transposed = linalg.transpose ins(%cst_15 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %26 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %28 = tensor.empty() : tensor<16x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %31 = tensor.empty() : tensor<16x32xbf16>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<16x32xbf16>
    %expanded_24 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %33 = tensor.empty() : tensor<2x4x8x8xbf16>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%cst_14 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed, %transposed_26 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<16x32xbf16>
    %expanded_27 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_28 = linalg.transpose ins(%expanded_27 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_29 = linalg.transpose ins(%cst_13 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed, %transposed_29 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<16x32xbf16>
    %expanded_30 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_32 = tensor.expand_shape %7 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_33 = tensor.expand_shape %7 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %38 = tensor.empty() : tensor<8x8xi64>
    %39 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %expanded_32 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_53: i64, %out: i64):
      %125 = arith.subi %in, %in_53 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %40 = tensor.empty() : tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi64>) outs(%40 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x8xi1>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %125 = arith.extui %in : i1 to i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %125 = arith.muli %in, %c4_i64 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %125 = math.absi %in : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x8xi64>) outs(%40 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi slt, %in, %c2_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<8x8xi1>
    %46 = tensor.empty() : tensor<8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x8xi64>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %125 = arith.sitofp %in : i64 to f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_20 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.log %in : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_12 : f64 to f32
      %126 = arith.divf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.mulf %in, %cst_20 : f32
      linalg.yield %125 : f32
    } -> tensor<8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x8xf32>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %125 = arith.fptosi %in : f32 to i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %125 = arith.addi %in, %c2_i64 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %54 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_21 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_53: i64, %out: i64):
      %125 = arith.minsi %in, %in_53 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %55 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45, %44, %54 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_53: i64, %in_54: i64, %out: i64):
      %125 = arith.select %in, %in_53, %in_54 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %56 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43, %55 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_53: i64, %out: i64):
      %125 = arith.addi %in, %in_53 : i64
      linalg.yield %125 : i64
    } -> tensor<8x8xi64>
    %57 = tensor.empty() : tensor<8x8x4xbf16>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<8x8xi64>) outs(%57 : tensor<8x8x4xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %125 = arith.index_cast %in : i64 to index
      %126 = linalg.index 2 : index
      %127 = arith.cmpi slt, %125, %c8 : index
      cf.assert %127, "index must be smaller than dim size"
      %128 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %128, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_11[%125, %126] : tensor<8x4xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8x8x4xbf16>
    %59 = tensor.empty() : tensor<4x8x8xbf16>
    %transposed_34 = linalg.transpose ins(%58 : tensor<8x8x4xbf16>) outs(%59 : tensor<4x8x8xbf16>) permutation = [2, 0, 1] 
    %expanded_35 = tensor.expand_shape %transposed_34 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %60 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_35, %cst_3 : tensor<2x1x8x8xi1>, tensor<1x4x8x8xbf16>, tensor<bf16>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: i1, %in_53: bf16, %in_54: bf16, %out: bf16):
      %125 = arith.select %in, %in_53, %in_54 : bf16
      linalg.yield %125 : bf16
    } -> tensor<2x4x8x8xbf16>
    %61 = tensor.empty() : tensor<2x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_36 = linalg.transpose ins(%63 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_37 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %65 = tensor.empty() : tensor<8x8x8xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %67 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_39 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39, %60 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_53: bf16, %out: f32):
      %125 = arith.extf %in_53 : bf16 to f32
      %126 = arith.addf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x4x8x8xf32>
    %69 = tensor.empty() : tensor<2x4x8xi64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%69 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %71 = tensor.empty() : tensor<2x4x8xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %73:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%72, %70 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_53: i64):
      %125 = linalg.index 3 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.maximumf %in, %out : f32
      %128 = arith.cmpf ogt, %in, %out : f32
      %129 = arith.select %128, %126, %out_53 : i64
      linalg.yield %127, %129 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_40 = tensor.expand_shape %73#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_40 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %125 = arith.subf %in, %in_53 : f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.exp %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x8xf32>
    %76 = tensor.empty() : tensor<2x4x8x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %78 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %125 = arith.divf %in, %in_53 : f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x8xf32>
    %80 = tensor.empty() : tensor<2x4x8x8xi1>
    %81 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %125 = arith.extf %in : f32 to f64
      %126 = arith.cmpf oeq, %125, %cst_10 : f64
      linalg.yield %126 : i1
    } -> tensor<2x4x8x8xi1>
    %82 = tensor.empty() : tensor<2x4x8x1xi1>
    %83 = linalg.fill ins(%true : i1) outs(%82 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %84 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<2x4x8x8xi1>) outs(%83 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %125 = arith.andi %in, %out : i1
      linalg.yield %125 : i1
    } -> tensor<2x4x8x1xi1>
    %85 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %cst_2, %79 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_53: f32, %in_54: f32, %out: f32):
      %125 = arith.select %in, %in_53, %in_54 : f32
      linalg.yield %125 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %85 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %86 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_43 = tensor.expand_shape %86 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<2x4x8x8xf32>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<2x4x8x8xbf16>
    %88 = tensor.empty() : tensor<2x8x4x8xbf16>
    %transposed_44 = linalg.transpose ins(%87 : tensor<2x4x8x8xbf16>) outs(%88 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_45 = tensor.collapse_shape %transposed_44 [[0], [1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<2x8x32xbf16>
    %transposed_46 = linalg.transpose ins(%cst_9 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %89 = tensor.empty() : tensor<2x32x32xbf16>
    %90 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_46 : tensor<32x32xbf16>) outs(%89 : tensor<2x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x32xbf16>
    %91 = linalg.fill ins(%cst : f32) outs(%15 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %92 = linalg.batch_matmul ins(%collapsed_45, %90 : tensor<2x8x32xbf16>, tensor<2x32x32xbf16>) outs(%91 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %93 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_53: bf16, %out: bf16):
      %125 = arith.addf %in, %in_53 : bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      linalg.yield %125 : f32
    } -> tensor<2x8x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %125 : f32
    } -> tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_19 : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_17 : f64 to f32
      %126 = arith.addf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %100 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_53: f32, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      %126 = arith.mulf %125, %in_53 : f32
      linalg.yield %126 : f32
    } -> tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_8, %102 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_53: bf16, %out: bf16):
      %125 = arith.mulf %in, %in_53 : bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %104 = tensor.empty() : tensor<32x64xbf16>
    %transposed_47 = linalg.transpose ins(%cst_7 : tensor<64x32xbf16>) outs(%104 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %105 = tensor.empty() : tensor<16x64xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %107 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%106 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %108 = tensor.empty() : tensor<16x64xbf16>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<16x64xf32>) outs(%108 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<16x64xbf16>
    %expanded_49 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16>
    %110 = tensor.empty() : tensor<2x8x64xbf16>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x8x64xbf16>) outs(%110 : tensor<2x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %125 = arith.cmpf ugt, %in, %cst_1 : bf16
      %126 = arith.select %125, %in, %cst_1 : bf16
      linalg.yield %126 : bf16
    } -> tensor<2x8x64xbf16>
    %112 = tensor.empty() : tensor<64x32xbf16>
    %transposed_50 = linalg.transpose ins(%cst_6 : tensor<32x64xbf16>) outs(%112 : tensor<64x32xbf16>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16>
    %113 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<16x64xbf16>, tensor<64x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<16x32xbf16>
    %expanded_52 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_52 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_53: bf16, %out: bf16):
      %125 = arith.addf %in, %in_53 : bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      linalg.yield %125 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %125 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_19 : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_17 : f64 to f32
      %126 = arith.addf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %121 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_53: f32, %out: f32):
      %125 = arith.extf %in : bf16 to f32
      %126 = arith.mulf %125, %in_53 : f32
      linalg.yield %126 : f32
    } -> tensor<2x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %125 = arith.truncf %in : f32 to bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    %124 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5, %123 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_53: bf16, %out: bf16):
      %125 = arith.mulf %in, %in_53 : bf16
      linalg.yield %125 : bf16
    } -> tensor<2x8x32xbf16>
    return %124 : tensor<2x8x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.bfloat16_2: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_64_torch.bfloat16: "0x0200000013BD2BBCCE3DC1BCB4BC04BEBA3D4CBEA83CD03D283D8B3C843DEC3D2B3E1C3ECFBDC93D463D1DBE63BEBD3DDA3DD8BC7ABEFC3D763D5D3D55BD0D3ED5BDA73DFB3D84BB0CBE3ABED63D153E083EE23DEBBCF8BD99BD44BE72BC733C1BBDBF3D5C3D92BDAFBD843C503DC9BCD53D01BE1E3E963D82BE923D4E3E88BD6BBDA93D333DE6BBD73D8E3DD2BB25BE32BD57BE1EBD063DA33DCC3D4F3A38BD93BE80BDE73DE7BDB93DBCBDE0BCA6BD04BE8E3D71BC3EBD23BE3CBDE4BD68BE783E1EBE403D0E3E8ABD0EBE0CBD8C3D673E32BD743C8B3D0BBEAD3CED3DF9BCBE3C4E3C403E08BEF3BB683B553E933D26BD6E3E13BE33BE7C3DE6BDA13E9A3D833DF83D2C3E40BC44BEC1BD1E3ECBBD5CBE823D15BD773E513E6CBC243D293C503D16BE233E403EEC3B1ABE733D71BD25BE64BC25BD1E3E9EBDA8BD80BDABBD093E193DD0BDA7BDF2BD00BD983DC1BC7CBD2FBD263E953D9B3A4DBEB03D133E803DE03D08BE1E3E73BE21BD5C3DD1BD1C3E34BDF4BB213EC63DE83D53BE783DF33DD3BD443D0D3E12BE09BED03DC1BC32BD9C3D58BD783E943DFFBDDBBA023D6DBE8BBD18BCD0BCBE3D81BD0E3E3ABE80BDB1BCF9BC99BE083E95BD69BDA63C433E0A3DED3C4EBE9DBB1A3BE3BDEB3C453E61BE3D3BB4BD013E583D00BD873D29BD5DBEF43C343D89BE383E99BCE53DF5BC673D133E09BE113E7ABC4A3DA23DCFBDB73D423E4CBE45BDD9BD9CBD03BEDD3B8DBD39BE153ED83D843D32BEB83C853DD4BA35BE373B243D0CBD853D14BE143EC93D2F3E223D39BEED3D923C45BBE7BDCE3D40BEB63DB9BD14BE93BBBB3D2E3DC2BD34BE633D6D3E923C7EBED33C003E67BE89BD053E50BEAC3D233D2F3E3FBE8A3DEF3D3CBD853CF33DBDBDDDBD993C833D19BEC3BC85BEFF3DFEBD01BE013E233E2EBE8DBDBC3D85BD4DBDD93CA0BDCBBD9A3C2CBEF2BD233D45BECABC91BDD9BDC63D48BD2FBE27BE6ABE023EB6BD083E4BBD7E3E1DBE0EBE8EBD75BE3BBD41BDE13D1EBDDBBDA1BD95BDCB3C583C80BD76BCCE3D6EBD4CBD45BD98BDCBBD3B3CA43DC33B3EBE053E67BCFCBC583D5FBD97BC2A3E633CAA3D05BE91BDF6BCF83D84BDDFBC1BBE4A3D7E3D3DBEB23E1E3ECFBD23BE523DCC3CD1BD653AA03C4C3D813E693E24BE32BE113EF0BDA23D18BC99BD09BDA9BE74BE8E3D1CBD99BE943D213C96BEEB3D0EBE043D5ABB853D00BE9CBCDA3DD0BD0E3C1CBEBFBDF73A03BEC23C4EBEF53AF63D223C0E3E0B3E233E0EBE08BD15BEC0BD423DC03C28BD023D0E3E57BD8C3C4ABDA4BC7BBC8ABC7B3D843E763D613E09BC363D513CFC3D3A3E29BE1B3E38BE76BD833D42BE833E0DBD7FBE053EFA3DCCBCCF3D973D7BBCB9BDA63E3DBDB8BE4C3D023E1BBE3E3E2CBE793CA4BB44BCFBBC8EBD0BBEC23EA0BDE8BCB83CA0BD243B963EEEBD1ABDCF3DBF3C31BC6DBD96BBA4BEC93DCF3C56BEC33D633EDABDC3BDA4BDA33CDCBC313E783E8EBDEFBBF0BD78BD93BCCFBD933CDFBEF8BCF1BC22BE253DDCBD8B3D0B3CEE3D5A3D4ABDD2BDB63C6E3D41BE133D8B3B093E0A3D543BE3BD87BD0EBE043E34BEF0BD013DCA3D10BD22BC593B073D2ABED63D18BE0EBED63B103ED9BDFBBC313ED2BC7FBE6A3D9DBD35BD9C3DC13ECDBC45BCE7BC013C27BE82BC8BBE513DBD3DC4BD1A3EA23E92BD04BE683D78BEFABD183EF73DA1BC53BDA4BE4ABDEDBD1BBE2EBD2B3EEA3CA5BB47BDAB3C40BE893D4DBDCC3C6DBB80BDC9BC44BEB43DDB3C163C613D32BE2EBE1BBD4E3D16BE0BBC83BDE8BDC23DF23D593EADBDF5BD05BEF6BE73BC1E3D0D3D623CC0BDF5BCAFBE18BC1DBE023ED33950BEEF3C493EDE3BE1BD45BE6EBC373C0B3E2ABEE3BD353D753D883D3CBEDFBD113E573C01BEA53D21BEFB3D49BD23BB293D78BB31BE93BDD93C203E133E01BD823DBA3C09BC0CBE1FBED5BC55BD61BDE23D283E62BD28BEEEBDAF3D243D55BD35BD7B3CDBBDCEBD24BEEB3C63BE3C3D95BD79BE9F3B943DC9BD5DBD69BE1D3E343DF6BDBF3D4ABD413DC33CA4BC97BCEA3DDEBD12BE6EBD42BDD5BDFDBD56BE98BD9EBC0FBE9A3C323EE13D013D83BDDF3C253CF03D02BEE6BD18BD743E4E3D803E8C3CEFBC11BE51BC12BD15BEFB3D433E9EBA0B3E3A3EC0BD193D7BBE8FBD11BEBABDECBC963D5BBC683D45BCDCBCDD3D78BD893D6ABDA8BD8CBD923CE9BDBA3CDDBDDBBDF63D87BD323E82BE063EF73D863D2D3D3F3D283EE4BDDEBDD13B0ABE453D653D1F3D1C3E643E943C6F3C483DBABD913D43BDA43C06BE0B3DBF3C003EC5BC103E643DDBBDA13B483E323CD13D963E59BDF1BC273E153E58BDA7BC2DBE84BDEB3D883D373E27BE3E3EC33DC43D98BDDE3D733DA53D36BE953E1DBD28BE6D3D21BEE93CC53D82BC343D22BEA2BD383C883DF43C1D3E03BEB13D4A3DC53CD8BD3FBD76BDB83D3B3EBB3C8DBD423DD53D983DE4BC8E3D15BDD73C3E3D20BEC73B3F3EBEBCEB3CF33D453D173DDBBD28BE623D033EA53A2A3E40BE383E2F3D463DEC3DA93EDD3D5BBD283E34BE683E293DA43C46BE81BE62BE403EF63D0F3D283DD13D8BBD06BE5ABE103EBE3D383C54BEEE3ABC3D1DBEF13D0ABD5EBD223CACBD6CBE0CBE9D3D793E19BD703E22BE2E3EA93C81BE7D3C5A3E10BEA4BD263EF83CA8BEA63DA6BDB3BB38BC12BE39BDA0BCDCBDEEBCF13D0C3DA6BEB23D80BD083EA33D47BD653E373E7D3C08BE48BDE3BC3FBE08BED7BD1EBE8C3D94BDC83D7EBD16BE103EA23D38BB9D3DB3BECBBCE2BCC83D6C3EC2BD0A3EC1BD503E833D1E3D423D35BD03BC393EE3BBF73D5BBD8CBC973D523D95BCF93C373E79BEF03C743D873E403ED53C58BEB3BC363CA6BCA3BD07BE993E4BBE25BEF9BD3D3E293DC9BDE33C153E3CBEE2BC953E863EA43D22BDAD3D2ABD773D09BE243E11BE76BDD5BB693D40BEEF3C85BCC03D22BE6BBEDCBD303EF7B997BCA93D39BD863D30BE7BBDBABD9F3D10BD2BBEB03D61BCA93C88BCC43BAB3DFB3D0B3B14BC2EBBAABD1DBE41BE043BEA3D383E0F3EAD3D0EBD01BE973D31BE00BD07BD383DAA3D21BE993D0CBE25BEEBBDE8BB3BBD9C3D153DF9BD45BE73BEBEBD8DBC56BE41BE113EB9BCC13C99BE533DF23D39BDA63ED43C4ABDF83D193DEF3D433ED03C2C3E3F3D11BE893E133E41BD6BBC8BBD313E2CBE48BE363E163DC33D1E3D013E1DBD323E2ABEE5BD80BD443E2D3E0D3E90BE813E40BE96BD45BED2BDC4BD173D9F3D64BE79BEA1BDDCBCF43DD4BD5EBE073D4EBDD43D903C5BBD033E19BD443E0ABE5E3E643D9BBD613D203E51BD37BE40BE073E5FBD463D04BD383EBDBC2BBE113E86BEAE3D94BD0C3E66BEE6BD34BEE23DEE3C163D183E663D5B3D533D55BE2BBE60BD353DE83D243D073DAA3D7BBDF3BCF2BD773E8EBE21BB19BE8C3D6F3D073C5D3EEC3D0D3E053EA63D55BCF5BC933C4ABE8CBD453E243DFF3D1D3D2D3BF3BD713D193EB93D60BE4BBDF23D08BD2D3D843E21BE41BDDEBD013E293D9A3D4BBEDDBD073D1B3E02BE6CBD6ABEF53D81BE3DBE0CBEEB3A303D85BC5F3EA03AF63D2F3EB13D0B3E9F3C8CBD13BE79BD29BE12BED83ADFBCAFBC50BD1EBE9DBD6F3DAB3D413E0DBDE7BC503D7E3E41BEA83D11BE8E3CDF3DF33DF23B263D53BD223E7DBE873D343D2EBED5BCDD3D17BDCC3D353DDA3D88BCD03D2D3EF93DF13C083E6D3D51BECDBDD8BDD03CBBBD3ABE723DFDBC13BEE23D97BE04BD313CFC3D663C453E77BC0FBE9BBE05BE92BD0BBD16BE9D3C413E4FBD93BD873D36BD603C59BDA9BD093E8CBC043DFFBC4ABC7CBE513E0BBD543E05BE583E38BEFFBD2DBD80BD27BEA73C6F3E8B3D2ABE06BE42BE89BD16BD293C06BD9F3C833B3CBD993D063C3ABE30BE92BDA0BD853DEFBCA8BD013D75BB3F3E15BC1BBEF83CFF3DD83DFABD78BD303CD83DED3CC43D263EE33DBFBD993DB8BE0A3DD63D98BC6C3C0CBDF63D71BE8ABC67BE063E51BE0EBD3CBCCD3D2EBDCDBDFE3DDF3BC03D68BD13BE8CBA303E3DBEAC3D45BEBD3D96BD343D353DDC3D963D5DBE6F3D8F3D4E3E59BE8D3C8DBD8EBB523E313EB23DB33D133E12BE023E0BBE84BDB13D3A3EAD3D11BE0DBE363E5EBD9CBDDABD063EA5BD253E883DA73D21BDF9BDB53D91BD5FBE11BE7A3D303E493D803EDC3D89BD87BC2EBE823D14BE393D63BCCDBD1D3DC4BD0ABEB8BD2DBD40BD7F3C1CBE313ED03D79BE60BDAEBD06BE573D4F3DA83D303D20BCF03DBF3D713D78BBFC3D7BBED2BD01BE813E4A3D6CBD9D3C053CF83D253E4BBEB03D643E61BDD8BD673E0C3EA63DE83CE1BD603EB5BD083E963D13BDA33D30BDF2BC10BC64BEA23DCB3B3E3E123E713EA13E173E73BE82BDCC3D81BEFC3CD4BBF0BD213D063D4FBC80BD613D5D3E34BD7DBD843D623E1A3DE6BCA13DA83D21BE253DB3BE183D8D3D273D303EDE3D053E04BD003E2D3EE1BD283E2E3E073C1D3EF8BDDE3CA2BBEEBB593DF13D1ABC343D263E04BE8C3E683D1A3E3EBD603D373E443DD1BD3BBD553D45BEA1BEB8BE2D3E533D833E1CBDCC3CA93C1B3DD93D4DBD61BCA5BD123E44BD903D69BD753D883D1F3E863DA73C74BD83BD0C3ED7BC9CBDAD3CA5BD16BD08BD37BEBDBD84BD51BDB63DF8BC95BE82BD84BE763D65BEAE3D93BD60BD14BD533EF63D813E003D78BD103D993DFFBD94BE46BC083E0EBE513CC03D75BD203E3DBC673EA9BCB33CF7BBBFBD56BD683C28BE52BDED3DAA3B13BED2BDB1BA403D37BE4ABD9ABC1FBE473E043DFCBC56BE8E3DAD3D073E02BE14BE1F3E05BD5DBE343D19BE103E893EE43D923DBDBD333D47BEADBD6ABED1BD683E883DACBD2C3E123DDA3BAABD773E063E553C253EFA3D443EB9BC723E85BD04BEC23BA3BD75BDC2BD30BD0C3DF13B943C13BE103EA23D973D57BE1C3E033E153E76BDEFBDE03DE1BCE5BD7ABDF83D84BC86BE2D3EE23D573EA7BD203D613EFFBDC43D10BB78BDE03DCC3D6BBDFC3D483D1FBEA13D2BBDAE3D813DB9BD443DBEBCACBEC5BEAA3DCCBDC53D6DBD52BEAD3DCABC93BEFA3D5B3DA23CA33D86BC9A3D793D093E49BD733A3DBDAFBD0EBDECBDB03C8ABEE03D2BBD1CBDAABC8ABD5DBEA83E4DBE2CBD513E113E493E82BB3FBDB43D223E29BD2F3C003D67BA0A3DAF3D503D5F3D3DBEB43D6E3EE1BD143E29BDE33C4FBDD4BB483C35BE37BD56BD053CF4BB543E48BDA13B2EBE63BC5D3D0A3DA9BD82BDF3BD303EF8BC723E793E3A3D413E133E123ECDBD06BECDBD3EBE703EF43DD63CD83D66BD883DE63D563C5D3DA53C0EBDC3BD39BDA23C4ABE763E65BDA7BD13BD8E3CBB3D4ABEDCBD953D83BDB3BCBD3D93BDA53D743DE83CFE3D6D3D8E3E95BC88BD8FBD6CBDCDBDF7BD1E3DB9BD8B3EB2BD29BE3BBE33BDA5BCDA3CD93D8B3E69BEAF3C8D3E2D3EE53DD73D1CBC46BDF3BD06BD6DBCAFBDC93D3D3DC7BD5B3E983C80BD34BE193EEEBC103E1EBE04BE94BD883DD0BD14BEC4BC9EBDD1BD59BDC7BD2BBC06BE4E3E9E3C2B3D88BD253DA9BDC2BD47BD813D0DBC913DD53D40BEE23D47BC51BD3F3E40BD823DFB3D63BC5C3D2DBDD13A9CBD9A3DA23D893DDA3DB33C92BD3F3BBABC45BE42BC533EA23D653EFFBDC83C14BD11BE203EC9BD1F3D22BEB9BD64BE91BD1FBAEC3CC03D1ABE3ABC03BE0CBD363E643D1DBED13DB2BD0D3C0E3EE33D02BE4D3D71BD343ED23DB2BCCE3DD2BD823CAE3DCFBC203D513E05BD183D943DE1BBCF3DB73C5A3DAABDFEBC6EBD273DC13CE83DA8BD15BDB9BD22BEA33A163E6F3DE9BC63BD97BE8FBECABD90BE",
      torch_tensor_64_32_torch.bfloat16_1: "0x020000003BBD193E4DBE833EB03D45BEE1BD79BDE1BD183DFCBCB7BD413E1F3E903D113E703DF33D7DBE0ABE873ED83DB3BDED3A9FBE593EDB3ED23D3C3D6CBEB93DA13CBF3C13BE0A3E24BE87BD86BE813D5ABE50BD34BE1F3EBA3D0E3E92BD29BE853DFB3D113D91BEC3BD12BE1BBEBBBD8D3DBABDFD3DFBBD0CBE283EC13DB53B85BE22BCD6BBF73D73BAA03B03BEEA3CFFBD4E3E1C3BDF3D133E4BBE15BC6CBE0CBEA33E893EB4BE31BE6E3CC03E0B3DD13DA8BDBBBE12BE913C173EFABC963ECDBEE6BDFB3DAF3D6C3D253D4EBEF43D21BE20BEDBBC283D783E1E3E75BE93BDB9BDCD3DE3BC643DC13EC73EB4BC4C3A84BE503EAB3E93BDB3BEC13ECEBD4E3EE33DD43B913D17BE0FBDF3BD94BE67BE87BD0FBC98BB003EC4BD503D563D5E3E8ABD95BE16BE18BE1F3EB8BE833DB4BE453DB2BE88BD6D3DEC3E1CBDAD3D833E32BE61BEDABCEA3D37BE9E3E1D3DE6BDB8BD91BED8BD843EC5BD353EB0BEF33D94BE8F3EC53D9DBDBC3D6BBE22BC443D53BC643E54BE0DBDE4BC94BCDCBC9BBE2DBE703D41BC393EE03E3B3E113E173E913C04BE9CBDAA3DE33D8ABE94BD4DBDAFBEB1BC28BE5CBD6FBCF8BD803EBCBDFCBD1B3ED33DDDBE4F3E003B033E4DBD623E513E9F3EDC3C443E0BBEDB3E61BEF2BD353E50BEE13DDF3E763E503A5A3918BA1E3E4B3EB93C9ABECE3DC53CB93D75BD353E313DF6BD89BECABD7ABDB23E59BD4ABE813E9FBDBB3EC7BDFA3D40BE3BBEC5BD3DBEF2BD18BE17BE4E3A253D683E9B3EF6BD5BBE003E89BDDA3DB33CEBBD82BEC9BE09BE6ABD113E01BD773D85BDE2BC733E823EB63DF93D98BA21BED0BD29BE1D3E183D8EBE53BEA33D883E66BE3BBE82BD813D6EBED6BED9BED2BDC4BE433B92BD1E3DE63D953D2EBEA5BDCBBC403E223EE33C093E4A3D6A3E693D7D3EA4BD2A3EFDBDA6BEDBBD9EBD913D95BC04BDA8BD40BE063CA7BDD2BE963DFBBD0F3E27BE423EEC3D2BBEB8BE52BE5E3C01BE163E9A3E23BE393EC3BD49BD25BE8ABE9FBDCE3DE5BDC8BE183E273D15BE853EBE3EABBE36BE5BBE16BDE1BD023E573E51BC5BBE03BE653E0C3E6A3DB0BEB7BD08BD8CBDC43A7DBE493EA93E4C3E2B3DFF3DD63C7EBE11BEC03C803E22BE273EA7BD253E4ABE763D45BEB3BC583DFABC8E3CDF3D5FBEAB3CA1BDA93C69BE843ED63DBA3E74BD7F3E133D2B3E87BE2F3EF43DAEBD68BE813EE4BD743EF1BDD5BC0E3E073DA73D60BE55BEEA3D5A3ECDBC593C72BE1C3E2D3EDF3D4B3E123E1B3E1FBC2DBD2BBE85BD26BD85BD193ECC3E26BE86BEF63CF2BCE63D953E033EB33DBCBE6D3E9DBEA63C493E573E9F3D03BD83BDA9BD873E34BE44BD38BD8BBC8D3E4ABEF83DD53D573EECBD90BE903DF43D12BD203E98BC68BEED3D6EBE48BD45BDCC3CD83C7BBDF93DF0BA843DA7BE0DBDBABE93BEA63E163E533D763D9FBE213E3D3C94BE943D8B3D753D9ABEE5BE5CBE923C2F3DB73DFB3D9EBEB63DF5BEAA3DE03D203E0D3E7D3ECD3CFA3DE93D12BD92BDE73DE73D043EDE3CAABE48BE063DA73E08BED63D0F3E4ABCD9BB4CBE3F3B02BE5C3E4F3DA1BEBB3E10BE433E943EAD3DF4BD15BEC53D93BE443E2ABE30BEC43E9EBE7DBE8DBE0DBDA53E83BDF2BDAA3EEA3D9DBE33BE71BEC7BD47BE87BE96BE1C3D60BD26BE03BF1FBE843ED9BDAA3CB03E49BD423D81BEA2BD83BDE0BC04BD0E3E57BE813D16BED33DF53C913E2CBEA23DAF3DB43C0BBE99BEAA3D203EEE3DB8BDA4BEBD3D153E913EFBBE53BEF9BD94BE6C3C3ABE803EABBE07BD03BE8FBE613E063E393EAE3D4A3C2C3DCEBD5ABE5C3C083E3BBEE63C5BBD063EAEBCEF3D113D76BE14BEACBEAF3D243E783EE6BD43BC5C3DB33E7FBEBDBEC13D223D213E613CB0BC8D3B363E8FBE18BE343C0A3E9C3D47BEA0BD943EA9BDB03E09BE543EFBBD443ED3BC413CAB3EC0BD36BE4D3D193E0E3E53BE243EC63D923EDB3C0F3E553CC23C5D3ED1BD013E8A3E40BE9BBEE73D4FBE65BE7C3E06BE26BE24BD60BEAABDD53DD8B960BEC33D87BDCBBC34BEE7BCCEBC013E8E3B733E5E3EF63DCF3DAB3E473E143DC4BEA73DA03DB7BC513E15BEE6BD08BF9D3CDEBD1B3EE93CA03E0B3EE83D363DF73DA53E70BDC13E1FBB29BEABBEA6BDA7B84FBE9BBE0ABE923B6FBEA23D803E68BEDBBD28BDA1BD8FBEC53EB53DB03D923D4F3EA5BD2BBD13BDD23EE03D9EBC6F3E773DE43DB8BEC0BD21BE4E3EB13D76BE0F3BE63DC23DA93C793E3FBE56BE55BE553E23BEF2BD9D3D3DBE87BD443C89BBF8BBB2BDF0BD5DBCFF3D3B3E563E613EEA3DA53E423D56BECF3D533ED93E18BDB1BD39BCB63D063EF7BD873D81BDDCBCDF3DB73E4B3D0EBD233E203E2F3E613EEA3C4B3D4ABD09BE31BE12BDC1BD3FBE873DEEBEC4BD26BC8C3DCFBD4EBE8FBDAEBD89BDACBB67BED13D34BE17BC263E93BE25BE1EBE4DBD383E31BD4D3C1EBE2C3ED7BD843E4ABE87BE89BEE8BD0EBE5DBEEA3C8ABEF63C44BEFFBCF3BE083EA43DB5BBA9BCDBBDE6BD873EA8BD9EBD5FBE7F3D23BED03B563D183EF53C7F3D37BD403E243DD73DF73E233E13BECA3DFCBC8CBB7ABE76BD09BE91BE9A3D723EC93B953D5DBE42BEBF3E89BB803B16BE34BEAABE80BC4FBE103E9339843E3CBDA4BE1F3CAC3EB53EA13D1DBCFEBD7E3D193EBABDA93E0BBE303E09BD463E81BDD93D533BDB3C7ABE9C3D003E29BD143E223E753EFC3D973E26BE823E31BD073B023E16BE0FBE70BD76BC75BDA8BCD73C513ECBBDDBBD9D3DFB3D8DBEECBDD4BC403EA5BC89B926BE47BD853E0C3EA1BEE2BC833DB53D20BE08BE5BBC6C3B613D6EBE503EA13E143BB0BEE93C25BEA93E65BDD33D4FBEAE3DB03EB43E9BBD59BEEB3C773E98BB93BE2CBE10BE5BBE4CBE3D3E933C2BBEBDBD0E3D35BED33D313D5A3E43BEABBE2C3E633DCEBE08BED9BC833D20BD17BE383E40BE8EBE8ABE283D01BCB73DABBC2B3E9B3D75BC843DC73DB8BE01BF6C3E593D103ECC3E303D253E093E103E7DBE983E83BE793E1FBEF1BD853D99BCA8BDCC3D71BCFC3C4D3EAC3E11BD95BD70BDE73D9DBE31BDDC3C1DBE563E2B3B8A3E213E42BE62BCF93D0FBF9DBDB2BEBBBE603D41BEAFBE65BD83BEFF3CFE3D6ABC3DBEE33D433B9ABCFF3D5ABE90BDD0BD353B0ABEDEBCCA3E01BECDBD89BD84BE353D4EBD34BDA9BD363D5C3E04BF3C3D62BE5B3E9BBEE1BD1FBDDF3D433E2FBECE3EFC3D973D9C3E203D8C3D94BDA2BC8FBD293E11BEFC3D94BCC33D43BEEEBD483E6A3EE1BC263D15BED3BDF9BDA93D13BD8F3EEABD583E7CBE6A3D8B3DE13CC4BE5DBEDBBE6C3EF63DE1BE1E3EBBBD46BEBE3E18BE94BC20BE8FBC2E3EA53D5ABEDCBDE03DB5BD48BDAE3DEB3D5C3D653E313EC73ED73CDC3D22BDB0BD573BA63B863D7EBEAABD1F3DA33E083E6ABD23BDF2BDCCBDBC3CD7BE9EBD27BDD13DD5BE05BE283E8EBD31BD63BC0EBECE3C263E6B3C3D3BB7BE013D303ECF3E97BD133E0F3EA13D9E3D68BDBEBB883D79BE1B3C7A3E26BE91BA48BE853D7C3E543C90BE85BE953E913E77BE543E3ABEA0BE21BE83BE44BE58BCF2BBEFBDA9BD923D373E81BE3CBDB63DA23EA23B173E5CBE27BE3CBEE0BD51BED6BD173D8C3E8C3D523DB73EB63DA4BEA1BEEF3D61BD983B0B3F93BEFC3C9A3E58BD583E0EBE6ABE613E213EE9BDC63C23BD453E41BDCCBCB3BC79BA1B3DEE3DF73EC0BD5B3D473E62BE04BD903DBBBEA5BEBE3D603E25BD903CBE3D70BC47BBC43D2CBD5D3E873E45BDAA3E3BBE01BE0FBEB33DDFBD83BD963D16BEBFBCDBBC0C3E98BD84BE27BE98BE853DD6BD963D5A3E5EBE463E3A3EA63E9BBD1D3DD8BE9BBE223E79BE86BE5C3E6DBE3A3D0BBEED3D06BD55BEBEBEF7BBB43D473D0A3D8C3D2C3E9ABD47BE6D3C0E3EC33D8ABE463D603EC03E9B3BEABD16BE97BE03BE71BECBBD17BE1EBE553E50BE27BE09BC62BD073E0CBED63EE2BDB63DD9BDE13D1D3E24BEF6BD17BE50BE0B3E6EBD83BDAC3D063DF03C323E493DB6BC45BE133E873E10BEE8BDBABDCBBCDE3DB33D03BE4C3C3E3E61BD823E66BEF0BDB43D05BE9EBDE4BD5CBE293D0B3E68BCC13D9A3EE2BC513C8ABEDCBE803E213D0C3E0A3E31BB01BD78BD1FBEC93D1BBC14BD2C3D283E26BE0CBE883EF3BC173E8C3DA9BDDABEE93DE43D91BDD3BE8ABB67BBC3BD583DBE3D85BE88BEACBC8BBE9D3DCD3E933EED3D8E3E1ABEBA3BAA3C3E3E47BE183D973D0ABEB6BD14BE74BD84BE80BE29BDD43D093D31BE413B6DBD98BDB0BD2C3D0A3E353D803E7C3E9D3DF5BD16BE8ABEE43D8F3D90BD093B81BD243E9A3E9EBE253D43BEABBED93D803D9EBC0A3D783E573EB0BC473E06BE55BE98BE9ABE4BBEA9BEA8BD923D40BED93D8E3D7A3E2F3C2F3ED83D7F3EE9BAA4BD1CBE38BE453D5FBE13BDEABE7F3ED33D9BBE323D733D3DBD6FBD9BBE64BD17BEDEBD293CBD3C18BE3A3E253E4DBE8F3E72BDDD3DAABD523DAC3B59BE86BD343D72BDAA3DE43D82BB8ABDC93DD03C15BD17BEB4BE9C3E4F3EFDBD36BEE33D03BEACBEB33D5EBD19BE903EB13EDC3D2A3DA33EAB3DFBBD8B3DA1BDE83B1B3EE33E1C3C853D043E7CBEA83DA53B67BD5EBEAB3E80BD853C4DBE02BE93BE10BC6EBE2C3E72BED2BEE8BC3A3D303C893E263E153E91BEC8BC78B90CBB83BBAA3E023E7E3D2B3D3A3D563D933EF23E583E493ECABD82BED13D263CBCBE12BD87BE49BD1ABE2ABD65BE04BDD0BE4EBE55BE96BDBF3D63BE223E60BE1BBE72BEACBE5DBE15BE56BE6F3D113EE3BDF3BD263E51BD4ABD7B3EA23DA4BBDBBC2B3DA93E1ABECE3D38BEC2BC9BBEBA3DC6BD89BE86BDC2BDCFBD80BEECBD293D643D3E3E1C3DD3BDA6BC763C16BEA7BB633EF5BD21BE12BE53BD26BEB3BC8A3EFE3D383EF3BD98BE893DDABD92BE92BE383DBABD473C433E083E363EA33E033E173E7B3D183D41BE40BD433E423DF63DB23E6EBD3CBDB43D433D0EBEE93E85BC863EDFBECDBDD93D733D86BD4C3D27BEB7BC803E513E07BE2DBEA13D56BDD13E413EA3BE8EBDAFBDAABEEDBD2ABD6B3C8B3D183D623D863EC23C51BE623D833EB7BCAF3C013E0BBE853E9A3DE6BC783EC8BDA7BE423DAABD393C23BD5CBD12BEE73DA4BD223E43BECCBD743E13BC813E85BC873E02BEF7BC97BE053DB93EC8BEC8BC273DA2BC5A3C143AE73C513E76BE23BE3DBE8DBE34BD673E8A3C54BDDABD8CBC193EE43DD93DECBD95BD803D86BE79BE2BBD0DBEF83D8ABA153D8B3ED83D953C89BD1A3D0DBC85BE5BBD893C4A3D843D9DBC54BD91BEF43DADBCEFBD6CBC153F4F3D953D783E60BDC7BC033EDCBDEBBD50BE413E273C85BB4CBE44BECB3E2ABD56BE433E073E313E40BCC53C60BD1E3E4F3DF2BD31BE77BE3ABE673EA83DBFBC14BE653E79BE243E993DC7BDAEBD10BEFB3DCB3D74BE46BE143E193CB83CA3BD943D493E3D3D35BD063D0E3E6ABE8CBEAC3E263D633E28BE2EBE1A3D46BD1EBB913D98BD443E21BDCF3D94BD81BECBBDC23D093EBABBB0BE2FBE95BDABBE8B3D67BCC0BEC03DA9BC4DBEB73E133DA73E093E7EBE173E52BD7C3DCDBEB8BE233EB3BED53D043D07BE9ABD4ABE12BE0E3EDF3DCF3D0F3ED4BD563EC2BDAABDECBC1EBE83BD05BE2EBC30BC373E2E3E2ABE94BE99BE98BC62BC823C71BDA7BD3B3E373C943D2DBE8BBEF5BD8EBEA53EFC3D2F3D643EBF3D583BC9BC3BBE803D0DBE46BE61BC343E853C05BE053DA93E0B3E09BE2ABE7ABE113E0EBE94BE28BE903EAE3C8D3E71BEB53D103ED6BC65BE83BCA93DB33E76BE37BE9EBE7BBE9F3C",
      torch_tensor_32_torch.bfloat16_1: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_32_torch.bfloat16_3: "0x02000000C7BDEFBD4F3E0E3E8ABDDA3A4EBD8ABEFB3C1EBC88BED23C40BEEDBEFB3CF4BDB13EA5BD77BE2A3D273E4FBE523E6CBD12BC8CBDA13EC0BD80BEA6BE243E16BDDB3D863CE63D30BDA3BCEC3C0FBF083EB53DFB3DE13EF0BDC7BD23BE6FBDB23DC6BD4B3EC13C6CBEC5BC08BE2ABD8E3E29BD5C3E363D733DD4BD0D3E1F3E0F3E4E3E073C19BED63D4A3CBE3DCDBCBA3C1A3EAF3E15BE403EC7BDA0BD89BD4BBE403D2FBE38BE38BE433E8B3D533E3B3DCF3D64BE13BE303DB23CDA3DAD3D16BC72BD9E3ED4BC50BDD43DB2BC1C3D873D953D513E7CBE603E6E3EC4BD15BE96BE973E863EBFBDCABDB33D573E47BEEB3D633EA23D55BD89BEE3BD4BBD87BE16BDBD3DAB3D4BBA8EBD723E8CBE2DBEFE3D22BE9BBEC8BDB4BD033E22BE22BE60BE29BE99BD883E05BEFB3DE33EB3BDDA3E363EF63D63BD97BD67BD85BD53BD5E3EA13D353E7D3C533E3EBE243EC6BDACBE233D8E3D123EBABDC13ED2BC6F3C653D353EDDBD803D45BE50BE86BEE23D45BEF5BD07BEAF3D943C1B3E50BD333E183E873E6F3E3F3E313E373E5B3E8F3E823E08BD2BBC293F853E65BDDE3D81BE853D133E98BD26BD853C883BBD3C14BD4D3E063E833E993D99BE893EA93D6CBDC53DA5BE8BBC683E11BE263DBE3C6F3EB83E4F3C4CBE6A3C62BE16BE6F3E1CBE19BD4CBB29BE0C3E233C0ABC6D3D65BD6BBC553D993EA3BE7FBD423ED33D5FBC063EA63D733ED1BD82BE833E2A3D393E6E3E07BEF6BB8CBDA5BCDCBCCD3D383B88BEE7BD6DBD253EE5BD4BBE233E12BBD23D013D583E98BEB53DFE3DFDBC83BE9DBECABDB23D1FBDBABDB3BE243C42BD73BD513E693B09BE5FBEB73E983DC8BD433E063E0A3F05BEE13C8EBD9F3DE5BD2F3D9BBE5C3D15BD16BE62BDFE3D2ABE763DDC3D8A3E07BE2D3E95BE9E3E8ABEF23DA2BD29BE183E95BD37BE123BD1BD9C3CD8BD44BE7DBD5B3ECDBE423CD83CCA3E7BBEB9BE893D5CBE7EBE963D1F3E9A3D27BD373E433E57BC403CFEBD3E3D4F3EC23D14BE33BE2BBEF93CF23DA3BE8CBD973EA6BD703B22BE27BE40BDF13E6DBEEC3DE83C073D49BE973D45BE6D3E853A92BECABEB6BC4D3D333E43BD683D7D3D65BBE63D5D3D123EF33CBF3C533D3FBDD6BD1EBCB93D033C41BE8BBD39BEE5BD533DFABD163D8E3DFE3E823E63BE503E49BE3EBE143CB23D663E293DB03D813E93BEE2BD1A3D173EED3D773EC6BDA8BC063E2ABD603D193D56BE9C3EED3D533DF93DC23D72BEAC3CD3BD5FBE203D343DAA3EEABD1F3EA9BEE73D0BBD01BECCBE69BE96BD2BBB08BE0B3E743EE3BDA2BD9C3E8EBE3E3DE9BC643AF43D103EB8BD55BEC9BD82BE963EED3D4DBC1C3E96BDA0BE9CBE763E62BE1C3CBC3E3E3E303E293E53BDEABCBABE553E8D3D773EE73D593EC93C9D3E3F3E653D1E3D8E3E34BE69BE28BEEBBC063E5FBD1C3EB2BCB03B973DB3BD45BE0EBDEC3D093EB8BE9ABEC8BEF2BD40BDF43D22BD873E533D473EE7BCB83D11BD3A3E6CBE833EA4BEC03D4ABE383D573EF13DE1BDF8BD8A3E21BE743DAEBC1C3D0A3D9D3BCEBD2D3EDF3D173E8B3DA7BDB9BEAA3E8F3D3F3E443EF33D6ABEE33D583DBE3E97BED6BD30BD03BED73D743EFBBD543E583E48BE7A3D0A3E1FBE53BD023E433CA6BE7BBDB1BD7F3D7DBE0F3DDFBD553E80BE2DBE683D62BE02BEA13C253E4BBEE53D70BDF03C3EBEB23D5A3E98BCA2BE33BDA0BE66BE833B903D77BEC7BD07BE07BD6FBEA0BD49BE11BD583C633E5D3CC7BE7B3DC23D413E3DBD2E3D0CBD863EC03DD23ED9BDC2BDB73D853DEBBDCBBE74BD2FBD2F3E2E3E9BBE2DBEBB3C66BE2EBEE13CF63B27BEA23D10BD5ABE3CBE823E7DBD99BD82BEFEBE133EDC3EBF3E923DB83DE2BC613D823C4C3E22BE94BE413D93BD09BEC53D87BD0B3EFFBCFABBB4BC013E523E063E053E693EF8BCC33C9CBE303E74BEB4BD173E593E3C3E253D86BE213EC33DF2BD7A3D533E383E4A3E943E19BE1CBE60BDA2BC47BE4C3E57BDB53D5A3EF4BE603C30BDB3BE303D0F3DC93C3EBD90BE0E3ED43D2B3E903D933EB23E2BBD8D3C2FBEC3BD843E073EA0BE6C3EDBBC28BED43DE7BD02BE18BEBF3DBB3D503E73BEA23E693E503E9DBE6A3D34BD9B3C31BD21BC923EFA3D153E43BEBDBE79BE21BE9FBB283D533E583ED13DA73E26BE923E7BBE413D213E913DC6BD63BE103E9EBDBABDE23E323EF73C80BE57BD8ABD1F3CF5BD253E293DEB3D213E153E093EC1BE483E033EF13D3B3D69BB5FBE94BE76BB83BE8C3D4B3E40BE03BE1C3EADBC9ABE8EBE653EB73D63BEEC3D82BDBBBD833E883E1C3ED7BDBCBD1ABE923DCBBD093E6ABE4ABD04BE6C3B4EBE1C3E273E383D073E883D403E09BE563E003E3DBDE4BC273E873D0EBD6E3EA63E0FBE42BE89BEF3BD243E30BE0DBC61BDE73D853D0ABE71BEB4BEA9BE023E04BF453E98BEA2BD833CE5BD9BBD48BD6ABD8DBED93B75BE34BD1F3EED3D96BD87BEE43DCC3DD3BC203E8C3DCB3D593CF8BD42BDFCBD8D3D0BBD49BDCEBCB9BD753BE23D073DC63D1FBE82BD0ABC2ABEEFBCD53D89BE83BD1FBE693E84BD083EE5BD0FBED33C8E3EC13DA93D983B05BE913EA6BE443B14BE873E1DBED8BD16BE3DBEB1BDCA3CBE3DC43D7DBE9FBD3F3EB43D25BEC13EB1BEE83D10BEB2BA0ABDD7BD8D3C51BE60BE6C3D1ABD073E073F45BE18BD19BE0BBEAFBE6B3E0A3EF23B653E59BD7CBED73D8BBEA8BDAF3E0A3E173D8BBDEFBD0C3DF0BE683E29BEFC3B893E72BD383D86BD273EAE3EE3BD74BE283C7C3E8BBDBA3D0BBE133E273E86BE463DB2BE17BE78BE4D3E093D61BD4B3EF93D973D213B5B3E153E7ABBEEBD3C3D2E3C783DC3BD523E26BEDC3D353ED5BDD03EBF3D943E0EBE93BEBABD6FBC2CBEE13ED43D50BEBF3C",
      torch_tensor_8_4_torch.bfloat16: "0x02000000BCBCADBD4F3DBF3D4BBCD2BE6C3E0CBEFDBD863D1EBC263EB2BDE03C4CBDC13D73BD7EBE053E1ABD79BD3CBE0CBEED3D39BE93BD4ABE953C5ABE4CBE60BD5F3E",
      torch_tensor_32_32_torch.bfloat16_2: "0x02000000673D0ABE86BE05BEB6BC4A3EB3BD84BE51BEB7BBAF3E49BD0B3D05BE3DBE84BE35BBABBEF83D843E463E8ABC1F3E113EB23DD2BE903D6ABE56BDF43EA8BD1FBE32BEADBC19BD19BC75BEEC3D7D3D643EC7BE84B997BD513C91BDC73D683E75BED9BD913ECC3D79BEB13D513E49BD343D34BD8D3E963EB43C73BEB23ED93DED3DA53E87BD1C3E983E96BD083D243DEFBC42BE003D0DBE63BED1BE3A3EBB3D313E753D3CBCDE3DA6BD393E5ABD07BE073DC93C623D7C3E68BD3E3D77BE8DBEC63EA43ECE3CE73EED3E873BDF3E2C3D8EBD5A3E243E1BBE21BECEBD35BEB33E9ABD90BD07BE02BD033DA73D64BD033C3F3DE33D8CBD82BEDB3D8F3E4E3EA2BD1CBEA93CD53D95BE30BC523EEC3C953DCA3C88BC87BEEABB91BEC93E32BEA93E393E183EB13ECCBD683D5FBEC63DEF3C43BE1E3DBCBD99BCB3BE53BED03E263ED13DC63D7ABD1A3E3C3EB1BD1A3E573EFD3DEE3D66BEF13D4BBE33BEAB3DDDBDBDBE65BE4ABEA53D713E923E85BEA7BE0A3DAF3ED03DC4397FBDB8BCA5BD8ABD1E3ECE3DDABD95BE583EE13CBC3DF23BF1BCDD3CA23E70BD0EBC833E273E983EEABA063E2A3CF43D38BEA43DCC3D703C1D3D27BED5BD06BE49BDFA39F0BDABBC543CA9BDD7BDF53DD8BD1DBE393EE33CADBC043EFFBD02BE883E113DBD3BA1BE91BEB6BCE43DBFBDFABBAC3EB2BDC33D24BDC5BEEFBE933E0D3FB8BD18BC113E08BDD13AAABCC8380B3CF63D3B3DA23D073E1B3D16BDF9BD89BD693D94BE9D3EADBD9BBD0D3D36BEABBDB8BD9A3D4FBDC03C35BE8BBEBD3D8A3EDD3DF2BDB73EF03DA73C103E51BD733C4FBE1DBED6BD76BEADBD0ABD50BC6E3E663EAA3D6E3E0CBDF73D9EBC09BD503E32BD973D7FBE263C56BD94BE99BDA93E38BE133D52BCE2BCE23D603DAA3D7C3C23BEE53C4BBE923E463E833D2ABE67BDE53D82BD2F3EAEBE7C3D11BE8E3E14BE26BE1C3E9ABD243EBB3DF7BD393DBEBDF3BEA3BE943D963E843D98BE4EBD413E74BEB23CB63E023E09BE463E3E3EA9BE5E3B053C97BD53BCA5BC85BE27BE453D9FBC02BD35BD74BE0F3DFE3CB5BD01BEF93D943CA43D84BEAA3D0ABF50BE9F3C383D9EBE923D52BE49BEAABD273CB9BD99BE14BC51BEA8BCE1BDD2BD813E94BE8A3D943DA83C00BEC2BDAA3E5D3EFE3B3EBE6C3EAFBD5E3ECB3D893EF23D33BE853E793DB0BD27BEF6BDAA3EB9BCB6BE5D3E62BEF6BDB53D82BDE7BE9CBD98BD4B3E2F3E5EBD9F3E923D93BE823DBA3D8B3DBCBDD1BDC1BD6A3D703EABBC94BD473E283D89BEEEBC943D25BD05BE813D33BD903E1C3DC8BD433DB6BE8ABEB53C143E3BBE5A3E1BBE083DD0BD8CBE173E1EBEA93D10BE4F3DA9BCEBBD4A3E9ABDB7BEAA3EA03D90BE173E2BBE963E6DBE3B3E80BD57BB2ABEBE3CE0BDA13DB8BD3B3E993C12BDBF3DAA3D16BE4DBE11BE183EA1B9ABBE7BBDB5BDE33DBE3DBC3E91BDC03E11BC9CBD913B493D4DBDB53D853D05BE563E7A3EB8BD973E06BE42BDACBE0F3C31BE89BEFF3D3CBEACBD33BE9D3D86BD8F3DF03DD83D2DBE3F3E5DBEB63E0BBE40BE62BEA33D303E9CBE99BE9DBE52BE33BE5B3DDDBD363E1EBE9CBD6BBD7A3E6E3D2C3E2D3C393EBABDCB3D123E863E0DBEE9BCB0BECD3EA5BDC13D2F3E88BEDBBDE5BBA33EA1BD31BEEFBDC0BD6ABCABBDA23C033E2CBE97BD0DBEAA3D213EAA3D053DC8BD3C3CA53DACBD14BE59BD02BD303E85BEA6BD03BEE93D08BEF93DD7BCE8BDC53C19BE0C3E21BE893D1BBD39BED6BDA4BD323E833C9DBCA13E483E5E3C263E3E3E8C3D503E033E9BBD94BD08BE49BD0FBCFC3C76BD85BD63BD893E24BCEBBD3FBCCA3D923EA6BE4B3EE13DCF3D90BE5EBE243EA73CB1BED03EDB3D923D513E3A3E31BE643C043E9CBEB7BCFEBDF4BBE83D273EE0BD13BEB93C113B573DAFBE42BA3BBE2FBEB03CAD3DEC3D283E2D3E953B193CAE3D20BD283EF6BD71BE1F3DD4BB9BBD00BE97BC803EB73D84BEFE3D27BEFB3D6C3D0D3F4D3D2DBEC13E573DAE3EFBBDB0BB27BE923BDCBE0BBE593EC8BDF3BDA13DD6BC71BC183E093E1E3EABBD403CDE3CA3BDABBDC3BD903D8EBE883E5E3D4F3E12BE953E343E1A3E123E093C2EBE1CBE25BDF53D76BEA73DD3BDEABE343D903E053C0FBEC8BD34BEAD3D603B9DBCD2BE0FBD94BD0C3E4E3EAD3EC13E34BD37BE203D733E6CBEA23E6A3D023E2BBE39BC4DBE45BE153E023DBF3D57BDB73D6FBE95BC0F3EE2BD643DB33C3FBDE8BDA93EBEBDB83C533D2C3DCB3D90BEF03D46BE12BE09BDDB3E84BCE1BD01BE22BE50BC07BEC93D623DF4BC10BD6ABD96BE62BE5CBE8A3E9E3C6B3EB3BE10BE8BBD40BE9F3DD73D1E3EE1BDF43D3A3DF1BDD83C973DA2BD9B3E1B3E3CBE09BFB8BDD23E8D3EB23EB43E9B3D7C3DA23D46BED53DD3BD27BEFEBDC63DCE3B27BE693E793BAA3DB7BD97BEB43DED3D44BE363E9C3D65BE82BE67BD8A395DBE8EBDD8BD023EF1BCC23C15BD8E3AB1BD103E92BCC53CD93B933D273DA5BE3DBE69BEAFBC613E983C8B3D33BE583EB33E9BBEB4BDFB3D6EBE863E99BC503E253E133D9CBD9D3D9FBD123E3ABC2F3EF43C893E023CACBE063E2FBD453EB53D523E6EBD823DB4BD2C3EE5BEA3BC843EAE3DC8BD02BE453E7B3D76BE32BE4DBE933B73BE1ABE0CBE36BE1BBE503D633D1D3E90BED53BF2BE143EADBDA83DE93DB2BB7B3ED8BD12BD37BCC0BD473E023EC93D20BD863D14BEBB3D66BE693D173E973ED9BD78BEAFBD113D78BEAB3CF93AD0BCF63D8EBCD9BE2E3DDEBC593E4FBEF13C3DBEE23DAC3E10BE9DBD46BEAE3E0ABEA3BE9E3D463D4E3EBCBD91BD263C5FBE15BD013E10BABDBD803E47BC8F3D9EBEB83DAEBED03EEBBD43BD163D24BE813E963E95BD323E4EBEA6BD2F3B353E0A3E",
      torch_tensor_32_32_torch.bfloat16_1: "0x0200000068BEC03D9BBDF5BD02BD993CC9BDD53CE63BE8BCF6BD25BD87BE233DAA3DAFBC88BD743CA23A5DBD273E643EC93DB03DF7BCB63C243EAABC8BBD7F3E3ABE703E42BD24BE85BE69BE9C3E173E3C3E07BE3CBD343E6DBE36BDC73D27BE1F3D55BEAA3D363D8C3C69BEA2BED6BDAABD2C3EA23C323E92BE10BE393EE73D7ABE6ABE3DBE9DBE273EA4BDDEBB103E3ABECE3D9DBEE23C45BEEABC9FBEF93C81BEAD3B503D6D3C2D3C19BD7DBEA8BD85BD83BE463C91BBC53D113EDCBC5A3E1BBEA93DDD3C02BE1B3E293E7A3E293ED8BDAB3D953E0B3E113B223EF13D823E38BE9F3E2A3CF13C2CBC81BE73BD05BE8DBE28BEDD3C12BD99BD733B123E2DBEAEBCB2BE923D18BE23BEE3BC52BD813E1F3C663E95BC313CD43D223CAD3D04BD513D5B3E15BE3ABEA53D8BBD933DC7BED9BDCABD983C763DB83D21BE15BED83CC53D4CBE32BEAABD81BE48BE92BEE83D233EA9BDFFBD2F3E843C64BE103D813D423EF73DEABD25BDB3BD29BB07BD953E373D033DC33C463C4CBB15BEDD3D0EBC8CBE253B6D3EA83D4A3E3D3C38BE34BE2C3DBA3D22BD8EBE003D82BE9DBD743EBBBD55BE74BEB43CEF3CC2BDBD3E9F3DC1BD4B3E3F3ED83DBCBD58BE1C3ED9BDA73E8F3D533EFB3DCBBE5D3CFD3D883E073E89BD9F3DB53E283E003E5EBE4A3D89BE9A3D29BEC6BB3A3E893DDABC89BE9ABD1EBEA53E203D883DA7BDB8BA903DD1BE4D3C0FBE983D02BE0BBD1ABD623EA8BD483CB23DE83CAEBD9ABE8CBE413E8FBD02BD25BE21BE91BE9A3D65BE983CAFBDF0BD70BDE2BEF93D903DC7BDCCBE0A3E72BE2B3C06BEE1BD88BDA33EDEBCDE3D683E583EBBBB023CE8BDBE3D603E84BEAC3D153E873E933A8DBE77BE0DBE6C3E95BE3E3E20BE8E3EFBBADB3D0D3C15BB80BBD93AA63D34BEC6BCF83DA9BEA03D88BEC23E51BD6B3DB03CD7BC3D3EC3BD2CBEA5BE86BD18BE0FBE9A3D7A3D41BED63E25BE14BE033E5B3DC9BDBF3C9F3CAF3EDA3D97BE86BEF1BD41BD353EB0BD1A3D883D483E11BEEC3C8B3E883EAD3D913E023D813E1CBEE7BCC0BD723D14BE4F3ECD3DB1BC55BE9DBDEABDDC3D213CBA3DE2BD9ABDD5BC5BBC4DBE67BD253EEA3D84BD8ABEA83DD53E463E573E0E3EDE3DFDBD92BB83BE033E7EBECF3D1C3E87BECBBDAB3E5DBE8E3DD0BEB33D1BBEC33E473E2EBDF5BCCD3E44BEB2BECDBEECBE5EBD34BE2ABDB33D7ABE25BD333E44BE21BEE93EC2BDB43C2BBE65BEF33C3C3E553DCB3D2BBE233D363EC33EE7BD513D73BED83D9ABDF6BD553E813E2F3E7DBE31BD9C3E8BBE7FBDF9BDA3BDBCBEDDBD63BDC13E373DBFBCFD3D22BE7DBD7D3DD1BD94BE8C3D473E9F3D933EC63EB0BD653E303DB93DC83D6F3EE43D953CD3BDCD3C073ED53C5DBE03BD84BD7D3EA73BEABD093E7BBEB63E1F3E60BE9A3DBEBD4E3DA33D7FBD3ABE5BBE723D253E863E46BED53D113D97BE5A3D44BEBA3E3F3E7F3DDABD0D3EC7BD1BBB70BCAD3D403E7FBCEB3D02BDC93D903D733C1FBE613C79BD80BD84BECB3D50BE9A3CB73D8BBEBC3E1FBE15BE9B3D583EACBE0CBE2B3EEB3D2E3E6FBE98BE03BF02BE903D4ABE9F3EFBBDF1BD8ABD933EC3BBE9BD5CBD40BEBCBD4ABE2EBE3FBDDF3DAB3C2FBE513EBBBE703D363E6BBD2EBEEB3D58BDB2BD04BE843CAA3CC0BD34BE833EE1BD9DBE57BE153E14BECF3DFFBD0EBD2D3EF9BD96BEF3BD8E3D7D3ED6BB2ABD1BBD97BD453C533E903E0EBE93BE8B3DEF3DA83E56BDF9BDE5BD9FBDDC3C3EBEB8BD473E4A3DD3BD46BE68BD163D7CBD743E083D223E493D513E033D873E0E3DCF3E0A3D0D3D2F3E5ABD99BEC83D99BC7B3DB63B21BCACBE763EA4BE52BE223E353EDB3DA93C5D3E36BD41BE613EA33DD13D2C3C8CBCFA3E53BEAA3AD83C41BDB3BE403E483EA43C743E5BBE88BE6D3B38BE28BE573E2F3D8BBD2CBE4F3EB33CCFBD50BE503E9ABD3CBE7DBE82BEB33D05BDDC3DA93E243E563E293E823D85BD88BE653E09BE9DBE43BCBA3D8ABDE03D673E0BBE84BE8C3ED03D1F3E83BD9E3D26BED13D5C3E05BE023E623D423D613EA7BC313E82BDC9BC983D83BE6E3E48BEA93EF23CBE3D92BEA03D2E3D3F3D693E1DBE11BE863ECABE5FBD8DBE8CBDA2BE093E95BD1F3EA3BDB23C65BE4B3E74BE87BB8FBC29BE0FBD8A3C293E953E3FBD893D0A3DCFBB193E45BDD73E2C3EAFBC4ABEA6BC803E9E3D953C0FBDD1BB83BD363E89BE5CBE37BE613E09BEE63CEABDDA3D31BE10BD0FBEC1BD14BD12BE6D3DF83D6CBEFCBE3BBDA43D983D513DBC3EA33B34BE083EA0BE503E29BE103D8ABCB33EB3BD65BE03BEBF3CED3C173D84BC973DCB3DAF3BD8BD7FBEE5BD21BE5A3E133EB4BD49BD59BD3A3E08BD1D3D533C7ABD03BE133D813D6DBEE73D4BBE9EBEBE3E623D1FBD2B3D97BE92BE84BDCA3EC1BE4EBE87BE97BD53BD90BD893A323E733EBF3CD0BD5A3B09BD223E8EBD83BE203EA1BE34BEA63C843E4FBE85BEB83D74BE193E653D84BDE53DAD3D533E4C3D0EBEA13D14BE19BEBABE86BD2C3E4BBEBBBDA0BD1CBD81BE073E1D3E2BBE3DBED63D183E7B3D7A3E3B3E92BEDDBCBABDB4BE91BD1B3DCBBC79BE10BE9FBEABBECE3DE9BC773D83BD9EBDB8BD25BED9BB543D47BE63BEE7BDFE3EA63D2BBE233E063E13BD353E683D1CBE51BE723CF93D3F3DCABC2ABE19BC8F3E703D44BE083EA33E8FBD95BDF7BC1EBE433C01BEBF3E0EBE93BED3BD123E943D57BC01BDBA3D023C9A3DEEBCC33C6A3E31BE73BDDA3D983E013EFD3B7A3D0B3E9D3D9F3E27BD5C3D263DCEBE573B553E5C3EDF3D8ABE0CBDCBBDC3BDFA3D3E3EA03D6DBE743D823E323D2EBEB33DA93D5C3E1DBD11BCB0BC493D393EAC3D093EC0BDE8BDD83CE2BE183E743B30BD57BD6ABE533DDE3D4CBE",
      torch_tensor_32_32_torch.bfloat16: "0x02000000EFBDFEBA47BDB2BD153EAEBD1C3B56BD7F3CFCBC123EB23BDA3D493DC63C90BDF4BB47BC8E3B24BD4DBD64BCC93D1BBBE43C963DA43D82BD343E9B3C94BD54BB653CC23C07BC3ABDF93CA83BB4BCB3BDB6BD5FBDB73DC23CA73DBD3C0B3A783DBABD04BED1BD3F3B92BD86BBA33D24BC833D203DB3BD6ABDAD3C603DDABC073C0B3D843CB4BCC3BD0C3C69BD133D23BE5EBD25BDCCBD59BDDCBD6F3D0A3B293CE7BCDA3DB5BC0ABCB6BDB9BD78BE0BBE89BCA6BD55BB573D71BB2FBD6DBC943CD3BCA03CAB3CB5BD23BD29BDEC3DC2BC093DC0BDBF3D64BD173D9F3D9D3C31BD933D6E3CD03CB8BC76BB343C40BDF9BDBD3C9F3C75BD993DAC3DD33C4EBD19BD91BD213D763CCF3C893D103BAE3CAC3DBDBCAA3DB73D06BD123DBD3BA1BC7E3D2B3D443CFEBCB2BD3D3D793D1CBDBABC333CE0BD293BB63BFD3D573DD53CFFBCBB3C78BD74BDF13B243D47BD15BD823DE63DE23D0F3DBA3BEB3DAC3C8FBDC4BAD83D65B8B53CA83D653DC53CA5BD4C3C46BDF3BD8B3DCC3C01BBE93CD03DCE3D85BD803D76BB66BD8A3D3BBC2DBE023D903DCF3D873D733DB9BC433D87BDC7BD64BD0B3D3B3D873D6A3D53BDABBDA5BC473DC33D69BC0FBD5EBDCABDDF3D06BDDB3CD5BC4EBCEE3C77390FBDF53D443C993B8C3D27BD13BC2ABBB73DE8BC68BD6DBD95BDB03C6A3DA1BDD7BBA9BD0FBD4DBDC0BD0B3D67BD83BA953DB2BDD13D66BD1BBDA63D6C3DEDBDEB3D053DFBBC643D8B3DA33BCDBD043C8BBDBFBB70BD533D10BEE0BDE1BD09BDAEBDCD3C06BED4BC713D923C843C60BD1FBC523C403D5E3DE23D18BDEEBC3EBDBEBCB6396D3D213CD33C83BB023CFFBD69BCD03DE9BC8C3CC3BC5B3D76BD323D54BC09BD8E3C8BBDA6BDFE3A57BC063C223D4EBBCEBD59BD77BDC13D373DA3BC9DBC103DD3BBA4BBBEBDF43A74BD51BE6C3DA03D523D5ABBC73B093D993BC5BDA93DACBBC03CC83DA0BB15BD13BDEABD8F3D4B3B23BC21BD70BD463D193AE1BCBC3C2F3D8FBC6E3CA03BDDBD773D0A3D003DF9BA19BA2FBCC1BDC6BD76BD253EB5BCFE3C7ABDE4BB163D43BDD33D24BE70BDA4BDE8BD013D4C3D11BD4A3DCFBC943C34BD03BEB23D803D0CBD573DBFBD18BD50BEE9BC89BC8B3CB3BD5CBDD13B813DF9BC97BD323D3F3CADBCE83D933D053D303DC4BCCA3CA3BD683DA23DCA3CEB391ABC5C3D773CB7BC243C6D3DC4BD813D1EBCFBBCFBBB9E3C20BC923D093EA83D51BC17BDEB3C1A3BEFBC95BDA3BDC03CF8BCCF3C6BBCC93DFF3C8F3D5F3A623C6A3D513D1C396DBDD23D2EBC9DBD163DC63DD63C763C1B3D823DCC3D793DC43D88BB57BDE63D863D933CA7BD94BC93BBABBD393DC83CC3BB5ABD003D1C3CFCBB8F3C6CBD0A3D0CBBB43B98BC70BD0DBDF43C33BDBDBCD33D653DD5BC99BB073D4CBD78BC18BD2E3D183E69BC143EC3BC6C3C28BDAE3D1C3D0FBEBDBC873D213C34BEF6BC4CBD18BCE03BEBBD8B3D80BC2DBDBFBC21BD0CB9C4BA9DBDDCBBE63D05BD20BD5ABDF93DED3CFBBCC83DF3B900BD8B3DA73D153D51BDB53D863D8A3D5DBD54BDF53C13BD413D1E3C92BD43BD4D3D24BB17BD3ABD93BCC5BDBF3DCEBD503CA0BB583AD9BD9FBCAABDB9BACEBD363D8F3D0EBD4A3D96BC77BC8F3C053E42BC913DD53D1FBE163BBE3CBBBC46BC213DAABD4EBC013D613DF63D67BDE5BDD0BDE63DC9BC5D3B4E3D983D51BD77BD43BDAD3CB33D2CBD233CA13D9FBC4CBCC73B953D3C3C943BE4BB15BD8C3DF33C993D893D953CCDBDCA3D67BD08BBFBBC813DECBD37BD783D953DCC3BA53DE8BC90BC10BC823D85BD91BD1ABB62BC9ABC80BDCC3C93BB5D3C573CB1BD923D11BA143E0E3DA5BD00BE8F3D133ED5BDA8BC7C3DF3BDA7BDCC3995BDF83D3F3C0F3E26BB403D893DC2BD753D54BD87BDCE3D52BDE5BC873DA0BDB2BD3ABC12BD5EBDB6BB953DF9BD903C0ABDB7BD923D0CBAB4BDA83D303DEFBCC5BD99BD8BBC093C46BDA53DFD3DA0BDF43DED3C0FBEDCBD10BE48BDA13D453DBCBDE1BA2C3D24BD293D4D3C14BD15BC4ABB8D3C893DA3BC9DBC523D99BDCFBD7CBDD1BCDFBCDA3DAABC20BEB93BA1BB4A3C4CBC2EBD94BCDE3AC2BD2A3BE23D253B163D023A03BD0D3D70BDBABDD6BD3E3D783CD0BC3A3DACBB18BD463DB1BD32BD0ABDE23DFCBC44BC1FBD03BD82BDBBBD68BDBDBD4FBD03BDBABD30BC5C3CB63C653C0D3DB53D83BCCF3D88BA503B81BC0BBE02BD8CBC783C8B3C0B3E643D14BC1FBEDB3DF93C073E7BBC173D99BD32BD8D3D25BD4ABD8ABC49BDC53DC63C81BD0B3D3FBDF43B1C3EA8BC59BCA8BB5CBDC1BDD93BEEBB01BD67BC9F3D2FBCB1BD8D3C2F3DBBBD09BD013E813DBA3D923A523DA53D8C3A98BCF5BCAD3C16BDCEBC82BDECBC103CA23D3C37AB3C353D65BD063E8B3C953D19BD37BDC2BD86BD243D583E38BD8FBDB9BD96BCCB3B853D103D5C3CEEBCAB3D54BD163DD33D833D3BBDF93C2BBD32BD1DBCB5BDCE3C3EBC1F3D4DBD8EBC1F3D5DBB3D3D5FBDA8BCEF3CEB3C21BD7CBCCC3D1EBE9F3D76BD643BCEBDA33D623B153D82BC9F3D89BC93BC3DBC8C3DED3C01BE8DBD1FBD8E3D20BD4F3DB5BD823D2FBD15BEDF3D85BDE13D14BD4E3D80BD923D1DBD0E3EBA3C6B3D8F3B3EBD4C3D2D3D66BD48BD85BD1FBD533DEB3DC03D3B3DA63C7BBD51BB633D93BD423DE83C96BCFB3C16BD41BD723CFD3C2C3D45BC0C3E41BDF9BC533D9BBD3B3BD43C5DBD173E183C91BDE9BA7A3DEB3C453D243DCCBDAA3C233E70BCBE3D933D3E3D99BC0E3C19BD813DD23CD1BDDA3C15BDA7BC40BD653CA03B603CE33DA0BD51BC73BE993DAD3B47BDCC3D6FBD32BDD1BDFFBD1CBD41BDB83D77BC3F3DD73DF9BD9CBC303C423CA4BD3E3D8D3D70BDA93B5B3D03BE72BC",
      torch_tensor_32_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_64_32_torch.bfloat16: "0x02000000A3BFBC3F2ABFFCBE3C3F85BF633FBF3E43BFCD3FC83E2D3F0BBF03C0DD3FEB3FADBF633E1540B9BFA63DA83E453FBEBE24BFF83E8A3FAEBE38BFF13F26C0933DD0BF563F9EBE1CBE9A3D1F40A7BD14C0B3BE8E3E3B3E01BF78BF053EF13E68BFC63F92BF113FA3BD503F893E193FC1BECB3EA1BEBFBD793FBDBC64BF65BF30BF9EBE5F3F8D3FAD3E463F3EBF9CBFD8BE753F1E3F20BFEE3EA0BFC8BF023CAABEAF3E283EE43DAEBFB6BF643FB3BF873FBB3FEBBF72BD0C40CD3F8ABEEF3E723FB93E85BF0CC0B0BD063F8ABFCBBE2FC0F63EF63F823E89BF653F973F0BBD8F3ED73FACBF663D31BF01C0723FE93E273F5EBEA13FD03FBD3EFDBF2BBF83BF02C00EBFC83F30BFA03EFCBDA3BF2E3F0140C7BE9C3E253F53BFAE3F903EE8BF40BD48BF233F613F2E3F8ABF8DBF063FA33F153F8F3F5CBFD3BF903FD8BF093FCABFFABEC9BE5D3F18BFB7BF1F3D4E3DBF3F6CBF143ECCBF04BFC43D43BF9ABF5DBF09BECCBF8ABF3ABF6C3F223FE6BEB33C8BBE663FC9BE0EBF353C85BF803FC53DBB3E6B3EEA3F7BBF0EBFACBF12BEB4BF6ABF383F9E3F29BEE73F953FB2BE4B3EB7BE31BF8F3FFDBF88BF863F43BF603F093E8D3F133E84BF253FE8BE84BE3FBFA23F34BF23BE973FA6BFE5BF1DC061BE80BF7EBE95BF5ABFBABF2BBF85BF113F803FCD3FF2BC86BF3DBF873E0C3F2FBFFDBD4E3F17BF773F7E3F0D3F843F04BFB2BE21BF823F8BBFBB3FF4BEAD3E013F603FF0BE5CBF253F0B402F3F563E95BF8A3E973E98BFEFBEE63FFE3E0A3E1F3F70BD2DBFAFBE4EBFEB3AAABE6A3F513DB0BF84BF9F3E17BF86BF663FB1BE273F4EBE32BFD1BFDDBF4A3D963F713FEB3DACBF54BE9FBD933FBE3F55BD4EBF84BFC1BE9FBE953FE93F6B3F0B3F623FDABEACBEB6BEC4BD863EA83F82BF85BF2C3FD5BF703F38BE0A3FA7BFD93EC7BEA53F9C3FF63EDABFF9BEFABE9C3EC13F1D3FD3BF63BD42BF3CBF44BF76BF163E463F0F3F48BD213F0F3F74BFF6BE47BF213F3B3F20BFC6BE2640A93E9FBED7BD8F3F17BE03BFDC3FAA3E75BF5E3F8B3FB23FE2BDF73EBE3E953E713F03BEB33F8FBE7EBE1C3E3BBFC2BE623FF5BE85BF35BFFF3E09C0F13E1BC0BB3E083E8A3EF83D8BBE85BF62BFA93F15BF5FBFA63FB3BF523F1ABF57BF3C3F34BEA43E463F3A3FAEBE99BEE63FFC3E51BEA23F68BFA83D68BF7FBE433C37BF68BF6C3FAC3F86BF41BFB4BFC2BF12BFB53FB93F283F583FE1BF28BF533F14BE01C0E2BF793E66BE06BF27BED1394DBE15C0CBBEC1BD573F73BF713F6C3F153FAB3F093ED0BF693F3C3F0E3E0A4013BE8CBE57BE0EBF80BFE5BECEBD3E3FC2BF84BF3CBF013F064043BDA7BE0BC07EBFDA3FC53F38BF1B3F43BF73BCCF3E59BF9A3F8FBF51C03BBF713FE03F1BBE853C3940D3BF293F8DBEA83FB7BF37BF50BF813F853F123F3DBE733EA2BF883F0D3E0DBF203F14BEBFBC80BFFFBEFDBE893F183F54BE6CBDB6BFFC3EA9BF23BE63BF19BE2EBE953D263F6C3F44BF863FEDBEB8BE05C094BE023E143FC9BDE63EE33F03C05DBFDC3E983F373FCC3D77BF193FBD3F643F9E3FF03F2DBEC43F1DC0EEBE063FEF3C0D3EA5BFD8BF353FA4BE043FC6BFE2BF7B3F3A3FC8BFAD3F0A3F9E3D61BF9EBFA2BF86BF813FB53FE9BE95BF1A3F19BEA9BE173E8B3F323F7BBEC6BF1FBDA33F353FBEBFC9BD93BF94BE073F12C08BBED4BEA0BF82BFFF3FCCBC9E3E8C3F0C3F033E1EBF3B3E5FBF7DBF2F3F65BF9B3FA9BD623F5E3F4F3FCBBF5EBF0B3EC03F053E84BFDA3E0CBF7C3EC13F49BF533E11BF763D5A3EBA3C6F3F1CBF833FAABF06BF01BF1EBEB1BFB43D153F763FD23DA2BE39BF78BFBFBEF8BF0F40EDBD28BF48BF38BF92BE3E3FA93FCEBFECBEC43E0EBF9F3E6DBF183F47BE84BF593EF8BD2E3F4E3F66BFFC3EBF3E89BFE33EFFBEF93D963F423FEABEBA3D42BE543FD33FE03E333F903F643FCDBE26BE62BF63BE99BE98BF2A3F183E273ECE3F7BBF2A3FC43F023FDB3F0D3FF4BF8CBFA9BE07BFD93C833FCB3FB7BF183F2DBF253C5040C33E20C0ECBF123EB3BF7B3F7A3E8A3A253F7F3E493DFFBD853F69BEDFBDB03F38BE303E0DBF603F95BF373DB73F7C3F13BF2CBF7EBFC9BFAB3E0D4038BE443EA5BF973FCABFD83DA7BFA4BF6BBFE93FFDBF513D92BFB43F81BF7C3E0E3F153F5BBE04C01EBED73D5D3FFC3D963FF63E44BE953CA73EBABFBF3D433FBE3FF6BE81BF01BE683F033E36BFF83EBA3E283F18BF04BFAF3F1D3F71BE52BF88BF913FA0BFAC3C1A3F67BF5F3E833F07BE1A3FB13D85BEDDBE8F3E253FF5BE96BF57BF353F11BFB5BFC9BEA83FE3BFBCBF31BE12BF843E793F163FEBBE1F3F0F40183FB9BDA53FEC3D813D0940C93FC9BEDBBE883FE63E843EF43DCDBEB43E9BBF1ABF3ABF85BF98BD8FBF58BE1DBF623F1C3F903ECE3D3DBFE13EC93F953F8A3DACBE173F8A3FFCBEECBF103F3D4049BE283EF33E043F0940923FEABF0C3E91BF7DBF6D3D1B3FC83FDE3D10BEAEBE64BC823FF2BE9EBF7FBF3D3F27BFB3BE903EA73DA7BFA93E0B3FBD3FA43E67BE9CBF373F8E3F753F59BF73BFC8BF6D3FB0BFDD3F05BE7FBF313FD53DB1BD4CBF6D3F443EA9BD803F2E3F063FCABC85BF2AC0CC3CC0BFAF3F863F22BD473F393F07C027BE813F13BF31BFF73E103EA6BF0ABF89BF70BE6B3F203FA2BE19BF58BA58BDBC3FDE3E76BFC33E15C09A3E6A3F1CBF09C007BE4BBF36BFC53FFC3D8BBF0ABFC73E913F7FBFB73F9D3E63BF113F3ABE913F8C3FF43E7FBF153F8FBEB23F21BFF5BF0E40593F3ABFD73F39BE843EFABE993F50BDD4BFC53F13BF053F8F3FB03E2FBF21BFE53E1B3F70BF05C0043FBBBFC3BF6F3FFF3E64BE9FBED5BFA33FC1BF823F523F33BE773FD83ED53E19C018C095BF9A3DA9BE023E09BF9B3E0740103E1E4033401B3FF03F82BFD33EF33E153F28BF7F3E183E86BE3440B43FC33DFB3E5EBFB83F083FEC3E16C0943FD7BD513FC33EADBE5A3FA13FD5BB8CBF0E4089BF13BFB33FB0BF9FBFA23E1F3F1D3FCB3FC93E933D7C3EFFBFB0BF2EBFCFBE0C3E3EBDABBFE73EBBBFE9BDB03E9E3DB2BE61BE94BE5BBC26C0033FF83FD3BFBE3EA5BF2F3F8E3EB93F96BFC13E2C3FACBF6B3FE23DF1BF62BF9BBFDABE933F573F2FBD423F8E3F9B3EEE3EBF3F40BD2DC088BF20BDFF3E173FBFBEF1BD88BEED3EABBBCE3EBCBECFBFBA3FFB3EDABF153F44BFE43E053F0BBF95BED1BF0640293D11BF1EBF19BF013C1D3F28BC8FBF823E2BBF8F3EB9BE173FDFBFDE3EC5BE4D3D04BF3BBF83BE60BF6BBFB73F13BE4F3E11BF4ABF39BEC1BFC7BEF5BE72BFF2BF0ABFA1BF893FD33FA2BF0A3F88BC98BF13C0A73FA7BDC4BEF03E4CBF9F3FF83E673F99BF2E3FC33ED3BEF93E0BC08B3FC43F753F3B3F263E87BD14C0A8BE8EBEE23E863E04BEA5BF543FB5BE02409FBF063FD13FE43F823E713FDB3DAFBFF63F803FE63E3DBFC33F1C3E403FE0BEF0BE853F293F003FA23F0240293FECBFEEBDE0BF8E3F093F113F0840673F2CC0DEBF18BEBA3F1F3D68BF123F0D3EE2BFB1BFD53FEDBFBCBE17BF0EC0D13FA2BD69BD13BFCBBF13BF073FB4BFAC3FA13E67BF273E5BBFA1BFD3BF513FCFBD073FBABA6C3E4B3F5BBEED3E483F05C071BF10BFB9BF09BFB4BED33F0740D33EFA3E46BE9ABFF53FEABF913DBC3E35BF153FBBBF8EBF56BEC33FFEBF2C3F313FCE3DB13E8A3F633D823E203FA9BFB13E3C3FE13E403FFB3E3DBF46BF723FDD3EECBEBD3EE93E063E20BF2CBF253E87BF203F23404D3FFBBE4D3F533FAF3F61BFAC3FD23F33BE6C3F753FA7BE88BE1440883FA7BFD33EBD3EC7BDA2BF5B3ED0BE89BE0ABE833F6A3F77BFCEBFA2BF5D3FDEBF333E5E3F913E993E8FBECA3F5D3F1CBD4E3F22BE753FE2BEF9BD373F7BBF3A3FCA3EB13CB6BFDC3F08BFCDBFAA3F733FAABF903F303F03C0953F3BBF19BF6EBF973E873FB43FBABD4E3FAB3FAD3F87BD533D46BFAABE48BFE4BEBEBF3B3F11BEB13F83BF5DBE55BF08BED83FD3BFA33F23BFFCBE2EBE16BF1A408FBFC0BF6EBF22BF0B4003BDC03F39BFC43FCC3C973F01BFCA3DB8BE10BEA43FB5BF7EBFC23F033FCD3F213D913F0EBF3BBE9DBF303FB2BF243F36C0F73E313FCEBE23BE7FBE863ECF3FBD3F6ABD983FC03E923D9D3F91BF8A3F11BE16BEB93F273F02BF8DBF463FB23F853DF4BE0DBFC83E053F28BFE33FBBBE21BF16BF833E21BF963F023F19BF00C08FBFE53D57BECCBEF3BFF33F0DBE93BF16C0303D61BF513FE7BDCBBDDF3F6FBF8CBEF8BE183FDE3EB53EC2BE1B3FC8BE22BF513F893FC53EC93FE3BD5B3F533F263F963FA3BEDA3EEB3E25BF993F28BFA63FC43F85BDDD3F93BEE2BFFA3F52BD25BFB93E11C0E73E013FB83F5BBF5B3F453F10BF933EB63F5CBCC73CDA3EBB3F313F193F89BFA0BF1D39833D1D3ECABFA93FAF3FA13F6B3F3F3F113E493F343F8B3FB23F8BBF04BF69BFB23E09BD0D3F80BC52BF2CBFE8BEC73E9B3EA93FC23FA63F9EBD79BF373E273F343F083F92BF33BD123F17C0C1BF6DBF883F453FCA3FA5BFC63FD1BC133FCD3F9E3FB8BEDCBD8E3F13BF16BE853EBB3EB53F7BBF49BFB6BF033F8B3F513FA53F38C0FDBF05C05DBF96BF14409B3FC53ECA3FDEBE903FC1BFB63ECC3F83BF5A3F8A3F8F3F2F3FBB3CD3BE96BE0ABF63BEC93E353F2D3FC23F883DA43BF93F07BE1E4053BF87BE053F1CBE4A3F0D3E893F16BF6B3EC3BCC93D09BFA1BE33BD263F54BE32BF003F99BFFD3EDE3E79BF54BF0E3F113F153F253F133F573D1EBE31BFFEBC0CBF4B3F37BFC8BEDD3EE4BD0B3EB03FD83D2D3F863FA9BE04C07DBFD2BE983EC4BFAA3D813F0B40D93EA93F99BEDD3F44BF503FCA3FCC3E7C3FDDBE27BF30BFC03F09C0A33D3B3F8DBF8FBEEC3E23C0A53F3D3EAF3D273E8C3E2CBFB6BD8BBE0E3F34BC05BEDA3DA9BF3ABEA73E953FBBBFA23F393FC3BDFC3F29BE14BF03BF8B3F303FD83E05BF8B3ED5BFDC3F30BF6E3FE4BE4EBF153DA9BE08BF10BF2FBEC23DA53F523EA53FA5BFDEBF973F103FB93F783FD63FF2BE92BE55BF4A3FCEBEABBF023E7BBF623E5EBE0D40CDBEF6BF1ABFDE3E863E083EC03E553EE6BFABBEF33B9F3D4A3ED73ED3BF343F953F3EBF77BFF73F05BFA33F0ABE4CBF933F8F3FE13B753F213FD8BE88BF9E3FFB3E3FBF803FAFBE95BFB6BFAABE993C87BE833D35BFBDBFFB3E303F623F833F963F3ABF2E3D723F4D3FD2BE8FBF24BF6C3FB0BF46BD813F70BFFC3E943E993EC0BE51BEE93E9EBE44BFB33FB2BEDDBEBA3F723F62BF22BED63F9B3DB53F943D633FF33D873F63BF4D3F13BF873F1BC0DEBE173EDDBFE2BCA63E4ABFC43E733E77BFF63E49BFF8BE16BF153F823F423E45BFB43E55BEAC3F303F753F20C0CE3F3C3F8B3FDA3E35BE0C3E88BF2ABFE4BF50BFA0BECBBF3C3F32BF54BFD6BC393F953EC2BFE5BEBC3FAE3FD83F213E12BF933E20BF9CBF253D0A3FBABE29BE7DBF583FA1BDA3BF2AC0913F02BF923F013F92BF063D4D3FC4BC08BFF93EC9BFE7BE2A3F003FCCBE213FBD3FAF3F4ABD58BF59BF68BFF9BEE1BF0A3ECEBD9F3FCFBDBBBE953F28BE4FBFEC3DE53FA13F993E193FA0BDFC3EAF3F373F543FA13F473F1A3FC63F113FC5BF9B3E113FEABF25BFE23F973F603F4BBEABBFAB3E6FBF193F133FC9BCE03F80BCEF3E86BE49BF33BF1CBFC8BF503F5BBE6F3E7C3F62BD5EC04E3E963FBDBFA13E023F9FBE0F3F92BF10C0BFBEDB3FBA3F21BF873F3CBF623F4ABFC23E1BBFEA3F31BE6ABE"
    }
  }
#-}
