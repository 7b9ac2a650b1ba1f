"""Runs the GPU check's run.py, unchanged, on a machine without a GPU (see
dry_run.sh): PyTorch on the CPU stands in for CUDA and libattnrt runs on the
mock CUDA driver of the tests (test/lib/MockCuda), which runs each kernel in
the emulator.

  dry_run.py --bundle BUNDLE --out OUT [run.py's other options]

What stands in: torch.cuda's device name, events (host timers), streams and
synchronization; tensors on "cuda", which are made on the CPU; and the runs
of attnrt.Plan, which copy the CPU tensors into the mock driver's memory,
pass its pointers to the real attnrt and libattnrt, and copy the outputs
back. run.py's checks, peers, table and JSON are its own; its timings are
the emulator's, and SDPA's flash and cuDNN backends refuse the CPU as they
refuse a shape they do not take.
"""

import argparse
import ctypes
import os
import runpy
import sys
import time
import types

import torch

parser = argparse.ArgumentParser(add_help=False)
parser.add_argument("--bundle", required=True)
bundle = parser.parse_known_args()[0].bundle


class HostEvent:
    """torch.cuda.Event on the host clock: every call is synchronous."""

    def __init__(self, enable_timing=False):
        self.when = None

    def record(self, stream=None):
        self.when = time.perf_counter()

    def synchronize(self):
        pass

    def elapsed_time(self, end):
        return (end.when - self.when) * 1e3


real_device = torch.device


def host_device(spec, *rest):
    if isinstance(spec, str) and spec.startswith("cuda"):
        spec = "cpu"
    return real_device(spec, *rest)


torch.device = host_device
torch.cuda.get_device_name = lambda *a: "mock CUDA driver (emulator)"
torch.cuda.synchronize = lambda *a: None
torch.cuda.empty_cache = lambda: None
torch.cuda.current_stream = lambda *a: types.SimpleNamespace(cuda_stream=0)
torch.cuda.Event = HostEvent

sys.path.insert(0, bundle)
import attnrt  # noqa: E402  (the bundle's copy, which run.py imports too)

driver = ctypes.CDLL("libcuda.so.1")


def check(result, call):
    if result:
        raise attnrt.AttnrtError(f"{call} failed: CUresult {result}")


def staged(method):
    """Wraps Plan.run or Plan.time: CPU tensors go through mock device
    memory, outputs come back."""

    def wrapper(self, *tensors, **kwargs):
        if len(tensors) != len(self.arguments):
            return method(self, *tensors, **kwargs)  # its own error
        pointers, copies = [], []
        try:
            for t, spec in zip(tensors, self.arguments):
                if isinstance(t, int):
                    pointers.append(t)
                    continue
                t = t.contiguous()
                nbytes = t.numel() * t.element_size()
                if nbytes != spec["bytes"]:
                    raise attnrt.AttnrtError(
                        f"{spec['name']}: {nbytes} bytes, the plan's are "
                        f"{spec['bytes']}")
                device = ctypes.c_uint64()
                check(driver.cuMemAlloc_v2(ctypes.byref(device),
                                           ctypes.c_size_t(nbytes)),
                      "cuMemAlloc")
                copies.append((t, device, nbytes, spec["role"]))
                check(driver.cuMemcpyHtoD_v2(device, ctypes.c_void_p(t.data_ptr()),
                                             ctypes.c_size_t(nbytes)),
                      "cuMemcpyHtoD")
                pointers.append(device.value)
            result = method(self, *pointers, **kwargs)
            for t, device, nbytes, role in copies:
                if role == "output":
                    check(driver.cuMemcpyDtoH_v2(ctypes.c_void_p(t.data_ptr()),
                                                 device, ctypes.c_size_t(nbytes)),
                          "cuMemcpyDtoH")
            return result
        finally:
            for _, device, _, _ in copies:
                driver.cuMemFree_v2(device)

    return wrapper


attnrt.Plan.run = staged(attnrt.Plan.run)
attnrt.Plan.time = staged(attnrt.Plan.time)

sys.argv = [os.path.join(bundle, "run.py")] + sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
