//===- HostTensor.cpp - tensors in host memory for attn-run --------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "HostTensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace attn_run;
using llvm::createStringError;
using llvm::inconvertibleErrorCode;

std::optional<ElementKind> attn_run::getElementKind(mlir::Type type) {
  if (type.isF16())
    return ElementKind::F16;
  if (type.isBF16())
    return ElementKind::BF16;
  if (type.isF32())
    return ElementKind::F32;
  if (type.isF64())
    return ElementKind::F64;
  if (type.isInteger(1))
    return ElementKind::I1;
  if (type.isInteger(32))
    return ElementKind::I32;
  if (type.isInteger(64))
    return ElementKind::I64;
  return std::nullopt;
}

int64_t attn_run::getElementSize(ElementKind kind) {
  switch (kind) {
  case ElementKind::F16:
  case ElementKind::BF16:
    return 2;
  case ElementKind::F32:
    return 4;
  case ElementKind::F64:
  case ElementKind::I64:
    return 8;
  case ElementKind::I32:
    return 4;
  case ElementKind::I1:
    return 1;
  }
  llvm_unreachable("unknown element kind");
}

llvm::StringRef attn_run::getElementName(ElementKind kind) {
  switch (kind) {
  case ElementKind::F16:
    return "f16";
  case ElementKind::BF16:
    return "bf16";
  case ElementKind::F32:
    return "f32";
  case ElementKind::F64:
    return "f64";
  case ElementKind::I1:
    return "i1";
  case ElementKind::I32:
    return "i32";
  case ElementKind::I64:
    return "i64";
  }
  llvm_unreachable("unknown element kind");
}

//===----------------------------------------------------------------------===//
// Half and bfloat16
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// HostTensor
//===----------------------------------------------------------------------===//

HostTensor::HostTensor(ElementKind kind, llvm::ArrayRef<int64_t> shape)
    : kind(kind), shape(shape) {
  size_t bytes = getSizeInBytes();
  size_t rounded = (bytes + 63) / 64 * 64;
  allocated = std::aligned_alloc(64, rounded ? rounded : 64);
  if (!allocated)
    llvm::report_fatal_error("attn-run: out of memory");
  std::memset(allocated, 0, rounded);
  data = allocated;
}

HostTensor::HostTensor(HostTensor &&other) noexcept
    : kind(other.kind), shape(std::move(other.shape)),
      allocated(other.allocated), data(other.data) {
  other.allocated = other.data = nullptr;
}

HostTensor &HostTensor::operator=(HostTensor &&other) noexcept {
  if (this == &other)
    return *this;
  std::free(allocated);
  kind = other.kind;
  shape = std::move(other.shape);
  allocated = other.allocated;
  data = other.data;
  other.allocated = other.data = nullptr;
  return *this;
}

HostTensor::~HostTensor() { std::free(allocated); }

HostTensor HostTensor::adopt(ElementKind kind, llvm::ArrayRef<int64_t> shape,
                             void *allocated, void *aligned) {
  HostTensor t;
  t.kind = kind;
  t.shape.assign(shape.begin(), shape.end());
  t.allocated = allocated;
  t.data = aligned;
  return t;
}

int64_t HostTensor::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

double HostTensor::get(int64_t i) const {
  switch (kind) {
  case ElementKind::F16:
    return halfToFloat(static_cast<const uint16_t *>(data)[i]);
  case ElementKind::BF16:
    return bfloatToFloat(static_cast<const uint16_t *>(data)[i]);
  case ElementKind::F32:
    return static_cast<const float *>(data)[i];
  case ElementKind::F64:
    return static_cast<const double *>(data)[i];
  case ElementKind::I1:
    return static_cast<const uint8_t *>(data)[i] ? 1.0 : 0.0;
  case ElementKind::I32:
    return static_cast<const int32_t *>(data)[i];
  case ElementKind::I64:
    return static_cast<double>(static_cast<const int64_t *>(data)[i]);
  }
  llvm_unreachable("unknown element kind");
}

void HostTensor::set(int64_t i, double v) {
  switch (kind) {
  case ElementKind::F16:
    static_cast<uint16_t *>(data)[i] = floatToHalf(static_cast<float>(v));
    return;
  case ElementKind::BF16:
    static_cast<uint16_t *>(data)[i] = floatToBFloat(static_cast<float>(v));
    return;
  case ElementKind::F32:
    static_cast<float *>(data)[i] = static_cast<float>(v);
    return;
  case ElementKind::F64:
    static_cast<double *>(data)[i] = v;
    return;
  case ElementKind::I1:
    static_cast<uint8_t *>(data)[i] = v != 0.0;
    return;
  case ElementKind::I32:
    static_cast<int32_t *>(data)[i] = static_cast<int32_t>(v);
    return;
  case ElementKind::I64:
    static_cast<int64_t *>(data)[i] = static_cast<int64_t>(v);
    return;
  }
}

HostTensor HostTensor::convertTo(ElementKind to) const {
  HostTensor result(to, shape);
  for (int64_t i = 0, e = getNumElements(); i < e; ++i)
    result.set(i, get(i));
  return result;
}

//===----------------------------------------------------------------------===//
// Random inputs
//===----------------------------------------------------------------------===//

/// A uniform double in (0, 1) from the top 53 bits of one draw.
static double uniform(std::mt19937_64 &rng) {
  return (static_cast<double>(rng() >> 11) + 0.5) * 0x1.0p-53;
}

void attn_run::fillRandom(HostTensor &t, std::mt19937_64 &rng) {
  int64_t n = t.getNumElements();
  if (t.getKind() == ElementKind::I1) {
    for (int64_t i = 0; i < n; ++i)
      t.set(i, uniform(rng) < 0.9 ? 1.0 : 0.0);
    return;
  }
  // Integers are 0 or 1: in range as token ids or positions of any table,
  // and a valid 0/1 attention mask. Real ones come with --inputs.
  if (isIntegerKind(t.getKind())) {
    for (int64_t i = 0; i < n; ++i)
      t.set(i, uniform(rng) < 0.9 ? 1.0 : 0.0);
    return;
  }
  // Box-Muller, two normals per pair of uniforms.
  for (int64_t i = 0; i < n; i += 2) {
    double radius = std::sqrt(-2.0 * std::log(uniform(rng)));
    double angle = 2.0 * M_PI * uniform(rng);
    t.set(i, radius * std::cos(angle));
    if (i + 1 < n)
      t.set(i + 1, radius * std::sin(angle));
  }
}

//===----------------------------------------------------------------------===//
// .npy files
//===----------------------------------------------------------------------===//

namespace {
struct NpyHeader {
  std::string descr;
  bool fortranOrder = false;
  llvm::SmallVector<int64_t> shape;
  size_t dataOffset = 0;
};
} // namespace

static llvm::Error npyError(llvm::StringRef path, const llvm::Twine &msg) {
  return createStringError(inconvertibleErrorCode(), path + ": " + msg.str());
}

/// The value text after `'key':` in a .npy header dict.
static std::optional<llvm::StringRef> dictValue(llvm::StringRef dict,
                                                llvm::StringRef key) {
  std::string quoted = ("'" + key + "'").str();
  size_t pos = dict.find(quoted);
  if (pos == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef rest = dict.drop_front(pos + quoted.size()).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  return rest.ltrim();
}

static llvm::Expected<NpyHeader> parseNpyHeader(llvm::StringRef path,
                                                llvm::StringRef buffer) {
  if (!buffer.starts_with("\x93NUMPY") || buffer.size() < 10)
    return npyError(path, "not a .npy file (bad magic)");
  unsigned major = static_cast<uint8_t>(buffer[6]);
  size_t headerLength, headerStart;
  if (major == 1) {
    headerLength = static_cast<uint8_t>(buffer[8]) |
                   (static_cast<uint8_t>(buffer[9]) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (buffer.size() < 12)
      return npyError(path, "truncated .npy header");
    headerLength = 0;
    for (int i = 0; i < 4; ++i)
      headerLength |= static_cast<size_t>(static_cast<uint8_t>(buffer[8 + i]))
                      << (8 * i);
    headerStart = 12;
  } else {
    return npyError(path, "unsupported .npy version " + llvm::Twine(major));
  }
  if (buffer.size() < headerStart + headerLength)
    return npyError(path, "truncated .npy header");
  llvm::StringRef dict = buffer.substr(headerStart, headerLength);
  NpyHeader header;
  header.dataOffset = headerStart + headerLength;

  std::optional<llvm::StringRef> descr = dictValue(dict, "descr");
  if (!descr || descr->empty() || (*descr)[0] != '\'')
    return npyError(path, "bad .npy header: no 'descr'");
  size_t end = descr->find('\'', 1);
  if (end == llvm::StringRef::npos)
    return npyError(path, "bad .npy header: unterminated 'descr'");
  header.descr = descr->substr(1, end - 1).str();

  std::optional<llvm::StringRef> fortran = dictValue(dict, "fortran_order");
  if (!fortran)
    return npyError(path, "bad .npy header: no 'fortran_order'");
  header.fortranOrder = fortran->starts_with("True");

  std::optional<llvm::StringRef> shape = dictValue(dict, "shape");
  if (!shape || !shape->starts_with("("))
    return npyError(path, "bad .npy header: no 'shape'");
  size_t close = shape->find(')');
  if (close == llvm::StringRef::npos)
    return npyError(path, "bad .npy header: unterminated 'shape'");
  llvm::SmallVector<llvm::StringRef> parts;
  shape->substr(1, close - 1).split(parts, ',');
  for (llvm::StringRef part : parts) {
    part = part.trim();
    if (part.empty())
      continue;
    int64_t dim;
    if (part.getAsInteger(10, dim) || dim < 0)
      return npyError(path, "bad .npy header: bad dim '" + part + "'");
    header.shape.push_back(dim);
  }
  return header;
}

/// The .npy dtype attn-run reads and writes for `kind`.
static llvm::StringRef npyDescr(ElementKind kind) {
  switch (kind) {
  case ElementKind::F16:
    return "<f2";
  case ElementKind::BF16:
  case ElementKind::F32:
    return "<f4";
  case ElementKind::F64:
    return "<f8";
  case ElementKind::I1:
    return "|b1";
  case ElementKind::I32:
    return "<i4";
  case ElementKind::I64:
    return "<i8";
  }
  llvm_unreachable("unknown element kind");
}

static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
openFile(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return npyError(path, buffer.getError().message());
  return std::move(*buffer);
}

llvm::Expected<llvm::SmallVector<int64_t>>
attn_run::readNpyShape(llvm::StringRef path) {
  auto buffer = openFile(path);
  if (!buffer)
    return buffer.takeError();
  auto header = parseNpyHeader(path, (*buffer)->getBuffer());
  if (!header)
    return header.takeError();
  return header->shape;
}

llvm::Expected<HostTensor> attn_run::readNpy(llvm::StringRef path,
                                             ElementKind kind) {
  auto buffer = openFile(path);
  if (!buffer)
    return buffer.takeError();
  return readNpyBuffer(path, (*buffer)->getBuffer(), kind);
}

llvm::Expected<HostTensor> attn_run::readNpyBuffer(llvm::StringRef path,
                                                   llvm::StringRef bytes,
                                                   ElementKind kind) {
  auto header = parseNpyHeader(path, bytes);
  if (!header)
    return header.takeError();
  if (header->fortranOrder)
    return npyError(path, "fortran_order arrays are not supported");
  llvm::StringRef expected = npyDescr(kind);
  if (header->descr != expected)
    return npyError(path, "dtype '" + header->descr + "', expected '" +
                              expected + "' for " + getElementName(kind));
  // The header's shape is checked against the file's size before anything
  // is allocated: a forged shape must not wrap or ask for terabytes.
  bool isBF16 = kind == ElementKind::BF16;
  int64_t fileBytes = isBF16 ? 4 : getElementSize(kind);
  for (int64_t dim : header->shape)
    if (llvm::MulOverflow(fileBytes, dim, fileBytes))
      return npyError(path, "shape's size in bytes overflows 64 bits");
  int64_t dataBytes = bytes.size() - header->dataOffset;
  if (dataBytes != fileBytes)
    return npyError(path, "holds " + llvm::Twine(dataBytes) +
                              " data bytes, expected " +
                              llvm::Twine(fileBytes));
  HostTensor t(kind, header->shape);
  const char *src = bytes.data() + header->dataOffset;
  if (isBF16) {
    for (int64_t i = 0, e = t.getNumElements(); i < e; ++i) {
      float f;
      std::memcpy(&f, src + 4 * i, 4);
      t.set(i, f);
    }
  } else {
    std::memcpy(t.getData(), src, fileBytes);
  }
  // Compiled code loads an i1 as a byte that must be 0 or 1; NumPy writes
  // only those, a forged file may not.
  if (kind == ElementKind::I1)
    for (int64_t i = 0, e = t.getNumElements(); i < e; ++i)
      t.set(i, t.get(i));
  return t;
}

void attn_run::writeNpy(llvm::raw_ostream &os, const HostTensor &t) {
  std::string dict = "{'descr': '" + npyDescr(t.getKind()).str() +
                     "', 'fortran_order': False, 'shape': (";
  llvm::ArrayRef<int64_t> shape = t.getShape();
  for (auto [i, d] : llvm::enumerate(shape))
    dict += (i ? ", " : "") + std::to_string(d);
  if (shape.size() == 1)
    dict += ",";
  dict += "), }";
  // Pad so that the data starts at a multiple of 64 bytes.
  size_t total = 10 + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';

  os << "\x93NUMPY" << '\x01' << '\x00';
  os << static_cast<char>(dict.size() & 0xff)
     << static_cast<char>((dict.size() >> 8) & 0xff);
  os << dict;
  if (t.getKind() == ElementKind::BF16) {
    for (int64_t i = 0, e = t.getNumElements(); i < e; ++i) {
      float f = static_cast<float>(t.get(i));
      os.write(reinterpret_cast<const char *>(&f), 4);
    }
  } else {
    os.write(static_cast<const char *>(t.getData()), t.getSizeInBytes());
  }
}

llvm::Error attn_run::writeNpy(llvm::StringRef path, const HostTensor &t) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return npyError(path, ec.message());
  writeNpy(os, t);
  os.close();
  if (os.has_error())
    return npyError(path, os.error().message());
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

/// The tolerance on the max abs error relative to the reference's max
/// magnitude, per element type of an output.
double attn_run::toleranceFor(ElementKind kind) {
  switch (kind) {
  case ElementKind::F16:
    return 2e-3;
  case ElementKind::BF16:
    return 1.6e-2;
  case ElementKind::F32:
    return 1e-4;
  case ElementKind::F64:
    return 1e-10;
  case ElementKind::I1:
  case ElementKind::I32:
  case ElementKind::I64:
    return 0.0;
  }
  llvm_unreachable("unknown element kind");
}

/// The max abs error of `out` against `ref`, and the largest finite |ref|.
std::pair<double, double> attn_run::maxErrors(const HostTensor &out,
                                              const HostTensor &ref) {
  double maxAbsError = 0, refMaxAbs = 0;
  for (int64_t i = 0, e = out.getNumElements(); i < e; ++i) {
    double o = out.get(i), r = ref.get(i);
    if (std::isfinite(r))
      refMaxAbs = std::max(refMaxAbs, std::fabs(r));
    // NaN against NaN and an infinity against the same infinity agree
    // (inf - inf would be NaN, i.e. an infinite error).
    if (o == r || (std::isnan(o) && std::isnan(r)))
      continue;
    double err = std::fabs(o - r);
    if (std::isnan(err))
      err = INFINITY;
    maxAbsError = std::max(maxAbsError, err);
  }
  return {maxAbsError, refMaxAbs};
}

Comparison attn_run::compare(const HostTensor &out, const HostTensor &ref) {
  Comparison c;
  c.tolerance = toleranceFor(out.getKind());
  std::tie(c.maxAbsError, c.refMaxAbs) = maxErrors(out, ref);
  c.relError = c.maxAbsError / (c.refMaxAbs > 0 ? c.refMaxAbs : 1.0);
  c.ok = c.relError <= c.tolerance;
  return c;
}

llvm::Expected<llvm::SmallVector<Comparison>>
attn_run::compareWithExpected(llvm::ArrayRef<HostTensor> outputs,
                              llvm::StringRef dir) {
  llvm::SmallVector<Comparison> comparisons;
  for (auto [i, out] : llvm::enumerate(outputs)) {
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, "expected" + llvm::Twine(i) + ".npy");
    llvm::Expected<HostTensor> expected = readNpy(path, out.getKind());
    if (!expected)
      return expected.takeError();
    if (expected->getShape() != out.getShape())
      return createStringError(inconvertibleErrorCode(),
                               path + ": its shape does not match output " +
                                   llvm::Twine(i));
    comparisons.push_back(compare(out, *expected));
  }
  return comparisons;
}

llvm::Expected<HostTensor> attn_run::loadInput(llvm::StringRef inputsDir,
                                               unsigned index,
                                               mlir::ShapedType type,
                                               llvm::StringRef what,
                                               std::mt19937_64 &rng) {
  std::optional<ElementKind> kind = getElementKind(type.getElementType());
  if (!kind)
    return createStringError(inconvertibleErrorCode(),
                             what + " has type " + typeString(type) +
                                 ", whose elements attn-run cannot hold");
  if (inputsDir.empty()) {
    for (auto [d, size] : llvm::enumerate(type.getShape()))
      if (mlir::ShapedType::isDynamic(size))
        return createStringError(
            inconvertibleErrorCode(),
            what + " (" + typeString(type) + ") has dynamic dim " +
                llvm::Twine(d) + ": pass --inputs DIR with arg" +
                llvm::Twine(index) + ".npy to fix its size");
    HostTensor t(*kind, type.getShape());
    fillRandom(t, rng);
    return t;
  }
  llvm::SmallString<128> path(inputsDir);
  llvm::sys::path::append(path, "arg" + llvm::Twine(index) + ".npy");
  if (!llvm::sys::fs::exists(path))
    return createStringError(inconvertibleErrorCode(), "cannot open '" + path +
                                                           "': no such file (" +
                                                           what + ")");
  llvm::Expected<HostTensor> t = readNpy(path, *kind);
  if (!t)
    return t.takeError();
  llvm::ArrayRef<int64_t> shape = t->getShape();
  bool fits = shape.size() == static_cast<size_t>(type.getRank());
  for (size_t d = 0; fits && d < shape.size(); ++d)
    fits = mlir::ShapedType::isDynamic(type.getDimSize(d)) ||
           type.getDimSize(d) == shape[d];
  if (fits)
    return t;
  std::string got;
  for (auto [d, size] : llvm::enumerate(shape))
    got += (d ? ", " : "") + std::to_string(size);
  return createStringError(inconvertibleErrorCode(),
                           path + ": shape (" + got + ") does not fit " + what +
                               " (" + typeString(type) + ")");
}

llvm::Error attn_run::writeOutputs(llvm::StringRef dir,
                                   llvm::ArrayRef<HostTensor> outputs) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return createStringError(inconvertibleErrorCode(),
                             "cannot create '" + dir + "': " + ec.message());
  for (auto [i, out] : llvm::enumerate(outputs)) {
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, "out" + llvm::Twine(i) + ".npy");
    if (llvm::Error err = writeNpy(path, out))
      return err;
  }
  return llvm::Error::success();
}

std::string attn_run::typeString(mlir::Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
}
