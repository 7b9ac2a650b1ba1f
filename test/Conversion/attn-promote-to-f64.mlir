// RUN: attn-opt %s --attn-promote-to-f64 | FileCheck %s
// RUN: attn-opt %s --attn-lower-to-loops --attn-promote-to-f64 | FileCheck %s --check-prefix=LINALG
// RUN: not attn-opt %S/Inputs/promote-bitcast.mlir --attn-promote-to-f64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BITCAST
// RUN: attn-opt %S/Inputs/promote-resources.mlir --attn-promote-to-f64 | FileCheck %s --check-prefix=RESOURCE
// RUN: not attn-opt %S/Inputs/promote-elided.mlir --attn-promote-to-f64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ELIDED

// Signatures, results and float constants become f64; i1 masks stay.
// CHECK-LABEL: func @attn_ops
// CHECK-SAME: (%[[S:.*]]: tensor<4x8xf64>, %[[M:.*]]: tensor<4x8xi1>) -> tensor<4x8xf64>
// CHECK: %[[C:.*]] = arith.constant dense<-1.000000e+04> : tensor<4x8xf64>
// CHECK: %[[A:.*]] = attn.add %[[S]], %[[C]] : tensor<4x8xf64>, tensor<4x8xf64>
// CHECK: %[[B:.*]] = attn.mask %[[A]], %[[M]] : tensor<4x8xf64>, tensor<4x8xi1>
// CHECK: %[[W:.*]] = attn.cast %[[B]] : tensor<4x8xf64> to tensor<4x8xf64>
// CHECK: return %[[W]]
// The casts linalg bodies widen with become identities and disappear.
// LINALG-LABEL: func @attn_ops
// LINALG-NOT: arith.extf
// LINALG-NOT: f16
// LINALG: return
func.func @attn_ops(%s: tensor<4x8xf16>, %m: tensor<4x8xi1>) -> tensor<4x8xf32> {
  %c = arith.constant dense<-1.0e4> : tensor<4x8xf16>
  %a = attn.add %s, %c : tensor<4x8xf16>, tensor<4x8xf16>
  %b = attn.mask %a, %m : tensor<4x8xf16>, tensor<4x8xi1>
  %w = attn.cast %b : tensor<4x8xf16> to tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}

// An op whose types must differ cannot be promoted: the verifier names it.
// BITCAST: promote-bitcast.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'arith.bitcast' op operand type 'f64' and result type 'i32' are cast incompatible

// Float weights in dense_resource blobs (how torch-mlir's FX importer stores
// every weight) are read and widened; integer ones stay as they are. Before,
// the constant kept its f32 attribute and failed to verify.
// RESOURCE-LABEL: func @resources
// RESOURCE: arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, -1.000000e+00]> : tensor<4xf64>
// RESOURCE: arith.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf64>
// RESOURCE: arith.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf64>
// RESOURCE: arith.constant dense_resource<positions> : tensor<2xi64>

// A blob that was elided cannot be read: a located error, not a wrong value.
// ELIDED: promote-elided.mlir:4:8: error: cannot promote dense_resource<__elided__> to f64: its blob is missing (were resources elided?)
