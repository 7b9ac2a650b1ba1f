// ctrl-eager-bf16: transformers 5.24.0 CTRLModel (attn_implementation=eager, bf16), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
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
#map11 = affine_map<(d0, d1, d2) -> (0, d1)>
#map12 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d2)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>) -> tensor<2x8x32xbf16> {
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0.000000e+00 : bf16
    %cst_3 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_10> : tensor<32xbf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_9> : tensor<32xbf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_8> : tensor<32xbf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_10 = arith.constant dense_resource<torch_tensor_64_torch.bfloat16> : tensor<64xbf16>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_1> : tensor<64x32xbf16>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_7> : tensor<32xbf16>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_6> : tensor<32xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_5> : tensor<32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_4> : tensor<32x32xbf16>
    %cst_16 = arith.constant 0.35355339059327379 : f64
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_4> : tensor<32xbf16>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_3> : tensor<32x32xbf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_3> : tensor<32xbf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_2> : tensor<32x32xbf16>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_25 = arith.constant 9.9999999999999995E-7 : f64
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_27 = arith.constant 5.6568542494923806 : f64
    %cst_28 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_29 = arith.constant 3.200000e+01 : f64
    %cst_30 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x8x32xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %165 = arith.index_cast %in : i64 to index
      %166 = linalg.index 2 : index
      %167 = arith.cmpi slt, %165, %c64 : index
      cf.assert %167, "index must be smaller than dim size"
      %168 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %168, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_28[%165, %166] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %165 = linalg.index 0 : index
      %166 = arith.index_cast %165 : index to i64
      linalg.yield %166 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %4 = tensor.empty() : tensor<2x8xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%4 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %165 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %165 : i1
    } -> tensor<2x8xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %165 = linalg.index 0 : index
      %166 = arith.index_cast %165 : index to i64
      linalg.yield %166 : i64
    } -> tensor<2xi64>
    %expanded_31 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_32 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_33 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %8 = tensor.empty() : tensor<1x1x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %expanded_32 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_59: i64, %out: i1):
      %165 = arith.cmpi sle, %in, %in_59 : i64
      linalg.yield %165 : i1
    } -> tensor<1x1x8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%8 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_59: i1, %out: i1):
      %165 = arith.andi %in, %in_59 : i1
      linalg.yield %165 : i1
    } -> tensor<1x1x8x8xi1>
    %11 = tensor.empty() : tensor<2x1x1x8xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_33 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%11 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_59: i64, %out: i1):
      %165 = arith.cmpi slt, %in, %c0_i64 : i64
      %166 = arith.addi %in, %c2_i64 : i64
      %167 = arith.select %165, %166, %in : i64
      %168 = arith.index_cast %167 : i64 to index
      %169 = arith.cmpi slt, %in_59, %c0_i64 : i64
      %170 = arith.addi %in_59, %c8_i64 : i64
      %171 = arith.select %169, %170, %in_59 : i64
      %172 = arith.index_cast %171 : i64 to index
      %extracted = tensor.extract %5[%168, %172] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %13 = tensor.empty() : tensor<2x1x8x8xi1>
    %14 = linalg.generic {indexing_maps = [#map10, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%13 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_59: i1, %out: i1):
      %165 = arith.andi %in, %in_59 : i1
      linalg.yield %165 : i1
    } -> tensor<2x1x8x8xi1>
    %15 = tensor.empty() : tensor<2x1x8x8xbf16>
    %16 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_4, %cst_3 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%15 : tensor<2x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_59: bf16, %in_60: bf16, %out: bf16):
      %165 = arith.select %in, %in_59, %in_60 : bf16
      linalg.yield %165 : bf16
    } -> tensor<2x1x8x8xbf16>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %165 = arith.truncf %cst_27 : f64 to bf16
      %166 = arith.mulf %in, %165 : bf16
      linalg.yield %166 : bf16
    } -> tensor<2x8x32xbf16>
    %18 = tensor.empty() : tensor<1x8x32xbf16>
    %19 = linalg.generic {indexing_maps = [#map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8xi64>) outs(%18 : tensor<1x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %165 = arith.cmpi slt, %in, %c0_i64 : i64
      %166 = arith.addi %in, %c32_i64 : i64
      %167 = arith.select %165, %166, %in : i64
      %168 = arith.index_cast %167 : i64 to index
      %169 = linalg.index 2 : index
      %extracted = tensor.extract %cst_26[%168, %169] : tensor<32x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x32xbf16>
    %20 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %19 : tensor<2x8x32xbf16>, tensor<1x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_59: bf16, %out: bf16):
      %165 = arith.addf %in, %in_59 : bf16
      linalg.yield %165 : bf16
    } -> tensor<2x8x32xbf16>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %165 = arith.addf %in, %cst_2 : bf16
      linalg.yield %165 : bf16
    } -> tensor<2x8x32xbf16>
    %22 = tensor.empty() : tensor<2x8x32xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %24 = tensor.empty() : tensor<2x8x32xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %165 = arith.extf %in : f32 to f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %26 = tensor.empty() : tensor<2x8x1xf64>
    %27 = linalg.fill ins(%cst : f64) outs(%26 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<2x8x32xf64>) outs(%27 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_29 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %29 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_59: f64, %out: f64):
      %165 = arith.subf %in, %in_59 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %30 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_59: f64, %out: f64):
      %165 = arith.mulf %in, %in_59 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %32 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x8x32xf64>) outs(%27 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_29 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %34 = tensor.empty() : tensor<2x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x1xf64>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %165 = arith.truncf %in : f64 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<2x8x32xf32>) outs(%36 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_30 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_25 : f64 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.rsqrt %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %38 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.subf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %40 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.mulf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %cst_24 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: bf16, %out: f32):
      %165 = arith.extf %in_59 : bf16 to f32
      %166 = arith.mulf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x32xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %cst_23 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: bf16, %out: f32):
      %165 = arith.extf %in_59 : bf16 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %46 = tensor.empty() : tensor<32x32xbf16>
    %transposed = linalg.transpose ins(%cst_22 : tensor<32x32xbf16>) outs(%46 : tensor<32x32xbf16>) permutation = [1, 0] 
    %47 = tensor.empty() : tensor<32xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_21 : tensor<32xbf16>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32xf32>
    %49 = tensor.empty() : tensor<16x32xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<16x32xbf16>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %51 = tensor.empty() : tensor<32x32xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x32xbf16>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32x32xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %54 = linalg.matmul ins(%50, %52 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %55 = linalg.generic {indexing_maps = [#map15, #map3], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.addf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %57 = tensor.empty() : tensor<16x32xbf16>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<16x32xf32>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<16x32xbf16>
    %expanded_34 = tensor.expand_shape %58 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %59 = tensor.empty() : tensor<2x4x8x8xbf16>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x8x4x8xbf16>) outs(%59 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%cst_20 : tensor<32x32xbf16>) outs(%46 : tensor<32x32xbf16>) permutation = [1, 0] 
    %60 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_19 : tensor<32xbf16>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_36 : tensor<32x32xbf16>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32x32xf32>
    %62 = linalg.matmul ins(%50, %61 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %63 = linalg.generic {indexing_maps = [#map15, #map3], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62, %63 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.addf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<16x32xf32>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<16x32xbf16>
    %expanded_37 = tensor.expand_shape %65 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_38 = linalg.transpose ins(%cst_18 : tensor<32x32xbf16>) outs(%46 : tensor<32x32xbf16>) permutation = [1, 0] 
    %66 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_17 : tensor<32xbf16>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_38 : tensor<32x32xbf16>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32x32xf32>
    %68 = linalg.matmul ins(%50, %67 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %69 = linalg.generic {indexing_maps = [#map15, #map3], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%68, %69 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.addf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<16x32xf32>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<16x32xbf16>
    %expanded_39 = tensor.expand_shape %71 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x8x4x8xbf16>) outs(%59 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_41 = linalg.transpose ins(%expanded_37 : tensor<2x8x4x8xbf16>) outs(%59 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_42 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_43 = tensor.collapse_shape %transposed_41 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %72 = tensor.empty() : tensor<8x8x8xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %74 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%73 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = tensor.empty() : tensor<8x8x8xbf16>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<8x8x8xf32>) outs(%75 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_44 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %77 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x4x8x8xbf16>) outs(%59 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %165 = arith.truncf %cst_16 : f64 to bf16
      %166 = arith.mulf %in, %165 : bf16
      linalg.yield %166 : bf16
    } -> tensor<2x4x8x8xbf16>
    %78 = linalg.generic {indexing_maps = [#map6, #map16, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %16 : tensor<2x4x8x8xbf16>, tensor<2x1x8x8xbf16>) outs(%59 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_59: bf16, %out: bf16):
      %165 = arith.addf %in, %in_59 : bf16
      linalg.yield %165 : bf16
    } -> tensor<2x4x8x8xbf16>
    %79 = tensor.empty() : tensor<2x4x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<2x4x8x8xbf16>) outs(%79 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %81 = tensor.empty() : tensor<2x4x8xi64>
    %82 = linalg.fill ins(%c0_i64 : i64) outs(%81 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %83 = tensor.empty() : tensor<2x4x8xf32>
    %84 = linalg.fill ins(%cst_1 : f32) outs(%83 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %85:2 = linalg.generic {indexing_maps = [#map6, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<2x4x8x8xf32>) outs(%84, %82 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_59: i64):
      %165 = linalg.index 3 : index
      %166 = arith.index_cast %165 : index to i64
      %167 = arith.maximumf %in, %out : f32
      %168 = arith.cmpf ogt, %in, %out : f32
      %169 = arith.select %168, %166, %out_59 : i64
      linalg.yield %167, %169 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_45 = tensor.expand_shape %85#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_45 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%79 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.subf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<2x4x8x8xf32>) outs(%79 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.exp %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %88 = tensor.empty() : tensor<2x4x8x1xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%87 : tensor<2x4x8x8xf32>) outs(%89 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %90 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%79 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.divf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x4x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x4x8x8xf32>) outs(%59 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<2x4x8x8xbf16>
    %collapsed_46 = tensor.collapse_shape %92 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %collapsed_47 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<2x4x8x8xbf16> into tensor<8x8x8xbf16>
    %93 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<8x8x8xbf16>, tensor<8x8x8xbf16>) outs(%73 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x8x8xf32>) outs(%75 : tensor<8x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<8x8x8xbf16>
    %expanded_48 = tensor.expand_shape %94 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xbf16> into tensor<2x4x8x8xbf16>
    %95 = tensor.empty() : tensor<2x8x4x8xbf16>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<2x4x8x8xbf16>) outs(%95 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_50 = tensor.collapse_shape %transposed_49 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16>
    %transposed_51 = linalg.transpose ins(%cst_15 : tensor<32x32xbf16>) outs(%46 : tensor<32x32xbf16>) permutation = [1, 0] 
    %96 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_14 : tensor<32xbf16>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_50 : tensor<16x32xbf16>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_51 : tensor<32x32xbf16>) outs(%51 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32x32xf32>
    %99 = linalg.matmul ins(%97, %98 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %100 = linalg.generic {indexing_maps = [#map15, #map3], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %100 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.addf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<16x32xf32>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<16x32xbf16>
    %expanded_52 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %expanded_52 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_59: bf16, %out: bf16):
      %165 = arith.addf %in, %in_59 : bf16
      linalg.yield %165 : bf16
    } -> tensor<2x8x32xbf16>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %165 = arith.extf %in : f32 to f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x8x32xf64>) outs(%27 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_29 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %107 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_59: f64, %out: f64):
      %165 = arith.subf %in, %in_59 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %108 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_59: f64, %out: f64):
      %165 = arith.mulf %in, %in_59 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<2x8x32xf64>) outs(%27 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_29 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1xf64>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %165 = arith.truncf %in : f64 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x8x32xf32>) outs(%36 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_30 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_25 : f64 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.rsqrt %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %114 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.subf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %116 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.mulf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %cst_13 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: bf16, %out: f32):
      %165 = arith.extf %in_59 : bf16 to f32
      %166 = arith.mulf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %cst_12 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: bf16, %out: f32):
      %165 = arith.extf %in_59 : bf16 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_53 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %122 = tensor.empty() : tensor<32x64xbf16>
    %transposed_54 = linalg.transpose ins(%cst_11 : tensor<64x32xbf16>) outs(%122 : tensor<32x64xbf16>) permutation = [1, 0] 
    %123 = tensor.empty() : tensor<64xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_10 : tensor<64xbf16>) outs(%123 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<64xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_53 : tensor<16x32xbf16>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %126 = tensor.empty() : tensor<32x64xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_54 : tensor<32x64xbf16>) outs(%126 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32x64xf32>
    %128 = tensor.empty() : tensor<16x64xf32>
    %129 = linalg.fill ins(%cst_0 : f32) outs(%128 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %130 = linalg.matmul ins(%125, %127 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%129 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map15, #map3], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<64xf32>) outs(%128 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%128 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.addf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<16x64xf32>
    %133 = tensor.empty() : tensor<16x64xbf16>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<16x64xf32>) outs(%133 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<16x64xbf16>
    %expanded_55 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16>
    %135 = tensor.empty() : tensor<2x8x64xbf16>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<2x8x64xbf16>) outs(%135 : tensor<2x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %165 = arith.cmpf ugt, %in, %cst_2 : bf16
      %166 = arith.select %165, %in, %cst_2 : bf16
      linalg.yield %166 : bf16
    } -> tensor<2x8x64xbf16>
    %collapsed_56 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16>
    %137 = tensor.empty() : tensor<64x32xbf16>
    %transposed_57 = linalg.transpose ins(%cst_9 : tensor<32x64xbf16>) outs(%137 : tensor<64x32xbf16>) permutation = [1, 0] 
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_8 : tensor<32xbf16>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<32xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_56 : tensor<16x64xbf16>) outs(%128 : tensor<16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<16x64xf32>
    %140 = tensor.empty() : tensor<64x32xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_57 : tensor<64x32xbf16>) outs(%140 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<64x32xf32>
    %142 = linalg.matmul ins(%139, %141 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%53 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map15, #map3], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%142, %143 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%49 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.addf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<16x32xf32>) outs(%57 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<16x32xbf16>
    %expanded_58 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %expanded_58 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_59: bf16, %out: bf16):
      %165 = arith.addf %in, %in_59 : bf16
      linalg.yield %165 : bf16
    } -> tensor<2x8x32xbf16>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %165 = arith.extf %in : bf16 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x32xf32>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %165 = arith.extf %in : f32 to f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x8x32xf64>) outs(%27 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_29 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %150 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_59: f64, %out: f64):
      %165 = arith.subf %in, %in_59 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %151 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%24 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_59: f64, %out: f64):
      %165 = arith.mulf %in, %in_59 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x32xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x32xf64>) outs(%27 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.addf %in, %out : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x1xf64>) outs(%26 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %165 = arith.divf %in, %cst_29 : f64
      linalg.yield %165 : f64
    } -> tensor<2x8x1xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x8x1xf64>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %165 = arith.truncf %in : f64 to f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<2x8x32xf32>) outs(%36 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.addf %in, %out : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.divf %in, %cst_30 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = arith.truncf %cst_25 : f64 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x8x1xf32>) outs(%34 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %165 = math.rsqrt %in : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %157 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.subf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %165 = arith.mulf %in, %in_59 : f32
      linalg.yield %165 : f32
    } -> tensor<2x8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %cst_7 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: bf16, %out: f32):
      %165 = arith.extf %in_59 : bf16 to f32
      %166 = arith.mulf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %cst_6 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%22 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_59: bf16, %out: f32):
      %165 = arith.extf %in_59 : bf16 to f32
      %166 = arith.addf %in, %165 : f32
      linalg.yield %166 : f32
    } -> tensor<2x8x32xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %165 = arith.truncf %in : f32 to bf16
      linalg.yield %165 : bf16
    } -> tensor<2x8x32xbf16>
    return %164 : tensor<2x8x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.bfloat16_10: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_9: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_8: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.bfloat16: "0x02000000EF3B9FBC9CBC1A3B523C7EBC3EBCA73C133D113D373CEE3A163DDC3BB7BCFBB90B3D93B7E83BD73C933CFD3BD4BC833B7EBC1BBDB23C033C25BA153C053D043DAABCA43C9EBA93BCB03C6FBB5DBD263CB83C043DAD3C9C3CEDBB793CADBCFFBC92BC323C703CAD3C963C87BCDBBCD4BB7F3CFA3C95BB37BC8EBC01BD0F3D2BBC0C3C08BC84BB183C9E3837BC1D3D7B3BC43AB33C56BC3DBB59BAEA3C14BC94BC98BCBFBCE13B963CCEBC0ABBD9BC37BC83BCF6BC323C94BCA8B9BF3CE4BC063D93BC47BCD43C973C17BD163D2A3C20BC923CB23CD13A03BD293BB2BCF5BA9ABC873C38BD0FBD10BD2FBCDEBC033C2BBD08BC9A3CBB3BA93B8FBC4CBB863B763C8E3C103D43BC18BC73BCF3BBE938983C4E3B073CA7BA263B23BD95BB053D15BCB43BFABB8C3C9DBC643C88BB30BCB63BB2BCD4BC233A8ABB2C3B503C84BA04BD8BBC9EBCF73C6A3CD0BBCABB393C07BBD3BAF3BC1C3A9CBC86BD973CCD3C863C8CBAFF3A2F3CC43AFCBCD83CDCBAF63B003DCDBA3EBC3CBC16BDB73C823A50BB4EBC9ABC7D3C443910BCF13B603CB7BB983BCC3A0EBD9E3C313C243C1FBA44B960BBF7BCFEBC9EBC533DE8BB233CA0BC12BB403C79BC073D52BD9ABCD1BC14BD253C833C3ABC813C04BCBD3B66BC27BDE43CA43C33BC8A3CF4BC42BC85BD15BCB0BBB23BE5BC8DBC063BA63C20BCC2BC633C753BDEBB143DBD3C2B3C623CFBBB013CD0BC953CD03C013C173945BB8D3C9E3BEABB523B983CFABCA63C4ABB20BC20BBCA3B4DBBBB3C2F3DD83C86BB41BC173C453A19BCBEBCD0BCF53B1FBC043C96BB013D233CB73C8E39913B963C863C473898BC063D5EBBC9BC413CFD3C093C9E3B463CA63C023D9F3CFB3CAEBA89BC133DAB3CBC3BD6BCBDBBBCBADABC6D3C003CFABA8CBC243C483B21BBB73B97BC313C34BAE73AC3BB99BC35BC1C3C65BCF2BB073D923C08BCC4BA2D3C83BC9FBB43BC5E3C433D95BB3D3DFABB973B57BCDF3C483C37BDF2BBAD3C4F3B66BD1DBC83BC43BB0F3B16BDB13CA4BB5DBCF4BB4EBC33B8FBB9CABC0DBB133D2ABC4DBC8BBC1F3D183C21BC003D1BB924BCB23CD63C3F3C86BCE73CAC3CB13C8DBC87BC1D3C3DBC773C4B3BBBBC79BC833C52BA41BC6FBCBDBBFDBCF43C04BD853BCDBA8B390BBDCCBBDABCECB904BD693CB73C35BC813CC0BB9EBBB73B2A3D79BBBA3C083D4BBD403AF33BF0BB7DBB4E3CD9BC84BB253C903C1D3D94BC13BD05BD133D00BC8E3A843CC33C86BC9EBC79BCDD3BE63C5CBC503BCE3CCCBB83BBFE3ABF3C713BBE3A12BB3FBCB33C1C3CC33CB03CBF3B03BD013D94BC2EBA21BCA53C17BD6ABC9F3CBE3C023BD33C14BCB8BB38BBA63CAABCB9BC45BA90BBC5BBA4BC033CBCBA8E3B8A3BE3BCBB3C3AB93D3D363CD3BC24BDB73C3D3D08BDD7BBA13C1BBDD6BC0339BEBC1F3D743B373D55BA763CAF3CF8BC9D3C88BCACBC043D87BC12BCAC3CCCBCE4BC6FBB3BBC8EBCE9BABF3C20BDB83B31BCEBBCBA3C34B9E7BCD73C623C19BCFCBCC4BCB2BB303B7DBCD43C223DCDBC1C3D183C38BD0CBD38BD80BCCD3C7C3CF0BC10BA5C3C52BC583C833B3DBC3FBB81BAB43BAF3CD1BBC9BB863CC4BC05BDA1BC06BC0EBC0B3DDABB4DBDED3ACFBA813B83BB5FBCBEBB0E3AF8BC593A103D533A403C273928BC343C9ABCEFBC09BD733C9F3B05BC6E3CDCBA42BC7D3CE3BC64BC31BC113D22BC7BBB4CBC27BCA6BCF0BC94BCF2BC84BC28BCEEBC61BB8D3BE83B933B343CE73CA7BB043DAEB9853AA5BB32BD26BCB3BB9F3BB23B323D923C3DBB4CBD0C3D1F3C2D3DA1BB413CC3BC63BCB53C53BC82BCB1BB81BCFC3CFD3BA5BC323C75BC1C3B473DD7BB8BBBD7BA8DBCF7BC0B3B18BB25BC94BBCC3C61BBE3BCB43B603CEFBC2FBC253DA53CEE3CBB39863CD33CB339C2BB1DBCDE3B40BC04BCA6BC17BC383BD03C7136DB3B683C93BC2B3DB23BBF3C43BC6ABCF9BCACBC523C8A3D6CBCB7BCEDBCC0BB023BAA3C383C8D3B19BCDA3C87BC403C073DA73C6FBC1F3C5BBC63BC49BBE8BC043C74BB4C3C83BCB5BB4B3C8DBA723C8EBCD7BB193C163C4DBCA2BB033D4ABDCC3C9DBC923A04BDD13C913A3E3CA7BBCC3CB0BBBCBB72BBB33C183C25BDB4BC4CBCB63C4DBC853CE7BCA73C60BC3FBD0F3DAABC103D3EBC843CA4BCBB3C49BC363DEE3B963CB83A73BC823C5D3C93BC80BCABBC4CBC873C163DF63C6F3CD53BA1BC86BA913CBCBC783C143CBFBB213C40BC77BC9B3B223C5D3C7DBB333D77BC1FBC873CC6BC703A073C8EBC413D433BB9BC15BAA03C163C7D3C523C02BDD93B513D99BBF33CBD3C733CC3BB353B44BCA63C073C06BD0B3C3FBCD5BB75BC923BCD3A8F3B113DCDBC86BB9CBDC33CDD3A7EBC023D99BC64BC06BD23BD47BC78BCEB3C9EBB753C0A3D20BDC8BB623B783BD2BC733CB53C9ABCD93A8C3C28BD9BBBD2BC2D3C0CBC5EBC6BBB0A3B36BC413B503A52BB5FBC95BBF5BC943B193C1FBBF6BBDC3A1239C8BB983CCE3C363C1F3C5FBB253B943C1ABBFCBBE73CA8BCD93CB0BB94BCF1BCD3BC0D3D893CAA3C74BCAABBA23CD7BCA5BB343C97BC903BC1BC1A3CA53BFD3AD3BC13BD42BC1ABC9C3C133BA13C04BD82BCA73C513CE2BCD3BCABBC0EBD983C14BC49BA823CA8BC3B3C0EBD4D3BB3BC54BB10BD613BEABC1D3ABC3BD63A9C3A8BBBE5BC18BCF1BBEDBCB33A04BA323C843C47BBC63C8CBC193C483B6BBC8D3C993CE23C993C43BC1B3C063D7C3C8339933C5A3CEB3CA7BC103D9A3A5B3B9CBAEABCDCBB70BCFFBC98BC483B84BB0BBCDC39853C9DBC1EBB21BD043C8ABC94BC4EBBBEBBE93C903AD03C07BBA03A403C923A1C3C6FBBBD3BC63C87BCA8BC153CFBBB053C34BD44BC36BC0A3BDF3B273C92BC87BC443B333CB8BCA1BC1ABCEABCB5BC04BD523C943C19BC67BC9E3CEF3ACEBC823BEA3BB03C603C54BC95BB22BC99B974BB073DA63B6E3B313BB33AB9B987BC483C80BAFEBC9639D73C183CB63CAB3AA7BCA3BC9B3B283C93BB00BD683BECBC0EBCDD3C29BCC1BCDDBC233B593B2FBC2B3D0F3C2FBCB83CAC3C443C2ABCC3BC8D3C44BC173D013CBF3C633C38BDC83A653CF53C753CF9BB103C243D983C683CC9BCB73BF8BC0C3C99BC33BAA93CF93B45BBF8BC0BBC8FBC153D913BF73B17BC26B9033C3DBDB93A81BC093C6BBC7BBB8BBBCD3C18BCB53A213C523B1EBC0BBDFEBCAE3C02BC6CBB95BC92BC03BD0C3CD0BC0A3B1EBC5ABCD9BB4DBD613C033C34BC39BD7A3CDBBC9A3A73BC4CBCF7BB143D49BB493CD23CC43C29BA6B3A52BC2C3CCB3CEFBC1C3C873CF43C0539FFBCDFBC7FBCD53C07BDAC3C91BC013D63B9463C7E3A87B9E8B94439163CA3BC33BB603C19BD113CF6BC303DBDBBD43B1F3B42BBAB3C31BC9CBC16BDF2BB8ABC82BC0B3CE23BAEBC423D95BC86BC6E3CC63B36BC2C3B103B1F3D453C09BDF2BC5ABCAFBBA43C1FBC8B3BF73BB53C84BC563BFC3CF63C1D3C033D6B3BE93C8DBC51BB2EBCDB3B86BCBB3C3A3C20BBC1BC0EBC54BC473C923A283C4CBC0BBC40BBC6BAB9BCD1BB953C543CEFBBFABC183C413DB43CC33C803C493C65BC04BAEDBC6D3CE6BC3C3C8D3CF5BC38BC1B3DC8BC013C3CBD223C8DBC303DB43C9EBB5EBB393DB1BC21BD39BD56BDC9BBA3BC9ABB223CE2BC96BBA23CB2BC91BC533D2FBC233B9ABCD0BC5C3BAA3CC13B383C9BBC933BA53C313D51BCBD3BDCBC443C0CBC5EBCC03CEA3C9E3CE5BCA0BB0D3DFCBCE7BB61BC14BC2ABD48BCCDBB2E3DA63B2CBB653C93BCE5BBE53B3DBC06BDFE3BB43C103C053D333D20BCD03C9F3B273C353CD93C4F3C073B3FBC393B753C413BC8BC6DBBEEBBE53C173A53BC783CE3BC243D903CCBBC0C3C2CBCBA3B143CE7BBA8BCC6BCDB3B963CF33CB3BC403C833B09BDC63BB1BC283DAD3CE73B45BC7F3C34BC8DB9DABA1C3CAE3CE6BA543C6BBB363C033CDC3A90BCCC3AE2BBE7BBEFBC383CBCBC0B3B263CFCBC2A3D90BC87BC0C3CC43C1CBD7EBC9B3C553C9D3CD8BC0ABD6EBD6CBC023CB6BC103D63BC5ABCFABB053D30BA53BCC7BBAEBC2ABCB7BC9EBCADBB4A3C1B3B9FBCBD3C2ABDD93BA43CD4BB9DBC553CC4BB21BC6FBCEE3A1A3B2DBCA3BCEC3C4CBC0EBDC2BC873C86BC3C3C67BC81BB9C3C61BC07BD5CBC013CE53C41BA9ABB8DBB09BCB23ABF3C033D80BC05BDFC3B583C183DC2BB61BC4FBC10BC473BACBC27BCB43CB73B3FBCB4BCD2BB883BE4BBDD3C763B933CB63BBD3C6D3BF43C813B3C3D7A3B7F3B9E3CC6BB0BBD353C0ABBE33B253A92BA1CBDDF3C14BDBEBC933CA43C463C193BC83CA5BBAFBCCC3C143C3D3C9C3AFEBA623DBFBC1A39433BAFBB22BDAE3CB53C153BDD3CC7BCF5BCD739A6BC98BCC23C9F3BFCBB9BBCBB3C223B3BBCBCBCBC3C0CBCAABCE5BCECBC223C72BB473C193D953CC23C993CEB3BF1BBF7BCCF3C78BC0FBDB1BA283CFABB4B3CD13C7BBCEEBCFD3C3C3C903CECBB0F3C96BC3D3CC73C71BC6A3CCC3BB03BCC3C17BBA13CEBBB36BB093CEDBCD83CB5BC193D5B3B2C3C04BD113C9D3BAD3BD33C8EBC83BCF23C37BDC9BBFFBCFEBB12BD783C07BC903C13BC213BCFBCB73CDDBCF5B902BB99BC82BBF93A993C073DADBBF83B7A3B3BBA8B3CB3BB433D9C3C1EBBB7BC16BBE73C0F3C073B82BB3DBAECBBA43CF8BCC7BCA6BCCC3C78BC503B54BC453CA0BC82BB82BC2FBC86BB84BCD73B613CD6BC64BDA9BB153C0A3CBD3B2A3D143AA3BC763C11BDBC3C99BC823BFABA223D22BCCFBC6DBC2D3B563B883BEFBA093C383C1F3A43BCE7BC4FBC92BCC53C853C23BCB6BBC5BBA83C76BB8E3BBF3AE3BB6DBC853BE93BD6BC513CB8BC0FBD2C3DCC3B90BB9A3B09BD04BDEEBB363D2FBDBABCF5BC08BCBFBB02BCF738A13CDC3C2D3B3CBCC63978BB923C00BCEDBC913C12BDA3BC173BEF3CBBBCF1BC273CDDBC8B3CCF3BEEBB4F3C1D3CBF3CB83B81BC123C86BC8ABC28BDF3BB9C3CB8BC29BC11BC8DBBE9BC743C8E3C9BBCABBC423C893CE43BE33CA93C04BD48BB28BC23BD03BC8C3B38BBE1BC82BC10BD1ABD3A3C53BBE03BECBB0FBC27BC95BC44BAC03BB4BCCEBC51BC663D163C9ABC943C723C85BBA43CD23B8DBCBDBCDB3A613CAD3B36BB9ABC8BBA023DD93BB2BC753C133D01BC07BC5FBB8FBCB13A69BC2D3D80BC05BD3FBC843C063CC2BA69BB293C6C3A0B3C57BB303BD33CA0BCDCBB463C0A3D6A3C653AE23B7C3C0E3C103D97BBC83B963B3ABDC239C03CC73C4A3CFABC7DBB38BC30BC623CAC3C113CD6BCDD3BEC3CA13B9DBC223C193CC73C8EBB84BA20BBB63BA73C1C3C773C2EBC52BC433B4DBD8A3CDD399FBBC2BBD4BCBF3B493CB8BCD13B7BBCF2BC71BC25BBB73C22BCEEBCBDBC25BA1E3DB6BB7B3B72BCABBCEFBCA4B91BBD613CF03CB33CF9BA903C833C213C3EBD023CD4BCC2BB5D3D18BC90BCA1BC1CBB8ABB8BBADDBC563CE53BCE3C34BDEFB708BCBD3A03BC343CD23CDEBC45BC033D383CE2BC213CBD3CB6BBA33BA3BBFF3C083D233BDCBC213D443C563C163DF5BB8D3C0A3D08BC763B953B59BBB0BC683B7FBCCDBC3DBDA83C2A3CA03CDE3BAABA493C16BCA73CC6BB75BC753B363BCD3BE43CD2BBAC3BDFBC00BD333D143D3B3B513D573DF4394A3D9C3B00BCC53C943C8DBC92BC3ABCA4BC223D0CBC03BC74BC6BBB6D3B173CCEBB6D3AAD3B4D3CFEBBECBC463C023DBA3C13BC8DBC193B413C07BD9FBABE3C553B063C373BF6BAF4BC54BA03BD363DA1BC193DA83C8A3C203D39BCD23BCABC343C583BB0BC8F3B2ABC0BBB22BDBFBC3D3D963C3D3C",
      torch_tensor_64_torch.bfloat16: "0x020000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.bfloat16_1: "0x02000000AA3C6A3C7F3DC5BC28BC94BC153D863C22BC41BD173C09BDFFBB813BDABCA83C37BD08BDB7BC543CD8BC75BC8CB94D3DE23CD8BC8E3C33BDA4BBD53B443C7BBC6FBC8B3C31BCF5BC033DEE3B1A3CB93B663DF23CA43CC33C093D8CBC7FBB19BBF8BC70BC083CC13C38BDB5BCFABC3F3D40BCDE3CC6BAD03B483B86BC3DBCE63C62BC2CBDCE3BE03BFA3CF43C243C11BC0C3CC03CB03CE7BCB2BA0ABC103DE9BC40BC06BA97BAFBBCE9BB8FBB3BBCA53CECBB5FBB38BD3ABC80BBDD3C4ABD343CE6BCAC3A4F3CE6BCDFBB65BC86BC7EBC713CE23B813C9C3C563C4BBCFBBB5CBB963CA0BC02BD94BCC23B24BCC3BC043B8ABC853C20BC953CF5BCDABC49BCE03CACBBA23B43BC5EBC023D213C02BDD03C2ABCD8BC2CBD9ABBB2BB9E3C08BC123CE53877BBA13C2E3C65BCE3BB5E3C2FBB263C003A45BCDABC90BC7A3C243BC23C90BA603C0FBC95BB473D813CB53C1FBCADBC8C3B703C7C3C2D3C843C173DC23B91BCB3BBD5BC1EBC1ABCF5BC553BA3BC6F3BA83A9C3BF83CCC3CE8BCB33C1BBD2E3BAE3C80BC80BC21BD083B04BD98BB10BC71BB683C713B6D3B0EBCCBBB943B3FBD1DBC3C3C0F3C03BCAABB153C113A1FBC253D9EBC47BC0C3D7B3C2EBC543C12BD98BC063D07BDCE3B34BC4A3C683C19BC52BCB83CBB3B17BCB3BAF13CC5BB383DD7BC59BC7FBBB53BF2BB19BC7B3C02BC18BC1E3A01BDE63C393CB8BBD6BBAE3CBABCB3BBA2BB55BBBCBC143DD4BCE5BB7E3CD03BB23ADE3C9CBBB43C1EBCA23C503B6A3D733CAA3CFA3AA0BB1ABC2C3CEEBC14BCD7BC86BC483C8C3C683C11BC893BA83927BB0B3C28BCC8BC3BBB5B3C0BBC0D3CB9BC2C3CA1395EBD8B3B37BCA83BA53C99BB59BB27BD053C613CD3B8D9BCA4BB3FBDAA3C12BC6BBC26BC213D0C3CADBC0D3DF13CFCB980BCB1BCB0BBE9BC8B3B8B3C813BF53B6FBDAFBB77BC103CF93C5D3C073DA53BC13C61BCA6BC1A3987BC653C083CEE3B803BFABCEDBC123D1B3C46BCDDBC473CEB3A6C3AEDBCC7BCE9BC723C7E3BD9BC0BBAC03C87BD463C85B973BBDEBCA7BAC0BC2ABCAA3B8ABC843CBE3C04BD63BCBD3B163C3E3C22BBB3BC6EBC3C3A9D3BBC3B9DBC9E3CED3C30BDEBBCD83CEF3CE9BC493CBD3CE8BC643B0EBC0DBCABBB0E3B0B3CE43CEF37DB3CA23C633CE2BC50BC62BC7A3CFC3C493B0C3C943C13BBC2BC1A3D7DBC37BD73BCC83CB3BCB43BE4BC333C2A3C293C60BCF03A89BC903B3DBC94BA9BBC45BCE93B29BC6DBC483CBC3BAFBBBBBCCF3B283C1ABD30BC043C27BC1B3BC93BB23C973C373C22BBC1BCF53B113D583BBB3C3CBB67BBA53CB4BB42BD26BCB93A11BA373D86BB023A2BBD8A3AE13B4BBC893C723CF73BDBBAB03BB5BCCD3B11BCDDBC073C6ABC4FBC32BD1A3CA33C97BC1DBD423C6DBB4ABC40BC183C8FBC51BC2F3DD23BF83B753CEDBC813860BC083CD03B633CC73CAB3C523C06BB9D3CA33C1BBDA83BCDBC263CD7BC883B163CC6BC4339EE3C56BB3CBC5DBC5FBC8A3C99BB00BC8B3B573D99BC13BB1E3D9B3CFCBC1E3C5F3A0F3D55BBEDB9B53BDFBBCCBC82BCB7BCABBABDBC17BC1CBBC63C40BC02BCA1BC03BD80BB99BCDBBC753C003D8C3C8BBC4A3C73BBFA3C86BA3BBC4D3AA13CFC3B8A3CEA3CBEBC803B19BC023917BC0ABDDDBCBABBFA3C4ABA27BBC2BC9A3C82BC2BBCE2BC0EBD8D3B113C663C7E3B0E3C16BCE93B02BC4EBC533C8ABCB33BD03C2C3BC6BB55BBC5BB09BCD6BB9E3C9ABCEC3C903BB3BCFCBB9CBB433CDEBA81BC7D3C823C7BBC073D643CA13CA53C6639673D1B3D7C3A693CD53C9CBCAD3CE03C993CEEBC67BBB53C3D3B95BCB93B94BC0FBDBC3C813C53BC92BC613D5CBC1EBC89BBDFBB973C2F3D733C983CEABAC4BBA0BBA33C733C173CA2B9DEBA52BB09BD6DBC023B843A7B3CB6BC9DBCA53C00BC07BBB5BB483B88BC9C3CB93C553B89BC1CBC48BBF9BA98BC4EBCB6BC013CB23B2D3C783C1D3CA8BC6F3DE83BC1BC1CBDA53C45BD4FBC21BD2F3C12BC2FBC1FBD353CFE3CF939B23CA8BC82BCE23B32BCED3C253D363C1D3C75BCE7BB7CBC0038CBBB95BCC73C12BCDB3C48BB96BCFEBAC5BB383D593C1FBCB13C94B848BD6B3CD23CC13C05BC1D3D8FBCD3BCB8BC283DE5BC8DBC363CF8BCC1BAFF3A8039C33C953CF5BC94BC0DBC733B233CCB3BDD3B513C133CDC3CC7B9AA3C46BC313C83BC0F3C993B4EBB4D3C29BC35BDACB9C2BB6DBCC03CD7BCDBBB3DBCA8BCEABC653CC63C64BCE93BCBBC783DD43C1BBCCE3B553C8D3CFFBC0ABD0CBDEF3B1B3BCEBCBBBC643CE437B43BA13CEBBCCF3CAC3BB0BB6C3C33BC83BC09BA5C3C99BC4D3BD3BCA0BA033D89BCDA3C0FBB69BC553C4D39223C213C103C7DBC7BBC053BFA3C18BD9B3C9DBCD73BFBBC23BC973C253DF93C103CA0BCBABC4ABCD53B92BC273DC93CB63B933A5E3C57BC0D3C7D3B483C2CBCDD3BEEBB053D963B3C3C6B3C29BCEC3C68BDF1BA3D3C19BDD0BCC73B52BC153C56BC853C0A3CE139DB3A403CBFBC70BCA13B0D3C183BAFBB68BCF13B813CE7BC7BBC01BD35BC88BCA53C6F398BBBFF3BA13C173C553DB8BB253DBA3C9CBC7B3C0EBD51BD14BA603C6CBBA1BCA8BC8ABB133B40BDFFBB3DBB9E3B70BA9C3B863CC5BBFB3C5B3C78BC15BC03BDFC3C48BB7BBCEB3AC23AFCBCD1BCD2BB08BDFCBC98BC8F3C29BB93BCA3BC3DBDCEBCA1BC4DB8673C4E3C843C743B1BBCD8BB10BC853C32BD91BCEB3BE63CB7BC4B3C573C2F3C6C3C09BD2DBB96BC12BCD53C4FBCCB3CC3BA553BB73CA63B6C3CD63BB03CD63BABBB2C3DDC3B2ABC10BC3ABCCC3B523C263D0D3DDA3C323CF23C0BBCF9BB373C0BBD853B073C783BEEBCC2BCA5BCA3BB203C65BA5CBC093BA8BBA53B9F3C1BBC143C01BD183DD03C963CFCBC413C143BBE3C1FBC523BE9BCD2BBC4BC253BBB3B6BBD76BCC0BC703CB13B553CA9BC1FBD0A3CD7BB363D18BC06BA86BCBEBC97390F3C633C383BD6BCBF3CF8BC94BCFA3B97BC5EBC963CDC3CE43C33BC203C1EBB31BDC5BCA6BC6BBC9FBCA7BC843B633A103C14BDF73C5D3B063D44BC86BB16BD05BC583BEE3C743C943C28BC32BD97BCDBBC45BC4C3CE8BC8BBCD43CE8BCE5BB2CBDCB3B833A903C153B15BBF0BBC83CB03C3C3C253DC43C29BB3BBCC53B9ABCC0BCF4BBDD3C8EBC303CBFBB863C5BBC303C073DCBBCEBB9553B2E3DB6BCE3BB97BCA6BC3C3DE23C9BBC1ABCDF3989BAD73CAC3C053DB53C2B3C573C3EBCDDBC01BCFFBC53BD133C973B213B1A3C5ABC9D3C313CF83C9DBB38BC10BC46BCF7BB0B3D34BC0EBDE7BB11BC6F3C273CBF3AB6BC8EBBF1BC1ABDED3B81BC133DBCBC413B643C7FBCC7BB07BD9F3CE43ACF3CF7BC253DB8BC823BEABCA7BB73BC97B995BCA43BF8BCA3BA8FBCD5BC0B3D733C2A3C4EBD9DBC9EBCA5BC873C0D3CA2BBE2BA573BA83C02BD35BBE3BC3BBD9BBC8F3B043DADBC073B8DBBE13B2A3A6E3BB6BC01BCC8BBBABC2C3C02BD8039C73B0DBDB73C1F3C543C773B6BBC0FBD123C083C91BC10BC15BDE2BBA8BC5BBC433D67BC0D3BC1BBD2BB4ABC2F3C01BC103CA23C53BCA7BC25BA903C2ABC803A3C3DF0BC90BC0FBC763D203D04BD7C3C90BCCDBC73BA58BC37BC9C3C0EBC3F3B2FBCBCBCABBA41BD07BD083C963B703A50BD41BD8DBCC43B7BB8813ADDBB8E3CACBC99BCD23A9D3BD63C5A3CA83B6EBBB33C073CA43C5E3C903A1B3C81BCA1BC1C3C5F3A68BBEC3B2FBB093C26BC1EBADB3BB63C383DDC3B4FBBA93BE63AB53C693A703C7C3C883CCABCFDBB553D2DBC243C0A3C36BD803C29BC21BC4B3CD53B91BC64BCC0BB8A3CBE3B103BDF3CB2BC2FBD083CC23CF0BCD2BBE6BC61BC933CFBBC7EBC79BC133B4E3B683C15BD093A9E3BC2BCACBC853C90BC103D05BC35BD843C0DBD91BCB03CA23ABB3BD9BC55BDE33B753B41BC78BC713DA43C193C89BCF0BB053D643D163DCE3CA03B963C2E3CFD3BCC3BC23CE63C903CAFBC76BC843BDCBC563C6D3C27BAD93B2F3C5DBD2A3BC73C2C3C81BD073C7DBCDE3B6BBC483DD4BCEABBB0BC7E3C7E395ABBCF3C573C35BCF6BC14BD85BC293DC0BC0ABD02BCD0BC353C093D36BB8CBC23BB37BCC3BA9FBA0A3D69BC89BBBABA23BC04BD28BD9C3C9FBBEC3A83BC39BC7B3955BC2ABC99BC40BDB5BCC1BBA53B813BAB3C6A3BF03B9F3CDB3CD53A93BC313C9D3BBF3B443CFBBAFABC87B96C3C153B2A3C3E3C863BD53BBB3B3F3CBDBA5E3B88BC27BD093DDB3B933CACBC57BBBABB063D91BB9ABC97BCF33AD6BCC7381B3D1EBD18BB1B3C09BD9E3C923CABBAA13B5C3C04BC1B3CAFBC4A3CA4BC5B3C543C57BBABBCA7BB7A3B5CBC82BA71BC0739CCBCFF3C9FBCA9BBD83BA33C9B3CB2BB87BC75BC0A3B93BB193C083D9CBC14BCAABB48BB17BC9DBC10BD123D13BD0C3CC0BC51BB6FBC1ABCF03BE9BB0D3DA8BC4EB812BB80BCC7BB753BD03C95BC14BC273BE43CB1BC03BD553B15BC463CDA3BEDBCFEBBD2BC9E3C8C3C3E3C0BBCD9BCBE3CF2BBF0BC613CD3BBA63B62BCF5BC923C683CF7BB113DA03CB33BDE3C2EBC75BC9B3B4ABB573C3A3C7C3CFD3CA63C723BBBBCBE3BBABC30BCAD3CD4BCE03AD0BCA93CCFBCA93C29BC9C3C9B3C23BC973BCE3C3BBD283C15BDE93B1A3B493C10BC563CCB3C03BB573DC9BCD33BA73C66BB893CD7BB253C2A3A53BC9D3CC3BB5DBC18BD1BBBE2BBD73BB83C393DC43B50BC9C3CFDBCCE3CA13C833C543BFABC3BBB553CB73B073C84BD9DBBA3BC753D30BC063CCABC1EBCE8BC293DA33C873C08BC9BBC1EBCA93C07BD0B3C333DC0BC233D32BD3ABC2D3B74BCB73C0ABC343C31BD6D3C08BD8E3CBFBA2ABC08BC143C903B853BC5BBB5BCA23C103C3E3B4BBCA5BC5BBB963B13BC093C15BDDA3C1A3C9B3C093D0BBBF93CE0BBD93C8ABCD13CD0BB16BD073C75BC3F3D663CC83CEABCE8BBD23C1D3C9DBBD23C193C3FBDC8BB0BBD343CC73CF03C873CFCBB893C273C05BC303C16BD7D3C9EBC8EBCA63C5B3B27BC88BCD83CCE3B39BDF43C64BCCB3CCE3CCFBB98BC93BC3E3CDABCEA3B5FBB033DA0BAA73C64BCAC3A14BD4F3CF23C09BC543C52BB173B003D01BDEFBB973C673CA0BC18BC4ABC1CBC163D6EBCCCBCBC3B6F3C5B3D28BA713C8E3B2D3CA939153B5FBCC13BB53C193C873CBD3CCBBB1FBB32BC8F3CEE3C003DE13C8F3C3B3C8ABC5C3B71BC1F3D853BC13CC8BB8B3C29BC70BCB03CDC3C57BAA1BC633C103D6D3C923B003CB3BCA9BA11BB9FBCCF3C63BCA33BB6BCB9BB043BFEBA593CFF3B49BDD93C1ABCB8BC3F3CC93A1CBBC33B0E3B5E3CEA3C14BCC8BB093C0D3C9FBC323DE4BCD23C36BC33BB5EBC19BD23BA7EBCE4BC3E3DDEBC483A89BCA33B21BC3A3DE43A0C3D813CFD3BB8BC1CBB7FBBB53A51BC83BC92BB013D47BA123CC03CD23CA7BC663DC73BBDBC88BA933BF83B2DBB6DBC1F3CD73AE7BBE5BCE9BC8EBCEA3CF93BD63CF13B32399F3CEFBC29BD06BD743ABBBCABBAD03C51BBA83C4D3CE5BC96BCDE3B8F3C0BBC2D3B323CA93BE7BBFABC343B95BC3D3C51BD8EBC53BC03BD8BBC0DBD993C313A593B14BC0B3DE8BB31BBE9BCEDBC9FBD32BDAFBBD4BC89BA893C9ABA60BC98BBBE3B07BCCD3BDA3BE7BC51BC58BC173DF9BB2F3CF6BCF43C92BC413CCB3CC93B63BCBC3C993B053CECBB9DBA663B76BC1FBDF23BCB3B9DBCC43CDC3C073C84BC43BCBABC4E3C9D3B043CB03C393ADE3BDC3CF2BBD93CEA3C2CBC3B3CF23ACEBBA33C5B3C7A3B22BCE4BC723C9F3C48BCEEBB653B0FBD593AE93A223D8A3C083C23BC",
      torch_tensor_32_torch.bfloat16_7: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_6: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_5: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_4: "0x0200000099BCA93C0A3D6CBCB5BC353B853CB63BA03CEFBB403C84BC09BD71BD4A3C54BC663C39BCB3BB383B383D023DA7BC39BDC5BC28BCA23BCEBCB1BA0F3DB63C903C403CA03CBA3CB03C17BB753D573CCA3B183B0E3DC13C2ABC77BC7A3CDABB203987BC57BCAB3C433C0DBC0F3C9B3B9A3CABBC0FBCFB3C0C3CA23CF2BC8CBC5AB9533BA5BB7DBB8EBC583C003C8C3B4C3C9ABC76BC46BCE13B9A3C95BB073DCDBB553C1BBCECBB583B623BAFBC213C5CBB8BBC1BBDA1BC473A5B3D453AF33C2E3C98BC303B13BD683CBB3B8E3CA73C94BC583CC43C033CACBB523B51BDDB3CAFBCC23CC63C193AEF3C863CA33C303DC43CEF3C093ABFBC753B1BBC903CC33B51BC393C313B0ABD243A98BC903CB43CBABC60BC213CDCBC5CBCB8BC973B06BCF0BC07BC13BDB2BCCDBBDCBB613B73BB643C053CE9BAC13BA5BBD3BC01BC503C8DB986BC8CBB2DBCB03C49BB4C3DFCBC15BD11BC7BBBEF3BF73BC0BCBB3C57BC08BB3CBDC6BB943B243D04BBED3A2F3B73BCC03CDAB98B3CE3BCE3BBDE3CC33B1D3C5FBB92BB6D3C0FBCA43B13BDBABB0E3D0BBD24BC2C3C623B1ABB80BC8F3C6FBCD9BCB9BA083C803CF43A0D3A8EBCB9BCFDBA41BCBD3C10BBE1BCF23C353D50BC38BC8B3C7F3C933CBF3C6CBC573B9D3CC13C373C57BB05BDD63C263DF2BB4DBB3DBC043C92BC9FBC25BC473CBEBC933C04BD96BC50BC81BB433B14BD3A3CEE3B64BCBF3CA7BCD63CF8BC0ABC803B50BD30BD0CBC39BC86BCE1BCE13C72BC26BB00BC4EBD2CBC3A3C6ABDB5BCA73B7F3BCE3C433C353C29BC1FBD4C3C323DFEBC81BCB93C3E3DD93C3B3C753C363D44BC1CBC493C3DBC433C94BC2B3DFFBA883C58BBE2BB24BB33BCFE3B913C963CF5BC473C633C01BB2BBC273CE23B01BC733C42BB6E39533C15BBB33C92BC013D733CF73C05BC3BBC143CA03CDE3C47BCCCBCACBB96BC003D8B3C573C9B3CC4BC153B85BC2FBC563AAE3B7A3C053DB63BAABCED3C8EBCC53C603C2C3A60BC46BDB63B883C003DA1BC8ABC8A3C9DBC063C52BC8E3CC83B86BB5B3C903BBBBC98BC803C50BC3DBC4A3DDEBAFBBC793CFA3B013B373C06BC85BBF93A073D533C1ABD13BCAB3BC43CB33A5D3AF0BB113CB83C21BCC33C17BC23BB81BBE53C0EBC0BBC6FBC86BB6BBBB33C21BB733B313B833CC13B523C02BDDEBB603C2C3C05BD9E3B943BA43A4FBBB6BC07BD0C3D0ABCCDBB54BCC4BC473B8C3BBE3CCFBC10BC5DBA503CC83CAEBC90BB2E3C223CF7BC85BC82BB163B3CBCCF3CC5BCEB3CA83BA43CD03912BD46BC09BD1A3CE6BC05BC1EBBC43BE0BC1D3C1FBCDB3C6A3B3ABDD63CEB3B583BDF3C1DBD4CBB99BB0A3B323B693CB5BB943B123D3ABCE6BC0D3C6BBCCAB92DBC2CBCED3C0E3C783C88BC90BC113BD4BCD03C82BC34BC09BDB2BC0BBD04BDFBBC063C9FBB0B3C043BFDBCFE3CD8394B3C8FBB64BC9C3C6E3CA4BCFFBBAFBC243DE3BC083D04BD783C62BCC2BBE7BBB2BBE6BB373D503B3D3BAE3C19BD243C093C1CBC823CE4BC773CB73C103CE03C81BC623C1D3B513C3C3ADF3B2EBD0A3C903BE8BBDCBC7D3C30BD42BC29B9C0BC9B3CFC3CE23A543B6EBC14BB81BBE33BBDBCD53C3DBC8FBB973CC43CBE3BC3BBCB3CD1BBD93B9D3C213C6D3CDAB975BCD03C5A3BB0BBD1BC573A513CA5BC2E3D1D3D9F3CCC3C403CD23CCC3BC53B4DBC10BCAEBCFEBC36BC993B10BC9CBB523C01BC873B2EBD603C3D3C60BCC3BB6A3C33BB98BC4EBBD23B39BC40BA653C4E3C1ABCB2BCF5BBD8BBABBC9BBC4FBCD1BBCA3CA5BC7CBBEABBE0BCBBBC84BCA93C7A3D8CBC953C91BC653A1A3B90BC02BDA1B8D73C11BC84BC923B8E3C933B81BB963C2C3C3CBBC83C03BCCB3C093C263D69BB013D693D7BBC20BDCEBB7CBCD2BB993CC13C2CBCCD3CC9BC6B3AB8BCB5384DBCE33B8B3B0CBCDC3CA93C543C573C5238063D973C1EBBDE3B813C6A3CE4BB6A3CD1BCBF3C053D393BCDBC08BC3EBCD73B25BCD33951BD90BCBA3C03BC2F3D33BDBC3CB43C22BC2D3D1C3D2BBDA1BB9A3B10BC103DA13BBFBBE93C3CBB92BCA93B99BBD13BA6B9E63A21BCF339CFBC5F3A5F3C21BCAC3C373DB5BC833DF43C03BD3C3B6E3C2C3CFF3B3A3BE5BB23BDC73C38BCD9BB823CF93CA63C1FBCBA3C443CB1BB083C82BAE83B32BCD43BC33CB4B9843C6ABCEA3C283DAFBC14BD223B9B3C5D3C91BCC5BBA13C853C3D3C1C3CECBB90BC1D3C56BC8EBB043C373D8B3CE23B03BD80BC9C3BABBCEE3AE0BCB1BC35BCFC3CA43C82BC793D6FBA94BAA93C613C9F3BAFBC41BC3B3DECBC313C8BBC8CBC903C99BB5BBB973C03BD1BBCACBC5E3C4D3C13BC723C10BD123C57BC663C58B92D3D20B9583D213CB93B66BB483CCD3C3FBBEF3BC8BCDDBC153CA43BAFBC60BC0B3B1D3C3D3B3EBB94BCDDBCC93C513B4FBC27BCA93C0ABD4A3C6C3B843C9D3CFD3CD0BCB43B6A3CF13CABBC9F3A2ABD98BCA8BC63BCB3BCD83C8B3C0DBB843C8CB96A3AD23B3A3C5E3CF0BB89BC3C3C4EBB033B0E3DB73CFA3C263B88BC8DBC7FBD853C433836BC893B9CBC2D3C0EBDB03A1E3CE13C47BC4DBA483B253DDCBCBA3CE33C6A3C0DBDFABCEBBBC33C91BC38BC8A3C84BCFDBB74BC1EBC613C45BC5FBBFB3C8EBCEBBA043C1ABD053B2EBB3BBBD93C283D74BCF6BC8C3B3DBB0CBC023C52BC61BCEF3BEE3CD8BC543C06BD7C3CD2BB13BDB93C9EBCB03B783CDD3C15BC53BCC03C95BCC13CC2BC2ABD25BC283C203B1B3BDC3C51BDC83B8B3C3FBB553C1F3D203905BD9C3BC53C9A3B953CFFBC9A3C55BCA33B633CE23CBD3C5F3BE7BC8A3CC6BB14BB39BC19BDA33CBF3C6C3C803C95BC973CCDBCFA3B5CBCB93B033C153BD13CCABBF63BAD3B0EBC73BC12BCC9BC76BCEDBB3C3C243D36BD",
      torch_tensor_32_torch.bfloat16_4: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_3: "0x0200000029BD17BC23BB1F3CF0BBAEBC52BCA63CB73C2D3C3B3CFABAA43C323DC33C0ABC743B72BC393C843C043DA43C483C0ABD4F3C743DABBC86BB8D3C233D613C1A3CAC3C173D363B263C7EBB4F3CCBBCBC3CBE3BF2B8E4BC8739B43CA1BBAABB953C50BC4D3BC63C01BB61BCB1BC0ABC96BC113CB23B843C763C54BD9ABC463C103D7D3C21BB133CD63B4CBC863C613C743C403C3F3C4F3DF5BA913CA53C9D3C8D3C0D3C45BC2FBB05BC063D1C3BBC3B0E3D99BC39BC2DBC823CE43CCF3BB03C21BDC2BC233BB2BB37BC0F3D7A3C4FBCBCBA793A0BBC11BC9F3CABB8A9BCC1BCA1BC9C3C143CC6BC0B3CA2B9C2BC123B363D063D9C3C383C86BC963CA73B41BC973C193C09BD973CBABC2F3C81BCA1BC163D503DEBBBBFBCD5BB0B3D29BC7E3C903CF83B843CC03C913C5EBB3A3D1C3C223CBABC94BCEEBC6ABC2B3C39BCD2BC843C493B66BC63BBA2BB53BB223BDBBC46BC06BD243A02BD543C07BD87BCCBBB853CC73CA937B6BCCFBC04BD89BC243C0DBB20BCB5BBAFBA14BD09BC823C353CDF3CDEBB043CEABCFDBB8FBA963C6DBC0EBB76BC343C49BDAE3AC83C853C953BAF3C6CBCE13A863B403CEFBB0A3C6ABBA5BCD7BC84BA283D66BDC33C073C79BAD53C47BC5F3C4E3BDABA1B3B163D563C663BF4BCB33B183D303CE53C1DBC593C52BBB9B9B1BC0F3CA73C30BC403CF4BBAC3B4BBC19BD813C7BBB613BBABC793C1D39DA3B02BC43BC30BDA73C07BB7BBBF13C66BCBCBB45BD0E3C65BAB13A14BD2D3BADBC76BC15BDB2BB48BCC7BC353CC8BCC33AA8BCC8BC0B3D6ABD0CBC6A3C10BB0D3C0B3CE93CF139B4BBE9BB96BC7BBAEEBBB13C8A3AF9381EBD6A3C17BCA2BC16BC8D3D00BC62BB0DBC14BBFFBB9ABCB53C443CF6BC19BB7B3BC6BB113CA3BB5BBCE0BC24BDB73C943C41BCD63B9E3C1EBCA7BC63BC75BC213DDF3C913C123DE43C803CD63C80BC0BBC66BC213D8D3C9BBC83BB153B2CBD06BDAABC9BBC8EBB933C4A3C153C08BC203C763B683CFF3CE73BC03C813C8E39A8BCEBBC2EBC09BC6B3BAC3C8ABB023C12BDFFBA9F3B11BC08BCA63C5BBCE23B1BBD06BCA93B5D3B27BC273D223CBEBBFF3AEBBC1C3A593BB9BBCE3C8CBC13BCA5BC273C2B3C263D873B05BD71BCA73BB93CD63C0EBC66BBF6BCBB3CD13C6A3C78BDBCBA1C3C0DBD8E3CF43CA0BBF53C473C343B373C1FBC00BD2C3BAABBB93C85BC843B483C923C7ABB7BBCA83ADDBBA23C043D4F3C09BD8E3C3D3C07BC543C7D3B063CC73CBCBC13BAA43C843A90BC87BC853B36BDDBBCD53B20BB17BA9BBBC73B6CBB5BBC15BCEF3B283C0C3DB7BC48BCC4BCCF3CB23CA8BCE0BC683B2ABDCAB90CBB373CB1BCEBBCFA3B843C28BDD43BBF3B583BB7BC023C4C3A2B3D1F3C16B991BC14BA98BB8EBBE9BC8BBCAF3C7D3D3E3CBBBC943BF73B913C29BC7ABCD5BBE9BBE6BB7CBB16BCAC3B8F3C51BC9CBC89BC2C3B9A3B73BC873C3C3B883B4A3A48BC6CBCE03C9EBC46BBD93BF5BB47BD033BF93CB1BC9CBA5B3C94BC82BB043DC3B9B13B493C963BB6BC173C153AC9BB07BD8B3CBA3CD3B7FCBC29BCD0BC8E3A1E3C2C3C873CD1BC86BCAE3CD4BB3EB9E5BB04BD6ABBA7BCB9BC5C3C33BDAA39203DE63B0FBCB63BB13AB6BCA23B8E3C88BCA8BCC13B09BD673B1D3CFB3AB2BC42BCCCBBC5BBCEBC203D6ABBEA3B9B3B8DBB86BB583CABBB20BA1F3CA83C613CF13CFB3A5DBCBB3B30BC7DBC56BBB23C3A3C0B3D373DB63C2DBC913CBC3B0ABC91BB01BDC93BD2BC3BBAC0BBDDBB96BCBDBB12BC9FBA1DBC0B3D03BD1E3CD63C8BBCC0BC9FBC563C7C3C84BCA53B553A3EBC543CE0BCD8BC4ABB4A3C073DDF3A05BD123DF4BB9ABC33BCAFBCE93BD63CFD3C993C393B213C163B96BC52BCA03B44BCA5B89A3CEA3C8F3B383CAD3C94BC8ABC63BCA5BB9ABCE23C443B46BCEFBB26BD13BCA13CE33CE4BC85BB07BD913BE6BCCF3CED3BC4BB6E3CC23C94BB1BBC47BB193DADBCEBBC1DBC9FBBC9BCDE3CB3BC29BD05BCC33BCABBD23CBB3B483BCDB7B5BBA23B49BB9DBB25BC5DBD083D30BD2EBD17BDB6B801BD5B3C3A3B2E3D903C19BCA63CACBB32BCB2BC033C893C2B3CC9BBD03C033BC93C1BBA713CEEB8553C11BD363C503BDF3A543CC83B443C04BC9C3CCDBB2EBC0F3BE83B953BF03B96BCB8BC76BCDABB813CAABC9C3C6ABBD13C2F3C7CBCC63C2BBDAB3BEF3C793CEE3B9ABC2BBD253CE6BBDCBBBABBD9BC373801BCBA3B023B473C0DBD21BDD23C163D8ABC4DBDAABC913B2E3C14BC823B58BB023DE5BAC8BCC6BCD43CBBBA16BB00BCB6BCAFBC51BBBA3B9C3C83BAF9BCA43C993C643D2B3C9ABB113C083CA9BB0CBD053D153CD23B9BBCAD3C03BD123D54BD0BBDDCBAB6379EBCE03C1FBD98BCE9BCDE3C813B00BC10BD933CA53CDE3CB1BC36BB4D3C4BBCCFBC733B183D17BC043C233D6C3C283AC0BB343CEFBC4EBD313D74BCEDBAC0BC083C683CEEBC013D0EBC4ABCD1BBDBBC68BCC4BAE83B69BBFFBA273CBEBC25BCD4BC723BADBCEFBC4EBC333D2A3CA53CA7BCFFBB8EBC40BC52BC303DF33CB0BC30BC78BC3E3CE43C003C8A3DE53BA63CDA3C70BC69BD91BC273CD83C9B3C03BCD43CE03C9C3C463CC6BCB33AEE3C043CD6BC8ABA7D3C85BCEB39623CDF3B19BC92BC28BCA73C653CE03C993CBF3C7FBC8DBC933CECBBDE3B96BBB63CA63B3BBCC3BCC4BBDA3B1DBCDD3C28BC563BF53BD4BB493C3FBBC4BC163D02BD89BC943C93BB213CF33CB03CC63B033DF5BB473AD13B843C723C61BC32BC4EBC27BC973C633C943C2E3B01BCF03B41BCB93CDC3C05BDFFBB483C59BB83BC1DBBB7BC023CB93CCABC28BD39BD93BC223D65BB813CABBC0F3C8B3CD9BCE9BA83BB933C9BBC993C123D43BC8C3C4EBB29BC76BB",
      torch_tensor_32_torch.bfloat16_3: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_2: "0x02000000723C9C3CF43C1EBD75BC05BCA9BC3FBDB43CCABB4BBCD1B9D5BCD53C693DD9BC9EBB1EBBBFBC8BBC35BC2EBC6CBCB43C7C3CE63CAE3CFFBCBCBA2F3C72BCB43C7EBB0E3D42BD6DBC0ABD1F3DC5BCA93C9A3A923B293C923C4F3BAEBB213D643C503CC3BC0B3BC73C243C0DBB4DBD483C453DA23B49BC9FB9AC3CF23C2E3CF53BB3BC243D44BDE33C9F3B7ABC2D3D99BC1FBB21BC483CEABCA63C39BA78BA98B8EB3B003C773CEE3C053D01BCE53C223D26BCD6BC523B973CC0BC9CBCB93C9BBCC0BCAD3B213C003C58BC633A96BCE7BBFA3B65BB61BC083B42BCB43C4B3CA43C19BC90BB083B96BA653C733BE4BCC5BB423C62BC80B98DBC713C8FBB163C5BBC3FBC46BD4EBC03BD2C3DA83B2A3D71BCC43BA6BC5ABA923C813CCABCBE3B06BD753CC73C78BC5BBC483BAEBB4FBCF0BC15BC7D3B583C7DBB8C3C65BB953B89BC84BBA33B9EBCE33CC5BC243D21BC283D5F3CBCBB27BCD93C243D6CBCB73CC33A613DAE3C8ABC76BBF93CC73CDB39B0BC72BCA43CB1BC813C20BD16BD12BCC13CF5BC273B143D02BDCEBB163C52BC00BC013D9FBC37BC043CC13B123C94BC77BBAF3C743B4F3CDABBFB3B05BD4A3B15BCBFBCE83BABBC723C413CDB3B063C21BC953C233B103CF73BC43C0DBD1D3D6A3C0FBD21BC023C9DBC32BBFF3C90BC18BB523CA9BCC53BCA3C5F3D2B3CEC3C003DCC3C48BC343DF43C46BBE73B003C95BC0C3D41BC19BD403CD8BA983CD13C8ABB283CCC3C63BCACBC953C243C0B3C6A39A03BA1BC5BBB83BC5B3B173CCABCA8BC43BC5CBB45BCE4BC913CDDBB81BC283CB1BC103D973BBEBB4DBC27BBBF3B8D3C6E3C0DBD243D383DC7BB9E3CDC3C4D3C10BD0DBC1E3C193D0ABBBFBCBC3AE5BB6FBC4DBC9DBC6BB965BBAE3A813C0B3C9EBBE5388CBBFF3CCE3C283D763CDBBC70BBC0BB14BCC03C9D3CF1BC12BDE73C1DBC043CF9BB92BC18BA37BCDABB8BBC25BC04BCD3BB733BCDBCAEBCF3BC9E3C8D3A07BC0D3D60BCCE3B553C333C0CB92D39803CD7BC3DBC62BC253C0EBD513D033B86BC2CBCBB3C7EBC95BB5CBC13BB51BC943B15BB913C0EBD3CBCDD3C283C6FBB1DBDD13BFA3B21BC753BA1BCB9BB2C3D163C5F3CEFBC583C493B3DBCB4BB9CBC02BC483C923C82BC20BD393CAF3C26BAD23BF33CEFBAA6BB9ABC093CE4BC9D3984BCEA3BD23CA3BA75BCF6BC9C39BFBCE33C1ABD31BC113DA83B193C00BD593C813C633CBFBC3B3BEBBB2BBDB4BB8B3CB93C273C913C12BDD63C263D443DE1BB6EBC0CBC463CECB9ED3C963B93BBE4BCBDBC1F3B153CAC3C2CBD82BA44BB9CBD2D3D5B39DFBB433C6FBC803B3DBDEDBBB83BB73C353C043C3F3C013C453D28BCBCBC76BBE63CBBBCB1BC13BDB4BCEF3AB7BA35BC5B3C82BCB8BB343BC93CE7BA9CBCAABAA4BCD4BBBE3CCDBC6C3C783CB73C3E3CBF3CBA3B85BC3ABBBDBB67BC133CC13B07BDF73B223D9D3CFBBC6F3C673B9A3C21BC163C86BC32BCEB3CE4BCCFBCFF3BC9B9913BFDBBB4BC43BCF0BC683CA9BC0FBBD83BD5BB9BBB22BDA73C8EBCA23BD8BCB23C5BBB283D003D763CDFBB79BC053DA2BC183D0F3CC3B9C4BC293D0DBD50BBEEBC343DDB39BB3CE9BC793C3ABCEDBB133BD53C65BC5E3CE0BCC63CD7BB263C37BC913C813C833C2CBC46BBC03C953B55BCC4BB583AD2BBC13C9FBC883C413CB7BB583C37BCB3BB033DB2BC01BD9FBB19BB44BD00BD34BC2E3C253C673D61BA99BA2D3C95BB9EBC313C8ABB673CDFBCCF3B623CCCBC943CC23BA3BC90BCAF3C23BB203C553C873C823C10BC92BA42BD89BB75BC8D3C1ABC813B3B3C02BC2FBC113B023DAE3C4ABC84BCA7BCF0BC8BBC9CBCAEBB09BDA3BA233C273C43BC033DD0BB89BC30BCC23CCE3BAA3CE8BB103D8FBC96BCF33C963CD43C39BC623C133DFABCAD3CFABC2D3B81BB0B3C5EBD1BBCACBCCB3C963B233C0C3B1B3D763C0DBD08BB153CC73AB1BC0CBC3D3C0CBCD43C5EBCF63CB73CCF3A8BBC72BCB9BA973CD63B94BC423DC33B203C023C0CBD3BBC7C3C433C2C3CD03BF2BC86BC95BC04BC083CDC3BCEBC053DFEBB6ABC143DA7BC5F3C89BC603B92BC42BC62BC943CADBB923C493CF43C033D173C733D04BDEE3BB0BB3ABDDBB9FEBC97BCE33C1CBC763D293C83BCB43B2BBA33BB12BD0E3B563BADBCEDB9E8BC0C3DEFBCE63C62BBE239BABCDC3C903BCF39C03C433C593CAF3B5EBB2DBA4EBC9DBC05BDBDBC053C5EBC073DEDBCFC3B2EBC09BD1ABCD4BC883B35BC903CDCBCFBBB083CFA3C06BBB23A593C98BA483C2DBBA8BBA3BACB3BFE3B203D553CE83A9C3CAA3C133C19BBA4BC37BC56BC4D3CE5BB953C853C473BFA3B483DC6BCDDBCE73B57BB2C3CBC3B0B3C8F3C4A3CDB3BAE3C983B57BC3DBD223B06BBEF3C98BC483DC3BBF63CA8BC2F3C223CBE3C25BC35BD86BC0CBC9AB7AF3B19BD8D3CB1BC063B4C3C4EBC14BCE0BB9A3CAA3C923BEC3C9ABC26BC26BC423BA6BC153B4F3C1ABD17BDED3B82BCE9BCCEBC3A3C4ABCFA3C5DBCB13C21BC7D3CF3BC573CFEBC48BC503C753BF8BC183A553CB4BC2ABC133C0E3C233D22BCADBC4E3BD1BC1C3A0B3D28BC79BC293C79BCD33C95BAC4BC3F3C85BC22BD88BB96BBF3BB0F3C12BCD33CEBB9C23C913C473C823CACBB6D3B3A3A463B29BC623C053C2FBA0EBCDC3C213DCA3A523B27BBD93B3D3DAABC07BC46B7BDBC0D3C113D8CBC983C0C3D27BDC73B95BCE43C2ABC953C653B08BC99BC99BC363DD5BC99BBA23C9C390D3DB03BAC3CA8BC05BC093CD8BC91BBE3BAB9BB9CBA673B4C3CB1BC97BC79BCA43CAB3C24BD04BDF03CDDBC0C3C083CBFBC483C0FBD6BBC4CBA253CB5BC4E3B433CCC3C0AB936BB7D3CE73CFB3C433C90BC603C66BCC8BB2F3B023DCE3B21BDD5BC093D5EBB",
      torch_tensor_32_torch.bfloat16_2: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_1: "0x0200000054BD563CB6BBF1BC2BBD0D3CF93AFFBC35BD3E3C803B9CBC60BC17BC75BC2EBC1DBD9B3B613CB1BC1CBC773B3CBB803B16BC52B8BA3C053C083CA63C95BC0A3AE4BC09BCEF39233C4A3C28BD953CA23C5D3D17BAB23CADBB3C3AD03B13BCCE3CAA3C983C413DB23C11BCEF3AC63C25BD273B9E3C033D243C16BB38BC343CAF3C82BCDDBCD73CA03C45BC83BA45B9AABBBEBC1FBC91BC2ABB6DBC563CB5BBBBBCA4BC053CC4BB9E3CF53B1BBD843B833CB83B0CBB68BB213D0CBC05BDEE3B9FB91CBDA53BDDBB063DC2BCABBC5EBC5B3DB93CB5BCB13C4F3C00BC31BBD8BC8A3C4C3BB73CE03C743A013B473C273C1F3D1DBC1CBC13BCBEBB233C143B403C7B3CEABC6C3C153D9E3C03BCAEBC713BB5BC04BD9C3AA63B9BBB30BC773C97BCE73BC23CD03B023B06BCA0BC1FBC99BCFABC88BC16BC5F3CEB3C833C983C223C093CE53C4A3C28BD2A3D3BBD17BD5B3C0D3CD6BC8F39D5BCEFBAC3BC23BCEC3C8E3BAA3B2F3C1B3CB03CE73B053C803C0ABCD1BCE93C2BBC5DBCC3BC363CB5BCD1B9643BD33C2D3B83BCACBB893CAABC9D3CDE3A0B3D50BDE3BCF43B1A3CEB3B39BD32BD9F3C7D3AEB3C27BD0E3CDBBCD23CAA3C4D3C5E3C163B573B26BCD93BC1BC0CBC60BDDEBA403CEEBBA3BC62BC02BD593B093C9ABCEEBA2D3D18BB8B3CC3BBC13CAF3CADBB31BC9E3A0EBCCCBA393CE13C093DA0BC19BC06BDEFBBA1BA47BCACBC2C3C85BCE23C18BD2CBD2C3CB33CE2BC833B463D3E3CFEBC75BC6DBCAF3BFEBCACBCA6BC773A23BC69BB183C8BBCD33CD93CEA3A983AA6BC903C3A3CB73A01BCFE3B4C3D1EB8313D043CCBBB1A3CA73C8EBA81BC1BBC1BBCC6BC02BC53BBB33CCF3C9BBC5DBC09BC603BA53C333CE7BCFDBBC1BCAA3C67BC04BDD33C0D3D23BCD83B573DFDBC883C223BC9BC743CD1B9513C4DBB62BC763C2FBC753CB53C333C913C673C3F3BD5BCB83C3E3C963C513A5CBC843B3E3C9D3C643BAD3B843C15BBA0BC8ABC34BC12BBDF3BFDBCCDBA4DBCAFBCF93C7CBB05BD6FBCD2BC9FBCEC3C9B3C333CE7BBB6BC073D703AD3BC82BB1DBD89BB723CFDBB79BC263B9B3C7C3C23BDCEBC9ABB15BBB0BCB63C1F3C9E3B28BC2CBC95BB25BD1EBD93BB4C3D7CBAAABCE8BAF73B1ABC183CF2BB863CDC3CC2BC173C7DBCD739713C4E3C1B3DF13C993CEF3CC8BCA8BB4F3A423C4A3CFF3A313D6E3B66BC04BCCFBCF5BCAC3CE93C023D84BC903883BC5FBCEEBB153DC6BB48BD4EBB5E3A23BC163C243DA03C343D45BB8FBC923C383C8A3C62BB4ABC4BBCA2BBF53BB6BCFBBB17BCF63BCABC403CD5BC1C3D5F3C28BB85BB8F3B79BCD0BC133C4BBC1F3C383CFEBCDF3CA53A5D3C343B4C3BA43B00BCD53C48BC75BC6F3C1EBDAF3B263C7A3B4A3A9E3CC3BB913CBABC2B3829BCCF3CB9B9AC3C23BDF3BCF13B5D3D913C903C4EBC90BB873C5C3CBA3CE6BBA63C1ABC15BB15BC8B3826BB82BD81BC39BAF1BB323DCC3CC1BA103CE4BC54BC6D3C0ABB6BBC463CB23B37BCCDBCB73B293DA53C1EBDEFBBE83C2939433CB8BC413C86BC623C443C3EBD7D3CB13B2ABC3A3CCD3C2B3C743C5CBCD3BC923C39BAFBBBD23A03BD8A3C50BC9EBCF0BB7CBB8BBBB73C1D3C20BCEDBC46BC543C0CBD9ABA8C3C9C3C0CBCA53C9A3A27BDC1BA693C93BCBCBCF73CCC3B61BCC9BB5A3CD7BB28BCEA3CB03C3A3CEABB14BC84BC393BEE3ACC3B233B943CEDBC513C843CCE3CA4BA313C8B3C4DBC933CFC3CCFBCBFBCAC3CA5BB12BD79BC7F3C183C813CFABC2FBC913C7FBBAA3C1438F93BAABC1BBCC73B173D143D41BC703CB1BC063D1E3CF6BBD8BC0F3C17BDF0BC4CBCCF3C1FBC863C6C3CA5BBF93C4D3D3DBC3A3B923CA9BA33BC57BBCABCA93C98BC56BC0BBCA83B0DBD05BD2A3CD13B173D8ABC693CFA3CDC3BFBB99E3CC7BCACBA973C46BC5CBBC3BC93BC283CA63BE03A273DF0BBFA3BA7BBCE3B91BB763C883C2EBDCF3C01BB923B8E3B233C83BC113C33BBB93C1B3C95BC6ABC543CFB3AF83B923B0CBC15BB9ABB52BC9BBB433D2CBC503C9EBB81BAABBC8239B93CF0BC3FBCBDBCA1BC3FBC31BD2FBD14BCD4BCC53AF7BC4B3D303DE2BC453C2ABD89BC4E3C6A3B6CBD383CC73C4BBC473DDBB99ABCB83C9D3B6E3CBCBCB13CB5BC8ABC663B9DBC0DBCAE3C853C95BCEC3B643C283C473C82BC85BC2BBD28BB9F3C47BCA43C7F3C023CB5BC893CD53CED3CBABC263DC53CD5BC79BC0ABD1EBC79BA04BC33BA71BB453D693B1E3D05BC2F3D733C153CFB3C88BB993CC5BAA83BC6BB543C1E3C9C3C2DBD8D3CBCBC13BCA13838BC04BDB03B16BDD2BC17BDB2BAF93CD03C8DBC47BBE8BC69BD273D8B3CA2BC0CBBD13CFFBB993CDA3A553C50BCC1BCC3BBF63BA83C343B27BB5F3BBA3B3A3C30BC1DBDF8BC0A3D17BD67BCB03CEC3C1B3C253C18BCFB3A523CB73BCC3C05BD60BB0F3C5B3C62BCF03C973C8DBB9B3BCA3B6D3C073DB73C2BBC81BC4EBB233C4EBCB7BA913C383C653C6D3CF3BCA4BC8D3B783D993CBC3C323A80BB71BC1ABCF13CCCBC79BCEA3CC33C4C3BB23C683BE83CB53C70BCB9BC463A273A1A3D563CEEBC873C99BCD13CE0BC1F3CE73CC7BC60BD873C103D56BCB83C383C713C943C64BC533CDDBC02BBF0BBAE3C4B3DFBBAF03C5D3CEBBC01BDB53B2D3CAEBB15BD40BAEBBBA2BC443D003CCA3C96BCEBBA90BABEBCAEBA9DBC07BD653C533B2B3CAA3A2DBCBB3C033DE93CF43B50BB3F3CBABCBBBC42BC8D3CD63CBF3C8BBC20BC7A399A3B8ABBF9BB0DBDB43BD23CA4BCB6BCDE3BD5BC2EBA63BC0F3C93BB513C51BC82BC92BC4B3DC3BCBCBC96BC803BA2BB27BCAD3B423D04BDBB3B5BBDBDBC24BBE73BBB3CF7BB3A3D893B573CB3BC23BDE1BC0E3C6EBCD93CB3BBDC3B5FBC",
      torch_tensor_32_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_32_torch.bfloat16: "0x020000000000000000000000000000000000000000000000000000000000000000000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F573F083F9F3E353ECC3D663D023D923C243CB83B4F3BE93A833A133AA6393A390A3F593F733F7C3F7F3F803F803F803F803F803F803F803F803F803F803F803F693F673F173FB23E4B3EE63D813D123DA43C383CCF3B693B033B933A263ABA39D5BEDD3E4E3F703F7B3F7E3F7F3F803F803F803F803F803F803F803F803F803F113E7E3F503F023F973E2C3EC23D5A3DF63C8A3C1B3CAF3B453BDD3A793A0C3A7DBFEDBD153F5C3F753F7C3F7F3F803F803F803F803F803F803F803F803F803F42BF473F743F273FC73E643E013E923D243DB83C4F3CE93B833B133BA63A3A3A27BF21BF9A3E423F6C3F7A3F7E3F7F3F803F803F803F803F803F803F803F803F75BFA63E803F473FF53E8E3E213EB63D4D3DE63C823C123CA43B383BCF3A693A913E72BF29BC213F613F763F7D3F7F3F803F803F803F803F803F803F803F803F8FBE6CBE723F603F113FA93E413EDA3D763D0A3D9B3C2F3CC53B5D3BF93A8C3A763F79BFA4BEF73E533F723F7B3F7F3F803F803F803F803F803F803F803F803F283F37BF4D3F733F253FC43E613EFE3D8F3D213DB53C4C3CE53B813B113BA33A413F33BF19BFA43E443F6C3F7A3F7E3F7F3F803F803F803F803F803F803F803F7D3F7ABF133F7D3F383FDF3E803E113EA43D383DCF3C693C033C933B263BBA3A15BE59BE52BF173E323F673F783F7D3F7F3F803F803F803F803F803F803F803FD33E71BF953E803F493FF83E903E233EB83D4F3DE93C833C133CA63B3B3BD23A69BFAF3E75BFF3BC1F3F603F763F7D3F7F3F803F803F803F803F803F803F803F0BBF1DBFA9BC7B3F573F083F9F3E353ECC3D663D023D923C243CB83B4F3BE93A57BF4A3F80BF53BE0A3F593F733F7C3F7F3F803F803F803F803F803F803F803F80BFC7BDA9BE6D3F643F143FAF3E473EE13D7D3D0E3DA03C343CCB3B643B003B913B7F3F72BFC0BEE83E513F713F7B3F7E3F803F803F803F803F803F803F803F09BFE63E1CBF583F6F3F203FBE3E593EF53D8A3D1B3DAF3C453CDD3B793B0C3B583F653F4BBF09BFBA3E483F6E3F7A3F7E3F7F3F803F803F803F803F803F803FD73E5B3F53BF3D3F773F2B3FCD3E6B3E053E963D283DBD3C553CF03B873B183B683F043F11BF2DBF893E3F3F6B3F793F7E3F7F3F803F803F803F803F803F803F7E3F803F76BF1B3F7C3F353FDB3E7C3E0F3EA13D353DCC3C653C013C913B233B0C3E9ABC90BE4BBF2E3E353F673F783F7D3F7F3F803F803F803F803F803F803F263F563F80BFEA3E7F3F3F3FEA3E873E193EAD3D423DDA3C763C0A3C9B3B2F3B42BF0DBFFE3C64BF913D2A3F643F773F7D3F7F3F803F803F803F803F803F803F93BED43E71BF963E803F483FF83E903E233EB83D4F3DE93C833C133CA63B3A3B75BF69BFAE3E75BFEFBC1F3F603F763F7D3F7F3F803F803F803F803F803F803F76BF0ABE4ABFF23D7E3F513F033F983E2D3EC33D5C3DF83C8B3C1D3CB03B463B8DBE7EBF1E3F7EBF04BE143F5C3F743F7C3F7F3F803F803F803F803F803F803F40BF24BF0FBF73BD793F593F0A3FA13E373ECF3D693D033D933C263CBB3B523B293F44BF553F80BF69BE083F583F733F7C3F7F3F803F803F803F803F803F803F193E74BF8BBE71BE723F603F113FAA3E413EDA3D763D0A3D9C3C2F3CC53B5D3B7D3F9DBE763F79BFA6BEF73E533F723F7B3F7F3F803F803F803F803F803F803F6A3F78BF293DCEBE693F673F173FB23E4B3EE63D813D123DA43C383CCF3B693BD13E7F3E803F6ABFD5BEDD3E4E3F703F7B3F7E3F7F3F803F803F803F803F803F563F30BFB33E0FBF5D3F6D3F1E3FBB3E553EF13D883D193DAC3C413CDA3B753B0CBF3A3F703F54BF01BFC33E4A3F6E3F7A3F7E3F7F3F803F803F803F803F803F11BC46BE203F32BF4F3F723F243FC33E5F3EFD3D8E3D203DB43C4B3CE43B803B80BF7B3F483F38BF17BFA83E453F6D3F7A3F7E3F7F3F803F803F803F803F803F59BFB83E563F50BF3F3F763F2A3FCC3E693E043E953D273DBC3C543CEE3B863B08BF6F3F0C3F15BF2BBF8C3E3F3F6B3F793F7E3F7F3F803F803F803F803F803F68BF4D3F773F67BF2D3F7A3F303FD43E733E0A3E9B3D2F3DC53C5D3CF93B8C3BD93E193F863EDCBE3DBF613E3A3F693F793F7E3F7F3F803F803F803F803F803F08BE7F3F803F77BF193F7D3F363FDC3E7D3E0F3EA23D363DCD3C663C023C923B7E3FA13D54BD87BE4DBF283E343F673F783F7D3F7F3F803F803F803F803F803F433F633F6F3F7FBF043F7E3F3C3FE43E843E153EA83D3D3DD53C703C073C983B263FEEBEB8BEB6BD5BBFDE3D2E3F653F773F7D3F7F3F803F803F803F803F803F753F003F463F7FBFDB3E803F413FEC3E893E1B3EAF3D453DDD3C793C0C3C9D3B96BE5EBF22BFB63D67BF573D283F633F773F7D3F7F3F803F803F803F803F803F8B3E1ABD0A3F77BFAC3E803F463FF53E8D3E213EB53D4C3DE53C813C113CA33B76BF80BF57BF873E71BF76BB223F613F763F7D3F7F3F803F803F803F803F803F2ABF11BF813E67BF753E803F4B3FFC3E923E263EBC3D533DEE3C863C163CA93B40BF53BF78BFDC3E79BF76BD1C3F5F3F753F7D3F7F3F803F803F803F803F803F7DBF6BBF7EBD50BF113E7E3F503F023F973E2C3EC23D5A3DF63C8A3C1B3CAF3B1E3ECBBE80BF153F7DBFEDBD153F5C3F753F7C3F7F3F803F803F803F803F803FCFBE7DBFBDBE32BF2A3D7C3F553F063F9C3E323EC83D623DFE3C8F3C213CB53B6A3F1D3E6EBF383F80BF30BE0F3F5A3F743F7C3F7F3F803F803F803F803F803F",
      torch_tensor_64_32_torch.bfloat16: "0x020000001EBDE0BB72BB0CBDAC3BC7BC1C3CE13C40BBE83BD2BA833C7C3AB6BC0B3DEFBC7E3C98BC1B3C3CBD6B3C76BC40BC56BC30BB083C1FBBB1BC04BD373D09BD813905BC293D433C45BC1BBD5A3BC63C823C913BE73B043CF73AA93C9CBB90BC263D9C3CF3BBDD3C173D32BC86BC3ABCAABBC7BAC4BBAEBB833C693C923C9DBCAD3BFABB2DBD27BD4DBD263C06BDC0BA8CBC3D3C473C2FBC40BD0D3D963C463C933C033C0E3C37BC27BC8B3CC83B96B9A03C1E3C44BC22BBA53B70BCA43B8EBB0ABDA93B70BA18BCA2BC1D3B10BC893CD43C2E3DA73BB9BC09BC28BC19BD46BCE63CA1BCF0BC733C923B1EBD83BB313CFD3B9EBCE5BCC43B46BC47BDECBB3D3A0B3B02BC533B86BBF23CF23B8B3CB03C803B5FBB863CB13B813CA33CB6B92A3DD1BC4F3BE8BC1EBD0FBD783CB9BC473C453B1DBDC83CAABCF63CFBBC14BB76BC48BBAABCA93CC4BC8F39FABC2B3DD3BCAC3CA8BC05BCB3BC5E3CC73C143B0E3BC43BF3BBCDBB47BDD7BB96BC9B3C84BC30BCD93CCD3C96BC8EBC5ABC63BCDD3B65BCC83B84BB033D5D3C34BC2FBB2ABAA73BC1BB15BDFCBCE2BCC43BBABC083C5C3B20BBAFBB64BCCBBB45BD073CD8BCCE3CAA3C4C3C4DBDCF3BA6BC9CBC84BB22BD4B3B903BC2BC233B7E3CBFBC3DBCE7BC833CFDBC10BC1D3C78BCA63CC93B123DD43A10BD8CBBD43C3BBC0CBDEC3CE93C633ACD3B7C3CCCBCFBBC30BB103CF23BFDBB643C563BDFBB02BBB3BC97BC9B3B403B15BD15BD5E3AF03B1F3DCE3C433C46BCA0BBD73CDCBBDFBBD9BCF8BC0CBDDB3A1F3D49BBEC3C0A3C84BB1A3D8C3B563CCD3B52BC20BC14BB68BBBFBC33BB70BC44BCA4BCF43C0ABBF4BC403C493C273CB0BBF5BA69BCFE3A7C3C663C193CB13CC7BB20BDAB3C84BCA3BC953B9A3CA73CE0BBBF3C2D3D583CE23BCA3C5F3C713C53BCF33CAC3C9FBBCBBC753A2FBD6FB9D33CD3BC423C593B9DBCB9BC373C35BC193DB9BB633CCC3CEDBBD7BB5B3BE7BC923C473CB8BC603C7ABB8F3C8B3C55BBBF3C26BC473CAF3BD4BB373C0ABD8B3CE33C4FBBA9BB583B62BC19BCD0BBAD3C023CCF3BE4BCB2BC6CBCDE3C4EBAECBB763CB5398B3C49BCB83CF1BC5FBBF6BCBC3B903B333C3F3CF43C833BD33C8B3C02BC50BC16BDE8BC443BDF3BE5BBC2BCFEB9F63B503CE13CCFBC6B3CB83A79BB8D3C193CE23CFD3B99BC45BC63BA183D21BC06BDADBBC3BA8EBC983C4CBC633C2A3D733B34BDC7BC41BC713C8FBC9A3BF6BB463DC63AED3C4CBC083CEEBAEC3C953B65BCC33C2DBD7BBB7BBC2F3C0C3D8C3CBCBCA9BC10BC89BAAD3B973A653DC9BCA7BB50BC0D3D95BC863C403D17BD9A3CBEBBCABC8F3C00BD3C3D91BB533BD23C70BC4B3D7AB8DCBBDB3B113D1D3D2ABD30BD27BB333B8FBB873BC43CBB3A0F3D973C9FBC023DC5BCBBBC683CA0BBCEBB943B803CEE3CC53C96BC2C3B2DBCF8BB5D3C10BCD8BC1CBCDEBBE9BC943BF3BC283D6DBCB43C2A3A7FBCF0BC22BB01BB3E3CF2BA93BB03BC77BAE1BC1EBDB83C6BBC26BDBBBCAFBA45BCC33CF1BB9CBC8BBC643CB33C26BC1ABC143D163B283BAE3CC1BBB53C4ABDF2BC17BC0F3B82BC6EBD343CBC3C5FBB22BD093DAF3C6D3BE83A1A3BC2BB4FBC823791BCAF3CFCBCB43C79BCB13B94BCB63CA1BCD23C19BCB7BC16BCEE3BC9BC3CBADE3C113CD13CD83B1FBC52BCF13C46BDD23B9ABCCABC16BDEBBCC3BCE5BCA6BC04BB733C34BC423CBD3C28BD17BDC3BC993B743C04BD27BDFE3B143BEBB79B3C89BC383D883CD93C953CB13CE7BC363DB63C1E3CD03B86BC143DB2BB9FBC1A3DE8BA04BDD4BB6CBC35BCD13B78BB6EBCBD3BD53C90BC6FBC10BC5A3CE43C8EBC2CBC253C78BB87BC523CB9B903BDE8BC11BBCBBC193CCFBC7C3AAB3BBB3CB1BCA9BCD83C273C38BC333B52BCAFBC20BD1ABB643A39BC27BD11BDBDBB3B3C093D92BC193C46BC793B05BC36BBDDBAE23C0E3C8ABC27BCB9BCE3BC19B9C7BC8B3C29BC8ABCC23C043B3CBC963A103B12BB28BC4E3C403A863CF43A5A3C073D9CBC3EBDBBBC6A3B993AA93C3CBBECBBA83CC4BCC73B18BC0F3C1B3C813BDCBC3D3C3DBCDFBCE4BC87BC52BCCABC483CB7BC01BD02BDC4BCE2BC4DBC4E3CA03C08BD54BC103D9B3CE0BBBB390FBC34BDC6BB38BC76BCF4BCB83BAFBCD139273CCABC4B3B5EB9ECBC93BCCBBC2A3D60BCE93CCDBC89BC19BB07BBCFBCCC3CE1BB9C3A1E3C02BD4B3C11BC343DAB3BA1BCB7BCABBA7EBC13BC9FBC13BBF3BC593C3B3C81BCC6BCE43CA73BC23CF33BB1BB91BC993CF73ADF3B0DBB5C3CCABC36BAA23CC53C3FBD2D3D473C8BBC33BCE6BAB2BC48BDF13B20BBCE39503CABBB713C0BBB7D3A14BD76BC853C04BD6DBC8A3C24BDDA3B72BC7A3C59BC603C213C08BDADBC42BC8B3CE9BB823A0DBD0D3DDA3B1A3B17BC62BBB03AD83CE8BCB7BC75BC443D16BCBCBCCDBB943C3EBDB9BA4BBCFDB92C3CA8BC983C943CD93C9C3C24BD01BC633CD43CF93C173D48BC07BCA1BCA93C033DBC3C9BBC74BB4A3B92BB44BCB23CA03B153D173D8EBCF03BA3BC49BC873C57BC05B9BABC7ABCD9B9633CA83ACB3C46BDFBBCF03C19BC843C9BBB013BD43A7B3C473B2E3C1EBD323D903999BC14BC1DBD87BCAE3C953C16BB083B29BDDBBBB33B86BCB5BB603C443A903CF43A073D13BB00BD853CBBBB633C9ABCCB3CB8BB57BC503C473C9DBB973B363C633C823CEBB91EBC3FBC7ABC4A3C673CA1BCA7BCE8BB453C7C3BA7BC0D3CA4BC9BBCFBBBADBA1EBCECBC7F3C46BCEBBCFCBCFD3C87BC97BC15BC12BD843C5CBC8FBC9C3B8ABCE5BB033C9D3C95BC1B3C03BD18BD6BBC17BC043DD4BBB2BCE43A043B59BBD9BC20BCC33B383C11BCBABC0ABD423B243DCC3C2BBD993C9A3C2CBB533CD43B503C423BDE3C083D953C0ABD85BC563B19BB013C3CBD84B80A3A63BC62BCB73C553CBDBBD53C62BD95BCA3BCE33C843BA73B0FBC3EBCA93BC53CCABB563940BC663C7E3C093CD93CC3BA703C1ABCCD3CCBBB153CC73A3BBC85BCA43C173CB9BC12BC58BC8BBCB33CE03C91BCCBBB9B3CBA3B44BD4E3CBA3AF6BC6C3C9E3BB8BB24BD183AF0BCC0BCD23B3CBCAA3B03BD9CBBEF3CB0BB9B3BC53C19BCF3BC14BC0B3D30BD453C453CBABC98BCF9BC4C3B31BCC5380C3CE8BCE1BBC13C8C3B87BBD33C333C8EBC823C8FBCA63CF83BF43BB6BC1ABCC53B39BCD7BC363B013DB7BB533C113D09BA16B924BDA1BCBD3BE63C33BA2B3D56BB6E3C1F3C403DF33A153C1EBB13BD9939293D1E3C54BBC7BB4CBD8CBC6BBBA83C623C79BB9CBC813B13BCAABC463C14BD0BBCC13C0BBDDA3BCA3C9338233C413DCB3CD5BB67BC223CD03C873CAB39A7BCA6BCA9BB9BBCD8B99ABCAFBB02BB253C4EBC97BA9CBCA4BC153CC63B73BCC73BB7BC57BACF3C3FBD6FBB313C8C3CC0BB833C8ABC073DF23CE3BC6BBC9D3C46BCF4BB2B3CDABA5EBC9EBB103D46BCB83C8E3C423C60BD1A3C8C3C9F3C83BCED3BFFBBB3B90FBC76BC9F3A413D1A3CEABCF83A063DA93B5DBD3EBC87BCA4BBDEBCC3BC833CC7BB043D9C3CCCBCC1BC683CEF3C96BB8CBC423B6E3B683C483CAFBCBC3A93B914BC133D35BD8D3BB3BB17BD25BD193D30BDA23C25BBC33C4B3CFD3B923CEA3C983BD73A303C3CBCB33CC53C4CBC803D3D3B04BBB63C8A3B9D3BAB3C2EBD533CEDBBDE3BF3BB803B4BBCA4BC95BC5CBB043CFCBC333CF93CC3BC4E3CE0BC073D2DBBFDBBFC3C83BB883C03BD913C90BCBFBCF53CCABC353C48BC19BD213CDFBBCB3C6CBA2A3D8DBA113DA13C103D2ABD423B01BCDA3BCE3C5EBC53BC053DA03BFF3B973C22BC96BC13BD883CAEBC2EBD88BC76BC0ABB143B7F3C23BDAD3C173CE53C363C20BD50BC553C08BD043D81BBCCBB7C3CBC3CB03BADBB96BBCC3B163D77BCFB3C613BB6BC933A15BC533D89BC163CB6BAA13C653C223DD63A613CB8BCBA3C23BB37BC2CBC5A3BB43BC4BCBF3C053B1F3C9ABBFF3CAFBB633C1B3D7E3B303C5F3C613D833C6FBC8639CEBC353D9D3B0F3D903BBEBB7DBA0239E63C033D71BCD13C823C25BCC9BB02BCEE3B693CB83BAA3C743CB0BB8F3C24BC5B3B653C6DBB33BCF1BBB23C91BCEABC56BCFABBD3B8053D6FB9813C0B3CE2BCDA3BBA3B8C3BFDBA1A3C763C1D3CA0BC19BD00BDCFBB3E3C30BD9F3C09BD0A3C8C3B463DAABC243B8A3CC4BA98BAB1BBBFBC04BB0C3D04BD94BC0EBD06BC8A3CD6BBB2BB243B943BCBBC8E3C3B3CCF3C623C98BB3E3DD9BA26BD22BCE03A513C413C8D3C213C4CBCE5BA3ABC10BCE83BA43CD4BBC9BB31BCDB3B40BDB7BB7ABA27BC013DA43C99BBDD3C663CEABC8E3CD33CEABC1DBDDFBB62BC903C3F3D6C3B55BCA0BC173D103DC13C2C3D573CB5BAF93CE3BC793CC13BF9BC103CD13C1F3D08BB5ABBCD3C20BDDBBAAFBC6A3C3F3C1E3D603C03B9DABA833B96BA76BC4EBC533C35BCBD3C793A103A21BBE93C4F3DB13C24BD1BBC18BDD7BB2D3D5BBBC0BC53BC093D5B3B183B0FBC31BC1B3C9CBB583C29BCE8BCB43CCEBBFD3C983C34BAB43BBC3C1CBDE03CEBBC173C01BC15BDB23C0E3CBC3C103C7FBC38BC013CC43B01BC4C3C813C3D3B013DA73C0FBC7639133D02BBA4BC983C593C1BBDCEBBA33CC93BFB3C07BDF1BB993C6B3D9ABC063D68BC1F3DC43A933C253B17BD09BD84BC92BC22BC7BBC043D133DFF3BDF3C01BD1D3C67BC1BBC953CE7BC313D1C3C58BC6B3C1BBD8BBC0EBDCD3BFFBBA23C483B2FBC8CBC15BDF6BC7E3B323D953CACBCBD3C20BC143DAABC94BB00BC253B20BC8C3B03BC2BBC63BCFBBCE1BC123C963CB7BBA53CE6BC253D22BC62BC983C80BCC73C0EBD883CBF3C293CE138D43C20BB013C083D343C8D3B473B15BC8ABC513BE1BA073C953CA5BC253C0BBD43BC04BCFCBA03BD32BBA63C36BC4D3D0FBCCDBAD83C403C5EBC05BCCF3C1CBD29BC46BC143B673D1DBDA4BBF13B14BCBF3BE2BC84BB00BDFDBB13BD8B3CEEBC433B083C2B3CB8BC77BBE03B4BBD48BDBFBCB13CC5BAE93C1C3B54BC863C613C25BC853C0DBD2EBC7C3C84BCD43CBABCD1BC533DA63C96BB9D3C63BC1A3C4B3C9EBCD13B113C8A3CB93C18BC233C7DBA8BBB093D23BC7CBBF3BC06BD513DAB3C9F3C8D3BAA3CA93CAE3C95BCE03B4BBBD4BB0D3D02BCCD3B973CC93C9DBC5DBCB2BC9CBC5D3B9939963CD33C783C58BD543C8D3CBC3C22BC02BB21BC953B733C9D3C9EBCE8399CBDD3BC343CD53C963CB1BBEC3AD0BB773C0F3D2D3BD43C54BBDCBCFFBC0CBDCCBB93BBD1BC90BBA33C34BD3F3DA9BCB6BA413C25BC60BB383CF9BC21BDE13A85BC36BCAFBC45BC46BB27BD5FBD0BBC34BCA6BC1D3C553CC9BC1DBDBF3C3EBBEF3C5FBAE2BCF63CCF3A923C99BB19BC86BB1B3C273C3C3D413CDB3C033D033D62BC2E3D533AA6BB8EBBBFBBEFBC153D2D3C84BC36BCB1B9D13C0BBD8EBC66BCA73C173B4EBB473DBDBC69BC2BBD0D3DC43C82BCA43AD93B7D3C623C9BBB1A3C4EBC873B423C543B803C823C1F3C7539793CF03B00BDF13A4ABBD8BCF4BB8ABC593CFFBBE13B893C01BD3D3DDF3C68BC313B683C1F3CA53C343DBFBAC5BC11BC333D04BD183B30BC77BC2BBDA8BCDEBC133C703CBEBCD3BC75BC7BBCF0BC953C6CBC2ABC363C05BC16BDDFBBBC3C07BC4F3A84BBABBC9CBB16BAD83C8038023DB23CA2BCE739053C3B3C2F3D233C23BC92BCE23BF2BCC1BCC9BB69BCA03C7DBCDD3C4ABB003C8FBC0E3CC8BC15BD39BC703B52BC34BB1CBC2E3B963CA93C603CB9BB043D91BA883C37BD0A3C5EBD213B043CC6BC2A3D8B3CE1BC"
    }
  }
#-}
