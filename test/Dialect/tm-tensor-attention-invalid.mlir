// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier message of tm_tensor.attention.

func.func @two_inputs(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected three or four inputs (query, key, value and an optional mask), got 2}}
  %r = tm_tensor.attention ins(%q, %k : tensor<2x4x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @two_outputs(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected one output, got 2}}
  %r:2 = tm_tensor.attention ins(%q, %k, %k : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o, %o : tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>, tensor<2x4x8xf32>
  return
}

// -----

func.func @rank_one(%q: tensor<8xf32>, %o: tensor<8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected operands of rank 2 or more, got rank 1}}
  %r = tm_tensor.attention ins(%q, %q, %q : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @key_rank(%q: tensor<2x4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the key to have the output's rank 3, got 2}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @mixed(%q: tensor<2x4x8xf32>, %k: memref<2x6x8xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected operands that are all tensors or all memrefs}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, memref<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @int_query(%q: tensor<2x4x8xi32>, %k: tensor<2x6x8xi32>, %o: tensor<2x4x8xi32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected a float query, got 'i32'}}
  %r = tm_tensor.attention ins(%q, %k, %k : tensor<2x4x8xi32>, tensor<2x6x8xi32>, tensor<2x6x8xi32>) outs(%o : tensor<2x4x8xi32>) -> tensor<2x4x8xi32>
  return
}

// -----

func.func @value_type(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x8xf16>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the value to have the query's element type 'f32', got 'f16'}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf16>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @output_type(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %o: tensor<2x4x8xf16>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the output to have the query's element type 'f32', got 'f16'}}
  %r = tm_tensor.attention ins(%q, %k, %k : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf16>) -> tensor<2x4x8xf16>
  return
}

// -----

// torch-mlir's own lowering adds a float mask to the scores in their type.
func.func @mask_type(%q: tensor<2x4x8xf16>, %k: tensor<2x6x8xf16>, %m: tensor<2x4x6xf32>, %o: tensor<2x4x8xf16>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the mask to be i1 or the query's element type 'f16', got 'f32'}}
  %r = tm_tensor.attention ins(%q, %k, %k, %m : tensor<2x4x8xf16>, tensor<2x6x8xf16>, tensor<2x6x8xf16>, tensor<2x4x6xf32>) outs(%o : tensor<2x4x8xf16>) -> tensor<2x4x8xf16>
  return
}

// -----

func.func @key_batch(%q: tensor<2x4x8xf32>, %k: tensor<3x6x8xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the key to have the query's batch dims 2, got 3}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<3x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @mask_batch(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x6x8xf32>, %m: tensor<1x1x4x6xi1>, %o: tensor<1x2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the mask to have the query's batch dims 1x2, got 1x1}}
  %r = tm_tensor.attention ins(%q, %k, %k, %m : tensor<1x2x4x8xf32>, tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<1x1x4x6xi1>) outs(%o : tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  return
}

// -----

func.func @head_dim(%q: tensor<2x4x8xf32>, %k: tensor<2x6x4xf32>, %v: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the key's head dim to be the query's (8), got 4}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x4xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @value_length(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x5x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the value's sequence length to be the key's (6), got 5}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x5x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @mask_shape(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %m: tensor<2x4x4xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the mask to be [query length, key length] (4x6) in its last two dims, got 4x4}}
  %r = tm_tensor.attention ins(%q, %k, %k, %m : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>, tensor<2x4x4xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @output_shape(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %v: tensor<2x6x4xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected the output shape 2x4x4 (the query's with the value's head dim), got 2x4x8}}
  %r = tm_tensor.attention ins(%q, %k, %v : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x4xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @no_result(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected one result of the output's type}}
  tm_tensor.attention ins(%q, %k, %k : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>)
  return
}

// -----

func.func @memref_result(%q: memref<2x4x8xf32>, %k: memref<2x6x8xf32>, %o: memref<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected no results on memrefs}}
  %r = tm_tensor.attention ins(%q, %k, %k : memref<2x4x8xf32>, memref<2x6x8xf32>, memref<2x6x8xf32>) outs(%o : memref<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}

// -----

func.func @infinite_scale(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>, %o: tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tm_tensor.attention' op expected a finite scale, got}}
  %r = tm_tensor.attention {scale = 0x7FF0000000000000 : f64} ins(%q, %k, %k : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) outs(%o : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return
}
