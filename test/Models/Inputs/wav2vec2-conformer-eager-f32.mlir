// wav2vec2-conformer-eager-f32: transformers 5.24.0 Wav2Vec2ConformerModel (attn_implementation=eager, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
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
#map15 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map20 = affine_map<(d0, d1, d2) -> (d1, 0)>
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
    %cst_15 = arith.constant dense_resource<torch_tensor_1_63_32_torch.float32> : tensor<1x63x32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
    %cst_32 = arith.constant 0.35355339059327379 : f64
    %cst_33 = arith.constant dense_resource<torch_tensor_4_8_torch.float32_1> : tensor<4x8xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_64_32_1_torch.float32> : tensor<64x32x1xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_1_3_torch.float32> : tensor<32x1x3xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_32_32_1_torch.float32> : tensor<32x32x1xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_32_torch.float32_21> : tensor<32xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_32_torch.float32_22> : tensor<32xf32>
    %cst_55 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_56 = arith.constant dense<true> : tensor<i1>
    %cst_57 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_58 = arith.constant 1.600000e+01 : f64
    %cst_59 = arith.constant 1.600000e+01 : f32
    %cst_60 = arith.constant 1.41421354 : f32
    %c7 = arith.constant 7 : index
    %cst_61 = arith.constant 3.200000e+01 : f64
    %cst_62 = arith.constant 3.200000e+01 : f32
    %c8_i64 = arith.constant 8 : i64
    %c3_i64 = arith.constant 3 : i64
    %c10_i64 = arith.constant 10 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_63 = arith.constant dense<5> : tensor<i64>
    %cst_64 = arith.constant dense<2> : tensor<i64>
    %cst_65 = arith.constant dense<0> : tensor<2x8xi64>
    %cst_66 = arith.constant dense<1> : tensor<2x1x1xi64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 1, 90] : tensor<2x90xf32> into tensor<2x1x90xf32>
    %0 = tensor.empty() : tensor<2x16x17xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %2 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<5> : vector<1xi64>} ins(%expanded, %cst_4 : tensor<2x1x90xf32>, tensor<16x1x10xf32>) outs(%1 : tensor<2x16x17xf32>) -> tensor<2x16x17xf32>
    %3 = tensor.empty() : tensor<2x17x16xf32>
    %transposed = linalg.transpose ins(%2 : tensor<2x16x17xf32>) outs(%3 : tensor<2x17x16xf32>) permutation = [0, 2, 1] 
    %4 = tensor.empty() : tensor<2x17x16xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x17x16xf32>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x17x16xf64>
    %6 = tensor.empty() : tensor<2x17x1xf64>
    %7 = linalg.fill ins(%cst_0 : f64) outs(%6 : tensor<2x17x1xf64>) -> tensor<2x17x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x17x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_58 : f64
      linalg.yield %296 : f64
    } -> tensor<2x17x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<2x17x16xf64>, tensor<2x17x1xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x17x16xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<2x17x16xf64>, tensor<2x17x16xf64>) outs(%4 : tensor<2x17x16xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x17x16xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x17x16xf64>) outs(%7 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x17x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x17x1xf64>) outs(%6 : tensor<2x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_58 : f64
      linalg.yield %296 : f64
    } -> tensor<2x17x1xf64>
    %14 = tensor.empty() : tensor<2x17x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x17x1xf64>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x17x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed : tensor<2x17x16xf32>) outs(%16 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x17x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_59 : f32
      linalg.yield %296 : f32
    } -> tensor<2x17x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x17x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<2x17x1xf32>) outs(%14 : tensor<2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x17x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %18 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x17x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<2x17x16xf32>, tensor<2x17x1xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x17x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %cst_6 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x17x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_7 : tensor<2x17x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x17x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x17x16xf32>
    %transposed_67 = linalg.transpose ins(%24 : tensor<2x17x16xf32>) outs(%0 : tensor<2x16x17xf32>) permutation = [0, 2, 1] 
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<2x16x17xf32>) outs(%0 : tensor<2x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_60 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<2x16x17xf32>
    %26 = tensor.empty() : tensor<2x16x8xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %28 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%25, %cst_8 : tensor<2x16x17xf32>, tensor<16x16x3xf32>) outs(%27 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %29 = tensor.empty() : tensor<2x8x16xf32>
    %transposed_68 = linalg.transpose ins(%28 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %30 = tensor.empty() : tensor<2x8x16xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_68 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x16xf64>
    %32 = tensor.empty() : tensor<2x8x1xf64>
    %33 = linalg.fill ins(%cst_0 : f64) outs(%32 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_58 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %35 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x16xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %36 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x16xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_58 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %40 = tensor.empty() : tensor<2x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%40 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_68 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_59 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_68, %44 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %46 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %cst_9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %cst_10 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %transposed_69 = linalg.transpose ins(%50 : tensor<2x8x16xf32>) outs(%26 : tensor<2x16x8xf32>) permutation = [0, 2, 1] 
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_69 : tensor<2x16x8xf32>) outs(%26 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_60 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<2x16x8xf32>
    %transposed_70 = linalg.transpose ins(%51 : tensor<2x16x8xf32>) outs(%29 : tensor<2x8x16xf32>) permutation = [0, 2, 1] 
    %52 = tensor.empty() : tensor<2x90xi64>
    %53 = linalg.fill ins(%c0_i64 : i64) outs(%52 : tensor<2x90xi64>) -> tensor<2x90xi64>
    %54 = tensor.empty() : tensor<2xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<2xi64>) -> tensor<2xi64>
    %56:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg1 : tensor<2x90xi64>) outs(%53, %55 : tensor<2x90xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %296 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %296 : i64
    } -> tensor<2x90xi64>, tensor<2xi64>
    %extracted_slice = tensor.extract_slice %56#0[0, 89] [2, 1] [1, 1] : tensor<2x90xi64> to tensor<2x1xi64>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<2x1xi64> into tensor<2xi64>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %296 = arith.subi %in, %c10_i64 : i64
      linalg.yield %296 : i64
    } -> tensor<2xi64>
    %58 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%57, %cst_63 : tensor<2xi64>, tensor<i64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_142: i64, %out: i64):
      %296 = arith.sitofp %in : i64 to f64
      %297 = arith.sitofp %in_142 : i64 to f64
      %298 = arith.divf %296, %297 : f64
      %299 = math.floor %298 : f64
      %300 = arith.fptosi %299 : f64 to i64
      linalg.yield %300 : i64
    } -> tensor<2xi64>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%58 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %296 = arith.addi %in, %c1_i64 : i64
      linalg.yield %296 : i64
    } -> tensor<2xi64>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%59 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %296 = arith.subi %in, %c3_i64 : i64
      linalg.yield %296 : i64
    } -> tensor<2xi64>
    %61 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel"]} ins(%60, %cst_64 : tensor<2xi64>, tensor<i64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %in_142: i64, %out: i64):
      %296 = arith.sitofp %in : i64 to f64
      %297 = arith.sitofp %in_142 : i64 to f64
      %298 = arith.divf %296, %297 : f64
      %299 = math.floor %298 : f64
      %300 = arith.fptosi %299 : f64 to i64
      linalg.yield %300 : i64
    } -> tensor<2xi64>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%61 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %296 = arith.addi %in, %c1_i64 : i64
      linalg.yield %296 : i64
    } -> tensor<2xi64>
    %63 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%54 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %296 = linalg.index 0 : index
      %297 = arith.index_cast %296 : index to i64
      linalg.yield %297 : i64
    } -> tensor<2xi64>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%62 : tensor<2xi64>) outs(%54 : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %296 = arith.subi %in, %c1_i64 : i64
      linalg.yield %296 : i64
    } -> tensor<2xi64>
    %expanded_71 = tensor.expand_shape %63 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_72 = tensor.expand_shape %64 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %concat = tensor.concat dim(1) %expanded_71, %expanded_72 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %65 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%cst_66, %concat : tensor<2x1x1xi64>, tensor<2x2xi64>) outs(%cst_65 : tensor<2x8xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      tm_tensor.yield %arg2 : i64
    } -> tensor<2x8xi64>
    %66 = tensor.empty() : tensor<2x8xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<2x8xi64>) -> tensor<2x8xi64>
    %68 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<2x8xi64>) outs(%67 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %296 = linalg.index 0 : index
      %297 = linalg.index 1 : index
      %298 = arith.subi %c7, %297 : index
      %extracted = tensor.extract %65[%296, %298] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %69:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%68 : tensor<2x8xi64>) outs(%67, %55 : tensor<2x8xi64>, tensor<2xi64>) {
    ^bb0(%arg2: i64, %arg3: i64):
      %296 = arith.addi %arg2, %arg3 : i64
      tm_tensor.yield %296 : i64
    } -> tensor<2x8xi64>, tensor<2xi64>
    %70 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%69#0 : tensor<2x8xi64>) outs(%67 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %296 = linalg.index 0 : index
      %297 = linalg.index 1 : index
      %298 = arith.subi %c7, %297 : index
      %extracted = tensor.extract %69#0[%296, %298] : tensor<2x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x8xi64>
    %71 = tensor.empty() : tensor<2x8xi1>
    %72 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<2x8xi64>) outs(%71 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %296 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %296 : i1
    } -> tensor<2x8xi1>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_70 : tensor<2x8x16xf32>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x16xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_58 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x16xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %76 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%30 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x16xf64>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<2x8x16xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_58 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%transposed_70 : tensor<2x8x16xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_59 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_70, %82 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %84 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %cst_11 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %cst_12 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%29 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_73 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %89 = tensor.empty() : tensor<16x32xf32>
    %transposed_74 = linalg.transpose ins(%cst_13 : tensor<32x16xf32>) outs(%89 : tensor<16x32xf32>) permutation = [1, 0] 
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %91 = linalg.matmul ins(%collapsed_73, %transposed_74 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x32xf32>
    %expanded_75 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %94 = tensor.empty() : tensor<2x8x32xi1>
    %95 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8xi1>) outs(%94 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x32xi1>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x32xi1>) outs(%94 : tensor<2x8x32xi1>) {
    ^bb0(%in: i1, %out: i1):
      %296 = arith.xori %in, %true : i1
      linalg.yield %296 : i1
    } -> tensor<2x8x32xi1>
    %97 = tensor.empty() : tensor<2x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %cst_55, %expanded_75 : tensor<2x8x32xi1>, tensor<f32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: i1, %in_142: f32, %in_143: f32, %out: f32):
      %296 = arith.select %in, %in_142, %in_143 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %99 = tensor.empty() : tensor<8xi64>
    %100 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%99 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %296 = linalg.index 0 : index
      %297 = arith.index_cast %296 : index to i64
      linalg.yield %297 : i64
    } -> tensor<8xi64>
    %expanded_76 = tensor.expand_shape %63 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_77 = tensor.expand_shape %100 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_78 = tensor.expand_shape %100 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %101 = tensor.empty() : tensor<1x1x8x1xi1>
    %102 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<1x1x8x1xi64>) outs(%101 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %296 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %296 : i1
    } -> tensor<1x1x8x1xi1>
    %103 = linalg.generic {indexing_maps = [#map10, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_56, %102 : tensor<i1>, tensor<1x1x8x1xi1>) outs(%101 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i1, %in_142: i1, %out: i1):
      %296 = arith.andi %in, %in_142 : i1
      linalg.yield %296 : i1
    } -> tensor<1x1x8x1xi1>
    %104 = tensor.empty() : tensor<2x1x1x8xi1>
    %105 = linalg.generic {indexing_maps = [#map11, #map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76, %expanded_78 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%104 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_142: i64, %out: i1):
      %296 = arith.cmpi slt, %in, %c0_i64 : i64
      %297 = arith.addi %in, %c2_i64 : i64
      %298 = arith.select %296, %297, %in : i64
      %299 = arith.index_cast %298 : i64 to index
      %300 = arith.cmpi slt, %in_142, %c0_i64 : i64
      %301 = arith.addi %in_142, %c8_i64 : i64
      %302 = arith.select %300, %301, %in_142 : i64
      %303 = arith.index_cast %302 : i64 to index
      %extracted = tensor.extract %72[%299, %303] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %106 = tensor.empty() : tensor<2x1x8x8xi1>
    %107 = linalg.generic {indexing_maps = [#map13, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<1x1x8x1xi1>, tensor<2x1x1x8xi1>) outs(%106 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_142: i1, %out: i1):
      %296 = arith.andi %in, %in_142 : i1
      linalg.yield %296 : i1
    } -> tensor<2x1x8x8xi1>
    %108 = tensor.empty() : tensor<2x1x8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map9, #map10, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %cst_55, %cst_57 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%108 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_142: f32, %in_143: f32, %out: f32):
      %296 = arith.select %in, %in_142, %in_143 : f32
      linalg.yield %296 : f32
    } -> tensor<2x1x8x8xf32>
    %extracted_slice_79 = tensor.extract_slice %cst_15[0, 24, 0] [1, 15, 32] [1, 1, 1] : tensor<1x63x32xf32> to tensor<1x15x32xf32>
    %110 = tensor.empty() : tensor<2x8x32xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x32xf32>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %114 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_62 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %120 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %122 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %cst_16 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %cst_17 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_80 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %127 = tensor.empty() : tensor<32x64xf32>
    %transposed_81 = linalg.transpose ins(%cst_18 : tensor<64x32xf32>) outs(%127 : tensor<32x64xf32>) permutation = [1, 0] 
    %128 = tensor.empty() : tensor<16x64xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %130 = linalg.matmul ins(%collapsed_80, %transposed_81 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%129 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_19 : tensor<64xf32>) outs(%128 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%128 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x64xf32>
    %expanded_82 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %133 = tensor.empty() : tensor<2x8x64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x8x64xf32>) outs(%133 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_60 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_83 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %135 = tensor.empty() : tensor<64x32xf32>
    %transposed_84 = linalg.transpose ins(%cst_20 : tensor<32x64xf32>) outs(%135 : tensor<64x32xf32>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_83, %transposed_84 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_21 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%136, %137 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x32xf32>
    %expanded_85 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.mulf %in, %cst_2 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %98 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x8x32xf32>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%141 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %143 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %144 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %146 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%145 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%140 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_62 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %150 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %152 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %cst_22 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %cst_23 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_86 = tensor.collapse_shape %156 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %157 = tensor.empty() : tensor<32x32xf32>
    %transposed_87 = linalg.transpose ins(%cst_24 : tensor<32x32xf32>) outs(%157 : tensor<32x32xf32>) permutation = [1, 0] 
    %158 = linalg.matmul ins(%collapsed_86, %transposed_87 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %159 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_25 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %160 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%158, %159 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x32xf32>
    %expanded_88 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %161 = tensor.empty() : tensor<2x4x8x8xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<2x8x4x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_90 = linalg.transpose ins(%cst_26 : tensor<32x32xf32>) outs(%157 : tensor<32x32xf32>) permutation = [1, 0] 
    %162 = linalg.matmul ins(%collapsed_86, %transposed_90 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %163 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_27 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %164 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%162, %163 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x32xf32>
    %expanded_91 = tensor.expand_shape %164 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_92 = linalg.transpose ins(%cst_28 : tensor<32x32xf32>) outs(%157 : tensor<32x32xf32>) permutation = [1, 0] 
    %165 = linalg.matmul ins(%collapsed_86, %transposed_92 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %166 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_29 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %167 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%165, %166 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x32xf32>
    %expanded_93 = tensor.expand_shape %167 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<2x8x4x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_95 = linalg.transpose ins(%cst_30 : tensor<32x32xf32>) outs(%157 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %extracted_slice_79 [[0, 1], [2]] : tensor<1x15x32xf32> into tensor<15x32xf32>
    %168 = tensor.empty() : tensor<15x32xf32>
    %169 = linalg.fill ins(%cst : f32) outs(%168 : tensor<15x32xf32>) -> tensor<15x32xf32>
    %170 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<15x32xf32>, tensor<32x32xf32>) outs(%169 : tensor<15x32xf32>) -> tensor<15x32xf32>
    %expanded_97 = tensor.expand_shape %170 [[0, 1], [2, 3]] output_shape [1, 15, 4, 8] : tensor<15x32xf32> into tensor<1x15x4x8xf32>
    %171 = tensor.empty() : tensor<1x4x8x15xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<1x15x4x8xf32>) outs(%171 : tensor<1x4x8x15xf32>) permutation = [0, 2, 3, 1] 
    %expanded_99 = tensor.expand_shape %cst_31 [[0, 1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
    %172 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_89, %expanded_99 : tensor<2x4x8x8xf32>, tensor<1x4x1x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_100 = tensor.collapse_shape %172 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %173 = tensor.empty() : tensor<2x4x8x15xf32>
    %collapsed_101 = tensor.collapse_shape %transposed_98 [[0, 1], [2], [3]] : tensor<1x4x8x15xf32> into tensor<4x8x15xf32>
    %174 = linalg.generic {indexing_maps = [#map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_101 : tensor<4x8x15xf32>) outs(%173 : tensor<2x4x8x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x15xf32>
    %collapsed_102 = tensor.collapse_shape %174 [[0, 1], [2], [3]] : tensor<2x4x8x15xf32> into tensor<8x8x15xf32>
    %175 = tensor.empty() : tensor<8x8x15xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<8x8x15xf32>) -> tensor<8x8x15xf32>
    %177 = linalg.batch_matmul ins(%collapsed_100, %collapsed_102 : tensor<8x8x8xf32>, tensor<8x8x15xf32>) outs(%176 : tensor<8x8x15xf32>) -> tensor<8x8x15xf32>
    %expanded_103 = tensor.expand_shape %177 [[0, 1], [2], [3]] output_shape [2, 4, 8, 15] : tensor<8x8x15xf32> into tensor<2x4x8x15xf32>
    %padded = tensor.pad %expanded_103 low[0, 0, 0, 1] high[0, 0, 0, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x4x8x15xf32> to tensor<2x4x8x16xf32>
    %collapsed_104 = tensor.collapse_shape %padded [[0], [1], [2, 3]] : tensor<2x4x8x16xf32> into tensor<2x4x128xf32>
    %expanded_105 = tensor.expand_shape %collapsed_104 [[0], [1], [2, 3]] output_shape [2, 4, 16, 8] : tensor<2x4x128xf32> into tensor<2x4x16x8xf32>
    %extracted_slice_106 = tensor.extract_slice %expanded_105[0, 0, 1, 0] [2, 4, 15, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x4x15x8xf32>
    %collapsed_107 = tensor.collapse_shape %extracted_slice_106 [[0], [1], [2, 3]] : tensor<2x4x15x8xf32> into tensor<2x4x120xf32>
    %expanded_108 = tensor.expand_shape %collapsed_107 [[0], [1], [2, 3]] output_shape [2, 4, 8, 15] : tensor<2x4x120xf32> into tensor<2x4x8x15xf32>
    %extracted_slice_109 = tensor.extract_slice %expanded_108[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x15xf32> to tensor<2x4x8x8xf32>
    %178 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_109 : tensor<2x4x8x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_32 : f64 to f32
      %297 = arith.mulf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x4x8x8xf32>
    %expanded_110 = tensor.expand_shape %cst_33 [[0, 1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<4x8xf32> into tensor<1x4x1x8xf32>
    %179 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_89, %expanded_110 : tensor<2x4x8x8xf32>, tensor<1x4x1x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_111 = linalg.transpose ins(%expanded_91 : tensor<2x8x4x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_112 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_113 = tensor.collapse_shape %transposed_111 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %180 = tensor.empty() : tensor<8x8x8xf32>
    %181 = linalg.fill ins(%cst : f32) outs(%180 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %182 = linalg.batch_matmul ins(%collapsed_112, %collapsed_113 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%181 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_114 = tensor.expand_shape %182 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %183 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<2x4x8x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_32 : f64 to f32
      %297 = arith.mulf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x4x8x8xf32>
    %184 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %178 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x8xf32>
    %185 = linalg.generic {indexing_maps = [#map9, #map17, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %109 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x8xf32>
    %186 = tensor.empty() : tensor<2x4x8xi64>
    %187 = linalg.fill ins(%c0_i64 : i64) outs(%186 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %188 = tensor.empty() : tensor<2x4x8xf32>
    %189 = linalg.fill ins(%cst_3 : f32) outs(%188 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %190:2 = linalg.generic {indexing_maps = [#map9, #map18, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%185 : tensor<2x4x8x8xf32>) outs(%189, %187 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_142: i64):
      %296 = linalg.index 3 : index
      %297 = arith.index_cast %296 : index to i64
      %298 = arith.maximumf %in, %out : f32
      %299 = arith.cmpf ogt, %in, %out : f32
      %300 = arith.select %299, %297, %out_142 : i64
      linalg.yield %298, %300 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_115 = tensor.expand_shape %190#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map9, #map19, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_115 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x8xf32>
    %192 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<2x4x8x8xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.exp %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x8xf32>
    %193 = tensor.empty() : tensor<2x4x8x1xf32>
    %194 = linalg.fill ins(%cst : f32) outs(%193 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map9, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%192 : tensor<2x4x8x8xf32>) outs(%194 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map9, #map19, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %195 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%161 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.divf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_116 = tensor.collapse_shape %196 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_117 = tensor.collapse_shape %transposed_94 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %197 = linalg.batch_matmul ins(%collapsed_116, %collapsed_117 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%181 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_118 = tensor.expand_shape %197 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %198 = tensor.empty() : tensor<2x8x4x8xf32>
    %transposed_119 = linalg.transpose ins(%expanded_118 : tensor<2x4x8x8xf32>) outs(%198 : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_120 = tensor.collapse_shape %transposed_119 [[0, 1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<16x32xf32>
    %transposed_121 = linalg.transpose ins(%cst_34 : tensor<32x32xf32>) outs(%157 : tensor<32x32xf32>) permutation = [1, 0] 
    %199 = linalg.matmul ins(%collapsed_120, %transposed_121 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %200 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_35 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %201 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%199, %200 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x32xf32>
    %expanded_122 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %140 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x8x32xf32>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %204 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %205 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %206 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_62 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %212 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %214 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %cst_36 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %cst_37 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %219 = tensor.empty() : tensor<2x32x8xf32>
    %transposed_123 = linalg.transpose ins(%218 : tensor<2x8x32xf32>) outs(%219 : tensor<2x32x8xf32>) permutation = [0, 2, 1] 
    %220 = tensor.empty() : tensor<2x64x8xf32>
    %221 = linalg.fill ins(%cst : f32) outs(%220 : tensor<2x64x8xf32>) -> tensor<2x64x8xf32>
    %222 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%transposed_123, %cst_38 : tensor<2x32x8xf32>, tensor<64x32x1xf32>) outs(%221 : tensor<2x64x8xf32>) -> tensor<2x64x8xf32>
    %extracted_slice_124 = tensor.extract_slice %222[0, 0, 0] [2, 32, 8] [1, 1, 1] : tensor<2x64x8xf32> to tensor<2x32x8xf32>
    %extracted_slice_125 = tensor.extract_slice %222[0, 32, 0] [2, 32, 8] [1, 1, 1] : tensor<2x64x8xf32> to tensor<2x32x8xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_125 : tensor<2x32x8xf32>) outs(%219 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.negf %in : f32
      %297 = math.exp %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.divf %cst_1, %298 : f32
      linalg.yield %299 : f32
    } -> tensor<2x32x8xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_124, %223 : tensor<2x32x8xf32>, tensor<2x32x8xf32>) outs(%219 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x32x8xf32>
    %expanded_126 = tensor.expand_shape %224 [[0], [1], [2, 3]] output_shape [2, 32, 8, 1] : tensor<2x32x8xf32> into tensor<2x32x8x1xf32>
    %expanded_127 = tensor.expand_shape %cst_39 [[0], [1], [2, 3]] output_shape [32, 1, 3, 1] : tensor<32x1x3xf32> into tensor<32x1x3x1xf32>
    %padded_128 = tensor.pad %expanded_126 low[0, 0, 1, 0] high[0, 0, 1, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x32x8x1xf32> to tensor<2x32x10x1xf32>
    %225 = tensor.empty() : tensor<2x32x8x1xf32>
    %226 = linalg.fill ins(%cst : f32) outs(%225 : tensor<2x32x8x1xf32>) -> tensor<2x32x8x1xf32>
    %collapsed_129 = tensor.collapse_shape %expanded_127 [[0, 1], [2], [3]] : tensor<32x1x3x1xf32> into tensor<32x3x1xf32>
    %227 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_128, %collapsed_129 : tensor<2x32x10x1xf32>, tensor<32x3x1xf32>) outs(%226 : tensor<2x32x8x1xf32>) -> tensor<2x32x8x1xf32>
    %collapsed_130 = tensor.collapse_shape %227 [[0], [1], [2, 3]] : tensor<2x32x8x1xf32> into tensor<2x32x8xf32>
    %228 = tensor.empty() : tensor<32xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%cst_41 : tensor<32xf32>) outs(%228 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<32xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%229 : tensor<32xf32>) outs(%228 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<32xf32>
    %expanded_131 = tensor.expand_shape %cst_40 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %expanded_132 = tensor.expand_shape %230 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_130, %expanded_131 : tensor<2x32x8xf32>, tensor<32x1xf32>) outs(%219 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x32x8xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %expanded_132 : tensor<2x32x8xf32>, tensor<32x1xf32>) outs(%219 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x32x8xf32>
    %expanded_133 = tensor.expand_shape %cst_42 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %expanded_133 : tensor<2x32x8xf32>, tensor<32x1xf32>) outs(%219 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x32x8xf32>
    %expanded_134 = tensor.expand_shape %cst_43 [[0, 1]] output_shape [32, 1] : tensor<32xf32> into tensor<32x1xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map20, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %expanded_134 : tensor<2x32x8xf32>, tensor<32x1xf32>) outs(%219 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x32x8xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x32x8xf32>) outs(%219 : tensor<2x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_60 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<2x32x8xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%219 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %237 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%235, %cst_44 : tensor<2x32x8xf32>, tensor<32x32x1xf32>) outs(%236 : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
    %transposed_135 = linalg.transpose ins(%237 : tensor<2x32x8xf32>) outs(%97 : tensor<2x8x32xf32>) permutation = [0, 2, 1] 
    %238 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %transposed_135 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<2x8x32xf32>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%239 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %241 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %242 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_62 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %248 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %250 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %cst_45 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %cst_46 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_136 = tensor.collapse_shape %254 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_137 = linalg.transpose ins(%cst_47 : tensor<64x32xf32>) outs(%127 : tensor<32x64xf32>) permutation = [1, 0] 
    %255 = linalg.matmul ins(%collapsed_136, %transposed_137 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%129 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %256 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_48 : tensor<64xf32>) outs(%128 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %257 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%255, %256 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%128 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x64xf32>
    %expanded_138 = tensor.expand_shape %257 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138 : tensor<2x8x64xf32>) outs(%133 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_60 : f32
      %297 = math.erf %296 : f32
      %298 = arith.addf %297, %cst_1 : f32
      %299 = arith.mulf %298, %cst_2 : f32
      %300 = arith.mulf %in, %299 : f32
      linalg.yield %300 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_139 = tensor.collapse_shape %258 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %transposed_140 = linalg.transpose ins(%cst_49 : tensor<32x64xf32>) outs(%135 : tensor<64x32xf32>) permutation = [1, 0] 
    %259 = linalg.matmul ins(%collapsed_139, %transposed_140 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%90 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %260 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_50 : tensor<32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %261 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%259, %260 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%89 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<16x32xf32>
    %expanded_141 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.mulf %in, %cst_2 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %238 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x8x32xf32>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%264 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %266 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %268 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %267 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %269 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%268 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_62 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %273 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %275 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %cst_51 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278, %cst_52 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<2x8x32xf32>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %296 = arith.extf %in : f32 to f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %281 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%280 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %283 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %282 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.subf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %283 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%110 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_142: f64, %out: f64):
      %296 = arith.mulf %in, %in_142 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x32xf64>
    %285 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<2x8x32xf64>) outs(%33 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.addf %in, %out : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<2x8x1xf64>) outs(%32 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %296 = arith.divf %in, %cst_61 : f64
      linalg.yield %296 : f64
    } -> tensor<2x8x1xf64>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<2x8x1xf64>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %296 = arith.truncf %in : f64 to f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<2x8x32xf32>) outs(%42 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.addf %in, %out : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.divf %in, %cst_62 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = arith.truncf %cst_5 : f64 to f32
      %297 = arith.addf %in, %296 : f32
      linalg.yield %297 : f32
    } -> tensor<2x8x1xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x8x1xf32>) outs(%40 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %296 = math.rsqrt %in : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x1xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %289 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.subf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %291 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %cst_53 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.mulf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %cst_54 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%97 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_142: f32, %out: f32):
      %296 = arith.addf %in, %in_142 : f32
      linalg.yield %296 : f32
    } -> tensor<2x8x32xf32>
    return %295 : tensor<2x8x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_1_10_torch.float32: "0x04000000E5E4113E9728AFBEF50829BF9159A8BEFF2266BDA4DFFF3E103462BED5A226BFAE4504BF65ED66BC2AE55C3F2FCDFDBD0CBCAF3DA0C2A8BE1D5FEFBEA8C926BFB79AE4BBDE8858BFC2059D3E5590273FF534FA3E98002EBDA4B0C83EFD00B73E20A5603E240185BF7AFF353ECBED13BF3D8307BE1E579A3FC80454BE3173C9BE4A91E0BEAD385ABD4933C1BDD0B7C1BC8AAD1ABFBB81953E9AC31F3E5036103FA3D97BBFA34427BA96733EBE1912043D73D836BE51E47B3E02BE123FF3F51ABFD36089BE5E72373F3ED5803EB0A61DBF9F62603EDBDE033F2EE9FDBDA7E0E33D223BE4BDE30D323F736B3D3F3878633DD59D19BFDE76613F661A893E269E953E944C513F0AE02ABE7BF3C43E342E403F68993DBE0FBEAB3D44DBCF3DCA6997BD7C91F5BE1FE9A13D5CF5B1BE0C630FBFC30A84BF42DFEA3EAC106D3E0DEBDF3EDCE11A3EF62AEEBCC36B8C3EE48051BE1CD9E93EE12F0ABEC5ECAABEFB57AB3D4AC27E3D48280F3E717C1F3F06ED12BE5D46F03D15F21BBFD69632BF185D7A3FF83A4F3FAC71823D48E4913F731C963FDC662A3C3F458D3F53DDD93D5D4D33BE86CA093F84DECE3E0AA8C4BEF2FFCBBEDC2582BEA23AE5BEAFE3623F311843BE78B136BEBA98AABE5932A4BDDCC8A53DB7EA523E12FF0FBEA9C3A53CDECCF13D044E8F3EA32E31BECFE524BF1E4D8A3EF74C353F274E023FFFC04CBEBA1AC5BEAD56553DE0C0863E55EC3CBF6B44DEBC6796043FACF4943D6CE83B3EB12B7F3D6E152CBDE0BC2ABF13ED93BC371E37BF91D87D3FFD6DE1BE58B3553F0B4CEA3EAADDC03EC0CF5F3FC3FA80BE2B85123E140F0DBF6EDF7A3EB406973D0310F6BE7907C83D8D306DBE9ECF41BDF7AE62BF378F05BFA2C3833F9375D13E101C843E",
      torch_tensor_16_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_3_torch.float32: "0x0400000042A4E6BD619916BE3694633E52B8903D95CE8DBE3F2E4DBE5A446CBED0B5A93BF8478CBE450732BEF50722BE02D351BE360A33BEB4F46F3DE139833D3AD5353EAD2DA6BEACB9F53B23990BBFA2B92A3EE4FFC7BD3CEAC13D5F92063ED415CEBBDEC7903EB505F9BD126128BD854953BC628DDDBD1EC4653EFE25163EE099E73DF42039BD45979A3D13632BBEF726D83DEA0B85BEBD3E863D24342E3EDEC4AE3E83B9FABD59F38EBEE866CABDD2F0263DCBE78EBE5DE2C53C25C20F3BBB77F0BCCEE30D3E33CAA3BCB2A6FABEAE69483DA1E9FFBCD7427A3E86FC6EBEE16D0B3D04465ABE71B6023EB3A9C63E830126BE6FABB5BDD3B564BEDF5AC83EC2C01FBE3C98BCBE3DBAB63D9FE0643DD3536D3E48F5D8BD7AEDA6BD586D3F3C6CCE80BEC9B82BBDC5C9143EB6D026BA8FC5D9BDA83F943EBED665BC3699A43D098EB6BE53DED43D1213C9BE72ADF03E80A007BE0E3C61BD281B2D3D2FEC3DBE40F0943E8DC7AC3EFA08ACBDC9194E3E78946DBE19A2BFBDB7C2493B8F82513ECEDA1E3E67CBE5BD4EFE09BEE5736F3EBA6B233E1ED79FBD3265FB3AA43B6EBDAC3A9FBEF3B7103DC85636BC17F59CBEEFECF13CC9865DBE321309BF3E2A113DC80A0DBE2D5DCC3EEB87BEBD037B8EBE6C80443D3D70403EEDBC6EBE07FA713E704F88BDC61F28BCA8E6A1BDAB57BA3E7ECEDDBDDE4094BE513EC0BEBD5B3D3ED5212DBD1F4CFD3DCE529A3C1E85043EB17F4BBD5CBEBCBC2F21083DB1BA24BF0D811D3EC590D13D7E15113E26A9013F4FD10ABEB465E5BDE1DF3BBE3AE089BD092BCD3D9817E5BD195B6A3E586EDF3C6E0E88BE4B53E3BC9CAF1CBE12D843BDA877A33E6FF042BDAD3E7E3EBB20523DC6068C3D54EFF4BDB9CC223EA339373ED927253E724E6E3EA25B1C3C9AC830BE0B82F73D7CEB683C70E1DA3DFCECECBC5FF1D63CB043323E8ABBC93EEA0D2CBED8215E3E2982E5BDE673B8BD41D19DBD3FB66ABE0E3A5D3D97234ABE7A5D54BED93354BE03F1603E2FD5A03DDA29743EF900583DB265EF3D289083BE38ED29BE72BA4A3D3E6DCD3CE2DDFB3D87FAC73D05252DBCAD7B8BBD58CAB63E4940F4BC3FDC6FBD5CFEF43D3742CDBC6F3B343D834F9C3D866CAC3D616D713ECBAA91BE6892813E7786893ED77BE2BD37B92BBED42DADBE31A1AE3E30CF9A3EC32EDCBD78B0E8BD5DFDCE3D8B59783E688565BEC3C5073EC633833EABD0BA3DCC4476BDB8D29DBE18CD02BEAB456ABDF4729CBE158C2DBD9EB3D93D2AAEC53DC0766ABA5D4BA4BDA7B48B3EF883A1BECE9647BE6570123EF5A73ABE8A46B3BEFB2BE7BD2A4ACFBDDAF5163E9D173BBEC1F63ABEFF4981BE08BE42BE733BB1BD1FA39C3EBC1919BEFBB5103E9A58033FAC56CEBD52AEFB3E24C8513E16050E3EF00883BD8ABEAEBDC85285BD415499BD988073BD0031803EAD37BA3DD877503EBDC8913C5CCF733E10E65ABEA2F83C3E91AAE4BD7AE1C6BED8893C3DE629A43D0B34283E6921D7BD7D34DF3EC8FCF2BC22C8893CC3ED833DB1D2503E6737FFBDBF26943DC7F962BE628A70BE05A99ABE6668023EB41563BEF94C0DBE50B21BBEA383CA3D9B5CAA3CBAB1323E36DE6FBDB41C4F3E68862F3EC3A39B3E59088A3E6F055D3E4FF84B3E77F9523E5B227D3E4336A53EBB41963E70061DBDF55845BC5691423F55B4993E353884BD091E003E783C95BEB47E993D03E9293E7029AFBDE41840BD84C0993C742E9D3B640CDA3CD67D2ABD173D6D3E345D1A3E2FC6973E17BCB03D5181B0BEFB039E3EB19AC23D841F88BD0CB5E33D790FBFBE65D6A0BC67FC853E373927BE8DE53F3DDDECDA3C90068A3E3FA9D43E68FF6E3C50126CBE941B873C464682BE5A692DBE5ACC893ED23334BEF44130BDE2F76BBBB13D43BEA58B213E768A3C3CAADB1EBCFBB0883D062E84BD9EB287BC7831763D2DA6B03EAEBABBBE1C1393BDAF61603EA41DF33D749480BC76EC1A3E4F14C03D29218C3E7827F1BD6CFE95BEA240973EEAA0443D5952553E6535893EF4951BBE52F20DBC330BA2BD2F19BEBCD51DFEBCFF4FEC3DB0A6543B736A9DBEE92805BEE01E89BD25113F3E442104BE03916ABEBE613C3E7ED128BB8DECF13D6EFC143DEDF0783E9E75AFBE75FCD03DBF95123EFD4712BD1ECB96BE8E89B5BEBCA4E9BD039DCD3D488C37BDD0D4D6BD87C1CEBE41083D3C78D45FBD84608CBD58A6713E9F5B863B9E701EBE477C80BE8FE2D23E0014B03D5B98E6BD5956613ECA021B3E3B311F3FEE0419BED6EF013D2368A3BD326FB73D157A04BE736F4A3DC71CB3BEDB3A7E3D8C952CBD0D772DBEA14E82BDEAA2123E313044BE344E8E3D12C1FD3D03CA9F3E31981BBE03D0473EE380ACBEFA6CB63E08459FBEAEEE0B3E6AA2BABDD9CB42BEC0F92E3EEB05ACBD45CA53BE5A70283BB7D5F1BD2F6EB43C8F5DF9BDADC061BE133892BDCE9D7C3E50F3ECBE1260603CDCF9F93CD82CE93E77F990BEAF4CD5BE744D9E3D88B97DBE6BE392BE6824AD3DD237373E1F3DB23D81BB40BD0037533EB202613E4D5E78BC3B535D3CC49C12BEAB9F5B3DA1306F3E335DE03DB24A2BBE8D6B4EBECD4C45BE65990F3D77D40B3EFC8EBCBE9D8DA1BD0A8AAE3ECFADBFBDBB918A3B01973ABE7B2941BE9C255DBDD9450B3F390C89BE7A04083EEACF053DAF721C3D5BA168BE0D99AE3D1AD563BEB9D6883EC18E993AD715A9BEA9CFE8BE14A1D2BCD0DB6C3D8CE34E3E714961BD68BF853D90F4913D275184BBC9DC043E93707F3D8597283E09560C3D8797DC3CF2BD733DDD705CBDA345F7BD81DF35BCE9E5D53DE33D173C6AFE5EBEB46AA0BDD30456BEB65F04BE5386733DD92210BE2C7C2D3D7655A43D289C123FAB8D953E81F182BED386703E328868BE71925BBE9ABF2A3C958BCD3DB68D843E47BD423D6380CB3D1338953EB397A9BE2C4E02BE3848323D799F2E3ECDEF083E698D8E3E34B3E4BD28F3C1BC80681A3E7AB444BDCF27813D2F68303DE35477BE15ACB33E7212093EA76B733DD19E0F3EB1BEDF3D42F78BBE38D6C63C4F14F3BDC6A580BE4CB7383DCF26503D36D9C43E3A2607BEC51C383E4A54C3BECA62053E1C5F20BD83C314BEB00DEBBE6E8286BE3039ADBDA79B45BB04DE1CBE55D0203E69FE8C3E533403BE99B7BABDB63CB43EE587A3BE373B5B3DBC5606BDE6A0833AA11D0D3EB62E263E03D3D4BDC9E975BE86DCE7BD03C395BEB080AD3E8AB7083E3E9C6CBCCA92343E2707ADBDDC43B9BE01E3B3BEAE418E3E0D6482BED82D343C4FD0D83EF3095B3EB4A84A3E245E433E467773BD1D0007BD9E39D7BEAA7F753E634FA33D2B568E3EE820053EA3D97A3EE8CCE73C8D3DB53E678B5C3E0002843D17A0363D798FA33E294550BE1DAB86BE0E5B42BE36A707BDAC871A3E8AC180BD0CF3333EE3C0CDBCB79ECB3BD6CEAD3D893BCFBD542C63BED52324BD5848083ED8351E3EE808D4BEE189B1BE5C6BE6BEDAE10BBE5A3A5EBD2BBE0C3E2B5C3BBD25449C3EA2C8733D69AB653E805205BDA008D43D46A927BD3EDA563EC25288BE0B6B973E82B1BDBE0246DD3DB3C469BEAE75543D9A1E783E61260B3EDC1802BE55470FBE64AE9F3ECAE039BE74AD8C3D5174C9BC1423343D11EC1E3D3A23B53B17F2EDBD2E34483E99ED003E83912E3E2E33A03DB51DC1BDB529D6BEB55BC43EE31CA53D65E15C3E77D6613EE6720C3EBBF186BE19D8023EE984793D7963DB3E8173AEBE8F14F7BDB75B4BBDC6D717BE7B2CF83DFFBC8C3EA3C610BE0A3D743E140A793EBC7C66BEFF20903DAEE01F3E0DCC37BEB02574BD3AAD163E38C4603CC35EBFBE3C0E91BDA6BECCBDBE3F933DF82392BE89EA243D3CD400BE6369763EDBAB93BE8B3047BEF5C2853D87AC82BEF29716BE7609BA3C77353E3EB5356ABE8302043E0E628ABD56870A3D07975BBE0EEBCD3DEFB27B3E1309B0BC4BF6BABECABA4EBD0593B8BEBCDB84BE2877973B07C7A63D59BF8EBEE79FE5BDF4171CBE58A11BBDB83B8ABE7240B9BDF56168BE7DF126BD82F1793CD331833E6CBB7E3CBBDBE5BE8214913D9CBBDF3D89215F3E8BCA59BD4678483D104F21BD26879A3E27DADD3DA2A5F23E13F2FABDE6C9DFBDE5E4D23DD8D2993D1F6D07BE3281EABEFDCC8CBD11064ABDD3D0493E11DE483EA4F1B2BE831C48BE2AB5D73CFF9384BED72749BE5E9E013D42CC0D3C514041BEBB2CBB3D4D5326BDE5437BBE4BE358BED4FC953E2E0292BD9AB4B0BDA27A96BEFE9C12BF5F4E293E5726FE3E7DA4DC3EC0BFA83D3017D43DDFA802BD2CED813D350E963CF5FD6B3E57B43ABE81EEAABE89A85E3D48F7A9BDAB551EBE",
      torch_tensor_16_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_5: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_16_torch.float32: "0x04000000B0CC3DBD784418BDF44A403EA42B753E0A3747BE14A36FBE7E0F77BEF0DDAA3C6C4AA7BD64EA063E988EE5BD6036443E2C7E14BE40DED53CA8A450BE8C7DA1BDD6DD753E886EF23D3EF36EBE26DF17BE20BE343E800D77BBE8C2323D00770F3EFA235CBE9A033FBE4893DE3D16D5373E364D03BE505CC73C400316BE6060B7BDD85E4E3E7491F3BDC05E933B9465D53DECB6E8BD80B2823C708A69BDB089263E50626D3D2C323CBE00962B3AE65A473EFC3EB93DC498143ED027AE3D328B043ED2814B3ED83A2CBD8C938B3DD8400C3D8A8D633E24BE0EBE3A8244BE2C3DA03DCCFE233E48E1DC3DECEED73DE2AF34BED84DE43D60DA99BCEC1741BEE83B15BE4089F13D3A4B26BE883682BD5A183D3E00CEA13D94DB0D3EF00D95BD008D7DBEC0049B3C640D283E065020BE96F850BE049AC8BD10A1D3BC96795D3E402A793D963F213E006C3FBCC27706BEFA6E7E3E7858543DB2114FBEAA91123EB8B3AB3D9C7708BEB007A33CE6A27BBEE05359BE280907BD9C9D7F3EE4779ABD98B07F3DB40170BEE6291D3E08FD8CBDCCDCCF3DF205763E00F648BAC8E2093D548536BE785115BEC4A348BE8483F0BD00D6CA3BA07797BC108EDD3D7EA32EBE92445D3E28646BBE402FD33DE03167BD40EC883C00E951BE6081CD3CE83845BEDC3C59BE74A69BBDE4C72CBE4CDAB2BD5A9E4C3EA85E3A3D9890983D2460C13D98736B3DA4ACD63D60053C3E505FD83C86061C3E3458E63D48900FBDC852CDBD6E0C7E3EF25E0CBEE496AE3D640C903D34CC57BE1CBDF2BD3CD0DA3D0C8308BE6868FCBD007A183EB84232BE7A110EBEEC0B113ED096183E8C3AB23DD874E3BD1494B23DC0BCB73CC43B73BE30CEF1BDA4B5D63DE85965BD5486BDBDC0A961BCE4FEB13D3C4D823DC8BAD8BD9EFB70BE540BACBD92C561BE008BF8BDDA4D3E3E4C3EE83D94E78EBDDC5B9E3D40791EBD3047E33CC073BD3D8C3874BED0B1033E802DFEBCFAC5593EE6E005BED86927BED2A501BE88FC143DEEBE133EFE0B1F3EBE310BBE24DA4D3E80FB65BCCE451B3E603CE1BC5C7EDFBD885ECABDF8FFAFBDC0088C3BB89120BE6ECE5B3EDA6A52BE1011003E38B492BDD27F0ABE60050F3CF0734BBDF2F673BE807D05BCE469443E0E523C3EA0A132BCF00E413EF853683D7009233E6091203EF65D0B3E1493143E94155BBE809A783D100832BD00A3883DF464FDBD4E0A7E3EC44497BD7C46E13D80785B3E84A956BE587EC0BD305D4DBE569A5F3E2E9819BE5E263E3ED8DA70BD688B74BED8DC0CBEB01211BDC00A633E44DF70BE8E6606BE52A1343EB002BBBDD090E0BD28D9A73DF29F06BE6ACB11BE8AFC643EE8B78DBDB8AC4EBDAC575FBED8762D3DA0C44DBDB2790A3E2019043DF0C72F3E885A4E3EAA053BBE00B5FEBC082D073EFAD2533ED647383E4A74763E764976BEE02EB8BD909509BDAC0C463EB0075C3E8EB279BEA8A15BBDEA8808BEB8992DBE14962DBE02E659BE92973E3E209A18BC68D02F3EB2413DBE8028233E60773EBC9ECA3D3ED4D5E83D906AB0BC248A143E1C4AA8BDA8A3213DB055113D40C2933BA096C7BC52A8523E887C053DE0902BBEF426123E568D2ABE56362C3E64B76C3E2465B9BD08394C3D5441DF3D2809973D9EBA51BE9EB0623E203D16BE60AAA73D84B38BBDB8CF38BE50909F3D30CD9FBDFC48EF3DE893393D302DC9BDD0BD183DC6D45D3E30006B3DAADD5CBE5AF532BE986F163E183A3BBE7C348E3D08E4B93D306E4A3E56A4413EF8DA973D0419E43D0063FBBAC0E3323C34CB2B3EF63429BE7854FDBDC08D2B3D6E9838BE10BB123EF042333E2C0315BE8EBD04BE660218BEFC821F3E5882FBBD08856EBDA02C2ABE5C85853D70E082BCA0469F3D98FB0EBD0821D33D700020BDAC21533E507593BD6A414F3EE02000BC1029DD3CEC92D8BD868B2BBE621013BE8E6241BE5CC1183E60D1F73DD05E82BC100EF73D9CBDC43D0058593E8093613ECEBD733E541CD2BD94575C3E10E77CBE74B9BB3D503518BE12F12F3E58046E3D58625FBEE00D683D7E131BBE167E613EEC1799BD4C3850BECC55EBBD06BC693E00A76A3D8039883D08B2413E50C89ABDC8F22F3E9006F13D4070833B42B75E3E70C086BC4AE519BE90F17DBE148B2FBE2AC920BEDCE5B33DACF0D43D98C884BD5001AF3C50C6603E40BD07BCC652103E3803B13D96D96E3EA8C66A3E929632BEC43FF4BD7C7E0CBEB8FED3BD6E9141BE445E58BEAEF9283ED804E73D622F413E405235BD6424FB3DF2F479BEB077683D6077EFBCB8E26F3DD0426DBD10B1CD3D300F84BDC073ACBD3083C8BC78E021BD042C1BBE4076733E8E51373EDC72253E7CB2E7BD3E3E333E3CA533BE38E7393E3049DFBC10E824BD8CF206BE406BAC3B006021BA208F22BC6C8B133E4C4456BE1AD225BE9C9FE8BD52775CBEF4730ABE3CC42A3E2CB2803D1E0F25BED27F66BEA8D3273E72577CBE80C21E3EDCB92F3E0A234ABE3897883DD8DAABBDE8239ABD980A213D7A0369BE486E39BE7C47B23DE8F37CBDB6BA44BEC0E6F2BBC091833B20D3C23DE2C1173EA86D4ABE40E2BFBD08C2753E764251BE16F76D3EDADA5FBE40EE2A3E60BFE73CC078CCBDB8CE77BDC0EBB03D605A51BC18DBDF3DACF3703E3CB53FBEF8D55EBD0C0A2FBE880FF8BD78995A3D202C0BBDA08E0C3C7CCAA6BDF073B9BC84A6F63D5067633D04A1E83D061C15BEB8DE8D3DDCB328BEC825363DCCC4A5BDA4DFC3BD10BCCABC4048D73D0E707E3E78BAE0BD2C0878BE588AD7BD88ACC83D44CD273E08CE2B3E200D03BDE8D5093DD6F7583EB02316BEBCE59B3D60A702BE30DC00BD807D30BC48B2233D768E273E6C37D8BDE85615BD0CBCBEBD100514BDF253433E",
      torch_tensor_32_torch.float32: "0x040000004A227D3EE00F6D3D3845A6BD9410F73DDEA01BBE22FB20BE6445223E682480BDA06E7FBE8E6426BE968308BE466A7B3E88D1383DC8BBC8BD40617F3D1402E23D30FD253DE062033D983E92BD82706A3E7667643E349A24BED429C23DB2824B3E58AA56BED853D4BD76133CBE7CA8313ECC287D3E408671BD7E973DBEE068133E",
      torch_tensor_1_63_32_torch.float32: "0x0400000006DECEBE8E2C6A3F34FA7CBF85E41C3E2B18BDBEA0E66DBF564E32BF4EB1373F96502A3D52C77FBFCC337C3FFBB92FBEA5A6543F5F880E3F9215063F9D135A3FA5309C3E22CC733F5A9B313EB81E7C3FF971C83D5AC57E3F39AF613D729C7F3F4BE9FD3C83E07F3FE9CC8E3C0BF67F3F5D9C203CDAFC7F3F5CA3B43B01FF7F3FA4EF7CBF18F41D3E05EF6ABF9964CBBE46037EBDDC817FBFE8FC4FBF4141153FD381103E25707DBFD7457E3F8B7FEDBDC209503F582F153F6C2F023F296D5C3F6C4E973EEF90743FD6EE2B3E9E5D7C3FBDFFC13D4FD97E3F4E695A3DC3A27F3F1EB9F53C83E27F3FC5318A3CADF67F3F126E1B3C0DFD7F3FA8CFAE3B11FF7F3FE9E329BFB3803FBFF58810BF8E4B53BF71BD803E6DC677BF2D1C67BF2538DC3ED0FD743EB69078BF198A7F3FD19575BD9D374B3F20B01B3F7B7DFC3EDCB45E3F5468923E794F753FEF40263E799A7C3F018DBB3D9DEC7E3F3523533DE0A87F3FE188ED3C72E47F3F9E96853C49F77F3FC63F163C3FFD7F3FF2FBA83B21FF7F3F2AB48A3E576D76BF6CF319BDB1D17FBF683B0A3FAA7857BF6CF176BFC2FB863E9A83AB3E7A3571BF8AFF7F3F965C76BB7431463F0E09223FAC87F43E89EA603F7D7E8D3EBB07763FAF91203E49D57C3FCA19B53D44FF7E3FF1DC4B3DC7AE7F3F9458E53C50E67F3F75FB803CE0F77F3F7911113C6EFD7F3F3D28A33B30FF7F3F0ED5743F389395BE2841003F2C8E5DBFCC62463FA1CC21BFD1FC7EBF00F6B53D8FD1DA3E447167BFCAA57F3FB5D6563D8FF8403F8338283F117EEC3E000E633F0591883EB1B9763F22E11A3E0D0E7D3F1DA6AE3D44117F3F8396443D79B47F3F3928DD3C1DE87F3F90C0783C72F87F3F2BE30B3C9DFD7F3F86549D3B3FFF7F3F0837433F819C253F80A1623FEF1CEEBEB0DD6E3FDB29B8BE6BFD7EBF34C0B5BDE7F7033F0F5D5BBF247D7E3FA932DE3D458E3B3FE73C2E3F5261E43E161F653F10A0833E5665773F542F153EC4447D3FFC31A83D9D227F3FEB4F3D3DF7B97F3FCEF7D43CDAE97F3F318A6F3CFFF87F3FDCB4063CC9FD7F3FD080973B4DFF7F3F388707BE78BF7D3F7E357F3F02E0A03D64A87F3F31B853BD31F376BFCBEE86BE7C35193FBD174DBF86867C3F1223283EF8F3353FB114343F1532DC3E9F1D673F77577D3EA50A783F517C0F3E6E797D3F6FBDA13D4E337F3F2C09363D3FBF7F3F56C7CC3C85EB7F3FCE53663C86F97F3F8C86013CF4FD7F3F1AAD913B5AFF7F3FFCD367BFFE2DD93EF72F4D3F0815193F9C18773FAFDB853E111F67BF032CDCBE29EB2C3FD4C53CBF89C3793FBBA4603E172B303F63BE393F05F1D33E7309693F5168733E9BA9783F26C8093E0CAC7D3F76489B3D59437F3F48C22E3D53C47F3FD096C43C20ED7F3F661D5D3C08FA7F3F76B0F83B1DFE7F3F62D98B3B67FF7F3FE6A158BFBF6708BF85F1B73E8AE86E3FB707563F04740C3FD80050BFC53B15BF8AE63E3F10912ABF6736763F4A388C3E1F352A3F89383F3FCD9ECB3E6AE26A3FF072693E3442793FDB12043E9BDC7D3F18D3943DBC527F3F407B273D31C97F3F3D66BC3CABEE7F3FFAE6533C85FA7F3FD153EE3B44FE7F3FAC05863B74FF7F3F150511BC6FFD7FBF014746BEB4277B3F26BD1F3F7A0C483F2E5332BF9AAC37BFA1F94E3F00A816BF00E2713FBBACA73E9413243FBB81443F193CC33E5CA86C3F96775F3E6AD4793FFFB8FC3D1C0B7E3F595D8E3D77617F3F1534203DDACD7F3F9E35B43C24F07F3F89B04A3CFCFA7F3F2CF7E33B6AFE7F3FF431803B80FF7F3F102F563FFC370CBF1AD82FBFF60C3A3F7236B33E39CE6F3FB0050FBF715254BF4BFB5C3F973D01BFD7C96C3F7899C23E09C81D3FA198493F97C9BA3E275B6E3F8376553E3C607A3F3C4AF13D8F377E3F3BE7873D8C6F7F3FC8EC183D4FD27F3FF304AC3C8DF17F3F137A413C6EFB7F3F869AD93B8EFE7F3F78BC743B8BFF7F3FC8B6693F22F0D03E4CF677BF62957E3E4F67293DEDC77F3FDB6ACEBEF5456ABFB8C7683F2F11D5BE09F2663FB5E8DC3E1A54173FED7B4E3FF647B23EA6FA6F3FF86F4B3EA5E57A3F85D9E53DF3617E3FC670813DF97C7F3F5CA5113D8ED67F3F3ED4A33CE5F27F3F9A43383CDBFB7F3FDE3DCF3BB1FE7F3F0815693B96FF7F3F6979193EBF1B7D3F54B673BF8AB89CBE44F68ABE0764763F578F70BEEDD578BFBA40723F3186A5BE525F603F2985F63E70B9103F5D2A533FE7B7A93EB786713F3A64413EA1647B3FF266DA3D488A7E3FF7F3753DBE897F3FD25D0A3D99DA7F3F7DA39B3C2CF47F3F1E0D2F3C42FC7F3F35E1C43BD1FE7F3F976D5D3BA0FF7F3FB34040BF840A293F446724BFBD3B44BFC8A80EBFE890543FE3CA72BDC48C7FBF144E793FA7A768BE0417593F0DAD073FB9F9093FBFA2573F1A1AA13E3BFF723F8753373E2EDD7B3F9AF2CE3D8DB07E3FBF05693DDC957F3F2B16033D6EDE7F3FB272933C62F57F3F9CD6253CA5FC7F3F8B84BA3BF0FE7F3F26C6513BAAFF7F3F251E76BF36E28CBE8DD809BE7DAB7DBFA9B049BF51A91D3F1628F23D43347EBFBFDD7D3FCBEF03BE031F513FB7A9133FB116033FEEE35B3F436F983E1364743F233E2D3E494F7C3F957CC33DC3D47E3FF0165C3D53A17F3FD29CF73C0EE27F3FDD418B3C88F67F3F19A01C3C01FD7F3FDF27B03B0EFF7F3FB41E463BB3FF7F3F106893BE2C2975BF3330D43E13FB68BF2EB870BF2F3EAE3E9384953E4AD774BF0EE47F3FA333EFBCC37D483FDE2E1F3F3524F83ED4EC5F3F15B88F3E23B5753F5024233EEDBA7C3FFB04B83DE8F67E3F91274F3D22AC7F3F1B0DE93C79E57F3F0011833C9DF77F3F9269133C59FD7F3F33CBA53B29FF7F3F43773A3BBCFF7F3F4479263FE87A42BF82F9553FA8890CBF75E07FBF9622FE3CE7C7E93E71C163BFD55B7F3FBADE903D403A3F3F31332A3F83DBE93E68BC633F44F5863E4FF2763F4F06193E1A207D3FE38BAC3DFD167F3FAA37423D49B67F3F347DDA3CB0E87F3F32C0753CA1F87F3F08330A3CABFD7F3F856E9B3B43FF7F3FD0CF2E3BC4FF7F3F72987D3FD7040C3E6CF47F3F63FA99BCB3A875BF0A0D90BED7551B3FA97C4BBF6F467C3FE70B2E3EF85B353FC4AD343FF456DB3EB151673F0D4F7C3E7D1B783F64E40E3ECC7E7D3F6711A13D02357F3F4347353DC9BF7F3F1EEDCB3CB1EB7F3F555E653C94F97F3F7BFC003CF8FD7F3FD611913B5CFF7F3F5E28233BCCFF7F3F2220D73E6F4E683F041B5B3F7165043F4C1453BF9DD910BF86E13C3FE9CC2CBFC0AB763F9DF5883EE9EA2A3F1D963E3F3F9ACC3EC3AB6A3F269F6A3E9530793FD0BE043E00D77D3F9C95953DF5507F3F6556283DA1C87F3FDF5CBD3C7DEE7F3F6AFC543C76FA7F3FD48BEF3B40FE7F3F26B5863B72FF7F3FEA80173BD3FF7F3FD85C09BFD006583F368DE53E1DD4643F24911BBF564F4BBF2B78583FF0A908BF1D9A6E3FF786B93E86EF1F3F36E4473F2CA9BD3EC3C96D3F40DC583E81317A3FAC2BF53DB5287E3F9C188A3DD76A7F3F19651B3DD2D07F3F79CCAE3C14F17F3F709A443C48FB7F3FB01EDD3B82FE7F3FEBB0783B87FF7F3F77D90B3BDAFF7F3F5CFF7FBF7205913BE138C7BD30C97E3F1F41A9BE8D9B71BF013B6D3F126FC0BE2A26643FC33DE83EB272143F8890503F8B87AE3EE4AA703FCA07473E2C1E7B3F72D3E03DE8737E3FF9347D3DA8827F3F68730E3D5BD87F3FEE3BA03C76F37F3F6938343C09FC7F3F87B1CA3BBFFE7F3F87F7633B9BFF7F3F0432003BE0FF7F3FF8440BBF64CD56BF6FE91CBF15464A3F9770A9BCFBF17FBF6B827A3F0BF152BEA46A573F41510A3FB97D083F0E94583F3D399F3E6B4E733F3A23353E83F67B3F7675CC3D98B87E3FAD36663D68987F3F5981013D3CDF7F3F42AB913CA3F57F3F57D6233CB9FC7F3F5944B83BF7FE7F3F223E4F3BACFF7F3F2015E93AE6FF7F3F3201D33ED53F69BF469870BF18EEAE3EEE1F953EA2E674BF2FE37F3F3AE6F2BC1C88483FD5211F3F9334F83E4BE85F3F2DC28F3EA9B3753FFF2F233E75BA7C3F3E12B83DC2F67E3F86364F3D16AC7F3FEA1DE93C76E57F3F771A833C9BF77F3F3A74133C59FD7F3F28D7A53B29FF7F3FBC843A3BBCFF7F3F37C6D13AEBFF7F3F95467D3FF6FD14BED42D7ABF152059BE7E06133FE59151BFE3317D3FA32C173EA5A4373F5F5B323FD0A4DE3E5287663F5126803E02DA773F8E2F113EF1697D3F50AAA33D652E7F3FB134383DB1BD7F3F8A38CF3C08EB7F3F2513693C5EF97F3F1212033CE7FD7F3FF369933B56FF7F3F55CB253BCAFF7F3F4F77BA3AEFFF7F3F4630283FBDFF403F70B636BF5E4F33BF6EE84C3FBC7419BF4484723FBAF8A33E72EB243FB3CC433FDE60C43EC66B6C3F50D3603EEAC0793FBA46FE3DE9047E3F323E8F3D815F7F3F5E31213D3BCD7F3FA252B53CF2EF7F3F2AF14B3CECFA7F3FC55FE53B65FE7F3FBCFC803B7EFF7F3FED11113BD7FF7F3F6628A33AF3FF7F3F8C0F8FBEB8CD753F76E56BBE531D79BF4E78723F6D3FA4BE8830603F352FF73E688C103F3249533FFC7DA93EE290713F6E20413EE3677B3FC219DA3D518B7E3FD19C753D128A7F3FBE2C0A3DB3DA7F3F436C9B3C34F47F3F05CF2E3C45FC7F3F589BC43BD2FE7F3F031F5D3BA1FF7F3F08B1F83AE2FF7F3F7CD98B3AF7FF7F3F107C75BF2C3C913ED8DAA53E403272BF7FFC7F3FE97229BCABCA463FF14C213F4377F53E40A9603FED118E3E7CF2753F1D3C213E81CE7C3F21DBB53D1EFD7E3FF4B64C3D19AE7F3FFB4DE63C19E67F3F7E85813CCFF77F3FBBAC113C69FD7F3FDDD6A33B2EFF7F3F8944383BBEFF7F3F333ECF3AEBFF7F3F2615693AF9FF7F3FCFBD41BF305527BFEC49473F9EAF20BFDE1D743FB12E9A3EBC1F273FEDEB413FD761C73EA7CA6B3FC565643E098D793F882E013E69F47D3FC88D913D465A7F3FDBCB233D94CB7F3FA040B83C6CEF7F3FC93C4F3CC2FA7F3FA714E93B58FE7F3F5712833B7AFF7F3F0C6A133BD6FF7F3F5ECBA53AF3FF7F3F52773A3AFCFF7F3FC381103E26707DBFD7457E3FAB7FEDBDC209503F582F153F6C2F023F296D5C3F6C4E973EEF90743FD7EE2B3E9E5D7C3FC0FFC13D4FD97E3F4E695A3DC3A27F3F1FB9F53C83E27F3FC6318A3CADF67F3F0D6E1B3C0DFD7F3FA8CFAE3B11FF7F3F929B443BB5FF7F3F171FDD3AE8FF7F3F10B1783AF9FF7F3F7ED90B3AFEFF7F3FB7C7683F3311D5BE0AF2663FB2E8DC3E1B54173FEC7B4E3FF647B23EA6FA6F3FF86F4B3EA5E57A3F86D9E53DF3617E3FC870813DF97C7F3F5CA5113D8ED67F3F3ED4A33CE5F27F3F9B43383CDBFB7F3FD83DCF3BB1FE7F3F0815693B96FF7F3F6812033BDFFF7F3F126A933AF5FF7F3F60CB253AFDFF7F3F5377BA39FFFF7F3FA46A573F41510A3FBA7D083F0D94583F3E399F3E6B4E733F3A23353E83F67B3F7675CC3D98B87E3FAE36663D68987F3F5B81013D3CDF7F3F42AB913CA3F57F3F57D6233CB9FC7F3F5A44B83BF7FE7F3F1C3E4F3BACFF7F3F2015E93AE6FF7F3F6D12833AF8FF7F3F136A133AFDFF7F3F61CBA539FFFF7F3F53773A390000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803F000000000000803FA46A57BF41510A3FBA7D08BF0D94583F3E399FBE6B4E733F3A2335BE83F67B3F7675CCBD98B87E3FAE3666BD68987F3F5B8101BD3CDF7F3F42AB91BCA3F57F3F57D623BCB9FC7F3F5A44B8BBF7FE7F3F1C3E4FBBACFF7F3F2015E9BAE6FF7F3F6D1283BAF8FF7F3F136A13BAFDFF7F3F61CBA5B9FFFF7F3F53773AB90000803FB7C768BF3311D5BE0AF266BFB2E8DC3E1B5417BFEC7B4E3FF647B2BEA6FA6F3FF86F4BBEA5E57A3F86D9E5BDF3617E3FC87081BDF97C7F3F5CA511BD8ED67F3F3ED4A3BCE5F27F3F9B4338BCDBFB7F3FD83DCFBBB1FE7F3F081569BB96FF7F3F681203BBDFFF7F3F126A93BAF5FF7F3F60CB25BAFDFF7F3F5377BAB9FFFF7F3FC38110BE26707DBFD7457EBFAB7FEDBDC20950BF582F153F6C2F02BF296D5C3F6C4E97BEEF90743FD7EE2BBE9E5D7C3FC0FFC1BD4FD97E3F4E695ABDC3A27F3F1FB9F5BC83E27F3FC6318ABCADF67F3F0D6E1BBC0DFD7F3FA8CFAEBB11FF7F3F929B44BBB5FF7F3F171FDDBAE8FF7F3F10B178BAF9FF7F3F7ED90BBAFEFF7F3FCFBD413F305527BFEC4947BF9EAF20BFDE1D74BFB12E9A3EBC1F27BFEDEB413FD761C7BEA7CA6B3FC56564BE098D793F882E01BE69F47D3FC88D91BD465A7F3FDBCB23BD94CB7F3FA040B8BC6CEF7F3FC93C4FBCC2FA7F3FA714E9BB58FE7F3F571283BB7AFF7F3F0C6A13BBD6FF7F3F5ECBA5BAF3FF7F3F52773ABAFCFF7F3F107C753F2C3C913ED8DAA5BE403272BF7FFC7FBFE97229BCABCA46BFF14C213F4377F5BE40A9603FED118EBE7CF2753F1D3C21BE81CE7C3F21DBB5BD1EFD7E3FF4B64CBD19AE7F3FFB4DE6BC19E67F3F7E8581BCCFF77F3FBBAC11BC69FD7F3FDDD6A3BB2EFF7F3F894438BBBEFF7F3F333ECFBAEBFF7F3F261569BAF9FF7F3F8C0F8F3EB8CD753F76E56B3E531D79BF4E7872BF6D3FA4BE883060BF352FF73E688C10BF3249533FFC7DA9BEE290713F6E2041BEE3677B3FC219DABD518B7E3FD19C75BD128A7F3FBE2C0ABDB3DA7F3F436C9BBC34F47F3F05CF2EBC45FC7F3F589BC4BBD2FE7F3F031F5DBBA1FF7F3F08B1F8BAE2FF7F3F7CD98BBAF7FF7F3F463028BFBDFF403F70B6363F5E4F33BF6EE84CBFBC7419BF448472BFBAF8A33E72EB24BFB3CC433FDE60C4BEC66B6C3F50D360BEEAC0793FBA46FEBDE9047E3F323E8FBD815F7F3F5E3121BD3BCD7F3FA252B5BCF2EF7F3F2AF14BBCECFA7F3FC55FE5BB65FE7F3FBCFC80BB7EFF7F3FED1111BBD7FF7F3F6628A3BAF3FF7F3F95467DBFF6FD14BED42D7A3F152059BE7E0613BFE59151BFE3317DBFA32C173EA5A437BF5F5B323FD0A4DEBE5287663F512680BE02DA773F8E2F11BEF1697D3F50AAA3BD652E7F3FB13438BDB1BD7F3F8A38CFBC08EB7F3F251369BC5EF97F3F121203BCE7FD7F3FF36993BB56FF7F3F55CB25BBCAFF7F3F4F77BABAEFFF7F3F3201D3BED53F69BF4698703F18EEAE3EEE1F95BEA2E674BF2FE37FBF3AE6F2BC1C8848BFD5211F3F9334F8BE4BE85F3F2DC28FBEA9B3753FFF2F23BE75BA7C3F3E12B8BDC2F67E3F86364FBD16AC7F3FEA1DE9BC76E57F3F771A83BC9BF77F3F3A7413BC59FD7F3F28D7A5BB29FF7F3FBC843ABBBCFF7F3F37C6D1BAEBFF7F3FF8440B3F64CD56BF6FE91C3F15464A3F9770A93CFBF17FBF6B827ABF0BF152BEA46A57BF41510A3FB97D08BF0E94583F3D399FBE6B4E733F3A2335BE83F67B3F7675CCBD98B87E3FAD3666BD68987F3F598101BD3CDF7F3F42AB91BCA3F57F3F57D623BCB9FC7F3F5944B8BBF7FE7F3F223E4FBBACFF7F3F2015E9BAE6FF7F3F5CFF7F3F7205913BE138C73D30C97E3F1F41A93E8D9B71BF013B6DBF126FC0BE2A2664BFC33DE83EB27214BF8890503F8B87AEBEE4AA703FCA0747BE2C1E7B3F72D3E0BDE8737E3FF9347DBDA8827F3F68730EBD5BD87F3FEE3BA0BC76F37F3F693834BC09FC7F3F87B1CABBBFFE7F3F87F763BB9BFF7F3F043200BBE0FF7F3FD85C093FD006583F368DE5BE1DD4643F24911B3F564F4BBF2B7858BFF0A908BF1D9A6EBFF786B93E86EF1FBF36E4473F2CA9BDBEC3C96D3F40DC58BE81317A3FAC2BF5BDB5287E3F9C188ABDD76A7F3F19651BBDD2D07F3F79CCAEBC14F17F3F709A44BC48FB7F3FB01EDDBB82FE7F3FEBB078BB87FF7F3F77D90BBBDAFF7F3F2220D7BE6F4E683F041B5BBF7165043F4C14533F9DD910BF86E13CBFE9CC2CBFC0AB76BF9DF5883EE9EA2ABF1D963E3F3F9ACCBEC3AB6A3F269F6ABE9530793FD0BE04BE00D77D3F9C9595BDF5507F3F655628BDA1C87F3FDF5CBDBC7DEE7F3F6AFC54BC76FA7F3FD48BEFBB40FE7F3F26B586BB72FF7F3FEA8017BBD3FF7F3F72987DBFD7040C3E6CF47FBF63FA99BCB3A8753F0A0D90BED7551BBFA97C4BBF6F467CBFE70B2E3EF85B35BFC4AD343FF456DBBEB151673F0D4F7CBE7D1B783F64E40EBECC7E7D3F6711A1BD02357F3F434735BDC9BF7F3F1EEDCBBCB1EB7F3F555E65BC94F97F3F7BFC00BCF8FD7F3FD61191BB5CFF7F3F5E2823BBCCFF7F3F447926BFE87A42BF82F955BFA8890CBF75E07F3F9622FE3CE7C7E9BE71C163BFD55B7FBFBADE903D403A3FBF31332A3F83DBE9BE68BC633F44F586BE4FF2763F4F0619BE1A207D3FE38BACBDFD167F3FAA3742BD49B67F3F347DDABCB0E87F3F32C075BCA1F87F3F08330ABCABFD7F3F856E9BBB43FF7F3FD0CF2EBBC4FF7F3F1068933E2C2975BF3330D4BE13FB68BF2EB8703F2F3EAE3E938495BE4AD774BF0EE47FBFA333EFBCC37D48BFDE2E1F3F3524F8BED4EC5F3F15B88FBE23B5753F502423BEEDBA7C3FFB04B8BDE8F67E3F91274FBD22AC7F3F1B0DE9BC79E57F3F001183BC9DF77F3F926913BC59FD7F3F33CBA5BB29FF7F3F43773ABBBCFF7F3F251E763F36E28CBE8DD8093E7DAB7DBFA9B0493F51A91D3F1628F2BD43347EBFBFDD7DBFCBEF03BE031F51BFB7A9133FB11603BFEEE35B3F436F98BE1364743F233E2DBE494F7C3F957CC3BDC3D47E3FF0165CBD53A17F3FD29CF7BC0EE27F3FDD418BBC88F67F3F19A01CBC01FD7F3FDF27B0BB0EFF7F3FB41E46BBB3FF7F3FB340403F840A293F4467243FBD3B44BFC8A80E3FE890543FE3CA723DC48C7FBF144E79BFA7A768BE041759BF0DAD073FB9F909BFBFA2573F1A1AA1BE3BFF723F875337BE2EDD7B3F9AF2CEBD8DB07E3FBF0569BDDC957F3F2B1603BD6EDE7F3FB27293BC62F57F3F9CD625BCA5FC7F3F8B84BABBF0FE7F3F26C651BBAAFF7F3F697919BEBF1B7D3F54B6733F8AB89CBE44F68A3E0764763F578F703EEDD578BFBA4072BF3186A5BE525F60BF2985F63E70B910BF5D2A533FE7B7A9BEB786713F3A6441BEA1647B3FF266DABD488A7E3FF7F375BDBE897F3FD25D0ABD99DA7F3F7DA39BBC2CF47F3F1E0D2FBC42FC7F3F35E1C4BBD1FE7F3F976D5DBBA0FF7F3FC8B669BF22F0D03E4CF6773F62957E3E4F6729BDEDC77F3FDB6ACE3EF5456ABFB8C768BF2F11D5BE09F266BFB5E8DC3E1A5417BFED7B4E3FF647B2BEA6FA6F3FF86F4BBEA5E57A3F85D9E5BDF3617E3FC67081BDF97C7F3F5CA511BD8ED67F3F3ED4A3BCE5F27F3F9A4338BCDBFB7F3FDE3DCFBBB1FE7F3F081569BB96FF7F3F102F56BFFC370CBF1AD82F3FF60C3A3F7236B3BE39CE6F3FB0050F3F715254BF4BFB5CBF973D01BFD7C96CBF7899C23E09C81DBFA198493F97C9BABE275B6E3F837655BE3C607A3F3C4AF1BD8F377E3F3BE787BD8C6F7F3FC8EC18BD4FD27F3FF304ACBC8DF17F3F137A41BC6EFB7F3F869AD9BB8EFE7F3F78BC74BB8BFF7F3F1505113C6FFD7FBF0147463EB4277B3F26BD1FBF7A0C483F2E53323F9AAC37BFA1F94EBF00A816BF00E271BFBBACA73E941324BFBB81443F193CC3BE5CA86C3F96775FBE6AD4793FFFB8FCBD1C0B7E3F595D8EBD77617F3F153420BDDACD7F3F9E35B4BC24F07F3F89B04ABCFCFA7F3F2CF7E3BB6AFE7F3FF43180BB80FF7F3FE6A1583FBF6708BF85F1B7BE8AE86E3FB70756BF04740C3FD800503FC53B15BF8AE63EBF10912ABF673676BF4A388C3E1F352ABF89383F3FCD9ECBBE6AE26A3FF07269BE3442793FDB1204BE9BDC7D3F18D394BDBC527F3F407B27BD31C97F3F3D66BCBCABEE7F3FFAE653BC85FA7F3FD153EEBB44FE7F3FAC0586BB74FF7F3FFCD3673FFE2DD93EF72F4DBF0815193F9C1877BFAFDB853E111F673F032CDCBE29EB2CBFD4C53CBF89C379BFBBA4603E172B30BF63BE393F05F1D3BE7309693F516873BE9BA9783F26C809BE0CAC7D3F76489BBD59437F3F48C22EBD53C47F3FD096C4BC20ED7F3F661D5DBC08FA7F3F76B0F8BB1DFE7F3F62D98BBB67FF7F3F3887073E78BF7D3F7E357FBF02E0A03D64A87FBF31B853BD31F3763FCBEE86BE7C3519BFBD174DBF86867CBF1223283EF8F335BFB114343F1532DCBE9F1D673F77577DBEA50A783F517C0FBE6E797D3F6FBDA1BD4E337F3F2C0936BD3FBF7F3F56C7CCBC85EB7F3FCE5366BC86F97F3F8C8601BCF4FD7F3F1AAD91BB5AFF7F3F083743BF819C253F80A162BFEF1CEEBEB0DD6EBFDB29B8BE6BFD7E3F34C0B5BDE7F703BF0F5D5BBF247D7EBFA932DE3D458E3BBFE73C2E3F5261E4BE161F653F10A083BE5665773F542F15BEC4447D3FFC31A8BD9D227F3FEB4F3DBDF7B97F3FCEF7D4BCDAE97F3F318A6FBCFFF87F3FDCB406BCC9FD7F3FD08097BB4DFF7F3F0ED574BF389395BE284100BF2C8E5DBFCC6246BFA1CC21BFD1FC7E3F00F6B53D8FD1DABE447167BFCAA57FBFB5D6563D8FF840BF8338283F117EECBE000E633F059188BEB1B9763F22E11ABE0D0E7D3F1DA6AEBD44117F3F839644BD79B47F3F3928DDBC1DE87F3F90C078BC72F87F3F2BE30BBC9DFD7F3F86549DBB3FFF7F3F2AB48ABE576D76BF6CF3193DB1D17FBF683B0ABFAA7857BF6CF1763FC2FB863E9A83ABBE7A3571BF8AFF7FBF965C76BB743146BF0E09223FAC87F4BE89EA603F7D7E8DBEBB07763FAF9120BE49D57C3FCA19B5BD44FF7E3FF1DC4BBDC7AE7F3F9458E5BC50E67F3F75FB80BCE0F77F3F791111BC6EFD7F3F3D28A3BB30FF7F3FE9E3293FB3803FBFF588103F8E4B53BF71BD80BE6DC677BF2D1C673F2538DC3ED0FD74BEB69078BF198A7FBFD19575BD9D374BBF20B01B3F7B7DFCBEDCB45E3F546892BE794F753FEF4026BE799A7C3F018DBBBD9DEC7E3F352353BDE0A87F3FE188EDBC72E47F3F9E9685BC49F77F3FC63F16BC3FFD7F3FF2FBA8BB21FF7F3FA4EF7C3F18F41D3E05EF6A3F9964CBBE46037E3DDC817FBFE8FC4F3F4141153FD38110BE25707DBFD7457EBF8B7FEDBDC20950BF582F153F6C2F02BF296D5C3F6C4E97BEEF90743FD6EE2BBE9E5D7C3FBDFFC1BD4FD97E3F4E695ABDC3A27F3F1EB9F5BC83E27F3FC5318ABCADF67F3F126E1BBC0DFD7F3FA8CFAEBB11FF7F3F06DECE3E8E2C6A3F34FA7C3F85E41C3E2B18BD3EA0E66DBF564E323F4EB1373F96502ABD52C77FBFCC337CBFFBB92FBEA5A654BF5F880E3F921506BF9D135A3FA5309CBE22CC733F5A9B31BEB81E7C3FF971C8BD5AC57E3F39AF61BD729C7F3F4BE9FDBC83E07F3FE9CC8EBC0BF67F3F5D9C20BCDAFC7F3F5CA3B4BB01FF7F3F",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32: "0x04000000A61684BC5DAED1BC3E3B963B8F8A11BDEFB9F03BD3393FBC816C1FBD52F34A3A09093D3CDCAA80BC64240DBCAA4A15BDE2ABC83CA108E63B81B79DBC72BB743CE38901BC05DAF63B9D66793BCA0552BB060741BBD479953C5B378EBCA149BBBC2B0518BCB9F1F8BBDB3288BCAA9AA1BCF42009BDCF1142BCDC5D4ABBAF9BB6BCB40D453BEA08E43C3B43903C2DFBA43BF05527BC61B18E3B1B56D33AD955993CA1DEA6BC532593BC78D3C2BBA6FF1B3D01E1033C476D243DD809333B95ED98BB4B1DB9BC9B7405BB1C3DBBBB935EBEBC7DD2A03CDC25F93CCE284AB9D48FB13CB9D2ED3C032975BC248BC33B358820BD6A7A36BC2038BABC4AB56DBCCC0597BB0A44403CFD410CBB9464143C0B87FCBA36D18CBBBF728D3C5ECA1EBC97ED2E3CAB7915BCB36656BC0DD832BCD7603A3B6DE994BC734B6E3BEB518DBCDA548CBCEF519D3C79992CBCFEF1E33C400227BDDC61AB3C64629E3C19622B3CAA5CDD3B3316F43B3752D73C4D2492BC3C418EBCC9FA853A190EB1BC53A5FC3BE053123CCED1CB3B85F4C73CF6FB113D66083D3B0826193B3207003CC1AB6EBCF0BC393C2A1FF9BBE17D513B5B2AABBC2480B13B8756743B894AA43C456B7CBBF4F2B83C40DA113CBF058CBC74A14E3ABB1A003D3320E43AF100863CA0853F3D21E40ABCCF009ABBFC4ED63C45F3BE3C7B890ABC625255BB7CC9DDBCE78B28BC1059963CDBA52E3C7253EA3C3C2ED5BCDEB7F33CE203793C14A47A3CBDF542BCFD5F8E3C6FB61B3C127E533C07D5E8BCAD3F3E3D14C1C8BB9BBBD6BC70C4173C17E4CDBCEBE1943B5C797C3C8B6B26BB54C0E63BB024CFBC84D94EBC41A2EB3A77922D3C87069C3B2706C93CC14AA7BC971F633CB711013C10287C3BB1F589BCC666F4BBC0441DBCF5E16A3C6617EF3CD5866F3BCE6F34BC0C68F83B5216883CA221433C66A891BBA633363CF051BEBB4A88893BD39AF33BD779CCBC4BF17E3AFD33F43C7EF572BB3521963B67379B3C3E1EFC3B21FAC03B12FD8BBC706DD7BC0C86103CB90AA73C89B453396704DA3C8730F5BC14B6EB3CCB4DE03B26B6FD3B7705973C1844583D4B548D3CDCF40BBCC053D73C97CFE5BC127A143DFEE9D83B4E08523B12DFFDBCE0D624BD8BB110BD8A91F53CFB5B9D3C574EB73BA73AD73B30CA853CE09731BC0D5CABBC3FC60BBDE0F6B73CA1ED723CDE50EB3ABCB507BD672A98390F3D703CE979C8BC45589A3CF30DB1BBCDE50DBC97EACF3ADD5B5CBCF00417BD8F78B3BCCD07493C170F1F3DD275C3BB15E1193DDC40CFBCAC46DE3C784B583B864525BD1EE6213BE9410B3D94E3B7BC47EA51BCD94AD43C45AB9E3B32A056BD2615553C2AA354BCF3D664BAB2BEEBBAF261BBBCD765ECBBC06D4CBB3DE88CBCE73D98BBAB2F9A3C5814B33B957454BDE0EE633C492424BCAB8EAD3C0454503C3B01FFBB3B79123DD7B5EA3C6EA9213BA9B1AEBCDD1900BC674991BBB747F4BC85FAADBC9DA389BC9780CABC8D25333C264F3DBC33E27F3CA65322BC5E75BFBC54A2B83CE60F4F3C3E72EBB9F25F493CFEA165BD781082BBBC9490BB8AA47F3CCDE8163D6F6D78BC9E93B03C9D3277BC8024053DB87B273C8781CA3B408FF83B92E7E7BBF6E8A7BA26CDEC3C248F91BAB7389E3C49320CBC75C033BBDCC2413CF683063CCA2D3FBBD47A9F3BB770EA3C84331FBD4D73993B000A1C3CD8F02C3DCA5EF53C9869883B4D240ABD6F5565BB81D4E83A87EF53BB7DF150BCCB06ADBCF486433D46BA01BDA664D3BC350B9FBC277DF23C7BD9D73B73AF80BCD17B913B8760BE3C18F9F0BCF67490BB2EAD3E3DF2EE2A3D9E09523CE585CFBBF9A45D3C573FD9BB90FA1D3C587AAFBCC9F4D13C8F57B9BCCB471DBC5B5A88BA28D1143CCE8EF5BCF7CD983B18AA29BB3935763C0588CFBC93AE16BD489A8CBCC2F1E03C3B659EB8672C41BB12DF583C850BEDBB1C1C2C3CDBE4E0BC49F520BCEB8D6DBCF4E24B3C734CB8BB22A4DABC1B5B613C2D4510BBE9F0573B931D2EBB74F77A3ABBD05A3CF47DA03CDD08B2391288BDBAEB78DEB98CB559BCBB6AC8BCC169F7BC945FA839169E953C05CCEB3C90EDB63CB9F15C3C47BCB5BB764AA5BC55AA403CFE77E2BCA8B8A3BB4115ADBB4030EB3BDEFA583CFEAECDBCEE3D433C27D1B3BC6006D3BC83A696BC927794BA2B5CEFBBD0D9473C5951BF3B7D409FBCDE87FCBCE84A1BBDE5D272BC97F634BB290809BD334BF7BCEFF8B93C20056DBB6636773B990D44BD8B25073CB9C79A3CF077ECBB7EDD533D36F9873B562301BC9CC59E3C093EC33B7416993CC2FBF83CE415853BA68DDC3C4CB3F43BF0F4B9BCCFDE2E3DE291BC3CDEF9F6BBF75716BB20A031BC61EEE23CAFB7DCBCCB2400BDF48EE83CB3E9BF3B94FD793CB2D8CA3B7265A53C6A44C9BBA79DE33CB312DABC1CBA92BCEDE123BC6B49FB3CEA54DD3CB784B43C5C5938BD048C243D2243F6BC8B6C3FBCC2E6FBBCB42E86BC66607ABC85E4C03BABE04B3C1F1112BD70131FBDE7DA4DBC018A8CBBEB1A9C3C2BE187BCE3390EBD0422AD3B240A04BC58EA873C62BD383BF52D0CBC7BC3A73CA133C3BBE9F7FA3C2933B1BC34EC0D3D60BF113C6E3146BCCC3D103C1024CD3C18D805BC8AEEE9BC0B25F5BC528CAC3CEF820EBCD319FD3BE776A9BBF30FEB3CB49B71BB99C8DABC2E71B93C9D1F2CBDE2D55E3CFCF93DBC06ADB23C652713BD193293BCDDF8E5BC7F5A903C8748983BAE1FC03BF91EC33CAB33133C16720C3C3F39073C438C08BD7350DBBCDA7F0FBC4C87E73B2281943C955AD23BFB55AD3BB23F593C477C20BCA1B49BBBC0C59ABC60461E3D185035BDF5DDCDB92469C3BCE9A2323C261B193C70B5AC3A37700D3DE63C973CCFDDB33C3D7AAA3C72F5543C669508BBC4079DBB29C93B3BBD1301BD6B9332BC2BF2FB3C384AD23BCE7EA33C8F3AC93BE299DD39403B9BBCC61B1A3CAE3EC33CB86A6C3CA23D0FBD3CC001BC56D09A3C54F3ADBB5309DE3B24A7283D006BCEBCEBB9F6BBB6478EBC80A1A53CC94AD83B819E453C2D0F02BDB7528DBC90D7AC3BCA65C63CD07BA6BC87E916BC69AE15BDC87D9C3C4E8C24BDECCBF1BC9CBCB3BC298F96391312E13B2B702ABB5DD10E3DAF184D39B2A19D3CC79ADF3C6123633CBD6CB13C5BE54B3B5D8E33BC7EC8BBBC667D1FBC7B24D8BC5969BABC1D628A3910DA8EBB907F5FBB746605BCC573CABCB86748BC9E01193C39865A3C707DF73C4EB2B4BB9F8C93BB2816053CF2A3223D77C6F6BCC014573C9BCBB9BCE265353B6DAD8E3C21729B3C289E9A3A095CD43BDF5307BC4E77CF3C0B1E22BDA12E2C3CF7D4E53BB71CDFBC031A88BB5E598D3C7785C1BB1A63823C9D32E83B7C7B8B3CAF992EBB1917853C7CA6DD3C3EA59F3C713B9A3BB827AE3C51AB173CA0F905BD314D83BC9D508ABC5D11853BC6CF6EBC43CAEDBCE2F21A3C2FD0A1BB2568BCBC279C903C777F41BDFEE4A8BB55C4E23A6578A13C39ED123B213DFC3C484E1EBBF38DB7BC5E8446BDFDB4A9BC275A3ABC0F10B2BB3864BFBC82C8483BA7DFF63C844604BCC6E23BBC80F42C3C1564E9BB0E4B0F3B94070BBCD2EF57BCB44DAF3C006A33BB8056A93B2A79A3BB1E4301BBEB2D21BD4EB4053DC4B0B1BBBDCE073DD984AABC15480A3D6E99EBBCB610A3BCAE22DDBBFD7024BC20CED5BCC633563B64B7183D8004323C5D21DABC97E6AABC8BB2F7BCFBDE2FBC0662BFBB6162D83A04C5ABBB3BA84B3BFCDC273A1C35F0BB291C443CD6ECAB3A7095EDBCAA8FE1BC017F3BBCDC3D4DBCD7872A3CCB2699BB90E256BC30FDA43B47F51CBA6CEBF33C6928BEBAFD6DC6BCFDDD9E3BA21EA33C10308A3CBAC49FBC0DFF1EBC733DE13A8E5C8A3CDD7D973B90D87A3CE4B9D43CBB86913CC9B074BCDD76433CCF456BBD4AEEB03BED1C893C532842BB4722173B2DF6B2BBED5B9D3CC9FD19BD3EFF30BB9BA213BDEB60AB3CE2D605BD5CF9B5BBD32DF1BA0B60833C2576DEBB960583BC0F91A23C5B728E3A9B07763CF6CB14BC40FABBBC908133B958CFE03C2735F2BC8B025C3C9033FCBC8E3C723C052E40BC4AE0E53B61EEE73B90858C3C72653F3CA5AA0DBD00D0183CD42E373CFFC6033D6FFA0ABD17BA343B625E34BC058F35BAA860063D5BFFE13CB5C6633CEA1C653C1EFDBB3C6152BABCE1D1A53C61B8B1BC1C9D28BCDC1D633CD74FEE3C9EDB5C3C25DDB9BC62E4B3BCC0A2E83C72D30DBC1D0448BCF93D8BBCE20AAC3CBC4E53BCB36AD33C107D2D3C1B1E563C189FCEBBC6669FBCB0EA673CB47739BC5DD20EBDE77CB9BC6C4D203C06CDE13C3C8E003CFE43243DCDEC8C3CBCC62EBC46D22CBB6FE6DEBCABCE263C55FBBCBC5E84EC3B014B11BBD43583BCA40EC93B346A7BBC20C7B0BC99486BBCC6DBDCBBB317F6BB17EC223BE6A2C7BC26F5E13C0127853C32271FBDF5820FBC0E695EBCE92AABBC2BE0093C7376043CBC4D573C87BCE03B6EC0CCBAEF65993C380C743C7F221A3C78A81EBA5D8DA13C2BD420BDF44F86BC9E9CA4BCD7C3243DF500013C192417BC0E13493B67B2AA3A577F9E3CAEDCD23CCB1F02BDBE96613C77F3113DFC4510BC988E8ABC3912143D97B9B23C9408553C178C943B4DCC8FBCA4860F3D153767BC8024AE3C0E883F3C24A3BBBB2124513C7DF3E0BB0D1C9BBBE9B3B7BA4EDF11BDD2DF4E3CAECC813A6BC9F33C19B8BA3CDB041A3D2CB74D3D40D5C03C79841BBDA2E325BC5648823C59A525BD1BF6A03BB3FF87BA625299BC0B14CE3B44FCAA3BE76204BB56EB23BC3F12103C7C7A0D3D7765E6BB0A3122BCE07D293C31E9103DB453C53B441B93BBDE9E4D3C537F573C5E7CCEBC954ED33B302A65BD6006C23BEEDC333C5310D63B6E81E13CC9578E3C73F8A93CF07CA8BBD71EA43C9E4FDD3C06ED8FBCD995D63CE080DE3C096BAC3A4D76C83C787D9EBCA9318E3BEF0C4FBA1E7198BA6B930A3CB8809A3CB9BAC5BAB8E1E53BB55CD43CA61AA9BC597E333D72B7143CD4C6C43CFE94F2BBCF7E0F3C5DC4E93CC542FB3BD30986BC86E9EFBBCD6C083C9341FCBCEC284EBDD09D6BBD3D75DD3CE3D6063C32D9273D6426C8BBAFD1823B4290583BEA0CC63B76FA8A3CE1F002BC911C10BB8F7B53BC8219BB3C95CCFABB628B383CAD4815BCE4FD1C3C65902D3C9EDCCB3C02942B3C84AE553BBA701CBCCA1D27BC6056B33C0B9989BB3E2747BC733A5D3B939C52BCF27FBFBBEF5BAEBB9EA0E9BCD98C72BC979228BCA79405BC195E683CEBB79EBBF04E3FBDB4C426BCE75228BD37A01D3C50CA12BD6FAE5E3C45B33BBC500C0FBC7DFDBDBB27E5063DBD329D3CD6F5243D069AA33BA4D71EBCDC1EB83B3068433C79FDA2BC57853DBDDC09FEBAAD72AD3C4BC2B5BCAB05063BD846753CFBE61CBC3CE0CC3C15E4F1BAC424143DBCED57BB5BD9643B4A0E9EBA218C74BC8FD908BCE6BD143BD4A4D6BC06A406BCF26B973C338B593AA26ABCBC665386BCE2E162B9F273F53B21C6EABC007601BC782045BBEA15CBBC7447FE3C3E63A93BBD3DA1BB46B208BDF843353CAA9A5D3C6A54AC3C2A17A6BC989DBDBC92AACB3C9EF0A9BB438A0DBDE58BE63B605EC4BCF860B83CB27F2F3D8FEA913C45203B3CDC2B72BCD8ADE53B611FFEBCF9C85DBC1F0416BD3BBF85BCFD4D143D445A2E3CF3A65BBCEBBEDC3CB5C3BA3BB3D58B3AB0035ABC20CE1D3D3B39AB3CEA5D083B46BFD33C80D49F3C2E65FA3C6A9C6CBB599F1A3D86EC29BC1BC7A8BCE001783A5B0051BCFB7C1CBC5EF177BCBCF4E0BB01AFB23BC6439A3A2D923D3B99BCBBBC0283B83C7DC94E3CB7F8403CA29209BD4E82C73CABBBA73C98A1BE3CE06B1DBCD3BD98BCE97B8F3C8ABD8FBB333F92BCC90220BC9EDD9E3C87EC28BB4DC32BBDB009DD3C54ED903C3096093DA24255BCA063CD3BCB0E103D1EECA2BCB06F7B3C9E33B8B93B671EBC3F688F3C85B7823C306716BCF284A13C2D30003CD94ACBBCEF7D4D3CB3CBDABB412F5F3C429E253C42DF6CBC2C02FB3BE78973BB6F8E5BBDC7047CBDEB2D593CF8DC82BC431B7C3C019517BC941506BDA08E5D3CB25E81BBE7AE3BBDC5AE9F3CA9750C3C6CF34E3B293D513C45A82BBB790A453C9D7E1F3CB423AF3CEDA200BC3FD31B39A6BDF1BBE4C05FBC4D25B6BB7E4E97BC8606613B133331BD0F6A8F3C2049DABB9B3AC8BB6ACA59BBF83D31BCA0330DBD9212573D540503BD246EDCBB20E9053D6B1FBA3C9BE6003D18FB26BA4962F4BB8AE9663CF2FCCE3C8469D8BB1BD6DF3A849BA33B39CF13B9186CB03B7D73603CB929053C26BF0E3C1763F1BC240D663CE335183DC60090BCFB02BD3C1DEAD7BB168F913BC6BC04BC90FD87BA6937003B7425E8BC909EEABB92AB08BCAAC3A93ACF309CBAE163073D9D0C00BC29484E3AEFE9DEBC4E4C11BBBF3C0D3CE20FB13B205658BCC67A26BCFCD39BBC57F5E03C50679EBB22001B3DF80F1F3DC29AED3BC96AF73C101FBC3CE458BB3C723B83BCB66FABBC495D83BC970AF3BCE6BF193D2E1A9C3C5521893BA2828A3CC04B13BCFC822E3CF029933CC439093BC7380D3C4FAE523B420EB6BBB20779BC6A0FEDBB418E4F3B723701BD929B1D3D528E12BC303256BC808BBBBBE450353BBB116F3C723A01BD0CC88CBCC55A3E3CF74927BCEC9C65BB22B0713CBE003CBC77D3533CC2461C3CF0B8943B52B1A23C5E7C173C6A42363D24AF3EBBC9942EBC6F8C36BCF73617BC896A83BC09CC9DBC1043CA3B998E6CBC7073323D6B6464BC9531D8BC9D69EFBC620EE5BB04AF53BBB65C8B3B772F8B3CC796313DBB5915BDF0FA5F3B664C343D53D5DC3C0D48923C9592893CE10CC8BAEBF5FCBB09B99BBCF228ACBBFCDD17BB870C60BC969C803C98A9F13B13447FBC58420C3D040F423B609023BC75C0E6BC5937C43C191798BBC04EB83C4103CABCF42DA9BCF0743DBC26302E3C4C6585BC3C05BEBCCB577ABBF8DD4ABC521086BCFCCC0ABCDD5B7FBC5B76DBBAA406ABBCC1DC033D37C4493B324EDA3BAFAB2DBCEB1ED33BE54058BCE11178BC5512FFBB1B59253CCA49B4BA5703393C9F17883CD465F6BC08C3903C9D42FFBA1D0306BC3237F43CAA37F5BBBEF7253CF8BDA03C476D11BB8B880C3C38D3DCBB867185393E6047BCE659453CF7434F3CFCDF2F3C86908B3C0A63653BFE743BBCCA2AF439D9696EBB7BC9FCBCDBD3F7BA1D1B073D7C194F3C4362123D673BA3BCF5CE7F3BD405BEBBE67BB9BCF34ECD3C20D480BCA4DFCB3B44FBCFBC65A76CBC522612BDC22E39BC5063CBB884D7963BB578753C4673C5BC9CB7EEBA1B27A7BC0BA3B3BB30B7E83C599C113CB21CC9BC77C3853C41B763BC4A96B43A5C6CB53CED1E913C70ECA6BC9C1C033CDF2E1ABC14F6E63CB871863C5B5B64BBE309843C613186BC26E4263B09285E3C2B8A84BB007ECC3BE08D053DB315AABB25DEC23B6AE33C3C5B2390BA025B843CBB6F6A3BB99A0B3CCB6359BC4B63A2BBDB9918BCA1B1D53BDD6B763B98BE943C69BF56BC3054BEBB52236DBCBC9CCFBCCA36513982A8BF3CBD06193C861995BBFD2A11BCEA1841BD690437BD340B81BC704E38BDD6E3303DBCC5BC3BAC7D7B398F61CEBA2C6CE93C300D6ABC677C5DBBEAFB80BBAAA896BBC98A8DBC6B8176BB4B0866BB521F5DBC703BB43C3F300EBBCD9900BC49360E3D5FBD9A39DCCCF53CD072FE3B2B8ABABCA38FFD3CD63B9A3C3883333B37452C3D4B75AF3BF98961BC59BD343D92FB40BCB035D3BB89DCEDBCBC8BDFBCA46A023DBE73FF3BAE3CB23CF059D33CA466BABB8939EB3A8FFFC9BC4982B03C82AD5A3C2947C23BA55E0EBDC7D41C3CBD4312BDBE256B3CD42DCE3B87807ABCECB56FBBEFF058BC4B01073C86D2E63CB39A1DBB0FD089BCBE6AA2BC789D3CBDC5FC9ABC2EBB6EBC3AF10C3CDEDC27BD0483D4BB1445ED3C444B2BBDB5A948BC6926A1BC295E6E3CB32602BDDCE077BB458D153DE039A13CDCDD003B4CF07E3C0996653B4DE5A7BCA758533BE2421D3D1603193CD07FA83B19C6AA3C105599BB7EBFD9BC3D767C3A1A0B0FBB460381BC8E25AE3C49CF573B1DC3923C350D143D1F05013C45C5D63CA654F03A1C4A863C476C8CBC95F8A1BB9F6A9EBCFDE10A3D90AF26BCF0E41DBC0C6819BC6B2EFDBA79FC3FBCD27E2B3DDC5BB4BB9B637F3B53D5A83C26FA5EBB074042BD82A3E3BBA009A83CBC045CBC21155CBC104FD8BC67CC1A3D93477DBCFC78F23CA4C0B33C0454B0BBFB17A13BEF3AFDBCDB051E3CF21CC1BA62DAD9BC4CF9693C56B023BC1E63AC3C73ED3EBC810109BC8A8D973CE7099DBC5D0DBB3C7263003C13B5E2BCA09DE0BBE1BB8D3A0DD515BCD878C53CF82887BCF7E44CBDA5F465BCD4BFDC3C14DD533C05B7C43C962B17BCBCC4A1BCF7957B3BDC1723BDC9B2503CE15A0DBD590AD5BBB465843CEBE405BC844788BCF00205BDD7FB8BBC39000BBCE73DC73C5E9338BA4B21053CF2CD2A3D1232913C6B4424BCCEAE02BBE281693CEC538A3C99C727BC0B2840BDAFECB43B2F2C8F3C2938BFB9DF351CBB461CB03C45F4CEBCC6528BBCEFFDEABC618A6CBCDB407C3B176F85BA9B0EADBBBB472B3C29AC7FBB14FE7F3B37F8153C63BCFE3B25C275BCCC99F2BB54B43FBC29C8753CF5D2413C62E5E33BEB3B0FBC2C5165BC8C9DE73C20C6893C4F342BBA6F44D0BCA8D79C3CE8C30A3C4F94CD3CEB4791BC18731BBCF045C23CADFA05BB17991F38579F03BD3D7F863B3761443CF378B83BFCD47CBC7BDE423CE3F207BC13F2C3BB05A9C1BAE6E8933C6A82213CD77AFBBBD77F953C9B7500BD4FBA143CB5DE13BBE855A1BC3DA992BC9091B03CBE3BA23CF65AAABCC088EB3CC37D06BCE29479BBCAA5D9BC18D1DA3AA68516BC58D155BC7560C1BBD061043BA21155BCB709A3BCB8CD663C883F1D3D4E8CDCB9A95E713A6E6DDEBB737ECCBC5F7B1B3A06F1363A82148C3C9DC2B8BCB4A5693CBE20D0BC9777A53CAF6E7E3D1BC5BABAA2E2B63B352F393D8D880FBC75E9B2BCADE79D3C93CC193D9E06353D2595A83CCF63073D3DC8CF3CE1B2D2BCDD7E7A3C37B3033D098042BD56F4A13B8480953B7CB96C3C57C3D13A93B0C2BCF7C475BCA5A2C6BCC2DD2E3D19370B3D9582763CB804FBBBBE45C3BBA26940BBBC554A3D395BA4BA248685BC93AEF93BC3A3103C9228C5383040313C3795D7BC43C79CBC50F5213D2034403C97AD42BC2FB4183CA745C0BC9C8812BAAE60403C9755EBBCBE4F99BC8D35273BACAC153D1765DF3C01D6DE3CBCEFB23BA46B55BCB777EA3B5455AFBB62011DBCAD6B3ABCC74C8B3C32CD89BCF26D84BCA9BE72BC2CA58B3B94F1E13C3EBFEA3B376F0FBD802ACA3C5F2E003CDB16133CBDAFA0BC70A40C3CFE201ABB0C38EC3B664EC0B95304183CDC842D3C948E283C44500A3D8D9B82BB66A9E33B31F68E3B26033639A4991FBD372A04BC6258443D40498B3C4601743C1C856FBAFB08253BB131A3BB73EB053B50D683BCE55F4BBBFD9DA83ABBCA76BCF9FBDEBB4AA5AA3C147421BCFD360D3D975FFCBB6AB1623CA07D103B572C223C709BD2BCA5FBB73B07A1FABCCB6E9ABCB927B1BCC736313C9B5EE1BC7CFF11BD5712FABC3EACD23C7497253C1669983C6DAA913B37F52F3CFFE4A1B72AA9AEBB4ADA083C7E9E1ABC5D7404BDD9FEE63C4894833C0DA41B3C20D4C8BB56B726BC4B3B79BC972A7BBCE3058EBC82FAAABB47D7C0BB2FC614BDE7CF113DD9E9A4BC8FD980BC6A0E02BD70E6DD3CD0EBEA3BE2BC893C498308BC677E90BCAFD4E5BC46734B3BA25338BDCF6C703D14B084BAA62F38BC503FD93BCFB0683C8BB8AD3CB73E623CB2566C3C0F82B3381BACAA3B059C863CC6F10BBD77E51B3B6016E6BC067A8F3B4E68963CD30639BC8613453C699B013CB99E37BC7D407ABBC971D0BC9A95873C73C03CBC72B54C3D997B82BBAE1F053AAA042DBB98772E3DFD6E613C27D4333D93D648BBF58B343C729EB13C33BF603B9E3F75BD378DB13C7CDBFFBC7DF4663CE77E3C3C6E78A63C6F0C13BCF9D442BD8A9BF43BE28BA3BBBDF41D3C73319BBCEF0BB6BC4A339DBBB81F883B302000BDDB67D7BA829B883C18FD7F3C4FCA5DBCA35B69BBC1B06F3CF6C694BC2746BB3C55B5D8BAD6400BBC9C6129BD5D2F8F3C02AD313D321F9FBCEE50A83C5F31913AFAA7863CC71349BC5010003D07065FBC1CE18B3CB738BCB9D2D812BCB5E943BC41B6EA3B4A6ED93C0FFEFF3B01C4413C92CB27BB93FB7ABB62E06C3B3F0D113D65B83E3C17EBFD3B826FFFBC7E176F3CA9416A3B845CDF3C9BDF413C6681093BA40BB0BBB9501C3D905C733B4449C1BC2B78663C904392BCF645073D07FD19BB971BEABB0ECF703C253D9C3CD575C4BCF11718BC50A552BC581F9E3C65F2F03CF996BCBB2CFAD2BCFE6BD23C81E0A63A733D773C6D732FBB33CB7EBBDE43163D1341B53C8F69F1BC5CC2BF3CC9D2AE3C70D6A73C95CAA13C14B8ECBB7209973CC21DB9BBC2265D3C5A4E96BB905AC9BC8F49ABBA58C82DBCE9B217BD2780BFBCCDF101BD864492BB0E2EF5BC373F8E3CED8C29BC6EB29C3B2541FABB2683E9B9CDA3C0BC54B142BD9DCD013DF08F9F3CED56BC3CB48321BC7FA30D3C19BF8EBC7CBB283B2B17C03B3FDA00BD7E9F493BC3B810BBFD13123D76E02B3C57C496BC0D79CABC87540EBCF8B9D63B02187E3C69D395BADB01773C495CE1BBC08CB2BB38153C3CF04FCB3C54EEF63B51379B3C27E3A83C18A4CBBA0A820C3B27039D3C6782CA3C8C4CFD3CF78C14BBDDE30DBD1CB2D73C293AAA3CFF6D8DBC80A8E2BAD62D01BD0E3231BC4A0D6E3C602FF43A2D3736BC1B3ADE3C000E6CBB4410AFBC4706C4BCC064E83C993593BC72434BBBAD3E97BC824698BCE35577BCC107053CE521F9B9EED8D33C8582FABC7E8D2ABA5D1711BCB7F6243CE11C5ABBA979B0BC15F9F8BC3588D23A8792C3BC148BD73B5E13C8BCF7FE683C19B426BCFCE291BBC6D98FBC473B87BA2B6E34BA4798043C9CCAE53B6F22CBBCC5ECA7BC816AC3BBFC0CE9BBBEF9C3BCF74279BDA2D09EBB32DCC2BA4092C8BA93A97FBCA428363BDE92DD3C01D7EABB4D7E953CE0BD053CB50034BCA695EA3B45305B3B679A8A3B5B548D3C9526CAB8EB80173C8CED92BCF2BE1D3D001C62BC6FF60CBB1C5AD73BD8D2C83C8E7833BCDE7B4ABB3A330E3B8471C63B1102893C108F65BC928308BDA320F6BC5DEB9F3CCAEF583C4FBEF8BC208876BC970C8D3DD1D81A3D35CABF3C4BE6CF3B9734C3BC094A94BC0E0C903CE2F6D43CD295983C1FAC853D0FC960BD5DF8AC3C557B513CFDCE86BB654B2ABC9372853CC25E3CBC759A41BA690010BC5D7B653CACC99CBCB20F11BD262738BB29800DBBABFCD7BBC795E93B127DEABB8DC482BC2FC9093C7E7518BBE1823EBBDED2D2BCCAB9FBBB922BAF3CABB4103D4EF4D5BBF8CE63BBA430BBBC740821BD8BAEC6BB80DDDEBC51FA22BD44F617BBF0CF223CC767AD3C0965423CDD69F0BBC79FDC3B271800BDCD00483ACE23483DFDA2BFBC07979ABBCEE2C43B0743CF3A163A8DBC",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x04000000E1CBFCBB1217143C2EE19A3C34A70CBDF467B5BBDF868CBB4A4D7DBC532AB93A4680A2BC2D0643BB92F3C5BC20EA89B975013A3CAA97D9BBFFDF033DE94A923B01413C3B60EC5ABCD298E6BCF0751D3D85F1BBBCA15758BBD7AD9FBC75E9B3BCA16D7CBCB694273CA028253C80C4A93CF83A38BCF64C31BC6A13A4BCB2130CBD04E5C5BC578F9DBB945C8A3C8412CD3BC6BA8FBC89376C3B5E70E63BC96C78BBB3CC6D3CB8F2B73C25B6E43BE32A6B3CAF62283C13760D3D40D330BC08CA113B0F973E3CAD93913C383151BAD255E43CA62F7B3C5DDA403D8DCF25BCEAAC09BC64D4823C57A6043DCE53D03B495E0DBCC25568BCB01FF7BB00E7BF3C83C672BC5C8D8CBB6B6B81BC1050413D6D4F1C3CC6E8993970CDBA3CA5B0D43C8F8405BD6B5931BC24C729BCD7C878B95E20C6BBFCB6123B7DC9C73B60DE073C8539DABCFB7F923C1E8954BCEE42EFBBAC884DBC5B1EADBCFB2EAD3C5389F63C154181BB40AEB53C73ED653CBBBF1FBD6F7AC4BCD78B783C97FB19BB4961A0BC906CF03C1360DE3BCBD18B3CF616A2BC893028BCF9A0AABAC5CE2C3CF4A6CE3C0F7D9BBCD3012ABD3B7B16BDC7E307BD94C276BC4639063D5B83173C4510BF3C332B613C9B58613B510C973B483F84BC61D64E3B89E0353DBBCAC93C411F43BC891CCABA89A607BC5D9D943C225782BC7D6552BBFDEDF1BCC972843BBA780C3DF4AB003C20ABC93CC0E3363B44BD1E3D7994E0BB612F37BC1314B7BC961315BB4E0C903B4540983C4E0D683C6AE0F33A61260CBCFCB4A83C854A3F3C9B7244BCA4AFB4BCC604F0BB819F2E3C09241F3CFB7A9BBC0E9139BDF53969BCAA1A46BBFC1AA63C774A023DE00DCE3CC14E533D4C14013CB35D40BC3217E73AC2303F3B47DC57BC50E709BD691D213CB905813B86DC85BC854E4D3C6BB4803B9047133D866BB7BB92921ABC9DF7363CDB972FBC0EC097BCAB13EFBC16972B3D6BAAE63BDE5120BD3B94923CA5B43C3C77F85EBD9C26663C4B1395BC47DE863CBE9D553B1D66B73CE191E1BB463A053C50A576BC02BFDFBCC9F122BD74FA263D19A81B3C9BEE323D073AAA3CE6B1193BA92A72BC61AF27BC191A6F3C4D0ABEBC81A2C23AA078893AB326D2BC6CD51F3CD524B53C57622D3C655C74BBC47C29BDD63B21BCC734C83CDB868FBA2465143D371010BD18701EBD6121933C2480D53CA729ECBC21B66CBCD2419D3AC58012BAA4929CBBAC0C84BB9BDDD33C68D980BC9EF0CD3B5091EEBBD784A5BB666F1F3DAD0B3A3D41F818BD0D7148BC766B313C0DB635BC7FE6943C3DC5BBBC42188B3B6E80ED3C4F0A1C3D6A087B3B157F82BC0D2247BC5957D8BCAD2F15BC8916D7BCAE17A2BC89ECF73CEA4B583CF4F3C7BB79E083BC937A69BC2D2C803BC81317BD854E2DBD17D38BBC7CD2ACBC7E1061BD7FD484BC24C183BC8032D7BC719291BC3B58533CE1D2B03BF211743C4985F0BC22492BBBF18F84BC5DEEF4BC177FC23ADC2910BDD78D663C1B16EA3B6B2002BCD3ED51BC0A6273BBD6CE05BCDE8A953BD710E6BC65ED97BC2148DA3C14D9C03B1D69A4BC5870173C8B6E07BC6BEC3C3CB4D13F3C604E983CF088BC3CE99160BC951910BD616CAB3C29E06FBC36C913BC3DADF53A6C49D6BC72056E3CF82EDB3CF95D9CBC267B343CCFEBC63CFF7F8DBC7B30123B6B41F0BB473A733C984BC83C1E90453C2D100CBC753B803CA60E613C4784A63B06EE0DBCB399763C4B0E9E3AF0BA223CE626763BED82343BFD92533B8B0C833C24A100BC45767EBCBEBBF63B396FF1BCC01B0F3BB83229BC394ED03C32232FBC7E56473C44EAA9BC8CE68EBC240906BDC9EAB33C5E12E13AFAB6803C3D30963C83091F3CD7DA693CD2B0843CC174D33CE94FA93C9B94EABC7CF5D5BCBBA5A8BC20833FBCEFAA853C54F6773CC63CDD3B3592CE3C22013FBC5B3885BC9C9ED7BB093C4F3C985DB93C19F504BD42B1F2BCA92B913BCE14C6BCF234393C39B1D7BC7CF3EE3B13982EBC3BF63EBC5213953CEF582FBCB47F113C602E66BB205B2E3D14BFAE3C0E0522BCE4E802BC2278EE3C121E83BCCBCC17BC502F4DBCB3B5273C6246843C4040823C03BC7FBC372E023B1DE389BC3A2108BC2F8944BB736F1C3A288D1B3C3C4F90BCDCCFB9BB661257BC42D0B23AA414143BCBCA87BBC3B5863C39285BBC606E513B33FE77BA8B8DDDBC2BCDA53CD4C4393B894C12BBEFF0033D542D703CE9D6863C3044DE3A2693B03C5434833C39C53EBC47C6A4BBD936D73BE0C2E93BC40821BD4FE0183D54CF9A3B62339F3CCFCFF1BAC07FC03A079C13BDDB133CBCEDEE093C37CA91BB5445563C079402BDB97A0C3D4AC5E63CD334ABBC5033343DF28635BC0CFDF33A8E3F2DBCE5333EBB3B2996BAEFBA113DDDB302BCC1E1E43C4AB72BBD2DD0423CBB285F3DEBF9123CE47907BCB9FB9EBC81F839BC4E931FBC6060BA3AA2D76F3C930B0A3D662ABFBCD8E0D53A73EDA6BBEBBE6BBC152C9ABA98EA743C56D3203CF364523D445BA7BCF588FCBB8968503CA2E402BDAE88D53CFE21D0BC6C7FEBBCE1EB4C3B4F7EE6BB07FEAABC62FA23BB704977BC0C32DB3CDCF2213C172D023D1E7D4F3C1C99503C6481923CE0D1D4BCE47C0CBC618FF03C2202183B9EDED5BC0656833C0610AFBCDC7AD23B1BF0433B1E819EBCD26D313D78B363BCB8D26E3AF377203D4F680FBC3CB57B3B50B95B3D638AF43BE2EB23BB8246C4BC25F5CA3C83C19B3C982F5B3BE7F1743C74CE4ABD0E8E86BA5DE3403C3DFAA9BA4EF2EF3B64CD06BC7F44943C4F0C693C5DDF033BA79AC33CC06FF0BC3706053C603B333CDD2AE43C0C74CDBB0DC0A93B529C72BC2AF273BCDECFBA3B4BF4FBB98DBE82BCB2E3A03CCE7FCF3C4F13103DEDD68F3C7787F7BC5E64C3BBFEA6D8BC8975E63CD3D0E33B14BA3F3966190F3D3E48BEBB7F9311BD10E513BC9DEA173DD3B3953BF91298BB46D5AC3BA9BF963C376050BAA0BD2B3DAA30E43C7086B4BCB70930BD9C5BA93CDE52A2BB1DEE2DBC8E48B53C8B75863C9D4858BC15BA6B3B013F7F3C6E4A233D216EAF3CAEF103BB4E3BD83BEF8ABC3B09DDBDBB8C6897BB2C8E03BA6BD61FBC7961D03BB969713CFE0BBBBC9E66B8BB694105BD0B14DD3CD428B13CE616EABBBDE47C39819E04BD7609153DD4F1E23C87A5ABBCE02EDABBD3DDBDBB3B26D73CC8D2073C83E7763CB4C996BC8478633C794546BD27E8C0BBBDD58EBCB718203C44458FBC15094A3CFE2EEEBBADDC983B1D636F3C64FED23C4B6CDDBC4F31B8BCB71E86BC42292BBDF954AFBB6DE7403C77DEDB3CB97B943CDB45AFBC27A855BC2569F03BBDA9893CCC2AEFBC5E3BD33CD2740D3C9C5CC93B5D4AD93C616BA5BC72C0FFBC2246F3BC8F2F3C3C94E9783C2E87BAB96947E43CD302ABB900DF5A3CE676233DC10BC13C8408893C43466EBB3D9B19BDDEC1F23C396F28BDD880A73C9321993C74E7293C8209BA3CDDF83D3CF9B9A3BCDFAC11BAC24B92BB778DD3BB692E743CC0CAB23C444FC23A6175FD3B8DFFA6BCCE0676BA4B0725BB546A913CDF5905BC04C2053CFBD2DCBCEE3342BCDB96BD3C077FCFBC9365A23CDD64B73A4A0B0CBDD9CFDA3B51B6A1BC90AB2DBCF25AB4BC2B249B3C7891A8BBD9AFB2BCD2DB87BBF7EC463CA50C133DA98C08BDF46A90BA0F9315BB128E6C3CF2BAC6BB5705D43CFBCE67BCB79725BBF43E83BA867CDDBCA5FECBBC27276BBC1BD8A5BC332AE23CCF4C323B9DD4C33A28358A3C0D68943C5CD8DD3C78EF6BBC2436BA3CDC44183C24418C3C9CD20EBC5CA07EBCB5CB85BC3E9FD1BC5D3D873AE48DC83C6149B6BA144B073D6CEE4E3D2DB32FBD109E9BBC773EA4BCA17109BCACDF12BD81B5223B8EA9603BD8BB203DC25F203BD7A4ED3B6EF8253C4D3225BCA00642BBA02007BD93EDA53A10B9DABC85B0863BE014CF3C062E2BBB2A8CBE3B3CA2DE3B575EFE3CC69713BC98EDD73CDCE08BBC34C10CBDAE6BAB3CB7E06DBCD4291BBC8EEA4F3CA6BDC93A0606F63B8771D0BB8CAB07BB8BDF0C3D4B571C3C6603363DF2E7AA3CCF238ABCC50C33BC0080F2BB43DD973BB79549BC2398023C3357E43C490B553C621D1EBBF278A63C4B9D1B3BD8D23EBC913E0A3C890509B99E3ADC3B56F8183C6BFCA73C7B5450BBD3FF2BBCB553F5BA72A2A5BCA34A17BD768A8A3C801035BCF3C658BC2ED5A73C97A604BBC1A0AC3BF2E8EF3B80D1C73CCBE7A43CBDBBEE3BDCAF09BDDB6921BCB6238C3C8BE7AE3B9337D93B3E9732BCCE1451BC7CFA443CC2A8943B241D2FBC2F94943C826242BDEA8D2E3C803B10BC8AF6373B01E7DB3CEBB1113D05798A3B0E4D56BC07C993BB7DC2FDB95881D63C1098DABB80FD3D3D53964DBCD990F53C39A3463D04E0DBBA067E20BDFB0D32BC70935FBC372E0CBC07F5A63B078F7F3CA7D4133CC0E4D2BB6F92B13C6CBA603C819FC7BBCA09BE3C3258B9BCEFD023BD49BD283C8027AE3CF799EF3C785DE43C1D55FC3BA3BC0E3B63768D3CED37C73BB48C3EBC790AC23A6F13C93C9DAA9A3C4463E7BCB0C4F9BC0C8899BC25B85FBDD674913C2A37BBBC405779BCD39335BCA034E33B9EB6BFBC1447BB3CCD57853C84A887BC76811B3C1AD683BC18BFD03B7C419DBCF6A11FBBAF63053CB293D0BB3EB1F43BB60A22BDF2970F3D34A6A43BDBFA2D3D373F353CC3DB9BBC3FC58FBCF5E60E3C7C77D9BB5705D5BC95A4D73B4D2A3DBCFD5925BBF798813C42E2243C7C1373BD924A823A35385EBC2F5903BC51D98BBC94E581BB0E8FB5BCCCE0DFBA8C16EE3C9957863B455F83BB0FC747BC8A76BD3A672D1DBDBBE2D33B17575FBC207B953C05CC623C0BBF803C3CDF253DEBD41D3C7CF2DBBC5325A6BBFBA2EDB92537C23CCFBBB7BCD7A24F3C76AD113C2992DFBB79D613BC98196D3CFE1CB93C6679343CF46BAFBBAFAEBE3C9489B23C996EC0BAAB5F88BCAB5B103B0DCC213CCE1C78BBF61598BC85D4B83BF43C853B77C46A3C81D8493AA7A507BDBD8D19BDE0C830BA99D4ACB932FA433DAC1214BB5593E73C137D7BBB65974D3CAA1C6CBBAE10513B6B96C33C4A57B03BA12327BD587FE4BCB5B20F3D7EE3CE3BCB4E733C1C62503C3A4589BDC0D7933942BDC9BC46C818BCD4C2BCBC6AD5FCBB0E82B9BC41303C3C04CE9A3C999A1EBC54979B3D8DFDCB3CA120A5BC197C6C3C18D90F3D894697BCE06874BC2FDEA5BBE2F55EBCE602613CF79F143D7C53A7BC7DA3E9BCAD1E00BC93E3C53A0620403DC014B8BC92DA90BB4FEF4B3B19EF943C5DB60EB99C40E43CD051A4BC9EE0D7BCA2449FBC6725BB3CCD2F0BBCCB85A93B5E43353D585A0DBC2F1EB23BA417C2BC33474ABC277114BDF4ABFABC52AD3A3B08C605BD934088BCCEA52239D2EA643B7063EA3B50AA0DBCEA66A43CCE97B03B3249253CD0F8B33B64148A3A52098C3D9F6C0BBB2AFF983CC158CCB6C5270D3CB45E06BD40E36E3DB7F53FBB04312C3AF7338DBBF6F4913BF82DD8BC877F1A3D401AEB3C188FF43BA5A8C9BCF6B58FBCE290B5BB1B88D8BB01A1F43CAFCF5EBC723312BD87A9C53B98AD973C40B27C3C17BCEBBB82D4D73C742A823C178A5DBCA5AF293DB564A13B1C4EE9BCA7215CBDB3A53CBC04FD21B97D55C93B9D0FD7BB20BD683B38F84FBC4387F33C613FADBC87FE903C24540A3C9B8DDD3BF499973C9D93C73C9310E93CF8B91CBC803A7A3C44760BBD13A7DDBBFD072ABC66620EBDA536B43B4D9A943C0FCBFA3B333AA63A4D23043CEF7783BC4B20923C743073BCA5E5CC3B2190283C460700BD2DEF13BCC2CC45BC90CF1EBD139585BCDB19003D5EC23BBC9DFCF4BC8007BE3CBDBCF7BACDAD823B52C4683B8A92E23CE519A93CF4200ABC24865ABC92F76C3CD9379E3BD620A33CE52E3A3B622985BA2DD8AABC56B6843C3930733A3B2090BC0D49BCBC7851D3BAED2180BCF75F813B8926ACBA6AB6ABBB78C63E3CAE02993C8D2BA4BC0F28B93B70634A3CB419833C5795C0BA9D0AD8BCDFE381BCFEF4B03C8F1FCE3C9DADBE3BF0AA4EBC29C47FBB37B9D93BFB91233D6DFB093DE275AF3C40FF6DBC62F72B3D3E85B2BC01F615BD5ED373BC1C3F34BD7235BDBCA0AF7D3CA722DC3B4DF692BA9969313D1BF80ABD2464013DAFC0F83C186C843CB04C63BC3E735DBB14D1ABBC19174ABBBB12733C487B12BDB509113CC92101BB42252FBCDC50423B9D6FF13C05BFDA3BED473BBBC7DBF0BA82AFCBBB7B5BE3BB38C5D83C75AFC53C8ADC27BC10A0043CA23E16BD8CFA843CDBF069BBCEAD4C3B0AD5003D9EDEBD3C9570C23A3DDCF7BCC1E85FBCA64CB03C50F398BB662E35BBEAD0643C67AC3E3CB864F23C32ED25BC8EE1403C0BF847BDDD44AC3B13565FBB62FF6FBAD417CF3B022BEC3B595C813BC7D8AABCC8C48BBC7834B9BC0F32B23C8048AD3C5625AC3A0BB317BC47C3E6BCFD09ED3CD39DEA3C62BDC1BC9B0CADBB00B518BD7929C5BCD51C88BB42ECA3BC9D111DBCD6C006BCB3C7113D5CA854BC89F20A3C9400F5BC98FF12BD068F1D3C4138633CF34163BDA7B185BBA36CEC3CDE03B1BC8DC6983C2F77423806E831BC7E9791BCE53723BB3960FCBC05F08B3C25F6803C999D2E3D62F80CBDC99690BC0DE7B5BC39BE5ABC948EBABCC5E910BD95B7FABB6BA507BC22B74CBC20C9043DDD9A003C57C98E3C106DDE3C07C0DBBC0E75A03BDE70E5BA56FE9FBBC0C5853C6AEB313CE05FC93BC426C0BC7F5A86BC73E2043C2430D23BB8B1BABCB850F0BCDDBD9B3C44BDC2BB94CD0B3CC60D80BD1C0BA03CA0DECD3C14B3873CF8C3DDBC55FE21BC14E50DBC857FC8BC14040EBD3BB0643B823D8D3C62DBCA3BF2708EBBDCE7C5BC0FB3D3BC53C439BC9C2582BD79EBA63C847F0ABCD9749C3CC2FBA9BB35BCD3BBB9D6B93BD93CA53CA19A4A3C26A05C3C0F15B53C4780C63CC1CA47BCAB06E1BCF0CF22BC17B68A3C736F533DE2DAFCBB0B3138BCF3035EBCC0F38CB9AB01BF3948ED163C05D069BC4A12EEBA2FF1B23C541092BCCF52DABC207AC13BAF61B83CCE3CA0BC1CDE453C58B90CBD9F7B0FBA1D1C52BD04B9593D307405BC216702BD86D4B63C1EC40C3C780CA43CE21341BD80B5F7BC9D104D3C8427B23CBD8EE9BC3C5212BBAEE49A3B4C1FE1BB4443953CFE30E43C690881BCD2DC8A3A66D363BA18A31CBD95407D3B8F93693C2E4C95BB1908CCBCF1E81E3B21C177BC746228BB849C2B3B9DD69CBC10B3973C3B66253D667681BBE608BA3B8F00133B2745703C34E8EA3C6B895BBBCAA1D1BC3C10E1BCF40A9BBB89EF23BBC17BD6BB375D8A3BB701FA3CB0C81C3D9D94D23CD91687BB6C3967BCED7AC73C4740E13C3DC8C9BC4628AF3B7B3B843CA599A8BA6D4A9D3BD62F923B069D4E3BEFF1CDBC893882BCE148E6BC5D218ABB76E58C3C407621BCADE9343D1C2624BB627520BC67C7C5BC58345A3C8A4D28BDFC6EC23CF0252FBC463886BC32816EBBEFAE3BBBCDC700BDBEBA523C30D3E33B184A62BBD6519F3C80A31A3C9226913CAC088FBCA23B28BD327B10BC24D63FBD8165CF3B17830BBD9D3918BC199964BC8E2C99BC1C3F643BA6A1D0BC0291F03CE1FF59BC390E21BC1D55703CBC81AABC793E913C5BF7F43B82AE79BC0E10033D9976FF3B729B5D3CC72832BC423E27BD295E0D3D4E7F163D3812DDBC6735913B8DC33E3D66F8ECBC0497D43AD0D8D63B45FD7B3CBDD0F3BB327E51BCDEB31E3CDB3CB03C3E66DEBB1CE66BBCA41E1A3DBD5D54BD9911BC3A22DA04BD76A9883C5BC6C9BB4EF947BB3E7FC43A34164B3D3ECBD5BA182D3DBDF4CCE4BB745BB63B57456F3B015725BCC9939EBC79172A3B64141A3CED5A94BCA01DFD3C7317BBBC7528393C5482D0BAC864853CDE7FAF3B49CE433CEC7DF6BB1BB5013C84F3CDBBA3DEF4BA7B8F9F3CF7D9F1B911E291BC045992BC293661BC70D9CABB39A88E3C9219B53CE15DDD3BF0E07C3C437D73BC06E5C7BC57EF09BC19DD9C3CC6B94A3CA2164DBCCEA1183C3440CDBC4B3000BDE07E26397BDDD9BBC566DF3BB0C3563BF7D8113B7DECDEBC617AE9BC191F923CC94CE5BC120EAD3C8F88EF3C61AF16BDAE299BBA9EB4323D643D033DEF2BB0BB4B06193CA4269B3CDD67EC3B2018AABC691433BDCBBFE0BAFBE92B3C7911B1BC09A301BC784B60BDE11E1D3C49A51D3D13E0A63B98BFAEBC724D923C53B1C13C412C32BA346FB73B2669093DD982DCBC023E933A049162BC6EAE24BDF6199B3C5C06153C1C37563C38458EBB337ECD3C62D4043D1817F23BB2E121BD126C5ABCC551A7BC6ACC26BDCB3435BCC5E0FF3C15D361BC276ACD3BCCF520BB42DCD0BC97635E3C4F9F243DC781FEBB97EDC73BC448533C881C87BC9C24DF3C014CB83BE96C14BDFCF075BA213C80BC9232513CE104903C8E265E3CBB76B0BC61EBB4BC58002B3C0A25D03C61AA3E3C6A68B73C82168DBC213707BD0001B83C414C0ABDB6C32F3C3CFF00BDC51A20BCAAD100BC30608D3CA0C842BC396AEABC8D134C3AD70B843AD913F53CCB1B97BC544A3D3BB74D02BD416A29BCEB52FB3AE26679BC6ABCC4BCBF868DBC073E2FBB733E02BD6ED9B0BCB4DB6DBC915B973CE5504F3CA2E112BC6095E4395217B2BB76EE923CF9BC00BC732D36BC90E66739BC46AABC6549A43C492EFC3AF4C4EE3B6418963BEBAA153D0995A0BC7E5435BC4A9EDBBC32773ABBBE06E7BC13E395BCAF766B3C85B7C93CEF5A58BB79F0133D60E9BE3C8438E4BBA901823BC036EABB822062BC2072B73C2DB221BD49DDADBC123DAB3C6C017ABCE3288F3C14D72E3B1386B43C66173C3B2FCDA8BC974C533CA7AD14BCFCE7A8BBFDAA74BCFCDFCF3CB8D765BCC23150BB2481C13C6116D5BCE2D612BD9CCD48BD562590BB4A15A4BC0B41A2BB4E70BEBCFBAF8BBC7E54EEBCEE755BBC8AD9AABCD79A393CC01CA43C3B84033DE2171BBA98C2ABBC541272BC21FBAC3B0972333C979560BC8D0522BBF1A9833C0DA741BCC6C69D3C0FCBA23C5073343CB446A93CEF7628BC10F4E3BBFB554EBCEE4CA63C1754B2BC1C98EF3C88261CBCB2ADDD3B0D2F253CF9A18F3C3EC319BCD5BD8CBC5705533CE663323D46895F3CD9D9883B8573BEBC2917B13B7033C13BEB1DC2BC890D19BC001A133D9653223C8BC8303B60054B3C03C199BA78AA5DBC55CBDFBBDAEE83BC9A481638CF8BD9BB21C7953C21A7853AB2A4E0BCCDD5A8BC10E0CB3BA22241BCB75EABBCB134933C4CAAE2BBB253563CA01184BBDDE463BCD9A905BD67480DBD626B813A0A8BC03CB3629A3CB7A7163B269CDBBC207387BB948BCBBA2253BC3C1C91F23CD61088BA15DA83BC2B84A8BC2FD7F6BB357DCBBB3207BF3CF959153DABA4963C159B313CA8DA903CE6AC0BBCCB75DCBB39EBE8BB131FFBBA4DEDAB3B4B3BD73C59CAA6BCA6C9A9BC67705C3CCB0908BDD4DF993C572E6BBB6014313C5530D5BCA12D0B3C6C32FFBB267ED33C0072C73CC6481D3C44630BBDDDA01FBC594C20BCC56CC73B3721F73C9984493C590D07BD0BF690BA1ECA77BCAB0971BC14817BBC7EA69DBC24AB3F3BFC787D3C7592363CFE4B80BAAE6C4E3CFBEA363C82439CBC758A1DBC1D577FBCB8884D3CA2FE6F3CCD7C4CBCCA3AFDBBF05D543D3362D83BD57CCBBB438509BB469DB73C677A41BB2EE027BC759F0C3D590CDA3B92E09CBCE2408E3C4A6CB13C9CE5E33C966F10BBE0DF1D3CC389F33B66D4BE3BFA4A9A3CA99927BBACD0E43C996DB7BB997CA2BBA593473B19DB6FBC1E4EF8BB1EC2903CD8B31CBCE009AABC9D9267BC30FC223C07362FBD1E811A3C5BF745BDE6DBEE3B32C52D3B2FE0B03B41711E3BEA70B2BB46ADAABCCB8790BC5495D83CC1783EBCAA968EBC7308D53C0C4FE5BCE036863CC9FB44BC077B89BC812A713C77BF66BB4585D13BB8737D3CB8986D3C5CBFDEBB1EEFC3BB9482133D2E77213C26F885BB4F80CF3CFC3D94BC07A1D63A457994BC10E6A2BBAB057939C7C36ABC777094BCF14B973C2025DC3C1CF8AABC800977BC47BEE6BC705FF8BC90993ABC774FE73CAA8EEC3CD395573C59FA893C774110BD8E9156BC2405873C12613DBBF4F224BDDBBF10BD80389F3B444C93BBA06B2BBCCC0A56BB53E10537F42B83BBC18D3EBD180102BC3C72F6BA28C5893CE7549BBC1C649A3C684A973CC0873E3CF978DB3C06DA2F3BC35005BDA928953C77CF703CF2A7353BCE19313D66433CBB598BB3BB1E5C89BBA21236BC9C96A3BC0CD012BCF6F803BB8ED1733C1363F8BC7383A8BC0F6670BC36CB243C342C2B3D4F5479BA4AF1D5BB823432BD7691A2BC1A780B3DA905FC3C60346BBCB4B3463CD8C379BCCB579BB97151043C13058BBCF9A6C53C1D6BB7BC2DDC85BD5DC66FBCF3419A3C3F5A0F3D74B446BB1D34AA39E7286D3D27F706BD6ED0583CCD54B4BB4285D63C3964EABC60A26ABCB23785BCED9DA53C5D0DAA3CC1D53A3CC13172BBDEA59B3B0A05CFBC1081AE3C66F1343B136C34BCFD594C3C98FE3DBB65EBF4B940C6A3BC072223BCF01C22BC7E05AF3C5768423C198287BB492997BA4B42E9BCAC8F213C663BD8BCBEED50BB734391BC6A7644BB399A5EBB3DB3BE3A1042543C82E0963C86197BBC8E07AC3C79D717BCE0AFEBBB04AA29BD80AFBDBBADD7263BEFBC3D3C44C200BB3525133C6416113D471227BD4D228DBC2EFA0C3CCE1CC33C5BF9693C6147023BCB329EBC5576443CF26CF13C09C2913C2B72CA3C12CE193DEFA85DBB2217FB3CF77948BD342418BCAA3C2B3CB9D3183ABD10353BE4B1D3BC511C0ABDF415683CB216D2BB76FC283C38B3FDBC25EA10BD366BA03CB33E6E3C58BAFFBCF9DCDC3C0EC7303CA136CA3A672090BCE4E7C9BC3731CFBC2B1BACBCE094A53C7CDEE73C89F414BCA537BFBCE178453C15AD43BB5236D8BB807D413B10EAB13C758A633C39E8A0BB79D2FDBC6F854BBA2BB9D03C8135673C78C2F2BCD08900BB5909BCBCEDFFBCBB1E702C3CFC183BBD2D43B2BBA2AF07BC20A7CCBC2468A6BCFF3E233D807002BA2ECEC93BC5EAB23C41AF323CF33C283B7EA14ABC6F2F6F3B12018FBCC9F6A1BC0E0F603C8E8092BC7E55C63C70CFD8BA6891903C061F8E3CEB65843C61D601BD29038EBC0148323B9C2CF53C8AB3293B1D95A8BCB98C0B3CFEE432BCE781A13B6561F73C418180BC7D4F873BCABA39BCC57E9D3AC47B8B3BD563EE3934B7983C6EA047BCC2A6A73CCE02D9BC57E62ABC8A9624BCD4BD4ABBC7CBE2BC902DE63A8BCD3E3CC2A99D3CDD4B063BEB3BCFBBC1A76CBCD9E29EBC6694F4BB8E741EBDD41F373DA6CC17BB17A256BCED4380BC8E016BBCB55ABABBBB6A733CDC29D83CC4DD03BDE90917BCB73EFB3BCF6235BCAD1BCC3B82D197BC1EE6423C62A57EBB1909A9BCC7F48A3BB2B71EBB2CA85E3C2AD7833C06E492BC8A4C213CEC8EF43BDCE7AEBC1D49113C4B3C23BC10631F3B8A85C03C93E9783CC5BC15BC46B7ED3AF90978BB32E0873C6AC1063D4D510F3CEC55653C847FB83CB92B923CE94D03BCEB0B55BB906390BC875E91BB506CC3BBBC40C2BC",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_4: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32: "0x0400000044FD583C7225423B27C8553B028D033DEDB4A0BC1D50593CCB3BFB3CF481263CD1EB0B3DF95D343C491A1CBD207EB3BCD3CCD8BBFB102DBC140A0B3AAA3CA73CD031023D608EEABCFE37423CD2E25DBCBBCC523990F6843DB9B3F93B78C04CBDA03A17BDE02B3B3B0ADAE4BCA9BEA03CF4C59F3B5739B03709C7523C06F8A23B73DA803A782E23BB45D7A93C7E0295BBB9C70EBB65E0E13C01F36ABB823B613BDD2234BC4B5E8F3CB31ABFBC947D6A3AD3EBE93CD25BA13C95AE3BBC62505CBC726FA2BC005500BD02EEDA3BBEE4333D4BFB6ABBB4877A3BB394D2BC14D5C13C43FF00BDD62C0A3B4F4ED5BC6F6BD1BCCD2196BCB4E3143D7D0022BDD8BB853AA410BBBC326BE63C06AAA4BCFA71A13BD0F0353CC7CE3E3C16678CBB14F028BDE5DF4ABB20D2093B27278D3C2F68213B5ED8BF3C6E471D3C8CA87ABB5542BE39C1A6D53B7EE8EDBCDBF6F43A4B50793CE9A5F33C2A641DBCCF91A5BCC6A124BBA441943C2BFA273BB99369BC64A71E3C47FFED3B52F9563C172342BC0D9528BC5B97E03C93D0483C1EF799BBD76C86BCA6CEADBC8DACB93C7344CDBCC5B7DC39398F443C0DAE93BCE1E68E3B9B4BA83CA24F2CBB178A443C8673E23A2D57AABBCB3F0DBC027DB63B05A3533CAB1E1DBC2FB4BFBC63AD89BCF473673C59CC39BCAF4EE7BCC4B400BCD2C7D63C495911BDA33FF1BC4CE862BB6A8D3ABC79DAA83B883E9F3C04893F3C0E3F16BC097F4B3C2EAD363D3D47423C6E45ECBAD82CD33CB042173BCE83A43A13E92E3DCAC1003DAEBC00BCEF3C0CBC0770AE3CED72133CA5D3A83BA9041C3BEB2E03BC50DAE63B920FC6BC21CC44BC46BE6DBC581BAABC38AEC2BAB3A7B6BC06748ABBA9F748BCB792903C3719473C7E4DB83B9CEB033B975072BC9ABA0F3C4185003DF50CBF3C2124B13A20DCDBBB3081413CCA65B03C332B21BCF84317BDFB61383C4055713D24B680BB6270573B14CF1B3CED34293CD6C32E3DB95EBA3C037815BD9379333B2931B9BC273BA2BC17AF973AB31C463CF95CFF3C27360E3B12DC38BB6E1FDEBBB10E92B9972CA63C8E131BBC3DDACABC6081A3BCFD64713C024555BCDE88E5BBE6EEB83BAC8BD53A18B2D5BC2C55D83BABB8313CF081F13CB932D23BB2B893BBAE1FC8BC2EC9693C0B20B53C38089D3C44E78ABC39A09BBCD91A00BD5977973C0A14E1BC4A360D3DA4812ABBC80CA3BCEFB7623C8F63083BB911E3BA858282BCF9BE973C4A2F7B3BCC0DD8BACF92A33CCC5B5E3C80342B3CC81901BAF4C2A9BCDE9659BD3999023AF9C6F5BC22EBDF3CB21AAC3C14E34FBA2CE87E3CC7656D3C10332DBDD03E55BBAAAEA43CD5C33CBCD8BD62BCD0C71D3C85BC373BD40BD4BCA91A31BCC567AFBC2C6E99BB161C963C72C94C3C5D34CFBB377544BC94588AB776358ABAF40AF03C4A5A0E3CA6969DBC7241F93B8FCB3EBD6AA7C53BE3F5953C39EA47BC79AF2FBDDED02CBB1FE881BC735569BCFDA6FC3CF224213BA05DB1BCBE3031BC4721FF3B61EDB93CF76EA3BC5EE4E93C0042C93B7F8E91BCA91C3A3C7B306EBB6BC0B93C44C3B23C49F21B3C1226A3BCD0273E3C4BF5B6BBEA52E43CD2794DBC28D51CBDD542363DF7278B3C5CBD6DBCE596093D4FB06CBB73D6A83BFEEB1FBCEA62C33C4FD084BAB6FF07BD373DFC3C98AB3CBCD9A3293C5471B73CBC2BE13BA41560BC6E7F4EBCD4A9123C02A8463CB5A899BC2F682ABD7B7E283C1755EFBC587AF9BCFB2D993C5582233C8FBE91BB44C9CBBB440B08BDF3ACD03C4580F7BCFBFFA63CD670863C27F064BB04CE9D3C32530A3CF650083C9CA043BD53A642BD9B14BFBCF5C5C43A4EEDD7BBC9CB263B92D22FBCD70FC63BB7332C3D46F5383BF4364A3D7374653DD2C3453C1291193DD821A6BC0B11073C35A91B3CD73E3E3CB3A356BCA6FCA23B9436423B9BFFABBB05E1663D89ECE53C1D7EF93A56DE203CC4D48DBCDCCBEB3C0ECA2D3CA9F8163C412840BDC5CBBD3C1AD709BB78FE853C8798F93BE4E9DCBB1C6F8B3C327BCE3CB21608B94DF3B2BC4FC5353DB0E5AFBC18B93CBCC463E53C1C08E1BCA0E4CABC751CCF3B87CE4B3C7C8D483C9FB4013D5872003CC29DBB3A6E4EA13B4F0723BDE7B9E1BC07865EBCE02F04BCC769333BE6B272BA540DDBBC5AF5133C3D33EFBCAA3515BB956EE13B3781CA3A1060E3BBA24690BB9044BDBBE6578CB9C25F54BD7D1C283C77D01E3DCA4107BD6FA8F23B6B6ED3BC620F603CC030B63B55C7EC3C2A7CC0BCEADEF63B19745C3C5CE7DBBC0B75963C2DB4103B27591ABD37BA90BC6B15C6BCC4660BBCA92ABC3C4765893C145960BAA6C1773C8458B53C64D6C63B13A3183C0B41F43C171876BAD40D5DBDD07DAEBC875E4CBA4E56233C9807413CB5FEF3BB09481ABBB8F9ADBB1E82173CDE80DAB86AD6033CA9ECF0BBA09504BDC2AAED3C63F1203C586A0BBD613F3E3CA5597ABC4B2B123CD73A2A3C3D4A32BC81D4BEBB8F0106BDA4062B3D06FD573ABB9239BCAFB34ABC224744BC6B0E2539A4C7483C86FC56B965A3B6BC658AA63BE9B95ABCCB5BB73BC683ECBB37C8413C86F20EBD24F60D3CAFDBFBBB0903833A98C428BCCCF76FBCA51EA8BB0B4A8FBC6F2F96BCFBCFEA3C80963CBB9846843BD93939BC842B81BCF9A56CBB35AFF6BC67CFFEBBB9111DBC15EF9ABC04C01ABD8E2631BC10DDCDBC97D9AE3C65E1063DBCB5CFBC3020303C5025AEB9D72DC3BC5D0C3CBD9902D63C0C3AD5BA2FF7FABB71B5193CB27082BC3E64CB3CA3DD1E3C6AAA933C0117C4BC8F1D5E3C02D2F93B80CE06BC9A7D1F3CD83E32BDCD5BB13C256AFB3C34A49C3C10E66E3CF9E4533BA0A1ACBA1DD53DBDAF13D7BB0DA3B5BBCFA6103C3716AB3B808128BB7B7BD3BCE7D2873C0A7AE7BBDCC0263DB4D9CBBCEFED2A3CCFF1053D8DFD113D8FB0A63B9A059A3C45200C3BA12CE0BCDD271D3DC708A43CA93A133C422272BC19F8F83C73BE473B0CF1753C36550FBCF7A619BCB64AAA3CABB4583C28A3233C8953CF3C597E263D62F7573C134C17BDDE4E18BB32210FBD2D64B63CD40C2F3CD8E7393CA1C82D3D53F2933CF5A65BBD261D0EBD890443BB0F8AEE3CBC5A4B3A506294BC93703B3CAD20343BD0D410BD6129E2BCE96D083D7E7017BD420BF0BB066641BCCE5435BDB900063D3929CFBAB60F95BA2A173CBC3BBE01BDCAA73CBC46A92C3C2AAAE6BC4E07DC3C6E78CD3B28C093BCB0C9553B67528CBC3E95CEBC35FE06BD1CE6853CB88A04BBB24E2D3CF523EEB742CD963B28A0813C2C558CBBB0AE173C52A87F3C85482ABD198C9ABCD37538BC758DECBC01F92EBC49EEE5BB87DE063D07692C3D1057073C2FF51F3C05E97CBB72A5C4BC48C81C3D2DCA15BD59EAB93AA581F03B50A867BC53983E3C4562EFBCE01EB6BC20C088BBE077F93C347122BD41165C3C50CA623CA3B0033B25ADE23BA5ECB03CB70A913AA114A63BE7474D3C1CC6D8BC1C33E23B12AC703CF02C103C1C20763C5262203CA7D571BC264E7DBC9BA09A3C086A0D3CE92117BCC3D1F13BB91D153CAE132C3BA6794CBCFEEB5BBC61EA523B243FACBCE5304C3C0A9E503DB2EB823C397620BC036E833CC3CD863C26BBDF3CF02090BCCA9EDC3C10A3063D552E65BBB00C973C16D29C3C00A9D5BB467BAEBB661D3D3D3272AE3C864FD6BCC706073C0284F23B2935FFBABEB5CFBC7A138C3B0C1B05BC2DEDAFBBD40331BB4F49A73C9B89953CCD5E9EBC849B03BD4AAACFBC8D2D8D3C035D0EBD4BE7643BA93B8E3C06A9B93B0D12C43B8AC4B6BB3907013DBFAB8D3CA5B647BA311F843C9CFC4FBBE0829C3CFFC610BC721E1FBBAAD36A3C80B4A0BC67876D3C6069013C470AE23900A5E8BC9DC10C3D21752EBC313D03BD2700D93CD3729B3CE112D9BC4A86B83C4E22613CB9EC27BD8262BE3C6F256FBCA44B43BC921E98BC2F13C13BFB41AD3C2181E63C8623EEBA0619843C3CD6DA3C6E73DD3C2552ADBA89D1863A7E6E7DBCDD68D9BB4AF87FBC94D311BCD99EF2BC3CC26F3C6FC139BBC2A0E23C0F69A7BC04BB8DBB4A0688BC7C912DBB6D4D0A3D811D07BD8FCED03C54A850BC2C8E21BCB4D45EBB1B1940BC2EE8443DD9C0B6BC8288F5BC361298BC909F4FBC4D3E323D47A127BA5B2BF63C57706DBC27ADFA3C2162023A93D2C13C5BE124BCCF00013BA6ECEABBFDC837BBA2EBD13CF232E7BCC954A2BC93D4F73C6F07283CCDF4023D8FA54E3A1497B93CB7CC35BC59136FBBBDD4C8BCEEAC603C01C1E3BC2A02523C623E69BD51EC1D3C6F04623C2AE203BC6B5050BB867DA3BBBD1EAC3BF492043DD5A0F13C9F9A95BAEA7FC23C7C73F53BD53EBA3A3088C83CA04EB9BC865EB03CBCD939BBC76C3FBBFC5AED3CD9C1553C5BB326BCFD42B4BCB3DF7C3CFD62E33C3739AA3AA4031CBC739D34BC34DDFF3B2B912A3C80DA56BCF459113D1BFBEFBB00384EBC14DD3FBC2FD9A73BEE294EBC276CC03CC9A5263C323B43BC1E4724BDAE8DB7BC26D1123B9B9C89BB06C102BC70421BBDF7AD1B3DD56C34BB1319BCBC224F40BDBD4B613A2D1A90BC7D97853C879913BB89FB01BB988F0E3DA92F99BCFCB9B3BB95B21EBCEB97423C09EC0D3C5B52E73B2B8AF8BB698F463C5B6AFFBB35524FBC6D0E863C8680AF3CD9C3FC3B349E003DC64F11BB751C8C3C0DC3863C740C553C87D1BF3C1EB0D0BBE33A0B3C309F163C8CC852BC9026C43CD0AE56BC6400D53CB056FA3CC5F0A9BA34AC0D3D8111BCBBCC6E10BD9232203D95B386BA13C653BCA347EC3B658339BD0BAF133C619B243CC0A6EB3C496F8CBCA7718C3C6C587C3C69B438BC61DFBB3B0ADFE83C7DD38CB99C7CFE3990BF0B3CEF1DEF3CCF63623C1C2E443C9DBAAFBC5409CDBCC40149368685A73A8AC0483BAE7B01BD8A7CD83C925EE03C0614CE3C5928963CD3F1743CCB83393BB159803C426C663CE78BB13C40F1E33C32EAB1BC4F6928BCF91595BCA55AE43B6AE32FBA9BE0343C161CA4B98D3286BC7EFA5BBC0A9814BC0F99FE3B97CAC53BF7C5D73C2EAEF83CD266D43C0EDBC9BAD20E9FBCDBE2693B01D2553C4F82663C4D3F2E3C0B68BABCA79C65BA2D683B3C1C2541BDBCEBF6BC82BD97BC21B4AE3CFD337C3C602E013D0BA3D3BC7EEBFC3CCEDE05BAA29B3B3C807F033D15C4CA3C8711EBBB6D0D0DBBA46BB53CD47E3CBC45BA3FBBF6F8A93BFB14EF3B612BE73CC284A0BC165B80BC838DE9BCDB07283C2E81B23C26A2853C10FBD23C79206BBD92F721BDCBB929BD697D8DBCA584C0BC37713D3DAB96C63CD5C9FB3BA340013D541B0EBCA4BBB73CFC93F7BC7795E83B33C9023D67D7A7BC37C38B3CEEEBB03CE236B73C87DB5F3C82FDEE39F23E07BCB075BFBB3D0331BC2BFE90BB6DEE003C79D6673C1B795D3C472AF83C5CB6AE3A7089D138520B1F3DF0882CBB85DE4A3DA72B87BCE0C2ACBB056E2A3C900448BBF43E813C0532343BF3D9AF3C799940BC6DA2963BAB81F9B9D4BD003B2AB92FBCE238CEBB677265BA7706553C9BA787BB783763BC4E62243C6143C4BC63BF213C635B0E3C905A9FBC70B587BC59CA353C65F2393C295B3E3CD9F1523C1C363C3CB0C8893ACAA24ABBE4B762BCEE6622BA0AE032BC27F3813C74D669BCC6BDFFBB89910D3CA9F911BB1485323BFBBDE13C50790A3B1C8E5D3CEB4FAB3CA54DD8BB675428BDFE9EA1BC473406BC296AC23BD4F4FABC800EDA3A721FA53C8B44323D4F0C0B3C4BCBD83C2479C3BBA72E0D3D616D7ABCAB44853CAC84013DA255023C",
      torch_tensor_32_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_1: "0x04000000E7F7A03CA4400DBCF36F55BC14C761BCF8F6F53C22E72FBD211ED03A07A96F3C373BB4BC6588B6BBE9BA163C460250BD39BDD33C1004723B7479E03AC65A563B583AB33B62A65CBCF5A5E8BAEE8BB1BB345C363C80D565B9BC462ABB844B0B3BA0BFD7BC464A6EBB469BD53B7543BE3CABB7EFBCAC0BCF3C55596D3C4E20FABA6D7F213D4F0858BB49233DBC2B2D27BCAD85B13C1C37613C344B0A3C7D712ABC00D0B13BC96108BDF9DB0C3D77C361BC5202983C40F011BC8C8F83BCF7C03E3A152ED8BB1ED52DBC392138BC851B60BB9978F83A098AD33CF21D863B70A7D33C6AABD3BCEC060EBDF4FCC03C8A84383CCE31ED3CBE8B9E3C77FD083D96ED1ABCCB5DBABBEF8288BC2765813CDFE003BCF2E7DABC5D06273B61D3A0BCC7CF903B79468EBBC190343D070A03BC5E721DBD584345BC24290E3C6D30AB3B4D8B2D3BF275F53B564C883BFF2413BDAA3BDBBBA8671B39950FCC3A2F3B813BB055093C702807BDD03E663C73DDBE3C98B573BCC6429EBC225F1E3DFD6A2ABC6F69D03CC5D130BB7FB182BCDE30BC3CD893B73CE1D70F39799B9C3CD3E34D3CB4470ABCB098AEBC2A17CA3CECC2203C3CAF74BCC2ECA33C0582E0BB9926BFBC1019E9BCFEA4D9BBF288C339E019ADBBE97DA73AD42868BC4152F2BC806A203CA5AC613C82C4903C8A2DA73C6F06C03C38D86DBCD97D5E3A29F69A3CCA7A833CAC5E06BC8DA2B7BC974D52BCDDE7963C20AFE1BCF02D7DBAAFA1A43CB26E99BCF266213C27EEBC3B177FC33B5965F6BBA5E085BB9F19153CF3B0CABB47A77ABCC77BE43C3280E3BBA6B90DBCF298EE3C92219B3CA6BA90BCA6EA4FBB1BCA083DBCD8C53AC9A6E73CE547BD3A668E913C79711B3BC7EBAC3C254B91BC3C44833C6E173CBCA47DAC3CB2D145BD72ED0DBC25E6403BC6770DBD807F10BA01DAD33BFD2B81BC860FFB3BF8379B3B8A2D9EBC5B481D3C46B280BCE46A1EBC4F8440BCF3393F3CB333A63C0CB0773B07BF7CBC2BE9E63B7F7A88BB295BDC3CCCAF603C90B69C3CCFBB4CBD99E8033D9580703CE67DB13CAF3C0B3CD34E67BB2B9F323B67EBADBC263B59BC72B311BD496B85BCB924CDBBD4A701BDF277703C2A7864BC7AE087BC0FFE08BA42766C3CBB17BE3B80E3F8BC32CB12BC38A5F03C69E0DE3CD6730A3D09254E3BA4553BBC41B9BC3BB0204DBC0127C8BCB7C1523A2D42313C8720EEBB1B8C58BB7BA3A1BCFA818A3C95EFCDBAD0EED0BC891B59BD6F27B93CE2D526BC1CFFBA3C8029253C7944BBBCFD192C3AAD57833CEA0DFBB9307B2EBC20261F3CA09600BDAABF13BCB383593C8D56243C055C02BCFE134E3CDE59F13CF59FDF3C40FB80BA564F8ABCCB328BBC904794BCB0251FBC18F40FBD0449303BFEFB03BB9B88CB3CD98804BB6716EFBB8410BF3CB31557BB229284BC9E2C173BE960123D07EECD3C9E25C43BF225443CB8DBCCBA260C213C01B4DF3CEA186A3CAFB3873C1785CE3C7B217F3CEDFB443C001BFD3C5266393CF74EFCBC17DEC53BD429393CBB8A15BDB0AB53BC428A103DF5E5C03C9F668F3C7D1B82BB8F34DBBC26D5DA3B47C798BCA074443C2A793C3CA98300BA34600F3D993EA4B9E006193C909BABBB575A80BC540B65BC644247BC9CE3FFBC1541853C8FF58BBBCD2A993B0242A13C168190BAEFF98DBD4F04843BAD4FC03CF325F2BC9EF0CD3BF48C263CAA88CBBBB346373C0752BABCFD6338BDDE82F4BBD3030C3DC2D2ED3CD4574EBC9E46AC3C342171BCD1BB903C8E8D81BCBC04F83B650647BC01F7153DB32B62BBD9C195BB8906C23B7D771E3D414B11BC12FB5EBCA281BD3BC12F3E3C4C651E3DC7D12A3D0A223B3A5ABE083A12EA373D57D9D73CF5BBC2BB4A1AEA3CE57839BB7537BC3A39D8BDBBEF62E7BBE69518BD0223433CA9030ABC5E0E283C541C07BDE2BB82BC208DA4BBCA11A93CC61F22BC8B7FCB3CA72371BB404B27BD9232D73BF9D9AB3B45FCA43C1852E8BB982326BD6EA4F63C6F6466BCD794D03C2423AE3C9BC2AA3CF9DDEF3BF9FE7B3B7DBA0FBAAF3C29BC45FF6C3CF464853CE7177A3D8B8B163D781EA63CF51BCA3C77FDB93CAADF9F3CF5D5E23BBD65673C86E4D33C8A27313CB0F0F2BA9E9D5D3C143CC63C79C82D3C5DE5BABCB0F4BC3CA6EDBA3C2851053D4D733FBC9B0C5A3B944B48BCD4F4483C16F8223C09BA94BCA24B99BCDB47303C7221C8BB19AE43BD06FD723C383052BCA58C0F3D0368833CE0F94EBBB975823B971C8C3C89DFD5BBA513B73BF71D97BCEE8FEDBBD0EEA5BA2656B3BC1E4B82BC5E9CA53C647217BC7CCF2CBCD00BEB3CC83EA1BC17C5EC3C044FB6BCF14A14BD86ACF4BAEA4131BBA41A5ABD435570BBF2E00DBD7725E63B420700BC6F54623C056B1CBBD586D73C541AA8BC41CE9439C19CC03C31C89E3CA6FBC03C8D64A8BA13C6F53CBD64353C26AE01BD59AB8CBCC24D0BBC30C477BC006E933AF389B43C8A4D093D77F5043DC01780BA6F4A523CA6B34EBDFC233F3DD719043CB905B23CBDA5BEBBA4DD08BC8EA8603CAAEB423B612DB0BA99B51BBD38A522BDABD1B5BA940F29BD8BD8F8BB00177C3BE9B0083C6D92943C74A2A8BCC68AE83C64F49B3C2B929FBB97E2E43C650039BC84ED04BC07768B3CA5E2EC3BCFADB73B7FA70D3D05B52D3D39EE33BC6D70C23C44169BBBF3B4B73C728D1ABDCE2F7ABC539A41BCB773FCBB1B81D83C5EAA9A3B4A7FC43CADB191BC70FE3A3DBEEF50BBEA41B3BCEA25FB3CBB78D33B4086D73BDC263C3C3259F73B6252E1BBB07AD8BBFB7B263CCB41EB3BEBAF313CA9A4CE3BA71B6DBB0C92983CA3A2EA3A04EF4F3CE51BB93C925B213C9BC9DB3B54C1883C39BE963C4405A0BB9E1DC73C99ECA3BC4DA9BFBA6624A4BC3E0B8D3B8CFEFB3A732F763C3C21DABB5D978F3BC217E1BC4230A4BB8624D93C590DF2BB517401BB7C26BD3C70B4DFBBC2F1D03C791DDE3B3329BCBC4B315ABBC2D731BBB89537BCA5E7C8BCDA44923C54D6F43CDE0CACBC653673BBE56FA8BCCF2D023DBD2DBA3A89B81DBCA3A320BC5979F43C091FDF3A760A9ABC7BBB193D14F5F43C89231EBC24CB54BC60A7E3BC9E1FAA3B20CFAC3C6A3968BC6B88B73CA5C62EBD9383E8BC72CA51BC03849DBCE7DD593C6FD53ABC8165C23A07D3DE3CF97B0B3D0070A6BC2EF216BD39C30DBD3B923ABDEB386DBCE252A3BCD3F5A6BCEBFE4C3B272E803B620695BCB21CB63CF8BA29BD2C30DA3BA19BCD3C5348253C6970D2BB477CC4BC6AABFA3B75E5B1BCB715A63A4F210E3C9C1105BD4701D5BBD50C763B0E0533BB122B18BD77CE1BBCF29BA03C3297993CF79C46BC403D3FBC732679BC69C8AF3C8F2A783BCB89253D6E1AD03B1C32323CD27D513CA4C32A3D222AED3CD91A8FBCCA881F3D79F89A3BE53F8BBC7B9E0EBDF81FB23B08A01DBC33A5C83C735B74BC8F60893CE3EFF13BD7E1473C0D468F3BF0CA223C6D9821BC02DFD83C0DD7903C0FAC38BC30FCA4BC2B332D3BE2998EBCB72201BDDBD107BC8AD5283DE9873CBBDCFA413C0503F53B0E4107BC27AAF03A9842B03C06FA903CCD8C863CD447C7B9A1946DBC1B9536BC4FDE9BBB3103153C725B28BC4F14DCBCBAD00A3CCD7A9D3A2F48B5BB0169D33C428B243C7E6B5F3CFC3EFBBC04CF4F3CEB8F823BD91598BC7D6966BC40F8B9BCD42DA03CD6BE303C345281BC58B0553C170CDDBB725B67BCEBB2043DB64A8BBC86958EBCFD6B69BC90F3723C46CFB03C3774393CD23C9DBC791FAEBB0BB5283CB2EE303A13E40A3C792112BC6AD4293C60A296BC731F323B2B20C83CCCD8D039DE4DA73C084FA13C5B0E01BC990610BDB6431ABCF38EB73C006F47BC4B7E58BD5EA225BBE07251BCC81C9B3ACAB92D3C7BBC2CBD7C7756BC5C00C73BA6D305BC8C12DABC20AC093CBC858F3CDB4CA4BC19F898BB67FE92BA42F0A0BCDB60863C85C6A9BC999F6A3C22685D3C27AEA5BC6FA201BB43AE073B58BB4ABCBD6DBA3CDB68B53CBD16B0BC41AB23BBE1188ABB8D5B8FBCE39BEE3A12E41BBCD32C823CE980F53CCA58EA3C00D1CC3AB4255F3B3BA137BCC2C4293BD0F1883B3EEE45BBAC8F503B171A97BC420ACCBCE79AE13C3C329BBC4BD8C43CFDC7753B20D5DFBB7EE1E3BCBD52A7BC46AF6EBCB958E6BAAFDAB33CB7F827BC66D2513C6B8BCF3CD20C643C5C78C839C6BDE53B5CEB0FBBC0AF923C343821BA0D9217BC07CDF5B9F2475E3C09DE113C96F5823B29DE043D4BA4C03CBB2DFC3BEAF8233DB726A83B655832BDA7BB263B2E09EABB0DEB91BB7B25EA3B46B2F8BC40FAF73C67973F3D55707D3B1D4B4EBCFC7B5CBCDB4D06BD888C153CCB57043CAD47243D4AE4383B0F6B95BC575D733C25F5E0BC4503343D5D8DA3BC523418BC75C916BDDDA0BD3CC222DA3CF58A6CBCCEC6AA3C46764A3C178885BC0440B5BB40F2B5BC70BB1DBCE9768F3B4F06663CF7D5C53B829CDC3CA1C757BB0CBFCE3A8B0065BC96B5303DC10A86BB75A071BB3B3A9F3B9207193DD93BC63BF77787BC962DAEBCB3C999BC7BDC26BC156B17BD5515473B5406823CC92603BDCA6F31BC73C0633D8B49DA3C4A44A33A06C7CFBC0D88C73C02A62F3C2C16CDBC07D2B23A64135E3CB9AA823B5B15463C4683E1BBFE0CEABC0205A1BB651C6ABB56D2ADBC4445E5BC7058F53B5E629FBCB353C43BA2103B3CCE5AFD3A3CE522BBDAAF203D1278BCBC2EFDD0BCBEC6C8BC94A7B0BC0CD97BBC8F584BBD5E4A9BBCB83B46BC2B5EBABCD5793FBD344C24BC38C451BD0DC094BCF2CA81BCBEB255BDBEA8BD3BF7E8603C4F310EBDEF92F43BA6566E3CC9EAAE3BDB5E1B3C49DD10BCCBA6F63AA7E953BC10C38EBCA486933CB3EC6E3CB0535BBCD68CADBCD64EB0BC584FBDBCA404993A1FEC983C8C9F083C2AB6693C15F7BE3C05A9163C37DBAF3CC1B11B3C128F39BC174DB13C17AB7A3B5004373CC12958BC54E7A63C41D1DD3A003308BD09B3D03B00B6B2BC47FA20BC3B9ECABB96770F3D0B7A083CAA30EBBBAFDFC3BA7D3C96BC132616BC9AF6913C64C15A3B777B0ABD86165DBC03D820BCE92379BAB29DBEBC882A173CEAE3763C8C586FBAE6CE4ABC488B92BCD88A0CBD7709A13C784F84BB19455FBC9ED0F43C587DB8BC9B81DE3C4162763CA1D1963CF82F083D989A8C3C73C37CB95D759EBC0587353C0D7387B95B0462BB39251BBCA317933C0001D23BA6A76DBC40E0D33CED55BF3B742DFBBCE9D72E3DED2D88BBFBB714BD507D753DF4130E3A4917093C52D3E3BCF83AB9BA2AE7FC3BDE47183C50ADA3BC8E8ED0BCB919DD3CE34885BC19015A3B807DC5BBD3BBF6387B73D33B47F6293A4489B73BCD9E31B81C9CC4BC6B7C053DD5F05B3C02EE893CF38BF43B11FC8C3CBEA8913C653D2CBDF81C77BC16A80D3B0BACE43C5802E73B61FC1E3D4ACEA9BC739C1ABC30328B3C79FE063D257FF3BC223A143DC42A00BC3867E03C981A873C08271CBD2F61003D99E83FBCE9CCDA3C2F31C83CBD354E3DDFD5213CB9A1F4BC9F01033D0E3F253C5B50DDBBD4B399BC7C9FC83C57C11FBCA6B6443CCE44753C5DB1553CB930ABBC0F6193B949DCA83C3EC9A03C308DC33C5999173C4B136FB91EEA38BDC0C5A23A333CD13B7544453D955DC5BCBA7B9C3C74900DBDB21E803CCB87393CA55DD7BC3E591F3CDDB292BC0046B4BA17585EBCF20E0ABB6672A33B307103BCC245B53CE2C813BB4D32153CE16F62BB2D87C43AFAF413BB3C45243C0713EFBC374D043DFBE2A5BCA63DFD3CC2F9B3BC",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_2: "0x040000009412D6BC0EB7A1BC6FCBD73C2E0E093CB533FF3C7944D9BAD9F9B4BCF76AAD3CC67ADF3C49E902BD8E8C293C174352BC66F2E03C5B32923BB726F3BCA03A1F3C4545673C92B9A8BB1F831D3D4716B23C3C6FA33AF0A3C23CF76A4CBD5EF5283D1B86C73BBDC11DBD8994983C9DB4D23CC7B89CBC8BBABE3BB279B23BC86983BBEF495ABD25B6E5BCD01D63BC5885C7BB0E420C3B896B8BBC60CDD5BB3CE0C6BBB7A59C3CE7610D3DA622ABBC3CE083BCFD1F723C194B443C1B19803CB68384BC2EFBAE3A44B4013B8F7100BDE71638BCFC618B3B8AC8B939657B6E3C070EC0BCAB6E313C3BD886BC7933EEBBA2B8473B466FA9BB2BC14ABC38F04CBB0C435D3CF58D673CB7B072BCB885353C8962213C4C43EEBC261B21BCF073A23CB794C1BC133B3FBCFCD3EFBC76A31C3B9D9F983C2F991EBBC46C913C06E1443C6ABE30BCC684A4BC860D3FBCF2530B3C262081BC907850BA2C6A0ABC6B842A3DCAD869BD59EE58BC291F6B3C52B1AD3BF5D6FB3CFDF18BBCCB2F0BBC0D9AB93CECA7683C16489239C9CFBFBC9D11F03CA43E10BDCBE488BC2CC978BBC699CFBA1EE6A8BB78F84E3C0734BD3B3B55A2BCF814133D949854BC1D631C3D27637D3C9203C8BA2FB86A3CA91A09BC7281FCBC6062D8BB2BCD42BC848B85BCB01A593CB7BB173CDAAA0F3DE3BF78BCFD5C22BD263ACC3C7564A0BC94118FBC3599A3BC21DAD7BC1DC0583BB0E5E73CF02B82BB718093BCC5C6023CFC445DBCDB73A9BCF209893C9D78213DC4D0A5BC4BA0B83A4B15C53CC7B825BD0359123D97AE54BC7A8A9F3BC1605ABC285C173CA05F4F3AAA05433C3001D2BC92D084BB10E2C1BB64DF1FBCCC09FF3BE1A923BB02F197BCCC9C0ABD49005D3C2743F03B61243CBC9F35A0BB2604E4BCA2079B3A13EFD7BCA18E8BBB07170EBCB7A0933B7DC7033B3D552E3DE98A9B3CD077393BEBF7D8BCA7FBAC384B192D3DBF50813B26E7D03B045B97BB0E01853CCAF9C93C01B33B3C94628ABC4FFDA7BC6AA73A3C3BE1A7BCFC72C33B876AB13B49E85C3C80018239293B09BBE8490D3D33DF3ABC33A514BD39FCBFBC2038A5BC99302DBC816D0EBDC17655BCFE24A83C4A5AB4BBA5E0B43C8E4B253C6AD4E4395B2D2DBA1A2414BB7BF6ED3BED1C473C3287A3BBB52D573BFC8A703C1DDFDA3C50ABACBC6A291A3CA58DACBA3BCC14BC932DCEBC5B75A33C273EE73B0D051E3BA2CE283D77692E39398AAC3C4F8FAB3CB13C203B810A4DBCE494D93B9413873CD5E6603B28D31FBC006F9ABB56149BBC32C42F3CDDEA7A3CD9D91BBCF510B83B669C99BC57C1D5BB6672C63B77CE463C3386F3BB1C623D3CB9A74C3CAF77A53C75A88ABC27F1463C978572BC12605DBBEDA0B3BBB817DB3AE2F7C03CA7970E3C5B8186BC02F12DBA8614183BA1DE333D37CB183CF72CA0BC4221D6BC8C46953CAD00433CD2A4763C9C0D7D3C949753BCFF71803BFBB084BC378D1BBD6EFC373C9DB8C539C0D00FBD39C907BCC4929B3C6ED711BD325B613CAFF8073D0EE1E5BB3253A23C6B2EC33C0C51E73C19496B3CC77F943C730E30BD9D55D2BCEB6B1F3C4E4D443CEBE6EEBC3BEA313C642A203DAD2C1ABD5A4B8ABC46350ABC211AC8BC0FCCB5BC4AD6C3BC81C1DA3C98A9BCBC02B829BCB81EC9BB8F5225BDA6A18C3CF111053D61808B3CAD5619BC4FEFABBCC5FB39BC11A38F3C0EAEEBBC4296F73C4F76E4BB921D1FBC3979423D3B7CD8BC3B8E933CF5AA093C8A783B3C87A0CEBC8A05ACBC94A15EBCB8C83EBC1E1B16BC0A4B4EBCCB2749BCD5E2B3BB66819D3B76162BBDA9342CBCC370A13C2D272CBC04F328BDB066473BA1339BBCE0AA673C47E9993BAFD0243D181A2DBA6C359EBCB324AD3CAB55BF3C38A6FCBC7272CEBC57A01CBC4121683B1D92E2BC6CC5D4BB302C2EBB2A98E63CB405BD39A1269D3C7A3811BC802AECBC1F7121BD6B9BCCBC52506C3C0264303C1AB29C3C14C8133D644E3E3D5890883B05246ABCD360D33B10FC36BC0E9DFBBBDEDA693CE4BE353CA7E2FABBBD2ED438613D48BC9C8568BA5F6312BAF41841BB8E56DD3BB69982BC11CA883C47FD733C02CB863C78A9AF3BA34DA13C2BE502BD05032FBD1C460CBD44ED60BD78E05A3CFCC0BCBC47D816BDAD3D093D3B0C4FBC5755E5BC2E34A13C040E98BCB6CA24BCDDE2583C219960BC742BB2BC93E0B53B780F173C4E54493B255953BCAD493F3DA46C05BDAB995D3C7FE6873C5CCCF4BC1EC3BABB54805E3C479783BC972F203C5B1B423BEBDA903B7C3050BCE20944BC4DDD4B3CD93D77BCC92F84BC1534BABB30D0073C2B85D0BB8FFD8EBCDBEB973C9D64453D74464ABC89D8E3BB30B686BCFA48053C07BF2ABD9734EEBB9786E2BCA729BF3C726E5D3D2D8F88BCC5FAF2BC9B298CBC55A973BBE21A4BBB9D3FDA3C6F270CBC9627153B3A3D23BC937F903BC0075C3CC46F91BB3315913B620AE9BCD99F643DDDB70E3C437712BC37C7103CF9A1093D36832D3CB46C9A3CBE467F388191FD3A30BC003DB812B33B5F0898BC9765EF3CD98A0EBCF20DACBC9334A93B783255BC04D398BC41BF1B3B477E82BB5986C63AFF858CBA5423DC3CD3A536BD8BF102BC2EAAD63B0B438DBC80329ABC6D8597BC5C57C13A62F2003D6FBDC6BCCFC5EC3CE78FA63C992C933A8462CA3C13E0E1BB14C031BBC4472DBCFCF4B0BBB47C03B8B2CC1E3DD8DD42BC6AB82C3C46F3813C4FEF95BC07B9B9BB1BD543BCC727513C0200F93CB95CF63C16A1033D5BBECFBAECAC9B3C47B0093D0D08A63CC23A00BDA4E4E3BC8C8A8ABC70E9C0BBF8B834BB80F5B6BBA45B803CC0CCBB3A98D99C3CCF24873C87AC96BA90B014BC58C8613CDB858A3CEB1412BCD861463B57718DBCB2CE62BC53B9DC3C599E57BB69B5AB3B54F1C2BCADEA0F3DF278B9BC352118BDB5E849BB6BF927BC934E91BC9625813CE65534BCF71E43BD6CB8E13B20F5E3BB139AE9BB2569E6BBEC83943C296C39BD70A14DBC403C82BCDC0A403AFC9845BD22D2EE3C3A278F3CA265083C754EFD3B9605113CA79FB9BC7D9541BC698A1F3D62CC883B9E4CDA3B9CD0C0BCD270BEBC9E16A23B9B9A6FBB80800BBDA75C833C32A9DB3C844C433CF40F0ABC4783B33B1D087F3C9BB8DEB9A61AF13C809716BDA6DAEC3C1435F2BCD5338ABCF1EF97BC010CB53BA6420A3C87988A3C0233E93B3256EABB104AB1BCFCEEDDBCB6EF023C6534F33CA70B613CE711133DD3B7B53CE4E5D53C1DF13DBCCB1924BC4B72A0BCE62D7DBC272289BCE7364F3C32D593BABEDB1A3DF011C4BB0DED8EBB38B528BA575FE23C944917BBF28D673C31C080BBDCCF6B3C201B093CCD5D1F3C2B4BFF3CF08270BC10E59C3B0217C1BC5264E4BBFE7D0D3CBEDE0FBCFF32873CF51A753C92F09C3BA0A3DC3B061BA6BC49D2D73CC9A339BD6F2F20BC76FB833DF2FD0B3B93C52D3CCE898F3B5DBBE73C471CD6BCFD1129BD9B04C3BB799AF4BC9043CB3B8E70E63C7FB81A3DE4620C3C30F5513A05CB323C94940ABC62740ABC846AC8BB74F964BC9587C4BC4959163CE00CC63C96F4903C0F0716BC7C49243C2FCC73BC19F8F3BC4C95E6BA8A8A3F3C25B469BC7311EBBC50C1D33C313E15BD3053143CC2AE43BC41BA723DB7172B3C6563E1BC6032503BE1D138BA95E8CEB9BE5DC33C5DEEB3BC8C9BFB3BDA13873BE60C833CA47D55BC0DC8B6BCF601263CEDF5A2B96066423D5DDA8D3C47FD6D3CD007F6BB57D8233CAA8D75BCB8E780BCEB271EBB2E958BBC896187BCC354FE3C8D1B3ABADB2018BB6E415C3C3238233D29282BBC37FC44BC75E1DA3C01F3C13C1236BEBBD53A6D3C2B68B43CB035EB3C2360023B92147B3C974DC53C1AF2993AAFEB1EBBDF11873CDE48DB3B541EF93C9C1C91BC0BAF573C94E3E83BDD73A5BC2B3CC23C07DE8BBCD6CE2FBC1A1506BD586CDCBC8B8F64BC4AB4F6BC9817F9BCF760243D12E950BD1D59023C9333083CBAF1043C617FE8B9311B84BBA4C6B4BC9D6A02BCF32CD33C57D28DBBE58F373C393C96BC464ACFBC0A38A03C6BAE713CA2FA8F3CF8FEC13C701C51BB90BD23BCBDC62F3CB71811BBF5ADBC3CC00DF53C2A14A4BC20FD53395B6330BC871B853CE609063DF091513C3E9130BD931D3CBB26096EBAC27D203D550279BC07EA773AF07A5D3C47E9633BC2CC24BB9362B83C8E9115BCF4F1533C6F1761BCB9B90BBC3D5A63BC3B0C733D075CF93B745C473CE543D8BA62803ABC732A96BB774BA63C6B37E9BCC2253A3C776C883CEA5591BCFE4F7D3C190A033DCE9EC83CD76804BD651D183DDF078A3C40B574B90DC61FBDC7DBAB3CB0FB803AD7A6B5BAE060043D17705B3C0E41663C842C37BA0C7E0C3C121AAF3C4227C03C34CD8BBC290E1F3CFE4FE53A7CDFDDBC62ED8F3B89CBA9BCD901373C5E7D033D575D98BCA4FFBA3C341E4ABC1787D5BB8B1A82BC1E892EBC2F14ECBCEFE7213B988A91BC64E7A63CD04FD7BB06FE3E3D13F739BDD156033DEADD2DBCBC496CBCD2EE13BB924B88BC1E89BE3B9F4A14BCC26D203C39524EBBA8DD093CD52A5FBD5B8D03BD2F92D23CA100E0BC183F113B6118933C33D8C9BC0FAC9F3CE2E3B6BBB3F4E8BB361E05BD103510BC01A2F03C0E8A32BBD9732DBC9348E93B8E48DE3CC59BCD3C3708683BF9648DBC297004BCF3645F3B95579F3ACA0ADFBB7013193D2E6C00BC87AC8FBCF0C8EF3B095F85BC2403373BDC855EBC00CD373C7FF586BC2D7EBCBCFBA9283C2FD80CBDB7F418BC5341BB3A29EF4BBB07F8D43CA8649DBBD410153D4C05743CCA54D83C900DD13A36239ABCE09694BCC223B7BC344027BD3CBE6BBC1D85813BC79448BC5E88EA3CA5A7B53B49A34B3CEDF9B93B9305603C3EC6A53CD8ACC8BC281C053C2054E9BCBA2A89BC07805F3C54B18D3B943CA93CEA59CDBB026DC73B06E673BB5757263D8A5F903CD403F63B2D8E3FBDD3DCF83BC729153DCB09843BF867693C7470283C9D5B9A3B59C55A3C2372023D327681BC22DA7C3CEEF46A3C6E50C03B6DE7BFBCF464CCBCAF875FBC775FF43C937584BCD73DB73B8E786ABDB92008BD17061C3B1D1BD83B96D8ADBCD28E463B40C2FE3C2F4DD83BDF7881BB16D22DBD969C2D3CD3DE98BC50E6383A744E063DBD1E2A3D931117BB7956E53C1458913CC60B70BD132AAF3BC4DF553BDDE8593D57FE36BC9241FC3BEC1DE0BCCDBA173CE477C93C69A714BC35EF97BC600493BC84518FBC7736B83C75DD373C34F65C3CA90FFBBC15C7BE3C79901ABBD213423B01359FBA0E1FAA3B8092723CDF6887BB3C30B03B9813023D94A0F73C1D0FBB3CD5CE48BC102E523CC2190EBD33F6BA3AAEA0573C72A8CCBB4D3CA3BBAA015C3C1B8777BCD656A93BBDBCA3BC62FD79392757F3BC6AEDA4BCC9FFE73A7AD40ABDE583763CA70ED03CCF616D3C4F2CED3CDD343AB90DB122BC2FA3013B79C723BC2FEA09BD7BD6223B30B5063CD343ED3C793B85BA6D6BA8BB87F27D3C10C9563C8AC2D83BB4B3D5BAA150F73B58F066BCF4C7823AD38F2ABD070823BC8181DD39FCFD3F3C0039DEBB52603D3C6ECBF53B77B233BCB057193CE132243CCA38813C9F4A8ABC2B945BBCE69670BC358F0A3DE429233CBDDE1A3CB9345E3D37A2DFBCFD7D9ABB898F1FBD8F9B323C51FD9DBB9729143B400133BD39AE133CC0DE76BCA2E90DBCA5C072BCC2DFF4396A0B1ABC66DD5A3CC3DFF43B471859BB0BC71B3CF6E32BBCBD7986BCE2FF52BC9D02E8BB310E873902DAA23A30977A3B9A00083B",
      torch_tensor_32_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_3: "0x04000000874C1FBCF44FA3BC1B20653C74F5343C87C7983CD87369BB3EE0763A46CA63BACA93923CE759CF3C0C4A53BDC913E4BCF7666DBCA41CD33AE2B00A3C3786393C142035BC4700D63C5E4CC73A535DD7BB655D1FBCD8C76E3C599F2CBD0BBAD1BC3D3DD1BB812D303C1E12E73CD6BE0CBD55E0B93C7F6195BCA754293B52FE68BCC908B4BBF91DA7BBF232E2BC85D9E33C3F668C3BA558D73C95F4103C007FDDBB415F27BD62DC2B3CC9D29B3C218BB0BBF5C055BCE16F083D85F7B3BC3EF2EEBA9DB3863CF8ED803C404B6939CCDB6EBC7346EB3BAA997D3BFB513F3AC4C933BD61ABFBB9C5DC23BCB0A3A3BC629018BD20D9F4BC9E581DBDE24331BBD4F2F83BDD1D5ABC7090663C9E2FDA3C668A84BB815D393BF08BF93C55B4C13C5478F5BC228585BCD76EA73C62F9B7BC0ACE96BCC0D8A63BC2EB76BC73FD283DA0681A3DE1E25BBCC9294A3C8168E43C866C283CA3AA18BDD0C5353DA77D713C7D25D8BC2049D03C14BD3DBC80393F3C1575E9B9B5AFDB3C11D91F3D313A12BC49C10EBD2E6B063D86F369BA153909BCF239833C9239CD3A570654BC6F1805BD9951F13C4ED6A03CA3B3713C026960BC854E1ABC5E9FABBC5535C7BC96D881BCFE1E063C383F2ABC1E28833C5DB23CBC8065BE3CB2565D388AEBA7BBEB0590BB12297FBC19D262BC0FCA153D0515BB3C55BABFBB922357BCFE92E93CADB99BBCC945D13C1591853AD56C5239F5DC39BCD2B8163CB924B43C2F1F993CE07C9C3BCFC3B8BCF9CFA3BC063D183C11EE923CF161863C0106FA3C2C704D3CAFB494BB9DCE6DBC176E88BC6E8F4E3BFD2D7BBCF50DBABC1D2F9FBB7F0011BDCB80D13BE70E273DF4B67E3C8A6912BD01CBA6BCDBA49EBCE9AF8A3BC75C693CD4E747BB94C1983C2067713CBEA6CDBCE9E253BC0DA9BF3C72168F3C6CD8803C3757163D301C75BC181967BC5C9D123C9E2EDDBBC4FEBD3CA200D03BCBE4683C4284C43B64EF14BDEB9E873B6629FEBA098DD63C2AAFE4BBE015C9BC9734C43CF7614ABCD4A6A03C00BEA23CF0269E3B4C8DE83A761EACB77933993B8F88253CCEBFD9BC686F8BBC99EF523DFEAC50BDF982ABBC77F7B13B99EB33BCF62291BCE5376DBC5CD9CC3C569E133C62C312BDDBEF093CA47D273C6003983BE032B33C26EBEDBBAF2B903A3021913CE242313D1E6614BCAE3D17BC6B4389BC9CC1873A0938DB3AB2C605BC90737BBCAE26AD3BB40B793CC21C613C302D4EBC7B32BBBCA6AB253CB5396ABBEADF00BC5EBB313C0C45623CB3AFF43B77FFCD3C8589093D920194BCCA35663C5335303C4A6233BC2E3F55BC4C7E60BC1752013C458A23BCF02FBE3BB7E8103D9F4210BDCC3B92BB01A5A23CB3CBB53BAA0EADBCD067003DFD3E4EBCC41F393C2A6A16BC304D8DBBDC148F3CC2CABBBCC937903C0F7D283DF5DDBF3B67E8033C0C33CD3C14A1F93B0AF1DD3C9CC751BCB916FC3C2011BFBB2E96B1BC25AD01BDBE31ACBCEFB35FBAD96C44BCFCB6E83B29FF2E3C0B2D21BD35E4B93AB04B5D3CBDF7D13B60930A3DCB70E0BA06DAC4BBA1BA24BC47CD44BD21522C3B2080AEBB8F58F6BC747B653CEAC802BC2F84ABBC1520D7BB47FD19BC7964233AA524CDBC8FD8943AE15BB639B9B9D43B00A781BCD01A933C94A9D7BA847D61BC061E553D6513443DC39DF53C05DB593C4401AE3C35A912BBDB1CAFBBC402AABCF35B8BBC8EA7043DC251F8BA2A9E873B27FF193D7D6551BB04AE0D3C729AA9BCD5CC833C6496A1BBDE00A3BCCACDECBBE489653C47D08E3CAAB94CBD6686A7BCC07699BB3332E83C6D71A4BC16F022BDD56A08BD00FBF93CB364EA3C709A7DBBE976C63C6247883C5B88ABBC245E87BB163585BBA07AE03B73A7603DE9C0F8BC8B1BF6BCDAE9853BCE51F63CD5ED463C7CE1783B6F1381BA03C080BC3C953E3CF235AA3CD76695BC3B07DB3C1ECAEA3C18F51D3DCA34B43AEF3A8FBBD9DBC53CB2F20BBD0B7422BD1C0EF03CDB27773ACE144ABBFC918BBB25A1BF3C78907BBC1D16563C94D19BBA8CAA853B02EE6E3C86E9CE3C17D703BD87FF9D3BA34B9CBC9B1A0BBBDB5008BAD3CC763C00CB79BC25CFA3BC064F92BCE161A83BE76419BCF3C0CFBCEF42813C142EB9BC99A02ABA7A7E863C6E11BA3C6C5DF0BCA687483C189B283B1554BDBC21376C3A3420153D4B9ECBBA54AADA3CD821C0BB90A014BC5F9D9D3C36AB16BC1CBA613CD840D43C4EC1D93BAACEB7BC4624D13B7D24A33CFAA50ABCA93B03BDFB9A783C24B881BCACB69EB7E6441D3D15625BBC7975D73B9876DD3C0DC0803C3D80803DE4A35BBCA40155BC02C74A3A97A975BC9949F63C6DAE2F3D0A99243D442A833AD26F1FBBEEDCC0BC49EB3CBC887781BC69D6F7BC3D5D8E3C1BBDF73B1A528A3CDD3ED6BC098458BA1270973B9793D1BC55B7F13C2254973CE76C623CC57D753BBE56E0B8CA994BBCB2A804BDB6DA2E3CDCB2D93C241B62BC651C28BC29D6CEBBAA43B7BCD7875ABCB026443C73047E3C60F5553CCA4A0B3D0206C3BCCB66253D06A660BB616BE8BC5929783C37D9E6BBC78D31BB1CD90D3D89BFD6BCB45DCEBCFA761CBCD314FFBC8E909A3CD6719A3CE5E699BC8724AFBCAE1F963CA1FB57BB0CEA96BC52C8BC3BDEAB4FBB5070903CD37E583C2ACF73BBA9D20F3DD93F663CAD4F083CA265CB3C608DA4BA47E8B9BC970490BC9772A83C6BA0103C460D04BDB2DFE33C67B550BB261F7BBCF2A8D1BB9DD9C7BCC1F691BCC7F7813BBD85CCBB2BB5AB3B2BE5C6BBC75E173B47F90C3A5BFD413C3D188EBC2A86B8BB2B338EBBDA17193C78B2E5BC2447BABBF45BFBB9F738D73CFEDB0ABC0634EA3A296C803CEAFAC53C64D6A8BBE093BBBCFC4071BC9DA0903B0994683C40C4A3BBABD0CC3CF82D79BC17E2103CE52DD93BF0E56ABBC6585FBC734D99BA7382CD3B788AD33C70CEF6BC0B96C93B6526283B0541B9BC7FA0123D8AA6C1BCFE96A2BB6EAAA0BC17BEADBCC97EB9BC9D46AC3CB4C0F7B9215CCBBCC020A13CF03A5C3B2738EE3C19DADE3C8CDED23C722657BB09EB3DBCFD4DA8BAAD91243B2991313CF7E6D3BB939F3A3C62C9963B9DBA99BCA7ED72BB1C1747BC9B1AE73CAA47693C225EE33CABCCC03CB22BB63CF2295ABD50D70D3D0A82E83C8F03AE3CFB7BDDBA785070BCD971953B1E5A5DBC0D4DB6BB3F3F0ABD30EB593CCF36C53A6077D2BB26120BBD93D744BB7D9982BB424185BB2EA87C3B4BB2BEBC7EF01F3C61801FBC01BB5A3B812A493C2E1B753B3B7EECBC5BE1B83A9EF9843C8FC42BBC988983B9C608F63BCE9192BB25DC8E3CD3502A3C7048323C1DDB073C8F5D4CBB1562653AE6811E3C3CB25FBC4E29033CFCF0BFBA13C3423B8B71783C772EAB3CAA54E8BC7DE9393CBB36B8BB2A7C75BC5C02FDBB8191B9BC8674B43C4742C0BCA2B3083D94B06BBC7B1A3C3C901C9A3CA620893CC26B56BB780EBB3CA5A009BD489DA3BA9EC5F8BB6EC927BC749C443C481A0DBC32479FBC71AC89BBC24A8DBC37459EBC7E49BABC3F0E843CCB740FBD9DAB033DFDAF16BC0BAA5EBA47E0BDBBADDF983C931DBB3B068E353D5BB3E3BCE5BC703C2FEC8C3C4A8712BC175FD8BC4EA7BC3CF26EE7BC4D871D3CE62A533CF7C42DBB20025FBB2B3088BC47141F3C61EDD23C848BA6BCB54DC7BB6FA4653CF7798A3CAE40E43B984D87BC2EAEB33AB92A063B8324F03B1058C5BB286716BD96F995B71D010DBD4AC4713C4249DA3CB72333BD52B604BCEAD9AC3C5E6959BB60FEB2BCC0F1DEBC2525DF3BD6A9003D0C9F163D5525F43BDB4D8A3C0F0384390BB321BDB4DD59BD766C093C97BF8FBC4C7C993985E4ACBA841519BC001DE03C56301C3CAC88D93B00CF1D3D672099BC2992A0BCC5CFC33B27BCB1BB585D383CE29B29BCF9FD983C2F9E473C4DEC413CAE9830BC4C1578BCFBE848BCB212A53C7876C83BA3CC79BCC7891F3B1F7E02BC93E0963BFDAD18BDA95D393CD0B35CBD955FC3BB6781BDBC19CCBE3C3E8FCF3B0193BBBBAFEF8CBCF0348C3C2FCCA6BBB2D9F5BC6A997D3CF23626BB4223E93BC690EFBC2437323CD9EAEFBB01ADC4BCF1158B3C1BA57C3C8785663CF2C349BCE3E49D3C149D403CF66C99BBD2A2733B766C113C5917433CE496893C84BA3C3C8B1DE6BC80F3273C0395093BF6C4AFBBAC8B9D3C19A4A73CCA481C3CAC2503BB5303093D33C3BB3C497709BD7EBAC53C79C44DBC0F6C83BCA41640BCAD0581BD842A91BCD218B43B244111BC79A6FB3B7402F53BA721D9BC2284823C99C20DBDD960923C57BA60BC3409ECBCD3DF9F3CACAF943C225B1A3DD727D23CCBC523BDE0DEB8BBC4C81DBD67E3093DCFABD23A5517F8BC930BF2BB5C8D623C60D5363C7331C7B9FDA51C3B3B3B67BA5027913C8E595FBC0B07573C87670BBC6C8EF13C57CFA83C0B1E8ABC7AA522BD341728BDF2D314BCCC8D9CBAB49A8B3CDEA766BBD55ABDBC00B569BC0A6578BCF2329C3C1DA6483CCE141BBC5E5B56BBC108A83C642FAA3C67D9433BC66A37BD06985DBC6671B63B8FEBB63913C518BDD4F41E3C78942A3C77EFABBB89099EBB99A1903CCA31673DCEFE643C0F26ADBC0D3188BB2655A1BBEC0A4F3B5DC15ABC30817E3C0910123D5B5F243C91F8933C939B5D3BCBF1873C5558BF3C120405BDB10A1C3C7E72B83C2B5EE6BB7C98DDBB730E003DF59A463CDA64A23C94D7CE3CAF03EB3C9733CCBA54DB70BB494B8C3CE0A134BCE279883B0CA6CFBBC86486BB158E15BDA51A1FBCD5093CBCB42A9A3C451334BC5289B93C5B159ABAB41082BAC68947BCC79051BCCA0BF4BB1E815CBCE5875D3ADE9107BD64430DBD4511143A5B44F6BCB8A0543DDDA91B3DDE38AABCDC13B53CC6EC80BCE0F01BBD8969023CE1C5573BBB118839CAAD73BB42899B3CED80AF3CBDC42D3CD7999E3C541FC63CE1AE59BDB501D13CC41DCE3B53F06B3CEF53AA3BB257FDBC7CDB283CB2559EBCE2423F3C375CF4BCB96AD93BA002DA3BC729ADBCD4EA35BD79040E3BDCE996BCD093683D33E92CBC5BF10ABDDD996DBCC2DD843C54EBF1BCABFBBE3CD8CAC93CAE7BDF3B8BD4C0BB7F6A8F3B7BDB233CC1F6E23C78BEE4BA10C47EBC7222AF3CC7FF8C3C15C0EBBC8EC220BC1DDA5A3CFE03BD3B843260BC66A5713BE60B023C8C55DCBBA1DF9F3C278EFA3B3047643C29C32A3CD889C13CB3E2BBBC87AE9ABCB0B412BB0B9CB2BB6D97153B7CD5CBBAE0467C3CD798A8BC1D2CAEBC98F8FFBC42990EBDC25FC73C26F2D8BBF857B53B9E36253C3B90A0BBE65590BCFA3795BB1D7F103B099E22BCEBD2C63CDA2DA0BB4A667A3B2674763A339E4A3AE255C43C6505B43CD0C113BCFAC8A23B10FFAB3B1757DBBC35EE173D8748553C21A2D5BA4973BC3C52A402BD7F9A8D3CF222CA3AA1E07B3D30CF4ABC703697BB3306E93C75BB5BBC8100CABAA329A1BC00C904BD2602BABC019D9D3C647ADE3C5E9C833C607C0BBD18C479BC8CC19A3C2CECD83C199F14BD89E5C43CDB162D3A39063A3C7D9597BBD0638B3B867B173CCE1C04BD3B9B1E3D4EFFB4BCFECD96BB0FC3CB3CA700E3BB330F4EBB5B910B3C4D418C3C99F7F43C32D6A0BC825C0BBDA7CB3CBBB4AD6EBC19CE04BD20A41E3BB0E4BEBCC0D1D23B60D341BC8F9D803C9EED323B8E5E363C701C193C96D9A03C14EEED3CD4EBEEBC18B31E3D7B0DC3BCCACCA63CFB31A6BB1CC3D33C782B30BDD2964A3CC66189BBEB306BBB065D48BC165E87BC9507BE3BF6E8073C4B6544BC4A042F3C8A3A9B3C",
      torch_tensor_4_8_torch.float32: "0x040000000E9B4EBD50BFF3BE6B8316BF0DD20F3FFB6715BE721B973E722696BE20198BBEA84C243F491F423DE7BB44BE260DCEBD875720BFA10B1D3FAD6204BFAEEE083FA711CD3E8B6FD7BD75AACA3D52410CBFB6D1F43E3B25EA3EC98187BECAA71F3E83F6D53EA0615BBEE7A2523D1471053F1415AD3D17BCD7BD4156A23E9B6655BE",
      torch_tensor_4_8_torch.float32_1: "0x040000004F7F7B3E3D5F27BF137EC43E0531263F779E293F37361DBFCC6233BFDC2491BEF353633DF54FB1BE3F5AFE3E65F6243F02303F3EA379D8BD556E25BFD318DB3E23C4D2BDF3D5F73EA53B8A3E4217F23DCD2906BF8945EA3E2DBD0A3E1ECB0D3F6D99083FA588BEBEF2810ABF64BC2ABF3D6F74BEF05376BEDD733C3D1D91BF3E",
      torch_tensor_32_32_torch.float32_4: "0x040000009B4967BC5B1D9E3BAD6B48BCA99CBABB4D2200BB87CAFEBC69D2B83C61B3EB3CE50F383CBDA4AA3B29F1B9BB39B4AB3C4BF41D3C3984A2BC4A45393DF21107BC12721A3D94B5663CC94CF23B3EE553BDBB24AA3CA549FD3B04945C3B1081053D7D79293DE9544A3DE70679BC75408FBB49571D3DE6ED333D97ABCDBCA9D8403C73F315BDB51A093C61B6743C876187BC5204993C640485BC82B7B8BCF307213AEE891B3C24841BBD741618BD06934ABCB3F7763CEBF15E3C4EC0F1B9855F19BDC75BBABCABFB753BD093EE3CF7242A3B78C0B8BB4DB44ABCBF998B3CADAA973CDEABAB3CE576473CB67D9E3C760B053BCE4CC1BCFE1EDB3C7495D83BFDB366BCE29EDF3C92DDAA3B139463BC209A0FBDE2D71D3D6534FE3CDC690DBCF4691D3C252D173C52BDD43C69FC5B3C77352D3C56922ABD8AA7A63C242F053D425BE83A017EDD3B400A1C3DAEBB34BC5EF41EBC6AA0253C32B8843A7D90973C6622C43CC07FA5BA936E503C8FD2C13BE25845BA0B70903C49ED6FBAE46FA73BF0983FBB86FC5C3C737B0F3CF01614BC121FBEBB47861F3C3072DEBBDB839C3C5397E53B21C6D7BC4ECEC03A57F2F2BCC99013BA9E33193DFC565FBCEBA3CDBC5C67CBBBB8DE81BCE18983BCC298203DC39D9C3B5BF454BAE0257BBC6943F4BC190B613CF0EC3E3C12DA23B9DDB954BBF3443C3B8090813CC01D9BBBA9E5433CF293953C54482ABC69020F3D1022B23A3B23E0BC66FD653A4F9CCE3A36B1B03C7EFC9C3A9052FEBC8579393C55F6893CD30411BDBC8B553B1365BFBC5403453B81C793BC5E83E23C6DE2A23CC5DE5E3C7E7F1CBAF3540EBD7F35123AE7F8973CFE07B83B843C513C229DEBBC2F427C3AF8D69CBB7698933C3261FCBBE21D033B444A843C101AFBBBF9C8763BA61A763C6ACB2B3B674EEC3C29B2C1BCA78D2D3C8C2B9D38BDEC0BBC35E78D3C2903D0BB098E2EBDDE659ABCD291BEBCFE49CEBC10F4BCBC761DA8BC7EE1CCBAE85719BC929366BC69F49F3C09074E3D028201BDA4DD213CAA3EB63B3C4847BB52818CBC46F4043CAEA0B83A903A1B3CD92279BC21FD1D3C5E7D43BBD4685FBBC1CFC2BCAF22603C1C32BF3C2933FA3B38BB2BBD7327EA3BCBCE21BCF97502BB5B9B83BC7C852139DEE269B9941D37BA3319BB3ADA6716BB72F68FBC4A5B98BC6722613C0536CB3C18BE4ABD49D26E3BA7CC1B3C10E0EA3C145D81BCBCE4913BAD2B43BC1970943BB83D813A7E1B673CD2C803BDDE64EC3C6044D13B602C9C3CCAAB943C1507D4BB278C81BB6D6E30BC956E60BCFDC206BCADE9063BF08A623B16B5ABBC52C670BD82ADA83CB617A33C187298BC1706053D89E61C3DE59B76BCF057E8BC6FC1193DF473ACBC54E3BA3D9B0070BB37B76DBB96601DBC0001AE3C6516533C660534BC3D6FD03B3BC2C43CCA15A43CEF95E8BBA00F30BB492FC1BC2D4A9A3BC8718ABB470A9EBBBBBF203CD4E0B13BDED18F3C4F6686BC2FCC95BC02D17A3CF94425BC86C66C3C6616223C2CEE793CCC6DFC3B26E6083CF1A7133CDE6764BC7D95C4BB5D995EBB4E10303C4A16F43A546E90BC41EAFE3C32DD85BB2721903BEF51E8BCBC7F6D3C53282E3CB5A705BC1B6CD23C2CDB663D3BA712BD2E6AA83C94A8A5BC4AAE4ABCEAE4CBBCC912DE3CDB12153CD9F665BC6AAC2D3C46729EBCC0572B390503063CABE1123C418F10BD06428DBB1FE71ABC7C06593A59A5DC3B7EF9CC3C9EC8C0BB818FCABC303D51BC2634DB3BD4E67FBD7C2716BC906BB03BD8E44FBBD86918BC9841943CA07AE5BC22BE33BD7BA00BBC8C677D3B4AAF12BB929422BC7D90E5BC8A1EE33C4CCDD33CEC307ABC5BDC3ABC97E9F43CD0D88EBC64805CBC0988DABCFC0E05BD678C223C491FB83CE2281DBC35A7483CEE90713C14C3E8BB7822B8BBEA14273D5984F1BB86C30EBBDC27003D458CFEBB4047CD3B8650AB3AD1DC09BD99B226BBDBC801BDC59F16BD4346993BCB9B1C3B2079183C98AB15BD81B1AEBCEB9D423CDD5EF8BC1303403D5F630CBDADE5103C661208BCBFDC87BB4E6E673D89395C3C49A418BD66DBA2BCE1E06A3C985B3ABCD710693CCB22913B984982BCEE8028BC2B3FB7BA9958A43C784764BB376220BC58910DBD19712EBDEB5E2C3905C6B9BC11C18ABBC2B4263B3E22F2BC1128803CAF4C55BC74DEC53C8BE53D3C72D0E03BCC9680BB84EF1CBCDFE201BC92681CBD00156FBC1676A73C3CEF9B3AA561E4BC4A53CEBB39BCDCBA1C55D0BA6D5FA7BCD0C00B3D8049E53C98E8ABBB030F913B17E918BD011CF33CD99A8E3B365699BC2129323C33B9BABC37A4D8BC6F180B3C6580BD3B97BCDCBC3680A93C540A58BB4AC6E53C6F1ECFBCFD61173CBCBDCD3CC231CD3AB7DD933C64FF9C3CB937EA3CDD09E2BB04289EBC8A44C1BBDDA89ABBE2AD0BBC455A17BC406A0A3C6CC01ABC3CE1353C9D9E3EBC55543F370796883BA083943CCF940F3C8CDA9EBC6187D43B8FA0C2BCCB7C263C2978F2BC4E45F0BCD095903AC08ED63CAD0932BBA4EF8FBC58F1CDBBFA14913CA48F2A3B4C9D5C3D1F5598BC5B01BCB727EC03BC59E0D1BC867933BDEC58E83B891AEEBBF0BF2F3BE60105BC3E34B9BC9D47243BED3CA1BC09EE39BC89DCD8BC610AC4BC7289B5BAF29B08BCFE502A3DDD52A03CD30FF13CA36C90BC206B693CC2A523BB1821443D1D841DBA386AC53B6467D73C4785EA3ADF58873B7E17013DF25F9ABBC4BED2BC09B7313D21434ABD5F811FBB0202123C4DD58CBCE79D053D9EDD36BCCBC30A3D9014283DD81C4EBD6A0D453C8410BD3CEC331FBC7B6302BCCC5A9DBA501CDABC692E973C35F36FBC2576E93B6DAC0FBAEB5C8D3CFD6B51BCCE18E53BD21D25BC9DFB443C94EC60BC16BA023CB4D3CCBCFE7C3CBBAE11A1BCE0B864BBF079F6BA252DAEBC3CC76CBCB3223CBCD53BF23C0CB708BDB9721EBC6164573C80DCB5BBDDABBBBCA54F833B830023BC1D178C3C10D7D9BCEF2C023C5D1B2FBC267CBC3C52A3C0BB9EEA4C3CCCC0E03CEF47763B6C22DDBB6001103CB7249C3CB049533C00062C3CC518B73CC1E2E3BC4E97EABB00F0503D8FAB573A441D1FBCB8E4493BD7293E3CA0FCC3BC74A2453C15EC41BC4080F93BD1E6073CED762CBD5B35C63CAA79D4BC5468443D41C3FD3BEA6CCABB47841DBC552045BC4C5EF13C24461D3D92D03A3CC7C859BBD331F9BBC9E7893C56C3A13C92BA4FBC5276C73A4FA5A43C6685F93CD81D9C3B7067533B59FC783AB28F8D3B0B03593B14AD9E3BC298CEBC2688EB3C02489FBBDDA7A7BCC03F4F3CE9515CBCB23EE8BCFDA498BB7CB3E33B13ACE8BCCF934DBB6F1BFCBC9BC4D6BCCB07D33B9CEB07BD29A724BCB5DD21BCD847393C75E94E3C821B0CBAADBE3DBCA1E7CCBCCFFCCCBA6B570C3CF9C75D3DEB7904BD469E5D3C67FB7BBB3DDA6CBC069935BC71AD073DA56DA9BBAB3F053CEFB50A3DEC1319BD20D541BD23DC063C0884143BE1D7183D9380DA3B9E32D13B655242BB1B60E9BA4793BCBCB8E4E9BCC56F58BCBD1C943C9B38893C40D8B93A69C60DBCAA3B273C3595993BF5DDEE3A34F3B9BCFEC0D53A03207F3B6B6B6F3B73517EBC8C0189BCC151B1BB145E623C3962FB3BF40E31BC078F0C3C7D2F833C1B9854BC092AF9BB61ACC73B207805BCB1EA99BC4CC7673C2FD1B73CE67302BCA9FDEEBBC44ACC3CF5E8E33BC350FB3B2A631A3B6C044DBC8944373D8D86C6BCEFD320BCEFC5533CEC03F4BC6ADFB53C266F0F3D6F06BD3CD780C0BCED2F99BC4F0765BC40B8853C7A101F3ACA4C3CBB2603903B408A79BC72B16FBC3D14273D81F335BC34F180BCDDBCA33BEAE867BC42FE6C3C623916BD6E87B5BC6D83903C4B65013C6C7D73BCEEEA5BBDECB5CDBAC6BBC1BB77DA883CB1E408BCC7F69F3C664BC03C46652CBCFDCAFABCC62457BB6A9F313C9CE6433D09B5D03875951E3B1BF6F7BC32E808BDD95AAC3CE2CF823B4C03583C3873AE3C98FE793B570E99BC1C6F8DBC2B5B873A32222C3D026887BC4AC0ED3BCAC86B3C7DD8E03BF7D20DBDD8CB9E3CC38C00BD000EC0BC0B691E3CCBBCE7BCF264853C0EBB753CDB3110BDCE9325BD99AEB3BC8E4E1E3C8544943C1067853B6782F93AD87E5ABC8779AD3CE6A300BDDC54B83C243E4F3C85CB033D66406CBC8EE3423CBCDDAC3AD9CA063D1247B1BC8B790ABDB75FD2BCA97F823C3D294C3C903317BDEAFD0FBCA961873B26BC003DD2552ABB999CC13CF0B4193C1A1806BCA765D93C57AA493D9BA5C5BC860A58BCF65820BC298C203952508B3C62C4C23A6D1D353C05F2EABBD43C2FBC67DBFEBC5F66953B4EF243BC141E363C75BE783C3876FDBBBE81C23C2950843C2B8C6F3B8BCE693C86337D3D052229BC670EAB3B78C0FABC9E5DB0BB853AA1BB5D0C033BBFAF0A3DEC25043D821F8E3C9D4AC5BCF4968FBC8DD2873C13CFD7BBE985D43BDD14F23C266EAB3C02AD45BC7365A53B766D833C5D13ABBB5838E5BC495091BC5984ACBCCA7CDC3C357DD6BC874ECE3BDC9B67BB13176EBC9861A8BCB61F0E3D871B3ABAD8CDCA3C23857F3C62139FBC5548B6BC7D5F23BCD27E52B9BE778E3CB999C13ADD65273D468373BCB8A4B53B6ECC7C3C15056CBC07F59B3C1DA4A33C24B4113DDEB1883C87CFC8BCD92EA5BC540E9DBC34C9313DBBEAEB3B9C78B0BBA27262BB39FA853BF394343DC270853BFCCFDCBC10BF8A3B3FD6813A775FDC3C8565B63CE94CE73B07A5173DA48B47BCF878BEBCCD91B83C0EFF9EBC58DBD63C356152BB13A805BB56CC0DBD570B86BC3D5D45BC0053BDB90982F6BCE15365BAFDFAAFBB8946DFBCFEC69ABCF8CAC93B322A203DADAA01BD5CA2E1BC4AC557BC8236C1B9A9F8723BEAFE343B46EE103BAF53793BD2B2FD3B31A586BCB6048CBC1D1FC63C4C9805BD9780223D36C99EBBF2FDBB3C75BB37BB0D9B0E3D0B01133C067B67BCCE26533CA37D7DBCB04AB5BCC8099ABB8BAFF7BBDC92F5BCCB4B923C72CCFABBDCE0163C1C9F1E3CBC31C5BC738D6A3CFB80293D385ADC3BBB9FA53C4D75C7BCBDAFFE3BE222093C42F4AC3C80C1A2BC655A34BBA6CDEE3CD19B0239F0789D3C65AD64BB470108BC00616BBCACC0033C074850BCAA133B3CF47DF2BB747B013DDCF06D3CCBA508BCBDE24ABCD36232BDF2C262BC45344E3CAF41A7BCE2B9C7BC82AA22BB37F5A0395609A5BC21878CBC489D913C2DBDC33C8C3C8EBB3B951CBCFEB7443CDDDF3DBC576D8ABC0157D13BC2978D3C25AC293CBB6030BC99BD09BCEF473ABCB2DBE63A94C0643CB414D73C9F5796BBBD80F13B55C408BC9C1D863A5C2F7CBBA68E12BD4224BDBC4F82F33A4ED8E5BC155EB8BCF02EC03B9214C0BCB405C8BACC36DA3B8221A1BA86FE84BC921929BA66B41EBACEDB26BC2089BA3B0AF865BD64429F3C7C70BCBB13872FBAD6F90ABD2AE1CCBB84333A3D87B4B03C70F764BCFE89F93A0B8E0CBD008507BD4C8207BDA7D4CEBC4C7D683CC20623BCD652073BC6D185BCE291CF3BAF92AF3C25B8073D3BF00ABDE2593B3AC7580C3DFB14003D41E965BB75A555BDFE53E43CCBF99EBBD3EBB3BBC68618BC40E6463C8DCBC5BC59B18BBC45EE2BBD6F1C0B3C81830CBDD7D884BA38472CBCCD0E03BC8E2EE93B49D592BCC09FACBAECFE76BCF206293C20900E3D9EBA42BA420257BD22048C3C978E85BB1793103D9529E5BCEE6118BCC90E89BC2C9FD4BC5EE386BC203253BCB7F892BC20FC5DBC6302943C3BFAA63B3811D33C89588BBC7B1880BC",
      torch_tensor_32_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_10: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_11: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_1_torch.float32: "0x040000003F2ACD3EA72F0CBE1C5D0ABE8AF4703EE2BAA83E13F370BDCB8E92BD00E18E3E478A9A3D78E1113E8537033D331D013F14A811BE064CF03DAB9EA93D4426ADBEA84D1CBD2B499ABE389BE03DB5687C3EDA1425BDD168A2BE289E7F3E6A84003D5B2983BE3410AB3D30219FBD06AD313E669B02BD7D304A3D0617D1BC2D9EA33E22B538BEFAD285BE4C80E73D24CBBCBEA104B9BEA646DE3ED716163D808BB0BEA0942ABEDEB9683E6686FD3CBA8008BE09B13F3E56DFAB3DC3CBCABECFD17DBE06BB883EDB600F3E9CD405BE64730A3F8F9D6C3DEA41133E1EBEE1BEB89EBDBD61DE4BBEB733833C8B8800BE9E190C3F05C7ED3EF6A5953E1A7A883E89C06FBDF9E161BDCB4B3BBDA5EC443EB7B3F5BD5D99CAB97918D03D7C749C3DDC68913E00E88F3EE1D495BD5FE2B8BCA77B0EBD3F7E02BD464D1EBF033B00BF20D71E3B817793BCF2CC0E3F67A99BBD257B20BEF1AFB03E788116BED2BD7EBE15E7AFBDAE98513D458C6ABE452C9B3E924884BE2590A53D1EA6FBBEACA179BE197110BD043767BEFCAD0F3E454FE4BDB0B2253EDEBED1BEF2EDC5BA4022E43CE59BCBBEA48F66BE50F904BCD38A00BFE2F5633DC95EC6BECFCC75BEEECE433E112E64BE7E3BE7BD4EA55CBCDE4296BDD1EE973ECDCBC43D1346B9BDCABC0BBECF2C3B3DB746BA3C93BA2EBED66406BEB6D21E3EE63ACB3D26B5A3BCCEC4033F5E000D3E7AADBFBE19B2813D97CE25BCA0F40DBEECAECC3D931CB13E345B423C5BE091BEAA46803DFB3F9F3E54A035BDC6FB9D3D5C745E3EB393083E0535E13B2E0D91BDD974613EE2E46ABE92F4143EB5EBFE3EA15B7BBE0B3B1BBE7F193E3D6362CCBE1010B3BDEF8E863EBEAE063F61EAA33C7BBBB7BD723886BE3296333EAF2E02BB1E283ABEB6ADFA3DD2512ABDC95B7CBDF77B463EC2D1893EFE9E1DBE684EAABEA9CB173D398C1B3E4C80073E7C2B603C138899BD0B7BD03E761B983D18E08ABE4E7E993EDD701EBEB234F6BE2DF5D0BE377C5CBECC333DBE4F5EC6BE096482BE26FF16BF95AF8A3EF2CF87BE4F41B2BDD0E2B8BE4DA749BE83CAF43E21E28A3ECF8FBABE026FE3BE7CF004BC76F0E13DF3D835BE4ED99E3D9A60993E30FF433E67B4673E90ABC3BE09ACA1BE44030ABDC50E66BED4C20FBEA604B8BEFAD68ABEAB5479BDEAEAF83CF28585BE16F6933DF5208D3E471C313E7CFDC73E36C495BA127B00BF4409EBBE0906ABBED46C49BE27F2DB3DFCE7C43E249238BE4F81A33D17959ABDBB1A02BEE5C8953EC684B7BD06F7DBBCE02C933D885E74BEA253873EE1881CBD45A590BE34B8D9BD1D9F0B3E08A0A03E4223B5BA39A435BE1C59E53D6018B8BEC7CD583D70F80F3FB9E804BEA08D053EE319ECBE23473EBE07C765BE3417213C5AD24F3D12C2243EE92300BE9688153DD0689E3D4E536B3E314C5D3E6FDAA6BEA5A6203E9BF2403E5F40563E6EA934BED080D33ED7163BBE0C4FF93EC80D353E0B2A3F3E4A760EBEA88A3EBD3A2083BE0A83003E3897D5BDDFA90FBFC042CB3E6A5288BD7E1F443ED3A8403E15F92CBE28A42A3E06B78A3D7F36FB3DF04CD53D83AE003E698C8CBD1740ABBD8219ADBD1048953E95563DBD85CB69BE91068DBECC00453E65DA52BE96078D3E053494BD90B4DF3D2CAB66BE8033D6BD97C65EBE5DB4E43D5C071B3CD345113EED6F483E860BC3BDDA189FBDDF4368BE7AB0403E9BC7F33D67A81ABECFA1C2BDF45008BEC6745BBC6090423D9B0B85BED287773EA3B8293ED8BC38BCA03A333C9B85C2BD378D35BCB106E43D86608FBE74F445BE2EB258BD9013DDBA3CD4243F575643BDF1B179BD817492BE25D6823DB656E3BDA4F3093FB6DA153E5FE29F3C9FAB893E6FAC5D3ECBB3A33DF276ACBECA7146BEBD3856BEE325C2BEA60DCABEF712BB3DCCA910BEEDE9663EABDAE93BB45FC93D32591EBDDE568ABDE9F7063F76CD8E3DB04EDCBE11D4D83CDE04053E263FE93E314153BE0B19E5BD061E993E7198C93EA9BAB53D5DF64BBEF442963D11ED783ECB1DD83EE330113D5ECF8E3C8224A83CE0B7B5BE30BF613EF3BAAB3E2E9BD63E32D830BD4CE4723E90C4893E0A597A3E6662913EAB3A1ABD3EA5C9BED3A3BDBEF925D93EA77F233E4AA8D93DEAFAAD3ECEF6A8BE192EED3EEF54443E350429BE0051473E388C44BEA04CC8BD3888E83DC8BB033EA6C3B9BDA376DC3DEEF9543E156900BE13540E3EA667B53EA2C69CBE43686ABE773B0ABE55FF303E78CD6FBE6BD4F8BD198EE83DF0B421BE14675BBEE7AAD4BDEDE591BE3364073F9850EABEBF7F373D67A545BDF44027BE9F2871BE648691BC0E1C8BBC6F85E03D07920EBF5F60F6BD2885B9BE8AA138BD448475BD10F7AABD945C97BDF1C377BE2E9D863EB050973D2B41D7BD7CBBCBBC60A01A3E37EC4A3E1DCF103F8D9145BE40939DBE71C7D7BCEE6B753E399F4C3EEF75DDBDA80C3B3E685421BE0186C03E5C65883E84D435BE5AA57EBDCBB2CC3D26374ABE8F3BBE3EC4EB2FBEF0F111BF2BF0303EB1B6CCBE0D81B13E18A93C3AB738AF3EAF47563D20E285BE5D6C9CBD9590B2BE66FBBA3D4A7AD8BE24EDF4BD6D6DE5BE6C49893D69BDF8BE2AF1F1BCA16C5ABE11A2B9BD1E3298BD18D6D9BED281FCBB24EBC33C4375723E5EEDF3BBD266CD3EA16336BE358FBC3EA23F533E19A4CDBE437164BFCAF01ABE459D7F3CD190F93CCF6E5BBE23FFB33BBF24C4BEA86CC1BDE66A20BED9B0473EC0F7463E6116DB3D7C2367BE8637E3BB983730BC04887EBC6FA29D3DF2E1283D1F8A5A3E25F4B4BE152087BD901B49BE510A2EBED7924CBDA6EB903E49B96DBC8866203E7EB4FE3CDCD10DBDD772BC3D265680BE1061A53EE0E8C7BD13D5033E2BCEEEBDCD5ECF3B5BC74ABEC42C48BEDDDE3ABE769BB2BDCEFA583E960A10BF812D92BE872A563C0A97803EE191943E123C653EC65C60BD92C5E9BD7AEAAB3EE7C86DBE041A42BEBBCE12BDC17D04BC9F99D63E6675413E6BD7FC3D8A81853E929889BEC7A1C4BEC6C3723EEF28A1BE681891BE6DD47C3B213E5B3EB2318E3ED237FD3D5237BFBE8858003F208F6F3C455C713CCF8D623E6D2BF33D8C21FA3DF93464BEA737463C206DA63E42C8353DFED496BE04D527BEC89AE33E0E14073E0D96D9BEA4444ABFE41F8E3E61721FBEC534903DAE90A2BD931707BD81B3AEBDCC9A31BDBB8358BE773C823B34D20FBFD36D7E3E177CB9BDAD02583BF7956EBD1725183D01E400BD8723343EF892FDBD9D131EBEB99EFC3CBF9ED1BDFBB609BF708F8CBC71F041BE3EF899BDA25833BFE2BDE73EE12EEA3D99C3963E8A37843DF0339CBE492E003DBFF938BE13130DBD8B1D873E87B0FD3DF60F58BE2665BF3E88C3003F121933BE4EA20FBEEF0E323D903B823E8773B13ECADFDFBC19B54EBEE5A4953D7C319CBE92F02E3E06FF56BEB102B13CC874723E9A9A26BE1DC7033FF91D07BE1D6EC4BE1503D0BDADD5F43EFA3A6CBDC9855C3E49D1153FE5FD153EFF868ABDCBAD61BE82E5F23ED3864EBEE9EFEE3CE8CDDF3E158F35BECDD0183E1E0CBBBBA8B58B3E20A84EBEB7FFC7BE5E70BA3E0057DBBDB8C53CBE6BAC9C3ED4ACDABEEB8D43BD30504C3EC2C8833E7932223EA821183C4CF0163E2DEC0D3DEC30B83EA3EFA53E518FA53DFCF4393E4C9E033B4B10ED3DC71CF6BD790701BF2C18653D7579A23DE1E20C3E3F59E4BE3C2A3CBDED79D13E3531E5BD587E2ABEF768943EEA9C493EE96FFD3BFCD48ABDA50C61BE804526BDF4B80D3E281278BE1853283F75EBC2BE46BF39BE9A5E123D6AEAB43D33B1963DE389FABE7B3C63BEB5690E3E6EEE0ABDEBCFBF3DCBA127BE43CF413ECC01A63D2FDA1EBE5A6C163E01AE43BEA08B393EB6A1C2BDD4254F3EE069193D09634EBE7D2460BE3F9A313D8246C7BD12C3503E0F72F73EA09F8F3D644E45BEF50F523E8775783D726ED13C87597D3E76E4E43D41510BBE5C9ACCBDA16F0ABE5FC5D6BD4279E93DEA837ABE63CA9A3CC2A5FEBC830A103EB49935BCA39C873E99C3693E75D629BEA47C7FBD5F66143E7B1B07BEF7AE85BE501C983D475186BE2E522BBEC656D0BD877D3FBEBB56E43E25C270BE6BFE9BBE7D927FBE53813FBC12F1153E69EB44BEEC840FBD4D6E9EBD9594A5BD7773C5BCF6BA82BE3C60913C52D69D3E77EF9F3E4F08B2BD1F24E53EE4B08EBD35750A3F7908F53D3A4C92BEB829973D9AE8F8BDE0A291BE61D18CBD38BC043D4DC994BE78C8043FE30B0EBD9B4708BD8A3E58BD837E043E899EE1BEFC35E3BDC3341FBEB6761BBE852FB2BE22F446BE758797BDBAE1B53ECE7574BEC126143EA3E5DABEBCB4853EA596453EFC46BF3C8394E43EA56F17BEE677123E7E220EBECDAAF4BD407A0C3E8191A7BCF73E06BED4783C3EBE39A63E3E48353E0373063F1C5A74BD3F166CBEA3A77A3ED3B3E43EF5D2B43EACC59EBED16784BEEC946B3E872D67BE57910E3F0D8F0CBECD7E083FBA87543E8AA0253F4892D43E4723863EF1C597BDDBD3963E2036393FD954C03C04D50ABFB4503D3D79B5AC3DCE2E903EB4295DBE074A49BEA68984396DEDAF3E8325903EA5C722BEC9F4B43E3633CB3DE4D641BD2A88903EC40C3DBEFF22A63E7C0AA53E37F9273E7909C7BDD32B253E96B3383E7DFBD33DD73D763E2B23FCBDC6BA17BE2753CA3DBFD257BE139B4DBD11D717BF99A9DF3E1D062F3EA0F115BEFF4C59BEF824933D006EA33E08CBE2BCEC46DEBE7B5A133E3B39433E65801A3E831B97BECD650CBEC22FF5BE3A0FB6BD945096BED25D95BE562CBB3D12C4ADBEC8FBCABD31521EBEEDE9C7BD1AD3143F9A1A08BEAE897DBECFE1D73EABBB1A3E3233A4BDF2C6B2BE937DA9BE6E16293E44D125BFBFABEB3D4AC7883D526FA73E354D39BE84395A3C294CAD3EB0C2C3BC67D5663D487676BE2215213E2741DEB8CD5BE1BE02FF99BB835CB3BBE76E8E3C72B755BD924FDC3DA69912BD62733DBE20A5D4BEBC7B393E5FCE3ABE54C17C3E4AC6E83D24B69EBE0883AC3D3AB90ABEE398F6BDCF71E23D783BE03D3BC014BFD69383BE5C1D7ABE33B128BE02B19C3EE507803E17493C3EC92DD63D224BF73E6EBFC2BE6D3D0A3E641ECFBEC885033FB00D0EBEF4C0223EE55DC1BE0488D03D84FD143F889BD5BCA4F866BE5617403EE5DC573E14981D3E0566D1BDA1EC933E55C349BE3B48DFBDD4DB033FED9B8E3DDA27AB3D3713303DBF7D5EBD32B6493E9F93E63EE374993EA67E313E3C31A03DDDF0B93D31ED683EDB680ABEC2DE19BEF329EEBE69947FBEFD669CBE56FD473E65E7FF3EE6737CBE37DD69BEE11680BDB47C85BEC98767BBEB7D36BE0AB9F8BD942E7DBE228CABBEF1AB203E1C0D673D7CA0BCBE5C1435BEE00DB03E1060EABDEEF104BDEF62663E56C3903E71CB27BE34B1053F96A7BF3E2849AABEFA8DDD3D051A44BE53D6693E299C473ED2190BBD95FED23B3DF0843D42B525BEE8B791BCD3EA1E3DF68506BE826588BE814C8DBE6D413CBEEAD79ABE929806BF943F813E4B5204BE5C59B63D3C13DE3C90389F3DDC2D4BBE0127BD3DB69AF2BD8D849A3E11D126BE53F1E0BE7DCBCFBC9087A73DDAC6863E99D8F83EC8361E3E8F9E1BBE5A92A53ECDB538BD68B460BEAFEF0ABF843FC93E6B47C33ED705F8BE30268FBE189C0DBEAFB67ABB61FAFFBD872B19BDC891C0BE6C2B97BC3F8A633E9E1EC9BD41D6B3BD41A5CF3C46B0A73E523DC5BE8F7D7EBEEB519ABD0D7478BDFE14E7BEF867C43D05319BBD8CC25A3E88DBFD3E0BF964BE6E6D7CBE15B2E53CB80D31BEFB9D9CBCC6B71CBE77F5713C1EB796BE83B4803E6E2A9C3E19FEA4BDDD9A18BC915E44BE01B4413E6BECAF3E914563BFBBFF7EBD8FBB573EE7906ABCFB9B4FBEC4553BBD4968C43D1749953E04A9233EF06779BC30A0023CC96510BD863DAA3E9ED93B3D65C1D43D65835B3EFBE5BABD2544B5BE44338F3D3792F13DC9E1A5BE35BE8BBE4588123F4FC08F3EC1C748BFC9E06CBCCA9306BF0C4BD03DAD44C2BD5EFB3BBDB7C89A3EEEBBD7BDF0A1E23CFACD8ABD4A45C63D62DF8FBE3A66A73E9BF0113F1BFB5D3D4F1EA7BEFD87FABDCDAD8CBE428727BDAEC9EEBCA770EF3CC39738BE7A5885BE948471BCD74C01BFD76BDE3D63A0843E4C4227BC0439EFBB131408BDC13F40BEFD58AF3EC21E38BE31675EBE1D69513EFAF10E3C784386BEA3909DBE9289593E64606C3E3DE3073E78736D3E8021A6BD6562893E8D050DBF7AE9BF3EE7FDD9BE124AB1BD8A9CA0BB82ED44BDB8AA403EA56C593E890350BEAA8BBABD20F6F33D62E22B3FEE5A023EB3B8BCBE4EBFC3BC0B61A53EE2FD783C231052BEE58AF63D3010003F943D02BEB8A980BE6121F73D3F1C2E3E5DC33A3D7156F73E0C90AEBDB2D3093E16141DBE36DC733E5872B9BDB7E780BE5BF7823C2AE46EBE4EE33DBE1922863EA7FBAA3C4BDCAEBE15124A3F1893B43D1D20ABBE93195A3C986E11BD5CED3DBEF7B983BD3815323D99AC01BEBA911CBE3109953C7CD57DBD94013BBEB409D3BE7F0B15BEF0E1EEBD776F883ED757ACBCC2CE343ED1552D3E742786BDA9238DBC2E811D3E4C081DBD1C0AF13E0E6C07BC01657CBEF81CCDBDB538083EE7C2EE3CE7FE2C3ED4A8D73EC38D813D8B9F873E49AF5D3ED290E63D107B733EF6344BBEEA6BAABD2E75A23E1D007ABEACF1BA3DAF8906BDA15B7D3ECE2A71BD8BDF073E6837D33D0DC196BEBAF723BDA53F2EBE6B4DB4BEEFEA073E5747933C1799F63DD864D43E5A4A643B27A3D43D1AEBAE3CD0700CBDEE2C90BEEB3B71BE678FF13D9DD873BE7E8066BE53DE75BDCA09923E350FCDBE08EEC23E53E795BCEA3526BE3E0D53BED25576BDCCD320BE6254133EF9A91EBEF9C40C3E548506BF0723DBBE5510483E9AA664BED5E8A63E0EDC813D9147C23EDE5BE1BDA12E5ABEABD68EBEC6FF1CBEA1AA30BDD30AB9BDEE63ADBDEA8D793ED46669BEE750573E411BD83D201DCBBE60E7EDBE7109ABBD87A523BDE6F72F3E3303833DF98121BE79C926BEA577F03CE59EBE3D2412BBBD9BABBE3D893345BEA350FE3E493D963DF2B15E3EFBB2BBBE0ABA8E3EB965E43E5CF79DBE978B9DBE1397E93DF0190C3F020B503D4F16863DFA7D8D3E1112273E3028D2BDBFBB28BE406EC33E577B0B3EFC28A3BD5293B1BE9FF926BD403B30BEA9C045BE884CE23DA051A7BEC3C3AA3E9FF1193FF7A9BF3DAD3BFDBB905FA7BE861D133E33EB85BB22C6693E08A8D5BDDC597A3EDE2A373D93C579BEEF97BB3E39404D3EB698D73DE6F43FBE9465693E3579AABE7D1A2F3D29264EBEC096F43D51673C3CDCE2CCBE524B263E6A8AD43D2E2F473E67839D3E4705C9BD680113BF275FAA3EAD85FFBB4A35A13D92CB373E2FD5EDBD20089EBE8B6537BEFC49C4BECC9B523CDF1381BEDAB90DBE807D0FBD0C24DCBE108F883EFDB1523A336DB73DE75A2E3EB9EBEBBDB9AB89BDA9DB123E3FD62FBE9E87D03CA32E743EEF5A94BE3BFBA4BE5F2C72BB97BE82BD437D73BE8A9540BCF4C70E3E3BD4743EC060FEBE9A5C843C9080F13C594DE3BD826B85BE17052BBF43B0523D1589ECBD5F337EBEFF48133E7623323E0D268CBDD2C804BEB399113E858D39BC477FCDBED529303ECFD4C0BE81FD12BDA5C856BE02FB67BC69EECF3CCDFBD53E948459BE08B8C33E9367853E009188BE77BBC13E5ED4993EAEC8613D3B3E29BEB629E03EEFB992BE2BE0043EAC75663D5830343FC0B200BEB05610BE0E3761BBC5CCA03D9B051C3C9B46793D06818CBDFD9FACBDE1F8503E0028263EC308CF3E982A1CBFC39073BDC3366B3E68E60C3FE89F413E83E91CBCE065E73E492206BEC5317EBDADF750BE4FAC95BDF4625BBEA148CFBE9CE217BEBDE2E43BA2879D3DB8379F3D92F8B83E960B803EA80897BE01BC93BD1626EC3E231E2E3EB4733BBE9C99893E30945C3E9EAED8BE1057B83D490330BE740278BE799F883E392A803DDBF08BBBFEC8DB3DFDBDACBCCBF6A53AA7D8B53CCA36853D5BCD123EB632483EB64C81BD7D2A31BED8B12FBE4A7CFF3C17E2DF3D5C5BFB3DAAB34A3E4B10D1BEA31E29BE29AE6E3DBA56C0BDFDD7F5BDF0593FBEFFEEBFBC143E6A3E1643CEBD1BFAEDBE8F4D843CAFD1BDBE9ECE103D539972BD973DF23D10AAFFBE923DDA3D0C11AFBE215B8CBE927791BEC60E9E3DDEEFDD3E40D89CBD55810B3E1C375CBE4251BC3DF9FF323D239A63BE39C00F3FA3450ABE66BBBE3EF9E1A0BEACB806BE19B7EA3EEA28B1BA71294D3B50D18F3EB3126A3E8CE0843E2FB2073E7A0AC83E3CBF0A3E0549A63E4B5D24BE2D7A8A3E35565B3E2475C7BEE31B8D3E7DA381BE3897063E3C5EF1BCA18D6F3A6C8CB0BEA9F482BE65F1C2BEE7F521BFBB32073F7957AEBE1D713B3E3F1DC83EDB788A3B91DE2B3E09E3163E555DF3BD2EBA41BE0E96893E287CD23EB538893EB29B073F787AA93DA45D38BEAF0E40BE5AD2A3BE52C7903EA972813E75B52B3EF97FBA3D110721BEFB477A3E32BA6B3EEA82A8BE2F4E043E864C473EBB608A3EDEA27BBE9E9182BE60B1953E008B3EBE5892093EE482BBBEE4C24FBD532D56BE887C67BD44485A3EC765AC3D352FFC3D2C4881BE016F643E3917C03D01A6CC3E0AD4803E5FBF3EBE9EEF1FBE5EAA4E3EC663893E9FE0A4BE8F6AA33D43CFB2BED263ABBEBC2E8BBE6D83BCBE2937ECBE47D4BB3D5FFA65BE122D3ABD19E1FE3ED1088B3EF8F6D83D7346873EB3309439F4140E3ED83FE53D7C9EA73E6C9F8EBCA54F0E3EDC5B5ABDB3FD13BD29F3843EB05F80BE18A26CBD81FD8A3E0627363E78BBBD3D4CE9C4BE270554BD9DF5F7BDF6AC463ED5D7D63D4B2AF83D20F2833E0C2FDD3E0E44AC3E9FFD8B3E810D81BE9143303EC2B33C3E5F8D03BFE9B066BB232133BF37EB9A3E9420E6BC5013643E26DAF03DE0E2ABBDCB0F45BDF2BC2F3E0F4FB6BD4DF8B43C212B713C401426BE389915BFB19A98BE297FB7BE7D8169BEF26352BE9CE6BABD049D68BDA92D2EBE9D93BE3EE9A406BE4D6637BEE1D9123E5C6CAFBEA8ADF5BDFB12913E8D0015BE29092E3E6C9CBEBDCD4F9FBE7893B23DF0CCB73DF1B6BDBE9788BE3CCF71D93D417463BEF60535BCA2C7DABDA4D7ADBE0034D03DCB436CBE62328ABE62DBD1BD06BB8BBE0E01DD3BFF82EE3E1A3D343E5F88E53C8DD0883D6ABCF73D8B708CBE6BB2813D2004803ED899013EF0E6DFBE7C5566BE1A457C3DBFA3813ECDA98BBDF6A3DE3DCDF0873ED453B63E360D8E3E29D0BDBD9570A4BE3DAA563EC294A4BED2D7BDBDDC2C003EC787BB3ECFA2B1BD546B90BEEF4CC73D818161BE5AB6B53E9B8F97BD2E3B85BEBCC909BEAB1E653FFA68E8BCE7E996BE0C413BBE56CAAEBE647E1A3E693F933DFA7FD7BECCCF2A3EAE65CC3D9A061D3DA07B923EAD3AC63E93C74E3EF902163E449FE73A3580953E68629B3D3E2E593DDE19B4BD923710BD4AA3B9BE1A1B853CDC2AAF3D548E97BEC175DCBCA6DA62BD5AB5AB3D5072E03C4CAC413E56E3293F6EB02BBE518BF6BEE8E4993D4312593EEF4CE9BD96C09BBDB04EE93CBD5700BF3C82A33C77D1D5BC6AC7033E899B8F3D258AF7BE1590C7BDE286B7BDB0FE393FA7FE1C3E7DB1D13E92A2D43D7468A1BEA77CA7BECAB9273E2DB913BC5D3F45BE70A207BD2B7B0FBE028A1B3DC4B7D53DD445763CA9AA00BDAAF9373E1126F7BC1D6C0A3EC7189BBDF5DC113FF72FB3BE2D572F3EA633563E95C2C1BE7D20083ED804C4BE780902BEC71393BD1276E53B0D854D3ED89AD73E5FAB3B3EFB4A4DBE58C5343C7D1C4DBD312BEA3E4E8E703E0EBD98BEDA5D0C3D47729E3E682E9A3E66D8BEBDF923103E1EB6BCBD835831BE6DF0163F187CD5BE5F93B7BDAC2CC03DA6BD503D2C4BABBE780EF2BE178B2B3FD9D481BE0F57BF3CD86A6A3E102E283F50CAE33E9ED795BD95FB74BEA4E09FBDB4DDA6BE987C51BD17E6F8BD9B85A9BDB124923E13A3893D248929BE3BD16E3E5429423EE7F18EBDD43D833E967B34BE15C7F13D2488253E7F95D3BE71F9F5BE7CB6A7BE7B67223EC7878FBEC86532BE7A4F20BE139B3DBC9D0ADFBE49DB1C3E62E46B3EE22081BE6196203E57E8133DB5BDE5BD75DCC83D685A7DBED83870BEB4BD973E6EF84F3E35E825BF1F07803EF9F9EEBECD00DFBDA7138C3DC7D1DDBE564F3ABCD23411BFB834593D910DD1BEFF0B80BE44FBF7BC2FD2273B5CAA9D3DD1B6913ED6ABBB3DCC0D0FBFC893D03A761978BE059FB13C22CFEDBD483DBFBD9895A43E035CEBBB1D89CD3E0BEADEBCC7D85E3E0ED2423D46986ABEB1FD74BD3072CD3EDF8FFF3D73DB883DBCCB0B3E7982363D658847BF20AE2B3D772117BE4E21B6BD6F06A1BE5514583EDDB1DE3CEE83013CF41C0EBEEBD2493D45E7F63C3B85E5BD8488353EFF14883E79F869BEBE39C2BE68530B3D4FF81DBE5C21C83EBB38A7BEE876373D29CE35BEC1C953BCEA001D3F1E18AF3E52D698BE11552A3E1B84363D0AB54E3E4F09353E1C5FD43AF8EEBCBECA543A3F46F8DE3D868D19BEB5ED3CBEA82A8F3E240AC93EED73833D96D9443E99A1F03C744EBC3E9BF5203F7A9C9DBDFF6421BD691D573E4BF848BC8C7351BE721639BECF29B33EB30AE43E5620A23DE22DB2BDE9FF323E519FA0BEB4504D3C1E1C823D59B6B33E8E9E8FBDD12BA1BED1A81EBDB82E56BD245C09BEEB9D093EDC01CD3ED52914BE9BBE753E4AA4083E7FCCE03BDA07563EF4C886BDD5DA9ABE5C8DCABD11FF18BF76E7873E38B11CBF395D7B3EB8E348BE9B3ECD3E34670DBF19E15DBE6FA5FCBD586BB83EAF052CBEBFC6C7BDEF56D7BC409590BEB160163E762913BE190DA1BE5EE3BABE5D8815BC50BAB93C6E8403BE6A336CBE891E97BE90F5DF3D80047BBE6ABB7BBD38F3B13D59A4683DA680863D5C76B4BD1E0BD8BE17406E3D17F8A4BEF4D6EDBE73513D3E9124F33C1BB04EBE47EE6ABED24C7C3E2804AE3C01DCAEBE1055AFBED33C3E3EF2B81B3E802FFE3E325B95BE0F382EBE465A03BE5B2B05BE138963BEE2C0243E7C9D33BE1DE2C4BD1C334E3DF2271A3E51EE67BB95AC34BAE1E3193C97B882BE966EBDBE0A0B68BE03BA73BE32CA583D3AB80BBE38AF8CBD2E4FC33E9E8402BEEBB96EBDAA13D13E8051B3BC21BFC7BB4807413B192C32BE7EF61ABEE0BED1BE5DCD843DFE85ED3EEF319EBC58E0FF3C3640DA3D2F5D0BBE674186BE07AE093C9F9221BC5E80DABDA8B48EBCABC94ABEB8D042BEAB0A17BC17B6CA3DFB0CBB3EC9CB37BEAD15BCBE61CBA2BE61A965BE237F083DBABE283EC2A3453C826A493E695BB93EC75FC7BEC59B6BBE0818DBBC1201A53D97FA1C3E192C0EBF679C793D48BE8C3E78730C3C6214473E7CE0A5BE8C6AAABED655763EDC718F3D91CF60BF338679BEDC08A9BC7BB7C53DBC9BAA3ED3EBCABEA62D56BE3FF1E43D690442BE0FC6A73EBE93553E79B75EBD804514BDA63C96BE01086CBE0B84E83EDEF005BECC299E3EEF7D313DFF168BBE2FCF80BCD359FF3E4B0EB3BEB832F33DE426243D12383EBD",
      torch_tensor_32_1_3_torch.float32: "0x040000001ADEBCBE15B72F3F9262893DCC87783FDC86BB3F8208F5BD62FEA4BEF709203E4D2E30BF0E999F3EDE8564BEECE5194049D1E0BE3F2D104021B4943B00C44D3F518DFC3E94F4EE3ED2EA80BEFE4464BE03F720BF188D803DCB43AB3F06975EBFD291E23EECE82EBFCDCD06BFDD075CBF8F75DCBFE60E7EBF1269A4BED8AC3BBE863FA5BD6947AA3DF84C9D3DAB7012BF6FDA683EA98258BF49B2AB3E45260FBF8BCA81BF076032BFFD48A23F84F3823F276330BFAF7844BF97BD553FE895353E518A313FA069D83D35F309BEBFA4053DA29496BFCA9DAD3D0C85DE3E91C0B13E7D41B63F3905D0BEFAEF6CBF02C9C53E741DCFBFDBAC193FC79A35BF78C3B93DC9BD9EBB2AA6A83E1DAA46BD833EC2BE6FFD81BE0C01C23E8C0D1D3F9766BF3F70E08D3E82CF913E77EA333F6BF7993D70A82D3F1B8D52BD3ACC0ABF832AA53F355626BF04FE583F0223AC3F823450BF8D0DBBBF3D54D03DE212843F4B10D03E69E9CCBE166E853F77C3EFBE5C25753FBBEC7A3F6AEAF1BE4A1846BE5B45A93F",
      torch_tensor_32_torch.float32_12: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_14: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_15: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_1_torch.float32: "0x04000000BBEDAC3ED43B9B3D44FE62BE425C133E97AF14BD7327613ECE8FEB3D59E396BE49E251BEF09CB83D197C0DBE7E3EBF3C1BC9E43D914CD2BE8F811E3E881080BE9013D03E63E35EBD5CDA3C3D0A55C5BD757F753EE1A79C3EF953AABEB17B2B3EEDAEF8BE17C7F8BE22EF2FBE49E905BD7B480BBD6A155B3E067B5ABEEDB533BED6CCA6BD7D3D913E7D4702BE12D5E9BDB7B1993E0F06023DAAEBD73DC3B0503E4A38443D4911373E5C61EC3D3FEA9D3E3084F73CFD09993D835A263EC9B9C6BD19C7A0BEE79F1ABE5EB7243F03F304BE6E09043E3322E73E35DC713E858CC5BEC220CC3D4748CD3C7BEF00BFEFB2493EBB2B30BEE53F60BE89E81C3EAFBAAD3DDA8577BDD645C1BE116FE03DC4F9593E21A0A23DC6BCC43D079F283EF376D53D1CC5A0BD5CAC4C3D118F6E3D6CC63B3EED6FB23D7FFEE6BE4AE8BE3E7EBCBB3E4236CEBE898970BDDFC744BE5043993D209E3BBD12FB543E75682A3EC21C02BF7831963D5B05C3BD6F1CF1BE286EBA3D9EA01BBE75B3273E1309543EE1994BBE77FA9D3EE5615ABEDC6AE4BE00F4803E86E5253D879E81BEC7D911BCFAD9013E1CF4BABBED9C53BE75C783BE72FC333EB5DC5CBE120E183F1E5CE83DF2EC8EBEE7F1D8BD7D23103FDBF58ABE6572A2BE1B783DBEEB20E63E5D3B233EAE8C22BE0A400BBF690B35BE8C965B3E12DCB13D6FCE81BC08912C3E3C51663ED75F0DBE119313BDF9D196BE359F8B3E2BFAC33E72025DBE8D01C33DB6D976BE2A7111B91F45133CA85FF8B995D03EBE99DE663E02B21DBDF67C53BEFFE8CB3D18BB5B3E3D14423EAA8123BF5C9505BE06BA8FBED319363E02BF8ABE03553A3D85DC883D7E3F92BEA224F83D94584A3C4C249EBE87A550BD6520B4BCD142BC3C4BDEDABD71C11A3B7CDE3B3D1D30933EDEC02B3ED32CEB3EE7839F3E2B7806BF82848DBE823F12BED27C2D3ED5D8AD3CFC4962BD1CFCC4BED58DC7BE3265E83D3BA822BE2874373EA6AB69BD5B1D963DF054983E84969C3E18D208BDEA551B3F977B373EBC7F02BF3282BA3DEA6545BE68F370BE77C1F63E9653233EC8CDAFBEC30D34BD9BDC543E128360BD3D6484BE22584B3EB0393BBE7B8B31BD161E883E6C7796BE65DE6F3E57C6C1BE16601E3E8DAC8A3EA1C4C0BE4AA02ABD03178E3DFD60A1BDFCE5B8BC90EE213F0AA714BE4055A43C8CBF5BBEF26DEDBEE600433D6DDB903D6BE46F3ECC584F3DB057AABD868BF73E406EAEBD6187CF3EA13B343EC16F34BD7EAE9BBEE379DE3E3B4B80BDAB9BB73E909108BF705913BF97E5A93DE84F223EDF92F73D6B8A6EBEE090B53E87564F3E6B89983E9ECBDE3D80294A3E4CE3DE3EB691E2BD62DA8C3E84F00E3DF77D91BE0498F2BCBC5CF8BD674658BEE43113BD83994E3E8787F7BD39870F3D4CA471BE70669DBDB52B323F059A993D80D2323E307356BE2C06E23E801A3E3E1C896E3E2332383EAB6AC3BE7F572CBD1828183E974093BD3C6E52BD7C1EF03E55129B3E4207A2BD0A862BBDD1CADA3E19B86B3EED4C93BD21B3B93DBDC990BCBA998E3DD89BAD3EC315FDBDBF17323F24FE153C10F5803D73F7D7BC0CE677BD4D1339BE3704453C13B78ABD8D004EBE9F6BBD3EADC3EB3E552884BE7E38D0BD74BFAC3BF05F9CBE0CC6283CAC5D0FBEEEC438BE737487BD3C5783BDFAF893BDD5CA8C3E0F32373E9E75033F104427BEEF50E7BE9186363E65E36B3D5D6E6EBB5912143CFC61C63D1BD3E3BD1B9D6CBEBCAB2FBD2DD3523EAC8242BE0990993E44C5D03EFF1A9E3CC771E2BD7CC074BD90DB5D3DBA239D3DB528283DC247553EBA4F3EBE1A228F3D4B409EBC13C6863EE38500BE0839FA3CC7A6CF3D002138BE6277BDBDDE52A53EFA463C3E8EAE003D5DE742BEDBE0D13E4CFAADBC334C153C9DA53FBE4BC3483E090716BD8CC91DBC6AD10E3D0CBAE8BE3F7CD6BC98DAF53C73FAD63E934AFF3E53B478BEF84C95BD55B29C3DCB45733E442815BEF381063F32B41E3EBE54B7BE4E8838BE47ACA93D60DAF33C17EDEE3D271293BE0D0FA33D7F7E993E430074BCBC4093BE436A32BD6645253FFCBBAA3E9F51D4BEEBF5DDBE46C7623EE55F733E2DE9C3BDE454883ED3EB003EEC4421BE841C9D3ECA30AF3A951F7CBE029D593E026F5DBEC6E05A3E7C1D873EBAD20C3E6A99E03ED8308F3E71E81B3F77F24CBEE0CC8BBD8429CFBD5414C73C0F29F93D3CF379BE5F8F353D6CDDA53D8458D0BECEA86DBEF0379C3E7D4884BE817AA2BE6747A83C6EB1A73C4CEB6DBE824686BE2AD2363EDA887A3C529A03BE68A1993E9AFDB33E2509143F36A77F3D169487BC6D42313D04BB8EBEB8C6323E1AC3ADBCA07B2BBE1CE7DD3E041969BDA94C253C96F2C8BD73C1F83D3F0DCBBB8766CE3CEE500A3D29453FBEABB8C6BD7C5C033E8DB0233E482AF63D9F8821BD915605BE0FE6993EC175153EE7EFDCBE39940CBF12459C3B57E4B03E0CD9FBBDAD13A93E32D2B3BE37339C3EBA07843B3D468A3EAFA596BE4895703C19E4A43ECC7FC2BDC02206BEFC9FA0BE460B2D3DB424F53DFE26853D9AD408BE8648B8BD0DED24BF5BA1633E80C8CF3E47FB713E0590D33DD89A39BEC0E592BEAF19593E951998BE86B4A63C7390853D6ED22A3F1CB6EABDBAE6DFBE1152973E43FCB43D5636BFBE332B8BBEE20B443EB3CE68BC3F3A29BDF15F163F81010A3D1005DD3EB105A6BEA2627FBE62D6413E59646DBE512399BE110E58BD9D38D4BD517DA1BEFF19FDBD3CE5973EA39B9DBE254E8B3E56B391BE6DB29A3EEB95ADBE275F1B3FD46556BF711F973EF7C82ABE7B47413ED2A728BFA71FDEBDDE0DC03E935B573E77B5B0BE3BCC37BDB667BABD574F85BDF8CF99BE01B785BE8CC766BDF06286BDF28FAC3ECFB0A33E92169DBE1D7D7F3E58C7CBBE29C8043F4FF06ABED77500BD4635803DEED0713EAF263CBEFC3FB2BE390A63BED9A324BE62031DBE8F3E72BE53C8813E7D621B3FAE529F3E14FA6FBE0D832DBEE31EA93D53FB65BED330A3BCB5DCD33D3F2E41BE5058493B7146B1BDEBCA55BCFB21E9BE629F153F712297BD2C5CB5BDC55DEE3DCCF091BE544E86BD43B5CA3C282C9A3E8A0B713ED03FBFBE45AF473F51D59E3E376BFE3D760B543DF989A63E938C403E6D19953EECC2103EA0AF85BEA9D666BEC1A3D6BEB98F443DEED28CBEFAAEA43DA3BA22BDB26E923C03F90CBE55CCA1BE94A7AABE9FB7933E99324C3EFF140CBD6511103E844E0CBF866101BED0C57CBC5FB7B2BD227F803DA6EB4CBE08C4D2BD5AB302BE752AECBD7105353EE4FD423E8CEA5A3EB31F183E7501043EB8F0443EFF91123EF79CB93CEA3B9BBD2844A1BE4062CA3CA49610BC2C07C6BE2298863EE303A23EB510813C2128C23D064A85BEA47F89BED1DA42BEE15B4F3D2B55FD3E6CCDA83DAC919ABEE767DC3EE8262DBED18F023D83EDA03CAE4626BE09772F3F7AD3DB3D69DDFDBE6238923DB414403F4D75C8BE6BD5AF3DAD0E67BE49D7263C28FA90BE23640ABE04A4A4BEB2427ABC193E8CBE60EC8B3D263CF6BE96B1C6BE1F3672BE9F9A72BCDAB120BE5E19D93E33CECF3D2DD3243CD42ECC3E2729603E5E2087BC08128ABE820D05BE5C7A0A3EE3F19DBC4625D5BE918299BD1E79CEBDB3A1973E722C6DBE1FF0DF3E6772E4BEC3321A3DA9FF3CBEC22A09BFC508523DD836A13EE9A8D8BC2C20923DA6ADA63B9F6A0ABE88CE27BE2E0AA4BEB153BF3E785CE63EC35611BF7659ABBE434E013E888F943EC17ABABEB015073ED37A343E5638653B458C35BD9106D83C798C71BD3597043F10085F3EF2B92BBD93A422BDFD7ABA3D6D037E3EF6AB663DD16E70BEFF4D023D23D6163E92AEC1BD6390323D9F9C1FBE2C1CE13EE87B1EBF99A120BEF243F93DF1DF84BE19B1BDBE67BA09BEF76386BD81F88BBEEF28173F13B29BBE8724863D07B906BEF3D4493ED5F417BD4F0253BE663E51BE27E355BEF0F956BE8A89C23EA6E0BDBE1BB0B3BBE14A823ED53BB5BD734DC03E9177EDBE1C1000BED0C9C03D41D0BE3B7D6308BEFA511F3FC55168BE17EF343D4955BBBE56AAF9BEE4FC2EBD8EDE35BE74A5863E93C30C3E0BE49ABD0EB63F3E828DA4BE6432863EAE6164BEBB48613E69CCE83D6D44F0BD353342BC15C58EBEFD52363C4E90C73E0765B3BE201FF1BD1666F63DE057983DAF1F823EE380223E1E67AE3D2E42203D164503BFB17E1A3EC8B833BE93CE693DCF2D593ECFE8B83E5D9DF2BC0A1D62BEA753093FBECBD4BDA28E8ABEAF5AA43D08782BBE1543433CBA8C683E852C4C3C5735893C230BB8BEA94EBEBC7732043E7ABE023EFA6AAABEF5ABEABE7A23FD3EA2231F3BF86618BEF0148EBD6CF9D7BD4A62303EF96026BEC6EC073F915C84BEFD773DBEB79B493EF20E813C7A850BBE38BAE23E50A7A8BDC0B7933D47E6013D2BAF003EDA42683EA05B7CBDD996D23E3078A63EA49D6ABEF45AAE3EBE02403E4C42D0BE93F3383D5C867BBDACD9273EC1660DBEFEF6AF3CD3B7263D22163F3E7844493E2AAB7DBC0F1C88BE36713DBED37A9E3E456AB6BE453D873ECBCCA33EF556A5BE7CCF58BEFB73183E31DC24BE936AB03E577F183FAD8192BE8DBD5C3E6EA5D9BE5FC441BEAA8B07BE894AD93EDFB50BBE5C3AC13D0F4EE6BBED78683EB944723E8FEE57BED59F683E05F706BE9D43BE3D37F8823D782379BD3F1B463E5EADB63D96EA493DEB6C25BE016AB33EDD4879BEE8E93D3ECA0B863EF1E79F3E2C65EE3EAFD2B1BEE81EC8BA30993BBE0AA240BE6F86E43DD29E463B6AFA17BE2898F13C7D8BDDBDBF42383EA265D73DC9A26DBEF30AF1BE3DFD2D3E2BBC8D3E5B0E24BE5962EFBDCBB1903E8C71EEBD5515503ECAAB893EBF7D31BE9744923E64C6473C1438F33D3E451DBEF0A43ABE6DE793BEAB2C25BE3FC6F03D8FE9F53E66CAFC3E8F4AC03DD1B48DBE3F70763DFFBD82BEAAA56A3E6F1433BE1EF5833ABE93153E6B2111BF2239233FF198A63D8A25AC3DFA839B3E0B537D3EF242A1BD58BB1FBEF1668B3E4DDB853E66F9DE3D68BFC7BEEB989BBE7E4C14BBBFEAEFBD044B623E8B2A36BE84A822BE66708EBE5A5B553E01084BBD251A66BE401191BDD0319E3EAEB6A73E1ACD9F3DC34C99BE23FF2F3DB559F73922C1AFBE7EB643BC8E14723EC0D7A0BE6D8A143FDE234F3E8EF63FBC5750583CDC0E20BE1D3FCF3DE87FDB3DC5ABAF3EE130F63D600D0A3FA4BF8E3E685C5C3E4653D83D9043C5BCFE45B33EEC79923DF19667BD477C743EC0BD3CBDC89FB9BC24CF32BECB07E63E9F4E353EF4AE0DBEF735A93D0D745F3E38B3D03DD2FEDC3D0DD5763ED88D193E4C4C05BDE4867DBEE47344BD9FDCC8BC9174FA3D00A2103C5625873EE9EB32BDD4FB5EBECCE65ABE8E00873E2B7900BE44C7043E0BD619BEA468D83ED13CC5BE217CC53D6BBE1D3D1DD62C3D59FE5A3D402744BEA0FF80BEE8E9BE3D52E66BBECD0929BE271973BDD645A53E84060BBECA0A313E4F8089BCB199943EB4FF223EB4C407BE0C1832BEF2B00F3EC0016BBD9496F43C7F917F3C342C46BE51F4F3BDF045BABDFC5BC0BED060943C322E20BE3AEF6BBEE4DA933D8B9D84BD5ED6F53CC09F143FB0FA21BF7AA57CBEFF9C783D740BDDBDB47080BE1FA9BA3D2E5160BECADCAB3D9FE0A43E40F925BEB96D89BE0C9453BEB8EC1A3E98EB403CAEB9BD3D8FC06C3CE4319DBE363F6FBE73AEB23D499691BD3A4AA13E266EB1BE7E0135BE8A94B1BDCF54D43E7DB3613FBC6E40BF74E79CBD1E6DA9BC",
      torch_tensor_32_torch.float32_16: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_17: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32_1: "0x04000000425CBFBC8EA9C43A4FC0C7BC284912BD928013BDE1E085BB800A7BBC9DBB24BCEE403C3BFD809E3CE2312EBCFB6581BA4ABF72BCD5D3FEBC8A865CBDBB74F2BAFD7C1CBCE5CB4A3C4049D4BCAF0BE9BC496F91BC69F439BC03FD7CBB590D2CBCA61293BC39F9E63CC6EF1F3B90A7823C34AB313C64C78DBCF730713C7F22063C694FB8BCE766593BA91BC7BB9E5EBBBC61CD5FBC85F031BC5D53BF3ADC0755BCB4F4183CD057233B0DB200BD94E8983B245F24BB88398A3CC1F6253CE2AD743C16C787BCF46A87BA21238B3CEF7156BC2F16C63C71D29B3CE2D0E1BC257A45BC06CA24BCF4D2CABCE7FD4C3C382EADBCD426E0BC843EA5BC407B5CBB8608DC3B6237C03C673CD73A79273FBDC5F53ABCC6A11A3C929D403C9D855B3CFC261DBDB95358BBD063CDBB090E11BC87B1DFBA5AA4993CA46A84BC52ACB03CF776FA3C133C3EBC9B2B0EBD38721B3CE1B4B8BC6AC2F93C6A2FAD3C9928EC3AFB118EBCD4CCD63C5E6ED5BBCECEE43B130377BCE793103D2FCAA6BAA229AFBC61F33F3CF8994CBCC664613C70C401BC242109BD40484CBC36C19EBCE47409BC57D77A3C1E31103CF28E07BCAF94943B8473A2BAF8C6D63B4E139B3BB514E9BBCC89CFBB90B4643C8563E7BB6720EBBC06ED27BC194953BC9270ABBC85FD983C47DBE73C25618DBBCB51EC3AC2BA3BBC21362E3C46B4F0BB79D3C0BB7D79A53CA67293BA32E00FBD7C38043C90378C39BE51E339BE7733BD8418E43BAF4BB3BAF776ACBB73E0CE3B4590FBBA8B76C4BB4A1A69BB5213173DBEC3313B868AF9BA85F94FBBF2F18EBCFB07DE3C305EA23B13D6BC3C10A11BBD618130BCBC16BC3C0A14533CEE0AB13C1F610FBC5EE4B4BCCCCFD3BC49E802BC24848F3A847E82BC26B4F73C06F386BA85F836BC0BCADF3B85873BBB343C2C3DDED269BB6548443C3820F4BBBCCA633CD6A915BD3B93773C0C555A3CDBAF493CE7292BBD2064D3BAD68EA33C899F2C3DC75A8D3CCC7BED3BC2C1F0BCE76E453C026BECBC1C87B4BB17D9DC3CE4385EBBC663BB3B4FE2923C7F85813C158CFDBB023B23BBA1CA31BCDECFB8BC786624BC6B2D353C9B7502BDECA2F1BC06ED0BBD798C9DBCEBC3AFBA153BC5BCDC3AC4BBB3A0303C5489D43CF1C504BDA29CE3BC540B40BCA4E3323D2DB4273C86806FBCF445BEBB3B6B81BD10B9973B3308223C303EE43A4AA35EBB1B649DBBD6BB9EBCE7CADD3B48628BBB2536D73C0AE799B9378641BC6D9D1C3B260BF73AEF6BFABCFB769DBCD72919BCDEB1F03C7DCBD53B53778FBBBE344DB915D5B43C69C5933BED76BBBC30B3BF3C99BF80BC7418AD3BBB08BFBC5E770DBC6A7D6E3CF898BABC2959B2BC928F0E3CFD72843C4203F4BC9DFD5B3C2108A43CB9B611BD1AB104BB7E3016BC7B0D1DBDD01D8B3CF4C54A3BD28DC63C0E30F73CF5E7D53B29795EBC80FD903C6A4BA83C51E29E3B20EC36BA73C3B33C899993392752353DBD430F3C597911BD3375D9B92EB9243AC0EBA2BB2B1B7A3C6C14F03AB7A7A03CE97078BBE303EC3A2BCE24BC3D78D63C49F6093CB8FE803C530B29BC050BA6BC2BE6823C0B9178BC34FC3EBD5C3FC2BC25C493BCDBE893BA525FBCBB422E7BB887B03EBB740603BD3D0A99BB0EFE1DBCE8BB023DC7B429BD64479F3C2795D23CD4C71DBC09F3023C62569B3CB8B4AE3CF0D78ABC0B40613C5D81F83C3C48FCBBC78B693B4AB486BC99F1C33B8780BB3B220A17BC827F96BCD07499BC9894E4BC3986ACBA5B5428BD7DA0A43B4ED5D4BBDA4A1F3C81F61ABBC06D61BB1B1EE9BC15C520BB694CB8BB4DC83F3DE297EABC39E970BCACCE68BCC30AECBA7B8B813C2ECE5A3B2D1BBE3B719315BC1EAE4EBC8E16C3BBC1CB763D326D80BC5866603C8A5EBC3ABB0B8DBC4551DEBC843AD5BC1EF16EBB946B01BD72799FBB6F07A7BC4CD4EF3BCBADD63BE002593C5BF8F53C33D066BC181E4ABCC38C1BBDCC4596BC1973D83CD9134A3C4BA2303C4A09033D402DBE3B4439E53C049C1BBC6AA51FBD78B3073DAE2FE93B0767593CFBFB0E3CCCA84DBD01C6733B6122683DE103B63C0AC93B3CA60FE8BCA964313C61D5C03CFE24693C050C7EBC18F4523BA07FA9BC0976403DBBE8E43B0B9F003C2DD0AA3A5F5115BC09A7683C6ED5C43C436115BC786E39BAA2B058BCBBB50D3B4B57E3BABECFF33CD2E3A83BD8C5493A8B528C3C4C1269BCEBBFEB3A7B82EDBB40D3963AE4B4023C4524763B24A61D3BD720A1BC179A493C7B1A853BB7B6023D024C09BDAE40AEBC7EBAC23C4210CE3CAFF2BFBCCEDB5F3CBD1A8D3B5DDFCCBCACCC95BBB8F4C43B063D1ABC20A5353BB0CDECBC4782BB3CD005DA3C6B3AE73BCB85FE3BDBA5A43CB095CA3B8A83613C941DE6BC44A19EBC328919BC1CFF65BCA92807BD13334E3CC97F66BB29951E3DF6A30BBCA1383E3BB9C5A4BCB31A1EBC4BED773C90F03EBB0B31E0BCB420093CFDB0183D0AFA843B684A09BA6B55D43AF307E53CF4A3A4BC804500BCCA25C1BC139A44BCBB8DAC3C148E2CBD6D1904BCB47E66BB8F842DBC10471A3AA5C9903CE723933CD707ACBB464846BC597B853C78D0D1BBDE3E12BB8076BF3C6D77A83C80ED35BC8A9E0E3C9308673C545947BD90016C3C93A0F8BA8D51A33994AA633C3C0073BC4FB4BB3BD74C06BD6E2BF53CF9A3973B8DB640BD2D878F37724AB73B87621B3D936CA6BC7F62093CEB503C3C6BCABEBB4BD0963C8473CB3B07F715BC9590C4BC1C49EDBC6212443DD796F53BF6C4963C8FB5083B3B6CACBBB92A483C74C1D9BCA6CF8ABCC5A3CCBCD219B3BC300CFFBC99BF523D0433ADBCD773923BA08EF23B843DAF3CB3A486BA0BF5B0BCDC8D04BDC63D853CEA82443A3B3CDFBA29A3EF3C26D9523C4EE7203C20F6AB3A571EDCBC34F19FBC501F0FBD419C6BBC1D09593CEBBAABBB58591FBC1D27AFBB6B91FA3B8FC6A93BD477043CB921B0BB7773CBBC4B4614BCC6A7033D4687D93C4D0117BD857FB73CC6D2DF3BF58E3B3C1BD00A3C0A7D563B7B9C333C176405BC0FED59BB4E9FE33C1E933CBC546639BDBD5A1BBCABB519BC734A663A260FF03BF4410ABBAD3DB93B7438E3BC4CEE5D3C66B9993C764809BD2633633CD3994F3C33C890BC6E1C443CFEE6EDBC5231B5BCC6857E3CD702B03CE6BA6FBCE24A63BC12CE95BC9C04B53B4DA639BCF733833BE7F123BC1D43B2BB84A6B53A58485A3CCE7C1D3D876CCA3BFC6086BC90160BBD87AB31BCDCB2D9BCDF9E923CF83C683C2EF7EA3CD949EEBC42DB44BDC92BB1BC305E4ABC10BFF6BBF1C718BD2A71383BF9A8A73B4FDEC2BC86FA483A09F1FB3C5DD0AB3C5B8B1DBCA154FCBC186F183C094AF8BC19181E3DC0E92C3BE5E3FD39E9F1FEBA2A36843CA27EACBC32D8213CA7DE3BBC8FE4583C46647A3B8CF1733CCE64763CC2A232BDFDC4893BD00B30BC2177683B4D05AE3CB17B863C1CBA8A3C4A38623CD34D68BCF45F84BB4337073CA0888BBBF588323C6EE76D3CA1FCB73C9057973C8B01E3BB3C47FFBCC7502BBCEEE9EE3BFC2E5F3B3765993BBF7A03BC4BD3393D9429CDBC5B46B7BC5DF8C33CD9135C3C49DAA23CC2F3473BA70E2D3C7BF2993C201B03BDABB0233CBF7115BDA244C5BCD7B62FBD3D0BD23CF91BB33CDC4F423CDC773EBD68B087BB81A975BB468A893A864C483C9F999E3A611FB1BCF32C31BACB4116BD54321DBC8AF04EBC1C5296BCC5C05A3C29BD823BA8BA933C5F71153C7B68063CAEF14B3CCD04AFBC647C373C9814A03A957A383CF2143A3C46961CBCAF90ECBC46C69D3C4951C33B525A873CBB71CCBCC9DDB2BC16EB803B0CB65D3C8C266C3C7EA7643C56E40A3C04BF92BC2F457B3AC16D743BA5D21A3C86EF9E3C06898B3C40FA68BBC702633C44ECBEBBAB22443C2C6B80BBCBF01C3D66B02CBA23CC6B3C2136EB3B6A9B513CC0EF7EBA698D57BC4D1B1E3D0C26513CE56D08BB0FCA2CBCFACA883C84F49B3C031974BB760208BD0F2A0D3CA26461BAE92FDA3C05F858BC8D8DA8BC3B39F3BC12B0E83BC071B73C17CAA1BB422A983C394320BDD496183C743C5DBB1739C1BBEE61013D793F613C5544D9BCAFF596BC565C143D4B90ED3B0F9578BCCB288BBCA19E093BEA20963B1BD09C3B335FAC3CD2C582BC9460DC3C304F843CBF229BBC18EFEBBCAFFB8B3C4B95A7BCA98DCAB8549343BDF0D7C4BA709A283B973FB3BB862A28BD037F833C9C82F83C59B39F3C62E8EDBC35CA603B94A10E3C07C25FBBE91CA73BCBB49DBBB74E02BC494657BCBE5BA7BC4F6E5BBD0EBE86392D9ECA3C42160F3DC3C49ABC3880BEBC9BB5B039CBE6B0BCC22F913C12C01ABD5734F4BC994E3BBC8AACEC3C252A873B5919253DD64095BB6BD28B3CD0D484BC043089BC9B3894BB97A4EB3C8C34A13CD9D79B3B42F0A63BDC664D3C9FDC82BB82AA8C3B9C639FBC4E4CD9BA931FF4BCC52FDABCE285753C5B415CBCE9FC4D3CFEBFE0BC145B87BB3CC8DBBC9B37B53C2D62A2BCB388B5BB6C3489BBEB4258BC774215BB771F85BB8E8320BCFBB993BC39FFC1BADE11AD3AD3D3CBBBB0512A3CA2986BBBC9624E3C41AD38BB0F5AA6BC8B9807BCD856AEBC2193AF3A8DCC0A3D504C93BC7BB4593CC18CB13CF711F13C24D4A7BC265C9BBB3DDC00BBEECE183DDEE615BC7B360DBD2E051F3CA148C53AA177E53CA29515BDD02BB6BC019E58BD41311D3C984C05BC1346EB3B30449FBCC4B0B6BB304B16BC3E3B3CBC57059B3BF07D723C93547F3C9D050B3CCF3D5ABDBC4C57BCDB2100BC6EF2E53C4FE6713C14661E3A144C75BA9D4C04BDCF1C903B822B91BB8472D0BC57D696BB12ABAE3BF4B1ABBCE0B3303CC93CA5BC1DB7C43B1442A83C228A0F3D694DA9BC6DDC213C295C86BC7038463AE81F913C231A89BC105DE3BCE1F191BB8B2B84BB1C79A6BAC488183CDBFC21BC54E053BC1E835A3C41923BBA7E6A08BD0BADC1BCD94F4FBB6FFDBEBB95B6C53A5C873B3CC34E873B3E7ABD3C55A01FBC1B3880BCF9C7BABC2A853BBC461EA73C6338713CDBBD40BD9D0950BC1E268FBB828EA1BC0EA611BB62B205BDC9C7653B6358FFB78BE1123C612AC9BCBBC00A3CE18E6D3DFD2E9DBCC47AB53BB892033DB49A513C8A810ABC528CA1BB8DA7203CE72AB33C8F8BDC3C6EFEE8BCDEC6AF3CDE4D88BC5BFCC93C976114BC826A55BC5262BE3CFBB4F93C19CDC93B647B9EBC559A0EBB40ADED3A18F87CBC5E0A6BBC3D7BB63C003AAC3C959F83BCD56BBFBB29B9D4BC19D1F3BC546A74BB065A123DF361DD3B525D9AB9619B373C15C0B9BC2B456C3CF7C073BC2741063D132CD5BC6F83B23B7CBD81BC1150903C37A2813B15CF7C3C18A9EFBCF76542BB2EAE763CA22C8EBC8B8238BBC7FDE13AFC47D1BC5FE391B873EC213C2BB8B93C42C397BC7D6194BC8EBF41BB99C9EDBB4E5ED63BCE3D903CAB8C04BBEEB412BC5243FBBB5CC7563C423475BC931C453B38DC57BCDDD973BBB637083CEA807BB904371FBC8703ACBC05CDB4BCBDA00CBBB9D890BCC1087A3C87E2973AD6F0173C7870AF3AE0770CBD57BF213C94AB873CA9F7BCBC390B263CE9CE543DF81CE3BB398165BC77C3193DA1F539BC9D5978BCFBD7A93C33AE50BCC46589BC59B1BBBAD9F7503C79B86DBCB7AD043D39051E3C4B71943B3C11E7BCAB5A2CBC4FDA19BD6A8A36BCE7118A3C5489153D7654103C04A6C93C4FF25ABCB710913C9BF8B6BC4129E9BCC08B2A3CC2467DBB4C72F6BB80FB38BC1F9809BD4EEDBF3BD8F7463D77CC0DBD97344D3DFDDDA3BC2D3087BA0780163D5CAB153B1087AEBA9351443D426A993C21EC12BCA5B3703BB94C30BD4466DD3CF85FC73C1C76723BF0F939BC5455E53C00FC02BC02DDCD3C30B5073CD3C30A3CFAF520BCD963EDBBCD66BDBC22A7E43B17211CBD82C434BB094C1EBCCF73893C302597BBD05C093CEC14E03B5334C33B083F80BCF4D1513C34AAB4BB9926003D12FC74BC05C0283C65552DBBF1019EBC69FAE03C7ECF453C162F9C3CEA7631BBD1CC803D783B1B3D9F4411BCDFEF89BC65A0FFBABCF40D3DD0639CBBA86F0E3A5C4523BC8F38823B4B33E3BC542CD9BC25765A3CE72B81BB82037FBB95F8A2BCD31BCC3C618E333CA9D0B1BCF71B87BC84CE883C4292463CBD40993CD441A53C867E24BCA9C1C8BADC34E1BB8E2AA53C6FCA89BCCF14E0BBA8348FBCCEE89A3C6254B53902E7383C8AA92ABB0A284ABC37708E3C04C4C23C05D5C43A26E7213C5E90763A4B515F3C967C253C1D0F9FBC8FCA55BB62B124BDD8F63ABCC0828E3A8AB7E9BB8EBD38BC573FAE3C0DBD06BD192F2DBC0D12BC3B87746D3C39D3483BC7608FBC40AFCA3CF2C9B53BB3F05FBCE78C8C3BF9833B3A4B56793C84EFAA3C69B6043C41321EBD4DA79EBCFCBD303C4EDC5B3CC653A13C811C12BC2013EEBBC6FAD03CE0782EBC3022133D4674F43A6AFE3FBD7D3304BD10D39B3C96329A3CD2171DBC196AE4BC92C6063DE9E714BC0E65ADBB32B29E3B874D863B9B479DBC659DFCBB1862063DE16C1E3BD4E4043CA02FE43A5DBB82BCB854B3BC06249CBC1B10663B7EC26D3C2A614F3C17D5ADBB9D0609BDEFEB12BC7D85953B9CCE1C3D2C5BE8BC7EC083BC0D9BA23CFCD6C6BA39CE873C825706BC1CC2D63B0A288CBD80019BBCBE5EE93B38F22E3BDD6E36BCB6779C3C8540C53BD818C4BCCA7EAE3CB75C6A3C9B569E3C8FA7593C570783BBEA67323C1155A3BCA6240ABB15AB3B3DAE4AFE3B49CFEFBC763716BCECBE9A3C6DCE10BD385FDFB9E75B1D3D375AFBBBB40BB3BC8D54B83CE622F03B5D1BABBCFC0454BAEB10FCBCCD69173CFB57693BBCAA68BA224FE93B1263D3BC54AFA63BF53FD03C57812DBC6BBA433CA2E091B96CC002BCBEF58CBC1D73583C03D4E8BB628F3CBCF0DAC6BC19729EBCABE5763C9D6901BC6D400BBD8536AE3B2C3977BD95890E3C3D3E6D3C3DB102BDB90346BC9DA078BCB035C83C5572603C3C7AD4B97D0F02BCC1137EBC4478AB3CFCFE41BCA9C28BBCE7F01B39078E0B3DE676A6BC66E2AEBC2B98BD3CB588753BAA6C1ABC8BBB9EBC2085623CED9C0B3DD4EACD3C796C12BDABA11E3C13E64D3CA63C843C415A3ABD7DC3383BA9B23DBB7C09C83C04E622BBB020F3BC6BC202BC2C36733C3499DBBCA5B8D53B66C613BD50726E3C7796CFBCEBAFADBC0BE68A3AA415C93B7D65B4BC1719C8BC4B0FABBB54D77F3C28A089BB70E6A0BCDDD9603D99B7AFBCB67481BCFE6749BC9781C43C12AD47BD57F8CBBCA7D41B3CE1D20ABC1D79113D01F0C0BC2CDE0DBC6F2CDBBC7305543C620D903CA5EA423CDC71273B98485A3C6D9FADBCF03989BB6AADE33C59C1B73B2C00FABCA106CDBC9CDD373DD2658FBCB91C40399973A5BC2F472A3A8F4C02BD4A21EFBB3BEA08BD94B8713C9B4670BBD768843DD0BF0E3DE534BC3CE01FBCBB74AB2F3B9DE725BD606E143C90DD473D2CCBD7BC65FB7FBCC0B99C3A74CFEE3CC1528D3AAEDD60BCA1DC553BF2A012BC9BC34DBB0B4A923B95DD7ABB7964A1BC8FE580BBD1199FBCF287463C5C9D973CEEDFDEBBE8E9A13C6FACB6B9B8CB4EBC4559D3BCE6A9093CD03A7DBA791FEBBC89F737BC194FC6BB93C924BD77D04F3CF38AA9BBE5D8B1BC3DFDBDB8AFCD423BE72E81BCE48B103C32B5C03B5B013CBC215E2FBD0B9C883CE97E20BCD0FD64BCE7BB38BDECB8F23BC24DADBB569B013D0B5CA83BA256823BB6AC183D7741C9BBF322F03C25BEC0BB8D9696BA8E442F3C9E9FB2BB6E65C23C3958BFBC56C31CBC9D51143DF89ECF3B1981853B7B60A23CB7D7E33B67403C3B3599DBBC62D115BC62B1C33AAFDA743C38B06EBC4E18AEBB3F2B823CFB42FABC370D8CBC950B32BDD887483CC00B133CD55FFC3C40335FBD7E10123C14C850BC85997E3C8329933CFDD0253DA67A0CBC13C7D3BB2E17693CDB97D2BADB7E99BCE411D5BBA782513C29CAB2BC2B1A423C8AE3CDBCC544BA3CD5CDF0BC155B76BBE0A729BCD323573CBC2A4DBC1937213B044D96BCDDA62C3B7D39393CF8BCCEBC8D63AE3CFDA8443B07F8C83C26711CBD599F11BC7DA587BC14C949BC74BB963CBC3FCE3C41EB9F3BB9610DBC73AFA63AF949A83C07F1963A2DF9ACBC9B7A8CBBF65610BD5C1E623B65E1E73C0942A0BB093980BB17AA01BCAF4A523CD77FECBC8523A9BC58FDEA3B52E7DEBC9B768C3CF2EE9B3C1C3836BDEBE03FBC902A95BC87B53ABAA1DC703C3FB48FBC170F193DF2AB56BBF9055B3C458AEF3BC6C7B23C7EFDD6BBEF5301BCB0CCB03B1432E7BCCE5647BCB50400BCD2CDA43C7BC6483DC0AB9C3CACFA0E3C3C34243D43779A3C3699A2BBE08E8BBC14A70A3A8EA140BD8B745E3CE29BF43B6A79CD3ACE1C283A9941EA3BECD3D8BACF08A73C6A537D3C72B32CBC35A6F53C67C2B3BCE248243C5D6D3B3A32F3D2BC6B9630BCE6D29D3C0B4206BC6B0F863C72C009BCD672983C789F48BC04409ABBF347CE3CE6BA9ABC6464CDBC306C39BC9CAF82BBA386763DA66522BB9BBB733CCB2105BA7747A73B98E617BD720B973C2989893CAB69ACBBD7B059BBF0D3F3BB2995533C83DE1DBC47B4D8BBC5F5CC3CFC695ABC853000BCB5046FBA4EA61EBA1CE3B1BC2619033CD21031BC383590BB83F779BB25D734BCA65FB53CB5B88BBC726E36BBA6E39F3C64E0893CADBE86BC65BA783C5378D13CDEFCD73AC96389B9BE99FEBA779D733B4C219A3C647EC1BCDEDBCDBB99443EBD8604CFBC7D036ABCDD4A90BA27BAE33CF1B60D3CC69A293D063C79BCE1C64CBA0015353BFBEBF13BDE1488BBA67A09BCE921A63C973FD83C762F8D3CAA3F37BC72B260BC26D49F3CA5BCBD3C458474BCD2A2A53CE69C463DDB9CDD3AE2DD8B3CF406493CBE01823C9A669E397DD298BCE9F968BB269D02BC90D4FCBBE6F22A3CC0D80C3DEBD8943A066DA73C4EF80C3D7DEDC33CA275E33CCF10F1BC92CA1ABDC60A38BCA9230DBDBAC9233C4E0B9C3B348A853C0E3E6EBD8104A5BC5C644C3C41449BBC89B9B53C954CB9BC82EC483ACBF85C3B79D9833C3829B73C9D5A21BD9794963C8A7F0E3CB6A821BC39329E3CAF28063CA9B8E4BC1372923CDB8F54BC652F5F3B6963E13CC1E625BC6082073D21EBE8BC85A142BC34FB603CC567E5BBB480083CED9C8C3C13C5E23B0548413CDB566D3B75C0B8BB6B42223B9429143B1E82453C4B5896B98ADA86BCB373F63BF931BA3B976793BB7548CB3A10424BBD5CD8BFBC6004183CEE63A53C192A2ABC20AF47BC62040E3C2A6208BC98EAAFBCEF31FC3CBFE00FBCA62B203C1C37C2BCD4AAC53C808CD9BCDD5DD73AF978B33C66F46DBC4E00F63B0BC0AC3B52B3B2BA55E2B53C5EEC1D3AADF6963C166DA53826FE4DBB3E3DDFBCA520B4BBD6930A3B948C963B5B58553B42C700BC52DD7C3C4CBD59BCC1410BBD34F15F3AFDF650BBE6D2CDBC009AB7BC86ACACBCE60E8CBCC6D9ED3CD563ED3CEE26DDBAC1D74E3D6FA1333B7484423C54B3D9BC237E043B9486D0BB1D67703CC588B43CF0B004BBE47AABBBB7DE0A3D506CE6BC0796A03C71ED043C67D6103DD3B46BBC6E54F63A3E3C50BCA1FFC43B17C7B7BB10022FBD6012923C1809CBBB39B9A7BC3C5BFE3CBCB53E3C12E658BCC4A4303D5990EBBBD361D13C820DB3BC1701903A5C6D703CC4C8153C56F2803BCA83273CB2A115BDC5A1AEBC65C2533C3D9CFE3B8B1F403CC447AE3BEDA0C33C0BCDCFBC332DBF3CF3A0353C3DFAB0BB57C555BA0056DE3CD5E1573C65D171BDAC588A3C2BCFF53B13BA193C425218BC92BCFDBB39811FBDA7B1F7BC7900CA3C7CC3FCBC30F6B9BCAB95083CD7F5873C5260F8BC747701BB75A6A33C0AB9413DD246C73CE57209BB828BFD3B84C183BCD2019CBC6564BCBBEDA0483CF41F133C37EB6A3AB34D273C1339A5BC5BE08BBCDA7609BC5790D2BAD034873C9747E0BB41BF0B3B72AB8EBB0A2992BB03E00E3CFFAD013C27C69E3C1041063CD4986D3C459BC6BCA6A09D3B1C5976BB41804DBC097A2C3C819237BC596E57BB8B715F3C2A9565BC1DA4083DFDED5C3D15CAE8BCF8CD7C3CD9F69B3C7DB3093DBBE144BBD0C5E33C45CAD1BC40C726BC96D6B03C1AF39F3A027065BCF32C35BC759A81BC80261B39AD8A803B3DE71A3DDEDCCDBABCAC38BCDE91BEBB07CC5E3C2036073DEDD002BC9495ECBC670238BC6666D2BB0EA464BCDDB4F2BA99F685BC1035BDBC6D3708BB0EF2D03BB85A9FBC02B72F3C0B2819BD18CBECBA6ACFB9BCD4F3A93B4EDA623CA774133DF664AF3C98C7C83BC9DE4FBD9B043F3DD57323BC5E14453CDC6039BC478A4ABC475CFABCE29D8B3C8EBF22BB3289663C009B39BBEC2560BCB9A9903B420EE4BCF5954D3C00007FBBE52462BC34B8623CD8FBD3BAF17B173CB5B50ABBF95CF0BB395400BD4ADAB6BCE474113D092A4FBC87CAE63BA5CC2ABAD2FFB0BAA11D5F3B0F13383C7B93E8BCF532DCBC983AF5BB453EA3BC5B1D753C173B49BD1335EB3C8007D2BA193B16BA156E4339FD63F83C663B10BD613AD8BC30EEDB3B22D276BC00C8463CD798343BC0A6943BD03552BDFC3966BC029EC4BCE79B5F3B89ADE13C8F74A93CB547DCBB8BFD82BC1996F43C99AD913C41D8DC3CB37B543D931D66BCFDF7B03CD6340D3D33D3B2BBCEB5983BCA6AE2BC1872293D0267F83CF0E9663C621F7EBB1E019C3CFD5F13BC6838913A9ADC95BCFE82983C76409CBCACB5133C5FB8103C867CDEBB5B350F3B6E5111BDBD304EBCB78BCEBBB73CA73C3780B0BC4103B1BC3574103CAE89B5BB327C363CE3EAF2BB455741BDD171223DF759043D47F5A33C4A9E243D39586FBA3E2C8FBBBE043CBC2E5225BDC9201C3B1DE50D3DF4FEAB3CC9704FBC3E32EE3A215A7EBC4648B6BC14A9E7BB6563513CA58C663CAB4D59BA4FE08ABBFEF84D3CD71CA3BC850E36BAFEA9253C3FBD843C096235BC2D0BA43C848DA53CC2A31FBDCB5FEFBC306607BB57152F3C628292BC3C32CA3B767E2BBB0CFFF2BC232EFDBBE9EDE53CA4110D3D30F4E3BBEA0E123C8F634C3CF28D1A3D67C9A93B9897F33B6BC9B23C697D8A3B41A82BBC7D02FF3BB9F03D3C731799BC0AB3533B3FF7853C17186B3C5B9C1EBB0EC66EBC1D6E383C194CDEBB6545533C15ED57BC55109BBB4A982EBC3BC9793B6126FC3B2A5046BC9B85813C1DDDC23C8A794B3BA6C296BCCB04133D32F51BBC7E6D4C3CC0BDFF3C3827E4BC0C8976BC25B9F2BB90D0A2BC31809F3B3E4A1ABDBD94B6BCED19273D24581EBC9E0732BC9530E5BB1B8D0D3D845A25BC2E64683C87207D3BEFA3BDBC1250293BEAEFBABCC2C383BC80ABBDBC32D62DBC690A2BBD14B3893C00FB3ABC87AED5BC2B70E13B62B0D8BC1BB5B2BB1F5280BC5EAD993C0135373B95BECA3C35E762BC463ECF3C5C89853CFC46243CE254E2BC9DCF95BCB4A7563CA96F823C307D103C4C2077BBA59D543C3EA328BC5DF6ABBCDD90013DF4E4CF3C0D17A33C26B068BC5DB9BABCE5E6AB3C2CFE1A3D7C068BBC2060953CD0ACC9BC38E164BCD0A09C3BE09F15BB00A84F3C",
      torch_tensor_64_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32_1: "0x04000000D79393BB14C8413CB0ECAE3C4D871DBCBB37D33C8732ADBCF75084BB327F723B78E3BA3B640995BCB426CF3AC40A393B9862413C265563BB81516E3CB776B3BC8BC523BB5705013D7B8DC33B0D7B223D54893E3B6D9EB5BA85E6AD3B8482B23CF55A23BCBFFF863C33D0D1BC60AE1DBADBAAF13AA2744E3C984AFF3C5BEF123DD86DA3BB15788EBCAE0280BB7DF632B9BBF794BC885920BC6971263D0B4DD43C926E47BCAC4790BA4990F2BB1BDC1ABDDBA397BB90F3513CE405353C2F77DEBCF53C163DF5E9893C29FC473A3AE506BCCBA57CBCF4706ABC8FE028BCC99D0D3C795127BD2B08A2BA05BB823C792024BCB337603B40487DBCF4A8DABBC204D0BB32B7CD3BB7BC8F3CE778D43CFEA0633C99BE0F3D76EA8DBCFD87BABC8A27D73C94A472BB644E8A3CF95F11BC7502CFBC3457A93CBC09083C7E2F483CDE0C923C7FFB04BCB831A93C395F923CE1EC103B84D4D4BA4249EC3A66C1ADBC25692D3CFDB4733CB394D03C3E988A3C62780FBC757751BD9B80EAB9ACE0D23CEAAA7BBC89EE8D3C7BE722BD58FD093BD3D9983BDD3463BCD9EEE93C0CAF7BBCB0A0873BBB037E3C5954703B78B4B2B9207310BC40FEEDBC43BE903C166A29BC9D0F95BC44FC8BBA496987BC115086BC147B69BC53938A3B66A4773CB94D913C506E2E3C6B70C2BC0029DA3CEFFA8C3C4B2B9DBC9D947ABDE012D839A1C8623B6F73C93CFC249EBC079FDC3C52AF633B5B18063C51650DBD7779EC3B814F44BB19D6053CBD6A12BC453527BCFC1C593BFFEF833BC009233C657078BC6AA5083C407E043CA6A7023D1CFADCBBEAF5803CF8896E3CB76839BC78C64E3C939E363BB3C27F3CDB608A3D9DE400BB728F02BD8E4C4FBCEBC0FE3C356206BC4EEBA43B33A2243A8EF2B2BB9BFBA2BB09A933BC1409B1BCDC59DB3A4B0DB7BBCFEBACBCBB5FB6BC192694BB2A6147BC0F5F06BD58E7B2BCF0330F3C1BA8ACBC87CEEABB1EFEFABC663A023DC49401BDF3C27E3C006F763B71EC82BC46FE3FBC0F59303B79F6253BAC9E6F3C30CACCBC2ECBEBBCECAEDCBBE624F9BB9D2D00BC2B601DBC9BA8143CEFC7023D6E9820BD0698CF3CADA5913CC53A55BC4B968C3CEE86BABB06B96B3C816E303DE23AB8BC8E3AC7BC94A5ABBCC420323C5372083D6820833CAE1EA4BC194620BC25A3BD39B0FA333C2DE53ABB8230053D732DFABBC742893A67E613BD7D451DBB07AFC3BB4A6690BCD283A6BB6D83C8BC77BD263B055335BBA7D2143D8EB3AD3C0A644C3CDB7B3BBC24DD2D3CA2011EBCD8C4253C6AFE823C7CCCB7BC524B563C9D14ADBBF2B3AEBB92D4A8BB01E5C1BB607D4BBC5CE8663CEFBAD93CC011E5BBB825ABBB2554CD3CC9F0C6BAA1A5E13B100CE73C4147173DDCC0023A3C33AB3CB84D5D3CE3717E39640AB2BCE3F2093AE53BC83B862385BB40CA113D743D82BC6A49A5BC66C791BCEA1439BC96F9B03C0F816CBC6D44803CD0CBE1BCF82CBBBB581F523B21AB5E3B8BF9833A5B1E33BC19EFBA3B8298C0BBD80B6ABCF55B41BCC52ACFBC22085ABCBB26663C66DBA4BB1E7133BCDD2DA9BC5B70563C46873CBC325DC7BC2B511DB9CB18A13CB5E6C13C1F6E8BBCCF4E34BAD86365BCFB855FBC578BB3BC543045BD536C8EBB369B013C25342A3DA7CDDA3C97100C3C782082BCC22ACB3C6E90E2BC6155B23B59DAD73BD62E843C15623C3BD7AFC6BB2C14EC3AB907D6BC78FC8BBC4931C23A93E2183D53B6413CBA97993CEB8B44BC6990783C5D270BBB2DCAB7BB0B1C37BCA0C05C3CF97E983C661C27BC6D4E0CBD89B382BCE583C23CF89EB3BC7B298E3C3E8D3A3C3EEDC0BC3282A93BA3AB75BC3A54053D52EC303C140997BBA0E681BBDB01D73BA29D14BC5DA9443C3C84BBBAE45097BBC70CF83BE7C4FBBB31C88ABC846E993BA401D5BBF5D2943CE591A53A0F9D51BC89B118BB2138793CB5A700BDE420343D1733C43BAE846ABCE90DAA3BAB6F1B3CC23A253BDD1D81BC4FA36EBC5367AEBCE646B23C3FE81EBD69DB00BDC2A365B85DF879BCA75FB23B2E884B3A9036F83C6B4A9C3C9D05E1BB291560BB65C857BC5BC5AEBCCDB1193C0B31A13B6603E03B27E005BD440B263D745006BCE50175BCF4CEE8BB4D09323C70A223BDCBAE743B9BB425BD6618193D469FDA3B34C226BD49FAE7BB8685EDBA6E4CCBBC8F6403BD8733053C07E537BC6FBC3E3CB2D8AE3C55E1C13C2D4C173D899C91BC0A6972BBB2FFC9BC4DDD0C3CA0DF6EBC6955073CA7D704BD4CB2DD3CADB54C3B49C789BC8DD2833B2189B4BC4F0C5EBC928AA9BC70AC8F3CC51C20B9B7D1C4BBC35913BDC39E82BC0F2A06BD69909EBC23E6F43BB4225F3CCF1420BDD078343CD3BAA8BC8E6CF23CEBEC343C5E66653CF2548B3B6619AC3CD538FBBB380A54BB4216213DA6BB6C3C6CDE993C0FBC6FBA849AE7BC5D86973C4F89C43BB5F633BC4219073DCF5E6FBC1D678E3CD6AFAB3CEDD08F3B30D1093DC9742BBC1E77983C1DB1B4BB17464E3C1B72D6BB98B8D6BB2FBA863C350355BC18EC543DD449453D835172BCCE5276BCF94C373BF040173DA045F03C36F78D3CDD965A3C2ECB93BB655AB4BC73279239061DEF3C328E263CCA70963C2571603C1C3D5EBDCF6D19BDE2C6A03C1E5A60BC09E0893C5DC987BCEB38873B1A9F8D3A631D0E3C5CE9D0BA63F6FC3CC9C9E6BAB418B1BC5DED273D42F91DBBFEC1C5BB615F62BCB0AF38BC8E480CBCA9D6B03C6A4E593D7E794BBC0B7EA73C020BA73CF593C8BCC79B07BD695E323B23087639623FBE3B62BFC9BCC082EC3B3CD8C3BBF105043D2B89F2BCD0E97FBA07511FBCB500353C20A2A23CC4A4B8BC4A4B5C3B80402EBD4AE2BF39FE99C8BC5E6D163C464CB1BC342882BC56D086BA5D3BF03B10FF02BDD5DC9D3C56A3903BB3FB733A2F33FFBB2678083C42CB203B75C4FA3BEE8539BC10E6033C15435BBCF64F21BD5DBB8BBC648E9B3CF76062BC82B20FBDB2F5C0BCD38F223D1E681C3C020CC4BA7E605D3C2CB9603B60D3DCBCAAA9553CC232A4BAA9F5E739E912B83C43C0853CB928F6BCA264CCBBB9BEBEBC79CEE93C09E6C03B644E03BC0D81473DFE724F3C199BC43C49A0C4BC134AB7BCC79B0E3DD78F78BC0F59423C2DBE83BCAA074C3CCD730F3BBB882F3CE2C1D83B1CF3B73C5CB7DD3B97238BBB0C615DBD3DB57CBCE112D4BBFE88323CD935A5BBF3CBE33B7215FB3C574ADEBB2990303CABEA7B3C2159C23C7F73893C60A810BD91B889BC82468B3CB82D96BC2A936ABC472C673C825CF33CB220943BE57D13BC61886A3D0DB839BC892C413D6B80C83BBCF8F9BA19B194BB1DC7A03BA080AF3CAA01D33A3215B83C776EA43C97AC003D961896BC171E13BC70ABC93C2184FE3A1B2D1ABCCED2B93CEEE9123BE6CAF9BC85D4483CFB62BFBC3E12A13CED1B3F3B378E6FBC03FBFD3B8BEA363B2DAAC7BBE7EABC3CB8C6573C95925BBA25F3273B505B7E3CE215A0BB66AB36BD2CFA083B0732C6BC8D6C243D4A64C83C7FF78A3B46DA50BCB9510C3C4E3534BC4667DE3CB900673CBE33FCBB621028BC001F553DB0CCD93BB97BCFBB56B683BB61A0B13AE5FE303CAC230A3D2D1C0CBAEF7F8EBBA6BFD2BC7969F03CAE5DACBA39CD96BBCA9613BA8605FDBCDBE5B33CC14E7D3C979AAFBBD15E003DC62A0D3DBF5D0FBCCB6A3E3B6C4C0B3D91B00DBDD19509BCC72C7B3C7C4071BA1D2B193C4C0E16BD10322B3DD2A4973CA0AA913C6D6F823DEED0DA3CC7DE5EBB4D9D853BBCFBD4BCF9ABB3BC97CF2ABCEFFD68BBBCA695BC3EFFF03C917F973C6BA8963BA32270BCA1CC3B3C752BB2BB4F8C7F3C9C1A03BDBD94963C3B2FBE3C8283A33BE22A1C3D742619BDBC5F3FBD4E2342BBEFF2FD3CA14CD9B9D9E92FBA22DCA3BB9C5C0BBD82A395BAF88A5EBC5C6622BC62D3533B9B4BF53B9B31BA3C258763BC60693E3B6E7AE0BC9494333D5B1E1ABD946287BC5D3606BDC22FD9BA47492CBC5ED846BC3C6EB73C2E92DCBBCBC82D3C2B01223D7EF5E4BCE66F3BBCD7BD573B27C788BC4EFA2BBC0A89A13CE62DAF39CEA6DEB9F8EF2EBC502D22BD0BC868BC14E3E8BC6550CABB559FD53C3E73CFBC5C2721BCBFDD973B701385BB6AC82E3C8D50883BA09F053CFDF12C3D3D0D063DBBE7353DCA0ADBBCF4387CBA828A18BC88550CBCA66611BC229805BDD0E98C3CF2A66BBC8D708E3C8211513CDEF0EDBBBAC18DBC45A69D3C01D4FC3B5E31D03C473F39BC1ED8383CE8AB10BD6AF4FBBC8B45CC3C009B903C58D35A3C8E39E63C33A330BBFB611BBDB90703BCCF8BA0BC876021BCDECFEAB9B5E8E13C0E5CB5BC39A299BCC58C40BC00BF833C18228FBA122BA2BC2105583CE7B6B5BCA3350D3CDCBAF0BBFE22FEBCE7FB333B8B5803BC7CABC4BC337A9E3C675A83BCFF7C1CBD57A75D3C9D6105BB1943DB3A1CF4BA3CEE31A63B0B3298BB7334A5BCC0B820BD7B012F3C04DFAB3C85857BBCF930BDBB8D21B2BCF988E4BC40E1D2BB476C1FBBCD5D97BBEC601F3C5455273C5EAB333D25E755BBEC7C80BB093B95BCDF7B1FBD89BA1CBB6C46893C446AA83B0068AEBCABC7B1BB3A79853BAA9625BCF213A63B3B780D3C171F2B3C1794223CDB101B3D977F8A3CAA9BB43C4F0B643C2787EFBA4B847EBBDE669BBCD5CB583BD6E588BCB3B27F3C30D17EBC2E71AA3A3025BC3C1819CD3B84239BBC1AF7093C1EC3FD3C002E653D125296BC6F5092BC86781EBC4958AE3A81A9EEBC845CADBBBAF6963BF56B47BB37BC76BB4416383C9B3F66BC4E41903DB01293BCB4D701BC05EA943CAED9D63C92610E3DF8BAE6BBC7FE0F3D1C4B2EBC19A1FB3BA2E8F73C4663953ADC2DEBBA9C1A3E3C7E3C83BC2F74E2BB45EE27BCD7203BBC5779033C995AA13C29DCB0BCD02B16BD7F7B0DBDAD198E3B970E1DBC47CEFEBC30EE97BCC7A96D3C14956E3C01DA7E3B84E235BC9C173C3C256EF9BBEF736E3B445A343DC5EC28BB465223BC3E8BF8BCF3FD59BC94796ABB15C2E53C561E91BC341688BAA48299398AAF263B3EEB42BD6C29943C92E7FE3C5472E23CF97CC53C3838F13B623AAFBC00222ABCCCB9F0BCA742013DBC8963BCDE10E93A4D6607BC14F9BEBC473FC4BCBB2B8CBB4AA3C5BC5C461C3ACE9F70BD9EA643BC5BFB473CE6DFE5BC7E67BEBC8AE351BB6D55313D6E46F9BAE0CB1D3C1728413DFE76333B00EFE33CFA50073C0F7B2A3DE05A713CFB4A233C2A7403BD5065153D4EA77C3CB897B3BB0D9EB53AA735A13C30DAFBBB9EBD57BCBF2485BC428E0EBD06B0BDBC745432BC7ED2E03AE2DEC73CC7B2BBBC978857BB509E5D3CCF0225BCA9B252BCE6670F3C703BC63CE7F27ABBF93D47BC000E9FBC658A40BBABE5B1B9092BBE3B38091CBABCFB72BC1B9BD13C51DF203D5566C33B7B894A3CA0EA87BC472F33BB5293E03B4BC9553C53905BBCAB8299BCBA64843CC698B7BC78FEFD3917FFB1BB66E54D3DD6FF2DBDD5180CBC4661ADBC1600123C86B161BBE2C40F3D0101803BBD7A323CB5A0C5BC19230DBDBEC796BCECA08BBBFDA38C3B2E90273D2777383BA541C9BCE57E2C3CFAB411BDB03E18BC9EDCCC3CB2D2B23C991682BC15FEF3BBD956F0BAA416E6BB138BC03CF219D23C62D4A43C0933E93B00E6683C397BCA3AC9900D3C601DB33C39E4C5BCBCEEA3BCA709FCBCF2B2E43AB4BEBEBC704EBE3C61A6E33BA5E3F3BCD5785D3B195106BCDC822F3DD216823C6F667B3C761508BCD38D2CBCB319E4BC572A88BB02B8C9BC66E6CA3C4DB098BC8B60C73C2D71023C0DA882BB4DAA263C5856A6BC2DB00CBC8701AC3CA0EA2A3DB997EBBB53403B3D9EF29FBCEA26573C18C0F0BC14C823BCAE160B3D0B26373C7536B7BC75468EBBC61A8BBDE1024DBC8D4041BAE475603D8DC608BCDEA664BB06C4AEBBE0A885BCA7FE70BCADC284BC1B539EBB1264CF3C0BE814BBA6FD2C3D3E2C1BBD3401CD3A705FB33AFB8BB53BD92F153B058C0D3C16019DBCBE07C1BC70638F3C4AE661BC75FE003D3470EC3CE2E546BC504A473C7D3E4E3C62DAA93BF01AB73C9DA3573B196449BC0A8E37BD020F203C57DFF03A3F4B853C21B4B9BB90DD0DBC5B10B43BA26B463C882D1C3B844353BC7D85B7BCEE2305BDD35847BC55AD213C4F6FDFBC4FA2BF3B8FAA623C60E8063D566EA6BB9331F0BB5A2B123D7C741EBCCB8CDCBB7E2223BDBEC7253AD0F375BC73E434BDF3F624BCD753AABB9B90CDBC62E4E83C6F2BC6BBA57475BC9689ACBC8F57563BC96C133CE653B43BE6E34D3C64E84ABC5B2591BA695C4EBBABBCF7BC698E9ABA7D79843C22E2F2BAAD3E223C4E4B543CB35C4A3CC806213C234914BC92771A3BED1D913C39B59A3B526A81BC8F91E0BCA7F8713C8362893C7D7C88BC1A3C81BBA07642BCF3960EBC361813BD2F91BCBC9E14ED3A5FEC05BD12BAAF3CF5DF1ABD56FC85BB85E2FF3C4B5E6DBB37CDC13CC4D92C3D49B61E3B81D1C339E0E393BC021256BCFC54B63BFE3A083CDC4AE53B557F93BB454DC3BA62A0B2BC16D71CBDBD40A5BC6F6399BC8DE52B3C3D0723BCF92CBC3A7889863C08949FBB95A9893C9CE06F3C278602BB5133073C2A1B6ABC60E0D9BB3214B73A67F993BC81B3A43CE7D4C8BCE639183DA77E973C6FAED8BBA28D02BDFECBF9BC275F8DBC4516FD3CD914023D1740F1BBE054653BCAC606BDA9F793BBC2128B3BD02F24BBD9B7B0BC1B44E33C579782BBC1C5633C466ACDBC2342983C72D34DBCF8F5F43B1D7D583B93BB1FBB3296183D141CE3BCB8EB5D3B1C3CE8BCA9AFC83C57EB2A3CD060063D5DE48C3C78DAA33B95D071BCC96AB8BB4A9C413BB7A63BBC79BC2D3B4281ACBC2F760A3D370B263B14F109BCD074003B90DDBD3A87E54EBB6EC0FB3B0FAB87B9E4BD18BD10BB423C6BE5E5BA106203BD30EA87BB959A543CB535403C390FF43A894A6CBC072935BC745990BC7848D9BBDC527FBCB7327BBC8A1B353D612ECB3CB7CFAEBC72698ABCCA6B4FBB71C4863CE1CE9F3CE165C6BC70D9BABCBC5EECBB67DEA93A4251793BFB40DEBBA782D83A10F38CBC381F8CBC5890C83CBD24BE3C10B88CBCC5F554BCA782B73BEF62443CEED0C9BC2F41D13B87C3C9BBE257613A9548E6BBBE6D33BD5E38A939970B8BBBA6D7BBBC28C0183B39A80CBC0FDC4DBC27B7763B6A27C83BDDC1E5B9B1631BBCB47BB8BC3086803CB4EB6EBBCB931F3D2BCAEE3C73159F3C67F597BAB9C4BC3B2094E33C96CE863CE7EAF63C7BA2C1BBD8C78A3CA2D016BB9050063D7779EE3C6F3F48BBD7DE073D4EBA0FBC3C99083CA7C99E3C728D073DB6D39CBC75B4703904EF663CF73C60BDB4CE503C642B023CF577B7BC975E48BCD6F889BC41EE803C66157EBA8FAB613D5BA8C33AC733A8BC14AE6B3CA5D66CBC001E0BBC5E6AA13CED55983B90AD3E3CB7CDDA3B74EC76BC3E10543CF6622C3CAD083D3B84D3893C27934BB9BD258C3BB59AE53CA722F53A4803A3BC1518BD38E2241C3CCB7C463C7FA3043D2E084A3CAFB9CCB94A7E7EB9A10452BD9D46A33C9E61943C9482553C7ABA103D5EDE40BCF36751BB00172E3C8740A8BC9CF694BCAFEA0EBC4EF021BBA616773C74980C3CF82CF8BBFD4C933A1B5A4ABCE4EF41BCAAAE87396B25DBBCE4F540BB791181BBA5E8823C8DF93D3C3D43033CA6DAC93B4E0F423D138DC83CD4B8FE3C2D30C7BCA0B88C3C6C4B1A3B45731EBC1DA3B6BA3C09C1BBE2C0323BA5D5FE3B9396253D387A25BBCFC1043C2DDA34BCAD79113D53A0843C541864BC9C3426BC677B423C49433E3D7B009A3C1C9FB53CF7AF4D3C9E81CA3CE0206E3B3764DDBBF677983B40B44E3C7F041BBD959344BCF7EF5FBC09D20C3BA135C1BBF3EE79BBCE308EBB58C64CBCC7DDBB3BD778973CE02F8D3CFB82E23A1C577F3C7429C2BC6B315BBB7E40E63CCCFB5D3CA2FBC23A610E66BD428DBABCDD82E3BC12DC723C20AAAABC006D8A3C52C1023CB31B653A2945B13C99C8A23BF9E26B3D9323013B49D92A3DF88D81BC7D57F13B153665BC5DD2A33C783996BCD3CEC5BBF67EA5BC34298ABBC39F8ABCF72B40BDA7904ABCFAB0193D42305E3C900EE03C13FB22BB50AEA0BC670582BAC4EEE7BC8D29153CCF8B47BCCE6699BC262B08BBE05AFA38200BC7BB359B61BB796D943B2A8BDDBCAB6A663C76A52ABC2070C83C808070BA52F47EBB0F6E1DBDE4E0873C8202823C0E535A3B6DFDB6BC02A933BDFEEE34BC3045B83BE128043DF55ED33BD7B552BB9B9C403B72D6313C5E203B3CB79DB7BA424D01BBD9C93DBCA7D540BCF35EF53A66454C3C5EF4B83CF80447BC5274CBBB3425F73AB90E7F3C7041F8B9ACFE693A7CE57BBC3BE55E3CFB661EBCEAEA60BCFE78D83B989CBE3C3DD1FFBCA49DCF3A505EC43B998B893D80A31CBC402ED6BB57EC773CEBF263BCDE93C8BC44F6D53C50D5C539808287BC465121BC56C2083CF795663C4282C73CB0CFDD3C2F98E83CEED1213C8A80AE3C476C78BCC93C98BCE401583B69824ABC6E4DAA3B3DC2C23C630173BCFDBA98BA6D931ABCA94BBCBC7349E2BCED1506BCC56BD9BCE483C3BBDE5B1DBCB20C343CE0014EBCF03F57BC2AB3F3BC80D7A0BC640B9E3CDBDA9A3C9E3998BBFB2E0A3C146563BC6FAD6BBC6E523E3C9827B3BB127F4C3CE434C83B586CD0BB1916D13C754DCA3CED702DBBE5466CBB6F0F9DBC9375653C0FC9D4BCE2ECCABCC95B053D4EDD213DFDA2843C7EA559BD671949BB001F77BBF0AAB03CFF9C113B86EE95BC586DE5BCEC25EEBB7332FD3A2B0E743CD46D9FBCFEB8E0BB410DF4BB6232BFBC2A4C71BDB06448BC85BEF43C8FE1593C99F450BC725A733B575302BDBC2A3E3D2AEE0FBBF6341E3C8B18BB3CC24A1EBDE1F665BCF96E20BDFECFD43CA53E6CBCE47DC63C793E063D0A3FDD3C2748C6BAA1CB99BC24E83A3C26C2F23BA9DAA2BB5CFCC63B170CB0B9A795A6BCD98CA93C44DA9BBC1B52CC3A3DDD063D3363E13B2732033D23ADF5BCA6DFC33B71B9033CDEF3FABBBDD728BC1944A93CBB1A16BC127083BB658BA4BCDDAB983C891583BC69DA85BCF3A1FC3BA68397BCF3B1C4BB33530E3BA9F5C03C808678B8DEAB23BC42004BBBB96AB33CC6D96CBC30B010BC38643B3CF00D9CBC85F0FA3AF5A87F3C52CAAABC161D183C7447543CD92664BAA9C1D03B2AB60D3D47E0D3BC458938BB0956ED3B00A2053C57B5453C7657A33C72E0493C934D67BC45213CBB8753563B640CD73AE5AAAA3C9ADB8C3B6E1338BCB9F82D3DDC9E6D3CD2917BBCCECA943B075F25BD6AA1A1B9C5BB5D3CBCDA343C24DB9F3BE5851ABCFC51513C79C9F73C7CA2FB3B4126B73A5CDE9ABB35D4F43C7C01C2BCDCF62ABDE8C99BBCB97EBC3ADCD3B03C2FABA9BC2F15ACBCF9DB2A3CB915303D69F6C73C207DDBBB90A7CABBD61DA3B9CBE2283D5E445ABCE11926BC3077AE3C003BA03B8A3D45BB46C5443C5D20B1B9CAA80EBDC1317E3C5EAC41BCEF38F2BCD6DD90BCD311ABBCBE83DB3C47BD21BC280D193C1D02413BDC737ABDABCFF73B90700B3D794F973A437602BD0094393CD7470FBDCFB4CFBCFD7803BDA70224BC47D69E3C83FD6A3B77278ABC020A5ABC24F423BC3E71793BA1D098BA1E2B233D825B28BCC5D8A43CE7E7FD3C0F53FF3ACBE423BDCC99783BAA95753C9BA2773CAA3CC73C9859EFBB8BC8C43C7ECF613B0B890E3CEC0F7ABCE439643B77A9D6BBDBE3AC3CFD98443BDD401BBD8B15FF3C35977ABCEF5187BC1707493A7D754EBD01C6F73CDE16153C6B7BCB3C55576E3942D8E9B99E971D3DB433263CD57572BC1F36A03C57365CBACE4197BCD448F53CD4F2163D5CDEB6BCA49D1ABAE6BFB03C05718E3C69EB8B3CBDD9BFBAFD7B18BC846C98BA93E5FCBBFBBBB93CBDD35BBB6AF4BA3C2FC405BDC59EB5BA7EBC963CC981C03C1936393CF8CF323D3C7B23BCEE48AC3B8EE0D73A40C6043DC4EBD4BB30A537BB60E42B3B8FB07BBCEADD74BB16A60ABC309B83BAA770EF3BBD09B13C738D72BC8926873C85A8D93CC0A0BD3A32E4BA3CFB4515BD9D9A413B12BD6A3C1DBC13BD943899BC078178BB32B3C03C6EBE013D0046AB3C8BB317BDF931FA3C003EA8BC01C8393C78E04A3C2CF3513BA20301BD492967BCDD37E0BC297D123D5E8D01BC05839BBD511D1ABDE5560A3D4AABBCBC15AF203C8119BEBCD3ED48BCA7A33F3CCBF290BCBF5B81BCE05BB33BA0C5E1BC0138723C21A14A3C606A6EBBD0E1BCBA7C21183DB7876E3C7D8214BDCA5DFCBB24EE9FBC610994BC9F8B993B1ED36B3B2B44C03C80A73E3CB9C9583C06B1153C55B3DD39BEDC3C3BAE961F3CEEF13C3C89BE81BCB0EBA9BB59E2003DE707B0BB04A2B8BC622DABBC655AF03C379819BCB40DFABC21BC10BCC97ACD3C1466233CCA108BBCEB1A5EBB271E113B25FFA8BC660AC83AE115243B97BEE53C69420E3C330D6EBC8A8FA63B215CBF394E7018BD59A3CA3B492ADD3C24995C3C37436B3C18E5EDBC900CFEBC8F09143C24ADBEBB87368B3B01EC3D3D17F791BC64C79E3CAF01F33BA083FFBBAB96B4BC6C69063D3B668C3C87BD983C90A3BC3C07721FBC6F792CBC14333DBAC9A76D3C04A89C3B12E7E6BA26AFF43CC256883BE04E2DBB18E875BB3062A93BD4C7CF3B34622DBB02303339B8223EBC9BAE02BC8B219D3C2D05293BA03306BC5014AA3CEAA6D73AE4DB0DBD9740FABCA27D67BC4CB77C3C35B0063B57595ABC5D7AE0BCC9DB973CE9C3F3BCC604643C86C9C9BC2E62403D18CADEBCAB2C3A3CAB3F08BCA74A993CD7C0923C789E403CF9F50FBB83C48DBBDC40D93C855CC8BCC9DA673B5454533C544134BC641C0A3D37B8833CA2ADFCBC55C143BCF87ACF3CDF3A153BEC6D79BBAEDEE7BC53FF34BD37FEBEBC22EB093AB0B93F3C4DE5063D9C1DD13A69FC113B503BEB3B50324F3D759187BC21D3923BE552C7BC12C33BBC6A83D9BCF4C6A3BAE21B6EBCF44DB1BCA7B987BC064E8BBC24389F3CB0BAB53CC546B93C96BCAABCA0BA333CEFE1D3BC4105033CD858273B370090BCC2F152BBA47A073DA7317FBC8653F73BD777F4396EF639BB92FE0C3D2254C13C731470BCE47DAD3C702EE13A2DC88E3C3CBCADBC57DB813C809E3D3DB3F85639054B2ABBABEF053D62E80C3DBE6798BC1CAB303CAFD5DD3C3B3BD1BC5C3351BC392EB2B945DAC3395B7EB3BC55EF353A0277EDBBAD19073B13B9243C028024BC82B4C63B04CB09BDAE49C93CD347733CCDA3403C0626413CA2281ABB92F8BD3C405FCC3B256C1E3C273AC4BC0D49183CA970383C5191093BD39BDC3B5DAB2FBC263614BC5AAB88BB8BADA6BB15C2B23C72791C3D6686E6BB541EBFBB8A66B33BBDC2C7BBB8BEE83B1E0215BCD68713BD44638F3C45C9F8BC4EC8D8BB1278493C4DFD3B3C5378F83A157F523DB73E94BCA423273BCB110EBD2069BFBCBED6E0BB8DE899BC302FA9BC654BF53B7D9F79B934DD8EBC60F327BC814B5E3C0695D3BC65A58CBC1CBF8DBC04FAD5BC1BDBC539E2FD40BCD61A86BC063333BC4B89B7BCF3DB19BB1C4AACBC5DAA4BBCC910243C",
      torch_tensor_32_torch.float32_18: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_19: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_20: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_21: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_22: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
