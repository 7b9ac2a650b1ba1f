//===- TrafficExternalModels.cpp - the traffic model for upstream ops ----===//
//
// Part of attn-opt. Attention graphs often arrive in linalg on tensors; these
// external models give those ops the spec's kernel-boundary costs.
//
//===----------------------------------------------------------------------===//

#include "attn/Interfaces/TrafficOpInterface.h"
#include "attn/Support/LinalgOperands.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::attn;

namespace {

/// Flops and transcendentals of one run of a linalg payload.
struct PayloadCost {
  int64_t flops = 0;
  int64_t transcendentals = 0;
};

PayloadCost countPayload(Block *body) {
  PayloadCost cost;
  body->walk([&](Operation *op) {
    if (isa<math::FmaOp>(op))
      cost.flops += 2;
    else if (isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
                 arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
                 arith::MinNumFOp, arith::CmpFOp, arith::SelectOp,
                 arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::DivSIOp,
                 arith::DivUIOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
                 arith::MinUIOp, arith::CmpIOp>(op))
      cost.flops += 1;
    else if (isa<math::ExpOp, math::Exp2Op, math::LogOp, math::TanhOp,
                 math::RsqrtOp, math::SqrtOp, math::ErfOp>(op))
      cost.transcendentals += 1;
  });
  return cost;
}

/// The number of iteration points of a linalg op: each loop's size is read
/// from an operand dim its indexing maps bind it to.
Poly iterationPoints(linalg::LinalgOp op, TrafficContext &ctx) {
  // A transpose or broadcast iterates over its init, whose map is the
  // identity; with static shapes every operand gives the same sizes, and
  // the maps (which these named ops build on every request) are not needed.
  if (isa<linalg::TransposeOp, linalg::BroadcastOp>(op) &&
      llvm::all_of(op->getOperandTypes(), [](Type type) {
        return cast<ShapedType>(type).hasStaticShape();
      }))
    return ctx.getNumElements(getInitOperands(op)[0].get());
  // Named ops build their indexing maps on request; get them once.
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  unsigned numLoops = op.getNumLoops();
  SmallVector<std::optional<Poly>> sizes(numLoops);
  for (auto [operand, map] : llvm::zip(op->getOperands(), maps))
    for (auto [dim, expr] : llvm::enumerate(map.getResults()))
      if (auto loop = dyn_cast<AffineDimExpr>(expr))
        if (!sizes[loop.getPosition()])
          sizes[loop.getPosition()] = ctx.getDim(operand, dim);
  Poly points(1);
  for (auto [loop, size] : llvm::enumerate(sizes)) {
    if (!size) {
      ctx.addNote("loop " + Twine(loop) +
                  " has no operand dim; its size is counted as 1");
      continue;
    }
    points *= *size;
  }
  return points;
}

/// Any linalg structured op: flops from the payload once per iteration
/// point, bytes by the kernel-boundary rule, tensor cores for contractions
/// of 16- and 8-bit floats.
template <typename OpTy>
struct LinalgTrafficModel
    : public TrafficOpInterface::ExternalModel<LinalgTrafficModel<OpTy>, OpTy> {
  Poly getFlops(Operation *op, TrafficContext &ctx) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    return iterationPoints(linalgOp, ctx) *
           Poly(countPayload(linalgOp.getBlock()).flops);
  }
  Poly getTranscendentals(Operation *op, TrafficContext &ctx) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    int64_t perPoint = countPayload(linalgOp.getBlock()).transcendentals;
    // Most payloads have none, and their loop sizes need not be read twice:
    // getFlops reads them (and carries their overflow) for every op.
    if (perPoint == 0)
      return Poly();
    return iterationPoints(linalgOp, ctx) * Poly(perPoint);
  }
  Type getTensorCoreType(Operation *op) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    MutableArrayRef<OpOperand> inputs = getInputOperands(linalgOp);
    if (inputs.empty())
      return Type();
    Type element = getElementTypeOrSelf(inputs.front().get().getType());
    auto floatType = dyn_cast<FloatType>(element);
    // The element type first: the contraction test analyses the body.
    if (!floatType || floatType.getWidth() > 16 ||
        !linalg::isaContractionOpInterface(linalgOp))
      return Type();
    return element;
  }
};

/// linalg.softmax: 4 flops (max, subtract, sum, divide) and one exp per
/// element.
struct SoftmaxTrafficModel
    : public TrafficOpInterface::ExternalModel<SoftmaxTrafficModel,
                                               linalg::SoftmaxOp> {
  Poly getFlops(Operation *op, TrafficContext &ctx) const {
    return ctx.getNumElements(cast<linalg::SoftmaxOp>(op).getInput()) * Poly(4);
  }
  Poly getTranscendentals(Operation *op, TrafficContext &ctx) const {
    return ctx.getNumElements(cast<linalg::SoftmaxOp>(op).getInput());
  }
};

/// Ops that only define buffers or metadata: no kernel, no traffic.
template <typename OpTy>
struct FreeTrafficModel
    : public TrafficOpInterface::ExternalModel<FreeTrafficModel<OpTy>, OpTy> {
  Poly getFlops(Operation *, TrafficContext &) const { return Poly(); }
  Poly getBytesRead(Operation *, TrafficContext &) const { return Poly(); }
  Poly getBytesWritten(Operation *, TrafficContext &) const { return Poly(); }
  bool isTrafficFree(Operation *) const { return true; }
};

template <typename... OpTys> void attachLinalg(MLIRContext *ctx) {
  (OpTys::template attachInterface<LinalgTrafficModel<OpTys>>(*ctx), ...);
}

template <typename... OpTys> void attachFree(MLIRContext *ctx) {
  (OpTys::template attachInterface<FreeTrafficModel<OpTys>>(*ctx), ...);
}

} // namespace

void mlir::attn::registerTrafficExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    attachLinalg<linalg::GenericOp, linalg::MatmulOp, linalg::BatchMatmulOp,
                 linalg::TransposeOp, linalg::BroadcastOp>(ctx);
    linalg::SoftmaxOp::attachInterface<SoftmaxTrafficModel>(*ctx);
    attachFree<linalg::FillOp>(ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    attachFree<tensor::EmptyOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
               tensor::CastOp, tensor::DimOp>(ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    attachFree<arith::ConstantOp>(ctx);
  });
}
