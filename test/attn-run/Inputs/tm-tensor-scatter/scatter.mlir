#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @feature_mask(%arg0: tensor<3xi64>) -> tensor<3x8xi1> {
    %cst = arith.constant dense<1.000000e+00> : tensor<3x1x1xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<3x8xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c1_i64 = arith.constant 1 : i64
    %c7 = arith.constant 7 : index
    %0 = tensor.empty() : tensor<3xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %13 = linalg.index 0 : index
      %14 = arith.index_cast %13 : index to i64
      linalg.yield %14 : i64
    } -> tensor<3xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xi64>) outs(%0 : tensor<3xi64>) {
    ^bb0(%in: i64, %out: i64):
      %13 = arith.subi %in, %c1_i64 : i64
      linalg.yield %13 : i64
    } -> tensor<3xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %expanded_2 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_2 : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %3 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%cst, %concat : tensor<3x1x1xf32>, tensor<3x2xi64>) outs(%cst_0 : tensor<3x8xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      tm_tensor.yield %arg1 : f32
    } -> tensor<3x8xf32>
    %4 = tensor.empty() : tensor<3x8xf32>
    %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<3x8xf32>) -> tensor<3x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<3x8xf32>) outs(%5 : tensor<3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = linalg.index 0 : index
      %14 = linalg.index 1 : index
      %15 = arith.subi %c7, %14 : index
      %extracted = tensor.extract %3[%13, %15] : tensor<3x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x8xf32>
    %7 = tensor.empty() : tensor<3xf32>
    %8 = linalg.fill ins(%cst_1 : f32) outs(%7 : tensor<3xf32>) -> tensor<3xf32>
    %9:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%6 : tensor<3x8xf32>) outs(%5, %8 : tensor<3x8xf32>, tensor<3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %13 = arith.addf %arg1, %arg2 : f32
      tm_tensor.yield %13 : f32
    } -> tensor<3x8xf32>, tensor<3xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9#0 : tensor<3x8xf32>) outs(%5 : tensor<3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = linalg.index 0 : index
      %14 = linalg.index 1 : index
      %15 = arith.subi %c7, %14 : index
      %extracted = tensor.extract %9#0[%13, %15] : tensor<3x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x8xf32>
    %11 = tensor.empty() : tensor<3x8xi1>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<3x8xf32>) outs(%11 : tensor<3x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %13 = arith.cmpf une, %in, %cst_1 : f32
      linalg.yield %13 : i1
    } -> tensor<3x8xi1>
    return %12 : tensor<3x8xi1>
  }
  func.func @rows(%arg0: tensor<6x3xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2x3xf32>) -> tensor<6x3xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [2, 1, 3] : tensor<2x3xf32> into tensor<2x1x3xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%expanded_0, %expanded : tensor<2x1x3xf32>, tensor<2x1xi64>) outs(%arg0 : tensor<6x3xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      tm_tensor.yield %arg3 : f32
    } -> tensor<6x3xf32>
    return %0 : tensor<6x3xf32>
  }
  func.func @accumulate(%arg0: tensor<6x3xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3x3xf32>) -> tensor<6x3xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [3, 1, 3] : tensor<3x3xf32> into tensor<3x1x3xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_0, %expanded : tensor<3x1x3xf32>, tensor<3x1xi64>) outs(%arg0 : tensor<6x3xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %1 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %1 : f32
    } -> tensor<6x3xf32>
    return %0 : tensor<6x3xf32>
  }
  func.func @points(%arg0: tensor<2x5x4xf32>, %arg1: tensor<3xi64>, %arg2: tensor<3xi64>, %arg3: tensor<3x4xf32>) -> tensor<2x5x4xf32> {
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %concat = tensor.concat dim(1) %expanded, %expanded_0 : (tensor<3x1xi64>, tensor<3x1xi64>) -> tensor<3x2xi64>
    %expanded_1 = tensor.expand_shape %arg3 [[0], [1, 2, 3]] output_shape [3, 1, 1, 4] : tensor<3x4xf32> into tensor<3x1x1x4xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%expanded_1, %concat : tensor<3x1x1x4xf32>, tensor<3x2xi64>) outs(%arg0 : tensor<2x5x4xf32>) {
    ^bb0(%arg4: f32, %arg5: f32):
      tm_tensor.yield %arg4 : f32
    } -> tensor<2x5x4xf32>
    return %0 : tensor<2x5x4xf32>
  }
}
