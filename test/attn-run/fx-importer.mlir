// RUN: attn-run %s --entry gelu_projection | FileCheck %s
// RUN: attn-opt %s --attn-raise --attn-fuse | attn-run - --entry gelu_projection | FileCheck %s

// What torch-mlir's FX importer emits for a GELU MLP is checked against f64
// like any program: the weights are dense_resource blobs and GELU is
// math.erf. Before, the f64 reference failed to build on the blobs, and f64
// math.erf (which has no polynomial approximation) did not lower.
// CHECK: out0 tensor<2x4xf32>: max abs err {{.*}} ok
// CHECK-NOT: FAIL
#map = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
func.func @gelu_projection(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [#map, #row, #map], iterator_types = ["parallel", "parallel"]} ins(%x, %w : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.mulf %m, %rsqrt2 : f32
    %erf = math.erf %s : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %m, %half : f32
    %g = arith.mulf %h, %p : f32
    linalg.yield %g : f32
  } -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803F0000004000004040000080BF"
    }
  }
#-}
