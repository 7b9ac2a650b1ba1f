// t5-seq2seq-sdpa-bf16: transformers 5.24.0 T5Model (attn_implementation=sdpa, bf16), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
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
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xbf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_4 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_6> : tensor<32xbf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16_1> : tensor<32x64xbf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_2> : tensor<64x32xbf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_5> : tensor<32xbf16>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_11> : tensor<32x32xbf16>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_10> : tensor<32x32xbf16>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_9> : tensor<32x32xbf16>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_8> : tensor<32x32xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_4> : tensor<32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_7> : tensor<32x32xbf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_8_4_torch.bfloat16_1> : tensor<8x4xbf16>
    %cst_17 = arith.constant 3.4657359027997265 : f64
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_6> : tensor<32x32xbf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_5> : tensor<32x32xbf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_4> : tensor<32x32xbf16>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_3> : tensor<32xbf16>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_24 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_1> : tensor<64x32xbf16>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_3> : tensor<32x32xbf16>
    %cst_27 = arith.constant 0xFFF0000000000000 : f64
    %cst_28 = arith.constant dense_resource<torch_tensor_8_4_torch.bfloat16> : tensor<8x4xbf16>
    %cst_29 = arith.constant 4.1588830833596715 : f64
    %cst_30 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_2> : tensor<32x32xbf16>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_34 = arith.constant 9.9999999999999995E-7 : f64
    %cst_35 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_36 = arith.constant 3.200000e+01 : f32
    %cst_37 = arith.constant 2.000000e+00 : f32
    %cst_38 = arith.constant 4.000000e+00 : f32
    %cst_39 = arith.constant dense<7> : tensor<8x8xi64>
    %cst_40 = arith.constant dense<0> : tensor<8x8xi64>
    %cst_41 = arith.constant dense<3> : tensor<8x8xi64>
    %0 = tensor.empty() : tensor<2x8x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %237 = arith.index_cast %in : i64 to index
      %238 = linalg.index 2 : index
      %239 = arith.cmpi slt, %237, %c64 : index
      cf.assert %239, "index must be smaller than dim size"
      %240 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %240, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_35[%237, %238] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %2 = tensor.empty() : tensor<2x8xi1>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%2 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %237 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %237 : i1
    } -> tensor<2x8xi1>
    %4 = tensor.empty() : tensor<2xi64>
    %5 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%4 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %237 = linalg.index 0 : index
      %238 = arith.index_cast %237 : index to i64
      linalg.yield %238 : i64
    } -> tensor<2xi64>
    %6 = tensor.empty() : tensor<8xi64>
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %237 = linalg.index 0 : index
      %238 = arith.index_cast %237 : index to i64
      linalg.yield %238 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_42 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_43 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x1xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %237 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %237 : i1
    } -> tensor<1x1x8x1xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%8 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_124: i1, %out: i1):
      %237 = arith.andi %in, %in_124 : i1
      linalg.yield %237 : i1
    } -> tensor<1x1x8x1xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_43 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_124: i64, %out: i1):
      %237 = arith.cmpi slt, %in, %c0_i64 : i64
      %238 = arith.addi %in, %c2_i64 : i64
      %239 = arith.select %237, %238, %in : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_124, %c0_i64 : i64
      %242 = arith.addi %in_124, %c8_i64 : i64
      %243 = arith.select %241, %242, %in_124 : i64
      %244 = arith.index_cast %243 : i64 to index
      %extracted = tensor.extract %3[%240, %244] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_124: i1, %out: i1):
      %237 = arith.andi %in, %in_124 : i1
      linalg.yield %237 : i1
    } -> tensor<2x1x8x8xi1>
    %15 = tensor.empty() : tensor<2x8x32xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %18 = tensor.empty() : tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_36 : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_34 : f64 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.rsqrt %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %23 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_124: f32, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      %238 = arith.mulf %237, %in_124 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %26 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_33, %25 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.mulf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %27 = tensor.empty() : tensor<32x32xbf16>
    %transposed = linalg.transpose ins(%cst_32 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %26 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %28 = tensor.empty() : tensor<16x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %31 = tensor.empty() : tensor<16x32xbf16>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_44 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %33 = tensor.empty() : tensor<2x4x8x8xbf16>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_46 = linalg.transpose ins(%cst_31 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed, %transposed_46 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_47 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%cst_30 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed, %transposed_49 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_50 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_52 = tensor.expand_shape %7 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_53 = tensor.expand_shape %7 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %38 = tensor.empty() : tensor<8x8xi64>
    %39 = linalg.generic {indexing_maps = [#map12, #map13, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded_53, %expanded_52 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_124: i64, %out: i64):
      %237 = arith.subi %in, %in_124 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %40 = tensor.empty() : tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi64>) outs(%40 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %237 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %237 : i1
    } -> tensor<8x8xi1>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x8xi1>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %237 = arith.extui %in : i1 to i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %237 = arith.muli %in, %c4_i64 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %237 = math.absi %in : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x8xi64>) outs(%40 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %237 = arith.cmpi slt, %in, %c2_i64 : i64
      linalg.yield %237 : i1
    } -> tensor<8x8xi1>
    %46 = tensor.empty() : tensor<8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x8xi64>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %237 = arith.sitofp %in : i64 to f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%47 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_37 : f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.log %in : f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_29 : f64 to f32
      %238 = arith.divf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.mulf %in, %cst_37 : f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x8xf32>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %237 = arith.fptosi %in : f32 to i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %237 = arith.addi %in, %c2_i64 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %54 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_41 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_124: i64, %out: i64):
      %237 = arith.minsi %in, %in_124 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %55 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%45, %44, %54 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_124: i64, %in_125: i64, %out: i64):
      %237 = arith.select %in, %in_124, %in_125 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %56 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%43, %55 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_124: i64, %out: i64):
      %237 = arith.addi %in, %in_124 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %57 = tensor.empty() : tensor<8x8x4xbf16>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<8x8xi64>) outs(%57 : tensor<8x8x4xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %237 = arith.index_cast %in : i64 to index
      %238 = linalg.index 2 : index
      %239 = arith.cmpi slt, %237, %c8 : index
      cf.assert %239, "index must be smaller than dim size"
      %240 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %240, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_28[%237, %238] : tensor<8x4xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8x8x4xbf16>
    %59 = tensor.empty() : tensor<4x8x8xbf16>
    %transposed_54 = linalg.transpose ins(%58 : tensor<8x8x4xbf16>) outs(%59 : tensor<4x8x8xbf16>) permutation = [2, 0, 1] 
    %expanded_55 = tensor.expand_shape %transposed_54 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %60 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_55, %cst_4 : tensor<2x1x8x8xi1>, tensor<1x4x8x8xbf16>, tensor<bf16>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: i1, %in_124: bf16, %in_125: bf16, %out: bf16):
      %237 = arith.select %in, %in_124, %in_125 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x4x8x8xbf16>
    %61 = tensor.empty() : tensor<2x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_48 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_51 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_56 = linalg.transpose ins(%63 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_57 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %65 = tensor.empty() : tensor<8x8x8xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %67 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_59 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59, %60 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: bf16, %out: f32):
      %237 = arith.extf %in_124 : bf16 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x4x8x8xf32>
    %69 = tensor.empty() : tensor<2x4x8xi64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%69 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %71 = tensor.empty() : tensor<2x4x8xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %73:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%72, %70 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_124: i64):
      %237 = linalg.index 3 : index
      %238 = arith.index_cast %237 : index to i64
      %239 = arith.maximumf %in, %out : f32
      %240 = arith.cmpf ogt, %in, %out : f32
      %241 = arith.select %240, %238, %out_124 : i64
      linalg.yield %239, %241 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_60 = tensor.expand_shape %73#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_60 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: f32, %out: f32):
      %237 = arith.subf %in, %in_124 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.exp %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %76 = tensor.empty() : tensor<2x4x8x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %78 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: f32, %out: f32):
      %237 = arith.divf %in, %in_124 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %80 = tensor.empty() : tensor<2x4x8x8xi1>
    %81 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %237 = arith.extf %in : f32 to f64
      %238 = arith.cmpf oeq, %237, %cst_27 : f64
      linalg.yield %238 : i1
    } -> tensor<2x4x8x8xi1>
    %82 = tensor.empty() : tensor<2x4x8x1xi1>
    %83 = linalg.fill ins(%true : i1) outs(%82 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %84 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<2x4x8x8xi1>) outs(%83 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %237 = arith.andi %in, %out : i1
      linalg.yield %237 : i1
    } -> tensor<2x4x8x1xi1>
    %85 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %cst_3, %79 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_124: f32, %in_125: f32, %out: f32):
      %237 = arith.select %in, %in_124, %in_125 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %85 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_62 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %86 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_63 = tensor.expand_shape %86 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x4x8x8xf32>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x4x8x8xbf16>
    %88 = tensor.empty() : tensor<2x8x4x8xbf16>
    %transposed_64 = linalg.transpose ins(%87 : tensor<2x4x8x8xbf16>) outs(%88 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_65 = tensor.collapse_shape %transposed_64 [[0], [1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<2x8x32xbf16>
    %transposed_66 = linalg.transpose ins(%cst_26 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %89 = tensor.empty() : tensor<2x32x32xbf16>
    %90 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_66 : tensor<32x32xbf16>) outs(%89 : tensor<2x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x32xbf16>
    %91 = linalg.fill ins(%cst : f32) outs(%15 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %92 = linalg.batch_matmul ins(%collapsed_65, %90 : tensor<2x8x32xbf16>, tensor<2x32x32xbf16>) outs(%91 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %93 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.addf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_36 : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_34 : f64 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.rsqrt %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %100 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_124: f32, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      %238 = arith.mulf %237, %in_124 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %102 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.mulf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %104 = tensor.empty() : tensor<32x64xbf16>
    %transposed_67 = linalg.transpose ins(%cst_24 : tensor<64x32xbf16>) outs(%104 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_68 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %105 = tensor.empty() : tensor<16x64xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %107 = linalg.matmul ins(%collapsed_68, %transposed_67 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%106 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %108 = tensor.empty() : tensor<16x64xbf16>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<16x64xf32>) outs(%108 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x64xbf16>
    %expanded_69 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16>
    %110 = tensor.empty() : tensor<2x8x64xbf16>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x8x64xbf16>) outs(%110 : tensor<2x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %237 = arith.cmpf ugt, %in, %cst_1 : bf16
      %238 = arith.select %237, %in, %cst_1 : bf16
      linalg.yield %238 : bf16
    } -> tensor<2x8x64xbf16>
    %112 = tensor.empty() : tensor<64x32xbf16>
    %transposed_70 = linalg.transpose ins(%cst_23 : tensor<32x64xbf16>) outs(%112 : tensor<64x32xbf16>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16>
    %113 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<16x64xbf16>, tensor<64x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_72 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_72 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.addf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_36 : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_34 : f64 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.rsqrt %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %121 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_124: f32, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      %238 = arith.mulf %237, %in_124 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %124 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_22, %123 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.mulf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %125 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %237 = arith.index_cast %in : i64 to index
      %238 = linalg.index 2 : index
      %239 = arith.cmpi slt, %237, %c64 : index
      cf.assert %239, "index must be smaller than dim size"
      %240 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %240, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_35[%237, %238] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %126 = tensor.empty() : tensor<1x1x8x8xi1>
    %127 = linalg.generic {indexing_maps = [#map9, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_42 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%126 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_124: i64, %out: i1):
      %237 = arith.cmpi sle, %in, %in_124 : i64
      linalg.yield %237 : i1
    } -> tensor<1x1x8x8xi1>
    %128 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %127 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%126 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_124: i1, %out: i1):
      %237 = arith.andi %in, %in_124 : i1
      linalg.yield %237 : i1
    } -> tensor<1x1x8x8xi1>
    %129 = linalg.generic {indexing_maps = [#map15, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_124: i1, %out: i1):
      %237 = arith.andi %in, %in_124 : i1
      linalg.yield %237 : i1
    } -> tensor<2x1x8x8xi1>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_36 : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_34 : f64 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.rsqrt %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %135 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_124: f32, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      %238 = arith.mulf %237, %in_124 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %138 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %137 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.mulf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %transposed_73 = linalg.transpose ins(%cst_20 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %139 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_75 = tensor.expand_shape %140 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_77 = linalg.transpose ins(%cst_19 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %141 = linalg.matmul ins(%collapsed_74, %transposed_77 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_78 = tensor.expand_shape %142 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_80 = linalg.transpose ins(%cst_18 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %143 = linalg.matmul ins(%collapsed_74, %transposed_80 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%143 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_81 = tensor.expand_shape %144 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_40 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_124: i64, %out: i64):
      %237 = arith.minsi %in, %in_124 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %237 = arith.sitofp %in : i64 to f32
      %238 = arith.negf %237 : f32
      %239 = arith.fptosi %238 : f32 to i64
      linalg.yield %239 : i64
    } -> tensor<8x8xi64>
    %147 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<8x8xi64>) outs(%40 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %237 = arith.cmpi slt, %in, %c4_i64 : i64
      linalg.yield %237 : i1
    } -> tensor<8x8xi1>
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<8x8xi64>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %237 = arith.sitofp %in : i64 to f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_38 : f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.log %in : f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_17 : f64 to f32
      %238 = arith.divf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<8x8xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%151 : tensor<8x8xf32>) outs(%46 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.mulf %in, %cst_38 : f32
      linalg.yield %237 : f32
    } -> tensor<8x8xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<8x8xf32>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %237 = arith.fptosi %in : f32 to i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%153 : tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %237 = arith.addi %in, %c4_i64 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%154, %cst_39 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_124: i64, %out: i64):
      %237 = arith.minsi %in, %in_124 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%147, %146, %155 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%38 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_124: i64, %in_125: i64, %out: i64):
      %237 = arith.select %in, %in_124, %in_125 : i64
      linalg.yield %237 : i64
    } -> tensor<8x8xi64>
    %157 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<8x8xi64>) outs(%57 : tensor<8x8x4xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %237 = arith.index_cast %in : i64 to index
      %238 = linalg.index 2 : index
      %239 = arith.cmpi slt, %237, %c8 : index
      cf.assert %239, "index must be smaller than dim size"
      %240 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %240, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_16[%237, %238] : tensor<8x4xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8x8x4xbf16>
    %transposed_83 = linalg.transpose ins(%157 : tensor<8x8x4xbf16>) outs(%59 : tensor<4x8x8xbf16>) permutation = [2, 0, 1] 
    %expanded_84 = tensor.expand_shape %transposed_83 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %158 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_84, %cst_4 : tensor<2x1x8x8xi1>, tensor<1x4x8x8xbf16>, tensor<bf16>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: i1, %in_124: bf16, %in_125: bf16, %out: bf16):
      %237 = arith.select %in, %in_124, %in_125 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x4x8x8xbf16>
    %159 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_76 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %160 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_79 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_82 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_85 = linalg.transpose ins(%160 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_86 = tensor.collapse_shape %159 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_87 = tensor.collapse_shape %transposed_85 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %162 = linalg.batch_matmul ins(%collapsed_86, %collapsed_87 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_88 = tensor.expand_shape %162 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_88, %158 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: bf16, %out: f32):
      %237 = arith.extf %in_124 : bf16 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x4x8x8xf32>
    %164:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<2x4x8x8xf32>) outs(%72, %70 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_124: i64):
      %237 = linalg.index 3 : index
      %238 = arith.index_cast %237 : index to i64
      %239 = arith.maximumf %in, %out : f32
      %240 = arith.cmpf ogt, %in, %out : f32
      %241 = arith.select %240, %238, %out_124 : i64
      linalg.yield %239, %241 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_89 = tensor.expand_shape %164#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_89 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: f32, %out: f32):
      %237 = arith.subf %in, %in_124 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.exp %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %167 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: f32, %out: f32):
      %237 = arith.divf %in, %in_124 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %237 = arith.extf %in : f32 to f64
      %238 = arith.cmpf oeq, %237, %cst_27 : f64
      linalg.yield %238 : i1
    } -> tensor<2x4x8x8xi1>
    %170 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<2x4x8x8xi1>) outs(%83 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %237 = arith.andi %in, %out : i1
      linalg.yield %237 : i1
    } -> tensor<2x4x8x1xi1>
    %171 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %cst_3, %168 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_124: f32, %in_125: f32, %out: f32):
      %237 = arith.select %in, %in_124, %in_125 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_90 = tensor.collapse_shape %171 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_91 = tensor.collapse_shape %161 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %172 = linalg.batch_matmul ins(%collapsed_90, %collapsed_91 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_92 = tensor.expand_shape %172 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<2x4x8x8xf32>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x4x8x8xbf16>
    %transposed_93 = linalg.transpose ins(%173 : tensor<2x4x8x8xbf16>) outs(%88 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0], [1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<2x8x32xbf16>
    %transposed_95 = linalg.transpose ins(%cst_15 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %174 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_95 : tensor<32x32xbf16>) outs(%89 : tensor<2x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x32xbf16>
    %175 = linalg.batch_matmul ins(%collapsed_94, %174 : tensor<2x8x32xbf16>, tensor<2x32x32xbf16>) outs(%91 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %176 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.addf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_36 : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_34 : f64 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.rsqrt %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %183 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_124: f32, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      %238 = arith.mulf %237, %in_124 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %186 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_14, %185 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.mulf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %transposed_96 = linalg.transpose ins(%cst_13 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %187 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_98 = tensor.expand_shape %188 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_100 = linalg.transpose ins(%cst_12 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_101 = tensor.collapse_shape %124 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %189 = linalg.matmul ins(%collapsed_101, %transposed_100 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_102 = tensor.expand_shape %190 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_104 = linalg.transpose ins(%cst_11 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %191 = linalg.matmul ins(%collapsed_101, %transposed_104 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_105 = tensor.expand_shape %192 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_106 = linalg.transpose ins(%expanded_105 : tensor<2x8x4x8xbf16>) outs(%33 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %193 = linalg.generic {indexing_maps = [#map14, #map15, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_2, %cst_4 : tensor<2x1x8x8xi1>, tensor<1x4x8x8xbf16>, tensor<bf16>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: i1, %in_124: bf16, %in_125: bf16, %out: bf16):
      %237 = arith.select %in, %in_124, %in_125 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x4x8x8xbf16>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_99 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_103 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_106 : tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_107 = linalg.transpose ins(%195 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_108 = tensor.collapse_shape %194 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_109 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %197 = linalg.batch_matmul ins(%collapsed_108, %collapsed_109 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_110 = tensor.expand_shape %197 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110, %193 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xbf16>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: bf16, %out: f32):
      %237 = arith.extf %in_124 : bf16 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x4x8x8xf32>
    %199:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%198 : tensor<2x4x8x8xf32>) outs(%72, %70 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_124: i64):
      %237 = linalg.index 3 : index
      %238 = arith.index_cast %237 : index to i64
      %239 = arith.maximumf %in, %out : f32
      %240 = arith.cmpf ogt, %in, %out : f32
      %241 = arith.select %240, %238, %out_124 : i64
      linalg.yield %239, %241 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_111 = tensor.expand_shape %199#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_111 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: f32, %out: f32):
      %237 = arith.subf %in, %in_124 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.exp %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %202 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%201 : tensor<2x4x8x8xf32>) outs(%77 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %202 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_124: f32, %out: f32):
      %237 = arith.divf %in, %in_124 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %237 = arith.extf %in : f32 to f64
      %238 = arith.cmpf oeq, %237, %cst_27 : f64
      linalg.yield %238 : i1
    } -> tensor<2x4x8x8xi1>
    %205 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%204 : tensor<2x4x8x8xi1>) outs(%83 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %237 = arith.andi %in, %out : i1
      linalg.yield %237 : i1
    } -> tensor<2x4x8x1xi1>
    %206 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %cst_3, %203 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%61 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_124: f32, %in_125: f32, %out: f32):
      %237 = arith.select %in, %in_124, %in_125 : f32
      linalg.yield %237 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_112 = tensor.collapse_shape %206 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_113 = tensor.collapse_shape %196 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %207 = linalg.batch_matmul ins(%collapsed_112, %collapsed_113 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_114 = tensor.expand_shape %207 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<2x4x8x8xf32>) outs(%33 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x4x8x8xbf16>
    %transposed_115 = linalg.transpose ins(%208 : tensor<2x4x8x8xbf16>) outs(%88 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0], [1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<2x8x32xbf16>
    %transposed_117 = linalg.transpose ins(%cst_10 : tensor<32x32xbf16>) outs(%27 : tensor<32x32xbf16>) permutation = [1, 0] 
    %209 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_117 : tensor<32x32xbf16>) outs(%89 : tensor<2x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x32xbf16>
    %210 = linalg.batch_matmul ins(%collapsed_116, %209 : tensor<2x8x32xbf16>, tensor<2x32x32xbf16>) outs(%91 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %211 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.addf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%214 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_36 : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_34 : f64 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.rsqrt %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %218 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_124: f32, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      %238 = arith.mulf %237, %in_124 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x32xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %221 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_9, %220 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.mulf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %transposed_118 = linalg.transpose ins(%cst_8 : tensor<64x32xbf16>) outs(%104 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %221 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %222 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%106 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%222 : tensor<16x64xf32>) outs(%108 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x64xbf16>
    %expanded_120 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120 : tensor<2x8x64xbf16>) outs(%110 : tensor<2x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %237 = arith.cmpf ugt, %in, %cst_1 : bf16
      %238 = arith.select %237, %in, %cst_1 : bf16
      linalg.yield %238 : bf16
    } -> tensor<2x8x64xbf16>
    %transposed_121 = linalg.transpose ins(%cst_7 : tensor<32x64xbf16>) outs(%112 : tensor<64x32xbf16>) permutation = [1, 0] 
    %collapsed_122 = tensor.collapse_shape %224 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16>
    %225 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<16x64xbf16>, tensor<64x32xbf16>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %226 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%225 : tensor<16x32xf32>) outs(%31 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<16x32xbf16>
    %expanded_123 = tensor.expand_shape %226 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212, %expanded_123 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.addf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x8x32xbf16>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<2x8x32xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %237 : f32
    } -> tensor<2x8x32xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<2x8x32xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.addf %in, %out : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.divf %in, %cst_36 : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = arith.truncf %cst_34 : f64 to f32
      %238 = arith.addf %in, %237 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x8x1xf32>) outs(%18 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %237 = math.rsqrt %in : f32
      linalg.yield %237 : f32
    } -> tensor<2x8x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %233 : tensor<2x8x32xbf16>, tensor<2x8x1xf32>) outs(%15 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_124: f32, %out: f32):
      %237 = arith.extf %in : bf16 to f32
      %238 = arith.mulf %237, %in_124 : f32
      linalg.yield %238 : f32
    } -> tensor<2x8x32xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %237 = arith.truncf %in : f32 to bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    %236 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %235 : tensor<32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_124: bf16, %out: bf16):
      %237 = arith.mulf %in, %in_124 : bf16
      linalg.yield %237 : bf16
    } -> tensor<2x8x32xbf16>
    return %236 : tensor<2x8x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.bfloat16_6: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_64_torch.bfloat16_1: "0x020000004F3D2B3EA1BD293EDCBCA03D4D3D9C3B00BD74BEFC3D743DA83EC03CF33DAD3D8E3D0E3EEEBDE53DB03CD6BD4C3DB7BDCF3CC4BD93BD33BE8E3C493E8ABD5ABEDB3CC93C173EDABC2B3C863D0D3ED7BC723D483BE5BC153E683D2A3E16BC46BE103DA23C7D3AA63CF1BDB3BD713D98BD3B3E853DF5BA173D5CBEEEBC8EBC34BE71BDD73DF83D8B3E05BE80BB6EBC6EBD263E013ED3BD063E66BEC9BDD1BD643E233E84BED33C8ABD893CA8BEB23D89BD4ABEB43DC83C7A3E08BDC93D583D2A3C71BD2CBEE5BD033E843D0C3E8B3C15BE0FBE95BC4D3BDC3C1D3E7EBDEB3D75BE923EAABD8ABE07BEAEBC36BEBB3D37BEDC3DF63B99BBEABCFA3D633D29BEA53C7D3D4C3E7F3D853E05BE263E13BD563EAF3D45BE983C08BDEB3CCF3D9EBD9CBDD6BD15BE033EDBBD68BD423E1DBEE3BD133EB53ED63DC13D45BE46BE99BDFA3B233EC2BD8DBD6FBEB43DB73D1FBD1E3DC43CA53EB03C463EDEBDB73D9B3E4D3E0C3D913E233D453EA43B813DBE3D43BE0D3EA6BDD2BDCF3C7D3D1C3E813CB63C89BD10BDB2BCC7BDEDBD4ABD8EBE823D2C3D293BA63DDB3C0CBE073EF2BD57BD553D86BDD6BD153E873ECDBE1EBDC1BDFDBD073DB43DBE3D113E17BEDCBA863D23BDCE3C9C3D433DC3BB153D06BE81BE28BEA6BDB1BDEB3D1A3D913E1DBE553E223C023EB5BDE13D4A3DF4BD923D7D3DF0BD22BDDD3DD5BB18BE8E3E96BD43BE54BDE8BDBDBC263EC53D1EBE0CBE60BD82BD6D3B24BE5BBC48BE7EBDAEBC4F3C5A3DCA3D4ABDA53CFD3DABBDF33D60BDA23D2D3E203DBEBD20BE90BE83BDEC3D70BDBC3D893D7F3E883DC63D033EDBBCDCBD163E75BE6CBE573E7A3CFFBDC2BD24BEE83D5F3E50BC863C223E00BE82BD4B3E993E5F3E6C3E113EF43DA7BDC3BED5BCC9BDA0BE55BD283E833E233E093DFEBBE13D7B3DAE3C113D9DBC34BE98BD01BE72BE2BBDDC3DE53D21BE553D423D893D0D3CA83BD23DAD3DE03D463C633C3DBD013E4FBE0A3ED53D10BE41BEFD3CC8BC2DBEAB3D0ABD14BDDEBC353D9C3EC8BCA9BDF33D9EBDE0BD25BED8BE34BE8BBA8F3D0DBDF53C633E933D0B3D97BB193D1A3E5BBE45BD4D3D19BDD9BCA0BD023E1EBE1C3E1B3BFC3CDB3DAFBD42BE103E16BE313EF9BD23BCBE3CCABD92BD893EDFBDF5BDF5BD7FBD83BB343E26BDA53CA93D8CBDFCBC83BCDBBD27BED8BD813DA63D8A3E85BE063E073E843EBE3D8FBCEF3D16BD08BEFF3D4DBD25BE01BE4B3E78BE79BDCC3D043D9F3DD03DADBD053E12BD39BEEABD653E23BEFCBC393DAF3D293D743D0EBECABD2ABD113EF0BD2B3C10BE22BE04BE75BE84BB2C3D843D7F3D2ABE0FBE103D1FBDB53D11BD2C3D3E3DA3BD123EB43D61BCE13CD5BD6B3D47BE8D3D0CBEB5BB9B3D69BE0FBEB83B133E8FBD093EC5BD31BDE43C393D39BD4FBCE03DB83CAABC58BD57BC4D3D843EC23BC9BD59BD1B3E20BEAD3E97BD683E45BE5F3E1C3D21BC853DD13D6A3C23BDF1BDA53DED3D9DBC7A3DBF3C183E0ABE90BEF43C793DAB3E24BE01BED9BD143EB5BDDB3B2C3EC53D6CBD2EBCBF3D99BD2BBE0CBDD7BD6F3E2F3E6E3E063E0FBED3BC373E553E933D903AFBBDE3BD41BE96BCB8BD2A3E3E3D02BDA7BD043E103E7A3D52BD80BE4DBE953B82BD393D383EE1BD32BE79BE873D58BD873DE8BD533DB0BE0FBEDB3BCCBD09BEA43DA63DDEBD063ECE3AF73D3FBE7BBE0F3E693DB6BC833DC3BD63BC323E1439BABD3CBE93BD3C3E45BE9A3C32BDB43D603D873E393D333DC43DD1BD8B3D5E3E29BED1BB6DBDB6BD1CBE1BBDC13CD13D27BC9ABD8D3D933E41BDC2BDA33D003EDC3D7DBE6FBEA8BD1BBE97BCE83DD1BD4C3E31BE4E3B343E1ABE5B3E8A3E863C4E3D9ABC1E3CABBD28BB56BC703E68BD4F3D07BD2EBE453EF8BD4E3B45BE9E3E6B3D26BA283D75BD333D21BE82BE133D963C01BE993D073D02BE05BE4CBE11BE033DE9BD113DF83C89BC783D8ABD553DA5BDE13E2B3EB4BD8B3E55BD4DBDBA3D00BD04BEE43D993D58BD95BD2C3C913D33BD44BE2FBEC33D813819BEF03DF73D313D203E25BCB13D04BED9BC143D29BD013E503D0B3B913E2B3EAABE18BE9D3BB5BD943CDCBCE83D173E87BD58BDA03DAE3B0DBDCCBC7D3E3F3BCDBD833D523C013D76BEDFBDF3BC95BEE93DB1BD273EE2BD3E3D44BD5B3C1B3EB4BC3E3C76BEE93DCD3D9E3D1C3EA1BE2EBB86BEE7BC22BD41BE92BDA7BD0EBD95BECEBDF3BD01BD82BBA3BD523CE93D4D3D11BE7B3CC1BD05BEE7BCB2BE18BD79BE16BE743E9EBD043EC03D583DF03B203E073C8B3E393E0EBEA7BC84BDAA3E5CBD82BDC53C6B3E12BE133ECDBCFDBBA4BBD83C6CBDCFBDF23D21BC6B3E89BD1F3E773D58BD0ABDA13DBEBDD6BD53BDB3BD4E3D263DD2BDCABD51BE4D3CA0BD8E3E143E813DEDBDC4BDA63DC43DE6BD4BBE29BD04BC5DBC22BE50BE4E3D91BD3BBD3FBD17BDA23C8DBDF23C053E2ABED43D563E2CBD373DCC3D14BDD53CD1BD06BE06BEC8BD58BE2EBE003ED53D983DD0BCC7BD4C3DE7BC2A3D36BD4DBEEDBB983C673E84BDE73C5EBDACBD1A3D28BE54BC0A3C043E0ABC3CBD0ABEB43DA2BB933DCFBD5A3B8C3E7ABE2B3E2B3C533E523DBFBCC2BD033D4ABE1E3D38BCFD3C37BE193ED73B12BE1A3A1ABD273D033D4EBE8F3D54BD0EBE22BE603E453C9F3CECBDD8BD80BDAE3DABBB04BEEDBD64BDE7BDBA3CBEBD4CBDDF3C133AB0BDE63D583D633D94BDDF3D04BDE8BB023E413EF5BD95BD23BCAC3CB83EDCBDBCBD0E3E1A3E883D393E09BD4A3D393D33BE04BE14BB5E3E0B3C3EBE0ABE0D3C973D49BD74BD103DCBBCFFBC7B3EB5BC373CE33C023B2A3C4FBD2BBEE73D983E82BE97BDFBBD97BE2DBDB83D893D713E853D4FBA613E963E533DA6BD953DDB3DCFBCF7BD8D3DA33DA3BE323C5BBD453CF03D11BD69BB173ED53D9B3DD0BD3BBD4CBD613ED23D3FBE61BD2ABDD3BDE53D21BEB43BB93CF03C3C3EEA3D323EEF3D41BEC83CC63C1BBD603E003ED1BDE3BC073DDEBD5C3EFDBDA13DF73D913D313E99BEDCBC0FBE9ABDF8BDA23E39BBB7BD0EBDEF3D2CBEBE3DBDBC88BE333E5BBE2A3C53BEABBD8ABC8ABEE43D593AD03A9BBEAF3D71BDD3BD00BD483E243EA4BE8EBE95BE6EBD20BD8B3B81BE953EA43D0ABD0DBE5BBDE8BC3EBDE2BBF73B02BDA73D7E3EDEBC093C91BDDDBBEDBD2B3DD93DA33D69BCC9BD633E01BEA33B963C33BE89BE7BBDBA3D7DBD983DE13C203E96BD823D393E0D3E423EC8BD45BC043E833DCCBDF8BD643D9B3C2A3D733E5A3D0A3E0B3DA0BB68BD23BE7A3E20BE843C8B3C74BD9B3D1EBDC33C1C3D083E573CB2BD64B915BE9ABCEB3C363B233C94BC21BDAA3D403E61BDD0BD30BEB7BD60BEAA3CD6BC03BE0FBEA6BD8D3E4ABDCA3D39BC54BEB43DC63D123E4DBD213DB0BE2C3E0E3D10BEB1BC7CBDDD3D203DD7BD4F3D16BD8CBA063ECDBD373E26BD893D103EA43C493D503D163E413EA33DF0BD17BE5FBDA8BDAD3E4CBD0BBE6BBD823DBFBDDCBB83BDDB3D36BEFBBCFABDAB3CD8BC513C56BE1E3A5C3E4FBD2D3DC1BD10BE48BD183E3EBD113D083E863DA33CC2BDC53D0E3E373E633E3A3E28BE43BD11BD89BE2F3EA33D9DBC06BECBBC01BEC43C03BE4E3DDABD81BD8CBD54BDE33DE5BD203C35BE34BEB43D33BE05BD503EBFBC14BE00BE6A3D81BC0A3EC2BE19BDEFBDE13CE93DDD3C74BD08BE5BBB613D96BE88BEF2BC9F3DC53DF53B993DABBD303E70BCAABD48BE7ABEF33D1CBE963D59BD073D153E22BB42BEBFBD973E60BD603EC3BDE73CA43C6D3C063D73BD863C843EE03C4FBE4FBEE1BD193D163E06BD86BD8A3D16BED6BD2E3E7F3C98BD35BEBB3D69BC04BE4FBD9A3D9B3D5A3DE93D1ABECFBD26BCAEB97C3EF0BD77BC163E943A00BE8B3DB5BDEA3D57BE093EAABC88BDBA3D033E6EBC27BE75BDE43C3C3C2F3E82BD223D5A3AD03B5EBE83BB073EA93D8CBDDEBD353C833DA03D5D3D8A3DC3BC9CBD2E3EAF39DBBC8BBE423E343D973C58BEA13C593D2F3E4DBD4DBE28BCBABD20BE67BEFABCF13DD6BDFABD6A3D083EFEBAA1BD9EBCA5BD7CBDABBD94BD053E88BC143D83BD873C0D3E64BC03BCD33B333D19BCE0BDA4BDA03DD03D673DCA3D223E803D773EBD3DADBBF9BD82BEB13D9BBD663D2BBD953C93BDBCBD3BBC89BCCFBDF93C2BBCF63C203E50BC2FBD5ABD963C7F3EE33D483EA1BA403CE6BDC2BDD33D863E66BDA83BEEBD67BE3CBE673DAA3EE23D67BC943E05BD4F3DCCBDACBD1ABD45BE5C3D50BE9CBD15BD03BDF0BC7CBD2CBA86BDF83D2CBE5CBE16BEB73D8C3DEDBC50BE14BEA0BBBB3ACA3D9F3CC93D26BE4DBE7B3EF53C013E243E64BD70BDA33D693EB8BD033E733DE2BCB03CAF3B16BE2B3B0F3E703D543AE4BC403DC1BD3B3E2FBDBBBD463C8DBC28BD133E29BE17BD7D3D283C413EDF3D90BDB2BDFE3D6FBD40BD65BDC439EC3DCA3DF0BDA3BDEBBB663E013EBBBA27BE85BC183D283D043E97BE07BCDFBC4FBD9CBDFE3B2ABE41BB103DC9BC543D413E813DD8BDE83C35BCC33DC83B13BED0BD003CDABDD03D283E0C3EE1BDD2BD963C64BE2CBE1C3E1ABDB2BDF2BD9C3BA1BE70BCC73C24BEAB3D10BEDC3D9A3C5A3E683E573E993D873DA53DF83D90BCBD3DBB3DE73A5F3EC23D283E89BD3B3E6A3DE8BC11BE963DB0BD023E10BE443EEABD0EBCB3BDC4BE043D11BE783D97BD03BDD6BD673C713D623E5C3D073E47BE18BC753D91BEB33E243E9FBD4C3E57BC96BD6C3E91BDB8BBFF3D903E8CBD313E163A2FBDC6BDD2BD913D4DBE553EA3BD0EBEBE3ACBBDAE3E11BE8F3C2E3DED3D873E76BC2FBE54BD46BECCBDA13CB83D963C7ABE083CB63D33BB21BC293E203CB43B31BE1B3EA63C2C3ECF3DA83DB63D6ABCB5BD23BE66BDDF3BB23C1FBEBA3D093EBD3CCBBDAFBD723D75BD3DBDEBBC8A3D5DBE1B3DEB3D5ABC303CA0BDF9BDA9BD88BE223E9B3D42BE8FBEDF3DD7BDCF3ED43CB4BD0DBC9CBDBDBDEFBDB83BF63CE9BB08BE47BE37BEDC3D2D3EA9BE86BD8D3E003ED03D08BAECBD5F3DACBD2BBED43EB0BC0F3ED53C05BECF3C0ABE0FBD42BEAD3D43BEBDBEBF3DCDBD8F3DD83C46BE34BE453CD43DFA3D393E063E11BD5D3E1ABE96BD713CBD3D12BDC5BD17BE4D3D563D94BD3A3DF9BC233ED73CBCBD81BE693B62BC7D3EE53DD83D0B3C08BD013D7DBD543D20BDC4BD08BEE53C18BEA63C643E493E6D3E6FBD2CBC24BE80BEC43DF83BCFBBECBD41BE47BE193A19BC013D8B3D1D3E5FBED23C4E3EC03DC7BDC9BC3F3ED63D52BDC1BC743D6D3E6EBEDABC6C3E833D79BC9E3D833DCF3D803D9CBD39BD983D703CFC3D943C0ABEABBE15BB0BBE043EC9BDEA3DAFBC8BBD563A633D863D2EBDB93CFC3D9BBD523D063E1EBEBCBA6DBD823D24BB07BE493E803E563DE2BCCE3DAB3EBB3D01BD41BE82BD863D163EE3BD00BE013DD33DE63DA03DD5BD263E733E03BEEBBD3C3EE63DF0BD9BBC0FBDFA3DF8BD87BDE8BDB1BD06BD8C3D0BBC993D10BE383DA23CFF3D31BC3C3D8CBD8EBE413DE7BDE2BB313E95BDF5BC20BE28BD78BE213E75BE083E33BE883D0B3C41BD443D22BE423EEEBDC6BD7EBB23BEC8BCCBBC663E153E39BEE0BBA63CD0B91FBD9ABD533DFA3DB93CA1BD4C3BDDBA0FBEB23C80BDC0BD02BEC93D743D863DF73DAB3DBBBDEC3D513D0FBEFEBDFEBC20BE023E843E153E6BBD1A3C90BC153D883DA33E493E373E0FBE2A3E353ED0BC09BD52BE4E3D4ABD84BDDD3DF23DB23DF83D243E683DD4BD283EB03DBABD723E203EADBD9A3E90BC6D3D173E623D",
      torch_tensor_64_32_torch.bfloat16_2: "0x020000007CBCEDBD363E47BE3C3EA8BC29BD073D3CBE093E94BE303E7F3DDD3E50BE91BE42BD26BEB9BE11BE29BE3B3E9DBD31BD2FBEF8BDF13DD43D43BE25BD933D063E6A3D163E6EBE2BBE65BD023EA03DB53DD3BD23BE7A3E63BE90BBEF3C19BD6FBE17BD22BEC63C6E3DEA3D33BD893E4D3E2C3DC6BE95BE8E3D9EBE523D48BED4BA06BF7ABD20BEC9BDDF3DF83DC4BC573D053D9D3EECBCF8BD4EBD3EBA7CBD5E3DD63A8EBEA33D95BE883E98BE0F3D1ABE9A3E4F3C4CBDBA3D3C3DD93DDABD64BED0BD8C3E5E3C52BC97BDA53D7C3C1ABEAF3C3A3E263D9CBEA23E6E3E0EBD6BBE3D3D513C9DBDF0BE0C3D20BEB33E08BD42BED63D143BC5BE04BEA0BDD9BBDABDAFBBE83C26BEA93DFF3D1F3E743D313E1B3EDC3D853D533B3C3D91BE32BE8C3D70BE7DBD97BED93D993E1D3E533E49BE033D2C3E593DDABDCD3DEC3D5F3E5B3C343E9F3EADBC4D3C9BBE40BD87BEF03C943E233E50BE853E5F3EBC3D2DBC5B3EACBD5EBD013E39BDFFBD653E83BE633E0F3EA8BC883E023E0D3D833D963EF6BDDA3D5F3D9EBC8B3E4EBE253ECCBE243D4EBEBE3D4F3D963D2A3D3FBED9BD7E3E2F3EF83D163B8F3D243E473E1FB883BE023E9A3D533D6ABE513E9E3B613E953D903D88BE8F3D3EBEEDBD85BEC83E6EBE52BE4D3E77BDA33E9CBEFF3A96BB8DBDBBBD3EBEB03DADBEB03BFDBD88BDFC3D5F3DAB3EFC3DB8BE03BD9B3C31BAEE3D20BE83BC16BD9ABDD6BD52BDDC3D16BE5CBE30BEF8BE1CBF3D3DE6BC2C3E8DBC923D64BD603E293DE8BA3CBD10BE90BD25BD3C3EDE3D103EB7BC5C3C443EABBD4F3D9EBE52BE1BBE363D73BE20BE48BD9EBD80BE58BD72BEC33DA23EFFBDC6BE30BE273D63BE583E1B3DA6BCE8BD8C3D243E0CBEBBBD273D51BE5D3E093FE4BC8E3EDFBE2EBE0B3E33BE313E803EA33D4E3E233D53BE2A3EA7BEF53DFB3B2C3E343EA5BD29BE51BBEFBD98BDAE3E0C3EFDBD15BDCA3E933D833D733E07BD0C3D82BD943E78BDA2BD703E29BD28BC11BE0DBE3A3E45BD00BE00BD363E07BE353E5B3D02BE793EB73DA0BD4C3E67BE56BE9F3ECDBD673E73BDEF3EB13D12BE133EAB3E243E793E66BEC4BD033EC53EBA3E1EBE3F3E39BEED3DCA3CE3BEA93D82BE1DBE60BDAE3D3A3E353E4C3E60BE903E13BE17BD453E68BD523C85BD80BC613EB7BE04BE5A3EB73D9A3D9A3E4E3EBABC133EEA3D593D643B4BBE96BB483BAABD0E3D43BD1BBE9ABC53BD4DBD8FBD773EB7BB2EBDD23D09BE48BE713DEB3D40BC02BD9BBE99BE38BE66BEC8BD92BE813E9F3E2F3D09BDCDBAAE3E9A3E87BB433AA43D11BC90BEADBDA43D25BE953D0D3D2B3E563D313D9C3E6C3C0A3F53BD97BB84BD913E403E24BDCBBD553E783CAEBEFA3D78BD823E08BE273A9C3E40BEAE3D5E3EEE3DA0BEA4BEEC3D793E7C3EC8BEDC3D9FBDCE3D9E3B163E0D3EDC3CF5BD6DBB52BE3CBEBEBD3B3CF33EB2BDDBBDDF3ED5BD9F3B343CCE3D31BD743E11BE42BE173E3C3E20BECFBD353E103E1A3E50BED2BB96BEAABDC1BE973E103E8DBE613E72BE8F3D063A3FBE1ABE4F3DAA3DFDBD7BBEDCBD663E5B3DC0BD963C28BEFDBDDA3D823EB2BC1ABE7F3E05BE9BBEE53CECBE61BE433EE53D243E013E473ED43DDC3D463EDABD823EB5BE4BBE753BD13D58BE9FBC113EC53EA63D533DE5BDEBBD7B3DB8BE7D3E1FBE3F3E46BE0BBE393E20BACFBDDCBDDA3D6F3E42BEED3C03BEC9BC6ABE383D8D3B85BC1A3E66BE01BE43BE803EA7BDABBD8B3EF5BEAF3EE23E05BDC8BE6FBD85BD39BD283D8C3DCF3D14BC12BE31BD2D3E2CBE13BE03BDED3BB53EA93DB93C2E3EA2BE033E9C3D183CA93EE5BDD13DF93A343EDABD913D80BC803E0CBE6ABB25BD433D92BEB2BD2EBE813DD13C8CBDB73E5CBEBEBDBC3D1ABE923C9E3EEEBEF9BCB23D4EBEDEBD493CF73CABBEE9BEA0BE8CBD933EA03E8E3C5CBC94BD8FBD5E3E50BC7BBE8C3DE13E893BA73D57BBB5BDB63E8EBD11BE88BD2B3E7BBD913E14BE66BE3ABE3BBCB83D2B3E0ABD5BBDC2BCB23DB23E983E85BC17BE9C3D203E13BD07BE363E4C3E173E773E4DBE34BD243C9B3DBB3D78BED23EB1BE0A3E81BE7C3DDC3DBE3BD83DC13C40BD88BE0ABEA03CB83EB03E333ED13DEB3D853C1A3DABBDA53E06BE6EBD4D3E513E163DC0BD9FBD863E73BB593C1B3D113E9D3E8C3C43BE463EB0BECC3CE83DFD3D90BE743EE4BE1ABE8B3ED9BD703EFD3D4ABE17BE9A3E37BEDC3E1EBD32BE893D2C3E403E91BE58BEA7BE2BBEECBCDBBDA5BD9BBE92BD8ABE8FBD30BE6B3E2DBEB03EE2BDE03DADBEB83D163E983EB33D26BD413BEF3DB03E413DF3BDA6BEDBB98C3DB43D48BE3C3EB53DC0BE48BEEB3C0A3ED43CCCBD103E69BD2FBE953E623D333DB7BD66BDF5BD103E6BBEA2B84CBD6CBE033E5ABE9DBD373E003E80BDEFBE893D81BC8BBEF3BCBBBDF1BD7FBDB53D023E953E55BE7E3EB3BD073E453E1D3E2C3E953E19BE8F3D003E99BDBEBEB83DE03D81BD89B9CA3D40BEBF3D963E5DBD94BE883D5ABEF6BDA13E12BEB63E733E7CBE9E3DECBC47BE283EDABDBB3B56BE7FBE663C243E14BD873D163EAD3DE73D2DBDE3BDFEBDE6BDC9BDE0BC103E0C3E38BEEB3DD33D92BEF83D18BD3D3D0A3EB0BE4D3E83BD803C8C3D563D95BDCCBCD73DE9BDB5BD38BC0FBE1CBECE3DF5BCE7BD97BD9A3C05BFBC3EC4BD543E81BC3DBE7CBE4ABEA6BEB2BE2FBE1EBDA23CD0BC213D833DCA3D93BE83BEB5BDEF3CB8BE2FBEB13CB5BD81BE153D853D913DD9BC193EACBEA63D9FBCB33D19BD88BEA63DD73C4EBE92BEDBBDC0BD643E6ABD583EC0BD75BE37BE4FBE0E3C85BDA63EA0BD9C3E073CFEBC2D3C833D853DBC3DBF3C8EBD1F3EB03EED3D4ABE6C3DD13D113D33BEE1BDDBBDB73C8F3D4BBE81BDB8BD153DBF3D0CBE973E2ABE7F3EA5BE1E3CA93E47BE223EA03D203D65BEAD3EA23D33BD6DBD7C3D073EE53DD3BDD83C9ABED33D983E313D023EC13DFE3D9ABBCDBE443E83BD9A3E0E3DD43D123E5F3DA0BE95BEB33EF9BC0C3F9D3E043C033E0B3D833D033E15BE3FBE753E27BEB63C6A3DDA3C5E3EB9BC7A3D6EBE5BBD88BD1B3DB33D03BEB43DCA3EAEBECD3D9ABEE2BDF2BD91BC8B3D3CBE2FBE293DD33DCEBC4B3E933EEFBD833CC93D8C3DD83C4ABE6FBD41BE9A3EEA3D443EE73C9B3E1ABDF03D3F3E56BE90BE73BD703EB5BEC23D06BE6E3EF5BB003EF9BC273E39BED3BC3DBE8FBE193CE63DE2BD123E213EC63DD2BD14BC3C3E2FBD02BE543ED8BD803EEDBDF9BD95BE183EBE3C16BD33BD4DBE663BC9BE7EBE303E5E3E42BB933ECEBDA5BD40BE96BD92BD2DBD0A3E953D193E52BEA1BE713D42BBA13D483B12BD87BD3E3E563E933EB03C3EBEB13E85BE283EC8BDC23D423E8BBD603E223EE1BC24BDA5BE30BEF43DD9BC45BD903D00BE483D4ABE3E3EC53DA6BD553EB73DE73D063EAABD1D3E693EC0BEBBBD30BE3B3E7ABD263D6F3EAABE063FD33D8D3D8ABD84BE64BDC93C9E3DCD3B613E293EB93DC53B93BE9CBD673CC23C06BD2ABED33D77BEF43DF33DA83E2A3E06BD3FBD4B3BF6BEBE3DC6BCA2BDD13D4C3E1FBEEB3E95BE3A3E093E2DBD1CBEB63D813E5FBDBA3E713D073DA2BD2DBEC43E7B3E113EE03D69BE55BD2DBE923E16BE92BDF6BD04BC4FBE40BD45BE313EDC3EE13CC93DE23C143DE7BDA23D17BECABC17BD83BE89BB48BE8CBEC3BD6ABC8B3D7A3CA3BD123E0FBECABEAFBE503E82BC4F3E65BEA43E94BE42BD6DBE19BED5BDD7BBE0BB193D293D9DBED2BCD0BD833D9DBE843EA93D243E1EBE8DBE403DAF3EB2BD283E19BE4ABE93BD0F3E1EBE9F3E0F3E123EA13ECEBDE5BD85BE19BE87BD513E913E1DBD533CBCBD4B3E7D3DCB3DCCBCF93BAE3C0CBE91BEA43C823D2DBEB13DE6BDB13E23BED4BD42BE8CBEA6BD19BFC1BD073EC13D96BD2CBEF8BDA7BE64BDE23D28BE90BEA2BD393E433D89BE433D783E833EA23D44BE15BEA8BE053F1A3EB03DDC3C793E03BE573E47BE3C3E1DBD653E0FBEB83C01BE9BBD53BDF13AF7BC01BD97BC243EDC3DBBBD2D3E5CBE1DBD87BEA6BC073E9D3E173CC73E1B3ED7BCA9BD903C2B3E4C3C86BD91BEC63ED4BD17BEBF3EDD3CDA3B153EDC3B183E86BC8F3D86BD46BC803E2ABDF83C043E853E63BAE03E05BBC33D043E093D303E753E173E7EBD6C3D22BEB93C443ED1BD8FBCB83B14BD393E13BEB43DD6BD8E3E093E783C5CBEAEBE71BEEA3EDCBE563DC83E423E0E3DBBBE083EFA3CAB3E733EDBBD163E49BDDDBE2FBD133E5EBE29BE67BDD83D2A3C6CBDC7BD8C3C453E303E1D3E573E063DE3BDDA3D8FBE45BEE9BE533EBB3D903C3BBDADBD09BB77BE54BD563D0C3E7E3E3ABD45BBB93E133EB73D9F3D2DBD9F3BF83DD33DE6BD253E843C453EEE3CDC3C973D7B3C7FBD3BBE5D3B3B3EFBBC21BDA33D153E913D4ABCF13D1ABE90BD1B3ECEBE1ABECCBE473E283E21BEC8BD803A083DF6BD1C3EAB3D043E10BE203DF1BD863DE7BB97BEB7BD0DBE4ABE493EC3BD3DBD483EFA3DB83D523DDFBD843E91BCE63B4ABD05BE0CBD77BD093EDF3BB2BCA83ED73D843E803EAA3DE53DF3BD3F3E283E34BEFA3D823ADCBD093ED43CD6BDF53D10BE1ABEB33DD0BD11BC02BE103E3ABE37BE8DBD3EBD39BD263EE6BD333E183E8BBCA23DFD3DF43C3ABC60BDA2BD25BDDABDD8BDC93DF7BD0A3E603E79BDE5BD813D92BB173DC5BE95BD71BEE33D6DBE8CBE19BEFCBD653E273EA6BD783D6EBE12BD0CBE653E08BDCEBD3F3D543E2C3E093D7FBDD73E113D5E3E3CBED83DEBBD08BD0C3E673DE3BDAF3CC1BB1E3E453E3F3D043D183E3A3D1F3ECA3D97BE0C3DF43E923E553E5B3C283BC7BD0BBDAABECBBD3CBE363EB4BE823E453E943CD5BC64BD033EE5BB123E653D2F3E45BCFCBDCFBBE3BE6DBD4EBC883E3DBEF1BDE7BD42BE5F3E6A3D13BE95BEEEBD2D3B7CBD84BE723E01BE7CBEA83ECDBDA5BD41BE2DBD863E82BE06BCC93E86BE25BE3FBD2E3E03BE16BE923E0ABE0A3EC23C7F3D47BECBBAAE3DE0BC233E5CBE883D903E59BD0A3E763EB1BDAA3EE9BD8CBEA03E74BD193D14BE333EF5BC443E1EBEED3DC93D68BC08BEDF3D4BBB67BD7FBEEF3D343EA23D753DE0BD49BE2FBE1C3B573D14BE11BE443C813EDCBDDBBD07BE3F3EB3BD27BE823EED3D113DF33B373EC7BE1BBEC43D313E0CBE30BD37BC84BEAE3ED53DB2BE143E293E8D3D7CBD4BBE003E9EBDBFBDE2BDEE3C063E3DBE9B3EF2BD45BE28BE8CBD3B3DB23DD1BD5ABD9CBD91BDCE3D423E1C3DCCBDE63D2A3E113E0FBDB13D76BECA3D8B3C423B8BBCE3BD4DBED0BD6EBE833E0D3E6FBD71BE323EE4BCB13D27BED63DD43C0DBE2EBEA1BDEC3C373D643DC43E1E3E51BDB1BE97BD46BE1ABE233E803BE1BDA0BEAC3D303E49BED13DC9BEF53D04BEA1BE6F3ED83E36BE093FEDBDCDBB86BB2EBD1D3E7C3D9D3EA7BEC5BE453D73BD92BD8EBE343C23BD843E893E713E953E9DBE94BE14BEEF3DC0BD02BD2A3E9FBC3F3D4F3EC0BE393E573EA73E58BE8D3EABBD79BD933C0FBD81BE14BE033E633ED93DE23DC1BB023ECCBDB53ED0BE363EC93DC6BDD7BCD13DA3BE023E11BE7ABEC73E93BEFA3C89BED4BDCBBDCEBE9F3DA33E843EA13D0C3E80BE0D3E1F3DA93EF83D083E1A3DE8BD19BDA03E153E35BE043E803D2C3E9BBE19BE9BBEB0BE163DBBBD603E5FBBEF3D63BEDBBDBA3EA3BDC33E8B3E14BEF5BD5C3E2CBED03DC23C7B3DA9BECC3D933EEC3C093E61BE9D3E7DBD043EED3DD4BC9DBD1F3C31BE7F3DA83DE53DB1BCFBBD643EDA3D71BE",
      torch_tensor_32_torch.bfloat16_5: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_32_torch.bfloat16_11: "0x02000000603D243E113EC43D8BBD0FBFB43D89BEAFBECBBCB1BC51BA043E8EBE2EBE3CBE5F3D123E363E13BDB73D773CF6BDE53C77BD1B3E1BBD303D90BD0A3CF53C20BD85BC013F1FBD303D3A3E7CBEB9B91DBE09BEE3BD0C3E1FBACC3D94BE5D3EBC3E983E9C3D133E853E3CBE193EF3BDC83C9E3E06BC3ABD70BE823E743D3B3E7DBC0C3ED2BD3E3E8D3E8BBE8A3ED83C2DBE85BC143EB4BDC53D46BE713E9DBD213C2ABD39BEDDBD373E813EB7BE98BE663DBF3D713B58BE903E6CBD593E2D3E39BE003D983EE4BDBB3B633EFFBDF5BD7DBEA7BDE23D8ABD3FBD993EE4BE97BD9E3DBF3CD93D943D863E6D3CE43DB5BDAEBDA93D14BEE2BD4DBE76BE433DDFBD853D84BE493EFC3A62BDBA3D593EF0BDA93E83BE87BDA6BC113E28BD333E81BC4F3E873DE23E6F3E623EE63D9C3D4EBDAC3C343EAFBE193D9F3E053E153EB43EDD3BA03DBB3B03BE12BD293D3B3DA13DF83D09BE1A3E183E303CD2BC0EBE153E483E56BE42BD8A3D2C3E193EC8BD37BD7CBD7ABEFABDF13A103E7BBD47BD5F3E1D3E9B3D5EBD843EDCBD14BD7A3E103EAEBD283D6EBDB73C85BE7E3EFD3D863E96BE203D8C3DC6BC663E983D63BE54BC853E123E703EFE3C163EAB3D66BE033EAFBE403E8CBE54BE3DBD703E0E3DE93D00BC513EC83CEB3DD03D8CBD95BE30BE95BEA53DA0BD5B3E863EC3BD37BE673E603D943E1ABE533E2FBB69BE593EA13C283E53BE5D3EEBBD08BD6FBD913EC2BDF33D3BBE40BDE3BDD83D58BC3BBD02BFCCBD7F3E91BD3C3DD13DB8BE8FBD2CBE923CDA3A003E9EBE533EE63D493EB73E89BDAE3EDEBC9CBEC4BEBF3DB6BD873EF4BCE33D143D28BE2EBCC33D6C3E313D993D253DCDBC7DBEEB3D1ABC493D1E3E853C29BE7D3E8ABE563E9BBC01BE0A3EECBD0ABFCABD13BE8B3E8CBE2FBDAD3D103E3A3E36BEF5BCE8BD783E093E16BE14BE063E5EBEA5BE76BEABBD79BE023C993ECFBDE9BC1B3E44BD5BBD36BE03BE49BD243E9FBC07BFF7BD2E3E423EB4BDC7BDC3BD50BD91BD2CBEEEBDF3BDA5BD94BE563C0DBD1A3DE6BDA33E05BEF7BD91BEF93D733EEE3D42BE66BE2F3EE93D183E153C93BD343E24BE96BDFD3D2CBE94BEEA3D483E443D673D50BEC83DCE3BC0BC37BE213D6CBE933EB63D503EFB3D643E21BD91BE023E943D4F3EE43DB1BED03C3ABE8C3E573E8D3E0C3D3D3D143E3ABD1C3E4BBEC0BE69BE98BDDF3C463E8E3DCBBD8E3B9A3ED73B50BD763D253D6EBC433E4A3D6D3D0ABD11BE233E953DC53B8CBE89BEEE3C86BD92BB8DBD713E7C3EB93C5F3DA43C6FBEF9BD91BDC5BEA23D4E3EF33D603D75BE42BE98BDF6BD3EBE0EBD593DF6BDB03D183C8FBE0ABD973E433E7E3E983E3A3E933E4EBD37BAA8BD7BBEE73CB83DE23C1CBD683E5D3D383E9DBE50BD223D6F3ECF3DF5BD2ABE00BD4ABE1CBE343D083E823EEB3D73BE1A3E7B3D6EBD0CBECDBE9ABEA0BCB03E24BE8CBE26BE453D5BBE89BE343E5FBED3BE55BEFABD4E3ECE3D113D8B3D5F3EEB3D60BE50BECD3D49BE333EBFBE8BBEE6BD633D92BDE3BD753C403E77BE103E6CBCCE3D2F3BF23D9D3E5C3CF53D5EBE0C3E583E613CB43E2DBE96BD1E3E27BC043E85BDE33D0DBE5C3DF33E57BE95BE42BEFD3D8E3DA53DFBBCEA3D4DBEB3BE32BD3B3D2DBE15BE45BDFB3D84BE753E6C3DC6BC073DC33C6DBD8FBE073EC8BD1B3ED63A6F3E903EFCBBA33E22BED23DC7BC40BD7CBDBE3CA2BCF53CA03DC4BEAD3D1D3E463C23BE5D3EEC3CD1BD1A3E9A3CE9BD5C3EFD3DB9BC743ECF3D8EBDE83DB4BC743D603C18BE65BEE03C85BE043EBB3DFDBDC0BE9BBDFE3C5DBDC1BD633EE73DAABE1ABD193E713E663E06BEBFBCC33EDCBD963DB0BEE73D653ED9BC57BC703E133E6BBCFCBDD83DDDBDCBBEB93DBBBD483E4E3E13BE9DBDE2BD4C3EA03E003E2CBE7C3D273DE23C8D3D673BE63D89BC1BBD483E0E3E49BE593EABBEA5BDB7BDAE3C9FBD963E773ECF3D8D3B0D3EC63B943E71BDF13B85BD343EA7BD503EEFBDE73D043E673D813D013E983E78BDA0BDB23D833E143C673E323D103E64BE5D3D133CC0BD07BE4BBD8CBE533CD93E25BD053D7ABEA7BE333DD33C0EBE89BEAF3DD2BDAD3C1DBD023E2B3E3FBD06BE5BBEC53C933E06BEBD3C7E3ECDBDB53E043EECBDEE3D16BE1C3BC6BE9ABC1B3DBA3ED6BE08BC853E9ABDE53CD8BD4EBE63BE8F3CE9BC193D03BE8A3BB4BDA6BC8ABE1BBE013FBEBD083D59BE863E9A3ED13CD83C1C3E57BEA23D163E1FBE453E5F3E4CBE843E1F3EBFBE92BEB93DB9BE96BD473DB4BD94BD7D3DA03D91BDBEBD94BE2E3DC4BC163E443E2FBDA0BD413DFB390ABEA1BD72BEABBE8B3DBBBE7CBE573D273E3B3D283EEEBDD8BD85BC7B3D623CEABC833EC43D51BE4F3D863CC93DB13E35BE8E3DA8BD8DBEB33E723E8FBE9BBE363DB73DB53D2F3CA53D30BEAB3D053C43BEE9BD99BCC13B66BE1C3E4BBE9D3D2CBEF13D84BD6A3EEE3C0D3E79BD533D2D3E4A3CC2BC39BE57BEC63E0F3D8C3ECD3D943E843D0D3E213E77BD753DA03ECF3D1EBE323E913E84BE30BD9A3DB43DC03E4C3EBF3D81BE83BDA6BB1FBD1DBE0CBE163EBBBE95BD4E3E94BD983D9E3EBFBD983B943EA6BE333D1DBE533EDF3C97BD3B3EDDBCE2BD90BE8ABD0ABC82BEF83DBA3E4B3EA4BDBC3EA5BD14BE373EA13C173EBFBDA1BEB2BD3F3E65BEE6BD37BEB0BDA0BC113E9C3DA3BE453D433E843DA63EB23E6DBEEDBD35BEA23EA43E88BC1CBC7CBD8BBEA5BE02BE543E5FBD3D3E5ABEFCBCB63D8EBD543D463D60BE203E583E0BBEBFBDA13EB6BEAFBC373D9BBC33BE1BBEE43D0F3E463ED63D97BE263CC9BEA2BE2D3EA0BC77BDF3BC803D693CC63DB1BEA4BED1BEC0BD9C3EA13CB6BBB3BD85BE47BE1DBE09BE403E",
      torch_tensor_32_32_torch.bfloat16_10: "0x02000000D43D52BAAA3D813DBBBEA73DC8BD98BE663E483D3F3DA8BE343C803EDABE8E3E39BC21BE33BE13BD1B3D293AB6BE7DBCAABEA83EAE3C6CBD37BE983ECFBDBBBE97BA063E813DF8BC01BDC6BD5CBC46BE3EBD43BDF9BD1FBEAEBEC13D57BD6FBBFABD51BD15BBDF3CDB3C27BC0C3B3F3EC63D603E7A3EB33C41BE1C3E63BD95BE23BED83D81BE2DBE40BDE9BD0ABE2CBE373A4CBD153E8EBE183E7E3E0B3B823E2EBD4A3CC53D89BDA53D183DAE3E693E61BD9BBE26BE5CBE2CBE64BE023EE8BDA93E1F3E573EF0BD59BC783E04BEDA3DB93D953E1EBD0D3EBBBE573C75BE133E8FBCE13D2BBE86BEF93C80BE4A3D9DBDE33D023EC23D543E063D3ABC3F3DC9BDFD3D0D3DB5BE913EB23D853D7A3E15BECEBD643E59BC673E5B3DF83D1CBE4C3D3E3EA23D003E803E12BC073E2A3EC0BD6EBCBBBD103D203ECFBC523E093E213DC23D33BEBFBCFD3CCCBD79BE2CBEC73DA3BA91BE3CBD143E5E3D823D253EF13D2D3E91BD653E3EBC563ECF3EFCBD0BBE6FBE11BE2EBD01BEB83D9BBEA0BDE63D123E20BE5FBE913C8F3CB93DF43C7CBE503CBDBE113E09BE453C90BEF8BE2E3E03BE7B3C813CD43E423E843E193E0EBE373E3ABE5B3D233D053E58BEBA3CF33D3B3D1A3E3A3DE03D223BB8BE053E2DBE3ABE083EAFBD97BDA0BE133E34BEE43DF23CA6BEF5BD213D06BE19BE023F4C3E443E8E3DA7BDB23ECB3D913DBABC47BE873DD23D313CCB3EB33E0F3D803E323E9CBE23BE01BE9BBDEA3DB13DC73C433E89BE923ED4BDB23DCD3D52BDB43E803D173E21BDC73E86BE423E973CA4BEFC3DC13CDCBD4CBEED3D5B3E4ABE97BDA53E7E3E883D703E303D073B3B3D95BC60BEAC3D113E783D8CBD553E88BE88BCA2BDE73D283E443E2C3EDB3E763E92BC073EF2BCAC3D543EA73EDD3B9DBE793EF23E1BBF853EF93E9D3E0D3D8B3DBA3D6C3E5B3DC8BCE5BEF63DF3BDCC3EA1BD7CBD18BEB83E42BDB03D9BBD473E8ABECF3DECBD0DBC863DC2BE0CBF3C3E9CBD083F523E873E1E3E4EBEA5BD8A3E6E3EABBD143E84BD80BD58BDAFBCA23D91BEC93D9ABE983DDBBEAA3B283D66BE4A3E9ABD76BC8B3E823DEBBD21BEA63D343E97BD1E3A54BCB93CA3BD703E9FBD93BD063F85BD213D9FBD41BE683E60BDD3BC5BBEB93DD73D1BBD823ED3BD82BDEF3D503E643E85BE26BE8A3ED63E3DBEF03DD3BD54BE443D73BED83DF0BDFE3DF33D37BE60BE793C183ECF3DA2BE243ECB3D663B2B3E2ABE233E88BE3EBEED3D37BE023CE3BD0F3E9DBDB0BDD8BDCC3D1EBDA5BD94BEE13D393E1B3EB43D413D43BE013E263E753EAFBED6BDF2BD853DF7BD153D9FBCC0BA01BEF5BD373EC9BD52BE22BE3DBE6FBEE1BD693E2DBD2FBD5C3ECABD543E61BE9D3E0B3ED03C81BEB43E603D703C2E3E68BE29BE623DBCBEFF3D78BE58BED53D1BBE4BBE13BDD03EA33DD1BD31BEBFBE393C20BECEBD17BE123E5DBD22BED43DAE3C583D0C3EF13DC5BDFD3D853D0F3E8A3EC73D7D3E293D2A3DA53DEEBDB93E963E26BEA0BE72BE8C3E843E843E0EBE2A3EA5BDE6BC383D0DBEDDBBEEBDD7BD4BBD893D903CECBDA0385E3D5E3E42BDEB3E04BEB83CBB3CDBBE0E3DC3BDD7BD0A3E20BAEBBD453DB63E55BDB53DEFBD40BE39BE493C9FBEF23D38BE3B3E72BE8BBD793E9CBE5E3E543E8F3B7CBB413EDEBDF33DA6BC1BBE7BBCEB3D943ED43D943D23BE253E0A3E26BE84BE8D3E073E753E703EE73D843D0E3EF13DFE3E4A3D0ABE963DE23D053E05BD97BE8D3D47BE163E0E3E1C3E903CAABE1CBE0C3F3D3E4E3C6C3E8A3EAABEB8BDF43EEC3E073EF53D15BE23BD343E63BD31BE0EBE77BCF7B9413E303EE53D6DBB99BE873DF9BDF6BC56BD59BCD0BD553E3E3E693EC9BDD1BDDE3D66BCF3BD8A3D0C3D8BBD023EBBBDB73D1EBE39BE4DBEAC3D0D3CAD3EC0BDE13DC23D12BC5B3E6ABC80BEE4BDFC3D75BEE9BD22BE3E3E20BEA13C55BDAC3DDF3D79BE23BE653ED73DCC3CD4BD973DA83E08BD933C18BEB7BD073EC4BEAE3C2BBECC3CBEBD63BE04BE2ABD7DBE65BD3CBC91BE963C373E67B92F3E3ABC41BE263C173E8BBDDD3D08BEEFBD633E02BC2BBE0EBEAABEC13DD1BBC6BD3ABEBB3D793DA23E7ABEC63E833ED2BC99BD02BD2C3E4C3C153E3DBCA43D6FBD5D3EEDBB29BE343E33BD2D3ECFBD9DBDB53D30BDA43E23BE963D18BEBC3E1FBE98BD8C3E9BBDB03C1A3D353E16BEB4BC973EA43D873E8FBE273D33BE8B3E7C3D70BE1F3EF4BCCC3D16BD15BE5C3E3D3E863DB5BDB7BD98BD243EA0BD623D473E853D9D3EA43E193E82BEE9BB69BDB33D0CBD3F3E4F3E023EEABD07BC74BEB03D8E3E293ECC3D92BDCBBD02BEC83E943D41BDCEBB2E3DCABE643E253E6DBE8DBED8BDF5BB72BD193EFD3DBABE033E6D3E9D3B7ABD5D3D473D983DEE3DF33BF23D45BE98BE5B3D8BBE34BC043F22BE213D44BE58BEE3BDB83E193D5CBDAABE9E3EB53EBA3D42BD42BDD3BE86BECF3B0D3ED33D923E123E8B3CBA3E2BBC21BE133E3F3EA03B8A3D54BE483E59BD983ED7BC37BCBE3ED73EBF3DA53D263EE0BDD83DDC3B0ABCF9BCAFB99A3D4FBEA4BD18BDFB3CC33EB7BE943D273E383D5D3D813ECFBDDEBDAB3D213EFF3D88BDEF3D80BEC73D98BD3ABEF5BC413EB33DDB3D28BEEFBD2A3C82BCEA3CCEBD2BBE56BE103EC8BD20BC983D0B3EC03D08BE083E5DBC22BBD5BDB93DE63D9DBD92BE953D133E893DAEBD98BE523E91BD2C3C18BE97BDCF3D41BEBA3D19BEB9BDA2BE5BBEAA3D423D38BD93BD18BCC03C363E133E423EE63E63BB473D72BC91BE88BE373DA83D18BEF73C7FBD65BE953E693E02BE9D3D5C3D9E3DF8BCD3BECBBD2A3E8FBE653D4B3E5F3EF4BD493E413E943E7BBE643CA0BE023E293B97BB4FBC8F3C97BD",
      torch_tensor_32_32_torch.bfloat16_9: "0x0200000018BD833BD23EC73C363E2F3E8ABD48BEB43EFE3B0B3D3E3E50BEBCBD483D09BE04BE99BD17BEB23DDBBDEF3DE8BD9ABE463E23BEA6BE2CBE71BE873CCB3D873E3F3BABBDF5BDF4BD1FBE3ABD8EBD763DCE3DA93E593E803D223E46BDB8BD113EF73B183F603E45BE80BE193EAA3E6E3D01BEA83D113E6C3EF737B6BC503C08BE01BDF3BC7A3EBD3E2C3EB6BEF43D5B3C28BE82BAD1BB1D3E553E50BDE63D613D73BD9F3C0C3E3ABE99BC303E6FBD5F3E183E48BEF9BD183E93BED1BDDABE233EA4BDB9BC6FBDD3BC9D3DB7BD1FBE91BE1E3E343E4F3D10BD75BEBEBD253C913ED4BC09BDD13DF93E88BD9E3DF93D3A3E853E293D5C3EEBBDA8BE543EC53E36BEA93E443EFBBE1FBE34BE21BE7E3C07BE93BC5B3D18BEC6BD8EBE0F3DAC3DCABDA9BD933E4ABD8EBC043E523EAEBD1F3ED13DA0BED4BD1DBCB73D893D81BD363E123E48BE87BDB4BD59BDE4BD483E343E813E073FED3E22BE8ABD19BE9A3E53BE993DF43D93BEA43D0D3EC3BD423DE33B87BE95BD61BD60BDA4BDE13C7F3ED0BC323E523E503EA23D9BBD42BE323E92BE8ABE8FBD323E943DFCBD34BE023D0EBD3D3DA6BD523E22BEAF3E5A3D29BEF13C843D313E8C3DEFBDB4BD46BD06BEAE3A96BE35BE0C3E66BEC63CBB3EBDBDEA3DE83DD9BBA3BD3EBD183ED53D1E3EAE3E94BC05BE0FBDD6BDF23D0F3E8B3E89BD883E87BDCFBDAB3D1D3E3D3CB4BEB23D0DBEDE3D72BDE0BB2FBE28BE1A3D85BE003EF73EA53CD4BE293EEC3CEEBDBF3E9B3E83BE1BBEB4BDE13DB3BC0D3D933E5BBE953E56BDC53E3CBE0F3DA43E1C3E9E3BC03E683E26BE063EB3BD8ABD1DBE583E6B3B213EE23CBFBDFE3D6B3ED6BD56BD5E3EDA3D4DBE2CBD46BE88BB353E3BBEA93C90BE45BE81BE6ABE1FBE443E88BD8ABDD33DF2BD99BDBA3DE6BD063E4B3E12BC983D71BEBD3D5ABE123E8B3D7ABDF93E393D0E3E1A3CAEBE6D3EF4BBB63D2FBEC9BE4A3EB83D7BBD783D33BE8BBC863E683EB7BD153E173EF5BC6F3D90BEBE3E013E77BD3BBD6DBDEDBE19BE813EDCBD2F3EBA3CCBBD993E493E913E0B3DD7BE27BE313DAA3C8EBE56BE793EB23C7E3D01BE97BE47BE213EBCBC033E7A3DE23DEE3E60BEA9BDBCBEB3BC493E18BE70BD963EDC3D6DBD49BEFCBD0ABE393E09BE31BD653D9A3C7C3D6F3EBBBDB33C4B3E513E5ABD96BE83BEBEBD4F3E7BBE103EDCBDD7BDEA3D383C453E533E92BED2BC363E90BCA6BDFCBDE7BCF3BD5E3E0A3E59BE0A3EBFBE34BE80BDAABD65BDFDBD2A3E97BDACBC0C3EF4BD5C3EF53D8ABD7BBD103DE33D1FBDA6BE333E33BEAB3EF83D703E2ABE8D3ED3BCF9BC8ABE6E3C8CBEC03C01BE013EC93C8F3EA2BE5C3E3ABE423E443D81BEE33D983E25BB48BE4ABE2BBE2F3EEA3CBA3DF83DFD3EC0BD153D69BEA4BEF2BE16BE073E3F3CAEBDC4BD003FC03E233ECEBD923EF8BDBCBC9F3C0D3CB53E79BEBFBDF8BE933C72BE0D3EFEBC1ABE313E363EA0BCA9BD1D3E8FBEB93D8C3C803D0C3EA9BE6B3E81BE31BE95BB743C913EE8BDABBD86BDC43D833D48BE49BD553E0BBE3A3D61BD93BD47BE343ED6BA36BEBCBD2D3EE63C543E22BDC83DE5BC94BD1C3E1FBC2EBE633DA2BE6D3E373E36BE54BE6ABE63BE903DAE3E1D3E4DBC813C15BDE4BE17BEFFBDE7BD0A3E823E113E1BBEFB3CD0BEABBC403E153EF1BD343D79BDB9BE04BEA5BA603D4BBE203AF8BC8C3DF53DBA3CC33C60BD3B3D3ABD363DAFBEB9BC143C943B0ABE0D3E94BBE13E8DBD833C323D673DDA3D26BE30BD8EBE80BDB43D903DA8BE07BE4E3EEABDA5BD303E0FBD593EF6BD8D3DD0BDE6BE46BD9BBD3EBC0FBEEDBE4FBD8DBE9E3DD4BE613EB1BE8E3EE53C47BEF7BEC1BCCBBDBD3E863E24BE213D9DBE043DF1BD923EE83C2DBDE13ED93E82BD173DDCBEFE3D0C3EE5BD203E1D3EF33EB1BDEC3D1EBE0A3E3ABD65BD283E3D3C91BEA2BE1EBE3EBD083E85BC6BBD4CBEC03C70BE663E423D523D303D20BD8FBE3EBEE9BB6FBEDA3D74BE1C3E88BDADBE843D62BEE03BE7BC7B3BDFBD8F3D043EA3BDD1BECDBD953DE7BD2DBE2E3ED03D603D8A3E5FBE7DBD98BE8ABC3EBEE53C09BF30BE6B3D1C3E093E1A3E38BEB83DA7BB5DBD783D2A3C99BEAE3D943EF0BD51BE8ABEE43D833C913EA33D51BED13DDDBDCFBDC23D7A3DC2BE00BECD3DA8BE83BE4F3E8A3C6C3E1B3E3ABEC7BE7EBEC13DCD3EAEBDC3BBA9BE8A3E83BDB53D0A3D683E0C3EBBBE283E35BE28BE9E3E7ABED0BC9F3D933D753DDDBD96BED83B4DBD58BE363A593E493EB2BE1CBCD43C19BE103D4E3EF9BA8FBD193EE7BD163EC5BD0CBED3BC8E3EA43D8DBE513EAC3D783EA03D53BE43BE5BBDB03D8CBE0E3E9F3B9ABE9FBE5D3EE53CFF3DBD3CFDBD603DB0BC163E4CBE443D85BDC7BD71BD993D613CC9BCD2BC58BD8BBE46BE8E3D86BE85BDC63D43BE0D3E3A3D33BEFCBD72BED6BC19BEDCBDB3BDC5BDAE3D67BD84BE5FBE7C3E44BE8BBD873E21BEA53D123C693EBC3D293EE0BCC3BE873E7B3ED23D15BEF23D65BDFF3CBEBD75BE06BDADBCB93D933E0D3DEA3C57BC5E3CF3BD183E2A3D53BE75BEDFBDDF3D503E873E5EBE863C93BEBEBE873D77BD883D8FBD86BE0B3E163E76BCF5BD173E103D8ABED43A533E3BBE01BE81BE2B3CB53E963EF13D253D04BD0E3EFEBDB33E4D3EAC3DBBBEC2BB9D3ED33D093D203E0A3D84BEE93D61BDC33DFBBDA6BC11BE30BDE1BD073C0CBEB3BC1D3E34BEF6BBE13EC6BC8E3D34BD88BD503EACBED7BDD23D60BD1F3E093D21BD7FBDA6BE313E3F3D173EA7BD813D8CBEFB3E1D3DDDBC5EBE20BC3BBDB73DB8BD703DD7BD113FF93D71BE1DBEC0BC9EBE48BE053E11BD9E3D8F3E6BBEA7BBABBC993E2BBE58BE8ABE373E453DC63C2BBDA13DCCBD",
      torch_tensor_32_32_torch.bfloat16_8: "0x020000003BBC243DCFBB95BB7C3DAE3CD4BCE63C78B94E3C9C3DE6BCC7BC9EBCD53CA73C12BD08BCE03D69BB39BDA5BB53BDEABBAEBCB3BDD6BD52BC5D3BA8BD463D093D77BD1CBB96BCBD3C09BD4F3D943CE0BDD43B9A3DA7BD13BD0A3E553CFCBC96BDA3BD8CBBB8BC56BC36BCF0BD27BD223D39BDCDBDAC3D2E3DBDBD1ABDFB3C143C773D85BB3DBD8F3D9EBD42BEA33CB7BDBA3C59BD213E213BDEBC00BD61BD543DB33CF5BC5EBB8C3D073DDFBC6A3DCDBDA5BD9B3D47BD3EBD04BB1B3CAA3C933D7CBDA73D0A3EC93D0EBD32BDD03B98BC093E0F3DB33C3A3D163DC3BC47BD9DBCAABD83BD543D2B3D623D8FBD213B3CBD95BC1C3D073D053D91BD543DDEBD933D903DB9BD15BD87BD863D073D463C4D3B473D6CBC50BDDF3B6EBDCA3D993D89BD80BD8DBD143E09BDC53D67BD81BDB6BCC9BAE53D97BDAB3DDFBD23BDBABD85BC003C5DBD163D5F3D06BC39BDDEBD19BD183DC53D54BD143D873DB4BCCB3C53BC2E3C213C533D1DBDC53C0FBD0DBDF43DA13DC7BDB8BCF53D163DBFBC8DBD023DD73B1DBA963DE13DA8BDF6BB52BD473C92BD6EBD8ABC5FBD3A3E8D3D9B3C14BEF8BBB23C243C42BDA03CB03C393DE9BC8BBDEABB443D993C3FBD2C3D513DD9BD5BBD90BBEDBB0CBC9EBDA0BC0DBCA93DC4BCA0BBF2BCC43DD83C78BD2F3D8DBD573A14BC00BE2FBDCBBD0D3DA03BB73C3FBE943D653C37BDED3CA5BCA23D133D913D39BB483CAA3BB8BC3DBDEC3D413D3ABC9B3D80BC1A3D1BBEE13BA73B64BDD5BCC63DE1BC38BD453C0E3D84BC853C1F3E093D433D683DA23D8E3B133D733C0FBE213D173D82BC853DB7BC573D74BD97BDCA3D423DC73CD13DC33DB3BD373D773D1CBD9A3D57BCB13C283D07BD1FBEC73C6C3D283CCABDB33D04BE3E3DB83DBB3D0F3CF43C453D963C3FBD1A3DF2BCA4BC563DB0BDB4BC793DE73A91BD723DE83DB93CC23D963D153DCE3CCEBCAA3C26BC5ABC823D78BB6B3D19BD543AC53D37BB8CBDC23CCCBC70BC413DC43D493DD2BD2EBDDB3C46BD3B3DEB3DB4B9A9BD36BD453D4A3DD1BC433DB0BC013DB93CB33D82BD43BD033D83BC333D3DBC393CA2BC80BD653D59BC223D18BD54BDBB3C3DBC133D58BDB73CD33C943DF1BC0DBD293EA0BC95BBC7BCB23BADBC44BD1E3CF0BC38BDDF3BE3BBA9BAD13BE3BCFFBC13BC5ABC00BD383D353CFD3D873C18BEC43C19BBF13D24BB5BBDC7BDE9BCB4BC89BC19BC5F3D633DF3BB9CBDFDBD96BC083EB23CDCBC4CBD973C85BCA7BC593D5D3D5DBC5DBC34BD9F3B00BCE7BD713D513D753C103E3CBD4FBDE2BC66BD323DF23CF6BD983DB1BDC8BDEF3C8D3DF0BDD33DA9BC4D3C0F3DD73C3FBD51BC073D463D6EBDD6BDC83DBF3DCC3DFA3B363DBBBCC6BB803D44BCBABAB63DCA3C853D88BC963D2D3C403D32BD463D51BC0E3CB6BDCEBC78BC863B44BCCD3B54BD50BC72BCB03C083D66BDDC3D203CC0BD88BA843C213D5DBD453D8D3D92BD203D743C7B3D933D073CD9BD27BDE33D53BDD83C63BDE43D1BBD6F3C29BDFC3C073D773DB83DD73CF93C07BD103E083DEB3DED3A32BD8EBDD03A893D5F3D0CBCD43D50BD7BBD673D9BBDEABDD0BC58BD96BD50BDA03DE83CB43C523D2B3B103EE03D9D3DB7BD56BDA43DB83D323D8D3D0BBEABBD0E3E1DBD793D5BBDB3BCEF3C7A3B13BE59BD25BCB63CA23CA83DD4BDF4BC363D073EF1BB90BD1B3D503D083E363D293D1BBD5E3C9CBD903D573D003E703B113B43BCA03DFF3DAB3DFF3CFD3BACBD7DBDB83CFBBCE4BC08BDADBC0BBDD53CC8BD363DBE3DDD3DC33AAF3C643B31BD10BD89BCB33DC53C50BD95BD153EB8BC86BCA13D7BBD1EBE5ABB843CD4BC86BD853D2BBD1CBCA03A083D563DB0BC733B0ABDCE3D9A3CA0BDE13C113DB83D613D713D2E3D37BB813D9BBD093DF7BCCC3B15BD24BD3CBDA7BB3B3D25BDE63D333D28BD493E75BD11BD8A3DA5BA213D103D23BDA73D6C3D9BBB373AAF3CAFBD45BC5A3D443D873CAF3DABBD043E92BD10BD0ABCC7BC37BD213C2FBE89BB953CC339883D553D81BC343EB4BC383B433C243E20BD19BED8BD6C3DBE3D733D3A3D59BD32BE87BD22BDAF3BA4BDEBBCD6BD993CCBBD87BDD1BD71BD9E3CA23C5BBC653D61BC78BD84BD8ABD173D463CBC3CD1BC4DBB23BCCFBD98BD6F3D5C3D84BC0ABCC2BD7D3CDCBD133D6B3D2DBD543DE8BB853D093B493A793DCB3D4F3CE4BAC63C22BD063D43BDB53CCCBCB13D04BDC5BDA9BD5E3DAF3DCFBD88BDF63DC83DA9BDCABCEC3D17BDEF3D2BBDDDBD64BD963D143C793DE23D98BD2A3D023D153D843DCA3D6DBDD3BC7CBDB93CA33D12BC133D42BC7DBD28BD593D9B3CB33D6A3DB73D923D213DF73DD9BC73BBF9BD9BBD0D3D863DD33DD83C64BC0CBE483E20BCED3C4C3CD5BC2A3D443D5C3DE53DFABB973CEDBBD13B26BDCABB8B3D2FBCE2BB75BDF33C703C31BD31BDABBC053D173D203D6B3D373DD5BC1E3DC9BC91BDF9BBDA3A3E3D4DBD53BDD33CBDBD563D633DECBD3DBD933BDABD82BD773CAC3D543DD2BC88BC383D743D1CBDCE3C8ABD90BDDD3C6FBDAC3D8BBC093E0D3D9DBB66BC1B3D13BD913DE6BCF83D30BC523C7A3D05BDC2BCDF3D4F3D9F3D4F3BD0BD49BD29BD59BC78BDA7BDD23D363D0F3E4DBD1FBC253D45BC44BCCF3C423AACBD0BBBA0BD8D3DCEBBE03C953C273C8D3C80BAC43C6A3D99BD3ABDD53DD03DEBBB593B863D143E94BC023DC3BCCFBDA1BD74BBBDBC44BCD2BC22BD523D2C3CA8BD5DBD04BD84BDB33DBC3CDFBC1A3D073D893DFFBD6A3D3ABDF03C7ABDD23D963D04BCBC3C8BBD0A3D223D57399FBC083D37BE843D4EBD61BC853D5FBD023A293C21BDE2BBF23DA0BDB83D513D583DC23CD43D0EBDCA3D5E3D813D77BD533CCDBCC8BC4BBDEFBC",
      torch_tensor_32_torch.bfloat16_4: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_32_torch.bfloat16_7: "0x020000003A3D8A3CBC3DB9BCECBD85BED03E083C6DBD7B3E6ABD04BCFB3D5F3E17BE7EBE173E2C3E81BEC7BD6ABEAC3D10BB3BBE513D95BE37BE9CBE7ABE7B3E7C3E2E3EA63E7CBE58BD483DABBDADBD27BD8FBD733E08BEB7BD263E123E9B3AFA3DAA3D9F3D9A3E8E3C12BA373D9BBDE33DC4BE25BD81BE533B8EBE633D8BBD943EE63D71BD143D923E08BE43BE5E3DAEBE043DEE3D3ABE4EBE443FE9BD453D973E44BE42BEB23C8ABD7C3B24BE12BE4ABE733D1A3D83BD9A3DBBBE03BB803D4A3ED33DCA3E953D303D873D57BB8CBD27BEB13CE4BD833E70BE5E3E943D9D3E433E23BEBEBED83DAC3EA9BD463CD53B3F3CB13B5A3E2CBE7FBE21BEBDBD093EF53DA23C69BE61BED3BD593EFC3C0EBE32BE0DBEF1BE42BEF43D7ABE5E3E133E9A3D933E0CBE45BE333E2B3E2BBD82BC233E29BD003C793DCBBC2BBC6DBE4C3D07BEA23C1A3D1B3E82BB193E80BD95BD4ABEC43D8EBC2F3D953EA63E46BD963DD2BB2B3E02BEF83D433E9F3D293DD8BD4FBE983D69BE213EF13E6E3D4B3E52BBB73D8ABE2BBE3E3D923CB13C27BD92BDA03D1DBD50BE49BE0FBE9C3D7D3E40BB443E74BEE63D99BEB0BC403E9A3E94BE46BC0ABFA0BDEC3D9D3EAF3E0DBE17BD013D913E693E343E143D0F3CF8BC4F3D073E47BEE53DBABD33BE673D7D3D33BE453E5EBC82BE7DBEB83D89BE76BD0E3BE33DFBBD23BE483DC43D873E513DACBE973DE73BBF3E463E2A3D213E0EBE27BEFB3DBABE12BE4F3D583EE53C993D8EBDA5BD10BBE4BC3B3E1DBD27BE2DBE98BEA9BEC03E613D27BC923CCB3D57BEEC3C0CBD143D95BB2D3C59BE53BE23BEC43E6C3C84BD96BDAE3D06BE1B3EA7BD443E293D35BD75BE1F3E27BEA5BDD7BD1D3E64BCB63D13BEF63CE73DCD3D13BDBE3DA7BE69BE323CDD3C27BE63BD92BCDB3C263C013E613E6B3CF53D15BE943DF4BD203D49BE123DBCBD053DE5BD94BC95BD5F3E663D76BE433D57BD02BE8ABBB43D52BEFBBBB23E073CB8BD5CBE063F7D3DD5BB03BECB3EC0BD353A89BDA93C3ABE22BDAFBD7BBDA03C91BD113E8ABD27BE063E9E3EA93E0B3E6FBC23BEE43DABBE42BD4E3D28BE05BC0ABE82BD02BE353E2BBEB93B823D47BC313C683EA7BDE63C1FBE593D053E08BE993D073EB63E293DA1BD2ABE4BBE76BE6F3DA2BCB2BD133E0A3F9A3DE63B62BE233E00BEDE3C1DBE323E94BDD73ACEBC35BDA8BE01BECFBE263C8BBDD3BC633DDA3DFD3DBB3DB1BD723CC7BB883E5F3E4B3DF0BD9D3EEFBD81BE883EC53E16BE3F3D75BE4DBD14BD223D3C3D75BEAE3E4CBD683E653DD63EDDBC6A3C523E8DBE3E3E893E88BE4C3C51BE9D3D74BEA23B183D8A3D97BDAF3C2EBD843E333D4DB804BB28BE6E3D313E9D3D99BA773DA73E24BD1A3E0ABE07BC94BD0E3E513EA2BE883A123E2F3E23BE9ABC763E343EC8BD633DCDBED73D9D3DF9BB9ABDADBDCF3D913EF5BC3FBE1DBEC1BDA5BEC1BD91BEC93D82BCCC3D5D3EAF3D1C3E9A3E113EC23E64BE0ABB13BEE73C13BC32BE9ABDC3BE313E0DBE8ABE44BE3B3EA0BE733C86BD6DBD363E4FBDCF3D8EBE11BE353E40BEF1BD38BDEABE47BC1EBE84BD783DD33D54BDB9BD68BDB8BCFABC703E5DBDEBBDAD3E20BE823EADBD9E3D393DCCBC253E483E96BD85BEC7BD023EDA3C15BE193E433D14BE103CD7BC4A3E43BCFBBCB53E943DBABD8BBD02BE30BEF83D97BDABBD85BC583E39BED2BEE2BC68BD653E1A3E08BD5D3EB93EB4BD20BEEFBDF83D33BE093E37BE9E3D0C3E13BE7F3EB2BE243E57BEC9BD99BCA93D81BE073E3F3EF1BC003E343E6A3E20BD753EB1BDA2BCCB3DA7BD333E493EA33C1DBE23BE97BEAA3DDDBDF4BD1DBCBD3DEB3D2EBEC0BB76BE4E3E91BC52BEA43EF0BDBEBDD63D173E4E3ED4BD7D3D7DBE48BE9A3E083E653EB9BE353E9CBE28BDDDBD403E0A3E6FBEAB3DA4BBCEBE26BE6FBE44BE33BDA4BD7A3E863C963DCFBC303EE3BC8BBB47BE07BC9D3E623EF6BB3A3E94BD873B103E62BE0D3E95BD2CBD20BD15BE0BBE80BE563DF3BE09BE5B3EFF3D49BD97BD893D033E4C3E9A3EB4BE4B3D343DC0BDEABC11BE563C313D77BE63BEB1BE4ABDEF3D533E303E27BE21BE11BE343E00BFDD3D06BE8FBE193EA53E413E163DFEBC50BE473E053DBCBE14BE563E0ABB0BBE463DECBDB0BD5B3E1DBEB83CA7BE633CE53D7A3D83BCB13E3ABD8C3DC03DA73E60BE3CBEB03D0CBE1BBE3FBD6C3D44BEE3BD70BEF43CF5BB15BE0A3E323DA53E26BEB73E033E3FBD003EB7BDFDBCF13CE13DBBBCF33D573E36BC37BE35BE54BD0DBCD43C393E3BBEE2BC703DA7BE883D363B1A3F473D9A384FBC08BEC83D9B3E69BE593D8DBD01BF0C3E833E40BD873D3FBE98BDBBBE17BE823E8BBDA7BE72BE3DBEB2BD86BED43D663E62BD4ABD37BE27BCD8BD53BD4EBE11BD20BE403EEEBC103E9D3CFA3DC83D093EF6BD803E473E2EBE3E3E74BE333E713C8FBCF63DA2BDA63E43BE30BE853EEE3DD2BD933E3E3D923EE4BD11BDAB3B44BD1D3CB63C323DDABD943D15BEDD3D303E56BD163D7E3EDD3D053E46BE463E723E80BD4FBE6DBD9C3D9ABE393DBBBD0C3D8A3C9D3DE03D6A3D433EF63D55BE0DBE9DBE2CBEF03DC4BD24BE65BDD4BD823EE83DB0BE96BEF73D58BC203E8CBC823E44BDEB3D68BEA93E2EBD4C3D7DBDB03D713E1B3E6FBE8C3DC5BC17BE0FBEE3BBA13D7F3EF03BA13D433D34BED33DBDBEE3BD9DBD9BBDC03E82BD693E7E3E7A3E923E6DBD73BD19BDAABC053E42BEAB3D07BEEF3D333EDE3D9E3DB7BD4CBEBD3CCBBD31BDBDBB66BD233E583DC73D2DBEAFBD303DE93DD83D50BE1D3E4CBE89BE64BE0C3E9ABE2E3D333DF1BC00BFBE3CB5BC8DBE873D703EC9BB8CBC103E813EF83CF5BCB23D933ED63C9DBEC5BE0C3EB1BD",
      torch_tensor_8_4_torch.bfloat16_1: "0x020000000A3D293D36BE80BD213E7A3C3EBDC9BD25BE69BEBDBDF53D7E3DDBBEE83DB13DF9BD4DBED83D75BE11BED83E663EA2BD6CBEA33DE1BBE03D883C1A3EBCBDC7BC",
      torch_tensor_32_32_torch.bfloat16_6: "0x0200000097BD4F3E213B7F3D40BE163E703E203E04BE403E08BDF53D5B3D8ABD983EE9BC943C34BD523EA23D9EBDCF3DA43DB43E94BDA93D57BC263EE73D263E39BEAE3EFBBB3EBD613EB1BED7BCD93D69BDFA3E0BBE3ABE90BDD9BDA1BE97BD1B3DCABD83BCE93CE1BD8A3DB3BE9CBD1EBE77BE2CBE71BDC93D453E4A3E6FBD2B3EA6BE5EBDEA3C0C3E59BB173D77BDA8BD3BBE8DBEF8BDB2BC14BECCBD57BC3CBCB1BE063ECE3DC63D0CBE333EC43C233D97BC9ABD773D6E3E9DBE1E3D8CBE993E883E093EB13D603EA0BD11BED03D213E94BD00BEC5BD54BE983E363D243EB6BE4ABD613E8BBD88BDA63EEABDAB3EC8BC1C3E19BD15BE293E67BE3ABE53BE44BE5F3D06BE1B3D763E363EFCBDDCBD4DBE8F3E213CCABC9D3B68BE05BCB9BE1F3DCF3E933D19BED5BD93BED33D7B3EB43DD7B8B3BDA7BE7C3E74BD4FBD90BE173EE3BD13BE813E55BD7EBC04BE343ECABDF33C663E74BE9E3E17BD7BBE37BD63BE9C3EF7BD0BBE9F3EC03CB93DC43B813C7A3EFEBD2C3E633E423E37BED9BDAF3D313E24BEDBBC9ABD28BE09BD813EB3BE65BD323EB23D35BE3BBE013DEF3D09BDAFBC043EEEBD50BDCABDF43D55BE6A3C20BE1A3E28BE853EDF3D813E20BE123D5D3EF1BD4A3E8A3E39BD183E64BE2C3D74BD20BD5CBE1BBE723E183EB13D43BB013C083D40BD96BD87BD513EC5BD8B3EA9BE6DBE0CBEE0BC14BE36BE703E153E5ABB6CBD9F3E0D3EC73D3B3EB0BBCCBEA1BD4E3EB5BE08BD20BE1B3E86BED43D743E4A3E4A3EC3BDD63D33BE5ABDFA3DE53DA03EB0BD983DC3BDD6BC6C3E7FBC2F3D8B3ECC3D67BEE83DF8BC073D5B3E0FBDF63D6CBEE8BD2E3CEBBC15BE233E063E553E353E453E0F3C9EBE32BD0D3ED33D703EB8BDD8BD773DE53D82BCB4BD783D15BE2C3E63BE6B3C703E773E37BD64BD38BC493D373E7ABE3F3E253B6B3EE2BCCC3CB23D55BEE0BD9D3E1DBC473D81BE75BE55BE3DBEAD3D8B3E5A3D22BE923E1B3CD33D503DF03DA0BDD03D46BEACBC9C3DF1BCD5BC2BBD133E5B3DC6BCC4BEF6BDD9BD6A3D02BEE13D8B3EC5BE0EBE263E18BE8C3EFE3C1F3D8FBD3C3E19BE14BDF63C323DAE3E503E6EBD8F3D8E3D343E563D223E573E65BE34BD853E61BE2DBE8A3E983DF9BD3D3E113E883CCEBD1ABECABD7D3EEABD1CBDB7BE473EB0BD1FBE563E3A3DB6BE013D49BE763EA43E84BEFEBD82BE883E17BE0CBE053E81BD57BDB9BE0C3F6F3EDCBC77BE10BE26BE23BE133E79BEF9BDEABEF1BC873D5C3E6ABE03BEA1BD32BC3E3D85BD203E933E1D3EE33C273C5CBEB43E07BEF63E08BEB8BD463EEE3C51BD603D3D3E063F6BBE25BEBCBEAD3D633E93BE8B3B1B3E5C3E9EBD2B3EF9BD013E5E3EF33DA13E313EAE3EEF3D853D143E9C3E0FBD473E8DBEDFBDF43D5BBE93BEAABEA33C663D06BE2B3EBDBDC63C173EE3BD7D3DD3BD2ABE9C3E66BE8A3DAA3D143EE3BD1DBE24BE13BCCDBDCABE603E663E4F3DA23DFD3D21BE07BE683E8D3D83BE963EB5BE05BE423D2F3D3D3E7EBE04BE053E02BE86BD733D52BE203D593DB3BDAD3D5CBE0DBE82BC40BE0A3EE03D403E223E8ABDD4BD133D413E88BEDA3D053D0FBEE43D503E583D873D7A3D52BD87BCEE3DA93D6A3EE43D1F3EB9BD72BDD2BE37BE973DE8BD233F2A3E52BC863EA53E33BE5CBE6DBE4BBE7F3D2F3E4ABEB8BC9EBB3FBE40BEEABDADBC113EA9BE6CBD5D3EC73CDF3E1B3EA03DC2BDD5BCDF3D163E5C3E783D01BE53BCB23E8C3E023E123EEFBD3BBEA9BD033E343EBABEA43D213EA8BC84BD423E25BE19BC6F3E763C193E67BE783EC53DA9BD783C433ED6BD45BE303E003E07BD95BE67BCB03E14BE15BCEA3D743ED0BD13BE813E9F3DBDBE22BE9ABD39BD863EEBBDE63D033E0EBE233DAF3E553D85BE6DBE9ABEB6BD173E813DB43E3DBD3D3E7CBE84BE00BD653EB9BD3C3D083E353D5C3E9DBBC5BDA7BD073E0BBE273E843E5A3E54BE953E843DD73DE13D203D13BDB63E203EA83E603EF7BC693EA5BE15BEF43CF43CEA3D07BD4A3ECA3DBABE47BE72BEE03E1B3E8D3DBF3E3CBDC4BD9CBC563D8FBE0CBDE6BDB4BE3EBDB2BE573D8EBC8ABD1CBD5B3C2EBE5D3E8D3D0A3D47BD27BC74BDE13E233B4FBE153E06BE0DBE74BE4F3D4C3E9ABDCA3C64BEF43D12BE9A3E0CBE1D3B063E3F3EB9BD793D393E9ABDE13C5CBDFB3D20BECB3D4E3E7D3D95BD11BE08BE82BE5BBEA8BE01BE75BED6BB78BE0A3E9ABC143EDABD88BE56BE8D3EDBBE9DBCDE3CD63B5B3E9C3E983D4EBD0ABE2E3D983DA2BD51BE12BE7B3E063E99BD453E4E3E8FBD3BBEC33D6A3E0FBE0FBD65BE823E5B3C4A3E5ABD9C3E373B15BEF93DDEBC193E83BC733CD83CD9BE3C3DF1BC29BEC23E2C3E353ED53D47BD25BD003E8E3CC5BD6F3E81BE393D28BEA73E18BEC43EBF3C3DBEBC3EFBBC043CD93DAFBDDFBD1BBC0DBE773D50BED73C6BBD93BEBDBE89BD823E8D3E3F3D76BD86BD2CBC173DCFBD22BE9BBE853DAA3DA2BE9F3D973C15BEFFBE8F3E4DBE0A3E9C3D893CDBBE9E3D073E29BC8BBD073E34BDE73C40BD043DB63EA7BE9FBEFFBD963EDC3D483E93BE443BBDBEDF3D8A3D153ECC3B6BBEAABD2F3DDE3D3EBC973E783D4B3DA03C4D3E2C3E843D423DB13D82BDA73E4BBD0E3EEA3CCABE203E583EB3BE113DA93EAF3D853EB43DB2BD01BE983B9CBDDA3C9C3EB53D6CBE24BEF5BDA13EB4BCDABDD73A173E5DBE223D41BE563E0D3E3D3C21BE52BE62BE363E113EECBDB8BBEE3E053EA93E14BE29BEF03DA9BE873E113EFC3D6C3EB43EA6BD01BEAA3ED93E6CBE5BBECD3D3BBE8B3D3DBDB63D07BE55BEADBDC7BC21BE38BE30BE9FBD7DBDAEBEA7BD46BC873D103E7E3D4CBED23DA6BE2F3E67BE0ABE50BE853E2E3E71BE8C3D81BD203E",
      torch_tensor_32_32_torch.bfloat16_5: "0x02000000313E503E663E9FBC24BD803E203E5BBE9CBE283EC13D5EBE7CBE40BE8EBE3A3E4ABA09BE9CBB253E9F3D9C3C113E9A3D3CBE4CBE7D3D253ECABEDBBB843E15BE773EA13C303DADBC79BE563E913D9FBE7EBD4C3E06BF68BE513E13BE2B3D7F3E5ABE363E2BBEE9BDBA3E7DBCA63CF5BDEB3D3E3E5F3E69BEE9BD163EBCBED83C8ABD32BEC5BD2DBE733E21BB2CBEF23CFABC06BE8ABC193E5CBCB7BDE13E5ABDC93DCDBD16BE2A3EC0BE83BE89BD553EC0BEF1BD8E3D86BE333E36BE0A3E80BE1FBEB5BE6C3E533E253DBEBECA3EDE3C6DBD16BEB2BDC9BD4BBCB33D5BBD33BD15BEB43D193EA43EFE3B443D97BE093F96BDEEBD96BCD33D38BEF0BD9DBCA5BEFA3C923E7BBCF8BD43BDBB3D59BE6B3DFA3C993CAF3D9CBC42BEA4BD1EBEA3BEDEBD833DD7BE443E183E1E3E553E363DFA3DA13EED3C133C5ABE9ABDF33C2FBDD2BD82BE943E8BBEB8BECBBDF23D48BEA73E19BE67BE9C3DDCBD313E83BD7D3D88BC0C3ED8BE5A3E1BBDB33CBC3D5EBECF3DD83B423E73BD7E3E273E3EBE9F3E6CBEA03CDCBB883E0CBD583CBFBCD23B25BE953DD8BD413EFBBC4EBE323E0D3C54BE8D3C2F3C843E91BD563E33BBE03D973EFDBD06BD8F3D47BED0BD55BD373E963E4B3E24BD4FBD253E82BEE63ED2BEDC3DF1BCADBD1CBEA03E91BC553E2B3E003E2FBC503E16BD9E3C89BE4BBEC03D4D3D3FBECCBD5DBD123E57BE2B3E9E3D3D3EBF3D973D243ECDBD47BE4C3D0FBEAABD62BEF9BD183DD1BDCABE893E33BE0B3E253E9A3D903ED5BD193E26BE993C4FBD7F3C343D8BBD143FB73D09BE3D3D923E803E6CBE98BE86BDA53E08BEE13D05BE203E2DBE6B3ECC3D093E883E0ABE37BEE5BDF6BDBB3EABBD633E39BEC53D163E7A3C553E253E063E5BBE693E31BC123D09BC153EA4BD07BD77BE7B3E73BE3FBD2EBD0CBE9B3D76BD813D3E3D9B3E24BD92BEDE3EAE3C5FBE66BE8B3D0BBDCBBBD5BE8B3E3D3D143CA33E0FBD0C3EBB3C123E84BE523E8C3B303EAFBDC5BDB3BECE3DE9BDCE3D07BEF6BD66BC2ABD1BBEAF3E553CB33D843E96BD483D35BE3FBE923E1EBEC03E9B3E88BD533E8A3EA83D23BE443EB7BD7EBE583D6F3D793E5FBEF8BD573EC8BD94BEA73E84BCE23DF93CABBEF73DB2BD58BD13BDEBBD59BE86BEB6BD97BEFA3D383E75BEA53ED2BCAE3ECD3D923E9ABE4B3E1A3DA6BDA2BE16BE2CBE02BEE1BD25BD9CBE1ABEC6BD8C3D7EBC463E303D4EBE793EE3BD643E5BBCF9BC5CBDAE3CAF3DC2BE343E38BD1CBE5C3E503C1F3D18BE6F3EF4BCA93D213EBDBDBF3DA4BE4A3EECBD343EF33D79BD073E573E7E3D6F3DE0BDED3EFB3D80BE24BD9ABC833DE2BC5B3D46BD9B3D253DEF3E83BE473E84BDCBBEB5BD50BC5A3EAEBD0CBEA43D4DBEA0BDBCBC18BEBD3E08BC89BD943DCB3DB5BD743D2BBE133D103E4CBD243EFABC283C11BE66BE683E6CBE783D54BEEC3D48BD713E0C3E84BC633D11BEEABDA33E303EE83DDFBD59BD343EE93DA93C14BEA4BE903EBCBD97BC733D8D3E16BEA7BE2F3D2ABEDB3E18BD2E3EF63DEA3E3D3D6E3E5EBEB93DA43E89BCF53C8B3D8A3D823E11BC6CBD833E8A3CB83D52BEEABD103EB13DDFBD80BEB13D993D95BD7EBD8D3EDB3D0A3EE33B9CBE183ECF3DA33D04BD28BDA43EA23DC43D33BE7E3EADBEB53E0ABEF3BE2CBE563EBBBB563E8C3E9CBE01BDB2BD5FBEA23D373E8B3D9D3D85BDDF3D5EBE3A3E553E5B3E10BEE7BD23BE81BDB5BE8E3D16BE41BEB6BD373D25BE8E3B943EB33D823D183D87BDE63DF0BDE63D9D3E3F3CE23D99BE7E3E4D3EE4BCB1BE513DBF3D6B3CB1BD243EDBBD813E8F3D0F3E173ED23EA2BBEFBD713E353EBABE453EC2BD82BD653D273E3DBE553E34BEB73EEE3D7FBE84BE44BE0E3D573E79BD683E963E1BBE54BDFF3D81BEE2BCD53C973D66BE8D3D00BD5A3E563E8EBE7DBDB23C163E973D983E133E083E16BC99BDADBD943E2D3ED1BD84BE1B3E123EFA3B68BDBA3D21BE5EBE8FBC833DAABCB73D4F3E1D3ECA3CA53DF5BDDBBD8FBC603ED6BD223E7ABE0CBD0BBEDD3C063E25BD0FBDEB3D2DBE59BE643E0A3DE73ED03EA3BE033E3A3ED03DCE3DD1BCE43C3B3E9EBE07BE49BEF4BB27BE65BE20BECCBC283E8DBD0F3BAC3E73BE563E193E3B3EA23E3A3EC73D613C1EBE47BE4DBE9EBD033E1D3EF8BCE63D2CBE893D36BBEBBD763EDE3D663E65BDBA3C993ED7BB76BC56BD803ECC3E73BEB3BEAF3D5BBD3CBD493EA53DE5BDF4BD433E21BE6C3D83BE46BE14BEAEBDB13E07BE09BE333E833981BE733EF9BCA63C0DBEE93EB03D963E893D0C3D3D3E62BE01BECABEFC3D9B3D333E1FBDB9BE273E8B3DA33DB13DC1BD983C76BC8C3D583EC43DF2BD383E113E7CBE94BCAB3E523EAFBD7D3EC5BD19BE013E7DBE8ABE8EBD29BD823C1B3D60BD85BD3ABEE03CDF3D85BE713D393ECCBD46BD253DB3BE6EBDBD3D09BC103E0E3E8ABEC03CADBD5C3DEEBC723C0FBD3DBC34BD5ABDA7BD64BD6BBDA6BE86BEEE3BF63B4CBEAABD053EEBBC0A3E98BE68BD72BE35BD30BE013D9C3D65BE9ABD403EB6BC813D163E693E6CBEC83E83BE6DBDE33CF1BE2A3E7C3E0CBE8DBB9D3EBCBD06BEAF3D0EBD36BE44BE393CC6BDA73D87BD2D3E81BE6F3DC73E29BD96BD203EA8BD153DC5BD23BED53D61BD3ABEACBD69BE7EBDB5BD993D5CBB2ABED03D50BC93BEC0BC2BBCE1BC8FBD683EA63DFB3D83BD393DFD3B17BE703C763B63BBE3BD8ABDAA3C55BD403EECBD483E083DF4BA10BE013D533EB03D193EB03E223E2DBE22BD0CBE023E46BD163CBC3EB33D543D143EBB3DD6BD6BBC023E1B3D0F3DB9BCB83E77BE8E3EAA3E793B8CBEA83EE03D0BBD3FBE99BD69BE0D3E86BDF5BA39BC12BDB6BD6F3E36BD9DBD60BDFE3DC6BD9A3E",
      torch_tensor_32_32_torch.bfloat16_4: "0x02000000223C1DBCBA3D073EA639173DFB3D9CBD153D313C64BDD53B3C3D08BE90BC72BBBA3C13BD0E3DD7BB3CBC883D38BCBA3BB33D853D93BD9FBCD63D55BD803DABBC94BC84BDA5BCE4BDB0BCD13C8B3C403D17BD92BDD13DBFBDC2BC34BD503DC9BDBF3C803BC63D63BDEA3C04BD043D5B3D08BC02BE6CBDC63C663D18BD54BD9F3D8ABCBD3C12BC4BBD93BCC33D4DBDE93DCD3D5EBC97BD0E3C9FBD56BD5FBD1FBDC63C3E3CA03D83BC3FBC61BC613C8F3C3BBDC6BD3CBD543B143CA83C50BD64BB2EBCC53D8ABD84BD0B3D753DF2BC743D0ABD2BBCC1BD5A3D49BD973DBFB9D7BDDEBB583D2D3DA5BCF33CEE3C403D41BDBA3C2D3D09BEB73CD13C7C3D353A853DC23DB53B153DB73C2ABD11BB6DBCAEBD6DBDF4BD62BC06BD543B6CBDDA3D1C3DF43DF83B583DBA3CFCBC7B3DF3BDAE3C233DCC3CE43C413DD4BD2DBD223DF33D683D183D293E423DF9BD98BD293D2FBE1BBE063D7CBDB4BCB2BC4D3D0CBD0A3D48BC5D3D0B3D02BD47BC20BD9ABC91BD97BCD53B803C173DA0BA363BAB3B873D3F3D0F3D373D83BCD9BCDBBC8ABD88BD493D91BD1FBDC43D32BDFEBD76BD93BDB3BC413D42BD76BC433D91396ABDF03D16BDAF3C07BEEFBD453D073C87BD893D353D61BDA23B763CC43D933D56BCC8BCFC3BD9BD20BD49BDE13CAABD153E7DBB783C10BDBB3D2B3D28BD9E3C7FBD73BC233C943DE53C1EBD6E3D39BD40BDF1BCC93C6DBD8C3DA2BC9F3DD1BD75BB453D90BDC2BCD03D393EA73B713C8EBD7B3D37BC4CBC07BD4BBDDF3DBB3D1DBE1D3D64BC20BBAD3CA4BDAEBDF93DA6BD9CBC7CBD6C3C1D3DFA3CA53D6F3D863D8F3BCDBCE23C0EBE83BD72BD043C843D97BB93BD79BCE8BD84BD63BD24BB56BC93BD963D64BDC43D073EC93CD5BDE7BD2A3D223D463DFDBCBF3C7BBDDA3C90BD173CDBBC64BC8BBB913D593D7C3DD53CFC3CBBBB0BBD17BD73BDC7BD46BC993D743DC63C343D61BC043D2EBC0D3DDBBD02BDCB3C143D003D573B0E3DAFBD403BECBD44BD43BDAABD753DE83C77BDF83A6B3CF23CD5BD2B3DC4BD013EAEBDF2BD20BD19BEB6BB23BDF1BD82BC96BD823DB13D31BD13BE913D2B3DB93DB33B8CBC4F3C20BD013DB8BD5F3A6ABA213D8ABD24BD633D18BDA8BDECBB93BCE3BD6BBC89BA2B3DBA3D86BC9E3D8BBC98BD77BC043DAB3C283DCABD593D9E3B46BD07BDDB3CA7BC71BA81BC02BE6F3D523D6F3DAF3D64BDD9BB8B3DA93CC0BD923C1C3E593C7CBD583D74BC38BD533D81BCA13D09BDB23C4ABCC8BDF93D4B3D6DBD2E3DCBBD43BD62BD773D613D76BDBEBCC63B963D5B3A39BD483D38BD293B73BCD83B2D3D363D583D3CBDC23DF5BBC13C82BD43BD92BD543D7CBD94BCB03D783D4C3AB73DF1BCB53D21BD06BE6F3D8F3CA13D05BC7B3D0BBD49BDFBBC1ABC0EBD493D343DAB3DD13C173D9BBD4F3DC9BC77BD803D2ABDCEBD5C3D24BC363DD6BDAF3CF1BB50BDD8BC25BDB6BCFDBC6CBDDB3C72BBB73C42BBDC3C053E7FBDBEBD4B3C7BBC5FBDFFBC293D36BD91BD11BEB63D8D3D953B31BDEFBDCBBD833B43BD4B3DB5BCACBCBABC663D4E3DAE3C0B3A593BC03DC6BD873CAB3CF4BDDFBB22BC02BEA7BD9BBDBF3D4E3D593D883C52BCFC3C98BD423BCBBB2F3DD93CAC3BDF3D31BD633D963D463DB83DE83D893DF43D553D8BBD1A3D123DC33B643DC73DB23D0DBC15BDA53A3BBD6F3D3FBC863C24BD123D4CBDAF3DB13DA73D043C6FBDEA3C883D9D3DA7BD13BBE0BD243DBEBC873C083D8F3DFFBC4F3D313D463D2B3D3E3D62BD8BBD443DEABD103D8F3C073DEEBA3F3B99BCE8BD75BBC53C64BC78BC3EBD25BCECBD14BD403C45BD4BBD7BBC37BD233DE9BDC8B99A3D253A9F3D1C3E143DC5BD903C973C833DA23DC93C6D3DF1BC943CB5BDE8BC3E3B943CABBD23BC6EBB023D483D23BDA3BDC93DB03D773DA5BD103DD5BC8A3D133CB3BCF23D44BDB23C75BC4ABB923D6F3D8A3D06BD8DBD63BB0B3E9A3C733D093E41BC26BEC3BDC23D923C1ABE03BD5EBD293C6B3D073DA6BD2BBDEF3CC1BB18BDE2BDA73DDCBC933C343DA3BC553C043E0E3DC83C7DBD30BD0E3D913CBFBD87BC0DBD1EBDCF3DA8BD5BBBD73D983D573C27BD0A3DCABDBCBDEC3DEDBD14BEA6BD48BC1E3C26BCAD3DA83DD63D65BDCCBDBCBDB3BD31BC5D3DC23C70BD873BCFBD0BBDF1BCD9BB313D0F3D6E3D1BBD7E3BD3BD923C903DC8BD19BC18BDBABCE9BD14BC8F3D233D853D5CBD9CBC1CBC90BD5BBD373DF13DBABCF7BC143CFB3D98BDF2BD8D3D8BBDE43D6B3DA1BCB9BDBC3CD73D8D3D3A3D8B3C173D79BDDDBAC53DC03DB33DC53D5D3CB93DAE3AB3BC43BB92BC543D4E3DBBBDA13DD23A313DB8BDA6BD8FBBA43B5B3D763C26BC95BDC13C26BE273DDEBD3EBDB0BDC03DBFBDB4BD773DB3BD4B3D313EA13C15BCABBDEB3B693D313D133D2E3D2E3DFABDAFBD763C27BB4FBD96BD853D36BEDABD24BD55BD833D553B98BC8F3D653D91BD04BD0ABED9BB583CF03CCD3C553B3E3D4FBDBCBDAA3BCC3DED3DFC3AD33CD0BC63BD0B3CE1BB323D3D3B60BD423D1D3CEC3C8BBDD53BD33D4F3D413C28BBA3BD99BD893C54BEB1BCC4BD88BD3EBD933CE5BCE4BC37BDDABDE8BC203DCF3C5E3DC83D6B3D683CF3BBB43D1D3D6B3DFC3BA7BB8A3C80BD73BC4BBC673C6ABD86BDB73DB8BDF33D8F3D25BD603D143DD3BCBD3DE3BD873D513D163DD43C68BD7E3D0FBD153D8CBC613D53BDC7BCA83C083E7D3D523C9D3D5ABD18BD043C303DE03CB1BD1CBDCEBB8B3D5ABD733DCFBDD43C9D3DD7BDEBBCA93D06BE213C21BD12BEC6BD233D923C0FBB2A3EB7BD34BB91BC33BD6DBCDA3CA2BC27BDA43B73BDC63D03BDD9BD38BD063D533CC6BC983DCDB94ABCC0BCA43C2A3D143E0C3DA1BD043D",
      torch_tensor_32_torch.bfloat16_3: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
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
      torch_tensor_64_32_torch.bfloat16: "0x02000000AF3F9B3F423F98BE123FA33FB23E85BDB1BF0B3F95BF96BE9C3FD63FA3BD343FEABD083EADBFE6BED93E073FD73F18BEAC3E8D3F083F8BBF5F3E1F40F53EE4BF0A3C6C3F4F3E74BF3EBF1FBE82BFE63EA63F233F0A3F65BFCC3FAEBCA5BACE3F863F9EBE04C0FFBE3DBE86BF643F14BF92BF843F75BFAE3F9F3F4DBF21BFD43E06BF1A408D3FD53EDABF8CBF10BBB33EA83D0DBF3EBF0A3DA9BE113F973E67BE72BFA13F15BF0B3F6EBFB4BD2FBD883F3F3F52BF3CBF52BFC7BE4BBF8ABD443E1DBF53BFAD3FB03FA43E9BBEE83F353F4ABFA9BECB3EB23FE7BE30BF7DBF8E3F2B3FBF3F873F2DBF95BE983F22408C3F06C0AFBFA7BEA63F8CBF2CC054BF87BF8DBFC53F41BF04BFE13F87BF2D3F16C045C012BF403E4DBF8A3FD43ED93F6C3F88BF1CBF393FE73EB23EE4BE1A3F3540233F0EBFDBBDF93C1ABF21BFDA3F6FBE073EEDBEC3BFB53F1E40ED3E0E40953F7ABFBC3F37BE1F3F173F9EBF1ABF1C3F093D62BF81BF4EBFDB3E293FF3BE133F733F743FCF3FF23E9C3FD23BD63EB8BD2EBFB3BE9ABF033F97BDAC3FF53E0CBFA73FAD3FFEBE83BE893FDCBFE93EED3F62BEAABE6EBF6D3F2DC0523F983F983E4EBFACBF9ABF0E3FD13F683F01409E3FF0BD46BF29BF8BBD04C066BE1EBF7ABF203FCCBE07C0B13F8FBE80BF023EDDBE7C3F51BFDFBF093F513FCA3E19BE8F3F323F5C3F36BF893FB03D543F983EAEBF88BE403EADBD11C09FBF8A3F613F8C3ECB3E243FA2BEFEBE3EBFC03F6B3F3D403B3F6C3EE5BE6CBF87BEA63FEE3F98BE21BFA63F0A3F283DC1BE423FC4BFD0BECE3C603EC93FB83E663FAF3F703F5F40ADBE6B3E81BE3F3E383FD7BFE13F5A3F563F97BE8ABF273FEA3F97BF05BE6DBE01BF1EBF81BF213D2D3FDEBFCC3FF2BFDF3F45BF4FBE8CBF973EA8BF003E16BFD93D76BFCD3F9CBF17BF603F893FAF3E2A3F613E14BF33BE163F96BFA93EFC3F863E853F48BFD6BDCEBFA73FACBE913FA8BFA43FBE3F2D3FB43F56BE40BF903E8EBF50BF29BE75BD8E3E39BFE6BDD53F3F3F59BE103F913F67BF06BE5D3E6DBFF53FDD3E73BF37BE353F2C3DA8BF0A3E68BF81BE0DBFF7BD88BE0940BCBFFDBF613F27BEB53FAC3ED4BF5F3E41BF923E433FCD3E0DC0813CCB3F13BF05BF063F99BE8C3FBEBEECBF5ABE873F9BBFFBBEFF3F04405F3F173F8DBFAE3FFA3CB1BE79BFCA3E3A3D8D3F6DBE17BD633FF73EEA3E95BF6BBF3B3FFA3E2EC044BF57BFEB3FD1BED03EAB3F6BBF9F3FAD3F69BE043E18405B3F16BF68BEF73E6B3F1EBF95BE92BED93FB33FFCBF48BF5E3F4EBED83E22BE8B3EE93F2B3FC5BF833F1A40FDBEC5BF113F233DA6BF61BE6D3FAE3F91BE19BF8EBF273F1640413FD03FABBECBBE283F65BF10BE8D3F973EA8BFCB3FF1BE08BE2B3F653FC23E313E1D3F30BFF93E1D3F0F3FC03D863F25BFC1BF26BF62BF36C0E6BE9B3FB33F85BE933F3B3FFC3FC73FB4BF19C035BE0C3FDABFF9BE9DBF373D563ED2BE863F353FE3BFEB3E26BF493F1FBFB5BF39BEB5BE9B3EB1BF8EBF7E3F9ABEE4BE953F6C3FF5BF4C3FD6BF2F3F9FBEF53FCEBF0A3E3EBFD5BF1840633F8E3E6EBF3F3E96BF9BBF10BFF6BF3E3EC1BE3DBF1E4086BF27BDFEBF4ABEC03ED03F6EBF17BF7D3FD33EA7BE833E343D4B3F4D3EBEBFC73E88BF833EC3BF94BED8BD7D3F593FB63E4B3F113FE23E1ABFA13EE73E2D3ECCBFA23E15BFA03E0C40C9BED23FC2BE8E3EC33E13BFF6BEAEBEB13FD93EA4BE313E0340C5BE47BF323FA7BE213E8ABF363F1A3F00BED53FC4BD10C0983E15408B3FF2BF80BF9FBF8D3F8ABF33BF69BF81BF813DFA3F31BFB73E0FBFF13E95BE54BFB93E2E3E9E3F173F073DE2BEF4BE643FC93E0440A7BFAB3F5C3F503DE9BE913FDF3FB43E9E3F9BBF8FBD7CBEF73E253FCCBF26BFC7BFA23F6BBF99BF82BF81BF6D3FD53E643D233F61BEE23A0EC084BEAFBFE13E81BF7E3F863F813F9A3FCCBFA53E893E10BE82BF873FA73F05401ABF7CBCD03FBB3FD4BF123F8CBF9BBDE83EC4BE0F3F613E8DBEFBBF9F3E113F0EBF77BEFABEB0BFE1BE8C3FD4BFD3BF0D3F12BFA4BFCB3E3DBF1C3F933F6BBEAB3FE63EAABE8ABFB93E0ABE8F3E083F7CBFEDBEC03F8C3E603F0ABE733EC03E1BBFC7BF253F913FB03F1340E0BFA23B8ABE32BF403ED3BE8CBF1E3E3B3D223F573F98BF02BFD1BD7E3F6C3D6BBEFA3E7FBFB9BD74BF1CBF02BF953E473E9BBDE4BE12BFB33FAABE533D8CBF733F973D933FBB3E443FFE3F393FF63E4C3F093E06BE7BBFBE3E84BFFEBE2DBEF13F08BD23BF923B86BD1DBF883EC83D143FF93D8E3F013EFF3EF93F883F1ABF9CBF49BEBABED63E34BFD7BE37BD933FC43E973E963EC4BF9C3E123FCB3B5A3FCCBFC1BE07BF073EF1BF0E3F93BF6CBFB83FA03EDDBE0DBFD33F5B3F96BC753F9DBEA1BF54BFD9BE7D3F3BBFE5BE4DBF1DBFD6BE273F9FBE1DBFB23E00C0653F92BFE6BFCC3E623F5BBFA73FF43EFD3E9DBF733B193FF8BF8C3F47BF4EBF9A3EBE3CD33F883B39BF4B3E343FDF3FB43F52BFEEBCAA3DBD3FA6BF8A3B283EC33FC93E74BC8A3F93BF8DBF973F32BF773F363F4CBFBF3E67BF7F3F313FB1BF253E943FBF3DDC3E753E9D3F9A3E83BE8B3F92BFF03F0ABFF43E4DBFDEBFC3BF9D3FF8BCE03EA9BE0B40823F8C3E8BBFAA3DA1BFB5BFE63E273E88BF98BEB63EDE3FB9BE46BD9C3E1140A53D853FB53C58BF69BF373F48BCC5BD363E23BF583F24BE553DB73F633FAFBEED3D993F523F653FB9BF673F723FBBBE77BF843FADBF193F3B3F243F293F5F3E7BBF253F16BED5BFB33D55BEB0BE3D3FD43F973E434056BFC43EDDBEAEBFEABEF63D95BEC3BF17BF1340E23E173F82BF14BFE8BE813F723FB03E653E8ABEBFBE3DBE8DBE8BBEADBF183F1B408DBF76BF36BDAA3FED3F083F413E3BBF3B3FACBBCBBD82BEF2BFB03E803F5E3EFFBF8E3E793FD83E863E823F463F583FF23D253F6D3F273E6E3F83BFB6BF8C3F1CBEDA3F093F223F07C0D03F52BE953E6FBFE3BF5D3FB2BE553D97BF9EBFECBE383F833E29BF8F3ECC3C7B3FA63E44BF1FBFD5BE1ABFA5BF213FBC3F41BE87BE8EBD84BE3E3CECBE303FBABE8ABF973F2839EFBF403D813F4E405ABF753F6CBFD5BE4C3F233ED43F823F153EC7BFE0BF743D4CBECE3DFCBE95BE18BF2DC060BF853DD7BE03BF103E0740623DD4BE3B3EB3BEA23ED53F593F034052BF84BEB1BF853F2FBE143FDD3F3E3C163F383FF13EA73F8C3F10BF5D3E3CBFAB3F913FF43F9F3EE83FEABF1FBEE93DC03F803FBE3F99BFE33D01BF0FBFC83F8FBFDCBF18BDE3BEAA3F2DBEA83F3B3F403F753DBABF2440303F7F3F24BFBF3F753E0A3E8BBE1F3AC3BD5CBF073E84BF4A3E2CBDAB3EDBBF503E6BBFFD3F8A3E733ECA3CCA3FB43F5B3FAE3C353F2BBFB6BE983F08BFD53E94BE473EC43E67BEF13F753E97BF2DBF0BBF95BF40BF833E35BFFA3D373FB93E94BEB2BFFE3F6A3F83BFB23EC53F72BF323F5BBEA7BF00C09C3EE93E0840F33D09C0743ED5BE02BE1CBE673E223F83BFAEBE193F9FBE57BFC93EC0BECA3F103F633F7B3D303C4240B7BE42BFCC3F5E3E7E3FC6BFB43AA7BC5CBF3B3F81BF5D3D8BBFB3BD23BF5C3E2EBD01BF313E5C3E4C3F8EBF6DBF46BE9EBF1ABF2540013E073FF5BEB0BFC5BF0F3F1F3F82BF963F903DC7BEADBF2D3E9A3FA9BF14C054BEA83F35BF4EBEB03FD4BFE73EE93E3BBE2DBF983E0E3E5DBF5E3FFB3EBFBF573F0B40243F1DC003BFF6BF2D3F9FBB8E3F44BFC23E4B3F823D03405D3F76BE123F36BFBE3E6CBF1E3E9B3FC23F15BF6F3F093F5B3CF2BD923E91BE8F3F173F943FE8BE8FBFD83F0040533FB43F5B3F99BFB2BF30BFB83F283FF4BF09BF074004BF89BF163F46BF363F7FBF8B3EB1BD0FBF3AC0B8BF13BE113FB1BFB2BF173FBB3F683FBD3E8E3FB2BF4A3F273FBB3DD33FBF3EAABFA13FAE3F14BF7EBEC63D083DB9BEBC3F533DBFBFA6BED73FEC3FBBBE9F3F0F3FE33FEABF1FBF523F1ABF573FB4BF773FBE3F2140DC3F82BFD4BDB63FD13FA13FA4BF98BEE4BF8F3F803FD93FC1BF3CBF3BBEC43F84BFE23E8F3E9EBE34BE123F473F17BF613FBABF283F0D40BDBFD0BB4B3FCFBF0EBFF23DBDBD733E7BBFEC3F49BE073F9E3F523D2B3F4F3E3B4004C0F43D0940A9BEC93F76BF23C0883D0DBF05BF1D3F11BE8A3FCB3E63BF09BEBABEDD3FBFBE5C3D1F3F383F243FC4BE15BF283E833ED23D74BFCBBF263F103F68BFD0378EBF663FD2BD153EF93F7CBDC63E853F7FBFBDBDD73E77BEE93E453E613EEB3E713F90BE9C3E0CC00EBCDC3F9BBF453F873FBF3F14BE9E3E073F55BF943D323F164001BFDB3E7B3F813FE1BDFDBFB7BF643E0B40923FCC3E763E183FA43FABBF85BF3BBFD03F89BE4ABF263F1FBFD8BED3BE9ABF743F82BECEBDE0BD5ABF87403D3D06BF1C3FDF3EE6BFE7BFC13E18C0A0BF563F403F08BF61BCE13EE8BF4BC0B43FEFBE06BCB53F913FE83FBABE8E3E6BBE96BF75BF9A3F523EBBBFBDBD983D013F1A3F6A3F133F444030BFC2BF4CBF223EFB3F7E3F2BBE7EBF403FD8BFBDBF0A40763F0D3E8EBF09BFA2BFA63F8DBF13BFFE3E553DF83F243F9F3F77BF96BF9EBF1CBEA6BFB03FE1BFD2BE353E10BE1E3FF0BC06C0953ECFBF6B3E043FFC3F863F903FADBE3BBFF8BFD1BF0F3FF1BF43BFC63F0DBFC1BDBDBE8ABFC7BF3ABE1BBFF33E113FD1BD90BFA6BEF0BE8C3F7D3F04BE923EBF3E89BEE33E8BBF85BF113EA3BF8DBF58BF883FDA3FEB3F1EC0D5BF89BF7A3D183F733F903D7B3E0240303F19407B3EF53FEF3D83BFD03EFB3E9CBF273FE8BE97BFDEBD92BDC7BF9ABF753F0E3E1D3E0ABF8C3F553F123F873FF4BF46BE173E8F3E08C09C3F74BFA8BF803F123F92BF90BE2C4095BF6FBF063EA83E38BE98BFE03E283CB33FE13E83BF3D3DFB3EC5BF40BFFE3E3ABE963FA93F31BFEBBE483FEFBE12402CBF7B3FC43F13C015C01FBF2CBFD73EF13E8FBF4A3E92BF823F8D3F6C3FE43FA7BF9A3E483F373E8E3EA9BF44BF9CBF693E763FEDBEEEBE253EB0BF87BF184033BFC23EAE3E66BED5BEC4BF38BF84BE3B3E403FB83EB13F2EBF99BF973FBC3FE83F1C3F353F2FBFCABF04BFD6BF7B3F0E3F763F883F88BF55BF48BF79BD13BFADBFA0BF1DBFBFBF1B3D12BECD3DCABE823F4C3FD23E943FDE3FCE3F88BB0D3D82BF83BE47BF3BBEFABE60BEBC3F2ABF3C3F653FC2BFF8BE3E3F89BE793FC03F3EBE0DC0E5BF453F86BF263F5B3E863F2ABF98BF30BF97BFF5BD043F45BF78BE863EB6BF483F423F50BE62C03ABFC1BC11C0833EAF3F24BF003F7A3EEEBFDDBF113F4B3F09BFDABFC5BE2A3EA5BF903F37BFD8BF0B3F07C0B93E71BF463D3F3F9FBFE43E113E143E44BF34C0833F013F5B3F76BF1B3FC6BE69BFF63F08BE31BF043F80BF9BBE31BFBF3EE23FF93ECF3ED23D68BFBF3FFA3F0C3F77BFC4BE663F1BBF91BE8B3FE93FFCBECEBF08BE2D3E7C3F233DD03E4DBF9FBFD63E443E8F3F3ABF8C3E21BD56BCAF3F193F94BEF73F29BEF3BC0A40823F193C763F233FEE3EE2BF93BED4BF16BFE4BED83EE23E263FAC3E0DC0C93FBF3E693FC53C1DBF0240AFBFA3BE78BF50BF893E32BEB9BF913E833E01403D3E8CBCCF3E31BF553D90BF6B3FADBFA73F9EBF07BE383F1CBFF5BE35BF9D3E863FF2BE913F673F97BF56BF71BED03EB7BF0D3FB3BE8FBD91BFECBE473F08BFB9BAF9BE643EA0BFE3BE1CBF033E6EBE053ED0BEB1BF863F533E1CBF193F98BFFC3E11402B3FB6BEEF3F493F05C0CE3F"
    }
  }
#-}
