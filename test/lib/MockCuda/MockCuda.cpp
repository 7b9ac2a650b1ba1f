//===- MockCuda.cpp - a CUDA driver that runs kernels in the emulator -----===//
//
// Part of attn-opt's tests. A libcuda.so.1 for machines without a GPU: the
// driver calls that libattnrt and attn-gpu-run make, on host memory, with
// every kernel launch run by the GPU emulator on the lowered module that
// $ATTN_MOCK_CUDA_MODULE names (the kernels.mlir that attn-compile
// --emit-lowered or attn-run --plan-dir write beside the cubin). A plan then
// runs end to end without a GPU: the runtime's buffers, argument order, tensor
// maps and launch configuration meet the kernels themselves, and the tests
// compare the outputs with float64.
//
// The driver's documented argument rules are checked where the runtime
// could break them (tensor map encoding, dynamic shared memory, block and
// grid limits, pointers into allocations); a broken rule or an emulator
// error fails the call with the driver's error code, and cuGetErrorString
// returns the reason. One device: compute capability 9.0, 132 SMs, 227 KiB
// of opt-in shared memory per block, as an H100. Everything is synchronous.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "attn/InitAll.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

#include <cuda.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::attn::mockcuda;

namespace {

/// Opt-in shared memory per block of sm_90 (227 KiB).
constexpr int kMaxSharedOptIn = 232448;
/// What a kernel may use without cuFuncSetAttribute.
constexpr int kDefaultSharedLimit = 48 * 1024;

/// A device allocation: host memory, aligned as cuMemAlloc aligns.
struct Allocation {
  uint8_t *data = nullptr;
  size_t bytes = 0;
};

/// A loaded cubin: the lowered module its kernels run from, and the image,
/// whose string tables name the kernels it has.
struct MockModule {
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::string image;
  explicit MockModule(DialectRegistry &registry) : context(registry) {}
};

/// A kernel of a loaded module, with its dynamic shared memory limit.
struct MockFunction {
  gpu::GPUFuncOp kernel;
  int maxDynamicShared = kDefaultSharedLimit;
};

/// An event: when it was recorded (every call is synchronous).
struct MockEvent {
  std::chrono::steady_clock::time_point when;
  bool recorded = false;
};

/// The driver's state. libattnrt and attn-gpu-run call from one thread.
struct Driver {
  bool initialized = false;
  /// Allocations by their first byte.
  std::map<uintptr_t, Allocation> allocations;
  std::vector<std::unique_ptr<MockModule>> modules;
  std::vector<std::unique_ptr<MockFunction>> functions;
  std::vector<CUcontext> contextStack;
  int primaryRefs = 0;
  std::string lastError;
};

} // namespace

static Driver &driver() {
  static Driver d;
  return d;
}

/// The one context; its address is the handle.
static int primaryContext;

static CUcontext contextHandle() {
  return reinterpret_cast<CUcontext>(&primaryContext);
}

CUresult attn::mockcuda::fail(CUresult code, const std::string &why) {
  driver().lastError = why;
  return code;
}

/// The allocation holding `ptr`, or null.
static const Allocation *allocationOf(uintptr_t ptr) {
  auto &allocations = driver().allocations;
  auto it = allocations.upper_bound(ptr);
  if (it == allocations.begin())
    return nullptr;
  --it;
  if (ptr >= it->first + it->second.bytes)
    return nullptr;
  return &it->second;
}

llvm::MutableArrayRef<uint8_t> attn::mockcuda::memoryAt(uintptr_t ptr,
                                                        size_t atLeast) {
  const Allocation *a = allocationOf(ptr);
  if (!a)
    return {};
  size_t offset = ptr - reinterpret_cast<uintptr_t>(a->data);
  if (a->bytes - offset < atLeast)
    return {};
  return {a->data + offset, a->bytes - offset};
}

std::string attn::mockcuda::hex(uintptr_t v) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "0x%llx",
                static_cast<unsigned long long>(v));
  return buffer;
}

//===----------------------------------------------------------------------===//
// Errors, devices and contexts
//===----------------------------------------------------------------------===//

CUresult CUDAAPI cuGetErrorName(CUresult error, const char **pStr) {
  if (!pStr)
    return CUDA_ERROR_INVALID_VALUE;
  switch (error) {
  case CUDA_SUCCESS:
    *pStr = "CUDA_SUCCESS";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_VALUE:
    *pStr = "CUDA_ERROR_INVALID_VALUE";
    return CUDA_SUCCESS;
  case CUDA_ERROR_NOT_INITIALIZED:
    *pStr = "CUDA_ERROR_NOT_INITIALIZED";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_IMAGE:
    *pStr = "CUDA_ERROR_INVALID_IMAGE";
    return CUDA_SUCCESS;
  case CUDA_ERROR_NOT_FOUND:
    *pStr = "CUDA_ERROR_NOT_FOUND";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_HANDLE:
    *pStr = "CUDA_ERROR_INVALID_HANDLE";
    return CUDA_SUCCESS;
  case CUDA_ERROR_LAUNCH_FAILED:
    *pStr = "CUDA_ERROR_LAUNCH_FAILED";
    return CUDA_SUCCESS;
  case CUDA_ERROR_OUT_OF_MEMORY:
    *pStr = "CUDA_ERROR_OUT_OF_MEMORY";
    return CUDA_SUCCESS;
  default:
    return CUDA_ERROR_INVALID_VALUE;
  }
}

CUresult CUDAAPI cuGetErrorString(CUresult error, const char **pStr) {
  if (!pStr)
    return CUDA_ERROR_INVALID_VALUE;
  // The reason of the last failure: what a test wants to read.
  *pStr = error == CUDA_SUCCESS ? "no error" : driver().lastError.c_str();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuInit(unsigned int flags) {
  if (flags)
    return fail(CUDA_ERROR_INVALID_VALUE, "cuInit takes flags 0");
  driver().initialized = true;
  return CUDA_SUCCESS;
}

static CUresult needInit() {
  return driver().initialized
             ? CUDA_SUCCESS
             : fail(CUDA_ERROR_NOT_INITIALIZED, "cuInit was not called");
}

CUresult CUDAAPI cuDeviceGetCount(int *count) {
  if (CUresult r = needInit())
    return r;
  *count = 1;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGet(CUdevice *device, int ordinal) {
  if (CUresult r = needInit())
    return r;
  if (ordinal != 0)
    return fail(CUDA_ERROR_INVALID_VALUE, "one device, ordinal 0");
  *device = 0;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGetName(char *name, int len, CUdevice dev) {
  if (dev != 0 || !name || len < 1)
    return fail(CUDA_ERROR_INVALID_VALUE, "cuDeviceGetName: bad arguments");
  std::snprintf(name, static_cast<size_t>(len), "%s",
                "attn-opt GPU emulator (mock CUDA driver)");
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib,
                                      CUdevice dev) {
  if (dev != 0 || !pi)
    return fail(CUDA_ERROR_INVALID_VALUE, "cuDeviceGetAttribute: bad device");
  switch (attrib) {
  case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR:
    *pi = 9;
    return CUDA_SUCCESS;
  case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR:
    *pi = 0;
    return CUDA_SUCCESS;
  case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT:
    *pi = 132;
    return CUDA_SUCCESS;
  case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN:
    *pi = kMaxSharedOptIn;
    return CUDA_SUCCESS;
  default:
    return fail(CUDA_ERROR_INVALID_VALUE,
                "device attribute " + std::to_string(attrib) +
                    " is not modelled by the mock driver");
  }
}

CUresult CUDAAPI cuCtxGetCurrent(CUcontext *pctx) {
  if (CUresult r = needInit())
    return r;
  auto &stack = driver().contextStack;
  *pctx = stack.empty() ? nullptr : stack.back();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx) {
  auto &stack = driver().contextStack;
  if (stack.empty())
    stack.push_back(ctx);
  else
    stack.back() = ctx;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxGetDevice(CUdevice *device) {
  if (driver().contextStack.empty() || !driver().contextStack.back())
    return fail(CUDA_ERROR_INVALID_CONTEXT, "no current context");
  *device = 0;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev) {
  if (CUresult r = needInit())
    return r;
  if (dev != 0)
    return fail(CUDA_ERROR_INVALID_VALUE, "one device, ordinal 0");
  ++driver().primaryRefs;
  *pctx = contextHandle();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev) {
  if (dev != 0 || driver().primaryRefs == 0)
    return fail(CUDA_ERROR_INVALID_CONTEXT,
                "cuDevicePrimaryCtxRelease without a retain");
  --driver().primaryRefs;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxPushCurrent(CUcontext ctx) {
  if (ctx != contextHandle())
    return fail(CUDA_ERROR_INVALID_CONTEXT, "not the mock's context");
  driver().contextStack.push_back(ctx);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxPopCurrent(CUcontext *pctx) {
  auto &stack = driver().contextStack;
  if (stack.empty())
    return fail(CUDA_ERROR_INVALID_CONTEXT, "cuCtxPopCurrent on no context");
  if (pctx)
    *pctx = stack.back();
  stack.pop_back();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxSynchronize(void) { return CUDA_SUCCESS; }

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

CUresult CUDAAPI cuMemAlloc(CUdeviceptr *dptr, size_t bytesize) {
  if (CUresult r = needInit())
    return r;
  if (!dptr || bytesize == 0)
    return fail(CUDA_ERROR_INVALID_VALUE, "cuMemAlloc of 0 bytes");
  size_t rounded = (bytesize + 255) / 256 * 256;
  auto *data = static_cast<uint8_t *>(std::aligned_alloc(256, rounded));
  if (!data)
    return fail(CUDA_ERROR_OUT_OF_MEMORY, "host memory exhausted");
  // Fresh device memory is not zero: all ones is NaN in every float type,
  // so a kernel that reads what nobody wrote shows it.
  std::memset(data, 0xff, rounded);
  driver().allocations[reinterpret_cast<uintptr_t>(data)] = {data, bytesize};
  *dptr = reinterpret_cast<CUdeviceptr>(data);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemFree(CUdeviceptr dptr) {
  auto &allocations = driver().allocations;
  auto it = allocations.find(static_cast<uintptr_t>(dptr));
  if (it == allocations.end())
    return fail(CUDA_ERROR_INVALID_VALUE, "cuMemFree of " + hex(dptr) +
                                              ", which cuMemAlloc did not "
                                              "return");
  std::free(it->second.data);
  allocations.erase(it);
  return CUDA_SUCCESS;
}

static CUresult copyCheck(CUdeviceptr device, size_t bytes, const char *call) {
  if (memoryAt(static_cast<uintptr_t>(device), bytes).empty())
    return fail(CUDA_ERROR_INVALID_VALUE, std::string(call) + ": " +
                                              std::to_string(bytes) +
                                              " bytes at " + hex(device) +
                                              " are not inside one allocation");
  return CUDA_SUCCESS;
}

static CUresult copyToDevice(CUdeviceptr dst, const void *src, size_t bytes,
                             const char *call) {
  if (CUresult r = copyCheck(dst, bytes, call))
    return r;
  std::memcpy(reinterpret_cast<void *>(dst), src, bytes);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost,
                              size_t byteCount) {
  return copyToDevice(dstDevice, srcHost, byteCount, "cuMemcpyHtoD");
}

// Everything is synchronous: the copy is done before it returns.
CUresult CUDAAPI cuMemcpyHtoDAsync(CUdeviceptr dstDevice, const void *srcHost,
                                   size_t byteCount, CUstream) {
  return copyToDevice(dstDevice, srcHost, byteCount, "cuMemcpyHtoDAsync");
}

CUresult CUDAAPI cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice,
                              size_t byteCount) {
  if (CUresult r = copyCheck(srcDevice, byteCount, "cuMemcpyDtoH"))
    return r;
  std::memcpy(dstHost, reinterpret_cast<void *>(srcDevice), byteCount);
  return CUDA_SUCCESS;
}

//===----------------------------------------------------------------------===//
// Modules and launches
//===----------------------------------------------------------------------===//

/// The bytes of the cubin at `image`: up to where its last section or header
/// table ends.
static std::string cubinBytes(const void *image) {
  const auto *bytes = static_cast<const uint8_t *>(image);
  auto read = [&](size_t at, size_t width) {
    uint64_t v = 0;
    std::memcpy(&v, bytes + at, width);
    return v;
  };
  uint64_t sections = read(0x28, 8), sectionSize = read(0x3a, 2);
  uint64_t numSections = read(0x3c, 2);
  uint64_t size = std::max(sections + sectionSize * numSections,
                           read(0x20, 8) + read(0x36, 2) * read(0x38, 2));
  for (uint64_t i = 0; i < numSections; ++i) {
    uint64_t header = sections + i * sectionSize;
    constexpr uint64_t kNoBits = 8;
    if (read(header + 4, 4) != kNoBits)
      size = std::max(size, read(header + 0x18, 8) + read(header + 0x20, 8));
  }
  return std::string(reinterpret_cast<const char *>(bytes), size);
}

/// The lowered module of the plan under `dir` whose kernels.cubin is
/// `image`: the kernels.mlir beside it. Empty when there is none.
static std::string findLoweredModule(llvm::StringRef dir,
                                     llvm::StringRef image) {
  std::error_code ec;
  for (llvm::sys::fs::recursive_directory_iterator it(dir, ec), end;
       it != end && !ec; it.increment(ec)) {
    if (llvm::sys::path::filename(it->path()) != "kernels.cubin")
      continue;
    auto cubin = llvm::MemoryBuffer::getFile(it->path());
    if (!cubin || (*cubin)->getBuffer() != image)
      continue;
    llvm::SmallString<256> lowered(llvm::sys::path::parent_path(it->path()));
    llvm::sys::path::append(lowered, "kernels.mlir");
    if (llvm::sys::fs::exists(lowered))
      return lowered.str().str();
  }
  return "";
}

CUresult CUDAAPI cuModuleLoadData(CUmodule *module, const void *image) {
  if (CUresult r = needInit())
    return r;
  if (!module || !image ||
      std::memcmp(image,
                  "\x7f"
                  "ELF",
                  4) != 0)
    return fail(CUDA_ERROR_INVALID_IMAGE, "the image is not a cubin (ELF)");
  const char *named = std::getenv("ATTN_MOCK_CUDA_MODULE");
  if (!named || !*named)
    return fail(CUDA_ERROR_INVALID_IMAGE,
                "set ATTN_MOCK_CUDA_MODULE to the lowered module the cubin "
                "was compiled from (attn-compile --emit-lowered writes it)");
  std::string bytes = cubinBytes(image);
  // A folder of plans (a bench/gpu bundle, say): the plan whose cubin this
  // is.
  std::string path = named;
  if (llvm::sys::fs::is_directory(path)) {
    path = findLoweredModule(named, bytes);
    if (path.empty())
      return fail(CUDA_ERROR_INVALID_IMAGE,
                  std::string("no kernels.cubin under ") + named +
                      " is this image with a kernels.mlir beside it "
                      "(attn-compile --emit-lowered writes it)");
  }
  DialectRegistry registry;
  attn::registerToolDialects(registry);
  auto loaded = std::make_unique<MockModule>(registry);
  loaded->context.allowUnregisteredDialects(false);
  llvm::SourceMgr sources;
  std::string why;
  {
    ScopedDiagnosticHandler capture(&loaded->context, [&](Diagnostic &d) {
      if (why.empty())
        why = d.str();
      return success();
    });
    loaded->module = parseSourceFile<ModuleOp>(path, sources, &loaded->context);
  }
  if (!loaded->module)
    return fail(CUDA_ERROR_INVALID_IMAGE,
                "cannot parse " + path + (why.empty() ? "" : ": " + why));
  // The kernel names are in the image's string tables, which
  // cuModuleGetFunction searches.
  loaded->image = std::move(bytes);
  *module = reinterpret_cast<CUmodule>(loaded.get());
  driver().modules.push_back(std::move(loaded));
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleUnload(CUmodule hmod) {
  auto &modules = driver().modules;
  for (auto it = modules.begin(); it != modules.end(); ++it)
    if (reinterpret_cast<CUmodule>(it->get()) == hmod) {
      // Its functions' kernels live in its context.
      llvm::erase_if(driver().functions, [&](const auto &f) {
        return f->kernel.getContext() == &(*it)->context;
      });
      modules.erase(it);
      return CUDA_SUCCESS;
    }
  return fail(CUDA_ERROR_INVALID_HANDLE, "cuModuleUnload of an unknown module");
}

CUresult CUDAAPI cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod,
                                     const char *name) {
  auto *module = reinterpret_cast<MockModule *>(hmod);
  if (!module || !hfunc || !name)
    return fail(CUDA_ERROR_INVALID_VALUE, "cuModuleGetFunction: bad arguments");
  std::string quoted = std::string(1, '\0') + name + '\0';
  if (module->image.find(quoted) == std::string::npos)
    return fail(CUDA_ERROR_NOT_FOUND,
                std::string("the cubin has no kernel ") + name);
  gpu::GPUFuncOp kernel;
  module->module->walk([&](gpu::GPUFuncOp f) {
    if (f.isKernel() && f.getName() == name)
      kernel = f;
  });
  if (!kernel)
    return fail(CUDA_ERROR_NOT_FOUND,
                std::string("the cubin has kernel ") + name +
                    ", $ATTN_MOCK_CUDA_MODULE has not: another plan's module?");
  driver().functions.push_back(std::make_unique<MockFunction>());
  driver().functions.back()->kernel = kernel;
  *hfunc = reinterpret_cast<CUfunction>(driver().functions.back().get());
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuFuncSetAttribute(CUfunction hfunc,
                                    CUfunction_attribute attrib, int value) {
  auto *f = reinterpret_cast<MockFunction *>(hfunc);
  if (!f)
    return fail(CUDA_ERROR_INVALID_HANDLE, "cuFuncSetAttribute: no function");
  if (attrib != CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)
    return fail(CUDA_ERROR_INVALID_VALUE,
                "function attribute " + std::to_string(attrib) +
                    " is not modelled by the mock driver");
  if (value < 0 || value > kMaxSharedOptIn)
    return fail(CUDA_ERROR_INVALID_VALUE,
                "MAX_DYNAMIC_SHARED_SIZE_BYTES of " + std::to_string(value) +
                    ", over the device's " + std::to_string(kMaxSharedOptIn));
  f->maxDynamicShared = value;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned int gridDimX,
                                unsigned int gridDimY, unsigned int gridDimZ,
                                unsigned int blockDimX, unsigned int blockDimY,
                                unsigned int blockDimZ,
                                unsigned int sharedMemBytes, CUstream,
                                void **kernelParams, void **extra) {
  auto *function = reinterpret_cast<MockFunction *>(f);
  if (!function)
    return fail(CUDA_ERROR_INVALID_HANDLE, "cuLaunchKernel: no function");
  gpu::GPUFuncOp kernel = function->kernel;
  std::string name = kernel.getName().str();
  auto bad = [&](const std::string &why) {
    return fail(CUDA_ERROR_INVALID_VALUE, name + ": " + why);
  };
  if (extra)
    return bad("`extra` launch parameters are not modelled");
  if (gridDimX < 1 || gridDimY < 1 || gridDimZ < 1 || gridDimY > 65535 ||
      gridDimZ > 65535 || gridDimX > 0x7fffffffu)
    return bad("grid " + std::to_string(gridDimX) + "x" +
               std::to_string(gridDimY) + "x" + std::to_string(gridDimZ) +
               " is outside the device's limits");
  uint64_t threads = uint64_t(blockDimX) * blockDimY * blockDimZ;
  if (threads < 1 || threads > 1024 || blockDimZ > 64)
    return bad("block " + std::to_string(blockDimX) + "x" +
               std::to_string(blockDimY) + "x" + std::to_string(blockDimZ) +
               " is outside the device's limits");
  if (static_cast<int>(sharedMemBytes) > function->maxDynamicShared)
    return bad(std::to_string(sharedMemBytes) +
               " bytes of dynamic shared memory, over the kernel's " +
               std::to_string(function->maxDynamicShared) +
               (function->maxDynamicShared == kDefaultSharedLimit
                    ? " (set MAX_DYNAMIC_SHARED_SIZE_BYTES)"
                    : ""));
  unsigned numArgs = kernel.getNumArguments();
  if (numArgs && !kernelParams)
    return bad("no kernel parameters for " + std::to_string(numArgs) +
               " arguments");
  MLIRContext *ctx = kernel.getContext();
  std::vector<attn::KernelArgument> arguments(numArgs);
  for (unsigned i = 0; i < numArgs; ++i) {
    uintptr_t pointer;
    std::memcpy(&pointer, kernelParams[i], sizeof(pointer));
    Type type = kernel.getArgument(i).getType();
    if (isa<MemRefType>(type)) {
      arguments[i].memory = memoryAt(pointer);
      if (arguments[i].memory.empty())
        return bad("argument " + std::to_string(i) + " (" + hex(pointer) +
                   ") is not device memory");
      continue;
    }
    // Besides buffers, the kernels take only tensor maps, as `!llvm.ptr`.
    if (!isa<LLVM::LLVMPointerType>(type))
      return bad("argument " + std::to_string(i) +
                 " is neither a memref nor a tensor map pointer");
    attn::TensorMapArgument map;
    std::string why = tensorMapArgument(ctx, pointer, i, map);
    if (!why.empty())
      return bad(why);
    arguments[i].tensorMap = std::move(map);
  }
  attn::KernelLaunch launch;
  launch.grid = {gridDimX, gridDimY, gridDimZ};
  launch.block = {blockDimX, blockDimY, blockDimZ};
  launch.dynamicSharedBytes = sharedMemBytes;
  attn::EmulatorOptions options;
  if (const char *seed = std::getenv("ATTN_MOCK_CUDA_SEED"))
    options.seed = std::strtoull(seed, nullptr, 10);
  if (llvm::Error e = attn::emulateKernel(kernel, launch, arguments, options))
    return fail(CUDA_ERROR_LAUNCH_FAILED, llvm::toString(std::move(e)));
  return CUDA_SUCCESS;
}

//===----------------------------------------------------------------------===//
// Events
//===----------------------------------------------------------------------===//

CUresult CUDAAPI cuEventCreate(CUevent *phEvent, unsigned int) {
  if (!phEvent)
    return fail(CUDA_ERROR_INVALID_VALUE, "cuEventCreate: no event");
  *phEvent = reinterpret_cast<CUevent>(new MockEvent());
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventRecord(CUevent hEvent, CUstream) {
  auto *event = reinterpret_cast<MockEvent *>(hEvent);
  if (!event)
    return fail(CUDA_ERROR_INVALID_HANDLE, "cuEventRecord: no event");
  event->when = std::chrono::steady_clock::now();
  event->recorded = true;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventSynchronize(CUevent hEvent) {
  return hEvent
             ? CUDA_SUCCESS
             : fail(CUDA_ERROR_INVALID_HANDLE, "cuEventSynchronize: no event");
}

CUresult CUDAAPI cuEventElapsedTime(float *pMilliseconds, CUevent hStart,
                                    CUevent hEnd) {
  auto *start = reinterpret_cast<MockEvent *>(hStart);
  auto *end = reinterpret_cast<MockEvent *>(hEnd);
  if (!pMilliseconds || !start || !end || !start->recorded || !end->recorded)
    return fail(CUDA_ERROR_INVALID_HANDLE,
                "cuEventElapsedTime: events not recorded");
  *pMilliseconds =
      std::chrono::duration<float, std::milli>(end->when - start->when).count();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventDestroy(CUevent hEvent) {
  delete reinterpret_cast<MockEvent *>(hEvent);
  return CUDA_SUCCESS;
}
