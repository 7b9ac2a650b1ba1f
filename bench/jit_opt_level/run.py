#!/usr/bin/env python3
"""attn-run's JIT: LLVM's optimization level and loop unrolling, compile time
against run time, interleaved.

Configurations (`--opt-level`, `--llvm-loop-unroll`): O2 (the default, LLVM
unrolls nothing), O2 with LLVM's unrolling (the default until 2026-12-07),
O3 with it (the default before that), and O0 for the models (what
test/Models uses). Two kinds of program:

- the fused kernel alone (attn.flash_attention, f32, 8 heads, B = 1, one
  thread), whose run time is what matters;
- whole-model exports, hundreds of small loops, whose compile time is most
  of a run at the committed fixtures' sizes: the committed ones
  (test/Models/Inputs, PyTorch's inputs) by name, and any other export as
  PROGRAM.mlir=INPUTS_DIR (examples/pytorch/export_hf.py at a larger
  --seq, before or after attn-opt --attn-raise --attn-fuse).

Run times are the median of --repeat calls after one warm-up; each figure is
the median over --rounds processes. Configurations and programs alternate
within each round, so that load from other processes hits them alike.
Prints Markdown tables for docs/benchmarks.md with the load average before
and after.

    bench/jit_opt_level/run.py --attn-run build/bin/attn-run [--rounds 3]
        [--models llama-eager-bf16-d32,/tmp/x/llama-sdpa-f32.mlir=/tmp/x/llama-sdpa-f32]
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
CONFIGS = {
    "O0": ["--opt-level", "0"],
    "O2": ["--opt-level", "2"],
    "O2+unroll": ["--opt-level", "2", "--llvm-loop-unroll"],
    "O3+unroll": ["--opt-level", "3", "--llvm-loop-unroll"],
}
KERNEL_CONFIGS = ("O2", "O2+unroll", "O3+unroll")
MODEL_CONFIGS = ("O0", "O2", "O2+unroll")
KERNELS = [(1024, 64, False), (1024, 64, True), (4096, 64, False),
           (4096, 64, True), (2048, 128, True)]
DEFAULT_MODELS = ["llama-eager-bf16-d32", "gpt-oss-eager-bf16", "whisper-sdpa-bf16",
                  "t5-seq2seq-sdpa-bf16", "bert-sdpa-f32", "vit-eager-f32"]


def kernel_program(n, d, causal, heads=8):
    t = f"tensor<1x{heads}x{n}x{d}xf32>"
    return (f"func.func @attention(%q: {t}, %k: {t}, %v: {t}) -> {t} {{\n"
            f"  %o = attn.flash_attention %q, %k, %v scale {d ** -0.5:.6f}"
            f"{' causal' if causal else ''} : {t}, {t}, {t} -> {t}\n"
            f"  return %o : {t}\n}}\n")


def model_paths(spec):
    """(label, program, inputs dir) of a committed export's name or of
    PROGRAM.mlir=INPUTS_DIR."""
    if "=" in spec:
        program, inputs = spec.split("=", 1)
        label = os.path.basename(program)[:-len(".mlir")]
    else:
        label = spec
        program, inputs = os.path.join(MODELS, spec + ".mlir"), os.path.join(MODELS, spec)
    if not os.path.isfile(program) or not os.path.isdir(inputs):
        sys.exit(f"run.py: no program {program} with inputs {inputs}")
    return label, program, inputs


def attn_run(binary, args):
    out = subprocess.run([binary, *args, "--json"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def load_average():
    return f"{os.getloadavg()[0]:.2f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attn-run", default="build/bin/attn-run")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS))
    args = parser.parse_args()
    models = [model_paths(m) for m in args.models.split(",") if m]
    labels = [label for label, _, _ in models]
    for label in labels:
        if labels.count(label) > 1:
            sys.exit(f"run.py: two models named {label}; rename one program")

    with tempfile.TemporaryDirectory(prefix="attn-opt-level-") as work:
        programs = []
        for n, d, causal in KERNELS:
            path = os.path.join(work, f"fused_{n}_{d}_{int(causal)}.mlir")
            with open(path, "w") as f:
                f.write(kernel_program(n, d, causal))
            label = f"N={n} d={d}{' causal' if causal else ''}"
            programs.append(("kernel", label, [path], KERNEL_CONFIGS))
        for label, program, inputs in models:
            programs.append(("model", label, [program, "--inputs", inputs], MODEL_CONFIGS))

        # samples[label][config] -> list of (compile_s, time_median_s)
        samples = {}
        load_before = load_average()
        for _ in range(args.rounds):
            for _, label, program_args, configs in programs:
                for config in configs:
                    r = attn_run(args.attn_run, [*program_args, *CONFIGS[config],
                                                 "--reference", "none", "--warmup", "1",
                                                 "--repeat", str(args.repeat)])
                    samples.setdefault(label, {}).setdefault(config, []).append(
                        (r["compile_s"], r["time_median_s"]))
        load_after = load_average()

    def med(label, config, i):
        return statistics.median(s[i] for s in samples[label][config])

    def ms(seconds):
        return f"{seconds * 1e3:.3g}"

    print(f"load average {load_before} before, {load_after} after; "
          f"median of {args.rounds} rounds")
    for kind, configs in (("kernel", KERNEL_CONFIGS), ("model", MODEL_CONFIGS)):
        base = "O2"
        others = [c for c in configs if c != base]
        print()
        print(f"| {kind} | compile {' / '.join(configs)} (s) | run {' / '.join(configs)} (ms) | "
              + " | ".join(f"run {c} / {base}" for c in others) + " |")
        print("| --- " * (3 + len(others)) + "|")
        for k, label, _, _ in programs:
            if k != kind:
                continue
            compiles = " / ".join(f"{med(label, c, 0):.2f}" for c in configs)
            runs = " / ".join(ms(med(label, c, 1)) for c in configs)
            ratios = " | ".join(f"{med(label, c, 1) / med(label, base, 1):.2f}" for c in others)
            print(f"| {label} | {compiles} | {runs} | {ratios} |")


if __name__ == "__main__":
    main()
