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
