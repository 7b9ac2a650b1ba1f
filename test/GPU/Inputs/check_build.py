"""Compiles one template per configuration with attn-compile and prints one
line of facts per configuration for FileCheck: launch count, registers and
spill bytes of the worst kernel (ptxas's report, as plan.json records it),
dynamic shared memory against the chip's limit, and whether the PTX holds
mma.sync m16n8k16 and cp.async."""

import argparse
import json
import os
import re
import subprocess
import sys

LIMITS = {"sm_80": 163 * 1024, "sm_90": 227 * 1024}

parser = argparse.ArgumentParser()
parser.add_argument("--attn-compile", required=True)
parser.add_argument("--template", required=True)
parser.add_argument("--work", required=True)
parser.add_argument("--mma", default="sync")
parser.add_argument("configs", nargs="+", help="TYPE:D:CHIP")
args = parser.parse_args()

template = open(args.template).read()
name = os.path.basename(args.template).split(".")[0]
for config in args.configs:
    dtype, d, chip = config.split(":")
    tag = f"{name}-{dtype}-{d}-{chip}-{args.mma}"
    src = os.path.join(args.work, tag + ".mlir")
    out = os.path.join(args.work, tag)
    with open(src, "w") as f:
        f.write(template.replace("@T@", dtype).replace("@D@", d))
    subprocess.run([args.attn_compile, src, "-o", out, "--chip", chip,
                    "--mma", args.mma], check=True)
    ptx = open(os.path.join(out, "kernels.ptx")).read()
    plan = json.load(open(os.path.join(out, "plan.json")))
    resources = plan["kernels"].values()
    regs = max(k["registers"] for k in resources)
    stores = sum(k["spill_store_bytes"] for k in resources)
    loads = sum(k["spill_load_bytes"] for k in resources)
    smem = max(l["dynamic_shared_bytes"] for l in plan["launches"])
    entries = set(re.findall(r"\.entry (\w+)\(", ptx))
    missing = [l["kernel"] for l in plan["launches"] if l["kernel"] not in entries]
    print(f"{name} {dtype} d={d} {chip} mma={args.mma}: "
          f"launches={len(plan['launches'])} regs={regs} "
          f"spill_stores={stores} spill_loads={loads} smem={smem} "
          f"{'fits' if smem <= LIMITS[chip] else 'exceeds'} "
          f"mma.sync={'yes' if 'mma.sync.aligned.m16n8k16' in ptx else 'no'} "
          f"cp.async={'yes' if 'cp.async' in ptx else 'no'} "
          f"kernels={'all' if not missing else 'missing ' + ','.join(missing)}")
    sys.stdout.flush()
