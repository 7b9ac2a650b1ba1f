//===- CudaRunner.cpp - run a launch plan through libattnrt ---------------===//
//
// Part of attn-opt. Everything CUDA is reached through dlopen/dlsym: the C
// API of libattnrt for the plan, and the driver's memory calls for the
// buffers that attnrt_plan_run takes from its caller.
//
//===----------------------------------------------------------------------===//

#include "CudaRunner.h"
#include "attnrt.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#ifdef ATTN_ENABLE_CUDA
#include <cuda.h>
#endif

#include <algorithm>
#include <cstdint>
#include <dlfcn.h>
#include <optional>
#include <string>

using namespace attn_run;

namespace {

llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// The driver API calls used here, as dlsym gives them, with the types of
/// cuda.h (CUresult is an enum) where the toolkit is at hand, and
/// libattnrt's from attnrt.h, so that each pointer has the exact type of
/// its function: calling one through another type is undefined, and
/// -fsanitize=function reports it against an instrumented driver (the
/// tests' mock).
#ifdef ATTN_ENABLE_CUDA
using CUresultT = CUresult;
using CUdeviceptrT = CUdeviceptr;
#else
using CUresultT = int;
using CUdeviceptrT = unsigned long long;
#endif

struct Api {
  decltype(&attnrt_plan_load) planLoad;
  decltype(&attnrt_plan_free) planFree;
  decltype(&attnrt_plan_num_buffers) planNumBuffers;
  decltype(&attnrt_plan_buffer_info) planBufferInfo;
  decltype(&attnrt_plan_time) planTime;
  decltype(&attnrt_last_error) lastError;
  CUresultT (*memAlloc)(CUdeviceptrT *, size_t);
  CUresultT (*memFree)(CUdeviceptrT);
  CUresultT (*memcpyHtoD)(CUdeviceptrT, const void *, size_t);
  CUresultT (*memcpyDtoH)(void *, CUdeviceptrT, size_t);
  CUresultT (*getErrorName)(CUresultT, const char **);
  CUresultT (*getErrorString)(CUresultT, const char **);
};

/// Looks up the symbols of one dlopen'ed library and remembers the first
/// that is missing.
class SymbolBinder {
public:
  SymbolBinder(void *handle, llvm::StringRef library)
      : handle(handle), library(library) {}

  template <typename T> SymbolBinder &bind(const char *name, T &fn) {
    fn = reinterpret_cast<T>(dlsym(handle, name));
    if (!fn && missing.empty())
      missing = name;
    return *this;
  }

  /// An error naming the first missing symbol, if any.
  llvm::Error finish() const {
    if (missing.empty())
      return llvm::Error::success();
    return error(library + " has no symbol " + missing);
  }

private:
  void *handle;
  llvm::StringRef library;
  std::string missing;
};

/// Where libattnrt may be: ../lib next to the executable (the build tree
/// and installs share this layout), then the build tree's lib dir.
llvm::SmallVector<std::string> libraryCandidates(llvm::StringRef executable) {
  llvm::SmallVector<std::string> paths;
  llvm::SmallString<256> relative(llvm::sys::path::parent_path(executable));
  llvm::sys::path::append(relative, "..", "lib", "libattnrt.so");
  paths.push_back(relative.str().str());
#ifdef ATTN_RT_BUILD_DIR
  paths.push_back(ATTN_RT_BUILD_DIR "/libattnrt.so");
#endif
  return paths;
}

llvm::Expected<Api> loadApi(llvm::StringRef executable) {
  Api api;
  void *rt = nullptr;
  std::string tried, lastDlError;
  for (const std::string &path : libraryCandidates(executable)) {
    tried += (tried.empty() ? "" : ", ") + path;
    if (!llvm::sys::fs::exists(path))
      continue;
    rt = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (rt)
      break;
    lastDlError = dlerror();
  }
  if (!rt)
    return error(lastDlError.empty()
                     ? "--device cuda needs libattnrt.so, not found (tried " +
                           tried + ")"
                     : "--device cuda cannot load libattnrt: " + lastDlError);
  if (llvm::Error e = SymbolBinder(rt, "libattnrt")
                          .bind("attnrt_plan_load", api.planLoad)
                          .bind("attnrt_plan_free", api.planFree)
                          .bind("attnrt_plan_num_buffers", api.planNumBuffers)
                          .bind("attnrt_plan_buffer_info", api.planBufferInfo)
                          .bind("attnrt_plan_time", api.planTime)
                          .bind("attnrt_last_error", api.lastError)
                          .finish())
    return std::move(e);
  // libattnrt needs libcuda.so.1, so dlopen above already found the driver.
  void *cuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!cuda)
    return error(llvm::Twine("--device cuda cannot load libcuda.so.1: ") +
                 dlerror());
  if (llvm::Error e = SymbolBinder(cuda, "libcuda")
                          .bind("cuMemAlloc_v2", api.memAlloc)
                          .bind("cuMemFree_v2", api.memFree)
                          .bind("cuMemcpyHtoD_v2", api.memcpyHtoD)
                          .bind("cuMemcpyDtoH_v2", api.memcpyDtoH)
                          .bind("cuGetErrorName", api.getErrorName)
                          .bind("cuGetErrorString", api.getErrorString)
                          .finish())
    return std::move(e);
  return api;
}

std::optional<ElementKind> kindOfDtype(llvm::StringRef dtype) {
  return llvm::StringSwitch<std::optional<ElementKind>>(dtype)
      .Case("f16", ElementKind::F16)
      .Case("bf16", ElementKind::BF16)
      .Case("f32", ElementKind::F32)
      .Case("i1", ElementKind::I1)
      .Case("i32", ElementKind::I32)
      .Case("i64", ElementKind::I64)
      .Default(std::nullopt);
}

/// Owns the plan and the device buffers of one run.
class Session {
public:
  explicit Session(const Api &api) : api(api) {}
  ~Session() {
    for (CUdeviceptrT ptr : buffers)
      api.memFree(ptr);
    if (plan)
      api.planFree(plan);
  }

  llvm::Error check(CUresultT result, const char *call) {
    if (result == 0)
      return llvm::Error::success();
    // As libattnrt words it: the stub cannot name its own errors.
    std::string name = "CUresult " + std::to_string(result);
    const char *driverName = nullptr, *text = nullptr;
    if (api.getErrorName(result, &driverName) == 0 && driverName)
      name = driverName;
    if (api.getErrorString(result, &text) != 0 || !text)
      text = "no description from the driver";
    return error(llvm::Twine(call) + " failed: " + name + " (" + text + ")");
  }

  const Api &api;
  AttnrtPlan *plan = nullptr;
  llvm::SmallVector<CUdeviceptrT> buffers;
};

} // namespace

llvm::Expected<CudaRun>
attn_run::runPlanOnCuda(llvm::StringRef planDir, llvm::StringRef executable,
                        llvm::ArrayRef<const HostTensor *> inputs,
                        unsigned warmup, unsigned repeat) {
  llvm::Expected<Api> api = loadApi(executable);
  if (!api)
    return api.takeError();
  Session session(*api);
  session.plan = api->planLoad(planDir.str().c_str());
  if (!session.plan)
    return error(api->lastError());

  // Buffers in plan order: inputs take the host inputs in order, outputs
  // come back as host tensors of the plan's shape and type.
  CudaRun run;
  llvm::SmallVector<CUdeviceptrT> outputPtrs;
  size_t nextInput = 0;
  for (int i = 0, e = api->planNumBuffers(session.plan); i < e; ++i) {
    const char *name, *role, *dtype;
    int rank;
    const int64_t *shape;
    int64_t bytes;
    api->planBufferInfo(session.plan, i, &name, &role, &dtype, &rank, &shape,
                        &bytes);
    llvm::StringRef roleRef(role);
    if (roleRef == "scratch")
      continue;
    std::optional<ElementKind> kind = kindOfDtype(dtype);
    if (!kind)
      return error(llvm::Twine("plan buffer ") + name + " has element type " +
                   dtype + ", which --device cuda cannot hold");
    CUdeviceptrT ptr = 0;
    if (llvm::Error e = session.check(
            api->memAlloc(&ptr, std::max<int64_t>(bytes, 1)), "cuMemAlloc"))
      return std::move(e);
    session.buffers.push_back(ptr);
    if (roleRef == "output") {
      run.outputs.emplace_back(*kind, llvm::ArrayRef<int64_t>(shape, rank));
      outputPtrs.push_back(ptr);
      continue;
    }
    if (nextInput == inputs.size())
      return error(llvm::Twine("the plan has more inputs than the function "
                               "has arguments (at ") +
                   name + ")");
    const HostTensor *input = inputs[nextInput++];
    if (input->getKind() != *kind || input->getSizeInBytes() != bytes)
      return error(llvm::Twine("plan buffer ") + name + " (" + dtype + ", " +
                   llvm::Twine(bytes) + " bytes) does not fit argument " +
                   llvm::Twine(nextInput - 1) + " (" +
                   getElementName(input->getKind()) + ", " +
                   llvm::Twine(input->getSizeInBytes()) + " bytes)");
    if (llvm::Error e = session.check(
            api->memcpyHtoD(ptr, input->getData(), bytes), "cuMemcpyHtoD"))
      return std::move(e);
  }
  if (nextInput != inputs.size())
    return error("the plan has fewer inputs than the function has arguments");

  llvm::SmallVector<void *> args;
  for (CUdeviceptrT ptr : session.buffers)
    args.push_back(reinterpret_cast<void *>(static_cast<uintptr_t>(ptr)));
  llvm::SmallVector<float> ms(repeat);
  if (api->planTime(session.plan, args.data(), nullptr, warmup, repeat,
                    ms.data()) != 0)
    return error(api->lastError());
  for (float t : ms)
    run.seconds.push_back(t / 1e3);

  for (auto [out, ptr] : llvm::zip(run.outputs, outputPtrs))
    if (llvm::Error e = session.check(
            api->memcpyDtoH(out.getData(), ptr, out.getSizeInBytes()),
            "cuMemcpyDtoH"))
      return std::move(e);
  return run;
}
