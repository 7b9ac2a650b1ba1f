// RUN: attn-run %s --entry f16_scores | FileCheck %s --check-prefix=TEXT
// RUN: attn-run %s --entry f16_scores --json | FileCheck %s --check-prefix=JSON
// RUN: attn-run %s --entry f32_scores --json | FileCheck %s --check-prefix=F32
// RUN: attn-opt %s --attn-promote-to-f64=round-to-source-types=true | FileCheck %s --check-prefix=ROUND

// A program whose intermediates are narrower than its output's tolerance
// assumes is judged by the error its own types imply: S and P stored in f16
// at logits around 20 are off by about 1e-2 of the output, far above f16's
// 2e-3, and the f64 reference rounded where the program rounds shows the
// same. The output passes within twice that, and one line says so.
// TEXT: out0 tensor<1x1x256x64xf16>: max abs err {{.*}} (tolerance {{.*}}) ok
// TEXT-NEXT: its own types round to rel {{.*}} (the reference rounded where the program declares narrower types), so the tolerance is 2x that
// JSON: "max_rel_error":{{[0-9.e-]+}},"ref_max_abs":{{[0-9.e-]+}},"tolerance":{{[0-9.e-]+}},"own_rounding_error":{{[0-9.e-]+}},"ok":true
func.func @f16_scores(%q: tensor<1x1x256x64xf16>, %k: tensor<1x1x256x64xf16>, %v: tensor<1x1x256x64xf16>) -> tensor<1x1x256x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x256x64xf16>, tensor<1x1x256x64xf16> -> tensor<1x1x256x256xf16>
  %p = attn.softmax %s dim 3 : tensor<1x1x256x256xf16>
  %o = attn.matmul %p, %v : tensor<1x1x256x256xf16>, tensor<1x1x256x64xf16> -> tensor<1x1x256x64xf16>
  return %o : tensor<1x1x256x64xf16>
}

// The same chain with f32 scores passes on f16's own tolerance: the second
// reference is not even built.
// F32-NOT: own_rounding_error
// F32: "tolerance":0.002{{0*}},"ok":true
func.func @f32_scores(%q: tensor<1x1x256x64xf16>, %k: tensor<1x1x256x64xf16>, %v: tensor<1x1x256x64xf16>) -> tensor<1x1x256x64xf16> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x1x256x64xf16>, tensor<1x1x256x64xf16> -> tensor<1x1x256x256xf32>
  %p = attn.softmax %s dim 3 : tensor<1x1x256x256xf32>
  %vf = attn.cast %v : tensor<1x1x256x64xf16> to tensor<1x1x256x64xf32>
  %o = attn.matmul %p, %vf : tensor<1x1x256x256xf32>, tensor<1x1x256x64xf32> -> tensor<1x1x256x64xf32>
  %oh = attn.cast %o : tensor<1x1x256x64xf32> to tensor<1x1x256x64xf16>
  return %oh : tensor<1x1x256x64xf16>
}

// The rounded reference: every attn op's result goes through its declared
// type and back; inputs and the function's types are f64.
// ROUND-LABEL: func.func @f16_scores
// ROUND-SAME: (%[[Q:.*]]: tensor<1x1x256x64xf64>, %[[K:.*]]: tensor<1x1x256x64xf64>, %[[V:.*]]: tensor<1x1x256x64xf64>) -> tensor<1x1x256x64xf64>
// ROUND: %[[S:.*]] = attn.matmul %[[Q]], %[[K]] transpose_b {{.*}} -> tensor<1x1x256x256xf64>
// ROUND-NEXT: %[[SH:.*]] = attn.cast %[[S]] : tensor<1x1x256x256xf64> to tensor<1x1x256x256xf16>
// ROUND-NEXT: %[[SW:.*]] = attn.cast %[[SH]] : tensor<1x1x256x256xf16> to tensor<1x1x256x256xf64>
// ROUND-NEXT: %[[P:.*]] = attn.softmax %[[SW]] dim 3 : tensor<1x1x256x256xf64>
// ROUND-NEXT: %[[PH:.*]] = attn.cast %[[P]] : tensor<1x1x256x256xf64> to tensor<1x1x256x256xf16>
// ROUND-NEXT: %[[PW:.*]] = attn.cast %[[PH]]
// ROUND-NEXT: %[[O:.*]] = attn.matmul %[[PW]], %[[V]]
// ROUND-NEXT: %[[OH:.*]] = attn.cast %[[O]] : tensor<1x1x256x64xf64> to tensor<1x1x256x64xf16>
// ROUND-NEXT: %[[OW:.*]] = attn.cast %[[OH]]
// ROUND-NEXT: return %[[OW]]

// A linalg body rounds at each scalar op: the f32 product, then the truncf
// to f16 that became an identity in f64 still rounds. The extf of an f16
// input to f32 is exact, and its round trip to f32 changes nothing.
// ROUND-LABEL: func.func @linalg_f16_body
// ROUND: ^bb0(%{{.*}}: f64, %{{.*}}: f64, %{{.*}}: f64):
// ROUND: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : f64
// ROUND-NEXT: %[[M32:.*]] = arith.truncf %[[M]] : f64 to f32
// ROUND-NEXT: %[[MW:.*]] = arith.extf %[[M32]] : f32 to f64
// ROUND-NEXT: %[[MH:.*]] = arith.truncf %[[MW]] : f64 to f16
// ROUND-NEXT: %[[R:.*]] = arith.extf %[[MH]] : f16 to f64
// ROUND-NEXT: linalg.yield %[[R]] : f64
#id = affine_map<(i) -> (i)>
func.func @linalg_f16_body(%a: tensor<8xf16>, %b: tensor<8xf16>) -> tensor<8xf16> {
  %e = tensor.empty() : tensor<8xf16>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<8xf16>, tensor<8xf16>) outs(%e : tensor<8xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %xw = arith.extf %x : f16 to f32
    %yw = arith.extf %y : f16 to f32
    %m = arith.mulf %xw, %yw : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<8xf16>
  return %r : tensor<8xf16>
}
