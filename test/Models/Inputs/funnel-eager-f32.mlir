// funnel-eager-f32: transformers 5.24.0 FunnelBaseModel (attn_implementation=eager, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x8xi64>, %arg1: tensor<2x8xi64>) -> tensor<2x8x32xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c-16_i64 = arith.constant -16 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<7x7xf32>
    %cst_4 = arith.constant dense<false> : tensor<2x1x8xi1>
    %cst_5 = arith.constant dense<false> : tensor<2x8x1xi1>
    %cst_6 = arith.constant dense<true> : tensor<2x8x8xi1>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_11 = arith.constant 0.79788456080286541 : f64
    %cst_12 = arith.constant 4.471500e-02 : f64
    %cst_13 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_2_4_8_torch.float32> : tensor<2x4x8xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_4_8_torch.float32_2> : tensor<4x8xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_4_8_torch.float32> : tensor<32x4x8xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_4_8_torch.float32_1> : tensor<4x8xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
    %cst_24 = arith.constant 0.35355339059327373 : f64
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_32 = arith.constant 1.000000e-09 : f64
    %cst_33 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_34 = arith.constant 3.200000e+01 : f64
    %cst_35 = arith.constant 3.200000e+01 : f32
    %cst_36 = arith.constant 1.600000e+01 : f32
    %cst_37 = arith.constant 1.000000e+04 : f32
    %cst_38 = arith.constant 1.000000e+06 : f32
    %cst_39 = arith.constant 5.000000e-01 : f32
    %cst_40 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x8xi64>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.index_cast %in : i64 to index
      %171 = linalg.index 2 : index
      %172 = arith.cmpi slt, %170, %c64 : index
      cf.assert %172, "index must be smaller than dim size"
      %173 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %173, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_33[%170, %171] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x32xf32>
    %2 = tensor.empty() : tensor<2x8x32xf64>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %170 = arith.extf %in : f32 to f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %4 = tensor.empty() : tensor<2x8x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x8x32xf64>) outs(%5 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_34 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %170 = arith.subf %in, %in_105 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %170 = arith.mulf %in, %in_105 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x8x32xf64>) outs(%5 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_34 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %12 = tensor.empty() : tensor<2x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %170 = arith.truncf %in : f64 to f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_35 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_32 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.subf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %cst_31 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %cst_30 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %23 = tensor.empty() : tensor<2x8xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%23 : tensor<2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.sitofp %in : i64 to f32
      linalg.yield %170 : f32
    } -> tensor<2x8xf32>
    %25 = tensor.empty() : tensor<16xi64>
    %26 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%25 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %170 = linalg.index 0 : index
      %171 = arith.index_cast %170 : index to i64
      linalg.yield %171 : i64
    } -> tensor<16xi64>
    %27 = tensor.empty() : tensor<16xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%26 : tensor<16xi64>) outs(%27 : tensor<16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.sitofp %in : i64 to f32
      linalg.yield %170 : f32
    } -> tensor<16xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%28 : tensor<16xf32>) outs(%27 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_36 : f32
      linalg.yield %170 : f32
    } -> tensor<16xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%29 : tensor<16xf32>) outs(%27 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.powf %cst_37, %in : f32
      linalg.yield %170 : f32
    } -> tensor<16xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%30 : tensor<16xf32>) outs(%27 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.cmpf one, %in, %cst_0 : f32
      cf.assert %170, "unimplemented: tensor with zero element"
      %171 = arith.divf %cst_1, %in : f32
      linalg.yield %171 : f32
    } -> tensor<16xf32>
    %32 = tensor.empty() : tensor<32xi64>
    %33 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%32 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %170 = linalg.index 0 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.addi %171, %c-16_i64 : i64
      linalg.yield %172 : i64
    } -> tensor<32xi64>
    %34 = tensor.empty() : tensor<32xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%33 : tensor<32xi64>) outs(%34 : tensor<32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.sitofp %in : i64 to f32
      linalg.yield %170 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %35 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %expanded_41 = tensor.expand_shape %31 [[0, 1]] output_shape [1, 16] : tensor<16xf32> into tensor<1x16xf32>
    %36 = tensor.empty() : tensor<32x16xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_41 : tensor<32x1xf32>, tensor<1x16xf32>) outs(%36 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<32x16xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<32x16xf32>) outs(%36 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.sin %in : f32
      linalg.yield %170 : f32
    } -> tensor<32x16xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<32x16xf32>) outs(%36 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.cos %in : f32
      linalg.yield %170 : f32
    } -> tensor<32x16xf32>
    %concat = tensor.concat dim(1) %38, %39 : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x32xf32>
    %40 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%25 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %170 = linalg.index 0 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.subi %c8_i64, %171 : i64
      linalg.yield %172 : i64
    } -> tensor<16xi64>
    %expanded_42 = tensor.expand_shape %40 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %41 = tensor.empty() : tensor<16x1xi64>
    %42 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_42 : tensor<16x1xi64>) outs(%41 : tensor<16x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %170 = arith.addi %in, %c16_i64 : i64
      linalg.yield %170 : i64
    } -> tensor<16x1xi64>
    %43 = tensor.empty() : tensor<16x32xi64>
    %collapsed = tensor.collapse_shape %42 [[0, 1]] : tensor<16x1xi64> into tensor<16xi64>
    %44 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<16xi64>) outs(%43 : tensor<16x32xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<16x32xi64>
    %45 = tensor.empty() : tensor<16x32xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<16x32xi64>) outs(%46 : tensor<16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.index_cast %in : i64 to index
      %171 = linalg.index 1 : index
      %172 = arith.cmpi slt, %170, %c32 : index
      cf.assert %172, "index must be smaller than dim size"
      %173 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %173, "index must be larger or equal to 0"
      %extracted = tensor.extract %concat[%170, %171] : tensor<32x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32xf32>
    %48 = tensor.empty() : tensor<2x8x8xi1>
    %49 = linalg.generic {indexing_maps = [#map2, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5, %cst_4 : tensor<2x8x1xi1>, tensor<2x1x8xi1>) outs(%48 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %170 = arith.ori %in, %in_105 : i1
      linalg.yield %170 : i1
    } -> tensor<2x8x8xi1>
    %50 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %cst_6 : tensor<2x8x8xi1>, tensor<2x8x8xi1>) outs(%48 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %170 = arith.ori %in, %in_105 : i1
      linalg.yield %170 : i1
    } -> tensor<2x8x8xi1>
    %padded = tensor.pad %cst_3 low[1, 1] high[0, 0] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst_0 : f32
    } : tensor<7x7xf32> to tensor<8x8xf32>
    %51 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_29 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %52 = linalg.matmul ins(%collapsed_43, %transposed : tensor<16x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_44 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_45 = linalg.transpose ins(%cst_28 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %53 = linalg.matmul ins(%collapsed_43, %transposed_45 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_27 : tensor<32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %transposed_46 = linalg.transpose ins(%cst_26 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %56 = linalg.matmul ins(%collapsed_43, %transposed_46 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %57 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_25 : tensor<32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%56, %57 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %59 = tensor.empty() : tensor<2x8x4x8xf32>
    %60 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x8x4x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_24 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x4x8xf32>
    %61 = tensor.empty() : tensor<4x8xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_23 : tensor<4x8xf32>) outs(%61 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_24 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<4x8xf32>
    %63 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<2x8x4x8xf32>, tensor<4x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_47 = tensor.expand_shape %63 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
    %expanded_48 = tensor.expand_shape %55 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<16x32xf32> into tensor<2x8x4x8x1xf32>
    %64 = tensor.empty() : tensor<2x4x8x8x1xf32>
    %transposed_49 = linalg.transpose ins(%expanded_47 : tensor<2x8x4x8x1xf32>) outs(%64 : tensor<2x4x8x8x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_50 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<8x8x8xf32>
    %transposed_51 = linalg.transpose ins(%expanded_48 : tensor<2x8x4x8x1xf32>) outs(%64 : tensor<2x4x8x8x1xf32>) permutation = [0, 2, 3, 1, 4] 
    %collapsed_52 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<8x8x8xf32>
    %65 = tensor.empty() : tensor<8x8x8xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %67 = linalg.batch_matmul ins(%collapsed_50, %collapsed_52 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_53 = tensor.expand_shape %67 [[0, 1], [2], [3, 4]] output_shape [2, 4, 8, 1, 8] : tensor<8x8x8xf32> into tensor<2x4x8x1x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<2x4x8x1x8xf32>) outs(%64 : tensor<2x4x8x8x1xf32>) permutation = [0, 1, 2, 4, 3] 
    %collapsed_55 = tensor.collapse_shape %transposed_54 [[0], [1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<2x4x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<4x8xf32>) outs(%61 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_24 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<4x8xf32>
    %expanded_56 = tensor.expand_shape %47 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %collapsed_57 = tensor.collapse_shape %cst_21 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %expanded_58 = tensor.expand_shape %collapsed_57 [[0, 1], [2]] output_shape [1, 32, 32] : tensor<32x32xf32> into tensor<1x32x32xf32>
    %69 = tensor.empty() : tensor<1x16x32xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %71 = linalg.batch_matmul ins(%expanded_56, %expanded_58 : tensor<1x16x32xf32>, tensor<1x32x32xf32>) outs(%70 : tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %collapsed_59 = tensor.collapse_shape %71 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %expanded_60 = tensor.expand_shape %collapsed_59 [[0], [1, 2, 3]] output_shape [16, 1, 4, 8] : tensor<16x32xf32> into tensor<16x1x4x8xf32>
    %72 = tensor.empty() : tensor<16x4x8x1xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<16x1x4x8xf32>) outs(%72 : tensor<16x4x8x1xf32>) permutation = [0, 2, 3, 1] 
    %73 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %68 : tensor<2x8x4x8xf32>, tensor<4x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_62 = tensor.expand_shape %73 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
    %expanded_63 = tensor.expand_shape %transposed_61 [[0], [1], [2], [3, 4]] output_shape [16, 4, 8, 1, 1] : tensor<16x4x8x1xf32> into tensor<16x4x8x1x1xf32>
    %74 = tensor.empty() : tensor<4x2x8x8x1xf32>
    %transposed_64 = linalg.transpose ins(%expanded_62 : tensor<2x8x4x8x1xf32>) outs(%74 : tensor<4x2x8x8x1xf32>) permutation = [2, 0, 1, 3, 4] 
    %collapsed_65 = tensor.collapse_shape %transposed_64 [[0], [1, 2], [3, 4]] : tensor<4x2x8x8x1xf32> into tensor<4x16x8xf32>
    %75 = tensor.empty() : tensor<4x8x16x1x1xf32>
    %transposed_66 = linalg.transpose ins(%expanded_63 : tensor<16x4x8x1x1xf32>) outs(%75 : tensor<4x8x16x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %collapsed_67 = tensor.collapse_shape %transposed_66 [[0], [1], [2, 3, 4]] : tensor<4x8x16x1x1xf32> into tensor<4x8x16xf32>
    %76 = tensor.empty() : tensor<4x16x16xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %78 = linalg.batch_matmul ins(%collapsed_65, %collapsed_67 : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%77 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_68 = tensor.expand_shape %78 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 1, 16] : tensor<4x16x16xf32> into tensor<4x2x8x1x16xf32>
    %79 = tensor.empty() : tensor<2x4x8x16x1xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<4x2x8x1x16xf32>) outs(%79 : tensor<2x4x8x16x1xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_70 = tensor.collapse_shape %transposed_69 [[0], [1], [2, 3, 4]] : tensor<2x4x8x16x1xf32> into tensor<2x4x128xf32>
    %expanded_71 = tensor.expand_shape %collapsed_70 [[0], [1], [2, 3]] output_shape [2, 4, 16, 8] : tensor<2x4x128xf32> into tensor<2x4x16x8xf32>
    %extracted_slice = tensor.extract_slice %expanded_71[0, 0, 1, 0] [2, 4, 15, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x15x8xf32>
    %collapsed_72 = tensor.collapse_shape %extracted_slice [[0], [1], [2, 3]] : tensor<2x4x15x8xf32> into tensor<2x4x120xf32>
    %expanded_73 = tensor.expand_shape %collapsed_72 [[0], [1], [2, 3]] output_shape [2, 4, 8, 15] : tensor<2x4x120xf32> into tensor<2x4x8x15xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_73[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x15xf32> to tensor<2x4x8x8xf32>
    %80 = tensor.empty() : tensor<2x4x8x8xf32>
    %81 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_74, %padded : tensor<2x4x8x8xf32>, tensor<8x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %82 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<4x8xf32>) outs(%61 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_24 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<4x8xf32>
    %83 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %82 : tensor<2x8x4x8xf32>, tensor<4x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_75 = tensor.expand_shape %83 [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
    %expanded_76 = tensor.expand_shape %cst_19 [[0], [1], [2, 3, 4]] output_shape [2, 4, 8, 1, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1x1xf32>
    %transposed_77 = linalg.transpose ins(%expanded_75 : tensor<2x8x4x8x1xf32>) outs(%74 : tensor<4x2x8x8x1xf32>) permutation = [2, 0, 1, 3, 4] 
    %collapsed_78 = tensor.collapse_shape %transposed_77 [[0], [1, 2], [3, 4]] : tensor<4x2x8x8x1xf32> into tensor<4x16x8xf32>
    %84 = tensor.empty() : tensor<4x8x2x1x1xf32>
    %transposed_79 = linalg.transpose ins(%expanded_76 : tensor<2x4x8x1x1xf32>) outs(%84 : tensor<4x8x2x1x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %collapsed_80 = tensor.collapse_shape %transposed_79 [[0], [1], [2, 3, 4]] : tensor<4x8x2x1x1xf32> into tensor<4x8x2xf32>
    %85 = tensor.empty() : tensor<4x16x2xf32>
    %86 = linalg.fill ins(%cst_0 : f32) outs(%85 : tensor<4x16x2xf32>) -> tensor<4x16x2xf32>
    %87 = linalg.batch_matmul ins(%collapsed_78, %collapsed_80 : tensor<4x16x8xf32>, tensor<4x8x2xf32>) outs(%86 : tensor<4x16x2xf32>) -> tensor<4x16x2xf32>
    %expanded_81 = tensor.expand_shape %87 [[0], [1, 2], [3, 4]] output_shape [4, 2, 8, 1, 2] : tensor<4x16x2xf32> into tensor<4x2x8x1x2xf32>
    %88 = tensor.empty() : tensor<2x4x8x2x1xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<4x2x8x1x2xf32>) outs(%88 : tensor<2x4x8x2x1xf32>) permutation = [1, 0, 2, 4, 3] 
    %collapsed_83 = tensor.collapse_shape %transposed_82 [[0], [1], [2], [3, 4]] : tensor<2x4x8x2x1xf32> into tensor<2x4x8x2xf32>
    %89 = tensor.empty() : tensor<2x4x8x8xi1>
    %90 = linalg.generic {indexing_maps = [#map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x8xi1>) outs(%89 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x8x8xi1>
    %extracted_slice_84 = tensor.extract_slice %collapsed_83[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_85 = tensor.extract_slice %collapsed_83[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %collapsed_86 = tensor.collapse_shape %extracted_slice_85 [[0], [1], [2, 3]] : tensor<2x4x8x1xf32> into tensor<2x4x8xf32>
    %91 = linalg.generic {indexing_maps = [#map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_86 : tensor<2x4x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_87 = tensor.collapse_shape %extracted_slice_84 [[0], [1], [2, 3]] : tensor<2x4x8x1xf32> into tensor<2x4x8xf32>
    %92 = linalg.generic {indexing_maps = [#map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_87 : tensor<2x4x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %91, %92 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %170 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %padded : tensor<2x4x8x8xf32>, tensor<8x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_55, %81 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %94 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_88 = tensor.expand_shape %24 [[0], [1, 2, 3]] output_shape [2, 1, 1, 8] : tensor<2x8xf32> into tensor<2x1x1x8xf32>
    %97 = tensor.empty() : tensor<2x1x1x8xf32>
    %98 = linalg.generic {indexing_maps = [#map15, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_40, %expanded_88 : tensor<i64>, tensor<2x1x1x8xf32>) outs(%97 : tensor<2x1x1x8xf32>) {
    ^bb0(%in: i64, %in_105: f32, %out: f32):
      %170 = arith.sitofp %in : i64 to f32
      %171 = arith.subf %170, %in_105 : f32
      linalg.yield %171 : f32
    } -> tensor<2x1x1x8xf32>
    %99 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<2x1x1x8xf32>) outs(%97 : tensor<2x1x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.mulf %in, %cst_38 : f32
      linalg.yield %170 : f32
    } -> tensor<2x1x1x8xf32>
    %100 = linalg.generic {indexing_maps = [#map11, #map16, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %99 : tensor<2x4x8x8xf32>, tensor<2x1x1x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.subf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %101 = tensor.empty() : tensor<2x4x8xi64>
    %102 = linalg.fill ins(%c0_i64 : i64) outs(%101 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %103 = tensor.empty() : tensor<2x4x8xf32>
    %104 = linalg.fill ins(%cst_2 : f32) outs(%103 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %105:2 = linalg.generic {indexing_maps = [#map11, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%100 : tensor<2x4x8x8xf32>) outs(%104, %102 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_105: i64):
      %170 = linalg.index 3 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.maximumf %in, %out : f32
      %173 = arith.cmpf ogt, %in, %out : f32
      %174 = arith.select %173, %171, %out_105 : i64
      linalg.yield %172, %174 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_89 = tensor.expand_shape %105#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map11, #map17, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_89 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.subf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x4x8x8xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.exp %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %108 = tensor.empty() : tensor<2x4x8x1xf32>
    %109 = linalg.fill ins(%cst_0 : f32) outs(%108 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map11, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<2x4x8x8xf32>) outs(%109 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map11, #map17, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %110 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%80 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.divf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_90 = tensor.expand_shape %58 [[0, 1], [2, 3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<16x32xf32> into tensor<2x8x4x8x1xf32>
    %collapsed_91 = tensor.collapse_shape %111 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %transposed_92 = linalg.transpose ins(%expanded_90 : tensor<2x8x4x8x1xf32>) outs(%64 : tensor<2x4x8x8x1xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_93 = tensor.collapse_shape %transposed_92 [[0, 1], [2], [3, 4]] : tensor<2x4x8x8x1xf32> into tensor<8x8x8xf32>
    %112 = linalg.batch_matmul ins(%collapsed_91, %collapsed_93 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%66 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_94 = tensor.expand_shape %112 [[0, 1], [2], [3, 4]] output_shape [2, 4, 8, 1, 8] : tensor<8x8x8xf32> into tensor<2x4x8x1x8xf32>
    %113 = tensor.empty() : tensor<2x8x4x8x1xf32>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<2x4x8x1x8xf32>) outs(%113 : tensor<2x8x4x8x1xf32>) permutation = [0, 2, 1, 4, 3] 
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0, 1], [2, 3, 4]] : tensor<2x8x4x8x1xf32> into tensor<16x32xf32>
    %transposed_97 = linalg.transpose ins(%cst_18 : tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_96, %transposed_97 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%46 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %115 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%114, %115 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_98 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %expanded_98 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %170 = arith.extf %in : f32 to f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %119 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<2x8x32xf64>) outs(%5 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_34 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %120 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %170 = arith.subf %in, %in_105 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %121 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %170 = arith.mulf %in, %in_105 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<2x8x32xf64>) outs(%5 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_34 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %170 = arith.truncf %in : f64 to f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_35 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_32 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %127 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.subf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %129 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %cst_16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %cst_15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_99 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %134 = tensor.empty() : tensor<32x64xf32>
    %transposed_100 = linalg.transpose ins(%cst_14 : tensor<64x32xf32>) outs(%134 : tensor<32x64xf32>) permutation = [1, 0] 
    %135 = tensor.empty() : tensor<16x64xf32>
    %136 = linalg.fill ins(%cst_0 : f32) outs(%135 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %137 = linalg.matmul ins(%collapsed_99, %transposed_100 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%136 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %138 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_13 : tensor<64xf32>) outs(%135 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%137, %138 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%135 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<16x64xf32>
    %expanded_101 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %140 = tensor.empty() : tensor<2x8x64xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.mulf %in, %cst_39 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_12 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x64xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %143 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_11 : f64 to f32
      %171 = arith.mulf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x64xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.tanh %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %cst_1 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %147 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%140 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_102 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %149 = tensor.empty() : tensor<64x32xf32>
    %transposed_103 = linalg.transpose ins(%cst_10 : tensor<32x64xf32>) outs(%149 : tensor<64x32xf32>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_102, %transposed_103 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%46 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %151 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150, %151 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%45 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<16x32xf32>
    %expanded_104 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %expanded_104 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x8x32xf32>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %170 = arith.extf %in : f32 to f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<2x8x32xf64>) outs(%5 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_34 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %170 = arith.subf %in, %in_105 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%2 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_105: f64, %out: f64):
      %170 = arith.mulf %in, %in_105 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x32xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x8x32xf64>) outs(%5 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.addf %in, %out : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<2x8x1xf64>) outs(%4 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %170 = arith.divf %in, %cst_34 : f64
      linalg.yield %170 : f64
    } -> tensor<2x8x1xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x8x1xf64>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %170 = arith.truncf %in : f64 to f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x32xf32>) outs(%14 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_35 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_32 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<2x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x8x1xf32>) outs(%12 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %163 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.subf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %165 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %cst_8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.mulf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %cst_7 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%0 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %170 = arith.addf %in, %in_105 : f32
      linalg.yield %170 : f32
    } -> tensor<2x8x32xf32>
    return %169 : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_8: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x04000000663DBCBCE3C9293D247E4F3E3B6A1DBE9732893D8108EDBD566C673C4306B63D6550C63DF741C53B2A76073DD2A52CBD1057043E4FD34EBE75AA5B3D659B123D11520EBE9AA2ADBC6C54B43DCFE3F6BC4258A63DBB1D143DC0F2B13D3BC05EBC17CBA93D59630D3EFFABCB3D07C4C43CD72EDE3DF57E413D17EC2ABEE782A7BD7575B0BDC6C3A93CC75598BDF6AE17BE0FAE453DFB6FCEBC695DF0BD6C7DB83D28DC76BEB878D7BCE3A6103CFBFFCD3D0B723B3C6CE6203E75F649BCA62CEABD68437DBE1382D8BD5EBE6DBD0C2BE3BC332CF4BDC413803C4D7A1D3EFBC028BD43B36FBDE5A65C3D96E014BD5CCF363CE25E31BD55BE89BDE6A5DF3D64E464BC8709D83C298ED0BCDAE824BCF6A04DBEA6932A3E79B1E2BC92422D3E428BD9BD936A303E364916BEE708D0BD460F0DBD54CA51BD3E6208BE15A3883CF5D4423E4D1C633D89240BBEF307DABDD3001EBE3C5F60BD6629F4BC69070A3CB723DBBC13E9813CE727563BB73919BD43317A3D8456DB3B448D17BEFDE10FBEFA336FBDD2EB82BD128F593D1563C3BC941289BD317DD23C4F3E48BBE9971B3E4C99F2BBDB26FDBDCBADCA3CA91AD03DEF4BB03D2AD4CBBDF9D74ABD8CAD0F3CB184B03DF844C13CFA02A03D09B2073EB0A8B93DCE159CBD615E793DDF1396BE5EB9E13CEBECAE3D95B377BC20D0403C9F50E4BC43C1C83D5E7544BEFFCE61BC73593CBE04A4DA3DC4BF2ABE7B28E8BC5ED819BCF49AA73DD0E70DBD8D27A7BD0B66CF3DE7BAB53B7CF09C3DCFD43DBD36D1EFBD740265BA50670F3E58801ABE79578C3D52E020BE10859A3DA72D75BD9EA2123D34F2133D3646B33DC32D743D1DBC34BE5BF4423D4CB3693D4C1E283E1C4E31BE2A91663C2C1C66BDD1A067BB886F2B3E3C29103EB34B913DFD25923DDFD4EF3D72B4EDBD898CD33D30BBE2BD021D57BDFEDF903D2B04183EF2E18C3DE11EEDBD8780E5BD4265143E2AF034BDFB2C7FBD46A4B1BDDB7CDB3D62CA86BD38DC063E1F555D3D4295883D25CD03BD4D5CCBBDD9EF933D779D6CBD633536BE1AA4ECBD8F824C3D2109103E1602243DED90513EEAC9B33DB5F95EBD3B7B5CBC712F0EBE0ACF543D3119F1BD14DF163D7E5C39BC1865A7BD8140003DE05FA0BD6687E1BDA71596BD0BE20CBDC0FA1CBD2EDA4F3CF4B0FEBDBA22103E62DFA93D310B4BBEAE1637BD76DF8DBD1D5FDABD01E62F3D23FE283DF156893D4F5B0F3DCF9B02BCA4B3C33DD4AC9B3D34A4443D84694ABBBB1ACE3D762E4DBE385AABBDFD01D2BD0734523E7294243D73D240BD5243803C60C5D93B0C35CA3DA081063E630226BE82E68F3D69333A3E7D0F38BD88C4B0BDD9E73C3E5403E43D3BE4873D5383BD3C4074B7BD601B373E487D93BDBB2ADE3DEB59743D1462EFBC9B68853D5E7E0FBD94E2C5BC145DEABBB1193ABE6FF6833D5A98A53B38821B3E3836EE3D637E443E3539833E0003F63DCC6746BE30A353BD1C36A63DBA5353BEC259CD3C0881ADBBB29AC3BD7274033D9A23DA3C33E528BCD01F51BD7BCD373DAC7E343E91F712BD8BEB4EBDC23B583DB5DF383EB9BEFB3CCAACBBBCB429833D9376893DFFB603BE49CA063D752E92BE4588F73C0477653D788C083DE9D80F3E0199B53D23D8D83DF8F3D6BC8661D13DF02B0D3EFF9DB7BDA4E1083EA8EE0D3E85F7DB3BA7BEFF3DA832CABD5D68B53C361384BB4F7BC2BBB0CA303D691CC53D2742FCBB87A3123D9876073E2CBDD7BD5AFE643EA3BA3D3DFF0AFB3D7ABD1ABD6211373D001E153EB946203DC100ABBD800919BD380C2E3D42E920BEC48183BE024C96BEF0430D3E5E062C3D1123563EB558FFBC55E5A63CAD248A3C02ABFC3C264EB13D220D27BDA7DA37BCF9E686BD7EB2EE3D55FB1FBDF96F6B3DEA733EBD4C49483DC86D5D3D7E0A023E32E55A3D144E883C349547BDFB3355BD5ACBE43D448BAFBC33137EBD6F1E8D3CBC5886BD924FF4BC7471DEBC330715BE48B89ABD970F57BD456B2ABD7839943D397DCABC0D1174BE54C254BD57BE56BE6418493D82453BBEB80B8E3DA8766FBD507F36BD8A62F2BC91182C3EB88CC83DCF73523E14B8D03CB3A54ABD85E5EA3CA94B793D5CF0CFBD41C971BE510C22BCDD47DD3D3BE2E7BD73FB2A3C86759C3D112C48BD19B0023EA14C1ABC81FF3C3E01BD89BCE5FA913CD1A4C9BB6CFE9BBDF8962EBDDFC23D3C33EB08BE79C52BBD1C2EC13DBFC48A3B9660F0BD9E5EABBDBCB990BA4B921C3D6DC215BEC42925BD5B7D7BBCBE8B01BE9C33223EC919D83C25B5CDBCDA642EBE1241673DCF5B8D3DA9DADB3DEEE4D3BD33E8F1BD91EA013E26CED8BCCD9234BE1510133DBC85FABDDD39EB3DACE55F3E0C28BA3D1EBB6E3D6A7A9ABD7082123D0B1A22BE5A798DBD0E633FBE97A1AABD18343D3E526F5E3D0C1D8CBDA3CF0C3E0845EE3CD865B23B9B118BBDF652493E6171DA3D3BF92D3C2B12073E49E8CB3D5FB91F3E6AEE96BC7C43453EECC858BD9652D7BD6E339E3BC95185BDD7A447BDE6289EBD297F0FBDD3F5E33CA8CEC43BA1D9713C8F82EFBD4A65EB3D30E8833D3F30763D16832FBE5F87FE3D66FDD53DE733F33D9DD548BD2BDDC2BDB10DB73D6B61B7BC0894BABD56234CBD53ADCA3D558257BC87215BBE55FF0C3EFCE4B83DA0872F3E430988BDE903033D14C9373E37DACFBD6063A03D0200EBBA4A164ABD99F4B63DF4C3A63D71E13FBDFE0FCE3D178A233D82AD01BEB214833D31910BBDE45D8E3DAE4A533D0E1997BD841D203DB4599BBC690D8CBE7AC2A0BE3F898A3DBBF3A6BDD2D0A03D7E6241BDBF0F2BBE21548D3D0A0CA5BC16716FBE27B8CB3DEC31333DF002843C9278853D0BFF5ABC4C617B3DB77A4B3D5070DF3D7B1C24BD4BCC463A1D341ABDCBBA8EBD8A60E8BC8A08C1BD828A8F3C1F1162BEE9F6B63DE63D0BBD7F72FFBC12ED8ABC051F62BD452434BE3331893E392727BE1C9C0CBD09D72A3E6F73ED3DD472243EB70755BBBBE31BBDD14B933D0309043EF60B0ABD53C80E3CFCB9D03C5F923CBA4413E13CB82C8F3DDAE2293DDE1C363D58FA19BE3ABF923DBE2F423E32B7B7BDF222F13DB2BA09BD59B3B93CDB5729BD4E7EADBB5293233C561514BE30A915BD4D5C2EBDCC94D83BA943C7BB3EBA2C3EB85C23BDB195833BAD310EBE275E39BCE82F343D3AE4E13C97FF89BD026454BD3CCDC6BD8C7F0F3E6516CABCF5BE453E8FED4A3EA990173D0DD31D3E2D00F03D5A03EF3D446CA7BDE3B6DABD6F97A7BD7E081BBE6926443ECA26C73D8AF2AE3C45B5B03DA5EA3BBD46A35E3D82BFBB3DB6112F3CD92A343D0C64863C2543E8BC71DA9EBDC63717BDB465843CF7D924BE7612493EF9F83ABD12A288BDEB43EFBC8D51673CD97F983DCADD24BE079BB3BD8BD9723D566C55BDA57792BC7E2B9A3D7FD96FBD0C1F873DAA5F473D8ABCBD3C348FCF3D0F43413DAF85683E2F4573BCFBB95EBD1EE468BD86EA40BD57A8A7BD4A50C9BD3E05013D9AE596BDD6A9633E4DB091BD49E809BEE9B718BEB91C12BDCC0787BC7ECBB13CC591B13D5290623EAC893EBED2DF8E3C3A05663EEEDD0C3E539FBA3D0583AF3D2938FFBB4C5C21BDDBAAC6BD34A3DBBC99BF41BC0AEB8EBD6614A43D52271A3DC0D4A2BD74F0323E4B93773CC5AB50BD9D3113BEF353FA3D7708C2BC9E22EB3D8ADC00BECDD5D7BD55B471BD98395E3DDA2EAABD6C6CF2BDD5B09FBC0E6881BD0B09ABBD211431BDEDE3A2BD0CFE0BBCD730DABD0E3A283E54B4803C22410B3D99905DBDE1AB063D0DF289BDA33D9EBD06B522BD74F2523DE501E6BB03096C3D8D9FAD3D972C1DBE06AFB83DD2D322BC31F82ABD3EC81B3ED86B1CBDD8BC533D2412CD3D388839BC024A333D96DC0CBD733EAA3AEB5B7EBDA0C67B3D5036843D8460603D980DB23DB952923C35276FBD54C01B3BC21498BCF33F21BE13161EBC685D2C3E371B843DC3C03A3E5D3FD0BD582DA33C2E6DF2BCD1A2ECBDB9F6023E415BA4BD6B0C023D3DAB04BE6BF596BD4B743ABE68406CBD1DBD01BABF70C03C55959C3DFFE6FBBD5C4618BCDD3FD5BD2B2DE5BC4C72143E45C4393D784900BEFEA6AA3DD84191BD7E63E63B9974E73D4324B93D05F5D4BDEC44273DFDB344BDD153133E4D85AB3D85AA91BCA373A83D3733ABBD71EA543CFDB58D3D4B17A9BC7071023DA0622A3E74FDD8BC8B9BF83CADFA703D4FE3B7BB20DBA83D508B953C9A1A323D9CAB8ABDA92BCFBC47AF42BD1050083D70309D3CC2C3BD3D27FC88BD26D1F2BC784497BDF06E04BE8274853A5283F43D303A433DC237BEBCA63339BD535976BE2E7D69BE84A1A4BD39226BBE07AC613ED0D4F03C4C6CA03AE5A503BCBFE5143E754C95BD82488DBC038EA4BCFA34C0BC7893B4BD303E9DBC23BC92BC210D8DBD97EFE53D8F6635BCD81024BD436E353ECA69C53A03CB1C3E444F223D9FFBEDBD5BBE213E87C4C43D9104653C45C75B3E68D8DF3C5CDE8FBD5395663EE33376BD68BA06BD9EBA17BEE2980EBEE061263E29F3223DF963E33D87D1063E4BCEEDBC0B0C163C2FDA00BE932FE13DEF7D8B3DECDAF73CC1A135BED814483DD2993ABE6BFF953DE584033DD1CA9FBD96E898BC58628ABD773C2C3D233D133E5A1149BC73D1AFBD2935CFBD71A170BEABBAC5BDA34898BD90CF333DC12756BE078F07BD015A173E64885ABE1F0080BD6297CDBD4D0D983D320B26BE5E1E9EBC6DCB3E3E38B0CD3DAC67243C509FA23D4073923C8232D6BDB5D0863C51A1483E8735433DA3F7D63C80DED93D1E9EC3BC1BE60ABEDA0AA13BC57D36BC6697A4BD132CDE3D94A9893C523CBB3D73E13C3EC299243DE4FF083ED64D193CC452AB3DF425B3BD84A3CEBC9D1ACABDED2E313E5BA754BD0F7049BD55B643BD578021BC71EE74BD29CA5A3EF318E6BCDDE8A23CBA64D73D043C8EBCD3D177BE3F3511BDDA60D63DDF588CBD54638CBD17FB09BEF77C453E6390A1BD9CAB1A3EEC52E53D8CF4E0BCFA84CD3C538821BE0E9A493D775EF6BB42F70ABEC43F953D8BD450BD6CEDDB3DAD9473BDEFC92EBDF858C13D9F58C8BDFFA2EE3D80CB233D279D10BE98470FBD1AD2B43B01273FBD1BEEFB3D166FACBD1EB382BE9AAF92BD38D00C3E2E25873DD4F6FA3D01DC40BD5F61CEBDCA7BA03C051250BE4E20853D5A5634BE5CE507BDC5E8A83DACD12ABDA7DCADBD5FB129BE8296B2BD805531BD1B30FE3D297A6BBB19D8293D82E8593EAF3CB93D779151BDD6B826BC98F3943DAE79B03D9E0C56BD072675BEB7D1E63CFAA7B63DFDF3F3BA1E4A47BC6FADE03D7A0304BED0BEB1BD06E615BEE9E296BDCDE8A03C593BAABB33C8DCBCE1835A3D2517A3BC674BA33CDE533F3D337E223D2DC49CBD8BC01ABD679274BD03C89C3DAD46773D455F113D0DBC36BD534792BDA5BE133EC7C4AF3D1B6B5ABBEAD904BE8518C83D8C08313DF722033E8E58B9BDA05146BD5DD9F73D6DED2ABC7E9C4B39B4EB27BE8C96AB3C5C897A3D7558EB3C4A47A1BDF99B783DB0702DBD92FBF9BC2C11F7BB21B3BC3DC30C4E3D7D6A20BD4BBABE3DAAE223BE4ABE3D3D20A63CBCFBD3CDBD501BBBBD1243E13D33F9CE3DD055D9BD923E163EAA942BBD81349FBCB5D50ABEA2940B3C4E0840BD4B6488BD9AB4F6BCCFE3283C01EA87BDFAFFCFBD123A933D0A9D483E5AAF0CBB85F7993B41E20DBDB97102BE2F5C463B7264693BF9B5B23D70B6EBBD710A953D26C304BE5919D33DA24CA23ECF46EEBB1752E93CFB406C3ED01D37BD6740E4BD8E73C93D9636443ECDF2663ED912D73D26BA2C3EB18A043EF76606BEC2C99F3D1005283E7B2378BE199ECE3C28BBBE3CF500973D2ACE053C6861F8BDFAC59CBD086AFDBD15175F3E829B313EEF3E9D3D241F20BDB71FF9BCB57975BC2711813E8FAED1BBC158AABDE4441F3D2187383DB187FB39DA21623D898409BE9A03C8BD599F4E3E7135753D995D78BDDFD0423DCE4BF5BDB0F13ABB486E753DF01D16BE5497C3BD4B52553C7DF33E3E3C800E3EF6240E3E6848E43C6B2388BD6890153DA0AFDFBCC14D48BDB8D46DBD2AB7B13DCDCDAFBD4AF3A8BD0ED89ABDEF27B23C7320103E09BE153D7FFD36BE93F5003ECA87233D29A73B3DFDFFCCBD986D333D48A244BC65AE163DF656F5BA83F0413D115F5D3D790A573D0475303E45A0A6BC0139113D1863B63CF934683A329D4BBEE19C28BD187E7A3EAAB2B13DD9A59B3D72C998BB3C8C523CFA32D0BC00DA2A3CD631A8BDEFBA81BC221ED73BF46C9DBD2E3D0EBDA4B4D93D78FA4DBD9028343E68FC20BDD19A903D7A56383C8DE54E3D035806BE98B8EA3C8DDF1FBE8A05C5BDA402E2BDD915623DB2C20FBEBF423ABE88841FBEBB62063E0042533D0F71C23D3BD6B93C9A7B603D888ACEB8FBD3DEBCE8972E3D654245BD7AFB28BE6959133E99DDA73D1690463D2D1B00BD45B154BD5BFB9EBD4C37A0BD8530B5BD5D21DABC9705F6BC70CD3DBE0B063A3E8564D2BD2F62A4BD37EC25BE258C0D3E77DA153DFDB8AF3DE8282EBD7757B8BD379B12BE4CC7813CDA286BBE3F5D993EA947A9BBF1FA6ABD57940A3D3A6E943D01A1DD3DA751903DF1C1963D1603E53956BDD93C44BBAB3DAA8932BE8AE3463C1EC512BE480BB73CDFE2BF3D750D6CBDD86C7B3D7E59253D0D426ABDF8A19FBCD7F604BEADF9AC3D11CE70BDCE94823E8277A6BC09D6293B84BB5CBCBE945E3E26CD8F3DD26B653EBD1C80BC5056663D1A9AE23D035D8F3CEB709CBE1E84E23D563523BECD52933D737A703D0461D43DDD993BBDD88F78BE40081C3D0AA6D0BC3884493DE1FDC5BD2E40E8BD6C8DC8BCE2A9AD3CB27523BE9A6709BCCF47AE3DC64AA33D347A8DBD33DB94BC4AE5983D6ECEBDBD73EBEE3D533C0ABCEDA731BDB31758BE08ACB63DAFAC623EFC00CBBDD2BBD63DCA3BB93B85CAAB3DC84380BD7161233E98438EBD6774B23DE720F0BA04583BBDE6F079BD4DB8153D4EB20A3E644B233D9933773DAF1156BC4F19A0BCC619973CB30D393EFD50733DB1F8213D75F022BE8683983DED6D953CC37A0E3ECF56773D1A6D2F3C3698E0BC606C473EC83C9B3C0297F6BD8003933D9A99BABD13942C3E677444BCA45515BDEA9B993D6553C73DAAA3FABD8A0942BD4F5E86BD93BAC93D75B2193E2899F0BC719406BEBF39063ECBE5D43B21B69D3D05D65FBCA687A2BC61B43F3E603DE73D79FE19BE4DA4F43D1409DF3D8D1FD63DD568CE3D100017BD73B0C03DB72AECBCE0118D3DC2C1BFBCEF7000BE3786DABB29B55DBDA68841BED74FF4BDB6C725BED29ABABCB6651CBEA979B53DF64E58BD07E9C73C63A21FBD67F414BBE9C3F5BD5F6278BE8A99253ED190CB3D7147F03D680E4EBDFFB2343DCE1CB6BDC343573C8010F53C106324BEE79C803CECA138BCE75C3A3EBB465B3D4858C0BDAE2701BED99435BDAFF8083D5815A23DE924BFBB1E909D3D37C10FBD20CAE3BC9EF36F3DC1B0013EA9831D3D5D05C63D5F76D73D70E601BCB641333C0250C83DA62D013E8F93213E71843DBC1C0535BEF896093EF82BD93DBD6EB4BD229510BCB4CD24BED20F62BDB7D9973D41C31B3C587768BD84C10D3E929396BC8357DFBD5915FABDB63D143E62CEBBBDC9A881BC5CF4C0BDF344C2BDB9C59DBD83B7293D27EB1EBB8922073E16CC1FBE499659BB9D1A39BDEE74523DAD218BBC9324E1BD1FD11EBEBF4B063CAD81F9BD127E093D7140FFBD15A0943D24AD54BD631EBABC7085B7BD7186ACBB4F3066BB4B29293DCA94123DBA9301BE0A3CD6BD9D4EF9BC06A914BD5B05FABD3F009FBEC19CCABC0E99F8BB50E2FFBB7F15A3BDCD64683CD6560D3E31CD15BD54B8BE3DDC9F2A3DA9A465BD80A3153D58D18B3C99D3B03C074EB43D13F300BADD48413D7672BBBD983F493E823B90BD35D633BCD65E093D5C1A003EF5F664BD7A2981BC5D6A353C5A2BFD3CA7CAAE3DCE6E92BD45292EBE74001DBE7405CC3D9D618A3DA1AB1EBE77429DBD79F2B33ECD8C453E51AEF43DDD9D043DD409F9BD0E2FBDBD96C5B73DF1D8073E22AAC23D3689AA3E4D638FBED3ABDC3D3BA0853D4BFCABBCF54159BDCB3FAA3D705170BD98FE76BBBBB637BD3D62923DAD06C8BDD41039BE19F06ABCEA8534BC88C609BD4900153DD29315BD94D4A6BDAEC82F3DE48042BCB70C73BC5E7B06BEA59220BD597ADF3DB29C383E987A08BDF85091BC00D0EEBD2A714DBE3679FDBCBE290EBE54EC4FBE93DE41BC43B64F3DF739DD3D0901783D5E5B19BDC6BB0C3D716B23BEC0287F3B68557F3E487CF4BDDE38C5BCB02EFB3CB835043C832CB4BD7B4121BD09EE3C3D7997C53D207133BEFA6EE7BCE147B3BC0894A1BDBF3AEC3BA150CFBD9DCE78BCAC8AFCBDB5F2AFBA364D6D3DB3CC0ABD313E283EF8A2BA3C7A2B703C08A68BBD531813BE73E2483E12C6EFBD8D008ABCF7B6CBBD0087E5BD5C05A1BDB2CB553D9BB4523DDC95D83D62096BBD253262BDF252D1BDF0B432BE1B78FCBDDC02C9BCB984B03D2CD0023DE45DB7BD11AE963C86FE123DA0779EBC84B0973D35ADEA3D6FE4113DB302963D79D2563D0C79343EDE9661BD8DFE393C7626733D34B9B93DF57085BBFDA6113E863AA03D8609763E908953BD9DA42FBDC9E8A63D3D3B293EB8E3043DB25A34BD263494BD26A31DBD0CD3F43D11DD9ABD2750B3BC441CA5BDAF9F763EB86A473D8F5AC43A7151EE3D23AC073EBD562ABE0A4262BD3B9958BD58B29EBAD4C3FCBCDA2C3B3C30E2FE3C85562D3DF2330BBEAEE6BA3DEC9287BD3B9F18BD8B1B83BD4BDCDCBD80F1DC3D3B431D3E41E6A4BCA9C8E73D03AB923DCBCD4BBE89A9FABD6F8B9E3D917244BCE69BCCBD175D193EBCD90D3DDC60B23D46CACEBD7E9256BD23AFD9BBC2765C3D29D2033E575EC6BD19E458BE04FB3FBE695D2DBEC1679DBD493D2B3EFA4B413D19C1F33DE7A18F3DDEBE8F3C1CB4C03CC1B7A8BD69F0833CD008683E7CB8003E9CEE78BDAAEC00BC480F2DBD5C99BD3DFC48A6BD993586BCF3521ABE76F9A83CD535333E0028243D53A4003E8353693C0C844A3EC2410FBD00B469BD2A91E9BD2F303EBCE7C5B73CFD3CC23DEE05943DE3901B3CC6CC32BD783BD73D690B743D8B9F7ABDD583E6BDE21A19BDA8C75E3D28074B3DAF5BC6BDCFBD6CBEB7C594BD8DBC7CBCCDE9D33DD338263E8370033E65CA863E1FAD243D7B6A75BDF068133C8CEA733CDEB189BD1FEF2FBEE88B4D3D879AA43CF5C6AABD73F6823DCD32A43C4DE53B3EBB00EABC2F3345BDDB6C693D7F0460BD6B99C1BD168118BE1EE95A3E8E23133D3A884CBE8300BB3D02BF703DF13A8EBE79CF923DD02FBEBDCC0FAC3D6143883CD4F9E93D67E30FBDF7F7293D16559DBD98B90EBE72E14FBEE606553E3F95463DF746643ECE2BD93D8D14443CA6799ABDB8ED55BD3085983DE272F2BD754FF83BE861AF3B8B0D06BE77E94B3D5919E73D06335D3DF9DF9BBC583A58BEB9B24DBD106BFF3DA71BB7BBA2513D3EE4CA37BE98214ABE96B4BB3D7F30083E36A516BED2FE96BDF69FC83BAFE73ABB78C0C7BC3077A8BC8425073EFD61A4BDDA5D033DEF2D18BD402AD3BC4E674B3E3E5A6D3EB62743BEF5B77FBD0E59623D9CD267BDAAF6BD3D958DEFBD2974B13CDD7F173E8B12473E7F21A03CF47BA6BD920C7EBD60000ABE06543EBDBB3309BE32CBCEBDD1251E3E14F9893D5D18FFBCCD3EA8BDEEEE94BDFC84A33CA2BD40BEBD195DBE8562B2BD807BDCBDDF908FBE1F76A9BDD316A8BD914509BEA2B7B9BD70D0863D6696E13C7BB09B3DDC6C19BEAC855ABCA91EA9BD163D1CBE4622F83B9CEB37BE5211933D2452153D2F0326BD44E985BD46409BBC7FB52ABD5DC8BE3C96C112BE42D3C1BD433D0B3EE307F63C48C0D1BDB933413DD9C72CBD2A06713DE1B7743DFC4EC23D4087F03D1F408FBDD8D637BEA3B2DA3D870399BDB38A3CBDD7B61C3CE4B008BEB6D4973D83D00B3E487DC7BDDE40663D5FC7FD3DB485B4BD40813A3C914119BDE9269B3D2C88FF3DCC0B7C3D72B032BD7B98A33DB18F8F3D2270D43C131235BDAD4D9D3DD3A4C93B799B4F3D72049D3CC94A663CECF5863C6C30A73D351A24BD7951A2BD65631D3D16021ABE0293363CE1DB57BD28E0043EAA6F5FBD7A4F7E3D0AC6D8BD224FB6BDE2FF2ABEB188E53D11920F3C1136A43D569BBF3D52E54A3D562C953D9B48A93DA2E2063E1E01D83DD6A215BE597B08BE0228D7BDA15374BDB287AA3D102C9E3DEB1F0D3DEDC4033ECAAD73BD85F5A9BD888A09BD4131843D287CEC3DB69F29BE82CF1ABE8234B93C13B5FCBD4C486C3D679609BE8E6C183D2DBE5EBDE09F73BDD92FBE3D39B45FBDB99F393D6DD492BC6B705E3EF0EFDE3D6EB34EBDF00227BDDF1D183EC946A7BDABA941BD8BE282BDC8F5553DD1C0A83DCC2BA63D4221A3BDC914263CC2E9AFBDCEAB2DBD5ABC7ABC9393473BE072463D4A1BB8BDEF0DEDBC173189BD4020E43BEFEA3C3C8A3DADBC1BDCAB3D36CC8BBDF797853C15319EBB71530DBE8786D33DDCFF6C3C0BA53ABCCD53283EC134993D6606AC3DF2C70D3C1845E13D2F63A73D5B6173BD2337D2BC5848093D0D1D153D91714DBE2A09433EB380C53CBD1ACB3DB23F1ABCEC95F53B0F513CBEE0F16FBDD5F82F3DC9FEB9BC48AE883DAD9626BE6038333EB134133EC36BDABD39E5653E849667BD27A31B3CA6065DBDF3A772BC6692BFBB4AEB393E4BBF26BD4000123E35125BBEB989783DBB598E3E3E823B3D52D62CBDBBD3CABDC9416DBD1E954BBD4DC6ED3B17FE983D611D303E6FE2F3BD2E6E083C4FF6D4BC206196BD6EB0C4BBAE3A9C3D672D4D3D4135863E6882D5BDCB1621BDF1F0843D83FD26BEF135083EF2C304BEA03816BE87B7823C6A0713BDDB25DABD043351BCC7BD9DBD7AD20B3E379C4E3D5913263EC65A843DED0F853D7AE8BA3D55C107BE243B33BD4C73193EB8ED413CC36C08BE2B8EA73D3557DFBD3B43063D0EF9793C5037CABD115C623E6E3F91BDA857983BD0B84C3EAFF436BDBD8FA03CC3288C3E50FD1B3D842051BC4A67FABDD776013EABB5C63DE9D08B3C583F9C3D295E81BE73A9ABBB0215763D6CDAD8BB1A0F193D40FA2BBDFD27BD3D98A8943D633D283C0A8CF93D1F5F19BE8CB5293DE8A8643D978B113E630E03BD2F90D83C27C29ABD369C9BBD8B54EE3CF6B720BBEDCCA6BD4642CD3D7C5C043ED7CE373ECE81B73D58E51DBEC946F9BC2D330ABED101133E2752113DBD99743A0390363EE9C1F2BCFAB839BE3CAE3CBDB6CF413E9DFCBE3C3403C2BC0F7FDC3C5152C03DA2EB84BB4A1A5B3E4A8F113E454FE6BDC19560BE0B10D83DB416CFBC59E55DBDEB46E73D2E8AAB3DF9F689BD0B5E963C84D1A23D8A52503E44CFDF3DC05428BC7CEE093DCC89F03C2339F2BCC629C1BCCDD527BBBCEA4BBD70EC043D94FE993D40A1EEBD1241EBBC12012ABEF0050D3E0D04E23DA65215BD5751A13A3D3129BE44233E3EE8C3103E8CFBDABD272D0BBD253AF2BCBE3D093EBA472D3D507F9D3D205FC0BDD219913D2BF37CBE1E1BF6BCB139B6BD513F4C3DF9C7B6BD",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32_1: "0x04000000004CB23DE50B14BD4A6E6B3D3A26CC3DE104D73D767B30BD19FCEB3D71A6E9BD336804BE743E4EBDC031913D0D9602BD6B7C0F3DA48463BD009401BCAB910A3E10E03BBDB8554EBD7755CB3CC77079BD7A2A17BE599F19BE8967B9BD511935BD9AFAD83D2A6FB3BD2B17923CD599863EA02387BD8BF5D8BCFC8B10BDE88E5FBE7F2445BBFE2AAB3D1D0BDB3D8395E1BD9B190CBE7A07D23D57EE423EC4A7EF3D650AA03C966600BE57A3DA3DFAB5F6BDEFE0F6BD544B3EBEBBD190BBE5E7FCBDF7D6AFBDD60C023D90C2E93C7EA7A63DD1BF75BC8BD918BDB439B13DD708A8BDD87A4D3D09EA563D30C7B3BB87C17CBE42610CBD1F70803CDBD8A33D36A8B93DAE2056BEF008073E90F4653E062A183E6D98453E679D26BE8569F2BD5617783D23B8ECBD9F2A3E3D7CDDABBDE689A43DC0BB2D3EB5A2FABD2D7A03BE3E1BDCBD713679BE1E4A0BBCD19780B920EAA4BC7105313E344A67BD2AC59DBDDF221ABD5150273DF30E35BC9706503DE77303BD0F1B04BECFC3433D4D915E3B9C46AFBDC9E0C13D6102883D3C361E3CB3B3E63DB4AA383D6356373DB03D2F3C4D9AF1BC36DAA4BA2A15843D6C3BB9BC61B74E3D351C9B3C7241D03DA3B2EF3BA9575D3DC357D63D3C82D8BC27C0283D9E2F93BD6DE6013DA1ECF2BCD4D4C23D4EA7EB3D0E10F63C631599BD86BBF33A1C76B1BDDD0BCB3D6404DCBAED47923D9E3C17BE254249BD53819DBC196502BD53A56A3C1E2B8C3C6E388D3D06490C3E333D18BD4E13FDBDFD19F63D6983F5BD4744CA3B425E653EFEE3813EF13EC23DFB4DF7BC2E04933D179001BD06A7A3BDB673E7BC20304BBCD3292B3E767D003D6B07293E5E53FA3D3D9215BE8BB2E0BD43AEE8BDDC203C3EED5B173EA587523EC633113E1331AABC7A456A3DC9AF97BDE04D3E3D21890FBD6D2D3BBD1738283E4AFADDBD7CA18D3D0E12BEBD44DC433E50B1E4BCDA5E08BC35CB153EE360EA3D9D0B8C3D15FCF13C1BD217BE8114143CC1C6CF3B28A9383DFE3A18BD61BD8D3DBDECC33D4C960C3CD8F2073DC0C05EBEE5DBC2BC2BD606BEA68DC9BD3A2FF13B9FC71EBD2EED473CD12594BDA5E25FBD657187BD65FA363DB1CDDEBCFDEB30BE8BB2F33CBABAC9BCF771F03D3B641CBE0C5E073EB638B4BD24C897BCA07B4D3D308C573D913B133B2E77503E38A75E3C4F40C7BD983E953D0504B23D5AB4E6BD8F66EB3DA60DC7BD000E9EBDF55DF1BDB5AD853B5C17BA3D3C1D063DCD119CBD1DF942BEAA1C80BE4FF67BBE3DABC0BD1C9C123D7CBF2DBD9D9A36BDA9D2C2BD44E900BEBDEAC23D1BD40C3E51E2F13D5F4748BD92B2113DE911FC3DB4901ABD2DCE0BBC631A68BD409924BE9A749BBD03D9433D941199BC745B0D3EB27B0ABE80CB00BDE1EB923B798747BC8F6CD5BC7CA35FBD9A8B973A1DE32FBDFCD417BE670F80BDAC7100BE043B82BD7BC13EBE805982BCAD17C1BC589CC0BCAA3E803DB168E4BDE4C1BCBC81BE13BEC7AB6BBDDFF155BDB2D220BEE979A93BAFFF54BB35893E3D581CEF3D2F49ACBD13BAECBC2C83CC3CFD1204BE98DEA2BC3F45DE3DF2F5263DE3F41B3BAD8DE4BDA76C02BD9F8E8EBDE026E63DF4810D3E6C2C323DA08F703DC6F95DBB49F21A3EDC1CD13DB81CEA3C7D772BBEAC008C3D9160B3BD8D5517BDD6845DBD9CB3E2BC976D4FBDD4A4AABCEFF7013CCB689A3DC5CCAFBDC98ACE3C5E43E63CAC1F9DBD987E753DBD391F3D51D6F7BC1801563D390EC8BCB02035BEBCD3043E4F3B08BE3108FB3DAB0FD1BD69705C3DFC0DD3BC4D6D023DA067BE3D9AC5AABDF22E0C3D827DAB3D2D8FD33DC22B543CA19C13BEED04C93A97A0CDBC235E1B3ECC8EC43DCA184B3D7A173F3D64FB55BDAF4705BC34F8E23D9D5FE9BC32E18E3D2020C83D2637123E80991A3C3A5AAC3B88050C3EAC0B8EBDC3190F3E40B37EBDC6C10CBE5A3DD4BD4F5293BEB0DEEABD5382A13D934031BD7A48F0BD4D0BF9BD5DCC6CBD2CC4583D0CB84C3E53F59BBEE2F6FB3D1CBDA6BD18BD4BBD612494BD9811413D1D308D3C33F8E13D347E233D4558B4BD8AAD9FBC2D774D3C5668B6B9EA760CBEF4B831BE03A8693DC470C03DB9B85EBD41379E3E8F6C6ABDC224113EA45B6A3E4C281CBEE40536BD16A716BE4800FD3D642DA9BDB4A54FBE0209913D306B40BDA2FF8BBDEE4AC9BD4E3874BE6C6A863D04F7B4BC3D83353D1E3A403EAC5334BEC20CD93DF11776BCB89C46BB21385BBC0DC2653D9E5B753E94A25B3DB1EA87BD3D6FC53C5ABAAFBD1EAFB7BD0D8DA43D1944D53BF5325FBD2A16133E974C8BBDB361133D6D29153DF85C21BEE2364A3DC092BDBDC239A0BCCAD4BA3D1AF8813D6ED3BABC85370FBED797E03D1F6987BDDDEFA3BDBAF986BD3D53843C12EC12BBD09869BE18A4273E0CB6A0BDF26A1FBB5B410DBE067439BB3D0E503E618B053E6589F63D54F304BE169C123EFCAE833D605C463D9925493D4E7BCABDABA72DBE2371183CCEBFEEBDABD92ABDABF51BBE423ECFBD38C48ABD9AA408BD0EC55B3D4377E3BD1F60013E6CDC2DBD213D07BE9DA464BD275CEFBDAAA7EF3CE63A3BBDDF8F56BE4CF3073DFCA6A1BD42E47C3EA7ABA5BD172505BE0FF9ABBD3CD9473D87CA36BE7658E7BD8D24C2BC0A5E5CBED0DC583DB34684BEFBBA183EAF055D3D053AD8BC6B3712BE7B2EB9BCE14C873DF1A2F23D58AE6A3D4EFC493EF9F34F3DC66A3E3E6F4B3CBD5865C73C6E67A8BDD186113CDB3F9D3CE22DD03D9285A63C6C6DE43D9B9DE1BD4C3EB83D7F6E11BD081B70BE4502953CF00EE9BC432EAFBDE48A94BC11D608BEC2F181BEF33CA13DF0FCD33C632934BE4A97303E7BD753BD6ED5DDBB9B8F9EBD3AD2BCBC6C95853DC93CF23D201A833D71001C3CD1EB9BBD12AF913DEE7B9E3C076EC7BDB25385BDCA3819BE3ED505BC95B35ABDEBF231BD5400FABDB680F3BD8EFECDBD5FE3233DCB5F2B3DF1CEE7BC7235673E70E6F93D2DFCBDBD217A3C3D60A2113D0C7705BEA256BEBCF40FBC3DD7B9D9BD8A83F0BDBAC2AE3D024E43BD44AB23BE6CFAFF3DF6C132BEA97CA0BD07058E3DF2108EBD7A4AD1BD1FE7EF3D50A7A53DBF0E42BDE660BA3D07D019BEA8BF06BECEA7193D80836DBCD12003BCADC8853D20241B3D4916C33C0592373DD3D666BCB02C303DDF9416BEA737B43C95F830BE92A1A43DCAED9FBD80E404BE59D683BDAAAD13BD7E7F383D67548E3DC718953CE55A2C3EAA720ABE08ADF03C6AAC963B20EC92BCE8D82FBDE474163CDC269F3BE02B2DBEFDCE153E81C6823D5DE3EBBC2E8F50BC4ABA2F3D165D32BEACAC94BD6B982EBD30D0EB3D4E63E93D08F952BE4E58E13DA0D8B73D7B16263D9BDD48BD5A7AEEBD4AB67B3BD649043C704D8D3DDA26F93C03B807BDA483C93C933F1BBE0D7D163E5316883D25DD1A3E1C5806BEEE7A123D6A54063EDF078C3D52296A3D28C1AC3D8065823CFE0E61BEC4AF0CBD7352C33D49BBC2BC48DFA4BD7CB5463DFF82A53D957A40BD22643E3D707A833D6AA4A23BF3350F3EC7B0A53DFC27D8BD04CE9EBDCF9C0EBEFEEC28BD521BCBBC89E67CBE7C70FB3C25396ABE224FEC3D3304183C71E4A13DA1A4E3BC5658D43D9165B2BD421C543D0AA4473D163BB2BC7BBD6D3EBFA6EE3D2EB0C1BD834BA0BD24F890BBDE63E6BCB7822C3EF15CD33BADCD093E195855BEA52F8DBD8CEF143E475145BE257C0F3ED804F83DAE6DABBDF0EA8A3DF63D8BBE27037B3E886A26BE556F023E3963D2BD190D133DB4CC53BD586EFCBDE27ED23CF7077CBECA3FD03D2B0B273E86BD363A907D103E178B123E29EB88BD7CE4543D13C4C43D021900BDA04BDCBD19F5843CC627C23D1DE9E5BB56C22FBE05F4A8BDA606A83C95AEFC3D994D7DBB779393BCA4F4A2BDA3AF7BBD8971363D319D713D5CC7E93DD5A3E03D5B60D33C92A9D23D97AA773DC31B0DBD836D333D93532BBC61D16B3BD1F2263E0321C3BCF69CD1BD27D86EBDF0574FBE25C3B9BC36D7A0BCEADD413D16CAA73C2EFC58BCADD88FBC4161C3BD8C690B3E619EF9BC388085BD961BD8BDBA17303C3CE05CBED8F0013EB2EA20BD546111BE464E1ABD4B2E26BE37E9F33C167128BED26EB7BC3471133EA371D13D10FB0C3E4A060B3E57B4113CF885363DD7093C3E014F2E3DD622BA3D69D9C83D10E04FBDE6A9BB39D719AF3D4EF4173D8FAD2E3D9F43B6BD72C6A0BD76D1003E9E80183EEF1F85BCA27B95BCA49697BCD77305BE9844B2BCABDA8E3D23B4273EF767F13CD245953D3BB978BB38C000BCE5AD07BEBF9E033D238A8F3C84840F3E437784BCA9DB32BD720841BDC68C3FBDB7E2D7BCF306B13D5B4AECBD8C20173EBD0D4B3DF5CCE3BDA52482BD5BA40FBDADB381BD3511AF3CF1A591BC61EF52BD7B7BDE3DC097B73D63B0263D9022A73D6DA00A3D56838C3D3DDA11BE6EDF9FBD84C41B3EA0A8793DC8AD4EBD81BD883A57C637BEB9A3FA3DC2DC7C3ED502723D47F7D83C820F08BE6C21553D1FA4393C9A365C3C6334AABDBF9E9F3D99E0BDBDEEE41BBDB2FB1ABEF940153DD2A7FBBD716DF0BC1FB9CFBD4C99B73D17E9563DA303A43DEFE628BD7118C3BD4651193D0C13913D5B12A73C7BB227BE807561BDFB1CA8BDF877B2BDE9DF57BD324D233D0C5457BDC234923DE7B890BD9668A1BDD133C23DE0385F3DB17E503B16DA19BE6839BBBBFDC676BB7EAA8E3D22350CBAE417393B3CEE96BD3051873CB85593BD11D3ED3D1E0AB43AD493803DA24FAA3DE2A4EABD3DA8ABBB1E7208BE35EEA1BD7CBB3C3E71B61E3E5E5B50BEAADFCBBDD071093C6BAD5D3EB0CEA03CA204713D9A0242BD983358BE2870A8BD1DE6263C1937AE3DE23990BC1CBD2C3EE8656CBE5AF784BD49BF903D5A354A3DD358083DE3E7BE3C33E1EDBD45248D3D1316BABD6AFEB8BDCEB37CBC3BD8C13C77110F3EA6ADB63D49420DBE06B929BD351A55BD01396C3D123683BC66C9033D5F9D5E3E8BFF653E7BF64FBCA03DEB3985B418BE945DF03DBAE2453E5B032ABD52CC4EBE60DD5E3E607F6DBD1B08EE3D81EA823D2ECC743BE5DA273DC9E0AEBD8B55A5BC193E8CBD79602ABE542805BE2FE41BBD5B0AA5BBFBC52FBB82FB933D312762BD5C65F03C4430F73C3013003E1F3D1FBD55D82BBE940EADBD364FAFBD8211B83D832254BE08CD163D2E6450BE5B58E33C6B6A4DBE62D71CBDD900093DF35C883E0633B4BC25C2473D65B3163E95C8CDBD6DD901BEDC497CBCA055873D6721D3BD98C4363E7484B53CE50F85BDDE1D54BD5BE526BEE33179BD909B183E696663BDC788D13D66BA4ABE96218C3DE5F92ABE42A6243EEED9633DDFCF35BD0919593DA5CC07BEC9C5BABBFEA7E23CDC2BF3BBC7AC033ED660F4BDF25AA2BC06C783BC110B2BBC6E437EBC278A32BE7B1CC8BDACCF0A3D5E59DEBB43ADD53D7F4F813E1605D83D4040A73D4B92AE3D7161273C71F697BDE64534BD2C1F443D5F1F833D5DCE1EBE3FA72ABD5928EDBC8E7F4ABEB4544CBC15E7C1BD6F5BFEBC1CCE09BCE8068FBDECF9133E59F558BDD8B591BDAD33B33D3836743D85E27EBE4E7FEF3D6E42943A3B43973D5941EDBCD03C023E37C3F13D98D7373E0E847E3C4708E23D1CE9A0BDB34C7D3E93D201BE5FFB8BBD490BD13D981CF0BDAF12823D25A3803E1DEF0D3E1FEFEF391182FB385ACDAFB95402B63D04D2EA3D50C2553CF8D331BE31786D3D5812633C100F553DD8400DBD65B8D03D7A16CC3CB9D98DBD6AA41EBE2C2F69BD676410BD58CB4D3EEED9FABCD395E9BD607B143EE43637BD3BE6573ECFDB65BD7212903DBD39DEBD1475D7BD065F63BD6630DABD94BD8BBDD501B0BDCFD9ADBD8FF4ED39871DBE3C1FE1053EE670333E5EE88DBD5EB8FCBDB503943DC9AE1EBDC1B17B3DC0344E3C2E9687BD2F7616BEF38268BE459E9DBD830907BDFC6AA73D878295BCB0A20E3D17151ABDDB5F82BC94230C3E66F7153E6B3E523D0B9F8F3D03DA2FBA4B48BABD5DBC6FBD2BF9C2BD8E45B53D005BAF3C69EF23BE9512F4BD4CE93B3DFE311D3E998004BE6D73D8BD08A616BDF637153DA46609BE5CAE77BE741D7ABEB34472BDD67462BEDE53E13AA3B328BD8C24B63C0A12853DE29E2C3D4CCEC8BD5F733EBD428A6ABCFB99DD3D4268BB3D3B07833CCE069E3DCC23E93C1E42073E5545063D78E9113E357B3DBDAD97C43D0B2F92BDD6893FBEB5F27CBD90C736BDE3A1273DB18C2BBC556B98BCA21242BDCCA3DDBDFECD9A3B7C6840BDA40E73BEB39E2D3DCEB990BD99A1A53D799FC0BDCA3FE03D5069883D6C93C5BD8FF953BE01E7F2BD4B23003CF8D594BD6520AD3DD65A323EF4A4BBBDA2E6D53DF9C160BDFDE8E7BC91FBBDBDDD401FBE8CF637BDF5B86D3DBF4084BD8EE366BEC9E6AF3DAB64C03C8240ACBDEC8E193EE9E45A3EAFEA44BE50CDD1BD649FFCBD1789ADBC720482BD64A5953D9870F83D15CEF0BB4CBCFCBD225297BDD16C043EC814A23DA4D1063DAF6E4BBEBF7753BDF4E49CBC1CE421BDFD78623A813F12BE823EE83DDB27433E76BBEB3D27F9C53CEEF7923D508F773C4C7912BE5CF8A6BDAADB5D3CF3A1133ECD85BABD4A13C13DFD4E40BD7B46BE3DA41CE9BD7AFD0D3D49B2E3BDFF204EBC95BFF93CD88590BCCA07243CF295803DF4D700BE492A453C0E6E39BD3816433C3A4606BE85A9183E54A5763D93BC563E69DB0CBD9A72133EEA2DA93CC95AC53D0BCB1BBEB97DCA3D53CE8C3D5C6648BDEC2A06BE5130153ED26783BD99E00C3EDE3E8BBD1FFF75BCDC31A43D1ABE9B3C7ABC403D164401BEC46AF6BD59F4863DD925FC3D29386DBC9A5FFA3B04000CBE2B90B43D784FC73DC7ED803D6C7FEA3D931BA83D1B24B33D5BF9B7BBFBFDC7BC7C1EC5BDFB2019BDB5E7BFBC0CE119BD8977B03D8BCB6B3E3B64BFBD6D201BBE4D408E3C29D88BBC09AA843D90062C3E5A4D973D68B64E3DE01859BEA89A083ECD7335BEF83E3F3C3DDFE73D456BF83DB82A383DB57197BC8DC616BD75DD42BD61141C3E8A12D0BD3163E2BC144BD4BCFCE620BC9627233E50CBE9BD83618F3D0EF0753DC08EF83D571488BDA3D326BEA34E263DBB048D3D320AA8BC0C7DB83D6AB52FBCF02F06BE181C893DEFA609BE0A9EE6BCFC77E3BC5B026C3C9AE1793C61B310BD61998F3D57B68ABA72D3183D23D240BE2270A2BC040857BEE5F129BE6D2B403EDEB8AC3DE108F43C384D0E3D4B4337BE79F9B93D0AFAD93B665D2BBEBD2A2B3D70B2203D71A70D3D9ACF31BE730484BE50B0FDBD5855283CD1CDC93C1513533DB6C2903DEB2B36BEF3AE513D189F8DBE85BB433D8D66813DED7DB83D89CDA23DEB03123E82206D3CDD40903D744F863D7693A8BC032E28BDCE72853DC995853D0362983D8550803C5B1F44BE6C6FE6BD11469A3CF133413E29239DBD4210773D178EA53DB924E9BB55127BBB0F39EBBD032CDC3AC44196BD220AFE3DCA17EF3CEE543ABEAEEC573E7F6DA6BD0D26E13D79282B3ED7B3473D33B08CBD4410ACBD8ABA633D514029BE92E3E13DD5DAC4BDD789CBBDF209623E00F535BE313B12BE229822BE931BA3BC6F7F3E3E38A217BD24AD8BBD0334443EE13C873DE53735BEEB1CCFBDBA140BBEF6C765BD72D9E5BDDF5E1CBE52472DBEF752B43C8E5101BD4EBABFBD576697BE036DB7BD9466183E0C147BBD1878443C1D4D4B3E9D3BE8BC22AADF3C7B5915BEF2ED3ABD059B17BD7B6D81BC25DE97BCBB75A33D6BCCF8BD106D143D1B41ADBDA555733DC3928D3C73E9263ECA25C7BD64563B3D39774A3D72BA4F3C5AAAA0BD707730BE89D1443D335BB83D297F893DADF753BD82DC3DBE08325A3D2EA9AB3DE023273E91C190BEDEE1F3BDB5928FBDFAE32ABE7C17083C32FAD6BD699F133E4CFE44BE3B4C9CBC6CF396BD266B25BE58E1013ED43A9B3D3201D63D1E59483DB097E93B8D4DC63CE7FB6DBDA7C3FBBDDD99FE3BDC799C3DF153D8BD24DE843CAB3AFDBC7D109B3D8D5F48BC7C168A3DFDFDA73C6E430EBE7BCBAABD034346BEB2A7493D6E27BD3D67290F3E97C184BD574DE1BB93A4FD3C6A8E4E3E0D7B13BEFFCB59BE0B3E5F3D8731BB3C70EAB93D2E23023CF29F4BBCAF37233B68C2D13D138F25BE4D72AFBD7B3BD03BA3D09E3D47B7333DDAF1E5BDC2E538BD5E712B3E7BA843BD58344B3E6D779EBD60D1F43D682F91BDDBE2E13D0E9873BCAECFDE3B1C5D453E20AF5DBDE454D2BDB3F6EC3C932DB03DBCA5A33D3BC0F3BDD5EFBC3DD72E643DB6EE283EA92E7D3CE216A53D80B5F53B56DA5F3C3A72FF3D0BA071BD1756953D6FCF1F3E871EDEBDDA1A33BEA23D853DCCBFEEBD33FB03BEA399113E70DD9ABDFF30BFBDD974BDBC0A5801BE94D144BDDBC0753D865879B9A35E01BE2276613D42721CBD8C7E6ABCB62FD0BD238D85BC9DA36DBC463E953DC1B9233BE20C0C3EBD43003EB4488E3D92306F3D45E1443EA535E53D9CDFAA3CB6F061BE0C8B403D1FF5383D5AED52BCF0D2F13D1936ACBDAC9D84BD42C49CBE33C1343CD01580BD88C6B23D5A77863CF833393EBCEDA03DDA2C863D97E0D13C03548E3D1EA03E3E4F5E0ABDF4965E3E2B12B8BA72B1C3BDA5A945BEC33140BD826441B80E7CEEBD46F532BE60019FBDD304283B70020ABE914D3B3DAD4D143E0CFE05BE905A7DBDAF71C2BCA1133ABD656D25BE600D643EB86E503D96F74A3DC607283D7D43EF3D5FE03EBD5F88C5BC39A1A9BC95F5713E5272813D939436BCF7D4093E0D8C0E3D81C1833D58F753BED47F5DBDD738BABD2799ED3D8F6A4C3D88180EBEEA26A53AC6B4843DA339603DCDDA423C0AAA0F3E020FDCBD58D5F6BD4A8EF5BD28E7F53DDBE4BBBD39A48BBD9C76353D766ADABD3D6D1BBD2A27E23B3F8C1EBBF4188FBB78EC4DBDF6B08ABDBD69FFBB8639933D96B0D73D4329F73D87BB013E092A873D26AC3E3EBD66E03C5419F7BD9FD56E3D386BF33D6F6F7A3E958BAFBCF6CE4BBDEC67D5BB3C22523D86999A3DC2A78EBD1CDD1B3D347114BDFFF97DBC6DE0803D03B6533E9BE9E93CFA84A3BCEEC6BB3DB103B93DA4B6C93D3C0A023EB0DD863C7969EA3C7521E9BCB7AB9EBDE301CCBD29DBA8BCFC775EBD9C7DDCBD59511C3D1E7889BEE4DB62BDA91EC0BBB0F5213D674C6FBD6502EEBDA82F25BD81F648BDAC6F1EBDE22F46BB196305BEA06A713D068FCFBD0198AEBBAB22BF3DBF132ABE6F44BEBD5EB7B6BDCD7DECBCD7EBD43D4B4FCCBC07BDEC3B231DB6BDEE17C63D1D8B78BD9BCC183EED31E9BD1E511BBE78A11EBEDCC085BDE07BA3BD5BC0FFBD89EF863CC2C91FBEC4238E3CF257E2BD9F1D93BCF4728CBE98479D3D3A473D3D735351BBA01043BC81757CBD91AE84BDA00E1C3EB0FC41BD838F36BD1FC200BE5057133D6969BCBD432C703B519FF73C175BAF3D07428D3CE374133D94D1D2BC772EDD3D949ABD3CE10B783DD0D38E3E126FBC3DA7E0A9BD1EB3693DE38091BC635421BB223910BEFB150EBD097F9EBD176527BE3A40323D80AB0B3E8541683BFED92B3D5C93FFBD4DF5DFBD14125D3E2A2B1EBB6E0F143B592CADBD88E0CFBDEBD344BE458513BCB07CEEBD55F0A53DA0FC2939F61B183E6A90D8BC459C3DBEEAABB73B4C2D473E2FB8503EA6A4393D842BB5BB05DB92BDE9AF123D3DCBB03DC85157BDC0A0433EB4DEA0BD8A78CB3DE3C69DBC627CE43DACB014BD96077A3D7112F43A33F57C3C712A10BE48AD343D44EF933DA1A9C3BCB8B5AA3DB86EBB3D888B0D3E5F83913D88242E3EF0B6BFBD6F21163E4AB1CCBCDD9E9B3A0F75963DFB2AADBD6D04A5BDFCAB0ABD24D90DBCAB590DBD253842BC2CCC773C9655F13D97B06ABD7E6B7DBD7D38353DA71B913DB5DE22BE5C5688BDCD9C74BC08BDDD3D8EFE3EBCD7F51DB98313C0BDB691E5BC3D90193E3A63A13D525839BEC9C382BC40EC163D639D503DDA44B9BD9B819DBD2C44FDBB6D21083BE9C1013DDB8909BE91D0EF3DE5163A3E90E7AA3A760D4BBEF2AE863CA429BEBDA5D1423E317604BD7703743D45CDEEBD4F23493D80D14A3E890D503EE15633BD9F00FABD8FE3873CC2B40E3E43D72FBB959A29BE0B69C6BDC57BA6BD1D86FCBDD3DBEBBDE511DA3D094E2A3C861DC5BDB3745ABD240EA43CDF63D1BD3FD7733DFEA0CC3C66FCFB3D405EE1BD7C0745BE92B5C63D7F46033D82806DBE86A29CBDE7DB7ABC1E14173D34D7B8BCD166AEBD2A2ED43DC979DDBDB1D323BEC4D21EBEE109C23C7F6194BB32BE533D840A45BCC39FC53DA128333D97B00DBCBA3C183DC89B653D149F54BEE49C94BE8855083E8556FA3CA2CCA53DBE476B3E7E44CB3CCB06BE3DDEDC9D3D0E10A63DA4FE11BE18A42F3ECB2017BE45D20F3ED8DAB7BDAB498BBDE67B193D0E3130BC067342BD09086C3D2F5C0BBCF09D913CE93BED3DF0ED463E9069A7BC2B9B2BBD5C5E0ABD2081853DA80C35BED509CCBCD4D57D3C307DB5BD1C3DF73D21FFC43A7F121F3E3BCEB93D4E10E0BDB26202BC2CB28F3DE5B0A4BE5E5135BD917C4DBEFDBD57BE8432013D7359DEBD6B6F4ABE4C6E04BD7F4817BECD11933C6DB6923D485007BCFD0CDABD20DD823DC7AEE13A9A6731BC9F45933DAABFFBBD0E6A26BD13EA6FBDB87DD13A053B9FBD9F4080BCC0AC693E834695BDA0126DBDBB431EBDF46318BEAD72D03C6AF5EDBCECF7CFBCB37E43BD36CDD13C19D7FD3D155198BEB59BD93C8C9202BE5481FC3DD26D32BE122982BD520EB7BCA9B4803D0AAEE03D8597C9BDE5766D3E3139913DD25D2E3D3099343E20ABB83C9DB7213DAD502BBD39533BBCE26325BDEF39C33D8D22A7BD2156913D113E2BBCA11E613D6EC7E0BDFF9589BDF268E63D5F1F073EF10982BCB254BF3C4415ACBD5E5E73BD8CEB8FBD19B1433D0DF1A9BC6845253E2C3387BD98E5F93DC58A11BED7FE063D2400203D09BD813CB34962BE5CAEFEBDE15F7CBE235A083EA44C8E3D641B82BE70F1B63DF64B58BD56A1E4BD862B5B3ED5E1AFBDAA242BBC914DB9BD9FE324BC7878C83DA9B53E3D457EFBBDD1FD7DBD8187813DDE7C51BD0773E7BC0E7A483D25DE873D0CA9FD3C0F5E043ECA12CC3DE95B653EF03F783CC08D7E3D64DABABC8E544BBD7E30F83A9C2B3F3BBC171B3D25BF12BE99C143BD921AB73CD3B63C3E755B9D3D2B6107BD55A7BBBCB2738BBDBA336BBDF182583CD2C177BE8EF435BD7126C1BC8AA5713D3D7B75BE64FD99BD0361C23DA25724BDB0BCCCBC37DD02BC4822A4BD28496E3C0C99BF3D8FE7073CA296DA3A4FDE52BE80C6943C350ECB3D9DFF6E3E56D12DBD3759A93D1E09A53D4F183A3DA80F363DF3EC05BD14875BBBCC821C3DA0A40FBE4B62B33BC789103E1A39BFBDC09127BA52E3E6BD55B3193D1F6B113E8963F43B1AF225BE9BB019BE59EA2B3E24A3273EA75E0EBEB74AF43D283AD6BDD36E38BE0DA5B9BD861817BEF0CFE2BDDD73F9BB85B78BBB33DC89BD70F942BDCA88283D557ED33D5D7015BEC3C2D8BC1D98513D5FF53A3E62AC3A3B60C9AE3DE5FAFDBDE100C1BD8D91D9BD021D81BDB8DCF1BD929776BD1CD4AD3C1F9D213E",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_3: "0x040000008150853DA31B723D47940FBAFD3749BD931A2B3EB6D045BE1972F4BDB859B33D279BE4BD1A915BBE30908DBD82E07DBD4EE3B83DE723E5BDA9FBE4BD99581EBE7882EEBD731059BD31D73F3E5382BBBDE03BB13D8EDDA03E4BB67CBD5A1F9A3EEF76003E27F0AD3DFD7B20BD650456BD7F4923BDFFC93BBD361D15BD73001D3EA411643DFE51FF3D628C323C724D153E2A0C06BE0871E73D67078CBD049473BE58E9E63C010F493D9001CE3D70BD83BD42AF883E7ECC94BC5DBF283C3D94213D42C1FF3D99499CBD9672353D60FE0ABEE74C13BE596B3DBE5FB79F3D7A0F0BBEA90EADBD43B0BEBD3A07783D50A6503CD7DADA3D78E312BDD5A8FD3D2EF9D63D719E3E3E020E293EE958073EA7CFF93DE831013E2D031B3EAE574A3EB406383ED450C0BC48B3F1BBBA4BEE3EAA3F3C3E6BEF21BD39E99C3DBAC636BEFCFD3B3DBD18D03D518756BD2445EBBC974E3C3CD681403BDE86853C03CFD0BC4547113E7D0EBD3D76E2393E7774583D7B2C58BE5A87413E2F576E3D50B726BD0E718B3D13006ABE21FC44BC3E19243E5DCECCBD4406EB3C5410863CD30B293E513A823E085B123C4E9010BEF578253C938D1FBE8762D4BD87C4283EB5B3DCBDE1DED7BC1F8010BBD11EEFBD1DDAC53D19EAE63B838FC2BB7969273DF2E221BDF13126BC0FC3163DA059583E9FEB65BE002134BDB467093E9DE0943D427A1DBCF2BDBD3D883F6B3D789F2B3E19AD93BD45B437BEE53E393EE0D1F03CDFA1023EA50B283E878DBEBD2CD9ADBB557646BD6ED268BC2C9D9BBC14B6903DC038023B51CB40BE3716A3BD11F027BD1F02EA3D52D3A1BD5CA40FBE3BB8E63D67C2CEBAC925943D4B78B63CD671183E9EE456BE68F47F3D7787B33D3B28B3BCF8AE38BE3F565EBEAB138FBDE9D27B3DA8CCE0BC888E83BD2A397DBE2A84E73B3A1109BD10ED2BBDCBFA133EDC8D243B680CC2BDA65C1DBEE123813E99A6573DC9358DBD87FD093E4BD9BD3D4FF8C23ED868BBBDB6239F3CB12148BD08A9603D1940A2BD80EEF73CF45D5BBEF2AE1B3D1F5FD3BC4E73D4BDCF971FBD9797B33DD247F0BDB4492E3D5E649B3D6DB3433E4590BEBD29B8F43DD14553BEC86C5F3E8F1043BEA461AB3D5D9464BD6493EEBDEA4CD63D36AF52BDC6B101BE6E4BCE3ACD1794BD30FB5C3C5CB498BDA43E0ABEBD1433BD01B21A3E171A91BEB766093C1314993C40CA8E3E868E31BE679E82BE57E1413DC05F1BBE98E633BE160E543D3665E03D084C5A3D4D0CECBC9757013E4DCA093E0C1818BC8D88073C0F90B3BDD37D063D2C79123EF564893DEAC9D1BDDDCFFCBD64A4F1BD54DFAF3C8941AB3DA4EF66BE86DC45BD19C4553EFEC16ABD45B6293B6486E4BDFF92ECBD9D6C07BDDE92AA3E38D927BE3396A63DC1E2A33CDE9BBF3CD5740EBE7BD6553DAF840BBEB297273EA5113C3A1C164FBE30918EBEC8FB80BCB30B113DD462FD3DA0F509BD89CE233D0EC2323DF80D22BBFCB8A23D9C6C1C3D667BCE3D3AE0AB3C9B15873CC842153DEEFD06BD2D6C97BD83BFDEBB3CFC823D883BB93B258E08BE3B7844BD2A0F03BECD1FA2BDB820153DAC87B0BD9479D43C5B44493D518FB33E2C2A373E4A5F20BEB94A133E6D650EBEB97506BE8F1FD13B8FBD7B3D2358223E8B81EE3CC83C793D58C1363E27B54FBE3F979FBD9F59DA3C59DED53D69B6A73D1D972E3EB10C8CBDFF896DBC531CBD3DD6E9F0BCBA2E1E3DB40DD83C847517BE770D5C3ED7E0A73D6310153DF8E5AF3DE403893D266C2BBE3B86733CE6DA94BD788F1DBEDF3AE23CBEEEFE3CD316713E0086A5BD9E7DE13D7E3A6FBE1A5DA33D096AC4BC9532B6BDB5F08FBE64BD24BE8A2754BDF704F2BA521FC0BDB4F4C43D71AE2C3E20B1A0BD4FAE64BD99BE5C3E964848BE4F40063DE087A4BC1A36213AADD4AC3DF787CB3DE55382BD299716BE4CFC8DBD826B37BE1C7F543E8171A73DC5E410BC0528DD3D42EA53BD06E762BEBB505CBE5D3A2E3E0BB21FBE63ACDC3B4FC5843E2422063E9F34F83D8F46EF3D811715BD5257A5BC43CC83BE2D56163E6203483D75532E3E6A0CA33D1C9D193EBCF28D3C29F95D3E2E0E073E07AD213D61ABDF3CDE51483EEA13FFBD37EF24BE3F09EEBDF923A6BC8142BD3D7AB11DBD6064DC3DD8FE7BBCED61793BD2DE543D98CE7DBD551D0BBE9207C9BC51E9A63D6DC4C13D21D881BE817059BE3B1A8DBEEE51ABBD151608BDC35FAC3DDE77E5BCDF623F3E5349153DB0A40C3E2749A3BCF5D7813D9C57CDBCDB91033E13F626BED672393E755368BE7480873D3E270FBEBD1A023D0AF1173E536CAA3DF4559FBDD37AAFBD9991433E3AA7E3BD4A4B2C3DEEBA76BC349FDC3C9AA3C23CECD85D3B1CB691BDD832F53D6FE79D3D40CDD53D3B34443D94846CBDC02583BE1D7D703E9A384A3DD742073EFC4B0A3E9403AC3DB54525BE2C40A03D75CC183DF658863E7FA855BE1F4E97BDDE0FF9BC01F8B9BD8AF9973D535E2C3E4650B1BD9C90153E3D81183EDF240DBE6885303D30CFC33DC11AE1BD4F8215BD5C8AB83D0BA4093C2F616ABEF6A731BD92C27ABDAA57343D1DFC32BEEFFAC93C5FC89DBD4DE5163E13DC34BEDAF4F3BDE3D2233DCF0A20BE4C70B8BD0AD9633C12F5E83D726C0FBEA7ADA13DE17B29BD89A9A93C887806BE7D327C3D2D221A3E379957BC18FB64BEEA30FDBC710E62BEB2B722BEAC81393B84424C3D47D42EBEA49D8CBDBF2CBFBD7B9BBEBCED4C29BED8E262BD024E0EBE8576CCBCF60E193C10AE203EADFD1B3C47C28CBEA5AF313D0102893DA7A3083E8B5E05BD3D86F53CEA8FC5BCDD413D3E2CDB873D2097943E13AC99BDC10A89BD4F25813D09653C3DD4DCA5BDAC9A8FBEEA712CBD6F6DF7BC3A2CF73DE902F63D1F295BBEDB15F5BDEB17843CD65F22BE445DF6BDEFBF9E3C8DAAAD3BF7AEECBDC43D653DC7B4CBBC2EDE19BEEFD004BE51B2373EBBD232BD4B6B58BD654C38BE5690B3BE585BCF3D62A29B3E8B1D873EABAC4E3DE0E0813D5506A0BC73201F3D9AC7373CD783103E52AAE4BD005951BE8E59083D382A50BD66EBC1BDB79A8B3D06A43EBD006EC43DD0F6B3BCD989B0BB67FD7DBC6896B63D7DD7143E24FFBC3D29C6BB3DBB1A253E3B90AFBC412F8A3C61105CBE1B71F83D0ED62CBE2BD67EBD8165D53D761B193E59E2043EBBCBE83CE2013EBEBA40E43DE7F4893D9F21ABBDBAE0303D2F6C153ED7F3013EF08E0E3E9F47513E60F6D7BD3CD5DCBDBE451EBD25AA65BC34F50CBEAF08103E162B18BD5CE07F3D6E551A3E09C6ACBEF3711E3C9097F8BCB7257DBECE8AF93CC69CCA3C6F518E3CBE0106BD1EB54BBE1C42C83DCD1C963DCD8EF13D200A4C3DB5F54F3EF0437B3E4890F1BC1C1E473CDA49F7BD65328ABD7B5D3B3EDFC5BE3DA13F62BE2BD9263ED89D9ABCB4FDEDBD7840963DC20AA3BDD084B7BDA8F0D6BD6147873D1606843D2F25133E2CA82BBE4E6E643ECE87243ECE0C133E30EE5DBE84C8253DDBD2FEBC239B5A3CE3B9F9BC4A5CE4BBE1B64E3E30E5B03D7733D23D0EB209BE946F85BED42430BEAB36E4BD839660BBFF27ED3CCBEA143EF2F6183E45B7933DE5416C3E3260EABD11234F3EB2C531BECF3B083DB193E33D3C2C4D3D27088CBDB34820BEEA45CB3DB8DA5EBD627A83BD90819F3E2742FC3D55BBAE3C3EF534BEF0AD17BD3A9043BDA6B8E03BCC2BADBD1138E93DF085EF3C01D7A53D1E25E43D27A7D23D6983C13D90CA88BE759E0D3EDDFBB83D5AB6AA3DB853043DBC6924BBE8DA1DBEAF7151BEF8B92DBBE29D38BEF716463D5BE30F3E3EA407BE9C22B9BDA4E2DC3D513275BC217B59BE6E5549BEA0DF213E0341813DCB4420BE2333A73DC95038BD2EFB83BDAF5A393E4BE5403EEB48DD3D4E2898BD2CB884BDBA6FDABDE72D4E3D1A998FBDAD59C23D304C25BEE6F00EBD93B5BABD5FA1263BDECA11BECDE7DC3D8EAEEC3D032D023D5544BF3DDFBF403D128C073E8338C2BD6E11173E5687B53DEFEB05BDFE6CA1BC4599EC3D48863F3DD101C9BCA63D283E7EA36A3E6025CABD3B1209BE5C0542BEBC1FACBD864AE83DE91CF9BD94EBC6BB17F11EBD304FA33D6D8C3B3DF7C5C2BD198A2ABE66917EBE519C6FBEBABAB73DC146BABE43570B3E8C7756BECB3B65BDFAA8383C14B9A1BDE4C65ABD6A160DBD328C25BDA90747BE9F5B993B052C2DBE3DE2FDBC754FE13DB67BA73DD87B53BD51893EBE5113A13D19FB8F3DA54D95BC2967E23D9C9B453DF6828F3D2541193C5B19AFBDAC6109BDDA3BB2BDC9FE463DEB26C5BC8CCE0DBD8AEB91BC6E9C82BDDC132D3B89789F3D09A5BE3C35B08B3D143AE1BD2FB937BDC4ACC3BB5818F0BDFEC7A8BC0AB7963DE69B41BEC7E139BD06DFE0BD1C67243EFFCC3ABD886EC03DE42AA2BDEE7DCABDBD61953C964A483E7BBF883D74916E3D629E573B69ADBBBDC6F24C3E2EC26ABEA8780A3BEF70D1BD2DBE3E3E8385DEBDC4EE98BD2AA4D4BD41CB05BEF0E379BDBB218F3C5401863D34C78A3D932A33BE118460BD96C3063EA1F67E3D1D01EABDA466883EBE467ABE8B4CA43DD937CBBD62F87BBA82B3C2BC044E98BDBABF473CBB9713BEE9A01EBEAA94263D17E1D9BC0E77BF3D5184BF3E20F90ABE6D83D6BC8DE6D8BD38EAC3BD782577BEF10B263EDD93C33DD3CCAA3B9D3A223EC71619BDA34932BE3A5B983DB1E544BE9BC46DBDE45E773E5F08C33D1BDAD43CF62745BD75C1A8BD05B1C53C875CA9BE4402243E6156EEBD5A37B23B73B7413E6E2C2BBD03E1013D95F73CBD9749EC3DE389753E822BA0BDF2A02CBEA9A3ED3B1C02323E0B3D45BDE1A4833D6980C4BD5F8DD03D7E39EC3DA82A3EBE4EC80B3D64547CBE255AD5BDF96B2FBE021B113EC519C13C65D81EBD5CAE0F3EB431B03D0E72553D2803E43AE1191B3E6878D23D378E30BB8286A8BDB843053DB08FF63B798C2F3DEDA889BD956E143E2A4EEABD438A9B3DD093FF3D29DC96BDDACB923E4A0E873D54F9513E0936C8BD4D6B4FBE8AC783BDAA3029BC231AF3BD2A229F3EACCF953D39E712BE95DD863CA2B684BCDA7B74BDB80C123DEC1C873D7F980FBC0D9994BED7D7263E50ADC5BDEA9FB2BDF95B3D3D1DD1DFBB6661EA3DC5097CBDD0919E3C6D0D10BD3477883D4CE42BBD7C6333BE2B8BBB3D0F13DABC641330BD64DA04BE51E1C5BD6D5AA73DB2B302BED48850BDF4C00EBECE19523CCC2F1ABE8E7E10BEB5111EBDEDA41D3E52C8773D9D14B4BD06A26BBC70DB7CBD45B005BD9265A5BD997A54BD9D8C9ABC6E6B4A3DD5697DBE96AC62BDF64D2CBEA85FE43DF6E4313EE085F83C1D3EFA3B842E59BDC084193EFBE91B3CC748B33DECB5EDBDC422163DF6D0C13C6BE9A0BDD30C95BD65993EBDFB24A13C8843573E4B644F3E1F3C0C3EB2E9E63D6EE51E3E6E03A9BE20A72A3E56D41D3DF931A0BD2E6CDCBDC0DCD7BC128BBA3D2270CF3C65820DBE828835BDF63A703DA3A8CABC90268CBDF05B593D7CD268BD24163CBEBB831E3E0D40A2BDA5FA5FBEA3A29BBCB853FA3D57A90ABCFB6A1BBE6696B7BC48C59F3D38224DBE9159103E390D4A3D269202BB1A88CFBD1305CB3C6F72003E2D12F53C923CC1BD72282F3EF2ABABBD87D90DBEB882EF3CA35FDABD25D463BDB356B3BD3BBFD53DCF53053EBCA14B3E37CFDF3D3C29573C7A34D7BB920512BE33C09F3DA57A5D3EC76B9C3E41D0F13C0F5E0E3E0775CCBD99861ABE9FAAD43DAE49BABD2F0917BE86E0D3BB4EE70FBED07D1B3C763468BDBC9523BE723788BE",
      torch_tensor_2_4_8_torch.float32: "0x0400000040B0A73B1E75B83D9F64233D729DA73D4D26F93C6FFABE3D535A753D405D7E3D766EBB3D2330113DD5AD833D33D4BB3CB13C853DF8F5793DF0916A3DF3A3443D8C18983DA5BF053D5D88B53CDA0A183DE2E1923DE757D73BCD98E53C1A454F3C37FEA93D1363AB3C2727BA3DF38E723CDD8F073D8338FB3CE8DD8D3D865FC53DAEF48B3D90BB5A3D3D9E8C3D13A91C3CEA86783D8AD0833C276AA23CA3D2A73C91A7C53DAF44813D13619C3C129E403D673FEF3A9715833D6028913DE035C13D39D98D3DE74DEC3B779B233DD76DC43D4356F03CB783AF3D4E60853D2241A63DBC6FA63DF363B93C68AB903D0D36753DDA78543C6360CC3D641C8A3DF3AFC33B",
      torch_tensor_4_8_torch.float32_2: "0x040000006784913DE01F433C96C2CC3D758D0C3D3F04AE3DCD76913D6323AA3CEA189C3CF9B9893DB3B8BD3D7B421C3D40AC9D3D9CDEC43D706D123D5EF1C93D1278053DE2374F3DDABDB13D5092C73CA504A43D82FD463DEA59813D276B753C0893293D5780F53C013FC23D07DC893C34AEB23D01128A3DEAD2AE3D739CB33CD035033D",
      torch_tensor_32_4_8_torch.float32: "0x04000000BDF2B83DD7BED63CF87B503D5114913DAA6DDF3CA7DE593D83171E3DE003A93DDD467C3D0DF9583C12564D3D5C24B63DFF728B3DB5D6A13D2A3B893DE16A9B3D87CDB73DA25A2A3DB650823DC5D9683DD16BC13D2D36B53C475F3E3CA372863D85FFA73D7593923D2F96913D6000713C920F943D2A6A3D3D0D4D493C5AD3AA3C0DB5963DA3878F3CFDB6183DBE09B23DCDC2863DA2249F3DA02D113DCDCCFA39474D5C3DF59EA93D9019993C207E163C631EF93C18A3373D6FFDBE3D0DA27E3D3CE6A63D9A3A433D9773C23C642CCC3DE544773D2D941C3C1107A13D8BBD883DA040BF3C5F1A5D3D9A6B5F3ACD80F73BF8CA313D72A5CC3D3F030F3D1FF07F3D00B74C3BF643A53D9767143DF6F88F3D2ECFC83D082C4C3D8F60683D27226B3CDAB0AA3C2727313C6330D93CF3DE513D3DA73D3D03B6923D9D2D823C3BE8BE3D67E5833B0DA3903DA08F1E3D077E5A3DCD7C133CBD59613DB3163C3C1A14F83B388A0E3D9326853C4842053D573FB83DEF12723DB8E9843D3B138D3DEBE37B3DBB55913DC09BB13DEF6F623D69CFA43D0B78943D5816303D6057F53CF904CC3DB001B93C6151893DAE35833DC0A5003CB768D73CA629923D532EBF3C7AACCF3C0064A33D1AC4783C704AB63C2B6BA03D876FA33DB60B8A3D87A2E33C9E1D8A3D7A2C5F3D6769233BDA27D83C8757913D05EE1E3D78FD003D5084413DC7FF893DD975803D6037EC3C1A38403B78FB073DF375C13B00C4D23C8B85B23D43D9943D5FA3133D5F12863DF31A2D3D1F87633D5A4A8C3DCDC5163BED139B3DDA61333D6482BD3DF764C33C0DBD8D3CE329CA3CE8986A3D937FA13DCC04A63D9DE3BA3CA8BDB83D074D413D5382A43DC346363D1DCEE63C60B4F73C6A66063D054D503D73B0983C9352BE3D47DD113C6DA0993D501E123D4A00BC3C78F3533D031C243D800D1A3B2020463D28F7B43D6CBAB13D52DE433D939FB33DFF437B3D609DA73D8DA0A63D96259E3D6FD4A13DB342EC3B4D857E3D9731293D33BA813D70E2CE3C1F04CC3DE54A103D7F74933D3330BE3DF347043CED9AFF3C0009223C56D7BF3D50D9A33CBF75B23D08A11C3D33A1123B4038B83C10C92F3D8037C13D00A3413B1D8FC23CEEA6AE3DEDFE013D8DF2E53C3BF8873D4A33C23C2354B03C9EFEC13DD71C143D0F77233D1A02D13B2B7E6F3D7AA5233D47CA9D3D3A38673D60B6AC3D03F1B83DADBA5C3C4D54333D6A789C3D3121BB3DBC1CB03D51FBC83D67A7F83A7320033D7D48313DAB9EB53D7A69BE3D3358A13AABDF203DF024BF3CDAD6833CADDC833C8DD9F33B07A3B23D7F2B453DC3B9AC3D2D94553CCDA9A73DD546433D0C51B23D91F7943D8B283B3DDBD0A13DF57B093DBB206D3DF0DD693D757E503D57D7383DBBA9BA3D4F7F673D3318873C62DCA03D77B7883CEF48AB3D2816C53D58A4023D02A5753D110D933D6F9B843D3A11143C7313C13DCD37A93CE0EE873D65EB143DB3CD633C1050863D20E10C3DCC41963D62EA713DA7A8F83C2A596B3DE921BF3DD7CC7B3DC0DBE03B7A88763C0A93A23DE7125C3C4CD7823D02948B3D475FB73D56DBB33D65C5843D0105943D953A4B3D97BE553D151EAB3D77DE8A3CA0EFCE3C5A1C6F3DA07E643CA017A13DC71AAE3D202EAB3C1D37C53C9062A63C6534A63D8764D03C98181D3D3352893CAC1A813D5BB63F3D5341863D1534303D35A0903DB7CC2C3D45DABA3D13D1113D5E4DB93DC264463D82EA623D4357EC3CC320873C304CAE3C3A5E483C8B80A33DADF6973D52C33F3D9DCF973D86BF8D3D6756BD3D67A1C03D86E5C73DF082F13C6F89BE3D67961E3AE4F18B3D1A11A63CD4C6AC3D45677C3DCDBDD03BFA357B3D6A7AA13CD698C03D08900F3D73E5183CF754DD3CCFE4C33D00BB7B3D1AA5813DD0E0B33D13E30E3D83C7AC3DEA9A963D0216503D817CBF3D28533F3DF05DA33C3393D23913BB803CBD57983C2C618A3DEFFC903DC3AF173DEF4C5E3D534FC03D5703463D1C21A03D72CD893DA3F0C53D774FC43DC7B7773C6333D63C3ACFB83C0701F03C3AC8473CB3A4FD3B79FDA93D929A943D8EACB33D2789283DE1A0983D9AB49A3A234B7B3D77DA343DF2C67C3D0A591D3DD0898F3DEDF9173DB3D1073DAFBF383DB56C2C3D2D53A13CE7C8C73D39BAAF3D5894A83D033EE03CE618AE3DA755743CE3C2B03DAF78363D97D12B3D20AFC13C481C513DB34B4C3D0BAC443DF86AA13DDA8B053C7049903C5080DF3CC06AE33B4713BC3CE5B4AA3DA323803D6A81913C5A34A33BDD87A93D9A4F3B3A67E7A53DBFB0AC3DAD5C2C3CD8B7813DDD0E083DD7240F3D1F026D3DF31C933B4DD2613C4C0E8A3D9F351A3D87AA3D3C3BBA463DD816503D6D5D8D3D5B1AA33DE76D2B3CE70B003D03B4C83DBA91153C0996C53D8DBACD3BB3C5AA3D8AF9633DCD05F63C0F3D1B3DC0C8893D1555423DD22B933DDFC7C63D0DBC4D3C9B3B203D8789813CC726D33C1885783D2DF7303DEFD3533D68150A3D35413A3DE7BA973DDD477A3D01ED943D5D06AB3C25C6823D07AD8B3CC23A713D157E0A3DB0E6FC3CCB86383DDA74913DD32CCC3D3AD1E53C9AFBCB3AED2AED3CE8888E3D4F85A93D371FAB3DFA96323DFB5D683DEF2FBD3D8060A93C5994853DCD8DC83C2A07333DBAF9433D0F8A6D3D2F6CA93D77A0EC3C9FEE2E3D9581003D30322F3DFB87B43D51A7CB3D60367C3DB74A0A3D1ED0973D3798A03CCA07983CF54EA73D0A8B193D9A99E8381D5F8F3C772DBF3C4FF7CA3D82C3713D6003F93C40E07F3D049A933D70FF6D3DC713673D5D4D123D012DC43DFCC2C13D7A3C923C913B8D3DE1CDB73D4D45043CEDBCEF3C535B593C9876AD3DEBA9CB3DC07E1C3DA081543C275DA13D5F54543D1057573D2A4AD13C3A1B023D82A4B03DB6698B3D4D901F3DB2C3503D0F71743D40D61B3D5A39B53D9C609F3DADEF243C3D86973D38549F3D80C93E3CB8134E3DBDCC7D3D6A88343DCD48683D3B98813D0D04D53BBAF34F3CD31D8E3D5B659E3D13BD603CDD19AD3D5AE6293D28C3AB3D78C2093D7391863D65FDB33D46669B3DB3EC213BE57E1B3D1A79FD3B1FF0773DD7434F3DDCDC903D9BF6023D4BBA303D66A8C03D1052943DBBBF323D7FDC2A3D5D41F83C55B9BF3DA54D3A3D37585D3DEDA93D3C5900B93DE593003D463DAA3D804BA03B8A07AC3CD271783D7362C73BD2D1CA3D9827A63D8FB3C53D278E783DB3544E3B6DCC603DADF1943CD355A93DA071213CEF4A253DE7F4533C4031BB3C47F17C3D57DD9D3C2668B63D33DCC93BFD50133DB33A653B452DC53D9F45493D93D9A03DFB92133D47F6043D36FD9E3DC1DF873DBDDD5C3DE79CD83B3BF0463D0755D13C961FBC3DC713963DBB5F6E3DB312133B9C12C93D0BCD633D1A70223C7AB8313D5D77AA3DE8D1603D3371A93C0721DB3C9347CB3D5FD4223D6B17693DE7E9A13B2D526C3D79EBAC3D47A1933D16D5C03D7500833D7358B83DEAB7BA3C6D0F3B3D4D30453D6D5F3B3CE7D5113DCAD8863CCFA86A3DDAFBAC3CE354613DF0199F3C3EB3B33D9203A43D8FC8B13D0B199D3D801F3E3C8723883C1066943DA72C5B3C0BA6AB3DDCFB913DC765543C48EA853DA7EB963D118DA63D9A61D33BF30E1A3D3D1A3A3D3FD1003DC517643DCD41483C8B7E933DDF499B3D1568623D90D4D93C7FB7763DFD74433DDA7C633C266BC83D1A9C343BBA12B13DF8DF133D8631C23D579AC73DC362803DF843213D7123AC3D18FBB13D935A4F3CC028793C5755C03D0012263DCDD3E93A2DDA9F3C3877163DB377593BE2BE013D97BF873D1D50893CBFD9273D40F17D3D8B56C63DFD3ADC3CC887A93D8036283D97E49A3D842EC03D27FC2B3C5753C53DDDF7A93CDA72B53BA08BEE3CADA4173DD8E4683D9035053DCD18DB39D76E7D3DE095523C429D1F3D7C8A993DDDB26A3D72CE0C3D13194F3CAD52CC3DFA896A3C2DAB5D3D1968A93DD2CF1E3D709CEB3CFF5ECA3D808BEE3BC2BB1B3D07F5423C27D14F3C86E8C33D4786733C33E4B23DFAD98E3C7E36C43D7A30033C6867173D3F38B83D5A30B93BA2B0493DDAB08C3DBB70943DFDF3363D47BEBB3C60B64A3DA386963D533CEA3CFA4C6A3DAD01833CDFEAB13D82D4743D8DAFC53C66D9CB3DBF129D3D00D1403C1C64873DC05A963CF694C03D078A613C8F28C33D8FB8993D62FF293DD715CA3DC30CD93C22EA403D8B6D813D6BAEA13DBB35B53D9A735B3BAA7A7A3D94D5AE3D8D6E083D72AE7F3DC2FD4C3DD8053E3D4A0D3B3D33D16F3BD081943C9CA2AF3D17C2C83D57A0303D24F4B93D0A96A83CB412B93DFDB49E3D66A2853D87B8413DBDAD383D2892963DB00E2D3D53EC923C937CA63D07C8933CBD7FD83CBC36CA3DBD67863D58C7943D0F70B23D6DA6FA3CC00CCA3D9D49863CC3C6593D0D62643CCD84293C8285643D4B7B4E3DD878A83D0762473C553A8A3DB79E2D3D600C783D7B5B263DDDF4793DB36F4D3D9AD8D43BE7BEBB3B07A6193DCDECA53977FE1D3D50E69A3D9218B23DBD90643DF2E5753D2A6E9F3D2A46363DB0A44D3DAB573E3D27D4A03DC5FFC23D3368333DA316C23DBD81993D996FB53D9BBF803D7334393D9F4AB53D32EE823D38684E3D3E58C83D2DA4093D22998A3DC2073B3DFF7D133D57A0823CA818BE3D00CC473ADF6C813DBBF2A03D33B5A93AC7E1CA3DC783653C8973983DFBA8933DCA61523DF25C833DCF5E953D3837AD3D6B52403DA004653DE77A5E3DA7968D3D8336883D617C933D2D7B153DA8D08A3DDD41243DEC89C93DCD642E3942A22B3DB2602C3D220B903D7B2BC53D47FCA13CB3ACA93D977D3F3D7374D63C47D44C3D4ABF723D6F453C3DC329D83C98F09F3D7CA0903DAFDF8D3D1A73453D58D67E3DE50B053D10498D3CCA4C843C5BE1B63DFB6C013D2A169E3C073FA63C3B2ECB3DB52A1B3D535DA53CD0C3D43C2249C23D9BF4453DEAA39F3D1BDD9B3D139E933D2CC6AF3D73AB0A3CC6F89F3DAB7AB23D7E409B3D6D2ECB3CF34FE03CCD93953AE7FFAA3BC0715C3DD4EE833DE8DB993D00D1573D5029BF3C4FE4453DBF47643DCBB0C43D7FAC8B3D6708693D5DE4343DD177983DDBE6B03DC7BE683DC7AC493CFF37C73D6BD5293D4D92B03B1A564F3CCD55C83B02068A3D4A43B63D93397C3C6DF5EC3C78C3513DA59FC03DE7C60B3D4ADE973D6DF7A83D97B0F73C308F893CB7FCF53C9F30BB3D2727A73D28D1A83DC74F5A3D795A973D40EB273DA32CA83D730FED3BDD70CB3D952B863DBB10753DEA95F33CF343763C329A483DEDF6633CCA8D633DCF1F913D4591BF3D5390053C3366BA3C56389D3DF9FBC53D68B1923D277DB13C5374063D90E79C3CE80CA23DA787D13B53D5033C2B92BE3DC701003C0760DA3C7F2D183D734FA33DDA60C93DC39FA53CC0C04C3C6B937C3D9BD3833DEE9EA23D4800A13D9A88973CF545763D4D1E9C3C55B3AD3D1055643D7204AA3DC0A00C3D3341063D8717593C80FD543B23C4A73D9188AA3DAF4DB13D734DF43B81F0983D33CB2639464A8F3DE689BF3DBACD7B3C406D463CFA31463CF7FE4F3D8F855A3D9C1E913D72862D3D5E5D953D57C6E13C579B943C9B7C423DA0B3C43D9D74963D3302DC3BC0C93A3D778C503DFA5C203DED79513D335E5E3DB0C9023DBC85873DD32BC73DD498993DA7D72E3CB088313D6BD9023DD0FC3B3D6609A13D55308D3D2FB2613DED53803DE406803D67ECEC3B0FEA1F3D33B2693DBA31373C6D851F3D14369F3DEDE6893CE817BF3D",
      torch_tensor_4_8_torch.float32_1: "0x0400000010D7263DB5582E3D2F51B33DDB77C83D47B6353C3372513BCDD9E43AFFE25D3D3BE2093DC25D9C3D53F4E13C8DE2B43DED02AC3CD32F623DB38A173C2F340C3D23BFC83DE8E2963DE73C5A3BF79AA63C73B2AE3D3BB6493D628D703D33C99F3D2780E53B7AF44F3C42EA923DD6EEAF3D7784C73C6FBC603D6794A93C0D73033D",
      torch_tensor_4_8_torch.float32: "0x040000005B5A103DB31BF63B7E10C33D9925C83DC3E4BC3D4D6C4E3B83FE9E3CE6639B3D80242D3CEFD96E3D8777893D704E233DBA3EAA3D869F963D8087F43BD3C7F93C0D3CBC3DCD226A3B9746F63C7073073DDBB83D3D8DBBF23C73DD9C3CA44FB63D0621853D5FB3BA3D5FBB933DDFF9083D2FEA923D1A2F373BAB58483D5FDDBA3D",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_2: "0x04000000685B4E3DB1F8D6BD0A2DE7BDD7B7A0BCBCC314BD79F7353EBA67E13BB28F223E199A52BC79AEF93B66A2953D77A2E43B2E1E743D9F66BABCC7D9133D8ECB1A3EACDFD2BDC46C03BE98F7683D146C44BD6462503DD0718CBE876699BD90858EBD9318573C800D2E3DF658823D7E62E3BD534ED3BD7BF1983CA6918B3D150410BE8667FBBDA2D670BD0AA736BED7A60DBEC0B04EBEDDF0A33D7A02E73DE9A96FBD2277B4BD592BF73D5A8E3A3CBFEF20BEB85ECB3CD61B373D7335093E079DAE3DB8A4A5BDE716E9BC7D9F7CBD1D7AEFBAF748BEBCAC72523EE887013DAFADB93CDFFD893C72B30B3C995210BBA136D3BD832E9C3D3355C8BBC81F46BEB7B2E93ABCB4273E21196E3D908F0E3E3750053C007202BEDEB7FEBD32B6F23CDB9A833DE939E5BCE73C48BEDF27B53CF84D38BE26225EBDF8BA2C3EA51F84BDEA7F16BE798C2CBEDB677E3C862DA93C9CF688BD76E9853E3532603D488D88BD649A0F3EAFBE063E14E4983DE8A384BDB97B18BE662CDC3D955E99BDB1896B3ED1184A3D59F9143EF231B13DEF768FBE0A641C3C42B6B23D6ABB3F3E7286BF3D5E5A42BD6D81613D51867F3E0214EE3DF368B53D92A81CBE46E20E3D6EA441BEC37A5A3D077BEFBD85F28BBB7BA5033ED76B423D2E239ABC71E641BECCC459BD453DDFBDEFE4683E04D3E13CE7DA403D8AA76BBD7CF481BA3A374C3D0CEE93BE4DE5103C5E08CABD85C7563D0E65B7BDFDE1C3BC8B9DD9BC34E01F3E63A06DBDAE620D3CF4F27B3D4D13A43C8B5D76BD97EC59BE1C3F46BE414E083E19A64ABDF141B8BC5E12E9BDA157E4BDC56D4DBE600E5A3D653622BE6FEB563C448C77BDBEF6A9BD886429BDA5FB9FBE3A08B03D8A2A4C3DAA6C8CBD816190BE5E4DC33D0C402BBE494FF13BBBF3BDBDD1539FBD120641BD0FB6663E894B9DBC19F99C3DDD5C243E06C2183E5E0284BB7C5CB73BE23FA4BD400F863DAEB11E3EB0BC3ABE02C7733DCAB9D23D8BAF3E3EA3424F3A023647BE2A872EBEE62EC7BD9EC9263E3AE752BEC973063E7F09E2BD6710493E898CB1BA510A9B3D41B6C63BB54ED3BAC3FB34BB5449993A0ABF6A3D4FC8FEBDFE098CBC3831AF3DEF706EBE6260623DFDFE3FBEB873893E409613BD0AF4253DE01A793C1DC697BC62F9053EA62C8ABDB1B3F3BDB3F069BE5EE43CBD797AD7BD2F9FCABD6880593D9CBA303D993008BE176C973E8624E9BDB5DCD1BDD2E1B93DA7A01A3D773E8EBD44C2863CDABC603C0410783E92DC993DEAAE55BE57D03CBEFA13AABD5A9408BD80C9FF3DA9EA78BDE81AD93C06D4403D16660D3EE39BCDBD561AA73C0FBF443E6386403E65EE743DB27F4C3E0140B73CDD29363E708DDCBD1D74A3BCABAB87BDAF0A2B3D2600D1BDF452123E98ED903D37CC79BC26C916BEE3CC5DBD7CC8A5BDF9A29B3D1681E33B4E37833D1DA49FBDF01B59BDAE5D96BC90EF1ABC31A310BEA52A23BDC678E93D8CB0A53D921B3BBDB45343BEACE56D3DCCF1963E634C0C3E823C183E8952C83DA5AC9C3DAE3EB3BDEF344EBB9B0539BE9AC7B83DA3B433BEBC97923DFF4EDC3D5F503FBE18C98FBDA1CA713E15171CBEB71E493D4EDF92BE939C7C3D12D6DBBDF5A8893E6AA80C3E0A3AF6BCB712ADBC3CB6903E1A7B0ABE42E37BBEE2E390BE7404A7BE6E531DBDA5F2FDBD1C21F0BC83B77D3D38A130BE75C0E9BCEF87FC3DF5D40ABE3651E3BDF4C2A43EC4DE88BD3ADE7E3CC832F1BDAA3122BEAB10AC3C5EFC043E4ABF163DDF998F3D1A52F2BD77D3E53C72D4003E94228A3E9458A3BD5AF9133DF2E12BBE97EE983D88F859BDD0CEADBD2647163EAD83363E2996F73DAA8F32BE1CA8FABCAB425C3ED50D45BE6B2834BD37E3AFBD50D966BD5DEA84BE693B9CBD6D5920BDA446883E3793013D11C286BCD1A9B23DAB24E5BD722033BD889A323DDB7593BD21AC50BE9F80463D88AE0C3ED172613DE8944F3EF11E8C3EDF6779BD803E223EBD0EF93C1FDA823DA8308D3D3F54293E0B73A13DD82A523CFB0C95BD519F903C4242BF3DD98C963CAA701CBE6A77B9BCA9233ABDB3F3323E88436C3B9033A5BD8267C13DCFA131BEED66803E21D4E03D966B1EBE8B7B5A3D066386BDFE61113D82B9663DB27234BDF33903BEC1CA1ABEC6392B3D8BD0E93DC2273E3E19CE0BBEE252963DE642CD3C8D6C55BE43621A3D25520ABEF442833EEE68073E4426343DBAF799BD20D7C63DDCB38CBDFC96DBBAEAFB29BC2F4F743D12B7073EC70134BCCCD7A53DB992B7BCBE1C8E3D2FF04B3D07A82B3C725EE1BDB81A1F3C214130BD50B034BD47D03ABEE9B48F3D172313BE3E58593C9F99813D92FB44BE63C8843EF353E1BD0062D3BDE0F05A3D51F4183E332A73BEFE28C6BD8A87F23DD757A63DF981F53D8ED128BE495157BE44A0B9BEA217B8BDB9D14B3D2B920EBE12B2603EA983B1BDD023AABDCA1B43BD82774F3ED79B89BB1C14A5BD5FC31BBDBEAE07BEADAC84BDFC200FBE9C41F6BDE5E606BDDAE99D3D0DC0713C34ECF7BD5F99133E6B8684BEC4A0293D757A003E19EF25BDDDE1F5BD615BA63DADFD18BD493A7CBD5B6FBABD88333A3C453A703C277987BD8E50FEBDD296383EDF699FBD53255EBE69E117BE2A50D23D1874D1BD558B923DB997B4BD17E0C8BC817FF43D75ECAFBD22B453BEBE20ACBDC50C493DCDD4323E880A97BBB63AF0BCF5CADBBC9EB155BDCC000B3C6DF6143EF7FA4B3EAA89C8BDA8764FBEDE16453D66CBA83D25EF6D3E6F9C17BDFADFAFBD5BA5A1BDA9EC60BD85A59B3C110B06BE5B4C82BD02DD0C3E7AB10E3D474F95BD373E0CBEDB3824BDC5CED33C042032BD91A02C3E7331C03CC02BE53D51790E3D37A1133EAECFB83CC5673E3E156FC93CD5A9923E3369C33C3268C73C655DF73D796D1ABDAD1359BE22968D3DF23A58BCDCB5313DA48D803B8FBAE3BB5FBE73BEB2382E3E048267BE6D5A14BECA75E53D1A88FF3D5CCB9A3D1D5C6E3C07791C3E3E9A00BD937008BE79651F3E75EE663DFDDA933D1890F33BD72A46BC82EEB03EE12F15BE0336703AEAAC983CE38908BD11E07CBE781C083E67760D3EE022683C71DB2C3E41321BBEFBB23FBEB0D1273B5D0C02BE849FEDBD5DC2173E4FD4F73C859F44BD21F0F2BDE331123EB5E57C3CE33092BD0C1413BE16BA123EDD0C5ABD240F05BE34F332BE330738BEFB347D3DA1B5BCBC794E9B3DCF786E3E649CE83D7947173E9DADEE3D838B373DC6683CBD95B840BEA69C213E6DF5C1BDE1B05EBE83F909BC5E76833D7D7E43BDABA19E3DF627233EF452C4BDA1303ABE5EB7453E3B08933DF49EE03D8AA938BDA8C65F3DB3CCEABD07BD933D386E1B3E720FBCBDDC29B73D93A61F3DC537093DA73B1F3E60986CBCD5E3FA3D10F237BD34668EBC36AC563D530239BEA578283E2A770DBE33D66E3E7D12AB3C259D863D9C094EBE6C65623D9DE0F53CA4FF063D3315253E78B7DDBD4440CDBD16F33C3EB7C58EBEE15D1DBD455B47BEAA7046BDFBA364BE7AB9C13D7A4E53BD2B6BE03D816766BD50787B3CA29721BEA8530F3ED24C2CBE81313FBBF2784ABC6EB4EEBDFB97CABC0276423C9876EF3D5A38523E525907BD035C413D210AC33C675292BBBCFAD83DE1830BBD4838983EEA07F33D467577BC35B70EBE922F6ABC7DD4343E2CA05F3D42FD523CCEDFCABCE7D593BBAF9438BD236F003E007741BE18AB1BBEF46001BE2B4C1F3ED3F2C1BD0774A23CC9B6A5BD4BE2993D5375FABD23F9CABCF275CABDE98888BDFCE1D1BC4203CFBDD7D8273D6288AF3D9D1B27BE3704B2BEDDF303BD0918683D075A573DACD9133DB2ED843E6C14673BF5FFFDBDC25CC03D6B8C62BE9ACA123EDF1FEFBD8145CB3C4D3343BC46A97D3EC3237DBDCEE021BED4CCB8BDCF4E873C137DA73C0410D53C0EA03ABCBEAF553D8DB78F3D01CF773B9C9C98BD2F3634BE5CA4A1BD0C0FE4BD90141A3E1816D03DEB277EBD733B0EBD618819BD7F37033E3E04C0BCB994DE3C3270153CE5FB30BD6144B9BD6ED0CF3CE9E5353D208227BE1E5CA33D15DC0FBE1C995FBEFE38863EAD971F3D4E5DE1BCCD21F13CD8C855BE6A324EBE57463ABDA0938E3EB18588BE64A311BE1F643FBEFBEB54BD700215BD38A74BBDA31F413A5748FB3D20922B3EB9E4863CC81D93BD83641A3B4D75C1BCE5A8E43D22AC48BDE27F39BE7CCCE13D097C63BE9A3DFFBD67746B3CED913A3EB31C12BEB2A53CBEA81D823D5BA22CBE3ACCD83DD7E4213D6B083ABD4BFBA13D0251753DB2DE143E8F0B103D82F0C8BD4290633D18D6D1BDDB52D8BDFB5783BEFFE23DBDADA5F33D47AB0FBEA7EA83BDD1BE62BD5300DDBC5D4C36BED7FDBE3DD6F8DD3D342FF2BDC6BE05BEB09C973D0787D63DEDD3313D1F1D313EB435043E73C64EBEEC229CBCBC9B83BD9C8A7EBEB7E54CBDDCB8DA3C9ABB8FBCB1EB2FBE0BA7CBBDF79860BE0A2171BEA887913DBA79A4BCD6EA2E3DE3A638BD56275FBDF16B82BD0A29E9BD023A99BBACED153DC1A90CBE33A220BEEF87A3BD9C5CB33EAC116B3D3B4DF1BDD890E63D0562BD3D9163D0BC7AA0FF3DFB0B243DBC8BDCBDC1A713BE6AD62A3CB7E5AF3D7A57073D1C8C8EBCF151F0BDD1AAD8BB058C4A3E7AD3293D17E70ABEA2A3BF3D6349663EA1034ABDEF9D52BD595DAEBCBCCDDEBD53230A3C1928B6BDA60B873E574EC8BD7C974FBED31F95BD6B9BCE3D1BCC503D50B417BC53C4B5BC30CB833D2513B83B608E593DB34CA8BCC38E893C2B37253E9BDAF9BDC8E92BBDF7599A3D3253573EDBA3B63D323DB33B61BE303D0A84C43D2B705E3DD743613E9A49ECBC92EA1B3DDFB0EA3C198F91BEC6E5173B5A55163E16531B3E9DCC9D3DFB5E43BE8066C5BCEEE08FBDA48A89BDA681B03DA0B2063E30B7623DD55C27BEB08D2C3DAF10383E8039FB3C57C1F5BDF9C77C3D99506F3DD9D01B3E575CDDBC908BCDBB9F4479BC9E130E3DD7A6023E543F733D1A58C13D809F87BD1F03A4BDC379983C83D59FBEED24D73DD1DC2C3B5D84F8BC4ED017BDF65A25BE3928153D20C09C3DFA0710BE551D233D4ED5C3BDA3FC3CBE8B38BCBD7CA680BCA6090F3E2FE77CBD064E3ABE82E213BEA11781BBE3F7763E1DE10DBD2A7AC43C01AEBCBD11D005BE6E793ABE6396FFBAD51772BE768EAF3D8F573B3EB1DE0B3E5F8A42BCD560E03DC39ACC3D28297B3D19B494BEDB7A4B3DB76325BEFC8117BDC68EAC3E490B6DBD583AE1BDFB12FBBD9BFA73BC2A01D8BC5595D8BB65EF2CBE5527A73D259F323DEE3B213EDCC98CBEEE023BB967EE54BDD7A8133C706D4CBDD4CF8C3D1310243E5A402DBEF19799BD86194D3E260A903D624230BECEDE7A3D8C6F133EC4F00DBD5CC6FE3C852BFFBC1912473E17C7533E9A517E3C9EBF2BBEA8137C3E3449993D1B47A73DE8006A3E530B3FBDB232DC3D44DD563E78FA53BD8C03C03C0164E83CFF48A9BCE04609BE8705B53CADF6C6BDBA4F20BEA3A093BE294C033E0086843D1F59FA3DE4292D3DCE2305BCD2FE9C3D653B6ABD9DB9023E707F1ABD8E19BFBD6C91BF3C226A8E3C060E203D964F323EA44424BD5751063D3F5A2EBE36AB47BE21F58B3ECAB0673E43D7913CA61CA33E50D4A73ED7833E3BFAF19D3E7994F33C497748BD1E0E1A3E6C49E73D59DEDBBD2514E4BD808291BD972400BE88AB7D3E4E1F5ABDDB414CBD98BBBEBDD593B7BC535AB93CEDCF6B3D2AFE20BD8354B93BA32B073D3738A03D801846BD795C38BE20A09A3D46B34A3E8CAF113EFCEB64BD925EDCBD",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_1: "0x04000000E50785BD49F860BD6DEE90BDFDB91F3D43F3A33D6404823EEFFB5B3E21ED293EDA678B3DF83D3D3E60BC59BDDF2942BDAA2E8F3D288159BEDC26D03C4E87533D0FB3C13CFE9E39BE23D617BE884A01BE10EAFEBC69A8793D57B3B2BB15C2ABBD4DAB563CB6E402BDB38A003D0D27F83DC94872BD8A00673DF68E49BE273D6D3EA99C223EC7BFEA3D173B45BECEDC963DA61D673C296D143E930279BDD8FDA33C61EB35BE4DDF23BD10E218BED1C5803CD935123DFF58B7BE316CC0BD0E3D16BE6C41BB3DE2580A3DBD18A63D685804BE22EB78BE1628573DFBAE27BD768E8E3EBEBD6CBDB1EB50BBEA3AD1BD551614BEFC7FEC3A85D55F3DE77AB13DADF68F3C20EE26BE599A153EBB8B41BEC4E1E7BD0633433DC918ECBDC87EADBD2773EA3DCDD22B3E6E38323E01F08BBD93257A3D0B4A77BC50FC89BE47B119BE476F01BED246B7BD34FAF8BD899D02BEB16CCE3C7103B13BAFD1603D741667BED6B0403EF997AC3C6736513E52E298BD94B7D1BC9B946ABEC1564FBD9218A93C17F6393E3A7FBE3D87C5E73D773083BD2E418BBEC155ECBDC22C2BBE361C9ABDE1FD9E3DC95A35BEF025D9BDF55E253E8FFE34BE688432BD083E86BE346E1E3D7357CD3B4006E13D8AAC683C571F68BCDF323BBD829F1C3E9F82093EBAE7923D043D813EDEDE183E95C783BC18E291BD2F0D1A3DBB5DF1BD9C0C16BE6CD73EBD99DC2C3EC6BDDDBDE0B3893DE53C15BDE3CCD03D3A3AABBD9DBF893DDB89523EE5971EBE16EB37BB6D8FA63C50DC873E63DE0DBEE17331BD1903ECBD60D501BE4B05933E1046303E8A08F2BD015E70BD91972E3B2E92D6BB21F9273E9A29063E4294503E88C80D3EA5EB853D133DA83DDA4A94BD1C972CBED6464ABD063E47BE1332A5BEE2EA643D6B92EB3C00ED7B3CF21B703D5C82AABDF0FCF53DEB6C8A3DE5B5413EB78BF4BCE61E90BDB19F61BD7F9C9ABDDAF440BD398C583E17DB8CBDBA975DBEA8A334BD69B162BDE09CBA3D67BB823D8404153CD2D80DBE064ADDBC6F893CBEB7F870BE5276393D232BC9BD378D653E7EFA12BE068A963CD5FAB13D5343C7BD4A741BBDD49A53BEACDFF73DED1D323CED88213E10D640BE5ABC803E0FD80FBE01FDCA3C920137BE02C402BD1D94BDBDDB6FEBBA293CE9BD4AF4FF3C72A641BE58C5FEBB7505E0BDB7C926BE8E93583E7DAEBD3DC8A7843D91BFA0BE5A9DF4BDCBDBF6BD24EE00BEC6BCD23D2F415C3DBE59FDBC429130BC2B47A83C6992033E48C04BBEBA738DBC840D31BEE64D92BEB58FF1BD4DB5DF3C14894E3EE67507BEA064523CFFADDCBC37C52F3DCDA1843B94E4B93CCA010EBE47044ABDBF381CBD673211BE1777863DE8774ABE9BD8C73A5EA01B3D57FA5CBE7DE10E3EE40E793DB96BA53D2E37C13CCB59B7BD4C9E5FBEBA70643D5D7D543D5B3AE2BD48A060BD633669BEE8AB30BDC19C03BED9C8AABD87A4983EA3D6B4BD6AEB5B3C1BB516BD135224BDC36D9DBDC876883D6B0649BDE070603DC021FD3D2BCFA4BD1A8802BE63A880BBCB6FE13DDD8C84BD69A1C73B06ED923E6A653BBE09DBE0BD96A95EBD2907C03E75177A3ED1AA4DBED00AC53DCA3AE0BDA6C91FBEA02EBEBB8B08A9BD3E568FBD7FE3F33DFF2D5EBDD166953CF09B88BDDCAB12BE099D05BC3EBB96BEFE6E53BE0A11543D01AAE93C1CD3BB3B4120A2BECDE696BE39FFDCBD4046193DB67AC4B9C6D7C93B3EDA2CBDD790DD3DD68606BEC8A6EFBDF352243CBB77F53CC8D9263E657BAA3D1EE2023D9F0CBABC21990B3EBE8B533DD04B003EBC33AD3D1574E03B48AF723DC03FCABDBB05FCBDA4C5733D7A42AE3B5281B5BC3738383D057988BC27A3563D337481BD738F76BB335C2B3D95440E3E46FB8F3EA7892B3D7BABA1BC27B9033D5BA1333C3EA10D3E5D5EB63BF467BB3DBBCCC43D923AD53D56701DBED6EB45BDC215A63E9F4287BDC34C803D73CD573D32118EBEF146C83D8FDF83BD47DE7BBD82F69E3D8B5A263D822AE2BD7264B2BD983D16BD9CE3D63D5C91143DA381613CF1782E3E7C270BBE139D88BEB0CA543DB367173E84233BBE25BC23BD96CB33BE4185AFBD5FFCE53DDAD743BE8CC7C6BD0D4CC2BD6BAB653C161AA13C1963B53D1CEA68BEDA76553B7A62F63C8CDC17BE9DA906BE35C6CF3DC8DDE0BDB197613E7F654FBD28A18DBE77E9CE3D448A5CBE9D70E2BDF8B8093E0FD0FC3B0414123DDD8229BED50FA6BE5929313DB953BF3C86DD96BDD2F2C1BDD050BC3E45FCFF3DF3D36F3D2665D6BD3D3A3BBD26AD4F3E2CDBB13E79106A3ED7FB203E5193FA3CA9D6EA3D68B1873DEEC0453DD72C1F3D1D3A173E2D9F333EB4A3E03DAF5A08BEC437C0BD6860CE3C5B0F2CBE7C4DA73D901BB93D8C2382BB41EB293D097D883DD4D4ACBE4FA5843C69681B3EDA28863DCDF4C9BEC3E0523DCECFC5BD9B322D3DED8BB7BD727A9C3E957B25BEDDB936BDDF1C09BE1169C63D111DC63AF133AABC8991213E15C3A73DED548DBDC80B40BEB9EE67BE0B32CFBDF352843EC70B16BE32FA57BE1BCD4ABD826622BEB8B98D3D7378553EE46A8EBC160ADABDD3BD7EBC764F8FBD1A3C18BC63D8F7BB551C583EECE8B5BD240BD6BCC95811BC161D7FBD25AF4EBE5A6483BE8C83F43D12A8F8BC5759383C775CCCBDAB2A90BDCB7BC43ABC8AA6BD94B584BD74CDEEBDEBF995BE7E5D0DBE57B616BDE6CA003D17E4C93C738C053E852CB73CDBC13B3DB125F83DD4492B3EA835263C1517E6BD5BFB893DC708F63CBF02153DF514993DD1DB43BC56B043BEE24FD2BABD2FB83DDE92683C4FF5843DB464943D57EED03C020B263DC611123DB646953D267E13BC4075AD3C1752D4BD8CA682BEFA06563ECE1E2B3D9D5CE53D628406BEB504A8BC388A11BDE206513E5CE4E2BC90AFF0BD8075ECBD61DD3D3C290427BE49421B3ACC01723E4D9B76BE60CE6DBC7CAF713DB0C955BEF27CF63D01BBE43DA19C05BC70D2FB3C6E83AB3D44B74EBD99B0713D065508BEDD1A9E3DB75600BEA33DAB3D6E63A53D7554A8BC93CE05BE106902BD79F4C23C1DDFABBD09E8CABBFF26BCBD8323533AC3A71FBEF142473EB4A5F8BD4E4704BDE07E283D13F0FD3D6206F23DAE3C0BBD4842D3BDD677BFBD3749573C1E2FE5BC260F6F3DDBC7543E5A3DF4BD979066BD2A1B05BD73A29CBC1F1E6CBD6BB2F5BD488F61BE1177643E5E9C65BECAB65A3DA0DC15BED57FA3BC57A0BABD853470BD669E3B3D9F5836BDAFFC5B3E170E03BED1AEA0B9B67C63BCC50AC8BD59681BBD4714BF3C033F223ECFA1E8BD024D67BD6291823C3CBC313E92E909BED6304DBEB00CA63CFD6B68BD5D4E9A3D381F2A3DF14939BE58A346BDB40224BE6E7BF63DF384DB3D98AF943D62DF59BD3DCD29BE87A0143E1A573DBD93BE3BBEC47AAF3DF38D24BD0CE5013D9782B0BDD08B3FBE0EADE43DF78EB53D9DF540BDADF4613E3819FA3D89BE0B3DB6A22D3EA6C687BDE73FBFBD3379F13C99739DBCD743A83D4118913D3CB2C43DC5D5453EE06E013E9CEDBC3C970E12BED714143D18FC10BEBB6789BD7EF6063ED15825BEE6372F3C1F5922BEEEDA033E0A6921BEC2C3033EE6F983BDAE3FF33D29A9F13DB7E87DBD3032EB3C5EB4203EB54692BEB84E833DB71668BE042B363DAE01703C0C279D3D137060BDE2F4A63D5B631E3E1A394DBC4DFAA73E2DC91CBEC4B4243D26BE023EEE13B4BC7A28D63D17A427BDC139813D5FB8843BBFBFA4BD76E3F53D306A18BD0381ACBD2A586DBE5FEF71BCE4EC30BD0503283DEA770F3E9431903EC31F193D2955A2BD33D7F33DCB0546BED5DD203EE709FB3DBB26CC3DDBF3A53C24AE43BE936E92BCE8B4A63D5E2D0F3DD72B533D975ACEBED2FDF4BCFD5CFEBD3B0BBF3E1B8889BDE4BF503D27251EBE394777BD1CDE34BEDC11843EF5F7FE3D8C6CD23DBFCD53BDA8C9F1BDB37476BD5708043E5CAC52BEA673583D8EB38B3E5C1C16BED3F67E3EA9BB8ABE688091BDEF0E873C238CBEBD68370F3E541658BD22408C3DA6548ABE6BE6B83D985C54BE0AB6DD3D666215BC1AD484BD99E054BD5F9E673D88E1E03C454CCF3C30001ABD719F0DBEAA78FD3DA98F603D7584943C627D9EBDE1A100BE4179ABBCCC88EA3CF4A765BD4153553D413569BE26142A3E942D703D7779F23DAF5E563EC9D358BC26D2423EDF1D2FBD54CC293ED105D8BDCE31233ED9C722BD52E76ABE0674533D1512BFBDF0FF943E2452B33DE6791C3E5CEB36BE619935BD08F7233EB3AE743DB1D6F5BC76F6233E66AE6E3D70E994BEE3EA1BBDFBBC59BE10FC8C3D522A1B3ECB323B3EF469D23D6E1745BD61ACD53DB490823DFE4D50BD9B91893D77216ABECAD5C53DB32CF6BDA2FCDDBD3FEB013EDC42AB3C2C4F82BD0BC3D3BDB111293E7FA8203D6AD390BE04D33E3EECF1B1BDC9961E3E2BAE203EF39921BDBC3AEDBD1717E6BD4399943D90962ABE40D4363D753BAEBCF0F94C3E646DFABB685D023E6843B2BD8EB0063CB5DC66BE3FBEA13DC8F73C3EA8AC55BD76E1A53D4C4DA4BC211C6C3C5077483EFD5D49BEBAAA3ABDCFDFEB3D147FB43DF17CF9BDCBF86CBDC6F49DBDA0FB72BD14066B3E2740BABDB98B1FBE33E5123D6CD4BA3DF75EAB3EB4F382BB28A8BC3D549BDD3C1DEB863DDBC8033B3634683CF838AEBD4D1B173D46C50D3E8D2B6F3D791CD33D3892133EB9D11EBD3D2A78BC55F48ABDCACFDE3D3F183A3EAE1F483E776B2F3EF719E03DC6D7913D2F82D7BD367DAB3C8333BCBD336D783EB022CF3C53DD163E14271CBDFE74D83D51BF83BD86D2BBBD12AB093E223F2C3E0201A8BBF0CCFABD9EA0B13D9118613E1D29B93D3F5AE43CFE49483D87B20BBED4DC03BC22DA62BC500AF8BD845F213EF1F7B0BDA86CFF3C075F0EBE437910BD28A34E3C4D0C46BC969DA93D5006473DA0569DBEBD88293EBED96FBD478B0FBE1324953D72691D3C8C0B73BCFE6F183D10925D3CB128AD3D81EF363E102067BD889C1CBD1504563D8DE25B3DF609F8BD5B218B3E741632BE1405243E2B108EBD12EA8BBC6986ADBDA4866EBECF027EBBF7A3C6BD7D5932BEEFA8943EB6B42DBE08789C3BC12AD6BD2784FE3CFB107CBD608E913EBBF6313C4F425A3E4AEAC83DFDDC453DB41F10BEC42074BC55DCC6BC23A80D3C1481A3BD27C8CCBDA5EAE3BCDF6C493EF5489BBB4BE2633D4BCF153E7CE9233E231602BE1C02B43EA6411B3DE00B14BEAF10D4BB037FE53C0F83413D57F486BC6288B9BD9613793D5249283C487934BD97B232BEAFF335BE978FDEBD1BC3363E5C6D423DC170273EEDA93C3D2BEA8A3A7B4BF83D085A3ABE5BBF83BE3A6A51BEFA8ABE3B5A7612BE929D05BC05B0223E1E87A3BC57E1023ED12CA03D128A32BE6B53EABD94422D3D7F18E03D69BE59BD7658873CB8BF8A3DF0D0033DB15734BD513443BE03588C3C91BBE8BDCD67933D9262A3BE51E3DDBDF48FA4BD311D4CBE83F5D8BD23EB5BBE3AF8EE3D03F2893B0A3BA93CD1B966BD3DD2593E664735BD4C5F8ABC14DB35BE70DE38BE1D4AF8BE80028BBEC0FC08BD22BD25BE975CD5BB3C95D63DAE61F1BB0430AFBD0EECECBC3843143D615053BDA571203D09AF2A3DD6DB34BECE1CA3BD59B6A8BDE3996B3EB23B42BD79B9883DA34540BECEDA3E3EB2EBE3BDED00973D4FD51E3E3F631D3D825DB1BDD43B133E7966EE3CEEE64F3D545E38BDF5B2F5BB51B5B33CA50FC0BD2A9378BE95D13C3D8F981E3DB44DF5BD2C0C193EC0C02B3E2451533DF88ACDBD1CA698BD",
      torch_tensor_32_32_torch.float32: "0x04000000F8292C3EA0834FBEF90447BD3D759C3D9785A9BC3E1DCDBD9DC274BC62F90EBE59614A3D9492103E519E1DBEB36383BE7BE190BE4F4FE6BD9F107D3E2421B3BCA8A8C93D99B005BEE3635F3D6A9DD83D16D229BEA95D36BC6C27CCBC0595E53D7889F2BDCE90EF3D41B3633EF21298BD8019DB3DFEC8A0BC313784BDCE8BC0BC0284EEBD4ED8033ED124573EEF68B8BD54200DBEF5858D3C100DD03D88F10D3D3903FA3DB6573ABDCF07963DAD1ACEBDE6C056BE4A22BCBEBA789D3D0B01A6BD48B0B33D0F2E90BD45DE0BBDBE15903C35FD8F3EE75B4B3E8D6202BE3FA990BEEE171ABE346683BD04FBFC3C7B3D21BE5A400ABC96E85F3E835D0E3EDDD5E03D7234963D3D9FFA3D1160113EFE94093E2B5E6CBCD64FBF3E6DE6A73D89041E3D20FD6C3CD65B5D3E8074163EEE2385BDA7A0C0BD89A9C33DFE2D2ABD29F4793AB1B1D3BD52CCA7BDE07A053EA27B983D6E1A5CBDCB4D5F3DBC15F23C80EDEF3D147E05BE41EA5EBDEBF8433E7C405A3D0170FD3DF3593DBEADFBD9BD983FAABA6791A43C1F1F01BD47F6C5BCDE61DEBD5CB3A83DD2C1473D5D35DA3C26109F3DD6E0F0BDE236C0BD25099BBDDCB72F3D0ADBF03DCA43E9BCCC35523EA71320BD42C2A63D396C72BD54C138BD92D1A83C2EC4B03C867008BE61447C3D92FBABBC788BD8BD584972BE0B88FBBD4DD69B3B1F01AB3E2A119A3B08FA3D3E92BB873D73F6EDBD8CA1893C89C565BE5394B53DCAC1113D598ADE3DDD43023E27A7E6BD3E63A83D3B51193E47524C3D4A2206BD2839A43CF34FA3BE94E62A3E9C6508BE8355173E40BC1A3EF5126F3B66143B3E67A1D03D941FFF3DBE98893E3168193E6DAA3A3E8065563B1C4D15BECF7DBF3C49F772BD368FE03D52F7173DEA21A3BD48C9903D147E8A3C753B57BE0526803B35B6EDBD787DE03D78BB0C3E9C8111BE391DAFBD6CF97A3D7C1F2CBE0FC6ABBDCE730FBE292EEB3C5CD750BD6D7F3BBEC4D952BD3CC665BEB4380BBE3E0B20BDB6F02BBDBB8BAF3CDC38BEBCCA00B23D1A4C4F3DC1A435BCEE69163DACC800BDC1A124BE226B49BDEB3DA23DCAA7DBBAD785D1BD5022DABC8B3A87BD856E093E0B5E9DBCA6599F3EA30845BEBA4369BE75C861BD864FC4BC24783A3D3EFE403DF65916BE2805123EB209A8BD3AC153BCEFE592BE3FBF1ABD769BE63CCC09803EB3C24EBCAE11393C3FA1883C5ABEBDBDCF53163EC78F2ABB9EFBD83DE38631BEA10631BD24CC2D3E6A94183DE1CC753D1911AEBC1610E4BCE2D3B83DCA135FBD5A47003DA96C65BEA08D11BDAA6A5E3EDDC258BEBE797FBDE793863D72D8B03CF83770BC85B4C8BDD318E03D835CBABD965F29BE365010BCD108543D90B5C83D8A603E3C13CD5C3B8A79DDBD6F5D10BEE1D545BCEF6A96BDD6E8133E768960BCAF692FBEBDCB3C3E93C28D3E6587A2BDE1A18FBD97F2D83D75E8C63DD343E63DE96E153EEC6EB8BD4FE0A73C13D7F43D60F0163EFDED8E3DEADAA7BC85F84FBE2AF4263E1EC5813E40363DBD2E19A0BC87F393BDD1F24D3D60ADE4BD843AF8BD24D880BD79419B3DCC2514BE96DBE53D4CA34DBE8AA6E9BDD068A2BD9314C9BCB9AE983CBF6867BECD53913D89083A3DDA41B2BDD4E1143E5B1E02BEA5E9263E00B941BE5F1558BD399CC83C6179A2BE81AD89BECE2E5ABD72E790BD40BFD1BDF4E22FBEED26303E9721BDBD235081BC41C148BDFCDDA0BE237286BDD177913D9FA5B6BE637F0DBEB98B023DA9D7C63C2ED8203E73AD983DCE728D3D580384BD33CD77BEBC6B9F3DD2EC8A3E3A6346BE9B6EC9BD623E103EE5BD943E7730293EEBC3913D6768BF3DC5848E3E7D7899BD20A473BD0B3D9D3DD78593BDF100983D1502E8BD9672853E236147BCF040D43D95AAA8BC39B730BDD71880BC7FE98BBD05BC463D3C18E33D25B8EA3DCD183FBE49179B3D3317B13DE70B49BCCEB785BD6792823D1976303DBBED48BDE8A9BD3D6AD797BC0FFEB93AE7B4A43D658769BCEBC70B3E7FC5E3BD75074A3E5D15BE3DA099403EC5F44FBD38D591BDB3AE663DFF29FA3DB7BB2D3E1BA09BBD05461FBE6C5C06BD9897EABD23C6473EEE47D93DCDEFA73DDF7CF13D61F118BE192C693C6C74CFBD0AA888BD9F3EA73B1C04083DB377C33D693B503EB61C0E3D3C2805BECE45393E2FF5DDBD80D9193EA7AEAE3D84BF863BB162AFBD2AEC9ABE4D490E3DC75AD43DAA60483EFFE7FABD5DA6D7BD05F2D73D837CF5BD63B6513D5218A4BD9230DD3DFA651C3DB3BFD0BC8F63AB3D17EAE03C3F0812BE6BDFEDBD7C48C83DE8BFA2BDAFE493BD53229E3EE9972DBCD74244BEC76CC23D2377433DD4F3483C6EDC8E3DDB7B51BD1D5CCFBCC230423CCD2D523E9117A53D6D9070BEA52065BDE294053DDB63193E8EC40B3C7BFFAC3B764A3BBD71EA613D44FF0F3ED41B7CBDF991183E931F6CBDD0277EBC1B3DCABCF2C1323EF11B5DBDE48759BD4659BABDBADAD0BCB36DB7BCB2B90B3E628B7BBC64EFBD3C27EF893CDE0BCC3D2102173D2CB0A33D3D464BBEDBCF2DBD77C8AE3DCD2E863DC9E54FBE4F1CF63C0A9AE73CE474003CB2DCA1BCCC400EBE326152BE15CF5A3E4C2D57BD7D5C20BDBD68A5BD915A19BE3D229B3C6C16DA3C4537143E31EE21BECF6760BDF3D5ACBB9870A23D620B1C3EDD4708BE4175E1BCEC20883DF95D7D3DF4D040BEF797CFBDF1F9CABC4BF8693CB5BE92BDD5F2213E7CA319BE10B2373E8E9B033D9905003E4BBF223BB84264BEB39B9ABD0A9555BE8930703DAEF633BE832650BDEF8577BC0860193D6D452FBE1F57753D0CE378BDBC722B3E8316B73CF48E91BE1828273E0C69373D6869A83C6A602E3E3ACD74BE23229FBCB1B8EFBCCCD3573C840A8B3CAB37B63DAA940DBD0B1EE73C6CE4633E011991BD665F33BE5B075C3DE854B7BDA8A41DBB862487BDE46486BDB62E393E87FF5D3D5886C13D71DDD4BD73A4E1BD673C623CA93C25BE4487223E1958CABDBB738CBDBD4356BE7AD10ABEC8E659BE4C204EBEE1D243BEA7EA503D0AD3F8BC26AC583D53924D3C4A7645BE196B463E50D3283BD9D29E3D879BDFBC28EDB1BDCE5FF33D3B15BA3DE44400BE2C3647BDA31409BE0BDC7F3E825B31BED36D543E1E5F4EBE040BC23DB854B0BD547417BDE2B734BD25DC0ABDDDEB33BDBBE98E3E0B68A23C0C62933CADC7073EF56F6EBE66887F3D1FB9553DEA3B73BDCB41CB3D8BD631BE3ED3C03D0F450F3E00BF613DF4F52E3E728FC9BD21C8B03D76F6753CB52EA33DA9C9923B8A532E3DCCF987BEC9F2573D8EB5E03CBD9335BD25D72BBEE048C53D388E89BE5F3B97BD492784BA1BE315BE1B57F23D871B453E20D5303CA2EBA53C561ABABD282567BC3348CABC6F49313DCFB813BE068F263E46D693BDD606E0BC336FEB3DD380193E8382143DAD8018BD73801E3E22A223BD3957293D17ABF43D37287B3D6D1CB93D12422ABB686ABFBDB1CF223ED746AA3C4D3B09BD2A2723BEEC46A83B8A29A33DBBAA00BEB02B883EB57A753E2427F93D7F0C1F3E4EC7953D91BC233EE27B1F3D6AAB193D8E66A0BD36C460BD98A607BEE60E46BEE55A8EBD7AD4EE3CF6AC60BDB26AF3BC6F2BA43DE83F49BD9274D33C9D9D87BE3842AF3DBC9D933D912DAFBD4A4D18BDD88FB63D730F8CBC6C45EDBD11FDA0BC8D4F243D474390BD6AB895BB720BB33D8CBBA03DF33A70BD17330BBEFDC83FBD798228BDC03B05BEE2A3F1BDA4A2A1BD926523BDAA901D3EE0C900BE828DC4BC24D836BDF7B52EBE060012BE729BCDBD4C2B043EBBF7C23E7133DABDB38CE93DD151E2BDAAE4B23BDF84703C63B1E0BD67A04ABE5301FBB9153C283ED2F661BDC4F9CEBD0E63E43C0B47DE3DA164E63CCDBEC9BCB177EA3DBD08863D118F92BCF4561C3E475A4DBD31641E3E43AF563D7BE2813EE05BB6BCEBE8493EC926B63E6365C4BDEE187ABEBAEE20BD9098C4BDFB4B24BDAA46EF3D32C4163EB7AE86BDF326203EB2171DBE92C9B73B6F8A0FBE15AF0D3AC750A0BDC00A313DD7D5D93C0E1E5BBDBBEE2B3EE9FB033EEECAA53DBAE7A73D03E9A339BCF5513ED818EC3D19F176BC03242D3D5391C93DDF0AB73DA12B32BDF5B1B63D793923BE4D0B153E45314F3ED68C903CBCD51FBEF96754BD11B294BD5F12283D388F80BDBA79243B6546A3BE144FE0BDF013113E58DC4CBDA7AC883E18A08BBE56AE123E63460C3E646D7DBD4FE0863E551C743EE48685BED933FCBCC80AF03CE28261BD88DD603E9E11FB3CCC6B15BD6BB9353EF00993BC26BDE4BDB51D043D087EEFBCAE81233DE2D801BBEC62333C4D667BBDA19B3D3B0E6521BE2765AE3B9610AE3D054D7CBDC610063EAB288F3EB90C0DBE73B8CC3E1EA33E3ECF484CBE1DA5923CBB21BA3D0C41863DC282473D1705913C010333BDCD4A7EBE71C41B3E44D28FBDCB4029BD6B84CB3D087E423E09FE013E069D78BD2EA9113EA90E993D2DF709BDCFA2543D47B3CABBC923353DAF318BBDB767253D4061183ED3860CBBE919CE3D63A0B6BD27A6363E7051833E677208BEEADD67BE24B57C3CC6FEF13DCF57AC3DEB92E2BD90E019BD4052FB3D310BD03D77E6933DB208743D4D6538BD054CE0BD3906753D2DEBA6BDD20CDEBC95034E3D99998E3ED3CED83D81A3303D0FB04CBE388EC8BD564EF33C1E3605BEE6EC393C7BE82EBEB8020ABE21458DBD6818453E9D74003E5277CBBD04C2C23E13CBBABB6FEFE7BB2950043EEADFAF3D8A94F83C645A08BE04D896BDE268923EB6B338BE89FB893D9B84D8BDCE38DBBD266DE03D7B5CEFBCECEDAABCF76CEB3D57114DBE26BF72BDDEB006BED93DAD3DBB6DA03D250466BDD5CABC3DD5AC60BE42C7643DA9A2A7BD9CC0B33D5662A8BA25CC863E51B879BA4ACEA83E75F47B3D063D103DB0A0B3BC25F79B3D5049203E296E95BCDEF83A3D75561CBEDDAC2CBEFE6C683D467BFF3CE8E308BEEFA1AEBD6BDC593C6A50753D02CC933C7C1694BC8FB8E7BD10AE2CBEEA321D3E4C18A33CDAC7A1BD75CC82BD78EC033EFD5D58BE03139E3DD5B8B83C75FACD3D90FBF53D606F453EE09622BE09910C3D8210B73DA0863C3EEA5F05BE12E0F73BB27084BE3E4CEDBD633003BED359B1BD05E50BBEC587283E28DDD83D83105CBC5406CE3D3C63DBBA6DB4B63BD2E9233D1318913D3A8FAD3D35273BBD3FBED5BD19A7923D10D2A0BC7D4A4D3C7D645E3ED4A80E3EF39B433EBF87813C07B3D4BDC89DDBBDEB2CC7BE3D4ECF3D27A6983942108EBD9C69D53CDCF3F3BD880E873D54865EBE9D23093C0F4D773D0A05303E808D9BBD3073A0BB90629C3C3E1A813EDAD02BBE115E113EF65D313ED1ACB63D716F5CBECD2E43BE0BDB37BDE44A183ECAF5E2BDF16C8FBDF5B4D73DE292CEBDE4FB45BDAB53BEBDB42B76BD3C91AF3D8EB199BD4994AEBCEB43443E2E19DEBD714237BCFC904D3D5E8070BE727A4F3CF82288BC43CE91BC6434293EBE3F833E3884BEBD427740BE861BDA3CF0D693BC08045ABD9FBC4A3D6AACA3BD86E7AFBDA4E63A3D1AEC393E2C9D28BEE189A53D502152BEE9A0C43D4E4224BD285865BEAB2C103E3545F7BD4AB1093D1973C13DE9FF2C3E988B69BD86F4A4BD974F163EFB71E8BD367E163E706117BE299984BE7FE180BDF685833DC2B2793CDD73723C2CB12B3E9604A3BEB5491C3D9AC1D83D7A8E95BCF077A63D3E07783ECB607A3A5B1750BEF019F33CBBFD193EF8EEF03CB3F5E83DD1DC46BECCC1F03DAD31A6BD7B7DFE3C85B1B13D2DD1303EAF4A133E",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_32_torch.float32: "0x04000000104836BFFB1E7A3F624C45BF74EFAC3F272D1EBEB06AC83ED11260BFA2B8DD3E9E7D9CBFA2E7E8BFEB4910BFD6623B3E1B1A24BFE88B0CBEA45FF4BE11B6073EB9386A3F7461843F86B92E3F039090BE0505CF3FAFB162BD3512553F7F200FC04A90D73E7BCF2DC07FDEFB3D51AACE3E6E899ABFD132054026CF583F8F77AFBFBCF425C0ADF5263FD66E8EBEB6FABBBF343F05C0140FDC3E0E6CC23D5423C7BF0B930DC06A25143FEA42483E608A73BF0AC32EBF1358EBBE8D303FBFC3C807BF8A8EF4BF81CB723E1EDB2F3FEC338ABF2B56F4BEFDEB403E71D512BE7656483E6273EABEF66524BB6F6A913F326DD03EFD1ED53E59AA813FB28369BF429ED73C18FEB1BF49D3D5BEE67FBA3C5A99FE3E4D181E3FA40F03C0D58F693FC9AE7D3FE86D2C402F06ECBCBF678B3FCA0787BE5AD9123DD86CA23E3D60E5BED1D9A03FA803853F28EB6C3F1DCE1640AFB88A3F03A3E2BE72CCBA3D66659A3F91DA00C05143023E2B73763FA44DCD3F038CFF3E1B25EABD7CC50FBF424D0C3FD899883FA05E4BBF94A2ACBF2044A83FB1617A3F99C919BF28FD4BBD50CC19BC4F0185BEB53B94BF1458F8BE33F861BF71B004BE908539BFAF77273FEB6B8DBE61E391BFE52780BF5A5AD03E073899BE28C7763F8193BF3EFCECF2BF55BD4E3E81474D3F900E903E4770DBBD8DE034BE0F10FC3F7415DABEB52BD0BF769FB93E551A79BC974CF3BFB59B803E46BEACBE5C66D13FB1BC97BF5DEE85BF876F2DBFA8542B40B191903F113D8DBF479E8A3FFACA213F0A17C8BE43EA09BE6FB1A8BFE468573F44421F3E5DDB8E3FF537AF3FD05F3E3DDD6CC93D49461B3FBF86023F43C1F83F1FC4F5BEEE01F4BE6E41E6BE227C94BEBE3BFF3E4AEBE73D24C4153F8D5C443F0178B6BFDD18383F234EE93F6930763FA830CDBE39D387BF67ED3B3E629C8DBFEDECCEBFE223743D269E813E47EE72BEF43F09BF29A8403FDFA26BBFEA4EB43E128E973F07B2A23E42E4CB3DC8B3D0BE9FAE7ABF7770F8BE18EF6EBF5B41C3BFC57054BF8BC6EABE70192E3FF645B73F56154C3F92346E3FD666FC3E2F00D63E3B8FB23F527F1D3F2E7203C07A000540946012C0109AECBF04D02A3FD513DC3E4753A7BFD7295F3C9751A6BF5401BBBD7AA598BF15DBFEBEBC28B83FC4F35D3ED09E843EB2CB083F3A3EF23E87A6893FEA5DB43E26FECF3E3145483FFD3AD7BEF20CA3BF9E39B63FEF9E05BFC1082DBFCE8E98BF33100E3F6C378DBF3245A3BCA74A323E5EE4A43F8F16073E3E7E4CBFFE9086BE2BBB563F561585BF239F753FFB39AD3D0A70D83FD6A522C02F68B1BFC35DBE3E2661F03E03E6B73EB93510C02B5A0BC005D4783FE1FC453D038BB73FA06502C0BF29DD3E6D65ABBFEAC1A33FC4DB843F7310203F0B982D3F98ACE93D7047283E7C8901BF00B2A93E8D7F96BF6CA1DABE68DB2EC0583CADBDDA1C163FB64ABABEBCF17DBFE43A30BF7BDFCBBFEA89293E277ED63E872D71BF96EFB9BD151E07403325EDBD7B9B593FEC8C98BEA50E973FD61A893F461287BEFB010ABF8CA6773D2B3DDDBE72339FBDD830103FFB7DAF3F31B8D53F9C4A7ABF5D59EEBECD4CD1BF886CBABE27287CBD16D51BBF826F86BF7E1F063F03894FBFFED4B03F8684EDBFCC0306C05206063FA5908B3F416DB0BFB3424C3E15B21A402FBC143FB142C6BF47333FBFA5D038BFE294883E3A26C6BF4E2D86BFA2A481BF3F32413DDEC7FEBECBBF35BE7F35ED3E8C2059BF480FA53F328AA93F207DB63DF83E6D3DB2FD81BF9418613F93A8113F08268F3D8098C9BE8184C63EB8FF1E4044E6F6BACE050A40BFE8CE3EF45C9EBECD09F03EC59F823FB5325DBDDF7049BF6888F1BE0611F2BE04959ABF95CFCABE9DB924BECC928B3FDEE3A13F302572BF5A4E2CBF2004D6BE19022F3E0E12813F30840B3FAF88B4BFF3BCC5BE07C196BF2EEA843F8A1834BF6043CEBFA604A53F3141DC3FE112FEBE08BCA83E23B327406D82C5BF1384543FFA5AFC3DB0CA9CBFB9E13E3F7F28A3BC77A1233FFA0E20BECBB330BF4ACF3F3F667608BFEC873F3F3CA88D3F1FF20B3F2B48623F484D343FCBF8143EB212A6BF67EC8F3F2052143F8D9B693FABF0223D233B2CBF37FA4D3E14D2143FD7B4743F4C15323E8F4B873E11F94D3F8A44E9BDD45F7ABF174257BF82E20CBF43A9E3BD052AAE3E8679C5BF4D82A0BD924E20BF6A7888BF056AC23FDCD744BEC61BD0BFEEBE3ABFD816A4BF626078BFB65BB83FCB91723F838B0B3F23B0B4BEDB258EBFDC8BD33FE0403B3DAA10A5BF8BB24ABE5138F5BF70B555BE5CEB3C3FFE7CC5BEB24342BF55AC013E0A9B723F2A43453FF642FEBFD12DA1BFF4FE6FBECB04E9BD4B6889BFFD188E3F7A97F83E0E56773EC99B03BF45C106BFF9CF68BEA3C700C07AB1F6BF2C3D66BE4E911F40632145BD189E84BF467CB5BD3157C13E4116F0BEF68EED3ED1DFBCBE1FCD513FD9C4AB3F359297BF1AD2EB3EB24645BFBA00A83C9A6F3C3FCAFC203F10ACF23FF2A5BC3FBE946E3FDDE1BA3F002E9CBFB94A83BE615F213DD483173F970E1E3FCD3BC73D8D1E0A4056043A3E418E33BF4E91CDBE0E85A1BFA160BFBFF811863F233AB63FFC90CA3F4FAD4EBFF386603BD5A64CBF47F72DBF0EB6B9BEE295E83F0A019BBE5F961CC0B3F720BE83772D3D5A35FFBEFF31EA3EFFF6FF3F5753793F05910C40DC8F19BE75925FBFF959633F75C00F3F9735583F05AA30BE8FA01DBF91BE1EBF70B67DBE87C5BF3E776B8EBFD47AC4BECD29ECBEA349C03E0DF59DBFA44F163F6088A6BFAC69F43F83E72D3F1B1A03BE432D50BE5C895F3E305742BFB242A2BFDC94E53E918F1EBF6F64F83ED1680F3FF26FC6BF2D1BAE3FA424813DC3A32C3FA0B40C3E49BB1F3E1267803E093AC8BE081EA63F432F1CBF376C3FBFFB133B3F2096F6BF4E14893E430F023FF4A9433EC02B1E3DAC30763FF79E98BE0C91623F952091BF3559053BB61204BF7AA8A13FED7A90BC5945863F88AFFEBFAD1FBEBF6CF3BB3E55FE2C401186623FF442603F1A2821BFC4FE60BE2B85533F10B22B3FA42B913F23E5B3BE618F813F8093F0BE7E43E8BD8B68E8BE54F3593BA11202BE308C4BC0710D49BFB18B10BD0DAABCBE270E0B409E249F3F5E0A97BDCD4EE03E8866B2BFD8FB25BF9625393F105BD8BD057D37BFDA8D1A3FDE648B3E72DA0EBF4A2BA0BF4B0C8F3E23430440BDF4803F8D6DF6BF780EBBBE3840B53F0CED033C1C14183FCDA78FBF6269163F511452BFC394303F6844193F0DAC14C0AE68453FA64A8A3E94E804BF5374113F5BCF9F3F05FA053FB3AD3E3FFEFA2BBFB410A5BF5125643F8DB010BDE431C4BE4FDEA33D992ACCBF255F573F2B7122BF9A7877BF4432BBBE0A8944BE3EE058BE8F438F3F4FF0F53EDFEAF9BE9682B9BF65021BBF37F3253FE3D3DABF486D70BD3BA85A3FC5D3733F748EDABEC935813F4E71703DE96402C0FB7E96BD74A4353FD46C65BF3DD992BFFCF1C03FFE519F3E96CC2FBFE0BE9CBE44842A3F0E10A8BE158B03BFFC94B63F23B7893F5B27113F1A1FB7BEEB06E8BE77894DBF1EE7103E4641BA3DC7199F3E1C6DFE3DBA1F673F0A3EB9BFCAA1233F58164E3F4EFCA03F131180BD78530A3F51E0583FDF0220BF8A06653F06E8C43FA8ACA1BFE5E094BF3A59863F5A2C81BE809FE4BFF6B642BF0E86473FEB5AED3E7825493FDE4EC3BFD61209BFB430623F1B3E47BEE8AD843F3B1EE73AB797C23E00AF84BF2080F2BE6B529B3E1F33EC3FA6D7E73F96B116BFA0823B3FD2088ABF4D5BD13F3A41F63EFFE6BFBE5A1AA9BF43C1DF3E0160ECBFD45BBBBFF76C1FBF5E6BA13FBC62F8BEF69D503FE10C383F70DF80BE1E4EC23F3A3C204084EF13BFAD11113EE4DB643F102984BD17A50BBFA41C28BED1C99DBF6C09843FB0C76CBF717027BF1EA2D9BEB3DD823EF598DCBFFB37D0BF476F043F022FA33E1D61EB3FC7E757BFE3FD353FED64C33FC4C7AB3ECF41C4BC16BC763F8E5E9BBF611686BDC8CA6B3F46571ABF75C22BBE991F98BFF71066BF829D033FEEF7813E26ADAE3D43500240E23FBBBED3A4C33EE8D582BEE8B9A03E6B2462BE1CED3F3FD262543FC8D307C015CFA13F3F9DC9BD0AC5643EFE9E5D3E3D38FE3E754E4DBF7CE1E23E0DE40BBEA990903FAE6EF23E568F68BF8CD636BFA4A2253FDF63C43DFDF2C13EBB6C643E5C39DABEA43EE9BD60A170BEC8CF23BF6B7672BE54A118408F0406BF5969223F029F76BEC10C49BD876A85BFA6834B3C8348903F0FA7BBBFF03715BF4D8293BFBDC27BBF161B15BF57530AC0345408C0AB26E7BE68D4A5BF24CB993D6FEEC0BF4CD51E40064D094033E9B0BFEFD2193F4A7704C0AF2A56BF98A8203F69FF363E233138C09A21103F0E189B3FEB4C1EBFFEBA1B404843ABBC38E06FBF3EF78F3F1BC2753E45103A3F913D93BFE3A28A3FB0348DBFC55257BFDEFF333EF2EC74BFEC27DCBEB8FA873FA48A4F3FE0B368BFB007B83E2E57323F9E4F033F5F881B3FB6474BBFCC8C50BF23F505C0254103BEADCF783FB5221BBF401C803FCADC463FAFF1CA3E398B8DBF98BE563F0E0FA63FE43AB93FB5EE90BFB4C00140EEA2993FA893A6BF1DE742BF4E06D7BF8A84F6BE6EB142BDD407CFBECC9F0BBD30433CBE16FD19407652363EE94BF63F292BCFBE037F0840EFCC3D3F6F75E83EA358C43FD84954BEBB736F3F48E999BDCC5D833EF5659ABE4BA6253F39E3F63EA568743F0D3E07C0F8E85C3F5D1993BF7FA7E5BE6BDB7A3BCF5E0FBFB9A6CEBFBBB0893EE6B8EABF02B1A3BFFFC7EBBF5CC38ABD3061C23FAE95A23F4BC15BBFBF9B1BBEAE7DB5BFA55536C096900240D79B593F75DF7DBFA73DDBBDE768A33F4622C7BEA4EF6E3FDC82AA3DD2B8263FD37522BF57F896BF014E98BE5436C03EF62F833FD4890C3EC4CD02BE18F82D3E8F33913EA83E113FB58D09BF8B1EF5BF1EA0C1BF3630D83F7F8DECBF66BD34BF0DD7893F5353B83F0FEBF13E83E9003F7A38EDBE5DDEC33DA259243FE9A28E3EA2519F3F6B0CCFBF770E2FBE65E8DF3ED27A2B3F76CA30BFFCDDBB3FFD606C3F6CC75BBE56B8723E8E869D3E5ADA383FEBEAD23F12E88E3F587B05BFCEDB49BF75B520BE06C7FE3EB54B21BF6EF98EBD53EE613F7EEA0F3F53AE323F1E23393FE6B8BDBF4C0380BF268B5B3EFC614140C40C6F3F4B89923FD8650B3DE68448BE2A883CBFD1F4F0BEFDFEBB3F13B69FBF6E8942BF00AEB63F5F61983F74C21F3E85C08A3F1781353E9E65B53FE1B28D3F59723BBFB6D390BF456A1A3DE092023D7ECCF03F6190273F6609BABF0948533F2E6C6FBFBD16A33F4B5AAFBF6023F83E516DB43F24959BBF7AA32EC05E3A523FBB58E13FF6F426BFFDF78F3F3CE90F3FA18E3C3F8083663F43C931BFDA9A243F31DBACBF43D5CABD3292BBBE89F8873F7BF71E40AB6EC4BD048BBB3FCFD72C3F64BDB7BF89E0C9BF439A8D3EA526073F2CF587BECA56E9BFA75216BD13E2B7BE56F27CBF752B19409A56C83EF38B9D3F01246BBF9BCEB7BDCD5861BDC99394BF513188BDF0A874BF61ABD3BF1FAC323F1C8D243E81E5053F0E71843DF70207BF66C2913F315ECC3F3AE3B53F7684BE3E4C4322BEC213153F807D91BFEEE791BFDBCF17BF16AE5B3F3E29A73FC019953F84BE59BF166CFABE8A76433C8767703E27CF57BEB742C2BEF696DBBF296C8C3E2566A43F052680BFF1058EBFA49BAD3E2C54A6BF9BD207BD175F31BF10D8DF3E1F6E66BE8D30233FC45623BFEACF4BBF7A7264BF7D361E40218C98BF27B692BF9D996ABF32E9473E9CD37CBE132402BF4B37873EB6981740A670CEBF9714923ED8432BC015FC93BF3D1C00BE4B64B43ECEFB913F0354C1BE7E351140819A563EEF51283F56A78BBFB94AFEBF63A7AFBFB255DE3E54F239BF9740A93F1CA58BBE7BE3AB3E31422EBFCEF93C3FEA72733F1B53BE3F0205F7BF6C4B3FBF3C69CFBEC3CD83BFB2F514C0D7478C3F621A9EBEBD481EBF55F3A2BCAD1AA6BFD88BA63F1C4E364016ADA9BF7B9477BE3B5EF7BD93E194BF077159BF794C0DBFF2C607BFE56D38BF45888C3F78CB443FECE2B33F7438883FB358C7BFE1A692BD9CB0083F24173DBFD9658C3F029346BE59CCDD3FE2B017C0F1DC38BF81A6D7BF46E9F73F27DB99BF93F9833FD922703DD8DF633EC6B0033FBA30643F48CB213E959587BEEBD4FA3FD524323F31DA223F91A798BFA408D93D12819B3F6E5A003F74C0DCBD912120C010511C3FB50D1A40120D7D3E6ED81CBFBF5D78BCD96F863F65F1BC3F86CE073F8E4FBF3E18FE8BBFA791FF3F1D5E19C01997B13FE746783EEA7C43BF9F7207408D656FBF4301F8BD7811FBBEB70D1C3F6BF7B6BF01AB813FD58510BD15A241BD229B6DBBD5C0B73E472AC83E6DA3403F2244BA3FE08ACF3FD70FC9BED026B33F4199FD3FB94C01BFE466A7BFBD37243EA1376C3FA3DA95BF158E73BF4E6D903FA78972BFBA5696BFFE42873E6D54FB3E1219C83EF98128BF49B8313DD99B6ABFE979B4BEFC36C33E74C032BE8A872FBF9E34D43D48DA17BF20738C3F4A521E3F1703803F4F65EFBEDA8E60BE5769D43D55716ABD2817333F47C03D3ED31CB2BFC7259ABEFF54173FD65E30BF980E48BC82A45BBF55963C3F6A1260BE05F9EA3E60F92ABF0CEB14BF3AB61AC01F5121BF1018CDBF646706405082833EB97C0440CC9B3CBFBFBC983ED2C581BF2C942ABD3181643FE454493F0E169EBFBF42943E32ACD0BFC3343F3F5ABA9B3FB31642BF99DF2ABF545B1C3EEBF287BE59C621BF08A3BBBFDE6FE9BEB072453E9520293FFFC245BE750E5A3F681F33BE99EA683E255C56BF661D4EBE30F87D3E168D76BF2693B13F04F099BF385E00405208FCBEA9EC0240F3F02D3FDC8192BE5D9702BF9E46A93FD64700407A7838BF3D438F3FFC35983DAE28304010EE873F726458BF438340BEDE28C23FBCAA9B3F1A21AB3C6C5C89BF34CB3CBFC053803FF6A38ABF3755493F6341F9BF72CCEABF36CCE4BE43E2963F217CBFBF4627023EB3C0E63F5B98CABF5F00A1BE032CEA3E726224BFF9BAC7BE573BC93FD46878BF84530FBFC29BCD3EF9AA963EB438E43E85A167BFF7BB40BE67D2883F32BE3E3E06FA213F0B73AABEF5CDC33E0D4FD0BF9BF71D3E601BE9BE401695BFB28FB53E5B6585BFC4B73C3F6965163F6E6AAB3EC09CD03E94DAFBBEDF38683F5CBCFE3D2F84E13EC310C13ED750993F0AA2DCBFD7E3F53F3A72363F388EDFBF8249FCBE04E4CB3E860D76BFF66B0BBEFA9BC73F545161BF2ED0ECBDAEDB233F03B983BF2B9D993E4D289E3F8D532E40A450053FB405B83F5E4CC83F2C9F9F3FC6EC1BBFD9CA0C40E54FBE3F12641ABEA86AB43EA8AEC83E213C68BF698DDA3FC79D16BFC58AEEBF5F16163F34CAA8BDC7896D3FB302A33FC2FB57BEA203033F38539F3F9CBB31BF6B7E86BFAB8A683F4EC0FF3E0197D83E0172363CA2707A3EFCEE7ABF31222BBEC1F64CBF13F42A3EFC31EC3E36F69DBFE0F082BFD36718BF66052CBE17241ABFD96FB2BFA474623F9E93ACBE14FC49BF6F73033FF6318ABFDF72E03FE39B6B3E666894BEE28320BF138402BEE870953EF9075C3F1CA1393F4902DDBF5B230040CCC80F40E7989BBE5032773F21F6AB3F225F203FBF36E1BF0D16DDBE9652F73E6702EF3F2D2CD7BD760C95BFFE8D923DBDDFB2BE2E7E3ABF432120BF451975BFC3B737BC23AB32BE3350883DCFE2493F3EA2D93E119A76BEA146B33B3C725BBE6C70C73F2DB7A03F6B3C03402DEA3F3F5915ABBFD3893BBEFF2D96BEBBEAE6BE3E9C953FE904753F8B29BCBFC3A6E3BF5153B43F5F78F5BE8F88CD3E5E2DC2BE798D64BF1C92EDBCC0E00EBF3787AABE164059BFCCDE00BFE00ECEBE547DA4BEDBC53D3E33E39FBF074D88BF0F98BDBFF94E763FC0105D3DBAA3D2BEFFECDC3FF8C02EBF58EEA03E9E5F263FA2A00B3F42CFDABBAAE5063CF89E483F5E3EA8BF165C13BF955030BF3988003F8759DDBFEA6E2340A7C7CC3D36A850BF988E06BF776D923F719B46BFB0AA68BE86B62BBF7187E5BD708023BFB6BA673ECA6CE8BD56A8623F8318DEBF373413BF80CEAC3F3E46033F81C93ABEF8F9F4BF1928A33E2E3AC33EF50AFCBE76243F3E8DF17BBF306190BECB5B0640D4EAEA3E51ED2D3F7161BABF86CE283F92D91C3EB88313BFAA028DBED46874BF0028CBBEE52A1C3F357B643F67D94BBFFF07FABFD959103FCAE2883F9D8501BD1458A43E6A80BD3F45C0BABD6C7D81BE6A6F70BF1912D63E5ABCB1BF22B8743C99DE4DBF9092B63EC6EFA33F49EB7EBD6C0E3FBF542DC0BFB34B733C649995BFB15DB13F4863F0BF73160ABF70E2E23FDF0C833E0DBCEE3EC5D4C7BF448C293F02D1493FD794313F7D6095BF43C4113E188CB7BE9FC305C0F59B8CBE077E593FF8DD903F2B41023F890A623F2462E3BFE7FEA63FBA8001406EE518401D0EB0BE6C8E39BFB029DABE55BE1A3F8D81B8BC19CFB83F54CD693E0F3A66BE72F6B1BFC44793BF92B1F83D1E74E83EE477863F7F4406C039BF4BBD43EC18BECB5D74C0A21D0740104E2B3CFD39AEBE030F183F7EC73ABFEF39483E100414C0D271B9BEAD698F3E9F1A8F3F2C070D3FB66CCE3E313F153F8576C93E7AF31940314D03BF843693BF69F13FBE114DB33FBDC791BF90598ABF9865E5BF26448CBFA611BB3DE4258FBD7DBA0DBFFBBC2A3F2B934BBFF6CF8FBEFFEE0C3E1D399D3F40ABB4BD234274BF290C85BDE14D80BF7C83A5BE607E943FDBD39FBFDB99383FDDE4413F34B58E3F749D143FC150953FBB82913EB54350BFBBF210BE0B5993BE5A4734BF31AAE53ED511973E4F5BD2BF450FC13E6CC8FD3F8557753FA978C4BF7C933A3FE17B343E335B713F6E7CFBBE9E42EA3E76B550BFEAEE0ABFF757B73FBF23B2BFC2B6A1BF612CC73E8CAC9CBC38BE623ED484C5BE5FF58CBF5F8B18BFC6A1BBBF7333353F0E5D84BFE734DFBDF2D8A83EC820A6BE5F3172BE13ECFCBFBD93823F02915DBF7DC37C3EF6DDA8BF61E48A3FF2112BBEFC67034010C6C73F8E48403F9762AEBE243D42BF542ED03F945C7CBF6BCAEC3FBFF8DE3E2F3B98BC484199BFD7C00340F7B5DCBF623522BEA2D8B9BFE65C0C40F35BAB3CEBCB913F5A1EB6BF907E423F2D0F11BF34E2B8BE6801E53D346AA63FC2B132BFF4502D3FEFB2AEBFAC669A3FCD9CA7BEC7B5013F2FBD0EBFBA6C623FC6D2493FF29C4C3F9C6706BFE2641ABE9910963FE263683E866626BFCBE598BEC175283D1560A4BE8287963F4E3178BF1942553F3B8F163F61BF8EBEC573283F83390FBF899A8BBE0F01CD3FDCBC8ABFE15BC9BFE43578BE4454EEBDFD5519C08BD8C7BF59EB0CBFDD3B083FBC94003F02C63440FC982FBD5F216FBD1E59073FFA3769BE275D77BFB6280A3F00AD57BEA857343FD316AEBF8D15A23E2DE5303F56069FBFACCD673FDA56973E11117FBFD5FB60BF6205893F175DFFBD8387FA3E9F3E263F6D2A523F3D1A4B3F1C8FE1BEDD7564BD634917C0D77955BEC61D3FBF9E8A5B3F5815F1BE18EC483E07BD113FCD92CBBE49E708BFF965E23D9D7FCB3FA196873F53E81DBFF4314EBF7E5682BF1888BBBF80EA59BF985573BF222988BEDEB4D6BF3AEA7DBDC228FE3E26B2023FB91F18BF858ECC3FDB65A2BEEE7955BF7C8E09BFE6C5973F7C33A13E64DB843F9B19B5BE9181E13FA80160BF8AB46ABFE6BEBD3FC6F4693F78EDA53F7ED810BFFD8C303F3558E63F7015C3BFED15873FDE0DC3BF3C24073ECA2449BE4396D83E354F2DC00A2BF2BE5FA786BFDB879E3F546A6A3E7F71FF3E953ADA3DA480F13F2941403FA873DCBF9482D4BD6543E83E33A69B3D44648ABF1160DBBE06D4133F7E27DABE258FA53FDA6E2DBF6B04C03FF51E8F3F2A96A13DE5FE58BF8B643DBF66B790BD9FB76C3F5360A73E2A4F67BFA0E41740650A983E8D1FFA3E6DBBCA3E4D72DBBFA2B911BFEFE9443F4836183FA46E063FBE60A23E33CABCBFBDA951BF842869BF7BFCCEBE84F0D43E97EEAB3E35F0A0BF2ED8CF3F30BCC6BE649B36BFFDE4E63FC69A82BF84D72D3FE0B256BF42492F3EA36F64BF2BEC17BF34C830BF20B4673F5E4F87BEEE2D643F60C71C3FC688BE3FE501CC3F4947EB3E4D7B3D4043C8CDBF264EBA3ED66F89BE6D2611C026F7AABC6DB8C6BF45AF6BBF789CB13F3776F3BEF86C4040B944043F27F54BBFECF88C3E4EE505BD36000CBED5DDE3BF6F20DD3D5279273E131B87BF4B36B9BC0412B5BF80E0DA3FC7C3BABFEBCBB33F76C130BE0BD9B03C6A7D91BFAD9FAB3F0181603ED293A13C4923963FE88A183FDEE0293FA69D883ECFCE2DBE774007BD5DBD20BFEDDC74BF3AEFCFBF85AD93BF1949D03E989B2DBFFCAFD23FDCD7B8BFEEE0C43E6BFE07BF00B0D5BF33C0F0BEAAFEA5BFA349543ED5790DBFB854603FB1E0ABBF6545C4BEE810D43EB7A9C33F27C9D0BD7C288B3D10A2293F93E26DBD80281C3F738607BE2EFC82BEAE6D7FBD10C29E3EBB2DC63E1DAEFA3FBB2F263F8FFAB43D2086733F9EF3843F6A16E63ECE72EEBDE42480BF88A50EBFE54127BFC406203F63DEB2BE6688683F670B503F03B71B3EB4FEC23E36801C40F36B9ABFB568ACBFED72B43E154628BEE653063FC8FD923E11F1D83E1F945F3F6E841D3FEB30AB3EF41F883F15156E3EF2A727BFD75113C0AB81FD3D1B79D1BD945DBA3FAC346DBFC5411C40078298BEDC0CC03F888C83BF6EF3083F662DFD3E4749943FB5BA00BFB44A0DC0865851BF2479DABE652771BA7AB7883ECC39EFBF714A5C3F2C778ABFCB92D13DDF5C1F3FF5D020BF9C26E7BEC9E3AEBE6490703FF987843FDD08643E1F76B83F830871BF3A7001BFD37C01BFFED2173E42DA81BF4EF7E83D1ADE213FAD20F1BF060EECBFE73BB93E38E24ABFBB53B6BFBE41A1BF5DA7113F557F1DBF9570C33FCBE62CBF44988A3F23FBFABEACF6453F81F9BDBFA022283FDB1CC6BF47FB1BBF53E0223F21B13F3E9FCFC1BF19CEED3C8B3C263FE04B8CBF7B9904BF4006E53E2F39DE3EEC22FF3FA83BFDBE274087BFD2FC203E174CA3BF52EFF33C7D4DD93FED3F03BF319C42BFAFC2033F44C242BF93A8A43FABD668BD5FC598BF31E7143FA4934FBF3C82FCBF19E353BE196B6ABE369BBDBE4E05DF3E2101E4BE992FA53F9BD3B7BC279B973FCDE5623FFFA01B3FF1E44A3FA15786BEAD41393EC46F113D9FF81A3E39D403BFD23A303F3486D03E22A408BDFF70DDBE2598AB3F42E4FB3F51FD9D3D8744243E376102BE624CA93E3F961340548084BF84E2D2BE39961ABA406893BF9032DC3E4409E23FEF2F5BBF10F46C3F494DDB3F6F4302C0FAC79B3E046568BFE708B23FE0DC04BFA23F683F8E0E333EAC32D5BE5EAC6EBF5C4E6FBFB2390E405794A6BF9B4C6FBEE0757C3F973D743C1D41DC3F1FE2893E7D11863F220B83BF4691D0BE116BD53EEAE0A8BF92E461BEB4FDB0BD978290BE312574BDF45D343E96861F3F085D8ABFA9A36BBF97C642BF70987F3F7BDE853F7C4900C0"
    }
  }
#-}
