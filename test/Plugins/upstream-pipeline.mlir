// Loads our plugins into Debian's uninstrumented mlir-opt (see test/lit.cfg.py).
// UNSUPPORTED: sanitizers
// Upstream passes nested in an upstream pipeline run on attn IR in Debian's
// mlir-opt with both plugins loaded: canonicalize uses the attn folders, cse
// merges the duplicate softmax. This is how a user mixes attn passes into a
// pipeline they already have.
// RUN: mlir-opt %s --load-dialect-plugin=%attn_lib_dir/AttnDialectPlugin.so \
// RUN:   --load-pass-plugin=%attn_lib_dir/AttnPassPlugin.so \
// RUN:   --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | FileCheck %s

// A pipeline string that names no registered pass is rejected with a message.
// RUN: not mlir-opt %s --load-dialect-plugin=%attn_lib_dir/AttnDialectPlugin.so \
// RUN:   --load-pass-plugin=%attn_lib_dir/AttnPassPlugin.so \
// RUN:   --pass-pipeline='builtin.module(func.func(attn-no-such-pass))' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADPASS
// BADPASS: 'attn-no-such-pass' does not refer to a registered pass or pass pipeline

// CHECK-LABEL: func.func @folds_and_cse
// CHECK-SAME: (%[[X:.*]]: tensor<2x16x4x8xf32>)
// CHECK-NEXT: %[[P:.*]] = attn.softmax %[[X]] dim 3 : tensor<2x16x4x8xf32>
// CHECK-NEXT: return %[[P]], %[[P]]
func.func @folds_and_cse(%x: tensor<2x16x4x8xf32>) -> (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) {
  %0 = attn.transpose %x [0, 2, 1, 3] : tensor<2x16x4x8xf32> -> tensor<2x4x16x8xf32>
  %1 = attn.transpose %0 [0, 2, 1, 3] : tensor<2x4x16x8xf32> -> tensor<2x16x4x8xf32>
  %2 = attn.softmax %1 dim 3 : tensor<2x16x4x8xf32>
  %3 = attn.softmax %x dim 3 : tensor<2x16x4x8xf32>
  return %2, %3 : tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>
}
