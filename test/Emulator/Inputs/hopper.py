"""Expected results for the Hopper emulator tests, computed independently
of the emulator with NumPy.

  hopper.py tma IN_DIR OUT_DIR
      hopper-tma.mlir: out<i>.npy must be, byte for byte, the shared-memory
      image of a TMA box of arg0.npy (100x40 f16) with the i-th swizzle, or
      for the last, of arg1.npy (5x30x64 f16): box elements row-major from
      byte 0, each byte's 16-byte chunk index
      within its 128-byte line is XORed with the line index mod span / 16
      (span 128, 64, 32 bytes; no swizzle leaves it), out-of-bounds
      elements zero.
  hopper.py matmul IN_DIR OUT_DIR [--tolerance T]
      hopper-matmul.mlir: out0.npy must be arg0 @ arg1 in float64 within
      T of its largest magnitude; with --swapped, with columns 2q and
      2q + 1 (q < 4) traded in rows 16 w + 0..7, the elements that
      registers 0 and 1 of PTX's m64nN accumulator fragment hold.
  hopper.py assemble FILE WORK --mlir-opt MLIR_OPT --ptxas PTXAS
      lowers FILE's gpu.module through MLIR 22's NVVM path for sm_90a,
      assembles its PTX with ptxas -arch=sm_90a and prints, per kernel,
      which Hopper instructions the PTX holds.
"""

import argparse
import os
import re
import subprocess
import sys

import numpy as np

# name, input, swizzle span in bytes (0: none), box dims and box origin
# (outermost first): as the kernels of hopper-tma.mlir load them.
TMA_CASES = [
    ("none", 0, 0, (16, 64), (90, 8)),
    ("s128", 0, 128, (16, 64), (90, 8)),
    ("s64", 0, 64, (32, 32), (80, 20)),
    ("s32", 0, 32, (64, 16), (60, 30)),
    ("d3", 1, 128, (2, 8, 64), (3, 26, 0)),
]


def tma_image(a, span, dims, origin):
    box = np.zeros(dims, dtype=np.float16)
    for e in np.ndindex(*dims):
        g = tuple(o + i for o, i in zip(origin, e))
        if all(0 <= x < n for x, n in zip(g, a.shape)):
            box[e] = a[g]
    src = box.view(np.uint8).reshape(-1)
    image = np.zeros_like(src)
    for off in range(src.size):
        placed = off
        if span:
            line, chunk = off // 128, (off % 128) // 16
            chunk ^= line % (span // 16)
            placed = line * 128 + chunk * 16 + off % 16
        image[placed] = src[off]
    return image


PIPELINE = ("builtin.module(nvvm-attach-target{chip=sm_90a features=+ptx80 "
            "O=3},gpu.module(convert-scf-to-cf,convert-nvgpu-to-nvvm,"
            "convert-gpu-to-nvvm,convert-nvvm-to-llvm,"
            "reconcile-unrealized-casts),gpu-module-to-binary{format=isa})")

HOPPER_PTX = ["cp.async.bulk.tensor", "mbarrier.try_wait.parity",
              "mbarrier.arrive.expect_tx", "wgmma.mma_async", "setmaxnreg"]


def mlir_string(text):
    """Decodes an MLIR string literal body (\\, \" and \XX hex escapes)."""
    out, i = bytearray(), 0
    while i < len(text):
        if text[i] == "\\":
            if text[i + 1] in "\\\"":
                out.append(ord(text[i + 1]))
                i += 2
                continue
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
            continue
        out.extend(text[i].encode())
        i += 1
    return out.decode()


def assemble(a):
    lowered = os.path.join(a.outputs, "lowered.mlir")
    subprocess.run([a.mlir_opt, a.inputs, "--pass-pipeline=" + PIPELINE,
                    "-o", lowered], check=True)
    text = open(lowered).read()
    found = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', text)
    if not found:
        print("FAIL no PTX in the lowered module")
        return 1
    ptx = mlir_string(found.group(1))
    path = os.path.join(a.outputs, "kernels.ptx")
    open(path, "w").write(ptx)
    done = subprocess.run([a.ptxas, "-arch=sm_90a", path, "-o",
                           os.path.join(a.outputs, "kernels.cubin")],
                          capture_output=True, text=True)
    if done.returncode:
        print("FAIL ptxas: " + done.stderr.strip().replace("\n", "; "))
        return 1
    for name, body in re.findall(r"\.entry (\w+)\((.*?)\n}", ptx, re.S):
        held = [i for i in HOPPER_PTX if i in body]
        # The transpose immediates the emulator reads transposeA/B as.
        trans = sorted(set(re.findall(
            r"wgmma\.mma_async[^;]*, (\d),\s*(\d);", body)))
        flags = "".join(f" trans-a={x} trans-b={y}" for x, y in trans)
        print(f"assembled {name} for sm_90a: {' '.join(held) or 'none'}"
              f"{flags}")
    return 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=["tma", "matmul", "assemble"])
    p.add_argument("--mlir-opt")
    p.add_argument("--ptxas")
    p.add_argument("inputs")
    p.add_argument("outputs")
    p.add_argument("--tolerance", type=float, default=1e-6)
    p.add_argument("--swapped", action="store_true")
    a = p.parse_args()
    if a.mode == "assemble":
        return assemble(a)
    if a.mode == "tma":
        srcs = [np.load(os.path.join(a.inputs, f"arg{i}.npy")) for i in (0, 1)]
        bad = 0
        for i, (name, arg, span, dims, origin) in enumerate(TMA_CASES):
            out = np.load(os.path.join(a.outputs, f"out{i}.npy"))
            got = out.astype(np.float16).view(np.uint8).reshape(-1)
            want = tma_image(srcs[arg], span, dims, origin)
            diff = int(np.count_nonzero(got != want))
            print(f"{name}: {'ok' if diff == 0 else 'FAIL'} "
                  f"{diff} of {want.size} bytes differ")
            bad += diff != 0
        return 1 if bad else 0
    lhs = np.load(os.path.join(a.inputs, "arg0.npy")).astype(np.float64)
    rhs = np.load(os.path.join(a.inputs, "arg1.npy")).astype(np.float64)
    out = np.load(os.path.join(a.outputs, "out0.npy")).astype(np.float64)
    ref = lhs @ rhs
    if a.swapped:
        rows = [r for r in range(ref.shape[0]) if r % 16 < 8]
        for q in range(4):
            ref[rows, 2 * q], ref[rows, 2 * q + 1] = (
                ref[rows, 2 * q + 1].copy(), ref[rows, 2 * q].copy())
    err = np.max(np.abs(out - ref))
    rel = err / np.max(np.abs(ref))
    ok = rel <= a.tolerance
    print(f"{'ok' if ok else 'FAIL'} max_abs_err={err:.3e} rel={rel:.3e} "
          f"tolerance={a.tolerance:g}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
