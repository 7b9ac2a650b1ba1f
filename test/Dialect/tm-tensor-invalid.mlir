// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier message of tm_tensor.scan.

func.func @two_inputs(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected one input, got 2}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x, %x : tensor<2x8xi64>, tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @one_output(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected two outputs (the output and the accumulator), got 1}}
  %r = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o : tensor<2x8xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>
  return
}

// -----

func.func @unranked(%x: tensor<*xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected ranked operands}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<*xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @mixed(%x: tensor<2x8xi64>, %o: memref<2x8xi64>, %c: memref<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected operands that are all tensors or all memrefs}}
  tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : memref<2x8xi64>, memref<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  }
  return
}

// -----

func.func @dimension_out_of_range(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op dimension 2 is out of range for an input of rank 2}}
  %r:2 = tm_tensor.scan dimension(2) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @element_type(%x: tensor<2x8xi64>, %o: tensor<2x8xi32>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected the output and the accumulator to have the input's element type 'i64'}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi32>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi32>, tensor<2xi64>
  return
}

// -----

func.func @output_shape(%x: tensor<2x8xi64>, %o: tensor<2x7xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected the output to have the input's shape 2x8, got 2x7}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x7xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x7xi64>, tensor<2xi64>
  return
}

// -----

func.func @accumulator_shape(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<8xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected the accumulator to have the input's shape without dimension 1 (2), got 8}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<8xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<8xi64>
  return
}

// -----

func.func @result_types(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected the results to have the types of the outputs}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<?xi64>
  return
}

// -----

func.func @memref_results(%x: memref<2x8xi64>, %o: memref<2x8xi64>, %c: memref<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected no results on memrefs}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : memref<2x8xi64>) outs(%o, %c : memref<2x8xi64>, memref<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @block_arity(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected the region to have two arguments (the running value and the input element), got 1}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64):
    tm_tensor.yield %a : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @block_arg_type(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected region argument #1 to have the element type 'i64', got 'i32'}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i32):
    tm_tensor.yield %a : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @yield_count(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    // expected-error @+1 {{'tm_tensor.yield' op expected one yielded value, got 2}}
    tm_tensor.yield %a, %b : i64, i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @yield_type(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %t = arith.trunci %a : i64 to i32
    // expected-error @+1 {{'tm_tensor.yield' op expected the yielded value to have the element type 'i64', got 'i32'}}
    tm_tensor.yield %t : i32
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

func.func @terminator(%x: tensor<2x8xi64>, %o: tensor<2x8xi64>, %c: tensor<2xi64>) {
  // expected-error @+1 {{'tm_tensor.scan' op expected the region to end with tm_tensor.yield}}
  %r:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<2x8xi64>) outs(%o, %c : tensor<2x8xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
  } -> tensor<2x8xi64>, tensor<2xi64>
  return
}

// -----

// One case per verifier message of tm_tensor.scatter; the region checks
// it shares with tm_tensor.scan are covered above.

// Shapes are read from the types: every operand is ranked.
func.func @scatter_unranked(%u: tensor<2x1x3xf32>, %i: tensor<*xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected ranked operands}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<*xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// Tensors and memrefs do not mix.
func.func @scatter_mixed(%u: tensor<2x1x3xf32>, %i: memref<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected operands that are all tensors or all memrefs}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, memref<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// Indices are an integer matrix [updates, depth].
func.func @scatter_float_indices(%u: tensor<2x1x3xf32>, %i: tensor<2x1xf32>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected indices of rank 2 ([updates, index depth]) and an integer type, got 'tensor<2x1xf32>'}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x1xf32>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// The depth fixes how many dims the indices address: it must be static.
func.func @scatter_dynamic_depth(%u: tensor<2x1x3xf32>, %i: tensor<2x?xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected a static index depth}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x?xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// Updates carry the update count as their first dim.
func.func @scatter_scalar_updates(%u: tensor<f32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected updates of rank 1 or more}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<f32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// One row of indices per update.
func.func @scatter_update_count(%u: tensor<3x1x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected as many updates as indices (2), got 3}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3x1x3xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// One dimension_map entry per index column.
func.func @scatter_map_size(%u: tensor<2x1x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected the dimension map to have the index depth 1 entries, got 2}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// A mapped dim must exist in the original.
func.func @scatter_map_range(%u: tensor<2x1x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op dimension map entry 2 is out of range for an original of rank 2}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 2>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// Two index columns cannot address one dim.
func.func @scatter_map_repeated(%u: tensor<2x1x3xf32>, %i: tensor<2x2xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op dimension map entry 0 is repeated}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x2xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// The update slice lines up with the original's last dims, so it cannot have more of them.
func.func @scatter_slice_rank(%u: tensor<2x1x1x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected an update slice of rank at most the original's 2, got 3}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x1x3xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// A dim before the slice gets its position only from the indices: it must be mapped.
func.func @scatter_unmapped_dim(%u: tensor<2x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected dim 0 of the original, before the update slice, to be in the dimension map}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 1>} unique_indices(true) ins(%u, %i : tensor<2x3xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// The slice must fit in the dims it lines up with.
func.func @scatter_slice_size(%u: tensor<2x1x4xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected the update slice 1x4 to fit the original's last dims 6x3}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x4xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// Updates are stored into the original: same element type.
func.func @scatter_element_type(%u: tensor<2x1x3xf16>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected the updates to have the original's element type 'f32', got 'f16'}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf16>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// On tensors the result is the updated original.
func.func @scatter_result_type(%u: tensor<2x1x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected one result of the original's type}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x4xf32>
  return
}

// -----

// On memrefs the original is written in place: no result.
func.func @scatter_memref_result(%u: memref<2x1x3xf32>, %i: memref<2x1xi64>, %o: memref<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected no results on memrefs}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : memref<2x1x3xf32>, memref<2x1xi64>) outs(%o : memref<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// The region combines the update and the current value.
func.func @scatter_block_arity(%u: tensor<2x1x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected the region to have two arguments (the update and the current value), got 1}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x1xi64>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// The inputs are the updates and the indices, nothing else.
func.func @scatter_one_input(%u: tensor<2x1x3xf32>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected two inputs (the updates and the indices), got 1}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u : tensor<2x1x3xf32>) outs(%o : tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>
  return
}

// -----

// One original is updated.
func.func @scatter_two_outputs(%u: tensor<2x1x3xf32>, %i: tensor<2x1xi64>, %o: tensor<6x3xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op expected one output (the original), got 2}}
  %r:2 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<2x1x3xf32>, tensor<2x1xi64>) outs(%o, %o : tensor<6x3xf32>, tensor<6x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<6x3xf32>, tensor<6x3xf32>
  return
}

// -----

// One case per verifier message of tm_tensor.sort.

// Something must be sorted (the generic form: the custom one cannot spell
// an empty `outs`).
func.func @sort_no_output() {
  // expected-error @+1 {{'tm_tensor.sort' op expected at least one output}}
  "tm_tensor.sort"() <{dimension = 0 : i64}> ({
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  }) : () -> ()
  return
}

// -----

// The dimension is read from the types: every operand is ranked.
func.func @sort_unranked(%v: tensor<*xf32>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected ranked operands}}
  %r = tm_tensor.sort dimension(1) outs(%v : tensor<*xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>
  return
}

// -----

// Tensors and memrefs do not mix.
func.func @sort_mixed(%v: tensor<4x8xf32>, %i: memref<4x8xi64>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected operands that are all tensors or all memrefs}}
  %r = tm_tensor.sort dimension(1) outs(%v, %i : tensor<4x8xf32>, memref<4x8xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>
  return
}

// -----

// The operands are permuted together: one shape.
func.func @sort_shapes(%v: tensor<4x8xf32>, %i: tensor<4x7xi64>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected output #1 to have the shape of output #0 4x8, got 4x7}}
  %r:2 = tm_tensor.sort dimension(1) outs(%v, %i : tensor<4x8xf32>, tensor<4x7xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>, tensor<4x7xi64>
  return
}

// -----

// The sorted dimension exists.
func.func @sort_dimension(%v: tensor<4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.sort' op dimension 2 is out of range for operands of rank 2}}
  %r = tm_tensor.sort dimension(2) outs(%v : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>
  return
}

// -----

// On tensors the results are the sorted operands.
func.func @sort_result_types(%v: tensor<4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected the results to have the types of the outputs}}
  %r = tm_tensor.sort dimension(1) outs(%v : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf16>
  return
}

// -----

// On memrefs the operands are sorted in place: no results.
func.func @sort_memref_results(%v: memref<4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected no results on memrefs}}
  %r = tm_tensor.sort dimension(1) outs(%v : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>
  return
}

// -----

// The region compares a pair of each operand.
func.func @sort_block_arity(%v: tensor<4x8xf32>, %i: tensor<4x8xi64>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected the region to have two arguments per output (4), got 2}}
  %r:2 = tm_tensor.sort dimension(1) outs(%v, %i : tensor<4x8xf32>, tensor<4x8xi64>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>, tensor<4x8xi64>
  return
}

// -----

// Each pair has its operand's element type.
func.func @sort_block_arg_type(%v: tensor<4x8xf32>, %i: tensor<4x8xi64>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected region argument #2 to have the element type 'i64' of output #1, got 'f32'}}
  %r:2 = tm_tensor.sort dimension(1) outs(%v, %i : tensor<4x8xf32>, tensor<4x8xi64>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: i64):
    %ge = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %ge : i1
  } -> tensor<4x8xf32>, tensor<4x8xi64>
  return
}

// -----

// The region ends with the answer.
func.func @sort_terminator(%v: tensor<4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.sort' op expected the region to end with tm_tensor.yield}}
  %r = tm_tensor.sort dimension(1) outs(%v : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %ge = arith.cmpf oge, %a, %b : f32
  } -> tensor<4x8xf32>
  return
}

// -----

// The region answers whether the pair is in order: one i1.
func.func @sort_yield_type(%v: tensor<4x8xf32>) {
  %r = tm_tensor.sort dimension(1) outs(%v : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    // expected-error @+1 {{'tm_tensor.yield' op expected one i1 value (whether the pair is in order)}}
    tm_tensor.yield %a : f32
  } -> tensor<4x8xf32>
  return
}
