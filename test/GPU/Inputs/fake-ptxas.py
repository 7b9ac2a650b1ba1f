#!/usr/bin/env python3
"""A stand-in for ptxas, for attn-compile's --ptxas: takes ptxas's command
line (-arch CHIP --opt-level N -v IN.ptx -o OUT.cubin) and, by
FAKE_PTXAS_MODE, either writes a placeholder cubin and a `-v` report of
made-up figures for every .entry of the PTX, with a device function's
properties and a performance-loss note between them (`note`), or fails as
ptxas does on a bad line (`fail`)."""

import os
import re
import sys

args = sys.argv[1:]
arch = args[args.index("-arch") + 1]
out = args[args.index("-o") + 1]
ptx = [a for a in args if a.endswith(".ptx")][0]

if os.environ.get("FAKE_PTXAS_MODE") == "fail":
    print(f"ptxas {ptx}, line 3; error   : Unknown symbol 'bogus'")
    print("ptxas fatal   : Ptx assembly aborted due to errors")
    sys.exit(255)

with open(out, "wb") as f:
    f.write(b"not a cubin")
print("ptxas info    : 0 bytes gmem")
for kernel in re.findall(r"\.entry (\w+)\(", open(ptx).read()):
    print(f"ptxas info    : Compiling entry function '{kernel}' for '{arch}'")
    print(f"ptxas info    : Function properties for {kernel}")
    print("    16 bytes stack frame, 12 bytes spill stores, 8 bytes spill loads")
    # A callee's properties belong to the callee, not to the kernel.
    print("ptxas info    : Function properties for helper")
    print("    999 bytes stack frame, 999 bytes spill stores, 999 bytes spill loads")
    print(f"ptxas info    : (C7515) Potential Performance Loss: wgmma.mma_async "
          f"instructions are serialized in the function '{kernel}'")
    print("ptxas info    : Used 200 registers, used 2 barriers, 512 bytes smem")
