// RUN: attn-run %s --json | FileCheck %s
// RUN: attn-opt %s | attn-run - --json | FileCheck %s
// RUN: attn-opt %s --attn-raise --attn-fuse | FileCheck %s --check-prefix=FUSED
// RUN: attn-opt %s --attn-raise --attn-fuse | attn-run - --json | FileCheck %s

// A linalg attention graph, as frameworks hand it over (named matmuls and
// linalg.softmax on tensors), runs through the same pipeline and agrees with
// its f64 version. Raising and fusing it is for attn-opt's fusion passes;
// their output runs the same way, read from stdin as here.
// FUSED: attn.flash_attention
// FUSED-NOT: linalg.softmax
// CHECK: "outputs":[{"index":0,"type":"tensor<64x16xf32>",{{.*}}"ok":true}],"ok":true}

func.func @linalg_attention(%q: tensor<64x16xf32>, %kt: tensor<16x96xf32>, %v: tensor<96x16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64x96xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x96xf32>) -> tensor<64x96xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<64x16xf32>, tensor<16x96xf32>) outs(%f0 : tensor<64x96xf32>) -> tensor<64x96xf32>
  %e1 = tensor.empty() : tensor<64x96xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<64x96xf32>) outs(%e1 : tensor<64x96xf32>) -> tensor<64x96xf32>
  %e2 = tensor.empty() : tensor<64x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x16xf32>) -> tensor<64x16xf32>
  %o = linalg.matmul ins(%p, %v : tensor<64x96xf32>, tensor<96x16xf32>) outs(%f2 : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %o : tensor<64x16xf32>
}
