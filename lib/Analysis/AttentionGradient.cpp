//===- AttentionGradient.cpp - attention gradients in training IR ---------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/AttentionGradient.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::attn;

/// Whether `op` is an element-wise product of its two inputs, both read at
/// the result's own index, one of them `p`; `other` is set to the second.
static bool isProductWith(linalg::GenericOp op, Value p, Value &other) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 0 ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  Block *body = op.getBlock();
  auto mul =
      body->getTerminator()->getOperand(0).getDefiningOp<arith::MulFOp>();
  if (!mul || mul->getBlock() != body)
    return false;
  Value lhs = mul.getLhs(), rhs = mul.getRhs();
  if (!((lhs == body->getArgument(0) && rhs == body->getArgument(1)) ||
        (lhs == body->getArgument(1) && rhs == body->getArgument(0))))
    return false;
  Value a = op.getDpsInputOperand(0)->get();
  Value b = op.getDpsInputOperand(1)->get();
  if (a != p && b != p)
    return false;
  other = a == p ? b : a;
  return true;
}

/// The attention of `softmax` when its probabilities feed both the
/// forward's P·V and the softmax backward's P ∘ dP.
static std::optional<AttentionGradient> matchGradient(SoftmaxOp softmax) {
  Value p = softmax.getResult();
  auto type = cast<RankedTensorType>(p.getType());
  int64_t rank = type.getRank();
  if (rank < 2 || rank > 4 ||
      static_cast<int64_t>(softmax.getDim()) != rank - 1)
    return std::nullopt;
  MatmulOp output;
  bool backward = false;
  for (Operation *user : p.getUsers()) {
    if (auto matmul = dyn_cast<MatmulOp>(user); matmul && matmul.getLhs() == p)
      output = matmul;
    Value other;
    if (auto generic = dyn_cast<linalg::GenericOp>(user);
        generic && isProductWith(generic, p, other) &&
        other.getType() == p.getType() && other.getDefiningOp<MatmulOp>())
      backward = true;
  }
  if (!output || !backward)
    return std::nullopt;

  // Up the scores to Q·Kᵀ, as attn-fuse walks them.
  AttentionGradient gradient;
  gradient.softmax = softmax;
  bool causal = false;
  MatmulOp scores;
  Value v = softmax.getInput();
  while (Operation *def = v.getDefiningOp()) {
    if ((scores = dyn_cast<MatmulOp>(def)))
      break;
    if (isa<CausalMaskOp>(def))
      causal = true;
    else if (isa<AddOp, MaskOp>(def))
      ++gradient.denseTerms;
    // Segment ids hide pairs that the kernels compute anyway (no tile is
    // skipped for them): the figures count every pair.
    else if (!isa<ScaleOp, CastOp, TanhOp, SegmentMaskOp>(def))
      return std::nullopt;
    auto add = dyn_cast<AddOp>(def);
    v = def->getOperand(add ? getScoresOperand(add) : 0);
  }
  if (!scores)
    return std::nullopt;

  auto queryType = cast<RankedTensorType>(scores.getLhs().getType());
  auto outputType = cast<RankedTensorType>(output.getType());
  if (!type.hasStaticShape() || !queryType.hasStaticShape() ||
      !outputType.hasStaticShape())
    return gradient;
  ArrayRef<int64_t> dims = type.getShape();
  BackwardShape shape;
  shape.b = rank == 4 ? dims[0] : 1;
  shape.heads = rank >= 3 ? dims[rank - 3] : 1;
  shape.nq = dims[rank - 2];
  shape.nkv = dims[rank - 1];
  shape.d = queryType.getShape().back();
  shape.dv = outputType.getShape().back();
  shape.element = queryType.getElementType();
  shape.causal = causal;
  // Keys repeated to every query head: GQA, as attn-fuse reads it.
  shape.kvHeads = shape.heads;
  if (auto repeat = scores.getRhs().getDefiningOp<ExpandHeadsOp>())
    shape.kvHeads = shape.heads / static_cast<int64_t>(repeat.getFactor());
  gradient.shape = shape;
  return gradient;
}

SmallVector<AttentionGradient>
mlir::attn::findAttentionGradients(Operation *func) {
  SmallVector<AttentionGradient> gradients;
  func->walk([&](SoftmaxOp softmax) {
    if (std::optional<AttentionGradient> gradient = matchGradient(softmax))
      gradients.push_back(*gradient);
  });
  return gradients;
}
