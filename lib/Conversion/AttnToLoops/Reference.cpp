//===- Reference.cpp - passes that build a float64 reference -------------===//
//
// Part of attn-opt. attn-attn-decompose-flash-attention rewrites the fused op
// as the unfused chain and attn-promote-to-f64 retypes a whole program to
// f64: together they give attn-run a reference computed by a different
// algorithm, at a higher precision.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToLoops/AttnToLoops.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace attn {
#define GEN_PASS_DEF_ATTNDECOMPOSEFLASHATTENTION
#define GEN_PASS_DEF_ATTNPROMOTETOF64
#include "attn/Conversion/Passes.h.inc"
} // namespace attn
} // namespace mlir

using namespace mlir;
using namespace mlir::attn;

namespace {

//===----------------------------------------------------------------------===//
// attn-decompose-flash-attention
//===----------------------------------------------------------------------===//

struct DecomposeFlashAttention : OpRewritePattern<FlashAttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FlashAttentionOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType qType = op.getQuery().getType();
    RankedTensorType kType = op.getKey().getType();
    RankedTensorType vType = op.getValue().getType();
    int64_t hq = qType.getDimSize(1), hkv = kType.getDimSize(1);
    if (ShapedType::isDynamic(hq) || ShapedType::isDynamic(hkv))
      return rewriter.notifyMatchFailure(op, "dynamic head counts");

    // Scores and probabilities in f32 at least, as the fused op keeps them.
    Type element = qType.getElementType();
    Type scoreElement = cast<FloatType>(element).getWidth() < 32
                            ? rewriter.getF32Type()
                            : element;
    Value key = op.getKey(), value = op.getValue();
    if (hq != hkv) {
      int64_t factor = hq / hkv;
      auto expand = [&](Value v, RankedTensorType type) -> Value {
        SmallVector<int64_t> shape(type.getShape());
        shape[1] = hq;
        return ExpandHeadsOp::create(
            rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
            v, factor);
      };
      key = expand(key, kType);
      value = expand(value, vType);
    }
    auto scoresType = RankedTensorType::get(
        {qType.getDimSize(0), hq, qType.getDimSize(2), kType.getDimSize(2)},
        scoreElement);
    Value scores = MatmulOp::create(rewriter, loc, scoresType, op.getQuery(),
                                    key, /*transpose_b=*/true);
    scores = ScaleOp::create(rewriter, loc, scores, op.getScaleAttr());
    if (Value mask = op.getMask()) {
      auto maskType = cast<RankedTensorType>(mask.getType());
      if (maskType.getElementType().isInteger(1)) {
        scores = MaskOp::create(rewriter, loc, scores, mask);
      } else {
        if (maskType.getElementType() != scoreElement)
          mask =
              CastOp::create(rewriter, loc, maskType.clone(scoreElement), mask);
        scores = AddOp::create(rewriter, loc, scores, mask);
      }
    }
    if (op.getCausal())
      scores = CausalMaskOp::create(rewriter, loc, scores);
    Value probs = SoftmaxOp::create(rewriter, loc, scores, 3);
    auto vScoreType =
        cast<RankedTensorType>(value.getType()).clone(scoreElement);
    if (vScoreType != value.getType())
      value = CastOp::create(rewriter, loc, vScoreType, value);
    RankedTensorType resultType = op.getType();
    Value out = MatmulOp::create(rewriter, loc, resultType.clone(scoreElement),
                                 probs, value, /*transpose_b=*/false);
    if (scoreElement != resultType.getElementType())
      out = CastOp::create(rewriter, loc, resultType, out);
    rewriter.replaceOp(op, out);
    return success();
  }
};

struct AttnDecomposeFlashAttentionPass
    : mlir::attn::impl::AttnDecomposeFlashAttentionBase<
          AttnDecomposeFlashAttentionPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateDecomposeFlashAttentionPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    WalkResult result = getOperation().walk([](FlashAttentionOp op) {
      op.emitError("cannot decompose flash_attention with dynamic head counts");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

//===----------------------------------------------------------------------===//
// attn-promote-to-f64
//===----------------------------------------------------------------------===//

/// `type` with every float (scalar, or element of a shaped type) made f64.
Type promote(Type type) {
  Type f64 = Float64Type::get(type.getContext());
  if (isa<FloatType>(type))
    return f64;
  if (auto shaped = dyn_cast<ShapedType>(type))
    if (isa<FloatType>(shaped.getElementType()))
      return shaped.clone(f64);
  return type;
}

/// A float constant's value as f64, or null when it has none.
Attribute promoteAttr(Attribute attr) {
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    return FloatAttr::get(promote(floatAttr.getType()),
                          floatAttr.getValueAsDouble());
  auto dense = dyn_cast<DenseFPElementsAttr>(attr);
  if (!dense)
    return attr;
  SmallVector<double> values;
  for (const llvm::APFloat &v : dense.getValues<llvm::APFloat>()) {
    llvm::APFloat wide = v;
    bool losesInfo;
    wide.convert(llvm::APFloat::IEEEdouble(),
                 llvm::APFloat::rmNearestTiesToEven, &losesInfo);
    values.push_back(wide.convertToDouble());
  }
  return DenseElementsAttr::get(cast<ShapedType>(promote(dense.getType())),
                                ArrayRef<double>(values));
}

struct AttnPromoteToF64Pass
    : mlir::attn::impl::AttnPromoteToF64Base<AttnPromoteToF64Pass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> identities;
    module.walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setType(promote(arg.getType()));
      for (OpResult result : op->getResults())
        result.setType(promote(result.getType()));
      if (auto func = dyn_cast<func::FuncOp>(op)) {
        SmallVector<Type> inputs, results;
        for (Type t : func.getArgumentTypes())
          inputs.push_back(promote(t));
        for (Type t : func.getResultTypes())
          results.push_back(promote(t));
        func.setType(FunctionType::get(&getContext(), inputs, results));
      }
      if (auto constant = dyn_cast<arith::ConstantOp>(op))
        constant.setValueAttr(
            cast<TypedAttr>(promoteAttr(constant.getValue())));
    });
    // Block arguments are retyped with their op, after the ops of its
    // regions: only now are all the casts that became identities known.
    module.walk([&](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType())
        identities.push_back(op);
    });
    for (Operation *op : identities) {
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      op->erase();
    }
    // The verifier names the op that cannot be promoted.
    if (failed(verify(module)))
      signalPassFailure();
  }
};

} // namespace

void mlir::attn::populateDecomposeFlashAttentionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<DecomposeFlashAttention>(patterns.getContext());
}
