// RUN: attn-opt %s --attn-raise --attn-fuse=remarks=true -verify-diagnostics | FileCheck %s

// One pre-norm transformer layer in linalg, as torch-mlir emits it: RMSNorm,
// Q/K/V projections reshaped to heads, attention, output projection,
// residual, and a SiLU MLP with its residual. The attention in the middle
// becomes one attn.flash_attention; the rest of the layer is raised only
// where it has an attn form (the projections become attn.matmul) and keeps
// its meaning.

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#w3 = affine_map<(d0, d1, d2) -> (d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#kt = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#v = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>

// CHECK-LABEL: func @layer
// The norm stays a reduction and an rsqrt.
// CHECK: linalg.generic
// CHECK: math.rsqrt
// CHECK-COUNT-3: attn.matmul %{{.*}}, %{{.*}} : tensor<8x32xf32>, tensor<32x32xf32> -> tensor<8x32xf32>
// CHECK: %[[O:.*]] = attn.flash_attention %{{.*}}, %{{.*}}, %{{.*}} scale 2.500000e-01 causal : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x2x8x16xf32>
// CHECK: attn.transpose %[[O]] [0, 2, 1, 3]
// CHECK: attn.matmul {{.*}} : tensor<8x32xf32>, tensor<32x32xf32> -> tensor<8x32xf32>
// CHECK: attn.add {{.*}} : tensor<8x32xf32>, tensor<8x32xf32>
// The MLP keeps its SiLU.
// CHECK: attn.matmul {{.*}} : tensor<8x32xf32>, tensor<32x64xf32> -> tensor<8x64xf32>
// CHECK: math.exp
// CHECK: attn.matmul {{.*}} : tensor<8x64xf32>, tensor<64x32xf32> -> tensor<8x32xf32>
// CHECK: attn.add {{.*}} : tensor<8x32xf32>, tensor<8x32xf32>
// CHECK-NOT: attn.softmax
// CHECK-NOT: attn.flash_attention
func.func @layer(%x: tensor<1x8x32xf32>, %norm_w: tensor<32xf32>, %wq: tensor<32x32xf32>, %wk: tensor<32x32xf32>,
                 %wv: tensor<32x32xf32>, %wo: tensor<32x32xf32>, %w1: tensor<32x64xf32>, %w2: tensor<64x32xf32>) -> tensor<1x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %dim = arith.constant 32.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %scale = arith.constant 0.25 : f32

  // RMSNorm
  %er = tensor.empty() : tensor<1x8xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<1x8xf32>) -> tensor<1x8xf32>
  %ss = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<1x8x32xf32>) outs(%fz : tensor<1x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8xf32>
  %ex = tensor.empty() : tensor<1x8x32xf32>
  %xn = linalg.generic {indexing_maps = [#id3, #row3, #w3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %ss, %norm_w : tensor<1x8x32xf32>, tensor<1x8xf32>, tensor<32xf32>) outs(%ex : tensor<1x8x32xf32>) {
  ^bb0(%a: f32, %s: f32, %w: f32, %out: f32):
    %mean = arith.divf %s, %dim : f32
    %me = arith.addf %mean, %eps : f32
    %rs = math.rsqrt %me : f32
    %n = arith.mulf %a, %rs : f32
    %r = arith.mulf %n, %w : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32xf32>

  // Q, K, V projections to [1, 8, 2, 16] and BHSD
  %x2 = tensor.collapse_shape %xn [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
  %ep = tensor.empty() : tensor<8x32xf32>
  %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<8x32xf32>) -> tensor<8x32xf32>
  %q2 = linalg.matmul ins(%x2, %wq : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fp : tensor<8x32xf32>) -> tensor<8x32xf32>
  %k2 = linalg.matmul ins(%x2, %wk : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fp : tensor<8x32xf32>) -> tensor<8x32xf32>
  %v2 = linalg.matmul ins(%x2, %wv : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fp : tensor<8x32xf32>) -> tensor<8x32xf32>
  %q4 = tensor.expand_shape %q2 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
  %k4 = tensor.expand_shape %k2 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
  %v4 = tensor.expand_shape %v2 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
  %eh = tensor.empty() : tensor<1x2x8x16xf32>
  %qt = linalg.transpose ins(%q4 : tensor<1x8x2x16xf32>) outs(%eh : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %kt = linalg.transpose ins(%k4 : tensor<1x8x2x16xf32>) outs(%eh : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %vt = linalg.transpose ins(%v4 : tensor<1x8x2x16xf32>) outs(%eh : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]

  // Causal attention
  %es = tensor.empty() : tensor<1x2x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %s = linalg.generic {indexing_maps = [#q, #kt, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qt, %kt : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%fs : tensor<1x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %sm = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x8x8xf32>) outs(%es : tensor<1x2x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %sc = arith.mulf %a, %scale : f32
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %hide = arith.cmpi sgt, %j, %i : index
    %r = arith.select %hide, %ninf, %sc : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %p = linalg.softmax dimension(3) ins(%sm : tensor<1x2x8x8xf32>) outs(%es : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eh : tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
  %attn = linalg.generic {indexing_maps = [#q, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %vt : tensor<1x2x8x8xf32>, tensor<1x2x8x16xf32>) outs(%fo : tensor<1x2x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x16xf32>

  // Output projection and residual
  %eb = tensor.empty() : tensor<1x8x2x16xf32>
  %ab = linalg.transpose ins(%attn : tensor<1x2x8x16xf32>) outs(%eb : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
  %a2 = tensor.collapse_shape %ab [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
  %proj = linalg.matmul ins(%a2, %wo : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fp : tensor<8x32xf32>) -> tensor<8x32xf32>
  %xr = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
  %h = linalg.add ins(%xr, %proj : tensor<8x32xf32>, tensor<8x32xf32>) outs(%ep : tensor<8x32xf32>) -> tensor<8x32xf32>

  // SiLU MLP and residual
  %em = tensor.empty() : tensor<8x64xf32>
  %fm = linalg.fill ins(%zero : f32) outs(%em : tensor<8x64xf32>) -> tensor<8x64xf32>
  %up = linalg.matmul ins(%h, %w1 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%fm : tensor<8x64xf32>) -> tensor<8x64xf32>
  %act = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%up : tensor<8x64xf32>) outs(%em : tensor<8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %na = arith.negf %a : f32
    %e = math.exp %na : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %down = linalg.matmul ins(%act, %w2 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%fp : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.add ins(%h, %down : tensor<8x32xf32>, tensor<8x32xf32>) outs(%ep : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
  return %y3 : tensor<1x8x32xf32>
}
