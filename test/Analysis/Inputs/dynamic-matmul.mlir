// A product whose dims are dynamic, for tests that need figures that are
// formulas until bound.
func.func @dynamic(%a: tensor<?x64xf16>, %b: tensor<?x64xf16>) -> tensor<?x?xf16> {
  %s = attn.matmul %a, %b transpose_b : tensor<?x64xf16>, tensor<?x64xf16> -> tensor<?x?xf16>
  return %s : tensor<?x?xf16>
}
