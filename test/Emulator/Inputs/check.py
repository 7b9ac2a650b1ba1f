"""Inputs and a float64 reference for lowered attention modules run with
`attn-run --device emulator` (which has no reference of its own for them).

  check.py make-inputs DIR --shape 1x4x70x64 --shape ... --dtype f16 [--seed S]
      writes DIR/arg<i>.npy for each shape, values uniform in [-1, 1) rounded
      to the dtype (<f2 for f16; <f4 for bf16, which numpy does not have)
  check.py check IN_DIR OUT_DIR --scale S [--causal] --tolerance T
      reads Q, K, V (arg0-2.npy, [B, H, N, d]) and out0.npy, prints
      "ok ..." when max |out - ref| <= T * max |ref|, else "FAIL ..." and
      exits 1
"""

import argparse
import os
import sys

import numpy as np


def round_to(dtype, x):
    x = x.astype(np.float32)
    if dtype == "f16":
        return x.astype(np.float16).astype(np.float32)
    if dtype == "bf16":
        bits = x.view(np.uint32).astype(np.uint64)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return bits.astype(np.uint32).view(np.float32)
    return x


def reference(q, k, v, scale, causal):
    """softmax(scale Q K^T [+ causal mask]) V in float64, GQA by head
    groups; a row that sees no key is zeros."""
    q, k, v = (x.astype(np.float64) for x in (q, k, v))
    group = q.shape[1] // k.shape[1]
    k = np.repeat(k, group, axis=1)
    v = np.repeat(v, group, axis=1)
    s = scale * np.einsum("bhid,bhjd->bhij", q, k)
    nq, nkv = q.shape[2], k.shape[2]
    if causal:
        hidden = np.arange(nkv)[None, :] > np.arange(nq)[:, None] + (nkv - nq)
        s = np.where(hidden, -np.inf, s)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    p = np.exp(s - m)
    total = np.sum(p, axis=-1, keepdims=True)
    o = np.einsum("bhij,bhjd->bhid", p, v)
    return np.divide(o, total, out=np.zeros_like(o), where=total > 0)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=["make-inputs", "check"])
    p.add_argument("inputs")
    p.add_argument("outputs", nargs="?")
    p.add_argument("--shape", action="append", default=[])
    p.add_argument("--dtype", default="f16")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--causal", action="store_true")
    p.add_argument("--tolerance", type=float, default=2e-3)
    a = p.parse_args()
    if a.mode == "make-inputs":
        os.makedirs(a.inputs, exist_ok=True)
        rng = np.random.default_rng(a.seed)
        for i, shape in enumerate(a.shape):
            dims = [int(d) for d in shape.split("x")]
            x = round_to(a.dtype, rng.uniform(-1, 1, size=dims))
            if a.dtype == "f16":
                x = x.astype(np.float16)
            np.save(os.path.join(a.inputs, f"arg{i}.npy"), x)
        return 0
    q, k, v = (np.load(os.path.join(a.inputs, f"arg{i}.npy")) for i in range(3))
    out = np.load(os.path.join(a.outputs, "out0.npy")).astype(np.float64)
    ref = reference(q, k, v, a.scale, a.causal)
    err = np.max(np.abs(out - ref)) if np.all(np.isfinite(out)) else np.inf
    ref_max = np.max(np.abs(ref))
    rel = err / ref_max if ref_max else err
    ok = rel <= a.tolerance
    print(f"{'ok' if ok else 'FAIL'} max_abs_err={err:.3e} "
          f"max_ref={ref_max:.3e} rel={rel:.3e} tolerance={a.tolerance:g}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
