// hubert-sdpa-f32: transformers 5.24.0 HubertModel (attn_implementation=sdpa, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> ()>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map16 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map20 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @forward(%arg0: tensor<2x90xf32>, %arg1: tensor<2x90xi64>) -> tensor<2x8x32xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c3_i64 = arith.constant 3 : i64
    %c10_i64 = arith.constant 10 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %true = arith.constant true
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_5 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_18 = arith.constant 0.59460355750136051 : f64
    %cst_19 = arith.constant 0xFFF0000000000000 : f64
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_1_1_4_torch.float32> : tensor<1x1x4xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_16_4_torch.float32> : tensor<32x16x4xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_16_16_3_torch.float32> : tensor<16x16x3xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_40 = arith.constant 1.000000e-05 : f64
    %cst_41 = arith.constant dense_resource<torch_tensor_16_1_10_torch.float32> : tensor<16x1x10xf32>
    %cst_42 = arith.constant 1.600000e+01 : f64
    %cst_43 = arith.constant 1.600000e+01 : f32
    %cst_44 = arith.constant 1.41421354 : f32
    %c7 = arith.constant 7 : index
    %cst_45 = arith.constant 3.200000e+01 : f64
    %cst_46 = arith.constant 3.200000e+01 : f32
    %cst_47 = arith.constant 2.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_48 = arith.constant dense<2> : tensor<i64>
    %cst_49 = arith.constant dense<5> : tensor<i64>
    %cst_50 = arith.constant dense<0> : tensor<2x8xi64>
    %cst_51 = arith.constant dense<1> : tensor<2x1x1xi64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 1, 90] : tensor<2x90xf32> into tensor<2x1x90xf32>
    %0 = tensor.empty() : tensor<2x16x17xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<5> : vector<1xi64>} ins(%expanded, %cst_41 : tensor<2x1x90xf32>, tensor<16x1x10xf32>) outs(%1 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %3 = tensor.empty() : tensor<2x17x16xf32>
    %transposed = linalg.transpose ins(%2 : tensor<2x16x17xf32>) outs(%3 : tensor<2x17x16xf32>) permutation = [0, 2, 1] 
    %4 = tensor.empty() : tensor<2x17x16xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x17x16xf32>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %224 = arith.extf %in : f32 to f64
      linalg.yield %224 : f64
    } -> tensor<2x17x16xf64>
    %6 = tensor.empty() : tensor<2x17x1xf64>
    %7 = linalg.fill ins(%cst_0 : f64) outs(%6 : tensor<2x17x1xf64>) -> tensor<2x17x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x17x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_42 : f64
      linalg.yield %224 : f64
    } -> tensor<2x17x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<2x17x16xf64>, tensor<2x17x1xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.subf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x17x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<2x17x16xf64>, tensor<2x17x16xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.mulf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x17x16xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x17x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_42 : f64
      linalg.yield %224 : f64
    } -> tensor<2x17x1xf64>
    %14 = tensor.empty() : tensor<2x17x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x17x1xf64>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %224 = arith.truncf %in : f64 to f32
      linalg.yield %224 : f32
    } -> tensor<2x17x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<2x17x16xf32>) outs(%16 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.addf %in, %out : f32
      linalg.yield %224 : f32
    } -> tensor<2x17x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_43 : f32
      linalg.yield %224 : f32
    } -> tensor<2x17x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_40 : f64 to f32
      %225 = arith.addf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x17x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.rsqrt %in : f32
      linalg.yield %224 : f32
    } -> tensor<2x17x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %18 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.subf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x17x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x17x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %cst_39 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x17x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_38 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x17x16xf32>
    %transposed_52 = linalg.transpose ins(%24 : tensor<2x17x16xf32>) outs(%0 : tensor<2x16x17xf32>) permutation = [0, 2, 1] 
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<2x16x17xf32>) outs(%0 : tensor<2x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_44 : f32
      %225 = math.erf %224 : f32
      %226 = arith.addf %225, %cst_1 : f32
      %227 = arith.mulf %226, %cst_2 : f32
      %228 = arith.mulf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x16x17xf32>
    %26 = tensor.empty() : tensor<2x16x8xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %28 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%25, %cst_37 : tensor<2x16x17xf32>, tensor<16x16x3xf32>) outs(%27 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %29 = tensor.empty() : tensor<2x8x16xf32>
    %transposed_53 = linalg.transpose ins(%28 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %30 = tensor.empty() : tensor<2x8x16xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %224 = arith.extf %in : f32 to f64
      linalg.yield %224 : f64
    } -> tensor<2x8x16xf64>
    %32 = tensor.empty() : tensor<2x8x1xf64>
    %33 = linalg.fill ins(%cst_0 : f64) outs(%32 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_42 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %35 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.subf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x16xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %36 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.mulf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x16xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_42 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %40 = tensor.empty() : tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %224 = arith.truncf %in : f64 to f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%40 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_53 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.addf %in, %out : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_43 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_40 : f64 to f32
      %225 = arith.addf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.rsqrt %in : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_53, %44 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.subf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %46 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %cst_36 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %cst_35 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %transposed_54 = linalg.transpose ins(%50 : tensor<2x8x16xf32>) outs(%26 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_54 : tensor<2x16x8xf32>) outs(%26 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_44 : f32
      %225 = math.erf %224 : f32
      %226 = arith.addf %225, %cst_1 : f32
      %227 = arith.mulf %226, %cst_2 : f32
      %228 = arith.mulf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x16x8xf32>
    %transposed_55 = linalg.transpose ins(%51 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %52 = tensor.empty() : tensor<2xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2xi64>) -> tensor<2xi64>
    %54 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%arg1 : tensor<2x90xi64>) outs(%53 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = arith.addi %in, %out : i64
      linalg.yield %224 : i64
    } -> tensor<2xi64>
    %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%54 : tensor<2xi64>) outs(%52 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = arith.subi %in, %c10_i64 : i64
      linalg.yield %224 : i64
    } -> tensor<2xi64>
    %56 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel"]} ins(%55, %cst_49 : tensor<2xi64>, tensor<i64>) outs(%52 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_96: i64, %out: i64):
      %224 = arith.sitofp %in : i64 to f64
      %225 = arith.sitofp %in_96 : i64 to f64
      %226 = arith.divf %224, %225 : f64
      %227 = math.floor %226 : f64
      %228 = arith.fptosi %227 : f64 to i64
      linalg.yield %228 : i64
    } -> tensor<2xi64>
    %57 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%56 : tensor<2xi64>) outs(%52 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = arith.addi %in, %c1_i64 : i64
      linalg.yield %224 : i64
    } -> tensor<2xi64>
    %58 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%57 : tensor<2xi64>) outs(%52 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = arith.subi %in, %c3_i64 : i64
      linalg.yield %224 : i64
    } -> tensor<2xi64>
    %59 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel"]} ins(%58, %cst_48 : tensor<2xi64>, tensor<i64>) outs(%52 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_96: i64, %out: i64):
      %224 = arith.sitofp %in : i64 to f64
      %225 = arith.sitofp %in_96 : i64 to f64
      %226 = arith.divf %224, %225 : f64
      %227 = math.floor %226 : f64
      %228 = arith.fptosi %227 : f64 to i64
      linalg.yield %228 : i64
    } -> tensor<2xi64>
    %60 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%59 : tensor<2xi64>) outs(%52 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = arith.addi %in, %c1_i64 : i64
      linalg.yield %224 : i64
    } -> tensor<2xi64>
    %61 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%52 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %224 = linalg.index 0 : index
      %225 = arith.index_cast %224 : index to i64
      linalg.yield %225 : i64
    } -> tensor<2xi64>
    %62 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%60 : tensor<2xi64>) outs(%52 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = arith.subi %in, %c1_i64 : i64
      linalg.yield %224 : i64
    } -> tensor<2xi64>
    %expanded_56 = tensor.expand_shape %61 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_57 = tensor.expand_shape %62 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %concat = tensor.concat dim(1) %expanded_56, %expanded_57 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %63 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%cst_51, %concat : tensor<2x1x1xi64>, tensor<2x2xi64>) outs(%cst_50 : tensor<2x8xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      tm_tensor.yield %arg2 : i64
    } -> tensor<2x8xi64>
    %64 = tensor.empty() : tensor<2x8xi64>
    %65 = linalg.fill ins(%c0_i64 : i64) outs(%64 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %66 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<2x8xi64>) outs(%65 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = linalg.index 0 : index
      %225 = linalg.index 1 : index
      %226 = arith.subi %c7, %225 : index
      %extracted = tensor.extract %63[%224, %226] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %67:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%66 : tensor<2x8xi64>) outs(%65, %53 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %224 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %224 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %68 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%67#0 : tensor<2x8xi64>) outs(%65 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %224 = linalg.index 0 : index
      %225 = linalg.index 1 : index
      %226 = arith.subi %c7, %225 : index
      %extracted = tensor.extract %67#0[%224, %226] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %69 = tensor.empty() : tensor<2x8xi1>
    %70 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<2x8xi64>) outs(%69 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %224 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %224 : i1
    } -> tensor<2x8xi1>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_55 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %224 = arith.extf %in : f32 to f64
      linalg.yield %224 : f64
    } -> tensor<2x8x16xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_42 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.subf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x16xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %74 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.mulf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x16xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_42 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %224 = arith.truncf %in : f64 to f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_55 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.addf %in, %out : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_43 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_40 : f64 to f32
      %225 = arith.addf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.rsqrt %in : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_55, %80 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.subf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %82 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %cst_34 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %cst_33 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x16xf32>
    %collapsed = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %87 = tensor.empty() : tensor<16x32xf32>
    %transposed_58 = linalg.transpose ins(%cst_32 : tensor<32x16xf32>) outs(%87 : tensor<16x32xf32>) permutation = [1, 0] 
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %89 = linalg.matmul ins(%collapsed, %transposed_58 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %90 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_31 : tensor<32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<16x32xf32>
    %expanded_59 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %92 = tensor.empty() : tensor<2x8x32xi1>
    %93 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x8xi1>) outs(%92 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x32xi1>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x32xi1>) outs(%92 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %224 = arith.xori %in, %true : i1
      linalg.yield %224 : i1
    } -> tensor<2x8x32xi1>
    %95 = tensor.empty() : tensor<2x8x32xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map9, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %cst_7, %expanded_59 : tensor<2x8x32xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_96: f32, %in_97: f32, %out: f32):
      %224 = arith.select %in, %in_96, %in_97 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %97 = tensor.empty() : tensor<8xi64>
    %98 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%97 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %224 = linalg.index 0 : index
      %225 = arith.index_cast %224 : index to i64
      linalg.yield %225 : i64
    } -> tensor<8xi64>
    %expanded_60 = tensor.expand_shape %61 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_61 = tensor.expand_shape %98 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_62 = tensor.expand_shape %98 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %99 = tensor.empty() : tensor<1x1x8x1xi1>
    %100 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x1x8x1xi64>) outs(%99 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %224 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %224 : i1
    } -> tensor<1x1x8x1xi1>
    %101 = linalg.generic {indexing_maps = [#map11, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %100 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%99 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_96: i1, %out: i1):
      %224 = arith.andi %in, %in_96 : i1
      linalg.yield %224 : i1
    } -> tensor<1x1x8x1xi1>
    %102 = tensor.empty() : tensor<2x1x1x8xi1>
    %103 = linalg.generic {indexing_maps = [#map12, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60, %expanded_62 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%102 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_96: i64, %out: i1):
      %224 = arith.cmpi slt, %in, %c0_i64 : i64
      %225 = arith.addi %in, %c2_i64 : i64
      %226 = arith.select %224, %225, %in : i64
      %227 = arith.index_cast %226 : i64 to index
      %228 = arith.cmpi slt, %in_96, %c0_i64 : i64
      %229 = arith.addi %in_96, %c8_i64 : i64
      %230 = arith.select %228, %229, %in_96 : i64
      %231 = arith.index_cast %230 : i64 to index
      %extracted = tensor.extract %70[%227, %231] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %104 = tensor.empty() : tensor<2x1x8x8xi1>
    %105 = linalg.generic {indexing_maps = [#map14, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %103 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%104 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_96: i1, %out: i1):
      %224 = arith.andi %in, %in_96 : i1
      linalg.yield %224 : i1
    } -> tensor<2x1x8x8xi1>
    %106 = tensor.empty() : tensor<1x1x4xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction", "reduction", "parallel"]} ins(%cst_30 : tensor<32x16x4xf32>) outs(%107 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.absf %in : f32
      %225 = math.powf %224, %cst_47 : f32
      %226 = arith.addf %225, %out : f32
      linalg.yield %226 : f32
    } -> tensor<1x1x4xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x1x4xf32>) outs(%106 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.powf %in, %cst_2 : f32
      linalg.yield %224 : f32
    } -> tensor<1x1x4xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_29, %109 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%106 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.divf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<1x1x4xf32>
    %111 = tensor.empty() : tensor<32x16x4xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_30, %110 : tensor<32x16x4xf32>, tensor<1x1x4xf32>) outs(%111 : tensor<32x16x4xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<32x16x4xf32>
    %113 = tensor.empty() : tensor<2x32x8xf32>
    %transposed_63 = linalg.transpose ins(%96 : tensor<2x8x32xf32>) outs(%113 : tensor<2x32x8xf32>) permutation = [0, 2, 1] 
    %expanded_64 = tensor.expand_shape %transposed_63 [[0], [1], [2, 3]] output_shape [2, 32, 8, 1] : tensor<2x32x8xf32> into tensor<2x32x8x1xf32>
    %padded = tensor.pad %expanded_64 low[0, 0, 2, 0] high[0, 0, 2, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x1xf32> to tensor<2x32x12x1xf32>
    %114 = tensor.empty() : tensor<2x32x9x1xf32>
    %broadcasted = linalg.broadcast ins(%cst_28 : tensor<32xf32>) outs(%114 : tensor<2x32x9x1xf32>) dimensions = [0, 2, 3] 
    %expanded_65 = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [2, 2, 16, 12, 1] : tensor<2x32x12x1xf32> into tensor<2x2x16x12x1xf32>
    %expanded_66 = tensor.expand_shape %112 [[0, 1], [2], [3, 4]] output_shape [2, 16, 16, 4, 1] : tensor<32x16x4xf32> into tensor<2x16x16x4x1xf32>
    %expanded_67 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [2, 2, 16, 9, 1] : tensor<2x32x9x1xf32> into tensor<2x2x16x9x1xf32>
    %115 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_65, %expanded_66 : tensor<2x2x16x12x1xf32>, tensor<2x16x16x4x1xf32>) outs(%expanded_67 : tensor<2x2x16x9x1xf32>) -> tensor<2x2x16x9x1xf32>
    %collapsed_68 = tensor.collapse_shape %115 [[0], [1, 2], [3, 4]] : tensor<2x2x16x9x1xf32> into tensor<2x32x9xf32>
    %extracted_slice = tensor.extract_slice %collapsed_68[0, 0, 0] [2, 32, 8] [1, 1, 1] : tensor<2x32x9xf32> to tensor<2x32x8xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<2x32x8xf32>) outs(%113 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_44 : f32
      %225 = math.erf %224 : f32
      %226 = arith.addf %225, %cst_1 : f32
      %227 = arith.mulf %226, %cst_2 : f32
      %228 = arith.mulf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x32x8xf32>
    %transposed_69 = linalg.transpose ins(%116 : tensor<2x32x8xf32>) outs(%95 : tensor<2x8x32xf32>) permutation = [0, 2, 1] 
    %117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %transposed_69 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %118 = tensor.empty() : tensor<2x8x32xf64>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x32xf32>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %224 = arith.extf %in : f32 to f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %120 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_45 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.subf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %122 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.mulf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_45 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %224 = arith.truncf %in : f64 to f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.addf %in, %out : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_46 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_40 : f64 to f32
      %225 = arith.addf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.rsqrt %in : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %128 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.subf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %130 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %cst_27 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %cst_26 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_70 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %135 = tensor.empty() : tensor<32x32xf32>
    %transposed_71 = linalg.transpose ins(%cst_25 : tensor<32x32xf32>) outs(%135 : tensor<32x32xf32>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_70, %transposed_71 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_24 : tensor<32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136, %137 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<16x32xf32>
    %expanded_72 = tensor.expand_shape %138 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %139 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x8x4x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%cst_23 : tensor<32x32xf32>) outs(%135 : tensor<32x32xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_70, %transposed_74 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<16x32xf32>
    %expanded_75 = tensor.expand_shape %142 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_76 = linalg.transpose ins(%cst_21 : tensor<32x32xf32>) outs(%135 : tensor<32x32xf32>) permutation = [1, 0] 
    %143 = linalg.matmul ins(%collapsed_70, %transposed_76 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%143, %144 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<16x32xf32>
    %expanded_77 = tensor.expand_shape %145 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x8x4x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %146 = tensor.empty() : tensor<2x1x8x8xf32>
    %147 = linalg.generic {indexing_maps = [#map10, #map11, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %cst_7, %cst_5 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%146 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_96: f32, %in_97: f32, %out: f32):
      %224 = arith.select %in, %in_96, %in_97 : f32
      linalg.yield %224 : f32
    } -> tensor<2x1x8x8xf32>
    %148 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_73 : tensor<2x4x8x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_18 : f64 to f32
      %225 = arith.mulf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_79 = linalg.transpose ins(%expanded_75 : tensor<2x8x4x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %149 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_79 : tensor<2x4x8x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_18 : f64 to f32
      %225 = arith.mulf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_80 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_81 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %150 = tensor.empty() : tensor<8x8x8xf32>
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %152 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%151 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_82 = tensor.expand_shape %152 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %153 = linalg.generic {indexing_maps = [#map10, #map17, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_82, %147 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x4x8x8xf32>
    %154 = tensor.empty() : tensor<2x4x8xi64>
    %155 = linalg.fill ins(%c0_i64 : i64) outs(%154 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %156 = tensor.empty() : tensor<2x4x8xf32>
    %157 = linalg.fill ins(%cst_3 : f32) outs(%156 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %158:2 = linalg.generic {indexing_maps = [#map10, #map18, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<2x4x8x8xf32>) outs(%157, %155 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_96: i64):
      %224 = linalg.index 3 : index
      %225 = arith.index_cast %224 : index to i64
      %226 = arith.maximumf %in, %out : f32
      %227 = arith.cmpf ogt, %in, %out : f32
      %228 = arith.select %227, %225, %out_96 : i64
      linalg.yield %226, %228 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_83 = tensor.expand_shape %158#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %159 = linalg.generic {indexing_maps = [#map10, #map19, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_83 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%139 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.subf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x4x8x8xf32>
    %160 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<2x4x8x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.exp %in : f32
      linalg.yield %224 : f32
    } -> tensor<2x4x8x8xf32>
    %161 = tensor.empty() : tensor<2x4x8x1xf32>
    %162 = linalg.fill ins(%cst : f32) outs(%161 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %163 = linalg.generic {indexing_maps = [#map10, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%160 : tensor<2x4x8x8xf32>) outs(%162 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.addf %in, %out : f32
      linalg.yield %224 : f32
    } -> tensor<2x4x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map10, #map19, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %163 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%139 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.divf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x4x8x8xf32>
    %165 = tensor.empty() : tensor<2x4x8x8xi1>
    %166 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<2x4x8x8xf32>) outs(%165 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %224 = arith.extf %in : f32 to f64
      %225 = arith.cmpf oeq, %224, %cst_19 : f64
      linalg.yield %225 : i1
    } -> tensor<2x4x8x8xi1>
    %167 = tensor.empty() : tensor<2x4x8x1xi1>
    %168 = linalg.fill ins(%true : i1) outs(%167 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %169 = linalg.generic {indexing_maps = [#map10, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<2x4x8x8xi1>) outs(%168 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %224 = arith.andi %in, %out : i1
      linalg.yield %224 : i1
    } -> tensor<2x4x8x1xi1>
    %170 = linalg.generic {indexing_maps = [#map19, #map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %cst_4, %164 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%139 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_96: f32, %in_97: f32, %out: f32):
      %224 = arith.select %in, %in_96, %in_97 : f32
      linalg.yield %224 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_84 = tensor.collapse_shape %170 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_85 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %171 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%151 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_86 = tensor.expand_shape %171 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %172 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_87 = linalg.transpose ins(%expanded_86 : tensor<2x4x8x8xf32>) outs(%172 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_88 = tensor.collapse_shape %transposed_87 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %transposed_89 = linalg.transpose ins(%cst_17 : tensor<32x32xf32>) outs(%135 : tensor<32x32xf32>) permutation = [1, 0] 
    %173 = tensor.empty() : tensor<2x32x32xf32>
    %174 = linalg.generic {indexing_maps = [#map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_89 : tensor<32x32xf32>) outs(%173 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %175 = linalg.fill ins(%cst : f32) outs(%95 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %176 = linalg.batch_matmul ins(%collapsed_88, %174 : tensor<2x8x32xf32>, tensor<2x32x32xf32>) outs(%175 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %cst_16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %177 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x8x32xf32>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %224 = arith.extf %in : f32 to f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %180 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_45 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %182 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %181 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.subf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %182 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.mulf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_45 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %224 = arith.truncf %in : f64 to f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%178 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.addf %in, %out : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_46 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_40 : f64 to f32
      %225 = arith.addf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.rsqrt %in : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %188 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.subf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %190 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %cst_15 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %cst_14 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_90 = tensor.collapse_shape %194 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %195 = tensor.empty() : tensor<32x64xf32>
    %transposed_91 = linalg.transpose ins(%cst_13 : tensor<64x32xf32>) outs(%195 : tensor<32x64xf32>) permutation = [1, 0] 
    %196 = tensor.empty() : tensor<16x64xf32>
    %197 = linalg.fill ins(%cst : f32) outs(%196 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %198 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%197 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %199 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_12 : tensor<64xf32>) outs(%196 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%198, %199 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%196 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<16x64xf32>
    %expanded_92 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %201 = tensor.empty() : tensor<2x8x64xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<2x8x64xf32>) outs(%201 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_44 : f32
      %225 = math.erf %224 : f32
      %226 = arith.addf %225, %cst_1 : f32
      %227 = arith.mulf %226, %cst_2 : f32
      %228 = arith.mulf %in, %227 : f32
      linalg.yield %228 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_93 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %203 = tensor.empty() : tensor<64x32xf32>
    %transposed_94 = linalg.transpose ins(%cst_11 : tensor<32x64xf32>) outs(%203 : tensor<64x32xf32>) permutation = [1, 0] 
    %204 = linalg.matmul ins(%collapsed_93, %transposed_94 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%88 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10 : tensor<32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%204, %205 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%87 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<16x32xf32>
    %expanded_95 = tensor.expand_shape %206 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %expanded_95 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x8x32xf32>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %224 = arith.extf %in : f32 to f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%208 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_45 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %210 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.subf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %211 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%118 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_96: f64, %out: f64):
      %224 = arith.mulf %in, %in_96 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x32xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%212 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.addf %in, %out : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %224 = arith.divf %in, %cst_45 : f64
      linalg.yield %224 : f64
    } -> tensor<2x8x1xf64>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %224 = arith.truncf %in : f64 to f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.addf %in, %out : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.divf %in, %cst_46 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = arith.truncf %cst_40 : f64 to f32
      %225 = arith.addf %in, %224 : f32
      linalg.yield %225 : f32
    } -> tensor<2x8x1xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %224 = math.rsqrt %in : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %217 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.subf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %cst_9 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.mulf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %cst_8 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%95 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_96: f32, %out: f32):
      %224 = arith.addf %in, %in_96 : f32
      linalg.yield %224 : f32
    } -> tensor<2x8x32xf32>
    return %223 : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_12: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x040000004FCEC03B49BECFBA72AACABB45C172BA41E16A3B202935BC09C7733B5A390F3C3844C4BC1E61683BB47697BB82B6ADB96EDCF3BC869C0ABC524082BC987F87BC0706BCBCE765093DBE30E5BCDE34463CAEE8163B9F6703BD611532BB330DB2BC5028ABBB5209C23CDE579FBC22EBC53CF4F97B3B15EDD3BB07295C3C26F98D3C548B6E3CA442B73CF2C7FEBCBBD2F4BC649CD6BAA4E455BC0FC8113C74AC133B1269873B9DE1293D80A10EBCFD6D29BDF56B5B3C7D09343CA6D7913CB5EF5ABC4435AF3C301CE83C0B61D63CFB16BDBB00B9093C8E3210BD81FEA7BA250A47BC17FEBCBC175404B9E099933CDC20FDBC870BA3BC88390B3D2536D43B215CD93BACC66FBB6516513C0FE7D7BB5EFA243CC7B8973CC2F9E83C9E8F0B3D4090ABBC5CE4323C3386D43BCE66A13B4E016DBB41880ABDAB14CF3B10538A3C1DB547BC29EC1A3CA510A93B074459BC9876D43C267D2CBBCAFDBEBB5404DD3BC41AAC3CF89E2B3C6971243D7A9B1CBC55F0463C0BC0B23C8E4D4ABC3823E43C7DEBAEBBA65D483C268ACCBC599E843C614E1B3D89FA503AC5C3B53914F10DBA877537BDE261B5BB3C3BC93BDCEBCC3A008CF2BA7D65E83C4B7E033D4A18CDBC52AB79BCAB61963BE6A1F4BBC186E83B4C8E87BC2CB7EB3B0980A4BC8ED9BC3BBD76093C4B1648BCF9AFC4BCCF64103D6EA6B63BE774233C8F2EB4BC7932653C27322B3B2823053C125994BCED53A6BC08FE0D39CE3CDCBBF349AC3C4143A03CA2462EBC85A5673C2F3EA73CC129CC3C8B640A3C49F773BC735E8C3CB0E006BA7BA400BD321F453C4BA0DDBC74070EBBBA5C083B1C473EBBDC620D3D64E752BCA69095BC1EAEAD3CC63EF4BCFCBCBE3CF8E0483B10B3803C6DA8843BD84386BC17FA013CFC7DE5BC93BFD9BBCCD6DDBAF7E867BC5BCD313A7F071ABDD71C4F3BD302273CC7EDCDBC57026ABCF77212BD34473F3CC278F3BB335396BC245D87BCCEC4C8BA8637263C3E3FD53BB3BECABC7B6B603C3EB37DBC799218BDE119C23CAAD72D3C6E709B3C3BA99DBC0A57D23C60DA84BB30F0CFBBEB04CC3C2C00E7BC22BC553D6B1708BD79FAF1BC4FB62CBB4B7CEABB4EADA6BCBE9590BCB5E619BC171B89BA5CFFB53CA6FE28BCBB9C8C3BF45C023D28C6083CC18FEABBCE23583C5402503B733AA03AE35D143DEB6EB3B9668B99BC516789BCD591073A01FE803CBB66C6BC5284183CBEBC50BC532D743A757E6C3CCDD8953CB49BCABB8A40003C2459CF3C89969BBC93B922BC839A09BA883C0C3CFBFA563C984413BD3328263D022441BDD0DF763CB9D9ECBC3CFE5538F71C21BCA436D43BC4BA0B3D3B9BAEBCE24A5FBBF50B9FBCD7B4933B30E28C3C20B5B7BBF9931D3BD677813C998C97BAC9B7F83A0574B63C9967BA3B6F1255BB8DC2B9BB393EED3C1753B0BC0AFB1B3BDBC69DBC0D3BAEBC4D2C18BCF02A613BFDED81BB305DAB3C35B76D3CB9F7003D059C44BCB100123C94D0213C0660FCBCD0EF49BA076470BC97A2853D7D4BF53C17E9AC3C2969A13C477B07BDB43FC5BC90181FBC6D9A273D067FDC3CAE31A4BB1E36C63C9F5108BDDB74893C8FF7C8BC6AFAAD3BAA3A49BDA4FCCCBC8B18253B87C59BBC4A97293CBBB233BC3FD102BD3E40F73C2497BF3C1D8996BC34FB263DF79F6ABC9B61D3BCCB8E82BC33865FBB86C32FBD07056A3C16B9A03CC91C6FBBE6330A3C4F8609BBBB06B93BF81BDEBAE4FC8D3C451C113C72ACBBBBD746933C6B5BF03C77CE96BCA672203CD419A2BADD24D13C38B799BC67AC783C9EBBA4BCF913DB3C7593B2BC49306C3B298222BB34D412BDEBE48839165A9BBC8ED8553C01740ABD0B11143D26144D3C69D532BC980B18BAC6BCC33B5B37673CD8BE813CF455023CF2B8343C3489AA3B541BACBB80749B3C69C7D83BF00B05BC9B5435BC908B89BC0F11853B5AF386BC3CFC303DF22867BC90AABA3CBCC7AEBADF5F8BBC070C5CBB2956D2BCF3E6943C44519C3C70F9B73C8CDFD53C80CA703C0BA1733C2EBF233C90CA783AFD4E073C7CF4E5BC8D2FA93B699CACBCD84A2A3C82C4F13B444ED4BC0B25B7BC9D4AA33C6EC981BCB79DACBCAB11D2BBB5D6E2BCF3D3273C22AA30BAD0A3C53C419CF9BCEB3F353BB83643BA2EC9C4BCEF91553C9EF0A7BC39FB293B4E99C1BC527689BC6C15D4BB1918B93C6668B2BBF0DA123C32B3B43CCF16A6BC6743243C0623A73C0DF136BDE69F5B3B307A4CBC1C1C953C709B84BB806C26B9966AAD3C052630BC2781E2BB8E1B09BD3D6CEC3BF21F433C22D947BA7C6B553C49D15FBC2E3021BBCD06973CBCF389BCEDE703BD2E15C33A5048303D626F8FBC5F0184BC21DF2B3C301AA2BC4DD017BC9656913C3012553B04C1173AAC3F65BC2EB59D3C0B13303CC6E6263CB9CD06BDE95085BC27A50A3C441843BB200C3A3D7C89F53BA59C30BC347016BCD2DB8C3C4F5EAE3B34CCE6BBEAF364BC9C438FBC1BA3D63C6C4D9EBCD397B43BE56533BC451A73BBF34E103B0F9A113CC2ED283A8E23B9BCFCD6643C0C6460BC8E43E5BC7D11D33C4988C0BC0ECDDCBB4501BEBA7D627CBB4E05C8BC197B8D3C7BA71ABD5336D93B81BC6EBC5B6CB83B4913953BA976033C4654A8BC52092A3CC9F4273D146DCABBF206993AE4CF8CBB7C88E8BCC2CB5ABCABAB13BC981E05BD927DCC3CB6C902BC5CDFE53C956A33BBB45A8ABBC52B123DC612843B874204BA94E1A23C64C29C3CCAAE9A3B2406983C4423C03C9861263CD219C33C965704BD0BE6F83C528DD0BBF2CF203CC72556BC765EA93C8AF3A93C94A37F3CA786C9BCA29492BCCAEBDDBCE267D63B6E4A193ACE2F1ABC9D06653CBF298BBCE29497BC27B499BC3B3D1CBD00A69ABCCBC946BDA79189BC92647B3C99C4413C8F91DF3C37C34ABDDF48963B6B0272BBB06371BABF1181BBBBF7AC3CFBB9B23C0250AB3CA5E5FC3B0510973CCA57B2BB1440E3BC377B093D5878533C9C507F3B84310BBC2C68D23CA5B8AA3B3CE570BA0A153E3CB5588ABC3020BA39E5FB573B920D123C74E5073C5E3AB6BC098D8D3C179FA13C549C773B3B20CABB0D3A20BDB4100C3D009067BC2E3EEEBB93BAEDBCD2EEA3BBDCA088BC72ECAB3B94AEE63B26304B3C212ABFBC80FCEE3BBF05943C2049FE3BA603223DBD328FBC70893CBCB53020BDD44CA3BCE4DC0E3D81744B3BD37D223CC9BD06BCCD239B3C8E1DD1BCFB4F783BECD8D83BDC2AE7BB7830923A5E4FD33CD284BA3CDD8D3E3DE6717ABBB9DA943C61953EBCDBF519BDF29689BC4B5183BBE59B5ABC5CD5C03B95AD913C26579A3C3706873CC6CE3139C1F4063DE75D353C44F0AD3CC123BA3C668A0D3C20B3BE3C6CF1803C1916EF3BDA1A1F3C308AD0BBB4C8503C8635543C86ABEF39DA3516BD26C0E5BAA6CEB43CB2B866BB960323BBB4740CBB7277433B66CACF3BF96197BC77B4643B33DD14BD3313E03A153B34BC4B289D3C75D80D3C8BC3D3BC773EB9BC1C63CBBBC91786BB757D9FBC3072123DE7EE5DBB748817BC74C0C0BAF57936BC1BD930BC8FA4E3BB8A6AA5BC7B3448BD5DF71E3CD02F063DFED175BAE0C02DBCFC33DF3BAB5E5E3CF3CD423C09F8ACBC89806B3C416D32BDA2BD9BBC983401BD5749E43BE6C06DBCCE934EBC19B8E43A8E9D17BC4912E23C46AE33BC263DD6BC492D8DBC3012A13CD940BB3C49949ABBEFFDCCBC3CDFDE3CA6390E3A970A1E3CC6826939B452993CAFBA40BC3006FF3CE0FFE13BA12D003C0BDE4B3C97B93FBC7BD725BCCFAED33C8BE822BC3F96993C43FBED3B272181BC5FC00ABD902977BC938A873C613E613C6052D83C6D49A9BCE7BFFBBCE2DD033BFE0A35BB003FAB3CA68732BC4998D3BCDE25AE3B4FA7E53C781CA13B6147913CAA1E1CBCBDD7453D37225EBCC670EFBA4D40B1BBE7CA023D0F50A4BCC9B9D4BC269584BC001E0D3CECB193BC46BE433D8A7A213C0E4EA53C8DE4A7BCB0E233BC2136573CA4DE973B5DC6C9BCCC3E6E3CD812C5BA6A2C62BCB7440DBCC933853C925B88BCE92113BC080414BD5EE11D3D1A448ABCCDA19F3C8B8D313B102F5BBC6965D63B4640B9BCBB3D6E3CEAF2BB3BA24E0F3AC09A933C07DA53BC9817BCBCAF96973AF7BD44BB4508C8BB49E8683CDD96E0BCA61EB83B4E39D6BCF47900BC1C7BC2BCAF6CD8BB4CF067BC7E774E3D27BA723C89E6A7BC99E74C3B62B6F7BB5D190D3D97FDE53B2978A03CB8594B3CAB91F13C08A5933B7F3902BD1D9C0E3CF0EDE73CF491423D21AC60BC72C9FCBC4B71AEBBF32368BC82682C3C25B332BB7DD8E3BC9B9E1E3CD548643BA655F13B46031ABD00D5B1BB27CB003D1CE9393B8F1F0C3CA30C8C3C500E3FBCF21DD03ADE3395BC61AE73BC93710DBBAE1AA03BF00A8DBCAF9177BCB73F623B8638FA3C2E68B33A9B14303CCAC56FBCAFAA74BC97DC6ABC70EE07BD645192BC974A1ABDD86D66BB9CB210BD6A8DB3BC3D81553C8965D4BA78D8833C7980ACBB39D671BCDC41C6BC97DF0BBB58BDB03BB462703C9478603BC9264DBDA9BCD73C4B6942BDE2964D3BCE4317BD500CD73B5EA19FBCABE6D13C72144DBC84322EBCC2126F3BA0ECFEBCB821373C94FA1C3C46D71BBDEC1362BCAB4A99BCE5CAA7BB649F41BC4782B33BD3852ABCB907B7BBEB6E943C6BF84D3B322D67BDB7F1A63CDE263EBC6AFCCE3BA1BA0BBD457BE23B799C9BBB72A1E73BA9B42BBD2316933B3FF694BAE16BCABC901E003B770193BCD7450DBD2E6243BDC0E4C53CF39A27BC3846DC3BEAE88C3CAE584ABC8FE136BC2FF93EBDD7026F3C9E1A24BDEB72E1BC361881BCBE2D3D3A536E59BC470FC23C348A48BC8BD3FC3C6EBDBE3B3BEFE6BB2BD68BBCF097A2BC0AF523BD120B543B0F970F38DB541D3DEAF2A5BAA090E3BCCF37C4BC605AA6BC59AF1DBB86E0E33C01B60B3CCBF68BBA6AC1743B48A29D3C7C4BD3BAD523B6BC52CA263CFE7F23BC2F19273BE28C85BCBB24EE3CD45252BB27FAB13BD496ADBCD265B23C94F6003D6748603C06766DBC7731623BEA7633BA025DE13B1842F13C0AB66ABD495128BC82E27ABC7599013C366AA63B2EF99ABC049B86BA725B4EBCEB5211BDD3CEBBBCB6CB15BC120F19BDD0B64EBB004B8ABC407BFFBCCC709D3BB49BA3BACAFA0FBD80E7543DE137E5BBE1DE043D132BCC3C3EFE44BBF8E4493CF5E9EF3B3EBC7CBC144A76BC969AABBB7507D23CB70E53BC6F175E3CF768EEBC7B7FC0BC0A82253C048F333CD34F6DBC31211F3DCADD943CA99754BCDEB3203D027914BCB3626E3CE4D149BD765892BC764924BBD0EBF6BCD3AA67BB4F4E65BBC8758C3C2FA9783C798605BC2673E8B97467B63CA24B7FBC4D9D11BC2F90A6BCD5B35D3CCF5B8D3C6E06763CF8DB5E3CDE98B1BACC98EDBB925A4A3BC497563CE4AF07BC55C07F3C53C2E7BCACF48B3D15E1D5B8AA776C3C8A9CB3BC86C41ABDC1248DBC57932F3D9362E93CCFFC693B0A7391BC7D1500BB6758BD3C0B23EE3CD3C16BBCB5DD66BCF5D932BD0AB7B53B6AE5173D269B443855D641BC7B84663C21E2E93C2E1A3ABCA9CCACBCED5D4C3C83B8723C1234823CD224713CE105BF3C2B1EE73CD715053C35CBB43C7208973C74767B3C0ED3A7BBD75B833A38EA4E3C245F00BCBF7D133D82C16F3C6E16ACBBEB91B23C6B337EBC7DAFC8BB5789803C7C158EBAE66F8FBB4DA9B93C95AFCEBA4A5BD53C4F4F00BDE10A7EBC5CB3FE3B0F013EBC945703BD2A2C72BDBB55D13B72FBE3BB380CB5BCD9F9CC3BF63402BD9DA545BCF549D83C02BC52BC5B2DEF3C2675C2B940E90A3CBF8690BC748E673CEEDAD33B46C68E3C9E2B44BC24CD013D376D71BC22B5B9BB90F3EA3BA54928BB677EE7BCC73D8E3C4DFAADBCA228D3BB87E3D53C1BA0CABC6B2BEEBBB9365A3DA6213B3C4DED8139F978603B0DBB80BCE4D694BB2603D4BC51AEA1BB8BABE23C5C56FD3BB215F2BB3E9C063C9BCECCBB64A1D73CEDC29FBB9469043C58F6CD3C1B2BE1BC2594053D4556083C26986FBCB4FB42BCA00CEEBB6112F7BC26EA5E3CAA2FE4BC8520BABB379935BB5B3D023C61BB423AE10D62BBD5A697BCABE9EABC7E0852BBC484D03BD615993CAA71FFBC8199FA3C9B3ED73C6078F1BCA32294BBBCC37B3B367BA83C21923F3B362D03BD6B7F8CBCE242A0BACC2DE73B90C571BC1D140F3C986C2FBDAB5AC43CF8E2463CE21C863CFE7F883C2DB92ABB8FF4313BF7F8583CAE50CE3CE51CDF3C81AB3FBCCED251BBD221D13B3481AFBC6F3B853CFBA8A6BC7938F1BC3108093D5D8B86BCADBFA0BB339B3E3C2D64A9BB2663D5BCE1B275BC27A32D3CA7143C3CB57C5A3C3D9999BCBC552A3DC9396E3CA44A173D14219C3BA29B97BB966D073D588336BD0AD73ABCF44E4ABCE75527BC4EECADBCDC3EEA3B473BC03B952446BC4667203D49B171BC0B5B83BAD483C5BCC94A733C1CD8813BC20139BCC7FD89BCAD77213BF5BC52BCED36B03BF71FB9BC789BE43C6532473DE584563CE75A9DBC73E659BB7F8214BDCE94F03C64B0AD3AB9F8DA3C2C5253BD8210763C87376B3C6D4FA1BC9B97E4BB7E16363CEF169D3C147214BC78793C3CE27A8CBA7299F23C2A03D53BB962B3BB8D7BC13CBDCE283B5C9550BBDE1DC0BC0ABCB2BC3C19983C6E33833CF03BD9BC5CD2F73C524B273CC388EB3CC11DEBBB7433B9BB8A3871BC12A4C43CEF1556BDF5D37FBC06B777BCEBDD373CA1FC873CFE90E83C648022BCAE6F813B460D33BB0AC92C3C4D8BB23C2C7967BB5A1B8ABCF7D5FD3C7EA9723C9BCEE1BCC716DF3B4E36B3BC7DA0733BDE8F623C8204C73CF956BABCF5EE0E3D9E69673B10F204BABE7BD3BCE67936BCB9E2433C36091FBC461FC03B4941E7BC0B922CBA8DEA013D57F817BCE87E973CA0544E3DC95887BC6019F0BB49C601BC4958E4BA4C02CE3CB7E2C43C4C3EE73B6B28D5BB94FA10BD4BA1C63C7ECF2EBDCA35A4BC420DA3BB339D56BCA4CA3BBD3E29C73B2BB1D1BC15D9393BF061863C9BA3D4BC04C6A4BB040419BC9707903B29B5633C4A944F3CCF94C63C3E80EDBCFB58143C20D8ACBB2DD112BDE5B476BCC496BBBC6E2FE5BA6294FEBB598AC9BC16B59E3C2012EDBB547022BC12F7123B94A8CFBC73BF253B8561013D0BC6AD3BE16650BDEC9B583C7CA377B973263ABC5512F1BCA9EFD63C9F83023DF2046F3C9DC7C73A988D29BCCB4A71BCA910B93C46A1BF3C8C420CBDC6343CBCE457AE3C61F76A3CC9F61D3C329BFB3CC648043D7F72913CA662F2BC706C13BAD28812BDE044BFBC89B009BD9CB17A3CAE6455BB339B9D396EC616BC1BD2AF3C352C1A3A956763BC50E2223C8BD485BC4034F43CCD990C3D07E3C2BCF5F85C3C67DAAABCA6554EBD55B80F3C81D48CBCEBAEBD3C8B35CDBC822C74BC5DF30F3D806C9C3C9046BF3C8937293CE66FD6BB5C803EBDF86A853B84241F3C3E69153C3BA9CF3CD4E094BCDE0A5C3C090DA8BCFF1A893C700D493CED8781BC4C288D3C2E738CBCA7E9F3BC939618BD2F2B2EBD7099B8BCF8CBC0BCD92AE3BBA3BC84BC543C2C3C8F72D43C9E9F94BB8F8AF7BC0AC6B13C25C5C2BCBDBAC5BBF041323C71C18B3CA716E8BB108A383C0D05A03C328AA83C52550ABC38F9B83CC124B7BC2B92CFBC5DA921BC079E633C66B7CCBB6FF0E03B495632BCDC22CBBA203BD93C754313BC99BB21BC6A619F3B498543BC92FAECBC6FD4F0BCA95391BCB3F30DBC7713AA3CABA58CBCAE05653BA002533DA4DA53BC800FAABB299AE2BBAF3B2FBD0F871ABAEF2A863CBBB1AB3C2FD2B0BC8EA1DBBCEBA0A43C49CB183DC4D9BB3C32E47A3B584AC9BC6460AB3C8A61C1BC3583C1BCDD2815BD800763BAA43CC6BC61D489BC4AE0CB3BCB3AB73B36A1823C97A040BB589EEFBB70EA8A3C2DB683BC0A10213C2775283CA9EA8CBA901E46BDE211DCBB4A59493BEB6D803C5B86913C53D727BDCEB0D33C573F343D2F8BEE3CEDE11A3D4D9902BDF502BEBC8476423C9C8CB9BC390F153CD7B686BCB0F8803CB92D083D1575C4BC061DCEBC0987ACBC8F5743BD475CDABA859749B81D4481BB79C10A3D214B35BC035577BC9EA2F1BB8A25033C93EB0DBBE60E233C3013CEBB3C19CFBC9C72193CE6742E3A3B6389BCFFF7973CD837553C4606F83A29D5B43CA6BF103CE5B40F3C3D5C093B8960BDBBA43781B900104F3C153191BB2608223C8029733B093DA33C49E2BB3A0E7F2D3C8002A83C1DB5A9BBDD45043C55BD66BC13A4CB3BBB69BEBB49B7983CC1B6B83C7CDFC03B29FC6FBCE60BBF39C9198BBCB9279F3C2075ACB91D52653C0217EDBCF2C01DBCAAEA76BBA96ACCBB8AEC373B01BD5B3B33635D3CE4EBDB3C3EA9EEBBAA5EC6BC45E7C03C3D71C0BC478B9E3A86C9333D44A04B3DCD41983CAFD8C1BB3D79663CBB1CCBBBDB4680BCAA6BB5BB26441FBB042A063D336EC93BB97D043DE536C43C957AEABC4720B0BC3862B6BC4076133D1748ED3C6205253D33A1E33C096785BB69A1373C8ECB6DBCDB2A153C5C04E1BB6FB712BC36DB033D87FEADBCE4075E3CF7FB94BCC785193DF741B3BBCFC8D5BAE5D3EA3CE5B6B73C9E8B5B3C2EADBD3B5C01EEBC2724E83ADDDCA23A6FBE103CCAA5EEBB9E335E3CB192993C0765DC3A7D1FD53B179A2EBDD4BC98BB3561D3BC21FC9DBC9B0CBD3A32EAF8BBB0B51C3B4B3F68BC527D2FBC8F5454BCC96C0F3C3CA4AEBB86AD0ABDDC04BF3B761F9EBB4178BC3CBB2BF5BC3936D43CA6438DBCBDF16DBBA610213C41F4283C10D0E6392767233D14862E3B2E2E9CBC75F7693C05898B3CABD5B4BC0184B83C79069CBC33C777BC3C31BDBC7590513A7ADD913C4C3FD23B82AA74BCBBD318BD74D648BD467F45BD5D0597BC17D6E53BA73008BCB6210FBC97B598BC3417CABC76C8983CECC5DC3CFC98BD3C62FC1CBCF967E43BE994C53CCC4EF2BB4E2BDBBA4FEE35BCB90401BD12B473BC3B83193C30F66FBB1B9ADD3CAE18D9BC8BE8C9BB2453663AF7651CBB244AA7BBD04B2FBCD4926D39E7DD09BCDE05EEBCABC148BCB85BC9BCB0284CBC798515BD79584CBB5C5A97BBB0F996BBC20B493C0A09B3BC78F493BB549DE7BC42BA38BCA2B227BC331EFCBC77D7843ACDF426BA5D59153C7B6CBB3C420B87BC218EB9BBE74DA03B950CCFBC81537FBB4939AE3CB4DE023C2E7DF4390726B3BC8076CCBBA57B5FBCC666B43C75D6DD3CB0A80B3C818F3C3C20FE2DBAC7E7F23C05E9A33C7781B73BE56606BD777A5B3C399A8CBC193EEDBB77A22DBC70B2B1BBF99622BCC5C185BB86BFCB3A3C10723C64CC89BC32E5A13B1C7DB43B945176BC776D403C189DF93B8D43C2BB90BE273C96CF9CBB7AF90DBDC03AD03C1891D5BCA1C4C43CAEDEA3BCCBC92C3CAF6EA5BB8577CC3B0B3F953C76DB85BC02C3DB3B9D6B863CF3D3A53CAF4E263B3968E7BCF6909D39A02DA1BBDB90F33CB8119A3CDB311F3CE1C8153C18BA27BC85F0D0BA34E8B13C3CEDB6BB18FD5F3C9EDD9C3CD037E53C985CF23A9F18873A1582DB3C5CAE5EBCC555E03CB3A447BC2FA9DCBC795CA6BCB7F366BD8119B8BC87317D3CD2EF0ABCBC57BCBCBE35C3BC779C39BCCDE8293C5977203DDE7D74BDB97FC53C27B282BCA5B21FBC0A3D68BC9755173C2A565D3B8A1FB13CDC26003C625C8DBCA1527ABB290D213B4DFA8EB8D533DCBC2F4E0BBDFC25373C87D7963CCD932EBCE007783D0BC037BCA989E33CC9B2373DC6CDF4BC22AD0EBC982CECBCC14FC63C7D9B84BCF5C222BD275E633C28D316BCD7785BBCD5C79DBCB56D3FBD4CB8523CD0D88DBBBA460E3CB2AC163DC7580DBDB221AA3CAAE540BBF4AD1BBA04D52BBBBE17343C0D52403D74282C3CB51255BCA5C19A3BF4BD89BC72FA8FBC29FB803C6D2AA73A9CF32EBC6E95E63C29605ABCD80BE73B46D6E93BF8F6FCBCC8801E3C2F9894BC722E7BBBF671923CCABF4B3CE57092BB6C84E0BC590BB03C974754BCF47F80BCF49853BC4F714F3B7053E6B9121A37BD3567033D4AF17BBC3CEAF9B93271DDBC725D11BAE614233DA55AD13C983EC13C476CD0BC0CD6E53CCF6F4E3C857B1B3C92AA1D3C69B69EBCFC1D08BDAAFAEE3AF223BBBC30EB05BC677EF4BCDF71A2BC608A59BC2936D6BB7B432C3CCD4BB2BC87D1CA3C564708BC9E02D4BC023833BC7E9EBBBCAFD9BB3BFFC112BC7B2E28BD3420D53B016B7DBCCA39463DCFDB81BC4ABAD0BC74CC86BC0DA61C3C44470FBD4E56B5BC1D2D98BB65BB2CBD1DFC293CA75D4FBD6E6EEF3CCD3E2D3C827CA9BB3D38E5BCF02691BB501B543CF82FBE3C9CF3373CDD521E3D4F00233C8241153D9F9713BC364B9C3B520084BC6223E43A0984763BB32DA33C9F86823BC00CB33C87D8B0BCAC6A903C42FDE3BB1D343CBDE398693B00AEB6BB255089BCBEDD68BBB383D6BCD7B54BBDC6C47C3CFC29A63BA2370DBD226B0A3DA00C26BCA4E1ADBA619278BC460194BB646A513CE5DFBD3C73864D3C4B8FF43AF76E74BC7D62643C8973783B05529CBC590351BCA933F0BC6FCED1BA1E6D2BBC9D7B0BBCCEF5C3BCCDDDBEBC4777A1BC2976003C5254063C2DB3B5BBDC3A353D82E1C33CD2EA94BC38BC133C954EE43BC53AD1BCB93195BBFF68933C5DA9AABC0786BCBCDBFB883C461619BC2F4A00BD26A5C83CE71D0CBD54977BBCF2A35E3CA1B65EBCC60CA4BC6D0BBC3C68D8813C061C18BC1F17923CC020F1BCEB3DD3BCB2E1F03B042C3ABBF090CDBABDBA513CE935F33B98EA983BA3E30F3CB0F034BB93170A3C0A10ECBCD1428D3B65B70ABD3F0B813C5BB77ABC0755D0BC85AD4EBCEF82E7BBC69D103C60205F3C2CBC693B2519073D850AD9BC8EA6BC3BF2346C3A875366BBE7D509BCE7DDEB3A7E7F793AF3BC07BDD3D9EA3C5C034D3CD4E5B8BBF77923BBE7BD093CD6CE0BBDB31269BCB1DA08BCCDD6B83C21F0B63C425E25BD36A2B03CFB1A903C8B2F023C24721DBC81EDBABC184D453A9262CF3A22845D3C574BC33B42C3D4BB49F49D3BF260F3BCB2EAEB3C1D57553CA2C6F23C989BD2BC13A2E53BCC95D23CC1855B3C578B373C4D69873C4A6B4C3BBE6830BDF48CDCBBC119993C44A398BB9D3B81BC5EC11B3CF1BB813C39DF16BC4E3C153C6F1D4E3C4BF87E3AF581E03CD3DF813C606EA9BC38F478BCE291DFBC036904BCD7339FBB933B46BD6116C53BBE9737BD4E3AB93CE34FEE3A58CB7D3C5C6FB2BBA071A63C7BD58BBC8942263C5B7C1C3C2FB48BBB75593A3D4E10BB3CE6D197BC474A7BBCB74363BA9596B4BB5B38073D93ACA53AE007D83C193A27BD6E555DBC8A7BE93C29AA1ABD01F0E03C0568C23C345F86BC12C7593C39495ABDAEC0443D6D7102BDB37ACC3CD6E8A4BC3787E63B2D0426BC5DDDC5BC84FEA43B1D8D45BDBC3BA33C57EF023D133D0F398C83E23C67BBE53CC5A456BC7BDF263C7B3B9A3CB9D0C8BBF6ACACBC0C6F503BA42F983C5D36B4BA36C409BD856E84BC76B4833BB70FC63C5C8C46BADC5967BB10767FBCE14745BC83010F3CCD623D3C8E3EB73CC014B03C40AFA53BF91FA53C4621423C4236DDBB5FA40C3CBE4A06BBBCD7383A",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32: "0x040000002BBCB93C392B773B6D52CBBB6BE9B73C4C87613CEA9A083C8AED91398687C63C76B3863CB7FDE1B969B657BC1E94AA3B99CC9D3ACEB3E03B623430BC2FFEBD3C96F495BC6017473CCD91A33CCE1941BC35E63B3D17DF2C3C2162063D952280BC8DBF04BD7DAD28BC3590D8BAD9959BBCD9B04B3D24C23F3C3E09BCBCBEA02C3B87DF29BB39781CBC8FF1BA3BD2F12C3C6FCDB7BA8B343EBD278FD53CCC067DBCBBA364BC3E61F23B273E8FBAE500963CEE4D21BC14F84A3B1B63B8BB0FAD2E3C8005DCBB0F9EE5BC4B0E703C51918BBB8060E1BB4D0DAABC5D497DBC4E36563C694CA7BC4A7605BC8AB9B6BCEA76063BE65BC5BCE9F3B8BC1B54CABBDDC8C93CAF941E3CC98066BC18CE16BB1ED421BC101FABBB35B553BC8BFC07BCB4D245BB6F8C013C402F22BD4B1211BCC08CDCBCBD28923C6EB4E33C000E9F3BC027A03A0DFF0ABCF580C43CE591C73AE07B653C822298BC802CC03BB515783B93F74DBCBCC83EBC8BF7F3BBD0434E3BD2C4093D11BB043D2780B33CC4C8933C1C63CB3C4F5658BD856FDA3C8D05CA3BC40C4DBC09128DBCE1268ABB7DC66E3CA5C2843BC921B5BCCF5CE8BB56BF193C9BB381BB8F6433BC1F1C0B3C970115BC2EC0F0BC0EE6CA3C25AE4FBCBB580FBD933647BB9435A03C987CB1BA55EFC6BCF3FD6ABBA4814C3C194903BD90C4B83C2450013C7821A7B9FCD184BCC4EE813B8469A43C6ED89C3BC55777BCC533E03C5EBD5BBC5091B5BC6B49993B54C28BBC74CF11BCB28D65BC4FCC883CB7A8AA3C0753023DF03C8F3CFDB3093B2FBB89BA69E8BABC227B4C3C22BF0D3D0938483DB9C29A3BF43AB63C42DA82BC01CBC5BC471B883CCA726EBC6F53C1BCEF9987BA4F32B8BC7007C73A749C14BC8063D1BC735B2EBDD291703CAF70E0BB1C17C0BC373E35BD8007B53C14F3F1B9A207403C42E13ABC5E403C3C4B3481BBB7EF31BD06F6053D2D9121BD601DA5BB468CC23B7201023DECE3D7BC9637963BB07946BBEE8A14BC02E294BBC43D873CC12655BCC7C5123DF4A814BD40633ABB825088BC944B7D3C8FECB2BC13FE3F3B105B693AF312B4BC408F2DBCF401EA3A3223D8BB49F6283D7A261E3B68209EBBA99F4D3BCA4B60BC5A5D8F3C8DEBABBCB90C253D7F5618BD4CE3193C3349D7BAD90E073BD935AB3C85964F3DC1F9BA3C0DF28ABA8BD40B3C60EFCF3AA1F5B5BC80ADE83B3ED975BCF57CC33C478EBF3C3BFDA6BBA5192BBC334A203DEECAE5BBEA11D23CB9AC003DD31504BDFC0A2C3CF568C3BC0A89C53C1301DCBBE2EFC93BDAC61BBCFF71083BA298EBBCB2E73C3C53BD4DB91CBFA4BCA6416DBCD975C3BC84D58DBCA2C718BDEA7D953C2F5291BB6ADAE2BB26F17F3CB23D05BC104961BC8765E93B12D5F63B7A0F1EBD1CF9A5BC0505E2BCE18AA93C0D1F42BD07B7583B2937E33BF76CE73CABE901BD05FBBF3BDC80F43B3F800A3D800B20BC888406BD92BA8B3CDC4AB9BA62E8FBBBDE4E33BC00FC913C8459B43C1947E23C4215353C3912FCBB17AEB1BA41B9793B8FA4B4BC92E2703C09F3773D020ECCBC92DE123C0DEFA7BC1721ACBC69AA153D7091B8BBDD964E3AB0C3FE3CB475333C135331B8FEBFE93C4DCDABBC38D0AA3A772FE73C52EFEBBAF985FEBCDDB95FBD1184A1BBACB9653CC713263C417D9F3B07B6BA3C4DB79A3C67B51EBBDEC0533C8132BCBCFB47B23CAAD196BB000059BB27F1853CCDD113BC8A67A33C9061EFBB529575BC00A772BB261AC3BB9E5B993B62B0DA3C8F4B903CD78D6EBC37099ABB2EC5A6BCD10516BCD3EEABBB4FDE9B3B1DB69DBCF6D183BC7068023DA22C2BBB0E289DBB269EE63A65D4C0BAD9B3FE3C928110BD7DB8A0BC263E8C3C0930033DD830A9BCF47B893CABAC883D28B20CBD7BC0393C26CAA1BA97A30FBCDB72DFBC46A042BCD23A82BC7D1462BC5AF522BC78BCEA3A469C673CF3B00ABD669ABD3CC032E13C2B25363BC5DBD9BCD73693BC146A18BC4B618DBBB6518ABC449235BB2C197A3C06C6F03A2E20F4BC41F1B03C8F345FBCB270153B121CC9BB18D6D1BBBF9F113B76D625BDA6A4483CBA61183D07266EBC09B1843B671E68BCC657A9BBD3AD3ABC70E68CBC78796BBC8E77D7BCF9CB293B72C63EBCA619A73BCC6ED13C2DAA083D74CD033D0B864ABA152D503C2A963BBDFCA8D23B8A09B83C5B7698BC7B78293C88A395BC93350A3C65C7F73A46309A3B01FEBCBBA174C9BC9429283BEA1F25BC995781BC3DB196BC471D163DEDE3A8BCFC0CD9BB267CE43B7297C73C2D8100BC58BABC3C8684663CB91867BA6199E13C90340EBD22C65BBB86DE5D3C09759C3C0D22873CCB9AC1BB106B893A6DB9C73CDD2504BC57CB55BAD4DBF0BB2B6DE13A98262A3CDDC4973BC63C5A3CA47E04BD89A6923C1CD5883B308048BC81EBAC3C21B03F3DDDF5D0BA50977E3C22235B3C2F02DCBB4DD2183BFFBF8D3C2B11B33C47CED13CDB9B1C3DC1A731BCB3B0773C443D353BCF5CD8BC8BC12ABC01ABD8BC2F8645BBB80C963B51C4183C80C19B3C539FED3CBD803BBDBE70E43A09835F3C8EC9C73BCF0C40BC2CFA733CE2491D3C92FAF5BC0260B03B2ECA2BBB86176F3C8EFA58BC720EE23A0EFD1DBD304DE03CA412A6BC6783933CAAF0823B4EF7563CD31B5C3C0EFABD3C57C3473CBA838BBC052D10BC651CF93C448390BCA5C5BA3CD788B6BC2E43B7BBDEFE3BBCC4598E3C966A91BCDCAF83BC7BA169BA7B0725BD9F2893BBA7D0D7BC0E22593C92F9A93CFB5FD8BC9390C43C75DF0DBCA040D3BCC06A523C1B7F5ABCB0E2163DE034A33CB46193BB6C0FFFBA3D8911BD7B582EBC9E6B6F3C671F703C3BF3E8BC2FC29CBC625AC6BB726638BC0E88603ABE94C0BA27E0C8BC04D5D83C699CBC3BB3413FBA409E05BC4F788E3C9CF0D9BC2ADB5BBC7B0208BC61E647BCDE9667BC2AD8D83CD801F03BB33EFA3CC73AE9BC52F7323BA99B49BC0E91BB3BAE99823C0B0C9F3B9FF9013D17EBB73B30A70EBB47D0B8BC64BFB6BA7C4FC0BBB2ADDC3C93D8A63CBC42FB3C9DAA92BCA07031BDDFD7953B8AE3CFBCEAAF7CBC01B1CE3CF30511BD091F4E3DC15A4FBCFBBC763C5764063BABAA92BCF2B9373C5AE81ABDD9D701BD056BAE3CE6EC32BCB9C2323DC73753BA348EC83C9E17F43BC2DE81BCD5423C3D466DDDBC9FFA103C7015283DA736273C3330773CE78870BC4AA851BA51F5A2BCFBBBB93B3860DC3C96C3873A98507D3CEF36113DDB8EEEBCB463F83C7055373CFE3EECBAC3BBEC3B49EDC8BB6007CE3C6C86D83CE0C8CD3CAF6504BC7F2E803C776DCC3C067C3F3D127EB53C8B3FC63CD3F5643CBD133BBDB7B6C4BC33EE4BBCB29068BC20E684BC738040BB659FC6BC6689E73B4C59E03C7C4DAF3C21E11FBDEE72743CDD1FEC3C679A743A2B48573C1E1CA73C8D2D8BBBE58B5C3B1D2718BDED0883BCEB5A1EBD53F5303BD6670E3D6E4B1F3C956643BBAF48213D843421BB94BF01395AC69E3BB5E534BC381DA03C4F1A9F3C921DA93CA73B373BBFD2023C50E8F43C17A199BC0755CABB9C2475BB0F4707BDEEC3163B4211E7BB203945BC7777BE3C4FBEAABC7836323CFDE2A93B62BA91BC8FC62E3A6B430D3C5D193CBCD3FE9D3CB087083C2531B83CB028B43CD43F7C3CEB0409BD2B1BDA3B3899E23C3EB51FBBD368B03B05C7A5BB3800163C32D4D8BC077C4BBCD021173C0F3779BAF4DABFBC1628A9BC09B301BDE179E2BCD9ED22BC60BD95BAEA0F683CB4BD9F3CE73398BCB6EB193CB89660BB5EC9393DDC913E3BEAF4A2BCF45AD6BCD99502BCDE34603C944CB2BB1E67473C54B9D6BBE541C6BB8021043CDFCB093C55E0FFBC8D9189B97972E53C197C9C3A5DC5D33CAB598CBCF0A678BC6B3B1ABD92B299BCBDE6453CD9B033BCC50648BC7BAB39BC46AC5CBCEC29813CD40CA83BCFD028BC7C92BBBC8A5B343D294BC53BAA4ADB3CDD70D73B5D0B6EBC31E7833DBEB74D3CEF26F83A7F7E063DE29736BC12B08BBB67E5D5BC1C7D68BB5052EB3986EAC93C86E6933C9768F2BAEA89E8BB7201463C7315D5BC57219CBC26E8BC3CB5A1DFBB94164F3C1308EC3CE4DE453D029D17BCB0E6AB3C4A04253CE7F8513CC09DCB3C070F643C571229BD9BD0DCBA19B60A3CD05FB63CABE829BD378CA2BCDC4792BCBCAE3C3CD90E4A3B019F033DB914FCBAEFB6633BA08B913C734B62BC3692883CC29726BC53008DBCE4F3C03C9B13F7BCA446A0BCCEAF823C0245633B404E943C77F9463C5559B6BC9348753C201378BB873CBCBB138AB63C79AEBFBC53EAAC3CF3F491BC6551583C52D5C4BC94CCCD3B7C710EBC92E6ADBC8615FBBCA28A883B198C4EBBDE41F2BB6DCFC1BC70A4FEBBF872EC3CC4118ABC14AF663CDC6BD5BA46019EBCA2A14C3B9D405E3C53E0B73CF39648BCCD0BA13B078BBD3C303E223C6511853C41DC8A3C4907F2BC2E84CB3B2E7C56BCA0EE393C316E183CF3E91DBA301C24BD59D475BB6238C0BC8C2BA33AF4E287BBBC8FCB3CEB0F0E3D13C9BDBB5E8EA23C86C9273CECAF6BBCEE6FC83BB9F708BCFBBF9BBCD7A1673C0F6AE63B133F913B28E41FBBAB484C3A4F8FDDBCB0F4243C1DC2193D77C3F6BC6F65EF3C60A0CA3CC072E3BB3473993C195366BCE083B53CDBBAFDBCDDA88BBC04ED873BA12D3ABBBD8227BBE6765C3C3D2CCB3BEE731FBDF9EE20BC5F8522BBC150713C9EF123BD6783853C6B1B6B3B8DF5C8BB1972D5BCF0DFED3C7C585BBCF99EB9BB9E4E45BDDDAF41BC778CD23CC74EE03A9547483B8507D03C33BD4F3C0D65A83A57619F3CD4DFE23B4C9F83BB3DA60F3CAA88B03C5D4D08BCEBA062BCD76543BCB0608E3CEA1C433C7474CCBCC26D203C61C50EBD602B0FBDF9C421BCFEACAB3CFB71C7BB8AA9F83AB04EE2BB0E12FEBAB05390BCBFEB8CBC409371BBB3CBA53CE18703BD0FDE15BDC4C21BBB985B9E3C2A4358BC8FB0223BEDAD0CBC6AB0F43C12C4523B3E67E53C7E01333C87EF383D8B0238BD1C9EE43C2AE8DD3B54663FBD342763BBFDF0E93C1E427D3CD3CA94BCB39AF83C3EDE4D3B38AE533CA31714BB3BE01F3BF82172BC164A993A62CD373C56F6843CEAF1DD3CDB182ABBCBAE9B3C195396BB2939183C5567F1BC14DF95BB02324E3C8739CFBB5D781A3CD629AABB6926FCB750468DBC53186CBCB2B24B3C90E1EF3AF7878D3C387B213CBA578D3B9FEE87BCB1820BBC02A2B03CFC514F3C4AB4E0B71326B23C00EF8E3CBFD2133D6D06413C5B023D3C2936DF3CBC03F63B5A668C3CAB46E1BBAD47923CD86C25BC9E78823C5D9F40BC50F1583DABB504BB17891A3C35FDF03B0E4D84BB902AC8BAB897ABBC1DE8853C49A4B23CE3AE91BCE44F4E3AB068BF3C9CD42EBDF9DED93B09DA26BCECC4D23C9748C1BC9C674DBCC9136C3CF7B732BAD5B9F0BC4268233CD5E434BB9D374DBCCE6303BDBC0E2F3B62C2173DF082053D144C8E3CAB415ABADCF4EF3C6B57173BE66F0FBDE5E22CBC0B1C06BD3919E43B14913C3CC4FDC83C3657923C6C27D0BC92A8A13C47AAC83B10D4943CF2625F3AD3A0CC3C4E93FABCB5EB11BBCD06403CC7FE52BC78F1AF3CC5EC4DBCE0C1B0BB34C62ABBEBD8B83C4A4847BC8F749DBB7B0F6D3CB7EF8DBBBB75153D84D3D43BDB42ED3CD427EBBAE72C95BCF91604BD7C6A78BCD36A413C18404ABB5C31313CBE29B3BCEA760DBCEF90FEBB5D17A1BCA20AC2BC8DD70B3DC93A1C3CA2CFADBCD8C5393C4423DDBB2E56AA3B66AF85BC057372B9D7DF713C39386B3B6E8DAD3C92B4D0BA80C99DBC333FF23B3BF01D3D46AFC1BCC405D23C013DD0B8830A863CE4CCACB77F508E3B174B06BD7DE643BCA2031F3C543B0FBC893A0EBDEA9C69BCE219DEBC574C65BCD5A5B73CEE92D23C12C7C13C371E19BDD594843BEC6AF53C9558F83B366E8A3C9C9A0F3DD7024CBC9696943A622127BDC88690BC8B13203B45CE75BD4ABF27BC275D02BDFC9A3CBCE90D48BC9408AFBB4D1AAFBC42D28ABC41883E3C99B482BBFEFE10BCA736F4BC8462A9BC5489E6BC65C1C63CA4610EBD2C0F1D3CABD366BD650BB3B881BFAABCB1098FBC8040F7BCE05392BB2A2A283BFB1C92BC6E2B3F3C64D6963A47B01CB7F3493CBC6923003C5756513DE76955BCEE934EBCB787303C7D11DB3B9C4EE43C453D52BC103D703B81FB3DBA8E40243D38B5EA3C47B8EB3C74C7B33C97A2B5BA5C5E483C5079403C1B20423CEE9A5BBCE39A983AEA5BE2392A56A5BB1185023DA84F193D06DC05BC9E2AB0BCA0C9A839F708BCBCDD6F0E3D3010093DC4FE153BEF9A503C1C0503BBFBC7E0BC14F025BDB0B85EBA4C981C3CB733ABBC39AA953CC6224D3DA22ED5BC457BC83C50B2773C1855C8BC246534BC107C1CBCB21E923C40E40DBCEB7A7D3CFB300D3C06907C3C2EC9C5B9D0CD5E3C89665EBC62E2BA3B5640A8BB5B55A83C563C9D3C96C0063CD875E8BBE987DABC59E0223D1DD4243C56B1803C86EE49BC6A0D32BDFBAD85BC620CEDBB126E9D3C4AF2A7BC5409C33CA9AAEEBBF66985BC60A3DB3C34E2C03C134DC13CC191D93CCE44AD3A5B2DE93C98B82DBB89B97ABD57D23CBC3CE7583C44B6583CBBE9F43CDBAA413DD259E53C6266BEBA87224ABC39E17A3BE635103D2627B83B2193873C3DB7B4BC6532753CA2C1633C3D27533C81444CBC651C73BB0CACA03BA5D7C33BD041D4BC5B35633CB62CA1BCCB1587BC840C0D3CE98ED93C61104D3C6B210ABC864320BC2E25CEBC3E99F23C5516FE3CEE031B3C0E37B43B6460AC3C4E5CE03CBCF8ED3C38D600BCE7C604BDF93498B9A16EE1BC72AEC6BBF233F93C26A7D53C3836E23C6748CAB918F2E2BB4CF08EBADD946A3C2B0E3EBDAA544CBCABCB4EBCB43BB3BCC7ABAFBC4F8B8CBC52B4F03B18FE08B6E324993C21CB253CD8C06DBAE005C6BBA9CA3C3DB2E0E2BC04F1A7BA07CCB4BCDBE9723C91EF9C3C8BFD5DBCFC0BA4BC2FAEDB3C8A80C0BC9D128E3B58C7613CC584D13C8D48193CFCAB363CDAC41BBC97FDB93CE75CA03C0F47CCBCC65BC83C80633BBCCA7571BC98AC133CA70279BDADC4153B56C91A3D443BA1BCDBBB5E3C9D7DC3BB46FEE3BCE94993BB467A653D090B95BC33AF19BC4147C93C27989CBAC4523D3CEF02EFBBC3411C3D2F8AF03B7DCACC3CEB552DBCCB558C3C635D0F3BB1E410BC4A26B93C69C251BC754B553CE56CD3BCAEEDA7BC582AB8BC0934373C111D993CBDF8B63BBDDED6BCBBF64DBC98229D3B8A3523BC7D5E12BD12CCC6BCEE71E2BCF9D157BB3F790B3D325081BC7D0B163DE15762BCD2F7F2BC095743BCFEEF633B201D823CBDB5933BB402433CA2A63C3C40A67DBC427528BBF538BBBB1406263C4E85ECBCD2EC8C3CD423FBBB06107D3C3E6DE33CF27CE23B10B978BC84FD19BBAB88F23C227E89BC1527353C7D5A10BC5560DE3CF854F7BB842B5FBB57FF4F3C6E25D8BBB0A194BC7092E83C125CDA3A27EE4C3B109A15BC4C9252BC567A9ABBFE21413CBA6E963AF70FB3BB599C28BD97553B3C308E213DD29A59BC504E0B3D6965E8BC82C1FA3B8F479FBCAEB1F0BC06B2463C525706BA4276D3BCB97B5B3CAFA9773B44DCABBB95D8D93B6AF63BBC20FCBD3CCEE5DC3BF05BAB3CCC3951BD4ADF703CAF2BCEBC5C29793B3EDF143A33411DBC0C93EE3B42D0DE3BF7E6CD3CB38F86BC522106BDC1BFB3BCDF1602BC9BE6E0BBCCD9013C2A14153C50391D3D002F85BC53C257BB583A1D3CA54A51BD0BF8143DE3856EBC474A17BC916101BA4B9D023BACDFE33CF65F1B3C0ADBE6BAB07FFDBB4595BABB75EDC0BCB5221FBD0666073DE1F5353BB2F239BC85BFA53C74EB403C926786BC59C5C6BC774844BC060851BD57C0F3BB2648C23B921E4FBC2C9159BC6087D13C00CEC63C64E7D8BCD2CC2D3DB5A295BBE9F4833CCBC897BC470A773C4F005D3DC69298BB46F20EBCE7FD993C2EA7B03BA7F641BBB61F0CBC7042823BA1945D3C77AA9D3CCD27A9BC86DBBE3CD2BD92BC6AE4CABCA52560BB00CBD0BC674C883C0C4AFABBF839AB3CCB8DD73BC9D8BD3C8994B33C34CA483B025183BCAF9D0F3AE94A043CD7EC8D3B8AFE463C0FD3A23B53EB25BC97E0DF3C1C33683C4A6FE7BCDB33D73CDEABA93CA914233C00669F3CB9555D3DC47BA43AB79D9CBC3B8802BCCAD935BDD59498B8EFB1C1BCCCA5673CDD9EB5BB5BF9D33A57EC4F3CA028053CCE86943B506F7DBCB374BF3B4EB0B9BB5418F03C2BD2E6BB3856233CFB8187BC20FB9ABB00F0FE3BA748F03BD83FE5BC8BA894BC02D2053DBEED5ABC898C913C86B8503AB2002A3B6A3B6ABC290C993B5B52843CAF3D033D200D023D6E1E4ABCDB0103BB2F07BE3CD3D2223C04DA9DBC58225A3C66E2273D7779AC3C6177E33CA08AD43C55C28F3B1ED917BD6786103D4AE2723C381DC2BBC0CBA6BB2E7612BD12B5D6BC78AA3A3C3676943C1B3FACBC4FD91BBBFEC6A33BB4FEA33CF443063D6E8ADA3B368BA3BB49C99E3B6A057A3BF58BF6BB90919E3BDA96163D05B7FE3BF2F84A3BB060203BA6DB1A3C555504BC8A6FAF3CEBEA403B1B9B543DDB9F8D3C7E61C9BCB78ADEBBD1959ABC90B90D3D155117BD34578FBCA18CEABBF3569E3C64CC3C3DAC58F63C870B8C3C149F8FBB8991663C9CCDBFBCF491BB3C0031B0BC7408BABC798C6ABC229A623C1D027C3B582EFABB59CD2F3CAA0856BC1731903B35B00C3CFBA09F3CD58F1A3BC43016BCD773A5B92438DCBCB33B5A3DEC99723C79288B3CF529C13A2BD78E3986011A3DA9B729BC9DC71EBCCBF4B33C3ABD903C4CFA73BCF4BF17BCC5898DBBBBB85CBCC1A95FBC940F0A3D9C2FFBBC4A058FBB2708EC3914C913BCA5DBA5BC142A953CC564B8BC97903E3D382DB63CF92665BC95315B3B1DAC69BC723537BCD743173C86093B3CDD6FC1BB1938E33C9921AC3CE6C1973C32AAB63BE7D2ABBCD77162BCB25428BC5EB6C53C853DC8BCA6B2153C0608563C3B377C3C535CED3B07B814BCA58DA9BB10EB353D42EA55BC9EBDDEBB4B247DBCF7ADB73CE0A385BC086B97BB8F95223C404F98BC6F15843C53F5C23B17EBF63BEB3722BA811775B9ED74953CC20DE0BC8735C9BBAF398DB93D6C863C3DC8CF3C3025AE3CEA429ABCF0729ABC65A25FBCE51441BD2464B03C281B8D3A8D90BEBC0739F4BBF6FF80BD26F278BBFC0D253C922C2DBCCDA1B53C977BF63C77F8043D57E72DBC9BB886BB068B1F3BBB4A9BBC38524F3CBBAC043D923802BD01234ABCAE6381BC8506873CFCCA30BC3059D13C77ABC7BB29E600BC41560CBD3D6082BCE159B03C07520D3D937E743B21E9A63C704A163DC9FBBA3C07441D3CF96C5CBC7719633BB550E0BB3DA7AD3BA5358ABC1B98A93CA70F253D8E7243BCA8191FBC85A6803C353D863C5E7252BACBD852BCD952D83C61D5283C4F12E23CFDD9413BD541793CA69A303C9CFF1C3B723EBFBC1587B53A07270A3C0B0BA03C83B994BCEE4618BDD073D93B92E2B93C9CAAD33C8652803C70086ABCC41C16BCA64424BCC8A59C3B4BB2E03CC6CDC63C6DF71CBCCC02EABCC4AEE7BC2FECEBBA7D6124BC88EE143D2033EFBC3B49013C9656AC3C9EA37C3C12DB153AABEE4EBC81A6B33B10699ABCE0BF753CCF26E13C4538DBBB6FBE48BCDC7EC0BCF5F195BC80733F3C90A219BD9954283D0575FDBC78A72A3C97388A3B53F5BD39DCDEC0BBDED20EBDA7F2943CCDAE2DBB66C4003CF91D6EBCB8D4BFBC2F8AB83BBAA50939503CCE3BB0EEA23B5B5DC4BC109662BA10A8A93CDFAF083D10710D3C748117BDEA1E573C299DC33B25C4663B40372FBBA0106FBCABD0AD3CD47289BCB8ED08BDFB75583C7CA8FABCF6CC973CC648B8BB4112AD3C60DD39BC46C055B817A0FCBB79EC31BDEB8B8EBCD9CAE23C60FEDBBCDDFB3CBCD0B613BC5D6BC838C286603B9DBF03BC8A38E2BCA118AF3B0981813B17D694BBB85E4F3C3B30E13C424F203A6FF5D23C4DB5213D690BDB3B1EA04EBB4186DA3C7D6406BCF302723C2B1005BDBDB347BC17A4BBBCEF0CADBCAFCB0B3DA1FFB03CE3D5ECBB34C6893C6B3D863DD41A8E3CDB320E3CB48FBBBBF4B1D53C898BE13A1879DABCED0622BB17A6ABBBD2BE3CBB4FAC833914FB1DBDB20783BCAF1BBCBCDCC9C33C2961A23CD07DB5BB0531EC3C5BF44ABD61E9D9BCB0D72F3CCB966DBC0C125DBD5B79383C8AE3F53C72662DBC06BD50BC6BC5FC3C347F843C37841ABC92A7393D25A6F93AF2DE9A3B184C8ABC11DD07BCEEFC93BCC9DFC03B3D193ABC8BA60DBD2C758B3B9482923CF9992EBCA7E5383B955CDE3CE552C73BA0D72ABB58F3DEBCB045623B71B390BBC5291BBBC96F123D12F90BBC5EB1DF3B3BA4D23BF6A920BD1D7C66BCBC74F93A86FFE0BB4EC4D63C688D87BB90DF26BD9B79343BC987A6BC26B4F5BC29231B3D2D768FBC990743BC4FBD583C86B7163B2113E3BCBF408C39C17A1ABD25CD88BCA95EF0BCC25825BB726B063D596706BC8BD2A1BC8480ACBCA4392CBA828599BCEC5DFA3BC50587BC1B6CB9BC33A0D4B9297A673B138D053D94EE22BC95F8493C57FA5D3C312320BC010B31BB025DC53BB2D18EBC2CD8DC3C37CAE03B0B054CBC26B90ABDB2A0753B1C27E03C033F0BBD42AF65BC1DBAD8BB849C263D40904B3CA230D23C509236BCB0CC90BC208E30BD222788BCE1974ABBADCC1BBC78D62D3DD981283C3ABC9A3C0E20A1BBFE72D13CE2F7053CCEBD06BD40C9913C2DA92ABA80EC0CBD2264BCBCB46B09BDF41DF53B59FC9EBC1B973A3C42D0F9BB43FE7E3CD6E8A63C52BB81BC0152EBBB19410C3C871CF0BCB8635DBD1575933C5BCB96BC0FD9773C151BA03B0AF723BDE2FDB93C13323DBBB3824D3B65649E3CE2C0EABB957635BCAF39E83C861CFFBC9DB4FE3CB7E79ABC0F02F33C174D80BAF513093D4467183D03C479BC83AFFABB14AD79BC21E4E13BB54F703B3D9D3D3C13BA79BC1697143D1B4CC5BB612169BC86EDADBC4B8721BC9D4DFDBB46C2B73C86D731BCD2B9943A2B2569BC931568BC5B3800BCD84FEB3C910F133DEB4354BCC7868D3CC77995BB324FB13C3942F6BCCA43C83C1E7EBF3C344C273DBC42C2BABEEE40BC5EBFFABB74D04E3B2B5BCFBC3313A5BCD9804ABBDD804CBC9BC7663CE98A9FBBEBD5C63BC5B8753CD9955DBC9B78BFBCCECCFE3954F8CFBC2D5D0D3DFDC92A3CC534003B135B6CB98B53FB3A9BC8B93CAB8F413DCF52883CB9DEC33B7BE744BCC505B23BC3C4A3BC2F1D893CC0FDB53B0409B43C726DFC3B4677E8BCCAA30BBC4632C5BC20F04B3CC8EB06BB852011BDF41522BCB48DFB3AD8240BBD5E85D4BBE5EB48BCC2CB6A3CD0BF92BCB45B7A3B5FFB92B9CB466B3C03A80ABDF2BA42BC883694BC9EE7A53CA514003C3ED07A3C1EDEA5BB0101A7BC474606BC899D2CBCEEDCA13BA4D3AB3C4039CABA67F10DBC7ED0C03C0A948E3BBCC5F7B7D7A29EBC08B617BDCF1857BBD4301BBDEB2D76BCDC63BE3B6D67883B3037EDBADFED0F3D94DAFD3962F8E5BCEAB2E1BC38ED36BCB64C023D056579BC78A1FB3C39B486BB091541BDBC656C3B",
      torch_tensor_32_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_8: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_3: "0x04000000D2D313BD803A0F3C0B67B33BA506BA3C4B0F2ABC11D802BC2F0C963A20EDC9BC139A86BB5240693C85C182B88DB22ABCCC67E83CF727B4BAB104013CDA170FBDA6DA263C0D9C1DBDE1A63C3D679E54BC108CB0BBD8AF873B48DE94BCA57CE93C506E073DEFD806BC9F8CA13C5039BABC893516BCB9259E39BC38A43C4508793C131F34BC1C5458BC1BB1BB3C6018803CCF93FABB870D453959BCBABB8E9EF9BC15DF623B8AEC8EBAD30EF6BC4EA13D3BFEA3ADBC87E356BD4292633BA41B5DBC1F30203D5B5815BCE75CDFBC74069A3B1ED7963CB021BBBC92ABBD3CA6B0D5BB27C883BAD2CEFDBBE20F123D33DC2DBCB369E8BCFDAF16BD106D943C14B587BB338B463CC3EDF13A81BF4F3C84829FBBB4F113BB2468553BEF1E81BD3DEA763CE043243CBB71633C04444B3DE59E59BC5CCF33BC504393BCF424D8BB7BD1203C229233BC5CB2B73C29222F3BBC4AD5BC9B2F32BBE7A175BC7D8299BBBA21003DEDCC98BB5349C73CB7B4A43B0984DB3B2BFD3FBC7D377F3C5C9E8F3C7F74813C17CBBA3C411E753AC9918ABC7E01423C3592B63A10912B3C09B639BBE77A283BEDBA8B3C19201E3DCDDC86BC891DAE3CAAE533BCB09410BCF867F7BBCEF9B7BCD967AD3BA9719EBCA775A6BC0655A6BC3E51B03C1B22FC3B6162BF3CCB4FA93BF9A53B3C7C3FCEBCD93185BCE7E79E3B6005213B216C453C26C01C3C94B787BAF8A9DABB20470F3DF7733FBBE602BCBBF308403CA7E320BBC7458D3B410BF53BF626073C533DBD3CC95BE4BC5D20CB3C3D98D73CB98631BC699A86BC7BBE07BD92E1083DC2B0F23C56962CBCF36336BC023F223C69AAC23C35E8B3BCD2D8543CA9AECD3CBB6E123CD308C1BB436AF7BCB00D4DBC8FA1B7BBCF42F5BC5C0888BB7CA42A3CF7F21A3C09C8B7B8ACC700BC4B03DB3C1C34FDBCFB719CBC8F91653CD14E92BCD3850CBD703335BC347B22BC12A86C3C56A692BC958C92BCD8AECABC6BA598BCCFEB0ABC538EF53CF90270BC00DC623C64E84D3D59BC21BCD946453D466FA43C09A45E3C816BCDBB92F808BCEA01D1BBB75EF0BBB5DDBEBB55F6C83CCFF6113CAD67A33CBB8AE43A731BBF3CB094ABBC611F943CAD3C33BCD9E31BBD8AC8933B71AD003C0AD8833C8FA028BCCFF42E3D64763EBB2FFFD73A39D2CE3BE2AEA33C490C48BCC040E83B70E9B1BC658BBCBCEC74F2BCD56F4C3C54FFB1BC67835DBCD01474BCF2BC1E3C2989053B2D118C3C7004BCBB9257A23C3C95893C01FEF33CD963D83C9B3EAD3C0EE19F3C995EA53C776AC63CCB7F013DB38DEB3C052A76BB2EB09ABA6282983D54F5F03CEF46CFBB9BD8483C21F4E9BC42A1F03B8D2E853C5D4C09BCA69296BB6F08F13AC068F63912EA2A3B35A385BBD3F4B93C10FE713CABEEED3CFA870A3CE8590ABD7DB7F73CB789183C8565D5BB3B7C323C9BC215BD0124FCBAD40BD23C6F1383BC696A963B059A2B3B0E61D83C0BB1263DCD55BB3AA10AB9BC06CED33A553ACCBC23ED87BCCB05D83CD03F8DBC3E288ABBEAF5B8B97B0999BC25407D3C06C9933A9D0979BA9049D63BF836CFBBCEBAD4BAADF9C03BCD760A3D282613BDA490E6BBE6E0AF3C25903E3C4092C9BAA6DE723C0F8F163C66ADDB3C86063DBC2F24EBBC4E1DED3CEB1F9A3B9835A73C2519D73C5BE873BC9E865EBA1B08FEBB8E0115BB942F47BBFB3A393C0AAFA639CEC6F6BC46C050BCD8F5D6BBEBC3953CF8224FBC9EDCB7BC1BA9933C755384B901A13D3CBC8F693B1221C33C138809BD9ECF233C1DCC653C375265BB1465ECBCAD4B0EBD6A2337BCD22A213C24DF8FBB856428BC1B1022BDA02B943A3672AFBBB810DCBBF969BD3C19A1D239CC6178BC596CC9BCA54C253D39040A3CB9BF34BCADA0B03CA701733CC18F793D5CE26FBCD4B24B3B901500BC57C80F3C34AE4FBC1EAD9E3B17650CBD5446C73B1E4787BBE0F787BC6F47CCBBC1E0653C90C799BCA916DF3BDEE6463C437FFA3CDDEB73BCD29E9C3CEC3607BDF0FD0E3DCBAEF9BC425E5B3C794A12BC40B098BCFC26893C89D606BC4502A6BC500784391B8F3DBC8F6D0D3B387643BC05F4B0BC4439E5BB9002C63CFEBA39BDA2DFAF3ABCF0433B70C5363DCA45E3BC273127BDAC2AF83BF5E0C6BCE145E6BC18B7073CEF9C8F3CC7B50B3C1D1297BBD68EA53C1B5FB03C24AEC2BA967BAD3A1DD765BC2D26AC3B617CBB3C62DD2F3CC94386BCB6CCA1BCA6A69ABCDC1D613B2A355B3C92CC13BD3B43FDBB6CCF083DB73E16BC393BD939874192BC516897BCD357ADBB97555A3D99D8D6BC223B553C15C6513B6342753B1B58B6BC30DB083C5B95B2BCBB84D63C6CBAF038078904BD667C36BD521925BB93A8B93BC52AA23C8F96B0BB34ACD13B6ECFE43B0A6ECFB9F048503C1939C83B0426843C4A005C3B74E82C3BCD0DBF3B26CAACBB25D241BC0C8F8EBA42A9273C00196D3A6DCAAEBC2C7BFBBB7DC1A7BCDD844FBC33E2BE3B57F561BCE4FB873B96CF003C2AD6653D6B73EA3CC546CDBC9B88BC3C6244B6BCCE1BACBCC2D6853A281D213CF9CCCF3CD4A4983B0F831F3C3DEDE93CD1EE04BDB7464CBC7ABE8B3B39E0883C0BAC563CBE79DF3C724333BC660618BBC60F723C412F9ABB4079CA3B36468A3B19DEC1BC6BD50C3D5BE2563C4BCDBE3B5C26613C24612F3CB56BDBBC07DB1B3BD4883EBC66ADC9BC84C9903B2728A33B0C4C1A3DB8DE53BC6550903C321B19BD021B513C01697BBB813669BC583E38BDF0DDD2BC62C707BC75E49AB9A6EA75BC801A7C3C3E08DD3C85AF4DBC145B12BCC8460D3D742E00BD6FD7AB3B709952BBBB59CE382F395D3C8942823CC9D126BC7CC1C0BCD2BD35BC0CC7EABC6EFF073DD853563CBE76B9BA408A8D3C2AA007BCB23711BD77000DBD0603DF3C0469CCBC203B8D3A50F2293DD2B0AB3CFFD99E3CEB22993C67D6BEBBF8A253BB89B328BD4E6EC03C2A02003C2523DF3CBBB3503C24A0C43C94B1353B1A100E3DF3DEAC3CF4F1CE3B00268F3B6534003DF23FA3BCB71DD3BCD65798BCECA854BBA540723CEED8C9BB0A0D8D3CF04621BBD59A1F3AAF3C083CBD6F22BC1011B2BCAFA880BB86A5553CAA05783C5D3326BD48290BBD749C34BD264A5BBCBE30AEBB89A35C3C13DC92BB6FF9F43C2D16BF3B0006B43C790151BB2533263C456B83BBC668A83CDBB5D5BCCA5FED3C4BB014BD38712D3C783CB7BCA088A63B357CC23C41245A3C24F34BBC379D60BCF753FA3CB4B291BC5489DC3B46E81DBBB0328D3B5423793B78FB0D3AB3823ABC57ED9C3CFE1D4A3C47D5883C2224FB3B175F17BC66DE27BDACE9193DE76B013C5B22AD3C1905B13C8A2D5C3C6C8CD3BCF01E4D3C1095C33BFDF62B3DC2BD08BDADAB41BC50669FBB3E0A6EBC1787423CB2A1DC3C1CF662BC6B71BF3CC934C33C13AAB4BC70F2E13BCCA27A3C1F1190BC1D5FBFBB38366C3C222EB03AC20016BD5966E3BB867C20BC9CD6E63BBE19E5BC7044813B3CF649BC8125C13C1880E7BCD3219CBCC6B1D13BA2DACCBCDC146CBC96D2113BB917953C0D95B7BCC1F24E3C7CF0D8BBEC2A593B661FACBCFE67213C774AC53CA8FB09BB388C12BDD30AA2BB15AD10BD4A47D0BCC772ED39EEB9023C09C8DFBCFBFC33BC27B474BC37FA73BB62B4D8BC053511BC6926B6BC36DB82BB30EAC33A99ABCD3C1BABC73AE02B34BD2F70E33BB95E2F3CF4E5AE3C74B6AABBB6229D3B2BE17CBBD33FF23C57E52D3C14323E3D4BB344BCED692FBC794E253C2A25F13BDC4D54BC38D037BDC5BADCBB845A9EBBC9309E3C80729D3C47430CBDC9DA9CBC6014293BD4D6CFBC54AC9DBC1D334B3BF24A5E3A377A97BCE4B6123C375F82BB6EF3C4BC3201AABCAF21EB3CC6E4E4BB1B820ABCE7E6EBBC78D765BD57B5843C4036473D9DF22C3D8C45043C8F3E263CE7D44CBBA7AECB3BEE3CEB3AADFAB83C865892BC85FB05BD1C87AE3BBD3905BC8C3778BC8EB1323C2605F4BB146E7B3CA45A66BB20F861BAB28D22BB47B6693C7784BE3C6BEA713CCE59703C6A55D33C9DB860BB53E0303B48D70CBDB5009F3CF33ADDBC6D1823BCE292883C30FAC33C7C17AA3C44FD943B9C35F3BCF214923CA295303C500C5BBC5467E23BCB42BF3CD656A63C8579B63C66F0053D47378ABC45558DBCB596CABB40FC12BB0F6DB4BC095DB83C82C6C2BBCAC2233C128CC53C72265DBD4BCFCA3A52199FBBA80322BDFEB49F3B04AC813BCB2A363B5987ABBB6F5F02BD4F2A803CDD24403CD5989A3CD795023C2218053D52CF203DC7999ABBDCDEFE3ABE439EBC58E430BCD0D3EF3C7930743C90CC10BDDB90D53CC2E845BB735098BC8552403C9CB150BC70E76ABCC78F89BC2A282D3C8DFD283C8E58BC3C8AB8DBBC1D32123D5999D23C5939BC3C14090EBDDC33D43B4E16A3BB68E80B3B20D39FBB962692BA154C043D0A6D623C5687863C1240B0BC42CC2ABDD276E1BC820E92BC7DBC0FBAADC7973B2D9DBE3C73CBC33C8B133D3C6934173D200096BC5291043D698CE3BC0961AE3B34A6913C824F033CA23D33BCDB29CDBC4418823C76A00EBCBB4A28BCF52A4C3D0472A13C1BA85F3B4FA0E7BC5226C2BB3552FABB56D28F3AB3A85DBC9A42953C7B4B993B6746543C4603923C60D1863C72B2773CC2172FBDB445B53C81C76C3C02835A3CEB60A93BDC72D2B9F50DCABC510B06BDAE5EDEB9354FECBC098EFD3B412DB83C079FADBC19F96CBCD95D8D3C00ED1CBB15300BBD84DA00BDB832CF3CEF71253CDB24CDBC0404563C86ECEBBB97EF28BCE040ED3C0EE8F63C4F9F8D3CF3C242BC80E129BCA0CC8BBC6BF4033C35CE37BCB4C4783CB894D3BCE9F6B6BBE5FC6EBC6F49D539459DBABC27618D3CF479973C04A0A63B58D2743C27B8F63B1780AD3C419A78BCFD5DC13C4F5B683C6F6BABBBFD9F4EBB556C973CC226F53B00A580BB2659D73C322B163D995F81BC7E73AFBCC758F8BC94515CBC93AA943CA96E9FBC2E9E7EBA0972CBBB3309513CE70FF03B504F79BC5D4ADABC6AEC22BDCD5919BD732C6B3C0B6F6EBD375BB23C454209BDA0B512BC695DEC3A61014FBC69040CBC9297B4BBA6E6D3BB20C2FEBC504C443AFCA8DDBC507CA2BBDA32903CE960563C805907BCF7E2F3BC342D4E3CA54B383CB41B3FBBDDE5903C23F0FC3BDEB1373C6D2AC43A742060BC2ED9AFBBA62364BCC3B6FE3BC65A7CBB4283B5BB17C73ABBA12E27BC0F8ADD39671F4C3C7206743B10CD323C2B2590BC792AEBBBBD767ABA2EA999BC3B0A58BB4AEA403CCAD1F7BCCBEDEDBBE5EA8FBC806FD23CE01AEFBB0A50763C0F934FBC469881BC6D353F3BBC2F003D93092F3C02AF183CF7FE093A203A70BCBC2A033DD63E16BD473EB139D60A86BCA026F43CED698EBCFBC043BC251788BC9B41ABBC0AEE1FBC6A35373BD2862B3CD2A2313C3755E5BCAFB00FBC787FAC3C342D233C46C395BCDC972E3D462D20BD7E4D523C430F82BCCE4221B9B03779BB38F342BCBBADFF3A2DEBBCBC670BCBBC2B39D53B56718BBB4513753C3E24753DB8E2B1BCDF4989BBFED08ABC66C57ABC762C1EBD2A8AD43CDD567A3CC69F5A3A2FA7CF3C32F4C3BB4B35E4BC2104433C4907FCBCE82B18BC36511E3D50A4793CAB39883B1C5CFCBBDD0158BC8B0B7D3B5BC858BD6BEED13C348998BCE41D643A0EF5F73C261ADBBBBC3EA63BBEE0F1BB5639973C0C251D3D7D044DBCF8F6DCBCD216983ABDD9E33C1877FCBB2081283CA5857BBC3279853C092F973CCC69F3BCE9EBB23BB07D21BD9D8B88BC348AE0BC",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_2: "0x040000009C2FCD3AD1238F3B9136113DFC18CDBC1DA985BBF89B9BBD3262C33CD012DD3A9E267EBCD161023D2B1699BC61E263BC08D405BDD01223BDB47C47BC6EAC77BC50E8EA3C06059EBBA9A8743CB6D0093D46AC1FBD41AEC7BB15C2613B130C783B0B0DD2BC2310733C29D4B43CFF9299BCC08CD83A520D8C3C929327BDE7309BBB80C2D1BC77792D3C4B580CBCC4BD5DBCC2F16ABBF76E0A3B89A435BCA0D6403BC1F04F3AFBF751BB0FE75EBCFF0895BBA0F5F4BC2FC4933BF073193C97A41EBB69A3F5BB4765DC3A952E1239399AC7BBD080973C7347CE3C4206363CD3081F3CFB3A5FBB6525253B611A943C21C619BBD046FCBB1CA5E63C6247A8BC440CD93C66B8AFBBC77394BCAA64F1BC6C23D3BC272C0D3D8386883CA006AA3C30DB73BCCBD6A9BB4077A23C8ACDD6BCF8E5A4BBD4C2333CDBD496BC543D903B7C82C0BC629A193CBCE7A43BF896FC3A2A11D3BC3A9412BDED2242BCE69A19BCF0E19B3CC6F0123B304CA13CDB3204BD713582BC2503A73C22D6503CE0DBE1BC6B6AD3BCCB0CABBCE6710EBDE78F973CFD7C14BC803D49BA1A47823CBDE6A7BCA5A23A3C14030EBD75924C3BBBA3B2BC6C2454BB563910BDF540613BBE8EE9BC179D1C3AE945BC3B2E79D63ADE329C3A43B28ABB1C67E5BC181918BC4A45F1BB6302EDBC605DB33A588A03BAD56A323C2289833CB9CD46BB2690C53C76668CBC3814193CB81F483B8E6A6BBCE4868C3C2335993C7E48E23CDBCF983CFB5443BCA1C71A3CAB7D063D991D7C3C98CE8239BEC0923C38D2593CF87EEB3C72B2A6BC4F0A103D56E0993A8F8D5A3BA0E69BBA7E53EABC15D5DBBB294970BC3768FFBC951098BC3D14483BDE6784BB24840ABC5B82DB39F080843C3DD39CBCC9951DBBBE5821BD8A11043CEC9489BCDDF393BC1DB84DBB2E6BBEBBD8EAE83C6242903A1714D03C06C906BBD2CB9F3A30883F3C7F53923A463C1C3CD5976EBBB73FBD3B4523C63C8DF586BC4D39A8BC5719153C9E6BFBBBB05D053CE1C433BD465A44BC856D36BC54A9093B99C9DE3B45D8263CB78691BC5E3C87BC74C4433BF3A5323C2557B8BC18E6A0BCF7221ABC92CBE9BC6F50B5BC294804BD25D8513CA0D8933C806219BCE4FE66BC39309E3CB0CAEE3AACFFCDBC2428823B1261EA3B93A0AF3C50815F3C0A0654BC602D95BBC0AD21BCE94399B9989073BBCAAF063DAECCA53B1DAB6D3B1DA1303B35D1B23AA5BBB8B9342D87BC9DE9473C873680BA5299FDBC19919539E6A9D63C0062183C527AB63C1DA4AA3A52F8A6BC0905A3BCE2559B3B4B74283C6CB492BBFA2600BD1DE1673BEBE8EBBC562A0EBC4718DD3C441E29BCBBA3C0BCC4DCDCBCD4D1223B308C583B24502FBC45682B3D4B7C0F3C52C92EBCDCCFB73C3279AC3C4DB3433C8FC729BCB92DC3BC37E98C3C1B5044BC86BE163D9057013CCEAFBE3C4ACF623C79A237BD212EC83A54C0643CC56AF53CF826753C97C5F8BBD552103C2989233DB95E983C6A34683CD985C8BC30E4B63BB5DCF7BCB0D30B3C7F4499BCF22133BAE581A83CF4DBF83BC04B45BB3431F8BC3B5F0BBC88DF8EBC660D153D0D87903BC1DAF63BA0D116BCA95726B9B4B2023CA9593DBD6D77B93A094D81BC7475093CCABE6ABCDDBA7ABB1B468BBB19A4CC3CBA1418BC30F9B43A543F213C3904523B82AC1DBCB2780BBD6BC1FDBCA578AE3CFBB101BC86D96BBB792A95BC9A2392BC747903BD528E0B3CC9A1CFBC708C093B406E1EBCC08D59BC99D2D8BB39C74CBD3552613C96AA023C4ABE33BCB9CE38BDA1FC793C4233DBBC2E709A3A7E2373BC67F04BBC0212F7BBB7A7133D725649BBEDEC483C6262D23CB587C33CCAF828BAD2B36A3A4A3D52BCA4982B3CDE20CB3C0006EFBC7C041C3C4EDD863CE513F43C87A5043973FDFEBC5465DFBC59F47EBCF37CD53C62FA06BD5319AC3CEBA990BC56AE003D3E4363B99B73463CEC597E3A9D3C87B9A7A8E7B9E6344439D33C163C8E0FA3BCFD3F33BB003F603C329A18BD86E1103C43C1F5BC47F02F3D47E9BCBB926BD43B5C6D1F3B444542BBA67CAB3CFDDC30BC1FF89BBCC4B815BD26C8F1BBFBE789BC8FAD81BC76330B3C8A36E23BAF52AEBC09D2413D183695BCD04F86BCD9ED6D3C5BECC53B841236BCC77D2C3B06D50F3B92C21E3D5EF1443CDDC108BD83AEF1BC2BB359BC5ED2AEBB29B4A33C804E1FBC80F28A3BF3D1F63B8DFDB43CF79683BC45E4553BD5D5FB3C936EF63C88C11C3C16E1023D5D8F6A3B582BE93C52278DBC773851BB89A82DBCF4EEDA3BA7C285BC754BBB3C0A82393CDBDE1FBB7801C1BCC4F30DBCD23354BC0137473C4B9A913ADEF4273C2F574CBC29F30ABCE97740BB5C51C6BACE22B9BC6CDAD0BB046C953C2E15543C737FEFBBBD04FABC1241183C8035413DF994B33CCFDCC23CD234803C108B483CF36E65BCEBF803BAF9D3ECBC9C846C3CEF05E6BC80A33B3C5BFF8C3CC1E1F4BCA40B38BC1FBF1A3DA0CBC7BC7FB7003C1CFF3BBDE3AB213CF7B18CBC6D34303DC50AB43CC9959DBB98885DBB2E3B393D6941B1BC493521BD9C7539BD42C855BD8D60C9BBD086A2BCCAAE99BBF760223C0A16E2BCE49995BBAD9EA13C6DB4B1BCA77B91BC0FE5523D9E312FBC961D233BF05D9ABCBB9BCFBC4B3E5C3BCA38AA3CD9F4C03B32CF373CD3159BBCB216933BF8E6A43C19D0303D381551BC2168BD3B7D02DCBCC1C0433C57800BBC5C795EBC125BC03C4E9EE93C95749E3CEE8EE4BC976BA0BB77F70C3DAA3AFCBC229AE6BBD52261BC47BE13BCBE212ABD20FA47BC443FCDBBE66E2E3D27DBA53B867D2CBB67B0643CD4A692BC4048E5BBD79CE43BD0BF3CBCE28C05BD4615FE3B9912B43C7B49103C2EDA043DCE5A333DA39E1FBC29ACCF3C97659F3B987D273C29B9343CC1BDD83CBCA74E3CD281063BEFC83EBCD81D393BB0CF743C49B4403B4A3EC8BCA6656DBB2042EEBBF90EE53C7635173A337553BCBB8E773C795EE3BCC95A243DECE38F3C26C7CABC30D40B3CDE032CBC0717BA3BEDA9133C35F9E6BB41F8A7BC3E22C6BC3B2BDB3B30A4953C1766F33C53F3B2BC176A403C045E833B649708BD7E9CC53BFC0CB1BCC703283D1C53AD3C6197E63B211445BC00847E3C6B1934BC97898CB95E94D9BAA35B1C3C21B7AD3CAC68E6BA6B47543C3EF96ABB59E7353C3D85023C5BB8DB3A723C90BC52A7CB3A0B9BE1BB1448E7BB131FEFBCCEF1373CE055BCBCC1190B3B5BE3253C4A23FCBC41F6293DBA3590BCF64887BC471F0C3C15C8C33C20A01BBD1CA57DBC06389B3C50EB543CFB1F9D3C7816D8BC9FCD09BDF0996DBD5EA36BBCBE71023CA77DB6BC20CE0F3DE23763BC70C759BC2BBDF9BB5DC7043DA22330BAF04C53BC7960C7BB78ACADBCC9D229BC7534B7BCA19A9DBCAAACACBB17214A3C5AB81A3BA6AB9EBC46EDBC3CD0A129BDB31FD93BC973A43C3E65D4BB5A5D9DBCD8EF543C10D4C3BBFB6C21BC03A36EBC7056EE3AE4BE193BE0672DBCEAC2A2BC2B46EC3CA20C4CBC5E2C0EBD3468C2BCB499863CDC0C86BCA0933B3C9B2867BC6B8F80BB907A9C3CAA2E61BC867D07BDDE525CBC03AC003C6CE7E43C295541BA2DBF99BBDAAA8CBB98C308BC8AECB13A10ACBE3C238C023D1B5880BCD2C604BD3B46FC3B970E583C2247183DEA0FC2BBB01E61BC22E84EBC9FF30FBC443A473B4993ABBC22C826BC174EB43CBBA5B63BCB1D3FBCD582B3BC4B34D2BB928E873B0500E4BB7CF6DC3CDB01763B5CAB923CD85DB63B50F7BC3CF38E6C3B06B8F33CEFEA803BAABA3B3D41207A3BB03D7F3B40509E3CD8AAC5BBDFED0ABD0D3B353C2A630ABB2478E33B578C243A14BF91BAF5FE1BBDE400DF3C402A14BD62E4BDBCBFDA923C4E8AA33C0523463CDF8C183BFE48C83C789CA4BB93A4AEBC0107CC3CD0CB133C44413D3C57E19B3A79A7FDBAF878623D9BF5BEBC2BBC1939B06C433BF9C4AEBB15D721BDEB38AE3C6F12B53C3391143BD841DD3CB9A6C6BCF95FF5BCF5CED6393976A6BC2B1498BC7740C23C5B9C9E3B77ADFBBBF67A9BBC2221BB3CB1DA213BDB1F3BBC9E42BCBC78CFBB3C5A8D0BBCD250AABC570EE5BC558EEBBC6D0D223C538C71BBD8CA463C3D9F183DF8DE943C2AA3C13C08C1983C03F0EA3BF329F1BBD3AEF6BCFDDCCE3C624478BCAF850EBD899BB0BA9745283C813BFABB600C4B3CFDD6D03C754B7BBCB952EEBCAB13FD3C7E333C3CE4C18F3C215EECBB76370F3C914596BCEA1A3D3C7BF3C63C9CB770BC05736A3C555ACC3B8BA3AF3B79D1CB3CC26B17BBD091A03C4773EBBB614536BBF963093CC6CFECBCAAA4D73C6913B5BC02DB183DF2F85A3B444E2C3C30DD03BDC0E4103C8D5C9D3B57CCAC3B554ED33C0FE68DBC545C83BCFDDAF13CA2BF36BDED6DC9BB252DFFBCD900FEBB775412BDA6F7773C773C07BCBFA08F3C717513BCD7F0203B92D6CEBC5275B73C4A8BDCBC3EBAF4B9169501BB65C598BCF2A881BBF8E8F83AA941993C778A063D213FADBB0380F73B90A6793BC14A3BBAE9DD8A3C5394B2BB66D7423D2F8A9B3C895F1EBB10ADB6BC01E115BB6276E73CD41E0F3C7C08073BEAD681BBC13A3DBA6F43ECBB4B65A43C8FA2F7BC6641C7BCD29AA5BC9DE6CB3C0E4178BCACF04F3B2A1D54BCB2F8443C164BA0BC20E781BB2A9381BCB9C32EBC305386BBF77C84BC1DD8D63B92AE603CE7E5D5BC6FDC63BD39E6A8BB438A143C37D3093C943FBD3B02262A3D1CE4133A558FA2BC4A39763CB5FD10BD9CE4BB3C280A99BC0018823B43DBF9BADB57223D680222BC3B34CFBC4C8B6CBCAD312D3BA762563B2B5C883B59E1EEBA65C2083C2FF5373CF6981E3AD25743BCC1ABE6BCDCE64EBC26F591BC0A39C53CDC2C853CE8A822BCA70EB6BB9B85C4BB1DF5A73CFDC775BBA9738E3BEE47BF3A1B8AE2BB53246DBC4600853B5DD4E83B1E69D6BCC019513CF223B8BC4F1A0FBD12CE2B3D4447CC3BB73B90BB12539A3B76D208BD4EF703BD836EEEBB857F363D9BBF2EBDBD6ABABC09FBF4BC1B4508BC70BBBEBB8A5602BCBC32F73823D2A03C529CDB3CE2A92C3B144F3CBC609FC53962A077BB9D57923C2A6E00BC7D70EDBCDF82903C109711BDA05AA3BCE6B0163B43CFEE3C0406BBBCEE77F1BC5C8C263CC6F8DCBC25C08A3C6539CF3B411FEEBB22564F3CA5001D3CB08DBE3CB760B83BED9980BC01A4113C944B86BC77728ABCB21E28BD130EF3BB27EF9B3C79E5B7BC6FDA28BCF61D11BCD9708DBB8157E9BC1D78743CE50F8E3C7DFF9ABCA131ABBC3D10423C2D4C893CA09EE33BA2B4E23C803AA93C0C5604BDC7DA47BB6B7528BC12E822BD602203BC6EFB8B3B5EFA37BBAF2DE1BC6D5682BC0FBE0FBD96521ABD3D473A3C548752BBE9E4DF3BBC5AECBB7FD10EBC90F026BCFC3895BC4A2144BA8AE8BF3B7C0CB4BC6A9CCDBCD55151BC4295653DB671163CDE6E9ABCE68F933CFC68723C715E85BBE799A33CDBFAD13B3B268DBCAFFFBCBC0CACDA3A0926613CC53CAD3BE67536BB0BCE99BCC3AA8ABA4BA1013D9C60D93BA2CBB1BC544C753C2B62133D004A01BC7ACB06BCCE2F5FBB26988EBC0ED1B03A152969BCB6DB2C3D233280BCD4DB04BD0EE13EBC823A843C59A1053C7B2EC2BA60A968BB29B2283CA09D6B3A663C0B3C6A6C57BBE512303BD079D33C11E89FBC850CDCBBE091453CD8CE093D7EC7693C0C6D653A5D3BE23B4A8A7B3C445C0E3C6B2B103D583997BBA692C73BC233963BC4503ABDCA6DC239406DC03CC0D0C63CAAFB493C2C13FABC29AC7CBB",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_1: "0x04000000EBBE9EBCBD8ECE3C0B8562BCBD78A33B323CB6BC22EDB8BB763F043B6280FDBAA11B593C66C0FE3BA46449BDF200D93C1D8119BC84BCB7BC7EE63E3CBB7CC93A828C1BBBB51EC33B1FCE0D3BB9A45D3C5328EA3C8FEB13BC7076C8BB5FF8083CF4B90C3CB2BE9EBC3716323DC7F3E3BC05F2D13C41D735BC211733BBAF1C5EBC17A818BD289122BA83427EBC9549E4BCE0483E3DF357DEBCB847483A1F1189BCF0E3A23B8C5221BCD74F3A3D2CCBE33A8FAF0B3DF295803CD343FD3B807AB8BCEE3D1CBBAA8A7EBB1852B53A0F4951BC750F83BCDADD91BB84E9003DC9C346BA82D8113CA7C1BF3CB3CED13CBC82A6BC1969663D6EBAC63BD77FBDBCC2B887BAA6E0923BFEB1F73BE0BD2CBB5E7B6DBCB2681F3C1768D73AA401E7BBA2BBE4BCFEE5E8BC60708EBC7EEFE93CE6DDF83BE252D63C587DF13B93CF3139A0E89E3CB887EEBC04A328BD8B0606BD17E5733AC578BBBC2107ABBA773DD03CCA5051BBD686A73C2A064D3CC587E4BCF2F795BCDCC5DD3BD66B8F3C245B0BBC073E2D3B3D99313C85B9A83BA5D6E6BB90DCF9BCDBA3333BECF294BCD3AD3C3C022251BD1F028EBCC7A352BC0BA202BD91DA8ABC72BF0CBDC9F0983CEF91303A7D9D583B1FAA13BCD5670B3D7809E8BBD21D31BB80C6E8BCD7A1ECBCC0E79EBDB8EE31BD0058AFBB4A25D4BC2D8D88BA4555893CF47B9ABA753D60BC50A197BBAEC6BD3BAF3D07BC445ECD3BA579DA3BCA7FE7BCB5C850BCA5F357BCE3C8163D549EF8BBE2012F3CB21BF6BC454BF43C86DE91BCDD48413C794ECB3CCB74C93B0C0763BC8A75BC3C8093983BAD0E053CDCFDEBBB553F9DBACE06663B95D675BC81161FBD1BB0F13BB700CB3B87FE9CBC9EE6C33C00D8DB3C2B3E073C248C83BCFB6343BC70A6B9BCFB044E3C137D9D3BDB5E043C1E94AF3CD386383A447CDE3BB51CDC3C2C4DF2BBE60CD93CFD14EA3CF88D2BBC3EE73A3C74CDF13A3CD0CDBBACAAA23CAAE35A3C324E7A3B296022BCFEE4E3BC6F51723C0A6E9F3CC2CB47BC5D36EEBBEF75653B1F270FBD4FDD583A0A4DE93A3BC4213D53D6893C7416083C6CEA22BCFE15EF3BD6CD9EBC8FE49BBC142D1A3B7B2C523CAF717EBC93393EBC3092A63C6820133DCBBB103D9542373CE7D4ED3A0241163D073CDC3BEA21B7BC43C1FAB9048E0A3DB1DD92B72E40E83B2CA7D63C78D8923CC197FC3BE7AAD3BC2FE0823BEBB67DBCBE341BBDC69FB13CB099023C7D4A25BA2932153CC214053D6FF9033D1CDBA9BC92E3A33C09929DBA1D1293BC1668B03C63296FBB6B345DBDBC6F263CE4EFB73CFC78043D3E1FAD3C3FB39B3CB266EDBBAC37793C0BCAACBCA29AFEBC181E92BCD485313CC5D96F3C149DAC3C03A3953CAEDA86BC1E08DBBC048ED3BB30D07E3C2B03FA3CB85995BB9C3237BCCFC58DBC6B3501BDBAC60E3D18412BBCD6F10B3CD71308BCBCFA83BB7C52183CE2159E386DC836BCB9B61C3D12FD7A3BB24AC43A73D8B23C502F56BC00A13CBB6C3759BAAF50EA3CBD6C14BCF55894BC95DD97BC970EBFBC54E9E03BFD8E953C6B52CEBC61B409BB7E80D8BC38F236BCC63A83BC954AF6BCFDAE313C5FFF93BCDD97A7B99583BE3C5B6AE4BC1D9C053DAB4993BC4FD846BC186FD43C1C47973C827817BDD621163DC7DF293C6F5D20BCD7A4913C9542B23C0EFFD03A823403BD16E4283B33E4B1BCA0A2F4BA339B99BC8D2B873C49B037BDC0780FBD42CF0FBD42352FBCC016DEBC54E2023CA5712BBD7C9807BC39229A3CB45BBB3BFD51A93B66288FBC97844BBB0E2B863BE3A9753C39168E3C265E103DC70043BC367B18BCCCD972BC5931F3BBB3BEE838AEF9973C1EE74D3BB4F3063C6D53A7BA6961263B206323BD16F294BB9244053DE4D314BC0AD7B33B73DCF9BBA4F78B3CF4769DBCAA55643C8BC187BB94B02FBC929BB53B801DB2BC9E4FD4BC05AC223A35A289BBD71C2C3B64E54F3CDBCC83BA3E8C03BD43A08ABC23379EBC1541F73CCA4C6A3C5057D0BBE583C9BB598C383CAA1E07BB328FD2BA231CF3BCD4E71B3A16629CBC0D9F85BDCB0F973C1EB1CC3CEB15863C15C58BBAE9C0FE3AC2682F3C8BE9C33A833BFCBCE4BDD73CB5A4DBBAD2A6F53B4EA9FF3C93D9CCBA3E403EBC54F83BBC99FD15BDD0BBB63C76D1813A1E4B50BB5CD34DBCABE299BC19D17C3C7E4F4439324110BCF7EDF03B7BD65F3C3DE7B6BBFD64983B3864CC3AA2880DBDB6019E3C05A3303C36E5233C2A441FBABD0344B9E42E60BB67C7F6BCC2D8FDBCD6849DBCE05F533D6BFEE7BBC4D3223C5BB19FBCC4E511BB0226403C302679BCE14D073DEA4A52BD20E799BC1C49D1BC8C5114BD16F9243C12A9823C53BF39BC0560813C443704BCF216BD3BBBF365BC0B7327BDB346E43CE8D5A33C931033BC9C90893C3219F4BC467742BCD4D184BDB2D514BC73A4AFBB2A91B13B107BE5BC3F0E8DBCE796053B5B82A53C91831FBC17B8C1BC6C59633C3CA2743B8CA3DDBB2F5C143D35C8BC3CEF862A3C0BAD613C174AFBBBBA65013C224FD0BC2FB5943C7588CF3C7FF9003CCA8916390BAF44BB67A68C3C07D29D3B7DCCE9BBDE3A523B8E95973C9364FABC2D86A53C58134ABB595320BC877020BB2E0ACA3B37F54CBB17C5BA3CB7F92E3D509ED73C17F785BB206641BCFDA2163C9BC3443A8F2019BC2766BEBCC644D0BC875FF53B94E31EBC5930043C667D96BBB4F2003D3401233CABB7B63CA76E8E3988BC903BB7AB953CADE6853C0D2C4738B78097BCE672063DD06B5EBB692CC9BC1787403C822DFD3C85B5083CDB8C9D3B3B6A463C2071A63C5278023DA0129F3CEB0AFB3CD972AEBA2E4989BCCA39133DAE15AB3CD447BC3BFD44D6BC616DBDBB81D3BBBAB95CDABCF0316D3C463D003CC3EBF9BA49958BBCFB31243C99DF473B547621BBA6B6B63B3BEA96BCA200313C53A533BA6B86E63A1893C2BB196199BCF3CA34BC18501C3CCA3465BC9597F1BB855A073DFF5C923C567D08BC2D66C4BA87462D3C89D182BC4DB49EBBB5EE42BCA62B5E3CC112433D606295BBFC583D3DE93AFABBE04D973B98C856BCC106DF3C5CA5473C398236BD375EF2BBE1ADAC3C52A94E3B8EC665BDF8411DBCDFDB82BCB03243BB972A0F3B941D16BD295AB13C5211A4BBF8D45CBC5D05F4BBD8264EBC573E33B8007EFBB98097C9BC80B30CBBED42133D25172ABC81E84CBC207B8BBC5C681F3D0DC1173C09A420BCF926003DB73C1BB9414424BC846BB23C8696D53C22F33E3C4C0C86BCA451E73C9DBAAB3C2B43B13C09638DBCDD7A87BCD1871C3C3BC43CBCB374773C34AF4A3B22EFBABC3D0E79BC5230833C65A051BABB6341BC42976EBC50BFBCBB27BAFCBC77F2F33C27C903BD3B46853BB45ECDBA48848A39E0030BBD788CCBBBF2AAD9BCF72AECB9531604BDC334693C8DE0B63CA45C35BC5E1B813C0269C0BBD6F59DBB6DD3B63B427F2A3D278E78BB9D80B93CD93E083D0D784BBD0554403A80B3F23BD4A5EFBBAF7E7DBB0C1D4E3C7C35D9BCB0C183BBEECE243CDA37903C0E231D3D160394BC80AF12BDF6D904BD6560133D885F00BC40AD8D3A73BC833C8E91C23C5C9A85BCA91E9EBC663779BCB7D2DC3BAEADE53CB78C5BBC0F35503B8183CD3C39F6CBBB9F9182BB4942FE3A3E0FBF3C98F7703BB0DBBD3A90F411BB79BA3EBC9250B33C37B51B3C874BC33CBBEDAF3CDC86BE3BFD4C03BD0B22013D00AB93BC9CD52DBA8CE820BC2935A53C6B3A17BD07216ABC49A39E3C5928BE3CCF74023BB3CDD23C035814BC2E2DB8BBCB6538BBC459A63CF2F5A9BC0636B9BC8DFC44BA1C6690BB6509C5BB8CA4A3BC60D6023C814ABCBA42B38D3B7EEB893BB08AE2BC1C6BBB3C618939B9DDED3C3D3537363C85D1D2BCC50A24BDF3C6B63C53AB3C3D842808BD0F1AD7BB2F4AA13C2B5E1BBD1C55D6BC12D90239E63BBEBC0BB41E3DDB6F743B9742373D54EF54BAC729763C0B59AF3C74F9F7BC9F1E9D3C19F687BC607AACBCCCC2033DB08286BC876F12BC0274AC3C6936CCBCCF41E4BC82A76EBB446D3BBC60338EBC4CCBE8BAE909BF3C9DA61FBD05F5B73BD72131BC7D87EABCCD44BA3C7BD533B98FD9E6BC8A46D73C9CA2613C991A19BC6F36FCBCD5D6C3BC06DEB1BB56B02F3B63DE7CBC0E82D33C5EE1213D1CDFCCBC64181C3D6EEB173C678237BD267F0CBD14FA37BD474080BCE178CD3C665D7C3CBD1EF0BCC3AF0FBAD82B5C3CCCC751BC98FE573C896D833BB8D33CBCA9883EBB0F4981BA891EB43BABE8AE3C0EF8D0BBBD77C9BBBD5B863C87B8C3BCE4CB04BD042DA1BCFED105BCD7720EBC67450B3DD5BAD9BB1D964CBD814BED3AA982CEBA4FFD803B9C8C82BB1DFD5EBC94C5BDBBD9E90D3AE6CCF7BCC552593AE17E103DF823533A0BAF3F3C41C72639C20428BC943E343CE7DF99BCFE97EEBC68CB08BD63C6723C46DC9E3B0A2A05BC26216E3CE66ADCBA196542BC00167D3CBB14E3BCFBC263BC9BD830BC8EBB103D028B21BCD0B67ABBE40A4CBC302F27BCFB01A6BC5CEBEFBC896E94BC2248F2BC982F84BC87F227BCB0C5EDBCD2FD60BB96E98C3B6F60E83BDA9B923B8BFD333CB352E73CC454A7BB1034043DE063AEB91161853A29CDA4BB5ECA31BD261A26BC3EADB2BB20979E3B22E1B13BE9AB313DCD15923C8F603DBBF0884BBD1EDB0B3DE96F1F3CFBBA2C3DB680A0BB0DBC403CE758C3BC097C63BC47F5B43C522353BC328381BC2240B1BB2CF580BCE37FFC3C273FFD3BDB27A5BCB2F0313CDB9974BCCE421C3B1B79473D7D98D6BB5C9A8ABBE2BED6BA9D0D8DBC26DBF6BC99BD0A3B9D2C18BB593C25BC00B193BBA516CC3C6C8460BBA5C4E2BC8164B43B80D55F3CA93CEFBCA9F62EBC8F07253D94D3A43C1B0AEE3C270ABB39E222863C10A5D23C7044B3390F22C2BB14E01CBCEAC3DD3B8B0C40BC8D1E04BCA47EA6BCC4BA16BC99D2373BC7E3CF3C669E7036D232DB3BB520683C53A792BC591E2B3D6087B13B7DC2BE3C1C6943BC455F6ABC0F92F8BC41F6ABBC6CC7513C692C8A3D5CE46BBCC540B7BC5041EDBC669EBFBB49D5013B1B43AA3C2967383C20948C3BD68C18BCC97ADA3CCB6687BC77FC3F3CCDFA063D9B27A73C80FD6EBC5D4C1F3C21805ABC933A63BCC23C49BBBEF4E7BC6BA7033C30B473BB5CB04B3C5DF282BCC723B5BBA5194B3CE2708DBA60FE713C496A8EBCFD4FD7BB9811193C537F163C8A7C4DBC6283A1BB9792023D7C344ABD3C21CC3C81209DBC8622923A24CB03BD54A3D03C9D9C903A06373E3C04CAA6BB8682CB3CEBB9AFBBBD95BBBBB38C71BB823BB33C92FB173C404025BD06F5B3BC78F94BBC4FD9B53CEAAC4CBCE98E843C9D54E7BC22FCA63C207D60BCC24F3FBD0BE90E3D45A1A9BC27D40F3D06F63DBC83A8833C2013A4BC64BEBA3C825B49BCCA35363D660FEE3B304F963C379FB73A0BFD72BCE578823CCA545D3C5B4A93BC0F0780BCE4D3AABCF3C54BBCFDFD863C7724163D0C89F53C86DD6E3CA7BAD43B15BDA0BC21D485BA0D75913CC5F9BBBC3E34783C2569143C0B78BFBB1BBD203CCA7E40BC0FF076BC759E9A3B6C0B223C24C95C3C3EB57CBB75B0323DF74F77BC95321FBC16C5863CAEE8C5BCACC66F3AE967073C07828DBC98E9403D5ED5423BD274B9BC426A15BA0649A03C2868163CD4C07C3C07D9513C944002BD2074D93B8F97503DF46C99BB630DF33CA59DBC3C0BBC723C0B5BC3BB6D2F353B402744BC0B93A53C8B98063CD98A05BDDB750B3C33FA3EBC5726D5BB235675BCA76C923B",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32: "0x04000000262A38BC9E0D30BCA1ED613CC269AC3C1419113C6239D6BC52DEDC3B799AEB3CA4C8A03B89489DBCA9C7213C5729193CB971C73CBDAB8DBB858C83BA14881FBBABDBB53BF43BA73CA6AD1B3C027B773CF6982DBC84EF51BC372B433B6A964CBD3BB1893C9B43DD39080D9FBB4F52C2BBA1A7D3BCCEEBBE3B00A4483C215CB8BC62C9D03BA1AA7ABC37E7F1BC37EC70BC24AC24BB9716B73CA3DB21BC5978EEBCE44ABDBCF73C25BA490F1E3D069BB5BBA67D7B3B908271BCC447ABBCE9AFEEBC7293A3B988F01ABD59B6603C3CCCEF3C9008B33C0903F9BA229A8F3C68F2823C2EBE203C2A573EBD263A023CD5B2D3BC0FEEC1BBB5DF5C3D4DB517BC572590BCFDAFA0BC82251CBB2F3E8ABB039D8ABA625BDDBCE7F4553CBEA2E43B3061CE3C943534BDE95FEFB7A84608BC1301BD3A66D502BC383D343C1800D23C02C3DDBC869944BC8943033DE95E383CA69CE1BC988E203CBDB7BC3C0FAFB5BB4F0EA33B0D4FA3BB7CCFFE3CA889073D96C3223B8CD6DBBC4254213DBD34443C931D563C24C3153D6089F4BB3FED8C3C5F83093D8AAA07BC19C7753BE2BA943B5BAF58BBE1B6AFBC27B5673B62AC7EBCD932CDBC93F63CBD900FA83C47A1293C0939A03C42A6DD3B456BAABA40F4483C92E815BCFC53A73CD7C1C5BB979B74BC0535753B694A363BC0DECC3BE93CE43C6143D2BB3CEDAB3BD52BDFBC7893FFBC4925333D2F48143D22AD3A3B82C8503D52D2563DF4DBF3397D2B4A3D24E49B3B574C00BCCA30C53C0706943C43B78CBC69F891BCA4403ABCE005A4BC4D59223D27990BBC82B902BC522374BCAAFA6ABB6A406D3B79EB163C2112CEBBF9386D3AA704AD3BC1144D3C0090FDBB7CFBEBBCAEEB453C6ABA013D4D7ABA3C8D8212BC53098DBC14A7183BE9D7403CB32E07BDA00A9FBA69BEBD3C0A2B553BB974063CD495363B2244F6BA0C57F4BCCFB153BA520703BD2BA3353DE84DA1BC64E9183D39A6A73CEB008A3C8025203D9B9438BCC0AED13BF8DDC9BC8B82333C8E21583B6A11B0BC16218F3B17B829BC0CAE0ABB943322BD7C22BFBCC9903C3D79E0953C550F3D3C7BA1333C469AE2BBF8A18B3C4B3AAA3C72E11FBC703F8B3CEAC8C23CFBCC643C0984573C579CD0BCF3305A3CFEAAB7BC998FA1BC72E11A3C4BBF47BCC04F2BBD29F1CEBC6D35B7BC2634153CEC06DA3C17BF033D34F7F0BC25EF16BD3797793B44C51E3DE59B3C3C021831382FFCE6BB60A626BB774A15BC627FFABBBCF38E3C771B3A3C2A6645BCEFE506BD817CC33CC6964B3B7E802A3C62C95A3A86105ABBE456483BF371123DAF2BD9BB525980BAB385EC3C74FB963C6691093D1B1554B9F363733C9BD1993A69715C3CE0C9A6BCA7D2143C7E88383C27A4D93AD90C8E3B65B496BC0BD340BC0F3172BCDBEAB5BBC51862387E2159BC60B71ABB45D9BF3ADEBF18BCA16A42BC9E985D3C6F1943BC7C298EBC4485A73C1D0D4D3B90291CBBEC246E3C527866BC41C76ABC007BF53C302E833BC9D92A3AC2A611BD7C4303BDB02B25BBAA384E3CF7A92CBC4A0862BA43C91B3D342B21BC6ED1303C6B5B94BBA63132BD0F0058BD49DB043D198B7E3DC21C26BCBEB889BA9B33833C0FCC75BBA7783D39AD9E19BB893B3537F7977B3AD0665E3C5CEFA83B988C123C1E75743C26FC8B3BC02F88BBD0F160BCEB78F8BBEFCFD23BC90D06BDF1170E3D6D891CBC76830CBC986D7E3B425DA4BC28E31ABCDC8726BCF4BE0B3CCA14BBBB2F8F2D3BA77BA3BCEEE4FABC04842B3CACACF93C67C6473C38155BBC774C253D2A1B593C3B13173B0B65823CEFE5BCBBE2C4DB3A7376BBBCA8778EBC32E241BCD23CDEBCAE381CBCF7C179BBB849BCBAF335D73CF7F7CF3C85DA193C606AD73C1EE27DBBE5535F3C780B0FBBA93C78BB9780BC3CBB22A1BBE606093CB9AFE6BCDB4C963ACAE9C1BBADE705BD9FCB0ABC9DE0183D181EA6BC28D7843BFDF2BDBAB9244CBB679D4C3CE48FCA3BF1271A3CECB0E33A143993BCB2874F3BBC89B7BCD257043DCEFFB23CBC3BED3BA07999BC303AD1BBC9AC4F3C2681EBBB388D9E3C31971DBD41D2E33B3B8B83BCCB61003D043D86BC6CB296BC404C8D3C800D0BBC1476943C39FC283C6AE25FBCE16BA73BA5CD2BBC7D075CBD7D5C13BDF22D063C5D79073DBE9EEF3BEA5109BDFBA9BABBF3FFAE3C79C0DCBC02B0203B266B243DC2DF6B3C32CA77BC977BB33CC742AC3CB46619BD9E4AC939CAFA703A96B608BC8EE7BEBAEFA315BB8199F0BCAE2C97BCF414B23B85790FBBF7396BBB9D66A3BB5E04DDBC1725813BD258663BEE5E23BC2EEC69BC374D613CD71F063B2E43143CF08AEEBCD64F1A3C29B379BDCFA7BCBCAF0C103B45DCA63B6B920EBDBAFE033C0648BEBCBB01B6BCF67219BC0096973A1D5327BCE8150ABDE44B86BACA55BDBCC52A18BBE9AB4BBCE02E3EBCA7ACE93CEB8505BDAC14F93BF617063C895B183B533868BCA73B2FBC690A1A3DCED9C73C46E3653A808FABBC8227D53CE05B1EBC5725C93C38D8373C59D0F73CAF6A5B3C156CA2BCD5A1F03CE6B9E13B4F701FBC991597BC58B35EBCB9B4193D52E227BB34DD24BDDD95C73CB79ACCBC6BF25EBCD4AF233C53BDEBBBB5C850BD26360DBCFA9809BC626FB73C7B7A9E3CE496C8BB184F103D89ED033CF84305BDA535EC3B9E52283C1C6BFC3B16392ABC4AD53CBC47D92EBCE19FD33B2ECAD83CAA221BBB368605BCF362B43C8FC5973BE1C6F7BCE58A57BB141A063C09C895BB782D71BCC10EEA3BF2F1A1BB33C6023DEE3B8D3B99E734BCD2BEB03B527924BD7E11F9BCA741243B340C863CF749A9BC1B0DC53C44AF8CBC4FF8763B95923CBC4222FEBC68B4883CBDBE8EBC9EB7183CFB9482BC244FBB3BE4D518BB8EB154BC1EF8B63C5FB60BBC6B3A25BDFD1E1A3DC22B113C0B6502BD12D9883CC2A09ABCC0DA073DD4CAD6BC6684A93C4563E7BBE462C2B927A299BC923B2C3BCF694ABC0DBF113C0F8926BCD2CDA83C1EDC0A3BCB7084BBF3092D3C5C161A3CC98287BC612CB9BC814083BCFF21893CC25911B89BFB1ABDEC8BE3BBE6A023BCBC4F4D3C223E2C3C62922A3D897B03BC4B852D3DF32B83BA65060DBCFF50033A4FB7B53B0ACAB9BBA49D233CC79EF03B599870BC3EBAC13CAEEFE13C897E26BC54DD083DA71073BC8170AFBB42141CBDCB00813ADE28A0BC4BDAF8BC8E02673CE9B4A9BC0ADC1BBC204EA2BC8D390E3CE7EAF2BBAF71013C8B2E593C1B0D433CC6ED9CBC4444AD3C3311C8BC25D0243D13A67BBCF8DAADBC94B7CCBC34CC133C598A9F3C4F210DBD428C0ABDE8C50DBDB745BEBC07E2A1BC3E72C63BA62F48BC7D95A43CFFCF8EBC5E450DBC4B03D5BB8AD2E13C4A88D73B95F99B3C61819C3A4A0BA73CB75C28BCD5B1373C7F73843C58A7F23C35BA7EBC50F152BBA8B41FBDFD4C393D64BF15BC14052F3C94A19E3C09CDF5BC609346BCCA194FBA6756133D428111BC4B19A0BCBD6F58BC340D2EBCD8DED3BA87FD1ABCEAAB123BD9F86C3C4B8C9BBC967F08BCD40D80BC7DF3193C85B8913C476C193CAF22713BFEC434BCC276AA3A2785153C84411BBC3DFD85BC55C5C4BB74156CBB0BF19E3C4295F0BC666816BC0BC06CBCD027533C72E376BC0688613C8DD742BB0B9B51BCFB20323B276F8ABC79CF7D3C1F5791BC82D3F73B16E28BBBE52EA7BC09E141BCE72314BCC732A13CA716ED3AFA020EBB36E5113D29EFB43CE284C83A3003963C69A6AB3C80CDFD3BF20FBC3C77B96D3C947C0CBC87A705BCC9C376BC04BDB5BB634181BA9CD3633B6906DFBB617EF0BB5D75CDBBC2CBF83CEF6394BA522055BC92A4ACBA211B373CFD0A043D3E6816BD09FEB73CD4B34B3CDD3E3B3CB63C02BDA14BC9BC409A943C290E173B26ED1FBD18683C3D215B463C4C84043CDB7BBD3C6A38A83C1303A0BC34B8CE3A12076F3CCF8F0DBDB76C25BBD78365BCE90B5DBAE4EB513CEA26973C2FCF4ABCB6B384BCA4C2273B574E8339797FC23B8D481EBDDD94AFB81655A9BC965C9EBC92351F3B10751C3CBEA2553CC9F4973C7B5F9C3CF3D4063A8B768A3AF2AB1D3CB92891BB5D81983CAC0A5FBC78EBD9BC4D38903B203E40BA6F6B0CBCF55967BC53A208BBBE3FE83C5B61253C8E33EFBC8A8E653CEBDC96BCEB74633C3C44D53BF78D7F3DB4D7B93B91669CBC52572E3D974FC23B22A41D3DA90163BCB0221FBA3B3997BCDDD1033AF46847BDE1247CBC64CAC43CD52435BCEF855BBCEE54113CDBD441BB3726DABA4285893C9949783CCB298F3C7D951ABCA158AD3AA9FE483B2B3213BCC60D1BBCC58830BCA1A2023C983400BD232EF63CC526C93B357FBB3C9AC783BC5BDD063D6F4AA33C04908B3C7E83843C1C39773AE2BF9DBCDB0C8DBC675295BB39FC5D3CE937DEBCBE52173C87B43EBCDBFC53BDC0D8A23BA019023D41FD703A7D7881BC8F1235BC06F5A2BCA3E41C3C9984CA39090D0EBB49AF3DBDFDD481BB5F8305BC2E637D3CDE62BA3C22861C3D416A2E3D6588A2BB70D2A5BCC6B5903B94A0DB3C393DD5BC7F7A123DBC70D33BAC376B3C5EF99ABCC530A7BA649EB9BCFBE8B1BCDF13873C45286B3B16A72C3CE7D0C2BB3D12263C5873D8BCD73E07BB65DA813C1CDA4CBCFEB1CE3B3FBD213B8091ACBBE91252BCD295183DBDDF2BBC3D41263BE454BF3BCA559B3B5953373CA94E02BD9E31593C505FB3BCF4DF83BCFEAE77BBE6DC453D4F06EFBAE5D74BBC000569BC3FD592BCE65BBCBA5E1075BCFBC0353C326DCC3B8ADF5CBBA05382BB26D2D3BB3C1F08BD14F0CCBCD211C7BC33F8F93C603A0F3BE76CD43CE63722BD40EE81BC955EFCBB6BC0ADBC15FC0F3CB97F423CB0C48E3CB0D84BBCC2D45C3C17A1A83B12FF59BCC986433B6C60083CD49C12BCD7820C3D0D158C3C2D3CAABCA13F77BD7CF726BCC7B83D3D9387FF3C3EBE203D523F233D8BE90B3CD2C4E33BAA33123C65C5B2BC04F0403C53FE3EBC647797BC583C66BC45F8323C77BF3A3A804197BC05DFD23C82AEE139FF1F1A3C06AB25BCADF008BD673F233C948F563CFC0BB1BC4011A53C57740D3CAAF7CEBCBE29ECBC8B27D1BBFB54F937AB54C8BCDE8200BC07CF43BC6CEB6A3CB8B359BB743A2F3B2C7F86BBAD9B0039669020BC2726823CD04E04BBE688323B6A0B443A343E053CFF47973BD90915BDE041ABBCAC0BD3BCED4D1EBB45E4CB3C1DAD093BE751FC3B27FAA1BC9C3BC33C12E9213D59AC0CBD1D3A23BC241D633CEF3AD7BC55A2F23C57ED0ABB6BDFBB3C8B59953C7D52853B19770DBCD5290E3CF50110BCC12E843C0EAEA8BACCA49E3CF9D55C3B66AEF83C37BB6A3A7E4D1BBD132F723C5D5B9EBB4DA7B23C0515243CBDDBBD3C0C65D7BB7364EB3BB8C422BC6C1E9C3C09544FBD897B13BB5770EF3C12971D3C0EC934BC1B176CBC7D62B23CAADFE23B974EDEBC00D4A0BCDB31B9BC6C06053A3CEADBBC918B8BBC06037EBCCB77A4BC89568CBC1216BC3B3BB8CD3BFE868E3CB94102BDC69B403A27D85ABD14D2853C5AC41CBC67FF173CEEF6523C858921BA09F8E23C5C3143BC56FB83BB599DA5BA2AA92DBC5D19B43C37626B3C9489353C561C91BB1859F23BE45686BC936D293CD292D0BCD273D23B178C883C88FD083DF58644BC8E19E0BC6DA61EBCB0DA823B7007E0BCE21B1B3BBD5D6139C67C3CBBDC6F5E3C6D6200BB357844BD46179D3BFC9748BBF029C43C8A53BBBC58945A3B3D17ABBC2EEA4C3C21B81B3D1C1F82BC3B660EBC8045B3BCAB0B1D3DC2707ABC",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_1_4_torch.float32: "0x04000000D63CD23FF58EC93F69ACC23F31FECE3F",
      torch_tensor_32_16_4_torch.float32: "0x040000001C7557BD5093D5BCC4833DBD1E478C3D208FC2BC8E1AC23DD8A8E93C40399EBC8EDD93BD8C69EABDA05C15BD6810EDBD98B7BDBC80E4053B20FB03BCC8807BBD28AEB13D8E2C903D484AFCBC504B4ABDD6F1A03DEAB9DE3D4A67EABDA03EDDBC100F3EBC0C6039BDAE8CDA3DA84197BC9A0CD93D00FE213A30265EBC425395BD483E2ABD48FB243D107A623D80BC91BB82EDF33D9E2FB1BDC44E443DAE92E63D380EB2BCA03DCB3D400A073B4CB4BFBD20728CBD08933E3D44915DBD8848F63C28F8FB3D98EA2D3D00AC3FBC30F4FF3C287E93BDD41AD7BD626FC0BD6CCFD6BD1025D23C4075C73C689559BD1468FABD2AAD8A3DBC4191BD58F4AABCC0A6D6BDAC6C90BDFC95553DA885EEBD3AFB91BD52EEBF3D0E4A83BD641255BD94C10FBDECDB5A3DA0EDA7BDF0574D3C281A513DC0AB14BC8828B93CFA49C3BD9479673D78593F3D487180BCC6ADD3BD98C94C3DF60CA73D101BB3BC2C53713D08C73D3D8CC84CBD402C0EBC0ED5FE3D00B31A3A18CECBBD705B15BC5CB77E3D002127BD201086BD22E3D23D506D873D68F8ADBCA042D13B209A58BCD0BCED3CE091913B20EA9ABD88B8BD3C8042563B1069043CF41D43BD9C2F033D6E03CFBD740C193D86B98A3D906361BC60DCC6BD003CEEB900103A39863CDDBD4C11B5BDC8C8EC3D0C71BF3D40E08D3DA258B13DDC19453DEC12903DEA8DA93DD836EFBC482C82BC368AB63D00D03CB86493A6BD8A80C6BDAC2C8F3DBE0CD43D10D0C63DC069AA3C3AB6B03DC80AEBBD4270B8BDBC54F6BD7441CE3D804094BA08C26BBD443F2D3D90A83FBD222FA4BD407A453D407EBB3C8A53B7BD129EA8BDB00F703D0EA8C23DC0B8263CC09580BD503B773D5897B23C6A1FE0BD46E6A5BD4021E03C00689E3DB07C24BDB491773D488B9EBD9AF9F43D4A69B63D78CDBF3CF4C8633D9C41323D9C1097BD00DE8EBAB887083DA021E7BC727DF53D247245BD36A0E4BD40C073BDF896EDBDD2F4D23D70D765BD601DB4BDE0625DBCB67EACBD44BA85BDEA82823D2434C0BD8C74713D60AFBA3D000093B9C458633D8E668FBD12A2C73D64B0F83D0857F33C6049E93D1E40FEBD40DF60BC3076CB3C0883DEBDCC27793D702143BD742E39BD341DCBBD9050513DC445BABD704CD9BC4C72633D4CDBC03D608DE73C74FF3EBDC8B35EBD3AB08F3D98FDBD3C7880D73DE0CF403DA23ACE3D7A49CEBD3ACECD3D943D6BBDF40D09BD0021443A5808C0BC988DCA3CEC1EE43DCAF498BD90331E3D90BFCDBDA8C8A03C4EE5D23DD49DAC3D943ADB3D3A948A3DF07029BC74AE053D0CF155BD744CD93D302E803D1C5FBBBD205ADD3D0020F3BA8013B6BB78200CBD141607BDA001CD3BFCF379BD0A22EEBDFCDD83BDF0C5CBBC2651C13DE853BC3D0C6299BD80469DBB88C513BDB2F388BD5811B4BCCCA631BD62178F3D98EB7DBD988B9D3CE87690BD3CCC1FBD8087C93DFC5B7BBD804BF6BB147EF43DA83D2F3DC04D82BD04B499BD908B33BD185520BD08EB5E3D20A9E3BC82E8D73D66768CBDB41A20BDBC683A3DA274CC3D48E3F43D38E6A33CA0A6AC3BE86465BD12A5903DE26394BDB89306BDC6F6D5BD961AF6BD78178F3DA0220B3CA413CC3D04B5CB3D3A56863D44E64C3D74DF04BDF0F6873D4C34763D403E313D407A6CBB60F4983C0063113A26C9B9BDC0B5ED3C7C32BCBD506C783DFA8698BDBC3E27BD50D172BD4C10CA3DAC47B4BD94B7823D4A64803DD402B53DA048003DDE8E8B3D365ECA3D20B4C93CCC162E3DD42CC8BD6C5509BD30B2393CE021783CE4E334BD50C8FDBDA02605BDBC03443D1E6FDC3DEC2CE7BD4C72743D66E9F2BD32D0F4BD9051A0BDD84087BC9CFF0E3DDCB0C2BD8E3BC53D7880E73D0003FC3B4061D03D50CA67BD648B4ABD602484BC80C65F3C0495B2BD22FDCCBDD0414A3D909F133DD46FFA3DC0BF50BDD0CE343D989C4EBDA0BF7C3D00E6E2BB5CC6BD3DC0398E3DBC14D53DA88E833DE0E2993B1E9DDC3DA85E96BDA674F13DEE28FA3D6E8CF43D782A6FBDCAA487BDD092013C886F1F3DA26A803D5C3B503D36FBD93DCC4600BD40F927BD5C9F2B3D78AD0E3DF65495BD9017463C325EC2BD7C3416BD3CF248BDC467E03DC871E6BD182697BD7E87FABD1021013D560AC5BD20A7253D08D2B1BD1CFDA3BDBEC882BDB0AB993CC63BEB3D60CCEF3DD0B91ABC4EC0FABDEC2629BDFC2043BDE8CCD9BC1CA1433D02D4803D0402633D1C43123D9C454FBD00CEADBA6852823C28C382BDE03437BC50A67FBC40DFF1BD568CAD3DD00E4FBC3C4DDDBD5A8ACA3D38BF89BD4045353DE0E0FD3D409DBD3BE44D133DAC6E4B3D867BC13DE0171DBD5A0E90BD204520BC8034C83D4017303C28DFB13D00A073BA88171D3D606D8E3B40615E3B569DF3BDD0CDDFBD20402A3CF4677D3DFAF7AB3DE0B8B13BB0D1573D2C23563D1AFEDCBDC801E1BD147DC6BDC0D70C3B7EDFA1BDC0D823BD703499BC48C3473D706CED3C2A7CED3DDEE8E63D2251A3BD0076CEB90819A93CD47CDF3DF8AD1EBD943749BD302AA2BDEEA2BC3DB40D11BDC4C13FBD8E26AD3DD88FEB3D609CACBBBA74B4BDC295D03D401B2FBD3CF16BBD60F9B3BD203D76BD827DC8BD50C493BD8C34E9BDD863CEBCCCDC4D3D0C56C2BD000C37B958CE3CBD4CA7773D22BADD3D98BE87BC40D880BD84B3C4BDD46796BD84D3133D30F3EA3C12DD893DD82798BC988A833D8613E4BDA8A2093DEE85F83DE05CFDBD8AE584BD22E2A33DE019A0BC887588BD322D9C3DE048093CA06DA03B0C831BBD6AE1C03DA2008E3DE870B73C30469C3C3860843D947D9F3DEC0552BDC06160BC90C7603DB01A78BD6E5FEF3D1C5CAFBDC8426C3D54E3B7BDD462243D14CEB23DB0E2763C50444DBC3CCBA23D8AD1B7BDE4B6ACBD1A30DABDA0949DBD009E543B0C2A68BDC021E43C20388A3BD00ED53DE4015EBDEC100CBD1E51A93D247601BDD217F53D305B4BBD0070B3BA489DF2BC38DF6E3D882E443DC65388BD66B0A83D702202BC2C7901BD003F25BB8029B23DF61EFB3D6822793DA02EB33C0A13A73D181A56BD50C985BDBCDB13BD78B0A5BDE0245C3D008A423C3C2C2FBDF0EA4FBC006E22BB9280DB3DC885E43DC214C5BD78A53B3D24B5453DB0C5433D809A8BBC8C0B003D80D6003D1C2AF93D865BF5BDA44A42BDC03CACBD205B78BDE00CC93C56219C3D3E97C1BD6481A63D5CD6D53D505E7CBD40BAB23CB66C83BDC053DB3CF85F6DBDBC7347BDE25EABBD7A7AD5BDAA4ACC3D805081BC804363BB8CCE7EBDCA6EB23D108792BDA8154FBD5CD6C7BDF243D7BD6E46E33D9EAEC5BD305F8DBC203414BD108A3B3DB4F1083D4E3FC4BD34E8E53D8802FFBD308F4A3C10192BBC684DEDBC9C74AE3D2425D83DC863853C80D634BDB652BE3D48D6A03D30EBB73CB0090CBDE0AFAC3BD82BE43D30185E3C70CBC9BC66BED8BD9A2F89BD62E4B83D203C90BBF06108BC485A473DE86DA8BD10590ABC940010BDCEF1853DC456D03D8EBEA03DBCDCBE3DA6C9E4BDC0C435BD1084723C506FD9BD40E40A3DA6CDA7BDFC655B3DB631CF3DB6FEDABD6483D63D60E66E3DA0F0A8BD9809F53DF8B7DDBD2058ACBD34B17EBD406ACFBB40E1B73CC84116BD1EA6F2BD60676CBC363BC23D9C1AC53DCC26803D68AC943C2070FE3C545AC5BD3C544F3DC6C7FEBDC87053BD588D06BD32FDBB3D40CD6EBB843869BDD8E6B23CD46BD4BD488E07BDACCC0D3DC0A207BC901457BCFA759C3DFC76C2BDCE4281BDFACCF73DC0C3CB3C00CCA5BCBE9A843D70019A3D901CABBCE84455BD7061A7BC58E9393D10BA82BCFEFD943DA4C3D0BD14347BBDB228C33D6856863C6034CE3CF864283DD8F6F1BCB4C04CBD7CE2123D24B207BD908153BDD849873CC0AFF73CD0EA38BCB021ADBDC0D49ABC0E1591BDB2BC863D22A0A9BD3A1ECC3D70EC4B3D9837DBBD54FABD3DEC2AFDBD8025EEBBDED59FBD003BDCBD70EA4A3C683F78BDC40BB93D7E3EC9BD607CD43DAC719A3D5A38E03D18EE15BD9EEA9CBDD413AABDCEE1D43D08A87EBD402A7CBCF8D59DBCA82AB03C7C11D2BD406CCE3D9C6CBDBD8CCAFB3D685648BD749164BD58C08CBC9087173D48BBBDBC1A80FFBDF410B43DA490FD3DCC28813DB280FA3DB88B0B3D107B20BC1EE7CBBDCABEDFBD5641B0BDFCE701BD1212953D343E53BDE0159FBB803AE7BA8057A7BD40C25DBB862EF73DF29BCC3D7AF9C23DA0FC49BC0049113BA8F38B3D084E2ABDB47F4FBDDE07DB3DA0D8E93B58DAACBDFAB4D73DF0F5A93C88F9883DAE56DEBD8006BE3C20959C3D38BA93BCF68291BDC0D0CC3D58246E3D0CD2113D402CF23C80CF343BB8CE923DB8DADFBC6CB196BD9881433D7099083D7CF1423D407963BCA8E387BCE0C522BC6C01073D9E71C4BD729BEEBD9C963F3D34298CBD90482CBCE8F00D3D28A08F3C9208A53DC03A863C6084FD3C805137BC0827973CECBC3B3D9CA5AE3D2690F2BDC44755BDF8B7E5BDA8214CBD680D9C3D7C8FF2BD7261E5BDDA3A943D702D97BD0A1ABB3D9C881F3D3C85003D9E5ECB3DAE21EDBDB277BB3D580A263D4E8CABBDC826F93CB4B10EBD08834DBD30CE5DBCDC6371BD16DBDF3DFA56DC3DD0795ABCCC03E3BD2093FABBF04F073CA41DAB3D00C9833BFC03153D04DA073D3A4191BD1CCB9EBD1ECEE4BD00A980BADC941E3D609F11BC947DF83D4057C3BC020CA7BDF8AAAA3C542F10BD28618CBC1A0DF83D800C6BBB6EA0DF3D28C0883CA4793EBD54B0BB3D32D391BD2086873B282BE63C98CD653D6A33ECBDA0EEC83B209104BD56FBA53D60422C3D44354D3D2AEC993D1041E5BCE03603BC7E60CD3D4E55CEBDC6F3B0BD50D2153C3CD14ABD0095EA3BE223E23D60696DBC4246DABD64BE68BD161AEB3D40F6E0BC2C8060BDFC76663DE0887D3CC0B5E1BD8231D53DF228903DEA82DE3D040D603D709F2CBD182427BD6420783DA081C6BC40C2C83C9C0FF8BDD0177DBD602E3E3DA0EDC9BBF42476BDEC4CDFBD0EB4A23D60E2CDBC4887FBBD1CFCF63D2027793DA41F99BD3AD6BABD4660F73D00D1083AD2F699BD7A50933D584CD5BC504B0C3CE85B85BDA6D4D8BDF203AABD60E060BCA254B9BDDC50FC3D8053B13A880244BD4C5A4A3D2CF6E2BD26F182BDC84E403D7E83D9BDAC2E7F3D20252C3C6474D5BD0A10FEBD64D1213D9401723D40B4CCBC905EE2BD708B93BD20AB593C4004953B680F033D5810B53C80B2D6BB1619873DD052F83D4833D53DFC9EE83D3CCD2CBDD0C02EBDF08262BC7C53173D283F4F3D008D36BC6C5BA5BDEA26C1BDBA74F63D78A709BDB0698ABC68E49CBD3CD47DBD38E9E03CC0A5573DD8674ABDF8733CBDF2CACA3D22D883BD6AFFBEBD90C29FBC6698F33DA0CFDE3C487D8D3C60007FBCB6F89F3DF4C57DBD2092AD3DF8E9F13C00B4633C68F88C3CB4E19DBD0822BE3D0674863DDA38C8BD5E5BEEBDC0CD03BDFC12AA3DE4127CBD3045ED3DEAB580BDD43EE7BDF038613D4AB69ABDF06BA1BCE0B11FBD80BB22BC4E12DFBDB4CDEABDD0185C3DF01168BC506D9ABD40B050BBD6A8E9BD10E8073D7C26733DE645F83D6A8ED0BDB05578BC0EEE8A3D2C9DEA3D0823B6BDA894593DEC62533DBE559A3D947DB0BD92AFB63D34025FBD9A949DBD9052CB3C2EDED83D5A87A9BD32AE883D708C6ABC1473233DB2B2C73DB4040B3D2285D4BDA0261ABD983DCB3C8AF5D7BD603DAA3CCC7689BD408CCBBCD429373DAA08CEBD0E5BA4BD8086693DC431FDBD1C2DB03D7265C5BD00E803BBE835D23C04084A3D14E49EBD78CD893CF0755C3DDA92DB3D14A7C0BD548D7EBD6827153D207E83BB78C1ACBD6C76D7BD564FE3BDB222B3BD58FE59BD2AC4B1BD4493E0BD60DD1F3C0022963DBC6671BDA0CB4C3C00FAC9BA6C536F3DAA89B1BDC076C23BFAF2EE3D5EC3B63DD4B9FDBD08279ABC00BA983A780F29BD3C30A8BDAC21B2BD881AAA3D18C225BD20CC03BC903C163D5A219DBDC08A363CA245983D20AE95BDBCF5143D40E78BBB0CC28C3D601BAA3D24D6073D0087773B665FDCBDE0DA4B3D12139C3DACF839BD7C31FEBD1274CF3D905CF0BCC0DFCC3C70ED0FBD3842A33DE8ABF93D8078A03DD8F022BDF866B33D34D2793DB0CE473CFC33CEBD6CD95BBD7248FDBDAE38AB3DBC0DFD3DA21F953D0C98233D7803F23CC46FF63D60C981BD34E42BBD5CDBE5BDE0CC4ABCD07B0C3CA8270C3D5C18B2BD40FE6CBCBAF1D2BD963DD0BDD078853C1EE5F9BD9C55083DACD3EBBDA421B2BDD879D4BCC84BF4BDFEC0CE3D56C1D13D5AB785BDF081D63C94F6823D28B3223DB82B89BC4A76F1BDC625BA3D6A89E0BD00A5BDBCC014FE3B849F28BD34443BBDD440DDBDC0AFE13B508A68BC722EDF3DAC8F28BDC2DDC53DA0E7C13B500866BDB886F3BCD06868BC80B5A93AE8B4A8BCA4F2173DF4D1D23DB8F4A03CF473393DD0159E3DA0B9DC3C5C046C3DF448863D909EEF3DAEA3E9BDB4332F3D8098B9BB88E6B7BCC46545BD48E8993D822FEA3D44EBD0BDCA4F8A3D5486B03DF0F7B23C0000C13AA6FFC43D80E1723B1869FFBCD03B17BC7C44243D742C003D00FEDCBB0C9F213D68E4093D0660CFBD3028FF3CD2A19C3D50DE6A3C50EF3ABCA21AC43D92A9DFBD0CB269BD546B67BD8632DD3DD89BF7BDB01D4B3C02FCF7BD20B186BB70D73E3D9077EFBC1C82F83D00A0D0393A8482BDFC06043DEA22853D003482B95600DB3DCA06A2BD98755A3DAE5D913D504E7E3D005040B85C28123DBCD5C8BDC0E5C8BDE097FEBB505780BC2A16BE3D72E3B93D8894AD3D4C836ABD30F8C8BDB220F0BD604C393D54ADE6BDDE8DFFBD986081BD4C24D8BDE0C549BDF629A1BD3E5683BDAC62F33D30F8C0BCA45CD43D80C2353B10AE83BC8CE715BDEAFEB6BDC4AECDBD8E42B13D18C71DBD4498F9BD54F0EA3D40F5173B724DABBDCE3AC9BD28FCD6BD9479E0BDECA8E73DA682B03D9081273CA62EDABD1CEA05BD2C7CF0BD0C72303D30F207BD6021DBBC3CC01FBD4C0D703DF2918A3D2851E03CF83A80BC40644ABC00250FBB4EA2BEBD0ECCF93D10D15CBD4AF1943D58838FBD00FA5B3A88452F3DE00DEBBDB4DA6A3D30F4C3BD38E58E3CF80ECBBCC2BE923D82CEF83D48C6E63C40EA69BBF0AA7DBD60E43E3DE86F76BD847D533D38EA5DBDFEA5AD3D785CC43DB0F99C3D801EA43AD06F6D3D8A46E9BDEE9BCF3D1C0605BD28A73A3D1867ADBC44EC2BBD207070BD3820A53DD0468BBDE893B4BCA423813D50694E3CF465D7BD588FFEBDACEB78BDEE1CEC3DCA05B6BD34178D3DB23FB73D003954BD481A62BDFA2CB8BDA8B99F3CD8268FBCE000C73BE0155E3D40F5563DD48821BDB0A80C3C603FF33C80602E3BB0E9CC3CEC674FBD22D6D13D601052BC180483BC64C3E5BDF690B9BD80D37E3B785D9EBC2EB680BDDC00863D405937BC7810343DC49ED73DF4636BBD00FE7BBD18C5CDBC406D2DBCA80A80BDA0D8F5BC40206CBBCCA9653D7AD7EC3DFC91BD3D00C0583CF00E01BC7426033DA034A7BBF06286BCC80F303D1A48D0BD38B6D9BD00BB043AAC2F1BBD043F7DBD4452EEBDF07BAB3D6033A3BBDE8A89BD688F50BD3C9B063DFEA8B9BDF088033C800BCABA586B2E3DB41B4B3DDE43A7BDB0135D3D6A4FC13D60D9033C9A6B823D38D641BD7865CB3C089B153DD47B6CBD120F9E3D1C0CF2BD605340BD94A096BD9AF897BDA21F9BBDF839F1BD50BCAF3C7890CABC048ED7BD00A057B85094AABCB036533D7085C8BDE00910BD40C6D23CB007593D50EE1A3C48C00A3D04E8FF3DEC5C31BDBA79AE3DF283DC3D3676E2BD20B3F73CD402913D18BB9FBC36498D3D20528B3B74E3C23DC062303B9EE5A3BD906AC23D6045183D06CCD93D8033FE3C16F0873D729E9F3D906DAC3C880BEEBCC87DD33CFA7EB2BDC0EE8B3B709024BDC07B013CB2B0CABDFC6B9C3D5630ECBD74425B3D6A97A83D7A9FEABD704CE73D6A4EBEBD4814C9BC9EA8843D4C5B22BDB424E43DC4DE61BDF81889BCEA57A7BD24886DBD0AD1F93D3C87C03DA0CB163C4064283C8A3DD9BD4044C13DD88699BC548D55BD06BBCBBD787AD23DB4C8723D3A329A3DA00F543CCAB6ADBD9CBB513DB0316C3C74D02B3D10FCFEBCE09E71BD9628D23D84A12B3DC8CC4FBD60E2363CA897DEBC60232FBCEC8D8F3D4EC1CBBD40B0E73D644DAC3D0040E138E86C51BDF0C8D03CD472A9BDF648A63D6A6387BD18A9C33C58DCFBBD102F753D7E4CAD3D0826C03D102B273CE826973D74922E3D7EADAB3D7A76903D4AFBDFBDF0E6573CB48C2EBD607A74BDB430B33D308F92BC48129F3C642FA13DBE51AC3DBC9E883D78C7B2BC7232E4BD90C1F5BDCCEF203D806EC2BA6EBEA1BD709B5F3D5E5EE83D6010943D487490BC385E8A3C164BA3BD0CA9713D0A63C6BD8EBDB03D08DB69BDE0104BBDB66DD6BDD89FF7BCF01946BC24FF6BBDB83BB63D5CEB923DB4EFE1BDF0DC4CBC20242C3DF4FCF63DF8D9F4BC842A9D3D4078E5BBC05F44BD7AA99C3D7C1EE4BD167AD63D3EB3FF3DD8C90BBD50404A3DC848FF3D385C1A3DE039483DD0003C3DE47851BDE8F4F93CF67088BD1C9ADA3D38665BBD7017EA3CC45014BD6606803D0008073B2EC38C3D1CA40ABD4A3996BD184C443D6E1290BD102FD2BD04D1453D6AF799BDA47240BD20B0FFBC606C113C605331BD104538BD70AF00BD1867B33D8C4E193D087F76BD76F4B0BD80CF3D3BE806243D006D2BBB24DC953D0053D73D0410163D50DB283D9A85943D98662FBD80A3B53CD6F8CE3DAC2D75BDE0641F3CCC2B48BD30D8C4BD8698873DD28ECC3DDE4C8ABD14E43F3D68001D3DFCEA473D36EB8C3DD6FFEE3DDA4DC23DAE00E0BDCCB748BD5AF6873DA02492BDC011C93C187F5BBD8860CB3C58D3793D7CED203DB2F7B93D407276BC9AF98A3D1C86253D985B21BDDECDB4BD8835EA3D54A718BD5ED3C03DBC5DA13D60F0A4BB4875D3BD90DF243CE08277BDE83A053D94834BBD0C50C53DF2F8E6BD2CD509BDB87BA13C805F433C3450D23D14C621BD6A5ACCBD4A7EA93D74110F3D62A3A83DD88397BD465C96BD24D24EBD809B113CF47E2D3D921C93BD40D240BC48FBB0BC7295E93DDCA538BD0015F83D34039DBDB4F952BD728CC0BD6498BC3DB40BB0BD0CEF533D10243CBD3C1BFF3D2871903C9050DEBDF03BB03C90FE783CF69AF7BDD881CD3CA03FF43D6857133D00432EBA0847D4BC180F083D9C1A64BD9619FC3D224DDD3D7C306F3D84B53EBD585FF0BD4C5F93BD4EE8F83D16FAEABD9C6EF4BD609B13BC98E4223D78CBFEBD0AADEDBD0027323A04BE2BBD9E59B23D3400133DBA36DEBD34BCE6BDF6CEAF3DA893B5BC64FA5FBD2C45213D8040C9BCD8DC743D90D6013DB8AE5DBD6A2ECDBD66958A3DBCCE99BD608462BC80028C3CC8FB94BD12738B3D3611B4BD4080FB3C10095B3CC0DB3B3D283EFBBD809BEC3B649A793D44E5A3BDD863FD3C0065003A762DD93D28D4D8BC00DE5F3A1CB05EBD285EFCBCE892123DDCE5F6BD1834C23D0217B83D6CD4583D14A4BF3DF4601FBDE83DE93C0062D03BCA05B1BD10D644BDE8C335BD0030FDBCF24FE3BDCE0AB4BDD07B42BC28C69BBC1062E8BDA0CBDA3CFE638B3D4833D53D5873D73D56E2B2BD3C1624BD28E472BDF8CFBB3C2033093D78D3E33C4C99953D540F873D3E6889BD48BDAF3D88B0AC3DD882873CE6B9DEBDE6029DBDA4AE0E3D2005313D0CB5EE3DBC4A823D3092393DC0B38BBB068FAE3D605C3ABD4078503DECDB73BD00EC98BA6E4B973D74EE6A3D58CAE5BC0075CFBA361D8EBD5C286D3DF641AC3DE83D303DB8B8F7BD2A42B7BD7661AB3DF09E92BC8C379D3D0CB3BC3DA0FA15BD683396BDDED7F0BD7CD9433D604C833DD886B1BC0088F8BD6CE4A4BDE0B1DCBBB0AD693DF08F2BBD4243A5BD8838B2BDFE0CE53D2868393DC6D9CFBD3E199EBD2E51D9BD8027943CCCE74FBD00DADDB9B8FEA1BC6816E0BDA8C4E4BD9A8FC6BD546E56BD80449F3C20C870BD400092BBE05075BC4A1FEA3DC86769BD4885F03D1C87C4BDF896D5BDC87F263DA2FD94BD004F833D9EA18DBD4A97C93DFCE1F73DB01C033C60D9DA3C8AACEE3DD0C2973D247CDFBD001E83BBE015E7BD148EC33DD88FBBBC006964BAA2489DBD7A338BBD30E5843CE037D33DDCAD80BDE085413CA0BBE73D3E6EE53DB032C8BC5EF0EF3D54743A3DC227E93DC00D733B6CF5D8BD505E0BBD7C90193DA684883D7C07FFBD2621C73DC2A6E5BDE4FE953D2696FC3D3859FC3CC842C1BC7AF48C3D7CF617BDA8A0BDBD18AEB5BDB0BB703D6C83C33DC0DBA53B0C37F8BD328CFBBD103AE7BC98318A3DE098AABD40010A3D04EC8BBD0C49D03DF02806BD9866D5BC5888E0BD0C4CE5BDE0690A3C6092A53CF64E8A3D96DADFBD086DB33C30ED93BC242B963DE8CD68BDE089183D08524E3D3499803D489C2FBD64C4243D98AFC8BCFCDE093D4A6A9DBD846BCBBD8E67D1BDB6EDA0BD4CB158BDA86C983CA8FCDFBC10BC91BD80A2893A1CB021BD62CE9D3DCED7D2BDD0FB3CBD9883A4BD60B47C3CE075DF3B60A0EBBB9200FE3DD85143BDC02D93BC6847043D20A9D53DBE0AC23DE0F5693C08B441BD9433283D4C12A13D00D42EBB788D8C3D0C84D13D202889BDD061E2BC127BE6BD0810EB3CDE72B63D08DAC6BC0866A33CF499233DC0BA2EBB5C06C73D0038953C54A2FBBDB866D3BDCCA2FDBD80D2A83BA8628A3DC81887BC442CE63D7838B8BC705BD13C7AD8E63D3C8F813DA0AC82BBC895F63D6EF398BD20B53E3D68ACA13D58839EBDD278F0BDF8C4233D403F42BD323081BDD8ADCB3CAAB5B9BD543FE63D30D737BC20F823BDDE02D63DE48F0E3D4818C33C94CD74BDB4FCF33D6CF01BBD44ECD43DA08B16BC526B803DDAFFB33DB697BEBDF49FAABD8C25FDBDAAA4B83D0628DC3DD41E3BBD58C47ABD5868AB3C3AD3893D70C2FC3C6869D5BCCCD5A2BDD6F2DA3D02CAA5BD605FF7BD746D4CBDA031CC3C444E3E3D40F9453DEC4C94BD1C8044BD10AD63BDDCF077BD3A9FD7BDC89CD13C04E614BDCC66F6BD9A7B95BD62BD99BD94DB5CBDF82E9EBDD094B1BC547B373D322FCFBDF0702FBC2C5913BDD2E182BDA060E3BC680059BD60AD833B2ACBB8BDB030C23CB80AEB3DDC1FD43D548F65BD18D01D3DE6F8F1BD9A89D73DDE1EFFBDB0C4E4BD06CBE5BD44BCEDBD20AE8A3CB86307BD8017F53CC06FFDBB40F92FBBE0F938BD2AE297BD6256D6BD662C813D52FE83BD8842D0BCFCAC783D109BFDBCCC1701BD48A9AABDA408DBBD38BE753D7008E7BC5CF9A03DD0CA063C007C26B9F81DE7BD00DD343BB06BE7BC181592BD08FEECBC4022D63B38E4C0BD4046AA3CEE20B23DD049CA3C925DF43DB8EB6E3DE6E4C9BDD08749BD186BF6BC3829193D00A669BB9A00CE3D90E86D3CA420A2BD10B53BBD68FBD4BD6C2C0DBD74BA7B3D80369E3A6A1FF4BD2884DDBDA49F393D1EB1E0BDD030CCBD8AA198BD90FFF33DC49511BD281953BDC0DAACBDD8C3A33D1058A5BC8076C53C909FF43CCC65103DD8DCA33D408ED43B",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_16_torch.float32: "0x040000003ED39DBB2079E53812728CBB3848FF3C44B7CD3C6AFB273DA0A6753C9BFCDABC930C70BBE03AC0BB6DC913BC4F80BF3CF1CF9C3C03D9F0BC68B211BD0BD1E63CD6191DBC998A033CFD8BF8BB104692BC970B18BA3DE236BCAC46DABB4B0A8BBC38F424BC8FE003BCF08BD2BBC6E8723BEFA7CCBC1377AEBC27AEF2BC2EA39D3C5C7B8D3A2FCF06BC7A640D3D52AF5FBCE1FDCD3B45F5543C21B9323CC4090CB917AB2C39BD65803C125AD7BCD49E3CBCD3AE61BC6785243CF0A90DBDCF31513D230F033B608A85BCA43B2CBC656DBB3C9B377EBC1FE894BBE9CA5BBC0BE612BB3D4851BC894E943B81C014BB930F913C2B240EBDCB6B3CBC4731DD3CFD07283C67166FBBF0C81CBD2AD7D03B12E4F93BB14E21BC8CA9743B6E3EA1BC52CEB8BB9DFA2B3DD958163C67A05E3C3491EEBC9712583C92C4483B8FD13CBC4A7EB4BB0D6C9CBC1F0502BCFCE4473C5F3A923CA87682BC1E0520BDEDC4383CC536AF3CBEC925BA425CD23BE38FF23C950AEFBA42BFA5BBE7E099BC5701093C7380E3BCCE9E9C39A9C183BC5CB1E93BC0D6D13CF125A3BA578D74BC94FCF5BC91B59B39A97CBFBC4907E33C24D919BD93C030BCC234113D8EBEA73B46CA183CAAC8FFBC7505593C9B29813CE04D633CD333BFBCD0943A3BC2F0EABBD6372BBDD3FAB3BBF0318B3C0A6EB93CD0B9263C95AA903C7D8611BD27C1D53C7DC3253D07B5433DBE59E1BB19836DBCCD9F0BBC5812463CF22AECB9348EEC3C21A2953B5B5893BBCFCAE3BCD284BCBCF7291F3B32C5143C941EAC3CCBDC2BBDE76582BAC6BD43BBFD649CBDBBF22C3D33455B398B02DFBB93A2423CD4136FBC1425803BD7753DBD7D5EEDBB8191B73B502CB73C0F84343C9D1C043C34093F3CB1EF003CB00E453DE21028BCBD6EBCBCE2AF75BB5D81E53C4499BABC7B16B1BC61D012BD6E8AB3BCC072EF3ABD3AB7BA956935BC7E8B5A3CB54982BC6E14B8BB1D65343BDD3EC93C9941E7BA49539CBC014DAABAB93AA4BC80DBD3BB6612BE3C4B94CCBC0E4A6C3C2F2F783C80AAB63C2E3A3E3CAF1FBF3CEF40BA3B0D4A85BC9D8839BBEF9ABCBBBBC166BC48FC123C815EC13BD6A006BDC91DF73BCA6B223DD0049D3CB97BFBBC42D16E3CF704673BCE779A3C79F320BC32ED153CDB9285BCA6D531BC09AEEA3CCB04E4BC69FECEBC20F1FE3BF08AC8B9941D913BFBD2FCBB466DB4BCC14143BC3B2BF0BCEFEF673CDE6CA9BC2DDA0EBBEE1FD83BD7A4D4BBE0009BBBC4DE21BD8123A73C72CD8DBCCBC4A13B5926D8BC2AC8B13C40F85ABB2E33283DD7B5FF3C6E1F763C8436DFBB2EA078BC5F3C053DEE82A1BCC98B173DADB30E3C1DDBC2B9992AC4BCEAA4283D42410DBD7DA04FBB17E2EDBC1CAA333DF956DB399D9EBA3C9C1CE9BCEBF3783C06AD39BCA9A6ECBB4290123BD202D53C92BA64BC42D85D3C5B9DDFBC24A2C53C448BD6BB6507263CB7B436BC6DE9903CBC2A813CCEF3823CBD092CBCD99F45BB3E15C03CCEBA943B1CFE54BC7EB5C3BBF7A0573A8166D2BB73ADC03CE0D79EBC397C883C55B7403C86B7B6BB6C9E573CDB5337BC53B1B2BBE033033D9495B1BCA4DE00BDCFDA9EBBD98718BB1B4544BD7ECDFFBC726034BC1B612E3C6B95243CD963673DD2C360BA1E0B99BADE3E2D3C8B4295BB19509EBCF3D7303C52088ABB99D6663C89D5DEBCBE77CF3B066D623C3B8DCBBCAB5A943CD9B6C13B1F3EA3BC55FD8FBC0D63AF3CC76E23BBBA56203C09CB543C8D81863C50FC813C975B10BCF43692BA9DA541BDE69F88BBFDA074BCAD818C3C194B1ABC1997803B8E8B3A3C794902BC863C2FBC1AE5103B313D023D9B8DAD3C221F4ABC02F783BC1CD5A6BC5C0AF0BC5C778BBCE6BB9BBC2149AEBB846909BD6D81A2BA72A9223C6E4A273CF7B742BC92EA023D89DECFBBF49F88BC8A1230BCFD44C23C6156CE3B940EAA3CDBCEE7BBEC52103D385D8FBC1B3696BCDEDFF23C60BB953C2963D43C076739BC25FC613CA76B133D0AB5F9BCDDE8AC3C59ABF9BC2EFB2C3B62BB80BB9B9D0A3C06D65DBDD3FC1ABC5B5BACBC55EBCA3C9C06963BD67B233C9DAA0B3BC58F1A3DF715763CD2160DBDA60108BB03A6143C223BC73A2E24B1BC71660CBC59383D3C659E0BBC6CEAD33C87FE5DBC37C8F53CDD31B73CB0D4CE3A92E08ABC376C72BCAB3CB9BAC27F973CDB3DD63BB40994BC526C423DAA9CC23B3114203CA2BF013C1D720CBD35873ABCB70C7C3CD7D4423CBD122C3CFDD7CF3BA7A6F1BC312F86BCA63895BCA07804BC0248083CAC12DC3B4400CEBC3C05053D8561FEBBA9BC69BCC0C5133D822CA7BC80845E3C3D6889BCC55D603BF73292BCF97542BCF04762BC524A943C6432ADBBEA08923C47AD483C45E2F33C9290023D0694163C5889723D5EB303BD8278EE3B4FEBAFBBC9CA39BDF3D5DAB9B45CFEBC92D696BCA457E33CC7D01BBC0A4E763DB94D293C6B8882BCD271B43BF3622BBA783333BBA7D511BD66850D3BD95D563B74EFACBC4B12EDB924C5E7BCCD140C3D130FEFBCBC23E63C4F3F62BB7E5DE239213ABABCAAADDB3CB9AE8F3BB0D1CE392A2DC03C2941433CC071593C45DEAE3B5B795EBB501F2DBA2FBF4DBC5AB69CBCFC1305BD1007BDBC804D053CCC375EBC07D7063D6B99ECBC3001FC3B74122EBC8FC208BD9B141ABC2B79D4BC35DD873BD31635BC61928F3CE200DCBC1B3AFBBBE6B8073CD572FA3C759F05BB571FB23A5C21593C163F98BAEBE1473CE5782DBB30A9A7BB6579A3BAD735CB3B2CABFD3B6E6F203DF9B7543C1DA7E73AF6DA9B3C972DAA3C8B41133C659B18BB4206A4BC709636BCE71656BC75D54C3CB2F3E4BB2DD2943C0426853CA750473BF097F93B3052483DE5A8C5BCFCAEDCBC81F9E63B",
      torch_tensor_16_torch.float32_5: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_16_3_torch.float32: "0x040000001521FDBD677F073E0CACB2BEC84E44BC6788323E8815473E5B73B2BDCDFF523E1152443CCDEED4BE4CC275BC764F143E28533BBE81CD6FBE058A9D3EA015823D188A0FBEEAF67FBDED390B3EFF3889BD2ECFD6BDDB13953E66E3603EFA08ED3DA18495BD0473BDBDFBD127BE13A0EC3C9913983CBAE7813DF7BCCF3C40B63C3EEF3F97BEDF9A053E0245283EB571833ECE2151BCB0E2E13D2614313E0CA602BEA3FF3A3EFBC5A03EB30184BE191E73BEE8635B3E65F052BD81ABBABEE0FB1EBE0FE9223EB7CCC13D3E3C243EE8779FBE19D7DFBDFEAE383E50AE22BD18AA583E07B5BC395DE29E3DE1AB58BE3600C6BDC2A37D3D33DBC03E6B4CBD3EF014F6BDFB19193ECA6861BE62F0AA3EF310C93D07B09CBD6D128ABEF5B1B63DD9FFC0BE4EFA98BEA62B02BE64CC833E5ACECABDC9552A3EC646163ECB7252BD45A69E3EE0D4023FEE93F1BD93E5EC3CD0DC3A3E29D157BC050AE4BD454309BD6AD580BE7E9D573E815441BEACB608BE63B2B1BD0CB4553DFA1DB4BE8502AABED243D83D273D853DBB2FC03E384930BE7C98143EEB899F3E10428C3D443EA0BB4375493E94B77DBEBEF65ABC0286403EA409FCBDBB3D0CBDA26A78BE2CD93BBE45EDD63DD63C543D669F8E3C15CDD43E7CE398BD17BE9F3D52A755BD7E3B833DF7A438BD04B51C3E97692D3E15CEDDBECE1D843E0A9EA4BC28CA3A3DEEF3343DCB91CF3DCDA127BE563FB93DD670E4BCE4126C3EF8F1C53D66E23DBE634915BE9D3D073E145AA03CDD5B9E3D0D823A3DE02DB2BD8971BEBC507944BD6CC005BE49F845BD7B3EF93EA5D9DABDC39B043E855D49BD102824BC1DDE59BE302B263B139D6B3EBB3799BE3DACF3BD95E170BECF8F4DBE207DF3BD7AE2E1BECC9FDEBEEABBBCBD3F6687BECE247B3C1F879DBED0AF013F1E36E03E7A7290BE8831FB3DE850D8BECDDD2EBE5B2D033EC06A153D606416BF895DEB3D74447D3E754001BE874EFE3EE4D58BBB9ADB43BE5C186B3E27A9483D96EB173E577170BE6164623E909666BE8ECF2FBE0EF8123D1CFB47BEAFC1B3BDAB0D5E3EFD74293E3C003EBE8842963D4D9D113E136ED63DDDFBFD3D3FFA25BEC6472ABE76C0DABE7156D6BC4E274B3ED955FDBD0E34513EDB5E223E02B4A53DDF2367BE92562F3E2296873E5D3D973E78AC6CBEA7E2D33E24E37A3E670288BE31231FBE1F91AFBEE947C9BD5CF71EBC2E0AA9BD6101E4BB35B719BD5E76FB3E8ADD143DAC19C93E0727A9BDB4E5DE3EB3F81A3E40CDBD3DE850A03E32552DBD0683433E06567BBC3B85563D9F217CBD9840073E3895C93D168F473E93D9DCBE4F5F343E383670BE0F83BBBDF0D24C3A701FEABDE5BAA8BEF0D8603D62A6BFBE4CA785BEBB83C0BE689962BCD7B59E3EF6BF843EE46D33BE811BFEBCCE2F94BE23E014BF1F36D53E43AD313E4E494FBE6802B3BC6C6C853E9697A2BD2C17433EC7388B3CBF20083EF3A504BE7A8876BE69B678BDCDF09C3D613A563E8D7FE53C079AD5BC920B0E3DE71C6D3D072FED3DBF9FE0BD9B23C8BE33189EBE5C84B03EFE24C1BECF9213BE8417613E4A80963E8086C53D3F83D23D98B0C1BD12ED9F3CFB30063E9AEC683D5515823EED0DA9BEDCEE0EBDE8D1B63D3D030C3E615910BE9364993EA600413EE57233BD1C2E463D7F9E803D8AEE163EAB36AC3E8A5D693E93F9D9BD1FD124BEDC3703BD6106D03D8AB203BEE37969BCCC78383E8A03EB3D74E4113EF429173E57E89ABE4E0B51BEAE41333D78E51D3FF42E433EF44A6F3EBEA2E33B23B923BD87EF19BE72BDC4BD867F993E576782BEB3D61EBE4828953E0AD6783E7371023DC594623E9732143D281C943EA264673EB10C19BE62806CBEAA28FC3BDC39D53B859CC43EBFD0083EFAE597BEB3822C3EDB7C43BE5629853EC62C8FBE9F9ACA3D6C51933EB7107EBE81970EBF84A62B3EA7FEB73EDA5108BE94196B3E7C01EB3DCEF4193EB1363C3E6D2911BE3B66063EF3228DBECD9CA5BCB22699BD1A0A5E3EB9CB013FE562A0BCD520993E30200D3EDF0596BEFBD4A4BE6F3C673D5AB3DC3D9C045EBD4185BEBEE979F5BBD22396BDB2874EBE0B20FA3E5693A33DE6A2803ED5FD3FBEED1396BCB6FE37BC2EA072BED3665EBC95C347BED0D3ACBEA7E2113E025B063DEEA6DA3DB946583C1679DCBD29066E3EA0DDA63EB782943E8D8E9B3DB27C04BD2871F33DA6956DBE73436EBE6AE8F7BD355E333E8A7C883EF17A733E93C931BE0978CCBD4C981F3B154A443D1D3530BDF69C9EBD534BB3BE1A4F653D323B863E024451BE46EC67BE15C08D3D91CE87BE2ACCDDBBBCD210BE93C4B63D3C253CBD6A3E053E9D5D05BE756926BEBE863ABE252E013FDD1B79BE35946FBED68C3FBE023A233D9C6E4EBDEC84D4BD8ACE5C3D5D8EF73EBE8EA8BE618C6E3D5AD60BBF73A871BE0934D1BC0D4A933DE7636E3E0FDA9DBD1020ED3E1A392F3DC96E093EB00D64BEE3A0CFBEB86B8FBE1B89B53D24D317BEA6318A3E0E0A64BDB1588C3D12480EBE504C1A3E73C6463E40669B3ECDB0C9BE00311CBEB659A9BD113C57BE1140F3BECB13653E321781BD0C3D01BE6D0C85BB9F9F87BE06FC873EFCD9143F3C8A8ABEF3254ABDA7F9C9BC351F73BE4E8A31BE67BDE6BD1FB9DDBDFC9516BE017D653EAAAE203E6CE0923E7B725E3E07C4A2BE447B6FBCB236DF3D44641ABECB44653E9D2222BDF618B53ED6B5F7BEA7F016BEEC13B0BE2E6BCA3EF43E7BBE9D83573E0112443C050F3A3DBB0CD73D0F513A3EB41A043D83685DBDA1CDCC3E3174113EE6F7043EAB4879BE1335B13CF1EF7D3E9899D13D3A3EB4BC1CBF02BF9843FF3D8291FB3E869D4E3D531000BE48CA4ABBD9885B3E72459A3E7FC5DD3D60349C3D5D9B64BED3ABD03EC472FABE7700913EA1B74A3D819D1FBE6C2FDD3E727743BEC47ECABC12FFCCBD9DD5FE3D3A6495BE37BF533E3501ECBBCE191EBC260142BAAE08963D256FA33DE1491D3EEF15983E2E75A93E952AA4BDD546923EFC0FCF3E4125D3BDDFAE88BE4E15063DE1DE403EEDB574BEA1DC46BE28D96B3EFE0746BE908075BEA5E15C3DBD35CD3D1961A33D029609BE901B113CA98E3FBEB45B93BD68649F3D41F311BDB7510FBEDE43AD3C70F9F7BD7A5A653ED844013EF80A513E3F77C3BDD25937BDEA6EAD3CF36B3FBC0C3A123E5EEE1A3DA76D91BED1B87BBDC91FF73D810110BE8B5823BB635633BE18FB193E37F436BDBDDABF3D8C990BBEAD2EF3BDB3A4FCBEF6B603BE6475A7BE097BDB3EDCC0563DC759D83E8EFF19BE416B793D02EB53BEEA460BBCC2923A3EF662243EAA1381BED81B723D6961AABE7F1E1C3E7B4D7E3E06791EBE80840BBE5B54FF3CEE005EBDAD1604BE713499BEBB99BEBD3337213D83170A3EC57821BDD90A323EC94012BDEA2C3E3D30062FBEC54A28BD7F5D4F3DE34E49BE3EFD903E06617BBEC89FD13E9FC8CDBD7BCCD53EBC050E3ED03E6FBD3141D5BD91368A3E3B7BD13EA09E16BE6AF2693E308F783C49D50F3F00F95D3E03AF30BE9E2F1DBDDB879E3EFB337E3EFCB98B3B434F60BE43261ABEAF8E513E226662BE3A63243E2684CBBE58B6BFBE03D0BABD6C64763EC5589CBE268AD43CA968BC3E126BA5BE077583BD5933BF3D2D3806BE4414A3BD1A4EA43E54D34ABEFF0CEABDEBE0A73D230A763D9257BA3D39203DBEEA5D1DBDE16D5F3EB0BD1B3DDE40043EDD2B8BBDADDF9F3D5B15AABECDFA003DBE54BEBD3A7573BE843E943DAAD559BE65161A3E8B98F53DDBF58B3DCC54AA3D46A3CDBDCD9B3D3EACFDCF3C2222B83D27A39D3D175D7A3E6525B4BEB3C4C83E7AF7143E4888B6BED9FDCDBDDF79A63DBBE648BEBBACE3BCF5FAA23E9CF837BE705BC1BC23CA053E2F1A57BEBCD97A3D8F22813E3E560E3FD7B3D93DEA40963EFB8AA33EA454823ED29FFEBDBAE9E53EA1639B3E8A1EFCBC404F933D3CDBA33D769E3DBE8172B23E97F4F5BDCFC4C2BE7917F53DFCD089BCFAF2413EF918853E885930BDFEF1D53DA016823E471E11BEA4A05BBE97DE3D3EEAD1D03D4AD8B03D4BF7143BBF7B4C3DEAE24CBEDFBA0BBD315A27BE38950B3D45DAC03DAAF980BE5DD355BE94E0F8BD63740CBD0FB6FBBD71B191BE77E6383E82E88CBD78EB24BE90A8D63DF8AB61BEF942B73EB85F403D545972BD620F03BEB121D5BC4509743D99A7333ED390173EFA73B4BEA83FD13E84CCEA3EDC167EBDCBD5493EEB678C3E60F1023EE8E2B7BE1E84B4BD25F0C93D7D26C33E0BB0AFBC3E6573BEA0526F3CCD0C92BD544518BEDCBE02BE4D1F48BE460116BBDAE111BD42995E3CD7D6243E7DB2B13D",
      torch_tensor_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_1_10_torch.float32: "0x040000006DE24B3E002FD13EF951FFBDFC62E63E118120BFE184663FFCBC61BEBFE89DBE148FD43E4581B3BED14B0B3F33CC46BF9D72BD3EFE6D053FB4CA6B3EB1381D3B9BE7133FE0465FBDC041343E5AF63D3F45347C3E87A0C43DA65D8B3D69DF50BEF57CC1BEF9CF913DDDF61CBDE5933C3E2502D03E6245E6BEF522673EEC9842BFAB3188BEF31838BE613530BDA16437BF075D79BD69E3E73E1BD57DBE660E8F3FACA947BE30F10EBDC9D4163FAD15863E3C519BBEA1C739BE4FAF103FD6155ABFEA4A6CBE3AB08ABE00EA4E3D305BA13F4B345BBF07F0E4BD3315283E20044FBEDF3B053EE39D1DBF2196B8BD311C33BF951531BE03464DBFE6E0C23EF15326BF8C1E883DEC7C3D3E90A66F3E837C00BFA367ACBDFED91C3EC7148EBFBDBC8BBF852C05BF2543F73E876509BDFAE3223FA1C0593D550A94BE01F7BA3E1D269D3ECE4267BEED81B93E1AC045BF540D73BE5468B03E0E70B8BEB475143FA7FC01BF302B12BFB059933FE4D7E73E441AD1BD34F4DB3E168D9EBE1201573ED3FB8D3E725ADCBE3A3F123E96674A3EF11BC13EDF89013F42F553BEFF89633ED7C7B0BC52A1C1BD67C43E3F885463BEA4FFAFBDFDB529BF0B4C3BBF755F923FD67FEE3E2886DE3E6623C53D92F3EC3E1AD6EC3E9A6BF33EC017D0BEDE741C3E5C1B8EBDA52C14BE7C55453FA71735BE8B5B0F3E27ADD23EF8320C3FD4E3DBBE6E329ABE675AF9BE462DDABEBAA19A3D567BD53BB712D23E6580133F76A4AD3E9ADB96BF4F24943E8FA6C53E0764033F0B7662BE5C2B36BD4C9960BE4C2DD03D51ADA93E346FDB3EAD06DDBE1A21223C4619DABFB1A813BF96307C3E9921153FF046D23ED4AAF7BD02B0243D238711BEC3D8AC3EDBAA473F9D4B713DC266143F103A94BD"
    }
  }
#-}
