"""The GPU check of bench/gpu (see run.sh). Needs PyTorch with CUDA; ncu and
compute-sanitizer are used when on PATH (their parts are marked skipped
otherwise)."""

import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

import torch
import torch.nn.functional as F

parser = argparse.ArgumentParser()
parser.add_argument("--bundle", required=True)
parser.add_argument("--out", required=True)
parser.add_argument("--budget", type=float, default=450.0,
                    help="seconds; later steps are skipped past it")
parser.add_argument("--only", default="", help="regex on case names")
parser.add_argument("--repeat", type=int, default=50,
                    help="timed runs per timing (median reported); the "
                    "warmup runs are as many, at most 10")
args = parser.parse_args()
sys.path.insert(0, args.bundle)
import attnrt  # noqa: E402

START = time.time()
HBM_GBPS = {"H200": 4800, "H100": 3350, "A100": 2039}
TOL = {"f16": 2e-3, "bf16": 1.6e-2}
DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16}
REPEAT = max(1, args.repeat)
WARMUP = min(10, REPEAT)
cases = json.load(open(os.path.join(args.bundle, "cases.json")))
if args.only:
    cases = [c for c in cases if re.search(args.only, c["name"])]
dev = torch.device("cuda")
gpu = torch.cuda.get_device_name()
results = {"gpu": gpu, "torch": torch.__version__, "cases": [], "ncu": [],
           "sanitizer": [], "skipped": []}


def save():
    """Writes what is known so far: a run cut short still leaves its JSON."""
    with open(os.path.join(args.out, "gpu-bench.json"), "w") as f:
        json.dump(results, f, indent=1)


def left():
    return args.budget - (time.time() - START)


def time_fn(fn, repeat=REPEAT, warmup=WARMUP):
    """Median milliseconds over `repeat` CUDA-event timed calls."""
    for _ in range(warmup):
        fn()
    times = []
    start, stop = torch.cuda.Event(True), torch.cuda.Event(True)
    for _ in range(repeat):
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop))
    return statistics.median(times)


def inputs(c, seed=0):
    g = torch.Generator(device=dev).manual_seed(seed)
    t = DTYPES[c["dtype"]]
    q = torch.randn(c["B"], c["Hq"], c["Nq"], c["d"], generator=g, device=dev).to(t)
    k = torch.randn(c["B"], c["Hkv"], c["Nkv"], c["d"], generator=g, device=dev).to(t)
    v = torch.randn(c["B"], c["Hkv"], c["Nkv"], c["dv"], generator=g, device=dev).to(t)
    return q, k, v


def extra_inputs(c, seed=1):
    """The case's mask and score term tensors, in make_cases.py's argument
    order: key padding (about one key in ten hidden), segment ids (Llama 4's
    chunks: position // chunk, queries at positions Nkv - Nq onward), ALiBi
    slopes, sinks."""
    g = torch.Generator(device=dev).manual_seed(seed)
    terms, extra = c.get("terms", {}), {}
    if terms.get("padding"):
        extra["padding"] = torch.rand(c["B"], c["Nkv"], generator=g,
                                      device=dev) > 0.1
    if terms.get("chunk"):
        chunk, diagonal = terms["chunk"], c["Nkv"] - c["Nq"]

        def ids(n, start):
            positions = torch.arange(n, device=dev) + start
            return (positions // chunk).to(torch.int32).expand(c["B"], n).contiguous()
        extra["query_segments"] = ids(c["Nq"], diagonal)
        extra["key_segments"] = ids(c["Nkv"], 0)
    if terms.get("alibi"):
        # The geometric slopes of the ALiBi paper: 2^(-8 h / H).
        extra["alibi"] = torch.tensor(
            [2.0 ** (-8.0 * (h + 1) / c["Hq"]) for h in range(c["Hq"])],
            device=dev)
    if terms.get("sinks"):
        extra["sinks"] = torch.randn(c["Hq"], generator=g, device=dev)
    return extra


def reference(c, q, k, v, heads, extra=None):
    """float64 attention for the (batch, head) pairs in `heads`, in the
    project's semantics (docs/reference/AttnDialect.md): scores scaled, then
    softcapped (c tanh(s / c)), then ALiBi's slope * (j - i - D) added; query
    i sees keys i + D - window <= j <= i + D (D = Nkv - Nq) when causal, the
    keys its batch's padding keeps and those of its segment; a sink is one
    more logit in each row's softmax, with no value; a row with no key gives
    zeros."""
    extra = extra or {}
    terms = c.get("terms", {})
    group = c["Hq"] // c["Hkv"]
    diagonal = c["Nkv"] - c["Nq"]
    i = torch.arange(c["Nq"], device=dev)[:, None]
    j = torch.arange(c["Nkv"], device=dev)[None, :]
    outs = []
    for b, h in heads:
        qd = q[b, h].double()
        kd, vd = k[b, h // group].double(), v[b, h // group].double()
        s = (qd @ kd.T) * c["scale"]
        if terms.get("softcap"):
            s = terms["softcap"] * torch.tanh(s / terms["softcap"])
        if "alibi" in extra:
            s = s + extra["alibi"][h].double() * (j - i - diagonal).double()
        hidden = torch.zeros_like(s, dtype=torch.bool)
        if c["causal"]:
            hidden |= j > i + diagonal
            if terms.get("window"):
                hidden |= j < i + diagonal - terms["window"]
        if "padding" in extra:
            hidden |= ~extra["padding"][b][None, :]
        if "query_segments" in extra:
            hidden |= (extra["query_segments"][b][:, None] !=
                       extra["key_segments"][b][None, :])
        s = s.masked_fill(hidden, float("-inf"))
        if "sinks" in extra:
            sink = extra["sinks"][h].double().expand(c["Nq"], 1)
            p = torch.softmax(torch.cat([s, sink], dim=-1), dim=-1)[:, :-1]
        else:
            p = torch.softmax(s, dim=-1).nan_to_num(0.0)
        outs.append(p @ vd)
    return torch.stack(outs)


def check(c, plan, q, k, v):
    extra = extra_inputs(c)
    o = plan(q, k, v, *extra.values())
    torch.cuda.synchronize()
    pairs = [(b, h) for b in range(c["B"]) for h in range(c["Hq"])]
    # Every row of every head while the float64 scores stay small (N x N per
    # head); past that 8 (batch, head) pairs spread from the first to the
    # last, every row of each.
    if len(pairs) * c["Nq"] * c["Nkv"] > 2**29:
        step = (len(pairs) - 1) / 7
        pairs = sorted({pairs[round(i * step)] for i in range(8)})
    ref = reference(c, q, k, v, pairs, extra)
    got = torch.stack([o[b, h] for b, h in pairs]).double()
    finite = bool(torch.isfinite(got).all())
    err = (got - ref).abs().max().item() / max(ref.abs().max().item(), 1e-30)
    return o, err, finite and err <= TOL[c["dtype"]], len(pairs)


def peers(c, q, k, v):
    """Median ms of PyTorch SDPA backends and eager attention (None when a
    backend refuses the case)."""
    from torch.nn.attention import SDPBackend, sdpa_kernel
    group = c["Hq"] // c["Hkv"]
    kx = k.repeat_interleave(group, 1) if group > 1 else k
    vx = v.repeat_interleave(group, 1) if group > 1 else v
    causal = c["causal"]
    out = {}
    for name, backend in (("flash", SDPBackend.FLASH_ATTENTION),
                          ("cudnn", SDPBackend.CUDNN_ATTENTION),
                          ("math", SDPBackend.MATH)):
        try:
            with sdpa_kernel(backend):
                fn = lambda: F.scaled_dot_product_attention(  # noqa: E731
                    q, kx, vx, is_causal=causal, scale=c["scale"])
                fn()
                out[name] = time_fn(fn, repeat=REPEAT if name != "math"
                                    else min(REPEAT, 10))
        except Exception as e:  # a backend that does not take this case
            out[name] = None
            out[name + "_error"] = str(e).splitlines()[0][:120]
    mask = None
    if causal:
        i = torch.arange(c["Nq"], device=dev)[:, None]
        j = torch.arange(c["Nkv"], device=dev)[None, :]
        mask = j > i + (c["Nkv"] - c["Nq"])

    def eager():
        s = (q @ kx.transpose(-1, -2)) * c["scale"]
        if mask is not None:
            s = s.masked_fill(mask, float("-inf"))
        return torch.softmax(s, dim=-1) @ vx
    try:
        eager()
        out["eager"] = time_fn(eager, repeat=min(REPEAT, 10))
    except RuntimeError as e:  # out of memory at the largest N
        out["eager"] = None
        out["eager_error"] = str(e).splitlines()[0][:120]
    torch.cuda.empty_cache()
    return out


def tflops(c, ms):
    return c["predicted"]["flops"] / (ms * 1e-3) / 1e12 if ms else None


gpu_run = os.path.join(args.bundle, "bin", "attn-gpu-run")


def run_tool(command, seconds):
    """subprocess.run with a time limit: a kernel that never finishes (an
    mbarrier phase that never completes, say) costs `seconds`, not the run.
    Returns the CompletedProcess, or None when it timed out."""
    try:
        return subprocess.run(command, capture_output=True, text=True,
                              timeout=seconds)
    except subprocess.TimeoutExpired:
        return None


# The sm_90a (TMA, mbarrier) kernels have not yet run on hardware: each runs
# once first in its own process, and one that fails or hangs is reported as
# failed and kept out of this process, which a hung kernel would stop.
unrunnable = {}
for c in cases:
    if c["chip"] != "sm_90a":
        continue
    r = run_tool([gpu_run, os.path.join(args.bundle, c["plan"]), "--repeat", "0"],
                 30)
    if r is None or r.returncode != 0:
        unrunnable[c["name"]] = ("did not finish in 30 s" if r is None
                                 else (r.stderr or r.stdout).strip()[-300:])

def failed_entry(c, error):
    """The entry of a case that could not run, with why."""
    return dict(name=c["name"], kind=c["kind"], chip=c["chip"], mma=c["mma"],
                launches=c["launches"], rel_err=math.nan, correct=False,
                heads_checked=0, predicted=c["predicted"], error=error)


peer_cache = {}


def run_case(c):
    """Checks case `c` against float64 and, when it is timed, times it and
    PyTorch's peers on its shape; returns its entry."""
    plan = attnrt.Plan(os.path.join(args.bundle, c["plan"]))
    try:
        q, k, v = inputs(c)
        o, err, ok, heads = check(c, plan, q, k, v)
        entry = dict(name=c["name"], kind=c["kind"], chip=c["chip"],
                     mma=c["mma"], launches=plan.num_launches, rel_err=err,
                     correct=ok, heads_checked=heads, predicted=c["predicted"])
        if not c["timed"]:
            return entry
        ms = statistics.median(plan.time(q, k, v, o, warmup=WARMUP,
                                         repeat=REPEAT))
        entry["ms"] = ms
        entry["tflops"] = tflops(c, ms)
        # The traffic model's error in time: measured over predicted.
        entry["measured_over_predicted"] = ms * 1e3 / c["predicted"]["predicted_us"]
        key = (c["B"], c["Hq"], c["Hkv"], c["Nq"], c["Nkv"], c["d"], c["causal"])
        if key not in peer_cache and left() > 90:
            peer_cache[key] = peers(c, q, k, v)
        entry["peers_ms"] = peer_cache.get(key)
        if c["Nq"] == 1:
            gbps = c["predicted"]["compulsory_bytes"] / (ms * 1e-3) / 1e9
            peak = next((v for n, v in HBM_GBPS.items() if n in gpu), None)
            entry["gbps"] = gbps
            entry["hbm_fraction"] = gbps / peak if peak else None
        return entry
    finally:
        plan.close()


for c in cases:
    if c["name"] in unrunnable:
        results["cases"].append(failed_entry(c, unrunnable[c["name"]]))
        save()
        continue
    if left() < 60:
        results["skipped"].append(c["name"])
        continue
    try:
        results["cases"].append(run_case(c))
    except RuntimeError as e:  # AttnrtError, and CUDA errors from PyTorch
        # A plan that does not load or launch fails alone; the rest still
        # run (after an illegal access CUDA fails them too, and says so).
        results["cases"].append(failed_entry(c, str(e).strip()[-300:]))
    save()
    torch.cuda.empty_cache()

# DRAM bytes from ncu, one run of each selected plan.
ncu = shutil.which("ncu")
UNITS = {"byte": 1, "Kbyte": 1e3, "Mbyte": 1e6, "Gbyte": 1e9, "Tbyte": 1e12,
         "KB": 1e3, "MB": 1e6, "GB": 1e9}
for c in [c for c in cases if c.get("ncu")]:
    if not ncu or left() < 45:
        results["skipped"].append("ncu " + c["name"])
        continue
    r = run_tool([ncu, "--metrics", "dram__bytes_read.sum,dram__bytes_write.sum",
                  "--csv", gpu_run, os.path.join(args.bundle, c["plan"]),
                  "--warmup", "0"], 120)
    if r is None:
        results["skipped"].append("ncu " + c["name"] + " (over 120 s)")
        continue
    read = write = 0.0
    for line in r.stdout.splitlines():
        cols = [x.strip('"') for x in line.split('","')]
        if len(cols) < 3 or not cols[-3].startswith("dram__bytes"):
            continue
        value = float(cols[-1].replace(",", "")) * UNITS.get(cols[-2], 1)
        if cols[-3].startswith("dram__bytes_read"):
            read += value
        else:
            write += value
    p = c["predicted"]
    results["ncu"].append(dict(
        name=c["name"], ok=r.returncode == 0, dram_read=read, dram_write=write,
        measured=read + write, compulsory=p["compulsory_bytes"],
        tiled=p["tiled_bytes"], l2_tiled=p["l2_tiled_bytes"],
        between=p["compulsory_bytes"] * 0.95 <= read + write <= p["tiled_bytes"] * 1.05,
        stderr=r.stderr[-300:] if r.returncode else ""))

# compute-sanitizer on the small plans.
sanitizer = shutil.which("compute-sanitizer")
for c in [c for c in cases if c.get("sanitize")]:
    for tool in ("memcheck", "racecheck"):
        if not sanitizer or left() < 20:
            results["skipped"].append(f"{tool} {c['name']}")
            continue
        if c["name"] in unrunnable:
            results["skipped"].append(f"{tool} {c['name']} (failed to run)")
            continue
        r = run_tool([sanitizer, "--tool", tool, "--error-exitcode", "9",
                      gpu_run, os.path.join(args.bundle, c["plan"])],
                     max(20, min(180, left() - 10)))
        if r is None:
            results["sanitizer"].append(dict(
                name=c["name"], tool=tool, clean=False, summary="timed out",
                tail=""))
            continue
        summary = re.findall(r"ERROR SUMMARY: (\d+) error", r.stdout + r.stderr)
        results["sanitizer"].append(dict(
            name=c["name"], tool=tool, clean=r.returncode == 0 and summary == ["0"],
            summary=summary[-1] if summary else "none",
            tail=(r.stdout + r.stderr)[-400:] if r.returncode else ""))

save()


def fmt(x, spec=".1f"):
    return "-" if x is None else format(x, spec)


print(f"\nGPU: {gpu}, PyTorch {torch.__version__}; times are medians of {REPEAT} "
      f"CUDA-event runs; TFLOP/s from the traffic model's flops; pred ms is the "
      f"model's predicted time on {cases[0]['predicted']['gpu']} and /pred "
      f"measured over it\n")
print(f"{'case':28} {'chip':6} {'ok':4} {'rel.err':>8} {'ms':>8} {'pred ms':>8} {'/pred':>6} "
      f"{'TFLOP/s':>8} {'flash':>7} {'cudnn':>7} {'math':>7} {'eager':>7} "
      f"{'/flash':>7} {'/cudnn':>7}")
for e in results["cases"]:
    peers_ms = e.get("peers_ms") or {}
    ms = e.get("ms")
    c = next(c for c in cases if c["name"] == e["name"])
    pt = {k: tflops(c, peers_ms.get(k)) for k in ("flash", "cudnn", "math", "eager")}
    ratio = lambda k: (pt[k] and e.get("tflops") and e["tflops"] / pt[k])  # noqa: E731
    print(f"{e['name']:28} {e['chip']:6} {'yes' if e['correct'] else 'NO':4} "
          f"{e['rel_err']:8.1e} "
          f"{fmt(ms, '.3f'):>8} {c['predicted']['predicted_us'] / 1e3:8.3f} "
          f"{fmt(e.get('measured_over_predicted'), '.2f'):>6} "
          f"{fmt(e.get('tflops')):>8} {fmt(pt['flash']):>7} "
          f"{fmt(pt['cudnn']):>7} {fmt(pt['math']):>7} {fmt(pt['eager']):>7} "
          f"{fmt(ratio('flash'), '.2f'):>7} {fmt(ratio('cudnn'), '.2f'):>7}"
          + (f"  {e['gbps']:.0f} GB/s ({fmt(e['hbm_fraction'], '.0%')} of HBM)"
             if "gbps" in e else ""))
if results["ncu"]:
    print(f"\n{'ncu DRAM bytes':28} {'measured':>14} {'compulsory':>14} {'tiled':>14} "
          f"{'L2-aware':>14} {'meas/comp':>9} {'meas/L2':>8} {'between':>8}")
    for n in results["ncu"]:
        print(f"{n['name']:28} {n['measured']:14.4g} {n['compulsory']:14.4g} "
              f"{n['tiled']:14.4g} {n['l2_tiled']:14.4g} "
              f"{n['measured'] / n['compulsory']:9.2f} "
              f"{n['measured'] / n['l2_tiled']:8.2f} "
              f"{'yes' if n['between'] else 'no':>8}")
for e in results["cases"]:
    if "error" in e:
        print(f"{e['name']}: did not run: {e['error']}")
for s in results["sanitizer"]:
    print(f"compute-sanitizer {s['tool']:9} {s['name']:16} "
          f"{'clean' if s['clean'] else 'ERRORS ' + s['summary']}")
if results["skipped"]:
    print("skipped (time budget or missing tool):", ", ".join(results["skipped"]))
print(f"\nJSON: {os.path.join(args.out, 'gpu-bench.json')}; "
      f"{time.time() - START:.0f} s")
failed = [e["name"] for e in results["cases"] if not e["correct"]]
failed += [s["name"] + " " + s["tool"] for s in results["sanitizer"] if not s["clean"]]
if failed:
    print("FAILED:", ", ".join(failed))
sys.exit(1 if failed else 0)
