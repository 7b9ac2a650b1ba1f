"""Prints each launch of a plan.json, one line each: the kernel and its grid
(for the split-KV partial kernel, grid z is the split count)."""

import json
import sys

for launch in json.load(open(sys.argv[1]))["launches"]:
    print(launch["kernel"], launch["grid"])
