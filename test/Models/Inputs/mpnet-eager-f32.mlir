// mpnet-eager-f32: transformers 5.24.0 MPNetModel (attn_implementation=eager, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>) -> tensor<2x8x32xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c8_i64 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c34 = arith.constant 34 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_17 = arith.constant 2.8284271247461903 : f64
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_4_torch.float32> : tensor<32x4xf32>
    %cst_25 = arith.constant 2.7725887222397811 : f64
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_28 = arith.constant 9.9999999999999998E-13 : f64
    %cst_29 = arith.constant dense_resource<torch_tensor_34_32_torch.float32> : tensor<34x32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_31 = arith.constant 3.200000e+01 : f64
    %cst_32 = arith.constant 3.200000e+01 : f32
    %cst_33 = arith.constant 8.000000e+00 : f32
    %cst_34 = arith.constant 1.41421354 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_35 = arith.constant dense<15> : tensor<8x8xi64>
    %0 = tensor.empty() : tensor<2x8xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %157 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %157 : i1
    } -> tensor<2x8xi1>
    %2 = tensor.empty() : tensor<2x8xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x8xi1>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %157 = arith.extui %in : i1 to i32
      linalg.yield %157 : i32
    } -> tensor<2x8xi32>
    %4 = tensor.empty() : tensor<2x8xi64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<2x8xi32>) outs(%4 : tensor<2x8xi64>) {
    ^bb0(%in: i32, %out: i64):
      %157 = arith.extsi %in : i32 to i64
      linalg.yield %157 : i64
    } -> tensor<2x8xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%4 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %7 = tensor.empty() : tensor<2xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<2xi64>) -> tensor<2xi64>
    %9:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%5 : tensor<2x8xi64>) outs(%6, %8 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %157 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %157 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9#0 : tensor<2x8xi64>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i64, %out: i32):
      %157 = arith.trunci %in : i64 to i32
      linalg.yield %157 : i32
    } -> tensor<2x8xi32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %3 : tensor<2x8xi32>, tensor<2x8xi32>) outs(%2 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %in_66: i32, %out: i32):
      %157 = arith.muli %in, %in_66 : i32
      linalg.yield %157 : i32
    } -> tensor<2x8xi32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x8xi32>) outs(%4 : tensor<2x8xi64>) {
    ^bb0(%in: i32, %out: i64):
      %157 = arith.extsi %in : i32 to i64
      linalg.yield %157 : i64
    } -> tensor<2x8xi64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<2x8xi64>) outs(%4 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %157 = arith.addi %in, %c1_i64 : i64
      linalg.yield %157 : i64
    } -> tensor<2x8xi64>
    %14 = tensor.empty() : tensor<2x8x32xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %157 = arith.index_cast %in : i64 to index
      %158 = linalg.index 2 : index
      %159 = arith.cmpi slt, %157, %c64 : index
      cf.assert %159, "index must be smaller than dim size"
      %160 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %160, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_30[%157, %158] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8xi64>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %157 = arith.index_cast %in : i64 to index
      %158 = linalg.index 2 : index
      %159 = arith.cmpi slt, %157, %c34 : index
      cf.assert %159, "index must be smaller than dim size"
      %160 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %160, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_29[%157, %158] : tensor<34x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %16 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %18 = tensor.empty() : tensor<2x8x32xf64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %157 = arith.extf %in : f32 to f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %20 = tensor.empty() : tensor<2x8x1xf64>
    %21 = linalg.fill ins(%cst : f64) outs(%20 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.addf %in, %out : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.divf %in, %cst_31 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %24 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %157 = arith.subf %in, %in_66 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %25 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %24 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %157 = arith.mulf %in, %in_66 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %26 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.addf %in, %out : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.divf %in, %cst_31 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %28 = tensor.empty() : tensor<2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %157 = arith.truncf %in : f64 to f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.addf %in, %out : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.divf %in, %cst_32 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.truncf %cst_28 : f64 to f32
      %158 = arith.addf %in, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<2x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.rsqrt %in : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %32 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.subf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.mulf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %cst_27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.mulf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %cst_26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %157 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %157 : i1
    } -> tensor<2x8xi1>
    %40 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%7 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %157 = linalg.index 0 : index
      %158 = arith.index_cast %157 : index to i64
      linalg.yield %158 : i64
    } -> tensor<2xi64>
    %41 = tensor.empty() : tensor<8xi64>
    %42 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%41 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %157 = linalg.index 0 : index
      %158 = arith.index_cast %157 : index to i64
      linalg.yield %158 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %40 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_36 = tensor.expand_shape %42 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_37 = tensor.expand_shape %42 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %43 = tensor.empty() : tensor<1x1x8x1xi1>
    %44 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x1x8x1xi64>) outs(%43 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %157 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %157 : i1
    } -> tensor<1x1x8x1xi1>
    %45 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %44 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%43 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_66: i1, %out: i1):
      %157 = arith.andi %in, %in_66 : i1
      linalg.yield %157 : i1
    } -> tensor<1x1x8x1xi1>
    %46 = tensor.empty() : tensor<2x1x1x8xi1>
    %47 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_37 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%46 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_66: i64, %out: i1):
      %157 = arith.cmpi slt, %in, %c0_i64 : i64
      %158 = arith.addi %in, %c2_i64 : i64
      %159 = arith.select %157, %158, %in : i64
      %160 = arith.index_cast %159 : i64 to index
      %161 = arith.cmpi slt, %in_66, %c0_i64 : i64
      %162 = arith.addi %in_66, %c8_i64 : i64
      %163 = arith.select %161, %162, %in_66 : i64
      %164 = arith.index_cast %163 : i64 to index
      %extracted = tensor.extract %39[%160, %164] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %48 = tensor.empty() : tensor<2x1x8x8xi1>
    %49 = linalg.generic {indexing_maps = [#map10, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %47 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%48 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_66: i1, %out: i1):
      %157 = arith.andi %in, %in_66 : i1
      linalg.yield %157 : i1
    } -> tensor<2x1x8x8xi1>
    %50 = tensor.empty() : tensor<2x1x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%50 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_66: f32, %in_67: f32, %out: f32):
      %157 = arith.select %in, %in_66, %in_67 : f32
      linalg.yield %157 : f32
    } -> tensor<2x1x8x8xf32>
    %expanded_38 = tensor.expand_shape %42 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_39 = tensor.expand_shape %42 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %52 = tensor.empty() : tensor<8x8xi64>
    %53 = linalg.generic {indexing_maps = [#map12, #map13, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_39, %expanded_38 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_66: i64, %out: i64):
      %157 = arith.subi %in, %in_66 : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x8xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %157 = arith.sitofp %in : i64 to f32
      %158 = arith.negf %157 : f32
      %159 = arith.fptosi %158 : f32 to i64
      linalg.yield %159 : i64
    } -> tensor<8x8xi64>
    %55 = tensor.empty() : tensor<8x8xi1>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<8x8xi64>) outs(%55 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %157 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %157 : i1
    } -> tensor<8x8xi1>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<8x8xi1>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %157 = arith.extui %in : i1 to i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<8x8xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %157 = arith.muli %in, %c16_i64 : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<8x8xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %157 = math.absi %in : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x8xi64>) outs(%55 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %157 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %157 : i1
    } -> tensor<8x8xi1>
    %61 = tensor.empty() : tensor<8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x8xi64>) outs(%61 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %157 = arith.sitofp %in : i64 to f32
      linalg.yield %157 : f32
    } -> tensor<8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<8x8xf32>) outs(%61 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.divf %in, %cst_33 : f32
      linalg.yield %157 : f32
    } -> tensor<8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<8x8xf32>) outs(%61 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.log %in : f32
      linalg.yield %157 : f32
    } -> tensor<8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<8x8xf32>) outs(%61 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.truncf %cst_25 : f64 to f32
      %158 = arith.divf %in, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<8x8xf32>) outs(%61 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.mulf %in, %cst_33 : f32
      linalg.yield %157 : f32
    } -> tensor<8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<8x8xf32>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %157 = arith.fptosi %in : f32 to i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<8x8xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %157 = arith.addi %in, %c8_i64 : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%68, %cst_35 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_66: i64, %out: i64):
      %157 = arith.minsi %in, %in_66 : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%60, %59, %69 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_66: i64, %in_67: i64, %out: i64):
      %157 = arith.select %in, %in_66, %in_67 : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%58, %70 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%52 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_66: i64, %out: i64):
      %157 = arith.addi %in, %in_66 : i64
      linalg.yield %157 : i64
    } -> tensor<8x8xi64>
    %72 = tensor.empty() : tensor<8x8x4xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<8x8xi64>) outs(%72 : tensor<8x8x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %157 = arith.index_cast %in : i64 to index
      %158 = linalg.index 2 : index
      %159 = arith.cmpi slt, %157, %c32 : index
      cf.assert %159, "index must be smaller than dim size"
      %160 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %160, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_24[%157, %158] : tensor<32x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x4xf32>
    %74 = tensor.empty() : tensor<4x8x8xf32>
    %transposed = linalg.transpose ins(%73 : tensor<8x8x4xf32>) outs(%74 : tensor<4x8x8xf32>) permutation = [2, 0, 1] 
    %75 = tensor.empty() : tensor<2x4x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<4x8x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed = tensor.collapse_shape %38 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %77 = tensor.empty() : tensor<32x32xf32>
    %transposed_40 = linalg.transpose ins(%cst_23 : tensor<32x32xf32>) outs(%77 : tensor<32x32xf32>) permutation = [1, 0] 
    %78 = tensor.empty() : tensor<16x32xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%78 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %80 = linalg.matmul ins(%collapsed, %transposed_40 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %81 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%80, %81 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<16x32xf32>
    %expanded_41 = tensor.expand_shape %82 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<2x8x4x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%cst_21 : tensor<32x32xf32>) outs(%77 : tensor<32x32xf32>) permutation = [1, 0] 
    %83 = linalg.matmul ins(%collapsed, %transposed_43 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %84 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%83, %84 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<16x32xf32>
    %expanded_44 = tensor.expand_shape %85 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_45 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%77 : tensor<32x32xf32>) permutation = [1, 0] 
    %86 = linalg.matmul ins(%collapsed, %transposed_45 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_18 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<16x32xf32>
    %expanded_46 = tensor.expand_shape %88 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<2x8x4x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%expanded_44 : tensor<2x8x4x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_49 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %89 = tensor.empty() : tensor<8x8x8xf32>
    %90 = linalg.fill ins(%cst_0 : f32) outs(%89 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %91 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%90 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_51 = tensor.expand_shape %91 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.truncf %cst_17 : f64 to f32
      %158 = arith.divf %in, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<2x4x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %76 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x4x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %51 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x4x8x8xf32>
    %95 = tensor.empty() : tensor<2x4x8xi64>
    %96 = linalg.fill ins(%c0_i64 : i64) outs(%95 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %97 = tensor.empty() : tensor<2x4x8xf32>
    %98 = linalg.fill ins(%cst_1 : f32) outs(%97 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %99:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<2x4x8x8xf32>) outs(%98, %96 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_66: i64):
      %157 = linalg.index 3 : index
      %158 = arith.index_cast %157 : index to i64
      %159 = arith.maximumf %in, %out : f32
      %160 = arith.cmpf ogt, %in, %out : f32
      %161 = arith.select %160, %158, %out_66 : i64
      linalg.yield %159, %161 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_52 = tensor.expand_shape %99#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map18, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_52 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%75 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.subf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x4x8x8xf32>) outs(%75 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.exp %in : f32
      linalg.yield %157 : f32
    } -> tensor<2x4x8x8xf32>
    %102 = tensor.empty() : tensor<2x4x8x1xf32>
    %103 = linalg.fill ins(%cst_0 : f32) outs(%102 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<2x4x8x8xf32>) outs(%103 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.addf %in, %out : f32
      linalg.yield %157 : f32
    } -> tensor<2x4x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map18, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %104 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%75 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.divf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %106 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%90 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_55 = tensor.expand_shape %106 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %107 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x4x8x8xf32>) outs(%107 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_57 = tensor.collapse_shape %transposed_56 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_58 = linalg.transpose ins(%cst_16 : tensor<32x32xf32>) outs(%77 : tensor<32x32xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %109 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_15 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%108, %109 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<16x32xf32>
    %expanded_59 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %38 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %157 = arith.extf %in : f32 to f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %113 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.addf %in, %out : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.divf %in, %cst_31 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %157 = arith.subf %in, %in_66 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %157 = arith.mulf %in, %in_66 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %117 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.addf %in, %out : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %118 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.divf %in, %cst_31 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %157 = arith.truncf %in : f64 to f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.addf %in, %out : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.divf %in, %cst_32 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.truncf %cst_28 : f64 to f32
      %158 = arith.addf %in, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<2x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.rsqrt %in : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %121 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.subf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.mulf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %cst_14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.mulf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %cst_13 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_60 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %128 = tensor.empty() : tensor<32x64xf32>
    %transposed_61 = linalg.transpose ins(%cst_12 : tensor<64x32xf32>) outs(%128 : tensor<32x64xf32>) permutation = [1, 0] 
    %129 = tensor.empty() : tensor<16x64xf32>
    %130 = linalg.fill ins(%cst_0 : f32) outs(%129 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%130 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_11 : tensor<64xf32>) outs(%129 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%131, %132 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%129 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<16x64xf32>
    %expanded_62 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %134 = tensor.empty() : tensor<2x8x64xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<2x8x64xf32>) outs(%134 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.divf %in, %cst_34 : f32
      %158 = math.erf %157 : f32
      %159 = arith.addf %158, %cst_2 : f32
      %160 = arith.mulf %159, %cst_3 : f32
      %161 = arith.mulf %in, %160 : f32
      linalg.yield %161 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_63 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %136 = tensor.empty() : tensor<64x32xf32>
    %transposed_64 = linalg.transpose ins(%cst_10 : tensor<32x64xf32>) outs(%136 : tensor<64x32xf32>) permutation = [1, 0] 
    %137 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%79 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%137, %138 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%78 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<16x32xf32>
    %expanded_65 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %127 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x32xf32>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %157 = arith.extf %in : f32 to f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %142 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.addf %in, %out : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.divf %in, %cst_31 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %144 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %143 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %157 = arith.subf %in, %in_66 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %144 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%18 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_66: f64, %out: f64):
      %157 = arith.mulf %in, %in_66 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x32xf64>
    %146 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<2x8x32xf64>) outs(%21 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.addf %in, %out : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %147 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf64>) outs(%20 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %157 = arith.divf %in, %cst_31 : f64
      linalg.yield %157 : f64
    } -> tensor<2x8x1xf64>
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf64>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %157 = arith.truncf %in : f64 to f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x8x32xf32>) outs(%30 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.addf %in, %out : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.divf %in, %cst_32 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.truncf %cst_28 : f64 to f32
      %158 = arith.addf %in, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%28 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.rsqrt %in : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %150 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.subf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.mulf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %cst_8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.mulf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %cst_7 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%14 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %157 = arith.addf %in, %in_66 : f32
      linalg.yield %157 : f32
    } -> tensor<2x8x32xf32>
    return %156 : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x040000000C4C1A3DB8DE53BC6550903C321B19BD021B513C01697BBB813669BC583E38BDF0DDD2BC62C707BC75E49AB9A6EA75BC801A7C3C3E08DD3C85AF4DBC145B12BCC8460D3D742E00BD6FD7AB3B709952BBBB59CE382F395D3C8942823CC9D126BC7CC1C0BCD2BD35BC0CC7EABC6EFF073DD853563CBE76B9BA408A8D3C2AA007BCB23711BD77000DBD0603DF3C0469CCBC203B8D3A50F2293DD2B0AB3CFFD99E3CEB22993C67D6BEBBF8A253BB89B328BD4E6EC03C2A02003C2523DF3CBBB3503C24A0C43C94B1353B1A100E3DF3DEAC3CF4F1CE3B00268F3B6534003DF23FA3BCB71DD3BCD65798BCECA854BBA540723CEED8C9BB0A0D8D3CF04621BBD59A1F3AAF3C083CBD6F22BC1011B2BCAFA880BB86A5553CAA05783C5D3326BD48290BBD749C34BD264A5BBCBE30AEBB89A35C3C13DC92BB6FF9F43C2D16BF3B0006B43C790151BB2533263C456B83BBC668A83CDBB5D5BCCA5FED3C4BB014BD38712D3C783CB7BCA088A63B357CC23C41245A3C24F34BBC379D60BCF753FA3CB4B291BC5489DC3B46E81DBBB0328D3B5423793B78FB0D3AB3823ABC57ED9C3CFE1D4A3C47D5883C2224FB3B175F17BC66DE27BDACE9193DE76B013C5B22AD3C1905B13C8A2D5C3C6C8CD3BCF01E4D3C1095C33BFDF62B3DC2BD08BDADAB41BC50669FBB3E0A6EBC1787423CB2A1DC3C1CF662BC6B71BF3CC934C33C13AAB4BC70F2E13BCCA27A3C1F1190BC1D5FBFBB38366C3C222EB03AC20016BD5966E3BB867C20BC9CD6E63BBE19E5BC7044813B3CF649BC8125C13C1880E7BCD3219CBCC6B1D13BA2DACCBCDC146CBC96D2113BB917953C0D95B7BCC1F24E3C7CF0D8BBEC2A593B661FACBCFE67213C774AC53CA8FB09BB388C12BDD30AA2BB15AD10BD4A47D0BCC772ED39EEB9023C09C8DFBCFBFC33BC27B474BC37FA73BB62B4D8BC053511BC6926B6BC36DB82BB30EAC33A99ABCD3C1BABC73AE02B34BD2F70E33BB95E2F3CF4E5AE3C74B6AABBB6229D3B2BE17CBBD33FF23C57E52D3C14323E3D4BB344BCED692FBC794E253C2A25F13BDC4D54BC38D037BDC5BADCBB845A9EBBC9309E3C80729D3C47430CBDC9DA9CBC6014293BD4D6CFBC54AC9DBC1D334B3BF24A5E3A377A97BCE4B6123C375F82BB6EF3C4BC3201AABCAF21EB3CC6E4E4BB1B820ABCE7E6EBBC78D765BD57B5843C4036473D9DF22C3D8C45043C8F3E263CE7D44CBBA7AECB3BEE3CEB3AADFAB83C865892BC85FB05BD1C87AE3BBD3905BC8C3778BC8EB1323C2605F4BB146E7B3CA45A66BB20F861BAB28D22BB47B6693C7784BE3C6BEA713CCE59703C6A55D33C9DB860BB53E0303B48D70CBDB5009F3CF33ADDBC6D1823BCE292883C30FAC33C7C17AA3C44FD943B9C35F3BCF214923CA295303C500C5BBC5467E23BCB42BF3CD656A63C8579B63C66F0053D47378ABC45558DBCB596CABB40FC12BB0F6DB4BC095DB83C82C6C2BBCAC2233C128CC53C72265DBD4BCFCA3A52199FBBA80322BDFEB49F3B04AC813BCB2A363B5987ABBB6F5F02BD4F2A803CDD24403CD5989A3CD795023C2218053D52CF203DC7999ABBDCDEFE3ABE439EBC58E430BCD0D3EF3C7930743C90CC10BDDB90D53CC2E845BB735098BC8552403C9CB150BC70E76ABCC78F89BC2A282D3C8DFD283C8E58BC3C8AB8DBBC1D32123D5999D23C5939BC3C14090EBDDC33D43B4E16A3BB68E80B3B20D39FBB962692BA154C043D0A6D623C5687863C1240B0BC42CC2ABDD276E1BC820E92BC7DBC0FBAADC7973B2D9DBE3C73CBC33C8B133D3C6934173D200096BC5291043D698CE3BC0961AE3B34A6913C824F033CA23D33BCDB29CDBC4418823C76A00EBCBB4A28BCF52A4C3D0472A13C1BA85F3B4FA0E7BC5226C2BB3552FABB56D28F3AB3A85DBC9A42953C7B4B993B6746543C4603923C60D1863C72B2773CC2172FBDB445B53C81C76C3C02835A3CEB60A93BDC72D2B9F50DCABC510B06BDAE5EDEB9354FECBC098EFD3B412DB83C079FADBC19F96CBCD95D8D3C00ED1CBB15300BBD84DA00BDB832CF3CEF71253CDB24CDBC0404563C86ECEBBB97EF28BCE040ED3C0EE8F63C4F9F8D3CF3C242BC80E129BCA0CC8BBC6BF4033C35CE37BCB4C4783CB894D3BCE9F6B6BBE5FC6EBC6F49D539459DBABC27618D3CF479973C04A0A63B58D2743C27B8F63B1780AD3C419A78BCFD5DC13C4F5B683C6F6BABBBFD9F4EBB556C973CC226F53B00A580BB2659D73C322B163D995F81BC7E73AFBCC758F8BC94515CBC93AA943CA96E9FBC2E9E7EBA0972CBBB3309513CE70FF03B504F79BC5D4ADABC6AEC22BDCD5919BD732C6B3C0B6F6EBD375BB23C454209BDA0B512BC695DEC3A61014FBC69040CBC9297B4BBA6E6D3BB20C2FEBC504C443AFCA8DDBC507CA2BBDA32903CE960563C805907BCF7E2F3BC342D4E3CA54B383CB41B3FBBDDE5903C23F0FC3BDEB1373C6D2AC43A742060BC2ED9AFBBA62364BCC3B6FE3BC65A7CBB4283B5BB17C73ABBA12E27BC0F8ADD39671F4C3C7206743B10CD323C2B2590BC792AEBBBBD767ABA2EA999BC3B0A58BB4AEA403CCAD1F7BCCBEDEDBBE5EA8FBC806FD23CE01AEFBB0A50763C0F934FBC469881BC6D353F3BBC2F003D93092F3C02AF183CF7FE093A203A70BCBC2A033DD63E16BD473EB139D60A86BCA026F43CED698EBCFBC043BC251788BC9B41ABBC0AEE1FBC6A35373BD2862B3CD2A2313C3755E5BCAFB00FBC787FAC3C342D233C46C395BCDC972E3D462D20BD7E4D523C430F82BCCE4221B9B03779BB38F342BCBBADFF3A2DEBBCBC670BCBBC2B39D53B56718BBB4513753C3E24753DB8E2B1BCDF4989BBFED08ABC66C57ABC762C1EBD2A8AD43CDD567A3CC69F5A3A2FA7CF3C32F4C3BB4B35E4BC2104433C4907FCBCE82B18BC36511E3D50A4793CAB39883B1C5CFCBBDD0158BC8B0B7D3B5BC858BD6BEED13C348998BCE41D643A0EF5F73C261ADBBBBC3EA63BBEE0F1BB5639973C0C251D3D7D044DBCF8F6DCBCD216983ABDD9E33C1877FCBB2081283CA5857BBC3279853C092F973CCC69F3BCE9EBB23BB07D21BD9D8B88BC348AE0BC2BBCB93C392B773B6D52CBBB6BE9B73C4C87613CEA9A083C8AED91398687C63C76B3863CB7FDE1B969B657BC1E94AA3B99CC9D3ACEB3E03B623430BC2FFEBD3C96F495BC6017473CCD91A33CCE1941BC35E63B3D17DF2C3C2162063D952280BC8DBF04BD7DAD28BC3590D8BAD9959BBCD9B04B3D24C23F3C3E09BCBCBEA02C3B87DF29BB39781CBC8FF1BA3BD2F12C3C6FCDB7BA8B343EBD278FD53CCC067DBCBBA364BC3E61F23B273E8FBAE500963CEE4D21BC14F84A3B1B63B8BB0FAD2E3C8005DCBB0F9EE5BC4B0E703C51918BBB8060E1BB4D0DAABC5D497DBC4E36563C694CA7BC4A7605BC8AB9B6BCEA76063BE65BC5BCE9F3B8BC1B54CABBDDC8C93CAF941E3CC98066BC18CE16BB1ED421BC101FABBB35B553BC8BFC07BCB4D245BB6F8C013C402F22BD4B1211BCC08CDCBCBD28923C6EB4E33C000E9F3BC027A03A0DFF0ABCF580C43CE591C73AE07B653C822298BC802CC03BB515783B93F74DBCBCC83EBC8BF7F3BBD0434E3BD2C4093D11BB043D2780B33CC4C8933C1C63CB3C4F5658BD856FDA3C8D05CA3BC40C4DBC09128DBCE1268ABB7DC66E3CA5C2843BC921B5BCCF5CE8BB56BF193C9BB381BB8F6433BC1F1C0B3C970115BC2EC0F0BC0EE6CA3C25AE4FBCBB580FBD933647BB9435A03C987CB1BA55EFC6BCF3FD6ABBA4814C3C194903BD90C4B83C2450013C7821A7B9FCD184BCC4EE813B8469A43C6ED89C3BC55777BCC533E03C5EBD5BBC5091B5BC6B49993B54C28BBC74CF11BCB28D65BC4FCC883CB7A8AA3C0753023DF03C8F3CFDB3093B2FBB89BA69E8BABC227B4C3C22BF0D3D0938483DB9C29A3BF43AB63C42DA82BC01CBC5BC471B883CCA726EBC6F53C1BCEF9987BA4F32B8BC7007C73A749C14BC8063D1BC735B2EBDD291703CAF70E0BB1C17C0BC373E35BD8007B53C14F3F1B9A207403C42E13ABC5E403C3C4B3481BBB7EF31BD06F6053D2D9121BD601DA5BB468CC23B7201023DECE3D7BC9637963BB07946BBEE8A14BC02E294BBC43D873CC12655BCC7C5123DF4A814BD40633ABB825088BC944B7D3C8FECB2BC13FE3F3B105B693AF312B4BC408F2DBCF401EA3A3223D8BB49F6283D7A261E3B68209EBBA99F4D3BCA4B60BC5A5D8F3C8DEBABBCB90C253D7F5618BD4CE3193C3349D7BAD90E073BD935AB3C85964F3DC1F9BA3C0DF28ABA8BD40B3C60EFCF3AA1F5B5BC80ADE83B3ED975BCF57CC33C478EBF3C3BFDA6BBA5192BBC334A203DEECAE5BBEA11D23CB9AC003DD31504BDFC0A2C3CF568C3BC0A89C53C1301DCBBE2EFC93BDAC61BBCFF71083BA298EBBCB2E73C3C53BD4DB91CBFA4BCA6416DBCD975C3BC84D58DBCA2C718BDEA7D953C2F5291BB6ADAE2BB26F17F3CB23D05BC104961BC8765E93B12D5F63B7A0F1EBD1CF9A5BC0505E2BCE18AA93C0D1F42BD07B7583B2937E33BF76CE73CABE901BD05FBBF3BDC80F43B3F800A3D800B20BC888406BD92BA8B3CDC4AB9BA62E8FBBBDE4E33BC00FC913C8459B43C1947E23C4215353C3912FCBB17AEB1BA41B9793B8FA4B4BC92E2703C09F3773D020ECCBC92DE123C0DEFA7BC1721ACBC69AA153D7091B8BBDD964E3AB0C3FE3CB475333C135331B8FEBFE93C4DCDABBC38D0AA3A772FE73C52EFEBBAF985FEBCDDB95FBD1184A1BBACB9653CC713263C417D9F3B07B6BA3C4DB79A3C67B51EBBDEC0533C8132BCBCFB47B23CAAD196BB000059BB27F1853CCDD113BC8A67A33C9061EFBB529575BC00A772BB261AC3BB9E5B993B62B0DA3C8F4B903CD78D6EBC37099ABB2EC5A6BCD10516BCD3EEABBB4FDE9B3B1DB69DBCF6D183BC7068023DA22C2BBB0E289DBB269EE63A65D4C0BAD9B3FE3C928110BD7DB8A0BC263E8C3C0930033DD830A9BCF47B893CABAC883D28B20CBD7BC0393C26CAA1BA97A30FBCDB72DFBC46A042BCD23A82BC7D1462BC5AF522BC78BCEA3A469C673CF3B00ABD669ABD3CC032E13C2B25363BC5DBD9BCD73693BC146A18BC4B618DBBB6518ABC449235BB2C197A3C06C6F03A2E20F4BC41F1B03C8F345FBCB270153B121CC9BB18D6D1BBBF9F113B76D625BDA6A4483CBA61183D07266EBC09B1843B671E68BCC657A9BBD3AD3ABC70E68CBC78796BBC8E77D7BCF9CB293B72C63EBCA619A73BCC6ED13C2DAA083D74CD033D0B864ABA152D503C2A963BBDFCA8D23B8A09B83C5B7698BC7B78293C88A395BC93350A3C65C7F73A46309A3B01FEBCBBA174C9BC9429283BEA1F25BC995781BC3DB196BC471D163DEDE3A8BCFC0CD9BB267CE43B7297C73C2D8100BC58BABC3C8684663CB91867BA6199E13C90340EBD22C65BBB86DE5D3C09759C3C0D22873CCB9AC1BB106B893A6DB9C73CDD2504BC57CB55BAD4DBF0BB2B6DE13A98262A3CDDC4973BC63C5A3CA47E04BD89A6923C1CD5883B308048BC81EBAC3C21B03F3DDDF5D0BA50977E3C22235B3C2F02DCBB4DD2183BFFBF8D3C2B11B33C47CED13CDB9B1C3DC1A731BCB3B0773C443D353BCF5CD8BC8BC12ABC01ABD8BC2F8645BBB80C963B51C4183C80C19B3C539FED3CBD803BBDBE70E43A09835F3C8EC9C73BCF0C40BC2CFA733CE2491D3C92FAF5BC0260B03B2ECA2BBB86176F3C8EFA58BC720EE23A0EFD1DBD304DE03CA412A6BC6783933CAAF0823B4EF7563CD31B5C3C0EFABD3C57C3473CBA838BBC052D10BC651CF93C448390BCA5C5BA3CD788B6BC2E43B7BBDEFE3BBCC4598E3C966A91BCDCAF83BC7BA169BA7B0725BD9F2893BBA7D0D7BC0E22593C92F9A93CFB5FD8BC9390C43C75DF0DBCA040D3BCC06A523C1B7F5ABCB0E2163DE034A33CB46193BB6C0FFFBA3D8911BD7B582EBC9E6B6F3C671F703C3BF3E8BC2FC29CBC625AC6BB726638BC0E88603ABE94C0BA27E0C8BC04D5D83C699CBC3BB3413FBA409E05BC4F788E3C9CF0D9BC2ADB5BBC7B0208BC61E647BCDE9667BC2AD8D83CD801F03BB33EFA3CC73AE9BC52F7323BA99B49BC0E91BB3BAE99823C0B0C9F3B9FF9013D17EBB73B30A70EBB47D0B8BC64BFB6BA7C4FC0BBB2ADDC3C93D8A63CBC42FB3C9DAA92BCA07031BDDFD7953B8AE3CFBCEAAF7CBC01B1CE3CF30511BD091F4E3DC15A4FBCFBBC763C5764063BABAA92BCF2B9373C5AE81ABDD9D701BD056BAE3CE6EC32BCB9C2323DC73753BA348EC83C9E17F43BC2DE81BCD5423C3D466DDDBC9FFA103C7015283DA736273C3330773CE78870BC4AA851BA51F5A2BCFBBBB93B3860DC3C96C3873A98507D3CEF36113DDB8EEEBCB463F83C7055373CFE3EECBAC3BBEC3B49EDC8BB6007CE3C6C86D83CE0C8CD3CAF6504BC7F2E803C776DCC3C067C3F3D127EB53C8B3FC63CD3F5643CBD133BBDB7B6C4BC33EE4BBCB29068BC20E684BC738040BB659FC6BC6689E73B4C59E03C7C4DAF3C21E11FBDEE72743CDD1FEC3C679A743A2B48573C1E1CA73C8D2D8BBBE58B5C3B1D2718BDED0883BCEB5A1EBD53F5303BD6670E3D6E4B1F3C956643BBAF48213D843421BB94BF01395AC69E3BB5E534BC381DA03C4F1A9F3C921DA93CA73B373BBFD2023C50E8F43C17A199BC0755CABB9C2475BB0F4707BDEEC3163B4211E7BB203945BC7777BE3C4FBEAABC7836323CFDE2A93B62BA91BC8FC62E3A6B430D3C5D193CBCD3FE9D3CB087083C2531B83CB028B43CD43F7C3CEB0409BD2B1BDA3B3899E23C3EB51FBBD368B03B05C7A5BB3800163C32D4D8BC077C4BBCD021173C0F3779BAF4DABFBC1628A9BC09B301BDE179E2BCD9ED22BC60BD95BAEA0F683CB4BD9F3CE73398BCB6EB193CB89660BB5EC9393DDC913E3BEAF4A2BCF45AD6BCD99502BCDE34603C944CB2BB1E67473C54B9D6BBE541C6BB8021043CDFCB093C55E0FFBC8D9189B97972E53C197C9C3A5DC5D33CAB598CBCF0A678BC6B3B1ABD92B299BCBDE6453CD9B033BCC50648BC7BAB39BC46AC5CBCEC29813CD40CA83BCFD028BC7C92BBBC8A5B343D294BC53BAA4ADB3CDD70D73B5D0B6EBC31E7833DBEB74D3CEF26F83A7F7E063DE29736BC12B08BBB67E5D5BC1C7D68BB5052EB3986EAC93C86E6933C9768F2BAEA89E8BB7201463C7315D5BC57219CBC26E8BC3CB5A1DFBB94164F3C1308EC3CE4DE453D029D17BCB0E6AB3C4A04253CE7F8513CC09DCB3C070F643C571229BD9BD0DCBA19B60A3CD05FB63CABE829BD378CA2BCDC4792BCBCAE3C3CD90E4A3B019F033DB914FCBAEFB6633BA08B913C734B62BC3692883CC29726BC53008DBCE4F3C03C9B13F7BCA446A0BCCEAF823C0245633B404E943C77F9463C5559B6BC9348753C201378BB873CBCBB138AB63C79AEBFBC53EAAC3CF3F491BC6551583C52D5C4BC94CCCD3B7C710EBC92E6ADBC8615FBBCA28A883B198C4EBBDE41F2BB6DCFC1BC70A4FEBBF872EC3CC4118ABC14AF663CDC6BD5BA46019EBCA2A14C3B9D405E3C53E0B73CF39648BCCD0BA13B078BBD3C303E223C6511853C41DC8A3C4907F2BC2E84CB3B2E7C56BCA0EE393C316E183CF3E91DBA301C24BD59D475BB6238C0BC8C2BA33AF4E287BBBC8FCB3CEB0F0E3D13C9BDBB5E8EA23C86C9273CECAF6BBCEE6FC83BB9F708BCFBBF9BBCD7A1673C0F6AE63B133F913B28E41FBBAB484C3A4F8FDDBCB0F4243C1DC2193D77C3F6BC6F65EF3C60A0CA3CC072E3BB3473993C195366BCE083B53CDBBAFDBCDDA88BBC04ED873BA12D3ABBBD8227BBE6765C3C3D2CCB3BEE731FBDF9EE20BC5F8522BBC150713C9EF123BD6783853C6B1B6B3B8DF5C8BB1972D5BCF0DFED3C7C585BBCF99EB9BB9E4E45BDDDAF41BC778CD23CC74EE03A9547483B8507D03C33BD4F3C0D65A83A57619F3CD4DFE23B4C9F83BB3DA60F3CAA88B03C5D4D08BCEBA062BCD76543BCB0608E3CEA1C433C7474CCBCC26D203C61C50EBD602B0FBDF9C421BCFEACAB3CFB71C7BB8AA9F83AB04EE2BB0E12FEBAB05390BCBFEB8CBC409371BBB3CBA53CE18703BD0FDE15BDC4C21BBB985B9E3C2A4358BC8FB0223BEDAD0CBC6AB0F43C12C4523B3E67E53C7E01333C87EF383D8B0238BD1C9EE43C2AE8DD3B54663FBD342763BBFDF0E93C1E427D3CD3CA94BCB39AF83C3EDE4D3B38AE533CA31714BB3BE01F3BF82172BC164A993A62CD373C56F6843CEAF1DD3CDB182ABBCBAE9B3C195396BB2939183C5567F1BC14DF95BB02324E3C8739CFBB5D781A3CD629AABB6926FCB750468DBC53186CBCB2B24B3C90E1EF3AF7878D3C387B213CBA578D3B9FEE87BCB1820BBC02A2B03CFC514F3C4AB4E0B71326B23C00EF8E3CBFD2133D6D06413C5B023D3C2936DF3CBC03F63B5A668C3CAB46E1BBAD47923CD86C25BC9E78823C5D9F40BC50F1583DABB504BB17891A3C35FDF03B0E4D84BB902AC8BAB897ABBC1DE8853C49A4B23CE3AE91BCE44F4E3AB068BF3C9CD42EBDF9DED93B09DA26BCECC4D23C9748C1BC9C674DBCC9136C3CF7B732BAD5B9F0BC4268233CD5E434BB9D374DBCCE6303BDBC0E2F3B62C2173DF082053D144C8E3CAB415ABADCF4EF3C6B57173BE66F0FBDE5E22CBC0B1C06BD3919E43B14913C3CC4FDC83C3657923C6C27D0BC92A8A13C47AAC83B10D4943CF2625F3AD3A0CC3C4E93FABCB5EB11BBCD06403CC7FE52BC78F1AF3CC5EC4DBCE0C1B0BB34C62ABBEBD8B83C4A4847BC8F749DBB7B0F6D3CB7EF8DBBBB75153D84D3D43BDB42ED3CD427EBBAE72C95BCF91604BD7C6A78BCD36A413C18404ABB5C31313CBE29B3BCEA760DBCEF90FEBB5D17A1BCA20AC2BC8DD70B3DC93A1C3CA2CFADBCD8C5393C4423DDBB2E56AA3B66AF85BC057372B9D7DF713C39386B3B6E8DAD3C92B4D0BA80C99DBC333FF23B3BF01D3D46AFC1BCC405D23C013DD0B8830A863CE4CCACB77F508E3B174B06BD7DE643BCA2031F3C543B0FBC893A0EBDEA9C69BCE219DEBC574C65BCD5A5B73CEE92D23C12C7C13C371E19BDD594843BEC6AF53C9558F83B366E8A3C9C9A0F3DD7024CBC9696943A622127BDC88690BC8B13203B45CE75BD4ABF27BC275D02BDFC9A3CBCE90D48BC9408AFBB4D1AAFBC42D28ABC41883E3C99B482BBFEFE10BCA736F4BC8462A9BC5489E6BC65C1C63CA4610EBD2C0F1D3CABD366BD650BB3B881BFAABCB1098FBC8040F7BCE05392BB2A2A283BFB1C92BC6E2B3F3C64D6963A47B01CB7F3493CBC6923003C5756513DE76955BCEE934EBCB787303C7D11DB3B9C4EE43C453D52BC103D703B81FB3DBA8E40243D38B5EA3C47B8EB3C74C7B33C97A2B5BA5C5E483C5079403C1B20423CEE9A5BBCE39A983AEA5BE2392A56A5BB1185023DA84F193D06DC05BC9E2AB0BCA0C9A839F708BCBCDD6F0E3D3010093DC4FE153BEF9A503C1C0503BBFBC7E0BC14F025BDB0B85EBA4C981C3CB733ABBC39AA953CC6224D3DA22ED5BC457BC83C50B2773C1855C8BC246534BC107C1CBCB21E923C40E40DBCEB7A7D3CFB300D3C06907C3C2EC9C5B9D0CD5E3C89665EBC62E2BA3B5640A8BB5B55A83C563C9D3C96C0063CD875E8BBE987DABC59E0223D1DD4243C56B1803C86EE49BC6A0D32BDFBAD85BC620CEDBB126E9D3C4AF2A7BC5409C33CA9AAEEBBF66985BC60A3DB3C34E2C03C134DC13CC191D93CCE44AD3A5B2DE93C98B82DBB89B97ABD57D23CBC3CE7583C44B6583CBBE9F43CDBAA413DD259E53C6266BEBA87224ABC39E17A3BE635103D2627B83B2193873C3DB7B4BC6532753CA2C1633C3D27533C81444CBC651C73BB0CACA03BA5D7C33BD041D4BC5B35633CB62CA1BCCB1587BC840C0D3CE98ED93C61104D3C6B210ABC864320BC2E25CEBC3E99F23C5516FE3CEE031B3C0E37B43B6460AC3C4E5CE03CBCF8ED3C38D600BCE7C604BDF93498B9A16EE1BC72AEC6BBF233F93C26A7D53C3836E23C6748CAB918F2E2BB4CF08EBADD946A3C2B0E3EBDAA544CBCABCB4EBCB43BB3BCC7ABAFBC4F8B8CBC52B4F03B18FE08B6E324993C21CB253CD8C06DBAE005C6BBA9CA3C3DB2E0E2BC04F1A7BA07CCB4BCDBE9723C91EF9C3C8BFD5DBCFC0BA4BC2FAEDB3C8A80C0BC9D128E3B58C7613CC584D13C8D48193CFCAB363CDAC41BBC97FDB93CE75CA03C0F47CCBCC65BC83C80633BBCCA7571BC98AC133CA70279BDADC4153B56C91A3D443BA1BCDBBB5E3C9D7DC3BB46FEE3BCE94993BB467A653D090B95BC33AF19BC4147C93C27989CBAC4523D3CEF02EFBBC3411C3D2F8AF03B7DCACC3CEB552DBCCB558C3C635D0F3BB1E410BC4A26B93C69C251BC754B553CE56CD3BCAEEDA7BC582AB8BC0934373C111D993CBDF8B63BBDDED6BCBBF64DBC98229D3B8A3523BC7D5E12BD12CCC6BCEE71E2BCF9D157BB3F790B3D325081BC7D0B163DE15762BCD2F7F2BC095743BCFEEF633B201D823CBDB5933BB402433CA2A63C3C40A67DBC427528BBF538BBBB1406263C4E85ECBCD2EC8C3CD423FBBB06107D3C3E6DE33CF27CE23B10B978BC84FD19BBAB88F23C227E89BC1527353C7D5A10BC5560DE3CF854F7BB842B5FBB57FF4F3C6E25D8BBB0A194BC7092E83C125CDA3A27EE4C3B109A15BC4C9252BC567A9ABBFE21413CBA6E963AF70FB3BB599C28BD97553B3C308E213DD29A59BC504E0B3D6965E8BC82C1FA3B8F479FBCAEB1F0BC06B2463C525706BA4276D3BCB97B5B3CAFA9773B44DCABBB95D8D93B6AF63BBC20FCBD3CCEE5DC3BF05BAB3CCC3951BD4ADF703CAF2BCEBC5C29793B3EDF143A33411DBC0C93EE3B42D0DE3BF7E6CD3CB38F86BC522106BDC1BFB3BCDF1602BC9BE6E0BBCCD9013C2A14153C50391D3D002F85BC53C257BB583A1D3CA54A51BD0BF8143DE3856EBC474A17BC916101BA4B9D023BACDFE33CF65F1B3C0ADBE6BAB07FFDBB4595BABB75EDC0BCB5221FBD0666073DE1F5353BB2F239BC85BFA53C74EB403C926786BC59C5C6BC774844BC060851BD57C0F3BB2648C23B921E4FBC2C9159BC6087D13C00CEC63C64E7D8BCD2CC2D3DB5A295BBE9F4833CCBC897BC470A773C4F005D3DC69298BB46F20EBCE7FD993C2EA7B03BA7F641BBB61F0CBC7042823BA1945D3C77AA9D3CCD27A9BC86DBBE3CD2BD92BC6AE4CABCA52560BB00CBD0BC674C883C0C4AFABBF839AB3CCB8DD73BC9D8BD3C8994B33C34CA483B025183BCAF9D0F3AE94A043CD7EC8D3B8AFE463C0FD3A23B53EB25BC97E0DF3C1C33683C4A6FE7BCDB33D73CDEABA93CA914233C00669F3CB9555D3DC47BA43AB79D9CBC3B8802BCCAD935BDD59498B8EFB1C1BCCCA5673CDD9EB5BB5BF9D33A57EC4F3CA028053CCE86943B506F7DBCB374BF3B4EB0B9BB5418F03C2BD2E6BB3856233CFB8187BC20FB9ABB00F0FE3BA748F03BD83FE5BC8BA894BC02D2053DBEED5ABC898C913C86B8503AB2002A3B6A3B6ABC290C993B5B52843CAF3D033D200D023D6E1E4ABCDB0103BB2F07BE3CD3D2223C04DA9DBC58225A3C66E2273D7779AC3C6177E33CA08AD43C55C28F3B1ED917BD6786103D4AE2723C381DC2BBC0CBA6BB2E7612BD12B5D6BC78AA3A3C3676943C1B3FACBC4FD91BBBFEC6A33BB4FEA33CF443063D6E8ADA3B368BA3BB",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32_1: "0x040000007D02DCBCC1C0433C57800BBC5C795EBC125BC03C4E9EE93C95749E3CEE8EE4BC976BA0BB77F70C3DAA3AFCBC229AE6BBD52261BC47BE13BCBE212ABD20FA47BC443FCDBBE66E2E3D27DBA53B867D2CBB67B0643CD4A692BC4048E5BBD79CE43BD0BF3CBCE28C05BD4615FE3B9912B43C7B49103C2EDA043DCE5A333DA39E1FBC29ACCF3C97659F3B987D273C29B9343CC1BDD83CBCA74E3CD281063BEFC83EBCD81D393BB0CF743C49B4403B4A3EC8BCA6656DBB2042EEBBF90EE53C7635173A337553BCBB8E773C795EE3BCC95A243DECE38F3C26C7CABC30D40B3CDE032CBC0717BA3BEDA9133C35F9E6BB41F8A7BC3E22C6BC3B2BDB3B30A4953C1766F33C53F3B2BC176A403C045E833B649708BD7E9CC53BFC0CB1BCC703283D1C53AD3C6197E63B211445BC00847E3C6B1934BC97898CB95E94D9BAA35B1C3C21B7AD3CAC68E6BA6B47543C3EF96ABB59E7353C3D85023C5BB8DB3A723C90BC52A7CB3A0B9BE1BB1448E7BB131FEFBCCEF1373CE055BCBCC1190B3B5BE3253C4A23FCBC41F6293DBA3590BCF64887BC471F0C3C15C8C33C20A01BBD1CA57DBC06389B3C50EB543CFB1F9D3C7816D8BC9FCD09BDF0996DBD5EA36BBCBE71023CA77DB6BC20CE0F3DE23763BC70C759BC2BBDF9BB5DC7043DA22330BAF04C53BC7960C7BB78ACADBCC9D229BC7534B7BCA19A9DBCAAACACBB17214A3C5AB81A3BA6AB9EBC46EDBC3CD0A129BDB31FD93BC973A43C3E65D4BB5A5D9DBCD8EF543C10D4C3BBFB6C21BC03A36EBC7056EE3AE4BE193BE0672DBCEAC2A2BC2B46EC3CA20C4CBC5E2C0EBD3468C2BCB499863CDC0C86BCA0933B3C9B2867BC6B8F80BB907A9C3CAA2E61BC867D07BDDE525CBC03AC003C6CE7E43C295541BA2DBF99BBDAAA8CBB98C308BC8AECB13A10ACBE3C238C023D1B5880BCD2C604BD3B46FC3B970E583C2247183DEA0FC2BBB01E61BC22E84EBC9FF30FBC443A473B4993ABBC22C826BC174EB43CBBA5B63BCB1D3FBCD582B3BC4B34D2BB928E873B0500E4BB7CF6DC3CDB01763B5CAB923CD85DB63B50F7BC3CF38E6C3B06B8F33CEFEA803BAABA3B3D41207A3BB03D7F3B40509E3CD8AAC5BBDFED0ABD0D3B353C2A630ABB2478E33B578C243A14BF91BAF5FE1BBDE400DF3C402A14BD62E4BDBCBFDA923C4E8AA33C0523463CDF8C183BFE48C83C789CA4BB93A4AEBC0107CC3CD0CB133C44413D3C57E19B3A79A7FDBAF878623D9BF5BEBC2BBC1939B06C433BF9C4AEBB15D721BDEB38AE3C6F12B53C3391143BD841DD3CB9A6C6BCF95FF5BCF5CED6393976A6BC2B1498BC7740C23C5B9C9E3B77ADFBBBF67A9BBC2221BB3CB1DA213BDB1F3BBC9E42BCBC78CFBB3C5A8D0BBCD250AABC570EE5BC558EEBBC6D0D223C538C71BBD8CA463C3D9F183DF8DE943C2AA3C13C08C1983C03F0EA3BF329F1BBD3AEF6BCFDDCCE3C624478BCAF850EBD899BB0BA9745283C813BFABB600C4B3CFDD6D03C754B7BBCB952EEBCAB13FD3C7E333C3CE4C18F3C215EECBB76370F3C914596BCEA1A3D3C7BF3C63C9CB770BC05736A3C555ACC3B8BA3AF3B79D1CB3CC26B17BBD091A03C4773EBBB614536BBF963093CC6CFECBCAAA4D73C6913B5BC02DB183DF2F85A3B444E2C3C30DD03BDC0E4103C8D5C9D3B57CCAC3B554ED33C0FE68DBC545C83BCFDDAF13CA2BF36BDED6DC9BB252DFFBCD900FEBB775412BDA6F7773C773C07BCBFA08F3C717513BCD7F0203B92D6CEBC5275B73C4A8BDCBC3EBAF4B9169501BB65C598BCF2A881BBF8E8F83AA941993C778A063D213FADBB0380F73B90A6793BC14A3BBAE9DD8A3C5394B2BB66D7423D2F8A9B3C895F1EBB10ADB6BC01E115BB6276E73CD41E0F3C7C08073BEAD681BBC13A3DBA6F43ECBB4B65A43C8FA2F7BC6641C7BCD29AA5BC9DE6CB3C0E4178BCACF04F3B2A1D54BCB2F8443C164BA0BC20E781BB2A9381BCB9C32EBC305386BBF77C84BC1DD8D63B92AE603CE7E5D5BC6FDC63BD39E6A8BB438A143C37D3093C943FBD3B02262A3D1CE4133A558FA2BC4A39763CB5FD10BD9CE4BB3C280A99BC0018823B43DBF9BADB57223D680222BC3B34CFBC4C8B6CBCAD312D3BA762563B2B5C883B59E1EEBA65C2083C2FF5373CF6981E3AD25743BCC1ABE6BCDCE64EBC26F591BC0A39C53CDC2C853CE8A822BCA70EB6BB9B85C4BB1DF5A73CFDC775BBA9738E3BEE47BF3A1B8AE2BB53246DBC4600853B5DD4E83B1E69D6BCC019513CF223B8BC4F1A0FBD12CE2B3D4447CC3BB73B90BB12539A3B76D208BD4EF703BD836EEEBB857F363D9BBF2EBDBD6ABABC09FBF4BC1B4508BC70BBBEBB8A5602BCBC32F73823D2A03C529CDB3CE2A92C3B144F3CBC609FC53962A077BB9D57923C2A6E00BC7D70EDBCDF82903C109711BDA05AA3BCE6B0163B43CFEE3C0406BBBCEE77F1BC5C8C263CC6F8DCBC25C08A3C6539CF3B411FEEBB22564F3CA5001D3CB08DBE3CB760B83BED9980BC01A4113C944B86BC77728ABCB21E28BD130EF3BB27EF9B3C79E5B7BC6FDA28BCF61D11BCD9708DBB8157E9BC1D78743CE50F8E3C7DFF9ABCA131ABBC3D10423C2D4C893CA09EE33BA2B4E23C803AA93C0C5604BDC7DA47BB6B7528BC12E822BD602203BC6EFB8B3B5EFA37BBAF2DE1BC6D5682BC0FBE0FBD96521ABD3D473A3C548752BBE9E4DF3BBC5AECBB7FD10EBC90F026BCFC3895BC4A2144BA8AE8BF3B7C0CB4BC6A9CCDBCD55151BC4295653DB671163CDE6E9ABCE68F933CFC68723C715E85BBE799A33CDBFAD13B3B268DBCAFFFBCBC0CACDA3A0926613CC53CAD3BE67536BB0BCE99BCC3AA8ABA4BA1013D9C60D93BA2CBB1BC544C753C2B62133D004A01BC7ACB06BCCE2F5FBB26988EBC0ED1B03A152969BCB6DB2C3D233280BCD4DB04BD0EE13EBC823A843C59A1053C7B2EC2BA60A968BB29B2283CA09D6B3A663C0B3C6A6C57BBE512303BD079D33C11E89FBC850CDCBBE091453CD8CE093D7EC7693C0C6D653A5D3BE23B4A8A7B3C445C0E3C6B2B103D583997BBA692C73BC233963BC4503ABDCA6DC239406DC03CC0D0C63CAAFB493C2C13FABC29AC7CBB262A38BC9E0D30BCA1ED613CC269AC3C1419113C6239D6BC52DEDC3B799AEB3CA4C8A03B89489DBCA9C7213C5729193CB971C73CBDAB8DBB858C83BA14881FBBABDBB53BF43BA73CA6AD1B3C027B773CF6982DBC84EF51BC372B433B6A964CBD3BB1893C9B43DD39080D9FBB4F52C2BBA1A7D3BCCEEBBE3B00A4483C215CB8BC62C9D03BA1AA7ABC37E7F1BC37EC70BC24AC24BB9716B73CA3DB21BC5978EEBCE44ABDBCF73C25BA490F1E3D069BB5BBA67D7B3B908271BCC447ABBCE9AFEEBC7293A3B988F01ABD59B6603C3CCCEF3C9008B33C0903F9BA229A8F3C68F2823C2EBE203C2A573EBD263A023CD5B2D3BC0FEEC1BBB5DF5C3D4DB517BC572590BCFDAFA0BC82251CBB2F3E8ABB039D8ABA625BDDBCE7F4553CBEA2E43B3061CE3C943534BDE95FEFB7A84608BC1301BD3A66D502BC383D343C1800D23C02C3DDBC869944BC8943033DE95E383CA69CE1BC988E203CBDB7BC3C0FAFB5BB4F0EA33B0D4FA3BB7CCFFE3CA889073D96C3223B8CD6DBBC4254213DBD34443C931D563C24C3153D6089F4BB3FED8C3C5F83093D8AAA07BC19C7753BE2BA943B5BAF58BBE1B6AFBC27B5673B62AC7EBCD932CDBC93F63CBD900FA83C47A1293C0939A03C42A6DD3B456BAABA40F4483C92E815BCFC53A73CD7C1C5BB979B74BC0535753B694A363BC0DECC3BE93CE43C6143D2BB3CEDAB3BD52BDFBC7893FFBC4925333D2F48143D22AD3A3B82C8503D52D2563DF4DBF3397D2B4A3D24E49B3B574C00BCCA30C53C0706943C43B78CBC69F891BCA4403ABCE005A4BC4D59223D27990BBC82B902BC522374BCAAFA6ABB6A406D3B79EB163C2112CEBBF9386D3AA704AD3BC1144D3C0090FDBB7CFBEBBCAEEB453C6ABA013D4D7ABA3C8D8212BC53098DBC14A7183BE9D7403CB32E07BDA00A9FBA69BEBD3C0A2B553BB974063CD495363B2244F6BA0C57F4BCCFB153BA520703BD2BA3353DE84DA1BC64E9183D39A6A73CEB008A3C8025203D9B9438BCC0AED13BF8DDC9BC8B82333C8E21583B6A11B0BC16218F3B17B829BC0CAE0ABB943322BD7C22BFBCC9903C3D79E0953C550F3D3C7BA1333C469AE2BBF8A18B3C4B3AAA3C72E11FBC703F8B3CEAC8C23CFBCC643C0984573C579CD0BCF3305A3CFEAAB7BC998FA1BC72E11A3C4BBF47BCC04F2BBD29F1CEBC6D35B7BC2634153CEC06DA3C17BF033D34F7F0BC25EF16BD3797793B44C51E3DE59B3C3C021831382FFCE6BB60A626BB774A15BC627FFABBBCF38E3C771B3A3C2A6645BCEFE506BD817CC33CC6964B3B7E802A3C62C95A3A86105ABBE456483BF371123DAF2BD9BB525980BAB385EC3C74FB963C6691093D1B1554B9F363733C9BD1993A69715C3CE0C9A6BCA7D2143C7E88383C27A4D93AD90C8E3B65B496BC0BD340BC0F3172BCDBEAB5BBC51862387E2159BC60B71ABB45D9BF3ADEBF18BCA16A42BC9E985D3C6F1943BC7C298EBC4485A73C1D0D4D3B90291CBBEC246E3C527866BC41C76ABC007BF53C302E833BC9D92A3AC2A611BD7C4303BDB02B25BBAA384E3CF7A92CBC4A0862BA43C91B3D342B21BC6ED1303C6B5B94BBA63132BD0F0058BD49DB043D198B7E3DC21C26BCBEB889BA9B33833C0FCC75BBA7783D39AD9E19BB893B3537F7977B3AD0665E3C5CEFA83B988C123C1E75743C26FC8B3BC02F88BBD0F160BCEB78F8BBEFCFD23BC90D06BDF1170E3D6D891CBC76830CBC986D7E3B425DA4BC28E31ABCDC8726BCF4BE0B3CCA14BBBB2F8F2D3BA77BA3BCEEE4FABC04842B3CACACF93C67C6473C38155BBC774C253D2A1B593C3B13173B0B65823CEFE5BCBBE2C4DB3A7376BBBCA8778EBC32E241BCD23CDEBCAE381CBCF7C179BBB849BCBAF335D73CF7F7CF3C85DA193C606AD73C1EE27DBBE5535F3C780B0FBBA93C78BB9780BC3CBB22A1BBE606093CB9AFE6BCDB4C963ACAE9C1BBADE705BD9FCB0ABC9DE0183D181EA6BC28D7843BFDF2BDBAB9244CBB679D4C3CE48FCA3BF1271A3CECB0E33A143993BCB2874F3BBC89B7BCD257043DCEFFB23CBC3BED3BA07999BC303AD1BBC9AC4F3C2681EBBB388D9E3C31971DBD41D2E33B3B8B83BCCB61003D043D86BC6CB296BC404C8D3C800D0BBC1476943C39FC283C6AE25FBCE16BA73BA5CD2BBC7D075CBD7D5C13BDF22D063C5D79073DBE9EEF3BEA5109BDFBA9BABBF3FFAE3C79C0DCBC02B0203B266B243DC2DF6B3C32CA77BC977BB33CC742AC3CB46619BD9E4AC939CAFA703A96B608BC8EE7BEBAEFA315BB8199F0BCAE2C97BCF414B23B85790FBBF7396BBB9D66A3BB5E04DDBC1725813BD258663BEE5E23BC2EEC69BC374D613CD71F063B2E43143CF08AEEBCD64F1A3C29B379BDCFA7BCBCAF0C103B45DCA63B6B920EBDBAFE033C0648BEBCBB01B6BCF67219BC0096973A1D5327BCE8150ABDE44B86BACA55BDBCC52A18BBE9AB4BBCE02E3EBCA7ACE93CEB8505BDAC14F93BF617063C895B183B533868BCA73B2FBC690A1A3DCED9C73C46E3653A808FABBC8227D53CE05B1EBC5725C93C38D8373C59D0F73CAF6A5B3C156CA2BCD5A1F03CE6B9E13B4F701FBC991597BC58B35EBCB9B4193D52E227BB34DD24BDDD95C73CB79ACCBC6BF25EBCD4AF233C53BDEBBBB5C850BD26360DBCFA9809BC626FB73C7B7A9E3CE496C8BB184F103D89ED033CF84305BDA535EC3B9E52283C1C6BFC3B16392ABC4AD53CBC47D92EBCE19FD33B2ECAD83CAA221BBB368605BCF362B43C8FC5973BE1C6F7BCE58A57BB141A063C09C895BB782D71BCC10EEA3BF2F1A1BB33C6023DEE3B8D3B99E734BCD2BEB03B527924BD7E11F9BCA741243B340C863CF749A9BC1B0DC53C44AF8CBC4FF8763B95923CBC4222FEBC68B4883CBDBE8EBC9EB7183CFB9482BC244FBB3BE4D518BB8EB154BC1EF8B63C5FB60BBC6B3A25BDFD1E1A3DC22B113C0B6502BD12D9883CC2A09ABCC0DA073DD4CAD6BC6684A93C4563E7BBE462C2B927A299BC923B2C3BCF694ABC0DBF113C0F8926BCD2CDA83C1EDC0A3BCB7084BBF3092D3C5C161A3CC98287BC612CB9BC814083BCFF21893CC25911B89BFB1ABDEC8BE3BBE6A023BCBC4F4D3C223E2C3C62922A3D897B03BC4B852D3DF32B83BA65060DBCFF50033A4FB7B53B0ACAB9BBA49D233CC79EF03B599870BC3EBAC13CAEEFE13C897E26BC54DD083DA71073BC8170AFBB42141CBDCB00813ADE28A0BC4BDAF8BC8E02673CE9B4A9BC0ADC1BBC204EA2BC8D390E3CE7EAF2BBAF71013C8B2E593C1B0D433CC6ED9CBC4444AD3C3311C8BC25D0243D13A67BBCF8DAADBC94B7CCBC34CC133C598A9F3C4F210DBD428C0ABDE8C50DBDB745BEBC07E2A1BC3E72C63BA62F48BC7D95A43CFFCF8EBC5E450DBC4B03D5BB8AD2E13C4A88D73B95F99B3C61819C3A4A0BA73CB75C28BCD5B1373C7F73843C58A7F23C35BA7EBC50F152BBA8B41FBDFD4C393D64BF15BC14052F3C94A19E3C09CDF5BC609346BCCA194FBA6756133D428111BC4B19A0BCBD6F58BC340D2EBCD8DED3BA87FD1ABCEAAB123BD9F86C3C4B8C9BBC967F08BCD40D80BC7DF3193C85B8913C476C193CAF22713BFEC434BCC276AA3A2785153C84411BBC3DFD85BC55C5C4BB74156CBB0BF19E3C4295F0BC666816BC0BC06CBCD027533C72E376BC0688613C8DD742BB0B9B51BCFB20323B276F8ABC79CF7D3C1F5791BC82D3F73B16E28BBBE52EA7BC09E141BCE72314BCC732A13CA716ED3AFA020EBB36E5113D29EFB43CE284C83A3003963C69A6AB3C80CDFD3BF20FBC3C77B96D3C947C0CBC87A705BCC9C376BC04BDB5BB634181BA9CD3633B6906DFBB617EF0BB5D75CDBBC2CBF83CEF6394BA522055BC92A4ACBA211B373CFD0A043D3E6816BD09FEB73CD4B34B3CDD3E3B3CB63C02BDA14BC9BC409A943C290E173B26ED1FBD18683C3D215B463C4C84043CDB7BBD3C6A38A83C1303A0BC34B8CE3A12076F3CCF8F0DBDB76C25BBD78365BCE90B5DBAE4EB513CEA26973C2FCF4ABCB6B384BCA4C2273B574E8339797FC23B8D481EBDDD94AFB81655A9BC965C9EBC92351F3B10751C3CBEA2553CC9F4973C7B5F9C3CF3D4063A8B768A3AF2AB1D3CB92891BB5D81983CAC0A5FBC78EBD9BC4D38903B203E40BA6F6B0CBCF55967BC53A208BBBE3FE83C5B61253C8E33EFBC8A8E653CEBDC96BCEB74633C3C44D53BF78D7F3DB4D7B93B91669CBC52572E3D974FC23B22A41D3DA90163BCB0221FBA3B3997BCDDD1033AF46847BDE1247CBC64CAC43CD52435BCEF855BBCEE54113CDBD441BB3726DABA4285893C9949783CCB298F3C7D951ABCA158AD3AA9FE483B2B3213BCC60D1BBCC58830BCA1A2023C983400BD232EF63CC526C93B357FBB3C9AC783BC5BDD063D6F4AA33C04908B3C7E83843C1C39773AE2BF9DBCDB0C8DBC675295BB39FC5D3CE937DEBCBE52173C87B43EBCDBFC53BDC0D8A23BA019023D41FD703A7D7881BC8F1235BC06F5A2BCA3E41C3C9984CA39090D0EBB49AF3DBDFDD481BB5F8305BC2E637D3CDE62BA3C22861C3D416A2E3D6588A2BB70D2A5BCC6B5903B94A0DB3C393DD5BC7F7A123DBC70D33BAC376B3C5EF99ABCC530A7BA649EB9BCFBE8B1BCDF13873C45286B3B16A72C3CE7D0C2BB3D12263C5873D8BCD73E07BB65DA813C1CDA4CBCFEB1CE3B3FBD213B8091ACBBE91252BCD295183DBDDF2BBC3D41263BE454BF3BCA559B3B5953373CA94E02BD9E31593C505FB3BCF4DF83BCFEAE77BBE6DC453D4F06EFBAE5D74BBC000569BC3FD592BCE65BBCBA5E1075BCFBC0353C326DCC3B8ADF5CBBA05382BB26D2D3BB3C1F08BD14F0CCBCD211C7BC33F8F93C603A0F3BE76CD43CE63722BD40EE81BC955EFCBB6BC0ADBC15FC0F3CB97F423CB0C48E3CB0D84BBCC2D45C3C17A1A83B12FF59BCC986433B6C60083CD49C12BCD7820C3D0D158C3C2D3CAABCA13F77BD7CF726BCC7B83D3D9387FF3C3EBE203D523F233D8BE90B3CD2C4E33BAA33123C65C5B2BC04F0403C53FE3EBC647797BC583C66BC45F8323C77BF3A3A804197BC05DFD23C82AEE139FF1F1A3C06AB25BCADF008BD673F233C948F563CFC0BB1BC4011A53C57740D3CAAF7CEBCBE29ECBC8B27D1BBFB54F937AB54C8BCDE8200BC07CF43BC6CEB6A3CB8B359BB743A2F3B2C7F86BBAD9B0039669020BC2726823CD04E04BBE688323B6A0B443A343E053CFF47973BD90915BDE041ABBCAC0BD3BCED4D1EBB45E4CB3C1DAD093BE751FC3B27FAA1BC9C3BC33C12E9213D59AC0CBD1D3A23BC241D633CEF3AD7BC55A2F23C57ED0ABB6BDFBB3C8B59953C7D52853B19770DBCD5290E3CF50110BCC12E843C0EAEA8BACCA49E3CF9D55C3B66AEF83C37BB6A3A7E4D1BBD132F723C5D5B9EBB4DA7B23C0515243CBDDBBD3C0C65D7BB7364EB3BB8C422BC6C1E9C3C09544FBD897B13BB5770EF3C12971D3C0EC934BC1B176CBC7D62B23CAADFE23B974EDEBC00D4A0BCDB31B9BC6C06053A3CEADBBC918B8BBC06037EBCCB77A4BC89568CBC1216BC3B3BB8CD3BFE868E3CB94102BDC69B403A27D85ABD14D2853C5AC41CBC67FF173CEEF6523C858921BA09F8E23C5C3143BC56FB83BB599DA5BA2AA92DBC5D19B43C37626B3C9489353C561C91BB1859F23BE45686BC936D293CD292D0BCD273D23B178C883C88FD083DF58644BC8E19E0BC6DA61EBCB0DA823B7007E0BCE21B1B3BBD5D6139C67C3CBBDC6F5E3C6D6200BB357844BD46179D3BFC9748BBF029C43C8A53BBBC58945A3B3D17ABBC2EEA4C3C21B81B3D1C1F82BC3B660EBC8045B3BCAB0B1D3DC2707ABCD2D313BD803A0F3C0B67B33BA506BA3C4B0F2ABC11D802BC2F0C963A20EDC9BC139A86BB5240693C85C182B88DB22ABCCC67E83CF727B4BAB104013CDA170FBDA6DA263C0D9C1DBDE1A63C3D679E54BC108CB0BBD8AF873B48DE94BCA57CE93C506E073DEFD806BC9F8CA13C5039BABC893516BCB9259E39BC38A43C4508793C131F34BC1C5458BC1BB1BB3C6018803CCF93FABB870D453959BCBABB8E9EF9BC15DF623B8AEC8EBAD30EF6BC4EA13D3BFEA3ADBC87E356BD4292633BA41B5DBC1F30203D5B5815BCE75CDFBC74069A3B1ED7963CB021BBBC92ABBD3CA6B0D5BB27C883BAD2CEFDBBE20F123D33DC2DBCB369E8BCFDAF16BD106D943C14B587BB338B463CC3EDF13A81BF4F3C84829FBBB4F113BB2468553BEF1E81BD3DEA763CE043243CBB71633C04444B3DE59E59BC5CCF33BC504393BCF424D8BB7BD1203C229233BC5CB2B73C29222F3BBC4AD5BC9B2F32BBE7A175BC7D8299BBBA21003DEDCC98BB5349C73CB7B4A43B0984DB3B2BFD3FBC7D377F3C5C9E8F3C7F74813C17CBBA3C411E753AC9918ABC7E01423C3592B63A10912B3C09B639BBE77A283BEDBA8B3C19201E3DCDDC86BC891DAE3CAAE533BCB09410BCF867F7BBCEF9B7BCD967AD3BA9719EBCA775A6BC0655A6BC3E51B03C1B22FC3B6162BF3CCB4FA93BF9A53B3C7C3FCEBCD93185BCE7E79E3B6005213B216C453C26C01C3C94B787BAF8A9DABB20470F3DF7733FBBE602BCBBF308403CA7E320BBC7458D3B410BF53BF626073C533DBD3CC95BE4BC5D20CB3C3D98D73CB98631BC699A86BC7BBE07BD92E1083DC2B0F23C56962CBCF36336BC023F223C69AAC23C35E8B3BCD2D8543CA9AECD3CBB6E123CD308C1BB436AF7BCB00D4DBC8FA1B7BBCF42F5BC5C0888BB7CA42A3CF7F21A3C09C8B7B8ACC700BC4B03DB3C1C34FDBCFB719CBC8F91653CD14E92BCD3850CBD703335BC347B22BC12A86C3C56A692BC958C92BCD8AECABC6BA598BCCFEB0ABC538EF53CF90270BC00DC623C64E84D3D59BC21BCD946453D466FA43C09A45E3C816BCDBB92F808BCEA01D1BBB75EF0BBB5DDBEBB55F6C83CCFF6113CAD67A33CBB8AE43A731BBF3CB094ABBC611F943CAD3C33BCD9E31BBD8AC8933B71AD003C0AD8833C8FA028BCCFF42E3D64763EBB2FFFD73A39D2CE3BE2AEA33C490C48BCC040E83B70E9B1BC658BBCBCEC74F2BCD56F4C3C54FFB1BC67835DBCD01474BCF2BC1E3C2989053B2D118C3C7004BCBB9257A23C3C95893C01FEF33CD963D83C9B3EAD3C0EE19F3C995EA53C776AC63CCB7F013DB38DEB3C052A76BB2EB09ABA6282983D54F5F03CEF46CFBB9BD8483C21F4E9BC42A1F03B8D2E853C5D4C09BCA69296BB6F08F13AC068F63912EA2A3B35A385BBD3F4B93C10FE713CABEEED3CFA870A3CE8590ABD7DB7F73CB789183C8565D5BB3B7C323C9BC215BD0124FCBAD40BD23C6F1383BC696A963B059A2B3B0E61D83C0BB1263DCD55BB3AA10AB9BC06CED33A553ACCBC23ED87BCCB05D83CD03F8DBC3E288ABBEAF5B8B97B0999BC25407D3C06C9933A9D0979BA9049D63BF836CFBBCEBAD4BAADF9C03BCD760A3D282613BDA490E6BBE6E0AF3C25903E3C4092C9BAA6DE723C0F8F163C66ADDB3C86063DBC2F24EBBC4E1DED3CEB1F9A3B9835A73C2519D73C5BE873BC9E865EBA1B08FEBB8E0115BB942F47BBFB3A393C0AAFA639CEC6F6BC46C050BCD8F5D6BBEBC3953CF8224FBC9EDCB7BC1BA9933C755384B901A13D3CBC8F693B1221C33C138809BD9ECF233C1DCC653C375265BB1465ECBCAD4B0EBD6A2337BCD22A213C24DF8FBB856428BC1B1022BDA02B943A3672AFBBB810DCBBF969BD3C19A1D239CC6178BC596CC9BCA54C253D39040A3CB9BF34BCADA0B03CA701733CC18F793D5CE26FBCD4B24B3B901500BC57C80F3C34AE4FBC1EAD9E3B17650CBD5446C73B1E4787BBE0F787BC6F47CCBBC1E0653C90C799BCA916DF3BDEE6463C437FFA3CDDEB73BCD29E9C3CEC3607BDF0FD0E3DCBAEF9BC425E5B3C794A12BC40B098BCFC26893C89D606BC4502A6BC500784391B8F3DBC8F6D0D3B387643BC05F4B0BC4439E5BB9002C63CFEBA39BDA2DFAF3ABCF0433B70C5363DCA45E3BC273127BDAC2AF83BF5E0C6BCE145E6BC18B7073CEF9C8F3CC7B50B3C1D1297BBD68EA53C1B5FB03C24AEC2BA967BAD3A1DD765BC2D26AC3B617CBB3C62DD2F3CC94386BCB6CCA1BCA6A69ABCDC1D613B2A355B3C92CC13BD3B43FDBB6CCF083DB73E16BC393BD939874192BC516897BCD357ADBB97555A3D99D8D6BC223B553C15C6513B6342753B1B58B6BC30DB083C5B95B2BCBB84D63C6CBAF038078904BD667C36BD521925BB93A8B93BC52AA23C8F96B0BB34ACD13B6ECFE43B0A6ECFB9F048503C1939C83B0426843C4A005C3B74E82C3BCD0DBF3B26CAACBB25D241BC0C8F8EBA42A9273C00196D3A6DCAAEBC2C7BFBBB7DC1A7BCDD844FBC33E2BE3B57F561BCE4FB873B96CF003C2AD6653D6B73EA3CC546CDBC9B88BC3C6244B6BCCE1BACBCC2D6853A281D213CF9CCCF3CD4A4983B0F831F3C3DEDE93CD1EE04BDB7464CBC7ABE8B3B39E0883C0BAC563CBE79DF3C724333BC660618BBC60F723C412F9ABB4079CA3B36468A3B19DEC1BC6BD50C3D5BE2563C4BCDBE3B5C26613C24612F3CB56BDBBC07DB1B3BD4883EBC66ADC9BC84C9903B2728A33B",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_3: "0x04000000667D96BBB4F2003D3401233CABB7B63CA76E8E3988BC903BB7AB953CADE6853C0D2C4738B78097BCE672063DD06B5EBB692CC9BC1787403C822DFD3C85B5083CDB8C9D3B3B6A463C2071A63C5278023DA0129F3CEB0AFB3CD972AEBA2E4989BCCA39133DAE15AB3CD447BC3BFD44D6BC616DBDBB81D3BBBAB95CDABCF0316D3C463D003CC3EBF9BA49958BBCFB31243C99DF473B547621BBA6B6B63B3BEA96BCA200313C53A533BA6B86E63A1893C2BB196199BCF3CA34BC18501C3CCA3465BC9597F1BB855A073DFF5C923C567D08BC2D66C4BA87462D3C89D182BC4DB49EBBB5EE42BCA62B5E3CC112433D606295BBFC583D3DE93AFABBE04D973B98C856BCC106DF3C5CA5473C398236BD375EF2BBE1ADAC3C52A94E3B8EC665BDF8411DBCDFDB82BCB03243BB972A0F3B941D16BD295AB13C5211A4BBF8D45CBC5D05F4BBD8264EBC573E33B8007EFBB98097C9BC80B30CBBED42133D25172ABC81E84CBC207B8BBC5C681F3D0DC1173C09A420BCF926003DB73C1BB9414424BC846BB23C8696D53C22F33E3C4C0C86BCA451E73C9DBAAB3C2B43B13C09638DBCDD7A87BCD1871C3C3BC43CBCB374773C34AF4A3B22EFBABC3D0E79BC5230833C65A051BABB6341BC42976EBC50BFBCBB27BAFCBC77F2F33C27C903BD3B46853BB45ECDBA48848A39E0030BBD788CCBBBF2AAD9BCF72AECB9531604BDC334693C8DE0B63CA45C35BC5E1B813C0269C0BBD6F59DBB6DD3B63B427F2A3D278E78BB9D80B93CD93E083D0D784BBD0554403A80B3F23BD4A5EFBBAF7E7DBB0C1D4E3C7C35D9BCB0C183BBEECE243CDA37903C0E231D3D160394BC80AF12BDF6D904BD6560133D885F00BC40AD8D3A73BC833C8E91C23C5C9A85BCA91E9EBC663779BCB7D2DC3BAEADE53CB78C5BBC0F35503B8183CD3C39F6CBBB9F9182BB4942FE3A3E0FBF3C98F7703BB0DBBD3A90F411BB79BA3EBC9250B33C37B51B3C874BC33CBBEDAF3CDC86BE3BFD4C03BD0B22013D00AB93BC9CD52DBA8CE820BC2935A53C6B3A17BD07216ABC49A39E3C5928BE3CCF74023BB3CDD23C035814BC2E2DB8BBCB6538BBC459A63CF2F5A9BC0636B9BC8DFC44BA1C6690BB6509C5BB8CA4A3BC60D6023C814ABCBA42B38D3B7EEB893BB08AE2BC1C6BBB3C618939B9DDED3C3D3537363C85D1D2BCC50A24BDF3C6B63C53AB3C3D842808BD0F1AD7BB2F4AA13C2B5E1BBD1C55D6BC12D90239E63BBEBC0BB41E3DDB6F743B9742373D54EF54BAC729763C0B59AF3C74F9F7BC9F1E9D3C19F687BC607AACBCCCC2033DB08286BC876F12BC0274AC3C6936CCBCCF41E4BC82A76EBB446D3BBC60338EBC4CCBE8BAE909BF3C9DA61FBD05F5B73BD72131BC7D87EABCCD44BA3C7BD533B98FD9E6BC8A46D73C9CA2613C991A19BC6F36FCBCD5D6C3BC06DEB1BB56B02F3B63DE7CBC0E82D33C5EE1213D1CDFCCBC64181C3D6EEB173C678237BD267F0CBD14FA37BD474080BCE178CD3C665D7C3CBD1EF0BCC3AF0FBAD82B5C3CCCC751BC98FE573C896D833BB8D33CBCA9883EBB0F4981BA891EB43BABE8AE3C0EF8D0BBBD77C9BBBD5B863C87B8C3BCE4CB04BD042DA1BCFED105BCD7720EBC67450B3DD5BAD9BB1D964CBD814BED3AA982CEBA4FFD803B9C8C82BB1DFD5EBC94C5BDBBD9E90D3AE6CCF7BCC552593AE17E103DF823533A0BAF3F3C41C72639C20428BC943E343CE7DF99BCFE97EEBC68CB08BD63C6723C46DC9E3B0A2A05BC26216E3CE66ADCBA196542BC00167D3CBB14E3BCFBC263BC9BD830BC8EBB103D028B21BCD0B67ABBE40A4CBC302F27BCFB01A6BC5CEBEFBC896E94BC2248F2BC982F84BC87F227BCB0C5EDBCD2FD60BB96E98C3B6F60E83BDA9B923B8BFD333CB352E73CC454A7BB1034043DE063AEB91161853A29CDA4BB5ECA31BD261A26BC3EADB2BB20979E3B22E1B13BE9AB313DCD15923C8F603DBBF0884BBD1EDB0B3DE96F1F3CFBBA2C3DB680A0BB0DBC403CE758C3BC097C63BC47F5B43C522353BC328381BC2240B1BB2CF580BCE37FFC3C273FFD3BDB27A5BCB2F0313CDB9974BCCE421C3B1B79473D7D98D6BB5C9A8ABBE2BED6BA9D0D8DBC26DBF6BC99BD0A3B9D2C18BB593C25BC00B193BBA516CC3C6C8460BBA5C4E2BC8164B43B80D55F3CA93CEFBCA9F62EBC8F07253D94D3A43C1B0AEE3C270ABB39E222863C10A5D23C7044B3390F22C2BB14E01CBCEAC3DD3B8B0C40BC8D1E04BCA47EA6BCC4BA16BC99D2373BC7E3CF3C669E7036D232DB3BB520683C53A792BC591E2B3D6087B13B7DC2BE3C1C6943BC455F6ABC0F92F8BC41F6ABBC6CC7513C692C8A3D5CE46BBCC540B7BC5041EDBC669EBFBB49D5013B1B43AA3C2967383C20948C3BD68C18BCC97ADA3CCB6687BC77FC3F3CCDFA063D9B27A73C80FD6EBC5D4C1F3C21805ABC933A63BCC23C49BBBEF4E7BC6BA7033C30B473BB5CB04B3C5DF282BCC723B5BBA5194B3CE2708DBA60FE713C496A8EBCFD4FD7BB9811193C537F163C8A7C4DBC6283A1BB9792023D7C344ABD3C21CC3C81209DBC8622923A24CB03BD54A3D03C9D9C903A06373E3C04CAA6BB8682CB3CEBB9AFBBBD95BBBBB38C71BB823BB33C92FB173C404025BD06F5B3BC78F94BBC4FD9B53CEAAC4CBCE98E843C9D54E7BC22FCA63C207D60BCC24F3FBD0BE90E3D45A1A9BC27D40F3D06F63DBC83A8833C2013A4BC64BEBA3C825B49BCCA35363D660FEE3B304F963C379FB73A0BFD72BCE578823CCA545D3C5B4A93BC0F0780BCE4D3AABCF3C54BBCFDFD863C7724163D0C89F53C86DD6E3CA7BAD43B15BDA0BC21D485BA0D75913CC5F9BBBC3E34783C2569143C0B78BFBB1BBD203CCA7E40BC0FF076BC759E9A3B6C0B223C24C95C3C3EB57CBB75B0323DF74F77BC95321FBC16C5863CAEE8C5BCACC66F3AE967073C07828DBC98E9403D5ED5423BD274B9BC426A15BA0649A03C2868163CD4C07C3C07D9513C944002BD2074D93B8F97503DF46C99BB630DF33CA59DBC3C0BBC723C0B5BC3BB6D2F353B402744BC0B93A53C8B98063CD98A05BDDB750B3C33FA3EBC5726D5BB235675BCA76C923B9C2FCD3AD1238F3B9136113DFC18CDBC1DA985BBF89B9BBD3262C33CD012DD3A9E267EBCD161023D2B1699BC61E263BC08D405BDD01223BDB47C47BC6EAC77BC50E8EA3C06059EBBA9A8743CB6D0093D46AC1FBD41AEC7BB15C2613B130C783B0B0DD2BC2310733C29D4B43CFF9299BCC08CD83A520D8C3C929327BDE7309BBB80C2D1BC77792D3C4B580CBCC4BD5DBCC2F16ABBF76E0A3B89A435BCA0D6403BC1F04F3AFBF751BB0FE75EBCFF0895BBA0F5F4BC2FC4933BF073193C97A41EBB69A3F5BB4765DC3A952E1239399AC7BBD080973C7347CE3C4206363CD3081F3CFB3A5FBB6525253B611A943C21C619BBD046FCBB1CA5E63C6247A8BC440CD93C66B8AFBBC77394BCAA64F1BC6C23D3BC272C0D3D8386883CA006AA3C30DB73BCCBD6A9BB4077A23C8ACDD6BCF8E5A4BBD4C2333CDBD496BC543D903B7C82C0BC629A193CBCE7A43BF896FC3A2A11D3BC3A9412BDED2242BCE69A19BCF0E19B3CC6F0123B304CA13CDB3204BD713582BC2503A73C22D6503CE0DBE1BC6B6AD3BCCB0CABBCE6710EBDE78F973CFD7C14BC803D49BA1A47823CBDE6A7BCA5A23A3C14030EBD75924C3BBBA3B2BC6C2454BB563910BDF540613BBE8EE9BC179D1C3AE945BC3B2E79D63ADE329C3A43B28ABB1C67E5BC181918BC4A45F1BB6302EDBC605DB33A588A03BAD56A323C2289833CB9CD46BB2690C53C76668CBC3814193CB81F483B8E6A6BBCE4868C3C2335993C7E48E23CDBCF983CFB5443BCA1C71A3CAB7D063D991D7C3C98CE8239BEC0923C38D2593CF87EEB3C72B2A6BC4F0A103D56E0993A8F8D5A3BA0E69BBA7E53EABC15D5DBBB294970BC3768FFBC951098BC3D14483BDE6784BB24840ABC5B82DB39F080843C3DD39CBCC9951DBBBE5821BD8A11043CEC9489BCDDF393BC1DB84DBB2E6BBEBBD8EAE83C6242903A1714D03C06C906BBD2CB9F3A30883F3C7F53923A463C1C3CD5976EBBB73FBD3B4523C63C8DF586BC4D39A8BC5719153C9E6BFBBBB05D053CE1C433BD465A44BC856D36BC54A9093B99C9DE3B45D8263CB78691BC5E3C87BC74C4433BF3A5323C2557B8BC18E6A0BCF7221ABC92CBE9BC6F50B5BC294804BD25D8513CA0D8933C806219BCE4FE66BC39309E3CB0CAEE3AACFFCDBC2428823B1261EA3B93A0AF3C50815F3C0A0654BC602D95BBC0AD21BCE94399B9989073BBCAAF063DAECCA53B1DAB6D3B1DA1303B35D1B23AA5BBB8B9342D87BC9DE9473C873680BA5299FDBC19919539E6A9D63C0062183C527AB63C1DA4AA3A52F8A6BC0905A3BCE2559B3B4B74283C6CB492BBFA2600BD1DE1673BEBE8EBBC562A0EBC4718DD3C441E29BCBBA3C0BCC4DCDCBCD4D1223B308C583B24502FBC45682B3D4B7C0F3C52C92EBCDCCFB73C3279AC3C4DB3433C8FC729BCB92DC3BC37E98C3C1B5044BC86BE163D9057013CCEAFBE3C4ACF623C79A237BD212EC83A54C0643CC56AF53CF826753C97C5F8BBD552103C2989233DB95E983C6A34683CD985C8BC30E4B63BB5DCF7BCB0D30B3C7F4499BCF22133BAE581A83CF4DBF83BC04B45BB3431F8BC3B5F0BBC88DF8EBC660D153D0D87903BC1DAF63BA0D116BCA95726B9B4B2023CA9593DBD6D77B93A094D81BC7475093CCABE6ABCDDBA7ABB1B468BBB19A4CC3CBA1418BC30F9B43A543F213C3904523B82AC1DBCB2780BBD6BC1FDBCA578AE3CFBB101BC86D96BBB792A95BC9A2392BC747903BD528E0B3CC9A1CFBC708C093B406E1EBCC08D59BC99D2D8BB39C74CBD3552613C96AA023C4ABE33BCB9CE38BDA1FC793C4233DBBC2E709A3A7E2373BC67F04BBC0212F7BBB7A7133D725649BBEDEC483C6262D23CB587C33CCAF828BAD2B36A3A4A3D52BCA4982B3CDE20CB3C0006EFBC7C041C3C4EDD863CE513F43C87A5043973FDFEBC5465DFBC59F47EBCF37CD53C62FA06BD5319AC3CEBA990BC56AE003D3E4363B99B73463CEC597E3A9D3C87B9A7A8E7B9E6344439D33C163C8E0FA3BCFD3F33BB003F603C329A18BD86E1103C43C1F5BC47F02F3D47E9BCBB926BD43B5C6D1F3B444542BBA67CAB3CFDDC30BC1FF89BBCC4B815BD26C8F1BBFBE789BC8FAD81BC76330B3C8A36E23BAF52AEBC09D2413D183695BCD04F86BCD9ED6D3C5BECC53B841236BCC77D2C3B06D50F3B92C21E3D5EF1443CDDC108BD83AEF1BC2BB359BC5ED2AEBB29B4A33C804E1FBC80F28A3BF3D1F63B8DFDB43CF79683BC45E4553BD5D5FB3C936EF63C88C11C3C16E1023D5D8F6A3B582BE93C52278DBC773851BB89A82DBCF4EEDA3BA7C285BC754BBB3C0A82393CDBDE1FBB7801C1BCC4F30DBCD23354BC0137473C4B9A913ADEF4273C2F574CBC29F30ABCE97740BB5C51C6BACE22B9BC6CDAD0BB046C953C2E15543C737FEFBBBD04FABC1241183C8035413DF994B33CCFDCC23CD234803C108B483CF36E65BCEBF803BAF9D3ECBC9C846C3CEF05E6BC80A33B3C5BFF8C3CC1E1F4BCA40B38BC1FBF1A3DA0CBC7BC7FB7003C1CFF3BBDE3AB213CF7B18CBC6D34303DC50AB43CC9959DBB98885DBB2E3B393D6941B1BC493521BD9C7539BD42C855BD8D60C9BBD086A2BCCAAE99BBF760223C0A16E2BCE49995BBAD9EA13C6DB4B1BCA77B91BC0FE5523D9E312FBC961D233BF05D9ABCBB9BCFBC4B3E5C3BCA38AA3CD9F4C03B32CF373CD3159BBCB216933BF8E6A43C19D0303D381551BC2168BD3B",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_2: "0x0400000074A68F3A76511B3C7B7081BC594BA1BC9C031C3C690D5F3A9C5368BB13CDEB3B62AF2EBB2D5E093C74B325BC72CC1DBA4B57DB3B581AB63CDE4B383D7991DB3BF9EF4EBB139BA83B41EDE53A4549B53C8B6E693A38E16F3C55E77B3C6777883C8D85C9BCD456FDBBBB96543D13222DBC4B39243C161D0A3C92D835BD672D803C3CCC28BC193221BCF8784B3CC6EED43B0BBF90BC9C5764BCD74EC0BB6E87893CB32ABE3BF752103B2053DF3C0F1EB2BC89DD2EBDCD2F083C6ACCC13C9E89EFBCAA94D1BB4F23E6BC90AA60BCE030933CE3ADFABC0F707EBC43B378BC11FD123BDE354E3BEC2C683CB61015BDFC9D083AAAAF9D3BFB61C2BC395EACBCBBF9843C19EA8FBC1561103DD6BB04BC294935BD756C843C4A250DBDE9EB90BCEB48B03CD6CCA13AE6FABA3B6CF9D8BC258F54BD49C4E23B0BE6743B8D1B41BC0C4178BC470B713DA7D4A33C687D193C7F3689BCB4A6EFBBB2E9043DE6A7633D1ACD153D270FCE3C485EA03BF14B963CE1AF2D3CE91FFD3B84BECB3B1092C13C77EAE53CEEC48F3C8E88AEBCF00976BCBD14843B9D3CDCBCBD25563C14F06C3CE69326BA0B7FD93B86B42E3C61395DBD5BC9293B0BECC63C69B92B3C834081BD3FF6063CF3327DBC6AB1DD3B8BF06ABCCF4A483D62D1D3BCAAE3E9BB1D81AFBC20F77D3CD8957D3915DC59BBC4CECE3C44BC563C95E734BCA3D1F5BCD26F14BDE89A84BCEF5F293D130FC0BCB9390ABDF2CA01BC5EDFCFBC9968353C029F083D614B36BB938B8BBCD90823BBF36F37BC4ADCC2BAF79E9EBA924F0A3D38D868BCE4FC88BB3E0BBABAD04523BC224704BD872E28BD267D9C3CE2239FBB79F7EB3A89CA82BC898838BCBC7F7B39752C55BC2EDE29BC69D598BC37F83FBD8DF2B4BC65E9C0BBC0DAA43BD135813B37F1AA3C6C766A3B4B54F03B71D09E3CC73FDB3C8FBFD43AF94193BCE59D303C42769D3BD5BBBE3BDDF1433CF7B2FABA4F7BFABC869986B939C26B3CE0D8143BC12F2A3C8AF13D3C42B7853BF888D43B07F8BA3BD4123F3C6ECABCBAB8065E3B9EE287BC943B27BD39FA083DB508DB3BA2CA923C922EACBC441057BB854ABABBF7C6053DFD3591BBF6099ABC705597BCE206F33AE2C7D5BC3EBBC6386EE21A3D08D41DBD293218BBC0AD1A3C00D308BD9BC09D3C3463923CED05ABBA852AA13B82895B3C544C04BC76AE1A3C4F81AEBCD35F4A3C0946A4BC2C305B3C78B2533C587657BBDB45ABBCE1ECA6BBD88A793BDDFE5BBC2FDC81BAC1D570BCF7200739DB5BCCBC010EFF3C5E229FBC0751A9BBA4ACD73B2B85A23C5DE59A3C3039B2BBA93487BC451475BC75C8093B84AD92BB74FF183CFD2D083D39509CBCBD8F13BC3660AABB047E48BB841D17BCFD3E9DBCB35B10BDB937123D6FF312BD1BFA0B3CB8D2BFBC774751BBB7E16EBC36BB19BCE926F03B3267E9BBADCA0C3D1DC0A7BC90AC4DB87F9711BBE40680BCF7EBC6BBD594743BD0ACCF3C70E294BC530814BC7D20273B4C80E33C2187B0BC745203BD1E8B543BFEBF14BC0683453C8FC1D93B722BEDBCB841FEBBFBEED1BCA2BF9D3C0C7E8C3C66513E3C3F700BBCA058D9BC1D3EBE3C025BF2BB1850F0BC249D603C37A1D2BBE643A63BD5EE61BCD72DF5BC465A923C1365683CF2FCF6BB979C103D2410A03C67DFB23BE940DE3C12CB2DBCACCC74BC028B9A3BB98949BB1361573CA5B8393C6BC57B3C953AFD3CA4ACA53CFBD3713BF4F3BABC508BBD3B9994B9BCEFE02FBCA1C0AC3CE2A4D3BC8C47E03A3CCECFBC4FC6A83CEE9ACEBCA6A8A83CF3ED28BCE0AD9B3CB4A99A3C758022BC8586963BABB3CD3CC93B3BBDD712283C6B8914BDD22CE93BAD9A193BBD27493CE3A30FBC54B4553C9DBCCA3CBF5703BBF202573D95AFC8BCE6D2D23BCA59A73CE97F66BBAA0F893C9894D6BBA568253CC1E1293AF4E052BC605E9D3C4717C3BB18CE5CBC81E617BDA3D61ABBE676E2BB1B0ED73BBBA3B73C6191383DB2FFC33B2AC94FBCD90E9C3C0E78FDBCBEE8CD3C2DAAA03C26A8823C556B543B8078FABCD06E3BBB7062553C4F44B73B4C26073C041184BD67CB9CBBDFCAA2BC4189743D600A30BC8799053CFE6CCABC10421EBCB382E7BC9E0C293D0D2EA33CDFAB863CEB8D07BC80BE9ABC54BB1DBC6F00A93CB6D406BD74870A3C59D1323D4D24C0BC542D233D0B9431BDF53D3ABCEADF2C3B93E673BC2951B73CBB4B0ABC4A85333C301031BD0EAC6C3C57E907BD25E58D3C4536BFBA40052ABCD23D08BC663C143C80EC8F3BB1AB843BF51EC5BBF746B5BCBE38A23C1AB80F3C2F1A3E3BEEDD4ABC3EA6A4BC7C7C5BBB1C1A963BD9FA12BC3487083CCD4015BD64B3D93CC5B6193C042F9B3C5B32093DFBC40ABBE95EF93C3C26E0BB7557D93C29418ABC97E3D03CF75BD0BB9B5616BD7F54073C069274BC3DB83E3DDC87653C1C4AC83C0523EABC6772E8BB0AE0D13CC4981C3C34569DBB4FDFD13C89C1183C709B3EBD0E93C7BB3A5A0BBDD775343C929CC63C2C9DEF3C36AA863CF346FCBB3EC0883C9E1F273CA25005BC8916303CFAD715BD9C3A7D3C3F8D9DBC53128EBCD64BA63CDC365B3BBDCB26BC118787BC9068D83C79A4CD3B876039BD4C41F43C05C563BC72FECA3CBCABCD3C89D9CEBBABD397BCFA4193BCD0343E3C525ADABC7005EA3B6C045FBB522F033D0246A0BAF6DDA63C522D64BC1C67AC3A74C013BDFE074F3C00E1F13C6BC008BCCA53543C754E52BB3E1C173B5C4C003DFEDF00BD02EFEEBBA3F5963C0F09673C1FAC9FBC77A917BC122F4ABC52821BBC4A6A163D98666EBCF737CCBCA706BC3B61246F3CD55A5B3D579E27BA147B713C0DD48D3B10B22C3C2DAFA8394B9C143B3D015FBCA06AC13B6477B53CA211193C761C873C1EE4BC3CE249CBBB5AD31EBB95DC31BC77998E3C8333EE3C4614003D8E89E03CC76C8F3CCAAD3A3CEBEC89BC8C815B3BC6E570BC35FE1E3D1491843B4B1BC13C19E0C7BB50888A3CF7A228BCA16970BC2137B03CC579DC3C870B57BA2983A0BCF35C633CB90F103D6C016D3C4725923B5B2F003C09D0B2BCBDC8A8BA722F11BBEBBE9EBCBD8ECE3C0B8562BCBD78A33B323CB6BC22EDB8BB763F043B6280FDBAA11B593C66C0FE3BA46449BDF200D93C1D8119BC84BCB7BC7EE63E3CBB7CC93A828C1BBBB51EC33B1FCE0D3BB9A45D3C5328EA3C8FEB13BC7076C8BB5FF8083CF4B90C3CB2BE9EBC3716323DC7F3E3BC05F2D13C41D735BC211733BBAF1C5EBC17A818BD289122BA83427EBC9549E4BCE0483E3DF357DEBCB847483A1F1189BCF0E3A23B8C5221BCD74F3A3D2CCBE33A8FAF0B3DF295803CD343FD3B807AB8BCEE3D1CBBAA8A7EBB1852B53A0F4951BC750F83BCDADD91BB84E9003DC9C346BA82D8113CA7C1BF3CB3CED13CBC82A6BC1969663D6EBAC63BD77FBDBCC2B887BAA6E0923BFEB1F73BE0BD2CBB5E7B6DBCB2681F3C1768D73AA401E7BBA2BBE4BCFEE5E8BC60708EBC7EEFE93CE6DDF83BE252D63C587DF13B93CF3139A0E89E3CB887EEBC04A328BD8B0606BD17E5733AC578BBBC2107ABBA773DD03CCA5051BBD686A73C2A064D3CC587E4BCF2F795BCDCC5DD3BD66B8F3C245B0BBC073E2D3B3D99313C85B9A83BA5D6E6BB90DCF9BCDBA3333BECF294BCD3AD3C3C022251BD1F028EBCC7A352BC0BA202BD91DA8ABC72BF0CBDC9F0983CEF91303A7D9D583B1FAA13BCD5670B3D7809E8BBD21D31BB80C6E8BCD7A1ECBCC0E79EBDB8EE31BD0058AFBB4A25D4BC2D8D88BA4555893CF47B9ABA753D60BC50A197BBAEC6BD3BAF3D07BC445ECD3BA579DA3BCA7FE7BCB5C850BCA5F357BCE3C8163D549EF8BBE2012F3CB21BF6BC454BF43C86DE91BCDD48413C794ECB3CCB74C93B0C0763BC8A75BC3C8093983BAD0E053CDCFDEBBB553F9DBACE06663B95D675BC81161FBD1BB0F13BB700CB3B87FE9CBC9EE6C33C00D8DB3C2B3E073C248C83BCFB6343BC70A6B9BCFB044E3C137D9D3BDB5E043C1E94AF3CD386383A447CDE3BB51CDC3C2C4DF2BBE60CD93CFD14EA3CF88D2BBC3EE73A3C74CDF13A3CD0CDBBACAAA23CAAE35A3C324E7A3B296022BCFEE4E3BC6F51723C0A6E9F3CC2CB47BC5D36EEBBEF75653B1F270FBD4FDD583A0A4DE93A3BC4213D53D6893C7416083C6CEA22BCFE15EF3BD6CD9EBC8FE49BBC142D1A3B7B2C523CAF717EBC93393EBC3092A63C6820133DCBBB103D9542373CE7D4ED3A0241163D073CDC3BEA21B7BC43C1FAB9048E0A3DB1DD92B72E40E83B2CA7D63C78D8923CC197FC3BE7AAD3BC2FE0823BEBB67DBCBE341BBDC69FB13CB099023C7D4A25BA2932153CC214053D6FF9033D1CDBA9BC92E3A33C09929DBA1D1293BC1668B03C63296FBB6B345DBDBC6F263CE4EFB73CFC78043D3E1FAD3C3FB39B3CB266EDBBAC37793C0BCAACBCA29AFEBC181E92BCD485313CC5D96F3C149DAC3C03A3953CAEDA86BC1E08DBBC048ED3BB30D07E3C2B03FA3CB85995BB9C3237BCCFC58DBC6B3501BDBAC60E3D18412BBCD6F10B3CD71308BCBCFA83BB7C52183CE2159E386DC836BCB9B61C3D12FD7A3BB24AC43A73D8B23C502F56BC00A13CBB6C3759BAAF50EA3CBD6C14BCF55894BC95DD97BC970EBFBC54E9E03BFD8E953C6B52CEBC61B409BB7E80D8BC38F236BCC63A83BC954AF6BCFDAE313C5FFF93BCDD97A7B99583BE3C5B6AE4BC1D9C053DAB4993BC4FD846BC186FD43C1C47973C827817BDD621163DC7DF293C6F5D20BCD7A4913C9542B23C0EFFD03A823403BD16E4283B33E4B1BCA0A2F4BA339B99BC8D2B873C49B037BDC0780FBD42CF0FBD42352FBCC016DEBC54E2023CA5712BBD7C9807BC39229A3CB45BBB3BFD51A93B66288FBC97844BBB0E2B863BE3A9753C39168E3C265E103DC70043BC367B18BCCCD972BC5931F3BBB3BEE838AEF9973C1EE74D3BB4F3063C6D53A7BA6961263B206323BD16F294BB9244053DE4D314BC0AD7B33B73DCF9BBA4F78B3CF4769DBCAA55643C8BC187BB94B02FBC929BB53B801DB2BC9E4FD4BC05AC223A35A289BBD71C2C3B64E54F3CDBCC83BA3E8C03BD43A08ABC23379EBC1541F73CCA4C6A3C5057D0BBE583C9BB598C383CAA1E07BB328FD2BA231CF3BCD4E71B3A16629CBC0D9F85BDCB0F973C1EB1CC3CEB15863C15C58BBAE9C0FE3AC2682F3C8BE9C33A833BFCBCE4BDD73CB5A4DBBAD2A6F53B4EA9FF3C93D9CCBA3E403EBC54F83BBC99FD15BDD0BBB63C76D1813A1E4B50BB5CD34DBCABE299BC19D17C3C7E4F4439324110BCF7EDF03B7BD65F3C3DE7B6BBFD64983B3864CC3AA2880DBDB6019E3C05A3303C36E5233C2A441FBABD0344B9E42E60BB67C7F6BCC2D8FDBCD6849DBCE05F533D6BFEE7BBC4D3223C5BB19FBCC4E511BB0226403C302679BCE14D073DEA4A52BD20E799BC1C49D1BC8C5114BD16F9243C12A9823C53BF39BC0560813C443704BCF216BD3BBBF365BC0B7327BDB346E43CE8D5A33C931033BC9C90893C3219F4BC467742BCD4D184BDB2D514BC73A4AFBB2A91B13B107BE5BC3F0E8DBCE796053B5B82A53C91831FBC17B8C1BC6C59633C3CA2743B8CA3DDBB2F5C143D35C8BC3CEF862A3C0BAD613C174AFBBBBA65013C224FD0BC2FB5943C7588CF3C7FF9003CCA8916390BAF44BB67A68C3C07D29D3B7DCCE9BBDE3A523B8E95973C9364FABC2D86A53C58134ABB595320BC877020BB2E0ACA3B37F54CBB17C5BA3CB7F92E3D509ED73C17F785BB206641BCFDA2163C9BC3443A8F2019BC2766BEBCC644D0BC875FF53B94E31EBC5930043C",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_1: "0x04000000DBFA10BC34CC883B82E0A739876827BB82870A3C743F28BC7818C8BCE72F3BBB24F85A3C0BF90ABC9D220D3C6426B9BCFB482C3CBBBAA03905BA5DBD79978A3B8F9836BC49E6A73B1C0CA53C4B5299BB52E758BB70DF26BDDF2C053C4009613C3CC4D2B8572DD9BC36C3A3BBB25F3FBDE0BDA93C4DF411BC60E36ABCDCF825BC35A4203D64CC0B3C028FACBC81360D3D1807F13C814AFCB9B64180BC5978B1BCB9FFAFBBCB48E9BCF8838A3B9D108B3C7604813B2619F53BFD0C6FBD177BAFBBC1C176BC3A49103C5EBDF83CDD065D3C73AD063D8D2EA53B7EA5C03CAE6B61BCBCE9A5BC80951939143287BCEE14653C2BC9073C1EA1ED3BF061803BE5D8F9BC0339EDBCB9E6113D93C41A3C74B045BC5B35DDBC4B64473CE9EEEA3AEA9E6B3AA7FAECBCA1F8C6BCD264E9BCAA57723C7C2D7E3B2F36D9BC426B0BBA40E8BF3CAFBA86BD55E8453C797A85B9596873BBFD7ADEBCA1EBA6BA7B17C0BC62A629BC9BE4A93BDB9D89BCE6E4833C6AB4BD3CE93E04BDB8BA62BC5998BC3BEAD1153C509F3D3C993922BB99B1B2BCBB8C6DBCB2653C3AA4BB9C3B9C64BC3B841A9DBC9DE29D3C382EED3CD80330BD1D19EBBCC410D83CF774EF3C10A1E8BCC790483C8A25BD3CAEFEE7BCBB40643B6A0E0EBCC4A70CBC6617ABBB3C550E3BCD450B3CFBBAE33C59A8EE378E10DB3C567EA23C75EB623C0CEBE1BC7B884FBC60BC61BC5BCF793CBC28FC3C0249493B01800B3CE7D8933CEF7913BB1393C1BC8DA5193DAAB77CBC7C6137BDDEC172BCAEE4C73C1297B2BCF89BB33BF769E4BC9932333C93392A3C9076293C526260BCBE12F03A60C288BC9C06903B97D63CBC4D4294BAC6629BBCC46C45BC2A7CE93BC28628BCF9866CBC3D2E483C907FBC3BF35AAFBBC40DBBBCE200CF3BC2DC273C77A519BD38A32FBC11BC033CC5BE26BC46741B3BC939C93B2973B23C3283963C85BE363C9C0A22BB9246C1BCCE9AF43B5EF3103D4552583B590FBB3C398D3BBB598966BB0D67A53C9742B4BBE50142BD38FA25BCC0BAB83A91DB10BA308A363DAF1686BB4FED013A9ED12ABD8D528A3AACEEE03B02014BBCE65D893CEADD713C7DCCF63B4708DBBAB2F6AF3BF418B5BCA0DECC3BA4A110BC6054DDBCE0B6063C05E769BC26254FBC0BB931BD26C1193CD259A33CD66197BC7B731DBDE257423C38796DBB9E124ABC8B0840BCD672183C11E38EBC029F50BC57A82E3D7042D23BC62EF83B2A64753CA9D5ECBC2011813879D75FBC04F9073CB0C5CF3B4078633CFC2DC73C52B5AA3C3CB8513CB2C305BBA9509D3C59ADA23C52F81ABD0DA0A73BE0FFCCBC2D39263C2767D7BC0556883B7363163C8145C6BC187C4339B00CEE3C6BB355BBF2CB3BBC50525DBCCB955EBCFE418A3CC03699BB331F00BCD35B8B3B8E49573DF74E99BCC35E13BBE68C1D3D37519B3CF5CDFBBC74621E3C35535F3AA8020F3D055A55BBE948EDB902B1B43B79DFDEBBAE03CCBC104982BC4400B7BC09CAAABAB520BDBCC61A17BCF4C21BBBC1D7C53C383240BC089501BC170BA1BCCEB602BD315480BB2B8898BCD080DABC27FB743CA6ABFF3C4A648C3C2F918ABC29D7493C22DA72BB0B00FA3C120286BAC25D3BBC78E24C3A9DA7A03C130CFC3BFC91893CB79BE93C869EBDBCF48E7F3B422E19BC050B0239D28916BC61F109BD4E93DCBC8DBBB9BBDB40FA3C648349BAAD3327BB732BC2BCF27A9A3CB6EC81BCE5412BBCA5DDE1BCB2660EBDEB668D3B9FAB103C60E1653CE2897D3B59140E3C02EA15BCEE7CE93B764A02BCC7594EBCD2F8523C4B728ABCB3BFB23BC2C4CF3C00832B3B5ED4C5BBF4DC54BBAF84C4BB099E08BC8E4AD6BBE0339E3CDB659ABCC19AEB3CE8E18F3B7754B3BC0FDEFBBB93829BBB1830433C7B54DEBAC75D81BC7E697D3C360F823C94877ABC2DE7063D123C643C137CA13C4AE6A43CCED665391E03673DC4711B3DCECD7B3A0A73693CF823D53C17199CBCAF9DAC3C241DE03CC980983CE2BDEDBC320567BBCDFDB43C0EBA3C3BB6D094BC5D9EB83B1F6094BC98A00EBD5815BC3C278F803C9DF752BCDFCD91BCA422613D65DA5BBC5F361EBCA6D588BB4C0DDFBBDEE0963CB3B32E3D7231733C8926983C438EE9BA17A8C3BBF87EA0BBBBFCA23C33AE723C7D5F173C1EFDA1B9E57BDEBA2B4A52BB5E2B09BDA2306DBC74AC013B5A6B843A14447B3C0402B6BC56DA9CBC0B32A53C975500BC41AF06BBB901B5BB8535483BFD7A88BCB8559C3C804AB93CBE78553B3B4E89BCEC021CBC64BE47BBFBB2F8BAC6C497BC30F74DBC01C5B5BCAD09013C6229B23BAF3F2D3C1B3C783CD85C1D3C14DAA7BC302E6F3D0108E83B1723C1BCB0B11BBDE00FA53CA18544BDAF854EBCFC1821BDA09B2E3C5D5012BC4D892EBCEC5B1FBD071C353C30DFFD3C3208F9393B42B23C3E5EA8BCB8AA81BCC9EDE13BD50932BC5302ED3CF9D2243D17F8353CEB261D3C799574BCB87DE7BB3B0D7CBCFE2A003830BBCABB9B8994BC8F81C63C7A1F12BC73D3DA3C060B48BBF64596BCD80CFEBA1EA8C4BBF5B3373D4CA6583CCF9C1EBC59F8B03C09B593B8A14B48BDEE5D6B3C8CFDD13C10D2C03C4BCC04BC055C1D3D412C8FBC9CE5D2BC3C10B8BCC482273DC5E6E4BC87738DBCF98D353C7591F7BC3DC8C0BA348CFE3AF04480390F3BC33C4F8A943C2007F5BCEB1F94BC693F0DBC7849733B55C8223CD2BBCA3B6F5CDD3BF0E6503CAB8C123C8BAADB3CC668C7B96F05AA3CE1BE45BCA77A313C97E182BC069A0E3CE65B993B7C2F4EBB7C244D3CE58228BC843035BD0631ACB9AE18C2BBAB1A6DBCD7D0BF3CE745D7BCEF5BDBBB8BEC3CBCE286A7BC8F8FE9BC973C653C2F03C63C6A9163BC9378E93B3257CBBCABDF773DA57FD43C9DD51ABC3365CE3BB283543C67FF8C3C52CDFEBC36400ABDA79C0BBD6E59EF3BE80C1B3BFE7ACEBC6ED5BABC85DD633CC4F7E337DD7FB43BA5BAA03C66C3EABCE1D0CE3C9E0CAC3B3C0EB0BB26796C3C45B732BC191283BCE2EE08BAFE5E5C3C767499BCA5F64C3B2446D3BCA9CA9FBAE18C023DD02E89BC87CED93CF80A0FBB17D668BC053C553C5E7B4D399793213CFD42213CE4920F3C39677DBC87EA7ABC3932053B2BE6F93CEB5118BD08FD9A3CC9AE9CBC9EF8D63B7BA9FABCA70D23BCB0C7963CF0ED243DD704F93C1E2C103CFA28A0BCEE25BABC57094ABC3BF4D43BFD9091BCD9BE263D09F8C83C44BAB53B59A4923A24D75D3C37EC56BC05D70C3CB5527D3B82AB473C09D22BBCFBCBDC3B0775EEBB1264053D41C7953BAAAE3B3C38606B3CEFC628BC5B6CEC3C6F0968BDBD68F1BA9BDD3C3C081719BDE9E5CFBC800CC73BAAE151BCE2DD143C861D56BCC630853CD6110A3CAA9EE039BE51DB3A90FA3F3C8A2ABFBC094C70BC9746A13B10AB0C3CD2E5173BEB7CAFBBA02568BCBE97F03B6886803C80C4E6BC250A7BBC4B2501BD5B5F35BCA97B88BC0279A53CAE146F39B6308BBB0E6AFF3B2644A13C8D35173CE7E3543D905DB8BBAA33253D6598B93C77379CBC79FF7A3CB09D0DBDE02A51BD572514BA6E2B603CCA846BBB17AFA0BC739EA7BC6EA089BBC271133B26DA3FBD0AC0FEBB130D3DBB386F9E3BDBCE6FBA49289C3BDE8C853C74B1C4BB3897FA3C58ED5A3C66D577BCE24E15BCCF5B03BD1576FC3C7CBC47BB13C27ABC2FDDEA3A17A5C13A27F4FBBC0511D1BC69A6D1BB037408BDA38FFBBCD6F497BC22D38E3C25C328BB145C93BCB674A3BC9E0C3DBD0B5BCEBC7B47A1BCC5754DB85990663C4B7B4E3C2D99833CDE21743BF5F11ABCD9FCD7BB7C1110BC02F8843C178F31BD103291BCEFB9EA3B152DE63C0F91B6BC3C4F4B3CD8A9563CF3452F3C1D3E6C3C101809BD0F752DBB865296BCDD6312BC2CE0D43CD3084FBCE231CB3C5C3BC3BABB00553BF030B73C8D2CA63BD94B6C3C8642D63BEBDFAF3C1809D63BD7E2AABBF3BF2B3D85FDDB3B8B472ABC10FB0FBC1B8339BC2F73CC3B37DB513C056C263D32CA0C3D7281D93C7370323CD73AF23CD7590BBC8387F8BBF845373CF0330BBD9737853BD660073C6FEF773B4F98EDBCC659C2BC1E7EA5BC2925A3BBF1C71F3C98BC64BAB4D95BBC6463093B268BA7BB9388A43B50D19E3CDD0F1BBC62D7133C56FF00BD37D5173DAF24D03C4C3D963C9874FCBCA11A413C04EA133B5DFCBD3CCE5D1FBCC2E8513B5DDBE8BCAAC1D1BBB8B0C3BC3ED4243B3426BB3B5BAF6ABD0B4D76BC264EC0BCE6AF6F3C9C15B13B8B9A543CEB66A9BCCE4E1FBD41B3093C89A2D6BBE978363DAD8317BC90B505BA44E885BC398DBDBC265C9739F9400F3CAC2C633CFC45383BAEABD5BCE27DBF3C18BDF7BC876794BCE9DAF93B1A1A97BCEB125EBC420C963C1BEFDB3C451FE43CB91E33BC0C18203CDE431EBB1E9F30BDF4B9C4BC27ADA5BC17986ABC73589FBC0B30A7BC9A1C843BC493623A5BE20F3C69E513BDE9A4F63C7CEB5C3B60E5053D0DB143BC0D3886BBAB2116BD67B204BC5E71583BCB07EE3C0CD6733C7555943C1DEC27BCF33E32BD1F4197BC921ADBBCD44245BC67824B3C4922E8BC8FF98ABCBEACD33C3CACE7BC8580E4BB85D42BBD80CACA3B2B6B833A0004903C4EE9143BF08E14BB469DEFBB407AC83C5B03B03CE4093C3CD26C253DA1ACC33C8BAD28BB00BB3ABC982FC53B6D799ABC2410C0BCF046F4BB5343DD3C18EA8DBC6642303C4406BFBBD9A1853CCF2B5BBC6D51303CA0BE063DDDFFCABC596AEBB97732553BCDE62D3D8997B5BCAF23E3BB390C97BCD72FA6BCBC2F3C3D5CA1E13CBEE69ABCC3D519BC537ADF39505389BA7201D73C5EBAAB3C9B7D053D8F7BB53C106B2B3C6A58573C73D03DBC61EADCBC047501BCB507FFBC4B7353BDD881123C1BC4963B853B213B7CAB193C75405ABCAE6E9D3C412F313C10F3F73C60829CBB787938BC346610BC09E745BCF8FBF6BB2F970A3DA24B34BCBFD10DBDE137E7BB621511BC47DD6E3C4656273C19BEBE3A6990B5BC04A08DBBC153F1BCC7381ABD4064ED3B72BF80BCBDE9123DE921BCBCABB0403B6CD0633C7E0E7FBC40FBC6BB546D07BDA1A39E3C58FDE33ABEC3CE3C8FD4F6BC21C8243DCB1EB8BC9AE9813B733FEABC4A61A7BB1BA972BCFDAD96B9394595BC8BCFA33B4ADFF7BCA90DA3BAA75F8FBC137DD5BCE09B0A3DDDCA723C85CC293C01C24DBDAA8D9CBC4EFD9DBCDC07A5BC37DF863C84F60C3CF424A2BB9C01E2BA5565573B7C69A83C946602BD020F35BBA9A0E2BCFD443BBD69999ABC5A2C8F3BC52E043DB663ADBCCDA6063B283C8DBB6FFCE03BDDC4293A61F16D3BD9C4B5BC6B4A01BCB7F6C7BB1DDAB9BC8E1D2C3C6B9401BD93CD7F39AB33C73B046D0DBD2FE3B63CB0651F3C15BD533CDE50773B60B06ABCA11D0FBDAA33123C50FE073C30C990BCBDC20FBC874115BDB823E2BBB976A8BCAF9A5ABCF461433D227967BCA0BF0C3BD0E7C0BB9354D2BB418249BC85AC2E3CF2A700BC66A40F3C1E01A23CB2F452BC9C14A7BC93AE24BA8C47903C10AA29BCEC867F3AAB103C3DF8DDEFBC57E88FBC04810EBCB9CB753D030F203D86A003BDCC367C3CC9818FBC3B87CCBCE16E73BADB5C58BCA17837BCB7169C3CEB310EBCED3B3F3B14DC2EBC42BDBBBC7206ABBAABEF40BD465107BDFCB8073C868B953B616A703A72854FBD6D2741BD24708DBCF530C43B597E7BB8EF2D813A4F40DDBB56CD8D3CB631ACBC806099BCB255D23A6D199D3BA491D53C8B375A3CD487A73BA2246EBB86AFB23CAD63073C1438A43CDCB25D3C",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32: "0x04000000A0EA80BCC5A1B83CB4633E3DF48FD83C60943A3C8300753C816C363D447144BC29EE1BBCE543493C46D43CBC9090423C367C94BC1CD02A3DA734FFBAA4D7873C95E457BB3432E2BBD6F623BB651633BC4E61FE3B3057913C6938963CA09AF4BC3484463C0EAD623C75AB00BBB6282BBCCB21273CD8DEE13B269800BC00C5723C695B42BBFE116E3913D3523C5F7515BB6AEBB23C14C691BC744C013D8B4E733C3387F63C881705BC85AA3ABC02A3133CE01AA03CEA60DE3C553347BCBEDECBBC6BFBABBB942396BCEFB5FF3C500F8B3C81F5563C5B8D9A3C53C4C3BCF13A153B64C584BC92EB2EBCB712563ABD19AE3BD0327A3CBE44053D4FE7B53BF070AABC2626ED3C8F0D8EBC70EDC43CE0975F3C427A2C3A537E60BC024D46BD6220B63B2DE8873CDD3D003D7A94A0BC12048ABC7E348A3C7D1C9DBC4937063CA60A52BCB98F8D3C9C30C83B689985BBB7605B3CFAF18F3BD5EBBABC113D98BC642E803CCC5150BCAD4D3DBC60694A3D1533DEBAD536FBBC27DD783C1832FA3B0D9C003BB5DC363CD41106BCD5B584BB5490F83AB683063D5D51533C08F619BD40A412BC02FCAA3BDB56C43C1CE7B23AF96F5D3A78BBEFBB0B96103CFB50B83C7D5921BC344AC33C721E17BCD7A822BBC96E81BB4ACFE43C86820DBC40380BBCC0866EBCB4AA85BBDBC96ABB35D9B23C0BFD20BBF01D733B468E303BF496823C674AC13B5785513C791802BDB27ADEBBEAB85F3C06C12B3CF10D05BDC2829D3BA039943BA96CA43AF82E4FBB8015B6BC9BA406BDA7090C3D97B609BC2F43CDBB44B953BCF74AC4BC3992463B78938B3B62B7BD3C5D45CFBC999E0FBCD03A5DBA47EC4F3CA6BCC73C7770AEBC0B4B90BB9E3E2E3CA927223C05CEF6BC23DC84BCA4E781BBA0BD153B62D53BBC4E4BCF3C4DA8C4BC5C21EB3C3075A83B34DEA33C0451D039381612BD04E645BC4EB108BDA9B8193C785AE6BC5E3705BC326A1EBBF551C43BDD58E0BC8E041D3CA1491FBC2474DB3C415A6A3B94503ABDE1F5D53CE6C3EA3B2991573BBB33DF3C4EAC1CBDD0B04BBBF66B99BB26210A3BFBF8313B033D693C2B39B5BB44EA933BDFD9113D9BB939BCD498E5BC82D10C3C1EAA6ABC85C8C9B98DFB2CBC42062CBC9708ED3C2D140E3C33B6773CCD3B88BC3F6990BC7FCA103BD880D3BC4C09D03C108081BC55C733BC1D2109BDF8AFB1BCFB740BBDB6EB03BD86A7FABCE6B4053C623F9FBB9DAB0A3CD990033B5EC0FCBCB9F9FD3CB818D839534B4B3CDB1B8FBBEBBE63BC6FC29B3CA72F6E3C382FA4BCA9FDFEBB9376AFBC07C0233D7D04E3BC5EF4073DEA1304BD0560783C1EB461BC94DCC1BBC551E7BBA0BDB1BBA04CE6BBBCED363D55E14F3B75A63C3B62CCAD3C929918BD7E8A233C66C8083C77AB1BBCA015823CF9A1E3BCF3D0763CA262B73C3D7A103C24F3DF3CA5FF80BCD847623C896A1D3BA0DF503C67E33B3A4023DF3B8A0C2EBDFB340A3C5BD08F3B2F6BE8BBAAF4DBBC3D867C3C331230BDAD9341BC0B2829B904DBBFBC07199B3C324CFC3C7B58E23ACF60543B30366EBCD2EE13BBE37581BB5BEDE23B8415BDBCF331D53C3B3B3DBC89608FBB91AD963CEF7BC43CB217BE3B1034C3BBDBE1CA3C5E73D1BB90C1D83B75969C3C94BD203C2FF16C3C2BEED9B9140375BC0166D03C46F4593B10A8AFBBF8D5D0BC0565573A02D9503C93B1A4BC664C2E3D551B1D3D36759F3C1D95CB3C6EB73F3C3495D13CB023CC3B73B2C43B12504DBCBCD90FBC0AA2ADBCB583FDBCE73636BCE7D9983BDBCA0FBC67C99BBB1D23523CBDCC00BCD854873B8B962DBDC254603CDCF23C3C533A60BC4AF2C2BBE1AD693CF94633BB82DA97BCB9104EBB5851D23B09A838BC5EA43FBA5E2D653CDCBC4D3C54BF19BCEA2CB2BC257CF5BB3EB1D7BBEB89AABC53A69ABCA9E44EBCD925D1BBEEAEC93C70D9A4BC69967BBB6B0AEABB3CA1DFBC4FE1BABCAF9683BC2E2DA93C038F793D0BA68BBCC478953C34D890BCBBFB643AA3EE193BB0CD8FBC56AE01BDB0A4A0B82557D73CF79D10BCE47684BCEA2A923BF2418E3C9A73933BF41D81BB290F963C4E902B3C67983BBB611DC83CFA6C03BCAFBDCA3CED65093C9D40263D5C6B69BBE838013D6727693D0E637BBCF40F20BD5EFECDBB8FA47BBCC64CD2BBFC22993C21FBC03CC1642CBCA7FECC3C1714C9BC733F6B3A6FBBB7BCFC5AB53832344DBC1E9DE23B236A8B3B323C0CBCDB12DC3C86F0A83CF336543C2BEB563C18CE5138D45F063D241A973CF10A1EBBBC9EDD3BD900813C5B4B6A3CE20EE4BB8BD9693C67EDD0BCC9C6BE3C699A043D3006393BB396CCBC9FF007BC90543EBCC121D73B5C8E24BC5487D239F2FD50BDC58E8FBC1EB3B93C611C03BC79F12E3D70B832BD6EC0BB3C4B8DB33C873122BC3CA42C3D173B1C3D19EA2ABDDD68A1BB80A0993BC45310BCF0E90F3D1DAFA03B4D42BFBB6A9BE83CAE353CBB936492BCC91BA93B6B4699BBD449D13B5434A6B9579DE53A50E520BCB9B2F239D495CEBCCB395F3A8CCD5E3CF97821BC979AAB3C4B3E373D2A8BB4BC6805833DFD03F43CF5BD02BDA0B43B3BA73F6E3C61D82B3CB05FFF3B1DA0393B9022E5BB3BBF22BDD861C73C611738BCDBA4D8BB4440823C3DF3F83CE263A63CD01C1FBC2672BA3CCEE9433C8B98B0BB4716083C6BBA81BAE2DBE73B1D2B32BCF4B7D33BD70BC33CC6DFB3B99FE7833C0EC369BC6FCAE93C5216283DEAA6AEBC106514BD9CBB213B7EE09A3C5B995C3CDE0191BC7BF6C4BB7BD8A03CE225853CF44F3D3C862E1C3CC906ECBBD08C8FBCC8D01C3CE7A755BCAF1C8EBB55D9033C2A87363DCFC18A3CF718E23B090003BD055B80BC41B79B3BB682AABC07FCED3AE5E1DFBC52A7B0BC5DD334BC3348FC3C4E6CA43CE23782BC424A793D6A186FBA477094BA5D5CA93C9C1E613C62179F3B2E88AEBC801441BC87673B3D266BECBC209E303C4F928ABC504D8CBC04A28F3CF23099BB24CA5ABB23AC963C4C3E03BD9D5B1BBC8267ACBCCEBF5D3C41594D3CDA3513BC77A7713CC6CA0FBD0B6B123CC49256BC4215663C1C8857B96D8A2C3D1FD21FB94A12583D4B40213C07A0B83B66EC65BBBEA2473CA42ACD3C53453FBB0753EF3BBE1CC8BC3906DDBCA2C0143C1882A33B3338AFBC98875FBC596E0B3B44001D3C172E3D3B6B8D3DBB284D94BCC207DDBCEE36C93CF0C2503B4A144FBC1B6C27BCC2DCA83C97790ABDC6554A3CB4716C3B7ED3833CCD6D9D3C85B7FC3C471DD0BCD8ECB33B92526A3C2950F13C36B8AABCE2A39E3A028629BDE0DE97BC04ECA7BC550263BCAA10B3BC06B8D73CFBCA8A3C5ED70CBB17DB833C78688CB9B4DC693A21CFD13B6AB8393CF8275E3C588EEFBBADCB88BC2AB73B3CAED94DBBDF62033BCB540E3DA99AB63C3761FA3C79CC253BA82088BCF08D8CBCD0F17EBDF4AC843C096443385ED735BC8295883B30219CBC66DF2C3C736A0EBDBE89AF3ACC451E3C214EE13C851B47BC3D604DBA3D2C483B4F40253D9CECDBBC0112BA3CA107E33CF7D2693C1F140DBD81D5F9BCD055EBBB38EFC23C254191BCAF9537BC690D8A3C0B3584BC616BFDBB4B9E73BC9C8C1DBCE6B9603C4FBA44BC20765FBB3738FB3C98248EBC7C92EABAFD8F033CC1EB19BD3FC9043B3D412EBB9DA13ABBFB94D83CABFF273D70DC73BC355BF6BCBC968B3B143C3DBBB3870BBC66C0013C878051BC592861BCB33BEF3B02FBED3C6BD3D7BCAFE3533CB87B06BD3EAF7B3C6440D2BBC7C712BD188BB83CC6409EBC173FB03B909D773C8670DD3C0F7815BC822453BCE065C03CD4C394BC8DA1C03C66C4C1BCCEB929BDADF724BC8D59283C90CE1F3B6E2B1B3B0FC4DB3CB5A950BD6D0CC83B58B98A3CB06E3FBB6614553CF4BC1E3DF23D2039AB2D05BDB8959B3BD01BC53C8A329A3B2018953C498BFEBCA1159A3C77BA54BCABDFA23B9572633C6C53E23C8E88BC3CA9985E3B62DCE6BC98278A3C0066C6BB8F8113BBD89F38BC5A3A19BDCD4BA33C2019BF3C57A16B3C7503803C2B7095BCB40A973CB04BCDBCD3D7F93BB9005CBCA625B93BEB50033C9107153BBDA7D03C44D9C9BB6F75F63B6EAAAC3B2D5A0EBC665D73BC41E611BC9012C9BC4A1176BCD0DCECBB258E3B3C4D3E243D172D36BD7C4AAA3C27316A3C72A37E3D6E5DC5BC401828BC6C5994BC5B32153DDEC5853C57ED21BC0A7541BD1BD6163C5E1409BDD75CFFBB2287803B7DE8D9BC87A2A73C0BC036BD0A3208BDD0E8B6BC5E98533C7EEFD7BC17C574BCF1938BB993F04C3DA6E6E13C8C4CD8BC21698E3C040D33BD4A7EA4BBF896D43B5065443C37E37ABC4F826EBC88878A3C208430BC192CF5BC1692023DCBBEED3BF4B0193C1918B93B90E9653DE511F23C8D25A43CD3B0C23C1342093D693B8CBC2A6C7FBBBFCD18BBC5E4F7BC7B2A70BCA2CA073CF800C13C504B38BD5263B5BC8AC9F9BC61163F3D80D83FBC2C0FDE3C154FC6BA6675D03B8EAA473BB3AF85BC213B3DBC185FE63C078B61BC9E332CBD403BCE3BA164E03BAC66FA3CF728F43CCAF3233C47DE10BCB47D0C3C0244C03C1417B03CF9BEE6BC1348B2BAA29E09BC9AA00F3DAB57E9BC0E913FBCAAE105BA602E97BAF0FFFABC83EEE8BBFC6A8FBB24E33ABC672AA53C4A06ECBB3ED55EBB547738BD95A939BC75D17FBB07E3DC3CADCB49BD2023343C5727E6BC96BFAB3A69DD4E3C3CF0E5BC98E9DEBB39B364BC879585BC61327EBCD9A5703CA428E23BD8B0803CC2FD9B3C64E3553C81604BBCE22DFBBB75355CBB6DA4953C55AE9FBC14C101BD44E293BC6550C23B44D723BCC744C3BCE65F043BBC098ABC27EB843CCBA41FBCE298943C5236F5BC0927DABCA7C448BCB436E03CA579ACBB36E8A13B3ED142BCF2895DBCD2D6013D0D24213C870D02BD34EFCF3CC7EF29BCCF44D8BCC5512CBD40229ABBB906B2BBB9E29D3C847708BC65F1113C1D20E538997377BB8DAEA03C72162E3CA55665BC4419E3BB04BA5D3CD92A2FBBFC03263CB323003AB76E45BC94F2D9BC4E6390BC6C017A3CD9F9233B1E30C23C824590BA8E18603C09BA0EBC564E95BBCFD7463D5D84803C476AB53CF2471FBC8518ADBCF6048C3B8949703C37CC7B3C22512D3C0757843CB827173DC2E3C13BC1E990BC641BB3BBBD8ED4BC46371EBCF2C919BC5C02F5BC1953553B2B74A3BC21C06E3BC0DCA73AF0F59B3B9CE4F73C3D92CB3CE9D0E7BC0FFCB23CAFD41ABD388C2D3BA193AD3CC87A80BC123980BCE8EC20BD8A04083BEFCD03BD264898BB93EB0FBC14CD70BBB8F9673C2F6A713B827C6D3B63620EBC8BA3CABB60D7933B00613FBDB2BE1CBC74183C3C3C690F3C6B5B03BCBBC1A9BBA3A3143C5B84103A5D131FBCAF7A253D40E19DBC273E47BC39480C3D7C997A3C30422EBC8441543CB6F311BDB78197BCDF04063D7B1F07BDA6BCCD3B101934BC30F1493CF94D683C760D19BC703552BC0933B83CCFB5BA3BC5A916BC078BB2BAD9FFF03CDC43C5BB80CF373DE1DFD6BC57BD58BC05AD7EBB2F2FB53BFB98F1BB0E9618BC47E87A3C794702BCC2A917BCBF621E3AD9DD00BD3538E63CE178393C355DB8BB3EA3D5BBDB14AE3CAB36BABC8E74B3BB72B3A1BBA23A55BBFD87BBBC709D133D53F6D3BC4A2CE5BB6CCF7D3C18BACF3BCD5CB23AC19FDD3CEAB49BBB653DB43C8DA71DBC0B33A23CABD34F3BF03E6A3D477E733C5064AA3C0F89F93AF2C49FBBEF531ABC658F2B3C0AA7EDBC292714BCA9D1D6BC95FE85BC8ED3473CC16D8C3CC047683C",
      torch_tensor_32_4_torch.float32: "0x0400000049C99E3B6A057A3BF58BF6BB90919E3BDA96163D05B7FE3BF2F84A3BB060203BA6DB1A3C555504BC8A6FAF3CEBEA403B1B9B543DDB9F8D3C7E61C9BCB78ADEBBD1959ABC90B90D3D155117BD34578FBCA18CEABBF3569E3C64CC3C3DAC58F63C870B8C3C149F8FBB8991663C9CCDBFBCF491BB3C0031B0BC7408BABC798C6ABC229A623C1D027C3B582EFABB59CD2F3CAA0856BC1731903B35B00C3CFBA09F3CD58F1A3BC43016BCD773A5B92438DCBCB33B5A3DEC99723C79288B3CF529C13A2BD78E3986011A3DA9B729BC9DC71EBCCBF4B33C3ABD903C4CFA73BCF4BF17BCC5898DBBBBB85CBCC1A95FBC940F0A3D9C2FFBBC4A058FBB2708EC3914C913BCA5DBA5BC142A953CC564B8BC97903E3D382DB63CF92665BC95315B3B1DAC69BC723537BCD743173C86093B3CDD6FC1BB1938E33C9921AC3CE6C1973C32AAB63BE7D2ABBCD77162BCB25428BC5EB6C53C853DC8BCA6B2153C0608563C3B377C3C535CED3B07B814BCA58DA9BB10EB353D42EA55BC9EBDDEBB4B247DBCF7ADB73CE0A385BC086B97BB8F95223C404F98BC6F15843C53F5C23B17EBF63BEB3722BA811775B9ED74953CC20DE0BC8735C9BBAF398DB93D6C863C3DC8CF3C3025AE3CEA429ABCF0729ABC65A25FBCE51441BD2464B03C281B8D3A8D90BEBC0739F4BBF6FF80BD26F278BBFC0D253C922C2DBCCDA1B53C977BF63C77F8043D57E72DBC",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_34_32_torch.float32: "0x04000000494F47BC65305F3C85DE4D3BD901DABA966C1B3B80EA153D29B5553C9E10663BE057F4BCC141B33B83BF173DC216303C696FE53C5BAF1CBCC62D593C306C52BB7C9DB8B9E0F9B0BC774A0F3C8659A73C397030BCDCE93F3C1C38F4BBBBD3AB3BCDC84ABC83CC18BD3176813C32B37ABB3D69613B3CF8B9BC062A793CE9531D390000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000998E0C3CF0870A3C250CE93CF942F139D0ACB3BBA512E9BBFF1996BC57C07ABA42C8EDBBC1F1B03C45138A3A6EA6F83891EA1DBD4E746A3C495317BCE382A1BC3CB515BCEC4E8D3D3F5000BCBBA461BBD7370DBCEFE013BB4A4AFFBB16349ABC13A9B43CF54D443C9544F6BC915A19BB18977A3B4ADFC5BB4F34113C0E3FA3BB92A75ABCB318E0BCAE5F24BD559AB63CB052943C2AD340BC6778D63B27CF9D3CF5001EBC1CE8A6BCD33E63BCA6B274BC4828213DA6BBDE3CF1FB903C69AC113D77DDE33C101A803C5CF3D53CB35C80BC01FC0ABC105466BCDDC7203DFBA18C3C8D569BBC04F882BBAFC2143B9D482CBDEAF105BD5E94A9BC97749BBCD2A18DBBEF52933C079F493C8066153C1BDB07BC69901F3C90AF753B5202683C06D2FE3CAECDE63BD0D9BF3C820B813C12D08D39A0B3A7BC85F0EABC5B352EBCB7A308BC38716B3B61FAAB3C9B4A8ABB459C013C013612BDAC3FFFBAF2C39E3B198610BC30DE07BC4208A63C18A45ABCBD22E23BE4951ABD07F105BCF4FDA83B5B515D3B384527BCC25B273DC878223C7D3ABEBB7B81FE3A7D1BEBBC19C91B3AA183583B0A37B9BBEA83CD3C37688CBC78DE12BC963EA5BC8B1C273CF2242B3C9B90253D4DE5863B5EEB04BDD34771BC39FAA63B40A1B83CBE8ED53CB8C30DBCBBB665BB98B2F5BC8908BB3C0C7AD13C10C3693C94D777BD6585BBBA12871B3CE7100DBD69088E3CCBEEF33CC406A0BBE193F43C00FE463C27DE333B58CF363C84301FBC6E99FFBC5B9D2B3B58A7A9BB264EB93C16F484BCA450843BC1CC473CA033923CBEAC79BB42FC7ABC27D0A73AB8ACDCBB4B8DA13CEC27043D0A264F3C827D09BD06688E3CE5CE3C3C20FD06BC49D0533C49577D3B47A2053CDDB0C63C8473BCBCD69912BABEBDA33CD591833A726090BC338E86BC4941853BC5C235BD94D7DABC40BFD43B3BDD1FBB243517BA100F9BBB7403C73B62116CBB817C5BBCB9C214BC7C41EF3B665C283C00B60B3DC0E7B6BCA6AA47BCCB27C4BC3D33CF3CAF6CB23C073CA8BC62E8DFBCFDBA673B1CE529BDC105CAB9E7CF0BBB81B8363CBCE3B0BCE265EBBC74FDF93B4FC6833C211828BDCEDFD33B20B6BE3B4B5E583B4681B6BC3EF6013CB3274C3A93A12A3D879D1E3C7B0B16B9C2C690BC834B14BA9B6798BBBFB98DBB5953E9BC1F3B8BBC7303AF3C0B847C3D322B3E3C701CBBBCB5D3933B57F2F63BA29E903C6AAA28BCA6E379BCCA5DD5BBD27BE9BBBE78E6BBA0E17BBBBFD915BC2490AB3B4B5E8F3CC95351BCE7E89BBC503D89BC40FA2B3B6A479A3B4B4973BCB0EE863C84E93B3B5F07883BB4424A3ACBFB47BC8C2E6CBCDBC1DF3C1ECE9DBC65CF45BB7EC4D83B93B5F4BB0A0F47BD96A6023B7C8FF83C2408B1BC49A69BBA300F5B3C675B94BC452982BB1026043DA104C3B981C4B03BE664493C80DE953B7335B6BCA9A0163CC6D9143AAF10C9BB277D07BD83DC8A3C3EBCB93CDC42D3B73280FBBC8FBE28BC260DD0BCF78D8D3A56C21D3CA09E2B3C90F5863CC502D1BC295B86BC0D6AAE3C0EE6D3BB52743EB92C4DE5BB784804BDE3676ABB21E7A6BC8962B9BC41995B3C426B33BD648EA93987E61F3D61B5E53BAB3A0FBC3BD0B53B7CB0B03ABB0AB6BC9AF3A13B9F888D3CA9A187BCC923A8BC624DC13BC27509BD04A9663B17D61C3C6C1AFB3AF269B2BC4F3342BC5286CBBB9064C5BB3DEBCDBCF28C1F3D972B6ABB3EF5E93B55469B3B9D608DBB441B86BBB9F6573C80BEAABB5FD91FBA6D6B1F3C2AD5A73C49EC603C6398F03C43E0FA3A9E8F5CBCA54BBB3B92B42FBC9D547DBC1C8755BB5D7FB23CC5EB393C99CE0A3D26B0363D7CD0B53C89CE2CBC9DA1903C300EBC3BA0D109BC99BC90BB6A3001BDA2D3C83BF4FAD1BC476A3BBAF507C0BBCAC7DCBB6E9295BC9B12BDBB8F8811BCAB819EBAA9641DBC04FB0A3D2E0F03BD0CF81D3C621FD63C8D3D8BBC02CBBFBCA9809EBCC5A6553CF0007C3CBD3284BCB09AA43B6CD6543A52663EBC98BA533CB505E0BCDB69D8BCE69049BBA6AD493C2426073DDEDBDE3A1E0005BDCEE4113D3C5BF4BB948D99BC242633BCE551AFBC47D7E83B73C4D53C14A5FC3CC406993CAD7A393B0C15213CDF06163B905196BC06A351BC2101A03B799B43BC93FEA4B84D2C9A3C3918EA3CE8F58E3B4D09383C42CFAC3C77FF93BC418A89BCC92463BCE7E4A4BB976A9ABC8F1FE23C6B9F433BCF6D46BC4694EEBB4A8B25BDE48612BC6CFBA03C9813E33CDD45E4BCE04885BBD79B06BD440A913B09ECE5BC70E1CE3C9915ED3B6E58C4BBC5226E3CC702C23C446C94BBF4E11ABCFDD846BB086E193D67A5ACBC7757EBBC3B681DBC653B9FBBB2F2C8BCC4B6DD3C6298B2BC0F7429BD2D5105BC7B62C33B2240CABBD8F3D13C749CBA3BEFFE473B26DCCCB7D310B5BB8D9FA13B7D0849BB5E319DBB844325BC79965CBDC960083D92A02FBDE0822DBD473017BD0E98B5B88B2F01BD8E0B5B3C89303A3B65F82D3D681F903C362419BC58BCA53CB994ABBB6B1B32BCA652B2BC28D1023C6D3B893C8B852A3C6A68C9BB206BD03C7ADC023BDE0DC93CC6E11ABAFCDC703CB806EEB8E125553CB3DB10BDF972363C957F503BB222DF3A4A31543C4684C73BE908443CC20B04BC87039C3C392FCDBBE93C2EBC2DA20E3B97BBE73BE094943BA060F03B82B295BC7BB2B7BCB83B76BC6648DABBCF73813CBD33AABCAF3C9C3C744B6ABBF293D03C5CB52E3C6A1B7CBC18FEC53CE27B2BBD1C03AB3BA275EF3C53B5783CA646EE3B240D9ABCA2F12ABD05D7243C42AFE5BBA9EADBBBB97EBABB0791D8BC7C7437388CBF00BCB52BBA3B15DC013BB03D473C02F80CBD451C21BD18EAD13CB24A163DA09089BC1C774DBDC69FA9BC652F913B79C72D3C5F3114BCD24C823B4AF157BB6436023DCC8AE4BA84D4C7BC64B3C5BC37D4D33CE5F3BABA44E615BB3E6B00BC2F9CB5BCB8EDAEBCD7FF50BBE548BA3B19CF9B3CD37D83BAF8C0F8BCD342A43C3BDE983C4ED5633D1C512B3C52199ABB558B103C1F37083C8E20A9BBAB2F0CBD1AC5043D6E26153C394CD23B13929ABC0D81AC3C37D602BD6589113D5B6E54BDEF660BBD9B3CDCBA582FB637EEEB9DBC87B2DF3CEBC81EBD1CE397BC69D5E8BC7949DE3C5BF2803B876000BCD0B00FBD2647933C1682A43C2505DE3C6F49B1BC47FA35BBCE4E4D3C981D4BBC35C9CEBC9711733BDEB4173D8D5F17BC03BB033CB211233DB7926B3CC507283AD7EEBFBBEEFB333CF8D7EEBCB3364EBDCBF6303DB9A973BCEB23EDBA1755C0BCAB71083C27A6673C59D4EDBCBD91003D29510EBC10264ABC7BE8D0BB1755DBBCC77B68BCC6B7C3BA1477E83BA90369BB412AFFBA98DE263C80A6BDBCA6C224BCB260D4BC3D9A713BAF80ACBC8CB0EEBC8C264EBCC963333D81452A3CCBD6A43CBDD8A6BCB9FCFEBB52E68DBC933340BCF36C52BC4770303DD474F33C663BB0BC1CE82FBCF5B977BC94F13D3C8BF9E33CA250003CC4A7893D73A5E43BC46BA63CB2A2D93CE5B56FBC73FD68BD9BB590BC071F273C3002D83C88B39A3C7C9102BC816ED43CEAB2DF3C34D29B3C61C5453CCDBFC5BCE60FB33AF833EE3C9F7B043C933BD6BCB54E8ABA8BD67C3CC50285BCCA65EB39691D623C6261DF3B1D3619BC68A591BC309727BC4FCFA63C2B9D643C753FE03C3B64993C0DC4BE3C57177FBC1FE18CBC877D933CDD5AECBB3294DD3B45FD95BBA001B63CD915A63B695E3BBC987CC3BC47C4C3BBE233DA3BB62D1DBCE22CDD3CE49027BC33BA553BD446F53B0F38D4BB84E9483CA1F53EBB6248C4BC25E6153D040102BD7BA888BCBDD7933C546D93BBE702213C2203F33C2048B03CAB6CC63B88E6023D35F8F4BBF00A473A7487D03BD0D7833C9E92713C2BD060BC19EC31BC92C94DBCDC5527BC5B27973C4BF0623CE97D943C05972D3B794401BC720EF03B202441BC529BB83CAE5EDC3C1FCF04BDAFBEFEBB2544483CEAFC58BBEA4583BC83A51CBBC501B7BCFB85013C8A0DB93C67C0C9BCB22D28BD897239BDF56593BC28F6213D244965BBC70F813C7C1FABBC3FF80E3C2FA28A3CD45ED9BCA56DE9BA97A882BBBBEE923C42399BBC6F52993C67BA113D9CA742BC47398C3C12CE4DBB673C29BC827576BB67A698BCF3C2A83C29B1093D6F0B6CBC42A4B4BC5826353B1427853C0AB0B53B1002A03CC084EEBBFE09403C1DE883BC377109BDBBCF70BD4A90493C377C54BC5C00663CE08C38BC0608B3BBC06D383B584E383D5626023D8BE4A6BC8E2A39BD593DC5BCE63028BC54E8A13B2C63CEBC36F6B0BA2D4D0F3D413AB63C08E58F3C2143403CE965A03C9014BA3CDE1AB03C824617BB12E1743D81E9563C3E43CA3B3DAC173B6AAB0D3D1E95C03C6E6B2ABC329076BC9B727A3C78D4D9BB6CF81F39F67B87BC17C856BCB8DAAA3C9C2D433CB7DD0CBC1BEA0E3C30EF9A3BC28D993CD2DEAABC67AA0EBC37D8FA3C64AE0B3C3433A23CA75EF2BC5A828BBC00EB59B9A2A5523B8E46A5BB32647DBB1D538EBCD2EF573C69B0FF3B46A78B3BCA994B3C7E299ABCCF0876BC1B7246BC57EBE03BC9259A3C1B4A95BBD488063DF4E5CCBB8773553C8B261BBC947CECBB7D16583BCA42623B82A4AEBC7173213C4A235CBBB3968ABC38101BBDE8FAA0BCB478473AB7E25A3DB034453A8F2BF33CE4BC2D3CCE4B98BCF02A303BC80D13BDEF6B683CA691BA3B066D8E3C44BDA63C2D9E93BC4589573C043FC43C04C4023C02B1ABBBAE34523B2C0A51BDBDC0DA3C8A96AEBC22B5C13CAE0FC63CE401193A4576EF3C0486853C6947A33CAB1F303D675CC43CA0EEEE3CB836093A051BBFBCEA1B753B8B7F1BBCD0B78F3C4084C23B40CF50BC8F53393C3845313BA7BF09BDB407243AB12298BC76AC8F3C2923B43C803FBABC672560BCA19F203C4251DCBCCBDE5BBC789EB7BCF183963B8DA805BC43FFEFBCC5F106BC3B0E13BD1934B2BC30DBCCBB6415DCBBDBB2603BFB7B73BB0CD8633C96AB043CF780E8BA9787C03BE6D7A4BB90BAD2BC67E800BC6AAB4F3C58948CB9371886BC149B8BBBBC172DBCA0E9AF3C226E49BBDEF74B3D0334FCBC104A15BD4B8010BC12477BBB42AEEE3BFD07F73B2673C0BCE1E7BA3CA61657BCE78507BB98073CBD8413C6BBB296933B94E3233DA65304BB6EE3EC3AE0E22E3B2BDF72BC466BC03CA251DAB979DE8A3C043CE3BCD897E2BBF075DE3C544DC33BEC4F1D3C34CE5EBBD0F591BB54946C3CFCC40EBC5E32A43BE7D412BDE14EBABBBF580E3D27BA0ABD1D8123BC6F422C3CBB5C623B6BBD19BB887380BC0C6C8F3CE58A6EBC45CCD8BC97B8B8BAB9B3073C3374803CC5AEF33A0C500D3A6DBE8DBC84C9B8BCB93AFDBAE08840BCFD52BD3C22B40FBB4687E0BCA0A8F13CEF73353D770950BC72D937BCB2D88A3C2F9A7E3C9B5E933C4946BF3C19136CBCACE1563B9BB29C3CAE33C13C2FF3363CC5DA56BBEF1905BD69B3D53C071B263DF530F2BB07ED4CBBAD603DBC9ACE033C7B5A92BCC5DD9EBCB3EB24BC34BA463C05A1BDBCE51B933CB69B03BD4E8995BC52E24FBC02B180BB016F433B141A14BDDD043A3C671FEE3B542B64BCB391BE3C418DA6BCF2A5D53C0AF7F7BC1E4B0ABCFB63803B86F74FBD3E3A30BD13A30BBC2B7A39BCF63C86BC8022E1BC8179E13C831672BC4B8525BBAF7B00BCF0E84DBD37172CBCF7323A3CC1C969BDEF1DB5BC3E19A73BAF847E3B82E1CD3C606D433CD40D353C0AFA28BCCE971EBD050F4C3CF8D2313DA6EFFDBC",
      torch_tensor_64_32_torch.float32: "0x040000006EEC0BBC29D15FBDE1BDDDBAEE24403C1C74EEBB3B86A2BC0F9361BC8C7A02BD7302593B7F46093C945A9ABC78FFEDBA4EF32C3DE3C517BBC9448B3CBD43C3BB6D5AC13C827EAF3C30E4ACBB60A630BC127F9E3AC9970DBCF8C6CBBA7090383C41A1E03CCDC7083DC02FA0BC1D8B18BCB6F305BD669FEEBB6061A1BA267747BC0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000700501BC3E1AFE3BC2844B3D02041EB845AB303DFF6B043C6BB4CABBDF9F193CE732A73C17918DBA14EC80BCBD941ABC2DEC1ABC75DDC5BC88CC01BC1BD952BB6BA7B23C2638CF3C14F99ABC408D5CBC66F808BCAF02603BD435A53CB894323C5B15E7BCD01AFDBB13F7C0BC8221AA3CCF8566BC290204BD2639D33C86F60C3D719B22BCEBFAD73BDBA7563DE7CFFCBC9B02883CE781213B85B1C8BC2054743CACD7D0B98472513CF8DF4CBBD02D62BC3584753C07AC2EBCDC28753C3852B53C6F21333C07D2903C52C9663C18AF3E3BCF92D4BCD538B83CC2D93D3C4682953C3790503AA7745CBC56D3833B8A7D3E3CB29C9C3C4CF2633B842DAD3B9AD2833C964A15BB543DA0BCE6C389BC215534BC02B411BB1BEEDE3B82C4FCBC9573CDBA5E314DBC9CAEAEBCA0D9F83C94F57BBB7F3005BDDE086FBCC208D2BC01F69EBC82FAEB3C963E9B3C189E323CDB47E7BB04F3B5BCC063073D33AF6F3A8748D3BCF2B981BBD7F01CBD0AC688BB19D1713CF3C8FCBB92A878BC4EFB253B81449B3CEE7E7C3C37BA22BD204FCEBCEE9899BBC92115BBA7E1AFBC8BE2B53C44191F3C8E4B9E3B7C7528BC817C2CBCFBFF94BB93D624BD39E21DBD595A93BB1C3F4C3DB2537CBA1EC0A9BC264DE8BAD879F73BD7A719BC9309183C53C2F1BBD645863C3EDDDB3CD302C2BCDDEC163C73837CBC2B0BD739B032713C5E104E3C664F1B3D4078F13C1DB1983C9535EF3CF5E8C7BCB90DA8BB908E4E3A6BF0413C1D504A3CDD04FF3AF2CA303D071A6E3BCED465BC329003BCCABECEBC90F6F4BC1E9CAB3C2C40E93C78A4013DF54584BC87B28F3822FA82BC27AD5EBCD4B5EDBBCEDA143DBB67C6BB8E6E48BDDB094EBB9D095E3A585523BC8FE2153C47D1233D7F919F3CD3EC333D2E8F44BB0D168FBC4381913C9500383CBD5F8A3C4E2162BB46C349BC5D314BBC4760A2BBB777F53B1D4CB6BC807EFBBBFE2417BCD020F63B6D2FCABCF065403C7029D5BC976C1C3DF9985E3C7ECF27BBB03B85BB3B108F3B85C178BC87B1CFBCA1EE123C34F54ABC99F81E3C6790373CEEFFFDBC1BDBDE3C9E4DA53A93FA5C3C661A343BD8744C3BF85AA43B242500BC52A1D43C93EA47BC650575BCBC756F3CB8D01DBD2676AF3BEF79263C23737A3B70754A3ACA8F9D3CD55AC3BBAB00913C4EC3B9BCA0AF2A38B60D29BC21ECCE3C44EFB8B9E2DDAB3CB3FF22BDBE5BF3BCBD93F03B816E5D3DA4F9903C02878F3CCF474EBC36FF8FBB775F873C33C55B3C75D1B93C0444E6BB3ED6A53C00F819BC13A614BBC9BD14BC027D8B383E7E26BB3D4582BD71AC80BCB90439BA817DF1BBA2FD313DFDB3CB3CF354C1BA978E0F3C475AE4BC8F7554BCE9FC6C3CB8770ABB77DD6ABC4AD4453CA16CB23B2BDA36BC3504CDBCF919B73BB24B293D4E10A53CC0B61DBDAE6EEFBB4700E83C80DD283919A9423C06E1B7BCE486403C677386BC1806623C992E443CDD4C3EBDF3AE7C3C6403B13B761F2ABC7E2E3A3C898ECC3C777D2B3C8911743C8C225CBC9448D3BC6703923CE73339BA2321FBBB65C0D13A9FAA02BD7ED6893C04ED4FBCAA619EBC809CEFBBB0907BBBF4CC8ABBB760B73C99661D3C7AF21FBCF373EDBC776946BC846A543CBA0C0CBD8ADF99BAC9F08B3CA70C9C3C4AE00BBC9063A53C1DE2993A90E726BD89A2C0BA9480683C02D592BC58F7BBBC4CF8F63C12EECB3BDE0561BC66A2C8BBE6425A3CCA1ED7BB1B6028BC75B4E93C9346B03CF9CB393C4065EABB4F7F14BC2D8B83BCC079393B0768EE3A1DA6CB3B30D5223B58EB933C351CEDBCEE72513C57E5833CC00FCE3CE5ECA3BAAE0E313C00CD8A3C79D04CBC8B93923C450AFC3C7BF1CEBC8190BEBC54F7AB3C7D57A5BB995112BD1C3C79BCE9637F3C44E8173CD2BB803C8CFEF9BC45742FBC02C3903CD0077FBB5CD4A93C63EA13381D14F93BC2D5A9BC47331BBCE5CFC63BF52A173D0E61143D4FE340BC5C03703C21AFB0BCFEFC053D629A1D3C8EA2F5BBA673D8BC02340F3CAE4717BDB3D1EFBC98104CBCE99DCE3C82F71EBCD083853C9B956B3C0AF5A4BBE9B5F83CE4194D3D8A5B3DBC39B0393B4078923C522AA9BAD5BE32BCE62E57BB15F8C9BCD201A93C0A8A97BC7C5256BC09490BBC2D82A73BB12E0DBD8C4205BD3284293C02E0D03B8DA4163DF02D8ABC0EF3683CC91AFA3CFBE0DB3B8335FBB904E99D3C6EDFC6BCC4A1ABBA2EE8963C6E8E45BC2FDA5BBBCEB7C2BC0F3E93BCB077283C125CA63BF395DF3A22CD263DEEADEFBB936CFA3B3378A7BBC2BACD3B26BB90BB61AA753C53ED873CE1DB2DBD8B1DCF3C7A0801BBA069923B65D68D3B5AB3223C696583BC2634113C6D0F33BB150BB93C1D281B3C9DD694BC61086ABC6103543C1D61FB3A4341F83B1B31923BD4A90BBCCF4615BBE1009ABBCCAD51BC112D9BBBDC5D433DF48A2BBC01E34F3C67D69DBB00AC80BACBC5AABCC63F8239BCAEB83CFE31F0BCEBFF3EBCBECFBCBC7920A1BCFDDA3EBC840E31BD42802EBDC9EF13BC1443D4BC0FDBC43AC1F3F6BC754E4B3DC0BE2F3D2C72E2BC09E5443C738E29BD141189BC99A44D3CAF3C6A3B03C46BBDEE7C383C3085C63CE59F4ABCC055473D6637DBB9428599BCB546B83C07499D3B4E296E3CC477BCBC5674B13C52BEB4BC92CE89BC3B66663B9BC09CBC59E60CBCB80DAE3C9CD3843C00EE94BCF58EEB3BA146643CFD13283CF414473C6A1982BCD47885BC37772BBD770128BB3B3D9F3CD39246BC33FBA33C408B7E3C5BE2013C152DB5BCBD6F893C268ED43C2E18ED3C7783B9BC6115263D97A7C43CE137D5BCBE7979BCA29D09BD77C51DBC073579BAE47F04BC0FB832BAD7F970BBFD1A453D4F5F693B39A11D3D809604BC0EB72E3DD5F1723C09C6143CBC52FB3C57DD87BBD43F993CA401C5BA2426A83B39A1C5BB0E08543C10021E3CEE6B9C3C391C2DBDE6618D3C6D49BCBC8FFA12BC6D8CA038988337BCBE4104BD603EB03BE53816BD6986D1BC66E616BDE69DB1BA52CEF83CC01BD03CABA48CBCC12D47BBF34EE8BC626369BD781F273D04458B3C887AA2BC6B500CBB1D2AD13C30E4FEBB4AEB983C1941DA3A7367553CF9F24FBCE03DC1BC34F3C2BB1908F63B78EBA73C9EE3333BC76D27BB33AE5E3B98DBB93BCDE9393C8B1130BC59E01CBD30D7F7BC4B5C0A3DCC6417BDD45867BC6D6FB03CC6EFEB3CE0D31A3CEF01253C39D217BC39B6FA3A405E523C1593B63B9CEDCB3CD48204BD841260BB0D4D0F3C7D7E5B3CD44A62BC4C78F03C5048973C97A88CBB41579B3BFDA1C93B9C9C6C3CBFFC063D9CEBB63C52DB2ABC843081BC10B54DBBBC0E233C62754EBCD401B7BA8798903C6436383C2CB6643CC0F96C3C30D8F2BC42DBA3BC04828C3BA987773DEEFD983C0491BB3CE16D323A0E5580BB215271BC48361ABC8BA2F03C2D6ECCBCD40179BC7BD4E93CFE0BC33C057E4C3B449AB13C5053683B2630E83CD85FB53C86EE6FBCE960B9BCBEA6453A6622273A791C1A3D5D7B563C8220EEBC5738873CFE3A99BCF2C0D03C9373E0BCF6CE1E3C53F2E63C4D25C7BC92895FBDC18B863CC938103D6EB455BCAA47B83CC734383C675A713C5C87933CF99063BCBBB1523C8641DDBC2BD001BB4A17F0BBED0AAE3C377A4B3DEF6EFBBA190EF03C323D5D3CDC2FEBBC8B3301BD5540B53B44FE2C3C9E06AEBB445615BDCB6940BAD05EEBBBC6E2A1BCAA0E443D6D37003CE5A8C93C717D96BCE545EBBAD53890BACE2DBEBC9B53AEBA14959CBCEC7707BD5BB3643C24A0523B34632B3C7886A93A98D02CBC6E92BA3CA4CB023DEED0E83CC0DCF33B4CB24FBB9CD13E3C3D3ABABC78C2BABCBC5142BC60988C3C59F7D53C47D9BE3C365B8BBC2D4520BC54317A39DBDB993B2D1E8ABB50A7F8BB93890CBDA5BDB33B446ED23CB407A4BC2ACAB5BCDC37DE3B9EE6D4BC60DA2DBA130963BC99420F3CAD7993BBFCE1503CE61251BC967082BCC93492BC2F834A3DB942C3BC6FCABBBCDF2496BCCFE27F3B1CCFA1BB939426BC9313AD3B260B423D221F04BDA2FBBA3B1E385BBDA06BBDBC2FFB23BBC6E6E63BE9DBBA3CC675F7BB12DE393DA458893B1D73573CB5C1B2BC2EBF22BD41D6E0BC534B0E3CFB026EBC98A4D83CDCBEB2BB7404DC3B0B0D5FBC97E3713CAACE9B3C939DF33CAF171EBD6BDB74BC3BBE04BC74B5A8BC21AB3EBD278FB33C355FCABB8B9A4ABCA093D0B9069DD4BCE12DD53CBD59693D782FD9BC82739EBBC9501EBB6091BEBC9E298BBCC4DC34BC73CB2DBCC9116CBCA0E1B33CB8E57B3C2E41E63CBD5CAE3CDB29FFBCE2B6BBBA8AF62E3C230972BC90B5B33CCF2C7EBB6CF30D3D172A42BDEC9F6CBC29040ABDC6A91E3D8EEFC4BC89EDA83CE7AF993AF0D6913B5990283CB40A923CAE184F3B448CADBB4488203D2F06643C7273503CD865C3BCCFE60A3B9C0BC73CCA4A243CF8470DBBC4F74CBDD715483C4430453DE2F3A13B1CC348BC51F49EB94914AC3CD3D8F13C26D52D3CB5E0F43BC230B3BC6B90233D814F44BDC450E33CB2E59E3B7D397ABC845F2D3DC03699BC20B91EBB05AF20BCA2BF473C7432EABC9BF9A53C39FD38BAB4D977BA5D1198B84334EB3B0F1B003CBE93763CB06BEE3CC2D3043DFAAD00BC6650E53C9A4D223DED8025BC4246D6BCDD32523BD72D973C2DD0BFBC0DE09BBCD4DDB83C60399BBC026FC0BC8D22AD3BDFD9203C0B10003C9BB057BC3E7B633A4D2696BC7202E7BBFBDFF93B61CD64BB7DAD60BCC1CF073B145F42BC8FC6B33CC5A64A3CFEDAA33C993619BC96B78FBB7FF1073B170B96BA5C3C653CA2E1723BEFFBE3BC134FC5BB79B4413C12C161BC570980B93F928CBC4364713CF2678FBBEE61163CCCD85ABC809D3EBCF80746BD507C4EBC994203BD76092C3DE154A83B6795293D426B71BCF480C33BEE1BA6BC42575ABA343E923C2BDA803CAB59CABC13C6BD3BED8C05BD6ABE743CEE54C73CF96E78BCCEB75ABCFB22483BBC03AEBB5D124FBCD72CF0BC506615BCC2BB7C3BA07B583C8E227DBB5F8E8B3CEB4665BB0611953BBB3089BCDBE983BB5C8AA23BEFCA9DBCB54BE33C420AC5BCA44F243D014D21BC5395273D0EA55E3C8087BBBB252827BC4FACD83CFD32243D541F6CBC4E60B73C75D4C23AC07B613D85FDAD3CB97D8ABC936A76BB3B86F83CF040C73CA60BDB3976D2AFBCF0A771BC3D42A43CB675B1BC60DA803C02861FBD674516BD376E12BC9D21C13CC319F5BCAB98263B87AE133D30A901BDF414CEBBBADE153C876952BCA5A7FFBBD1C9003D69FB9EBC247537BCE296033CD8DAC03BCF0F123C693E94BC27B376BBCB21AF3CA626743B82544F3CDB2CDABB39A1FA3B505105BDB2324A3B3D3015BCCDD4BEBC0266E83B2DBFAABC0F8F713CCE81403C8269DB3B0A83053CBB2F21BC479F943CE907233B9954103CB21FF73B843EC43C81340DBD9E5E1D3DF887693C57130FBDB97621BC737D023C4B799DBCB57532BBF87FFF3C0D3490BC798F17BB07BD513CE59AA8BC37A0C43B0671CA3C44235F3DA9A42A3C6B8CEB3CE030003DDC50CC3C789547BCD836343D7799F33CCF9E45BBEBEEE63BC76F003C5DA194BC9FDF0B3DF4C940BCBBAA18BDA21C403C0F0DD8BA4206983C4BA7D03CB93A8ABBBBB2273CA4EFCB3C807F63BCEF26ACBCA0D3943C46AE233C159E0A3CAF8769391648A03BF398A0BC0B0D5BBB482D83BC04D25A3B3B2A173CE930CABCB89AA7BC411443BCDE2F5CBBEA4C45BC3466E4BC7DEE903CE9E5DCBB2B4581BCD641283CCAE3B0BCADA50F3D2BCA963B45F6BDBB9C754DBC740F27BBD748BF3BE7D18C3C059B6D3C1A720DBD4B04243D420B383D1D2AC7BBAE349E3C531CDC3C92464D3C092310BDC07E0DBC56491E3C4CF7183DDFB509BB45C8BEBC0797BB3A6CF5E4BBFDB56EBC60F74CBCF9DC9CBCA7286BB918B264BB227BAE3AFF34813C1D490B3C3ED39DBB2079E53812728CBB3848FF3C44B7CD3C6AFB273DA0A6753C9BFCDABC930C70BBE03AC0BB6DC913BC4F80BF3CF1CF9C3C03D9F0BC68B211BD0BD1E63CD6191DBC998A033CFD8BF8BB104692BC970B18BA3DE236BCAC46DABB4B0A8BBC38F424BC8FE003BCF08BD2BBC6E8723BEFA7CCBC1377AEBC27AEF2BC2EA39D3C5C7B8D3A2FCF06BC7A640D3D52AF5FBCE1FDCD3B45F5543C21B9323CC4090CB917AB2C39BD65803C125AD7BCD49E3CBCD3AE61BC6785243CF0A90DBDCF31513D230F033B608A85BCA43B2CBC656DBB3C9B377EBC1FE894BBE9CA5BBC0BE612BB3D4851BC894E943B81C014BB930F913C2B240EBDCB6B3CBC4731DD3CFD07283C67166FBBF0C81CBD2AD7D03B12E4F93BB14E21BC8CA9743B6E3EA1BC52CEB8BB9DFA2B3DD958163C67A05E3C3491EEBC9712583C92C4483B8FD13CBC4A7EB4BB0D6C9CBC1F0502BCFCE4473C5F3A923CA87682BC1E0520BDEDC4383CC536AF3CBEC925BA425CD23BE38FF23C950AEFBA42BFA5BBE7E099BC5701093C7380E3BCCE9E9C39A9C183BC5CB1E93BC0D6D13CF125A3BA578D74BC94FCF5BC91B59B39A97CBFBC4907E33C24D919BD93C030BCC234113D8EBEA73B46CA183CAAC8FFBC7505593C9B29813CE04D633CD333BFBCD0943A3BC2F0EABBD6372BBDD3FAB3BBF0318B3C0A6EB93CD0B9263C95AA903C7D8611BD27C1D53C7DC3253D07B5433DBE59E1BB19836DBCCD9F0BBC5812463CF22AECB9348EEC3C21A2953B5B5893BBCFCAE3BCD284BCBCF7291F3B32C5143C941EAC3CCBDC2BBDE76582BAC6BD43BBFD649CBDBBF22C3D33455B398B02DFBB93A2423CD4136FBC1425803BD7753DBD7D5EEDBB8191B73B502CB73C0F84343C9D1C043C34093F3CB1EF003CB00E453DE21028BCBD6EBCBCE2AF75BB5D81E53C4499BABC7B16B1BC61D012BD6E8AB3BCC072EF3ABD3AB7BA956935BC7E8B5A3CB54982BC6E14B8BB1D65343BDD3EC93C9941E7BA49539CBC014DAABAB93AA4BC80DBD3BB6612BE3C4B94CCBC0E4A6C3C2F2F783C80AAB63C2E3A3E3CAF1FBF3CEF40BA3B0D4A85BC9D8839BBEF9ABCBBBBC166BC48FC123C815EC13BD6A006BDC91DF73BCA6B223DD0049D3CB97BFBBC42D16E3CF704673BCE779A3C79F320BC32ED153CDB9285BCA6D531BC09AEEA3CCB04E4BC69FECEBC20F1FE3BF08AC8B9941D913BFBD2FCBB466DB4BCC14143BC3B2BF0BCEFEF673CDE6CA9BC2DDA0EBBEE1FD83BD7A4D4BBE0009BBBC4DE21BD8123A73C72CD8DBCCBC4A13B5926D8BC2AC8B13C40F85ABB2E33283DD7B5FF3C6E1F763C8436DFBB2EA078BC5F3C053DEE82A1BCC98B173DADB30E3C1DDBC2B9992AC4BCEAA4283D42410DBD7DA04FBB17E2EDBC1CAA333DF956DB399D9EBA3C9C1CE9BCEBF3783C06AD39BCA9A6ECBB4290123BD202D53C92BA64BC42D85D3C5B9DDFBC24A2C53C448BD6BB6507263CB7B436BC6DE9903CBC2A813CCEF3823CBD092CBCD99F45BB3E15C03CCEBA943B1CFE54BC7EB5C3BBF7A0573A8166D2BB73ADC03CE0D79EBC397C883C55B7403C86B7B6BB6C9E573CDB5337BC53B1B2BBE033033D9495B1BCA4DE00BDCFDA9EBBD98718BB1B4544BD7ECDFFBC726034BC1B612E3C6B95243CD963673DD2C360BA1E0B99BADE3E2D3C8B4295BB19509EBCF3D7303C52088ABB99D6663C89D5DEBCBE77CF3B066D623C3B8DCBBCAB5A943CD9B6C13B1F3EA3BC55FD8FBC0D63AF3CC76E23BBBA56203C09CB543C8D81863C50FC813C975B10BCF43692BA9DA541BDE69F88BBFDA074BCAD818C3C194B1ABC1997803B8E8B3A3C794902BC863C2FBC1AE5103B313D023D9B8DAD3C221F4ABC02F783BC1CD5A6BC5C0AF0BC5C778BBCE6BB9BBC2149AEBB846909BD6D81A2BA72A9223C6E4A273CF7B742BC92EA023D89DECFBBF49F88BC8A1230BCFD44C23C6156CE3B940EAA3CDBCEE7BBEC52103D385D8FBC1B3696BCDEDFF23C60BB953C2963D43C076739BC25FC613CA76B133D0AB5F9BCDDE8AC3C59ABF9BC2EFB2C3B62BB80BB9B9D0A3C06D65DBDD3FC1ABC5B5BACBC55EBCA3C9C06963BD67B233C9DAA0B3BC58F1A3DF715763CD2160DBDA60108BB03A6143C223BC73A2E24B1BC71660CBC59383D3C659E0BBC6CEAD33C87FE5DBC37C8F53CDD31B73CB0D4CE3A92E08ABC376C72BCAB3CB9BAC27F973CDB3DD63BB40994BC526C423DAA9CC23B3114203CA2BF013C1D720CBD35873ABCB70C7C3CD7D4423CBD122C3CFDD7CF3BA7A6F1BC312F86BCA63895BCA07804BC0248083CAC12DC3B4400CEBC3C05053D8561FEBBA9BC69BCC0C5133D822CA7BC80845E3C3D6889BCC55D603BF73292BCF97542BCF04762BC524A943C6432ADBBEA08923C47AD483C45E2F33C9290023D0694163C5889723D5EB303BD8278EE3B4FEBAFBBC9CA39BDF3D5DAB9B45CFEBC92D696BCA457E33CC7D01BBC0A4E763DB94D293C6B8882BCD271B43BF3622BBA783333BBA7D511BD66850D3BD95D563B74EFACBC4B12EDB924C5E7BCCD140C3D130FEFBCBC23E63C4F3F62BB7E5DE239213ABABCAAADDB3CB9AE8F3BB0D1CE392A2DC03C2941433CC071593C45DEAE3B5B795EBB501F2DBA2FBF4DBC5AB69CBCFC1305BD1007BDBC804D053CCC375EBC07D7063D6B99ECBC3001FC3B74122EBC8FC208BD9B141ABC2B79D4BC35DD873BD31635BC61928F3CE200DCBC1B3AFBBBE6B8073CD572FA3C759F05BB571FB23A5C21593C163F98BAEBE1473CE5782DBB30A9A7BB6579A3BAD735CB3B2CABFD3B6E6F203DF9B7543C1DA7E73AF6DA9B3C972DAA3C8B41133C659B18BB4206A4BC709636BCE71656BC75D54C3CB2F3E4BB2DD2943C0426853CA750473BF097F93B3052483DE5A8C5BCFCAEDCBC81F9E63BF26357BB82F02B3C1E26BC3BB9D70A3C1E178F3C459F493CE51FDB3B613DAE3C695F983B879956BCB7913CBD823E223B111006BB428CEE3CCACF97BC4402483DCB35C3BB05D3F53CF661A8BC124C2F3C9308223C6FCEBD3C06C624BC80DA34BD37FB85BCA6D20BBCA7569AB754FFAE3BC01A19BD71FC8C3C613CB1BC8220063BFEFB4B3C44D84DBCC0EF13BCE2DBDFBB02F6993CCEA3A93C31F1913B501CEC3CE3429ABC5EAE25BC7EBE25BCC055423B1736A6BC2719153BC5304F3C5A521ABD371317BD7919ED3B76D881BCEF60E9BCA168CEBCD36F3A3CBE9849BCB429FA3C60505DBCBD66B13CBAA020BCB3647D3CE22AF3BC8F36573C9395FDBC09A847BC4B7B503C9B5D753BFE13F8BCFB31183A60C8543C5294B3BC37BA29BC5C93123C14390E3C8D49233DB31122BCEA1EADBC69104E3B3C05D1BC491E1C3ADF120B3DE7FF27BCD81979BC46A7283C944A79BC4BC3D23C440495BAFE8BC3BC90983E3C5FD984BC079B21BD959B87BB1A0796BB30B2F2BBB7BB0E3C3EEC11BC2070D33C4B4CEBB9460EC23CE936913C7934473C34DA813C49F5ABBBDD206D3BA9283A3AF45C463BB9BD28BCF892613C9C74053C92E62EBAF5B80DBC06A4DB3CED35213D013ACA3A3C43523BD6E226BBB0B3D83B46E93C3D059AA9BC5FF706BC01DF45B766AEBCBC29ED0C3CC5A9103DA3478CBC70A6973C6C5A0C3DB7BC26BD5E66C73B87BB94BC6FE2E33C7B102ABC9BA3943C5931653B597208BC3CC098BCE92799BC690C363DC138D5BCC92699BB1E93A13C60509C3979F60C3D987DB03B819BAB3C54BCA7BCB27B05BC7196083C212AD8BC499290BB6B8CE2BA13F9B8BBC3409CBAA9DE663B64314C3CEB1AB1BC24CF96BC1D5079BCC294A33C375AAB3C193524BD4DE603BD63F8EF3C5856DDBC04C60B3CC619083C3D04BFBCB02E483C20AC0EBD207F6BBCD86F4CBA367A253CF5E6B4BCFD3C4E3B0DFD423C6FD5CB3C260B0AB9150B36BB15057D3C3C36E73CD593FA3CD4A1423C10908FBCFD26603C970D66BCB5CFC7BB3B4D2F3BAD09023D5D1ECE3BE85521BDB7E7D4BCC111093D7D325EBBFB3D29BD640817BC3FA622BB5BB91E3C0065F0BB6917AEBCA92252BC103DA63CA064B73C8F012D3C7EA63A3C3EB7F9BABE9BA33C2AA5313D924FC33C5BED09BCE2FF733B700A72BCFDB3383C75A8833C5FCE033D92DFA33C8A16483C195A0ABD0F384F3C226D743DC4FFAABC008F85BB7AB48C3C4E13233D74C1603C8E021A3CC489AB3C0137173D972E363BB099253CB27C7EBBFCDC4E3C3ECACABC1E26BC3CE09FBD3B93FBF1B84EEEE3BCE6C786399847B43C8762A1BB5079AABB3B46953CB20050BCDE9E4C3B41C7C53C8A7F01BBD54D61BC123FB1BC07270ABC037696BCA173113CDE1FB23B2B56843C8F84753C173554BDAD8899BC9C04463CD669103DA6987C3C9AAF20BB1692123C33F4D53B058E4BBCAB5E863CAB0D613C9C62743C20A13F3C89B53E3C72B54E3D205DF5BA56CE903C5C8BA43C05749D3CCD5E8D3CAB8D0C3C9D4745BCA7AC2EBBD29404BC6088053DD41D1C3B17EEBB3B2A3A0E3DF2AF98BC997139BCD0862CBC44F5813C5348E43CFE28CF3BA9FEAF3CAABB20BD0BEEC1BC6D88223BE792B1BBCB7F37BC00DE0E3D7E487A3C1EDB4EBC61CBBBBA6575793A6B660BBC995211BC71C89E3C3CB9AAB89683A8BC93D4C0BC1466A1BC9B3F9C3C2E3E143CA5CBC5BC02220B3C9503A2B999ECC1BC7D6B123B6AE3353DEB6F063D9BBC9B3C6F4F383CF79885BC3F2B963CA119A73B6D0941BC56D1963C82BC183C624109BD5E19973C4190B9BCBE962E3C0A6781BCF7DAA0BCD0B3153D6E56503DAEBBEABB4411BFBC878BD4BB0CDD0A3D92DC28BC341A7E3C5E4B903C45A9F73BA203843CF2A2BF3C5FE5903CE1945DBBA1F2393D52A51B3C4884213CB499B9BCD2CD93BC94FEEDBC58756ABCEED42A3C451639BCE2A9D1BCCEFA833C74AC483B14B465BC935963BB6765A2BBA6D752BB546C223B1C1EDBBCA48245BC36E305BD7C24243A290902BD5EAA533C26CD06BD284A87BC8D37CBBB85D4843CFD6BC73C0486A83742E0B5BC6444CFBC741904BD16C788BC2740243C7FD30CBB07D01FBCE6C4B4BB05A3AEBA90F313BD9F7609BCFD09823C0B74353CE6A7DE3C970FDEBB4A57043CCC4BEABC5CDBFCBB20368FBAC142963C94806CBC56B20DBBDDBD75BC8150343CC10749BD0D68AE3A33DEC73C4129853C7731953B8517AF3C9D9A6BBC1B9EE03AF53A863B0070403C5EA0EEBBB7670A3C1DB269BB9D2BA5BC9493D6BC694384BAD88C273DAA4066BDA779C33C2FB6063C47A778BA22A6D43C"
    }
  }
#-}
