// wav2vec2-eager-f32: transformers 5.24.0 Wav2Vec2Model (attn_implementation=eager, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map15 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x90xf32>, %arg1: tensor<2x90xi64>) -> tensor<2x8x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
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
    %cst_20 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_26 = arith.constant 0.35355339059327379 : f64
    %cst_27 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_37 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_38 = arith.constant dense<true> : tensor<i1>
    %cst_39 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_40 = arith.constant 1.600000e+01 : f64
    %cst_41 = arith.constant 1.600000e+01 : f32
    %cst_42 = arith.constant 1.41421354 : f32
    %c7 = arith.constant 7 : index
    %cst_43 = arith.constant 3.200000e+01 : f64
    %cst_44 = arith.constant 3.200000e+01 : f32
    %cst_45 = arith.constant 2.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c3_i64 = arith.constant 3 : i64
    %c10_i64 = arith.constant 10 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_46 = arith.constant dense<5> : tensor<i64>
    %cst_47 = arith.constant dense<2> : tensor<i64>
    %cst_48 = arith.constant dense<0> : tensor<2x8xi64>
    %cst_49 = arith.constant dense<1> : tensor<2x1x1xi64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 1, 90] : tensor<2x90xf32> into tensor<2x1x90xf32>
    %0 = tensor.empty() : tensor<2x16x17xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<5> : vector<1xi64>} ins(%expanded, %cst_4 : tensor<2x1x90xf32>, tensor<16x1x10xf32>) outs(%1 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %3 = tensor.empty() : tensor<2x17x16xf32>
    %transposed = linalg.transpose ins(%2 : tensor<2x16x17xf32>) outs(%3 : tensor<2x17x16xf32>) permutation = [0, 2, 1] 
    %4 = tensor.empty() : tensor<2x17x16xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x17x16xf32>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %217 = arith.extf %in : f32 to f64
      linalg.yield %217 : f64
    } -> tensor<2x17x16xf64>
    %6 = tensor.empty() : tensor<2x17x1xf64>
    %7 = linalg.fill ins(%cst_0 : f64) outs(%6 : tensor<2x17x1xf64>) -> tensor<2x17x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x17x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_40 : f64
      linalg.yield %217 : f64
    } -> tensor<2x17x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<2x17x16xf64>, tensor<2x17x1xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.subf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x17x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<2x17x16xf64>, tensor<2x17x16xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.mulf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x17x16xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x17x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_40 : f64
      linalg.yield %217 : f64
    } -> tensor<2x17x1xf64>
    %14 = tensor.empty() : tensor<2x17x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x17x1xf64>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %217 = arith.truncf %in : f64 to f32
      linalg.yield %217 : f32
    } -> tensor<2x17x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<2x17x16xf32>) outs(%16 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.addf %in, %out : f32
      linalg.yield %217 : f32
    } -> tensor<2x17x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_41 : f32
      linalg.yield %217 : f32
    } -> tensor<2x17x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.truncf %cst_5 : f64 to f32
      %218 = arith.addf %in, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<2x17x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.rsqrt %in : f32
      linalg.yield %217 : f32
    } -> tensor<2x17x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %18 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.subf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x17x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x17x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %cst_6 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x17x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_7 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x17x16xf32>
    %transposed_50 = linalg.transpose ins(%24 : tensor<2x17x16xf32>) outs(%0 : tensor<2x16x17xf32>) permutation = [0, 2, 1] 
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<2x16x17xf32>) outs(%0 : tensor<2x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_42 : f32
      %218 = math.erf %217 : f32
      %219 = arith.addf %218, %cst_1 : f32
      %220 = arith.mulf %219, %cst_2 : f32
      %221 = arith.mulf %in, %220 : f32
      linalg.yield %221 : f32
    } -> tensor<2x16x17xf32>
    %26 = tensor.empty() : tensor<2x16x8xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %28 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%25, %cst_8 : tensor<2x16x17xf32>, tensor<16x16x3xf32>) outs(%27 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %29 = tensor.empty() : tensor<2x8x16xf32>
    %transposed_51 = linalg.transpose ins(%28 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %30 = tensor.empty() : tensor<2x8x16xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_51 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %217 = arith.extf %in : f32 to f64
      linalg.yield %217 : f64
    } -> tensor<2x8x16xf64>
    %32 = tensor.empty() : tensor<2x8x1xf64>
    %33 = linalg.fill ins(%cst_0 : f64) outs(%32 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_40 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %35 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.subf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x16xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %36 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.mulf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x16xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_40 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %40 = tensor.empty() : tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %217 = arith.truncf %in : f64 to f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%40 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_51 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.addf %in, %out : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_41 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.truncf %cst_5 : f64 to f32
      %218 = arith.addf %in, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.rsqrt %in : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_51, %44 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.subf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %46 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %cst_9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %cst_10 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %transposed_52 = linalg.transpose ins(%50 : tensor<2x8x16xf32>) outs(%26 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<2x16x8xf32>) outs(%26 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_42 : f32
      %218 = math.erf %217 : f32
      %219 = arith.addf %218, %cst_1 : f32
      %220 = arith.mulf %219, %cst_2 : f32
      %221 = arith.mulf %in, %220 : f32
      linalg.yield %221 : f32
    } -> tensor<2x16x8xf32>
    %transposed_53 = linalg.transpose ins(%51 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %52 = tensor.empty() : tensor<2x90xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x90xi64>) -> tensor<2x90xi64>
    %54 = tensor.empty() : tensor<2xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2xi64>) -> tensor<2xi64>
    %56:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg1 : tensor<2x90xi64>) outs(%53, %55 : tensor<2x90xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %217 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %217 : i64
    } -> tensor<2x90xi64>, tensor<2xi64>
    %extracted_slice = tensor.extract_slice %56#0[0, 89] [2, 1] [1, 1] : tensor<2x90xi64> to tensor<2x1xi64>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<2x1xi64> into tensor<2xi64>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %217 = arith.subi %in, %c10_i64 : i64
      linalg.yield %217 : i64
    } -> tensor<2xi64>
    %58 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%57, %cst_46 : tensor<2xi64>, tensor<i64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_97: i64, %out: i64):
      %217 = arith.sitofp %in : i64 to f64
      %218 = arith.sitofp %in_97 : i64 to f64
      %219 = arith.divf %217, %218 : f64
      %220 = math.floor %219 : f64
      %221 = arith.fptosi %220 : f64 to i64
      linalg.yield %221 : i64
    } -> tensor<2xi64>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%58 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %217 = arith.addi %in, %c1_i64 : i64
      linalg.yield %217 : i64
    } -> tensor<2xi64>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%59 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %217 = arith.subi %in, %c3_i64 : i64
      linalg.yield %217 : i64
    } -> tensor<2xi64>
    %61 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%60, %cst_47 : tensor<2xi64>, tensor<i64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_97: i64, %out: i64):
      %217 = arith.sitofp %in : i64 to f64
      %218 = arith.sitofp %in_97 : i64 to f64
      %219 = arith.divf %217, %218 : f64
      %220 = math.floor %219 : f64
      %221 = arith.fptosi %220 : f64 to i64
      linalg.yield %221 : i64
    } -> tensor<2xi64>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%61 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %217 = arith.addi %in, %c1_i64 : i64
      linalg.yield %217 : i64
    } -> tensor<2xi64>
    %63 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%54 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %217 = linalg.index 0 : index
      %218 = arith.index_cast %217 : index to i64
      linalg.yield %218 : i64
    } -> tensor<2xi64>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%62 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %217 = arith.subi %in, %c1_i64 : i64
      linalg.yield %217 : i64
    } -> tensor<2xi64>
    %expanded_54 = tensor.expand_shape %63 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_55 = tensor.expand_shape %64 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %concat = tensor.concat dim(1) %expanded_54, %expanded_55 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %65 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%cst_49, %concat : tensor<2x1x1xi64>, tensor<2x2xi64>) outs(%cst_48 : tensor<2x8xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      tm_tensor.yield %arg2 : i64
    } -> tensor<2x8xi64>
    %66 = tensor.empty() : tensor<2x8xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %68 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<2x8xi64>) outs(%67 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %217 = linalg.index 0 : index
      %218 = linalg.index 1 : index
      %219 = arith.subi %c7, %218 : index
      %extracted = tensor.extract %65[%217, %219] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %69:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%68 : tensor<2x8xi64>) outs(%67, %55 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %217 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %217 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%69#0 : tensor<2x8xi64>) outs(%67 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %217 = linalg.index 0 : index
      %218 = linalg.index 1 : index
      %219 = arith.subi %c7, %218 : index
      %extracted = tensor.extract %69#0[%217, %219] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %71 = tensor.empty() : tensor<2x8xi1>
    %72 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<2x8xi64>) outs(%71 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %217 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %217 : i1
    } -> tensor<2x8xi1>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %217 = arith.extf %in : f32 to f64
      linalg.yield %217 : f64
    } -> tensor<2x8x16xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_40 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.subf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x16xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.mulf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x16xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_40 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %217 = arith.truncf %in : f64 to f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_53 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.addf %in, %out : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_41 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.truncf %cst_5 : f64 to f32
      %218 = arith.addf %in, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.rsqrt %in : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_53, %82 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.subf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %cst_11 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %cst_12 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_56 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %89 = tensor.empty() : tensor<16x32xf32>
    %transposed_57 = linalg.transpose ins(%cst_13 : tensor<32x16xf32>) outs(%89 : tensor<16x32xf32>) permutation = [1, 0] 
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %91 = linalg.matmul ins(%collapsed_56, %transposed_57 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<16x32xf32>
    %expanded_58 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %94 = tensor.empty() : tensor<2x8x32xi1>
    %95 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8xi1>) outs(%94 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x32xi1>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x32xi1>) outs(%94 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %217 = arith.xori %in, %true : i1
      linalg.yield %217 : i1
    } -> tensor<2x8x32xi1>
    %97 = tensor.empty() : tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %cst_37, %expanded_58 : tensor<2x8x32xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_97: f32, %in_98: f32, %out: f32):
      %217 = arith.select %in, %in_97, %in_98 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %99 = tensor.empty() : tensor<8xi64>
    %100 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%99 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %217 = linalg.index 0 : index
      %218 = arith.index_cast %217 : index to i64
      linalg.yield %218 : i64
    } -> tensor<8xi64>
    %expanded_59 = tensor.expand_shape %63 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_60 = tensor.expand_shape %100 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_61 = tensor.expand_shape %100 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %101 = tensor.empty() : tensor<1x1x8x1xi1>
    %102 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<1x1x8x1xi64>) outs(%101 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %217 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %217 : i1
    } -> tensor<1x1x8x1xi1>
    %103 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_38, %102 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%101 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_97: i1, %out: i1):
      %217 = arith.andi %in, %in_97 : i1
      linalg.yield %217 : i1
    } -> tensor<1x1x8x1xi1>
    %104 = tensor.empty() : tensor<2x1x1x8xi1>
    %105 = linalg.generic {indexing_maps = [#map11, #map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59, %expanded_61 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%104 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_97: i64, %out: i1):
      %217 = arith.cmpi slt, %in, %c0_i64 : i64
      %218 = arith.addi %in, %c2_i64 : i64
      %219 = arith.select %217, %218, %in : i64
      %220 = arith.index_cast %219 : i64 to index
      %221 = arith.cmpi slt, %in_97, %c0_i64 : i64
      %222 = arith.addi %in_97, %c8_i64 : i64
      %223 = arith.select %221, %222, %in_97 : i64
      %224 = arith.index_cast %223 : i64 to index
      %extracted = tensor.extract %72[%220, %224] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %106 = tensor.empty() : tensor<2x1x8x8xi1>
    %107 = linalg.generic {indexing_maps = [#map13, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%106 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_97: i1, %out: i1):
      %217 = arith.andi %in, %in_97 : i1
      linalg.yield %217 : i1
    } -> tensor<2x1x8x8xi1>
    %108 = tensor.empty() : tensor<2x1x8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %cst_37, %cst_39 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%108 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_97: f32, %in_98: f32, %out: f32):
      %217 = arith.select %in, %in_97, %in_98 : f32
      linalg.yield %217 : f32
    } -> tensor<2x1x8x8xf32>
    %110 = tensor.empty() : tensor<1x1x4xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "reduction", "parallel"]} ins(%cst_15 : tensor<32x16x4xf32>) outs(%111 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.absf %in : f32
      %218 = math.powf %217, %cst_45 : f32
      %219 = arith.addf %218, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x1x4xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x1x4xf32>) outs(%110 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.powf %in, %cst_2 : f32
      linalg.yield %217 : f32
    } -> tensor<1x1x4xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %113 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%110 : tensor<1x1x4xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.divf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<1x1x4xf32>
    %115 = tensor.empty() : tensor<32x16x4xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map15, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %114 : tensor<32x16x4xf32>, tensor<1x1x4xf32>) outs(%115 : tensor<32x16x4xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<32x16x4xf32>
    %117 = tensor.empty() : tensor<2x32x8xf32>
    %transposed_62 = linalg.transpose ins(%98 : tensor<2x8x32xf32>) outs(%117 : tensor<2x32x8xf32>) permutation = [0, 2, 1] 
    %expanded_63 = tensor.expand_shape %transposed_62 [[0], [1], [2, 3]] output_shape [2, 32, 8, 1] : tensor<2x32x8xf32> into tensor<2x32x8x1xf32>
    %padded = tensor.pad %expanded_63 low[0, 0, 2, 0] high[0, 0, 2, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x1xf32> to tensor<2x32x12x1xf32>
    %118 = tensor.empty() : tensor<2x32x9x1xf32>
    %broadcasted = linalg.broadcast ins(%cst_17 : tensor<32xf32>) outs(%118 : tensor<2x32x9x1xf32>) dimensions = [0, 2, 3] 
    %expanded_64 = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [2, 2, 16, 12, 1] : tensor<2x32x12x1xf32> into tensor<2x2x16x12x1xf32>
    %expanded_65 = tensor.expand_shape %116 [[0, 1], [2], [3, 4]] output_shape [2, 16, 16, 4, 1] : tensor<32x16x4xf32> into tensor<2x16x16x4x1xf32>
    %expanded_66 = tensor.expand_shape %broadcasted [[0], [1, 2], [3], [4]] output_shape [2, 2, 16, 9, 1] : tensor<2x32x9x1xf32> into tensor<2x2x16x9x1xf32>
    %119 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_64, %expanded_65 : tensor<2x2x16x12x1xf32>, tensor<2x16x16x4x1xf32>) outs(%expanded_66 : tensor<2x2x16x9x1xf32>) -> tensor<2x2x16x9x1xf32>
    %collapsed_67 = tensor.collapse_shape %119 [[0], [1, 2], [3, 4]] : tensor<2x2x16x9x1xf32> into tensor<2x32x9xf32>
    %extracted_slice_68 = tensor.extract_slice %collapsed_67[0, 0, 0] [2, 32, 8] [1, 1, 1] : tensor<2x32x9xf32> to tensor<2x32x8xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_68 : tensor<2x32x8xf32>) outs(%117 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_42 : f32
      %218 = math.erf %217 : f32
      %219 = arith.addf %218, %cst_1 : f32
      %220 = arith.mulf %219, %cst_2 : f32
      %221 = arith.mulf %in, %220 : f32
      linalg.yield %221 : f32
    } -> tensor<2x32x8xf32>
    %transposed_69 = linalg.transpose ins(%120 : tensor<2x32x8xf32>) outs(%97 : tensor<2x8x32xf32>) permutation = [0, 2, 1] 
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %transposed_69 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %122 = tensor.empty() : tensor<2x8x32xf64>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x32xf32>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %217 = arith.extf %in : f32 to f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_43 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %126 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %125 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.subf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %126 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.mulf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_43 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %217 = arith.truncf %in : f64 to f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.addf %in, %out : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_44 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.truncf %cst_5 : f64 to f32
      %218 = arith.addf %in, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<2x8x1xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.rsqrt %in : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %132 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.subf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %134 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %cst_18 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %cst_19 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_70 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %139 = tensor.empty() : tensor<32x32xf32>
    %transposed_71 = linalg.transpose ins(%cst_20 : tensor<32x32xf32>) outs(%139 : tensor<32x32xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_70, %transposed_71 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_21 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%140, %141 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<16x32xf32>
    %expanded_72 = tensor.expand_shape %142 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %143 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<2x8x4x8xf32>) outs(%143 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%cst_22 : tensor<32x32xf32>) outs(%139 : tensor<32x32xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_70, %transposed_74 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_23 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %146 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<16x32xf32>
    %expanded_75 = tensor.expand_shape %146 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_76 = linalg.transpose ins(%cst_24 : tensor<32x32xf32>) outs(%139 : tensor<32x32xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_70, %transposed_76 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %148 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_25 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %149 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<16x32xf32>
    %expanded_77 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x8x4x8xf32>) outs(%143 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_79 = linalg.transpose ins(%expanded_75 : tensor<2x8x4x8xf32>) outs(%143 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_80 = tensor.collapse_shape %transposed_73 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_81 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %150 = tensor.empty() : tensor<8x8x8xf32>
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %152 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%151 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_82 = tensor.expand_shape %152 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %153 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x4x8x8xf32>) outs(%143 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.truncf %cst_26 : f64 to f32
      %218 = arith.mulf %in, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<2x4x8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %109 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%143 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x8x8xf32>
    %155 = tensor.empty() : tensor<2x4x8xi64>
    %156 = linalg.fill ins(%c0_i64 : i64) outs(%155 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %157 = tensor.empty() : tensor<2x4x8xf32>
    %158 = linalg.fill ins(%cst_3 : f32) outs(%157 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %159:2 = linalg.generic {indexing_maps = [#map9, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%154 : tensor<2x4x8x8xf32>) outs(%158, %156 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_97: i64):
      %217 = linalg.index 3 : index
      %218 = arith.index_cast %217 : index to i64
      %219 = arith.maximumf %in, %out : f32
      %220 = arith.cmpf ogt, %in, %out : f32
      %221 = arith.select %220, %218, %out_97 : i64
      linalg.yield %219, %221 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_83 = tensor.expand_shape %159#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_83 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%143 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.subf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x8x8xf32>
    %161 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<2x4x8x8xf32>) outs(%143 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.exp %in : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x8x8xf32>
    %162 = tensor.empty() : tensor<2x4x8x1xf32>
    %163 = linalg.fill ins(%cst : f32) outs(%162 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map9, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%161 : tensor<2x4x8x8xf32>) outs(%163 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.addf %in, %out : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x8x1xf32>
    %165 = linalg.generic {indexing_maps = [#map9, #map18, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %164 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%143 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.divf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_84 = tensor.collapse_shape %165 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_85 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %166 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%151 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_86 = tensor.expand_shape %166 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %167 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_87 = linalg.transpose ins(%expanded_86 : tensor<2x4x8x8xf32>) outs(%167 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_88 = tensor.collapse_shape %transposed_87 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_89 = linalg.transpose ins(%cst_27 : tensor<32x32xf32>) outs(%139 : tensor<32x32xf32>) permutation = [1, 0] 
    %168 = linalg.matmul ins(%collapsed_88, %transposed_89 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %169 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_28 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %170 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%168, %169 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<16x32xf32>
    %expanded_90 = tensor.expand_shape %170 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %expanded_90 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x32xf32>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %217 = arith.extf %in : f32 to f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%172 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_43 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %175 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %174 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.subf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %175 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.mulf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %177 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%176 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_43 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %217 = arith.truncf %in : f64 to f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%171 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.addf %in, %out : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_44 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.truncf %cst_5 : f64 to f32
      %218 = arith.addf %in, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<2x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.rsqrt %in : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %181 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.subf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %183 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %cst_29 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %cst_30 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_91 = tensor.collapse_shape %187 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %188 = tensor.empty() : tensor<32x64xf32>
    %transposed_92 = linalg.transpose ins(%cst_31 : tensor<64x32xf32>) outs(%188 : tensor<32x64xf32>) permutation = [1, 0] 
    %189 = tensor.empty() : tensor<16x64xf32>
    %190 = linalg.fill ins(%cst : f32) outs(%189 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %191 = linalg.matmul ins(%collapsed_91, %transposed_92 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%190 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %192 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_32 : tensor<64xf32>) outs(%189 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %193 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%191, %192 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%189 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<16x64xf32>
    %expanded_93 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %194 = tensor.empty() : tensor<2x8x64xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<2x8x64xf32>) outs(%194 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_42 : f32
      %218 = math.erf %217 : f32
      %219 = arith.addf %218, %cst_1 : f32
      %220 = arith.mulf %219, %cst_2 : f32
      %221 = arith.mulf %in, %220 : f32
      linalg.yield %221 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_94 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %196 = tensor.empty() : tensor<64x32xf32>
    %transposed_95 = linalg.transpose ins(%cst_33 : tensor<32x64xf32>) outs(%196 : tensor<64x32xf32>) permutation = [1, 0] 
    %197 = linalg.matmul ins(%collapsed_94, %transposed_95 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %198 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_34 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %199 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%197, %198 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<16x32xf32>
    %expanded_96 = tensor.expand_shape %199 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %expanded_96 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<2x8x32xf32>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %217 = arith.extf %in : f32 to f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %202 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_43 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %203 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.subf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %204 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%122 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_97: f64, %out: f64):
      %217 = arith.mulf %in, %in_97 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x32xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.addf %in, %out : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %217 = arith.divf %in, %cst_43 : f64
      linalg.yield %217 : f64
    } -> tensor<2x8x1xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %217 = arith.truncf %in : f64 to f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.addf %in, %out : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.divf %in, %cst_44 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = arith.truncf %cst_5 : f64 to f32
      %218 = arith.addf %in, %217 : f32
      linalg.yield %218 : f32
    } -> tensor<2x8x1xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %217 = math.rsqrt %in : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %210 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.subf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %212 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %cst_35 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.mulf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %cst_36 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %217 = arith.addf %in, %in_97 : f32
      linalg.yield %217 : f32
    } -> tensor<2x8x32xf32>
    return %216 : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_1_10_torch.float32: "0x040000006DE24B3E002FD13EF951FFBDFC62E63E118120BFE184663FFCBC61BEBFE89DBE148FD43E4581B3BED14B0B3F33CC46BF9D72BD3EFE6D053FB4CA6B3EB1381D3B9BE7133FE0465FBDC041343E5AF63D3F45347C3E87A0C43DA65D8B3D69DF50BEF57CC1BEF9CF913DDDF61CBDE5933C3E2502D03E6245E6BEF522673EEC9842BFAB3188BEF31838BE613530BDA16437BF075D79BD69E3E73E1BD57DBE660E8F3FACA947BE30F10EBDC9D4163FAD15863E3C519BBEA1C739BE4FAF103FD6155ABFEA4A6CBE3AB08ABE00EA4E3D305BA13F4B345BBF07F0E4BD3315283E20044FBEDF3B053EE39D1DBF2196B8BD311C33BF951531BE03464DBFE6E0C23EF15326BF8C1E883DEC7C3D3E90A66F3E837C00BFA367ACBDFED91C3EC7148EBFBDBC8BBF852C05BF2543F73E876509BDFAE3223FA1C0593D550A94BE01F7BA3E1D269D3ECE4267BEED81B93E1AC045BF540D73BE5468B03E0E70B8BEB475143FA7FC01BF302B12BFB059933FE4D7E73E441AD1BD34F4DB3E168D9EBE1201573ED3FB8D3E725ADCBE3A3F123E96674A3EF11BC13EDF89013F42F553BEFF89633ED7C7B0BC52A1C1BD67C43E3F885463BEA4FFAFBDFDB529BF0B4C3BBF755F923FD67FEE3E2886DE3E6623C53D92F3EC3E1AD6EC3E9A6BF33EC017D0BEDE741C3E5C1B8EBDA52C14BE7C55453FA71735BE8B5B0F3E27ADD23EF8320C3FD4E3DBBE6E329ABE675AF9BE462DDABEBAA19A3D567BD53BB712D23E6580133F76A4AD3E9ADB96BF4F24943E8FA6C53E0764033F0B7662BE5C2B36BD4C9960BE4C2DD03D51ADA93E346FDB3EAD06DDBE1A21223C4619DABFB1A813BF96307C3E9921153FF046D23ED4AAF7BD02B0243D238711BEC3D8AC3EDBAA473F9D4B713DC266143F103A94BD",
      torch_tensor_16_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_3_torch.float32: "0x040000001521FDBD677F073E0CACB2BEC84E44BC6788323E8815473E5B73B2BDCDFF523E1152443CCDEED4BE4CC275BC764F143E28533BBE81CD6FBE058A9D3EA015823D188A0FBEEAF67FBDED390B3EFF3889BD2ECFD6BDDB13953E66E3603EFA08ED3DA18495BD0473BDBDFBD127BE13A0EC3C9913983CBAE7813DF7BCCF3C40B63C3EEF3F97BEDF9A053E0245283EB571833ECE2151BCB0E2E13D2614313E0CA602BEA3FF3A3EFBC5A03EB30184BE191E73BEE8635B3E65F052BD81ABBABEE0FB1EBE0FE9223EB7CCC13D3E3C243EE8779FBE19D7DFBDFEAE383E50AE22BD18AA583E07B5BC395DE29E3DE1AB58BE3600C6BDC2A37D3D33DBC03E6B4CBD3EF014F6BDFB19193ECA6861BE62F0AA3EF310C93D07B09CBD6D128ABEF5B1B63DD9FFC0BE4EFA98BEA62B02BE64CC833E5ACECABDC9552A3EC646163ECB7252BD45A69E3EE0D4023FEE93F1BD93E5EC3CD0DC3A3E29D157BC050AE4BD454309BD6AD580BE7E9D573E815441BEACB608BE63B2B1BD0CB4553DFA1DB4BE8502AABED243D83D273D853DBB2FC03E384930BE7C98143EEB899F3E10428C3D443EA0BB4375493E94B77DBEBEF65ABC0286403EA409FCBDBB3D0CBDA26A78BE2CD93BBE45EDD63DD63C543D669F8E3C15CDD43E7CE398BD17BE9F3D52A755BD7E3B833DF7A438BD04B51C3E97692D3E15CEDDBECE1D843E0A9EA4BC28CA3A3DEEF3343DCB91CF3DCDA127BE563FB93DD670E4BCE4126C3EF8F1C53D66E23DBE634915BE9D3D073E145AA03CDD5B9E3D0D823A3DE02DB2BD8971BEBC507944BD6CC005BE49F845BD7B3EF93EA5D9DABDC39B043E855D49BD102824BC1DDE59BE302B263B139D6B3EBB3799BE3DACF3BD95E170BECF8F4DBE207DF3BD7AE2E1BECC9FDEBEEABBBCBD3F6687BECE247B3C1F879DBED0AF013F1E36E03E7A7290BE8831FB3DE850D8BECDDD2EBE5B2D033EC06A153D606416BF895DEB3D74447D3E754001BE874EFE3EE4D58BBB9ADB43BE5C186B3E27A9483D96EB173E577170BE6164623E909666BE8ECF2FBE0EF8123D1CFB47BEAFC1B3BDAB0D5E3EFD74293E3C003EBE8842963D4D9D113E136ED63DDDFBFD3D3FFA25BEC6472ABE76C0DABE7156D6BC4E274B3ED955FDBD0E34513EDB5E223E02B4A53DDF2367BE92562F3E2296873E5D3D973E78AC6CBEA7E2D33E24E37A3E670288BE31231FBE1F91AFBEE947C9BD5CF71EBC2E0AA9BD6101E4BB35B719BD5E76FB3E8ADD143DAC19C93E0727A9BDB4E5DE3EB3F81A3E40CDBD3DE850A03E32552DBD0683433E06567BBC3B85563D9F217CBD9840073E3895C93D168F473E93D9DCBE4F5F343E383670BE0F83BBBDF0D24C3A701FEABDE5BAA8BEF0D8603D62A6BFBE4CA785BEBB83C0BE689962BCD7B59E3EF6BF843EE46D33BE811BFEBCCE2F94BE23E014BF1F36D53E43AD313E4E494FBE6802B3BC6C6C853E9697A2BD2C17433EC7388B3CBF20083EF3A504BE7A8876BE69B678BDCDF09C3D613A563E8D7FE53C079AD5BC920B0E3DE71C6D3D072FED3DBF9FE0BD9B23C8BE33189EBE5C84B03EFE24C1BECF9213BE8417613E4A80963E8086C53D3F83D23D98B0C1BD12ED9F3CFB30063E9AEC683D5515823EED0DA9BEDCEE0EBDE8D1B63D3D030C3E615910BE9364993EA600413EE57233BD1C2E463D7F9E803D8AEE163EAB36AC3E8A5D693E93F9D9BD1FD124BEDC3703BD6106D03D8AB203BEE37969BCCC78383E8A03EB3D74E4113EF429173E57E89ABE4E0B51BEAE41333D78E51D3FF42E433EF44A6F3EBEA2E33B23B923BD87EF19BE72BDC4BD867F993E576782BEB3D61EBE4828953E0AD6783E7371023DC594623E9732143D281C943EA264673EB10C19BE62806CBEAA28FC3BDC39D53B859CC43EBFD0083EFAE597BEB3822C3EDB7C43BE5629853EC62C8FBE9F9ACA3D6C51933EB7107EBE81970EBF84A62B3EA7FEB73EDA5108BE94196B3E7C01EB3DCEF4193EB1363C3E6D2911BE3B66063EF3228DBECD9CA5BCB22699BD1A0A5E3EB9CB013FE562A0BCD520993E30200D3EDF0596BEFBD4A4BE6F3C673D5AB3DC3D9C045EBD4185BEBEE979F5BBD22396BDB2874EBE0B20FA3E5693A33DE6A2803ED5FD3FBEED1396BCB6FE37BC2EA072BED3665EBC95C347BED0D3ACBEA7E2113E025B063DEEA6DA3DB946583C1679DCBD29066E3EA0DDA63EB782943E8D8E9B3DB27C04BD2871F33DA6956DBE73436EBE6AE8F7BD355E333E8A7C883EF17A733E93C931BE0978CCBD4C981F3B154A443D1D3530BDF69C9EBD534BB3BE1A4F653D323B863E024451BE46EC67BE15C08D3D91CE87BE2ACCDDBBBCD210BE93C4B63D3C253CBD6A3E053E9D5D05BE756926BEBE863ABE252E013FDD1B79BE35946FBED68C3FBE023A233D9C6E4EBDEC84D4BD8ACE5C3D5D8EF73EBE8EA8BE618C6E3D5AD60BBF73A871BE0934D1BC0D4A933DE7636E3E0FDA9DBD1020ED3E1A392F3DC96E093EB00D64BEE3A0CFBEB86B8FBE1B89B53D24D317BEA6318A3E0E0A64BDB1588C3D12480EBE504C1A3E73C6463E40669B3ECDB0C9BE00311CBEB659A9BD113C57BE1140F3BECB13653E321781BD0C3D01BE6D0C85BB9F9F87BE06FC873EFCD9143F3C8A8ABEF3254ABDA7F9C9BC351F73BE4E8A31BE67BDE6BD1FB9DDBDFC9516BE017D653EAAAE203E6CE0923E7B725E3E07C4A2BE447B6FBCB236DF3D44641ABECB44653E9D2222BDF618B53ED6B5F7BEA7F016BEEC13B0BE2E6BCA3EF43E7BBE9D83573E0112443C050F3A3DBB0CD73D0F513A3EB41A043D83685DBDA1CDCC3E3174113EE6F7043EAB4879BE1335B13CF1EF7D3E9899D13D3A3EB4BC1CBF02BF9843FF3D8291FB3E869D4E3D531000BE48CA4ABBD9885B3E72459A3E7FC5DD3D60349C3D5D9B64BED3ABD03EC472FABE7700913EA1B74A3D819D1FBE6C2FDD3E727743BEC47ECABC12FFCCBD9DD5FE3D3A6495BE37BF533E3501ECBBCE191EBC260142BAAE08963D256FA33DE1491D3EEF15983E2E75A93E952AA4BDD546923EFC0FCF3E4125D3BDDFAE88BE4E15063DE1DE403EEDB574BEA1DC46BE28D96B3EFE0746BE908075BEA5E15C3DBD35CD3D1961A33D029609BE901B113CA98E3FBEB45B93BD68649F3D41F311BDB7510FBEDE43AD3C70F9F7BD7A5A653ED844013EF80A513E3F77C3BDD25937BDEA6EAD3CF36B3FBC0C3A123E5EEE1A3DA76D91BED1B87BBDC91FF73D810110BE8B5823BB635633BE18FB193E37F436BDBDDABF3D8C990BBEAD2EF3BDB3A4FCBEF6B603BE6475A7BE097BDB3EDCC0563DC759D83E8EFF19BE416B793D02EB53BEEA460BBCC2923A3EF662243EAA1381BED81B723D6961AABE7F1E1C3E7B4D7E3E06791EBE80840BBE5B54FF3CEE005EBDAD1604BE713499BEBB99BEBD3337213D83170A3EC57821BDD90A323EC94012BDEA2C3E3D30062FBEC54A28BD7F5D4F3DE34E49BE3EFD903E06617BBEC89FD13E9FC8CDBD7BCCD53EBC050E3ED03E6FBD3141D5BD91368A3E3B7BD13EA09E16BE6AF2693E308F783C49D50F3F00F95D3E03AF30BE9E2F1DBDDB879E3EFB337E3EFCB98B3B434F60BE43261ABEAF8E513E226662BE3A63243E2684CBBE58B6BFBE03D0BABD6C64763EC5589CBE268AD43CA968BC3E126BA5BE077583BD5933BF3D2D3806BE4414A3BD1A4EA43E54D34ABEFF0CEABDEBE0A73D230A763D9257BA3D39203DBEEA5D1DBDE16D5F3EB0BD1B3DDE40043EDD2B8BBDADDF9F3D5B15AABECDFA003DBE54BEBD3A7573BE843E943DAAD559BE65161A3E8B98F53DDBF58B3DCC54AA3D46A3CDBDCD9B3D3EACFDCF3C2222B83D27A39D3D175D7A3E6525B4BEB3C4C83E7AF7143E4888B6BED9FDCDBDDF79A63DBBE648BEBBACE3BCF5FAA23E9CF837BE705BC1BC23CA053E2F1A57BEBCD97A3D8F22813E3E560E3FD7B3D93DEA40963EFB8AA33EA454823ED29FFEBDBAE9E53EA1639B3E8A1EFCBC404F933D3CDBA33D769E3DBE8172B23E97F4F5BDCFC4C2BE7917F53DFCD089BCFAF2413EF918853E885930BDFEF1D53DA016823E471E11BEA4A05BBE97DE3D3EEAD1D03D4AD8B03D4BF7143BBF7B4C3DEAE24CBEDFBA0BBD315A27BE38950B3D45DAC03DAAF980BE5DD355BE94E0F8BD63740CBD0FB6FBBD71B191BE77E6383E82E88CBD78EB24BE90A8D63DF8AB61BEF942B73EB85F403D545972BD620F03BEB121D5BC4509743D99A7333ED390173EFA73B4BEA83FD13E84CCEA3EDC167EBDCBD5493EEB678C3E60F1023EE8E2B7BE1E84B4BD25F0C93D7D26C33E0BB0AFBC3E6573BEA0526F3CCD0C92BD544518BEDCBE02BE4D1F48BE460116BBDAE111BD42995E3CD7D6243E7DB2B13D",
      torch_tensor_16_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_5: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_16_torch.float32: "0x04000000C4A96BBE6013D0BD48435D3E4A7850BE1CAAB7BD4065DA3D68B96CBDDC3B713E20BA9BBDFC0A373E6A1C0A3ECED668BEFE7F763EF09420BE3A381C3E8E7921BEC42ABDBDBCA9D03D00BE37BD10322CBE66FD303EF086963D403D953B6E78533E2C12C73DE46B693E006095383C465ABEB213153EB0F04BBECC15B93D009071BB40896CBC8CC4E3BD78DE16BE96B45DBE38C56C3D407E26BD24F718BE9242613E869A2F3E50E65C3DFC3D893D507B05BD38E23C3E501577BE06981BBEAC36353E0894353E80952DBCB05697BDF8AAEC3DBA08333E5000BEBDE617003EBCE1F63D40DBE43CE4461ABE208E343D481D22BDB84B8D3DFA2B3ABEE456C23D640F613EA430F9BD0CFD3A3E2809E03D606413BD649419BE188E033EDC863FBE7E5B123E50374FBE70A107BEC0D1CD3CF43C023ED4A46CBEE0528C3D00BE95BB5CFE14BE205486BD1A35493E02FC36BE38DCEABDD8FC3B3D98E850BE206BE43C38FF873D3C1CA43D240EC43DDAD9603E208BBE3CBE28693ED4D9EABDD0CDE83C6E8122BEF00A7ABE788D063DF01786BCCEBD07BECC94EBBD948142BE00B24B3DF232363E8002E8BD92945E3E40304ABE9CE64FBE76927C3ECC20A73D4EEE0ABE5A7801BE80B0E0BB3ACE4CBEF231153E0001A0BDC8A3683EE4F23A3E46BA443E4ED768BE5073053EA4171DBE0845F4BD3A081E3E8EE560BE686CA7BD9075DF3D24AFFFBDC64B633EBA8D2C3ED86E33BEB0813D3D102D78BEA42D153E28E47EBD00C5813DFCCBC0BD2CB5423E48E7093DA29A3CBEDC1179BE384ED9BD5050B7BCE03F89BD88FA29BD201304BEC07AB6BBB83EE73DB838ECBD188057BD40F3E5BC1E733B3E60245EBC18A4A1BD9EFD1D3E908D463D1C02D23DA4EDF1BD840AD5BDB827FB3D2AD0133E9CF1A13D3812963D003DF13ACEE84FBE907A1A3D203A703DDEA30F3EF8D6083DC2D47D3E1034E9BC8C0A1E3EBE7D62BE50D319BD083225BE00B09D396E0E64BEA443F1BDAE564A3E7C61D13DCE47423EBC27D43D1C101C3EAE740ABE2456BA3D380672BED0373BBE1A796FBE86DE173ED44F9F3DF69F1FBEF0739A3C949C5F3E348110BEC8FC2FBE424345BE50FF0ABDD244643EB0AF4C3D8073C0BC10D821BDD8088BBDAC0ADDBD3C2D703EB8A0C6BD1CBFB5BD8890AFBDB8F45F3E2A021CBE3E747B3E00EF283B8035D6BD52F41E3EF030553E90B39FBD88DC113E2C5417BEFC72D8BDFE59283EC4C26B3E3C0C58BED4F025BE20463BBE30F1B0BCA0A3DEBCD2CE223EC8527D3D289542BED02292BC04F816BE9038CF3C884FA23D54076ABECCBE7F3E521D083E8AED7DBE2089E3BD6AB1613EC009873CD25849BEF09BF6BD067567BE5C619B3D32CF00BE22E4713EF850903DF04606BE92FD383E60E846BD107C2ABE7EF24FBE10A2EABD7CB7D53D78AC683DBCB89CBDECBAB1BDE43581BD26FF2CBE84CD6C3ECA4E63BEE049EDBC30660C3D0098923AC00133BC381D4BBE4C2ADEBDE84B0EBE6A3F693ECC279CBD46CD37BE269032BEC6143ABE78013ABDD8DAD7BDB0CA39BE94DBB0BD3CA04C3E3C9B63BE80B69FBC84736F3E7426233E48EC753DFC98D73D6C20B3BDF45D46BE285D1DBEF64115BE56073B3E80B90A3B341F50BEF4513FBE90588DBC741A103E1022F53C5088383D907369BD008751BBB01C173E249EA63DA89BAABD50CF7F3E040D343ECCC3AF3D482BF43D467A2B3EC0C218BDD05F343DD8129FBD80B5A0BD60F61F3CD4C22BBE2A81633E90E52ABEAC3224BEB81D0EBDE41E273EC040FDBD60518ABC56450F3E52F95FBEEAE66D3EB6030A3ED8ECAC3D00D05739AE65163E086A90BDD046AF3C72953E3E64C50EBEE04A893C4086363E80CEB53CEED018BE006F3C3D50E759BD92675BBE0059A13BA03D1A3CEA0C263E204A41BCC49938BEFACB5E3E4040593D7C988FBDDC3C1A3E18683B3EC23D373EB091483E60E5CCBD48206C3E46F61C3E22BF2CBE18D2F53DA24410BE64D4E13D240613BEC8F6FA3DEC9BD2BD38E5613DB8724DBD789C073E80C368BBFC42EE3D544DC4BD641EF03D62230C3E1086943C18CF97BDB8171D3D66E36CBED0089FBC68F9523E5A3C003E40FEF6BB625E03BE984C573DF2F1603EF84B003EC04C9C3BCC6A9C3D20EAA53C08C577BDCCF23BBE5424F3BD2CDDD9BD789915BE72EE763E4E395ABE402E513C209B653CD88000BE0084FCBCDCD6BA3DEC9733BE7802AA3DE0A15EBCD4B4F8BD10E944BE402EC7BCD091EFBDD495B03D9C797DBE1016423E0AB4773E50A4A63CB65B2EBE1E5C77BE28A7F63DBC2CAE3D80A2543E182208BEDEC8103EB4B9CFBD181A41BE307BA93C985F94BD341AE83DD01807BED40C253EDCA139BE2491823D786A2A3ED09598BDCAB771BE34E3C03DF0E160BE94E406BE24FAE6BD3CE206BE862C6B3EF4573FBE9CA1433E5EB526BE92D44D3EBC13A9BD608929BD126834BE9036EC3CE478CBBDE4AF6EBE545DFB3D8073AA3D3C3029BE62EA703EE088C9BC06D1263E70BCB5BD46AB7DBE1C1AF5BDD41146BE1E0C683ED029513EF88441BD36277CBEA2C41E3E38F1A73D06FB233E000F4C3DE464D83D00E781BCCA817C3EE0593DBDE0D5EE3D9ABA78BE802413BDF0DDD83C3030513EFA4C0A3E18B2783EB870013D2C11A8BDA0B1583C00B5B7BB58EE983DB855413DA416E6BD5CAFDD3D60B5DC3C5CAD35BE0046EB3B0E4035BE0085AABB30298C3D02DB7FBECC14333E482AE8BDA8EF39BD98636ABD00CA463E82671EBEE2FB7CBE84736BBEC0F9E83D60D2B4BDD82F183D6419F83D40689B3BD2E27E3E6885CD3D2A0775BEEA244ABE461566BE92352EBEB0F97ABDACFBBFBD50FD71BE3477D63D0891423DA01808BD24B8C53D4C798ABD30AAA83C",
      torch_tensor_32_torch.float32: "0x0400000078AAD9BD4A6A083EAE394A3E50433F3DD6EA4E3EF42EAA3D2C2690BDD6C03D3E10F64B3D30A9503DB0EED83C5CE54F3EFE2423BE586CBDBD46DD1CBE8C7328BEBED1033EF066E3BD708D1C3DB2BC563EEE10053ED066AF3C526E503E201AB4BD0E3E4F3ED89B6B3E7AEF78BEE8E1C53D9CA2D63D1CC69E3D284E5B3EB0E66B3E",
      torch_tensor_32_16_4_torch.float32: "0x040000001C7557BD5093D5BCC4833DBD1E478C3D208FC2BC8E1AC23DD8A8E93C40399EBC8EDD93BD8C69EABDA05C15BD6810EDBD98B7BDBC80E4053B20FB03BCC8807BBD28AEB13D8E2C903D484AFCBC504B4ABDD6F1A03DEAB9DE3D4A67EABDA03EDDBC100F3EBC0C6039BDAE8CDA3DA84197BC9A0CD93D00FE213A30265EBC425395BD483E2ABD48FB243D107A623D80BC91BB82EDF33D9E2FB1BDC44E443DAE92E63D380EB2BCA03DCB3D400A073B4CB4BFBD20728CBD08933E3D44915DBD8848F63C28F8FB3D98EA2D3D00AC3FBC30F4FF3C287E93BDD41AD7BD626FC0BD6CCFD6BD1025D23C4075C73C689559BD1468FABD2AAD8A3DBC4191BD58F4AABCC0A6D6BDAC6C90BDFC95553DA885EEBD3AFB91BD52EEBF3D0E4A83BD641255BD94C10FBDECDB5A3DA0EDA7BDF0574D3C281A513DC0AB14BC8828B93CFA49C3BD9479673D78593F3D487180BCC6ADD3BD98C94C3DF60CA73D101BB3BC2C53713D08C73D3D8CC84CBD402C0EBC0ED5FE3D00B31A3A18CECBBD705B15BC5CB77E3D002127BD201086BD22E3D23D506D873D68F8ADBCA042D13B209A58BCD0BCED3CE091913B20EA9ABD88B8BD3C8042563B1069043CF41D43BD9C2F033D6E03CFBD740C193D86B98A3D906361BC60DCC6BD003CEEB900103A39863CDDBD4C11B5BDC8C8EC3D0C71BF3D40E08D3DA258B13DDC19453DEC12903DEA8DA93DD836EFBC482C82BC368AB63D00D03CB86493A6BD8A80C6BDAC2C8F3DBE0CD43D10D0C63DC069AA3C3AB6B03DC80AEBBD4270B8BDBC54F6BD7441CE3D804094BA08C26BBD443F2D3D90A83FBD222FA4BD407A453D407EBB3C8A53B7BD129EA8BDB00F703D0EA8C23DC0B8263CC09580BD503B773D5897B23C6A1FE0BD46E6A5BD4021E03C00689E3DB07C24BDB491773D488B9EBD9AF9F43D4A69B63D78CDBF3CF4C8633D9C41323D9C1097BD00DE8EBAB887083DA021E7BC727DF53D247245BD36A0E4BD40C073BDF896EDBDD2F4D23D70D765BD601DB4BDE0625DBCB67EACBD44BA85BDEA82823D2434C0BD8C74713D60AFBA3D000093B9C458633D8E668FBD12A2C73D64B0F83D0857F33C6049E93D1E40FEBD40DF60BC3076CB3C0883DEBDCC27793D702143BD742E39BD341DCBBD9050513DC445BABD704CD9BC4C72633D4CDBC03D608DE73C74FF3EBDC8B35EBD3AB08F3D98FDBD3C7880D73DE0CF403DA23ACE3D7A49CEBD3ACECD3D943D6BBDF40D09BD0021443A5808C0BC988DCA3CEC1EE43DCAF498BD90331E3D90BFCDBDA8C8A03C4EE5D23DD49DAC3D943ADB3D3A948A3DF07029BC74AE053D0CF155BD744CD93D302E803D1C5FBBBD205ADD3D0020F3BA8013B6BB78200CBD141607BDA001CD3BFCF379BD0A22EEBDFCDD83BDF0C5CBBC2651C13DE853BC3D0C6299BD80469DBB88C513BDB2F388BD5811B4BCCCA631BD62178F3D98EB7DBD988B9D3CE87690BD3CCC1FBD8087C93DFC5B7BBD804BF6BB147EF43DA83D2F3DC04D82BD04B499BD908B33BD185520BD08EB5E3D20A9E3BC82E8D73D66768CBDB41A20BDBC683A3DA274CC3D48E3F43D38E6A33CA0A6AC3BE86465BD12A5903DE26394BDB89306BDC6F6D5BD961AF6BD78178F3DA0220B3CA413CC3D04B5CB3D3A56863D44E64C3D74DF04BDF0F6873D4C34763D403E313D407A6CBB60F4983C0063113A26C9B9BDC0B5ED3C7C32BCBD506C783DFA8698BDBC3E27BD50D172BD4C10CA3DAC47B4BD94B7823D4A64803DD402B53DA048003DDE8E8B3D365ECA3D20B4C93CCC162E3DD42CC8BD6C5509BD30B2393CE021783CE4E334BD50C8FDBDA02605BDBC03443D1E6FDC3DEC2CE7BD4C72743D66E9F2BD32D0F4BD9051A0BDD84087BC9CFF0E3DDCB0C2BD8E3BC53D7880E73D0003FC3B4061D03D50CA67BD648B4ABD602484BC80C65F3C0495B2BD22FDCCBDD0414A3D909F133DD46FFA3DC0BF50BDD0CE343D989C4EBDA0BF7C3D00E6E2BB5CC6BD3DC0398E3DBC14D53DA88E833DE0E2993B1E9DDC3DA85E96BDA674F13DEE28FA3D6E8CF43D782A6FBDCAA487BDD092013C886F1F3DA26A803D5C3B503D36FBD93DCC4600BD40F927BD5C9F2B3D78AD0E3DF65495BD9017463C325EC2BD7C3416BD3CF248BDC467E03DC871E6BD182697BD7E87FABD1021013D560AC5BD20A7253D08D2B1BD1CFDA3BDBEC882BDB0AB993CC63BEB3D60CCEF3DD0B91ABC4EC0FABDEC2629BDFC2043BDE8CCD9BC1CA1433D02D4803D0402633D1C43123D9C454FBD00CEADBA6852823C28C382BDE03437BC50A67FBC40DFF1BD568CAD3DD00E4FBC3C4DDDBD5A8ACA3D38BF89BD4045353DE0E0FD3D409DBD3BE44D133DAC6E4B3D867BC13DE0171DBD5A0E90BD204520BC8034C83D4017303C28DFB13D00A073BA88171D3D606D8E3B40615E3B569DF3BDD0CDDFBD20402A3CF4677D3DFAF7AB3DE0B8B13BB0D1573D2C23563D1AFEDCBDC801E1BD147DC6BDC0D70C3B7EDFA1BDC0D823BD703499BC48C3473D706CED3C2A7CED3DDEE8E63D2251A3BD0076CEB90819A93CD47CDF3DF8AD1EBD943749BD302AA2BDEEA2BC3DB40D11BDC4C13FBD8E26AD3DD88FEB3D609CACBBBA74B4BDC295D03D401B2FBD3CF16BBD60F9B3BD203D76BD827DC8BD50C493BD8C34E9BDD863CEBCCCDC4D3D0C56C2BD000C37B958CE3CBD4CA7773D22BADD3D98BE87BC40D880BD84B3C4BDD46796BD84D3133D30F3EA3C12DD893DD82798BC988A833D8613E4BDA8A2093DEE85F83DE05CFDBD8AE584BD22E2A33DE019A0BC887588BD322D9C3DE048093CA06DA03B0C831BBD6AE1C03DA2008E3DE870B73C30469C3C3860843D947D9F3DEC0552BDC06160BC90C7603DB01A78BD6E5FEF3D1C5CAFBDC8426C3D54E3B7BDD462243D14CEB23DB0E2763C50444DBC3CCBA23D8AD1B7BDE4B6ACBD1A30DABDA0949DBD009E543B0C2A68BDC021E43C20388A3BD00ED53DE4015EBDEC100CBD1E51A93D247601BDD217F53D305B4BBD0070B3BA489DF2BC38DF6E3D882E443DC65388BD66B0A83D702202BC2C7901BD003F25BB8029B23DF61EFB3D6822793DA02EB33C0A13A73D181A56BD50C985BDBCDB13BD78B0A5BDE0245C3D008A423C3C2C2FBDF0EA4FBC006E22BB9280DB3DC885E43DC214C5BD78A53B3D24B5453DB0C5433D809A8BBC8C0B003D80D6003D1C2AF93D865BF5BDA44A42BDC03CACBD205B78BDE00CC93C56219C3D3E97C1BD6481A63D5CD6D53D505E7CBD40BAB23CB66C83BDC053DB3CF85F6DBDBC7347BDE25EABBD7A7AD5BDAA4ACC3D805081BC804363BB8CCE7EBDCA6EB23D108792BDA8154FBD5CD6C7BDF243D7BD6E46E33D9EAEC5BD305F8DBC203414BD108A3B3DB4F1083D4E3FC4BD34E8E53D8802FFBD308F4A3C10192BBC684DEDBC9C74AE3D2425D83DC863853C80D634BDB652BE3D48D6A03D30EBB73CB0090CBDE0AFAC3BD82BE43D30185E3C70CBC9BC66BED8BD9A2F89BD62E4B83D203C90BBF06108BC485A473DE86DA8BD10590ABC940010BDCEF1853DC456D03D8EBEA03DBCDCBE3DA6C9E4BDC0C435BD1084723C506FD9BD40E40A3DA6CDA7BDFC655B3DB631CF3DB6FEDABD6483D63D60E66E3DA0F0A8BD9809F53DF8B7DDBD2058ACBD34B17EBD406ACFBB40E1B73CC84116BD1EA6F2BD60676CBC363BC23D9C1AC53DCC26803D68AC943C2070FE3C545AC5BD3C544F3DC6C7FEBDC87053BD588D06BD32FDBB3D40CD6EBB843869BDD8E6B23CD46BD4BD488E07BDACCC0D3DC0A207BC901457BCFA759C3DFC76C2BDCE4281BDFACCF73DC0C3CB3C00CCA5BCBE9A843D70019A3D901CABBCE84455BD7061A7BC58E9393D10BA82BCFEFD943DA4C3D0BD14347BBDB228C33D6856863C6034CE3CF864283DD8F6F1BCB4C04CBD7CE2123D24B207BD908153BDD849873CC0AFF73CD0EA38BCB021ADBDC0D49ABC0E1591BDB2BC863D22A0A9BD3A1ECC3D70EC4B3D9837DBBD54FABD3DEC2AFDBD8025EEBBDED59FBD003BDCBD70EA4A3C683F78BDC40BB93D7E3EC9BD607CD43DAC719A3D5A38E03D18EE15BD9EEA9CBDD413AABDCEE1D43D08A87EBD402A7CBCF8D59DBCA82AB03C7C11D2BD406CCE3D9C6CBDBD8CCAFB3D685648BD749164BD58C08CBC9087173D48BBBDBC1A80FFBDF410B43DA490FD3DCC28813DB280FA3DB88B0B3D107B20BC1EE7CBBDCABEDFBD5641B0BDFCE701BD1212953D343E53BDE0159FBB803AE7BA8057A7BD40C25DBB862EF73DF29BCC3D7AF9C23DA0FC49BC0049113BA8F38B3D084E2ABDB47F4FBDDE07DB3DA0D8E93B58DAACBDFAB4D73DF0F5A93C88F9883DAE56DEBD8006BE3C20959C3D38BA93BCF68291BDC0D0CC3D58246E3D0CD2113D402CF23C80CF343BB8CE923DB8DADFBC6CB196BD9881433D7099083D7CF1423D407963BCA8E387BCE0C522BC6C01073D9E71C4BD729BEEBD9C963F3D34298CBD90482CBCE8F00D3D28A08F3C9208A53DC03A863C6084FD3C805137BC0827973CECBC3B3D9CA5AE3D2690F2BDC44755BDF8B7E5BDA8214CBD680D9C3D7C8FF2BD7261E5BDDA3A943D702D97BD0A1ABB3D9C881F3D3C85003D9E5ECB3DAE21EDBDB277BB3D580A263D4E8CABBDC826F93CB4B10EBD08834DBD30CE5DBCDC6371BD16DBDF3DFA56DC3DD0795ABCCC03E3BD2093FABBF04F073CA41DAB3D00C9833BFC03153D04DA073D3A4191BD1CCB9EBD1ECEE4BD00A980BADC941E3D609F11BC947DF83D4057C3BC020CA7BDF8AAAA3C542F10BD28618CBC1A0DF83D800C6BBB6EA0DF3D28C0883CA4793EBD54B0BB3D32D391BD2086873B282BE63C98CD653D6A33ECBDA0EEC83B209104BD56FBA53D60422C3D44354D3D2AEC993D1041E5BCE03603BC7E60CD3D4E55CEBDC6F3B0BD50D2153C3CD14ABD0095EA3BE223E23D60696DBC4246DABD64BE68BD161AEB3D40F6E0BC2C8060BDFC76663DE0887D3CC0B5E1BD8231D53DF228903DEA82DE3D040D603D709F2CBD182427BD6420783DA081C6BC40C2C83C9C0FF8BDD0177DBD602E3E3DA0EDC9BBF42476BDEC4CDFBD0EB4A23D60E2CDBC4887FBBD1CFCF63D2027793DA41F99BD3AD6BABD4660F73D00D1083AD2F699BD7A50933D584CD5BC504B0C3CE85B85BDA6D4D8BDF203AABD60E060BCA254B9BDDC50FC3D8053B13A880244BD4C5A4A3D2CF6E2BD26F182BDC84E403D7E83D9BDAC2E7F3D20252C3C6474D5BD0A10FEBD64D1213D9401723D40B4CCBC905EE2BD708B93BD20AB593C4004953B680F033D5810B53C80B2D6BB1619873DD052F83D4833D53DFC9EE83D3CCD2CBDD0C02EBDF08262BC7C53173D283F4F3D008D36BC6C5BA5BDEA26C1BDBA74F63D78A709BDB0698ABC68E49CBD3CD47DBD38E9E03CC0A5573DD8674ABDF8733CBDF2CACA3D22D883BD6AFFBEBD90C29FBC6698F33DA0CFDE3C487D8D3C60007FBCB6F89F3DF4C57DBD2092AD3DF8E9F13C00B4633C68F88C3CB4E19DBD0822BE3D0674863DDA38C8BD5E5BEEBDC0CD03BDFC12AA3DE4127CBD3045ED3DEAB580BDD43EE7BDF038613D4AB69ABDF06BA1BCE0B11FBD80BB22BC4E12DFBDB4CDEABDD0185C3DF01168BC506D9ABD40B050BBD6A8E9BD10E8073D7C26733DE645F83D6A8ED0BDB05578BC0EEE8A3D2C9DEA3D0823B6BDA894593DEC62533DBE559A3D947DB0BD92AFB63D34025FBD9A949DBD9052CB3C2EDED83D5A87A9BD32AE883D708C6ABC1473233DB2B2C73DB4040B3D2285D4BDA0261ABD983DCB3C8AF5D7BD603DAA3CCC7689BD408CCBBCD429373DAA08CEBD0E5BA4BD8086693DC431FDBD1C2DB03D7265C5BD00E803BBE835D23C04084A3D14E49EBD78CD893CF0755C3DDA92DB3D14A7C0BD548D7EBD6827153D207E83BB78C1ACBD6C76D7BD564FE3BDB222B3BD58FE59BD2AC4B1BD4493E0BD60DD1F3C0022963DBC6671BDA0CB4C3C00FAC9BA6C536F3DAA89B1BDC076C23BFAF2EE3D5EC3B63DD4B9FDBD08279ABC00BA983A780F29BD3C30A8BDAC21B2BD881AAA3D18C225BD20CC03BC903C163D5A219DBDC08A363CA245983D20AE95BDBCF5143D40E78BBB0CC28C3D601BAA3D24D6073D0087773B665FDCBDE0DA4B3D12139C3DACF839BD7C31FEBD1274CF3D905CF0BCC0DFCC3C70ED0FBD3842A33DE8ABF93D8078A03DD8F022BDF866B33D34D2793DB0CE473CFC33CEBD6CD95BBD7248FDBDAE38AB3DBC0DFD3DA21F953D0C98233D7803F23CC46FF63D60C981BD34E42BBD5CDBE5BDE0CC4ABCD07B0C3CA8270C3D5C18B2BD40FE6CBCBAF1D2BD963DD0BDD078853C1EE5F9BD9C55083DACD3EBBDA421B2BDD879D4BCC84BF4BDFEC0CE3D56C1D13D5AB785BDF081D63C94F6823D28B3223DB82B89BC4A76F1BDC625BA3D6A89E0BD00A5BDBCC014FE3B849F28BD34443BBDD440DDBDC0AFE13B508A68BC722EDF3DAC8F28BDC2DDC53DA0E7C13B500866BDB886F3BCD06868BC80B5A93AE8B4A8BCA4F2173DF4D1D23DB8F4A03CF473393DD0159E3DA0B9DC3C5C046C3DF448863D909EEF3DAEA3E9BDB4332F3D8098B9BB88E6B7BCC46545BD48E8993D822FEA3D44EBD0BDCA4F8A3D5486B03DF0F7B23C0000C13AA6FFC43D80E1723B1869FFBCD03B17BC7C44243D742C003D00FEDCBB0C9F213D68E4093D0660CFBD3028FF3CD2A19C3D50DE6A3C50EF3ABCA21AC43D92A9DFBD0CB269BD546B67BD8632DD3DD89BF7BDB01D4B3C02FCF7BD20B186BB70D73E3D9077EFBC1C82F83D00A0D0393A8482BDFC06043DEA22853D003482B95600DB3DCA06A2BD98755A3DAE5D913D504E7E3D005040B85C28123DBCD5C8BDC0E5C8BDE097FEBB505780BC2A16BE3D72E3B93D8894AD3D4C836ABD30F8C8BDB220F0BD604C393D54ADE6BDDE8DFFBD986081BD4C24D8BDE0C549BDF629A1BD3E5683BDAC62F33D30F8C0BCA45CD43D80C2353B10AE83BC8CE715BDEAFEB6BDC4AECDBD8E42B13D18C71DBD4498F9BD54F0EA3D40F5173B724DABBDCE3AC9BD28FCD6BD9479E0BDECA8E73DA682B03D9081273CA62EDABD1CEA05BD2C7CF0BD0C72303D30F207BD6021DBBC3CC01FBD4C0D703DF2918A3D2851E03CF83A80BC40644ABC00250FBB4EA2BEBD0ECCF93D10D15CBD4AF1943D58838FBD00FA5B3A88452F3DE00DEBBDB4DA6A3D30F4C3BD38E58E3CF80ECBBCC2BE923D82CEF83D48C6E63C40EA69BBF0AA7DBD60E43E3DE86F76BD847D533D38EA5DBDFEA5AD3D785CC43DB0F99C3D801EA43AD06F6D3D8A46E9BDEE9BCF3D1C0605BD28A73A3D1867ADBC44EC2BBD207070BD3820A53DD0468BBDE893B4BCA423813D50694E3CF465D7BD588FFEBDACEB78BDEE1CEC3DCA05B6BD34178D3DB23FB73D003954BD481A62BDFA2CB8BDA8B99F3CD8268FBCE000C73BE0155E3D40F5563DD48821BDB0A80C3C603FF33C80602E3BB0E9CC3CEC674FBD22D6D13D601052BC180483BC64C3E5BDF690B9BD80D37E3B785D9EBC2EB680BDDC00863D405937BC7810343DC49ED73DF4636BBD00FE7BBD18C5CDBC406D2DBCA80A80BDA0D8F5BC40206CBBCCA9653D7AD7EC3DFC91BD3D00C0583CF00E01BC7426033DA034A7BBF06286BCC80F303D1A48D0BD38B6D9BD00BB043AAC2F1BBD043F7DBD4452EEBDF07BAB3D6033A3BBDE8A89BD688F50BD3C9B063DFEA8B9BDF088033C800BCABA586B2E3DB41B4B3DDE43A7BDB0135D3D6A4FC13D60D9033C9A6B823D38D641BD7865CB3C089B153DD47B6CBD120F9E3D1C0CF2BD605340BD94A096BD9AF897BDA21F9BBDF839F1BD50BCAF3C7890CABC048ED7BD00A057B85094AABCB036533D7085C8BDE00910BD40C6D23CB007593D50EE1A3C48C00A3D04E8FF3DEC5C31BDBA79AE3DF283DC3D3676E2BD20B3F73CD402913D18BB9FBC36498D3D20528B3B74E3C23DC062303B9EE5A3BD906AC23D6045183D06CCD93D8033FE3C16F0873D729E9F3D906DAC3C880BEEBCC87DD33CFA7EB2BDC0EE8B3B709024BDC07B013CB2B0CABDFC6B9C3D5630ECBD74425B3D6A97A83D7A9FEABD704CE73D6A4EBEBD4814C9BC9EA8843D4C5B22BDB424E43DC4DE61BDF81889BCEA57A7BD24886DBD0AD1F93D3C87C03DA0CB163C4064283C8A3DD9BD4044C13DD88699BC548D55BD06BBCBBD787AD23DB4C8723D3A329A3DA00F543CCAB6ADBD9CBB513DB0316C3C74D02B3D10FCFEBCE09E71BD9628D23D84A12B3DC8CC4FBD60E2363CA897DEBC60232FBCEC8D8F3D4EC1CBBD40B0E73D644DAC3D0040E138E86C51BDF0C8D03CD472A9BDF648A63D6A6387BD18A9C33C58DCFBBD102F753D7E4CAD3D0826C03D102B273CE826973D74922E3D7EADAB3D7A76903D4AFBDFBDF0E6573CB48C2EBD607A74BDB430B33D308F92BC48129F3C642FA13DBE51AC3DBC9E883D78C7B2BC7232E4BD90C1F5BDCCEF203D806EC2BA6EBEA1BD709B5F3D5E5EE83D6010943D487490BC385E8A3C164BA3BD0CA9713D0A63C6BD8EBDB03D08DB69BDE0104BBDB66DD6BDD89FF7BCF01946BC24FF6BBDB83BB63D5CEB923DB4EFE1BDF0DC4CBC20242C3DF4FCF63DF8D9F4BC842A9D3D4078E5BBC05F44BD7AA99C3D7C1EE4BD167AD63D3EB3FF3DD8C90BBD50404A3DC848FF3D385C1A3DE039483DD0003C3DE47851BDE8F4F93CF67088BD1C9ADA3D38665BBD7017EA3CC45014BD6606803D0008073B2EC38C3D1CA40ABD4A3996BD184C443D6E1290BD102FD2BD04D1453D6AF799BDA47240BD20B0FFBC606C113C605331BD104538BD70AF00BD1867B33D8C4E193D087F76BD76F4B0BD80CF3D3BE806243D006D2BBB24DC953D0053D73D0410163D50DB283D9A85943D98662FBD80A3B53CD6F8CE3DAC2D75BDE0641F3CCC2B48BD30D8C4BD8698873DD28ECC3DDE4C8ABD14E43F3D68001D3DFCEA473D36EB8C3DD6FFEE3DDA4DC23DAE00E0BDCCB748BD5AF6873DA02492BDC011C93C187F5BBD8860CB3C58D3793D7CED203DB2F7B93D407276BC9AF98A3D1C86253D985B21BDDECDB4BD8835EA3D54A718BD5ED3C03DBC5DA13D60F0A4BB4875D3BD90DF243CE08277BDE83A053D94834BBD0C50C53DF2F8E6BD2CD509BDB87BA13C805F433C3450D23D14C621BD6A5ACCBD4A7EA93D74110F3D62A3A83DD88397BD465C96BD24D24EBD809B113CF47E2D3D921C93BD40D240BC48FBB0BC7295E93DDCA538BD0015F83D34039DBDB4F952BD728CC0BD6498BC3DB40BB0BD0CEF533D10243CBD3C1BFF3D2871903C9050DEBDF03BB03C90FE783CF69AF7BDD881CD3CA03FF43D6857133D00432EBA0847D4BC180F083D9C1A64BD9619FC3D224DDD3D7C306F3D84B53EBD585FF0BD4C5F93BD4EE8F83D16FAEABD9C6EF4BD609B13BC98E4223D78CBFEBD0AADEDBD0027323A04BE2BBD9E59B23D3400133DBA36DEBD34BCE6BDF6CEAF3DA893B5BC64FA5FBD2C45213D8040C9BCD8DC743D90D6013DB8AE5DBD6A2ECDBD66958A3DBCCE99BD608462BC80028C3CC8FB94BD12738B3D3611B4BD4080FB3C10095B3CC0DB3B3D283EFBBD809BEC3B649A793D44E5A3BDD863FD3C0065003A762DD93D28D4D8BC00DE5F3A1CB05EBD285EFCBCE892123DDCE5F6BD1834C23D0217B83D6CD4583D14A4BF3DF4601FBDE83DE93C0062D03BCA05B1BD10D644BDE8C335BD0030FDBCF24FE3BDCE0AB4BDD07B42BC28C69BBC1062E8BDA0CBDA3CFE638B3D4833D53D5873D73D56E2B2BD3C1624BD28E472BDF8CFBB3C2033093D78D3E33C4C99953D540F873D3E6889BD48BDAF3D88B0AC3DD882873CE6B9DEBDE6029DBDA4AE0E3D2005313D0CB5EE3DBC4A823D3092393DC0B38BBB068FAE3D605C3ABD4078503DECDB73BD00EC98BA6E4B973D74EE6A3D58CAE5BC0075CFBA361D8EBD5C286D3DF641AC3DE83D303DB8B8F7BD2A42B7BD7661AB3DF09E92BC8C379D3D0CB3BC3DA0FA15BD683396BDDED7F0BD7CD9433D604C833DD886B1BC0088F8BD6CE4A4BDE0B1DCBBB0AD693DF08F2BBD4243A5BD8838B2BDFE0CE53D2868393DC6D9CFBD3E199EBD2E51D9BD8027943CCCE74FBD00DADDB9B8FEA1BC6816E0BDA8C4E4BD9A8FC6BD546E56BD80449F3C20C870BD400092BBE05075BC4A1FEA3DC86769BD4885F03D1C87C4BDF896D5BDC87F263DA2FD94BD004F833D9EA18DBD4A97C93DFCE1F73DB01C033C60D9DA3C8AACEE3DD0C2973D247CDFBD001E83BBE015E7BD148EC33DD88FBBBC006964BAA2489DBD7A338BBD30E5843CE037D33DDCAD80BDE085413CA0BBE73D3E6EE53DB032C8BC5EF0EF3D54743A3DC227E93DC00D733B6CF5D8BD505E0BBD7C90193DA684883D7C07FFBD2621C73DC2A6E5BDE4FE953D2696FC3D3859FC3CC842C1BC7AF48C3D7CF617BDA8A0BDBD18AEB5BDB0BB703D6C83C33DC0DBA53B0C37F8BD328CFBBD103AE7BC98318A3DE098AABD40010A3D04EC8BBD0C49D03DF02806BD9866D5BC5888E0BD0C4CE5BDE0690A3C6092A53CF64E8A3D96DADFBD086DB33C30ED93BC242B963DE8CD68BDE089183D08524E3D3499803D489C2FBD64C4243D98AFC8BCFCDE093D4A6A9DBD846BCBBD8E67D1BDB6EDA0BD4CB158BDA86C983CA8FCDFBC10BC91BD80A2893A1CB021BD62CE9D3DCED7D2BDD0FB3CBD9883A4BD60B47C3CE075DF3B60A0EBBB9200FE3DD85143BDC02D93BC6847043D20A9D53DBE0AC23DE0F5693C08B441BD9433283D4C12A13D00D42EBB788D8C3D0C84D13D202889BDD061E2BC127BE6BD0810EB3CDE72B63D08DAC6BC0866A33CF499233DC0BA2EBB5C06C73D0038953C54A2FBBDB866D3BDCCA2FDBD80D2A83BA8628A3DC81887BC442CE63D7838B8BC705BD13C7AD8E63D3C8F813DA0AC82BBC895F63D6EF398BD20B53E3D68ACA13D58839EBDD278F0BDF8C4233D403F42BD323081BDD8ADCB3CAAB5B9BD543FE63D30D737BC20F823BDDE02D63DE48F0E3D4818C33C94CD74BDB4FCF33D6CF01BBD44ECD43DA08B16BC526B803DDAFFB33DB697BEBDF49FAABD8C25FDBDAAA4B83D0628DC3DD41E3BBD58C47ABD5868AB3C3AD3893D70C2FC3C6869D5BCCCD5A2BDD6F2DA3D02CAA5BD605FF7BD746D4CBDA031CC3C444E3E3D40F9453DEC4C94BD1C8044BD10AD63BDDCF077BD3A9FD7BDC89CD13C04E614BDCC66F6BD9A7B95BD62BD99BD94DB5CBDF82E9EBDD094B1BC547B373D322FCFBDF0702FBC2C5913BDD2E182BDA060E3BC680059BD60AD833B2ACBB8BDB030C23CB80AEB3DDC1FD43D548F65BD18D01D3DE6F8F1BD9A89D73DDE1EFFBDB0C4E4BD06CBE5BD44BCEDBD20AE8A3CB86307BD8017F53CC06FFDBB40F92FBBE0F938BD2AE297BD6256D6BD662C813D52FE83BD8842D0BCFCAC783D109BFDBCCC1701BD48A9AABDA408DBBD38BE753D7008E7BC5CF9A03DD0CA063C007C26B9F81DE7BD00DD343BB06BE7BC181592BD08FEECBC4022D63B38E4C0BD4046AA3CEE20B23DD049CA3C925DF43DB8EB6E3DE6E4C9BDD08749BD186BF6BC3829193D00A669BB9A00CE3D90E86D3CA420A2BD10B53BBD68FBD4BD6C2C0DBD74BA7B3D80369E3A6A1FF4BD2884DDBDA49F393D1EB1E0BDD030CCBD8AA198BD90FFF33DC49511BD281953BDC0DAACBDD8C3A33D1058A5BC8076C53C909FF43CCC65103DD8DCA33D408ED43B",
      torch_tensor_1_1_4_torch.float32: "0x04000000D63CD23FF58EC93F69ACC23F31FECE3F",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32: "0x04000000B463F83C7055373CFE3EECBAC3BBEC3B49EDC8BB6007CE3C6C86D83CE0C8CD3CAF6504BC7F2E803C776DCC3C067C3F3D127EB53C8B3FC63CD3F5643CBD133BBDB7B6C4BC33EE4BBCB29068BC20E684BC738040BB659FC6BC6689E73B4C59E03C7C4DAF3C21E11FBDEE72743CDD1FEC3C679A743A2B48573C1E1CA73C8D2D8BBBE58B5C3B1D2718BDED0883BCEB5A1EBD53F5303BD6670E3D6E4B1F3C956643BBAF48213D843421BB94BF01395AC69E3BB5E534BC381DA03C4F1A9F3C921DA93CA73B373BBFD2023C50E8F43C17A199BC0755CABB9C2475BB0F4707BDEEC3163B4211E7BB203945BC7777BE3C4FBEAABC7836323CFDE2A93B62BA91BC8FC62E3A6B430D3C5D193CBCD3FE9D3CB087083C2531B83CB028B43CD43F7C3CEB0409BD2B1BDA3B3899E23C3EB51FBBD368B03B05C7A5BB3800163C32D4D8BC077C4BBCD021173C0F3779BAF4DABFBC1628A9BC09B301BDE179E2BCD9ED22BC60BD95BAEA0F683CB4BD9F3CE73398BCB6EB193CB89660BB5EC9393DDC913E3BEAF4A2BCF45AD6BCD99502BCDE34603C944CB2BB1E67473C54B9D6BBE541C6BB8021043CDFCB093C55E0FFBC8D9189B97972E53C197C9C3A5DC5D33CAB598CBCF0A678BC6B3B1ABD92B299BCBDE6453CD9B033BCC50648BC7BAB39BC46AC5CBCEC29813CD40CA83BCFD028BC7C92BBBC8A5B343D294BC53BAA4ADB3CDD70D73B5D0B6EBC31E7833DBEB74D3CEF26F83A7F7E063DE29736BC12B08BBB67E5D5BC1C7D68BB5052EB3986EAC93C86E6933C9768F2BAEA89E8BB7201463C7315D5BC57219CBC26E8BC3CB5A1DFBB94164F3C1308EC3CE4DE453D029D17BCB0E6AB3C4A04253CE7F8513CC09DCB3C070F643C571229BD9BD0DCBA19B60A3CD05FB63CABE829BD378CA2BCDC4792BCBCAE3C3CD90E4A3B019F033DB914FCBAEFB6633BA08B913C734B62BC3692883CC29726BC53008DBCE4F3C03C9B13F7BCA446A0BCCEAF823C0245633B404E943C77F9463C5559B6BC9348753C201378BB873CBCBB138AB63C79AEBFBC53EAAC3CF3F491BC6551583C52D5C4BC94CCCD3B7C710EBC92E6ADBC8615FBBCA28A883B198C4EBBDE41F2BB6DCFC1BC70A4FEBBF872EC3CC4118ABC14AF663CDC6BD5BA46019EBCA2A14C3B9D405E3C53E0B73CF39648BCCD0BA13B078BBD3C303E223C6511853C41DC8A3C4907F2BC2E84CB3B2E7C56BCA0EE393C316E183CF3E91DBA301C24BD59D475BB6238C0BC8C2BA33AF4E287BBBC8FCB3CEB0F0E3D13C9BDBB5E8EA23C86C9273CECAF6BBCEE6FC83BB9F708BCFBBF9BBCD7A1673C0F6AE63B133F913B28E41FBBAB484C3A4F8FDDBCB0F4243C1DC2193D77C3F6BC6F65EF3C60A0CA3CC072E3BB3473993C195366BCE083B53CDBBAFDBCDDA88BBC04ED873BA12D3ABBBD8227BBE6765C3C3D2CCB3BEE731FBDF9EE20BC5F8522BBC150713C9EF123BD6783853C6B1B6B3B8DF5C8BB1972D5BCF0DFED3C7C585BBCF99EB9BB9E4E45BDDDAF41BC778CD23CC74EE03A9547483B8507D03C33BD4F3C0D65A83A57619F3CD4DFE23B4C9F83BB3DA60F3CAA88B03C5D4D08BCEBA062BCD76543BCB0608E3CEA1C433C7474CCBCC26D203C61C50EBD602B0FBDF9C421BCFEACAB3CFB71C7BB8AA9F83AB04EE2BB0E12FEBAB05390BCBFEB8CBC409371BBB3CBA53CE18703BD0FDE15BDC4C21BBB985B9E3C2A4358BC8FB0223BEDAD0CBC6AB0F43C12C4523B3E67E53C7E01333C87EF383D8B0238BD1C9EE43C2AE8DD3B54663FBD342763BBFDF0E93C1E427D3CD3CA94BCB39AF83C3EDE4D3B38AE533CA31714BB3BE01F3BF82172BC164A993A62CD373C56F6843CEAF1DD3CDB182ABBCBAE9B3C195396BB2939183C5567F1BC14DF95BB02324E3C8739CFBB5D781A3CD629AABB6926FCB750468DBC53186CBCB2B24B3C90E1EF3AF7878D3C387B213CBA578D3B9FEE87BCB1820BBC02A2B03CFC514F3C4AB4E0B71326B23C00EF8E3CBFD2133D6D06413C5B023D3C2936DF3CBC03F63B5A668C3CAB46E1BBAD47923CD86C25BC9E78823C5D9F40BC50F1583DABB504BB17891A3C35FDF03B0E4D84BB902AC8BAB897ABBC1DE8853C49A4B23CE3AE91BCE44F4E3AB068BF3C9CD42EBDF9DED93B09DA26BCECC4D23C9748C1BC9C674DBCC9136C3CF7B732BAD5B9F0BC4268233CD5E434BB9D374DBCCE6303BDBC0E2F3B62C2173DF082053D144C8E3CAB415ABADCF4EF3C6B57173BE66F0FBDE5E22CBC0B1C06BD3919E43B14913C3CC4FDC83C3657923C6C27D0BC92A8A13C47AAC83B10D4943CF2625F3AD3A0CC3C4E93FABCB5EB11BBCD06403CC7FE52BC78F1AF3CC5EC4DBCE0C1B0BB34C62ABBEBD8B83C4A4847BC8F749DBB7B0F6D3CB7EF8DBBBB75153D84D3D43BDB42ED3CD427EBBAE72C95BCF91604BD7C6A78BCD36A413C18404ABB5C31313CBE29B3BCEA760DBCEF90FEBB5D17A1BCA20AC2BC8DD70B3DC93A1C3CA2CFADBCD8C5393C4423DDBB2E56AA3B66AF85BC057372B9D7DF713C39386B3B6E8DAD3C92B4D0BA80C99DBC333FF23B3BF01D3D46AFC1BCC405D23C013DD0B8830A863CE4CCACB77F508E3B174B06BD7DE643BCA2031F3C543B0FBC893A0EBDEA9C69BCE219DEBC574C65BCD5A5B73CEE92D23C12C7C13C371E19BDD594843BEC6AF53C9558F83B366E8A3C9C9A0F3DD7024CBC9696943A622127BDC88690BC8B13203B45CE75BD4ABF27BC275D02BDFC9A3CBCE90D48BC9408AFBB4D1AAFBC42D28ABC41883E3C99B482BBFEFE10BCA736F4BC8462A9BC5489E6BC65C1C63CA4610EBD2C0F1D3CABD366BD650BB3B881BFAABCB1098FBC8040F7BCE05392BB2A2A283BFB1C92BC6E2B3F3C64D6963A47B01CB7F3493CBC6923003C5756513DE76955BCEE934EBCB787303C7D11DB3B9C4EE43C453D52BC103D703B81FB3DBA8E40243D38B5EA3C47B8EB3C74C7B33C97A2B5BA5C5E483C5079403C1B20423CEE9A5BBCE39A983AEA5BE2392A56A5BB1185023DA84F193D06DC05BC9E2AB0BCA0C9A839F708BCBCDD6F0E3D3010093DC4FE153BEF9A503C1C0503BBFBC7E0BC14F025BDB0B85EBA4C981C3CB733ABBC39AA953CC6224D3DA22ED5BC457BC83C50B2773C1855C8BC246534BC107C1CBCB21E923C40E40DBCEB7A7D3CFB300D3C06907C3C2EC9C5B9D0CD5E3C89665EBC62E2BA3B5640A8BB5B55A83C563C9D3C96C0063CD875E8BBE987DABC59E0223D1DD4243C56B1803C86EE49BC6A0D32BDFBAD85BC620CEDBB126E9D3C4AF2A7BC5409C33CA9AAEEBBF66985BC60A3DB3C34E2C03C134DC13CC191D93CCE44AD3A5B2DE93C98B82DBB89B97ABD57D23CBC3CE7583C44B6583CBBE9F43CDBAA413DD259E53C6266BEBA87224ABC39E17A3BE635103D2627B83B2193873C3DB7B4BC6532753CA2C1633C3D27533C81444CBC651C73BB0CACA03BA5D7C33BD041D4BC5B35633CB62CA1BCCB1587BC840C0D3CE98ED93C61104D3C6B210ABC864320BC2E25CEBC3E99F23C5516FE3CEE031B3C0E37B43B6460AC3C4E5CE03CBCF8ED3C38D600BCE7C604BDF93498B9A16EE1BC72AEC6BBF233F93C26A7D53C3836E23C6748CAB918F2E2BB4CF08EBADD946A3C2B0E3EBDAA544CBCABCB4EBCB43BB3BCC7ABAFBC4F8B8CBC52B4F03B18FE08B6E324993C21CB253CD8C06DBAE005C6BBA9CA3C3DB2E0E2BC04F1A7BA07CCB4BCDBE9723C91EF9C3C8BFD5DBCFC0BA4BC2FAEDB3C8A80C0BC9D128E3B58C7613CC584D13C8D48193CFCAB363CDAC41BBC97FDB93CE75CA03C0F47CCBCC65BC83C80633BBCCA7571BC98AC133CA70279BDADC4153B56C91A3D443BA1BCDBBB5E3C9D7DC3BB46FEE3BCE94993BB467A653D090B95BC33AF19BC4147C93C27989CBAC4523D3CEF02EFBBC3411C3D2F8AF03B7DCACC3CEB552DBCCB558C3C635D0F3BB1E410BC4A26B93C69C251BC754B553CE56CD3BCAEEDA7BC582AB8BC0934373C111D993CBDF8B63BBDDED6BCBBF64DBC98229D3B8A3523BC7D5E12BD12CCC6BCEE71E2BCF9D157BB3F790B3D325081BC7D0B163DE15762BCD2F7F2BC095743BCFEEF633B201D823CBDB5933BB402433CA2A63C3C40A67DBC427528BBF538BBBB1406263C4E85ECBCD2EC8C3CD423FBBB06107D3C3E6DE33CF27CE23B10B978BC84FD19BBAB88F23C227E89BC1527353C7D5A10BC5560DE3CF854F7BB842B5FBB57FF4F3C6E25D8BBB0A194BC7092E83C125CDA3A27EE4C3B109A15BC4C9252BC567A9ABBFE21413CBA6E963AF70FB3BB599C28BD97553B3C308E213DD29A59BC504E0B3D6965E8BC82C1FA3B8F479FBCAEB1F0BC06B2463C525706BA4276D3BCB97B5B3CAFA9773B44DCABBB95D8D93B6AF63BBC20FCBD3CCEE5DC3BF05BAB3CCC3951BD4ADF703CAF2BCEBC5C29793B3EDF143A33411DBC0C93EE3B42D0DE3BF7E6CD3CB38F86BC522106BDC1BFB3BCDF1602BC9BE6E0BBCCD9013C2A14153C50391D3D002F85BC53C257BB583A1D3CA54A51BD0BF8143DE3856EBC474A17BC916101BA4B9D023BACDFE33CF65F1B3C0ADBE6BAB07FFDBB4595BABB75EDC0BCB5221FBD0666073DE1F5353BB2F239BC85BFA53C74EB403C926786BC59C5C6BC774844BC060851BD57C0F3BB2648C23B921E4FBC2C9159BC6087D13C00CEC63C64E7D8BCD2CC2D3DB5A295BBE9F4833CCBC897BC470A773C4F005D3DC69298BB46F20EBCE7FD993C2EA7B03BA7F641BBB61F0CBC7042823BA1945D3C77AA9D3CCD27A9BC86DBBE3CD2BD92BC6AE4CABCA52560BB00CBD0BC674C883C0C4AFABBF839AB3CCB8DD73BC9D8BD3C8994B33C34CA483B025183BCAF9D0F3AE94A043CD7EC8D3B8AFE463C0FD3A23B53EB25BC97E0DF3C1C33683C4A6FE7BCDB33D73CDEABA93CA914233C00669F3CB9555D3DC47BA43AB79D9CBC3B8802BCCAD935BDD59498B8EFB1C1BCCCA5673CDD9EB5BB5BF9D33A57EC4F3CA028053CCE86943B506F7DBCB374BF3B4EB0B9BB5418F03C2BD2E6BB3856233CFB8187BC20FB9ABB00F0FE3BA748F03BD83FE5BC8BA894BC02D2053DBEED5ABC898C913C86B8503AB2002A3B6A3B6ABC290C993B5B52843CAF3D033D200D023D6E1E4ABCDB0103BB2F07BE3CD3D2223C04DA9DBC58225A3C66E2273D7779AC3C6177E33CA08AD43C55C28F3B1ED917BD6786103D4AE2723C381DC2BBC0CBA6BB2E7612BD12B5D6BC78AA3A3C3676943C1B3FACBC4FD91BBBFEC6A33BB4FEA33CF443063D6E8ADA3B368BA3BB49C99E3B6A057A3BF58BF6BB90919E3BDA96163D05B7FE3BF2F84A3BB060203BA6DB1A3C555504BC8A6FAF3CEBEA403B1B9B543DDB9F8D3C7E61C9BCB78ADEBBD1959ABC90B90D3D155117BD34578FBCA18CEABBF3569E3C64CC3C3DAC58F63C870B8C3C149F8FBB8991663C9CCDBFBCF491BB3C0031B0BC7408BABC798C6ABC229A623C1D027C3B582EFABB59CD2F3CAA0856BC1731903B35B00C3CFBA09F3CD58F1A3BC43016BCD773A5B92438DCBCB33B5A3DEC99723C79288B3CF529C13A2BD78E3986011A3DA9B729BC9DC71EBCCBF4B33C3ABD903C4CFA73BCF4BF17BCC5898DBBBBB85CBCC1A95FBC940F0A3D9C2FFBBC4A058FBB2708EC3914C913BCA5DBA5BC142A953CC564B8BC97903E3D382DB63CF92665BC95315B3B1DAC69BC723537BCD743173C86093B3CDD6FC1BB1938E33C9921AC3CE6C1973C32AAB63BE7D2ABBCD77162BCB25428BC5EB6C53C853DC8BCA6B2153C0608563C3B377C3C535CED3B07B814BCA58DA9BB10EB353D42EA55BC9EBDDEBB4B247DBCF7ADB73C",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_1: "0x040000001B0D433CC6ED9CBC4444AD3C3311C8BC25D0243D13A67BBCF8DAADBC94B7CCBC34CC133C598A9F3C4F210DBD428C0ABDE8C50DBDB745BEBC07E2A1BC3E72C63BA62F48BC7D95A43CFFCF8EBC5E450DBC4B03D5BB8AD2E13C4A88D73B95F99B3C61819C3A4A0BA73CB75C28BCD5B1373C7F73843C58A7F23C35BA7EBC50F152BBA8B41FBDFD4C393D64BF15BC14052F3C94A19E3C09CDF5BC609346BCCA194FBA6756133D428111BC4B19A0BCBD6F58BC340D2EBCD8DED3BA87FD1ABCEAAB123BD9F86C3C4B8C9BBC967F08BCD40D80BC7DF3193C85B8913C476C193CAF22713BFEC434BCC276AA3A2785153C84411BBC3DFD85BC55C5C4BB74156CBB0BF19E3C4295F0BC666816BC0BC06CBCD027533C72E376BC0688613C8DD742BB0B9B51BCFB20323B276F8ABC79CF7D3C1F5791BC82D3F73B16E28BBBE52EA7BC09E141BCE72314BCC732A13CA716ED3AFA020EBB36E5113D29EFB43CE284C83A3003963C69A6AB3C80CDFD3BF20FBC3C77B96D3C947C0CBC87A705BCC9C376BC04BDB5BB634181BA9CD3633B6906DFBB617EF0BB5D75CDBBC2CBF83CEF6394BA522055BC92A4ACBA211B373CFD0A043D3E6816BD09FEB73CD4B34B3CDD3E3B3CB63C02BDA14BC9BC409A943C290E173B26ED1FBD18683C3D215B463C4C84043CDB7BBD3C6A38A83C1303A0BC34B8CE3A12076F3CCF8F0DBDB76C25BBD78365BCE90B5DBAE4EB513CEA26973C2FCF4ABCB6B384BCA4C2273B574E8339797FC23B8D481EBDDD94AFB81655A9BC965C9EBC92351F3B10751C3CBEA2553CC9F4973C7B5F9C3CF3D4063A8B768A3AF2AB1D3CB92891BB5D81983CAC0A5FBC78EBD9BC4D38903B203E40BA6F6B0CBCF55967BC53A208BBBE3FE83C5B61253C8E33EFBC8A8E653CEBDC96BCEB74633C3C44D53BF78D7F3DB4D7B93B91669CBC52572E3D974FC23B22A41D3DA90163BCB0221FBA3B3997BCDDD1033AF46847BDE1247CBC64CAC43CD52435BCEF855BBCEE54113CDBD441BB3726DABA4285893C9949783CCB298F3C7D951ABCA158AD3AA9FE483B2B3213BCC60D1BBCC58830BCA1A2023C983400BD232EF63CC526C93B357FBB3C9AC783BC5BDD063D6F4AA33C04908B3C7E83843C1C39773AE2BF9DBCDB0C8DBC675295BB39FC5D3CE937DEBCBE52173C87B43EBCDBFC53BDC0D8A23BA019023D41FD703A7D7881BC8F1235BC06F5A2BCA3E41C3C9984CA39090D0EBB49AF3DBDFDD481BB5F8305BC2E637D3CDE62BA3C22861C3D416A2E3D6588A2BB70D2A5BCC6B5903B94A0DB3C393DD5BC7F7A123DBC70D33BAC376B3C5EF99ABCC530A7BA649EB9BCFBE8B1BCDF13873C45286B3B16A72C3CE7D0C2BB3D12263C5873D8BCD73E07BB65DA813C1CDA4CBCFEB1CE3B3FBD213B8091ACBBE91252BCD295183DBDDF2BBC3D41263BE454BF3BCA559B3B5953373CA94E02BD9E31593C505FB3BCF4DF83BCFEAE77BBE6DC453D4F06EFBAE5D74BBC000569BC3FD592BCE65BBCBA5E1075BCFBC0353C326DCC3B8ADF5CBBA05382BB26D2D3BB3C1F08BD14F0CCBCD211C7BC33F8F93C603A0F3BE76CD43CE63722BD40EE81BC955EFCBB6BC0ADBC15FC0F3CB97F423CB0C48E3CB0D84BBCC2D45C3C17A1A83B12FF59BCC986433B6C60083CD49C12BCD7820C3D0D158C3C2D3CAABCA13F77BD7CF726BCC7B83D3D9387FF3C3EBE203D523F233D8BE90B3CD2C4E33BAA33123C65C5B2BC04F0403C53FE3EBC647797BC583C66BC45F8323C77BF3A3A804197BC05DFD23C82AEE139FF1F1A3C06AB25BCADF008BD673F233C948F563CFC0BB1BC4011A53C57740D3CAAF7CEBCBE29ECBC8B27D1BBFB54F937AB54C8BCDE8200BC07CF43BC6CEB6A3CB8B359BB743A2F3B2C7F86BBAD9B0039669020BC2726823CD04E04BBE688323B6A0B443A343E053CFF47973BD90915BDE041ABBCAC0BD3BCED4D1EBB45E4CB3C1DAD093BE751FC3B27FAA1BC9C3BC33C12E9213D59AC0CBD1D3A23BC241D633CEF3AD7BC55A2F23C57ED0ABB6BDFBB3C8B59953C7D52853B19770DBCD5290E3CF50110BCC12E843C0EAEA8BACCA49E3CF9D55C3B66AEF83C37BB6A3A7E4D1BBD132F723C5D5B9EBB4DA7B23C0515243CBDDBBD3C0C65D7BB7364EB3BB8C422BC6C1E9C3C09544FBD897B13BB5770EF3C12971D3C0EC934BC1B176CBC7D62B23CAADFE23B974EDEBC00D4A0BCDB31B9BC6C06053A3CEADBBC918B8BBC06037EBCCB77A4BC89568CBC1216BC3B3BB8CD3BFE868E3CB94102BDC69B403A27D85ABD14D2853C5AC41CBC67FF173CEEF6523C858921BA09F8E23C5C3143BC56FB83BB599DA5BA2AA92DBC5D19B43C37626B3C9489353C561C91BB1859F23BE45686BC936D293CD292D0BCD273D23B178C883C88FD083DF58644BC8E19E0BC6DA61EBCB0DA823B7007E0BCE21B1B3BBD5D6139C67C3CBBDC6F5E3C6D6200BB357844BD46179D3BFC9748BBF029C43C8A53BBBC58945A3B3D17ABBC2EEA4C3C21B81B3D1C1F82BC3B660EBC8045B3BCAB0B1D3DC2707ABCD2D313BD803A0F3C0B67B33BA506BA3C4B0F2ABC11D802BC2F0C963A20EDC9BC139A86BB5240693C85C182B88DB22ABCCC67E83CF727B4BAB104013CDA170FBDA6DA263C0D9C1DBDE1A63C3D679E54BC108CB0BBD8AF873B48DE94BCA57CE93C506E073DEFD806BC9F8CA13C5039BABC893516BCB9259E39BC38A43C4508793C131F34BC1C5458BC1BB1BB3C6018803CCF93FABB870D453959BCBABB8E9EF9BC15DF623B8AEC8EBAD30EF6BC4EA13D3BFEA3ADBC87E356BD4292633BA41B5DBC1F30203D5B5815BCE75CDFBC74069A3B1ED7963CB021BBBC92ABBD3CA6B0D5BB27C883BAD2CEFDBBE20F123D33DC2DBCB369E8BCFDAF16BD106D943C14B587BB338B463CC3EDF13A81BF4F3C84829FBBB4F113BB2468553BEF1E81BD3DEA763CE043243CBB71633C04444B3DE59E59BC5CCF33BC504393BCF424D8BB7BD1203C229233BC5CB2B73C29222F3BBC4AD5BC9B2F32BBE7A175BC7D8299BBBA21003DEDCC98BB5349C73CB7B4A43B0984DB3B2BFD3FBC7D377F3C5C9E8F3C7F74813C17CBBA3C411E753AC9918ABC7E01423C3592B63A10912B3C09B639BBE77A283BEDBA8B3C19201E3DCDDC86BC891DAE3CAAE533BCB09410BCF867F7BBCEF9B7BCD967AD3BA9719EBCA775A6BC0655A6BC3E51B03C1B22FC3B6162BF3CCB4FA93BF9A53B3C7C3FCEBCD93185BCE7E79E3B6005213B216C453C26C01C3C94B787BAF8A9DABB20470F3DF7733FBBE602BCBBF308403CA7E320BBC7458D3B410BF53BF626073C533DBD3CC95BE4BC5D20CB3C3D98D73CB98631BC699A86BC7BBE07BD92E1083DC2B0F23C56962CBCF36336BC023F223C69AAC23C35E8B3BCD2D8543CA9AECD3CBB6E123CD308C1BB436AF7BCB00D4DBC8FA1B7BBCF42F5BC5C0888BB7CA42A3CF7F21A3C09C8B7B8ACC700BC4B03DB3C1C34FDBCFB719CBC8F91653CD14E92BCD3850CBD703335BC347B22BC12A86C3C56A692BC958C92BCD8AECABC6BA598BCCFEB0ABC538EF53CF90270BC00DC623C64E84D3D59BC21BCD946453D466FA43C09A45E3C816BCDBB92F808BCEA01D1BBB75EF0BBB5DDBEBB55F6C83CCFF6113CAD67A33CBB8AE43A731BBF3CB094ABBC611F943CAD3C33BCD9E31BBD8AC8933B71AD003C0AD8833C8FA028BCCFF42E3D64763EBB2FFFD73A39D2CE3BE2AEA33C490C48BCC040E83B70E9B1BC658BBCBCEC74F2BCD56F4C3C54FFB1BC67835DBCD01474BCF2BC1E3C2989053B2D118C3C7004BCBB9257A23C3C95893C01FEF33CD963D83C9B3EAD3C0EE19F3C995EA53C776AC63CCB7F013DB38DEB3C052A76BB2EB09ABA6282983D54F5F03CEF46CFBB9BD8483C21F4E9BC42A1F03B8D2E853C5D4C09BCA69296BB6F08F13AC068F63912EA2A3B35A385BBD3F4B93C10FE713CABEEED3CFA870A3CE8590ABD7DB7F73CB789183C8565D5BB3B7C323C9BC215BD0124FCBAD40BD23C6F1383BC696A963B059A2B3B0E61D83C0BB1263DCD55BB3AA10AB9BC06CED33A553ACCBC23ED87BCCB05D83CD03F8DBC3E288ABBEAF5B8B97B0999BC25407D3C06C9933A9D0979BA9049D63BF836CFBBCEBAD4BAADF9C03BCD760A3D282613BDA490E6BBE6E0AF3C25903E3C4092C9BAA6DE723C0F8F163C66ADDB3C86063DBC2F24EBBC4E1DED3CEB1F9A3B9835A73C2519D73C5BE873BC9E865EBA1B08FEBB8E0115BB942F47BBFB3A393C0AAFA639CEC6F6BC46C050BCD8F5D6BBEBC3953CF8224FBC9EDCB7BC1BA9933C755384B901A13D3CBC8F693B1221C33C138809BD9ECF233C1DCC653C375265BB1465ECBCAD4B0EBD6A2337BCD22A213C24DF8FBB856428BC1B1022BDA02B943A3672AFBBB810DCBBF969BD3C19A1D239CC6178BC596CC9BCA54C253D39040A3CB9BF34BCADA0B03CA701733CC18F793D5CE26FBCD4B24B3B901500BC57C80F3C34AE4FBC1EAD9E3B17650CBD5446C73B1E4787BBE0F787BC6F47CCBBC1E0653C90C799BCA916DF3BDEE6463C437FFA3CDDEB73BCD29E9C3CEC3607BDF0FD0E3DCBAEF9BC425E5B3C794A12BC40B098BCFC26893C89D606BC4502A6BC500784391B8F3DBC8F6D0D3B387643BC05F4B0BC4439E5BB9002C63CFEBA39BDA2DFAF3ABCF0433B70C5363DCA45E3BC273127BDAC2AF83BF5E0C6BCE145E6BC18B7073CEF9C8F3CC7B50B3C1D1297BBD68EA53C1B5FB03C24AEC2BA967BAD3A1DD765BC2D26AC3B617CBB3C62DD2F3CC94386BCB6CCA1BCA6A69ABCDC1D613B2A355B3C92CC13BD3B43FDBB6CCF083DB73E16BC393BD939874192BC516897BCD357ADBB97555A3D99D8D6BC223B553C15C6513B6342753B1B58B6BC30DB083C5B95B2BCBB84D63C6CBAF038078904BD667C36BD521925BB93A8B93BC52AA23C8F96B0BB34ACD13B6ECFE43B0A6ECFB9F048503C1939C83B0426843C4A005C3B74E82C3BCD0DBF3B26CAACBB25D241BC0C8F8EBA42A9273C00196D3A6DCAAEBC2C7BFBBB7DC1A7BCDD844FBC33E2BE3B57F561BCE4FB873B96CF003C2AD6653D6B73EA3CC546CDBC9B88BC3C6244B6BCCE1BACBCC2D6853A281D213CF9CCCF3CD4A4983B0F831F3C3DEDE93CD1EE04BDB7464CBC7ABE8B3B39E0883C0BAC563CBE79DF3C724333BC660618BBC60F723C412F9ABB4079CA3B36468A3B19DEC1BC6BD50C3D5BE2563C4BCDBE3B5C26613C24612F3CB56BDBBC07DB1B3BD4883EBC66ADC9BC84C9903B2728A33B0C4C1A3DB8DE53BC6550903C321B19BD021B513C01697BBB813669BC583E38BDF0DDD2BC62C707BC75E49AB9A6EA75BC801A7C3C3E08DD3C85AF4DBC145B12BCC8460D3D742E00BD6FD7AB3B709952BBBB59CE382F395D3C8942823CC9D126BC7CC1C0BCD2BD35BC0CC7EABC6EFF073DD853563CBE76B9BA408A8D3C2AA007BCB23711BD77000DBD0603DF3C0469CCBC203B8D3A50F2293DD2B0AB3CFFD99E3CEB22993C67D6BEBBF8A253BB89B328BD4E6EC03C2A02003C2523DF3CBBB3503C24A0C43C94B1353B1A100E3DF3DEAC3CF4F1CE3B00268F3B6534003DF23FA3BCB71DD3BCD65798BCECA854BBA540723CEED8C9BB0A0D8D3CF04621BBD59A1F3AAF3C083CBD6F22BC1011B2BCAFA880BB86A5553CAA05783C5D3326BD48290BBD749C34BD264A5BBCBE30AEBB89A35C3C13DC92BB6FF9F43C2D16BF3B0006B43C790151BB2533263C456B83BBC668A83CDBB5D5BCCA5FED3C4BB014BD38712D3C783CB7BCA088A63B357CC23C41245A3C24F34BBC379D60BCF753FA3CB4B291BC",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_2: "0x040000005489DC3B46E81DBBB0328D3B5423793B78FB0D3AB3823ABC57ED9C3CFE1D4A3C47D5883C2224FB3B175F17BC66DE27BDACE9193DE76B013C5B22AD3C1905B13C8A2D5C3C6C8CD3BCF01E4D3C1095C33BFDF62B3DC2BD08BDADAB41BC50669FBB3E0A6EBC1787423CB2A1DC3C1CF662BC6B71BF3CC934C33C13AAB4BC70F2E13BCCA27A3C1F1190BC1D5FBFBB38366C3C222EB03AC20016BD5966E3BB867C20BC9CD6E63BBE19E5BC7044813B3CF649BC8125C13C1880E7BCD3219CBCC6B1D13BA2DACCBCDC146CBC96D2113BB917953C0D95B7BCC1F24E3C7CF0D8BBEC2A593B661FACBCFE67213C774AC53CA8FB09BB388C12BDD30AA2BB15AD10BD4A47D0BCC772ED39EEB9023C09C8DFBCFBFC33BC27B474BC37FA73BB62B4D8BC053511BC6926B6BC36DB82BB30EAC33A99ABCD3C1BABC73AE02B34BD2F70E33BB95E2F3CF4E5AE3C74B6AABBB6229D3B2BE17CBBD33FF23C57E52D3C14323E3D4BB344BCED692FBC794E253C2A25F13BDC4D54BC38D037BDC5BADCBB845A9EBBC9309E3C80729D3C47430CBDC9DA9CBC6014293BD4D6CFBC54AC9DBC1D334B3BF24A5E3A377A97BCE4B6123C375F82BB6EF3C4BC3201AABCAF21EB3CC6E4E4BB1B820ABCE7E6EBBC78D765BD57B5843C4036473D9DF22C3D8C45043C8F3E263CE7D44CBBA7AECB3BEE3CEB3AADFAB83C865892BC85FB05BD1C87AE3BBD3905BC8C3778BC8EB1323C2605F4BB146E7B3CA45A66BB20F861BAB28D22BB47B6693C7784BE3C6BEA713CCE59703C6A55D33C9DB860BB53E0303B48D70CBDB5009F3CF33ADDBC6D1823BCE292883C30FAC33C7C17AA3C44FD943B9C35F3BCF214923CA295303C500C5BBC5467E23BCB42BF3CD656A63C8579B63C66F0053D47378ABC45558DBCB596CABB40FC12BB0F6DB4BC095DB83C82C6C2BBCAC2233C128CC53C72265DBD4BCFCA3A52199FBBA80322BDFEB49F3B04AC813BCB2A363B5987ABBB6F5F02BD4F2A803CDD24403CD5989A3CD795023C2218053D52CF203DC7999ABBDCDEFE3ABE439EBC58E430BCD0D3EF3C7930743C90CC10BDDB90D53CC2E845BB735098BC8552403C9CB150BC70E76ABCC78F89BC2A282D3C8DFD283C8E58BC3C8AB8DBBC1D32123D5999D23C5939BC3C14090EBDDC33D43B4E16A3BB68E80B3B20D39FBB962692BA154C043D0A6D623C5687863C1240B0BC42CC2ABDD276E1BC820E92BC7DBC0FBAADC7973B2D9DBE3C73CBC33C8B133D3C6934173D200096BC5291043D698CE3BC0961AE3B34A6913C824F033CA23D33BCDB29CDBC4418823C76A00EBCBB4A28BCF52A4C3D0472A13C1BA85F3B4FA0E7BC5226C2BB3552FABB56D28F3AB3A85DBC9A42953C7B4B993B6746543C4603923C60D1863C72B2773CC2172FBDB445B53C81C76C3C02835A3CEB60A93BDC72D2B9F50DCABC510B06BDAE5EDEB9354FECBC098EFD3B412DB83C079FADBC19F96CBCD95D8D3C00ED1CBB15300BBD84DA00BDB832CF3CEF71253CDB24CDBC0404563C86ECEBBB97EF28BCE040ED3C0EE8F63C4F9F8D3CF3C242BC80E129BCA0CC8BBC6BF4033C35CE37BCB4C4783CB894D3BCE9F6B6BBE5FC6EBC6F49D539459DBABC27618D3CF479973C04A0A63B58D2743C27B8F63B1780AD3C419A78BCFD5DC13C4F5B683C6F6BABBBFD9F4EBB556C973CC226F53B00A580BB2659D73C322B163D995F81BC7E73AFBCC758F8BC94515CBC93AA943CA96E9FBC2E9E7EBA0972CBBB3309513CE70FF03B504F79BC5D4ADABC6AEC22BDCD5919BD732C6B3C0B6F6EBD375BB23C454209BDA0B512BC695DEC3A61014FBC69040CBC9297B4BBA6E6D3BB20C2FEBC504C443AFCA8DDBC507CA2BBDA32903CE960563C805907BCF7E2F3BC342D4E3CA54B383CB41B3FBBDDE5903C23F0FC3BDEB1373C6D2AC43A742060BC2ED9AFBBA62364BCC3B6FE3BC65A7CBB4283B5BB17C73ABBA12E27BC0F8ADD39671F4C3C7206743B10CD323C2B2590BC792AEBBBBD767ABA2EA999BC3B0A58BB4AEA403CCAD1F7BCCBEDEDBBE5EA8FBC806FD23CE01AEFBB0A50763C0F934FBC469881BC6D353F3BBC2F003D93092F3C02AF183CF7FE093A203A70BCBC2A033DD63E16BD473EB139D60A86BCA026F43CED698EBCFBC043BC251788BC9B41ABBC0AEE1FBC6A35373BD2862B3CD2A2313C3755E5BCAFB00FBC787FAC3C342D233C46C395BCDC972E3D462D20BD7E4D523C430F82BCCE4221B9B03779BB38F342BCBBADFF3A2DEBBCBC670BCBBC2B39D53B56718BBB4513753C3E24753DB8E2B1BCDF4989BBFED08ABC66C57ABC762C1EBD2A8AD43CDD567A3CC69F5A3A2FA7CF3C32F4C3BB4B35E4BC2104433C4907FCBCE82B18BC36511E3D50A4793CAB39883B1C5CFCBBDD0158BC8B0B7D3B5BC858BD6BEED13C348998BCE41D643A0EF5F73C261ADBBBBC3EA63BBEE0F1BB5639973C0C251D3D7D044DBCF8F6DCBCD216983ABDD9E33C1877FCBB2081283CA5857BBC3279853C092F973CCC69F3BCE9EBB23BB07D21BD9D8B88BC348AE0BC2BBCB93C392B773B6D52CBBB6BE9B73C4C87613CEA9A083C8AED91398687C63C76B3863CB7FDE1B969B657BC1E94AA3B99CC9D3ACEB3E03B623430BC2FFEBD3C96F495BC6017473CCD91A33CCE1941BC35E63B3D17DF2C3C2162063D952280BC8DBF04BD7DAD28BC3590D8BAD9959BBCD9B04B3D24C23F3C3E09BCBCBEA02C3B87DF29BB39781CBC8FF1BA3BD2F12C3C6FCDB7BA8B343EBD278FD53CCC067DBCBBA364BC3E61F23B273E8FBAE500963CEE4D21BC14F84A3B1B63B8BB0FAD2E3C8005DCBB0F9EE5BC4B0E703C51918BBB8060E1BB4D0DAABC5D497DBC4E36563C694CA7BC4A7605BC8AB9B6BCEA76063BE65BC5BCE9F3B8BC1B54CABBDDC8C93CAF941E3CC98066BC18CE16BB1ED421BC101FABBB35B553BC8BFC07BCB4D245BB6F8C013C402F22BD4B1211BCC08CDCBCBD28923C6EB4E33C000E9F3BC027A03A0DFF0ABCF580C43CE591C73AE07B653C822298BC802CC03BB515783B93F74DBCBCC83EBC8BF7F3BBD0434E3BD2C4093D11BB043D2780B33CC4C8933C1C63CB3C4F5658BD856FDA3C8D05CA3BC40C4DBC09128DBCE1268ABB7DC66E3CA5C2843BC921B5BCCF5CE8BB56BF193C9BB381BB8F6433BC1F1C0B3C970115BC2EC0F0BC0EE6CA3C25AE4FBCBB580FBD933647BB9435A03C987CB1BA55EFC6BCF3FD6ABBA4814C3C194903BD90C4B83C2450013C7821A7B9FCD184BCC4EE813B8469A43C6ED89C3BC55777BCC533E03C5EBD5BBC5091B5BC6B49993B54C28BBC74CF11BCB28D65BC4FCC883CB7A8AA3C0753023DF03C8F3CFDB3093B2FBB89BA69E8BABC227B4C3C22BF0D3D0938483DB9C29A3BF43AB63C42DA82BC01CBC5BC471B883CCA726EBC6F53C1BCEF9987BA4F32B8BC7007C73A749C14BC8063D1BC735B2EBDD291703CAF70E0BB1C17C0BC373E35BD8007B53C14F3F1B9A207403C42E13ABC5E403C3C4B3481BBB7EF31BD06F6053D2D9121BD601DA5BB468CC23B7201023DECE3D7BC9637963BB07946BBEE8A14BC02E294BBC43D873CC12655BCC7C5123DF4A814BD40633ABB825088BC944B7D3C8FECB2BC13FE3F3B105B693AF312B4BC408F2DBCF401EA3A3223D8BB49F6283D7A261E3B68209EBBA99F4D3BCA4B60BC5A5D8F3C8DEBABBCB90C253D7F5618BD4CE3193C3349D7BAD90E073BD935AB3C85964F3DC1F9BA3C0DF28ABA8BD40B3C60EFCF3AA1F5B5BC80ADE83B3ED975BCF57CC33C478EBF3C3BFDA6BBA5192BBC334A203DEECAE5BBEA11D23CB9AC003DD31504BDFC0A2C3CF568C3BC0A89C53C1301DCBBE2EFC93BDAC61BBCFF71083BA298EBBCB2E73C3C53BD4DB91CBFA4BCA6416DBCD975C3BC84D58DBCA2C718BDEA7D953C2F5291BB6ADAE2BB26F17F3CB23D05BC104961BC8765E93B12D5F63B7A0F1EBD1CF9A5BC0505E2BCE18AA93C0D1F42BD07B7583B2937E33BF76CE73CABE901BD05FBBF3BDC80F43B3F800A3D800B20BC888406BD92BA8B3CDC4AB9BA62E8FBBBDE4E33BC00FC913C8459B43C1947E23C4215353C3912FCBB17AEB1BA41B9793B8FA4B4BC92E2703C09F3773D020ECCBC92DE123C0DEFA7BC1721ACBC69AA153D7091B8BBDD964E3AB0C3FE3CB475333C135331B8FEBFE93C4DCDABBC38D0AA3A772FE73C52EFEBBAF985FEBCDDB95FBD1184A1BBACB9653CC713263C417D9F3B07B6BA3C4DB79A3C67B51EBBDEC0533C8132BCBCFB47B23CAAD196BB000059BB27F1853CCDD113BC8A67A33C9061EFBB529575BC00A772BB261AC3BB9E5B993B62B0DA3C8F4B903CD78D6EBC37099ABB2EC5A6BCD10516BCD3EEABBB4FDE9B3B1DB69DBCF6D183BC7068023DA22C2BBB0E289DBB269EE63A65D4C0BAD9B3FE3C928110BD7DB8A0BC263E8C3C0930033DD830A9BCF47B893CABAC883D28B20CBD7BC0393C26CAA1BA97A30FBCDB72DFBC46A042BCD23A82BC7D1462BC5AF522BC78BCEA3A469C673CF3B00ABD669ABD3CC032E13C2B25363BC5DBD9BCD73693BC146A18BC4B618DBBB6518ABC449235BB2C197A3C06C6F03A2E20F4BC41F1B03C8F345FBCB270153B121CC9BB18D6D1BBBF9F113B76D625BDA6A4483CBA61183D07266EBC09B1843B671E68BCC657A9BBD3AD3ABC70E68CBC78796BBC8E77D7BCF9CB293B72C63EBCA619A73BCC6ED13C2DAA083D74CD033D0B864ABA152D503C2A963BBDFCA8D23B8A09B83C5B7698BC7B78293C88A395BC93350A3C65C7F73A46309A3B01FEBCBBA174C9BC9429283BEA1F25BC995781BC3DB196BC471D163DEDE3A8BCFC0CD9BB267CE43B7297C73C2D8100BC58BABC3C8684663CB91867BA6199E13C90340EBD22C65BBB86DE5D3C09759C3C0D22873CCB9AC1BB106B893A6DB9C73CDD2504BC57CB55BAD4DBF0BB2B6DE13A98262A3CDDC4973BC63C5A3CA47E04BD89A6923C1CD5883B308048BC81EBAC3C21B03F3DDDF5D0BA50977E3C22235B3C2F02DCBB4DD2183BFFBF8D3C2B11B33C47CED13CDB9B1C3DC1A731BCB3B0773C443D353BCF5CD8BC8BC12ABC01ABD8BC2F8645BBB80C963B51C4183C80C19B3C539FED3CBD803BBDBE70E43A09835F3C8EC9C73BCF0C40BC2CFA733CE2491D3C92FAF5BC0260B03B2ECA2BBB86176F3C8EFA58BC720EE23A0EFD1DBD304DE03CA412A6BC6783933CAAF0823B4EF7563CD31B5C3C0EFABD3C57C3473CBA838BBC052D10BC651CF93C448390BCA5C5BA3CD788B6BC2E43B7BBDEFE3BBCC4598E3C966A91BCDCAF83BC7BA169BA7B0725BD9F2893BBA7D0D7BC0E22593C92F9A93CFB5FD8BC9390C43C75DF0DBCA040D3BCC06A523C1B7F5ABCB0E2163DE034A33CB46193BB6C0FFFBA3D8911BD7B582EBC9E6B6F3C671F703C3BF3E8BC2FC29CBC625AC6BB726638BC0E88603ABE94C0BA27E0C8BC04D5D83C699CBC3BB3413FBA409E05BC4F788E3C9CF0D9BC2ADB5BBC7B0208BC61E647BCDE9667BC2AD8D83CD801F03BB33EFA3CC73AE9BC52F7323BA99B49BC0E91BB3BAE99823C0B0C9F3B9FF9013D17EBB73B30A70EBB47D0B8BC64BFB6BA7C4FC0BBB2ADDC3C93D8A63CBC42FB3C9DAA92BCA07031BDDFD7953B8AE3CFBCEAAF7CBC01B1CE3CF30511BD091F4E3DC15A4FBCFBBC763C5764063BABAA92BCF2B9373C5AE81ABDD9D701BD056BAE3CE6EC32BCB9C2323DC73753BA348EC83C9E17F43BC2DE81BCD5423C3D466DDDBC9FFA103C7015283DA736273C3330773CE78870BC4AA851BA51F5A2BCFBBBB93B3860DC3C96C3873A98507D3CEF36113DDB8EEEBC",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_3: "0x04000000E0A385BC086B97BB8F95223C404F98BC6F15843C53F5C23B17EBF63BEB3722BA811775B9ED74953CC20DE0BC8735C9BBAF398DB93D6C863C3DC8CF3C3025AE3CEA429ABCF0729ABC65A25FBCE51441BD2464B03C281B8D3A8D90BEBC0739F4BBF6FF80BD26F278BBFC0D253C922C2DBCCDA1B53C977BF63C77F8043D57E72DBC9BB886BB068B1F3BBB4A9BBC38524F3CBBAC043D923802BD01234ABCAE6381BC8506873CFCCA30BC3059D13C77ABC7BB29E600BC41560CBD3D6082BCE159B03C07520D3D937E743B21E9A63C704A163DC9FBBA3C07441D3CF96C5CBC7719633BB550E0BB3DA7AD3BA5358ABC1B98A93CA70F253D8E7243BCA8191FBC85A6803C353D863C5E7252BACBD852BCD952D83C61D5283C4F12E23CFDD9413BD541793CA69A303C9CFF1C3B723EBFBC1587B53A07270A3C0B0BA03C83B994BCEE4618BDD073D93B92E2B93C9CAAD33C8652803C70086ABCC41C16BCA64424BCC8A59C3B4BB2E03CC6CDC63C6DF71CBCCC02EABCC4AEE7BC2FECEBBA7D6124BC88EE143D2033EFBC3B49013C9656AC3C9EA37C3C12DB153AABEE4EBC81A6B33B10699ABCE0BF753CCF26E13C4538DBBB6FBE48BCDC7EC0BCF5F195BC80733F3C90A219BD9954283D0575FDBC78A72A3C97388A3B53F5BD39DCDEC0BBDED20EBDA7F2943CCDAE2DBB66C4003CF91D6EBCB8D4BFBC2F8AB83BBAA50939503CCE3BB0EEA23B5B5DC4BC109662BA10A8A93CDFAF083D10710D3C748117BDEA1E573C299DC33B25C4663B40372FBBA0106FBCABD0AD3CD47289BCB8ED08BDFB75583C7CA8FABCF6CC973CC648B8BB4112AD3C60DD39BC46C055B817A0FCBB79EC31BDEB8B8EBCD9CAE23C60FEDBBCDDFB3CBCD0B613BC5D6BC838C286603B9DBF03BC8A38E2BCA118AF3B0981813B17D694BBB85E4F3C3B30E13C424F203A6FF5D23C4DB5213D690BDB3B1EA04EBB4186DA3C7D6406BCF302723C2B1005BDBDB347BC17A4BBBCEF0CADBCAFCB0B3DA1FFB03CE3D5ECBB34C6893C6B3D863DD41A8E3CDB320E3CB48FBBBBF4B1D53C898BE13A1879DABCED0622BB17A6ABBBD2BE3CBB4FAC833914FB1DBDB20783BCAF1BBCBCDCC9C33C2961A23CD07DB5BB0531EC3C5BF44ABD61E9D9BCB0D72F3CCB966DBC0C125DBD5B79383C8AE3F53C72662DBC06BD50BC6BC5FC3C347F843C37841ABC92A7393D25A6F93AF2DE9A3B184C8ABC11DD07BCEEFC93BCC9DFC03B3D193ABC8BA60DBD2C758B3B9482923CF9992EBCA7E5383B955CDE3CE552C73BA0D72ABB58F3DEBCB045623B71B390BBC5291BBBC96F123D12F90BBC5EB1DF3B3BA4D23BF6A920BD1D7C66BCBC74F93A86FFE0BB4EC4D63C688D87BB90DF26BD9B79343BC987A6BC26B4F5BC29231B3D2D768FBC990743BC4FBD583C86B7163B2113E3BCBF408C39C17A1ABD25CD88BCA95EF0BCC25825BB726B063D596706BC8BD2A1BC8480ACBCA4392CBA828599BCEC5DFA3BC50587BC1B6CB9BC33A0D4B9297A673B138D053D94EE22BC95F8493C57FA5D3C312320BC010B31BB025DC53BB2D18EBC2CD8DC3C37CAE03B0B054CBC26B90ABDB2A0753B1C27E03C033F0BBD42AF65BC1DBAD8BB849C263D40904B3CA230D23C509236BCB0CC90BC208E30BD222788BCE1974ABBADCC1BBC78D62D3DD981283C3ABC9A3C0E20A1BBFE72D13CE2F7053CCEBD06BD40C9913C2DA92ABA80EC0CBD2264BCBCB46B09BDF41DF53B59FC9EBC1B973A3C42D0F9BB43FE7E3CD6E8A63C52BB81BC0152EBBB19410C3C871CF0BCB8635DBD1575933C5BCB96BC0FD9773C151BA03B0AF723BDE2FDB93C13323DBBB3824D3B65649E3CE2C0EABB957635BCAF39E83C861CFFBC9DB4FE3CB7E79ABC0F02F33C174D80BAF513093D4467183D03C479BC83AFFABB14AD79BC21E4E13BB54F703B3D9D3D3C13BA79BC1697143D1B4CC5BB612169BC86EDADBC4B8721BC9D4DFDBB46C2B73C86D731BCD2B9943A2B2569BC931568BC5B3800BCD84FEB3C910F133DEB4354BCC7868D3CC77995BB324FB13C3942F6BCCA43C83C1E7EBF3C344C273DBC42C2BABEEE40BC5EBFFABB74D04E3B2B5BCFBC3313A5BCD9804ABBDD804CBC9BC7663CE98A9FBBEBD5C63BC5B8753CD9955DBC9B78BFBCCECCFE3954F8CFBC2D5D0D3DFDC92A3CC534003B135B6CB98B53FB3A9BC8B93CAB8F413DCF52883CB9DEC33B7BE744BCC505B23BC3C4A3BC2F1D893CC0FDB53B0409B43C726DFC3B4677E8BCCAA30BBC4632C5BC20F04B3CC8EB06BB852011BDF41522BCB48DFB3AD8240BBD5E85D4BBE5EB48BCC2CB6A3CD0BF92BCB45B7A3B5FFB92B9CB466B3C03A80ABDF2BA42BC883694BC9EE7A53CA514003C3ED07A3C1EDEA5BB0101A7BC474606BC899D2CBCEEDCA13BA4D3AB3C4039CABA67F10DBC7ED0C03C0A948E3BBCC5F7B7D7A29EBC08B617BDCF1857BBD4301BBDEB2D76BCDC63BE3B6D67883B3037EDBADFED0F3D94DAFD3962F8E5BCEAB2E1BC38ED36BCB64C023D056579BC78A1FB3C39B486BB091541BDBC656C3B4FCEC03B49BECFBA72AACABB45C172BA41E16A3B202935BC09C7733B5A390F3C3844C4BC1E61683BB47697BB82B6ADB96EDCF3BC869C0ABC524082BC987F87BC0706BCBCE765093DBE30E5BCDE34463CAEE8163B9F6703BD611532BB330DB2BC5028ABBB5209C23CDE579FBC22EBC53CF4F97B3B15EDD3BB07295C3C26F98D3C548B6E3CA442B73CF2C7FEBCBBD2F4BC649CD6BAA4E455BC0FC8113C74AC133B1269873B9DE1293D80A10EBCFD6D29BDF56B5B3C7D09343CA6D7913CB5EF5ABC4435AF3C301CE83C0B61D63CFB16BDBB00B9093C8E3210BD81FEA7BA250A47BC17FEBCBC175404B9E099933CDC20FDBC870BA3BC88390B3D2536D43B215CD93BACC66FBB6516513C0FE7D7BB5EFA243CC7B8973CC2F9E83C9E8F0B3D4090ABBC5CE4323C3386D43BCE66A13B4E016DBB41880ABDAB14CF3B10538A3C1DB547BC29EC1A3CA510A93B074459BC9876D43C267D2CBBCAFDBEBB5404DD3BC41AAC3CF89E2B3C6971243D7A9B1CBC55F0463C0BC0B23C8E4D4ABC3823E43C7DEBAEBBA65D483C268ACCBC599E843C614E1B3D89FA503AC5C3B53914F10DBA877537BDE261B5BB3C3BC93BDCEBCC3A008CF2BA7D65E83C4B7E033D4A18CDBC52AB79BCAB61963BE6A1F4BBC186E83B4C8E87BC2CB7EB3B0980A4BC8ED9BC3BBD76093C4B1648BCF9AFC4BCCF64103D6EA6B63BE774233C8F2EB4BC7932653C27322B3B2823053C125994BCED53A6BC08FE0D39CE3CDCBBF349AC3C4143A03CA2462EBC85A5673C2F3EA73CC129CC3C8B640A3C49F773BC735E8C3CB0E006BA7BA400BD321F453C4BA0DDBC74070EBBBA5C083B1C473EBBDC620D3D64E752BCA69095BC1EAEAD3CC63EF4BCFCBCBE3CF8E0483B10B3803C6DA8843BD84386BC17FA013CFC7DE5BC93BFD9BBCCD6DDBAF7E867BC5BCD313A7F071ABDD71C4F3BD302273CC7EDCDBC57026ABCF77212BD34473F3CC278F3BB335396BC245D87BCCEC4C8BA8637263C3E3FD53BB3BECABC7B6B603C3EB37DBC799218BDE119C23CAAD72D3C6E709B3C3BA99DBC0A57D23C60DA84BB30F0CFBBEB04CC3C2C00E7BC22BC553D6B1708BD79FAF1BC4FB62CBB4B7CEABB4EADA6BCBE9590BCB5E619BC171B89BA5CFFB53CA6FE28BCBB9C8C3BF45C023D28C6083CC18FEABBCE23583C5402503B733AA03AE35D143DEB6EB3B9668B99BC516789BCD591073A01FE803CBB66C6BC5284183CBEBC50BC532D743A757E6C3CCDD8953CB49BCABB8A40003C2459CF3C89969BBC93B922BC839A09BA883C0C3CFBFA563C984413BD3328263D022441BDD0DF763CB9D9ECBC3CFE5538F71C21BCA436D43BC4BA0B3D3B9BAEBCE24A5FBBF50B9FBCD7B4933B30E28C3C20B5B7BBF9931D3BD677813C998C97BAC9B7F83A0574B63C9967BA3B6F1255BB8DC2B9BB393EED3C1753B0BC0AFB1B3BDBC69DBC0D3BAEBC4D2C18BCF02A613BFDED81BB305DAB3C35B76D3CB9F7003D059C44BCB100123C94D0213C0660FCBCD0EF49BA076470BC97A2853D7D4BF53C17E9AC3C2969A13C477B07BDB43FC5BC90181FBC6D9A273D067FDC3CAE31A4BB1E36C63C9F5108BDDB74893C8FF7C8BC6AFAAD3BAA3A49BDA4FCCCBC8B18253B87C59BBC4A97293CBBB233BC3FD102BD3E40F73C2497BF3C1D8996BC34FB263DF79F6ABC9B61D3BCCB8E82BC33865FBB86C32FBD07056A3C16B9A03CC91C6FBBE6330A3C4F8609BBBB06B93BF81BDEBAE4FC8D3C451C113C72ACBBBBD746933C6B5BF03C77CE96BCA672203CD419A2BADD24D13C38B799BC67AC783C9EBBA4BCF913DB3C7593B2BC49306C3B298222BB34D412BDEBE48839165A9BBC8ED8553C01740ABD0B11143D26144D3C69D532BC980B18BAC6BCC33B5B37673CD8BE813CF455023CF2B8343C3489AA3B541BACBB80749B3C69C7D83BF00B05BC9B5435BC908B89BC0F11853B5AF386BC3CFC303DF22867BC90AABA3CBCC7AEBADF5F8BBC070C5CBB2956D2BCF3E6943C44519C3C70F9B73C8CDFD53C80CA703C0BA1733C2EBF233C90CA783AFD4E073C7CF4E5BC8D2FA93B699CACBCD84A2A3C82C4F13B444ED4BC0B25B7BC9D4AA33C6EC981BCB79DACBCAB11D2BBB5D6E2BCF3D3273C22AA30BAD0A3C53C419CF9BCEB3F353BB83643BA2EC9C4BCEF91553C9EF0A7BC39FB293B4E99C1BC527689BC6C15D4BB1918B93C6668B2BBF0DA123C32B3B43CCF16A6BC6743243C0623A73C0DF136BDE69F5B3B307A4CBC1C1C953C709B84BB806C26B9966AAD3C052630BC2781E2BB8E1B09BD3D6CEC3BF21F433C22D947BA7C6B553C49D15FBC2E3021BBCD06973CBCF389BCEDE703BD2E15C33A5048303D626F8FBC5F0184BC21DF2B3C301AA2BC4DD017BC9656913C3012553B04C1173AAC3F65BC2EB59D3C0B13303CC6E6263CB9CD06BDE95085BC27A50A3C441843BB200C3A3D7C89F53BA59C30BC347016BCD2DB8C3C4F5EAE3B34CCE6BBEAF364BC9C438FBC1BA3D63C6C4D9EBCD397B43BE56533BC451A73BBF34E103B0F9A113CC2ED283A8E23B9BCFCD6643C0C6460BC8E43E5BC7D11D33C4988C0BC0ECDDCBB4501BEBA7D627CBB4E05C8BC197B8D3C7BA71ABD5336D93B81BC6EBC5B6CB83B4913953BA976033C4654A8BC52092A3CC9F4273D146DCABBF206993AE4CF8CBB7C88E8BCC2CB5ABCABAB13BC981E05BD927DCC3CB6C902BC5CDFE53C956A33BBB45A8ABBC52B123DC612843B874204BA94E1A23C64C29C3CCAAE9A3B2406983C4423C03C9861263CD219C33C965704BD0BE6F83C528DD0BBF2CF203CC72556BC765EA93C8AF3A93C94A37F3CA786C9BCA29492BCCAEBDDBCE267D63B6E4A193ACE2F1ABC9D06653CBF298BBCE29497BC27B499BC3B3D1CBD00A69ABCCBC946BDA79189BC92647B3C99C4413C8F91DF3C37C34ABDDF48963B6B0272BBB06371BABF1181BBBBF7AC3CFBB9B23C0250AB3CA5E5FC3B0510973CCA57B2BB1440E3BC377B093D5878533C9C507F3B84310BBC2C68D23CA5B8AA3B3CE570BA0A153E3CB5588ABC3020BA39E5FB573B920D123C74E5073C5E3AB6BC098D8D3C179FA13C549C773B3B20CABB0D3A20BDB4100C3D009067BC2E3EEEBB93BAEDBCD2EEA3BBDCA088BC72ECAB3B94AEE63B26304B3C212ABFBC80FCEE3BBF05943C2049FE3BA603223DBD328FBC70893CBCB53020BDD44CA3BCE4DC0E3D81744B3BD37D223CC9BD06BCCD239B3C8E1DD1BCFB4F783BECD8D83BDC2AE7BB7830923A5E4FD33CD284BA3C",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_8: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32: "0x04000000DD8D3E3DE6717ABBB9DA943C61953EBCDBF519BDF29689BC4B5183BBE59B5ABC5CD5C03B95AD913C26579A3C3706873CC6CE3139C1F4063DE75D353C44F0AD3CC123BA3C668A0D3C20B3BE3C6CF1803C1916EF3BDA1A1F3C308AD0BBB4C8503C8635543C86ABEF39DA3516BD26C0E5BAA6CEB43CB2B866BB960323BBB4740CBB7277433B66CACF3BF96197BC77B4643B33DD14BD3313E03A153B34BC4B289D3C75D80D3C8BC3D3BC773EB9BC1C63CBBBC91786BB757D9FBC3072123DE7EE5DBB748817BC74C0C0BAF57936BC1BD930BC8FA4E3BB8A6AA5BC7B3448BD5DF71E3CD02F063DFED175BAE0C02DBCFC33DF3BAB5E5E3CF3CD423C09F8ACBC89806B3C416D32BDA2BD9BBC983401BD5749E43BE6C06DBCCE934EBC19B8E43A8E9D17BC4912E23C46AE33BC263DD6BC492D8DBC3012A13CD940BB3C49949ABBEFFDCCBC3CDFDE3CA6390E3A970A1E3CC6826939B452993CAFBA40BC3006FF3CE0FFE13BA12D003C0BDE4B3C97B93FBC7BD725BCCFAED33C8BE822BC3F96993C43FBED3B272181BC5FC00ABD902977BC938A873C613E613C6052D83C6D49A9BCE7BFFBBCE2DD033BFE0A35BB003FAB3CA68732BC4998D3BCDE25AE3B4FA7E53C781CA13B6147913CAA1E1CBCBDD7453D37225EBCC670EFBA4D40B1BBE7CA023D0F50A4BCC9B9D4BC269584BC001E0D3CECB193BC46BE433D8A7A213C0E4EA53C8DE4A7BCB0E233BC2136573CA4DE973B5DC6C9BCCC3E6E3CD812C5BA6A2C62BCB7440DBCC933853C925B88BCE92113BC080414BD5EE11D3D1A448ABCCDA19F3C8B8D313B102F5BBC6965D63B4640B9BCBB3D6E3CEAF2BB3BA24E0F3AC09A933C07DA53BC9817BCBCAF96973AF7BD44BB4508C8BB49E8683CDD96E0BCA61EB83B4E39D6BCF47900BC1C7BC2BCAF6CD8BB4CF067BC7E774E3D27BA723C89E6A7BC99E74C3B62B6F7BB5D190D3D97FDE53B2978A03CB8594B3CAB91F13C08A5933B7F3902BD1D9C0E3CF0EDE73CF491423D21AC60BC72C9FCBC4B71AEBBF32368BC82682C3C25B332BB7DD8E3BC9B9E1E3CD548643BA655F13B46031ABD00D5B1BB27CB003D1CE9393B8F1F0C3CA30C8C3C500E3FBCF21DD03ADE3395BC61AE73BC93710DBBAE1AA03BF00A8DBCAF9177BCB73F623B8638FA3C2E68B33A9B14303CCAC56FBCAFAA74BC97DC6ABC70EE07BD645192BC974A1ABDD86D66BB9CB210BD6A8DB3BC3D81553C8965D4BA78D8833C7980ACBB39D671BCDC41C6BC97DF0BBB58BDB03BB462703C9478603BC9264DBDA9BCD73C4B6942BDE2964D3BCE4317BD500CD73B5EA19FBCABE6D13C72144DBC84322EBCC2126F3BA0ECFEBCB821373C94FA1C3C46D71BBDEC1362BCAB4A99BCE5CAA7BB649F41BC4782B33BD3852ABCB907B7BBEB6E943C6BF84D3B322D67BDB7F1A63CDE263EBC6AFCCE3BA1BA0BBD457BE23B799C9BBB72A1E73BA9B42BBD2316933B3FF694BAE16BCABC901E003B770193BCD7450DBD2E6243BDC0E4C53CF39A27BC3846DC3BEAE88C3CAE584ABC8FE136BC2FF93EBDD7026F3C9E1A24BDEB72E1BC361881BCBE2D3D3A536E59BC470FC23C348A48BC8BD3FC3C6EBDBE3B3BEFE6BB2BD68BBCF097A2BC0AF523BD120B543B0F970F38DB541D3DEAF2A5BAA090E3BCCF37C4BC605AA6BC59AF1DBB86E0E33C01B60B3CCBF68BBA6AC1743B48A29D3C7C4BD3BAD523B6BC52CA263CFE7F23BC2F19273BE28C85BCBB24EE3CD45252BB27FAB13BD496ADBCD265B23C94F6003D6748603C06766DBC7731623BEA7633BA025DE13B1842F13C0AB66ABD495128BC82E27ABC7599013C366AA63B2EF99ABC049B86BA725B4EBCEB5211BDD3CEBBBCB6CB15BC120F19BDD0B64EBB004B8ABC407BFFBCCC709D3BB49BA3BACAFA0FBD80E7543DE137E5BBE1DE043D132BCC3C3EFE44BBF8E4493CF5E9EF3B3EBC7CBC144A76BC969AABBB7507D23CB70E53BC6F175E3CF768EEBC7B7FC0BC0A82253C048F333CD34F6DBC31211F3DCADD943CA99754BCDEB3203D027914BCB3626E3CE4D149BD765892BC764924BBD0EBF6BCD3AA67BB4F4E65BBC8758C3C2FA9783C798605BC2673E8B97467B63CA24B7FBC4D9D11BC2F90A6BCD5B35D3CCF5B8D3C6E06763CF8DB5E3CDE98B1BACC98EDBB925A4A3BC497563CE4AF07BC55C07F3C53C2E7BCACF48B3D15E1D5B8AA776C3C8A9CB3BC86C41ABDC1248DBC57932F3D9362E93CCFFC693B0A7391BC7D1500BB6758BD3C0B23EE3CD3C16BBCB5DD66BCF5D932BD0AB7B53B6AE5173D269B443855D641BC7B84663C21E2E93C2E1A3ABCA9CCACBCED5D4C3C83B8723C1234823CD224713CE105BF3C2B1EE73CD715053C35CBB43C7208973C74767B3C0ED3A7BBD75B833A38EA4E3C245F00BCBF7D133D82C16F3C6E16ACBBEB91B23C6B337EBC7DAFC8BB5789803C7C158EBAE66F8FBB4DA9B93C95AFCEBA4A5BD53C4F4F00BDE10A7EBC5CB3FE3B0F013EBC945703BD2A2C72BDBB55D13B72FBE3BB380CB5BCD9F9CC3BF63402BD9DA545BCF549D83C02BC52BC5B2DEF3C2675C2B940E90A3CBF8690BC748E673CEEDAD33B46C68E3C9E2B44BC24CD013D376D71BC22B5B9BB90F3EA3BA54928BB677EE7BCC73D8E3C4DFAADBCA228D3BB87E3D53C1BA0CABC6B2BEEBBB9365A3DA6213B3C4DED8139F978603B0DBB80BCE4D694BB2603D4BC51AEA1BB8BABE23C5C56FD3BB215F2BB3E9C063C9BCECCBB64A1D73CEDC29FBB9469043C58F6CD3C1B2BE1BC2594053D4556083C26986FBCB4FB42BCA00CEEBB6112F7BC26EA5E3CAA2FE4BC8520BABB379935BB5B3D023C61BB423AE10D62BBD5A697BCABE9EABC7E0852BBC484D03BD615993CAA71FFBC8199FA3C9B3ED73C6078F1BCA32294BBBCC37B3B367BA83C21923F3B362D03BD6B7F8CBCE242A0BACC2DE73B90C571BC1D140F3C986C2FBDAB5AC43CF8E2463CE21C863CFE7F883C2DB92ABB8FF4313BF7F8583CAE50CE3CE51CDF3C81AB3FBCCED251BBD221D13B3481AFBC6F3B853CFBA8A6BC7938F1BC3108093D5D8B86BCADBFA0BB339B3E3C2D64A9BB2663D5BCE1B275BC27A32D3CA7143C3CB57C5A3C3D9999BCBC552A3DC9396E3CA44A173D14219C3BA29B97BB966D073D588336BD0AD73ABCF44E4ABCE75527BC4EECADBCDC3EEA3B473BC03B952446BC4667203D49B171BC0B5B83BAD483C5BCC94A733C1CD8813BC20139BCC7FD89BCAD77213BF5BC52BCED36B03BF71FB9BC789BE43C6532473DE584563CE75A9DBC73E659BB7F8214BDCE94F03C64B0AD3AB9F8DA3C2C5253BD8210763C87376B3C6D4FA1BC9B97E4BB7E16363CEF169D3C147214BC78793C3CE27A8CBA7299F23C2A03D53BB962B3BB8D7BC13CBDCE283B5C9550BBDE1DC0BC0ABCB2BC3C19983C6E33833CF03BD9BC5CD2F73C524B273CC388EB3CC11DEBBB7433B9BB8A3871BC12A4C43CEF1556BDF5D37FBC06B777BCEBDD373CA1FC873CFE90E83C648022BCAE6F813B460D33BB0AC92C3C4D8BB23C2C7967BB5A1B8ABCF7D5FD3C7EA9723C9BCEE1BCC716DF3B4E36B3BC7DA0733BDE8F623C8204C73CF956BABCF5EE0E3D9E69673B10F204BABE7BD3BCE67936BCB9E2433C36091FBC461FC03B4941E7BC0B922CBA8DEA013D57F817BCE87E973CA0544E3DC95887BC6019F0BB49C601BC4958E4BA4C02CE3CB7E2C43C4C3EE73B6B28D5BB94FA10BD4BA1C63C7ECF2EBDCA35A4BC420DA3BB339D56BCA4CA3BBD3E29C73B2BB1D1BC15D9393BF061863C9BA3D4BC04C6A4BB040419BC9707903B29B5633C4A944F3CCF94C63C3E80EDBCFB58143C20D8ACBB2DD112BDE5B476BCC496BBBC6E2FE5BA6294FEBB598AC9BC16B59E3C2012EDBB547022BC12F7123B94A8CFBC73BF253B8561013D0BC6AD3BE16650BDEC9B583C7CA377B973263ABC5512F1BCA9EFD63C9F83023DF2046F3C9DC7C73A988D29BCCB4A71BCA910B93C46A1BF3C8C420CBDC6343CBCE457AE3C61F76A3CC9F61D3C329BFB3CC648043D7F72913CA662F2BC706C13BAD28812BDE044BFBC89B009BD9CB17A3CAE6455BB339B9D396EC616BC1BD2AF3C352C1A3A956763BC50E2223C8BD485BC4034F43CCD990C3D07E3C2BCF5F85C3C67DAAABCA6554EBD55B80F3C81D48CBCEBAEBD3C8B35CDBC822C74BC5DF30F3D806C9C3C9046BF3C8937293CE66FD6BB5C803EBDF86A853B84241F3C3E69153C3BA9CF3CD4E094BCDE0A5C3C090DA8BCFF1A893C700D493CED8781BC4C288D3C2E738CBCA7E9F3BC939618BD2F2B2EBD7099B8BCF8CBC0BCD92AE3BBA3BC84BC543C2C3C8F72D43C9E9F94BB8F8AF7BC0AC6B13C25C5C2BCBDBAC5BBF041323C71C18B3CA716E8BB108A383C0D05A03C328AA83C52550ABC38F9B83CC124B7BC2B92CFBC5DA921BC079E633C66B7CCBB6FF0E03B495632BCDC22CBBA203BD93C754313BC99BB21BC6A619F3B498543BC92FAECBC6FD4F0BCA95391BCB3F30DBC7713AA3CABA58CBCAE05653BA002533DA4DA53BC800FAABB299AE2BBAF3B2FBD0F871ABAEF2A863CBBB1AB3C2FD2B0BC8EA1DBBCEBA0A43C49CB183DC4D9BB3C32E47A3B584AC9BC6460AB3C8A61C1BC3583C1BCDD2815BD800763BAA43CC6BC61D489BC4AE0CB3BCB3AB73B36A1823C97A040BB589EEFBB70EA8A3C2DB683BC0A10213C2775283CA9EA8CBA901E46BDE211DCBB4A59493BEB6D803C5B86913C53D727BDCEB0D33C573F343D2F8BEE3CEDE11A3D4D9902BDF502BEBC8476423C9C8CB9BC390F153CD7B686BCB0F8803CB92D083D1575C4BC061DCEBC0987ACBC8F5743BD475CDABA859749B81D4481BB79C10A3D214B35BC035577BC9EA2F1BB8A25033C93EB0DBBE60E233C3013CEBB3C19CFBC9C72193CE6742E3A3B6389BCFFF7973CD837553C4606F83A29D5B43CA6BF103CE5B40F3C3D5C093B8960BDBBA43781B900104F3C153191BB2608223C8029733B093DA33C49E2BB3A0E7F2D3C8002A83C1DB5A9BBDD45043C55BD66BC13A4CB3BBB69BEBB49B7983CC1B6B83C7CDFC03B29FC6FBCE60BBF39C9198BBCB9279F3C2075ACB91D52653C0217EDBCF2C01DBCAAEA76BBA96ACCBB8AEC373B01BD5B3B33635D3CE4EBDB3C3EA9EEBBAA5EC6BC45E7C03C3D71C0BC478B9E3A86C9333D44A04B3DCD41983CAFD8C1BB3D79663CBB1CCBBBDB4680BCAA6BB5BB26441FBB042A063D336EC93BB97D043DE536C43C957AEABC4720B0BC3862B6BC4076133D1748ED3C6205253D33A1E33C096785BB69A1373C8ECB6DBCDB2A153C5C04E1BB6FB712BC36DB033D87FEADBCE4075E3CF7FB94BCC785193DF741B3BBCFC8D5BAE5D3EA3CE5B6B73C9E8B5B3C2EADBD3B5C01EEBC2724E83ADDDCA23A6FBE103CCAA5EEBB9E335E3CB192993C0765DC3A7D1FD53B179A2EBDD4BC98BB3561D3BC21FC9DBC9B0CBD3A32EAF8BBB0B51C3B4B3F68BC527D2FBC8F5454BCC96C0F3C3CA4AEBB86AD0ABDDC04BF3B761F9EBB4178BC3CBB2BF5BC3936D43CA6438DBCBDF16DBBA610213C41F4283C10D0E6392767233D14862E3B2E2E9CBC75F7693C05898B3CABD5B4BC0184B83C79069CBC33C777BC3C31BDBC7590513A7ADD913C4C3FD23B82AA74BCBBD318BD74D648BD467F45BD5D0597BC17D6E53BA73008BCB6210FBC97B598BC3417CABC76C8983CECC5DC3CFC98BD3C62FC1CBCF967E43BE994C53CCC4EF2BB4E2BDBBA4FEE35BCB90401BD12B473BC3B83193C30F66FBB1B9ADD3CAE18D9BC8BE8C9BB2453663AF7651CBB244AA7BBD04B2FBCD4926D39E7DD09BCDE05EEBCABC148BCB85BC9BCB0284CBC798515BD79584CBB5C5A97BBB0F996BBC20B493C0A09B3BC78F493BB549DE7BC42BA38BCA2B227BC331EFCBC77D7843ACDF426BA5D59153C7B6CBB3C420B87BC218EB9BBE74DA03B950CCFBC81537FBB4939AE3CB4DE023C2E7DF4390726B3BC8076CCBBA57B5FBCC666B43C75D6DD3CB0A80B3C818F3C3C20FE2DBAC7E7F23C05E9A33C7781B73BE56606BD777A5B3C399A8CBC193EEDBB77A22DBC70B2B1BBF99622BCC5C185BB86BFCB3A3C10723C64CC89BC32E5A13B1C7DB43B945176BC776D403C189DF93B8D43C2BB90BE273C96CF9CBB7AF90DBDC03AD03C1891D5BCA1C4C43CAEDEA3BCCBC92C3CAF6EA5BB8577CC3B0B3F953C76DB85BC02C3DB3B9D6B863CF3D3A53CAF4E263B3968E7BCF6909D39A02DA1BBDB90F33CB8119A3CDB311F3CE1C8153C18BA27BC85F0D0BA34E8B13C3CEDB6BB18FD5F3C9EDD9C3CD037E53C985CF23A9F18873A1582DB3C5CAE5EBCC555E03CB3A447BC2FA9DCBC795CA6BCB7F366BD8119B8BC87317D3CD2EF0ABCBC57BCBCBE35C3BC779C39BCCDE8293C5977203DDE7D74BDB97FC53C27B282BCA5B21FBC0A3D68BC9755173C2A565D3B8A1FB13CDC26003C625C8DBCA1527ABB290D213B4DFA8EB8D533DCBC2F4E0BBDFC25373C87D7963CCD932EBCE007783D0BC037BCA989E33CC9B2373DC6CDF4BC22AD0EBC982CECBCC14FC63C7D9B84BCF5C222BD275E633C28D316BCD7785BBCD5C79DBCB56D3FBD4CB8523CD0D88DBBBA460E3CB2AC163DC7580DBDB221AA3CAAE540BBF4AD1BBA04D52BBBBE17343C0D52403D74282C3CB51255BCA5C19A3BF4BD89BC72FA8FBC29FB803C6D2AA73A9CF32EBC6E95E63C29605ABCD80BE73B46D6E93BF8F6FCBCC8801E3C2F9894BC722E7BBBF671923CCABF4B3CE57092BB6C84E0BC590BB03C974754BCF47F80BCF49853BC4F714F3B7053E6B9121A37BD3567033D4AF17BBC3CEAF9B93271DDBC725D11BAE614233DA55AD13C983EC13C476CD0BC0CD6E53CCF6F4E3C857B1B3C92AA1D3C69B69EBCFC1D08BDAAFAEE3AF223BBBC30EB05BC677EF4BCDF71A2BC608A59BC2936D6BB7B432C3CCD4BB2BC87D1CA3C564708BC9E02D4BC023833BC7E9EBBBCAFD9BB3BFFC112BC7B2E28BD3420D53B016B7DBCCA39463DCFDB81BC4ABAD0BC74CC86BC0DA61C3C44470FBD4E56B5BC1D2D98BB65BB2CBD1DFC293CA75D4FBD6E6EEF3CCD3E2D3C827CA9BB3D38E5BCF02691BB501B543CF82FBE3C9CF3373CDD521E3D4F00233C8241153D9F9713BC364B9C3B520084BC6223E43A0984763BB32DA33C9F86823BC00CB33C87D8B0BCAC6A903C42FDE3BB1D343CBDE398693B00AEB6BB255089BCBEDD68BBB383D6BCD7B54BBDC6C47C3CFC29A63BA2370DBD226B0A3DA00C26BCA4E1ADBA619278BC460194BB646A513CE5DFBD3C73864D3C4B8FF43AF76E74BC7D62643C8973783B05529CBC590351BCA933F0BC6FCED1BA1E6D2BBC9D7B0BBCCEF5C3BCCDDDBEBC4777A1BC2976003C5254063C2DB3B5BBDC3A353D82E1C33CD2EA94BC38BC133C954EE43BC53AD1BCB93195BBFF68933C5DA9AABC0786BCBCDBFB883C461619BC2F4A00BD26A5C83CE71D0CBD54977BBCF2A35E3CA1B65EBCC60CA4BC6D0BBC3C68D8813C061C18BC1F17923CC020F1BCEB3DD3BCB2E1F03B042C3ABBF090CDBABDBA513CE935F33B98EA983BA3E30F3CB0F034BB93170A3C0A10ECBCD1428D3B65B70ABD3F0B813C5BB77ABC0755D0BC85AD4EBCEF82E7BBC69D103C60205F3C2CBC693B2519073D850AD9BC8EA6BC3BF2346C3A875366BBE7D509BCE7DDEB3A7E7F793AF3BC07BDD3D9EA3C5C034D3CD4E5B8BBF77923BBE7BD093CD6CE0BBDB31269BCB1DA08BCCDD6B83C21F0B63C425E25BD36A2B03CFB1A903C8B2F023C24721DBC81EDBABC184D453A9262CF3A22845D3C574BC33B42C3D4BB49F49D3BF260F3BCB2EAEB3C1D57553CA2C6F23C989BD2BC13A2E53BCC95D23CC1855B3C578B373C4D69873C4A6B4C3BBE6830BDF48CDCBBC119993C44A398BB9D3B81BC5EC11B3CF1BB813C39DF16BC4E3C153C6F1D4E3C4BF87E3AF581E03CD3DF813C606EA9BC38F478BCE291DFBC036904BCD7339FBB933B46BD6116C53BBE9737BD4E3AB93CE34FEE3A58CB7D3C5C6FB2BBA071A63C7BD58BBC8942263C5B7C1C3C2FB48BBB75593A3D4E10BB3CE6D197BC474A7BBCB74363BA9596B4BB5B38073D93ACA53AE007D83C193A27BD6E555DBC8A7BE93C29AA1ABD01F0E03C0568C23C345F86BC12C7593C39495ABDAEC0443D6D7102BDB37ACC3CD6E8A4BC3787E63B2D0426BC5DDDC5BC84FEA43B1D8D45BDBC3BA33C57EF023D133D0F398C83E23C67BBE53CC5A456BC7BDF263C7B3B9A3CB9D0C8BBF6ACACBC0C6F503BA42F983C5D36B4BA36C409BD856E84BC76B4833BB70FC63C5C8C46BADC5967BB10767FBCE14745BC83010F3CCD623D3C8E3EB73CC014B03C40AFA53BF91FA53C4621423C4236DDBB5FA40C3CBE4A06BBBCD7383A40DC023D00F398BB6E4DA4BC07373BBC008622BD779B91BB47257CBBBFF5173CFD84833BB3142ABB108161BB5B2599BC8E8DDA3C07A9C3BB264951BCA764A9BC24070A3B72212DBD69B4CB3CD443FCBB9DE8E3BCAAE6F1BB364202BDB72FBF3BE40704BD0CC88FBB2624E73C782BA43CFE02DD3CF3F1D93CC06AE43A87110F3C3464133D26A1083C79E6913CDA6E9D3CB4F022BC001993382340893CF936EE3B43EB083C86DD8EBC000B7CBCE2F1C93CEF12EF3C34B250BB26576ABB22A46DBBBD35D1BCA3BB8BBBDCF25F3CC873033D1439BD3BCA026A3C6AF542BADBD6C9BA66B3D4BC5B56CE3BF005613B21FDE03CC7A94FBB0C320CBC6C4E17BCD22416BC1438A9BBA7C28A3C8F36B9BC01EBEC3C31291F3CF88EB2BC9D054CBC0A2FE1BB85544BBC5F39893B2C5464BBB25625BCCB63AE3C20E88F3C2FA8023CAD01833C4252D93B4E475C3C2AA6E4BCD8A07ABC5931F43C0FB1433CA00022BC325D5639A60C10BDE175C43CE933463D78B23D3CDC10AA3B6E4CD5BC3E0F273C2683113B7B9C2C3BA26985BC703B7A3C34D594BC2A64F4BB87F6F2BC30FBE93BC141C5BCB574BCBB2ED2A2BC57E98F3C6A74283C738F803C436404BC49EC98BC0A5AF03BE56D633CF9F4823B7C7203BD18B930BCF7C583BCE7E38BBCE13529BC7200003C40C828BC1034653C94E062BC2E097DBC1439983C40F82E3C0A6D233A8530F1BCD4C092BAE06E41BA57A75F3CB5CCDBB83B15113A219C6CBC1022543B10F966BC616ABA3C201F8D394491493CFE7E853C32ECB7BC1B8D86BA04E7D5BCA7DA7DBC73EF133D42CFF83C5A5123BDBDCD9FBCDC77D73A46C22D3DEB177C3B38EB3C3C811218BC797729BD290784BC4BD2023B698E883C741962BB2066073D274C39BD957250BC95EA623C957F1E3C5DBFD53B94A3953B7575BABC99435D3C78DC91BC430191BCCF1346BB4BF1973BC448E03CA1308F3CA672DDBCF00805BC970927BCF528393C42B24DBB3899CE3B5C7E2E3DF247343D460223BBEB63B8384E64EFBC4668BC3C2B1C1B3D344305BC901822BD87B02E3DC7283ABCF493BA3CCB3B4D3C9EE13F3A2A92033C6A1389BC509881BBC2DA5BBC308C05BD5DBFD0BCFE62F4BB615D81BA11C709BAF7FC673C604431BC606EBC3B65C1C13B99C7C83C65A2F9BBCEB206BDFCA587BCF96989BC9147903C6F4726BD1468EC3B425823BD9333B23B2A0321BD41E0F5BBC5C6D63BD4C5553D303F8DBBF4931C3CE33FEC3CF94CA1BCB38FCBBCC4C045BB0629543CE77DA5BC9D420F3DAD478E3B0F9950BCCB4326BCB3D102BDFD5343BC2E3DEF3C973E32BC9C3DA43CDEE71EBD10AE5B3C730406BDEB0E013D2499323CCB820EBC522B2A3C9CE3D4BC336692BA55A9B13B4A9BBEBA596CCE3C7B8DBFBC1E857EBB80954EBBE91106BB0D4D47BB29F20BBDC3DA9CBC539CD93B0E49AEBADB7CA73C78B74A3D0553A93CF218833CE4D5883CF732033B523A6EBCFB4D0DBC39BA193CAC8E4D3CC2F4F8BCAAC305BC90E4B9BBBEB91EBD7B2920BBEFFC97BCDD5FC7BB8E08D8BA373860BC7BFAE73C580F2ABC1C6D64BC09778C3C136C3F3CC0C947BD0DBABB3C266C683960216D3C29F8B9BB812BCC3C9B80BD3C2B1A103DB47F473B252CB13C57417CBCA78B463DF584CBBC27725BBC3EDBA33C5735BCBC75E94B3C47A9493D9781DE3CB211BC382924C537D8CC89B858AA8E3C920FB83C5B8D273B5B630BBD26233A3CB2FC313BDB00273C6570DDBB459AA33CB4F89F3B0E605EBC00B3F8BC44C736BC1C5CE2BB234F213D5EA0C4BBBB17B7BC6BC5E83C349C0FBCD63A293DEF2B34BCA1DB613C4430AEBC24E2A8BCCD3832BC4B06ABBC49115BBCFBF589BC494588BCA284BA38F604953B0FE1D13C07A70C3D04775EBC6217C6BCD209683C42C3F8BB8A49453CC2A1213B398E54BCEEDFEBBC454036BD0B1877BCB4B1D3BB723A833CF5616ABB1B9BDF3B038DF1BB70624CBB30B1DB3C2C19EB3CFCCB243CB726613CC5D609B9D50392BCE9E93BBCC6D398BC60168E3C3673893B987F00BD2450BFBCB24A133C4C6EF63C6AB8CFBC82A9A9BCF02AECBB0FEDE93B5966D7BC3B2442BDA20C44BD19E63DBC3C8131BDBB9EB0390E3C04BC2AC58E3B6C9C503C6F4E073C24669DBC404815BC53D737BB0AB3AD3C8DE5923CD4684D3BEBBB773C59BEB63B720AD43C297ED23B0ABEE43CBB8514BCAD189A3C1C2B65BC852216BD1D4546BCF1440FBC7B65033C847706BB92F16EBB121F18BCBCBAADBCE2AE723A0AD116BC64843EBDF416083CFDE162BCEDD3813C24FC96BC54C6AF3C37D9553C02DE9ABC562726BD5265BEBCD9E0C83A705369BCF4B3873C12CD0B3D201593BCD3A9A73C602C30BC97C7B5BB57EA94BC42A8F9BC6F3210BCEA553A3C52544FBCABFA34BDC8E0893C0CCE963B760487BCAFBAF03CC9932B3DBE591ABD5473A4BCCF03C6BC040688BB24D34BBC9C986A3C7BBCC23C75C0BCBA771AC6BCBD386DBC6799CF3C21177E3C1D5AD33B2E751FBD96C125BC87F575BBD4CAFDBB7D843139EA44E5BCA00AB63C5EF8183D8EC6B83CBF2D9B3B0966663CE50B423B849FE5BC99E082BC86E62D3B9270E73C0B3492BCEC56973C0EBD16BC1025953CBDB8B6BC1B98DE3B107AB2BC469221BB0EC3C33B899062BBB492003B9594493C10FCC9BC998B1A3BC55811BC8BEA183B8F7FD2BC0E53EF3C7D54413C8551283D61D1DCBB5826E73CE69B843B9DB19A3C953BF4BC4EB89E3CDCBC5C3CAC141DBCC154D2BC14E1E93C40004EBC82D9DC3CA54A5ABC35D240BBAEB3803C4B27743BE012173C95A5CABC9526C1BC8690533C8AA4C53CF5F039BB7C40C43A7079DBBC33888D3C113A9C3C471E4A3CD4CEB73CDDC4833CD56A8C3CA23490BADBC29CBB59829ABC550EF0BB196C96BB6E3BF1BB3E528A3C29D3383D0B0596BC1C30F3BCDD005F3BF53A5BBB61F94F3C0AD7063D3E316D3C6307223C322B2ABD9026D63CA03A0EBDD6E7153BF3BFB53C4EB8C23C545B103C3C6A6DBBEB5DECBB0DBE18BC8CAEF43C4418A3BC6773B1BB3C67A6BB023EFCBAEEC5FF3CA741B7BC41C6603C66C6403C1DD4C23C015455BCD0C302BD905B023C27125D3C3DB783BBDC9B903C15BA09BB9E5CD2BC7BF1563C24CBD7BC2EC4B4BB5D4CB2BB20FE383BB8DD433BEBD7E2BBD51D613C9D7459B9C994EF3BDB2317BD55A67EBBA78C28BD843505BD2EA1163DCD62873C8948BF3B1D15DF3BEDA50FBD",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x040000000DC6913CAFDBAA3A725206BDBC2A063CA2EBFB3B3B11DE3BEF5F0BBDCBF54EBDBCD9C6BC24F2033B6D2E9E3BAE72253CF4EF623CF1CA0EBD875B243C25045EBD1D6C193C9CDB4A3C8C9C903CC2387F3C81E7E43C6BDE393B6524623C068E523CD62284BB50D303BC1E34513CF46A513CF4E26E3CC027493B5EBA19BDA49FB4BCCBD9713B8470173D0C5776BC4EA8413CA3C4813C13BFB6BA94CC44BA5760B8BC2E94AC39C18D6BBC2420C73CE968BB3BBD0D12BDE43F293DC07382BCD27AB03CF528063DBE881C3CA28D5CBCA6DE86BC8980323C53AA04BD5E0FB13C514D9ABC788A9FBC732D313DE69F0EBD273EE5BC0BE5FEBC1BB37FBBB451153D4AB6EDBB84F75ABC8ECA193D3B02543CAB0B0EBDBD57A2BC9508DABC611C34BC152AB4BC5423F5BC76D207BD39588D3BB2BACABB824896BC6B586DBDA0C68FBC1DEAEE3CEDCD44BCEDFF193BDE5A1F3D5B08B6BB0651AF3B9C21EABCAD8512BC00ABEDBB79E64ABB3C146EBB3720803C7404C3BCFCAEE83B97CD87BC0BBC3E3CD0F05D3BE9D4023D66199CBC8BD7123C36B31E3C37D3223BF5DE7BBC2A520ABD07461A3C5481903CC98C573CDC2526BCFFD114BD93072B3CD88D863CB402033D29EE62BDF429BFBC601361BC45F305BDEE58D53AD281A8BC976CE73C1E691ABD1C0675BB43A46CBC40A901BD1C9CCB3C8159733CA5BEA73C4B0A1D3C3019B73AE76F9B3B648A3ABC9257C5BCCD90C73AA34D753CD490A9BC0F4B503B857DC6BB2017733C560F1DBB047A583CACAD833BC505DFBC11E085BCA4671BBD8C101E3C0F44943C4A6EE03C4E1E50BC9D99B0BA89D0C63B0BE8213D9733E7BC98B72ABD4DFC2E3CA7BA923B44BA913C5203CC3ACC9B1FBB2BDFFF39C76AA43C69C501BD7A8589BC5C38A33A54F8783C31DE0C3C373DB4BCEFED10BC1962063D305D19BC74471F3D796C78BCB0E5BF3C5B9A63BCCF0EB13C19F03EBBCBA5AE3A6FB31A3D9DC32DBC99DDA4BCA6BDB93B45188A3CD945803C970FBFBC7B18943CB2DB323C5C6A043D1C74463B3267813C8198C03ACF762F3B653AC83C09653DBC4B1C6A3CC387FA3CEF1AAEBC94630CBDC4E0503CF023BBBC4AE7CEBCE240E43C18C772BCE2DC95BCBE8094BBDCC4CABC10461ABC67A1403C467243B834CFCABC97B9303CB841F5BB25CE37BB222FA3BC665D51BB2F453ABBF4F6693C8955003A9C8DDB3CB513C93C090E5F3C557C3B3C5D521A3DB0A9B33CD8EF853BAB1931BD21EC163CFAF9103C1B5525BBEE8CBD3C4DFC86BCFEE54FBC45C275BDA1AE0D3BB7CB48BC7D218C3C92CC523B3D2B113D97487C3CC757523C7082A43BC41F5F3C526B153D9CEAD8BB54792E3D164890B9376499BC6DEF1ABD26A616BC969617B7D7EEBABC20460CBDBC4479BC07B3033A955AD8BCA1D0123CC77DE83C670ED2BC859646BC936998BB8DDA11BC02AB01BD77C1323D8660233CD4171F3C57B5033C2A8BBB3CB09D15BC58D59ABB48F684BB15A83D3D10EE4A3CFA1C0FBB4C13D83C9D77DF3BD88C4E3C992526BD8A9E2DBCB8F791BCFC3CBA3C9D3A203C85C2DEBCC4738139350A503C82C12F3CF8BB183BF437E13C727DACBC207AC1BCC579C0BC6DBFC03C374793BC89E95ABCD43C0E3CCE33ABBC87A8F3BB5B44B13A1D8DF8B9815460BA1A6921BC2E6C59BCBD33C8BADCCC663CC910A93CE7BBC13CD460CB3CB0E4533CC074153DDCE4AF3B6AAFC1BC0B353B3CF4CCBE3CE54C443D4B9989BBA6C01FBC8146A7BAE5B5243CA15C723C0EA35FBCE757F43B79B5E8BB7D1347BB58094A3C64F2253D6659B73B2B2C80BBC22F933C6605913C431C9E3C37DCCB3C006D533BA0BDB73B84BCB6BB72BE78BC91E89FBC095B84BB0E612EBC24D4ACBC210EF53BBE8157BD04D231BC2D9796BA62E6FD3B26923BBC7B8FBABC9D7A01BCA8851DBC5060F8BBA5581BBA7E1BD1BC2A3B3D3C2EB1A2BC5EDA88BAA7D1953C0D5005BD752395BC40388FBCE25EB9BB3EE5A63C3D25A0BB7290B93A5BBF8EBCDF459B3C44D142BC0F8AEF3C6DC9B6BC727CF3BC62AEF8BC7CAE51BC092580BCA277C8BCFB88533BDE7EFABC21D45E3B976AB1BC1EA166BB9E2D5CBD2A90763CFC5C143CCF1324BA29E618BBF9E245BC7B0050BC87A5F43CDE0D18BC02190FBCD7D9C9BC90FBE63B1DAF93BC9E413C3A7018C23B4873893C3E725D3BEC29E73B563FA5BBC45EAD3C519E943B896D423C1DE85F3D8DB3933C002885BCB02E373C171A64BB83E9FCB94718E2BC85BEDEBB677878BCD33503BD36B80B3CF2F4DA3CFC0C363A1BB4063C5D54C8BCF28BAFBC84482D3DEBF4F7B9331CE83952BD87BC12F1A2BCE6471ABD9B43E7BA55EFBABCA411823CED3D05382375EE3C3BC0A9BBA59F14BDEFF78F3A481F1C3D1B9A233D9083113CF7018EBAB53866BC21F5E53BD9938A3C79C628BC2157193D06317CBCE87C9F3CB75777BB7918B33CF818E9BB7EFB433C0750BF391247463B3E01E2BC049F0D3CC6E9673C165E99BB02CF853C9DEA923C79E5DD3CFB1D643CDB7F083DDF4596BC125BEB3C0D72A0BB53F673392BDE6B3C40BC87BCBB5881BC6164D9BB255FDEBA4F97DDBB793C18BB993B423BAD2ABD3C5EF537BCCAA346BC220C0E3C627B633CAF53FFBC80BB55BC7BBC3FBB84CEAD3C58B515BB53A1F7B76F8E96BCDBF1B3BBC0BCF03CC7007D3CBC4711BD19FF4CBB0599EC3B1A85233C793891BC1CEB76BCF884C6BA8468D539D56ACB3B8E9DD7BCBEF9BB3C1DDD113D14F68539FA281FBDB923533B750E95BCCBB4183D1BA8CFBB4A443F3C802EBBBCC7A81D3CFAF91E3D5814233DA2920CBC09F6C3BC8707553B6EB7DF3C9DD409BA14F104BD73859BBCF07E82BCFEEFC5BCEBDFB8BC62EEAA3CBD7D053B97819ABCD43B2BBCAF97803BAE20A4BCA1213F3C4765A03B0D84C53CDEA6B0BC51701ABD6FC19B3C02CCCD3BAB293ABD628D75BCEAA144BB85D7EC3B87E290BBD0B388BC9250A63CCE99ADBCDF6900BDAAFBF8BC3618983BD99C68BACEF8253CB2721ABBADE79A3C606E0C3C931FDEBA81A8EE3BC0F9333C13A926BDF7F968BD33BAD53C5D39C43BA9F5813CD96B383D1D549F3B24F3943C2C7A773C822A823C3BDFE4BC81AC093D63EBECBC0577E13CB81C90BC935B5ABCDD9CF03BFF1A0ABBA06A18BC9302393C9B78DABAA147643BE6F3B93C9EED1B3D543983BBDD8206BCB0EAD8BB924A513CC7E90DBDCBEE9FBB24F7463BFB418EBC75CBC13CC5699A39935FF93C28A4913C1CA1AFBCE466CCBAB344613C421781BDA21F0EBC641121BD4A1B29BD0A8ACA3B1E49AEBC18AD1EBDBB9BCFBBA229EDBC978E663B58FF653CA520D4BA8AEAAABCD2264D3CFDE5B0396A0E0BBBD3DF663C7254C5BC0E7102BCBD0D3CBCF034A439199F79BCD30E49BBB329373DE0036ABC8AD339BC6F1BF8BB00E6EEBC9F63A33B4E85BABB6703A3BB703C19BC4073A43B22F8C63C6AC86EBDBE91AA3BE9B1CCBC3EECC53CF3DB0BBD8E0C4CBC687C8FBBBCC4493CC01CB03CDE039EBC22223A3DB2A9633CC2AC083C458F0D3DFABF903B1285FD3B794806BC10D512BB8EA301BC8906993CAB0183BC0FD7633CE23906BB0075303CA630B0BC95B057BC909AB43CF8D3D33CC1DB4BBBDDF8953B90E286BCE1C23EBCA69E61BCF163193CDB3485BBAA8B013D04F353BCD9E0C33C9429E4BCF9A0D33B20D4FA3B30634B3B6D5F31BDDDA0C7BC06D245BD6BC1D53C35145F3C1CF74BBDC4658F3C938A29BC7035B3BC22CB2B3DE6DC89BCF92506BB4E3F91BC043F01BBDE229D3C357C153C2F21C5BC7C1647BC450F4B3C463424BC216BB5BB1C241D3C0AFF543C0AD4C63B4582CF3CD0F59F3CAFC7333D5796423B4E87473C597692BBB4601FBC3C8AC239A9D8153A7D22F33B040DE6BCE07019BC02868F3BCCEB133D4EAF763C1E3BD4BBFD1693BB779D5ABC295C38BCABB5293B7C3342BD8C9F0EBCEF6597BB58693D3CD56A40BDDD6771BC825C983C4AD100BCFD7AA0BBF526CDBA78A780BCF2C63A3B712E963CCC0DD53A6E56AB39504925BD303B693B90299F3CF5553B3DA53E08BCD7BD843C685C813C39DE113CCAB40E3C9BF3D1BBE6122CBAA65BF53B772FE1BC949B8C3AB396E23C3DE395BCD45803B97CFAB4BCC3F3F03BF7F7E33C988FBF3A071302BD7DEFF0BCEDC0063D7666033D7230DFBC247CBF3C4BEBA7BCB69010BDE08391BC6CDEECBCA5C8B1BCB487C3BACA075BBAA41E58BCFCD318BC781A043CBEC6A53C7C45EABCB2E7A9BBA149243C808B123D4952123A1101893C3214C7BC7E4897BCC989AABC52684ABC9894BDBCB44941BCD140883B8A5BFD3CA661FD3BB848BE3B5315263D4E78243C40B814BDE67F11BDA4DD573C35E4CBBB3648093A8C6E7C3D654C05BDA5EA633BB2440B3D4FABC3BBC439C33CCC7A80BC5ECBD3BC9556CB3C8272913C29A052BC406E333B297993BB37A5B23C7CE1AEBB258138BB9D3722BB58A4E1B868AD8C3B97AD573CE7AE5F3D99B12DBC05F1C53B4423B43CCB71CCBCBCCA6FBBB5B0023C54AE29BDA0FA14BDB4632C3C4688CA3CD15295BBA1AD023B20DE2B3C828AD9BAF42AB4B90F37313CA7A49BBB01E5C73C4CE3F43C0A72B2BBAAF7193D243CA9BCD03369BC598681BC46D4213C30B649BCAF42ECBB7EB3073CA89487BCEBB52CBB464846BB1C937C3C3DAF09BC81FCEEBC72DC96BCE2DB09BD2E37F13BCA8D41BCF481073C467EC53C1E23C9BC3261B33CCFF4A73CCA2C163DA41E0CBCDBE58D3B1DC243BDF9D80BBD37A2923C1D08E1BC7B14F2BC6725C73C8B57D6BC4DC4A83BCE4C7BBCAFF5563C93CF71BBCEE7C0BCBE3E2CBD70865FBA001C233C32E3B33BDE657A3BF490FD3B21109C3C8F700BBCC1CBB3BCEF95D63AD012803C539B303C86C2F9BC37F8B23B1B4BCA3C57882D3D703B0C3A228F53BC6F1D88BC8F0A09BDB4FE6CBC0759DABC90F237BC3B5788BC94AD8EBC3E02C13C9C3CBCBCE01997BCCC2F78BA612BCCBB0689743CBD817DBCF7B8413DC4CF4CBC3348243CF34D44BCAA864B3CC6718E3CEF2394BC92F85EBCF7A188BCEBDFBBBC4A827C3CA9A2D7BB5839EDBB86441B3CB381723B1544593B00F0A03C94C6B53B8A5E24BB208CB2BCA976853CE05EF43C97A982BCAACB51BC7DFB27BC182238BBD94D493CE6EE213CB9886CBCEB56B83A1E9FAB3CF8AFCBBBB3F8EB3C6E89D0BC6ADF58BC42B6223CB30C71BC22630FBC46124EBC7457C7BC1CED983BF0677C3C7BCBD1BA94902E3CFFAA0B3DCBF34CBB14C7BC3A6CDCF9BC216547BD8552E83CCF77913B22E87C3C4539793C4026A0B990F469BBA0A0E0BB8DA38FBC4EEC353C50298CBA94F885BB89599B3B85B3973C7F2E96BC2C917CBC2771F53C44FA5BBB1B51883C13A6FC3BC41319BCBCA745BD6938533CD5194E3C99E202BCF2DF3EBD878BF9B98278D1B9E68330BCD73AC33BAA042C3CBE67F0BCC3CFF6BCA7ED1BBBBB61FBBCE6700E3C8288393D033B053D64C6563C2C62003D62228BBCBBB9283A60A8193BC617AC3C1735B4BCE8BC893B2911093CCE6F79BCEF0725BC98F285BC0F20DDBB0E49EEBCCCC0E7BCCE8998BBCF26403CFC3B773BC689A0BCA9A8AE390431D6BBC2C609BCD3461FBC25F09B3B778E7A3C2629A43BBC93E73CBE80E43CCFB20D3C252B5EBC12F987BC3B40FABCE2204E3C0423013C72A802BC616A783932F6E9BBF500943C29030B3D31D20EBDA319953BB767B0BCB7F71ABD098E443CE103E83B5C550FBB1517793B0B81E03CA6CBC23C5D721FBB3383B43CB0E472BC21D6C0BC1F2F09BDDAC10BBD6ED1B7BCB59918BD386C18BC3DF0033CF98EADBC77B4443CCD7B003C855FE23C777C9E3AB9589E3CB833433C5E70E63C602953B9AF0B14BC925E8DBC538FA6BC20F9B13BB7A9C9BC37FA84BB7CEE53BDA73AE73C99143F3CC0750CBDAD83A13B460DDC3BE743ABBBC9E7D7BBCBE90BBDEB92CEBB140B89BC6A7E48BC9214993A90482B3B809489BC369AA83C56FF943C57CFB9BCAA84013D8F2CDBBBED33483CE4031ABC24E1BD3BB26B1B3A1BA9C4BCA6BDF2BB8E8FA23BF46EDBBB22F8193CA2024E3C6BBCEBB98155FABB7EF6353C45673C3B02AA86BB626888BC75D422BD2DF00C3D19ECBA3CC7FB64BCCFA5A4BCB56E4D3C424C6DBCBB821BBDA2B6213CC1D0C8BB7F268ABC9E73023DCD46203DCE4B473C8D009A3B209F133DA2FF1A3C062E63BCD481FC3BE27111BC59E9513A04A88C3CD9BC4D3D89148D3AFE27F13B26016F3CF3BDE3BCBBA5173C3787153A59F6D0BB00A8C8BCB8881A3DDDB6E7BB9309F03A5276B9BCB7E56ABC621D05BD8D3E82BAE479D7BC89699B3C243EDBBC55033EBD4FCF51BBB378A83BD6E09E3A1B26F73CBC96963CE048873CECEE02BD440D35BB15BEE0B7E27F7DB9B4B1ECB999A9193D19136B3CBD86E53B4B339B3B0EA0A83BE40FC23B7D2B053D97B95A3DFB6DC33CA2C1B53C0A1337BC50C7EBBC1C503D3C6986963A56E629BD79D683BBA71AF5BCA737B6BB804D8BBCF43D9ABBD869CFBC85D56FBB2D733CBD2166BABCFC77C0BC07F307BC5CAF2C3C9984CDBC86DE923C8AEECABC474A8CBC803ADBBC921F1CBD054FC8BC881B87BCF84FC1BCF855D83B020E833C77DD4DBC80565CBC02DC953CF76BBDBBA110B7BB8013E33C16CC123C88C114BA1B0C46BBD4F59A3B6930193D18D58BBCB0C13A3CB0BEA6BCD94D2FBBFF610CBDFEC7283C95D032BCBD50F7BC6773F3BB50D82FBC47753BBC2752E7BCF48055BC4018993B1C13CE3BF0CAAB3CAFF48C3B539B3EBC8B1416BB1837DE3AF6F087BCB51C17BA2C59CD3C80FF5DBC0DBD91BC040284BC3B29BFBBDE5896BCCDF521BB6A6FF93CC4C9653C4DACA63C41075CBC545F09BDD35CF73B245E45BC71C603BD4DE203BD5E97A63BE12028BC274DB43AC15CB03C8577763CED09A53C2B3D133D0A406C3CC9D5883CEED1E23B47E7893BE4AEAEBC1834AEBBD991B03C25B0AF3BB4545E3C48EF203D059ED7BB137CAABB91E6223CEFC4B03B471980BC38DB523D6A2FF1BA1C55F33CBC0C4ABD6FC239BCE094443CB2B7DB3B476FF2BB9775B83B304497BCDE8725BB3D85E73C0A07BD3CE3EA73BCACE39CBC1A0B123CF9D0C1BBDCFD3C3DF7C4AE3C6A6013BDCABE00BC525B1EBC33241ABD582E56BCFEA299BB1E74D43AA754FB3B04C5893BCD28CC3BBC60F33CBDAE2F3BA72BBDBCEA36CC3BE34BED3C84E725BB83911E3B9DF5693CF0697CBCA14BF13CFF5C0B3C6ADF4FBBC963E03C6AA434BCFE0917BD02C0AF3B789019BC4E5AA73A4D3693BB4BB0C6BBEF4584BC1445513CBF8014BCDB44923CBB21B0BC600639BCE1B7DC3CF9F284BA4AC2E83C20B4F0BAEE13F53C93B96BBC18B75FBB079C08BDDE56713B871C273D61C334BDEDBB34BB15C3963BFE5C12BBDD97C53AAC9685388AF5503B5E77BD3C80E3DEBCBDB993BC3B3AABBC07BAFEBC8AD8A2BB3E78D13C2521FA3AD4D4BFBB2FFF44BCF47FFDBA25A58A3C55F84D3C47C4443C42B755BC633307BCB775E73B501DF3BC3DEBE0BC39549ABB94507FBC3D2D603C4E5EF9B852A1863B0713FB3C799B433CC185063BE91DF7BBA7068B3BAC637EBAF0EFF0BC108FC6BBA18DF83A94E6B63B2B83EE3B533E0EBB29D5BFBBD46203BD33D15C3C73691CBB258458BC5563D5BA1CE1863D2469BB3B09AC063CC905E03C3764CABBBEDD33BB98DB6D3C92EB46BC52B254BCE2B1BCBC5EF4AE3C86F3963AD313F1B98AC2B8BC1249B1BC5205383DB8B299BB8041C1BC97C8B03C4F42753C54EA9F3C47E4ADBAC163323BE2C6CABB21EB8E3C3251BB3B0B165BBC284DA0BC5EADDFBC5D31A8BC065DD13CE1A4173C19DE2CBB453886BCEB1ECF3C13ABE1BCEB1C943CCD900A3C612134BC87E31DBC3A8882BC2C70633CA906383CEF19DDBC3C0CB3BCA95D863C371B8A3A4F33263BF75113BCE03A063CB29EB53CD9B7AA3B3328A4BBB543733B5641803CD9FBD3BC2000FDBCD5461B3D330C963BFC83CD3CE89B97BC12259DBCDA948B3BB848B3BB94378FB9F986033CA38709BC33BEB13CDF7691BBCDB63B3C50DA05BC20C2E9BCC68E37BC8ACC2F3CD59F783C891528BAC4BE1FBD84699EBCAB9706BC72331BBD2FD5FB3B6A26D1BA1C202EBD76152E3C606519BBCBCEB9BCD3F5253DBAC9843B3E30173D8538783C1445E6BCD49C883CC626BEBB872EE43BE96839BD10B126BDC58C933C382822BDE5D2403CA18E6E3BD9F074BCD4120BBCCFECB6BC2AB583BC3DA3803CF3E5493C75343B3C4F9A813C09993FBC6944C13CD6252FBC004F1ABC3EC755BB6D408FBC57D9EDBB0C1071BCB1799DBA5B129FBAFB53A53C95E79D3C2B329ABCDF2F06BD00A40ABD164709BB34A8CCBA1518EB3A650FDABB5D3417BCBC9AA93CCDFDA53A1D9E053CF0A09CBC7989FBBCB4735DBC262500BD7B63153DE6F0633CCB189E3B1521CE3C40B32C3C40EBC339844036BBB8ADA9BC2996E83B74EF7FBCB513B3BCC26CCBBA98C8A23CC02BF13A40FA70BC6232703BB9DD183D22197C3CDD6F78BC27FD99BCAF3DE2BCB7F8823C567C80BC19D405BD16D297BCBA93023D5E4C1D3B3DEEFF3C7B09DABC1762233CA918823CA9CF41BB946ECFBC8F8AEDBAD941193C34A2213D64F5DEBC2781A5BC4EFA0EBD054DE3BC3FBA0F3BB988BCBB17F5DABAE49F833CEF1277BB221766BB3E3CA9BC33C66D3CDC8202BDAFAF563BD25C853C5599D63B38FE313B0E2A293C3F15973CAE6FDA3C5D1BC73CAF5984BC87E2803CA1D8FD3B6EEAC8BCFB0B11BD452A723CD8918B3C216E8ABB11BB1FBD2201A13C8D321D3CA16E0D3C109B08BC40F4B43CBC1388BC93EB553CD89AA03CE65329BAE094B3BC5075EDBCACF4883C8D07BF3CA1A6AE3C4DAA903CA82496BB3E859EBC5E7D43BC7E84FBBC63D41ABB3B621B3B67D9C6BB45E3743C65D00C3C9CCA3ABC396960BC276B293B1950053CE5D680BBFF7F883CC149A5BCD700CA3CB9B13F3C046326BDFC4C3A3C0997033D49E92DBCCDB316BC21DB583C4263E53BC6F092BA427A893CD5B4353C30A586BA7B80D3BCB354E4BBB2A409BDAEA3CABB6687AB3B2E37503CB853823C8E9F04399324EBBB2ABE3CBDC1EC23BCA6B9933C47AA93BC62D36C3C0CAB70BC64A88FBBFDD753BCB66BA8BCE1D1353CA2F719BB86CAF3BB3EF5D0BC13D1F0BBEF3C92BCC23C14BD34F91E3DBE74CABC2067F53B2040B63CC6EC30BC260DB6BC8657B3BBB800333C82BC133D17F9E3BB8D0B1C3B39BD313CD354B1BC690A5D3B4970973C3B2E9FBB39A4733BD4CC033BE229F63CA587AEBCB6699BBA622B143AED6A083D9D4E3C3C7328D4BB8613183D24D2BBBC54A2E4BC44F9203C423493BCCCF34D3D05D4443C8536283C3CB29E3CD093DB3C1E3CF6BA0C68FBBCC56C76BC1EA7CA3CDC2D82BC5DC40CBDE450263CA050BEBB9B2C1E3DF39F053DA5DF16BB21CCD13B0CCCD83AC915053C8DA2BFBC2112D03CC252F63C8052973AFBFAC4BC79471B3C5E101ABCA940D3BC80FD11BBABBCD2BBE029CA3C61A64ABCCCCD56BC24FA23BC84125BBC194AAF3C2153C43BD2D484BC544D55BCEF099BBCAF13A4BBE9CA423CE5BB76BB0A4521BCD737E0BB2FDBD33C9D2B3E3C10844639A15D03BD4C3C613CF58FBB3CED3A243CCF438F3CBCA0AEBCB9BAC93CD6401BBDF7C0CDBB7F9F0C3CE97C85BC7332C83C6410E6BB89E39BBA97ADCD3C9CF17D3C27B1943CDE5907BD93F21E3CA65F9B3C471B87BC0A68FA3B6ED2B43C6F27BBBC02EBAEBC4660853C6F2A77BBC738E4BB4D28483CA9570ABCF6001F3DFD603D3C691DA3BC1E5D8CB93DD5A63B5DF817BD925431BC698EC2BAB94385BBF37D733CE2DC24BC8AF0B53C3D9FEEBC0DF723BCC18A62BB86869FBBC6F743BD2236AE3C272B3EBCC6DF14BCABB9543B66BEF93C840AB13B7DE2973B642704BD823849BA3D99C539F64F91BC0A49963B10B8FB3CD7C00FBD2951F139AC0B66BC9D9BA53C08F6093C7B2CA4BB00142D3C8F7AD8BBF9390DBD5D409C3B4F07E73B57EE2EBD461CEC3CDE4C44BB17D8923CD2D79CBB39B3133C90CABB3C6648AFBCD797B93C4B0620BB9F00013CEF6B4F3C464684BCF5076A3C4743F83CB68102BD826CFCBB19F78ABC987C47BC3D44A8BC382C8D3AEF8934BCFEBDECBCDCCFBE3C59198A3CB936293C0934E4BC890E6B3B6ED72A3CA5ED87B94729E7BC43C9EA393381D13B6158B3BBD9F0293CA9F5BCBC7EE3BC3C3264803C7962DF3CE7EDCE3BEB04EDBCB7CB973CBD5A3A3BA147FCB9589893BCA2FA833CCBEBF5BCD596683CF5A56CBCC485BDBC94763CBAF7D56F3C3E3CDF3B10EC77BCF7F3E5BCB73E113C0ED8173D29803A3B4E8B22BD5FBB863B2E0DA43C7FBC13BD978C2FBC4DCFAA3C7CF204BDF29E5B3C65D3D03B6ED3DF3C2079F4BC70E5303CA4D5983C4F49F0BBCBF4293B03819B3C3E4C72BC1BB68DBCC25C433BEB5D273C2070C4BC18217ABB79402ABDBE3DA33C7165A2BCCEA2A4BC449FA53C8B81D03C8E69DEBC26F934BC2F81703C426E2ABC808003BC28B18A3B6DC94CBC1FE781BC24F4443BC026DCBC59CE9ABC3CF4D03B7E08FCBC850281BB6DC439BC86C78ABCC9FF7C3C87F3FFBB2687DFBC1432D6BC80E515BDC052A63C1B3269BCA0FAAD3C39D901BCED99223D0A2DC9BC2248B6BCFEFB35BC31841CBD07F8EEBB4FBAF6BB4407903C7B86CABB5D318CBC22E84DBC5CCE3EBC22C4813B05030A3BAE4224BC069D1DBB8B94833C999B18BCD68F02BC008AFCBBBD1142BC59AF81BC4A99EF3AE627523C3D2B7A3A3B99F3BC041EAA3CF61E14BBCB33A1BBFAFD093C96B70EBCD81341BB2ED5D93CF216113B77AB593C8296AABCA61939BC125C9DBBC7E89E3CDDDA28BCBBCE8EBBA2E1C6BC423A013C4FD1223C2C24F2BC64BC633DAAE3C93C5AB884BC242ED1BCFB89063C3BC9823BA68685BC02CE123958884C3B9F6E023CB8BA253D1719153DA98DD2BC6BECE3BCA954B93C5DB299BCEE1C4F3CD4EEC1BA782744BCFCE4AFBB41E058BD006C1CBD272F363CB243C8BBCDCF43BD664F3D3C5056CE3A068440BDB1B7963CFC3DB6BCD93AA93B5F7C0BBADD302A3C9091A3BCE9C747BB90C18B3CB20C85BCF957B63AB225C8BC700474BCC0DF9D396FA4A7BCA109783B0DDD03BD1CBF9C39CE7A9D3C3C7BCF3A39C3B53CFEA5B13CEA98D03C1856B6BCB91FAEBB5718BEBC95F175BC9D88F83B864E753B0A54D7BB9735A63BA0EAB53C8E8A09BCFE69333B963801BC065652BB037B20BB331730BB0765203CC75A293D0C9A1D3C2333103D1887AFBAB8B2E83B5696053B5F36A13C35A1ED3C526BD8BC0B70C63C423BEBBCF9B71DBC77F7273CC315F8BC278C273DA9BEB4BB037523BDF0B9AA3CB831A03C01A782BB5E83843C14FB403CD8EE20BBA70C6DBCF713553D0767F1BB3C7A6BBD74AD023C2FE0A63C202BC6BC1DB8F23CEBF8DBBC09651F3BF7FB51BA2F8EFABA499EA0BBB85536BC6A56B1BC0CF0783D41614DBC00C994BB99B76B3B785E4DBCC7D3D13958BF3F3D2D6398BC60FEC4BB8E9D843C",
      torch_tensor_32_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_12: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
