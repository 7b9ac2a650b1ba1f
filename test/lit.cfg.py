# lit configuration for the attn-opt regression tests.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "ATTN"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.attn_obj_root, "test")

# Strict FileCheck everywhere: variables die at each CHECK-LABEL and every
# check prefix a RUN line names must be used.
config.environment["FILECHECK_OPTS"] = (
    "-enable-var-scope --allow-unused-prefixes=false"
)

# In a sanitizer build (scripts/sanitize.sh) our shared libraries need the
# sanitizer runtime of an instrumented executable, so tests that load them
# into Debian's uninstrumented mlir-opt are marked `UNSUPPORTED: sanitizers`.
if config.attn_sanitize:
    config.available_features.add("sanitizers")

# `attn-run --cpu-isa avx2` needs a CPU with AVX2 and FMA, whether or not
# it also has AVX-512.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = next((line.split(":", 1)[1].split() for line in cpuinfo
                      if line.startswith("flags")), [])
except OSError:
    flags = []
if "avx2" in flags and "fma" in flags:
    config.available_features.add("cpu-avx2")

llvm_config.use_default_substitutions()
config.substitutions.append(("%attn_src", config.attn_src_root))
config.substitutions.append(("%mlir_include", config.mlir_include_dir))
# Where attn-run finds its runtime libraries (MLIR's and libomp) by default.
config.substitutions.append(("%mlir_runtime_dir", config.llvm_library_dir))
config.substitutions.append(("%mlir_tblgen", config.mlir_tblgen))

tool_dirs = [config.attn_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(["attn-opt"], tool_dirs)
llvm_config.add_tool_substitutions(["attn-roofline"], tool_dirs)
# Plugin tests run Debian's own mlir-opt, never attn-opt, and load the
# libraries the build puts in lib/.
llvm_config.add_tool_substitutions(["mlir-opt"], [config.llvm_tools_dir])
config.substitutions.append(("%attn_obj_root", config.attn_obj_root))
config.substitutions.append(("%attn_lib_dir", os.path.join(config.attn_obj_root, "lib")))
llvm_config.add_tool_substitutions(["attn-run"], tool_dirs)
llvm_config.with_environment("PATH", config.attn_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(["not"], [config.llvm_tools_dir])

# GPU: attn-compile needs ptxas (feature `ptxas`); libattnrt and attn-gpu-run
# exist when CUDA was found at configure time (feature `attnrt`); tests that
# execute kernels need a GPU that cuInit finds (feature `cuda-device`).
import shutil
import subprocess

llvm_config.add_tool_substitutions(["attn-compile"], tool_dirs)
if config.attn_enable_cuda:
    cuda_bins = [os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin")]
    ptxas = shutil.which("ptxas", path=os.pathsep.join(
        [os.environ.get("PATH", "")] + cuda_bins))
    if ptxas:
        config.available_features.add("ptxas")
        config.substitutions.append(("%ptxas", ptxas))
        stub = os.path.join(os.path.dirname(os.path.dirname(ptxas)),
                            "lib64", "stubs", "libcuda.so")
        if os.path.exists(stub):
            config.available_features.add("cuda-stub")
            config.substitutions.append(("%cuda_stub", stub))
    # cuobjdump and nvdisasm from PyPI (scripts/sass-tools.sh): SASS checks.
    sass_tools = os.path.join(config.attn_obj_root, "sass-tools", "nvidia",
                              "cu13", "bin")
    if ptxas and all(os.access(os.path.join(sass_tools, t), os.X_OK)
                     for t in ("cuobjdump", "nvdisasm")):
        config.available_features.add("sass-tools")
        config.substitutions.append(("%sass_tools", sass_tools))
    gpu_run = os.path.join(config.attn_tools_dir, "attn-gpu-run")
    if os.path.exists(gpu_run):
        config.available_features.add("attnrt")
        llvm_config.add_tool_substitutions(["attn-gpu-run"], tool_dirs)
        # The mock driver (test/lib/MockCuda): plans run in the emulator
        # through libattnrt, with LD_LIBRARY_PATH=%mock_cuda.
        mock = os.path.join(config.attn_obj_root, "lib", "mock-cuda")
        if os.path.exists(os.path.join(mock, "libcuda.so.1")):
            config.available_features.add("mock-cuda")
            config.substitutions.append(("%mock_cuda", mock))
        try:
            probe = subprocess.run([gpu_run, "--probe"], capture_output=True,
                                   timeout=60)
            if probe.returncode == 0:
                config.available_features.add("cuda-device")
        except (OSError, subprocess.SubprocessError):
            pass
