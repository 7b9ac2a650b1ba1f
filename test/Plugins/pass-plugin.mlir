// Loads our plugins into Debian's uninstrumented mlir-opt (see test/lit.cfg.py).
// UNSUPPORTED: sanitizers
// An attn pass runs in Debian's upstream mlir-opt through the pass plugin,
// named inside --pass-pipeline as upstream requires, next to upstream passes.
// RUN: mlir-opt %s --load-dialect-plugin=%attn_lib_dir/AttnDialectPlugin.so \
// RUN:   --load-pass-plugin=%attn_lib_dir/AttnPassPlugin.so \
// RUN:   --pass-pipeline='builtin.module(func.func(cse),attn-traffic-report{format=json gpu=h100})' \
// RUN:   -o /dev/null | FileCheck %s

// The bare flag is what upstream rejects, even though --help lists it; the
// docs tell users to use --pass-pipeline.
// RUN: not mlir-opt %s --load-dialect-plugin=%attn_lib_dir/AttnDialectPlugin.so \
// RUN:   --load-pass-plugin=%attn_lib_dir/AttnPassPlugin.so --attn-traffic-report 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BARE
// BARE: Unknown command line argument '--attn-traffic-report'

// One head of N = 256, d = 64 in f16 as three kernels: 8N² + 8Nd = 655360
// bytes. The plugin's analysis and upstream's ops agree on what a terminator
// is, so func.return is not costed as a kernel.
// CHECK: "name": "chain"
// CHECK: "op": "attn.matmul"
// CHECK: "op": "attn.softmax"
// CHECK: "op": "attn.matmul"
// CHECK-NOT: "op": "func.return"
// CHECK: "total": {
// CHECK-NEXT: "flops": 17039360,
// CHECK-NEXT: "transcendentals": 65536,
// CHECK-NEXT: "bytes_read": 360448,
// CHECK-NEXT: "bytes_written": 294912,
func.func @chain(%q: tensor<1x1x256x64xf16>, %k: tensor<1x1x256x64xf16>,
                 %v: tensor<1x1x256x64xf16>) -> tensor<1x1x256x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x256x64xf16>, tensor<1x1x256x64xf16> -> tensor<1x1x256x256xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x256x256xf16>
  %o = attn.matmul %p, %v : tensor<1x1x256x256xf16>, tensor<1x1x256x64xf16> -> tensor<1x1x256x64xf16>
  return %o : tensor<1x1x256x64xf16>
}
