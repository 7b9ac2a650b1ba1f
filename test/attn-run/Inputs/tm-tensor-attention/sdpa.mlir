#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module {
  func.func @sdpa_causal(%arg0: tensor<1x2x8x16xf32>, %arg1: tensor<1x2x12x16xf32>, %arg2: tensor<1x2x12x16xf32>) -> tensor<1x2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<1x2x8x12xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x8x12xf32>) -> tensor<1x2x8x12xf32>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<1x2x8x12xf32>) {
    ^bb0(%out: f32):
      %6 = linalg.index 2 : index
      %7 = linalg.index 3 : index
      %8 = arith.cmpi sge, %6, %7 : index
      %9 = arith.select %8, %cst, %cst_0 : f32
      linalg.yield %9 : f32
    } -> tensor<1x2x8x12xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_1 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<1x2x12x16xf32> into tensor<2x12x16xf32>
    %collapsed_2 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x12x16xf32> into tensor<2x12x16xf32>
    %collapsed_3 = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<1x2x8x12xf32> into tensor<2x8x12xf32>
    %3 = tensor.empty() : tensor<2x8x16xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %5 = tm_tensor.attention ins(%collapsed, %collapsed_1, %collapsed_2, %collapsed_3 : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, tensor<2x8x12xf32>) outs(%4 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    return %expanded : tensor<1x2x8x16xf32>
  }
  func.func @sdpa_gqa_causal(%arg0: tensor<1x4x8x16xf32>, %arg1: tensor<1x2x12x16xf32>, %arg2: tensor<1x2x12x16xf32>) -> tensor<1x4x8x16xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x4x8x12xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<1x4x8x12xf32>) -> tensor<1x4x8x12xf32>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<1x4x8x12xf32>) {
    ^bb0(%out: f32):
      %9 = linalg.index 2 : index
      %10 = linalg.index 3 : index
      %11 = arith.cmpi sge, %9, %10 : index
      %12 = arith.select %11, %cst_0, %cst : f32
      linalg.yield %12 : f32
    } -> tensor<1x4x8x12xf32>
    %3 = tensor.empty() : tensor<1x2x2x12x16xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x12x16xf32>) outs(%3 : tensor<1x2x2x12x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x12x16xf32>
    %collapsed = tensor.collapse_shape %4 [[0], [1, 2], [3], [4]] : tensor<1x2x2x12x16xf32> into tensor<1x4x12x16xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x12x16xf32>) outs(%3 : tensor<1x2x2x12x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x12x16xf32>
    %collapsed_1 = tensor.collapse_shape %5 [[0], [1, 2], [3], [4]] : tensor<1x2x2x12x16xf32> into tensor<1x4x12x16xf32>
    %collapsed_2 = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_3 = tensor.collapse_shape %collapsed [[0, 1], [2], [3]] : tensor<1x4x12x16xf32> into tensor<4x12x16xf32>
    %collapsed_4 = tensor.collapse_shape %collapsed_1 [[0, 1], [2], [3]] : tensor<1x4x12x16xf32> into tensor<4x12x16xf32>
    %collapsed_5 = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<1x4x8x12xf32> into tensor<4x8x12xf32>
    %6 = tensor.empty() : tensor<4x8x16xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %8 = tm_tensor.attention ins(%collapsed_2, %collapsed_3, %collapsed_4, %collapsed_5 : tensor<4x8x16xf32>, tensor<4x12x16xf32>, tensor<4x12x16xf32>, tensor<4x8x12xf32>) outs(%7 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded = tensor.expand_shape %8 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    return %expanded : tensor<1x4x8x16xf32>
  }
  func.func @sdpa_bool_mask(%arg0: tensor<1x2x8x16xf32>, %arg1: tensor<1x2x12x16xf32>, %arg2: tensor<1x2x12x16xf32>, %arg3: tensor<1x2x8x12xi1>) -> tensor<1x2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<1x2x12x16xf32> into tensor<2x12x16xf32>
    %collapsed_1 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x12x16xf32> into tensor<2x12x16xf32>
    %collapsed_2 = tensor.collapse_shape %arg3 [[0, 1], [2], [3]] : tensor<1x2x8x12xi1> into tensor<2x8x12xi1>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %2 = tm_tensor.attention ins(%collapsed, %collapsed_0, %collapsed_1, %collapsed_2 : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, tensor<2x8x12xi1>) outs(%1 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    return %expanded : tensor<1x2x8x16xf32>
  }
  func.func @sdpa_float_mask_scale(%arg0: tensor<1x2x8x16xf32>, %arg1: tensor<1x2x12x16xf32>, %arg2: tensor<1x2x12x16xf32>, %arg3: tensor<1x2x8x12xf32>) -> tensor<1x2x8x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<1x2x12x16xf32> into tensor<2x12x16xf32>
    %collapsed_1 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x2x12x16xf32> into tensor<2x12x16xf32>
    %collapsed_2 = tensor.collapse_shape %arg3 [[0, 1], [2], [3]] : tensor<1x2x8x12xf32> into tensor<2x8x12xf32>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %2 = tm_tensor.attention {scale = 5.000000e-01 : f64} ins(%collapsed, %collapsed_0, %collapsed_1, %collapsed_2 : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, tensor<2x8x12xf32>) outs(%1 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    return %expanded : tensor<1x2x8x16xf32>
  }
}
