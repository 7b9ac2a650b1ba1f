// REQUIRES: ptxas

// attn-compile's --split-kv and --splits reach --attn-lower-to-gpu: each run
// prints the plan's launches (kernel and grid; the split kernel's grid z is
// its split count).

// RUN: rm -rf %t && mkdir -p %t

// Decode (GQA 8 on 2, 1000 keys): off keeps the one fused kernel; auto
// chooses the split pair from the shapes (4 splits), on forces it, and
// --splits=3 sets the count.
// RUN: attn-compile %s --entry decode -o %t/off --split-kv=off
// RUN: %python %S/Inputs/plan_launches.py %t/off/plan.json | FileCheck %s --check-prefix=OFF
// OFF: decode_flash_attention_mma [1, 8, 1]
// OFF-NOT: combine

// RUN: attn-compile %s --entry decode -o %t/auto --split-kv=auto
// RUN: %python %S/Inputs/plan_launches.py %t/auto/plan.json | FileCheck %s --check-prefix=SPLIT4
// RUN: attn-compile %s --entry decode -o %t/on --split-kv=on
// RUN: %python %S/Inputs/plan_launches.py %t/on/plan.json | FileCheck %s --check-prefix=SPLIT4
// SPLIT4: decode_flash_attention_split [1, 2, 4]
// SPLIT4-NEXT: decode_flash_attention_combine [4, 1, 1]

// RUN: attn-compile %s --entry decode -o %t/three --splits=3
// RUN: %python %S/Inputs/plan_launches.py %t/three/plan.json | FileCheck %s --check-prefix=SPLIT3
// SPLIT3: decode_flash_attention_split [1, 2, 3]
// SPLIT3-NEXT: decode_flash_attention_combine [4, 1, 1]

// --splits sets the count only where the kernel splits, as the pass option
// does: with off the plan is the fused kernel's.
// RUN: attn-compile %s --entry decode -o %t/off3 --split-kv=off --splits=3
// RUN: %python %S/Inputs/plan_launches.py %t/off3/plan.json | FileCheck %s --check-prefix=OFF

// 256 query rows over 1024 keys: too many rows for auto to split (and then
// --splits has no effect), but on splits them.
// RUN: attn-compile %s --entry prefill -o %t/pauto --splits=3
// RUN: %python %S/Inputs/plan_launches.py %t/pauto/plan.json | FileCheck %s --check-prefix=PAUTO
// PAUTO: prefill_flash_attention_mma [2, 2, 1]
// PAUTO-NOT: split
// RUN: attn-compile %s --entry prefill -o %t/pon --split-kv=on
// RUN: %python %S/Inputs/plan_launches.py %t/pon/plan.json | FileCheck %s --check-prefix=PON
// PON: prefill_flash_attention_split [4, 2, 4]
// PON-NEXT: prefill_flash_attention_combine [256, 1, 1]

// Bad values are one line and a non-zero exit, before the input is read.
// RUN: not attn-compile %s --entry decode -o %t/x --split-kv=maybe 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: attn-compile: error: unknown --split-kv 'maybe', expected auto, on or off
// RUN: not attn-compile %s --entry decode -o %t/x --splits=-2 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: attn-compile: error: --splits must be non-negative, got -2
// RUN: not test -e %t/x

// on needs the tensor-core kernel: the lowering's located error.
// RUN: not attn-compile %s --entry decode -o %t/y --split-kv=on --mma none 2>&1 | FileCheck %s --check-prefix=NOSYNC
// NOSYNC: attn-compile-split-kv.mlir:[[@LINE+4]]:8: error: 'attn.flash_attention' op split-kv=on needs mma=sync

// Decode: one query row per head, GQA 8 on 2, 1000 keys.
func.func @decode(%q: tensor<1x8x1x64xf16>, %k: tensor<1x2x1000x64xf16>, %v: tensor<1x2x1000x64xf16>) -> tensor<1x8x1x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x8x1x64xf16>, tensor<1x2x1000x64xf16>, tensor<1x2x1000x64xf16> -> tensor<1x8x1x64xf16>
  return %o : tensor<1x8x1x64xf16>
}

// Prefill-like: 256 query rows per head over 1024 keys.
func.func @prefill(%q: tensor<1x2x256x64xf16>, %k: tensor<1x2x1024x64xf16>, %v: tensor<1x2x1024x64xf16>) -> tensor<1x2x256x64xf16> {
  %o = attn.flash_attention %q, %k, %v scale 0.125 : tensor<1x2x256x64xf16>, tensor<1x2x1024x64xf16>, tensor<1x2x1024x64xf16> -> tensor<1x2x256x64xf16>
  return %o : tensor<1x2x256x64xf16>
}
