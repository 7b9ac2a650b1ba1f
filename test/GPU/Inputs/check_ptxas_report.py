"""Runs `ptxas -v` on a plan's PTX with the plan's chip and compares what it
reports of every kernel with what attn-compile recorded in plan.json
("kernels": registers, barriers, stack frame, spill stores and loads, static
shared memory). Prints one line per kernel and exits 1 on a difference."""

import argparse
import json
import os
import re
import subprocess
import sys

parser = argparse.ArgumentParser()
parser.add_argument("--ptxas", required=True)
parser.add_argument("plan_dir")
args = parser.parse_args()

plan = json.load(open(os.path.join(args.plan_dir, "plan.json")))
log = subprocess.run([args.ptxas, "-v", "-arch", plan["chip"], "--opt-level", "3",
                      os.path.join(args.plan_dir, "kernels.ptx"), "-o", os.devnull],
                     check=True, capture_output=True, text=True).stderr

# ptxas -v: "Compiling entry function 'K'", then "Function properties for K"
# with the stack and spill line, then "Used R registers, used B barriers[, S
# bytes smem]".
expected = {}
for block in re.split(r"Compiling entry function ", log)[1:]:
    name = re.match(r"'([^']+)'", block).group(1)
    def number(pattern):
        m = re.search(pattern, block)
        return int(m.group(1)) if m else 0
    expected[name] = {
        "registers": number(r"Used (\d+) registers"),
        "barriers": number(r"used (\d+) barriers"),
        "stack_frame_bytes": number(r"(\d+) bytes stack frame"),
        "spill_store_bytes": number(r"(\d+) bytes spill stores"),
        "spill_load_bytes": number(r"(\d+) bytes spill loads"),
        "static_shared_bytes": number(r"(\d+) bytes smem"),
    }

failed = sorted(expected) != sorted(plan["kernels"])
if failed:
    print(f"kernels differ: ptxas {sorted(expected)}, plan {sorted(plan['kernels'])}")
for name in sorted(expected):
    recorded = plan["kernels"].get(name)
    same = recorded == expected[name]
    failed |= not same
    print(f"{name}: {'agrees' if same else 'differs'} "
          f"(ptxas {expected[name]}, plan {recorded})")
sys.exit(1 if failed else 0)
