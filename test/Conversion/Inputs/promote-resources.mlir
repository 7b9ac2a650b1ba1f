// Input of attn-promote-to-f64.mlir: weights as torch-mlir's FX importer
// stores them, in dense_resource blobs (a 4-byte alignment, then the
// little-endian elements), in f32, bf16 and f16.
func.func @resources() -> (tensor<4xf32>, tensor<2xbf16>, tensor<2xf16>, tensor<2xi64>) {
  %f32 = arith.constant dense_resource<weight_f32> : tensor<4xf32>
  %bf16 = arith.constant dense_resource<weight_bf16> : tensor<2xbf16>
  %f16 = arith.constant dense_resource<weight_f16> : tensor<2xf16>
  %i64 = arith.constant dense_resource<positions> : tensor<2xi64>
  return %f32, %bf16, %f16, %i64 : tensor<4xf32>, tensor<2xbf16>, tensor<2xf16>, tensor<2xi64>
}
{-#
  dialect_resources: {
    builtin: {
      weight_f32: "0x040000000000803F0000004000004040000080BF",
      weight_bf16: "0x04000000803F003F",
      weight_f16: "0x04000000003C00C0",
      positions: "0x0800000000000000000000000100000000000000"
    }
  }
#-}
