#!/usr/bin/env python3
"""Static instruction mix of the fused tensor-core kernel's KV loop.

Compiles one attn.flash_attention per variant with attn-compile, disassembles
the cubin with cuobjdump -sass, finds each loop whose body holds HMMA (a
backward branch and the instructions from its target to it) and counts the
instruction classes of one iteration: HMMA, LDSM, MUFU.EX2, LDGSTS, BAR and
everything else. A loop's count is of its whole body, both sides of any branch
inside it, so a loop that still holds a masking branch is charged for it.

Prints one line per variant and loop (the steady loop is the shortest, the
others hold masking code) with the kernel's registers, spills (bytes, and
the local loads and stores inside the loop), shared memory (the plan's
dynamic bytes) and occupancy (blocks and warps per SM, from the
chip's register file, shared memory and warp slots), then FlashAttention-2's
figures for the same shape as a reference; with --check, compares each loop
with the bounds of BOUNDS and exits 1 if one is exceeded or a kernel fits
fewer than MIN_BLOCKS blocks per SM.

With --chip sm_90a the kernel is the warp-specialized wgmma one (docs/gpu.md,
"sm_90a kernel"): its consumer loops are those holding HGMMA, one KV tile per
iteration, and its producer loop the one issuing UTMALDG (TMA tile loads)
under an mbarrier wait. Their lines count HGMMA, UTMALDG and SYNCS (mbarrier)
instead; --check bounds the consumers' other instructions per HGMMA, counted
in units of one 64x64x16 so that 128-key tiles' wider S compares by work
(other/HGMMA64, HOPPER_BOUNDS), requires their waits and no TMA in them, a producer loop
with UTMALDG and no HGMMA, no spills, and no ptxas note of a performance loss
(setmaxnreg ignored, wgmma serialized).

The SASS tools come from PyPI (nvidia-cuda-cuobjdump, nvidia-cuda-nvdisasm):
scripts/sass-tools.sh installs them under build/sass-tools.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

# d, element type, mask: the shapes the kernel serves. Ragged lengths (1000,
# and 2000 for sm_90a) keep the last tile's bounds checks in the program.
VARIANTS = [
    (64, "bf16", "none"), (64, "bf16", "causal"),
    (128, "bf16", "none"), (128, "bf16", "causal"), (128, "f16", "none"),
    (128, "bf16", "window"), (128, "bf16", "padding"),
    (128, "bf16", "softcap"), (128, "bf16", "segments"),
    (256, "bf16", "none"), (256, "bf16", "causal"),
]

# Bounds per head dim: other instructions per HMMA in the steady loop (the
# one without masking code, or the only loop) and in any loop, LDSM per HMMA,
# and whether ptxas may spill outside the loops (inside them, no variant but
# those of LOOP_LOCAL_ALLOWED may load or store local memory). d = 128 runs two 16-row tiles per warp (0.31
# LDSM per HMMA, the 3.0 and 0.35 met); on sm_90 ptxas keeps a few
# values of the prologue in local memory until the epilogue (docs/gpu.md).
# d = 256 keeps one row tile, 32-key tiles and its spills, of the same kind.
BOUNDS = {64: (4.0, 7.0, 0.30, False), 128: (3.0, 7.0, 0.35, True),
          256: (3.2, 5.5, 0.65, True)}

# Local-memory accesses per tile a loop may make, by (chip, d, mask); none
# elsewhere. With key padding the tile loop's bounds come from the key
# bounds kernel, and sm_90's ptxas keeps that loop's 64-bit tile counter and
# bound in local memory: 4 loads and 2 stores per tile of about 1250
# instructions (sm_80's keeps them in registers). Tried on 2026-12-08, none
# removing them: the flags read per score from global memory instead of
# staged (10 accesses), staging them at the start of the iteration (34), in
# a batch row re-derived per tile (8), an i32 tile counter read back through
# a shuffle (40, and spills in six other variants) (docs/gpu.md).
LOOP_LOCAL_ALLOWED = {("sm_90", 128, "padding"): 6}

# Softcapping adds a tanh per score (an exp2, an approximate division and
# three FADD/FMUL), about 2 instructions per HMMA on top of d's bounds.
SOFTCAP_EXTRA = 2.2

# Per SM: 32-bit registers, shared memory bytes a block may be given in all,
# warp slots and resident blocks; registers are allocated per warp in units
# of 256, and the driver reserves 1 KB of shared memory per block (CUDA C
# Programming Guide, compute capabilities 8.0 and 9.0).
CHIPS = {
    "sm_80": {"regs": 65536, "smem": 164 * 1024, "warps": 64, "blocks": 32},
    "sm_90": {"regs": 65536, "smem": 228 * 1024, "warps": 64, "blocks": 32},
}
CHIPS["sm_90a"] = CHIPS["sm_90"]
RESERVED_SMEM = 1024

# The kernels are compiled for two blocks per SM (nvvm.minctasm = 2): one
# block's barriers and waits are hidden behind the other's work.
MIN_BLOCKS = 2

# FlashAttention-2 2.8.3's forward kernel, hdim 128 bf16 (kernel traits
# 128 x 64 tiles, 4 warps), compiled for sm_90 with nvcc 13 -O3
# (../shared/notes/toolchain-facts.md): per KV iteration per warp, and its
# shared memory (Q 128 x 128, K and V 64 x 128, bf16).
FA2_D128 = {"HMMA": 256, "LDSM": 80, "EX2": 68, "other": 2.6, "regs": 255,
            "threads": 128, "smem": 2 * (128 * 128 + 2 * 64 * 128)}


def occupancy(chip, regs, threads, smem):
    """Blocks per SM of a kernel: the least of what its registers, its
    shared memory, the warp slots and the block slots allow."""
    limits = CHIPS[chip]
    warps = -(-threads // 32)
    regs_per_warp = -(-regs * 32 // 256) * 256
    by_regs = limits["regs"] // (regs_per_warp * warps)
    by_smem = limits["smem"] // (smem + RESERVED_SMEM)
    return min(by_regs, by_smem, limits["warps"] // warps, limits["blocks"])


def launch_of(out):
    """Threads per block and dynamic shared bytes of the plan's fused kernel
    launch (key padding and segment ids add a key bounds kernel before it)."""
    with open(os.path.join(out, "plan.json")) as f:
        launches = json.load(f)["launches"]
    launch = next(l for l in launches if "_flash_attention" in l["kernel"])
    threads = launch["block"][0] * launch["block"][1] * launch["block"][2]
    return threads, launch["dynamic_shared_bytes"]


TEMPLATE = """\
func.func @fused(%q: tensor<2x8x{n}x{d}x{t}>, %k: tensor<2x2x{n}x{d}x{t}>,
                 %v: tensor<2x2x{n}x{d}x{t}>{extra_args})
    -> tensor<2x8x{n}x{d}x{t}> {{
  %o = attn.flash_attention %q, %k, %v{extra} scale 0.125{causal}
      : tensor<2x8x{n}x{d}x{t}>, tensor<2x2x{n}x{d}x{t}>,
        tensor<2x2x{n}x{d}x{t}> -> tensor<2x8x{n}x{d}x{t}>
  return %o : tensor<2x8x{n}x{d}x{t}>
}}
"""

# The variants the sm_90a kernel takes (others fall back to the sm_90 one).
# Its sequences are 2000 long: with 128-key tiles, 1000 keys make 8 tiles
# and LLVM unrolls the producer's loop of them away at d = 64.
HOPPER_VARIANTS = [
    (64, "bf16", "none"), (64, "bf16", "causal"), (64, "f16", "none"),
    (128, "bf16", "none"), (128, "bf16", "causal"), (128, "f16", "none"),
    (128, "bf16", "window"), (128, "bf16", "padding"), (128, "bf16", "softcap"),
    (128, "bf16", "segments"),
    (256, "bf16", "none"), (256, "bf16", "causal"), (256, "bf16", "window"),
]

# sm_90a bounds per head dim: other instructions per 64x64x16 HGMMA in any
# consumer loop. The loop body is one KV tile; with two consumer warpgroups each runs
# its own copy; all are bounded alike, 10% over the worst the kernel has
# (docs/gpu.md): S, O, the softmax and P in registers, the TMA loads in the
# producer's loop.
HOPPER_BOUNDS = {64: 50.0, 128: 41.0, 256: 24.0}

LINE = re.compile(r"/\*([0-9a-f]{4,})\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)([^;]*);")


def source(d, t, mask, n=1000):
    extra = extra_args = causal = ""
    if mask == "causal":
        causal = " causal"
    elif mask == "window":
        causal = " causal window 256"
    elif mask == "softcap":
        causal = " softcap 30.0"
    elif mask == "padding":
        extra = f" key_padding(%p : tensor<2x{n}xi1>)"
        extra_args = f", %p: tensor<2x{n}xi1>"
    elif mask == "segments":
        # Llama 4's chunks: causal and i32 segment ids.
        ids = f"tensor<2x{n}xi32>"
        extra = f" segments(%qs, %ks : {ids}, {ids})"
        extra_args = f", %qs: {ids}, %ks: {ids}"
        causal = " causal"
    return TEMPLATE.format(n=n, d=d, t=t, extra=extra, extra_args=extra_args,
                           causal=causal)


def parse(sass):
    """Per kernel, the list of (address, opcode, operands)."""
    kernels, current = {}, None
    for line in sass.splitlines():
        m = re.search(r"Function : (\S+)", line)
        if m:
            current = kernels.setdefault(m.group(1), [])
            continue
        m = LINE.search(line)
        if m and current is not None:
            current.append((int(m.group(1), 16), m.group(3), m.group(4)))
    return kernels


def labels(sass):
    """Maps .L_x_N labels to their addresses (nvdisasm prints them)."""
    result, pending = {}, []
    for line in sass.splitlines():
        m = re.match(r"\s*(\.L_x_\d+):", line)
        if m:
            pending.append(m.group(1))
            continue
        m = LINE.search(line)
        if m and pending:
            for name in pending:
                result[name] = int(m.group(1), 16)
            pending = []
    return result


def loops(instructions, label_addresses, holds=(("HMMA", "HGMMA"),)):
    """(start, end, body) of each innermost loop whose body holds, for each
    tuple of opcode prefixes in `holds`, an instruction of it. A loop is a
    backward branch and the instructions from its target to it, unless they
    hold an EXIT: ptxas retries an mbarrier wait that timed out from a stub
    after the function's last EXIT, whose branch back is not a loop."""
    found = []
    for addr, op, operands in instructions:
        if not op.startswith("BRA"):
            continue
        m = re.search(r"`\((\.L_x_\d+)\)", operands)
        if m:
            target = label_addresses.get(m.group(1))
        else:
            m = re.search(r"(0x[0-9a-f]+)", operands)
            target = int(m.group(1), 16) if m else None
        if target is None or target > addr:
            continue
        body = [i for i in instructions if target <= i[0] <= addr]
        if any(op == "EXIT" for _, op, _ in body):
            continue
        if all(any(op.startswith(prefixes) for _, op, _ in body)
               for prefixes in holds):
            found.append((target, addr, body))
    # Keep the innermost loops: drop any that contains another one.
    inner = [l for l in found
             if not any(o is not l and l[0] <= o[0] and o[1] <= l[1]
                        for o in found)]
    return inner


MMA_CLASSES = ("HMMA", "LDSM", "MUFU.EX2", "LDGSTS", "BAR", "LDL", "STL")
HOPPER_CLASSES = ("HGMMA", "UTMALDG", "SYNCS", "MUFU.EX2", "BAR")


def mix(body, classes=MMA_CLASSES):
    """Instructions of `body` per class (by opcode prefix), and in all."""
    counts = dict.fromkeys(classes, 0)
    counts["total"] = 0
    for _, op, _ in body:
        if op == "NOP":
            continue
        counts["total"] += 1
        for key in classes:
            if op.startswith(key):
                counts[key] += 1
    return counts


def regs_and_spills(out):
    """Registers, spill bytes and ptxas's "Potential Performance Loss"
    notes (setmaxnreg ignored, wgmma serialized), as attn-compile's plan
    records ptxas's report."""
    plan = json.load(open(os.path.join(out, "plan.json")))
    kernels = plan["kernels"].values()
    regs = max(k["registers"] for k in kernels)
    spills = sum(k["spill_store_bytes"] + k["spill_load_bytes"] for k in kernels)
    return regs, spills, plan["ptxas_notes"]


def hgmma_units(body):
    """The HGMMA of `body` in units of one 64x64x16 (an HGMMA.64xNx16 is
    N / 64 of them), so that loops with wider wgmma compare by work."""
    units = 0.0
    for _, op, operands in body:
        # The opcode pattern stops at the shape's lower-case x.
        m = re.match(r"HGMMA\.64x(\d+)x16", op + operands)
        if m:
            units += int(m.group(1)) / 64
    return units


def report_hopper(tag, chip, d, t, mask, found, producer, regs, spills,
                  smem, blocks, lost, check):
    """Prints the sm_90a loops of one variant, the consumers' (`found`) and
    the producer's; True if one exceeds a bound."""
    mixes = [(mix(body, HOPPER_CLASSES), hgmma_units(body))
             for _, _, body in found]
    mixes = [("consumer", c, units) for c, units in mixes if c["HGMMA"]]
    if not mixes:
        print(f"{tag}: no loop with HGMMA found")
        return True
    mixes += [("producer", mix(body, HOPPER_CLASSES), 0)
              for _, _, body in producer]
    failed = False
    bound = HOPPER_BOUNDS[d]
    for kind, c, units in mixes:
        verdict = ""
        if kind == "consumer":
            other = (c["total"] - c["HGMMA"]) / units
            shown = f"{other:14.2f}"
            # A consumer waits for a stage to fill and releases it.
            exceeds = other > bound or c["UTMALDG"] or c["SYNCS"] < 2
        else:
            shown = f"{'-':>14s}"
            exceeds = c["HGMMA"] or not c["UTMALDG"]
        # The block must fit on an SM at least once.
        if check and (exceeds or spills or lost or blocks < 1):
            verdict = "  EXCEEDS"
            failed = True
        print(f"{chip} {d:4d} {t:5s} {mask:8s} {kind:8s} {c['HGMMA']:6d} "
              f"{c['UTMALDG']:8d} {c['SYNCS']:6d} {c['MUFU.EX2']:4d} "
              f"{c['BAR']:4d} {c['total']:6d} {shown} {regs:5d} "
              f"{spills:12d} {smem / 1024:8.1f} {blocks:10d}{verdict}")
    if not producer:
        print(f"{tag}: no producer loop (UTMALDG under an mbarrier wait)")
        failed = True
    for warning in lost:
        print(f"{tag}: ptxas: {warning}")
    sys.stdout.flush()
    return failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attn-compile", default="build/bin/attn-compile")
    parser.add_argument("--tools", default="build/sass-tools/nvidia/cu13/bin",
                        help="folder holding cuobjdump and nvdisasm")
    parser.add_argument("--work", default="/tmp/attn-sass-mix")
    parser.add_argument("--chip", action="append",
                        help="sm_80, sm_90 and/or sm_90a (default: sm_80 "
                        "and sm_90)")
    parser.add_argument("--variant", action="append",
                        help="D:TYPE:MASK (default: all of VARIANTS)")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a variant exceeds its bounds")
    args = parser.parse_args()

    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([args.tools, env.get("PATH", "")])
    if not shutil.which("cuobjdump", path=env["PATH"]) or \
            not shutil.which("nvdisasm", path=env["PATH"]):
        sys.exit(f"sass_mix: cuobjdump and nvdisasm not found in {args.tools} "
                 "(run scripts/sass-tools.sh)")
    variants = VARIANTS
    if args.variant:
        variants = []
        for v in args.variant:
            d, t, mask = v.split(":")
            variants.append((int(d), t, mask))
    os.makedirs(args.work, exist_ok=True)
    failed = False
    chips = args.chip or ["sm_80", "sm_90"]
    if any(chip != "sm_90a" for chip in chips):
        print("chip  d    type  mask     loop    HMMA  LDSM  EX2  LDGSTS  BAR  "
              "total  other/HMMA  LDSM/HMMA  regs  spill_bytes  loop_LDL/STL  "
              "smem_KB  blocks/SM  warps/SM")
    for chip in chips:
        hopper = chip == "sm_90a"
        if hopper:
            print("chip   d    type  mask     loop      HGMMA  UTMALDG  SYNCS  "
                  "EX2  BAR  total  other/HGMMA64  regs  spill_bytes  smem_KB  "
                  "blocks/SM")
        for d, t, mask in (HOPPER_VARIANTS if hopper and not args.variant
                           else variants):
            tag = f"{chip}-{d}-{t}-{mask}"
            src = os.path.join(args.work, tag + ".mlir")
            out = os.path.join(args.work, tag)
            with open(src, "w") as f:
                f.write(source(d, t, mask, n=2000 if hopper else 1000))
            subprocess.run([args.attn_compile, src, "-o", out, "--chip", chip,
                            "--mma", "sync"], check=True)
            sass = subprocess.run(["cuobjdump", "-sass",
                                   os.path.join(out, "kernels.cubin")],
                                  check=True, capture_output=True, text=True,
                                  env=env).stdout
            regs, spills, lost = regs_and_spills(out)
            kernels = parse(sass)
            label_addresses = labels(sass)
            found, producer = [], []
            for instructions in kernels.values():
                found += loops(instructions, label_addresses)
                if hopper:
                    producer += loops(instructions, label_addresses,
                                      (("UTMALDG",), ("SYNCS.PHASECHK",)))
            if not found:
                print(f"{tag}: no loop with HMMA found")
                failed = True
                continue
            threads, smem = launch_of(out)
            blocks = occupancy(chip, regs, threads, smem)
            if hopper:
                failed |= report_hopper(tag, chip, d, t, mask, found, producer,
                                        regs, spills, smem, blocks, lost,
                                        args.check)
                continue
            steady_bound, any_bound, ldsm_bound, may_spill = BOUNDS[d]
            if mask == "softcap":
                steady_bound += SOFTCAP_EXTRA
                any_bound += SOFTCAP_EXTRA
            mixes = [mix(body) for _, _, body in found]
            # Padding and segments are data: every tile may be cut, so no
            # loop is steady.
            steady = -1 if mask in ("padding", "segments") else min(
                range(len(mixes)), key=lambda i: mixes[i]["total"])
            for n, c in enumerate(mixes):
                other = (c["total"] - c["HMMA"]) / c["HMMA"]
                ldsm = c["LDSM"] / c["HMMA"]
                kind = "steady" if n == steady else "masked"
                bound = steady_bound if n == steady else any_bound
                verdict = ""
                if args.check and (other > bound or ldsm > ldsm_bound or
                                   (spills and not may_spill) or
                                   c["LDL"] + c["STL"] > LOOP_LOCAL_ALLOWED.get(
                                       (chip, d, mask), 0) or
                                   blocks < MIN_BLOCKS):
                    verdict = "  EXCEEDS"
                    failed = True
                print(f"{chip} {d:4d} {t:5s} {mask:8s} {kind:6s} "
                      f"{c['HMMA']:5d} {c['LDSM']:5d} {c['MUFU.EX2']:4d} "
                      f"{c['LDGSTS']:7d} {c['BAR']:4d} {c['total']:6d} "
                      f"{other:11.2f} {ldsm:10.3f} {regs:5d} "
                      f"{spills:12d} {c['LDL'] + c['STL']:11d} "
                      f"{smem / 1024:8.1f} {blocks:10d} "
                      f"{blocks * threads // 32:9d}{verdict}")
            sys.stdout.flush()
    if any(chip != "sm_90a" for chip in chips) and \
            any(d == 128 for d, _, _ in variants):
        fa2 = FA2_D128
        blocks = occupancy("sm_90", fa2["regs"], fa2["threads"], fa2["smem"])
        print(f"FA2    128 bf16  (sm_90)  steady {fa2['HMMA']:5d} "
              f"{fa2['LDSM']:5d} {fa2['EX2']:4d}       -    -      - "
              f"{fa2['other']:11.2f} {fa2['LDSM'] / fa2['HMMA']:10.3f} "
              f"{fa2['regs']:5d}            -           - "
              f"{fa2['smem'] / 1024:8.1f} "
              f"{blocks:10d} {blocks * fa2['threads'] // 32:9d}  "
              "(reference: FlashAttention-2 2.8.3, toolchain notes)")
    if args.check:
        print("bounds: " + ("exceeded" if failed else "ok"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
