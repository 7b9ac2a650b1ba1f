//===- TensorMaps.cpp - the mock CUDA driver's tensor maps ----------------===//
//
// Part of attn-opt's tests. cuTensorMapEncodeTiled checks its arguments by
// the rules of the driver's documentation, for what the kernels use, and
// writes them into the opaque CUtensorMap in the mock's own encoding; a
// launch decodes them into the emulator's tensor map (tensorMapArgument).
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cstring>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::mockcuda;

/// Tags the mock's encoding of a CUtensorMap.
static constexpr cuuint64_t kTensorMapMagic = 0x50414d54'4e545441ull;

/// Element bytes and MLIR element type of a tensor map data type, or 0 for
/// one the kernels never use.
static unsigned elementBytesOf(CUtensorMapDataType type) {
  switch (type) {
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
  case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16:
    return 2;
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
    return 4;
  case CU_TENSOR_MAP_DATA_TYPE_UINT8:
    return 1;
  default:
    return 0;
  }
}

static Type elementTypeOf(MLIRContext *ctx, CUtensorMapDataType type) {
  switch (type) {
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT16:
    return Float16Type::get(ctx);
  case CU_TENSOR_MAP_DATA_TYPE_BFLOAT16:
    return BFloat16Type::get(ctx);
  case CU_TENSOR_MAP_DATA_TYPE_FLOAT32:
    return Float32Type::get(ctx);
  default:
    return IntegerType::get(ctx, 8);
  }
}

namespace {
/// The fields of a CUtensorMap as the mock encodes them.
struct EncodedMap {
  uintptr_t address = 0;
  CUtensorMapDataType dtype = CU_TENSOR_MAP_DATA_TYPE_UINT8;
  unsigned rank = 0, swizzleBytes = 0;
  bool nanFill = false;
  /// Innermost first, as the driver takes them.
  cuuint64_t dims[5] = {}, strides[4] = {};
  cuuint32_t box[5] = {};
};
} // namespace

static void encode(const EncodedMap &m, CUtensorMap &out) {
  std::memset(&out, 0, sizeof(out));
  cuuint64_t *q = out.opaque;
  q[0] = kTensorMapMagic;
  q[1] = m.address;
  q[2] = m.rank | static_cast<cuuint64_t>(m.dtype) << 8 |
         static_cast<cuuint64_t>(m.swizzleBytes) << 16 |
         static_cast<cuuint64_t>(m.nanFill) << 32;
  for (unsigned i = 0; i < 5; ++i) {
    q[3 + i] = m.dims[i];
    q[12 + i / 2] |= static_cast<cuuint64_t>(m.box[i]) << (32 * (i % 2));
  }
  for (unsigned i = 0; i < 4; ++i)
    q[8 + i] = m.strides[i];
}

static bool decode(const uint8_t *bytes, EncodedMap &m) {
  cuuint64_t q[16];
  std::memcpy(q, bytes, sizeof(q));
  if (q[0] != kTensorMapMagic)
    return false;
  m.address = q[1];
  m.rank = q[2] & 0xff;
  m.dtype = static_cast<CUtensorMapDataType>(q[2] >> 8 & 0xff);
  m.swizzleBytes = q[2] >> 16 & 0xffff;
  m.nanFill = q[2] >> 32 & 1;
  for (unsigned i = 0; i < 5; ++i) {
    m.dims[i] = q[3 + i];
    m.box[i] = static_cast<cuuint32_t>(q[12 + i / 2] >> (32 * (i % 2)));
  }
  for (unsigned i = 0; i < 4; ++i)
    m.strides[i] = q[8 + i];
  return true;
}

/// The emulator's view of the tensor map that kernel argument `index`
/// points at, or an error message.
std::string mockcuda::tensorMapArgument(MLIRContext *ctx, uintptr_t pointer,
                                        unsigned index,
                                        attn::TensorMapArgument &arg) {
  std::string what = "argument " + std::to_string(index);
  if (pointer % 64)
    return what + ": tensor map at " + hex(pointer) + " is not 64-byte aligned";
  llvm::MutableArrayRef<uint8_t> blob = memoryAt(pointer, sizeof(CUtensorMap));
  EncodedMap m;
  if (blob.empty() || !decode(blob.data(), m))
    return what + ": " + hex(pointer) +
           " holds no tensor map that cuTensorMapEncodeTiled wrote";
  if (m.nanFill)
    return what + ": the emulator models zero-filled tensor maps only";
  unsigned elemBytes = elementBytesOf(m.dtype);
  cuuint64_t dense = m.dims[0] * elemBytes;
  for (unsigned i = 0; i + 1 < m.rank; ++i) {
    if (m.strides[i] != dense)
      return what + ": the emulator models dense tensor maps only (stride " +
             std::to_string(i + 1) + " is " + std::to_string(m.strides[i]) +
             " bytes, not " + std::to_string(dense) + ")";
    dense *= m.dims[i + 1];
  }
  arg.tensor = memoryAt(m.address);
  if (arg.tensor.empty())
    return what + ": the tensor map's address " + hex(m.address) +
           " is not device memory";
  // The emulator takes dims and boxes outermost first.
  for (unsigned i = m.rank; i-- > 0;) {
    arg.dims.push_back(static_cast<int64_t>(m.dims[i]));
    arg.box.push_back(static_cast<int64_t>(m.box[i]));
  }
  arg.elementType = elementTypeOf(ctx, m.dtype);
  arg.swizzleBytes = m.swizzleBytes;
  return "";
}

CUresult CUDAAPI cuTensorMapEncodeTiled(
    CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType,
    cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim,
    const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
    const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion,
    CUtensorMapFloatOOBfill oobFill) {
  auto bad = [](const std::string &why) {
    return fail(CUDA_ERROR_INVALID_VALUE, "cuTensorMapEncodeTiled: " + why);
  };
  // The rules of the driver's documentation, for what the kernels use.
  if (reinterpret_cast<uintptr_t>(tensorMap) % 64)
    return bad("the tensor map is not 64-byte aligned");
  unsigned elemBytes = elementBytesOf(tensorDataType);
  if (!elemBytes)
    return bad("data type " + std::to_string(tensorDataType) +
               " is not modelled by the mock driver");
  if (tensorRank < 1 || tensorRank > 5)
    return bad("rank " + std::to_string(tensorRank) + " is not 1 to 5");
  if (interleave != CU_TENSOR_MAP_INTERLEAVE_NONE)
    return bad("interleaved maps are not modelled by the mock driver");
  if (reinterpret_cast<uintptr_t>(globalAddress) % 16)
    return bad("the global address is not 16-byte aligned");
  EncodedMap m;
  m.address = reinterpret_cast<uintptr_t>(globalAddress);
  m.dtype = tensorDataType;
  m.rank = tensorRank;
  m.nanFill = oobFill == CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA;
  for (unsigned i = 0; i < tensorRank; ++i) {
    if (globalDim[i] == 0 || globalDim[i] > (1ull << 32))
      return bad("dim " + std::to_string(i) + " is not 1 to 2^32");
    if (boxDim[i] == 0 || boxDim[i] > 256)
      return bad("box dim " + std::to_string(i) + " is not 1 to 256");
    if (elementStrides[i] == 0 || elementStrides[i] > 8)
      return bad("element stride " + std::to_string(i) + " is not 1 to 8");
    if (i > 0 && elementStrides[i] != 1)
      return bad("element strides other than 1 are not modelled");
    m.dims[i] = globalDim[i];
    m.box[i] = boxDim[i];
  }
  for (unsigned i = 0; i + 1 < tensorRank; ++i) {
    if (globalStrides[i] % 16 || globalStrides[i] >= (1ull << 40))
      return bad("stride " + std::to_string(i) +
                 " is not a multiple of 16 below 2^40");
    m.strides[i] = globalStrides[i];
  }
  cuuint64_t inner = static_cast<cuuint64_t>(boxDim[0]) * elemBytes;
  if (inner % 16)
    return bad("the box's inner dimension, " + std::to_string(inner) +
               " bytes, is not a multiple of 16");
  switch (swizzle) {
  case CU_TENSOR_MAP_SWIZZLE_NONE:
    m.swizzleBytes = 0;
    break;
  case CU_TENSOR_MAP_SWIZZLE_32B:
    m.swizzleBytes = 32;
    break;
  case CU_TENSOR_MAP_SWIZZLE_64B:
    m.swizzleBytes = 64;
    break;
  case CU_TENSOR_MAP_SWIZZLE_128B:
    m.swizzleBytes = 128;
    break;
  default:
    return bad("swizzle " + std::to_string(swizzle) +
               " is not modelled by the mock driver");
  }
  if (m.swizzleBytes && inner > m.swizzleBytes)
    return bad("the box's inner dimension, " + std::to_string(inner) +
               " bytes, is over the " + std::to_string(m.swizzleBytes) +
               "-byte swizzle");
  encode(m, *tensorMap);
  return CUDA_SUCCESS;
}
