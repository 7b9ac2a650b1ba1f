// beit-eager-f32: transformers 5.24.0 BeitModel (attn_implementation=eager, f32), exported by examples/pytorch/export_hf.py with torch 2.15.0 and torch-mlir's FX importer.
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map15 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map16 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map17 = affine_map<(d0, d1) -> (d0, 0)>
#map18 = affine_map<(d0, d1) -> (0, d1)>
#map19 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map21 = affine_map<(d0, d1, d2) -> (d2)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x3x8x8xf32>) -> tensor<2x5x32xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c12_i64 = arith.constant 12 : i64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_16 = arith.constant 0.35355339059327379 : f64
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_24 = arith.constant 9.9999999999999998E-13 : f64
    %cst_25 = arith.constant dense_resource<torch_tensor_12_4_torch.float32> : tensor<12x4xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_1_1_32_torch.float32> : tensor<1x1x32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_3_4_4_torch.float32> : tensor<32x3x4x4xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_29 = arith.constant 3.200000e+01 : f64
    %cst_30 = arith.constant 3.200000e+01 : f32
    %cst_31 = arith.constant 1.41421354 : f32
    %cst_32 = arith.constant dense<11> : tensor<5xi64>
    %cst_33 = arith.constant dense<10> : tensor<5x5xi64>
    %cst_34 = arith.constant dense<9> : tensor<5x5xi64>
    %cst_35 = arith.constant dense<0> : tensor<4x5xi64>
    %cst_36 = arith.constant dense<0> : tensor<5x5xi64>
    %0 = tensor.empty() : tensor<2x32x2x2xf32>
    %broadcasted = linalg.broadcast ins(%cst_28 : tensor<32xf32>) outs(%0 : tensor<2x32x2x2xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %cst_27 : tensor<2x3x8x8xf32>, tensor<32x3x4x4xf32>) outs(%broadcasted : tensor<2x32x2x2xf32>) -> tensor<2x32x2x2xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x32x2x2xf32> into tensor<2x32x4xf32>
    %2 = tensor.empty() : tensor<2x4x32xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<2x32x4xf32>) outs(%2 : tensor<2x4x32xf32>) permutation = [0, 2, 1] 
    %3 = tensor.empty() : tensor<2x1x32xf32>
    %collapsed_37 = tensor.collapse_shape %cst_26 [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_37 : tensor<1x32xf32>) outs(%3 : tensor<2x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x32xf32>
    %concat = tensor.concat dim(1) %4, %transposed : (tensor<2x1x32xf32>, tensor<2x4x32xf32>) -> tensor<2x5x32xf32>
    %5 = tensor.empty() : tensor<5xi64>
    %6 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%5 : tensor<5xi64>) {
    ^bb0(%out: i64):
      %186 = linalg.index 0 : index
      %187 = arith.index_cast %186 : index to i64
      linalg.yield %187 : i64
    } -> tensor<5xi64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 1, 5, 1] : tensor<5xi64> into tensor<1x1x5x1xi64>
    %7 = tensor.empty() : tensor<1x1x5x1xi1>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x5x1xi64>) outs(%7 : tensor<1x1x5x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %186 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %186 : i1
    } -> tensor<1x1x5x1xi1>
    %9 = tensor.empty() : tensor<2x1x5x5xi1>
    %collapsed_38 = tensor.collapse_shape %8 [[0, 1], [2, 3]] : tensor<1x1x5x1xi1> into tensor<1x5xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_38 : tensor<1x5xi1>) outs(%9 : tensor<2x1x5x5xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x5x5xi1>
    %11 = tensor.empty() : tensor<2x1x5x5xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map5, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_5, %cst_4 : tensor<2x1x5x5xi1>, tensor<f32>, tensor<f32>) outs(%11 : tensor<2x1x5x5xf32>) {
    ^bb0(%in: i1, %in_103: f32, %in_104: f32, %out: f32):
      %186 = arith.select %in, %in_103, %in_104 : f32
      linalg.yield %186 : f32
    } -> tensor<2x1x5x5xf32>
    %extracted_slice = tensor.extract_slice %cst_25[0, 0] [9, 4] [1, 1] : tensor<12x4xf32> to tensor<9x4xf32>
    %expanded_39 = tensor.expand_shape %extracted_slice [[0, 1, 2], [3]] output_shape [1, 3, 3, 4] : tensor<9x4xf32> into tensor<1x3x3x4xf32>
    %13 = tensor.empty() : tensor<1x4x3x3xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<1x3x3x4xf32>) outs(%13 : tensor<1x4x3x3xf32>) permutation = [0, 3, 1, 2] 
    %14 = tensor.empty() : tensor<3xi64>
    %15 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%14 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %186 = linalg.index 0 : index
      %187 = arith.index_cast %186 : index to i64
      linalg.yield %187 : i64
    } -> tensor<3xi64>
    %16 = tensor.empty() : tensor<3xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%15 : tensor<3xi64>) outs(%16 : tensor<3xf32>) {
    ^bb0(%in: i64, %out: f32):
      %186 = arith.sitofp %in : i64 to f32
      linalg.yield %186 : f32
    } -> tensor<3xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<3xf32>) outs(%16 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %cst_3 : f32
      linalg.yield %186 : f32
    } -> tensor<3xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<3xf32>) outs(%16 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.subf %in, %cst_3 : f32
      linalg.yield %186 : f32
    } -> tensor<3xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%19 : tensor<3xf32>) outs(%16 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ult, %in, %cst : f32
      %187 = arith.select %186, %cst, %in : f32
      linalg.yield %187 : f32
    } -> tensor<3xf32>
    %expanded_41 = tensor.expand_shape %20 [[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
    %21 = tensor.empty() : tensor<3x1xi64>
    %22 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_41 : tensor<3x1xf32>) outs(%21 : tensor<3x1xi64>) {
    ^bb0(%in: f32, %out: i64):
      %186 = arith.fptosi %in : f32 to i64
      linalg.yield %186 : i64
    } -> tensor<3x1xi64>
    %23 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<3x1xi64>) outs(%21 : tensor<3x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.addi %in, %c1_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<3x1xi64>
    %24 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<3x1xi64>) outs(%21 : tensor<3x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.minsi %in, %c2_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<3x1xi64>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%20 : tensor<3xf32>) outs(%14 : tensor<3xi64>) {
    ^bb0(%in: f32, %out: i64):
      %186 = arith.fptosi %in : f32 to i64
      linalg.yield %186 : i64
    } -> tensor<3xi64>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%25 : tensor<3xi64>) outs(%14 : tensor<3xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.addi %in, %c1_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<3xi64>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%26 : tensor<3xi64>) outs(%14 : tensor<3xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.minsi %in, %c2_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<3xi64>
    %28 = tensor.empty() : tensor<4xi64>
    %29 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%28 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %186 = linalg.index 0 : index
      %187 = arith.index_cast %186 : index to i64
      linalg.yield %187 : i64
    } -> tensor<4xi64>
    %expanded_42 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xi64> into tensor<4x1x1xi64>
    %30 = tensor.empty() : tensor<1xi64>
    %31 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%30 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_43 = tensor.expand_shape %31 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %32 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_42, %22, %25 : tensor<1x1x1x1xi64>, tensor<4x1x1xi64>, tensor<3x1xi64>, tensor<3xi64>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: i64, %in_103: i64, %in_104: i64, %in_105: i64, %out: f32):
      %186 = arith.cmpi slt, %in, %c0_i64 : i64
      %187 = arith.addi %in, %c1_i64 : i64
      %188 = arith.select %186, %187, %in : i64
      %189 = arith.index_cast %188 : i64 to index
      %190 = arith.cmpi slt, %in_103, %c0_i64 : i64
      %191 = arith.addi %in_103, %c4_i64 : i64
      %192 = arith.select %190, %191, %in_103 : i64
      %193 = arith.index_cast %192 : i64 to index
      %194 = arith.cmpi slt, %in_104, %c0_i64 : i64
      %195 = arith.addi %in_104, %c3_i64 : i64
      %196 = arith.select %194, %195, %in_104 : i64
      %197 = arith.index_cast %196 : i64 to index
      %198 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %199 = arith.addi %in_105, %c3_i64 : i64
      %200 = arith.select %198, %199, %in_105 : i64
      %201 = arith.index_cast %200 : i64 to index
      %extracted = tensor.extract %transposed_40[%189, %193, %197, %201] : tensor<1x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x3x3xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_42, %22, %27 : tensor<1x1x1x1xi64>, tensor<4x1x1xi64>, tensor<3x1xi64>, tensor<3xi64>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: i64, %in_103: i64, %in_104: i64, %in_105: i64, %out: f32):
      %186 = arith.cmpi slt, %in, %c0_i64 : i64
      %187 = arith.addi %in, %c1_i64 : i64
      %188 = arith.select %186, %187, %in : i64
      %189 = arith.index_cast %188 : i64 to index
      %190 = arith.cmpi slt, %in_103, %c0_i64 : i64
      %191 = arith.addi %in_103, %c4_i64 : i64
      %192 = arith.select %190, %191, %in_103 : i64
      %193 = arith.index_cast %192 : i64 to index
      %194 = arith.cmpi slt, %in_104, %c0_i64 : i64
      %195 = arith.addi %in_104, %c3_i64 : i64
      %196 = arith.select %194, %195, %in_104 : i64
      %197 = arith.index_cast %196 : i64 to index
      %198 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %199 = arith.addi %in_105, %c3_i64 : i64
      %200 = arith.select %198, %199, %in_105 : i64
      %201 = arith.index_cast %200 : i64 to index
      %extracted = tensor.extract %transposed_40[%189, %193, %197, %201] : tensor<1x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x3x3xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_42, %24, %25 : tensor<1x1x1x1xi64>, tensor<4x1x1xi64>, tensor<3x1xi64>, tensor<3xi64>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: i64, %in_103: i64, %in_104: i64, %in_105: i64, %out: f32):
      %186 = arith.cmpi slt, %in, %c0_i64 : i64
      %187 = arith.addi %in, %c1_i64 : i64
      %188 = arith.select %186, %187, %in : i64
      %189 = arith.index_cast %188 : i64 to index
      %190 = arith.cmpi slt, %in_103, %c0_i64 : i64
      %191 = arith.addi %in_103, %c4_i64 : i64
      %192 = arith.select %190, %191, %in_103 : i64
      %193 = arith.index_cast %192 : i64 to index
      %194 = arith.cmpi slt, %in_104, %c0_i64 : i64
      %195 = arith.addi %in_104, %c3_i64 : i64
      %196 = arith.select %194, %195, %in_104 : i64
      %197 = arith.index_cast %196 : i64 to index
      %198 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %199 = arith.addi %in_105, %c3_i64 : i64
      %200 = arith.select %198, %199, %in_105 : i64
      %201 = arith.index_cast %200 : i64 to index
      %extracted = tensor.extract %transposed_40[%189, %193, %197, %201] : tensor<1x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x3x3xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %expanded_42, %24, %27 : tensor<1x1x1x1xi64>, tensor<4x1x1xi64>, tensor<3x1xi64>, tensor<3xi64>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: i64, %in_103: i64, %in_104: i64, %in_105: i64, %out: f32):
      %186 = arith.cmpi slt, %in, %c0_i64 : i64
      %187 = arith.addi %in, %c1_i64 : i64
      %188 = arith.select %186, %187, %in : i64
      %189 = arith.index_cast %188 : i64 to index
      %190 = arith.cmpi slt, %in_103, %c0_i64 : i64
      %191 = arith.addi %in_103, %c4_i64 : i64
      %192 = arith.select %190, %191, %in_103 : i64
      %193 = arith.index_cast %192 : i64 to index
      %194 = arith.cmpi slt, %in_104, %c0_i64 : i64
      %195 = arith.addi %in_104, %c3_i64 : i64
      %196 = arith.select %194, %195, %in_104 : i64
      %197 = arith.index_cast %196 : i64 to index
      %198 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %199 = arith.addi %in_105, %c3_i64 : i64
      %200 = arith.select %198, %199, %in_105 : i64
      %201 = arith.index_cast %200 : i64 to index
      %extracted = tensor.extract %transposed_40[%189, %193, %197, %201] : tensor<1x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x3x3xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%20, %25 : tensor<3xf32>, tensor<3xi64>) outs(%16 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_103: i64, %out: f32):
      %186 = arith.sitofp %in_103 : i64 to f32
      %187 = arith.subf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<3xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<3xf32>) outs(%16 : tensor<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ult, %in, %cst : f32
      %187 = arith.select %186, %cst, %in : f32
      %188 = arith.cmpf ugt, %187, %cst_2 : f32
      %189 = arith.select %188, %cst_2, %187 : f32
      linalg.yield %189 : f32
    } -> tensor<3xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %32 : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.subf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %37 : tensor<1x4x3x3xf32>, tensor<3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %40 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %39 : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.subf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %37 : tensor<1x4x3x3xf32>, tensor<3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %42 : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %44 = tensor.empty() : tensor<3x1xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_41, %22 : tensor<3x1xf32>, tensor<3x1xi64>) outs(%44 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %in_103: i64, %out: f32):
      %186 = arith.sitofp %in_103 : i64 to f32
      %187 = arith.subf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<3x1xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<3x1xf32>) outs(%44 : tensor<3x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.cmpf ult, %in, %cst : f32
      %187 = arith.select %186, %cst, %in : f32
      %188 = arith.cmpf ugt, %187, %cst_2 : f32
      %189 = arith.select %188, %cst_2, %187 : f32
      linalg.yield %189 : f32
    } -> tensor<3x1xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %40 : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.subf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %46 : tensor<1x4x3x3xf32>, tensor<3x1xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %48 : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32>) outs(%13 : tensor<1x4x3x3xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<1x4x3x3xf32>
    %50 = tensor.empty() : tensor<1x3x3x4xf32>
    %transposed_44 = linalg.transpose ins(%49 : tensor<1x4x3x3xf32>) outs(%50 : tensor<1x3x3x4xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_45 = tensor.collapse_shape %transposed_44 [[0, 1, 2], [3]] : tensor<1x3x3x4xf32> into tensor<9x4xf32>
    %extracted_slice_46 = tensor.extract_slice %cst_25[9, 0] [3, 4] [1, 1] : tensor<12x4xf32> to tensor<3x4xf32>
    %concat_47 = tensor.concat dim(0) %collapsed_45, %extracted_slice_46 : (tensor<9x4xf32>, tensor<3x4xf32>) -> tensor<12x4xf32>
    %51 = tensor.empty() : tensor<2xi64>
    %52 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%51 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %186 = linalg.index 0 : index
      %187 = arith.index_cast %186 : index to i64
      linalg.yield %187 : i64
    } -> tensor<2xi64>
    %53 = tensor.empty() : tensor<2x2xi64>
    %54 = linalg.generic {indexing_maps = [#map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<2xi64>) outs(%53 : tensor<2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x2xi64>
    %55 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<2xi64>) outs(%53 : tensor<2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<2x2xi64>
    %concat_48 = tensor.concat dim(0) %54, %55 : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<4x2xi64>
    %expanded_49 = tensor.expand_shape %concat_48 [[0, 1], [2]] output_shape [2, 2, 2] : tensor<4x2xi64> into tensor<2x2x2xi64>
    %collapsed_50 = tensor.collapse_shape %expanded_49 [[0], [1, 2]] : tensor<2x2x2xi64> into tensor<2x4xi64>
    %expanded_51 = tensor.expand_shape %collapsed_50 [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xi64> into tensor<2x4x1xi64>
    %expanded_52 = tensor.expand_shape %collapsed_50 [[0], [1, 2]] output_shape [2, 1, 4] : tensor<2x4xi64> into tensor<2x1x4xi64>
    %56 = tensor.empty() : tensor<2x4x4xi64>
    %57 = linalg.generic {indexing_maps = [#map13, #map14, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %expanded_52 : tensor<2x4x1xi64>, tensor<2x1x4xi64>) outs(%56 : tensor<2x4x4xi64>) {
    ^bb0(%in: i64, %in_103: i64, %out: i64):
      %186 = arith.subi %in, %in_103 : i64
      linalg.yield %186 : i64
    } -> tensor<2x4x4xi64>
    %58 = tensor.empty() : tensor<4x4x2xi64>
    %transposed_53 = linalg.transpose ins(%57 : tensor<2x4x4xi64>) outs(%58 : tensor<4x4x2xi64>) permutation = [1, 2, 0] 
    %extracted_slice_54 = tensor.extract_slice %transposed_53[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xi64> to tensor<4x4x1xi64>
    %collapsed_55 = tensor.collapse_shape %extracted_slice_54 [[0], [1, 2]] : tensor<4x4x1xi64> into tensor<4x4xi64>
    %59 = tensor.empty() : tensor<4x4xi64>
    %60 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_55 : tensor<4x4xi64>) outs(%59 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.addi %in, %c1_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4xi64>
    %expanded_56 = tensor.expand_shape %52 [[0, 1, 2]] output_shape [1, 1, 2] : tensor<2xi64> into tensor<1x1x2xi64>
    %61 = tensor.empty() : tensor<1x1x2xi1>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x1x2xi64>) outs(%61 : tensor<1x1x2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %186 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %186 : i1
    } -> tensor<1x1x2xi1>
    %63 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<4x4xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x4x2xi64>
    %64 = linalg.generic {indexing_maps = [#map16, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %63, %transposed_53 : tensor<1x1x2xi1>, tensor<4x4x2xi64>, tensor<4x4x2xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4x2xi64>
    %extracted_slice_57 = tensor.extract_slice %64[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xi64> to tensor<4x4x1xi64>
    %collapsed_58 = tensor.collapse_shape %extracted_slice_57 [[0], [1, 2]] : tensor<4x4x1xi64> into tensor<4x4xi64>
    %65 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<4x4xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x4x2xi64>
    %66 = linalg.generic {indexing_maps = [#map16, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %65, %64 : tensor<1x1x2xi1>, tensor<4x4x2xi64>, tensor<4x4x2xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4x2xi64>
    %extracted_slice_59 = tensor.extract_slice %66[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xi64> to tensor<4x4x1xi64>
    %collapsed_60 = tensor.collapse_shape %extracted_slice_59 [[0], [1, 2]] : tensor<4x4x1xi64> into tensor<4x4xi64>
    %67 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_60 : tensor<4x4xi64>) outs(%59 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.addi %in, %c1_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4xi64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x1x2xi64>) outs(%61 : tensor<1x1x2xi1>) {
    ^bb0(%in: i64, %out: i1):
      %186 = arith.cmpi eq, %in, %c1_i64 : i64
      linalg.yield %186 : i1
    } -> tensor<1x1x2xi1>
    %69 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<4x4xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x4x2xi64>
    %70 = linalg.generic {indexing_maps = [#map16, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %69, %66 : tensor<1x1x2xi1>, tensor<4x4x2xi64>, tensor<4x4x2xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4x2xi64>
    %extracted_slice_61 = tensor.extract_slice %70[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xi64> to tensor<4x4x1xi64>
    %collapsed_62 = tensor.collapse_shape %extracted_slice_61 [[0], [1, 2]] : tensor<4x4x1xi64> into tensor<4x4xi64>
    %71 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_62 : tensor<4x4xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x4x2xi64>
    %72 = linalg.generic {indexing_maps = [#map16, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %71, %70 : tensor<1x1x2xi1>, tensor<4x4x2xi64>, tensor<4x4x2xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4x2xi64>
    %extracted_slice_63 = tensor.extract_slice %72[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xi64> to tensor<4x4x1xi64>
    %collapsed_64 = tensor.collapse_shape %extracted_slice_63 [[0], [1, 2]] : tensor<4x4x1xi64> into tensor<4x4xi64>
    %73 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_64 : tensor<4x4xi64>) outs(%59 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.muli %in, %c3_i64 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4xi64>
    %74 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x4xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x4x2xi64>
    %75 = linalg.generic {indexing_maps = [#map16, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %74, %72 : tensor<1x1x2xi1>, tensor<4x4x2xi64>, tensor<4x4x2xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4x2xi64>
    %extracted_slice_65 = tensor.extract_slice %75[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xi64> to tensor<4x4x1xi64>
    %collapsed_66 = tensor.collapse_shape %extracted_slice_65 [[0], [1, 2]] : tensor<4x4x1xi64> into tensor<4x4xi64>
    %76 = linalg.generic {indexing_maps = [#map15, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_66 : tensor<4x4xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x4x2xi64>
    %77 = linalg.generic {indexing_maps = [#map16, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %76, %75 : tensor<1x1x2xi1>, tensor<4x4x2xi64>, tensor<4x4x2xi64>) outs(%58 : tensor<4x4x2xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<4x4x2xi64>
    %78 = linalg.fill ins(%c0_i64 : i64) outs(%59 : tensor<4x4xi64>) -> tensor<4x4xi64>
    %79 = linalg.generic {indexing_maps = [#map1, #map15], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<4x4x2xi64>) outs(%78 : tensor<4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %186 = arith.addi %in, %out : i64
      linalg.yield %186 : i64
    } -> tensor<4x4xi64>
    %inserted_slice = tensor.insert_slice %79 into %cst_35[0, 1] [4, 4] [1, 1] : tensor<4x4xi64> into tensor<4x5xi64>
    %inserted_slice_67 = tensor.insert_slice %inserted_slice into %cst_36[1, 0] [4, 5] [1, 1] : tensor<4x5xi64> into tensor<5x5xi64>
    %expanded_68 = tensor.expand_shape %6 [[0, 1]] output_shape [5, 1] : tensor<5xi64> into tensor<5x1xi64>
    %80 = tensor.empty() : tensor<5x1xi1>
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_68 : tensor<5x1xi64>) outs(%80 : tensor<5x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %186 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %186 : i1
    } -> tensor<5x1xi1>
    %82 = tensor.empty() : tensor<5x5xi64>
    %83 = linalg.generic {indexing_maps = [#map17, #map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%81, %cst_34, %inserted_slice_67 : tensor<5x1xi1>, tensor<5x5xi64>, tensor<5x5xi64>) outs(%82 : tensor<5x5xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<5x5xi64>
    %expanded_69 = tensor.expand_shape %6 [[0, 1]] output_shape [1, 5] : tensor<5xi64> into tensor<1x5xi64>
    %84 = tensor.empty() : tensor<1x5xi1>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_69 : tensor<1x5xi64>) outs(%84 : tensor<1x5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %186 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %186 : i1
    } -> tensor<1x5xi1>
    %86 = linalg.generic {indexing_maps = [#map18, #map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%85, %cst_33, %83 : tensor<1x5xi1>, tensor<5x5xi64>, tensor<5x5xi64>) outs(%82 : tensor<5x5xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<5x5xi64>
    %extracted_slice_70 = tensor.extract_slice %86[0, 0] [1, 5] [1, 1] : tensor<5x5xi64> to tensor<1x5xi64>
    %collapsed_71 = tensor.collapse_shape %extracted_slice_70 [[0, 1]] : tensor<1x5xi64> into tensor<5xi64>
    %87 = tensor.empty() : tensor<5xi1>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%6 : tensor<5xi64>) outs(%87 : tensor<5xi1>) {
    ^bb0(%in: i64, %out: i1):
      %186 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %186 : i1
    } -> tensor<5xi1>
    %89 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%88, %cst_32, %collapsed_71 : tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) outs(%5 : tensor<5xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<5xi64>
    %90 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<5xi64>) outs(%82 : tensor<5x5xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<5x5xi64>
    %91 = linalg.generic {indexing_maps = [#map17, #map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%81, %90, %86 : tensor<5x1xi1>, tensor<5x5xi64>, tensor<5x5xi64>) outs(%82 : tensor<5x5xi64>) {
    ^bb0(%in: i1, %in_103: i64, %in_104: i64, %out: i64):
      %186 = arith.select %in, %in_103, %in_104 : i64
      linalg.yield %186 : i64
    } -> tensor<5x5xi64>
    %collapsed_72 = tensor.collapse_shape %91 [[0, 1]] : tensor<5x5xi64> into tensor<25xi64>
    %92 = tensor.empty() : tensor<25x4xf32>
    %93 = linalg.generic {indexing_maps = [#map11, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_72 : tensor<25xi64>) outs(%92 : tensor<25x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %186 = arith.cmpi slt, %in, %c0_i64 : i64
      %187 = arith.addi %in, %c12_i64 : i64
      %188 = arith.select %186, %187, %in : i64
      %189 = arith.index_cast %188 : i64 to index
      %190 = linalg.index 1 : index
      %extracted = tensor.extract %concat_47[%189, %190] : tensor<12x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<25x4xf32>
    %expanded_73 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [5, 5, 4] : tensor<25x4xf32> into tensor<5x5x4xf32>
    %94 = tensor.empty() : tensor<4x5x5xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<5x5x4xf32>) outs(%94 : tensor<4x5x5xf32>) permutation = [2, 0, 1] 
    %expanded_75 = tensor.expand_shape %transposed_74 [[0, 1], [2], [3]] output_shape [1, 4, 5, 5] : tensor<4x5x5xf32> into tensor<1x4x5x5xf32>
    %95 = tensor.empty() : tensor<2x4x5x5xf32>
    %96 = linalg.generic {indexing_maps = [#map19, #map20, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %12 : tensor<1x4x5x5xf32>, tensor<2x1x5x5xf32>) outs(%95 : tensor<2x4x5x5xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x4x5x5xf32>
    %97 = tensor.empty() : tensor<2x5x32xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<2x5x32xf32>) outs(%97 : tensor<2x5x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %186 = arith.extf %in : f32 to f64
      linalg.yield %186 : f64
    } -> tensor<2x5x32xf64>
    %99 = tensor.empty() : tensor<2x5x1xf64>
    %100 = linalg.fill ins(%cst_0 : f64) outs(%99 : tensor<2x5x1xf64>) -> tensor<2x5x1xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<2x5x32xf64>) outs(%100 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<2x5x1xf64>) outs(%99 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_29 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %102 : tensor<2x5x32xf64>, tensor<2x5x1xf64>) outs(%97 : tensor<2x5x32xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %186 = arith.subf %in, %in_103 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x32xf64>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %103 : tensor<2x5x32xf64>, tensor<2x5x32xf64>) outs(%97 : tensor<2x5x32xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %186 = arith.mulf %in, %in_103 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x32xf64>
    %105 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<2x5x32xf64>) outs(%100 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x5x1xf64>) outs(%99 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_29 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %107 = tensor.empty() : tensor<2x5x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x5x1xf64>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %186 = arith.truncf %in : f64 to f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%107 : tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%concat : tensor<2x5x32xf32>) outs(%109 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x5x1xf32>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_30 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x5x1xf32>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_24 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<2x5x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x5x1xf32>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.rsqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %114 = tensor.empty() : tensor<2x5x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %111 : tensor<2x5x32xf32>, tensor<2x5x1xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.subf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %113 : tensor<2x5x32xf32>, tensor<2x5x1xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %cst_23 : tensor<2x5x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %cst_22 : tensor<2x5x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %collapsed_76 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<2x5x32xf32> into tensor<10x32xf32>
    %119 = tensor.empty() : tensor<32x32xf32>
    %transposed_77 = linalg.transpose ins(%cst_21 : tensor<32x32xf32>) outs(%119 : tensor<32x32xf32>) permutation = [1, 0] 
    %120 = tensor.empty() : tensor<10x32xf32>
    %121 = linalg.fill ins(%cst : f32) outs(%120 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %122 = linalg.matmul ins(%collapsed_76, %transposed_77 : tensor<10x32xf32>, tensor<32x32xf32>) outs(%121 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %123 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x32xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%122, %123 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<10x32xf32>
    %expanded_78 = tensor.expand_shape %124 [[0, 1], [2, 3]] output_shape [2, 5, 4, 8] : tensor<10x32xf32> into tensor<2x5x4x8xf32>
    %125 = tensor.empty() : tensor<2x4x5x8xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x5x4x8xf32>) outs(%125 : tensor<2x4x5x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_80 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%119 : tensor<32x32xf32>) permutation = [1, 0] 
    %126 = linalg.matmul ins(%collapsed_76, %transposed_80 : tensor<10x32xf32>, tensor<32x32xf32>) outs(%121 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %expanded_81 = tensor.expand_shape %126 [[0, 1], [2, 3]] output_shape [2, 5, 4, 8] : tensor<10x32xf32> into tensor<2x5x4x8xf32>
    %transposed_82 = linalg.transpose ins(%cst_18 : tensor<32x32xf32>) outs(%119 : tensor<32x32xf32>) permutation = [1, 0] 
    %127 = linalg.matmul ins(%collapsed_76, %transposed_82 : tensor<10x32xf32>, tensor<32x32xf32>) outs(%121 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %128 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x32xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%127, %128 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<10x32xf32>
    %expanded_83 = tensor.expand_shape %129 [[0, 1], [2, 3]] output_shape [2, 5, 4, 8] : tensor<10x32xf32> into tensor<2x5x4x8xf32>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<2x5x4x8xf32>) outs(%125 : tensor<2x4x5x8xf32>) permutation = [0, 2, 1, 3] 
    %130 = tensor.empty() : tensor<2x4x8x5xf32>
    %transposed_85 = linalg.transpose ins(%expanded_81 : tensor<2x5x4x8xf32>) outs(%130 : tensor<2x4x8x5xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_86 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<2x4x5x8xf32> into tensor<8x5x8xf32>
    %collapsed_87 = tensor.collapse_shape %transposed_85 [[0, 1], [2], [3]] : tensor<2x4x8x5xf32> into tensor<8x8x5xf32>
    %131 = tensor.empty() : tensor<8x5x5xf32>
    %132 = linalg.fill ins(%cst : f32) outs(%131 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %133 = linalg.batch_matmul ins(%collapsed_86, %collapsed_87 : tensor<8x5x8xf32>, tensor<8x8x5xf32>) outs(%132 : tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %expanded_88 = tensor.expand_shape %133 [[0, 1], [2], [3]] output_shape [2, 4, 5, 5] : tensor<8x5x5xf32> into tensor<2x4x5x5xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<2x4x5x5xf32>) outs(%95 : tensor<2x4x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_16 : f64 to f32
      %187 = arith.mulf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<2x4x5x5xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %96 : tensor<2x4x5x5xf32>, tensor<2x4x5x5xf32>) outs(%95 : tensor<2x4x5x5xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x4x5x5xf32>
    %136 = tensor.empty() : tensor<2x4x5xi64>
    %137 = linalg.fill ins(%c0_i64 : i64) outs(%136 : tensor<2x4x5xi64>) -> tensor<2x4x5xi64>
    %138 = tensor.empty() : tensor<2x4x5xf32>
    %139 = linalg.fill ins(%cst_1 : f32) outs(%138 : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
    %140:2 = linalg.generic {indexing_maps = [#map3, #map22, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%135 : tensor<2x4x5x5xf32>) outs(%139, %137 : tensor<2x4x5xf32>, tensor<2x4x5xi64>) {
    ^bb0(%in: f32, %out: f32, %out_103: i64):
      %186 = linalg.index 3 : index
      %187 = arith.index_cast %186 : index to i64
      %188 = arith.maximumf %in, %out : f32
      %189 = arith.cmpf ogt, %in, %out : f32
      %190 = arith.select %189, %187, %out_103 : i64
      linalg.yield %188, %190 : f32, i64
    } -> (tensor<2x4x5xf32>, tensor<2x4x5xi64>)
    %expanded_89 = tensor.expand_shape %140#0 [[0], [1], [2, 3]] output_shape [2, 4, 5, 1] : tensor<2x4x5xf32> into tensor<2x4x5x1xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map23, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_89 : tensor<2x4x5x5xf32>, tensor<2x4x5x1xf32>) outs(%95 : tensor<2x4x5x5xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.subf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x4x5x5xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<2x4x5x5xf32>) outs(%95 : tensor<2x4x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.exp %in : f32
      linalg.yield %186 : f32
    } -> tensor<2x4x5x5xf32>
    %143 = tensor.empty() : tensor<2x4x5x1xf32>
    %144 = linalg.fill ins(%cst : f32) outs(%143 : tensor<2x4x5x1xf32>) -> tensor<2x4x5x1xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%142 : tensor<2x4x5x5xf32>) outs(%144 : tensor<2x4x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<2x4x5x1xf32>
    %146 = linalg.generic {indexing_maps = [#map3, #map23, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %145 : tensor<2x4x5x5xf32>, tensor<2x4x5x1xf32>) outs(%95 : tensor<2x4x5x5xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.divf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x4x5x5xf32>
    %collapsed_90 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<2x4x5x5xf32> into tensor<8x5x5xf32>
    %collapsed_91 = tensor.collapse_shape %transposed_84 [[0, 1], [2], [3]] : tensor<2x4x5x8xf32> into tensor<8x5x8xf32>
    %147 = tensor.empty() : tensor<8x5x8xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<8x5x8xf32>) -> tensor<8x5x8xf32>
    %149 = linalg.batch_matmul ins(%collapsed_90, %collapsed_91 : tensor<8x5x5xf32>, tensor<8x5x8xf32>) outs(%148 : tensor<8x5x8xf32>) -> tensor<8x5x8xf32>
    %expanded_92 = tensor.expand_shape %149 [[0, 1], [2], [3]] output_shape [2, 4, 5, 8] : tensor<8x5x8xf32> into tensor<2x4x5x8xf32>
    %150 = tensor.empty() : tensor<2x5x4x8xf32>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<2x4x5x8xf32>) outs(%150 : tensor<2x5x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0, 1], [2, 3]] : tensor<2x5x4x8xf32> into tensor<10x32xf32>
    %transposed_95 = linalg.transpose ins(%cst_15 : tensor<32x32xf32>) outs(%119 : tensor<32x32xf32>) permutation = [1, 0] 
    %151 = linalg.matmul ins(%collapsed_94, %transposed_95 : tensor<10x32xf32>, tensor<32x32xf32>) outs(%121 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %152 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_14 : tensor<32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x32xf32>
    %153 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%151, %152 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<10x32xf32>
    %expanded_96 = tensor.expand_shape %153 [[0, 1], [2]] output_shape [2, 5, 32] : tensor<10x32xf32> into tensor<2x5x32xf32>
    %154 = linalg.generic {indexing_maps = [#map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_13, %expanded_96 : tensor<32xf32>, tensor<2x5x32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %concat : tensor<2x5x32xf32>, tensor<2x5x32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x5x32xf32>) outs(%97 : tensor<2x5x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %186 = arith.extf %in : f32 to f64
      linalg.yield %186 : f64
    } -> tensor<2x5x32xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<2x5x32xf64>) outs(%100 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<2x5x1xf64>) outs(%99 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_29 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<2x5x32xf64>, tensor<2x5x1xf64>) outs(%97 : tensor<2x5x32xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %186 = arith.subf %in, %in_103 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x32xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %159 : tensor<2x5x32xf64>, tensor<2x5x32xf64>) outs(%97 : tensor<2x5x32xf64>) {
    ^bb0(%in: f64, %in_103: f64, %out: f64):
      %186 = arith.mulf %in, %in_103 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x32xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<2x5x32xf64>) outs(%100 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.addf %in, %out : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x5x1xf64>) outs(%99 : tensor<2x5x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %186 = arith.divf %in, %cst_29 : f64
      linalg.yield %186 : f64
    } -> tensor<2x5x1xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x5x1xf64>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %186 = arith.truncf %in : f64 to f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<2x5x32xf32>) outs(%109 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.addf %in, %out : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x5x1xf32>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_30 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x5x1xf32>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.truncf %cst_24 : f64 to f32
      %187 = arith.addf %in, %186 : f32
      linalg.yield %187 : f32
    } -> tensor<2x5x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x5x1xf32>) outs(%107 : tensor<2x5x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = math.rsqrt %in : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %165 : tensor<2x5x32xf32>, tensor<2x5x1xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.subf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %167 : tensor<2x5x32xf32>, tensor<2x5x1xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %cst_12 : tensor<2x5x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map21, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %cst_11 : tensor<2x5x32xf32>, tensor<32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %collapsed_97 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<2x5x32xf32> into tensor<10x32xf32>
    %172 = tensor.empty() : tensor<32x64xf32>
    %transposed_98 = linalg.transpose ins(%cst_10 : tensor<64x32xf32>) outs(%172 : tensor<32x64xf32>) permutation = [1, 0] 
    %173 = tensor.empty() : tensor<10x64xf32>
    %174 = linalg.fill ins(%cst : f32) outs(%173 : tensor<10x64xf32>) -> tensor<10x64xf32>
    %175 = linalg.matmul ins(%collapsed_97, %transposed_98 : tensor<10x32xf32>, tensor<32x64xf32>) outs(%174 : tensor<10x64xf32>) -> tensor<10x64xf32>
    %176 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<64xf32>) outs(%173 : tensor<10x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x64xf32>
    %177 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%175, %176 : tensor<10x64xf32>, tensor<10x64xf32>) outs(%173 : tensor<10x64xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<10x64xf32>
    %expanded_99 = tensor.expand_shape %177 [[0, 1], [2]] output_shape [2, 5, 64] : tensor<10x64xf32> into tensor<2x5x64xf32>
    %178 = tensor.empty() : tensor<2x5x64xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<2x5x64xf32>) outs(%178 : tensor<2x5x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %186 = arith.divf %in, %cst_31 : f32
      %187 = math.erf %186 : f32
      %188 = arith.addf %187, %cst_2 : f32
      %189 = arith.mulf %188, %cst_3 : f32
      %190 = arith.mulf %in, %189 : f32
      linalg.yield %190 : f32
    } -> tensor<2x5x64xf32>
    %collapsed_100 = tensor.collapse_shape %179 [[0, 1], [2]] : tensor<2x5x64xf32> into tensor<10x64xf32>
    %180 = tensor.empty() : tensor<64x32xf32>
    %transposed_101 = linalg.transpose ins(%cst_8 : tensor<32x64xf32>) outs(%180 : tensor<64x32xf32>) permutation = [1, 0] 
    %181 = linalg.matmul ins(%collapsed_100, %transposed_101 : tensor<10x64xf32>, tensor<64x32xf32>) outs(%121 : tensor<10x32xf32>) -> tensor<10x32xf32>
    %182 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x32xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%181, %182 : tensor<10x32xf32>, tensor<10x32xf32>) outs(%120 : tensor<10x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<10x32xf32>
    %expanded_102 = tensor.expand_shape %183 [[0, 1], [2]] output_shape [2, 5, 32] : tensor<10x32xf32> into tensor<2x5x32xf32>
    %184 = linalg.generic {indexing_maps = [#map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %expanded_102 : tensor<32xf32>, tensor<2x5x32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.mulf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %155 : tensor<2x5x32xf32>, tensor<2x5x32xf32>) outs(%114 : tensor<2x5x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %186 = arith.addf %in, %in_103 : f32
      linalg.yield %186 : f32
    } -> tensor<2x5x32xf32>
    return %185 : tensor<2x5x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_10: "0x04000000CDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3D",
      torch_tensor_32_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x04000000AF24D03C4C3D963C9874FCBCA11A413C04EA133B5DFCBD3CCE5D1FBCC2E8513B5DDBE8BCAAC1D1BBB8B0C3BC3ED4243B3426BB3B5BAF6ABD0B4D76BC264EC0BCE6AF6F3C9C15B13B8B9A543CEB66A9BCCE4E1FBD41B3093C89A2D6BBE978363DAD8317BC90B505BA44E885BC398DBDBC265C9739F9400F3CAC2C633CFC45383BAEABD5BCE27DBF3C18BDF7BC876794BCE9DAF93B1A1A97BCEB125EBC420C963C1BEFDB3C451FE43CB91E33BC0C18203CDE431EBB1E9F30BDF4B9C4BC27ADA5BC17986ABC73589FBC0B30A7BC9A1C843BC493623A5BE20F3C69E513BDE9A4F63C7CEB5C3B60E5053D0DB143BC0D3886BBAB2116BD67B204BC5E71583BCB07EE3C0CD6733C7555943C1DEC27BCF33E32BD1F4197BC921ADBBCD44245BC67824B3C4922E8BC8FF98ABCBEACD33C3CACE7BC8580E4BB85D42BBD80CACA3B2B6B833A0004903C4EE9143BF08E14BB469DEFBB407AC83C5B03B03CE4093C3CD26C253DA1ACC33C8BAD28BB00BB3ABC982FC53B6D799ABC2410C0BCF046F4BB5343DD3C18EA8DBC6642303C4406BFBBD9A1853CCF2B5BBC6D51303CA0BE063DDDFFCABC596AEBB97732553BCDE62D3D8997B5BCAF23E3BB390C97BCD72FA6BCBC2F3C3D5CA1E13CBEE69ABCC3D519BC537ADF39505389BA7201D73C5EBAAB3C9B7D053D8F7BB53C106B2B3C6A58573C73D03DBC61EADCBC047501BCB507FFBC4B7353BDD881123C1BC4963B853B213B7CAB193C75405ABCAE6E9D3C412F313C10F3F73C60829CBB787938BC346610BC09E745BCF8FBF6BB2F970A3DA24B34BCBFD10DBDE137E7BB621511BC47DD6E3C4656273C19BEBE3A6990B5BC04A08DBBC153F1BCC7381ABD4064ED3B72BF80BCBDE9123DE921BCBCABB0403B6CD0633C7E0E7FBC40FBC6BB546D07BDA1A39E3C58FDE33ABEC3CE3C8FD4F6BC21C8243DCB1EB8BC9AE9813B733FEABC4A61A7BB1BA972BCFDAD96B9394595BC8BCFA33B4ADFF7BCA90DA3BAA75F8FBC137DD5BCE09B0A3DDDCA723C85CC293C01C24DBDAA8D9CBC4EFD9DBCDC07A5BC37DF863C84F60C3CF424A2BB9C01E2BA5565573B7C69A83C946602BD020F35BBA9A0E2BCFD443BBD69999ABC5A2C8F3BC52E043DB663ADBCCDA6063B283C8DBB6FFCE03BDDC4293A61F16D3BD9C4B5BC6B4A01BCB7F6C7BB1DDAB9BC8E1D2C3C6B9401BD93CD7F39AB33C73B046D0DBD2FE3B63CB0651F3C15BD533CDE50773B60B06ABCA11D0FBDAA33123C50FE073C30C990BCBDC20FBC874115BDB823E2BBB976A8BCAF9A5ABCF461433D227967BCA0BF0C3BD0E7C0BB9354D2BB418249BC85AC2E3CF2A700BC66A40F3C1E01A23CB2F452BC9C14A7BC93AE24BA8C47903C10AA29BCEC867F3AAB103C3DF8DDEFBC57E88FBC04810EBCB9CB753D030F203D86A003BDCC367C3CC9818FBC3B87CCBCE16E73BADB5C58BCA17837BCB7169C3CEB310EBCED3B3F3B14DC2EBC42BDBBBC7206ABBAABEF40BD465107BDFCB8073C868B953B616A703A72854FBD6D2741BD24708DBCF530C43B597E7BB8EF2D813A4F40DDBB56CD8D3CB631ACBC806099BCB255D23A6D199D3BA491D53C8B375A3CD487A73BA2246EBB86AFB23CAD63073C1438A43CDCB25D3C74A68F3A76511B3C7B7081BC594BA1BC9C031C3C690D5F3A9C5368BB13CDEB3B62AF2EBB2D5E093C74B325BC72CC1DBA4B57DB3B581AB63CDE4B383D7991DB3BF9EF4EBB139BA83B41EDE53A4549B53C8B6E693A38E16F3C55E77B3C6777883C8D85C9BCD456FDBBBB96543D13222DBC4B39243C161D0A3C92D835BD672D803C3CCC28BC193221BCF8784B3CC6EED43B0BBF90BC9C5764BCD74EC0BB6E87893CB32ABE3BF752103B2053DF3C0F1EB2BC89DD2EBDCD2F083C6ACCC13C9E89EFBCAA94D1BB4F23E6BC90AA60BCE030933CE3ADFABC0F707EBC43B378BC11FD123BDE354E3BEC2C683CB61015BDFC9D083AAAAF9D3BFB61C2BC395EACBCBBF9843C19EA8FBC1561103DD6BB04BC294935BD756C843C4A250DBDE9EB90BCEB48B03CD6CCA13AE6FABA3B6CF9D8BC258F54BD49C4E23B0BE6743B8D1B41BC0C4178BC470B713DA7D4A33C687D193C7F3689BCB4A6EFBBB2E9043DE6A7633D1ACD153D270FCE3C485EA03BF14B963CE1AF2D3CE91FFD3B84BECB3B1092C13C77EAE53CEEC48F3C8E88AEBCF00976BCBD14843B9D3CDCBCBD25563C14F06C3CE69326BA0B7FD93B86B42E3C61395DBD5BC9293B0BECC63C69B92B3C834081BD3FF6063CF3327DBC6AB1DD3B8BF06ABCCF4A483D62D1D3BCAAE3E9BB1D81AFBC20F77D3CD8957D3915DC59BBC4CECE3C44BC563C95E734BCA3D1F5BCD26F14BDE89A84BCEF5F293D130FC0BCB9390ABDF2CA01BC5EDFCFBC9968353C029F083D614B36BB938B8BBCD90823BBF36F37BC4ADCC2BAF79E9EBA924F0A3D38D868BCE4FC88BB3E0BBABAD04523BC224704BD872E28BD267D9C3CE2239FBB79F7EB3A89CA82BC898838BCBC7F7B39752C55BC2EDE29BC69D598BC37F83FBD8DF2B4BC65E9C0BBC0DAA43BD135813B37F1AA3C6C766A3B4B54F03B71D09E3CC73FDB3C8FBFD43AF94193BCE59D303C42769D3BD5BBBE3BDDF1433CF7B2FABA4F7BFABC869986B939C26B3CE0D8143BC12F2A3C8AF13D3C42B7853BF888D43B07F8BA3BD4123F3C6ECABCBAB8065E3B9EE287BC943B27BD39FA083DB508DB3BA2CA923C922EACBC441057BB854ABABBF7C6053DFD3591BBF6099ABC705597BCE206F33AE2C7D5BC3EBBC6386EE21A3D08D41DBD293218BBC0AD1A3C00D308BD9BC09D3C3463923CED05ABBA852AA13B82895B3C544C04BC76AE1A3C4F81AEBCD35F4A3C0946A4BC2C305B3C78B2533C587657BBDB45ABBCE1ECA6BBD88A793BDDFE5BBC2FDC81BAC1D570BCF7200739DB5BCCBC010EFF3C5E229FBC0751A9BBA4ACD73B2B85A23C5DE59A3C3039B2BBA93487BC451475BC75C8093B84AD92BB74FF183CFD2D083D39509CBCBD8F13BC3660AABB047E48BB841D17BCFD3E9DBCB35B10BDB937123D6FF312BD1BFA0B3CB8D2BFBC774751BBB7E16EBC36BB19BCE926F03B3267E9BBADCA0C3D1DC0A7BC90AC4DB87F9711BBE40680BCF7EBC6BBD594743BD0ACCF3C70E294BC530814BC7D20273B4C80E33C2187B0BC745203BD1E8B543BFEBF14BC0683453C8FC1D93B722BEDBCB841FEBBFBEED1BCA2BF9D3C0C7E8C3C66513E3C3F700BBCA058D9BC1D3EBE3C025BF2BB1850F0BC249D603C37A1D2BBE643A63BD5EE61BCD72DF5BC465A923C1365683CF2FCF6BB979C103D2410A03C67DFB23BE940DE3C12CB2DBCACCC74BC028B9A3BB98949BB1361573CA5B8393C6BC57B3C953AFD3CA4ACA53CFBD3713BF4F3BABC508BBD3B9994B9BCEFE02FBCA1C0AC3CE2A4D3BC8C47E03A3CCECFBC4FC6A83CEE9ACEBCA6A8A83CF3ED28BCE0AD9B3CB4A99A3C758022BC8586963BABB3CD3CC93B3BBDD712283C6B8914BDD22CE93BAD9A193BBD27493CE3A30FBC54B4553C9DBCCA3CBF5703BBF202573D95AFC8BCE6D2D23BCA59A73CE97F66BBAA0F893C9894D6BBA568253CC1E1293AF4E052BC605E9D3C4717C3BB18CE5CBC81E617BDA3D61ABBE676E2BB1B0ED73BBBA3B73C6191383DB2FFC33B2AC94FBCD90E9C3C0E78FDBCBEE8CD3C2DAAA03C26A8823C556B543B8078FABCD06E3BBB7062553C4F44B73B4C26073C041184BD67CB9CBBDFCAA2BC4189743D600A30BC8799053CFE6CCABC10421EBCB382E7BC9E0C293D0D2EA33CDFAB863CEB8D07BC80BE9ABC54BB1DBC6F00A93CB6D406BD74870A3C59D1323D4D24C0BC542D233D0B9431BDF53D3ABCEADF2C3B93E673BC2951B73CBB4B0ABC4A85333C301031BD0EAC6C3C57E907BD25E58D3C4536BFBA40052ABCD23D08BC663C143C80EC8F3BB1AB843BF51EC5BBF746B5BCBE38A23C1AB80F3C2F1A3E3BEEDD4ABC3EA6A4BC7C7C5BBB1C1A963BD9FA12BC3487083CCD4015BD64B3D93CC5B6193C042F9B3C5B32093DFBC40ABBE95EF93C3C26E0BB7557D93C29418ABC97E3D03CF75BD0BB9B5616BD7F54073C069274BC3DB83E3DDC87653C1C4AC83C0523EABC6772E8BB0AE0D13CC4981C3C34569DBB4FDFD13C89C1183C709B3EBD0E93C7BB3A5A0BBDD775343C929CC63C2C9DEF3C36AA863CF346FCBB3EC0883C9E1F273CA25005BC8916303CFAD715BD9C3A7D3C3F8D9DBC53128EBCD64BA63CDC365B3BBDCB26BC118787BC9068D83C79A4CD3B876039BD4C41F43C05C563BC72FECA3CBCABCD3C89D9CEBBABD397BCFA4193BCD0343E3C525ADABC7005EA3B6C045FBB522F033D0246A0BAF6DDA63C522D64BC1C67AC3A74C013BDFE074F3C00E1F13C6BC008BCCA53543C754E52BB3E1C173B5C4C003DFEDF00BD02EFEEBBA3F5963C0F09673C1FAC9FBC77A917BC122F4ABC52821BBC4A6A163D98666EBCF737CCBCA706BC3B61246F3CD55A5B3D579E27BA147B713C0DD48D3B10B22C3C2DAFA8394B9C143B3D015FBCA06AC13B6477B53CA211193C761C873C1EE4BC3CE249CBBB5AD31EBB95DC31BC77998E3C8333EE3C4614003D8E89E03CC76C8F3CCAAD3A3CEBEC89BC8C815B3BC6E570BC35FE1E3D1491843B4B1BC13C19E0C7BB50888A3CF7A228BCA16970BC2137B03CC579DC3C870B57BA2983A0BCF35C633CB90F103D6C016D3C4725923B5B2F003C09D0B2BCBDC8A8BA722F11BBEBBE9EBCBD8ECE3C0B8562BCBD78A33B323CB6BC22EDB8BB763F043B6280FDBAA11B593C66C0FE3BA46449BDF200D93C1D8119BC84BCB7BC7EE63E3CBB7CC93A828C1BBBB51EC33B1FCE0D3BB9A45D3C5328EA3C8FEB13BC7076C8BB5FF8083CF4B90C3CB2BE9EBC3716323DC7F3E3BC05F2D13C41D735BC211733BBAF1C5EBC17A818BD289122BA83427EBC9549E4BCE0483E3DF357DEBCB847483A1F1189BCF0E3A23B8C5221BCD74F3A3D2CCBE33A8FAF0B3DF295803CD343FD3B807AB8BCEE3D1CBBAA8A7EBB1852B53A0F4951BC750F83BCDADD91BB84E9003DC9C346BA82D8113CA7C1BF3CB3CED13CBC82A6BC1969663D6EBAC63BD77FBDBCC2B887BAA6E0923BFEB1F73BE0BD2CBB5E7B6DBCB2681F3C1768D73AA401E7BBA2BBE4BCFEE5E8BC60708EBC7EEFE93CE6DDF83BE252D63C587DF13B93CF3139A0E89E3CB887EEBC04A328BD8B0606BD17E5733AC578BBBC2107ABBA773DD03CCA5051BBD686A73C2A064D3CC587E4BCF2F795BCDCC5DD3BD66B8F3C245B0BBC073E2D3B3D99313C85B9A83BA5D6E6BB90DCF9BCDBA3333BECF294BCD3AD3C3C022251BD1F028EBCC7A352BC0BA202BD91DA8ABC72BF0CBDC9F0983CEF91303A7D9D583B1FAA13BCD5670B3D7809E8BBD21D31BB80C6E8BCD7A1ECBCC0E79EBDB8EE31BD0058AFBB4A25D4BC2D8D88BA4555893CF47B9ABA753D60BC50A197BBAEC6BD3BAF3D07BC445ECD3BA579DA3BCA7FE7BCB5C850BCA5F357BCE3C8163D549EF8BBE2012F3CB21BF6BC454BF43C86DE91BCDD48413C794ECB3CCB74C93B0C0763BC8A75BC3C8093983BAD0E053CDCFDEBBB553F9DBACE06663B95D675BC81161FBD1BB0F13BB700CB3B87FE9CBC9EE6C33C00D8DB3C2B3E073C248C83BCFB6343BC70A6B9BCFB044E3C137D9D3BDB5E043C1E94AF3CD386383A447CDE3BB51CDC3C2C4DF2BBE60CD93CFD14EA3CF88D2BBC3EE73A3C74CDF13A3CD0CDBBACAAA23CAAE35A3C324E7A3B296022BCFEE4E3BC6F51723C0A6E9F3CC2CB47BC5D36EEBBEF75653B1F270FBD4FDD583A0A4DE93A3BC4213D53D6893C7416083C6CEA22BCFE15EF3BD6CD9EBC8FE49BBC142D1A3B7B2C523CAF717EBC93393EBC3092A63C6820133DCBBB103D9542373CE7D4ED3A0241163D073CDC3BEA21B7BC43C1FAB9048E0A3DB1DD92B72E40E83B2CA7D63C78D8923CC197FC3BE7AAD3BC2FE0823BEBB67DBCBE341BBDC69FB13CB099023C7D4A25BA2932153CC214053D6FF9033D1CDBA9BC92E3A33C09929DBA1D1293BC1668B03C63296FBB6B345DBDBC6F263CE4EFB73CFC78043D3E1FAD3C3FB39B3CB266EDBBAC37793C0BCAACBCA29AFEBC181E92BCD485313CC5D96F3C149DAC3C03A3953CAEDA86BC1E08DBBC048ED3BB30D07E3C2B03FA3CB85995BB9C3237BCCFC58DBC6B3501BDBAC60E3D18412BBCD6F10B3CD71308BCBCFA83BB7C52183CE2159E386DC836BCB9B61C3D12FD7A3BB24AC43A73D8B23C502F56BC00A13CBB6C3759BAAF50EA3CBD6C14BCF55894BC95DD97BC970EBFBC54E9E03BFD8E953C6B52CEBC61B409BB7E80D8BC38F236BCC63A83BC954AF6BCFDAE313C5FFF93BCDD97A7B99583BE3C5B6AE4BC1D9C053DAB4993BC4FD846BC186FD43C1C47973C827817BDD621163DC7DF293C6F5D20BCD7A4913C9542B23C0EFFD03A823403BD16E4283B33E4B1BCA0A2F4BA339B99BC8D2B873C49B037BDC0780FBD42CF0FBD42352FBCC016DEBC54E2023CA5712BBD7C9807BC39229A3CB45BBB3BFD51A93B66288FBC97844BBB0E2B863BE3A9753C39168E3C265E103DC70043BC367B18BCCCD972BC5931F3BBB3BEE838AEF9973C1EE74D3BB4F3063C6D53A7BA6961263B206323BD16F294BB9244053DE4D314BC0AD7B33B73DCF9BBA4F78B3CF4769DBCAA55643C8BC187BB94B02FBC929BB53B801DB2BC9E4FD4BC05AC223A35A289BBD71C2C3B64E54F3CDBCC83BA3E8C03BD43A08ABC23379EBC1541F73CCA4C6A3C5057D0BBE583C9BB598C383CAA1E07BB328FD2BA231CF3BCD4E71B3A16629CBC0D9F85BDCB0F973C1EB1CC3CEB15863C15C58BBAE9C0FE3AC2682F3C8BE9C33A833BFCBCE4BDD73CB5A4DBBAD2A6F53B4EA9FF3C93D9CCBA3E403EBC54F83BBC99FD15BDD0BBB63C76D1813A1E4B50BB5CD34DBCABE299BC19D17C3C7E4F4439324110BCF7EDF03B7BD65F3C3DE7B6BBFD64983B3864CC3AA2880DBDB6019E3C05A3303C36E5233C2A441FBABD0344B9E42E60BB67C7F6BCC2D8FDBCD6849DBCE05F533D6BFEE7BBC4D3223C5BB19FBCC4E511BB0226403C302679BCE14D073DEA4A52BD20E799BC1C49D1BC8C5114BD16F9243C12A9823C53BF39BC0560813C443704BCF216BD3BBBF365BC0B7327BDB346E43CE8D5A33C931033BC9C90893C3219F4BC467742BCD4D184BDB2D514BC73A4AFBB2A91B13B107BE5BC3F0E8DBCE796053B5B82A53C91831FBC17B8C1BC6C59633C3CA2743B8CA3DDBB2F5C143D35C8BC3CEF862A3C0BAD613C174AFBBBBA65013C224FD0BC2FB5943C7588CF3C7FF9003CCA8916390BAF44BB67A68C3C07D29D3B7DCCE9BBDE3A523B8E95973C9364FABC2D86A53C58134ABB595320BC877020BB2E0ACA3B37F54CBB17C5BA3CB7F92E3D509ED73C17F785BB206641BCFDA2163C9BC3443A8F2019BC2766BEBCC644D0BC875FF53B94E31EBC5930043C667D96BBB4F2003D3401233CABB7B63CA76E8E3988BC903BB7AB953CADE6853C0D2C4738B78097BCE672063DD06B5EBB692CC9BC1787403C822DFD3C85B5083CDB8C9D3B3B6A463C2071A63C5278023DA0129F3CEB0AFB3CD972AEBA2E4989BCCA39133DAE15AB3CD447BC3BFD44D6BC616DBDBB81D3BBBAB95CDABCF0316D3C463D003CC3EBF9BA49958BBCFB31243C99DF473B547621BBA6B6B63B3BEA96BCA200313C53A533BA6B86E63A1893C2BB196199BCF3CA34BC18501C3CCA3465BC9597F1BB855A073DFF5C923C567D08BC2D66C4BA87462D3C89D182BC4DB49EBBB5EE42BCA62B5E3CC112433D606295BBFC583D3DE93AFABBE04D973B98C856BCC106DF3C5CA5473C398236BD375EF2BBE1ADAC3C52A94E3B8EC665BDF8411DBCDFDB82BCB03243BB972A0F3B941D16BD295AB13C5211A4BBF8D45CBC5D05F4BBD8264EBC573E33B8007EFBB98097C9BC80B30CBBED42133D25172ABC81E84CBC207B8BBC5C681F3D0DC1173C09A420BCF926003DB73C1BB9414424BC846BB23C8696D53C22F33E3C4C0C86BCA451E73C9DBAAB3C2B43B13C09638DBCDD7A87BCD1871C3C3BC43CBCB374773C34AF4A3B22EFBABC3D0E79BC5230833C65A051BABB6341BC42976EBC50BFBCBB27BAFCBC77F2F33C27C903BD3B46853BB45ECDBA48848A39E0030BBD788CCBBBF2AAD9BCF72AECB9531604BDC334693C8DE0B63CA45C35BC5E1B813C0269C0BBD6F59DBB6DD3B63B427F2A3D278E78BB9D80B93CD93E083D0D784BBD0554403A80B3F23BD4A5EFBBAF7E7DBB0C1D4E3C7C35D9BCB0C183BBEECE243CDA37903C0E231D3D160394BC80AF12BDF6D904BD6560133D885F00BC40AD8D3A73BC833C8E91C23C5C9A85BCA91E9EBC663779BCB7D2DC3BAEADE53CB78C5BBC0F35503B8183CD3C39F6CBBB9F9182BB4942FE3A3E0FBF3C98F7703BB0DBBD3A90F411BB79BA3EBC9250B33C37B51B3C874BC33CBBEDAF3CDC86BE3BFD4C03BD0B22013D00AB93BC9CD52DBA8CE820BC2935A53C6B3A17BD07216ABC49A39E3C5928BE3CCF74023BB3CDD23C035814BC2E2DB8BBCB6538BBC459A63CF2F5A9BC0636B9BC8DFC44BA1C6690BB6509C5BB8CA4A3BC60D6023C814ABCBA42B38D3B7EEB893BB08AE2BC1C6BBB3C618939B9DDED3C3D3537363C85D1D2BCC50A24BDF3C6B63C53AB3C3D842808BD0F1AD7BB2F4AA13C2B5E1BBD1C55D6BC12D90239E63BBEBC0BB41E3DDB6F743B9742373D54EF54BAC729763C0B59AF3C74F9F7BC9F1E9D3C19F687BC607AACBCCCC2033DB08286BC876F12BC0274AC3C6936CCBCCF41E4BC82A76EBB446D3BBC60338EBC4CCBE8BAE909BF3C9DA61FBD05F5B73BD72131BC7D87EABCCD44BA3C7BD533B98FD9E6BC8A46D73C9CA2613C991A19BC6F36FCBCD5D6C3BC06DEB1BB56B02F3B63DE7CBC0E82D33C5EE1213D1CDFCCBC64181C3D6EEB173C678237BD267F0CBD14FA37BD474080BCE178CD3C665D7C3CBD1EF0BCC3AF0FBAD82B5C3CCCC751BC98FE573C896D833BB8D33CBCA9883EBB0F4981BA891EB43BABE8AE3C0EF8D0BBBD77C9BBBD5B863C87B8C3BCE4CB04BD042DA1BCFED105BCD7720EBC67450B3DD5BAD9BB1D964CBD814BED3AA982CEBA4FFD803B9C8C82BB1DFD5EBC94C5BDBBD9E90D3AE6CCF7BCC552593AE17E103DF823533A0BAF3F3C41C72639C20428BC943E343CE7DF99BCFE97EEBC68CB08BD63C6723C46DC9E3B0A2A05BC26216E3CE66ADCBA196542BC00167D3CBB14E3BCFBC263BC9BD830BC8EBB103D028B21BCD0B67ABBE40A4CBC302F27BCFB01A6BC5CEBEFBC896E94BC2248F2BC982F84BC87F227BCB0C5EDBCD2FD60BB96E98C3B6F60E83BDA9B923B8BFD333CB352E73CC454A7BB1034043DE063AEB91161853A29CDA4BB5ECA31BD261A26BC3EADB2BB20979E3B22E1B13BE9AB313DCD15923C8F603DBBF0884BBD1EDB0B3DE96F1F3CFBBA2C3DB680A0BB0DBC403CE758C3BC097C63BC47F5B43C522353BC328381BC2240B1BB2CF580BCE37FFC3C273FFD3BDB27A5BCB2F0313CDB9974BCCE421C3B1B79473D7D98D6BB5C9A8ABBE2BED6BA9D0D8DBC26DBF6BC99BD0A3B9D2C18BB593C25BC00B193BBA516CC3C6C8460BBA5C4E2BC8164B43B80D55F3CA93CEFBCA9F62EBC8F07253D94D3A43C1B0AEE3C270ABB39E222863C10A5D23C7044B3390F22C2BB14E01CBCEAC3DD3B8B0C40BC8D1E04BCA47EA6BCC4BA16BC99D2373BC7E3CF3C669E7036D232DB3BB520683C53A792BC591E2B3D6087B13B7DC2BE3C1C6943BC455F6ABC0F92F8BC41F6ABBC6CC7513C692C8A3D5CE46BBCC540B7BC5041EDBC669EBFBB49D5013B1B43AA3C2967383C20948C3BD68C18BCC97ADA3CCB6687BC77FC3F3CCDFA063D9B27A73C80FD6EBC5D4C1F3C21805ABC933A63BCC23C49BBBEF4E7BC6BA7033C30B473BB5CB04B3C5DF282BCC723B5BBA5194B3CE2708DBA60FE713C496A8EBCFD4FD7BB9811193C537F163C8A7C4DBC6283A1BB9792023D7C344ABD3C21CC3C81209DBC8622923A24CB03BD54A3D03C9D9C903A06373E3C04CAA6BB8682CB3CEBB9AFBBBD95BBBBB38C71BB823BB33C92FB173C404025BD06F5B3BC78F94BBC4FD9B53CEAAC4CBCE98E843C9D54E7BC22FCA63C207D60BCC24F3FBD0BE90E3D45A1A9BC27D40F3D06F63DBC83A8833C2013A4BC64BEBA3C825B49BCCA35363D660FEE3B304F963C379FB73A0BFD72BCE578823CCA545D3C5B4A93BC0F0780BCE4D3AABCF3C54BBCFDFD863C7724163D0C89F53C86DD6E3CA7BAD43B15BDA0BC21D485BA0D75913CC5F9BBBC3E34783C2569143C0B78BFBB1BBD203CCA7E40BC0FF076BC759E9A3B6C0B223C24C95C3C3EB57CBB75B0323DF74F77BC95321FBC16C5863CAEE8C5BCACC66F3AE967073C07828DBC98E9403D5ED5423BD274B9BC426A15BA0649A03C2868163CD4C07C3C07D9513C944002BD2074D93B8F97503DF46C99BB630DF33CA59DBC3C0BBC723C0B5BC3BB6D2F353B402744BC0B93A53C8B98063CD98A05BDDB750B3C33FA3EBC5726D5BB235675BCA76C923B9C2FCD3AD1238F3B9136113DFC18CDBC1DA985BBF89B9BBD3262C33CD012DD3A9E267EBCD161023D2B1699BC61E263BC08D405BDD01223BDB47C47BC6EAC77BC50E8EA3C06059EBBA9A8743CB6D0093D46AC1FBD41AEC7BB15C2613B130C783B0B0DD2BC2310733C29D4B43CFF9299BCC08CD83A520D8C3C929327BDE7309BBB80C2D1BC77792D3C4B580CBCC4BD5DBCC2F16ABBF76E0A3B89A435BCA0D6403BC1F04F3AFBF751BB0FE75EBCFF0895BBA0F5F4BC2FC4933BF073193C97A41EBB69A3F5BB4765DC3A952E1239399AC7BBD080973C7347CE3C4206363CD3081F3CFB3A5FBB6525253B611A943C21C619BBD046FCBB1CA5E63C6247A8BC440CD93C66B8AFBBC77394BCAA64F1BC6C23D3BC272C0D3D8386883CA006AA3C30DB73BCCBD6A9BB4077A23C8ACDD6BCF8E5A4BBD4C2333CDBD496BC543D903B7C82C0BC629A193CBCE7A43BF896FC3A2A11D3BC3A9412BDED2242BCE69A19BCF0E19B3CC6F0123B304CA13CDB3204BD713582BC2503A73C22D6503CE0DBE1BC6B6AD3BCCB0CABBCE6710EBDE78F973CFD7C14BC803D49BA1A47823CBDE6A7BCA5A23A3C14030EBD75924C3BBBA3B2BC6C2454BB563910BDF540613BBE8EE9BC179D1C3AE945BC3B2E79D63ADE329C3A43B28ABB1C67E5BC181918BC4A45F1BB6302EDBC605DB33A588A03BAD56A323C2289833CB9CD46BB2690C53C76668CBC3814193CB81F483B8E6A6BBCE4868C3C2335993C7E48E23CDBCF983CFB5443BCA1C71A3CAB7D063D991D7C3C98CE8239BEC0923C38D2593CF87EEB3C72B2A6BC4F0A103D56E0993A8F8D5A3BA0E69BBA7E53EABC15D5DBBB294970BC3768FFBC951098BC3D14483BDE6784BB24840ABC5B82DB39F080843C3DD39CBCC9951DBBBE5821BD8A11043CEC9489BCDDF393BC1DB84DBB2E6BBEBBD8EAE83C6242903A1714D03C06C906BBD2CB9F3A30883F3C7F53923A463C1C3CD5976EBBB73FBD3B4523C63C8DF586BC4D39A8BC5719153C9E6BFBBBB05D053CE1C433BD465A44BC856D36BC54A9093B99C9DE3B45D8263CB78691BC5E3C87BC74C4433BF3A5323C2557B8BC",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32: "0x0400000067A698BCF3C2A83C29B1093D6F0B6CBC42A4B4BC5826353B1427853C0AB0B53B1002A03CC084EEBBFE09403C1DE883BC377109BDBBCF70BD4A90493C377C54BC5C00663CE08C38BC0608B3BBC06D383B584E383D5626023D8BE4A6BC8E2A39BD593DC5BCE63028BC54E8A13B2C63CEBC36F6B0BA2D4D0F3D413AB63C08E58F3C2143403CE965A03C9014BA3CDE1AB03C824617BB12E1743D81E9563C3E43CA3B3DAC173B6AAB0D3D1E95C03C6E6B2ABC329076BC9B727A3C78D4D9BB6CF81F39F67B87BC17C856BCB8DAAA3C9C2D433CB7DD0CBC1BEA0E3C30EF9A3BC28D993CD2DEAABC67AA0EBC37D8FA3C64AE0B3C3433A23CA75EF2BC5A828BBC00EB59B9A2A5523B8E46A5BB32647DBB1D538EBCD2EF573C69B0FF3B46A78B3BCA994B3C7E299ABCCF0876BC1B7246BC57EBE03BC9259A3C1B4A95BBD488063DF4E5CCBB8773553C8B261BBC947CECBB7D16583BCA42623B82A4AEBC7173213C4A235CBBB3968ABC38101BBDE8FAA0BCB478473AB7E25A3DB034453A8F2BF33CE4BC2D3CCE4B98BCF02A303BC80D13BDEF6B683CA691BA3B066D8E3C44BDA63C2D9E93BC4589573C043FC43C04C4023C02B1ABBBAE34523B2C0A51BDBDC0DA3C8A96AEBC22B5C13CAE0FC63CE401193A4576EF3C0486853C6947A33CAB1F303D675CC43CA0EEEE3CB836093A051BBFBCEA1B753B8B7F1BBCD0B78F3C4084C23B40CF50BC8F53393C3845313BA7BF09BDB407243AB12298BC76AC8F3C2923B43C803FBABC672560BCA19F203C4251DCBCCBDE5BBC789EB7BCF183963B8DA805BC43FFEFBCC5F106BC3B0E13BD1934B2BC30DBCCBB6415DCBBDBB2603BFB7B73BB0CD8633C96AB043CF780E8BA9787C03BE6D7A4BB90BAD2BC67E800BC6AAB4F3C58948CB9371886BC149B8BBBBC172DBCA0E9AF3C226E49BBDEF74B3D0334FCBC104A15BD4B8010BC12477BBB42AEEE3BFD07F73B2673C0BCE1E7BA3CA61657BCE78507BB98073CBD8413C6BBB296933B94E3233DA65304BB6EE3EC3AE0E22E3B2BDF72BC466BC03CA251DAB979DE8A3C043CE3BCD897E2BBF075DE3C544DC33BEC4F1D3C34CE5EBBD0F591BB54946C3CFCC40EBC5E32A43BE7D412BDE14EBABBBF580E3D27BA0ABD1D8123BC6F422C3CBB5C623B6BBD19BB887380BC0C6C8F3CE58A6EBC45CCD8BC97B8B8BAB9B3073C3374803CC5AEF33A0C500D3A6DBE8DBC84C9B8BCB93AFDBAE08840BCFD52BD3C22B40FBB4687E0BCA0A8F13CEF73353D770950BC72D937BCB2D88A3C2F9A7E3C9B5E933C4946BF3C19136CBCACE1563B9BB29C3CAE33C13C2FF3363CC5DA56BBEF1905BD69B3D53C071B263DF530F2BB07ED4CBBAD603DBC9ACE033C7B5A92BCC5DD9EBCB3EB24BC34BA463C05A1BDBCE51B933CB69B03BD4E8995BC52E24FBC02B180BB016F433B141A14BDDD043A3C671FEE3B542B64BCB391BE3C418DA6BCF2A5D53C0AF7F7BC1E4B0ABCFB63803B86F74FBD3E3A30BD13A30BBC2B7A39BCF63C86BC8022E1BC8179E13C831672BC4B8525BBAF7B00BCF0E84DBD37172CBCF7323A3CC1C969BDEF1DB5BC3E19A73BAF847E3B82E1CD3C606D433CD40D353C0AFA28BCCE971EBD050F4C3CF8D2313DA6EFFDBCA0EA80BCC5A1B83CB4633E3DF48FD83C60943A3C8300753C816C363D447144BC29EE1BBCE543493C46D43CBC9090423C367C94BC1CD02A3DA734FFBAA4D7873C95E457BB3432E2BBD6F623BB651633BC4E61FE3B3057913C6938963CA09AF4BC3484463C0EAD623C75AB00BBB6282BBCCB21273CD8DEE13B269800BC00C5723C695B42BBFE116E3913D3523C5F7515BB6AEBB23C14C691BC744C013D8B4E733C3387F63C881705BC85AA3ABC02A3133CE01AA03CEA60DE3C553347BCBEDECBBC6BFBABBB942396BCEFB5FF3C500F8B3C81F5563C5B8D9A3C53C4C3BCF13A153B64C584BC92EB2EBCB712563ABD19AE3BD0327A3CBE44053D4FE7B53BF070AABC2626ED3C8F0D8EBC70EDC43CE0975F3C427A2C3A537E60BC024D46BD6220B63B2DE8873CDD3D003D7A94A0BC12048ABC7E348A3C7D1C9DBC4937063CA60A52BCB98F8D3C9C30C83B689985BBB7605B3CFAF18F3BD5EBBABC113D98BC642E803CCC5150BCAD4D3DBC60694A3D1533DEBAD536FBBC27DD783C1832FA3B0D9C003BB5DC363CD41106BCD5B584BB5490F83AB683063D5D51533C08F619BD40A412BC02FCAA3BDB56C43C1CE7B23AF96F5D3A78BBEFBB0B96103CFB50B83C7D5921BC344AC33C721E17BCD7A822BBC96E81BB4ACFE43C86820DBC40380BBCC0866EBCB4AA85BBDBC96ABB35D9B23C0BFD20BBF01D733B468E303BF496823C674AC13B5785513C791802BDB27ADEBBEAB85F3C06C12B3CF10D05BDC2829D3BA039943BA96CA43AF82E4FBB8015B6BC9BA406BDA7090C3D97B609BC2F43CDBB44B953BCF74AC4BC3992463B78938B3B62B7BD3C5D45CFBC999E0FBCD03A5DBA47EC4F3CA6BCC73C7770AEBC0B4B90BB9E3E2E3CA927223C05CEF6BC23DC84BCA4E781BBA0BD153B62D53BBC4E4BCF3C4DA8C4BC5C21EB3C3075A83B34DEA33C0451D039381612BD04E645BC4EB108BDA9B8193C785AE6BC5E3705BC326A1EBBF551C43BDD58E0BC8E041D3CA1491FBC2474DB3C415A6A3B94503ABDE1F5D53CE6C3EA3B2991573BBB33DF3C4EAC1CBDD0B04BBBF66B99BB26210A3BFBF8313B033D693C2B39B5BB44EA933BDFD9113D9BB939BCD498E5BC82D10C3C1EAA6ABC85C8C9B98DFB2CBC42062CBC9708ED3C2D140E3C33B6773CCD3B88BC3F6990BC7FCA103BD880D3BC4C09D03C108081BC55C733BC1D2109BDF8AFB1BCFB740BBDB6EB03BD86A7FABCE6B4053C623F9FBB9DAB0A3CD990033B5EC0FCBCB9F9FD3CB818D839534B4B3CDB1B8FBBEBBE63BC6FC29B3CA72F6E3C382FA4BCA9FDFEBB9376AFBC07C0233D7D04E3BC5EF4073DEA1304BD0560783C1EB461BC94DCC1BBC551E7BBA0BDB1BBA04CE6BBBCED363D55E14F3B75A63C3B62CCAD3C929918BD7E8A233C66C8083C77AB1BBCA015823CF9A1E3BCF3D0763CA262B73C3D7A103C24F3DF3CA5FF80BCD847623C896A1D3BA0DF503C67E33B3A4023DF3B8A0C2EBDFB340A3C5BD08F3B2F6BE8BBAAF4DBBC3D867C3C331230BDAD9341BC0B2829B904DBBFBC07199B3C324CFC3C7B58E23ACF60543B30366EBCD2EE13BBE37581BB5BEDE23B8415BDBCF331D53C3B3B3DBC89608FBB91AD963CEF7BC43CB217BE3B1034C3BBDBE1CA3C5E73D1BB90C1D83B75969C3C94BD203C2FF16C3C2BEED9B9140375BC0166D03C46F4593B10A8AFBBF8D5D0BC0565573A02D9503C93B1A4BC664C2E3D551B1D3D36759F3C1D95CB3C6EB73F3C3495D13CB023CC3B73B2C43B12504DBCBCD90FBC0AA2ADBCB583FDBCE73636BCE7D9983BDBCA0FBC67C99BBB1D23523CBDCC00BCD854873B8B962DBDC254603CDCF23C3C533A60BC4AF2C2BBE1AD693CF94633BB82DA97BCB9104EBB5851D23B09A838BC5EA43FBA5E2D653CDCBC4D3C54BF19BCEA2CB2BC257CF5BB3EB1D7BBEB89AABC53A69ABCA9E44EBCD925D1BBEEAEC93C70D9A4BC69967BBB6B0AEABB3CA1DFBC4FE1BABCAF9683BC2E2DA93C038F793D0BA68BBCC478953C34D890BCBBFB643AA3EE193BB0CD8FBC56AE01BDB0A4A0B82557D73CF79D10BCE47684BCEA2A923BF2418E3C9A73933BF41D81BB290F963C4E902B3C67983BBB611DC83CFA6C03BCAFBDCA3CED65093C9D40263D5C6B69BBE838013D6727693D0E637BBCF40F20BD5EFECDBB8FA47BBCC64CD2BBFC22993C21FBC03CC1642CBCA7FECC3C1714C9BC733F6B3A6FBBB7BCFC5AB53832344DBC1E9DE23B236A8B3B323C0CBCDB12DC3C86F0A83CF336543C2BEB563C18CE5138D45F063D241A973CF10A1EBBBC9EDD3BD900813C5B4B6A3CE20EE4BB8BD9693C67EDD0BCC9C6BE3C699A043D3006393BB396CCBC9FF007BC90543EBCC121D73B5C8E24BC5487D239F2FD50BDC58E8FBC1EB3B93C611C03BC79F12E3D70B832BD6EC0BB3C4B8DB33C873122BC3CA42C3D173B1C3D19EA2ABDDD68A1BB80A0993BC45310BCF0E90F3D1DAFA03B4D42BFBB6A9BE83CAE353CBB936492BCC91BA93B6B4699BBD449D13B5434A6B9579DE53A50E520BCB9B2F239D495CEBCCB395F3A8CCD5E3CF97821BC979AAB3C4B3E373D2A8BB4BC6805833DFD03F43CF5BD02BDA0B43B3BA73F6E3C61D82B3CB05FFF3B1DA0393B9022E5BB3BBF22BDD861C73C611738BCDBA4D8BB4440823C3DF3F83CE263A63CD01C1FBC2672BA3CCEE9433C8B98B0BB4716083C6BBA81BAE2DBE73B1D2B32BCF4B7D33BD70BC33CC6DFB3B99FE7833C0EC369BC6FCAE93C5216283DEAA6AEBC106514BD9CBB213B7EE09A3C5B995C3CDE0191BC7BF6C4BB7BD8A03CE225853CF44F3D3C862E1C3CC906ECBBD08C8FBCC8D01C3CE7A755BCAF1C8EBB55D9033C2A87363DCFC18A3CF718E23B090003BD055B80BC41B79B3BB682AABC07FCED3AE5E1DFBC52A7B0BC5DD334BC3348FC3C4E6CA43CE23782BC424A793D6A186FBA477094BA5D5CA93C9C1E613C62179F3B2E88AEBC801441BC87673B3D266BECBC209E303C4F928ABC504D8CBC04A28F3CF23099BB24CA5ABB23AC963C4C3E03BD9D5B1BBC8267ACBCCEBF5D3C41594D3CDA3513BC77A7713CC6CA0FBD0B6B123CC49256BC4215663C1C8857B96D8A2C3D1FD21FB94A12583D4B40213C07A0B83B66EC65BBBEA2473CA42ACD3C53453FBB0753EF3BBE1CC8BC3906DDBCA2C0143C1882A33B3338AFBC98875FBC596E0B3B44001D3C172E3D3B6B8D3DBB284D94BCC207DDBCEE36C93CF0C2503B4A144FBC1B6C27BCC2DCA83C97790ABDC6554A3CB4716C3B7ED3833CCD6D9D3C85B7FC3C471DD0BCD8ECB33B92526A3C2950F13C36B8AABCE2A39E3A028629BDE0DE97BC04ECA7BC550263BCAA10B3BC06B8D73CFBCA8A3C5ED70CBB17DB833C78688CB9B4DC693A21CFD13B6AB8393CF8275E3C588EEFBBADCB88BC2AB73B3CAED94DBBDF62033BCB540E3DA99AB63C3761FA3C79CC253BA82088BCF08D8CBCD0F17EBDF4AC843C096443385ED735BC8295883B30219CBC66DF2C3C736A0EBDBE89AF3ACC451E3C214EE13C851B47BC3D604DBA3D2C483B4F40253D9CECDBBC0112BA3CA107E33CF7D2693C1F140DBD81D5F9BCD055EBBB38EFC23C254191BCAF9537BC690D8A3C0B3584BC616BFDBB4B9E73BC9C8C1DBCE6B9603C4FBA44BC20765FBB3738FB3C98248EBC7C92EABAFD8F033CC1EB19BD3FC9043B3D412EBB9DA13ABBFB94D83CABFF273D70DC73BC355BF6BCBC968B3B143C3DBBB3870BBC66C0013C878051BC592861BCB33BEF3B02FBED3C6BD3D7BCAFE3533CB87B06BD3EAF7B3C6440D2BBC7C712BD188BB83CC6409EBC173FB03B909D773C8670DD3C0F7815BC822453BCE065C03CD4C394BC8DA1C03C66C4C1BCCEB929BDADF724BC8D59283C90CE1F3B6E2B1B3B0FC4DB3CB5A950BD6D0CC83B58B98A3CB06E3FBB6614553CF4BC1E3DF23D2039AB2D05BDB8959B3BD01BC53C8A329A3B2018953C498BFEBCA1159A3C77BA54BCABDFA23B9572633C6C53E23C8E88BC3CA9985E3B62DCE6BC98278A3C0066C6BB8F8113BBD89F38BC5A3A19BDCD4BA33C2019BF3C57A16B3C7503803C2B7095BCB40A973CB04BCDBCD3D7F93BB9005CBCA625B93BEB50033C9107153BBDA7D03C44D9C9BB6F75F63B6EAAAC3B2D5A0EBC665D73BC41E611BC9012C9BC4A1176BCD0DCECBB258E3B3C4D3E243D172D36BD7C4AAA3C27316A3C72A37E3D6E5DC5BC401828BC6C5994BC5B32153DDEC5853C57ED21BC0A7541BD1BD6163C5E1409BDD75CFFBB2287803B7DE8D9BC87A2A73C0BC036BD0A3208BDD0E8B6BC5E98533C7EEFD7BC17C574BCF1938BB993F04C3DA6E6E13C8C4CD8BC21698E3C040D33BD4A7EA4BBF896D43B5065443C37E37ABC4F826EBC88878A3C208430BC192CF5BC1692023DCBBEED3BF4B0193C1918B93B90E9653DE511F23C8D25A43CD3B0C23C1342093D693B8CBC2A6C7FBBBFCD18BBC5E4F7BC7B2A70BCA2CA073CF800C13C504B38BD5263B5BC8AC9F9BC61163F3D80D83FBC2C0FDE3C154FC6BA6675D03B8EAA473BB3AF85BC213B3DBC185FE63C078B61BC9E332CBD403BCE3BA164E03BAC66FA3CF728F43CCAF3233C47DE10BCB47D0C3C0244C03C1417B03CF9BEE6BC1348B2BAA29E09BC9AA00F3DAB57E9BC0E913FBCAAE105BA602E97BAF0FFFABC83EEE8BBFC6A8FBB24E33ABC672AA53C4A06ECBB3ED55EBB547738BD95A939BC75D17FBB07E3DC3CADCB49BD2023343C5727E6BC96BFAB3A69DD4E3C3CF0E5BC98E9DEBB39B364BC879585BC61327EBCD9A5703CA428E23BD8B0803CC2FD9B3C64E3553C81604BBCE22DFBBB75355CBB6DA4953C55AE9FBC14C101BD44E293BC6550C23B44D723BCC744C3BCE65F043BBC098ABC27EB843CCBA41FBCE298943C5236F5BC0927DABCA7C448BCB436E03CA579ACBB36E8A13B3ED142BCF2895DBCD2D6013D0D24213C870D02BD34EFCF3CC7EF29BCCF44D8BCC5512CBD40229ABBB906B2BBB9E29D3C847708BC65F1113C1D20E538997377BB8DAEA03C72162E3CA55665BC4419E3BB04BA5D3CD92A2FBBFC03263CB323003AB76E45BC94F2D9BC4E6390BC6C017A3CD9F9233B1E30C23C824590BA8E18603C09BA0EBC564E95BBCFD7463D5D84803C476AB53CF2471FBC8518ADBCF6048C3B8949703C37CC7B3C22512D3C0757843CB827173DC2E3C13BC1E990BC641BB3BBBD8ED4BC46371EBCF2C919BC5C02F5BC1953553B2B74A3BC21C06E3BC0DCA73AF0F59B3B9CE4F73C3D92CB3CE9D0E7BC0FFCB23CAFD41ABD388C2D3BA193AD3CC87A80BC123980BCE8EC20BD8A04083BEFCD03BD264898BB93EB0FBC14CD70BBB8F9673C2F6A713B827C6D3B63620EBC8BA3CABB60D7933B00613FBDB2BE1CBC74183C3C3C690F3C6B5B03BCBBC1A9BBA3A3143C5B84103A5D131FBCAF7A253D40E19DBC273E47BC39480C3D7C997A3C30422EBC8441543CB6F311BDB78197BCDF04063D7B1F07BDA6BCCD3B101934BC30F1493CF94D683C760D19BC703552BC0933B83CCFB5BA3BC5A916BC078BB2BAD9FFF03CDC43C5BB80CF373DE1DFD6BC57BD58BC05AD7EBB2F2FB53BFB98F1BB0E9618BC47E87A3C794702BCC2A917BCBF621E3AD9DD00BD3538E63CE178393C355DB8BB3EA3D5BBDB14AE3CAB36BABC8E74B3BB72B3A1BBA23A55BBFD87BBBC709D133D53F6D3BC4A2CE5BB6CCF7D3C18BACF3BCD5CB23AC19FDD3CEAB49BBB653DB43C8DA71DBC0B33A23CABD34F3BF03E6A3D477E733C5064AA3C0F89F93AF2C49FBBEF531ABC658F2B3C0AA7EDBC292714BCA9D1D6BC95FE85BC8ED3473CC16D8C3CC047683CDBFA10BC34CC883B82E0A739876827BB82870A3C743F28BC7818C8BCE72F3BBB24F85A3C0BF90ABC9D220D3C6426B9BCFB482C3CBBBAA03905BA5DBD79978A3B8F9836BC49E6A73B1C0CA53C4B5299BB52E758BB70DF26BDDF2C053C4009613C3CC4D2B8572DD9BC36C3A3BBB25F3FBDE0BDA93C4DF411BC60E36ABCDCF825BC35A4203D64CC0B3C028FACBC81360D3D1807F13C814AFCB9B64180BC5978B1BCB9FFAFBBCB48E9BCF8838A3B9D108B3C7604813B2619F53BFD0C6FBD177BAFBBC1C176BC3A49103C5EBDF83CDD065D3C73AD063D8D2EA53B7EA5C03CAE6B61BCBCE9A5BC80951939143287BCEE14653C2BC9073C1EA1ED3BF061803BE5D8F9BC0339EDBCB9E6113D93C41A3C74B045BC5B35DDBC4B64473CE9EEEA3AEA9E6B3AA7FAECBCA1F8C6BCD264E9BCAA57723C7C2D7E3B2F36D9BC426B0BBA40E8BF3CAFBA86BD55E8453C797A85B9596873BBFD7ADEBCA1EBA6BA7B17C0BC62A629BC9BE4A93BDB9D89BCE6E4833C6AB4BD3CE93E04BDB8BA62BC5998BC3BEAD1153C509F3D3C993922BB99B1B2BCBB8C6DBCB2653C3AA4BB9C3B9C64BC3B841A9DBC9DE29D3C382EED3CD80330BD1D19EBBCC410D83CF774EF3C10A1E8BCC790483C8A25BD3CAEFEE7BCBB40643B6A0E0EBCC4A70CBC6617ABBB3C550E3BCD450B3CFBBAE33C59A8EE378E10DB3C567EA23C75EB623C0CEBE1BC7B884FBC60BC61BC5BCF793CBC28FC3C0249493B01800B3CE7D8933CEF7913BB1393C1BC8DA5193DAAB77CBC7C6137BDDEC172BCAEE4C73C1297B2BCF89BB33BF769E4BC9932333C93392A3C9076293C526260BCBE12F03A60C288BC9C06903B97D63CBC4D4294BAC6629BBCC46C45BC2A7CE93BC28628BCF9866CBC3D2E483C907FBC3BF35AAFBBC40DBBBCE200CF3BC2DC273C77A519BD38A32FBC11BC033CC5BE26BC46741B3BC939C93B2973B23C3283963C85BE363C9C0A22BB9246C1BCCE9AF43B5EF3103D4552583B590FBB3C398D3BBB598966BB0D67A53C9742B4BBE50142BD38FA25BCC0BAB83A91DB10BA308A363DAF1686BB4FED013A9ED12ABD8D528A3AACEEE03B02014BBCE65D893CEADD713C7DCCF63B4708DBBAB2F6AF3BF418B5BCA0DECC3BA4A110BC6054DDBCE0B6063C05E769BC26254FBC0BB931BD26C1193CD259A33CD66197BC7B731DBDE257423C38796DBB9E124ABC8B0840BCD672183C11E38EBC029F50BC57A82E3D7042D23BC62EF83B2A64753CA9D5ECBC2011813879D75FBC04F9073CB0C5CF3B4078633CFC2DC73C52B5AA3C3CB8513CB2C305BBA9509D3C59ADA23C52F81ABD0DA0A73BE0FFCCBC2D39263C2767D7BC0556883B7363163C8145C6BC187C4339B00CEE3C6BB355BBF2CB3BBC50525DBCCB955EBCFE418A3CC03699BB331F00BCD35B8B3B8E49573DF74E99BCC35E13BBE68C1D3D37519B3CF5CDFBBC74621E3C35535F3AA8020F3D055A55BBE948EDB902B1B43B79DFDEBBAE03CCBC104982BC4400B7BC09CAAABAB520BDBCC61A17BCF4C21BBBC1D7C53C383240BC089501BC170BA1BCCEB602BD315480BB2B8898BCD080DABC27FB743CA6ABFF3C4A648C3C2F918ABC29D7493C22DA72BB0B00FA3C120286BAC25D3BBC78E24C3A9DA7A03C130CFC3BFC91893CB79BE93C869EBDBCF48E7F3B422E19BC050B0239D28916BC61F109BD4E93DCBC8DBBB9BBDB40FA3C648349BAAD3327BB732BC2BCF27A9A3CB6EC81BCE5412BBCA5DDE1BCB2660EBDEB668D3B9FAB103C60E1653CE2897D3B59140E3C02EA15BCEE7CE93B764A02BCC7594EBCD2F8523C4B728ABCB3BFB23BC2C4CF3C00832B3B5ED4C5BBF4DC54BBAF84C4BB099E08BC8E4AD6BBE0339E3CDB659ABCC19AEB3CE8E18F3B7754B3BC0FDEFBBB93829BBB1830433C7B54DEBAC75D81BC7E697D3C360F823C94877ABC2DE7063D123C643C137CA13C4AE6A43CCED665391E03673DC4711B3DCECD7B3A0A73693CF823D53C17199CBCAF9DAC3C241DE03CC980983CE2BDEDBC320567BBCDFDB43C0EBA3C3BB6D094BC5D9EB83B1F6094BC98A00EBD5815BC3C278F803C9DF752BCDFCD91BCA422613D65DA5BBC5F361EBCA6D588BB4C0DDFBBDEE0963CB3B32E3D7231733C8926983C438EE9BA17A8C3BBF87EA0BBBBFCA23C33AE723C7D5F173C1EFDA1B9E57BDEBA2B4A52BB5E2B09BDA2306DBC74AC013B5A6B843A14447B3C0402B6BC56DA9CBC0B32A53C975500BC41AF06BBB901B5BB8535483BFD7A88BCB8559C3C804AB93CBE78553B3B4E89BCEC021CBC64BE47BBFBB2F8BAC6C497BC30F74DBC01C5B5BCAD09013C6229B23BAF3F2D3C1B3C783CD85C1D3C14DAA7BC302E6F3D0108E83B1723C1BCB0B11BBDE00FA53CA18544BDAF854EBCFC1821BDA09B2E3C5D5012BC4D892EBCEC5B1FBD071C353C30DFFD3C3208F9393B42B23C3E5EA8BCB8AA81BCC9EDE13BD50932BC5302ED3CF9D2243D17F8353CEB261D3C799574BCB87DE7BB3B0D7CBCFE2A003830BBCABB9B8994BC8F81C63C7A1F12BC73D3DA3C060B48BBF64596BCD80CFEBA1EA8C4BBF5B3373D4CA6583CCF9C1EBC59F8B03C09B593B8A14B48BDEE5D6B3C8CFDD13C10D2C03C4BCC04BC055C1D3D412C8FBC9CE5D2BC3C10B8BCC482273DC5E6E4BC87738DBCF98D353C7591F7BC3DC8C0BA348CFE3AF04480390F3BC33C4F8A943C2007F5BCEB1F94BC693F0DBC7849733B55C8223CD2BBCA3B6F5CDD3BF0E6503CAB8C123C8BAADB3CC668C7B96F05AA3CE1BE45BCA77A313C97E182BC069A0E3CE65B993B7C2F4EBB7C244D3CE58228BC843035BD0631ACB9AE18C2BBAB1A6DBCD7D0BF3CE745D7BCEF5BDBBB8BEC3CBCE286A7BC8F8FE9BC973C653C2F03C63C6A9163BC9378E93B3257CBBCABDF773DA57FD43C9DD51ABC3365CE3BB283543C67FF8C3C52CDFEBC36400ABDA79C0BBD6E59EF3BE80C1B3BFE7ACEBC6ED5BABC85DD633CC4F7E337DD7FB43BA5BAA03C66C3EABCE1D0CE3C9E0CAC3B3C0EB0BB26796C3C45B732BC191283BCE2EE08BAFE5E5C3C767499BCA5F64C3B2446D3BCA9CA9FBAE18C023DD02E89BC87CED93CF80A0FBB17D668BC053C553C5E7B4D399793213CFD42213CE4920F3C39677DBC87EA7ABC3932053B2BE6F93CEB5118BD08FD9A3CC9AE9CBC9EF8D63B7BA9FABCA70D23BCB0C7963CF0ED243DD704F93C1E2C103CFA28A0BCEE25BABC57094ABC3BF4D43BFD9091BCD9BE263D09F8C83C44BAB53B59A4923A24D75D3C37EC56BC05D70C3CB5527D3B82AB473C09D22BBCFBCBDC3B0775EEBB1264053D41C7953BAAAE3B3C38606B3CEFC628BC5B6CEC3C6F0968BDBD68F1BA9BDD3C3C081719BDE9E5CFBC800CC73BAAE151BCE2DD143C861D56BCC630853CD6110A3CAA9EE039BE51DB3A90FA3F3C8A2ABFBC094C70BC9746A13B10AB0C3CD2E5173BEB7CAFBBA02568BCBE97F03B6886803C80C4E6BC250A7BBC4B2501BD5B5F35BCA97B88BC0279A53CAE146F39B6308BBB0E6AFF3B2644A13C8D35173CE7E3543D905DB8BBAA33253D6598B93C77379CBC79FF7A3CB09D0DBDE02A51BD572514BA6E2B603CCA846BBB17AFA0BC739EA7BC6EA089BBC271133B26DA3FBD0AC0FEBB130D3DBB386F9E3BDBCE6FBA49289C3BDE8C853C74B1C4BB3897FA3C58ED5A3C66D577BCE24E15BCCF5B03BD1576FC3C7CBC47BB13C27ABC2FDDEA3A17A5C13A27F4FBBC0511D1BC69A6D1BB037408BDA38FFBBCD6F497BC22D38E3C25C328BB145C93BCB674A3BC9E0C3DBD0B5BCEBC7B47A1BCC5754DB85990663C4B7B4E3C2D99833CDE21743BF5F11ABCD9FCD7BB7C1110BC02F8843C178F31BD103291BCEFB9EA3B152DE63C0F91B6BC3C4F4B3CD8A9563CF3452F3C1D3E6C3C101809BD0F752DBB865296BCDD6312BC2CE0D43CD3084FBCE231CB3C5C3BC3BABB00553BF030B73C8D2CA63BD94B6C3C8642D63BEBDFAF3C1809D63BD7E2AABBF3BF2B3D85FDDB3B8B472ABC10FB0FBC1B8339BC2F73CC3B37DB513C056C263D32CA0C3D7281D93C7370323CD73AF23CD7590BBC8387F8BBF845373CF0330BBD9737853BD660073C6FEF773B4F98EDBCC659C2BC1E7EA5BC2925A3BBF1C71F3C98BC64BAB4D95BBC6463093B268BA7BB9388A43B50D19E3CDD0F1BBC62D7133C56FF00BD37D5173D",
      torch_tensor_32_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_6: "0x04000000CDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3DCDCCCC3D",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_3: "0x04000000FB3D29BD640817BC3FA622BB5BB91E3C0065F0BB6917AEBCA92252BC103DA63CA064B73C8F012D3C7EA63A3C3EB7F9BABE9BA33C2AA5313D924FC33C5BED09BCE2FF733B700A72BCFDB3383C75A8833C5FCE033D92DFA33C8A16483C195A0ABD0F384F3C226D743DC4FFAABC008F85BB7AB48C3C4E13233D74C1603C8E021A3CC489AB3C0137173D972E363BB099253CB27C7EBBFCDC4E3C3ECACABC1E26BC3CE09FBD3B93FBF1B84EEEE3BCE6C786399847B43C8762A1BB5079AABB3B46953CB20050BCDE9E4C3B41C7C53C8A7F01BBD54D61BC123FB1BC07270ABC037696BCA173113CDE1FB23B2B56843C8F84753C173554BDAD8899BC9C04463CD669103DA6987C3C9AAF20BB1692123C33F4D53B058E4BBCAB5E863CAB0D613C9C62743C20A13F3C89B53E3C72B54E3D205DF5BA56CE903C5C8BA43C05749D3CCD5E8D3CAB8D0C3C9D4745BCA7AC2EBBD29404BC6088053DD41D1C3B17EEBB3B2A3A0E3DF2AF98BC997139BCD0862CBC44F5813C5348E43CFE28CF3BA9FEAF3CAABB20BD0BEEC1BC6D88223BE792B1BBCB7F37BC00DE0E3D7E487A3C1EDB4EBC61CBBBBA6575793A6B660BBC995211BC71C89E3C3CB9AAB89683A8BC93D4C0BC1466A1BC9B3F9C3C2E3E143CA5CBC5BC02220B3C9503A2B999ECC1BC7D6B123B6AE3353DEB6F063D9BBC9B3C6F4F383CF79885BC3F2B963CA119A73B6D0941BC56D1963C82BC183C624109BD5E19973C4190B9BCBE962E3C0A6781BCF7DAA0BCD0B3153D6E56503DAEBBEABB4411BFBC878BD4BB0CDD0A3D92DC28BC341A7E3C5E4B903C45A9F73BA203843CF2A2BF3C5FE5903CE1945DBBA1F2393D52A51B3C4884213CB499B9BCD2CD93BC94FEEDBC58756ABCEED42A3C451639BCE2A9D1BCCEFA833C74AC483B14B465BC935963BB6765A2BBA6D752BB546C223B1C1EDBBCA48245BC36E305BD7C24243A290902BD5EAA533C26CD06BD284A87BC8D37CBBB85D4843CFD6BC73C0486A83742E0B5BC6444CFBC741904BD16C788BC2740243C7FD30CBB07D01FBCE6C4B4BB05A3AEBA90F313BD9F7609BCFD09823C0B74353CE6A7DE3C970FDEBB4A57043CCC4BEABC5CDBFCBB20368FBAC142963C94806CBC56B20DBBDDBD75BC8150343CC10749BD0D68AE3A33DEC73C4129853C7731953B8517AF3C9D9A6BBC1B9EE03AF53A863B0070403C5EA0EEBBB7670A3C1DB269BB9D2BA5BC9493D6BC694384BAD88C273DAA4066BDA779C33C2FB6063C47A778BA22A6D43C494F47BC65305F3C85DE4D3BD901DABA966C1B3B80EA153D29B5553C9E10663BE057F4BCC141B33B83BF173DC216303C696FE53C5BAF1CBCC62D593C306C52BB7C9DB8B9E0F9B0BC774A0F3C8659A73C397030BCDCE93F3C1C38F4BBBBD3AB3BCDC84ABC83CC18BD3176813C32B37ABB3D69613B3CF8B9BC062A793CE9531D399CA5D93B2E2002BC412343BCC59E2FBD5EF0A63C929106BBB4287BBB8504F13CE03A66BC4B2EBCBBAEC644BD42DD0D3C572165BA60AFB03A387E14BD67812C3B16CAACBC7BC775BC0D9414BD75EBB1BB46AA47BC89E7C6BCD777353C4B83C7BCCE17C33AEFB0A7BCA151C8BC72B30A3DA98E69BD9E130CBC5D706A3C076710BB998E0C3CF0870A3C250CE93CF942F139D0ACB3BBA512E9BBFF1996BC57C07ABA42C8EDBBC1F1B03C45138A3A6EA6F83891EA1DBD4E746A3C495317BCE382A1BC3CB515BCEC4E8D3D3F5000BCBBA461BBD7370DBCEFE013BB4A4AFFBB16349ABC13A9B43CF54D443C9544F6BC915A19BB18977A3B4ADFC5BB4F34113C0E3FA3BB92A75ABCB318E0BCAE5F24BD559AB63CB052943C2AD340BC6778D63B27CF9D3CF5001EBC1CE8A6BCD33E63BCA6B274BC4828213DA6BBDE3CF1FB903C69AC113D77DDE33C101A803C5CF3D53CB35C80BC01FC0ABC105466BCDDC7203DFBA18C3C8D569BBC04F882BBAFC2143B9D482CBDEAF105BD5E94A9BC97749BBCD2A18DBBEF52933C079F493C8066153C1BDB07BC69901F3C90AF753B5202683C06D2FE3CAECDE63BD0D9BF3C820B813C12D08D39A0B3A7BC85F0EABC5B352EBCB7A308BC38716B3B61FAAB3C9B4A8ABB459C013C013612BDAC3FFFBAF2C39E3B198610BC30DE07BC4208A63C18A45ABCBD22E23BE4951ABD07F105BCF4FDA83B5B515D3B384527BCC25B273DC878223C7D3ABEBB7B81FE3A7D1BEBBC19C91B3AA183583B0A37B9BBEA83CD3C37688CBC78DE12BC963EA5BC8B1C273CF2242B3C9B90253D4DE5863B5EEB04BDD34771BC39FAA63B40A1B83CBE8ED53CB8C30DBCBBB665BB98B2F5BC8908BB3C0C7AD13C10C3693C94D777BD6585BBBA12871B3CE7100DBD69088E3CCBEEF33CC406A0BBE193F43C00FE463C27DE333B58CF363C84301FBC6E99FFBC5B9D2B3B58A7A9BB264EB93C16F484BCA450843BC1CC473CA033923CBEAC79BB42FC7ABC27D0A73AB8ACDCBB4B8DA13CEC27043D0A264F3C827D09BD06688E3CE5CE3C3C20FD06BC49D0533C49577D3B47A2053CDDB0C63C8473BCBCD69912BABEBDA33CD591833A726090BC338E86BC4941853BC5C235BD94D7DABC40BFD43B3BDD1FBB243517BA100F9BBB7403C73B62116CBB817C5BBCB9C214BC7C41EF3B665C283C00B60B3DC0E7B6BCA6AA47BCCB27C4BC3D33CF3CAF6CB23C073CA8BC62E8DFBCFDBA673B1CE529BDC105CAB9E7CF0BBB81B8363CBCE3B0BCE265EBBC74FDF93B4FC6833C211828BDCEDFD33B20B6BE3B4B5E583B4681B6BC3EF6013CB3274C3A93A12A3D879D1E3C7B0B16B9C2C690BC834B14BA9B6798BBBFB98DBB5953E9BC1F3B8BBC7303AF3C0B847C3D322B3E3C701CBBBCB5D3933B57F2F63BA29E903C6AAA28BCA6E379BCCA5DD5BBD27BE9BBBE78E6BBA0E17BBBBFD915BC2490AB3B4B5E8F3CC95351BCE7E89BBC503D89BC40FA2B3B6A479A3B4B4973BCB0EE863C84E93B3B5F07883BB4424A3ACBFB47BC8C2E6CBCDBC1DF3C1ECE9DBC65CF45BB7EC4D83B93B5F4BB0A0F47BD96A6023B7C8FF83C2408B1BC49A69BBA300F5B3C675B94BC452982BB1026043DA104C3B981C4B03BE664493C80DE953B7335B6BCA9A0163CC6D9143AAF10C9BB277D07BD83DC8A3C3EBCB93CDC42D3B73280FBBC8FBE28BC260DD0BCF78D8D3A56C21D3CA09E2B3C90F5863CC502D1BC295B86BC0D6AAE3C0EE6D3BB52743EB92C4DE5BB784804BDE3676ABB21E7A6BC8962B9BC41995B3C426B33BD648EA93987E61F3D61B5E53BAB3A0FBC3BD0B53B7CB0B03ABB0AB6BC9AF3A13B9F888D3CA9A187BCC923A8BC624DC13BC27509BD04A9663B17D61C3C6C1AFB3AF269B2BC4F3342BC5286CBBB9064C5BB3DEBCDBCF28C1F3D972B6ABB3EF5E93B55469B3B9D608DBB441B86BBB9F6573C80BEAABB5FD91FBA6D6B1F3C2AD5A73C49EC603C6398F03C43E0FA3A9E8F5CBCA54BBB3B92B42FBC9D547DBC1C8755BB5D7FB23CC5EB393C99CE0A3D26B0363D7CD0B53C89CE2CBC9DA1903C300EBC3BA0D109BC99BC90BB6A3001BDA2D3C83BF4FAD1BC476A3BBAF507C0BBCAC7DCBB6E9295BC9B12BDBB8F8811BCAB819EBAA9641DBC04FB0A3D2E0F03BD0CF81D3C621FD63C8D3D8BBC02CBBFBCA9809EBCC5A6553CF0007C3CBD3284BCB09AA43B6CD6543A52663EBC98BA533CB505E0BCDB69D8BCE69049BBA6AD493C2426073DDEDBDE3A1E0005BDCEE4113D3C5BF4BB948D99BC242633BCE551AFBC47D7E83B73C4D53C14A5FC3CC406993CAD7A393B0C15213CDF06163B905196BC06A351BC2101A03B799B43BC93FEA4B84D2C9A3C3918EA3CE8F58E3B4D09383C42CFAC3C77FF93BC418A89BCC92463BCE7E4A4BB976A9ABC8F1FE23C6B9F433BCF6D46BC4694EEBB4A8B25BDE48612BC6CFBA03C9813E33CDD45E4BCE04885BBD79B06BD440A913B09ECE5BC70E1CE3C9915ED3B6E58C4BBC5226E3CC702C23C446C94BBF4E11ABCFDD846BB086E193D67A5ACBC7757EBBC3B681DBC653B9FBBB2F2C8BCC4B6DD3C6298B2BC0F7429BD2D5105BC7B62C33B2240CABBD8F3D13C749CBA3BEFFE473B26DCCCB7D310B5BB8D9FA13B7D0849BB5E319DBB844325BC79965CBDC960083D92A02FBDE0822DBD473017BD0E98B5B88B2F01BD8E0B5B3C89303A3B65F82D3D681F903C362419BC58BCA53CB994ABBB6B1B32BCA652B2BC28D1023C6D3B893C8B852A3C6A68C9BB206BD03C7ADC023BDE0DC93CC6E11ABAFCDC703CB806EEB8E125553CB3DB10BDF972363C957F503BB222DF3A4A31543C4684C73BE908443CC20B04BC87039C3C392FCDBBE93C2EBC2DA20E3B97BBE73BE094943BA060F03B82B295BC7BB2B7BCB83B76BC6648DABBCF73813CBD33AABCAF3C9C3C744B6ABBF293D03C5CB52E3C6A1B7CBC18FEC53CE27B2BBD1C03AB3BA275EF3C53B5783CA646EE3B240D9ABCA2F12ABD05D7243C42AFE5BBA9EADBBBB97EBABB0791D8BC7C7437388CBF00BCB52BBA3B15DC013BB03D473C02F80CBD451C21BD18EAD13CB24A163DA09089BC1C774DBDC69FA9BC652F913B79C72D3C5F3114BCD24C823B4AF157BB6436023DCC8AE4BA84D4C7BC64B3C5BC37D4D33CE5F3BABA44E615BB3E6B00BC2F9CB5BCB8EDAEBCD7FF50BBE548BA3B19CF9B3CD37D83BAF8C0F8BCD342A43C3BDE983C4ED5633D1C512B3C52199ABB558B103C1F37083C8E20A9BBAB2F0CBD1AC5043D6E26153C394CD23B13929ABC0D81AC3C37D602BD6589113D5B6E54BDEF660BBD9B3CDCBA582FB637EEEB9DBC87B2DF3CEBC81EBD1CE397BC69D5E8BC7949DE3C5BF2803B876000BCD0B00FBD2647933C1682A43C2505DE3C6F49B1BC47FA35BBCE4E4D3C981D4BBC35C9CEBC9711733BDEB4173D8D5F17BC03BB033CB211233DB7926B3CC507283AD7EEBFBBEEFB333CF8D7EEBCB3364EBDCBF6303DB9A973BCEB23EDBA1755C0BCAB71083C27A6673C59D4EDBCBD91003D29510EBC10264ABC7BE8D0BB1755DBBCC77B68BCC6B7C3BA1477E83BA90369BB412AFFBA98DE263C80A6BDBCA6C224BCB260D4BC3D9A713BAF80ACBC8CB0EEBC8C264EBCC963333D81452A3CCBD6A43CBDD8A6BCB9FCFEBB52E68DBC933340BCF36C52BC4770303DD474F33C663BB0BC1CE82FBCF5B977BC94F13D3C8BF9E33CA250003CC4A7893D73A5E43BC46BA63CB2A2D93CE5B56FBC73FD68BD9BB590BC071F273C3002D83C88B39A3C7C9102BC816ED43CEAB2DF3C34D29B3C61C5453CCDBFC5BCE60FB33AF833EE3C9F7B043C933BD6BCB54E8ABA8BD67C3CC50285BCCA65EB39691D623C6261DF3B1D3619BC68A591BC309727BC4FCFA63C2B9D643C753FE03C3B64993C0DC4BE3C57177FBC1FE18CBC877D933CDD5AECBB3294DD3B45FD95BBA001B63CD915A63B695E3BBC987CC3BC47C4C3BBE233DA3BB62D1DBCE22CDD3CE49027BC33BA553BD446F53B0F38D4BB84E9483CA1F53EBB6248C4BC25E6153D040102BD7BA888BCBDD7933C546D93BBE702213C2203F33C2048B03CAB6CC63B88E6023D35F8F4BBF00A473A7487D03BD0D7833C9E92713C2BD060BC19EC31BC92C94DBCDC5527BC5B27973C4BF0623CE97D943C05972D3B794401BC720EF03B202441BC529BB83CAE5EDC3C1FCF04BDAFBEFEBB2544483CEAFC58BBEA4583BC83A51CBBC501B7BCFB85013C8A0DB93C67C0C9BCB22D28BD897239BDF56593BC28F6213D244965BBC70F813C7C1FABBC3FF80E3C2FA28A3CD45ED9BCA56DE9BA97A882BBBBEE923C42399BBC6F52993C67BA113D9CA742BC47398C3C12CE4DBB673C29BC827576BB",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_2: "0x0400000097E3713CAACE9B3C939DF33CAF171EBD6BDB74BC3BBE04BC74B5A8BC21AB3EBD278FB33C355FCABB8B9A4ABCA093D0B9069DD4BCE12DD53CBD59693D782FD9BC82739EBBC9501EBB6091BEBC9E298BBCC4DC34BC73CB2DBCC9116CBCA0E1B33CB8E57B3C2E41E63CBD5CAE3CDB29FFBCE2B6BBBA8AF62E3C230972BC90B5B33CCF2C7EBB6CF30D3D172A42BDEC9F6CBC29040ABDC6A91E3D8EEFC4BC89EDA83CE7AF993AF0D6913B5990283CB40A923CAE184F3B448CADBB4488203D2F06643C7273503CD865C3BCCFE60A3B9C0BC73CCA4A243CF8470DBBC4F74CBDD715483C4430453DE2F3A13B1CC348BC51F49EB94914AC3CD3D8F13C26D52D3CB5E0F43BC230B3BC6B90233D814F44BDC450E33CB2E59E3B7D397ABC845F2D3DC03699BC20B91EBB05AF20BCA2BF473C7432EABC9BF9A53C39FD38BAB4D977BA5D1198B84334EB3B0F1B003CBE93763CB06BEE3CC2D3043DFAAD00BC6650E53C9A4D223DED8025BC4246D6BCDD32523BD72D973C2DD0BFBC0DE09BBCD4DDB83C60399BBC026FC0BC8D22AD3BDFD9203C0B10003C9BB057BC3E7B633A4D2696BC7202E7BBFBDFF93B61CD64BB7DAD60BCC1CF073B145F42BC8FC6B33CC5A64A3CFEDAA33C993619BC96B78FBB7FF1073B170B96BA5C3C653CA2E1723BEFFBE3BC134FC5BB79B4413C12C161BC570980B93F928CBC4364713CF2678FBBEE61163CCCD85ABC809D3EBCF80746BD507C4EBC994203BD76092C3DE154A83B6795293D426B71BCF480C33BEE1BA6BC42575ABA343E923C2BDA803CAB59CABC13C6BD3BED8C05BD6ABE743CEE54C73CF96E78BCCEB75ABCFB22483BBC03AEBB5D124FBCD72CF0BC506615BCC2BB7C3BA07B583C8E227DBB5F8E8B3CEB4665BB0611953BBB3089BCDBE983BB5C8AA23BEFCA9DBCB54BE33C420AC5BCA44F243D014D21BC5395273D0EA55E3C8087BBBB252827BC4FACD83CFD32243D541F6CBC4E60B73C75D4C23AC07B613D85FDAD3CB97D8ABC936A76BB3B86F83CF040C73CA60BDB3976D2AFBCF0A771BC3D42A43CB675B1BC60DA803C02861FBD674516BD376E12BC9D21C13CC319F5BCAB98263B87AE133D30A901BDF414CEBBBADE153C876952BCA5A7FFBBD1C9003D69FB9EBC247537BCE296033CD8DAC03BCF0F123C693E94BC27B376BBCB21AF3CA626743B82544F3CDB2CDABB39A1FA3B505105BDB2324A3B3D3015BCCDD4BEBC0266E83B2DBFAABC0F8F713CCE81403C8269DB3B0A83053CBB2F21BC479F943CE907233B9954103CB21FF73B843EC43C81340DBD9E5E1D3DF887693C57130FBDB97621BC737D023C4B799DBCB57532BBF87FFF3C0D3490BC798F17BB07BD513CE59AA8BC37A0C43B0671CA3C44235F3DA9A42A3C6B8CEB3CE030003DDC50CC3C789547BCD836343D7799F33CCF9E45BBEBEEE63BC76F003C5DA194BC9FDF0B3DF4C940BCBBAA18BDA21C403C0F0DD8BA4206983C4BA7D03CB93A8ABBBBB2273CA4EFCB3C807F63BCEF26ACBCA0D3943C46AE233C159E0A3CAF8769391648A03BF398A0BC0B0D5BBB482D83BC04D25A3B3B2A173CE930CABCB89AA7BC411443BCDE2F5CBBEA4C45BC3466E4BC7DEE903CE9E5DCBB2B4581BCD641283CCAE3B0BCADA50F3D2BCA963B45F6BDBB9C754DBC740F27BBD748BF3BE7D18C3C059B6D3C1A720DBD4B04243D420B383D1D2AC7BBAE349E3C531CDC3C92464D3C092310BDC07E0DBC56491E3C4CF7183DDFB509BB45C8BEBC0797BB3A6CF5E4BBFDB56EBC60F74CBCF9DC9CBCA7286BB918B264BB227BAE3AFF34813C1D490B3C3ED39DBB2079E53812728CBB3848FF3C44B7CD3C6AFB273DA0A6753C9BFCDABC930C70BBE03AC0BB6DC913BC4F80BF3CF1CF9C3C03D9F0BC68B211BD0BD1E63CD6191DBC998A033CFD8BF8BB104692BC970B18BA3DE236BCAC46DABB4B0A8BBC38F424BC8FE003BCF08BD2BBC6E8723BEFA7CCBC1377AEBC27AEF2BC2EA39D3C5C7B8D3A2FCF06BC7A640D3D52AF5FBCE1FDCD3B45F5543C21B9323CC4090CB917AB2C39BD65803C125AD7BCD49E3CBCD3AE61BC6785243CF0A90DBDCF31513D230F033B608A85BCA43B2CBC656DBB3C9B377EBC1FE894BBE9CA5BBC0BE612BB3D4851BC894E943B81C014BB930F913C2B240EBDCB6B3CBC4731DD3CFD07283C67166FBBF0C81CBD2AD7D03B12E4F93BB14E21BC8CA9743B6E3EA1BC52CEB8BB9DFA2B3DD958163C67A05E3C3491EEBC9712583C92C4483B8FD13CBC4A7EB4BB0D6C9CBC1F0502BCFCE4473C5F3A923CA87682BC1E0520BDEDC4383CC536AF3CBEC925BA425CD23BE38FF23C950AEFBA42BFA5BBE7E099BC5701093C7380E3BCCE9E9C39A9C183BC5CB1E93BC0D6D13CF125A3BA578D74BC94FCF5BC91B59B39A97CBFBC4907E33C24D919BD93C030BCC234113D8EBEA73B46CA183CAAC8FFBC7505593C9B29813CE04D633CD333BFBCD0943A3BC2F0EABBD6372BBDD3FAB3BBF0318B3C0A6EB93CD0B9263C95AA903C7D8611BD27C1D53C7DC3253D07B5433DBE59E1BB19836DBCCD9F0BBC5812463CF22AECB9348EEC3C21A2953B5B5893BBCFCAE3BCD284BCBCF7291F3B32C5143C941EAC3CCBDC2BBDE76582BAC6BD43BBFD649CBDBBF22C3D33455B398B02DFBB93A2423CD4136FBC1425803BD7753DBD7D5EEDBB8191B73B502CB73C0F84343C9D1C043C34093F3CB1EF003CB00E453DE21028BCBD6EBCBCE2AF75BB5D81E53C4499BABC7B16B1BC61D012BD6E8AB3BCC072EF3ABD3AB7BA956935BC7E8B5A3CB54982BC6E14B8BB1D65343BDD3EC93C9941E7BA49539CBC014DAABAB93AA4BC80DBD3BB6612BE3C4B94CCBC0E4A6C3C2F2F783C80AAB63C2E3A3E3CAF1FBF3CEF40BA3B0D4A85BC9D8839BBEF9ABCBBBBC166BC48FC123C815EC13BD6A006BDC91DF73BCA6B223DD0049D3CB97BFBBC42D16E3CF704673BCE779A3C79F320BC32ED153CDB9285BCA6D531BC09AEEA3CCB04E4BC69FECEBC20F1FE3BF08AC8B9941D913BFBD2FCBB466DB4BCC14143BC3B2BF0BCEFEF673CDE6CA9BC2DDA0EBBEE1FD83BD7A4D4BBE0009BBBC4DE21BD8123A73C72CD8DBCCBC4A13B5926D8BC2AC8B13C40F85ABB2E33283DD7B5FF3C6E1F763C8436DFBB2EA078BC5F3C053DEE82A1BCC98B173DADB30E3C1DDBC2B9992AC4BCEAA4283D42410DBD7DA04FBB17E2EDBC1CAA333DF956DB399D9EBA3C9C1CE9BCEBF3783C06AD39BCA9A6ECBB4290123BD202D53C92BA64BC42D85D3C5B9DDFBC24A2C53C448BD6BB6507263CB7B436BC6DE9903CBC2A813CCEF3823CBD092CBCD99F45BB3E15C03CCEBA943B1CFE54BC7EB5C3BBF7A0573A8166D2BB73ADC03CE0D79EBC397C883C55B7403C86B7B6BB6C9E573CDB5337BC53B1B2BBE033033D9495B1BCA4DE00BDCFDA9EBBD98718BB1B4544BD7ECDFFBC726034BC1B612E3C6B95243CD963673DD2C360BA1E0B99BADE3E2D3C8B4295BB19509EBCF3D7303C52088ABB99D6663C89D5DEBCBE77CF3B066D623C3B8DCBBCAB5A943CD9B6C13B1F3EA3BC55FD8FBC0D63AF3CC76E23BBBA56203C09CB543C8D81863C50FC813C975B10BCF43692BA9DA541BDE69F88BBFDA074BCAD818C3C194B1ABC1997803B8E8B3A3C794902BC863C2FBC1AE5103B313D023D9B8DAD3C221F4ABC02F783BC1CD5A6BC5C0AF0BC5C778BBCE6BB9BBC2149AEBB846909BD6D81A2BA72A9223C6E4A273CF7B742BC92EA023D89DECFBBF49F88BC8A1230BCFD44C23C6156CE3B940EAA3CDBCEE7BBEC52103D385D8FBC1B3696BCDEDFF23C60BB953C2963D43C076739BC25FC613CA76B133D0AB5F9BCDDE8AC3C59ABF9BC2EFB2C3B62BB80BB9B9D0A3C06D65DBDD3FC1ABC5B5BACBC55EBCA3C9C06963BD67B233C9DAA0B3BC58F1A3DF715763CD2160DBDA60108BB03A6143C223BC73A2E24B1BC71660CBC59383D3C659E0BBC6CEAD33C87FE5DBC37C8F53CDD31B73CB0D4CE3A92E08ABC376C72BCAB3CB9BAC27F973CDB3DD63BB40994BC526C423DAA9CC23B3114203CA2BF013C1D720CBD35873ABCB70C7C3CD7D4423CBD122C3CFDD7CF3BA7A6F1BC312F86BCA63895BCA07804BC0248083CAC12DC3B4400CEBC3C05053D8561FEBBA9BC69BCC0C5133D822CA7BC80845E3C3D6889BCC55D603BF73292BCF97542BCF04762BC524A943C6432ADBBEA08923C47AD483C45E2F33C9290023D0694163C5889723D5EB303BD8278EE3B4FEBAFBBC9CA39BDF3D5DAB9B45CFEBC92D696BCA457E33CC7D01BBC0A4E763DB94D293C6B8882BCD271B43BF3622BBA783333BBA7D511BD66850D3BD95D563B74EFACBC4B12EDB924C5E7BCCD140C3D130FEFBCBC23E63C4F3F62BB7E5DE239213ABABCAAADDB3CB9AE8F3BB0D1CE392A2DC03C2941433CC071593C45DEAE3B5B795EBB501F2DBA2FBF4DBC5AB69CBCFC1305BD1007BDBC804D053CCC375EBC07D7063D6B99ECBC3001FC3B74122EBC8FC208BD9B141ABC2B79D4BC35DD873BD31635BC61928F3CE200DCBC1B3AFBBBE6B8073CD572FA3C759F05BB571FB23A5C21593C163F98BAEBE1473CE5782DBB30A9A7BB6579A3BAD735CB3B2CABFD3B6E6F203DF9B7543C1DA7E73AF6DA9B3C972DAA3C8B41133C659B18BB4206A4BC709636BCE71656BC75D54C3CB2F3E4BB2DD2943C0426853CA750473BF097F93B3052483DE5A8C5BCFCAEDCBC81F9E63BF26357BB82F02B3C1E26BC3BB9D70A3C1E178F3C459F493CE51FDB3B613DAE3C695F983B879956BCB7913CBD823E223B111006BB428CEE3CCACF97BC4402483DCB35C3BB05D3F53CF661A8BC124C2F3C9308223C6FCEBD3C06C624BC80DA34BD37FB85BCA6D20BBCA7569AB754FFAE3BC01A19BD71FC8C3C613CB1BC8220063BFEFB4B3C44D84DBCC0EF13BCE2DBDFBB02F6993CCEA3A93C31F1913B501CEC3CE3429ABC5EAE25BC7EBE25BCC055423B1736A6BC2719153BC5304F3C5A521ABD371317BD7919ED3B76D881BCEF60E9BCA168CEBCD36F3A3CBE9849BCB429FA3C60505DBCBD66B13CBAA020BCB3647D3CE22AF3BC8F36573C9395FDBC09A847BC4B7B503C9B5D753BFE13F8BCFB31183A60C8543C5294B3BC37BA29BC5C93123C14390E3C8D49233DB31122BCEA1EADBC69104E3B3C05D1BC491E1C3ADF120B3DE7FF27BCD81979BC46A7283C944A79BC4BC3D23C440495BAFE8BC3BC90983E3C5FD984BC079B21BD959B87BB1A0796BB30B2F2BBB7BB0E3C3EEC11BC2070D33C4B4CEBB9460EC23CE936913C7934473C34DA813C49F5ABBBDD206D3BA9283A3AF45C463BB9BD28BCF892613C9C74053C92E62EBAF5B80DBC06A4DB3CED35213D013ACA3A3C43523BD6E226BBB0B3D83B46E93C3D059AA9BC5FF706BC01DF45B766AEBCBC29ED0C3CC5A9103DA3478CBC70A6973C6C5A0C3DB7BC26BD5E66C73B87BB94BC6FE2E33C7B102ABC9BA3943C5931653B597208BC3CC098BCE92799BC690C363DC138D5BCC92699BB1E93A13C60509C3979F60C3D987DB03B819BAB3C54BCA7BCB27B05BC7196083C212AD8BC499290BB6B8CE2BA13F9B8BBC3409CBAA9DE663B64314C3CEB1AB1BC24CF96BC1D5079BCC294A33C375AAB3C193524BD4DE603BD63F8EF3C5856DDBC04C60B3CC619083C3D04BFBCB02E483C20AC0EBD207F6BBCD86F4CBA367A253CF5E6B4BCFD3C4E3B0DFD423C6FD5CB3C260B0AB9150B36BB15057D3C3C36E73CD593FA3CD4A1423C10908FBCFD26603C970D66BCB5CFC7BB3B4D2F3BAD09023D5D1ECE3BE85521BDB7E7D4BCC111093D7D325EBB",
      torch_tensor_32_32_torch.float32_1: "0x04000000756C54BD58B5553C6E50B6BB129DF0BC578E2ABD73D60C3C3BDCF83A8AE5FEBC183735BD87A03D3CD32A803BAEDD9BBCF8B15FBCC49E16BC06B974BCC6CD2DBC2F841CBD86639B3B7818613C4DE6B0BC1B601CBCA0F0763B7CF23BBB5637803B670C16BC076E52B8D521BA3C9B64053CC065083CC4F8A53C017395BCE2FE093A99D4E3BC24D908BC30B8EE3981F1223C8B5C4A3C19C227BDC67A953C625BA23CA4B55C3D320E17BA5070B23CC5D6ACBB7DF73B3A7BE7CF3BF4CC12BC9BE3CD3C1E42AA3CBDA0973CD307413D3C90B13C2B0C11BC2B1AEF3A82A0C53CCEEE24BD90BC263B59BA9D3CE464033DCE8C233C4FDA15BB050738BC1796333C66D9AE3C142882BC0FF9DCBC7061D73C863EA03C15D944BC8A8D82BA8FDC44B91D3FAABB10BDBDBCB0F01EBCD99E90BC9BD729BBC2776DBCC15B563C0405B5BBA5BCBABC1B0AA4BC8B58053CC11EC4BB19F09D3CAF37F53BF3781BBD3650843BF660833C8F64B83BD1700CBBD38567BBF551213DD9920BBCB13A05BDE998ED3B036D9FB923B61BBD589EA43B821CDDBB1204063D3439C2BC8B6EABBC65FF5DBCA44D5B3D670CB93C0BC9B4BC6F6EB13C4A184F3CBF0E00BC048830BB5BEDD7BCBBDC893CF0D94B3B58DBB63CA047E03CD7AD733A83E9003B5DC0463CE012273C02341F3D514A1DBC322A1CBC135D13BC870FBEBB6F59233CA06D143B61B33F3CBE577B3C5D8FE9BCF2A46B3CBA50153D9F8F9D3C575203BC2ADBADBC098C703B0D43B5BCAC6E04BDED3F9C3A26E9A53BC7799BBB05AE2FBCCE99763CA3CE96BC69CBE63B87FDC13C0940D03B9B7D023BC79105BCC26FA0BC4C001FBCF0EA98BC41EDF9BC40F687BCA04116BCE1D85E3CFD96EA3C049D823C9073983C7E89213CE0F5083C608EE43CBB98493C3B4028BD0D3E2A3DE65C3BBDD76C17BDDCA35A3C7ED90C3C272DD6BC19D38E3950E3D4BCDC5DEFBA2B63C3BC921B23BC42B9EB3CA60C8E3B0AC1A93B36192F3C1B091B3C5031B03C9CDEE63B891D053C482C803C5ABF09BC69B4D0BC823FE93CE0082BBCD87B5DBC2646C3BC4BD7353CD2C1B4BC69FCD0B99836643BD40FD33CADE92C3B27E082BCB63EACBB8C6D893CC058AABCA6329D3CDBBADD3A25850A3D6E3050BDB714E3BC37ABF33BC6D7193CDB63EB3BAF9638BDEF5E32BD03409F3CA56C7D3A60EFEA3C7BE826BD5B8B0D3C1B63DBBC0C9CD13C0F0FAA3CDBE14C3C41335E3C2E8D153BAE65573BB3CE25BCC235D93B44A3C0BC6EEC0BBC29D15FBDE1BDDDBAEE24403C1C74EEBB3B86A2BC0F9361BC8C7A02BD7302593B7F46093C945A9ABC78FFEDBA4EF32C3DE3C517BBC9448B3CBD43C3BB6D5AC13C827EAF3C30E4ACBB60A630BC127F9E3AC9970DBCF8C6CBBA7090383C41A1E03CCDC7083DC02FA0BC1D8B18BCB6F305BD669FEEBB6061A1BA267747BCD913ACBC6EAD2B3C91D284BC4F58E23CE50218BDFB892BBD368D2B3CAAA4B23C86D3E1BC0CBA823BAA02463D84613E3C01C6FDBC83BC74BC2F906CBC0DD3AE3B92A1FDBC1CBFABBC73F1A5BC8E4A773A460F23BC93A368BB51D0173C1CF68ABCC246D33CCF02D93CEB95E93A61D6973A7363A6BCBB0F903C60713A3CEB3AB73A700501BC3E1AFE3BC2844B3D02041EB845AB303DFF6B043C6BB4CABBDF9F193CE732A73C17918DBA14EC80BCBD941ABC2DEC1ABC75DDC5BC88CC01BC1BD952BB6BA7B23C2638CF3C14F99ABC408D5CBC66F808BCAF02603BD435A53CB894323C5B15E7BCD01AFDBB13F7C0BC8221AA3CCF8566BC290204BD2639D33C86F60C3D719B22BCEBFAD73BDBA7563DE7CFFCBC9B02883CE781213B85B1C8BC2054743CACD7D0B98472513CF8DF4CBBD02D62BC3584753C07AC2EBCDC28753C3852B53C6F21333C07D2903C52C9663C18AF3E3BCF92D4BCD538B83CC2D93D3C4682953C3790503AA7745CBC56D3833B8A7D3E3CB29C9C3C4CF2633B842DAD3B9AD2833C964A15BB543DA0BCE6C389BC215534BC02B411BB1BEEDE3B82C4FCBC9573CDBA5E314DBC9CAEAEBCA0D9F83C94F57BBB7F3005BDDE086FBCC208D2BC01F69EBC82FAEB3C963E9B3C189E323CDB47E7BB04F3B5BCC063073D33AF6F3A8748D3BCF2B981BBD7F01CBD0AC688BB19D1713CF3C8FCBB92A878BC4EFB253B81449B3CEE7E7C3C37BA22BD204FCEBCEE9899BBC92115BBA7E1AFBC8BE2B53C44191F3C8E4B9E3B7C7528BC817C2CBCFBFF94BB93D624BD39E21DBD595A93BB1C3F4C3DB2537CBA1EC0A9BC264DE8BAD879F73BD7A719BC9309183C53C2F1BBD645863C3EDDDB3CD302C2BCDDEC163C73837CBC2B0BD739B032713C5E104E3C664F1B3D4078F13C1DB1983C9535EF3CF5E8C7BCB90DA8BB908E4E3A6BF0413C1D504A3CDD04FF3AF2CA303D071A6E3BCED465BC329003BCCABECEBC90F6F4BC1E9CAB3C2C40E93C78A4013DF54584BC87B28F3822FA82BC27AD5EBCD4B5EDBBCEDA143DBB67C6BB8E6E48BDDB094EBB9D095E3A585523BC8FE2153C47D1233D7F919F3CD3EC333D2E8F44BB0D168FBC4381913C9500383CBD5F8A3C4E2162BB46C349BC5D314BBC4760A2BBB777F53B1D4CB6BC807EFBBBFE2417BCD020F63B6D2FCABCF065403C7029D5BC976C1C3DF9985E3C7ECF27BBB03B85BB3B108F3B85C178BC87B1CFBCA1EE123C34F54ABC99F81E3C6790373CEEFFFDBC1BDBDE3C9E4DA53A93FA5C3C661A343BD8744C3BF85AA43B242500BC52A1D43C93EA47BC650575BCBC756F3CB8D01DBD2676AF3BEF79263C23737A3B70754A3ACA8F9D3CD55AC3BBAB00913C4EC3B9BCA0AF2A38B60D29BC21ECCE3C44EFB8B9E2DDAB3CB3FF22BDBE5BF3BCBD93F03B816E5D3DA4F9903C02878F3CCF474EBC36FF8FBB775F873C33C55B3C75D1B93C0444E6BB3ED6A53C00F819BC13A614BBC9BD14BC027D8B383E7E26BB3D4582BD71AC80BCB90439BA817DF1BBA2FD313DFDB3CB3CF354C1BA978E0F3C475AE4BC8F7554BCE9FC6C3CB8770ABB77DD6ABC4AD4453CA16CB23B2BDA36BC3504CDBCF919B73BB24B293D4E10A53CC0B61DBDAE6EEFBB4700E83C80DD283919A9423C06E1B7BCE486403C677386BC1806623C992E443CDD4C3EBDF3AE7C3C6403B13B761F2ABC7E2E3A3C898ECC3C777D2B3C8911743C8C225CBC9448D3BC6703923CE73339BA2321FBBB65C0D13A9FAA02BD7ED6893C04ED4FBCAA619EBC809CEFBBB0907BBBF4CC8ABBB760B73C99661D3C7AF21FBCF373EDBC776946BC846A543CBA0C0CBD8ADF99BAC9F08B3CA70C9C3C4AE00BBC9063A53C1DE2993A90E726BD89A2C0BA9480683C02D592BC58F7BBBC4CF8F63C12EECB3BDE0561BC66A2C8BBE6425A3CCA1ED7BB1B6028BC75B4E93C9346B03CF9CB393C4065EABB4F7F14BC2D8B83BCC079393B0768EE3A1DA6CB3B30D5223B58EB933C351CEDBCEE72513C57E5833CC00FCE3CE5ECA3BAAE0E313C00CD8A3C79D04CBC8B93923C450AFC3C7BF1CEBC8190BEBC54F7AB3C7D57A5BB995112BD1C3C79BCE9637F3C44E8173CD2BB803C8CFEF9BC45742FBC02C3903CD0077FBB5CD4A93C63EA13381D14F93BC2D5A9BC47331BBCE5CFC63BF52A173D0E61143D4FE340BC5C03703C21AFB0BCFEFC053D629A1D3C8EA2F5BBA673D8BC02340F3CAE4717BDB3D1EFBC98104CBCE99DCE3C82F71EBCD083853C9B956B3C0AF5A4BBE9B5F83CE4194D3D8A5B3DBC39B0393B4078923C522AA9BAD5BE32BCE62E57BB15F8C9BCD201A93C0A8A97BC7C5256BC09490BBC2D82A73BB12E0DBD8C4205BD3284293C02E0D03B8DA4163DF02D8ABC0EF3683CC91AFA3CFBE0DB3B8335FBB904E99D3C6EDFC6BCC4A1ABBA2EE8963C6E8E45BC2FDA5BBBCEB7C2BC0F3E93BCB077283C125CA63BF395DF3A22CD263DEEADEFBB936CFA3B3378A7BBC2BACD3B26BB90BB61AA753C53ED873CE1DB2DBD8B1DCF3C7A0801BBA069923B65D68D3B5AB3223C696583BC2634113C6D0F33BB150BB93C1D281B3C9DD694BC61086ABC6103543C1D61FB3A4341F83B1B31923BD4A90BBCCF4615BBE1009ABBCCAD51BC112D9BBBDC5D433DF48A2BBC01E34F3C67D69DBB00AC80BACBC5AABCC63F8239BCAEB83CFE31F0BCEBFF3EBCBECFBCBC7920A1BCFDDA3EBC840E31BD42802EBDC9EF13BC1443D4BC0FDBC43AC1F3F6BC754E4B3DC0BE2F3D2C72E2BC09E5443C738E29BD141189BC99A44D3CAF3C6A3B03C46BBDEE7C383C3085C63CE59F4ABCC055473D6637DBB9428599BCB546B83C07499D3B4E296E3CC477BCBC5674B13C52BEB4BC92CE89BC3B66663B9BC09CBC59E60CBCB80DAE3C9CD3843C00EE94BCF58EEB3BA146643CFD13283CF414473C6A1982BCD47885BC37772BBD770128BB3B3D9F3CD39246BC33FBA33C408B7E3C5BE2013C152DB5BCBD6F893C268ED43C2E18ED3C7783B9BC6115263D97A7C43CE137D5BCBE7979BCA29D09BD77C51DBC073579BAE47F04BC0FB832BAD7F970BBFD1A453D4F5F693B39A11D3D809604BC0EB72E3DD5F1723C09C6143CBC52FB3C57DD87BBD43F993CA401C5BA2426A83B39A1C5BB0E08543C10021E3CEE6B9C3C391C2DBDE6618D3C6D49BCBC8FFA12BC6D8CA038988337BCBE4104BD603EB03BE53816BD6986D1BC66E616BDE69DB1BA52CEF83CC01BD03CABA48CBCC12D47BBF34EE8BC626369BD781F273D04458B3C887AA2BC6B500CBB1D2AD13C30E4FEBB4AEB983C1941DA3A7367553CF9F24FBCE03DC1BC34F3C2BB1908F63B78EBA73C9EE3333BC76D27BB33AE5E3B98DBB93BCDE9393C8B1130BC59E01CBD30D7F7BC4B5C0A3DCC6417BDD45867BC6D6FB03CC6EFEB3CE0D31A3CEF01253C39D217BC39B6FA3A405E523C1593B63B9CEDCB3CD48204BD841260BB0D4D0F3C7D7E5B3CD44A62BC4C78F03C5048973C97A88CBB41579B3BFDA1C93B9C9C6C3CBFFC063D9CEBB63C52DB2ABC843081BC10B54DBBBC0E233C62754EBCD401B7BA8798903C6436383C2CB6643CC0F96C3C30D8F2BC42DBA3BC04828C3BA987773DEEFD983C0491BB3CE16D323A0E5580BB215271BC48361ABC8BA2F03C2D6ECCBCD40179BC7BD4E93CFE0BC33C057E4C3B449AB13C5053683B2630E83CD85FB53C86EE6FBCE960B9BCBEA6453A6622273A791C1A3D5D7B563C8220EEBC5738873CFE3A99BCF2C0D03C9373E0BCF6CE1E3C53F2E63C4D25C7BC92895FBDC18B863CC938103D6EB455BCAA47B83CC734383C675A713C5C87933CF99063BCBBB1523C8641DDBC2BD001BB4A17F0BBED0AAE3C377A4B3DEF6EFBBA190EF03C323D5D3CDC2FEBBC8B3301BD5540B53B44FE2C3C9E06AEBB445615BDCB6940BAD05EEBBBC6E2A1BCAA0E443D6D37003CE5A8C93C717D96BCE545EBBAD53890BACE2DBEBC9B53AEBA14959CBCEC7707BD5BB3643C24A0523B34632B3C7886A93A98D02CBC6E92BA3CA4CB023DEED0E83CC0DCF33B4CB24FBB9CD13E3C3D3ABABC78C2BABCBC5142BC60988C3C59F7D53C47D9BE3C365B8BBC2D4520BC54317A39DBDB993B2D1E8ABB50A7F8BB93890CBDA5BDB33B446ED23CB407A4BC2ACAB5BCDC37DE3B9EE6D4BC60DA2DBA130963BC99420F3CAD7993BBFCE1503CE61251BC967082BCC93492BC2F834A3DB942C3BC6FCABBBCDF2496BCCFE27F3B1CCFA1BB939426BC9313AD3B260B423D221F04BDA2FBBA3B1E385BBDA06BBDBC2FFB23BBC6E6E63BE9DBBA3CC675F7BB12DE393DA458893B1D73573CB5C1B2BC2EBF22BD41D6E0BC534B0E3CFB026EBC98A4D83CDCBEB2BB7404DC3B0B0D5FBC",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32: "0x040000002A09423B0C61DE3CBD26083D06C8943C1D8109BDD2D484BC5DB9553BDE5419BB2F83003C00C53BBDD88483B866ED093A9CCE62BCAEE161BC7D2EB73CC534553C0B2FBDBB4CA3D43CB3FF61BD6B9394BCC414A3BC9942E33C708B833BC501A73B1AB50EBC7E413EBC0ABEA83B35A8C43CC06DCABBC49D55397B4E40BC6C81653C99BC7D3C83AA083CC232D93C87E5C2BAF7C36F3C046B1ABCECEFCC3C99DECABB9EE8143C06FAC63AD2603BBC310A85BC0608A43CFE28173C1ECDB8BC7FCA11BC3DE557BC7D948ABC423FB33C3E8FDF3C084E91BCAA60CBBBB03B9B3CC774BA3B95BA43BD17ED4D3C89DBB93A5258F6BCBE0B6C3C78BB9D3B81CDB7BB02FB23BDC1A8173A94ADEFBC21A1BFBCC4A1D13B34433CBCCA6BAA3B9FB002BD971D9CBB94DBEE3CCBF8AFBBA25F9B3B22B1C43CD79C18BC69B2F2BCD4B713BC7C3E0B3DD42530BDE7A0443C3566453CD3C3B9BC99D097BC5573F9BC46DC4B3B70D830BCDDEEC4387E8C0B3C2B5DE8BC7D8FE0BB9512C13C0D4A8C3BF44987BB4CBED23C64B9323CD0428EBCCF32823CCE788FBCBEEDA53C2EEDF73B694EF43BAB23B6BC36D619BC2124C53BD34639BC7BB9D6BC6FB0353B0D11013D8B9DB6BB982B533C4670113DE6F608BA4F8B15B9545B24BD3231A1BCB7F9BC3B9C94E53CD80B33BAA5942A3DB3E455BBC5126E3CC5C51E3C33DF3F3DDCDEF23A0BE7143CA4561EBBF65713BD57B89839C197283DB7551E3CEA4354BB4259C7BBE9FA4BBD868C8BBC25266BBB977CA83CF240623C5CAB78BBAC829BBCA2C9803BBA7113BCCB40AABCD000463C20ED13BD168D0ABCB488C03C26A70ABD4104DA3B0A1ECA3C37C69238FCA2223CEAA2403DC619CB3C6B31D5BB619D66BC9A15223C1E7BD03C675F873CFDCCAA391036A7BCA69DA5BC66A0A8BB11289BBC048ED7B99C8599BC65A1AEBB95E901BB0513253C77884DBCCA0B97BA537A9CBC8DE5A3BCD0ED143CEF88C53B854A73BCF552C73B57D9B6BC0B1857BAB9A0CE3C9EF53EBDA55B6FBB895B313C24678C3C93D8BFBBF7A1823CB9088ABCE89E063D3C0DF23C4516E3BC46276BBC389E9C3CCA8D45BC4231F4BB26D92A3C193CDABA4B1F5EBC42A29DBBA7970F3DC2C245BC1873B83C8D2B8E3CEB3E423CEC7B60BDE7211A3C94BE8B3C9EA39E3C3E3E83BCC2AEEC3B4B67FFBB47C2B2B98DD90EBCF9F375BC6D1B9F3AF084403DE0441A3C94B1E9BC35A3F73A7D19063D6109A93B0CD45CBD40E93DBCDE3B87BC8235A4BB60E4DDBC9D38C3BC266C833C494AC7BBEDD9033DD6619C3C934ECCBCFDF0C0BC2CF0673C744AEF3C4A2996BB9F338CBCB3EF413B6C556E3BF888673C2B99473C8678AFBC1219BC3AD49E92B93D7914BC0F81123DF29834BD79948C3B9ED4B2BB0C6D17BD661A25BD2AF7183D005830BD91DFA13CCFB024BB3BC5C23C02CE4A3C27BEFC3BC109923CAEC5E93C93E7973B38E0D63AB48A2F3C5E5C3CBC987AB33C0078C53C585D4CBC5F24803DF95D3D3B242E04BBF0FDB53C67678A3B96549D3BA72DAB3CF2212EBDFC99523CE349EDBBC412DE3BAE61F3BBD714803B135D4BBC748EA3BCC60D95BC87E05BBB302C043CE198FBBCD051333C5D62F93C0B94C2BC95204E3C556EE0BCFF5C073D25CE2CBB9D46FDBBA2AEFB3C34A882BB87BF873C40F802BD66C0903C7F5B90BC6AFDBEBC35EAF43C276CCABC00EE343CC90C48BC021119BD929F203CD5BDDEBB5BC5CA3CEA646CBA823D2A3D1F468DBA4180103DF9EEA03C02BF0F3DF8BF29BDC6B6413B098A00BC4C3FDA3B894CCE3CC4DE5DBC780053BC2F27053D520FA03BECDDFE3B1930973C8B5522BC685C96BC4A1513BDE2CC873C8DEEADBCBB8F2DBD481088BC4EFA75BC5B9909BB0298133BD2E17E3CB50F23BD34FAAC3C8F7F173CAA99E43CE4B5353CAA1B20BDFC2E50BC5D95543CFE5B08BD4D09043D784581BBDCBCCBBB586F7C3C73D9BB3C7B24B03B8250ADBB502196BB5279CC3B6CDD153DD02477BCF393FA3CF9D1603BA02FB6BC8A57933A73DF14BCBBFD523D215789BCB8F4153C6248B6BA85B9A03CC111653CADDA213D59D2D53A3EDB603C4EC6B7BCD0D3B93C6EC322BBD81337BCAB622CBC981A5A3B20CCB33BB3C1C3BCB901BF3CE3DB043B38B71E3C363D9ABBC2A6FE3C8E3EAFBB5D74633C24871A3DA2DF7D3B6EAD2F3C0CFD5E3CAB19613D421E833C13D16EBCFDE385399EBBCDBC4DFA343D8A989C3BE36C0F3DA2D08F3BC788BDBBA2087DBA5F220239A754E63CB762033D056D71BCCEA3D03CFCBE813C6B9124BCE62EC9BB1DFE01BC6AD7ED3B73DA683C44E5B73B4BF1A93C8F82733CB6DCAFBB7D818E3C18A223BC85785B3B59E5643CAF8A6CBB85A532BCEA4BF1BB9DE3B13C2F4C91BC1BA5E9BC559E55BC83B5F9BB9D3AD3B8D57E053D20756FB99214813C80AE0A3C4A99E1BCFE1EDA3BB403BA3B940F8C3BEF62FDBA87401A3CB0DC753CCE561D3C6B919FBCDB5619BD403500BDA123CFBB958F3D3C0A852FBD7C759F3C865709BD7185093C39F88B3B7757463DAB4AAABC58AD233B6DF3893CAF43C4BAE82C98BA816FB1BB2FB5BEBC0BF903BBFA9F0B3D67B203BD902994BCBB950DBD204F06BC2A538A3C3578D6BB77C1B1BB005E243B8963943B9BE7CABC08B28D3CCD833A3CDDADCE3C991A623C4EA397BB9D9B3D3D705AD9BA41A125BDE48621BC0F6CE03A4A92503CD863413C92F28C3CE9D1203CCEBD4BBC1D11E5BAB78939BCE6A30FBC42A5E73BC9DCA33C0BDFD3BBEBDBC8BB2E6D31BC2CE4DA3B09F13FBD1572B7BBA2D479BAF0E326BC133A013D48A8A33CE29198BBF375DD3C6CA5653CBBDEE9BCBB5E8E3C8A51D33C7329EABC67531DBDDE3CDFBB0EB961BCB768903CB53A3F3DE9486C3B21A054BC06C19FBC8DDC163D327A103DD83AC13C37442C3D372C573C4680B4BA9888F83CEB3DE3BCD2DD783CA500C13B1EE0F8BC9C2C103C585ED13C2D661F3DBB5A08BBFDC059BB3B9DCC3C7DA31FBDA1C6DABA9D65AFBCE9AE693CBBEA3E3C62161E3DEA07603CF0A302B9B204DABABC2C833BA99495BAFC2C76BCBD7F4EBCB41B533C17D434BC9850BD3CE74D793AC0A70F3A90E920BB3328E93CE5DD4E3DC189B03C33D923BDA8D11ABCC7F017BD2401D7BBD9BE2C3D06305BBB3C90BFBCE4BF52BCEDC7083D26ED5A3B518B173B4D6C0FBCA0B830BC55D71A3C87329CBBF0FD573C01E828BCDC5CE8BCB8E5B33CB96BCEBBB734FD3C282E983C2F2634BAADD4B33BF556BC3CA9D41BBDB2AADF3C7823EBBCF9E1163C2BF200BC7C0315BDC46FB23CAD0C0E3CAE86BB3C3C40103C2C307FBCE1F237BC14C8003C9C7AC43BA58500BC99154C3CA3CB803C49443D3B508C003D77A8A63C273A0FBCEC8D753919A1123D732E02BBEDBCA3BC25D8973C9C9B583C65DF1ABD6A0CCEBB1994A23C077AC93B7B28FB3CAA7607BDCC86F0BBC9E6983C02416B3DFDDF99BCFF76063D943668BCF48A1E3DABC6C33A2158933CD073253B822D17BDECDD08BD98F183BC834A92BC676022BC343F7BBCA986033DD4FD123D4C0DFF3BA118DF3CA13301BD366A1D3CEC6167BCA0971ABC3DCC943CBD02E7BC4FB5303DC1251C3C936F58BC551A6B3C5D871ABD7F5B8BBCC9ED0DBD6C2BCD3B8340FFBB5660A23CF24B483B97562FBC4FE58BBCD6E014BDE7C6F5BC4F877D3B7BE3313D075D953C850CACBC45A4BC3CF5F01FBC484F143D3D02AABC4F8893BB92F4FFBBB97D253BDD2620BC00478C3BFFC602BC84602BBC17E762BCE022FBBC9023E1BC4AE3113CFAAD953C38B1B6BBEDD9A43CE2B1E5BC2EF2243D6E8621BC30FB61BC4218983C7B7180BC2D58C73C7E3F0EBDC88E873CF0F2BE3C09B8283C3DFFE038FBA9D33C90C31FBB36FB003C0CED073D6E76343CE3B18C3BB271473B077515BCE6728ABC72AB503B09A1E0BA6BEF063CB4D6943CBEC4A4BC4A63253C163E0BBDAFE742BCBBBA03BC4A2BFCBAB43903BD0F6E32BB00EDA53CB2A035BCB5B94C3DF7DD0EBCE98FCCBA1EDAD73CE9E23F3CA6455EBCE6EE04BC580ECF3C940C1CBDC61329BC847946BC3F0E143B09EA663D8DD91CBD7ED0A3BB618AF03BF02014BC37ABBE3B0F90E1BC4D1484BB282900BD256CFDBBBAE112BD97718B3C7407EEBC52CC423B2996073CE47A2B3CEEDFB7BCC9B976BBB777E03B7B544BBDC6F947BD3E95BEBC2EEDB03C41A0C4BA261CE93C9CCF1B3BAEDB53BCFAC7853CA7E4603C147A25BC06BD843CA87F0DBDF6E92DBC33747C3C0FF983BC5575D43CAB05BABCFC2DD1BCE2DE523DC1E4A53C249F95BBDE629D3C5EE662BC2FD8193CC6304B3C07AC9DBCA94AD13B37D4103C7B2D8A3C6761B93C32AA17BC4ED0223CE2FC7CBAEB8C8ABB7C80083D0CAA22BC62DE7BBBD7DEF2BCD40406BDC978513D00A8AA3CA9399F3C880F8D3B748CA93C5E77A93C6A2DAE3C29E694BC00E7DF3BE65D4BBBC70CD4BB5F330D3D449401BC1C28CD3B6CBF963CF9A2C83C27579DBC34AB5CBC2E6CB2BC591D9CBC7B4A5D3B50C19839EB50963C4716D33C2F7F783CE0E357BDDB00543C626D8D3CF707BC3CD90A22BC8C5902BBB7B520BC94F5943B6CD2723CB4039D3C44279EBC4405E839090F9CBDF24FD3BCCB73343C546BD53C4976963C5E37B1BB7EAEEB3A3543D0BBAC5B773CD0DE0E3D2BA82C3BF25FD43CFC1F54BB6787DBBC2A3AFFBC8BE90BBDC994CBBBEFA992BB2AE6D0BC81C08FBB6768A33C3B5734BD9ECE3E3D549CA8BCE1A7B5BA2E45413C566125BC052160BB2929383C2533F9BCBB6921BD77C2E03A90A084BCCAB535BC13FAAEBCA59A44BCC4A645BBAF5727BD7EDB5EBD8DD30ABCD7E833BC85CCA5BC5DAD1C3C2AC8543CD9BBC8BC31651DBD858DBE3C98D13DBB73AFEE3C24915EBA6B5EE2BCE97BF63C6E58CF3A3D10923C5A4C99BBC9AA18BC751B86BB9B681B3C37CF263C57E73B3D37E8403C57EBDA3C3F6E033D8B1D033D058161BCA4F32D3D8C82523A53F9A5BBB5E18DBB6616BFBBCB4EEFBC590F153D29382D3C03B783BC81CB35BC536CB1B9A2B0D03C56310BBDC0D48DBC858B65BC2154A73C58B1163B47BD4DBBAB0C473D6D84BCBCE2E568BC8A0E2BBD5D330D3D0B30C43CC6BF81BC77CAA33AB8B8D83BD4B17C3C9206623C44B99ABBCEA2193C07A04DBC8740873BD39C413CB88D533B3B64803CEB18823CDD931E3C0FD3743900CC783C6E28F03BCD6200BDF795F03A37E549BB95EDD7BC8C3BF4BB1B4C8ABC7DBE583CA6D8FEBBCE93E03B409E883C802301BD95993C3D9359DF3C77C867BC81DB303BF59D673C25F71E3CC966A53C7C07343D408ABEBAB52DC5BC886A11BCB2EC323DB03204BD6926183BDE4430BCE6A276BC0A672BBDEE95A7BC2750DEBCD9F8123C2BDC6F3C1B52BEBCEB7DD3BC1B7C75BC85447BBCEE30F0BC6514953C78C36BBC059429BCEA49363CBC3805BC19F215BD6C11DFBBE578BC3C294307BC1C484F3A972884BB2068ABBC74739CBB398A15BA8FEFD73C60178038DB8E013DA4A8B13CA116A2BCCAD3E6397B29053C52B53A3C182A2F3D0DB9223C527D23BCF41F92BC4F5FE23B35C6F1BC074FC1BCB454C9BB005269BCD413A03CBB8A7CBC755BDD3C3C774ABB4744003C34688FBCCEE60D3CDE4EC8BC200F15BD89B038BCABDA6F3BEF0C52BC47E633BB2B661CBCD8B52D3BDDE6953C8072A93CCAA55F3C410AB9BB177E043D8F1591BA925D883CD53337BDF2F5093C377A5EBD3D32213B0B44043CA1CEC5BC7C7E2A3D04C28A3C0999E0BC",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_12_4_torch.float32: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_1_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_3_4_4_torch.float32: "0x04000000AA0D47BB6F2493BC19BB68BCC2A10F3CAA5FB53CFC40A83CE0BCABBB2F02AFBC608EBDBB396BBC3C012C0B3C8E440BBC7296983CE476CDBC4F1730BD22C865BDECD9EEBCBD86F73BA694BD3CEF32B33C992C0E3C900147BBD89510BD4536A93CFD1E43BA1429743B745CA9BC0FB6B03B7049B5BCD2E07DBC2EEF95BC02BD073B3D8529BB2745973A6B5629BCFE51463C3E2A953C6F7B8AB9A48400BD75094C3D0818803C3782B7BC316007BB3C125EBC496FFD3B2265963C8E27BB3CED1ACCBB57D422BD52AE583CA8EE9BBB17383F3B1554BABCACD7DEBC384F473B2AD4E93C2793773CEEA560BC6D1E473C8728743CC15943BC21BC91BB5BC571BCF7E20BBBB5053C3CCB9AD4BCD51CC13C327E18BDC543A0BC8E85A4BC9C7DA5BCB02C633C780D4A3CFC83373D2255B8BC52B6D7BCD6EDB0BC1D7FCEBB483B85BC7C70A03C85773EBC77518FBC81F36B3C64AB2E3CC7C2183B92A6C63AD2038A3CA0F59DBCDB67893C81F91C3CF8522D3CC458E5BB778DB13CB02FBDBCAA26DA3B2ECE363B87E21438E91459BB6E1CC53C269F2A3CA66CF2BC0C85EEBC5B55983C97E4B93CB333B43C7772EABBD0E58B3BD77606B9426AAD3B92E8B5BC2F9A1EBC85925E3C496C67BC5025943CEBFB733A544BDD3CD2CF1DBC7580763B4E830BBC69FDDD3A5EF290BB35DFA0BCF3B114B95530B73BC51DA3BC9BBD593B7AE28EBCF2A02DBC2967893B30432D3C21E7923A2AEDB3BCD311BF3C7759033CDEF6B13C14EB19BCB0E0A4BAE645393B5546D23BD47E293A8DC79E3C26F9E7BB53CCB93BBE02773C56CF873C24EF2ABC016C7B3CD8CA0FBD0B902BBB0BC33CBB343D903B5D76833BC761DE39D084ABBCB9DC39BB02D6953C7C9BE93B27EA6BBC5B717ABC8982AF3AACF17E3C77A9303CB7A7913C7998A93B8DF7BEBC28391F3C8C9DF4BB09FFE9BBA479BFB935FD333DCE36DABCCDDACA3A29B5A73B125945BBB94ED03BDD605C3C6C3784BC57DFEDBB3734B03C39CD273C8237453CAE27CABA574424BDFAC112BC55818CBA3ACA053C8720A4BC5B3D5F3BDB47823BF3133FBD643CC6BB3C54403C5E0F233CC809003DCB173C3CA38E05BD5A1E063D8BBF0DB88AE1BC3B1C62D8BC2B7003BDAE2E2B3A3B07343B97F7543CC46A5A3C6687AD3CCBCE9BBBAE178CBC07290CBDD53EDB3C9246923C430F893CBE159B3CF4D31E3CCCF363BC3B9E393DEBFD2CBCD9B8EEBB81A16A3D1D0AD93C4092B2BC3F73233DD2531EBC66EAF7BBB6ED8CBC959C403B6FEE4FBC26E2D23B8B0D31BC80F343BCA134A7BC816FB4BCF8B7A8BCADE030BCC18D6CBB813E50BC07069F3BCF3903BD8AE884BC3FAC1CBAD9CB093C04AD1FBDC1D288BC7D09F13BF8E667BB7FE913BCE6CF77BB5CF7CCBC28E71F3DFC1F2A3DB4F2223D076D92BC8EDF913CF39A303D2A217EBCFFD58F3B554CA13C23E1783A9784593BEF1AC93CA3AE99BA292B623BF3C6363C87AC663C12FF803C816B293C7FFB813CC510B93CB86B043DC9FD99BBB7E23B3BE4C4CDBC297C19BBC8F3993CE79C863CF896CABCE61F6F3A05233FBC99179F3A2BC6903C3BF9E6BBA06752BB616BF0BBFB06E03CC598113C0E0920BC2F240DBBFB93C4BB3B3ED1BCE04521BB33589F3BAA5B233C4CEF84BB34D3C2BB07E1EDBB27EA8F3BAE3CEB3CDE57BDBC74A0E5BB65560FBCA62313BD9792A8BB7337013CB4A5423C344A1ABC0EF56A3CF8FC3ABD70CD51BCF63584BC701CAEBCB95B9E3A59FA14BCB9713FBCFAB3933C3BC70F3CD49D463C3E395DBC92D4133CF204833C86A64F3CB8528D3C0699003D350962BCDD9FD73B3211883C5D856CBC42E7B1BCDF0C113C8952123C2413673B0BD6C33C79B48CBCE0D41EBDEBFBA7BC3EFADABCFE15723C97C7E43BD7A3543C8DE42C3B39F195BB9C266D3B3245D1BC975C9F3C0FEA4C3C18A78DBCFB3FB53CFC6ADD3BB224833BD93F1BBC790E67BCE408133C6F1D86BC05C45F3CFB8735BCC294A53C9424BF3C1D0106BDB7A6F8BC30620DBB4143ED3C3435A9BA2215263D9D1AB9BC926482BC7BDFF43C5E2E0CB9EBD3733A872B34BCEE17063B45F8D8BC3CE1C8BB398D3A3C32801CBC8047C4BC37B22D3CB9F70BBCC18600BD6643ED3C22C01BBBF8504A3CE5426D3B37995ABCDEE05ABC2526E1BCA6E79E3CC3E1083DEF22FEBA8A93BA3C7DBC08BD6F85E4BBCCEC71BCDD148ABAD3FCA8BCE4829E3BEE552CBD64782F3C3DEF3A3D3D3E373C329ED33CDB29C13C0D2A0EBCEA17C73B1D9DA43CC720B13B3C13573C6982F93B21D5B13B520B03BC49B7C33A5BEE79BB404DC33A3DB831BD7B1663BC1DC915BC777D933C73C649BB9B6026BCA76BEFBBB82AA0BCB79955BBE6CAE53B19C59ABC82658CBC86AC613C4FC3083DEF4D203BBE0616BD6DD3B4BC7D62013A8FFD7C3B5E148ABC4E881CBC474A043DACDC733C26CA7D3C1B3D193C7C42E13BC627543CEF43EA3B075E9F3B85BB06BC168F103DB900C8BC084BA2BCC5294CBCC9F92ABC4AFEE93C81719FBC3BDAFDBA17BE2BBC75315ABCCF69B8BCF8849CBC2D2DCBBB1A248539E6C97A3CEE99F2B9779E24BC6EEA833C6CF91FBD6EF6D5BB46FADB3BDED1D9BB1D03963C9DF326BC54F73A3C6F300CBCC7C754BBD5E86CBC998336B9A069813CAD95393D862531BC5318D13C2925893C86ADBB3C4A39243CE7A60F3D301050BDE28FF13B4C2B623CFCD1223D2D2C113C7E49A7BCD213F7BC6285083A1C873EBCBBEEC83C65C5A33CD8358CB9C5BB42BBD3773DBB453489BC7849913CE5302BBC0B18C23CB57A963CC79E813C0532C43C70EF223DC9CCA43C8F85593DF29848BC736CEFBB38DDB83B004E23BD5B5183BC0ABCFCBAAC57023D5E2372BCCFEDCE3CF94300BC1E201EBDBC39E0BB7E3E72BB976F0CBD5258AC3B9B08C7BCD2EF1B3C38E9E03C992140BB6F0EE83B6065D2BACB85823C461C7C3AB828B6BCDB370B3D703CEFBC73817D3C59A997BCD7D51A3C4D783CBD12556B3CF4C775BCDDC33FBC4ACD55BC618A2FBB0E59083CABDA1EBBE470B1BC664004BDBB07373D7EFA08BDAF55813977A204BC09B6283DBE11433CAAC744BC06C11ABDCE445A3B14D0C53C54B2813C850C913BC95DE73B5328043C6BB5F63A7382A83C46E09BBBA75190BCB82F263D426D9C3C66F7F2BB99FDDC3CB2B9163D9DC031BC908C85BCFC673ABCF0F1A9BBFC2FC7BA4EA0C3BBC923AEBB8916833CE797683CC290913CAD8E9CBCD97BAD3BCB53FABBD0852CBD476527BDD5DC4CBD3729263C8F4E06BDCFFDBFBA677D8CBC30AB3C3CA410473C82232FBCDD7740BDF1200D3D3A74963C065D463C691C933C9ED5023C56580E3CEBDC36BC4BC926BC9E4C8B3CADB3C73BA18995B95D76A03CFB121E3CC6CC43BC94A821BB5D24A53B89DD6FBCAA55A43B90E68DBB682E0ABDC714A93BD54570BA349517BC5887A1BCD2DB1C3BBFC00FBCE2BC883CD8FFD33C7B132E3D306CA73B0098B8BC822009BCB3B427BCCB1119BDB91246BC2BDCE53C16E9A0BC7E10F0BCB2D2723CD601923B6D141EBD45EE82BB9E61313CE9D1FC3B22579EBC8211E5BC724BC43B173146BCD77A47BD8EF4EBBB25D03C3A685D0B3B4E0702BCE182523BA09B85BBB8D4F13C180AF23B70218B3C0101B03CE249803BA6765FBB2F65863C0B3EB13BB809813CDB74A33CF430B6B901CD293D073FD1BCEE5C4F3BC92BE8BC9D311EBD2EF80EBD50E3773CB593B8BCD09F463CB987443BF7461DBD6161C83CC2BBA9BCE382F53CD949FBBCC9E313BB8ABB75BC49A347BB3844AABC73FDA83C0EFDC3BC55AC8E393B63FABCA9EE2A3DCBB1D2BC4D3FAC3C199EA7BC327705BCD366B3BC4E105E3C805AC73C9BC9133BA1170E3B9B30C43B432CF3BBD4A5CCBB04FA46BD074AD7BB0D6996BC58749B3C2DCC83BCD90B30BC5452D93CE4CCCC3C6F0F96BCBF708EBC85AB59BC99C462BC52B0DC3BE65965BC5E3EC83B20E083BB07B2023D86415D3C803C34BC748B2EBB67EF29BA7099A63B42F9C0BB0B4015BDD2D9FBBC0793E1BC1D68C43BC77BBABC70D2073C8F6D5C3BC64F20BB767AAFBB543B64BC1909CBBB060145BDEBED063C4771D8BC1332CE3C4245AA3CA6A94B3CE1564DBDA15BCF3B4491A5BC23CD9BBC9FED83BBAEAB21BD184A4B3B992B903BE7B3C1BC9046233B89397E3C2EA6BEBC8B213DBC2291E6BC659E823CFCD7FCBCE1A30FBC23121D3CC6FE77BCA1BEA53C8FA4C83BFA27123D59D1D33ABFAA0FBDBB118CBB47C4D33C60B83ABCFB370CBD830AEC3CA73EE93C725F633A72D7CC3B0A657C3C54A9CBBC2B4DFBBCB2EE2FBB5D2D103CD92EF23BA5B5FCBB9062643CF590553B4AD8DEBB9FF201BBE463B3BC59A196BCAB109B3BCA06403B66F114BDF76215BDBEE35D3A0C4CF03B61E61E3D6288CD3CCBAC423C30FF45BC7FB39FBB493BD73CF81DDCBBB553DFBB0E1ED9BCC367F8BC1F2C0CBD550DDB3AE1731F3DE7D948BB6EABEB3CFB240A3C669283BB67A4193DDE8F8B3B8120563C22BACC3B1E8151BC429A1FBC477F14BBDBD567BB67DABEBC9EBE32BB7E0670BC6ED943BC209CA3BC279EF33C49B109BB93CEF3BC4ED13F3C4297483CEFF4263C3380AFBBD0CAF4BA376869BC0F67FE3AEE317C3C62B5653C52C9183C58DDB03C159BC6BB4BF01FBDB9B6AA3C3D0B84BC165CA3BCF8AE943BF9E5993CB8C6A63CD707E0BBA1AABE3C80AB2C3D4158583CB5D3E13BE2C5C93C46D35E3C1731713CBBBD52BCCE43F33CD8E5AB3C5FB39EBBA998CABCAF0D753A74572FBDA9FF6EB930B6D23C4129D3BC4FE5413C6006593BBA769DBC42F3B8BC783E373C32A834BC86C8183DF835B9BBC568633C8A46CC3CA968EDBBE490D6BBEA705B3B8B56E7BC1B5A923CEFE0463CA4EEB7BC93835F3C7C477ABBA6248F3CEBF68A3C907D55BB2A49BF3CE76D26BC3332473C4238AF3B8CBDD3BBEADF363C59C909BDABBB8A3C5B00E33C04474FBBA988A8BBDBCE573BBDFF61BC94BB18BCFE08D0BB4054AD3C461E023C5319CF3B74D3E3BCFE3CB2BC42F16BBCCB00DE3C38BD4DBAE124ECBBFD57763CA27AB5392BFA8A3C704E49BCED7EB83CFBF2F0BC3C275FBB430AF6BCDBB4BB3BCB7E903B220E333CBDAF3E3CFB64F43C8B55833B227FD33CB3ED8A3C2DE401BCE2D34FBC5EA615BD0C00E8BCEA44443B4F7CDF3B7DE8E4BB352BC2BC806FFEB95B42F63BDC59503C058AE03C27BDCEBC93AC6A3CEA2FB83AE68478BBF76C8D3CE4D1183C46AEE13CFB51FD3B965999BC9BC844BC2F4763BAD643183D541821BC094C06BDB46EADBBAD70C3BAE0638EBCB97B983CC03B4CBC3D40633CD0662A3DF2FC723BD91234BD971EC7BC92E840BCCA87703CF8068FBC50BE993BA634F6BB254B463D34E4C53ABC7EED3C6E284CBC6439083CAF4FEEBAAE9DEB3C4C37953B7C4D65BC58F8C23CC1C32CBD601A7BBBA7517BBCF0AF2E3CDF460C3D02778C3C6D32BCBC6A89A8BC427E10BC409988BA3BDFAC3B3FBB963A85D4643DD31EC9BC7408A7BB29C04FBC6FB50C3D611A95BCD487853C355B403D597E17BD327A9A3CC449BEBB7C8AC9BC4F348F3C5A4500BD55AC3B3DB0E790BBDD92523BAF32D23C94D66FBC87C04A3DF8CF79B872A6DBBB78E8DA3B8C20113D24AE1C3D8ABA29BD5E4A30BD3E3F27BBEE00333B967E8FBB8234873B4598C33CD461BB3A88450F3DDE98963C44119FBC0BF8013DE1F8C4BC8485BABCB0CC673CC743A0BBA9D2CDBB640D943B85A77F3C50BAED3CBD7EC53C6F0196BCE9302C3BC6E02CBC65EFF7BB215F5D3CE45D10BC6F3ED8BCBEF41BBC595FDEBB97F0E8BC74CF933BB4EAF2BC925E283DEFCB6CBC2053B43CCD702A3A4E047FBC8ACBEFBCFCAB21BB02E200BB14DC3D3C602BF2BAD57F93BBD06003BCB46177BA60D9E0BC6CF71DBD6F11B83CF8216BBCC20226BD786ABBBC3EB6AEBA99F544BCC970C33C2293F0BB95479CBC74A18ABCF0FD633C8B52B33CDE7926BC5D5F1ABC8463143D8F84153B0DDE273B5785AD3C0F36C1BBCBE0B43C2DF649BD8E3CF2BC198016BCB4BD0E3B8C5982BC30D36DBDAE7B343CD456BC3C79545FBB7BED21BD5602093DD76BAF3C77B46C3B5CF1E73A897C1A3B1EFBC1BB7D5D4FBC79E08137F4DF90BC3D49AF3CE392FBBCCE8FB33C097A79BC100CB13BA0F193BC8435B63C1087A0BC77C0D13C216919BCCDE9B6BC1F4416BC79E5ED3BC185C8BC52273CBAFD34DE3C51D1103CC777D13CDBA2D73B37471FBC096852BC6FF4F03CED4846BDDB99D13BA3FE99BC30F2C9BC851016BDF721EBBC19F3C2BCA7C2E4BC00F6A5BCD41404BBACB0723C309A33BC0A93413CEF3FBD3C37F327BD703517BDE25CC3BCA0D5983BC90D743C1D7804BDB6FD26BDDE3EFE3B86D4133B38F6EAB7A01B9B3C2FE288BC5E25383D20BB873CB539D93C58C3943CE080B03C5BAAE6BC97EE353DBE49B63CD4661E3CBBA5CF3B16FD85BCDD6C143D2239B2BBDD7A9FBCCA0B1A3D6338E8BAAA9803BD7233D4BBB2FE6BBC8F3735BCB493D03BA54B78BBB3606EBC4615BD3B9439D53C004990BCA3A76EBCE03610BC8FA0593C2C79E43C8D838DBCB72E2CBC5D07253CA9B677BBBAD586BCD4F6513C5738B9B90C2B03BD458CE7BC04C210BBFC8FCABCE487183C614FCFBC72CE7B3AE7DCAA3B1C9BBA3CC655B1BC5328A9BC65DED73CE046273CA42638BC0EAD323BC6EB51BCA72FAFBCAFE61FBD9DB519BB20C2633A068438BC2EB126BD34D910BD22B0BCBB80F53A3CD7B2083D278591BCD0F7183C100046BCCBAB783B622A05BCF79E35BBE2C3DCBA6B9EE13C498F0D3C76E989BC2F7227BC42D2B8BC9578E3BC2FAD18B91E2BC7BC17D98A3CD8D028BC06698ABC0E05C23CF2C8033BB7463CBC6001963AA61B103B06BD11BB24F627BC84F84D3C7463403A3075863C4397F33AB8E2593CBFF2063D77E09BBC3EFB3DBDAFE0BABCA30F6A3B5AA7983A657AA93C10AA3BBB5C60ECBB69CFA73CA0A9C3BC6756C73B94A017BCD4C40E3C3EB21A3CF40E813BBE32DCBC938B3C3C8B363DBCEFB1DEBC7CC2E3BC281687BC85C051BCAAADC9BC2468483C2614B7BC078300BDE5A401BD7527C4BCF751E2BC7DA84CBCD3704E3CE6E09F3C59C007BD6AC153BC2364103D0EEF9A3C5456E0BBF7E5BA392E290FBC8BB933BDE7EAC5BB590E38BCA9F775BC81FBF3BC06EFB73B1073AFBC0B08D139784D273C2A1DCABC3BCF4A3B02DE5DB9C61FECBCBCA492BCD072CBBC21A5293DF79A5FBCA9F2E83C9297CCBCB96C89BCD6E018BBA00E07BB022FCFBC3014CC3C674CE1BB06B69B3AC9BD1D3C1FE501BD4E334B3C0DFC10BC2E8A333D59CAAA3B72A8A0BCD75EB7BC57D7AABA501A7EBC368812BC06A79EBC121713BB80E1F2BCD268593C977F3B3C2AB580BC97CBC5BCB27BE43CED5EA73B0DC1C13C61F0F23BD339B1BBA9CB90BC2231993C2E3AF73A2F44DF3B6F530DBB0BFD5B3C954DCABCCF4236BA636BA23CD4C8C43CEA6A3FBDBC272D3DC4E7463CB2C28ABCC42833BCF823E6BA07A2B1BC174B48BD0597F03BD02D20BB373ECE395811503CD32EABBBCCCD703C32FE0ABB39B67C3A579313BDC54076BC5B9E843C797B04BD940D6DBC270E8A3C408123BD82CAD93B818D71BC94D8793CAAB658BCDD885F3C341F213C995708BDE773ADBC845642BC77AD8A3C79FCE8BB93E2813A364A0DBD20DD0C3D2965DA3B4A85193B419F16BC5E6362BB46FDAF3A8B69D83C6036E8BC9899B6BC90C474BCA2CC433DFBA515BC4635BCBC5994CCBB09A9933C17683EBD9D51B9BA5E434BBCF809FDB972A62B3CA1C6A7BCD0BD973CFBDF933C7230D93CDD589C3C1F8123BDC4A600BC79C5623C0584D33CBD8FF83C305F173D3D4F48BC539706BC2FABA0BCD4BBA83C8D95023D82FEBB3CB57D9BBCA08773BB02FB493BB24992BBA6EB43BCD7E3B13C2F62A03B4726153DACC1163D6C2C8EBC4A55F03BB11DA3BCE5A448BCDD62873CDC8956BC191F05B986BBB9BC60107ABC3EB6D8B9D2C8623C81C1A73AA273CB3CEB6346BDC363FBBCD4D0EF3CE5CA18BC9528843CB5AB9ABBE92D013BF5B9D33AC94C7B3C4987463B44222E3CE6E31DBD5557323DD6319039727C99BC3B5114BC928C1CBD4BDE86BC99AFAD3C8236953CA05E16BB97C0073B3EB028BD6A43DBBBABC3B23B646486BCAD50B5BBEFD25F3C07DA433AEB858F3C2B35F43AE4CE063D14DB12BB472800BD724C853C89BCBABBBD12633CBB8299BC84DDCA3C13B3B7BB1EEE56BCDB24503C275C473C51159DBB8D8C963BD8BB353C9414633C14EC813C73FAEAB98D331EBCE5673FBCE1257ABC9D534A3C85FD663C5D47A1BC60F1A6BC2F7EE8BBDB73453CF0407C3BE64FA7BC57860C3CB3FCA3BC611D9BBCEE20FBBBAEA5ACBA9B841DBC5324ECBC0E307F3CA42346BCC2B2EABC337AFCBCE90FFD3C153C87BC041C97BCAF1715BCD4C211BD9412843C7BA55BBC89B48EBC10E79B3B407E8ABCD717E5BBC271033C89099D3C974395BC6CF71A3C456C03BDCEA717BDE0E66ABCAEEA16BC1605043DE4A7D3BBA0ADB1BC27B4E33AE551043BA75359BB4616D9BC194B20BC2713C33BB95A383C2D1911BCA693B9BCF9C809BDAAE3413BE045243D7C7DCC3C0E072BBDF8B9983C28289A3C203A2CBB4BD0523C393ED43B0937503C",
      torch_tensor_32_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}
