#!/usr/bin/env python3
"""attn-compile's wall time per plan, two builds interleaved: the fused
kernel at the shapes bench/sass/sass_mix.py compiles (ragged lengths, GQA),
for each chip, head dim and mask given.

    bench/attn_compile/run.py --base OLD/attn-compile --new build/bin/attn-compile
        [--rounds 3] [--variant 128:bf16:causal ...] [--chip sm_90 ...]

Prints a Markdown table (median of --rounds runs per build and variant, new
over base) for docs/benchmarks.md with the load average before and after.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sass"))
import sass_mix  # noqa: E402  (the variants' sources)

DEFAULT_VARIANTS = ["64:bf16:none", "128:bf16:causal", "128:bf16:window"]
DEFAULT_CHIPS = ["sm_80", "sm_90", "sm_90a"]


def load_average():
    return f"{os.getloadavg()[0]:.2f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the attn-compile to compare against")
    parser.add_argument("--new", default="build/bin/attn-compile")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--variant", action="append", help="D:TYPE:MASK")
    parser.add_argument("--chip", action="append")
    args = parser.parse_args()
    builds = {"base": args.base, "new": args.new}
    for path in builds.values():
        if not os.access(path, os.X_OK):
            sys.exit(f"run.py: {path} is not an executable")

    with tempfile.TemporaryDirectory(prefix="attn-compile-bench-") as work:
        cases = []
        for chip in args.chip or DEFAULT_CHIPS:
            for variant in args.variant or DEFAULT_VARIANTS:
                d, dtype, mask = variant.split(":")
                src = os.path.join(work, f"{chip}-{d}-{dtype}-{mask}.mlir")
                with open(src, "w") as f:
                    f.write(sass_mix.source(int(d), dtype, mask,
                                            n=2000 if chip == "sm_90a" else 1000))
                cases.append((chip, variant, src))
        seconds = {}
        before = load_average()
        for _ in range(args.rounds):
            for chip, variant, src in cases:
                for build, binary in builds.items():
                    start = time.perf_counter()
                    subprocess.run([binary, src, "-o", os.path.join(work, build),
                                    "--chip", chip], check=True)
                    seconds.setdefault((chip, variant, build), []).append(
                        time.perf_counter() - start)
        after = load_average()

    print(f"load average {before} before, {after} after; median of {args.rounds} rounds")
    print()
    print("| chip | d:type:mask | base (s) | new (s) | new / base |")
    print("| --- | --- | --- | --- | --- |")
    totals = {"base": 0.0, "new": 0.0}
    for chip, variant, _ in cases:
        base, new = (statistics.median(seconds[(chip, variant, b)]) for b in ("base", "new"))
        totals["base"] += base
        totals["new"] += new
        print(f"| {chip} | {variant} | {base:.2f} | {new:.2f} | {new / base:.2f} |")
    print(f"| all | | {totals['base']:.2f} | {totals['new']:.2f} | "
          f"{totals['new'] / totals['base']:.2f} |")


if __name__ == "__main__":
    main()
