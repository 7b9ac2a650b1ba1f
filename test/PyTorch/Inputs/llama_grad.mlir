// llama_grad: exported by examples/pytorch/export_attention.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> ()>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
module {
  func.func @llama_grad(%arg0: tensor<64x64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<2x16x64xf32>, %arg8: tensor<2x16x64xf32>) -> (tensor<f32>, tensor<64x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x64xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x8x16x8xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2x16x8xf32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_4 = arith.constant 2.8284271247461903 : f64
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg7 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32>
    %1 = tensor.empty() : tensor<32x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<32x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2, 3]] output_shape [2, 16, 8, 8] : tensor<32x64xf32> into tensor<2x16x8x8xf32>
    %4 = tensor.empty() : tensor<64x16xf32>
    %transposed_5 = linalg.transpose ins(%arg1 : tensor<16x64xf32>) outs(%4 : tensor<64x16xf32>) permutation = [1, 0] 
    %5 = tensor.empty() : tensor<32x16xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %7 = linalg.matmul ins(%collapsed, %transposed_5 : tensor<32x64xf32>, tensor<64x16xf32>) outs(%6 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_6 = tensor.expand_shape %7 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %transposed_7 = linalg.transpose ins(%arg2 : tensor<16x64xf32>) outs(%4 : tensor<64x16xf32>) permutation = [1, 0] 
    %8 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<32x64xf32>, tensor<64x16xf32>) outs(%6 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %expanded_8 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf32> into tensor<2x16x2x8xf32>
    %9 = tensor.empty() : tensor<2x8x16x8xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<2x16x8x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) permutation = [0, 2, 1, 3] 
    %10 = tensor.empty() : tensor<2x2x16x8xf32>
    %transposed_10 = linalg.transpose ins(%expanded_6 : tensor<2x16x2x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_11 = linalg.transpose ins(%expanded_8 : tensor<2x16x2x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3] 
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %arg4 : tensor<2x8x16x8xf32>, tensor<16x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_9[0, 0, 0, 0] [2, 8, 16, 4] [1, 1, 1, 1] : tensor<2x8x16x8xf32> to tensor<2x8x16x4xf32>
    %extracted_slice_12 = tensor.extract_slice %transposed_9[0, 0, 0, 4] [2, 8, 16, 4] [1, 1, 1, 1] : tensor<2x8x16x8xf32> to tensor<2x8x16x4xf32>
    %12 = tensor.empty() : tensor<2x8x16x4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12 : tensor<2x8x16x4xf32>) outs(%12 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.negf %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x4xf32>
    %concat = tensor.concat dim(3) %13, %extracted_slice : (tensor<2x8x16x4xf32>, tensor<2x8x16x4xf32>) -> tensor<2x8x16x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %arg5 : tensor<2x8x16x8xf32>, tensor<16x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %14 : tensor<2x8x16x8xf32>, tensor<2x8x16x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.addf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10, %arg4 : tensor<2x2x16x8xf32>, tensor<16x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x8xf32>
    %extracted_slice_13 = tensor.extract_slice %transposed_10[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_10[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %17 = tensor.empty() : tensor<2x2x16x4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x2x16x4xf32>) outs(%17 : tensor<2x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.negf %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x4xf32>
    %concat_15 = tensor.concat dim(3) %18, %extracted_slice_13 : (tensor<2x2x16x4xf32>, tensor<2x2x16x4xf32>) -> tensor<2x2x16x8xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_15, %arg5 : tensor<2x2x16x8xf32>, tensor<16x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x8xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %19 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.addf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x8xf32>
    %21 = tensor.empty() : tensor<2x2x4x16x8xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x2x16x8xf32>) outs(%21 : tensor<2x2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x4x16x8xf32>
    %collapsed_16 = tensor.collapse_shape %22 [[0], [1, 2], [3], [4]] : tensor<2x2x4x16x8xf32> into tensor<2x8x16x8xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<2x2x16x8xf32>) outs(%21 : tensor<2x2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x4x16x8xf32>
    %24 = tensor.empty() : tensor<2x8x8x16xf32>
    %transposed_17 = linalg.transpose ins(%collapsed_16 : tensor<2x8x16x8xf32>) outs(%24 : tensor<2x8x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_18 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<2x8x16x8xf32> into tensor<16x16x8xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<2x8x8x16xf32> into tensor<16x8x16xf32>
    %25 = tensor.empty() : tensor<16x16x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %27 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%26 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_20 = tensor.expand_shape %27 [[0, 1], [2], [3]] output_shape [2, 8, 16, 16] : tensor<16x16x16xf32> into tensor<2x8x16x16xf32>
    %28 = tensor.empty() : tensor<2x8x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<2x8x16x16xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_4 : f64 to f32
      %90 = arith.divf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x8x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %arg6 : tensor<2x8x16x16xf32>, tensor<16x16xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.addf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x16xf32>
    %31 = tensor.empty() : tensor<2x8x16xi64>
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<2x8x16xi64>) -> tensor<2x8x16xi64>
    %33 = tensor.empty() : tensor<2x8x16xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %35:2 = linalg.generic {indexing_maps = [#map, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%30 : tensor<2x8x16x16xf32>) outs(%34, %32 : tensor<2x8x16xf32>, tensor<2x8x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %89 = linalg.index 3 : index
      %90 = arith.index_cast %89 : index to i64
      %91 = arith.maximumf %in, %out : f32
      %92 = arith.cmpf ogt, %in, %out : f32
      %93 = arith.select %92, %90, %out_63 : i64
      linalg.yield %91, %93 : f32, i64
    } -> (tensor<2x8x16xf32>, tensor<2x8x16xi64>)
    %expanded_21 = tensor.expand_shape %35#0 [[0], [1], [2, 3]] output_shape [2, 8, 16, 1] : tensor<2x8x16xf32> into tensor<2x8x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_21 : tensor<2x8x16x16xf32>, tensor<2x8x16x1xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.subf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x8x16x16xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = math.exp %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x16xf32>
    %38 = tensor.empty() : tensor<2x8x16x1xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<2x8x16x1xf32>) -> tensor<2x8x16x1xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x16x16xf32>) outs(%39 : tensor<2x8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %40 : tensor<2x8x16x16xf32>, tensor<2x8x16x1xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.divf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x16xf32>
    %collapsed_22 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<2x8x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_23 = tensor.collapse_shape %23 [[0, 1, 2], [3], [4]] : tensor<2x2x4x16x8xf32> into tensor<16x16x8xf32>
    %42 = tensor.empty() : tensor<16x16x8xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %44 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%43 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %expanded_24 = tensor.expand_shape %44 [[0, 1], [2], [3]] output_shape [2, 8, 16, 8] : tensor<16x16x8xf32> into tensor<2x8x16x8xf32>
    %45 = tensor.empty() : tensor<2x16x8x8xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<2x8x16x8xf32>) outs(%45 : tensor<2x16x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2, 3]] : tensor<2x16x8x8xf32> into tensor<32x64xf32>
    %46 = linalg.matmul ins(%collapsed_27, %transposed_26 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_28 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf32> into tensor<2x16x64xf32>
    %47 = tensor.empty() : tensor<2x16x64xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %arg8 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%47 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x16x64xf32>
    %49 = tensor.empty() : tensor<f32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<f32>) -> tensor<f32>
    %51 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["reduction", "reduction", "reduction"]} ins(%48 : tensor<2x16x64xf32>) outs(%50 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<f32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_3, %arg8 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%47 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x16x64xf32>
    %collapsed_29 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<2x16x64xf32> into tensor<32x64xf32>
    %53 = tensor.empty() : tensor<64x32xf32>
    %transposed_30 = linalg.transpose ins(%collapsed_29 : tensor<32x64xf32>) outs(%53 : tensor<64x32xf32>) permutation = [1, 0] 
    %54 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %55 = linalg.matmul ins(%transposed_30, %collapsed_27 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%54 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %56 = linalg.matmul ins(%collapsed_29, %arg3 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%2 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_31 = tensor.expand_shape %56 [[0, 1], [2, 3]] output_shape [2, 16, 8, 8] : tensor<32x64xf32> into tensor<2x16x8x8xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x16x8x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<2x8x16x8xf32> into tensor<16x16x8xf32>
    %transposed_34 = linalg.transpose ins(%collapsed_22 : tensor<16x16x16xf32>) outs(%25 : tensor<16x16x16xf32>) permutation = [0, 2, 1] 
    %57 = linalg.batch_matmul ins(%transposed_34, %collapsed_33 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%43 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %58 = tensor.empty() : tensor<16x8x16xf32>
    %transposed_35 = linalg.transpose ins(%collapsed_23 : tensor<16x16x8xf32>) outs(%58 : tensor<16x8x16xf32>) permutation = [0, 2, 1] 
    %59 = linalg.batch_matmul ins(%collapsed_33, %transposed_35 : tensor<16x16x8xf32>, tensor<16x8x16xf32>) outs(%26 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_36 = tensor.expand_shape %59 [[0, 1], [2], [3]] output_shape [2, 8, 16, 16] : tensor<16x16x16xf32> into tensor<2x8x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %41 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<2x8x16x16xf32>) outs(%39 : tensor<2x8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %61 : tensor<2x8x16x16xf32>, tensor<2x8x16x1xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.subf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x8x16x16xf32>) outs(%28 : tensor<2x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.truncf %cst_4 : f64 to f32
      %90 = arith.divf %in, %89 : f32
      linalg.yield %90 : f32
    } -> tensor<2x8x16x16xf32>
    %collapsed_37 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x8x16x16xf32> into tensor<16x16x16xf32>
    %transposed_38 = linalg.transpose ins(%collapsed_18 : tensor<16x16x8xf32>) outs(%58 : tensor<16x8x16xf32>) permutation = [0, 2, 1] 
    %65 = linalg.fill ins(%cst : f32) outs(%58 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
    %66 = linalg.batch_matmul ins(%transposed_38, %collapsed_37 : tensor<16x8x16xf32>, tensor<16x16x16xf32>) outs(%65 : tensor<16x8x16xf32>) -> tensor<16x8x16xf32>
    %transposed_39 = linalg.transpose ins(%collapsed_19 : tensor<16x8x16xf32>) outs(%42 : tensor<16x16x8xf32>) permutation = [0, 2, 1] 
    %67 = linalg.batch_matmul ins(%collapsed_37, %transposed_39 : tensor<16x16x16xf32>, tensor<16x16x8xf32>) outs(%43 : tensor<16x16x8xf32>) -> tensor<16x16x8xf32>
    %expanded_40 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [2, 8, 8, 16] : tensor<16x8x16xf32> into tensor<2x8x8x16xf32>
    %expanded_41 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [2, 8, 16, 8] : tensor<16x16x8xf32> into tensor<2x8x16x8xf32>
    %transposed_42 = linalg.transpose ins(%expanded_40 : tensor<2x8x8x16xf32>) outs(%9 : tensor<2x8x16x8xf32>) permutation = [0, 1, 3, 2] 
    %expanded_43 = tensor.expand_shape %57 [[0, 1, 2], [3], [4]] output_shape [2, 2, 4, 16, 8] : tensor<16x16x8xf32> into tensor<2x2x4x16x8xf32>
    %68 = tensor.empty() : tensor<2x2x1x16x8xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<2x2x1x16x8xf32>) -> tensor<2x2x1x16x8xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_43 : tensor<2x2x4x16x8xf32>) outs(%69 : tensor<2x2x1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x1x16x8xf32>
    %collapsed_44 = tensor.collapse_shape %70 [[0], [1, 2], [3], [4]] : tensor<2x2x1x16x8xf32> into tensor<2x2x16x8xf32>
    %expanded_45 = tensor.expand_shape %transposed_42 [[0], [1, 2], [3], [4]] output_shape [2, 2, 4, 16, 8] : tensor<2x8x16x8xf32> into tensor<2x2x4x16x8xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x2x4x16x8xf32>) outs(%69 : tensor<2x2x1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.addf %in, %out : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x1x16x8xf32>
    %collapsed_46 = tensor.collapse_shape %71 [[0], [1, 2], [3], [4]] : tensor<2x2x1x16x8xf32> into tensor<2x2x16x8xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_46, %arg5 : tensor<2x2x16x8xf32>, tensor<16x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x8xf32>
    %extracted_slice_47 = tensor.extract_slice %72[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %extracted_slice_48 = tensor.extract_slice %72[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf32> to tensor<2x2x16x4xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_47 : tensor<2x2x16x4xf32>) outs(%17 : tensor<2x2x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.negf %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x4xf32>
    %inserted_slice = tensor.insert_slice %73 into %cst_2[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x4xf32> into tensor<2x2x16x8xf32>
    %inserted_slice_49 = tensor.insert_slice %extracted_slice_48 into %cst_2[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x4xf32> into tensor<2x2x16x8xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_49 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.addf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x8xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_46, %arg4 : tensor<2x2x16x8xf32>, tensor<16x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x8xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %75 : tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) outs(%10 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.addf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x2x16x8xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %arg5 : tensor<2x8x16x8xf32>, tensor<16x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x8xf32>
    %extracted_slice_50 = tensor.extract_slice %77[0, 0, 0, 0] [2, 8, 16, 4] [1, 1, 1, 1] : tensor<2x8x16x8xf32> to tensor<2x8x16x4xf32>
    %extracted_slice_51 = tensor.extract_slice %77[0, 0, 0, 4] [2, 8, 16, 4] [1, 1, 1, 1] : tensor<2x8x16x8xf32> to tensor<2x8x16x4xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<2x8x16x4xf32>) outs(%12 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %89 = arith.negf %in : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x4xf32>
    %inserted_slice_52 = tensor.insert_slice %78 into %cst_1[0, 0, 0, 4] [2, 8, 16, 4] [1, 1, 1, 1] : tensor<2x8x16x4xf32> into tensor<2x8x16x8xf32>
    %inserted_slice_53 = tensor.insert_slice %extracted_slice_51 into %cst_1[0, 0, 0, 0] [2, 8, 16, 4] [1, 1, 1, 1] : tensor<2x8x16x4xf32> into tensor<2x8x16x8xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_52, %inserted_slice_53 : tensor<2x8x16x8xf32>, tensor<2x8x16x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.addf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x8xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %arg4 : tensor<2x8x16x8xf32>, tensor<16x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.mulf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x8xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %80 : tensor<2x8x16x8xf32>, tensor<2x8x16x8xf32>) outs(%9 : tensor<2x8x16x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %89 = arith.addf %in, %in_63 : f32
      linalg.yield %89 : f32
    } -> tensor<2x8x16x8xf32>
    %82 = tensor.empty() : tensor<2x16x2x8xf32>
    %transposed_54 = linalg.transpose ins(%collapsed_44 : tensor<2x2x16x8xf32>) outs(%82 : tensor<2x16x2x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%76 : tensor<2x2x16x8xf32>) outs(%82 : tensor<2x16x2x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%81 : tensor<2x8x16x8xf32>) outs(%45 : tensor<2x16x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_57 = tensor.collapse_shape %transposed_54 [[0, 1], [2, 3]] : tensor<2x16x2x8xf32> into tensor<32x16xf32>
    %83 = tensor.empty() : tensor<16x32xf32>
    %transposed_58 = linalg.transpose ins(%collapsed_57 : tensor<32x16xf32>) outs(%83 : tensor<16x32xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<16x64xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %86 = linalg.matmul ins(%transposed_58, %collapsed : tensor<16x32xf32>, tensor<32x64xf32>) outs(%85 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<2x16x2x8xf32> into tensor<32x16xf32>
    %transposed_60 = linalg.transpose ins(%collapsed_59 : tensor<32x16xf32>) outs(%83 : tensor<16x32xf32>) permutation = [1, 0] 
    %87 = linalg.matmul ins(%transposed_60, %collapsed : tensor<16x32xf32>, tensor<32x64xf32>) outs(%85 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %collapsed_61 = tensor.collapse_shape %transposed_56 [[0, 1], [2, 3]] : tensor<2x16x8x8xf32> into tensor<32x64xf32>
    %transposed_62 = linalg.transpose ins(%collapsed_61 : tensor<32x64xf32>) outs(%53 : tensor<64x32xf32>) permutation = [1, 0] 
    %88 = linalg.matmul ins(%transposed_62, %collapsed : tensor<64x32xf32>, tensor<32x64xf32>) outs(%54 : tensor<64x64xf32>) -> tensor<64x64xf32>
    return %51, %88, %87, %86, %55 : tensor<f32>, tensor<64x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x64xf32>
  }
}
