#!/usr/bin/env python3
"""What test/Models checks on one committed HuggingFace export: attn-opt
--attn-raise --attn-fuse fuses it; no fused op keeps a [..., Nq, Nkv] mask
or bias operand; attn-run's f64 check passes on the original and on the
fused program on PyTorch's inputs; the fused output matches PyTorch's
(DATA/expected0.npy, written by examples/pytorch/export_hf.py); and, with
--attn-compile, the whole fused model compiles to GPU plans. Prints one line
per check for FileCheck; needs no torch and no NumPy."""

import argparse
import json
import os
import re
import subprocess
import sys

FLASH = re.compile(r"attn\.flash_attention (.*)")
OPERAND = re.compile(r"\b(mask|bias)\(%[^:]*: tensor<([0-9x]+)x[a-z0-9]+>")


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def verdict(result):
    if result.returncode == 0:
        return "ok"
    lines = (result.stderr or result.stdout).strip().splitlines()
    return "FAIL: " + (lines[-1] if lines else f"exit {result.returncode}")


def output_verdict(outputs, check):
    """ok when every output passes `check(output)`'s comparison."""
    for output in outputs:
        c = check(output)
        if c is None:
            return f"FAIL: out{output['index']} was not compared"
        if not c["ok"]:
            return (f"FAIL: out{output['index']} {output['type']}: relative "
                    f"error {c['max_rel_error']:.3e} (tolerance {c['tolerance']:.1e})")
    return "ok"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("--data", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--attn-opt", required=True)
    parser.add_argument("--attn-run", required=True)
    parser.add_argument("--attn-compile")
    parser.add_argument("--mma", default="none")
    args = parser.parse_args()

    os.makedirs(args.work, exist_ok=True)
    fused = os.path.join(args.work, "fused.mlir")
    opt = run([args.attn_opt, args.model, "--attn-raise", "--attn-fuse", "-o", fused])
    if opt.returncode != 0:
        sys.exit("check_model.py: attn-opt failed: " + opt.stderr.strip())
    text = open(fused).read()
    ops = FLASH.findall(text)
    print(f"fused: {len(ops)} attn.flash_attention, "
          f"{text.count('attn.softmax') + text.count('linalg.softmax')} softmax left")
    dense = []
    for op in ops:
        for kind, shape in OPERAND.findall(op):
            dims = [int(d) for d in shape.split("x")]
            if len(dims) >= 2 and dims[-1] > 1 and dims[-2] > 1:
                dense.append(f"{kind} {shape}")
    print(f"N x N operands: {len(dense)}" + (f" ({', '.join(dense)})" if dense else ""))
    # The checks are of the values the lowering computes, not of LLVM's
    # optimizer (test/attn-run runs the kernels at O0, O2 and O3): O0
    # compiles a whole model in about 2 s, where O2 takes up to 30 s
    # (Whisper's hundreds of small loops, unrolled).
    attn_run = [args.attn_run, "--opt-level", "0"]
    print("f64 original:", verdict(run([*attn_run, args.model, "--inputs", args.data])))
    # One run checks the fused program both ways: the f64 reference and
    # PyTorch's output. With the f64 reference on, the tolerance against
    # PyTorch is the one the f64 check settles on (the program's own
    # rounding, where it is larger).
    fused_run = run([*attn_run, fused, "--inputs", args.data,
                     "--expected", args.data, "--json"])
    try:
        outputs = json.loads(fused_run.stdout)["outputs"]
    except (ValueError, KeyError):
        print("f64 fused:", verdict(fused_run))
        print("vs PyTorch:", verdict(fused_run))
    else:
        print("f64 fused:", output_verdict(outputs, lambda o: o))
        print("vs PyTorch:", output_verdict(outputs, lambda o: o.get("expected")))
    if args.attn_compile:
        plans = os.path.join(args.work, "plans")
        result = run([args.attn_compile, fused, "-o", plans, "--mma", args.mma])
        if result.returncode != 0:
            print("gpu:", verdict(result))
            return
        manifest = json.load(open(os.path.join(plans, "manifest.json")))
        compiled = manifest["ops"]
        left = manifest["left_out"]
        print(f"gpu: {len(compiled)} of {len(compiled) + len(left)} attention ops compiled")
        for entry in left:
            print("  left out:", entry["reason"])


if __name__ == "__main__":
    main()
