// whisper-sdpa-bf16: transformers 5.24.0 WhisperModel (attn_implementation=sdpa, bf16), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
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
  func.func @forward(%arg0: tensor<2x8x24xbf16>, %arg1: tensor<2x8xi64>, %arg2: tensor<2x8xi64>) -> tensor<2x8x32xbf16> {
    %c8_i64 = arith.constant 8 : i64
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %cst_1 = arith.constant 2.000000e+00 : bf16
    %cst_2 = arith.constant 5.000000e-01 : bf16
    %c12 = arith.constant 12 : index
    %cst_3 = arith.constant 0.000000e+00 : f64
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c64 = arith.constant 64 : index
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<2x4x8x12xf32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_9 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_10 = arith.constant dense<true> : tensor<i1>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<2x4x12x12xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_26> : tensor<32xbf16>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_25> : tensor<32xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_24> : tensor<32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16_1> : tensor<32x64xbf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_64_torch.bfloat16_1> : tensor<64xbf16>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_2> : tensor<64x32xbf16>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_23> : tensor<32xbf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_22> : tensor<32xbf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_21> : tensor<32xbf16>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_12> : tensor<32x32xbf16>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_20> : tensor<32xbf16>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_11> : tensor<32x32xbf16>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_10> : tensor<32x32xbf16>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_19> : tensor<32xbf16>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_9> : tensor<32x32xbf16>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_18> : tensor<32xbf16>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_17> : tensor<32xbf16>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_16> : tensor<32xbf16>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_8> : tensor<32x32xbf16>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_15> : tensor<32xbf16>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_7> : tensor<32x32xbf16>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_6> : tensor<32x32xbf16>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_14> : tensor<32xbf16>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_5> : tensor<32x32xbf16>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_13> : tensor<32xbf16>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_12> : tensor<32xbf16>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_4> : tensor<32x32xbf16>
    %cst_39 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_1> : tensor<64x32xbf16>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_11> : tensor<32xbf16>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_10> : tensor<32xbf16>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_9> : tensor<32xbf16>
    %cst_43 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_44 = arith.constant dense_resource<torch_tensor_64_torch.bfloat16> : tensor<64xbf16>
    %cst_45 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_46 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_8> : tensor<32xbf16>
    %cst_47 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_7> : tensor<32xbf16>
    %cst_48 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_6> : tensor<32xbf16>
    %cst_49 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_3> : tensor<32x32xbf16>
    %cst_50 = arith.constant 0xFFF0000000000000 : f64
    %cst_51 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_5> : tensor<32xbf16>
    %cst_52 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_2> : tensor<32x32xbf16>
    %cst_53 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_54 = arith.constant 0.35355339059327379 : f64
    %cst_55 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_4> : tensor<32xbf16>
    %cst_56 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_57 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_3> : tensor<32xbf16>
    %cst_58 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_59 = arith.constant 1.000000e-05 : f64
    %cst_60 = arith.constant dense_resource<torch_tensor_12_32_torch.bfloat16> : tensor<12x32xbf16>
    %cst_61 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_62 = arith.constant dense_resource<torch_tensor_32_32_3_torch.bfloat16> : tensor<32x32x3xbf16>
    %cst_63 = arith.constant dense_resource<torch_tensor_32_8_3_torch.bfloat16> : tensor<32x8x3xbf16>
    %cst_64 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_65 = arith.constant 3.200000e+01 : f64
    %cst_66 = arith.constant 3.200000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : bf16
    } : tensor<2x8x24xbf16> to tensor<2x8x26xbf16>
    %0 = tensor.empty() : tensor<2x32x24xf32>
    %1 = tensor.empty() : tensor<32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_64 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<32xf32>) outs(%0 : tensor<2x32x24xf32>) dimensions = [0, 2] 
    %3 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %cst_63 : tensor<2x8x26xbf16>, tensor<32x8x3xbf16>) outs(%broadcasted : tensor<2x32x24xf32>) -> tensor<2x32x24xf32>
    %4 = tensor.empty() : tensor<2x32x24xbf16>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x32x24xf32>) outs(%4 : tensor<2x32x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x32x24xbf16>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x32x24xbf16>) outs(%4 : tensor<2x32x24xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %382 = math.sqrt %cst_1 : bf16
      %383 = arith.divf %in, %382 : bf16
      %384 = math.erf %383 : bf16
      %385 = arith.addf %384, %cst_0 : bf16
      %386 = arith.mulf %385, %cst_2 : bf16
      %387 = arith.mulf %in, %386 : bf16
      linalg.yield %387 : bf16
    } -> tensor<2x32x24xbf16>
    %padded_67 = tensor.pad %6 low[0, 0, 1] high[0, 0, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : bf16
    } : tensor<2x32x24xbf16> to tensor<2x32x26xbf16>
    %7 = tensor.empty() : tensor<2x32x12xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_61 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %broadcasted_68 = linalg.broadcast ins(%8 : tensor<32xf32>) outs(%7 : tensor<2x32x12xf32>) dimensions = [0, 2] 
    %9 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>} ins(%padded_67, %cst_62 : tensor<2x32x26xbf16>, tensor<32x32x3xbf16>) outs(%broadcasted_68 : tensor<2x32x12xf32>) -> tensor<2x32x12xf32>
    %10 = tensor.empty() : tensor<2x32x12xbf16>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x32x12xf32>) outs(%10 : tensor<2x32x12xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x32x12xbf16>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x32x12xbf16>) outs(%10 : tensor<2x32x12xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %382 = math.sqrt %cst_1 : bf16
      %383 = arith.divf %in, %382 : bf16
      %384 = math.erf %383 : bf16
      %385 = arith.addf %384, %cst_0 : bf16
      %386 = arith.mulf %385, %cst_2 : bf16
      %387 = arith.mulf %in, %386 : bf16
      linalg.yield %387 : bf16
    } -> tensor<2x32x12xbf16>
    %13 = tensor.empty() : tensor<2x12x32xbf16>
    %transposed = linalg.transpose ins(%12 : tensor<2x32x12xbf16>) outs(%13 : tensor<2x12x32xbf16>) permutation = [0, 2, 1] 
    %14 = tensor.empty() : tensor<12xi64>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%14 : tensor<12xi64>) {
    ^bb0(%out: i64):
      %382 = linalg.index 0 : index
      %383 = arith.index_cast %382 : index to i64
      linalg.yield %383 : i64
    } -> tensor<12xi64>
    %16 = tensor.empty() : tensor<12x32xbf16>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<12xi64>) outs(%16 : tensor<12x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %382 = arith.index_cast %in : i64 to index
      %383 = linalg.index 1 : index
      %384 = arith.cmpi slt, %382, %c12 : index
      cf.assert %384, "index must be smaller than dim size"
      %385 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %385, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_60[%382, %383] : tensor<12x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<12x32xbf16>
    %18 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %17 : tensor<2x12x32xbf16>, tensor<12x32xbf16>) outs(%13 : tensor<2x12x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %382 = arith.addf %in, %in_152 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x12x32xbf16>
    %19 = tensor.empty() : tensor<2x12x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x12x32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %21 = tensor.empty() : tensor<2x12x32xf64>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x12x32xf32>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %382 = arith.extf %in : f32 to f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %23 = tensor.empty() : tensor<2x12x1xf64>
    %24 = linalg.fill ins(%cst_3 : f64) outs(%23 : tensor<2x12x1xf64>) -> tensor<2x12x1xf64>
    %25 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x12x32xf64>) outs(%24 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x12x1xf64>) outs(%23 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %27 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %26 : tensor<2x12x32xf64>, tensor<2x12x1xf64>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.subf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %27 : tensor<2x12x32xf64>, tensor<2x12x32xf64>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.mulf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %29 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<2x12x32xf64>) outs(%24 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x12x1xf64>) outs(%23 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %31 = tensor.empty() : tensor<2x12x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x12x1xf64>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %382 = arith.truncf %in : f64 to f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %33 = linalg.fill ins(%cst_4 : f32) outs(%31 : tensor<2x12x1xf32>) -> tensor<2x12x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<2x12x32xf32>) outs(%33 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.divf %in, %cst_66 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.truncf %cst_59 : f64 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.rsqrt %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %35 : tensor<2x12x32xf32>, tensor<2x12x1xf32>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<2x12x32xf32>, tensor<2x12x1xf32>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.mulf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %cst_58 : tensor<2x12x32xf32>, tensor<32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.mulf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x32xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %cst_57 : tensor<2x12x32xf32>, tensor<32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x12x32xf32>) outs(%13 : tensor<2x12x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x12x32xbf16>
    %collapsed = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<2x12x32xbf16> into tensor<24x32xbf16>
    %43 = tensor.empty() : tensor<32x32xbf16>
    %transposed_69 = linalg.transpose ins(%cst_56 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_55 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %45 = tensor.empty() : tensor<24x32xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<24x32xbf16>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %47 = tensor.empty() : tensor<32x32xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_69 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %49 = linalg.fill ins(%cst_4 : f32) outs(%45 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %50 = linalg.matmul ins(%46, %48 : tensor<24x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x32xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<24x32xf32>, tensor<24x32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %53 = tensor.empty() : tensor<24x32xbf16>
    %54 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<24x32xf32>) outs(%53 : tensor<24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x32xbf16>
    %expanded = tensor.expand_shape %54 [[0, 1], [2]] output_shape [2, 12, 32] : tensor<24x32xbf16> into tensor<2x12x32xbf16>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x12x32xbf16>) outs(%13 : tensor<2x12x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %382 = arith.truncf %cst_54 : f64 to bf16
      %383 = arith.mulf %in, %382 : bf16
      linalg.yield %383 : bf16
    } -> tensor<2x12x32xbf16>
    %expanded_70 = tensor.expand_shape %55 [[0], [1], [2, 3]] output_shape [2, 12, 4, 8] : tensor<2x12x32xbf16> into tensor<2x12x4x8xbf16>
    %56 = tensor.empty() : tensor<2x4x12x8xbf16>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<2x12x4x8xbf16>) outs(%56 : tensor<2x4x12x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_72 = linalg.transpose ins(%cst_53 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %57 = linalg.matmul ins(%collapsed, %transposed_72 : tensor<24x32xbf16>, tensor<32x32xbf16>) outs(%49 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<24x32xf32>) outs(%53 : tensor<24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x32xbf16>
    %expanded_73 = tensor.expand_shape %58 [[0, 1], [2, 3]] output_shape [2, 12, 4, 8] : tensor<24x32xbf16> into tensor<2x12x4x8xbf16>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x12x4x8xbf16>) outs(%56 : tensor<2x4x12x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_75 = linalg.transpose ins(%cst_52 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_51 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_75 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %61 = linalg.matmul ins(%46, %60 : tensor<24x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x32xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%61, %62 : tensor<24x32xf32>, tensor<24x32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<24x32xf32>) outs(%53 : tensor<24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x32xbf16>
    %expanded_76 = tensor.expand_shape %64 [[0, 1], [2, 3]] output_shape [2, 12, 4, 8] : tensor<24x32xbf16> into tensor<2x12x4x8xbf16>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<2x12x4x8xbf16>) outs(%56 : tensor<2x4x12x8xbf16>) permutation = [0, 2, 1, 3] 
    %65 = tensor.empty() : tensor<2x4x12x8xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_71 : tensor<2x4x12x8xbf16>) outs(%65 : tensor<2x4x12x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x8xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_74 : tensor<2x4x12x8xbf16>) outs(%65 : tensor<2x4x12x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x8xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<2x4x12x8xbf16>) outs(%65 : tensor<2x4x12x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x8xf32>
    %69 = tensor.empty() : tensor<2x4x8x12xf32>
    %transposed_78 = linalg.transpose ins(%67 : tensor<2x4x12x8xf32>) outs(%69 : tensor<2x4x8x12xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_79 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<2x4x12x8xf32> into tensor<8x12x8xf32>
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<2x4x8x12xf32> into tensor<8x8x12xf32>
    %70 = tensor.empty() : tensor<8x12x12xf32>
    %71 = linalg.fill ins(%cst_4 : f32) outs(%70 : tensor<8x12x12xf32>) -> tensor<8x12x12xf32>
    %72 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<8x12x8xf32>, tensor<8x8x12xf32>) outs(%71 : tensor<8x12x12xf32>) -> tensor<8x12x12xf32>
    %expanded_81 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [2, 4, 12, 12] : tensor<8x12x12xf32> into tensor<2x4x12x12xf32>
    %73 = tensor.empty() : tensor<2x4x12xi64>
    %74 = linalg.fill ins(%c0_i64 : i64) outs(%73 : tensor<2x4x12xi64>) -> tensor<2x4x12xi64>
    %75 = tensor.empty() : tensor<2x4x12xf32>
    %76 = linalg.fill ins(%cst_5 : f32) outs(%75 : tensor<2x4x12xf32>) -> tensor<2x4x12xf32>
    %77:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_81 : tensor<2x4x12x12xf32>) outs(%76, %74 : tensor<2x4x12xf32>, tensor<2x4x12xi64>) {
    ^bb0(%in: f32, %out: f32, %out_152: i64):
      %382 = linalg.index 3 : index
      %383 = arith.index_cast %382 : index to i64
      %384 = arith.maximumf %in, %out : f32
      %385 = arith.cmpf ogt, %in, %out : f32
      %386 = arith.select %385, %383, %out_152 : i64
      linalg.yield %384, %386 : f32, i64
    } -> (tensor<2x4x12xf32>, tensor<2x4x12xi64>)
    %expanded_82 = tensor.expand_shape %77#0 [[0], [1], [2, 3]] output_shape [2, 4, 12, 1] : tensor<2x4x12xf32> into tensor<2x4x12x1xf32>
    %78 = tensor.empty() : tensor<2x4x12x12xf32>
    %79 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81, %expanded_82 : tensor<2x4x12x12xf32>, tensor<2x4x12x1xf32>) outs(%78 : tensor<2x4x12x12xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x12xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x4x12x12xf32>) outs(%78 : tensor<2x4x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.exp %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x12xf32>
    %81 = tensor.empty() : tensor<2x4x12x1xf32>
    %82 = linalg.fill ins(%cst_4 : f32) outs(%81 : tensor<2x4x12x1xf32>) -> tensor<2x4x12x1xf32>
    %83 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<2x4x12x12xf32>) outs(%82 : tensor<2x4x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x1xf32>
    %84 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %83 : tensor<2x4x12x12xf32>, tensor<2x4x12x1xf32>) outs(%78 : tensor<2x4x12x12xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.divf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x12xf32>
    %85 = tensor.empty() : tensor<2x4x12x12xi1>
    %86 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x4x12x12xf32>) outs(%85 : tensor<2x4x12x12xi1>) {
    ^bb0(%in: f32, %out: i1):
      %382 = arith.extf %in : f32 to f64
      %383 = arith.cmpf oeq, %382, %cst_50 : f64
      linalg.yield %383 : i1
    } -> tensor<2x4x12x12xi1>
    %87 = tensor.empty() : tensor<2x4x12x1xi1>
    %88 = linalg.fill ins(%true : i1) outs(%87 : tensor<2x4x12x1xi1>) -> tensor<2x4x12x1xi1>
    %89 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<2x4x12x12xi1>) outs(%88 : tensor<2x4x12x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %382 = arith.andi %in, %out : i1
      linalg.yield %382 : i1
    } -> tensor<2x4x12x1xi1>
    %90 = linalg.generic {indexing_maps = [#map10, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %cst_11, %84 : tensor<2x4x12x1xi1>, tensor<2x4x12x12xf32>, tensor<2x4x12x12xf32>) outs(%78 : tensor<2x4x12x12xf32>) {
    ^bb0(%in: i1, %in_152: f32, %in_153: f32, %out: f32):
      %382 = arith.select %in, %in_152, %in_153 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x12xf32>
    %collapsed_83 = tensor.collapse_shape %90 [[0, 1], [2], [3]] : tensor<2x4x12x12xf32> into tensor<8x12x12xf32>
    %collapsed_84 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<2x4x12x8xf32> into tensor<8x12x8xf32>
    %91 = tensor.empty() : tensor<8x12x8xf32>
    %92 = linalg.fill ins(%cst_4 : f32) outs(%91 : tensor<8x12x8xf32>) -> tensor<8x12x8xf32>
    %93 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<8x12x12xf32>, tensor<8x12x8xf32>) outs(%92 : tensor<8x12x8xf32>) -> tensor<8x12x8xf32>
    %expanded_85 = tensor.expand_shape %93 [[0, 1], [2], [3]] output_shape [2, 4, 12, 8] : tensor<8x12x8xf32> into tensor<2x4x12x8xf32>
    %94 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<2x4x12x8xf32>) outs(%56 : tensor<2x4x12x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x4x12x8xbf16>
    %95 = tensor.empty() : tensor<2x12x4x8xbf16>
    %transposed_86 = linalg.transpose ins(%94 : tensor<2x4x12x8xbf16>) outs(%95 : tensor<2x12x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0, 1], [2, 3]] : tensor<2x12x4x8xbf16> into tensor<24x32xbf16>
    %transposed_88 = linalg.transpose ins(%cst_49 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_48 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_87 : tensor<24x32xbf16>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_88 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %99 = linalg.matmul ins(%97, %98 : tensor<24x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %100 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x32xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %100 : tensor<24x32xf32>, tensor<24x32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<24x32xf32>) outs(%53 : tensor<24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x32xbf16>
    %expanded_89 = tensor.expand_shape %102 [[0, 1], [2]] output_shape [2, 12, 32] : tensor<24x32xbf16> into tensor<2x12x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %expanded_89 : tensor<2x12x32xbf16>, tensor<2x12x32xbf16>) outs(%13 : tensor<2x12x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %382 = arith.addf %in, %in_152 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x12x32xbf16>
    %104 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x12x32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<2x12x32xf32>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %382 = arith.extf %in : f32 to f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<2x12x32xf64>) outs(%24 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x12x1xf64>) outs(%23 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %108 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %107 : tensor<2x12x32xf64>, tensor<2x12x1xf64>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.subf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %108 : tensor<2x12x32xf64>, tensor<2x12x32xf64>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.mulf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %110 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<2x12x32xf64>) outs(%24 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x12x1xf64>) outs(%23 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x12x1xf64>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %382 = arith.truncf %in : f64 to f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x12x32xf32>) outs(%33 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.divf %in, %cst_66 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.truncf %cst_59 : f64 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.rsqrt %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %114 : tensor<2x12x32xf32>, tensor<2x12x1xf32>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %116 : tensor<2x12x32xf32>, tensor<2x12x1xf32>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.mulf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %cst_47 : tensor<2x12x32xf32>, tensor<32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.mulf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %cst_46 : tensor<2x12x32xf32>, tensor<32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x12x32xf32>) outs(%13 : tensor<2x12x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x12x32xbf16>
    %collapsed_90 = tensor.collapse_shape %121 [[0, 1], [2]] : tensor<2x12x32xbf16> into tensor<24x32xbf16>
    %122 = tensor.empty() : tensor<32x64xbf16>
    %transposed_91 = linalg.transpose ins(%cst_45 : tensor<64x32xbf16>) outs(%122 : tensor<32x64xbf16>) permutation = [1, 0] 
    %123 = tensor.empty() : tensor<64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<64xbf16>) outs(%123 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<64xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_90 : tensor<24x32xbf16>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %126 = tensor.empty() : tensor<32x64xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_91 : tensor<32x64xbf16>) outs(%126 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x64xf32>
    %128 = tensor.empty() : tensor<24x64xf32>
    %129 = linalg.fill ins(%cst_4 : f32) outs(%128 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %130 = linalg.matmul ins(%125, %127 : tensor<24x32xf32>, tensor<32x64xf32>) outs(%129 : tensor<24x64xf32>) -> tensor<24x64xf32>
    %131 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<64xf32>) outs(%128 : tensor<24x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x64xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<24x64xf32>, tensor<24x64xf32>) outs(%128 : tensor<24x64xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<24x64xf32>
    %133 = tensor.empty() : tensor<24x64xbf16>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<24x64xf32>) outs(%133 : tensor<24x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x64xbf16>
    %expanded_92 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 12, 64] : tensor<24x64xbf16> into tensor<2x12x64xbf16>
    %135 = tensor.empty() : tensor<2x12x64xbf16>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<2x12x64xbf16>) outs(%135 : tensor<2x12x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %382 = math.sqrt %cst_1 : bf16
      %383 = arith.divf %in, %382 : bf16
      %384 = math.erf %383 : bf16
      %385 = arith.addf %384, %cst_0 : bf16
      %386 = arith.mulf %385, %cst_2 : bf16
      %387 = arith.mulf %in, %386 : bf16
      linalg.yield %387 : bf16
    } -> tensor<2x12x64xbf16>
    %collapsed_93 = tensor.collapse_shape %136 [[0, 1], [2]] : tensor<2x12x64xbf16> into tensor<24x64xbf16>
    %137 = tensor.empty() : tensor<64x32xbf16>
    %transposed_94 = linalg.transpose ins(%cst_43 : tensor<32x64xbf16>) outs(%137 : tensor<64x32xbf16>) permutation = [1, 0] 
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_42 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_93 : tensor<24x64xbf16>) outs(%128 : tensor<24x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<24x64xf32>
    %140 = tensor.empty() : tensor<64x32xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_94 : tensor<64x32xbf16>) outs(%140 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<64x32xf32>
    %142 = linalg.matmul ins(%139, %141 : tensor<24x64xf32>, tensor<64x32xf32>) outs(%49 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %143 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x32xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%142, %143 : tensor<24x32xf32>, tensor<24x32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<24x32xf32>) outs(%53 : tensor<24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x32xbf16>
    %expanded_95 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [2, 12, 32] : tensor<24x32xbf16> into tensor<2x12x32xbf16>
    %146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %expanded_95 : tensor<2x12x32xbf16>, tensor<2x12x32xbf16>) outs(%13 : tensor<2x12x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %382 = arith.addf %in, %in_152 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x12x32xbf16>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x12x32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x12x32xf32>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %382 = arith.extf %in : f32 to f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %149 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<2x12x32xf64>) outs(%24 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x12x1xf64>) outs(%23 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %151 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %150 : tensor<2x12x32xf64>, tensor<2x12x1xf64>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.subf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %151 : tensor<2x12x32xf64>, tensor<2x12x32xf64>) outs(%21 : tensor<2x12x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.mulf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x32xf64>
    %153 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x12x32xf64>) outs(%24 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x12x1xf64>) outs(%23 : tensor<2x12x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x12x1xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<2x12x1xf64>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %382 = arith.truncf %in : f64 to f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<2x12x32xf32>) outs(%33 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.divf %in, %cst_66 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.truncf %cst_59 : f64 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<2x12x1xf32>) outs(%31 : tensor<2x12x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.rsqrt %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %157 : tensor<2x12x32xf32>, tensor<2x12x1xf32>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<2x12x32xf32>, tensor<2x12x1xf32>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.mulf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x12x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %cst_41 : tensor<2x12x32xf32>, tensor<32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.mulf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x32xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %cst_40 : tensor<2x12x32xf32>, tensor<32xbf16>) outs(%19 : tensor<2x12x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x12x32xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x12x32xf32>) outs(%13 : tensor<2x12x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x12x32xbf16>
    %165 = tensor.empty() : tensor<2x8x32xbf16>
    %166 = linalg.generic {indexing_maps = [#map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x8xi64>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %382 = arith.index_cast %in : i64 to index
      %383 = linalg.index 2 : index
      %384 = arith.cmpi slt, %382, %c64 : index
      cf.assert %384, "index must be smaller than dim size"
      %385 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %385, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_39[%382, %383] : tensor<64x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %167 = tensor.empty() : tensor<8xi64>
    %168 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%167 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %382 = linalg.index 0 : index
      %383 = arith.index_cast %382 : index to i64
      linalg.yield %383 : i64
    } -> tensor<8xi64>
    %169 = tensor.empty() : tensor<2x8xi64>
    %170 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<8xi64>) outs(%169 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x8xi64>
    %171 = linalg.generic {indexing_maps = [#map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x8xi64>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %382 = arith.cmpi slt, %in, %c0_i64 : i64
      %383 = arith.addi %in, %c32_i64 : i64
      %384 = arith.select %382, %383, %in : i64
      %385 = arith.index_cast %384 : i64 to index
      %386 = linalg.index 2 : index
      %extracted = tensor.extract %cst_38[%385, %386] : tensor<32x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x8x32xbf16>
    %172 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %171 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %382 = arith.addf %in, %in_152 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    %173 = tensor.empty() : tensor<2x8xi1>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2x8xi64>) outs(%173 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %382 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %382 : i1
    } -> tensor<2x8xi1>
    %175 = tensor.empty() : tensor<2xi64>
    %176 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%175 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %382 = linalg.index 0 : index
      %383 = arith.index_cast %382 : index to i64
      linalg.yield %383 : i64
    } -> tensor<2xi64>
    %expanded_96 = tensor.expand_shape %176 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_97 = tensor.expand_shape %168 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_98 = tensor.expand_shape %168 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %177 = tensor.empty() : tensor<1x1x8x8xi1>
    %178 = linalg.generic {indexing_maps = [#map12, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98, %expanded_97 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%177 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_152: i64, %out: i1):
      %382 = arith.cmpi sle, %in, %in_152 : i64
      linalg.yield %382 : i1
    } -> tensor<1x1x8x8xi1>
    %179 = linalg.generic {indexing_maps = [#map13, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_10, %178 : tensor<i1>, tensor<1x1x8x8xi1>) outs(%177 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %in_152: i1, %out: i1):
      %382 = arith.andi %in, %in_152 : i1
      linalg.yield %382 : i1
    } -> tensor<1x1x8x8xi1>
    %180 = tensor.empty() : tensor<2x1x1x8xi1>
    %181 = linalg.generic {indexing_maps = [#map14, #map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_96, %expanded_98 : tensor<2x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%180 : tensor<2x1x1x8xi1>) {
    ^bb0(%in: i64, %in_152: i64, %out: i1):
      %382 = arith.cmpi slt, %in, %c0_i64 : i64
      %383 = arith.addi %in, %c2_i64 : i64
      %384 = arith.select %382, %383, %in : i64
      %385 = arith.index_cast %384 : i64 to index
      %386 = arith.cmpi slt, %in_152, %c0_i64 : i64
      %387 = arith.addi %in_152, %c8_i64 : i64
      %388 = arith.select %386, %387, %in_152 : i64
      %389 = arith.index_cast %388 : i64 to index
      %extracted = tensor.extract %174[%385, %389] : tensor<2x8xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x8xi1>
    %182 = tensor.empty() : tensor<2x1x8x8xi1>
    %183 = linalg.generic {indexing_maps = [#map16, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %181 : tensor<1x1x8x8xi1>, tensor<2x1x1x8xi1>) outs(%182 : tensor<2x1x8x8xi1>) {
    ^bb0(%in: i1, %in_152: i1, %out: i1):
      %382 = arith.andi %in, %in_152 : i1
      linalg.yield %382 : i1
    } -> tensor<2x1x8x8xi1>
    %184 = tensor.empty() : tensor<2x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %186 = tensor.empty() : tensor<2x8x32xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x32xf32>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %382 = arith.extf %in : f32 to f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %188 = tensor.empty() : tensor<2x8x1xf64>
    %189 = linalg.fill ins(%cst_3 : f64) outs(%188 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %192 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %191 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.subf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %192 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.mulf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %194 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %196 = tensor.empty() : tensor<2x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x8x1xf64>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %382 = arith.truncf %in : f64 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %198 = linalg.fill ins(%cst_4 : f32) outs(%196 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<2x8x32xf32>) outs(%198 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.divf %in, %cst_66 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.truncf %cst_59 : f64 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.rsqrt %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %200 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %202 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.mulf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %cst_37 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.mulf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %cst_36 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x8x32xf32>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_99 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %transposed_100 = linalg.transpose ins(%cst_35 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_34 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %209 = tensor.empty() : tensor<16x32xf32>
    %210 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_99 : tensor<16x32xbf16>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %211 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_100 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %212 = linalg.fill ins(%cst_4 : f32) outs(%209 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %213 = linalg.matmul ins(%210, %211 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %214 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %215 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %216 = tensor.empty() : tensor<16x32xbf16>
    %217 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%215 : tensor<16x32xf32>) outs(%216 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x32xbf16>
    %expanded_101 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<2x8x32xbf16>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %382 = arith.truncf %cst_54 : f64 to bf16
      %383 = arith.mulf %in, %382 : bf16
      linalg.yield %383 : bf16
    } -> tensor<2x8x32xbf16>
    %expanded_102 = tensor.expand_shape %218 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xbf16> into tensor<2x8x4x8xbf16>
    %219 = tensor.empty() : tensor<2x4x8x8xbf16>
    %transposed_103 = linalg.transpose ins(%expanded_102 : tensor<2x8x4x8xbf16>) outs(%219 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_104 = linalg.transpose ins(%cst_33 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %220 = linalg.matmul ins(%collapsed_99, %transposed_104 : tensor<16x32xbf16>, tensor<32x32xbf16>) outs(%212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<16x32xf32>) outs(%216 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x32xbf16>
    %expanded_105 = tensor.expand_shape %221 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_106 = linalg.transpose ins(%expanded_105 : tensor<2x8x4x8xbf16>) outs(%219 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_107 = linalg.transpose ins(%cst_32 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_107 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %224 = linalg.matmul ins(%210, %223 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %225 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%222 : tensor<32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%224, %225 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<16x32xf32>) outs(%216 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x32xbf16>
    %expanded_108 = tensor.expand_shape %227 [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<2x8x4x8xbf16>) outs(%219 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %228 = tensor.empty() : tensor<2x1x8x8xbf16>
    %229 = linalg.generic {indexing_maps = [#map8, #map13, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %cst_8, %cst_9 : tensor<2x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%228 : tensor<2x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_152: bf16, %in_153: bf16, %out: bf16):
      %382 = arith.select %in, %in_152, %in_153 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x1x8x8xbf16>
    %230 = tensor.empty() : tensor<2x4x8x8xf32>
    %231 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_103 : tensor<2x4x8x8xbf16>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %232 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_106 : tensor<2x4x8x8xbf16>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %233 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_109 : tensor<2x4x8x8xbf16>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %transposed_110 = linalg.transpose ins(%232 : tensor<2x4x8x8xf32>) outs(%230 : tensor<2x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_111 = tensor.collapse_shape %231 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_112 = tensor.collapse_shape %transposed_110 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %234 = tensor.empty() : tensor<8x8x8xf32>
    %235 = linalg.fill ins(%cst_4 : f32) outs(%234 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %236 = linalg.batch_matmul ins(%collapsed_111, %collapsed_112 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%235 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_113 = tensor.expand_shape %236 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %237 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_113, %229 : tensor<2x4x8x8xf32>, tensor<2x1x8x8xbf16>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x4x8x8xf32>
    %238 = tensor.empty() : tensor<2x4x8xi64>
    %239 = linalg.fill ins(%c0_i64 : i64) outs(%238 : tensor<2x4x8xi64>) -> tensor<2x4x8xi64>
    %240 = tensor.empty() : tensor<2x4x8xf32>
    %241 = linalg.fill ins(%cst_5 : f32) outs(%240 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %242:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%237 : tensor<2x4x8x8xf32>) outs(%241, %239 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_152: i64):
      %382 = linalg.index 3 : index
      %383 = arith.index_cast %382 : index to i64
      %384 = arith.maximumf %in, %out : f32
      %385 = arith.cmpf ogt, %in, %out : f32
      %386 = arith.select %385, %383, %out_152 : i64
      linalg.yield %384, %386 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_114 = tensor.expand_shape %242#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %243 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_114 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %244 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<2x4x8x8xf32>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.exp %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %245 = tensor.empty() : tensor<2x4x8x1xf32>
    %246 = linalg.fill ins(%cst_4 : f32) outs(%245 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %247 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%244 : tensor<2x4x8x8xf32>) outs(%246 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x1xf32>
    %248 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %247 : tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.divf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %249 = tensor.empty() : tensor<2x4x8x8xi1>
    %250 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<2x4x8x8xf32>) outs(%249 : tensor<2x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %382 = arith.extf %in : f32 to f64
      %383 = arith.cmpf oeq, %382, %cst_50 : f64
      linalg.yield %383 : i1
    } -> tensor<2x4x8x8xi1>
    %251 = tensor.empty() : tensor<2x4x8x1xi1>
    %252 = linalg.fill ins(%true : i1) outs(%251 : tensor<2x4x8x1xi1>) -> tensor<2x4x8x1xi1>
    %253 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%250 : tensor<2x4x8x8xi1>) outs(%252 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %382 = arith.andi %in, %out : i1
      linalg.yield %382 : i1
    } -> tensor<2x4x8x1xi1>
    %254 = linalg.generic {indexing_maps = [#map10, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %cst_7, %248 : tensor<2x4x8x1xi1>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: i1, %in_152: f32, %in_153: f32, %out: f32):
      %382 = arith.select %in, %in_152, %in_153 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_115 = tensor.collapse_shape %254 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_116 = tensor.collapse_shape %233 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %255 = linalg.batch_matmul ins(%collapsed_115, %collapsed_116 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%235 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_117 = tensor.expand_shape %255 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %256 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<2x4x8x8xf32>) outs(%219 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x4x8x8xbf16>
    %257 = tensor.empty() : tensor<2x8x4x8xbf16>
    %transposed_118 = linalg.transpose ins(%256 : tensor<2x4x8x8xbf16>) outs(%257 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16>
    %transposed_120 = linalg.transpose ins(%cst_30 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %259 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_119 : tensor<16x32xbf16>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_120 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %261 = linalg.matmul ins(%259, %260 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %262 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%258 : tensor<32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%261, %262 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<16x32xf32>) outs(%216 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x32xbf16>
    %expanded_121 = tensor.expand_shape %264 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %expanded_121 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %382 = arith.addf %in, %in_152 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x8x32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x8x32xf32>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %382 = arith.extf %in : f32 to f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %268 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%267 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %270 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %269 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.subf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %270 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.mulf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %272 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x8x1xf64>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %382 = arith.truncf %in : f64 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<2x8x32xf32>) outs(%198 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.divf %in, %cst_66 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.truncf %cst_59 : f64 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.rsqrt %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %276 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %278 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.mulf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %cst_28 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.mulf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %cst_27 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x8x32xf32>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_122 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %transposed_123 = linalg.transpose ins(%cst_26 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_122 : tensor<16x32xbf16>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_123 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %287 = linalg.matmul ins(%285, %286 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %288 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%287, %288 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%289 : tensor<16x32xf32>) outs(%216 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x32xbf16>
    %expanded_124 = tensor.expand_shape %290 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124 : tensor<2x8x32xbf16>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %382 = arith.truncf %cst_54 : f64 to bf16
      %383 = arith.mulf %in, %382 : bf16
      linalg.yield %383 : bf16
    } -> tensor<2x8x32xbf16>
    %expanded_125 = tensor.expand_shape %291 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xbf16> into tensor<2x8x4x8xbf16>
    %transposed_126 = linalg.transpose ins(%expanded_125 : tensor<2x8x4x8xbf16>) outs(%219 : tensor<2x4x8x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_127 = linalg.transpose ins(%cst_24 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_128 = tensor.collapse_shape %164 [[0, 1], [2]] : tensor<2x12x32xbf16> into tensor<24x32xbf16>
    %292 = linalg.matmul ins(%collapsed_128, %transposed_127 : tensor<24x32xbf16>, tensor<32x32xbf16>) outs(%49 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<24x32xf32>) outs(%53 : tensor<24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x32xbf16>
    %expanded_129 = tensor.expand_shape %293 [[0, 1], [2, 3]] output_shape [2, 12, 4, 8] : tensor<24x32xbf16> into tensor<2x12x4x8xbf16>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<2x12x4x8xbf16>) outs(%56 : tensor<2x4x12x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_131 = linalg.transpose ins(%cst_23 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_22 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_128 : tensor<24x32xbf16>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_131 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %297 = linalg.matmul ins(%295, %296 : tensor<24x32xf32>, tensor<32x32xf32>) outs(%49 : tensor<24x32xf32>) -> tensor<24x32xf32>
    %298 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%294 : tensor<32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<24x32xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%297, %298 : tensor<24x32xf32>, tensor<24x32xf32>) outs(%45 : tensor<24x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<24x32xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%299 : tensor<24x32xf32>) outs(%53 : tensor<24x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<24x32xbf16>
    %expanded_132 = tensor.expand_shape %300 [[0, 1], [2, 3]] output_shape [2, 12, 4, 8] : tensor<24x32xbf16> into tensor<2x12x4x8xbf16>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<2x12x4x8xbf16>) outs(%56 : tensor<2x4x12x8xbf16>) permutation = [0, 2, 1, 3] 
    %301 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_126 : tensor<2x4x8x8xbf16>) outs(%230 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x8xf32>
    %302 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_130 : tensor<2x4x12x8xbf16>) outs(%65 : tensor<2x4x12x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x8xf32>
    %303 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_133 : tensor<2x4x12x8xbf16>) outs(%65 : tensor<2x4x12x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x4x12x8xf32>
    %transposed_134 = linalg.transpose ins(%302 : tensor<2x4x12x8xf32>) outs(%69 : tensor<2x4x8x12xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_135 = tensor.collapse_shape %301 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_136 = tensor.collapse_shape %transposed_134 [[0, 1], [2], [3]] : tensor<2x4x8x12xf32> into tensor<8x8x12xf32>
    %304 = tensor.empty() : tensor<8x8x12xf32>
    %305 = linalg.fill ins(%cst_4 : f32) outs(%304 : tensor<8x8x12xf32>) -> tensor<8x8x12xf32>
    %306 = linalg.batch_matmul ins(%collapsed_135, %collapsed_136 : tensor<8x8x8xf32>, tensor<8x8x12xf32>) outs(%305 : tensor<8x8x12xf32>) -> tensor<8x8x12xf32>
    %expanded_137 = tensor.expand_shape %306 [[0, 1], [2], [3]] output_shape [2, 4, 8, 12] : tensor<8x8x12xf32> into tensor<2x4x8x12xf32>
    %307:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_137 : tensor<2x4x8x12xf32>) outs(%241, %239 : tensor<2x4x8xf32>, tensor<2x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_152: i64):
      %382 = linalg.index 3 : index
      %383 = arith.index_cast %382 : index to i64
      %384 = arith.maximumf %in, %out : f32
      %385 = arith.cmpf ogt, %in, %out : f32
      %386 = arith.select %385, %383, %out_152 : i64
      linalg.yield %384, %386 : f32, i64
    } -> (tensor<2x4x8xf32>, tensor<2x4x8xi64>)
    %expanded_138 = tensor.expand_shape %307#0 [[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
    %308 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137, %expanded_138 : tensor<2x4x8x12xf32>, tensor<2x4x8x1xf32>) outs(%69 : tensor<2x4x8x12xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x12xf32>
    %309 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<2x4x8x12xf32>) outs(%69 : tensor<2x4x8x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.exp %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x12xf32>
    %310 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%309 : tensor<2x4x8x12xf32>) outs(%246 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x1xf32>
    %311 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %310 : tensor<2x4x8x12xf32>, tensor<2x4x8x1xf32>) outs(%69 : tensor<2x4x8x12xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.divf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x12xf32>
    %312 = tensor.empty() : tensor<2x4x8x12xi1>
    %313 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_137 : tensor<2x4x8x12xf32>) outs(%312 : tensor<2x4x8x12xi1>) {
    ^bb0(%in: f32, %out: i1):
      %382 = arith.extf %in : f32 to f64
      %383 = arith.cmpf oeq, %382, %cst_50 : f64
      linalg.yield %383 : i1
    } -> tensor<2x4x8x12xi1>
    %314 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%313 : tensor<2x4x8x12xi1>) outs(%252 : tensor<2x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %382 = arith.andi %in, %out : i1
      linalg.yield %382 : i1
    } -> tensor<2x4x8x1xi1>
    %315 = linalg.generic {indexing_maps = [#map10, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %cst_6, %311 : tensor<2x4x8x1xi1>, tensor<2x4x8x12xf32>, tensor<2x4x8x12xf32>) outs(%69 : tensor<2x4x8x12xf32>) {
    ^bb0(%in: i1, %in_152: f32, %in_153: f32, %out: f32):
      %382 = arith.select %in, %in_152, %in_153 : f32
      linalg.yield %382 : f32
    } -> tensor<2x4x8x12xf32>
    %collapsed_139 = tensor.collapse_shape %315 [[0, 1], [2], [3]] : tensor<2x4x8x12xf32> into tensor<8x8x12xf32>
    %collapsed_140 = tensor.collapse_shape %303 [[0, 1], [2], [3]] : tensor<2x4x12x8xf32> into tensor<8x12x8xf32>
    %316 = linalg.batch_matmul ins(%collapsed_139, %collapsed_140 : tensor<8x8x12xf32>, tensor<8x12x8xf32>) outs(%235 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_141 = tensor.expand_shape %316 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %317 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<2x4x8x8xf32>) outs(%219 : tensor<2x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x4x8x8xbf16>
    %transposed_142 = linalg.transpose ins(%317 : tensor<2x4x8x8xbf16>) outs(%257 : tensor<2x8x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_143 = tensor.collapse_shape %transposed_142 [[0, 1], [2, 3]] : tensor<2x8x4x8xbf16> into tensor<16x32xbf16>
    %transposed_144 = linalg.transpose ins(%cst_21 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %318 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_143 : tensor<16x32xbf16>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_144 : tensor<32x32xbf16>) outs(%47 : tensor<32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x32xf32>
    %321 = linalg.matmul ins(%319, %320 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %322 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%318 : tensor<32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%321, %322 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%323 : tensor<16x32xf32>) outs(%216 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x32xbf16>
    %expanded_145 = tensor.expand_shape %324 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %expanded_145 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %382 = arith.addf %in, %in_152 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    %326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<2x8x32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<2x8x32xf32>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %382 = arith.extf %in : f32 to f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %328 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%327 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %330 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %329 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.subf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %330 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.mulf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %332 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%331 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x8x1xf64>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %382 = arith.truncf %in : f64 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<2x8x32xf32>) outs(%198 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.divf %in, %cst_66 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.truncf %cst_59 : f64 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.rsqrt %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %336 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %338 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.mulf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %cst_19 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.mulf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %cst_18 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<2x8x32xf32>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    %collapsed_146 = tensor.collapse_shape %343 [[0, 1], [2]] : tensor<2x8x32xbf16> into tensor<16x32xbf16>
    %transposed_147 = linalg.transpose ins(%cst_17 : tensor<64x32xbf16>) outs(%122 : tensor<32x64xbf16>) permutation = [1, 0] 
    %344 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_16 : tensor<64xbf16>) outs(%123 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<64xf32>
    %345 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_146 : tensor<16x32xbf16>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_147 : tensor<32x64xbf16>) outs(%126 : tensor<32x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32x64xf32>
    %347 = tensor.empty() : tensor<16x64xf32>
    %348 = linalg.fill ins(%cst_4 : f32) outs(%347 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %349 = linalg.matmul ins(%345, %346 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%348 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %350 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%344 : tensor<64xf32>) outs(%347 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%349, %350 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%347 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<16x64xf32>
    %352 = tensor.empty() : tensor<16x64xbf16>
    %353 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%351 : tensor<16x64xf32>) outs(%352 : tensor<16x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x64xbf16>
    %expanded_148 = tensor.expand_shape %353 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16>
    %354 = tensor.empty() : tensor<2x8x64xbf16>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148 : tensor<2x8x64xbf16>) outs(%354 : tensor<2x8x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %382 = math.sqrt %cst_1 : bf16
      %383 = arith.divf %in, %382 : bf16
      %384 = math.erf %383 : bf16
      %385 = arith.addf %384, %cst_0 : bf16
      %386 = arith.mulf %385, %cst_2 : bf16
      %387 = arith.mulf %in, %386 : bf16
      linalg.yield %387 : bf16
    } -> tensor<2x8x64xbf16>
    %collapsed_149 = tensor.collapse_shape %355 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16>
    %transposed_150 = linalg.transpose ins(%cst_15 : tensor<32x64xbf16>) outs(%137 : tensor<64x32xbf16>) permutation = [1, 0] 
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_14 : tensor<32xbf16>) outs(%1 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<32xf32>
    %357 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_149 : tensor<16x64xbf16>) outs(%347 : tensor<16x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<16x64xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_150 : tensor<64x32xbf16>) outs(%140 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<64x32xf32>
    %359 = linalg.matmul ins(%357, %358 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%212 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %360 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%356 : tensor<32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%359, %360 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%209 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.addf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<16x32xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%361 : tensor<16x32xf32>) outs(%216 : tensor<16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<16x32xbf16>
    %expanded_151 = tensor.expand_shape %362 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xbf16> into tensor<2x8x32xbf16>
    %363 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %expanded_151 : tensor<2x8x32xbf16>, tensor<2x8x32xbf16>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %382 = arith.addf %in, %in_152 : bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<2x8x32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %382 = arith.extf %in : bf16 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x8x32xf32>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %382 = arith.extf %in : f32 to f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %366 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %368 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %367 : tensor<2x8x32xf64>, tensor<2x8x1xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.subf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %369 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %368 : tensor<2x8x32xf64>, tensor<2x8x32xf64>) outs(%186 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_152: f64, %out: f64):
      %382 = arith.mulf %in, %in_152 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x32xf64>
    %370 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%369 : tensor<2x8x32xf64>) outs(%189 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.addf %in, %out : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<2x8x1xf64>) outs(%188 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %382 = arith.divf %in, %cst_65 : f64
      linalg.yield %382 : f64
    } -> tensor<2x8x1xf64>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<2x8x1xf64>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %382 = arith.truncf %in : f64 to f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%364 : tensor<2x8x32xf32>) outs(%198 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.addf %in, %out : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.divf %in, %cst_66 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = arith.truncf %cst_59 : f64 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<2x8x1xf32>) outs(%196 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %382 = math.rsqrt %in : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %374 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.subf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %376 : tensor<2x8x32xf32>, tensor<2x8x1xf32>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %382 = arith.mulf %in, %in_152 : f32
      linalg.yield %382 : f32
    } -> tensor<2x8x32xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %cst_13 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.mulf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %cst_12 : tensor<2x8x32xf32>, tensor<32xbf16>) outs(%184 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_152: bf16, %out: f32):
      %382 = arith.extf %in_152 : bf16 to f32
      %383 = arith.addf %in, %382 : f32
      linalg.yield %383 : f32
    } -> tensor<2x8x32xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<2x8x32xf32>) outs(%165 : tensor<2x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %382 = arith.truncf %in : f32 to bf16
      linalg.yield %382 : bf16
    } -> tensor<2x8x32xbf16>
    return %381 : tensor<2x8x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.bfloat16_26: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_25: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_24: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.bfloat16_1: "0x02000000323C19BCE03AB03C42BCB3BC9F3C673C74BB07BDD1BA203D86BC87BA543CDD3C3CBC85BCEA3C103C2BBD92BC0BBCA7BBF23C55BC503C6E3C80BC933B1F3DC13BF0BCD7BC0CBD25BC883CEA3B233DABBBAB3CE4BCEEBC68BBCF3C28BCAA3B763CA43BC73C0EBA33BC17BC743C7CBC973CEE3CC63CC0BC073DEF3B433C4C3C913B85BB253D903C183DCB3C60BBD33C16BD87BC5D3B5C3B543C74BBB73C373C29BDB4BCDBBC4B3D8D3CFF3B2D3DAABB31BC0EBBC13B01BD7DBB50BC23BDACBB21BDC23B00BBF9BB8DBBC63A9EBCC83CFF3B7A3BB4BB97BADDBB4B3D9439BCBC873C73BC7FBCDDBCBC3BB93C0BBC373BCEBC5D3C84BC0B3D7DBC8E39723CAD3C27BCE23BA83C0BBC4B3BC7BB633C91BC383CBA3CE53B07BC83BC77BCEBBCC7BC18BD6ABCDEBC42BAE0BC793C0BBB863C45BCF6BCC1BCFE3C46BD0EBB493B423AC63C0D3D0A3CBBBB79BC9D3B0A3C13BCBDBC84BCE33C733C0ABCB23CBB3C01BCAABC303CD43C81BC81BBD0BCEC3CC63AB73CC5BB0D3DA63987BC623C49BB8A3CEEBADC3A433B44BDAB3B5BBB99BC303D9C3CA43C413CB4BB95BB683C013B32BCD93CE9BCA83B98BC173D89BC323D2C3BABBC2A3D63BB6F3A453C1EBC4ABC8DBA7FBCDF3BBCBC423BD5BB05BD2BBDF9BBEC3CFF3CAD3BDFBBF3BB9BBA893B3BBC93BC0DBDF03B1A3C12BD103C093B87BC67BD013DB9BC7A3C0D3CF73A46BD0F3C753C99BAFCBB753CA3BB513BAEBB6E3B253D17BD10BD67BC083D473CB53C05BDB2392BBD4A3CF93B863C393AD5BC1ABC9E3B493CACBA083DE03BB83B113BB93C9C3CF03BB03B203CECBB173DB7BB803C543B37BD913CC33C22BD843B193D1E3CF13C233C21BC69BC093A0DBC463B0E3D243CD6BC95BC5EBC123D23BB45BC4239893CC8BC923BAFBCC23C7F3CAB3A91BCBEBCCDBCA53C843C55BC27BA583D713C193D86BC99BC593C19BDF33C833C643CD63C233D16BC6ABC1A3D443DD6BCC6BC3A3CA9BCFB3BABBB253C74BCC1BC1DBC34BB91BCA6BC9FBC10BCE5BB1DBD17BCB4BAF43B823CE63BB8BC3E3C17BD9E3CD1BC7ABCBCBCF13C9D3CDABCFD3BE9BB903CA93BF93A2B3C27BB56BCF1BC3C3D763AD6BBE33CD4BB6EBA643CCA3C89BCE6BC893C9C3CE9BC35BCD4BC1C3C82B9AABCBE3B07BDA5BC0DBDE2BCE33CE43C9D3C163DE4BCC4BBB53B1BBC1CBC97BB02BCDC3C76BC25BC963C843C0D39623C1A3C103C0C3D003B84B8A53B0CBC4E3C31BD95BBEABCBF3901BDCD3BFBBB063D503CDABB863B043D77BCB0BCC93B1EBD703B583CA8BCBABCB23D52BCB23B093DB2BCB0BC213BFABBE43995BC84BCB7BCDC3B8B3BEEBB0C3C2ABD6DB9E83BB73C3F3C363D073C9F3BF43BC3B9FDBB97BC203B4EBCED3CD9BCC93C063C0E3DB13C94BC2CBD443C1C3D19BCB33A413AAD3A213AC53C9CBCE7BC91BC2BBC783C5E3C133BD3BCCCBC3FBCC53C643B80BCA1BC80BC5ABDB0BC5D3CE3BCC93C853C0B3C053D7EBCB2BCA23C9B3C9BBBEBBA933C99BB673AE23B38BB9BBAD6BCB93B74BC123B8C3B8C3CEBB98B3CE7BB06BCB7BC323C01BB9E3B073D163DB3BB083C3EBA9B3C6CBC613CB13C103C993B44BCBBBC093CD3BC923C5A3DD73BB83CBEB9263CF9BC9BBCAC3B043B213B97BB04BC113C8EBBBCBCB5BC82BC0D3CE53CAEB9B23CDCBC503C0ABD1FBBAE3C0B3D06BDB3BA7ABD11BC563C0E3D1E3D80BC88BB693B033DD33CA33C863B813A60BBBC3B743CB4BC4F3C28BCA2BCD13BE53BA2BCB23CC9BAECBCE5BC273CF7BCDFBB81394E3C64BC93BCB53B313CF53CBD3B1CBD093C513A2D3DB43C993B913C81BC97BC633C29BD84BCBB3BC43C4F3B0A3C00BC15BC82B94FBBA93C8EBB97BC9CBC0ABD19BD2D3DCC3B97BA043B383CC3BC563B7EBB863B07BA9D3AC5BCBFBC93BC313DD63AEEBB08BC1D3C72BC8D3C17BCB23C993BA3BBDDBC903C97BC15BC43BC8E3CCEBA253C85BC5F3B513C3A3C85BB2C3C17BDD3BCA13A483B97BCCEBB04BB473B963A6A3CCC3CD53A5E3C87BC063C5DBC913BB6BC843B2BBC713B50BC06BB07BCCA3CD03BDEBCB03BC3BB6ABCF9B9233CBEBC63BA213D743A26BCC7BC723DE53B41BA6DBC383D2EBCA438F9BB193BA8BC93BB1FBCE3BB103B03BC833CF9BB97BC723C0F3D193D7B3CD8BA93BC4F3C1BBDAFBBBB3B98BC70BA7ABCEABB6CBCA43C9BBC273AEB3BB4BAA03AD23C17BC503B90BCC53B703C77BC0A3C743C253D993B12BC9ABCB8BCDFBCD83B12BB21BC853C793D0B3C503ACDBC933C68BC493B8EBCA13C06BC42393ABBA4BB18BD6ABC3CBD973AFBBB3FBBCD3B453C653C293C20BCDB3A34BAF53CCA3CB83B59BC0E3D59BCEABCF63C323D88BCAD3BDDBCBABB86BB933BAA3BDEBC1D3DB9BBD23CCF3B423D48BBD43ABE3C00BDAC3CF83CF6BCB93ABDBC0E3CDDBC133A893BFA3B09BC1E3B9DBBEF3CA23BB9B66FB999BCD83BA03C0E3C0BB9E03B173D95BB8C3C7ABC74BA06BC813CBD3C13BDF638843C9F3C93BC0CBBDE3CA33C35BCCE3B39BD423C0E3C62BA0BBC1DBC3B3C043D5EBBADBC8EBC2EBC16BD2EBC03BD363CECBA383CC83C1F3C8D3C0C3D843C2F3DCFBC79B985BC513B85BAA1BC0BBC30BDA03C7EBCFBBCB1BCA93C11BDDC3AF3BBD6BBA43CBBBB3C3C00BD83BCA43CAEBC5ABCA7BB54BDB4BA8FBCEEBBE13B3F3CC0BB28BCD2BB26BB62BBD93CC8BB55BC1C3D91BCEC3C1CBC0F3CA73B39BB953CB53C08BCF1BC34BC6B3C453B86BC8A3CB13B86BC823A42BBB73CB0BA63BB243D063C28BCFCBB6BBCA0BC603C08BC1BBCF1BAC33CA8BC3EBD4DBBD2BBCF3C8B3C76BBC83C273D23BC91BC58BC603CA2BC783CA5BC0F3C7E3C85BCE73C21BD953CC2BC36BC0ABB193CE9BC753CAD3C5ABB683CA33CD43C91BBDE3C20BC12BB383C17BCA23CB63C133B8EBC93BC09BD1A3C48BC5DBC8EBA2B3C553C9EBC2EBADFBCBB3C03BBBEBC143D59BC2CBC413C883CBB3C40BCE53BE5BCB5BC0B3D773CCF3C28BDA33C0DBD98BB48BCAE3C7B3CD8BC1B3C15BA3BBD96BCD8BCB1BCA2BB15BCE23CF23A083C3BBBA03C4EBBFBB9B4BC75BA0E3DCC3C5EBAA93C06BCF539833CCCBC803C07BC9CBB91BB87BC7BBCE8BCC23B5CBD79BCC63C673CB5BB09BCF73B6E3CB93C0B3D23BDB83BA33B2EBC54BB83BCC23AA03BDFBCCDBC21BDB7BB583CBF3CA03C97BC92BC83BCA33C68BD483C72BC01BD8A3C153DAF3C883B66BBBCBCB43C713B2ABD86BCC23C7AB97BBCB33B56BC1FBCC73C8EBC273B17BDCD3A4F3CE23BEDBA203DA8BBFE3B2E3C173DCBBCAABC1F3C7DBC8CBCADBBD63BB1BC4DBCD9BC5D3B5EBA87BC793CA13B153D97BC253D6C3CADBB683C26BC65BB5A3B4C3C29BB5C3CC23CA5BAA5BCA4BCC0BB80BA403BA73CA9BC4CBBD93B17BDF63BA5398C3DB43B0C37BBBA77BC353C0D3DD3BCC43BFFBB6ABD7E3CED3CAEBBF43BADBC0ABC29BD89BCEB3CFBBB17BDDBBCABBC21BCF3BC403CD03CCCBBB7BBA6BC97BA44BCBFBBBBBC83BB90BCAE3C57BB823C0E3B633C353C783C5FBCE83CB43C9DBCAC3CDDBCA23CDA3A02BB5F3C13BC163DB1BC9FBCF03C573C3EBC053DAC3B043D4EBC84BB1B3AB1BB8E3A243BA13B45BC063C87BC483CA03CC2BB883BE53C483C703CB3BCB33CDB3CE8BBBBBCD7BB0D3C0CBDA73B29BC7E3BFA3A0E3C4B3CD43BB03C5E3CC1BC7EBC0EBD9CBC593C32BC95BCCFBB40BCEC3C523C1FBD08BD603CC4BA913CFDBAEB3CB2BB543CD2BC193D9DBBB83BE5BB1F3CDA3C8C3CD8BCFD3B33BB89BC82BC4DBA123CE73C5A3A113CB03BA2BC3F3C2BBD4DBC0EBC0CBC2E3DECBBD33CE63CE33C043DD7BBDCBB8ABB1ABB713CAFBC1B3C74BC583CA23C493C0F3C26BCB9BC2B3B38BCA0BB2BBAD0BB943CC43B343C9CBC1EBC9F3B533C433CBCBC8E3CB8BCF8BCCEBC7D3C0BBD9D3BA23B5ABB68BD2C3B24BBFEBCF53BD93C36BAFEBA823CEA3C603B5EBB213C053D423B0EBD32BD7E3C20BC793B993BA5BCE7BB923CE23AACBB36BC95BCD3BC2CBC5E3CE53B46BD523C213C61BCBABC433CDEBC84BC433DD03C12BCD5BC143C4CBA4A3CF53A8B3C2ABC34BB813C40BD0E3CD03C383D123D2A3D04BD0FBB06BD26BCD63A9D3CA3BC12BDF83BC2BB183CEB3B11BC13BDD7BC29BC30BC72BC853C013C3FBD3C3A403DF93C923C86BCDD3C263CB73CC3BC953CF4BBD9BC35BD38BCB9BB55BCF33BB0BC023DEABC8E3BDCBC2FBCFF3BCE3C87BB30BBEFBC613C21BDD4BCEDBCD23C07BC4F3C8CBCAC3BA13B86BD8D3C2B3DD8BB573C47BBB13C55BCA2BCA9BC9DBC6A3B303CC8BBC43CE9BBEF3CA3BB71BCAEBBED3C493C8A3BC0BAF8B9203DC2BC8F3CBB3CBCBC32BDE23C243C92BCC7BBB83A5E3B8CBB0F3DB03B08BD75BA3B3C70BC5A3C40BD15BC2BBDF9BB64BC74BBDFBC5A3DABBCBC3C85BC9B3B9D3BBCBC1D3D69BC68BCA63C94BC98BB8A3C84BB37B93B3DAD3C27BC16BD013CD53C29BCCEBC1CBCD03C543C403D26BB8A3CDD3CC7BBA1BCCBBC983C88BCA0BCEEBA873CD33BDF3B323B743CFC3B493CFEBB41BC55BC013D043D373C0E3CDA3C033C35BA3E3C00BDE8BC96BC6ABC143D66BC0DBC723A233B823B6EBC13BC8ABCABBC0BBC25BC473C89BCDEBC21BD8E3A833C48BCB0BAEFBC20BC68BAAC3C193B6ABC043A0EBC283CD43C3E3CA7BC65BAB3BB243CE9BC1FBB8DBC973CA0B9B8370B3CD53CBFBC7E3CF83BF4BBB3BC70BC5B3DC33CBDBB48BC24BC6CB93FBCB0BC8BBC5D3C01BDEABC19BC34B9273D1FBC47BC633D54B9FC3BFCBC22BB4FBAC43CF9BB70BC423C683CD23BB6BB3D3CFD3C693B94BCB7BB3A3CEA3C013C123C4FBAB7BB24BD48BB6ABB543D093C0D3C57BCF63C0CBBF4BC99BC3E3C4F3C5F3C72BCA7BDE5398E3C9A3CF4BBF63CACBCEF3B33BC3EBB84BB693BF4BC9F3CAFBC6A3A34BCA33C993BEC3CC93C373C963AB8BC4FBC32BD98BC843C0EBC003C483C73BCBCBCECBB613AC2BCC33AB1BCC13A80BB1A3D8BBC95BC223A87BC0F3C5CBCF03CA0BCC1BC9ABCAE391FBC1F3CDC3C1DBB123D5D3AAC3CF63CDABC313C10BC6DBC503B5D3C2CBCFBBBC0BCBB3CB13CA0BC0F3CC9BC09BD9D3B673B253B89BC85BC72BBD13CA03CE33B813CA43C89BCBB3B18BD04BD42BC22BC043DB63BE93C00BD9C3C6A3BE0BCA8BB683AD4BBABBCCDBCB73C133D153D76BB7ABCFBBB6E3C10BCB2BA6EBC6ABB09BDBABB9BBC48BC16BD33BCB43B303DF4BB483CB7BC1DBC1B3C32BA933C81BCABBC04BDFEBB2E3CA0BBD73C65BC0D3CABBC5D3D523DB2BC183DB3BC08BD0F3D48BC5B3B083CC33BA5BCACBA6ABBDBBCB93BE1BCC23A31BC3DBCA93C84BAD33CE5BCC93B593C813C3DBCDCBB8F3B5C3D9C3BED3B8BBC58BCB33C9ABC14BD9FBC9ABB0ABD16BC553C8EBCEB3C183C14BDD0BC3B3C2D3D7BBA8FBC743C3BBBDCBA0BBC55BC983B2ABC26BC003D763D763C08BD02BDF9BB573BA03CD2BCB93CC5BCE93C473BE83B8DBCCA3B14BDA63C0DBD503CB4397ABCB43C54BC03BC09BC7E3BC83BDA3C72BC55BCE9BC68BC973CAB3CEEBB343B70BC4F3CAB3CA3BB43BD43BB4B3CB33C2A3C88BC913CC93C15BCCB3B20BC49BCAEBC1D3D7F3C87BA763B293D2FBC343C87BC8C3B8ABC613CF53B1BBC093C34BC1BBC913BAABC39BC22BCF03C7F3CC73AB1BB643CA6BC263C24BD753C8EBCA53B26BD4E3B59BB3ABC27BCB3BC32BC8CBCF93C083D313C9DBCA5BB0EBD4D3BC83BAE3C40BCE0B9A2BCA3BA0BBC67BC91BCEEBB7EBC92BCCBBC473B17BC0F3C16BC8DBCAF3C1D3CF53CED3C25BC3ABCFC3C",
      torch_tensor_64_torch.bfloat16_1: "0x020000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.bfloat16_2: "0x0200000015BD9DBAFD3B92BB9FBB73BC53BB17BD3DBC763B7DBC82BCA1BB6ABC503C15BD00B9C53C5339CC3C473D3D3CFDBCB93BC13BA73CD03C013C973C1ABCBE3BE7BC15BC733ABE3BDABC51BB98BA263C803C51BCD0BC013DE13C9E3CD4BC383C08BCB03C3D3BE5BB1B3D7BBCE43B9DBB81BABB3C993CB03C2BBCB4BC91BA323DC63B9C3C2F3D77BB55BDF9BCF83CBB3B45BD27BC8EBC593B963C2D3CD5BC5BBC193CF7BA42BC11BDD63C0DBCBC3B673CD1BB883B293D353C003CA2BC62BC353CB93BF4BCACBB35BC4ABC053DD7BC8CBA093DC23C893B55BC313C01BDF1BC173D17BD3EBDD5BC80BB4A3B55BBDD3CD73C093D92BC03BDF1BCE5BC62BB8E3CF93B9ABCAD3A05BD32BC1ABC0BBB623C373C983C47BCA33A07BDBA3BB93C00BD44BB43BCEEBB15BD3EBBB73C513CAA3C8DBCC7BB48BBB9BC8CBC6A3C1A3DEEBB1EBC3D3B213DC2BC1BBDB53CB2BC123D963CCEBBEDBCF13B0A3DB43C6E3CB23B413C9FBC0DBAFC3CF63CE63CFC3C8D3BED3CDF39E4BB7ABABBBB883C843CF0BCCE3C073A633CEBBCD5BCB7BAD23A8C3C9D3B55BBBFBCF73B55BD553C0EBD73BCE2BCF63CF4BCE7BC9E3CE5BC823C633DCE3B3FBBDBBC163B953C633C3C3C5E3C5F3C20BDE0BC9D3B56BA85BCC0BCAA3C69BD0BBD52BC88BCA73C883AC2BBB73C923CBABC29BC30BD0BBB8A3B1A3C033C893A733C85BCF1BCDA3A033D173D223A073C05BC91BC323B10BB643C723A90BC793C4A3B173CB1BC083B073D853C773B57BAD0BCC4BCAF3B88BDE3BBFABCAEBC73BCBC3B12BC12BC6ABC0BBD15BC4D3C043C8E3C003D973C953B1CBBE73C493C963C213BD6BAB13BA4BC9CBB82BB943B96BCABBCEA3CEBBC1C3DB83C53BC8F3C3E3C07BCF23C11BDAD3C863C403C083C94BCA23C37BC3F3CB3BB903C87BCFFBBD73B2E3DA23C863BC93C8BBC42BC293B613C0F3CE2BC47BC04BBB13C8CBC9B3C04BD083CC93C0ABD16BCD83C2BBD4F3B4FBC3BBDFEBC503CBB3B37BA5A3DEABC66BAB9BB65BC98BB0B3CCFBB56BCD33A9BBCFD3C27BC0BBD6BBC2C3C873BFEBBC33C04B981BBF5BBD23B5A3C3E3D333CCEBC293CA03CBC3CD03C10BB94BBE83C913CC6BC0EBD983C2F3CC9BCE4BCAEBC01BDA83CB7B878BC0DBA953C103C0D3B833C0B3CAABCB9BCE53B953C36BD46BAEF3C87BCDF3C123BA03B1CBBE2BCC23C033C0FBDE6BBB93C73BDD2BCBD3C85BC9B3BE73CC5BCA53C9BBC53BC283DE5BA163B5EBC553CAC3CC93CD3BC53BC883C2ABD443BFABBA1BC33BC9CBCDC3C92B99BBC5B3B62BB73BCFBBA8A3CC7BA25BC4B3DC6BB363C39BC88BC9A3C2EBDEDBCF7BBC13C2DBD5ABC013CF2BCA23CA4BC793CE8BC90BC23BDD63CBF3C963B2CBD363D493BD6BB88BC21BC36BCB8BA223CC6BBA2BB87BC233C8A3C153D663AB13B09BD783D08BC57BC08BB3F3CA7BC59BC0EBB15BD633B043DE3BA61BCB0BB293CC4BCD43B623B0B3B1E3C0DBBAFBC14BC8FBC14BD49BCED3B42BDB13C893C8F3CC13CA53B623C123D573B853AC5BC0BBC5C3B9EBB3EBCECBC063DFBBC26BD38BC5B3CB5BC173D8BBCD1BC0D3C47BCA03CEDBBE53BF7BA7E3C43BDC63C8CBB223B2A3CC9BC3B3C433AB03CDCBBE63C973CACBC103DD5BC113B47BAF73C7EBBC33A2DBB3E3A96BC073C44BCAF3C63BBBABCA13C7F3AC0BCFF3A9F3AEE3C03BCC23CA2B94B3C083D65BC73BB023CB4BC3DBCC1BBA63C083DB83C94BBBCBB963CEBBC503D3EBD473C5ABB1CBC8DBC113D03BBC03C9B3C683C9EBABC3C88BB0F3BF8BCB8BC2E3CB93BACBC39BCC8BB843CC3BC9B3C0F3CAB3C2D3C093C943C3ABCB4BCB93B81BC1ABCCDBC61BC8A3B3DBC37BDF93CA2BC7B3C953C0C3C033D41BC8B3C96BC0A3BBCBBE73AA33BFBBB863D263C77BCAB3B043DE83CD6BC09BDF2BB153D76BC4C3C70BC903C9CBCD43C393C773CF63C79BCA6BC4FBC5FBC293D1BBCCE3CA7BC323C883CE23AC13C953C723CC6BCD33CA0BA843B78BA873C14BC74BBDFBCE33CDCBCADBB9DBB7DBC0D3CDFBBEA3BAC3B0C3D95BB04BD493D1E3BCABCD0BCFB3B7CBB38BA41BDFC3CAB3B863A143D81BB7D3C293B843CEEBCBE3CFE399F3C1EBC32BC22BD3B3C53BC3A3C75BC5EBCD0BA9ABB8CBC1E3DC13A223CEF3C08BCB53BA4BCADBC043D8FBC2E3D0C3DF7BBBF3CFA3C183C94BCB13C26BCE6BCC43BD83BE23CCABC60BCC23C35BC06BD173DEFBA4D3C623B1BBD5F3C21BCC3BB85BB55BCC5BCF3BC25BC08BD623CA73CDEBC153D3EBB1D3D3A3C043D0BBDB83C8B3B16BC12BD88BC9CBC6BBC4BBC96BB0DBD8BBC33BCFD3BE6BAB43C9F3BBBBCE23C4EBCCF3CC6BA61BBC7BB1E3B1E3C30BDA33CA7BB8DBCC73CBC3A903B8ABCD83C5DBB193C923C2BBC2D3C14BDB63C55BCA33C5C3CE1BB753CC23CE63BD83B4BBC573D633CE8BC94BB0BBBED3B4CBBC63BB4BB0C3C953B593DECBCB43CEEBB37BD24BCBCBAC53C1DBC7DBC143CB9BC10BC2ABB8ABC2B3D76BAF9BB063C383C24BCDD3B9ABC853B823CB8BB943C63BB983A83BCD0BCD23CD6BCE13BBFBC563CB5BBDA3C7D3CEFBACD3B84BC53BC143DA03C523C4ABCC5BBA33C533C193B86BC15BD023D2ABC09BBDC3B003D88BC17BD9E3B9ABC463D8ABB9E3C5F3C533DAB3BD73CC9BC273C143DF8BA5E3BFC3BF93BEB3C83BAD6BBEC3CF93A273CBEBC54BC823C213C49BCE8BC213C0A3C06BCE6BB003D463C7A3C4D3A0DBD893C3C3C133C70BB98BB143D123C323CA2BCE63C1CBD233D7ABC5CBD9BBCC23C29BAC13CFE3C0DBD6ABB21BCCABC123CA53CFB3B0E3CF2BB4A3CC9BCA83CC03CC73C82BC51BC93BCEABB24BD013C88BCAFBC25BCA53B96BC003A063D223CEC3B893BF4BB503C59BC503C0E3DAD3A4C3C0BBDE63CBA3C4EBB20BDBD3B2D3CD53A20BC943C46BCEA3C023C823C893C3E3D12BA58BCDB3CA43C29BDB33C30BCEBBBCF3B973CABBCC13CA3BC253D583CE6BCF0BCB2BC813BC33CE1BBD23C083D8CBCC0BB673CEABC4DBB413B093CD0BCFF3B68BBC53CC23C00BDE5BB213B883C093C0A3D853C773C88BA0BBC1DBC063D9D3C3DBCEFBC8C3C843C623AD2BB283C91BCC9BC02BBED3B1ABB263CBB3C8E3C373B153C5EBC46BC01BBCB3C42BC923CE3BC7DBB7BBC483B723C95BB81BB543C9DBCC5BCCF3C793B513D3C3D14BD6C3CA93C3C3C3A3C3DBB4F3BA93C0FBD75BCB6BC5DBA98BCD0BC90BC39BB983CFFBB81391C3DDCBCC23C8A3CA93C133DA93C343CCC3A8FBCB4BCBABC0FBC6D3C8E3C60BB503C9CBCF83BA4B955BCDF3C493CD13CD0BB283B0B3D43BADEBAC2BBE83C383DDCBC22BD1E3CC6BBAABBB63C163C4FBC5DBCB03C92BCD53BEDBCB3BC86BC1EBC203D74BC78BCA23CED37EABCDC3C61BB163B7FBC533D203C083DF73B7D3BAB3CCCBC6ABC37BD643C0C3CA23C90BB27BD973CFC3B133C203C2FBC093BDFBAFE3BC43C313C5BBCA63C833CE4BC06BB1B3DBE3C1EBCE53C33BC8ABC693CE5BCF9BC01BC99BBEC3A8C3BCBBBF1BBA8BC4A3B4A3CF1BCDB3BA83C38BCB3BB953B22BDD7BB2B3C78BA833C813CFABC2E3B1DBCC73B57BBDB3A81BBABBAA3BBC5BB17BCCEBBD5BB16BDF2BC583A5F3AB9BC19BC713C55BB793C09BDD2BBDBBCA4BB9FBC6A3B0D3CCFBC0BBCAE3C24BBE93B883CD33CD6BC353DECBCD7BB4D3B5ABD9A3CE43C7EBCFFB90E3D2ABC72BC1F3C80BBA5BCB1BCA83A34BC173CF5BB9C3CE9BCD83B343D99BB08BC913C18BC873B32BC93BC413CCBBBA8BC1CBCD3BCE6BB24BC0B3CC7B99ABC3C3CBDBA05BD2DBB9BBA4CBB02BCD23C163C633CEEBBA83B653A89BCD93ADE39CDB94DBCF9BB193BC1BBAE3C56BCB53C773B5DB982BC6A3BBF3C1F3C8A3C1F3D933C9DBC92BB7DBC6B3CB4BB883A2A3D223CC03B863C293C42BCD5BA6B3C8C3B813B27BB273DE0BC003D193DE239FDBC183D4B3C7CBBADBC0BBCD3BC803CF2BB5EB9A8BA84BB25BCD93CA4BB0EBCCBBB663C33BC0C3D08BCBB3C9239E73BAEBC873CD93C903C6FBCAD3C77BB5D3CC73BF9BB0A3D53BB063BA3BBBE3C133C0FBC3C3C153C233D06BC193CC3BA963C513C963CA8BC1D3D63BAACBBCB3C20BD43BB453CD3BB633D7CBCA8BC02BC45BC12BD09BC8D3B37BCEDBA533B4CBCF93B22BD0DBC8FBCE0BC9CBCDABB363CB33CB73CD9BB9B3C16BDC9BB543B7E3CC5B9883BDFBB18BCA9BCFFBC60BC21BB86BC39BCC2BAAABA20BD733C3A3C333C7DBCA23C323B943B09BB0BBCE03BD73C0EBD8F3BFDBC0A3DF73C783C203CCB3C11BC83BC3C3C913C06BC68BC32BCC0BC093DA53B953C25BDB7BBCC3CFCBBF6BB163D53BC1B3D35BB8D3C8BBB87BC993CD1BCA8BCBFBCB1BCCA3B73BC8C3BDF3CA43C64BC47BCBABC013D923A37BB0E3AD2BC70BA27BD903B3B3D053C8ABC41BC05BD3F3CE33C233C43B722BC17BDE43CDCBBBBBB02BD893C4DBC85BCE93CC1BBE6BA6FBCA33C37BC5C3BD03CDDBC0F3D89BBE4BCA5BBCDBC0D3D5FBC7CBC103D2E3B283C323AEA3AE33C66BC9C3CCD3CAF3CA6BC44BC1E3CA13C94BC46BB0BBC98BC77BBEA3C22BDD0BBA13C213CA4BCAABC693B593C77BB1EBB6E3C57BCBCBB37BC5C3CC0BCD43A91BC8B3C98BCF13C4A3CEA3C91BC853BC83C5ABCB73CFA3CA7BB8A3CCEBC9C3BDDBB91BBC7BC8DBCDB3C8A3C203CB0B9693A773BAEBB08BCF5BBBD3C32BCFC3C19BDD7BC7DBC4ABB86BCA4BCD93C873CC6B9D6BB103D7E3C343CA93C1FBA38BD12BCBB3C24BD76BB91BC8C3CF3BC403CDD3CB63CB73C31BC413CA2BCC6BB623C4F3C113D1FBC093C30BC41BBD63CE7BA9E3BFC3C383CD1BC523C61BB753BC63C82BB5E3CD6BC52BC9D3A55BB87BC943C733CC13CA43CB23C823A0FBDA1BB803C3F3CD93C27BC43BCE03B503CEBBA23BCE03B87BC9C3CCDBCD43AD93CDF3CA5BBCEBBA6BAB63BA63CE2BCAD3C9639D53C4DBB393B213CC0BC4ABC0E3D8EBAB43BEABCDDBCC1BCABBC1D3CFB3CC53B93BC043D8C3A3F3CBC3B5A3C11BC3D3CB3BC1CBB0D3C5BBB41BB9BBB853CC73B34BB32BD5EBC44BCD43B6CBC4C3CFB3C32BD81BC963C8ABCFE3C663B903B02BCAA3C8BBC86BB5F3BA13B1D3DBC3CD8BB013C013CA33CC23B923CC23CD0BCA3BBF13CCCBC9DBCFA3C0A3C61BCAC3C833CF73A3BBC8CBC37BCE53C53BC8EBB25BDB43C1FBC90BCC23CA83B25BD6A3BB6BCDF3C153DEFBC66BCECBCF73C89BC7EBC713CEABBC3BB28BD7E3DD93C47BBDFBC82BC96BC93BC853CE1BC61BC54BD5ABBF43BC73CD4BC6EBC12BCA1BAAC3BF0BB913C053D8E3C4D3B983AC7BC233D74BC5E3D76BC27BCB33C573BBDBBCB3BAB3C733DD5BC95BC2ABD1C3CCE3C05BDFC398D3CC73C0FBC9B3C61BC6A3CC93C5C3C123DA03C1D3D583CF13B863C0E3D81BBB43C00BD4ABC5D3CC6BC05BD1ABD143BD03B72BC9B3C2BBC333B893C4DBCE53B3FBC9ABC0D3DD0BCFA3B1A3C863C4EBC8EBC94BC85BA3ABC37BDCB3CD13CBC3B123C653C92BC74BCD23C003CEEBC083D24BD70BCAF3B9E3BAB3CE6BC6FBC713C6ABCF2BBDC3BBEBC913BC43B22BC1D3CC7BC7FBCECBAAEBC7A3C4B3CAE3C933CFABB40BC853BAF3CF6BC453C723B81BC4E3CBC3CC43BF53BE23BBEBBF5BA583C193CD33C4E3C903C27BCDBBB3EBDA6BC093C52BC943D9A3CBEBAF33C163DA2BCC7BCD7BCB8BCE63B9E3CB7BC27BB0FBAADBCADBC54BC1DBB833C19BDD6BBC83C343B4A3D8C3C113C2FBC41BB493C873CC73CE13B69BCBFBA213DFE3C6B3C843C58BCA9BC19BC6D3CA33C28BD143C923C18BBF0BBAF3C95BC8BBAD93CDF3A8B3CD1BCE03C",
      torch_tensor_32_torch.bfloat16_23: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_22: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_21: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_12: "0x02000000EFBA4F3CFB3C2EBD033CB3BB8DBB52BCAFBB17BCD23CC93BEC3B0BBC383C95BB0A3D28BD92BBDA3C543CA4BC98BCA6BA60BC7CBCA23C673CCE3C513CD2BB773C6FBCDABCB8BC74BB9ABC66BCD1BC60BC383D423B99BCE7B906BC1DBD6DBBD3BCD43C92BBA03C1B3DC0BB913C9EBB36BCE739713BB0BAC8BCE33B8E3CE93CF5B90F3B1D3C2DBC05BDE23B8A3CF3BC283CB9BC033BB33B233C2F3C60BDA23C9FBC363C523CB1BC3F3CC73BA9BBD3BB5BBCF8BA14BB933CBBBC8D3CAC3B843C813C46BC1A3D89BB32BCE23CB1BC3EBC093BADBC1EBDA63BB23B29BDE43BE3BB3CBB1A3B863BFD3BECBC98BCFFBC96BC50BC173C1D3D07BC3E3B24BD06BD113D0FBD653D8DBCA1BBA0BC75BCDB3C733BCABB483B7CBC26BDAE3C573BBD3C3E3C573CCC3C013C9F3C86BCB73C2E3CB13CA2BC28BD43BC9A3C913C3CBC14BC88BC80BDE9BBC2BB2A3C9F3BB6BC183C7B3C9FBACD3B0C3D97BBCFBCFBBA363C503B2BBC153C0EBC9DBBC8BC6ABC3CBDAFBC443CB4BCF2BC38BC01BCCD3C843C27BD043C00BCD3BC2EBD0BBC4A3B1C3CF63CE73C47BC893CA63B683BE53B273CA03CBF3B463B3BBC073B57BC19BAB53B203C88BC27BC4DBCB6BCD83CFD3C4E3A853A34BDD8BBE03CBEBCFDBCEBBC44BDA4BC95BB153DFD3C353C11BC2E3DE9BAA4BC053DCCBBBCBB03BCC4BA9C3CC9BB193B9B3C72BCDDBB07BDD0BC983C41BC06BC85BC623CB6BB563A8D3CC1BBFE3C2BBC06BDA2BCF2BC363D53BC3DBC60BCE6BBFD3BB13CEAB991BB15BC783CCCBA863CE63C67BCE23BB03B87BCE43CC93AF43C3FB9FABC2F3B143CA03CCFBB523C87BC15BD24BD073C1D3CA6BA973CE6BC4A3B8EBBD3BC1DBC40BCB9BC343CA7BB0FBCCFBC8D3BA03C75BC6F3C1BBBCE3CB4BB0E3C303DDA3B9DBDA23B16BD4A3C8ABC27BB1F3CE1BC203CE7BCFE3B053DD1BBB0BC0ABC433C18BBCDBC123C103CF93CD8BB41BC8CBC413CAA3C713BB3BB9CBB0D3CD73C633C7D3C343C6FBC4BBCCABB88BA233B70BB803C203D0FBCB13C3BBD833C693CD43C70BC323BE6BB473CAC3ACE3C0B3BC2BC2B3C8F3967BCD13B503C0F3D503B4ABBED3C2D3DD438413C213DC8BC3F3C633B92BC083B703C2EBDB9BB9BBAEE3B3CBC363C0ABB70BBAF3C6CBBEE3AE63CAA3CBCBCCCBB093D88BCA43CDBBBBEBBA9BCD3BB12BDE1BB063CB23B753C41BCBBBC063DF5BCF8BB67BC853C01BDF43BA43AFE3C91BC163C29BC293C8C3C2EBB27BD97BCFD3B933C43BC87BCCC3CB1BBF23B3ABB82BCBCBBFA3C83BC153D033D8EBBC2BC363BCCBC89BC8FBC4BBCFD3B743BCD3CA7BB74BB90BB903BB73B6FBCFEBC71BC883A3E3BD73B85BC92BA5FBBFC3CB1BCA9BC323C9D3C1BBC9C3C31BC5BBBF6BC8B3C81BCC13CF4B80ABD0EBB8A3C5E3CD3BB1C3C193C763C77BCEE3B5D3C2FBDEA3B063CA13C6739AA3CF93CE83A3F3CEB3B59BC3ABA97BBDFBC98BC1CBD91BB2BBC883A97BC0B3D483C1C3D1F3B8A3CEE3B21BCA13C1CBDDF3B513C023C123C783C08BD5DBC4F3C1C3D953C423C583D783C20BDC2BC583C5FBD47BD2C3CA1BCE6BBE4BB833C33BC313C80BB8D3C313C27BC7EBB4DBCC6BBBABCC1BB093BA43B423CCCB9693ADB3AAD3C743C373C6B3CA8BB0BBC0CBCB0BCAEBC803CBABC4CBCFA3C64BC22BD9DBCBDBCE6BB763C79BC9DBB7A3CB93896BC1A3D40BCDF3B2CBD19BD7C3C2D3BADBCAF3C673C90BCCF3A9D3BFB3CBC3C89BB00BC213B0BBD4DBC81BC103CDABC3E3DA2BA9F3B38BCF03C5B3C57BCCB3BA3BC9BBB513BBD3C123C4ABC983C6DBC76BC1ABC013C98BCB33CCFBBCB3C06BD9DBA7C3CB9BCF8BB053D6D3DD53A9A3BB5BCA03C6BBB83BB2DBC82BC0F3DEF3C49BD493C92BB4DBADD3BD2BCDEBC203DD5BCC8BBA1BC973B493C203CD33C993CAC3CB73A03BC103C36BDA7BC9BBC293BA83CC1BABCBC9FBB14BDA9BC91BC52BA89BBBCBCC03C92BCFA3C2D3D013C09BD14BD5A3C4F3C7D3C22BCF53BA1BC0C3CB9BC413B0CBC92BBB2BABA3C8B3CA13C083C213CF0BA32BC41BC9BBCFFBC7EBBC33C9C3CFE3B663C90BB283C5FBB353C0CBD26BC023C3D3C243C8A3A363CE0BC753A17BD7BBC7ABCDABC9D3C153C9EBC1E3A963B1B3C08BD5B3CFABC253DDEBC1BBD4DBC44BDE9BA50BC1ABDA6BBC0BCA63CE23C62BC3CBDBA3C5B3CED3CE53AB3BB853B4DBC253CEBBC8F3996B94D3CB1BC52BC923C43BCD8BC17BBBCBB11BD97BBAFB95B3CEF3CACBBCB3CB2BBC3BC9EBB293CDB3B573C02BD8B3CCA3A7DBC2CBC0C3CD5BB9AB9A5BB26BD993C863C993CE03C92BC0BBBB13CD83BF5BCBB3B483D8B3BA1BC8A3C9CBB6BBC873CA5BBCF3C30BCE33B82BB00BD1F3D823C98BC5F3C02BD7ABC91BC9E3C903C9EBCF3BBFD3AC03C8C396CBC803C6CBC583A9BBB0A3B5D3C693C8A3C71BCF83C1DBBF83BA6BC79BCBBBC883CA1BCBEBBE13C9F3C8339EA3C1ABCE83C4EBC2BBD993CB73BCE3C2BBBA13C32BC81BC21BC46BB36BC813C663CDB3C063C413CC7BC843C00BC9EBCA43C5ABC04BD8D3C52BB693C09BDE03B1ABB85BC0ABC53BCE9BB22BC97BC0C3C9BBAEB3B78BA0D3C2B3DA3BCF3BC823BA1BB8FBC23BC583C69BCB9BC3ABDE93CB43CBF3A63BC19BD02BDA83A7ABC823CE8BBDCBBEEBB933C843CDF3B33398B3AF63CFEBCAC3BDB3B1CBD0EBB4FBB26BDD6BCC6BCF53C843C8B3CAF3B86BB213CC3BC783A02BB5F3C0B3CDC3A0F3D63BC913CC03C7E3CEC3C143DAF3C1C3D883CB2BC453C3B3CFA3A923CFE3CE43C34BB3FBCD33970BC993C75BBAC3B52BC3B3C83BCE03CE23CD63C293B99BC163CAE3CC93CD6BC3CBA0FBD523CF3BBAC3B2E3CB73C23BC853C623C7E3C5B3C733C90BCB2BC7B3C16BD383CB73B2C3C18BA743AC4BB",
      torch_tensor_32_torch.bfloat16_20: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_11: "0x020000004B3C523B01BD67BCE0BC123D02BC9CBD1ABD0A3DBDBC213CBEBC49BC403C91BC81BCB33BE2BC723C4B3C6EBBBDBA183D6F3C15BDFCBBA0BC94BC9A3B6C3BC03C3F3C593C163CDE393D3B203C3D3C82BCAABB013DB0BBB9BCABBCF03C1ABCFABC11BCCD3C233C8BBC5EBB113BA9BCC83A243BE63C0E3C6EBCA73BBF3918BDCB3BDD3C5D3C6B3CEEBCFEBC143CBFBB8B3B3E3D92BC9F3CF33B00BCB5BC063D8C3C993CBD3C1FBC2CBC3DBA6E3C9D3BE7BAF53C883B2DBB76BBA93BD03B2DBB33393EBC03BC9D3C293B06BCAA3CD83A0EBDFABC67BC7D3C073B5ABCE0BC983CF4BC643CCABC403DDFBC3A3C08BC993C933C413C10BB8EBBD93CC8BC683B533C34BC0A3D843CFDBC44BCCF3C153B79BBE8BC35BDBFBC0A3A403C073DD13A123BEB3B4F3D88BC933BC7BC3CBCDABCA4BA6EBCB1BC88BC8BBC9F3CB63CB93CABBC343CD4BC033C273B90BC53BB073D7FBCF73BF4393ABB0D3DC13C70BCAD3CE13A8F3CAEBC823C3E3D57392ABB063D0D3D98BC313CDE3CD1BC51BCB2B9C439B3BC363AEDBB073B253C25BCC73B0ABDC93C733C413C413C1ABBBE3CCC3B1E3CC4BC183C383C0A3BDD3B30BC14BC89BBA7BBB33C1C3DE7BBBFBBB33BC8BBE93B15BC14BD8F3CF9BCD9BB493C3C3CF83A523D94BC273B0EBDBFBCE1BB9ABCA9BCF53B7AB98FBC28BC5E3CD4BC8DBC8EBCD6BCC63941BC86BC33BCB8BC1ABBACBC4CBC243C0ABDFC3CFCBC66BCB7BCC63B0D3CA1BBF03A2E3D8D3C833C50BC08BC093D42BC433C2A3D8ABCEB3ABD3B9CBBA93C0F3C39BC8B3BE13B853B1A3D123D63BCA6BC1ABDD0BC763C0FBD4D3DFABB8C3C90BB653D53BCFA3AD7BBBF3B8D3BC43A7ABCDA3C963C653C303D06BC2B3C483BFBBBC33A383C4E3C8E3AA03C21BCA33C5F3BB8BC4C3C763CC03C853B8FBBD83C263A2EBC2E3C313C08BC793B6BBC2FBC76BCDC3CC63CA43CDDBBF43B533CA03C083C363CBD3AE7BB3D3DD43CB53A083BBC3B033D8CBA0F3C583CEBBC0CBDBA3AC03C93BB013CEE3C8DBB1FBD4BBDF3BAC6BC2A3B7B3CBC3C0ABB963C14BC953CC73C0EBC4FBD763B953B2C3C503CF0BC0EBCC03B7F3CC03CF5BBCA3BF7BB10BB733DCABB16BC82BC9FBBBEBC9B3B7D3D45BBBABCE8BB793CFABCC33B09BCC2BC9CBCDABB313D96BC1E3C7ABC45BCCC3C093CFFBBDEBC4D3C11BDE13C45BCA13CF5BC833C333C4F3CB6BAE7BBA03A8B3C36BC9BBB6B3B51BD083CB53B533CC13C323C263C103D0BBBCCBC3C3DCF3C88BC76BBDCBBC03C85BB503BA8BCEE3ACABB98BCEC3CF03C7A3C10BC7ABA24BAF93C003ACFBC0D3DBFBC98BB2D3C2DBB43BC26BDDEBC2FBC5D3C12BD65BC7ABC593C393CFF3B1ABD863CA73CE5BC08BCDC3A5ABC773B0ABCA13C04BCAC3B6ABA723BD0BC263C4B3CFB3CCFBA5EBB003CA7BC013D51BBB3BCF4BB023D313C813BB0BC4EBCD4B9A6BBFCBC76BCEF3C18BC043CE9BBAD3BDA3B39BBC0BAE23A04BCE0BC19BC9B3CAEBC2EBC29BC32BC19BD52BD3ABA08BD83BC15BC463C8B3C1B3C1E3CACBC293C34BD073CD73C24BC7EBB9E3C84BC8A3A4A3A86BC00BDDE3B1E3C393CA33C7B3C203C053C19BDA5BB823C1ABB243C7D3D9EBC653C6BBB12BC7F3D3BBC59BC043B7A3A98BCD53CDC3C343D02BD6EBB82BA123DC43CB43BA13C11BD6FBC0ABCF4BC8BBC163CCABB7A3C69BCE9BB663C363C4C3C303B1ABD9D3C88BB4ABC19BD573C2CBD39BDE3BCB4BB41BBBBBB24BBADBCBD3C453C94BAB53C10BB93BCB03CBF3C6D3B743B1E3C043C35BC693B123C3F3C0A3B333CD03C1C3B88BB04BCDB3C5CBCC63C003DB6BC903AC03CBC3C31BC9D3C84BB91BACE3C9EBCA1BBEE3C003DB73BECBCA33CDCBC8D3C87BCEA3AF4BC963C063D113C683A633C373CC13B653C94BC1B3A963CE2BBF0BC9F3C8FBB9C3C9A3B2CBDB23B813C333BB83C2CBD6C3CE43B613BD23CE1BB423CC9BBF4BA8CBB9ABCB8BCC3BB103C8DBA4B3CAA3BD03C9DBCC33CCD3B08BCEBBC76BC873C2BBB573CEFBB893B00BD0FBD183C8FBC20BC443B3D3C06BD193D41BD4A3C2B3CD7BCF0BC95BC79BC10BCB1BB55BC00BC8B3CBBBBF0BCFCBCB13C2ABBEE3C573C633C8CBC3D3D1F3D893CC2BCC5BC113C9EBCE9BBA1BCAFBA21BCB2BC0FBB93BC063D40BD1B3D053DDB3CD43B643C12BCD63CF93C0E3C15BDB53C853C8D3C54BCC9BCDFBC1A3BAD3CCF3B113B66BBBEBAF5BA95BCE33BFABC0DBCB43CC4B6603B743AEF3B22BA943CA93C30BC47BC7E3CB5BBF63C3FBD563D30BD00BDF73B9D3B8E3CBB3B2DBB65BC89BC013C653C553C0D3C77BCF33B113DB5BCCBBC3E3C8CBB813C3EBC0E3DF13C49BC0C3D033B89BB163DA53C4E3CE63B38BD4F3D1BBDC0BB7ABC7E3C86BC57BC793CF23B0E3D623C04BD103C903B70BC97BC123DED3C233B0FBCEABBE03C06BDEC3CA3BC423B25BC403C433CDC3BB43CA3BC4EBBF0BA273AEE3C93BCEABC6FBA1F3CC3BB803C1DBBF03C9D3C09BDE23B1EBC6C3B1F3C63BCC9BCEB3BC1BCF7BBCB3BC1BCED3C1E3C86BC4B3C2D3D07BABB3CEC3B593CC73CD23C2B3D86BCB23BADBCEBBCBFBBF73A20BD203D633B623CDC3B583C1D3CE43C0C3C733B983C0B3D00BC55BC8F3CB0BC09BDF93CE9BBEEBC043C513BD1BC043C0A3C9F3B20BD0ABBB6BB7D3CF63C0ABAA9BB653BA43CA9BB66BC5C3CB2BB3FBC3D3CC2BC0A3D51BBB6BC8C3A50BA8E3CDA3C55BC7ABA9B3CB43C74BCC73C473C3CBC12BA9BBB8DBB163C13BC1CBDA93CE53C33BC55BD1BBD0BBCD13C9F3A443CEA3CBDBC6EB8943C4DBC8F3BB53B6BBB3B3C4CBC79BB053DBD3B1BBD7E3C993C9A3BC33C84BC563B8CBCF73C1EBDE0BAF6BC1EB992BC603DAB3C96BCD13C45BC62BB5A3D97BC113D3E3C90BCCEBB78BB873B",
      torch_tensor_32_32_torch.bfloat16_10: "0x020000009ABC41BC843C8FBAA2BC583CB6BC0D3CF1BBFEBC343B03BCC5BC9E3C83BC1CBD5E3C05BBDB3ABB3CA63B98BBA5BC21BD2F3CAC3C7CBCBDBBB2BCE5BCD3BB1FBB97BB1F3C273C343D56BB80BB95BC1FBD1DBB893CA83BAEBCB2BB853B26BCA63B0D3C2B3C233C1B3D8A3CB53C643CF0BA7FBB9BBC593B89BC803C7FBCAA3ABC3CCD3B9BBC0A3CFE3C653D96BC92BC1EBCAE3AEFBCADBB973B47BB77BB383C66BC903D93BC02BC953CD73C0E3DE7BB103D2EBCFC3BF83C953AEBBA3E3C83BCE2BB28BC3BBC033CA13CB1BC16BD0DBD8E3B1DBCFFBC98BC6E3C6F3C7F3B36BC3C3CF9BB6E3B343D29BB23BCF9BC5ABC6ABBE63C91BC88BA9A39273B43BD943CFF3CE23CC53CF13BAFBC2ABCF1BC013D64BCE93A07BCBFBCC4BC8CBBC6BC1C3A71BD44BC483CE6BCBEBC52BB313DF9BA1E3C413D333BE43C073C2A3D713C233C03BD153D7D3CB4BBB63AA13CFCBB58BC85BC0FBDBEBC32BCE13AC83CBCBC58BB5E3C25BC53BC0F3CC63C7BBB47BC9FBC41BBB2B9BE3B1CBA73BCD23C213DC33B4B3C88BC33BBE13B563C5CBC9ABC843CB8BCFE39B2BB4E3D2EBD0CBCADBC123C62BB103D803B323CC6BC0DBD97BC8CBB8D3B283D383BC9BC2C3C12BD18BCCD3CB33C82BCF4BBF0BAE6BBC13CD23CA53CE93B693CCA3A0E3CB33CC6BCA4BCFCBCE53ABFBCBE3CE43BF4BC5D3B06BC303D823C7B3C08BC2DBCE4BC88BBCABCCB3C99BCC73C023C83BB273CA6BC0DBCAC3C2B3DECBB3B3DA0BC573CF1BC24BC0B3D373CB7BC8EBB8BBD4DBC41BA603D09BC65BBAFBB86BC71BC85BC9EBBCF3C15BB2D3D1BBDCD3AB33AB63B153B0E3C9DBCC1BC8F3C62BC013DEC3C47BC473C4E3CAA3BB73C583B49BC38BD203CF13A853CBABB0EBCB43B463C1C3B53BCB8BC05BD47BC223CDFBCC03B633C073DA6BBF0BB123D1EBCDDBB23BD263A76BC35BD25BCAABBCEBCE93CC6BB75BCADBC563B133CB43B4E3C4BBC91BA4EBBF8BC9BBA843CF3BA223C543C4A3C213C14BC1A3B913C9B3B81BCE1BC723C893C88BC81BB42BC0FBC13BDBDBCED3A06BDB03C1BBD86BB003D6DBBC23C2D3D1F3BC43994BC56BCB63B083CE53B93BBC3BAB3BC1DBDA5BC99BC2C3C23BCBC3A873CA0BB8A3C703C03BB073C6ABCDABBB73A94BCA53CC9BC183D973CD9BB03BDFABC8DBCFD3C023DF1BB653B07BD94BB8B3B24BBB1BCE33C83BB643CCDBC983C4EBCF53B583B20BB193DE3BC5E3BE8BCC93C2B3C063D8D3CA43B72BCB8BB423B3CBC2E3BADBC0A3D263B0ABC003BBE3A4FBBFC3B88B919BD433CE6BA03BD88BB553C403CF43A6CBC35BC90BCD9BB7FBC7BBC353DCB3CAFBC8ABC4FBB873CA03CC6BCBBBCECBBAA3A793BDEBBD93A8DBC8CBCC93CBE3C8DBC55BCB83B443CCABCD13BCABB613AE6BB33BDA9398BBBBCBC193B0DBC4EBC773BC83BE6B91BBCB8BC813C6FBB203DEF3C9F3C98BABD3BE43C873CF73CC2BB8B3C17BB063DEE3C48BB083D10BC093C9F3C083D9DBC7139673C60BD513C023CB7BC48BC8ABC813C7EBA623DC43AA8BC6C3C6DBC0BBCA13C983B3F3CDB3B77BC543C2C3C3D3B8A3C4CB98C3BE63CF53AA3BCBD381C3C463C053D4A3CCDB97EB952BDA33C943C563C113D41BC51BB2E3CA8BC95BC0FBC22BB773C0D3CF8BB933A4ABC42BC8839DBBC41BB81BB833C3E3C033CCA3B423DC93CFF3CC7BC8D3C1A3B1EBCB7BAC1BB333BFF3B263D25BB053C35BC113D853C64BC26BC423C3E3D9A3CB63C4E3CCB3C6E3BDDBB983B4F3C1BBD45BC60BC0D3BC1BB7ABB8EBB4DBCBC3B973C8D3CE33A7F3CC2BC5BBBE63C5E3CC33A66BDBBBCE4BC733CABBC8A3C033C653AB13CA33B6C3D013B2B3D82BCF13B65BCA43C96BCC6BBA5BC8ABB8BBC40BD4BBC1A3D5E3CE03C23BBA1BC82BAE8BC153C48BC99BC08BBFA38C7BB62BB943BDEBC663C2BBCC83C71BA7FBB1DBD883C823C5A3BB7BC34BD35BCB83B043DD33B53BB413B323C3B3CB8BA01BB3EBC41BCF53A4C3CB93C47BCCBBBF73A7F3CF8B96A3A7CBC5F3C1EBC61BCD83BBF3C00BDD03AC43B8A3D1DBCD6BB783C64BCC9BCD63CC63988BC21BC093C673CC83CDE3CE93C223CAF3C78BC98BC583B4BBCAA3BC33C73BC99BA1BBCBCBCE2BC06BCD9BCC4BB1DBC343C4EBC57BCF4BCA1BC9E3C9B3C98BB0A3C63BC6CBC3E3CB3BB4C3CC83BD0BBD13CCA3C2DBB6CBB9DBC653CD5BCCBBC053D223D853C5ABD49BB77BBB13C123B96BCE5BCEEBBFD3A743C9FBCE1BBF4BBBFBC71BD48BCF53C5A3C51BC733B02BD3E3D10BB1E3CBB3C1EBD66BC20BDD53C6CBCC63C063DDD3CC6BA9ABC3B3CF33BA3BBC73BB0B9A7BCAA3C9CBCCC3A073DE13B033DF6BCC43B043CFBBB29BCA93C16BC83BBA5BC993C83BC86BCFD3B98BCC5BB0E3BC13C79B824BC4BBBB33C6DBC11BC3B3C9CBCFB3A803CABBC183C543C64BAD13B0E3DD4BC39BBED3B063C463CA33C4A3C67BC3CBB563BD73AAB3C8D3B38BC2E3D6E3C7CBC953B25BDA2B95E3C353CA03B1BBC513CF83CFC3BB73A9BBBF53CC2BC2BBD9CBCBC3AB13CAABCACBC2B3C303DC83CDBBBCBBBA3B9293D5ABC26BCAE3CA03B45BB453CB1B90FBD7E3C42BCF2BC91BCABBCDC3C22BC193C413B7ABDF83B0B3D973A02BD3A3C0FBDD0BC03BD24BC9F3C6B3B8ABC5ABC24BC793B99BA233D28BCA53CFE3CFF3A24BD793B763C783CC73CEFBBC53C623B0F3C7ABC643BD7BBAD3C453B1BBDFF3C7BBC87BC493A4EBDF83C153CCB3C6E39EAB91E3D263C72BCA03C5CBA97BCF53C173DB7BC1BBAB13C8E3C8C3CC0BA18BC98BAFDBBBA3C5CBBBB3C06BDB6BA973CC13C393C333D23BCAC3BD83A053DD5BB38BB2C3B7CBC75BB0BBC84BAEF3BB13C73BC873CDA3CBE3ABB3C15BD423B6B3C14BD99BC79BBC13C023DAB3C18BDFA3CA8BC3A3C",
      torch_tensor_32_torch.bfloat16_19: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_9: "0x02000000903B94BC033C17BD8ABC95BB343C64BC763BA63A78BC59BD153CB93C9CBCC73C893C02BD6BBBDC3C633CE03BAD3BFDBBC13C5C3D04BC863C61BC0F3B95BC21BC913C5A3B0ABDEA3C1CBB0A3D8FBA8EBC05BDAD3C18BC943BD93C2E3D343ABE3C843C1CBD7F3D92BCECBBD4BBD9BB263CAD3C283DDDBB86BC493C923AA13A9ABC65BC653C593C293CC63BD5BC253B71BC27BCDD3C0ABB133BE03C6EBDCFBCA13A5DBC963C3DBC973A73BCA73A3CBC0CBC7ABBB6BC31BCFBBC313C34BD553B893B1E3C9A3B24BC16BD44BC9E3C0D3CA3BC0C3B92BC9ABBBA3C5DBC82BCE4BCC93AB8BCE6BC2DBD133C9BBC843CB0BCBBBC3738553CB23C8CBB47BC0D3CC33B08BCF83C69BC173BAFBCBFBC353D713B97BC3BBCC8BC833CDF3B0A3B80BB263D06BCA1BC333DCA3C3ABBE63C0F3C223DECBC463C823C1DBCBCBCB83C0C3CF83B013CA73B9CBCC5BCAB3C59BBF43B77BC913CB1BCC2BCC5BBD1BC73BB0B3C153C4E3C16BBBDBCB13C543C94BBCBBCC439BEBCA8BBA8BCC4BBF3BBF93BD8BCAC3CA3BC353C6DBBDE3C09BCACBCB4BBE53B0E3D53BCCD3C3EBCD73B25BCA23C203D613CFFBAAC3C113C4BBC53BB78BC6ABCC33B9D3CCABCB1BBAABCC9BC0B3D29BC9A3CBE3CA7BC12BC7C3CE13CEE3AA8BC66BB4BBDE33C3ABC00BDFEBBB6BCB53A0D3CEF3C3E3A553B80BC9ABB793C90BBDC3C233C583CD1BA1ABCE03B7A3B2C3C093CB03C18BDCC3C87BC413CD43B023C8EBCB43A713C9FBCC6BCBFBCDBBAC03BCCBC8C3C45BCE73B41BD53B9BDBB95BC02B8593A6A3CBBBA623CB8BC1F3CD4BC12BB23BC4D3B87BC033B983C2B3C96B9533C313CA2BCC9BAF0BCA03C613C8EBCC0BC13BD93BBB8BC273CA2BB1FBC05BD71BB473ABEBC063D8FBCD5BBB2BB8FBC413CD2BC4B3B55BC87BBEF3A133D3FBB043DFD3B64BC55BC273DB7BC763CA3BC213CD7BC6BBCB73C543B9D3AC7BB603CFABBE6BBDC3A153CC4B7C5BC8E3C8DBC5F3CA73C2EBC393C043D90BCF43C7E3C0CBD123D57BCE13B803C3C3DC43CE6BC163C0FBCD93BC2BCB93968BCC2BBB13CE03CDE3CBABB8B3B713C103CA9BB483CB1BB4F3B843C0CBC30BD26BD7FBB7FBC0C3DFE3C8F3B833C133C28BDEFBB383CB63C033D40BDE0BC2E3CDEBC82BCD63C72BCB03B92BC8A3C9FBCA63C9F3CC93C253B693C2E3BEA3AA3BCCB3C87BB99BC143CF7BB80BC113CA83B1C3DCDBB073CBEBB17BC1A3C1D3C783C113D013D0C3D023B663CFB3C77B93ABCF2BAE03C9DBCB23C8D3BEE3C67BC5F3D043DBC3B25BBF1BB44BC0ABC94BB053D7DBC153D0BBD85BB093DA2BCABBCA6BA0B3CD0BC89BC61BCA2BC413C9FBBDB3B48BB40BB6EBB3BBCDEBB423CD83CA23B433CA6BAB03C843C693CB8BCC63B4C3C38BC66BA673C5ABCD23B0A3C24BCDFBB29BCF1BB85BCA4BC83BC3DBC11BDD7BC25BDC13C4F3C30BA523C3ABDD63C3C3C0FBDAABC0DBD803CA3BA2F3D07BDDEBBCFBB5A3B9D3CAF3A9CBB95BC653CA23CF4B971BBE2BCB93CD4BCA2BCF3BBABBC23BD253B093D403CADBB24BB36BDD63A23BD92BB12BDAE3C99BB1B3BAB3C28BAA8BA13BA15BDA2BC423C8B3CB53C173CD73CC73C5EBC1EBC403CE43C8CBB53BC883C87BCF53B09BAC73C0D3D94BCAD3CAF3C863B81BCBC3AD3BCDE3C7FBC6ABC70BC683A8F3CC5BBF83BE63B723C943CFF3C42BC6D3C113CC93BB7BC10BC8ABC133BCF3CD73C913C8EBBD1BC02BC6BBCEEBBD53C533C9ABC643A7B3CBCBC9CBC983B9BBCADBC93BC923C863C23BC92BC603BA73BD7BBA8BCDABCF1BB80BC8DB6003DEB3CDD3AD03B4B3C7DBD9A3C6FBB2D3CC23C90BC1A3B95BB0F3DD93C0D3D9D3A56BCFB3C03BDDEBC933CBFBC0B3C5C3C9B3CB7BC813C9BBC94BC083CAABBA83C483C61BCD1BCA1BCE9BC10BD9BBC33BC57BC91BC00BB10BDC63CE93C9FBC2CBCFE3BC43CE8BCB2BCE83C94BB0D3D19BAB1BBBB3CC0BCC3BAC23BF03B8ABC67BC26BC3EBC173C93BB693C29BC8EBC4B3C8ABDD13C12BC1CBB5FBC00BC88BC053D1BBBA73BE4BC9F3C123DD33B1A3D013C8CBCC53CFBBC8DBC0CBC7C3CA63BC83CCFBCEB3B05BBB43C9E3CD13C583D4BBC67BD263C623B05BDC33C4C3BF7BC0A3C7EBCFDBBFB3B4B3CE6BB52BC8B3BE83C333D29BBB33CB43CC5BC4B3CFFBCBF3CADBC5E3CE9BBB43AC03C9ABC8A3CC2BB96BC8EBCD93B193D823CA3BC373D55BCD03C6EBB41BD663C6B3CBC3CC33C8CBCBABCBD3A3B3D863BDA3A56BBE439E2BC90BCFABB7EBCCDBBD5BC0E3D823CD9BCDFBB9A3B183AE93C78BCADBC173CCE3C5A3C59BB01BC96BCCE3B403C3F3C9FBC3CBCE83CF3BB923BA53CCE3B81BBECBAA6BC863C06BD8DBCEB3C303CEB3C2C3D4B3C07BCE5BB95BCD83BE5BA1ABB8ABC2BBCC7BBDD3CB1BC90BC9EBC963C5F3C5DBCB6BB853CD13C1A3D7DBBB03C863AB3BB803910BCF43B9A3CEABC72BC3D3DF9BC32BA9BBC87BCEDBC0ABD353C98BC9F3CB13B09BBC93C3FBC833C9D3C6BBC653CCBBA7D3C96BCF93C4BBB2ABC95BCAD3C6BBC98BA023D953B013D793CFF3C1E39B2BA9D3CF6BC5DBCF63CD3BB193A1B3D2B3C30BD573CFC3B36BBADBCAABCDA3958BCACBA8EBB713C543C123CD2BCDCB9E5BC913C88BCF9BB96BC82BCB0BCF53BD8BB3ABD7C3B7F3C60BDEC3B523C1A3DA6BBEEBB5C3C58BCA7BCD3BCDFBC15BD8D3CDD3CF73B1ABBBEBB2F3CA03B923A10BC243C973B903C31BC02BA5E3DDC3BFC3B2D3C9BBBA63CEABA59BC923B79BCD53C0B3D8F3C06BCE83C7FBB81BAC83C963AB7BB373D9D3B33BDA83C95BC3FBDE7BC193C2B3C8D3C14BC36BC3FBBF43C13BDAB3B063C893CE83A3B3CF23B20BB813BF83CB5BCCBBC493C80BD9F3C0EBD483BFBBC973C033D85BC02BC7FBC3F3C093CB7BB",
      torch_tensor_32_torch.bfloat16_18: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_17: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_16: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_8: "0x02000000A03A65BC35BC82BC1B39813B1B3DCEBA39BCBFBB5F3C073D03BCEDBC38BCD2BB65BCF3BA86BCBDBC08BBD13B9FBC303C19BDEDBABABCAA3B633C133DAF3CC93B50BD3F3D23BC453C39BC4BBCFABC8C3C23BB673C3ABB60BC913BE4BC4E3C7FBB62BC633CD4BA173C0BBBF0BB00BDB7BC113D4FBCE73B2BBAB1BA5F3B383CE9BCDCBCF5BBA3BC753C49BDEB3CD2BA16BA4339F83C10BDD8BCDC3B77BC473C353B953B52BD66BCC5BC603BE23CA93CDCBB83BCF53C923CDD3C543D66BCB13C0D3DB3BB993BE2BC293DF83C673C7EBB9C3C13BC913A96BC993C9CBC143C113CDEBB0F3B11BD4EBCCFBBA73CB1BCB1BC103CB6BB363CF3BB41BD223D043DA43C253D6FBA8FBB3CBC25BD1C3B0E3DAC3C4FBCEE3A7EBCB6BCE8BB513C673C59BA8BBB4E3CA3BC36BA263C853C35BCA43CA63C20BDEFBC07BB2F3C93BCCA3B2BBBF3BCFDBBE63C0D3DE4BB123C4C3C1B3DAA3BF43BB33C8A3B2CBCFF3B3E3C99BC543B863C6B3C1FBB6FBC383CDEBB533C58BC9BBB2FBC7A3BFC3B46BC823CC33C4B3B97BC133D1CBC4C3C003DE4BC77BCF3BBA3BCA03B1ABDB7BC273D1EBC32BCE5BB0E3D25BC683C7D3BBEBC293BBBBC84BCBEBC2EBC2BBD8A3C3BBCD6BCE13BD9BCB3BB80BC9A3C373BCB3C63BCCF3C863C243CE2BC96BC573C823C103C77BB553C29BCACBC023DD03CA33C69BCBBBCAC3C1B3D8BBC953CCABC65BC9D3B16BB503C94BB423CAF3C1EBCD33CADBC84BB723BBB3B95BCCF3A393B413C63BB6E3CB3BC24BB013DC43B223D3F3BB6BAAE3BB33C23BC873CD2BC1EBAF23A4E3CFF3C133DA3BB8EBC80BB33B995BC20BC263DD43C47BC90BAF3BB1BBD98BB523C353CDEBC163D8A3C483A07BC7DBC6ABC29BC0E3C27BDA2BA833C24BC603B7DBCDBBBD0BBCE3B903CD43C643C103D8EBCBBBCD73C73BB8A3C11BCCFBCA93C083C483C923C05BCA93C923C113BD5BAEC3AAEBC2D3C743CD13C8B3C0FBC51BDEBB9D33C7CBC8E3C23BD0A3B993B63BCEA3C7CBC883B7E3C703BB3B910BCEEBC913C29BC95BC8CBA87BC86BC69BC8B3B783C913C2E3CC2BCDA3C8D3C9DBC7BBDD839633BC93C9EBCDD3C643B063C0DBDEC3B44BB063C12BC27BC593B843B233C78BC093C043C033DDDBB813C6F3C39BC4F3C373B803C8A3D01BB03BD4FBCFF3C06BCA53B253AB3BBA3BB34BCB1BCDB3AB7BBADBCB6BC94BB47BC06BDB3BC0F3CADBCEBBBFBBC023D02BD7F3C763B83BC40BC303B263B703CCDBCECBCDDBBF9BB00BC1DBC153C033D21BDD03C923C55BC8D3CBBBB6C3C303DB8BCC7BCACBC323C083D833CA4BC20BCBE39343C3BBB053DFABB893A14BD1DBBC4BB90BCA7BBC9BC273B35BB153DAE3C4C3C3BBC2E3C1EBC263C833CB8BC563CADBBAFBBA9BBC2BB4BBC673CDA3CE5BBABBBCD3CC7BAE23BE73C173D033AAB3C5D3C7E39B2BC0A3AC83B85BB123D82BCA5BC92BC39BCB13C6DBC803CE2BCBBBB523B5F3B843A33BCBB3BC1BB6ABC41BCCFBC5ABC663CA5BB33BCA9BC563C3DBCC7BC1DB9A13CC23C8BBC34BA65BC60BCB4BC45BD8EBB023C2A3DDB3C0C3C82BCCB3CE3BCB23BD83B843C3C3BC7BBEC3AD6BC8CBCC23A193D423C9A3C45BC793C0BBBB8BB37BC5D3C983C27BC0CBD83BCC33CB4BC8E3C3B3CC1BCAA3B76BC053D313C97BB82BBD73B15BC453CBCBA97BBF83BFCBB8BBC993BD5BB953CA63A52BC19BB793C01BD343DC43B6BBCAA3B1B3C253B81BC6FBCAEBCB23C1FBD01BD66B87ABCB23B4C3AF83C9C3CE1BB60BB58BCAFBC1A3CA13BE03B06BD263D06BC75BCE9BB323C24BD753B26BD193DDB3B27BDE8BBEEBACBBC03BD053C38BC3F3CAF3CC23C173D92BC72BBCABC0D3C6FBC073C05BDDE3C4D3B8ABC843BB5BC5EBCAABC903C20B9C5BB13BD83BC06BD9FBCF53B5F3C20BD343CA9BCF23C353C653C8B3BAC3CFBBB54BB213D6D3C9A3C70BAE8BC983CC53B34BC073D6FBC8E3CAC3C903B0A3D2BBC983CB5BB4E3CD6BBD7BB873C55BC553D453D72BC76BC373B173DF03C8E3C5B3C94BBB4BC9239EF3C273C963C603C5EBD19BDA13C60BC8A3C88BC873B8E3A0E3CD1BAFD3CE7BAB1BC283D1EBBC6BB62BC39BC0CBCB13C593D4BBCA73CA73CC9BC08BD323B7639BE3BCABCED3BC4BB043DF3BC80BA1FBC353CA33CB9BC5C3B2EBDC039C9BC163CB1BC82BC87BAF03B03BD9E3C913B743AFFBB083C213BFB3B3ABC043C5BBC21BD8CBC9C3C62BC10BDC1BC233D1C3CC4BA5D3C613BDDBC563CA4BAE839B83C863CF6BCCCBBBFBCEA3CC13B03BC483D4F3CC53CC5BCB7BC0F3D79BC423C84BC4C3C0F3B303CD93BB83CDE3B8BBB5DBD7DBCD4BB333CA5BBE43BFB3CDEBB313C7C3CC23C893C11BD8ABC8B3C96BC6BBC673CF33C943B13BC6B3D3ABC413DC93BFABA95BBA13BB03CD33AB83CA43C013D96BC13BCCA3CFF3A1ABCBA3C133BFABC493CBFBCA13C3F3B70BCFE3B373BC8BBBD3C583C5CBA283B7E3CA0BB37BD093BC6BC243DC83C8B3B51BC0C3C34BCDE3C673CFCBB28BC553DDA3BCFBB84BBB23A313C0A3D0CBA8EBBD3BCF03CACBA97BB14BAFDBCB43C7D3CB0BB003D0D3D0FBC3E3B0B3D0EBD0ABC7B3C71BA193C16BD2B3D983C923C823DDB3C5FBB863BD5BCB4BC2BBC69BB96BCF13C973C973B70BC3C3CB2BB803C03BD973CBE3CA43B1C3D19BD3FBD42BBFE3CD9B930BAA4BB0BBD96BA5FBC22BC543BF53BBA3C64BC3E3BE0BC343D1ABD87BC06BDD9BA2CBC47BCB73CDDBB2E3C223DE5BC3BBC583B89BC2CBCA23CAF39DFB92FBC22BD69BCE9BCCABBD63CCFBC21BC983B85BB2F3C883B063C2D3D063D363DDBBC7CBA19BC0CBC11BC06BD8D3C6CBC8E3C513CEEBB8EBC9E3CFD3BD03C39BC393C11BDFCBCCC3C913C5B3CE63C31BB1BBD03BCA1BC21BCEBB9E23CB5BC",
      torch_tensor_32_torch.bfloat16_15: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_7: "0x0200000016BD223D4C3943BCB6BB0ABC623C55BC2E3DA9BC73BC813CA53A33BC113DD8BBBD3B263B253C953CA2BB073DD53C96BCDF3C763C05BD6D3BA1BB573C35BCE13A553B753C813CA2BAAEBC72BCCB3CE9BCAD3CD23CD4BC8BBC433C53BCE23C433DBCBC8D3C0BBD78BC2DBC0B3D33BCF73B13BA953C9B3C8ABC953C2DBCF43BA83B9FBB7E3CEA3B813B54BCE63CA0BC733CAC3CCD3C193DE4BC00B970BC77BC123C7E3943BC1B3B0EBC6C3C0A3C98BC1ABD5F3CB53C52BC19BCB93C19BC853CB03C63BCBB3C803A1C3C49BC6FBCBDBC53BC1A3C1D3D223DF63BB5BC9E3BA7BC963C65BCA9383F3C3ABD513DD53BDC3BC73CA23CCEBB4CBCB23CAB3C0F3C00BDC7BC3EB91ABC913C69BC50BCB6BC893C82BB93BCBABBCA3CD73CCD3BC4BC613B1E38E1BC7BBA9B3CCEBC3E3D853C76BA8A3A4DBC053C0C3CE13C1E3C313DB73C8D3C0A3CFCBAE53CBB3B94BB9C3C72BBEEBA65BC133D683C35BCD93B8F3C063C0D3C9E3C453C2BBBA2BC7BBB01BB203C393AAD3C65BB8FBC8CBCAD3C24BC2A3C45BC0B3DFCBCFD3B4A3B5D3B8C3B7BBCA5BCF43B97BC58BC9CBBD43C32BC633CB0BABE3C513C2EBC64BC383C96BB1D3BA43A7EBC1CBCEEBBF6BCBE3A4DBC97BCBD3BAABB1D3B3E3D4FBDA2BC9F3B0DBCA4BCEF3B90BCDC3BD33C54BCB0BC87BC463C773AF33B983AC9BC99BCE53BBABBCE3CE3BC68BCE3BB083D903D76BDC9BBD9BABFBCC53AC8BC12BD14BD86BB7BBC25BC3C3B9F3C2EBC81BA73BCFFBC5DBDF2BA1CBC4B3CD4BCE9BC91BC3ABC7DBB2CBC93BCE73C203B833C323C8EBC713C063CB8BC593BC7BBBBBC60BC32BCBF3A55BC193C233B01BD993B24BB8A3C263C753C88BC87BA8B3C56BCC63C9C3CE2BC45BC25BCCBBC4D3CADBCE0BCA5BC5CBBDC3BC03CD73A3FBD3BBC1B3C413C5C3C1DBD58BBCDBB11BCE0BA9A3C84BCB13CFA3C3EBC0EBD1B3CB9BCFA3CAD3CEC3A8EBCD73CD5BBE53B77BC113DA7BAAFBC403C4DBC613C02BC09BD4CBC9FBC09BC7B3C103C08BC953BA2BAD73B9B3BE9BBD0BB653CE7BBEBBC28BC53BCABBC993CE83C8DBBEC3A3CBC2E3CF1BBC1BBA53C93BA10BD043C8C39E33933BDE43BB3BAACBBCF3BFCBAC4BB69BB173D323BFABA50BB8FBCDE3CA23BBD3C1CBD31BCBC3C533CB13C0FBCB5BCD4BC03BC903A82BCF83C87BA37BCE03B3CBB2C3D6ABB443CF4BB643C16BD783C5A3C4A3C2BBDD3BAA43C2D3D8D3CED3BF1BC453CECBCB5BBDD3C5EBBBB3B933C823CFEBB23BB32BCB9BC24BC353C02BDF2BC0CBD9EBCB0BAC5BCC4BB313CD53C05BDE4BC40BC333D283C70BCBEBB81BD983B223CE43A5FBB9DBB9FBCDE3B8BBBD73C9AB942BC1D3BF73AFABC9DBC19BCF13CD63B8FBB4DB9B53C943BBBBCC03C81BCAD3BBFBC0DBC6E3CBBBCB2BC0F3C843CF4BC5C3CA43C12BD05BB16BC1DBD8B3C4B3BC73CF73CD63B5EBC913CA83C9F3B37BAB43C9439353D0F3C11BDD9B9253AA3BB7A3CF03AA13C78BBEC3A25BCD63C0A3C813C29BCA6BC833C79BC3FBDC2BC94BC94BABCBB7BB83FBB03BD99BB1EBC033D2ABD9F3CD33C1EBC033C9B3CAF3C8BBC613CF93CFCBB6A3B87BCC43BBC3B17BC96BC99BCE5BCADBA28BDA53BD5BB1F3C1BBB61BBE9BC21BBB8BB403DEBBC71BC69BCECBA823C5B3BBE3B16BC4FBCC3BB773D80BC603CBC3A8DBCDEBCD5BC6FBB01BD9FBBA7BCF03BD73B593CF63C67BC4ABC1CBD96BCD83C4A3C313C033DBE3BE53C1CBC20BD083DE93B593C0F3C4EBD743B683DB63C3C3CE8BC313CC13C693C7EBC533BA9BC403DE53B013CAB3A15BC693CC53C15BC39BA59BC0E3BE3BAF43CA93B4A3A8C3C69BCEC3AEEBB973A033C763B1E3BA1BC4A3C853B033D09BDAEBCC33CCE3CC0BC603C8D3BCDBC96BBC53B1ABC363BEDBCBC3CDA3CE73BFF3BA53CCB3B623CE6BC9FBC1ABC66BC07BD4E3C66BB1F3D0CBC3E3BA5BC1EBC783C3FBBE0BC093C193D853B09BAD43AE53CA5BC00BCC1BC45BCAD3C2DBD04BC66BB2EBC1A3A913C933CACBB46BC853CD2BB12BBBF3CA83C36BC0F3C673C47BD6C3CF9BAA339643C73BCBC3B06BDF53C983B41BD9037B73B1B3DA6BC093C3C3CBFBB973CCB3B16BCC5BCEDBC443DF63B973C093BACBB483CDABC8BBCCDBCB3BCFFBC533DADBC923BF33BAF3C87BAB1BC05BD853C453ADFBAF03C533C213CAC3ADCBCA0BC0FBD6CBC593CACBB1FBCAFBBFB3BAA3B043CB0BBCBBC14BC043DDA3C17BDB73CE03B3C3C0B3C563B343C05BC5ABBE43C3DBC39BD1BBC1ABC663AF03B0ABBB93BE3BC5E3C9A3C09BD633C503C91BC443CEEBCB5BC7F3CB03C70BC63BC96BCB53B3ABC833B24BCB2BBB63A5A3C1D3DCA3B86BC0BBD32BCDABC933C683CEB3CEEBC45BDB1BC4ABCF7BB19BD383BA83BC3BC493AFC3CAC3C1EBCFCBC183CF8BC1E3D2D3BFE39FFBA843CACBC223C3CBC593C7A3B743C763C33BD8A3B30BC683BAE3C863C8B3C623C68BC84BB073C8CBB333C6E3CB83C973CE3BBFFBC2BBCEF3B5F3B993B03BC3A3DCDBCB7BCC43C5C3CA33C483B2D3C9A3C03BD243C15BDC5BC30BDD23CB33C423C3EBD88BB76BB8A3A483C9F3AB1BC31BA16BD1DBC4FBC96BC5B3C833B943C153C063C4C3CAFBC373CA03A383C3A3C1DBCEDBC9E3CC33B873CCCBCB3BC813B5E3C6C3C653C0B3C93BC7B3A743B1B3C9F3C8C3C69BB633CBFBB443C80BB1D3D2DBA6C3CEB3B523C7FBA58BC1E3D513C08BB2DBC893C9C3C74BB08BD0D3C61BADA3C59BCA9BCF3BCE93BB73CA2BB983C20BD193C5DBBC1BB013D613CD9BC97BC143DEE3B79BC8BBC0A3B963B9D3BAC3C83BCDC3C843C9BBCECBC8C3CA8BCCBB844BDC5BA293BB3BB28BD833CF93CA03CEEBC613B0F3C60BBA73B9EBB02BC57BCA7BC5BBD8739CB3C0F3D9BBCBFBCB139B1BC",
      torch_tensor_32_32_torch.bfloat16_6: "0x020000001BBC28BC59BC4ABB95BC83BC7D3CE6BC8D3C94BB623C893CB93BE53CD1BBE83C97BCF0BCB93C343C34BC0F3D973BD3BBB13B4F3C953C8F3CBCBB203CF43C8C3CA93B67BCE63CEFBCBF3CC0BC16BD603CD2BC4C3CC8BB39BCD3BB7EBCB5BB553C8ABC8DBCF0BC85BB643BBE3C033CA9BCFA3A473BB0BCB2BC9DBCE2BBADBC8C3B403B73BC463DB23CA7B991BC99BB5C3BE0BC6FBCB2BC703CABBB65BC85BC853C9E3C173C02BCFF3CF4BAEABC56BC763CDABCD1BC813C90BCEFBCD13C9CBCEFBC8EBC0DBD6EBC953BA9BC8DBC51BDE9BBFF3AE43B8A3B823CC0BC94BC1CBD8E3C14BD313CCABC86BCD9BBE8BB43BC2BBC90BB013DBDBC493CD03C0BBD56BC833CC03B81BB0EBC743B9C3CF8BBCEBB693C26BCABBB55BC30BA92BCE9BB943C0BBBEB3CEA3C88BC0EBCCFBCA1BC98B8AD3CC0BB59BC6339FC3B30BCCCBCBEBC8A3BCFBCAC3C0ABC1CBD32BB2BBC72BB5CB9473DA3BC2A3CCCBA293D273D02BD87BCB7BCFBBC023C623AFC3BF63C0B3AD43B8D3A353C08BB08BBC93BB63B23BCD3BC143C92BC59BCE1BCCFBABB3CB0BB69BC93BBB0BCBC3C573CD6BC063D313DDE3CBC3CBB3CB83BC1BCDD3C053D9D3BDC3BA4BAC6B79A3B9FBC3D3C963CC7BCD33C44BCA3BCFE3C4E3C8C3C9FBC8FBBA73AABBC07BC063C43BC7C3B4FBD46BCFC3BE73C9EBB67BB8ABBF2BC963C783C7F3C0FBADCBC56BACB3C60BC8FBCC13CCEBCDD3CC73B91BC3D3C3EBB903C173CC1BC86BCEC3B35BCF53A123C07BD4B3CA4BC053D8FBB723BFDBB9D3CC93CDABC5B3C1FBD1FBD61BC2BBB32BB8C3C8CBC66BCD6BBBA3C27BC16BCC53C263B0A3C863C7B3B6A3C173CCA3C1E3BC43B553CFEBBCEBC46BC533D2ABC293C143D9B3CFDBC033C033B25BD813C61BC90BC493CDE3B9EBBF7BC103C8C3CD03BFC3B583C093CCEBB833B993B703CE43B14BDF43CF03C04BD9ABB7CBCC43B70BB883C5A3C27BDC03BFABB1ABDEF3B47BC573C883C82BCCA3C8CBC12BDA53C543BA6BC3BBA263CEFB987BCA9BC663C8DBC433D153CB7BC0BBC383DB2BCD0BC73BC133D513C50BC32BD68BC8D3CE43BA6BA5D3C933C35BC3DBBC1BCB33CFB3C8DBCFA3B9EBC3AB73D3A1FB874BC943C4ABB87BC033C8D3C783C51BD2BBCB8BC693CB2BC6F3BAF3BBBBC1F3C823ACABC86BBE7BAF13A0CBC4639703BBC3C5C3C173DCC3C2CBDB5BC3BBC5E3CDF3A91BBFCBCFFBC153C50BC6B3C96BBC03BC33CC83C2FBB473D6B3C27BDEF3B7DBC9ABC1E3D513CE1BC66BB883C90BBA9BC823C70BC63BBAE3CC1BC9A3CF8BC4B3CB23CF7BC5ABBB63BCFBBEDBA4F3D3EBCD23A8DBC18BD7A3BB93B9A3C853BDABB1E3DDFBB053D673C67BBC7BC0E3DA4BBEB3C2FBD3DBDD93B503C1E3C99BCE83C853CC33C0F3C813C0F3D11BCB43C373BBABC1BBB1FBC8ABC3CBB843C1EBC383B9BBCC9BB643DC53B653C89BC113D733C993C6C3CFABC5DBB433CBCBB87BB1A3DC63CCFBB5CBB0C3D973CBDBBEE3BB9BAB73BDE3C22BC643D403AA53B0ABB9FBB6DBC7C3AB2BB84BCF23C173DA9BC05BCDD39C8BC583A38BC6DBCADBBA8BBBDBBB43C6A3C283D56BC14BD6A3C973B99B93E3AFE3B12BC97BC61BB873C79BCC53C063DCA3A11BC9DBB8E3BC93B573B883C74BCB73BCBBAAD3C25BC203B053C6CBCF3BBD43C713C253B79BC063DDFBA3F3A75BC803C40BB4ABA373B15BD09BB1D3B0A3D233D9FBCBFBBC93B9C3C3FBC2C3D4B3CEBBC6CBCD93B1C3B193CBCBCD13BC43C9CBABCBC64BB543DDB3C08BD0EBD913C9C3CFBBBAF3C253C4EBCC93CE038A1BC8B3C8EBC8C3CAD3C343C103DB73C483D83BCB3BB05BCFF3A1F3CA0BC683BD43B05BD98BCC83CA9BCD0BCD73AD73A98BCACBC6A3CA03A28BCC53CE63C3D3DA43BAEBA633BB7BC653CDEBA5BBC0E3D95BB543A01BC1F3C02BA043B313B75BCFEBB283C523C1E3C4FBB2BBCC53C3F3C0DBD34BDC839E23C21BCD83CE6BCC83CA939B13CC1BC9A3AD33CF9BB2CBCCEBC5D3B1D3CAA3B2FBCECBB53BD923C053D9B3C073C6EBCBCBC8B3CC3BCD53AAB3B5B3D16BC0FBDC23CE83BF5BCB2BC7B3C95BA59BB403D313B0D3DD5BCA3BC783C98BCC4BC8ABB08BCCFBC22BCC23CCABCB23CBABCC63CDEBC473D89BDC13C5BBC773C58BD0EBCF63C8A3CE2BC6BBBEFBBABBBC5BCABBC94BBACBBDD3CD23CC9BCA43C02BD2A3D96BC24BBA43B9B3C71BCE4BC91BC53BC49BC9BBCA63C473DCC3C9ABC5EBCD83B93BCD1BA083C77BC8139E3BB89BA15BD403DC1BBE8BB193CBBBCACBB023BC53C9A3CF5BC803DCB3C233C883BD53C763CBF3C393CABBC94BC09BD7C3BB4BCD33B50BBBB3A34BCCFBCDABCBD3C833C33BB383C34BD26BCA2BAE5BBA43B83BC07BC27BC17BC683C7A3C8C3C433C293C7C3C3C3CEE3AC7BBCEBC023B39BAFDBCAC3CCF3CA53AF93BABBCB0BC79BC853B223DD83BC6BC0D3D5EBC273BCE3A55BC613D0D3C22BDBB3B763D00BDE13B94BC563ABABC31BCD3BCA0BAB4BCB33B1EBDFEBC9BBC9BBA4EBC0B3D053C533A033D8F3CADBAB1BC2ABC313CCABA08BDC4BB04BCC23C98BC0F3D12BD453B72BC30BD863BCE3C0BBBBB3BD53931BC57BCD2BCF53C133D3ABDDBBC263CBE3CEFBC2D3C673C933968BB0A3B9BBB2A3D8F3C5CBB50BBEF3BA33C943B9ABC273B413CF8BB653B4CBC103D4BBD4EBC203CAABCF3BC30BCACBBB3BC413DC7BCAC3B2CBC813C43BB87BC86BC89BC8ABCF93CF3BCE6B9A73CE8BBF63C18BD24BCF73BF4392FBC4C3D95BC683BF0BC20BD60BB69BCAC3C343CC6BB753CD3BCAC3C92BC903C153C1ABC79BAB7BC693AFF3CE6BC1ABC1E3CC33BA73C503CDF3B4D3B28BD463C66BC963B8B3CED3C1BBB91BC303D08BCB1BCD23B5BBC7A3A953C833AB03AECBCF4BA293C273CDABC",
      torch_tensor_32_torch.bfloat16_14: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_5: "0x02000000913C1BBDF4BC3BBCED3C873B253D95BB8C3C85BC89BC94BBEC3CA13C9C3BA73B4D3C83BB8D3B9FBCD9BAF4BCDABC763C5CBC4E3CE1BC87BBDCBCB53CA2BCB6BB89BB58BC15BB85BB21BC94BCC2BAAD3ACCBB2A3C6CBB4E3C39BBA6BC08BCAEBCB03A0B3D93BC5A3CB23CF13CA8BC9BBB01BB193D16BC0DBD1F3CC53AE53C16BDB6BC59BD1D3C05BCEB3B9FBCB7BB16BC3CBC9B3B723C7F3C0B3C5ABD57BC00BCE63C723C1E3A75BA04BD903B91BBD0BC97BBAF3BACBC313CA5BCC53BA83C103DA9BC223C86BC463A913C89BCE3BC92BB84BBA6BA193C22BC54BC5B3C3CBA08BDC2BC4FBBBFBBC63A3C3C873BBD3C20BC80BCBBBC3CBCA73C713C41BD50BC8FBBA2BC12BB06BD663BFFB7133CC9BC0B3C6E3D9DBCB53B043D523C0BBCA2BB213CB33CDD3CE9BCB03C88BCCA3C14BC55BCBE3CFA3CCA3B9EBC0FBBEE3A7DBC6BBCB63CAC3C84BCBFBBD5BCF4BC74BB123DDD3B9AB9383CBABC6C3C74BC063DD5BCB33B82BC903C823B7D3CF0BC42BB773C8EBC39BBE23AD1BC92B8223CBA3C98BC94BC42BBEEBBD63B903C05BB13BCFBBB573C75BC453B58BC74BB083C7CB91FBCACBCB5BC0DBB91BC7A3C983A183CAF3A0CBD223C883CBDBC263C553DE3BB66BC1A3D3ABC78BCAA3C51BC89BCBCBA513C6EBC053D1E3C943BE7BC2CBC1ABD37BC8A3C163D103CCA3C5BBC913CB7BCE9BC2B3C7DBBF6BB39BC0ABDC03B473D0EBD4D3DA4BC87BA173D163BAFBA443D993C13BC713B30BDDD3CC73C723B3ABCE53C03BCCE3C083C0B3C21BCEDBBBDBCE53B1CBD35BB1EBC893C97BB093CE03BC33B80BC523CB5BB003D75BC293C2DBB9EBCE13C463C9C3C31BB813D1B3D11BC8ABC00BB0E3D9CBB0E3A23BC823BE3BCD9BC5A3C81BB7FBBA3BCCC3C343CB2BC87BC893C473C993CA53C24BCC9BAE1BBA53C8ABCE0BB8FBC9B3CB539393C2BBB4ABC8E3CC33CC53A223C773A5F3C253C9FBC56BB25BD3BBC8F3AEABB39BCAE3C07BD2DBCBC3B6D3C493B8FBCCB3CB63B60BC8D3B3C3A793CAB3C053C1EBD9FBC313C5C3CA13C12BCEEBBD13C2EBC133DF43A40BD04BD9C3C9A3C1DBCE4BC073D15BCADBB9F3B863B9DBCFDBB063D1E3B053CE43A83BCB3BC9CBC663B6E3C4F3CAEBB09BD13BC963B1D3DE8BC84BCA33CC7BA883C06BCD73B8CBD9BBCE93B2F3B36BC9C3CC53BC4BCAE3C6A3C9E3C5A3C83BB323CA3BC0ABB3C3DFE3BF0BC16BC9B3C11BDDFB91D3DFBBBB3BCB83CF03BABBC54BAFCBC173C693B69BAE93BD3BCA73BD03C2EBC443C92B903BC8DBC583CE9BB3DBCC7BC9EBC773C01BC0BBDAE3B77BD0F3C6D3C03BD46BC79BCC83C603CD4B902BC7EBCAB3C42BC8CBC1C390C3DA6BCAFBCBE3C763B1ABC9FBC633C0C3DCE3C12BD1F3C4E3C843C3ABD393B3EBBC83C23BBF3BC03BC733CDCBCD63B14BD6E3CD0BCAEBC8B3AC93BB4BCC8BCABBB803C8ABBA1BC613DB0BC81BC49BCC53C48BDCCBC1C3C0BBC113DC1BC0EBCDBBC543C903C433C273B5A3CAEBC89BBE43CB83BFABCCDBC383D8FBC4039A5BC2A3A02BDEFBB09BD723C70BB843D0F3DBC3CBCBB303B26BD143C483DD8BC80BC9D3AEF3C8D3A61BC563B13BC4EBB923B7BBBA1BC81BB9FBC473C983CDFBBA23CB7B94FBCD3BC0A3C7DBAEBBC38BCC6BB25BD503CAABBB2BCBEB8433B81BC113CC13B3CBC2FBD893C20BC65BC39BDF33BADBB023DA83B823B193DC9BBF03CC1BB97BA2F3CB3BBC23CBFBC1DBC143DD03B863BA23CE43B3C3BDCBC16BCC43A753C6FBCAEBB823CFABC8CBC32BD493C133CFC3C5FBD123C51BC7F3C933C263D0CBCD4BB693CD3BA99BCD5BB523CB3BC423CCEBCBA3CF1BC76BB2ABC573C4DBC213B96BC2D3B393CCFBCAE3C453BC93C1CBD12BC88BC4ABC973CCE3CA03B0DBCA73AA83C973AADBC8CBB10BD623BE83CA0BB80BB02BC523CECBCA9BCEB3BDFBC8C3C9C3C36BD40BC95BC3BBA713C90BC193D57BB5B3CF03BB33CD7BB01BCB13BE7BC47BC00BCA53C493D9D3C0F3C243D9A3CA3BB8CBC0B3A41BD5E3CF53BCD3A283AEA3BD9BAA73C7D3C2DBCF63CB4BC243C3B3AD3BC31BC9E3C06BC863C0ABC983C49BC9ABBCE3C9BBCCDBC39BC83BB773D22BB743C05BAA73B18BD973C8A3CACBB5ABBF4BB543C1EBCD9BBCD3C5ABC00BC6FBA1FBAB2BC033C31BC90BB7ABB35BCB53C8CBC36BBA03C8A3C87BC793CD13CD83A89B9FFBA743B9A3CC1BCCEBB3EBDCFBC6ABC90BAE43C0E3C2A3D79BC4DBA353BF23B88BB09BCA63CD83C8D3C37BC61BCA03CBE3C75BCA63C473DDE3A8C3C493C823C9E3999BC69BB03BCFDBB2B3C0D3D953AA73C0D3DC43CE33CF1BC1BBD38BC0DBD243C9C3B863C6EBDA5BC4C3C9BBCB63CB9BC493A5D3B843CB73C21BD973C0E3C22BC9E3C063CE5BC923C55BC5F3BE13C26BC083DE9BC43BC613CE5BB093C8D3CE33B413C6D3BB9BB223B143B463C96B987BCF63BBA3B93BBCB3A4BBDC0BC183CA53C2ABC48BC0E3C08BCB0BCFC3C10BC203CC2BCC63CDABCD73AB33C6EBCF63BAD3BB3BAB63C1E3A973CA5384EBBDFBCB4BB0B3B973B553B01BC7D3C5ABC0BBD603A51BBCEBCB8BCADBC8CBCEE3CED3CDDBA4F3D343B433CDABC043BD1BB703CB53C05BBABBB0B3DE6BCA13C053C113D6CBCF63A50BCC53BB8BB2FBD923CCBBBA8BCFE3C3F3C59BC313DECBBD13CB3BC903A703C163C813B283C16BDAFBC543CFF3B403CAE3BC43CD0BCBF3C363CB1BB56BADE3C583C72BD8A3CF63B1A3C18BCFEBB20BDF8BCCA3CFDBCBABC093C883CF8BC01BBA43C423DC73C09BBFE3B84BC9CBCBCBB493C133C6B3A273CA5BC8CBC09BCD3BA873CE0BB0C3B8FBB92BB0F3C023C9F3C063C6E3CC7BC9E3B76BB4EBC2C3C38BC57BB5F3C66BC093D5D3DE9BC7D3C9C3C0A3D45BBE43CD2BC27BCB13C",
      torch_tensor_32_torch.bfloat16_13: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_12: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_32_torch.bfloat16_4: "0x02000000183DCABA243B0C3C32BCACBC303A4FBA0CBCB7BA82BC79BC41BA023CEF3C6BBCF1BCD0BC93BC2F3B583C7D3A813CED3CFFBC97BC0CBBD33B493C36BDA03BB43C343A7F3CD4BCDABC9E3CB83B90BDA0BCD8BAFD3BDA3C02BD89BC133C78BCD73C893C8FBB3EBBC0BC97BC153D2BBCCA3C633BB2BCA5BA233DE5BC1C3C523B73BBC73CE23C50BD943C2ABCAA3CE53CE1BA8C3CABBC09BCD7BC9CBB3DBC0DBCD13BC83CA9BCC13C2BBCF6BCC8BC6D3C543CBC3CAC3C9D3CF2BCFC3B343A9A3C343BF53CC8BCB8BC1A3D45BC873BA7BB663C3FBC993B16BBC4BCF43CBD3BAA3CB4BC44BCC63BC5BC0B3C42BC4E3C233C8D3C7EBB213C0ABC55BC18BB6EBCC63CF13C423AA03C1E3C063D4B3C153D683C0D3CC4B851BCC0BCCFBCDE3B4C3C5B3B13BBD43CAC3BD2BC89BA22BBF7BBAABCC43B96BCB33CC6BB75BCED3CAABBF63C4C3C14BC8A3CD73AC33C133D40BB01BC7B3B8ABCFA3BB3BB713D30BC623DE938A13C463C3B3CCABBB3BB7CBCCA3A063DAEBC323C89BC53BCACBC2DBDC7BC01BC93BB02BB053BF73A66BCB73BAABC073C60BCCBBC8CBCFE3CCD3C8ABC9ABCA83C8E3B8B3C2A3B58BB523AECBC083B2E3C0B3C0F3D23BCBABC1B3C22BD713C8EBC123BF9B8043C9CBA18BCCCBB183C763C163DDE3BE53B8D3CF13A883CA5BA5ABC013D82BCAA3C073DA3BC13BD233BCF3C233C21BCD13C3CBCC03CC53C3EBC9BBB053DDB39173DA6BAC13C15BCB5BC303A0D3D47BB943B1CBC81BCD8BCD73C4DBB3CBA413C97BCFFBB7CBC92BB433B83BA523A96B8E03C83BC28BC25BC0CBCD73AE1BCC0BBE63C78BA673B893C063D783C873C38BDCFBCE33C5BBC87BC76BC16BCAB3BC53C863B1F3B38BD89BC3E3C963CCE3C3E3C51BC24BA333CD2BAE43A673BC63B3FBBD73B4D3CD0BBC63B57BCC33C4EBD673DC3BC1F3CF3BC2FB8CC3C813CD63C19BD06BC0BBD363CAABBBB3C0A3D203B2A3D81BCE0B9A63C7E3B903C43BD233D3EBC683C123C933948BDC2BBB0BBBC3C773CC0BC8EBC85BCAD3C89BB34BC343C13BCB83AB63BD3BCBDBC07BC89BACDBB873C003C513C863C1C3A8ABC69BBFCBBC5BB12BDACBC2FBD4A3D843C5B3C82BCEA3CFDBCCD3B503C9FBB11BDAFBCE0BA283CA03B2939BDBCC539423BEBBC12BCC53C923CF5BB96BB973AAFBC083CD2BC9BBC2FBA0BBD9ABC4D3CDDBA213C1E3B543C213C4DBD44BCA13B1ABD1DBD02BD22BCD73BD7BA7E3C093AEFBBBB3A9DBBF03BFABC91BC9ABCB23C71BC83BC0A3DB93A21BCBC3CAC3CF53C83BB32BC2E3C73BC06BDA43C32BBAABCB8BC11BD9FBC27BC183D5FBBA33B83BA163C75BBF93A83BCC0BCF53B12BAABBCDD3BF43CCC3CF43C09BC953A7BBC083B853B8DBCCABC0C3C11BD4EBC6ABA86B98ABB81BB89BB393C56BA5BBC073C903B623CB5BC3DBCA9BC7BBB863B453B103B6D3C2C3C65BCBC3CE4BCB8BBEABC5CBB773C4B3C8D3C03BDA2BCDA3CB83CC33BB73C733C593CF4BC95BC993C2CBC8BBB14BCAA3C4BBC02BDF43C563537BCB9BB38BCB03C333C86BB92BC883BF03C4C3D163DE23C2ABD4D3D8DBCAEBC4D3B0C3CE13C163CE9BC08BCC2BA263CC0BB60BC103D7CBC74BCBA3CA33C5FBC8C3B58BB45BD233CA3BC023CF73BFEBB423CF1386A3C8B3C38BC29BC163DAE3C06BDD43BB3BCB9BC993BB03CFC3B9F3AAB3C2E3DF83B1E3D813C8E3C25BC69BCB7BB0EBB2C3DDDBCBEBB913C41BC5A3B6F3A073C583C983C68BC20BCFCBB533C82BC0F3DA5BCC33B6FBCADBCE4BCA6BCCF3C8ABBB3BC2BBCDF3BD73CE1BC01BCA03CBC3C25BD7BBC0DBB903C253C67BC5D3A433C89BCB6BB383B153CD83C443BCDBAA7BC223C2EBD14BC9CBC62BCD83C3C3C2BBD2E3B0F3C8DBC12BBDCBB073C7C3B8C3CF93C9F3C06BCF53C2A3BBBBC493C16BDB03C80BCD1BBCCBC3F3C43BBFE3CCABBAC3C693C403C863CBFBAF93A893C1D3B763AF23C16BD0B3DBE3CEABCEABAED3A293C983B6EBDCF3B47BCCDBC70BCCF3BC8BB023D5ABC95BC613CF03C65BC43BCD839143D8F3C313CCEBC43BCD43B1CBC1C3DBBBC8C3C823CD2BCB73B9A3C8BBC263D87BC0A3D94BC263CBF3B373DC0BC6E3C6C3B6D3B49BCB2BB3C3C06BC763BA9BC30BA283C483C8FBB273C873C2BBC1BBB86BC8C3C1BBD2C3D403BEC3B27BB133B82BC163C123CDC3C823CBD3CB4BC293C5DBCCF3BDCBB9BBB98BC00BDDB3A013C2C3D183CBBBCFA3C983C8A3C5ABC12BD8F3CBEBC7C3CAC3CB53CC8BC123C65BC633CAB3B9CBA09BC0FBD2D3D333CE5BB01BD85BCAF3C1A3C96B9CBBA96BBF03CBCBC73BCF83C733AB6BB98BB46BC5E3C0CBDA5BC32BC193DA13CCA3C7F3B56BDDABCB13C35BCD73CB93CE7BB8B3B563DB03CFA3CED3B1BBB103D7FBC293CCD3BC93C4CBBC1BB863B973B2D3B94BBAABBE03A52BD3C3D3FBC843C373C88BC03BD4BBCA7BBB6BCE8BC3FBC1DBB0ABCA63C82BC1B3D1CBD0D3B72BCB5BC673C943B41BC733A29BDC83B0D3D8D3C81BCE03BBF3C0CBDCCBCE13C303D17BB47BB65BCB53BA23CD2BC1ABDFB3B85BCD33C32BCB53CA6BCE83B7EBC923C33BCB03C5A3C303C7C3C9B3C1ABD9EBC42BA07BC9ABC163CFC3CD1BC853A62BCA8BCCE3B323C0BBB5E3CA23C05BC9A3B603B0CBD6FBCF5B8653BA53C763BF13BB03B1B3DB73CB4BC21B9C03C29BDAEBCF53B37BBF23BB3BCF0BB3D3CA9BCE03CB9BC91BCF33C57BC333CB43BBDBC75BBA7BC063D6ABC133D14BC2FBDB43C16BCA9BC8CBC563B47BCBC3B34BB193AA638D33C8FBC34BB1DBC063B0E3C61BC54BB553C963C17BCE13B503C873C783B9CBBD83C973B56B9ADBCA4BC903C5EBC093B3DBD27BBA0BCC23C1F3CC9BCE53CA53B89BC953CD2BC693B52BC04BA8DBB8BBA81BA8A3C283D333CCB3B",
      torch_tensor_64_32_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000103BBF3B963BD43AE33C15BC713A04BDF5BC3DBB27BC31BA11BDD83B193D39BB37BD903B3D3C2BBB7EBCB7BC483C773C103B073B4E3DEE3C49BC7D3C233C93BC033D33BC31BC9A3CD83C9ABBBCBBB73CC63B3B3C283B253D3ABC1A3CD93BDEBC48BBC5BC103CA23C53BBD0BCA43C253BA8BCDB3BCCBB633C27BB813B06BBD13C6CBCABBC143CF2BCEDBC0E3D403BE2BC5ABC953C223B2FBC753CDC3B02BDA2BCAF3C383C2BBC313D973B3C3C10BDF3BB82BCA83A25BC333D183DC03CAF3C99BB91BB70BB7C3C1DBC02B8053CC83BBA3CB83CC0BBEDBA36BB27BB4BBD24BD4B39BDBA373DC7BB4DBCE23C41BCA3BCE1BB863B96BCC73CA9BCD43B21BDA0BC39BB94BC383C12BC543C06BDFDB8123B02BD94BC2ABA25BD923BFEBC9DBC7B3C92BC14BC8DBAC0BBC23CFC3BEDBB33BC703BEE3A60BC2CBC4B3C023CD2BA293D343CF5BCA63B54BA36BC033CE33C793ABBBCA43BCC3C68BBCA3B8E3C2F3C103ABABB903C96BC3F3C233DA1BC47BC733B03BDE5BBAC3C2C3DD23AEBBBACBC663C27B96EBC203C5ABBA2BB7E3CB03C4ABCDABC423B473C2D3C8F3AC5BB053DC33BB2BCC43C4BBC1EBD06BD8DBC72BCFEBCA7BC41BDB23CAEBCE4BBEDBC81BC1D3DB23CEFBC12BD2ABA113C69BCCB3BC43C7B3C943CFABCCFBC31BB93BC38BCECBCB2BCA0BB1F3BABBCBD3BB53C633C003DC0B824BD16BDDBBC81BC0D3CFC3C6CBCD13BC6BB27BCC03CEBBB0DBBBC3B9CBCAD3C48BBB9BC0BBC333CCE3CE8B869BC133CECBC8B3B383D2ABC2B3C17BD74BC93BC4E3A853B533C24BC3F3BCB3B973C8E3CD6BC4E3C773C893C67BC073D6FBC203D683C753C36BC74BBA8BC243C09BC38BD023DAEBB7B3C773C5DBC5A3CB23B213C093C253CB4BBDBBBDEBBBF3C72BB96BCB5BC7C3C87BCB53CBEBB0F3C94BC09BC8FBC123C463A3A3C803CFABBCCBB95BC773C1C3C46BCF9BB2EBC8CBA793BAABC9E3C593C6CBA653AF9BB68BA123CB8BC7DBC8BBB0DB9533D7ABBA0BBBBBCA73B11BC313D403CCD3AB03C8E3CD23BDDBC7EBC89BCF9BC01BDEF3B39BC943C163A013C4BBBB1BB2D3DB73B0DBD0B3B2A3C153D87BC13BCC43C013DE93B83BCC03B9F3C0A3D3A3BB73AD73AE9BC903CDC3C093D62BB9B3CB03CA03CBA3C45BB01BDF3BC0B3D513C0B3CDF3CD8BC183D7B3C58BC7F3C7CBC00BC153C293CEEBB0D3C883C24BC363CE83CC9BC96BC31BC633C99BC1FBC153C4FBC8CBC08BCBBBC2D3D16BD6B3B7DBB56BC9ABCBABAB2BA103C36BD1EBCEDBC6CBB9DBBDBBBC2BB9FBCAC3CC23B0ABC02BB463C823C393D7DBCCABC0ABB9D3C833C0EBC6F3C4FBCF63CAF3C69BCA3BB033C81BCF33C61BC3BBD623C03BDE33C7138E03C893BABBCC8BBE5BCEF3B0BBD1DBC13BDB03B1FBD1BBB8CBCEEBBC3BB0BBD22BAFB3A9B3C1CBA033D69BCF13C873C04BD92BD46BCA43A203B8CBCE639FBBCF8BB4DBC803C7F3C0C3C94BC11BA62BAA3BACA3B583B8C3CE8BCADBB81BC5FBC83BBB93C98BA4D3C233B36BBF13BA4BCD43C00BC293C19BC053A82BC80BC6FBCE5BB8B3C38BDBBBC893AA53CBE3C933C90BB16BCDC3C98BC78BC3CBB2ABA093D783C223CAB3CB0BCFCBC9B3CCEBCBABCA2398C3CB63C223CF5BC243D993A9A3A913C1C3C203C92BC7E3AD53C693BC1BC57BC123D2D3C0BBD81BDB63C4CBCB93BD0BB2DBBE0BB63BB8BBCA73938BDA33CEDBB8A3999BB433B25BB673C22BC4ABC223B06BC30BDB4BA78BCC5BB66BD143D163CC13CA93BC8BC243B6DBC35BBAD3C223C8ABCF53C253D65BC38BC643BA73CE33C0FBB84BCC03BC8BC603C8ABCE33A9B3C55BC293D2DBCFBBC05BC1D3D97BB8D3C403D403CB1BB90BC1B3D84BC193B0F3D68BC443CEFB9B33C84BC00BDEF3C0CBC72BCC93C0CBD7ABB833CA93C503C433A413C363BEC3CD43CD43B6E3C2839183C1EBC25BD933BD03B343C12BD71BB063D13BC5ABCBE3C813C223AB2BB90BC55BB353C9FBC573DF9BC6EBC3B3BE83BC13B20BD91BC363C32BBF63B57BC783CD43B4BBC413C7ABC6D3CF9BB853C443B84BC8FBC633BFFBB863C1E3DB83B7DBC863C9F3B063BA23C123C32BC03BC31BC09BC153CA0BCC63A23BB383C68BAAE3C963C59BCA4BB3E3C2DBCABBCC33BACBC5BBC05BC75BC123D9ABCC8BCA4BC75BA403C7CBC38BBCBBBD4BBFDBAA7BCBA3ACA3CCD3CE4BB133DB7BB313D1D3CBBBCC13B1FBCBABCB4BB2A3BBEBC2A3D36BB2EBB8ABB2A3C10BD11BC4CBC47BCE4BC7FBCC2BBE93C9CBC3E3C0CBDAB3C7D3CF53A123D42BC3B3C36BC1DBC343CD6BA2CBC713CD53C683C2C3D9CBB97BCA03C123DE73CCBBCA9BC973C94BC363D34BC2F3D883C543D083DAC3CC2BBC13C6D3DF63A32BD723BDD3BB93C8EBC81BCAA37E13CB93C50BCE83C023C78BBB93C72BCD53CD33C573CFFBB533C6C3C083C9E3C21BC42BC013C8ABC84BB42BD0F3D603C40BC8BBCBC3BD13C11BB0EBD3D3C7A3C463CC1BC34BC1DBDE9BBC0BCBFBCF03BDEBC02BC4BBC00BC3E3D2EBCA2BC0A3D463CD2BBE5BCD9BC583C54BD173CAF3BD63C6DBC8C3ADE3CFBBA943B9EBC4E3C0EB710BDC5B9E6B9B63A89BB0D3C3CBB72BC08BD6D3C6FBCA23C153CCBBCDD3B32BC1EBC113C103C3EBDA8BCA0BC58BCC93CA43C713C093C1E3DF9BC313C05BD283D36BC503CF8BC053C3F3D09BB94BC763C8A3C4A3C06BCBD3C81BC0FBC293DB73BDB3B613B8EBB813C143DC43C633CCD3BEE3B953C31BC45BC18BDA4BCC8BC803C243DA2BC96BCA4BBABBC94B96ABC1FBCA2BCDCBC4E3C943BF1BC68BCE13C16BC2ABB933CB93C57BC2B3DF53CDABC0E3C7BBC963C803C32BB073AAA3B54BCBBBA4B3B2CBCAFBCB5BC71BCC6BC2CBDA53C29BCE93B0E3BCC3B82BCF23B1BBCC63C56BC10BD05BBD63BAD3C1F3D4B3C47BCD43C6CBB90BC32BD013DFA3C1FBDB7BC35BCA0B924BC44BBF6BCC1BA923C01BCE6BB053BD73CFCBCA3BCC6BB9FBB14BDFB3BC7BB8C3C223D93BCA2BC133B63BCC8BA49BC9B3AC1BCA53CC83CD3BB43BA7BBC783CE13C91BDA3BB8A3C96BA85BC70BBFB3BBF3C513CA0BA273A39BBDA3C703B083C8C3CEFBBE8BCB73B1B3CD4BCB3BC3C3DB83C80BD98BA2CBD053CF9BB71BBC63C0ABC113BB2BBFE3BB8BCD63C3B3D8E3BD6BC20BCB4BC56BB19BB193B6CBCABBC9BBA26BD0E3CAA3C56BA19BA2EBB76BCE03C6CBC8EBC863C373AACBCCABC8B3C973C2E3C983CD5BBB03C35BDF63C0CBDE3BBCEB97CBB773C8B3C85BCEFBB1C3C5C3D273CF2BCFBBAD43C9F3A86BC1E3C243D27BCA5BC1E3C5F3C6F3B1E3DDFBB303C49BC9C3CEDBBA5BCA83A99BC73BCAC3CDB3AE0BC813DE73BDBBC8C3A3ABB73BCA9BB643B26BC48BCBF3AA2BB6FBC07BD3FBC19BCAF3CDDBA673C5E3CACBBB5BA4A3C49BB1A3D2DBAA2BC03BC2E3C193B5D3C0A3DA63BAE3C8E3C143C9C3C82BCDABBD03CA0BCEF3B2CBBA23C9ABB2E3C073CC1BC52BB5FBCE7BC2E3CBD3A1E3C083D9239083CE03A34BBB9BC9ABC1B3C9CBC94BC9DBBBB3C03BDFA3CC0BA55BC87BC9EBB4EBC3D3C4BBC343C2CBD0CBD803C92BCD63CA63BF93C10BC8CBCB7BC49BC62BBEDBBDEBBA03C95BC8A3C0A3C02BD18BDDBBB51BB613CA83B4FBC55BC1A3BF43BEFBBF43B7CBC233DC03B8F3CF0BCB73C123DCABCCABC153C333D853BAC3BB53C563C07BC58BCFA3C333CD1BBE3BC56BB62BC7DBC113CD6BCDB3C453DF53B22BAD6BC3C3CABB9963C09BCA03C6A3BA0BCF03C833C0A3C76BC953CDABC603B84BC1D3C713A03BD553C083C7F3CCA3C01BC3CBDDA3C24BACE3B6B3C18BCCABC6BBCFBBC873AA5BC35BC38BB0DBDAF3C8738EB3B5F3C17BCB0BB3C3C61BC053B9C3CBEBCD3BC9BB9A7BB9CBC77BA373C9D3C23BDA93A1B3B11BCABBC5BBD873B17BCA3BC3D3C643CB3BB2ABC3A3C6EBA04BD613CF7BC3CBB89BC94BA053B093D8BBCFB3CAB3CAFBCF83CC53C913B59BC0F3DBCBC2A3C933B673D25BC39BC90B9CE3B483AA03BB4BBDDBB863C553C053D48BD9CBB973C343D783C49BA143D2CBCA3BB86BCC0BB8CBC05BD42BC123ACA3BCC3BED3CA43CC1BCBDBB173D5F3C70BCB03C8D3C0BBDEC3B61BC9FBCAF3CA43BB3B90D3CDDBAD438E93AAB3B3C3C803CA6BB63BC61BC243B0F3C213C823C06BD58BC993BF6BB1DBC75BCF6BA963C04BC18BDA93AF3BC393B9BBB1B3C24BD0C3CE0BCB4BCBABCCA3B0E3DC9BB333C8DBCF13B653B92BC383D31BCF43CCEBC2CBC163DE3B88339B83C963CAA3C2E3C003D323CD53C52BCB13C8C3CFFBCB53CA6BC2C3C1ABB9938E2BCA8BCFABC4FBD2D3DDFBC703C003DB1395C3C413C1CBC78BCB03C073DB03C2E3DD93B6CBC76BCD2BCB93CA63C5C3CEF3B4EBCA03C973CD8BC293C7F3CB13CA1BCA7BCC03C74BC303CF0BC85BB89BC94BB8C3CDD3B213CA5BC923CF63B033DA53C74BC4DBC843CB03CD3BCD13BE5BCDBBCB2BCF1BC17BDF03B93BC6EBB233DB23C0B3CAD3CBE37363C133CD73CB7BA363C8CBB3DBBAA3CA4BC97BBB23C693CF33BFCBC88BB1FBC7E3C093C1F3CA93C0E3DDD3CB33CA5BC623C723C28BD94B965BDC63C13BB923C1A3CDCBB7CBB613CE9BBE83A9A3A55BC3FBDC3BCEBBC95BC87BCEFBB95BB5FBCF43C2CBC6BBC3C3CE1BC1DBCBA3C3FBC5F3CF4BBCCBCE53BEB3BF3BCF43A0B3C92BC68BA0CBCDFBC053C97BCB1BC06BCB3BC0D3A193D673C133BAF3B1F3CB4BCA63BA43C263C0FBD93BCA13BA63CB3BB0E3CAE3CE93CB63CF3BBD2BC893CD3BCF3BB243CF03CE3BBB9BCFF3B90BCE93CC2BBABBC30BC933D15BBC1BC70BCE0BC463CBC3B0ABD5B3C033C493BBB3CFE3C843C403C1439BF3CC73B8B3BE7BB39BBEEBCAA3AE03BC2BC0DBB91BBDC3B103B783C593D5CBC1EBDC53B8B3C15BCC7BB153B24BDD13A09BB293CB83B1EBDFFBBEBBB6E3D493C063D083CCFBCD6BC573C3DBA7CBC2EBB38BC473B093C9E3A25BB6B3C1EBB313CC7BB3B3DE5BC603C893CF8BC2E3CFBBC26BCBCBB133A843C0A3D703C83BC673A83BB163D9A3CC4BC343BCB3CC53CF4BB383CF2BB63BC413D09BDEBBBF63B863BDBBC1BBD5C3DA6BCF53A963C573D123DC0BB9DBCCDBBD6BC86BB1FBCD9BBBB3CB03B59BC993C793CB7BBA83C67BC1B3C543C07BD1DBDD7BC503CB8BC64BC4DBC73BA0FBD493C973CA5BC4E3C3D3B13BC013CA2BC9ABCC23C853C54BDA43C19BD0FBCB33B0EBD6EBA3ABD8B3B06BDA4BC1FBB5739CA3BBB3CF03B37BD05399FBCE33A18BCF5BBD33C17BA043D0FBB8F3C793B96BC9DBB033D243CAF3B333C6A3B7FBD5C3B41BCE9BBCEBC8A3C0F3B263A36BC813B1E3B13BC683CAE3C96BCF9BC323B4ABC003DD6BC6B3B69BC88BA493DE03CC4BC5A3C6A3B843C683C0839F2BC6F3D0F3C45BC72BCB73C013DA83B7C3C1A3BF13C4E3DCABB4FBB8A3C81BA86BC6DBCE53C123DD03BE4BB653CCEBC833AA73BE63CB8BBCEBC4BBB89BB30BC303C033D3EBC9D3C2F3C103A893CADBBC6BC02BC44BDAE3C49BDA13C81BC033D35BD8EBC22BCEC3C5CBC00BC0ABBB9BC403C3CBCCEBCEFBC3FBAEE3A28BC97BCC1BC0F3CA1BCA1BBE43B953BAC3BE7BB0ABD983BD3BC18BD723C1C3B84BC96BCA13CDF3AE0BCE0BC743C473C233DBFBC5FBC28BC2ABC92BC533C66BCFCBB843B453C94B967B8453AA7BCF2BC95BC9CBC8B3B33BCB4BBFA3C27BC99BB063DE6BA00BA773964BC46BC06BDAA3B",
      torch_tensor_32_torch.bfloat16_11: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_10: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_9: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.bfloat16: "0x020000003CBC8E3C91BC84BC6ABA25BD93BBD8BC593CAA3CD8BCC53C0EBCD3BC523C5ABC173DA33C93BBFFBA12BD2EBC6F3C703CE9BC9DBCC6BB38BC613AC1BAC9BCD93CBD3B3FBA06BC8E3CDABC5CBC08BC48BC68BCD93CF03BFA3CE9BC333B4ABCBC3B833C9F3B023DB83B0FBBB9BCB7BAC0BBDD3CA73CFB3C93BC31BD963BD0BC7DBCCF3C11BD4E3D4FBC773C063B93BC383C1BBD02BDAE3C33BC333D53BAC93CF43B82BC3C3DDDBC113C283D273C773C71BC52BAA3BCBA3BDC3C883A7D3C113DEFBCF83C373CECBAED3BC9BBCE3CD93CCE3C04BC803CCC3C3F3DB53CC63C653C3BBDC5BC4CBC69BC85BC41BBC7BCE83BE03CAF3C20BD743CEC3C753A573CA73C8BBB5D3B18BD83BC1EBD313B0E3D1F3C43BB213D21BB02399F3B35BCA03C9F3CA93C373B033CF53C9ABCCABB75BB07BD173BE7BB45BCBE3CABBC323CAA3B92BC2F3A0D3C3CBC9E3C093CB83CB43C7C3C09BDDA3BE33C20BBB03BA6BB163CD9BC4BBC173C79BAC0BCA9BC02BDE2BC23BC96BA683CA03C98BC1A3C61BB3A3D3F3BA3BCD6BC03BC603CB2BB473CD7BBC6BB043C0A3C00BD8AB9E53C9C3AD43C8CBC79BC1ABD9ABC463C34BC48BC3ABC5DBC813CA83B29BCBCBC343DC53BDB3CD73B6EBC843D4E3CF83A063D37BC8CBBD6BC68BBEB39CA3C943CF2BAE9BB463CD5BC9CBCBD3CE0BB4F3CEC3C463D18BCAC3C253C523CCC3C643C29BDDDBA0B3CB63C2ABDA3BC92BC3D3C4A3B043DFCBA643B923C62BC893C27BC8DBCC13CF7BCA0BC833C633B943C473CB6BC753C78BBBCBBB73CC0BCAD3C92BC583CC5BCCE3B0EBCAEBCFBBC893B4FBBF2BBC2BCFFBBEC3C8ABC673CD5BA9EBC4D3B5E3CB83C49BCA13BBE3C223C853C8B3CF2BCCC3B56BC3A3C183C1EBA24BD76BBC0BCA33A88BBCC3C0E3DBEBBA33C283C6CBCC83B09BC9CBC683CE63B913B20BB4C3ADEBC253C1A3DF7BCEF3CCB3CE3BB993C66BCB63CFEBC8CBC883B3ABB28BB5C3CCB3B1FBD21BC23BB713C24BD863C6B3BC9BBD5BCEE3C5BBCBABB45BD42BCD33CE03A483BD03C503CA83A9F3CE33B84BB103CB13C08BC63BC43BC8E3C433CCCBC203C0FBD0FBD22BCAC3CC7BBF93AE2BBFEBA90BC8DBC72BBA63C04BD16BD1CBB9E3C58BC233B0DBCF53C533BE53C333C393D38BDE53CDE3B3FBD63BBEA3C7D3C95BCF93C4E3B543C14BB203B72BC993A383C853CDE3C2ABB9C3C96BB183CF1BC96BB4E3CCFBB1A3CAABBFCB78DBC6CBC4C3CF03A8E3C213C8D3B88BC0CBCB13C4F3CE1B7B23C8F3C143D413C3D3CDF3CF63B8C3CE1BB923C25BC823C41BC593D05BB1B3CF13B84BBC8BAACBC863CB33C92BC4E3ABF3C2FBDDA3B27BCD33CC1BC4DBC6C3C33BAF1BC233C35BB4DBC03BD2F3B183D063D8E3C5ABAF03C173B0FBD2DBC06BDE43B3D3CC93C923CD0BCA23CC93B953C5F3ACD3CFBBC12BB403C53BCB03C4EBCB1BB2BBBB93C47BC9DBB6D3C8EBB153DD53BED3CEBBA95BC04BD78BC413C4ABB313CB3BC0DBCFFBBA1BCC2BC0C3D1C3CAEBC3A3CDDBBAA3B86BC72B9723C6B3BAE3CD1BA9EBCF23B1E3DC2BCD23CD0B8863CADB78E3B06BD44BC1F3C0FBC0EBD6ABCDEBC65BCB83CD33CC23C19BD853BF53CF83B8A3C103D4CBC953A27BD91BC203B76BD28BC02BD3DBC48BCAFBBAFBC8BBC3F3C83BB11BCF4BCA9BCE7BCC73C0EBD1D3C67BDB3B8ABBC8FBCF7BC92BB283B92BC3F3C973A1DB73CBC003C513D55BC4FBC313CDB3BE43C52BC703B3EBA243DEB3CEC3CB43CB6BA483C403C423C5CBC993AE239A5BB033D193D06BCB0BCA939BCBC0E3D093D163B513C03BBE1BC26BD5FBA1D3CABBC963C4D3DD5BCC83C783CC8BC34BC1CBC923C0EBC7D3C0D3C7D3CC6B95F3C5EBCBB3BA8BBA83C9D3C073CE8BBDBBC233D253C813C4ABC32BD86BCEDBB9D3CA8BCC33CEFBB85BCDC3CC13CC13CDA3CAD3AE93C2EBB7BBD3DBC593C593CF53C423DE53CBEBA4ABC7B3B103DB83B883CB5BC753C643C533C4CBC73BBA13BC43BD4BC633CA1BC87BC0D3CDA3C4D3C0ABC20BCCEBCF33CFE3C1B3CB43BAC3CE03CEE3C01BC05BD98B9E1BCC7BBF93CD63CE23CCAB9E3BB8FBA6B3C3EBD4CBC4FBCB3BCB0BC8DBCF13B09B6993C263C6EBAC6BB3D3DE3BCA8BAB5BC733C9D3C5EBCA4BCDC3CC1BC8E3B623CD23C193C373C1CBCBA3CA03CCCBCC83C3BBC71BC143C79BD163B1B3DA1BC5F3CC3BBE4BC93BB653D95BC1ABCC93C9DBA3D3CEFBB1C3DF13BCD3C2DBC8C3C0F3B11BCB93C52BC553CD3BCA8BCB8BC373C993CB73BD7BC4EBC9D3B23BC12BDC7BCE2BC58BB0B3D81BC163D62BCF3BC43BC643B823C943B433C3D3C7EBC28BBBBBB263CEDBC8D3CFBBB7D3CE33CE23B79BC1ABBF33C89BC353C10BCDE3CF7BB5FBB503CD8BB95BCE93CDA3A4D3B16BC53BC9ABB413C963AB3BB29BD3B3C223D5ABC0B3DE8BCFB3B9FBCF1BC473C06BAD3BC5B3C783BACBBDA3B3CBCBE3CDD3BAB3C51BD713CCEBC793B153A1DBCEF3BDF3BCE3C87BC06BDB4BC02BCE1BB023C153C1D3D85BC58BB1D3C51BD153D6FBC17BC01BA033BE43C1B3CE7BAFDBBBBBBC1BC1FBD073D363B3ABCA63C413C86BCC7BC44BC51BDF4BBC23B4FBC5ABCD23CC73CD9BC2E3D96BB843C98BC773C5D3D99BB0FBC9A3CB13B42BB0CBC823B5E3C9E3CA9BCBF3C93BCCBBC60BBD1BC883CFABBAB3CD83BBE3CB43C493B83BC103A043C8E3B473CA33B26BCE03C683CE7BCD73CAA3C233C9F3C5D3DA43A9DBC03BC36BD99B8C2BC683CB6BBD43A503C053C953B7DBCBF3BBABBF03CE7BB233C88BC9BBBFF3BF03BE5BC95BC063D5BBC923C513A2A3B6ABC993B843C033D023D4ABC03BBBE3C233C9EBC5A3C283DAC3CE33CD53C903B18BD113D733CC2BBA7BB12BDD7BC3B3C943CACBC1CBBA43BA43C063DDB3BA4BB9F3B7A3BF7BB9F3B173DFF3B4B3B203B1B3C04BCAF3C413B553D8E3CC9BCDFBB9BBC0E3D17BD8FBCEBBB9E3C3D3DF63C8C3C90BB673CC0BCBC3CB0BCBABC6BBC633C7C3BFABB303C56BC903B0D3CA03C1B3B16BCA5B9DCBC5A3D733C8B3CC13A8F391A3D2ABC1FBCB43C913C74BC18BC8EBB5DBC60BC0A3DFBBC8FBBEC3914BCA6BC953CB8BC3F3DB63C65BC5B3B6ABC37BC173C3B3CC1BBE33CAC3C983CB73BACBC62BC28BCC63CC8BC163C563C7C3CED3B15BCAABB363D56BCDFBB7DBCB83C86BC97BB233C98BC843CC33BF73B22BA75B9953CE0BCC9BB8DB9863CD03CAE3C9ABC9ABC60BC41BDB03C8D3ABFBCF4BB81BD79BB253C2DBCB63CF63C053D2EBC87BB203B9BBC4F3C053D02BD4ABC81BC873C31BCD13CC8BB01BC0CBD82BCB03C0D3D743BA73C163DBB3C1D3C5CBC633BE0BBAE3B8ABCAA3C253D43BC1FBC813C863C52BA53BCD83C293CE23C423B793C313C1D3BBFBCB63A0A3CA03C95BC18BDD93BBA3CD43C803C6ABC16BC24BC9D3BE13CC73C1DBCEABCE8BCECBA24BC153DEFBC013CAC3C7D3C163A4FBCB43B9ABC763CE13CDBBB49BCC0BC96BC3F3C1ABD283DFDBC2B3C8A3BBE39C1BB0FBD953C2EBB013C6EBCC0BCB93B0A39CE3BA33BC4BC63BAAA3C093D0D3C18BD573CC43B673B2FBB6FBCAE3C89BC09BD583CFBBC983CB8BBAD3C3ABC56B8FDBB32BD8FBCE33CDCBC3DBC14BCC838613B04BCE2BCAF3B823B95BB4F3CE13C203AD33C223DDB3B4FBBDB3C06BC723C05BD48BCBCBCADBC0C3DB13CEDBB8A3C863D8E3C0E3CBCBBD63CE23ADABC22BBACBB3DBB84391EBD83BCBCBCC43CA23CB5BBEC3C4BBDDABC303C6EBC5DBD383CF63C2DBC51BCFD3C843C1BBC3A3DFA3A9B3B8ABC08BC94BCC13B3ABC0EBD8B3B933C2FBC393BDE3CC73B2BBBDFBC623B91BB1BBB123D0CBCE03BD33B21BD66BCF93AE1BBD73C88BB27BD343BA7BCF6BC1B3D8FBC43BC593C173BE3BC8C391ABD89BCF0BC25BB063D06BCA2BCADBC2CBA9ABCFA3B87BCB9BCD5B9673B063D23BC4A3C5E3C20BC31BBC53B8FBCDD3CE13B4CBC0BBD763BE03C0BBD66BCD9BB273D4C3CD23C37BC91BC31BD88BC4BBB1CBC2E3D293C9B3CA1BBD13C063C07BD923C2BBA0DBDBCBC09BDF53B9FBC3B3CFABB7F3CA73C82BCEBBB0C3CF0BC5DBD933C97BC783CA03B24BDBA3C3DBB4E3B9E3CEBBB35BCE83CFFBCFF3C9BBCF33C80BA093D183D7ABCFBBB7ABCE23B703B3E3C7ABC153DC5BB69BCAEBC22BCFDBBB83C32BC953A69BC68BC00BCEB3C133D54BC8E3C95BBB13CF6BCC83CBF3C273DC2BA41BCFBBB4F3BCFBCA5BC4BBB4DBC673CA0BBC73B763C5EBCBFBCFF39D0BC0D3D2B3C003B6CB9FB3ABA3C423D883CC43B45BCB23BA4BC893CB63BB43CFC3BE8BC0CBCC5BC4C3C07BB11BD22BCFC3A0BBDD5BB49BC6B3C93BC7A3B93B96B3C0BBD43BC94BCA63C003C7B3CA6BBA7BC06BC2DBCA23BAC3CCABA0EBCC13C8F3BF8B79FBC18BD57BB1BBD76BCBE3B883BEDBA103DFE39E6BCE2BC37BC023D79BCFC3C87BB41BD6C3BC13BD0BACBBB73BA6B3B35BC743B0F3CC4BC683B97BBAEB9F4BC0BBC82BC87BCBCBC093DE5BC463C173B03BD32BBB2BCABBBC23C9FBCC63C7C3BD4BB5C3C8E3C6F3CB73CFFBCF5BCD7BA56BC123C143B873B2A3D0FBC29BD5B3C343C923C5BBCAF3CE83CD63CBDBB0A3C10BDA8BA47BCBDBC04B9943CFDBCA3BC0B3DD43BD93B70BB513CD8BB253C983CE93C0C3DACBC333CD53BA13B6DBB0BBDCF3B8A3C48BC1B3CA93B59BCD43C2CBBBFBBDD3BAC3C2C3C243D1DBC473CB33C4ABCE43CAFBB483CCDBC853C1B3D513AB6390EBA37BDB5BBC93BCD3AF3BAE83C033DCDBC7ABC963BF5BBE93B88BCEC3BA5BCBD3B093C48BCC5BC103DB73B233CB4BC653C2B3B053C94BCA6BC0E39DCBBAC3CA03C2EBC683CA73CCC3C0A3C74BC8C3C07BA01BD453CDEBC0EBB083B3EBB0D3D53BC96BCAE3CF4BCBF3C493B813C853B86BC023CE5BCDABBDEBA68BC323A1ABD4F3B273CCEBC6ABC12BD3F3CF3BB96BC87BCC9BA263CD53BCBBC603C7EBC19BDC23C2E3C9B3C9EBCD23C85BBD0BBCC3CE7BC563D08BDF2BC2DBBEABBA7BC91BC1ABC89BAB63C29BC8D3B023D093CEBBB583C503BA03A143DB3B99ABC89BC083A813CC6BC193C51BC743A6C3C963CCBBB003CCF3C9CBC23BC0ABA0C3C573C13BD263D41BD773CEDBC563821BCD43B0C3DAFBC5FBB9FBC943B8D3CB8BB1E3B813C98BAF93AB63CBA3B55BBBABBED3CB0BC1C3B9EBCAEBC18BC613B82BBAB3C6E3C013D45BC123C223CFCBC4ABA70BC863DF53CAD3CA13C07BDC5BC1FBC283DDC3CA4BBC63C08BD893CC9BCAE3B49BDCDBC253B9CBC2A3C34BC03BDF73CC03C97BC273D6BBCD3BC83BC60BB30BD6A3CA13C6FBB0A3C0ABBB93BDEBA8E3C113CBCBB933CF03C97BC203CA2BAD13C9ABC793CA5BCDB3CB3BC6C3B23BB13BD89399BBC563C0ABD143D4D3C33BC18BAC43B673C823C023C353CAB3BACBB9B3CD93B05BC35BC8ABC853B87BC313D67BCBB3CAFBA8BBC5CBBD2BC953C9C3CB83CD63C713C743C243C793A073CE6BCA93BADBC2A3CF23BD4BCB7BCA33C82BCADBCD2BBE3BC283C31BAC63CFABC353B43BAC5BC563CA8BC2A3BC2BC89BCD4BBB93CB2BB133CB53CA6BC243CA73C37BD5C3B4CBC953C85BB26B9AD3C30BCE3BB09BDEC3B433C48BA553C60BC21BB973C8ABC04BDC33A303D8FBC84BC2C3CA2BC18BC913C553B183A65BC9E3C303C273C07BD85BC0B3C43BB3A3DF63B31BC16BC8D3CAE3BE7BB65BC8FBCD73C9EBCB53B33BC73BB103B123C293AB9BC653C60BCE5BCD33CC1BCDDBBBEBA7CBBC8BC8D3C1BBDD93B6FBCB83B953B033CA8BC2A3C283DCABB993A8DBBE9BC5BBC14BC05BDCC3C03BCE63C33BB8ABB",
      torch_tensor_64_torch.bfloat16: "0x020000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.bfloat16: "0x02000000D43BD93C1BBB06BCB43C983BF8BC58BB063C96BB71BCEA3BA2BB033D8D3B35BCB13B24BDF9BC243B863CA9BCC53C8DBC773B3DBCFEBC893C8FBC193C83BCBB3B19BB55BCB73C0CBC25BD1A3D113C02BD893C9BBC083DD7BCAA3CE7BBC2B99ABC2C3B4ABC123C27BCA93C0B3B84BB2D3C1A3C88BCB9BC83BC893C11B81BBDE4BB24BC4D3C2C3C2B3D03BC2E3D83BA0DBC033AB63BBABB243CF13B71BCC23CE23C26BC093D73BCAFBB1CBD813AA0BCF9BC673CAABC1CBCA2BC0E3CF3BB013C593C433C9DBCAD3CC8BC253D7CBCAEBCCDBC143CA03C0DBD0BBD0EBDBEBCA2BCC63B48BCA53C8FBC0DBCD5BBE23CD83B9C3C9D3AA73C28BC383C843CF33C7FBC53BB20BD393D16BC2F3C9F3CF6BC47BC4FBA133D12BCA0BC58BC2EBCD4BA1BBC133B6D3C9CBC08BC80BC1A3C923C193C713B35BCAA3A163C1BBC86BCC5BB6CBB9F3CF1BC16BC6DBC533C77BC623C43BB52BC323B8ABC7E3C91BCF83B8CBBA7BC42BC14BCA13CED3A0EBB123DB53CC93A963CAC3CFE3BBC3C6E3C0CBC06BC77BCB6BB81BA643BDFBBF0BBCDBBF93C94BA55BCADBA373C043D16BDB83C4C3C3B3C02BDC9BC953C173B20BD3C3D463C053CBD3CA83CA0BCCF3A6F3C0EBD25BB66BC5DBA523C973C4BBC85BC283B8339C23B1EBDB0B8A9BC9EBC1F3B1C3C563C983C9C3C073A8A3A1E3C91BB993C5FBCDABC903B40BA0CBC67BC09BBE83C253CEFBC663C97BC633CD53B803DBA3B9CBC2E3DC23B1E3D63BC1FBA97BC043A47BD7CBCC53C35BC5CBC113C42BBDABA8A3C783C8F3C1BBCAD3A493B13BC1BBC31BC033C00BDF63CC93BBB3C84BC073DA33C8C3C853C773A9EBC8DBC95BB5E3CDEBC173C3FBC54BDA33B023D713A81BC35BCA3BC1D3CCB390EBB3EBD82BB06BC7D3CBA3C1D3D2E3DA3BBA6BC913BDC3CD5BC123DD33B6B3C9BBCA7BABABCB2BC873C6B3B2D3CC3BB263CD8BC07BB823C4DBCCF3B223BADBB52BC193D2CBC263BBF3B9B3B373C02BD593CB3BC84BC78BB463DEFBA4CBC69BC93BCBCBA75BC363CCC3B5DBB82BBD4BB08BDCDBCC7BCFA3C0F3BD43C22BD82BCFCBBAEBC103C423C8F3C4CBC5D3CA93B5ABC443B083C13BC0D3D8C3CAABC77BD27BC3E3D003D213D233D0C3CE43B123CB3BC413C3FBC97BC66BC333C3B3A97BCD33CE2391A3C26BC09BD233C573CB1BCA53C0D3CCFBCECBCD1BBF937C8BC01BC44BC6B3C5ABB2F3B86BB013921BC823C04BB333B443A053C973B15BDABBCD3BC1EBBCC3C0A3BFC3BA2BCC33C223D0DBD23BC633CD7BCF33C0BBBBC3C953C853B0DBC0E3C10BC843CA9BA9F3C5D3BF93C6B3A1BBD723C9EBBB33C243CBE3CD7BBEB3B23BC9C3C4FBD13BBEF3C1E3C35BC6CBCB23CE33BDEBCA1BCB9BC053ADCBC8CBC7EBCA4BC8CBCBC3BCE3B8F3C02BD413A5BBD863C1DBC183C533C22BAE33C43BC84BBA6BA2EBCB43C6B3C363C91BBF23B86BC293CD1BCD23B893C093D45BCE0BC1FBC833BE0BC1B3B61393CBB5E3C00BB44BD9D3B49BBC43CBBBC5B3BABBC4D3C1C3D82BC0EBCB3BC1D3D7ABC14BD0F3CB33BBA3C2ABC03BC963ACABC87BB693C83B82BBCE83CB4BA013C0FBD273C1EBD3D3D55BCB1BB883B95BCE93C073D07BCA23CBABC16BC9E39A43C793C34BC58BCBC3C803CFBBB4539BBBBFABC633B8FBAF6BC3E3BAEBC57BD643B5DBC203D15BCDFBC9A3B973CBBBCBE3CD6BB84BAFEBB123D2EBCE8BC17BD943C88BB473CF23A503CA0BB14BB553B81BD773C243C633C4B3D5ABC34BC93BCD8BB213C34BCB83C2F3BD5BC32BB76BC9ABB003D99BBC73CA53BDC3B40BC7F3C903C813CBB3C753A8BBC423CB73A2C3C3ABB283B8C3C1E3D87BCAE3C34BC11BCF7BBB8BCAD3B9EBCA6BCA6BCB03CFC3BBF3CA93B3C3CCEBC85BC9F3B213B453C1D3C88BADBBB0F3D3FBBBCBB403C21BB8D3BF53B073CBD3CE4BCCB3CD83C32BC87BC08BD093DF33C2DBC36BC223CC33CB4BC553CCE3C123CC1BBF7BC4DBCB8BBF5BC88BB2B3C1B3CB8B801BCDB3CFDBC9CBC663C92BC0DBD35BC22BC6D3C93BC93BCCBBC99BC0BBCF63C70BC633C4E3D22BC453DA43C5F3CCDBB09BCD1BBF0BBBFBBC93C123CA33CE53ABF3CACBC943C33BC1CBD943B013C843C29BC2F3D3EBBD83ACF3BA43C48BCE83BB2BCBDBCF2BC4C3CB2BC5EBC74BC1F3C063B8C3CBCBBA23C8A3CF43CD83CAD3CA03CA53CC63C013DEC3C76BB9BBA993DF13CCFBB493CEABCF13B853C09BC97BBF13AF6392B3B86BBBA3C723CEE3C0B3C0ABDF83C193CD5BB323C16BDFCBAD23C83BC963B2C3BD83C273DBB3AB9BCD43ACCBC88BCD83C8DBC8ABBB9B999BC7D3C943A79BAD63BCFBBD5BAC13B0A3D13BDE7BBB03C3F3CCABA733C173CDC3C3DBCEBBCED3C9A3BA73CD73C74BC5FBAFEBB15BB47BB393CA739F7BC51BCD7BB963C4FBCB8BC943C84B93E3C6A3BC33C0ABD243C663C65BBECBC0EBD37BC213C90BB28BC22BD943AAFBBDCBBBD3CD33978BCC9BC253D0A3C35BCB13C733C7A3D70BC4C3B00BC103C50BC9F3B0CBDC73B87BB88BCCCBB663C9ABCDF3B473CFA3C74BC9D3C07BD0F3DFABC5B3C12BC99BC893C07BCA6BC84393EBC0D3B43BCB1BCE5BBC63C3ABDB03A443B373DE3BC27BDF83BC7BCE6BC083C903C0C3C97BBA63CB03CC3BAAD3A66BCAC3BBB3C303C86BCA2BC9BBC613B5B3C14BDFDBB093D16BCD93992BC97BCADBB5A3DD7BC553C523B753BB6BC093CB3BCD73CF13805BD36BD25BBBA3BA23CB1BBD23BE53BCFB9503CC83B843C5C3B2D3BBF3BADBB42BC8FBA283C6D3AAFBCFBBBA8BC50BCBF3B62BC883B013C663DEA3CCDBCBD3CB6BCACBC863A213CD03C993B203CEA3C05BD4CBC8C3B893C573CDF3C33BC18BB723C9ABBCA3B8A3BC2BC0D3D573CBF3B613C2F3CDBBC1C3B3FBCCABC913BA33B1A3D54BC903C19BD513C7BBB69BC38BDD3BC08BC9BB976BC7C3CDD3C4EBC12BC0D3D00BDAC3B53BBCE385D3C823C27BCC1BC36BCEBBC083D563CB9BA8E3C08BC11BD0DBDDF3CCCBC8D3A2A3DAC3C9F3C993CBFBB54BB29BDC03C003CDF3C513CC53C363B0E3DAD3CCF3B8F3B003DA3BCD3BC98BC55BB723CCABB8D3C21BB203A083C22BCB2BC81BB563C783C26BD0BBD35BD5BBCAEBB5D3C93BBF53CBF3BB43C51BB263C83BBA83CD6BCED3C15BD2D3CB7BCA73BC23C5A3C4CBC61BCFA3C92BCDD3B1EBB8D3B793B0E3A3BBC9D3C4A3C893CFB3B17BC28BD1A3D013CAD3CB13C5C3CD4BC4D3CC43B2C3D09BD42BC9FBB6EBC433CDD3C63BCBF3CC33CB5BCE23B7B3C90BCBFBB6C3CB03A16BDE3BB20BCE73BE5BC813B4ABCC13CE8BC9CBCD23BCDBC6CBC123B953CB8BC4F3CD9BB593BACBC213CC53C0ABB13BDA2BB11BDD0BCED39033CE0BC34BC75BC74BBD9BC11BCB6BC83BBC43ACE3CC83A34BDE33B2F3CAF3CABBB9D3B7DBBF23C2E3C3E3D45BC2FBC253CF13B54BC38BDDDBB9EBB9E3C9D3C0CBD9DBC293BD0BC9EBC4B3B5E3A97BC133C82BBC5BCAABCEB3CE5BB0BBCECBC66BD853C473D2D3D043C263C4DBBCC3BEB3AB93C92BC06BDAF3B05BC78BC333CF4BB7B3C66BB62BA23BB6A3CBF3C723C703CD33C61BB313B0DBD9F3CDDBC23BC893CC43CAA3C953BF3BC923C313C5BBCE23BBF3CA63CB63C063D8ABC8DBCCBBB13BBB4BCB83CC3BB243CC63C5DBDCB3A9FBB22BDA03B823B363BACBB02BD803C403C9B3C033C053D213D9BBBFF3A9EBC31BCF03C743C11BDD63C46BB98BC403C51BC6BBC8ABC2D3C293CBC3CDCBC123DD33CBC3C0EBDD43BA3BB0C3BA0BB92BA043D623C873CB0BC2BBDE1BC92BC10BA983BBF3CC43C3D3C173D96BC053DE4BCAE3B923C033C33BCCDBC823C0FBC28BC4C3DA13C603BE8BCC2BBFABB903A5EBC953C993B543C923C873C783C2FBDB53C6D3C5B3CA93BD2B9CABC06BDDEB9ECBCFE3BB83CAEBC6DBC8D3C1DBB0BBD01BDCF3C253CCDBC563CECBB29BCED3CF73C8E3C43BC2ABC8CBC043C38BC793CD4BCB7BB6FBCD539BBBC8D3C973CA73B753CF73BAE3C79BCC13C683CABBB4FBB973CF53B81BBD73C163D81BCAFBCF8BC5CBC953C9FBC7FBACBBB513CF03B79BCDABC23BD19BD6B3C6EBDB23C09BD13BCEC3A4FBC0CBCB5BBD4BBFFBC443ADEBCA2BB903C563C07BCF4BC4E3C383C3FBB913CFD3B383CC43A60BCB0BB64BCFF3B7CBBB6BB3BBB27BCDE394C3C743B333C90BCEBBB7ABA9ABC58BB413CF8BCEEBB90BCD23CEFBB763C50BC82BC3F3B003D2F3C193C0A3A70BC033D16BDB13986BCF43C8EBC44BC88BCABBC20BC373B2C3C323CE5BC10BCAC3C233C96BC2F3D20BD523C82BC21B979BB43BC003BBDBCCBBCD53B8BBB753C753DB2BC89BB8BBC7BBC1EBDD53C7A3C5B3AD03CC4BBE4BC433CFCBC18BC1E3D7A3C883BFCBB58BC7D3B59BDD23C99BC643AF83CDBBBA63BF2BB973C1D3D4DBCDDBC983AE43CFCBB293C7CBC853C973CF3BCB33B21BD89BCE1BCBA3C773BCBBBB83C623C093C9239C73C873CE2B958BCAB3B9E3AE13B30BCBE3C96BC473CA43C41BC3C3D2D3C063D80BC05BD29BCD9BA9CBC4C3D403CBCBC2D3B2ABB1CBCBB3B2D3CB8BA3EBDD63C7DBC65BCF23B8FBA963C21BC4B3BB8BB2F3CDCBBE6BC703C8CBBE1BBAABC7DBC563CA7BC05BCB7BC063BC5BCB9BCCABBCA3C1F3C67BC17BB22BCABBB54BC08BC46BB023C22BD11BCDDBC923CE43C9F3BA03A0BBCC53CC83A653C98BCC03B783B4EBC3FBCF4BB4E3B0A3D053DB43C943CCB3C58BDDA3CCA3B4DBC8DBC8ABB6F3C853BB5BCE8BB1A3C82BB33BC0B3C15BCF1BCCB3C50BC0FBD47BBA03CB1BAC7BC6BBB4D3C03BDB93C013CA7B985BC823BA43C9D3B77BCE03C5CBCB6BC993B8CBC12BC66BC893CAB3C023D8F3C0A3B8ABABBBC4C3C0E3D483D9B3BB63C83BCC6BC883C6EBCC1BC88BAB8BCC73A15BCD1BC2EBD713CE0BBC0BC35BDB53CF2B9403C3BBC3C3C81BB32BD063D22BDA5BBC33B023DD8BC963B46BB15BC95BB873C55BC133D15BD3ABB88BC7D3CB3BC403B693AB4BC2EBCEA3AD8BB293D1E3B9EBB4E3B60BC8F3CACBC253D18BD1A3CD7BA073BAB3C503DBB3C8BBA0C3CD03AB6BCE93B76BCC33CC03CA7BB2BBC203DE6BBD23C013D04BD2C3CC3BCC63CDCBBCA3B1CBC083BECBC3D3C4EB9A5BC6DBCC3BC8EBC19BD953C91BBE3BB803C05BC61BCE93BF73B1EBDA6BCE2BCAA3C42BD593BE33BE73C02BDC03BF53B0B3D20BC07BD8C3CB9BAFCBB33BC923CB43CE23C353CFCBBB2BA7A3BB5BC713C783DCCBC133CA8BCACBC163DB9BB4F3AFF3C333C31B8EA3CACBCAB3AE73CECBAFFBC60BDA2BB663C263C9F3BBB3C9B3C1FBB543CBCBCB23C97BB59BB863C14BCA33CEFBB76BC73BBC3BB993BDB3C903C6FBC9ABBA7BC16BCACBB9C3B9EBC84BC023D2BBB9DBBE73AC1BAFF3C11BDA1BC8C3C033DA9BC893C893D0DBD3A3CA2BA10BCDFBC43BC82BC62BC23BCEB3A683C0BBDBE3CE13C363BDABC93BC18BC8DBB8ABC36BB7A3CF13AF4BCB13C5FBC153BC9BBD2BB123B26BD493C183D6EBC853B68BCA9BB3BBC8DBC6BBCD7BC2A3B3FBCA73BD13C093D043D4BBA503C3CBDD33BB83C98BC293C96BC0A3CF83A9A3BBDBBC9BC283B25BC81BC97BC163DA9BCD9BBE43BC83C01BCBD3C673C67BAE23C0EBD5CBB5E3C9C3C873CC2BB893AC83C04BC56BAF1BBE13A2A3C983B5A3C04BD933C893B49BCAD3C403DD1BA7F3C5B3CDCBB193B8E3CB33CD23C1D3D32BC783C353BD8BC2BBCD9BC46BB963B193C9C3CEE3C3CBDE43A603CC83B40BC743C1D3CF6BCB03B2CBB6F3C59BCE23A1EBDE03CA6BC943C833B573C5C3CBE3C483C8CBC10BCF93C91BCBB3CB7BCB7BB",
      torch_tensor_32_torch.bfloat16_8: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_7: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_6: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_3: "0x02000000DCBC443C0CBC5EBCC03CEA3C9E3CE5BCA0BB0D3DFCBCE7BB61BC14BC2ABD48BCCDBB2E3DA63B2CBB653C93BCE5BBE53B3DBC06BDFE3BB43C103C053D333D20BCD03C9F3B273C353CD93C4F3C073B3FBC393B753C413BC8BC6DBBEEBBE53C173A53BC783CE3BC243D903CCBBC0C3C2CBCBA3B143CE7BBA8BCC6BCDB3B963CF33CB3BC403C833B09BDC63BB1BC283DAD3CE73B45BC7F3C34BC8DB9DABA1C3CAE3CE6BA543C6BBB363C033CDC3A90BCCC3AE2BBE7BBEFBC383CBCBC0B3B263CFCBC2A3D90BC87BC0C3CC43C1CBD7EBC9B3C553C9D3CD8BC0ABD6EBD6CBC023CB6BC103D63BC5ABCFABB053D30BA53BCC7BBAEBC2ABCB7BC9EBCADBB4A3C1B3B9FBCBD3C2ABDD93BA43CD4BB9DBC553CC4BB21BC6FBCEE3A1A3B2DBCA3BCEC3C4CBC0EBDC2BC873C86BC3C3C67BC81BB9C3C61BC07BD5CBC013CE53C41BA9ABB8DBB09BCB23ABF3C033D80BC05BDFC3B583C183DC2BB61BC4FBC10BC473BACBC27BCB43CB73B3FBCB4BCD2BB883BE4BBDD3C763B933CB63BBD3C6D3BF43C813B3C3D7A3B7F3B9E3CC6BB0BBD353C0ABBE33B253A92BA1CBDDF3C14BDBEBC933CA43C463C193BC83CA5BBAFBCCC3C143C3D3C9C3AFEBA623DBFBC1A39433BAFBB22BDAE3CB53C153BDD3CC7BCF5BCD739A6BC98BCC23C9F3BFCBB9BBCBB3C223B3BBCBCBCBC3C0CBCAABCE5BCECBC223C72BB473C193D953CC23C993CEB3BF1BBF7BCCF3C78BC0FBDB1BA283CFABB4B3CD13C7BBCEEBCFD3C3C3C903CECBB0F3C96BC3D3CC73C71BC6A3CCC3BB03BCC3C17BBA13CEBBB36BB093CEDBCD83CB5BC193D5B3B2C3C04BD113C9D3BAD3BD33C8EBC83BCF23C37BDC9BBFFBCFEBB12BD783C07BC903C13BC213BCFBCB73CDDBCF5B902BB99BC82BBF93A993C073DADBBF83B7A3B3BBA8B3CB3BB433D9C3C1EBBB7BC16BBE73C0F3C073B82BB3DBAECBBA43CF8BCC7BCA6BCCC3C78BC503B54BC453CA0BC82BB82BC2FBC86BB84BCD73B613CD6BC64BDA9BB153C0A3CBD3B2A3D143AA3BC763C11BDBC3C99BC823BFABA223D22BCCFBC6DBC2D3B563B883BEFBA093C383C1F3A43BCE7BC4FBC92BCC53C853C23BCB6BBC5BBA83C76BB8E3BBF3AE3BB6DBC853BE93BD6BC513CB8BC0FBD2C3DCC3B90BB9A3B09BD04BDEEBB363D2FBDBABCF5BC08BCBFBB02BCF738A13CDC3C2D3B3CBCC63978BB923C00BCEDBC913C12BDA3BC173BEF3CBBBCF1BC273CDDBC8B3CCF3BEEBB4F3C1D3CBF3CB83B81BC123C86BC8ABC28BDF3BB9C3CB8BC29BC11BC8DBBE9BC743C8E3C9BBCABBC423C893CE43BE33CA93C04BD48BB28BC23BD03BC8C3B38BBE1BC82BC10BD1ABD3A3C53BBE03BECBB0FBC27BC95BC44BAC03BB4BCCEBC51BC663D163C9ABC943C723C85BBA43CD23B8DBCBDBCDB3A613CAD3B36BB9ABC8BBA023DD93BB2BC753C133D01BC07BC5FBB8FBCB13A69BC2D3D80BC05BD3FBC843C063CC2BA69BB293C6C3A0B3C57BB303BD33CA0BCDCBB463C0A3D6A3C653AE23B7C3C0E3C103D97BBC83B963B3ABDC239C03CC73C4A3CFABC7DBB38BC30BC623CAC3C113CD6BCDD3BEC3CA13B9DBC223C193CC73C8EBB84BA20BBB63BA73C1C3C773C2EBC52BC433B4DBD8A3CDD399FBBC2BBD4BCBF3B493CB8BCD13B7BBCF2BC71BC25BBB73C22BCEEBCBDBC25BA1E3DB6BB7B3B72BCABBCEFBCA4B91BBD613CF03CB33CF9BA903C833C213C3EBD023CD4BCC2BB5D3D18BC90BCA1BC1CBB8ABB8BBADDBC563CE53BCE3C34BDEFB708BCBD3A03BC343CD23CDEBC45BC033D383CE2BC213CBD3CB6BBA33BA3BBFF3C083D233BDCBC213D443C563C163DF5BB8D3C0A3D08BC763B953B59BBB0BC683B7FBCCDBC3DBDA83C2A3CA03CDE3BAABA493C16BCA73CC6BB75BC753B363BCD3BE43CD2BBAC3BDFBC00BD333D143D3B3B513D573DF4394A3D9C3B00BCC53C943C8DBC92BC3ABCA4BC223D0CBC03BC74BC6BBB6D3B173CCEBB6D3AAD3B4D3CFEBBECBC463C023DBA3C13BC8DBC193B413C07BD9FBABE3C553B063C373BF6BAF4BC54BA03BD363DA1BC193DA83C8A3C203D39BCD23BCABC343C583BB0BC8F3B2ABC0BBB22BDBFBC3D3D963C3D3C343CE3BB8C3CAA3C20BC8B3CC33C653C583CD1BC5A3CB8BCA2BC1B3C48BC2BBDCFBCB7BC153CDA3C043DF1BC17BD7A3B1F3D3D3C3138E7BB27BB15BCFABB8F3C3A3C45BC07BDC33C4C3B2B3C5B3A5ABB483B123DD9BB80BAED3C973C0A3D54B9733C9A3A5C3CA7BC153C393CDA3A8E3B97BC41BC72BCB6BB623859BC1BBBC03A19BC42BC5E3C43BC8EBCA83C4D3B1CBB6E3C66BC6BBCF53C833B2B3A12BD03BD25BB4E3C2DBC62BA1C3D21BC313C94BB32BD58BD053D7F3D26BC8ABA833C76BB3D391ABB35377C3A5E3CA93B133C743C8C3B88BB61BCF8BBD33B06BD0E3D1DBC0DBC7E3BA4BC1BBC27BC0C3CBBBB2E3BA3BCFBBC2C3CFA3C483C5BBC253D593C173B823CBDBBDC3ABBBC8EBC42BCDEBC1CBC7ABBBCBAD73CD03C1A3CD73C7EBB5F3C0FBB78BBBD3CA1BB093CE7BC963AC2BB06BD0BBC193DA6BC853BBEBA4CBB4D3CCB3B1A3CE43A93BC503BB8BC043DB33CED3B99BCD1BB503CECBB9F3C1EBDE43B84BC003D86BC97BC8D3C0BBC943C293C60BCA73B2CBC5CBD13BD063C073DF03B09BDBBBBAF3CDDBC213B243D6C3C78BCB33CAC3C19BDC939713A09BCBFBA16BBF1BC97BCB23B0FBB6BBBA3BBDDBC813B663B23BC6ABC613C063B143CEFBC1A3C7ABDBDBC103BA73B0FBD043CBEBCB6BC19BC983A27BC0ABD86BABDBC18BB4CBC3EBCEA3C06BDF93B063C183B68BC2FBC1A3DC83C663AACBCD53C1EBCC93C383CF83C5B3CA2BCF13CE23B1FBC97BC5FBC1A3D28BB25BDC83CCDBC5FBC243CECBB51BD0DBC0ABCB73C9E3CC9BB103D043C05BDEC3B283CFC3B2ABC3DBC2FBC",
      torch_tensor_32_torch.bfloat16_5: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_2: "0x02000000903A1B3C81BCA1BC1C3C5F3A68BBEC3B2FBB093C26BC1EBADB3BB63C383DDC3B4FBBA93BE63AB53C693A703C7C3C883CCABCFDBB553D2DBC243C0A3C36BD803C29BC21BC4B3CD53B91BC64BCC0BB8A3CBE3B103BDF3CB2BC2FBD083CC23CF0BCD2BBE6BC61BC933CFBBC7EBC79BC133B4E3B683C15BD093A9E3BC2BCACBC853C90BC103D05BC35BD843C0DBD91BCB03CA23ABB3BD9BC55BDE33B753B41BC78BC713DA43C193C89BCF0BB053D643D163DCE3CA03B963C2E3CFD3BCC3BC23CE63C903CAFBC76BC843BDCBC563C6D3C27BAD93B2F3C5DBD2A3BC73C2C3C81BD073C7DBCDE3B6BBC483DD4BCEABBB0BC7E3C7E395ABBCF3C573C35BCF6BC14BD85BC293DC0BC0ABD02BCD0BC353C093D36BB8CBC23BB37BCC3BA9FBA0A3D69BC89BBBABA23BC04BD28BD9C3C9FBBEC3A83BC39BC7B3955BC2ABC99BC40BDB5BCC1BBA53B813BAB3C6A3BF03B9F3CDB3CD53A93BC313C9D3BBF3B443CFBBAFABC87B96C3C153B2A3C3E3C863BD53BBB3B3F3CBDBA5E3B88BC27BD093DDB3B933CACBC57BBBABB063D91BB9ABC97BCF33AD6BCC7381B3D1EBD18BB1B3C09BD9E3C923CABBAA13B5C3C04BC1B3CAFBC4A3CA4BC5B3C543C57BBABBCA7BB7A3B5CBC82BA71BC0739CCBCFF3C9FBCA9BBD83BA33C9B3CB2BB87BC75BC0A3B93BB193C083D9CBC14BCAABB48BB17BC9DBC10BD123D13BD0C3CC0BC51BB6FBC1ABCF03BE9BB0D3DA8BC4EB812BB80BCC7BB753BD03C95BC14BC273BE43CB1BC03BD553B15BC463CDA3BEDBCFEBBD2BC9E3C8C3C3E3C0BBCD9BCBE3CF2BBF0BC613CD3BBA63B62BCF5BC923C683CF7BB113DA03CB33BDE3C2EBC75BC9B3B4ABB573C3A3C7C3CFD3CA63C723BBBBCBE3BBABC30BCAD3CD4BCE03AD0BCA93CCFBCA93C29BC9C3C9B3C23BC973BCE3C3BBD283C15BDE93B1A3B493C10BC563CCB3C03BB573DC9BCD33BA73C66BB893CD7BB253C2A3A53BC9D3CC3BB5DBC18BD1BBBE2BBD73BB83C393DC43B50BC9C3CFDBCCE3CA13C833C543BFABC3BBB553CB73B073C84BD9DBBA3BC753D30BC063CCABC1EBCE8BC293DA33C873C08BC9BBC1EBCA93C07BD0B3C333DC0BC233D32BD3ABC2D3B74BCB73C0ABC343C31BD6D3C08BD8E3CBFBA2ABC08BC143C903B853BC5BBB5BCA23C103C3E3B4BBCA5BC5BBB963B13BC093C15BDDA3C1A3C9B3C093D0BBBF93CE0BBD93C8ABCD13CD0BB16BD073C75BC3F3D663CC83CEABCE8BBD23C1D3C9DBBD23C193C3FBDC8BB0BBD343CC73CF03C873CFCBB893C273C05BC303C16BD7D3C9EBC8EBCA63C5B3B27BC88BCD83CCE3B39BDF43C64BCCB3CCE3CCFBB98BC93BC3E3CDABCEA3B5FBB033DA0BAA73C64BCAC3A14BD4F3CF23C09BC543C52BB173B003D01BDEFBB973C673CA0BC18BC4ABC1CBC163D6EBCCCBCBC3B6F3C5B3D28BA713C8E3B2D3CA939153B5FBCC13BB53C193C873CBD3CCBBB1FBB32BC8F3CEE3C003DE13C8F3C3B3C8ABC5C3B71BC1F3D853BC13CC8BB8B3C29BC70BCB03CDC3C57BAA1BC633C103D6D3C923B003CB3BCA9BA11BB9FBCCF3C63BCA33BB6BCB9BB043BFEBA593CFF3B49BDD93C1ABCB8BC3F3CC93A1CBBC33B0E3B5E3CEA3C14BCC8BB093C0D3C9FBC323DE4BCD23C36BC33BB5EBC19BD23BA7EBCE4BC3E3DDEBC483A89BCA33B21BC3A3DE43A0C3D813CFD3BB8BC1CBB7FBBB53A51BC83BC92BB013D47BA123CC03CD23CA7BC663DC73BBDBC88BA933BF83B2DBB6DBC1F3CD73AE7BBE5BCE9BC8EBCEA3CF93BD63CF13B32399F3CEFBC29BD06BD743ABBBCABBAD03C51BBA83C4D3CE5BC96BCDE3B8F3C0BBC2D3B323CA93BE7BBFABC343B95BC3D3C51BD8EBC53BC03BD8BBC0DBD993C313A593B14BC0B3DE8BB31BBE9BCEDBC9FBD32BDAFBBD4BC89BA893C9ABA60BC98BBBE3B07BCCD3BDA3BE7BC51BC58BC173DF9BB2F3CF6BCF43C92BC413CCB3CC93B63BCBC3C993B053CECBB9DBA663B76BC1FBDF23BCB3B9DBCC43CDC3C073C84BC43BCBABC4E3C9D3B043CB03C393ADE3BDC3CF2BBD93CEA3C2CBC3B3CF23ACEBBA33C5B3C7A3B22BCE4BC723C9F3C48BCEEBB653B0FBD593AE93A223D8A3C083C23BCEF3B9FBC9CBC1A3B523C7EBC3EBCA73C133D113D373CEE3A163DDC3BB7BCFBB90B3D93B7E83BD73C933CFD3BD4BC833B7EBC1BBDB23C033C25BA153C053D043DAABCA43C9EBA93BCB03C6FBB5DBD263CB83C043DAD3C9C3CEDBB793CADBCFFBC92BC323C703CAD3C963C87BCDBBCD4BB7F3CFA3C95BB37BC8EBC01BD0F3D2BBC0C3C08BC84BB183C9E3837BC1D3D7B3BC43AB33C56BC3DBB59BAEA3C14BC94BC98BCBFBCE13B963CCEBC0ABBD9BC37BC83BCF6BC323C94BCA8B9BF3CE4BC063D93BC47BCD43C973C17BD163D2A3C20BC923CB23CD13A03BD293BB2BCF5BA9ABC873C38BD0FBD10BD2FBCDEBC033C2BBD08BC9A3CBB3BA93B8FBC4CBB863B763C8E3C103D43BC18BC73BCF3BBE938983C4E3B073CA7BA263B23BD95BB053D15BCB43BFABB8C3C9DBC643C88BB30BCB63BB2BCD4BC233A8ABB2C3B503C84BA04BD8BBC9EBCF73C6A3CD0BBCABB393C07BBD3BAF3BC1C3A9CBC86BD973CCD3C863C8CBAFF3A2F3CC43AFCBCD83CDCBAF63B003DCDBA3EBC3CBC16BDB73C823A50BB4EBC9ABC7D3C443910BCF13B603CB7BB983BCC3A0EBD9E3C313C243C1FBA44B960BBF7BCFEBC9EBC533DE8BB233CA0BC12BB403C79BC073D52BD9ABCD1BC14BD253C833C3ABC813C04BCBD3B66BC27BDE43CA43C33BC8A3CF4BC42BC85BD15BCB0BBB23BE5BC8DBC063BA63C20BCC2BC633C753BDEBB143DBD3C2B3C623CFBBB013CD0BC953CD03C013C173945BB8D3C9E3BEABB523B983CFABCA63C4ABB20BC20BBCA3B4DBBBB3C2F3DD83C86BB41BC173C453A19BCBEBCD0BCF53B1FBC043C",
      torch_tensor_32_32_torch.bfloat16_1: "0x0200000011BC893BA83927BB0B3C28BCC8BC3BBB5B3C0BBC0D3CB9BC2C3CA1395EBD8B3B37BCA83BA53C99BB59BB27BD053C613CD3B8D9BCA4BB3FBDAA3C12BC6BBC26BC213D0C3CADBC0D3DF13CFCB980BCB1BCB0BBE9BC8B3B8B3C813BF53B6FBDAFBB77BC103CF93C5D3C073DA53BC13C61BCA6BC1A3987BC653C083CEE3B803BFABCEDBC123D1B3C46BCDDBC473CEB3A6C3AEDBCC7BCE9BC723C7E3BD9BC0BBAC03C87BD463C85B973BBDEBCA7BAC0BC2ABCAA3B8ABC843CBE3C04BD63BCBD3B163C3E3C22BBB3BC6EBC3C3A9D3BBC3B9DBC9E3CED3C30BDEBBCD83CEF3CE9BC493CBD3CE8BC643B0EBC0DBCABBB0E3B0B3CE43CEF37DB3CA23C633CE2BC50BC62BC7A3CFC3C493B0C3C943C13BBC2BC1A3D7DBC37BD73BCC83CB3BCB43BE4BC333C2A3C293C60BCF03A89BC903B3DBC94BA9BBC45BCE93B29BC6DBC483CBC3BAFBBBBBCCF3B283C1ABD30BC043C27BC1B3BC93BB23C973C373C22BBC1BCF53B113D583BBB3C3CBB67BBA53CB4BB42BD26BCB93A11BA373D86BB023A2BBD8A3AE13B4BBC893C723CF73BDBBAB03BB5BCCD3B11BCDDBC073C6ABC4FBC32BD1A3CA33C97BC1DBD423C6DBB4ABC40BC183C8FBC51BC2F3DD23BF83B753CEDBC813860BC083CD03B633CC73CAB3C523C06BB9D3CA33C1BBDA83BCDBC263CD7BC883B163CC6BC4339EE3C56BB3CBC5DBC5FBC8A3C99BB00BC8B3B573D99BC13BB1E3D9B3CFCBC1E3C5F3A0F3D55BBEDB9B53BDFBBCCBC82BCB7BCABBABDBC17BC1CBBC63C40BC02BCA1BC03BD80BB99BCDBBC753C003D8C3C8BBC4A3C73BBFA3C86BA3BBC4D3AA13CFC3B8A3CEA3CBEBC803B19BC023917BC0ABDDDBCBABBFA3C4ABA27BBC2BC9A3C82BC2BBCE2BC0EBD8D3B113C663C7E3B0E3C16BCE93B02BC4EBC533C8ABCB33BD03C2C3BC6BB55BBC5BB09BCD6BB9E3C9ABCEC3C903BB3BCFCBB9CBB433CDEBA81BC7D3C823C7BBC073D643CA13CA53C6639673D1B3D7C3A693CD53C9CBCAD3CE03C993CEEBC67BBB53C3D3B95BCB93B94BC0FBDBC3C813C53BC92BC613D5CBC1EBC89BBDFBB973C2F3D733C983CEABAC4BBA0BBA33C733C173CA2B9DEBA52BB09BD6DBC023B843A7B3CB6BC9DBCA53C00BC07BBB5BB483B88BC9C3CB93C553B89BC1CBC48BBF9BA98BC4EBCB6BC013CB23B2D3C783C1D3CA8BC6F3DE83BC1BC1CBDA53C45BD4FBC21BD2F3C12BC2FBC1FBD353CFE3CF939B23CA8BC82BCE23B32BCED3C253D363C1D3C75BCE7BB7CBC0038CBBB95BCC73C12BCDB3C48BB96BCFEBAC5BB383D593C1FBCB13C94B848BD6B3CD23CC13C05BC1D3D8FBCD3BCB8BC283DE5BC8DBC363CF8BCC1BAFF3A8039C33C953CF5BC94BC0DBC733B233CCB3BDD3B513C133CDC3CC7B9AA3C46BC313C83BC0F3C993B4EBB4D3C29BC35BDACB9C2BB6DBCC03CD7BCDBBB3DBCA8BCEABC653CC63C64BCE93BCBBC783DD43C1BBCCE3B553C8D3CFFBC0ABD0CBDEF3B1B3BCEBCBBBC643CE437B43BA13CEBBCCF3CAC3BB0BB6C3C33BC83BC09BA5C3C99BC4D3BD3BCA0BA033D89BCDA3C0FBB69BC553C4D39223C213C103C7DBC7BBC053BFA3C18BD9B3C9DBCD73BFBBC23BC973C253DF93C103CA0BCBABC4ABCD53B92BC273DC93CB63B933A5E3C57BC0D3C7D3B483C2CBCDD3BEEBB053D963B3C3C6B3C29BCEC3C68BDF1BA3D3C19BDD0BCC73B52BC153C56BC853C0A3CE139DB3A403CBFBC70BCA13B0D3C183BAFBB68BCF13B813CE7BC7BBC01BD35BC88BCA53C6F398BBBFF3BA13C173C553DB8BB253DBA3C9CBC7B3C0EBD51BD14BA603C6CBBA1BCA8BC8ABB133B40BDFFBB3DBB9E3B70BA9C3B863CC5BBFB3C5B3C78BC15BC03BDFC3C48BB7BBCEB3AC23AFCBCD1BCD2BB08BDFCBC98BC8F3C29BB93BCA3BC3DBDCEBCA1BC4DB8673C4E3C843C743B1BBCD8BB10BC853C32BD91BCEB3BE63CB7BC4B3C573C2F3C6C3C09BD2DBB96BC12BCD53C4FBCCB3CC3BA553BB73CA63B6C3CD63BB03CD63BABBB2C3DDC3B2ABC10BC3ABCCC3B523C263D0D3DDA3C323CF23C0BBCF9BB373C0BBD853B073C783BEEBCC2BCA5BCA3BB203C65BA5CBC093BA8BBA53B9F3C1BBC143C01BD183DD03C963CFCBC413C143BBE3C1FBC523BE9BCD2BBC4BC253BBB3B6BBD76BCC0BC703CB13B553CA9BC1FBD0A3CD7BB363D18BC06BA86BCBEBC97390F3C633C383BD6BCBF3CF8BC94BCFA3B97BC5EBC963CDC3CE43C33BC203C1EBB31BDC5BCA6BC6BBC9FBCA7BC843B633A103C14BDF73C5D3B063D44BC86BB16BD05BC583BEE3C743C943C28BC32BD97BCDBBC45BC4C3CE8BC8BBCD43CE8BCE5BB2CBDCB3B833A903C153B15BBF0BBC83CB03C3C3C253DC43C29BB3BBCC53B9ABCC0BCF4BBDD3C8EBC303CBFBB863C5BBC303C073DCBBCEBB9553B2E3DB6BCE3BB97BCA6BC3C3DE23C9BBC1ABCDF3989BAD73CAC3C053DB53C2B3C573C3EBCDDBC01BCFFBC53BD133C973B213B1A3C5ABC9D3C313CF83C9DBB38BC10BC46BCF7BB0B3D34BC0EBDE7BB11BC6F3C273CBF3AB6BC8EBBF1BC1ABDED3B81BC133DBCBC413B643C7FBCC7BB07BD9F3CE43ACF3CF7BC253DB8BC823BEABCA7BB73BC97B995BCA43BF8BCA3BA8FBCD5BC0B3D733C2A3C4EBD9DBC9EBCA5BC873C0D3CA2BBE2BA573BA83C02BD35BBE3BC3BBD9BBC8F3B043DADBC073B8DBBE13B2A3A6E3BB6BC01BCC8BBBABC2C3C02BD8039C73B0DBDB73C1F3C543C773B6BBC0FBD123C083C91BC10BC15BDE2BBA8BC5BBC433D67BC0D3BC1BBD2BB4ABC2F3C01BC103CA23C53BCA7BC25BA903C2ABC803A3C3DF0BC90BC0FBC763D203D04BD7C3C90BCCDBC73BA58BC37BC9C3C0EBC3F3B2FBCBCBCABBA41BD07BD083C963B703A50BD41BD8DBCC43B7BB8813ADDBB8E3CACBC99BCD23A9D3BD63C5A3CA83B6EBBB33C073CA43C5E3C",
      torch_tensor_32_torch.bfloat16_4: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16: "0x0200000096BB013D233CB73C8E39913B963C863C473898BC063D5EBBC9BC413CFD3C093C9E3B463CA63C023D9F3CFB3CAEBA89BC133DAB3CBC3BD6BCBDBBBCBADABC6D3C003CFABA8CBC243C483B21BBB73B97BC313C34BAE73AC3BB99BC35BC1C3C65BCF2BB073D923C08BCC4BA2D3C83BC9FBB43BC5E3C433D95BB3D3DFABB973B57BCDF3C483C37BDF2BBAD3C4F3B66BD1DBC83BC43BB0F3B16BDB13CA4BB5DBCF4BB4EBC33B8FBB9CABC0DBB133D2ABC4DBC8BBC1F3D183C21BC003D1BB924BCB23CD63C3F3C86BCE73CAC3CB13C8DBC87BC1D3C3DBC773C4B3BBBBC79BC833C52BA41BC6FBCBDBBFDBCF43C04BD853BCDBA8B390BBDCCBBDABCECB904BD693CB73C35BC813CC0BB9EBBB73B2A3D79BBBA3C083D4BBD403AF33BF0BB7DBB4E3CD9BC84BB253C903C1D3D94BC13BD05BD133D00BC8E3A843CC33C86BC9EBC79BCDD3BE63C5CBC503BCE3CCCBB83BBFE3ABF3C713BBE3A12BB3FBCB33C1C3CC33CB03CBF3B03BD013D94BC2EBA21BCA53C17BD6ABC9F3CBE3C023BD33C14BCB8BB38BBA63CAABCB9BC45BA90BBC5BBA4BC033CBCBA8E3B8A3BE3BCBB3C3AB93D3D363CD3BC24BDB73C3D3D08BDD7BBA13C1BBDD6BC0339BEBC1F3D743B373D55BA763CAF3CF8BC9D3C88BCACBC043D87BC12BCAC3CCCBCE4BC6FBB3BBC8EBCE9BABF3C20BDB83B31BCEBBCBA3C34B9E7BCD73C623C19BCFCBCC4BCB2BB303B7DBCD43C223DCDBC1C3D183C38BD0CBD38BD80BCCD3C7C3CF0BC10BA5C3C52BC583C833B3DBC3FBB81BAB43BAF3CD1BBC9BB863CC4BC05BDA1BC06BC0EBC0B3DDABB4DBDED3ACFBA813B83BB5FBCBEBB0E3AF8BC593A103D533A403C273928BC343C9ABCEFBC09BD733C9F3B05BC6E3CDCBA42BC7D3CE3BC64BC31BC113D22BC7BBB4CBC27BCA6BCF0BC94BCF2BC84BC28BCEEBC61BB8D3BE83B933B343CE73CA7BB043DAEB9853AA5BB32BD26BCB3BB9F3BB23B323D923C3DBB4CBD0C3D1F3C2D3DA1BB413CC3BC63BCB53C53BC82BCB1BB81BCFC3CFD3BA5BC323C75BC1C3B473DD7BB8BBBD7BA8DBCF7BC0B3B18BB25BC94BBCC3C61BBE3BCB43B603CEFBC2FBC253DA53CEE3CBB39863CD33CB339C2BB1DBCDE3B40BC04BCA6BC17BC383BD03C7136DB3B683C93BC2B3DB23BBF3C43BC6ABCF9BCACBC523C8A3D6CBCB7BCEDBCC0BB023BAA3C383C8D3B19BCDA3C87BC403C073DA73C6FBC1F3C5BBC63BC49BBE8BC043C74BB4C3C83BCB5BB4B3C8DBA723C8EBCD7BB193C163C4DBCA2BB033D4ABDCC3C9DBC923A04BDD13C913A3E3CA7BBCC3CB0BBBCBB72BBB33C183C25BDB4BC4CBCB63C4DBC853CE7BCA73C60BC3FBD0F3DAABC103D3EBC843CA4BCBB3C49BC363DEE3B963CB83A73BC823C5D3C93BC80BCABBC4CBC873C163DF63C6F3CD53BA1BC86BA913CBCBC783C143CBFBB213C40BC77BC9B3B223C5D3C7DBB333D77BC1FBC873CC6BC703A073C8EBC413D433BB9BC15BAA03C163C7D3C523C02BDD93B513D99BBF33CBD3C733CC3BB353B44BCA63C073C06BD0B3C3FBCD5BB75BC923BCD3A8F3B113DCDBC86BB9CBDC33CDD3A7EBC023D99BC64BC06BD23BD47BC78BCEB3C9EBB753C0A3D20BDC8BB623B783BD2BC733CB53C9ABCD93A8C3C28BD9BBBD2BC2D3C0CBC5EBC6BBB0A3B36BC413B503A52BB5FBC95BBF5BC943B193C1FBBF6BBDC3A1239C8BB983CCE3C363C1F3C5FBB253B943C1ABBFCBBE73CA8BCD93CB0BB94BCF1BCD3BC0D3D893CAA3C74BCAABBA23CD7BCA5BB343C97BC903BC1BC1A3CA53BFD3AD3BC13BD42BC1ABC9C3C133BA13C04BD82BCA73C513CE2BCD3BCABBC0EBD983C14BC49BA823CA8BC3B3C0EBD4D3BB3BC54BB10BD613BEABC1D3ABC3BD63A9C3A8BBBE5BC18BCF1BBEDBCB33A04BA323C843C47BBC63C8CBC193C483B6BBC8D3C993CE23C993C43BC1B3C063D7C3C8339933C5A3CEB3CA7BC103D9A3A5B3B9CBAEABCDCBB70BCFFBC98BC483B84BB0BBCDC39853C9DBC1EBB21BD043C8ABC94BC4EBBBEBBE93C903AD03C07BBA03A403C923A1C3C6FBBBD3BC63C87BCA8BC153CFBBB053C34BD44BC36BC0A3BDF3B273C92BC87BC443B333CB8BCA1BC1ABCEABCB5BC04BD523C943C19BC67BC9E3CEF3ACEBC823BEA3BB03C603C54BC95BB22BC99B974BB073DA63B6E3B313BB33AB9B987BC483C80BAFEBC9639D73C183CB63CAB3AA7BCA3BC9B3B283C93BB00BD683BECBC0EBCDD3C29BCC1BCDDBC233B593B2FBC2B3D0F3C2FBCB83CAC3C443C2ABCC3BC8D3C44BC173D013CBF3C633C38BDC83A653CF53C753CF9BB103C243D983C683CC9BCB73BF8BC0C3C99BC33BAA93CF93B45BBF8BC0BBC8FBC153D913BF73B17BC26B9033C3DBDB93A81BC093C6BBC7BBB8BBBCD3C18BCB53A213C523B1EBC0BBDFEBCAE3C02BC6CBB95BC92BC03BD0C3CD0BC0A3B1EBC5ABCD9BB4DBD613C033C34BC39BD7A3CDBBC9A3A73BC4CBCF7BB143D49BB493CD23CC43C29BA6B3A52BC2C3CCB3CEFBC1C3C873CF43C0539FFBCDFBC7FBCD53C07BDAC3C91BC013D63B9463C7E3A87B9E8B94439163CA3BC33BB603C19BD113CF6BC303DBDBBD43B1F3B42BBAB3C31BC9CBC16BDF2BB8ABC82BC0B3CE23BAEBC423D95BC86BC6E3CC63B36BC2C3B103B1F3D453C09BDF2BC5ABCAFBBA43C1FBC8B3BF73BB53C84BC563BFC3CF63C1D3C033D6B3BE93C8DBC51BB2EBCDB3B86BCBB3C3A3C20BBC1BC0EBC54BC473C923A283C4CBC0BBC40BBC6BAB9BCD1BB953C543CEFBBFABC183C413DB43CC33C803C493C65BC04BAEDBC6D3CE6BC3C3C8D3CF5BC38BC1B3DC8BC013C3CBD223C8DBC303DB43C9EBB5EBB393DB1BC21BD39BD56BDC9BBA3BC9ABB223CE2BC96BBA23CB2BC91BC533D2FBC233B9ABCD0BC5C3BAA3CC13B383C9BBC933BA53C313D51BCBD3B",
      torch_tensor_32_torch.bfloat16_3: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.bfloat16_2: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_12_32_torch.bfloat16: "0x020000000000000000000000000000000000000000000000000000000000000000000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F573F043F943E223EAF3D3E3DCE3C5F3CF13B823B0D3B993A253AB3394239D2380A3F5B3F753F7D3F7F3F803F803F803F803F803F803F803F803F803F803F803F693F623F0E3FA03E2F3EBE3D4E3DDF3C713C023C8D3B193BA53A333AC2395239D5BEF03E553F733F7C3F7F3F803F803F803F803F803F803F803F803F803F803F113E803F453FEA3E823E0E3E9A3D273DB53C443CD43B653BF83A863A113A9D397DBF58BD233F643F783F7E3F7F3F803F803F803F803F803F803F803F803F803F42BF543F6C3F183FAC3E3D3ECD3D5F3DF13C823C0D3C993B253BB33A423AD23927BF0FBFC73E4E3F713F7C3F7F3F803F803F803F803F803F803F803F803F803F75BFD83E7F3F363FD53E6C3E003E8B3D173DA33C303CBF3B4F3BE03A723A033A913E68BFDA3D343F693F793F7E3F7F3F803F803F803F803F803F803F803F803F8FBED8BD7C3F503FFC3E8D3E1A3EA73D353DC43C543CE53B783B063B913A1D3A763F7FBF3EBE153F5F3F763F7D3F7F3F803F803F803F803F803F803F803F803F283F1ABF633F653F113FA33E333EC33D533DE43C773C063C913B1D3BAA3A383A413F4CBFECBEE43E533F733F7C3F7F3F803F803F803F803F803F803F803F803F7D3F6DBF373F743F223FBA3E4C3EDE3D713D023D8D3C193CA53B333BC23A523A15BEBFBE33BF993E463F6F3F7B3F7E3F803F803F803F803F803F803F803F803FD33E7DBFF83E7D3F333FD03E663EFA3D873D133D9F3C2C3CBA3B493BDA3A6C3A69BF213E60BF133E373F6A3F793F7E3F7F3F803F803F803F803F803F803F803F0BBF44BF583E803F423FE53E7F3E0B3E973D233DB03C3F3CCF3B603BF23A833A57BF253F7ABF67BC273F653F783F7E3F7F3F803F803F803F803F803F803F803F80BFA6BEA3BD7C3F4F3FFA3E8C3E193EA63D333DC23C523CE33B763B053B903A913B723F7FBF30BE163F5F3F763F7D3F7F3F803F803F803F803F803F803F803F",
      torch_tensor_32_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_3_torch.bfloat16: "0x0200000064BC533CDDBC02BBF0BBAE3C4B3DFBBAF03C5D3CEBBC01BDB53B2D3CAEBB15BD40BAEBBBA2BC443D003CCA3C96BCEBBA90BABEBCAEBA9DBC07BD653C533B2B3CAA3A2DBCBB3C033DE93CF43B50BB3F3CBABCBBBC42BC8D3CD63CBF3C8BBC20BC7A399A3B8ABBF9BB0DBDB43BD23CA4BCB6BCDE3BD5BC2EBA63BC0F3C93BB513C51BC82BC92BC4B3DC3BCBCBC96BC803BA2BB27BCAD3B423D04BDBB3B5BBDBDBC24BBE73BBB3CF7BB3A3D893B573CB3BC23BDE1BC0E3C6EBCD93CB3BBDC3B5FBC723C9C3CF43C1EBD75BC05BCA9BC3FBDB43CCABB4BBCD1B9D5BCD53C693DD9BC9EBB1EBBBFBC8BBC35BC2EBC6CBCB43C7C3CE63CAE3CFFBCBCBA2F3C72BCB43C7EBB0E3D42BD6DBC0ABD1F3DC5BCA93C9A3A923B293C923C4F3BAEBB213D643C503CC3BC0B3BC73C243C0DBB4DBD483C453DA23B49BC9FB9AC3CF23C2E3CF53BB3BC243D44BDE33C9F3B7ABC2D3D99BC1FBB21BC483CEABCA63C39BA78BA98B8EB3B003C773CEE3C053D01BCE53C223D26BCD6BC523B973CC0BC9CBCB93C9BBCC0BCAD3B213C003C58BC633A96BCE7BBFA3B65BB61BC083B42BCB43C4B3CA43C19BC90BB083B96BA653C733BE4BCC5BB423C62BC80B98DBC713C8FBB163C5BBC3FBC46BD4EBC03BD2C3DA83B2A3D71BCC43BA6BC5ABA923C813CCABCBE3B06BD753CC73C78BC5BBC483BAEBB4FBCF0BC15BC7D3B583C7DBB8C3C65BB953B89BC84BBA33B9EBCE33CC5BC243D21BC283D5F3CBCBB27BCD93C243D6CBCB73CC33A613DAE3C8ABC76BBF93CC73CDB39B0BC72BCA43CB1BC813C20BD16BD12BCC13CF5BC273B143D02BDCEBB163C52BC00BC013D9FBC37BC043CC13B123C94BC77BBAF3C743B4F3CDABBFB3B05BD4A3B15BCBFBCE83BABBC723C413CDB3B063C21BC953C233B103CF73BC43C0DBD1D3D6A3C0FBD21BC023C9DBC32BBFF3C90BC18BB523CA9BCC53BCA3C5F3D2B3CEC3C003DCC3C48BC343DF43C46BBE73B003C95BC0C3D41BC19BD403CD8BA983CD13C8ABB283CCC3C63BCACBC953C243C0B3C6A39A03BA1BC5BBB83BC5B3B173CCABCA8BC43BC5CBB45BCE4BC913CDDBB81BC283CB1BC103D973BBEBB4DBC27BBBF3B8D3C6E3C0DBD243D383DC7BB9E3CDC3C4D3C10BD0DBC1E3C193D0ABBBFBCBC3AE5BB6FBC4DBC9DBC6BB965BBAE3A813C0B3C9EBBE5388CBBFF3CCE3C283D763CDBBC70BBC0BB14BCC03C9D3CF1BC12BDE73C1DBC043CF9BB92BC18BA37BCDABB8BBC25BC04BCD3BB733BCDBCAEBCF3BC9E3C8D3A07BC0D3D60BCCE3B553C333C0CB92D39803CD7BC3DBC62BC253C0EBD513D033B86BC2CBCBB3C7EBC95BB5CBC13BB51BC943B15BB913C0EBD3CBCDD3C283C6FBB1DBDD13BFA3B21BC753BA1BCB9BB2C3D163C5F3CEFBC583C493B3DBCB4BB9CBC02BC483C923C82BC20BD393CAF3C26BAD23BF33CEFBAA6BB9ABC093CE4BC9D3984BCEA3BD23CA3BA75BCF6BC9C39BFBCE33C1ABD31BC113DA83B193C00BD593C813C633CBFBC3B3BEBBB2BBDB4BB8B3CB93C273C913C12BDD63C263D443DE1BB6EBC0CBC463CECB9ED3C963B93BBE4BCBDBC1F3B153CAC3C2CBD82BA44BB9CBD2D3D5B39DFBB433C6FBC803B3DBDEDBBB83BB73C353C043C3F3C013C453D28BCBCBC76BBE63CBBBCB1BC13BDB4BCEF3AB7BA35BC5B3C82BCB8BB343BC93CE7BA9CBCAABAA4BCD4BBBE3CCDBC6C3C783CB73C3E3CBF3CBA3B85BC3ABBBDBB67BC133CC13B07BDF73B223D9D3CFBBC6F3C673B9A3C21BC163C86BC32BCEB3CE4BCCFBCFF3BC9B9913BFDBBB4BC43BCF0BC683CA9BC0FBBD83BD5BB9BBB22BDA73C8EBCA23BD8BCB23C5BBB283D003D763CDFBB79BC053DA2BC183D0F3CC3B9C4BC293D0DBD50BBEEBC343DDB39BB3CE9BC793C3ABCEDBB133BD53C65BC5E3CE0BCC63CD7BB263C37BC913C813C833C2CBC46BBC03C953B55BCC4BB583AD2BBC13C9FBC883C413CB7BB583C37BCB3BB033DB2BC01BD9FBB19BB44BD00BD34BC2E3C253C673D61BA99BA2D3C95BB9EBC313C8ABB673CDFBCCF3B623CCCBC943CC23BA3BC90BCAF3C23BB203C553C873C823C10BC92BA42BD89BB75BC8D3C1ABC813B3B3C02BC2FBC113B023DAE3C4ABC84BCA7BCF0BC8BBC9CBCAEBB09BDA3BA233C273C43BC033DD0BB89BC30BCC23CCE3BAA3CE8BB103D8FBC96BCF33C963CD43C39BC623C133DFABCAD3CFABC2D3B81BB0B3C5EBD1BBCACBCCB3C963B233C0C3B1B3D763C0DBD08BB153CC73AB1BC0CBC3D3C0CBCD43C5EBCF63CB73CCF3A8BBC72BCB9BA973CD63B94BC423DC33B203C023C0CBD3BBC7C3C433C2C3CD03BF2BC86BC95BC04BC083CDC3BCEBC053DFEBB6ABC143DA7BC5F3C89BC603B92BC42BC62BC943CADBB923C493CF43C033D173C733D04BDEE3BB0BB3ABDDBB9FEBC97BCE33C1CBC763D293C83BCB43B2BBA33BB12BD0E3B563BADBCEDB9E8BC0C3DEFBCE63C62BBE239BABCDC3C903BCF39C03C433C593CAF3B5EBB2DBA4EBC9DBC05BDBDBC053C5EBC073DEDBCFC3B2EBC09BD1ABCD4BC883B35BC903CDCBCFBBB083CFA3C06BBB23A593C98BA483C2DBBA8BBA3BACB3BFE3B203D553CE83A9C3CAA3C133C19BBA4BC37BC56BC4D3CE5BB953C853C473BFA3B483DC6BCDDBCE73B57BB2C3CBC3B0B3C8F3C4A3CDB3BAE3C983B57BC3DBD223B06BBEF3C98BC483DC3BBF63CA8BC2F3C223CBE3C25BC35BD86BC0CBC9AB7AF3B19BD8D3CB1BC063B4C3C4EBC14BCE0BB9A3CAA3C923BEC3C9ABC26BC26BC423BA6BC153B4F3C1ABD17BDED3B82BCE9BCCEBC3A3C4ABCFA3C5DBCB13C21BC7D3CF3BC573CFEBC48BC503C753BF8BC183A553CB4BC2ABC133C0E3C233D22BCADBC4E3BD1BC1C3A0B3D28BC79BC293C79BCD33C95BAC4BC3F3C85BC22BD88BB96BBF3BB0F3C12BCD33CEBB9C23C913C473C823CACBB6D3B3A3A463B29BC623C053C2FBA0EBCDC3C213DCA3A523B27BBD93B3D3DAABC07BC46B7BDBC0D3C113D8CBC983C0C3D27BDC73B95BCE43C2ABC953C653B08BC99BC99BC363DD5BC99BBA23C9C390D3DB03BAC3CA8BC05BC093CD8BC91BBE3BAB9BB9CBA673B4C3CB1BC97BC79BCA43CAB3C24BD04BDF03CDDBC0C3C083CBFBC483C0FBD6BBC4CBA253CB5BC4E3B433CCC3C0AB936BB7D3CE73CFB3C433C90BC603C66BCC8BB2F3B023DCE3B21BDD5BC093D5EBB29BD17BC23BB1F3CF0BBAEBC52BCA63CB73C2D3C3B3CFABAA43C323DC33C0ABC743B72BC393C843C043DA43C483C0ABD4F3C743DABBC86BB8D3C233D613C1A3CAC3C173D363B263C7EBB4F3CCBBCBC3CBE3BF2B8E4BC8739B43CA1BBAABB953C50BC4D3BC63C01BB61BCB1BC0ABC96BC113CB23B843C763C54BD9ABC463C103D7D3C21BB133CD63B4CBC863C613C743C403C3F3C4F3DF5BA913CA53C9D3C8D3C0D3C45BC2FBB05BC063D1C3BBC3B0E3D99BC39BC2DBC823CE43CCF3BB03C21BDC2BC233BB2BB37BC0F3D7A3C4FBCBCBA793A0BBC11BC9F3CABB8A9BCC1BCA1BC9C3C143CC6BC0B3CA2B9C2BC123B363D063D9C3C383C86BC963CA73B41BC973C193C09BD973CBABC2F3C81BCA1BC163D503DEBBBBFBCD5BB0B3D29BC7E3C903CF83B843CC03C913C5EBB3A3D1C3C223CBABC94BCEEBC6ABC2B3C39BCD2BC843C493B66BC63BBA2BB53BB223BDBBC46BC06BD243A02BD543C07BD87BCCBBB853CC73CA937B6BCCFBC04BD89BC243C0DBB20BCB5BBAFBA14BD09BC823C353CDF3CDEBB043CEABCFDBB8FBA963C6DBC0EBB76BC343C49BDAE3AC83C853C953BAF3C6CBCE13A863B403CEFBB0A3C6ABBA5BCD7BC84BA283D66BDC33C073C79BAD53C47BC5F3C4E3BDABA1B3B163D563C663BF4BCB33B183D303CE53C1DBC593C52BBB9B9B1BC0F3CA73C30BC403CF4BBAC3B4BBC19BD813C7BBB613BBABC793C1D39DA3B02BC43BC30BDA73C07BB7BBBF13C66BCBCBB45BD0E3C65BAB13A14BD2D3BADBC76BC15BDB2BB48BCC7BC353CC8BCC33AA8BCC8BC0B3D6ABD0CBC6A3C10BB0D3C0B3CE93CF139B4BBE9BB96BC7BBAEEBBB13C8A3AF9381EBD6A3C17BCA2BC16BC8D3D00BC62BB0DBC14BBFFBB9ABCB53C443CF6BC19BB7B3BC6BB113CA3BB5BBCE0BC24BDB73C943C41BCD63B9E3C1EBCA7BC63BC75BC213DDF3C913C123DE43C803CD63C80BC0BBC66BC213D8D3C9BBC83BB153B2CBD06BDAABC9BBC8EBB933C4A3C153C08BC203C763B683CFF3CE73BC03C813C8E39A8BCEBBC2EBC09BC6B3BAC3C8ABB023C12BDFFBA9F3B11BC08BCA63C5BBCE23B1BBD06BCA93B5D3B27BC273D223CBEBBFF3AEBBC1C3A593BB9BBCE3C8CBC13BCA5BC273C2B3C263D873B05BD71BCA73BB93CD63C0EBC66BBF6BCBB3CD13C6A3C78BDBCBA1C3C0DBD8E3CF43CA0BBF53C473C343B373C1FBC00BD2C3BAABBB93C85BC843B483C923C7ABB7BBCA83ADDBBA23C043D4F3C09BD8E3C3D3C07BC543C7D3B063CC73CBCBC13BAA43C843A90BC87BC853B36BDDBBCD53B20BB17BA9BBBC73B6CBB5BBC15BCEF3B283C0C3DB7BC48BCC4BCCF3CB23CA8BCE0BC683B2ABDCAB90CBB373CB1BCEBBCFA3B843C28BDD43BBF3B583BB7BC023C4C3A2B3D1F3C16B991BC14BA98BB8EBBE9BC8BBCAF3C7D3D3E3CBBBC943BF73B913C29BC7ABCD5BBE9BBE6BB7CBB16BCAC3B8F3C51BC9CBC89BC2C3B9A3B73BC873C3C3B883B4A3A48BC6CBCE03C9EBC46BBD93BF5BB47BD033BF93CB1BC9CBA5B3C94BC82BB043DC3B9B13B493C963BB6BC173C153AC9BB07BD8B3CBA3CD3B7FCBC29BCD0BC8E3A1E3C2C3C873CD1BC86BCAE3CD4BB3EB9E5BB04BD6ABBA7BCB9BC5C3C33BDAA39203DE63B0FBCB63BB13AB6BCA23B8E3C88BCA8BCC13B09BD673B1D3CFB3AB2BC42BCCCBBC5BBCEBC203D6ABBEA3B9B3B8DBB86BB583CABBB20BA1F3CA83C613CF13CFB3A5DBCBB3B30BC7DBC56BBB23C3A3C0B3D373DB63C2DBC913CBC3B0ABC91BB01BDC93BD2BC3BBAC0BBDDBB96BCBDBB12BC9FBA1DBC0B3D03BD1E3CD63C8BBCC0BC9FBC563C7C3C84BCA53B553A3EBC543CE0BCD8BC4ABB4A3C073DDF3A05BD123DF4BB9ABC33BCAFBCE93BD63CFD3C993C393B213C163B96BC52BCA03B44BCA5B89A3CEA3C8F3B383CAD3C94BC8ABC63BCA5BB9ABCE23C443B46BCEFBB26BD13BCA13CE33CE4BC85BB07BD913BE6BCCF3CED3BC4BB6E3CC23C94BB1BBC47BB193DADBCEBBC1DBC9FBBC9BCDE3CB3BC29BD05BCC33BCABBD23CBB3B483BCDB7B5BBA23B49BB9DBB25BC5DBD083D30BD2EBD17BDB6B801BD5B3C3A3B2E3D903C19BCA63CACBB32BCB2BC033C893C2B3CC9BBD03C033BC93C1BBA713CEEB8553C11BD363C503BDF3A543CC83B443C04BC9C3CCDBB2EBC0F3BE83B953BF03B96BCB8BC76BCDABB813CAABC9C3C6ABBD13C2F3C7CBCC63C2BBDAB3BEF3C793CEE3B9ABC2BBD253CE6BBDCBBBABBD9BC373801BCBA3B023B473C0DBD21BDD23C163D8ABC4DBDAABC913B2E3C14BC823B58BB023DE5BAC8BCC6BCD43CBBBA16BB00BCB6BCAFBC51BBBA3B9C3C83BAF9BCA43C993C643D2B3C9ABB113C083CA9BB0CBD053D153CD23B9BBCAD3C03BD123D54BD0BBDDCBAB6379EBCE03C1FBD98BCE9BCDE3C813B00BC10BD933CA53CDE3CB1BC36BB4D3C4BBCCFBC733B183D17BC043C233D6C3C283AC0BB343CEFBC4EBD313D74BCEDBAC0BC083C683CEEBC013D0EBC4ABCD1BBDBBC68BCC4BAE83B69BBFFBA273CBEBC25BCD4BC723BADBCEFBC4EBC333D2A3CA53CA7BCFFBB8EBC40BC52BC303DF33CB0BC30BC78BC3E3CE43C003C8A3DE53BA63CDA3C70BC69BD91BC273CD83C9B3C03BCD43CE03C9C3C463CC6BCB33AEE3C043CD6BC8ABA7D3C85BCEB39623CDF3B19BC92BC28BCA73C653CE03C993CBF3C7FBC8DBC933CECBBDE3B96BBB63CA63B3BBCC3BCC4BBDA3B1DBCDD3C28BC563BF53BD4BB493C3FBBC4BC163D02BD89BC943C93BB213CF33CB03CC63B033DF5BB473AD13B843C723C61BC32BC4EBC27BC973C633C943C2E3B01BCF03B41BCB93CDC3C05BDFFBB483C59BB83BC1DBBB7BC023CB93CCABC28BD39BD93BC223D65BB813CABBC0F3C8B3CD9BCE9BA83BB933C9BBC993C123D43BC8C3C4EBB29BC76BB99BCA93C0A3D6CBCB5BC353B853CB63BA03CEFBB403C84BC09BD71BD4A3C54BC663C39BCB3BB383B383D023DA7BC39BDC5BC28BCA23BCEBCB1BA0F3DB63C903C403CA03CBA3CB03C17BB753D573CCA3B183B0E3DC13C2ABC77BC7A3CDABB203987BC57BCAB3C433C0DBC0F3C9B3B9A3CABBC0FBCFB3C0C3CA23CF2BC8CBC5AB9533BA5BB7DBB8EBC583C003C8C3B4C3C9ABC76BC46BCE13B9A3C95BB073DCDBB553C1BBCECBB583B623BAFBC213C5CBB8BBC1BBDA1BC473A5B3D453AF33C2E3C98BC303B13BD683CBB3B8E3CA73C94BC583CC43C033CACBB523B51BDDB3CAFBCC23CC63C193AEF3C863CA33C303DC43CEF3C093ABFBC753B1BBC903CC33B51BC393C313B0ABD243A98BC903CB43CBABC60BC213CDCBC5CBCB8BC973B06BCF0BC07BC13BDB2BCCDBBDCBB613B73BB643C053CE9BAC13BA5BBD3BC01BC503C8DB986BC8CBB2DBCB03C49BB4C3DFCBC15BD11BC7BBBEF3BF73BC0BCBB3C57BC08BB3CBDC6BB943B243D04BBED3A2F3B73BCC03CDAB98B3CE3BCE3BBDE3CC33B1D3C5FBB92BB6D3C0FBCA43B13BDBABB0E3D0BBD24BC2C3C623B1ABB80BC8F3C6FBCD9BCB9BA083C803CF43A0D3A8EBCB9BCFDBA41BCBD3C10BBE1BCF23C353D50BC38BC8B3C7F3C933CBF3C6CBC573B9D3CC13C373C57BB05BDD63C263DF2BB4DBB3DBC043C92BC9FBC25BC473CBEBC933C04BD96BC50BC81BB433B14BD3A3CEE3B64BCBF3CA7BCD63CF8BC0ABC803B50BD30BD0CBC39BC86BCE1BCE13C72BC26BB00BC4EBD2CBC3A3C6ABDB5BCA73B7F3BCE3C433C353C29BC1FBD4C3C323DFEBC81BCB93C3E3DD93C3B3C753C363D44BC1CBC493C3DBC433C94BC2B3DFFBA883C58BBE2BB24BB33BCFE3B913C963CF5BC473C633C01BB2BBC273CE23B01BC733C42BB6E39533C15BBB33C92BC013D733CF73C05BC3BBC143CA03CDE3C47BCCCBCACBB96BC003D8B3C573C9B3CC4BC153B85BC2FBC563AAE3B7A3C053DB63BAABCED3C8EBCC53C603C2C3A60BC46BDB63B883C003DA1BC8ABC8A3C9DBC063C52BC8E3CC83B86BB5B3C903BBBBC98BC803C50BC3DBC4A3DDEBAFBBC793CFA3B013B373C06BC85BBF93A073D533C1ABD13BCAB3BC43CB33A5D3AF0BB113CB83C21BCC33C17BC23BB81BBE53C0EBC0BBC6FBC86BB6BBBB33C21BB733B313B833CC13B523C02BDDEBB603C2C3C05BD9E3B943BA43A4FBBB6BC07BD0C3D0ABCCDBB54BCC4BC473B8C3BBE3CCFBC10BC5DBA503CC83CAEBC90BB2E3C223CF7BC85BC82BB163B3CBCCF3CC5BCEB3CA83BA43CD03912BD46BC09BD1A3CE6BC05BC1EBBC43BE0BC1D3C1FBCDB3C6A3B3ABDD63CEB3B583BDF3C1DBD4CBB99BB0A3B323B693CB5BB943B123D3ABCE6BC0D3C6BBCCAB92DBC2CBCED3C0E3C783C88BC90BC113BD4BCD03C82BC34BC09BDB2BC0BBD04BDFBBC063C9FBB0B3C043BFDBCFE3CD8394B3C8FBB64BC9C3C6E3CA4BCFFBBAFBC243DE3BC083D04BD783C62BCC2BBE7BBB2BBE6BB373D503B3D3BAE3C19BD243C093C1CBC823CE4BC773CB73C103CE03C81BC623C1D3B513C3C3ADF3B2EBD0A3C903BE8BBDCBC7D3C30BD42BC29B9C0BC9B3CFC3CE23A543B6EBC14BB81BBE33BBDBCD53C3DBC8FBB973CC43CBE3BC3BBCB3CD1BBD93B9D3C213C6D3CDAB975BCD03C5A3BB0BBD1BC573A513CA5BC2E3D1D3D9F3CCC3C403CD23CCC3BC53B4DBC10BCAEBCFEBC36BC993B10BC9CBB523C01BC873B2EBD603C3D3C60BCC3BB6A3C33BB98BC4EBBD23B39BC40BA653C4E3C1ABCB2BCF5BBD8BBABBC9BBC4FBCD1BBCA3CA5BC7CBBEABBE0BCBBBC84BCA93C7A3D8CBC953C91BC653A1A3B90BC02BDA1B8D73C11BC84BC923B8E3C933B81BB963C2C3C3CBBC83C03BCCB3C093C263D69BB013D693D7BBC20BDCEBB7CBCD2BB993CC13C2CBCCD3CC9BC6B3AB8BCB5384DBCE33B8B3B0CBCDC3CA93C543C573C5238063D973C1EBBDE3B813C6A3CE4BB6A3CD1BCBF3C053D393BCDBC08BC3EBCD73B25BCD33951BD90BCBA3C03BC2F3D33BDBC3CB43C22BC2D3D1C3D2BBDA1BB9A3B10BC103DA13BBFBBE93C3CBB92BCA93B99BBD13BA6B9E63A21BCF339CFBC5F3A5F3C21BCAC3C373DB5BC833DF43C03BD3C3B6E3C2C3CFF3B3A3BE5BB23BDC73C38BCD9BB823CF93CA63C1FBCBA3C443CB1BB083C82BAE83B32BCD43BC33CB4B9843C6ABCEA3C283DAFBC14BD223B9B3C5D3C91BCC5BBA13C853C3D3C1C3CECBB90BC1D3C56BC8EBB043C373D8B3CE23B03BD80BC9C3BABBCEE3AE0BCB1BC35BCFC3CA43C82BC793D6FBA94BAA93C613C9F3BAFBC41BC3B3DECBC313C8BBC8CBC903C99BB5BBB973C03BD1BBCACBC5E3C4D3C13BC723C10BD123C57BC663C58B92D3D20B9583D213CB93B66BB483CCD3C3FBBEF3BC8BCDDBC153CA43BAFBC60BC0B3B1D3C3D3B3EBB94BCDDBCC93C513B4FBC27BCA93C0ABD4A3C6C3B843C9D3CFD3CD0BCB43B6A3CF13CABBC9F3A2ABD98BCA8BC63BCB3BCD83C8B3C0DBB843C8CB96A3AD23B3A3C5E3CF0BB89BC3C3C4EBB033B0E3DB73CFA3C263B88BC8DBC7FBD853C433836BC893B9CBC2D3C0EBDB03A1E3CE13C47BC4DBA483B253DDCBCBA3CE33C6A3C0DBDFABCEBBBC33C91BC38BC8A3C84BCFDBB74BC1EBC613C",
      torch_tensor_32_8_3_torch.bfloat16: "0x02000000E53C4A3C28BD2A3D3BBD17BD5B3C0D3CD6BC8F39D5BCEFBAC3BC23BCEC3C8E3BAA3B2F3C1B3CB03CE73B053C803C0ABCD1BCE93C2BBC5DBCC3BC363CB5BCD1B9643BD33C2D3B83BCACBB893CAABC9D3CDE3A0B3D50BDE3BCF43B1A3CEB3B39BD32BD9F3C7D3AEB3C27BD0E3CDBBCD23CAA3C4D3C5E3C163B573B26BCD93BC1BC0CBC60BDDEBA403CEEBBA3BC62BC02BD593B093C9ABCEEBA2D3D18BB8B3CC3BBC13CAF3CADBB31BC9E3A0EBCCCBA393CE13C093DA0BC19BC06BDEFBBA1BA47BCACBC2C3C85BCE23C18BD2CBD2C3CB33CE2BC833B463D3E3CFEBC75BC6DBCAF3BFEBCACBCA6BC773A23BC69BB183C8BBCD33CD93CEA3A983AA6BC903C3A3CB73A01BCFE3B4C3D1EB8313D043CCBBB1A3CA73C8EBA81BC1BBC1BBCC6BC02BC53BBB33CCF3C9BBC5DBC09BC603BA53C333CE7BCFDBBC1BCAA3C67BC04BDD33C0D3D23BCD83B573DFDBC883C223BC9BC743CD1B9513C4DBB62BC763C2FBC753CB53C333C913C673C3F3BD5BCB83C3E3C963C513A5CBC843B3E3C9D3C643BAD3B843C15BBA0BC8ABC34BC12BBDF3BFDBCCDBA4DBCAFBCF93C7CBB05BD6FBCD2BC9FBCEC3C9B3C333CE7BBB6BC073D703AD3BC82BB1DBD89BB723CFDBB79BC263B9B3C7C3C23BDCEBC9ABB15BBB0BCB63C1F3C9E3B28BC2CBC95BB25BD1EBD93BB4C3D7CBAAABCE8BAF73B1ABC183CF2BB863CDC3CC2BC173C7DBCD739713C4E3C1B3DF13C993CEF3CC8BCA8BB4F3A423C4A3CFF3A313D6E3B66BC04BCCFBCF5BCAC3CE93C023D84BC903883BC5FBCEEBB153DC6BB48BD4EBB5E3A23BC163C243DA03C343D45BB8FBC923C383C8A3C62BB4ABC4BBCA2BBF53BB6BCFBBB17BCF63BCABC403CD5BC1C3D5F3C28BB85BB8F3B79BCD0BC133C4BBC1F3C383CFEBCDF3CA53A5D3C343B4C3BA43B00BCD53C48BC75BC6F3C1EBDAF3B263C7A3B4A3A9E3CC3BB913CBABC2B3829BCCF3CB9B9AC3C23BDF3BCF13B5D3D913C903C4EBC90BB873C5C3CBA3CE6BBA63C1ABC15BB15BC8B3826BB82BD81BC39BAF1BB323DCC3CC1BA103CE4BC54BC6D3C0ABB6BBC463CB23B37BCCDBCB73B293DA53C1EBDEFBBE83C2939433CB8BC413C86BC623C443C3EBD7D3CB13B2ABC3A3CCD3C2B3C743C5CBCD3BC923C39BAFBBBD23A03BD8A3C50BC9EBCF0BB7CBB8BBBB73C1D3C20BCEDBC46BC543C0CBD9ABA8C3C9C3C0CBCA53C9A3A27BDC1BA693C93BCBCBCF73CCC3B61BCC9BB5A3CD7BB28BCEA3CB03C3A3CEABB14BC84BC393BEE3ACC3B233B943CEDBC513C843CCE3CA4BA313C8B3C4DBC933CFC3CCFBCBFBCAC3CA5BB12BD79BC7F3C183C813CFABC2FBC913C7FBBAA3C1438F93BAABC1BBCC73B173D143D41BC703CB1BC063D1E3CF6BBD8BC0F3C17BDF0BC4CBCCF3C1FBC863C6C3CA5BBF93C4D3D3DBC3A3B923CA9BA33BC57BBCABCA93C98BC56BC0BBCA83B0DBD05BD2A3CD13B173D8ABC693CFA3CDC3BFBB99E3CC7BCACBA973C46BC5CBBC3BC93BC283CA63BE03A273DF0BBFA3BA7BBCE3B91BB763C883C2EBDCF3C01BB923B8E3B233C83BC113C33BBB93C1B3C95BC6ABC543CFB3AF83B923B0CBC15BB9ABB52BC9BBB433D2CBC503C9EBB81BAABBC8239B93CF0BC3FBCBDBCA1BC3FBC31BD2FBD14BCD4BCC53AF7BC4B3D303DE2BC453C2ABD89BC4E3C6A3B6CBD383CC73C4BBC473DDBB99ABCB83C9D3B6E3CBCBCB13CB5BC8ABC663B9DBC0DBCAE3C853C95BCEC3B643C283C473C82BC85BC2BBD28BB9F3C47BCA43C7F3C023CB5BC893CD53CED3CBABC263DC53CD5BC79BC0ABD1EBC79BA04BC33BA71BB453D693B1E3D05BC2F3D733C153CFB3C88BB993CC5BAA83BC6BB543C1E3C9C3C2DBD8D3CBCBC13BCA13838BC04BDB03B16BDD2BC17BDB2BAF93CD03C8DBC47BBE8BC69BD273D8B3CA2BC0CBBD13CFFBB993CDA3A553C50BCC1BCC3BBF63BA83C343B27BB5F3BBA3B3A3C30BC1DBDF8BC0A3D17BD67BCB03CEC3C1B3C253C18BCFB3A523CB73BCC3C05BD60BB0F3C5B3C62BCF03C973C8DBB9B3BCA3B6D3C073DB73C2BBC81BC4EBB233C4EBCB7BA913C383C653C6D3CF3BCA4BC8D3B783D993CBC3C323A80BB71BC1ABCF13CCCBC79BCEA3CC33C4C3BB23C683BE83CB53C70BCB9BC463A273A1A3D563CEEBC873C99BCD13CE0BC1F3CE73CC7BC60BD873C103D56BCB83C383C713C943C",
      torch_tensor_32_torch.bfloat16: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
