// Input of attn-promote-to-f64.mlir: a bitcast whose types must differ.
func.func @bitcast(%x: f32) -> i32 {
  %y = arith.bitcast %x : f32 to i32
  return %y : i32
}
