// RUN: attn-opt %s -split-input-file --attn-lower-to-loops --canonicalize | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-lower-to-loops | FileCheck %s --check-prefix=FLASH
// RUN: attn-opt %s -split-input-file --attn-lower-to-loops=parallel-loops=false --canonicalize | FileCheck %s --check-prefix=SEQ
// RUN: not attn-opt %s -split-input-file --attn-lower-to-loops=block-m=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADBLOCK

// BADBLOCK: error: block-m and block-n must be positive

// Q Kᵀ with f16 operands: a contraction generic accumulating in f32 from a
// zero fill; the rhs is read transposed and its batch dims of 1 broadcast.
// CHECK-DAG: #[[$QK_LHS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (0, d1, d2, d4)>
// CHECK-DAG: #[[$QK_RHS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (0, 0, d3, d4)>
// CHECK-DAG: #[[$QK_OUT:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func @matmul_transpose_b
// CHECK-SAME: (%[[Q:.*]]: tensor<1x2x16x8xf16>, %[[K:.*]]: tensor<1x1x32x8xf16>)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[FILL:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<1x2x16x32xf32>)
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[$QK_LHS]], #[[$QK_RHS]], #[[$QK_OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%[[Q]], %[[K]] : {{.*}}) outs(%[[FILL]] : {{.*}})
// CHECK: ^bb0(%[[A:.*]]: f16, %[[B:.*]]: f16, %[[ACC:.*]]: f32):
// CHECK: %[[AW:.*]] = arith.extf %[[A]] : f16 to f32
// CHECK: %[[BW:.*]] = arith.extf %[[B]] : f16 to f32
// CHECK: %[[MUL:.*]] = arith.mulf %[[AW]], %[[BW]] : f32
// CHECK: %[[SUM:.*]] = arith.addf %[[ACC]], %[[MUL]] : f32
// CHECK: linalg.yield %[[SUM]] : f32
// CHECK: return %[[S]]
func.func @matmul_transpose_b(%q: tensor<1x2x16x8xf16>, %k: tensor<1x1x32x8xf16>) -> tensor<1x2x16x32xf32> {
  %s = attn.matmul %q, %k transpose_b : tensor<1x2x16x8xf16>, tensor<1x1x32x8xf16> -> tensor<1x2x16x32xf32>
  return %s : tensor<1x2x16x32xf32>
}

// -----

// An f16 result is accumulated in f32 and rounded once, by a second generic.
// CHECK-LABEL: func @matmul_f16_result
// CHECK: %[[ACC:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: %[[OUT:.*]] = linalg.generic {{.*}} ins(%[[ACC]] : tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf16>)
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: return %[[OUT]]
func.func @matmul_f16_result(%p: tensor<4x16xf16>, %v: tensor<16x8xf16>) -> tensor<4x8xf16> {
  %o = attn.matmul %p, %v : tensor<4x16xf16>, tensor<16x8xf16> -> tensor<4x8xf16>
  return %o : tensor<4x8xf16>
}

// -----

// CHECK-LABEL: func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x16x4x8xi1>)
// CHECK: %[[INIT:.*]] = tensor.empty() : tensor<2x4x16x8xi1>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<2x16x4x8xi1>) outs(%[[INIT]] : tensor<2x4x16x8xi1>) permutation = [0, 2, 1, 3]
// CHECK: return %[[T]]
func.func @transpose(%x: tensor<2x16x4x8xi1>) -> tensor<2x4x16x8xi1> {
  %t = attn.transpose %x [0, 2, 1, 3] : tensor<2x16x4x8xi1> -> tensor<2x4x16x8xi1>
  return %t : tensor<2x4x16x8xi1>
}

// -----

// bf16 scales in f32 and rounds back.
// CHECK-LABEL: func @scale
// CHECK: %[[C:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: linalg.generic
// CHECK: ^bb0(%[[X:.*]]: bf16, %{{.*}}: bf16):
// CHECK: %[[XW:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK: %[[Y:.*]] = arith.mulf %[[XW]], %[[C]] : f32
// CHECK: %[[YN:.*]] = arith.truncf %[[Y]] : f32 to bf16
// CHECK: linalg.yield %[[YN]] : bf16
func.func @scale(%s: tensor<4x4xbf16>) -> tensor<4x4xbf16> {
  %0 = attn.scale %s by 0.125 : tensor<4x4xbf16>
  return %0 : tensor<4x4xbf16>
}

// -----

// A lower-rank bias with a dim of 1 is read through a broadcasting map.
// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$BIAS:.*]] = affine_map<(d0, d1, d2) -> (0, d2)>
// CHECK-LABEL: func @add_bias
// CHECK: linalg.generic {indexing_maps = [#[[$ID]], #[[$BIAS]], #[[$ID]]]
// CHECK: arith.addf
func.func @add_bias(%s: tensor<2x8x16xf32>, %b: tensor<1x16xf32>) -> tensor<2x8x16xf32> {
  %0 = attn.add %s, %b : tensor<2x8x16xf32>, tensor<1x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

// CHECK-LABEL: func @bool_mask
// CHECK: %[[NEGINF:.*]] = arith.constant 0xFC00 : f16
// CHECK: ^bb0(%[[X:.*]]: f16, %[[M:.*]]: i1, %{{.*}}: f16):
// CHECK: %[[Y:.*]] = arith.select %[[M]], %[[X]], %[[NEGINF]] : f16
// CHECK: linalg.yield %[[Y]]
func.func @bool_mask(%s: tensor<2x16xf16>, %m: tensor<2x16xi1>) -> tensor<2x16xf16> {
  %0 = attn.mask %s, %m : tensor<2x16xf16>, tensor<2x16xi1>
  return %0 : tensor<2x16xf16>
}

// -----

// Key j is hidden from query i when j > i + (Nkv - Nq) = i + 8.
// CHECK-LABEL: func @causal_mask
// CHECK-DAG: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[OFFSET:.*]] = arith.constant 8 : index
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[LAST:.*]] = arith.addi %[[I]], %[[OFFSET]] : index
// CHECK: %[[HIDDEN:.*]] = arith.cmpi sgt, %[[J]], %[[LAST]] : index
// CHECK: arith.select %[[HIDDEN]], %[[NEGINF]], %[[X]] : f32
func.func @causal_mask(%s: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = attn.causal_mask %s : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// Softmax: a max reduction, a sum of exp(x - max) and the division, in f32;
// an all -inf slice subtracts 0 instead of -inf and divides to 0, not NaN.
// CHECK-LABEL: func @softmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf16>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[MAXINIT:.*]] = linalg.fill ins(%[[NEGINF]] : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<4x?xf16>) outs(%[[MAXINIT]] : tensor<4xf32>)
// CHECK: arith.maximumf
// CHECK: %[[SUMINIT:.*]] = linalg.fill ins(%[[ZERO]] : f32)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]], %[[MAX]] : {{.*}}) outs(%[[SUMINIT]] : tensor<4xf32>)
// CHECK: math.exp
// CHECK: %[[P:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[MAX]], %[[SUM]] : {{.*}}) outs(%{{.*}} : tensor<4x?xf16>)
// CHECK: ^bb0(%{{.*}}: f16, %{{.*}}: f32, %[[L:.*]]: f32, %{{.*}}: f16):
// CHECK: %[[EMPTY:.*]] = arith.cmpf oeq, %[[L]], %[[ZERO]] : f32
// CHECK: %[[DIV:.*]] = arith.divf %{{.*}}, %[[L]] : f32
// CHECK: arith.select %[[EMPTY]], %[[ZERO]], %[[DIV]] : f32
// CHECK: return %[[P]]
func.func @softmax(%s: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %p = attn.softmax %s dim 1 : tensor<4x?xf16>
  return %p : tensor<4x?xf16>
}

// -----

// CHECK-LABEL: func @cast
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @cast(%p: tensor<4x4xf32>) -> tensor<4x4xf16> {
  %h = attn.cast %p : tensor<4x4xf32> to tensor<4x4xf16>
  return %h : tensor<4x4xf16>
}

// -----

// Result head h reads head h floordiv 3.
// CHECK-DAG: #[[$HEAD:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 3, d2, d3)>
// CHECK-LABEL: func @expand_heads
// CHECK: linalg.generic {indexing_maps = [#[[$HEAD]], {{.*}}]
func.func @expand_heads(%k: tensor<1x2x8x4xf32>) -> tensor<1x6x8x4xf32> {
  %e = attn.expand_heads %k by 3 : tensor<1x2x8x4xf32> -> tensor<1x6x8x4xf32>
  return %e : tensor<1x6x8x4xf32>
}

// -----

// The fused op: read in place, an output buffer, a parallel loop over
// (batch, head, query block) with stack tiles, vector FMAs for Q Kᵀ and P V,
// the online max (a compare and select, one vmaxps on x86) and exp, and the
// buffer back as a tensor. GQA maps query
// head h to key/value head h / 2.
// FLASH-LABEL: func @flash
// FLASH-SAME: (%[[Q:.*]]: tensor<2x4x100x64xf16>, %[[K:.*]]: tensor<2x2x257x64xf16>, %[[V:.*]]: tensor<2x2x257x64xf16>)
// FLASH-DAG: %[[QB:.*]] = bufferization.to_buffer %[[Q]] read_only
// FLASH-DAG: %[[KB:.*]] = bufferization.to_buffer %[[K]] read_only
// FLASH-DAG: %[[VB:.*]] = bufferization.to_buffer %[[V]] read_only
// FLASH: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4x100x64xf16>
// FLASH: scf.parallel (%[[B:.*]], %[[H:.*]], %[[BLK:.*]]) =
// FLASH: memref.alloca() {alignment = 64 : i64} : memref<64x32xf32>
// FLASH: memref.alloca() {alignment = 64 : i64} : memref<32x64xf32>
// FLASH: %[[KVH:.*]] = arith.divui %[[H]], %{{.*}} : index
// FLASH: memref.load %[[QB]][%[[B]], %[[H]], {{.*}}]
// FLASH: memref.load %[[KB]][%[[B]], %[[KVH]], {{.*}}]
// FLASH: memref.load %[[VB]][%[[B]], %[[KVH]], {{.*}}]
// FLASH: vector.fma {{.*}} : vector<16xf32>
// FLASH: %[[GREATER:.*]] = arith.cmpf ogt, %[[SCORE:.*]], %[[MAX:.*]] : vector<16xf32>
// FLASH: arith.select %[[GREATER]], %[[SCORE]], %[[MAX]] : vector<16xi1>, vector<16xf32>
// FLASH: math.exp {{.*}} : vector<16xf32>
// FLASH: vector.fma {{.*}} : vector<16xf32>
// FLASH: arith.truncf {{.*}} : f32 to f16
// FLASH: memref.store {{.*}}, %[[OUT]][%[[B]], %[[H]], {{.*}}] : memref<2x4x100x64xf16>
// FLASH: %[[O:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
// FLASH: return %[[O]]
// SEQ-LABEL: func @flash
// SEQ-NOT: scf.parallel
// SEQ-COUNT-8: memref.alloca
// SEQ: scf.for
// SEQ-NOT: memref.alloca
// SEQ: return
func.func @flash(%q: tensor<2x4x100x64xf16>, %k: tensor<2x2x257x64xf16>, %v: tensor<2x2x257x64xf16>) -> tensor<2x4x100x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 block_m 20 block_n 30
      : tensor<2x4x100x64xf16>, tensor<2x2x257x64xf16>, tensor<2x2x257x64xf16> -> tensor<2x4x100x64xf16>
  return %o : tensor<2x4x100x64xf16>
}

// -----

// Query blocks are of equal rows, whole register tiles each: 1024 queries
// under the default block_m of 192 are six blocks of 174, not five of 192
// and one of 64, so that two threads share them evenly; sequential loops,
// 16 blocks or more and causal masks keep block_m.
// CHECK-LABEL: func @flash_equal_query_blocks
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 174 : index
// CHECK-DAG: %[[BLOCKS:.*]] = arith.constant 6 : index
// CHECK: scf.parallel (%[[QB:.*]]) = (%{{.*}}) to (%[[BLOCKS]])
// CHECK: %[[START:.*]] = arith.muli %[[QB]], %[[ROWS]] : index
// CHECK: %[[LEFT:.*]] = arith.subi %{{.*}}, %[[START]] : index
// CHECK: %[[VALID:.*]] = arith.minsi %[[LEFT]], %[[ROWS]] : index
// SEQ-LABEL: func @flash_equal_query_blocks
// SEQ-DAG: %[[ROWS:.*]] = arith.constant 192 : index
// SEQ: scf.for %[[QB:.*]] = %{{.*}} to %{{.*}} step
// SEQ: arith.muli %[[QB]], %[[ROWS]] : index
func.func @flash_equal_query_blocks(%q: tensor<1x1x1024x64xf32>, %k: tensor<1x1x1024x64xf32>, %v: tensor<1x1x1024x64xf32>) -> tensor<1x1x1024x64xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.125
      : tensor<1x1x1024x64xf32>, tensor<1x1x1024x64xf32>, tensor<1x1x1024x64xf32> -> tensor<1x1x1024x64xf32>
  return %o : tensor<1x1x1024x64xf32>
}

// -----

// 64 rows are four 16-lane vectors but eleven 6-row P V tiles: the two
// padding rows that the last tile reads and Q Kᵀ and the softmax never
// write get zero rescales, accumulators and scores, not stack garbage.
// CHECK-LABEL: func @flash_zero_padding_rows
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C66:.*]] = arith.constant 66 : index
// CHECK: scf.for %[[ROW:.*]] = %[[C64]] to %[[C66]] step
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[ROW]]] : memref<192xf32>
// CHECK: vector.store %{{.*}}, %{{.*}}[%[[ROW]], %{{.*}}] : memref<192x64xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[ROW]]] : memref<48x192xf32>
func.func @flash_zero_padding_rows(%q: tensor<1x1x64x64xf32>, %k: tensor<1x1x64x64xf32>, %v: tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.125
      : tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32> -> tensor<1x1x64x64xf32>
  return %o : tensor<1x1x64x64xf32>
}

// -----

// A key block that key padding hides whole is skipped: the block loop ORs the
// block's flags and runs the block under that (right and left padding leave
// many such blocks).
// CHECK-LABEL: func @flash_padded_blocks_skipped
// CHECK-SAME: %[[PAD:[a-z0-9]+]]: tensor<2x64xi1>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[ANY:.*]] = scf.for %{{.*}} iter_args(%[[SOFAR:.*]] = %false) -> (i1) {
// CHECK: %[[KEPT:.*]] = tensor.extract %[[PAD]]
// CHECK: arith.ori %[[SOFAR]], %[[KEPT]] : i1
// CHECK: scf.if %[[ANY]] {
func.func @flash_padded_blocks_skipped(%q: tensor<2x1x64x16xf32>, %k: tensor<2x1x64x16xf32>, %v: tensor<2x1x64x16xf32>, %p: tensor<2x64xi1>) -> tensor<2x1x64x16xf32> {
  %o = attn.flash_attention %q, %k, %v key_padding(%p : tensor<2x64xi1>) scale 0.25 block_m 16 block_n 16
      : tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32>, tensor<2x1x64x16xf32> -> tensor<2x1x64x16xf32>
  return %o : tensor<2x1x64x16xf32>
}

// -----

// Sixteen blocks or more (eight heads of 1024 queries are 48) are left to the
// thread pool's dynamic scheduling and keep block_m's 192 rows.
// CHECK-LABEL: func @negative_flash_equal_query_blocks_many
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 192 : index
// CHECK: scf.parallel (%{{.*}}, %[[QB:.*]]) =
// CHECK: arith.muli %[[QB]], %[[ROWS]] : index
func.func @negative_flash_equal_query_blocks_many(%q: tensor<1x8x1024x64xf32>, %k: tensor<1x8x1024x64xf32>, %v: tensor<1x8x1024x64xf32>) -> tensor<1x8x1024x64xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.125
      : tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32>, tensor<1x8x1024x64xf32> -> tensor<1x8x1024x64xf32>
  return %o : tensor<1x8x1024x64xf32>
}

// -----

// Under a causal mask a block's work grows with its index whatever its rows,
// so the blocks keep block_m's 192 rows and a short last one.
// CHECK-LABEL: func @negative_flash_equal_query_blocks_causal
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 192 : index
// CHECK: scf.parallel (%[[QB:.*]]) =
// CHECK: arith.muli %[[QB]], %[[ROWS]] : index
func.func @negative_flash_equal_query_blocks_causal(%q: tensor<1x1x1024x64xf32>, %k: tensor<1x1x1024x64xf32>, %v: tensor<1x1x1024x64xf32>) -> tensor<1x1x1024x64xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal
      : tensor<1x1x1024x64xf32>, tensor<1x1x1024x64xf32>, tensor<1x1x1024x64xf32> -> tensor<1x1x1024x64xf32>
  return %o : tensor<1x1x1024x64xf32>
}

// -----

// Causal attention stops at the diagonal key block; an i1 mask selects
// -inf where it is false, then causality hides, within a block, the query
// lanes before the first query that sees a key.
// FLASH-LABEL: func @flash_causal_mask
// FLASH: %[[MASK:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<1x1x16x32xi1>
// FLASH: %[[M:.*]] = memref.load %[[MASK]]
// FLASH: arith.select %[[M]], %{{.*}}, %{{.*}} : f32
// FLASH: arith.cmpi slt, {{.*}} : vector<16xi32>
// FLASH: arith.select {{.*}} : vector<16xi1>, vector<16xf32>
func.func @flash_causal_mask(%q: tensor<1x1x16x8xf32>, %k: tensor<1x1x32x8xf32>, %v: tensor<1x1x32x8xf32>, %m: tensor<1x1x16x32xi1>) -> tensor<1x1x16x8xf32> {
  %o = attn.flash_attention %q, %k, %v mask(%m : tensor<1x1x16x32xi1>) scale 0.5 causal
      : tensor<1x1x16x8xf32>, tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32> -> tensor<1x1x16x8xf32>
  return %o : tensor<1x1x16x8xf32>
}

// -----

// Ops of other dialects are left alone.
// CHECK-LABEL: func @negative_not_attn
// CHECK: %[[Y:.*]] = arith.addf %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK: return %[[Y]]
func.func @negative_not_attn(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = arith.addf %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// linalg.softmax has no loop lowering: it is decomposed into generics.
// CHECK-LABEL: func @linalg_softmax
// CHECK-NOT: linalg.softmax
// CHECK: linalg.generic
// CHECK: math.exp
func.func @linalg_softmax(%s: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}
