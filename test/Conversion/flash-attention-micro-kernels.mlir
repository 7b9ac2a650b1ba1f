// RUN: attn-opt %s -split-input-file --attn-lower-to-loops | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-lower-to-loops=vector-bits=512 | FileCheck %s --check-prefix=AVX512
// RUN: not attn-opt %s -split-input-file --attn-lower-to-loops=vector-bits=128 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADBITS

// BADBITS: error: vector-bits must be 256 or 512

// The f32 kernel for AVX2 (the default): K and V packed with masked vector
// loads where their innermost stride is 1 (element copies otherwise); Q Kᵀ
// a register tile of 6 keys by 16 queries, P V one of 6 rows by 16 value
// columns, each carrying its 6 accumulators through the reduction loop; the
// softmax's exps marked for the fast exp. With AVX-512 a vector is four
// registers, 64 lanes.
// CHECK-LABEL: func @micro_kernels_f32
// CHECK: %[[KB:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<1x2x70x40xf16>
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}:4, %[[STRIDES:.*]]:4 = memref.extract_strided_metadata %[[KB]]
// CHECK: %[[UNIT:.*]] = arith.cmpi eq, %[[STRIDES]]#3, %{{.*}} : index
// CHECK: scf.if %[[UNIT]] {
// CHECK: %[[KC:.*]] = memref.reinterpret_cast %[[BASE]]
// CHECK-SAME: to memref<1x2x70x40xf16, strided<[?, ?, ?, 1], offset: ?>>
// CHECK: %[[MASK:.*]] = vector.create_mask %{{.*}} : vector<16xi1>
// CHECK: %[[K:.*]] = vector.maskedload %[[KC]][{{.*}}], %[[MASK]], %{{.*}} : {{.*}}, vector<16xi1>, vector<16xf16> into vector<16xf16>
// CHECK: arith.extf %[[K]] : vector<16xf16> to vector<16xf32>
// CHECK: } else {
// CHECK: memref.load %[[KB]]
// CHECK: scf.for {{.*}} iter_args({{.*}}, {{.*}}, {{.*}}, {{.*}}, {{.*}}, {{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-6: vector.fma {{.*}} : vector<16xf32>
// CHECK: math.exp %{{.*}} {attn.fast_exp} : vector<16xf32>
// CHECK: math.exp %{{.*}} {attn.fast_exp} : vector<16xf32>
// CHECK: scf.for {{.*}} iter_args({{.*}}, {{.*}}, {{.*}}, {{.*}}, {{.*}}, {{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-6: vector.fma {{.*}} : vector<16xf32>
// AVX512-LABEL: func @micro_kernels_f32
// AVX512: vector.maskedload {{.*}} into vector<64xf16>
// AVX512: scf.for {{.*}} -> (vector<64xf32>, vector<64xf32>, vector<64xf32>, vector<64xf32>, vector<64xf32>, vector<64xf32>)
// AVX512-COUNT-6: vector.fma {{.*}} : vector<64xf32>
func.func @micro_kernels_f32(%q: tensor<1x2x50x40xf16>, %k: tensor<1x2x70x40xf16>, %v: tensor<1x2x70x24xf16>) -> tensor<1x2x50x24xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.25
      : tensor<1x2x50x40xf16>, tensor<1x2x70x40xf16>, tensor<1x2x70x24xf16> -> tensor<1x2x50x24xf16>
  return %o : tensor<1x2x50x24xf16>
}

// -----

// f32 keys and values whose rows are whole vectors (32 and 16 elements) are
// read in place where, at run time, their rows are the identity layout's
// and the block has no padding rows; else packed as above. The micro-kernels
// read either through one type with static row strides.
// The default blocks are 192 queries by 48 keys, multiples of the 6-row
// tiles and of the vectors, so no tile computes on padding.
// CHECK-LABEL: func @in_place_panels
// The layout check is made once per op, outside the block loops; each
// block adds its own padding check.
// CHECK: %[[KB:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<1x1x70x32xf32>
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}:4, %[[STRIDES:.*]]:4 = memref.extract_strided_metadata %[[KB]]
// CHECK-DAG: %[[ROWS:.*]] = arith.cmpi eq, %[[STRIDES]]#2, %{{.*}} : index
// CHECK-DAG: %[[UNIT:.*]] = arith.cmpi eq, %[[STRIDES]]#3, %{{.*}} : index
// CHECK: %[[LAYOUT:.*]] = arith.andi
// CHECK: memref.alloca() {{.*}} : memref<32x192xf32>
// CHECK: memref.alloca() {{.*}} : memref<48x32xf32>
// CHECK: %[[FULL:.*]] = arith.cmpi eq
// CHECK: %[[IN_PLACE:.*]] = arith.andi %[[LAYOUT]], %[[FULL]] : i1
// CHECK: %[[KEYS:.*]] = scf.if %[[IN_PLACE]] -> (memref<?x32xf32, strided<[32, 1], offset: ?>>) {
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BASE]] {{.*}} strides: [32, 1]
// CHECK: scf.yield %[[VIEW]]
// CHECK: } else {
// CHECK: vector.maskedload
// CHECK: %[[PACKED:.*]] = memref.cast %{{.*}} : memref<48x32xf32> to memref<?x32xf32, strided<[32, 1], offset: ?>>
// CHECK: scf.yield %[[PACKED]]
// CHECK: scf.if %{{.*}} -> (memref<?x16xf32, strided<[16, 1], offset: ?>>)
// CHECK: memref.load %[[KEYS]]
func.func @in_place_panels(%q: tensor<1x1x50x32xf32>, %k: tensor<1x1x70x32xf32>, %v: tensor<1x1x70x16xf32>) -> tensor<1x1x50x16xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25
      : tensor<1x1x50x32xf32>, tensor<1x1x70x32xf32>, tensor<1x1x70x16xf32> -> tensor<1x1x50x16xf32>
  return %o : tensor<1x1x50x16xf32>
}

// -----

// Rows of 40 f32 are not whole vectors: the block is always packed (zero
// columns to 48), with no in-place branch.
// CHECK-LABEL: func @negative_in_place_ragged_rows
// CHECK-NOT: memref.reinterpret_cast {{.*}} strides: [40, 1]
// CHECK-NOT: -> (memref<?x40xf32
// CHECK: return
func.func @negative_in_place_ragged_rows(%q: tensor<1x1x50x40xf32>, %k: tensor<1x1x70x40xf32>, %v: tensor<1x1x70x40xf32>) -> tensor<1x1x50x40xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25
      : tensor<1x1x50x40xf32>, tensor<1x1x70x40xf32>, tensor<1x1x70x40xf32> -> tensor<1x1x50x40xf32>
  return %o : tensor<1x1x50x40xf32>
}

// -----

// f64 keeps libm's exp, with two AVX2 registers of 4 lanes per vector.
// CHECK-LABEL: func @micro_kernels_f64
// CHECK: scf.for {{.*}} -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>)
// CHECK: math.exp %{{.*}} {attn.fast_exp} : vector<8xf64>
func.func @micro_kernels_f64(%q: tensor<1x1x8x8xf64>, %k: tensor<1x1x8x8xf64>, %v: tensor<1x1x8x8xf64>) -> tensor<1x1x8x8xf64> {
  %o = attn.flash_attention %q, %k, %v scale 0.5
      : tensor<1x1x8x8xf64>, tensor<1x1x8x8xf64>, tensor<1x1x8x8xf64> -> tensor<1x1x8x8xf64>
  return %o : tensor<1x1x8x8xf64>
}

// -----

// Causal masking costs compares and selects only in key blocks the diagonal
// crosses (the first query of the block cannot see its last key); the
// others, most of a long sequence, skip them.
// CHECK-LABEL: func @causal_diagonal_blocks_only
// CHECK: %[[CROSSED:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: scf.if %[[CROSSED]] {
// CHECK: %[[HIDDEN:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: arith.select %[[HIDDEN]], %{{.*}}, %{{.*}} : vector<16xi1>, vector<16xf32>
func.func @causal_diagonal_blocks_only(%q: tensor<1x1x200x16xf32>, %k: tensor<1x1x200x16xf32>, %v: tensor<1x1x200x16xf32>) -> tensor<1x1x200x16xf32> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal
      : tensor<1x1x200x16xf32>, tensor<1x1x200x16xf32>, tensor<1x1x200x16xf32> -> tensor<1x1x200x16xf32>
  return %o : tensor<1x1x200x16xf32>
}

// -----

// The next key block's K and V rows are prefetched into L2, one cache line
// (16 f32, 32 f16) at a time: the hardware prefetchers stop at each 4 KB
// page, and the micro-kernels read K and V in place. The lines, numbered
// row-major, are spread over the micro-kernels' tiles, K's over the Q Kᵀ
// tiles and V's over the P V tiles, a slice of ceil(lines / tiles) from
// each, so that they never all wait for line-fill buffers at once. The rows
// end where the block's keys do (here the causal bound, with GQA's shared
// key/value head).
// CHECK-LABEL: func @prefetch_next_key_block
// CHECK-DAG: %[[KB:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<1x1x70x40xf16>
// CHECK-DAG: %[[VB:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<1x1x70x24xf16>
// CHECK: scf.for %[[BLOCK:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %[[START:.*]] = arith.muli %[[BLOCK]], %{{.*}} : index
// CHECK: %[[TWO_BLOCKS:.*]] = arith.constant 96 : index
// CHECK: %[[AFTER:.*]] = arith.addi %[[START]], %[[TWO_BLOCKS]] : index
// CHECK: %[[END:.*]] = arith.minsi %[[AFTER]], %{{.*}} : index
// CHECK: %[[ONE_BLOCK:.*]] = arith.constant 48 : index
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[START]], %[[ONE_BLOCK]] : index
// CHECK: %[[KROWS:.*]] = arith.subi %[[END]], %[[NEXT]] : index
// CHECK: %[[KLINES:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[KSLICE:.*]] = arith.ceildivui %[[KLINES]], %{{.*}} : index
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[KFIRST:.*]] = arith.muli %{{.*}}, %[[KSLICE]] : index
// CHECK: %[[KLAST:.*]] = arith.addi %[[KFIRST]], %[[KSLICE]] : index
// CHECK: %[[KSTOP:.*]] = arith.minsi %[[KLAST]], %[[KLINES]] : index
// CHECK: scf.for %{{.*}} = %[[KFIRST]] to %[[KSTOP]]
// CHECK: %[[KROW:.*]] = arith.addi %[[NEXT]], %{{.*}} : index
// CHECK: memref.prefetch %[[KB]][%{{.*}}, %{{.*}}, %[[KROW]], %{{.*}}], read, locality<2>, data
// CHECK: vector.fma
// CHECK: %[[VSLICE:.*]] = arith.ceildivui
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[VFIRST:.*]] = arith.muli %{{.*}}, %[[VSLICE]] : index
// CHECK: scf.for %{{.*}} = %[[VFIRST]] to
// CHECK: %[[VROW:.*]] = arith.addi %[[NEXT]], %{{.*}} : index
// CHECK: memref.prefetch %[[VB]][%{{.*}}, %{{.*}}, %[[VROW]], %{{.*}}], read, locality<2>, data
// CHECK: vector.fma
func.func @prefetch_next_key_block(%q: tensor<1x2x50x40xf16>, %k: tensor<1x1x70x40xf16>, %v: tensor<1x1x70x24xf16>) -> tensor<1x2x50x24xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.25 causal
      : tensor<1x2x50x40xf16>, tensor<1x1x70x40xf16>, tensor<1x1x70x24xf16> -> tensor<1x2x50x24xf16>
  return %o : tensor<1x2x50x24xf16>
}
