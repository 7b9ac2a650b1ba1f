// attn-run's --split-kv and --splits reach the GPU lowering of --device
// emulator (and cuda): the report's "emulated" line counts the launches and
// blocks the chosen kernels ran, and every run passes its f64 check.

// Off: the one fused kernel, a block per query head.
// RUN: attn-run %s --device emulator --split-kv=off | FileCheck %s --check-prefix=OFF
// OFF: emulated       1 launches, 8 blocks,
// OFF: out0 {{.*}} ok

// Auto: the split pair, 4 splits of 2 packed blocks and 4 combine blocks.
// RUN: attn-run %s --device emulator | FileCheck %s --check-prefix=AUTO
// AUTO: emulated       2 launches, 12 blocks,
// AUTO: out0 {{.*}} ok

// --splits=2: 2 splits of 2 packed blocks; the combine's 4 blocks stay.
// RUN: attn-run %s --device emulator --splits=2 | FileCheck %s --check-prefix=TWO
// TWO: emulated       2 launches, 8 blocks,
// TWO: out0 {{.*}} ok

// The JSON report names the options it ran with.
// RUN: attn-run %s --device emulator --split-kv=on --splits=2 --json | FileCheck %s --check-prefix=JSON
// JSON: "split_kv":"on","splits":2,
// JSON-SAME: "launches":2,"blocks":8,
// JSON-SAME: "ok":true}

// Bad values are one line and a non-zero exit.
// RUN: not attn-run %s --device emulator --split-kv=always 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: attn-run: error: unknown --split-kv 'always', expected auto, on or off
// RUN: not attn-run %s --device emulator --splits=-1 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: attn-run: error: --splits must be non-negative, got -1

// Decode: one query row per head, GQA 8 on 2, 1000 keys.
func.func @decode(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>) -> tensor<1x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}
