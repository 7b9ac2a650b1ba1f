"""Measures the CPU flash_attention kernel's exp through attn-run.

With one key block, d = 1, scale 1, V the identity and key 0 at score 0 (the
row maximum), output (i, j) is exp(s_ij) / l_i and output (i, 0) is 1 / l_i,
so their ratio is the kernel's exp(s_ij) up to one rounding (2^-24). The
script writes such inputs, runs attn-run on them and prints the largest
relative error where exp(s) >= 2^-126 and the largest value where it is
below, for FileCheck to bound (docs/cpu.md, "Exp").

  exp_accuracy.py ATTN_RUN PROGRAM WORKDIR
"""

import math
import os
import struct
import subprocess
import sys

QUERIES, KEYS = 1024, 64


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def write_npy(path, shape, values):
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % (
        "".join(f"{d}, " for d in shape))
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode("latin1"))
        f.write(struct.pack(f"<{len(values)}f", *values))


def read_npy(path):
    with open(path, "rb") as f:
        data = f.read()
    (length,) = struct.unpack("<H", data[8:10])
    body = data[10 + length:]
    return struct.unpack(f"<{len(body) // 4}f", body)


def main():
    attn_run, program, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    # Scores t_i * k_j from 0 down to -200: the whole normal range of exp,
    # its flush to zero and beyond. t_i > 0, k_j <= 0, so key 0 (k = 0) is
    # every row's maximum.
    t = [f32((i + 1) / QUERIES) for i in range(QUERIES)]
    k = [f32(-200.0 * (j / (KEYS - 1)) ** 1.5) for j in range(KEYS)]
    v = [1.0 if r == c else 0.0 for r in range(KEYS) for c in range(KEYS)]
    write_npy(os.path.join(work, "arg0.npy"), (1, 1, QUERIES, 1), t)
    write_npy(os.path.join(work, "arg1.npy"), (1, 1, KEYS, 1), k)
    write_npy(os.path.join(work, "arg2.npy"), (1, 1, KEYS, KEYS), v)
    subprocess.run([attn_run, program, "--inputs", work, "--dump-outputs",
                    work], check=True, stdout=subprocess.DEVNULL)
    out = read_npy(os.path.join(work, "out0.npy"))
    worst_rel, worst_tiny, normal, tiny = 0.0, 0.0, 0, 0
    for i in range(QUERIES):
        row = out[i * KEYS:(i + 1) * KEYS]
        for j in range(KEYS):
            s = f32(t[i] * k[j])
            ref = math.exp(s)
            got = row[j] / row[0]
            if ref >= 2.0**-126:
                worst_rel = max(worst_rel, abs(got - ref) / ref)
                normal += 1
            else:
                worst_tiny = max(worst_tiny, got)
                tiny += 1
    print(f"normal results: {normal}, max relative error: {worst_rel:.3e}")
    print(f"results below 2^-126: {tiny}, max value: {worst_tiny:.3e}")
    print("relative error within 2.6e-7:", worst_rel <= 2.6e-7)
    print("tiny results within 1.2e-38:", worst_tiny <= 1.2e-38)


if __name__ == "__main__":
    main()
