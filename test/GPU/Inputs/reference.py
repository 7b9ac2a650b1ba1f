"""Pure-Python (no numpy) inputs and float64 reference for GPU plans whose
arguments are Q, K, V of attention in the [B, H, N, d] layout, then
optionally a key padding mask ([B, Nkv] i1, true keeps the key) and query
and key segment ids ([B or 1, Nq] and [B or 1, Nkv] i32 or i64: a key is
seen by the queries of its segment), then O.

  reference.py make-inputs PLAN_DIR IN_DIR [--seed S]
      writes IN_DIR/<name>.npy for each input: <f4 rounded to its dtype,
      segment ids as <i4 or <i8
  reference.py check PLAN_DIR IN_DIR OUT_DIR --scale S [--causal] --tolerance T
      prints "ok ..." when max |out - ref| <= T * max |ref|, else "FAIL ..."
"""

import argparse
import json
import math
import os
import random
import struct


def round_to(dtype, x):
    if dtype == "f16":
        return struct.unpack("<e", struct.pack("<e", x))[0]
    if dtype == "bf16":
        bits = struct.unpack("<I", struct.pack("<f", x))[0]
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    return struct.unpack("<f", struct.pack("<f", x))[0]


# numpy's dtype names and struct's formats of what the files hold.
NPY_FORMATS = {"<f4": "f", "<i4": "i", "<i8": "q"}


def write_npy(path, shape, values, descr="<f4"):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join(f"{d}, " for d in shape))
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    fmt = NPY_FORMATS[descr]
    if fmt != "f":
        values = [int(x) for x in values]
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode())
        f.write(struct.pack(f"<{len(values)}{fmt}", *values))


def read_npy(path):
    with open(path, "rb") as f:
        data = f.read()
    (length,) = struct.unpack("<H", data[8:10])
    header = data[10:10 + length].decode()
    (descr,) = [d for d in NPY_FORMATS if f"'{d}'" in header]
    fmt = NPY_FORMATS[descr]
    body = data[10 + length:]
    return [float(x) for x in
            struct.unpack(f"<{len(body) // struct.calcsize(fmt)}{fmt}", body)]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=["make-inputs", "check"])
    p.add_argument("plan")
    p.add_argument("inputs")
    p.add_argument("outputs", nargs="?")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--causal", action="store_true")
    p.add_argument("--tolerance", type=float, default=2e-3)
    a = p.parse_args()
    plan = json.load(open(os.path.join(a.plan, "plan.json")))
    args = [b for b in plan["buffers"] if b["role"] != "scratch"]
    if a.mode == "make-inputs":
        rng = random.Random(a.seed)
        for b in args:
            if b["role"] != "input":
                continue
            n = math.prod(b["shape"])
            if b["dtype"] == "i1":
                # About one key in ten hidden.
                values = [float(rng.random() > 0.1) for _ in range(n)]
            elif b["dtype"] in ("i32", "i64"):
                # Segment ids: three runs of random lengths per row.
                rows, length = b["shape"]
                values = []
                for _ in range(rows):
                    cuts = sorted(rng.randrange(length) for _ in range(2))
                    values += [sum(x >= c for c in cuts) for x in range(length)]
                descr = "<i4" if b["dtype"] == "i32" else "<i8"
                write_npy(os.path.join(a.inputs, b["name"] + ".npy"),
                          b["shape"], values, descr)
                continue
            else:
                values = [round_to(b["dtype"], rng.uniform(-1, 1))
                          for _ in range(n)]
            write_npy(os.path.join(a.inputs, b["name"] + ".npy"), b["shape"], values)
        return
    q_spec, k_spec, v_spec, *terms, o_spec = args

    def read(spec):
        return read_npy(os.path.join(a.inputs, spec["name"] + ".npy"))

    q, k, v = (read(s) for s in (q_spec, k_spec, v_spec))
    pad_spec = [t for t in terms if t["dtype"] == "i1"]
    ids_spec = [t for t in terms if t["dtype"] in ("i32", "i64")]
    keep = read(pad_spec[0]) if pad_spec else None
    if ids_spec:
        qs_spec, ks_spec = ids_spec
        qs, ks = read(qs_spec), read(ks_spec)
    out = read_npy(os.path.join(a.outputs, o_spec["name"] + ".npy"))
    B, Hq, Nq, D = q_spec["shape"]
    _, Hkv, Nkv, _ = k_spec["shape"]
    Dv = v_spec["shape"][3]
    group = Hq // Hkv
    err = ref_max = 0.0
    for b in range(B):
        if ids_spec:
            # A batch dim of 1 is shared by every batch.
            q_ids = qs[(b if qs_spec["shape"][0] > 1 else 0) * Nq:][:Nq]
            k_ids = ks[(b if ks_spec["shape"][0] > 1 else 0) * Nkv:][:Nkv]
        for h in range(Hq):
            hk = h // group
            for i in range(Nq):
                qrow = q[((b * Hq + h) * Nq + i) * D:][:D]
                scores = []
                for j in range(Nkv):
                    if a.causal and j > i + Nkv - Nq:
                        continue
                    if keep is not None and not keep[b * Nkv + j]:
                        continue
                    if ids_spec and q_ids[i] != k_ids[j]:
                        continue
                    krow = k[((b * Hkv + hk) * Nkv + j) * D:][:D]
                    scores.append((j, a.scale * sum(x * y for x, y in zip(qrow, krow))))
                m = max((s for _, s in scores), default=0.0)
                weights = [(j, math.exp(s - m)) for j, s in scores]
                total = sum(w for _, w in weights)
                for c in range(Dv):
                    ref = 0.0
                    for j, w in weights:
                        ref += w * v[((b * Hkv + hk) * Nkv + j) * Dv + c]
                    ref = ref / total if total else 0.0
                    got = out[((b * Hq + h) * Nq + i) * Dv + c]
                    ref_max = max(ref_max, abs(ref))
                    err = max(err, abs(got - ref)) if got == got else math.inf
    rel = err / ref_max if ref_max else err
    verdict = "ok" if rel <= a.tolerance else "FAIL"
    print(f"{verdict} max_abs_err={err:.3e} max_ref={ref_max:.3e} rel={rel:.3e} "
          f"tolerance={a.tolerance:g}")


if __name__ == "__main__":
    main()
