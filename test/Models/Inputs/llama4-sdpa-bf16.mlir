// llama4-sdpa-bf16: transformers 5.24.0 Llama4TextModel (attn_implementation=sdpa, bf16), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map19 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map20 = affine_map<(d0) -> (d0, 0)>
#map21 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @forward(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>) -> tensor<2x8x32xbf16> {
    %cst = arith.constant dense<0xFF80> : tensor<16x1xbf16>
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.bfloat16> : tensor<4xbf16>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16> : tensor<16x32xbf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16_1> : tensor<16x32xbf16>
    %cst_10 = arith.constant 0xFFF0000000000000 : f64
    %cst_11 = arith.constant 0.59460355750136051 : f64
    %cst_12 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_1_32_torch.bfloat16> : tensor<1x32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_1_32_128_torch.bfloat16> : tensor<1x32x128xbf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_1_64_32_torch.bfloat16> : tensor<1x64x32xbf16>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_1> : tensor<64x32xbf16>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_2> : tensor<64x32xbf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_21 = arith.constant dense<false> : tensor<2x8xi1>
    %cst_22 = arith.constant dense<true> : tensor<i1>
    %cst_23 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_24 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_26 = arith.constant 3.200000e+01 : f32
    %cst_27 = arith.constant 8.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c16 = arith.constant 16 : index
    %cst_28 = arith.constant 0.000000e+00 : bf16
    %c0 = arith.constant 0 : index
    %cst_29 = arith.constant dense<4> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %225 = arith.index_cast %in : i64 to index
      %226 = linalg.index 2 : index
      %227 = arith.cmpi slt, %225, %c64 : index
      cf.assert %227, "index must be smaller than dim size"
      %228 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %228, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_3[%225, %226] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %225 = linalg.index 0 : index
      %226 = arith.index_cast %225 : index to i64
      linalg.yield %226 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %225 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %225 : i1
    } -> tensor<2x8xi1>
    %6 = tensor.empty() : tensor<2x8xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<2x8xi1>) outs(%6 : tensor<2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %225 = arith.extui %in : i1 to i64
      linalg.yield %225 : i64
    } -> tensor<2x8xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %9 = tensor.empty() : tensor<2xi64>
    %10 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<2xi64>) -> tensor<2xi64>
    %11:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%7 : tensor<2x8xi64>) outs(%8, %10 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %225 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %225 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %12 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11#0, %cst_21 : tensor<2x8xi64>, tensor<2x8xi1>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %in_91: i1, %out: i1):
      %225 = arith.extui %in_91 : i1 to i64
      %226 = arith.cmpi eq, %in, %225 : i64
      linalg.yield %226 : i1
    } -> tensor<2x8xi1>
    %13 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<2x8xi1>) outs(%10 : tensor<2xi64>) {
    ^bb0(%in: i1, %out: i64):
      %225 = arith.extui %in : i1 to i64
      %226 = arith.addi %225, %out : i64
      linalg.yield %226 : i64
    } -> tensor<2xi64>
    %14 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%9 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %225 = linalg.index 0 : index
      %226 = arith.index_cast %225 : index to i64
      linalg.yield %226 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %14 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_30 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_31 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %15 = tensor.empty() : tensor<2x1x1x1xi64>
    %16 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x1x1x1xi64>) outs(%15 : tensor<2x1x1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %225 = arith.cmpi slt, %in, %c0_i64 : i64
      %226 = arith.addi %in, %c2_i64 : i64
      %227 = arith.select %225, %226, %in : i64
      %228 = arith.index_cast %227 : i64 to index
      %extracted = tensor.extract %13[%228] : tensor<2xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x1x1x1xi64>
    %17 = tensor.empty() : tensor<2x1x1x8xi64>
    %18 = linalg.generic {indexing_maps = [#map7, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %16 : tensor<1x1x1x8xi64>, tensor<2x1x1x1xi64>) outs(%17 : tensor<2x1x1x8xi64>) {
    ^bb0(%in: i64, %in_91: i64, %out: i64):
      %225 = arith.subi %in, %in_91 : i64
      linalg.yield %225 : i64
    } -> tensor<2x1x1x8xi64>
    %19 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %cst_29 : tensor<2x1x1x8xi64>, tensor<i64>) outs(%17 : tensor<2x1x1x8xi64>) {
    ^bb0(%in: i64, %in_91: i64, %out: i64):
      %225 = arith.sitofp %in : i64 to f64
      %226 = arith.sitofp %in_91 : i64 to f64
      %227 = arith.divf %225, %226 : f64
      %228 = math.floor %227 : f64
      %229 = arith.fptosi %228 : f64 to i64
      linalg.yield %229 : i64
    } -> tensor<2x1x1x8xi64>
    %20 = tensor.empty() : tensor<2x1x8x1xi64>
    %21 = linalg.generic {indexing_maps = [#map7, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %16 : tensor<1x1x8x1xi64>, tensor<2x1x1x1xi64>) outs(%20 : tensor<2x1x8x1xi64>) {
    ^bb0(%in: i64, %in_91: i64, %out: i64):
      %225 = arith.subi %in, %in_91 : i64
      linalg.yield %225 : i64
    } -> tensor<2x1x8x1xi64>
    %22 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_29 : tensor<2x1x8x1xi64>, tensor<i64>) outs(%20 : tensor<2x1x8x1xi64>) {
    ^bb0(%in: i64, %in_91: i64, %out: i64):
      %225 = arith.sitofp %in : i64 to f64
      %226 = arith.sitofp %in_91 : i64 to f64
      %227 = arith.divf %225, %226 : f64
      %228 = math.floor %227 : f64
      %229 = arith.fptosi %228 : f64 to i64
      linalg.yield %229 : i64
    } -> tensor<2x1x8x1xi64>
    %23 = tensor.empty() : tensor<2x1x8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map10, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<2x1x1x8xi64>, tensor<2x1x8x1xi64>) outs(%23 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i64, %in_91: i64, %out: i1):
      %225 = arith.cmpi eq, %in, %in_91 : i64
      linalg.yield %225 : i1
    } -> tensor<2x1x8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map9, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_22, %24 : tensor<i1>, tensor<2x1x8x8xi1>) outs(%23 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_91: i1, %out: i1):
      %225 = arith.andi %in, %in_91 : i1
      linalg.yield %225 : i1
    } -> tensor<2x1x8x8xi1>
    %26 = tensor.empty() : tensor<1x1x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map10, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_30 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%26 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_91: i64, %out: i1):
      %225 = arith.cmpi sle, %in, %in_91 : i64
      linalg.yield %225 : i1
    } -> tensor<1x1x8x8xi1>
    %28 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %27 : tensor<2x1x8x8xi1>, tensor<1x1x8x8xi1>) outs(%23 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_91: i1, %out: i1):
      %225 = arith.andi %in, %in_91 : i1
      linalg.yield %225 : i1
    } -> tensor<2x1x8x8xi1>
    %29 = linalg.generic {indexing_maps = [#map9, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_22, %28 : tensor<i1>, tensor<2x1x8x8xi1>) outs(%23 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_91: i1, %out: i1):
      %225 = arith.andi %in, %in_91 : i1
      linalg.yield %225 : i1
    } -> tensor<2x1x8x8xi1>
    %30 = tensor.empty() : tensor<2x1x1x8xi1>
    %31 = linalg.generic {indexing_maps = [#map5, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_31 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%30 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_91: i64, %out: i1):
      %225 = arith.cmpi slt, %in, %c0_i64 : i64
      %226 = arith.addi %in, %c2_i64 : i64
      %227 = arith.select %225, %226, %in : i64
      %228 = arith.index_cast %227 : i64 to index
      %229 = arith.cmpi slt, %in_91, %c0_i64 : i64
      %230 = arith.addi %in_91, %c8_i64 : i64
      %231 = arith.select %229, %230, %in_91 : i64
      %232 = arith.index_cast %231 : i64 to index
      %extracted = tensor.extract %5[%228, %232] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %32 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<2x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%23 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_91: i1, %out: i1):
      %225 = arith.andi %in, %in_91 : i1
      linalg.yield %225 : i1
    } -> tensor<2x1x8x8xi1>
    %expanded_32 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %33 = tensor.empty() : tensor<1x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x8x1xi64>) outs(%33 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %225 = arith.sitofp %in : i64 to f32
      linalg.yield %225 : f32
    } -> tensor<1x8x1xf32>
    %35 = tensor.empty() : tensor<4xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_4 : tensor<4xbf16>) outs(%35 : tensor<4xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<4xf32>
    %37 = tensor.empty() : tensor<1x8x4xf32>
    %38 = linalg.generic {indexing_maps = [#map12, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %36 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%37 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<1x8x4xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x8x4xf32>) outs(%37 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.cos %in : f32
      linalg.yield %225 : f32
    } -> tensor<1x8x4xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x8x4xf32>) outs(%37 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.sin %in : f32
      linalg.yield %225 : f32
    } -> tensor<1x8x4xf32>
    %expanded_33 = tensor.expand_shape %39 [[0], [1], [2, 3]] output_shape [1, 8, 4, 1] : tensor<1x8x4xf32> into tensor<1x8x4x1xf32>
    %expanded_34 = tensor.expand_shape %40 [[0], [1], [2, 3]] output_shape [1, 8, 4, 1] : tensor<1x8x4xf32> into tensor<1x8x4x1xf32>
    %concat = tensor.concat dim(3) %expanded_33, %expanded_34 : (tensor<1x8x4x1xf32>, tensor<1x8x4x1xf32>) -> tensor<1x8x4x2xf32>
    %41 = tensor.empty() : tensor<2x8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xbf16>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x8x32xf32>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %44 = tensor.empty() : tensor<2x8x1xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%43 : tensor<2x8x32xf32>) outs(%45 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.addf %in, %out : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.divf %in, %cst_26 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.truncf %cst_5 : f64 to f32
      %226 = arith.addf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.rsqrt %in : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %49 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %52 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %cst_6 : tensor<2x8x32xbf16>, tensor<32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.mulf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %53 = tensor.empty() : tensor<32x32xbf16>
    %transposed = linalg.transpose ins(%cst_7 : tensor<32x32xbf16>) outs(%53 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %54 = tensor.empty() : tensor<16x32xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %56 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%55 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %57 = tensor.empty() : tensor<16x32xbf16>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<16x32xf32>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x32xbf16>
    %expanded_35 = tensor.expand_shape %58 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %59 = tensor.empty() : tensor<32x16xbf16>
    %transposed_36 = linalg.transpose ins(%cst_8 : tensor<16x32xbf16>) outs(%59 : tensor<32x16xbf16>) permutation = [1, 0] 
    %60 = tensor.empty() : tensor<16x16xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %62 = linalg.matmul ins(%collapsed, %transposed_36 : tensor<16x32xbf16>, tensor<32x16xbf16>) outs(%61 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %63 = tensor.empty() : tensor<16x16xbf16>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<16x16xf32>) outs(%63 : tensor<16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x16xbf16>
    %expanded_37 = tensor.expand_shape %64 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xbf16> into tensor<2x8x2x8xbf16>
    %transposed_38 = linalg.transpose ins(%cst_9 : tensor<16x32xbf16>) outs(%59 : tensor<32x16xbf16>) permutation = [1, 0] 
    %65 = linalg.matmul ins(%collapsed, %transposed_38 : tensor<16x32xbf16>, tensor<32x16xbf16>) outs(%61 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<16x16xf32>) outs(%63 : tensor<16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x16xbf16>
    %expanded_39 = tensor.expand_shape %66 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xbf16> into tensor<2x8x2x8xbf16>
    %67 = tensor.empty() : tensor<2x2x8x8xbf16>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x8x2x8xbf16>) outs(%67 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_41 = tensor.expand_shape %concat [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, 4, 2] : tensor<1x8x4x2xf32> into tensor<1x8x1x4x2xf32>
    %extracted_slice = tensor.extract_slice %expanded_41[0, 0, 0, 0, 0] [1, 8, 1, 4, 1] [1, 1, 1, 1, 1] : tensor<1x8x1x4x2xf32> to tensor<1x8x1x4x1xf32>
    %collapsed_42 = tensor.collapse_shape %extracted_slice [[0], [1], [2], [3, 4]] : tensor<1x8x1x4x1xf32> into tensor<1x8x1x4xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_41[0, 0, 0, 0, 1] [1, 8, 1, 4, 1] [1, 1, 1, 1, 1] : tensor<1x8x1x4x2xf32> to tensor<1x8x1x4x1xf32>
    %collapsed_44 = tensor.collapse_shape %extracted_slice_43 [[0], [1], [2], [3, 4]] : tensor<1x8x1x4x1xf32> into tensor<1x8x1x4xf32>
    %68 = tensor.empty() : tensor<2x8x4x8xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x8x4x8xbf16>) outs(%68 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_45 = tensor.expand_shape %69 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 2] : tensor<2x8x4x8xf32> into tensor<2x8x4x4x2xf32>
    %extracted_slice_46 = tensor.extract_slice %expanded_45[0, 0, 0, 0, 0] [2, 8, 4, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x4x4x2xf32> to tensor<2x8x4x4x1xf32>
    %collapsed_47 = tensor.collapse_shape %extracted_slice_46 [[0], [1], [2], [3, 4]] : tensor<2x8x4x4x1xf32> into tensor<2x8x4x4xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_45[0, 0, 0, 0, 1] [2, 8, 4, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x4x4x2xf32> to tensor<2x8x4x4x1xf32>
    %collapsed_49 = tensor.collapse_shape %extracted_slice_48 [[0], [1], [2], [3, 4]] : tensor<2x8x4x4x1xf32> into tensor<2x8x4x4xf32>
    %70 = tensor.empty() : tensor<2x8x4x4xf32>
    %71 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_47, %collapsed_42 : tensor<2x8x4x4xf32>, tensor<1x8x1x4xf32>) outs(%70 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x4xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_49, %collapsed_44 : tensor<2x8x4x4xf32>, tensor<1x8x1x4xf32>) outs(%70 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x4xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %72 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%70 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.subf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x4xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_47, %collapsed_44 : tensor<2x8x4x4xf32>, tensor<1x8x1x4xf32>) outs(%70 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x4xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_49, %collapsed_42 : tensor<2x8x4x4xf32>, tensor<1x8x1x4xf32>) outs(%70 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x4xf32>
    %76 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %75 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) outs(%70 : tensor<2x8x4x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.addf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x4xf32>
    %expanded_50 = tensor.expand_shape %73 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x4x1xf32>
    %expanded_51 = tensor.expand_shape %76 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 4, 1] : tensor<2x8x4x4xf32> into tensor<2x8x4x4x1xf32>
    %concat_52 = tensor.concat dim(4) %expanded_50, %expanded_51 : (tensor<2x8x4x4x1xf32>, tensor<2x8x4x4x1xf32>) -> tensor<2x8x4x4x2xf32>
    %collapsed_53 = tensor.collapse_shape %concat_52 [[0], [1], [2], [3, 4]] : tensor<2x8x4x4x2xf32> into tensor<2x8x4x8xf32>
    %77 = tensor.empty() : tensor<2x8x4x8xbf16>
    %78 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_53 : tensor<2x8x4x8xf32>) outs(%77 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x4x8xbf16>
    %79 = tensor.empty() : tensor<2x8x2x8xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x8x2x8xbf16>) outs(%79 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x8xf32>
    %expanded_54 = tensor.expand_shape %80 [[0], [1], [2], [3, 4]] output_shape [2, 8, 2, 4, 2] : tensor<2x8x2x8xf32> into tensor<2x8x2x4x2xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_54[0, 0, 0, 0, 0] [2, 8, 2, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x2x4x2xf32> to tensor<2x8x2x4x1xf32>
    %collapsed_56 = tensor.collapse_shape %extracted_slice_55 [[0], [1], [2], [3, 4]] : tensor<2x8x2x4x1xf32> into tensor<2x8x2x4xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_54[0, 0, 0, 0, 1] [2, 8, 2, 4, 1] [1, 1, 1, 1, 1] : tensor<2x8x2x4x2xf32> to tensor<2x8x2x4x1xf32>
    %collapsed_58 = tensor.collapse_shape %extracted_slice_57 [[0], [1], [2], [3, 4]] : tensor<2x8x2x4x1xf32> into tensor<2x8x2x4xf32>
    %81 = tensor.empty() : tensor<2x8x2x4xf32>
    %82 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_56, %collapsed_42 : tensor<2x8x2x4xf32>, tensor<1x8x1x4xf32>) outs(%81 : tensor<2x8x2x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x4xf32>
    %83 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_58, %collapsed_44 : tensor<2x8x2x4xf32>, tensor<1x8x1x4xf32>) outs(%81 : tensor<2x8x2x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x4xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %83 : tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) outs(%81 : tensor<2x8x2x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.subf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x4xf32>
    %85 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_56, %collapsed_44 : tensor<2x8x2x4xf32>, tensor<1x8x1x4xf32>) outs(%81 : tensor<2x8x2x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x4xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_58, %collapsed_42 : tensor<2x8x2x4xf32>, tensor<1x8x1x4xf32>) outs(%81 : tensor<2x8x2x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x4xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %86 : tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) outs(%81 : tensor<2x8x2x4xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.addf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x4xf32>
    %expanded_59 = tensor.expand_shape %84 [[0], [1], [2], [3, 4]] output_shape [2, 8, 2, 4, 1] : tensor<2x8x2x4xf32> into tensor<2x8x2x4x1xf32>
    %expanded_60 = tensor.expand_shape %87 [[0], [1], [2], [3, 4]] output_shape [2, 8, 2, 4, 1] : tensor<2x8x2x4xf32> into tensor<2x8x2x4x1xf32>
    %concat_61 = tensor.concat dim(4) %expanded_59, %expanded_60 : (tensor<2x8x2x4x1xf32>, tensor<2x8x2x4x1xf32>) -> tensor<2x8x2x4x2xf32>
    %collapsed_62 = tensor.collapse_shape %concat_61 [[0], [1], [2], [3, 4]] : tensor<2x8x2x4x2xf32> into tensor<2x8x2x8xf32>
    %88 = tensor.empty() : tensor<2x8x2x8xbf16>
    %89 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_62 : tensor<2x8x2x8xf32>) outs(%88 : tensor<2x8x2x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x2x8xbf16>
    %90 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x4x8xbf16>) outs(%68 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x8xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x4x8xf32>) outs(%68 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %225 : f32
    } -> tensor<2x8x4x8xf32>
    %92 = tensor.empty() : tensor<2x8x4x1xf32>
    %93 = linalg.fill ins(%cst_0 : f32) outs(%92 : tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%91 : tensor<2x8x4x8xf32>) outs(%93 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.addf %in, %out : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x1xf32>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x4x1xf32>) outs(%92 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.divf %in, %cst_27 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x1xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x4x1xf32>) outs(%92 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.truncf %cst_5 : f64 to f32
      %226 = arith.addf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x8x4x1xf32>
    %97 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x4x1xf32>) outs(%92 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.rsqrt %in : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x1xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %97 : tensor<2x8x4x8xf32>, tensor<2x8x4x1xf32>) outs(%68 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x4x8xf32>
    %99 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x4x8xf32>) outs(%77 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x4x8xbf16>
    %100 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x2x8xbf16>) outs(%79 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x8xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x2x8xf32>) outs(%79 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %225 : f32
    } -> tensor<2x8x2x8xf32>
    %102 = tensor.empty() : tensor<2x8x2x1xf32>
    %103 = linalg.fill ins(%cst_0 : f32) outs(%102 : tensor<2x8x2x1xf32>) -> tensor<2x8x2x1xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<2x8x2x8xf32>) outs(%103 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.addf %in, %out : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x1xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x2x1xf32>) outs(%102 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.divf %in, %cst_27 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x1xf32>
    %106 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x2x1xf32>) outs(%102 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.truncf %cst_5 : f64 to f32
      %226 = arith.addf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x8x2x1xf32>
    %107 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x2x1xf32>) outs(%102 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.rsqrt %in : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x1xf32>
    %108 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %107 : tensor<2x8x2x8xf32>, tensor<2x8x2x1xf32>) outs(%79 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x2x8xf32>
    %109 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<2x8x2x8xf32>) outs(%88 : tensor<2x8x2x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x2x8xbf16>
    %110 = tensor.empty() : tensor<2x4x8x8xbf16>
    %transposed_63 = linalg.transpose ins(%99 : tensor<2x8x4x8xbf16>) outs(%110 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%109 : tensor<2x8x2x8xbf16>) outs(%67 : tensor<2x2x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %111 = tensor.empty() : tensor<2x2x2x8x8xbf16>
    %112 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<2x2x8x8xbf16>) outs(%111 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x8x8xbf16>
    %collapsed_65 = tensor.collapse_shape %112 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<2x4x8x8xbf16>
    %113 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<2x2x8x8xbf16>) outs(%111 : tensor<2x2x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x2x8x8xbf16>
    %collapsed_66 = tensor.collapse_shape %113 [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x8xbf16> into tensor<2x4x8x8xbf16>
    %114 = tensor.empty() : tensor<2x1x8x8xbf16>
    %115 = linalg.generic {indexing_maps = [#map6, #map9, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %cst_24, %cst_23 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%114 : tensor<2x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_91: bf16, %in_92: bf16, %out: bf16):
      %225 = arith.select %in, %in_91, %in_92 : bf16
      linalg.yield %225 : bf16
    } -> tensor<2x1x8x8xbf16>
    %116 = tensor.empty() : tensor<2x4x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63 : tensor<2x4x8x8xbf16>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_65 : tensor<2x4x8x8xbf16>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_66 : tensor<2x4x8x8xbf16>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<2x4x8x8xf32>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.truncf %cst_11 : f64 to f32
      %226 = arith.mulf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_67 = linalg.transpose ins(%118 : tensor<2x4x8x8xf32>) outs(%116 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<2x4x8x8xf32>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.truncf %cst_11 : f64 to f32
      %226 = arith.mulf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %120 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %122 = tensor.empty() : tensor<8x8x8xf32>
    %123 = linalg.fill ins(%cst_0 : f32) outs(%122 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %124 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%123 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_70 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map17, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %115 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xbf16>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: bf16, %out: f32):
      %225 = arith.extf %in_91 : bf16 to f32
      %226 = arith.addf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x4x8x8xf32>
    %126 = tensor.empty() : tensor<2x4x8xi64>
    %127 = linalg.fill ins(%c0_i64 : i64) outs(%126 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %128 = tensor.empty() : tensor<2x4x8xf32>
    %129 = linalg.fill ins(%cst_1 : f32) outs(%128 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %130:2 = linalg.generic {indexing_maps = [#map6, #map18, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<2x4x8x8xf32>) outs(%129, %127 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_91: i64):
      %225 = linalg.index 3 : index
      %226 = arith.index_cast %225 : index to i64
      %227 = arith.maximumf %in, %out : f32
      %228 = arith.cmpf ogt, %in, %out : f32
      %229 = arith.select %228, %226, %out_91 : i64
      linalg.yield %227, %229 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_71 = tensor.expand_shape %130#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_71 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.subf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<2x4x8x8xf32>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.exp %in : f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %133 = tensor.empty() : tensor<2x4x8x1xf32>
    %134 = linalg.fill ins(%cst_0 : f32) outs(%133 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<2x4x8x8xf32>) outs(%134 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.addf %in, %out : f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x1xf32>
    %136 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %135 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.divf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %137 = tensor.empty() : tensor<2x4x8x8xi1>
    %138 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x4x8x8xf32>) outs(%137 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %225 = arith.extf %in : f32 to f64
      %226 = arith.cmpf oeq, %225, %cst_10 : f64
      linalg.yield %226 : i1
    } -> tensor<2x4x8x8xi1>
    %139 = tensor.empty() : tensor<2x4x8x1xi1>
    %140 = linalg.fill ins(%true : i1) outs(%139 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %141 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%138 : tensor<2x4x8x8xi1>) outs(%140 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %225 = arith.andi %in, %out : i1
      linalg.yield %225 : i1
    } -> tensor<2x4x8x1xi1>
    %142 = linalg.generic {indexing_maps = [#map8, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %cst_25, %136 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_91: f32, %in_92: f32, %out: f32):
      %225 = arith.select %in, %in_91, %in_92 : f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %142 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_73 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %143 = linalg.batch_matmul ins(%collapsed_72, %collapsed_73 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%123 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_74 = tensor.expand_shape %143 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<2x4x8x8xf32>) outs(%110 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x4x8x8xbf16>
    %transposed_75 = linalg.transpose ins(%144 : tensor<2x4x8x8xbf16>) outs(%77 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_76 = tensor.collapse_shape %transposed_75 [[0], [1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<2x8x32xbf16>
    %transposed_77 = linalg.transpose ins(%cst_12 : tensor<32x32xbf16>) outs(%53 : tensor<32x32xbf16>) permutation = [1, 0] 
    %145 = tensor.empty() : tensor<2x32x32xbf16>
    %146 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<32x32xbf16>) outs(%145 : tensor<2x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x32xbf16>
    %147 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %148 = linalg.batch_matmul ins(%collapsed_76, %146 : tensor<2x8x32xbf16>, tensor<2x32x32xbf16>) outs(%147 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %149 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.addf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x32xbf16>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x32xf32>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x32xf32>) outs(%45 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.addf %in, %out : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.divf %in, %cst_26 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.truncf %cst_5 : f64 to f32
      %226 = arith.addf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.rsqrt %in : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %156 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %159 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %cst_13 : tensor<2x8x32xbf16>, tensor<32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.mulf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_78 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %160 = tensor.empty() : tensor<32x1xbf16>
    %transposed_79 = linalg.transpose ins(%cst_14 : tensor<1x32xbf16>) outs(%160 : tensor<32x1xbf16>) permutation = [1, 0] 
    %161 = tensor.empty() : tensor<16x1xf32>
    %162 = linalg.fill ins(%cst_0 : f32) outs(%161 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %163 = linalg.matmul ins(%collapsed_78, %transposed_79 : tensor<16x32xbf16>, tensor<32x1xbf16>) outs(%162 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %164 = tensor.empty() : tensor<16x1xbf16>
    %165 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163 : tensor<16x1xf32>) outs(%164 : tensor<16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x1xbf16>
    %166 = tensor.empty() : tensor<16x1xi64>
    %167 = linalg.fill ins(%c0_i64 : i64) outs(%166 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %168 = tensor.empty() : tensor<16xbf16>
    %169 = linalg.fill ins(%cst_28 : bf16) outs(%168 : tensor<16xbf16>) -> tensor<16xbf16>
    %170:3 = linalg.generic {indexing_maps = [#map20, #map20, #map2], iterator_types = ["parallel"]} outs(%167, %167, %169 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xbf16>) {
    ^bb0(%out: i64, %out_91: i64, %out_92: bf16):
      %225 = linalg.index 0 : index
      %226 = arith.remsi %225, %c16 : index
      %extracted = tensor.extract %165[%226, %c0] : tensor<16x1xbf16>
      %227 = arith.index_cast %226 : index to i64
      linalg.yield %227, %c0_i64, %extracted : i64, i64, bf16
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xbf16>)
    %171 = tensor.empty() : tensor<16x2xi64>
    %172 = linalg.fill ins(%c0_i64 : i64) outs(%171 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %170#0 into %172[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_80 = tensor.insert_slice %170#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %173 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%170#2, %inserted_slice_80 : tensor<16xbf16>, tensor<16x2xi64>) outs(%cst : tensor<16x1xbf16>) {
    ^bb0(%arg2: bf16, %arg3: bf16):
      tm_tensor.yield %arg2 : bf16
    } -> tensor<16x1xbf16>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%173 : tensor<16x1xbf16>) outs(%161 : tensor<16x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<16x1xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<16x1xf32>) outs(%161 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.negf %in : f32
      %226 = math.exp %225 : f32
      %227 = arith.addf %226, %cst_2 : f32
      %228 = arith.divf %cst_2, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<16x1xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%175 : tensor<16x1xf32>) outs(%164 : tensor<16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x1xbf16>
    %177 = tensor.empty() : tensor<1x16xbf16>
    %transposed_81 = linalg.transpose ins(%176 : tensor<16x1xbf16>) outs(%177 : tensor<1x16xbf16>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %transposed_81 [[0, 1]] : tensor<1x16xbf16> into tensor<16xbf16>
    %expanded_83 = tensor.expand_shape %collapsed_82 [[0, 1]] output_shape [16, 1] : tensor<16xbf16> into tensor<16x1xbf16>
    %178 = linalg.generic {indexing_maps = [#map3, #map21, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_78, %expanded_83 : tensor<16x32xbf16>, tensor<16x1xbf16>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.mulf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<16x32xbf16>
    %expanded_84 = tensor.expand_shape %178 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xbf16> into tensor<1x16x32xbf16>
    %179 = tensor.empty() : tensor<1x16x128xf32>
    %180 = linalg.fill ins(%cst_0 : f32) outs(%179 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %181 = linalg.batch_matmul ins(%expanded_84, %cst_15 : tensor<1x16x32xbf16>, tensor<1x32x128xbf16>) outs(%180 : tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %182 = tensor.empty() : tensor<1x16x128xbf16>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x16x128xf32>) outs(%182 : tensor<1x16x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<1x16x128xbf16>
    %extracted_slice_85 = tensor.extract_slice %183[0, 0, 0] [1, 16, 64] [1, 1, 1] : tensor<1x16x128xbf16> to tensor<1x16x64xbf16>
    %extracted_slice_86 = tensor.extract_slice %183[0, 0, 64] [1, 16, 64] [1, 1, 1] : tensor<1x16x128xbf16> to tensor<1x16x64xbf16>
    %184 = tensor.empty() : tensor<1x16x64xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_85 : tensor<1x16x64xbf16>) outs(%184 : tensor<1x16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<1x16x64xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x16x64xf32>) outs(%184 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.negf %in : f32
      %226 = math.exp %225 : f32
      %227 = arith.addf %226, %cst_2 : f32
      %228 = arith.divf %cst_2, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<1x16x64xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %186 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%184 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<1x16x64xf32>
    %188 = tensor.empty() : tensor<1x16x64xbf16>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x16x64xf32>) outs(%188 : tensor<1x16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<1x16x64xbf16>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_86, %189 : tensor<1x16x64xbf16>, tensor<1x16x64xbf16>) outs(%188 : tensor<1x16x64xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.mulf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<1x16x64xbf16>
    %191 = tensor.empty() : tensor<1x16x32xf32>
    %192 = linalg.fill ins(%cst_0 : f32) outs(%191 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %193 = linalg.batch_matmul ins(%190, %cst_16 : tensor<1x16x64xbf16>, tensor<1x64x32xbf16>) outs(%192 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %194 = tensor.empty() : tensor<1x16x32xbf16>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x16x32xf32>) outs(%194 : tensor<1x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<1x16x32xbf16>
    %196 = tensor.empty() : tensor<32x64xbf16>
    %transposed_87 = linalg.transpose ins(%cst_17 : tensor<64x32xbf16>) outs(%196 : tensor<32x64xbf16>) permutation = [1, 0] 
    %197 = tensor.empty() : tensor<16x64xf32>
    %198 = linalg.fill ins(%cst_0 : f32) outs(%197 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %199 = linalg.matmul ins(%collapsed_78, %transposed_87 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%198 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %200 = tensor.empty() : tensor<16x64xbf16>
    %201 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<16x64xf32>) outs(%200 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x64xbf16>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%201 : tensor<16x64xbf16>) outs(%197 : tensor<16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<16x64xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<16x64xf32>) outs(%197 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.negf %in : f32
      %226 = math.exp %225 : f32
      %227 = arith.addf %226, %cst_2 : f32
      %228 = arith.divf %cst_2, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<16x64xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%202, %203 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%197 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<16x64xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<16x64xf32>) outs(%200 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x64xbf16>
    %transposed_88 = linalg.transpose ins(%cst_18 : tensor<64x32xbf16>) outs(%196 : tensor<32x64xbf16>) permutation = [1, 0] 
    %206 = linalg.matmul ins(%collapsed_78, %transposed_88 : tensor<16x32xbf16>, tensor<32x64xbf16>) outs(%198 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %207 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%206 : tensor<16x64xf32>) outs(%200 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x64xbf16>
    %208 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%205, %207 : tensor<16x64xbf16>, tensor<16x64xbf16>) outs(%200 : tensor<16x64xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.mulf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<16x64xbf16>
    %209 = tensor.empty() : tensor<64x32xbf16>
    %transposed_89 = linalg.transpose ins(%cst_19 : tensor<32x64xbf16>) outs(%209 : tensor<64x32xbf16>) permutation = [1, 0] 
    %210 = linalg.matmul ins(%208, %transposed_89 : tensor<16x64xbf16>, tensor<64x32xbf16>) outs(%55 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %211 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<16x32xf32>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<16x32xbf16>
    %212 = linalg.fill ins(%cst_28 : bf16) outs(%57 : tensor<16x32xbf16>) -> tensor<16x32xbf16>
    %213 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "parallel", "parallel"]} ins(%195 : tensor<1x16x32xbf16>) outs(%212 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %225 = arith.addf %in, %out : bf16
      linalg.yield %225 : bf16
    } -> tensor<16x32xbf16>
    %214 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%211, %213 : tensor<16x32xbf16>, tensor<16x32xbf16>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.addf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<16x32xbf16>
    %expanded_90 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %expanded_90 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.addf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x8x32xbf16>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %225 = arith.extf %in : bf16 to f32
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x8x32xf32>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%217 : tensor<2x8x32xf32>) outs(%45 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.addf %in, %out : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.divf %in, %cst_26 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = arith.truncf %cst_5 : f64 to f32
      %226 = arith.addf %in, %225 : f32
      linalg.yield %226 : f32
    } -> tensor<2x8x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x8x1xf32>) outs(%44 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %225 = math.rsqrt %in : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %221 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%41 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_91: f32, %out: f32):
      %225 = arith.mulf %in, %in_91 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %225 = arith.truncf %in : f32 to bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    %224 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %cst_20 : tensor<2x8x32xbf16>, tensor<32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_91: bf16, %out: bf16):
      %225 = arith.mulf %in, %in_91 : bf16
      linalg.yield %225 : bf16
    } -> tensor<2x8x32xbf16>
    return %224 : tensor<2x8x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_32_torch.bfloat16: "0x0200000014BD76BC853C04BD6DBC8A3C24BDDA3B72BC7A3C59BC603C213C08BDADBC42BC8B3CE9BB823A0DBD0D3DDA3B1A3B17BC62BBB03AD83CE8BCB7BC75BC443D16BCBCBCCDBB943C3EBDB9BA4BBCFDB92C3CA8BC983C943CD93C9C3C24BD01BC633CD43CF93C173D48BC07BCA1BCA93C033DBC3C9BBC74BB4A3B92BB44BCB23CA03B153D173D8EBCF03BA3BC49BC873C57BC05B9BABC7ABCD9B9633CA83ACB3C46BDFBBCF03C19BC843C9BBB013BD43A7B3C473B2E3C1EBD323D903999BC14BC1DBD87BCAE3C953C16BB083B29BDDBBBB33B86BCB5BB603C443A903CF43A073D13BB00BD853CBBBB633C9ABCCB3CB8BB57BC503C473C9DBB973B363C633C823CEBB91EBC3FBC7ABC4A3C673CA1BCA7BCE8BB453C7C3BA7BC0D3CA4BC9BBCFBBBADBA1EBCECBC7F3C46BCEBBCFCBCFD3C87BC97BC15BC12BD843C5CBC8FBC9C3B8ABCE5BB033C9D3C95BC1B3C03BD18BD6BBC17BC043DD4BBB2BCE43A043B59BBD9BC20BCC33B383C11BCBABC0ABD423B243DCC3C2BBD993C9A3C2CBB533CD43B503C423BDE3C083D953C0ABD85BC563B19BB013C3CBD84B80A3A63BC62BCB73C553CBDBBD53C62BD95BCA3BCE33C843BA73B0FBC3EBCA93BC53CCABB563940BC663C7E3C093CD93CC3BA703C1ABCCD3CCBBB153CC73A3BBC85BCA43C173CB9BC12BC58BC8BBCB33CE03C91BCCBBB9B3CBA3B44BD4E3CBA3AF6BC6C3C9E3BB8BB24BD183AF0BCC0BCD23B3CBCAA3B03BD9CBBEF3CB0BB9B3BC53C19BCF3BC14BC0B3D30BD453C453CBABC98BCF9BC4C3B31BCC5380C3CE8BCE1BBC13C8C3B87BBD33C333C8EBC823C8FBCA63CF83BF43BB6BC1ABCC53B39BCD7BC363B013DB7BB533C113D09BA16B924BDA1BCBD3BE63C33BA2B3D56BB6E3C1F3C403DF33A153C1EBB13BD9939293D1E3C54BBC7BB4CBD8CBC6BBBA83C623C79BB9CBC813B13BCAABC463C14BD0BBCC13C0BBDDA3BCA3C9338233C413DCB3CD5BB67BC223CD03C873CAB39A7BCA6BCA9BB9BBCD8B99ABCAFBB02BB253C4EBC97BA9CBCA4BC153CC63B73BCC73BB7BC57BACF3C3FBD6FBB313C8C3CC0BB833C8ABC073DF23CE3BC6BBC9D3C46BCF4BB2B3CDABA5EBC9EBB103D46BCB83C8E3C423C60BD1A3C8C3C9F3C83BCED3BFFBBB3B90FBC76BC9F3A413D1A3CEABCF83A063DA93B5DBD3EBC87BCA4BBDEBCC3BC833CC7BB043D9C3CCCBCC1BC683CEF3C96BB8CBC423B6E3B683C483CAFBCBC3A93B914BC133D35BD8D3BB3BB17BD25BD193D30BDA23C25BBC33C4B3CFD3B923CEA3C983BD73A303C3CBCB33CC53C4CBC803D3D3B04BBB63C8A3B9D3BAB3C2EBD533CEDBBDE3BF3BB803B4BBCA4BC95BC5CBB043CFCBC333CF93CC3BC4E3CE0BC073D2DBBFDBBFC3C83BB883C03BD913C90BCBFBCF53CCABC353C48BC19BD213CDFBBCB3C6CBA2A3D8DBA113DA13C103D2ABD423B01BCDA3BCE3C5EBC53BC053DA03BFF3B973C22BC96BC13BD883CAEBC2EBD88BC76BC0ABB143B7F3C23BDAD3C173CE53C363C20BD50BC553C08BD043D81BBCCBB7C3CBC3CB03BADBB96BBCC3B163D77BCFB3C613BB6BC933A15BC533D89BC163CB6BAA13C653C223DD63A613CB8BCBA3C23BB37BC2CBC5A3BB43BC4BCBF3C053B1F3C9ABBFF3CAFBB633C1B3D7E3B303C5F3C613D833C6FBC8639CEBC353D9D3B0F3D903BBEBB7DBA0239E63C033D71BCD13C823C25BCC9BB02BCEE3B693CB83BAA3C743CB0BB8F3C24BC5B3B653C6DBB33BCF1BBB23C91BCEABC56BCFABBD3B8053D6FB9813C0B3CE2BCDA3BBA3B8C3BFDBA1A3C763C1D3CA0BC19BD00BDCFBB3E3C30BD9F3C09BD0A3C8C3B463DAABC243B8A3CC4BA98BAB1BBBFBC04BB0C3D04BD94BC0EBD06BC8A3CD6BBB2BB243B943BCBBC8E3C3B3CCF3C623C98BB3E3DD9BA26BD22BCE03A513C413C8D3C213C4CBCE5BA3ABC10BCE83BA43CD4BBC9BB31BCDB3B40BDB7BB7ABA27BC013DA43C99BBDD3C663CEABC8E3CD33CEABC1DBDDFBB62BC903C3F3D6C3B55BCA0BC173D103DC13C2C3D573CB5BAF93CE3BC793CC13BF9BC103CD13C1F3D08BB5ABBCD3C20BDDBBAAFBC6A3C3F3C1E3D603C03B9DABA833B96BA76BC4EBC533C35BCBD3C793A103A21BBE93C4F3DB13C24BD1BBC18BDD7BB2D3D5BBBC0BC53BC093D5B3B183B0FBC31BC1B3C9CBB583C29BCE8BCB43CCEBBFD3C983C34BAB43BBC3C1CBDE03CEBBC173C01BC15BDB23C0E3CBC3C103C7FBC38BC013CC43B01BC4C3C813C3D3B013DA73C0FBC7639133D02BBA4BC983C593C1BBDCEBBA33CC93BFB3C07BDF1BB993C6B3D9ABC063D68BC1F3DC43A933C253B17BD09BD84BC92BC22BC7BBC043D133DFF3BDF3C01BD1D3C67BC1BBC953CE7BC313D1C3C58BC6B3C1BBD8BBC0EBDCD3BFFBBA23C483B2FBC8CBC15BDF6BC7E3B323D953CACBCBD3C20BC143DAABC94BB00BC253B20BC8C3B03BC2BBC63BCFBBCE1BC123C963CB7BBA53CE6BC253D22BC62BC983C80BCC73C0EBD883CBF3C293CE138D43C20BB013C083D343C8D3B473B15BC8ABC513BE1BA073C953CA5BC253C0BBD43BC04BCFCBA03BD32BBA63C36BC4D3D0FBCCDBAD83C403C5EBC05BCCF3C1CBD29BC46BC143B673D1DBDA4BBF13B14BCBF3BE2BC84BB00BDFDBB13BD8B3CEEBC433B083C2B3CB8BC77BBE03B4BBD48BDBFBCB13CC5BAE93C1C3B54BC863C613C25BC853C0DBD2EBC7C3C84BCD43CBABCD1BC533DA63C96BB9D3C63BC1A3C4B3C9EBCD13B113C8A3CB93C18BC233C7DBA8BBB093D23BC7CBBF3BC06BD513DAB3C9F3C8D3BAA3CA93CAE3C95BCE03B4BBBD4BB0D3D02BCCD3B973CC93C9DBC5DBCB2BC9CBC5D3B9939963CD33C783C58BD543C8D3CBC3C22BC02BB21BC953B733C9D3C9EBCE8399CBDD3BC343CD53C963CB1BBEC3AD0BB773C0F3D2D3BD43C54BBDCBCFFBC0CBDCCBB93BBD1BC90BBA33C34BD3F3DA9BCB6BA413C25BC60BB383CF9BC21BDE13A85BC36BCAFBC45BC46BB27BD5FBD0BBC34BCA6BC1D3C553CC9BC1DBDBF3C3EBBEF3C5FBAE2BCF63CCF3A923C99BB19BC86BB1B3C273C3C3D413CDB3C033D033D62BC2E3D533AA6BB8EBBBFBBEFBC153D2D3C84BC36BCB1B9D13C0BBD8EBC66BCA73C173B4EBB473DBDBC69BC2BBD0D3DC43C82BCA43AD93B7D3C623C9BBB1A3C4EBC873B423C543B803C823C1F3C7539793CF03B00BDF13A4ABBD8BCF4BB8ABC593CFFBBE13B893C01BD3D3DDF3C68BC313B683C1F3CA53C343DBFBAC5BC11BC333D04BD183B30BC77BC2BBDA8BCDEBC133C703CBEBCD3BC75BC7BBCF0BC953C6CBC2ABC363C05BC16BDDFBBBC3C07BC4F3A84BBABBC9CBB16BAD83C8038023DB23CA2BCE739053C3B3C2F3D233C23BC92BCE23BF2BCC1BCC9BB69BCA03C7DBCDD3C4ABB003C8FBC0E3CC8BC15BD39BC703B52BC34BB1CBC2E3B963CA93C603CB9BB043D91BA883C37BD0A3C5EBD213B043CC6BC2A3D8B3CE1BC54BD563CB6BBF1BC2BBD0D3CF93AFFBC35BD3E3C803B9CBC60BC17BC75BC2EBC1DBD9B3B613CB1BC1CBC773B3CBB803B16BC52B8BA3C053C083CA63C95BC0A3AE4BC09BCEF39233C4A3C28BD953CA23C5D3D17BAB23CADBB3C3AD03B13BCCE3CAA3C983C413DB23C11BCEF3AC63C25BD273B9E3C033D243C16BB38BC343CAF3C82BCDDBCD73CA03C45BC83BA45B9AABBBEBC1FBC91BC2ABB6DBC563CB5BBBBBCA4BC053CC4BB9E3CF53B1BBD843B833CB83B0CBB68BB213D0CBC05BDEE3B9FB91CBDA53BDDBB063DC2BCABBC5EBC5B3DB93CB5BCB13C4F3C00BC31BBD8BC8A3C4C3BB73CE03C743A013B473C273C1F3D1DBC1CBC13BCBEBB233C143B403C7B3CEABC6C3C153D9E3C03BCAEBC713BB5BC04BD9C3AA63B9BBB30BC773C97BCE73BC23CD03B023B06BCA0BC1FBC99BCFABC88BC16BC5F3CEB3C833C983C223C093CE53C4A3C28BD2A3D3BBD17BD5B3C0D3CD6BC8F39D5BCEFBAC3BC23BCEC3C8E3BAA3B2F3C1B3CB03CE73B053C803C0ABCD1BCE93C2BBC5DBCC3BC363CB5BCD1B9643BD33C2D3B83BCACBB893CAABC9D3CDE3A0B3D50BDE3BCF43B1A3CEB3B39BD32BD9F3C7D3AEB3C27BD0E3CDBBCD23CAA3C4D3C5E3C163B573B26BCD93BC1BC0CBC60BDDEBA403CEEBBA3BC62BC02BD593B093C9ABCEEBA2D3D18BB8B3CC3BBC13CAF3CADBB31BC9E3A0EBCCCBA393CE13C093DA0BC19BC06BDEFBBA1BA47BCACBC2C3C85BCE23C18BD2CBD2C3CB33CE2BC833B463D3E3CFEBC75BC6DBCAF3BFEBCACBCA6BC773A23BC69BB183C8BBCD33CD93CEA3A983AA6BC903C3A3CB73A01BCFE3B4C3D1EB8313D043CCBBB1A3CA73C8EBA81BC1BBC1BBCC6BC02BC53BBB33CCF3C9BBC5DBC09BC603BA53C333CE7BCFDBBC1BCAA3C67BC04BDD33C0D3D23BCD83B573DFDBC883C223BC9BC743CD1B9513C4DBB62BC763C2FBC753CB53C333C913C673C3F3BD5BCB83C3E3C963C513A5CBC843B3E3C9D3C643BAD3B843C15BBA0BC8ABC34BC12BBDF3BFDBCCDBA4DBCAFBCF93C7CBB05BD6FBCD2BC9FBCEC3C9B3C333CE7BBB6BC073D703AD3BC82BB1DBD89BB723CFDBB79BC263B9B3C7C3C23BDCEBC9ABB15BBB0BCB63C1F3C9E3B28BC2CBC95BB25BD1EBD93BB4C3D7CBAAABCE8BAF73B1ABC183CF2BB863CDC3CC2BC173C7DBCD739713C4E3C1B3DF13C993CEF3CC8BCA8BB4F3A423C4A3CFF3A313D6E3B66BC04BCCFBCF5BCAC3CE93C023D84BC903883BC5FBCEEBB153DC6BB48BD4EBB5E3A23BC163C243DA03C343D45BB8FBC923C383C8A3C62BB4ABC4BBCA2BBF53BB6BCFBBB17BCF63BCABC403CD5BC1C3D5F3C28BB85BB8F3B79BCD0BC133C4BBC1F3C383CFEBCDF3CA53A5D3C343B4C3BA43B00BCD53C48BC75BC6F3C1EBDAF3B263C7A3B4A3A9E3CC3BB913CBABC2B3829BCCF3CB9B9AC3C23BDF3BCF13B5D3D913C903C4EBC90BB873C5C3CBA3CE6BBA63C1ABC15BB15BC8B3826BB82BD81BC39BAF1BB323DCC3CC1BA103CE4BC54BC6D3C0ABB6BBC463CB23B37BCCDBCB73B293DA53C1EBDEFBBE83C2939433CB8BC413C86BC623C443C3EBD7D3CB13B2ABC3A3CCD3C2B3C743C5CBCD3BC923C39BAFBBBD23A03BD8A3C50BC9EBCF0BB7CBB8BBBB73C1D3C20BCEDBC46BC543C0CBD9ABA8C3C9C3C0CBCA53C9A3A27BDC1BA693C93BCBCBCF73CCC3B61BCC9BB5A3CD7BB28BCEA3CB03C3A3CEABB14BC84BC393BEE3ACC3B233B943CEDBC513C843CCE3CA4BA313C8B3C4DBC933CFC3CCFBCBFBCAC3CA5BB12BD79BC7F3C183C813CFABC2FBC913C7FBBAA3C1438F93BAABC1BBCC73B173D143D41BC703CB1BC063D1E3CF6BBD8BC0F3C17BDF0BC4CBCCF3C1FBC863C6C3CA5BBF93C4D3D3DBC3A3B923CA9BA33BC57BBCABCA93C98BC56BC0BBCA83B0DBD05BD2A3CD13B173D8ABC693CFA3CDC3BFBB99E3CC7BCACBA973C46BC5CBBC3BC93BC283CA63BE03A273DF0BBFA3BA7BBCE3B91BB763C883C2EBDCF3C01BB923B8E3B233C83BC113C33BBB93C1B3C95BC6ABC543CFB3AF83B923B0CBC15BB9ABB52BC9BBB433D2CBC503C9EBB81BAABBC8239B93CF0BC3FBCBDBCA1BC3FBC31BD2FBD14BCD4BCC53AF7BC4B3D303DE2BC453C2ABD89BC4E3C6A3B6CBD383CC73C4BBC473DDBB99ABCB83C9D3B6E3CBCBCB13CB5BC8ABC663B9DBC0DBCAE3C853C95BCEC3B643C283C473C82BC85BC2BBD28BB9F3C47BCA43C7F3C023CB5BC893CD53CED3CBABC263DC53CD5BC79BC0ABD1EBC79BA04BC33BA71BB453D693B1E3D05BC2F3D733C153CFB3C88BB993CC5BAA83BC6BB543C1E3C9C3C2DBD8D3CBCBC13BCA13838BC04BDB03B16BDD2BC17BDB2BAF93CD03C8DBC47BBE8BC69BD273D8B3CA2BC",
      torch_tensor_4_torch.bfloat16: "0x02000000803F1A3DB93A5F38",
      torch_tensor_32_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_32_torch.bfloat16: "0x020000000CBBD13CFFBB993CDA3A553C50BCC1BCC3BBF63BA83C343B27BB5F3BBA3B3A3C30BC1DBDF8BC0A3D17BD67BCB03CEC3C1B3C253C18BCFB3A523CB73BCC3C05BD60BB0F3C5B3C62BCF03C973C8DBB9B3BCA3B6D3C073DB73C2BBC81BC4EBB233C4EBCB7BA913C383C653C6D3CF3BCA4BC8D3B783D993CBC3C323A80BB71BC1ABCF13CCCBC79BCEA3CC33C4C3BB23C683BE83CB53C70BCB9BC463A273A1A3D563CEEBC873C99BCD13CE0BC1F3CE73CC7BC60BD873C103D56BCB83C383C713C943C64BC533CDDBC02BBF0BBAE3C4B3DFBBAF03C5D3CEBBC01BDB53B2D3CAEBB15BD40BAEBBBA2BC443D003CCA3C96BCEBBA90BABEBCAEBA9DBC07BD653C533B2B3CAA3A2DBCBB3C033DE93CF43B50BB3F3CBABCBBBC42BC8D3CD63CBF3C8BBC20BC7A399A3B8ABBF9BB0DBDB43BD23CA4BCB6BCDE3BD5BC2EBA63BC0F3C93BB513C51BC82BC92BC4B3DC3BCBCBC96BC803BA2BB27BCAD3B423D04BDBB3B5BBDBDBC24BBE73BBB3CF7BB3A3D893B573CB3BC23BDE1BC0E3C6EBCD93CB3BBDC3B5FBC723C9C3CF43C1EBD75BC05BCA9BC3FBDB43CCABB4BBCD1B9D5BCD53C693DD9BC9EBB1EBBBFBC8BBC35BC2EBC6CBCB43C7C3CE63CAE3CFFBCBCBA2F3C72BCB43C7EBB0E3D42BD6DBC0ABD1F3DC5BCA93C9A3A923B293C923C4F3BAEBB213D643C503CC3BC0B3BC73C243C0DBB4DBD483C453DA23B49BC9FB9AC3CF23C2E3CF53BB3BC243D44BDE33C9F3B7ABC2D3D99BC1FBB21BC483CEABCA63C39BA78BA98B8EB3B003C773CEE3C053D01BCE53C223D26BCD6BC523B973CC0BC9CBCB93C9BBCC0BCAD3B213C003C58BC633A96BCE7BBFA3B65BB61BC083B42BCB43C4B3CA43C19BC90BB083B96BA653C733BE4BCC5BB423C62BC80B98DBC713C8FBB163C5BBC3FBC46BD4EBC03BD2C3DA83B2A3D71BCC43BA6BC5ABA923C813CCABCBE3B06BD753CC73C78BC5BBC483BAEBB4FBCF0BC15BC7D3B583C7DBB8C3C65BB953B89BC84BBA33B9EBCE33CC5BC243D21BC283D5F3CBCBB27BCD93C243D6CBCB73CC33A613DAE3C8ABC76BBF93CC73CDB39B0BC72BCA43CB1BC813C20BD16BD12BCC13CF5BC273B143D02BDCEBB163C52BC00BC013D9FBC37BC043CC13B123C94BC77BBAF3C743B4F3CDABBFB3B05BD4A3B15BCBFBCE83BABBC723C413CDB3B063C21BC953C233B103CF73BC43C0DBD1D3D6A3C0FBD21BC023C9DBC32BBFF3C90BC18BB523CA9BCC53BCA3C5F3D2B3CEC3C003DCC3C48BC343DF43C46BBE73B003C95BC0C3D41BC19BD403CD8BA983CD13C8ABB283CCC3C63BCACBC953C243C0B3C6A39A03BA1BC5BBB83BC5B3B173CCABCA8BC43BC5CBB45BCE4BC913CDDBB81BC283CB1BC103D973BBEBB4DBC27BBBF3B8D3C6E3C0DBD243D383DC7BB9E3CDC3C4D3C10BD0DBC1E3C193D0ABBBFBCBC3AE5BB6FBC4DBC9DBC6BB965BBAE3A813C0B3C9EBBE5388CBBFF3CCE3C283D763CDBBC70BBC0BB14BCC03C9D3CF1BC12BDE73C1DBC043CF9BB92BC18BA37BCDABB8BBC25BC04BCD3BB733BCDBCAEBCF3BC9E3C8D3A07BC0D3D60BCCE3B553C333C0CB92D39803CD7BC3DBC62BC253C0EBD513D033B86BC2CBCBB3C7EBC95BB5CBC13BB51BC943B15BB913C0EBD3CBCDD3C283C6FBB1DBDD13BFA3B21BC753BA1BCB9BB2C3D163C5F3CEFBC583C493B3DBCB4BB9CBC02BC483C923C82BC20BD393CAF3C26BAD23BF33CEFBAA6BB9ABC093CE4BC9D3984BCEA3BD23CA3BA75BCF6BC9C39BFBCE33C1ABD31BC113DA83B193C00BD593C813C633CBFBC3B3BEBBB2BBDB4BB8B3CB93C273C913C12BDD63C263D443DE1BB6EBC0CBC463CECB9ED3C963B93BBE4BCBDBC1F3B153CAC3C2CBD82BA44BB9CBD2D3D5B39DFBB433C6FBC803B3DBDEDBBB83BB73C353C043C3F3C013C453D28BCBCBC76BBE63CBBBCB1BC13BDB4BCEF3AB7BA35BC5B3C82BCB8BB343BC93CE7BA9CBCAABAA4BCD4BBBE3CCDBC6C3C783CB73C3E3CBF3CBA3B85BC3ABBBDBB67BC133CC13B07BDF73B223D9D3CFBBC6F3C673B9A3C21BC163C86BC32BCEB3CE4BCCFBCFF3BC9B9913BFDBBB4BC43BCF0BC683CA9BC0FBBD83BD5BB9BBB22BDA73C8EBCA23BD8BCB23C5BBB283D003D763CDFBB79BC053DA2BC183D0F3CC3B9C4BC293D0DBD50BBEEBC343DDB39BB3CE9BC793C3ABCEDBB133BD53C65BC5E3CE0BCC63CD7BB263C37BC913C813C833C2CBC46BBC03C953B55BCC4BB583AD2BBC13C9FBC883C413CB7BB583C37BCB3BB033DB2BC01BD9FBB19BB44BD00BD34BC2E3C253C673D61BA99BA2D3C95BB9EBC313C8ABB673CDFBCCF3B623CCCBC943CC23BA3BC90BCAF3C23BB203C553C873C823C10BC92BA42BD89BB75BC8D3C1ABC813B3B3C02BC2FBC113B023DAE3C4ABC84BCA7BCF0BC8BBC9CBCAEBB09BDA3BA233C273C43BC033DD0BB89BC30BCC23CCE3BAA3CE8BB103D8FBC96BCF33C963CD43C39BC623C133DFABCAD3CFABC2D3B81BB0B3C5EBD1BBCACBCCB3C963B233C0C3B1B3D763C0DBD08BB153CC73AB1BC0CBC3D3C0CBCD43C5EBCF63CB73CCF3A8BBC72BCB9BA973CD63B94BC423DC33B203C023C0CBD3BBC7C3C433C2C3CD03BF2BC86BC95BC04BC083CDC3BCEBC053DFEBB6ABC143DA7BC5F3C89BC603B92BC42BC62BC943CADBB923C493CF43C033D173C733D04BDEE3BB0BB3ABDDBB9FEBC97BCE33C1CBC763D293C83BCB43B2BBA33BB12BD0E3B563BADBCEDB9E8BC0C3DEFBCE63C62BBE239BABCDC3C903BCF39C03C433C593CAF3B5EBB2DBA4EBC9DBC05BDBDBC053C5EBC073DEDBCFC3B2EBC09BD1ABCD4BC883B35BC903CDCBCFBBB083CFA3C06BBB23A593C98BA483C2DBBA8BBA3BACB3BFE3B203D553CE83A9C3CAA3C133C19BBA4BC37BC56BC4D3CE5BB953C853C473BFA3B483DC6BCDDBCE73B",
      torch_tensor_16_32_torch.bfloat16: "0x0200000057BB2C3CBC3B0B3C8F3C4A3CDB3BAE3C983B57BC3DBD223B06BBEF3C98BC483DC3BBF63CA8BC2F3C223CBE3C25BC35BD86BC0CBC9AB7AF3B19BD8D3CB1BC063B4C3C4EBC14BCE0BB9A3CAA3C923BEC3C9ABC26BC26BC423BA6BC153B4F3C1ABD17BDED3B82BCE9BCCEBC3A3C4ABCFA3C5DBCB13C21BC7D3CF3BC573CFEBC48BC503C753BF8BC183A553CB4BC2ABC133C0E3C233D22BCADBC4E3BD1BC1C3A0B3D28BC79BC293C79BCD33C95BAC4BC3F3C85BC22BD88BB96BBF3BB0F3C12BCD33CEBB9C23C913C473C823CACBB6D3B3A3A463B29BC623C053C2FBA0EBCDC3C213DCA3A523B27BBD93B3D3DAABC07BC46B7BDBC0D3C113D8CBC983C0C3D27BDC73B95BCE43C2ABC953C653B08BC99BC99BC363DD5BC99BBA23C9C390D3DB03BAC3CA8BC05BC093CD8BC91BBE3BAB9BB9CBA673B4C3CB1BC97BC79BCA43CAB3C24BD04BDF03CDDBC0C3C083CBFBC483C0FBD6BBC4CBA253CB5BC4E3B433CCC3C0AB936BB7D3CE73CFB3C433C90BC603C66BCC8BB2F3B023DCE3B21BDD5BC093D5EBB29BD17BC23BB1F3CF0BBAEBC52BCA63CB73C2D3C3B3CFABAA43C323DC33C0ABC743B72BC393C843C043DA43C483C0ABD4F3C743DABBC86BB8D3C233D613C1A3CAC3C173D363B263C7EBB4F3CCBBCBC3CBE3BF2B8E4BC8739B43CA1BBAABB953C50BC4D3BC63C01BB61BCB1BC0ABC96BC113CB23B843C763C54BD9ABC463C103D7D3C21BB133CD63B4CBC863C613C743C403C3F3C4F3DF5BA913CA53C9D3C8D3C0D3C45BC2FBB05BC063D1C3BBC3B0E3D99BC39BC2DBC823CE43CCF3BB03C21BDC2BC233BB2BB37BC0F3D7A3C4FBCBCBA793A0BBC11BC9F3CABB8A9BCC1BCA1BC9C3C143CC6BC0B3CA2B9C2BC123B363D063D9C3C383C86BC963CA73B41BC973C193C09BD973CBABC2F3C81BCA1BC163D503DEBBBBFBCD5BB0B3D29BC7E3C903CF83B843CC03C913C5EBB3A3D1C3C223CBABC94BCEEBC6ABC2B3C39BCD2BC843C493B66BC63BBA2BB53BB223BDBBC46BC06BD243A02BD543C07BD87BCCBBB853CC73CA937B6BCCFBC04BD89BC243C0DBB20BCB5BBAFBA14BD09BC823C353CDF3CDEBB043CEABCFDBB8FBA963C6DBC0EBB76BC343C49BDAE3AC83C853C953BAF3C6CBCE13A863B403CEFBB0A3C6ABBA5BCD7BC84BA283D66BDC33C073C79BAD53C47BC5F3C4E3BDABA1B3B163D563C663BF4BCB33B183D303CE53C1DBC593C52BBB9B9B1BC0F3CA73C30BC403CF4BBAC3B4BBC19BD813C7BBB613BBABC793C1D39DA3B02BC43BC30BDA73C07BB7BBBF13C66BCBCBB45BD0E3C65BAB13A14BD2D3BADBC76BC15BDB2BB48BCC7BC353CC8BCC33AA8BCC8BC0B3D6ABD0CBC6A3C10BB0D3C0B3CE93CF139B4BBE9BB96BC7BBAEEBBB13C8A3AF9381EBD6A3C17BCA2BC16BC8D3D00BC62BB0DBC14BBFFBB9ABCB53C443CF6BC19BB7B3BC6BB113CA3BB",
      torch_tensor_16_32_torch.bfloat16_1: "0x020000005BBCE0BC24BDB73C943C41BCD63B9E3C1EBCA7BC63BC75BC213DDF3C913C123DE43C803CD63C80BC0BBC66BC213D8D3C9BBC83BB153B2CBD06BDAABC9BBC8EBB933C4A3C153C08BC203C763B683CFF3CE73BC03C813C8E39A8BCEBBC2EBC09BC6B3BAC3C8ABB023C12BDFFBA9F3B11BC08BCA63C5BBCE23B1BBD06BCA93B5D3B27BC273D223CBEBBFF3AEBBC1C3A593BB9BBCE3C8CBC13BCA5BC273C2B3C263D873B05BD71BCA73BB93CD63C0EBC66BBF6BCBB3CD13C6A3C78BDBCBA1C3C0DBD8E3CF43CA0BBF53C473C343B373C1FBC00BD2C3BAABBB93C85BC843B483C923C7ABB7BBCA83ADDBBA23C043D4F3C09BD8E3C3D3C07BC543C7D3B063CC73CBCBC13BAA43C843A90BC87BC853B36BDDBBCD53B20BB17BA9BBBC73B6CBB5BBC15BCEF3B283C0C3DB7BC48BCC4BCCF3CB23CA8BCE0BC683B2ABDCAB90CBB373CB1BCEBBCFA3B843C28BDD43BBF3B583BB7BC023C4C3A2B3D1F3C16B991BC14BA98BB8EBBE9BC8BBCAF3C7D3D3E3CBBBC943BF73B913C29BC7ABCD5BBE9BBE6BB7CBB16BCAC3B8F3C51BC9CBC89BC2C3B9A3B73BC873C3C3B883B4A3A48BC6CBCE03C9EBC46BBD93BF5BB47BD033BF93CB1BC9CBA5B3C94BC82BB043DC3B9B13B493C963BB6BC173C153AC9BB07BD8B3CBA3CD3B7FCBC29BCD0BC8E3A1E3C2C3C873CD1BC86BCAE3CD4BB3EB9E5BB04BD6ABBA7BCB9BC5C3C33BDAA39203DE63B0FBCB63BB13AB6BCA23B8E3C88BCA8BCC13B09BD673B1D3CFB3AB2BC42BCCCBBC5BBCEBC203D6ABBEA3B9B3B8DBB86BB583CABBB20BA1F3CA83C613CF13CFB3A5DBCBB3B30BC7DBC56BBB23C3A3C0B3D373DB63C2DBC913CBC3B0ABC91BB01BDC93BD2BC3BBAC0BBDDBB96BCBDBB12BC9FBA1DBC0B3D03BD1E3CD63C8BBCC0BC9FBC563C7C3C84BCA53B553A3EBC543CE0BCD8BC4ABB4A3C073DDF3A05BD123DF4BB9ABC33BCAFBCE93BD63CFD3C993C393B213C163B96BC52BCA03B44BCA5B89A3CEA3C8F3B383CAD3C94BC8ABC63BCA5BB9ABCE23C443B46BCEFBB26BD13BCA13CE33CE4BC85BB07BD913BE6BCCF3CED3BC4BB6E3CC23C94BB1BBC47BB193DADBCEBBC1DBC9FBBC9BCDE3CB3BC29BD05BCC33BCABBD23CBB3B483BCDB7B5BBA23B49BB9DBB25BC5DBD083D30BD2EBD17BDB6B801BD5B3C3A3B2E3D903C19BCA63CACBB32BCB2BC033C893C2B3CC9BBD03C033BC93C1BBA713CEEB8553C11BD363C503BDF3A543CC83B443C04BC9C3CCDBB2EBC0F3BE83B953BF03B96BCB8BC76BCDABB813CAABC9C3C6ABBD13C2F3C7CBCC63C2BBDAB3BEF3C793CEE3B9ABC2BBD253CE6BBDCBBBABBD9BC373801BCBA3B023B473C0DBD21BDD23C163D8ABC4DBDAABC913B2E3C14BC823B58BB023DE5BAC8BCC6BCD43CBBBA16BB00BCB6BCAFBC51BBBA3B9C3C83BAF9BCA43C993C643D2B3C9ABB113C083CA9BB0CBD053D153C",
      torch_tensor_32_32_torch.bfloat16_1: "0x02000000D23B9BBCAD3C03BD123D54BD0BBDDCBAB6379EBCE03C1FBD98BCE9BCDE3C813B00BC10BD933CA53CDE3CB1BC36BB4D3C4BBCCFBC733B183D17BC043C233D6C3C283AC0BB343CEFBC4EBD313D74BCEDBAC0BC083C683CEEBC013D0EBC4ABCD1BBDBBC68BCC4BAE83B69BBFFBA273CBEBC25BCD4BC723BADBCEFBC4EBC333D2A3CA53CA7BCFFBB8EBC40BC52BC303DF33CB0BC30BC78BC3E3CE43C003C8A3DE53BA63CDA3C70BC69BD91BC273CD83C9B3C03BCD43CE03C9C3C463CC6BCB33AEE3C043CD6BC8ABA7D3C85BCEB39623CDF3B19BC92BC28BCA73C653CE03C993CBF3C7FBC8DBC933CECBBDE3B96BBB63CA63B3BBCC3BCC4BBDA3B1DBCDD3C28BC563BF53BD4BB493C3FBBC4BC163D02BD89BC943C93BB213CF33CB03CC63B033DF5BB473AD13B843C723C61BC32BC4EBC27BC973C633C943C2E3B01BCF03B41BCB93CDC3C05BDFFBB483C59BB83BC1DBBB7BC023CB93CCABC28BD39BD93BC223D65BB813CABBC0F3C8B3CD9BCE9BA83BB933C9BBC993C123D43BC8C3C4EBB29BC76BB99BCA93C0A3D6CBCB5BC353B853CB63BA03CEFBB403C84BC09BD71BD4A3C54BC663C39BCB3BB383B383D023DA7BC39BDC5BC28BCA23BCEBCB1BA0F3DB63C903C403CA03CBA3CB03C17BB753D573CCA3B183B0E3DC13C2ABC77BC7A3CDABB203987BC57BCAB3C433C0DBC0F3C9B3B9A3CABBC0FBCFB3C0C3CA23CF2BC8CBC5AB9533BA5BB7DBB8EBC583C003C8C3B4C3C9ABC76BC46BCE13B9A3C95BB073DCDBB553C1BBCECBB583B623BAFBC213C5CBB8BBC1BBDA1BC473A5B3D453AF33C2E3C98BC303B13BD683CBB3B8E3CA73C94BC583CC43C033CACBB523B51BDDB3CAFBCC23CC63C193AEF3C863CA33C303DC43CEF3C093ABFBC753B1BBC903CC33B51BC393C313B0ABD243A98BC903CB43CBABC60BC213CDCBC5CBCB8BC973B06BCF0BC07BC13BDB2BCCDBBDCBB613B73BB643C053CE9BAC13BA5BBD3BC01BC503C8DB986BC8CBB2DBCB03C49BB4C3DFCBC15BD11BC7BBBEF3BF73BC0BCBB3C57BC08BB3CBDC6BB943B243D04BBED3A2F3B73BCC03CDAB98B3CE3BCE3BBDE3CC33B1D3C5FBB92BB6D3C0FBCA43B13BDBABB0E3D0BBD24BC2C3C623B1ABB80BC8F3C6FBCD9BCB9BA083C803CF43A0D3A8EBCB9BCFDBA41BCBD3C10BBE1BCF23C353D50BC38BC8B3C7F3C933CBF3C6CBC573B9D3CC13C373C57BB05BDD63C263DF2BB4DBB3DBC043C92BC9FBC25BC473CBEBC933C04BD96BC50BC81BB433B14BD3A3CEE3B64BCBF3CA7BCD63CF8BC0ABC803B50BD30BD0CBC39BC86BCE1BCE13C72BC26BB00BC4EBD2CBC3A3C6ABDB5BCA73B7F3BCE3C433C353C29BC1FBD4C3C323DFEBC81BCB93C3E3DD93C3B3C753C363D44BC1CBC493C3DBC433C94BC2B3DFFBA883C58BBE2BB24BB33BCFE3B913C963CF5BC473C633C01BB2BBC273CE23B01BC733C42BB6E39533C15BBB33C92BC013D733CF73C05BC3BBC143CA03CDE3C47BCCCBCACBB96BC003D8B3C573C9B3CC4BC153B85BC2FBC563AAE3B7A3C053DB63BAABCED3C8EBCC53C603C2C3A60BC46BDB63B883C003DA1BC8ABC8A3C9DBC063C52BC8E3CC83B86BB5B3C903BBBBC98BC803C50BC3DBC4A3DDEBAFBBC793CFA3B013B373C06BC85BBF93A073D533C1ABD13BCAB3BC43CB33A5D3AF0BB113CB83C21BCC33C17BC23BB81BBE53C0EBC0BBC6FBC86BB6BBBB33C21BB733B313B833CC13B523C02BDDEBB603C2C3C05BD9E3B943BA43A4FBBB6BC07BD0C3D0ABCCDBB54BCC4BC473B8C3BBE3CCFBC10BC5DBA503CC83CAEBC90BB2E3C223CF7BC85BC82BB163B3CBCCF3CC5BCEB3CA83BA43CD03912BD46BC09BD1A3CE6BC05BC1EBBC43BE0BC1D3C1FBCDB3C6A3B3ABDD63CEB3B583BDF3C1DBD4CBB99BB0A3B323B693CB5BB943B123D3ABCE6BC0D3C6BBCCAB92DBC2CBCED3C0E3C783C88BC90BC113BD4BCD03C82BC34BC09BDB2BC0BBD04BDFBBC063C9FBB0B3C043BFDBCFE3CD8394B3C8FBB64BC9C3C6E3CA4BCFFBBAFBC243DE3BC083D04BD783C62BCC2BBE7BBB2BBE6BB373D503B3D3BAE3C19BD243C093C1CBC823CE4BC773CB73C103CE03C81BC623C1D3B513C3C3ADF3B2EBD0A3C903BE8BBDCBC7D3C30BD42BC29B9C0BC9B3CFC3CE23A543B6EBC14BB81BBE33BBDBCD53C3DBC8FBB973CC43CBE3BC3BBCB3CD1BBD93B9D3C213C6D3CDAB975BCD03C5A3BB0BBD1BC573A513CA5BC2E3D1D3D9F3CCC3C403CD23CCC3BC53B4DBC10BCAEBCFEBC36BC993B10BC9CBB523C01BC873B2EBD603C3D3C60BCC3BB6A3C33BB98BC4EBBD23B39BC40BA653C4E3C1ABCB2BCF5BBD8BBABBC9BBC4FBCD1BBCA3CA5BC7CBBEABBE0BCBBBC84BCA93C7A3D8CBC953C91BC653A1A3B90BC02BDA1B8D73C11BC84BC923B8E3C933B81BB963C2C3C3CBBC83C03BCCB3C093C263D69BB013D693D7BBC20BDCEBB7CBCD2BB993CC13C2CBCCD3CC9BC6B3AB8BCB5384DBCE33B8B3B0CBCDC3CA93C543C573C5238063D973C1EBBDE3B813C6A3CE4BB6A3CD1BCBF3C053D393BCDBC08BC3EBCD73B25BCD33951BD90BCBA3C03BC2F3D33BDBC3CB43C22BC2D3D1C3D2BBDA1BB9A3B10BC103DA13BBFBBE93C3CBB92BCA93B99BBD13BA6B9E63A21BCF339CFBC5F3A5F3C21BCAC3C373DB5BC833DF43C03BD3C3B6E3C2C3CFF3B3A3BE5BB23BDC73C38BCD9BB823CF93CA63C1FBCBA3C443CB1BB083C82BAE83B32BCD43BC33CB4B9843C6ABCEA3C283DAFBC14BD223B9B3C5D3C91BCC5BBA13C853C3D3C1C3CECBB90BC1D3C56BC8EBB043C373D8B3CE23B03BD80BC9C3BABBCEE3AE0BCB1BC35BCFC3CA43C82BC793D6FBA94BAA93C613C9F3BAFBC41BC3B3DECBC313C8BBC8CBC903C99BB5BBB973C03BD1BBCACBC5E3C4D3C13BC723C10BD123C57BC663C",
      torch_tensor_32_torch.bfloat16_1: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_1_32_torch.bfloat16: "0x02000000BA3C773BCBBBB83C623C093C9239C73C873CE2B958BCAB3B9E3AE13B30BCBE3C96BC473CA43C41BC3C3D2D3C063D80BC05BD29BCD9BA9CBC4C3D403CBCBC2D3B",
      torch_tensor_1_32_128_torch.bfloat16: "0x0200000058B92D3D20B9583D213CB93B66BB483CCD3C3FBBEF3BC8BCDDBC153CA43BAFBC60BC0B3B1D3C3D3B3EBB94BCDDBCC93C513B4FBC27BCA93C0ABD4A3C6C3B843C9D3CFD3CD0BCB43B6A3CF13CABBC9F3A2ABD98BCA8BC63BCB3BCD83C8B3C0DBB843C8CB96A3AD23B3A3C5E3CF0BB89BC3C3C4EBB033B0E3DB73CFA3C263B88BC8DBC7FBD853C433836BC893B9CBC2D3C0EBDB03A1E3CE13C47BC4DBA483B253DDCBCBA3CE33C6A3C0DBDFABCEBBBC33C91BC38BC8A3C84BCFDBB74BC1EBC613C45BC5FBBFB3C8EBCEBBA043C1ABD053B2EBB3BBBD93C283D74BCF6BC8C3B3DBB0CBC023C52BC61BCEF3BEE3CD8BC543C06BD7C3CD2BB13BDB93C9EBCB03B783CDD3C15BC53BCC03C95BCC13CC2BC2ABD25BC283C203B1B3BDC3C51BDC83B8B3C3FBB553C1F3D203905BD9C3BC53C9A3B953CFFBC9A3C55BCA33B633CE23CBD3C5F3BE7BC8A3CC6BB14BB39BC19BDA33CBF3C6C3C803C95BC973CCDBCFA3B5CBCB93B033C153BD13CCABBF63BAD3B0EBC73BC12BCC9BC76BCEDBB3C3C243D36BDAA3C6A3C7F3DC5BC28BC94BC153D863C22BC41BD173C09BDFFBB813BDABCA83C37BD08BDB7BC543CD8BC75BC8CB94D3DE23CD8BC8E3C33BDA4BBD53B443C7BBC6FBC8B3C31BCF5BC033DEE3B1A3CB93B663DF23CA43CC33C093D8CBC7FBB19BBF8BC70BC083CC13C38BDB5BCFABC3F3D40BCDE3CC6BAD03B483B86BC3DBCE63C62BC2CBDCE3BE03BFA3CF43C243C11BC0C3CC03CB03CE7BCB2BA0ABC103DE9BC40BC06BA97BAFBBCE9BB8FBB3BBCA53CECBB5FBB38BD3ABC80BBDD3C4ABD343CE6BCAC3A4F3CE6BCDFBB65BC86BC7EBC713CE23B813C9C3C563C4BBCFBBB5CBB963CA0BC02BD94BCC23B24BCC3BC043B8ABC853C20BC953CF5BCDABC49BCE03CACBBA23B43BC5EBC023D213C02BDD03C2ABCD8BC2CBD9ABBB2BB9E3C08BC123CE53877BBA13C2E3C65BCE3BB5E3C2FBB263C003A45BCDABC90BC7A3C243BC23C90BA603C0FBC95BB473D813CB53C1FBCADBC8C3B703C7C3C2D3C843C173DC23B91BCB3BBD5BC1EBC1ABCF5BC553BA3BC6F3BA83A9C3BF83CCC3CE8BCB33C1BBD2E3BAE3C80BC80BC21BD083B04BD98BB10BC71BB683C713B6D3B0EBCCBBB943B3FBD1DBC3C3C0F3C03BCAABB153C113A1FBC253D9EBC47BC0C3D7B3C2EBC543C12BD98BC063D07BDCE3B34BC4A3C683C19BC52BCB83CBB3B17BCB3BAF13CC5BB383DD7BC59BC7FBBB53BF2BB19BC7B3C02BC18BC1E3A01BDE63C393CB8BBD6BBAE3CBABCB3BBA2BB55BBBCBC143DD4BCE5BB7E3CD03BB23ADE3C9CBBB43C1EBCA23C503B6A3D733CAA3CFA3AA0BB1ABC2C3CEEBC14BCD7BC86BC483C8C3C683C11BC893BA83927BB0B3C28BCC8BC3BBB5B3C0BBC0D3CB9BC2C3CA1395EBD8B3B37BCA83BA53C99BB59BB27BD053C613CD3B8D9BCA4BB3FBDAA3C12BC6BBC26BC213D0C3CADBC0D3DF13CFCB980BCB1BCB0BBE9BC8B3B8B3C813BF53B6FBDAFBB77BC103CF93C5D3C073DA53BC13C61BCA6BC1A3987BC653C083CEE3B803BFABCEDBC123D1B3C46BCDDBC473CEB3A6C3AEDBCC7BCE9BC723C7E3BD9BC0BBAC03C87BD463C85B973BBDEBCA7BAC0BC2ABCAA3B8ABC843CBE3C04BD63BCBD3B163C3E3C22BBB3BC6EBC3C3A9D3BBC3B9DBC9E3CED3C30BDEBBCD83CEF3CE9BC493CBD3CE8BC643B0EBC0DBCABBB0E3B0B3CE43CEF37DB3CA23C633CE2BC50BC62BC7A3CFC3C493B0C3C943C13BBC2BC1A3D7DBC37BD73BCC83CB3BCB43BE4BC333C2A3C293C60BCF03A89BC903B3DBC94BA9BBC45BCE93B29BC6DBC483CBC3BAFBBBBBCCF3B283C1ABD30BC043C27BC1B3BC93BB23C973C373C22BBC1BCF53B113D583BBB3C3CBB67BBA53CB4BB42BD26BCB93A11BA373D86BB023A2BBD8A3AE13B4BBC893C723CF73BDBBAB03BB5BCCD3B11BCDDBC073C6ABC4FBC32BD1A3CA33C97BC1DBD423C6DBB4ABC40BC183C8FBC51BC2F3DD23BF83B753CEDBC813860BC083CD03B633CC73CAB3C523C06BB9D3CA33C1BBDA83BCDBC263CD7BC883B163CC6BC4339EE3C56BB3CBC5DBC5FBC8A3C99BB00BC8B3B573D99BC13BB1E3D9B3CFCBC1E3C5F3A0F3D55BBEDB9B53BDFBBCCBC82BCB7BCABBABDBC17BC1CBBC63C40BC02BCA1BC03BD80BB99BCDBBC753C003D8C3C8BBC4A3C73BBFA3C86BA3BBC4D3AA13CFC3B8A3CEA3CBEBC803B19BC023917BC0ABDDDBCBABBFA3C4ABA27BBC2BC9A3C82BC2BBCE2BC0EBD8D3B113C663C7E3B0E3C16BCE93B02BC4EBC533C8ABCB33BD03C2C3BC6BB55BBC5BB09BCD6BB9E3C9ABCEC3C903BB3BCFCBB9CBB433CDEBA81BC7D3C823C7BBC073D643CA13CA53C6639673D1B3D7C3A693CD53C9CBCAD3CE03C993CEEBC67BBB53C3D3B95BCB93B94BC0FBDBC3C813C53BC92BC613D5CBC1EBC89BBDFBB973C2F3D733C983CEABAC4BBA0BBA33C733C173CA2B9DEBA52BB09BD6DBC023B843A7B3CB6BC9DBCA53C00BC07BBB5BB483B88BC9C3CB93C553B89BC1CBC48BBF9BA98BC4EBCB6BC013CB23B2D3C783C1D3CA8BC6F3DE83BC1BC1CBDA53C45BD4FBC21BD2F3C12BC2FBC1FBD353CFE3CF939B23CA8BC82BCE23B32BCED3C253D363C1D3C75BCE7BB7CBC0038CBBB95BCC73C12BCDB3C48BB96BCFEBAC5BB383D593C1FBCB13C94B848BD6B3CD23CC13C05BC1D3D8FBCD3BCB8BC283DE5BC8DBC363CF8BCC1BAFF3A8039C33C953CF5BC94BC0DBC733B233CCB3BDD3B513C133CDC3CC7B9AA3C46BC313C83BC0F3C993B4EBB4D3C29BC35BDACB9C2BB6DBCC03CD7BCDBBB3DBCA8BCEABC653CC63C64BCE93BCBBC783DD43C1BBCCE3B553C8D3CFFBC0ABD0CBDEF3B1B3BCEBCBBBC643CE437B43BA13CEBBCCF3CAC3BB0BB6C3C33BC83BC09BA5C3C99BC4D3BD3BCA0BA033D89BCDA3C0FBB69BC553C4D39223C213C103C7DBC7BBC053BFA3C18BD9B3C9DBCD73BFBBC23BC973C253DF93C103CA0BCBABC4ABCD53B92BC273DC93CB63B933A5E3C57BC0D3C7D3B483C2CBCDD3BEEBB053D963B3C3C6B3C29BCEC3C68BDF1BA3D3C19BDD0BCC73B52BC153C56BC853C0A3CE139DB3A403CBFBC70BCA13B0D3C183BAFBB68BCF13B813CE7BC7BBC01BD35BC88BCA53C6F398BBBFF3BA13C173C553DB8BB253DBA3C9CBC7B3C0EBD51BD14BA603C6CBBA1BCA8BC8ABB133B40BDFFBB3DBB9E3B70BA9C3B863CC5BBFB3C5B3C78BC15BC03BDFC3C48BB7BBCEB3AC23AFCBCD1BCD2BB08BDFCBC98BC8F3C29BB93BCA3BC3DBDCEBCA1BC4DB8673C4E3C843C743B1BBCD8BB10BC853C32BD91BCEB3BE63CB7BC4B3C573C2F3C6C3C09BD2DBB96BC12BCD53C4FBCCB3CC3BA553BB73CA63B6C3CD63BB03CD63BABBB2C3DDC3B2ABC10BC3ABCCC3B523C263D0D3DDA3C323CF23C0BBCF9BB373C0BBD853B073C783BEEBCC2BCA5BCA3BB203C65BA5CBC093BA8BBA53B9F3C1BBC143C01BD183DD03C963CFCBC413C143BBE3C1FBC523BE9BCD2BBC4BC253BBB3B6BBD76BCC0BC703CB13B553CA9BC1FBD0A3CD7BB363D18BC06BA86BCBEBC97390F3C633C383BD6BCBF3CF8BC94BCFA3B97BC5EBC963CDC3CE43C33BC203C1EBB31BDC5BCA6BC6BBC9FBCA7BC843B633A103C14BDF73C5D3B063D44BC86BB16BD05BC583BEE3C743C943C28BC32BD97BCDBBC45BC4C3CE8BC8BBCD43CE8BCE5BB2CBDCB3B833A903C153B15BBF0BBC83CB03C3C3C253DC43C29BB3BBCC53B9ABCC0BCF4BBDD3C8EBC303CBFBB863C5BBC303C073DCBBCEBB9553B2E3DB6BCE3BB97BCA6BC3C3DE23C9BBC1ABCDF3989BAD73CAC3C053DB53C2B3C573C3EBCDDBC01BCFFBC53BD133C973B213B1A3C5ABC9D3C313CF83C9DBB38BC10BC46BCF7BB0B3D34BC0EBDE7BB11BC6F3C273CBF3AB6BC8EBBF1BC1ABDED3B81BC133DBCBC413B643C7FBCC7BB07BD9F3CE43ACF3CF7BC253DB8BC823BEABCA7BB73BC97B995BCA43BF8BCA3BA8FBCD5BC0B3D733C2A3C4EBD9DBC9EBCA5BC873C0D3CA2BBE2BA573BA83C02BD35BBE3BC3BBD9BBC8F3B043DADBC073B8DBBE13B2A3A6E3BB6BC01BCC8BBBABC2C3C02BD8039C73B0DBDB73C1F3C543C773B6BBC0FBD123C083C91BC10BC15BDE2BBA8BC5BBC433D67BC0D3BC1BBD2BB4ABC2F3C01BC103CA23C53BCA7BC25BA903C2ABC803A3C3DF0BC90BC0FBC763D203D04BD7C3C90BCCDBC73BA58BC37BC9C3C0EBC3F3B2FBCBCBCABBA41BD07BD083C963B703A50BD41BD8DBCC43B7BB8813ADDBB8E3CACBC99BCD23A9D3BD63C5A3CA83B6EBBB33C073CA43C5E3C903A1B3C81BCA1BC1C3C5F3A68BBEC3B2FBB093C26BC1EBADB3BB63C383DDC3B4FBBA93BE63AB53C693A703C7C3C883CCABCFDBB553D2DBC243C0A3C36BD803C29BC21BC4B3CD53B91BC64BCC0BB8A3CBE3B103BDF3CB2BC2FBD083CC23CF0BCD2BBE6BC61BC933CFBBC7EBC79BC133B4E3B683C15BD093A9E3BC2BCACBC853C90BC103D05BC35BD843C0DBD91BCB03CA23ABB3BD9BC55BDE33B753B41BC78BC713DA43C193C89BCF0BB053D643D163DCE3CA03B963C2E3CFD3BCC3BC23CE63C903CAFBC76BC843BDCBC563C6D3C27BAD93B2F3C5DBD2A3BC73C2C3C81BD073C7DBCDE3B6BBC483DD4BCEABBB0BC7E3C7E395ABBCF3C573C35BCF6BC14BD85BC293DC0BC0ABD02BCD0BC353C093D36BB8CBC23BB37BCC3BA9FBA0A3D69BC89BBBABA23BC04BD28BD9C3C9FBBEC3A83BC39BC7B3955BC2ABC99BC40BDB5BCC1BBA53B813BAB3C6A3BF03B9F3CDB3CD53A93BC313C9D3BBF3B443CFBBAFABC87B96C3C153B2A3C3E3C863BD53BBB3B3F3CBDBA5E3B88BC27BD093DDB3B933CACBC57BBBABB063D91BB9ABC97BCF33AD6BCC7381B3D1EBD18BB1B3C09BD9E3C923CABBAA13B5C3C04BC1B3CAFBC4A3CA4BC5B3C543C57BBABBCA7BB7A3B5CBC82BA71BC0739CCBCFF3C9FBCA9BBD83BA33C9B3CB2BB87BC75BC0A3B93BB193C083D9CBC14BCAABB48BB17BC9DBC10BD123D13BD0C3CC0BC51BB6FBC1ABCF03BE9BB0D3DA8BC4EB812BB80BCC7BB753BD03C95BC14BC273BE43CB1BC03BD553B15BC463CDA3BEDBCFEBBD2BC9E3C8C3C3E3C0BBCD9BCBE3CF2BBF0BC613CD3BBA63B62BCF5BC923C683CF7BB113DA03CB33BDE3C2EBC75BC9B3B4ABB573C3A3C7C3CFD3CA63C723BBBBCBE3BBABC30BCAD3CD4BCE03AD0BCA93CCFBCA93C29BC9C3C9B3C23BC973BCE3C3BBD283C15BDE93B1A3B493C10BC563CCB3C03BB573DC9BCD33BA73C66BB893CD7BB253C2A3A53BC9D3CC3BB5DBC18BD1BBBE2BBD73BB83C393DC43B50BC9C3CFDBCCE3CA13C833C543BFABC3BBB553CB73B073C84BD9DBBA3BC753D30BC063CCABC1EBCE8BC293DA33C873C08BC9BBC1EBCA93C07BD0B3C333DC0BC233D32BD3ABC2D3B74BCB73C0ABC343C31BD6D3C08BD8E3CBFBA2ABC08BC143C903B853BC5BBB5BCA23C103C3E3B4BBCA5BC5BBB963B13BC093C15BDDA3C1A3C9B3C093D0BBBF93CE0BBD93C8ABCD13CD0BB16BD073C75BC3F3D663CC83CEABCE8BBD23C1D3C9DBBD23C193C3FBDC8BB0BBD343CC73CF03C873CFCBB893C273C05BC303C16BD7D3C9EBC8EBCA63C5B3B27BC88BCD83CCE3B39BDF43C64BCCB3CCE3CCFBB98BC93BC3E3CDABCEA3B5FBB033DA0BAA73C64BCAC3A14BD4F3CF23C09BC543C52BB173B003D01BDEFBB973C673CA0BC18BC4ABC1CBC163D6EBCCCBCBC3B6F3C5B3D28BA713C8E3B2D3CA939153B5FBCC13BB53C193C873CBD3CCBBB1FBB32BC8F3CEE3C003DE13C8F3C3B3C8ABC5C3B71BC1F3D853BC13CC8BB8B3C29BC70BCB03CDC3C57BAA1BC633C103D6D3C923B003CB3BCA9BA11BB9FBCCF3C63BCA33BB6BCB9BB043BFEBA593CFF3B49BDD93C1ABCB8BC3F3CC93A1CBBC33B0E3B5E3CEA3C14BCC8BB093C0D3C9FBC323DE4BCD23C36BC33BB5EBC19BD23BA7EBCE4BC3E3DDEBC483A89BCA33B21BC3A3DE43A0C3D813CFD3BB8BC1CBB7FBBB53A51BC83BC92BB013D47BA123CC03CD23CA7BC663DC73BBDBC88BA933BF83B2DBB6DBC1F3CD73AE7BBE5BCE9BC8EBCEA3CF93BD63CF13B32399F3CEFBC29BD06BD743ABBBCABBAD03C51BBA83C4D3CE5BC96BCDE3B8F3C0BBC2D3B323CA93BE7BBFABC343B95BC3D3C51BD8EBC53BC03BD8BBC0DBD993C313A593B14BC0B3DE8BB31BBE9BCEDBC9FBD32BDAFBBD4BC89BA893C9ABA60BC98BBBE3B07BCCD3BDA3BE7BC51BC58BC173DF9BB2F3CF6BCF43C92BC413CCB3CC93B63BCBC3C993B053CECBB9DBA663B76BC1FBDF23BCB3B9DBCC43CDC3C073C84BC43BCBABC4E3C9D3B043CB03C393ADE3BDC3CF2BBD93CEA3C2CBC3B3CF23ACEBBA33C5B3C7A3B22BCE4BC723C9F3C48BCEEBB653B0FBD593AE93A223D8A3C083C23BCEF3B9FBC9CBC1A3B523C7EBC3EBCA73C133D113D373CEE3A163DDC3BB7BCFBB90B3D93B7E83BD73C933CFD3BD4BC833B7EBC1BBDB23C033C25BA153C053D043DAABCA43C9EBA93BCB03C6FBB5DBD263CB83C043DAD3C9C3CEDBB793CADBCFFBC92BC323C703CAD3C963C87BCDBBCD4BB7F3CFA3C95BB37BC8EBC01BD0F3D2BBC0C3C08BC84BB183C9E3837BC1D3D7B3BC43AB33C56BC3DBB59BAEA3C14BC94BC98BCBFBCE13B963CCEBC0ABBD9BC37BC83BCF6BC323C94BCA8B9BF3CE4BC063D93BC47BCD43C973C17BD163D2A3C20BC923CB23CD13A03BD293BB2BCF5BA9ABC873C38BD0FBD10BD2FBCDEBC033C2BBD08BC9A3CBB3BA93B8FBC4CBB863B763C8E3C103D43BC18BC73BCF3BBE938983C4E3B073CA7BA263B23BD95BB053D15BCB43BFABB8C3C9DBC643C88BB30BCB63BB2BCD4BC233A8ABB2C3B503C84BA04BD8BBC9EBCF73C6A3CD0BBCABB393C07BBD3BAF3BC1C3A9CBC86BD973CCD3C863C8CBAFF3A2F3CC43AFCBCD83CDCBAF63B003DCDBA3EBC3CBC16BDB73C823A50BB4EBC9ABC7D3C443910BCF13B603CB7BB983BCC3A0EBD9E3C313C243C1FBA44B960BBF7BCFEBC9EBC533DE8BB233CA0BC12BB403C79BC073D52BD9ABCD1BC14BD253C833C3ABC813C04BCBD3B66BC27BDE43CA43C33BC8A3CF4BC42BC85BD15BCB0BBB23BE5BC8DBC063BA63C20BCC2BC633C753BDEBB143DBD3C2B3C623CFBBB013CD0BC953CD03C013C173945BB8D3C9E3BEABB523B983CFABCA63C4ABB20BC20BBCA3B4DBBBB3C2F3DD83C86BB41BC173C453A19BCBEBCD0BCF53B1FBC043C96BB013D233CB73C8E39913B963C863C473898BC063D5EBBC9BC413CFD3C093C9E3B463CA63C023D9F3CFB3CAEBA89BC133DAB3CBC3BD6BCBDBBBCBADABC6D3C003CFABA8CBC243C483B21BBB73B97BC313C34BAE73AC3BB99BC35BC1C3C65BCF2BB073D923C08BCC4BA2D3C83BC9FBB43BC5E3C433D95BB3D3DFABB973B57BCDF3C483C37BDF2BBAD3C4F3B66BD1DBC83BC43BB0F3B16BDB13CA4BB5DBCF4BB4EBC33B8FBB9CABC0DBB133D2ABC4DBC8BBC1F3D183C21BC003D1BB924BCB23CD63C3F3C86BCE73CAC3CB13C8DBC87BC1D3C3DBC773C4B3BBBBC79BC833C52BA41BC6FBCBDBBFDBCF43C04BD853BCDBA8B390BBDCCBBDABCECB904BD693CB73C35BC813CC0BB9EBBB73B2A3D79BBBA3C083D4BBD403AF33BF0BB7DBB4E3CD9BC84BB253C903C1D3D94BC13BD05BD133D00BC8E3A843CC33C86BC9EBC79BCDD3BE63C5CBC503BCE3CCCBB83BBFE3ABF3C713BBE3A12BB3FBCB33C1C3CC33CB03CBF3B03BD013D94BC2EBA21BCA53C17BD6ABC9F3CBE3C023BD33C14BCB8BB38BBA63CAABCB9BC45BA90BBC5BBA4BC033CBCBA8E3B8A3BE3BCBB3C3AB93D3D363CD3BC24BDB73C3D3D08BDD7BBA13C1BBDD6BC0339BEBC1F3D743B373D55BA763CAF3CF8BC9D3C88BCACBC043D87BC12BCAC3CCCBCE4BC6FBB3BBC8EBCE9BABF3C20BDB83B31BCEBBCBA3C34B9E7BCD73C623C19BCFCBCC4BCB2BB303B7DBCD43C223DCDBC1C3D183C38BD0CBD38BD80BCCD3C7C3CF0BC10BA5C3C52BC583C833B3DBC3FBB81BAB43BAF3CD1BBC9BB863CC4BC05BDA1BC06BC0EBC0B3DDABB4DBDED3ACFBA813B83BB5FBCBEBB0E3AF8BC593A103D533A403C273928BC343C9ABCEFBC09BD733C9F3B05BC6E3CDCBA42BC7D3CE3BC64BC31BC113D22BC7BBB4CBC27BCA6BCF0BC94BCF2BC84BC28BCEEBC61BB8D3BE83B933B343CE73CA7BB043DAEB9853AA5BB32BD26BCB3BB9F3BB23B323D923C3DBB4CBD0C3D1F3C2D3DA1BB413CC3BC63BCB53C53BC82BCB1BB81BCFC3CFD3BA5BC323C75BC1C3B473DD7BB8BBBD7BA8DBCF7BC0B3B18BB25BC94BBCC3C61BBE3BCB43B603CEFBC2FBC253DA53CEE3CBB39863CD33CB339C2BB1DBCDE3B40BC04BCA6BC17BC383BD03C7136DB3B683C93BC2B3DB23BBF3C43BC6ABCF9BCACBC523C8A3D6CBCB7BCEDBCC0BB023BAA3C383C8D3B19BCDA3C87BC403C073DA73C6FBC1F3C5BBC63BC49BBE8BC043C74BB4C3C83BCB5BB4B3C8DBA723C8EBCD7BB193C163C4DBCA2BB033D4ABDCC3C9DBC923A04BDD13C913A3E3CA7BBCC3CB0BBBCBB72BBB33C183C25BDB4BC4CBCB63C4DBC853CE7BCA73C60BC3FBD0F3DAABC103D3EBC843CA4BCBB3C49BC363DEE3B963CB83A73BC823C5D3C93BC80BCABBC4CBC873C163DF63C6F3CD53BA1BC86BA913CBCBC783C143CBFBB213C40BC77BC9B3B223C5D3C7DBB333D77BC1FBC873CC6BC703A073C8EBC413D433BB9BC15BAA03C163C7D3C523C02BDD93B513D99BBF33CBD3C733CC3BB353B44BCA63C073C06BD0B3C3FBCD5BB75BC923BCD3A8F3B113DCDBC86BB9CBDC33CDD3A7EBC023D99BC64BC06BD23BD47BC78BCEB3C9EBB753C0A3D20BDC8BB623B783BD2BC733CB53C9ABCD93A8C3C28BD9BBBD2BC2D3C0CBC5EBC6BBB0A3B36BC413B503A52BB5FBC95BBF5BC943B193C1FBBF6BBDC3A1239C8BB983CCE3C363C1F3C5FBB253B943C1ABBFCBBE73CA8BCD93CB0BB94BCF1BCD3BC0D3D893CAA3C74BCAABBA23CD7BCA5BB343C97BC903BC1BC1A3CA53BFD3AD3BC13BD42BC1ABC9C3C133BA13C04BD82BCA73C513CE2BCD3BCABBC0EBD983C14BC49BA823CA8BC3B3C0EBD4D3BB3BC54BB10BD613BEABC1D3ABC3BD63A9C3A8BBBE5BC18BCF1BBEDBCB33A04BA323C843C47BBC63C8CBC193C483B6BBC8D3C993CE23C993C43BC1B3C063D7C3C8339933C5A3CEB3CA7BC103D9A3A5B3B9CBAEABCDCBB70BCFFBC98BC483B84BB0BBCDC39853C9DBC1EBB21BD043C8ABC94BC4EBBBEBBE93C903AD03C07BBA03A403C923A1C3C6FBBBD3BC63C87BCA8BC153CFBBB053C34BD44BC36BC0A3BDF3B273C92BC87BC443B333CB8BCA1BC1ABCEABCB5BC04BD523C943C19BC67BC9E3CEF3ACEBC823BEA3BB03C603C54BC95BB22BC99B974BB073DA63B6E3B313BB33AB9B987BC483C80BAFEBC9639D73C183CB63CAB3AA7BCA3BC9B3B283C93BB00BD683BECBC0EBCDD3C29BCC1BCDDBC233B593B2FBC2B3D0F3C2FBCB83CAC3C443C2ABCC3BC8D3C44BC173D013CBF3C633C38BDC83A653CF53C753CF9BB103C243D983C683CC9BCB73BF8BC0C3C99BC33BAA93CF93B45BBF8BC0BBC8FBC153D913BF73B17BC26B9033C3DBDB93A81BC093C6BBC7BBB8BBBCD3C18BCB53A213C523B1EBC0BBDFEBCAE3C02BC6CBB95BC92BC03BD0C3CD0BC0A3B1EBC5ABCD9BB4DBD613C033C34BC39BD7A3CDBBC9A3A73BC4CBCF7BB143D49BB493CD23CC43C29BA6B3A52BC2C3CCB3CEFBC1C3C873CF43C0539FFBCDFBC7FBCD53C07BDAC3C91BC013D63B9463C7E3A87B9E8B94439163CA3BC33BB603C19BD113CF6BC303DBDBBD43B1F3B42BBAB3C31BC9CBC16BDF2BB8ABC82BC0B3CE23BAEBC423D95BC86BC6E3CC63B36BC2C3B103B1F3D453C09BDF2BC5ABCAFBBA43C1FBC8B3BF73BB53C84BC563BFC3CF63C1D3C033D6B3BE93C8DBC51BB2EBCDB3B86BCBB3C3A3C20BBC1BC0EBC54BC473C923A283C4CBC0BBC40BBC6BAB9BCD1BB953C543CEFBBFABC183C413DB43CC33C803C493C65BC04BAEDBC6D3CE6BC3C3C8D3CF5BC38BC1B3DC8BC013C3CBD223C8DBC303DB43C9EBB5EBB393DB1BC21BD39BD56BDC9BBA3BC9ABB223CE2BC96BBA23CB2BC91BC533D2FBC233B9ABCD0BC5C3BAA3CC13B383C9BBC933BA53C313D51BCBD3BDCBC443C0CBC5EBCC03CEA3C9E3CE5BCA0BB0D3DFCBCE7BB61BC14BC2ABD48BCCDBB2E3DA63B2CBB653C93BCE5BBE53B3DBC06BDFE3BB43C103C053D333D20BCD03C9F3B273C353CD93C4F3C073B3FBC393B753C413BC8BC6DBBEEBBE53C173A53BC783CE3BC243D903CCBBC0C3C2CBCBA3B143CE7BBA8BCC6BCDB3B963CF33CB3BC403C833B09BDC63BB1BC283DAD3CE73B45BC7F3C34BC8DB9DABA1C3CAE3CE6BA543C6BBB363C033CDC3A90BCCC3AE2BBE7BBEFBC383CBCBC0B3B263CFCBC2A3D90BC87BC0C3CC43C1CBD7EBC9B3C553C9D3CD8BC0ABD6EBD6CBC023CB6BC103D63BC5ABCFABB053D30BA53BCC7BBAEBC2ABCB7BC9EBCADBB4A3C1B3B9FBCBD3C2ABDD93BA43CD4BB9DBC553CC4BB21BC6FBCEE3A1A3B2DBCA3BCEC3C4CBC0EBDC2BC873C86BC3C3C67BC81BB9C3C61BC07BD5CBC013CE53C41BA9ABB8DBB09BCB23ABF3C033D80BC05BDFC3B583C183DC2BB61BC4FBC10BC473BACBC27BCB43CB73B3FBCB4BCD2BB883BE4BBDD3C763B933CB63BBD3C6D3BF43C813B3C3D7A3B7F3B9E3CC6BB0BBD353C0ABBE33B253A92BA1CBDDF3C14BDBEBC933CA43C463C193BC83CA5BBAFBCCC3C143C3D3C9C3AFEBA623DBFBC1A39433BAFBB22BDAE3CB53C153BDD3CC7BCF5BCD739A6BC98BCC23C9F3BFCBB9BBCBB3C223B3BBCBCBCBC3C0CBCAABCE5BCECBC223C72BB473C193D953CC23C993CEB3BF1BBF7BCCF3C78BC0FBDB1BA283CFABB4B3CD13C7BBCEEBCFD3C3C3C903CECBB0F3C96BC3D3CC73C71BC6A3CCC3BB03BCC3C17BBA13CEBBB36BB093CEDBCD83CB5BC193D5B3B2C3C04BD113C9D3BAD3BD33C8EBC83BCF23C37BDC9BBFFBCFEBB12BD783C07BC903C13BC213BCFBCB73CDDBCF5B902BB99BC82BBF93A993C073DADBBF83B7A3B3BBA8B3CB3BB433D9C3C1EBBB7BC16BBE73C0F3C073B82BB3DBAECBBA43CF8BCC7BCA6BCCC3C78BC503B54BC453CA0BC82BB82BC2FBC86BB84BCD73B613CD6BC64BDA9BB153C0A3CBD3B2A3D143AA3BC763C11BDBC3C99BC823BFABA223D22BCCFBC6DBC2D3B563B883BEFBA093C383C1F3A43BCE7BC4FBC92BCC53C853C23BCB6BBC5BBA83C76BB8E3BBF3AE3BB6DBC853BE93BD6BC513CB8BC0FBD2C3DCC3B90BB9A3B09BD04BDEEBB363D2FBDBABCF5BC08BCBFBB02BCF738A13CDC3C2D3B3CBCC63978BB923C00BCEDBC913C12BDA3BC173BEF3CBBBCF1BC273CDDBC8B3CCF3BEEBB4F3C1D3CBF3CB83B81BC123C86BC8ABC28BDF3BB9C3CB8BC29BC11BC8DBBE9BC743C8E3C9BBCABBC423C893CE43BE33CA93C04BD48BB28BC23BD03BC8C3B38BBE1BC82BC10BD1ABD3A3C53BBE03BECBB0FBC27BC95BC44BAC03BB4BCCEBC51BC663D163C9ABC943C723C85BBA43CD23B8DBCBDBCDB3A613CAD3B36BB9ABC8BBA023DD93BB2BC753C133D01BC07BC5FBB8FBCB13A69BC2D3D80BC05BD3FBC843C063CC2BA69BB293C6C3A0B3C57BB303BD33CA0BCDCBB463C0A3D6A3C653AE23B7C3C0E3C103D97BBC83B963B3ABDC239C03CC73C4A3CFABC7DBB",
      torch_tensor_1_64_32_torch.bfloat16: "0x0200000038BC30BC623CAC3C113CD6BCDD3BEC3CA13B9DBC223C193CC73C8EBB84BA20BBB63BA73C1C3C773C2EBC52BC433B4DBD8A3CDD399FBBC2BBD4BCBF3B493CB8BCD13B7BBCF2BC71BC25BBB73C22BCEEBCBDBC25BA1E3DB6BB7B3B72BCABBCEFBCA4B91BBD613CF03CB33CF9BA903C833C213C3EBD023CD4BCC2BB5D3D18BC90BCA1BC1CBB8ABB8BBADDBC563CE53BCE3C34BDEFB708BCBD3A03BC343CD23CDEBC45BC033D383CE2BC213CBD3CB6BBA33BA3BBFF3C083D233BDCBC213D443C563C163DF5BB8D3C0A3D08BC763B953B59BBB0BC683B7FBCCDBC3DBDA83C2A3CA03CDE3BAABA493C16BCA73CC6BB75BC753B363BCD3BE43CD2BBAC3BDFBC00BD333D143D3B3B513D573DF4394A3D9C3B00BCC53C943C8DBC92BC3ABCA4BC223D0CBC03BC74BC6BBB6D3B173CCEBB6D3AAD3B4D3CFEBBECBC463C023DBA3C13BC8DBC193B413C07BD9FBABE3C553B063C373BF6BAF4BC54BA03BD363DA1BC193DA83C8A3C203D39BCD23BCABC343C583BB0BC8F3B2ABC0BBB22BDBFBC3D3D963C3D3C343CE3BB8C3CAA3C20BC8B3CC33C653C583CD1BC5A3CB8BCA2BC1B3C48BC2BBDCFBCB7BC153CDA3C043DF1BC17BD7A3B1F3D3D3C3138E7BB27BB15BCFABB8F3C3A3C45BC07BDC33C4C3B2B3C5B3A5ABB483B123DD9BB80BAED3C973C0A3D54B9733C9A3A5C3CA7BC153C393CDA3A8E3B97BC41BC72BCB6BB623859BC1BBBC03A19BC42BC5E3C43BC8EBCA83C4D3B1CBB6E3C66BC6BBCF53C833B2B3A12BD03BD25BB4E3C2DBC62BA1C3D21BC313C94BB32BD58BD053D7F3D26BC8ABA833C76BB3D391ABB35377C3A5E3CA93B133C743C8C3B88BB61BCF8BBD33B06BD0E3D1DBC0DBC7E3BA4BC1BBC27BC0C3CBBBB2E3BA3BCFBBC2C3CFA3C483C5BBC253D593C173B823CBDBBDC3ABBBC8EBC42BCDEBC1CBC7ABBBCBAD73CD03C1A3CD73C7EBB5F3C0FBB78BBBD3CA1BB093CE7BC963AC2BB06BD0BBC193DA6BC853BBEBA4CBB4D3CCB3B1A3CE43A93BC503BB8BC043DB33CED3B99BCD1BB503CECBB9F3C1EBDE43B84BC003D86BC97BC8D3C0BBC943C293C60BCA73B2CBC5CBD13BD063C073DF03B09BDBBBBAF3CDDBC213B243D6C3C78BCB33CAC3C19BDC939713A09BCBFBA16BBF1BC97BCB23B0FBB6BBBA3BBDDBC813B663B23BC6ABC613C063B143CEFBC1A3C7ABDBDBC103BA73B0FBD043CBEBCB6BC19BC983A27BC0ABD86BABDBC18BB4CBC3EBCEA3C06BDF93B063C183B68BC2FBC1A3DC83C663AACBCD53C1EBCC93C383CF83C5B3CA2BCF13CE23B1FBC97BC5FBC1A3D28BB25BDC83CCDBC5FBC243CECBB51BD0DBC0ABCB73C9E3CC9BB103D043C05BDEC3B283CFC3B2ABC3DBC2FBCD43BD93C1BBB06BCB43C983BF8BC58BB063C96BB71BCEA3BA2BB033D8D3B35BCB13B24BDF9BC243B863CA9BCC53C8DBC773B3DBCFEBC893C8FBC193C83BCBB3B19BB55BCB73C0CBC25BD1A3D113C02BD893C9BBC083DD7BCAA3CE7BBC2B99ABC2C3B4ABC123C27BCA93C0B3B84BB2D3C1A3C88BCB9BC83BC893C11B81BBDE4BB24BC4D3C2C3C2B3D03BC2E3D83BA0DBC033AB63BBABB243CF13B71BCC23CE23C26BC093D73BCAFBB1CBD813AA0BCF9BC673CAABC1CBCA2BC0E3CF3BB013C593C433C9DBCAD3CC8BC253D7CBCAEBCCDBC143CA03C0DBD0BBD0EBDBEBCA2BCC63B48BCA53C8FBC0DBCD5BBE23CD83B9C3C9D3AA73C28BC383C843CF33C7FBC53BB20BD393D16BC2F3C9F3CF6BC47BC4FBA133D12BCA0BC58BC2EBCD4BA1BBC133B6D3C9CBC08BC80BC1A3C923C193C713B35BCAA3A163C1BBC86BCC5BB6CBB9F3CF1BC16BC6DBC533C77BC623C43BB52BC323B8ABC7E3C91BCF83B8CBBA7BC42BC14BCA13CED3A0EBB123DB53CC93A963CAC3CFE3BBC3C6E3C0CBC06BC77BCB6BB81BA643BDFBBF0BBCDBBF93C94BA55BCADBA373C043D16BDB83C4C3C3B3C02BDC9BC953C173B20BD3C3D463C053CBD3CA83CA0BCCF3A6F3C0EBD25BB66BC5DBA523C973C4BBC85BC283B8339C23B1EBDB0B8A9BC9EBC1F3B1C3C563C983C9C3C073A8A3A1E3C91BB993C5FBCDABC903B40BA0CBC67BC09BBE83C253CEFBC663C97BC633CD53B803DBA3B9CBC2E3DC23B1E3D63BC1FBA97BC043A47BD7CBCC53C35BC5CBC113C42BBDABA8A3C783C8F3C1BBCAD3A493B13BC1BBC31BC033C00BDF63CC93BBB3C84BC073DA33C8C3C853C773A9EBC8DBC95BB5E3CDEBC173C3FBC54BDA33B023D713A81BC35BCA3BC1D3CCB390EBB3EBD82BB06BC7D3CBA3C1D3D2E3DA3BBA6BC913BDC3CD5BC123DD33B6B3C9BBCA7BABABCB2BC873C6B3B2D3CC3BB263CD8BC07BB823C4DBCCF3B223BADBB52BC193D2CBC263BBF3B9B3B373C02BD593CB3BC84BC78BB463DEFBA4CBC69BC93BCBCBA75BC363CCC3B5DBB82BBD4BB08BDCDBCC7BCFA3C0F3BD43C22BD82BCFCBBAEBC103C423C8F3C4CBC5D3CA93B5ABC443B083C13BC0D3D8C3CAABC77BD27BC3E3D003D213D233D0C3CE43B123CB3BC413C3FBC97BC66BC333C3B3A97BCD33CE2391A3C26BC09BD233C573CB1BCA53C0D3CCFBCECBCD1BBF937C8BC01BC44BC6B3C5ABB2F3B86BB013921BC823C04BB333B443A053C973B15BDABBCD3BC1EBBCC3C0A3BFC3BA2BCC33C223D0DBD23BC633CD7BCF33C0BBBBC3C953C853B0DBC0E3C10BC843CA9BA9F3C5D3BF93C6B3A1BBD723C9EBBB33C243CBE3CD7BBEB3B23BC9C3C4FBD13BBEF3C1E3C35BC6CBCB23CE33BDEBCA1BCB9BC053ADCBC8CBC7EBCA4BC8CBCBC3BCE3B8F3C02BD413A5BBD863C1DBC183C533C22BAE33C43BC84BBA6BA2EBCB43C6B3C363C91BBF23B86BC293CD1BCD23B893C093D45BCE0BC1FBC833BE0BC1B3B61393CBB5E3C00BB44BD9D3B49BBC43CBBBC5B3BABBC4D3C1C3D82BC0EBCB3BC1D3D7ABC14BD0F3CB33BBA3C2ABC03BC963ACABC87BB693C83B82BBCE83CB4BA013C0FBD273C1EBD3D3D55BCB1BB883B95BCE93C073D07BCA23CBABC16BC9E39A43C793C34BC58BCBC3C803CFBBB4539BBBBFABC633B8FBAF6BC3E3BAEBC57BD643B5DBC203D15BCDFBC9A3B973CBBBCBE3CD6BB84BAFEBB123D2EBCE8BC17BD943C88BB473CF23A503CA0BB14BB553B81BD773C243C633C4B3D5ABC34BC93BCD8BB213C34BCB83C2F3BD5BC32BB76BC9ABB003D99BBC73CA53BDC3B40BC7F3C903C813CBB3C753A8BBC423CB73A2C3C3ABB283B8C3C1E3D87BCAE3C34BC11BCF7BBB8BCAD3B9EBCA6BCA6BCB03CFC3BBF3CA93B3C3CCEBC85BC9F3B213B453C1D3C88BADBBB0F3D3FBBBCBB403C21BB8D3BF53B073CBD3CE4BCCB3CD83C32BC87BC08BD093DF33C2DBC36BC223CC33CB4BC553CCE3C123CC1BBF7BC4DBCB8BBF5BC88BB2B3C1B3CB8B801BCDB3CFDBC9CBC663C92BC0DBD35BC22BC6D3C93BC93BCCBBC99BC0BBCF63C70BC633C4E3D22BC453DA43C5F3CCDBB09BCD1BBF0BBBFBBC93C123CA33CE53ABF3CACBC943C33BC1CBD943B013C843C29BC2F3D3EBBD83ACF3BA43C48BCE83BB2BCBDBCF2BC4C3CB2BC5EBC74BC1F3C063B8C3CBCBBA23C8A3CF43CD83CAD3CA03CA53CC63C013DEC3C76BB9BBA993DF13CCFBB493CEABCF13B853C09BC97BBF13AF6392B3B86BBBA3C723CEE3C0B3C0ABDF83C193CD5BB323C16BDFCBAD23C83BC963B2C3BD83C273DBB3AB9BCD43ACCBC88BCD83C8DBC8ABBB9B999BC7D3C943A79BAD63BCFBBD5BAC13B0A3D13BDE7BBB03C3F3CCABA733C173CDC3C3DBCEBBCED3C9A3BA73CD73C74BC5FBAFEBB15BB47BB393CA739F7BC51BCD7BB963C4FBCB8BC943C84B93E3C6A3BC33C0ABD243C663C65BBECBC0EBD37BC213C90BB28BC22BD943AAFBBDCBBBD3CD33978BCC9BC253D0A3C35BCB13C733C7A3D70BC4C3B00BC103C50BC9F3B0CBDC73B87BB88BCCCBB663C9ABCDF3B473CFA3C74BC9D3C07BD0F3DFABC5B3C12BC99BC893C07BCA6BC84393EBC0D3B43BCB1BCE5BBC63C3ABDB03A443B373DE3BC27BDF83BC7BCE6BC083C903C0C3C97BBA63CB03CC3BAAD3A66BCAC3BBB3C303C86BCA2BC9BBC613B5B3C14BDFDBB093D16BCD93992BC97BCADBB5A3DD7BC553C523B753BB6BC093CB3BCD73CF13805BD36BD25BBBA3BA23CB1BBD23BE53BCFB9503CC83B843C5C3B2D3BBF3BADBB42BC8FBA283C6D3AAFBCFBBBA8BC50BCBF3B62BC883B013C663DEA3CCDBCBD3CB6BCACBC863A213CD03C993B203CEA3C05BD4CBC8C3B893C573CDF3C33BC18BB723C9ABBCA3B8A3BC2BC0D3D573CBF3B613C2F3CDBBC1C3B3FBCCABC913BA33B1A3D54BC903C19BD513C7BBB69BC38BDD3BC08BC9BB976BC7C3CDD3C4EBC12BC0D3D00BDAC3B53BBCE385D3C823C27BCC1BC36BCEBBC083D563CB9BA8E3C08BC11BD0DBDDF3CCCBC8D3A2A3DAC3C9F3C993CBFBB54BB29BDC03C003CDF3C513CC53C363B0E3DAD3CCF3B8F3B003DA3BCD3BC98BC55BB723CCABB8D3C21BB203A083C22BCB2BC81BB563C783C26BD0BBD35BD5BBCAEBB5D3C93BBF53CBF3BB43C51BB263C83BBA83CD6BCED3C15BD2D3CB7BCA73BC23C5A3C4CBC61BCFA3C92BCDD3B1EBB8D3B793B0E3A3BBC9D3C4A3C893CFB3B17BC28BD1A3D013CAD3CB13C5C3CD4BC4D3CC43B2C3D09BD42BC9FBB6EBC433CDD3C63BCBF3CC33CB5BCE23B7B3C90BCBFBB6C3CB03A16BDE3BB20BCE73BE5BC813B4ABCC13CE8BC9CBCD23BCDBC6CBC123B953CB8BC4F3CD9BB593BACBC213CC53C0ABB13BDA2BB11BDD0BCED39033CE0BC34BC75BC74BBD9BC11BCB6BC83BBC43ACE3CC83A34BDE33B2F3CAF3CABBB9D3B7DBBF23C2E3C3E3D45BC2FBC253CF13B54BC38BDDDBB9EBB9E3C9D3C0CBD9DBC293BD0BC9EBC4B3B5E3A97BC133C82BBC5BCAABCEB3CE5BB0BBCECBC66BD853C473D2D3D043C263C4DBBCC3BEB3AB93C92BC06BDAF3B05BC78BC333CF4BB7B3C66BB62BA23BB6A3CBF3C723C703CD33C61BB313B0DBD9F3CDDBC23BC893CC43CAA3C953BF3BC923C313C5BBCE23BBF3CA63CB63C063D8ABC8DBCCBBB13BBB4BCB83CC3BB243CC63C5DBDCB3A9FBB22BDA03B823B363BACBB02BD803C403C9B3C033C053D213D9BBBFF3A9EBC31BCF03C743C11BDD63C46BB98BC403C51BC6BBC8ABC2D3C293CBC3CDCBC123DD33CBC3C0EBDD43BA3BB0C3BA0BB92BA043D623C873CB0BC2BBDE1BC92BC10BA983BBF3CC43C3D3C173D96BC053DE4BCAE3B923C033C33BCCDBC823C0FBC28BC4C3DA13C603BE8BCC2BBFABB903A5EBC953C993B543C923C873C783C2FBDB53C6D3C5B3CA93BD2B9CABC06BDDEB9ECBCFE3BB83CAEBC6DBC8D3C1DBB0BBD01BDCF3C253CCDBC563CECBB29BCED3CF73C8E3C43BC2ABC8CBC043C38BC793CD4BCB7BB6FBCD539BBBC8D3C973CA73B753CF73BAE3C79BCC13C683CABBB4FBB973CF53B81BBD73C163D81BCAFBCF8BC5CBC953C9FBC7FBACBBB513CF03B79BCDABC23BD19BD6B3C6EBDB23C09BD13BCEC3A4FBC0CBCB5BBD4BBFFBC443ADEBCA2BB903C563C07BCF4BC4E3C383C3FBB913CFD3B383CC43A60BCB0BB64BCFF3B7CBBB6BB3BBB27BCDE394C3C743B333C90BCEBBB7ABA9ABC58BB413CF8BCEEBB90BCD23CEFBB763C50BC82BC3F3B003D2F3C193C0A3A70BC033D16BDB13986BCF43C8EBC44BC88BCABBC20BC373B2C3C323CE5BC10BCAC3C233C96BC2F3D20BD523C82BC21B979BB43BC003BBDBCCBBCD53B8BBB753C753DB2BC89BB8BBC7BBC1EBDD53C7A3C5B3AD03CC4BBE4BC433CFCBC18BC1E3D7A3C883BFCBB58BC7D3B59BDD23C99BC643AF83CDBBBA63BF2BB973C1D3D4DBCDDBC983AE43CFCBB293C7CBC853C973CF3BCB33B21BD89BCE1BC",
      torch_tensor_64_32_torch.bfloat16_1: "0x020000002ABB1CBCBB3B2D3CB8BA3EBDD63C7DBC65BCF23B8FBA963C21BC4B3BB8BB2F3CDCBBE6BC703C8CBBE1BBAABC7DBC563CA7BC05BCB7BC063BC5BCB9BCCABBCA3C1F3C67BC17BB22BCABBB54BC08BC46BB023C22BD11BCDDBC923CE43C9F3BA03A0BBCC53CC83A653C98BCC03B783B4EBC3FBCF4BB4E3B0A3D053DB43C943CCB3C58BDDA3CCA3B4DBC8DBC8ABB6F3C853BB5BCE8BB1A3C82BB33BC0B3C15BCF1BCCB3C50BC0FBD47BBA03CB1BAC7BC6BBB4D3C03BDB93C013CA7B985BC823BA43C9D3B77BCE03C5CBCB6BC993B8CBC12BC66BC893CAB3C023D8F3C0A3B8ABABBBC4C3C0E3D483D9B3BB63C83BCC6BC883C6EBCC1BC88BAB8BCC73A15BCD1BC2EBD713CE0BBC0BC35BDB53CF2B9403C3BBC3C3C81BB32BD063D22BDA5BBC33B023DD8BC963B46BB15BC95BB873C55BC133D15BD3ABB88BC7D3CB3BC403B693AB4BC2EBCEA3AD8BB293D1E3B9EBB4E3B60BC8F3CACBC253D18BD1A3CD7BA073BAB3C503DBB3C8BBA0C3CD03AB6BCE93B76BCC33CC03CA7BB2BBC203DE6BBD23C013D04BD2C3CC3BCC63CDCBBCA3B1CBC083BECBC3D3C4EB9A5BC6DBCC3BC8EBC19BD953C91BBE3BB803C05BC61BCE93BF73B1EBDA6BCE2BCAA3C42BD593BE33BE73C02BDC03BF53B0B3D20BC07BD8C3CB9BAFCBB33BC923CB43CE23C353CFCBBB2BA7A3BB5BC713C783DCCBC133CA8BCACBC163DB9BB4F3AFF3C333C31B8EA3CACBCAB3AE73CECBAFFBC60BDA2BB663C263C9F3BBB3C9B3C1FBB543CBCBCB23C97BB59BB863C14BCA33CEFBB76BC73BBC3BB993BDB3C903C6FBC9ABBA7BC16BCACBB9C3B9EBC84BC023D2BBB9DBBE73AC1BAFF3C11BDA1BC8C3C033DA9BC893C893D0DBD3A3CA2BA10BCDFBC43BC82BC62BC23BCEB3A683C0BBDBE3CE13C363BDABC93BC18BC8DBB8ABC36BB7A3CF13AF4BCB13C5FBC153BC9BBD2BB123B26BD493C183D6EBC853B68BCA9BB3BBC8DBC6BBCD7BC2A3B3FBCA73BD13C093D043D4BBA503C3CBDD33BB83C98BC293C96BC0A3CF83A9A3BBDBBC9BC283B25BC81BC97BC163DA9BCD9BBE43BC83C01BCBD3C673C67BAE23C0EBD5CBB5E3C9C3C873CC2BB893AC83C04BC56BAF1BBE13A2A3C983B5A3C04BD933C893B49BCAD3C403DD1BA7F3C5B3CDCBB193B8E3CB33CD23C1D3D32BC783C353BD8BC2BBCD9BC46BB963B193C9C3CEE3C3CBDE43A603CC83B40BC743C1D3CF6BCB03B2CBB6F3C59BCE23A1EBDE03CA6BC943C833B573C5C3CBE3C483C8CBC10BCF93C91BCBB3CB7BCB7BB3CBC8E3C91BC84BC6ABA25BD93BBD8BC593CAA3CD8BCC53C0EBCD3BC523C5ABC173DA33C93BBFFBA12BD2EBC6F3C703CE9BC9DBCC6BB38BC613AC1BAC9BCD93CBD3B3FBA06BC8E3CDABC5CBC08BC48BC68BCD93CF03BFA3CE9BC333B4ABCBC3B833C9F3B023DB83B0FBBB9BCB7BAC0BBDD3CA73CFB3C93BC31BD963BD0BC7DBCCF3C11BD4E3D4FBC773C063B93BC383C1BBD02BDAE3C33BC333D53BAC93CF43B82BC3C3DDDBC113C283D273C773C71BC52BAA3BCBA3BDC3C883A7D3C113DEFBCF83C373CECBAED3BC9BBCE3CD93CCE3C04BC803CCC3C3F3DB53CC63C653C3BBDC5BC4CBC69BC85BC41BBC7BCE83BE03CAF3C20BD743CEC3C753A573CA73C8BBB5D3B18BD83BC1EBD313B0E3D1F3C43BB213D21BB02399F3B35BCA03C9F3CA93C373B033CF53C9ABCCABB75BB07BD173BE7BB45BCBE3CABBC323CAA3B92BC2F3A0D3C3CBC9E3C093CB83CB43C7C3C09BDDA3BE33C20BBB03BA6BB163CD9BC4BBC173C79BAC0BCA9BC02BDE2BC23BC96BA683CA03C98BC1A3C61BB3A3D3F3BA3BCD6BC03BC603CB2BB473CD7BBC6BB043C0A3C00BD8AB9E53C9C3AD43C8CBC79BC1ABD9ABC463C34BC48BC3ABC5DBC813CA83B29BCBCBC343DC53BDB3CD73B6EBC843D4E3CF83A063D37BC8CBBD6BC68BBEB39CA3C943CF2BAE9BB463CD5BC9CBCBD3CE0BB4F3CEC3C463D18BCAC3C253C523CCC3C643C29BDDDBA0B3CB63C2ABDA3BC92BC3D3C4A3B043DFCBA643B923C62BC893C27BC8DBCC13CF7BCA0BC833C633B943C473CB6BC753C78BBBCBBB73CC0BCAD3C92BC583CC5BCCE3B0EBCAEBCFBBC893B4FBBF2BBC2BCFFBBEC3C8ABC673CD5BA9EBC4D3B5E3CB83C49BCA13BBE3C223C853C8B3CF2BCCC3B56BC3A3C183C1EBA24BD76BBC0BCA33A88BBCC3C0E3DBEBBA33C283C6CBCC83B09BC9CBC683CE63B913B20BB4C3ADEBC253C1A3DF7BCEF3CCB3CE3BB993C66BCB63CFEBC8CBC883B3ABB28BB5C3CCB3B1FBD21BC23BB713C24BD863C6B3BC9BBD5BCEE3C5BBCBABB45BD42BCD33CE03A483BD03C503CA83A9F3CE33B84BB103CB13C08BC63BC43BC8E3C433CCCBC203C0FBD0FBD22BCAC3CC7BBF93AE2BBFEBA90BC8DBC72BBA63C04BD16BD1CBB9E3C58BC233B0DBCF53C533BE53C333C393D38BDE53CDE3B3FBD63BBEA3C7D3C95BCF93C4E3B543C14BB203B72BC993A383C853CDE3C2ABB9C3C96BB183CF1BC96BB4E3CCFBB1A3CAABBFCB78DBC6CBC4C3CF03A8E3C213C8D3B88BC0CBCB13C4F3CE1B7B23C8F3C143D413C3D3CDF3CF63B8C3CE1BB923C25BC823C41BC593D05BB1B3CF13B84BBC8BAACBC863CB33C92BC4E3ABF3C2FBDDA3B27BCD33CC1BC4DBC6C3C33BAF1BC233C35BB4DBC03BD2F3B183D063D8E3C5ABAF03C173B0FBD2DBC06BDE43B3D3CC93C923CD0BCA23CC93B953C5F3ACD3CFBBC12BB403C53BCB03C4EBCB1BB2BBBB93C47BC9DBB6D3C8EBB153DD53BED3CEBBA95BC04BD78BC413C4ABB313CB3BC0DBCFFBBA1BCC2BC0C3D1C3CAEBC3A3CDDBBAA3B86BC72B9723C6B3BAE3CD1BA9EBCF23B1E3DC2BCD23CD0B8863CADB78E3B06BD44BC1F3C0FBC0EBD6ABCDEBC65BCB83CD33CC23C19BD853BF53CF83B8A3C103D4CBC953A27BD91BC203B76BD28BC02BD3DBC48BCAFBBAFBC8BBC3F3C83BB11BCF4BCA9BCE7BCC73C0EBD1D3C67BDB3B8ABBC8FBCF7BC92BB283B92BC3F3C973A1DB73CBC003C513D55BC4FBC313CDB3BE43C52BC703B3EBA243DEB3CEC3CB43CB6BA483C403C423C5CBC993AE239A5BB033D193D06BCB0BCA939BCBC0E3D093D163B513C03BBE1BC26BD5FBA1D3CABBC963C4D3DD5BCC83C783CC8BC34BC1CBC923C0EBC7D3C0D3C7D3CC6B95F3C5EBCBB3BA8BBA83C9D3C073CE8BBDBBC233D253C813C4ABC32BD86BCEDBB9D3CA8BCC33CEFBB85BCDC3CC13CC13CDA3CAD3AE93C2EBB7BBD3DBC593C593CF53C423DE53CBEBA4ABC7B3B103DB83B883CB5BC753C643C533C4CBC73BBA13BC43BD4BC633CA1BC87BC0D3CDA3C4D3C0ABC20BCCEBCF33CFE3C1B3CB43BAC3CE03CEE3C01BC05BD98B9E1BCC7BBF93CD63CE23CCAB9E3BB8FBA6B3C3EBD4CBC4FBCB3BCB0BC8DBCF13B09B6993C263C6EBAC6BB3D3DE3BCA8BAB5BC733C9D3C5EBCA4BCDC3CC1BC8E3B623CD23C193C373C1CBCBA3CA03CCCBCC83C3BBC71BC143C79BD163B1B3DA1BC5F3CC3BBE4BC93BB653D95BC1ABCC93C9DBA3D3CEFBB1C3DF13BCD3C2DBC8C3C0F3B11BCB93C52BC553CD3BCA8BCB8BC373C993CB73BD7BC4EBC9D3B23BC12BDC7BCE2BC58BB0B3D81BC163D62BCF3BC43BC643B823C943B433C3D3C7EBC28BBBBBB263CEDBC8D3CFBBB7D3CE33CE23B79BC1ABBF33C89BC353C10BCDE3CF7BB5FBB503CD8BB95BCE93CDA3A4D3B16BC53BC9ABB413C963AB3BB29BD3B3C223D5ABC0B3DE8BCFB3B9FBCF1BC473C06BAD3BC5B3C783BACBBDA3B3CBCBE3CDD3BAB3C51BD713CCEBC793B153A1DBCEF3BDF3BCE3C87BC06BDB4BC02BCE1BB023C153C1D3D85BC58BB1D3C51BD153D6FBC17BC01BA033BE43C1B3CE7BAFDBBBBBBC1BC1FBD073D363B3ABCA63C413C86BCC7BC44BC51BDF4BBC23B4FBC5ABCD23CC73CD9BC2E3D96BB843C98BC773C5D3D99BB0FBC9A3CB13B42BB0CBC823B5E3C9E3CA9BCBF3C93BCCBBC60BBD1BC883CFABBAB3CD83BBE3CB43C493B83BC103A043C8E3B473CA33B26BCE03C683CE7BCD73CAA3C233C9F3C5D3DA43A9DBC03BC36BD99B8C2BC683CB6BBD43A503C053C953B7DBCBF3BBABBF03CE7BB233C88BC9BBBFF3BF03BE5BC95BC063D5BBC923C513A2A3B6ABC993B843C033D023D4ABC03BBBE3C233C9EBC5A3C283DAC3CE33CD53C903B18BD113D733CC2BBA7BB12BDD7BC3B3C943CACBC1CBBA43BA43C063DDB3BA4BB9F3B7A3BF7BB9F3B173DFF3B4B3B203B1B3C04BCAF3C413B553D8E3CC9BCDFBB9BBC0E3D17BD8FBCEBBB9E3C3D3DF63C8C3C90BB673CC0BCBC3CB0BCBABC6BBC633C7C3BFABB303C56BC903B0D3CA03C1B3B16BCA5B9DCBC5A3D733C8B3CC13A8F391A3D2ABC1FBCB43C913C74BC18BC8EBB5DBC60BC0A3DFBBC8FBBEC3914BCA6BC953CB8BC3F3DB63C65BC5B3B6ABC37BC173C3B3CC1BBE33CAC3C983CB73BACBC62BC28BCC63CC8BC163C563C7C3CED3B15BCAABB363D56BCDFBB7DBCB83C86BC97BB233C98BC843CC33BF73B22BA75B9953CE0BCC9BB8DB9863CD03CAE3C9ABC9ABC60BC41BDB03C8D3ABFBCF4BB81BD79BB253C2DBCB63CF63C053D2EBC87BB203B9BBC4F3C053D02BD4ABC81BC873C31BCD13CC8BB01BC0CBD82BCB03C0D3D743BA73C163DBB3C1D3C5CBC633BE0BBAE3B8ABCAA3C253D43BC1FBC813C863C52BA53BCD83C293CE23C423B793C313C1D3BBFBCB63A0A3CA03C95BC18BDD93BBA3CD43C803C6ABC16BC24BC9D3BE13CC73C1DBCEABCE8BCECBA24BC153DEFBC013CAC3C7D3C163A4FBCB43B9ABC763CE13CDBBB49BCC0BC96BC3F3C1ABD283DFDBC2B3C8A3BBE39C1BB0FBD953C2EBB013C6EBCC0BCB93B0A39CE3BA33BC4BC63BAAA3C093D0D3C18BD573CC43B673B2FBB6FBCAE3C89BC09BD583CFBBC983CB8BBAD3C3ABC56B8FDBB32BD8FBCE33CDCBC3DBC14BCC838613B04BCE2BCAF3B823B95BB4F3CE13C203AD33C223DDB3B4FBBDB3C06BC723C05BD48BCBCBCADBC0C3DB13CEDBB8A3C863D8E3C0E3CBCBBD63CE23ADABC22BBACBB3DBB84391EBD83BCBCBCC43CA23CB5BBEC3C4BBDDABC303C6EBC5DBD383CF63C2DBC51BCFD3C843C1BBC3A3DFA3A9B3B8ABC08BC94BCC13B3ABC0EBD8B3B933C2FBC393BDE3CC73B2BBBDFBC623B91BB1BBB123D0CBCE03BD33B21BD66BCF93AE1BBD73C88BB27BD343BA7BCF6BC1B3D8FBC43BC593C173BE3BC8C391ABD89BCF0BC25BB063D06BCA2BCADBC2CBA9ABCFA3B87BCB9BCD5B9673B063D23BC4A3C5E3C20BC31BBC53B8FBCDD3CE13B4CBC0BBD763BE03C0BBD66BCD9BB273D4C3CD23C37BC91BC31BD88BC4BBB1CBC2E3D293C9B3CA1BBD13C063C07BD923C2BBA0DBDBCBC09BDF53B9FBC3B3CFABB7F3CA73C82BCEBBB0C3CF0BC5DBD933C97BC783CA03B24BDBA3C3DBB4E3B9E3CEBBB35BCE83CFFBCFF3C9BBCF33C80BA093D183D7ABCFBBB7ABCE23B703B3E3C7ABC153DC5BB69BCAEBC22BCFDBBB83C32BC953A69BC68BC00BCEB3C133D54BC8E3C95BBB13CF6BCC83CBF3C273DC2BA41BCFBBB4F3BCFBCA5BC4BBB4DBC673CA0BBC73B763C5EBCBFBCFF39D0BC0D3D2B3C003B6CB9FB3ABA3C423D883CC43B45BCB23BA4BC893CB63BB43CFC3BE8BC0CBCC5BC4C3C07BB11BD22BCFC3A0BBDD5BB49BC6B3C93BC7A3B93B96B3C0BBD43BC94BCA63C003C7B3CA6BBA7BC06BC2DBCA23BAC3CCABA0EBCC13C8F3BF8B79FBC18BD57BB1BBD76BCBE3B883BEDBA103DFE39E6BCE2BC37BC023D79BCFC3C87BB41BD6C3BC13BD0BACBBB73BA6B3B35BC743B0F3CC4BC683B97BBAEB9F4BC0BBC82BC87BCBCBC093DE5BC463C173B03BD32BBB2BCABBBC23C9FBCC63C7C3BD4BB5C3C8E3C",
      torch_tensor_64_32_torch.bfloat16_2: "0x020000006F3CB73CFFBCF5BCD7BA56BC123C143B873B2A3D0FBC29BD5B3C343C923C5BBCAF3CE83CD63CBDBB0A3C10BDA8BA47BCBDBC04B9943CFDBCA3BC0B3DD43BD93B70BB513CD8BB253C983CE93C0C3DACBC333CD53BA13B6DBB0BBDCF3B8A3C48BC1B3CA93B59BCD43C2CBBBFBBDD3BAC3C2C3C243D1DBC473CB33C4ABCE43CAFBB483CCDBC853C1B3D513AB6390EBA37BDB5BBC93BCD3AF3BAE83C033DCDBC7ABC963BF5BBE93B88BCEC3BA5BCBD3B093C48BCC5BC103DB73B233CB4BC653C2B3B053C94BCA6BC0E39DCBBAC3CA03C2EBC683CA73CCC3C0A3C74BC8C3C07BA01BD453CDEBC0EBB083B3EBB0D3D53BC96BCAE3CF4BCBF3C493B813C853B86BC023CE5BCDABBDEBA68BC323A1ABD4F3B273CCEBC6ABC12BD3F3CF3BB96BC87BCC9BA263CD53BCBBC603C7EBC19BDC23C2E3C9B3C9EBCD23C85BBD0BBCC3CE7BC563D08BDF2BC2DBBEABBA7BC91BC1ABC89BAB63C29BC8D3B023D093CEBBB583C503BA03A143DB3B99ABC89BC083A813CC6BC193C51BC743A6C3C963CCBBB003CCF3C9CBC23BC0ABA0C3C573C13BD263D41BD773CEDBC563821BCD43B0C3DAFBC5FBB9FBC943B8D3CB8BB1E3B813C98BAF93AB63CBA3B55BBBABBED3CB0BC1C3B9EBCAEBC18BC613B82BBAB3C6E3C013D45BC123C223CFCBC4ABA70BC863DF53CAD3CA13C07BDC5BC1FBC283DDC3CA4BBC63C08BD893CC9BCAE3B49BDCDBC253B9CBC2A3C34BC03BDF73CC03C97BC273D6BBCD3BC83BC60BB30BD6A3CA13C6FBB0A3C0ABBB93BDEBA8E3C113CBCBB933CF03C97BC203CA2BAD13C9ABC793CA5BCDB3CB3BC6C3B23BB13BD89399BBC563C0ABD143D4D3C33BC18BAC43B673C823C023C353CAB3BACBB9B3CD93B05BC35BC8ABC853B87BC313D67BCBB3CAFBA8BBC5CBBD2BC953C9C3CB83CD63C713C743C243C793A073CE6BCA93BADBC2A3CF23BD4BCB7BCA33C82BCADBCD2BBE3BC283C31BAC63CFABC353B43BAC5BC563CA8BC2A3BC2BC89BCD4BBB93CB2BB133CB53CA6BC243CA73C37BD5C3B4CBC953C85BB26B9AD3C30BCE3BB09BDEC3B433C48BA553C60BC21BB973C8ABC04BDC33A303D8FBC84BC2C3CA2BC18BC913C553B183A65BC9E3C303C273C07BD85BC0B3C43BB3A3DF63B31BC16BC8D3CAE3BE7BB65BC8FBCD73C9EBCB53B33BC73BB103B123C293AB9BC653C60BCE5BCD33CC1BCDDBBBEBA7CBBC8BC8D3C1BBDD93B6FBCB83B953B033CA8BC2A3C283DCABB993A8DBBE9BC5BBC14BC05BDCC3C03BCE63C33BB8ABB123D843B04BAA33C9D3C9B3B983CC03C263CC33C04BDF93CD1BB213C56BCA93CAA3C803CCABC93BCDEBCD63B193A1ABC653C8BBC98BC9ABC1CBD9BBC47BD8ABC7B3C423CE03C4BBD963B72BB71BA81BBAD3CB33CAB3CFD3B973CB2BBE3BC093D533C7F3B0BBCD23CAB3B71BA3E3C8ABCBA39583B123C083CB6BC8E3CA23C783BCABB20BD0C3D68BCEEBBEEBCA4BB89BCAC3BE73B4B3CBFBCEF3B943CFE3B223D8FBC3DBC20BDA3BC0F3D4B3B223C07BC9B3CD1BC783BD93BE7BB923AD33CBB3C3F3D7ABB953C3FBC1ABD8ABC83BB5BBCC13B923C9A3C873C3239073D353CAE3CBA3C0E3CBF3C813CEF3B1F3CD1BB513C543CF03916BDE6BAB53C67BB23BB0CBB433BD03B97BC653B15BDE03A34BC9D3C0E3CD4BCB9BCCBBB86BB9FBC123D5EBB18BCC1BA36BC31BCE4BBA5BC48BD1F3C063D76BA2EBCDF3B5E3C433CADBC6C3C32BD9CBC01BDE43B6EBC4FBCE53A18BCE23C34BCD6BC8DBCA13CBB3C9BBBCDBCDF3C0E3A1E3C6A39993C41BCFF3CE23B003C4C3C40BC26BCD43C23BC9A3CEE3B81BC0BBD77BC883C613CD83CA9BCFCBC043B35BBAB3C33BCD4BCAE3BE63CA13B913C1CBC463D5EBCEFBAB1BB033DA4BCD5BC85BC0D3C94BC443D213CA53CA8BC34BC573C983BCABC6E3CC5BA62BC0DBC853C88BC13BC14BD1E3D8ABCA03C323B5BBCD63BB9BC6E3CBC3B0F3A943C54BCBCBC983A45BBC8BB693CE1BCB83BD6BC00BCC2BCD8BB68BC4E3D733CA8BC4D3BF8BB0D3DE63BA03C4B3CF23C943B02BD0F3CE83C433D61BCFDBCAEBB68BC2C3C33BBE4BC1F3C643BF13B1ABDB2BB013D3A3B0C3C8C3C3FBCD03A95BC74BC0DBBA03B8DBC78BC623BFA3CB33A303C70BC75BC6BBC08BD92BC1ABD66BB11BDB4BC563CD4BA843CADBB72BCC6BC0CBBB13B703C603B4DBDD83C42BD4E3B17BDD73BA0BCD23C4DBC2EBC6F3BFFBC373C1D3C1CBD62BC99BCA8BB42BCB43B2BBCB7BB943C4E3B67BDA73C3EBCCF3B0CBDE23B9CBBE83B2CBD933B95BACABC003B93BC0DBD43BDC63C28BCDC3B8D3C4ABC37BC3FBD6F3C24BDE1BC81BC3D3A59BCC23C49BCFD3CBF3BE7BB8CBCA3BC24BD543B10381D3DA6BAE4BCC4BCA6BC1EBBE43C0C3C8CBA753B9E3CD3BAB6BC273C23BC273B86BCEE3C52BBB23BAEBCB23C013D603C6DBC623B33BAE13BF13C6BBD28BC7BBC023CA63B9BBC87BA4EBC11BDBCBC16BC19BD4FBB8ABCFFBC9D3BA4BA10BD553DE5BB053DCC3C45BB4A3CF03B7DBC76BCACBBD23C53BC5E3CEEBCC0BC263C343C6DBC1F3D953C55BC213D14BC6E3C4ABD92BC24BBF7BC68BB65BB8C3C793C06BCE8B9B63C7FBC12BCA7BC5E3C8D3C763C5F3CB2BAEEBB4A3B573C08BC803CE8BC8C3DD6B86C3CB4BC1BBD8DBC303DE93C6A3B91BC00BBBD3CEE3C6CBC67BC33BDB63B183D453842BC673CEA3C3ABCADBC4C3C733C823C713CBF3CE73C053CB53C973C7B3CA8BB833A4F3C00BC133D703CACBBB33C7EBCC9BB813C8EBA8FBBBA3CCFBAD53C00BD7EBCFF3B3EBC03BD72BDD13BE4BBB5BCCD3B02BD46BCD83C53BCEF3CC2B90B3C91BC683CD43B8F3C44BC023D71BCBABBEB3B28BBE7BC8E3CAEBCD3BBD63CCBBCEEBB5A3D3B3C8239603B81BC95BBD4BCA2BBE33CFD3BF2BB073CCDBBD83CA0BB043CCE3CE1BC063D083C70BC43BCEEBBF7BC5F3CE4BCBABB36BB023C433A62BB98BCEBBC52BBD13B993CFFBCFB3CD73CF1BC94BB7C3BA83C403B03BD8CBCA0BAE73B72BC0F3C2FBDC43C473C863C883C2BBB323B593CCE3CDF3C40BC52BBD13BB0BC853CA7BCF1BC093D87BCA1BB3F3CA9BBD5BC76BC2E3C3C3C5A3C9ABC2A3D6E3C173D9C3B98BB073D37BD3BBC4ABC27BCAEBCEA3BC03B46BC203D72BC83BAC6BC733C823B39BC8ABC213B53BCB03BB9BCE53C473D573C9DBC5ABB15BDF13CAE3ADB3C53BD763C6B3CA1BCE5BB363C9D3C14BC3C3C8CBAF33CD53BB3BBC13C293B51BBC0BCB3BC983C833CD9BCF83C273CEC3CEBBBB9BB71BCC53C56BD80BC78BC383C883CE93C23BC813B33BB2D3CB33C67BB8ABCFE3C733CE2BCDF3BB3BC743B633CC73CBABC0F3D673B05BAD3BC36BC443C1FBCC03BE7BC2DBA023D18BC973C4E3D87BCF0BB02BCE4BACE3CC53CE73BD5BB11BDC73C2FBDA4BCA3BB57BC3CBDC73BD2BC3A3B863CD5BCA5BB19BC903B643C503CC73CEEBC143CADBB13BD77BCBCBCE5BAFFBBCABC9F3CEDBB22BC133BD0BC263B013DAE3B50BD593C78B93ABCF1BCD73C033D6F3CC83A2ABC71BCB93CC03C0CBD3CBCAE3C6B3C1E3CFC3C043D913CF2BC13BA13BDBFBC0ABD7B3C55BB9E3917BCB03C1A3A63BC233C86BCF43C0D3DC3BC5D3CABBC4EBD103C8DBCBE3CCDBC74BC103D9C3CBF3C293CD6BB3FBD853B1F3C153CD03C95BC5C3CA8BC893C493C82BC8D3C8CBCF4BC19BD2EBDB9BCC1BCE3BB85BC2C3CD43C95BBF8BCB23CC3BCC6BB323C8C3CE8BB393CA03CA93C0ABCB93CB7BCD0BC22BC643CCDBBE13B32BCCBBAD93C13BC22BC9F3B44BCEDBCF1BC91BC0EBCAA3C8DBC653B533D54BCAABBE3BB2FBD1BBA863CAC3CB1BCDCBCA53C193DBC3C7B3BC9BCAB3CC1BCC2BC15BD63BAC6BC8ABCCC3BB73B833C41BBF0BB8B3C84BC213C283C8DBA46BDDCBB493B803C923C28BDD43C343DEF3C1B3D03BDBEBC423CBABC153C87BC813C083DC4BCCEBCADBC43BDDABA4AB881BB0B3D35BC77BCF2BB033C0EBB233CCEBBCFBC193C2E3A89BC983C553CF83AB53C113C103C093BBDBB81B94F3C91BB223C733BA33CBC3A2D3CA83CAABB043C67BCCC3BBEBB993CB93CC13B70BCBF398BBC9F3CACB9653CEDBC1EBC77BBCCBB383B5C3B5D3CDC3CEFBBC6BCC13CC0BC9F3A343D4C3D983CC2BB663CCBBB80BCB5BB1FBB063DC93B043DC43CEABCB0BCB6BC133DED3C253DE43C85BB383C6EBC153CE1BB13BC043DAEBC5E3C95BC1A3DB3BBD6BAEB3CB83C5C3CBE3BEEBCE83AA33A113CEFBB5E3C9A3CDC3AD53B2FBD99BBD3BC9EBCBD3AF9BB1D3B68BC2FBC54BC0F3CAFBB0BBDBF3B9EBBBC3CF5BCD43C8DBC6EBB213C293CE739233D2F3B9CBC6A3C8C3CB5BCB93C9CBC78BCBDBC523A923CD23B75BC19BD49BD45BD97BCE63B08BC0FBC99BCCABC993CDD3CBE3C1DBCE43BC63CF2BBDBBA36BC01BD74BC1A3C70BBDE3CD9BCCABB663A1CBBA7BB2FBC6E390ABCEEBC49BCC9BC4CBC16BD4CBB97BB97BB493CB3BC94BBE8BC39BC28BCFCBC853A27BA153CBB3C87BCBABBA03BCFBC7FBBAE3C033CF439B3BCCCBB5FBCB43CDE3C0C3C3D3C2EBAF33CA43CB83B06BD5B3C8DBCEDBB2EBCB2BB23BC86BBCC3A723C8ABCA23BB43B76BC403CFA3BC2BB283C9DBB0EBDD03CD6BCC53CA4BC2D3CA5BBCC3B953C86BCDC3B863CA63C263BE7BC9E39A1BBF43C9A3C1F3C163C28BCD1BAB23CB7BB603C9D3CE53CF23A873ADC3C5FBCE03C48BCDDBCA6BC67BDB8BC7D3C0BBCBCBCC3BC3ABC2A3C203D74BDC53C83BC20BC68BC173C5D3BB13C003C8DBC7ABB213B8FB8DCBC0BBD373C973C2FBC783D38BCE43C383DF5BC0FBCECBCC63C85BC23BD633C17BC5BBC9EBC3FBD533C8EBB0E3C173D0DBDAA3C41BB1CBA2CBB343C403D2C3C55BC9B3B8ABC90BC813CA73A2FBCE73C5ABCE73BEA3BFDBC1F3C95BC7BBB923C4C3C92BBE1BCB03C54BC80BC54BC4F3BE6B937BD033D7CBCFAB9DDBC11BA233DD13CC13CD0BCE63C4E3C1B3C1E3C9FBC08BDEF3ABBBC06BCF4BCA2BC5ABCD6BB2C3CB2BCCB3C08BCD4BC33BCBCBCBC3B13BC28BDD53B7DBC463D82BCD1BC87BC1D3C0FBDB5BC98BB2DBD2A3C4FBDEF3C2D3CA9BBE5BC91BB543CBE3C383C1E3D233C153D14BC9C3B84BCE43A773BA33C833BB33CB1BC903CE4BB3CBD6A3BB7BB89BC69BBD7BC4CBD7D3CA63B0DBD0A3D26BCAEBA79BC94BB513CBE3C4E3CF53A74BC643C783B9CBC51BCF0BCD2BA2BBC0BBCC4BCBFBCA1BC003C063CB6BB353DC43C95BC143CE43BD1BC95BB933CABBCBDBC893C19BC00BDC93C0CBD7CBC5F3C5FBCA4BCBC3C823C18BC923CF1BCD3BCF13B3ABBCEBA523CF33B993B103C35BB0A3CECBC8D3B0BBD813C7BBCD0BC4FBCE8BB113C5F3C6A3B073DD9BCBD3B6C3A66BB0ABCEC3A793A08BDEB3C4D3CB9BB23BB0A3C0CBD69BC09BCB93CB73C25BDB13C903C023C1DBCBBBC453ACF3A5E3CC33BD5BB9E3BF3BCEC3C553CF33CD3BCE63BD33C5C3C383C873C4C3B30BDDDBB993C99BB81BC1C3C823C17BC153C4E3C7F3AE13C823CA9BC79BCE0BC04BC9FBB46BDC53B38BDB93CEE3A7E3CB2BBA63C8CBC263C1C3C8CBB3A3DBB3C98BC7BBC63BAB5BB073DA63AD83C27BD5DBCE93C1BBDE13CC23C86BC5A3C5ABD453D02BDCC3CA5BCE73B26BCC6BCA53B46BDA33C033D0F39E33CE63C57BC273C9A3CC9BBADBC503B983CB4BA0ABD84BC843BC63C47BA67BB7FBC45BC0F3C3D3CB73CB03CA63BA53C423CDDBB0D3C06BB393A033D99BBA4BC3BBC23BD92BB7CBB183C843B2ABB62BB99BCDB3CC4BB51BCA9BC0A3B2DBDCC3CFCBBE4BCF2BB02BDBF3B04BD90BBE73CA43CDD3CDA3CE43A0F3C",
      torch_tensor_32_64_torch.bfloat16: "0x02000000133D093C923C9D3C23BC9338893CEE3B093C8FBC7CBCCA3CEF3C51BB6ABB6EBBD1BC8CBB603C033DBD3B6A3C43BACABAD5BCCE3B613BE13C50BB0CBC17BC16BCA9BB8B3CB9BCED3C1F3CB3BC4CBCE1BB4BBC893B64BB25BCAE3C903C033C833CD93B5C3CE5BC7BBCF43C443C22BC563910BDC43C463D3E3CAA3BD5BC273C123B2D3B85BC7A3C95BCF4BBF3BCEA3BC5BCBCBBA3BC903C283C813C04BC99BCF03B633C833B03BD31BC84BC8CBC29BC003C29BC653C63BC7DBC983C2F3C233AF1BC93BA41BA603CDCB8113A6DBC543B67BCBA3C8D394A3C853CB8BC87BAD6BC7EBC143DF93C23BDA0BCD73A2E3D7C3B3D3C18BC29BD84BC033B893C62BB073D39BD50BC633C1E3CD63B963BBABC5D3C92BC91BC46BB983BE03C8F3CDDBC05BC27BC393C4EBBCF3B2E3D343D23BBB838EFBCBC3C1B3D05BC22BD2F3D3ABCBB3C4D3C403A043C89BC82BB5CBC06BDD1BCF4BB81BA0ABA683C31BCBC3BC23BC93CFABB07BD88BC89BC903C26BDEC3B23BDB23B21BDF6BBD73B563D8DBB1D3CEC3CA1BCCCBC46BB543CA5BC0F3D8E3B51BC26BC03BD43BCEF3C32BCA43C1FBD5C3C06BD013D333C0FBC2A3CD5BC92BAB23BBFBACE3CC0BC7FBB4FBB06BB47BB0CBD9DBCDA3BAEBAA73C4B3DA93C833C893C033B6EBC0DBC1A3C4E3CF9BC06BCBABB1FBD20BB98BCC7BBD8BA60BCE83C2ABC64BC8C3C3F3C48BDBC3C68396D3CBABBCC3CBE3C103D473BB13C7CBC473DCCBC5BBCA43CBCBC4C3C4A3DDF3CBC38C5378AB88F3CB83C283B0BBD3A3C323B273CDDBBA43CA03B5EBCF9BC37BCE2BB213DC5BBB7BCE93C10BC293D34BC623CAEBCA9BC32BCABBC5BBC8ABC88BCBB38953BD23C0D3D5EBCC6BC683CF9BB453C223B55BCECBC36BD77BCD4BB833C6ABBE03BF2BB4CBBDC3CEB3C253C613C0AB992BC3CBC99BC8E3C893B00BDBFBC133CF63CD0BCAABCECBBEA3BD7BC42BD44BD3EBC32BDB13904BC8F3B513C073C9DBC15BC38BBAE3C933C4D3B783CB73BD43CD23BE53C15BC9A3C65BC16BD46BC0FBC033C06BB6FBB18BCAEBC733A17BC3FBD083C63BC823C97BCB03C563C9BBC26BDBEBCC93A69BC883C0C3D93BCA83C30BCB6BB95BCFABC10BC3A3C4FBC35BD8A3C973B87BCF13C2C3D1ABDA4BCC6BC88BB4CBC6B3CC33CBDBAC6BC6DBCD03C7E3CD33B1FBD26BC76BBFEBB3239E5BCB63C193DB93C9B3B663C423BE6BC83BC2E3BE73C92BC973C17BC953CB7BCDF3BB2BC22BBC43B63BB013B4A3CCABC1B3B11BC193BD2BCEF3C413C283DDDBBE73C853B9B3CF4BC9F3C5D3C1DBCD2BCEA3C4EBCDD3C5ABC41BB813C743B173CCBBCC1BC543CC63C3ABBC43ADBBC8E3C9C3C4A3CB83C843C8C3C90BA9DBB9BBCF0BB96BBF1BB8A3C393D96BCF3BC5F3B5BBB503C073D6D3C223C2ABDD63C0EBD163BB63CC33C103C6DBBECBB19BCF53CA3BCB1BBA6BBFCBA003DB7BC613C413CC33C55BC03BD023C5D3C84BB913C0ABBD2BC573CD8BCB5BBB2BB393B443BE3BB613C59B9F03B17BD7FBB29BD05BD173D873CBF3BDF3B10BD923CAB3A06BD063CFC3BDE3B0BBD4FBDC7BC043B9E3B253C633C0FBD243C5EBD193C4B3C913C7F3CE53C3A3B623C533C84BB04BC513C513C6F3C493B1ABDB5BC723B173D76BC423C823CB7BA45BAB8BCAD396CBCC73CBB3B12BD293D82BCB03C063D1D3C5DBC87BC333C05BDB13C9ABCA0BC313D0FBDE5BCFFBC80BB153DEEBB5BBC1A3D543C0EBDA2BCDABC34BCB4BCF5BC08BD8D3BCBBB96BC6DBD90BCEF3C45BC1A3B1F3DB6BBAF3BEABC13BCEEBB4BBB6EBB803CC3BCE93B88BC3F3C5E3B033D9CBC133C1F3C233B7CBC0ABD1A3C913C583C26BC15BD2B3C873C033D63BDBFBC61BC06BDD53AA9BCE73C1ABD75BB6DBC02BDCC3C733CA83C1D3CB73A9B3B3BBCC5BCC83A753CAABC503BC6BB733C1DBB583C843BDFBC86BC1BBD1E3C943CE03C50BCB1BAC73B223DE7BC2BBD2F3C933B923CCC3A20BB003AA43C02BD8ABCA33A793C0D3CB4BC11BC063D19BC1F3D78BCC03C64BCB13C3FBBAF3A1B3D2EBCA5BCBA3B8A3C803CBFBC943C333C043D463B813CC13A2F3BC83C3DBC6A3CFB3CAEBC0CBD513CBBBCCFBCE43C73BC96BC95BBCBBC1ABC413C43B8CBBC313CF5BB38BBA3BC51BB3ABB6A3C003ADC3CC93C5F3C3B3C1A3DB43C863B31BD173C113C25BBBE3C87BC50BC76BD0E3B49BC8C3C533B113D7C3C523CA53B5F3C153DD9BB2E3D90B999BC1BBD17BC18B7BBBC0CBD79BC043AD8BC133CE83CD2BC47BC98BB12BC02BD333D233C1F3C043CBC3C16BC9BBB85BB3E3D4B3C0FBBD83CDF3B4F3C26BD2EBC92BCBA3C203CDFBC8139503C303C193BE13CACBCC1BCC0BCC13C93BC5BBC0E3CABBCF4BBB13AF9B960BA21BC59BCC8BA673CA93CC23CCB3C543C153DB03BC2BC3B3CBF3C443D8ABB20BCA7BA253C723C60BCF43BE9BB47BB4A3C263DB73B80BB933C913C9E3CCC3C533BB83BB7BB79BCA0BC84BB2EBCADBCF53B58BD32BC97BAFE3B3CBCBBBC01BC1EBCF8BB1BBAD1BC3D3CA3BC89BA963C05BD95BC8FBCB9BBA73CA0BBBA3A8FBC9B3C43BCF03CB7BCF3BCF9BC52BC80BCC8BC543BFABC5F3BB1BC67BB5CBD773C143C24BA19BB46BC50BCF53C18BC0FBCCABCE73B94BC3C3AC23B893C5D3BE73BA5BBAD3C953B423C603D943C85BC373C64BBFDB9E2BCDFBB78BC03BD0C3CDB3C363A073CC8BCB0BC2D3DF8B9E83988BCA3BC1ABDE7BABBBC823C0538EE3CAABB15BD903A1C3D243D123C8EBA66BCE63B8B3C29BC193D7CBC9F3C77BBB33CE9BB443CBF39463BE2BC0E3C683C99BB863C933CDE3C643C083D96BCEB3CA0BB74396C3C88BC81BCD9BBDEBADEBB18BB423BBD3C38BC47BC0E3C633CFFBC56BC40BBAE3C16BBF8B797BCB4BBF13C7D3C11BD4DBBED3B243C91BC77BCC7BAD539CB3BD8BCBC3C123D86391FBD533B95BC193DD0BB3F3CBBBC1E3C1F3D233D0DBCC4BC553BE03C0ABA05BD9CBC82BCC6BCB9BCAB3C053B9BBC2BBC813BA4BC3F3CA03BC63CB1BC1ABD9C3CCE3B3ABD76BC45BBED3B91BB89BCA63CAEBC00BDF9BC983B69BA263C1ABB9B3C0C3CDEBAEF3B343C27BD69BDD63CC43B823C383D9F3B953C773C823CE5BC0A3DEDBCE13C90BC5ABCF13B0ABB18BC393CDABA643BBA3C1C3D83BB07BCD9BB513C0EBDA0BB473B8EBCC23C9A39F93C923CB0BCCCBA613C81BD0EBC21BD29BDCB3BAEBC1FBDD0BBEDBC673B663CD4BAABBC4D3CB1390BBB673CC5BC02BC3CBCA4397ABC49BB373D6ABC3ABCF8BBEFBCA33BBBBBA3BB19BCA43BC73C6FBDAB3BCDBCC63C0CBD4CBC8FBB4A3CB03C9EBC3A3D643C093C0E3D913BFE3B06BC13BB02BC993C83BC643C06BB303CB0BC58BCB53CD43C4CBB963B87BC3FBC62BC193C85BB023D54BCC43CE4BCD43BFB3B4B3B31BDC8BC46BDD63C5F3C4CBD8F3C2ABCB3BC2C3D8ABC06BB91BC01BB9D3C153CC5BC47BC4B3C24BCB5BB1D3C553CC73BD03CA03C343D433B483C92BB1FBCC339163AF33BE6BC19BC903B143D773CD4BB93BB5BBC38BC2A3B42BD0FBC97BB3D3C40BD71BC983C01BCA0BBCDBA81BC3B3B963CD53AAB3925BD693B9F3C3B3D08BC853C813C123C0F3CD2BB2CBAF53BE1BC8D3AE33C96BC03B9B5BCF13BE43CC03A02BDF1BC073D033DDFBCBF3CA8BC11BD92BCEDBCB2BCC4BA5BBA58BC19BC043CA63CEABCAABB243C133D123A893CC7BC97BCABBC4ABCBEBC41BC883BFD3CFD3BBE3B263D243C15BD11BD583CCCBB093A7C3D05BD643B0B3DC4BBC33C80BCD4BCCB3C913C53BC333B93BBB33CAFBB39BB22BBE2B88D3B583C603D2EBCC63BB43CCCBC70BB033C2ABD15BD2C3CCB3C95BB033B2C3CDABAB4B9313C9CBBC83CF53CB2BB1A3DA9BC69BC82BC223C4ABCECBB083C88BC2DBB46BB7D3C0ABCEFBC97BC0ABDF13B42BC083CC53CC9BCB33CA83C163D0CBC8E3B44BD0CBD933CE1BCF2BCC73CD6BCA93B7BBC573C72BBC1BC2CBD60BA233CB43B7A3BFE3B9C3C0BBCB4BCD73A803C313CFABCB33BCA3C2E3D0C3A54BC88BC09BD6DBCDABC38BC88BC8FBCC13CBCBC97BC78BACCBB753C7EBC423D4DBC243C44BC4C3C8E3C94BC5FBC89BCBCBC7D3CD8BBEDBB1B3C733B593BA13CB63B24BBB3BC853CF43C83BC52BC28BC38BB493C223C6DBCB83AAC3CCCBBEC3CD1BC59BC233C71BC0FBC4EBCC7BC993B7C3CD2BA2F3C0C3D4DBBBD3AFABC47BDE83C913B7D3C793CA0B96ABBE1BB90BC363C8CBA86BB9B3B983C96BC7DBCF53C5CBB883CFD3B19BC46BD533C4E3C03BC3FBDFAB9D1B931BCC33B2C3CF0BCF7BC1CBBFBBC0E3C3A3D053D573C003D8BBC293A1A3BAC3CB4BC8A3B093C79BC25BC86BCDDBBEEBCE8BC99BB403C773BA1BCAF39D6BB0ABC1FBC9C3B7B3CA43BE83CE53C0E3C5EBC88BCFABC4E3C013C03BC7839EABB943C0B3D0FBD953BB0BC1BBD453CE83B0FBB793BE13CC33C1FBBB53C73BCC1BC09BD0CBDB8BC19BD18BC043CAEBC453C003CE23C9E3A9E3C433CE63C53B914BC8DBCA7BCB23BCABC85BB54BDE73C3F3C0CBDA23BDC3BABBBD8BB0CBDCFBB89BC48BC993A2B3B8ABCA93C953CBABC023DDBBB483C1ABCBE3B1B3AC5BCF3BBA33BDBBB1A3C4E3CECB9FABB363C3C3B87BB88BC23BD0D3DBB3C65BCA5BC4D3C6DBC1CBD223CC9BB8ABC023D203D473C9A3B143D1B3C63BCFD3B11BC523A8D3C4E3D8D3AF13B6F3CE4BC183C163AD1BBC9BC1B3DE8BBF03AB9BC6BBC05BD82BAD7BC9B3CDBBC3EBD52BBA83B9F3AF73C973C873C03BD35BBE1B77DB9EDB91A3D6B3CE63B9B3BA93BC23B053D5B3DC33CB63C37BCECBC3D3C973A2ABD84BBF5BCB6BB8BBC9ABBCFBC70BB3CBDBABCC0BC08BC2D3CCEBC933CCBBC8CBCDBBC1CBDC8BC87BCC1BCD83B833C4EBC5CBC963CBDBBB7BBE33C133C15BA46BB9B3B193D8CBC3B3CA7BC2FBB0CBD293C33BCF7BCF3BB30BC3BBCE7BC56BC993BCE3BAC3C8D3B3FBC16BBDE3A88BC17BACD3C5EBC92BC84BCBFBB96BC22BBF93C663CA73C5CBC09BDF73B45BC04BD04BDA73B28BCB43AB03C763CA53C133D6C3C893CE33B8A3BAFBCAEBBB13CB03B5E3C213DD8BBAABB233CB13B80BC533DF1BAF33C4ABD3ABC453CDC3BF2BBB83B97BC26BBE83CBD3C74BC9DBC123CC2BB3D3DAF3C13BD01BC1EBC1ABD56BC9ABBD43AFB3B8A3BCC3BF33C303BBDBCCC3BED3C26BB1F3B6A3C7CBCF13C0B3C50BBE03C35BC17BDB03B1ABCA73A93BBC7BB84BC513C15BC923CB0BC39BCDD3C85BAE93CF1BAF53C6CBC60BB09BD713B273D35BD35BB973B12BBC63A8638513BBD3CDFBC94BCABBCFFBCA3BBD13CFA3AC0BB45BCFDBA8B3C4E3C453C56BC07BCE73BF3BCE1BC9ABB7FBC603CF9B8873BFB3C443C073BF7BB8B3B7EBAF1BCC7BBF93AB73BEF3B0EBBC0BB03BD5D3C1CBB59BCD5BA873DBB3B073CE03CCABB34BB6E3C47BC55BCBDBCAF3C973AF1B9B9BCB1BC383D9ABBC1BCB13C753CA03CAEBA323BCBBB8F3CBB3B5BBCA0BCE0BCA8BCD13C183C2DBB86BCCF3CE2BC943C0B3C34BC1EBC83BC633C383CDDBCB3BC863C8A3A263B13BC063CB63CAB3BA4BB733B803CD4BCFDBC1B3D963BCE3C98BC9DBC8C3BB3BB8FB9043C0ABCB23C91BB3C3C06BCEABC38BC303C793C28BA20BD9EBC07BC1BBDFC3BD1BA2EBD2E3C19BBBABC263D853B173D783CE6BC893CBEBBE43B39BD27BD943C22BD413C6F3B75BC0BBCB7BC84BC813C4A3C3B3C823C40BCC13C2FBC1ABC56BB8FBCEEBB71BC9DBA9FBAA53C9E3C9ABC06BD0BBD09BBCDBAEB3ADABB17BCAA3CA63A063C9DBCFCBC5DBC00BD153D643C9E3BCE3C2D3CC43936BBAABCE93B",
      torch_tensor_32_torch.bfloat16_2: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F"
    }
  }
#-}
