//===- Kernels.h - GPU kernel emitters for attn ops -------------*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToGPU library: each emitter builds one
// gpu.func in the kernel module and says how to launch it.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELS_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

#include <array>
#include <optional>
#include <string>

namespace mlir {
namespace attn {

/// A kernel argument that is a TMA tensor map (an `!llvm.ptr`) of one of
/// the op's operands, which the host function builds.
struct TensorMapArg {
  unsigned kernelArg;
  unsigned operand;
  /// The `!nvgpu.tensormap.descriptor` type: box, swizzle, fill.
  Type type;
  /// The box in the operand's dim order (outermost first).
  SmallVector<int64_t, 4> box;
};

/// A kernel and the constant launch configuration it was built for.
struct KernelLaunch {
  gpu::GPUFuncOp func;
  std::array<int64_t, 3> grid;
  std::array<int64_t, 3> block;
  int64_t dynamicSharedBytes = 0;
  SmallVector<TensorMapArg> tensorMaps = {};
};

/// Everything the fused kernels need to know about one flash_attention.
struct FusedConfig {
  int64_t batch, heads, kvHeads, nq, nkv, d, dv;
  Type elementType, outputType;
  double scale;
  bool causal;
  /// With `causal`, keys `j > i + diagonal` are hidden (the op's D).
  int64_t diagonal = 0;
  /// With `causal`, keys `j < i + diagonal - window` are hidden too.
  std::optional<int64_t> window;
  /// Logit softcapping `c * tanh(s / c)` after the scale.
  std::optional<double> softcap;
  /// The op's dense `mask` (float: added; i1: hides keys where false) and
  /// `bias` operands in operand order, each broadcast to [B, Hq, Nq, Nkv]
  /// aligned at the last dim; kernel arguments after V.
  SmallVector<RankedTensorType> dense;
  /// The `[Hq or 1, Nq + Nkv - 1]` relative bias table, the kernel argument
  /// after the dense terms, or null.
  RankedTensorType relativeBias;
  /// The batch size of the `[B or 1, Nkv]` i1 key padding argument, which
  /// follows the dense terms and the relative bias; 0 without one.
  int64_t paddingBatch = 0;
  /// The integer type of the `[B or 1, Nq]` and `[B or 1, Nkv]` segment id
  /// arguments (after the padding), or null; their batch sizes.
  Type segmentType;
  int64_t querySegmentsBatch = 0, keySegmentsBatch = 0;
  /// The element types of the `[Hq]` ALiBi slopes and sink logits
  /// arguments (in that order, after the segment ids), or null.
  Type alibiType, sinksType;
  int64_t blockM, blockN, warps;
  /// Split-KV (flash-decoding): the key tiles are spread over `splits`
  /// blocks whose partial results a second kernel combines; 0: one kernel.
  int64_t splits = 0;
};

/// Small arithmetic helpers over one builder and location, so that kernel
/// code reads like the index math it implements.
class KernelBuilder {
public:
  KernelBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  OpBuilder &b;
  Location loc;

  Value idx(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value i32(int64_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  }
  Value f32(double v) {
    return arith::ConstantFloatOp::create(b, loc, b.getF32Type(),
                                          llvm::APFloat(static_cast<float>(v)));
  }
  Value negInf() {
    return arith::ConstantFloatOp::create(
        b, loc, b.getF32Type(),
        llvm::APFloat::getInf(llvm::APFloat::IEEEsingle(),
                              /*Negative=*/true));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivUIOp::create(b, loc, x, y); }
  Value rem(Value x, Value y) { return arith::RemUIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t y) { return add(x, idx(y)); }
  Value mul(Value x, int64_t y) { return mul(x, idx(y)); }
  Value div(Value x, int64_t y) { return div(x, idx(y)); }
  Value rem(Value x, int64_t y) { return rem(x, idx(y)); }
  Value minIdx(Value x, Value y) {
    return arith::MinSIOp::create(b, loc, x, y);
  }
  Value maxIdx(Value x, Value y) {
    return arith::MaxSIOp::create(b, loc, x, y);
  }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value ult(Value x, Value y) { return cmp(arith::CmpIPredicate::ult, x, y); }
  Value slt(Value x, Value y) { return cmp(arith::CmpIPredicate::slt, x, y); }
  Value sle(Value x, Value y) { return cmp(arith::CmpIPredicate::sle, x, y); }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  Value fadd(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value fsub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value fmul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  /// x / y to about 2 ulp (`afn`: NVPTX's div.approx, rcp.approx for 1 / y):
  /// one MUFU.RCP and a multiply, where the IEEE division adds a range check
  /// and a slow-path subroutine call to each.
  Value fastDiv(Value x, Value y) {
    return arith::DivFOp::create(b, loc, x, y, arith::FastMathFlags::afn);
  }
  Value fmax(Value x, Value y) {
    return arith::MaximumFOp::create(b, loc, x, y);
  }
  Value fcmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value fma(Value x, Value y, Value z);
  Value exp2(Value x);
  /// Converts a float scalar or vector to `to` (extf, truncf or nothing).
  Value convert(Value x, Type to);
  /// The value of lane `lane ^ mask` (a butterfly shuffle over 32 lanes).
  Value shuffleXor(Value x, int32_t mask);
  /// The sum and the max of `x` over the four lanes of a quad (lanes that
  /// differ in bits 0 and 1), which hold one row of an mma.sync fragment.
  Value quadSum(Value x) {
    x = fadd(x, shuffleXor(x, 1));
    return fadd(x, shuffleXor(x, 2));
  }
  Value quadMax(Value x) {
    x = fmax(x, shuffleXor(x, 1));
    return fmax(x, shuffleXor(x, 2));
  }
  /// Ceil division of two non-negative index values.
  Value ceilDiv(Value x, int64_t y) { return div(add(x, y - 1), y); }
};

/// Query row tiles of 16 that each warp of the tensor-core kernel owns:
/// with two, one ldmatrix of K or V feeds four mma instead of two.
inline int64_t mmaRowTiles(const FusedConfig &c) {
  return c.blockM / (16 * c.warps);
}

/// Whether the tensor-core kernel keeps Q's A fragments in registers for the
/// whole loop (only where they take at most 32 registers, as at d = 64)
/// rather than reloading them from shared memory per tile.
inline bool mmaQInRegisters(const FusedConfig &c) {
  return mmaRowTiles(c) * (c.d / 16) * 4 <= 32;
}

/// Dynamic shared memory bytes of the tensor-core fused kernel.
int64_t fusedMmaSharedBytes(const FusedConfig &config);
/// Dynamic shared memory bytes of the plain FMA fused kernel.
int64_t fusedSimpleSharedBytes(const FusedConfig &config);

/// The fused kernel on tensor cores (mma.sync m16n8k16, cp.async). The
/// caller has checked the divisibility rules of --attn-lower-to-gpu.
KernelLaunch emitFusedMmaKernel(OpBuilder &moduleBuilder, Location loc,
                                StringRef name, const FusedConfig &config);

/// The split-KV pair (SplitKVKernel.cpp): the partial kernel over (packed
/// query blocks, B x Hkv, splits), whose arguments are the fused kernel's
/// with O replaced by the scratch buffers of splitKVScratchTypes, then the
/// combine kernel over (partial, stats, [sinks,] O).
std::array<KernelLaunch, 2> emitSplitKVKernels(OpBuilder &moduleBuilder,
                                               Location loc,
                                               StringRef partialName,
                                               StringRef combineName,
                                               const FusedConfig &config);

/// The partial O and statistics scratch buffers of the split-KV pair.
std::array<MemRefType, 2> splitKVScratchTypes(const FusedConfig &config);

/// Query rows per entry of the key bounds.
inline constexpr int64_t kKeyBoundsRowGroup = 16;

/// Whether the fused kernels of `config` take key bounds: with key padding
/// or segment ids, which hide keys by data.
bool hasKeyBounds(const FusedConfig &config);

/// The `[B or 1, ceil(Nq / kKeyBoundsRowGroup), 2]` i32 key bounds of a
/// config with key bounds: per group of query rows, the first key and the
/// end of the kept keys that may share an id with the group
/// (KeyBoundsKernel.cpp).
MemRefType keyBoundsType(const FusedConfig &config);

/// The kernel that writes the key bounds, over (key padding if any, query
/// and key segment ids if any, bounds); the fused kernels take the bounds as
/// the argument after those (keyBoundsArg).
KernelLaunch emitKeyBoundsKernel(OpBuilder &moduleBuilder, Location loc,
                                 StringRef name, const FusedConfig &config);

/// The position of the key padding (or, without it, the query segment ids)
/// among the fused kernels' arguments (fusedArgTypes), and of the key bounds
/// after them, for a config with key bounds.
unsigned keyDataArg(const FusedConfig &config);
unsigned keyBoundsArg(const FusedConfig &config);

/// Why the sm_90a wgmma kernel does not take `config` (it then falls back to
/// the mma.sync kernel), or nothing when it does.
std::optional<std::string> wgmmaUnsupportedReason(const FusedConfig &config);
/// Dynamic shared memory bytes of the sm_90a wgmma fused kernel.
int64_t fusedWgmmaSharedBytes(const FusedConfig &config);

/// The fused kernel for sm_90a (TMA, mbarriers, wgmma), for a config that
/// wgmmaUnsupportedReason accepts; its first three arguments are the tensor
/// maps of Q, K and V.
KernelLaunch emitFusedWgmmaKernel(OpBuilder &moduleBuilder, Location loc,
                                  StringRef name, const FusedConfig &config);

/// The fused kernel with one thread per query row and plain FMAs.
KernelLaunch emitFusedSimpleKernel(OpBuilder &moduleBuilder, Location loc,
                                   StringRef name, const FusedConfig &config);

/// C = A B or A Bᵀ with broadcast batch dims, f32 accumulation, tiled through
/// shared memory.
KernelLaunch emitMatmulKernel(OpBuilder &moduleBuilder, Location loc,
                              StringRef name, MemRefType lhs, MemRefType rhs,
                              MemRefType result, bool transposeB);

/// Softmax over the last dim, one warp per row.
KernelLaunch emitSoftmaxKernel(OpBuilder &moduleBuilder, Location loc,
                               StringRef name, MemRefType input,
                               MemRefType result);

/// The elementwise ops of the unfused chain.
enum class ElementwiseKind { Scale, CausalMask, Cast };

/// One thread per element: scale by `scale`, causal mask over the last two
/// dims, or a type conversion.
KernelLaunch emitElementwiseKernel(OpBuilder &moduleBuilder, Location loc,
                                   StringRef name, ElementwiseKind kind,
                                   MemRefType input, MemRefType result,
                                   double scale);

/// Creates kernel `name` over `argTypes` with known block size `block`,
/// static shared memory `workgroupBuffers` and a body holding only its
/// gpu.return.
gpu::GPUFuncOp createKernel(OpBuilder &moduleBuilder, Location loc,
                            StringRef name, TypeRange argTypes,
                            std::array<int64_t, 3> block,
                            TypeRange workgroupBuffers = {});

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELS_H
