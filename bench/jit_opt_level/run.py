#!/usr/bin/env python3
"""attn-run's JIT at LLVM's O2 (its default) against O3: compile time and
run time, interleaved.

Two kinds of program:

- the fused kernel alone (attn.flash_attention, f32, 8 heads, B = 1, one
  thread), where run time is what matters: median of --repeat calls after one
  warm-up, then the median over --rounds processes;
- committed whole-model exports (test/Models/Inputs, PyTorch's inputs), which
  are hundreds of small loops: compile time is what matters there.

The models are also compiled at O0, which test/Models uses, and each
model row has the f64 check's wall time (attn-run's `reference_s`: compile
and run), compiled by attn-run's own rule (tools/attn-run/attn-run.cpp,
referenceOptLevel). Levels and programs alternate within each round, so that
load from other processes hits them alike. Prints a Markdown table for
docs/benchmarks.md with the load average before and after.

    bench/jit_opt_level/run.py --attn-run build/bin/attn-run [--rounds 3]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
MODELS = os.path.join(ROOT, "test", "Models", "Inputs")
LEVELS = (2, 3)
MODEL_LEVELS = (0, 2, 3)
KERNELS = [(1024, 64, False), (1024, 64, True), (4096, 64, False),
           (4096, 64, True), (2048, 128, True)]
DEFAULT_MODELS = ["llama-eager-bf16-d32", "gpt-oss-eager-bf16", "whisper-sdpa-bf16",
                  "t5-seq2seq-sdpa-bf16"]


def kernel_program(n, d, causal, heads=8):
    t = f"tensor<1x{heads}x{n}x{d}xf32>"
    return (f"func.func @attention(%q: {t}, %k: {t}, %v: {t}) -> {t} {{\n"
            f"  %o = attn.flash_attention %q, %k, %v scale {d ** -0.5:.6f}"
            f"{' causal' if causal else ''} : {t}, {t}, {t} -> {t}\n"
            f"  return %o : {t}\n}}\n")


def attn_run(binary, args):
    out = subprocess.run([binary, *args, "--json"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def load_average():
    return open("/proc/loadavg").read().split()[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attn-run", default="build/bin/attn-run")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS))
    args = parser.parse_args()
    models = [m for m in args.models.split(",") if m]
    for m in models:
        if not os.path.exists(os.path.join(MODELS, m + ".mlir")):
            sys.exit(f"run.py: no committed export {m} in {MODELS}")

    work = tempfile.TemporaryDirectory(prefix="attn-opt-level-")
    kernels = {}
    for n, d, causal in KERNELS:
        path = os.path.join(work.name, f"fused_{n}_{d}_{int(causal)}.mlir")
        with open(path, "w") as f:
            f.write(kernel_program(n, d, causal))
        kernels[(n, d, causal)] = path

    # samples[key][level] -> list of (compile_s, time_median_s or reference_s)
    samples = {}
    load_before = load_average()
    for _ in range(args.rounds):
        for key, path in kernels.items():
            for level in LEVELS:
                r = attn_run(args.attn_run, [path, "--reference", "none", "--warmup", "1",
                                             "--repeat", str(args.repeat),
                                             "--opt-level", str(level)])
                samples.setdefault(("kernel", key), {}).setdefault(level, []).append(
                    (r["compile_s"], r["time_median_s"]))
        for m in models:
            program, data = os.path.join(MODELS, m + ".mlir"), os.path.join(MODELS, m)
            for level in MODEL_LEVELS:
                r = attn_run(args.attn_run, [program, "--inputs", data,
                                             "--opt-level", str(level)])
                if not r["ok"]:
                    sys.exit(f"run.py: {m} fails its f64 check at O{level}")
                samples.setdefault(("model", m), {}).setdefault(level, []).append(
                    (r["compile_s"], r["reference_s"]))
    load_after = load_average()

    def med(key, level, i):
        return statistics.median(s[i] for s in samples[key][level])

    print(f"load average {load_before} before, {load_after} after; "
          f"median of {args.rounds} rounds")
    print()
    print("| kernel (f32, 8 heads) | compile O2 / O3 (s) | run O2 / O3 (ms) | run O3 / O2 |")
    print("| --- | --- | --- | --- |")
    for (n, d, causal) in KERNELS:
        key = ("kernel", (n, d, causal))
        c2, c3 = med(key, 2, 0), med(key, 3, 0)
        t2, t3 = med(key, 2, 1), med(key, 3, 1)
        print(f"| N={n} d={d}{' causal' if causal else ''} | {c2:.2f} / {c3:.2f} "
              f"| {t2 * 1e3:.1f} / {t3 * 1e3:.1f} | {t3 / t2:.2f} |")
    print()
    print("| model | compile O0 / O2 / O3 (s) | O3 / O2 | f64 check (s) |")
    print("| --- | --- | --- | --- |")
    for m in models:
        key = ("model", m)
        c0, c2, c3 = (med(key, level, 0) for level in MODEL_LEVELS)
        print(f"| {m} | {c0:.1f} / {c2:.1f} / {c3:.1f} | {c3 / c2:.1f}x "
              f"| {med(key, 2, 1):.1f} |")


if __name__ == "__main__":
    main()
