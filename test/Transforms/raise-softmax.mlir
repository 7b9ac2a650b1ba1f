// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s

// attn-raise on the spellings of softmax: linalg.softmax, and the
// decomposed max -> subtract -> exp -> sum -> divide in the forms torch-mlir,
// IREE and TOSA produce.

// CHECK-LABEL: func @named_softmax
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x16x16xf32>)
// CHECK: %[[P:.*]] = attn.softmax %[[X]] dim 3 : tensor<2x8x16x16xf32>
// CHECK-NEXT: return %[[P]]
func.func @named_softmax(%x: tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> {
  %e = tensor.empty() : tensor<2x8x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%x : tensor<2x8x16x16xf32>) outs(%e : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
  return %p : tensor<2x8x16x16xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// torch-mlir: amax and sum with keepdim (a [.., 1] row written through a
// constant-0 index), maxnumf, subtract and exp as separate generics, divide.
// CHECK-LABEL: func @torch_keepdim
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x8x8xf32>)
// CHECK: %[[P:.*]] = attn.softmax %[[X]] dim 3 : tensor<1x4x8x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @torch_keepdim(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<1x4x8x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
  %max = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<1x4x8x8xf32>) outs(%fm : tensor<1x4x8x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maxnumf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x1xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %sub = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %max : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sub : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<1x4x8x8xf32>) outs(%fs : tensor<1x4x8x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x1xf32>
  %p = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  return %p : tensor<1x4x8x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// IREE / StableHLO style: linalg.reduce, linalg.broadcast back, subtract and
// exp merged in one generic, and a multiply by the row's reciprocal.
// CHECK-LABEL: func @reduce_broadcast_reciprocal
// CHECK-SAME: (%[[X:.*]]: tensor<8x16x16xf32>)
// CHECK: %[[P:.*]] = attn.softmax %[[X]] dim 2 : tensor<8x16x16xf32>
// CHECK-NEXT: return %[[P]]
func.func @reduce_broadcast_reciprocal(%x: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %er = tensor.empty() : tensor<8x16xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<8x16xf32>) -> tensor<8x16xf32>
  %max = linalg.reduce ins(%x : tensor<8x16x16xf32>) outs(%fm : tensor<8x16xf32>) dimensions = [2]
    (%in: f32, %init: f32) {
      %r = arith.maximumf %in, %init : f32
      linalg.yield %r : f32
    }
  %e = tensor.empty() : tensor<8x16x16xf32>
  %maxb = linalg.broadcast ins(%max : tensor<8x16xf32>) outs(%e : tensor<8x16x16xf32>) dimensions = [2]
  %exp = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %maxb : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%e : tensor<8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<8x16x16xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<8x16xf32>) -> tensor<8x16xf32>
  %sum = linalg.reduce ins(%exp : tensor<8x16x16xf32>) outs(%fs : tensor<8x16xf32>) dimensions = [2]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %rcp = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<8x16xf32>) outs(%er : tensor<8x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.divf %one, %a : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %rcpb = linalg.broadcast ins(%rcp : tensor<8x16xf32>) outs(%e : tensor<8x16x16xf32>) dimensions = [2]
  %p = linalg.mul ins(%exp, %rcpb : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%e : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  return %p : tensor<8x16x16xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// f16 scores upcast to f32 inside the bodies and the result truncated back:
// the softmax runs in f32 between attn.cast ops. The max is spelled as
// select(cmpf ogt) with the lowest finite f32 as its start.
// CHECK-LABEL: func @f16_upcast_in_bodies
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4x8xf16>)
// CHECK: %[[UP:.*]] = attn.cast %[[X]] : tensor<1x2x4x8xf16> to tensor<1x2x4x8xf32>
// CHECK: %[[P:.*]] = attn.softmax %[[UP]] dim 3 : tensor<1x2x4x8xf32>
// CHECK: %[[DOWN:.*]] = attn.cast %[[P]] : tensor<1x2x4x8xf32> to tensor<1x2x4x8xf16>
// CHECK-NEXT: return %[[DOWN]]
func.func @f16_upcast_in_bodies(%x: tensor<1x2x4x8xf16>) -> tensor<1x2x4x8xf16> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<1x2x4xf32>
  %fm = linalg.fill ins(%lowest : f32) outs(%er : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<1x2x4x8xf16>) outs(%fm : tensor<1x2x4xf32>) {
  ^bb0(%in: f16, %acc: f32):
    %a = arith.extf %in : f16 to f32
    %gt = arith.cmpf ogt, %a, %acc : f32
    %r = arith.select %gt, %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %max : tensor<1x2x4x8xf16>, tensor<1x2x4xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%in: f16, %m: f32, %out: f32):
    %a = arith.extf %in : f16 to f32
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<1x2x4x8xf32>) outs(%fs : tensor<1x2x4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %eh = tensor.empty() : tensor<1x2x4x8xf16>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<1x2x4x8xf32>, tensor<1x2x4xf32>) outs(%eh : tensor<1x2x4x8xf16>) {
  ^bb0(%a: f32, %b: f32, %out: f16):
    %r = arith.divf %a, %b : f32
    %t = arith.truncf %r : f32 to f16
    linalg.yield %t : f16
  } -> tensor<1x2x4x8xf16>
  return %p : tensor<1x2x4x8xf16>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// Dynamic batch and lengths; the row tensors are sized by tensor.dim.
// CHECK-LABEL: func @dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8x?x?xbf16>)
// CHECK: %[[P:.*]] = attn.softmax %[[X]] dim 3 : tensor<?x8x?x?xbf16>
// CHECK-NEXT: return %[[P]]
func.func @dynamic(%x: tensor<?x8x?x?xbf16>) -> tensor<?x8x?x?xbf16> {
  %ninf = arith.constant 0xFF80 : bf16
  %zero = arith.constant 0.0 : bf16
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %b = tensor.dim %x, %c0 : tensor<?x8x?x?xbf16>
  %n = tensor.dim %x, %c2 : tensor<?x8x?x?xbf16>
  %m = tensor.dim %x, %c3 : tensor<?x8x?x?xbf16>
  %er = tensor.empty(%b, %n) : tensor<?x8x?xbf16>
  %fm = linalg.fill ins(%ninf : bf16) outs(%er : tensor<?x8x?xbf16>) -> tensor<?x8x?xbf16>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<?x8x?x?xbf16>) outs(%fm : tensor<?x8x?xbf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %r = arith.maximumf %in, %acc : bf16
    linalg.yield %r : bf16
  } -> tensor<?x8x?xbf16>
  %e = tensor.empty(%b, %n, %m) : tensor<?x8x?x?xbf16>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %max : tensor<?x8x?x?xbf16>, tensor<?x8x?xbf16>) outs(%e : tensor<?x8x?x?xbf16>) {
  ^bb0(%a: bf16, %mx: bf16, %out: bf16):
    %d = arith.subf %a, %mx : bf16
    %r = math.exp %d : bf16
    linalg.yield %r : bf16
  } -> tensor<?x8x?x?xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%er : tensor<?x8x?xbf16>) -> tensor<?x8x?xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<?x8x?x?xbf16>) outs(%fs : tensor<?x8x?xbf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %r = arith.addf %in, %acc : bf16
    linalg.yield %r : bf16
  } -> tensor<?x8x?xbf16>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<?x8x?x?xbf16>, tensor<?x8x?xbf16>) outs(%e : tensor<?x8x?x?xbf16>) {
  ^bb0(%a: bf16, %s: bf16, %out: bf16):
    %r = arith.divf %a, %s : bf16
    linalg.yield %r : bf16
  } -> tensor<?x8x?x?xbf16>
  return %p : tensor<?x8x?x?xbf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A softmax over the first dim raises with that dim (whether it is the key
// dim is attn-fuse's question).
// CHECK-LABEL: func @over_dim_0
// CHECK-SAME: (%[[X:.*]]: tensor<8x4xf32>)
// CHECK: attn.softmax %[[X]] dim 0 : tensor<8x4xf32>
func.func @over_dim_0(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%fm : tensor<4xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %r = arith.maximumf %in, %init : f32
      linalg.yield %r : f32
    }
  %e = tensor.empty() : tensor<8x4xf32>
  %maxb = linalg.broadcast ins(%max : tensor<4xf32>) outs(%e : tensor<8x4xf32>) dimensions = [0]
  %exp = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %maxb : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%exp : tensor<8x4xf32>) outs(%fs : tensor<4xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %sumb = linalg.broadcast ins(%sum : tensor<4xf32>) outs(%e : tensor<8x4xf32>) dimensions = [0]
  %p = linalg.div ins(%exp, %sumb : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %p : tensor<8x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Not softmax: the sum starts at 1, so the divisor is off by one.
// CHECK-LABEL: func @negative_sum_init
// CHECK-NOT: attn.softmax
func.func @negative_sum_init(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %one = arith.constant 1.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%fm : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.maximumf %in, %init : f32
      linalg.yield %r : f32
    }
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %fs = linalg.fill ins(%one : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%exp : tensor<4x8xf32>) outs(%fs : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Not softmax: the max is taken over another tensor (x - max(y)), and the
// max starts at 0 (a ReLU'd max).
// CHECK-LABEL: func @negative_max_of_other
// CHECK-NOT: attn.softmax
func.func @negative_max_of_other(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.reduce ins(%y : tensor<4x8xf32>) outs(%fm : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.maximumf %in, %init : f32
      linalg.yield %r : f32
    }
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max0 = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%fz : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.maximumf %in, %init : f32
      linalg.yield %r : f32
    }
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %exp0 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max0 : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%exp : tensor<4x8xf32>) outs(%fs : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %sum0 = linalg.reduce ins(%exp0 : tensor<4x8xf32>) outs(%fs : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %p0 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp0, %sum0 : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %p, %p0 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Not the softmax attn means: exp(x) / sum(exp(x)) without the max
// subtraction overflows where softmax does not.
// CHECK-LABEL: func @negative_no_max
// CHECK-NOT: attn.softmax
func.func @negative_no_max(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %er = tensor.empty() : tensor<4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%exp : tensor<4x8xf32>) outs(%fs : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %r = arith.addf %in, %init : f32
      linalg.yield %r : f32
    }
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// torch-mlir lowers softmax's max (aten.max.dim, also from amax) to one
// reduction yielding the max and its argmax. The index is unused, so the
// reduction is read as a max and dies with the softmax.
// CHECK-LABEL: func @torch_max_argmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[P:.*]] = attn.softmax %[[X]] dim 1 : tensor<4x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @torch_max_argmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : i64
  %ei = tensor.empty() : tensor<4xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<4xi64>) -> tensor<4xi64>
  %er = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%fm, %fi : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %acc: f32, %idx: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %m = arith.maximumf %in, %acc : f32
    %gt = arith.cmpf ogt, %in, %acc : f32
    %i = arith.select %gt, %ji, %idx : i64
    linalg.yield %m, %i : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max#0 : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.subf %a, %b : f32
    %r = math.exp %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<4x8xf32>) outs(%fs : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// The same, but the argmax is returned: the reduction must stay for it, so
// it is not read as the softmax's max (the scores would keep a second
// reader anyway) and nothing is raised.
// CHECK-LABEL: func @negative_torch_max_argmax_index_used
// CHECK-NOT: attn.softmax
// CHECK: return
func.func @negative_torch_max_argmax_index_used(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : i64
  %ei = tensor.empty() : tensor<4xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<4xi64>) -> tensor<4xi64>
  %er = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%fm, %fi : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %acc: f32, %idx: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %m = arith.maximumf %in, %acc : f32
    %gt = arith.cmpf ogt, %in, %acc : f32
    %i = arith.select %gt, %ji, %idx : i64
    linalg.yield %m, %i : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max#0 : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.subf %a, %b : f32
    %r = math.exp %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<4x8xf32>) outs(%fs : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %p, %max#1 : tensor<4x8xf32>, tensor<4xi64>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A two-result reduction whose first result takes the max with the other
// result's accumulator (a running sum from 0), not with its own: result 0
// is no max of the row, so this is no softmax.
// CHECK-LABEL: func @negative_two_result_reduction_not_max
// CHECK-NOT: attn.softmax
// CHECK: return
func.func @negative_two_result_reduction_not_max(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%fm, %fz : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32, %acc2: f32):
    %m = arith.maximumf %in, %acc2 : f32
    %a = arith.addf %in, %acc2 : f32
    linalg.yield %m, %a : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max#0 : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.subf %a, %b : f32
    %r = math.exp %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<4x8xf32>) outs(%fz : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>

// SDPA (torch-mlir) guards fully masked rows: where every score of a row
// is -inf (compared in f64), select 0 instead of the softmax's NaN.
// attn.softmax gives zeros for exactly those rows, so the select, its
// condition and the compare all go.
// CHECK-LABEL: func @sdpa_masked_row_select
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[P:.*]] = attn.softmax %[[X]] dim 1 : tensor<4x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @sdpa_masked_row_select(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %zeros = arith.constant dense<0.000000e+00> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %eb = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%eb : tensor<4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf : f64
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %er = tensor.empty() : tensor<4x1xi1>
  %ft = linalg.fill ins(%true : i1) outs(%er : tensor<4x1xi1>) -> tensor<4x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ft : tensor<4x1xi1>) {
  ^bb0(%in: i1, %acc: i1):
    %a = arith.andi %in, %acc : i1
    linalg.yield %a : i1
  } -> tensor<4x1xi1>
  %r = linalg.generic {indexing_maps = [#keep, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%all, %zeros, %p : tensor<4x1xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%m: i1, %z: f32, %v: f32, %out: f32):
    %s = arith.select %m, %z, %v : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>

// An or-reduction zeroes a row with *any* -inf score, which softmax does
// not: the select stays.
// CHECK-LABEL: func @negative_masked_row_select_any
// CHECK: %[[P:.*]] = attn.softmax
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins({{.*}}, %[[P]] :
// CHECK: return %[[R]]
func.func @negative_masked_row_select_any(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %zeros = arith.constant dense<0.000000e+00> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %eb = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%eb : tensor<4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf : f64
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %er = tensor.empty() : tensor<4x1xi1>
  %ft = linalg.fill ins(%true : i1) outs(%er : tensor<4x1xi1>) -> tensor<4x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ft : tensor<4x1xi1>) {
  ^bb0(%in: i1, %acc: i1):
    %a = arith.ori %in, %acc : i1
    linalg.yield %a : i1
  } -> tensor<4x1xi1>
  %r = linalg.generic {indexing_maps = [#keep, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%all, %zeros, %p : tensor<4x1xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%m: i1, %z: f32, %v: f32, %out: f32):
    %s = arith.select %m, %z, %v : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>

// ueq also counts NaN as -inf: a row of NaN and -inf would become zeros,
// where softmax gives NaN.
// CHECK-LABEL: func @negative_masked_row_select_ueq
// CHECK: %[[P:.*]] = attn.softmax
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins({{.*}}, %[[P]] :
// CHECK: return %[[R]]
func.func @negative_masked_row_select_ueq(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %zeros = arith.constant dense<0.000000e+00> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %eb = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%eb : tensor<4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %c = arith.cmpf ueq, %w, %ninf : f64
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %er = tensor.empty() : tensor<4x1xi1>
  %ft = linalg.fill ins(%true : i1) outs(%er : tensor<4x1xi1>) -> tensor<4x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ft : tensor<4x1xi1>) {
  ^bb0(%in: i1, %acc: i1):
    %a = arith.andi %in, %acc : i1
    linalg.yield %a : i1
  } -> tensor<4x1xi1>
  %r = linalg.generic {indexing_maps = [#keep, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%all, %zeros, %p : tensor<4x1xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%m: i1, %z: f32, %v: f32, %out: f32):
    %s = arith.select %m, %z, %v : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>

// Rows replaced by a nonzero value (here 1.0) are not softmax's zeros.
// CHECK-LABEL: func @negative_masked_row_select_nonzero
// CHECK: %[[P:.*]] = attn.softmax
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins({{.*}}, %[[P]] :
// CHECK: return %[[R]]
func.func @negative_masked_row_select_nonzero(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %ones = arith.constant dense<1.000000e+00> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %eb = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%eb : tensor<4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf : f64
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %er = tensor.empty() : tensor<4x1xi1>
  %ft = linalg.fill ins(%true : i1) outs(%er : tensor<4x1xi1>) -> tensor<4x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ft : tensor<4x1xi1>) {
  ^bb0(%in: i1, %acc: i1):
    %a = arith.andi %in, %acc : i1
    linalg.yield %a : i1
  } -> tensor<4x1xi1>
  %r = linalg.generic {indexing_maps = [#keep, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%all, %ones, %p : tensor<4x1xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%m: i1, %z: f32, %v: f32, %out: f32):
    %s = arith.select %m, %z, %v : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>

// The condition is about another tensor than the softmax's input, so its
// rows are not the ones softmax zeroes.
// CHECK-LABEL: func @negative_masked_row_select_other_tensor
// CHECK: %[[P:.*]] = attn.softmax
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins({{.*}}, %[[P]] :
// CHECK: return %[[R]]
func.func @negative_masked_row_select_other_tensor(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %zeros = arith.constant dense<0.000000e+00> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %eb = tensor.empty() : tensor<4x8xi1>
  %isninf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%eb : tensor<4x8xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf : f64
    linalg.yield %c : i1
  } -> tensor<4x8xi1>
  %er = tensor.empty() : tensor<4x1xi1>
  %ft = linalg.fill ins(%true : i1) outs(%er : tensor<4x1xi1>) -> tensor<4x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%isninf : tensor<4x8xi1>) outs(%ft : tensor<4x1xi1>) {
  ^bb0(%in: i1, %acc: i1):
    %a = arith.andi %in, %acc : i1
    linalg.yield %a : i1
  } -> tensor<4x1xi1>
  %r = linalg.generic {indexing_maps = [#keep, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%all, %zeros, %p : tensor<4x1xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%m: i1, %z: f32, %v: f32, %out: f32):
    %s = arith.select %m, %z, %v : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>

// transformers' GPT-OSS subtracts the row max itself before F.softmax:
// softmax(y - max(y)) is softmax(y) (the inner max is exactly 0), so the
// softmax reads y and the first subtraction dies.
// CHECK-LABEL: func @max_subtracted_before_softmax
// CHECK-SAME: (%[[Y:.*]]: tensor<1x4x8x9xf32>)
// CHECK: %[[P:.*]] = attn.softmax %[[Y]] dim 3 : tensor<1x4x8x9xf32>
// CHECK-NEXT: return %[[P]]
func.func @max_subtracted_before_softmax(%y: tensor<1x4x8x9xf32>) -> tensor<1x4x8x9xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<1x4x8x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
  %e = tensor.empty() : tensor<1x4x8x9xf32>
  %m0 = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%y : tensor<1x4x8x9xf32>) outs(%fm : tensor<1x4x8x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x1xf32>
  %x = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y, %m0 : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%e : tensor<1x4x8x9xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x9xf32>
  %max = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<1x4x8x9xf32>) outs(%fm : tensor<1x4x8x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x1xf32>
  %exp = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %max : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%e : tensor<1x4x8x9xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.subf %a, %b : f32
    %r = math.exp %s : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x9xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<1x4x8x9xf32>) outs(%fs : tensor<1x4x8x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x1xf32>
  %p = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%e : tensor<1x4x8x9xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x9xf32>
  return %p : tensor<1x4x8x9xf32>
}

// -----

// XGLM views its [B, H, Nq, Nkv] scores as [B*H, Nq, Nkv] for the softmax:
// the softmax moves above the collapse, onto the 4-d scores.
// CHECK-LABEL: func @softmax_before_collapse
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x16xf32>)
// CHECK: %[[P:.*]] = attn.softmax %[[S]] dim 3 : tensor<2x4x8x16xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[P]] {{\[}}[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
// CHECK: return %[[C]]
func.func @softmax_before_collapse(%s: tensor<2x4x8x16xf32>) -> tensor<8x8x16xf32> {
  %c = tensor.collapse_shape %s [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %e = tensor.empty() : tensor<8x8x16xf32>
  %p = linalg.softmax dimension(2) ins(%c : tensor<8x8x16xf32>) outs(%e : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
  return %p : tensor<8x8x16xf32>
}

// -----

// A collapse that merges the softmax's dim with another changes its rows:
// the softmax stays below it.
// CHECK-LABEL: func @negative_collapse_merges_softmax_dim
// CHECK: %[[C:.*]] = tensor.collapse_shape
// CHECK: attn.softmax %[[C]] dim 1 : tensor<8x128xf32>
func.func @negative_collapse_merges_softmax_dim(%s: tensor<8x8x16xf32>) -> tensor<8x128xf32> {
  %c = tensor.collapse_shape %s [[0], [1, 2]] : tensor<8x8x16xf32> into tensor<8x128xf32>
  %e = tensor.empty() : tensor<8x128xf32>
  %p = linalg.softmax dimension(1) ins(%c : tensor<8x128xf32>) outs(%e : tensor<8x128xf32>) -> tensor<8x128xf32>
  return %p : tensor<8x128xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>

// XGLM's clamp, torch.max(scores, finfo.min), in front of the softmax (as
// a select of the greater and as maximumf): -inf becomes a value the
// softmax weighs the same, so the softmax reads the scores.
// CHECK-LABEL: func @lowest_clamp_before_softmax
// CHECK-SAME: (%[[S:.*]]: tensor<8x16xf32>)
// CHECK: %[[A:.*]] = attn.softmax %[[S]] dim 1
// CHECK: %[[B:.*]] = attn.softmax %[[S]] dim 1
// CHECK: return %[[A]], %[[B]]
func.func @lowest_clamp_before_softmax(%s: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %lowest = arith.constant dense<-3.40282347E+38> : tensor<f32>
  %lowest_scalar = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %c0 = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %lowest : tensor<8x16xf32>, tensor<f32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %l: f32, %out: f32):
    %gt = arith.cmpf ogt, %x, %l : f32
    %r = arith.select %gt, %x, %l : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %p0 = linalg.softmax dimension(1) ins(%c0 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %c1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.maximumf %lowest_scalar, %x : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %p1 = linalg.softmax dimension(1) ins(%c1 : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %p0, %p1 : tensor<8x16xf32>, tensor<8x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A clamp at -1 changes every score below it: not dropped.
// CHECK-LABEL: func @negative_clamp_not_lowest
// CHECK: %[[C:.*]] = linalg.generic
// CHECK: attn.softmax %[[C]] dim 1
func.func @negative_clamp_not_lowest(%s: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %minus1 = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.maximumf %x, %minus1 : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %p = linalg.softmax dimension(1) ins(%c : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %p : tensor<8x16xf32>
}

// -----

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// XGLM in bf16: the clamp in bf16 (the f32 lowest truncated to bf16 is
// -inf), the [B*H] view, then the f32 upcast for the softmax. The cast
// moves up with the softmax, and the clamp is read through it.
// CHECK-LABEL: func @clamp_collapse_cast_bf16
// CHECK-SAME: (%[[S:.*]]: tensor<2x4x8x16xbf16>)
// CHECK: %[[W:.*]] = attn.cast %[[S]] : tensor<2x4x8x16xbf16> to tensor<2x4x8x16xf32>
// CHECK: %[[P:.*]] = attn.softmax %[[W]] dim 3 : tensor<2x4x8x16xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[P]] {{\[}}[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
// CHECK: return %[[C]]
func.func @clamp_collapse_cast_bf16(%s: tensor<2x4x8x16xbf16>) -> tensor<8x8x16xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<2x4x8x16xbf16>
  %clamp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x8x16xbf16>) outs(%e : tensor<2x4x8x16xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %l = arith.truncf %lowest : f32 to bf16
    %gt = arith.cmpf ogt, %x, %l : bf16
    %r = arith.select %gt, %x, %l : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x8x16xbf16>
  %c = tensor.collapse_shape %clamp [[0, 1], [2], [3]] : tensor<2x4x8x16xbf16> into tensor<8x8x16xbf16>
  %ew = tensor.empty() : tensor<8x8x16xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : tensor<8x8x16xbf16>) outs(%ew : tensor<8x8x16xf32>) {
  ^bb0(%x: bf16, %out: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<8x8x16xf32>
  %p = linalg.softmax dimension(2) ins(%w : tensor<8x8x16xf32>) outs(%ew : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
  return %p : tensor<8x8x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// The decomposed softmax of clamped scores: the reader takes the clamp,
// which is no piece of a softmax, as the softmax's input, and the clamp is
// then dropped.
// CHECK-LABEL: func @decomposed_softmax_of_clamp
// CHECK-SAME: (%[[S:.*]]: tensor<8x16xf32>)
// CHECK: %[[P:.*]] = attn.softmax %[[S]] dim 1 : tensor<8x16xf32>
// CHECK: return %[[P]]
func.func @decomposed_softmax_of_clamp(%s: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %er = tensor.empty() : tensor<8xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %lowest : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%fm : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<8x16xf32>) outs(%fs : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %in, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  return %p : tensor<8x16xf32>
}
