"""Runs a plan through runtime/python/attnrt.py on raw device pointers, so
without PyTorch: allocates each buffer with the driver's cuMemAlloc, copies
in the .npy inputs that reference.py make-inputs wrote (f32, packed to the
buffer's dtype), runs and times the plan on the null stream, and writes the
outputs as .npy for reference.py check.

  attnrt_pointers.py RUNTIME_PYTHON_DIR PLAN_DIR IN_DIR OUT_DIR
"""

import ctypes
import math
import os
import struct
import sys

from reference import read_npy, write_npy


def pack(dtype, values):
    if dtype == "f16":
        return struct.pack(f"<{len(values)}e", *values)
    if dtype == "bf16":
        words = struct.unpack(f"<{len(values)}I", struct.pack(f"<{len(values)}f", *values))
        return struct.pack(f"<{len(values)}H", *(w >> 16 for w in words))
    if dtype == "i1":
        return bytes(1 if v else 0 for v in values)
    return struct.pack(f"<{len(values)}f", *values)


def unpack(dtype, data):
    if dtype == "f16":
        return list(struct.unpack(f"<{len(data) // 2}e", data))
    if dtype == "bf16":
        halves = struct.unpack(f"<{len(data) // 2}H", data)
        return list(struct.unpack(f"<{len(halves)}f",
                                  struct.pack(f"<{len(halves)}I", *(h << 16 for h in halves))))
    return list(struct.unpack(f"<{len(data) // 4}f", data))


def main():
    runtime, plan_dir, in_dir, out_dir = sys.argv[1:5]
    sys.path.insert(0, runtime)
    import attnrt
    plan = attnrt.Plan(plan_dir)
    cuda = ctypes.CDLL("libcuda.so.1")
    pointers = []
    for b in plan.arguments:
        ptr = ctypes.c_uint64()
        assert cuda.cuMemAlloc_v2(ctypes.byref(ptr), ctypes.c_size_t(b["bytes"])) == 0
        if b["role"] == "input":
            data = pack(b["dtype"], read_npy(os.path.join(in_dir, b["name"] + ".npy")))
            assert cuda.cuMemcpyHtoD_v2(ptr, data, ctypes.c_size_t(len(data))) == 0
        pointers.append(ptr.value)
    plan.run(*pointers, stream=0)
    times = plan.time(*pointers, warmup=1, repeat=2, stream=0)
    for b, ptr in zip(plan.arguments, pointers):
        if b["role"] != "output":
            continue
        data = ctypes.create_string_buffer(b["bytes"])
        assert cuda.cuMemcpyDtoH_v2(data, ctypes.c_uint64(ptr), ctypes.c_size_t(b["bytes"])) == 0
        write_npy(os.path.join(out_dir, b["name"] + ".npy"), b["shape"],
                  unpack(b["dtype"], data.raw))
    try:
        plan.run(*pointers[:-1], stream=0)
    except attnrt.AttnrtError as e:
        print("short:", e)
    plan.close()
    print(f"{plan.num_launches} launches, {len(times)} timed runs, "
          f"{math.prod(plan.outputs[0]['shape'])} outputs")


if __name__ == "__main__":
    main()
