"""Writes the benchmark matrix of bench/gpu: one MLIR file per case, compiled
with attn-compile into BUNDLE/plans/<case>, and BUNDLE/cases.json with each
case's shape, semantics and the traffic model's predictions from attn-opt's
report (compulsory, tiled and L2-aware bytes, flops, predicted time), so
that run.sh sets what the GPU measures beside what the model said."""

import argparse
import json
import math
import os
import subprocess

BYTES = {"f16": 2, "bf16": 2, "f32": 4}


def predictions(attn_opt, src, gpu):
    """The traffic model's figures for the case in `src`, from attn-opt's
    JSON report (docs/analysis.md) on `gpu`: flops, compulsory bytes (the
    function's bytes moved), the fused op's tiled and L2-aware tiled bytes
    moved (writes plus the tiled reads) and the predicted time."""
    r = subprocess.run([attn_opt, f"--attn-traffic-report=gpu={gpu} format=json",
                        src, "-o", os.devnull], capture_output=True, text=True,
                       check=True)
    (function,) = json.loads(r.stdout)["functions"]
    total = function["total"]
    compulsory = total["bytes_read"] + total["bytes_written"]
    out = {"gpu": gpu, "flops": total["flops"], "compulsory_bytes": compulsory,
           "predicted_us": total["predicted_us"]}
    fused = [op for op in function["ops"] if op["op"] == "attn.flash_attention"]
    if fused:
        (op,) = fused
        out["tiled_bytes"] = op["tiled_bytes_read"] + op["bytes_written"]
        if op.get("l2_tiled_bytes_read") is not None:
            out["l2_tiled_bytes"] = op["l2_tiled_bytes_read"] + op["bytes_written"]
    else:
        # Unfused kernels read each operand once: nothing is re-read.
        out["tiled_bytes"] = out["l2_tiled_bytes"] = compulsory
    return out


def fused_mlir(c, block_m=None):
    """The case's flash_attention; its mask and score terms (run.py's
    `extra_inputs` makes their tensors) follow Q, K and V as arguments. With
    `block_m`, the op carries the kernel's query rows per block, so that the
    report's tiled figures count the blocks the plan launches."""
    t = c["dtype"]
    q = f"tensor<{c['B']}x{c['Hq']}x{c['Nq']}x{c['d']}x{t}>"
    k = f"tensor<{c['B']}x{c['Hkv']}x{c['Nkv']}x{c['d']}x{t}>"
    v = f"tensor<{c['B']}x{c['Hkv']}x{c['Nkv']}x{c['dv']}x{t}>"
    o = f"tensor<{c['B']}x{c['Hq']}x{c['Nq']}x{c['dv']}x{t}>"
    terms = c.get("terms", {})
    args, operands = "", ""
    if terms.get("padding"):
        pad = f"tensor<{c['B']}x{c['Nkv']}xi1>"
        args += f", %pad: {pad}"
        operands += f" key_padding(%pad : {pad})"
    if terms.get("chunk"):
        qs = f"tensor<{c['B']}x{c['Nq']}xi32>"
        ks = f"tensor<{c['B']}x{c['Nkv']}xi32>"
        args += f", %qs: {qs}, %ks: {ks}"
        operands += f" segments(%qs, %ks : {qs}, {ks})"
    for name in ("alibi", "sinks"):
        if terms.get(name):
            args += f", %{name}: tensor<{c['Hq']}xf32>"
            operands += f" {name}(%{name} : tensor<{c['Hq']}xf32>)"
    after = f" softcap {terms['softcap']!r}" if terms.get("softcap") else ""
    after += " causal" if c["causal"] else ""
    after += f" window {terms['window']}" if terms.get("window") else ""
    after += f" block_m {block_m}" if block_m else ""
    return (f"func.func @{c['name']}(%q: {q}, %k: {k}, %v: {v}{args}) -> {o} {{\n"
            f"  %o = attn.flash_attention %q, %k, %v{operands} scale "
            f"{c['scale']!r}{after} : {q}, {k}, {v} -> {o}\n"
            f"  return %o : {o}\n}}\n")


def unfused_mlir(c):
    """The eager chain as PyTorch runs it: S and P in the input type."""
    t = c["dtype"]
    B, H, N, d = c["B"], c["Hq"], c["Nq"], c["d"]
    x = f"tensor<{B}x{H}x{N}x{d}x{t}>"
    s = f"tensor<{B}x{H}x{N}x{N}x{t}>"
    mask = (f"  %s2 = attn.causal_mask %s1 : {s}\n" if c["causal"] else
            "")
    last = "%s2" if c["causal"] else "%s1"
    return (f"func.func @{c['name']}(%q: {x}, %k: {x}, %v: {x}) -> {x} {{\n"
            f"  %s = attn.matmul %q, %k transpose_b : {x}, {x} -> {s}\n"
            f"  %s1 = attn.scale %s by {c['scale']!r} : {s}\n{mask}"
            f"  %p = attn.softmax {last} dim 3 : {s}\n"
            f"  %o = attn.matmul %p, %v : {s}, {x} -> {x}\n"
            f"  return %o : {x}\n}}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--attn-compile", required=True)
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--attn-opt", required=True)
    ap.add_argument("--chip", default="sm_90")
    ap.add_argument("--small", action="store_true",
                    help="every case at a small size (one batch, at most two "
                    "KV heads, 160 rows; decode 1000 keys), with the lowered "
                    "module beside each plan: the dry run of dry_run.sh")
    ap.add_argument("--gpu", default="h200",
                    help="GPU spec of the predictions (attn-opt's gpu=)")
    a = ap.parse_args()

    cases = []

    def add(name, kind, mma, B, Hq, Hkv, Nq, Nkv, d, causal, dtype="bf16",
            timed=True, ncu=False, sanitize=False, chip=None, flags=(),
            terms=None):
        """One case; `chip` overrides --chip, `flags` are more attn-compile
        options (split-KV's, say) and `terms` the fused op's mask and score
        terms (padding, chunk, window, softcap, alibi, sinks)."""
        if a.small:
            group = Hq // Hkv
            B, Hkv = 1, min(Hkv, 2 if group == 1 else 1)
            Hq = group * Hkv
            Nq, Nkv = (1, min(Nkv, 1000)) if Nq == 1 else (min(Nq, 160),
                                                           min(Nkv, 160))
        cases.append(dict(name=name, kind=kind, mma=mma, dtype=dtype, B=B,
                          Hq=Hq, Hkv=Hkv, Nq=Nq, Nkv=Nkv, d=d, dv=d,
                          causal=causal, scale=1.0 / math.sqrt(d), timed=timed,
                          ncu=ncu, sanitize=sanitize, chip=chip or a.chip,
                          flags=list(flags), terms=terms or {}))

    # Prefill: 16k tokens per batch x 2048 model width, as FlashAttention's
    # own benchmarks do, so that every N fills the GPU alike.
    def prefill(d):
        for n in (1024, 4096, 8192, 16384):
            for causal in (False, True):
                B, H = 16384 // n, 2048 // d
                tag = f"d{d}_n{n}_{'causal' if causal else 'full'}"
                add(f"fused_{tag}", "fused", "sync", B, H, H, n, n, d, causal,
                    ncu=(d == 128 and n in (4096, 16384)))
                # d = 128 runs two 16-row tiles per warp by default (0.31
                # LDSM per HMMA; a few prologue values spilled on sm_90);
                # the one-row-tile kernel (0.50, no spill) beside it says
                # which costs more on the GPU.
                if d == 128 and n in (4096, 16384):
                    add(f"fused_{tag}_rows16", "fused", "sync", B, H, H, n, n,
                        d, causal, flags=("--block-m=64",))
                if n <= 4096:
                    add(f"unfused_{tag}", "unfused", "none", B, H, H, n, n, d,
                        causal, ncu=(d == 128 and n == 4096 and not causal))

    # The Hopper (wgmma, TMA) kernel on the same shapes; run.py times SDPA
    # once per shape for both kernels.
    def hopper(d):
        for n in (4096, 8192):
            for causal in (False, True):
                B, H = 16384 // n, 2048 // d
                tag = f"d{d}_n{n}_{'causal' if causal else 'full'}"
                add(f"fused90a_{tag}", "fused", "sync", B, H, H, n, n, d,
                    causal, chip="sm_90a")

    # The cases the issues' goals name come first, so that a run cut short
    # by its time budget, or by a kernel that hangs, has measured them:
    # d = 128 prefill against SDPA's flash backend, decode's fraction of
    # HBM bandwidth, the sm_90a kernel against cuDNN; then d = 64 and 256.
    prefill(128)
    # Decode: one query against a 32k KV cache, GQA 32 query heads on 8.
    add("fused_decode_gqa", "fused", "sync", 8, 32, 8, 1, 32768, 128, False,
        ncu=True)
    # The same with 16 splits instead of the rule's 5 on sm_90 (4 blocks per
    # SM where the rule aims at 2): whether more splits buy bandwidth.
    add("fused_decode_gqa_splits16", "fused", "sync", 8, 32, 8, 1, 32768, 128,
        False, flags=("--split-kv=on", "--splits=16"))
    hopper(128)
    prefill(64)
    hopper(64)
    # d = 256 on the Hopper kernel (208 KiB of shared memory, two consumer
    # warpgroups): FlashAttention-3's best head dim.
    add("fused90a_d256_n4096_full", "fused", "sync", 4, 8, 8, 4096, 4096, 256,
        False, chip="sm_90a")
    # The trusted FMA kernel, for correctness only.
    add("fma_d64_n1024_causal", "fused", "none", 1, 4, 2, 1024, 1024, 64, True,
        timed=False)
    add("fma_d128_n777_full", "fused", "none", 2, 4, 4, 777, 901, 128, False,
        timed=False)
    # Odd shapes for the tensor-core kernel's bounds handling.
    add("fused_odd_gqa_causal", "fused", "sync", 3, 6, 2, 333, 517, 128, True,
        timed=False)
    add("fused_odd_nq_gt_nkv", "fused", "sync", 1, 4, 1, 300, 100, 64, True,
        timed=False)
    # The mask and score terms of real models, on both tensor-core kernels
    # (correctness only: PyTorch's fused backends take none of them
    # together): LLaMA's eager padding mask, Mistral's window with Gemma 2's
    # softcapping, ALiBi with gpt-oss's sinks, Llama 4's chunked attention
    # (segment ids position // chunk) with its padding.
    for chip in (a.chip, "sm_90a"):
        tag = "90a" if chip == "sm_90a" else ""
        add(f"masks{tag}_padding_causal", "fused", "sync", 2, 8, 2, 1000, 1000,
            128, True, timed=False, chip=chip, terms={"padding": True})
        add(f"masks{tag}_chunked_padding", "fused", "sync", 2, 8, 2, 1000,
            1000, 128, True, timed=False, chip=chip,
            terms={"chunk": 96, "padding": True})
        add(f"masks{tag}_window_softcap", "fused", "sync", 1, 8, 8, 1500, 1500,
            128, True, timed=False, chip=chip,
            terms={"window": 256, "softcap": 30.0})
        add(f"masks{tag}_alibi_sinks", "fused", "sync", 2, 8, 2, 700, 900, 64,
            True, timed=False, chip=chip, terms={"alibi": True, "sinks": True})
    # Small plans for compute-sanitizer.
    add("small_fused", "fused", "sync", 1, 4, 2, 200, 300, 64, True,
        timed=False, sanitize=True)
    add("small_unfused", "unfused", "none", 1, 2, 2, 200, 200, 64, True,
        timed=False, sanitize=True)
    add("small_fused90a", "fused", "sync", 1, 4, 2, 200, 300, 64, True,
        timed=False, sanitize=True, chip="sm_90a")
    add("small_fused90a_padding", "fused", "sync", 2, 4, 2, 200, 300, 64,
        True, timed=False, sanitize=True, chip="sm_90a",
        terms={"padding": True})
    add("small_fused90a_d256", "fused", "sync", 1, 2, 2, 200, 300, 256, True,
        timed=False, sanitize=True, chip="sm_90a")

    os.makedirs(os.path.join(a.bundle, "plans"), exist_ok=True)
    src_dir = os.path.join(a.bundle, "mlir")
    os.makedirs(src_dir, exist_ok=True)
    for c in cases:
        src = os.path.join(src_dir, c["name"] + ".mlir")
        with open(src, "w") as f:
            f.write(fused_mlir(c) if c["kind"] == "fused" else unfused_mlir(c))
        out = os.path.join(a.bundle, "plans", c["name"])
        subprocess.run([a.attn_compile, src, "-o", out, "--chip", c["chip"],
                        "--mma", c["mma"], *c["flags"],
                        *(["--emit-lowered"] if a.small else [])], check=True)
        plan = json.load(open(os.path.join(out, "plan.json")))
        c["plan"] = os.path.join("plans", c["name"])
        c["kernels"] = [launch["kernel"] for launch in plan["launches"]]
        c["launches"] = len(plan["launches"])
        if c["chip"] == "sm_90a" and c["mma"] == "sync" and not any(
                k.endswith("_wgmma") for k in c["kernels"]):
            raise SystemExit(f"make_cases.py: error: {c['name']} got "
                             f"{c['kernels']}, not the sm_90a wgmma kernel")
        report_src = src
        split = any(k.endswith("_split") for k in c["kernels"])
        if c["kind"] == "fused" and not split:
            # The fused kernels' grid is (query blocks, B*Hq); their rows
            # per block are a power of two. The split-KV pair's grid packs
            # query heads instead, and the model's own split rule follows
            # the lowering's defaults (with the rule's split count, so the
            # f32 partials of an explicit --splits are counted as that).
            # Key padding and segment ids add a key bounds kernel before the
            # fused one.
            fused = next(launch for launch in plan["launches"]
                         if "_flash_attention" in launch["kernel"])
            blocks = fused["grid"][0]
            block_m = 1 << (-(-c["Nq"] // blocks) - 1).bit_length()
            report_src = os.path.join(src_dir, c["name"] + ".report.mlir")
            with open(report_src, "w") as f:
                f.write(fused_mlir(c, block_m))
        c["predicted"] = predictions(a.attn_opt, report_src, a.gpu)
        os.remove(os.path.join(out, "kernels.ptx"))  # keep the bundle small
    with open(os.path.join(a.bundle, "cases.json"), "w") as f:
        json.dump(cases, f, indent=1)
    print(f"{len(cases)} plans in {a.bundle}")


if __name__ == "__main__":
    main()
