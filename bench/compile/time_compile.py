#!/usr/bin/env python3
"""Times attn-raise, attn-fuse and the traffic report against parse+print.

For each L it writes an L-layer encoder in linalg on tensors
(../traffic/gen_transformer.py: pre-norm, 4 heads, decomposed softmax, GELU
MLP) and runs, interleaved so that load from other processes hits them alike,
best of --repeat wall-clock and CPU (user + sys) times:

- parse+print: `attn-opt FILE -o /dev/null`
- raise:       `attn-opt FILE --attn-raise -o /dev/null`
- fuse:        `attn-opt RAISED --attn-fuse -o /dev/null`, RAISED being the
               raised file (fuse has nothing to do on plain linalg); its
               ratio is taken against parse+print of RAISED
- report:      `attn-opt FILE --attn-traffic-report=output=/dev/null`
- all three:   `attn-opt FILE --attn-raise --attn-fuse --attn-traffic-report=...`

Goals (issue 14): all three at most 1.5x parse+print at L = 1000, and
L = 1000 within 11x of L = 100. It prints a markdown table for
docs/benchmarks.md with the load average before and after.

    time_compile.py --attn-opt build/bin/attn-opt --layers 10,100,1000,3000
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "..", "traffic", "gen_transformer.py")


def run_once(cmd):
    """Wall-clock and CPU (user + sys) seconds of one run of cmd."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"time_compile: error: {' '.join(cmd)} failed")
    return wall, usage.ru_utime + usage.ru_stime


def best_times(cmds, repeat):
    """Best (wall, CPU) of each command, the commands interleaved."""
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
    parser.add_argument("--layers", default="10,100,1000,3000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if not os.access(args.attn_opt, os.X_OK):
        sys.exit(f"time_compile: error: no attn-opt at {args.attn_opt}")
    opt = args.attn_opt
    report = "--attn-traffic-report=output=/dev/null"
    load_before = os.getloadavg()

    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        for layers in [int(x) for x in args.layers.split(",")]:
            path = os.path.join(tmp, f"encoder-{layers}.mlir")
            raised = os.path.join(tmp, f"encoder-{layers}-raised.mlir")
            with open(path, "w") as f:
                subprocess.run([sys.executable, GEN, "--layers", str(layers), "--heads", "4",
                                "--softmax", "decomposed"], check=True, stdout=f)
            subprocess.run([opt, path, "--attn-raise", "-o", raised], check=True)
            fused = subprocess.run([opt, raised, "--attn-fuse"], check=True,
                                   capture_output=True, text=True).stdout
            if fused.count("attn.flash_attention") != layers:
                sys.exit(f"time_compile: error: L = {layers}: expected {layers} fused "
                         f"attentions, got {fused.count('attn.flash_attention')}")
            names = ["parse+print", "raise", "parse+print raised", "fuse", "report",
                     "all three"]
            cmds = [[opt, path, "-o", "/dev/null"],
                    [opt, path, "--attn-raise", "-o", "/dev/null"],
                    [opt, raised, "-o", "/dev/null"],
                    [opt, raised, "--attn-fuse", "-o", "/dev/null"],
                    [opt, path, report, "-o", "/dev/null"],
                    [opt, path, "--attn-raise", "--attn-fuse", report, "-o", "/dev/null"]]
            rows[layers] = (os.path.getsize(path),
                            dict(zip(names, best_times(cmds, args.repeat))))
    load_after = os.getloadavg()

    def ms(t):
        return f"{t[0] * 1e3:.0f} / {t[1] * 1e3:.0f}"

    def ratio(a, b):
        return f"{a[0] / b[0]:.2f}x / {a[1] / b[1]:.2f}x"

    print("Times are best-of-%d wall / CPU ms; ratios wall / CPU against "
          "parse+print of the same input." % args.repeat)
    print()
    print("| L | file | parse+print | raise | fuse (on raised) | report | all three "
          "| all three / parse+print |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for layers, (size, t) in rows.items():
        print(f"| {layers} | {size / 1e6:.1f} MB | {ms(t['parse+print'])} "
              f"| {ms(t['raise'])} ({ratio(t['raise'], t['parse+print'])}) "
              f"| {ms(t['fuse'])} ({ratio(t['fuse'], t['parse+print raised'])}) "
              f"| {ms(t['report'])} ({ratio(t['report'], t['parse+print'])}) "
              f"| {ms(t['all three'])} | {ratio(t['all three'], t['parse+print'])} |")
    if 100 in rows and 1000 in rows:
        a, b = rows[1000][1]["all three"], rows[100][1]["all three"]
        print(f"\nall three, L=1000 / L=100: wall {a[0] / b[0]:.2f}x, CPU {a[1] / b[1]:.2f}x")
    print(f"load average (1, 5, 15 min): before {load_before[0]:.2f} {load_before[1]:.2f} "
          f"{load_before[2]:.2f}, after {load_after[0]:.2f} {load_after[1]:.2f} "
          f"{load_after[2]:.2f}; {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
