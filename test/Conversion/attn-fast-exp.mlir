// RUN: attn-opt %s -split-input-file --attn-approximate-math | FileCheck %s

// A marked f32 exp becomes the fast exp: clamp at -88, t = x log2(e) +
// magic in one FMA (n = t - magic), the reduced argument in two FMAs, five
// polynomial FMAs, 2^n from the low bits of t shifted into the exponent;
// none of upstream's range checks and no float-to-int conversion.
// CHECK-LABEL: func @fast_exp_f32
// CHECK-SAME: (%[[X:.*]]: vector<16xf32>)
// CHECK-NOT: math.exp
// CHECK-NOT: arith.fptosi
// CHECK: %[[LOW:.*]] = arith.cmpf olt, %[[X]], %{{.*}} : vector<16xf32>
// CHECK: %[[C:.*]] = arith.select %[[LOW]], %{{.*}}, %[[X]]
// CHECK: %[[T:.*]] = math.fma %[[C]], %{{.*}}, %[[MAGIC:.*]] : vector<16xf32>
// CHECK: %[[N:.*]] = arith.subf %[[T]], %[[MAGIC]]
// CHECK: math.fma %[[N]], %{{.*}}, %[[C]]
// CHECK-COUNT-6: math.fma
// CHECK: %[[BITS:.*]] = arith.bitcast %[[T]] : vector<16xf32> to vector<16xi32>
// CHECK: %[[E:.*]] = arith.shli %[[BITS]]
// CHECK: %[[S:.*]] = arith.bitcast %[[E]] : vector<16xi32> to vector<16xf32>
// CHECK: %[[R:.*]] = arith.mulf %{{.*}}, %[[S]]
// CHECK: return %[[R]]
func.func @fast_exp_f32(%x: vector<16xf32>) -> vector<16xf32> {
  %y = math.exp %x {attn.fast_exp} : vector<16xf32>
  return %y : vector<16xf32>
}

// -----

// A scalar works the same way (the kernel's sink logit).
// CHECK-LABEL: func @fast_exp_scalar
// CHECK-NOT: math.exp
// CHECK: arith.shli %{{.*}} : i32
// CHECK: arith.bitcast %{{.*}} : i32 to f32
func.func @fast_exp_scalar(%x: f32) -> f32 {
  %y = math.exp %x {attn.fast_exp} : f32
  return %y : f32
}

// -----

// Without the mark the argument may exceed 88: upstream's polynomial, with
// its range checks, not the fast exp.
// CHECK-LABEL: func @negative_unmarked_exp
// CHECK-NOT: math.exp
// CHECK: math.floor
// CHECK: return
func.func @negative_unmarked_exp(%x: vector<16xf32>) -> vector<16xf32> {
  %y = math.exp %x : vector<16xf32>
  return %y : vector<16xf32>
}

// -----

// A marked f64 exp keeps libm's accuracy: the mark only permits the f32
// fast exp.
// CHECK-LABEL: func @negative_fast_exp_f64
// CHECK: math.exp %{{.*}} {attn.fast_exp} : vector<8xf64>
func.func @negative_fast_exp_f64(%x: vector<8xf64>) -> vector<8xf64> {
  %y = math.exp %x {attn.fast_exp} : vector<8xf64>
  return %y : vector<8xf64>
}
