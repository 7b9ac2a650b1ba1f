// Input of errors.test: a scalar argument attn-run cannot feed.
func.func @f(%x: f32) -> f32 {
  return %x : f32
}
