"""ctypes wrapper of libattnrt: run an attn-compile plan on PyTorch tensors.

    import torch, attnrt
    plan = attnrt.Plan("plan_dir")          # reads plan.json, loads the cubin
    out = plan(q, k, v)                     # allocates the outputs, runs
    plan.run(q, k, v, out)                  # or on your own output tensors
    ms = plan.time(q, k, v, out, repeat=50) # CUDA-event times, one per run

Tensors must be contiguous CUDA tensors whose shape and dtype match the plan
(plain device pointers, as ints, are accepted too). Runs go on the current
PyTorch stream unless `stream` is given. libattnrt is found through
$ATTNRT_LIBRARY, next to this file, or in ../../build/lib.
"""

import ctypes
import json
import os

__all__ = ["AttnrtError", "Plan"]


class AttnrtError(RuntimeError):
    """A failure reported by libattnrt (the message names the CUDA call)."""


def _find_library():
    here = os.path.dirname(os.path.abspath(__file__))
    candidates = [
        os.environ.get("ATTNRT_LIBRARY", ""),
        os.path.join(here, "libattnrt.so"),
        os.path.join(here, "..", "lib", "libattnrt.so"),
        os.path.join(here, "..", "..", "build", "lib", "libattnrt.so"),
    ]
    for path in candidates:
        if path and os.path.exists(path):
            return path
    raise AttnrtError("libattnrt.so not found: set ATTNRT_LIBRARY")


_lib = None


def _library():
    global _lib
    if _lib is not None:
        return _lib
    path = _find_library()
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:
        # Typically libcuda.so.1 is missing: no NVIDIA driver here.
        raise AttnrtError(f"cannot load {path}: {e}") from None
    lib.attnrt_plan_load.restype = ctypes.c_void_p
    lib.attnrt_plan_load.argtypes = [ctypes.c_char_p]
    lib.attnrt_plan_free.argtypes = [ctypes.c_void_p]
    lib.attnrt_plan_num_launches.argtypes = [ctypes.c_void_p]
    lib.attnrt_plan_run.argtypes = [
        ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p]
    lib.attnrt_plan_time.argtypes = [
        ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p,
        ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_float)]
    lib.attnrt_last_error.restype = ctypes.c_char_p
    _lib = lib
    return lib


def _error():
    return AttnrtError(_library().attnrt_last_error().decode())


_TORCH_DTYPES = {"f16": "float16", "bf16": "bfloat16", "f32": "float32",
                 "i1": "bool", "i32": "int32", "i64": "int64"}


class Plan:
    """A loaded plan. `buffers` lists every buffer of plan.json in order;
    `arguments` the non-scratch ones that run() takes."""

    def __init__(self, directory):
        with open(os.path.join(directory, "plan.json")) as f:
            self.spec = json.load(f)
        self.buffers = self.spec["buffers"]
        self.arguments = [b for b in self.buffers if b["role"] != "scratch"]
        self.inputs = [b for b in self.arguments if b["role"] == "input"]
        self.outputs = [b for b in self.arguments if b["role"] == "output"]
        self.num_launches = len(self.spec["launches"])
        self._handle = _library().attnrt_plan_load(directory.encode())
        if not self._handle:
            raise _error()

    def close(self):
        if self._handle:
            _library().attnrt_plan_free(self._handle)
            self._handle = None

    def __del__(self):
        if _lib is not None:
            self.close()

    def _pointers(self, tensors):
        if len(tensors) != len(self.arguments):
            raise AttnrtError(
                f"plan takes {len(self.arguments)} buffers "
                f"({', '.join(b['name'] for b in self.arguments)}), "
                f"got {len(tensors)}")
        pointers = (ctypes.c_void_p * len(tensors))()
        for i, (t, spec) in enumerate(zip(tensors, self.arguments)):
            if isinstance(t, int):
                pointers[i] = t
                continue
            want = _TORCH_DTYPES.get(spec["dtype"])
            if list(t.shape) != spec["shape"] or str(t.dtype) != f"torch.{want}":
                raise AttnrtError(
                    f"{spec['name']}: expected {spec['dtype']} {spec['shape']}, "
                    f"got {t.dtype} {list(t.shape)}")
            if not t.is_cuda or not t.is_contiguous():
                raise AttnrtError(f"{spec['name']}: needs a contiguous CUDA tensor")
            pointers[i] = t.data_ptr()
        return pointers

    @staticmethod
    def _stream(stream):
        if stream is None:
            import torch
            return torch.cuda.current_stream().cuda_stream
        return getattr(stream, "cuda_stream", stream)

    def run(self, *tensors, stream=None):
        """Enqueues the plan on the stream; does not wait."""
        if _library().attnrt_plan_run(
                self._handle, self._pointers(tensors), self._stream(stream)):
            raise _error()

    def time(self, *tensors, warmup=5, repeat=50, stream=None):
        """Milliseconds of each of `repeat` runs after `warmup` runs."""
        ms = (ctypes.c_float * repeat)()
        if _library().attnrt_plan_time(
                self._handle, self._pointers(tensors), self._stream(stream),
                warmup, repeat, ms):
            raise _error()
        return list(ms)

    def __call__(self, *inputs, stream=None):
        """Runs on `inputs`, returning freshly allocated outputs."""
        import torch
        outs = [torch.empty(b["shape"], dtype=getattr(torch, _TORCH_DTYPES[b["dtype"]]),
                            device=inputs[0].device) for b in self.outputs]
        self.run(*inputs, *outs, stream=stream)
        return outs[0] if len(outs) == 1 else outs
