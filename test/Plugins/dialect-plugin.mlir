// Loads our plugins into Debian's uninstrumented mlir-opt (see test/lit.cfg.py).
// UNSUPPORTED: sanitizers
// Debian's upstream mlir-opt, not attn-opt, parses and prints attn IR once the
// dialect plugin is loaded, also through the generic form.
// RUN: mlir-opt %s --load-dialect-plugin=%attn_lib_dir/AttnDialectPlugin.so | FileCheck %s
// RUN: mlir-opt %s --load-dialect-plugin=%attn_lib_dir/AttnDialectPlugin.so -mlir-print-op-generic \
// RUN:   | mlir-opt --load-dialect-plugin=%attn_lib_dir/AttnDialectPlugin.so | FileCheck %s

// Without the plugin the same tool does not know the dialect, so the runs
// above really went through the plugin.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: Dialect `attn' not found for custom op 'attn.matmul'

// A path that is not a plugin is a one-line error, not a crash.
// RUN: not mlir-opt %s --load-dialect-plugin=%attn_lib_dir/missing.so 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADPATH
// BADPATH: Failed to load dialect plugin from '{{.*}}missing.so'

// CHECK-LABEL: func.func @attention
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x16x8xf16>, %[[K:.*]]: tensor<1x2x32x8xf16>, %[[V:.*]]: tensor<1x2x32x8xf32>)
// CHECK: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b : tensor<1x2x16x8xf16>, tensor<1x2x32x8xf16> -> tensor<1x2x16x32xf32>
// CHECK: %[[P:.*]] = attn.softmax %[[S]] dim 3 : tensor<1x2x16x32xf32>
// CHECK: %[[O:.*]] = attn.matmul %[[P]], %[[V]] : tensor<1x2x16x32xf32>, tensor<1x2x32x8xf32> -> tensor<1x2x16x8xf32>
// CHECK: return %[[O]]
func.func @attention(%q: tensor<1x2x16x8xf16>, %k: tensor<1x2x32x8xf16>,
                     %v: tensor<1x2x32x8xf32>) -> tensor<1x2x16x8xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x16x8xf16>, tensor<1x2x32x8xf16> -> tensor<1x2x16x32xf32>
  %p = attn.softmax %s dim 3 : tensor<1x2x16x32xf32>
  %o = attn.matmul %p, %v : tensor<1x2x16x32xf32>, tensor<1x2x32x8xf32> -> tensor<1x2x16x8xf32>
  return %o : tensor<1x2x16x8xf32>
}
