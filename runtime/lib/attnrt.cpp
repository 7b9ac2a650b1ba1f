//===- attnrt.cpp - run attn-compile plans on a CUDA GPU ------------------===//
//
// Part of attn-opt. The plan loader and launcher behind attnrt.h, over the
// CUDA driver API only. Built without exceptions: every failure becomes a
// message in attnrt_last_error() and an error return.
//
//===----------------------------------------------------------------------===//

#include "attnrt.h"
#include "CudaError.h"
#include "PlanParser.h"

#include <cuda.h>

#include <cstdint>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

thread_local std::string lastError;

bool setError(const std::string &message) {
  lastError = message;
  return false;
}

/// Whether a driver call succeeded; if not, its failure is the last error.
bool check(CUresult result, const std::string &call) {
  return result == CUDA_SUCCESS ||
         setError(attnrt::describeCudaError(result, call));
}

bool readFile(const std::string &path, std::string &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return setError("cannot read " + path);
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

} // namespace

//===----------------------------------------------------------------------===//
// The plan
//===----------------------------------------------------------------------===//

struct AttnrtPlan {
  attnrt::PlanDesc desc;
  /// Device memory of each scratch buffer (0 for the caller's buffers).
  std::vector<CUdeviceptr> scratch;
  /// The loaded function of each launch.
  std::vector<CUfunction> functions;
  /// Per launch, the device copy of each of its tensor maps (64-byte
  /// aligned, as the driver requires), encoded anew by every enqueue since
  /// the caller's buffers may move between runs.
  std::vector<std::vector<CUdeviceptr>> tensorMaps;
  /// Host copies of the encoded maps, alive until their copies complete.
  std::vector<std::vector<CUtensorMap>> hostMaps;
  CUmodule module = nullptr;
  CUcontext context = nullptr;
  CUdevice device = 0;
  bool retainedPrimary = false;

  ~AttnrtPlan() {
    if (context)
      cuCtxPushCurrent(context);
    for (CUdeviceptr p : scratch)
      if (p)
        cuMemFree(p);
    for (const std::vector<CUdeviceptr> &maps : tensorMaps)
      for (CUdeviceptr p : maps)
        if (p)
          cuMemFree(p);
    if (module)
      cuModuleUnload(module);
    if (context) {
      CUcontext popped;
      cuCtxPopCurrent(&popped);
    }
    if (retainedPrimary)
      cuDevicePrimaryCtxRelease(device);
  }
};

/// Makes a context current: the caller's if it has one (PyTorch's primary
/// context, say), else device 0's primary context.
static bool initContext(AttnrtPlan &plan) {
  if (!check(cuInit(0), "cuInit"))
    return false;
  int count = 0;
  if (!check(cuDeviceGetCount(&count), "cuDeviceGetCount"))
    return false;
  if (count == 0)
    return setError("no CUDA device found");
  CUcontext current = nullptr;
  if (!check(cuCtxGetCurrent(&current), "cuCtxGetCurrent"))
    return false;
  if (current) {
    plan.context = current;
    return check(cuCtxGetDevice(&plan.device), "cuCtxGetDevice");
  }
  if (!check(cuDeviceGet(&plan.device, 0), "cuDeviceGet") ||
      !check(cuDevicePrimaryCtxRetain(&plan.context, plan.device),
             "cuDevicePrimaryCtxRetain"))
    return false;
  plan.retainedPrimary = true;
  return check(cuCtxSetCurrent(plan.context), "cuCtxSetCurrent");
}

extern "C" AttnrtPlan *attnrt_plan_load(const char *dir) {
  lastError.clear();
  if (!dir)
    return setError("no plan directory given"), nullptr;
  std::string base(dir);
  std::string text;
  if (!readFile(base + "/plan.json", text))
    return nullptr;
  std::unique_ptr<AttnrtPlan> plan(new AttnrtPlan());
  std::string error;
  if (!attnrt::parsePlan(text, plan->desc, error))
    return setError(error), nullptr;
  const attnrt::PlanDesc &desc = plan->desc;
  std::string image;
  if (!readFile(base + "/" + desc.moduleFile, image))
    return nullptr;

  if (!initContext(*plan))
    return nullptr;
  if (!check(cuModuleLoadData(&plan->module, image.data()),
             "cuModuleLoadData(" + desc.moduleFile + ")"))
    return nullptr;
  plan->functions.assign(desc.launches.size(), nullptr);
  for (size_t i = 0; i < desc.launches.size(); ++i) {
    const attnrt::LaunchDesc &launch = desc.launches[i];
    if (!check(cuModuleGetFunction(&plan->functions[i], plan->module,
                                   launch.kernel.c_str()),
               "cuModuleGetFunction(" + launch.kernel + ")"))
      return nullptr;
    // Above 48 KiB a kernel must opt into dynamic shared memory.
    if (launch.sharedBytes > 48 * 1024 &&
        !check(
            cuFuncSetAttribute(plan->functions[i],
                               CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                               static_cast<int>(launch.sharedBytes)),
            "cuFuncSetAttribute(" + launch.kernel +
                ", MAX_DYNAMIC_SHARED_SIZE_BYTES)"))
      return nullptr;
  }
  plan->tensorMaps.resize(desc.launches.size());
  plan->hostMaps.resize(desc.launches.size());
  for (size_t i = 0; i < desc.launches.size(); ++i) {
    size_t count = desc.launches[i].tensorMaps.size();
    plan->tensorMaps[i].assign(count, 0);
    plan->hostMaps[i].resize(count);
    // cuMemAlloc aligns to at least 256 bytes.
    for (CUdeviceptr &p : plan->tensorMaps[i])
      if (!check(cuMemAlloc(&p, sizeof(CUtensorMap)), "cuMemAlloc(tensor map)"))
        return nullptr;
  }
  plan->scratch.assign(desc.buffers.size(), 0);
  for (size_t i = 0; i < desc.buffers.size(); ++i) {
    const attnrt::BufferDesc &buffer = desc.buffers[i];
    if (buffer.role == "scratch" &&
        !check(cuMemAlloc(&plan->scratch[i], static_cast<size_t>(buffer.bytes)),
               "cuMemAlloc(" + buffer.name + ", " +
                   std::to_string(buffer.bytes) + " bytes)"))
      return nullptr;
  }
  return plan.release();
}

extern "C" void attnrt_plan_free(AttnrtPlan *plan) { delete plan; }

extern "C" int attnrt_plan_num_buffers(const AttnrtPlan *plan) {
  return plan ? static_cast<int>(plan->desc.buffers.size()) : 0;
}

extern "C" int attnrt_plan_num_launches(const AttnrtPlan *plan) {
  return plan ? static_cast<int>(plan->desc.launches.size()) : 0;
}

extern "C" int attnrt_plan_buffer_info(const AttnrtPlan *plan, int index,
                                       const char **name, const char **role,
                                       const char **dtype, int *rank,
                                       const int64_t **shape, int64_t *bytes) {
  if (!plan || index < 0 ||
      index >= static_cast<int>(plan->desc.buffers.size())) {
    setError("buffer index " + std::to_string(index) + " out of range");
    return -1;
  }
  const attnrt::BufferDesc &b = plan->desc.buffers[index];
  if (name)
    *name = b.name.c_str();
  if (role)
    *role = b.role.c_str();
  if (dtype)
    *dtype = b.dtype.c_str();
  if (rank)
    *rank = static_cast<int>(b.shape.size());
  if (shape)
    *shape = b.shape.data();
  if (bytes)
    *bytes = b.bytes;
  return 0;
}

/// The driver's data type of a plan dtype.
static CUtensorMapDataType tensorMapType(const std::string &dtype) {
  if (dtype == "bf16")
    return CU_TENSOR_MAP_DATA_TYPE_BFLOAT16;
  if (dtype == "f16")
    return CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
  return CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
}

/// The driver's swizzle mode of a plan swizzle.
static CUtensorMapSwizzle tensorMapSwizzle(const std::string &swizzle) {
  if (swizzle == "128B")
    return CU_TENSOR_MAP_SWIZZLE_128B;
  if (swizzle == "64B")
    return CU_TENSOR_MAP_SWIZZLE_64B;
  if (swizzle == "32B")
    return CU_TENSOR_MAP_SWIZZLE_32B;
  return CU_TENSOR_MAP_SWIZZLE_NONE;
}

/// Encodes `map` over `base` into `host` and copies it to `device` on
/// `stream`, ahead of the launch that reads it.
static bool encodeTensorMap(const attnrt::TensorMapDesc &map, CUdeviceptr base,
                            CUtensorMap &host, CUdeviceptr device,
                            CUstream stream) {
  std::vector<cuuint64_t> dims(map.dims.begin(), map.dims.end());
  std::vector<cuuint64_t> strides(map.stridesBytes.begin(),
                                  map.stridesBytes.end());
  std::vector<cuuint32_t> box(map.box.begin(), map.box.end());
  std::vector<cuuint32_t> elementStrides(map.box.size(), 1);
  CUtensorMapFloatOOBfill fill =
      map.oobFill == "nan" ? CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA
                           : CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE;
  return check(cuTensorMapEncodeTiled(
                   &host, tensorMapType(map.dtype),
                   static_cast<cuuint32_t>(dims.size()),
                   reinterpret_cast<void *>(base), dims.data(), strides.data(),
                   box.data(), elementStrides.data(),
                   CU_TENSOR_MAP_INTERLEAVE_NONE, tensorMapSwizzle(map.swizzle),
                   CU_TENSOR_MAP_L2_PROMOTION_NONE, fill),
               "cuTensorMapEncodeTiled") &&
         check(cuMemcpyHtoDAsync(device, &host, sizeof(CUtensorMap), stream),
               "cuMemcpyHtoDAsync(tensor map)");
}

/// Enqueues the launches; the context must be current.
static bool enqueue(AttnrtPlan &plan, void **deviceBuffers, CUstream stream) {
  const attnrt::PlanDesc &desc = plan.desc;
  std::vector<CUdeviceptr> pointers(desc.buffers.size());
  size_t next = 0;
  for (size_t i = 0; i < desc.buffers.size(); ++i) {
    if (desc.buffers[i].role == "scratch") {
      pointers[i] = plan.scratch[i];
      continue;
    }
    pointers[i] = reinterpret_cast<CUdeviceptr>(deviceBuffers[next++]);
    if (!pointers[i])
      return setError("device buffer for " + desc.buffers[i].name + " is null");
  }
  for (size_t i = 0; i < desc.launches.size(); ++i) {
    const attnrt::LaunchDesc &launch = desc.launches[i];
    std::vector<void *> params;
    for (size_t m = 0; m < launch.tensorMaps.size(); ++m)
      if (!encodeTensorMap(launch.tensorMaps[m],
                           pointers[launch.tensorMaps[m].buffer],
                           plan.hostMaps[i][m], plan.tensorMaps[i][m], stream))
        return false;
    for (int arg : launch.args)
      params.push_back(arg >= 0 ? &pointers[arg]
                                : &plan.tensorMaps[i][-1 - arg]);
    if (!check(cuLaunchKernel(plan.functions[i], launch.grid[0], launch.grid[1],
                              launch.grid[2], launch.block[0], launch.block[1],
                              launch.block[2], launch.sharedBytes, stream,
                              params.data(), nullptr),
               "cuLaunchKernel(" + launch.kernel + ")"))
      return false;
  }
  return true;
}

namespace {
/// Pushes the plan's context for the scope of a call.
struct ContextScope {
  explicit ContextScope(AttnrtPlan &plan) {
    ok = check(cuCtxPushCurrent(plan.context), "cuCtxPushCurrent");
  }
  ~ContextScope() {
    CUcontext popped;
    if (ok)
      cuCtxPopCurrent(&popped);
  }
  bool ok;
};
} // namespace

extern "C" int attnrt_plan_run(AttnrtPlan *plan, void **device_buffers,
                               void *stream) {
  lastError.clear();
  if (!plan || !device_buffers)
    return setError("attnrt_plan_run: null plan or buffer list"), -1;
  ContextScope scope(*plan);
  if (!scope.ok)
    return -1;
  return enqueue(*plan, device_buffers, static_cast<CUstream>(stream)) ? 0 : -1;
}

extern "C" int attnrt_plan_time(AttnrtPlan *plan, void **device_buffers,
                                void *stream, int warmup, int repeat,
                                float *ms) {
  lastError.clear();
  if (!plan || !device_buffers || !ms || repeat < 1 || warmup < 0)
    return setError("attnrt_plan_time: bad arguments"), -1;
  ContextScope scope(*plan);
  if (!scope.ok)
    return -1;
  CUstream s = static_cast<CUstream>(stream);
  for (int i = 0; i < warmup; ++i)
    if (!enqueue(*plan, device_buffers, s))
      return -1;
  CUevent start = nullptr, stop = nullptr;
  bool ok = check(cuEventCreate(&start, CU_EVENT_DEFAULT), "cuEventCreate") &&
            check(cuEventCreate(&stop, CU_EVENT_DEFAULT), "cuEventCreate");
  for (int i = 0; ok && i < repeat; ++i) {
    ok = check(cuEventRecord(start, s), "cuEventRecord") &&
         enqueue(*plan, device_buffers, s) &&
         check(cuEventRecord(stop, s), "cuEventRecord") &&
         check(cuEventSynchronize(stop), "cuEventSynchronize") &&
         check(cuEventElapsedTime(&ms[i], start, stop), "cuEventElapsedTime");
  }
  if (start)
    cuEventDestroy(start);
  if (stop)
    cuEventDestroy(stop);
  return ok ? 0 : -1;
}

extern "C" const char *attnrt_last_error(void) { return lastError.c_str(); }
