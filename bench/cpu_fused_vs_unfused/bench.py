"""Times attn-run on the fused and the unfused form and NumPy's naive
attention, f32, B = H = 1, d = 64, and prints a Markdown table."""

import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

D = 64
REPEAT = int(os.environ.get("REPEAT", "3"))
ATTN_RUN = os.environ["ATTN_RUN"]


def program(n, fused):
    t = f"tensor<1x1x{n}x{D}xf32>"
    s = f"tensor<1x1x{n}x{n}xf32>"
    scale = 1.0 / D**0.5
    if fused:
        body = (f"  %o = attn.flash_attention %q, %k, %v scale {scale} "
                f": {t}, {t}, {t} -> {t}\n")
    else:
        body = (f"  %s = attn.matmul %q, %k transpose_b : {t}, {t} -> {s}\n"
                f"  %s1 = attn.scale %s by {scale} : {s}\n"
                f"  %p = attn.softmax %s1 dim 3 : {s}\n"
                f"  %o = attn.matmul %p, %v : {s}, {t} -> {t}\n")
    return (f"func.func @attention(%q: {t}, %k: {t}, %v: {t}) -> {t} {{\n"
            f"{body}  return %o : {t}\n}}\n")


def attn_run(n, fused, threads, workdir):
    path = os.path.join(workdir, f"{'fused' if fused else 'unfused'}_{n}.mlir")
    with open(path, "w") as f:
        f.write(program(n, fused))
    # The f64 reference of the unfused form at 16384 alone would take
    # minutes: the tests check correctness, the benchmark times.
    out = subprocess.run(
        [ATTN_RUN, path, "--reference", "none", "--json", "--warmup", "1",
         "--repeat", str(REPEAT), "--num-threads", str(threads)],
        check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def status_bytes(field):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    return 0


def numpy_naive(n):
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((n, D), dtype=np.float32) for _ in range(3))
    scale = np.float32(1.0 / D**0.5)

    def attention():
        s = (q @ k.T) * scale
        s -= s.max(axis=1, keepdims=True)
        np.exp(s, out=s)
        s /= s.sum(axis=1, keepdims=True)
        return s @ v

    attention()
    start_rss = status_bytes("VmRSS")
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    times = []
    for _ in range(REPEAT):
        t0 = time.perf_counter()
        attention()
        times.append(time.perf_counter() - t0)
    peak = status_bytes("VmHWM")
    times.sort()
    return {"time_median_s": times[len(times) // 2],
            "peak_rss_bytes": peak,
            "peak_rss_over_start_bytes": max(0, peak - start_rss)}


def mib(b):
    return f"{b / 2**20:,.0f}"


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [1024, 4096, 16384]
    print(f"f32, B = H = 1, d = {D}, median of {REPEAT} runs after one "
          f"warm-up; memory is peak RSS during the runs, and above the RSS "
          f"at their start (inputs included in the latter's start).\n")
    print("| N | form | threads | time (s) | GFLOP/s | peak RSS (MiB) | "
          "peak over start (MiB) |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as workdir:
        for n in sizes:
            flops = 4 * n * n * D
            rows = []
            for fused in (True, False):
                for threads in (1, 2):
                    r = attn_run(n, fused, threads, workdir)
                    rows.append((f"attn {'fused' if fused else 'unfused'}",
                                 threads, r))
            rows.append(("NumPy naive (OpenBLAS)", 2, numpy_naive(n)))
            for form, threads, r in rows:
                t = r["time_median_s"]
                print(f"| {n} | {form} | {threads} | {t:.3f} | "
                      f"{flops / t / 1e9:.1f} | {mib(r['peak_rss_bytes'])} | "
                      f"{mib(r['peak_rss_over_start_bytes'])} |", flush=True)


if __name__ == "__main__":
    main()
