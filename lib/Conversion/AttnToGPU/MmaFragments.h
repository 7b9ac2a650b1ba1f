//===- MmaFragments.h - fragments of mma.sync m16n8k16 ----------*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToGPU library: the register
// fragments the tensor-core kernels (FusedMmaKernel.cpp) build their
// products from, and the mma itself for f16 and bf16.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_MMAFRAGMENTS_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_MMAFRAGMENTS_H

#include "Kernels.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir {
namespace attn {

/// Register fragments of m16n8k16: A is vector<4x2xT>, B vector<2x2xT>, C
/// and D vector<2x2xf32>. Thread t of a warp holds, with g = t / 4 and
/// q = t % 4: A rows g and g + 8 at k = 2q, 2q+1 (rows 0, 1) and k = 8 + 2q,
/// 9 + 2q (rows 2, 3); B at k = 2q, 2q+1 (row 0) and 8 + 2q, 9 + 2q (row 1)
/// of column g; C row i at (g + 8i, 2q) and (g + 8i, 2q + 1).
class MmaFragments {
public:
  MmaFragments(KernelBuilder &k, Type element) : k(k), element(element) {}

  /// Stacks 1-D rows vector<2xT> into vector<Nx2xT>.
  Value stack(ArrayRef<Value> rows) {
    auto rowType = cast<VectorType>(rows.front().getType());
    auto type = VectorType::get({static_cast<int64_t>(rows.size()), 2},
                                rowType.getElementType());
    Value v =
        arith::ConstantOp::create(k.b, k.loc, type, k.b.getZeroAttr(type));
    for (auto [i, row] : llvm::enumerate(rows))
      v = vector::InsertOp::create(k.b, k.loc, row, v,
                                   ArrayRef<int64_t>{static_cast<int64_t>(i)});
    return v;
  }

  Value row(Value v, int64_t i) {
    return vector::ExtractOp::create(k.b, k.loc, v, ArrayRef<int64_t>{i});
  }

  Value at(Value v, int64_t i, int64_t j) {
    return vector::ExtractOp::create(k.b, k.loc, v, ArrayRef<int64_t>{i, j});
  }

  Value set(Value v, Value x, int64_t i, int64_t j) {
    return vector::InsertOp::create(k.b, k.loc, x, v, ArrayRef<int64_t>{i, j});
  }

  /// vector<2xf32> of two scalars.
  Value pair(Value x, Value y) {
    return vector::FromElementsOp::create(
        k.b, k.loc, VectorType::get({2}, x.getType()), ValueRange{x, y});
  }

  /// The two B fragments of an x4 ldmatrix: its matrices 0, 1 and 2, 3.
  std::array<Value, 2> splitB(Value x4) {
    return {stack({row(x4, 0), row(x4, 1)}), stack({row(x4, 2), row(x4, 3)})};
  }

  /// D = A B + C. f16 goes through nvgpu.mma.sync; its NVVM lowering has no
  /// bf16 form, so bf16 is emitted as nvvm.mma.sync on the packed registers.
  Value mma(Value a, Value bFrag, Value c) {
    if (element.isF16())
      return nvgpu::MmaSyncOp::create(k.b, k.loc, a, bFrag, c,
                                      ArrayRef<int64_t>{16, 8, 16});
    auto packed = [&](Value frag, int64_t rows) {
      SmallVector<Value> regs;
      auto i32x1 = VectorType::get({1}, k.b.getI32Type());
      for (int64_t i = 0; i < rows; ++i) {
        Value cast = vector::BitCastOp::create(k.b, k.loc, i32x1, row(frag, i));
        regs.push_back(
            vector::ExtractOp::create(k.b, k.loc, cast, ArrayRef<int64_t>{0}));
      }
      return regs;
    };
    SmallVector<Value> accs = {at(c, 0, 0), at(c, 0, 1), at(c, 1, 0),
                               at(c, 1, 1)};
    Type f32 = k.b.getF32Type();
    auto resultType = LLVM::LLVMStructType::getLiteral(k.b.getContext(),
                                                       {f32, f32, f32, f32});
    auto mmaOp = NVVM::MmaOp::create(
        k.b, k.loc, resultType, packed(a, 4), packed(bFrag, 2), accs,
        ArrayRef<int64_t>{16, 8, 16}, std::nullopt, std::nullopt,
        std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16,
                                      NVVM::MMATypes::bf16},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    SmallVector<Value> d;
    for (int64_t i = 0; i < 4; ++i)
      d.push_back(LLVM::ExtractValueOp::create(k.b, k.loc, mmaOp.getResult(),
                                               ArrayRef<int64_t>{i}));
    return stack({pair(d[0], d[1]), pair(d[2], d[3])});
  }

private:
  KernelBuilder &k;
  Type element;
};

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_MMAFRAGMENTS_H
