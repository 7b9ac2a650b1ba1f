// RUN: attn-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(attn-vectorize-contractions))' | FileCheck %s
// RUN: attn-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(attn-vectorize-contractions{parallel-loops=false}))' | FileCheck %s --check-prefix=SEQ

#lhs = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#rhsT = affine_map<(d0, d1, d2, d3) -> (0, d2, d3)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// The bufferized Q Kᵀ of attn-lower-to-loops, rhs broadcast over the batch:
// blocks of 64 x 64 in parallel, the rhs packed transposed in f32, 4 rows
// by 16 lanes of FMAs, and the block added to the output.
// CHECK-LABEL: func @qk
// CHECK-SAME: (%[[A:.*]]: memref<2x100x8xf16>, %[[B:.*]]: memref<1x70x8xf16>, %[[C:.*]]: memref<2x100x70xf32>)
// CHECK-NOT: linalg.generic
// CHECK: scf.parallel (%[[BATCH:.*]], %{{.*}}, %{{.*}}) =
// CHECK: %[[ACC:.*]] = memref.alloca() {alignment = 64 : i64} : memref<64x64xf32>
// CHECK: %[[PACK:.*]] = memref.alloca() {alignment = 64 : i64} : memref<256x64xf32>
// CHECK: memref.load %[[B]][%c0{{.*}}, %{{.*}}, %{{.*}}] : memref<1x70x8xf16>
// CHECK: memref.store %{{.*}}, %[[PACK]]
// CHECK: vector.load %[[PACK]]
// CHECK: memref.load %[[A]][%[[BATCH]], %{{.*}}, %{{.*}}] : memref<2x100x8xf16>
// CHECK: vector.fma %{{.*}} : vector<16xf32>
// CHECK: memref.store %{{.*}}, %[[C]][%[[BATCH]], %{{.*}}, %{{.*}}] : memref<2x100x70xf32>
// SEQ-LABEL: func @qk
// SEQ-NOT: scf.parallel
// SEQ: memref.alloca
// SEQ: scf.for
func.func @qk(%a: memref<2x100x8xf16>, %b: memref<1x70x8xf16>, %c: memref<2x100x70xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhsT, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x100x8xf16>, memref<1x70x8xf16>) outs(%c : memref<2x100x70xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xw = arith.extf %x : f16 to f32
    %yw = arith.extf %y : f16 to f32
    %m = arith.mulf %xw, %yw : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// f64 (the reference) uses 8 lanes.
// CHECK-LABEL: func @pv_f64
// CHECK: vector.fma %{{.*}} : vector<8xf64>
func.func @pv_f64(%a: memref<16x32xf64>, %b: memref<32x8xf64>, %c: memref<16x8xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<16x32xf64>, memref<32x8xf64>) outs(%c : memref<16x8xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %m = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %m : f64
    linalg.yield %s : f64
  }
  return
}

// -----

// Not a product-sum: left to convert-linalg-to-loops.
// CHECK-LABEL: func @negative_max_reduction
// CHECK: linalg.generic
// CHECK-NOT: vector.fma
func.func @negative_max_reduction(%a: memref<16x32xf32>, %b: memref<32x8xf32>, %c: memref<16x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<16x32xf32>, memref<32x8xf32>) outs(%c : memref<16x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.maximumf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// On tensors the op is not bufferized yet: left alone.
// CHECK-LABEL: func @negative_tensors
// CHECK: linalg.generic
func.func @negative_tensors(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%c : tensor<16x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}
