// falcon-alibi-eager-bf16: transformers 5.24.0 FalconModel (attn_implementation=eager, bf16), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> ()>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map16 = affine_map<(d0, d1, d2) -> (d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>) -> tensor<2x8x32xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %cst_3 = arith.constant 2.000000e+00 : bf16
    %cst_4 = arith.constant 5.000000e-01 : bf16
    %cst_5 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_6 = arith.constant 2.8284271247461903 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_10 = arith.constant dense_resource<torch_tensor_96_32_torch.bfloat16> : tensor<96x32xbf16>
    %cst_11 = arith.constant dense_resource<torch_tensor_96_torch.bfloat16> : tensor<96xbf16>
    %cst_12 = arith.constant 0.35355339059327373 : f64
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_3> : tensor<32xbf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_4> : tensor<32xbf16>
    %cst_17 = arith.constant dense_resource<torch_tensor_128_32_torch.bfloat16> : tensor<128x32xbf16>
    %cst_18 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16> : tensor<128xbf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_128_torch.bfloat16> : tensor<32x128xbf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_5> : tensor<32xbf16>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_6> : tensor<32xbf16>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_7> : tensor<32xbf16>
    %cst_23 = arith.constant dense<2.500000e-01> : tensor<f32>
    %cst_24 = arith.constant dense<true> : tensor<i1>
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_26 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %c1_i32 = arith.constant 1 : i32
    %cst_27 = arith.constant -1.000000e+00 : bf16
    %cst_28 = arith.constant 3.200000e+01 : f64
    %cst_29 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %153 = arith.index_cast %in : i64 to index
      %154 = linalg.index 2 : index
      %155 = arith.cmpi slt, %153, %c64 : index
      cf.assert %155, "index must be smaller than dim size"
      %156 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %156, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_5[%153, %154] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %2 = tensor.empty() : tensor<4xi32>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<4xi32>) {
    ^bb0(%out: i32):
      %153 = linalg.index 0 : index
      %154 = arith.index_cast %153 : index to i64
      %155 = arith.trunci %154 : i64 to i32
      %156 = arith.addi %155, %c1_i32 : i32
      linalg.yield %156 : i32
    } -> tensor<4xi32>
    %4 = tensor.empty() : tensor<4xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel"]} ins(%cst_23, %3 : tensor<f32>, tensor<4xi32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_62: i32, %out: f32):
      %153 = arith.extf %in : f32 to f64
      %154 = arith.sitofp %in_62 : i32 to f64
      %155 = math.powf %153, %154 : f64
      %156 = arith.truncf %155 : f64 to f32
      linalg.yield %156 : f32
    } -> tensor<4xf32>
    %6 = tensor.empty() : tensor<2x8xi64>
    %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %8 = tensor.empty() : tensor<2xi64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<2xi64>) -> tensor<2xi64>
    %10:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg1 : tensor<2x8xi64>) outs(%7, %9 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %153 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %153 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %11 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10#0 : tensor<2x8xi64>) outs(%6 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %153 = arith.subi %in, %c1_i64 : i64
      linalg.yield %153 : i64
    } -> tensor<2x8xi64>
    %12 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %arg1 : tensor<2x8xi64>, tensor<2x8xi64>) outs(%6 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %in_62: i64, %out: i64):
      %153 = arith.muli %in, %in_62 : i64
      linalg.yield %153 : i64
    } -> tensor<2x8xi64>
    %expanded = tensor.expand_shape %12 [[0], [1, 2]] output_shape [2, 1, 8] : tensor<2x8xi64> into tensor<2x1x8xi64>
    %expanded_30 = tensor.expand_shape %5 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %13 = tensor.empty() : tensor<4x1xbf16>
    %14 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_30 : tensor<4x1xf32>) outs(%13 : tensor<4x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<4x1xbf16>
    %15 = tensor.empty() : tensor<2x4x8xbf16>
    %16 = linalg.generic {indexing_maps = [#map5, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %expanded : tensor<4x1xbf16>, tensor<2x1x8xi64>) outs(%15 : tensor<2x4x8xbf16>) {
    ^bb0(%in: bf16, %in_62: i64, %out: bf16):
      %153 = arith.sitofp %in_62 : i64 to bf16
      %154 = arith.mulf %in, %153 : bf16
      linalg.yield %154 : bf16
    } -> tensor<2x4x8xbf16>
    %17 = tensor.empty() : tensor<2x8xi1>
    %18 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%17 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %153 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %153 : i1
    } -> tensor<2x8xi1>
    %19 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%8 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %153 = linalg.index 0 : index
      %154 = arith.index_cast %153 : index to i64
      linalg.yield %154 : i64
    } -> tensor<2xi64>
    %20 = tensor.empty() : tensor<8xi64>
    %21 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%20 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %153 = linalg.index 0 : index
      %154 = arith.index_cast %153 : index to i64
      linalg.yield %154 : i64
    } -> tensor<8xi64>
    %expanded_31 = tensor.expand_shape %19 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_32 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_33 = tensor.expand_shape %21 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %22 = tensor.empty() : tensor<1x1x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %expanded_32 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%22 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_62: i64, %out: i1):
      %153 = arith.cmpi sle, %in, %in_62 : i64
      linalg.yield %153 : i1
    } -> tensor<1x1x8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24, %23 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%22 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_62: i1, %out: i1):
      %153 = arith.andi %in, %in_62 : i1
      linalg.yield %153 : i1
    } -> tensor<1x1x8x8xi1>
    %25 = tensor.empty() : tensor<2x1x1x8xi1>
    %26 = linalg.generic {indexing_maps = [#map11, #map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_33 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%25 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_62: i64, %out: i1):
      %153 = arith.cmpi slt, %in, %c0_i64 : i64
      %154 = arith.addi %in, %c2_i64 : i64
      %155 = arith.select %153, %154, %in : i64
      %156 = arith.index_cast %155 : i64 to index
      %157 = arith.cmpi slt, %in_62, %c0_i64 : i64
      %158 = arith.addi %in_62, %c8_i64 : i64
      %159 = arith.select %157, %158, %in_62 : i64
      %160 = arith.index_cast %159 : i64 to index
      %extracted = tensor.extract %18[%156, %160] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %27 = tensor.empty() : tensor<2x1x8x8xi1>
    %28 = linalg.generic {indexing_maps = [#map13, #map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %26 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%27 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_62: i1, %out: i1):
      %153 = arith.andi %in, %in_62 : i1
      linalg.yield %153 : i1
    } -> tensor<2x1x8x8xi1>
    %29 = tensor.empty() : tensor<2x1x8x8xbf16>
    %30 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_25, %cst_26 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%29 : tensor<2x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_62: bf16, %in_63: bf16, %out: bf16):
      %153 = arith.select %in, %in_62, %in_63 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x1x8x8xbf16>
    %expanded_34 = tensor.expand_shape %16 [[0], [1], [2, 3]] output_shape [2, 4, 1, 8] : tensor<2x4x8xbf16> into tensor<2x4x1x8xbf16>
    %31 = tensor.empty() : tensor<2x4x1x8xbf16>
    %32 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x4x1x8xbf16>) outs(%31 : tensor<2x4x1x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %153 = arith.truncf %cst_6 : f64 to bf16
      %154 = arith.divf %in, %153 : bf16
      linalg.yield %154 : bf16
    } -> tensor<2x4x1x8xbf16>
    %33 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x1x8x8xbf16>) outs(%27 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: bf16, %out: i1):
      %153 = arith.cmpf olt, %in, %cst_27 : bf16
      linalg.yield %153 : i1
    } -> tensor<2x1x8x8xi1>
    %34 = tensor.empty() : tensor<2x4x8x8xbf16>
    %35 = linalg.generic {indexing_maps = [#map14, #map10, #map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %cst_26, %32 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<2x4x1x8xbf16>) outs(%34 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: i1, %in_62: bf16, %in_63: bf16, %out: bf16):
      %153 = arith.select %in, %in_62, %in_63 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x4x8x8xbf16>
    %36 = tensor.empty() : tensor<2x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %153 = arith.extf %in : bf16 to f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %38 = tensor.empty() : tensor<2x8x32xf64>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %153 = arith.extf %in : f32 to f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %40 = tensor.empty() : tensor<2x8x1xf64>
    %41 = linalg.fill ins(%cst : f64) outs(%40 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %42 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<2x8x32xf64>) outs(%41 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.addf %in, %out : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.divf %in, %cst_28 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %44 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %43 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %153 = arith.subf %in, %in_62 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %44 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %153 = arith.mulf %in, %in_62 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %46 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%45 : tensor<2x8x32xf64>) outs(%41 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.addf %in, %out : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.divf %in, %cst_28 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %48 = tensor.empty() : tensor<2x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<2x8x1xf64>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %153 = arith.truncf %in : f64 to f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x32xf32>) outs(%50 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_29 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_7 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %52 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.subf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %54 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.mulf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %cst_8 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %cst_9 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x32xbf16>
    %60 = tensor.empty() : tensor<32x96xbf16>
    %transposed = linalg.transpose ins(%cst_10 : tensor<96x32xbf16>) outs(%60 : tensor<32x96xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %61 = tensor.empty() : tensor<16x96xf32>
    %62 = linalg.fill ins(%cst_0 : f32) outs(%61 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %63 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xbf16>, tensor<32x96xbf16>) outs(%62 : tensor<16x96xf32>) -> tensor<16x96xf32>
    %64 = tensor.empty() : tensor<16x96xbf16>
    %65 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<16x96xf32>) outs(%64 : tensor<16x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<16x96xbf16>
    %expanded_35 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [2, 8, 96] : tensor<16x96xbf16> into tensor<2x8x96xbf16>
    %66 = tensor.empty() : tensor<2x8x96xbf16>
    %67 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %cst_11 : tensor<2x8x96xbf16>, tensor<96xbf16>) outs(%66 : tensor<2x8x96xbf16>) {
    ^bb0(%in: bf16, %in_62: bf16, %out: bf16):
      %153 = arith.addf %in, %in_62 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x96xbf16>
    %expanded_36 = tensor.expand_shape %67 [[0], [1], [2, 3, 4]] output_shape [2, 8, 4, 3, 8] : tensor<2x8x96xbf16> into tensor<2x8x4x3x8xbf16>
    %extracted_slice = tensor.extract_slice %expanded_36[0, 0, 0, 0, 0] [2, 8, 4, 1, 8] [1, 1, 1, 1, 1] : tensor<2x8x4x3x8xbf16> to tensor<2x8x4x1x8xbf16>
    %collapsed_37 = tensor.collapse_shape %extracted_slice [[0], [1], [2, 3], [4]] : tensor<2x8x4x1x8xbf16> into tensor<2x8x4x8xbf16>
    %extracted_slice_38 = tensor.extract_slice %expanded_36[0, 0, 0, 1, 0] [2, 8, 4, 1, 8] [1, 1, 1, 1, 1] : tensor<2x8x4x3x8xbf16> to tensor<2x8x4x1x8xbf16>
    %collapsed_39 = tensor.collapse_shape %extracted_slice_38 [[0], [1], [2, 3], [4]] : tensor<2x8x4x1x8xbf16> into tensor<2x8x4x8xbf16>
    %extracted_slice_40 = tensor.extract_slice %expanded_36[0, 0, 0, 2, 0] [2, 8, 4, 1, 8] [1, 1, 1, 1, 1] : tensor<2x8x4x3x8xbf16> to tensor<2x8x4x1x8xbf16>
    %collapsed_41 = tensor.collapse_shape %extracted_slice_40 [[0], [1], [2, 3], [4]] : tensor<2x8x4x1x8xbf16> into tensor<2x8x4x8xbf16>
    %transposed_42 = linalg.transpose ins(%collapsed_37 : tensor<2x8x4x8xbf16>) outs(%34 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%collapsed_41 : tensor<2x8x4x8xbf16>) outs(%34 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%collapsed_39 : tensor<2x8x4x8xbf16>) outs(%34 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_45 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_46 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %68 = tensor.empty() : tensor<8x8x8xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%69 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = tensor.empty() : tensor<8x8x8xbf16>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<8x8x8xf32>) outs(%71 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_47 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %73 = tensor.empty() : tensor<2x4x8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<2x4x8x8xbf16>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %153 = arith.extf %in : bf16 to f32
      linalg.yield %153 : f32
    } -> tensor<2x4x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map9, #map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_34 : tensor<2x4x8x8xf32>, tensor<2x4x1x8xbf16>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_12 : f64 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %77 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %35 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xbf16>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x4x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<2x4x8x8xf32>) outs(%34 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<2x4x8x8xbf16>
    %79 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x4x8x8xbf16>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %153 = arith.extf %in : bf16 to f32
      linalg.yield %153 : f32
    } -> tensor<2x4x8x8xf32>
    %80 = tensor.empty() : tensor<2x4x8xi64>
    %81 = linalg.fill ins(%c0_i64 : i64) outs(%80 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %82 = tensor.empty() : tensor<2x4x8xf32>
    %83 = linalg.fill ins(%cst_1 : f32) outs(%82 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %84:2 = linalg.generic {indexing_maps = [#map9, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<2x4x8x8xf32>) outs(%83, %81 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %153 = linalg.index 3 : index
      %154 = arith.index_cast %153 : index to i64
      %155 = arith.maximumf %in, %out : f32
      %156 = arith.cmpf ogt, %in, %out : f32
      %157 = arith.select %156, %154, %out_62 : i64
      linalg.yield %155, %157 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_48 = tensor.expand_shape %84#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_48 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.subf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x4x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<2x4x8x8xf32>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.exp %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x4x8x8xf32>
    %87 = tensor.empty() : tensor<2x4x8x1xf32>
    %88 = linalg.fill ins(%cst_0 : f32) outs(%87 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<2x4x8x8xf32>) outs(%88 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x4x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map9, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %89 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%73 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.divf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x4x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<2x4x8x8xf32>) outs(%34 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<2x4x8x8xbf16>
    %collapsed_49 = tensor.collapse_shape %91 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_50 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %92 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%69 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x8x8xf32>) outs(%71 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_51 = tensor.expand_shape %93 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %94 = tensor.empty() : tensor<2x8x4x8xbf16>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<2x4x8x8xbf16>) outs(%94 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %95 = tensor.empty() : tensor<32x32xbf16>
    %transposed_53 = linalg.transpose ins(%cst_13 : tensor<32x32xbf16>) outs(%95 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %transposed_52 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16>
    %96 = tensor.empty() : tensor<16x32xf32>
    %97 = linalg.fill ins(%cst_0 : f32) outs(%96 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %98 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%97 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %99 = tensor.empty() : tensor<16x32xbf16>
    %100 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<16x32xf32>) outs(%99 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<16x32xbf16>
    %expanded_55 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %101 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55, %cst_14 : tensor<2x8x32xbf16>, tensor<32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_62: bf16, %out: bf16):
      %153 = arith.addf %in, %in_62 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x32xbf16>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %101 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_62: bf16, %out: bf16):
      %153 = arith.addf %in, %in_62 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<2x8x32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %153 = arith.extf %in : bf16 to f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %153 = arith.extf %in : f32 to f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x8x32xf64>) outs(%41 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.addf %in, %out : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.divf %in, %cst_28 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %106 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %153 = arith.subf %in, %in_62 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %107 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %153 = arith.mulf %in, %in_62 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<2x8x32xf64>) outs(%41 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.addf %in, %out : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.divf %in, %cst_28 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf64>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %153 = arith.truncf %in : f64 to f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<2x8x32xf32>) outs(%50 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_29 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_7 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %113 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.subf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %115 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.mulf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %cst_15 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %cst_16 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x32xbf16>
    %121 = tensor.empty() : tensor<32x128xbf16>
    %transposed_56 = linalg.transpose ins(%cst_17 : tensor<128x32xbf16>) outs(%121 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_57 = tensor.collapse_shape %120 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %122 = tensor.empty() : tensor<16x128xf32>
    %123 = linalg.fill ins(%cst_0 : f32) outs(%122 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %124 = linalg.matmul ins(%collapsed_57, %transposed_56 : tensor<16x32xbf16>, tensor<32x128xbf16>) outs(%123 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %125 = tensor.empty() : tensor<16x128xbf16>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<16x128xf32>) outs(%125 : tensor<16x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<16x128xbf16>
    %expanded_58 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [2, 8, 128] : tensor<16x128xbf16> into tensor<2x8x128xbf16>
    %127 = tensor.empty() : tensor<2x8x128xbf16>
    %128 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %cst_18 : tensor<2x8x128xbf16>, tensor<128xbf16>) outs(%127 : tensor<2x8x128xbf16>) {
    ^bb0(%in: bf16, %in_62: bf16, %out: bf16):
      %153 = arith.addf %in, %in_62 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x128xbf16>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x128xbf16>) outs(%127 : tensor<2x8x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %153 = math.sqrt %cst_3 : bf16
      %154 = arith.divf %in, %153 : bf16
      %155 = math.erf %154 : bf16
      %156 = arith.addf %155, %cst_2 : bf16
      %157 = arith.mulf %156, %cst_4 : bf16
      %158 = arith.mulf %in, %157 : bf16
      linalg.yield %158 : bf16
    } -> tensor<2x8x128xbf16>
    %130 = tensor.empty() : tensor<128x32xbf16>
    %transposed_59 = linalg.transpose ins(%cst_19 : tensor<32x128xbf16>) outs(%130 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed_60 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<2x8x128xbf16> into tensor<16x128xbf16>
    %131 = linalg.matmul ins(%collapsed_60, %transposed_59 : tensor<16x128xbf16>, tensor<128x32xbf16>) outs(%97 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<16x32xf32>) outs(%99 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<16x32xbf16>
    %expanded_61 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %133 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %cst_20 : tensor<2x8x32xbf16>, tensor<32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_62: bf16, %out: bf16):
      %153 = arith.addf %in, %in_62 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x32xbf16>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %133 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_62: bf16, %out: bf16):
      %153 = arith.addf %in, %in_62 : bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x32xbf16>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<2x8x32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %153 = arith.extf %in : bf16 to f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %153 = arith.extf %in : f32 to f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %137 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x8x32xf64>) outs(%41 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.addf %in, %out : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.divf %in, %cst_28 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %139 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %153 = arith.subf %in, %in_62 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %140 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %139 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%38 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_62: f64, %out: f64):
      %153 = arith.mulf %in, %in_62 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x32xf64>
    %141 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x8x32xf64>) outs(%41 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.addf %in, %out : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %153 = arith.divf %in, %cst_28 : f64
      linalg.yield %153 : f64
    } -> tensor<2x8x1xf64>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf64>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %153 = arith.truncf %in : f64 to f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<2x8x32xf32>) outs(%50 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.addf %in, %out : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.divf %in, %cst_29 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = arith.truncf %cst_7 : f64 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf32>) outs(%48 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %153 = math.rsqrt %in : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %145 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.subf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %147 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %153 = arith.mulf %in, %in_62 : f32
      linalg.yield %153 : f32
    } -> tensor<2x8x32xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %cst_21 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %cst_22 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%36 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_62: bf16, %out: f32):
      %153 = arith.extf %in_62 : bf16 to f32
      %154 = arith.addf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<2x8x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %153 = arith.truncf %in : f32 to bf16
      linalg.yield %153 : bf16
    } -> tensor<2x8x32xbf16>
    return %152 : tensor<2x8x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_32_torch.bfloat16: "0x020000007D3C21BB133CD63B4CBC863C613C743C403C3F3C4F3DF5BA913CA53C9D3C8D3C0D3C45BC2FBB05BC063D1C3BBC3B0E3D99BC39BC2DBC823CE43CCF3BB03C21BDC2BC233BB2BB37BC0F3D7A3C4FBCBCBA793A0BBC11BC9F3CABB8A9BCC1BCA1BC9C3C143CC6BC0B3CA2B9C2BC123B363D063D9C3C383C86BC963CA73B41BC973C193C09BD973CBABC2F3C81BCA1BC163D503DEBBBBFBCD5BB0B3D29BC7E3C903CF83B843CC03C913C5EBB3A3D1C3C223CBABC94BCEEBC6ABC2B3C39BCD2BC843C493B66BC63BBA2BB53BB223BDBBC46BC06BD243A02BD543C07BD87BCCBBB853CC73CA937B6BCCFBC04BD89BC243C0DBB20BCB5BBAFBA14BD09BC823C353CDF3CDEBB043CEABCFDBB8FBA963C6DBC0EBB76BC343C49BDAE3AC83C853C953BAF3C6CBCE13A863B403CEFBB0A3C6ABBA5BCD7BC84BA283D66BDC33C073C79BAD53C47BC5F3C4E3BDABA1B3B163D563C663BF4BCB33B183D303CE53C1DBC593C52BBB9B9B1BC0F3CA73C30BC403CF4BBAC3B4BBC19BD813C7BBB613BBABC793C1D39DA3B02BC43BC30BDA73C07BB7BBBF13C66BCBCBB45BD0E3C65BAB13A14BD2D3BADBC76BC15BDB2BB48BCC7BC353CC8BCC33AA8BCC8BC0B3D6ABD0CBC6A3C10BB0D3C0B3CE93CF139B4BBE9BB96BC7BBAEEBBB13C8A3AF9381EBD6A3C17BCA2BC16BC8D3D00BC62BB0DBC14BBFFBB9ABCB53C443CF6BC19BB7B3BC6BB113CA3BB5BBCE0BC24BDB73C943C41BCD63B9E3C1EBCA7BC63BC75BC213DDF3C913C123DE43C803CD63C80BC0BBC66BC213D8D3C9BBC83BB153B2CBD06BDAABC9BBC8EBB933C4A3C153C08BC203C763B683CFF3CE73BC03C813C8E39A8BCEBBC2EBC09BC6B3BAC3C8ABB023C12BDFFBA9F3B11BC08BCA63C5BBCE23B1BBD06BCA93B5D3B27BC273D223CBEBBFF3AEBBC1C3A593BB9BBCE3C8CBC13BCA5BC273C2B3C263D873B05BD71BCA73BB93CD63C0EBC66BBF6BCBB3CD13C6A3C78BDBCBA1C3C0DBD8E3CF43CA0BBF53C473C343B373C1FBC00BD2C3BAABBB93C85BC843B483C923C7ABB7BBCA83ADDBBA23C043D4F3C09BD8E3C3D3C07BC543C7D3B063CC73CBCBC13BAA43C843A90BC87BC853B36BDDBBCD53B20BB17BA9BBBC73B6CBB5BBC15BCEF3B283C0C3DB7BC48BCC4BCCF3CB23CA8BCE0BC683B2ABDCAB90CBB373CB1BCEBBCFA3B843C28BDD43BBF3B583BB7BC023C4C3A2B3D1F3C16B991BC14BA98BB8EBBE9BC8BBCAF3C7D3D3E3CBBBC943BF73B913C29BC7ABCD5BBE9BBE6BB7CBB16BCAC3B8F3C51BC9CBC89BC2C3B9A3B73BC873C3C3B883B4A3A48BC6CBCE03C9EBC46BBD93BF5BB47BD033BF93CB1BC9CBA5B3C94BC82BB043DC3B9B13B493C963BB6BC173C153AC9BB07BD8B3CBA3CD3B7FCBC29BCD0BC8E3A1E3C2C3C873CD1BC86BCAE3CD4BB3EB9E5BB04BD6ABBA7BCB9BC5C3C33BDAA39203DE63B0FBCB63BB13AB6BCA23B8E3C88BCA8BCC13B09BD673B1D3CFB3AB2BC42BCCCBBC5BBCEBC203D6ABBEA3B9B3B8DBB86BB583CABBB20BA1F3CA83C613CF13CFB3A5DBCBB3B30BC7DBC56BBB23C3A3C0B3D373DB63C2DBC913CBC3B0ABC91BB01BDC93BD2BC3BBAC0BBDDBB96BCBDBB12BC9FBA1DBC0B3D03BD1E3CD63C8BBCC0BC9FBC563C7C3C84BCA53B553A3EBC543CE0BCD8BC4ABB4A3C073DDF3A05BD123DF4BB9ABC33BCAFBCE93BD63CFD3C993C393B213C163B96BC52BCA03B44BCA5B89A3CEA3C8F3B383CAD3C94BC8ABC63BCA5BB9ABCE23C443B46BCEFBB26BD13BCA13CE33CE4BC85BB07BD913BE6BCCF3CED3BC4BB6E3CC23C94BB1BBC47BB193DADBCEBBC1DBC9FBBC9BCDE3CB3BC29BD05BCC33BCABBD23CBB3B483BCDB7B5BBA23B49BB9DBB25BC5DBD083D30BD2EBD17BDB6B801BD5B3C3A3B2E3D903C19BCA63CACBB32BCB2BC033C893C2B3CC9BBD03C033BC93C1BBA713CEEB8553C11BD363C503BDF3A543CC83B443C04BC9C3CCDBB2EBC0F3BE83B953BF03B96BCB8BC76BCDABB813CAABC9C3C6ABBD13C2F3C7CBCC63C2BBDAB3BEF3C793CEE3B9ABC2BBD253CE6BBDCBBBABBD9BC373801BCBA3B023B473C0DBD21BDD23C163D8ABC4DBDAABC913B2E3C14BC823B58BB023DE5BAC8BCC6BCD43CBBBA16BB00BCB6BCAFBC51BBBA3B9C3C83BAF9BCA43C993C643D2B3C9ABB113C083CA9BB0CBD053D153CD23B9BBCAD3C03BD123D54BD0BBDDCBAB6379EBCE03C1FBD98BCE9BCDE3C813B00BC10BD933CA53CDE3CB1BC36BB4D3C4BBCCFBC733B183D17BC043C233D6C3C283AC0BB343CEFBC4EBD313D74BCEDBAC0BC083C683CEEBC013D0EBC4ABCD1BBDBBC68BCC4BAE83B69BBFFBA273CBEBC25BCD4BC723BADBCEFBC4EBC333D2A3CA53CA7BCFFBB8EBC40BC52BC303DF33CB0BC30BC78BC3E3CE43C003C8A3DE53BA63CDA3C70BC69BD91BC273CD83C9B3C03BCD43CE03C9C3C463CC6BCB33AEE3C043CD6BC8ABA7D3C85BCEB39623CDF3B19BC92BC28BCA73C653CE03C993CBF3C7FBC8DBC933CECBBDE3B96BBB63CA63B3BBCC3BCC4BBDA3B1DBCDD3C28BC563BF53BD4BB493C3FBBC4BC163D02BD89BC943C93BB213CF33CB03CC63B033DF5BB473AD13B843C723C61BC32BC4EBC27BC973C633C943C2E3B01BCF03B41BCB93CDC3C05BDFFBB483C59BB83BC1DBBB7BC023CB93CCABC28BD39BD93BC223D65BB813CABBC0F3C8B3CD9BCE9BA83BB933C9BBC993C123D43BC8C3C4EBB29BC76BB99BCA93C0A3D6CBCB5BC353B853CB63BA03CEFBB403C84BC09BD71BD4A3C54BC663C39BCB3BB383B383D023DA7BC39BDC5BC28BCA23BCEBCB1BA0F3DB63C903C403CA03CBA3CB03C17BB753D573CCA3B183B0E3DC13C2ABC77BC7A3CDABB203987BC57BCAB3C433C0DBC0F3C9B3B9A3CABBC0FBCFB3C0C3CA23CF2BC8CBC5AB9533BA5BB7DBB8EBC583C003C8C3B4C3C9ABC76BC46BCE13B9A3C95BB073DCDBB553C1BBCECBB583B623BAFBC213C5CBB8BBC1BBDA1BC473A5B3D453AF33C2E3C98BC303B13BD683CBB3B8E3CA73C94BC583CC43C033CACBB523B51BDDB3CAFBCC23CC63C193AEF3C863CA33C303DC43CEF3C093ABFBC753B1BBC903CC33B51BC393C313B0ABD243A98BC903CB43CBABC60BC213CDCBC5CBCB8BC973B06BCF0BC07BC13BDB2BCCDBBDCBB613B73BB643C053CE9BAC13BA5BBD3BC01BC503C8DB986BC8CBB2DBCB03C49BB4C3DFCBC15BD11BC7BBBEF3BF73BC0BCBB3C57BC08BB3CBDC6BB943B243D04BBED3A2F3B73BCC03CDAB98B3CE3BCE3BBDE3CC33B1D3C5FBB92BB6D3C0FBCA43B13BDBABB0E3D0BBD24BC2C3C623B1ABB80BC8F3C6FBCD9BCB9BA083C803CF43A0D3A8EBCB9BCFDBA41BCBD3C10BBE1BCF23C353D50BC38BC8B3C7F3C933CBF3C6CBC573B9D3CC13C373C57BB05BDD63C263DF2BB4DBB3DBC043C92BC9FBC25BC473CBEBC933C04BD96BC50BC81BB433B14BD3A3CEE3B64BCBF3CA7BCD63CF8BC0ABC803B50BD30BD0CBC39BC86BCE1BCE13C72BC26BB00BC4EBD2CBC3A3C6ABDB5BCA73B7F3BCE3C433C353C29BC1FBD4C3C323DFEBC81BCB93C3E3DD93C3B3C753C363D44BC1CBC493C3DBC433C94BC2B3DFFBA883C58BBE2BB24BB33BCFE3B913C963CF5BC473C633C01BB2BBC273CE23B01BC733C42BB6E39533C15BBB33C92BC013D733CF73C05BC3BBC143CA03CDE3C47BCCCBCACBB96BC003D8B3C573C9B3CC4BC153B85BC2FBC563AAE3B7A3C053DB63BAABCED3C8EBCC53C603C2C3A60BC46BDB63B883C003DA1BC8ABC8A3C9DBC063C52BC8E3CC83B86BB5B3C903BBBBC98BC803C50BC3DBC4A3DDEBAFBBC793CFA3B013B373C06BC85BBF93A073D533C1ABD13BCAB3BC43CB33A5D3AF0BB113CB83C21BCC33C17BC23BB81BBE53C0EBC0BBC6FBC86BB6BBBB33C21BB733B313B833CC13B523C02BDDEBB603C2C3C05BD9E3B943BA43A4FBBB6BC07BD0C3D0ABCCDBB54BCC4BC473B8C3BBE3CCFBC10BC5DBA503CC83CAEBC90BB2E3C223CF7BC85BC82BB163B3CBCCF3CC5BCEB3CA83BA43CD03912BD46BC09BD1A3CE6BC05BC1EBBC43BE0BC1D3C1FBCDB3C6A3B3ABDD63CEB3B583BDF3C1DBD4CBB99BB0A3B323B693CB5BB943B123D3ABCE6BC0D3C6BBCCAB92DBC2CBCED3C0E3C783C88BC90BC113BD4BCD03C82BC34BC09BDB2BC0BBD04BDFBBC063C9FBB0B3C043BFDBCFE3CD8394B3C8FBB64BC9C3C6E3CA4BCFFBBAFBC243DE3BC083D04BD783C62BCC2BBE7BBB2BBE6BB373D503B3D3BAE3C19BD243C093C1CBC823CE4BC773CB73C103CE03C81BC623C1D3B513C3C3ADF3B2EBD0A3C903BE8BBDCBC7D3C30BD42BC29B9C0BC9B3CFC3CE23A543B6EBC14BB81BBE33BBDBCD53C3DBC8FBB973CC43CBE3BC3BBCB3CD1BBD93B9D3C213C6D3CDAB975BCD03C5A3BB0BBD1BC573A513CA5BC2E3D1D3D9F3CCC3C403CD23CCC3BC53B4DBC10BCAEBCFEBC36BC993B10BC9CBB523C01BC873B2EBD603C3D3C60BCC3BB6A3C33BB98BC4EBBD23B39BC40BA653C4E3C1ABCB2BCF5BBD8BBABBC9BBC4FBCD1BBCA3CA5BC7CBBEABBE0BCBBBC84BCA93C7A3D8CBC953C91BC653A1A3B90BC02BDA1B8D73C11BC84BC923B8E3C933B81BB963C2C3C3CBBC83C03BCCB3C093C263D69BB013D693D7BBC20BDCEBB7CBCD2BB993CC13C2CBCCD3CC9BC6B3AB8BCB5384DBCE33B8B3B0CBCDC3CA93C543C573C5238063D973C1EBBDE3B813C6A3CE4BB6A3CD1BCBF3C053D393BCDBC08BC3EBCD73B25BCD33951BD90BCBA3C03BC2F3D33BDBC3CB43C22BC2D3D1C3D2BBDA1BB9A3B10BC103DA13BBFBBE93C3CBB92BCA93B99BBD13BA6B9E63A21BCF339CFBC5F3A5F3C21BCAC3C373DB5BC833DF43C03BD3C3B6E3C2C3CFF3B3A3BE5BB23BDC73C38BCD9BB823CF93CA63C1FBCBA3C443CB1BB083C82BAE83B32BCD43BC33CB4B9843C6ABCEA3C283DAFBC14BD223B9B3C5D3C91BCC5BBA13C853C3D3C1C3CECBB90BC1D3C56BC8EBB043C373D8B3CE23B03BD80BC9C3BABBCEE3AE0BCB1BC35BCFC3CA43C82BC793D6FBA94BAA93C613C9F3BAFBC41BC3B3DECBC313C8BBC8CBC903C99BB5BBB973C03BD1BBCACBC5E3C4D3C13BC723C10BD123C57BC663C58B92D3D20B9583D213CB93B66BB483CCD3C3FBBEF3BC8BCDDBC153CA43BAFBC60BC0B3B1D3C3D3B3EBB94BCDDBCC93C513B4FBC27BCA93C0ABD4A3C6C3B843C9D3CFD3CD0BCB43B6A3CF13CABBC9F3A2ABD98BCA8BC63BCB3BCD83C8B3C0DBB843C8CB96A3AD23B3A3C5E3CF0BB89BC3C3C4EBB033B0E3DB73CFA3C263B88BC8DBC7FBD853C433836BC893B9CBC2D3C0EBDB03A1E3CE13C47BC4DBA483B253DDCBCBA3CE33C6A3C0DBDFABCEBBBC33C91BC38BC8A3C84BCFDBB74BC1EBC613C45BC5FBBFB3C8EBCEBBA043C1ABD053B2EBB3BBBD93C283D74BCF6BC8C3B3DBB0CBC023C52BC61BCEF3BEE3CD8BC543C06BD7C3CD2BB13BDB93C9EBCB03B783CDD3C15BC53BCC03C95BCC13CC2BC2ABD25BC283C203B1B3BDC3C51BDC83B8B3C3FBB553C1F3D203905BD9C3BC53C9A3B953CFFBC9A3C55BCA33B633CE23CBD3C5F3BE7BC8A3CC6BB14BB39BC19BDA33CBF3C6C3C803C95BC973CCDBCFA3B5CBCB93B033C153BD13CCABBF63BAD3B0EBC73BC12BCC9BC76BCEDBB3C3C243D36BDAA3C6A3C7F3DC5BC28BC94BC153D863C22BC41BD173C09BDFFBB813BDABCA83C37BD08BDB7BC543CD8BC75BC8CB94D3DE23CD8BC8E3C33BDA4BBD53B443C7BBC6FBC8B3C31BCF5BC033DEE3B1A3CB93B663DF23CA43CC33C093D8CBC7FBB19BBF8BC70BC083CC13C38BDB5BCFABC3F3D40BCDE3CC6BAD03B483B86BC3DBCE63C",
      torch_tensor_32_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_96_32_torch.bfloat16: "0x02000000BF3C633C38BDC83A653CF53C753CF9BB103C243D983C683CC9BCB73BF8BC0C3C99BC33BAA93CF93B45BBF8BC0BBC8FBC153D913BF73B17BC26B9033C3DBDB93A81BC093C6BBC7BBB8BBBCD3C18BCB53A213C523B1EBC0BBDFEBCAE3C02BC6CBB95BC92BC03BD0C3CD0BC0A3B1EBC5ABCD9BB4DBD613C033C34BC39BD7A3CDBBC9A3A73BC4CBCF7BB143D49BB493CD23CC43C29BA6B3A52BC2C3CCB3CEFBC1C3C873CF43C0539FFBCDFBC7FBCD53C07BDAC3C91BC013D63B9463C7E3A87B9E8B94439163CA3BC33BB603C19BD113CF6BC303DBDBBD43B1F3B42BBAB3C31BC9CBC16BDF2BB8ABC82BC0B3CE23BAEBC423D95BC86BC6E3CC63B36BC2C3B103B1F3D453C09BDF2BC5ABCAFBBA43C1FBC8B3BF73BB53C84BC563BFC3CF63C1D3C033D6B3BE93C8DBC51BB2EBCDB3B86BCBB3C3A3C20BBC1BC0EBC54BC473C923A283C4CBC0BBC40BBC6BAB9BCD1BB953C543CEFBBFABC183C413DB43CC33C803C493C65BC04BAEDBC6D3CE6BC3C3C8D3CF5BC38BC1B3DC8BC013C3CBD223C8DBC303DB43C9EBB5EBB393DB1BC21BD39BD56BDC9BBA3BC9ABB223CE2BC96BBA23CB2BC91BC533D2FBC233B9ABCD0BC5C3BAA3CC13B383C9BBC933BA53C313D51BCBD3BDCBC443C0CBC5EBCC03CEA3C9E3CE5BCA0BB0D3DFCBCE7BB61BC14BC2ABD48BCCDBB2E3DA63B2CBB653C93BCE5BBE53B3DBC06BDFE3BB43C103C053D333D20BCD03C9F3B273C353CD93C4F3C073B3FBC393B753C413BC8BC6DBBEEBBE53C173A53BC783CE3BC243D903CCBBC0C3C2CBCBA3B143CE7BBA8BCC6BCDB3B963CF33CB3BC403C833B09BDC63BB1BC283DAD3CE73B45BC7F3C34BC8DB9DABA1C3CAE3CE6BA543C6BBB363C033CDC3A90BCCC3AE2BBE7BBEFBC383CBCBC0B3B263CFCBC2A3D90BC87BC0C3CC43C1CBD7EBC9B3C553C9D3CD8BC0ABD6EBD6CBC023CB6BC103D63BC5ABCFABB053D30BA53BCC7BBAEBC2ABCB7BC9EBCADBB4A3C1B3B9FBCBD3C2ABDD93BA43CD4BB9DBC553CC4BB21BC6FBCEE3A1A3B2DBCA3BCEC3C4CBC0EBDC2BC873C86BC3C3C67BC81BB9C3C61BC07BD5CBC013CE53C41BA9ABB8DBB09BCB23ABF3C033D80BC05BDFC3B583C183DC2BB61BC4FBC10BC473BACBC27BCB43CB73B3FBCB4BCD2BB883BE4BBDD3C763B933CB63BBD3C6D3BF43C813B3C3D7A3B7F3B9E3CC6BB0BBD353C0ABBE33B253A92BA1CBDDF3C14BDBEBC933CA43C463C193BC83CA5BBAFBCCC3C143C3D3C9C3AFEBA623DBFBC1A39433BAFBB22BDAE3CB53C153BDD3CC7BCF5BCD739A6BC98BCC23C9F3BFCBB9BBCBB3C223B3BBCBCBCBC3C0CBCAABCE5BCECBC223C72BB473C193D953CC23C993CEB3BF1BBF7BCCF3C78BC0FBDB1BA283CFABB4B3CD13C7BBCEEBCFD3C3C3C903CECBB0F3C96BC3D3CC73C71BC6A3CCC3BB03BCC3C17BBA13CEBBB36BB093CEDBCD83CB5BC193D5B3B2C3C04BD113C9D3BAD3BD33C8EBC83BCF23C37BDC9BBFFBCFEBB12BD783C07BC903C13BC213BCFBCB73CDDBCF5B902BB99BC82BBF93A993C073DADBBF83B7A3B3BBA8B3CB3BB433D9C3C1EBBB7BC16BBE73C0F3C073B82BB3DBAECBBA43CF8BCC7BCA6BCCC3C78BC503B54BC453CA0BC82BB82BC2FBC86BB84BCD73B613CD6BC64BDA9BB153C0A3CBD3B2A3D143AA3BC763C11BDBC3C99BC823BFABA223D22BCCFBC6DBC2D3B563B883BEFBA093C383C1F3A43BCE7BC4FBC92BCC53C853C23BCB6BBC5BBA83C76BB8E3BBF3AE3BB6DBC853BE93BD6BC513CB8BC0FBD2C3DCC3B90BB9A3B09BD04BDEEBB363D2FBDBABCF5BC08BCBFBB02BCF738A13CDC3C2D3B3CBCC63978BB923C00BCEDBC913C12BDA3BC173BEF3CBBBCF1BC273CDDBC8B3CCF3BEEBB4F3C1D3CBF3CB83B81BC123C86BC8ABC28BDF3BB9C3CB8BC29BC11BC8DBBE9BC743C8E3C9BBCABBC423C893CE43BE33CA93C04BD48BB28BC23BD03BC8C3B38BBE1BC82BC10BD1ABD3A3C53BBE03BECBB0FBC27BC95BC44BAC03BB4BCCEBC51BC663D163C9ABC943C723C85BBA43CD23B8DBCBDBCDB3A613CAD3B36BB9ABC8BBA023DD93BB2BC753C133D01BC07BC5FBB8FBCB13A69BC2D3D80BC05BD3FBC843C063CC2BA69BB293C6C3A0B3C57BB303BD33CA0BCDCBB463C0A3D6A3C653AE23B7C3C0E3C103D97BBC83B963B3ABDC239C03CC73C4A3CFABC7DBB38BC30BC623CAC3C113CD6BCDD3BEC3CA13B9DBC223C193CC73C8EBB84BA20BBB63BA73C1C3C773C2EBC52BC433B4DBD8A3CDD399FBBC2BBD4BCBF3B493CB8BCD13B7BBCF2BC71BC25BBB73C22BCEEBCBDBC25BA1E3DB6BB7B3B72BCABBCEFBCA4B91BBD613CF03CB33CF9BA903C833C213C3EBD023CD4BCC2BB5D3D18BC90BCA1BC1CBB8ABB8BBADDBC563CE53BCE3C34BDEFB708BCBD3A03BC343CD23CDEBC45BC033D383CE2BC213CBD3CB6BBA33BA3BBFF3C083D233BDCBC213D443C563C163DF5BB8D3C0A3D08BC763B953B59BBB0BC683B7FBCCDBC3DBDA83C2A3CA03CDE3BAABA493C16BCA73CC6BB75BC753B363BCD3BE43CD2BBAC3BDFBC00BD333D143D3B3B513D573DF4394A3D9C3B00BCC53C943C8DBC92BC3ABCA4BC223D0CBC03BC74BC6BBB6D3B173CCEBB6D3AAD3B4D3CFEBBECBC463C023DBA3C13BC8DBC193B413C07BD9FBABE3C553B063C373BF6BAF4BC54BA03BD363DA1BC193DA83C8A3C203D39BCD23BCABC343C583BB0BC8F3B2ABC0BBB22BDBFBC3D3D963C3D3C343CE3BB8C3CAA3C20BC8B3CC33C653C583CD1BC5A3CB8BCA2BC1B3C48BC2BBDCFBCB7BC153CDA3C043DF1BC17BD7A3B1F3D3D3C3138E7BB27BB15BCFABB8F3C3A3C45BC07BDC33C4C3B2B3C5B3A5ABB483B123DD9BB80BAED3C973C0A3D54B9733C9A3A5C3CA7BC153C393CDA3A8E3B97BC41BC72BCB6BB623859BC1BBBC03A19BC42BC5E3C43BC8EBCA83C4D3B1CBB6E3C66BC6BBCF53C833B2B3A12BD03BD25BB4E3C2DBC62BA1C3D21BC313C94BB32BD58BD053D7F3D26BC8ABA833C76BB3D391ABB35377C3A5E3CA93B133C743C8C3B88BB61BCF8BBD33B06BD0E3D1DBC0DBC7E3BA4BC1BBC27BC0C3CBBBB2E3BA3BCFBBC2C3CFA3C483C5BBC253D593C173B823CBDBBDC3ABBBC8EBC42BCDEBC1CBC7ABBBCBAD73CD03C1A3CD73C7EBB5F3C0FBB78BBBD3CA1BB093CE7BC963AC2BB06BD0BBC193DA6BC853BBEBA4CBB4D3CCB3B1A3CE43A93BC503BB8BC043DB33CED3B99BCD1BB503CECBB9F3C1EBDE43B84BC003D86BC97BC8D3C0BBC943C293C60BCA73B2CBC5CBD13BD063C073DF03B09BDBBBBAF3CDDBC213B243D6C3C78BCB33CAC3C19BDC939713A09BCBFBA16BBF1BC97BCB23B0FBB6BBBA3BBDDBC813B663B23BC6ABC613C063B143CEFBC1A3C7ABDBDBC103BA73B0FBD043CBEBCB6BC19BC983A27BC0ABD86BABDBC18BB4CBC3EBCEA3C06BDF93B063C183B68BC2FBC1A3DC83C663AACBCD53C1EBCC93C383CF83C5B3CA2BCF13CE23B1FBC97BC5FBC1A3D28BB25BDC83CCDBC5FBC243CECBB51BD0DBC0ABCB73C9E3CC9BB103D043C05BDEC3B283CFC3B2ABC3DBC2FBCD43BD93C1BBB06BCB43C983BF8BC58BB063C96BB71BCEA3BA2BB033D8D3B35BCB13B24BDF9BC243B863CA9BCC53C8DBC773B3DBCFEBC893C8FBC193C83BCBB3B19BB55BCB73C0CBC25BD1A3D113C02BD893C9BBC083DD7BCAA3CE7BBC2B99ABC2C3B4ABC123C27BCA93C0B3B84BB2D3C1A3C88BCB9BC83BC893C11B81BBDE4BB24BC4D3C2C3C2B3D03BC2E3D83BA0DBC033AB63BBABB243CF13B71BCC23CE23C26BC093D73BCAFBB1CBD813AA0BCF9BC673CAABC1CBCA2BC0E3CF3BB013C593C433C9DBCAD3CC8BC253D7CBCAEBCCDBC143CA03C0DBD0BBD0EBDBEBCA2BCC63B48BCA53C8FBC0DBCD5BBE23CD83B9C3C9D3AA73C28BC383C843CF33C7FBC53BB20BD393D16BC2F3C9F3CF6BC47BC4FBA133D12BCA0BC58BC2EBCD4BA1BBC133B6D3C9CBC08BC80BC1A3C923C193C713B35BCAA3A163C1BBC86BCC5BB6CBB9F3CF1BC16BC6DBC533C77BC623C43BB52BC323B8ABC7E3C91BCF83B8CBBA7BC42BC14BCA13CED3A0EBB123DB53CC93A963CAC3CFE3BBC3C6E3C0CBC06BC77BCB6BB81BA643BDFBBF0BBCDBBF93C94BA55BCADBA373C043D16BDB83C4C3C3B3C02BDC9BC953C173B20BD3C3D463C053CBD3CA83CA0BCCF3A6F3C0EBD25BB66BC5DBA523C973C4BBC85BC283B8339C23B1EBDB0B8A9BC9EBC1F3B1C3C563C983C9C3C073A8A3A1E3C91BB993C5FBCDABC903B40BA0CBC67BC09BBE83C253CEFBC663C97BC633CD53B803DBA3B9CBC2E3DC23B1E3D63BC1FBA97BC043A47BD7CBCC53C35BC5CBC113C42BBDABA8A3C783C8F3C1BBCAD3A493B13BC1BBC31BC033C00BDF63CC93BBB3C84BC073DA33C8C3C853C773A9EBC8DBC95BB5E3CDEBC173C3FBC54BDA33B023D713A81BC35BCA3BC1D3CCB390EBB3EBD82BB06BC7D3CBA3C1D3D2E3DA3BBA6BC913BDC3CD5BC123DD33B6B3C9BBCA7BABABCB2BC873C6B3B2D3CC3BB263CD8BC07BB823C4DBCCF3B223BADBB52BC193D2CBC263BBF3B9B3B373C02BD593CB3BC84BC78BB463DEFBA4CBC69BC93BCBCBA75BC363CCC3B5DBB82BBD4BB08BDCDBCC7BCFA3C0F3BD43C22BD82BCFCBBAEBC103C423C8F3C4CBC5D3CA93B5ABC443B083C13BC0D3D8C3CAABC77BD27BC3E3D003D213D233D0C3CE43B123CB3BC413C3FBC97BC66BC333C3B3A97BCD33CE2391A3C26BC09BD233C573CB1BCA53C0D3CCFBCECBCD1BBF937C8BC01BC44BC6B3C5ABB2F3B86BB013921BC823C04BB333B443A053C973B15BDABBCD3BC1EBBCC3C0A3BFC3BA2BCC33C223D0DBD23BC633CD7BCF33C0BBBBC3C953C853B0DBC0E3C10BC843CA9BA9F3C5D3BF93C6B3A1BBD723C9EBBB33C243CBE3CD7BBEB3B23BC9C3C4FBD13BBEF3C1E3C35BC6CBCB23CE33BDEBCA1BCB9BC053ADCBC8CBC7EBCA4BC8CBCBC3BCE3B8F3C02BD413A5BBD863C1DBC183C533C22BAE33C43BC84BBA6BA2EBCB43C6B3C363C91BBF23B86BC293CD1BCD23B893C093D45BCE0BC1FBC833BE0BC1B3B61393CBB5E3C00BB44BD9D3B49BBC43CBBBC5B3BABBC4D3C1C3D82BC0EBCB3BC1D3D7ABC14BD0F3CB33BBA3C2ABC03BC963ACABC87BB693C83B82BBCE83CB4BA013C0FBD273C1EBD3D3D55BCB1BB883B95BCE93C073D07BCA23CBABC16BC9E39A43C793C34BC58BCBC3C803CFBBB4539BBBBFABC633B8FBAF6BC3E3BAEBC57BD643B5DBC203D15BCDFBC9A3B973CBBBCBE3CD6BB84BAFEBB123D2EBCE8BC17BD943C88BB473CF23A503CA0BB14BB553B81BD773C243C633C4B3D5ABC34BC93BCD8BB213C34BCB83C2F3BD5BC32BB76BC9ABB003D99BBC73CA53BDC3B40BC7F3C903C813CBB3C753A8BBC423CB73A2C3C3ABB283B8C3C1E3D87BCAE3C34BC11BCF7BBB8BCAD3B9EBCA6BCA6BCB03CFC3BBF3CA93B3C3CCEBC85BC9F3B213B453C1D3C88BADBBB0F3D3FBBBCBB403C21BB8D3BF53B073CBD3CE4BCCB3CD83C32BC87BC08BD093DF33C2DBC36BC223CC33CB4BC553CCE3C123CC1BBF7BC4DBCB8BBF5BC88BB2B3C1B3CB8B801BCDB3CFDBC9CBC663C92BC0DBD35BC22BC6D3C93BC93BCCBBC99BC0BBCF63C70BC633C4E3D22BC453DA43C5F3CCDBB09BCD1BBF0BBBFBBC93C123CA33CE53ABF3CACBC943C33BC1CBD943B013C843C29BC2F3D3EBBD83ACF3BA43C48BCE83BB2BCBDBCF2BC4C3CB2BC5EBC74BC1F3C063B8C3CBCBBA23C8A3CF43CD83CAD3CA03CA53CC63C013DEC3C76BB9BBA993DF13CCFBB493CEABCF13B853C09BC97BBF13AF6392B3B86BBBA3C723CEE3C0B3C0ABDF83C193CD5BB323C16BDFCBAD23C83BC963B2C3BD83C273DBB3AB9BCD43ACCBC88BCD83C8DBC8ABBB9B999BC7D3C943A79BAD63BCFBBD5BAC13B0A3D13BDE7BBB03C3F3CCABA733C173CDC3C3DBCEBBCED3C9A3BA73CD73C74BC5FBAFEBB15BB47BB393CA739F7BC51BCD7BB963C4FBCB8BC943C84B93E3C6A3BC33C0ABD243C663C65BBECBC0EBD37BC213C90BB28BC22BD943AAFBBDCBBBD3CD33978BCC9BC253D0A3C35BCB13C733C7A3D70BC4C3B00BC103C50BC9F3B0CBDC73B87BB88BCCCBB663C9ABCDF3B473CFA3C74BC9D3C07BD0F3DFABC5B3C12BC99BC893C07BCA6BC84393EBC0D3B43BCB1BCE5BBC63C3ABDB03A443B373DE3BC27BDF83BC7BCE6BC083C903C0C3C97BBA63CB03CC3BAAD3A66BCAC3BBB3C303C86BCA2BC9BBC613B5B3C14BDFDBB093D16BCD93992BC97BCADBB5A3DD7BC553C523B753BB6BC093CB3BCD73CF13805BD36BD25BBBA3BA23CB1BBD23BE53BCFB9503CC83B843C5C3B2D3BBF3BADBB42BC8FBA283C6D3AAFBCFBBBA8BC50BCBF3B62BC883B013C663DEA3CCDBCBD3CB6BCACBC863A213CD03C993B203CEA3C05BD4CBC8C3B893C573CDF3C33BC18BB723C9ABBCA3B8A3BC2BC0D3D573CBF3B613C2F3CDBBC1C3B3FBCCABC913BA33B1A3D54BC903C19BD513C7BBB69BC38BDD3BC08BC9BB976BC7C3CDD3C4EBC12BC0D3D00BDAC3B53BBCE385D3C823C27BCC1BC36BCEBBC083D563CB9BA8E3C08BC11BD0DBDDF3CCCBC8D3A2A3DAC3C9F3C993CBFBB54BB29BDC03C003CDF3C513CC53C363B0E3DAD3CCF3B8F3B003DA3BCD3BC98BC55BB723CCABB8D3C21BB203A083C22BCB2BC81BB563C783C26BD0BBD35BD5BBCAEBB5D3C93BBF53CBF3BB43C51BB263C83BBA83CD6BCED3C15BD2D3CB7BCA73BC23C5A3C4CBC61BCFA3C92BCDD3B1EBB8D3B793B0E3A3BBC9D3C4A3C893CFB3B17BC28BD1A3D013CAD3CB13C5C3CD4BC4D3CC43B2C3D09BD42BC9FBB6EBC433CDD3C63BCBF3CC33CB5BCE23B7B3C90BCBFBB6C3CB03A16BDE3BB20BCE73BE5BC813B4ABCC13CE8BC9CBCD23BCDBC6CBC123B953CB8BC4F3CD9BB593BACBC213CC53C0ABB13BDA2BB11BDD0BCED39033CE0BC34BC75BC74BBD9BC11BCB6BC83BBC43ACE3CC83A34BDE33B2F3CAF3CABBB9D3B7DBBF23C2E3C3E3D45BC2FBC253CF13B54BC38BDDDBB9EBB9E3C9D3C0CBD9DBC293BD0BC9EBC4B3B5E3A97BC133C82BBC5BCAABCEB3CE5BB0BBCECBC66BD853C473D2D3D043C263C4DBBCC3BEB3AB93C92BC06BDAF3B05BC78BC333CF4BB7B3C66BB62BA23BB6A3CBF3C723C703CD33C61BB313B0DBD9F3CDDBC23BC893CC43CAA3C953BF3BC923C313C5BBCE23BBF3CA63CB63C063D8ABC8DBCCBBB13BBB4BCB83CC3BB243CC63C5DBDCB3A9FBB22BDA03B823B363BACBB02BD803C403C9B3C033C053D213D9BBBFF3A9EBC31BCF03C743C11BDD63C46BB98BC403C51BC6BBC8ABC2D3C293CBC3CDCBC123DD33CBC3C0EBDD43BA3BB0C3BA0BB92BA043D623C873CB0BC2BBDE1BC92BC10BA983BBF3CC43C3D3C173D96BC053DE4BCAE3B923C033C33BCCDBC823C0FBC28BC4C3DA13C603BE8BCC2BBFABB903A5EBC953C993B543C923C873C783C2FBDB53C6D3C5B3CA93BD2B9CABC06BDDEB9ECBCFE3BB83CAEBC6DBC8D3C1DBB0BBD01BDCF3C253CCDBC563CECBB29BCED3CF73C8E3C43BC2ABC8CBC043C38BC793CD4BCB7BB6FBCD539BBBC8D3C973CA73B753CF73BAE3C79BCC13C683CABBB4FBB973CF53B81BBD73C163D81BCAFBCF8BC5CBC953C9FBC7FBACBBB513CF03B79BCDABC23BD19BD6B3C6EBDB23C09BD13BCEC3A4FBC0CBCB5BBD4BBFFBC443ADEBCA2BB903C563C07BCF4BC4E3C383C3FBB913CFD3B383CC43A60BCB0BB64BCFF3B7CBBB6BB3BBB27BCDE394C3C743B333C90BCEBBB7ABA9ABC58BB413CF8BCEEBB90BCD23CEFBB763C50BC82BC3F3B003D2F3C193C0A3A70BC033D16BDB13986BCF43C8EBC44BC88BCABBC20BC373B2C3C323CE5BC10BCAC3C233C96BC2F3D20BD523C82BC21B979BB43BC003BBDBCCBBCD53B8BBB753C753DB2BC89BB8BBC7BBC1EBDD53C7A3C5B3AD03CC4BBE4BC433CFCBC18BC1E3D7A3C883BFCBB58BC7D3B59BDD23C99BC643AF83CDBBBA63BF2BB973C1D3D4DBCDDBC983AE43CFCBB293C7CBC853C973CF3BCB33B21BD89BCE1BCBA3C773BCBBBB83C623C093C9239C73C873CE2B958BCAB3B9E3AE13B30BCBE3C96BC473CA43C41BC3C3D2D3C063D80BC05BD29BCD9BA9CBC4C3D403CBCBC2D3B2ABB1CBCBB3B2D3CB8BA3EBDD63C7DBC65BCF23B8FBA963C21BC4B3BB8BB2F3CDCBBE6BC703C8CBBE1BBAABC7DBC563CA7BC05BCB7BC063BC5BCB9BCCABBCA3C1F3C67BC17BB22BCABBB54BC08BC46BB023C22BD11BCDDBC923CE43C9F3BA03A0BBCC53CC83A653C98BCC03B783B4EBC3FBCF4BB4E3B0A3D053DB43C943CCB3C58BDDA3CCA3B4DBC8DBC8ABB6F3C853BB5BCE8BB1A3C82BB33BC0B3C15BCF1BCCB3C50BC0FBD47BBA03CB1BAC7BC6BBB4D3C03BDB93C013CA7B985BC823BA43C9D3B77BCE03C5CBCB6BC993B8CBC12BC66BC893CAB3C023D8F3C0A3B8ABABBBC4C3C0E3D483D9B3BB63C83BCC6BC883C6EBCC1BC88BAB8BCC73A15BCD1BC2EBD713CE0BBC0BC35BDB53CF2B9403C3BBC3C3C81BB32BD063D22BDA5BBC33B023DD8BC963B46BB15BC95BB873C55BC133D15BD3ABB88BC7D3CB3BC403B693AB4BC2EBCEA3AD8BB293D1E3B9EBB4E3B60BC8F3CACBC253D18BD1A3CD7BA073BAB3C503DBB3C8BBA0C3CD03AB6BCE93B76BCC33CC03CA7BB2BBC203DE6BBD23C013D04BD2C3CC3BCC63CDCBBCA3B1CBC083BECBC3D3C4EB9A5BC6DBCC3BC8EBC19BD953C91BBE3BB803C05BC61BCE93BF73B1EBDA6BCE2BCAA3C42BD593BE33BE73C",
      torch_tensor_96_torch.bfloat16: "0x02000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16: "0x02000000B73BD7BC4EBC9D3B23BC12BDC7BCE2BC58BB0B3D81BC163D62BCF3BC43BC643B823C943B433C3D3C7EBC28BBBBBB263CEDBC8D3CFBBB7D3CE33CE23B79BC1ABBF33C89BC353C10BCDE3CF7BB5FBB503CD8BB95BCE93CDA3A4D3B16BC53BC9ABB413C963AB3BB29BD3B3C223D5ABC0B3DE8BCFB3B9FBCF1BC473C06BAD3BC5B3C783BACBBDA3B3CBCBE3CDD3BAB3C51BD713CCEBC793B153A1DBCEF3BDF3BCE3C87BC06BDB4BC02BCE1BB023C153C1D3D85BC58BB1D3C51BD153D6FBC17BC01BA033BE43C1B3CE7BAFDBBBBBBC1BC1FBD073D363B3ABCA63C413C86BCC7BC44BC51BDF4BBC23B4FBC5ABCD23CC73CD9BC2E3D96BB843C98BC773C5D3D99BB0FBC9A3CB13B42BB0CBC823B5E3C9E3CA9BCBF3C93BCCBBC60BBD1BC883CFABBAB3CD83BBE3CB43C493B83BC103A043C8E3B473CA33B26BCE03C683CE7BCD73CAA3C233C9F3C5D3DA43A9DBC03BC36BD99B8C2BC683CB6BBD43A503C053C953B7DBCBF3BBABBF03CE7BB233C88BC9BBBFF3BF03BE5BC95BC063D5BBC923C513A2A3B6ABC993B843C033D023D4ABC03BBBE3C233C9EBC5A3C283DAC3CE33CD53C903B18BD113D733CC2BBA7BB12BDD7BC3B3C943CACBC1CBBA43BA43C063DDB3BA4BB9F3B7A3BF7BB9F3B173DFF3B4B3B203B1B3C04BCAF3C413B553D8E3CC9BCDFBB9BBC0E3D17BD8FBCEBBB9E3C3D3DF63C8C3C90BB673CC0BCBC3CB0BCBABC6BBC633C7C3BFABB303C56BC903B0D3CA03C1B3B16BCA5B9DCBC5A3D733C8B3CC13A8F391A3D2ABC1FBCB43C913C74BC18BC8EBB5DBC60BC0A3DFBBC8FBBEC3914BCA6BC953CB8BC3F3DB63C65BC5B3B6ABC37BC173C3B3CC1BBE33CAC3C983CB73BACBC62BC28BCC63CC8BC163C563C7C3CED3B15BCAABB363D56BCDFBB7DBCB83C86BC97BB233C98BC843CC33BF73B22BA75B9953CE0BCC9BB8DB9863CD03CAE3C9ABC9ABC60BC41BDB03C8D3ABFBCF4BB81BD79BB253C2DBCB63CF63C053D2EBC87BB203B9BBC4F3C053D02BD4ABC81BC873C31BCD13CC8BB01BC0CBD82BCB03C0D3D743BA73C163DBB3C1D3C5CBC633BE0BBAE3B8ABCAA3C253D43BC1FBC813C863C52BA53BCD83C293CE23C423B793C313C1D3BBFBCB63A0A3CA03C95BC18BDD93BBA3CD43C803C6ABC16BC24BC9D3BE13CC73C1DBCEABCE8BCECBA24BC153DEFBC013CAC3C7D3C163A4FBCB43B9ABC763CE13CDBBB49BCC0BC96BC3F3C1ABD283DFDBC2B3C8A3BBE39C1BB0FBD953C2EBB013C6EBCC0BCB93B0A39CE3BA33BC4BC63BAAA3C093D0D3C18BD573CC43B673B2FBB6FBCAE3C89BC09BD583CFBBC983CB8BBAD3C3ABC56B8FDBB32BD8FBCE33CDCBC3DBC14BCC838613B04BCE2BCAF3B823B95BB4F3CE13C203AD33C223DDB3B4FBBDB3C06BC723C05BD48BCBCBCADBC0C3DB13CEDBB8A3C863D8E3C0E3CBCBBD63CE23ADABC22BBACBB3DBB84391EBD83BCBCBCC43CA23CB5BBEC3C4BBDDABC303C6EBC5DBD383CF63C2DBC51BCFD3C843C1BBC3A3DFA3A9B3B8ABC08BC94BCC13B3ABC0EBD8B3B933C2FBC393BDE3CC73B2BBBDFBC623B91BB1BBB123D0CBCE03BD33B21BD66BCF93AE1BBD73C88BB27BD343BA7BCF6BC1B3D8FBC43BC593C173BE3BC8C391ABD89BCF0BC25BB063D06BCA2BCADBC2CBA9ABCFA3B87BCB9BCD5B9673B063D23BC4A3C5E3C20BC31BBC53B8FBCDD3CE13B4CBC0BBD763BE03C0BBD66BCD9BB273D4C3CD23C37BC91BC31BD88BC4BBB1CBC2E3D293C9B3CA1BBD13C063C07BD923C2BBA0DBDBCBC09BDF53B9FBC3B3CFABB7F3CA73C82BCEBBB0C3CF0BC5DBD933C97BC783CA03B24BDBA3C3DBB4E3B9E3CEBBB35BCE83CFFBCFF3C9BBCF33C80BA093D183D7ABCFBBB7ABCE23B703B3E3C7ABC153DC5BB69BCAEBC22BCFDBBB83C32BC953A69BC68BC00BCEB3C133D54BC8E3C95BBB13CF6BCC83CBF3C273DC2BA41BCFBBB4F3BCFBCA5BC4BBB4DBC673CA0BBC73B763C5EBCBFBCFF39D0BC0D3D2B3C003B6CB9FB3ABA3C423D883CC43B45BCB23BA4BC893CB63BB43CFC3BE8BC0CBCC5BC4C3C07BB11BD22BCFC3A0BBDD5BB49BC6B3C93BC7A3B93B96B3C0BBD43BC94BCA63C003C7B3CA6BBA7BC06BC2DBCA23BAC3CCABA0EBCC13C8F3BF8B79FBC18BD57BB1BBD76BCBE3B883BEDBA103DFE39E6BCE2BC37BC023D79BCFC3C87BB41BD6C3BC13BD0BACBBB73BA6B3B35BC743B0F3CC4BC683B97BBAEB9F4BC0BBC82BC87BCBCBC093DE5BC463C173B03BD32BBB2BCABBBC23C9FBCC63C7C3BD4BB5C3C8E3C6F3CB73CFFBCF5BCD7BA56BC123C143B873B2A3D0FBC29BD5B3C343C923C5BBCAF3CE83CD63CBDBB0A3C10BDA8BA47BCBDBC04B9943CFDBCA3BC0B3DD43BD93B70BB513CD8BB253C983CE93C0C3DACBC333CD53BA13B6DBB0BBDCF3B8A3C48BC1B3CA93B59BCD43C2CBBBFBBDD3BAC3C2C3C243D1DBC473CB33C4ABCE43CAFBB483CCDBC853C1B3D513AB6390EBA37BDB5BBC93BCD3AF3BAE83C033DCDBC7ABC963BF5BBE93B88BCEC3BA5BCBD3B093C48BCC5BC103DB73B233CB4BC653C2B3B053C94BCA6BC0E39DCBBAC3CA03C2EBC683CA73CCC3C0A3C74BC8C3C07BA01BD453CDEBC0EBB083B3EBB0D3D53BC96BCAE3CF4BCBF3C493B813C853B86BC023CE5BCDABBDEBA68BC323A1ABD4F3B273CCEBC6ABC12BD3F3CF3BB96BC87BCC9BA263CD53BCBBC603C7EBC19BDC23C2E3C9B3C9EBCD23C85BBD0BBCC3CE7BC563D08BDF2BC2DBBEABBA7BC91BC1ABC89BAB63C29BC8D3B023D093CEBBB583C503BA03A143DB3B99ABC89BC083A813CC6BC193C51BC743A6C3C963CCBBB003CCF3C9CBC23BC0ABA0C3C573C13BD263D41BD773CEDBC563821BCD43B0C3DAFBC5FBB9FBC943B8D3CB8BB1E3B813C98BAF93AB63CBA3B55BBBABBED3CB0BC1C3B9EBC",
      torch_tensor_32_torch.bfloat16_2: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_3: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_4: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_32_torch.bfloat16: "0x02000000FA3BB53CBBBCAFBC853C77BBE4BB483C0ABC1F3D3D3CA3BC8CB9A73B18BD31BCC3BA85BB733C25BCB63CEFBC24BC63BBA0BB44BDAE3C3EBC15BC553BFA3CB13B983B04BD49BAC63991BC963BFC3C10BDF13966BCA63C0A3CA4BB2D3CD8BB0DBD9C3BE73B2FBDEC3C44BB933C9DBB143CBC3CAFBCBA3C20BB013C4F3C84BC6A3CF83C03BDFCBB8BBC47BCA8BC8D3A35BCEDBCBF3C8A3C293CE4BC6B3B2B3C88B9E7BCEB39D23BB3BB2A3CBDBCBD3C803CDF3CCF3BEDBC983C3A3BFCB994BC843CF6BC693C6DBCBEBC3CBA703CDF3B78BCE6BC113C183D3B3B23BD873BA43C14BD30BCAB3C05BD5C3CD13BE03CF4BC313C993CF0BB2A3B9C3C72BC8EBC433B273CC4BC7ABB2ABDA33CA2BCA5BCA63CD13CDEBC35BC713C2ABC04BC8B3B4DBC82BC453BDCBC9BBCD13BFCBC81BB3ABC8BBC7D3C00BCE0BCD6BC16BDA63C69BCAE3C02BC233DC9BCB6BC36BC1DBDEFBBF7BB903CCBBB8CBC4EBC3FBC823B0A3B24BC1EBB843C19BC03BCFDBB42BC82BCF03A523C7A3AF4BCAA3C14BBA1BB0A3C0FBC41BBDA3C113B5A3CABBC39BC9DBB9F3C29BC8FBBC7BC013C233CF2BC643DCA3C85BCD1BC073C833B86BC13394D3B023C263D153DD3BCE4BCB93C9ABC4F3CC2BA44BCB0BB59BD1CBD363CC8BB44BD3D3CCE3A41BD973CB6BCA93B0BBA2A3CA4BC48BB8C3C85BCB63AC8BC74BC9E39A8BC783B04BD9D399D3CCF3AB63CB23CD13CB6BCAEBBBEBC76BCF93B753BD7BBA63BB63C0ABC333B01BC52BB20BB30BB203C293D1E3C103DB0BAE93B063BA13CEE3CD8BCC63CEBBC1EBC283CF8BC283DB5BB23BDAB3CA03C83BB853C413C21BB6DBC553DF1BB6BBD033CA73CC6BCF33CDCBC1F3B52BAFBBAA1BB36BCB1BC793D4DBC95BB6C3B4DBCD239403D98BCC5BB853C753BE3BA18BC40BA52BD813C843B09BD793C113D8BBC7ABC52BC513B8DBBE33C1F3D36BC99BA9ABC1FBC3CBB84BC3C3B8FBD9FBB9ABBCFBCD33B8DBC323CB23A983C0B3C01BC86BC683B183CF7BCBC3B323AAF3CB13B073A91BC2CBCB5BCA93CE6BC99BCA53B823CB8BBCFBA0B3AAD3BD9BC893CC2BCB6BC893AB93C8BBCA0BBE33C87BB23BD163C49BCE8BB473C773D83BBFCBA94BBA53AD5BC27BB32BD063C723C7ABCC63C4F3D3BBCA9BC143C1FBDA0BCC33C9E3C4EBB07BC51BD01BC98BCC7BCDFBBDA3C963B53BAFFBB5B3BF5BC2F3C03BC833B18BA24BC81BBFBBC673C8C3BC03A103CE3BCDFBCC6BB043CC0BCB2BA28BC95BC783C9B3C0B3D5DBC9DBCAABC9DBD1BBBCB3BB43B113B76BC9DBB60BDC2BAC9BCA63C873805BD993B003D8E3A90BCFCBC18BBEA3AB23CD9BC91BCE83B1D3C2E3CF1BC8FBCBA3C0A3BA5BC543CCEBCA13C01BCD1B9D93B1FBAE3BC3CBC8B3BCD3CBC3CA6BB263C6E3BB0BAB4BCCBBC88BB08BC10BC913CD73C10BCD7BC98BC603CD23B08BCE8BB203B8CBC84BCD2BC963B12BDF13B3FBC1FBD4B3A3D3C81BC0DBC15BDC93CE63B9EBC753C02BCF73B793B52BB41BB953C8EBCBBBC18BCF9BB88BCA2BC09BD42BC4ABBB7BC453BE43C903CA53B27BC8F3BD33A993CA7BC93BCC3BB1C3D043C243D333B99BBB9BC05BBBBBBBEBCA13CF93C4AB9B23CEE3C75BCC43B21BD36BCBABC6EBC97BB403C0CBB143CFDBA8DBB8D3C1FBC2F3C15BC56BC33BC3A3B95BC6E3B8DBC8CBC9D3C2DBCE43C27BDAB3C9E3C2B3CDD3BF43BD73C92BC8EBC863AB1BCFD3B123CCC3BC83C123D3D3B193B003C6FBC3A3CF9BB513BABBCB23B743BA43C7CBBB93C123C8CBC4F3A003DE43A863C403D0BBC9ABBD63CBF3C0BBC55BBDEBC29BC963C2F3CEA3CD5BCF43C793C7B3C43BC8E3C1C3C533CE9BC3E3DC9BBD7BC183CCEBC953B7C3C26BBE73BCFBC4FBCEC3A2E3C9C3BC93CA7BC633C013C7C3B8ABCF4BB1DBC6B3CEF3C703B34BCF83B883C433C92BB363CBEBB8A3BF43BCCBC7F3AF43C73BB963B9B3CFC3BC13B8CBCD7BC113CA73C5439DA3CF5BCEC3CE03BFE3B973C583D8D3C0CBCD73CE6BC143DD93B523BFEBC25BD11BDF63C9D3CB73BD73B863C32BCABBC0CBDB83C733CEB3A08BD9839703CC8BC9A3CB1BB0EBCD03A5CBC17BDB3BC493C1F3DC3BB1A3DCFBCDE3C583B25BD223B0B3DB8BC52BCD43C9F3B57BD553C55BC65BAECBABBBCECBB4CBB8DBC98BB9A3CB33B54BD643C24BCAE3C503CFFBB123DEB3C223BAFBC00BC91BBF4BCAEBC8ABCCBBC333C3DBC803C22BCBFBCB93C4F3CEBB9493C66BD82BB91BB803C173D78BCB13C77BC053D273CCB3BF93BE8BBA8BAED3C92BA9E3C0CBC34BB423C073C3FBB9F3BEA3C1FBD993B1C3C2D3DF53C883B0ABD65BBE93A54BB51BCADBC443D02BDD3BC9FBCF23CD83B81BC913BBE3CF1BC90BB3F3D2B3D523CD0BB5E3CD9BB1E3CAFBCD23CB9BC1DBC88BA153CF6BC993B2ABB763CD0BC17BD8DBCE13C9EB841BB593CEDBB2C3CE1BC21BC6EBC4C3CB8BBDBBC613C10BB583B2EBB7B3A5B3CA03CB239BEBADEB95ABCC8BCF7BCA839963CEC3CB73C5D3CB6BBA5BC413CE2BCA4BBADBBEB3B593CCEBC433CB4BCD3BC97BC94BAEFBB483CBF3B9FBCFDBC1BBD73BC35BB09BDF7BCBA3C6DBB773B44BD073C9B3CECBB543D883B01BC9F3CC33B993CF93C853BDD3CF53BBABC2F3DBD3CF7BB16BB32BCE33CDDBC00BDE93CC03B7A3CCB3BA53CC9BBE43CDABC93BC24BCFB3CDD3CB53C38BD253DF6BC3FBCFCBC86BC7ABCC13B4C3C12BD1FBD4EBC8DBB9C3C88BC0EBDAD3B04BC883C393B0CBCA83CC3BBFB3CB1BC0E3D123C46BC103CCD3C06BCEABCF5BCAD3C0FBCFD3BA9BBEB3C72BBDBBCB93C2CBD5F3C3EBCB33C13BD93BCE6BC903C983BC03BC33C133C0C3C073C09BDDBBC0FBCE83B953CD23BAD3B593C20BC9CBB9BBC1E3D35BDCEB9C3BC333C193CAD3A0D3D973CB43CAA3C553C09BB9DBB3C3B01BD33BCFC3CD23BA33CC93BDE399BBC1A3CC33C6C3C0FBD02BC9B3CAEBBDE3B293DCEBCF7BB8EBCA63CD83B463C02BD8DBCAD3BC63CA6BC17BC16BD9C3C25BDF2BCB4BC9739E13B2ABB0F3D4D399E3CE03C633CB13C4C3B34BCBCBC1FBCD8BCBABC8A398FBB5FBB05BCCABC48BC193C5B3CF73CB5BB94BB053C233DF7BC573CBABC353B8F3C9B3C9B3AD43B07BCCF3C22BD2C3CE63BDFBC88BB8D3CC2BB823CE83B8B3C2FBB853CDE3CA03C9A3BAE3C183C06BD83BC8ABC853B6FBCEEBC1B3CA2BBBCBC913C41BDA9BBE33AA13C133BFC3C1EBBB8BC47BDAABC3ABCB2BBBFBC493BF73C04BC3CBC2D3CE9BB0F3B0BBC58BCAF3C33BBA93BA3BB01BB21BD063DB2BB083DABBC0A3DECBCA3BCDDBB24BCD6BC563B193D323CDABCABBCF8BC30BCBFBBD83AACBB4C3B283AF0BB443CAC3AEEBCE2BC3BBC4DBC2B3C99BB57BCA53B1DBAF43CBEBAC6BC9F3BA33C8A3CA0BC1FBCE13A8A3C973B7B3CD53C923C75BC433C6BBDB13B893C42BB173BB3BB9D3C1ABD31BB14BDAB3C06BDB6BBF1BA833CDEBB83BCA33C8E3A763C15BCBCBC34B9E13CF2BC5C3CFCBC723C40BCE63BE83B8D3C3F3C0EBD193C373C043D0BBD353B34BC36BA063DE23C643C653CBC3CBABCA63CB2BC29BC633CEE3C5D3CBABCB4BCE93C0EBC48BC8BBCAC3C53BCD33C2D3C563CCFBB9FBC683C39BC0FBDB9BC203CE23C013C243D8D3C2FBC2DBBDFBC273CBDBCED3B11BB83BCC93B7BBCB1BC6BBCDDBBF6BB233BC8BCE23C853C1FBD10BC5EBCABBC0A3C043C573CE13BCDBA993C743C1A3C1FBAA23C21BD86BCA5BC253D013C17BC493BAB3A9E3CD33C02BD623C123D10BC8BBC143DB33C553C953B90BC103D67BCAE3C403CBCBB513CE1BB9BBBB8BA12BD4F3C823AF43CBB3C1A3D4E3DC13C1CBD26BC823C26BDA13B88BA99BCCE3BAB3B04BB24BC103C0D3DE6BB22BC293C113DC53B93BB4E3C573CCEBCD33B65BDC23B343CD63BE23C8E3CAA3CA8BBA43CDD3C90BCD73CDF3CAC3AC83C9EBC8E3B4FBA98BA0B3C9B3CC6BAE63BD43CA9BC333D153CC53CF3BB0F3CEA3CFB3B86BCF0BB083CFCBC4EBD6CBDDD3C073C283DC8BB833B593BC63B8B3C03BC10BB53BCBB3CFBBB393C15BC1D3C2E3CCC3C2C3C563B1CBC27BCB33C8ABB47BC5D3B53BCBFBBAEBBEABC73BC29BC06BC683C9FBB3FBD27BC28BD1E3C13BD5F3C3CBC0FBCBEBB073D9D3C253DA43B1FBCB83B433CA3BC3EBDFEBAAD3CB6BC063B753C1DBCCD3CF2BA143D58BB653B9EBA75BC09BC153BD7BC07BC973C5A3ABCBC86BC63B9F53BEBBC01BC45BBCBBCFE3CA93BA1BB09BD353C5E3CAC3CA6BCBEBCCC3CAABB0EBDE73BC4BCB83C2F3D923C3B3C72BCE63BFEBC5EBC16BD86BC143D2E3C5CBCDD3CBB3B8C3A5ABC1E3DAB3C083BD43CA03CFA3C6DBB1B3D2ABCA9BC783A51BC1CBC78BCE1BBB33B9A3A3E3BBCBCB93C4F3C413C0ABDC83CA83CBF3C1DBC99BC8F3C90BB92BC20BC9F3C29BB2CBDDD3C913C0A3D55BCCD3B103DA3BC7B3CB8B91EBC8F3C833C16BCA23C003CCBBC4D3CDBBB5F3C263C6DBCFB3B74BB5CBD7CBD593C83BC7C3C18BC06BD5E3C81BB3CBDA03C0C3C4F3B513C2CBB453C1F3CAF3C01BC1C39F2BB60BCB6BB97BC613B31BD8F3CDABBC8BB5ABB31BC0DBD573D03BDDCBB063DBA3C013D27BAF4BB673CCF3CD8BBE03AA43B14B9B03B603C053C0F3CF1BC663C183D90BCBD3CD8BB923B05BC88BA003BE8BCEBBB09BCAA3A9CBA073D00BC4E3ADFBC11BB0D3CB13B58BC26BC9CBCE13C9EBB1B3D1F3DEE3BF73CBC3CBB3C83BCABBC83BCF3BC1A3D9C3C893B8B3C13BC2F3C933C093B0D3C533BB6BB79BCEDBB503B01BD1E3D13BC56BCBCBB353B6F3C01BD8DBC3E3C27BC66BB723C3CBC543C1C3C953BA33C173C363D3FBB2FBC37BC17BC83BC9EBCCA3B6DBC323D64BCD8BCEFBCE5BB54BB8B3B8B3C323D15BD603B343DDD3C923C8A3CC8BAFDBB9CBCACBB18BB60BC813CF23B7FBC0C3D423B24BCE7BCC43C98BBB83CCABCA9BC3DBC2E3C85BCBEBC7ABB4BBC86BC0BBC7FBCDBBAABBC043D4A3BDA3B2EBCD33B58BC78BCFFBB253CB4BA393C883CF6BC913CFFBA06BCF43CF5BB263CA13C11BB0D3CDDBB853947BC453C4F3C303C8C3C653B3BBCF4396EBBFDBCF8BA073D4F3C123DA3BC803BBEBBB9BCCD3C81BCCC3BD0BC6DBC12BD39BCCBB8973B753CC5BCEFBAA7BCB4BBE93C123CC9BC863C64BCB53AB53C913CA7BC033C1ABCE73C863C64BB843C86BC273B5E3C85BBCC3B063DAABBC33B3D3C90BA843C6A3B0C3C59BCA2BB19BCD63B763B953C57BCBEBB6DBCD0BC5139C03C193C95BB11BC41BD37BD81BC38BD313DBD3B7B39CEBAE93C6ABC5DBB81BB97BB8EBC77BB66BB5DBCB43C0EBB01BC0E3D9B39F63CFE3BBBBCFE3C9A3C343B2C3DAF3B62BC353D41BCD3BBEEBCE0BC023DFF3BB23CD33CBABBEB3ACABCB13C5B3CC23B0EBD1D3C12BD6B3CCE3B7BBC70BB59BC073CE73C1EBB8ABCA2BC3DBD9BBC6FBC0D3C28BDD5BBED3C2BBD49BCA1BC6E3C02BD78BB163DA13C013B7F3C663BA8BC533B1D3D193CA83BAB3C99BBDABC7C3A0FBB81BCAE3C583B933C143D013CD73CF03A863C8CBCA2BB9EBC0B3D27BC1EBC19BCFDBA40BC2B3DB4BB7F3BA93C5FBB42BDE4BBA83C5CBC5CBCD8BC1B3D7DBCF23CB43CB0BBA13BFDBC1E3CC1BADABC6A3C24BCAC3C3FBC09BC983C9DBCBB3C003CE3BCE1BB8E3A16BCC53C87BC4DBD66BCDD3C543CC53C17BCA2BC7C3B23BD513C0DBDD5BB843C06BC88BC05BD8CBC0BBCC73C39BA053C2B3D913C24BC03BB6A3C8A3C28BC40BDB53B8F3CBFB91CBBB03CCFBC8BBCEBBC6DBC7C3B85BAADBB2B3C80BB803B163CFF3B76BCF3BB40BC763C423CE43B0FBC65BCE83C8A3C2BBAD0BC9D3C0B3CCE3C91BC1BBCC23C06BB203804BD863B443CB83B7DBC433C08BCC4BBC2BA943C223CFBBB953C00BD153C14BBA1BC93BCB13CA23CAABCEC3C06BC7ABBDABCDB3A17BC56BCC1BB043B55BCA3BC673C1D3DDDB9713ADEBBCCBC1B3A373A8C3CB9BC6A3CD0BCA53C7E3DBBBAB73B393D10BCB3BC9E3C1A3D353DA93C073DD03CD3BC7A3C043D43BDA23B963B6D3CD23AC3BC76BCC7BC2F3D0B3D773CFBBBC3BB40BB4A3DA4BA86BCFA3B113CC538313CD8BC9DBC223D403C43BC193CC0BC13BA403CEBBC99BC273B163DDF3CDF3CB33B55BCEA3BAFBB1DBC3ABC8B3C8ABC84BC73BC8C3BE23CEB3B0FBDCA3C003C133CA1BC0D3C1ABBEC3BC0B9183C2E3C293C0A3D83BBE43B8F3B363920BD04BC443D8B3C743C70BA253BA3BB063B84BC4BBBA93A77BCDFBBAB3C21BC0D3DFCBB633C103B223CD3BCB83BFBBC9ABCB1BC313CE1BC12BDFABCD33C263C983C923B303CA2B7AFBB093C1BBC04BDE73C843C1C3CC9BB27BC79BC7BBC8EBCABBBC1BB15BD123DA5BC81BC02BDDE3CEB3B8A3C09BC90BCE6BC4B3B38BD703D85BA38BCD93B693CAE3C623C6C3CB438AB3B873C0CBD1C3BE6BC8F3B963C39BC453C023C38BC7ABBD0BC883C3DBC4D3D82BB053A2DBB2E3D613C343D49BB353CB23C613B75BDB23C00BD673C3C3CA63C13BC43BDF53BA4BB1E3C9BBCB6BC9DBB883B00BDD7BA893C803C5EBC69BB703C95BCBB3CD9BA0BBC29BD8F3C323D9FBCA83C913A873C49BC003D5FBC8C3CBCB913BC44BCEB3BD93C003C423C28BB7BBB6D3B113D3F3CFE3BFFBC6F3C6A3BDF3C423C0A3BB0BB1C3D733BC1BC663C92BC073D1ABBEABB713C9C3CC4BC18BC53BC9E3CF13CBDBBD3BCD23CA73A773C2FBB7FBB163DB53CF1BCC03CAF3CA83CA23CEDBB973CB9BB5D3C96BBC9BCABBA2EBC18BDC0BC02BD92BBF5BC8E3C2ABC9D3BFABBEAB9C1BC43BD023DA03CBC3C22BC0E3C8FBC293BC03B01BD4A3B11BB123D2C3C97BCCABC0EBCD73B7E3C96BA773CE1BBB3BB3C3CCB3CF73B9B3CA93CCCBA0D3B9D3CCB3CFD3C15BB0EBDD83CAA3C8DBCE3BA01BD31BC6E3CF43A36BCDE3C6CBBAFBCC4BCE83C93BC4BBB97BC98BC77BC053CF9B9D43CFBBC2BBA11BC253C5ABBB0BCF9BCD33AC4BCD83BC8BC693C27BC92BB90BC87BA34BA053CE63BCBBCA8BCC3BBE9BBC4BC79BD9FBBC3BAC9BA80BC363BDE3CEBBB953C063C34BCEB3B5B3B8B3B8D3CCAB8183C93BC1E3D62BC0DBBD73BC93C33BC4ABB0E3BC63B893C66BC09BDF6BCA03C593CF9BC77BC8D3D1B3DC03CD03BC3BC94BC903CD53C993C863D61BDAD3C513C87BB2ABC853C3CBC42BA10BC653C9DBC11BD38BB0EBBD8BBEA3BEABB83BC0A3C18BB3FBBD3BCFCBBAF3C113DD6BB64BBBBBC21BDC7BBDFBC23BD18BB233CAD3C423CF0BBDD3B00BD483A483DC0BC9BBBC53BCF3A8DBCFDBB143C9B3C0DBDB5BB8DBB7DBCB93AA3BC43BBC6BC8AB93A3CDABB043D923B3C3B5BBCE7BC1D3DBCBC58BBA0BCB4BC7CBC283C253CAA3C38BC31BCA4BC0CBDC6BC9EBB8A3CCD3B90BC6C3BE63B78BB6E3CB83CE53B6B3C283C0D3D31BC123B3F3C923C51BAE43C7B3C413D26BC0ABC833C053DD03B0DBC68BCF7BBC03C73BC8DBB81BC413D1C3C9A39BB3CD53C06BD31BC2ABC79B9C6BB133BC83B083CDABC923C55BCEFBB4EBCADBCAD3CF73C81BBB63C663C20BDC4BC793C1ABBA0BCF03CDE3B8C3CA2BC28BCABBA2D3CCF3C9BBC2ABD16BD08BD77BC063D183CBF3C613C613B973B84BC4F3B363DCA3C43BCCABA08BC953C82BC52BBF2BC843B0C3D013CCA3C373B1F3DE1BB37BCB7BC15BB903B983C683CF43A0CBCA93C3F3C44BCB5BCF0BB2F3C1F3C9BBC3ABD69BC46BBA63C023DCE3C533D013C40BCE73A3F3B58BC0ABD213C813B86BC4D3C813B133DB7BB1BBC373C30BC98BCEFBC2C3DE73B20BD933C3D3C5FBD663C95BC873C563BB73CE2BB053C77BCE0BC23BD273D1C3C333DAA3C1A3B72BC28BC6F3CBEBCC33A893AD2BC203CB53C2D3C74BB29BD21BCC83C90BA143D10BD1EBD933CD63CECBC6DBC9D3A13BA9DBB84BBD43C81BCCE3BEFBBA6BB1F3D3A3D19BD48BC313C36BC953CBCBC8B3BEE3C1C3D7B3B82BC47BCD8BC15BCD7BCA2BCF83C583CC8BB84BC69BC803B17BD2DBD8CBCADBC61BD85BC84BCD7BC92BC533CB13B743CF1BC2BBB85BCF5BCC23A10BD673CEA3B02BC52BC73BB06BC963BE6BC98BCDA3CC13BA4BC173C07BC3D3C403C983CBD3C61BC10BDAB3C70BC14BCF63AD6BC6E3CDB3C9CBC343CC73C8DBC123BF0BB733CC83C463C0CBC803C613CA73B0EBC773C9E3A233C763B353B543B833C01BC7EBCF73BF1BC0F3B29BCD03C2FBC473CAABC8FBC06BDB43CE13A813C963C1F3C6A3C853CD33CA93CEBBCD6BCA9BC40BC863C783CDD3BCF3C3FBC85BCD8BB4F3CB93C05BDF3BC913BC6BC393CD8BCEF3B2FBC3FBC953C2FBC113C66BB2E3DAF3C22BC03BCEE3C83BC18BC4DBC283C843C823C80BC023B8ABC08BC45BB1C3A1C3C90BCBABB57BCB33A143B88BB873C5BBC513B78BADEBCA63C3A3B12BB043D703C873CDE3AB13C833C3FBCA5BBD73BEA3B21BD193D9B3B9F3CF2BAC03A14BD3CBC0A3C92BB563C03BD0C3DE73CABBC343D36BCF43A2DBC3EBB96BA123D03BCE53C2CBD433C5F3D133C07BC9FBC3ABC20BCBA3A703C0A3DBFBCD63AA7BB6CBC9ABA753C213C523DA7BCFDBB503C03BDD63CD0BCEBBC4D3BE6BBABBC24BB77BCDB3C223C023D4F3C513C933CD5BC0CBCF13C183BD6BC833CAFBCD23B443B9FBC313D64BC6F3A203D0FBC7C3B5C3DF53B24BBC4BCCB3C9C3C5B3B753C4BBD87BA413CAABAF03B07BC943C693C043BC43CF0BC053C333CE43CCDBBAA3B73BC74BCBB3BFCB983BCA13CCF3C103D903CF8BCC3BBD9BCE63CE43B40390F3DBEBB12BD14BC183D963B98BBAD3B973C50BA2C3DE43CB5BC30BDA93CA2BB2EBCB53C863C58BC6C3B7F3C233DAF3C04BBD83BBD3BBEBB97BB04BA20BCD03B713CBBBCB8BB05BDDD3CB13CEABB7D3905BD153DE33CACBCDABBBEBBD73C083C773C97BC633C46BDC1BB8FBC203C8FBC4A3CEEBB993B6F3CD33CDDBCB8BC86BC2BBDAFBB413CDC3C943CAFBC56BCF03B8A3CEFBCD33C0D3CC93BD93CA5BC00BDF3BC3C3C793CBBB9E43CABB95B3C233DC13C893C6EBB1ABDF33C28BDA83C993C2A3CBA3C3E3CA4BC12BA92BBD4BB743CB33CC23AFD3BA7BC76BA25BB913C05BC063CDDBC42BCBE3CCFBCA23CB73A0CBDDB3BA2BC2EBCB4BC9B3CA9BBB3BC88BB473C133D09BD90BA16BB6D3CC7BBD43C68BC26BB83BADDBCCCBC6BBCA6BCE23C323BC43A8A3C943CDE3C6CBCBA3C183C8C3C0FBC7FBC86BCD2BC873AC93CB6BA073D4F3D30BD9CBCA4BC09BC13BD233B613B213D203BEE3B263C25BC42BB07BDA63ADBBC873BCF3C2BBBBF3BDF3BFE3C14BCD83C8CBC0DBDAB3C6EBC1BBC503CCA3AF63BD0BB08BB0D3D1C3C363DAB3C8ABC33BCF2BB983B4ABC033CE43C553C1EBBA63C1C3B3FBC0A3C09B9DC3B193CA83C50BB2CBCF5BAA6BC17BD8B3C35BC59BCA83C05BBAD3BF03BC83CA53CEF3B0ABD21BC8C3CAF3BD93B33BC51BC453C953B2FBC953C42BD2F3C10BC383BDC3C123D8A3B56BC94BBFEB9D73CDBBB3E3D4EBCF63C473DDCBA20BD32BC60BC0CBCA73B803C143CD3BBB23C613CC8BBBE3CB9BC24BD293CAE3CF03CE43CFC3B0F3B8D3CC73B3FBCC23AC93C9B3CE7BCFABC9ABC60BD913CBBBC79BC36BCE33BC0BCBB3C853C88BC1C3C84BCD13B9DBC20BB053CD1BBF53B22BD103DA53B2E3D353C9CBC90BC0F3CD9BBD5BCD83B3DBC25BB823C253C73BD823A5EBC03BC8CBC82BBB6BCE0BAEE3C863B83BB48BCBD3A1DBDD43B5FBC953C633C813C263D1E3CDCBCA6BBEEB9C23CB8BC503C123CE0BB14BC6D3CB93C343CAFBBBF3CB33CC0BA88BC103B223C78BB98BCB93B853B6B3C4A3A08BD1ABD31BAADB9443D14BBE83C7BBB4E3C6CBB513BC43CB03B27BDE4BC103DCF3B733C503C89BD9439CABC19BCBDBCFDBBBABC3C3C9B3C1FBC9C3DCC3CA5BC6C3C103D97BC74BCA6BB5FBC613C153DA7BCEABC00BCC63A403DB8BC91BB4C3B953C0FB9E43CA4BCD8BC9FBCBB3C0BBCAA3B353D0DBCB23BC2BC4ABC14BDFBBC3B3B06BD88BC2339653BEA3B0EBCA43CB13B253CB43B8A3A8C3D0BBB993CCCB60D3C06BD6F3D40BB2C3A8DBB923BD8BC1A3DEB3CF53BCABC90BCB6BBD9BBF53C5FBC12BDC63B983C7D3CECBBD83C823C5EBC2A3DA13BE9BC5CBD3DBC22B9C93BD7BB693B50BCF43CADBC913C0A3CDE3B983CC83CE93C1DBC7A3C0BBDDEBB2ABC0EBDB43B953CFB3BA63A043C83BC923C73BCCD3B293C00BD14BC46BC1FBD86BC003D3CBCF5BCBE3CF8BA833B693BE33CA93C0ABC5BBC6D3C9E3BA33C3A3B85BAABBC853C733A90BCBCBCD3BA80BC813BACBAACBB3F3C993CA4BCB93B4A3C833CC1BAD8BC82BCB13CCE3CBF3B4FBC80BBDA3B243D0A3DAF3C6EBC2C3DB3BC16BD74BC34BDBDBC7E3CDC3B93BA313D0BBD013DF93C843C63BC5DBBACBC4ABB733C12BD113C01BB2FBC423BF13CDB3B3BBBF1BACCBBE3BBD93CC63C28BC053C16BD853C6ABB4D3B013DBE3CC23AF8BC60BCB03C99BB35BB653C3F3CF23C26BC413C48BDAC3B5FBB70BACF3BEC3B813BABBC8CBCB9BCB23CAD3CAC3A18BCE7BCED3CEB3CC2BCADBB19BDC5BC88BBA4BC1DBC07BC123D55BC0B3CF5BC13BD1E3C633C63BD86BBEC3CB1BC993C423832BC92BC23BBFCBC8C3C813C2F3D0DBD91BCB6BC5BBCBBBC11BDFBBB08BC4DBC053D013C8F3CDE3CDCBCA03BE5BAA0BB863C323CC93BC0BC86BC053CD23BBBBCF0BC9C3CC3BB0C3C80BDA03CCE3C883CDEBC22BC0EBCC8BC0EBD653B8D3CCB3B8EBBC6BCD4BC3ABC82BDA73C0ABC9C3CAABBD4BBBA3BA53C4B3C5D3CB53CC73C48BCE1BC23BC8B3C533DFDBB38BC5EBC8DB9BF39173C6ABCEEBAB33C92BCDABCC13BB83CA0BC463C0DBD0FBA52BD5A3D05BC02BDB73C0D3CA43C41BDF8BC4D3CB23CEABC12BB9B3BE1BB953CE43C81BC8B3A64BA1DBD7D3B6A3C95BBCCBC1F3B78BC28BB2C3B9DBC983C253D81BBBA3B133B703CEB3C5CBBD2BCE1BC9BBB24BBD6BB8A3BFA3C1D3DD33C87BB67BCC73CE13CCABCAF3B843CA9BA9D3B923B4F3BCEBC82BCE6BC8ABB8D3C21BC353D24BB20BCC6BC5A3C28BDC23C2FBC86BC6FBB3CBB01BD533CE43B62BB9F3C1B3C913C8FBC28BD10BC40BDCF3B0CBD18BC65BC99BC643BD1BCF13C5ABC21BC703CABBC913CF53B7ABC033DFF3B5E3C32BC27BD0D3D163DDDBC913B3F3DEDBCD53AD73B7C3CF4BB51BC1F3CB03CDEBB6CBC1A3D54BDBC3A05BD893CCABB48BBC43A4B3DD6BA3DBDE5BBB63B6F3B25BC9FBC2A3B1A3C94BCFD3CBBBC393CD1BA853CAF3B443CF6BB023CCEBBF5BAA03CF2B992BC92BC61BCCBBB8F3CB53CDD3B7D3C73BCC8BC0ABC9D3C4B3C4DBC193CCDBC00BD2639DABBDF3B573B123BDFBCE9BC923CE5BCAD3CF03C17BD9BBA333D033DB0BB193C9B3CEC3BAABC33BDE1BA2C3CB1BC02BC60BD1D3C1E3DA73BAFBC923CC23C32BAB73B093DDDBC933A63BC25BD9B3C153C563C8EBBCD3C053DF23B22BD5ABCA7BC27BD35BC003D62BCCD3B21BBD1BC5E3C253DFFBBC83B533C87BCDF3CB83B14BD76BA80BC513C903C5E3CB0BCB5BC2B3CD03C3F3CB73C8DBC07BDB83C0ABD303C01BD20BC01BC8D3C43BCEABC4C3A843AF53C97BC3D3B02BD29BCFB3A79BCC5BC8EBC2FBB02BDB1BC6EBC973C4F3C13BCE539B2BB933C01BC36BC6839AABCA43CFC3A",
      torch_tensor_128_torch.bfloat16: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_128_torch.bfloat16: "0x02000000033CCDBC3CBBA1BC65BBF6BAAEBC6DBC3CBCF23C09BD1EBC573CB6BBBCBC833B23BC8C3CDABC023C2FBCBC3CC1BB4D3CE13C763BDDBB103C9C3C533C2C3CB73CE4BCEBBB513D583A1FBC4A3B3E3CC4BC463C42BCFA3B083C2CBDC63CD4BC443DFE3BCABB1EBC45BCF13C1D3D3B3C5ABBF9BB8A3CA23C50BCC73AA53CFA3C9C3B533B793A8E3B593B9F3BCFBCEC3C9FBBA8BC4F3C5CBCE8BC99BBE43BE9BC4EBBFCBCD7BCD33B08BD25BC22BC393C4F3C0CBA3EBCCDBCCDBA0C3C5E3D04BD5E3C7CBB6DBC36BC083DA9BB053C0B3D19BD42BD073C153B193DDB3BD13B42BBE9BABDBCEABC58BC943C893CBA3A0EBC273C9A3BEF3ABABCD63A7F3B6F3B7EBC89BCB1BB623CFB3B31BC0D3C833C55BCF9BBC83B05BC9ABC683CB83C02BCEFBBCC3CE43BFB3B1A3B4DBC373DC7BC21BC543CF4BCB63C0F3DBD3CC1BC99BC65BC863C1F3A3CBB903B7ABC70BC273D36BC81BCA43B68BC6D3C16BDB6BC913C013C73BC5CBDCEBAC2BB893C09BCA03CC03C2CBCFBBC57BB323C443DD1381F3BF8BC09BDAC3C833B583CAE3C7A3B99BC8DBC873A2C3D87BCEE3B6C3CE13B0EBD9F3C01BDC0BC1E3CE8BC853C763C10BD26BDB4BC1E3C943C853BFA3A5ABCAD3C01BDB83C4F3C043D6CBC433CAD3A073DB1BC0ABDD2BC823C4C3C17BD10BC873B013D2ABBC23C1A3C06BCD93C4A3DC6BC58BC20BC21398B3CC33A353CEBBB2FBCFFBC953B44BC363C793CFDBBC33C843C703B6A3C7D3D29BCAB3BFBBCB0BBA1BB033B0B3D043D8E3CC5BC90BC883CD8BBD53BF23CAB3C46BCA53B833CABBBE5BC91BCADBCDC3CD6BCCE3B68BB6EBCA8BC0E3D3ABACB3C803C9FBCB6BC23BC52B98E3CC23A273D74BCB63B7D3C6CBC9C3CA43C123D893CC9BCA5BC9DBC323DEC3BB0BB62BB863B353D853BDDBC8B3B823ADC3CB63CE73B183D48BCBEBCB93C9FBCD73C52BB06BB0EBD86BC45BCBDB9F7BC65BAB0BBDFBC9BBCCA3B203D02BDE2BC58BCC1B9733B353B113B793BFE3B87BC8CBCC63C06BD233D9FBBBC3C38BB0F3D133C67BC533C7DBCB5BC9ABBF8BBF6BC923CFBBB173C1F3CC5BC6B3C2A3DDC3BA63CC7BCFF3B093CAD3CA3BC34BBEF3C03399D3C65BB08BC6BBC043C50BC3B3CF2BB013D6E3C09BC4BBC32BD63BC4E3CA7BCC8BC23BBA139A5BC8DBC923CC43C8EBB1DBC453C3EBC8ABCD13B8E3C2A3C30BC0ABC3ABCE73A653CD73C96BBF23B09BC863A7CBB13BDBDBCF43AE6BCB8BCC03BC0BCC8BADA3BA1BA85BC29BA1FBA27BCBB3B66BD9F3CBCBB30BA0BBDCDBB3A3DB13C65BCFA3A0DBD08BD08BDCFBC683C23BC073B86BCD03BB03C083D0BBD3B3A0C3D003D66BB56BDE43C9FBBB4BB19BC473CC6BC8CBC2CBD0B3C0DBD85BA2CBC03BCE93B93BCADBA77BC293C0F3D43BA57BD8C3C86BB113DE5BC18BC89BCD5BC87BC53BC93BC5EBC943CA73BD33C8BBC80BC1FBCA3BC653C353C993C69BB773A64BA933CCF3C53BDE4BC6DBCD33A0B3C3A3C35BCD63CC73AD7BB1FBC6F3C2DBDD2BCD1BB303CE73C0DBDBA3C95BC293B69BCB4BBA7BBE2BCE43C8C3BD73C113CDDBB27BD2C3C9C3CB1BB56BC083DB4BCEFBA873C813C69396FBCEB3B7E3B3F3A34BDFCB924BCA4BC19BDF5BC1DBD31BBF93B5ABC673CDA3C85BB393BFA3CC23CF5BC86BCA73CB8BC97BCA73B77BC293D1A3D5CBC4A3CE43C283C19BD363D713CD8BCD03C3EBC3F3CE9B9DC3C203D12BC0FBD063D6ABA09BC833CCD3A54BC05BDF13CA13C723C60BC1ABCACBCC7BC82BC063C2ABC833C3DBCBE3C5D38A8BB90BB7FBC63BC163DBB3CC0BB57BCEA3C9CBCD13C863A52393ABC173CB43C993C9C3BB9BCA4BC183C933C863CFA3C4D3C95BB6EBC88BC4F3B7BBCBABC9FBB11BDD23B273D7F3C12BDA7BC9FBC8B3B693C48BB993C713CCEBC54BCC03C8F3C813C163D75BC67BC133CDDBBBE3CD03B693CC53B15BD883BFEBAD73CE5BBC9BCC43C4ABCA13CA33C9E3BE93AACB7993B263CDABC8BBC533D51BDACBCB23B34BC91BC6DBCCD3C143C13BD0A3C273C983BB33CEEBB903A913C313D14BC17BC89BC883ADB3A06BC7BBCAD3B793C613C4EBCBBBC263C6ABB01BC323C623CF53BCE3C0A3D94BC663C303C33BC55BC60BC013C24BCBE3B113D10BD92BBA33CB63BADBC003D4EBC393C16BC8DBB8F3CBCBC903C283DC03B043CCD3CFA3BDE3C52BCFC3CBFBBB2BC02BDACBC60BA44BCE93B2F3C21BDBA3A5D3CD23B0B3DE0BAC5BB25BC45BD2C3BAFBBF6BC653C03BCACBCD7BB1ABC233ACDBC953AB639D53B82BC933CD8BA61BC553D443DF63C5A3CAE3C13BBAFBBAABC8BBC053DF8BA883B1A3D51BB0E3CAABC843CA2BBA3BCEDBB663C8F3C4DBDA8BC99BBE83CA4BC23BD08BDFA3CEA3C7EBBC63C883CACBC87BB85BBE03B613DF9BCF6BC863BF63C473C793B81BA81BC3F3CAA3C95BCDB3CEB3C1E3DB43A8FBBC63C0CBD22BDF03C773A4ABB8CBBC03C7CBC563C9CBA863B6F3CCF3C04BD9E3B9CBC0BBB08BA773C7ABCA4BC92BCA83B19BCD0BC813CB9BC2BBA863CBA3CF0BC493C293BBDBC6C3A153DCCBADB3CC0BB15BC9E3C17BC623CD43CDA3BB8BCD13BA33C0BBC03BD793C82BC9FB71D3D5BBCD73BDD3C813C813D5CBC55BC4B3A76BCF63C303D253D833A1FBBC1BC3DBC81BCF8BC8E3CF83B8A3CD6BC59BA973BD2BCF23C973C623C753BE0B84CBC05BD2F3CDA3C62BC28BCCFBBB7BC5BBC443C7E3C563C0B3DC3BC253D61BBE8BC783CE7BB32BB0E3DD7BCCEBC1CBCFFBC9B3C9A3C9ABCAFBC963C58BB97BCBD3B50BB903C583C74BB103D663C083CCB3CA5BABABC90BCA83C113C04BDE43C51BB7BBCD2BBC8BC92BC823BCDBBAC3BC7BB173B0D3A423C8EBCB9BB8EBB193CE6BCBABBFBB9D73C0BBCEA3A803CC63CA9BBBCBC71BC913B693CA4BBCD3C79BC113CD93B6BBB5FBC99BACE3BD43CF7BCCA3B283BB9BC133DC2BCA3BBA1BCAEBCB9BCAC3CF8B9CBBCA13C5C3BEE3CDF3CD33C57BB3EBCA8BA253B323CD4BB3B3C973B9ABC73BB47BCE73C693CE33CC13CB63C5ABD0E3DE93CAE3CDDBA70BC953B5DBCB6BB0ABD5A3CC53AD2BB0BBD45BB83BB85BB7D3BBFBC203C20BC5B3B493C753BECBCB93A853C2CBC84B9F63B93BB8F3C2A3C323C083C4CBB653A1F3C60BC033CC0BA433B783CAB3CE8BC3A3CB8BB75BCFDBBBABCB43CC0BC093D6CBC3C3C9A3C893C56BBBB3C0ABDA4BAF9BB28BC453C0DBC9FBC8ABB8DBC9EBCBABC843C0FBD043D17BC5FBABEBB993CBB3B363DE4BC713C8D3C13BCD8BCBD3CE7BC1E3C533C2EBB5FBB88BC1F3CD33CA7BCC7BB663C8A3CE43B87BCB43A063BF03BC5BB16BD96B70DBD723CDA3C33BD05BCAD3C59BBB3BCDFBCDF3B013D173DF43B8A3C843922BD5ABD093C90BC9939ADBA19BCE03C1C3CDA3B1E3D99BCA1BCC43BB2BB383C2ABC993C483C423C31BC78BC49BCA53CC83B7ABC203B02BC973B19BD393C5DBDC3BBBEBCBF3CD03BBCBB8DBC8C3CA7BBF6BC7E3C26BBE93BF0BC323CF0BBC5BC8B3C7D3C673C4ABC9E3C413C99BB743B113C433C8A3C3D3CE6BC283C0A3BB0BB9E3CA83C1C3C03BB093DBC3C09BDC63C4EBC83BC40BC81BD91BCB43B11BCFC3BF53BD9BC833C0EBD923C61BCECBCA03C953C1A3DD23C24BDB9BB1EBD0A3DD33AF8BCF2BB633C373CC7B91D3B67BA913C5FBC573C0BBCF23CA93C8ABC23BD28BD15BC9DBA8C3C67BBBDBC6ABC78BC9C3C493C1BBC56BBA83CAA3C443B37BD5EBCB63BB73919BD1F3C2B3CACBB9EBB913C673D653CADBC88BBA1BB4F3B5BBC7F3C123D243C943C5E3B883CBF3C05BD1C3CB83CE6BBDEBB003D473CA23CCF3CEB3CCCBA71BB8C3C35BC883BD0BB86BB16BD1FBC3CBC9A3C34BCBA3C9ABA82BA48BC52BCF4BB5DBC5E3A08BD0DBD143AF6BC553D1C3DAABCB53C81BC1CBD023C583B883974BB9C3CB03C2E3C9F3CC63C5ABDD13CCE3B6C3CAA3BFDBC293C9EBC3F3CF4BCD93BDA3BADBC36BD0E3B97BC693D2DBC0BBD6EBC853CF2BCBF3CCA3CDF3BC1BB8F3B243CE33CE5BA7FBCAF3C8D3CECBC21BC5B3CBD3B60BC723B023CDCBBA03CFB3B643C2B3CC23CBCBC9BBC13BBB3BB163BCCBA7C3CA9BCAEBC00BD0FBDC73CD9BBB53B253CA1BB90BC95BB103B23BCC73CA0BB7A3B763A4B3AC43CB43C14BCA33BAC3BDBBC183D553CD6BABC3C03BD8E3CCA3A7C3D4BBC97BBE93C5CBCCABAA1BC05BDBABC9E3CDE3C843C0BBD7ABC9B3CD93C15BDC53C2D3A3A3C98BB8B3B173C04BD1F3DB5BC97BBCC3CE3BB4EBB0C3C8C3CF53CA1BC0BBD3DBB6FBC05BD1F3BBFBCD33B42BC813C333B363C193CA13CEE3CEFBC1F3DC3BCA73CA6BBD43C30BD4B3C89BB6BBB48BC87BCBE3B083C44BC2F3C9B3CEEBC3BB9A73C473D11BDD8BBF03AB33BEFBBB63BE2BC64BC1FBD5B3B053A83BC783C503BBA3CD53CA9BB93BCD8BC7D3B71BC1D3DA93C9A3B173C063DB3BB2CBDAF3C3FBCB5BB1EBD9A3CEB3C353C4B3CD2BB24BBCF3B973CE73B50BC4C3C43BC223C48BCCFBCD93B11BD08BD37BB87BC09BD8D3CC1BBEBBB65BC8A3C8CBCB43C433C233C733CA5BC8EBB0BBC133DBFBC07BC383CA73B1A3D07BDAA3C92BCBA3C333DE7BCD1BC83BCA33C753B11BC933CA1BB91BCA13CE13C1DBC303CE1BCAEBC9A3CF43CB7BCAD3915BD2E3B8DBBBCBC303C24B9653CEC3CAA3C923BD13CE73C5A3C91BAD1BC813BC3BC11BBED3C86BCB7BCA6BCFC3BEDBB9ABAA83C843C4B3C97BC06BD17BD263C09BC6BBB8F3C29BDF13A2C3BAD3CB6BA133D94BB673C52BCDA3CCA3B8FBBA6BC58BA093DF4BB8EBCA53C7FBC1A3D2B3DAB3BF13CB1BB3D3C823C543BF2BCAD3C0D3C0B3D853B943CF1BBD0BB95BCDA3C24BCF03B413928BDC43AAFBCDB3B693C643BA73C0ABD6B3C70BCBE3C8FBB4A3C343B913BE1BB973BA93CD8BA4E396C3B1F3DEA3C543C5D3D22BD853CC03CACBC03BC5A3C543CC4BB85BCBE3C78BC6D3CB23B98BC86BA47BC4CBD82BC7BBCE8BCD83BF03CF5BCF9BABC3BEA3C90BBBD3CBABBA7BC513C443B0FBCF4392B3BA33AD13BC9BC88BCA63C1BBCD03B4139003C0FBC11BD6D3B163CA3BCDABCD0BCF93B8DBA6C3CC43B603A183CEFBA9B3B2DBC58BCE5BC5BBC5BBC5B3C253CF13B1BBA013C0BBDC0BA1D3CDD3CB3BBB43CCBBCE33BFEBBF53B20BD4FBB393D9CBCAD3BF0BCE7BB38BB943C8FBCAF3C323C1C3CDC3C12BD1EBBDA3BB2BC68BC8FBCB039D2BC20BCA3BCC7BB9ABB89BC7EBC7ABC1D3D0FBBF53C82BCD7BC423C783B4BBCEB3CDC3CE8BB65BB67BC7ABBDF3B433C6FBBEC3CAD3CC33B3A3DC6BBF1BB64BC8CBCFC3CFC3C1CBCC6BC9C3CF0BBA53C2E3C1B3D1238E0BC80BD02BDA63CA43CAABAF73C3A3CD3BBDEBBFDBC1E3AFB3B413B85B8D7BAAFBC023CCA3B753CEE3A12BC92BC24BB4A3CB5BC42BCAE3C073C04BD683C21BDAFBC303D853CA73B853C42BBF0BC6FBCEE3BF6BC9FBC50BCA53C0F3CEFBC013D0F3D263BF2BBA63B90BB40BCC13BA43C8F3BCEBCC9BBDABB833C43BCC53B9ABC193CD2BC333D0D3C5EBC1ABDF9BB03BD89BCBBBC58BC1B3CD63CBBBBC2BBC43C31BC353C75BC2CBC02BD163B92BC04BDFC3B653C143D3CBD2E3C24BD73BC233DD6BC2FBBAC3CB6BCC23CBA3C3EBCB4BCA0BA97BC27BDF6BCCF3CAABCDF3A77BC4EBB9C3C2DBC193D123D33BD05BC0F3D01BDEBBC723B01BDB0BCFA3C103B7F3C07BDB63AF1BB4BBC10BC12BCA43B34BDECBA3CBDCB3C8B3B2F3C283C9EBBD83B9FBB22BD70BC43BCB6BCD03CDB3CDB3CF939B73BE0BC523CDFBB2BBC0E3CA1BC6ABC4FBB023B033B8EBC28BCAA3CA0BCC6BC14BB673C68BBB63BA73B8BBC7C3C983BCABB61BB2DBB92BC1EBDC13CB03CBABB7ABCF83B07BC743C65BCB1BBCC3B94BB713725BCAB3B2DBCCE3BED3C883C8CBD0BBC17BD32BCFABB2E3C013D3A3BD33B00BD033D0DBC73BC863BBDBCF73C063B843C363C983B493CC7BCB8BC71BC01BC72BC6F3CB3BC17BBE5BB123C2EBCAABB043D723BC6BCF2BC13BD043DB63A073D273DC83C9B3C1EBBC7BA2FBC643C7D3C61B9243DED3A99BC9EBCD23BA43C04BCA5BC6EBCDEBCB83C96BB84BCC6BC9C3CFA3C2EBB623C1C3CB13A03BD4EBBA4BC203D66BC9B3C7ABC1DBC82BC99BBA73CA5BC10BD863BEEBC6A3CAABCCABC1E3D49BC443CD7BCE53C56BC443D813C4ABC83BA9BBC3BBC1E3B023DC23B6F3C14BC873B7C3B05BA96BCA73B14BC88BC04BCCF3B59BC1EBD51BC5ABC3DBCEA3CD2BBA538913C39BC19BCF33B0DBCE53B173C9F3B6D3DC63A1F3DF03BD0BBFCBCE73BC83C48BB593A24BBC43BCE3B9C3B4F3CE6BC21BD033CE1BC0F3D203BF7BCACBCCC3CF43C823C9B3C0F3C3B3BD33A34BC103D1B3C313CA53C00BC15BD83BC34BDD63CEEBB73BB203D603C133D83BC6A3C8FBB7FBCC83BDABC0D3A873C5ABBCDBC71BCABBCC13C413D823B033C08BC7F3C47BCC33C5A3CA23C853C653CE03B89BC62BDA93CE2BA5A39E1B7073C033D053D92BCD63CE4BC013B83BB7F3B86BC3C3C06BBEE3CFEBCE2BCB7BB17BD75BCD9BACE3CEA3C1FBC603C71BC11BB5E3D763CBD3BAF3ACA3B34BDD9BCD33C883CA63CB63CA03CB73BBF3CA1BCCFBAD5BCCD3A24BCA13C5EBB963CAB3C3C3C1E3DB1B9E8392EBAADBC7F3B283B7ABB8CB99CBC843C703AF83C2F3D843C3BBCB0BCBABC663C41BCB6BC86BCC33C063C173A63BBB7BB6DBCA13C19BBAD3BCEBCDABB873CCC3B5A3CB2BCC53CEC3B8CB8D03C58BD85BCA53B853AAEBCFCBC2ABD2DBB553AD03CE4B9C8BCF5BC55BC093A523AFE3BAABC0FBD663CC23CC43CB4BB4B3DCABC4CBC1ABC6BBC323C89BC9B3A64BB063AB1BCD4BC5EBDABBCBA3C033C34BCBA3C023CEEBCA8BC103C4F3C103DC1BCA03B1CBD05BA813B86BC133C9ABC0C3B8E3C44BC3CBC6ABC8C3C233DC7BB693CB73CC7BAACBB35BC3839823CB7BC2FBBAABB423CA13C17BA893C493BAD3C7ABCDBBC8E3CA23BA1BB12BD163D043C88BC643CA0BC623C19BD50BC45BBDB3BBEBC08BC77BB13BB6E3BF6BC3BBC953C163C88BC25BD2C3CB939593C293BC5BB4ABC053C70BC3FBB5CBCA5BC743C99BC0DBDA3BC4F3D133D843B82BA2C3CE43CE93C8D3C233DF83CEA3B243B45BD4E3CF2B914BC013BCC3C08BD543CE23B093C1FBCD6BC50BD36BC5DBCD2BCA93C933C08BCF4BC143D6C3B43BC313D923C67BA97BB473C10BC8F3C4CBC183C33BC2EBB11BBAFBC843C9F3CDBB81EBD66BC1DBC39BB4C3C59BD4FBC5EBBF5BCB6BC123C203D44BBAC3B103B5C3A01BB103D6A3C02BD4CBCB9BCB1BC973CCE3C053CA0BC963B18BCE13BFBBB73BCE7BC8FBBD3BB203AB0BC643CB23CA6BADABBCC3B5DBC043CF7BC4F3D12BC80BB5D3A9ABC633C80BC473C10BBBABC4DBB41BD4FBD243D4BBC9ABC213DA33CC6BCAC3B84BC703B20BC763D7E3A3B3B22BDB8BCBC3CCEBC483C23BD85BC2C3D2FBBA8BB083DE23C95BC293D843A6A3C93BBB93CA93C77BAF53B0E3D8F3C103D5CBC6E3B9BBC1DBB613C66BD133D9DBA04BCEEBC743CCEBC46BBAC3C7A3B2CBDACBB1FBD7C3C603CD83AC2BCC93B3F3C66BBC73B2ABC913C20BD8DBC843C83BC2A3ADE3AE83B0C3B9ABCE0BBEDBB18BD7EBDC7B9B9BC9A3CD43C873C90BCC9BC093D6DBC5EBCDF3C353A653B3DBCD13CF0BCEDBAFBBB7C3C23BC5BBC35BCA73CBC3C06BC20BCCC3BA3BB55BC03BDF039AA3C31B9A2BBE83B60BCD5BC85BCD83CABBB51BA043D27BD3F3C723C57BB6B3CCEBC1EBC33B927BCF5BCD93B0DB9AD3C67BA50BCA1BCC13C383D743C9D3CDD3A05BB023C1A3CA53B3E3B8FBB783CE93C923C913D013CA0398CBBFABB3E3C023DE1BBB23C27BC153C3ABCA9BCCEBC503B2BBDED3BF8BB4D3C1B3D023DC13BC93B363B48BD76BAA3BC433CB73CAA3C57BCB7BC45BC303D04BCCDBBEC3C9A3C0BBD8CBC213CD6BCC5BC14BC8BBA52BCA7BC69BC133A253CE23CB33B64BBE4BC35BDDDBB2D3CA03BBE3CA73C3939FBBA053DA13C6C3C81BC37BC50BD8FBC86B826BC48BCA8BB083CE6BC8E3D343D46BC513CDEBB213D5F3BA53C693BEEBB7B3C35BCCA3C41BA133CB039C83CAA3CE3BA48B8CA3CF3BC843CAF3C323B753BA4BC823B323B4ABC273C913B88BD57BC3B3AD7BC8ABC683D03BDAF3C1B3C8A3CDF3C2B3D313CB53BC83B1ABD87BCAA3C493B42BBDEBC7FBC06BC803BDBBBFABB2F3C193DD63C293D103CCC3A2B3CDCBC1EBD64BC9D3CD0BCCDBC8EBC323CD2BC423B73BC00BDE13BA2B9853ABC3C373BF83CB73B223CA63BCFBCE5BCCFBCDDBB0ABCDC3C55BC163C09BBC8BCDCBB20BC243A703C0B3D273CF53C37BC41BC933B23BCD23CDB3B7CBCC7BC1C3C20BCD73ACCBCF9BAA93C43BC1EBC333C423C073BF13B3CBD44BDDB3B193BFA3B543C71BCC8BC013CEA3C86BD10BC8FBC37BD10BC983CF63CB03C693CB73C2A3C42BC8D3A93BC553CC0BC33BDCD3C3D3C07BC3D3AD3BCC3BCA83C463DE93C29BBA73CA5BC8D3CCB3B673C62BC9A3CAC3CC6BBFCBBD6BCEA3CD1BB6E3CBBBCED394F3C963BF23AEDBAE1BB1EBCD43C103C353D29BCD9BC41BCF0BCD93C49BCB23C7ABBCD3BA4BB073C6D3A12BD33BC513A1CBB78BC09BB94BCAFBB1BBD8EBC81BC303D49BB473C883A693BE03A15BCFCBB22BD683CFA3A58BB553C403A563CF53AD3BC883CA4BB5BBCC93B353C8DBCA23BB9BCB8BCA7BCC6BC27BC62BB92BC78BADBBCDEBB06BC9B3BA93C89BC23BC0E3B443C853C1BBCBA3B8E3B01BB4E3C0C3CD43C623CCF3CD4BCC83C9A3BA73C443D833CBCBC813C913BA23C643C86BBAABC7CBC85BC63BD05BC893BD33BC6BB133CE23C5BBC183CF3B9B5B90E3BF93B2EBDBBBA88BCE63CA63BD7BCDB3CF73B0F3D6D3C2DBBEA3B5D3C823C143D3DBD883B76BD0EBD00BD073C46BC0ABDE4BB04BC1FBD2D3CB53CD63A3EBC063B843CD73CC73C89BC01BB2BBCE33C4A3C49BC6FBCF63C083D833B283DBC3C243C7ABBDD3A8DBBC9BC883B82BCD0BBB03BD2BC3D3C1DBD68BBD13B453C3F3CE4BB383B373C74BC89BBC4BC9FBC28BD043B613B453CA03BBE3CADBCFBBB0D39D8BC0E3C0CBCCFBA813C9F3BC63CFE3B77BD64BD17BC47BC2FBAD83C033DCF3C913B4F3CA7BA25BDA13CAC3C13BDBF3CED3BFEBBA63BB03C74BBC1BC723CAD3C8C3C8A3B283B323C8E3C213CB13B083CF23CDEB92EBC1CBD9A3CDABCA9BC7DBBF6BB2FBCA1BC523CEFBB8BBC013D67BCA53BCDBBE33B93BC78BC853B80BA683CC4BCA1BC273C4C3A43BBACBCDEBCE1BB533CE83B7B3C583DD33C2CBC4EBDA1BC01BCBDBC023DD63C4C3CE8BCB43B5B3A5B3AE03CB83C99BC643B163B9EBC2C3C81BB3ABD48BCEFBA44BCB23C0FBDE83C013CA5BCEC3C173C31BA02BB04BCB43BCFBB1A3CA8BCB8BC9E3AEDBB83BBFEBC3F3DF4BA1C3BA33CF2BCD23C82BC0BBD88BB3F3DDF3C063D8C3CFC3C13BD1EBBD73AAF3C443CC73CA2BC7EBCA2BCC9BC98BC12BC803A0FBB1E3D3EBB113B07BCCDBBCE3CFD394D3CCABC5D3BA2BB783C43BC8EBC60BCB13C4ABBD33C9CBC5BBD733B83BC5FBCDA3AA53C53BCEF3CFF3C553BD9BB5FBC493BA6BC083DA63C383DF9BA87BC42BDE23C3C3CAE3A333D70BC9CBB61BC483CF5BB0DBCA3BB183D0ABCC73C623A35BC4CBC183D21B8F73C563CDABB24BC3ABC52BD023BC53C683CD73B9EBC82BCE93C853C96BCCE3C11BC7DBCA83C853A0BBC663B60BC363C9FBC9D3C8ABCA53CFE3A36BDC13B9C3C4BBC2DBD79BAB43CB0BBDD3B81BC3A3CA7BC54BCCFBC253CD53B533C2A3C093C713C1FBB16BD18BDBB3A10BC02BDDA3CACBC1E3DC33C5E3BA93B68BCEBBC223CC13CDBBB123DFC3B343D1EBCE8BC89BB36BC563D6CBA663C193D7ABCAB3C2A3BB13BB23C5A3CEFBC98BABB3A513BA9BCC8BC00BD94BC48BC303D5F3CFEBA08BD7C3CD2BBB3BC59BC7CBCA73C8BBC22BD55BCB13CA53CCB3B2A3C8B3C2DBC523C43BC22BB5ABC5CBCC7BC92BC9FBC7DBCC63C3A3C953CDEBB37BB9A3C723C61BC063D2E3C61BCB3384B3CABBA083D26BB9B3C0B3DFCBB073C443AC53B18BC0A3B283D953C3CBD213D4ABC633C09BC4CBCA63CED3C91BCA9BC873C5FBC043C773C633C143C903C083BB8BC59BC883AA2BC1B3CD93C2ABC833B96BCD1BC88BC663C883C233C0FBB16BCAD3C71BB263CC4BBB3BC37BB1A3DBEBC0F3DD4BCBF3C76BB2C3B513C8CBBB63CBC3B91BC2F3B263DBCBC85BAFB3C83BCC2BC2ABC303CB63CEB3B1B3C23BCADBCEC3B333CCFBB103BBF3B963BD43AE33C15BC713A04BDF5BC3DBB27BC31BA11BDD83B193D39BB37BD903B3D3C2BBB7EBCB7BC483C773C103B073B4E3DEE3C49BC7D3C233C93BC033D33BC31BC9A3CD83C9ABBBCBBB73CC63B3B3C283B253D3ABC1A3CD93BDEBC48BBC5BC103CA23C53BBD0BCA43C253BA8BCDB3BCCBB633C27BB813B06BBD13C6CBCABBC143CF2BCEDBC0E3D403BE2BC5ABC953C223B2FBC753CDC3B02BDA2BCAF3C383C2BBC313D973B3C3C10BDF3BB82BCA83A25BC333D183DC03CAF3C99BB91BB70BB7C3C1DBC02B8053CC83BBA3CB83CC0BBEDBA36BB27BB4BBD24BD4B39BDBA373DC7BB4DBCE23C41BCA3BCE1BB863B96BCC73CA9BCD43B21BDA0BC39BB94BC383C12BC543C06BDFDB8123B02BD94BC2ABA25BD923BFEBC9DBC7B3C92BC14BC8DBAC0BBC23CFC3BEDBB33BC703BEE3A60BC2CBC4B3C023CD2BA293D343CF5BCA63B54BA36BC033CE33C793ABBBCA43BCC3C68BBCA3B8E3C2F3C103ABABB903C96BC3F3C233DA1BC47BC733B03BDE5BBAC3C2C3DD23AEBBBACBC663C27B96EBC203C5ABBA2BB7E3CB03C4ABCDABC423B473C2D3C8F3AC5BB053DC33BB2BCC43C4BBC1EBD06BD8DBC72BCFEBCA7BC41BDB23CAEBCE4BBEDBC81BC1D3DB23CEFBC12BD2ABA113C69BCCB3BC43C7B3C943CFABCCFBC31BB93BC38BCECBCB2BCA0BB1F3BABBCBD3BB53C633C003DC0B824BD16BDDBBC81BC0D3CFC3C6CBCD13BC6BB27BCC03CEBBB0DBBBC3B9CBCAD3C48BBB9BC0BBC333CCE3CE8B869BC133CECBC8B3B383D2ABC2B3C17BD74BC93BC4E3A853B533C24BC3F3BCB3B973C8E3CD6BC4E3C773C893C67BC073D6FBC203D683C753C36BC74BBA8BC243C09BC38BD023DAEBB7B3C773C5DBC5A3CB23B213C093C253CB4BBDBBBDEBBBF3C72BB96BCB5BC7C3C87BCB53CBEBB0F3C94BC09BC8FBC123C463A3A3C803CFABBCCBB95BC773C1C3C46BCF9BB2EBC8CBA793BAABC9E3C593C6CBA653AF9BB68BA123CB8BC7DBC8BBB0DB9533D7ABBA0BBBBBCA73B11BC313D403CCD3AB03C8E3CD23BDDBC7EBC89BCF9BC01BDEF3B39BC943C163A013C4BBBB1BB2D3DB73B0DBD0B3B2A3C153D87BC13BCC43C013DE93B83BCC03B9F3C0A3D3A3BB73AD73AE9BC903CDC3C093D62BB9B3CB03CA03CBA3C45BB01BDF3BC0B3D513C0B3CDF3CD8BC183D7B3C58BC7F3C7CBC00BC153C293CEEBB0D3C883C24BC363CE83CC9BC96BC31BC633C99BC1FBC153C4FBC8CBC08BCBBBC2D3D16BD6B3B7DBB56BC9ABCBABAB2BA103C36BD1EBCEDBC6CBB9DBBDBBBC2BB9FBCAC3CC23B0ABC02BB463C823C393D7DBCCABC0ABB9D3C833C0EBC6F3C4FBCF63CAF3C69BCA3BB033C81BCF33C61BC3BBD",
      torch_tensor_32_torch.bfloat16_5: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_6: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_7: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
