"""Times attention on the CPU, f32, B = 1: attn-run on the fused and the
unfused form, NumPy's naive attention, PyTorch's scaled_dot_product_attention
and IREE's llvm-cpu code for the unfused form's linalg program, interleaved,
and prints a Markdown table.

  bench.py [N ...] [--heads 1,8] [--dims 64,128] [--causal no|yes|both]
           [--threads 1,2]
           [--forms fused,unfused,numpy,torch,iree,baseline,fused-async]
           [--torch-python PATH] [--iree-python PATH] [--baseline PATH]
           [--peak-gflops G] [--rounds R] [--isa host|avx2]

Every (shape, form, threads) is run once per round, the rounds one after the
other, and the best round is kept: peers see the same machine load. Each run
reports wall time (attn-run's median of REPEAT calls after one warm-up;
PyTorch's and NumPy's the same way) and CPU time per call (the process's
user + system time over REPEAT more calls, so that time the core spent on
other jobs does not count; with several threads, the sum over them; for
attn-run the difference of two runs, so below some 50 ms it is noise and left
out). GFLOP/s count 4·N²·d·H (half that with causal) per wall second and per
CPU second (the rate of each busy core); one core's FMA peak turns the
latter into a fraction of peak: --peak-gflops, or else what the program in
$FMA_PEAK_PROBE (fma_peak.c, built by run.sh) measures. "vs fused" is a
form's wall time over attn fused's at the same shape and threads.

The baseline form is the fused form run by another build's attn-run
(--baseline PATH, or $ATTN_RUN_BASELINE): a change to the kernel is timed
against the build before it and against the peers in the same rounds.

attn-run's parallel loops run on OpenMP (its default); the fused-async form
runs the fused form on MLIR's async runtime instead (--parallel-runtime
async), at more than one thread only.

--isa avx2 runs every form as on a CPU with AVX2 but not AVX-512, whatever
this one has: attn-run with --cpu-isa avx2, PyTorch with its AVX2 kernels
(ATEN_CPU_CAPABILITY, and oneDNN's and MKL's ISA limits), OpenBLAS with its
Haswell kernels, IREE for Haswell, and the peak from $FMA_PEAK_PROBE_AVX2
(fma_peak.c built without AVX-512). It measures the AVX2 kernel on an
AVX-512 machine; an AVX2-only CPU's own cores may differ (fewer or other
FMA pipes, another cache hierarchy).

IREE compiles, once per shape and outside the timing, what `attn-opt
--attn-lower-to-loops` makes of the unfused form: the linalg-on-tensors
program attn-run itself compiles. Its runtime's local-task driver gets one
worker per thread. In the first round its output is checked against NumPy in
float64 at every shape whose scores fit in 128 MiB, so that a wrong compile
cannot pass as fast.
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
# The forms attn-run times, whose CPU time is the difference of two runs.
ATTN_RUN_FORMS = ("fused", "unfused", "baseline", "fused-async")
ATTN_RUN = os.environ["ATTN_RUN"]
ATTN_OPT = os.environ.get(
    "ATTN_OPT", os.path.join(os.path.dirname(ATTN_RUN), "attn-opt"))
IREE_FLAGS = ["--iree-hal-target-device=local",
              "--iree-hal-local-target-device-backends=llvm-cpu"]
# The ISA each form is held to (--isa).
ISA = "host"
# What holds the peers to AVX2: PyTorch's own kernels, oneDNN's and MKL's,
# and OpenBLAS's.
AVX2_ENV = {"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2",
            "MKL_ENABLE_INSTRUCTIONS": "AVX2", "OPENBLAS_CORETYPE": "Haswell"}
# The largest H·N² at which IREE's output is checked against float64 NumPy.
CHECK_SCORES = 1 << 24
# IREE's error bound against the float64 reference: loose, since its exp and
# summation order differ from attn's; a wrong compile is off by O(1).
CHECK_TOLERANCE = 1e-3


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


def attn_run(shape, fused, threads, workdir, binary=None, extra=()):
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
            [binary or ATTN_RUN, path, "--reference", "none", "--json", "--warmup", "1",
             "--repeat", str(repeat), "--num-threads", str(threads),
             "--cpu-isa", ISA, *extra],
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
h, n, d, causal, threads, repeat, kind, vmfb, check = sys.argv[1:]
h, n, d, threads, repeat = int(h), int(n), int(d), int(threads), int(repeat)
causal, check = causal == "True", check == "True"
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
elif kind == "iree":
    import numpy as np
    import iree.runtime as rt
    # One local-task worker per thread; the caller only waits.
    rt.flags.parse_flags(f"--task_topology_group_count={threads}")
    config = rt.Config("local-task")
    context = rt.SystemContext(config=config)
    context.add_vm_module(rt.VmModule.mmap(config.vm_instance, vmfb))
    attention = context.modules.module["attention"]
    rng = np.random.default_rng(0)
    host = [rng.standard_normal((1, h, n, d), dtype=np.float32)
            for _ in range(3)]
    # Uploaded once: the calls time the kernel, not host-to-device copies.
    args = [rt.asdevicearray(config.device, a) for a in host]
    f = lambda: attention(*args).to_host()
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
error = None
if check:
    out = f().astype(np.float64)
    q, k, v = (a.astype(np.float64) for a in host)
    s = (q @ k.transpose(0, 1, 3, 2)) / d**0.5
    if causal:
        s[..., np.triu(np.ones((n, n), dtype=bool), 1)] = -np.inf
    s = np.exp(s - s.max(axis=3, keepdims=True))
    error = float(np.abs(out - (s / s.sum(axis=3, keepdims=True)) @ v).max())
    del q, k, v, s, out
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
                      max(0, status("VmHWM") - start_rss),
                  **({"error": error} if check else {})}))
"""


def peer(python, kind, shape, threads, vmfb="", check=False):
    h, n, d, causal = shape
    env = dict(os.environ, OMP_NUM_THREADS=str(threads),
               OPENBLAS_NUM_THREADS=str(threads))
    if ISA == "avx2":
        env.update(AVX2_ENV)
    out = subprocess.run(
        [python, "-c", PEER, str(h), str(n), str(d), str(causal), str(threads),
         str(REPEAT), kind, vmfb, str(check)], check=True, capture_output=True,
        text=True, env=env).stdout
    return json.loads(out)


def fail(message):
    print(f"bench: {message}", file=sys.stderr)
    sys.exit(1)


def last_line(text):
    lines = text.strip().splitlines()
    return lines[-1] if lines else "no output"


def iree_compile(python, shape, workdir):
    """Compiles the unfused form's linalg program for the host CPU and
    returns the .vmfb's path."""
    h, n, d, causal = shape
    stem = os.path.join(workdir, f"iree_{h}_{n}_{d}_{causal}")
    with open(stem + ".attn.mlir", "w") as f:
        f.write(program(h, n, d, causal, fused=False))
    lowered = subprocess.run(
        [ATTN_OPT, "--attn-lower-to-loops", stem + ".attn.mlir", "-o",
         stem + ".mlir"], capture_output=True, text=True)
    if lowered.returncode:
        fail(f"attn-opt cannot lower {shape} to linalg: "
             f"{last_line(lowered.stderr)}")
    compiler = os.path.join(os.path.dirname(python), "iree-compile")
    cpu = "haswell" if ISA == "avx2" else "host"
    compiled = subprocess.run(
        [compiler, stem + ".mlir", *IREE_FLAGS,
         f"--iree-llvmcpu-target-cpu={cpu}", "-o", stem + ".vmfb"],
        capture_output=True, text=True)
    if compiled.returncode:
        fail(f"iree-compile failed on {shape}: {last_line(compiled.stderr)}")
    return stem + ".vmfb"


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


def measured_peak():
    """Runs fma_peak.c's probe: one core's f32 FMA GFLOP/s, the vector width
    and the number of FMA chains it used, or None without a probe."""
    probe = os.environ.get("FMA_PEAK_PROBE_AVX2" if ISA == "avx2"
                           else "FMA_PEAK_PROBE")
    if not probe:
        return None
    out = subprocess.run([probe], check=True, capture_output=True,
                         text=True).stdout.split()
    return float(out[0]), int(out[1]), int(out[2])


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
    parser.add_argument("--forms",
                        default="fused,unfused,numpy,torch,iree")
    parser.add_argument("--torch-python",
                        default=os.environ.get("TORCH_PYTHON", ""))
    parser.add_argument("--iree-python",
                        default=os.environ.get("IREE_PYTHON", ""))
    parser.add_argument("--baseline",
                        default=os.environ.get("ATTN_RUN_BASELINE", ""),
                        help="another build's attn-run, for the baseline form")
    parser.add_argument("--peak-gflops", type=float, default=0.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--isa", choices=["host", "avx2"], default="host")
    args = parser.parse_args()
    global ISA
    ISA = args.isa
    forms = args.forms.split(",")
    if "torch" in forms and not args.torch_python:
        print("bench: no PyTorch (set TORCH_PYTHON or --torch-python); "
              "leaving it out", file=sys.stderr)
        forms.remove("torch")
    if "iree" in forms and not args.iree_python:
        print("bench: no IREE (set IREE_PYTHON or --iree-python); "
              "leaving it out", file=sys.stderr)
        forms.remove("iree")
    if "baseline" in forms and not os.access(args.baseline, os.X_OK):
        fail("the baseline form needs another build's attn-run "
             "(--baseline PATH or ATTN_RUN_BASELINE)"
             + (f": cannot run '{args.baseline}'" if args.baseline else ""))
    unknown = set(forms) - {"fused", "unfused", "numpy", "torch", "iree",
                            "baseline", "fused-async"}
    if unknown:
        fail(f"unknown form {', '.join(sorted(unknown))}: expected fused, "
             f"unfused, numpy, torch, iree, baseline or fused-async")
    if "iree" in forms:
        probe = subprocess.run(
            [args.iree_python, "-c", "import iree.runtime, numpy"],
            capture_output=True, text=True)
        if probe.returncode:
            fail(f"{args.iree_python} cannot import iree.runtime: "
                 f"{last_line(probe.stderr)}")
        if not os.access(os.path.join(os.path.dirname(args.iree_python),
                                      "iree-compile"), os.X_OK):
            fail(f"no iree-compile next to {args.iree_python}")
    causals = {"no": [False], "yes": [True], "both": [False, True]}
    shapes = [(h, n, d, c) for c in causals[args.causal] for h in args.heads
              for d in args.dims for n in args.sizes]

    model, features, cores = cpu_description()
    print(f"CPU: {model}, {cores} cores, {' '.join(features)}; load average "
          f"at the start {load_average()}.\n")
    if ISA == "avx2":
        print("ISA: AVX2 for every form (--isa avx2: no AVX-512 instruction "
              "in attn's code, PyTorch's, oneDNN's, MKL's, OpenBLAS's or "
              "IREE's).\n")
    if not args.peak_gflops:
        probe = measured_peak()
        if probe:
            args.peak_gflops = probe[0]
            print(f"FMA peak of one core: {probe[0]:.1f} GFLOP/s, measured "
                  f"by fma_peak.c ({probe[2]} independent chains of "
                  f"{probe[1]}-bit "
                  f"FMAs, thread CPU time).\n")
    else:
        print(f"FMA peak of one core: {args.peak_gflops:.1f} GFLOP/s "
              f"(--peak-gflops).\n")
    print(f"f32, B = 1; best of {args.rounds} interleaved rounds, each the "
          f"median (wall) and mean (CPU) of {REPEAT} calls after one "
          f"warm-up; GFLOP/s from CPU time.\n")
    peak = " | % of peak (CPU)" if args.peak_gflops else ""
    print(f"| H | N | d | causal | form | threads | wall (ms) | CPU (ms) | "
          f"GFLOP/s (wall) | GFLOP/s (CPU){peak} | vs fused (wall) | "
          f"over start (MiB) |")
    print("| --- " * (12 + bool(args.peak_gflops)) + "|")

    runs = []
    for shape in shapes:
        for form in forms:
            for threads in args.threads:
                # NumPy's naive form is one process on the BLAS threads.
                if form == "numpy" and threads != max(args.threads):
                    continue
                if form == "fused-async" and threads == 1:
                    continue
                runs.append((shape, form, threads))
    best, errors, vmfbs = {}, {}, {}
    with tempfile.TemporaryDirectory() as workdir:
        for _ in range(args.rounds):
            for run in runs:
                shape, form, threads = run
                if form in ("fused", "unfused"):
                    r = attn_run(shape, form == "fused", threads, workdir)
                elif form == "baseline":
                    r = attn_run(shape, True, threads, workdir, args.baseline)
                elif form == "fused-async":
                    r = attn_run(shape, True, threads, workdir,
                                 extra=("--parallel-runtime", "async"))
                elif form == "numpy":
                    r = peer("/usr/bin/python3", "numpy", shape, threads)
                elif form == "torch":
                    r = peer(args.torch_python, "torch", shape, threads)
                else:
                    h, n = shape[:2]
                    check = (shape not in errors and h * n * n <= CHECK_SCORES)
                    if shape not in vmfbs:
                        vmfbs[shape] = iree_compile(args.iree_python, shape,
                                                    workdir)
                    r = peer(args.iree_python, "iree", shape, threads,
                             vmfbs[shape], check)
                    if check:
                        errors[shape] = r.pop("error")
                if run not in best:
                    best[run] = r
                else:
                    best[run] = {k: min(r[k], best[run][k]) for k in r}
    names = {"fused": "attn fused", "unfused": "attn unfused",
             "numpy": "NumPy naive (OpenBLAS)",
             "torch": "PyTorch SDPA", "iree": "IREE llvm-cpu (linalg)",
             "baseline": "attn fused (baseline build)",
             "fused-async": "attn fused (async runtime)"}
    for run in runs:
        shape, form, threads = run
        h, n, d, causal = shape
        r = best[run]
        flops = 4 * h * n * n * d * (0.5 if causal else 1.0)
        cpu_known = (form not in ATTN_RUN_FORMS
                     or r["cpu_s"] >= 0.05)
        cells = [str(h), str(n), str(d), "yes" if causal else "no",
                 names[form], str(threads), f"{1e3 * r['wall_s']:.1f}",
                 f"{1e3 * r['cpu_s']:.1f}" if cpu_known else "-",
                 f"{flops / r['wall_s'] / 1e9:.1f}"]
        gflops = flops / r["cpu_s"] / 1e9 if cpu_known else 0.0
        cells.append(f"{gflops:.1f}" if cpu_known else "-")
        if args.peak_gflops:
            cells.append(f"{100 * gflops / args.peak_gflops:.0f}%"
                         if cpu_known else "-")
        fused = best.get((shape, "fused", threads))
        cells.append(f"{r['wall_s'] / fused['wall_s']:.2f}x" if fused else "-")
        cells.append(f"{r['peak_rss_over_start_bytes'] / 2**20:,.0f}")
        print("| " + " | ".join(cells) + " |", flush=True)
    if "iree" in forms:
        print(f"\nIREE's output against float64 NumPy (max abs error, "
              f"tolerance {CHECK_TOLERANCE:g}):")
        if not errors:
            print("no shape small enough to check.")
        for (h, n, d, causal), error in errors.items():
            print(f"- H = {h}, N = {n}, d = {d}"
                  f"{', causal' if causal else ''}: {error:.2e}")
        wrong = [shape for shape, e in errors.items() if e > CHECK_TOLERANCE]
        if wrong:
            fail(f"IREE's output is wrong at {wrong}")
    print(f"\nLoad average at the end: {load_average()}.")


if __name__ == "__main__":
    main()
