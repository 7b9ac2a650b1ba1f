#!/usr/bin/env python3
"""Cuts the .mlir tests under a folder into one fuzz seed per split-input-file
case, skipping RUN and CHECK lines so that seeds are plain IR."""

import os
import sys


def main():
    src, dst = sys.argv[1], sys.argv[2]
    os.makedirs(dst, exist_ok=True)
    count = 0
    for base, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith(".mlir"):
                continue
            with open(os.path.join(base, name), encoding="utf-8") as f:
                text = f.read()
            for case in text.split("// -----"):
                lines = [l for l in case.splitlines()
                         if not l.lstrip().startswith("//")]
                body = "\n".join(lines).strip()
                if not body:
                    continue
                with open(os.path.join(dst, f"seed{count:05d}.mlir"), "w") as out:
                    out.write(body + "\n")
                count += 1
    print(f"corpus: {count} seeds")


if __name__ == "__main__":
    main()
