"""Times attention on the CPU, f32, B = 1: attn-run on the fused and the
unfused form, NumPy's naive attention and PyTorch's scaled_dot_product_attention,
interleaved, and prints a Markdown table.

  bench.py [N ...] [--heads 1,8] [--dims 64,128] [--causal no|yes|both]
           [--threads 1,2] [--forms fused,unfused,numpy,torch]
           [--torch-python PATH] [--peak-gflops G] [--rounds R]

Every (shape, form, threads) is run once per round, the rounds one after the
other, and the best round is kept: peers see the same machine load. Each run
reports wall time (attn-run's median of REPEAT calls after one warm-up;
PyTorch's and NumPy's the same way) and CPU time per call (the process's
user + system time over REPEAT more calls, so that time the core spent on
other jobs does not count; with several threads, the sum over them; for
attn-run the difference of two runs, so below some 50 ms it is noise and left
out). GFLOP/s count 4·N²·d·H (half that with causal) per wall second and per
CPU second (the rate of each busy core); --peak-gflops (one core's FMA peak)
turns the latter into a fraction of peak.
"""

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time

REPEAT = int(os.environ.get("REPEAT", "3"))
ATTN_RUN = os.environ["ATTN_RUN"]


def tensor(h, n, d):
    return f"tensor<1x{h}x{n}x{d}xf32>"


def program(h, n, d, causal, fused):
    t, s = tensor(h, n, d), f"tensor<1x{h}x{n}x{n}xf32>"
    scale = 1.0 / d**0.5
    if fused:
        body = (f"  %o = attn.flash_attention %q, %k, %v scale {scale}"
                f"{' causal' if causal else ''} : {t}, {t}, {t} -> {t}\n")
    else:
        scores = "%s0"
        body = (f"  %s = attn.matmul %q, %k transpose_b : {t}, {t} -> {s}\n"
                f"  %s0 = attn.scale %s by {scale} : {s}\n")
        if causal:
            body += f"  %s1 = attn.causal_mask %s0 : {s}\n"
            scores = "%s1"
        body += (f"  %p = attn.softmax {scores} dim 3 : {s}\n"
                 f"  %o = attn.matmul %p, %v : {s}, {t} -> {t}\n")
    return (f"func.func @attention(%q: {t}, %k: {t}, %v: {t}) -> {t} {{\n"
            f"{body}  return %o : {t}\n}}\n")


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def attn_run(shape, fused, threads, workdir):
    h, n, d, causal = shape
    path = os.path.join(
        workdir, f"{'fused' if fused else 'unfused'}_{h}_{n}_{d}_{causal}.mlir")
    with open(path, "w") as f:
        f.write(program(h, n, d, causal, fused))

    def run(repeat):
        start = child_cpu()
        # The f64 reference of the unfused form at 16384 alone would take
        # minutes: the tests check correctness, the benchmark times.
        out = subprocess.run(
            [ATTN_RUN, path, "--reference", "none", "--json", "--warmup", "1",
             "--repeat", str(repeat), "--num-threads", str(threads)],
            check=True, capture_output=True, text=True).stdout
        return json.loads(out), child_cpu() - start

    # Two runs that differ only in REPEAT calls: their CPU times differ by
    # the calls' own, without parsing, compilation and the warm-up.
    base, base_cpu = run(1)
    r, cpu = run(1 + REPEAT)
    return {"wall_s": r["time_median_s"],
            "cpu_s": max(cpu - base_cpu, 0.0) / REPEAT,
            "peak_rss_over_start_bytes": r["peak_rss_over_start_bytes"]}


PEER = r"""
import json, sys, time
h, n, d, causal, threads, repeat, kind = sys.argv[1:]
h, n, d, threads, repeat = int(h), int(n), int(d), int(threads), int(repeat)
causal = causal == "True"
def status(field):
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    return 0
if kind == "torch":
    import torch
    torch.set_num_threads(threads)
    q, k, v = (torch.randn(1, h, n, d) for _ in range(3))
    f = lambda: torch.nn.functional.scaled_dot_product_attention(
        q, k, v, is_causal=causal)
else:
    import numpy as np
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((h, n, d), dtype=np.float32)
               for _ in range(3))
    scale = np.float32(1.0 / d**0.5)
    hidden = np.triu(np.ones((n, n), dtype=bool), 1) if causal else None
    def f():
        s = (q @ k.transpose(0, 2, 1)) * scale
        if causal:
            s[:, hidden] = -np.inf
        s -= s.max(axis=2, keepdims=True)
        np.exp(s, out=s)
        s /= s.sum(axis=2, keepdims=True)
        return s @ v
f()
start_rss = status("VmRSS")
with open("/proc/self/clear_refs", "w") as c:
    c.write("5")
walls, cpus = [], []
for _ in range(repeat):
    w0, c0 = time.perf_counter(), time.process_time()
    f()
    walls.append(time.perf_counter() - w0)
    cpus.append(time.process_time() - c0)
walls.sort()
print(json.dumps({"wall_s": walls[len(walls) // 2],
                  "cpu_s": sum(cpus) / len(cpus),
                  "peak_rss_over_start_bytes":
                      max(0, status("VmHWM") - start_rss)}))
"""


def peer(python, kind, shape, threads):
    h, n, d, causal = shape
    env = dict(os.environ, OMP_NUM_THREADS=str(threads),
               OPENBLAS_NUM_THREADS=str(threads))
    out = subprocess.run(
        [python, "-c", PEER, str(h), str(n), str(d), str(causal), str(threads),
         str(REPEAT), kind], check=True, capture_output=True, text=True,
        env=env).stdout
    return json.loads(out)


def cpu_description():
    model, flags = platform.processor(), set()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() == "model name":
                    model = value.strip()
                elif key.strip() == "flags":
                    flags = set(value.split())
    except OSError:
        pass
    wanted = ["avx2", "fma", "avx512f", "avx512_bf16", "avx512_fp16",
              "amx_tile"]
    return model, [w for w in wanted if w in flags], os.cpu_count()


def load_average():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def ints(text):
    return [int(x) for x in text.split(",") if x]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("sizes", nargs="*", type=int,
                        default=[1024, 4096, 16384])
    parser.add_argument("--heads", type=ints, default=[1])
    parser.add_argument("--dims", type=ints, default=[64])
    parser.add_argument("--causal", choices=["no", "yes", "both"],
                        default="no")
    parser.add_argument("--threads", type=ints, default=[1, 2])
    parser.add_argument("--forms", default="fused,unfused,numpy,torch")
    parser.add_argument("--torch-python",
                        default=os.environ.get("TORCH_PYTHON", ""))
    parser.add_argument("--peak-gflops", type=float, default=0.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    forms = args.forms.split(",")
    if "torch" in forms and not args.torch_python:
        print("bench: no PyTorch (set TORCH_PYTHON or --torch-python); "
              "leaving it out", file=sys.stderr)
        forms.remove("torch")
    causals = {"no": [False], "yes": [True], "both": [False, True]}
    shapes = [(h, n, d, c) for c in causals[args.causal] for h in args.heads
              for d in args.dims for n in args.sizes]

    model, features, cores = cpu_description()
    print(f"CPU: {model}, {cores} cores, {' '.join(features)}; load average "
          f"at the start {load_average()}.\n")
    print(f"f32, B = 1; best of {args.rounds} interleaved rounds, each the "
          f"median (wall) and mean (CPU) of {REPEAT} calls after one "
          f"warm-up; GFLOP/s from CPU time.\n")
    peak = " | % of peak (CPU)" if args.peak_gflops else ""
    print(f"| H | N | d | causal | form | threads | wall (s) | CPU (s) | "
          f"GFLOP/s (wall) | GFLOP/s (CPU){peak} | over start (MiB) |")
    print("| --- " * (11 + bool(args.peak_gflops)) + "|")

    runs = []
    for shape in shapes:
        for form in forms:
            for threads in args.threads:
                # NumPy's naive form is one process on the BLAS threads.
                if form == "numpy" and threads != max(args.threads):
                    continue
                runs.append((shape, form, threads))
    best = {}
    with tempfile.TemporaryDirectory() as workdir:
        for _ in range(args.rounds):
            for run in runs:
                shape, form, threads = run
                if form in ("fused", "unfused"):
                    r = attn_run(shape, form == "fused", threads, workdir)
                elif form == "numpy":
                    r = peer("/usr/bin/python3", "numpy", shape, threads)
                else:
                    r = peer(args.torch_python, "torch", shape, threads)
                if run not in best:
                    best[run] = r
                else:
                    best[run] = {k: min(r[k], best[run][k]) for k in r}
    names = {"fused": "attn fused", "unfused": "attn unfused",
             "numpy": "NumPy naive (OpenBLAS)",
             "torch": "PyTorch SDPA"}
    for run in runs:
        (h, n, d, causal), form, threads = run
        r = best[run]
        flops = 4 * h * n * n * d * (0.5 if causal else 1.0)
        cpu_known = form not in ("fused", "unfused") or r["cpu_s"] >= 0.05
        cells = [str(h), str(n), str(d), "yes" if causal else "no",
                 names[form], str(threads), f"{r['wall_s']:.3f}",
                 f"{r['cpu_s']:.3f}" if cpu_known else "-",
                 f"{flops / r['wall_s'] / 1e9:.1f}"]
        gflops = flops / r["cpu_s"] / 1e9 if cpu_known else 0.0
        cells.append(f"{gflops:.1f}" if cpu_known else "-")
        if args.peak_gflops:
            cells.append(f"{100 * gflops / args.peak_gflops:.0f}%"
                         if cpu_known else "-")
        cells.append(f"{r['peak_rss_over_start_bytes'] / 2**20:,.0f}")
        print("| " + " | ".join(cells) + " |", flush=True)
    print(f"\nLoad average at the end: {load_average()}.")


if __name__ == "__main__":
    main()
