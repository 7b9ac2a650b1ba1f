// RUN: attn-opt %s -split-input-file --attn-traffic-report -o /dev/null | FileCheck %s --check-prefix=SM90
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=chip=sm_90a" -o /dev/null | FileCheck %s --check-prefix=SM90A
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=gpu=%S/Inputs/gpu-sm90a.json" -o /dev/null | FileCheck %s --check-prefix=SM90A
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=gpu=a100" -o /dev/null | FileCheck %s --check-prefix=A100
// RUN: attn-opt %s -split-input-file "--attn-traffic-report=gpu=a100 chip=sm_90 format=json" -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: attn-opt %s -split-input-file "--attn-lower-to-gpu=chip=sm_90" | FileCheck %s --check-prefix=LOWER90
// RUN: attn-opt %s -split-input-file "--attn-lower-to-gpu=chip=sm_90a" 2>/dev/null | FileCheck %s --check-prefix=LOWER90A
// RUN: attn-opt %s -split-input-file "--attn-lower-to-gpu=chip=sm_80" | FileCheck %s --check-prefix=LOWER80

// The tiled figure follows the kernel the gpu lowering runs on the chip: the
// GPU's own (a100: sm_80, h100 and h200: sm_90, a GPU file's "chip", sm_90
// when it has none) or the `chip` option's. The
// LOWER lines check the lowering's grids beside the model's figures.
// Expected figures were computed by hand from shared/spec/traffic-model.md.

// The JSON's gpu object names the chip; `chip` overrides the GPU's.
// JSON: "launch_us": 3,
// JSON-NEXT: "chip": "sm_90"

// d = 256, causal, 1000 rows: the sm_90 mma.sync kernel runs 64-row blocks
// (16 per head), the sm_90a wgmma kernel 128-row blocks (8 per head). Q is
// 2 x 2 x 1000 x 256 = 1,024,000 B; each block reads the keys its last row
// sees, 2 x 2 x 512 = 2,048 B a key: 64 x (1 + ... + 15) + 1000 = 8,680 keys
// with 64 rows, 128 x (1 + ... + 7) + 1000 = 4,584 with 128.
// SM90-LABEL: @prefill_d256
// SM90: tiled model: 18,800,640 bytes read
// SM90: note: no block_m: the tiled figure assumes 64 query rows per block, as the default kernel on sm_90 runs them
// SM90A-LABEL: @prefill_d256
// SM90A: tiled model: 10,412,032 bytes read
// SM90A: note: no block_m: the tiled figure assumes 128 query rows per block, as the default kernel on sm_90a runs them
// LOWER90-LABEL: @prefill_d256
// LOWER90: %[[M:.*]] = arith.constant 16 : index
// LOWER90: gpu.launch_func @attn_kernels::@prefill_d256_flash_attention_mma blocks in (%[[M]],
// LOWER90A-LABEL: @prefill_d256
// LOWER90A: %[[M:.*]] = arith.constant 8 : index
// LOWER90A: gpu.launch_func @attn_kernels::@prefill_d256_flash_attention_wgmma blocks in (%[[M]],
func.func @prefill_d256(%q: tensor<1x2x1000x256xbf16>, %k: tensor<1x2x1000x256xbf16>, %v: tensor<1x2x1000x256xbf16>) -> tensor<1x2x1000x256xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 causal : tensor<1x2x1000x256xbf16>, tensor<1x2x1000x256xbf16>, tensor<1x2x1000x256xbf16> -> tensor<1x2x1000x256xbf16>
  return %o : tensor<1x2x1000x256xbf16>
}

// -----

// With block sizes asked for, sm_90a runs the mma.sync kernel (it remarks
// so): the tiled figure keeps its 64-row blocks.
// SM90A-LABEL: @negative_block_n_on_sm90a
// SM90A: tiled model: 18,800,640 bytes read
// SM90A: note: no block_m: the tiled figure assumes 64 query rows per block, as the default kernel on sm_90a runs them
// LOWER90A-LABEL: @negative_block_n_on_sm90a
// LOWER90A: %[[M:.*]] = arith.constant 16 : index
// LOWER90A: gpu.launch_func @attn_kernels::@negative_block_n_on_sm90a_flash_attention_mma blocks in (%[[M]],
func.func @negative_block_n_on_sm90a(%q: tensor<1x2x1000x256xbf16>, %k: tensor<1x2x1000x256xbf16>, %v: tensor<1x2x1000x256xbf16>) -> tensor<1x2x1000x256xbf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.0625 causal block_n 32 : tensor<1x2x1000x256xbf16>, tensor<1x2x1000x256xbf16>, tensor<1x2x1000x256xbf16> -> tensor<1x2x1000x256xbf16>
  return %o : tensor<1x2x1000x256xbf16>
}

// -----

// Decode over 120 heads: 120 blocks fill fewer than sm_90's 132 SMs, so it
// splits the 4096 keys three ways; on sm_80's 108 SMs they need no split.
// Either way each head's K and V are read once, 2 x 120 x 4096 x 128 =
// 125,829,120 B, and Q is 15,360 B; the split adds its f32 partials written
// and read back, 2 x 4 x 120 x 3 x (64 + 2) = 190,080 B.
// SM90-LABEL: @decode_120_heads
// SM90: tiled model: 126,034,560 bytes read
// SM90: note: split-KV (3 splits, as the gpu lowering runs it on sm_90)
// A100-LABEL: @decode_120_heads
// A100: tiled model: 125,844,480 bytes read
// A100-NOT: split-KV
// A100: total
// LOWER90-LABEL: @decode_120_heads
// LOWER90: gpu.launch_func @attn_kernels::@decode_120_heads_flash_attention_split
// LOWER90: gpu.launch_func @attn_kernels::@decode_120_heads_flash_attention_combine
// LOWER80-LABEL: @decode_120_heads
// LOWER80: gpu.launch_func @attn_kernels::@decode_120_heads_flash_attention_mma
// LOWER80-NOT: gpu.launch_func
func.func @decode_120_heads(%q: tensor<1x120x1x64xf16>, %k: tensor<1x120x4096x64xf16>, %v: tensor<1x120x4096x64xf16>) -> tensor<1x120x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x120x1x64xf16>, tensor<1x120x4096x64xf16>, tensor<1x120x4096x64xf16> -> tensor<1x120x1x64xf16>
  return %o : tensor<1x120x1x64xf16>
}
