#!/usr/bin/env python3
"""Writes one attn.flash_attention per sm_90a variant into DIR/NAME.mlir.

The variants the sm_90a kernel takes: d in {64, 128, 256}, bf16 and f16, plain,
causal, causal with a window, key padding with causal, and softcapping, all
at ragged lengths (Nq = 100, Nkv = 200: neither a multiple of 64) and with
GQA (4 query heads on 2).
"""

import os
import sys

TEMPLATE = """\
func.func @fa(%q: tensor<2x4x100x{d}x{t}>, %k: tensor<2x2x200x{d}x{t}>,
              %v: tensor<2x2x200x{d}x{t}>{args}) -> tensor<2x4x100x{d}x{t}> {{
  %o = attn.flash_attention %q, %k, %v{terms} scale 0.125{mask}
      : tensor<2x4x100x{d}x{t}>, tensor<2x2x200x{d}x{t}>,
        tensor<2x2x200x{d}x{t}> -> tensor<2x4x100x{d}x{t}>
  return %o : tensor<2x4x100x{d}x{t}>
}}
"""

PADDING = (", %p: tensor<2x200xi1>", " key_padding(%p : tensor<2x200xi1>)")

# name: (extra arguments, terms before the scale, what follows the scale)
MASKS = {"none": ("", "", ""), "causal": ("", "", " causal"),
         "window": ("", "", " causal window 96"),
         "padding": PADDING + (" causal",),
         "softcap": ("", "", " softcap 30.0")}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for d in (64, 128, 256):
        for t in ("bf16", "f16"):
            for name, (args, terms, mask) in MASKS.items():
                with open(os.path.join(out, f"d{d}-{t}-{name}.mlir"), "w") as f:
                    f.write(TEMPLATE.format(d=d, t=t, args=args, terms=terms,
                                            mask=mask))


if __name__ == "__main__":
    main()
