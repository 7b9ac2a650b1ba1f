//===- attn-gpu-run.cpp - run an attn-compile plan on a GPU ---------------===//
//
// Part of attn-opt. Loads a plan with libattnrt, fills its inputs from .npy
// files or seeded random numbers, runs it, times it with CUDA events and
// optionally writes its outputs as .npy. `--probe` only says whether a CUDA
// device is usable (the lit suite's cuda-device feature).
//
//===----------------------------------------------------------------------===//

#include "CudaError.h"
#include "attnrt.h"

#include <cuda.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

int fail(const std::string &message) {
  std::fprintf(stderr, "attn-gpu-run: error: %s\n", message.c_str());
  return 1;
}

/// Whether a driver call succeeded; if not, `error` says which and why.
bool checkCu(CUresult result, const char *call, std::string &error) {
  if (result == CUDA_SUCCESS)
    return true;
  error = attnrt::describeCudaError(result, call);
  return false;
}

//===----------------------------------------------------------------------===//
// Half-precision conversions (round to nearest even)
//===----------------------------------------------------------------------===//

uint32_t bitsOf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

float floatOf(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

uint16_t toBf16(float f) {
  uint32_t u = bitsOf(f);
  if (std::isnan(f))
    return 0x7fc0;
  u += 0x7fff + ((u >> 16) & 1);
  return static_cast<uint16_t>(u >> 16);
}

float fromBf16(uint16_t h) { return floatOf(static_cast<uint32_t>(h) << 16); }

uint16_t toF16(float f) {
  uint32_t u = bitsOf(f);
  uint32_t sign = (u >> 16) & 0x8000;
  uint32_t exp = (u >> 23) & 0xff, mant = u & 0x7fffff;
  if (exp == 0xff)
    return static_cast<uint16_t>(sign | 0x7c00 | (mant ? 0x200 : 0));
  int e = static_cast<int>(exp) - 127 + 15;
  if (e >= 31)
    return static_cast<uint16_t>(sign | 0x7c00);
  if (e <= 0) {
    if (e < -10)
      return static_cast<uint16_t>(sign);
    mant |= 0x800000;
    int shift = 14 - e;
    uint32_t half = mant >> shift, rest = mant & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (half & 1)))
      ++half;
    return static_cast<uint16_t>(sign | half);
  }
  uint32_t half = (static_cast<uint32_t>(e) << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
    ++half; // may carry into the exponent, which is the right rounding
  return static_cast<uint16_t>(sign | half);
}

float fromF16(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  if (exp == 0) {
    float v = std::ldexp(static_cast<float>(mant), -24);
    return sign ? -v : v;
  }
  if (exp == 31)
    return floatOf(sign | 0x7f800000 | (mant << 13));
  return floatOf(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

size_t elementBytes(const std::string &dtype) {
  if (dtype == "i1")
    return 1;
  if (dtype == "f16" || dtype == "bf16")
    return 2;
  if (dtype == "f32" || dtype == "i32")
    return 4;
  return dtype == "i64" ? 8 : 0;
}

/// Packs floats into the buffer's element type (i1: a byte, 1 where the
/// value is not zero; i32 and i64, segment ids: the value truncated).
std::vector<uint8_t> pack(const std::vector<float> &values,
                          const std::string &dtype) {
  std::vector<uint8_t> out(values.size() * elementBytes(dtype));
  for (size_t i = 0; i < values.size(); ++i) {
    if (dtype == "i1") {
      out[i] = values[i] != 0.0f;
      continue;
    }
    if (dtype == "i32") {
      int32_t id = static_cast<int32_t>(values[i]);
      std::memcpy(&out[4 * i], &id, 4);
      continue;
    }
    if (dtype == "i64") {
      int64_t id = static_cast<int64_t>(values[i]);
      std::memcpy(&out[8 * i], &id, 8);
      continue;
    }
    if (dtype == "f32") {
      std::memcpy(&out[4 * i], &values[i], 4);
      continue;
    }
    uint16_t h = dtype == "f16" ? toF16(values[i]) : toBf16(values[i]);
    std::memcpy(&out[2 * i], &h, 2);
  }
  return out;
}

std::vector<float> unpack(const std::vector<uint8_t> &bytes,
                          const std::string &dtype) {
  size_t n = bytes.size() / elementBytes(dtype);
  std::vector<float> out(n);
  for (size_t i = 0; i < n; ++i) {
    if (dtype == "i1") {
      out[i] = bytes[i] ? 1.0f : 0.0f;
      continue;
    }
    if (dtype == "f32") {
      std::memcpy(&out[i], &bytes[4 * i], 4);
      continue;
    }
    uint16_t h;
    std::memcpy(&h, &bytes[2 * i], 2);
    out[i] = dtype == "f16" ? fromF16(h) : fromBf16(h);
  }
  return out;
}

//===----------------------------------------------------------------------===//
// .npy files (little-endian f2/f4/f8, C order)
//===----------------------------------------------------------------------===//

/// The little-endian value of type T at `bytes`.
template <typename T> T loadAs(const char *bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return value;
}

bool readNpy(const std::string &path, size_t expected, std::vector<float> &out,
             std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return error = "cannot read " + path, false;
  char magic[8];
  in.read(magic, 8);
  if (!in || std::memcmp(magic, "\x93NUMPY", 6) != 0)
    return error = path + " is not a .npy file", false;
  uint32_t headerLen = 0;
  if (magic[6] == 1) {
    uint16_t len;
    in.read(reinterpret_cast<char *>(&len), 2);
    headerLen = len;
  } else {
    in.read(reinterpret_cast<char *>(&headerLen), 4);
  }
  std::string header(headerLen, '\0');
  in.read(&header[0], headerLen);
  if (header.find("'fortran_order': True") != std::string::npos)
    return error = path + ": Fortran order is not supported", false;
  // numpy's bool ('|b1') for i1 buffers, one byte, 0 or 1; floats; '<i4'
  // and '<i8' for segment ids.
  static const std::pair<std::string, size_t> dtypes[] = {
      {"|b1", 1}, {"<f2", 2}, {"<f4", 4}, {"<f8", 8}, {"<i4", 4}, {"<i8", 8}};
  std::string descr;
  size_t width = 0;
  for (const auto &[name, bytes] : dtypes)
    if (header.find("'" + name + "'") != std::string::npos) {
      descr = name;
      width = bytes;
      break;
    }
  if (!width)
    return error = path + ": dtype must be <f2, <f4, <f8, <i4, <i8 or |b1",
           false;
  std::vector<char> data((std::istreambuf_iterator<char>(in)),
                         std::istreambuf_iterator<char>());
  if (data.size() != expected * width)
    return error = path + " holds " + std::to_string(data.size() / width) +
                   " elements, the plan expects " + std::to_string(expected),
           false;
  out.resize(expected);
  for (size_t i = 0; i < expected; ++i) {
    const char *element = &data[width * i];
    if (descr == "|b1")
      out[i] = *element ? 1.0f : 0.0f;
    else if (descr == "<f2")
      out[i] = fromF16(loadAs<uint16_t>(element));
    else if (descr == "<f4")
      out[i] = loadAs<float>(element);
    else if (descr == "<f8")
      out[i] = static_cast<float>(loadAs<double>(element));
    else if (descr == "<i4")
      out[i] = static_cast<float>(loadAs<int32_t>(element));
    else
      out[i] = static_cast<float>(loadAs<int64_t>(element));
  }
  return true;
}

/// Writes f32 .npy (bf16 has no numpy dtype, so every output is widened).
bool writeNpy(const std::string &path, const std::vector<int64_t> &shape,
              const std::vector<float> &values) {
  std::ostringstream dict;
  dict << "{'descr': '<f4', 'fortran_order': False, 'shape': (";
  for (int64_t dim : shape)
    dict << dim << ", ";
  dict << "), }";
  std::string header = dict.str();
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::ofstream out(path, std::ios::binary);
  if (!out)
    return false;
  out.write("\x93NUMPY\x01\x00", 8);
  uint16_t len = static_cast<uint16_t>(header.size());
  out.write(reinterpret_cast<const char *>(&len), 2);
  out << header;
  out.write(reinterpret_cast<const char *>(values.data()),
            static_cast<std::streamsize>(values.size() * 4));
  return static_cast<bool>(out);
}

int probe() {
  std::string error;
  int count = 0;
  CUdevice device;
  char name[256] = {0};
  int major = 0, minor = 0;
  if (!checkCu(cuInit(0), "cuInit", error) ||
      !checkCu(cuDeviceGetCount(&count), "cuDeviceGetCount", error))
    return fail(error);
  if (count == 0)
    return fail("no CUDA device found");
  if (!checkCu(cuDeviceGet(&device, 0), "cuDeviceGet", error) ||
      !checkCu(cuDeviceGetName(name, sizeof(name), device), "cuDeviceGetName",
               error) ||
      !checkCu(
          cuDeviceGetAttribute(
              &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device),
          "cuDeviceGetAttribute", error) ||
      !checkCu(
          cuDeviceGetAttribute(
              &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device),
          "cuDeviceGetAttribute", error))
    return fail(error);
  std::printf("cuda device 0: %s (sm_%d%d)\n", name, major, minor);
  return 0;
}

void usage() {
  std::fprintf(stderr,
               "usage: attn-gpu-run PLAN_DIR [--inputs DIR] [--dump-outputs "
               "DIR] [--repeat R] [--warmup W] [--seed S] [--json]\n"
               "       attn-gpu-run --probe\n");
}

} // namespace

int main(int argc, char **argv) {
  std::string planDir, inputsDir, dumpDir;
  int repeat = 0, warmup = 5;
  unsigned seed = 0;
  bool json = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto next = [&](const char *flag) -> const char * {
      if (i + 1 >= argc) {
        fail(std::string(flag) + " needs a value");
        return nullptr;
      }
      return argv[++i];
    };
    auto number = [&](const char *flag, int &out) {
      const char *v = next(flag);
      if (!v)
        return false;
      char *end = nullptr;
      long n = std::strtol(v, &end, 10);
      if (*end || n < 0)
        return fail(std::string(flag) + " needs a non-negative integer"), false;
      out = static_cast<int>(n);
      return true;
    };
    if (arg == "--probe")
      return probe();
    if (arg == "--json") {
      json = true;
    } else if (arg == "--inputs" || arg == "--dump-outputs") {
      const char *v = next(arg.c_str());
      if (!v)
        return 1;
      (arg == "--inputs" ? inputsDir : dumpDir) = v;
    } else if (arg == "--repeat") {
      if (!number("--repeat", repeat))
        return 1;
    } else if (arg == "--warmup") {
      if (!number("--warmup", warmup))
        return 1;
    } else if (arg == "--seed") {
      int s = 0;
      if (!number("--seed", s))
        return 1;
      seed = static_cast<unsigned>(s);
    } else if (arg == "-h" || arg == "--help") {
      usage();
      return 0;
    } else if (!arg.empty() && arg[0] == '-') {
      usage();
      return fail("unknown option " + arg);
    } else if (planDir.empty()) {
      planDir = arg;
    } else {
      usage();
      return fail("more than one plan directory given");
    }
  }
  if (planDir.empty()) {
    usage();
    return fail("no plan directory given");
  }

  AttnrtPlan *plan = attnrt_plan_load(planDir.c_str());
  if (!plan)
    return fail(attnrt_last_error());

  struct Buffer {
    std::string name, role, dtype;
    std::vector<int64_t> shape;
    size_t elements = 0;
    CUdeviceptr ptr = 0;
  };
  std::vector<Buffer> buffers;
  std::string error;
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  int status = 0;
  for (int i = 0; i < attnrt_plan_num_buffers(plan) && !status; ++i) {
    const char *name, *role, *dtype;
    int rank;
    const int64_t *shape;
    int64_t bytes;
    attnrt_plan_buffer_info(plan, i, &name, &role, &dtype, &rank, &shape,
                            &bytes);
    if (std::string(role) == "scratch")
      continue;
    Buffer b{name, role, dtype, std::vector<int64_t>(shape, shape + rank)};
    b.elements = elementBytes(b.dtype) ? bytes / elementBytes(b.dtype) : 0;
    if (!b.elements) {
      status = fail("buffer " + b.name + " has unsupported dtype " + b.dtype);
      break;
    }
    if (!checkCu(cuMemAlloc(&b.ptr, bytes), "cuMemAlloc", error)) {
      status = fail(error);
      break;
    }
    std::vector<float> values(b.elements, 0.0f);
    if (b.role == "input") {
      if (!inputsDir.empty()) {
        if (!readNpy(inputsDir + "/" + b.name + ".npy", b.elements, values,
                     error)) {
          status = fail(error);
          break;
        }
      } else if (b.dtype == "i1" || b.dtype == "i32" || b.dtype == "i64") {
        // Key padding and boolean masks: about one key in ten hidden;
        // segment ids: about one query or key in ten in a second segment.
        for (float &v : values)
          v = uniform(rng) > -0.8f ? 1.0f : 0.0f;
      } else {
        for (float &v : values)
          v = uniform(rng);
      }
    }
    std::vector<uint8_t> host = pack(values, b.dtype);
    if (!checkCu(cuMemcpyHtoD(b.ptr, host.data(), host.size()), "cuMemcpyHtoD",
                 error))
      status = fail(error);
    buffers.push_back(b);
  }

  std::vector<void *> pointers;
  for (Buffer &b : buffers)
    pointers.push_back(reinterpret_cast<void *>(b.ptr));
  if (!status && attnrt_plan_run(plan, pointers.data(), nullptr) != 0)
    status = fail(attnrt_last_error());
  if (!status && !checkCu(cuCtxSynchronize(), "cuCtxSynchronize", error))
    status = fail(error);

  std::vector<float> ms(static_cast<size_t>(repeat));
  if (!status && repeat > 0 &&
      attnrt_plan_time(plan, pointers.data(), nullptr, warmup, repeat,
                       ms.data()) != 0)
    status = fail(attnrt_last_error());

  std::ostringstream outputs;
  for (Buffer &b : buffers) {
    if (status || b.role != "output")
      continue;
    std::vector<uint8_t> host(b.elements * elementBytes(b.dtype));
    if (!checkCu(cuMemcpyDtoH(host.data(), b.ptr, host.size()), "cuMemcpyDtoH",
                 error)) {
      status = fail(error);
      break;
    }
    std::vector<float> values = unpack(host, b.dtype);
    size_t nonFinite = 0;
    double maxAbs = 0;
    for (float v : values) {
      if (!std::isfinite(v))
        ++nonFinite;
      else
        maxAbs = std::max(maxAbs, static_cast<double>(std::fabs(v)));
    }
    outputs << (outputs.tellp() ? ", " : "") << "{\"name\": \"" << b.name
            << "\", \"non_finite\": " << nonFinite
            << ", \"max_abs\": " << maxAbs << "}";
    if (!dumpDir.empty() &&
        !writeNpy(dumpDir + "/" + b.name + ".npy", b.shape, values))
      status = fail("cannot write " + dumpDir + "/" + b.name + ".npy");
  }

  if (!status) {
    std::vector<float> sorted(ms);
    std::sort(sorted.begin(), sorted.end());
    double median = sorted.empty() ? 0 : sorted[sorted.size() / 2];
    double best = sorted.empty() ? 0 : sorted.front();
    if (json) {
      std::printf("{\"plan\": \"%s\", \"launches\": %d, \"repeat\": %d, "
                  "\"ms_median\": %.6f, \"ms_min\": %.6f, \"outputs\": [%s]}\n",
                  planDir.c_str(), attnrt_plan_num_launches(plan), repeat,
                  median, best, outputs.str().c_str());
    } else {
      std::printf("%s: %d launches, outputs [%s]\n", planDir.c_str(),
                  attnrt_plan_num_launches(plan), outputs.str().c_str());
      if (repeat > 0)
        std::printf("median %.4f ms, min %.4f ms over %d runs\n", median, best,
                    repeat);
    }
  }
  for (Buffer &b : buffers)
    if (b.ptr)
      cuMemFree(b.ptr);
  attnrt_plan_free(plan);
  return status;
}
