//===- VectorizeContractions.cpp - matmuls as register-tiled loops --------===//
//
// Part of attn-opt. Runs the bufferized contraction generics that
// attn-lower-to-loops makes of attn.matmul as blocked loops of vector FMAs.
//
//===----------------------------------------------------------------------===//

#include "LoopUtils.h"
#include "attn/Conversion/AttnToLoops/AttnToLoops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNVECTORIZECONTRACTIONS
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;

namespace {

/// Output rows and columns per block, and reduction depth per packed block.
constexpr int64_t kBlockM = 64, kBlockN = 64, kBlockK = 256;
/// Rows per register tile.
constexpr int64_t kRowTile = 4;

/// What the matcher learned about a contraction generic.
struct Contraction {
  int64_t rank;
  bool transposeB;
  /// Per batch dim, whether the lhs / rhs reads index 0 (broadcast).
  SmallVector<bool> lhsBroadcast, rhsBroadcast;
};

/// Strips an arith.extf, so that `x` and `extf(x)` both match `x`.
Value stripExt(Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return ext.getIn();
  return v;
}

std::optional<Contraction> matchContraction(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1)
    return std::nullopt;
  int64_t numLoops = op.getNumLoops(), rank = numLoops - 1;
  if (rank < 2)
    return std::nullopt;
  auto iterators = op.getIteratorTypesArray();
  for (int64_t i = 0; i < numLoops; ++i)
    if ((i == rank) != (iterators[i] == utils::IteratorType::reduction))
      return std::nullopt;
  Type outElement = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  if (!outElement.isF32() && !outElement.isF64())
    return std::nullopt;
  for (Value input : op.getDpsInputs())
    if (!isa<FloatType>(getElementTypeOrSelf(input.getType())))
      return std::nullopt;

  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  auto isDim = [](AffineExpr e, int64_t d) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    return dim && dim.getPosition() == d;
  };
  auto isZero = [](AffineExpr e) {
    auto c = dyn_cast<AffineConstantExpr>(e);
    return c && c.getValue() == 0;
  };
  AffineMap out = maps[2];
  if (out.getNumResults() != rank)
    return std::nullopt;
  for (int64_t i = 0; i < rank; ++i)
    if (!isDim(out.getResult(i), i))
      return std::nullopt;

  Contraction c;
  c.rank = rank;
  auto matchBatch = [&](AffineMap map, SmallVector<bool> &broadcast) {
    if (map.getNumResults() != rank)
      return false;
    for (int64_t i = 0; i < rank - 2; ++i) {
      if (isZero(map.getResult(i)))
        broadcast.push_back(true);
      else if (isDim(map.getResult(i), i))
        broadcast.push_back(false);
      else
        return false;
    }
    return true;
  };
  int64_t m = rank - 2, n = rank - 1, k = rank;
  if (!matchBatch(maps[0], c.lhsBroadcast) ||
      !matchBatch(maps[1], c.rhsBroadcast) ||
      !isDim(maps[0].getResult(rank - 2), m) ||
      !isDim(maps[0].getResult(rank - 1), k))
    return std::nullopt;
  AffineExpr r0 = maps[1].getResult(rank - 2), r1 = maps[1].getResult(rank - 1);
  if (isDim(r0, k) && isDim(r1, n))
    c.transposeB = false;
  else if (isDim(r0, n) && isDim(r1, k))
    c.transposeB = true;
  else
    return std::nullopt;

  // The body must be out + lhs * rhs, the operands possibly widened.
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return std::nullopt;
  Value acc = body.getArgument(2);
  Value product = add.getLhs() == acc ? add.getRhs() : add.getLhs();
  if (add.getLhs() != acc && add.getRhs() != acc)
    return std::nullopt;
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return std::nullopt;
  Value a = stripExt(mul.getLhs()), b = stripExt(mul.getRhs());
  Value lhsArg = body.getArgument(0), rhsArg = body.getArgument(1);
  if (!((a == lhsArg && b == rhsArg) || (a == rhsArg && b == lhsArg)))
    return std::nullopt;
  if (body.getOperations().size() > 6)
    return std::nullopt;
  return c;
}

/// Emits the blocked loops of one contraction.
class ContractionEmitter {
public:
  ContractionEmitter(linalg::GenericOp op, const Contraction &c,
                     PatternRewriter &rewriter, bool parallel)
      : op(op), c(c), b(op.getLoc(), rewriter), parallel(parallel) {}

  void emit();

private:
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value minIdx(Value x, Value y) { return arith::MinSIOp::create(b, x, y); }
  Value roundUp(Value x, int64_t m) {
    Value q = arith::DivUIOp::create(b, add(x, index(m - 1)), index(m));
    return mul(q, index(m));
  }
  Value toCompute(Value v) {
    if (v.getType() == element)
      return v;
    return arith::ExtFOp::create(b, element, v);
  }
  void loop(Value lb, Value ub, int64_t step, function_ref<void(Value)> body) {
    auto forOp = scf::ForOp::create(b, lb, ub, index(step));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    body(forOp.getInductionVar());
  }
  /// The indices of `operand` for batch ivs `batch` (0 where broadcast) and
  /// the two trailing indices.
  SmallVector<Value> indices(ArrayRef<bool> broadcast, ValueRange batch,
                             Value x, Value y) {
    SmallVector<Value> result;
    for (auto [isBroadcast, iv] : llvm::zip(broadcast, batch))
      result.push_back(isBroadcast ? index(0) : iv);
    result.push_back(x);
    result.push_back(y);
    return result;
  }
  void emitBlock(ValueRange batch, Value rowBlock, Value colBlock);

  linalg::GenericOp op;
  const Contraction &c;
  ImplicitLocOpBuilder b;
  bool parallel;
  Type element;
  VectorType vecType;
  int64_t lanes;
  Value lhs, rhs, out, numRows, numCols, depth, acc, packed;
};

void ContractionEmitter::emit() {
  lhs = op.getDpsInputs()[0];
  rhs = op.getDpsInputs()[1];
  out = op.getDpsInits()[0];
  element = getElementTypeOrSelf(out.getType());
  // Two AVX2 registers per vector, as in the flash_attention kernel.
  lanes = element.isF32() ? 16 : 8;
  vecType = VectorType::get({lanes}, element);
  int64_t rank = c.rank;
  numRows = memref::DimOp::create(b, out, rank - 2);
  numCols = memref::DimOp::create(b, out, rank - 1);
  depth = memref::DimOp::create(b, lhs, rank - 1);

  SmallVector<Value> ubs;
  for (int64_t i = 0; i < rank - 2; ++i)
    ubs.push_back(memref::DimOp::create(b, out, i));
  auto ceilDiv = [&](Value x, int64_t y) -> Value {
    return arith::DivUIOp::create(b, add(x, index(y - 1)), index(y));
  };
  ubs.push_back(ceilDiv(numRows, kBlockM));
  ubs.push_back(ceilDiv(numCols, kBlockN));
  auto allocate = [&] {
    auto bufferType = [&](int64_t rows) {
      return MemRefType::get({rows, kBlockN}, element);
    };
    acc = memref::AllocaOp::create(b, bufferType(kBlockM), ValueRange{},
                                   b.getI64IntegerAttr(64));
    packed = memref::AllocaOp::create(b, bufferType(kBlockK), ValueRange{},
                                      b.getI64IntegerAttr(64));
  };
  attn::emitBlockLoops(b, ubs, parallel, allocate, [&](ValueRange ivs) {
    emitBlock(ivs.drop_back(2), ivs[rank - 2], ivs[rank - 1]);
  });
}

void ContractionEmitter::emitBlock(ValueRange batch, Value rowBlock,
                                   Value colBlock) {
  Value zero = index(0);
  Value rowStart = mul(rowBlock, index(kBlockM));
  Value colStart = mul(colBlock, index(kBlockN));
  Value rows = minIdx(index(kBlockM), sub(numRows, rowStart));
  Value cols = minIdx(index(kBlockN), sub(numCols, colStart));
  Value laneCols = roundUp(cols, lanes);
  Value tileRows = roundUp(rows, kRowTile);
  Value lastRow = sub(numRows, index(1));
  Value lastCol = sub(numCols, index(1));
  Value zeroF = arith::ConstantOp::create(b, b.getZeroAttr(element));
  Value zeroVec = vector::BroadcastOp::create(b, vecType, zeroF);
  loop(zero, tileRows, 1, [&](Value i) {
    loop(zero, laneCols, lanes, [&](Value j) {
      vector::StoreOp::create(b, zeroVec, acc, ValueRange{i, j});
    });
  });

  loop(zero, depth, kBlockK, [&](Value k0) {
    Value kc = minIdx(index(kBlockK), sub(depth, k0));
    // Pack rhs[k0 + k][colStart + j] (or its transpose) as f32/f64, zero
    // beyond the valid columns.
    auto pack = [&](Value k, Value j) {
      Value valid =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ult, j, cols);
      Value col = minIdx(add(colStart, j), lastCol);
      Value row = add(k0, k);
      Value v = c.transposeB
                    ? memref::LoadOp::create(
                          b, rhs, indices(c.rhsBroadcast, batch, col, row))
                    : memref::LoadOp::create(
                          b, rhs, indices(c.rhsBroadcast, batch, row, col));
      v = arith::SelectOp::create(b, valid, toCompute(v), zeroF);
      memref::StoreOp::create(b, v, packed, ValueRange{k, j});
    };
    if (c.transposeB)
      loop(zero, laneCols, 1,
           [&](Value j) { loop(zero, kc, 1, [&](Value k) { pack(k, j); }); });
    else
      loop(zero, kc, 1, [&](Value k) {
        loop(zero, laneCols, 1, [&](Value j) { pack(k, j); });
      });

    loop(zero, tileRows, kRowTile, [&](Value i) {
      // Rows past the end re-read the last row; they are never stored.
      SmallVector<Value> rowIdx;
      for (int64_t r = 0; r < kRowTile; ++r)
        rowIdx.push_back(minIdx(add(rowStart, add(i, index(r))), lastRow));
      loop(zero, laneCols, lanes, [&](Value j) {
        SmallVector<Value> init;
        for (int64_t r = 0; r < kRowTile; ++r)
          init.push_back(vector::LoadOp::create(
              b, vecType, acc, ValueRange{add(i, index(r)), j}));
        auto forOp = scf::ForOp::create(b, zero, kc, index(1), init);
        {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(forOp.getBody());
          Value k = forOp.getInductionVar();
          Value bv =
              vector::LoadOp::create(b, vecType, packed, ValueRange{k, j});
          SmallVector<Value> next;
          for (int64_t r = 0; r < kRowTile; ++r) {
            Value a = memref::LoadOp::create(
                b, lhs, indices(c.lhsBroadcast, batch, rowIdx[r], add(k0, k)));
            Value splat = vector::BroadcastOp::create(b, vecType, toCompute(a));
            next.push_back(vector::FMAOp::create(b, splat, bv,
                                                 forOp.getRegionIterArgs()[r]));
          }
          scf::YieldOp::create(b, next);
        }
        for (int64_t r = 0; r < kRowTile; ++r)
          vector::StoreOp::create(b, forOp.getResult(r), acc,
                                  ValueRange{add(i, index(r)), j});
      });
    });
  });

  // out += acc over the valid part of the block.
  loop(zero, rows, 1, [&](Value i) {
    loop(zero, cols, 1, [&](Value j) {
      SmallVector<Value> outIdx(batch);
      outIdx.push_back(add(rowStart, i));
      outIdx.push_back(add(colStart, j));
      Value o = memref::LoadOp::create(b, out, outIdx);
      Value a = memref::LoadOp::create(b, acc, ValueRange{i, j});
      memref::StoreOp::create(b, arith::AddFOp::create(b, o, a), out, outIdx);
    });
  });
}

struct VectorizeContraction : OpRewritePattern<linalg::GenericOp> {
  VectorizeContraction(MLIRContext *ctx, bool parallel)
      : OpRewritePattern(ctx), parallel(parallel) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<Contraction> c = matchContraction(op);
    if (!c)
      return rewriter.notifyMatchFailure(op, "not an attn.matmul contraction");
    ContractionEmitter(op, *c, rewriter, parallel).emit();
    rewriter.eraseOp(op);
    return success();
  }

  bool parallel;
};

struct AttnVectorizeContractionsPass
    : mlir::attn::impl::AttnVectorizeContractionsBase<
          AttnVectorizeContractionsPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    attn::populateVectorizeContractionsPatterns(patterns, parallelLoops);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::attn::populateVectorizeContractionsPatterns(
    RewritePatternSet &patterns, bool parallel) {
  patterns.add<VectorizeContraction>(patterns.getContext(), parallel);
}
