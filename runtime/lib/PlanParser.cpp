//===- PlanParser.cpp - read attn-compile's plan.json ---------------------===//
//
// Part of attn-opt. A small JSON reader (objects, arrays, strings, numbers,
// literals) and the checks that turn a plan.json into a PlanDesc. Built
// without exceptions; hostile text gets an error, never a crash.
//
//===----------------------------------------------------------------------===//

#include "PlanParser.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>

using namespace attnrt;

namespace {

struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  double number = 0;
  bool boolean = false;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  const Json *get(const std::string &key) const {
    if (kind != Object)
      return nullptr;
    auto it = object.find(key);
    return it != object.end() ? &it->second : nullptr;
  }
};

class JsonParser {
public:
  explicit JsonParser(const std::string &text) : text(text) {}

  bool parse(Json &out) {
    if (!value(out, 0))
      return false;
    skipSpace();
    return pos == text.size() || fail("trailing characters");
  }

  std::string error;

private:
  /// Plans nest three deep; the bound keeps hostile nesting off the stack.
  static constexpr int maxDepth = 64;

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
      case 'u': {
        // Plans hold ASCII names; other code points become '?'.
        if (pos + 4 > text.size())
          return fail("bad escape");
        long code = 0;
        for (int i = 0; i < 4; ++i) {
          char h = text[pos++];
          if (!std::isxdigit(static_cast<unsigned char>(h)))
            return fail("bad escape");
          code = code * 16 + (std::isdigit(static_cast<unsigned char>(h))
                                  ? h - '0'
                                  : std::tolower(h) - 'a' + 10);
        }
        out += code < 128 ? static_cast<char>(code) : '?';
        break;
      }
      default:
        out += e;
      }
    }
    if (pos >= text.size())
      return fail("unterminated string");
    ++pos;
    return true;
  }
  /// Reads items with `parseItem` up to `close`, separated by commas; the
  /// opening bracket has been read.
  template <typename ParseItem> bool sequence(char close, ParseItem parseItem) {
    skipSpace();
    if (pos < text.size() && text[pos] == close) {
      ++pos;
      return true;
    }
    while (true) {
      if (!parseItem())
        return false;
      skipSpace();
      if (pos < text.size() && text[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < text.size() && text[pos] == close) {
        ++pos;
        return true;
      }
      return fail(std::string("expected ',' or '") + close + "'");
    }
  }
  bool value(Json &out, int depth) {
    if (depth > maxDepth)
      return fail("nesting deeper than " + std::to_string(maxDepth));
    skipSpace();
    if (pos >= text.size())
      return fail("unexpected end");
    char c = text[pos];
    if (c == '{') {
      out.kind = Json::Object;
      ++pos;
      return sequence('}', [&] {
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
        return value(out.object[key], depth + 1);
      });
    }
    if (c == '[') {
      out.kind = Json::Array;
      ++pos;
      return sequence(']', [&] {
        out.array.emplace_back();
        return value(out.array.back(), depth + 1);
      });
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
    // strtod reads up to a NUL, which std::string guarantees after the text.
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

/// Whether `j` is an integral number in [lo, hi]: plan numbers are doubles,
/// and converting one out of range to an integer is undefined.
bool isIntegerIn(const Json &j, double lo, double hi) {
  return j.kind == Json::Number && j.number >= lo && j.number <= hi &&
         std::floor(j.number) == j.number;
}

/// Bytes per element of the dtypes attn-compile writes; 0 for any other.
/// i1 (key padding, boolean masks) is one byte per element, as the kernels
/// load it and as torch.bool and numpy's bool store it; i32 and i64 are
/// segment ids.
int64_t dtypeBytes(const std::string &dtype) {
  if (dtype == "f32")
    return 4;
  if (dtype == "f16" || dtype == "bf16")
    return 2;
  if (dtype == "i1")
    return 1;
  if (dtype == "i32")
    return 4;
  if (dtype == "i64")
    return 8;
  return 0;
}

/// Reads a launch's tensor_map argument and checks what the driver checks
/// too (rank 1 to 5, boxes of 1 to 256 within the dims, 16-byte strides)
/// plus that the map stays inside its buffer.
bool readTensorMap(const Json &map, const std::map<std::string, int> &index,
                   const std::vector<BufferDesc> &buffers,
                   TensorMapDesc &desc) {
  const Json *buffer = map.get("buffer"), *dtype = map.get("dtype"),
             *dims = map.get("dims"), *strides = map.get("strides_bytes"),
             *box = map.get("box"), *swizzle = map.get("swizzle"),
             *oob = map.get("oob_fill");
  if (!buffer || buffer->kind != Json::String || !dtype ||
      dtype->kind != Json::String || !dims || dims->kind != Json::Array ||
      !strides || strides->kind != Json::Array || !box ||
      box->kind != Json::Array || !swizzle || swizzle->kind != Json::String ||
      !oob || oob->kind != Json::String)
    return false;
  auto it = index.find(buffer->string);
  size_t rank = dims->array.size();
  if (it == index.end() || rank < 1 || rank > 5 ||
      strides->array.size() != rank - 1 || box->array.size() != rank)
    return false;
  desc.buffer = it->second;
  desc.dtype = dtype->string;
  desc.swizzle = swizzle->string;
  desc.oobFill = oob->string;
  // Tensor maps move floats only: the driver has no 1-byte boolean type,
  // and no kernel loads ids through one.
  bool isFloat =
      desc.dtype == "f32" || desc.dtype == "f16" || desc.dtype == "bf16";
  uint64_t elemBytes = isFloat ? dtypeBytes(desc.dtype) : 0;
  if (!elemBytes || desc.dtype != buffers[desc.buffer].dtype ||
      (desc.swizzle != "none" && desc.swizzle != "32B" &&
       desc.swizzle != "64B" && desc.swizzle != "128B") ||
      (desc.oobFill != "zero" && desc.oobFill != "nan"))
    return false;
  for (size_t i = 0; i < rank; ++i) {
    if (!isIntegerIn(dims->array[i], 1, 4294967296.0) ||
        !isIntegerIn(box->array[i], 1, 256.0) ||
        box->array[i].number > dims->array[i].number)
      return false;
    desc.dims.push_back(static_cast<uint64_t>(dims->array[i].number));
    desc.box.push_back(static_cast<uint32_t>(box->array[i].number));
    if (i + 1 < rank) {
      if (!isIntegerIn(strides->array[i], 16, 1099511627776.0) ||
          static_cast<uint64_t>(strides->array[i].number) % 16 != 0)
        return false;
      desc.stridesBytes.push_back(
          static_cast<uint64_t>(strides->array[i].number));
    }
  }
  // The last element a map can address must lie inside its buffer.
  uint64_t last = (desc.dims[0] - 1) * elemBytes;
  for (size_t i = 1; i < rank; ++i)
    last += (desc.dims[i] - 1) * desc.stridesBytes[i - 1];
  return last + elemBytes <= static_cast<uint64_t>(buffers[desc.buffer].bytes);
}

/// `s` for an error message: quoted, control characters escaped and cut to
/// 64 bytes, so that a hostile name cannot break the message's one line.
std::string quote(const std::string &s) {
  std::string out = "'";
  for (size_t i = 0; i < s.size() && i < 64; ++i) {
    unsigned char c = s[i];
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
      continue;
    }
    static const char hex[] = "0123456789abcdef";
    out += "\\x";
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  return out + (s.size() > 64 ? "...'" : "'");
}

/// Reads a parsed plan.json into `plan`; false with `error` set on the first
/// field that is missing or out of range.
bool readPlan(const Json &root, PlanDesc &plan, std::string &error) {
  auto bad = [&](const std::string &what) {
    error = "plan.json: " + what;
    return false;
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
  // The module sits next to plan.json; a path could read any file.
  if (plan.moduleFile.empty() || plan.moduleFile == "." ||
      plan.moduleFile == ".." ||
      plan.moduleFile.find('/') != std::string::npos ||
      quote(plan.moduleFile) != "'" + plan.moduleFile + "'")
    return bad("\"module\" " + quote(plan.moduleFile) +
               " is not a file name in the plan's folder");
  std::map<std::string, int> index;
  for (const Json &b : buffers->array) {
    BufferDesc buffer;
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
      return bad("buffer " + quote(buffer.name) + " has unknown role " +
                 quote(buffer.role));
    if (index.count(buffer.name))
      return bad("buffer " + quote(buffer.name) + " is named twice");
    // A buffer smaller than its shape would let kernels write past it.
    constexpr double maxInt = 9007199254740992.0; // 2^53
    uint64_t size = dtypeBytes(buffer.dtype);
    if (!size)
      return bad("buffer " + quote(buffer.name) + " has unknown dtype " +
                 quote(buffer.dtype));
    for (const Json &dim : shape->array) {
      if (!isIntegerIn(dim, 1, maxInt) ||
          __builtin_mul_overflow(size, static_cast<uint64_t>(dim.number),
                                 &size))
        return bad("buffer " + quote(buffer.name) + " has a bad shape");
      buffer.shape.push_back(static_cast<int64_t>(dim.number));
    }
    if (!isIntegerIn(*bytes, 0, maxInt))
      return bad("buffer " + quote(buffer.name) + " has a bad byte count");
    buffer.bytes = static_cast<int64_t>(bytes->number);
    if (static_cast<uint64_t>(buffer.bytes) != size)
      return bad("buffer " + quote(buffer.name) + " has " +
                 std::to_string(buffer.bytes) + " bytes, its shape and " +
                 buffer.dtype + " need " + std::to_string(size));
    index[buffer.name] = static_cast<int>(plan.buffers.size());
    plan.buffers.push_back(std::move(buffer));
  }
  for (const Json &l : launches->array) {
    LaunchDesc launch;
    const Json *kernel = l.get("kernel"), *grid = l.get("grid"),
               *block = l.get("block"), *smem = l.get("dynamic_shared_bytes"),
               *args = l.get("args");
    if (!kernel || !grid || !block || !smem || !args ||
        kernel->kind != Json::String || grid->kind != Json::Array ||
        grid->array.size() != 3 || block->kind != Json::Array ||
        block->array.size() != 3 || args->kind != Json::Array)
      return bad("a launch needs kernel, grid[3], block[3], "
                 "dynamic_shared_bytes and args");
    launch.kernel = kernel->string;
    // The driver looks kernels up by C string: a NUL or other control
    // character could name a different kernel.
    if (launch.kernel.empty() ||
        quote(launch.kernel) != "'" + launch.kernel + "'")
      return bad("launch of " + quote(launch.kernel) +
                 " does not name a kernel");
    // CUDA's limits per dim: grid 2^31-1 x 65535 x 65535, block 1024 x
    // 1024 x 64.
    static const double maxGrid[3] = {2147483647.0, 65535.0, 65535.0};
    static const double maxBlock[3] = {1024.0, 1024.0, 64.0};
    for (int i = 0; i < 3; ++i) {
      if (!isIntegerIn(grid->array[i], 1, maxGrid[i]) ||
          !isIntegerIn(block->array[i], 1, maxBlock[i]))
        return bad("launch of " + quote(launch.kernel) +
                   " has a bad grid or block");
      launch.grid[i] = static_cast<unsigned>(grid->array[i].number);
      launch.block[i] = static_cast<unsigned>(block->array[i].number);
    }
    if (static_cast<uint64_t>(launch.block[0]) * launch.block[1] *
            launch.block[2] >
        1024)
      return bad("launch of " + quote(launch.kernel) +
                 " has more than 1024 threads per block");
    if (!isIntegerIn(*smem, 0, 4294967295.0))
      return bad("launch of " + quote(launch.kernel) +
                 " has a bad dynamic_shared_bytes");
    launch.sharedBytes = static_cast<unsigned>(smem->number);
    for (const Json &arg : args->array) {
      if (const Json *map = arg.get("tensor_map")) {
        TensorMapDesc desc;
        if (!readTensorMap(*map, index, plan.buffers, desc))
          return bad("launch of " + quote(launch.kernel) +
                     " has a bad tensor_map argument");
        launch.args.push_back(-1 -
                              static_cast<int>(launch.tensorMaps.size()));
        launch.tensorMaps.push_back(std::move(desc));
        continue;
      }
      auto it = arg.kind == Json::String ? index.find(arg.string) : index.end();
      if (it == index.end())
        return bad("launch of " + quote(launch.kernel) +
                   " names unknown buffer " + quote(arg.string));
      launch.args.push_back(it->second);
    }
    plan.launches.push_back(std::move(launch));
  }
  return true;
}

} // namespace

bool attnrt::parsePlan(const std::string &text, PlanDesc &plan,
                       std::string &error) {
  Json root;
  JsonParser parser(text);
  if (!parser.parse(root)) {
    error = "plan.json: " + parser.error;
    return false;
  }
  return readPlan(root, plan, error);
}
