#!/usr/bin/env python3
"""Differential testing of attn-raise + attn-fuse.

For each seed: generate a random attention program (attn_gen.py), run it
with attn-run, raise and fuse it with attn-opt, check that it fused (or, for
the programs that must not fuse, that it did not and said why), run the
fused program, and compare both outputs with the float64 NumPy expectation.
Prints one line per failure with the seed and the kept program, and a
closing 'N passed, N failed' line; exits non-zero on any failure.
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import attn_gen  # noqa: E402

# Relative to the expectation's largest magnitude. The fused program keeps
# its statistics in f32 and rounds only its inputs and output, so it is held
# to attn-run's own f64 tolerances (docs/cpu.md). The original program also
# rounds S, P and the softmax's running sums to the element type: without an
# f32 upcast a bf16 softmax over a few hundred keys is off by several percent
# on its own, so the original is held only to a bound that still catches a
# wrong mask, scale or layout (those are off by order one).
FUSED_TOLERANCE = {"f32": 1e-4, "f16": 2e-3, "bf16": 1.6e-2}
ORIGINAL_TOLERANCE = {"f32": 1e-4, "f16": 5e-2, "bf16": 2.5e-1}


def run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300,
                          **kwargs)


def compare(outdir, expected_count, tol):
    """Returns None when every output is within `tol`, else a reason."""
    for i in range(expected_count):
        path = os.path.join(outdir, f"out{i}.npy")
        if not os.path.exists(path):
            return f"output {i} missing"
        got = np.load(path).astype(np.float64)
        want = np.load(os.path.join(outdir, "..", f"expected{i}.npy"))
        if got.shape != want.shape:
            return f"output {i} has shape {got.shape}, expected {want.shape}"
        if not np.all(np.isfinite(got)):
            return f"output {i} has non-finite values"
        scale = max(float(np.max(np.abs(want))), 1e-30)
        err = float(np.max(np.abs(got - want))) / scale
        if err > tol:
            return f"output {i} relative error {err:.3g} > {tol:g}"
    return None


def check_seed(seed, opts):
    work = os.path.join(opts.work, str(seed))
    shutil.rmtree(work, ignore_errors=True)
    cfg = attn_gen.Generator(seed).generate(work)
    program = os.path.join(work, "program.mlir")
    fused = os.path.join(work, "fused.mlir")
    outputs = 2 if cfg["negative"] == "scores_reused" else 1

    def attn_run(path, outdir, tol):
        r = run([opts.attn_run, path, "--inputs", work, "--dump-outputs", outdir,
                 "--reference", "none"])
        if r.returncode != 0:
            return f"attn-run {os.path.basename(path)} failed: " + \
                (r.stderr.strip().splitlines() or ["(no message)"])[-1]
        return compare(outdir, outputs, tol)

    failure = attn_run(program, os.path.join(work, "original"),
                       ORIGINAL_TOLERANCE[cfg["et"]])
    if failure:
        return seed, "original: " + failure, work
    r = run([opts.attn_opt, program, "--attn-raise", "--attn-fuse=remarks=true",
             "-o", fused])
    if r.returncode != 0:
        return seed, "attn-opt failed: " + r.stderr.strip()[-300:], work
    with open(fused) as f:
        text = f.read()
    flash = text.count("attn.flash_attention")
    must_fuse = cfg["negative"] == "none"
    if must_fuse and flash != 1:
        return seed, f"expected 1 attn.flash_attention, found {flash}", work
    if must_fuse and cfg.get("segments") and " segments(" not in text:
        return seed, "document ids did not become the fused op's segments", work
    if not must_fuse:
        if flash != 0:
            return seed, f"{cfg['negative']} must block fusion", work
        if "attention not fused" not in r.stderr:
            return seed, f"{cfg['negative']}: no remark saying why", work
    # A program that must not fuse comes out as the original did.
    tolerance = FUSED_TOLERANCE if must_fuse else ORIGINAL_TOLERANCE
    failure = attn_run(fused, os.path.join(work, "fused"), tolerance[cfg["et"]])
    if failure:
        return seed, "fused: " + failure, work
    if not opts.keep:
        shutil.rmtree(work, ignore_errors=True)
    return seed, None, work


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attn-opt", required=True)
    parser.add_argument("--attn-run", required=True)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--work", default=None,
                        help="folder for programs (default: a temporary one)")
    parser.add_argument("--keep", action="store_true",
                        help="keep the programs that pass too")
    opts = parser.parse_args()
    cleanup = opts.work is None
    opts.work = opts.work or tempfile.mkdtemp(prefix="attn-diff-")
    os.makedirs(opts.work, exist_ok=True)

    seeds = range(opts.first_seed, opts.first_seed + opts.count)
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for seed, failure, work in pool.map(lambda s: check_seed(s, opts), seeds):
            if failure:
                failures.append(seed)
                print(f"FAIL seed {seed}: {failure} (program kept in {work})")
    passed = len(seeds) - len(failures)
    print(json.dumps({"programs": len(seeds), "failed_seeds": failures}))
    print(f"differential: {passed} passed, {len(failures)} failed")
    if cleanup and not failures:
        shutil.rmtree(opts.work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
