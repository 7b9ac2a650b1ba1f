// RUN: attn-opt %s -split-input-file --attn-approximate-math | FileCheck %s

// f32 exp becomes a polynomial on the vector, with no math.exp left.
// CHECK-LABEL: func @exp_f32
// CHECK-NOT: math.exp
// CHECK: math.fma {{.*}} : vector<16xf32>
func.func @exp_f32(%x: vector<16xf32>) -> vector<16xf32> {
  %y = math.exp %x : vector<16xf32>
  return %y : vector<16xf32>
}

// -----

// f64 keeps libm's accuracy for the reference.
// CHECK-LABEL: func @negative_exp_f64
// CHECK: math.exp %{{.*}} : f64
func.func @negative_exp_f64(%x: f64) -> f64 {
  %y = math.exp %x : f64
  return %y : f64
}
