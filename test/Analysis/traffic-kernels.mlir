// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect "--attn-traffic-report=kernels=fusion" -o /dev/null | FileCheck %s
// RUN: attn-opt %s -split-input-file -allow-unregistered-dialect "--attn-traffic-report=kernels=fusion format=json" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: not attn-opt %s -split-input-file -allow-unregistered-dialect "--attn-traffic-report=kernels=xla" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// kernels=fusion groups ops into the kernels an elementwise-fusing compiler
// launches (docs/analysis.md): an elementwise op fuses into its only
// consumer (producer fusion) or into its one producer when it is that
// producer's only user (epilogue fusion); reductions and contractions are
// roots, at most one per kernel; values inside a kernel cost nothing.
// Figures worked out by hand; f16 is 2 bytes.

// BAD: error: unknown kernels option 'xla': expected op or fusion

// A scaled attention chain, N = 64, d = 16: the scale is Q·Kᵀ's epilogue,
// the softmax and P·V are roots of their own. Q·Kᵀ + scale reads Q and K
// (2 x 64 x 16 x 2 = 4096 B) and writes only the scaled S (64 x 64 x 2 =
// 8192 B; the unscaled S stays inside), for 2 x 64 x 64 x 16 + 4096 =
// 135,168 flop. 3 kernels from 4 ops; 40,960 B moved against 57,344 per op.
// CHECK-LABEL: @epilogue
// CHECK: 1 attn.matmul +1 135,168 0 4,096 8,192
// CHECK-NEXT: fuses: attn.scale
// CHECK-NEXT: 2 attn.softmax 16,384 4,096 8,192 8,192
// CHECK-NEXT: 3 attn.matmul 131,072 0 10,240 2,048
// CHECK-NEXT: total
// CHECK-NEXT: bytes moved: 40,960
// CHECK-NEXT: kernels: 3 from 4 ops (elementwise ops fused into producers and consumers)
// JSON-LABEL: "name": "epilogue",
// JSON-NEXT: "ops_before_grouping": 4,
// JSON-NEXT: "ops": [
// JSON-NEXT: {
// JSON-NEXT: "op": "attn.matmul",
// JSON-NEXT: "loc":
// JSON-NEXT: "fused_ops": [
// JSON-NEXT: "attn.scale"
// JSON-NEXT: ],
// JSON-NEXT: "flops": 135168,
func.func @epilogue(%q: tensor<1x1x64x16xf16>, %k: tensor<1x1x64x16xf16>,
                    %v: tensor<1x1x64x16xf16>) -> tensor<1x1x64x16xf16> {
  %s = attn.matmul %q, %k transpose_b
      : tensor<1x1x64x16xf16>, tensor<1x1x64x16xf16> -> tensor<1x1x64x64xf16>
  %t = attn.scale %s by 0.25 : tensor<1x1x64x64xf16>
  %p = attn.softmax %t dim 3 : tensor<1x1x64x64xf16>
  %o = attn.matmul %p, %v
      : tensor<1x1x64x64xf16>, tensor<1x1x64x16xf16> -> tensor<1x1x64x16xf16>
  return %o : tensor<1x1x64x16xf16>
}

// -----

// Producer fusion: the scale of Q has Q·Kᵀ as its only user and is computed
// in its kernel, which then reads Q itself (2048 B) and K (2048 B) and writes
// S (8192 B), for 2 x 64 x 64 x 16 + 64 x 16 = 132,096 flop; 1 kernel from 2
// ops.
// CHECK-LABEL: @prologue
// CHECK: 1 attn.matmul +1 132,096 0 4,096 8,192
// CHECK-NEXT: fuses: attn.scale
// CHECK: kernels: 1 from 2 ops
func.func @prologue(%q: tensor<1x1x64x16xf16>, %k: tensor<1x1x64x16xf16>)
    -> tensor<1x1x64x64xf16> {
  %qs = attn.scale %q by 0.25 : tensor<1x1x64x16xf16>
  %s = attn.matmul %qs, %k transpose_b
      : tensor<1x1x64x16xf16>, tensor<1x1x64x16xf16> -> tensor<1x1x64x64xf16>
  return %s : tensor<1x1x64x64xf16>
}

// -----

// An input two ops of one kernel read is read once: the matmul reads x and
// scale(x), so its kernel reads x (64 x 64 x 2 = 8192 B) once, not twice;
// 2 x 64³ + 64² = 528,384 flop.
// CHECK-LABEL: @shared_input
// CHECK: 1 attn.matmul +1 528,384 0 8,192 8,192
func.func @shared_input(%x: tensor<1x1x64x64xf16>) -> tensor<1x1x64x64xf16> {
  %y = attn.scale %x by 2.0 : tensor<1x1x64x64xf16>
  %z = attn.matmul %y, %x
      : tensor<1x1x64x64xf16>, tensor<1x1x64x64xf16> -> tensor<1x1x64x64xf16>
  return %z : tensor<1x1x64x64xf16>
}

// -----

// Negative cases. Two roots never share a kernel (matmul then softmax); an
// elementwise op with two users fuses into neither; an elementwise op whose
// producer has another user stays out of the producer's kernel (its result
// must reach HBM anyway); an unknown op fuses with nothing. 5 kernels from
// 5 ops.
// CHECK-LABEL: @negative_no_fusion
// CHECK: 1 attn.matmul 131,072
// CHECK-NEXT: 2 attn.softmax
// CHECK-NEXT: 3 attn.scale
// CHECK-NEXT: 4 attn.add
// CHECK-NEXT: 5 test.opaque (unknown)
// CHECK: kernels: 5 from 5 ops
func.func @negative_no_fusion(%q: tensor<1x1x64x16xf16>, %k: tensor<1x1x64x16xf16>)
    -> (tensor<1x1x64x64xf16>, tensor<1x1x64x64xf16>, tensor<1x1x64x64xf16>) {
  %s = attn.matmul %q, %k transpose_b
      : tensor<1x1x64x16xf16>, tensor<1x1x64x16xf16> -> tensor<1x1x64x64xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x64x64xf16>
  %a = attn.scale %p by 2.0 : tensor<1x1x64x64xf16>
  %b = attn.add %a, %p : tensor<1x1x64x64xf16>, tensor<1x1x64x64xf16>
  %c = "test.opaque"(%b) : (tensor<1x1x64x64xf16>) -> tensor<1x1x64x64xf16>
  return %a, %b, %c : tensor<1x1x64x64xf16>, tensor<1x1x64x64xf16>, tensor<1x1x64x64xf16>
}
