#!/usr/bin/env python3
"""The fused attentions of Swin-T's first stage as attn-opt reads them, for
one or two builds: each attn.flash_attention's dense operands and its row of
the traffic report, and the function's totals.

    build/torch-venv/bin/python bench/traffic/swin_bias.py \
        [--base OLD/attn-opt] [--new build/bin/attn-opt] [--batch 1]

Swin-T's stage 1 (224 x 224 images in 4 x 4 patches, 96 channels, windows of
7 x 7 patches, 3 heads, two blocks, the second shifted) is exported with
random weights by examples/pytorch/export_hf.py's importer fix-ups, then
raised and fused by each build. Needs torch, torch-mlir and transformers
(bash examples/pytorch/setup-venv.sh). Prints Markdown for
docs/benchmarks.md; the figures are the analysis's, exact, so one run
does.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "examples", "pytorch"))

import export_hf  # noqa: E402  (exits with a hint when torch is missing)
import torch  # noqa: E402
import transformers as hf  # noqa: E402
from torch_mlir import fx  # noqa: E402

OPERAND = re.compile(r"\b(mask|bias)\(%[^:]*: (tensor<[^>]*>)\)")


def export_swin_t(batch, path):
    torch.manual_seed(export_hf.SEED)
    config = hf.SwinConfig(image_size=224, patch_size=4, num_channels=3, embed_dim=96,
                           depths=[2], num_heads=[3], window_size=7)
    config._attn_implementation = "eager"
    model = export_hf.LastHidden(hf.SwinModel(config).eval(), "image").eval()
    pixels = torch.randn(batch, 3, 224, 224)
    with torch.no_grad():
        program = export_hf.importable_program(model, (pixels,))
        module = fx.export_and_import(program, output_type="linalg-on-tensors",
                                      func_name="forward", decomposition_table={})
    with open(path, "w") as f:
        f.write(str(module))


def report(attn_opt, source, work):
    fused = os.path.join(work, "fused.mlir")
    subprocess.run([attn_opt, source, "--attn-raise", "--attn-fuse", "-o", fused], check=True)
    table = subprocess.run([attn_opt, fused, "--attn-traffic-report", "-o", os.devnull],
                           check=True, capture_output=True, text=True)
    text = table.stdout + table.stderr
    operands = [", ".join(f"{kind} {ty}" for kind, ty in OPERAND.findall(line))
                for line in open(fused) if "attn.flash_attention" in line]
    rows = [line.split() for line in text.splitlines()
            if "attn.flash_attention" in line or line.strip().startswith("total")]
    return operands, rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="an attn-opt to compare against")
    parser.add_argument("--new", default=os.path.join(HERE, "..", "..", "build", "bin", "attn-opt"))
    parser.add_argument("--batch", type=int, default=1)
    args = parser.parse_args()
    builds = [("base", args.base), ("new", args.new)] if args.base else [("new", args.new)]
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "swin-t-stage1.mlir")
        export_swin_t(args.batch, source)
        print(f"Swin-T stage 1, batch {args.batch}, f32\n")
        print("| build | op | dense operands | bytes read | bytes written | predicted us |")
        print("| --- | --- | --- | ---: | ---: | ---: |")
        for name, attn_opt in builds:
            build_work = os.path.join(work, name)
            os.makedirs(build_work)
            operands, rows = report(attn_opt, source, build_work)
            flash = [r for r in rows if "attn.flash_attention" in r]
            for i, row in enumerate(flash):
                # #, op, flops, exp, bytes read, bytes written, ..., time us
                print(f"| {name} | {i} | {operands[i] if i < len(operands) else ''} | "
                      f"{row[4]} | {row[5]} | {row[-1]} |")
            for row in rows:
                if row[0] == "total":
                    print(f"| {name} | function total | | {row[3]} | {row[4]} | {row[-1]} |")


if __name__ == "__main__":
    main()
