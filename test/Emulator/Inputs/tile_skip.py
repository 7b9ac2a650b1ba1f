"""Segment ids and key padding for the emulator's tile-skipping checks.

  tile_skip.py ids DIR --nq N --nkv M --chunk C [--first-arg I] [--query-offset O]
      writes DIR/arg<I>.npy, the [1, N] query ids (position + O) // C, and
      DIR/arg<I+1>.npy, the [1, M] key ids position // C, as <i4: Llama 4's
      chunks, positions counted from the first key; --chunk 0 puts every
      query and key in one segment
  tile_skip.py padding DIR --batch B --nkv M --keep K [--arg I]
      writes DIR/arg<I>.npy, the [B, M] key padding (bool): even batch rows
      keep their first K keys (right padding), odd ones their last K (left
      padding)
  tile_skip.py fewer SKIPPED.json WHOLE.json --at-most R
      reads the warp instructions of two `attn-run --json` reports and prints
      "ok ..." when SKIPPED's are at most R times WHOLE's, else "FAIL ..."
      and exits 1
"""

import argparse
import json
import os
import sys

import numpy as np


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="mode", required=True)
    ids = sub.add_parser("ids")
    ids.add_argument("dir")
    ids.add_argument("--nq", type=int, required=True)
    ids.add_argument("--nkv", type=int, required=True)
    ids.add_argument("--chunk", type=int, required=True)
    ids.add_argument("--first-arg", type=int, default=3)
    ids.add_argument("--query-offset", type=int, default=0)
    pad = sub.add_parser("padding")
    pad.add_argument("dir")
    pad.add_argument("--batch", type=int, required=True)
    pad.add_argument("--nkv", type=int, required=True)
    pad.add_argument("--keep", type=int, required=True)
    pad.add_argument("--arg", type=int, default=3)
    fewer = sub.add_parser("fewer")
    fewer.add_argument("skipped")
    fewer.add_argument("whole")
    fewer.add_argument("--at-most", type=float, required=True)
    a = p.parse_args()
    if a.mode == "ids":
        os.makedirs(a.dir, exist_ok=True)
        q = np.arange(a.nq) + a.query_offset
        k = np.arange(a.nkv)
        for i, pos in enumerate((q, k)):
            seg = pos // a.chunk if a.chunk else np.zeros_like(pos)
            np.save(os.path.join(a.dir, f"arg{a.first_arg + i}.npy"),
                    seg.astype("<i4")[None, :])
        return 0
    if a.mode == "padding":
        os.makedirs(a.dir, exist_ok=True)
        keep = np.zeros((a.batch, a.nkv), dtype=bool)
        keep[0::2, :a.keep] = True
        keep[1::2, a.nkv - a.keep:] = True
        np.save(os.path.join(a.dir, f"arg{a.arg}.npy"), keep)
        return 0
    counts = [json.load(open(f))["warp_instructions"]
              for f in (a.skipped, a.whole)]
    ratio = counts[0] / counts[1]
    ok = ratio <= a.at_most
    print(f"{'ok' if ok else 'FAIL'} warp_instructions={counts[0]} "
          f"whole={counts[1]} ratio={ratio:.3f} at_most={a.at_most:g}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
