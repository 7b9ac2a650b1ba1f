// gpt-oss-eager-bf16: transformers 5.24.0 GptOssModel (attn_implementation=eager, bf16), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map20 = affine_map<(d0, d1) -> (d0)>
#map21 = affine_map<(d0, d1) -> (d0, 0)>
#map22 = affine_map<(d0, d1, d2) -> (d0)>
#map23 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @forward(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>) -> tensor<2x8x32xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 0xFF80 : bf16
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 1.000000e+00 : bf16
    %cst_4 = arith.constant dense<-0.0131835938> : tensor<16x1xf32>
    %cst_5 = arith.constant dense<6.98089599E-4> : tensor<16x1xf32>
    %cst_6 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_8 = arith.constant dense<true> : tensor<i1>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_8> : tensor<32xbf16>
    %cst_10 = arith.constant dense_resource<torch_tensor_1_32_torch.bfloat16_3> : tensor<1x32xbf16>
    %cst_11 = arith.constant dense_resource<torch_tensor_1_64_32_torch.bfloat16_1> : tensor<1x64x32xbf16>
    %cst_12 = arith.constant dense_resource<torch_tensor_1_128_torch.bfloat16_1> : tensor<1x128xbf16>
    %cst_13 = arith.constant dense_resource<torch_tensor_1_32_128_torch.bfloat16_1> : tensor<1x32x128xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_1_32_torch.bfloat16_2> : tensor<1x32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_7> : tensor<32xbf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_6> : tensor<32xbf16>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_3> : tensor<32x32xbf16>
    %cst_18 = arith.constant dense_resource<torch_tensor_4_torch.bfloat16_2> : tensor<4xbf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16_3> : tensor<16xbf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16_3> : tensor<16x32xbf16>
    %cst_21 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16_2> : tensor<16xbf16>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16_2> : tensor<16x32xbf16>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_5> : tensor<32xbf16>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_2> : tensor<32x32xbf16>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_4> : tensor<32xbf16>
    %cst_26 = arith.constant dense_resource<torch_tensor_1_32_torch.bfloat16_1> : tensor<1x32xbf16>
    %cst_27 = arith.constant dense_resource<torch_tensor_1_64_32_torch.bfloat16> : tensor<1x64x32xbf16>
    %cst_28 = arith.constant 1.702000e+00 : f64
    %cst_29 = arith.constant dense_resource<torch_tensor_1_128_torch.bfloat16> : tensor<1x128xbf16>
    %cst_30 = arith.constant dense_resource<torch_tensor_1_32_128_torch.bfloat16> : tensor<1x32x128xbf16>
    %cst_31 = arith.constant dense_resource<torch_tensor_1_32_torch.bfloat16> : tensor<1x32xbf16>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_3> : tensor<32xbf16>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_35 = arith.constant dense_resource<torch_tensor_4_torch.bfloat16_1> : tensor<4xbf16>
    %cst_36 = arith.constant 0.35355339059327379 : f64
    %cst_37 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16_1> : tensor<16xbf16>
    %cst_38 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16_1> : tensor<16x32xbf16>
    %cst_39 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_40 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16> : tensor<16x32xbf16>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_43 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_44 = arith.constant 1.000000e-05 : f64
    %cst_45 = arith.constant 1.3465735902799727 : f64
    %cst_46 = arith.constant dense_resource<torch_tensor_4_torch.bfloat16> : tensor<4xbf16>
    %cst_47 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_48 = arith.constant 3.200000e+01 : f32
    %cst_49 = arith.constant 7.000000e+00 : bf16
    %cst_50 = arith.constant -7.000000e+00 : bf16
    %cst_51 = arith.constant dense<0> : tensor<16xi64>
    %0 = tensor.empty() : tensor<2x8x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.index_cast %in : i64 to index
      %316 = linalg.index 2 : index
      %317 = arith.cmpi slt, %315, %c64 : index
      cf.assert %317, "index must be smaller than dim size"
      %318 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %318, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_47[%315, %316] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %315 = linalg.index 0 : index
      %316 = arith.index_cast %315 : index to i64
      linalg.yield %316 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %315 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %315 : i1
    } -> tensor<2x8xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %315 = linalg.index 0 : index
      %316 = arith.index_cast %315 : index to i64
      linalg.yield %316 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_52 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_53 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %expanded_52 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_141: i64, %out: i1):
      %315 = arith.cmpi sle, %in, %in_141 : i64
      linalg.yield %315 : i1
    } -> tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %9 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_141: i1, %out: i1):
      %315 = arith.andi %in, %in_141 : i1
      linalg.yield %315 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_53 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_141: i64, %out: i1):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c2_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = arith.cmpi slt, %in_141, %c0_i64 : i64
      %320 = arith.addi %in_141, %c8_i64 : i64
      %321 = arith.select %319, %320, %in_141 : i64
      %322 = arith.index_cast %321 : i64 to index
      %extracted = tensor.extract %5[%318, %322] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_141: i1, %out: i1):
      %315 = arith.andi %in, %in_141 : i1
      linalg.yield %315 : i1
    } -> tensor<2x1x8x8xi1>
    %15 = tensor.empty() : tensor<2x1x8x8xbf16>
    %16 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_7, %cst_6 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%15 : tensor<2x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_141: bf16, %in_142: bf16, %out: bf16):
      %315 = arith.select %in, %in_141, %in_142 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x1x8x8xbf16>
    %17 = tensor.empty() : tensor<1x1x8x1xi64>
    %18 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<1x1x8x1xi64>) outs(%17 : tensor<1x1x8x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %315 = arith.subi %in, %c4_i64 : i64
      linalg.yield %315 : i64
    } -> tensor<1x1x8x1xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %18 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_141: i64, %out: i1):
      %315 = arith.cmpi sgt, %in, %in_141 : i64
      linalg.yield %315 : i1
    } -> tensor<1x1x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %19 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_141: i1, %out: i1):
      %315 = arith.andi %in, %in_141 : i1
      linalg.yield %315 : i1
    } -> tensor<1x1x8x8xi1>
    %21 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %9 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_141: i1, %out: i1):
      %315 = arith.andi %in, %in_141 : i1
      linalg.yield %315 : i1
    } -> tensor<1x1x8x8xi1>
    %22 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %21 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_141: i1, %out: i1):
      %315 = arith.andi %in, %in_141 : i1
      linalg.yield %315 : i1
    } -> tensor<1x1x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_141: i1, %out: i1):
      %315 = arith.andi %in, %in_141 : i1
      linalg.yield %315 : i1
    } -> tensor<2x1x8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_7, %cst_6 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%15 : tensor<2x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_141: bf16, %in_142: bf16, %out: bf16):
      %315 = arith.select %in, %in_141, %in_142 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x1x8x8xbf16>
    %expanded_54 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %25 = tensor.empty() : tensor<1x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x8x1xi64>) outs(%25 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %315 = arith.sitofp %in : i64 to f32
      linalg.yield %315 : f32
    } -> tensor<1x8x1xf32>
    %27 = tensor.empty() : tensor<4xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_46 : tensor<4xbf16>) outs(%27 : tensor<4xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<4xf32>
    %29 = tensor.empty() : tensor<1x8x4xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %28 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%29 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.mulf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<1x8x4xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x4xf32>) outs(%29 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.cos %in : f32
      linalg.yield %315 : f32
    } -> tensor<1x8x4xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x4xf32>) outs(%29 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.truncf %cst_45 : f64 to f32
      %316 = arith.mulf %in, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<1x8x4xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x4xf32>) outs(%29 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.sin %in : f32
      linalg.yield %315 : f32
    } -> tensor<1x8x4xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x4xf32>) outs(%29 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.truncf %cst_45 : f64 to f32
      %316 = arith.mulf %in, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<1x8x4xf32>
    %35 = tensor.empty() : tensor<1x8x4xbf16>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x8x4xf32>) outs(%35 : tensor<1x8x4xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<1x8x4xbf16>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x8x4xf32>) outs(%35 : tensor<1x8x4xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<1x8x4xbf16>
    %38 = tensor.empty() : tensor<2x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xbf16>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %41 = tensor.empty() : tensor<2x8x1xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.divf %in, %cst_48 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.truncf %cst_44 : f64 to f32
      %316 = arith.addf %in, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.rsqrt %in : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %46 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.mulf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %48 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_43, %47 : tensor<32xbf16>, tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_141: f32, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      %316 = arith.mulf %315, %in_141 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed = tensor.collapse_shape %49 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %50 = tensor.empty() : tensor<32x32xbf16>
    %transposed = linalg.transpose ins(%cst_42 : tensor<32x32xbf16>) outs(%50 : tensor<32x32xbf16>) permutation = [1, 0] 
    %51 = tensor.empty() : tensor<32xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_41 : tensor<32xbf16>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32xf32>
    %53 = tensor.empty() : tensor<16x32xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<16x32xbf16>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %55 = tensor.empty() : tensor<32x32xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x32xbf16>) outs(%55 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x32xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%53 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %58 = linalg.matmul ins(%54, %56 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %59 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %61 = tensor.empty() : tensor<16x32xbf16>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<16x32xf32>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_55 = tensor.expand_shape %62 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %63 = tensor.empty() : tensor<2x4x8x8xbf16>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<2x8x4x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %64 = tensor.empty() : tensor<32x16xbf16>
    %transposed_57 = linalg.transpose ins(%cst_40 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<16xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_39 : tensor<16xbf16>) outs(%65 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16xf32>
    %67 = tensor.empty() : tensor<32x16xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_57 : tensor<32x16xbf16>) outs(%67 : tensor<32x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x16xf32>
    %69 = tensor.empty() : tensor<16x16xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %71 = linalg.matmul ins(%54, %68 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%70 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x16xf32>
    %74 = tensor.empty() : tensor<16x16xbf16>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<16x16xf32>) outs(%74 : tensor<16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x16xbf16>
    %expanded_58 = tensor.expand_shape %75 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xbf16> into tensor<2x8x2x8xbf16>
    %76 = tensor.empty() : tensor<2x2x8x8xbf16>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<2x8x2x8xbf16>) outs(%76 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%cst_38 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_37 : tensor<16xbf16>) outs(%65 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_60 : tensor<32x16xbf16>) outs(%67 : tensor<32x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x16xf32>
    %79 = linalg.matmul ins(%54, %78 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%70 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x16xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<16x16xf32>) outs(%74 : tensor<16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x16xbf16>
    %expanded_61 = tensor.expand_shape %82 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xbf16> into tensor<2x8x2x8xbf16>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<2x8x2x8xbf16>) outs(%76 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_63 = tensor.expand_shape %36 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %expanded_64 = tensor.expand_shape %37 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %extracted_slice = tensor.extract_slice %transposed_56[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16>
    %extracted_slice_65 = tensor.extract_slice %transposed_56[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16>
    %83 = tensor.empty() : tensor<2x4x8x4xbf16>
    %84 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_63 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %85 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %expanded_64 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %86 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %85 : tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.subf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %87 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %expanded_63 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %88 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_64 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %89 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %88 : tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %concat = tensor.concat dim(3) %86, %89 : (tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) -> tensor<2x4x8x8xbf16>
    %extracted_slice_66 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16>
    %extracted_slice_67 = tensor.extract_slice %transposed_59[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16>
    %90 = tensor.empty() : tensor<2x2x8x4xbf16>
    %91 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %expanded_63 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %92 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67, %expanded_64 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %93 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %92 : tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.subf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %94 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67, %expanded_63 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %95 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %expanded_64 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %96 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %95 : tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %concat_68 = tensor.concat dim(3) %93, %96 : (tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) -> tensor<2x2x8x8xbf16>
    %97 = tensor.empty() : tensor<2x2x2x8x8xbf16>
    %98 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_68 : tensor<2x2x8x8xbf16>) outs(%97 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x8x8xbf16>
    %collapsed_69 = tensor.collapse_shape %98 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<2x4x8x8xbf16>
    %99 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_62 : tensor<2x2x8x8xbf16>) outs(%97 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x8x8xbf16>
    %transposed_70 = linalg.transpose ins(%collapsed_69 : tensor<2x4x8x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_71 = tensor.collapse_shape %concat [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_72 = tensor.collapse_shape %transposed_70 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %100 = tensor.empty() : tensor<8x8x8xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %102 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%101 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %103 = tensor.empty() : tensor<8x8x8xbf16>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<8x8x8xf32>) outs(%103 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_73 = tensor.expand_shape %104 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<2x4x8x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.truncf %cst_36 : f64 to bf16
      %316 = arith.mulf %in, %315 : bf16
      linalg.yield %316 : bf16
    } -> tensor<2x4x8x8xbf16>
    %106 = linalg.generic {indexing_maps = [#map6, #map17, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %24 : tensor<2x4x8x8xbf16>, tensor<2x1x8x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x8xbf16>
    %107 = tensor.empty() : tensor<2x4x8x1xbf16>
    %expanded_74 = tensor.expand_shape %cst_35 [[0, 1]] output_shape [4, 1] : tensor<4xbf16> into tensor<4x1xbf16>
    %108 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<4x1xbf16>) outs(%107 : tensor<2x4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x8x1xbf16>
    %concat_75 = tensor.concat dim(3) %106, %108 : (tensor<2x4x8x8xbf16>, tensor<2x4x8x1xbf16>) -> tensor<2x4x8x9xbf16>
    %109 = tensor.empty() : tensor<2x4x8xi64>
    %110 = linalg.fill ins(%c0_i64 : i64) outs(%109 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %111 = tensor.empty() : tensor<2x4x8xbf16>
    %112 = linalg.fill ins(%cst_1 : bf16) outs(%111 : tensor<2x4x8xbf16>) -> tensor<2x4x8xbf16>
    %113:2 = linalg.generic {indexing_maps = [#map6, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%concat_75 : tensor<2x4x8x9xbf16>) outs(%112, %110 : tensor<2x4x8xbf16>, tensor<2x4x8xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_141: i64):
      %315 = linalg.index 3 : index
      %316 = arith.index_cast %315 : index to i64
      %317 = arith.maximumf %in, %out : bf16
      %318 = arith.cmpf ogt, %in, %out : bf16
      %319 = arith.select %318, %316, %out_141 : i64
      linalg.yield %317, %319 : bf16, i64
    } -> (tensor<2x4x8xbf16>, tensor<2x4x8xi64>)
    %expanded_76 = tensor.expand_shape %113#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xbf16> into tensor<2x4x8x1xbf16>
    %114 = tensor.empty() : tensor<2x4x8x9xbf16>
    %115 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_75, %expanded_76 : tensor<2x4x8x9xbf16>, tensor<2x4x8x1xbf16>) outs(%114 : tensor<2x4x8x9xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.subf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x9xbf16>
    %116 = tensor.empty() : tensor<2x4x8x9xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<2x4x8x9xbf16>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %118 = tensor.empty() : tensor<2x4x8xf32>
    %119 = linalg.fill ins(%cst_2 : f32) outs(%118 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %120:2 = linalg.generic {indexing_maps = [#map6, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%117 : tensor<2x4x8x9xf32>) outs(%119, %110 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_141: i64):
      %315 = linalg.index 3 : index
      %316 = arith.index_cast %315 : index to i64
      %317 = arith.maximumf %in, %out : f32
      %318 = arith.cmpf ogt, %in, %out : f32
      %319 = arith.select %318, %316, %out_141 : i64
      linalg.yield %317, %319 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_77 = tensor.expand_shape %120#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_77 : tensor<2x4x8x9xf32>, tensor<2x4x8x1xf32>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.subf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x4x8x9xf32>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.exp %in : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %123 = tensor.empty() : tensor<2x4x8x1xf32>
    %124 = linalg.fill ins(%cst : f32) outs(%123 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<2x4x8x9xf32>) outs(%124 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %125 : tensor<2x4x8x9xf32>, tensor<2x4x8x1xf32>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.divf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<2x4x8x9xf32>) outs(%114 : tensor<2x4x8x9xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x9xbf16>
    %extracted_slice_78 = tensor.extract_slice %127[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xbf16> to tensor<2x4x8x8xbf16>
    %collapsed_79 = tensor.collapse_shape %extracted_slice_78 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_80 = tensor.collapse_shape %99 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<8x8x8xbf16>
    %128 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%101 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<8x8x8xf32>) outs(%103 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_81 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %130 = tensor.empty() : tensor<2x8x4x8xbf16>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x4x8x8xbf16>) outs(%130 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_83 = tensor.collapse_shape %transposed_82 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16>
    %transposed_84 = linalg.transpose ins(%cst_34 : tensor<32x32xbf16>) outs(%50 : tensor<32x32xbf16>) permutation = [1, 0] 
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_33 : tensor<32xbf16>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_83 : tensor<16x32xbf16>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_84 : tensor<32x32xbf16>) outs(%55 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x32xf32>
    %134 = linalg.matmul ins(%132, %133 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %135 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134, %135 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<16x32xf32>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_85 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_85 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x8x32xbf16>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.divf %in, %cst_48 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.truncf %cst_44 : f64 to f32
      %316 = arith.addf %in, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.rsqrt %in : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %144 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.mulf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %146 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_32, %145 : tensor<32xbf16>, tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_141: f32, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      %316 = arith.mulf %315, %in_141 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_86 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %148 = tensor.empty() : tensor<32x1xbf16>
    %transposed_87 = linalg.transpose ins(%cst_31 : tensor<1x32xbf16>) outs(%148 : tensor<32x1xbf16>) permutation = [1, 0] 
    %149 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_86 : tensor<16x32xbf16>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %150 = tensor.empty() : tensor<32x1xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_87 : tensor<32x1xbf16>) outs(%150 : tensor<32x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x1xf32>
    %152 = tensor.empty() : tensor<16x1xf32>
    %153 = linalg.fill ins(%cst : f32) outs(%152 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %154 = linalg.matmul ins(%149, %151 : tensor<16x32xf32>, tensor<32x1xf32>) outs(%153 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%154, %cst_5 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %156 = tensor.empty() : tensor<16x1xbf16>
    %157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%155 : tensor<16x1xf32>) outs(%156 : tensor<16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1xbf16>
    %158 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%157 : tensor<16x1xbf16>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %159 = tensor.empty() : tensor<16xi64>
    %160 = linalg.fill ins(%c0_i64 : i64) outs(%159 : tensor<16xi64>) -> tensor<16xi64>
    %161 = linalg.fill ins(%cst_2 : f32) outs(%65 : tensor<16xf32>) -> tensor<16xf32>
    %162:2 = linalg.generic {indexing_maps = [#map3, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%158 : tensor<16x1xf32>) outs(%161, %160 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_141: i64):
      %315 = arith.maximumf %in, %out : f32
      %316 = arith.cmpf ogt, %in, %out : f32
      %317 = arith.select %316, %c0_i64, %out_141 : i64
      linalg.yield %315, %317 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_88 = tensor.expand_shape %162#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%158, %expanded_88 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.subf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163 : tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.exp %in : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map21], iterator_types = ["parallel", "reduction"]} ins(%164 : tensor<16x1xf32>) outs(%153 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%164, %165 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.divf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<16x1xf32>) outs(%156 : tensor<16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1xbf16>
    %168 = tensor.empty() : tensor<16x32x128xbf16>
    %169 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%168 : tensor<16x32x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %320 = linalg.index 2 : index
      %extracted = tensor.extract %cst_30[%318, %319, %320] : tensor<1x32x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x32x128xbf16>
    %170 = tensor.empty() : tensor<16x128xbf16>
    %171 = linalg.generic {indexing_maps = [#map20, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%170 : tensor<16x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %extracted = tensor.extract %cst_29[%318, %319] : tensor<1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x128xbf16>
    %expanded_89 = tensor.expand_shape %collapsed_86 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xbf16> into tensor<16x1x32xbf16>
    %172 = tensor.empty() : tensor<16x1x128xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<16x1x128xf32>) -> tensor<16x1x128xf32>
    %174 = linalg.batch_matmul ins(%expanded_89, %169 : tensor<16x1x32xbf16>, tensor<16x32x128xbf16>) outs(%173 : tensor<16x1x128xf32>) -> tensor<16x1x128xf32>
    %175 = tensor.empty() : tensor<16x1x128xbf16>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<16x1x128xf32>) outs(%175 : tensor<16x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1x128xbf16>
    %collapsed_90 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<16x1x128xbf16> into tensor<16x128xbf16>
    %177 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_90, %171 : tensor<16x128xbf16>, tensor<16x128xbf16>) outs(%170 : tensor<16x128xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x128xbf16>
    %extracted_slice_91 = tensor.extract_slice %177[0, 0] [16, 64] [1, 2] : tensor<16x128xbf16> to tensor<16x64xbf16>
    %178 = tensor.empty() : tensor<16x64xbf16>
    %179 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_91 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.cmpf ugt, %in, %cst_49 : bf16
      %316 = arith.select %315, %cst_49, %in : bf16
      linalg.yield %316 : bf16
    } -> tensor<16x64xbf16>
    %extracted_slice_92 = tensor.extract_slice %177[0, 1] [16, 64] [1, 2] : tensor<16x128xbf16> to tensor<16x64xbf16>
    %180 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_92 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.cmpf ult, %in, %cst_50 : bf16
      %316 = arith.select %315, %cst_50, %in : bf16
      %317 = arith.cmpf ugt, %316, %cst_49 : bf16
      %318 = arith.select %317, %cst_49, %316 : bf16
      linalg.yield %318 : bf16
    } -> tensor<16x64xbf16>
    %181 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%179 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.truncf %cst_28 : f64 to bf16
      %316 = arith.mulf %in, %315 : bf16
      linalg.yield %316 : bf16
    } -> tensor<16x64xbf16>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%181 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.negf %in : bf16
      %316 = math.exp %315 : bf16
      %317 = arith.addf %316, %cst_3 : bf16
      %318 = arith.divf %cst_3, %317 : bf16
      linalg.yield %318 : bf16
    } -> tensor<16x64xbf16>
    %183 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%179, %182 : tensor<16x64xbf16>, tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x64xbf16>
    %184 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.addf %in, %cst_3 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x64xbf16>
    %185 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%184, %183 : tensor<16x64xbf16>, tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x64xbf16>
    %186 = tensor.empty() : tensor<16x64x32xbf16>
    %187 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%186 : tensor<16x64x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %320 = linalg.index 2 : index
      %extracted = tensor.extract %cst_27[%318, %319, %320] : tensor<1x64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x64x32xbf16>
    %188 = linalg.generic {indexing_maps = [#map20, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %extracted = tensor.extract %cst_26[%318, %319] : tensor<1x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x32xbf16>
    %expanded_93 = tensor.expand_shape %185 [[0], [1, 2]] output_shape [16, 1, 64] : tensor<16x64xbf16> into tensor<16x1x64xbf16>
    %189 = tensor.empty() : tensor<16x1x32xf32>
    %190 = linalg.fill ins(%cst : f32) outs(%189 : tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %191 = linalg.batch_matmul ins(%expanded_93, %187 : tensor<16x1x64xbf16>, tensor<16x64x32xbf16>) outs(%190 : tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %192 = tensor.empty() : tensor<16x1x32xbf16>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<16x1x32xf32>) outs(%192 : tensor<16x1x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1x32xbf16>
    %collapsed_94 = tensor.collapse_shape %193 [[0, 1], [2]] : tensor<16x1x32xbf16> into tensor<16x32xbf16>
    %194 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_94, %188 : tensor<16x32xbf16>, tensor<16x32xbf16>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %195 = linalg.generic {indexing_maps = [#map3, #map21, #map3], iterator_types = ["parallel", "parallel"]} ins(%194, %167 : tensor<16x32xbf16>, tensor<16x1xbf16>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_95 = tensor.expand_shape %195 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xbf16> into tensor<16x1x32xbf16>
    %196 = linalg.fill ins(%cst_0 : bf16) outs(%61 : tensor<16x32xbf16>) -> tensor<16x32xbf16>
    %197 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_95 : tensor<16x1x32xbf16>) outs(%196 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.addf %in, %out : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_96 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %expanded_96 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<2x8x32xbf16>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.divf %in, %cst_48 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.truncf %cst_44 : f64 to f32
      %316 = arith.addf %in, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.rsqrt %in : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %204 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.mulf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %206 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %205 : tensor<32xbf16>, tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_141: f32, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      %316 = arith.mulf %315, %in_141 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x32xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_97 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %transposed_98 = linalg.transpose ins(%cst_24 : tensor<32x32xbf16>) outs(%50 : tensor<32x32xbf16>) permutation = [1, 0] 
    %208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_23 : tensor<32xbf16>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32xf32>
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_97 : tensor<16x32xbf16>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %210 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_98 : tensor<32x32xbf16>) outs(%55 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x32xf32>
    %211 = linalg.matmul ins(%209, %210 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %212 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %213 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%211, %212 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<16x32xf32>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_99 = tensor.expand_shape %214 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<2x8x4x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_101 = linalg.transpose ins(%cst_22 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_21 : tensor<16xbf16>) outs(%65 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_101 : tensor<32x16xbf16>) outs(%67 : tensor<32x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x16xf32>
    %217 = linalg.matmul ins(%209, %216 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%70 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %218 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%215 : tensor<16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %219 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%217, %218 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x16xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<16x16xf32>) outs(%74 : tensor<16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x16xbf16>
    %expanded_102 = tensor.expand_shape %220 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xbf16> into tensor<2x8x2x8xbf16>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<2x8x2x8xbf16>) outs(%76 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_104 = linalg.transpose ins(%cst_20 : tensor<16x32xbf16>) outs(%64 : tensor<32x16xbf16>) permutation = [1, 0] 
    %221 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_19 : tensor<16xbf16>) outs(%65 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_104 : tensor<32x16xbf16>) outs(%67 : tensor<32x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x16xf32>
    %223 = linalg.matmul ins(%209, %222 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%70 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %224 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223, %224 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%69 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x16xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%225 : tensor<16x16xf32>) outs(%74 : tensor<16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x16xbf16>
    %expanded_105 = tensor.expand_shape %226 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xbf16> into tensor<2x8x2x8xbf16>
    %transposed_106 = linalg.transpose ins(%expanded_105 : tensor<2x8x2x8xbf16>) outs(%76 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_107 = tensor.extract_slice %transposed_100[0, 0, 0, 0] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16>
    %extracted_slice_108 = tensor.extract_slice %transposed_100[0, 0, 0, 4] [2, 4, 8, 4] [1, 1, 1, 1] : tensor<2x4x8x8xbf16> to tensor<2x4x8x4xbf16>
    %227 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_107, %expanded_63 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %228 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_108, %expanded_64 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %229 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %228 : tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.subf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %230 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_108, %expanded_63 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %231 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_107, %expanded_64 : tensor<2x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %232 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %231 : tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) outs(%83 : tensor<2x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x4xbf16>
    %concat_109 = tensor.concat dim(3) %229, %232 : (tensor<2x4x8x4xbf16>, tensor<2x4x8x4xbf16>) -> tensor<2x4x8x8xbf16>
    %extracted_slice_110 = tensor.extract_slice %transposed_103[0, 0, 0, 0] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16>
    %extracted_slice_111 = tensor.extract_slice %transposed_103[0, 0, 0, 4] [2, 2, 8, 4] [1, 1, 1, 1] : tensor<2x2x8x8xbf16> to tensor<2x2x8x4xbf16>
    %233 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_110, %expanded_63 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %234 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_111, %expanded_64 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %235 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %234 : tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.subf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %236 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_111, %expanded_63 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %237 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_110, %expanded_64 : tensor<2x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %238 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %237 : tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) outs(%90 : tensor<2x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x2x8x4xbf16>
    %concat_112 = tensor.concat dim(3) %235, %238 : (tensor<2x2x8x4xbf16>, tensor<2x2x8x4xbf16>) -> tensor<2x2x8x8xbf16>
    %239 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_112 : tensor<2x2x8x8xbf16>) outs(%97 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x8x8xbf16>
    %collapsed_113 = tensor.collapse_shape %239 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<2x4x8x8xbf16>
    %240 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_106 : tensor<2x2x8x8xbf16>) outs(%97 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x8x8xbf16>
    %transposed_114 = linalg.transpose ins(%collapsed_113 : tensor<2x4x8x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_115 = tensor.collapse_shape %concat_109 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_116 = tensor.collapse_shape %transposed_114 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %241 = linalg.batch_matmul ins(%collapsed_115, %collapsed_116 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%101 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<8x8x8xf32>) outs(%103 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_117 = tensor.expand_shape %242 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %243 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<2x4x8x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.truncf %cst_36 : f64 to bf16
      %316 = arith.mulf %in, %315 : bf16
      linalg.yield %316 : bf16
    } -> tensor<2x4x8x8xbf16>
    %244 = linalg.generic {indexing_maps = [#map6, #map17, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %16 : tensor<2x4x8x8xbf16>, tensor<2x1x8x8xbf16>) outs(%63 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x8xbf16>
    %expanded_118 = tensor.expand_shape %cst_18 [[0, 1]] output_shape [4, 1] : tensor<4xbf16> into tensor<4x1xbf16>
    %245 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<4x1xbf16>) outs(%107 : tensor<2x4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x8x1xbf16>
    %concat_119 = tensor.concat dim(3) %244, %245 : (tensor<2x4x8x8xbf16>, tensor<2x4x8x1xbf16>) -> tensor<2x4x8x9xbf16>
    %246:2 = linalg.generic {indexing_maps = [#map6, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%concat_119 : tensor<2x4x8x9xbf16>) outs(%112, %110 : tensor<2x4x8xbf16>, tensor<2x4x8xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_141: i64):
      %315 = linalg.index 3 : index
      %316 = arith.index_cast %315 : index to i64
      %317 = arith.maximumf %in, %out : bf16
      %318 = arith.cmpf ogt, %in, %out : bf16
      %319 = arith.select %318, %316, %out_141 : i64
      linalg.yield %317, %319 : bf16, i64
    } -> (tensor<2x4x8xbf16>, tensor<2x4x8xi64>)
    %expanded_120 = tensor.expand_shape %246#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xbf16> into tensor<2x4x8x1xbf16>
    %247 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_119, %expanded_120 : tensor<2x4x8x9xbf16>, tensor<2x4x8x1xbf16>) outs(%114 : tensor<2x4x8x9xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.subf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x9xbf16>
    %248 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247 : tensor<2x4x8x9xbf16>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %249:2 = linalg.generic {indexing_maps = [#map6, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%248 : tensor<2x4x8x9xf32>) outs(%119, %110 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_141: i64):
      %315 = linalg.index 3 : index
      %316 = arith.index_cast %315 : index to i64
      %317 = arith.maximumf %in, %out : f32
      %318 = arith.cmpf ogt, %in, %out : f32
      %319 = arith.select %318, %316, %out_141 : i64
      linalg.yield %317, %319 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_121 = tensor.expand_shape %249#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %250 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_121 : tensor<2x4x8x9xf32>, tensor<2x4x8x1xf32>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.subf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %251 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<2x4x8x9xf32>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.exp %in : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %252 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%251 : tensor<2x4x8x9xf32>) outs(%124 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x1xf32>
    %253 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %252 : tensor<2x4x8x9xf32>, tensor<2x4x8x1xf32>) outs(%116 : tensor<2x4x8x9xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.divf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x4x8x9xf32>
    %254 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<2x4x8x9xf32>) outs(%114 : tensor<2x4x8x9xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<2x4x8x9xbf16>
    %extracted_slice_122 = tensor.extract_slice %254[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x9xbf16> to tensor<2x4x8x8xbf16>
    %collapsed_123 = tensor.collapse_shape %extracted_slice_122 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_124 = tensor.collapse_shape %240 [[0, 1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<8x8x8xbf16>
    %255 = linalg.batch_matmul ins(%collapsed_123, %collapsed_124 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%101 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<8x8x8xf32>) outs(%103 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_125 = tensor.expand_shape %256 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %transposed_126 = linalg.transpose ins(%expanded_125 : tensor<2x4x8x8xbf16>) outs(%130 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_127 = tensor.collapse_shape %transposed_126 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16>
    %transposed_128 = linalg.transpose ins(%cst_17 : tensor<32x32xbf16>) outs(%50 : tensor<32x32xbf16>) permutation = [1, 0] 
    %257 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_16 : tensor<32xbf16>) outs(%51 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_127 : tensor<16x32xbf16>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %259 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_128 : tensor<32x32xbf16>) outs(%55 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x32xf32>
    %260 = linalg.matmul ins(%258, %259 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %261 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%260, %261 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<16x32xf32>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_129 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %expanded_129 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<2x8x32xbf16>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.divf %in, %cst_48 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.truncf %cst_44 : f64 to f32
      %316 = arith.addf %in, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.rsqrt %in : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %270 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.mulf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %272 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %271 : tensor<32xbf16>, tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_141: f32, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      %316 = arith.mulf %315, %in_141 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x32xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_130 = tensor.collapse_shape %273 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %transposed_131 = linalg.transpose ins(%cst_14 : tensor<1x32xbf16>) outs(%148 : tensor<32x1xbf16>) permutation = [1, 0] 
    %274 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_130 : tensor<16x32xbf16>) outs(%53 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x32xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_131 : tensor<32x1xbf16>) outs(%150 : tensor<32x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<32x1xf32>
    %276 = linalg.matmul ins(%274, %275 : tensor<16x32xf32>, tensor<32x1xf32>) outs(%153 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%276, %cst_4 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.addf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<16x1xf32>) outs(%156 : tensor<16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1xbf16>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<16x1xbf16>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %280:2 = linalg.generic {indexing_maps = [#map3, #map20, #map20], iterator_types = ["parallel", "reduction"]} ins(%279 : tensor<16x1xf32>) outs(%161, %160 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_141: i64):
      %315 = arith.maximumf %in, %out : f32
      %316 = arith.cmpf ogt, %in, %out : f32
      %317 = arith.select %316, %c0_i64, %out_141 : i64
      linalg.yield %315, %317 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_132 = tensor.expand_shape %280#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%279, %expanded_132 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.subf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%281 : tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.exp %in : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map21], iterator_types = ["parallel", "reduction"]} ins(%282 : tensor<16x1xf32>) outs(%153 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282, %283 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%152 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.divf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<16x1xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<16x1xf32>) outs(%156 : tensor<16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1xbf16>
    %286 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%168 : tensor<16x32x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %320 = linalg.index 2 : index
      %extracted = tensor.extract %cst_13[%318, %319, %320] : tensor<1x32x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x32x128xbf16>
    %287 = linalg.generic {indexing_maps = [#map20, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%170 : tensor<16x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %extracted = tensor.extract %cst_12[%318, %319] : tensor<1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x128xbf16>
    %expanded_133 = tensor.expand_shape %collapsed_130 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xbf16> into tensor<16x1x32xbf16>
    %288 = linalg.batch_matmul ins(%expanded_133, %286 : tensor<16x1x32xbf16>, tensor<16x32x128xbf16>) outs(%173 : tensor<16x1x128xf32>) -> tensor<16x1x128xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<16x1x128xf32>) outs(%175 : tensor<16x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1x128xbf16>
    %collapsed_134 = tensor.collapse_shape %289 [[0, 1], [2]] : tensor<16x1x128xbf16> into tensor<16x128xbf16>
    %290 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_134, %287 : tensor<16x128xbf16>, tensor<16x128xbf16>) outs(%170 : tensor<16x128xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x128xbf16>
    %extracted_slice_135 = tensor.extract_slice %290[0, 0] [16, 64] [1, 2] : tensor<16x128xbf16> to tensor<16x64xbf16>
    %291 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_135 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.cmpf ugt, %in, %cst_49 : bf16
      %316 = arith.select %315, %cst_49, %in : bf16
      linalg.yield %316 : bf16
    } -> tensor<16x64xbf16>
    %extracted_slice_136 = tensor.extract_slice %290[0, 1] [16, 64] [1, 2] : tensor<16x128xbf16> to tensor<16x64xbf16>
    %292 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_136 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.cmpf ult, %in, %cst_50 : bf16
      %316 = arith.select %315, %cst_50, %in : bf16
      %317 = arith.cmpf ugt, %316, %cst_49 : bf16
      %318 = arith.select %317, %cst_49, %316 : bf16
      linalg.yield %318 : bf16
    } -> tensor<16x64xbf16>
    %293 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.truncf %cst_28 : f64 to bf16
      %316 = arith.mulf %in, %315 : bf16
      linalg.yield %316 : bf16
    } -> tensor<16x64xbf16>
    %294 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%293 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.negf %in : bf16
      %316 = math.exp %315 : bf16
      %317 = arith.addf %316, %cst_3 : bf16
      %318 = arith.divf %cst_3, %317 : bf16
      linalg.yield %318 : bf16
    } -> tensor<16x64xbf16>
    %295 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%291, %294 : tensor<16x64xbf16>, tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x64xbf16>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.addf %in, %cst_3 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x64xbf16>
    %297 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%296, %295 : tensor<16x64xbf16>, tensor<16x64xbf16>) outs(%178 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x64xbf16>
    %298 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%186 : tensor<16x64x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %320 = linalg.index 2 : index
      %extracted = tensor.extract %cst_11[%318, %319, %320] : tensor<1x64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x64x32xbf16>
    %299 = linalg.generic {indexing_maps = [#map20, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_51 : tensor<16xi64>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %315 = arith.cmpi slt, %in, %c0_i64 : i64
      %316 = arith.addi %in, %c1_i64 : i64
      %317 = arith.select %315, %316, %in : i64
      %318 = arith.index_cast %317 : i64 to index
      %319 = linalg.index 1 : index
      %extracted = tensor.extract %cst_10[%318, %319] : tensor<1x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<16x32xbf16>
    %expanded_137 = tensor.expand_shape %297 [[0], [1, 2]] output_shape [16, 1, 64] : tensor<16x64xbf16> into tensor<16x1x64xbf16>
    %300 = linalg.batch_matmul ins(%expanded_137, %298 : tensor<16x1x64xbf16>, tensor<16x64x32xbf16>) outs(%190 : tensor<16x1x32xf32>) -> tensor<16x1x32xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<16x1x32xf32>) outs(%192 : tensor<16x1x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<16x1x32xbf16>
    %collapsed_138 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<16x1x32xbf16> into tensor<16x32xbf16>
    %302 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_138, %299 : tensor<16x32xbf16>, tensor<16x32xbf16>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %303 = linalg.generic {indexing_maps = [#map3, #map21, #map3], iterator_types = ["parallel", "parallel"]} ins(%302, %285 : tensor<16x32xbf16>, tensor<16x1xbf16>) outs(%61 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.mulf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_139 = tensor.expand_shape %303 [[0], [1, 2]] output_shape [16, 1, 32] : tensor<16x32xbf16> into tensor<16x1x32xbf16>
    %304 = linalg.generic {indexing_maps = [#map1, #map23], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_139 : tensor<16x1x32xbf16>) outs(%196 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %315 = arith.addf %in, %out : bf16
      linalg.yield %315 : bf16
    } -> tensor<16x32xbf16>
    %expanded_140 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %305 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %expanded_140 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_141: bf16, %out: bf16):
      %315 = arith.addf %in, %in_141 : bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x8x32xbf16>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%307 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.addf %in, %out : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.divf %in, %cst_48 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = arith.truncf %cst_44 : f64 to f32
      %316 = arith.addf %in, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %315 = math.rsqrt %in : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %311 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_141: f32, %out: f32):
      %315 = arith.mulf %in, %in_141 : f32
      linalg.yield %315 : f32
    } -> tensor<2x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map12, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_9, %312 : tensor<32xbf16>, tensor<2x8x32xf32>) outs(%38 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %in_141: f32, %out: f32):
      %315 = arith.extf %in : bf16 to f32
      %316 = arith.mulf %315, %in_141 : f32
      linalg.yield %316 : f32
    } -> tensor<2x8x32xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %315 = arith.truncf %in : f32 to bf16
      linalg.yield %315 : bf16
    } -> tensor<2x8x32xbf16>
    return %314 : tensor<2x8x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.bfloat16_8: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_1_32_torch.bfloat16_3: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_32_torch.bfloat16_1: "0x02000000D5BC92BAB23BBFBAB7BAFF3CD0BC453D06BB47BB0CBD9DBC1A3CA43CA53B42BCA93C833C893C033B68BCFBBCEB3BB9BBF9BC06BCBABB1FBD0C3D1E3C15BB1E3A60BCE83C2ABC64BCC3BB823C513C7B3C68396D3CBABBCC3C73BC57BCF43C2CBB7CBC473DCCBC5BBC0BBC32BD553B3B3CDF3CBC38C5378AB8A2BB933B5C3CBCBB3A3C323B273CDDBB2CBCA63AA8BBC43C37BCE2BB213DC5BB28BBA7BB0D3D62BC34BC623CAEBCA9BCBA3C203D9CBC5CBB88BCBB38953BD23C51BC8FBCB7BC413DF9BB453C223B55BCDCBCBCBB7FBC0FBB833C6ABBE03BF2BB043DFBBCB1BC3EBD613C0AB992BC3CBCE2BCBC3B753BA4BCBFBC133CF63CD0BC863CD93B0E3BF4BC42BD44BD3EBC32BDBFBCD2BCA53A5D3C073C9DBC15BC38BB0B3B46BC0A3C86BCB73BD43CD23BE53C17BC13BC76BC533C46BC0FBC033C06BB3C3DB33B02BD0C3D17BC3FBD083C63BC3C3A98BCCA3B68BC9BBC26BDBEBCC93A86BCC13C96BC8D3BA83C30BCB6BB95BC753C0E3DB93BD8BC35BD8A3C973B87BCD7BCEEBC50BBC1BBC6BC88BB4CBC6B3CC13BE63BBE3C9CBCD03C7E3CD33B1FBDF73B833D593C9DBCE5BCB63C193DB93C58BC573CA9BC77B983BC2E3BE73C92BC883C263CCD3B09BDDF3BB2BC22BBC43B3D3C32BCE33BC7BC1B3B11BC193BD2BC54BDA13CB7BB6EBCE73C853B9B3CF4BC103C9CBA2BBDBDBCEA3C4EBCDD3C5ABC963A303CF6BCAF3CCBBCC1BC543CC63CD73CFDBA79BC08BC9C3C4A3CB83C843C19BC3F3BFDBC143CF0BB96BBF1BB8A3C133CD13CC2BCA63C5BBB503C073D6D3C1C3CA9BCB2BC23BC163BB63CC33C103C8F3BC6BC41BD283CA3BCB1BBA6BBFCBA44BD743B2E3C8B3CC33C55BC03BD023CE23B933C7BBACA3CD2BC573CD8BCB5BB213B89BC37BC42BD613C59B9F03B17BD42BC0A3D36BAC23B873CBF3BDF3B10BDC7BCC83A0BBD773CFC3BDE3B0BBD4FBDE63C5D3AB0BC11BC633C0FBD243C5EBDDD3C403CF23BD83BE53C3A3B623C533C3F3DE53CC0BB5A3B6F3C493B1ABDB5BCA43B0ABDE7BB143C823CB7BA45BAB8BCE73A273D073C61BA12BD293D82BCB03C3DBBC9BC85BCFBBB333C05BDB13C9ABC4CBB5C3C053CE53BFFBC80BB153DEEBB35BD76BBF23CECBCA2BCDABC34BCB4BC623C293DA33BC6BC96BC6DBD90BCEF3CDD3CC53B89BB84BBAF3BEABC13BCEEBB183C1DBD033B773CE93B88BC3F3C5E3BBEBC373BDF3BE4BC233B7CBC0ABD1A3CCFBB4B3BED3CBD3A2B3C873C033D63BDABBBA5BCE3BC113DA9BCE73C1ABD75BB743CBFBCA33C91BBA83C1D3CB73A9B3BB53CA0BC3C3B63BCAABC503BC6BB733C95BCA3BC563C123D86BC1BBD1E3C943C89BCD53BE339463C223DE7BC2BBD2F3C14B85ABC83BB82BC003AA43C02BD8ABC963B53BC983C37BD11BC063D19BC1F3DE5BC5FBB44BC24BB3FBBAF3A1B3D2EBC9E3C383C143D9E3CBFBC943C333C043DB0BC293CD6B98EBBC83C3DBC6A3CFB3CF93B07BC593BE8BACFBCE43C73BC96BCB33BDCBCAE3CA6BC43B8CBBC313CF5BBC53C3D3B18BDB63B6A3C003ADC3CC93C843C853C7CBC04BC863B31BD173C113C0A3B53BC3D3B603C76BD0E3B49BC8C3C883C403C1FBB383CA53B5F3C153DD9BB10BCFD379FBC81BC17BC18B7BBBC0CBD113D5BBBEE3C40BBE83CD2BC47BC98BB073D90BC98BAB53C1F3C043CBC3C16BCA53C823C46BA65BB0FBBD83CDF3B4F3C8ABC963C2CBC2CBC203CDFBC8139503C64BC993C8FBC21BDC1BCC0BCC13C93BC8D3C493CB2BB493CB13AF9B960BA21BC873C1EBD1CBC8ABCC23CCB3C543C153DB93C18BD943C39BB443D8ABB20BCA7BA333CF6BA0CBD5ABBE9BB47BB4A3C263DB73BA83CA6BCB23B9E3CCC3C533BB83BD93CF1BC113C52BD2EBCADBCF53B58BDFE3C37BC213DC43BBBBC01BC1EBCF8BB193B06BD783B2ABC89BA963C05BD95BCC2BC543B34BCE4BCBA3A8FBC9B3C43BCD6BB603C18BD69BC52BC80BCC8BC543B8ABCE83C31BCECBC5CBD773C143C24BA68BC993CD73C7EBC18BC0FBCCABCE73B9E3CF83C78BB4CBB5D3BE73BA5BBAD3C153C6EBC513CECBA85BC373C64BBFDB9A6BC403BE6BB2BBC0C3CDB3C363A073C6E3CE63C14BCC23CE83988BCA3BC1ABDC1BC5CBC6D3C6439EE3CAABB15BD903AEF3B89BBF6BB4B3B66BCE63B8B3C29BC5FBC8FBC5D3B093DB33CE9BB443CBF393CBB293B8ABB0DBC99BB863C933CDE3CBF3AF3BCC83B69BCA0BB74396C3C88BCA23C31BD863A2A3D18BB423BBD3C38BC0F3DF63CC53CF9BC56BC40BBAE3C16BB223C8ABC133D9F3C7D3C11BD4DBBED3BAFBC073DFFBCFD3AD539CB3BD8BCBC3C5DBCDA3ACE3C683C95BC193DD0BB3F3CE53AC0BC90BC2ABC0DBCC4BC553BE03C973C09BD2C3D3A3DC6BCB9BCAB3C053B74BC473C983C5CBC3F3CA03BC63CB1BC15BC58BC41BC01BC76BC45BBED3B91BBEB3C46BCC63AF0BCF9BC983B69BA263C533C8D3A6BBAC03CEF3B343C27BD69BDA9BC24BCB0BC96BB9F3B953C773C823CC23C9CBBD63B073C90BC5ABCF13B0ABB063D5B3C18BD193BBA3C1C3D83BB07BCD73CDDBB65BCB73C473B8EBCC23C9A39CEBB093CF4BC02BD613C81BD0EBC21BDB43CBEBBACBC073DD0BBEDBC673B663C043D523B983C213B0BBB673CC5BC02BC85BCB5BC1EBDAA3B373D6ABC3ABCF8BBE4BC04BC16BC0ABD19BCA43BC73C6FBD84BC013D87BC85BC4CBC8FBB4A3CB03C823C73BC553AE43C0E3D913BFE3B06BC8CBB57BD043C433C643C06BB303CB0BCC33C383C03BC113D963B87BC3FBC62BC5A3C4E3D2B3CFB3CC43CE4BCD43BFB3B7A3C8EBC6BBBF5BBD63C5F3C4CBD8F3CBB3CAE3B93BCBA3C06BB91BC01BB9D3CE03CD2BCF13A3BBC24BCB5BB1D3C553C0A3C9C3CA5B9BABB433B483C92BB1FBC383B483B953C4ABC19BC903B143D773C913C083D183B79BC2A3B42BD0FBC97BBEC3C11BC1A3DA93C01BCA0BBCDBA81BC64BB88BB93BBA2BA25BD693B9F3C3B3D90BBAD3CB8BC5F3A0F3CD2BB2CBAF53BFD3B8A3A113CBD3C03B9B5BCF13BE43CF7BC32BB07BCEFBC033DDFBCBF3CA8BC00BDA8BCE83B593CC4BA5BBA58BC19BC49BC88BCDEBC2A3D243C133D123A893C043D293DD93CA93CBEBC41BC883BFD3C813C0EBBBDBBB83C15BD11BD583CCCBB2EBB68BC9EBCF13A0B3DC4BBC33C80BCA6BA72BB1A3DD03B333B93BBB33CAFBBC2BC63BD3E3D9D3C583C603D2EBCC63BA03B7DBC6F3D2C3C2ABD15BD2C3CCB3C95BC8E3C493C3BBDB4B9313C9CBBC83C49BD7C3C41BCD23C69BC82BC223C4ABC1FBD903CE63C2A3C46BB7D3C0ABCEFBC09BDA8BB183DB33C083CC53CC9BCB33C983C9BBCE8BCA13C44BD0CBD933CE1BC90BB33BBE6BC143C7BBC573C72BBC1BCE4BCC03CAFBC1E3B7A3BFE3B9C3C0BBC0C3C763D413B28BCFABCB33BCA3C2E3DB93CEEBC1FBD0DBD6DBCDABC38BC88BCC7BB95BC35BC283C78BACCBB753C7EBC81BC39BDDFBAD9BC4C3C8E3C94BC5FBCDBBBCEB9AE3C7E3BEDBB1B3C733B593BE8BBAABCE1BCCF3B853CF43C83BC52BC90BC05BC3F3DFA3C6DBCB83AAC3CCCBB853C93BB233DD1BB71BC0FBC4EBCC7BCAEBB04BDE33B053C0C3D4DBBBD3AFABCC53BE23B97BB1F3C793CA0B96ABBE1BB09BD263C873CCD3B9B3B983C96BC7DBCACBB3A3DB6BB763C19BC46BD533C4E3C8DBCA3BC6EBC1D3C31BCC33B2C3CF0BCC2BCA8BBFC3C9C3B3A3D053D573C003DA93CBF3C4E3C70BCB4BC8A3B093C79BC713BC6BCC13CB4BBE8BC99BB403C773BD7BCBFBCE03C1E3D1FBC9C3B7B3CA43B2B3CFD3B613C80BC88BCFABC4E3C013C79BC553C503CCC3C0B3D0FBD953BB0BC02BD62BC8ABC003C793BE13CC33C1FBB073AC8BB1DBC64BD0CBDB8BC19BD18BCDD3BA2BCCC3A473CE23C9E3A9E3C433C12BAAEBCAC3C99BCA7BCB23BCABC85BBAF3C79BCB63BD23BA23BDC3BABBBD8BBFDBC9A3792BCF03C993A2B3B8ABCA93C95BCE43C8B3C53BC483C1ABCBE3B1B3A2BBC6C3CB63BBC3C1A3C4E3CECB9FABB933C11BCDEB9F53C23BD0D3DBB3C65BC39BCA13C2C3DCBBB223CC9BB8ABC023D913CB8BBB23C1D3C1B3C63BCFD3B11BC0D390C3C35BB8BBCF13B6F3CE4BC183C78BAA8BCF5BB6CBCE8BBF03AB9BC6BBC14BC32BD39BD8EBBDBBC3EBD52BBA83BBC3C593C91BC593B03BD35BBE1B77DB987BBFFBB24BC183C9B3BA93BC23B053D78BC933B0F3CF6BCECBC3D3C973A2ABDA33AF4BB013CC23C9ABBCFBC70BB3CBD71BCAF3CE6BC07BCCEBC933CCBBC8CBCE9BC8BBC08BC9B3CC1BCD83B833C4EBC613CA33C72BC11BBE33C133C15BA46BBB63CEEBBA33CCF3CA7BC2FBB0CBD293C0ABD27BD67BC02BD3BBCE7BC56BC993B73BC31BCB13CD73C16BBDE3A88BC17BA223A31BD253C9A3CBFBB96BC22BBF93C613CCA3B0A3DB4BCF73B45BC04BD04BDB13B123DB13CA8BC763CA53C133D6C3C85BBEA3CFD3BA338AEBBB13CB03B5E3CC9BB273D16BD69BCB13B80BC533DF1BA39BC95BB77BC813CDC3BF2BBB83B97BC6DBDEB3B553C35BC9DBC123CC2BB3D3D1C3CA0BC443C1BBD1ABD56BC9ABBD43A843B1D3C9CB90BBC303BBDBCCC3BED3CB03BABBCA43C6F3CF13C0B3C50BBE03C453C1ABCDFBBCEBCA73A93BBC7BB84BCF03C05BD4E3A0E3C39BCDD3C85BAE93CF2BC7DBC48BCC43C09BD713B273D35BD3E3DD73B25BDA53B8638513BBD3CDFBCC9BC75BCD3BC9CBCD13CFA3AC0BB45BCABBC023DA63CF83C56BC07BCE73BF3BCF43C383D153DE6BAF9B8873BFB3C443C623CB83C7B3C2EBCF1BCC7BBF93AB73B5F3CCDBC1EBDD3BC5D3C1CBB59BCD5BAA0B961BA9D3BAABCCABB34BB6E3C47BCDCBC0FBD4ABC15BBF1B9B9BCB1BC383D3A3D9ABB8CBBF1B9A03CAEBA323BCBBB40BBA9BC07BDB33CE0BCA8BCD13C183C863C0A3CF0BC05BD943C0B3C34BC1EBCA0BB3B3CF0BBD5BCB3BC863C8A3A263B02BD85BCA43A28BCA4BB733B803CD4BC9D3C8A3B02BB58BC98BC9DBC8C3BB3BBCB3C5A3C9B3B9B3B91BB3C3C06BCEABC843C07B98E3C4BBD20BD9EBC07BC1BBDEDBC393C8EBB2F3D19BBBABC263D853B65BC403CC3BB14BBBEBBE43B39BD27BD6BBA2DBCD63C3E3C75BC0BBCB7BC84BCD7BB1C3CDE3A483A40BCC13C2FBC1ABCF03BA2BC25BC633C9DBA9FBAA53C9E3CFEBCF03CE2BCBDBCCDBAEB3ADABB17BC04BCBB3B82BCFB3BFCBC5DBC00BD153D0BBC40BC0ABCFD3AC43936BBAABCE93B2E3BEABB2A3CAABCF13A71BC703B193D6BBBAA3C013DA53C833C80BC06BD98BC9CBC8D3C0CBC08BD233C823C42BBCFBC6D3D42BB8EBBE33CA6BC0FBDE3BC103BA53C5C3C283C993B66BBA9BC6E3C03BD853C77BC593B96BC293C973CDA3CC73C56BC97BBCF3B0EBC11BD723C8C3C8ABBC8BC00BC2FBC8B3C09BCB53C88BC563C963C013C39BB5FBC893CBF3CAF3C913C3DBDE3BBAE3C803C1BBB1B3BC7BB753CBCBC043D7FBCC03C053C81BB883CA5BC2D3C9A3CE2BC21BC043D2EBC17BC593C033C8B3B653C213C87BAD4BCE4BB0ABDB4BC41BCA6BB2BBB0539EBBB3DBD24BC113D393C00BC383C90BB54BCA8BC363C4C3DCEBC1ABDD2BC92BC14BD1F3DCABCCD3CB8BB92BBAA3BB3BB333C143DE4BB4D3BE33AB83C38BC973C9FBB743B043BB5BBF7BBA33CA23C083D3C3CD4BB183D07BD863C623C8EB94E3D453C283C9F3CDDBCC3BCFEBB093DCB3C82BC0DBD263C3DBD143C0E3C9BBCD23BD93A053CC0BCC4BC4DBC8D3C7CBC1B3C1ABCD3BC12BB9EBC7FBBB3BC42BB24BC5BBCAF3CC43B41BD103CD63CD6BC433C77BB21BCE0BB89BC943B8A3CB4BC613CBC3C243C8F3CEF3B9DBC86BCC13C",
      torch_tensor_1_128_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_128_torch.bfloat16_1: "0x0200000005BC61BCE93BF73B57BB6B3CB4BCFC3B42BD593BE33BE73C17BDE83CB93C07BC20BC07BD8C3CB9BA223C18BD863A103CE23C353CFCBBB2BABBBCB43B523C31B9CCBC133CA8BCACBC6A3C0F3CDEBA17BB333C31B8EA3CACBC3A3BBFBC033BF8BB60BDA2BB663C263C593C2ABB43BCC0BC543CBCBCB23C97BB603B17BC283CA4BBEFBB76BC73BBC3BB98BB033C89BC6D3C9ABBA7BC16BCACBB93BC11BCBDBB25BD2BBB9DBBE73AC1BA8B3B8D3CA13BDC3A033DA9BC893C893D60BCC73CE73C02BCDFBC43BC82BC62BC8FBC8DBA7C3C7EBCBE3CE13C363BDABC93BC8F3B3C3BE03C36BB7A3CF13AF4BC8A3C0A3B203C073AD2BB123B26BD493C0CBCEE3C983CD13CA9BB3BBC8DBC6BBC893CA73CFA3C9537D13C093D043D4BBA233D1FBC9D3CB2BC98BC293C96BC0A3CDE3A523B2A3C143D283B25BC81BC97BC84BBBBBC25BD903CC83C01BCBD3C673CA93C533CC1BC3A3D5E3C9C3C873CC2BB823D5DBCB03CD33BF1BBE13A2A3C983B1CBC01BD843C65BC49BCAD3C403DD1BA383CBE3CDF3B07BC8E3CB33CD23C1D3D97BC21BC853CFC3C2BBCD9BC46BB963B203D903B66BC6EBCE43A603CC83B40BC063C92BA20BDBB3B2CBB6F3C59BCE23A0DBCFFBB323CB6BC833B573C5C3CBE3C17BC12BDA9BBECBB91BCBB3CB7BCB7BBA33CD4BCCFBC1DBC6ABA25BD93BBD8BC8E3C07BCD93C303C0EBCD3BC523C5ABCFEBBEDBB483C743C12BD2EBC6F3C703C37BA11BD983CEF3B613AC1BAC9BCD93C2E3DA9BCB63C00BDDABC5CBC08BC48BC23BC5DBC893CF5BBE9BC333B4ABCBC3B10BDED3B29BC1C3C0FBBB9BCB7BAC0BB2F3C533C253C23BC31BD963BD0BC7DBCB4BBA5BBC9BA0D3D773C063B93BC383CA0BBDA3CB3BB97BC333D53BAC93CF43B1D3DF5BB9DBBA8BC283D273C773C71BCCCBB03BDB1BC4B3C883A7D3C113DEFBCBCBC0B3DC3BBA3BBC9BBCE3CD93CCE3CFCBB073C59BCDFB9B53CC63C653C3BBD4CBD03BC073C6ABC41BBC7BCE83BE03C4B3C623C3CBB2D3C753A573CA73C8BBB7BBCE4BC9C3C6EBC313B0E3D1F3C43BB5A3C483B413C84BC35BCA03C9F3CA93CCB3BC23CA7BC85BCCABB75BB07BD173BC13C91BCDDBBAD3C323CAA3B92BC2F3AE33C0CBDD83B9A3CB83CB43C7C3C09BD40BB4EBCD6BC0EBCA6BB163CD9BC4BBC123C443C4BBDB73A02BDE2BC23BC96BA13BC11BBE53B61BC61BB3A3D3F3BA3BCF7BB7ABCD83C85BC473CD7BBC6BB043C383CEDBC7EBD6C3C9C3AD43C8CBC79BC9ABC4A3CE5BCF5BB48BC3ABC5DBC813CBB3CA1BCA1BC6DBAC53BDB3CD73B6EBC52BA8FBC033D87BC37BC8CBBD6BC68BB58BA3BBC15BC733DE9BB463CD5BC9CBCF1B99FBB3B3C84BC463D18BCAC3C253C06BC87BCC1B983BCDDBA0B3CB63C2ABD78BA30BB2F3C113D043DFCBA643B923CDDBC6ABC1FBD02BDC13CF7BCA0BC833C0ABA5BBC783C69BC753C78BBBCBBB73CF93A303CE6BC963CC5BCCE3B0EBCAEBC0DBDDC3AD93C1E3CC2BCFFBBEC3C8ABCA9BC113DD83C09BC5E3CB83C49BCA13BAFBB013D96BCA13CF2BCCC3B56BC3A3C583B4B3DF6BC123DC0BCA33A88BBCC3CCEBB113DAA3C1A3D6CBCC83B09BC9CBC9A3A20BCAABB403D4C3ADEBC253C1A3DE7BB84BCABBAAA3C993C66BCB63CFEBCE83BF5B9683DA7BC5C3CCB3B1FBD21BCD03C8B3B2DBB7B3C6B3BC9BBD5BCEE3CA2BCC83CD2BC2A3CD33CE03A483BD03CCE3C283D4FBC2B3D84BB103CB13C08BCE23C9FBC56BA993BCCBC203C0FBD0FBDF03CE6BC22BC36BCE2BBFEBA90BC8DBC863C263C013DB63C1CBB9E3C58BC233BA03CB3BAB43BD0BC333C393D38BDE53CDE3BD3BC223D8BBB7D3C95BCF93C4E3B9A3CE83C093C1C3C993A383C853CDE3C633C743C1DBC67BCF1BC96BB4E3CCFBB503DB13B153D753C6CBC4C3CF03A8E3C26BC183CD0BCC8BBB13C4F3CE1B7B23C30BB90BCB13CD03CDF3CF63B8C3CE1BB0A3C403D3ABC81BC593D05BB1B3CF13BC9BB8F3C0E3A1ABDB33C92BC4E3ABF3C633B473C62BC9D3BC1BC4DBC6C3C33BA05BD353CB5BC313C03BD2F3B183D063D82BC123D00BC83BC0FBD2DBC06BDE43B5BBC40BD5F3C82BCA23CC93B953C5F3AEEBB1FBD5BBD01BB53BCB03C4EBCB1BB2ABCDB3B8B3CADBC6D3C8EBB153DD53B7CBC1B3DBF3CF7BC78BC413C4ABB313C4BBB3A3D913C3CBCC2BC0C3D1C3CAEBCAC3CA8BC553A9A3C72B9723C6B3BAE3CDB39933CA7BCA4BCC2BCD23CD0B8863C86BCAFBCD83C01BD1F3C0FBC0EBD6ABC8CBCD93BBEBC1BBDC23C19BD853BF53CB53C453CDAB908BC953A27BD91BC203BAABA6F3C41BC39BD48BCAFBBAFBC8BBC96BCD13CCD3CDBBCA9BCE7BCC73C0EBD573C28BB8939753C8FBCF7BC92BB283B27BC02BC7EBC8BBC3CBC003C513D55BC14BDACBCE63A86BC52BC703B3EBA243D8EBC1E3B753A3ABC483C403C423C5CBCEF3A53BC5CBC7BBD193D06BCB0BCA93908BDCF3A82BC3ABB513C03BBE1BC26BDBABB763CDE3A8CBA4D3DD5BCC83C783CFB3C96BCA43CBF3B0EBC7D3C0D3C7D3C4B3C11BD87BC0A3CA8BBA83C9D3C073C04BD29BB6BBCAC3B813C4ABC32BD86BCDEBB19BD153C33BCEFBB85BCDC3CC13C1B3BA63ABA3C17BB2EBB7BBD3DBC593C883C3ABC9EBB2FBCBEBA4ABC7B3B103D0D3BBE3B0DBDA4BB643C533C4CBC73BBE43BBE3BFDBCD0BBA1BC87BC0D3CDA3CB33B9E3C8B3C0A3DF33CFE3C1B3CB43B41BC0ABD9CBC8B3C05BD98B9E1BCC7BBF3BA8B3B24BCBD3CE3BB8FBA6B3C3EBD3B3C173CD23AC0BB8DBCF13B09B6993C95BC26BCC6BC823BE3BCA8BAB5BC733C053CB23CD13B8CBCC1BC8E3B623CD23CF9BA6F3CD53CB0BBA03CCCBCC83C3BBCF6BB5E3C05B8053C1B3DA1BC5F3CC3BBF5BCFD3C4E3A303C1ABCC93C9DBA3D3C91BA0ABDA03C05BD2DBC8C3C0F3B11BC833C223D20BC8B3CA8BCB8BC373C993CAF3BE9BCEC3B17BD23BC12BDC7BCE2BC06BB0EBCA73B23BC62BCF3BC43BC643B36BD883CE73C2B3C7EBC28BBBBBB263C7BBC5BBC8BBC193CE33CE23B79BC1ABB0DBD3EBB25BDD23BDE3CF7BB5FBB503C96BCD03C2CBCB33C4D3B16BC53BC9ABB47BD4B3CFC3BBCBB3B3C223D5ABC0B3D78B859BCE83C803C473C06BAD3BC5B3C163DB3BB5C3CB53CBE3CDD3BAB3C51BD60BCD7BA08BCBA3C1DBCEF3BDF3BCE3C923A02BD21BAA8BBE1BB023C153C1D3D33BA8DBCBD3AD8BC153D6FBC17BC01BAE5BC8ABCAF3C973CFDBBBBBBC1BC1FBD733C453B68BC7BBC413C86BCC7BC44BCC6B9FD3A183D543B5ABCD23CC73CD9BC16BC85BC50BCC13C773C5D3D99BB0FBC90BCAD3C59BB8D3C823B5E3C9E3CA9BC2B3B12BD04BDA1BCD1BC883CFABBAB3C303C84BA6ABB87BC83BC103A043C8E3B3ABCABBB3B3D6E3C683CE7BCD73CAA3C95BBFEB9EDBBFA399DBC03BC36BD99B8EE3CC1BB0B3C3739503C053C953B7DBCB73CE7BB69BD37BC233C88BC9BBBFF3B91BBC7BC1FBD833C5BBC923C513A2A3B273CA83CAA3C63BB023D4ABC03BBBE3C743CD13C8D39243CAC3CE33CD53C903B62BCC7BC1E3CA13BA7BB12BDD7BC3B3C6B3C163D5BBD9E3CA43C063DDB3BA4BB7F3CCC3C0C3C9F3B173DFF3B4B3B203B3FBCEE3B2F3C9BBB553D8E3CC9BCDFBB8ABB15BD59BCE8BBEBBB9E3C3D3DF63C803B2B3DA03C8CBCBC3CB0BCBABC6BBC9E3C193D183CBFBC56BC903B0D3CA03C973BC53C09BC033C5A3D733C8B3CC13A313AE3BCB63C12BDB43C913C74BC18BC0ABD24BDE1BC7C3CFBBC8FBBEC3914BC2C3BDC3C0FBCD6BBB63C65BC5B3B6ABCD1BCFEBA463C5D3DE33CAC3C983CB73BD93BFA3B8D3C69BCC8BC163C563C7C3C93BB8ABC75BC13BC56BCDFBB7DBCB83CAF3CAB3CAFBC093C843CC33BF73B22BAC13C3ABC3FBCC33C8DB9863CD03CAE3C2FBA453C0C3D0ABCB03C8D3ABFBCF4BB27BC7E3C84BB9F3BB63CF63C053D2EBCF23C9D3CA2BCC73C053D02BD4ABC81BC7A3B083D84BC123D01BC0CBD82BCB03C84BC363C18BCEEBCBB3C1D3C5CBC633B1FBD3C3C12BDEBBB253D43BC1FBC813C123D163AB6BC86BB293CE23C423B793CC5BB36B9B9BC83B90A3CA03C95BC18BDD3BB8BBC9FBC29BB6ABC16BC24BC9D3B64BADDBB3DBDE6BCE8BCECBA24BC153D62BC06BC553CCD3C163A4FBCB43B9ABC7B3C25BBC1BC2DBDC0BC96BC3F3C1ABD6CBC5ABC313DFBBABE39C1BB0FBD953C76BDB63C17BDB33CB93B0A39CE3BA33BF7BBB43A4BBCDDBC0D3C18BD573CC43B1238C4BC30BD893A89BC09BD583CFBBCBABCA2BC88BB0D3C56B8FDBB32BD8FBC233CFF3C15BDE139C838613B04BCE2BCC73BCC3BD8BCE03CE13C203AD33C223D2DBC0C3D78BC06BD723C05BD48BCBCBC5F3BCBBCB53BEDBC8A3C863D8E3C0E3CBC3CD4BB27BB003D22BBACBB3DBB843921BCDE3BFBBA26BBA23CB5BBEC3C4BBD023CF4BBFD3A163D383CF63C2DBC51BCD3BC9C3CDA3C82BBFA3A9B3B8ABC08BCEEBCB43BDB3C233D8B3B933C2FBC393B0ABD813B283C78BC623B91BB1BBB123D373CF93B4DBCC4BC66BCF93AE1BBD73C443DF8BB43BC883CF6BC1B3D8FBC43BC343CA63CDDBC5E3C1ABD89BCF0BC25BB51BC393CAA3C9DBC2CBA9ABCFA3B87BC08BD703BB5BC5CBC23BC4A3C5E3C20BCE4BCC1BCA13B4BBCE13B4CBC0BBD763B0FBC093D82BCE6BA273D4C3CD23C37BC563C19BCB63C51BD1CBC2E3D293C9B3C523B493C9E3B043D923C2BBA0DBDBCBCCBBC893CA8BC94BBFABB7F3CA73C82BCC43CC43BA1BC88BC933C97BC783CA03BCABB13BCB23CFCBC9E3CEBBB35BCE83C9EBB27BC853C4C3C80BA093D183D7ABCDC3CA8BBE33CF93B3E3C7ABC153DC5BB92B9DCBC873C163DB83C32BC953A69BCF4BC32BC10BDBDBB54BC8E3C95BBB13C9ABCB8BB1D3CEEBBC2BA41BCFBBB4F3BC1BC82BC403A02BC673CA0BBC73B763C02BCE9BCB63C88BC0D3D2B3C003B6CB9CD3C8A3A9CBBCD3CC43B45BCB23BA4BCF0BBCF3ABA3B6F3AE8BC0CBCC5BC4C3C4E3CB0BBA53BF63B0BBDD5BB49BC6B3CEC3C22BCC1BC4EBC0BBD43BC94BCA63C753CAA3C16BBE63B06BC2DBCA23BAC3C463DE0BC0ABB21BBF8B79FBC18BD57BBAABC113D85BCB73CEDBA103DFE39E6BCD9BCDD3C513C113DFC3C87BB41BD6C3BB5BB503BCA3B8D396B3B35BC743B0F3C10BD4F3C303BAABCF4BC0BBC82BC87BC7D3846BCDDBC72BC173B03BD32BBB2BC2639093C6EBB463C7C3BD4BB5C3C8E3CCB3C63BBDBBC44BBD7BA56BC123C143BC5BA06BCAABBF1BB5B3C343C923C5BBCBEBB15BCC9BCE6BC0A3C10BDA8BA47BCBE3C3C3C003CAF3CA3BC0B3DD43BD93B073D9A3D903BC23C983CE93C0C3DACBC4E3BB23B8CBBF9BC0BBDCF3B8A3C48BC883CBBBBA13C19BD2CBBBFBBDD3BAC3C513B5BBCAFBB7D3BB33C4ABCE43CAFBB273CB5BBD93CD6BB513AB6390EBA37BD883CAFBC923AD0BCE83C033DCDBC7ABC313DD1BB5ABB693DEC3BA5BCBD3B093CF3BBC9BC0FBB9A3C233CB4BC653C2B3B113D9DBC63BC373CDCBBAC3CA03C2EBC44BC533C9ABC763C74BC8C3C07BA01BDF0BA66BC163AD33A3EBB0D3D53BC96BCBF3B42BB9A3BD3BB813C853B86BC023C2EBCE73C75BC1E3C323A1ABD4F3B273CD3BCCBBC1A3C4B3BF3BB96BC87BCC9BA293C8E3C01BDA13C7EBC19BDC23C2E3C043C22BC9B3C93BBD0BBCC3CE7BC563D18BC0EBD763B4BBDA7BC91BC1ABC89BA853C633C953C86BC093CEBBB583C503B4C3CAEBC1339ADB989BC083A813CC6BC6BBC94BC8C3CED3B963CCBBB003CCF3CF1BA38BD1D38993C573C13BD263D41BD28BCE93C1DBC113DD43B0C3DAFBC5FBB8DBC453CAC3C973C1E3B813C98BAF93A9BBC4A3B88BCE43CED3CB0BC1C3B9EBCE23A2F3C4EBD693BAB3C6E3C013D45BC473C083C983B7D3C70BC863DF53CAD3C91BC8EBC0BBD9D3C283DDC3CA4BBC63CE3BC72BC92BBA83C49BDCDBC253B9CBCD4BC763CE3BC89BBC03C97BC273D6BBCAEBC8F3CC63C54BC6A3CA13C6FBB0A3CF33CBF3C5A3A16BD113CBCBB933CF03CCF3C8F3B883C693B9ABC793CA5BCDB3CA7BC393CAF3C35BC89399BBC563C0ABD213CA7BBD83CC2BCC43B673C823C023C793C4E3C90BCE2B9D93B05BC35BC8ABCCEBBE5BCAB3A2EBDBB3CAFBA8BBC5CBB29BBB83C81BC833BD63C713C743C243CA6BA333BD0BB9FBBADBC2A3CF23BD4BCBFBCE5BB1C3D1E3BD2BBE3BC283C31BA92BC09BDA33CC1BCC5BC563CA8BC2A3BECBB9BBC2FBC4C3BB2BB133CB53CA6BCA8BC443CC5BC053B4CBC953C85BB26B9CFBB703CB03C7DBBEC3B433C48BA553C2CBD313A88BC423B04BDC33A303D8FBC49BCCB3C863BD5BC913C553B183A65BC75BC25BC663CD4BC85BC0B3C43BB3A3D3EBC333B803C903CAE3BE7BB65BC8FBC5DBCA9BCA3BC263D73BB103B123C293ACD3AB0BCBC3B8BBCD33CC1BCDDBBBEBAEBBA18BD003BDE3CD93B6FBCB83B953BC83CFF3B99BC24BCCABB993A8DBBE9BC873CD2BC9BBB463B03BCE63C33BB8ABB0DBD3DBB12BD03BC9D3C9B3B983CC03CBEBB68BC3BBC2FBCD1BB213C56BCA93CD0BAA73AFFBCA0BBDEBCD63B193A1ABC03BC21BD733BDE3C1CBD9BBC47BD8ABC82BB18BCDDBCF8BB963B72BB71BA81BB8E3B453C8F3B98BC973CB2BBE3BC093D2D3C203B083C56BCAB3B71BA3E3C8ABCD83ACD3BE43BA5BBB6BC8E3CA23C783B693AF4BB93BC81BBEEBBEEBCA4BB89BC95BC83BC873BD7BCEF3B943CFE3B223DFEBB83BCAFBB5F3C0F3D4B3B223C07BC913C83BCA8BC90BCE7BB923AD33CBB3CF6BBD33C2CBC553C1ABD8ABC83BB5BBC6BBB633C0E3C11BB3239073D353CAE3CEFBA0E3CC0BB963CEF3B1F3CD1BB513CDC3B11BBAFBC583DB53C67BB23BB0CBB9F3BB2BA02BDAF3C15BDE03A34BC9D3CA43A103D8CBA783C86BB9FBC123D5EBB58BC5C3AEA3C0E3DE4BBA5BC48BD1F3C853CD1BCA43C47BC5E3C433CADBC6C3C75BB013C9FBC883C6EBC4FBCE53A18BC62BC423CDD37DA3CA13CBB3C9BBBCDBC79BCC23CE13CCD3C993C41BCFF3CE23B4DBAAC3A15BDD1BCD43C23BC9A3CEE3BC43B74BC7FBCB23C613CD83CA9BCFCBCBDBB74BC913C30BDD4BCAE3BE63CA13BB5BC9A3CB9BB033CEFBAB1BB033DA4BCE9BCDBBC643BC63C443D213CA53CA8BCD63C4F3C563B81BC6E3CC5BA62BC0DBC81BC183D18BD4EBB1E3D8ABCA03C323B1BBC563CA73BEE3CBC3B0F3A943C54BC9D3C6D3B993C3FBD693CE1BCB83BD6BCB93C4ABB7D3CAFBB4E3D733CA8BC4D3BBA3C413C953C5A3B4B3CF23C943B02BD853C68BCCEBB963CFDBCAEBB68BC2C3C443DE5BCA6BB323CF13B1ABDB2BB013D443CF43C353A9F3CD03A95BC74BC0DBB17BCA03B8C3C57BCFA3CB33A303C70BC003C173D1BBD913C1ABD66BB11BDB4BCA0BCB5BCA93C88BC72BCC6BC0CBBB13B48BB20BC9ABB9ABC42BD4E3B17BDD73BF93C283BCB3C2CBD6F3BFFBC373C1D3CCABC683CF7BAB23C42BCB43B2BBCB7BB833BAC3CF03C273C3EBCCF3B0CBDE23BAABCF7BB28BC553C95BACABC003B93BCF93C713B6B3CC7BCDC3B8D3C4ABC37BC32BC0CBD76BCE3BC81BC3D3A59BCC23CAF3CE23BB93CCF3A8CBCA3BC24BD543B543C2DBC343BCCBCC4BCA6BC1EBBE43C573B80BD19BCA63CD3BAB6BC273C23BC723CAC3C68BCE03AB23BAEBCB23C013DDABB6F3C763BBFBCE13BF13C6BBD28BC4C3CC0BC8A3A03BC87BA4EBC11BDBCBCD73CF13C053D9FBCFFBC9D3BA4BA10BD8CBB9B3CF4BCA1BC45BB4A3CF03B7DBC453DDDBCB63B2D3C5E3CEEBCC0BC263C52BC353BFCBB35BD55BC213D14BC6E3C45BCFC3B71BD61BC68BB65BB8C3C793C073DE23C643C113D12BCA7BC5E3C8D3C443C7B3CE4BC363B4A3B573C08BC803C5ABC91B95E3DD33CB4BC1BBD8DBC303D963C323AB33CEDBBBD3CEE3C6CBC67BCCFBB233BCEBC613D42BC673CEA3C3ABCB8BC0DBCC4BB51BB713CBF3CE73C053C56BC1A3C75BB733C833A4F3C00BC133D113C423D1BBC893CC9BB813C8EBA8FBBC2B9853CD7BBD6BC7EBCFF3B3EBC03BD7EBC5D3C7C3B9F3CCD3B02BD46BCD83C073D1CBC4E3D993C91BC683CD43B8F3CD3BC62BBEABC563CEB3B28BBE7BC8E3C2A3C253C89BC2ABDEEBB5A3D3B3C82394D3C84BB04BDC23CA2BBE33CFD3BF2BB9B3CF83C30BD7A3C043CCE3CE1BC063DD9BB96BB8DBCCFBCF7BC5F3CE4BCBABB033CF6BC31BD72BC98BCEBBC52BBD13B82BC8B3B76BC90BBF1BC94BB7C3BA83CE6BA10BDEBB97A3CE73B72BC0F3C2FBD423C8EBC9A3CA53B2BBB323B593CCE3C09BC533CA73B723CB0BC853CA7BCF1BC183BD93CE5BC253CA9BBD5BC76BC2E3C31BC42BC0E3CE1BB6E3C173D9C3B98BB3BBCB23C9FBC463D27BCAEBCEA3BC03BDB3BE8BC953C3A3CC6BC733C823B39BCEDBC11BB3C3C89BBB9BCE53C473D573C17BBE83ACEBC80BCAE3ADB3C53BD763C873B46BCA3BC753B9D3C14BC3C3C8CBAA2BCF33C6DBCBEBB293B51BBC0BCB3BC81BB52BCFF3CE7BB273CEC3CEBBBB9BBFC3BF2BAD4BB0E3C78BC383C883CE93C5E3C5CBBB73CB93AB33C67BB8ABCFE3CBEBC4DBB083CA7BC743B633CC73CBABCE5BBBB3C283DD7BC36BC443C1FBCC03B31BC233A31BD36BC973C4E3D87BCF0BBB83C07BB103C3ABBE73BD5BB11BDC73C36BCFBBC683B8B3C3CBDC73BD2BC3A3B363CD9BCBE3C433C903B643C503CC73C98BC3A3C823CC7BC77BCBCBCE5BAFFBBE4BA483C0ABC003B133BD0BC263B013DE13C4ABBE33CCC3C3ABCF1BCD73C033D223C95BC103C8C3BB93CC03C0CBD3CBC0EBC72BC2ABD07BD043D913CF2BC13BA08BD193D3E3C00BC55BB9E3917BCB03C973C00BC0A3D7DB9F43C0D3DC3BC5D3CE8BB82BC4EBBD6BCBE3CCDBC74BC103D06BDDDBC1A3C2A3C3FBD853B1F3C153C13BCD93CAD3BF93C893C493C82BC8D3CDF3B08BD22BCD4BBB9BCC1BCE3BB85BCFFBB1F3C3EBCBABCB23CC3BCC6BB323C9DBC8D3CAE3C703CA93C0ABCB93CB7BC1CBDB5BC2E3C453DE13B32BCCBBAD93CD93B9A3C453B18BCEDBCF1BC91BC0EBC8E3C7BBC97BB3FBB54BCAABBE3BB2FBD053BD0BC01BC84BCDCBCA53C193DBC3C3DBCA03C243CE13CC2BC15BD63BAC6BC363C083D273BE1BB41BBF0BB8B3C84BC9C3C18BC483D77BADCBB493B803C923C06BCF7BBA8BC13BD1B3D03BDBEBC423CCC3CDA3B123DF33B083DC4BCCEBCADBC0FBCCC39033D583B0B3D35BC77BCF2BB5ABC76BC753CEFBCCFBC193C2E3A89BC963CC93C323B62BB113C103C093BBDBB84BD30BA043DEBBB733BA33CBC3A2D3CE83C273C8E3C063BCC3BBEBB993CB93CB2BBFCBC1CBBEA3C9F3CACB9653CEDBC2DBBDFBAAFB9083B5C3B5D3CDC3CEFBBB8BC10BCDCBCEEBB343D4C3D983CC2BBAABC5CBC86BC583A1FBB063DC93B043D0D3BEEBC9F3CAF3C133DED3C253DE43C423C4F3CB0BCBE3CE1BB13BC043DAEBC843C97BC613C323DD6BAEB3CB83C5C3C973B09BD29BC023C113CEFBB5E3C9A3CC23B95BCE1BBABBCD3BC9EBCBD3AF9BBB03A55BC07BDEABC0F3CAFBB0BBDBF3BC9BC6E3CFCBC41BC8DBC6EBB213C293CE53C33BCE13A593C6A3C8C3CB5BCB93C063D423D8EBC493C923CD23B75BC19BDDCBBD8BBF1BCA23C08BC0FBC99BCCABC5B3C9EBBF6BAD53BE43BC63CF2BBDBBA8B3CA6BC993C1E3D70BBDE3CD9BCCABBB7BC01BC5C3CDB3C6E390ABCEEBC49BCC5BBB9BCB0BCF33C97BB97BB493CB3BCC7BCC1BCB23C753BFCBC853A27BA153C463B9DBC523CFD3CCFBC7FBBAE3C033C8F3A4DBCE2BC0A3DB43CDE3C0C3C3D3C9B3AD5BCD03B543C06BD5B3C8DBCEDBBF3BCC0BC1EBD22BDCC3A723C8ABCA23B67BC44BDCABC8A3CC2BB283C9DBB0EBD933ABEBC08BC10BD2D3CA5BBCC3B953C64BC983C193C133C263BE7BC9E39A1BB21BCE7B9B13AF33B28BCD1BAB23CB7BB753C58BC08BC66BA873ADC3C5FBCE03CFCBC793BE33CEF3CB8BC7D3C0BBCBCBCE5BC1E3D063D87BC74BDC53C83BC20BCA0BCA03CBA3BBC3A003C8DBC7ABB213B94BC86BB44BB043C973C2FBC783D38BC193CAD3BDDBCFABCECBCC63C85BC23BD44BC8EBCC0BBF13C3FBD533C8EBB0E3CBFBB99BC803C58BC1CBA2CBB343C403D40BCCE3C1A3CA83C90BC813CA73A2FBCE1BB4E3C273C893CFDBC1F3C95BC7BBB373CCE3CB8BB5CBCB03C54BC80BC54BC863B4A3D05BD0D3B7CBCFAB9DDBC11BA21BB2ABD30BA9ABCE63C4E3C1B3C1E3C1F3D173C3C3BD3BC06BCF4BCA2BC5ABCCA3C1C3DA9BA25BC08BCD4BC33BCBCBC213ADC3BF63BD93A7DBC463D82BCD1BCA2BC293DEDBCB5BB98BB2DBD2A3C4FBD743CEA3B9E3CEBBC91BB543CBE3C383C24BC023C74BC5A3A9C3B84BCE43A773B7B3AAABB0A3C50BC903CE4BB3CBD6A3B01BC9E3B783AE3BC4CBD7D3CA63B0DBD323C1CBC9CBCD9BC94BB513CBE3C4E3C423CCB3C8CBC93B99CBC51BCF0BCD2BA073DD2B918BD503CA1BC003C063CB6BB31BCD9BC02BC043DE43BD1BC95BB933CD6BC09BB82BC25BD00BDC93C0CBD7CBC1CBD283D3C3C853B823C18BC923CF1BC693C5A3C2DBC193C523CF33B993B103C0E3D843CB4BC733D0BBD813C7BBCD0BCFC3C2A3D3D3CC53A6A3B073DD9BCBD3B013CC53B993C5ABC793A08BDEB3C4D3CE13CD8BC44BCDD3C69BC09BCB93CB73CACBCC13B7A3CA63C1DBCBBBC453ACF3A99BC97BB30BDF0BBF3BCEC3C553CF33C39BC733BB0BC8F3B383C873C4C3B30BDEC3B4B3C19BD183D1C3C823C17BC153CC43C8DBB1CBD6DBCA9BC79BCE0BC04BC37BD3DBC463BA03BB93CEE3A7E3CB2BB85BC013D8E3B13BD8CBB3A3DBB3C98BC0C3DAD3C8D3B59BCA63AD83C27BD5DBCD1BC36BC38BD42BB86BC5A3C5ABD453D10BD343C2F3D013726BCC6BCA53B46BDA03C8DBC5E3BC9BBE63C57BC273C9A3CCEBB2F3D4CBCD6BBB4BA0ABD84BC843B49BD0F3C063CC63B45BC0F3C3D3CB73CC0BA803C5ABC9DBCDDBB0D3C06BB393A21BC653B163CC73B23BD92BB7CBB183C0DBAAB3C403CDFBCDB3CC4BB51BCA9BC82BB84BCB0BC383CE4BCF2BB02BDBF3B673C8ABC30BC9DBBDD3CDA3CE43A0F3CFCBC8D3CED3787BC23BC9338893CEE3B023B0A3D013C0F3CEF3C51BB6ABB6EBBA6BB813C283DE5BBBD3B6A3C43BACABA083CF5BBB8BB6ABB50BB0CBC17BC16BCDC3C8A3C393A15BC1F3CB3BC4CBCE1BB153C8DBBC63C07BDAE3C903C033C833CEEBC6DBB4BBB123DF43C443C22BC5639083D38BC93BC90BCAA3BD5BC273C123B2C3C97BB6C3A1F3CF4BBF3BCEA3BC5BC65BC4E3B113B56BC813C04BC99BCF03B0C3DE93C2DBC853C84BC8CBC29BC003C2DBD5E3C6CBCC1BB983C2F3C233AF1BCC73B8A38AF3CE93C113A6DBC543B67BCE33BAD3C053C37BCB8BC87BAD6BC7EBC62BCA4BBBEBB293CD73A2E3D7C3B3D3C45BDDF3B8C3C82BC893C62BB073D39BD863C1D3D9D3C88BC963BBABC5D3C92BCDDBCDA3CB33B623C8F3CDDBC05BC27BC2FBC37BDB13BA6BA343D23BBB838EFBC4D3C623C1ABDC23C2F3D3ABCBB3C4D3C1B39F03B413C0A3D5CBC06BDD1BCF4BB1C3D03BD22BCFA3CBC3BC23BC93CFABB15BC523D8D3C8EBB26BDEC3B23BDB23BA13C473C81BB58BC8DBB1D3CEC3CA1BCAABCBB3CAEBCC33A0F3D8E3B51BC26BCA13CEDBC233C8C3CA43C1FBD5C3C06BDADBC4CBC023CA33C",
      torch_tensor_1_32_torch.bfloat16_2: "0x02000000D03AB6BCE93B76BCCD3B50BA02BD28BC203DE6BBD23C013D8FBB2A3CEBBA1DBDDCBBCA3B1CBC083BB53C17BC7DBC1CBD6DBCC3BC8EBC19BD88BCB03B92BC8FBC",
      torch_tensor_32_torch.bfloat16_7: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_6: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_3: "0x0200000035BCC0BCBABC8FBCA43C48BCE83BB2BC61BC48BD0F3A6DBC5EBC74BC1F3C063B95BCA2BC1A3C23BCF43CD83CAD3CA03C103C71BCEBBB8FBC76BB9BBA993DF13CA9BCC73B193DB3BB853C09BC97BBF13A37BDA53B933CDBBA723CEE3C0B3C0ABDB5BB40BCE6BBB43B16BDFCBAD23C83BC663CE1BBEABCB0BBBB3AB9BCD43ACCBC07BD953B2A3D2D3BB9B999BC7D3C943A5B3C633C643C6B3DC13B0A3D13BDE7BB10BCBE3BA9BC2A3C173CDC3C3DBCEBBC4FBC2F3C633C43BC74BC5FBAFEBB15BB4BBDEBBB5FBA7C3C51BCD7BB963C4FBCEBBC2F3C93BA17BD6A3BC33C0ABD243CA73C393D813C11BD37BC213C90BB28BC1CBBDF3CF03CD33BBD3CD33978BCC9BC6A3C6ABBF3BC6F3C733C7A3D70BC4C3B553C653CA43B0A3C0CBDC73B87BB88BC803C1B3B32BB503B473CFA3C74BC9D3CB8BC3EBCEEBC353C12BC99BC893C07BCD73C593A42BC843B43BCB1BCE5BBC63C9BBBFE39BA3C08BBE3BC27BDF83BC7BCD93C25BCAC3BA1BB97BBA63CB03CC3BA383B253C58BC11BA303C86BCA2BC9BBC2EBC9CBC0D3D31BD093D16BCD93992BCF73B843B2CBBB9BC553C523B753BB6BC8ABCF93CD73BA23C05BD36BD25BBBA3B543C0D3C883B513CCFB9503CC83B843C983B2EBCA5BA1ABD42BC8FBA283C6D3AA9B996BC23BCA4BCBF3B62BC883B013C35BC4BBC2E3B39BCB6BCACBC863A213C57BC35BCE93C64BC05BD4CBC8C3B893CE4BB363C183C5A3D723C9ABBCA3B8A3B7DBB11BC203DD03C613C2F3CDBBC1C3BA7BC0BBD8BBB103C1A3D54BC903C19BD853CD8BCA23B8CBBD3BC08BC9BB976BC7E3B8F3BE2BC0C3C0D3D00BDAC3B53BB283C7B3CB439BD3CC1BC36BCEBBC083D78BC373DBC3AE0BC11BD0DBDDF3CCCBCC43813BD2CBCE73A993CBFBB54BB29BD4C3C14BB3EBBE0BBC53C363B0E3DAD3C063C8F3B32BCB63BD3BC98BC55BB723C213CCA392E3D843C083C22BCB2BC81BB233D61BC29BD8BBC35BD5BBCAEBB5D3CEDBC08BBAE3C90BC51BB263C83BBA83C1FBD49BC09BC2C3CB7BCA73BC23C5A3C4B3C2C3C52BC17BDDD3B1EBB8D3B793BBBBC383D78BC16BC893CFB3B17BC28BD683C703C29BC2B3C5C3CD4BC4D3CC43BAABB67BC3ABBCA3B6EBC433CDD3C63BC07BC973CC8BC273C7B3C90BCBFBB6C3CD7B80BBC8D3C7D3CE73BE5BC813B4ABC3E3CF73B1F3C9CBCCDBC6CBC123B953C18BCD73CEFBCF8BBACBC213CC53C0ABB593A263DCCBCF93BED39033CE0BC34BCF13CCBBCA3BC093DB6BC83BBC43ACE3CBA3C663CA63C99BCAF3CABBB9D3B7DBB7FBBF23C12BC3A3B2FBC253CF13B54BC2FBBE33B543D7F3C9D3C0CBD9DBC293B1DBD32BDC93C1A3C97BC133C82BBC5BCDD3C673C5C3CEFBAECBC66BD853C473D9FBB403C0C3D0B3DCC3BEB3AB93C92BC2E3DAB3A2CBD133C333CF4BB7B3C66BB2E3B0FBC89BBFABC723C703CD33C61BB89BCE53C37BC06BD23BC893CC43CAA3C273B8CBC08BBBA3C5BBCE23BBF3CA63C553C5C3C25BD1C3DCBBB13BBB4BCB83CAE3B5F3C0ABCE8BACB3A9FBB22BDA03B9D3CB43B4F3D84BC803C403C9B3C033CE7BB14BB4C3CAD3C9EBC31BCF03C743C963CA93BDABCDDBC403C51BC6BBC8ABC133DEC3B153BABBC123DD33CBC3C0EBD0ABC3B3DE9B8283C92BA043D623C873CB2BAC3BB62BBB7BC10BA983BBF3CC43C0CBC95BC3FBC763CE4BCAE3B923C033C9CBCF9BBC63C203C28BC4C3DA13C603B6CBC4BBC763C963C5EBC953C993B543CDE3CB0BC32BD60BCB53C6D3C5B3CA93B46BDC0BCCE3CA83CECBCFE3BB83CAEBC3F3DFB3CDE3C40BC01BDCF3C253CCDBC52BCFEBCF3BC45BBF73C8E3C43BC2ABC74BC113D363CA03CD4BCB7BB6FBCD539C63C3BBC8FBC24BB753CF73BAE3C79BC82BCAF3BA43BC4BB973CF53B81BBD73C403C1DBD833B6BBC5CBC953C9FBC7FBA85BA47BC00BDEF3CDABC23BD19BD6B3C4FBCCA39AD3CADBCEC3A4FBC0CBCB5BBF5BC45BCE53C84BCA2BB903C563C07BC053CC23B013BF03B913CFD3B383CC43AFB3CA93C703CBC3C7CBBB6BB3BBB27BC073C56BC11BCEDBA90BCEBBB7ABA9ABCB33C3C3CA6BC39BC90BCD23CEFBB763C893CA33CBC3C40BC2F3C193C0A3A70BCDABC0ABDBB3A3D3CF43C8EBC44BC88BC32BB65BC603C993C323CE5BC10BCAC3C333DA93C9BBB0DBC523C82BC21B979BBCD39AD3C89BB9BBCD53B8BBB753C753D23BD143C38BD9B3C1EBDD53C7A3C5B3AEABBAC3CB13B8E3CFCBC18BC1E3D7A3C90BCA53CEE3C243C59BDD23C99BC643A653CD53C45BCA9BC973C1D3D4DBCDDBC603B18BC933C00BD7CBC853C973CF3BC573BD13CA43C953ABA3C773BCBBBB83C5F3CEF3CB93C15BD873CE2B958BCAB3B5B3B85BAB63CA6BA96BC473CA43C41BC90B81D3CCEBC253C05BD29BCD9BA9CBC023C203C16BD65BC2ABB1CBCBB3B2D3CE83B8FBBBCBC923C65BCF23B8FBA963CFEBC09BC62BC70BCDCBBE6BC703C8CBB0FBCB1BC4E3D67BCA7BC05BCB7BC063B98BC28BCA33C493C1F3C67BC17BB22BCCF3CD8BC853C853A023C22BD11BCDDBCF93B8EBC41BC80BC0BBCC53CC83A653C74BC383B8C3C71BC3FBCF4BB4E3B0A3D75BC303CA5BB10BC58BDDA3CCA3B4DBC243C0B3C563C7CBCB5BCE8BB1A3C82BBA0BC65BB31BDE9BCCB3C50BC0FBD47BB963C8E3C0BBC9E3C4D3C03BDB93C013C41BD033D00BC82BC9D3B77BCE03C5CBC4FBDD83BAE3C36BB66BC893CAB3C023D9FBC88BBB33BE13C4C3C0E3D483D9B3B983BCB3BBEBC60BC6EBCC1BC88BAB8BC2B3BD43C1F3C033B713CE0BBC0BC35BDB6BAAA3BD93C15BD3C3C81BB32BD063D16BD19BC3A3B583CD8BC963B46BB15BC0E3C003DF13B32BC15BD3ABB88BC7D3CC83C993BBD3C2FBD2EBCEA3AD8BB293DA73C793A263B3BBC8F3CACBC253D18BD",
      torch_tensor_4_torch.bfloat16_2: "0x02000000C03C66BCF3BC0C3C",
      torch_tensor_16_torch.bfloat16_3: "0x020000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_32_torch.bfloat16_3: "0x020000008D3A9DBB093CEE3A073A8A3A1E3C91BB5FBC6A3C2BBCAC3C40BA0CBC67BC09BB3A3CA23CCD3C57BC97BC633CD53B803D3E3B87BB58BC3FBB1E3D63BC1FBA97BC2B3BC3BC8ABC8A3B35BC5CBC113C42BB0C3B9E3C393D57BC1BBCAD3A493B13BC123C063BB9BBF0BCF63CC93BBB3C84BCFCBC33BDBA3BC33C773A9EBC8DBC95BB59BBD1BC60BBDA3C54BDA33B023D713AD03BF23CF1BB0ABDCB390EBB3EBD82BB823BCEBBC53BD03B2E3DA3BBA6BC913BD4BC8FBC94BC483C6B3C9BBCA7BABABCDBBBA03B513BE33BC3BB263CD8BC07BB2B3DA43CD53A1F3CADBB52BC193D2CBC223BA53C173CA33B02BD593CB3BC84BC783BDDBB8B3A553C69BC93BCBCBA75BCA5BAE3BA96BC9E3CD4BB08BDCDBCC7BC8BBC713BC1BC86BC82BCFCBBAEBC103C9A3B683CFCBCAABCA93B5ABC443B083CA9BB3BBB0C3DD73B77BD27BC3E3D003D70BC783B0C3AF93B123CB3BC413C3FBCF13B27BC003CA83C97BCD33CE2391A3C7FBCE23C243C55BCB1BCA53C0D3CCFBCAEBC533CA835EBBB01BC44BC6B3C5ABB673CB3BC3C3CB73C823C04BB333B443A953C7B3CFCBB4FBCD3BC1EBBCC3C0A3B123A103D17BC2ABC0DBD23BC633CD7BC26BCDE3A96BC6D3C853B0DBC0E3C10BC013CD0BC51BB99BBF93C6B3A1BBD723C03BB023C17BCB1BAD7BBEB3B23BC9C3CAEBB44BD59BC3CBB35BC6CBCB23CE33B04BD013D5D39D83BDCBC8CBC7EBCA4BC893BB4BC7BBC1A3C02BD413A5BBD863CD83CA7BA823C403CE33C43BC84BBA6BA543C453C3DBB0C3A91BBF23B86BC293CCEBC933B293C7DBC45BCE0BC1FBC833BBA3C4DBA923AA4BB5E3C00BB44BD9D3B893CDDBB27BA6F3DABBC4D3C1C3D82BC56BC153D843CE63C14BD0F3CB33BBA3CE5BCA13C083CABBC87BB693C83B82BBC3D3CC73C3FBC7FBB273C1EBD3D3D55BC4E3C563B0ABCECBC073D07BCA23CBABCEEBC443B943CD13734BC58BCBC3C803CB63B20BAD13B04BC633B8FBAF6BC3E3B073BE13C34BCBF3C203D15BCDFBC9A3BFCBC9BBC8FBC393C84BAFEBB123D2EBCC03C83BC1B3C59BC473CF23A503CA0BBF93CCB3CCDB9BE3C243C633C4B3D5ABC843C05BD4EBCF83A34BCB83C2F3BD5BCE13C493CA83C0CBC99BBC73CA53BDC3BA33CA13B703CFEBBBB3C753A8BBC423CCA3C993C003CB43A8C3C1E3D87BCAE3C04BDD33BF0BC093DAD3B9EBCA6BCA6BC423C2A3D19BCEE3B3C3CCEBC85BC9F3B19BBF13B19BB953BDBBB0F3D3FBBBCBB47BB173CDD3B57BD073CBD3CE4BCCB3CEDBA00BD7C3C183C093DF33C2DBC36BC4E3CA4BB03BD0B3DCE3C123CC1BBF7BC81BC753CD3BC04BD2B3C1B3CB8B801BC14BD49BD58BC18BD92BC0DBD35BC22BCE2B8D23C843C193D99BC0BBCF63C70BC053CD6BBBA3CC9BBA43C5F3CCDBB09BC313DF7BC893C913B123CA33CE53ABF3C8ABC3C3DA93CD7BB943B013C843C29BC",
      torch_tensor_16_torch.bfloat16_2: "0x020000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_32_torch.bfloat16_2: "0x0200000089BB38BBB33C8CBCCFBCB7BC153CDA3CF4BCFDBB23BD023D1F3D3D3C3138E7BB0DBDBABC773A643C3A3C45BC07BDC33C45BD333CCABC9E3A483B123DD9BB80BA433C9EBB763CC13C733C9A3A5C3CA7BC0A3C373C803A7D3B97BC41BC72BCB6BBD5B908BD383C86BA19BC42BC5E3C43BC4A3AB33C18BDD3BB6E3C66BC6BBCF53C623CC63AC2BC013D25BB4E3C2DBC62BA90BCAF3AC83C0D3C32BD58BD053D7F3DB03A0EBA673B4BBC3D391ABB35377C3A4F3DC6BC36BCC93C8C3B88BB61BCF8BB7EBA8CBB1F3C4C3C0DBC7E3BA4BC1BBCF83B0C3D1FBC2C3DA3BCFBBC2C3CFA3C0A3BEDBC1EBC32BC173B823CBDBBDC3A9ABCCE3C50BC11BC1CBC7ABBBCBAD73C89BC893C44BCC63C5F3C0FBB78BBBD3C173C4D3C51BC093BC2BB06BD0BBC193DF8BCE23B45BC0F3D4D3CCB3B1A3CE43A143C643BA8BC1DBCB33CED3B99BCD1BBA53CC53C2E3C9F3CE43B84BC003D86BC14BBE4BC893C0EBD293C60BCA73B2CBCD0BC183D663CC63AF03B09BDBBBBAF3C91BC023B5EBC473C78BCB33CAC3C19BDA73BDF3B183D173D16BBF1BC97BCB23BBC3C6E3A173D35BD813B663B23BC6ABCD53A813B91BCE7BC1A3C7ABDBDBC103B83BCA7BC47BB8C3AB6BC19BC983A27BC09BD99BCDC3C84BC4CBC3EBCEA3C06BD053C6FBCC53C93BC2FBC1A3DC83C663A9C3C48BC22BC83BC383CF83C5B3CA2BCFCBCB6BB0A3D093C5FBC1A3D28BB25BD1EBC0BBD2A3C0A3CECBB51BD0DBC0ABC77B92A3CDE3C9DBC043C05BDEC3B283CD4BBCEBB38BCE83CD43BD93C1BBB06BC9D3A37BDE3BC263D063C96BB71BCEA3B54BD68BC61BC84BCB13B24BDF9BC243B5EBB193B95BCDB3C773B3DBCFEBC893C133D3B3C143D153C19BB55BCB73C0CBC99BC93BCC63CA3BC893C9BBC083DD7BC94BC593D063D363C2C3B4ABC123C27BC31BCF53A5EBDC53C1A3C88BCB9BC83BCCC3B773D05BDD6BC24BC4D3C2C3C2B3DEF3B0ABD3FBA0FBD033AB63BBABB243C403C353D62BCB8B926BC093D73BCAFBB81BCA33CE13B8ABC673CAABC1CBCA2BCB43CCCBC4EBCA2BC433C9DBCAD3CC8BC87BBC1BC8FBC06BC143CA03C0DBD0BBD8ABCA53C0CBC7EBC48BCA53C8FBC0DBC1D3DAEBCD93C833C9D3AA73C28BC383C88BC9BBBB0BA5C3D20BD393D16BC2F3C993B1BBC163D1C3B133D12BCA0BC58BCE9BC72BCA53C52BC6D3C9CBC08BC80BC0F3D993C973C373C35BCAA3A163C1BBC3CBCD53B26BDBABBF1BC16BC6DBC533C143D463DCC3C543C323B8ABC7E3C91BC063C4ABD403999BC14BCA13CED3A0EBB9FBCF237043DA93CAC3CFE3BBC3C6E3C52BD4ABBA13CD83B81BA643BDFBBF0BB0F3B44BDE43C49BDADBA373C043D16BD883C573B3ABBF9BCC9BC953C173B20BDDBBAD03B7D3C153BA83CA0BCCF3A6F3C033D9A3CDFBC573D523C973C4BBC85BCE73C483DD83C18BDB0B8A9BC9EBC1F3B",
      torch_tensor_32_torch.bfloat16_5: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_2: "0x02000000173CE7B93CBB963C54BC95BB22BC99B9AC3C07BC2DBCF83A313BB33AB9B987BC85BC003BA83C41BBD73C183CB63CAB3A8E3B86BDE43C9CBA93BB00BD683BECBCBB3C8F3AA33C16BDDDBC233B593B2FBC45BC983CFFBCD4BAAC3C443C2ABCC3BCA1BB77BC803A7F3BBF3C633C38BDC83AAABB13BD89BCB13B103C243D983C683C1A3DABBA0D3D02BC99BC33BAA93CF93B303B9ABB6CBC8E3C153D913BF73B17BCD8BBB7BA7D3CBC3C81BC093C6BBC7BBBBCBCB5BCE53C2F3B213C523B1EBC0BBDC7BC0D3C66BC8CBC95BC92BC03BD0C3CAEBC97BBC23C03BDD9BB4DBD613C033C483C05BD86BBBFBC9A3A73BC4CBCF7BBBABC0FBC92BC9BBCC43C29BA6B3A52BC3DBB9DBA07BDA3B9873CF43C0539FFBCAFBB823C83BCDFBBAC3C91BC013D63B98E3B983C793CD23B4439163CA3BC33BBAB3C63BC903DBABC303DBDBBD43B1F3B303C9C3C15BDDA3C16BDF2BB8ABC82BC513D093C7F3CCDBA95BC86BC6E3CC63B38BC173BC73BB5BA453C09BDF2BC5ABC1ABDD6BBB63C1CBCF73BB53C84BC563B95BB2C3B89BB63BC6B3BE93C8DBC51BB7D3C3A3C9B3C80BB3A3C20BBC1BC0EBCE7BB44BCBDBC65BB4CBC0BBC40BBC6BAE3BC1DBB08BBD83BEFBBFABC183C413D9D3C26391FBC233C65BC04BAEDBC6D3C56BB883CB4BA06BB38BC1B3DC8BC013CD33BCC3B203D963CB43C9EBB5EBB393DECBCF8BB44BC0CBBC9BBA3BC9ABB223CB2BCBF3CEB3BC4BC91BC533D2FBC233B9ABCD6BBA53C193CC13B383C9BBC933B7BBC09BC023D18BBDCBC443C0CBC5EBC3FBC83BC7FBCB3BBA0BB0D3DFCBCE7BB2FBCAC3C023D593CCDBB2E3DA63B2CBB313D36BD9BBCB63C3DBC06BDFE3BB43CF0BBFE3A39BCB13CD03C9F3B273C353C98BB923C3BBC043D393B753C413BC8BCD4BC2ABD42BCB9BB53BC783CE3BC243D49BD87BC103CB9BCBA3B143CE7BBA8BC193DAABC203C00BCB3BC403C833B09BD303CF93B03BC78BCE73B45BC7F3C34BC7FBDC43C92BB66BBE6BA543C6BBB363C14BCB43A4C3B1FBCE2BBE7BBEFBC383C143DFF3B08BC99BC2A3D90BC87BC0C3CD9BA03BC9C3CE6BC553C9D3CD8BC0ABD12BB413CF03B06BD103D63BC5ABCFABB16BDBA3CA13CBB3CAEBC2ABCB7BC9EBCC93C3EBCA7BBF03BBD3C2ABDD93BA43C463D28BCB4BCF83C21BC6FBCEE3A1A3B4DBCA83B483CB5BC0EBDC2BC873C86BCDBBCE23C6C3BA83C61BC07BD5CBC013CD0BB1BBBE4BC63BC09BCB23ABF3C033D383CC2BCD63B4C3D183DC2BB61BC4FBCC63C29BC033D2B3DB43CB73B3FBCB4BC2D3CA9BC8A3CFEBB763B933CB63BBD3CA33C5ABC2DBC31BC7A3B7F3B9E3CC6BBC4BBB2BB933CAC3B253A92BA1CBDDF3CD3BC12BD333C1E3C463C193BC83CA5BB3C3C28BC3B3C15BC9C3AFEBA623DBFBC04BCF83A363D12BDAE3CB53C153BDD3CB5BC61BB0F3BCE3A98BCC23C9F3BFCBB8E3A25BCD93B2FBCBCBCBC3C0CBCAABCDFBC8EBC4F3CC6BC473C193D953CC23C8ABC7B3C1C3809BCCF3C78BC0FBDB1BA3F3C843C2F3D00BD7BBCEEBCFD3C3C3CC9BBBDBCD5B7A13C3D3CC73C71BC6A3C2ABC7FBC15BC1CBDA13CEBBB36BB093C0BBC363C113D7DBC5B3B2C3C04BD113C0BBD0C3CB3BCCE3A83BCF23C37BDC9BB10BCCC3CF6BC933C07BC903C13BC213B09BDF2BCCBBC083C02BB99BC82BBF93A9A3CF8BBB73CE6BB7A3B3BBA8B3CB3BBEBBB103C2B3C63BC16BBE73C0F3C073BB6BB77BC6C3B2DBCF8BCC7BCA6BCCC3C703D7E3DFC3C883CA0BC82BB82BC2FBCACBC053D813CE13BD6BC64BDA9BB153C5F3C513C64BC08BCA3BC763C11BDBC3C593CA1BB7FBD06BC22BCCFBC6DBC2D3B0D3DF63BE1BB503C383C1F3A43BCE7BC383C0FBD533B213C23BCB6BBC5BBA83C093D8C3B7ABCF8BB6DBC853BE93BD6BC86B9033D033D7E3CCC3B90BB9A3B09BD89BC5F3C30BC89BBBABCF5BC08BCBFBB6FBC13BC2BBB42BB2D3B3CBCC63978BBA5BCB2BCE3BBA7BC12BDA3BC173BEF3C9F3C65BCB2BCC3BC8B3CCF3BEEBB4F3C0C3DE7BCD63AF73C123C86BC8ABC28BD883CD5BB10BDA43C11BC8DBBE9BC743C20BDE83BDD3A92BC893CE43BE33CA93CC4BC7C3C4F3C683C03BC8C3B38BBE1BCED3C9BBCBBBC063D53BBE03BECBB0FBCD5BC8ABCBFBC4ABAB4BCCEBC51BC663DCCBBA53C803B013C85BBA43CD23B8DBC0C3DABBC063C863B36BB9ABC8BBA023D4D3C1FBC96BBAEBB01BC07BC5FBB8FBC74BBC73CD6BA0D3B05BD3FBC843C063C643B3A3C573C3FBD0B3C57BB303BD33CF7BC5C3C6CBB633C6A3C653AE23B7C3C53BCDBBC28BCBD3B963B3ABDC239C03C45BCBCBBF73CD9BC38BC30BC623CAC3CB3BB5CBB373C0FBDA13B9DBC223C193C1BBC993BBF3C6E3DB63BA73C1C3C773C16BCC53C4B3D0DBC8A3CDD399FBBC2BBF73C92BC62BC9B3CD13B7BBCF2BC71BCA23B3EBC8E3A91BCBDBC25BA1E3DB6BB94BC303DBDBCE5BCA4B91BBD613CF03C4A3BEBBBA03C98BA213C3EBD023CD4BC0EBDACBB1FBD8A3CA1BC1CBB8ABB8BBA16BD6D3CBFBC15BD34BDEFB708BCBD3A84BC0E3C963B093C45BC033D383CE2BC9EBC8FBB533C223DA3BBFF3C083D233B083D2DBC2C3C24BC163DF5BB8D3C0A3D69BCBF3B663C0A3CB0BC683B7FBCCDBCEBBC27BC073B5F3CDE3BAABA493C16BC6A3C21BC4EBC0DBC363BCD3BE43CD2BB5D3BFF3CA23C083C143D3B3B513D573D973BBBBBBBBC463CC53C943C8DBC92BCB9BA42BD443C67BC03BC74BC6BBB6D3B0ABD1CBA073CC93C4D3CFEBBECBC463C563C55BC943CFABC193B413C07BD9FBA71BB2B3CEDBC983CF6BAF4BC54BA03BD843A033D07BC69BC8A3C203D39BCD23B4ABC54BC383C12BB8F3B2ABC0BBB22BDDBBC22BC44BC923C343CE3BB8C3CAA3C023C1E3CF9BB34BC583CD1BC5A3CB8BC",
      torch_tensor_32_torch.bfloat16_4: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_1_32_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_32_torch.bfloat16: "0x02000000F83B933C62BAF43C703CB13B553CA9BC2DBC023DF03C8CBC18BC06BA86BCBEBCAB3C1E3C5ABC13BBD6BCBF3CF8BC94BC333C86BB3CBCE5BADC3CE43C33BC203C9D3C813C2A3CFB3C6BBC9FBCA7BC843B39BDD53CE4BCD5BC5D3B063D44BC86BBCEBC223DD43B953B743C943C28BC32BDB53C3EBCB53C163CE8BC8BBCD43CE8BC09BCC3BBB13B473B903C153B15BBF0BBC6BCECBCA63C88BAC43C29BB3BBCC53B4F3A17BDCA3C0E3C8EBC303CBFBB863C2E3D843C14BDF1BAEBB9553B2E3DB6BCB0BCF0BCAA3C923CE23C9BBC1ABCDF3977BCC4BC1FBD8BBAB53C2B3C573C3EBC51BAED3CEABA0D3D133C973B213B1A3C073D25BD1E3D87BC9DBB38BC10BC46BCD7BC42BC903BBB38E7BB11BC6F3C273C2C3B2F3B263D24BD1ABDED3B81BC133D04BDB03B3F3C513CC7BB07BD9F3CE43A28BCB6BC47BCBCBC823BEABCA7BB73BCBDBB963C7C3BA6BCA3BA8FBCD5BC0B3D913D9E3C89BAA9BC9EBCA5BC873C0D3C08BD5ABD80B997BC02BD35BBE3BC3BBD123D193CBEBCB03B073B8DBBE13B2A3A733C193C08BD103CBABC2C3C02BD80398B3C0ABD1FBDC13C543C773B6BBC0FBD343CB5BC783C1ABD15BDE2BBA8BC5BBC78BB4ABB223D8F3CD2BB4ABC2F3C01BC973B273C74BC6DBB25BA903C2ABC803AC0BA7DBC003DFE3C763D203D04BD7C3C3F3DDD3C16BCDF3C37BC9C3C0EBC3F3B2BBCB5BBB43C30BC07BD083C963B703A57BCCEBCD6BC573B7BB8813ADDBB8E3CEDBC873CA23CB93CD63C5A3CA83B6EBB303CAABC553C233C903A1B3C81BCA1BC833CA83BE4BB0E3C2FBB093C26BC1EBADA3B98BB6C3C24BC4FBBA93BE63AB53CCA3B693CC6BBAA3ACABCFDBB553D2DBC5A3CD0BA12BD0E3A29BC21BC4B3CD53BCBBB063CB2BB25BCBE3B103BDF3CB2BC1FBC62BC76BC08BCD2BBE6BC61BC933CEDBC7DBCE3BB173D4E3B683C15BD093A20BCA43BD8BC4FBC90BC103D05BC35BDA83CECBC463CE1BBA23ABB3BD9BC55BDA23B50BADB3C203D713DA43C193C89BCB03BBCBCE7BA97BCCE3CA03B963C2E3CDA3BB9BAEE3B063C903CAFBC76BC843B94BC9B3B7EB9973BD93B2F3C5DBD2A3B60BC52BBDF3C7ABC7DBCDE3B6BBC483D68BC13BCB6BC573B7E395ABBCF3C573CC7BC0C3C293C233D293DC0BC0ABD02BC0CBCF9BCE3BC013C8CBC23BB37BCC3BAA5BC4A3C3ABD1FBCBABA23BC04BD28BD51BCA7BB453CE23C39BC7B3955BC2ABC063CC0BCC23CD13CA53B813BAB3C6A3B243DB93CC7BC0D3A93BC313C9D3BBF3B1D3A3D3DCCBC5EBD6C3C153B2A3C3E3C43BC0E3D003DA0BBBDBA5E3B88BC27BD53BCB43B1ABC0CBC57BBBABB063D91BBD73B11BC1D3C16BDC7381B3D1EBD18BB663CE4BC01BC84BCABBAA13B5C3C04BC813C2B3C4A3C4B3C5B3C543C57BBABBC06BDAD3CC13C5E3C71BC0739CCBCFF3CFE3C013C063DA0BC9B3CB2BB87BC75BC0CBCCFBC723B8F3B9CBC14BCAABB48BBAF3C343C32BC37BC13BD0C3CC0BC51BBCDBC18BBB53C32BD0D3DA8BC4EB812BB7CBCD5BC8A3BF5BC95BC14BC273BE43C8B3C03BDB1BBA43C463CDA3BEDBCFEBBC0BC0BBA073C343D0BBCD9BCBE3CF2BBCC3C903B41BDC6BA62BCF5BC923C683C5F3C03BC0B3CEC3BDE3C2EBC75BC9B3BC0BC25BBDF390FBCFD3CA63C723BBBBC2CBCD0BB093C22BCD4BCE03AD0BCA93C0D3D603CE43C19BC9B3C23BC973BCE3CF5BB673C8EBA64BB1A3B493C10BC563CA03CCF3C8F3C05BDD33BA73C66BB893CF73B3E3DC53B6CBC9D3CC3BB5DBC18BDD3BB1ABD6F3C9DBB393DC43B50BC9C3CCABCB1BCA5B98E3C543BFABC3BBB553C9FBCD1BBF23C1D3DA3BC753D30BC063C3CBC703AA5BC00BDA33C873C08BC9BBCB83BF1BB8D3AA4BB333DC0BC233D32BDCDBC833CE93C88BA0ABC343C31BD6D3CE63C6ABCB7BCB13C08BC143C903B853B553C64BA153C28BD3E3B4BBCA5BC5BBB8D3C023BDB3B82BCDA3C1A3C9B3C093D2B3CD2BC36BB01BD8ABCD13CD0BB16BD74BCBCBCCDBB833BC83CEABCE8BBD23CEDBB22BD71BCE43B3FBDC8BB0BBD343C3C3C8FBB083CCF3B893C273C05BC303CC9BB7D3C2CBB2ABDA63C5B3B27BC88BC7CBCE7BB8A3C813C64BCCB3CCE3CCFBB57BC8C3AD03C10BCEA3B5FBB033DA0BA6E3C413C98B9E03C4F3CF23C09BC543C4D3CC93C79BB1DBCEFBB973C673CA0BCFA3C0ABDA5BCD2BB6EBCCCBCBC3B6F3CA8BB123C393D923C2D3CA939153B5FBC74BB6D3C09BB983BBD3CCBBB1FBB32BC0B3AA4BB0ABC53BC8F3C3B3C8ABC5C3B2ABDFB3A853BF1BBC8BB8B3C29BC70BCA83B37BC9C38D43B633C103D6D3C923BDCBB2CBD803CC63C9FBCCF3C63BCA33B40BA573BCB3C973A593CFF3B49BDD93C663C9D3B5B3C32BB1CBBC33B0E3B5E3CB1BCFF3C9C3BA23C0D3C9FBC323DE4BC223CF8BBBE3CDBBC19BD23BA7EBCE4BC81BAE2BC3B3CDFBCA33B21BC3A3DE43A163C9B3C0F3CED3C1CBB7FBBB53A51BC53BA0E3C40BCC439123CC03CD23CA7BC45BC8A3C233D293B933BF83B2DBB6DBC3EBCFF3B823CECBCE9BC8EBCEA3CF93B56BCC2BBA0BCA53CEFBC29BD06BD743A48BA4F3C53BC313BA83C4D3CE5BC96BC553B66BCE43C9E3C323CA93BE7BBFABCB2BCE0BB243D9ABB8EBC53BC03BD8BBCB6BC64BB333BA03C14BC0B3DE8BB31BBD2BC9CBC17B74DBCAFBBD4BC89BA893C19BC94BC313C29BB07BCCD3BDA3BE7BCB33C99BCAEBCBA3C2F3CF6BCF43C92BC85BC713C91BBAA3CBC3C993B053CECBB33BC253CAF3AAFBCF23BCB3B9DBCC43C7ABC523CBA3CBA39BABC4E3C9D3B043C07BBCD398A3CCEBCF2BBD93CEA3C2CBCCD3B46BC483B8D3B5B3C7A3B22BCE4BCA6BBA4BB293D063C653B0FBD593AE93AF93B4ABBA0BCC3BCEF3B9FBC9CBC1A3B2FBC193CC5BB873C133D113D373CEE3AD3BB363CB73CF4BB0B3D93B7E83BD73C3D3C963CA3BC88BD7EBC1BBDB23C033C82BD73BA993C98BAAABCA43C9EBA93BC223C323CE7BA6CBCB83C043DAD3C9C3C3FBD953BB13C8B3C92BC323C703CAD3C67BC82BC60BC023D7F3CFA3C95BB37BC283D2EBC3C3C8CBC0C3C08BC84BB183C6A39E5BC72BCC53CC43AB33C56BC3DBB05BD8DBCE63CAA3B98BCBFBCE13B963C24BC253A30BD0EBD83BCF6BC323C94BC263C4C3C9E3C7ABC93BC47BCD43C973CAFBC1BBCA83CF23B923CB23CD13A03BD9FBC0FBD343DD33C873C38BD0FBD10BD4F3CE0BCF83C78BC08BC9A3CBB3BA93BC03CA73C54BA98BC8E3C103D43BC18BC93BC553C01BC383C4E3B073CA7BA263BAF3B083C243C8EBBB43BFABB8C3C9DBCF83CCF3C3A3C3BBDB2BCD4BC233A8ABBA13B46BC99BC08BC8BBC9EBCF73C6A3C16B9423C79BC0A3DD3BAF3BC1C3A9CBCFA3C293B503C643C8CBAFF3A2F3CC43A3CBC89BCC639F93B003DCDBA3EBC3CBCCB3B903BAF3B3B3D4EBC9ABC7D3C4439E43C0E3CA43C373C983BCC3A0EBD9E3C9B3C14BC48BD8D3C60BBF7BCFEBC9EBC25B9E33B23BD86BC12BB403C79BC073D5EBC293C153DBB3C253C833C3ABC813C1EBDED3C74BA9EBCE43CA43C33BC8A3C00BD16BD1EBCC5BCB0BBB23BE5BC8DBC1E3BB93BF83CC0BB633C753BDEBB143D63BBD2BB963C9CBC013CD0BC953CD03C6ABC993B2E3B883C9E3BEABB523B983C0B3D41BC9E3CE03B20BBCA3B4DBBBB3C23BC1BBCA73C353D173C453A19BCBEBC33BD2A3B1B3C39BC96BB013D233CB73C06BCB13BEDBC8B3C473898BC063D5EBBDFBC9ABB27BCFABB9E3B463CA63C023D9F3C48BCD2BB063B133DAB3CBC3BD6BC04BD1A3DAA3CA2BC003CFABA8CBC243C1B3D4D3DD13CC83A313C34BAE73AC3BB013D3A3C4EBBBA3BF2BB073D923C08BC6EBCF23C3E3CDA3C43BC5E3C433D95BBD4BB2A3DB43C773CDF3C483C37BDF2BB64BC3B3C0DBBDC3C83BC43BB0F3B16BD34BB463C543BD6BC4EBC33B8FBB9CABC25BC15BDCA3CFCBB8BBC1F3D183C21BCA1BB88BDE5BC93BBD63C3F3C86BCE73C72BC1CBDA9378F3C1D3C3DBC773C4B3B9FBC1E3DA73ABEBC41BC6FBCBDBBFDBC11BDA0BCA03CA93B8B390BBDCCBBDABC663DAF3C993B473B35BC813CC0BB9EBB283D95BC513C7ABC083D4BBD403AF33B1FBD273DA63B7B3C84BB253C903C1D3DBABB2ABD83BC17BD00BC8E3A843CC33CE0BC993CD4BC8BBAE63C5CBC503BCE3C853B983CE8BA9DBB713BBE3A12BB3FBC7CBCB03B55BC8C3BBF3B03BD013D94BCD4BB873CE33B15BC6ABC9F3CBE3C023B7BBCDB3C463DC93BA63CAABCB9BC45BA3A3AFA3B59BCBE3CBCBA8E3B8A3BE3BCA439AC3C55BC053CD3BC24BDB73C3D3D85BC36BC3D3C04BCD6BC0339BEBC1F3DBBBCC63B7BBCAABCAF3CF8BC9D3C88BCE5BA72BC7C3DB6BBAC3CCCBCE4BC6FBBD7BC383D79BBE53B20BDB83B31BCEBBC5B3A273BC3BC80BC623C19BCFCBCC4BC413DC43BC63CF0BA223DCDBC1C3D183CA7BC6BBC2ABC263CCD3C7C3CF0BC10BAB3BC883B943CB23C3DBC3FBB81BAB43B043BCEBC4F3C90BBC4BC05BDA1BC06BC503C0F3C933C243CED3ACFBA813B83BB3A3D5F3CB33C0DBD593A103D533A403C063C4FBC723C1FBCEFBC09BD733C9F3BB4BCDC3C043BCB3C7D3CE3BC64BC31BC7FBB94BB913CBF3C27BCA6BCF0BC94BC83BC31BDCA3C82BC61BB8D3BE83B933BC73B363CA93C903CAEB9853AA5BB32BDAABC683C83BCF73B323D923C3DBB4CBD4EBC2DBB623C65BC413CC3BC63BCB53C353C913C92BB203DFC3CFD3BA5BC323CDA3B4CBCB13A923C8BBBD7BA8DBCF7BCE33C9CBC813C98BCCC3C61BBE3BCB43B38BC063DD0BC493CA53CEE3CBB39863C11BC063B4ABC233CDE3B40BC04BCA6BCF1BA01BB91BB9DBADB3B683C93BC2B3D453D6BBC82BCC13CF9BCACBC523C8A3DEABB95BC13BC19BC023BAA3C383C8D3B123D17BDEF3CC4BC073DA73C6FBC1F3CF13B683C98BB123D043C74BB4C3C83BCE73C313DC5BC07BC8EBCD7BB193C163C8D3A1B3D413C10BDCC3C9DBC923A04BDF9BCEB3C21BCD83BCC3CB0BBBCBB72BB8BBA18BCF9BCF43C4CBCB63C4DBC853C1FBC37BC97BC2DBC0F3DAABC103D3EBC563C5C3B64BC89BC363DEE3B963CB83A84BC27BD3D3C983C80BCABBC4CBC873C67BC183C133C31BCA1BC86BA913CBCBC243C043CB8BB9A3C40BC77BC9B3B223C87BB32BD823C113D1FBC873CC6BC703A143C903CE7BA763CB9BC15BAA03C163CFEBB8A3CE7B9A63B513D99BBF33CBD3C1C3C363C323D3F3CA63C073C06BD0B3C0ABBE83CEEBC23B9CD3A8F3B113DCDBC2DBD97B79BBCB13C7EBC023D99BC64BC9D3C61BC073D063DEB3C9EBB753C0A3DD6BCB73C01BD1C3CD2BC733CB53C9ABC27BC893C813B213DD2BC2D3C0CBC5EBCACBC553B0A3D923B503A52BB5FBC95BBD1BCCB3BA2BCEBBCF6BBDC3A1239C8BBA33C34BC3B3AFCBC5FBB253B943C1ABB833C2BBC0BBD1DBCB0BB94BCF1BCD3BC35BD24BB833C13BCAABBA23CD7BCA5BB983B83BC42BBA0BB1A3CA53BFD3AD3BC8EBB173D8CBBEDBC133BA13C04BD82BCA13B79BBE33BBC3CABBC0EBD983C14BCA6BC9A3CF7BC013D0EBD4D3BB3BC54BBBBBC9DBB8FBC87BABC3BD63A9C3A8BBBC5BC0BBBBE3C1CBBB33A04BA323C843C0FBC0A3BF9BC033C483B6BBC8D3C993CB8BC8CBC54B9A7BC063D7C3C8339933C52BB3FBC06BC3A3C9A3A5B3B9CBAEABCE53BA1BAE9BCF8BB483B84BB0BBCDC392F3C94BCBD3CD93B043C8ABC94BC4EBB5F3CB8BCCE3BF1BC07BBA03A403C923A27BC423D2CBB20BC87BCA8BC153CFBBB763CF3BC633C3BBB0A3BDF3B273C92BC78BB073B63BCF4BBA1BC1ABCEABCB5BC18BDBD3C64BCEF3C67BC9E3CEF3ACEBC",
      torch_tensor_1_128_torch.bfloat16: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_128_torch.bfloat16: "0x02000000973CBB396FBC06BC9EBB1EBBBFBC8BBCBF3C8A3C123CCEBC7C3CE63CAE3CFFBCDD3A3E3CCF3C24BC7EBB0E3D42BD6DBCC6BC7EBC47BC23BB9A3A923B293C923CBDBCE6BC903CAF3A503CC3BC0B3BC73C983A44BD8DBB103C453DA23B49BC9FB934BCADB9903CABBBB3BC243D44BDE33CC93B7F3C64BCDE3B1FBB21BC483CEABC153CA5BCAE3CA33CEB3B003C773CEE3C2ABC4E3C82BD4EBC26BCD6BC523B973C9FBCEFBC17BC2BBDC0BCAD3B213C003C1D3D123C263BA03CFA3B65BB61BC083BBABC6D3C36BCCD3A19BC90BB083B96BA823C753B8CBC8B3C423C62BC80B98DBC173C1BBD883C143C3FBC46BD4EBC03BDA8BB44BC68BCEDBCC43BA6BC5ABA923C2BBB083DA53AED3A753CC73C78BC5BBCD03B2E3C843BF8BC15BC7D3B583C7DBB553CAF3CAFBC9B3C84BBA33B9EBCE33CB9BB85BC6BBB97BC5F3CBCBB27BCD93C8E3C273D6C3CD8B9613DAE3C8ABC76BBAEBBD1BC213C0BBB72BCA43CB1BC813C093D7C3C05BD853CF5BC273B143D02BDAA3C113D0A3C273C013D9FBC37BC043C813BCCB8C83C013CAF3C743B4F3CDABB9D3C28BC803CCB3CBFBCE83BABBC723C3FBCA83C273C6E3B953C233B103CF73B9FBA17BC06BCE53C0FBD21BC023C9DBC663D0A3CB6BC973C523CA9BCC53BCA3C0DBC913C27BD51BDCC3C48BC343DF43C07BD03BCA0BB353D0C3D41BC19BD403C553D833B56BBCA3B283CCC3C63BCACBC00BC9B3B68BBBDBCA03BA1BC5BBB83BC5F3CD73BB2BB393B43BC5CBB45BCE4BC473BFDBCA8BC9DBCB1BC103D973BBEBB623CF43C8DBC0F3C6E3C0DBD243D383DD43C82BCDBBABF3B10BD0DBC1E3C193D5C3B2B3A633CE93B6FBC4DBC9DBC6BB9E2BBB83C073C333C9EBBE5388CBBFF3CEBBCC4BB47BC7CBC70BBC0BB14BCC03C14BC2FBD71BC92BC1DBC043CF9BB92BC1FBB81BB09BDEBBB25BC04BCD3BB733B3639DDBB353C983C8D3A07BC0D3D60BC083DEF3CF3BC95BB2D39803CD7BC3DBC9B3C8E3B7DBC2C3C033B86BC2CBCBB3C02BD093C04BD343C51BC943B15BB913CE6BBF73C8FBC6F3C6FBB1DBDD13BFA3BF23CB43B1F3BF33B2C3D163C5F3CEFBCA9BB023CAB3BC63B9CBC02BC483C923C933CB2BBD53CDFBC26BAD23BF33CEFBADA3B3BBB19BB36BC9D3984BCEA3BD23CC7BCD43C13BC1ABDBFBCE33C1ABD31BC8E3B91BCB33C003D593C813C633CBFBC71BC51BC03BB3BBC8B3CB93C273C913CF7BC843C9D3C7C3CE1BB6EBC0CBC463C7F3C84BB573B673BE4BCBDBC1F3B153C0F3BC0BC323DDC3C9CBD2D3D5B39DFBB783CFC3CE93C29BAEDBBB83BB73C353CD7BB9FBC813B7EBA28BCBCBC76BBE63CC7BB933B42BC9EBCEF3AB7BA35BC5B3CBC3C89BCB6BCA1BAE7BA9CBCAABAA4BC693C98BCD8BB9C3C783CB73C3E3CBF3C2B3C0F3DBEBC153D67BC133CC13B07BD893CD1BCDE3BF8BC6F3C673B9A3C21BC203C0D3D34BD6B3CE4BCCFBCFF3BC9B9A53B043D0B3C5ABCF0BC683CA9BC0FBBCFBB443C9C3C11BCA73C8EBCA23BD8BC20BCCBBC81BCF5BC763CDFBB79BC053DC1BC793C8F3A7ABDC4BC293D0DBD50BB0BBD78BBA73B13BDE9BC793C3ABCEDBB05BCA7BB74BB4CBBE0BCC63CD7BB263CB13CDC3B083D013C2CBC46BBC03C953BE03C3F3D3CB8B73CC13C9FBC883C413C013C62BC29BB2B3D033DB2BC01BD9FBBC83C67BCF0BCD5BC2E3C253C673D61BA043C053D1BBC78BC313C8ABB673CDFBC823CAFBBF3BC4EBCC23BA3BC90BCAF3C413B223C433C763C823C10BC92BA42BDA3BCB4BBEC3BA63C813B3B3C02BC2FBCB33C1CBD0EBC233D84BCA7BCF0BC8BBCA7BC57BD16BC36BC233C273C43BC033DE13C46BC18BDAFBCCE3BAA3CE8BB103D573C3BBBBEBBDA3BD43C39BC623C133DE4BCE7BC84BCD93B81BB0B3C5EBD1BBCDF3B3EBBB6BC53BC0C3B1B3D763C0DBDD53C2CBC9C3B9A3B0CBC3D3C0CBCD43C12BC4FBC653CA03C8BBC72BCB9BA973CFD3C9B3B9CBB4B3C203C023C0CBD3BBCE5BA2BBCA5BB943BF2BC86BC95BC04BC503C903CE3BA1CBCFEBB6ABC143DA7BCE9BB0A3D35BC1F3D42BC62BC943CADBB1D3C68BCA4BCBABC173C733D04BDEE3B4BBDA1BB2EBD9A3B97BCE33C1CBC763DD639103D63BD27BD33BB12BD0E3B563B17BDA2BC363C28BCEFBCE63C62BBE2397F3B57BC073D393CC03C433C593CAF3B8E3B873BD4BC403C05BDBDBC053C5EBCC4BC88BDCEBC003D09BD1ABCD4BC883B133DF43B883C97BC083CFA3C06BBB23A07BD9E3C013DA23CA8BBA3BACB3BFE3B523C46BC0BBB433CAA3C133C19BBA4BC69BB23BC75BB2E3C953C853C473BFA3BE7BBDFBBE3BC9C3C57BB2C3CBC3B0B3C733CEEBCC93C65BB983B57BC3DBD223B033DFEBB14BD333CC3BBF63CA8BC2F3C3FBD28BC08BBDABB86BC0CBC9AB7AF3BD9BC04BC153CB13C4C3C4EBC14BCE0BBC1BC943BEC3C0DBC9ABC26BC26BC423BC23CC2BA7E3710BB17BDED3B82BCE9BC06BD623B59BC20BD5DBCB13C21BC7D3C103CF839B03C2D3C503C753BF8BC183ADE3C31BCB23C3DBD0E3C233D22BCADBC99BBC33CB3BC17BC28BC79BC293C79BC46BB7F3C03BC26BC85BC22BD88BB96BBCCBB3E3CAABC003CEBB9C23C913C473C4B3D323C75BC24BC463B29BC623C053C793DA03C303C6D3CCA3A523B27BBD93B93BCB5BC1DBC8A3BBDBC0D3C113D8CBCE73B993BB9BC2EBC95BCE43C2ABC953C323A8FBCB83C32BC363DD5BC99BBA23CD2B955BCA9BC513CA8BC05BC093CD8BC573B263CFA3B69BC673B4C3CB1BC97BCD53C64BC4ABCCF3B04BDF03CDDBC0C3C8E3CEABB37BC05BD6BBC4CBA253CB5BCA43BB7BB8A3B463B36BB7D3CE73CFB3C9BBBA6BC41BCBF3CC8BB2F3B023DCE3B05BDE13C2BBCC3BC29BD17BC23BB1F3C723C20BCF9BBED3BB73C2D3C3B3CFABAD03B7A3C23BC283C743B72BC393C843C82BC11BC733C3CBD4F3C743DABBC86BB01BC633B27BC45BCAC3C173D363B263CEB3A443C5CBB98BCBE3BF2B8E4BC8739823CF7BCF93AC83B50BC4D3BC63C01BB36BB17BDCA3CEEBB113CB23B843C763CF0BCCDBC97BC90BC7D3C21BB133CD63B373C3DBC88B91F3B403C3F3C4F3DF5BA753C2A3C36BC2E3C0D3C45BC2FBB05BC33BC773B363B0FBB99BC39BC2DBC823CFC3A47BC3DBCF7BCC2BC233BB2BB37BC1DBC9DBBF0BBD73C793A0BBC11BC9F3C34BD1FBD7A3CFC3C9C3C143CC6BC0B3C883D9DBBD23C38BC063D9C3C383C86BC883B68BC09BDA43B193C09BD973CBABC71BC8E3C17BCA9BB503DEBBBBFBCD5BB0D3CC93C81BCA1BBF83B843CC03C913C293C2EBC4BBCC33BBABC94BCEEBC6ABC09BA66BCE4BC1EBC493B66BC63BBA2BB8ABC493DBEBCE63B06BD243A02BD543CC6380DBD863A71BCC73CA937B6BCCFBC05BD563BCB3C3BBC20BCB5BBAFBA14BDCABC9DBC8A386DBCDEBB043CEABCFDBB83BB60BB2F3CC13B76BC343C49BDAE3A74BCAF3BB33C6CBA6CBCE13A863B403C80BB093C183B81BCD7BC84BA283D66BD3FBCA73B73BC973C47BC5F3C4E3BDABA46BC12BCA53C563BF4BCB33B183D303C103C42BD58BB263DB9B9B1BC0F3CA73C413C93BC213C0F3C4BBC19BD813C7BBB95BC193DD53B81BADA3B02BC43BC30BD493CE73A86BCD7BA66BCBCBB45BD0E3C813D9BBC89BC5BBBADBC76BC15BDB2BBB9BB02BCE53C13BAC33AA8BCC8BC0B3D993C73BB1ABC94BC0D3C0B3CE93CF139D3BCCE3CC63B823CEEBBB13C8A3AF938D13C8A3C663CC2BC16BC8D3D00BC62BBA23CB53BB53CBC3CB53C443CF6BC19BB903C7DBC46BC8D3C5BBCE0BC24BDB73C46BCDABC713C95BC1EBCA7BC63BC75BC4E3A89BC333CB4BBE43C803CD63C80BC4FBC98BBEDBB333C9BBC83BB153B2CBDFEBC8EBCA9BCF5BB933C4A3C153C08BCA83BC0BC283D4EBDE73BC03C813C8E39143DF23C223D233D6B3BAC3C8ABB023C02BC8E3C823CFE3C08BCA63C5BBCE23BBCBC49BCF03B763C27BC273D223CBEBB863CEEBCF93B7FBCB9BBCE3C8CBC13BC0B3D9FBCBD3B1F3B873B05BD71BCA73B99BA1FBC603C6EBCF6BCBB3CD13C6A3CF2BC783D99BBDBBC8E3CF43CA0BBF53CAC3C393C983C983C00BD2C3BAABBB93CFFBC10B808BC4E3C7ABB7BBCA83ADDBBC23C3EBCDABB51BC8E3C3D3C07BC543C09BBB53B383C97BC13BAA43C843A90BC953BA83AA8BBA1BCD53B20BB17BA9BBB2C3C2ABD9ABC15BCEF3B283C0C3DB7BC9B3C76BB89BCC2BCA8BCE0BC683B2ABDB83C6ABCF13B25BDEBBCFA3B843C28BDF53B9E3C293AC43B023C4C3A2B3D1F3C893D1D3C5CBDC33C8EBBE9BC8BBCAF3C63BB0E3D64BBD83BF73B913C29BC7ABC1BBD1CBD183BFEBC16BCAC3B8F3C51BC303DB73CCD3CE6BC73BC873C3C3B883BBE3CDE3C41BC62BC9EBC46BBD93BF5BB08BB653A06BD5DBB9CBA5B3C94BC82BBA03CFD3B72BB70BC963BB6BC173C153AC43B57BD453B72BCD3B7FCBC29BCD0BCB93C663C97B9ED3BD1BC86BCAE3CD4BBCD378BBC0DBCB93BA7BCB9BC5C3C33BD57BC5ABCA9BCD73CB63BB13AB6BCA23B48BC153C0D3C7F3C09BD673B1D3CFB3A943B5BBCCC3CD2BCCEBC203D6ABBEA3B203DC0BC823B013DABBB20BA1F3CA83C59BCFF3B9E3C123DBB3B30BC7DBC56BBF739653C11BC9FBCB63C2DBC913CBC3B15BCBFBC23BD42BBD2BC3BBAC0BBDDBB40BD2A3D36BC423B1DBC0B3D03BD1E3C973C983B7D3CB4BC563C7C3C84BCA53B073AFBBCD9BCC8BCD8BC4ABB4A3C073D31BC76BA03BC87BC9ABC33BCAFBCE93BD3BBFCBC2C3C9A3C213C163B96BC52BC66BB243D96BC40BCEA3C8F3B383CAD3C5F3BD4BC983D073C9ABCE23C443B46BC923CAABCC13C84BCE33CE4BC85BB07BD973CB7BC4EBC7E3BC4BB6E3CC23C94BBF0BCBBBC103CE73CEBBC1DBC9FBBC9BCB9BCFE3BF9BBB83CC33BCABBD23CBB3B763BB03CA43C833C49BB9DBB25BC5DBD23BA20BC60BC56BCB6B801BD5B3C3A3B50BBBDBBFC3B7BBCACBB32BCB2BC033C2F3CA93CC1BC68BC033BC93C1BBA713C703C0EBC8BBCC1BA503BDF3A543CC83B943DE33BDEBCED3B2EBC0F3BE83B953B2BBAD7BC19BDD83CDABB813CAABC9C3C0C3C7ABC673C7CBCC63C2BBDAB3BEF3CDA3B1B3BB5BCF43C253CE6BBDCBBBABB76BCB5BBFB3C02BC023B473C0DBD21BD9D3C553C8E3C01BDAABC913B2E3C14BC4F3B003CCBBC593CC8BCC6BCD43CBBBA7ABC9F3CA33C053D51BBBA3B9C3C83BA2CBDC0BC1DBD7DBB2B3C9ABB113C083C853C1B3D253C943BD23B9BBCAD3C03BD96BC45BBDCBB2A3AB6379EBCE03C1FBDEBBCD7BC563C3DBC00BC10BD933CA53C10BD143B78BC553C4BBCCFBC733B183D463D973C32BC273C283AC0BB343CEFBC75BB3BBC373C693BC0BC083C683CEEBC36BCAF3CC53CF2BCDBBC68BCC4BAE83B8EBC453D58BC27BC25BCD4BC723BADBC61BC403A633C04BCA53CA7BCFFBB8EBCF0BC043DFDB7A1BCB0BC30BC78BC3E3C83BC96BC28BC763AA63CDA3C70BC69BDDF3B1CBCBDBBB1BB03BCD43CE03C9C3C9ABCEABC28BB3FBC043CD6BC8ABA7D3C023CBDBC1039CABA19BC92BC28BCA73C313C40BC37BC553C7FBC8DBC933CECBB883C1BBCF7BA743B3BBCC3BCC4BBDA3BBBBBE33B273D9CBBF53BD4BB493C3FBB1DBD6EBCB5BCF03B943C93BB213CF33C18BBD33AE9BBCFBC473AD13B843C723CA03C8D3B943CB8BB973C633C943C2E3BC03CA6BC913C8DBCDC3C05BDFFBB483C47BC06BBB0BC473B023CB93CCABC28BDFBBBE73C1F3C5CBC813CABBC0F3C8B3C02BD3C3B463CA73C9BBC993C123D43BC613CF23CD0BC203C99BCA93C0A3D6CBC7ABC21BB8D3C523DA03CEFBB403C84BCD33C003D83BB0E3D663C39BCB3BB383B66BC4FBC0ABC44BCC5BC28BCA23BCEBC27BA2F3CCF3AA93C403CA03CBA3CB03C863D16BA9C3CCC3B183B0E3DC13C2ABCF6BCFBBAA6BC8FBA87BC57BCAB3C433C3E3CB0BB273DB73AABBC0FBCFB3C0C3C8EBCEF3C5EBA7F3C533BA5BB7DBB8EBCF33AA73C11BD8E3D9ABC76BC46BCE13B3A3C27BD82BBE83C553C1BBCECBB583B03BB933C63BC123D8BBC1BBDA1BC473A663CBD3CF83947BC98BC303B13BD683C9C3B7DBB5ABC40BC583CC43C033CACBBABBBFDBC193CBBBCC23CC63C193AEF3CD23B97BCCFBB8CBCEF3C093ABFBC753BD0BCA8BB8ABB9F3C393C313B0ABD243A16BD0A3C9A3827BD60BC213CDCBC5CBCC8BCA13B833CCF3B07BC13BDB2BCCDBB73BC473B393DE63C053CE9BAC13BA5BB01BD153DBE39D03C86BC8CBB2DBCB03C5CBAB1BB89BC81BD11BC7BBBEF3BF73BF53CC4BBC83C2DBC3CBDC6BB943B243D4C3C96BB073CAF3CC03CDAB98B3CE3BCF93C123CEBBB233C5FBB92BB6D3C0FBCEF3B42BC2C3C93BC0BBD24BC2C3C623B11BD5CBC813C30BDD9BCB9BA083C803CF2BCB5BCC9BB9EBCFDBA41BCBD3C10BBEA3B493C783C99BC38BC8B3C7F3C933C07BD10BC053C993CC13C373C57BB05BDF33B123C0BBD1CBD3DBC043C92BC9FBCFE3B6EBC6DBC1D3D04BD96BC50BC81BB803CB4BCE6B9E23B64BCBF3CA7BCD63C7DBCE9BCAD3CE5BA30BD0CBC39BC86BCE33C82BCF33CDBBB00BC4EBD2CBC3A3CEFB9B4BB9EBCBBBCCE3C433C353C29BCCBBC923C4E3CEBBC81BCB93C3E3DD93C2C3C2FBCEEBB9A3C1CBC493C3DBC433C763C0EBC49BD9E3858BBE2BB24BB33BC103D233C223D98BC473C633C01BB2BBCC9BB4EBA503B4BBC42BB6E39533C15BB1BBCE3BB3FBD8CBCF73C05BC3BBC143C02BC0F3C40BD09BDACBB96BC003D8B3CC43B84BC0CBC933C85BC2FBC563AAE3B5BBB46BCAE3CE93BED3C8EBCC53C603C293C50B8DEBB093D883C003DA1BC8ABC9BBBB8BC93BC82BB8E3CC83B86BB5B3C68BC97BC613C163D50BC3DBC4A3DDEBAC93ADCBA943CA73A373C06BC85BBF93A0DBDA73C3EBC793BAB3BC43CB33A5D3A12BDF03B2CBC33BBC33C17BC23BB81BB1ABDA83B923CE73C86BB6BBBB33C21BBA03A3C3A823CB43B523C02BDDEBB603C81BBB4BC053CAA3CA43A4FBBB6BC07BD30BCD6BBF8BB3D3CC4BC473B8C3BBE3C04BCC5BC1E3D0C3DC83CAEBC90BB2E3C6D3CC63CD8BC423D163B3CBCCF3CC5BC83BCA23CA13C5D3C12BD46BC09BD1A3C223D0C3D4CBD06BBE0BC1D3C1FBCDB3C313C8EBCD8BC703C583BDF3C1DBD4CBBFDBB69BC6CBB4C3CB5BB943B123D3ABC1EBD973C143A003A2DBC2CBCED3C0E3C293A953CD43C1BBBD4BCD03C82BC34BCABBC06BD49BC83BCFBBC063C9FBB0B3CA9BCECBC753CBDBC4B3C8FBB64BC9C3C2F3C87BB513C8E3B243DE3BC083D04BDA4B914BC6F3C6DBCB2BBE6BB373D503B2C3CD0BCBCBCAABC093C1CBC823CE4BC3C3C363B913C51BC81BC623C1D3B513C07BC263C5FBC51BB903BE8BBDCBC7D3C09BD1ABDB43CF13C9B3CFC3CE23A543B263A77BB0E3CAD3CBDBCD53C3DBC8FBB683C32BC70BC173DCB3CD1BBD93B9D3C4A3C3A3C363CA2BCD03C5A3BB0BBD1BC42BBD73BF53C08BC1D3D9F3CCC3C403CB8BAF33B693C743C10BCAEBCFEBC36BC5ABA213C6DB94FBC01BC873B2EBD603C9C3B1A3D2D3D703C33BB98BC4EBBD23BAF3B45BC6DBC17BC1ABCB2BCF5BBD8BB26BDA9BC1E3C653BCA3CA5BC7CBBEABBE93C44BC74BC50BB7A3D8CBC953C91BC973BD53CC93C87BCA1B8D73C11BC84BC163C5DBC17BC903C963C2C3C3CBBC83C2FBCA7BBA63C89BC69BB013D693D7BBC3D3C32BD0CBD9B3C993CC13C2CBCCD3CF3BCD93C7EBC513D4DBCE33B8B3B0CBC903CFDBBA7BB8B3B5238063D973C1EBBF93B51BCA53C6E3C6A3CD1BCBF3C053DD33B073D103DC43CD73B25BCD33951BD54BBA0BCDFBC8DBC33BDBC3CB43C22BC883CAFBB023D97BC9A3B10BC103DA13BA03B30BC0A3B5BBDA93B99BBD13BA6B9A03C40BDBA3CE43C5F3A5F3C21BCAC3C25BC433C53BA07BC03BD3C3B6E3C2C3CB1BABABC013DF7BAC73C38BCD9BB823C94BB0D3B423D20BD443CB1BB083C82BA9F3B1ABD2C3C023CB4B9843C6ABCEA3C23BBCCBC90BCE23B9B3C5D3C91BCC5BBE5BB8F3CB03C2EBCECBB90BC1D3C56BC513B213C93BB0FBCE23B03BD80BC9C3B023D53BBEC3C08BD35BCFC3CA43C82BC15B98CBB093DADBC613C9F3BAFBC41BCC23B2AB93ABB24BD8CBC903C99BB5BBBEBBB07BD7E3C58BC5E3C4D3C13BC723CBFBC733CE43CA4BC58B92D3D20B9583DF0BC863C063C82BBCD3C3FBBEF3BC8BC403B3ABC70BCA6BC60BC0B3B1D3C3D3B14BD6A3B38BC03BD513B4FBC27BCA93CEFBC513C9BBC103C9D3CFD3CD0BCB43B6FBC82BC51BCDC392ABD98BCA8BC63BC18BD3739933C1BBD843C8CB96A3AD23B26BC23BC0F3C8EB83C3C4EBB033B0E3D3CBB4F3C78BCAD3C8DBC7FBD853C4338463CE83A803C96BC0EBDB03A1E3CE13CE33B8C3B3E3C2DBCDCBCBA3CE33C6A3CE1BC59BDA03C10BC91BC38BC8A3C84BC4F3AFDBB6B3C083C45BC5FBBFB3C8EBCCB3CCCBCCDBC543A2EBB3BBBD93C283D05BDE53B9BBCF5BC0CBC023C52BC61BC50BA0EBD53BCCA3C06BD7C3CD2BB13BDD4BA313DB6BC1B3CDD3C15BC53BCC03C59BCAFBB6DBBAFBB25BC283C203B1B3B83BA563B0D3CB0BC3FBB553C1F3D203996BC173DA8BC7039953CFFBC9A3C55BC5CBC27BCBB3B65BC5F3BE7BC8A3CC6BB963C0BBC17BCA4BABF3C6C3C803C95BC4B3CFD3B7D3C1E3DB93B033C153BD13C213CF03C86BCA5BC73BC12BCC9BC76BC333CDFBB503CE8BCAA3C6A3C7F3DC5BCD83C1C3CE0BB6EBC22BC41BD173C09BDBABC94BBB43C323C37BD08BDB7BC543C77BCB43C173D14BBE23CD8BC8E3C33BDB73C4FBC363C423D6FBC8B3C31BCF5BC29BC8D3C2D3C653C663DF23CA43CC33C183CE6BC8FBB3F3DF8BC70BC083CC13CA3BBC2BC40BDEDBB40BCDE3CC6BAD03B0DBC0EBC1B3C85BB62BC2CBDCE3BE03BB0BCD3BCC2BCF5BB0C3CC03CB03CE7BC633D21BD573CFDBC40BC06BA97BAFBBCF53CFEBC62BB5D3BECBB5FBB38BD3ABC0A3B1FBC82BC87BAE6BCAC3A4F3CE6BCD73C513CE03C043C713CE23B813C9C3CDEBB94BCB2BC9CBC963CA0BC02BD94BC87BCABBC6ABC81BC8ABC853C20BC953CAFBBECBCD9BA48BCACBBA23B43BC5EBC0DBD303CD6BC08BC2ABCD8BC2CBD9ABB58BD68BBC73BD9BBE53877BBA13C2E3C2A3C433CC63CC5B9263C003A45BCDABCE23C8DBC823B193C90BA603C0FBC95BB05BC5B3B39BB513CADBC8C3B703C7C3C94BBF93B3DBC883C91BCB3BBD5BC1EBC32BBEABB533B4ABC6F3BA83A9C3BF83C2F3CBD3C85BAE83C2E3BAE3C80BC80BC5CBC803C6ABC1B3C10BC71BB683C713BAE3BCBBBA73BEC3B3FBD1DBC3C3C0F3CB8BC0E3DC53C943C1FBC253D9EBC47BC273C2E3CF7BB24BA12BD98BC063D07BD533C583C20BD743C19BC52BCB83CBB3BC8BCE23B093C4CBC383DD7BC59BC7FBBF6BCBE3C203C393D02BC18BC1E3A01BD36BC96BCAA3C11BDAE3CBABCB3BBA2BB0DBC153A88BCFDBCE5BB7E3CD03BB23A61BC3B3C83BB0BBCA23C503B6A3D733C02BCB33CF73BC53C2C3CEEBC14BCD7BC483C273C883C933C11BC893BA83927BB263D243CA7BA703B5B3C0BBC0D3CB9BC21BC913CEABBCDBB37BCA83BA53C99BBA83B7BBCF13C8E3CD3B8D9BCA4BB3FBD02BCB83C1A3D2BBD213D0C3CADBC0D3D64BC273C22BB203CB0BBE9BC8B3B8B3CA939543C00BD053A77BC103CF93C5D3C87BB0C3CDEBACCBCA6BC1A3987BC653C92BBD5BB973BF8BCEDBC123D1B3C46BC64BB1CBC05391A3AEDBCC7BCE9BC723C913C063C4ABD663B87BD463C85B973BB6ABC143DB2BB6E3CAA3B8ABC843CBE3CCCBC87BC57BCA0BC3E3C22BBB3BC6EBC64BCE7BC93BC3F3B9E3CED3C30BDEBBC47BB24BC5E3C77BBBD3CE8BC643B0EBC713C27BC043DA53CE43CEF37DB3CA23C48BCFC3C573CBA3C7A3CFC3C493B0C3C5CBC0B3C03BDFBBC7DBC37BD73BCC83C1CBDD13B333CC23B2A3C293C60BCF03A313C843CD83CB63A9BBC45BCE93B29BC903C51BC123C093CBBBCCF3B283C1ABDAE3C57BB9D3CFBBCC93BB23C973C373CA4BCE43C9A3CE83B583BBB3C3CBB67BB703CBBBCF5BB553CB93A11BA373D86BB3B3ADE3CBFBC93BC4BBC893C723CF73BD43A90BC04BB203C11BCDDBC073C6ABCBCBC21BC8C3C55BC97BC1DBD423C6DBBBB3C06BD533C623B51BC2F3DD23BF83B9ABC8BBC6D3ACCBC083CD03B633CC73CAA3AD0BC1F39383CA33C1BBDA83BCDBCF2BB1B3C4D3CEEBBC6BC4339EE3C56BB163B133D4CBC25BB99BB00BC8B3B573DF1BCA13C863C29BCFCBC1E3C5F3A0F3DA73A6E3C993B43BBCCBC82BCB7BCABBA013D1F3C22BD2BBC40BC02BCA1BC03BDEB3B01BDCDBC553C003D8C3C8BBC4A3C83BC203CC13C063D4D3AA13CFC3B8A3CBBBC7ABC3F3BE03C023917BC0ABDDDBC0CBDAF3B893C02BBC2BC9A3C82BC2BBC24BD93BC4D3DCC3C663C7E3B0E3C16BCA63CC4BCE13C133C8ABCB33BD03C2C3B153CD53BBF3CEF3BD6BB9E3C9ABCEC3C713C64BA123C60BC433CDEBA81BC7D3C64BC043DE0BCB9BCA13CA53C6639673DB23B7ABBE0BBCABB9CBCAD3CE03C993C3FBCBC3C2CBB2E3C95BCB93B94BC0FBD92BC86BC183D033B613D5CBC1EBC89BB153C8AB9C8BC0D3D983CEABAC4BBA0BB863C1C3CAABB18BDDEBA52BB09BD6DBC923B4A3A673A68BD9DBCA53C00BC07BBF1BA263CF8BCA23CB93C553B89BC1CBC143D0E3CDABCBCBAB6BC013CB23B2D3C843CE23BCB3C85BCE83BC1BC1CBDA53CE3BA713C60BC9D3A12BC2FBC1FBD353C8F3CA2BCF03B62BC82BCE23B32BCED3C30BC4ABCA03C0EBDE7BB7CBC0038CBBB383D4ABAD63C57BC48BB96BCFEBAC5BB40BC4F3C03BD48BC94B848BD6B3CD23CA33A24BD8ABB2B3DD3BCB8BC283DE5BC02BC9A3C83BCAB3BFF3A8039C33C953CB13CFFBC333C8DBC233CCB3BDD3B513CA63CB4BCB93CA13A46BC313C83BC0F3CD0BB38BD68BC3B3D35BDACB9C2BB6DBC9FBB0DBDC0BB24BBA8BCEABC653CC63C2FBDD9BB6B3B233CD43C1BBCCE3B553C3F3CADBCFFBC51BCEF3B1B3BCEBCBBBC983A9A3AB9BC91BCEBBCCF3CAC3BB0BB1C3CC1BCD53A31BC5C3C99BC4D3BD3BC5CBD81BC943CFA3A0FBB69BC553C4D39C23CCF3BB13C78BC7BBC053BFA3C18BD0E3CE0BC04BC75BC23BC973C253DF93C103CD03C98BBD53CD53B92BC273DC93C0D3CAD3C543B5F3C0D3C7D3B483C2CBC74BA1E3CA7BCCABC3C3C6B3C29BCEC3CEC3B65BCB83B093DD0BCC73B52BC153C093DA93C6D3BF83BDB3A403CBFBC70BCABBCFAB9BE3B6FBC68BCF13B813CE7BCB3BB03BC8EBAFB3CA53C6F398BBBFF3B4F3BB43C703CAC3B253DBA3C9CBC7B3C97BCB3B9ED3BCB3C6CBBA1BCA8BC8ABBAEBB25BC1F3CD33B9E3B70BA9C3B863CB93CD4BC003D54BD15BC03BDFC3C48BB93BC2FBBBF3AF5BCD1BCD2BB08BDFCBCCB3C183A633B4EBBA3BC3DBDCEBCA1BC8ABC0C3C063C923C743B1BBCD8BB10BC873C8CBB67BC0A3CE63CB7BC4B3C573C06BCAE3CBD3C44BD96BC12BCD53C4FBC57BBA13B9CBCE93AA63B6C3CD63BB03CFABAFC3C1F3B94BB2ABC10BC3ABCCC3BB33BC0BB6EBC8ABB323CF23C0BBCF9BBD83B5D3C78BA7F3B783BEEBCC2BCA5BCF03B233D77BBA1BB093BA8BBA53B9F3CEB3C253C83BC8CBCD03C963CFCBC413C0C3C0CBAED3CEEB9E9BCD2BBC4BC253B",
      torch_tensor_1_32_torch.bfloat16: "0x02000000883C92BCB2BC10BBE83CAA3C123B03BDA0BCA3BC63BB233CBCBB013CFD3C59BCEABCE3BC85BA893C7CBBFEBC013CD73C85BCB43CE0BBCBBCF4BBC5BC04BA97BB",
      torch_tensor_32_torch.bfloat16_3: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_2: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_1: "0x0200000069BCA03C7DBCDD3C4ABB003C8FBC0E3CC8BC15BD39BC703B52BC34BB1CBC2E3B963CA93C603CB9BB043D91BA883C37BD0A3C5EBD213B043CC6BC2A3D8B3CE1BC54BD563CB6BBF1BC2BBD0D3CF93AFFBC35BD3E3C803B9CBC60BC17BC75BC2EBC1DBD9B3B613CB1BC1CBC773B3CBB803B16BC52B8BA3C053C083CA63C95BC0A3AE4BC09BCEF39233C4A3C28BD953CA23C5D3D17BAB23CADBB3C3AD03B13BCCE3CAA3C983C413DB23C11BCEF3AC63C25BD273B9E3C033D243C16BB38BC343CAF3C82BCDDBCD73CA03C45BC83BA45B9AABBBEBC1FBC91BC2ABB6DBC563CB5BBBBBCA4BC053CC4BB9E3CF53B1BBD843B833CB83B0CBB68BB213D0CBC05BDEE3B9FB91CBDA53BDDBB063DC2BCABBC5EBC5B3DB93CB5BCB13C4F3C00BC31BBD8BC8A3C4C3BB73CE03C743A013B473C273C1F3D1DBC1CBC13BCBEBB233C143B403C7B3CEABC6C3C153D9E3C03BCAEBC713BB5BC04BD9C3AA63B9BBB30BC773C97BCE73BC23CD03B023B06BCA0BC1FBC99BCFABC88BC16BC5F3CEB3C833C983C223C093CE53C4A3C28BD2A3D3BBD17BD5B3C0D3CD6BC8F39D5BCEFBAC3BC23BCEC3C8E3BAA3B2F3C1B3CB03CE73B053C803C0ABCD1BCE93C2BBC5DBCC3BC363CB5BCD1B9643BD33C2D3B83BCACBB893CAABC9D3CDE3A0B3D50BDE3BCF43B1A3CEB3B39BD32BD9F3C7D3AEB3C27BD0E3CDBBCD23CAA3C4D3C5E3C163B573B26BCD93BC1BC0CBC60BDDEBA403CEEBBA3BC62BC02BD593B093C9ABCEEBA2D3D18BB8B3CC3BBC13CAF3CADBB31BC9E3A0EBCCCBA393CE13C093DA0BC19BC06BDEFBBA1BA47BCACBC2C3C85BCE23C18BD2CBD2C3CB33CE2BC833B463D3E3CFEBC75BC6DBCAF3BFEBCACBCA6BC773A23BC69BB183C8BBCD33CD93CEA3A983AA6BC903C3A3CB73A01BCFE3B4C3D1EB8313D043CCBBB1A3CA73C8EBA81BC1BBC1BBCC6BC02BC53BBB33CCF3C9BBC5DBC09BC603BA53C333CE7BCFDBBC1BCAA3C67BC04BDD33C0D3D23BCD83B573DFDBC883C223BC9BC743CD1B9513C4DBB62BC763C2FBC753CB53C333C913C673C3F3BD5BCB83C3E3C963C513A5CBC843B3E3C9D3C643BAD3B843C15BBA0BC8ABC34BC12BBDF3BFDBCCDBA4DBCAFBCF93C7CBB05BD6FBCD2BC9FBCEC3C9B3C333CE7BBB6BC073D703AD3BC82BB1DBD89BB723CFDBB79BC263B9B3C7C3C23BDCEBC9ABB15BBB0BCB63C1F3C9E3B28BC2CBC95BB25BD1EBD93BB4C3D7CBAAABCE8BAF73B1ABC183CF2BB863CDC3CC2BC173C7DBCD739713C4E3C1B3DF13C993CEF3CC8BCA8BB4F3A423C4A3CFF3A313D6E3B66BC04BCCFBCF5BCAC3CE93C023D84BC903883BC5FBCEEBB153DC6BB48BD4EBB5E3A23BC163C243DA03C343D45BB8FBC923C383C8A3C62BB4ABC4BBCA2BBF53BB6BCFBBB17BCF63BCABC403CD5BC1C3D5F3C28BB85BB8F3B79BCD0BC133C4BBC1F3C383CFEBCDF3CA53A5D3C343B4C3BA43B00BCD53C48BC75BC6F3C1EBDAF3B263C7A3B4A3A9E3CC3BB913CBABC2B3829BCCF3CB9B9AC3C23BDF3BCF13B5D3D913C903C4EBC90BB873C5C3CBA3CE6BBA63C1ABC15BB15BC8B3826BB82BD81BC39BAF1BB323DCC3CC1BA103CE4BC54BC6D3C0ABB6BBC463CB23B37BCCDBCB73B293DA53C1EBDEFBBE83C2939433CB8BC413C86BC623C443C3EBD7D3CB13B2ABC3A3CCD3C2B3C743C5CBCD3BC923C39BAFBBBD23A03BD8A3C50BC9EBCF0BB7CBB8BBBB73C1D3C20BCEDBC46BC543C0CBD9ABA8C3C9C3C0CBCA53C9A3A27BDC1BA693C93BCBCBCF73CCC3B61BCC9BB5A3CD7BB28BCEA3CB03C3A3CEABB14BC84BC393BEE3ACC3B233B943CEDBC513C843CCE3CA4BA313C8B3C4DBC933CFC3CCFBCBFBCAC3CA5BB12BD79BC7F3C183C813CFABC2FBC913C7FBBAA3C1438F93BAABC1BBCC73B173D143D41BC703CB1BC063D1E3CF6BBD8BC0F3C17BDF0BC4CBCCF3C1FBC863C6C3CA5BBF93C4D3D3DBC3A3B923CA9BA33BC57BBCABCA93C98BC56BC0BBCA83B0DBD05BD2A3CD13B173D8ABC693CFA3CDC3BFBB99E3CC7BCACBA973C46BC5CBBC3BC93BC283CA63BE03A273DF0BBFA3BA7BBCE3B91BB763C883C2EBDCF3C01BB923B8E3B233C83BC113C33BBB93C1B3C95BC6ABC543CFB3AF83B923B0CBC15BB9ABB52BC9BBB433D2CBC503C9EBB81BAABBC8239B93CF0BC3FBCBDBCA1BC3FBC31BD2FBD14BCD4BCC53AF7BC4B3D303DE2BC453C2ABD89BC4E3C6A3B6CBD383CC73C4BBC473DDBB99ABCB83C9D3B6E3CBCBCB13CB5BC8ABC663B9DBC0DBCAE3C853C95BCEC3B643C283C473C82BC85BC2BBD28BB9F3C47BCA43C7F3C023CB5BC893CD53CED3CBABC263DC53CD5BC79BC0ABD1EBC79BA04BC33BA71BB453D693B1E3D05BC2F3D733C153CFB3C88BB993CC5BAA83BC6BB543C1E3C9C3C2DBD8D3CBCBC13BCA13838BC04BDB03B16BDD2BC17BDB2BAF93CD03C8DBC47BBE8BC69BD273D8B3CA2BC0CBBD13CFFBB993CDA3A553C50BCC1BCC3BBF63BA83C343B27BB5F3BBA3B3A3C30BC1DBDF8BC0A3D17BD67BCB03CEC3C1B3C253C18BCFB3A523CB73BCC3C05BD60BB0F3C5B3C62BCF03C973C8DBB9B3BCA3B6D3C073DB73C2BBC81BC4EBB233C4EBCB7BA913C383C653C6D3CF3BCA4BC8D3B783D993CBC3C323A80BB71BC1ABCF13CCCBC79BCEA3CC33C4C3BB23C683BE83CB53C70BCB9BC463A273A1A3D563CEEBC873C99BCD13CE0BC1F3CE73CC7BC60BD873C103D56BCB83C383C713C943C64BC533CDDBC02BBF0BBAE3C4B3DFBBAF03C5D3CEBBC01BDB53B2D3CAEBB15BD40BAEBBBA2BC443D003CCA3C96BCEBBA90BABEBCAEBA9DBC07BD653C533B2B3CAA3A2DBCBB3C033DE93CF43B50BB3F3CBABCBBBC42BC8D3CD63CBF3C8BBC20BC7A399A3B8ABBF9BB0DBDB43BD23CA4BCB6BCDE3BD5BC2EBA63BC0F3C93BB513C",
      torch_tensor_4_torch.bfloat16_1: "0x0200000091BC03BD113D8BBC",
      torch_tensor_16_torch.bfloat16_1: "0x020000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_32_torch.bfloat16_1: "0x02000000E03A513C413C8D3C213C4CBCE5BA3ABC10BCE83BA43CD4BBC9BB31BCDB3B40BDB7BB7ABA27BC013DA43C99BBDD3C663CEABC8E3CD33CEABC1DBDDFBB62BC903C3F3D6C3B55BCA0BC173D103DC13C2C3D573CB5BAF93CE3BC793CC13BF9BC103CD13C1F3D08BB5ABBCD3C20BDDBBAAFBC6A3C3F3C1E3D603C03B9DABA833B96BA76BC4EBC533C35BCBD3C793A103A21BBE93C4F3DB13C24BD1BBC18BDD7BB2D3D5BBBC0BC53BC093D5B3B183B0FBC31BC1B3C9CBB583C29BCE8BCB43CCEBBFD3C983C34BAB43BBC3C1CBDE03CEBBC173C01BC15BDB23C0E3CBC3C103C7FBC38BC013CC43B01BC4C3C813C3D3B013DA73C0FBC7639133D02BBA4BC983C593C1BBDCEBBA33CC93BFB3C07BDF1BB993C6B3D9ABC063D68BC1F3DC43A933C253B17BD09BD84BC92BC22BC7BBC043D133DFF3BDF3C01BD1D3C67BC1BBC953CE7BC313D1C3C58BC6B3C1BBD8BBC0EBDCD3BFFBBA23C483B2FBC8CBC15BDF6BC7E3B323D953CACBCBD3C20BC143DAABC94BB00BC253B20BC8C3B03BC2BBC63BCFBBCE1BC123C963CB7BBA53CE6BC253D22BC62BC983C80BCC73C0EBD883CBF3C293CE138D43C20BB013C083D343C8D3B473B15BC8ABC513BE1BA073C953CA5BC253C0BBD43BC04BCFCBA03BD32BBA63C36BC4D3D0FBCCDBAD83C403C5EBC05BCCF3C1CBD29BC46BC143B673D1DBDA4BBF13B14BCBF3BE2BC84BB00BDFDBB13BD8B3CEEBC433B083C2B3CB8BC77BBE03B4BBD48BDBFBCB13CC5BAE93C1C3B54BC863C613C25BC853C0DBD2EBC7C3C84BCD43CBABCD1BC533DA63C96BB9D3C63BC1A3C4B3C9EBCD13B113C8A3CB93C18BC233C7DBA8BBB093D23BC7CBBF3BC06BD513DAB3C9F3C8D3BAA3CA93CAE3C95BCE03B4BBBD4BB0D3D02BCCD3B973CC93C9DBC5DBCB2BC9CBC5D3B9939963CD33C783C58BD543C8D3CBC3C22BC02BB21BC953B733C9D3C9EBCE8399CBDD3BC343CD53C963CB1BBEC3AD0BB773C0F3D2D3BD43C54BBDCBCFFBC0CBDCCBB93BBD1BC90BBA33C34BD3F3DA9BCB6BA413C25BC60BB383CF9BC21BDE13A85BC36BCAFBC45BC46BB27BD5FBD0BBC34BCA6BC1D3C553CC9BC1DBDBF3C3EBBEF3C5FBAE2BCF63CCF3A923C99BB19BC86BB1B3C273C3C3D413CDB3C033D033D62BC2E3D533AA6BB8EBBBFBBEFBC153D2D3C84BC36BCB1B9D13C0BBD8EBC66BCA73C173B4EBB473DBDBC69BC2BBD0D3DC43C82BCA43AD93B7D3C623C9BBB1A3C4EBC873B423C543B803C823C1F3C7539793CF03B00BDF13A4ABBD8BCF4BB8ABC593CFFBBE13B893C01BD3D3DDF3C68BC313B683C1F3CA53C343DBFBAC5BC11BC333D04BD183B30BC77BC2BBDA8BCDEBC133C703CBEBCD3BC75BC7BBCF0BC953C6CBC2ABC363C05BC16BDDFBBBC3C07BC4F3A84BBABBC9CBB16BAD83C8038023DB23CA2BCE739053C3B3C2F3D233C23BC92BCE23BF2BCC1BCC9BB",
      torch_tensor_16_torch.bfloat16: "0x020000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_32_torch.bfloat16: "0x02000000E5BB033C9D3C95BC1B3C03BD18BD6BBC17BC043DD4BBB2BCE43A043B59BBD9BC20BCC33B383C11BCBABC0ABD423B243DCC3C2BBD993C9A3C2CBB533CD43B503C423BDE3C083D953C0ABD85BC563B19BB013C3CBD84B80A3A63BC62BCB73C553CBDBBD53C62BD95BCA3BCE33C843BA73B0FBC3EBCA93BC53CCABB563940BC663C7E3C093CD93CC3BA703C1ABCCD3CCBBB153CC73A3BBC85BCA43C173CB9BC12BC58BC8BBCB33CE03C91BCCBBB9B3CBA3B44BD4E3CBA3AF6BC6C3C9E3BB8BB24BD183AF0BCC0BCD23B3CBCAA3B03BD9CBBEF3CB0BB9B3BC53C19BCF3BC14BC0B3D30BD453C453CBABC98BCF9BC4C3B31BCC5380C3CE8BCE1BBC13C8C3B87BBD33C333C8EBC823C8FBCA63CF83BF43BB6BC1ABCC53B39BCD7BC363B013DB7BB533C113D09BA16B924BDA1BCBD3BE63C33BA2B3D56BB6E3C1F3C403DF33A153C1EBB13BD9939293D1E3C54BBC7BB4CBD8CBC6BBBA83C623C79BB9CBC813B13BCAABC463C14BD0BBCC13C0BBDDA3BCA3C9338233C413DCB3CD5BB67BC223CD03C873CAB39A7BCA6BCA9BB9BBCD8B99ABCAFBB02BB253C4EBC97BA9CBCA4BC153CC63B73BCC73BB7BC57BACF3C3FBD6FBB313C8C3CC0BB833C8ABC073DF23CE3BC6BBC9D3C46BCF4BB2B3CDABA5EBC9EBB103D46BCB83C8E3C423C60BD1A3C8C3C9F3C83BCED3BFFBBB3B90FBC76BC9F3A413D1A3CEABCF83A063DA93B5DBD3EBC87BCA4BBDEBCC3BC833CC7BB043D9C3CCCBCC1BC683CEF3C96BB8CBC423B6E3B683C483CAFBCBC3A93B914BC133D35BD8D3BB3BB17BD25BD193D30BDA23C25BBC33C4B3CFD3B923CEA3C983BD73A303C3CBCB33CC53C4CBC803D3D3B04BBB63C8A3B9D3BAB3C2EBD533CEDBBDE3BF3BB803B4BBCA4BC95BC5CBB043CFCBC333CF93CC3BC4E3CE0BC073D2DBBFDBBFC3C83BB883C03BD913C90BCBFBCF53CCABC353C48BC19BD213CDFBBCB3C6CBA2A3D8DBA113DA13C103D2ABD423B01BCDA3BCE3C5EBC53BC053DA03BFF3B973C22BC96BC13BD883CAEBC2EBD88BC76BC0ABB143B7F3C23BDAD3C173CE53C363C20BD50BC553C08BD043D81BBCCBB7C3CBC3CB03BADBB96BBCC3B163D77BCFB3C613BB6BC933A15BC533D89BC163CB6BAA13C653C223DD63A613CB8BCBA3C23BB37BC2CBC5A3BB43BC4BCBF3C053B1F3C9ABBFF3CAFBB633C1B3D7E3B303C5F3C613D833C6FBC8639CEBC353D9D3B0F3D903BBEBB7DBA0239E63C033D71BCD13C823C25BCC9BB02BCEE3B693CB83BAA3C743CB0BB8F3C24BC5B3B653C6DBB33BCF1BBB23C91BCEABC56BCFABBD3B8053D6FB9813C0B3CE2BCDA3BBA3B8C3BFDBA1A3C763C1D3CA0BC19BD00BDCFBB3E3C30BD9F3C09BD0A3C8C3B463DAABC243B8A3CC4BA98BAB1BBBFBC04BB0C3D04BD94BC0EBD06BC8A3CD6BBB2BB243B943BCBBC8E3C3B3CCF3C623C98BB3E3DD9BA26BD22BC",
      torch_tensor_32_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16: "0x02000000623C233D113CA7BCF7BC093A3FBCC93CA43C8CB943BB3DBB89BC913C2BBCC23C963C823CC43C233DA53C5A3D49BCEFBBB93B23BD83BCFDBA023D72BCCF3C00BC1EBDE0BB72BB0CBDAC3BC7BC1C3CE13C40BBE83BD2BA833C7C3AB6BC0B3DEFBC7E3C98BC1B3C3CBD6B3C76BC40BC56BC30BB083C1FBBB1BC04BD373D09BD813905BC293D433C45BC1BBD5A3BC63C823C913BE73B043CF73AA93C9CBB90BC263D9C3CF3BBDD3C173D32BC86BC3ABCAABBC7BAC4BBAEBB833C693C923C9DBCAD3BFABB2DBD27BD4DBD263C06BDC0BA8CBC3D3C473C2FBC40BD0D3D963C463C933C033C0E3C37BC27BC8B3CC83B96B9A03C1E3C44BC22BBA53B70BCA43B8EBB0ABDA93B70BA18BCA2BC1D3B10BC893CD43C2E3DA73BB9BC09BC28BC19BD46BCE63CA1BCF0BC733C923B1EBD83BB313CFD3B9EBCE5BCC43B46BC47BDECBB3D3A0B3B02BC533B86BBF23CF23B8B3CB03C803B5FBB863CB13B813CA33CB6B92A3DD1BC4F3BE8BC1EBD0FBD783CB9BC473C453B1DBDC83CAABCF63CFBBC14BB76BC48BBAABCA93CC4BC8F39FABC2B3DD3BCAC3CA8BC05BCB3BC5E3CC73C143B0E3BC43BF3BBCDBB47BDD7BB96BC9B3C84BC30BCD93CCD3C96BC8EBC5ABC63BCDD3B65BCC83B84BB033D5D3C34BC2FBB2ABAA73BC1BB15BDFCBCE2BCC43BBABC083C5C3B20BBAFBB64BCCBBB45BD073CD8BCCE3CAA3C4C3C4DBDCF3BA6BC9CBC84BB22BD4B3B903BC2BC233B7E3CBFBC3DBCE7BC833CFDBC10BC1D3C78BCA63CC93B123DD43A10BD8CBBD43C3BBC0CBDEC3CE93C633ACD3B7C3CCCBCFBBC30BB103CF23BFDBB643C563BDFBB02BBB3BC97BC9B3B403B15BD15BD5E3AF03B1F3DCE3C433C46BCA0BBD73CDCBBDFBBD9BCF8BC0CBDDB3A1F3D49BBEC3C0A3C84BB1A3D8C3B563CCD3B52BC20BC14BB68BBBFBC33BB70BC44BCA4BCF43C0ABBF4BC403C493C273CB0BBF5BA69BCFE3A7C3C663C193CB13CC7BB20BDAB3C84BCA3BC953B9A3CA73CE0BBBF3C2D3D583CE23BCA3C5F3C713C53BCF33CAC3C9FBBCBBC753A2FBD6FB9D33CD3BC423C593B9DBCB9BC373C35BC193DB9BB633CCC3CEDBBD7BB5B3BE7BC923C473CB8BC603C7ABB8F3C8B3C55BBBF3C26BC473CAF3BD4BB373C0ABD8B3CE33C4FBBA9BB583B62BC19BCD0BBAD3C023CCF3BE4BCB2BC6CBCDE3C4EBAECBB763CB5398B3C49BCB83CF1BC5FBBF6BCBC3B903B333C3F3CF43C833BD33C8B3C02BC50BC16BDE8BC443BDF3BE5BBC2BCFEB9F63B503CE13CCFBC6B3CB83A79BB8D3C193CE23CFD3B99BC45BC63BA183D21BC06BDADBBC3BA8EBC983C4CBC633C2A3D733B34BDC7BC41BC713C8FBC9A3BF6BB463DC63AED3C4CBC083CEEBAEC3C953B65BCC33C2DBD7BBB7BBC2F3C0C3D8C3CBCBCA9BC10BC89BAAD3B973A653DC9BCA7BB50BC0D3D95BC863C403D17BD9A3CBEBBCABC8F3C00BD3C3D91BB533BD23C70BC4B3D7AB8DCBBDB3B113D1D3D2ABD30BD27BB333B8FBB873BC43CBB3A0F3D973C9FBC023DC5BCBBBC683CA0BBCEBB943B803CEE3CC53C96BC2C3B2DBCF8BB5D3C10BCD8BC1CBCDEBBE9BC943BF3BC283D6DBCB43C2A3A7FBCF0BC22BB01BB3E3CF2BA93BB03BC77BAE1BC1EBDB83C6BBC26BDBBBCAFBA45BCC33CF1BB9CBC8BBC643CB33C26BC1ABC143D163B283BAE3CC1BBB53C4ABDF2BC17BC0F3B82BC6EBD343CBC3C5FBB22BD093DAF3C6D3BE83A1A3BC2BB4FBC823791BCAF3CFCBCB43C79BCB13B94BCB63CA1BCD23C19BCB7BC16BCEE3BC9BC3CBADE3C113CD13CD83B1FBC52BCF13C46BDD23B9ABCCABC16BDEBBCC3BCE5BCA6BC04BB733C34BC423CBD3C28BD17BDC3BC993B743C04BD27BDFE3B143BEBB79B3C89BC383D883CD93C953CB13CE7BC363DB63C1E3CD03B86BC143DB2BB9FBC1A3DE8BA04BDD4BB6CBC35BCD13B78BB6EBCBD3BD53C90BC6FBC10BC5A3CE43C8EBC2CBC253C78BB87BC523CB9B903BDE8BC11BBCBBC193CCFBC7C3AAB3BBB3CB1BCA9BCD83C273C38BC333B52BCAFBC20BD1ABB643A39BC27BD11BDBDBB3B3C093D92BC193C46BC793B05BC36BBDDBAE23C0E3C8ABC27BCB9BCE3BC19B9C7BC8B3C29BC8ABCC23C043B3CBC963A103B12BB28BC4E3C403A863CF43A5A3C073D9CBC3EBDBBBC6A3B993AA93C3CBBECBBA83CC4BCC73B18BC0F3C1B3C813BDCBC3D3C3DBCDFBCE4BC87BC52BCCABC483CB7BC01BD02BDC4BCE2BC4DBC4E3CA03C08BD54BC103D9B3CE0BBBB390FBC34BDC6BB38BC76BCF4BCB83BAFBCD139273CCABC4B3B5EB9ECBC93BCCBBC2A3D60BCE93CCDBC89BC19BB07BBCFBCCC3CE1BB9C3A1E3C02BD4B3C11BC343DAB3BA1BCB7BCABBA7EBC13BC9FBC13BBF3BC593C3B3C81BCC6BCE43CA73BC23CF33BB1BB91BC993CF73ADF3B0DBB5C3CCABC36BAA23CC53C3FBD2D3D473C8BBC33BCE6BAB2BC48BDF13B20BBCE39503CABBB713C0BBB7D3A14BD76BC853C04BD6DBC8A3C24BDDA3B72BC7A3C59BC603C213C08BDADBC42BC8B3CE9BB823A0DBD0D3DDA3B1A3B17BC62BBB03AD83CE8BCB7BC75BC443D16BCBCBCCDBB943C3EBDB9BA4BBCFDB92C3CA8BC983C943CD93C9C3C24BD01BC633CD43CF93C173D48BC07BCA1BCA93C033DBC3C9BBC74BB4A3B92BB44BCB23CA03B153D173D8EBCF03BA3BC49BC873C57BC05B9BABC7ABCD9B9633CA83ACB3C46BDFBBCF03C19BC843C9BBB013BD43A7B3C473B2E3C1EBD323D903999BC14BC1DBD87BCAE3C953C16BB083B29BDDBBBB33B86BCB5BB603C443A903CF43A073D13BB00BD853CBBBB633C9ABCCB3CB8BB57BC503C473C9DBB973B363C633C823CEBB91EBC3FBC7ABC4A3C673CA1BCA7BCE8BB453C7C3BA7BC0D3CA4BC9BBCFBBBADBA1EBCECBC7F3C46BCEBBCFCBCFD3C87BC97BC15BC12BD843C5CBC8FBC9C3B8ABC",
      torch_tensor_32_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_4_torch.bfloat16: "0x02000000803F503DEF398A36",
      torch_tensor_64_32_torch.bfloat16: "0x020000009F3CAE3C0D3CBBBC643C63BCC6BC03BC123DE4BB7BBC613BEABC863C9D3CF9BCF7BB9F3CE13BB0BC0DBCDE3B9D3CB23CF1BB093B233CAF3B70BC89BCAEBB113D0ABD713C14BCE33B963B18BC35BC24BA2B3D10BD073BA73B0B3CB4BC88BC433BED3BF33C42BC50BB4E3DE23CA73C01BC9FBB313C0C3CD23B953B6ABC683BCC3C09BD283D8EBB20BD4F3C82BB8FBA7ABC283AE2BC993CAA3C9FBC7F3BA8BB883B66BC49BBEABC11BC22BCBA3A42BC06BB203C463C5EBD3D3CBFBCF5BCC5BCB53C273B18BCA53C8C3C1EBD043DE8BACC3C3A3C883CAFBC9A3C3C3DA63C80BCFCBC38BD85BC2ABCFBBC1EBB933C073C1EBD713CECBBFDBA72BC483C96BA233B8A3C09BC39BBA7BC803C863CEDBC1B3DB13C323C3C3CE1BC17BDE7BCC7B924B8D93C243B9039F53B9EBC053C1A3C193D513B00BD3CBDC0BCF9BC3FBD393BE73904BD743D023B2ABC793CF9BCD0BB063D843C193D97BC253D7FBC61BCAE3C80BB16BB5A3C4D39BB3C30BCC3BB813998BB943AD6BB03BD8FBCF5BBCD3CEABBC8BCF0BB9A3C143D4F3CEEBAA03B253C493C8239193C77BD2C3AD23BE5BC453DBE3C9A3CFFBCA0BA503C6CBC4C3CD6BCC7BCA73C2A3C86BC78BC59BC03BD223D793B423C01BD703CACBCF63ACD3CD63CABBB0A3C9DBB37BB5ABA15BBD2BA59BC12BD94BC4ABDADBC2EBD7ABC22BC033DD8BB313B0ABCB8BBDFBBE03B7CBC5FBB3D3C8BBCA3BC1E3CD2BCFFBA873B86BC9ABCBDBBA03C12BD11BDB33CA1BC9BBB1ABB7DBC45BC623B633AEABB54BB313CC03C193DF0BBB0BC29BD16BD0EBD963C1A3C8C3A2A3D683C0D3CAEBB6FBC47BC8BBC8A3CE03B293A84BBCF3C68BCDBBC15BC1D3DA63BA93B053DA8BCF63C1DBD6EBBA83CCCBC373C01BD863CD5BC063C01BDB4BCA4BCA63CD73C8139B33C90BBC73BFD3B93BCEA3A8ABC98BA71BAA13C023CAFBC433C203C143C803C90BCA5BC3FBB333B533D1DBC273C83BC2CBDBE3B403B87BC64BC693A203D1D3CCBBC28BD6C3B5CBCA0BA8C3CDEBC69BCA93B6C3C11BCBB3C763B6B3BA73BA5BBF6BC103C8A3C693C0EBD3DBCE5BB1A3DC3BC88BB2E3CE7BCD93C863C753C0FB8903CAE3BA53CD9BB16BC933C83BD883CE7BB143C253D0B3C163BCBBA94BC163CCC3B643CD43C5ABC10BC5F3DC8BC36BC043C3C3C6A3B12BC28BD3F3CADBC4EBC27BDE03CF13C6CBC1EBCA1BB1CBB0DBD1C3CACBC593AB73C153BBB3C8C3C0C3C22BCE93CD83C2F3D60BB813C24BCA6BAC6BA6B3B003D843C85BC93BC83BC64BC813CC13C523C3B3CAABC253D09BDDA3B84BB723CE0BB99BC8C3BC63C043CFE3CFB3A033C4F3C233CA3BB5E3CA33C24BC23BD46BCC0BB8A3B923C08BCE2BC993C62BB0C3C9DBC0DBCFF3BA83C31BD3BBBB5BC0BBDE4BC113C76BB753C0BB7B93CE93C6A3BCF3C76BCA83C2E3DE03C75BCAEBC223D5EBC823C8E3CDD3C103C08BBAD3C7E3C5C3C9A3C0E3C3E3C7BBA5BBCA039213CFB3CBCBB8EBC4D3CEABC08BBD4BCD23B2DBDBF3AF3BCDBBCA53CD93CF43CD23B6DBA04BD0ABB6F3C9EBCADBB2A3CC73B8C3DB3BBDBBC91BCC33C3B3BD6BB813B113A323BABBC08BC59BC70BCE83CAE3C4EBB803C92BB6EBCADBCFC3C9CBC9F3C203D043B2CBC07BC193C40BCA43C383D123DF23CBFBCA9BB1DBD2B3BA43C8DBC0F3D27BBBF3CD73CBDBCC73C1B3D40BB2BBC8E3CF83B9A3CDBBBA6BCD33B77BB09BD8F3B8FBC6FBCD23CAFBA31BDBDBB243A7D3BAEBC9BBBB83B8D3CBCBB12BA0B3D8ABC4D3C52BCEF3C92BBA13CE53CAF3B9BBC17BCE5BB52BCAEBCB1BCBFBC84BCB1BC91BCD4BCC9BCD2BC5CBCBCBCC8BCA03CE73CD0BC253BE4BB303C3B3ABD3C2FBC87BAE1BB32BC0D3CD8BC913CB1BC583B413CF1BB8D3CBF3CDBBCB7BC10BC59BB263DA4BCB2BDD0BCBD3CE4BCD8BA3ABCB7BC59BC88BC783C973C40BCACBBEEBC1FBD38BC423D2ABC533A2CBA403C5D3CFD3CEFBB823B8A3C99BC773C3BBBC33CA8BAF3BC5DBC943C01BDFABBDB3C933C613CC0BC35BDD83C523C07BC30BB4F3C383D9CBC7C3CD83BAD3A5F3CB43C083C7EBC323CBBBC703BE3BBCB3B693BD1BC2D3C4F3C1ABC96BCE8B8E0BBEEBB963CD13BD53B1F3CA63B07BD06BDEEBB8ABC8B3CD03B683DACBC11BD763C97BCE3BB5CBCAD3C073C56BC743C27BB043D103D22BCAFBB8DBBD4BC763CD73CC8BAFF3CC73CF6BBF5BBDABCBE3CCC3BAC3C7D3C163A8E3C2BBB863C74BC933B32BC053DF3BB7CBBB1BCA7BC46BA403C81BC66BC91BC523BDB3B2B3CFEBB833CAFBCFB3B74B9BB3C2ABA253D8DBB123B27BC5EBC333CBF3B703C8DBCBEBC313D09BCE9BCE03B9F3C903C79BC62BC4ABB89BC0A3C68BCCEBC813C4EBCA23C4D3CB43CE63C183CBEBADA39BD3C98398CB933BC4D3C1B3C71BB103DD73CB0BB44BC1EBD823C423BE7BB29BAF4BBC6BA653C58BC8DBCF03CB3BB323CF6BC593AC4BBC3BC103C493CD3BB04BDB6BC01BC1EBCF7BC07BD16BCC13C9EBC0DBCEA3CDC3B1BBB253D7CBCC2BA3A3B993C3ABC813CB9BCAEBC183B97BC28BDB0BCE2BB45BC2EBB9ABC62BC073CDF3CB9BBEA3AF63B863BFCBBB9BBAEBB9EBC3C3C8ABC913CACBC203DB3BCA8BCC339D33C6BBB673CBDBA17BBFEBA603D2D3CDABB5BBC3DBC063B01BCACBCC2BBF43B2B3DE1BC3C3C863A653C02BB51BBD2BB053D033DF4BB22BC6CBCF0BC683A843C6DBCD83B70BC503DB53CEB3C9A3BAEBCB3BB243D163CA6BC853CF4BC76BBB5BA8CBCF7B88F3B9DBA97BB933C35BBFABC5C3D09BD973CB1BC0EBCE03B27BC173D77BB48BC15BD92BBFA3B8DBCB1BB1C3B3DBC513BF3B9063D43BC7FB8B83B1A3B873CDA3B9BB9CFBB343CC1BC863CE43BAE3C7BBCA6BC56BC033D37BCFEBCFFBC57BC17BC90BA893C8CBD1D3D003C7C3BA1BC26BB583B9A3BB83A5ABC29BDB83B763C54BC41BCB5BB8C3C7ABC52BCC33C90BB16BC4ABB103D7BBCE93B02BD5F3C693C90BBB73CECBCEF3B9CBC39BC2CBBA2BC153C3BBCD83ABCBCCE3C8CBCB03C3CBDFF3AB3BA8EBC65BC013C3A3BE83B1C3C843BBDBCF93B9FBC683C8CBCD9BCD8BB113C5FBBE5BA9F3CD93CF93C853C2D3C7A3CE83C053CB7BA6B3C833C92BC69BCC33C433BB33B8FBC52BC92BC61BAFA3B94BC583CE13C89BC2F3D38BC92BCA0BB68BC03BD94BC9A3A14BCF8BC88BB13BDB9BCDEBC8A3B14BC913C9C3CCCBC2DBDD43C9F3B7D3B103D463CC1BC913C023DBA3C47BCAA3C94BC78BC0B3B02BC67BC81BA8BBB9FBC323AD23C3E3CECBBCF3B823B23BCF2BB083D6F3C2EBCC0BBFB3B02BB8CBCFA3AD1BC28BB08BBA23C2E3CD0BC7C3C28BCCCBCFEBB22BD20BCB13C873CD7BBAC3CFEBC8ABC4B3BA23C2A3C593CCC3A903B4CBCD53CB03B59BC4D3D823C22BB88BBBDBC96BDAEBCF0BC57BC0B3CCCBBCBBAAD3CC43C37BCE93C453B253BCA3C45BC17BCEABCD23C9FBC293DB1BCBEBC2FBCA23B1A3D063CC13B943B38BC0339B2BC453CBF3C993CCEBB983CF9BAD53C8C3C433C0C3B473B423C1ABDB3BAF13C16BCF9BBDBBC443DA63C0ABCB4BC5C3C2BBC6FBC873C173D03BDCA3C02BD6BBB99BC20BB3B3B263A3E3D1D3B333DCB3C483C91BB8A3D00BBB4BCE6BB4ABD38BB9C3B8EBC813C13BDC33C37BC1ABD9F3B193C363B9EBC1CBB823CAEBC7D3B843C7ABB2FBCE53C99BC19BCF0BBA6BC8239B4BCBABB123D16BC14BC533B7F3C3A3CE73C21BB89BB52BCAC3B6E3C47BC06BCDBBCF93CA3BB853CA6BC9C3C1E3D353A5A3C893AA73CE43ACCBBBC3C8DBB9E3CCBBC11BDE1BC12BD33BBBA3BE23BE1BBD7BBF93C1F3C5FBCC4BCB53CC1BCC3BCEDBCACBC75BCF5BCE4BC913A893C053DC9BCD93C45BB81BC833C943B62BC23BC08BC32BAAABB2CBD66BB2D39193CD03C823C42B8D7BCA6BC243D313C24BCD53B07BD503B383D063CB93CC13C333CACBCD5BB11BD9FBB14BC0F3C353B33BDB0BC003C203BDD3BD23C033B97BC34BB383CDFBBD63909BC1E3DF0BAE4BC3B3A80BBB6BC2FBAE73C40BCE03CA33C903C3FBB423DD0BA4FBD583B0D3D78BC973AA23B8FBB013DFC3C203C733C46BC0A3901BD38BC853C06BD13BC1F3C8CBC1ABD47395DBC423C143C42BBBF3CFFBBB0BB033C4CBC56BC88BBF13C133C2F3C5C3C103C56BBD1BC093D2D3A5D3C0E3B08BDCBBCCA3CB23C86BC88BCCBBB653C863C80BADB3C89BC3FBC023B23BCD3BCD73B4A3CD8BA1ABB97BCD3BC3B3DBC3C10BCCF3B39BB933A1CBC0A3D273C9EBC67BB5F3DB6BBA8BAAA3C223D753CD9BC10BB103CA4BC68BBDB3B033C083DD2BA6D3C9E3B453C9A3C8CBC80BCE93C433B443DC2BC65BC48BC1ABC053DACBC19BD653DEEBB8CBB94BC3B3CE4BC84BC8DBC1A3BBFBCA4BB1ABC813B63BDF4BBCEBC773C97BC8C3C38BCFF3CDA3A8C3CF73B8B3B7F3C2CBC46B92CBD04BCD13C243CECBC4C3CF1BC2B3C47BB93BC69BC103CB53CA83CACBBAFBCBEBBBC3C0B3C0BBC993CCDBC30BD66BDEFBCF83BBE3CB33C0E3C47BB11BDA93C43BA743BA9BCB13BB5BC7EBC96BC083B2ABB973A29BC463C953C8AB901BD4C3D803CB8BC07BB5EBCFD3B963CBB3CCCBB23BD593C9CBB3F3BBABCDFBC473BEA3C783C61BC473C743C43BC92BB72BC0CBB3C3CD5BCC13C18BDA0BCA5BCA5BC633C4A3C383DB8BCD8BCB1BCCEBB85BCA03C3EBC8FBC6C3C2F3C193BC73A8A3C9EBC893C1D3C2D3CE5BBB23CBDBCDA3B373B153859BBC53C2B3CF2BCEFBC983CBA3CB43CEABB8C3B06B9AD3BB6BC1FBC5F3C67BC943C743ADD3C1EBC773B0CBCDE3A91BBA1BC15B9B73BA3BC5A3B8FBC2EBC893B2D3C933AB4BCBF3C033CB23C1ABCA5BA393BD23B293A9F3CE8BBBA3B773C883C2BBC7B3C10BD2CBB3DBB903B833BDE39ACBC3ABB963CEA3B6CBC7ABCB03A7F3C313C923CAA3BBFBC1F3CF5BBEABBBFB9343DDABCCB3AA83B45BBD03B5C3C84BCEEBBB03C283C453CCABA24BD13BC8DBA063CA4BC5F3B823B3FBDC6BB403C233C003D3C3C06BD063D0EB8BD3BD8BC03BD2B3A343B553C5A3CAE3C9CBB8CBC0CBDDB3C923C893C9B3C1F3C64BC3A3D2DBCEFBB6B3DD93CB3BC233D1EBCF8BB8DBC413B50BCD33B31BC44BCA7BCB4BCA9BC31BC6DBB50BC9F3B03BD85BC1DBA0A3C20BD89BCF13B68BB14BC78BBCDBC203D2A3D233D92BC923C313D7EBC903BA13C793A5A3BC93C9ABA623B373C673C813C293C823CB93C043D9ABB3C3BCEBC19BB9A3C873CCBBC6F3A3FBC9F3A913CE7BB52BBF0BBE03C123C20BC0DBBC5BBD1BC21BB9F3B233C85BBC3BBEEBB903BEB3CBDBCE6BB0FBC13BDA9BB013C433C1ABC6B3C3BBD52BC84BCAEBC9E3A15BC3FBC943C103C473C5DBC143C833C503C8D3C013D62BCD83B883C6DBCB2BC113C123C673BC43C8DBC1FBDA8BCDBBC723CE53B553C2D3B96BB6D3BD1BC9F3C4D3C8EBCB53CDD3B833B1BBC67BC133C86BC603C36BCA63CBF3C06BDF9BC0DBBED3CA9BA263DB9BC82BCF53C0CB9743A34BC063BD9BCC9BB3B3C1DBCC4BC2E3C0CBC01BDED3C1CBB4A3C6D3B5BBC5BBCE1BC9F3C093DFEBABB3C09BDE5BB72BC8ABAA9BC9F3B2CBD2F3C3B3D373CD43CC13C0EBCC73BA53CB13B573CFA3BB23B03BCC43A7ABBC33A32BD63BC16BC933C4ABB26BCEFBBA0BC56BBE63B9BBC8CBC623C093D203B16BDB5BC013A7D3B8ABC1DBC043D743C7E3C193CE13B543CEA3B9F3B07BC113DC8BCA2BC4CBC2BBCEA3C9FBCFEBA2CBC5ABCB8BC9DBCCBBB85397B3CF3B925BC843C20BDD6BBDC3BDABB963C27BC3B3C0CBC55BB6DBC37B9813C3A3D31BCD13C893CBC3C243C103D50BDF23B"
    }
  }
#-}
