//===- RaiseUtils.cpp - shared by the attn-raise patterns -----------------===//
//
// Part of attn-opt. The readers of element-wise linalg ops that the
// attn-raise pattern files share (RaiseUtils.h).
//
//===----------------------------------------------------------------------===//

#include "RaiseUtils.h"
#include "RaiseMasks.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

/// isElementwise for linalg.generic, read from its attributes and block:
/// the interface's accessors rebuild the indexing maps and the operand
/// segments on every call, and the raise patterns ask this of every generic
/// they look at, several times per sweep.
static bool isElementwiseGeneric(linalg::GenericOp op) {
  if (op->getNumResults() != 1 || op.getOutputs().size() != 1 ||
      llvm::any_of(op->getOperandTypes(), llvm::IsaPred<MemRefType>) ||
      !llvm::all_of(op.getIteratorTypes(), [](Attribute iterator) {
        return cast<linalg::IteratorTypeAttr>(iterator).getValue() ==
               utils::IteratorType::parallel;
      }))
    return false;
  ArrayAttr maps = op.getIndexingMaps();
  return cast<AffineMapAttr>(maps[maps.size() - 1]).getValue().isIdentity() &&
         op.getBody()->getArguments().back().use_empty();
}

bool mlir::attn::isElementwise(linalg::LinalgOp op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
    return isElementwiseGeneric(generic);
  // Permutations and broadcasts are element-wise by construction, and
  // matmuls reduce; asking their interface would build their indexing maps
  // and iterator types.
  if (isa<linalg::TransposeOp, linalg::BroadcastOp>(op.getOperation()))
    return op->getNumResults() == 1 && op.hasPureTensorSemantics();
  if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()))
    return false;
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops())
    return false;
  OpOperand *init = &getInitOperands(op)[0];
  return op.getMatchingIndexingMap(init).isIdentity() &&
         !op.payloadUsesValueFromOperand(init);
}

Value mlir::attn::yieldedValue(linalg::LinalgOp op) {
  return op.getBlock()->getTerminator()->getOperand(0);
}

OpOperand *mlir::attn::inputOf(linalg::LinalgOp op, Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner() != op.getBlock())
    return nullptr;
  // The inputs are the first operands, in block-argument order.
  if (arg.getArgNumber() >= getNumInputs(op))
    return nullptr;
  return &op->getOpOperand(arg.getArgNumber());
}

std::optional<double> mlir::attn::getBodyConstant(linalg::LinalgOp op,
                                                  Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return getBodyConstant(op, ext.getIn());
  if (auto trunc = v.getDefiningOp<arith::TruncFOp>()) {
    // The narrowed constant is what the body computes with.
    auto wide = getBodyConstant(op, trunc.getIn());
    if (!wide)
      return std::nullopt;
    APFloat narrow(*wide);
    bool losesInfo;
    narrow.convert(cast<FloatType>(trunc.getType()).getFloatSemantics(),
                   APFloat::rmNearestTiesToEven, &losesInfo);
    return narrow.convertToDouble();
  }
  if (OpOperand *input = inputOf(op, v))
    return splatFloat(input->get());
  return splatFloat(v);
}

Value mlir::attn::castLike(RewriterBase &rewriter, Location loc, Value a,
                           CastOp castOp) {
  if (!castOp)
    return a;
  auto type = cast<RankedTensorType>(a.getType());
  return CastOp::create(rewriter, loc,
                        type.clone(castOp.getType().getElementType()), a);
}

bool mlir::attn::isMinusInfOrLowest(double value, Type type) {
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType)
    return false;
  if (std::isinf(value) && value < 0)
    return true;
  auto lowest = [](const llvm::fltSemantics &semantics) {
    return APFloat::getLargest(semantics, /*Negative=*/true).convertToDouble();
  };
  if (value == lowest(floatType.getFloatSemantics()))
    return true;
  return floatType.getWidth() >= 32 && value == lowest(APFloat::BFloat());
}

bool mlir::attn::isRowMapOf(AffineMap map, int64_t rank, int64_t dim) {
  if (map.getNumDims() != rank || map.getNumSymbols() != 0)
    return false;
  MLIRContext *ctx = map.getContext();
  SmallVector<AffineExpr> dropped, unit;
  for (int64_t i = 0; i < rank; ++i) {
    if (i != dim)
      dropped.push_back(getAffineDimExpr(i, ctx));
    unit.push_back(i == dim ? getAffineConstantExpr(0, ctx)
                            : getAffineDimExpr(i, ctx));
  }
  return map == AffineMap::get(rank, 0, dropped, ctx) ||
         map == AffineMap::get(rank, 0, unit, ctx);
}

RankedTensorType mlir::attn::tensorType(Value v) {
  return cast<RankedTensorType>(v.getType());
}
