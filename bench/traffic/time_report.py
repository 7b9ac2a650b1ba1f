#!/usr/bin/env python3
"""Times --attn-traffic-report against plain parse-and-print.

For each L it generates an L-layer transformer (gen_transformer.py), then
runs `attn-opt FILE -o /dev/null` (parse, verify, print) and
`attn-opt FILE --attn-traffic-report=output=/dev/null -o /dev/null` (the same
plus the analysis and the table) and the report with kernels=fusion (the
kernel grouping on top), interleaved, keeps the best of --repeat
wall-clock and CPU times, and prints a markdown table for docs/benchmarks.md. Goals: the report
within 1.5x of parse-and-print, and linear growth (L=1000 within 11x of
L=100).

    time_report.py --attn-opt build/bin/attn-opt
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run_once(cmd):
    """Wall-clock and CPU (user + sys) seconds of one run of cmd."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"time_report: error: {' '.join(cmd)} failed")
    return wall, usage.ru_utime + usage.ru_stime


def best_times(cmds, repeat):
    """Best wall and CPU time of each command, the commands interleaved so
    that load from other processes hits them alike."""
    best = [[float("inf"), float("inf")] for _ in cmds]
    for _ in range(repeat):
        for i, cmd in enumerate(cmds):
            wall, cpu = run_once(cmd)
            best[i][0] = min(best[i][0], wall)
            best[i][1] = min(best[i][1], cpu)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attn-opt", default="build/bin/attn-opt")
    parser.add_argument("--layers", default="10,100,1000")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if not os.access(args.attn_opt, os.X_OK):
        sys.exit(f"time_report: error: no attn-opt at {args.attn_opt}")

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for layers in [int(x) for x in args.layers.split(",")]:
            path = os.path.join(tmp, f"transformer-{layers}.mlir")
            with open(path, "w") as f:
                subprocess.run([sys.executable, os.path.join(HERE, "gen_transformer.py"),
                                "--layers", str(layers)], check=True, stdout=f)
            report = subprocess.run(
                [args.attn_opt, path, "--attn-traffic-report=format=json", "-o", "/dev/null"],
                check=True, capture_output=True, text=True).stdout
            ops = report.count('"op":')
            plain, analysed, grouped = best_times(
                [[args.attn_opt, path, "-o", "/dev/null"],
                 [args.attn_opt, path, "--attn-traffic-report=output=/dev/null",
                  "-o", "/dev/null"],
                 [args.attn_opt, path,
                  "--attn-traffic-report=output=/dev/null kernels=fusion",
                  "-o", "/dev/null"]], args.repeat)
            rows.append((layers, ops, os.path.getsize(path), plain, analysed, grouped))

    print("| L | ops reported | file size | parse+print wall / CPU "
          "| with --attn-traffic-report wall / CPU | overhead wall / CPU "
          "| kernels=fusion wall / CPU | overhead wall / CPU |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for layers, ops, size, plain, analysed, grouped in rows:
        print(f"| {layers} | {ops} | {size / 1e6:.1f} MB "
              f"| {plain[0] * 1e3:.0f} / {plain[1] * 1e3:.0f} ms "
              f"| {analysed[0] * 1e3:.0f} / {analysed[1] * 1e3:.0f} ms "
              f"| {analysed[0] / plain[0]:.2f}x / {analysed[1] / plain[1]:.2f}x "
              f"| {grouped[0] * 1e3:.0f} / {grouped[1] * 1e3:.0f} ms "
              f"| {grouped[0] / plain[0]:.2f}x / {grouped[1] / plain[1]:.2f}x |")
    by_layers = {r[0]: r[4] for r in rows}
    if 100 in by_layers and 1000 in by_layers:
        print(f"\nreport L=1000 / L=100: wall {by_layers[1000][0] / by_layers[100][0]:.2f}x, "
              f"CPU {by_layers[1000][1] / by_layers[100][1]:.2f}x")


if __name__ == "__main__":
    main()
