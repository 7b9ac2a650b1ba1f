//===- LowerTMTensor.cpp - tm_tensor.scan to upstream ops -----------------===//
//
// Part of attn-opt. attn-lower-tm-tensor rewrites the tm_tensor.scan ops of
// torch-mlir's output into scf.for, tensor slices and linalg.generic on
// tensors, which the CPU pipeline bufferizes and runs.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "attn/Dialect/TMTensor/IR/TMTensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNLOWERTMTENSOR
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

/// The type of one slice of `type` across `dim`: its shape without `dim`.
static RankedTensorType sliceType(RankedTensorType type, int64_t dim) {
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + dim);
  return RankedTensorType::get(shape, type.getElementType());
}

/// The offsets, sizes and strides of the slice of `tensor` at `index` along
/// `dim`, the whole extent of every other dim.
struct SliceBounds {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};

static SliceBounds sliceBounds(OpBuilder &b, Location loc, Value tensor,
                               int64_t dim, OpFoldResult index) {
  SliceBounds bounds;
  int64_t rank = cast<RankedTensorType>(tensor.getType()).getRank();
  bounds.offsets.assign(rank, b.getIndexAttr(0));
  bounds.offsets[dim] = index;
  for (int64_t d = 0; d < rank; ++d)
    bounds.sizes.push_back(d == dim ? b.getIndexAttr(1)
                                    : tensor::getMixedSize(b, loc, tensor, d));
  bounds.strides.assign(rank, b.getIndexAttr(1));
  return bounds;
}

/// The rank-reduced slice of `tensor` at `index` along `dim`.
static Value extractSlice(OpBuilder &b, Location loc, Value tensor, int64_t dim,
                          OpFoldResult index) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SliceBounds bounds = sliceBounds(b, loc, tensor, dim, index);
  return tensor::ExtractSliceOp::create(b, loc, sliceType(type, dim), tensor,
                                        bounds.offsets, bounds.sizes,
                                        bounds.strides);
}

/// `dest` with `slice` (a slice of `dest`'s shape without `dim`, up to
/// dynamic dims) stored at `index` along `dim`.
static Value insertSlice(OpBuilder &b, Location loc, Value slice, Value dest,
                         int64_t dim, OpFoldResult index) {
  auto destType = cast<RankedTensorType>(dest.getType());
  RankedTensorType expected = sliceType(destType, dim);
  if (slice.getType() != expected)
    slice = tensor::CastOp::create(b, loc, expected, slice);
  SliceBounds bounds = sliceBounds(b, loc, dest, dim, index);
  return tensor::InsertSliceOp::create(b, loc, slice, dest, bounds.offsets,
                                       bounds.sizes, bounds.strides);
}

/// Rewrites a scan on tensors; returns failure for a scan on memrefs.
static LogicalResult lowerScan(RewriterBase &rewriter,
                               attn::tm_tensor::ScanOp scan) {
  if (scan.getResults().empty())
    return failure();
  Location loc = scan.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(scan);
  Value input = scan.getInputs()[0];
  Value output = scan.getOutputs()[0];
  Value acc = scan.getOutputs()[1];
  auto accType = cast<RankedTensorType>(acc.getType());
  int64_t dim = scan.getDimension();
  bool inclusive = scan.getInclusive();
  auto inputType = cast<RankedTensorType>(input.getType());
  int64_t sliceRank = inputType.getRank() - 1;

  // Index 0: the first input slice (inclusive) or the accumulator
  // (exclusive); the accumulator itself is not written.
  auto firstSlice = [&](OpBuilder &b, Location loc) {
    Value first =
        inclusive ? extractSlice(b, loc, input, dim, b.getIndexAttr(0)) : acc;
    return insertSlice(b, loc, first, output, dim, b.getIndexAttr(0));
  };
  Value size;
  Value started;
  if (inputType.isDynamicDim(dim)) {
    size = tensor::DimOp::create(rewriter, loc, input, dim);
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value nonEmpty = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::sgt, size, zero);
    started = scf::IfOp::create(
                  rewriter, loc, nonEmpty,
                  [&](OpBuilder &b, Location loc) {
                    scf::YieldOp::create(b, loc, firstSlice(b, loc));
                  },
                  [&](OpBuilder &b, Location loc) {
                    scf::YieldOp::create(b, loc, output);
                  })
                  .getResult(0);
  } else {
    int64_t n = inputType.getDimSize(dim);
    size = arith::ConstantIndexOp::create(rewriter, loc, n);
    started = n == 0 ? output : firstSlice(rewriter, loc);
  }

  // Indices 1 to n - 1: the region combines the previous output slice (the
  // running value, first argument) with input slice i (inclusive) or i - 1
  // (exclusive), and the value goes to the output and the accumulator.
  Block &body = scan.getRegion().front();
  auto yield = cast<attn::tm_tensor::YieldOp>(body.getTerminator());
  SmallVector<AffineMap> maps(3, rewriter.getMultiDimIdentityMap(sliceRank));
  SmallVector<utils::IteratorType> iterators(sliceRank,
                                             utils::IteratorType::parallel);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  auto loop = scf::ForOp::create(
      rewriter, loc, one, size, one, ValueRange{started, acc},
      [&](OpBuilder &b, Location loc, Value iv, ValueRange iterArgs) {
        Value previousIndex = arith::SubIOp::create(b, loc, iv, one);
        Value previous = extractSlice(b, loc, iterArgs[0], dim, previousIndex);
        Value current =
            extractSlice(b, loc, input, dim, inclusive ? iv : previousIndex);
        auto combine = linalg::GenericOp::create(
            b, loc, TypeRange{accType}, ValueRange{previous, current},
            ValueRange{iterArgs[1]}, maps, iterators,
            [&](OpBuilder &nb, Location nloc, ValueRange args) {
              IRMapping mapping;
              mapping.map(body.getArgument(0), args[0]);
              mapping.map(body.getArgument(1), args[1]);
              for (Operation &op : body.without_terminator())
                nb.clone(op, mapping);
              linalg::YieldOp::create(
                  nb, nloc, mapping.lookupOrDefault(yield.getOperands()[0]));
            });
        Value value = combine.getResult(0);
        Value newOutput = insertSlice(b, loc, value, iterArgs[0], dim, iv);
        scf::YieldOp::create(b, loc, ValueRange{newOutput, value});
      });
  rewriter.replaceOp(scan, loop.getResults());
  return success();
}

namespace {
struct AttnLowerTMTensorPass
    : mlir::attn::impl::AttnLowerTMTensorBase<AttnLowerTMTensorPass> {
  void runOnOperation() override {
    SmallVector<attn::tm_tensor::ScanOp> scans;
    getOperation()->walk(
        [&](attn::tm_tensor::ScanOp scan) { scans.push_back(scan); });
    IRRewriter rewriter(&getContext());
    for (attn::tm_tensor::ScanOp scan : scans)
      (void)lowerScan(rewriter, scan);
  }
};

} // namespace
