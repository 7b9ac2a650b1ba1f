//===- attnrt.cpp - run attn-compile plans on a CUDA GPU ------------------===//
//
// Part of attn-opt. The plan loader and launcher behind attnrt.h, over the
// CUDA driver API only. Built without exceptions: every failure becomes a
// message in attnrt_last_error() and an error return.
//
//===----------------------------------------------------------------------===//

#include "attnrt.h"

#include <cuda.h>

#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
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

/// Turns a CUresult into "call failed: NAME (description)".
bool check(CUresult result, const std::string &call) {
  if (result == CUDA_SUCCESS)
    return true;
  // The driver's stub library cannot name its own errors: fall back to the
  // number.
  const char *name = nullptr, *text = nullptr;
  std::string number = "CUresult " + std::to_string(static_cast<int>(result));
  if (cuGetErrorName(result, &name) != CUDA_SUCCESS)
    name = number.c_str();
  if (cuGetErrorString(result, &text) != CUDA_SUCCESS)
    text = "no description from the driver";
  return setError(call + " failed: " + name + " (" + text + ")");
}

//===----------------------------------------------------------------------===//
// A JSON reader for plan.json: objects, arrays, strings, numbers, literals.
//===----------------------------------------------------------------------===//

struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  double number = 0;
  bool boolean = false;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  const Json *get(const std::string &key) const {
    auto it = object.find(key);
    return kind == Object && it != object.end() ? &it->second : nullptr;
  }
};

class JsonParser {
public:
  explicit JsonParser(const std::string &text) : text(text) {}

  bool parse(Json &out) {
    if (!value(out))
      return false;
    skipSpace();
    return pos == text.size() || fail("trailing characters");
  }

  std::string error;

private:
  bool fail(const std::string &what) {
    error = what + " at byte " + std::to_string(pos);
    return false;
  }
  void skipSpace() {
    while (pos < text.size() &&
           std::isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }
  bool literal(const char *word) {
    size_t n = std::strlen(word);
    if (text.compare(pos, n, word) != 0)
      return fail("unexpected character");
    pos += n;
    return true;
  }
  bool str(std::string &out) {
    ++pos; // the opening quote
    while (pos < text.size() && text[pos] != '"') {
      char c = text[pos++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos >= text.size())
        break;
      char e = text[pos++];
      switch (e) {
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'r':
        out += '\r';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'u':
        // Plans hold ASCII names; keep other code points as '?'.
        if (pos + 4 > text.size())
          return fail("bad escape");
        out += static_cast<char>(
            std::strtol(text.substr(pos, 4).c_str(), nullptr, 16) < 128
                ? std::strtol(text.substr(pos, 4).c_str(), nullptr, 16)
                : '?');
        pos += 4;
        break;
      default:
        out += e;
      }
    }
    if (pos >= text.size())
      return fail("unterminated string");
    ++pos;
    return true;
  }
  bool value(Json &out) {
    skipSpace();
    if (pos >= text.size())
      return fail("unexpected end");
    char c = text[pos];
    if (c == '{') {
      out.kind = Json::Object;
      ++pos;
      skipSpace();
      if (pos < text.size() && text[pos] == '}') {
        ++pos;
        return true;
      }
      while (true) {
        skipSpace();
        if (pos >= text.size() || text[pos] != '"')
          return fail("expected a key");
        std::string key;
        if (!str(key))
          return false;
        skipSpace();
        if (pos >= text.size() || text[pos] != ':')
          return fail("expected ':'");
        ++pos;
        if (!value(out.object[key]))
          return false;
        skipSpace();
        if (pos < text.size() && text[pos] == ',') {
          ++pos;
          continue;
        }
        if (pos < text.size() && text[pos] == '}') {
          ++pos;
          return true;
        }
        return fail("expected ',' or '}'");
      }
    }
    if (c == '[') {
      out.kind = Json::Array;
      ++pos;
      skipSpace();
      if (pos < text.size() && text[pos] == ']') {
        ++pos;
        return true;
      }
      while (true) {
        out.array.emplace_back();
        if (!value(out.array.back()))
          return false;
        skipSpace();
        if (pos < text.size() && text[pos] == ',') {
          ++pos;
          continue;
        }
        if (pos < text.size() && text[pos] == ']') {
          ++pos;
          return true;
        }
        return fail("expected ',' or ']'");
      }
    }
    if (c == '"') {
      out.kind = Json::String;
      return str(out.string);
    }
    if (c == 't' || c == 'f') {
      out.kind = Json::Bool;
      out.boolean = c == 't';
      return literal(c == 't' ? "true" : "false");
    }
    if (c == 'n')
      return literal("null");
    char *end = nullptr;
    out.kind = Json::Number;
    out.number = std::strtod(text.c_str() + pos, &end);
    if (end == text.c_str() + pos)
      return fail("unexpected character");
    pos = end - text.c_str();
    return true;
  }

  const std::string &text;
  size_t pos = 0;
};

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
  struct Buffer {
    std::string name, role, dtype;
    std::vector<int64_t> shape;
    int64_t bytes = 0;
    CUdeviceptr scratch = 0;
  };
  struct Launch {
    std::string kernel;
    unsigned grid[3], block[3];
    unsigned sharedBytes = 0;
    std::vector<int> args; // buffer indices
    CUfunction function = nullptr;
  };
  std::vector<Buffer> buffers;
  std::vector<Launch> launches;
  std::string moduleFile;
  CUmodule module = nullptr;
  CUcontext context = nullptr;
  CUdevice device = 0;
  bool retainedPrimary = false;

  ~AttnrtPlan() {
    if (context)
      cuCtxPushCurrent(context);
    for (Buffer &b : buffers)
      if (b.scratch)
        cuMemFree(b.scratch);
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

/// Whether `j` is an integral number in [lo, hi]: plan numbers are doubles,
/// and converting one out of range to an integer is undefined.
static bool isIntegerIn(const Json &j, double lo, double hi) {
  return j.kind == Json::Number && j.number >= lo && j.number <= hi &&
         std::floor(j.number) == j.number;
}

/// Bytes per element of the dtypes attn-compile writes; 0 for any other.
static int64_t dtypeBytes(const std::string &dtype) {
  if (dtype == "f32")
    return 4;
  if (dtype == "f16" || dtype == "bf16")
    return 2;
  return 0;
}

/// Reads the plan's JSON into `plan`; checks every field it will use.
static bool parsePlan(const Json &root, AttnrtPlan &plan) {
  auto bad = [](const std::string &what) {
    return setError("plan.json: " + what);
  };
  const Json *module = root.get("module");
  const Json *buffers = root.get("buffers");
  const Json *launches = root.get("launches");
  if (!module || module->kind != Json::String)
    return bad("missing \"module\"");
  if (!buffers || buffers->kind != Json::Array)
    return bad("missing \"buffers\" array");
  if (!launches || launches->kind != Json::Array)
    return bad("missing \"launches\" array");
  plan.moduleFile = module->string;
  std::map<std::string, int> index;
  for (const Json &b : buffers->array) {
    AttnrtPlan::Buffer buffer;
    const Json *name = b.get("name"), *role = b.get("role"),
               *dtype = b.get("dtype"), *shape = b.get("shape"),
               *bytes = b.get("bytes");
    if (!name || !role || !dtype || !shape || !bytes ||
        name->kind != Json::String || role->kind != Json::String ||
        dtype->kind != Json::String || shape->kind != Json::Array ||
        bytes->kind != Json::Number)
      return bad("a buffer needs name, role, dtype, shape and bytes");
    buffer.name = name->string;
    buffer.role = role->string;
    buffer.dtype = dtype->string;
    if (buffer.role != "input" && buffer.role != "output" &&
        buffer.role != "scratch")
      return bad("buffer " + buffer.name + " has unknown role " + buffer.role);
    // A buffer smaller than its shape would let kernels write past it.
    constexpr double maxInt = 9007199254740992.0; // 2^53
    uint64_t size = dtypeBytes(buffer.dtype);
    for (const Json &dim : shape->array) {
      if (!isIntegerIn(dim, 1, maxInt) ||
          __builtin_mul_overflow(size, static_cast<uint64_t>(dim.number),
                                 &size))
        return bad("buffer " + buffer.name + " has a bad shape");
      buffer.shape.push_back(static_cast<int64_t>(dim.number));
    }
    if (!isIntegerIn(*bytes, 0, maxInt))
      return bad("buffer " + buffer.name + " has a bad byte count");
    buffer.bytes = static_cast<int64_t>(bytes->number);
    if (size && static_cast<uint64_t>(buffer.bytes) != size)
      return bad("buffer " + buffer.name + " has " +
                 std::to_string(buffer.bytes) + " bytes, its shape and " +
                 buffer.dtype + " need " + std::to_string(size));
    index[buffer.name] = static_cast<int>(plan.buffers.size());
    plan.buffers.push_back(buffer);
  }
  for (const Json &l : launches->array) {
    AttnrtPlan::Launch launch;
    const Json *kernel = l.get("kernel"), *grid = l.get("grid"),
               *block = l.get("block"), *smem = l.get("dynamic_shared_bytes"),
               *args = l.get("args");
    if (!kernel || !grid || !block || !smem || !args ||
        kernel->kind != Json::String || grid->array.size() != 3 ||
        block->array.size() != 3 || args->kind != Json::Array)
      return bad("a launch needs kernel, grid[3], block[3], "
                 "dynamic_shared_bytes and args");
    launch.kernel = kernel->string;
    for (int i = 0; i < 3; ++i) {
      if (!isIntegerIn(grid->array[i], 1, 2147483647.0) ||
          !isIntegerIn(block->array[i], 1, 1024.0))
        return bad("launch of " + launch.kernel + " has a bad grid or block");
      launch.grid[i] = static_cast<unsigned>(grid->array[i].number);
      launch.block[i] = static_cast<unsigned>(block->array[i].number);
    }
    if (!isIntegerIn(*smem, 0, 4294967295.0))
      return bad("launch of " + launch.kernel +
                 " has a bad dynamic_shared_bytes");
    launch.sharedBytes = static_cast<unsigned>(smem->number);
    for (const Json &arg : args->array) {
      auto it = index.find(arg.string);
      if (arg.kind != Json::String || it == index.end())
        return bad("launch of " + launch.kernel + " names unknown buffer '" +
                   arg.string + "'");
      launch.args.push_back(it->second);
    }
    plan.launches.push_back(launch);
  }
  return true;
}

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
  Json root;
  JsonParser parser(text);
  if (!parser.parse(root))
    return setError("plan.json: " + parser.error), nullptr;
  std::unique_ptr<AttnrtPlan> plan(new AttnrtPlan());
  if (!parsePlan(root, *plan))
    return nullptr;
  std::string image;
  if (!readFile(base + "/" + plan->moduleFile, image))
    return nullptr;

  if (!initContext(*plan))
    return nullptr;
  if (!check(cuModuleLoadData(&plan->module, image.data()),
             "cuModuleLoadData(" + plan->moduleFile + ")"))
    return nullptr;
  for (AttnrtPlan::Launch &launch : plan->launches) {
    if (!check(cuModuleGetFunction(&launch.function, plan->module,
                                   launch.kernel.c_str()),
               "cuModuleGetFunction(" + launch.kernel + ")"))
      return nullptr;
    // Above 48 KiB a kernel must opt into dynamic shared memory.
    if (launch.sharedBytes > 48 * 1024 &&
        !check(
            cuFuncSetAttribute(launch.function,
                               CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                               static_cast<int>(launch.sharedBytes)),
            "cuFuncSetAttribute(" + launch.kernel +
                ", MAX_DYNAMIC_SHARED_SIZE_BYTES)"))
      return nullptr;
  }
  for (AttnrtPlan::Buffer &buffer : plan->buffers)
    if (buffer.role == "scratch" &&
        !check(cuMemAlloc(&buffer.scratch, static_cast<size_t>(buffer.bytes)),
               "cuMemAlloc(" + buffer.name + ", " +
                   std::to_string(buffer.bytes) + " bytes)"))
      return nullptr;
  return plan.release();
}

extern "C" void attnrt_plan_free(AttnrtPlan *plan) { delete plan; }

extern "C" int attnrt_plan_num_buffers(const AttnrtPlan *plan) {
  return plan ? static_cast<int>(plan->buffers.size()) : 0;
}

extern "C" int attnrt_plan_num_launches(const AttnrtPlan *plan) {
  return plan ? static_cast<int>(plan->launches.size()) : 0;
}

extern "C" int attnrt_plan_buffer_info(const AttnrtPlan *plan, int index,
                                       const char **name, const char **role,
                                       const char **dtype, int *rank,
                                       const int64_t **shape, int64_t *bytes) {
  if (!plan || index < 0 || index >= static_cast<int>(plan->buffers.size())) {
    setError("buffer index " + std::to_string(index) + " out of range");
    return -1;
  }
  const AttnrtPlan::Buffer &b = plan->buffers[index];
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

/// Enqueues the launches; the context must be current.
static bool enqueue(AttnrtPlan &plan, void **deviceBuffers, CUstream stream) {
  std::vector<CUdeviceptr> pointers(plan.buffers.size());
  size_t next = 0;
  for (size_t i = 0; i < plan.buffers.size(); ++i) {
    if (plan.buffers[i].role == "scratch") {
      pointers[i] = plan.buffers[i].scratch;
      continue;
    }
    pointers[i] = reinterpret_cast<CUdeviceptr>(deviceBuffers[next++]);
    if (!pointers[i])
      return setError("device buffer for " + plan.buffers[i].name + " is null");
  }
  for (AttnrtPlan::Launch &launch : plan.launches) {
    std::vector<void *> params;
    for (int arg : launch.args)
      params.push_back(&pointers[arg]);
    if (!check(cuLaunchKernel(launch.function, launch.grid[0], launch.grid[1],
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
