#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target into a folder.

  make_corpus.py mlir TEST_DIR OUT  one seed per split-input-file case of the
                                    .mlir tests, RUN and CHECK lines dropped
  make_corpus.py npy OUT            small .npy files of every dtype attn-run
                                    reads, each behind the byte that picks it
  make_corpus.py plan OUT           plan.json files shaped as attn-compile
                                    writes them (fused, unfused, bf16, f32)

Files under extra-seeds/KIND/ next to this script join the corpus: inputs
that once crashed a target, and edge cases written by hand.

Only the standard library: CI runs it before NumPy is needed.
"""

import json
import os
import shutil
import struct
import sys


def write(dst, count, suffix, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(os.path.join(dst, f"seed{count:05d}{suffix}"), mode) as out:
        out.write(data)


def mlir_seeds(src, dst):
    count = 0
    for base, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith(".mlir"):
                continue
            with open(os.path.join(base, name), encoding="utf-8") as f:
                text = f.read()
            for case in text.split("// -----"):
                lines = [l for l in case.splitlines()
                         if not l.lstrip().startswith("//")]
                body = "\n".join(lines).strip()
                if body:
                    write(dst, count, ".mlir", body + "\n")
                    count += 1
    return count


# attn-fuzz-npy's first byte selects attn-run's element type, in this order;
# bf16 is read from float32 files.
NPY_KINDS = [("<f2", "e", 0), ("<f4", "f", 1), ("<f4", "f", 2),
             ("<f8", "d", 3), ("|b1", "?", 4)]


def npy_bytes(descr, fmt, shape, values, version=1):
    dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
    header = f"{{'descr': '{descr}', 'fortran_order': False, 'shape': ({dims}), }}"
    prefix = 10 if version == 1 else 12
    header += " " * ((64 - (prefix + len(header) + 1) % 64) % 64) + "\n"
    size = struct.pack("<H" if version == 1 else "<I", len(header))
    data = struct.pack("<" + fmt * len(values), *values)
    return b"\x93NUMPY" + bytes([version, 0]) + size + header.encode() + data


def npy_seeds(dst):
    count = 0
    for descr, fmt, selector in NPY_KINDS:
        for shape in [(), (3,), (2, 3), (1, 2, 2, 2), (0, 4)]:
            n = 1
            for d in shape:
                n *= d
            if fmt == "?":
                values = [i % 3 == 0 for i in range(n)]
            else:
                values = [(-1.5) ** i for i in range(n)]
            for version in (1, 2):
                write(dst, count, ".npy", bytes([selector]) +
                      npy_bytes(descr, fmt, shape, values, version))
                count += 1
    return count


def plan(buffers, launches):
    return {"buffers": [{"bytes": b, "dtype": t, "name": n, "role": r,
                         "shape": s} for n, r, t, s, b in buffers],
            "chip": "sm_90", "entry": "attention",
            "launches": [{"args": a, "block": blk, "dynamic_shared_bytes": sm,
                          "grid": g, "kernel": k}
                         for k, a, g, blk, sm in launches],
            "mma": "sync", "module": "kernels.cubin", "ptx": "kernels.ptx",
            "version": 1}


def plan_seeds(dst):
    qkv = [1, 2, 64, 64]
    fused = plan(
        [(f"arg{i}", "output" if i == 3 else "input", "f16", qkv, 16384)
         for i in range(4)],
        [("attention_flash_attention_mma", ["arg0", "arg1", "arg2", "arg3"],
          [1, 2, 1], [128, 1, 1], 46080)])
    unfused = plan(
        [(f"arg{i}", "output" if i == 3 else "input", "f32", qkv, 32768)
         for i in range(4)] +
        [(f"scratch{i}", "scratch", "f32", [1, 2, 64, 64], 32768)
         for i in range(2)],
        [("attention_matmul", ["arg0", "arg1", "scratch0"], [4, 4, 2],
          [16, 16, 1], 0),
         ("attention_softmax", ["scratch0", "scratch1"], [32, 1, 1],
          [32, 4, 1], 0),
         ("attention_matmul_1", ["scratch1", "arg2", "arg3"], [4, 4, 2],
          [16, 16, 1], 0)])
    gqa = plan(
        [("arg0", "input", "bf16", [2, 8, 128, 128], 524288),
         ("arg1", "input", "bf16", [2, 2, 128, 128], 131072),
         ("arg2", "input", "bf16", [2, 2, 128, 128], 131072),
         ("arg3", "output", "bf16", [2, 8, 128, 128], 524288)],
        [("attention_flash_attention_mma", ["arg0", "arg1", "arg2", "arg3"],
          [2, 16, 1], [128, 1, 1], 52224)])
    seeds = [json.dumps(fused, indent=2), json.dumps(unfused),
             json.dumps(gqa, sort_keys=True),
             '{"module": "k.cubin", "buffers": [], "launches": []}',
             '{"module": "k\\u0041.cubin", "buffers": [], "launches": []}']
    for count, text in enumerate(seeds):
        write(dst, count, ".json", text + "\n")
    return len(seeds)


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else ""
    if kind == "mlir" and len(sys.argv) == 4:
        os.makedirs(sys.argv[3], exist_ok=True)
        count = mlir_seeds(sys.argv[2], sys.argv[3])
    elif kind in ("npy", "plan") and len(sys.argv) == 3:
        os.makedirs(sys.argv[2], exist_ok=True)
        count = (npy_seeds if kind == "npy" else plan_seeds)(sys.argv[2])
    else:
        sys.exit("usage: make_corpus.py mlir TEST_DIR OUT | npy OUT | plan OUT")
    extra = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                         "extra-seeds", kind)
    if os.path.isdir(extra):
        for name in sorted(os.listdir(extra)):
            shutil.copy(os.path.join(extra, name),
                        os.path.join(sys.argv[-1], "extra-" + name))
            count += 1
    print(f"corpus {kind}: {count} seeds")


if __name__ == "__main__":
    main()
