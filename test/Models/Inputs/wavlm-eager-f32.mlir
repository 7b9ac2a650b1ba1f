// wavlm-eager-f32: transformers 5.24.0 WavLMModel (attn_implementation=eager, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map22 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
module {
  func.func @forward(%arg0: tensor<2x90xf32>, %arg1: tensor<2x90xi64>) -> tensor<2x8x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %c8 = arith.constant 8 : index
    %true = arith.constant true
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant dense_resource<torch_tensor_16_1_10_torch.float32> : tensor<16x1x10xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_16_3_torch.float32> : tensor<16x16x3xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_16_4_torch.float32> : tensor<32x16x4xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_1_1_4_torch.float32> : tensor<1x1x4xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_20 = arith.constant 2.0794415416798357 : f64
    %cst_21 = arith.constant dense_resource<torch_tensor_8_4_torch.float32> : tensor<8x4xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_8_8_torch.float32> : tensor<8x8xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_1_4_1_1_torch.float32> : tensor<1x4x1x1xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_28 = arith.constant 0.35355339059327379 : f64
    %cst_29 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_39 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_40 = arith.constant dense<0.000000e+00> : tensor<2x8xf32>
    %cst_41 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_42 = arith.constant 1.600000e+01 : f64
    %cst_43 = arith.constant 1.600000e+01 : f32
    %cst_44 = arith.constant 1.41421354 : f32
    %c7 = arith.constant 7 : index
    %cst_45 = arith.constant 3.200000e+01 : f64
    %cst_46 = arith.constant 3.200000e+01 : f32
    %cst_47 = arith.constant 2.000000e+00 : f32
    %cst_48 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %c4_i64 = arith.constant 4 : i64
    %c3_i64 = arith.constant 3 : i64
    %c10_i64 = arith.constant 10 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_51 = arith.constant dense<5> : tensor<i64>
    %cst_52 = arith.constant dense<2> : tensor<i64>
    %cst_53 = arith.constant dense<3> : tensor<8x8xi64>
    %cst_54 = arith.constant dense<0> : tensor<2x8xi64>
    %cst_55 = arith.constant dense<1> : tensor<2x1x1xi64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 1, 90] : tensor<2x90xf32> into tensor<2x1x90xf32>
    %0 = tensor.empty() : tensor<2x16x17xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<5> : vector<1xi64>} ins(%expanded, %cst_4 : tensor<2x1x90xf32>, tensor<16x1x10xf32>) outs(%1 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %3 = tensor.empty() : tensor<2x17x16xf32>
    %transposed = linalg.transpose ins(%2 : tensor<2x16x17xf32>) outs(%3 : tensor<2x17x16xf32>) permutation = [0, 2, 1] 
    %4 = tensor.empty() : tensor<2x17x16xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x17x16xf32>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %250 = arith.extf %in : f32 to f64
      linalg.yield %250 : f64
    } -> tensor<2x17x16xf64>
    %6 = tensor.empty() : tensor<2x17x1xf64>
    %7 = linalg.fill ins(%cst_0 : f64) outs(%6 : tensor<2x17x1xf64>) -> tensor<2x17x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x17x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_42 : f64
      linalg.yield %250 : f64
    } -> tensor<2x17x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<2x17x16xf64>, tensor<2x17x1xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.subf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x17x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<2x17x16xf64>, tensor<2x17x16xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.mulf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x17x16xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x17x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_42 : f64
      linalg.yield %250 : f64
    } -> tensor<2x17x1xf64>
    %14 = tensor.empty() : tensor<2x17x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x17x1xf64>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %250 = arith.truncf %in : f64 to f32
      linalg.yield %250 : f32
    } -> tensor<2x17x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<2x17x16xf32>) outs(%16 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<2x17x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_43 : f32
      linalg.yield %250 : f32
    } -> tensor<2x17x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_5 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<2x17x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.rsqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<2x17x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %18 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.subf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x17x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x17x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %cst_6 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x17x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_7 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x17x16xf32>
    %transposed_56 = linalg.transpose ins(%24 : tensor<2x17x16xf32>) outs(%0 : tensor<2x16x17xf32>) permutation = [0, 2, 1] 
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<2x16x17xf32>) outs(%0 : tensor<2x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_44 : f32
      %251 = math.erf %250 : f32
      %252 = arith.addf %251, %cst_1 : f32
      %253 = arith.mulf %252, %cst_2 : f32
      %254 = arith.mulf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<2x16x17xf32>
    %26 = tensor.empty() : tensor<2x16x8xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %28 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%25, %cst_8 : tensor<2x16x17xf32>, tensor<16x16x3xf32>) outs(%27 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %29 = tensor.empty() : tensor<2x8x16xf32>
    %transposed_57 = linalg.transpose ins(%28 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %30 = tensor.empty() : tensor<2x8x16xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %250 = arith.extf %in : f32 to f64
      linalg.yield %250 : f64
    } -> tensor<2x8x16xf64>
    %32 = tensor.empty() : tensor<2x8x1xf64>
    %33 = linalg.fill ins(%cst_0 : f64) outs(%32 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_42 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %35 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.subf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x16xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %36 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.mulf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x16xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_42 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %40 = tensor.empty() : tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %250 = arith.truncf %in : f64 to f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%40 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_57 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_43 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_5 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.rsqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_57, %44 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.subf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %46 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %cst_9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %cst_10 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %transposed_58 = linalg.transpose ins(%50 : tensor<2x8x16xf32>) outs(%26 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<2x16x8xf32>) outs(%26 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_44 : f32
      %251 = math.erf %250 : f32
      %252 = arith.addf %251, %cst_1 : f32
      %253 = arith.mulf %252, %cst_2 : f32
      %254 = arith.mulf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<2x16x8xf32>
    %transposed_59 = linalg.transpose ins(%51 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %52 = tensor.empty() : tensor<2x90xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x90xi64>) -> tensor<2x90xi64>
    %54 = tensor.empty() : tensor<2xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2xi64>) -> tensor<2xi64>
    %56:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg1 : tensor<2x90xi64>) outs(%53, %55 : tensor<2x90xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %250 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %250 : i64
    } -> tensor<2x90xi64>, tensor<2xi64>
    %extracted_slice = tensor.extract_slice %56#0[0, 89] [2, 1] [1, 1] : tensor<2x90xi64> to tensor<2x1xi64>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<2x1xi64> into tensor<2xi64>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = arith.subi %in, %c10_i64 : i64
      linalg.yield %250 : i64
    } -> tensor<2xi64>
    %58 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%57, %cst_51 : tensor<2xi64>, tensor<i64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_120: i64, %out: i64):
      %250 = arith.sitofp %in : i64 to f64
      %251 = arith.sitofp %in_120 : i64 to f64
      %252 = arith.divf %250, %251 : f64
      %253 = math.floor %252 : f64
      %254 = arith.fptosi %253 : f64 to i64
      linalg.yield %254 : i64
    } -> tensor<2xi64>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%58 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = arith.addi %in, %c1_i64 : i64
      linalg.yield %250 : i64
    } -> tensor<2xi64>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%59 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = arith.subi %in, %c3_i64 : i64
      linalg.yield %250 : i64
    } -> tensor<2xi64>
    %61 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%60, %cst_52 : tensor<2xi64>, tensor<i64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_120: i64, %out: i64):
      %250 = arith.sitofp %in : i64 to f64
      %251 = arith.sitofp %in_120 : i64 to f64
      %252 = arith.divf %250, %251 : f64
      %253 = math.floor %252 : f64
      %254 = arith.fptosi %253 : f64 to i64
      linalg.yield %254 : i64
    } -> tensor<2xi64>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%61 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = arith.addi %in, %c1_i64 : i64
      linalg.yield %250 : i64
    } -> tensor<2xi64>
    %63 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%54 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %250 = linalg.index 0 : index
      %251 = arith.index_cast %250 : index to i64
      linalg.yield %251 : i64
    } -> tensor<2xi64>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%62 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = arith.subi %in, %c1_i64 : i64
      linalg.yield %250 : i64
    } -> tensor<2xi64>
    %expanded_60 = tensor.expand_shape %63 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_61 = tensor.expand_shape %64 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %concat = tensor.concat dim(1) %expanded_60, %expanded_61 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %65 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%cst_55, %concat : tensor<2x1x1xi64>, tensor<2x2xi64>) outs(%cst_54 : tensor<2x8xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      tm_tensor.yield %arg2 : i64
    } -> tensor<2x8xi64>
    %66 = tensor.empty() : tensor<2x8xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %68 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<2x8xi64>) outs(%67 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = linalg.index 0 : index
      %251 = linalg.index 1 : index
      %252 = arith.subi %c7, %251 : index
      %extracted = tensor.extract %65[%250, %252] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %69:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%68 : tensor<2x8xi64>) outs(%67, %55 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %250 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %250 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%69#0 : tensor<2x8xi64>) outs(%67 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = linalg.index 0 : index
      %251 = linalg.index 1 : index
      %252 = arith.subi %c7, %251 : index
      %extracted = tensor.extract %69#0[%250, %252] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %71 = tensor.empty() : tensor<2x8xi1>
    %72 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<2x8xi64>) outs(%71 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %250 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %250 : i1
    } -> tensor<2x8xi1>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_59 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %250 = arith.extf %in : f32 to f64
      linalg.yield %250 : f64
    } -> tensor<2x8x16xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_42 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.subf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x16xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.mulf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x16xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_42 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %250 = arith.truncf %in : f64 to f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_59 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_43 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_5 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.rsqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_59, %82 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.subf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %cst_11 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %cst_12 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_62 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %89 = tensor.empty() : tensor<16x32xf32>
    %transposed_63 = linalg.transpose ins(%cst_13 : tensor<32x16xf32>) outs(%89 : tensor<16x32xf32>) permutation = [1, 0] 
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %91 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<16x32xf32>
    %expanded_64 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %94 = tensor.empty() : tensor<2x8x32xi1>
    %95 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8xi1>) outs(%94 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x32xi1>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x32xi1>) outs(%94 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %250 = arith.xori %in, %true : i1
      linalg.yield %250 : i1
    } -> tensor<2x8x32xi1>
    %97 = tensor.empty() : tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %cst_39, %expanded_64 : tensor<2x8x32xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_120: f32, %in_121: f32, %out: f32):
      %250 = arith.select %in, %in_120, %in_121 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %99 = tensor.empty() : tensor<1x1x4xf32>
    %100 = linalg.fill ins(%cst : f32) outs(%99 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["reduction", "reduction", "parallel"]} ins(%cst_15 : tensor<32x16x4xf32>) outs(%100 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.absf %in : f32
      %251 = math.powf %250, %cst_47 : f32
      %252 = arith.addf %251, %out : f32
      linalg.yield %252 : f32
    } -> tensor<1x1x4xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x1x4xf32>) outs(%99 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.powf %in, %cst_2 : f32
      linalg.yield %250 : f32
    } -> tensor<1x1x4xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %102 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%99 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.divf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<1x1x4xf32>
    %104 = tensor.empty() : tensor<32x16x4xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %103 : tensor<32x16x4xf32>, tensor<1x1x4xf32>) outs(%104 : tensor<32x16x4xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<32x16x4xf32>
    %106 = tensor.empty() : tensor<2x32x8xf32>
    %transposed_65 = linalg.transpose ins(%98 : tensor<2x8x32xf32>) outs(%106 : tensor<2x32x8xf32>) permutation = [0, 2, 1] 
    %expanded_66 = tensor.expand_shape %transposed_65 [[0], [1], [2, 3]] output_shape [2, 32, 8, 1] : tensor<2x32x8xf32> into tensor<2x32x8x1xf32>
    %padded = tensor.pad %expanded_66 low[0, 0, 2, 0] high[0, 0, 2, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x1xf32> to tensor<2x32x12x1xf32>
    %107 = tensor.empty() : tensor<2x32x9x1xf32>
    %broadcasted = linalg.broadcast ins(%cst_17 : tensor<32xf32>) outs(%107 : tensor<2x32x9x1xf32>) dimensions = [0, 2, 3] 
    %expanded_67 = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [2, 2, 16, 12, 1] : tensor<2x32x12x1xf32> into tensor<2x2x16x12x1xf32>
    %expanded_68 = tensor.expand_shape %105 [[0, 1], [2], [3, 4]] output_shape [2, 16, 16, 4, 1] : tensor<32x16x4xf32> into tensor<2x16x16x4x1xf32>
    %expanded_69 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [2, 2, 16, 9, 1] : tensor<2x32x9x1xf32> into tensor<2x2x16x9x1xf32>
    %108 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_67, %expanded_68 : tensor<2x2x16x12x1xf32>, tensor<2x16x16x4x1xf32>) outs(%expanded_69 : tensor<2x2x16x9x1xf32>) -> tensor<2x2x16x9x1xf32>
    %collapsed_70 = tensor.collapse_shape %108 [[0], [1, 2], [3, 4]] : tensor<2x2x16x9x1xf32> into tensor<2x32x9xf32>
    %extracted_slice_71 = tensor.extract_slice %collapsed_70[0, 0, 0] [2, 32, 8] [1, 1, 1] : tensor<2x32x9xf32> to tensor<2x32x8xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<2x32x8xf32>) outs(%106 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_44 : f32
      %251 = math.erf %250 : f32
      %252 = arith.addf %251, %cst_1 : f32
      %253 = arith.mulf %252, %cst_2 : f32
      %254 = arith.mulf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<2x32x8xf32>
    %transposed_72 = linalg.transpose ins(%109 : tensor<2x32x8xf32>) outs(%97 : tensor<2x8x32xf32>) permutation = [0, 2, 1] 
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %transposed_72 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %111 = tensor.empty() : tensor<2x8x32xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x8x32xf32>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %250 = arith.extf %in : f32 to f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_45 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.subf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %115 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.mulf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %117 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_45 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %250 = arith.truncf %in : f64 to f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_46 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_5 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<2x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.rsqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %121 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.subf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %123 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %cst_18 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %cst_19 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %128 = tensor.empty() : tensor<8xi64>
    %129 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%128 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %250 = linalg.index 0 : index
      %251 = arith.index_cast %250 : index to i64
      linalg.yield %251 : i64
    } -> tensor<8xi64>
    %expanded_73 = tensor.expand_shape %129 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_74 = tensor.expand_shape %129 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %130 = tensor.empty() : tensor<8x8xi64>
    %131 = linalg.generic {indexing_maps = [#map10, #map11, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_74, %expanded_73 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_120: i64, %out: i64):
      %250 = arith.subi %in, %in_120 : i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %132 = tensor.empty() : tensor<8x8xi1>
    %133 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<8x8xi64>) outs(%132 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %250 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %250 : i1
    } -> tensor<8x8xi1>
    %134 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<8x8xi1>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %250 = arith.extui %in : i1 to i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %135 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<8x8xi64>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = arith.muli %in, %c4_i64 : i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %136 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<8x8xi64>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %250 = math.absi %in : i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %137 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<8x8xi64>) outs(%132 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %250 = arith.cmpi slt, %in, %c2_i64 : i64
      linalg.yield %250 : i1
    } -> tensor<8x8xi1>
    %138 = tensor.empty() : tensor<8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<8x8xi64>) outs(%138 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %250 = arith.sitofp %in : i64 to f32
      linalg.yield %250 : f32
    } -> tensor<8x8xf32>
    %140 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%139 : tensor<8x8xf32>) outs(%138 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_47 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%140 : tensor<8x8xf32>) outs(%138 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.log %in : f32
      linalg.yield %250 : f32
    } -> tensor<8x8xf32>
    %142 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%141 : tensor<8x8xf32>) outs(%138 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_20 : f64 to f32
      %251 = arith.divf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<8x8xf32>
    %143 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<8x8xf32>) outs(%138 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.mulf %in, %cst_47 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%143 : tensor<8x8xf32>) outs(%138 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %cst_47 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<8x8xf32>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %250 = arith.fptosi %in : f32 to i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %146 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%145, %cst_53 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_120: i64, %out: i64):
      %250 = arith.minsi %in, %in_120 : i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %147 = linalg.generic {indexing_maps = [#map5, #map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%137, %136, %146 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_120: i64, %in_121: i64, %out: i64):
      %250 = arith.select %in, %in_120, %in_121 : i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %148 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%135, %147 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%130 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_120: i64, %out: i64):
      %250 = arith.addi %in, %in_120 : i64
      linalg.yield %250 : i64
    } -> tensor<8x8xi64>
    %149 = tensor.empty() : tensor<8x8x4xf32>
    %150 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x8xi64>) outs(%149 : tensor<8x8x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %250 = arith.index_cast %in : i64 to index
      %251 = linalg.index 2 : index
      %252 = arith.cmpi slt, %250, %c8 : index
      cf.assert %252, "index must be smaller than dim size"
      %253 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %253, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_21[%250, %251] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x4xf32>
    %151 = tensor.empty() : tensor<4x8x8xf32>
    %transposed_75 = linalg.transpose ins(%150 : tensor<8x8x4xf32>) outs(%151 : tensor<4x8x8xf32>) permutation = [2, 0, 1] 
    %152 = tensor.empty() : tensor<2x4x8x8xf32>
    %153 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75 : tensor<4x8x8xf32>) outs(%152 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_76 = tensor.collapse_shape %153 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %expanded_77 = tensor.expand_shape %127 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x8x4x8xf32>) outs(%152 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_79 = linalg.transpose ins(%cst_22 : tensor<8x8xf32>) outs(%138 : tensor<8x8xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_79 : tensor<8x8xf32>) outs(%152 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_81 = tensor.collapse_shape %154 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %155 = tensor.empty() : tensor<8x8x8xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %157 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%156 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_82 = tensor.expand_shape %157 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %158 = linalg.generic {indexing_maps = [#map13, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_82, %cst_23 : tensor<2x4x8x8xf32>, tensor<8xf32>) outs(%152 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_83 = tensor.expand_shape %158 [[0], [1], [2], [3, 4]] output_shape [2, 4, 8, 2, 4] : tensor<2x4x8x8xf32> into tensor<2x4x8x2x4xf32>
    %159 = tensor.empty() : tensor<2x4x8x2xf32>
    %160 = linalg.fill ins(%cst : f32) outs(%159 : tensor<2x4x8x2xf32>) -> tensor<2x4x8x2xf32>
    %161 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%expanded_83 : tensor<2x4x8x2x4xf32>) outs(%160 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<2x4x8x2xf32>
    %162 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x4x8x2xf32>) outs(%159 : tensor<2x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.negf %in : f32
      %251 = math.exp %250 : f32
      %252 = arith.addf %251, %cst_1 : f32
      %253 = arith.divf %cst_1, %252 : f32
      linalg.yield %253 : f32
    } -> tensor<2x4x8x2xf32>
    %extracted_slice_84 = tensor.extract_slice %162[0, 0, 0, 0] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %extracted_slice_85 = tensor.extract_slice %162[0, 0, 0, 1] [2, 4, 8, 1] [1, 1, 1, 1] : tensor<2x4x8x2xf32> to tensor<2x4x8x1xf32>
    %163 = tensor.empty() : tensor<2x4x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map13, #map18, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_85, %cst_24 : tensor<2x4x8x1xf32>, tensor<1x4x1x1xf32>) outs(%163 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x4x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<2x4x8x1xf32>) outs(%163 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.subf %in, %cst_1 : f32
      linalg.yield %250 : f32
    } -> tensor<2x4x8x1xf32>
    %166 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_84, %165 : tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) outs(%163 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x4x8x1xf32>
    %167 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x4x8x1xf32>) outs(%163 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %cst_47 : f32
      linalg.yield %250 : f32
    } -> tensor<2x4x8x1xf32>
    %collapsed_86 = tensor.collapse_shape %167 [[0, 1], [2], [3]] : tensor<2x4x8x1xf32> into tensor<8x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_86, %collapsed_76 : tensor<8x8x1xf32>, tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8x8xf32>
    %169 = tensor.empty() : tensor<8x2x32xf32>
    %transposed_87 = linalg.transpose ins(%127 : tensor<2x8x32xf32>) outs(%169 : tensor<8x2x32xf32>) permutation = [1, 0, 2] 
    %170 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<2x8xi1>) outs(%71 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %250 = arith.extui %in : i1 to i64
      %251 = arith.cmpi ne, %250, %c1_i64 : i64
      linalg.yield %251 : i1
    } -> tensor<2x8xi1>
    %concat_88 = tensor.concat dim(0) %cst_48, %cst_49, %cst_50 : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<96xf32>
    %171 = tensor.empty() : tensor<2x8xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map19, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%170, %cst_41, %cst_40 : tensor<2x8xi1>, tensor<f32>, tensor<2x8xf32>) outs(%171 : tensor<2x8xf32>) {
    ^bb0(%in: i1, %in_120: f32, %in_121: f32, %out: f32):
      %250 = arith.select %in, %in_120, %in_121 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8xf32>
    %extracted_slice_89 = tensor.extract_slice %concat_88[0] [32] [1] : tensor<96xf32> to tensor<32xf32>
    %extracted_slice_90 = tensor.extract_slice %concat_88[32] [32] [1] : tensor<96xf32> to tensor<32xf32>
    %extracted_slice_91 = tensor.extract_slice %concat_88[64] [32] [1] : tensor<96xf32> to tensor<32xf32>
    %173 = tensor.empty() : tensor<32x32xf32>
    %transposed_92 = linalg.transpose ins(%cst_25 : tensor<32x32xf32>) outs(%173 : tensor<32x32xf32>) permutation = [1, 0] 
    %174 = tensor.empty() : tensor<8x32x32xf32>
    %175 = linalg.generic {indexing_maps = [#map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_92 : tensor<32x32xf32>) outs(%174 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32x32xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%169 : tensor<8x2x32xf32>) -> tensor<8x2x32xf32>
    %177 = linalg.batch_matmul ins(%transposed_87, %175 : tensor<8x2x32xf32>, tensor<8x32x32xf32>) outs(%176 : tensor<8x2x32xf32>) -> tensor<8x2x32xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %extracted_slice_89 : tensor<8x2x32xf32>, tensor<32xf32>) outs(%169 : tensor<8x2x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x2x32xf32>
    %transposed_93 = linalg.transpose ins(%cst_26 : tensor<32x32xf32>) outs(%173 : tensor<32x32xf32>) permutation = [1, 0] 
    %179 = linalg.generic {indexing_maps = [#map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_93 : tensor<32x32xf32>) outs(%174 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32x32xf32>
    %180 = linalg.batch_matmul ins(%transposed_87, %179 : tensor<8x2x32xf32>, tensor<8x32x32xf32>) outs(%176 : tensor<8x2x32xf32>) -> tensor<8x2x32xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %extracted_slice_90 : tensor<8x2x32xf32>, tensor<32xf32>) outs(%169 : tensor<8x2x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x2x32xf32>
    %transposed_94 = linalg.transpose ins(%cst_27 : tensor<32x32xf32>) outs(%173 : tensor<32x32xf32>) permutation = [1, 0] 
    %182 = linalg.generic {indexing_maps = [#map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_94 : tensor<32x32xf32>) outs(%174 : tensor<8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32x32xf32>
    %183 = linalg.batch_matmul ins(%transposed_87, %182 : tensor<8x2x32xf32>, tensor<8x32x32xf32>) outs(%176 : tensor<8x2x32xf32>) -> tensor<8x2x32xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %extracted_slice_91 : tensor<8x2x32xf32>, tensor<32xf32>) outs(%169 : tensor<8x2x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x2x32xf32>
    %collapsed_95 = tensor.collapse_shape %178 [[0], [1, 2]] : tensor<8x2x32xf32> into tensor<8x64xf32>
    %expanded_96 = tensor.expand_shape %collapsed_95 [[0], [1, 2]] output_shape [8, 8, 8] : tensor<8x64xf32> into tensor<8x8x8xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) permutation = [1, 0, 2] 
    %collapsed_98 = tensor.collapse_shape %181 [[0], [1, 2]] : tensor<8x2x32xf32> into tensor<8x64xf32>
    %expanded_99 = tensor.expand_shape %collapsed_98 [[0], [1, 2]] output_shape [8, 8, 8] : tensor<8x64xf32> into tensor<8x8x8xf32>
    %collapsed_100 = tensor.collapse_shape %184 [[0], [1, 2]] : tensor<8x2x32xf32> into tensor<8x64xf32>
    %expanded_101 = tensor.expand_shape %collapsed_100 [[0], [1, 2]] output_shape [8, 8, 8] : tensor<8x64xf32> into tensor<8x8x8xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) permutation = [1, 0, 2] 
    %expanded_103 = tensor.expand_shape %172 [[0], [1, 2, 3]] output_shape [2, 1, 1, 8] : tensor<2x8xf32> into tensor<2x1x1x8xf32>
    %185 = tensor.empty() : tensor<2x4x1x8xf32>
    %collapsed_104 = tensor.collapse_shape %expanded_103 [[0, 1], [2], [3]] : tensor<2x1x1x8xf32> into tensor<2x1x8xf32>
    %186 = linalg.generic {indexing_maps = [#map21, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_104 : tensor<2x1x8xf32>) outs(%185 : tensor<2x4x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x1x8xf32>
    %collapsed_105 = tensor.collapse_shape %186 [[0, 1], [2], [3]] : tensor<2x4x1x8xf32> into tensor<8x1x8xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map22, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %collapsed_105 : tensor<8x8x8xf32>, tensor<8x1x8xf32>) outs(%155 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8x8xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_97 : tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_28 : f64 to f32
      %251 = arith.mulf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<8x8x8xf32>
    %transposed_106 = linalg.transpose ins(%expanded_99 : tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) permutation = [1, 2, 0] 
    %189 = linalg.batch_matmul ins(%188, %transposed_106 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%156 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %189 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8x8xf32>
    %191 = linalg.fill ins(%c0_i64 : i64) outs(%130 : tensor<8x8xi64>) -> tensor<8x8xi64>
    %192 = linalg.fill ins(%cst_3 : f32) outs(%138 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %193:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<8x8x8xf32>) outs(%192, %191 : tensor<8x8xf32>, tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_120: i64):
      %250 = linalg.index 2 : index
      %251 = arith.index_cast %250 : index to i64
      %252 = arith.maximumf %in, %out : f32
      %253 = arith.cmpf ogt, %in, %out : f32
      %254 = arith.select %253, %251, %out_120 : i64
      linalg.yield %252, %254 : f32, i64
    } -> (tensor<8x8xf32>, tensor<8x8xi64>)
    %expanded_107 = tensor.expand_shape %193#0 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %expanded_107 : tensor<8x8x8xf32>, tensor<8x8x1xf32>) outs(%155 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.subf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8x8xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.exp %in : f32
      linalg.yield %250 : f32
    } -> tensor<8x8x8xf32>
    %196 = tensor.empty() : tensor<8x8x1xf32>
    %197 = linalg.fill ins(%cst : f32) outs(%196 : tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%195 : tensor<8x8x8xf32>) outs(%197 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<8x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %198 : tensor<8x8x8xf32>, tensor<8x8x1xf32>) outs(%155 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.divf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<8x8x8xf32>
    %200 = linalg.batch_matmul ins(%199, %transposed_102 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%156 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %transposed_108 = linalg.transpose ins(%200 : tensor<8x8x8xf32>) outs(%155 : tensor<8x8x8xf32>) permutation = [1, 0, 2] 
    %collapsed_109 = tensor.collapse_shape %transposed_108 [[0, 1, 2]] : tensor<8x8x8xf32> into tensor<512xf32>
    %expanded_110 = tensor.expand_shape %collapsed_109 [[0, 1]] output_shape [16, 32] : tensor<512xf32> into tensor<16x32xf32>
    %transposed_111 = linalg.transpose ins(%cst_29 : tensor<32x32xf32>) outs(%173 : tensor<32x32xf32>) permutation = [1, 0] 
    %201 = linalg.matmul ins(%expanded_110, %transposed_111 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %202 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_30 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %203 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%201, %202 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<16x32xf32>
    %expanded_112 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [8, 2, 32] : tensor<16x32xf32> into tensor<8x2x32xf32>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<8x2x32xf32>) outs(%97 : tensor<2x8x32xf32>) permutation = [1, 0, 2] 
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %transposed_113 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x32xf32>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %250 = arith.extf %in : f32 to f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_45 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.subf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %208 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.mulf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_45 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %250 = arith.truncf %in : f64 to f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_46 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_5 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<2x8x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.rsqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %214 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.subf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %216 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %cst_31 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %cst_32 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_114 = tensor.collapse_shape %220 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %221 = tensor.empty() : tensor<32x64xf32>
    %transposed_115 = linalg.transpose ins(%cst_33 : tensor<64x32xf32>) outs(%221 : tensor<32x64xf32>) permutation = [1, 0] 
    %222 = tensor.empty() : tensor<16x64xf32>
    %223 = linalg.fill ins(%cst : f32) outs(%222 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %224 = linalg.matmul ins(%collapsed_114, %transposed_115 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%223 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %225 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_34 : tensor<64xf32>) outs(%222 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %226 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%224, %225 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%222 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<16x64xf32>
    %expanded_116 = tensor.expand_shape %226 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %227 = tensor.empty() : tensor<2x8x64xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<2x8x64xf32>) outs(%227 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_44 : f32
      %251 = math.erf %250 : f32
      %252 = arith.addf %251, %cst_1 : f32
      %253 = arith.mulf %252, %cst_2 : f32
      %254 = arith.mulf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_117 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %229 = tensor.empty() : tensor<64x32xf32>
    %transposed_118 = linalg.transpose ins(%cst_35 : tensor<32x64xf32>) outs(%229 : tensor<64x32xf32>) permutation = [1, 0] 
    %230 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %231 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_36 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %232 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%230, %231 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<16x32xf32>
    %expanded_119 = tensor.expand_shape %232 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %expanded_119 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x8x32xf32>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %250 = arith.extf %in : f32 to f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %235 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_45 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %237 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %236 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.subf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %237 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%111 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_120: f64, %out: f64):
      %250 = arith.mulf %in, %in_120 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x32xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.addf %in, %out : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %250 = arith.divf %in, %cst_45 : f64
      linalg.yield %250 : f64
    } -> tensor<2x8x1xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %250 = arith.truncf %in : f64 to f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.addf %in, %out : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.divf %in, %cst_46 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = arith.truncf %cst_5 : f64 to f32
      %251 = arith.addf %in, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<2x8x1xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %250 = math.rsqrt %in : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x1xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %243 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.subf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %245 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %cst_37 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.mulf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %cst_38 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_120: f32, %out: f32):
      %250 = arith.addf %in, %in_120 : f32
      linalg.yield %250 : f32
    } -> tensor<2x8x32xf32>
    return %249 : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_1_10_torch.float32: "0x040000005F50EDBE5636683D41BC5DBF61348ABF3FE81BBFF35F89BE366885BE474AA53D91689A3E4FB89EBE33EE6B3E47B3D13E928621BFED7A25BF88E9343E71BCAB3EA84984BF740F99BE804788BF456ED43D586C00BE2B57A1BE3B57C5BDD626333FB025B2BE4349FDBD55FB8C3DB3B9BB3DB78C383E1D498BBE50574D3FD0F2D5BDE072B7BEF0079FBE1C579C3EBDED3F3F7EE6863F523D233FB7C8603D86E797BEF806963EB51D9F3EF2E6C83D658C23BB67AC37BFFE2F5B3FD56701BEBA13CA3ED1858B3F35EC023F419CFC3E7247F53E8F5D343E2E52C3BDF594653EB62298BF8EE480BED07882BDEFE112BF6F4F1D3EF603C13EDB72A0BDD7255F3D9D3A143E3DCC233F7922D23E3BD8003FD9C8CEBEBEA0C3BE6CA512BF9C228BBED9EE38BE0A0624BE82E615BCA1B3A13ECDB0C13E5FBF083D10587D3C2DC50B3FBEB31CBD7F07023F1CDB25BF0E23183F5C19A3BE5C4D053FA36480BE8649D93EBC44C33E9FAECCBEB3F3AEBC1A75013F368402BF06B4D43E8F64CFBE9F8B7FBDC29B1D3F82BCBDBE75E4783FBE58283FBD62F6BEAE529F3EA00F9A3E8074833E100E97BEF1FC97BE8B2E29BFD93669BE1C74913F2EC524BE505FC23E8445543D00EE04BE8DC5F13EDE38513F272CDA3DA8B4E3BD034124BE4C13413F4750023F9ADA88BE2AE787BFB743DEBEFA645DBE6AACDEBEB437873F2DE2893DEE6627BE4DFE76BEC03503BF0905E73E68F19C3EEB473ABEBFE9293F8EBD483CC3FBBD3DBAF786BD75FC853E0DF0023F7BCD703E4083253EDBF0C73EE761F6BE18D3233C0B44E73E6B7E733E05BF88BE95A71CBDF2D0F73D462241BD39E7DA3E1ABC28BE0DFB943FBE8337BDCB9C94BE9653373CF13BCF3EA0ED883E17A0303F17BAADBDFCEE42BE",
      torch_tensor_16_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_3_torch.float32: "0x04000000B88D2FBD627F36BE4B8C473E4C1BC0BE418F043F0859AE3E2F739C3E79315B3D9294B73EEEC7213F200A85BCF71951BE7FDF863E19EDFF3D1083133E31E47F3DD0AFC4BC506BA93D8715CF3E3CA92DBE2244CA3E5635FFBD5EC67EBDA4BC2F3D08AD083E4BA3FD3D34B3B13D92B898BC2446AB3E6724223EF91B8A3DFF03313EDC8C6D3E6D7712BCD8BC26BE4A15CBBE42A8933E1884743EEC53663E03C3F8BE3A8AEEBCF67CCB3D5FC8B4BD2782913EBD59DF3E3A3AB4BDB00E2FBE1C9987BD8BC71ABEB4A2F83D96A31EBE7FD9A43E7CB1923E4951FB3D423401BE0445F73E8831D9BE9768863EDB14B4BE57D7C1BAC6A72EBECB5C90BECCD6A13E2A4297BCCF67A6BDDAAFC8BDECC7F6BDB4169D3E95A55EBD9D970EBEF44D8FBE3ED445BEB477853ECA0DE33DAA3B4DBE4D11893E45EEBABC410715BEF3819CBE0EBF493C313646BEAA2867BEE10EA4BED71B34BECE00BABD1BAC3A3EADC0C4BE42C5313D99D78D3EFF45383DCA7A903E664DAF3E97209BBD983DC9BDACB640BEE62660BE95E9D8BEEDA7B33DA44CE7BDEEE8593EF003CBBC02615A3EC9EB8C3DA862C23DB8A81FBDF18EBABD564F7CBC2FE202BD54B0963E905F56BD3163143ECC6D92BD681546BE566E6B3E40873F3E488B133E5B6E5BBE850746BE0E314B3E93A7193E754B313E83F5293FD44906BF25C3E4BD9D209EBD66EE973C68254B3E664B303D6A7197BDAC9C273D6D6BAC3D29D79A3E15D0D13DD8ADA93E167405BED5E0AB3D85778BBD96E1CBBD31D9CF3C7D440DBE5EFFA0BBD77E44BDA706BA3E2ED965BEEDB92D3E8E176ABE1E1EDFBEB86234BE70F89D3E6C326A3DE3ED0F3D4427CBBE2CC05B3D1A540FBEBCE20B3E62645C3E58DCB73C98163F3E17281F3EF52B50BE98D0423D2BAF213DD63121BDD790463B1D03713EC256CCB8E91135BC8B42363E63369F3EBB7645BD92AD2EBE7EE034BD678DA0BE1CC3703DBB6A5EBEDB88FABD74AA3F3E45888EBD0905913D2CB6C6BC1F3385BD93185FBE4A1ADD3D4291843E4DF2973DD87C5C3EE0F87CBE729952BC967959BE54F2F2BC221EC43CCF28A23E8E856D3DDF20F93D5105FABD070532BEBDF3D13D7E94673C1EE2EEBBCE46FDBD22A8313E093802BCE7194DBDE74784BD3DBAF63E0A5ADA3E70868DBEFEEC0B3D0A7E213EA2B49C3A4961C5BD8F0B3F3DA661D0BCDA1F033F92F2613E1732963D70A820BEBFE41FBE030E433DF820F3BDF832A8BAE26B263D8CED18BEBD7C823ED219D53D08B04DBE50ED3D3E20E38BBE0DF2AF3BA209463B65BACBBC7D346EBD072FB4BB7F6C203C1E3E5DBEE539ABBE4A36A2BC0A25553D175DF7BDB4B101BEF89911BD4B7F81BDE748E73D1A75DABDCA4E283E419AE2BD738DA03D9EB89D3D54029BBE1477AC3D110712BE5156E7BE9889F43D843D6CBB67E4B6BCAD7443BEA0B6373EC682D9BD7E3260BE8325A73E6F9F933C42BA5BBD4A4EB3BE0E48693E3963213B363D72BCC2423F3EC1729ABD097551BE147B71BDCD95EE3E4AAA7C3E862897BEC30D9CBE9C8967BEAC482C3EA4084E3E87A3AABD3B26B4BD00CA96BA1D68303DB6D7B7BD8220BCBD5F19E8BE223698BE78AF65BC928D5A3EE35C283EC7B2AABE7DB6893E7201D0BEB8F5983D7F3D313DA84BC63DC5D595BE57EBDABE55B0B03DB5E11A3EF74063BE71DC0F3DBE20BEBDCD87C53DBE1F13BE910575BCD437B33D22CA99BD11BE47BE08037B3E4ECB323EA789F7BD99170B3F8C9A56BE219AA83EE020BA3D2DD6863E34C78FBB25F847BE88AEDBBA009180BDBFCB793B93232D3E6AB53ABE112B63BEC04CB8BC812A943E9D79593E2129BA3CBB24A7BE37C14BBEC3B54FBE168210BD67D5CF3D751270BD4D2AA43DDC31A13E3FAA0ABE361C95BE57BC90BEE5A629BC65552F3E35BC20BD2C2EA2BE45E4A43D023A893E679E29BEF74B653E27D28EBDAA8981BEE3909BBD8E2C7BBE5F01A9BB17D840BDB2C6A5BC4CE4AEBE0640ECBD84B5823DE743403E113C6E3BB83C18BEF471AABDD0A0EF3D28BBBABEF2C0EEBEC2DF6DBE5210733EB4CE2F3E7AEFB93DC56083BE05942E3EEC15053D39E8413E96C19ABEF6468D3C5528F23DED55843E4A9FD1BD7937B33C5E1C20BE4E9B85BD8BBA0B3D35D37CBECF4722BE62ECFDBD95DFCFBC058C5C3E889327BDA392D23D120A43BE8D8970BEF57392BEDB53383EA67F5F3CFB6180BD1115C9BB1E1F513ECFBED8BC7BFC413CF69AF9BEF35633BDE526B83DBE3009BE283B2A3EAC46AD3E3A6CEF3E1422E5BD99825CBB6AF2373E86BA59BDE39B223D258121BE0DF6D2BDE02B0CBF7D64803DA4C0223EF94611BEF4D38D3D381FE63D3FCAD1BED1A810BCBF89783DEDA8BE3DE70053BE0D715E3E693D503E299D603EB909A5BE35FD673E94E1D1BEAE3FD9BDE9AD033E2C7426BF649303BEA881C6BEDFAFB13EDAAA84BCE8DE9F3DFA084BBE267C98BEA3B2C0BD648BD9BEBE7FA9BDE87FE13DE8A74F3D79D62B3D933EC83E0766BA3D56FED33CA48B4C3E66E77B3BA263643D8C0FCB3E0400B0BC247D6DBE6241173E6791E8BD43C9823C888A643E5906E23E6E1E5E3C3128623D6F87253EA3761C3D0DAB32BE4D2D313EE2FA8A3D1E149F3E9884783E212C063E8A03C03D9D45C6BEBA972D3E61B9BC3D4A8E373E218682BD1CBD053FD2B89DBEC2FF55BDA8A2FABD914D14BEC32397BECE5CB6BD5ADA83BE9B3547BEA6E0403D5FAEDABC4DE7AD3EB97B523C8A0B973C1EF2473E440555BD42CB163E0176543EA46B843D859DDE3D54D4283DBA049EBEFD56A13D8BB22A3D4E6D43BE08730D3E60CF073E864D5F3EAFB35FBE2AC3453E8549E33E95859E3C23F0843D8DD55CBEAA746BBD503029BE191C16BD2DF740BE5D0A2E3E30E168BEFA7652BE775099BCF6C9343E1BA8D53E8D83163E15EF89BB3B7D97BCC41EADBE720D30BE0C03D13D419B5EBDA73E85BEC430CD3D2CB6B0BC5401DA3E88D89ABD878C133E50686BBC677FAE3EFFFB203E8847AABEFA3E293E35FD93BE4978903D8BF782BE5F6B2BBE621A593ED45EB83EF390B03DBE6ED53D719E37BD73BD9E3E9398FEBE1E5D28BD1A26243D86DC81BA78CA7F3E1755A43D51FD43BE1F0D273E26789DBD525A643EA650483E1821D6BD1C8D233EB9B8813E2CCB813EE191BA3DB1D2513ED72B1CBE82FFF3BDF42C563E288AD53DD718183DF595A5BEBCBEB13D7C1DA93E28A4BD3D97834ABCF820C0BDCF8DAABD8E60923EB4BE89BE1009B8BE237AB33D1C47573EDC65123F3362B03D54D667BE5165403E7AC58ABED63CC8BCA96054BD7DF59CBE5388B3BD9F80393EF086D4BEB70D05BF94F4123D29F152BE5936C23DFD3FE4BD4DCBACBE5DB2A6BD26AD4CBDC598E63E0C46F8BD16E733BE2E0CE6BDEE262EBC1696073FA711273D5E7808BD17AB803DC468C63C6E9E0DBEF808EB3DF16773BD9E79A3BDD3D4453DC3FA13BDBD5371BE2DB66D3D2DEAE93D70586F3EEEB5C2BE6DF40D3E8036893D899A62BD8E91EC3C2484ACBECC08743E8D515E3E2044893E8B7EFD3C251AA1BED2BA55BE1F6B48BE235A24BEDC3699BDBC7270BE21F60FBE2E05103E6BBC9B3E49D733BE0995B63D2777DD3D709C17BB032A0CBEF5D8963D7CFE863EDA0226BEF4DB8BBC4B15743D7C4D36BEEDA2D53EE517693D44DB13BE53110C3D8FF7D93B41C0103E0D69943D0D1B813E87EE923EFD69903E1907E53E545B90BDB1B06A3E78CFAB3DB86FE43DD91B953D37479F3D14ED823E0DAB1DBF1D0596BEB9457ABDEEBDFDBDF2E020BE1B797A3DF8E64E3E36EB6A3E648850BD28DABCBD1AD5DFBE4B091ABE53AD3ABE97A98A3E5ADD8C3E3846523E8B03A43D4760CBBCA24724BDFD5CAFBEAD2C96BD4C25933E08483FBE5CCA6D3E6EECDEBD01DFE73AF22C8DBD634CE73DF374413EF73D303B9760BE3EF4B621BEF7774E3EFD18AD3E5943983EFD1E9BBEAA3D3EBDCE098B3CAE5169BD8E96933E9EC12ABE0FFC453E38C1343DC27B21BE0F2DDB3D1E122B3DFC9D303E8F94A63E623567BEAEA3A5BE9598AE3D1DCAA8BE1495E53D4A0D8C3E2A800E3E2BD0EE3B99472CBD4FD492BD76609D3EE30337BEDF6F183E4E8A63BE24C235BE1512813E39E1B0BDAC209A3E8DC9653D87A5CA3C86B99A3D476DDABD2FAB273E7C26B5BC8EC734BED78557BD7D12A63D97AC5A3DE4E47C3DF693F33D23B1213E20CE01BE5540A13EED203B3E9F2E63BD91C0873E9D8A8EBECEDA77BE3E400DBDED358F3D69B5DBBE0A5E8B3D7769EEBCE44DC3BC4EF1E7BD1EE2FB3B8D6A4DBEFD74E4BDB769CCBEE4637EBE6B36873ECF32BBBD68D2C4BE",
      torch_tensor_16_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_5: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_16_torch.float32: "0x040000008002E8BD92945E3E40304ABE9CE64FBE76927C3ECC20A73D4EEE0ABE5A7801BE80B0E0BB3ACE4CBEF231153E0001A0BDC8A3683EE4F23A3E46BA443E4ED768BE5073053EA4171DBE0845F4BD3A081E3E8EE560BE686CA7BD9075DF3D24AFFFBDC64B633EBA8D2C3ED86E33BEB0813D3D102D78BEA42D153E28E47EBD00C5813DFCCBC0BD2CB5423E48E7093DA29A3CBEDC1179BE384ED9BD5050B7BCE03F89BD88FA29BD201304BEC07AB6BBB83EE73DB838ECBD188057BD40F3E5BC1E733B3E60245EBC18A4A1BD9EFD1D3E908D463D1C02D23DA4EDF1BD840AD5BDB827FB3D2AD0133E9CF1A13D3812963D003DF13ACEE84FBE907A1A3D203A703DDEA30F3EF8D6083DC2D47D3E1034E9BC8C0A1E3EBE7D62BE50D319BD083225BE00B09D396E0E64BEA443F1BDAE564A3E7C61D13DCE47423EBC27D43D1C101C3EAE740ABE2456BA3D380672BED0373BBE1A796FBE86DE173ED44F9F3DF69F1FBEF0739A3C949C5F3E348110BEC8FC2FBE424345BE50FF0ABDD244643EB0AF4C3D8073C0BC10D821BDD8088BBDAC0ADDBD3C2D703EB8A0C6BD1CBFB5BD8890AFBDB8F45F3E2A021CBE3E747B3E00EF283B8035D6BD52F41E3EF030553E90B39FBD88DC113E2C5417BEFC72D8BDFE59283EC4C26B3E3C0C58BED4F025BE20463BBE30F1B0BCA0A3DEBCD2CE223EC8527D3D289542BED02292BC04F816BE9038CF3C884FA23D54076ABECCBE7F3E521D083E8AED7DBE2089E3BD6AB1613EC009873CD25849BEF09BF6BD067567BE5C619B3D32CF00BE22E4713EF850903DF04606BE92FD383E60E846BD107C2ABE7EF24FBE10A2EABD7CB7D53D78AC683DBCB89CBDECBAB1BDE43581BD26FF2CBE84CD6C3ECA4E63BEE049EDBC30660C3D0098923AC00133BC381D4BBE4C2ADEBDE84B0EBE6A3F693ECC279CBD46CD37BE269032BEC6143ABE78013ABDD8DAD7BDB0CA39BE94DBB0BD3CA04C3E3C9B63BE80B69FBC84736F3E7426233E48EC753DFC98D73D6C20B3BDF45D46BE285D1DBEF64115BE56073B3E80B90A3B341F50BEF4513FBE90588DBC741A103E1022F53C5088383D907369BD008751BBB01C173E249EA63DA89BAABD50CF7F3E040D343ECCC3AF3D482BF43D467A2B3EC0C218BDD05F343DD8129FBD80B5A0BD60F61F3CD4C22BBE2A81633E90E52ABEAC3224BEB81D0EBDE41E273EC040FDBD60518ABC56450F3E52F95FBEEAE66D3EB6030A3ED8ECAC3D00D05739AE65163E086A90BDD046AF3C72953E3E64C50EBEE04A893C4086363E80CEB53CEED018BE006F3C3D50E759BD92675BBE0059A13BA03D1A3CEA0C263E204A41BCC49938BEFACB5E3E4040593D7C988FBDDC3C1A3E18683B3EC23D373EB091483E60E5CCBD48206C3E46F61C3E22BF2CBE18D2F53DA24410BE64D4E13D240613BEC8F6FA3DEC9BD2BD38E5613DB8724DBD789C073E80C368BBFC42EE3D544DC4BD641EF03D62230C3E1086943C18CF97BDB8171D3D66E36CBED0089FBC68F9523E5A3C003E40FEF6BB625E03BE984C573DF2F1603EF84B003EC04C9C3BCC6A9C3D20EAA53C08C577BDCCF23BBE5424F3BD2CDDD9BD789915BE72EE763E4E395ABE402E513C209B653CD88000BE0084FCBCDCD6BA3DEC9733BE7802AA3DE0A15EBCD4B4F8BD10E944BE402EC7BCD091EFBDD495B03D9C797DBE1016423E0AB4773E50A4A63CB65B2EBE1E5C77BE28A7F63DBC2CAE3D80A2543E182208BEDEC8103EB4B9CFBD181A41BE307BA93C985F94BD341AE83DD01807BED40C253EDCA139BE2491823D786A2A3ED09598BDCAB771BE34E3C03DF0E160BE94E406BE24FAE6BD3CE206BE862C6B3EF4573FBE9CA1433E5EB526BE92D44D3EBC13A9BD608929BD126834BE9036EC3CE478CBBDE4AF6EBE545DFB3D8073AA3D3C3029BE62EA703EE088C9BC06D1263E70BCB5BD46AB7DBE1C1AF5BDD41146BE1E0C683ED029513EF88441BD36277CBEA2C41E3E38F1A73D06FB233E000F4C3DE464D83D00E781BCCA817C3EE0593DBDE0D5EE3D9ABA78BE802413BDF0DDD83C3030513EFA4C0A3E18B2783EB870013D2C11A8BDA0B1583C00B5B7BB58EE983DB855413DA416E6BD5CAFDD3D60B5DC3C5CAD35BE0046EB3B0E4035BE0085AABB30298C3D02DB7FBECC14333E482AE8BDA8EF39BD98636ABD00CA463E82671EBEE2FB7CBE84736BBEC0F9E83D60D2B4BDD82F183D6419F83D40689B3BD2E27E3E6885CD3D2A0775BEEA244ABE461566BE92352EBEB0F97ABDACFBBFBD50FD71BE3477D63D0891423DA01808BD24B8C53D4C798ABD30AAA83C78AAD9BD4A6A083EAE394A3E50433F3DD6EA4E3EF42EAA3D2C2690BDD6C03D3E10F64B3D30A9503DB0EED83C5CE54F3EFE2423BE586CBDBD46DD1CBE8C7328BEBED1033EF066E3BD708D1C3DB2BC563EEE10053ED066AF3C526E503E201AB4BD0E3E4F3ED89B6B3E7AEF78BEE8E1C53D9CA2D63D1CC69E3D284E5B3EB0E66B3EA06182BD08292A3D38C9A4BD60CA55BEA03055BC241D983D90EFB3BD38EDE73DC49461BEA66C27BE6CC22ABE800F2ABB382F243E7E970A3E7A844B3E8CA76A3EB04E4EBE18C79E3D30CC10BE561C3EBEE2726E3ED0BC54BE9EEF60BE92F849BE1E50213EEA6E41BEB814CE3DD08B45BE4889843D60E3D93D52753DBEE059EEBCF6DB2FBE9C12633E488066BDC2F73BBE88BC49BDE4DEBE3DB2853EBEFE7A3E3E90CF243D102153BECCBD2A3ED856A23DE8D1073EF09ADEBC84A104BE3CA506BEA056BA3D0073383E4C2CA73D344B00BE36357D3EE072163DF69620BE32870D3E861D0B3ED0D747BDB0D7AABDECF31BBE020E1D3E4E887B3E1C8A87BD5478EF3D9ADD173E94DAB03DEA9560BE6C5D273E385749BD12F870BE28C0D7BD584846BD",
      torch_tensor_32_torch.float32: "0x040000008854293E2EDA78BE00C2843D442A4BBEE859343E36A530BE48623CBEDCBFAEBD043EB1BDBCDC86BD846255BEE29108BE583654BDCC84FF3DA81B5C3D4E633F3EC0D6DCBDA83852BDF28F0C3EA0BBB1BD0C3A70BEB4D26BBE342827BE58D5433DDE8765BEA0B651BD96247FBEB057A3BDDCEFB9BDC2746DBE0E195D3E6871853D",
      torch_tensor_32_16_4_torch.float32: "0x040000001C7557BD5093D5BCC4833DBD1E478C3D208FC2BC8E1AC23DD8A8E93C40399EBC8EDD93BD8C69EABDA05C15BD6810EDBD98B7BDBC80E4053B20FB03BCC8807BBD28AEB13D8E2C903D484AFCBC504B4ABDD6F1A03DEAB9DE3D4A67EABDA03EDDBC100F3EBC0C6039BDAE8CDA3DA84197BC9A0CD93D00FE213A30265EBC425395BD483E2ABD48FB243D107A623D80BC91BB82EDF33D9E2FB1BDC44E443DAE92E63D380EB2BCA03DCB3D400A073B4CB4BFBD20728CBD08933E3D44915DBD8848F63C28F8FB3D98EA2D3D00AC3FBC30F4FF3C287E93BDD41AD7BD626FC0BD6CCFD6BD1025D23C4075C73C689559BD1468FABD2AAD8A3DBC4191BD58F4AABCC0A6D6BDAC6C90BDFC95553DA885EEBD3AFB91BD52EEBF3D0E4A83BD641255BD94C10FBDECDB5A3DA0EDA7BDF0574D3C281A513DC0AB14BC8828B93CFA49C3BD9479673D78593F3D487180BCC6ADD3BD98C94C3DF60CA73D101BB3BC2C53713D08C73D3D8CC84CBD402C0EBC0ED5FE3D00B31A3A18CECBBD705B15BC5CB77E3D002127BD201086BD22E3D23D506D873D68F8ADBCA042D13B209A58BCD0BCED3CE091913B20EA9ABD88B8BD3C8042563B1069043CF41D43BD9C2F033D6E03CFBD740C193D86B98A3D906361BC60DCC6BD003CEEB900103A39863CDDBD4C11B5BDC8C8EC3D0C71BF3D40E08D3DA258B13DDC19453DEC12903DEA8DA93DD836EFBC482C82BC368AB63D00D03CB86493A6BD8A80C6BDAC2C8F3DBE0CD43D10D0C63DC069AA3C3AB6B03DC80AEBBD4270B8BDBC54F6BD7441CE3D804094BA08C26BBD443F2D3D90A83FBD222FA4BD407A453D407EBB3C8A53B7BD129EA8BDB00F703D0EA8C23DC0B8263CC09580BD503B773D5897B23C6A1FE0BD46E6A5BD4021E03C00689E3DB07C24BDB491773D488B9EBD9AF9F43D4A69B63D78CDBF3CF4C8633D9C41323D9C1097BD00DE8EBAB887083DA021E7BC727DF53D247245BD36A0E4BD40C073BDF896EDBDD2F4D23D70D765BD601DB4BDE0625DBCB67EACBD44BA85BDEA82823D2434C0BD8C74713D60AFBA3D000093B9C458633D8E668FBD12A2C73D64B0F83D0857F33C6049E93D1E40FEBD40DF60BC3076CB3C0883DEBDCC27793D702143BD742E39BD341DCBBD9050513DC445BABD704CD9BC4C72633D4CDBC03D608DE73C74FF3EBDC8B35EBD3AB08F3D98FDBD3C7880D73DE0CF403DA23ACE3D7A49CEBD3ACECD3D943D6BBDF40D09BD0021443A5808C0BC988DCA3CEC1EE43DCAF498BD90331E3D90BFCDBDA8C8A03C4EE5D23DD49DAC3D943ADB3D3A948A3DF07029BC74AE053D0CF155BD744CD93D302E803D1C5FBBBD205ADD3D0020F3BA8013B6BB78200CBD141607BDA001CD3BFCF379BD0A22EEBDFCDD83BDF0C5CBBC2651C13DE853BC3D0C6299BD80469DBB88C513BDB2F388BD5811B4BCCCA631BD62178F3D98EB7DBD988B9D3CE87690BD3CCC1FBD8087C93DFC5B7BBD804BF6BB147EF43DA83D2F3DC04D82BD04B499BD908B33BD185520BD08EB5E3D20A9E3BC82E8D73D66768CBDB41A20BDBC683A3DA274CC3D48E3F43D38E6A33CA0A6AC3BE86465BD12A5903DE26394BDB89306BDC6F6D5BD961AF6BD78178F3DA0220B3CA413CC3D04B5CB3D3A56863D44E64C3D74DF04BDF0F6873D4C34763D403E313D407A6CBB60F4983C0063113A26C9B9BDC0B5ED3C7C32BCBD506C783DFA8698BDBC3E27BD50D172BD4C10CA3DAC47B4BD94B7823D4A64803DD402B53DA048003DDE8E8B3D365ECA3D20B4C93CCC162E3DD42CC8BD6C5509BD30B2393CE021783CE4E334BD50C8FDBDA02605BDBC03443D1E6FDC3DEC2CE7BD4C72743D66E9F2BD32D0F4BD9051A0BDD84087BC9CFF0E3DDCB0C2BD8E3BC53D7880E73D0003FC3B4061D03D50CA67BD648B4ABD602484BC80C65F3C0495B2BD22FDCCBDD0414A3D909F133DD46FFA3DC0BF50BDD0CE343D989C4EBDA0BF7C3D00E6E2BB5CC6BD3DC0398E3DBC14D53DA88E833DE0E2993B1E9DDC3DA85E96BDA674F13DEE28FA3D6E8CF43D782A6FBDCAA487BDD092013C886F1F3DA26A803D5C3B503D36FBD93DCC4600BD40F927BD5C9F2B3D78AD0E3DF65495BD9017463C325EC2BD7C3416BD3CF248BDC467E03DC871E6BD182697BD7E87FABD1021013D560AC5BD20A7253D08D2B1BD1CFDA3BDBEC882BDB0AB993CC63BEB3D60CCEF3DD0B91ABC4EC0FABDEC2629BDFC2043BDE8CCD9BC1CA1433D02D4803D0402633D1C43123D9C454FBD00CEADBA6852823C28C382BDE03437BC50A67FBC40DFF1BD568CAD3DD00E4FBC3C4DDDBD5A8ACA3D38BF89BD4045353DE0E0FD3D409DBD3BE44D133DAC6E4B3D867BC13DE0171DBD5A0E90BD204520BC8034C83D4017303C28DFB13D00A073BA88171D3D606D8E3B40615E3B569DF3BDD0CDDFBD20402A3CF4677D3DFAF7AB3DE0B8B13BB0D1573D2C23563D1AFEDCBDC801E1BD147DC6BDC0D70C3B7EDFA1BDC0D823BD703499BC48C3473D706CED3C2A7CED3DDEE8E63D2251A3BD0076CEB90819A93CD47CDF3DF8AD1EBD943749BD302AA2BDEEA2BC3DB40D11BDC4C13FBD8E26AD3DD88FEB3D609CACBBBA74B4BDC295D03D401B2FBD3CF16BBD60F9B3BD203D76BD827DC8BD50C493BD8C34E9BDD863CEBCCCDC4D3D0C56C2BD000C37B958CE3CBD4CA7773D22BADD3D98BE87BC40D880BD84B3C4BDD46796BD84D3133D30F3EA3C12DD893DD82798BC988A833D8613E4BDA8A2093DEE85F83DE05CFDBD8AE584BD22E2A33DE019A0BC887588BD322D9C3DE048093CA06DA03B0C831BBD6AE1C03DA2008E3DE870B73C30469C3C3860843D947D9F3DEC0552BDC06160BC90C7603DB01A78BD6E5FEF3D1C5CAFBDC8426C3D54E3B7BDD462243D14CEB23DB0E2763C50444DBC3CCBA23D8AD1B7BDE4B6ACBD1A30DABDA0949DBD009E543B0C2A68BDC021E43C20388A3BD00ED53DE4015EBDEC100CBD1E51A93D247601BDD217F53D305B4BBD0070B3BA489DF2BC38DF6E3D882E443DC65388BD66B0A83D702202BC2C7901BD003F25BB8029B23DF61EFB3D6822793DA02EB33C0A13A73D181A56BD50C985BDBCDB13BD78B0A5BDE0245C3D008A423C3C2C2FBDF0EA4FBC006E22BB9280DB3DC885E43DC214C5BD78A53B3D24B5453DB0C5433D809A8BBC8C0B003D80D6003D1C2AF93D865BF5BDA44A42BDC03CACBD205B78BDE00CC93C56219C3D3E97C1BD6481A63D5CD6D53D505E7CBD40BAB23CB66C83BDC053DB3CF85F6DBDBC7347BDE25EABBD7A7AD5BDAA4ACC3D805081BC804363BB8CCE7EBDCA6EB23D108792BDA8154FBD5CD6C7BDF243D7BD6E46E33D9EAEC5BD305F8DBC203414BD108A3B3DB4F1083D4E3FC4BD34E8E53D8802FFBD308F4A3C10192BBC684DEDBC9C74AE3D2425D83DC863853C80D634BDB652BE3D48D6A03D30EBB73CB0090CBDE0AFAC3BD82BE43D30185E3C70CBC9BC66BED8BD9A2F89BD62E4B83D203C90BBF06108BC485A473DE86DA8BD10590ABC940010BDCEF1853DC456D03D8EBEA03DBCDCBE3DA6C9E4BDC0C435BD1084723C506FD9BD40E40A3DA6CDA7BDFC655B3DB631CF3DB6FEDABD6483D63D60E66E3DA0F0A8BD9809F53DF8B7DDBD2058ACBD34B17EBD406ACFBB40E1B73CC84116BD1EA6F2BD60676CBC363BC23D9C1AC53DCC26803D68AC943C2070FE3C545AC5BD3C544F3DC6C7FEBDC87053BD588D06BD32FDBB3D40CD6EBB843869BDD8E6B23CD46BD4BD488E07BDACCC0D3DC0A207BC901457BCFA759C3DFC76C2BDCE4281BDFACCF73DC0C3CB3C00CCA5BCBE9A843D70019A3D901CABBCE84455BD7061A7BC58E9393D10BA82BCFEFD943DA4C3D0BD14347BBDB228C33D6856863C6034CE3CF864283DD8F6F1BCB4C04CBD7CE2123D24B207BD908153BDD849873CC0AFF73CD0EA38BCB021ADBDC0D49ABC0E1591BDB2BC863D22A0A9BD3A1ECC3D70EC4B3D9837DBBD54FABD3DEC2AFDBD8025EEBBDED59FBD003BDCBD70EA4A3C683F78BDC40BB93D7E3EC9BD607CD43DAC719A3D5A38E03D18EE15BD9EEA9CBDD413AABDCEE1D43D08A87EBD402A7CBCF8D59DBCA82AB03C7C11D2BD406CCE3D9C6CBDBD8CCAFB3D685648BD749164BD58C08CBC9087173D48BBBDBC1A80FFBDF410B43DA490FD3DCC28813DB280FA3DB88B0B3D107B20BC1EE7CBBDCABEDFBD5641B0BDFCE701BD1212953D343E53BDE0159FBB803AE7BA8057A7BD40C25DBB862EF73DF29BCC3D7AF9C23DA0FC49BC0049113BA8F38B3D084E2ABDB47F4FBDDE07DB3DA0D8E93B58DAACBDFAB4D73DF0F5A93C88F9883DAE56DEBD8006BE3C20959C3D38BA93BCF68291BDC0D0CC3D58246E3D0CD2113D402CF23C80CF343BB8CE923DB8DADFBC6CB196BD9881433D7099083D7CF1423D407963BCA8E387BCE0C522BC6C01073D9E71C4BD729BEEBD9C963F3D34298CBD90482CBCE8F00D3D28A08F3C9208A53DC03A863C6084FD3C805137BC0827973CECBC3B3D9CA5AE3D2690F2BDC44755BDF8B7E5BDA8214CBD680D9C3D7C8FF2BD7261E5BDDA3A943D702D97BD0A1ABB3D9C881F3D3C85003D9E5ECB3DAE21EDBDB277BB3D580A263D4E8CABBDC826F93CB4B10EBD08834DBD30CE5DBCDC6371BD16DBDF3DFA56DC3DD0795ABCCC03E3BD2093FABBF04F073CA41DAB3D00C9833BFC03153D04DA073D3A4191BD1CCB9EBD1ECEE4BD00A980BADC941E3D609F11BC947DF83D4057C3BC020CA7BDF8AAAA3C542F10BD28618CBC1A0DF83D800C6BBB6EA0DF3D28C0883CA4793EBD54B0BB3D32D391BD2086873B282BE63C98CD653D6A33ECBDA0EEC83B209104BD56FBA53D60422C3D44354D3D2AEC993D1041E5BCE03603BC7E60CD3D4E55CEBDC6F3B0BD50D2153C3CD14ABD0095EA3BE223E23D60696DBC4246DABD64BE68BD161AEB3D40F6E0BC2C8060BDFC76663DE0887D3CC0B5E1BD8231D53DF228903DEA82DE3D040D603D709F2CBD182427BD6420783DA081C6BC40C2C83C9C0FF8BDD0177DBD602E3E3DA0EDC9BBF42476BDEC4CDFBD0EB4A23D60E2CDBC4887FBBD1CFCF63D2027793DA41F99BD3AD6BABD4660F73D00D1083AD2F699BD7A50933D584CD5BC504B0C3CE85B85BDA6D4D8BDF203AABD60E060BCA254B9BDDC50FC3D8053B13A880244BD4C5A4A3D2CF6E2BD26F182BDC84E403D7E83D9BDAC2E7F3D20252C3C6474D5BD0A10FEBD64D1213D9401723D40B4CCBC905EE2BD708B93BD20AB593C4004953B680F033D5810B53C80B2D6BB1619873DD052F83D4833D53DFC9EE83D3CCD2CBDD0C02EBDF08262BC7C53173D283F4F3D008D36BC6C5BA5BDEA26C1BDBA74F63D78A709BDB0698ABC68E49CBD3CD47DBD38E9E03CC0A5573DD8674ABDF8733CBDF2CACA3D22D883BD6AFFBEBD90C29FBC6698F33DA0CFDE3C487D8D3C60007FBCB6F89F3DF4C57DBD2092AD3DF8E9F13C00B4633C68F88C3CB4E19DBD0822BE3D0674863DDA38C8BD5E5BEEBDC0CD03BDFC12AA3DE4127CBD3045ED3DEAB580BDD43EE7BDF038613D4AB69ABDF06BA1BCE0B11FBD80BB22BC4E12DFBDB4CDEABDD0185C3DF01168BC506D9ABD40B050BBD6A8E9BD10E8073D7C26733DE645F83D6A8ED0BDB05578BC0EEE8A3D2C9DEA3D0823B6BDA894593DEC62533DBE559A3D947DB0BD92AFB63D34025FBD9A949DBD9052CB3C2EDED83D5A87A9BD32AE883D708C6ABC1473233DB2B2C73DB4040B3D2285D4BDA0261ABD983DCB3C8AF5D7BD603DAA3CCC7689BD408CCBBCD429373DAA08CEBD0E5BA4BD8086693DC431FDBD1C2DB03D7265C5BD00E803BBE835D23C04084A3D14E49EBD78CD893CF0755C3DDA92DB3D14A7C0BD548D7EBD6827153D207E83BB78C1ACBD6C76D7BD564FE3BDB222B3BD58FE59BD2AC4B1BD4493E0BD60DD1F3C0022963DBC6671BDA0CB4C3C00FAC9BA6C536F3DAA89B1BDC076C23BFAF2EE3D5EC3B63DD4B9FDBD08279ABC00BA983A780F29BD3C30A8BDAC21B2BD881AAA3D18C225BD20CC03BC903C163D5A219DBDC08A363CA245983D20AE95BDBCF5143D40E78BBB0CC28C3D601BAA3D24D6073D0087773B665FDCBDE0DA4B3D12139C3DACF839BD7C31FEBD1274CF3D905CF0BCC0DFCC3C70ED0FBD3842A33DE8ABF93D8078A03DD8F022BDF866B33D34D2793DB0CE473CFC33CEBD6CD95BBD7248FDBDAE38AB3DBC0DFD3DA21F953D0C98233D7803F23CC46FF63D60C981BD34E42BBD5CDBE5BDE0CC4ABCD07B0C3CA8270C3D5C18B2BD40FE6CBCBAF1D2BD963DD0BDD078853C1EE5F9BD9C55083DACD3EBBDA421B2BDD879D4BCC84BF4BDFEC0CE3D56C1D13D5AB785BDF081D63C94F6823D28B3223DB82B89BC4A76F1BDC625BA3D6A89E0BD00A5BDBCC014FE3B849F28BD34443BBDD440DDBDC0AFE13B508A68BC722EDF3DAC8F28BDC2DDC53DA0E7C13B500866BDB886F3BCD06868BC80B5A93AE8B4A8BCA4F2173DF4D1D23DB8F4A03CF473393DD0159E3DA0B9DC3C5C046C3DF448863D909EEF3DAEA3E9BDB4332F3D8098B9BB88E6B7BCC46545BD48E8993D822FEA3D44EBD0BDCA4F8A3D5486B03DF0F7B23C0000C13AA6FFC43D80E1723B1869FFBCD03B17BC7C44243D742C003D00FEDCBB0C9F213D68E4093D0660CFBD3028FF3CD2A19C3D50DE6A3C50EF3ABCA21AC43D92A9DFBD0CB269BD546B67BD8632DD3DD89BF7BDB01D4B3C02FCF7BD20B186BB70D73E3D9077EFBC1C82F83D00A0D0393A8482BDFC06043DEA22853D003482B95600DB3DCA06A2BD98755A3DAE5D913D504E7E3D005040B85C28123DBCD5C8BDC0E5C8BDE097FEBB505780BC2A16BE3D72E3B93D8894AD3D4C836ABD30F8C8BDB220F0BD604C393D54ADE6BDDE8DFFBD986081BD4C24D8BDE0C549BDF629A1BD3E5683BDAC62F33D30F8C0BCA45CD43D80C2353B10AE83BC8CE715BDEAFEB6BDC4AECDBD8E42B13D18C71DBD4498F9BD54F0EA3D40F5173B724DABBDCE3AC9BD28FCD6BD9479E0BDECA8E73DA682B03D9081273CA62EDABD1CEA05BD2C7CF0BD0C72303D30F207BD6021DBBC3CC01FBD4C0D703DF2918A3D2851E03CF83A80BC40644ABC00250FBB4EA2BEBD0ECCF93D10D15CBD4AF1943D58838FBD00FA5B3A88452F3DE00DEBBDB4DA6A3D30F4C3BD38E58E3CF80ECBBCC2BE923D82CEF83D48C6E63C40EA69BBF0AA7DBD60E43E3DE86F76BD847D533D38EA5DBDFEA5AD3D785CC43DB0F99C3D801EA43AD06F6D3D8A46E9BDEE9BCF3D1C0605BD28A73A3D1867ADBC44EC2BBD207070BD3820A53DD0468BBDE893B4BCA423813D50694E3CF465D7BD588FFEBDACEB78BDEE1CEC3DCA05B6BD34178D3DB23FB73D003954BD481A62BDFA2CB8BDA8B99F3CD8268FBCE000C73BE0155E3D40F5563DD48821BDB0A80C3C603FF33C80602E3BB0E9CC3CEC674FBD22D6D13D601052BC180483BC64C3E5BDF690B9BD80D37E3B785D9EBC2EB680BDDC00863D405937BC7810343DC49ED73DF4636BBD00FE7BBD18C5CDBC406D2DBCA80A80BDA0D8F5BC40206CBBCCA9653D7AD7EC3DFC91BD3D00C0583CF00E01BC7426033DA034A7BBF06286BCC80F303D1A48D0BD38B6D9BD00BB043AAC2F1BBD043F7DBD4452EEBDF07BAB3D6033A3BBDE8A89BD688F50BD3C9B063DFEA8B9BDF088033C800BCABA586B2E3DB41B4B3DDE43A7BDB0135D3D6A4FC13D60D9033C9A6B823D38D641BD7865CB3C089B153DD47B6CBD120F9E3D1C0CF2BD605340BD94A096BD9AF897BDA21F9BBDF839F1BD50BCAF3C7890CABC048ED7BD00A057B85094AABCB036533D7085C8BDE00910BD40C6D23CB007593D50EE1A3C48C00A3D04E8FF3DEC5C31BDBA79AE3DF283DC3D3676E2BD20B3F73CD402913D18BB9FBC36498D3D20528B3B74E3C23DC062303B9EE5A3BD906AC23D6045183D06CCD93D8033FE3C16F0873D729E9F3D906DAC3C880BEEBCC87DD33CFA7EB2BDC0EE8B3B709024BDC07B013CB2B0CABDFC6B9C3D5630ECBD74425B3D6A97A83D7A9FEABD704CE73D6A4EBEBD4814C9BC9EA8843D4C5B22BDB424E43DC4DE61BDF81889BCEA57A7BD24886DBD0AD1F93D3C87C03DA0CB163C4064283C8A3DD9BD4044C13DD88699BC548D55BD06BBCBBD787AD23DB4C8723D3A329A3DA00F543CCAB6ADBD9CBB513DB0316C3C74D02B3D10FCFEBCE09E71BD9628D23D84A12B3DC8CC4FBD60E2363CA897DEBC60232FBCEC8D8F3D4EC1CBBD40B0E73D644DAC3D0040E138E86C51BDF0C8D03CD472A9BDF648A63D6A6387BD18A9C33C58DCFBBD102F753D7E4CAD3D0826C03D102B273CE826973D74922E3D7EADAB3D7A76903D4AFBDFBDF0E6573CB48C2EBD607A74BDB430B33D308F92BC48129F3C642FA13DBE51AC3DBC9E883D78C7B2BC7232E4BD90C1F5BDCCEF203D806EC2BA6EBEA1BD709B5F3D5E5EE83D6010943D487490BC385E8A3C164BA3BD0CA9713D0A63C6BD8EBDB03D08DB69BDE0104BBDB66DD6BDD89FF7BCF01946BC24FF6BBDB83BB63D5CEB923DB4EFE1BDF0DC4CBC20242C3DF4FCF63DF8D9F4BC842A9D3D4078E5BBC05F44BD7AA99C3D7C1EE4BD167AD63D3EB3FF3DD8C90BBD50404A3DC848FF3D385C1A3DE039483DD0003C3DE47851BDE8F4F93CF67088BD1C9ADA3D38665BBD7017EA3CC45014BD6606803D0008073B2EC38C3D1CA40ABD4A3996BD184C443D6E1290BD102FD2BD04D1453D6AF799BDA47240BD20B0FFBC606C113C605331BD104538BD70AF00BD1867B33D8C4E193D087F76BD76F4B0BD80CF3D3BE806243D006D2BBB24DC953D0053D73D0410163D50DB283D9A85943D98662FBD80A3B53CD6F8CE3DAC2D75BDE0641F3CCC2B48BD30D8C4BD8698873DD28ECC3DDE4C8ABD14E43F3D68001D3DFCEA473D36EB8C3DD6FFEE3DDA4DC23DAE00E0BDCCB748BD5AF6873DA02492BDC011C93C187F5BBD8860CB3C58D3793D7CED203DB2F7B93D407276BC9AF98A3D1C86253D985B21BDDECDB4BD8835EA3D54A718BD5ED3C03DBC5DA13D60F0A4BB4875D3BD90DF243CE08277BDE83A053D94834BBD0C50C53DF2F8E6BD2CD509BDB87BA13C805F433C3450D23D14C621BD6A5ACCBD4A7EA93D74110F3D62A3A83DD88397BD465C96BD24D24EBD809B113CF47E2D3D921C93BD40D240BC48FBB0BC7295E93DDCA538BD0015F83D34039DBDB4F952BD728CC0BD6498BC3DB40BB0BD0CEF533D10243CBD3C1BFF3D2871903C9050DEBDF03BB03C90FE783CF69AF7BDD881CD3CA03FF43D6857133D00432EBA0847D4BC180F083D9C1A64BD9619FC3D224DDD3D7C306F3D84B53EBD585FF0BD4C5F93BD4EE8F83D16FAEABD9C6EF4BD609B13BC98E4223D78CBFEBD0AADEDBD0027323A04BE2BBD9E59B23D3400133DBA36DEBD34BCE6BDF6CEAF3DA893B5BC64FA5FBD2C45213D8040C9BCD8DC743D90D6013DB8AE5DBD6A2ECDBD66958A3DBCCE99BD608462BC80028C3CC8FB94BD12738B3D3611B4BD4080FB3C10095B3CC0DB3B3D283EFBBD809BEC3B649A793D44E5A3BDD863FD3C0065003A762DD93D28D4D8BC00DE5F3A1CB05EBD285EFCBCE892123DDCE5F6BD1834C23D0217B83D6CD4583D14A4BF3DF4601FBDE83DE93C0062D03BCA05B1BD10D644BDE8C335BD0030FDBCF24FE3BDCE0AB4BDD07B42BC28C69BBC1062E8BDA0CBDA3CFE638B3D4833D53D5873D73D56E2B2BD3C1624BD28E472BDF8CFBB3C2033093D78D3E33C4C99953D540F873D3E6889BD48BDAF3D88B0AC3DD882873CE6B9DEBDE6029DBDA4AE0E3D2005313D0CB5EE3DBC4A823D3092393DC0B38BBB068FAE3D605C3ABD4078503DECDB73BD00EC98BA6E4B973D74EE6A3D58CAE5BC0075CFBA361D8EBD5C286D3DF641AC3DE83D303DB8B8F7BD2A42B7BD7661AB3DF09E92BC8C379D3D0CB3BC3DA0FA15BD683396BDDED7F0BD7CD9433D604C833DD886B1BC0088F8BD6CE4A4BDE0B1DCBBB0AD693DF08F2BBD4243A5BD8838B2BDFE0CE53D2868393DC6D9CFBD3E199EBD2E51D9BD8027943CCCE74FBD00DADDB9B8FEA1BC6816E0BDA8C4E4BD9A8FC6BD546E56BD80449F3C20C870BD400092BBE05075BC4A1FEA3DC86769BD4885F03D1C87C4BDF896D5BDC87F263DA2FD94BD004F833D9EA18DBD4A97C93DFCE1F73DB01C033C60D9DA3C8AACEE3DD0C2973D247CDFBD001E83BBE015E7BD148EC33DD88FBBBC006964BAA2489DBD7A338BBD30E5843CE037D33DDCAD80BDE085413CA0BBE73D3E6EE53DB032C8BC5EF0EF3D54743A3DC227E93DC00D733B6CF5D8BD505E0BBD7C90193DA684883D7C07FFBD2621C73DC2A6E5BDE4FE953D2696FC3D3859FC3CC842C1BC7AF48C3D7CF617BDA8A0BDBD18AEB5BDB0BB703D6C83C33DC0DBA53B0C37F8BD328CFBBD103AE7BC98318A3DE098AABD40010A3D04EC8BBD0C49D03DF02806BD9866D5BC5888E0BD0C4CE5BDE0690A3C6092A53CF64E8A3D96DADFBD086DB33C30ED93BC242B963DE8CD68BDE089183D08524E3D3499803D489C2FBD64C4243D98AFC8BCFCDE093D4A6A9DBD846BCBBD8E67D1BDB6EDA0BD4CB158BDA86C983CA8FCDFBC10BC91BD80A2893A1CB021BD62CE9D3DCED7D2BDD0FB3CBD9883A4BD60B47C3CE075DF3B60A0EBBB9200FE3DD85143BDC02D93BC6847043D20A9D53DBE0AC23DE0F5693C08B441BD9433283D4C12A13D00D42EBB788D8C3D0C84D13D202889BDD061E2BC127BE6BD0810EB3CDE72B63D08DAC6BC0866A33CF499233DC0BA2EBB5C06C73D0038953C54A2FBBDB866D3BDCCA2FDBD80D2A83BA8628A3DC81887BC442CE63D7838B8BC705BD13C7AD8E63D3C8F813DA0AC82BBC895F63D6EF398BD20B53E3D68ACA13D58839EBDD278F0BDF8C4233D403F42BD323081BDD8ADCB3CAAB5B9BD543FE63D30D737BC20F823BDDE02D63DE48F0E3D4818C33C94CD74BDB4FCF33D6CF01BBD44ECD43DA08B16BC526B803DDAFFB33DB697BEBDF49FAABD8C25FDBDAAA4B83D0628DC3DD41E3BBD58C47ABD5868AB3C3AD3893D70C2FC3C6869D5BCCCD5A2BDD6F2DA3D02CAA5BD605FF7BD746D4CBDA031CC3C444E3E3D40F9453DEC4C94BD1C8044BD10AD63BDDCF077BD3A9FD7BDC89CD13C04E614BDCC66F6BD9A7B95BD62BD99BD94DB5CBDF82E9EBDD094B1BC547B373D322FCFBDF0702FBC2C5913BDD2E182BDA060E3BC680059BD60AD833B2ACBB8BDB030C23CB80AEB3DDC1FD43D548F65BD18D01D3DE6F8F1BD9A89D73DDE1EFFBDB0C4E4BD06CBE5BD44BCEDBD20AE8A3CB86307BD8017F53CC06FFDBB40F92FBBE0F938BD2AE297BD6256D6BD662C813D52FE83BD8842D0BCFCAC783D109BFDBCCC1701BD48A9AABDA408DBBD38BE753D7008E7BC5CF9A03DD0CA063C007C26B9F81DE7BD00DD343BB06BE7BC181592BD08FEECBC4022D63B38E4C0BD4046AA3CEE20B23DD049CA3C925DF43DB8EB6E3DE6E4C9BDD08749BD186BF6BC3829193D00A669BB9A00CE3D90E86D3CA420A2BD10B53BBD68FBD4BD6C2C0DBD74BA7B3D80369E3A6A1FF4BD2884DDBDA49F393D1EB1E0BDD030CCBD8AA198BD90FFF33DC49511BD281953BDC0DAACBDD8C3A33D1058A5BC8076C53C909FF43CCC65103DD8DCA33D408ED43B",
      torch_tensor_1_1_4_torch.float32: "0x04000000D63CD23FF58EC93F69ACC23F31FECE3F",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_4_torch.float32: "0x04000000A4F1B93CC212413C60E4943CCE80593B66819CBAD7D6CF3B0BB403B75C3A29BA01EB843CEB3868BC05EFCDBB2484953C953CB3BB85592FBC4567B73CD1830BBD409A433D6048E5BC7E98A5BBC9C4313C57A907BC21F38EBC743B68BC400D6A3AA141443C124BF43CF366353A10D09E3C468FA9BCB43BDE3C8149AE3C6A8E593C",
      torch_tensor_8_8_torch.float32: "0x04000000C1C9BCBB0EEC73BC1FB2903CFBA32FBDFDCD0F3D81B6493BFB15163CF8F168BCE644B5BC1D1A9A3C6E68B9BB2618033C0AAA58BCB7FA833B899D84BCF1EB90BC9064E9BC674CDBBC3546643BFE79C63CC0E3373C0AB1BABB1FCB0DBC978ABC3CFBE0D53C469B4E3CC9F1553B0AB880BC3B5F2CBCC1F88A3C9B3F0BBA1EBE833CF9F880BC4547183D89B917BD49374EBB69B5C2B93CB4CEBCE04440BCA6234ABCAE791BBCB2A3553C743DA73B1390ED3C0F3F563C9E8BA9BC98566A3CB86E94BC5F369D3C7E4C6D3BD078993C1D3C3FBD21224F3CF738AEBAB35FB6BB00E9B3BBC5D5B83C74CB49BBCCB17C3C2F54AFBB6A1F36BBAFEC08BD57B93E3B6E25F2BC",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_4_1_1_torch.float32: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_32_32_torch.float32: "0x04000000739C373CA950EDBCBD427EBD43FB6B3C0C33793A31241CBCDDB7833A25CA0DBDEB009ABCF4D2493CD9D8E4BCFD1AF5BB3EA25F3B5C685DBC67B1FC3C12AE6C3C2BD4BA3C3630A1BC97A2A0BCF2376DBA0E0FE63BA2EFDF3B5F590D3C2F11EFBCB85C52BAB2778FBC2BD5023D791387BC6D15A33C5FAF823CAA049EBC157CEF3C5CA857BA8BF83ABCA0FE14BC9BD2723DAA6DCE3CBE42F23BD0EA29BC053FD13C99D5F0B983769FBB86BC3A3C9A9483BCB16A11BC2B497B3C9210D5BCF8249DBCF78D05BC428F86BC979CC0B96FE682BCEA7E2B3DD29007BCB4C704BCBD0010BDC0EA77BAA1942FBB79B92E3C4D9C103D62C348BD68C591BC3EEEDC3B6A4A0CBBCAC7DCBCB4416ABC16AC1EBD77B901BD8EC7CABB21C1F63CA48CC63CFE0E61BBC66A0ABA52F45ABCABD1773CAFB968BCACA8DFBB4C96553C9068CB3C140A19BC1C42F93A87DB2F3C8E34E6BC44F6953C10E8F6BC514094BCD8F2FDBBBBD28EBC4DF20CBD602DDC3A0C31D93CF6721E3C5B4FC0BC467833BA9324E7BCA06A183D0F8AA8BC3374113D2AF0D73CD22709BC935B263CB4B2843CB42B3F3CF5838DBC8ADDAEBB257A013DFE1796BC947FA13C8F8894BC0D7CA83B02203A3D8C0060BC7D99573B70344B3D8EEDF5BCEB07123D4B21713B3C2A75BB57A2113C047F203C32AECDBB88CD103DA16FAA3C67461A3D5DD4DD3CB92E5FBB0676C13CD7A803BC90DA993AC11520BCF298A9BB7E4B403DE4BEBDBC26D69FBA5809873C7085FABACB83E6BB486184BCE6A8AABA509BA93C9FDB083B70A20F3DA0A517BC744F90BC37DEE73BA509F5B9E4A2673DAF05A7BCAEDB07BC206BA63CE71209BDC1F6663CDD7BD03CD2C98A3B84002DBBEBB27A3C2BDB7BBB4F93D53B88F48FBC9676ABBC99C5A1BCF296C73C01F6D1BC0BF2293C251960BC4692F83BCBC9863C30E54A3B18C1CD3C8ECC273D3D064FBCA2A22A3D290592BB8EF9A93CBCB682BCB05219BC374AE23CF1D39EBC0AD355BAF4E4983BEBCCF13C0518FABBA4F215BDF00F4CBC4AE0EF3CF936E6BCDB3322BCE22A36BC78804F3CE099F63B57E8303C80D8ED3CF467863CAFCF253C5ACA003DC114B63CA98285BC9720743C27AEDB3C565F82BC2318A03CE063B3BA8436B43B588ACFBC8A4A9F3C8ABCA4BBAB4E8DBBE57E85BCA192DD3BE710D3BC049B213DFCDA8ABB0703C4BBD5CFBF3CF0F28CBC195135BB25439A3C8067E83C4DC3083CC9AF1B3CDFAF20BC906E283DA16A333CAE372ABBC56D633CC0C5733C404E1DBC730567BCC224FABC1214B0BCFB441A3C0ECE1ABD70BC4F3D42D2B03BD588143DD252753C640566BC19342C3DA8A68139B9110FBD4F2926BCF4CB173C449CCFBC3B2BC8BB2DF7953C4ED7183CD33050BDD390053CE1ED2FBB780B90BCA1CFB03C15CDCF3C9022B3BA7A76963BCAFD423D75B0F73BE0C3093C9063403D7BAE39BC748680BC3DD1FFBA35D942BDB0B68B3A90519DBC957BC9BB49AE8E3C5FD70D3A87AF19BD865148BCABB7873C65BB043C5444213A942F633B3CB2463C674762BCA2E89C3BB39F193D7A6E8F3C17F4683C6B067F39C6BF04BD6039353C6201B5BCD8D2303CF5C571BC7046A83CFBFA8DBB9B4386BDF2B081BCE20F123DF33400BCE05F83BC33A8E7BC36E90CBDBE0A24BD588BA63B1ECA5ABCD48D3FBD7DDC5E3CC21882BC85F9ADB82200023C1C31373C14ED9B3A2A51EEBB07691FBD55AF5ABDD63501BB32251EBDF210BF3B7182883C1CAE6F3C579229BC50D9DA3B50748B3C6B4CADBC6D75A73C0FE2483C068D23BD6D2A003DDEA77BBCC01D1B3D6D9ABE3CC788F6BCFED225BD8ECAF63BE2922D3D1E2BB2BB2F104BBB600E3A3D27ED903C25C83BBC97E988BA7D697BBCFE81263D3CAD2EBCD406AC3C1651A8BC015D553A918F993C2EA2B4BC7E04C2BB0C38A03A7D7D95BC79F4DA397A07933CBE21A7BC0E55A4BC4FDD09BC6D978DBB3D89DDBBF241D73B46A285BCD3F4AEBC62D5D73C0F6C01BD98D6AFBC9426453D2C4F8CBC99A297BC93EA8BBC1DEED83B8FC5BDBC7F111BBDC0BE0ABAB7EFD8BB7BC1E93C8BEE18BD2BA5B43CA53C453CCFC3D9B9834C08BCBF8A21BBE00F92BC83E394BB9B98EF3AFB46AABA4AAD6E3C240541BC78E838BD00DC5DB9CFCDB3BCDA9D0EBDD26E2EBB05F395BCF4A3D03C1413CD3C2067DBBC87FBD4BC1E2317BCDDDE973C890E1F3C3EF8563CB68F27BB39288939CCBC743C393E673C7251FABC82DC90BBBB69E93C204327BC268201BC14AF7DBCC3D48ABC7CEE46BC0E312A3CBA63073C4F5BDF3CF40914BD6529ACBC04CEE53A0EF785BC1BC2C33C86A3A03C20D9593C90DCB1BCB2008EBC77251E3B410B753A55123ABCDC23493C29A83D3CCA72453B71010A3D006EEF3AD4E652BCA92B5CBCEE977ABD469578BC0929DF3BDD4979BCA03F10BD3C0B08BD5DACCE3AE45382BCC7D739BB9EF5CF3BE2C828BCB0CBD5BC8C22FFBCF0B0B9BB0A10763CE1CDDD3A27FB8BBA7755D3BA595BB9BCA5B345BC7001443C39EDFA3C227496BC0E93A33C7BA4BE3B1CC256BC6211A9BC2116CB3B61EEB8BBC5DB4A3C5C3F11BDE26587BC2B480A3C3D3D553D415DCEBA64351FBB04330F3C08E003BD168C28BBDDBC6ABC61D1AB3B1BCB783CCD4F353D044CA9BC6518F9BCFDD9DDBB4B9818BD220E153C3E2733BC392AF33B3211F2BA7B8BF9BC38F4B0BC47E41A3B8FD4A53A29ECB93C09E716BBA68DAD3BFBF472BC16BB893CAB920A3B5046883C9CDF39BCB9D09DBBE05B2FBC7C17CC3C99D0E23C3DF4323D599E02BCBD070D3BFDD8BD3BA99D0CBDB6BDA3BBF9008D3B79318E3BE29F683CFC803CBDA292E33B73C7BD3B4523FDBC5B87CFBB073578BC68DB99BCC056063D9C3C0BBDE170B33B14ED9D3C89138B3CF5A3093DAADEC2B97B03923CD56159BBD7B69A3BEE4541BC67110ABDFD479CBC834B8B3CC53B96BCDDCC3A39E50B26BCB95405BB4794F2BA211F8B3B1C5224BCCA17BD3C74E81BBB7BBBEA3C7379A5BC123804BD29DB3A3C9B46173CA2B8D13A64E3BFBBEB62C9BCECB2523CA5AEBB3B8E91F3BAC93B95BCD9C525BC2E3AC6BCD802823BCE4C33BCBE7250BDEEF3BEBC62F9DBBBD6A9043C4AB7B13C0E26D13B71FA8BBCFBF3DFBCC9678ABC4AD5C2BC7956DCBB0E47F9BA82EE6E3CC205D53C804CB0BB79D13E3C9A4F0CBC1E17513BC60A8B3C6F23F6BBCED35D3CEE7B05B8DB03053CB1DB83BCE09909BDE2F73F3CA25F313D22A2F4BC1C87FC3CC00A4E3AC27D303CC51150BD49B950BC02010D3D948879BC094491BAA4190ABDB679A03C045005BD5BBD943BCAC962BCB48A413DBCB2153C5434833CB2E5213DAB2020BCD79A8A3C87B923BCC65F123D725B3BBCAAAB50BCCED0AE3B8B2BE9BCF80CEC3BC61E17BD4C4EE73C122884BCD75706BCF27346BC0B5006BB82CF0DBC04F7A63B682E23BC4F7BC2BB6C03CE3CB88EA1BBAA3E833C29C935BD59E7873C3269E73CF32B2B3C3790E8BC8282343C04CCD13C45C1853C65C37ABC2C685BBCD01B8BBCEE02193CFD2266BC67EB143C41C7203CBD2A6C3C6EE90CBDCA7A3EBBCF4D25BDEAB6D13BEF9C36BC09A46D3C2182EE3C01914A3D01BB95BCA60FD03C6B192CBC4DA2B23CE77487BAABDF913C00A195BCFDA4943CA99346BD7D9B4A3C05F5FB3B19A6BBBBFE4C723B243FB7BC4C63D1BCA1B835BDC75A78B8850059BC6B9DE73CF4A57F3C86D925BC551A573D0228EBBC029DE43B4AEF153DD5FFB2BBEC715C3CBCC2B43C15BE40BBC18E3F3DCB8A0C3C2FC448BAAB3960BC81E7D6BA0DC307BCEE08BA3CF34DA33C36B02FBB6CDC1B3BD01D3C3C8ECE913A680B02BD53AC20BA2611A8BBAECD2EBDAF16283C04F4C23B402891BCD22933BACCDD8CBC8031BD3A21DED7BC20B0483BBB7A71BC52EA2F3BADB2493D3826E5BC1A3D8ABC1082AE3C1A00973C4D52823C1FBA0D3DF45226BD3DF74DBD89ED723C990E453BB73368BC78E87ABCB78F6EBCF574FC3CE405E1BC141D95BC6E74C6B93D0AFD3A9DF7173DE259543BCF0A363CA67713BB5576C2BBF4A68EBC1B0716BC86E584BC542F50BCCFBFC03CF6638FBC07433EBC4D813ABD55E55DBCD67B90BC69E7AC3C21D958BB90328D3C7000F7BB1EBB9E3BA7F2DC3C3B0AAFBCEDB92A3BB62012BDC2F503BDBDAAA0BC820C02BD595DF5BB70E714BD9EE58EBC3439303CAE5984BA2EC569BB706287BC05315E3C46F804BC1B7AF9BC928E093CE03D3ABCA4A5AABB82293B3D9C186E3CFE7BA0BCB5CAA13C07313F3C692644BAD77C95BB5823FEB91745EDBBC22DFA39EF10103B9E2BDD3C9B87DBBB42FC643CFC4CEE3CFC20C1BB1CD40A3CA0EC3639D4BEB4BB16029DBC7870B93C3048EE3C4F9CB63C80AEE6BBB28968BDB35F37BCDB35A13C17DE28BBCA84853B503D843CB86A91BBAE0DC7BC0B1E1FBDCBD5823C738CA63CF246FBBB9761A7BCF781D4BB9ED5263C8973A83CDB7CAA3C01A162BB88C808BD993990BC723E20BC236296B8D026743CE999D03C9F1F8D393E6C243C63F8F7BB8726873C7D844FBC92B9103BD37362BC8D4FC7BC41EA1D3CBBB1A03BBD21963BB034BABB162915BC5BE58F3B30866A3C904C163DB85C5BBD328E9D3C5263873C1DB44FBC5866B1BC0D58303D909A7E3CF815CC3C5BE80B3C17E79E3B69492DBA8A50753C2E37A2BBFD8D933C72DA3EBCDD04EE3B47552F3CF4459BBB187D3BBCE021F8BB7EAF083D1B55733707518ABB1BD214BDD7D358BCC57FE8BB1B7574BA942B27BCBEF800BCDA2214BD3116803B5EAD2A3D78F79F3CA3398CBC276B883CAB8202BBDC91F6BC521B09BDE1C09D3CD4C5183DA381173C27B6BEBC6A8720BB4E33243DFF430D3D6D73013D8160973B5BD7C43CA31509BC58B2023C7DD0033CC0E9EABB5EF91D3ADB7A993AB057313A4F8FE2BC6E47B63C56C911BD98E76BBCA1A23B3CCD564B3CB0C93C3B80FC09BDE00C24BDAB3DE1BCF2EA7B3C26DD2D3C053247BD6A3D70BC40AD3ABA380B2C3B5CC7DB3CEF260FBCA031D6BB863A19BD82AA7DBC6D3B953C14BEE43C6CFED0BC92A5FDBAE763463CF3735D3DF9AD06BCD938313CAA163CBCACB08CBCAFB3D83BAA4FFA3B420F8D3CBE7769BCECCEF3BBB5CE723C47B1073CAE8F55BCD40793BBA58389BCEC5975BC9DD212BC321294BBBD838EBC8F300DBD308B2CBC6A87AE3CF91FAB3CF27BAFBC7298083CAC08D43C28F61F3D6BB6A2BCDB889D3BDE76C13C84B439BCE4CC3EBC526BC33CE16EB8BCCD96BCBB2B29113CBD0BBA3BFB442FBADB3E453C1B550C3DF42A0ABC604F85BD52E441BC322327BCD35B693CDE9026BC54AB7D3CBF6784BB51679F3B9B7D3038C4FD603CF5EA72BC4F4FC9BC8A9EF13C54F59C3CF2EEA1BC6BD4C63C00052BBC244AC3BBA416363C5ECE7EBC7D82793B7658083D213984BC4DF2113DFE763E3D67C63ABA943AF1BB37F147BB86A683BC4291353C42FC17BC27AAEDBCC5D6AEBC1843E73C6BF8E33CCF36963CBAE71EBD412F3C3CA11712BD3EEBEABB4B747B3B6D222A3B23E378BCF707193CADF0113DA07A163A62EBB5BCCE7586BB34853C3C437621BD9B69B73CE55D29BC0E2EC5BBC47436B9C000B9BC84A582B95BEA09BBC33CED3B7CDCC33B1DDA693C2E2BD3BBF2C68ABC2AF39EBCB8D728BB14B919BCE2E1B33BDC820B3D4BD809BDC10364BA1D86DCBBC1FC3CBD3D4BE6BC29D3F5BC7095C3BC62502E3CB8B3353C89E161BC878A05BC5C7E553CB00ACD3C65D07B398537C33BA04BD43C354917BC",
      torch_tensor_32_32_torch.float32_1: "0x04000000CBECA2BBA6E13ABC7B6D853CBBCDC43C4AD7873CD932573BF9753ABB1D6FF9BCA123E9BCCFAAE8BB3B4F823A584CABBCCBA7DABA1BFCCF3B2F497D3CF74A153BAC3C003CEA1EF5BCCFED11BC99699ABBB622033D2DE9993CD0D5DEBC658F563D5685953C148EDDBC103B813AC004AD3C0041E73CEAF2473D20BBD73CA7F017BD10CF973DF2380B3DD62F25BC4528B73C3B748D3AA8589DBB726E093C6393ED3ADCC7F4393243AE3CC7D1E13C8176893B22465FBC53EA693CA6F22ABC1443AC3CB7BAFD3CB5BBCEBC6BDE153D2BC2D43C2FEB393CB6B2A13CAF04CD3CEB9F56BC2A21BFBC7DDFBD3CBD2D4B3CA75B57BA93833D3BB91487BBC94B58BC00C73EBBBE92013B5B89433C78903C3DC41F203D6BEB2A3BF338C3BC59EB89BC57F4893B47438F3CA0CD1F3D84E0103DFE00FB3CC99A0B3B16A89D3C8FB7383DB91857BCD7DF47BCF27798BCBF6C88BB94720DBC1541123C90E6053B1033B9BBDDAAEFBC773DCABC8BE85D3CFEC5A7BBA1FAF33C58DDFBBCD33D33BDC508BA3BDCFDC23CDDEBFF3A92040F3D897F2D3D6D9CCB3C020359BBAFFDD0BC8A4F60BB7018DA3CECC5E5B9A8F2033C4E24AABB66A3523B3D26D03B98D4F13C1731F1BB9A3E0ABDA7AEA83C1B7B0BBD904C01BDE1610FBD1FE8813B8B47CEBBF3AEC43B4FF3CF3B10D139BC4BE9023D7BE7B63C3BC9453B0516D4BC9BB48EBC140394BCFE26483C2DDDBD3B42B5D9BB2A13AF3C1336BF3C1279DBBBB7FD9F3BC448513B06C1E23B12F6433B89AFFB3C8AE82EBCFCDAD33C46832A3D7D85A33C14DBD43A77E01E3CEF73AE3BC7011DBDE4CD90BC22DCF9BC5660223BE2CFA43C0E74173C8C8FA23BF83FDEBC6FD2153C0651B33BB67B173C470E783BCB3EDDBB49118B3A414F553CC48614BC709E843B053DD1BA6E5ED0BC4E47A5BA2AC7E2BAE27296BCBC8C9D3C8085C63CD2161FBD9D61C3BC706A37BCDF9E8ABC4F0D713BFB81C0BC670186BC4EB1F93C8604E8BB2E59CD3C0BD041BB2B749A3B385C683CA6E9FBBC7D41AABCD3C4FFBA52A6C23CA0013ABC5D12B0BCDD9AA8BBCEA03ABBEFFE0B3D9B2ED73B55D5E9BCAFCFCC3A2FD9023CE921F439DB4170BC3375783B7D700C3A50B7F83B4AC9963CE0A5DEBCD0514C3CB0F35F3C7E06F13BB69926BCAFDDFF3B529EA73CA94D17BD40459BBC8E6D1FBA877499BCBD227FBCDB36E23C2DFB233CDC6655BCA33B7B3BB01CDE39E6D4073B12D8E0BB9DF0ADBC5902533C0708A83545BFEABB72512DBCA243353D0AC53CBC3795C63C2040673C6264B3BC49FE3B3CC6C5B63CADC2BDBC7ECD603B336152BBE087773A2449953C2E7B7B3CDCEEFBBBF75F4FBC9090C93B25BA1D3CAF2F4BBB077420BCA173123ACDCB0F3DABDA16BCEA762ABC093E1ABD6440DC3C1DFF683C9BDF10BC92EA25BC2494DD3A37C495BC6AE56C3CA968E5BB0C43D03C3E41AB3BB84ECEBC6033013C1BDDCFBC345751BBD3F798BBB3BBB2BC02522F3CD548E1BB1BC62DBB8FE902BBE357023CA79416BCCB01B1BA8F14F8BC7DC866BCEB23ACBCE56A26BC33A4ADBB742844BDC55159BCA4DD3BBB1B452DBD52E5583BC4715CBCED3C9A3B10B403BD8D4E013DF2125D390C23D83B4970C23CB090723C40BB2D3D520901BC92E7883B1B24B4BCBB2E7BBC8485193C10359DBC3DB3C73CB5CEF3BBC20F103D34FAD73C8E07A7BAE261823C780E403CB1D3003CFDEBB8BC645481BCC90F183D4FA9533C0734453C454F3DBB46390C3A366E943CB3DBCDBCE09B933CF5883D3D2F7BCEBC6C48933B5B0F293C73797DBC6E48F4BC592A723CF0E4D83CAB02E9BA737DBA3C8E664DBAD4C9913A80CDA3BB3732F8BBC6F3033DD006CABA8549DC3BCABE883C4B67DDBB0B1227BA4A306F3DF48B5F3C150691BBE4729F3C8F380DBDD52556BC3111153D4E8A833C123BE63C740913BD1B6E7C3CA012963BE98A17BC7816E5BC54FFA03CF257083CBC37ABBC8DDE803B7C56F03BD42B8C3DC5D928BD8F513D3C09B9C63C82A63EBCEB247FBB6650C3BC38A319BCC3B99CBC3CF9ACBC34454E3CB535563B3DAA09BC94F9EBBC5553FC3B8F45043CDCAB6B3B4B0180BB2122EEBCEAF3433BA3C1933CE245D137DDB8343C4F39BF3CAA0BD0BBB300F13CED47B63B1B0020BAAB34D13B270904BC5363573CEDBA4A3C677B0C3D772D333BAF56073BF3E9E03C093834BC988EBE3C50AA8FBC5C6BA83CA9BD9BBCAFC2833B5BE2FBBC4DCC9ABC90148FBC8AE1383C39C7D9BBCA62B73B64DE943C1046D83B106BC03C5FA482BC92BD1A3C93FF58BC3627873D85C5DC3C88918FBB1961143D7BD0F83C17BACA3C07F7CCB94401BE3CAF50A53BA2BFD7B90C235A3CF2B4D0BCC7FD833CC70D05BD5D494EBC8269F83A7DE3063C8B346CBC33455E3BEC888DBC60AFE03C4528493C627BA83C44790CBCF98689BC757FC33B697649BCCAFCB3BC81AEA23C0331A13BE9FA6F3CBED1FDBB322CA0BC10EE0FBC60D504B93B4550BB3EB4C93C26CD983C842E003CFB4BB43AF5D6803BC7E54EBB8956CEBC07C82EBC50CB03BD73BFD23BDED2EFBC5FDB083D8BDC093C9DD670BC67BB45BC782EC03BF859423C7E93293D1D1619BC7C5BEE3B96970C3CC7BDB43C26FD9DBC01D2ABBC3EAE18BB32B2F03BA89C18BBDB82943B7920183CBBCE97BC6BDB9EBCC771F7BB2B8846BBAE24173C8B6DDD3B5EA656BD77916A3C072D3ABB8E7D853C6ACC20BBD8D5ECBA201400BDE2D27B3CA7D6173C3D9448BCD40009BCA48BE63CC90685BC726C4E3C405AA4BB988602BDA2990A3DCCAD02BCA150E03A8BE6873C2AA0523C04C680BC9B3E753CDD3FD3BCC50004BD9AF39C3B759EC2BB9D15A83CF203E53C650914BD405949BDE6A157BCFCA117BDB82AF1BC2D3CB1BBE56E47BC434D0FBC5412E2B8CC25D23CB640843CC0AE183D9597C3BC99A70F3DE966FDBC5D16E03CD8C8043C6B31D6BB6A8CB93CF7E1C8BB1D09693CA97F89BC98FE1CBCAB22CBBCF7AC303D86DBF6BC2782883C869D903B8532533C64E5E53B9086523DF02016BC718789BCEA0A3C3D6100A93CB38DD6BB4C4A00BCE18E9EBB5C4CF33B7EF334BDEE5635BCDCCABFBC5D45BABCE7BD8EBC81CD5ABA5489A63B333A4D3C99B6733CC54461BC7B4D48BD6C670F3A5C7D6DBCDCD59FBC8D7FCBBC97763A3C50D4B83B7FBC94BCA389A1BCDB5C1A3CBBF522BC84E81EBDAEC768BC736727B88709B7BC948B0F3C70CA70BC8E98EABB23B48EBCEE375BBDA9C6D8BC3D162C3C1B1A4F3A56E9A8BCFD81C63B1E0C193D4298B2BB4AC0853C42C469BD191C0D3C85EA3EBC9B1D37BD50D0A43B2CBD923C9E9BDABAE25D7A3B521587BC038687BC30FB8ABCE5C8B4BB825940BC06CCE5BB32EDB33B764F17BC7751323BD3B4DDBB59C0EEBCC700663C6A3AE1BBEA06EABCD44FB0BB2661B83C577A963C4BCADE3A07ABDE3C58B206BD044D953BD79F293DA4CD2C3BE422CA3BBE41DDBC07F114BB6534353C0ADC5A3C9278633C2ADC633CDB946A3D023BD2BB5D6A74BCF0DF043CB82AADBC976E10BC82CBBD3BE21EA9BCDDE0293CA73E673C956722BCB5B2123D8AF9DFBC4A3A4FBC4AF92E3CD2B9623CDECD42BC6A2C4E3CED4282BD66BA693C621286BBB0014BBD0EC6EABB62EA5EBA93017C3CCA8F133D454260BC7B6FBABC398AC13C898EEABCD2572F3C514493BAE60E17BD1B99A7BC78994D3C46BC87BBA5358BBC3B79A73C3D57393DE61F813CB2DE10BD007208BC2937333C3E1D193D0AD42CBCBE051CBB0276DF3C8AB2EF3C29BBD23BFF3A033C5765153B597B74B92ED219BC69606A3CB5576ABB853FF3BCE68E6E3C4F9380BC0C9C0AB93006003D9793ED3CC036553C64CE643CF31BA43BFE2A0A3C07D72C3A89218D3A9C98C8BCD70BF8BC39C57F3CCD591B3BBE7C32BBB4E64F3BA177163D244A5FBB02DBAD3B9D1C8C3CB4DCB7BC84433EBCB723EEBC2D91343C8B0795BC9DFB233DC5E35D3C9764BA3BA796D63CE5E5583AC0A541BCA035843B8BD51EBD8D2999BCF8445C3C0B483EBD1E609BBB82D1FD390F8BB93CF16208BB74AA893CBED9DCBCAB0F2FBC7CDAD6BCBD11D93CC00925BC521CAC3B59E2A0BBBDACCF3CE64753BCC28182BCC797FF3CDCF2373B2D5D253C8E5B58BC459910BAD3D7AD3B4730043D3D48283D9EA0ACBC506C2EBC6D6B9CBCFAA90C3DB99430BD1F9B87BC3D31DE3C742F953BEBF4CCBCA7B7F63BA419843B266C2CBB2ADDB8BC37A966BA4E08A23CC630613CCF3122BC155B8ABCC5BBF83C9472D73B87E2A13C93FFE2BB966714BC24399C3B8687DC3C624A543CED290D3C80A0873BCB1B513C4740023CEB92A73B15D3323C32CD403CDD33983B6AC52DBC24EDA4BAED271ABD1D28B63C65CDAF3CCC025C3C5064C53BE26EA9B915A995BC459E22BC3056A4BC7D18553C1B3A04BDDD8CE63BD42628BC218434BC26E64ABCEE572E3B20BB38BCE23C88BC05C5ACBBC0A68A3AAA5D283C297757BCF05E35BC2C7DE93CA7D063BC372FC0BCE0986F3C99892DBCFEC3413CCA9EE3BBAE33363C219C173C39295A3D49C58D3C795FB53C64A511BC1D510E3B8FCE7CBB38F210BC75BA1F3DC7D0CF3C498A133C4F5C1ABAE9487ABC653BB73B4755A7BC475E0BBDAFC08ABB8AFB0F3C204F94BB6DB08E3C248D013DE40BC7BBD3D7843C6CAFD7BCF95DA23B724E8CBB4492063D74EEB7B9281B20BD7C1E43390BE47D3BA05F8F3B985DE2BC29D50B3C9DBFE7BC7DFADABC992C68BD6529D2BCBB40283C93587B3CADF1B339A42ABD3C7B2EEC3CC7D8A63BDD43DCBC3912723C13DC77BC98CE363D0F12BC3A0EF5DFBCF2B104BDE10BCCBCCD39B4BC809FAEBBA40BC438C4E112BDD47A2CBCE13BE73AD1B8A13B4FF779BC077E303C3C84DEBCD20B4C3C1D9E13BB60473EBB0E4AE0BBA0EFA6BC64A39C3CCEB462BD0BFE3CBC8768063CB3C48E3B649431BC27DCB53B2979103DA2E716BC120F68BDB57FEC3A2694203C77B2C939CB4B2E3D03D8833C028BA0BC7B0E083DB90D4E3C0944113C00D4223D542D61BCEAAA28BDA3F68ABC3B3D0CBDEEE78C3C77B1CABC9FFB86BC227BEDBC746C08BBC18AAD3C0B5790BC3290C93BD47ABE3CBA711EBB02F53CBB67641FBD59A448BCF94409BC6BAC2B3C8AFF83BC80F9E23B30283E3C2CDDD03B6EAF4A3C014A2C3C78D151BC180717BD2FD7E43CF866703BF8B6363C2BEBC4BBCE79BBBC44C6373DA74978BC463C16BC29FB20BC6B8B35BCA75D95BCAD230A3AC330683C4CC46F3C20A528BC20A52A3CA5230A3C6EC64FBC60E603BDC0570B3DDED5A9BB543167BC98E239BBEE50CA3B693546BCD01043BA4049403CF5FCC2BC5B8806BC72A4963C67ACC7BC97AB263C9B7E1D3DEEFEADBC4DD2983B2720E53C99FDD6B8F04D0BBCF4298D3C59FB7C3CE63E28BA041744BCB3EDA5BCDE51BCBC89A33D3CA78FF63B6CD51E3C3BD49BBCCB55F6BB6A05DC3CF76B1CBBD7FE0E3D9D6F18BC6C82D63C4B76EFBC874DF8BBDE85DABC5A268A3C34353BBCBD8A33BD2798583ABBF9253D7E48CCBC5BFAF83BD2E6D93B3E113B3C943F16BC5E6D12BD32E0F03CA478CBBC366DA3BC1417093D99C808BDC702DE3C44959F3C32BFA13B06B6B93CEA2B663C4572A63C970D99BCCFB307BBFB7F163D540A503C03D9883CC0DE7EBB9299F13C538311BC5CF9393BBE7A1EBDA0BA943BDE240CBC3CE8FDBC1D4F2FBBC669E33B731B543D66327F3C9C55C6BCCBAA8CBC1A94033C0A166DBBA72F1DBDCB8231BD5CF3C83C3DB6193C",
      torch_tensor_32_32_torch.float32_2: "0x04000000096FB0BC9355B43C890794BC237C083DEF08DD3CCB6B673CDD575C3C4325EFBA8D0B0FBDF02D31BB9B8D89BC193BF3BB7BB59EBBD550403C206F0C3D40670B3D2AF84BBC4FA5B0BB739DA8BB3343413D629E2D3DF32FAB3A8E272CBD054B133C04A2983CB454BA3C106F27BC83E9113CC57C2E3BB90A0FBC123289BB5EEDF9BC655F48BB6BEA12BCE59F4D3962B684BC599388BC22FEE43C521A37BC387706BDF317333C477D7A3CD47D44BC7873BABC8FD1263B87EF8BBCEBE507BB429DB93C5071E13CB8CCE53B8F95143C2A4327BCBBB0543C427B5C3C69EA24BD165D1C3DB1F3103C2F37CE3A66809CBBABEA813AA9DBAD3BCBEE5E3C2B350ABCABE2E7BA94F0B0BC8F4F89BBCBCDB93B7309D6BA221A9D3CE7FBB33B74D34E3DCFFC83BCCAF9ACBB2253F53CC136EFBC22B5A33B59D3E6BBFF7E14BB55EE4B3C1D88AC3CE0D2993CF96BD3BC8DC71BBC6C58DF3B5946963C39B1A83B242EDABCDDCADCBCA0870EBD002304BD3B09E3BBAF6427BC47D8123D6CF1EB3BC5B1143B6E5AABBC618A5A3C201ECFBA597A71BC4F7090BC28740ABC108D3A3D7B35E9B8D3C6273C1C732939B13190BCA2B72EBCAE08C8BC64A0B1BACD59C3BB9CBB61BBA298B6BCEA6E57BC3533873B64E928BCB2CC1F3CCF150CBC9FF694BC3B783FBC8EEE753CE586B8BC04A196BA5828C9BB5B35CC3B1B7F9CBCBB2BF9BB58DFC53CA6E21F3CFBC0BDBC0B5E6EBCB447FE3A55C9CA3AE71E6CBC80084BBCF801763C6950963C69AF2EBCFBEA4E3A09492C3C250AE93B89B5DD3C9328B0BC90E831BDBBC35FBCF5A26D3C600507BC404554BCD4CDF2B9900146BD24F7BFBC925BCE3C42CBA73CE49732BC5CFE9ABBD6102DBBDCDEE6BBEEB93E3D8B8BFA3CC2AFDD3C1D2040BC0828943C82CDE7BB4DFC98BB2D3CA43CD04D52BCFBFCFDBCD486F2BC82BD44BBB00DB2BC53AF3B3C4BA0BE3B402AA63C57EF73BC5BE8103DA27B363CE365A03C65022BBD3623083D4025DABC67571ABC2280C53CA5693BBC16AD8EBCBC7B24BBF5EDDEBA6D7A133D257A2C3CAAE7AEBCD06182BC6BA9AE3BB47EA43B8F73C4BBD359ABBBD4B20D3CF98C293D48EA223B8216403C1DB21CBD5E36833B2A166BBCBDAE1FBC2918B8BBE0B808BDB61F923CB27885BA85BF46BC573000BD7B1FEF3C2B32F03C22F50DBD764421BBC0063E3C37AD4EBCBE83C939102CAD3C659FACBC14B5D13BC1C9503CAF60F43C649E293CB26CF5BCA51945BCAFCCE43CA7CE83BC58AA98BC86EE6D3C05082A3C37DFA93C6F40053C9D79C23B824E013BC399EF3B5E2AFE3C18AB3C3C02FB763CC6CAA83C7C43FB3CA543A93C4343703C7C64BC3C09CC4EBD2C4F15BD13CE3E3D42890CBD44A9063CA6B255BC5B8610BC4E29EDBAE9EC4ABCC2F2BABC4670A63C73A44BBB1951B33CA6673C3C5970A6BCEB7839BC61DBCBBBE7F84CBC45A9883CEA149EBC8D0F893C54BEA23C9D4DBC3CB28A3FBCABB3DFBC676D343C62E1E23C1C0EA83B4C1FDABC32DD09BD93F1BA3AE50C3D3CA2317DBB90A7B8BB7D1BE73C86E8D5BC52ED31BB6A2765BC1054603CC6C4983CB57A4E3C920B18BDB323963CA2A3363C3B96323DC27BA93C62719BBBA5800CBCB38FD73BF09ABEBCE2E9B1BC70095A3D4FB4CC3998FCAC3CA7A788BB9FA49ABC5FB50EBC6B114DBCDC1A193CC64779BB94B522BD585A143C3ED137BD73BA9A3C44960D3D861850BC32E0093C2D75B6B7C9F2E9BB25B8AB3C8189B03BE0538E3C8FA103BB7C4A21BCD8CFC8BB0DA8AE3A6D1D90BC9736A53C7B97ED3C3DC3233C79D4F1BCB3FE523C741637BDC281EC3A5822653CB5E4D43CC0D544BC6E80A8BCC0B724BBD3A137BC27282E3C01BE03BB6652603BD3B217BC90EF923CD12A00BD7E61F3BC15B3EC3B3B2C033B10E0E6BCD7DA563BA563D13C3429A43CA974953A140AF3BC2F49553A0FC7953C39CC2C3B9E9D5E3C6134EF3CC67DB93CB48C14BDDA28853B7582FCBBD9F6C2BC6AB5ADBBDE225B3B645B85BAFEC4B53C56EAA5BAD4C206BC6ADF653D8723983CBBAF9D3AC64490B895F61C3C859DCDBC247F253CA5A1A63BED57AB3CE20E693D9BD7D8BC398B013CE410203CACF715BD097D65BCAFC4EF3C9186143D6C7E773CEE33533C1D28E83B46A08EBB27A1BBBC9DD6913C0E99F2BCA13638BC627737BD53FB423CF048FEBC1FB008BC866862BCDC7C70BCE553443C280988BCAA14E7BCF261083BFC510FBCDC3EB1BCCC894D3DF9BD66BCB8E25F3C576C9E3C139FFF3C952159BC68A897BC2BB927BC9298A23C42DA483C060DE43C8D1283BC1517B83C4C1D87BC3894CE3C98D8D7BCA807853C1F40853A7C62A93A1E78F2BCAF3A003D5EE2383CAA54F93B27D48DBC78CD40BC183D80BC6B031C3CD17E0EBCBB12443BB398EABC522D74BCED5B383B74DD8B3C8E6371BC720CEC3C906C18BD0618FA3B4805923B2FA874BCB7EA2F3CA6BCA4BB3B5B10BCA4B945BB197B04BD3BE3223CA2F0453CAA79243C84AF0A3C6BF0553CAEDE7BBC97C39BBC5C5FF33B0B44103C278DB13CFE9E9FBCEF4F65BBA0E730BDDD2AE9BC451A8EBCB2834CBD3BE3FCBB0BA0533C02B0953C54F28D3C6DD40ABC5DFB9D3CFE77053A8C1BF6BCE1E4393B1EF82D3BD39440BDDE15033DD2DFFFBB564F82BCC97C003C7CA2C03B0664A6BCB20A8BBC2EF64EBD6F0FD83BB96CAE3C62EA35BB53C6C7BC37796F3CDA99113C0D4D8DBC1C739FBCD54388BBFC29B33B29B7E03C971FD93C6A1C4ABC2FC93EBB7268F13A20C1973B01ECCA3B6171BEBCA0CA5FBC29F4C3BC4F3A1E3D0619843DE6BB0D3DB8FC2A3B213CD43C43EB1E3C1FF9023B579F023D2682A13C59B0A2BCD8F9A2BB4587B5BA013DAA3B8AC9D83CF0E314BD174C073CFD4CD33C12DF18BC2B7A20BCB36D16BD344A19BC178B393B858D573C5EBA96BBB0FAC03BDC1DE83CFA76903C2EB50D3CC9F6FF3CF5DBF03BBCE231BC4D4BC6BC5A1E21BD30DEB93C2E88923C00BCC73C9BEA983B85BFBC3CE69D2EBD7891823C3488A23C7489B8BCDEB61CBBE129A73C7001793AB051263B41623BBC284B933C0A1739BBD0C1803CE11B443CCBA8073C8074CFBC6564F6BB0559623B7F4B13BB31A10ABD13B95A3BC88A223D2F7933BCA45B9D3A9D8896BB2C4A93BC04D7CC3B382C50BA3F0502BD65A427BC49720BBB1387CABC504D28BCCB50033C30E08EBBCF3B2A3CB464EBBA0AA81CBD5255723CE5A0A4BB5092123CD75280BCF03AB53C62D716BC383D7DBC173A1CBD8CB3E83C7868D03B84CEB53C203199BCC31D88BC6E1CB03BA40492BC82688FBCF26829BCBD6A0E3D6CB9A23C52FFE5BC4F3F57BBD8566B3CC403B4BCE0EDFB3B9C6A8FBCCC28773B17BDCCBBD0FF5F3CB02F17BD6CAFE73C9BF8B83C0D4807BCB7DEDBBC73EAB3BC47F0043C3E82D739C78B213C3F1C18BD5BB3853A15D10F3CC2E15DBC8E70933CE0E92B3C7DEA61BCB2DABABCB2F4B33B381E523CD2F530B9AD3029BC39F1493C045439BD2B8DC6BCF05B6A3C64020F3C0173DEBAC83617BB6B83AD3CC65D9BBD2B768ABC964D8E3C5E633A3B9D30BFBC5288023BDE7CF8BB19CE2ABBD7953F3AE158F9BB0FF6B33C0EE0583CC7422ABBE02B43BC9B0CC0BC0B419A3CDE46F7BCCAC3103CFDEF283DB832603BCBDE16BC5484273CE1C3A3BB66D6433C394821BC069CFE3B600DAE3C4B0E98BB301B033C246C89BC2AEC6C3C6F6289BB1D74D6BC993219BC5E4CE23C12B092BC1B9410BCFC74BDBB1B6025BD6E60D8BCD8274A3C4159EE3C4B732DBA8DBD8A3B69368D3CC513A13B0B29DC3A2C25983BA7066EBCEB8126BB2937E5BB9EF55FBC8126C73CD4EDE63CEAA001BC1E6774BCB22CE6BCA63D6B3C49D35EBC1F4B8FBCBF948CBACB247C3C92E57DBC6652973C979150BA8344803C127E8EBB326693BC6E058F3B4E003C3BB23CE03C556FEB3BF7588E3C89B885BCA6A5F2BCE22C8A3C2AC3093B69B61F3C87FD063A2F79DFBCD0B6873ACB054D3CDCAD403B60110CBCB44AEE3CCD05983C7B97D03C99D15BBCF44389BBFBE8FFBCE437AE3C4B6E893C2E2FA73CEC6AFA3CBBF9943733AD25BC0BEB0E3B5D3D91BC94779EBC9DAB223D301E1FBCB6C89C3CAFCBB1BC60D9503C5CE2893C39F1FFBA5445643C697CDE3A1D8E513B1BC8293C732D143D5F1A87BCC5530FBDC60B97BCD0D51ABAD2AD83BBB38FBABC728524BD4143903C451B81BC6B40AE3CC0F7A7BC2F4E173D54E1A83C57FC523C343DC1BC65633A3DD315A93ACFC97FBC30330C3C842B3D3D56F8813D62CA5CBC2911B03CC202D33BC7C8043C8C05F43B492050BB951C0E3C20AE1BBC5C3001BDA6D3833C973565BC8751C3BC6138F73AB8AA51BCA6E8DB3C2E5F383CA100BE3C626BDF3B5FF806BC9ECB8E3C15106FBC3CE7B3BBFE8425BD20F896BC20CF20BCAD37853CF9BDFB3C09CD343D69D9FDBC4A5CC13B302E083B5710203D1A70903BD48B65BC3DE76DBC1430603B58B2CA3C2CEC653D4667593B2281053CB20A92BA392320BDC54BBB3BC3B6A1BCCA5318BC049508BDF32CBABCCDF10CBCC222FFBB5BB4313CABD0B5BC5A72073D09D1A4BB8C9182BC78F9A8BA90B516BC5A1D12BD45CCA8BBA73EECBB935AF23C7D58393C700B283C6E71D8BCEBEAA23C0187D3BCA232CFBCD2501DBCBD999A3CC2658BBBB818163D20B833BD96438E3C85AF06BC7365D93CC61E303C84E9103C5D81913CCD2D33BCA2AA32BC3DA8FDBB9CB8ECBB2004483C1EED733C143D00BD3BA2A33CD07D55BC14B1C2BC0F8036BA295A11BD2198973CB82CEF3B93C1613CB403CB3B8DCB103B73FE673BDE092E3D10E5A8BC72FDB53C4588FFBCF71D9BBC9B71C03C19631B3DC21D3F3C61C022BC846D5DBC6A56893C6048F5BBA005BF3C6F32B7BC1B92E1BCD483A6BB390710BDD3B6EC3B85A328BCEF131C3C392D82BC077E103B30351FBCA9B5A83CB6062F3C2F0B533CDB7A253CBDF022BC4049F43C70FCB73C722F5BBCBE3C133CCFBFB3BB0F58A5BB0DABC8BA67D30C3D859264BC46E65F3AF71CF6BC5D79F03C93A79FBB5D56DA3C2EC8B2BB537197BCAFB21C3C3B6EE2BCD0F7283C54EE54BADC8B1C3D35C1F4BB10C69CBB078EA7BC364F16BCA23A1E3DC2397DBCED6E10BCE0D8CBBBC66603BDDD3DB1BC84B34A3C70E9E9BAC680183BAADEC3BB7272F03C735FBCBCC9590B3D8208C3BBEC6CA3BB558743392EC63BBC6BFE39BC9E76CDBB0979FCBBEC95063C14A958BC5D76DFB9990D883C47C2FCBBEE84F5BB3E9EE4BC4B464CBD10BA02BC90B7063CE2356ABCE8BBA13A1BAADABBE7F33C3BB30FCFBC46974A3CEACF613C81863BBBC6022D3CFD86543C2F6E5F3CA7694CBC592E43BD521C7BBCD522E4BCBE069C3C30DD6DBC3197903C05D281BC68C6913B0945D83C1E295A3C8B6D483B1BF9403C24F483BCDE977D3C0990003CC78ABF3BDBA6823C9E51CB3B453CC23CC0A5A6BCEA1585BC4EA8013DCA65263B4A1834BCF7D33B3A8979C13CE0C590BCFD87DCBBCD5DAD3CEB9592BC96BD97BCCEF01DBCD261E43A157CE33C9D1A0CBD2472D83B94539A3CDB1BDB3A833575BA2268C8BC9541BEBB859B3FBB5D9A4DBCC6BDD5BCF6880DBCC61B26BCC4FDE73B4EB6DA3C46FEA1BC266C123CD984433C02B04ABD1964B73A60CF4FBD3B57ADBA1849DC3C9CFA833C395613BCE9A010BB6B5CE53B789E60BC4E653D3CAEF17BBC61C03DBC143342BCCB06F7BB18687ABC695FD83C5F4285BC1D8DAD3C068B1DBC467C993C2C24FB3C",
      torch_tensor_32_32_torch.float32_3: "0x04000000F8067B3C1E5625BBF39BC0BC56112DBD6011053D993DE63CC695563B57209BBCF8DA6BBC4B635ABC59A5303D3829FBBAAE33053CF555FB3B127747BC32D9BE3C9B0476BDD7A5B53C92F416BDCF14B33CC6BA19BC0A64B83C3E115DBCBEB0DFBA0E1EF7BB818FB33A9D4C4BBCB2F4DCBC15B83B3CE5EAD4BB706A943CD0D6B8BBA4821138D532C4BC5BDF2FBDF7C1883AC01B193D9847C33C20DA103CABF548BB177CBABCF9D1A1BC9DBE87BB5D650D3C851B6736C263673CA0CDB0BB22250EBD8DCD223C3050FF3C646815BD065DE1398EA8A6BB8BF316BB509F82BCEC48D73C847BC73BD270CC3BACEAD7BC2BDBDF3CEF018CBCBBA1ADBC8DE298BC19E257BC5C182DBC9C530C3DF7BE77BCC46D06BD07BC2DBB62F1083D6AF4A1BC491C1A3DE48D5E3B53D1CABC8B6AB53B0ED7ECBC5250FA3BA69877BAD67C2A3D2E6CC33CAD4ABC3CFBA3D3BB376F27BB6519003D64855EBD5B15B8BCCE719CBC0FB9F43A080921BCAE47DE3B0BA1FABABDB225BB3B98FA3B52EA5FBDB8CF4EBDDDDAEDB9F448023CFC28F4BBFCDCFC3A1BF0153D73D0053C901F19BCC56A19BD7967AB3C3CC7D2BC64AB9B3CE11BDA3CA21E82BBD40DB63A205D583C4130F63CD5F55D3C4A3FEEBC9EE1B33BA589DA3C29FB223D00A0C93AEABA5C3C1054C93C2E49993C91DD09BD635D813B6BE8273CA63478BCE2D24E3CC1C11F3BC5B12A3C292637BCC954373C331CF93B0B3A4DBC40FEC3BC57DB073DD693813C0152603BD630933BE73B443D595DF8BBC7E042BCBAF2873C673543BC38A86BBCF8AEFBBCD2D2033C3E8E333C2A5CA63C131BDDBC75F15D3C52AEAE3CAED33ABD9F7405BB27AA88BCBE5151BC0E48393CE564AA3C58149DBCD6779D3C44EE1D3C9885F13C3E18953CBDAD07BDF87F703B46AEB4BC256D5CBCB4D5C43C222E10BC05691D3CB5F96B3C8C4DE4BC0BC5C0BC8D4AA13B2A9F4ABC2DF5B6BC9E4E973C493BF3BB9589B63C87AA0EBC0DE2083D1A5582BCD474E6BA66853BBC6FE27A3C788CCD3B29D68EBCAB60563C32C018BCD460B63C7E2251BD92520A3CDE1043BC1E869CBC9BE200BDE6D8513B7ECD483CA0CD9D3B793E043D61BA54BCFB528DBDBE1F0ABD27C923BC1C68CBBC03B1883C2469A8BC629993BBB85A483C4FA4E8BBD9B03EBCAE071D3D22F1C33CAA9AC33BDBCAA0BCF01F88BC1EE147BCD204993BE441AF3B1D3157BB8AFDC9BBE77C13BCADB4B13C8102FCBCA2414A3C59D321BD2FB6F7BBC1C6B1BCEF709EBBEFA726BC627E853C66AB4B3CD96A72BDE64E23BC1076C13BD9F114BB34D7DB3C0EB0A7BB154BE33CC768F93B50529ABC95FE533C067B80BC678F383D8D8791B91760DCBC0D12873C64FD153DFBBC913BC79CC2BC4F16D93A4252EDBC6A74F4BC1D3032BC24B00FBD4E8EBCBBC62F3D3C1BDF523C0D6D923A35DB193C8C3C9ABC3B42B8BB51C11C3C1D29EEBBC466313C8A50CC3C6B7DE63CF8300A39F84FC1BCB34882BCE6ED3F3A527702BC33FFB0BC3759113D584F143C96718D3B209B01BC0903E9BC19EDB53C742788BC8CC6F7BB5362B23A2DABCCBB924F8EBDAE42CD3C74C0893A88A49BBB4C60CD3C62A42BBCB5558F3CB6AEABBA1FEEA2B73DA7EFBB45A7CE3A250ABA3B15E86E3A304E063D5CFCF73B279108BD9935A4BCEFA14D3C9086AFBB7782A43B0304F63B49D846BC3861D43CADEB323CE13C9ABB1DD7EB3CAAD321BC2140C1BC4E5D4EBCA0A4C83C1B90EABC78335A3CE59D2ABCCE32753CDDE2A93C087116BBA9F9E53B705A5E3CBB62073C84BFD4BC14AA9E3B9E7F463D800DE0BCB01F0ABB483B21BB4F8E05BC15CAF73BBA14023DB7DF15BD6DE8A9BC7AFF103DB2B984BC9D8FB63C7026B5BCC136ECBCA74056BC94F324BD6926D9BC57C8DC3C778A503CC346113D9DBCE6BBC1E2483CEF2BE4BBAB5B64BCE4FFB4BB1242503BDB19CA3B62318D39323462BCD4D7613D62B8053D9E71943C805C10BD50B04E3C60C32F3BD3BDA9BC7C8E0A3D3B3008BBB964113C0EB0E0BC0B417D38FECB45BC8E5BDDBC35D271BC7017AE3B4557DEBC66500B3D7458D1BCC07C26395575093CBBC16DBB5801463CD9FA613BAFF008BCE2F64DBC2938B63BA2ECCA3CFEF162BB45C9DABC39CC43BB04E63B3C70D5BD3C7442293CC9359D3CE5AFC4BA0B5306BCD99CA9BB85F6F0BB589672BC5E8B9A3CCDD2403CA4D4023C9063BEBB9B5515BCF2BBC8BC1DC7E5BCA5E7B83B425DC9BB9973853BC3010A3DE984BD3C89A13B3C767C003C8A16AF3C006AA73C744D35BC87E0083C05C9A9BC1946073DA8379A3D299F8F3BD96EC23C9051F9BC8D5C83BC2E5664BCC4992BBB499A4D3B7B23B23BD1C78BBB5D40F9BC9D8D13BD197FB63AA4D5A0BBF7C2CBBC1262883C0E4DBBBBA146A13C5F0F19BD4D71323CD85BA83B5EA2C6BB110E153CB375513BB4C25ABC0E8CAEBB0C677D3BA7112CBC381A9FBB6CF559BC751A413D0126273CF3D7B4BB7346D93CC077D6BBA93242BCCF0BF4BC6F9973BB3C8B9BBC2753883C86ACAEBC2326923A4166D0BCB7C1E63B5472EEBB82377D399BEEAD3CFB7E313D720BD1BBDC705ABB6E23693DEB3B593CDCF658BC52BA073DCAF9623C056AF3BBA2A9C8BCD2D00EBB2B9B993C6D461DBB923DBABCBD761ABC33EFF6B87E7E113D26469DBC533D63BC1796363CC507373C41E889BCF042103C2B9BCDBBF5C843BCCE49533CDD649ABC58AC753C3BFE8FBB9B77E43A97B46CBDED00C4BCFC3CF0BA345066BC932D163A09DAD23A4090F53C23AB1ABC842E043D2BD6A03CAAFDBE3BB84142BB0BF4993BAADBD2BB03CC713C8779413B07D30BBCD878783C342E2EBC829EE63C833475BCC3581E3C7252D93B4F5B24BB40DFE03CD287763C588BD2BCA20BCBBC7DE8193CD2CE4A3B42A41CBCE244BA3C2A80673C2A635C3D56A7283CD0A38D3C0E5601BD75FBA03CD8B1053D13C550BC1B4C02BD44C921BC5D5B043C6D8221BCCA079B3C5F4B93BB40A6C9BCB88C5CBC522EF0BB25F8643C449417BC61C50DBD254F763B59994ABD7787F13B97927B3CD603203D17F69F3AA99A843C7398623CFFB6943C593B86BC972EABBCBE3AC93CC42702BC9E426D3BA5F14B3CD77EAEBC0A2313399301ADB9DED9A1BB8EC4F43B10FE883C765A87BC82856ABC01EF93BCD40C8C3C47B1EC3B8242EF3ABD32053D6EE1E53BEA5F923CD243F1BAFEB337BD489D1C389062993C9A459C3CD1DE1FBC790F61BB60E1ECBB2A2A28BCBC44E93C529B1CBC4926113DAA5393BBEA2287BC073B393D9BAC89BC738D8CBCE579453CCD9CAB3C371C973CA447D0BB973F2BBC246D223BDBA98B3C1E439BBC73354A3B527588BC35E7E33C532D61BC42C01F3D0E816F3C31490ABD7CDCE13A7C222F3C8C384EBD3084683B6442ABBB4B1A71BAE87F21BC96AD95BB49EC463C24A8073CB404983BFE057D3C53B1303D789BB53B8790213C736FCBBBA7B090BC652D8EBCCBAB0ABD03D19C3CD08FD6BA574151BCEBB01F3BBA308ABC0B75E3BCDECE71BCB11892BBDCA6A73C4107FCBC7DE40BBD70DB763C04FF34BCC92ED4BCACE9753C8604E3BCAFE888BB3886CDBC9B7FBDBC654A71BC9C8D273D930FAEBC8D2E8F3C7986C53CF90E54BC921BF2BB8E916EBBC7B243BD2A4A593CC908F33C0905BF3C2BF8593AE4C815BDCFC28C3B4D979A3C5F1C09BD126882BC302ACF3CC72D8F3B000B883C6F9D683BD411123DF2698CBC88550ABD1096E93A939FA6BCCE87383C8F4DAF3C321F35BCBB99243CC93796B9AE35B13CE25021BCCE2D213C9E2EA7BBD5C7D73C8797C1BCE76674BC091A903C226313BC5C86FFBBE624793C61DE4D3C51F78FBCE089E1B9AF6701BA8034213C0C47CF3BBD3BAB3C672CCEBB59D4E4BC00A4AA3A8F5D2EBD7C53E439C68A47BC62E4F6BB141994BC46D228BB5290B73C5E5581BC3A0F833BD3DC5DBC4289AD3C5501E83CF4FA88BC01EBA5BA2AF8323BFCD2CFBBF8B59EBB40D927BD817B5BBB07F8FDBB6DBA143DDEFDBEBCF2D7E4BBFE0A1C3D476B1E3B4A6C24BCAC500ABCD0606F3AA6C2053B7BB891BC34FC08BD9B45A33C4BCCC0BCCCC4093C5FF58DBCF94E15BD806A5DBCABFFEBBBDD249BBC59462FBC53D14B3B21DCF73C663D483C59A1FD3B570B1D3CB890A7BC0D98433C5802C5BC9EF1043BCD8C9DBA92D2D03B1D88313D4544B7BC8E28CFBBE7A46F3C06CEAF3C5C997CBBD8ADF8BC4900303C6571FDBC2649F53B2A1A2CBD61D4303AED4688BC04DA413BFEF90EBD8947563BE687793CA10F153D4DD448BC9CE7CA3C4A1C863B3EB7D4BCE5895EBB3FD9163B3F9E8F3A216D69BC3C4875BCFEBE24BC0713663C6542D4BCF69D203DB7B8433CE5BB0EBCBC71E4BBD2B13DBC1D2F333BFD1D803C10F88F3C0E48563C42C1AB3BC5240A3D1C9A7A3CFDE05CBCEDEAA8BC1EB5A2BC46AE253D0B1B17BD1A5C86BCD3028D3C2A4EBC3C4754CD3A2994AFBC9043BC3B3A068BBCEF58B8BCBC786EBC389F373CE35D863B6B74EBBA3B9A17BD6F10003BEC59DE3CA8FA883B937B98BCC86F9F3C94532CBC26E7C73CF0C5FE3BFB0F99BC279423BC38E87F3BD5329CBC70B1813B65EB57BCD993863C4250D2BC22469BBBFEFA453BD581BDBC30941E3C3B23D8BC82F8DCBB80850CBDB9843CBB7F8011BD3DC802BC9E688C3CAA663A3C63E3893B42B1BFBCC7DDBDBBC20768BC20193BBC74902EBC9071373D03BB20BC0221273D05D8DEBB9966D0BA96AAA63A873BFFBC2D04A0BB3C499EBC422E003C977265BC3719EB3B71B702BCE08420BD4B75733BBD22DE3C405F9BBCC0AE0B3D4079C9BC70B7F73A4B9A81BBAE9D17BC0181DCBC1369F8BB9C3CB43C78D53F3CD00FB9BC890BF3BC9AA28D3B4B98443CB4778F3BB41B98BCA0CC5FBC2E2936BC905A06BD55A6C5BBADDC2C3CB466203BD7D5073C977056BC95E8EA3A8A09DD3C3CAB843B19976F3C3D1CD83AB536CD3BCF96E33B29E4A4BB7CB4CC3C171FE43A2D9F1E3CBE4C943C0B0B693AD44AF4BB733393BC79E480BB6D8BCA3CC1CB7BBCB3CBE93B0E4457BC915795BC381C83BCA063873B5EA2D6BC36B6AF3B7311A83CE57660BC5B108DBCC656FEBB7DA082BC0AEFAEBB5E845E3CBF9598BC40D1E43A6A0846BC55A109BB9796903C694883BCB0E9A7BCC0E08FBC33F3CC3C932D393B351FE73B2B6986BCE307F6BB50A7D23C33F62BBCAB91543C49333DBD64CFC7BBFDC4333C5DE599BBE7186BBB17A0623C9B090E3C2B5E11BB9467C0BCCB9F4D3C1010833C4445E13BBDA1EEBA4D710E3CEBECBFBB8F63963C33AFAC3A8B434D3C2F0FC33B29208A3C2B74DC3B094611BBAD49AFBC37A8573DA93AA63B3F5D0FBD3CF7403CABBA1EBD1F209F3BC413B2BA441002BDFE36AF3C42F949BC343D073DF43ABABC9D60193D7350A43AA94F103DB6168CBAF350783C8B47ADB9072B0BBD1D6C873C6AFFA9BCB83558BC02485C3A3357EA3C87980D3D85E1C53CDC0B3E3AD2F946BB1D224A3D402C853C6427D1BCBBCEA33CF53C47BC056A8FBCBB0598BCEA56CF3C5F5621BC2C4175BB361B013C23F79EBC32CB873C27D33CBB820217BCDC4FA43B5EA2CABB0C3262BCEFC1413C45F4DC3775B8D93C346865BB5D3F43BA33FE533C9D05BA3CDC6079BCB9EDC13CCFE3E03C3723CD3CAFAD95BCA290923C9EAA0ABDA203AA3C6B264DBAC2DDAB3A8F4F15BD92C7D0BC142BCEBB0765B9BCDCBED33AB2A44CBB1E38C43BAE9973BC26217FBC79BFB13CC3FD1BBC971D80BCD0A708BCE08624BC",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_8: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32: "0x0400000060AC16BCB41EA03BABF98B3CC51157BC04B6273C86F9BABCE512A93B86C501BD6FBEFF3BC039173DDA431BBD92B7903CE0E930BC674B7BBB063CA0BC79F1BE3B31D59FBCFD02B5BC90DDA83C11F687BC0499C33C057411BC41CD5A3C0EB04C3C8AB347BBAD1520BCDD449ABBA07A9ABC47A517BC49CFFDBCF720A2BC5BE2963C70D7F83CF376283BFD4DCB3C811F2CBD3E06BEBB3786F13C10A3CD3BB2A31D3CEB42CABC6C73683C598FF6BAE6BBB13C3B78B73C3A258C3C5889ACBC4F5FD33BCC0B833B8E62AC3C62A3EF3C90B1263C8FC5D63C942D9BBB7484603CD2B08ABC2766AABC2291F6BBD6D227BC6457553C4D101F3C8E841FBCF43DE53C6C3B073C5DF5F83C3E89703B82AB6A3C55CEC6BC9CA283BC218A7FBCB5F9DB3C9BDFD9BC737532BCB05B0CBD836D76BC7580E2BC066C773A046E553C5204B2BCC529E8BA6EB6AE3C0595E13BE230B93C589DCE3A7CA3E6BC2F5270BC404FB03C7F650CBB4047543C97B12CBC2A14343B20BECBBC8A2E1CBBD279F7BCB5B5B63C783B6BBB2626573B15A47FBDDCAE18BC14FCA53C4960A43CC0A7223C3486863CBE3898BAA349723CA71AAC3C012C68BC73A0DF3A381D553CC4FDD8BCB0F276BA9D5B45BD8A01DABB385B6F3CDDDA753B597FBFBCA26E50BB9C14B03B7E231F3CA3E3193D191F4C3C2D64C0BC7C7C8A3A468602BC73DD2EBCC65B913CBE5C0FBD345900BD6AA7D63C52E3F03CD90E053D09219FBC75F3F13BE6C7A2BB4AC8BEBC1D7088BC2D178CBBA2139B3C32B2F3BCA66BA1BCCBF5033DED3BACBC9EB496BB4276C53C604B453DB353DDBC6F24B63B1E562D3C10429E3BCEE9B93C9456CFBC322F95BCC7F551BC9862353B1700FCBB80E534BDEE28803C4EEFEBBCB220CF3C8228193CE40245BC386AFC3B805071BDA6DB60BC8D0EA23C2C686DBD07CB11BB45872BBC22E3063DBB0EE23CAFA0633CAF5F113D4F997A3CDDCADFBBABC5903C0F640E3AEDEF433C307E7B3CF979E4BC8B47363B6DE88ABB3BD79C3C8D1131BD9404103CBD9059BCE72091B992D25D3D1D70D33CF6DCAEBC6AFEF0BB1C61133C75C69ABBD203963CF582313A5D95B23C7086ECBB338848BC855B82BCCE72963C592A283CEB1BCFBB8E62233B21C3CDBCA630613D897A733C126C48BC3364A7BC84B0433D5277B8BCA72D0DBCF47CC4BB70DE50BBFE81933C54D31CBC2C29163C9465E83B795756BC5E91193C80DD74BB18BB723C757EB33B99AEEA3B768F993B596C9BBCF2CE103C3785413DCB991ABC6D12893CE1CE1DBC422B5EBA80ADDFBB5B082C3D3705C2B99D03853C0A61D7BB17D0D5BCE40F083DA4EA34BCFB04BF3CCD0A19BD98567EBCFC865C3C29777C3B295E9F3C022468BCA6CCA33B423587BCBDF99FBC93A0063D746C1CBC98054E3DF74A993C8D81843CC7DD0E3D329FBABCEA217ABBEF4ED3BCFC6562BB7C07EABC09EE553CDF76933C4CE2593DCE5B093C72C71A3C5EAD293CE18C243CE41F89BCE5042ABD414E403C459072BBD0A50B3DD452883B90D44C3C80E783BB27C403BD04BAC13CA016F9BB976BA6BBB698AF3B496866BAF41B9B3CF5E6F73C66D12FBD382B7A3C8F46D3BC210FC9BBC0BBE9BB846A09BD84A1D8BB763096BB00878CBC0685CEBC6F02DA3BED839ABB6E83E13C201E4CBDBE1E033CB26FF6BC52B630BD25E571BC5F840EBD7440D8BBB8CAB03B936AA23CF82882BC96578B3BEB3676BC55E48FBBEB16DB3CA08C3D3AB9751ABB8C42533C8C3AE6BAF29D0FBD0E5FEBB94A457A3C065D483C0BCCC73C98C2993C108A79BBE905423CB63B8EBCA6519A3C392DA53B07BD3CBD9B0E03BCEB4736BCCE4BB9BB23A708BC3CEE523C4FBCA63B3480713CBBDF5A3C90E7ACBC5BD26CBBAF52A3BC9225183B332AD93C104BE5BC1D6A253CE6453BBCE139F93C4BEFBC3C6A17A23CC6CA30BC2E3A42BC8EC00D3CA449E1BBD4B2B43CAB6CBDBC9D9D693CE71F123C97483BBC8DC3B13C4F489FBC17F3453D5320BFBAF66527BCAB67353C14E5E8BB1402DB3B18FCE7BCD1A9943C9CF5393C2EAD30BD5DE731BDD9CE70BB80558E3C58F1ECBCA71111BB0B893B3C1BF988BB9EDC9BBCB06309BC53A96C3C2141CA39ED5D17BBD245E83ACBBECDBC621D80BCE53AA63CC54F13BC622F37BB5CA49B3C8344873BD86D46BCF4E3A2BC4B2B753B8A69263C29E1ECBCC557B4BC21DF70BD4D85A1BC1535F33CA6E66CBC5982BDBBE5F72F3C372820BD379282BB8F7C373CF67F81BB9CB551BCF01AFF3CD589E6BB1CFF41BC69160C3C4A37CEBCA26D9D3C9BD4FB3BBB9CF1BA6BD6D3BBFC390E3C4C83E5BB2658593C96D407BA0C2D82BC53EB5D3CA73E5CBB0E03B73CE5A3B83A20AF243CAB08DBBC748714BDC7502EBCF912BEBC29994CBBA9EF073C14AEA6BCF9767D3CD728293DF93997BC262AF0381099E4BB5739BB3CCE2C283DB719D7BCC69FDFBC4CD31B3C8412E73C4261ACBC218630BCEFE3223AF8D230BD7B3836BCD2ADBF3CE10D1FBB9AE31BBDEE91E7BBC4CFB73C77F806BB5B7E103C1DE639BBA6B2CC3B97387A37BD9D9EBCBFC387BC106636BC730DFBBC1D88673BCDD48A3C975442BB4081643DC6FDBDBCD27A2CBB6BC5353C9CBDD8BC41B9BD3C20CF423CA13766B9E42EB73A4265AC3CE50CC4BACDBA97BCF0483A3C348C813C8EC8C6BC89AEBC3C25F44FBCA9F8CB3A25826CBCF8E0E3BA4D76483C470D0ABC316C003B5025B1BC2C275D3C9702773CE0539E3AB0FFE03C33A649BBAA0FE33CFE64CC3CA6FCE7BB8AF5CBBC7DFA2DBC42C986BCA9FD213C168A94BC52CB0F3C90998B3BDC6A02BB1F0C16BCCF094BBC587736BD19290EBC53FD71BC1DE829BDBDC706BD751D90BC268B913C117E18BDA7E8953C423608BD46E0183D049F3D3C950800BCD9F3E63CF56C983AE68790BC7778F13B5782963C1C6F00BC39CB093DC93E7DB9585C4DBDA75B6BBA037393BCA4FF5BBCF374E8BBCD6482BC69084EBB2B76D6BCB6B1133C4B46843CD43280BC46241ABC0B2F06BD0C3ADDBCCD9D193CB6442A3C536734BB9EBE223DCFF2B03CAF1D143C927013BCDD78D93C2A29AD3B19FBF83CCD1CC3BBDB128A390E85FC3C17FD11BC2C54DF3B949E07BD893522BCCAA0D3BB33FAAABCB4415ABC35F8B73CE5200B3C0ABEFEBB07BF1E3C29213EBC6901BABC5D1296BC30F4DD3B66C9DEBC02A0673B97829CBC5F018D3C3708AE3CCBC26F3CDEFAD93B81ECDE3CB263993B52ABA4BCCBA81BBD17C9B4BC453B2E3C825F453DA7D6B9BA94A15EBCA42422BDD6C3813C9EA1D83B2E559A3C0F03453B485518BC6974CFBB38DECFBC3D59393D613D2ABC7B8E8D3C508A7ABCD61697BB10A03EBB4B40F83BE085963C19533D3CC4A31B39D4CD043B812BD0BC274C01BC986B84BC1CAACABC77C584BCAB1DBBBC556102BD61E43CBC4859A03C49FD233C42C1E03CC7C1CF3C5B30093D769A88BD403A25BD0725363CCFE8073DAE2F273B2F43E1BBA9B9333C932B8D3C0BA7B83B1EF248BB81199C3C84DC17BCE0BF473DD70A77BA7B2DF03C6A46653CE0109A3A9CAA9BBCD61306BC14F9F6BBD00FA8BC801413BD00F101BCD8EE84BC77A423BC2E2B10BBBDB6CB3CBDBDD93B5BEE113D63C5F23B4EFDFC3BB3CF533BE0939E39C511AABC861F0FBCB989CB39AA0B033D19D4573B57D1C9BB4E03DD3C427CE73CB92B013D908359BCFDF975BCC5FC743C9244EFBCC4F3073DF28399BC61B7BE3CA19F793CBB62963CC16BC93C3E04323B647162BB3377DC3C3926D43B9B099A3AFB21D73C478E83BD320530BAA470043DB5C2EABB0770C4BB8DEB493C3BA612BC57ADE53B61D5E73C3C48273CE3288E3CBE0C063B9389843B4E4B573B38D4CD397EC686BC12C3B1BBC76BFCBC9BD01BBB7583E93CDD253A3C785FBE3C38B052BA1E8AFF3C730A2DBB7311DFBA469CAEB9FF78083B6111E8BB1278B0BB30D217BC1734C43C5701B8BCBE0E10BC73D4DBBCDE4EEEBB17929F3BB9923B3CDC17D03BE705B33C7E3BAABC19F55BBC66C185BC82C4573A77F663BCA78DF3BB862AD1BBDD4C87BC9FD60C3BAA6DEEBCAD789F3CBEF3AE3CC5986C3CCD3291BB15890E3C89F319BC2FEE413C674C4F3C65CAAFBC53EEBD3C34A0BC3B06FE10BCE4333ABC009B34BBE714843C54F296BC39ED603C077B323DE663A0BC72C26ABC363E1C3BCD7A88BC0857973B35D708BD5D7829BCC202023CE5077ABCECAA103C5FA50E3C0A5F453C25E8C13BA82E95BC5E71E1BB7311ABBCD397CEBCDEFDEE3CEACA673A61A7CD3CE778B03AF0CA54BCB0CD06BD524DEABC00B7D23CD07C1D3CD2AE6ABBBB07243D7E4CC9BC8BA66D3C9333FCBC199440BC4B8217BDA7F769BC0A5999BC79C5253C1927E53C4F1233BC33F7E03A98AB583C6910A43B66B8BA3C02823EBC5D82DBBB0D5C063DD7CE413D213C8EBC107F493CC127ED3BCB08D1BB8114AEBC3D4818BDB085DBBB784BD8BB3564F1BCCD54A23CDE98093C4B9F27BBB8D2863C645705BCAC545B3C77749EBBBB19F6BA2093D43B53B9A13CED323BBC4704813C3D19C53BFDF48A3C920CA6BC6D38993C37811D3DB61B083B49D04FBC12A9A5BCB99DBD3C00E4B6BCE2D000BCD2DC5B3C062CDB3C2B01E2BBE4E3463DF2385A3CB2DAF5BC893CC5BB1B66B9BCD058B0BCAA6FF33CF996B5BC4F840A3C8679CC3CA7363FBA277EC7BC5B32C1BCA4B0B13C30F1743BE2B0713A32048FBC59F97BBD79478E3B9E2D463BE78F9CBC9BF2513C056FFD3C99D103BD329E65BC6665EF3B5302AC3CD53A8F3A258B4CBC93F7E1BCD3440A3D1DEB9ABA44524BBCCFF2E6BBD5AE1E3CA05B9B3A133FD5BCB84ED03B1C07543C5983A1BCA279243C530725BA5BD2CD3B60DAF2BCEEA5BFBC929D1DBD42B121BD62B53D3CAC0FCD3BF96ACC3CBD11493C8A1A67BC570C44BD4656CABC7283893C6D91A53C98B50D3C75524E3C5B3085BC6FA6923AD988BDBC08CA07BC3C3110BDBD8F493C1D9CFCBC0C4C90BC27E19C3CFDE263BC15E4973C6F7A193C310F133C3425563C06890ABD45D3CD3B99250C3C7EEA20BC62A1E6B950CDB03A3259F33BF6AB0DBD39B5FCBBAE3917BBD06F093C9C27753C9E0158BC026A08BCBE0166BABD06E13B6DEAB8BC9560743C153FDEBC0CA4FBBC5266793BA443E33C2552EF3CF089093D209088BB4426C2BB7E52FC3CF7E3E4BCA9581E3D152D063DD13787BC044515BB3CB1ECBBD0F5D43C7BF8E83C79A19FBC93C19F3C33EFB93B2FE1BB3A52C42C3BB6DA18BD5838CB3CF7B8853CB99A93BC7F9585BB34D243BBFAF7033CA1EAB9BCBB6AAFBC539096BAA92177BC7BB1183CF387AC3B8B2ADDBC731DFABCA1FA0F3DB0B1C53B5E39DD3CEBB0EF3C506844BC4BD68DBC958FBFBBE165F13CD7F779BC50F7853CF37F2E3D4B5336BC7727BFBB597D99BCB44E803C9E1F58BCAA77D13B5B0DF7BCF8FB14BC94B5093CD4D73FBC6A74CE3C47261A3C84E7A73C813FBABC1BE32F3D75946F3C971D3A3C2FB9E0BB50654E3CD825273C7882883CFE6FD3BCCB4E503B9E8D1ABCA61A1D3C9DEB363C78A4CD3C7368B8BBDD355CBCCF4770BCF75E023CC22405BDD514C13C758E853B6AF7493D395105BD562B0D3BE712C4BCC2613CBB476DE8BCC537ACBBB0C520BB809129BD20EE2FBACB779ABC297412BDA51BC1BCE3090C3C77FEBD3C67861E3D3C6F173C3CE83B3B8553D3BCDB73ADBCCF8F143D987BD1BCEE5A9B3BA7AFC93C73471C3DD6F0A8BA98C724BC6E91383DFD44AEBBAB34DC3C04551EBD579E203ABE11DC3BEE5EF63BCA4FD93A9D68E83C6AE1783CC1DCE0BC53A3E23C6D96A1BC8A16293D50E7ECBC0B68B5BB279F173C693319BC25F11FBCB5C5C8BB7939743C21A3E93B43DA9D3C1236EBBC85E476BCAC5418BCE4EB3B3CDC64B33CCAED23BCD863023CBDD773BCDE155A3AE90CC03C2DF0A23C1937B4BB4901973BC6DD7A3A7CE6A9BB96150A3C52C24FBC7225573C4E9EA6BCC98609BD4949823B111901BC979E9D3BB26D783ABD1EE3BCF0C675BB1D0C823C27C790BAEBEA18BC1340323C945E1CBC2C949BBC9CDBD8BC9AFF97BC0B63B1396483B2BB9BD8AB3C17E1413C673CCB3CF19B8BBC971B93B99D707ABC4A2F1E3CEB4552BC9218B43B011B073D801BD2B9E3CE17BD3571503C2B7F96BBE407AC3BDC675C3BF00600BD12C030BCCF88D8BCC0E501BC90B3033D0C2FE3BCFB5BA3BC82D8B2BC081C23BAABDCD5BC8C8E08BB2C2882BC395325BD8756EDBC78FC273C5E4596BCDBFF71BC06BA1BBD56D5273DB4503C3C9719853B52B8A13C22E3873C7BF3D93C253920BD4EA7683CAEDC593CC6932CBC885E193C2A27713A94A2F73B59DE0BBBA9D0A1BC350E0E3D0037843CC487B3BC3862733D5B081CBC547597BC7E97AFBB409C1EBCE0B1FB3C45F9293D7BD03C3C7EA0C43AA169713B775CB73A9468343CCF9FAABCFF38013C8E73C53BC41F993C22445ABC82D8B93C40944CBC3E7AE1BC2C0905BC330DE13CF0F0D7BC26C043BC92FEDC3C509B1CBCF313223C77E25E3B507EC5BB8AB4ABBC50EEC03BF5437A3CFE95A53C2CE104BDC930BBBCAEDE103CED002DBCC41299BC344E97BBCBB32FBDE905F0BBE75C2C3B45BC98BCCD003A3C84C34E3C37AA38BCEC39733B0410B0BCE0BB8E3B4066FD3C4ED9153B0CBD1C3C32E200BCDB3EEC3B7E8B4A3C385119BDA7E0173D6E2E68BB0EDF7DB9D8DE19BC76268C3C24ADC33CAE678DBBB6AA1BBD995A6DBCBCC914BC26CF263C30520EBDF4AC6D3CF87E37BD479F3CBC3286453B328F9F3B1C179B3C5DFCB73C92769C3CA2A9DABC3B9384BC3CAB003DA87B8E3B779112BDEAD63F3B29C593BBF91D07BC5C9B483B960E0C3D80A2AC3C2FAD8C3B1CB458BC0F8879BC2F5BCFBBE428183D57D4DD3C02D7D0BC070A36BC10A737BDE50E42BB9E21823CABE3B2BBE003D7BBF92308BA1B8D0FBD358B333CF8FC2E3DB2640137B3A098BC869A4C3CAA227CBC4FC5E5BCE4DA9F3C296B8DBC09E65D3B6FD4C8BBF8F29BBC658111BD217A8C3C394BF23CE1E4CDBB04012F3D62774CBC6F80D5BBCFBB713CEF936F3CA5D3AA3C84F8A6BBBE9748BD9F580F3C5542063CBC64C63BB3FC773D95A3DC3C0C5E033DB2EB933A3434C0BA21B87F3CD7AE59BCE6019DBCCE4ACA3C42B7193CD6DC883CC0A701BB60AE20BC3CCE643B8DCF153C2AB8C63BE79718BC566E893B3231503D9993AC398E910CBA0902AB3CCDB53F3C7765DFBCA1633F3C0442B2BCF252C8BB0069D03C5F3082BB390384BCA518B0BCD4B5373C951189BC60E89BBC227FFABC2291DA3C84C0663C1B0F8ABC097F30BCB1829CBB2533D7BB9D07883CF7C105BCB7DA273C25C7FBBCC63E8D3C82BAEC37E72487BCE62996BC10B2AC3A875CB23CED53B63B5524023B5698093D80B7003C6CF00E3C896E833CA6E611BC705E2B3DE4C2153D21F6A5BBC7F3803CE1E0273D9404E5BB8B10B53B4E28043DAACAFE3C075AE03CC61C083CF499F4BB9CD1B7BBC6076ABB401B38BD5CB600BDCDE7113B577351BC4C94DB3CADAD893C04C4383A1C2515BCF727A23A22F2FFBC2B9E053DC2EFF03CA350153C10B38CBB351EC63C2F9B06BDEA12ADBB5E084EBCCA01643BD24C8E3CE262EEBC099A6CBBF2864ABB6C98113D93B93CBCB8CE7DBC34B2A53C9358313AB9D7073D7B4C38BC955693BCCF6290BC793EF3BA34E953BCF89977BCE0A665BCD0FB2B3C701497BB4C276C3AC3BC1E3CD91E8E3BCEC00DBDEAF1443C64EF8BBBF9C064BCEBFD4D3B502C113BD07556BCA4818DBCBEFFA3BC7231D23CA4E40BBCB0140C3D0C05E93CA27E2DBCA788843CF30458BBF27E753C61D9D23C1DCEA5BC656A2DBDF0635E3C4B286CBC8041C1BB948C98BC40D6243B9B3BA7BC110600BD4EBFC63B40E08938344AAF3CA76BE93CF3767B3BBE53A73C226435BC6837883CB867E33B58CBAC3CA2A6043C975737BCE7CA1BBC8BBF9B3C00EAD5B8FC6AD43C5E0F62BC2D53A4BB4063BEBB10B2283C5189033D802D6EBCDC5E0CBD79B539BC2AC744BD7CBADE3BF80D8C3C224782BCA7CEF3BBAACA703CADF1C8BA8979F3BC14B6853CB5581D3DA3D79C3CFE1B88BC981E4E3CF5FD69BD67806C3C65519C3CA203DDBCF0DBD93CA925B33BB7B5613C0737603CC9AE823CD88633BD3872B0BB30CF2EBCD2DE36BD40E7B03BBC32A6BA613A4EBAB5D1C13C2FD1CF3B1317D4BCA6B64C3C341F623C3C9019BD97B7C13CEB7F873A623F35BAE14A793B6FF26B3CC63A1B39B26AF03B4121413C12770A3D16A8263C4FE501BD8F3F70BC778F813C8D961B3DD48D02BD055E22BC90B1F93C138B783CA0313E3C4C59983CDB60BFBC8D6B15BC4453523D04AE8C3C56638EBBB01377BC26B59E3C0066BFBB2B257F3CE20DA13C492B473C120F81BB076F58BC5240863C3979DB3B4F013FBC911F8D3B19A6A9BC925FBB3CD4A7ADBCCAF5C23A280391BCFDBC14BCAE68873CCF4B10BD0794A03C1BE4ECBCAD18233C0F798C3C3BE0F4BBBE820B3DEBEA4C3B97BAADBC7791ACBC6E5E4CBC1F36023C594BA33C374C6FBBD436373B67A49BBC3BA7BA3C2429B7BA1321FF3C20DECFBCB3C4443D20741C3C976C78BCEA3D78BC827E9A3C387C1A3C22B6A33C194AA53BE9E941BCCF25B4BCEF69DB3C8956FE3CCC26DBBCE23868BCE775FBBC7855EB3B450AB9BB2018223C790A17BC385FD43CA70CB1BC46AE0B3DD1891D3CF9FC14BB17371E3A5BEC183D878D36BD6275283D54D5D3BC7086C2BBFBC5813CF912513C66757B3CA19CD9BB6AE4F43BB0AED1BCE486B23B90A172BC21D156BCE9C0F33CC5D02BBB5254B8BC7D7C29BBDD65CABB6E028C3C29D00ABC85F831BDF511553B37AD3A3CFB541FBB528DE8390F33873C96509E3C866BA2BB9074933BC6B95B3C202BBCBBE3D7913CD9AC4E39F08A89BC93355D3C330B2CBCCBC0A53AD0A8A7BB6A7EC43CC33302BD9B2C0F3CEE1854BC9518C8BA41C827BBD675A7BB84ED0C3D67F861BCC9D7D23CD6D9103D4405953BC133E2BC5942BA3CE237203D57989BBCB4ED5BBB353459BC7D11CD391B24A93C10E45A3A939B50BC59208FBC5996B6BCC2EB403D09ADD53C1865563A12190F3C7A0D9A3C21ECDBBC1DA6BBBB70747FBC47550FBBAB5F68BC225E273DE419323B839C9DBC79EE033DB2E6FABC1D2CB1BC17AE3DBD802D2ABC40E9E63C8F0F53BC596394BC6A40E2BCEF29BC3B5D0F753B12ABA3BC5C1A123DEC89733C70A9B33A6B86CD3C8E9E853CA790D83BD4470E3B41D4F3BCE0FF53BC13FB5FBBDA9A933C440D8BBCF265BFBC921DD2BC76B8A43A8BA25C3CC35AE93BCAB7A4BC6B799F3CFBC08ABCAA260B3BC21B46BCE3760A3CCF9285BCA7E5AF3CEB8582BCF7C49C3C3C1E8ABCB1E116BC30E312BC137E76BCD940533CA1B606BDB402473D2DD031BCA696523C532C3C3D5749B33B92C301BDA5380C3D452E8A3CCE532BBBDAB315BBF2A96E3DAAC43B3A66C097BC6060CA3BCC8067BC3CC2E93C0195B0BCA9A2083D79F6B8BC115A86BCAB79C13CA24F96BC4D2D8D3B7E2B1DBCC6398D3CCCE9633CA6AC87BB54C6743C70BD0D3D4925B93B1CC5D7BCFFF2003C44493EBB4F78833B86FDA83C5818D7BC474CEEBC296B50BBF515C1BBD00014BDB195933CF57D9F3CE6A597BC822EC13BC64BE63B8F5ABE3C1E3A9CBC392636BB54D584BCCB1F9E3CCBB1B6BCE72DF73B536A833D98AF583C5B339DBC7E2E9CBC4F5F6B3BD4AA07BCD5DBE9BC496D58BC293F573C3954A9BC664277B91309C83C3F1380BBFB39183C196117BD9402883C895B263C8C6CCD3B7B9708BDB0F9253CF01D9537B26D5B3A69FDA8BC14A03C3CB89A31BC7E70E33B6043C7BCC3DB903BA2310C3CDDFD82BA8DF145BB6B5954BD05C9A03CD05CB7BBE0856DBC571BA1BB005FC63CD7D29FBCB5650FBD27BA0F3C7F849BBAFE142BBD02A1BCBC1B413FBB8F9DFABCBB0C2CBC274478BCC726963A22C52F3C2556F6BC2B45AF3C282723BC473B99BC14DE9ABBEBCBABBC6760D73C2F78FDBAE16379BC621D08BCC617913C134DC53B0160303A1DF60CBC191519BC54833E3B81A0FCBC5F51143C8F851A3C98ABA43C53B545BC195B0C3B2715133C8A20D13C54D2C1BC5E1EA63CE482A7BC579B8ABCC4E884BC75A5033C56971B3C7C59A9BCB7EDB1BC191B23BC9F78823C0F63133B77FD14BBB300B73B12638F3B5741C6BC38BD40BD8F91273C1ECEEB3BEBFCF0BCADEB1D3DB280233D2DF143BDE1DC733B81422E3CA4BD8A3C9FF008BD6B472B3DB3AE0FBDAB3E083DF242E23BB610933CEEB27ABA87F1C93C4D0419BDFB41993CD873A63C65D02B3D82D4203B2DCB88BC6DA436BCC03F42BDA565783CBB9DA43B370E973C1BBA2CBC8F4242BCF8700A3D7CDD35BA6AF7C13B808FADBA5660873B85BE2E3BBC35E43C32F5C6BC0B94C73A7F4D0BBD2E08773CAF62323C4A8872BC174F1FBC30CC3FB9DD5DE63C622F5D3A776CB0BCB92311BC6B2B41BB4C5D0D3D95B36D3C2090D8BCD86ADD3C6E0B403C128BF13BD272D83B18B041BCA2649A3BA7A487BCA60822BCAA983E3D6785E43C34B1BFBBC6D8593B5FE59A3B6B2E003C80CDA4BBAA8135BC149CA33B7CE009BDC92AE7BB1801143CE9BCD2BB99E2EABB3BF1123D8C7714BD198FE63AED18273DB7E7063C0E3861BAEF32D5BAC6BDB5BA334DD43C98B780BC9CF63CBBB997C8BCC0B284BCB846FBBB66B716BD5B9C7ABCF3A2A6BCF95D3D3C27EB4BBB4ECC5B3C4D92043CAA4EE53B8A31F1BCB318C63CC64329BCD0851D3C0D4935BD000A76BBA54BF23C9E8DEBBC62E7AABC013877BAA548C83B7024C2BC5B9D613C5289283DEBD5A23B3314C6BC92F2BC3C77BF88BA5C9A273B3D51873C774FDD3C5350C53B428788BBCFA083BBD3A77D3C1DAFF7BCEB0EF03CB1240E3CB4F4173C29C91CBDDC94023B0263773C2242F63BE7BDD4BCCCE28B3C7D92AC3C2090BDBCD30F373B90D3DE3B7D9FE3BCEFFD093CB0ECA83B782EFABB7B3C28BB52B0CEBB1BA54A3B872EED3C3E18BD3AF9F403BCF48715BC793B1C3C5D58083D38D9AABBA2B3A4BCA28FE2BC01EF103D135238BCE8898ABC72A78BBC4CDF1C3C59D1733C2D10BFBCC1FCA23C5B1291BB16E78ABC1E0A5E3BE05C613CA7B699BC7D07B53C07A49FBC003D3C3B322863BCA9881ABC824DB7BB9F8D9A3C4C27043A3FD094BC1793A2BCDB12563C3F0E123DEBA78C3C7EB1B93B3F0C923CE24A0BBC9FE088BC69BED43B6F7FE339C116463CB9FBADBC681E09BDA20D72BB4078E53B45B613B8B2B959BC51DE82BB363F82BC3B53833AB210A4BA2237823CA902D53C89CB953BCB5C53BC3947983CA6A036BD44D9453A4DB9A5BCD3D5B4BC4960E6BC811AE5BCC0F45EBBE07C44BCA4DF23BBE522CE3A78E809BBF5F705BC30DF313D5F869D3C3033383C2870143DD0E89D3C38D5CEBC890E643A8EF16A3CE6BFCFBCF9A4AFBC0EE2283C81B5D5B9C4C98DBB324596BC8EC3A03C1406CBBB0F16FBBBAACBF83BAF8D06BC0E2D593BD512E8BAFE30C1BB088D20BD86B8193CCB90D93B",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x040000006BB2B23B4964DCBC78D8AD3CF40CA6BCA610AE3A8DC50B3DE5365DBCB3B6BCBCA550C53CC02E3D3B594218BD5244B63B84AEC03CC01FC2BCA26576BC45613ABC4455843C0B7B853CE2DC7BBCD9D903BC1BFEC43B8BEC023C1CC86D3BE21174BBE0470A3B6E3453BC27123D3B1263603C0A83D5B963C9043DD0E3B3BBB5BEB73B20CD873CCA23403CAAFA1EBB956F383C6AB033BCE54959BC26297EBC432EF73B89D20FBCD579FD37C0119FBC120881BC4A88A6BC344BADBB3777DFBB329340BD74A7103D3E045BBB7BD0ED3C0F2040BB50DA4D3CAB66CEBCEEB5D6BC295FE2BA9B8B063D02FC8FBC7FAF97BAA01CB53C10E0383C6F5CB2BC4159D7BAB56BC63C5C1CA53CA298813CE5F745BAAE1F65BB1EF145BD9FF78A3B844CC9BB06C691BC3CE489BCD878963C33482CBCDE272CBCB27697BC6A7751BC27C4AC37C573AC3B3B1364BCE33F993C96058FBC576F21BD90D615BD04B4DBBC62FFB73B5C2E9D3C124A8D3CB47E493C06D5B1BB09C9483C0F6177BA26F0D1BB60DD653C0B310ABD09F3863CC43A1EBDA6921BBC58D789BC25D6653C55EF743C3855C9BA9D933C3C6563B93CC2F317BD69E9933C7B4E39BBB2959FBB3C394E3B89557D3C336E44BC4B53333C7EEAF5BAA2FC0BBD18625ABBC09F57BDBBBE1FBB6001873C0CEB763C01DEB63B5DE1A73C4FE8A5BCC187B13BC9B6793C60CBDCBC5F80133C0AC23DBBB96FD93CFEE7F0BC94D8103C171152BDAA3B36BDAFDF04BDA5DA883AE2B9D1BC63EBFD3C074737BC74F6203D5B07C43B44EFCC3B38AFD83CE10251BC93EDB83CE529193B8D5B06BD3034783BE18929BC7FEF153C44748EBC42E523BC61D2683C6E63C2BC7409543B8D7134BCB09FE3BCE9F2B33CFB62DE392C45F2BC3902DD3CB383D5BB1EA45F3C5D0818BDB4CB68BC39510A3DDB5934BC94470EBD6F44A83CDC418ABCD778E83C794131BC3BF8EBBCC7DFA9BB1E1ED03C8C8496BCD9E9063C704968BC79F4983CE6E0D63C41267EBCB48BCEBBFDD6713CD2410E3D4F6B67BC723E9E3CB7AAF73CFE6C78BB2DF94BBBCAC7C13C9D282C3D2D9C283C61CCDD3BFC5C153C50326EBC2000513C1412ECBA8A6AF43C1B1143BB5473AABCAAF0183D2A13A6BC0408403BBB15E6BB1CEB2ABC57F9943C70893BBCBF168C3C1B1A64BDD3CC6D3C53B6E53CBBF313BC8F8DC13C70EBB0B95DF0173D400AB63C1831CA3CDCC6C0BCBDB85BBC9D046D3C5E7064395C4F27BB86CAC23CEB23CEBC8193CB3C4070EF3B808388BB4209F6BB8ED44A3BF88137BDD5A10EBCE4E7A1BC7BCCE1BCC7A15EBC1A568FBCA0C35C3B36BE083D14C8253C74B0863C8292FD3BCBECA4BC3DE83BBBC931293B5F9189BBA6C80CBC19FD4F3D16488E3C60F217BC376542BC4086BE3AA9B7F2BCF877C83B1CC168BC30B93F3C83669D3A1CC9E7BBF7E4183C6BD5A13CFCF930BD7F7D863AD6A2293D1E50ACBC46C2853BAA6D33BC1DBEC73C32960E3DF573F63C77D4C43C7363F9BCEA727A3CCEDF67BCA450953B8D7A393CE258223C369D89BC3391123D92559F3C93C124BC075D843C1CC735BD2C867EBCA11DAFBC1740073D4147FFBC0F94FC3AB892833C83BBE8BC86F703BD70DED5BBF7075DBC6521DA3A29F7CD3C2561683C87BCFEBCFD044DBA99A4B6BCC1F1C8BB5B0FE53AF2C8BFBCA9B28FBCE0B529BCFC074BBCA2DC68BCEF77333C3FC9A2BB12A4963C0D5709BDDDAF2B3DBE053A3D9BA9A4BCD5BCDC3CAF0A60BC541742BBFE4074BCE198463C20D3973C5C255CBC14BABF3C7EDDE43BFA7388BB9B3E653A9AA814BCBB5B58BC89A440BCC4AC00BC617B33BC1C41BC3C28C28D3BDC01C93C578BEA3CE0F545BCE07FC63AD532F0BCC1B01ABD26621A3D8BC98FBB50411CBBB961533C8C798D3AB0CA6ABAE9A9BF3C8EC944BC09C84EBC04731EBCF3A0AFBB2ECEA8BCE74124BC5EF6AFBCCC2496BBE6CD993CABA61C3B0FD1013D546F0C3DA6BFC13CEB5A9CBBD200D63BE6C5063CEB5310BDE0C6053DB987FCBBC1EF463D26FD053DD5955A3C20D717BD4EC4183B897A8B3BB252E3BC38FE25BA02ADDD3CDE45D73C9B01DDBBACE464BC66AAB63C64A7C4376FDE3D3D99AA513C45FD903C858ACDBB1D68093C105BF4BC306302BDBC8A873B00A03ABA5B00203C86A779BC8A64B43CE9CEBDBB04FEABBC3AC8063D582A253D1D32A8BC9BFD95BC87B3623C9603043DE290513B209F973C5EAE203BBE1CBABC90C1813C4E7238BC0A20893CA5F184BCFB89B4BCFEE91DBD7CDEA93B2AEA92BAD03B1D3DEBD0A8BCCBF0E33C0F66E4BC741A04BCDACF15BCD94B0ABDAC377C3CA1B75D3C4AAD81BCBBEEB7BAD99A83BC1D42013D848C86BCC82585BCAAFE523CA5CB273DDECA273BE497B0BC8E37823CC13673BCE120553AD5F6E33CCCC5D3BCD316F93B2135F43B3D030C3BF8508CBB67D356BDDEED033C50FC423C2ECFE5BB53E5BFBB8F306D3BF97853BBE6ECC23C75DA373C028D02BCCB60113D0F7E87BAE4DB3BBD18C4313C3212FA3CC76F5A3CFB1A4E3DF9C12A3CF453FB3CE1944DBCBD56ECBCFC1BA43C9DC19ABC29207A3C17D98DBC074F6BBB60D4F4BB7C62D2BBF3F9D53B400ABEBB699610BC013ABB3C1B18AE3B1AE492BCE5C7B93C45A8283D2B00453CDBB6843C290C06BBB778E03C65B3D1BC05C3F03AD72A3BBC4D642E3DD909193D10698E3C5E4D2B3CCFA7093CE4C29B3C5B60A5B950E5B9BBD2F4893C69A7853C470AA53CBFA791BB9BB1373B9788473BF0F3943C155D4ABCE122683CA4F4CEBBAA482ABD01002E3D8695903C2BB3073D8654183BD47079BC564B833C39DE053DAE2E17BD26DF3E3D359DEB3C495A11BCE01E1A3D271EA93C7B6A79BCDAC31A3CFA77113D031C86BC490A64BBC1F887BB456393BB4492A1BA4A19DC3C2DC0A4BC6B486A3CA45129BC3EDC8FBB3858AD3CDB6AB8BC1D875E3AC7A28C3CE10E063BE7C5CD3BBEC45CBC89E8FC3B64EB893AFE39113CE5E6BC3C533A36BC6E5DCABCEB8555BCE0C95BBC696FF7BC29BA31BB762207BCCEBFEEBC6D008DBDAAD99CBC4A6B0EBC73782A3B9C4000BDE6B3A7BC19C3E73BD98E583CFCD074BDBEEC3B3CCB9B353D3B47C23BBEA548BCC06088BCF599DDBCA1382A3DB4EE99BCFD07AABCB3E6C73BB0A2CEBCD041043D9438293DB7C5D83C4512A93CCD6F103D0A89813CF3533BBCC66875BB393E813C85910DBB1E92BCBB7BAAB73CA44B29BCAA483DBD05D80FBCAD243F3CB2242EBB7D1E68BCC25E9EBCD4AEF03A3363BD3B6F2CC63CEE2346BC1B33DD3CC492A5BA8F0472BB0AC6193DD9E9CF3B6D1B993C7E3B6BBBB8F0CCBA740A6C3CABA7C1BC194663BDEA2B3E3D87E29C3C9C222A3C67E5013C3542D63CDE3D603BA4DB9F3B41017DBCCAD16E3D498B2B3C19E719BC6AA65CBCE4611A3D58A799BCC47995BC279B8D3C576F493C5BD23ABDDB2A293B2486ADBC05F08C3C0E6915BB2EFC48BD81847B3C928840BC6002D23C391DC03CB704C33B9DAE303D376424BC1D151FBDB20A903C320BE63C1C1F2A3CD93CBF3CB03C723C3CCE88BC77E3E03B81C108BD7C3EA8BB8D7A183D276BB33CB9D603BC7C3C4FBC261A1DBDF51CF3BC0460983C366A9BBC82B1E7BC3968A13C79FA81BB520EE0B923B86ABC7FA91BBDB0878FBBD59332BBEF63E6BC64E8133CD20A0D3D0BF61E3D2B7B693CB49B2DBCF0B5E3BCEFACBF3C325EAFBC35A11D3BC1FCA63AC97FDBBBEBB155BC5DCDB93CBEF10B3CF5DF753DDBA8403B747028BC72E5B5BC892DA7BB62281EBC796D3DBC8141B93C571DEEBCB1301FBD34BB0CBD3C2E3E3C7704A4BC26F63DBD4B7A25BD3523C7BB091195BCEE7635BCE145283C859BBE3C1759EA3CAB02633A59AECC3C64E680BC8F3339BD4746DFBABCFAD8BC2323F0BB8E1F98BB3DB10CBC5C7B153CC460DBBB3E67CEB9EE62AE3CA10C7E3B2284613CB86B86BC9E891E3D559ED53C01AEE7BBFEE0A9BC9251E1BCA489CE3B475573BCFEB3363C8B020EBD42EF0ABD392390BC325505BCEFF23E3D7424FA3CA913163C7778F33BAEA2BABB222F23BC7AAF843C1D8E92BBA0BD223DE542D1BB58A1503C62260D3D613C343DA6210FBC1C9CADBBDAC403BDCAD3E23B8E7F053C70EBCCBC22662E3BED01A73B02BCF7BCC748C53B67D7E13B003697BBC6661F3CADC7A83B4F5DC03C503212BDC2899CBC294309BDB0BD253C2E93863CED9BCC3B3EBDAF3B9351AEBB85AAFB3B8BF1803C12A3ABBBBEB4393D67A3B5BB552B763CF4B50B3D96BA92BAA61AC2BB6924843C286E8DBC30DEA2BC6EA56DBCFBF31C3CB35478BCB2D414BD74079F3CE6843FBC7CDEC1BC07B3A7BB979AFB3CEA179C3B44F6A33B473C5D3C2AC9C33AE9CDE8BAF93CA93C949DBE3CF8DA4D3CC76570BCE76C80BC9D98893BC00E343C6DC29C3C09EC703BEF5FC6BCBE18C13CB049B4BB4BB2A1BC5D3256BCA4C20EBCA431913C7441D7BC6DE1BEBC6496DF3CDBD71D3D4B8AAB3C3E8F1BBD83E3F33BDE4D5C3CB3F42A3C85B7FC3B6992603C23E97FBCE905523BA0EDF23CC4B11CBCE19535BC8E3E79BC06C4543C1E8A4F3CDD77CC3C5B1BF1BC49D190BC185B99BADD44853B692202BDE78761BCB4458ABC9592FF3B9D95513B57AFA0BC8767313CEE5D7639530B073AE42BC8BBA91C1DBC4F2664BD68B404BB87CE823B3FD913BC3DE8C53C4A42DD3BD774A2BC7B1DCC3A8BDD463C59D28FBCB27CA13C8DA1A4BCE4128A3C7FF711BAF85EAEBCF2DFAB3C846799BC29E71A3C2A374A3CBEE1C7BB7B77063CBE0BAF3C333579BC6966B63BBBAAD13B5B702C3CE6010A3C74F039BC4CE2CCBC527CFDBC896F9A37E57992BC8042F03C84D0A03CDDCEEA3B1DA3B33C6C2F7F3C12CD94BC5909E43CFBA18A3C174053BC335F2A3C2CE4603C04BFB0BC72F488B9B2E22ABCF89B6B3C224FB63BE50FBC3C92AE28BCA41F06BDC71D403BB4EEF83A1E7C933CFDBC10BC3232DEB9533EF53C890B153C1D44D237EA4612BCD04276BA09A838BC233BA13C10132C3DED5ECBBBF8270B3D865B573C0B2E4B3CC0F9F3BC9266913C2F0DB8BBEBBBB13C95BB1C3CD848F03BCD2B253B4419D53B1D658BBCBF330D39360E0C3C1C2735BB70758BBC86A5E73B1DC1F73C79DBA5BCE11C413D8C6F78BA3381A7BCC3B7F4BBAE816BBC9EBCFD3C438E6F3BA5BEDF3C87E2193D9F6C14BC139131BDA04E39BD74B48DBBF98ADCBC8F5DD7BAE07B0F3B7887FF3BBE3DBC3CB9E8583CD8B590BCD4F1583BAAC383BC44B5233C06C8B93C72797B3D6C5987BB15D6FEBBA44324BC15D3173CBC41C1BCC697B13C7B39D53BA5CE46BC137E78BC04D4923B0FA70E3C54D8F5BCF2AB04BDFE8881BBED109DBB0397193DCB3CA33A0E1DF4BBE266013CC209C23C460B47BC0B3946BC926AAFBAD31044BC2B9C70BC9BE3AE3CC489E5BC22F606BCE9243E3C7D344E3CA61A9FBBC7BB1D3CE7FBE8BCBF528BBC59C107BC5EAF9A3C46B6F3BC3143823CF26E023D5C89C13CCEA2603CB2E0A23C1E3D72BC26FB10BB044B9BBCE78DF7BB9886CD3CFEBA733C2D3DB63C83D1EDBB044BA33C18D4CE3CF39C363AE9F50ABCABC072BDEEF4A23CC4B909BD720927BD426A67BC2DB501BD9487CE3C7D7297BCD0BBF1BB62533FBBEBD072BC0E1331BC1E0AB13C9D7FD73CD03D003CDDE5DB3CE165C83CEB1BE2BB901F223A2E7231BD736A253CD3799A3C55A815BC6E550BBDEAE7BB3C1BC5723B1C4B613CA751CA3B572E0A3D9D7AB4BC2E7FEF3C27A4F7394E0C06BC20D172BCF0E6B03BFB92113DB67DB13C1015A8BC24E9383C98647CBCFBAA983CC501B23BA4B884BB9B05EA3C93C5FC3B0AFBA23897BEAB3BD26C1BBC000E89BBC6C2A83C41E3C8BB5958273D49AE15BD20EF68BC189881BC93B7C63C826D513C26D1593D44B138BCA89F94BBEA2377BC8219813CDEA1363CCD13113D6224E63B946880BC742D6DBD550FEB3BE72C553C4E6F35BC2667903CB32685BCB793143D70F324BC5D541C3CF9C99FBC6D84433CB35C1BBD4EF700BD92241EBCBE38933CB47965BC7FE8833B29E41C3C001F9CB9526E0BBC991146BC3038BC3CDD268F3CAEFE45BB406FB03BDE9BAABC04C7A33C981B6F3C00E0A1BCD62E9A3C42B7D53B1C526EBC3531453CFDE019BCE26BDFBBE2EACDBCF7CD103A96B713BDB4A1AD3CEE56323D3DC9EF3C1E0905BDF5194E3AB6700E3C01DF15BBC5E8DFBCE9F2ACBC802711BC4743F2BCE6017DBC9C3C48BCCF9CC33C02B0ECBC6E3A883B8E6B7ABCB0DC98BC150C3E3D357ED73B137225BD7960A53B53D835BC1742EB39FDF064BA6C4409BDB8E0C8BC6AAE74BC5D2AD3BCF1819BBCFE28B23B81D4DF3B3E2751BC2DC895BB93A7AABC72D5013DA1A5A53C9EC5F73C62CC673C0F4AA43BE79F49BD9B6BD0BCBCA1F33CB480373D1641153D1505E6BA616B44BB66C0A33C81488D3B6D46AA3C028D613CEB5DB83C3E9B7A3C095E2EBCC7BEBFBCEF4BDC3B2F1E583CC72BB53B64AA5E3C8E60CDBC7B4D1EBD4BEDD2BCEEACA63C735FCFBCD78FFDBC263D3A3D594BA0B92CEF60BA942E9D3B1809AABC95FCC93B8BDE803B8BE476BC85FAA5BC87D7DBBC552B0FBDBDD949BC39F414BB500F563A40DEE0BCE00F12BD45DE283CE5E1393DC09699BBCD308CBB7CE0F0B97318C4BC1EF98C3C3E3170BCF9A2553CF93340BBA9D8A8BCF2BC06BD6A49B33C0EC2D3BCA47199BCE686163C1B725F3CE6F6853CCE620A3C182FF0BCAF5A05BD75DBEDBCB4B9DC3CE44E393CA459493C8F46A0BB54AF3A3CC2B6EFBBF8F6D4BC2C04DCBC595913BCFB578FBB90889DBC47E401BD3EE484BC6009A43A2B2F28BC650DEF3C64480B3CF341B93C95C534BCF4859C3C366D8A3B7B6A02BB38EE57BC4B999C3C56CF0BBD299F593BB900BC3C428BCA3C1DF3593C5D189B3B9B2A9B3BEFD7CBBCD370E23B4EF59E3B520715BCF4F0833C9F9606B9B4618E3C67F74ABD3EFCFD3CA9751BBD042AE53C76B8A83CCB0BEDBC224B393CEA0E8EBBB4552F3DE9301D3CAEDCA3BA9CCBE4BAEFC3A5BC09ED64BCA0DE3F3C47FEC2BB1B1114BBFFB6A2BC33F4ACBCA24E20BDA106A7BCE9DB6ABA89A12CBCE133D63CBBBB3D3C3954BE3CB572C5BB651F10BCF4ADDF3CE950D7BBF64D1C3CE286DD3A33E1473AF267DF3CF2A88B3C1CA5C1BCF43AC7BCBE42F03B68CEA1BC0A5325BCCA0F633CCB79593A3C36243A2744323CB47D2C3CCAEFFDBC741CF03CB98FE1BC6F08BDBC185827BC1B268F3BA523BC3C9D98A43C294E04BC271EBB3BB48381BCC578FB3B52AADCBC4C51923CF78F30BD1B7529BD9D140BBC73A23FBCCB7E0ABCD994FC3A89A87FBBA64BBBBCC125C5BAE741763BB6242E3BD4CBE9BB049E293CC23AAABCF0B1BD3CA03C173C9C5CDBBCD3BB56BB6F546BBBE90DAA3C4733013D86F6A43C47AE69BCA6E1793CCE79C9BC399230BDC06E9CBC16BF8C3C54280CBC0F5C08BD187B333BC461C2BC4068C2BCB05A79BC875B6D3D958F41BB20E88DBBEFD0E23CAE12C53C41D7E0BC909456BCD74C7B3CA044A53CA9BD5B3CA1F5273C1937993B9DA2E83C333ECABC4EBAF3BC754F8DBC6CBD843CAA9C76BCD71D593B76CB95BCCBB7C83B1F118ABC0B4348BC3EBFA43BB79755BC78A396BB18F3CE3BAC090EBCBC9A81BC65BC26BC51F611BA825D9F3CB0D8C7BC6B94FFBB404E2FBC29DF8A3C7526FABB2EE73EBCC02822BD77EB89BCE704963C133A013C3BA238BB79065FBC8768C13C546D7639C23A2B3C4A42A93AF09C3CBDB946E3BBE1FFAD3CC734803C3F2299BA23520D3B428706BDA6A31EBC7810BCBC595A043DAAA77EBCB00AC03C07D361BDF8723D3B4B391A3DD28E88BA4BB82C3C4C709A3CA533E2BCC30C21BC244C613CFBA6D2BC664C283D1FEB913B7615033CB9DA8A3BCE67653CBDE6203C557AF23820468ABCE8B694BCF6A3A3BCA1F8B3BC8A2441BC2441A6BB6DA52ABB6ED251BC2776603C4CE6DE3C7C3FA6BCFF9C103DBC3B393CBF5500BCEE07383C8E699B3C67A5ABBC58DD8CBCD80073BC93D44B3DB887CDBC42AA19BD4EBDD1BCD4CBB2BC6970823C7B92CB3B302C0B3D2E6ECD3CB3F2B7BB1FFD91BB1CB6A93B4D8CBA3CD757D83C76CB88BC12846A3C39764D3B46A4E23A075FB83C805038BCB2E9883CE2A847BCD0FEE93AA3EB893C9E8BB4BB0A53F7BB5202A33CE5E1A13CEE2092BAA70A383D073A4F3B021D69BCA7BF06BDEC8B853C5837623C9C258EB9EAE932BCC98BC7BA8611933B3547F5BB9269DDBC3BD0C2BC7229FEBB7B64093D503688BB890E2A3C5DA290BCF28435BB2D373DBD539A133C67450E3C731B9BBC199FB43A22809FBBC85C1D3A72390F3D00EEC3BC35794DBC408F8C3C5D847BBCBD7CB63B3310B83C39A7B6BC8150393C03469EBC435C7FBB59F6B2BCF2C841BB728AAEBC94B6EDBCE91E7F3B65F62DBC33AA40BD0239103C33B9D53CDD47D6BC34D70C3D35A3F33AA8AF9F3C77F65B3C249D88BC003D943B22DA893CA598B3BC340E983AC77D2ABC4FB9CCBB3E0209BC6C20EF3B87FF9CBC5F4F86BC49ACC03C168530BCC7AC483CFDF695BCF366763CCB5C663C5AF6133CF7DEA3BC80DC1BBC322CE8BB3194A13CA86F973B0EB3CEBB16D29D3CF640A9BB092300BCC1B566BCEDE30D3DA144CD3B8F8806BC06F2F33C6349213DAB603A3C98949CBCC94179BA09C48CBD052C26BC65E3AABB50DF213DD9E7023C46EB88BB3FB310BCF89CE33CC061BABB9BB37FBC7F0A01BD0BF2523C05AAFB3C4740F83B8F0C19BCC498C83CD859DBBC92B0573C42D28CBB339F8E3C77D8AA3B462502BDCC0EDD3B70316D3C6B2A1F3D4E029A3CC8F685BCDD88B3BB638069BBFDAFCFBCDCBB6D3CF76711BC69C2B03C842148BCB80180BC37770DBC3E19B938D0CC9F3B0B50A7BBF77C44BCD3BB503C827C773B457B4B3D59D6D93C0F332F3C2DB8B73C813A48BC858C38BDEC24DFBB29FE01BCB9F7B03C4356F53BAF1B14BC5BD9E5BC826F8B3C492E1A3D980181BC447E903B5591B83CF4FC153C6AC6CC3C46BD9D3CF3FB0FBC6CF66BBC1B00A53CDB93B8BC0BBB03BC6D17BEBCC48F05BD410CC83BDD0B78BC204D723C9943BA3CE60C033B0A7747BCE8F9993B1932673C604388BB396AB93C080E89BC9246773BB96918B9266E1CBD0FDCCC3BD00A5CBC463D683CF932DBBC252A423AB8A594BBF2D3C13C3318973CA9D408BC5E73D3BCC03908BCE461DEBA1E34BBBC1C83B6BB09C549BA1934C5BB5D1BDA3A2E8F293CA9E1163B54378CBCF353AC3A36E9053DA202C2BB57EF41BCA545F93CB86ECB3BA09DDA3C3C16A13C788838BC2E3C0ABD32B717BDC45BBCBCAEBC96BB72648ABCB423253D262F47BC6F29153B155D6D3CB525C13CB42476BA3D0B14BC04A33BBB6ECDB3BCA04AA6B9CB2F19BDFDC1C43C47AD9DBC907ABFBCDA3510BDE761E73C9947B2BC9509B2BCB4F7D1BCF07D14BCB7D93C3CD415193D1E87D8BC41C71FBC9FEE893C55175CBC8BD806BD95679BBB8F31113CFE13D53CFAF0053CA553263C7B7D98BCF7ACD3BCD08B4DBC618CE63C10BB5EBC52DF463CDAB28A3C60F1CC3BF2BA13BC69C400BCC9F4D1BC52DDCB3CFBB7133CD2EE2FBC6148C43CC7B2853CB4F05B3D3941D3BC35D9D03B8FC4573C6044AD3CE0B69D3CE718843C8FFA303C4C6214BB86E1FBBCE6F561BAC1EDCCBC9E2EBDBB4532AA3C72DB16BC54AC453CDCCECDBA23BF9ABB56808C3CF9DD103B7356CDBCCF592FBBC5200ABDE2ADD53C6E053F3D99F4E3BC028BC0BB757E7ABCC5509BBCA1DAB93BCBC4203C73718DBC543DE0BC4D33A0BCC2B5C6BBD91570BC38B2C53C38F86E3C1055AD3BB6610D3C76638C3C79AC113D10E6F03C542E103CC7FB023D6FBC563C37DE58BD8FB8743CAC4DE2BBD7EF90BB04A092BC83B5853CC9A01B3C8B298CBB84B69A3BA207B83CF4E3423C56DA89BB19FA95BC5C8DF4BBFCD9A5BC297AACBCFD2E51BB9910883B9D57F7BCB4E9AE3C26CE9C3C5070A9BA60C453BCC0ACFA3BC7901ABD39CE9BBBF20AE53C95FBBFBC6C0C9BBB38CBA53C89A9943C074E653CCA17433C913995BCABB4CC3C09854F3A2022653C84CE393CF20E3A3B0B1DB93B1ECB6E3C2054973C0C5ED8BC6FD9A63C9369A43C01EBAA3CA96A90BC27DABA3CAF01D1BBB7D8C1BB9B0553BC1C182CBCC16A8A3CCE322C3DA6A523BDC1B141BCE9842DBCC67E333D9EEE4CBC202D2C3D1307DB3C4FD32ABCD0C2E4BCB2E6C8BBBE43A6BCA971A7BA79B1623B77992CBB3612943CB3CEA2BB02579CBC855B33BC9D7C48BDEBFE953CCAC5443D2C3C743C1C668E3C79442B3C8BD6C3BC1CA37F3C4995CCBC6774793B5415A73BA43D063DE7AF573B505178BBC51EE9BC290273BAA0BC853CFC3854BB11EE8C3BFC07B9BC332BDAB92552843CC8C98ABB52BA633D32037E3C9233193DC67581BCE5C0BB3CB747BD3C46024EBBD811DF3CEEDD793C250D2CBC75F8613CBD30FB3BFB28F03C3D2C05BCA1F3633C491705BB18BBEDBC835CA23C9DEDFCB79CA45B3CFC72B03B9BBF02BD3D0FA93C8EF0983B953EE63C7496CC3A78DEB6BCC1A7D2BC60FBC83CD52AD6BBEACA2BBCB218CF3B7631193C13C5E5BBF2DDF83CE3711E3BE42FA23CEBBEE63C48AE8F3C32CF003DA59B94BCCA50453B97879F3A38534CBCFE8EA5BCF94397BCD8630A3D346421BD46EF0BBC1DF44D3C039EE9BA0E596BBB4F5D28BBBDEB6ABC6CC60D3C9CD7EA3B00BED23C7C73AB3B91A0A2BCBE499F3C30D3BD3CDD48003DCC9461BC14EA673CA7D6F13C0EC0283D17ED9FBC6C054D3B00B0D6BC105EBC3C296692BC4BC4D33BA47882BCFB6B23BB2F995DBD02A78FBCEFAC01BCC640853BB0A0C03BAE6CCE3CE18D943C5B775D3B1EDC1EBC9AEE9CBCA203BBBCE05089BAAA86F23CE9036ABB7035FA3C1B961EBB161C0ABDE5B14D3C131300BC8991753DD8CEA23C1DF3D23C86616ABCE26239BAA744A3BCFD49593C699EB2BB1B8A233C8875963CEDD0863CB84F20BD3E0BD5BC10B1AC3C8A5FA43CC73866BB806951BC60FE2DBA279C673B58CB60BB864C11BC6789593B60E9A53C4DAC2A3B3E155FBD1EE705BD412FD4BCB22F0B3DA6D19DBC327B483D3BF80C3DBAF814BD9B5C9BBC1DFCA13CDCDFC4BADC476EBB6508BFBB907F8DBBF67A0DB93C6DF8BB26C00F3C6D97993B8FB183BC66E61A3DA97CDBBCE5A0E83C449897BC9BAA58BBA7C6E5BBCF7F04BA570412BC6BBD99BCDC465ABCF9653F3C345A713CF9C104BDC1793CBC7DC6913AAEA905BD8BEE39BCEF6E11BC5323B2BBE633A0BC2DAA96BB17F904BD8DED083D9944AB3B695CBC3CA0B3ACBC4EE6583CFE3AF1BB264FAEBC400D83BB5E88DC3BA1EE143CAC741F3BF3E09BBCA723983B9393E8BB3D9CE83A9EDF3F3CF77E853CD9B0FCBB1B7566BCEBC386BCE61529BD333AB0BCFE78343C6065493C4658E83C1AC5103CDCA7FFBB61048D3C1B89B2BCDB3F47BC6483513CE9629F3C38E7D4BCCA324F3C006A3B3B9D2D953A5C17973C14E4C6BC1552323CB554A0BB82E623BCC9DA3A3D1CBAFDBACB46F53C",
      torch_tensor_32_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_12: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
