#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map_ascending = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @router(%arg0: tensor<16x8xf32>) -> (tensor<16x2xf32>, tensor<16x2xi64>) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<16xi64>) -> tensor<16xi64>
    %2 = tensor.empty() : tensor<16xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16xf32>) -> tensor<16xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16x8xf32>) outs(%3, %1 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_2: i64):
      %18 = linalg.index 1 : index
      %19 = arith.index_cast %18 : index to i64
      %20 = arith.maximumf %in, %out : f32
      %21 = arith.cmpf ogt, %in, %out : f32
      %22 = arith.select %21, %19, %out_2 : i64
      linalg.yield %20, %22 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %5 = tensor.empty() : tensor<16x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<16x8xf32>, tensor<16x1xf32>) outs(%5 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %18 = arith.subf %in, %in_2 : f32
      linalg.yield %18 : f32
    } -> tensor<16x8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<16x8xf32>) outs(%5 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.exp %in : f32
      linalg.yield %18 : f32
    } -> tensor<16x8xf32>
    %8 = tensor.empty() : tensor<16x1xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<16x8xf32>) outs(%9 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.addf %in, %out : f32
      linalg.yield %18 : f32
    } -> tensor<16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %10 : tensor<16x8xf32>, tensor<16x1xf32>) outs(%5 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %18 = arith.divf %in, %in_2 : f32
      linalg.yield %18 : f32
    } -> tensor<16x8xf32>
    %12 = tensor.empty() : tensor<16x8xi64>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<16x8xi64>) {
    ^bb0(%out: i64):
      %18 = linalg.index 1 : index
      %19 = arith.index_cast %18 : index to i64
      linalg.yield %19 : i64
    } -> tensor<16x8xi64>
    %14:2 = tm_tensor.sort dimension(1) outs(%11, %13 : tensor<16x8xf32>, tensor<16x8xi64>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
      %18 = arith.cmpf oge, %arg1, %arg2 : f32
      tm_tensor.yield %18 : i1
    } -> tensor<16x8xf32>, tensor<16x8xi64>
    %extracted_slice = tensor.extract_slice %14#0[0, 0] [16, 2] [1, 1] : tensor<16x8xf32> to tensor<16x2xf32>
    %extracted_slice_1 = tensor.extract_slice %14#1[0, 0] [16, 2] [1, 1] : tensor<16x8xi64> to tensor<16x2xi64>
    %15 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%extracted_slice : tensor<16x2xf32>) outs(%9 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.addf %in, %out : f32
      linalg.yield %18 : f32
    } -> tensor<16x1xf32>
    %16 = tensor.empty() : tensor<16x2xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %15 : tensor<16x2xf32>, tensor<16x1xf32>) outs(%16 : tensor<16x2xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %18 = arith.divf %in, %in_2 : f32
      linalg.yield %18 : f32
    } -> tensor<16x2xf32>
    return %17, %extracted_slice_1 : tensor<16x2xf32>, tensor<16x2xi64>
  }
  func.func @ascending(%arg0: tensor<7x2x3xf32>) -> (tensor<7x2x3xf32>, tensor<7x2x3xi64>) {
    %0 = tensor.empty() : tensor<7x2x3xi64>
    %1 = linalg.generic {indexing_maps = [#map_ascending], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<7x2x3xi64>) {
    ^bb0(%out: i64):
      %3 = linalg.index 0 : index
      %4 = arith.index_cast %3 : index to i64
      linalg.yield %4 : i64
    } -> tensor<7x2x3xi64>
    %2:2 = tm_tensor.sort dimension(0) outs(%arg0, %1 : tensor<7x2x3xf32>, tensor<7x2x3xi64>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
      %3 = arith.cmpf ole, %arg1, %arg2 : f32
      tm_tensor.yield %3 : i1
    } -> tensor<7x2x3xf32>, tensor<7x2x3xi64>
    return %2#0, %2#1 : tensor<7x2x3xf32>, tensor<7x2x3xi64>
  }
  func.func @descending(%arg0: tensor<3x9xf32>) -> (tensor<3x9xf32>, tensor<3x9xi64>) {
    %0 = tensor.empty() : tensor<3x9xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<3x9xi64>) {
    ^bb0(%out: i64):
      %3 = linalg.index 1 : index
      %4 = arith.index_cast %3 : index to i64
      linalg.yield %4 : i64
    } -> tensor<3x9xi64>
    %2:2 = tm_tensor.sort dimension(1) outs(%arg0, %1 : tensor<3x9xf32>, tensor<3x9xi64>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
      %3 = arith.cmpf oge, %arg1, %arg2 : f32
      tm_tensor.yield %3 : i1
    } -> tensor<3x9xf32>, tensor<3x9xi64>
    return %2#0, %2#1 : tensor<3x9xf32>, tensor<3x9xi64>
  }
}
