// whisper-eager-f32-h2 (--heads 2 --kv-heads 1): transformers 5.24.0 WhisperModel (attn_implementation=eager, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @forward(%arg0: tensor<2x8x24xf32>, %arg1: tensor<2x8xi64>, %arg2: tensor<2x8xi64>) -> tensor<2x8x16xf32> {
    %c8_i64 = arith.constant 8 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c12 = arith.constant 12 : index
    %cst_2 = arith.constant 0.000000e+00 : f64
    %cst_3 = arith.constant 0xFF800000 : f32
    %c32_i64 = arith.constant 32 : i64
    %c64 = arith.constant 64 : index
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32_26> : tensor<16xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_torch.float32_25> : tensor<16xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32_24> : tensor<16xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_16_torch.float32_2> : tensor<32x16xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_torch.float32_23> : tensor<16xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_16_torch.float32_22> : tensor<16xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_16_torch.float32_21> : tensor<16xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_11> : tensor<16x16xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_torch.float32_20> : tensor<16xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_10> : tensor<16x16xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_9> : tensor<16x16xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_16_torch.float32_19> : tensor<16xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_8> : tensor<16x16xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_torch.float32_18> : tensor<16xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_16_torch.float32_17> : tensor<16xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_torch.float32_16> : tensor<16xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_7> : tensor<16x16xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_16_torch.float32_15> : tensor<16xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_6> : tensor<16x16xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_5> : tensor<16x16xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_16_torch.float32_14> : tensor<16xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_4> : tensor<16x16xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_16_torch.float32_1> : tensor<32x16xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_64_16_torch.float32> : tensor<64x16xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_3> : tensor<16x16xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_2> : tensor<16x16xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_16_16_torch.float32_1> : tensor<16x16xf32>
    %cst_48 = arith.constant 0.35355339059327379 : f64
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_16_torch.float32> : tensor<16x16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_53 = arith.constant 1.000000e-05 : f64
    %cst_54 = arith.constant dense_resource<torch_tensor_12_16_torch.float32> : tensor<12x16xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_16_16_3_torch.float32> : tensor<16x16x3xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_16_8_3_torch.float32> : tensor<16x8x3xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_59 = arith.constant 1.41421354 : f32
    %cst_60 = arith.constant 1.600000e+01 : f64
    %cst_61 = arith.constant 1.600000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x8x24xf32> to tensor<2x8x26xf32>
    %0 = tensor.empty() : tensor<2x16x24xf32>
    %broadcasted = linalg.broadcast ins(%cst_58 : tensor<16xf32>) outs(%0 : tensor<2x16x24xf32>) dimensions = [0, 2] 
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %cst_57 : tensor<2x8x26xf32>, tensor<16x8x3xf32>) outs(%broadcasted : tensor<2x16x24xf32>) -> tensor<2x16x24xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x16x24xf32>) outs(%0 : tensor<2x16x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_59 : f32
      %267 = math.erf %266 : f32
      %268 = arith.addf %267, %cst_0 : f32
      %269 = arith.mulf %268, %cst_1 : f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<2x16x24xf32>
    %padded_62 = tensor.pad %2 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x16x24xf32> to tensor<2x16x26xf32>
    %3 = tensor.empty() : tensor<2x16x12xf32>
    %broadcasted_63 = linalg.broadcast ins(%cst_55 : tensor<16xf32>) outs(%3 : tensor<2x16x12xf32>) dimensions = [0, 2] 
    %4 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%padded_62, %cst_56 : tensor<2x16x26xf32>, tensor<16x16x3xf32>) outs(%broadcasted_63 : tensor<2x16x12xf32>) -> tensor<2x16x12xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x16x12xf32>) outs(%3 : tensor<2x16x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_59 : f32
      %267 = math.erf %266 : f32
      %268 = arith.addf %267, %cst_0 : f32
      %269 = arith.mulf %268, %cst_1 : f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<2x16x12xf32>
    %6 = tensor.empty() : tensor<2x12x16xf32>
    %transposed = linalg.transpose ins(%5 : tensor<2x16x12xf32>) outs(%6 : tensor<2x12x16xf32>) permutation = [0, 2, 1] 
    %7 = tensor.empty() : tensor<12xi64>
    %8 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%7 : tensor<12xi64>) {
    ^bb0(%out: i64):
      %266 = linalg.index 0 : index
      %267 = arith.index_cast %266 : index to i64
      linalg.yield %267 : i64
    } -> tensor<12xi64>
    %9 = tensor.empty() : tensor<12x16xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<12xi64>) outs(%9 : tensor<12x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %266 = arith.index_cast %in : i64 to index
      %267 = linalg.index 1 : index
      %268 = arith.cmpi slt, %266, %c12 : index
      cf.assert %268, "index must be smaller than dim size"
      %269 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %269, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_54[%266, %267] : tensor<12x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<12x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %10 : tensor<2x12x16xf32>, tensor<12x16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %12 = tensor.empty() : tensor<2x12x16xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x12x16xf32>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %266 = arith.extf %in : f32 to f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %14 = tensor.empty() : tensor<2x12x1xf64>
    %15 = linalg.fill ins(%cst_2 : f64) outs(%14 : tensor<2x12x1xf64>) -> tensor<2x12x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x12x16xf64>) outs(%15 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x12x1xf64>) outs(%14 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %17 : tensor<2x12x16xf64>, tensor<2x12x1xf64>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.subf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %18 : tensor<2x12x16xf64>, tensor<2x12x16xf64>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.mulf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<2x12x16xf64>) outs(%15 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x12x1xf64>) outs(%14 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %22 = tensor.empty() : tensor<2x12x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<2x12x1xf64>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %266 = arith.truncf %in : f64 to f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%22 : tensor<2x12x1xf32>) -> tensor<2x12x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x12x16xf32>) outs(%24 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_61 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_53 : f64 to f32
      %267 = arith.addf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x12x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.rsqrt %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %26 : tensor<2x12x16xf32>, tensor<2x12x1xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %28 : tensor<2x12x16xf32>, tensor<2x12x1xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %cst_52 : tensor<2x12x16xf32>, tensor<16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %cst_51 : tensor<2x12x16xf32>, tensor<16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %collapsed = tensor.collapse_shape %32 [[0, 1], [2]] : tensor<2x12x16xf32> into tensor<24x16xf32>
    %33 = tensor.empty() : tensor<16x16xf32>
    %transposed_64 = linalg.transpose ins(%cst_50 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %34 = tensor.empty() : tensor<24x16xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %36 = linalg.matmul ins(%collapsed, %transposed_64 : tensor<24x16xf32>, tensor<16x16xf32>) outs(%35 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %37 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_49 : tensor<16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x16xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<24x16xf32>, tensor<24x16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<24x16xf32>
    %expanded = tensor.expand_shape %38 [[0, 1], [2]] output_shape [2, 12, 16] : tensor<24x16xf32> into tensor<2x12x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x12x16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_48 : f64 to f32
      %267 = arith.mulf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x12x16xf32>
    %expanded_65 = tensor.expand_shape %39 [[0], [1], [2, 3]] output_shape [2, 12, 2, 8] : tensor<2x12x16xf32> into tensor<2x12x2x8xf32>
    %40 = tensor.empty() : tensor<2x2x12x8xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<2x12x2x8xf32>) outs(%40 : tensor<2x2x12x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%cst_47 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed, %transposed_67 : tensor<24x16xf32>, tensor<16x16xf32>) outs(%35 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %expanded_68 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [2, 12, 2, 8] : tensor<24x16xf32> into tensor<2x12x2x8xf32>
    %transposed_69 = linalg.transpose ins(%cst_46 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed, %transposed_69 : tensor<24x16xf32>, tensor<16x16xf32>) outs(%35 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_45 : tensor<16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x16xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %43 : tensor<24x16xf32>, tensor<24x16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<24x16xf32>
    %expanded_70 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 12, 2, 8] : tensor<24x16xf32> into tensor<2x12x2x8xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x12x2x8xf32>) outs(%40 : tensor<2x2x12x8xf32>) permutation = [0, 2, 1, 3] 
    %45 = tensor.empty() : tensor<2x2x8x12xf32>
    %transposed_72 = linalg.transpose ins(%expanded_68 : tensor<2x12x2x8xf32>) outs(%45 : tensor<2x2x8x12xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_73 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<2x2x12x8xf32> into tensor<4x12x8xf32>
    %collapsed_74 = tensor.collapse_shape %transposed_72 [[0, 1], [2], [3]] : tensor<2x2x8x12xf32> into tensor<4x8x12xf32>
    %46 = tensor.empty() : tensor<4x12x12xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
    %48 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<4x12x8xf32>, tensor<4x8x12xf32>) outs(%47 : tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
    %expanded_75 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [2, 2, 12, 12] : tensor<4x12x12xf32> into tensor<2x2x12x12xf32>
    %49 = tensor.empty() : tensor<2x2x12xi64>
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<2x2x12xi64>) -> tensor<2x2x12xi64>
    %51 = tensor.empty() : tensor<2x2x12xf32>
    %52 = linalg.fill ins(%cst_3 : f32) outs(%51 : tensor<2x2x12xf32>) -> tensor<2x2x12xf32>
    %53:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_75 : tensor<2x2x12x12xf32>) outs(%52, %50 : tensor<2x2x12xf32>, tensor<2x2x12xi64>) {
    ^bb0(%in: f32, %out: f32, %out_144: i64):
      %266 = linalg.index 3 : index
      %267 = arith.index_cast %266 : index to i64
      %268 = arith.maximumf %in, %out : f32
      %269 = arith.cmpf ogt, %in, %out : f32
      %270 = arith.select %269, %267, %out_144 : i64
      linalg.yield %268, %270 : f32, i64
    } -> (tensor<2x2x12xf32>, tensor<2x2x12xi64>)
    %expanded_76 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [2, 2, 12, 1] : tensor<2x2x12xf32> into tensor<2x2x12x1xf32>
    %54 = tensor.empty() : tensor<2x2x12x12xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %expanded_76 : tensor<2x2x12x12xf32>, tensor<2x2x12x1xf32>) outs(%54 : tensor<2x2x12x12xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x12x12xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x2x12x12xf32>) outs(%54 : tensor<2x2x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.exp %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x12x12xf32>
    %57 = tensor.empty() : tensor<2x2x12x1xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<2x2x12x1xf32>) -> tensor<2x2x12x1xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x12x12xf32>) outs(%58 : tensor<2x2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x12x1xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x2x12x12xf32>, tensor<2x2x12x1xf32>) outs(%54 : tensor<2x2x12x12xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.divf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x12x12xf32>
    %collapsed_77 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x2x12x12xf32> into tensor<4x12x12xf32>
    %collapsed_78 = tensor.collapse_shape %transposed_71 [[0, 1], [2], [3]] : tensor<2x2x12x8xf32> into tensor<4x12x8xf32>
    %61 = tensor.empty() : tensor<4x12x8xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<4x12x12xf32>, tensor<4x12x8xf32>) outs(%62 : tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
    %expanded_79 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 2, 12, 8] : tensor<4x12x8xf32> into tensor<2x2x12x8xf32>
    %64 = tensor.empty() : tensor<2x12x2x8xf32>
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<2x2x12x8xf32>) outs(%64 : tensor<2x12x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_81 = tensor.collapse_shape %transposed_80 [[0, 1], [2, 3]] : tensor<2x12x2x8xf32> into tensor<24x16xf32>
    %transposed_82 = linalg.transpose ins(%cst_44 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %65 = linalg.matmul ins(%collapsed_81, %transposed_82 : tensor<24x16xf32>, tensor<16x16xf32>) outs(%35 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %66 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_43 : tensor<16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x16xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<24x16xf32>, tensor<24x16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<24x16xf32>
    %expanded_83 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [2, 12, 16] : tensor<24x16xf32> into tensor<2x12x16xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_83 : tensor<2x12x16xf32>, tensor<2x12x16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x12x16xf32>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %266 = arith.extf %in : f32 to f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<2x12x16xf64>) outs(%15 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x12x1xf64>) outs(%14 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x12x16xf64>, tensor<2x12x1xf64>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.subf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<2x12x16xf64>, tensor<2x12x16xf64>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.mulf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<2x12x16xf64>) outs(%15 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<2x12x1xf64>) outs(%14 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<2x12x1xf64>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %266 = arith.truncf %in : f64 to f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<2x12x16xf32>) outs(%24 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_61 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_53 : f64 to f32
      %267 = arith.addf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x12x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.rsqrt %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<2x12x16xf32>, tensor<2x12x1xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<2x12x16xf32>, tensor<2x12x1xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %cst_42 : tensor<2x12x16xf32>, tensor<16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %cst_41 : tensor<2x12x16xf32>, tensor<16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %collapsed_84 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<2x12x16xf32> into tensor<24x16xf32>
    %85 = tensor.empty() : tensor<16x32xf32>
    %transposed_85 = linalg.transpose ins(%cst_40 : tensor<32x16xf32>) outs(%85 : tensor<16x32xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<24x32xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %88 = linalg.matmul ins(%collapsed_84, %transposed_85 : tensor<24x16xf32>, tensor<16x32xf32>) outs(%87 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %89 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_39 : tensor<32xf32>) outs(%86 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x32xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<24x32xf32>, tensor<24x32xf32>) outs(%86 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<24x32xf32>
    %expanded_86 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [2, 12, 32] : tensor<24x32xf32> into tensor<2x12x32xf32>
    %91 = tensor.empty() : tensor<2x12x32xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<2x12x32xf32>) outs(%91 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_59 : f32
      %267 = math.erf %266 : f32
      %268 = arith.addf %267, %cst_0 : f32
      %269 = arith.mulf %268, %cst_1 : f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<2x12x32xf32>
    %collapsed_87 = tensor.collapse_shape %92 [[0, 1], [2]] : tensor<2x12x32xf32> into tensor<24x32xf32>
    %93 = tensor.empty() : tensor<32x16xf32>
    %transposed_88 = linalg.transpose ins(%cst_38 : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<24x32xf32>, tensor<32x16xf32>) outs(%35 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %95 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_37 : tensor<16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x16xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<24x16xf32>, tensor<24x16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<24x16xf32>
    %expanded_89 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [2, 12, 16] : tensor<24x16xf32> into tensor<2x12x16xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %expanded_89 : tensor<2x12x16xf32>, tensor<2x12x16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x12x16xf32>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %266 = arith.extf %in : f32 to f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x12x16xf64>) outs(%15 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x12x1xf64>) outs(%14 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x12x16xf64>, tensor<2x12x1xf64>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.subf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<2x12x16xf64>, tensor<2x12x16xf64>) outs(%12 : tensor<2x12x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.mulf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x16xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<2x12x16xf64>) outs(%15 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x12x1xf64>) outs(%14 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x12x1xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x12x1xf64>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %266 = arith.truncf %in : f64 to f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<2x12x16xf32>) outs(%24 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_61 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_53 : f64 to f32
      %267 = arith.addf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x12x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x12x1xf32>) outs(%22 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.rsqrt %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %107 : tensor<2x12x16xf32>, tensor<2x12x1xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %109 : tensor<2x12x16xf32>, tensor<2x12x1xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %cst_36 : tensor<2x12x16xf32>, tensor<16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %cst_35 : tensor<2x12x16xf32>, tensor<16xf32>) outs(%6 : tensor<2x12x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x12x16xf32>
    %114 = tensor.empty() : tensor<2x8x16xf32>
    %115 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %266 = arith.index_cast %in : i64 to index
      %267 = linalg.index 2 : index
      %268 = arith.cmpi slt, %266, %c64 : index
      cf.assert %268, "index must be smaller than dim size"
      %269 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %269, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_34[%266, %267] : tensor<64x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %116 = tensor.empty() : tensor<8xi64>
    %117 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%116 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %266 = linalg.index 0 : index
      %267 = arith.index_cast %266 : index to i64
      linalg.yield %267 : i64
    } -> tensor<8xi64>
    %118 = tensor.empty() : tensor<2x8xi64>
    %119 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<8xi64>) outs(%118 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x8xi64>
    %120 = linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8xi64>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %266 = arith.cmpi slt, %in, %c0_i64 : i64
      %267 = arith.addi %in, %c32_i64 : i64
      %268 = arith.select %266, %267, %in : i64
      %269 = arith.index_cast %268 : i64 to index
      %270 = linalg.index 2 : index
      %extracted = tensor.extract %cst_33[%269, %270] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %120 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %122 = tensor.empty() : tensor<2x8xi1>
    %123 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2x8xi64>) outs(%122 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %266 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %266 : i1
    } -> tensor<2x8xi1>
    %124 = tensor.empty() : tensor<2xi64>
    %125 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%124 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %266 = linalg.index 0 : index
      %267 = arith.index_cast %266 : index to i64
      linalg.yield %267 : i64
    } -> tensor<2xi64>
    %expanded_90 = tensor.expand_shape %125 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_91 = tensor.expand_shape %117 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_92 = tensor.expand_shape %117 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %126 = tensor.empty() : tensor<1x1x8x8xi1>
    %127 = linalg.generic {indexing_maps = [#map12, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92, %expanded_91 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%126 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_144: i64, %out: i1):
      %266 = arith.cmpi sle, %in, %in_144 : i64
      linalg.yield %266 : i1
    } -> tensor<1x1x8x8xi1>
    %128 = linalg.generic {indexing_maps = [#map13, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %127 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%126 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_144: i1, %out: i1):
      %266 = arith.andi %in, %in_144 : i1
      linalg.yield %266 : i1
    } -> tensor<1x1x8x8xi1>
    %129 = tensor.empty() : tensor<2x1x1x8xi1>
    %130 = linalg.generic {indexing_maps = [#map14, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_90, %expanded_92 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%129 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_144: i64, %out: i1):
      %266 = arith.cmpi slt, %in, %c0_i64 : i64
      %267 = arith.addi %in, %c2_i64 : i64
      %268 = arith.select %266, %267, %in : i64
      %269 = arith.index_cast %268 : i64 to index
      %270 = arith.cmpi slt, %in_144, %c0_i64 : i64
      %271 = arith.addi %in_144, %c8_i64 : i64
      %272 = arith.select %270, %271, %in_144 : i64
      %273 = arith.index_cast %272 : i64 to index
      %extracted = tensor.extract %123[%269, %273] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %131 = tensor.empty() : tensor<2x1x8x8xi1>
    %132 = linalg.generic {indexing_maps = [#map16, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %130 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%131 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_144: i1, %out: i1):
      %266 = arith.andi %in, %in_144 : i1
      linalg.yield %266 : i1
    } -> tensor<2x1x8x8xi1>
    %133 = tensor.empty() : tensor<2x1x8x8xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map13, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%133 : tensor<2x1x8x8xf32>) {
    ^bb0(%in: i1, %in_144: f32, %in_145: f32, %out: f32):
      %266 = arith.select %in, %in_144, %in_145 : f32
      linalg.yield %266 : f32
    } -> tensor<2x1x8x8xf32>
    %135 = tensor.empty() : tensor<2x8x16xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x8x16xf32>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %266 = arith.extf %in : f32 to f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %137 = tensor.empty() : tensor<2x8x1xf64>
    %138 = linalg.fill ins(%cst_2 : f64) outs(%137 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %140 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.subf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %141 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.mulf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %143 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %145 = tensor.empty() : tensor<2x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<2x8x1xf64>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %266 = arith.truncf %in : f64 to f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %147 = linalg.fill ins(%cst : f32) outs(%145 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<2x8x16xf32>) outs(%147 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_61 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_53 : f64 to f32
      %267 = arith.addf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x8x1xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.rsqrt %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %149 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %151 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %cst_32 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %cst_31 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_93 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_94 = linalg.transpose ins(%cst_30 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %156 = linalg.fill ins(%cst : f32) outs(%33 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %157 = linalg.matmul ins(%collapsed_93, %transposed_94 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%156 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %158 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_29 : tensor<16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%157, %158 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<16x16xf32>
    %expanded_95 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95 : tensor<2x8x16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_48 : f64 to f32
      %267 = arith.mulf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x8x16xf32>
    %expanded_96 = tensor.expand_shape %160 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %161 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<2x8x2x8xf32>) outs(%161 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_98 = linalg.transpose ins(%cst_28 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %162 = linalg.matmul ins(%collapsed_93, %transposed_98 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%156 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_99 = tensor.expand_shape %162 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_100 = linalg.transpose ins(%cst_27 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %163 = linalg.matmul ins(%collapsed_93, %transposed_100 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%156 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %164 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163, %164 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<16x16xf32>
    %expanded_101 = tensor.expand_shape %165 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<2x8x2x8xf32>) outs(%161 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_103 = linalg.transpose ins(%expanded_99 : tensor<2x8x2x8xf32>) outs(%161 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_104 = tensor.collapse_shape %transposed_97 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_105 = tensor.collapse_shape %transposed_103 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %166 = tensor.empty() : tensor<4x8x8xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %168 = linalg.batch_matmul ins(%collapsed_104, %collapsed_105 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%167 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_106 = tensor.expand_shape %168 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %169 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %134 : tensor<2x2x8x8xf32>, tensor<2x1x8x8xf32>) outs(%161 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x8xf32>
    %170 = tensor.empty() : tensor<2x2x8xi64>
    %171 = linalg.fill ins(%c0_i64 : i64) outs(%170 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %172 = tensor.empty() : tensor<2x2x8xf32>
    %173 = linalg.fill ins(%cst_3 : f32) outs(%172 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %174:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<2x2x8x8xf32>) outs(%173, %171 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_144: i64):
      %266 = linalg.index 3 : index
      %267 = arith.index_cast %266 : index to i64
      %268 = arith.maximumf %in, %out : f32
      %269 = arith.cmpf ogt, %in, %out : f32
      %270 = arith.select %269, %267, %out_144 : i64
      linalg.yield %268, %270 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_107 = tensor.expand_shape %174#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_107 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%161 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x8xf32>
    %176 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<2x2x8x8xf32>) outs(%161 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.exp %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x8xf32>
    %177 = tensor.empty() : tensor<2x2x8x1xf32>
    %178 = linalg.fill ins(%cst : f32) outs(%177 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %179 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<2x2x8x8xf32>) outs(%178 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x1xf32>
    %180 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %179 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%161 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.divf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_108 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_109 = tensor.collapse_shape %transposed_102 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %181 = linalg.batch_matmul ins(%collapsed_108, %collapsed_109 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%167 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_110 = tensor.expand_shape %181 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %182 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_111 = linalg.transpose ins(%expanded_110 : tensor<2x2x8x8xf32>) outs(%182 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %transposed_113 = linalg.transpose ins(%cst_25 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %183 = linalg.matmul ins(%collapsed_112, %transposed_113 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%156 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %184 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_24 : tensor<16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%183, %184 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<16x16xf32>
    %expanded_114 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %expanded_114 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x8x16xf32>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %266 = arith.extf %in : f32 to f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %188 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %189 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.subf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %190 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.mulf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %192 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x8x1xf64>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %266 = arith.truncf %in : f64 to f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<2x8x16xf32>) outs(%147 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_61 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_53 : f64 to f32
      %267 = arith.addf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.rsqrt %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %196 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %198 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %cst_23 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %cst_22 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_115 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_116 = linalg.transpose ins(%cst_21 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %203 = linalg.matmul ins(%collapsed_115, %transposed_116 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%156 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %204 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%203, %204 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<16x16xf32>
    %expanded_117 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<2x8x16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_48 : f64 to f32
      %267 = arith.mulf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x8x16xf32>
    %expanded_118 = tensor.expand_shape %206 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_119 = linalg.transpose ins(%expanded_118 : tensor<2x8x2x8xf32>) outs(%161 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_120 = linalg.transpose ins(%cst_19 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %collapsed_121 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<2x12x16xf32> into tensor<24x16xf32>
    %207 = linalg.matmul ins(%collapsed_121, %transposed_120 : tensor<24x16xf32>, tensor<16x16xf32>) outs(%35 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %expanded_122 = tensor.expand_shape %207 [[0, 1], [2, 3]] output_shape [2, 12, 2, 8] : tensor<24x16xf32> into tensor<2x12x2x8xf32>
    %transposed_123 = linalg.transpose ins(%cst_18 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %208 = linalg.matmul ins(%collapsed_121, %transposed_123 : tensor<24x16xf32>, tensor<16x16xf32>) outs(%35 : tensor<24x16xf32>) -> tensor<24x16xf32>
    %209 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x16xf32>
    %210 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%208, %209 : tensor<24x16xf32>, tensor<24x16xf32>) outs(%34 : tensor<24x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<24x16xf32>
    %expanded_124 = tensor.expand_shape %210 [[0, 1], [2, 3]] output_shape [2, 12, 2, 8] : tensor<24x16xf32> into tensor<2x12x2x8xf32>
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<2x12x2x8xf32>) outs(%40 : tensor<2x2x12x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_126 = linalg.transpose ins(%expanded_122 : tensor<2x12x2x8xf32>) outs(%45 : tensor<2x2x8x12xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_127 = tensor.collapse_shape %transposed_119 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_128 = tensor.collapse_shape %transposed_126 [[0, 1], [2], [3]] : tensor<2x2x8x12xf32> into tensor<4x8x12xf32>
    %211 = tensor.empty() : tensor<4x8x12xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%211 : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
    %213 = linalg.batch_matmul ins(%collapsed_127, %collapsed_128 : tensor<4x8x8xf32>, tensor<4x8x12xf32>) outs(%212 : tensor<4x8x12xf32>) -> tensor<4x8x12xf32>
    %expanded_129 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [2, 2, 8, 12] : tensor<4x8x12xf32> into tensor<2x2x8x12xf32>
    %214:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_129 : tensor<2x2x8x12xf32>) outs(%173, %171 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_144: i64):
      %266 = linalg.index 3 : index
      %267 = arith.index_cast %266 : index to i64
      %268 = arith.maximumf %in, %out : f32
      %269 = arith.cmpf ogt, %in, %out : f32
      %270 = arith.select %269, %267, %out_144 : i64
      linalg.yield %268, %270 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_130 = tensor.expand_shape %214#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %215 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %expanded_130 : tensor<2x2x8x12xf32>, tensor<2x2x8x1xf32>) outs(%45 : tensor<2x2x8x12xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x12xf32>
    %216 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<2x2x8x12xf32>) outs(%45 : tensor<2x2x8x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.exp %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x12xf32>
    %217 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%216 : tensor<2x2x8x12xf32>) outs(%178 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x1xf32>
    %218 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<2x2x8x12xf32>, tensor<2x2x8x1xf32>) outs(%45 : tensor<2x2x8x12xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.divf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x2x8x12xf32>
    %collapsed_131 = tensor.collapse_shape %218 [[0, 1], [2], [3]] : tensor<2x2x8x12xf32> into tensor<4x8x12xf32>
    %collapsed_132 = tensor.collapse_shape %transposed_125 [[0, 1], [2], [3]] : tensor<2x2x12x8xf32> into tensor<4x12x8xf32>
    %219 = linalg.batch_matmul ins(%collapsed_131, %collapsed_132 : tensor<4x8x12xf32>, tensor<4x12x8xf32>) outs(%167 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_133 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<2x2x8x8xf32>) outs(%182 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_135 = tensor.collapse_shape %transposed_134 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %transposed_136 = linalg.transpose ins(%cst_16 : tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) permutation = [1, 0] 
    %220 = linalg.matmul ins(%collapsed_135, %transposed_136 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%156 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %221 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_15 : tensor<16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220, %221 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<16x16xf32>
    %expanded_137 = tensor.expand_shape %222 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %expanded_137 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x8x16xf32>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %266 = arith.extf %in : f32 to f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %225 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %227 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %226 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.subf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %227 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.mulf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %229 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%228 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<2x8x1xf64>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %266 = arith.truncf %in : f64 to f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%223 : tensor<2x8x16xf32>) outs(%147 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_61 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_53 : f64 to f32
      %267 = arith.addf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x8x1xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.rsqrt %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %233 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %235 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %cst_14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %cst_13 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_138 = tensor.collapse_shape %239 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %transposed_139 = linalg.transpose ins(%cst_12 : tensor<32x16xf32>) outs(%85 : tensor<16x32xf32>) permutation = [1, 0] 
    %240 = linalg.fill ins(%cst : f32) outs(%85 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %241 = linalg.matmul ins(%collapsed_138, %transposed_139 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%240 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %242 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_11 : tensor<32xf32>) outs(%85 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%241, %242 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%85 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<16x32xf32>
    %expanded_140 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    %244 = tensor.empty() : tensor<2x8x32xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<2x8x32xf32>) outs(%244 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_59 : f32
      %267 = math.erf %266 : f32
      %268 = arith.addf %267, %cst_0 : f32
      %269 = arith.mulf %268, %cst_1 : f32
      %270 = arith.mulf %in, %269 : f32
      linalg.yield %270 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_141 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %transposed_142 = linalg.transpose ins(%cst_10 : tensor<16x32xf32>) outs(%93 : tensor<32x16xf32>) permutation = [1, 0] 
    %246 = linalg.matmul ins(%collapsed_141, %transposed_142 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%156 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %247 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %247 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%33 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<16x16xf32>
    %expanded_143 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %expanded_143 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<2x8x16xf32>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %266 = arith.extf %in : f32 to f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %251 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%250 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %253 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %252 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.subf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %253 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%135 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_144: f64, %out: f64):
      %266 = arith.mulf %in, %in_144 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x16xf64>
    %255 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<2x8x16xf64>) outs(%138 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.addf %in, %out : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<2x8x1xf64>) outs(%137 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %266 = arith.divf %in, %cst_60 : f64
      linalg.yield %266 : f64
    } -> tensor<2x8x1xf64>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x8x1xf64>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %266 = arith.truncf %in : f64 to f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<2x8x16xf32>) outs(%147 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.addf %in, %out : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.divf %in, %cst_61 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = arith.truncf %cst_53 : f64 to f32
      %267 = arith.addf %in, %266 : f32
      linalg.yield %267 : f32
    } -> tensor<2x8x1xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x8x1xf32>) outs(%145 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %266 = math.rsqrt %in : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x1xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %259 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.subf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %261 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %cst_8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.mulf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %cst_7 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%114 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_144: f32, %out: f32):
      %266 = arith.addf %in, %in_144 : f32
      linalg.yield %266 : f32
    } -> tensor<2x8x16xf32>
    return %265 : tensor<2x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32_26: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_25: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_24: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_32_torch.float32_1: "0x0400000098073CBD8413C6BBB296933B94E3233DA65304BB6EE3EC3AE0E22E3B2BDF72BC466BC03CA251DAB979DE8A3C043CE3BCD897E2BBF075DE3C544DC33BEC4F1D3C34CE5EBBD0F591BB54946C3CFCC40EBC5E32A43BE7D412BDE14EBABBBF580E3D27BA0ABD1D8123BC6F422C3CBB5C623B6BBD19BB887380BC0C6C8F3CE58A6EBC45CCD8BC97B8B8BAB9B3073C3374803CC5AEF33A0C500D3A6DBE8DBC84C9B8BCB93AFDBAE08840BCFD52BD3C22B40FBB4687E0BCA0A8F13CEF73353D770950BC72D937BCB2D88A3C2F9A7E3C9B5E933C4946BF3C19136CBCACE1563B9BB29C3CAE33C13C2FF3363CC5DA56BBEF1905BD69B3D53C071B263DF530F2BB07ED4CBBAD603DBC9ACE033C7B5A92BCC5DD9EBCB3EB24BC34BA463C05A1BDBCE51B933CB69B03BD4E8995BC52E24FBC02B180BB016F433B141A14BDDD043A3C671FEE3B542B64BCB391BE3C418DA6BCF2A5D53C0AF7F7BC1E4B0ABCFB63803B86F74FBD3E3A30BD13A30BBC2B7A39BCF63C86BC8022E1BC8179E13C831672BC4B8525BBAF7B00BCF0E84DBD37172CBCF7323A3CC1C969BDEF1DB5BC3E19A73BAF847E3B82E1CD3C606D433CD40D353C0AFA28BCCE971EBD050F4C3CF8D2313DA6EFFDBCA0EA80BCC5A1B83CB4633E3DF48FD83C60943A3C8300753C816C363D447144BC29EE1BBCE543493C46D43CBC9090423C367C94BC1CD02A3DA734FFBAA4D7873C95E457BB3432E2BBD6F623BB651633BC4E61FE3B3057913C6938963CA09AF4BC3484463C0EAD623C75AB00BBB6282BBCCB21273CD8DEE13B269800BC00C5723C695B42BBFE116E3913D3523C5F7515BB6AEBB23C14C691BC744C013D8B4E733C3387F63C881705BC85AA3ABC02A3133CE01AA03CEA60DE3C553347BCBEDECBBC6BFBABBB942396BCEFB5FF3C500F8B3C81F5563C5B8D9A3C53C4C3BCF13A153B64C584BC92EB2EBCB712563ABD19AE3BD0327A3CBE44053D4FE7B53BF070AABC2626ED3C8F0D8EBC70EDC43CE0975F3C427A2C3A537E60BC024D46BD6220B63B2DE8873CDD3D003D7A94A0BC12048ABC7E348A3C7D1C9DBC4937063CA60A52BCB98F8D3C9C30C83B689985BBB7605B3CFAF18F3BD5EBBABC113D98BC642E803CCC5150BCAD4D3DBC60694A3D1533DEBAD536FBBC27DD783C1832FA3B0D9C003BB5DC363CD41106BCD5B584BB5490F83AB683063D5D51533C08F619BD40A412BC02FCAA3BDB56C43C1CE7B23AF96F5D3A78BBEFBB0B96103CFB50B83C7D5921BC344AC33C721E17BCD7A822BBC96E81BB4ACFE43C86820DBC40380BBCC0866EBCB4AA85BBDBC96ABB35D9B23C0BFD20BBF01D733B468E303BF496823C674AC13B5785513C791802BDB27ADEBBEAB85F3C06C12B3CF10D05BDC2829D3BA039943BA96CA43AF82E4FBB8015B6BC9BA406BDA7090C3D97B609BC2F43CDBB44B953BCF74AC4BC3992463B78938B3B62B7BD3C5D45CFBC999E0FBCD03A5DBA47EC4F3CA6BCC73C7770AEBC0B4B90BB9E3E2E3CA927223C05CEF6BC23DC84BCA4E781BBA0BD153B62D53BBC4E4BCF3C4DA8C4BC5C21EB3C3075A83B34DEA33C0451D039381612BD04E645BC4EB108BDA9B8193C785AE6BC5E3705BC326A1EBBF551C43BDD58E0BC8E041D3CA1491FBC2474DB3C415A6A3B94503ABDE1F5D53CE6C3EA3B2991573BBB33DF3C4EAC1CBDD0B04BBBF66B99BB26210A3BFBF8313B033D693C2B39B5BB44EA933BDFD9113D9BB939BCD498E5BC82D10C3C1EAA6ABC85C8C9B98DFB2CBC42062CBC9708ED3C2D140E3C33B6773CCD3B88BC3F6990BC7FCA103BD880D3BC4C09D03C108081BC55C733BC1D2109BDF8AFB1BCFB740BBDB6EB03BD86A7FABCE6B4053C623F9FBB9DAB0A3CD990033B5EC0FCBCB9F9FD3CB818D839534B4B3CDB1B8FBBEBBE63BC6FC29B3CA72F6E3C382FA4BCA9FDFEBB9376AFBC07C0233D7D04E3BC5EF4073DEA1304BD0560783C1EB461BC94DCC1BBC551E7BBA0BDB1BBA04CE6BBBCED363D55E14F3B75A63C3B62CCAD3C929918BD7E8A233C66C8083C77AB1BBCA015823CF9A1E3BCF3D0763CA262B73C3D7A103C24F3DF3CA5FF80BCD847623C896A1D3BA0DF503C67E33B3A4023DF3B8A0C2EBDFB340A3C5BD08F3B2F6BE8BBAAF4DBBC3D867C3C331230BDAD9341BC0B2829B904DBBFBC07199B3C324CFC3C7B58E23ACF60543B30366EBCD2EE13BBE37581BB5BEDE23B8415BDBCF331D53C3B3B3DBC89608FBB91AD963CEF7BC43CB217BE3B1034C3BBDBE1CA3C5E73D1BB90C1D83B75969C3C94BD203C2FF16C3C2BEED9B9140375BC0166D03C46F4593B10A8AFBBF8D5D0BC0565573A02D9503C93B1A4BC664C2E3D551B1D3D36759F3C1D95CB3C6EB73F3C3495D13CB023CC3B73B2C43B12504DBCBCD90FBC0AA2ADBCB583FDBCE73636BCE7D9983BDBCA0FBC67C99BBB1D23523CBDCC00BCD854873B8B962DBDC254603CDCF23C3C533A60BC4AF2C2BBE1AD693CF94633BB82DA97BCB9104EBB5851D23B09A838BC5EA43FBA5E2D653CDCBC4D3C54BF19BCEA2CB2BC257CF5BB3EB1D7BBEB89AABC53A69ABCA9E44EBCD925D1BBEEAEC93C70D9A4BC69967BBB6B0AEABB3CA1DFBC4FE1BABCAF9683BC2E2DA93C038F793D0BA68BBCC478953C34D890BCBBFB643AA3EE193BB0CD8FBC56AE01BDB0A4A0B82557D73CF79D10BCE47684BCEA2A923BF2418E3C9A73933BF41D81BB290F963C4E902B3C67983BBB611DC83CFA6C03BCAFBDCA3CED65093C9D40263D5C6B69BBE838013D6727693D0E637BBCF40F20BD5EFECDBB8FA47BBCC64CD2BBFC22993C21FBC03CC1642CBCA7FECC3C1714C9BC733F6B3A6FBBB7BCFC5AB53832344DBC1E9DE23B236A8B3B323C0CBCDB12DC3C86F0A83CF336543C2BEB563C",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_16_torch.float32_2: "0x040000009813E33CDD45E4BCE04885BBD79B06BD440A913B09ECE5BC70E1CE3C9915ED3B6E58C4BBC5226E3CC702C23C446C94BBF4E11ABCFDD846BB086E193D67A5ACBC7757EBBC3B681DBC653B9FBBB2F2C8BCC4B6DD3C6298B2BC0F7429BD2D5105BC7B62C33B2240CABBD8F3D13C749CBA3BEFFE473B26DCCCB7D310B5BB8D9FA13B7D0849BB5E319DBB844325BC79965CBDC960083D92A02FBDE0822DBD473017BD0E98B5B88B2F01BD8E0B5B3C89303A3B65F82D3D681F903C362419BC58BCA53CB994ABBB6B1B32BCA652B2BC28D1023C6D3B893C8B852A3C6A68C9BB206BD03C7ADC023BDE0DC93CC6E11ABAFCDC703CB806EEB8E125553CB3DB10BDF972363C957F503BB222DF3A4A31543C4684C73BE908443CC20B04BC87039C3C392FCDBBE93C2EBC2DA20E3B97BBE73BE094943BA060F03B82B295BC7BB2B7BCB83B76BC6648DABBCF73813CBD33AABCAF3C9C3C744B6ABBF293D03C5CB52E3C6A1B7CBC18FEC53CE27B2BBD1C03AB3BA275EF3C53B5783CA646EE3B240D9ABCA2F12ABD05D7243C42AFE5BBA9EADBBBB97EBABB0791D8BC7C7437388CBF00BCB52BBA3B15DC013BB03D473C02F80CBD451C21BD18EAD13CB24A163DA09089BC1C774DBDC69FA9BC652F913B79C72D3C5F3114BCD24C823B4AF157BB6436023DCC8AE4BA84D4C7BC64B3C5BC37D4D33CE5F3BABA44E615BB3E6B00BC2F9CB5BCB8EDAEBCD7FF50BBE548BA3B19CF9B3CD37D83BAF8C0F8BCD342A43C3BDE983C4ED5633D1C512B3C52199ABB558B103C1F37083C8E20A9BBAB2F0CBD1AC5043D6E26153C394CD23B13929ABC0D81AC3C37D602BD6589113D5B6E54BDEF660BBD9B3CDCBA582FB637EEEB9DBC87B2DF3CEBC81EBD1CE397BC69D5E8BC7949DE3C5BF2803B876000BCD0B00FBD2647933C1682A43C2505DE3C6F49B1BC47FA35BBCE4E4D3C981D4BBC35C9CEBC9711733BDEB4173D8D5F17BC03BB033CB211233DB7926B3CC507283AD7EEBFBBEEFB333CF8D7EEBCB3364EBDCBF6303DB9A973BCEB23EDBA1755C0BCAB71083C27A6673C59D4EDBCBD91003D29510EBC10264ABC7BE8D0BB1755DBBCC77B68BCC6B7C3BA1477E83BA90369BB412AFFBA98DE263C80A6BDBCA6C224BCB260D4BC3D9A713BAF80ACBC8CB0EEBC8C264EBCC963333D81452A3CCBD6A43CBDD8A6BCB9FCFEBB52E68DBC933340BCF36C52BC4770303DD474F33C663BB0BC1CE82FBCF5B977BC94F13D3C8BF9E33CA250003CC4A7893D73A5E43BC46BA63CB2A2D93CE5B56FBC73FD68BD9BB590BC071F273C3002D83C88B39A3C7C9102BC816ED43CEAB2DF3C34D29B3C61C5453CCDBFC5BCE60FB33AF833EE3C9F7B043C933BD6BCB54E8ABA8BD67C3CC50285BCCA65EB39691D623C6261DF3B1D3619BC68A591BC309727BC4FCFA63C2B9D643C753FE03C3B64993C0DC4BE3C57177FBC1FE18CBC877D933CDD5AECBB3294DD3B45FD95BBA001B63CD915A63B695E3BBC987CC3BC47C4C3BBE233DA3BB62D1DBCE22CDD3CE49027BC33BA553BD446F53B0F38D4BB84E9483CA1F53EBB6248C4BC25E6153D040102BD7BA888BCBDD7933C546D93BBE702213C2203F33C2048B03CAB6CC63B88E6023D35F8F4BBF00A473A7487D03BD0D7833C9E92713C2BD060BC19EC31BC92C94DBCDC5527BC5B27973C4BF0623CE97D943C05972D3B794401BC720EF03B202441BC529BB83CAE5EDC3C1FCF04BDAFBEFEBB2544483CEAFC58BBEA4583BC83A51CBBC501B7BCFB85013C8A0DB93C67C0C9BCB22D28BD897239BDF56593BC28F6213D244965BBC70F813C7C1FABBC3FF80E3C2FA28A3CD45ED9BCA56DE9BA97A882BBBBEE923C42399BBC6F52993C67BA113D9CA742BC47398C3C12CE4DBB673C29BC827576BB67A698BCF3C2A83C29B1093D6F0B6CBC42A4B4BC5826353B1427853C0AB0B53B1002A03CC084EEBBFE09403C1DE883BC377109BDBBCF70BD4A90493C377C54BC5C00663CE08C38BC0608B3BBC06D383B584E383D5626023D8BE4A6BC8E2A39BD593DC5BCE63028BC54E8A13B2C63CEBC36F6B0BA2D4D0F3D413AB63C08E58F3C2143403CE965A03C9014BA3CDE1AB03C824617BB12E1743D81E9563C3E43CA3B3DAC173B6AAB0D3D1E95C03C6E6B2ABC329076BC9B727A3C78D4D9BB6CF81F39F67B87BC17C856BCB8DAAA3C9C2D433CB7DD0CBC1BEA0E3C30EF9A3BC28D993CD2DEAABC67AA0EBC37D8FA3C64AE0B3C3433A23CA75EF2BC5A828BBC00EB59B9A2A5523B8E46A5BB32647DBB1D538EBCD2EF573C69B0FF3B46A78B3BCA994B3C7E299ABCCF0876BC1B7246BC57EBE03BC9259A3C1B4A95BBD488063DF4E5CCBB8773553C8B261BBC947CECBB7D16583BCA42623B82A4AEBC7173213C4A235CBBB3968ABC38101BBDE8FAA0BCB478473AB7E25A3DB034453A8F2BF33CE4BC2D3CCE4B98BCF02A303BC80D13BDEF6B683CA691BA3B066D8E3C44BDA63C2D9E93BC4589573C043FC43C04C4023C02B1ABBBAE34523B2C0A51BDBDC0DA3C8A96AEBC22B5C13CAE0FC63CE401193A4576EF3C0486853C6947A33CAB1F303D675CC43CA0EEEE3CB836093A051BBFBCEA1B753B8B7F1BBCD0B78F3C4084C23B40CF50BC8F53393C3845313BA7BF09BDB407243AB12298BC76AC8F3C2923B43C803FBABC672560BCA19F203C4251DCBCCBDE5BBC789EB7BCF183963B8DA805BC43FFEFBCC5F106BC3B0E13BD1934B2BC30DBCCBB6415DCBBDBB2603BFB7B73BB0CD8633C96AB043CF780E8BA9787C03BE6D7A4BB90BAD2BC67E800BC6AAB4F3C58948CB9371886BC149B8BBBBC172DBCA0E9AF3C226E49BBDEF74B3D0334FCBC104A15BD4B8010BC12477BBB42AEEE3BFD07F73B2673C0BCE1E7BA3CA61657BCE78507BB",
      torch_tensor_16_torch.float32_23: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_22: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_21: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_11: "0x04000000BEAC79BB42FC7ABC27D0A73AB8ACDCBB4B8DA13CEC27043D0A264F3C827D09BD06688E3CE5CE3C3C20FD06BC49D0533C49577D3B47A2053CDDB0C63C8473BCBCD69912BABEBDA33CD591833A726090BC338E86BC4941853BC5C235BD94D7DABC40BFD43B3BDD1FBB243517BA100F9BBB7403C73B62116CBB817C5BBCB9C214BC7C41EF3B665C283C00B60B3DC0E7B6BCA6AA47BCCB27C4BC3D33CF3CAF6CB23C073CA8BC62E8DFBCFDBA673B1CE529BDC105CAB9E7CF0BBB81B8363CBCE3B0BCE265EBBC74FDF93B4FC6833C211828BDCEDFD33B20B6BE3B4B5E583B4681B6BC3EF6013CB3274C3A93A12A3D879D1E3C7B0B16B9C2C690BC834B14BA9B6798BBBFB98DBB5953E9BC1F3B8BBC7303AF3C0B847C3D322B3E3C701CBBBCB5D3933B57F2F63BA29E903C6AAA28BCA6E379BCCA5DD5BBD27BE9BBBE78E6BBA0E17BBBBFD915BC2490AB3B4B5E8F3CC95351BCE7E89BBC503D89BC40FA2B3B6A479A3B4B4973BCB0EE863C84E93B3B5F07883BB4424A3ACBFB47BC8C2E6CBCDBC1DF3C1ECE9DBC65CF45BB7EC4D83B93B5F4BB0A0F47BD96A6023B7C8FF83C2408B1BC49A69BBA300F5B3C675B94BC452982BB1026043DA104C3B981C4B03BE664493C80DE953B7335B6BCA9A0163CC6D9143AAF10C9BB277D07BD83DC8A3C3EBCB93CDC42D3B73280FBBC8FBE28BC260DD0BCF78D8D3A56C21D3CA09E2B3C90F5863CC502D1BC295B86BC0D6AAE3C0EE6D3BB52743EB92C4DE5BB784804BDE3676ABB21E7A6BC8962B9BC41995B3C426B33BD648EA93987E61F3D61B5E53BAB3A0FBC3BD0B53B7CB0B03ABB0AB6BC9AF3A13B9F888D3CA9A187BCC923A8BC624DC13BC27509BD04A9663B17D61C3C6C1AFB3AF269B2BC4F3342BC5286CBBB9064C5BB3DEBCDBCF28C1F3D972B6ABB3EF5E93B55469B3B9D608DBB441B86BBB9F6573C80BEAABB5FD91FBA6D6B1F3C2AD5A73C49EC603C6398F03C43E0FA3A9E8F5CBCA54BBB3B92B42FBC9D547DBC1C8755BB5D7FB23CC5EB393C99CE0A3D26B0363D7CD0B53C89CE2CBC9DA1903C300EBC3BA0D109BC99BC90BB6A3001BDA2D3C83BF4FAD1BC476A3BBAF507C0BBCAC7DCBB6E9295BC9B12BDBB8F8811BCAB819EBAA9641DBC04FB0A3D2E0F03BD0CF81D3C621FD63C8D3D8BBC02CBBFBCA9809EBCC5A6553CF0007C3CBD3284BCB09AA43B6CD6543A52663EBC98BA533CB505E0BCDB69D8BCE69049BBA6AD493C2426073DDEDBDE3A1E0005BDCEE4113D3C5BF4BB948D99BC242633BCE551AFBC47D7E83B73C4D53C14A5FC3CC406993CAD7A393B0C15213CDF06163B905196BC06A351BC2101A03B799B43BC93FEA4B84D2C9A3C3918EA3CE8F58E3B4D09383C42CFAC3C77FF93BC418A89BCC92463BCE7E4A4BB976A9ABC8F1FE23C6B9F433BCF6D46BC4694EEBB4A8B25BDE48612BC6CFBA03C",
      torch_tensor_16_torch.float32_20: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_10: "0x04000000013ACA3A3C43523BD6E226BBB0B3D83B46E93C3D059AA9BC5FF706BC01DF45B766AEBCBC29ED0C3CC5A9103DA3478CBC70A6973C6C5A0C3DB7BC26BD5E66C73B87BB94BC6FE2E33C7B102ABC9BA3943C5931653B597208BC3CC098BCE92799BC690C363DC138D5BCC92699BB1E93A13C60509C3979F60C3D987DB03B819BAB3C54BCA7BCB27B05BC7196083C212AD8BC499290BB6B8CE2BA13F9B8BBC3409CBAA9DE663B64314C3CEB1AB1BC24CF96BC1D5079BCC294A33C375AAB3C193524BD4DE603BD63F8EF3C5856DDBC04C60B3CC619083C3D04BFBCB02E483C20AC0EBD207F6BBCD86F4CBA367A253CF5E6B4BCFD3C4E3B0DFD423C6FD5CB3C260B0AB9150B36BB15057D3C3C36E73CD593FA3CD4A1423C10908FBCFD26603C970D66BCB5CFC7BB3B4D2F3BAD09023D5D1ECE3BE85521BDB7E7D4BCC111093D7D325EBBFB3D29BD640817BC3FA622BB5BB91E3C0065F0BB6917AEBCA92252BC103DA63CA064B73C8F012D3C7EA63A3C3EB7F9BABE9BA33C2AA5313D924FC33C5BED09BCE2FF733B700A72BCFDB3383C75A8833C5FCE033D92DFA33C8A16483C195A0ABD0F384F3C226D743DC4FFAABC008F85BB7AB48C3C4E13233D74C1603C8E021A3CC489AB3C0137173D972E363BB099253CB27C7EBBFCDC4E3C3ECACABC1E26BC3CE09FBD3B93FBF1B84EEEE3BCE6C786399847B43C8762A1BB5079AABB3B46953CB20050BCDE9E4C3B41C7C53C8A7F01BBD54D61BC123FB1BC07270ABC037696BCA173113CDE1FB23B2B56843C8F84753C173554BDAD8899BC9C04463CD669103DA6987C3C9AAF20BB1692123C33F4D53B058E4BBCAB5E863CAB0D613C9C62743C20A13F3C89B53E3C72B54E3D205DF5BA56CE903C5C8BA43C05749D3CCD5E8D3CAB8D0C3C9D4745BCA7AC2EBBD29404BC6088053DD41D1C3B17EEBB3B2A3A0E3DF2AF98BC997139BCD0862CBC44F5813C5348E43CFE28CF3BA9FEAF3CAABB20BD0BEEC1BC6D88223BE792B1BBCB7F37BC00DE0E3D7E487A3C1EDB4EBC61CBBBBA6575793A6B660BBC995211BC71C89E3C3CB9AAB89683A8BC93D4C0BC1466A1BC9B3F9C3C2E3E143CA5CBC5BC02220B3C9503A2B999ECC1BC7D6B123B6AE3353DEB6F063D9BBC9B3C6F4F383CF79885BC3F2B963CA119A73B6D0941BC56D1963C82BC183C624109BD5E19973C4190B9BCBE962E3C0A6781BCF7DAA0BCD0B3153D6E56503DAEBBEABB4411BFBC878BD4BB0CDD0A3D92DC28BC341A7E3C5E4B903C45A9F73BA203843CF2A2BF3C5FE5903CE1945DBBA1F2393D52A51B3C4884213CB499B9BCD2CD93BC94FEEDBC58756ABCEED42A3C451639BCE2A9D1BCCEFA833C74AC483B14B465BC935963BB6765A2BBA6D752BB546C223B1C1EDBBCA48245BC36E305BD7C24243A290902BD5EAA533C26CD06BD284A87BC8D37CBBB85D4843C",
      torch_tensor_16_16_torch.float32_9: "0x040000009DAA0B3BC58F1A3DF715763CD2160DBDA60108BB03A6143C223BC73A2E24B1BC71660CBC59383D3C659E0BBC6CEAD33C87FE5DBC37C8F53CDD31B73CB0D4CE3A92E08ABC376C72BCAB3CB9BAC27F973CDB3DD63BB40994BC526C423DAA9CC23B3114203CA2BF013C1D720CBD35873ABCB70C7C3CD7D4423CBD122C3CFDD7CF3BA7A6F1BC312F86BCA63895BCA07804BC0248083CAC12DC3B4400CEBC3C05053D8561FEBBA9BC69BCC0C5133D822CA7BC80845E3C3D6889BCC55D603BF73292BCF97542BCF04762BC524A943C6432ADBBEA08923C47AD483C45E2F33C9290023D0694163C5889723D5EB303BD8278EE3B4FEBAFBBC9CA39BDF3D5DAB9B45CFEBC92D696BCA457E33CC7D01BBC0A4E763DB94D293C6B8882BCD271B43BF3622BBA783333BBA7D511BD66850D3BD95D563B74EFACBC4B12EDB924C5E7BCCD140C3D130FEFBCBC23E63C4F3F62BB7E5DE239213ABABCAAADDB3CB9AE8F3BB0D1CE392A2DC03C2941433CC071593C45DEAE3B5B795EBB501F2DBA2FBF4DBC5AB69CBCFC1305BD1007BDBC804D053CCC375EBC07D7063D6B99ECBC3001FC3B74122EBC8FC208BD9B141ABC2B79D4BC35DD873BD31635BC61928F3CE200DCBC1B3AFBBBE6B8073CD572FA3C759F05BB571FB23A5C21593C163F98BAEBE1473CE5782DBB30A9A7BB6579A3BAD735CB3B2CABFD3B6E6F203DF9B7543C1DA7E73AF6DA9B3C972DAA3C8B41133C659B18BB4206A4BC709636BCE71656BC75D54C3CB2F3E4BB2DD2943C0426853CA750473BF097F93B3052483DE5A8C5BCFCAEDCBC81F9E63BF26357BB82F02B3C1E26BC3BB9D70A3C1E178F3C459F493CE51FDB3B613DAE3C695F983B879956BCB7913CBD823E223B111006BB428CEE3CCACF97BC4402483DCB35C3BB05D3F53CF661A8BC124C2F3C9308223C6FCEBD3C06C624BC80DA34BD37FB85BCA6D20BBCA7569AB754FFAE3BC01A19BD71FC8C3C613CB1BC8220063BFEFB4B3C44D84DBCC0EF13BCE2DBDFBB02F6993CCEA3A93C31F1913B501CEC3CE3429ABC5EAE25BC7EBE25BCC055423B1736A6BC2719153BC5304F3C5A521ABD371317BD7919ED3B76D881BCEF60E9BCA168CEBCD36F3A3CBE9849BCB429FA3C60505DBCBD66B13CBAA020BCB3647D3CE22AF3BC8F36573C9395FDBC09A847BC4B7B503C9B5D753BFE13F8BCFB31183A60C8543C5294B3BC37BA29BC5C93123C14390E3C8D49233DB31122BCEA1EADBC69104E3B3C05D1BC491E1C3ADF120B3DE7FF27BCD81979BC46A7283C944A79BC4BC3D23C440495BAFE8BC3BC90983E3C5FD984BC079B21BD959B87BB1A0796BB30B2F2BBB7BB0E3C3EEC11BC2070D33C4B4CEBB9460EC23CE936913C7934473C34DA813C49F5ABBBDD206D3BA9283A3AF45C463BB9BD28BCF892613C9C74053C92E62EBAF5B80DBC06A4DB3CED35213D",
      torch_tensor_16_torch.float32_19: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_8: "0x04000000FD6BC73C0486A83742E0B5BC6444CFBC741904BD16C788BC2740243C7FD30CBB07D01FBCE6C4B4BB05A3AEBA90F313BD9F7609BCFD09823C0B74353CE6A7DE3C970FDEBB4A57043CCC4BEABC5CDBFCBB20368FBAC142963C94806CBC56B20DBBDDBD75BC8150343CC10749BD0D68AE3A33DEC73C4129853C7731953B8517AF3C9D9A6BBC1B9EE03AF53A863B0070403C5EA0EEBBB7670A3C1DB269BB9D2BA5BC9493D6BC694384BAD88C273DAA4066BDA779C33C2FB6063C47A778BA22A6D43C494F47BC65305F3C85DE4D3BD901DABA966C1B3B80EA153D29B5553C9E10663BE057F4BCC141B33B83BF173DC216303C696FE53C5BAF1CBCC62D593C306C52BB7C9DB8B9E0F9B0BC774A0F3C8659A73C397030BCDCE93F3C1C38F4BBBBD3AB3BCDC84ABC83CC18BD3176813C32B37ABB3D69613B3CF8B9BC062A793CE9531D399CA5D93B2E2002BC412343BCC59E2FBD5EF0A63C929106BBB4287BBB8504F13CE03A66BC4B2EBCBBAEC644BD42DD0D3C572165BA60AFB03A387E14BD67812C3B16CAACBC7BC775BC0D9414BD75EBB1BB46AA47BC89E7C6BCD777353C4B83C7BCCE17C33AEFB0A7BCA151C8BC72B30A3DA98E69BD9E130CBC5D706A3C076710BB998E0C3CF0870A3C250CE93CF942F139D0ACB3BBA512E9BBFF1996BC57C07ABA42C8EDBBC1F1B03C45138A3A6EA6F83891EA1DBD4E746A3C495317BCE382A1BC3CB515BCEC4E8D3D3F5000BCBBA461BBD7370DBCEFE013BB4A4AFFBB16349ABC13A9B43CF54D443C9544F6BC915A19BB18977A3B4ADFC5BB4F34113C0E3FA3BB92A75ABCB318E0BCAE5F24BD559AB63CB052943C2AD340BC6778D63B27CF9D3CF5001EBC1CE8A6BCD33E63BCA6B274BC4828213DA6BBDE3CF1FB903C69AC113D77DDE33C101A803C5CF3D53CB35C80BC01FC0ABC105466BCDDC7203DFBA18C3C8D569BBC04F882BBAFC2143B9D482CBDEAF105BD5E94A9BC97749BBCD2A18DBBEF52933C079F493C8066153C1BDB07BC69901F3C90AF753B5202683C06D2FE3CAECDE63BD0D9BF3C820B813C12D08D39A0B3A7BC85F0EABC5B352EBCB7A308BC38716B3B61FAAB3C9B4A8ABB459C013C013612BDAC3FFFBAF2C39E3B198610BC30DE07BC4208A63C18A45ABCBD22E23BE4951ABD07F105BCF4FDA83B5B515D3B384527BCC25B273DC878223C7D3ABEBB7B81FE3A7D1BEBBC19C91B3AA183583B0A37B9BBEA83CD3C37688CBC78DE12BC963EA5BC8B1C273CF2242B3C9B90253D4DE5863B5EEB04BDD34771BC39FAA63B40A1B83CBE8ED53CB8C30DBCBBB665BB98B2F5BC8908BB3C0C7AD13C10C3693C94D777BD6585BBBA12871B3CE7100DBD69088E3CCBEEF33CC406A0BBE193F43C00FE463C27DE333B58CF363C84301FBC6E99FFBC5B9D2B3B58A7A9BB264EB93C16F484BCA450843BC1CC473CA033923C",
      torch_tensor_16_torch.float32_18: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_17: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_16: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_7: "0x040000007505593C9B29813CE04D633CD333BFBCD0943A3BC2F0EABBD6372BBDD3FAB3BBF0318B3C0A6EB93CD0B9263C95AA903C7D8611BD27C1D53C7DC3253D07B5433DBE59E1BB19836DBCCD9F0BBC5812463CF22AECB9348EEC3C21A2953B5B5893BBCFCAE3BCD284BCBCF7291F3B32C5143C941EAC3CCBDC2BBDE76582BAC6BD43BBFD649CBDBBF22C3D33455B398B02DFBB93A2423CD4136FBC1425803BD7753DBD7D5EEDBB8191B73B502CB73C0F84343C9D1C043C34093F3CB1EF003CB00E453DE21028BCBD6EBCBCE2AF75BB5D81E53C4499BABC7B16B1BC61D012BD6E8AB3BCC072EF3ABD3AB7BA956935BC7E8B5A3CB54982BC6E14B8BB1D65343BDD3EC93C9941E7BA49539CBC014DAABAB93AA4BC80DBD3BB6612BE3C4B94CCBC0E4A6C3C2F2F783C80AAB63C2E3A3E3CAF1FBF3CEF40BA3B0D4A85BC9D8839BBEF9ABCBBBBC166BC48FC123C815EC13BD6A006BDC91DF73BCA6B223DD0049D3CB97BFBBC42D16E3CF704673BCE779A3C79F320BC32ED153CDB9285BCA6D531BC09AEEA3CCB04E4BC69FECEBC20F1FE3BF08AC8B9941D913BFBD2FCBB466DB4BCC14143BC3B2BF0BCEFEF673CDE6CA9BC2DDA0EBBEE1FD83BD7A4D4BBE0009BBBC4DE21BD8123A73C72CD8DBCCBC4A13B5926D8BC2AC8B13C40F85ABB2E33283DD7B5FF3C6E1F763C8436DFBB2EA078BC5F3C053DEE82A1BCC98B173DADB30E3C1DDBC2B9992AC4BCEAA4283D42410DBD7DA04FBB17E2EDBC1CAA333DF956DB399D9EBA3C9C1CE9BCEBF3783C06AD39BCA9A6ECBB4290123BD202D53C92BA64BC42D85D3C5B9DDFBC24A2C53C448BD6BB6507263CB7B436BC6DE9903CBC2A813CCEF3823CBD092CBCD99F45BB3E15C03CCEBA943B1CFE54BC7EB5C3BBF7A0573A8166D2BB73ADC03CE0D79EBC397C883C55B7403C86B7B6BB6C9E573CDB5337BC53B1B2BBE033033D9495B1BCA4DE00BDCFDA9EBBD98718BB1B4544BD7ECDFFBC726034BC1B612E3C6B95243CD963673DD2C360BA1E0B99BADE3E2D3C8B4295BB19509EBCF3D7303C52088ABB99D6663C89D5DEBCBE77CF3B066D623C3B8DCBBCAB5A943CD9B6C13B1F3EA3BC55FD8FBC0D63AF3CC76E23BBBA56203C09CB543C8D81863C50FC813C975B10BCF43692BA9DA541BDE69F88BBFDA074BCAD818C3C194B1ABC1997803B8E8B3A3C794902BC863C2FBC1AE5103B313D023D9B8DAD3C221F4ABC02F783BC1CD5A6BC5C0AF0BC5C778BBCE6BB9BBC2149AEBB846909BD6D81A2BA72A9223C6E4A273CF7B742BC92EA023D89DECFBBF49F88BC8A1230BCFD44C23C6156CE3B940EAA3CDBCEE7BBEC52103D385D8FBC1B3696BCDEDFF23C60BB953C2963D43C076739BC25FC613CA76B133D0AB5F9BCDDE8AC3C59ABF9BC2EFB2C3B62BB80BB9B9D0A3C06D65DBDD3FC1ABC5B5BACBC55EBCA3C9C06963BD67B233C",
      torch_tensor_16_torch.float32_15: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_6: "0x04000000CB6940BAD05EEBBBC6E2A1BCAA0E443D6D37003CE5A8C93C717D96BCE545EBBAD53890BACE2DBEBC9B53AEBA14959CBCEC7707BD5BB3643C24A0523B34632B3C7886A93A98D02CBC6E92BA3CA4CB023DEED0E83CC0DCF33B4CB24FBB9CD13E3C3D3ABABC78C2BABCBC5142BC60988C3C59F7D53C47D9BE3C365B8BBC2D4520BC54317A39DBDB993B2D1E8ABB50A7F8BB93890CBDA5BDB33B446ED23CB407A4BC2ACAB5BCDC37DE3B9EE6D4BC60DA2DBA130963BC99420F3CAD7993BBFCE1503CE61251BC967082BCC93492BC2F834A3DB942C3BC6FCABBBCDF2496BCCFE27F3B1CCFA1BB939426BC9313AD3B260B423D221F04BDA2FBBA3B1E385BBDA06BBDBC2FFB23BBC6E6E63BE9DBBA3CC675F7BB12DE393DA458893B1D73573CB5C1B2BC2EBF22BD41D6E0BC534B0E3CFB026EBC98A4D83CDCBEB2BB7404DC3B0B0D5FBC97E3713CAACE9B3C939DF33CAF171EBD6BDB74BC3BBE04BC74B5A8BC21AB3EBD278FB33C355FCABB8B9A4ABCA093D0B9069DD4BCE12DD53CBD59693D782FD9BC82739EBBC9501EBB6091BEBC9E298BBCC4DC34BC73CB2DBCC9116CBCA0E1B33CB8E57B3C2E41E63CBD5CAE3CDB29FFBCE2B6BBBA8AF62E3C230972BC90B5B33CCF2C7EBB6CF30D3D172A42BDEC9F6CBC29040ABDC6A91E3D8EEFC4BC89EDA83CE7AF993AF0D6913B5990283CB40A923CAE184F3B448CADBB4488203D2F06643C7273503CD865C3BCCFE60A3B9C0BC73CCA4A243CF8470DBBC4F74CBDD715483C4430453DE2F3A13B1CC348BC51F49EB94914AC3CD3D8F13C26D52D3CB5E0F43BC230B3BC6B90233D814F44BDC450E33CB2E59E3B7D397ABC845F2D3DC03699BC20B91EBB05AF20BCA2BF473C7432EABC9BF9A53C39FD38BAB4D977BA5D1198B84334EB3B0F1B003CBE93763CB06BEE3CC2D3043DFAAD00BC6650E53C9A4D223DED8025BC4246D6BCDD32523BD72D973C2DD0BFBC0DE09BBCD4DDB83C60399BBC026FC0BC8D22AD3BDFD9203C0B10003C9BB057BC3E7B633A4D2696BC7202E7BBFBDFF93B61CD64BB7DAD60BCC1CF073B145F42BC8FC6B33CC5A64A3CFEDAA33C993619BC96B78FBB7FF1073B170B96BA5C3C653CA2E1723BEFFBE3BC134FC5BB79B4413C12C161BC570980B93F928CBC4364713CF2678FBBEE61163CCCD85ABC809D3EBCF80746BD507C4EBC994203BD76092C3DE154A83B6795293D426B71BCF480C33BEE1BA6BC42575ABA343E923C2BDA803CAB59CABC13C6BD3BED8C05BD6ABE743CEE54C73CF96E78BCCEB75ABCFB22483BBC03AEBB5D124FBCD72CF0BC506615BCC2BB7C3BA07B583C8E227DBB5F8E8B3CEB4665BB0611953BBB3089BCDBE983BB5C8AA23BEFCA9DBCB54BE33C420AC5BCA44F243D014D21BC5395273D0EA55E3C8087BBBB252827BC4FACD83CFD32243D541F6CBC4E60B73C75D4C23A",
      torch_tensor_16_16_torch.float32_5: "0x04000000125CA63BF395DF3A22CD263DEEADEFBB936CFA3B3378A7BBC2BACD3B26BB90BB61AA753C53ED873CE1DB2DBD8B1DCF3C7A0801BBA069923B65D68D3B5AB3223C696583BC2634113C6D0F33BB150BB93C1D281B3C9DD694BC61086ABC6103543C1D61FB3A4341F83B1B31923BD4A90BBCCF4615BBE1009ABBCCAD51BC112D9BBBDC5D433DF48A2BBC01E34F3C67D69DBB00AC80BACBC5AABCC63F8239BCAEB83CFE31F0BCEBFF3EBCBECFBCBC7920A1BCFDDA3EBC840E31BD42802EBDC9EF13BC1443D4BC0FDBC43AC1F3F6BC754E4B3DC0BE2F3D2C72E2BC09E5443C738E29BD141189BC99A44D3CAF3C6A3B03C46BBDEE7C383C3085C63CE59F4ABCC055473D6637DBB9428599BCB546B83C07499D3B4E296E3CC477BCBC5674B13C52BEB4BC92CE89BC3B66663B9BC09CBC59E60CBCB80DAE3C9CD3843C00EE94BCF58EEB3BA146643CFD13283CF414473C6A1982BCD47885BC37772BBD770128BB3B3D9F3CD39246BC33FBA33C408B7E3C5BE2013C152DB5BCBD6F893C268ED43C2E18ED3C7783B9BC6115263D97A7C43CE137D5BCBE7979BCA29D09BD77C51DBC073579BAE47F04BC0FB832BAD7F970BBFD1A453D4F5F693B39A11D3D809604BC0EB72E3DD5F1723C09C6143CBC52FB3C57DD87BBD43F993CA401C5BA2426A83B39A1C5BB0E08543C10021E3CEE6B9C3C391C2DBDE6618D3C6D49BCBC8FFA12BC6D8CA038988337BCBE4104BD603EB03BE53816BD6986D1BC66E616BDE69DB1BA52CEF83CC01BD03CABA48CBCC12D47BBF34EE8BC626369BD781F273D04458B3C887AA2BC6B500CBB1D2AD13C30E4FEBB4AEB983C1941DA3A7367553CF9F24FBCE03DC1BC34F3C2BB1908F63B78EBA73C9EE3333BC76D27BB33AE5E3B98DBB93BCDE9393C8B1130BC59E01CBD30D7F7BC4B5C0A3DCC6417BDD45867BC6D6FB03CC6EFEB3CE0D31A3CEF01253C39D217BC39B6FA3A405E523C1593B63B9CEDCB3CD48204BD841260BB0D4D0F3C7D7E5B3CD44A62BC4C78F03C5048973C97A88CBB41579B3BFDA1C93B9C9C6C3CBFFC063D9CEBB63C52DB2ABC843081BC10B54DBBBC0E233C62754EBCD401B7BA8798903C6436383C2CB6643CC0F96C3C30D8F2BC42DBA3BC04828C3BA987773DEEFD983C0491BB3CE16D323A0E5580BB215271BC48361ABC8BA2F03C2D6ECCBCD40179BC7BD4E93CFE0BC33C057E4C3B449AB13C5053683B2630E83CD85FB53C86EE6FBCE960B9BCBEA6453A6622273A791C1A3D5D7B563C8220EEBC5738873CFE3A99BCF2C0D03C9373E0BCF6CE1E3C53F2E63C4D25C7BC92895FBDC18B863CC938103D6EB455BCAA47B83CC734383C675A713C5C87933CF99063BCBBB1523C8641DDBC2BD001BB4A17F0BBED0AAE3C377A4B3DEF6EFBBA190EF03C323D5D3CDC2FEBBC8B3301BD5540B53B44FE2C3C9E06AEBB445615BD",
      torch_tensor_16_torch.float32_14: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_4: "0x04000000C07B613D85FDAD3CB97D8ABC936A76BB3B86F83CF040C73CA60BDB3976D2AFBCF0A771BC3D42A43CB675B1BC60DA803C02861FBD674516BD376E12BC9D21C13CC319F5BCAB98263B87AE133D30A901BDF414CEBBBADE153C876952BCA5A7FFBBD1C9003D69FB9EBC247537BCE296033CD8DAC03BCF0F123C693E94BC27B376BBCB21AF3CA626743B82544F3CDB2CDABB39A1FA3B505105BDB2324A3B3D3015BCCDD4BEBC0266E83B2DBFAABC0F8F713CCE81403C8269DB3B0A83053CBB2F21BC479F943CE907233B9954103CB21FF73B843EC43C81340DBD9E5E1D3DF887693C57130FBDB97621BC737D023C4B799DBCB57532BBF87FFF3C0D3490BC798F17BB07BD513CE59AA8BC37A0C43B0671CA3C44235F3DA9A42A3C6B8CEB3CE030003DDC50CC3C789547BCD836343D7799F33CCF9E45BBEBEEE63BC76F003C5DA194BC9FDF0B3DF4C940BCBBAA18BDA21C403C0F0DD8BA4206983C4BA7D03CB93A8ABBBBB2273CA4EFCB3C807F63BCEF26ACBCA0D3943C46AE233C159E0A3CAF8769391648A03BF398A0BC0B0D5BBB482D83BC04D25A3B3B2A173CE930CABCB89AA7BC411443BCDE2F5CBBEA4C45BC3466E4BC7DEE903CE9E5DCBB2B4581BCD641283CCAE3B0BCADA50F3D2BCA963B45F6BDBB9C754DBC740F27BBD748BF3BE7D18C3C059B6D3C1A720DBD4B04243D420B383D1D2AC7BBAE349E3C531CDC3C92464D3C092310BDC07E0DBC56491E3C4CF7183DDFB509BB45C8BEBC0797BB3A6CF5E4BBFDB56EBC60F74CBCF9DC9CBCA7286BB918B264BB227BAE3AFF34813C1D490B3C3ED39DBB2079E53812728CBB3848FF3C44B7CD3C6AFB273DA0A6753C9BFCDABC930C70BBE03AC0BB6DC913BC4F80BF3CF1CF9C3C03D9F0BC68B211BD0BD1E63CD6191DBC998A033CFD8BF8BB104692BC970B18BA3DE236BCAC46DABB4B0A8BBC38F424BC8FE003BCF08BD2BBC6E8723BEFA7CCBC1377AEBC27AEF2BC2EA39D3C5C7B8D3A2FCF06BC7A640D3D52AF5FBCE1FDCD3B45F5543C21B9323CC4090CB917AB2C39BD65803C125AD7BCD49E3CBCD3AE61BC6785243CF0A90DBDCF31513D230F033B608A85BCA43B2CBC656DBB3C9B377EBC1FE894BBE9CA5BBC0BE612BB3D4851BC894E943B81C014BB930F913C2B240EBDCB6B3CBC4731DD3CFD07283C67166FBBF0C81CBD2AD7D03B12E4F93BB14E21BC8CA9743B6E3EA1BC52CEB8BB9DFA2B3DD958163C67A05E3C3491EEBC9712583C92C4483B8FD13CBC4A7EB4BB0D6C9CBC1F0502BCFCE4473C5F3A923CA87682BC1E0520BDEDC4383CC536AF3CBEC925BA425CD23BE38FF23C950AEFBA42BFA5BBE7E099BC5701093C7380E3BCCE9E9C39A9C183BC5CB1E93BC0D6D13CF125A3BA578D74BC94FCF5BC91B59B39A97CBFBC4907E33C24D919BD93C030BCC234113D8EBEA73B46CA183CAAC8FFBC",
      torch_tensor_16_torch.float32_13: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_12: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_16_torch.float32_1: "0x040000000AC1A93B36192F3C1B091B3C5031B03C9CDEE63B891D053C482C803C5ABF09BC69B4D0BC823FE93CE0082BBCD87B5DBC2646C3BC4BD7353CD2C1B4BC69FCD0B99836643BD40FD33CADE92C3B27E082BCB63EACBB8C6D893CC058AABCA6329D3CDBBADD3A25850A3D6E3050BDB714E3BC37ABF33BC6D7193CDB63EB3BAF9638BDEF5E32BD03409F3CA56C7D3A60EFEA3C7BE826BD5B8B0D3C1B63DBBC0C9CD13C0F0FAA3CDBE14C3C41335E3C2E8D153BAE65573BB3CE25BCC235D93B44A3C0BC6EEC0BBC29D15FBDE1BDDDBAEE24403C1C74EEBB3B86A2BC0F9361BC8C7A02BD7302593B7F46093C945A9ABC78FFEDBA4EF32C3DE3C517BBC9448B3CBD43C3BB6D5AC13C827EAF3C30E4ACBB60A630BC127F9E3AC9970DBCF8C6CBBA7090383C41A1E03CCDC7083DC02FA0BC1D8B18BCB6F305BD669FEEBB6061A1BA267747BCD913ACBC6EAD2B3C91D284BC4F58E23CE50218BDFB892BBD368D2B3CAAA4B23C86D3E1BC0CBA823BAA02463D84613E3C01C6FDBC83BC74BC2F906CBC0DD3AE3B92A1FDBC1CBFABBC73F1A5BC8E4A773A460F23BC93A368BB51D0173C1CF68ABCC246D33CCF02D93CEB95E93A61D6973A7363A6BCBB0F903C60713A3CEB3AB73A700501BC3E1AFE3BC2844B3D02041EB845AB303DFF6B043C6BB4CABBDF9F193CE732A73C17918DBA14EC80BCBD941ABC2DEC1ABC75DDC5BC88CC01BC1BD952BB6BA7B23C2638CF3C14F99ABC408D5CBC66F808BCAF02603BD435A53CB894323C5B15E7BCD01AFDBB13F7C0BC8221AA3CCF8566BC290204BD2639D33C86F60C3D719B22BCEBFAD73BDBA7563DE7CFFCBC9B02883CE781213B85B1C8BC2054743CACD7D0B98472513CF8DF4CBBD02D62BC3584753C07AC2EBCDC28753C3852B53C6F21333C07D2903C52C9663C18AF3E3BCF92D4BCD538B83CC2D93D3C4682953C3790503AA7745CBC56D3833B8A7D3E3CB29C9C3C4CF2633B842DAD3B9AD2833C964A15BB543DA0BCE6C389BC215534BC02B411BB1BEEDE3B82C4FCBC9573CDBA5E314DBC9CAEAEBCA0D9F83C94F57BBB7F3005BDDE086FBCC208D2BC01F69EBC82FAEB3C963E9B3C189E323CDB47E7BB04F3B5BCC063073D33AF6F3A8748D3BCF2B981BBD7F01CBD0AC688BB19D1713CF3C8FCBB92A878BC4EFB253B81449B3CEE7E7C3C37BA22BD204FCEBCEE9899BBC92115BBA7E1AFBC8BE2B53C44191F3C8E4B9E3B7C7528BC817C2CBCFBFF94BB93D624BD39E21DBD595A93BB1C3F4C3DB2537CBA1EC0A9BC264DE8BAD879F73BD7A719BC9309183C53C2F1BBD645863C3EDDDB3CD302C2BCDDEC163C73837CBC2B0BD739B032713C5E104E3C664F1B3D4078F13C1DB1983C9535EF3CF5E8C7BCB90DA8BB908E4E3A6BF0413C1D504A3CDD04FF3AF2CA303D071A6E3BCED465BC329003BCCABECEBC90F6F4BC1E9CAB3C2C40E93C78A4013DF54584BC87B28F3822FA82BC27AD5EBCD4B5EDBBCEDA143DBB67C6BB8E6E48BDDB094EBB9D095E3A585523BC8FE2153C47D1233D7F919F3CD3EC333D2E8F44BB0D168FBC4381913C9500383CBD5F8A3C4E2162BB46C349BC5D314BBC4760A2BBB777F53B1D4CB6BC807EFBBBFE2417BCD020F63B6D2FCABCF065403C7029D5BC976C1C3DF9985E3C7ECF27BBB03B85BB3B108F3B85C178BC87B1CFBCA1EE123C34F54ABC99F81E3C6790373CEEFFFDBC1BDBDE3C9E4DA53A93FA5C3C661A343BD8744C3BF85AA43B242500BC52A1D43C93EA47BC650575BCBC756F3CB8D01DBD2676AF3BEF79263C23737A3B70754A3ACA8F9D3CD55AC3BBAB00913C4EC3B9BCA0AF2A38B60D29BC21ECCE3C44EFB8B9E2DDAB3CB3FF22BDBE5BF3BCBD93F03B816E5D3DA4F9903C02878F3CCF474EBC36FF8FBB775F873C33C55B3C75D1B93C0444E6BB3ED6A53C00F819BC13A614BBC9BD14BC027D8B383E7E26BB3D4582BD71AC80BCB90439BA817DF1BBA2FD313DFDB3CB3CF354C1BA978E0F3C475AE4BC8F7554BCE9FC6C3CB8770ABB77DD6ABC4AD4453CA16CB23B2BDA36BC3504CDBCF919B73BB24B293D4E10A53CC0B61DBDAE6EEFBB4700E83C80DD283919A9423C06E1B7BCE486403C677386BC1806623C992E443CDD4C3EBDF3AE7C3C6403B13B761F2ABC7E2E3A3C898ECC3C777D2B3C8911743C8C225CBC9448D3BC6703923CE73339BA2321FBBB65C0D13A9FAA02BD7ED6893C04ED4FBCAA619EBC809CEFBBB0907BBBF4CC8ABBB760B73C99661D3C7AF21FBCF373EDBC776946BC846A543CBA0C0CBD8ADF99BAC9F08B3CA70C9C3C4AE00BBC9063A53C1DE2993A90E726BD89A2C0BA9480683C02D592BC58F7BBBC4CF8F63C12EECB3BDE0561BC66A2C8BBE6425A3CCA1ED7BB1B6028BC75B4E93C9346B03CF9CB393C4065EABB4F7F14BC2D8B83BCC079393B0768EE3A1DA6CB3B30D5223B58EB933C351CEDBCEE72513C57E5833CC00FCE3CE5ECA3BAAE0E313C00CD8A3C79D04CBC8B93923C450AFC3C7BF1CEBC8190BEBC54F7AB3C7D57A5BB995112BD1C3C79BCE9637F3C44E8173CD2BB803C8CFEF9BC45742FBC02C3903CD0077FBB5CD4A93C63EA13381D14F93BC2D5A9BC47331BBCE5CFC63BF52A173D0E61143D4FE340BC5C03703C21AFB0BCFEFC053D629A1D3C8EA2F5BBA673D8BC02340F3CAE4717BDB3D1EFBC98104CBCE99DCE3C82F71EBCD083853C9B956B3C0AF5A4BBE9B5F83CE4194D3D8A5B3DBC39B0393B4078923C522AA9BAD5BE32BCE62E57BB15F8C9BCD201A93C0A8A97BC7C5256BC09490BBC2D82A73BB12E0DBD8C4205BD3284293C02E0D03B8DA4163DF02D8ABC0EF3683CC91AFA3CFBE0DB3B8335FBB904E99D3C6EDFC6BCC4A1ABBA2EE8963C6E8E45BC2FDA5BBBCEB7C2BC0F3E93BCB077283C",
      torch_tensor_64_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000389E9C3CCA8D45BC4231F4BB26D92A3C193CDABA4B1F5EBC42A29DBBA7970F3DC2C245BC1873B83C8D2B8E3CEB3E423CEC7B60BDE7211A3C94BE8B3C9EA39E3C3E3E83BCC2AEEC3B4B67FFBB47C2B2B98DD90EBCF9F375BC6D1B9F3AF084403DE0441A3C94B1E9BC35A3F73A7D19063D6109A93B0CD45CBD40E93DBCDE3B87BC8235A4BB60E4DDBC9D38C3BC266C833C494AC7BBEDD9033DD6619C3C934ECCBCFDF0C0BC2CF0673C744AEF3C4A2996BB9F338CBCB3EF413B6C556E3BF888673C2B99473C8678AFBC1219BC3AD49E92B93D7914BC0F81123DF29834BD79948C3B9ED4B2BB0C6D17BD661A25BD2AF7183D005830BD91DFA13CCFB024BB3BC5C23C02CE4A3C27BEFC3BC109923CAEC5E93C93E7973B38E0D63AB48A2F3C5E5C3CBC987AB33C0078C53C585D4CBC5F24803DF95D3D3B242E04BBF0FDB53C67678A3B96549D3BA72DAB3CF2212EBDFC99523CE349EDBBC412DE3BAE61F3BBD714803B135D4BBC748EA3BCC60D95BC87E05BBB302C043CE198FBBCD051333C5D62F93C0B94C2BC95204E3C556EE0BCFF5C073D25CE2CBB9D46FDBBA2AEFB3C34A882BB87BF873C40F802BD66C0903C7F5B90BC6AFDBEBC35EAF43C276CCABC00EE343CC90C48BC021119BD929F203CD5BDDEBB5BC5CA3CEA646CBA823D2A3D1F468DBA4180103DF9EEA03C02BF0F3DF8BF29BDC6B6413B098A00BC4C3FDA3B894CCE3CC4DE5DBC780053BC2F27053D520FA03BECDDFE3B1930973C8B5522BC685C96BC4A1513BDE2CC873C8DEEADBCBB8F2DBD481088BC4EFA75BC5B9909BB0298133BD2E17E3CB50F23BD34FAAC3C8F7F173CAA99E43CE4B5353CAA1B20BDFC2E50BC5D95543CFE5B08BD4D09043D784581BBDCBCCBBB586F7C3C73D9BB3C7B24B03B8250ADBB502196BB5279CC3B6CDD153DD02477BCF393FA3CF9D1603BA02FB6BC8A57933A73DF14BCBBFD523D215789BCB8F4153C6248B6BA85B9A03CC111653CADDA213D59D2D53A3EDB603C4EC6B7BCD0D3B93C6EC322BBD81337BCAB622CBC981A5A3B20CCB33BB3C1C3BCB901BF3CE3DB043B38B71E3C363D9ABBC2A6FE3C8E3EAFBB5D74633C24871A3DA2DF7D3B6EAD2F3C0CFD5E3CAB19613D421E833C13D16EBCFDE385399EBBCDBC4DFA343D8A989C3BE36C0F3DA2D08F3BC788BDBBA2087DBA5F220239A754E63CB762033D056D71BCCEA3D03CFCBE813C6B9124BCE62EC9BB1DFE01BC6AD7ED3B73DA683C44E5B73B4BF1A93C8F82733CB6DCAFBB7D818E3C18A223BC85785B3B59E5643CAF8A6CBB85A532BCEA4BF1BB9DE3B13C2F4C91BC1BA5E9BC559E55BC83B5F9BB9D3AD3B8D57E053D20756FB99214813C80AE0A3C4A99E1BCFE1EDA3BB403BA3B940F8C3BEF62FDBA87401A3CB0DC753CCE561D3C6B919FBCDB5619BD403500BDA123CFBB958F3D3C0A852FBD7C759F3C865709BD7185093C39F88B3B7757463DAB4AAABC58AD233B6DF3893CAF43C4BAE82C98BA816FB1BB2FB5BEBC0BF903BBFA9F0B3D67B203BD902994BCBB950DBD204F06BC2A538A3C3578D6BB77C1B1BB005E243B8963943B9BE7CABC08B28D3CCD833A3CDDADCE3C991A623C4EA397BB9D9B3D3D705AD9BA41A125BDE48621BC0F6CE03A4A92503CD863413C92F28C3CE9D1203CCEBD4BBC1D11E5BAB78939BCE6A30FBC42A5E73BC9DCA33C0BDFD3BBEBDBC8BB2E6D31BC2CE4DA3B09F13FBD1572B7BBA2D479BAF0E326BC133A013D48A8A33CE29198BBF375DD3C6CA5653CBBDEE9BCBB5E8E3C8A51D33C7329EABC67531DBDDE3CDFBB0EB961BCB768903CB53A3F3DE9486C3B21A054BC06C19FBC8DDC163D327A103DD83AC13C37442C3D372C573C4680B4BA9888F83CEB3DE3BCD2DD783CA500C13B1EE0F8BC9C2C103C585ED13C2D661F3DBB5A08BBFDC059BB3B9DCC3C7DA31FBDA1C6DABA9D65AFBCE9AE693CBBEA3E3C62161E3DEA07603CF0A302B9B204DABABC2C833BA99495BAFC2C76BCBD7F4EBCB41B533C17D434BC9850BD3CE74D793AC0A70F3A90E920BB3328E93CE5DD4E3DC189B03C33D923BDA8D11ABCC7F017BD2401D7BBD9BE2C3D06305BBB3C90BFBCE4BF52BCEDC7083D26ED5A3B518B173B4D6C0FBCA0B830BC55D71A3C87329CBBF0FD573C01E828BCDC5CE8BCB8E5B33CB96BCEBBB734FD3C282E983C2F2634BAADD4B33BF556BC3CA9D41BBDB2AADF3C7823EBBCF9E1163C2BF200BC7C0315BDC46FB23CAD0C0E3CAE86BB3C3C40103C2C307FBCE1F237BC14C8003C9C7AC43BA58500BC99154C3CA3CB803C49443D3B508C003D77A8A63C273A0FBCEC8D753919A1123D732E02BBEDBCA3BC25D8973C9C9B583C65DF1ABD6A0CCEBB1994A23C077AC93B7B28FB3CAA7607BDCC86F0BBC9E6983C02416B3DFDDF99BCFF76063D943668BCF48A1E3DABC6C33A2158933CD073253B822D17BDECDD08BD98F183BC834A92BC676022BC343F7BBCA986033DD4FD123D4C0DFF3BA118DF3CA13301BD366A1D3CEC6167BCA0971ABC3DCC943CBD02E7BC4FB5303DC1251C3C936F58BC551A6B3C5D871ABD7F5B8BBCC9ED0DBD6C2BCD3B8340FFBB5660A23CF24B483B97562FBC4FE58BBCD6E014BDE7C6F5BC4F877D3B7BE3313D075D953C850CACBC45A4BC3CF5F01FBC484F143D3D02AABC4F8893BB92F4FFBBB97D253BDD2620BC00478C3BFFC602BC84602BBC17E762BCE022FBBC9023E1BC4AE3113CFAAD953C38B1B6BBEDD9A43CE2B1E5BC2EF2243D6E8621BC30FB61BC4218983C7B7180BC2D58C73C7E3F0EBDC88E873CF0F2BE3C09B8283C3DFFE038FBA9D33C90C31FBB36FB003C0CED073D6E76343CE3B18C3BB271473B077515BCE6728ABC72AB503B09A1E0BA6BEF063CB4D6943CBEC4A4BC4A63253C163E0BBDAFE742BCBBBA03BC4A2BFCBAB43903BD0F6E32BB00EDA53CB2A035BCB5B94C3DF7DD0EBCE98FCCBA1EDAD73CE9E23F3CA6455EBCE6EE04BC580ECF3C940C1CBDC61329BC847946BC3F0E143B09EA663D8DD91CBD7ED0A3BB618AF03BF02014BC37ABBE3B0F90E1BC4D1484BB282900BD256CFDBBBAE112BD97718B3C7407EEBC52CC423B2996073CE47A2B3CEEDFB7BCC9B976BBB777E03B7B544BBDC6F947BD3E95BEBC2EEDB03C41A0C4BA261CE93C9CCF1B3BAEDB53BCFAC7853CA7E4603C147A25BC06BD843CA87F0DBDF6E92DBC33747C3C0FF983BC5575D43CAB05BABCFC2DD1BCE2DE523DC1E4A53C249F95BBDE629D3C5EE662BC2FD8193CC6304B3C07AC9DBCA94AD13B37D4103C7B2D8A3C6761B93C32AA17BC4ED0223CE2FC7CBAEB8C8ABB7C80083D0CAA22BC62DE7BBBD7DEF2BCD40406BDC978513D00A8AA3CA9399F3C880F8D3B748CA93C5E77A93C6A2DAE3C29E694BC00E7DF3BE65D4BBBC70CD4BB5F330D3D449401BC1C28CD3B6CBF963CF9A2C83C27579DBC34AB5CBC2E6CB2BC591D9CBC7B4A5D3B50C19839EB50963C4716D33C2F7F783CE0E357BDDB00543C626D8D3CF707BC3CD90A22BC8C5902BBB7B520BC94F5943B6CD2723CB4039D3C44279EBC4405E839090F9CBDF24FD3BCCB73343C546BD53C4976963C5E37B1BB7EAEEB3A3543D0BBAC5B773CD0DE0E3D2BA82C3BF25FD43CFC1F54BB6787DBBC2A3AFFBC8BE90BBDC994CBBBEFA992BB2AE6D0BC81C08FBB6768A33C3B5734BD9ECE3E3D549CA8BCE1A7B5BA2E45413C566125BC052160BB2929383C2533F9BCBB6921BD77C2E03A90A084BCCAB535BC13FAAEBCA59A44BCC4A645BBAF5727BD7EDB5EBD8DD30ABCD7E833BC85CCA5BC5DAD1C3C2AC8543CD9BBC8BC31651DBD858DBE3C98D13DBB73AFEE3C24915EBA6B5EE2BCE97BF63C6E58CF3A3D10923C5A4C99BBC9AA18BC751B86BB9B681B3C37CF263C57E73B3D37E8403C57EBDA3C3F6E033D8B1D033D058161BCA4F32D3D8C82523A53F9A5BBB5E18DBB6616BFBBCB4EEFBC590F153D29382D3C03B783BC81CB35BC536CB1B9A2B0D03C56310BBDC0D48DBC858B65BC2154A73C58B1163B47BD4DBBAB0C473D6D84BCBCE2E568BC8A0E2BBD5D330D3D0B30C43CC6BF81BC77CAA33AB8B8D83BD4B17C3C9206623C44B99ABBCEA2193C07A04DBC8740873BD39C413CB88D533B3B64803CEB18823CDD931E3C0FD3743900CC783C6E28F03BCD6200BDF795F03A37E549BB95EDD7BC8C3BF4BB1B4C8ABC7DBE583CA6D8FEBBCE93E03B409E883C802301BD95993C3D9359DF3C77C867BC81DB303BF59D673C25F71E3CC966A53C7C07343D408ABEBAB52DC5BC886A11BCB2EC323DB03204BD6926183BDE4430BCE6A276BC0A672BBDEE95A7BC2750DEBCD9F8123C2BDC6F3C1B52BEBCEB7DD3BC1B7C75BC85447BBCEE30F0BC6514953C78C36BBC059429BCEA49363CBC3805BC19F215BD6C11DFBBE578BC3C294307BC1C484F3A972884BB2068ABBC74739CBB398A15BA8FEFD73C60178038DB8E013DA4A8B13CA116A2BCCAD3E6397B29053C52B53A3C182A2F3D0DB9223C527D23BCF41F92BC4F5FE23B35C6F1BC074FC1BCB454C9BB005269BCD413A03CBB8A7CBC755BDD3C3C774ABB4744003C34688FBCCEE60D3CDE4EC8BC200F15BD89B038BCABDA6F3BEF0C52BC47E633BB2B661CBCD8B52D3BDDE6953C8072A93CCAA55F3C410AB9BB177E043D8F1591BA925D883CD53337BDF2F5093C377A5EBD3D32213B0B44043CA1CEC5BC7C7E2A3D04C28A3C0999E0BC756C54BD58B5553C6E50B6BB129DF0BC578E2ABD73D60C3C3BDCF83A8AE5FEBC183735BD87A03D3CD32A803BAEDD9BBCF8B15FBCC49E16BC06B974BCC6CD2DBC2F841CBD86639B3B7818613C4DE6B0BC1B601CBCA0F0763B7CF23BBB5637803B670C16BC076E52B8D521BA3C9B64053CC065083CC4F8A53C017395BCE2FE093A99D4E3BC24D908BC30B8EE3981F1223C8B5C4A3C19C227BDC67A953C625BA23CA4B55C3D320E17BA5070B23CC5D6ACBB7DF73B3A7BE7CF3BF4CC12BC9BE3CD3C1E42AA3CBDA0973CD307413D3C90B13C2B0C11BC2B1AEF3A82A0C53CCEEE24BD90BC263B59BA9D3CE464033DCE8C233C4FDA15BB050738BC1796333C66D9AE3C142882BC0FF9DCBC7061D73C863EA03C15D944BC8A8D82BA8FDC44B91D3FAABB10BDBDBCB0F01EBCD99E90BC9BD729BBC2776DBCC15B563C0405B5BBA5BCBABC1B0AA4BC8B58053CC11EC4BB19F09D3CAF37F53BF3781BBD3650843BF660833C8F64B83BD1700CBBD38567BBF551213DD9920BBCB13A05BDE998ED3B036D9FB923B61BBD589EA43B821CDDBB1204063D3439C2BC8B6EABBC65FF5DBCA44D5B3D670CB93C0BC9B4BC6F6EB13C4A184F3CBF0E00BC048830BB5BEDD7BCBBDC893CF0D94B3B58DBB63CA047E03CD7AD733A83E9003B5DC0463CE012273C02341F3D514A1DBC322A1CBC135D13BC870FBEBB6F59233CA06D143B61B33F3CBE577B3C5D8FE9BCF2A46B3CBA50153D9F8F9D3C575203BC2ADBADBC098C703B0D43B5BCAC6E04BDED3F9C3A26E9A53BC7799BBB05AE2FBCCE99763CA3CE96BC69CBE63B87FDC13C0940D03B9B7D023BC79105BCC26FA0BC4C001FBCF0EA98BC41EDF9BC40F687BCA04116BCE1D85E3CFD96EA3C049D823C9073983C7E89213CE0F5083C608EE43CBB98493C3B4028BD0D3E2A3DE65C3BBDD76C17BDDCA35A3C7ED90C3C272DD6BC19D38E3950E3D4BCDC5DEFBA2B63C3BC921B23BC42B9EB3CA60C8E3B",
      torch_tensor_16_torch.float32_11: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_10: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_9: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_32_torch.float32: "0x04000000B711E83C7EED9B3BE3EE98BC33A7B93CC980EBBA43D716BDBB70933C8DD5933C5C2AAFBB81FA833CC92E02BA8E17623C8F27DFBC6563DABCA5AB553D6132883C8B04A2BC0EA780BC00EF0DBC2DD9AA3B905DE7BBBD712BBD0747503CD7E5F6BCFBD18CBBAA44EB3B53296BBCDBA8A7BB27132CBC5C0573BC04E70BBC035703BC74A4B73C26B62CBCA0ED18BCFC6D6BBC0ED56FBCFDB5B33CCBB2523C15CE8B3C5FAB813CAAA96E3D3882B8BBA071183D655EA8BB4BCFBCBBC0FF9F3BD470093D2AC3DCBBD90821BD05AA033C0E4C053B07C9823B19A8253DE6FE863CA5AF3ABCAB28E5BB60481F3D0BA4DABC0DF82F3CF9E9C9BB3BEE4BB9ABE443BDE48CDE3B1E9DACBC79334FBCAFB5CF39825676BCE9B4CD3A426A17BD20F4DEBA63EFF33CF37A743CD752EE3C20F261BC2A6D9B3BDE68243B4B8354BC1893803C0303103D5C0CC9BBEF6092BC58EE813C5019413CAB44F63C6286873C377B183C47899C3C5E93373C47A7C43C6B469EBCF83444BC2B77033BA0FF01BCE15652BB2FE0BB3C197E8E3A23380F3C679149BA776F90BC9C65AA3B47B6DDBCDC57893C29DD183C19FA06B9BB3985BBE9A09CBCC98F6CBC0995E53CBC41CFBBCBF2AC3C1DC51EBB90B50C3BD304E23C77E1A83CF61A9CBBCCFFFEBAB14A973C669661BBD2D7A73AB5F6D23B22A414BD93AC483D05C7703C7783D03B3C1EC2BCD0D418BC773DB3BBC62F66BC7E37DA3B725AADBCFDD6FE3C220D74BCD95CE6BA09B014BA6086D0BC2C1373BC82D640BCAB82B03C945693B9E5D42ABD20729B3B27E62E3C41E8E1BCA9F7163CC0CC053CA1E96D3C160686BAD9AF49BB120A163DAF8A583CF904563CCFCEAD3C53AC563CACCE11BAE150F33CD831073D2B4F26BD195A22BCDBA3693B0097AA3CDB40ED3C0ED260BB303C07BCF8DC01BC707D9DBB05E8683CDE0B7B3C2DEEC73B3242A8BAEFEAD4BC4F1D383CA0548EBB6037213C0B13D53C27B2743BE7D2123D50CB973BA95115BCFDBA99BCB2CD103C5416003C62D9C03C01B9053B80B82E3CF0B64C3BB40B993B5CEE253D19A017BCC78C84BC12A303BB25E9703AA5136B3A6D7F1ABD4C8DDF3C098D313AEA8987BC001675BC8C3AFFBC62C8E6BB50DE7EBC011FDF3BA1E6483C2A804ABCE4A7183D9C9856BAB0F0353D9C48C33BE77E6D3C74937B3CB465473C3D4E013D5E66DFBC35A1B8BC5EBFF13C369A8B3AD097503C2A0CE73C6AFF973C9308B33C85A275BC02FDD33B8A751E3C28DD92BC8E62A93C99B52DBDB7F1BFBC44711EBC7DB2E4BC3B93F1BB8318A03C878E093DE5CFF5BC62D386BC5BAECC3BE0C0A4BC6762B4BCE49B4C3A230475BC803E88BC18DF3B3B13D944BDDA448D3C888FA23BAE122A3BA01E753C21D2D5BCC7189C3CB7B25F3C2476183C649C0ABC2961DCBC1437453D868496BB10E89EBCCBB81ABCF89A573D029793BC39A3293DDD9731BCEB60D13C7875A4BCCD23AABC87035BBC094D673C9B83A5BB19B333BC0D0394BCB4DBCB3BDC8E5ABC78D63D3C49A291BC13FEB9BB7EF3CB3BFFAD94BA3C3AD3BCEE06E83C4414843CD331A93C5467EA3BDF0F8B3A21CBD23C53DB34BC175B67BB942AB53CCB4611BD12F11ABBD59642BDC72BA93C3980C6B999393A3D39043D3C73A0B03CCCBDE2B91C40F43A75FD753B80BB4DBB4E1E06BC24D2D33B896912BC5527733CED2ACC3B20BC14BD1CC5DB3CB0476BB9ACC11DBCF4C1493C649F593CF9C494BC85EACD3C4BD1163C7409BFBC2B61E73C2FE7BF3CC103B0BC798AB63B40260D3DC440E03B4A92ED3CD2A02BBC5252A1BC3C189BBCA90D053D5DDEBA3CF777563D34E6B23CDB22893C26D2AA3CAF95D03AEFDDBABC6579D03C0CB774BCA0B76ABCB65B0E3C7D7C5E3D803584BCD67B90BC219065B9094C74BCFA4988BCE0E6753CC8D7023D46F555BC2652853A4D8CB2BC2BAC8F3CDEE5413B20ED2D3C0B9B62BC80CF22BD6CB7023BD9CAD43C8D7A273BF4D0853A61F3263D12AE2DBDD53ED7BC78AFACBBCAC0873C29AA703C6CDE5EBCCB8986BCAE08B9BC43C221BC5715D3BBC3ABFBB81B97C6BC321469BC708C2F3C8C1288BCEBBE98BC0A104ABDCCCC5B3C67DAB9BBA51EB13C93DCC1BCC169FC3C92CB3C3C1EE7E03A452A6E3C61D1D13BEE92D4BC9593A13C0BF6C43C5CF68EBBF88D2A3D6C73943CB77F3ABC075376BB7D94AFBC54BA98BA3B5A82BBEFC4EBBCE09DF3BBC61122BC2F740B3CD95380BC698819BC93296ABC09AFE23C9E4E3FBD3277993CEA12D2BC4F8E74BC3752843CE0290E3DEE669D3B2DE6103BEFE4CA3CF8CE6C3C6AAED83C440D1ABD79CC41BC1E7FB93CA9AB983C2BDB07BD7C39403C32788D3C56EA243C423DBF3C125B553C4578CC3C21473EBBDDC4D8BC9693183C80AD8DBCE5FDB2BB50BF003C8D5008BCB5763D3CD21EFCBCA7BEA23BBE009E3B2E916C3CD0B0B63C4684683B85D6993C34261FBCBD1D63BC997886BD628DB13C8178AF3BD679133D8915D63CD460473C5256AA3C03F6183DF754C13ABD90E8BCAF2A0ABD2BE7173CCA19DCBAC48451BB0E29D8BBA9FBBA3CCE940A3C5ABA873B3C697D3C9F3F023C6914333CA0D382BC7960083CFD89103C39DCB7BB45454EBBA5CF3FBCBB86C03C051FA6BBC487CB3BEE79A13C1C8A8F3C462133BC6E4094BCB0D7BABCD60E14BD3D9C063DFD72D4BB99CE31BD4588E93BC222D43C076B3D3D7045A93B87FFB83B7324E7BC521AF53C722FBB3CD9373EBC52928ABCB3D16DBB2CE5153C27EB2E3B0122BC3C65EC2BBB0D68373C1BBC28BD6BF38FBCA518763CB797F6BBB5AFE7BCF4F831BCB02D80BC09AFBC3C3A9B0C3DA48715BC674DDF3B95FA8D3B6F0C613CE983E93C14468BBC3C1FA93CED7748BB8A0EDB3B",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_16_torch.float32: "0x040000000AF2C53B2A667F3B47B07E3C1B963CBCC521E3BC798656BDC8AA8C3B0094AB3CF2F42CBBDC916F3C1809523CF38551BC8214853AF5230D3B3B0125BC4D3C273C564B183CF9F90E3D99FE21BC8215AA3C1461313C13D264BCF2311C3C128F5B3CDBFB1D3CDBEF893C734CB73B42029C3B52B5FA3CA41758BBCE3509BBD92D1ABACC489FBB17E792BC6AD2C93C6A72293BF77026BB38CDB73C292157BCA091F4BC461A36BDEF17943CEBE9DCBCEADB94BC2540493C3418CABC4B4CE5BC5D5052BB37E3B9BC59BD36BD5797C2BC61D0A03CC237223D4912993B47FA013D2F398ABB1DADEB3B22CC3DBC1EE685BB2A0FBA3C20B2BBBBE2CDC43CCE581BBD924E523C2F9E8ABCCF415BBCCD5F49BC62F931BAD30E9FBC1BEDF73B5E119DBC1DDB74B869A0D4BC568DA13B981E2F3C3D8BE7BCA05E083D22F1AA3C025DC23CB57B69BCD36BB23B291F0BBD093919BDAADD06BC4EED113D9D7EE43C3C0B76BCE22B4EBCF923623DA44712BD38462F3C65A9253C3A31063D539F64BC8783B4BC9D96B4BB86C2173CBB713B3BD747F53B148A26BC567FABBB3466A03C863AF7BB202A2BBC7EB5BFBCF7C20BBD053234BC32DCA73C1EE9413DCB90F43B49C4D9BA4A260A3CBCC75D3DF7D181BCC5DE4EBC859BFE3CF673823C6FF6FF3B4DEE953D0087153DF5A4133A2E921EBBD628A4BA4EFA0CBB387FEC3B5061A8BC3C69883B2A26FF3AE635023CC23177BB44E4AC3C013627BC3D4006BC8AFFA2BB848EB03CD0A65E3BD06D4FBCD564F1BA6D5100BCE0412CBD58DD8BBC92F210BCDA80A0BB8DB2053C2B53033BC893043DDE3798BC3334E23C2973D0BC9B1A933BF41F94BCF3170C3D73D754BC6B85D53CF891C3BC9CF62C3DD9FA32BCF7EEF4BC1A22013DC27E77BC6089B6BBAF28593CD81DB5BB9C5C7F3BC0394F3CAD9B9E3C5816C33C7B9738BC4117443D14EED0BCAD251ABC6233C1BC86C8233DC49D963CCD3425BD13E8B4BC227714BDA4DE023CE047DFBB9F9F8CBCADBB20BCF22608BC2656E9BCC0FC223DC6358CBC96821B3BA9BA6A3C4B1A7BBCB22B363C7AF211BD980A023DF0E3C5BC2A9D6ABC1B9924BD573D8ABC7E5D30BC3BA88BBC06514CBC4441803C2F85B4BC9C4735BD529254BD7B3EC73C9E04A4BBF04F123C8221F7BBDCDDE53CA12CA8BA94BA383CDB8005BDC484DC3BB0C0223D8C3A5A3CDDAD27BD99DF343C93855CBDE0A222BDD3E20D3C5E8035BC9BA9A6BC930C323C6476D4BCB0198ABC60C3943C1DF2D8BC89FE1B3D4D3B18BCB02380BC4CC64DBB6F6E13BD39955F3C40FA56BC6BA9D1BCBD83913CBA68843A4F32FB3CA0239EBB9234DE3B2FC6833B52D2523CA7779CBC6F26E33C07B248BCB5F2323C9914B8BB2BA03D3CCDBC833C5466DA3959C4933CE2E8A73C323AD7BB758EF3BBCEA701BD156ADA3B34D2B1BB2F9B1739FBE58B3CCBD3883C8B73783C53BCFABC3B9612BC80FCB73B84E026BB25AAC23CCED5E53AB863FA3C7253EDBC08B3833C51C28EBC60C8913BDE74B5BA9212FABBD4BCD5BC74CFD93CE545D8BB12E832BC1FD1893C6ECE27BBA2D4E4BB2BBDBFBAA6E6BFBB537BDC3AF03B38BC67D874B8824AFF3CF5E1C53B255AAF3C14FB133C42182E3CB41C6E3C80BD4ABCE59EC73BC170B3BBF9C530BCEED50BBC29B5C33C51FA843C4A50B83CB278C93B495CE03C509BD83B8752553DF7AC283C4F3DA93C89D52C3DF3B9BDBC8BC4703C9BF20F3DBE1249BCFB3DA6BBBBAFE5BC9BB2693C20972ABDC4F8D53CD0051F3C4C7E9ABC17262BBC792DEABB7207103C304C2F3C343EE53C06CA62BCBD6825BC0259C03C1D610BBAB2604F3C809D34BCCF0097BB9F91143C46869C3C4490DE3BCB53D5BCA7ADA5BB150A3ABB1F7085BC41ED06BB2ABCF13B296DD7BB5219D3BBBB729BBBEF2C90BB4C93093C9251663C675D023D733D9B3C635378BC584A943AB57E6BBB7721003D62E11CBCCF46143CBCD7DC3B7F9680BB1EAF033C6273A13C45DD00BD465C9CBC5447A3BCEAD439BCBB47AD3C47682B3DABC00FBC206956BDA69EC0BB3759C5BCA6EC023C616AC73C84F8973C6991FABB599587BBB814EA3B59E2013DF9C2B0BC818089BB2C2C09BC8D5534BD34AE7B3C578793B78F3B8ABCD3E542BC1E9B5CBD198887BB8B92263A5EE964BB578892BCC12597BBA426E1B9303D393C40123EBB54D7B03CF722743C453F11BDC084D0BC3309DCBABE8769BB700B15BD7CE996B9BB64D63C502817BD1D1054BC1905C63C0BEFDA3B8A989D3CD38D4ABC3442AF3C1DF718BDB25BBDBCF9DA253D5DFBD9BCBE78233C3E911FBB76D40EBB779C44BCBE10D5BCCF28613C2F6DAABCD69415BBDD72BC3CA25714BC343AC73C3230843CD7082C3D4054B93CC0AADD3C02DE28BCE213D8BBF4139DBC67387B3990721D3CB23BF13BD70EB73A7D36813CEDB0B13CB4ED1D3DABA4353C87368D3A8ADF51BC87F41F3DB29D933CD9BA93BCF2740BBC47C8193DCA58BA3B84E2003D2F321BBC49F373BC690406BD9035DDBCF762A8BC98EB54BC441081BDA7049538E91E3E3CADAC113D1C546FBC5EB0843C1604943AC5C3A63BD2E0DFBCAE25EB3BAFFAD8B9933015B93968213D62ADBDBC527F153C78D4B23B85A6C4BCA086A0BC0591B4BC004297BC37AFA13C18A604BCE40B8EBC04031ABC390E3ABCFC52B53BB94E1E3DA6DE86BCCFD524BBFE0D973B46F1B1BBE4AF4DBBD7AA84BC05B8CBBB4277EBBA97618BBB24AE38BD39E2113C95ECC83CC5A6473B853FBCBCE6CB78BCEEEA9F3C216665BCE98BC9BC00AA18BDAC6355BCD34DBCBA557578BC2B539F3CEEF8563C00D2203D309C9C3CC4CB973B6C50CD3BED454B3C4747EB3C38B9453C5E011EBCD4F07EBC2F9D273C985236BC",
      torch_tensor_16_torch.float32_8: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_6: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_3: "0x04000000944926BD694CCABC478336BCBEA97DBC8F0E5C3C8558A43CD41808BA1689063C2483BA3B5064333C0A38B33C2911B73CAF403439F49243BBC9B7BEBCE0921FBC664A163BBEA7193BB0C1D4BC0E63973C0D37823BE97FAA3C8D66C2BCEA6FA93C2A78F6BB49EDE0BAAC02FF3C0DCB153C19B9D43C1D55D5BCC5DED9BB3D6024BC8BCC903C9BE98A3BF2A4C83C786E823CBDC272B98B8AE43C7698023B66F63C3C609DBEBAC219EEBA6212823C3241873B65875B3C706FC13CC107CA3C198E9ABC32FD45BC0604CB3C004EEF3C8E3FC4BCF29E873C3E6962BB5466E83CD7B2083CFC412D3A4A1534BD6B471CBA3EAD833B93F9A93C09ADDDBC0A79FE3B844942BBA296CDB714C3D33C9409A4BC83F9723C149D88BC2009603B38A237BC5CC110BD19AA143D9B8B9C3CBBDE86BC1BC6173DC231123B69AEF83B26A20FBC1A08A33C38709EBC50A8043D5074FB3BEF934ABC74FC123C1B898A3B30AEE23BBD29FABC93618CBC5D0FB33A6B2C223C82B0533C1165043C54AB35BDF98D84BC7C8B38398077C2BCA1B0D13C0FB15CBCF030733AD250BFBB701683BB315B88BB1C5514BD3D1A203C099F44BC3335D8BCCB51A63CDFCF82BC7DEC4ABC0688C33C3928B63C642FB1BC8F95B93C3D4B043D781BA23CA15C043D0C7C03BDB6AB81BB560310BD0758353BE7B3A1BCC261DCBC4066013B7F6B993C9887443CE53DCEBBFD579D3CA6500CBBDAF109BD9B32C2BB80A09D3A4A88133CEE374E3C9BDC47BB5313C03C2710543B8A11E4BB8AAF4DBC21E903BD372B1C3D908C51BC54B3123D75AB323CD0C13CBC6138BFBB4C1D51BC6511FC3BEA0966BC3492DFBA1628023D9B4D9ABCF8EA3D3C25F76DBB8790D1BCA64FC03C9764923C458A403C6D9644BC06AD97BC42BA02BCA96085BC0B5880BC9B11853C44E344BCAF82FA39894C5C3D6FAE01BD07DFD1BB58EF113D6C8762BC62C1983C3DFABA3C7BD3B0BCDB122F3BA655243BE6EF1FBCD211A53CF20298BB9452AABC19A9E83B21BB80BC0DAB9EBC0933833A746A6C3C30E9DBBC732145BCE7AB87BC663B8EBCA93E2CBDE236073CAB9F2F3CC78088BB96F205BDFBE9273DBECE21BCD67683BCCA8FA0BCC716F73BC9DE1DBCB5CA6D39FC684B3B3BD3163C389166BC7BB637B907F292BC7E45A9BC935C25BDA429B43B379F803AFEBF9EBBB0B52BBD09972DBD6447A03C6D6988BD6BBDD7BC01D9BBBCD81BB6BCA3FD69BCAF11D33C541B60BC58AA54BC7C9C1F3DC1FC20BDE01A313C6463D53CA3CCEE3C3470AFBBF82CE93CDBE700BD015A6C3C6B9CDE3CD5A06FBCC75690BB76E5A33C09E9133D3D8D893CAE5113BC214C58BC4E3C2B3DDE63DBBC30739ABC1DF75EBB668CACBCB3ED64BCEEE19A3BB82941BBA9D111BDAB92123C1BC35D3C7911853B3797123CAEB9863C5BB4703C87DE4DBC40DED83A",
      torch_tensor_16_torch.float32_5: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32_2: "0x04000000AF81E73B9C972CBB8D4B06BDB07248BD02EE8F3C6A93B8BBBA391E3CB568D0BBA95C5D3CDD0047BB6E30253C65FE2D3C012FC1BBD2DB623BEE91DEBC6D9B1A3CCB4DA2BBB8268E3CF737CF3B4ED2F13CED2F873C0DAF0CBCEBF336BDFDC5D73C37E124BD1D2BBF3CADF043BDE0E9A73BCB3BCEBB60FEFABC7E7D19BC4E0BB03B66AABCBC9BA216BD6D1B37BD3BE36EBCF512F23C3956933CD8A937BC259A883C3BA234BD1554763B7BEBC7BCAC10DFBC8A734D3BFD15E03B2B624B3CA7ACD5BCCBB704BD6AF4C4BA2410D03B6971703BFCCEDCBCE07E77BB4176963C864C17BC993DCFBBFCC1833B7CDE8E3CABD3AFBCF950463CE7B732BDF9167BBCCB0841BB9966D23C121B523CEE48ACBCD499A53C0846A2BC662E48BD214B253C7350B9BC4570C1BCBE1A133C70B1E2BCE2E35A3CF2D403BDD266D3BC5ED8BD3A89DA49BD7EE25DBC051C7FBD264973BDC5DF8EBCBE5F5FBC72A5F13BC78642BC5ADD83BB78F259BCCDB4113D1914563B77D4C63C5B60243DFD0BF0BCF5CB56BD9C28B13C22B0DF3B2D0E193CB29572BBE176B6368FB2B6BBA85600BD11C215BD5CD53FBADCC9C83AF3CD013D52DE8EBBCDC8BA3CA292A93BD82C033D2FA4C2BC130A0D3C39A074BCD838BE3B67E8AEBC644CE7BCF9A1543CD2EDFC3B5244ED3BB47556B86F23EABC26941A3C19C4B4BB8ABF0EBDB313C0BBE5EF263D623B073D46F2943CAB8BFDBAC913D4BCB815073B83E869BC294AD1BBF9BF783CD550BA3C2C48DA3B3415293B6426043C21E6063CE98A4FBCD53A72BC95959D3C8C0194BC4E280CBCF333673CF29DD33CEB52B8BC709B82BCAB1FD03B4BD5DFBC879568BCEA2AD83B3B72453C2F7783BB06124ABCB2EB653C949426BC56C30DBDC712F5BCE012A4BB0B5FA0BCDC2C32BD2DD3033C19B753BC27F5D8BCCB3F6B3C1B280F3D0B749A3C67BC2CBCFD3B083D3E3503BC6005313BD885A7BA623F83BC4AB648BBE18328BB196319BB5244503CCB68953A200C92395840B23ABCD78FBC1E7CACBC18CE283C9499F4BA75BAC0BB5105A3BCD3B7A43C3273103D58DCDCBC84ECE23B4522B13CF6F9283BC70FBC3BED7D843AC60EE0BBB2009CBCC0D670BD6E63C13B0E51DABC8E92243BB517D0BC8FEF98BC017A42BC42209B3CA602533BEA68343DF0C3BA3C099CA83C4DF4AB3C091C45BA8AE9D2BCACA8D33B80EC26BC2E62D6BCB4BEAD3A0F5E44BBA69138BB79EE983ADCAB7D3C2187C03BF55503BB12BF8ABCC13D0D3C6FA1093C23E3203CA38392BC0A5CA7BB387366BB99843FBA6720C5BC6A985A3D8A84E53C1974A9BC944DADBB67D2BB3C05124BB779ED38BC6F9F1ABC6EDBA4BCDDC7A63CF28B7ABA481C11BDFBB69C3BC0AC0C3DE6F20BBD8DB9C63CC6F8343AEF38993A18E344BC3F2C0CBDF8F694BC0AEB5B3C2153813C73F534BC4F8D0DBC",
      torch_tensor_16_16_torch.float32_1: "0x04000000DDC2823BE765513BC926E63A9023A8BCEB05063BF6AF823CFB795A3CA94DCBBCCDD1C8BBE63126BC35E618BC206EBFBC0ED224BDCA5FC53CB80ADB3C5B10E5BC4F64A1BC5E2FD43B974C293C42ABC83BF916173DE0501C3CC64BAEB6F4CFFD3BE74A8E3C70B538BB7B9F4E3B3447E43BE26FAF3C2D5E14BDF8E9703C26DCCCBC257BC43C20F7C53B905A323C0EF6A53ACF52CBBC24CE89BCC20E103CD4DFCA3C0112903CFC7F673C2046803CC45689BCDDA9A4BC0B88AE3AD5FBE83C4E893B3A0695ADBBB0B1233C933E0B3AB4F667BBA576E63903491DBB4AD8EDBA4E7AF63C5F128ABC5D4914394B87B2BAB7FC22BB8D194ABC7D2A193BCFD8EEBC7430A13B7C93DBBCFB639DBC8C68E2BC94D49DBB80F78E3B2E6D493CF7EFEC3C12D7773C892255BC86B71B3DD4D3763C81219E398881963CE82B903C60A590BC9D0C08BC6E77ABBCB761033D533C65BC7C3EF83AB7AD2A3C7BCAA7395BA6EF3C245088BAD29E1D3C89C009BDD18E203DE9524F3C97CA5A3C4E283F3CE0CD5ABB1041C43C23218CBC722ADDBCC96684BBBD11233C54221E3D74F98A3C67F8EBBB0F785DBCE491063C020E8FBCDDA114BCAFD00E3CA7703ABC30652D3B8F8754BC6CB7873C5234873C3B36563D01AF34BB24D71C3CDD7C04BD2DB43D3DD24B53B9B60AA1BCA06710BA8FB95C3BEB452EBB20B6BA3C073794BCE9866A3C906403BCDECC863C30FE073D7DA62D3C62C0EBBB27ED91BC04279F3BDEE486BC582CB7BA00030C3C4F215CBCC4EBA93CDD0CA33C4160023C693A583BAC54D6390038C53C965A9D3B33ECBE3CFD5D17BDB09715B9A49E5A3CDBCF2BBC771B00BC7E3F24BD7B8E37BC4914B73B90A0F8BCC0E2E4BC92512C3D2E34ABBC4D86823CB9A7833CD03B193C6E0BAE3A8DC119BA44114A3CB46527BB9BA40EBDFE75773C97175AB9DD5D1E3CAF5DA33C189A10BC5B2ECD3C7AAF9B3C8E00B7BC3011B23C752C0F3C65FF3EBB9C73CD3B1BD783BB6AE3203D10897F3C47810EBDF321E53BEE0BF53C62ED193C6628593CA6D58F3C14CC843B6DC4B9BC342AC43CA95BE03937AE6FBCB7C799BC79CCFEBC147681BC0D7698BB9B5A55BD20D512BDAF019C3C49FD2EBCF320803C73B274BB49506E3DDDA648BDA2C69BBBE96306BD454F203D2B22D63C445E80BCB360B33C3400C9BCE44B22BB1FCC203CF215A3BCCBEDB13C26AD083DFF4C013C743B4DBCD8C48B3C8215DFBB9087573C5B8740BCC69EE03A04BF823C1B62893C2A60E7BCF4AC24BC323DA9BC64F7283CB4E322BD47F7383D0E7E83BC3C7FF3BCEEDC903B0174BA3CFEF26CBC57889CBC67E7AB3C7952253DD8B7DEBCE322FB3C27E57DBC105716BD1C90DCBA64C54C3C542A5BBC1D08DABC99ED883A5D4F2BBC9E3CC3B75EBE233B02B3BBBCEE4DC63B14D923BA07A03CBD47F218BD438F69BB",
      torch_tensor_16_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_torch.float32: "0x040000004BB51FBDDD2E803CBE03663B2F502A3B2E405ABC1B7EC43B90D7DDBA348EEEBBA20EAFBCC1BA20BDC3DC9CBC776C3CBCEE27E0BAA9E8EEBC071C8A3C7709B83CC0B3A6BCA689543CD59E58BBA4CE803C0972E73C7CF3A3BC5294A7BC41CE6C3C73959C3B1B4A923B7576453D01C063BC37C9B63BE16E3ABC1B5037BC6665003B1BFD953C862BCDBC382FC33CC113A83C2AA746BBB936BBBBC797D2BC022E9EBC966DA23C6F34A93C42A8023D8FBC8DBC9CF82BBD5291C03C5871883C2EFFAFBC44E6023B700F9B3CF3DACE3B954CB93CADBDACBC9B3694BC3D90D83A89F19ABA5D45E5BBC08B723C62A903BD38A548BC84D6CDBB92C9043DBA13023D4C0FDA3BCE43533C92B13DBC7B1749BD9DCE843CF919503CE51B24BB28C9063D17A4DCBCF046823CC2EC433C9BDF3ABDFBA10F3BBDEBEA3CBB4E9EBB58ECC7BB0497163DE9102DBBE1BD733B1304323ADE40C3BCF96016BC86E896BC8579373CD15C8EBC8E6ABEBC35ABCE394C19823B59B0243D7E49363D6FD9C83AA1E450BC690D69BCB68B193BDC6441BD5F2812BDF27F6C3C8641063D1501B83CEABB1EBD35F4643BDC84BD3BDB0EA33CEAF3C63CB7A3D03CA91E8B3B97C8A83CDE7DA83C105CEBBA49A2133D87DE9FBC7C2C563C8D3386BC66366C3CFB2EB03BC188AA3C77B8AF3C738737BC96F1AC3C068E46BAE5AA81BBDD6AA93C226D75BA567417BCFD29883C7407DBBBB9FFDBBCA5DA8A3BCE89AB3C54137FBC528C633CB759953C279629BD9281443CD70B9A3CC49E4ABC474B033D400E77392E8D453C1871933B60EB133D670596BC9EE20BBD09A3583B13E271396423E53CA5203E3C2BA597BC12C1BABB66E6903CA094F8BC27BB1B3B74BA99BC1FE4843BF796E7BCA7A9F7BC3BAFE73B0C536B3C6AF2883CCB1EC43CE8EC12BDEABE543CAD8AA1BCF4201C3D73F646BC17C5D2BCA9A72C3D897404BD02DE753BC06B8E3B1E30AB3CCA926EBC6D40C23C433D6F3CF3DCBA3A17E868BCC1E6AF3CCB880BBAB81ABABC264AB8BCC4F4C4BC94676F3C57E1893C85AC13BB8765803C51B813BD5D3A41BC692743BA9704A13BE411E33CBCF44CBDE58CAF3C5F1F863C06586C3C03E074BC7FFF85BBC10EADBC494A123D826C613A00D3CDBC6BD0ECBC74F6B3BBF295E0BC8FCE36BCDD07C2BCD362D6BC104B003DB5B6D13C8291443C1D431EBC3C03143C87AB003DC978C73BA22BF8BC4ABF54BC07235BBC2F55563C389645BC9AFA8CBCDB79183C2C7C55BCCC86EE3B94E5903BD25C853C5965663C8F92293BD74A7BBB6EBBBEBB4B04A33C99FB2EBCA195233C06992A3BD2F0243C86DB863C255BE93CF87BF7BC7480C03C4080A9BB219F2A3B2771AA3B7407D13C1448113C898241BC97E59C3C8CD7FF3B3C561ABC21940B3DF9503DBC94B208BC10759B3B4CA0E7BCA269FFBCCD1A16BB",
      torch_tensor_16_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_12_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803FA46A573F61B6873EB243933D29279E3C65B8A93BB81FB63AF06EC33916B7D13841510A3FD8D7763F5A567F3FC9F37F3F1FFF7F3FF0FF7F3FFFFF7F3F0000803FB7C7683FAEDB023F1BE2123E9D1F1E3DD0B7293CAD1F363BEF6E433A16B751393311D5BE12075C3F495A7D3F26CF7F3F7CFC7F3FBFFF7F3FFBFF7F3F0000803FC381103EAC7F383FB05F5B3E901C6D3D43927E3CB397883B3293923A50499D3926707DBFC578313F6F0E7A3F19927F3F17F87F3F6EFF7F3FF6FF7F3FFFFF7F3FCFBD41BFCDF0603F425D913E71019E3D7BB5A93C7F1FB63BEB6EC33A16B7D139305527BF9A70F43E2A77753FAA3C7F3FEFF17F3FFDFE7F3FEDFF7F3FFFFF7F3F107C75BF6F4A793F024AB43E8565C53DAB20D43C33A7E33BA34AF43A6E12033A2C3C913E23E6683E909A6F3FDFCE7E3F06EA7F3F6BFE7F3FE3FF7F3FFEFF7F3F8C0F8FBE9FCE7F3FD047D63EC5B6EC3D658AFE3C6597083C2C93123B4F491D3AB8CD753FD2F81EBD6580683FC4487E3F5BE07F3FB9FD7F3FD6FF7F3FFDFF7F3F4630283F0706743F9E29F73EB6F8093E3079143D1F5B1F3C05012B3B3280373ABDFF403F5BC59ABE1332603F65AA7D3FEED47F3FE6FC7F3FC7FF7F3FFCFF7F3F95467D3F75C8563FEA610B3FE0881D3E28AC293DC61E363CDD6E433B15B7513AF6FD14BE944C0BBF9DBA563FD2F37C3FBFC77F3FF4FB7F3FB5FF7F3FFBFF7F3F3201D33E692D2A3F4A761A3F020A313EF7DD3E3D56E24C3CB3DC5B3BF7ED6B3AD53F69BF653F3FBF8E264C3F1B257C3FCFB87F3FE0FA7F3FA2FF7F3FF9FF7F3FF8440BBF90CBE23EF2BD283F3E7A443E750E543DCBA5633C874A743B6D12833A64CD56BFC28365BFEC83403F553E7B3F1DA87F3FACF97F3F8CFF7F3FF8FF7F3F5CFF7FBFA005423EF525363FBCD7573E7F3D693D23697A3C2C5C863BDD2D903A7205913BDB5C7BBF21E2333F953F7A3FA9957F3F58F87F3F73FF7F3FF6FF7F3F",
      torch_tensor_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_3_torch.float32: "0x04000000DE21E13A5961EBBB99924CBDD358363CF7F1793B815A623CDB7D883CF8480C3CD307ADBCBDF7CD3CC2424CBC0C1B61BB74DB943CE5ADB43C306E753CB529DDBC41F9BDBBC714BE3BA80A0B3D90DAA63B6B8A073C70392CBC6A2CD7BC22D1773C41B0EA398BEA69BC05708EBC9C8E4A3CD9232FBD86E73FBC32C7C93AE170AB3CA758E73CAC41E3BCABD14E3BEFB5AFBBC5F7D039F92789BC5EF1D93A597C61BCA050CBBB659BEA3C8AEFE43B0414CCBAEAD3283B2D4CB43CF43099BC47CB47BCA12B243CA6A318BCB08705BD4EC639BBE7D3C5BB6D3BB63C8A7626BC87A8153CFDF0C43B397C5CBDEBC2A2BCF8443BBCFEE0FF3CDC0AB4BC90358DBB5775DC3BF95D413C096588BC9DB5E0BCDE60AB3C1DA2C3BBA1CB3A3C10E2333D09681039B37E7BBC39A1EE3CCAE061BAD24BE23AC9B11F3C4ADAC8BB3E4D6F3C6C2363BCE737BABB0A02073C5771A93BA9DC0F3C67CF8C3B385D2FBC9076CBBC89FE233C7048BEBBEEC7CABCA24D5EBBC28558BBA39D01BCB9BE683CAF71F23B586778BBACEBD23C64A79C3C529A21BD48311FBB9E97223CD04AAEBB1FF521BCF785E93B4F3DACBC5D8854BAA5C935BC34B3DE3B007037BD00D40CBD22EF853B4EF9A8BB442E65BC981A84BC2A6B063D332636BB723A79BC634E683CE09CE7BCF26D79BC1F910DBD1C80BBBCD581023CAE0B8BBBB529823B2113AD3C673045BB2E25733CC34A6E3CC92CABBB53EA81394B0053BC57DF63BCA687DDBC2D623A3C73E838BC6693C33AAFEB44BBF556373DFCD144BBB0D0B2BCC2C8083D17DB94BCAD36A03B6F70CDB9DC6A37BC204F223CB9779BBBC12736BC625EC3BB1BB31D3CA507833BF8778A3C90B29D3BB9B0DF3CE99846BC02EECB3C17A9A8BC95CE18BD5DAB72BC3F99963CF93439BCA5346CBC38714D3A766199BC47C2DEBBDDEC0DBC942AA83C291D14BCDF3A053D82B2293B2751713A42B03BBC771C0BBCB396943B98189DBC8A1CDC3BEF73393C9E9729BCFDE1363D2ED5963C8CD64EBC8C2818BDDB93E93C7C62C73B2CD6933C07FB1EBC760E803C12BF29BDF2AE78BD8DA00DBDEB41453C178D1F3D121AA53C690304BB02F8493BFBC9CC3C9DA0383BCB67E13CB4B1523AB2E30FBC66F506BC92A486BC79090ABD0BBBF4394917823CFEC3563BE75E453CDA76853A06E0A03C001FB23CB511103D4F507BBC5380E2BC2718AD3C101494BC708009BC92EA0FBD7711D93C6705AFBB0BF0A43B6909FBBCFD6294395009D8BBF71A743C14AA26BC4DDD42BCBDFABEBCC5D35EBC292847BCAC3DFDBB70B18D3C602E583B551501BCE09B3DBC1E2931BBA50055BC4181563B29BB1EBD9EFBBD3C354984BC38D507BD81F13FBC19C413BC0A3F65BC6DEEB1BB876F0F3C0EBC34BD157D4B3B1906C2BC7912B8BB255B02BDA9124A3D7BC219BBFD2C60BCEA37443CE0FCA8BB0DC5AEBCF8DC78BC57ED323C9796B33CD502CC3A58ED30BC4B9C44BC4BE72E3B8793AB3CE52C433C7398893C2E0AD3BC20B4D9BC009CFCBB097229BCB76FBF3C7D3A32BC44591E3B3412FE3B55B93B3C6C969F3B1771A53BC4F587BC064A2A3C5CA2203DA7EEE0BC5E10CD3CC4C60BBCC19AEF3CF89D5DBA66A9C5BCAFEC843C7D1C14BD06D53F3A0EE94FBCAEC539BB2CFF88BCCBBB2DBC0FDD9CBBD210EBBAE6ACE33813A9DF3B20197ABA38824D3CDE50A1BCD3AABBBC651EC23B1B82A53C5915EABC2D0A493CBF09023B64A7373B9280403C55FD623CAA22283AAA6D643C8EE9AFBCF4A5E7BA29AFA1BCE22AAB3C86B251BBBEFAA93CADFAC53CE78FE03C81CD85BA53B45A3DAA3024BCCF294E3C6E3A24BB54C041BC0015823CB83B86BC64E72EBD01C2563CAAA6383D7868DC3B6742E1BC354AA33BC298923C8E7994BC66A4DA3CF961CFBB8A423C3CDC78B33C73FCEC3C73DEFCBB46C7C0BCCF3E06BB817B4FBCCF59C7BC82E4523D8711033C09C0913BBFE0893C2BCA25BC2A59BBBB65169EBC061EFC3CA01C09BDC7B0EABBFF3B0BBC990DDCBCF68A0ABC1E13583DA99529BC398D043BAFD5ADBA4C9BE3BB598884B925AB6F3C588E00BD1303733CAB1F04BD64A2B33BC78E60BC8E2F28BA107FA1BB3B63EA3A4A757EBCA107423C6F8CC9BC46A0AB3B102B13BB09A507BC29EA7C3B5E8725BDD25B3FBCD21D143CD8B7A03C06C1F2BB8D5195BC8477ADBC7739AD3C4FDF7FBC50E0E4BC944F9F3A542698BC663A15BD6016F4BBF02D5FBCF91B713C233AA03C3DC67B3BBED1AD3C157069BC6EA145BB73E1B3BBAC9418BDD4DE14BB3218713CE96B073DCFDF923C2F9CA83A1875CEBCC3CD8FBC52566CBC9DE7EFBB5624A93C44E19CBC1879C0BCFB36C13C8617E73B7DA0603C1BDB993CEA705ABD7ED2123DAD26813B4F7E94BB53FFEB3C777BD9BC5E9B89BC0BB8D03C926A203C0E2E55BD47A8E8BB697EDA3B541AA03C20668C3BE75FEE3B9298DDBCED9CA0BC3B94E8BBE0D81DBC397F003CD48A053DD603A5BC2944473B52E53B3A5454D43CBA0910BD3BEEDFBB9B394EBCFB7F243C5557383D8579B1BC5EBE3D3C6B2695BC979FACBBD99510BCC628083C6FE0C93C1386C0BCB9FB77BC488722BCF998813CBB3C213BC2A312BCCB98B1BB9E6D563CC0BA9E39DBA522BD32A637BC7E3A9ABA0FCD2A3BB937083C4BD4913CCEB447BC202134BBB1CE213C60F544BDD561D2BA365492BC1944C13BA31A18BCAB1B1FBB2F38393C6B5874BC36B8123BC5A3923BC2F6813C02458F3B0474E23CEF3A81BB2B0C9BBBCA59113C9590B23C42E6DB3AD639933CB9C3D43CE06E1DBC1E825F3C35CA9B3B9B3ACABCD2492F3D1874453DA90B213C705835BCD45E90BB4169263CF93D0CBD9551803C7994C43C2B5E3F3D45786E3CF72054BC3FED923BC55F2B3D8594E83BDB21E63B18E0393C75B00CBC3B775E3C194ACE3B6FCC28BD8119003CEF21903C410A41BC10373C3C195703BCAAD55FBCC03C94B92BAC08BCC6C5B0BA643300BD22FCB9BCB35796BB73BC8CBC0A6FDF3C24F007BD07AB04BD6DF99BBC293C82BCF03E6D3B993092BC699884BCF992733B795597BC952975BCD44B84BB2771E93C9728023C0B6148BCEF701EBBD0E208BCDB7412BD604FC6BB5D7466BCB4663D3C4EBED4BC19B5C0BC92CD7CBC094600BDDFF51E3D1D6E97BCAD373DBDCF87D03C5DB5333CEA3DF2BC7B408EBD532ECDBCCA05B03BC23553BC6F430B3DB5B5FDBCDE05B23AF265FBBC92CE273B3E38CFBB245E03BC1F5B95BB1FD5133C5DF5023C823381BC3219703CDB24B53C3C119EBCEAC817BCB0D3BFBC0A4C4E3A34B535BC069AC53BCDDEA9BC52DDAEBC5389DCBB032F69BC6722173CB75A1B3D24D8103DF69705BC9749AFBA949E8DBCCA00A33C0AF9FB3C69772CBCBDB3363C2B533BBBC6DB9DBC3436FCBC6B966EBC98DC17BDB29ABBBB79A9B1BCB565EABB1224483D0401DD3BACF9953BCA73793C58FE263B10FAA7BC14FD8D3B51B3A03B0CDB55BCDE8D9ABC774C72BCB41307BDC3F70D3DE24781BC94FBD6BB4EE457BCCB568EBAB5C684394FCFCABA4020533C73EDCEBCAD10973C30B76ABBE067063D1CBBC83A80D6DA393792C33A9D3C0B3D162509BB01F470BC81054CBB147A11BC17D92ABC07C8403C0B29AC3C3792C3BB863433BD92E2493CDFDB013CCBA1023D867D7CBA25FD403CBEC38A3C9C09D43C49E667BBE253A43CE70300BCF65A163D639CF5BCAC6765BC9E91ED3A12BF69B9B6C51D3C5ED8DABC4B5E3C3C6F8C6C3C3DCC293D792F423C2377F4BBD9BC8C3C005CF2BC30D04BBC004D553AE9B46CBBDB4C6BBD7822923CB1EE113D19092DB895E03A3BC68817BC3DDAA93CB086B83B90A4DF3CB9E827BC3078113CF08E73BC494BCBBA1D2044B961AFBEBB0B2E8E3C40F7DFBA6CDE02BDC7E8633C466B893C491C283CACE5593BEAE33CBCD6E7883C4C0FE33C866F873A0BC847BC1D95C7BBFBE6413CE202C1BA72CAF23C1936B5BCF755A83CFE4D98BBA623F83C15C334BC6A8AEF39C1613E3C8BD91D3D816B183DFBA86ABC125F2FBD1B2255BCD0568BB9D495703C98CBAABC071D9C3C44270F3C94E1C3BBCA37EA3C3ED71EBCA62D893CEFFC36BD15E0EEBC393482BC41EACCBC50CA7B3CEF624F3C845C8BBB797221BDC5B0733C425001BC7462A73CF8CAF63C645183BCD203D5BC0E7454BCB62EA03C0CE58DBC71AF123C96F80EBDF0F50BBCEE3219BDCC8518BB40C1B33C441B4C3A47A03A3C7E383D3CBB2180BB3DC5A2BCA484B2BBD43396BC92491DBC67D0EEBC8B7F02BB8AC767BCD24B213CC66A7FBBDFEF9FBC708CA33CEAE9A7BB10B2DB3C6653BB3B45EAD93B",
      torch_tensor_16_8_3_torch.float32: "0x04000000A78752BDACA8583CFD0D7CBBCC9B703CB5694FBC25FB46BAB7DDBCBC22D42E3DE9DEA0BCD95BF33C59780D3C474D0C3CBCFA733CCA2FEDBC736737BAA250CD3B3403803BA192523C7C7ECBBBA6D9F8BBC5F120BC75F60DBD7E63033C0BDC86BC8F95D03BC747E0BC0532623BC960ACBB891516BC66D82DBDBD818BBC617631BB6ACACBBCC028B43C8E3FC339C9CE9C3C72416EBC1929973ACDB133BC1CE6CC3AA6319DBBC479943B57311F3CA0059EBB828157BDF5E036BC346CD6BBE428513A3921813C8E62053CF8463E3C83D0A1BC002F953C4244613D5705E8BB06120BBBF99E23BAFD36733B7380C0BB8EB4B6BCB76BAA3BD751C1BC2B79053C6F12F63B024B93BBB3C202BC61DA87BCD9E849BAA68D8E3CF0A992BC14E84E3CA9C3EA3B90F60BBCD4FB333AB0A9B3BC4B86273B53D8D43C031AF8BB9EF8DE3C045C943C4EEE7D3BB9338EBC7B432CBC5024633C2468CBBCF83C7DBCEF5A43BB7C8406BD2D143B3A06EDB83B1CB1C03B0640223D9B95FDBC5900BD3C99D3313D0EB79D3AD472ECBAB2D7D33CAB317FBCA7EF0FBCF932A83C9D36F0BC0D12A3BCCD6707BC323E44BC0640133DB5AB083D138F593DC6F5CE3A8E7759BB0A6F38BC34DA003BFAC016BDE7B1A9BC457EE43BEB56763B2519443CF0873B3C188B2CBB3DA5B4BAB406853C2648523CE6019E3C391B63BCF3D3CABB4FE4913CD2AF5ABCDDDC463C5E09A13C6E7055BD56358A3B4BD4063B8CE98EBCE670B4BC901BDD3BCAD6503CC79D1ABC973D35BB3841D0BCD2647ABB4BE1423D8227C5BBCF605E3C5C25EEBBB5F46FBC8F76C5BA0E4DA13CDEB3F0BC8E91CEBAD30F35BAD8C4063DC75898BC262E2D3AE0A21ABDB9F4A33C3772AF3CAD7537BC2283BCBC2354F5BBDB315A3CAD91BDBC13F56CBC6E7AA5BCDEE65B3C3FE010BDAAB094BCCA0CE03CB7400A3D475A7BBCF79EA4BB70F09A3BC534E53BA09EA0BC3974783C9760753CD416F1BBB98B923C012C35BC3423C03A035A943B38EFBE3CA237363C57155DBC276D5F3C89F74ABC698C2A3CD73C3FBB0A6860BBBEC2A23C7BCD3ABCFB38173CAF8AEEBAA9F7073D473E683B0BBC21B8F07A133C41EE813CE0320C3D7275C4BB9468783BE061A2BB708D88B9DBA6DBBC3495EA3C5EC3F33BBCA1BA3C7071C43B357892BC540BF0BC2AFAF6BB891EE13CF00712BD90E8E6B9897F73BC3F8308BC6343F4BB29C82C3A5D11A5BC53AF25BD0AC0B93C53E380BCF5BDDDBB10AFB2BC7C68D6BC01CD60BC7B7A6B3BCB6184BCB1D621BCDB34A7BC786A43BC7299FEBC92F6FDBC8BD3593C90A780BC95C4DE3C5B0800BC55DCDDBC78E281BBFEF9B9BC55C0FD3AD3677C3C4958E43CA027E83B33E0B6BC72150C3D091D3F3CFE0F313C1BEEBABC8B0D2FBCF4FAA93CBD85F63CC6CBA93C3F208A3C062D143CADC186BCDBBD5CBB5C6ADC3B27DE503B3CD9B9BCAA34273C453DB23BFB4CD53C4654A83CC79AC33CB777C73B394EA83C0CD8743B9DBC6B3C50C0CBBB1920B8BC33FACCBB8E925F3D79F5E2BC921536BCAFF4CD3B762A9C3C58C48D3C624D333CA2D7E5B860C2903CF2FEE43CCA1D18BDEFC1803CD4138A3CEABCE33C41771BBDD8BEA93B33948ABD1DE0D2BB39CEF73C370FA1BC82D1953C95C780BC3D98B93B4155453C0771653BE6DCE73CAE3DDC3B193331BB80D0DD397D84183AD0DD53BC58C44A3D2F2AB7BCF289543C35DA153C834E003B25D8C53C49DC493B917D06BD76EFA33B74A7DEBCD34A523C7D6679BBF7C6CC377CEBBA3CF7D51BBC50A166BBD55AD13CD471AC3C2268DCBB14516ABB7D6FA3BCAF3E15BDE3036DBCF8DFA33CF898933BF8CD3BBD864654B9E16FD1BB94AE82BAD74C9FBCE575CDBCA3E392BCEB6998BC6FB79FBC69DE12BC30547A3C389E59BC82D23ABC1375063D58CE21BC4927063CED3F8D3AD75DF3BC85682CBCAB9913BDB4E3D6BC4FD8C8BCD741973C79C54EBB703FDDBC8A54E1BC911310BDB0657B3A938AA9BC9BC7513DD449BA3A660B8A3B1BAF35BC2291D53CE4B691BCFFB10EBC0105DB3CB63B0D3CF87F38BCCBC8B1BCBBAAE83B2CF6203CE8E9A0B894F641BC09D6C9BAAF1CCB3CAAA091BCB04E4C3C1D467C3C9894373D2E882ABD17D2823CDCE8C53C1D841FBC06FB1FBC0E9374BC295D90BB",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
