// RUN: attn-opt %s --attn-lower-to-gpu=chip=sm_80 --attn-to-cubin="chip=sm_80 format=isa" | FileCheck %s

// The pipeline's PTX (format=isa needs no ptxas): the tensor-core
// instructions, cp.async with L1 bypass, and dynamic shared memory declared
// extern. The host function is left on memrefs for the plan reader.
// CHECK-LABEL: func.func @fused
// CHECK: gpu.launch_func @attn_kernels::@fused_flash_attention_mma
// CHECK: gpu.binary @attn_kernels
// CHECK-SAME: chip = "sm_80"
// CHECK-SAME: .target sm_80
// CHECK-SAME: .extern .shared .align 16 .b8 __dynamic_shmem__0[];
// CHECK-SAME: .entry fused_flash_attention_mma(
// CHECK-SAME: cp.async.cg.shared.global
// CHECK-SAME: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-SAME: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-SAME: shfl.sync.bfly.b32
// CHECK-SAME: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
module {
  func.func @fused(%q: tensor<1x2x64x64xbf16>, %k: tensor<1x2x64x64xbf16>, %v: tensor<1x2x64x64xbf16>) -> tensor<1x2x64x64xbf16> {
    %o = attn.flash_attention %q, %k, %v scale 0.125 causal : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16> -> tensor<1x2x64x64xbf16>
    return %o : tensor<1x2x64x64xbf16>
  }
}
