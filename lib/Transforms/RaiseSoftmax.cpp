//===- RaiseSoftmax.cpp - softmaxes to attn.softmax -----------------------===//
//
// Part of attn-opt. The attn-raise patterns for softmax: linalg.softmax, the
// decomposed exp(x - max(x)) / sum(exp(x - max(x))) frameworks emit (read as
// an expression over whole tensors), SDPA's select that zeroes fully
// masked rows after it and DeBERTa's that zeroes the hidden keys, and what
// some exports put between the scores and the softmax (a [B*H] view, a
// clamp at the lowest finite value).
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "RaiseUtils.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <cmath>
#include <deque>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Softmax
//===----------------------------------------------------------------------===//

namespace {
/// linalg.softmax -> attn.softmax.
struct RaiseNamedSoftmax : OpRewritePattern<linalg::SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<RankedTensorType>(op.getInput().getType());
    if (!type || op->getNumResults() != 1 ||
        op->getResult(0).getType() != type ||
        !isa<FloatType>(type.getElementType()))
      return failure();
    rewriter.replaceOpWithNewOp<SoftmaxOp>(op, op.getInput(),
                                           op.getDimension());
    return success();
  }
};

/// An expression over whole tensors read from a decomposed softmax.
struct SmNode {
  enum Kind { Leaf, Const, Exp, Sub, Div, Mul, Ext, Trunc, Max, Sum } kind;
  Value leaf;
  double value = 0;
  Type type;
  SmallVector<SmNode *, 2> operands;
};

/// Reads the linalg ops behind a tensor as an SmNode expression, with
/// tensors either "full" (the softmax's shape) or "rows" (reduced along
/// `dim`, keeping it as a unit dim or dropping it).
class SoftmaxReader {
public:
  SoftmaxReader(int64_t rank, int64_t dim) : rank(rank), dim(dim) {}

  SmNode *readTensor(Value t, bool row, int depth = 0) {
    if (depth > 24)
      return nullptr;
    auto type = dyn_cast<RankedTensorType>(t.getType());
    if (!type || (!row && type.getRank() != rank))
      return nullptr;
    if (row) {
      if (type.getRank() != rank && type.getRank() != rank - 1)
        return nullptr;
      if (type.getRank() == rank && type.getDimSize(dim) != 1)
        return nullptr;
      // keepdim and non-keepdim rows convert into each other by reshapes
      // that add or drop the unit dim `dim` and nothing else.
      if (auto expand = t.getDefiningOp<tensor::ExpandShapeOp>())
        return addsOrDropsDim(expand.getReassociationIndices())
                   ? readTensor(expand.getSrc(), true, depth + 1)
                   : nullptr;
      if (auto collapse = t.getDefiningOp<tensor::CollapseShapeOp>())
        return addsOrDropsDim(collapse.getReassociationIndices())
                   ? readTensor(collapse.getSrc(), true, depth + 1)
                   : nullptr;
    }
    auto op = t.getDefiningOp<linalg::LinalgOp>();
    if (row && op && op.hasPureTensorSemantics() &&
        cast<OpResult>(t).getResultNumber() == 0 && isMaxWithUnusedArgmax(op))
      return readReduction(op, depth + 1);
    if (!op || !op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
        op.getNumDpsInits() != 1)
      return row ? nullptr : make(SmNode::Leaf, t);
    if (isElementwise(op)) {
      if (SmNode *node = readBody(op, yieldedValue(op), row, depth + 1))
        return node;
      // An element-wise op that is no piece of a softmax (XGLM's clamp of
      // the scores) computes the softmax's input: a leaf, which the softmax
      // then reads whole.
      return row ? nullptr : make(SmNode::Leaf, t);
    }
    if (row)
      return readReduction(op, depth + 1);
    return make(SmNode::Leaf, t);
  }

  static bool equal(const SmNode *a, const SmNode *b) {
    if (a->kind != b->kind || a->operands.size() != b->operands.size())
      return false;
    if (a->kind == SmNode::Leaf)
      return a->leaf == b->leaf;
    if (a->kind == SmNode::Const)
      return a->value == b->value;
    if (a->type != b->type)
      return false;
    for (auto [x, y] : llvm::zip(a->operands, b->operands))
      if (!equal(x, y))
        return false;
    return true;
  }

private:
  SmNode *make(SmNode::Kind kind, Value leaf = nullptr,
               ArrayRef<SmNode *> operands = {}) {
    nodes.push_back(SmNode{kind, leaf, 0, Type(), {}});
    nodes.back().operands.assign(operands.begin(), operands.end());
    return &nodes.back();
  }

  /// torch-mlir's max of softmax (aten.max.dim): one reduction yielding the
  /// max and its index. Only the max is read (readReduction checks it is
  /// computed from the input alone); the index must be unused, so that the
  /// reduction dies once the softmax is raised instead of keeping a second
  /// reader of the scores.
  static bool isMaxWithUnusedArgmax(linalg::LinalgOp op) {
    if (op->getNumResults() != 2 || op.getNumDpsInits() != 2 ||
        !op->getResult(1).use_empty())
      return false;
    auto yield = op.getBlock()->getTerminator();
    return !isa<BlockArgument>(yield->getOperand(0)) &&
           isa<arith::MaximumFOp, arith::MaxNumFOp, arith::SelectOp>(
               yield->getOperand(0).getDefiningOp());
  }

  /// A max- or sum-reduction along `dim` of a full tensor into a row (a
  /// max-and-argmax reduction is read through its first result).
  SmNode *readReduction(linalg::LinalgOp op, int depth) {
    if (op.getNumLoops() != rank || op.getNumDpsInputs() != 1 ||
        op.getNumReductionLoops() != 1 ||
        op.getIteratorTypesArray()[dim] != utils::IteratorType::reduction)
      return nullptr;
    OpOperand *input = op.getDpsInputOperand(0);
    OpOperand *init = op.getDpsInitOperand(0);
    if (!op.getMatchingIndexingMap(input).isIdentity() ||
        !isRowMap(op.getMatchingIndexingMap(init)))
      return nullptr;
    auto start = splatFloat(init->get());
    if (!start)
      return nullptr;
    auto combine = yieldedValue(op).getDefiningOp();
    if (!combine)
      return nullptr;
    Value acc = op.getRegionOutputArgs()[0];
    // The operand that is not the accumulator.
    auto other = [&](Value a, Value b) -> Value {
      return a == acc ? b : b == acc ? a : Value();
    };
    SmNode::Kind kind;
    Value element;
    if (isa<arith::MaximumFOp, arith::MaxNumFOp>(combine)) {
      kind = SmNode::Max;
      element = other(combine->getOperand(0), combine->getOperand(1));
    } else if (isa<arith::AddFOp>(combine)) {
      kind = SmNode::Sum;
      element = other(combine->getOperand(0), combine->getOperand(1));
    } else if (auto select = dyn_cast<arith::SelectOp>(combine)) {
      // select(a > acc, a, acc)
      auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
      if (!cmp || select.getFalseValue() != acc ||
          cmp.getLhs() != select.getTrueValue() || cmp.getRhs() != acc ||
          (cmp.getPredicate() != arith::CmpFPredicate::OGT &&
           cmp.getPredicate() != arith::CmpFPredicate::OGE))
        return nullptr;
      kind = SmNode::Max;
      element = select.getTrueValue();
    } else {
      return nullptr;
    }
    if (!element)
      return nullptr;
    Type elementType = acc.getType();
    if (kind == SmNode::Max ? !isMinusInfOrLowest(*start, elementType)
                            : *start != 0.0)
      return nullptr;
    SmNode *body = readBody(op, element, /*row=*/false, depth);
    return body ? make(kind, nullptr, {body}) : nullptr;
  }

  /// Whether a reshape between rank `rank` and `rank - 1` with these groups
  /// (over the rank-`rank` side) only adds or drops dim `dim`.
  bool addsOrDropsDim(ArrayRef<ReassociationIndices> groups) const {
    int64_t next = 0;
    for (const ReassociationIndices &group : groups) {
      SmallVector<int64_t> kept;
      for (int64_t d : group)
        if (d != dim)
          kept.push_back(d);
      if (kept.size() != 1 || kept[0] != next + (next >= dim ? 1 : 0))
        return false;
      ++next;
    }
    return next == rank - 1;
  }

  bool isRowMap(AffineMap map) const { return isRowMapOf(map, rank, dim); }

  SmNode *readBody(linalg::LinalgOp op, Value v, bool row, int depth) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      OpOperand *input = inputOf(op, v);
      if (!input)
        return nullptr;
      if (!isa<RankedTensorType>(input->get().getType())) {
        auto c = splatFloat(input->get());
        return c ? makeConst(*c) : nullptr;
      }
      AffineMap map = op.getMatchingIndexingMap(input);
      if (map.isIdentity())
        return readTensor(input->get(), row, depth + 1);
      if (!row && isRowMap(map))
        return readTensor(input->get(), true, depth + 1);
      return nullptr;
    }
    Operation *def = v.getDefiningOp();
    if (!def)
      return nullptr;
    FloatAttr cst;
    if (matchPattern(v, m_Constant(&cst)))
      return makeConst(cst.getValueAsDouble());
    if (def->getBlock() != op.getBlock())
      return nullptr;
    auto child = [&](unsigned i) {
      return readBody(op, def->getOperand(i), row, depth + 1);
    };
    SmNode::Kind kind;
    if (isa<math::ExpOp>(def))
      kind = SmNode::Exp;
    else if (isa<arith::SubFOp>(def))
      kind = SmNode::Sub;
    else if (isa<arith::DivFOp>(def))
      kind = SmNode::Div;
    else if (isa<arith::MulFOp>(def))
      kind = SmNode::Mul;
    else if (isa<arith::ExtFOp>(def))
      kind = SmNode::Ext;
    else if (isa<arith::TruncFOp>(def))
      kind = SmNode::Trunc;
    else
      return nullptr;
    SmallVector<SmNode *, 2> operands;
    for (unsigned i = 0, e = def->getNumOperands(); i < e; ++i) {
      SmNode *node = child(i);
      if (!node)
        return nullptr;
      operands.push_back(node);
    }
    SmNode *node = make(kind, nullptr, operands);
    node->type = v.getType();
    return node;
  }

  SmNode *makeConst(double value) {
    SmNode *node = make(SmNode::Const);
    node->value = value;
    return node;
  }

  int64_t rank, dim;
  std::deque<SmNode> nodes;
};

/// The element-wise linalg op on tensors that computes `v`, if any.
static linalg::LinalgOp elementwiseProducer(Value v) {
  auto op = v.getDefiningOp<linalg::LinalgOp>();
  return op && op.hasPureTensorSemantics() && isElementwise(op) ? op : nullptr;
}

/// Whether `op`'s body, or that of an element-wise op at most `hops` above
/// it, computes an exp.
static bool reachesExp(linalg::LinalgOp op, int hops) {
  if (llvm::any_of(op.getBlock()->getOperations(),
                   [](Operation &body) { return isa<math::ExpOp>(body); }))
    return true;
  if (hops == 0)
    return false;
  return llvm::any_of(getInputOperands(op), [&](OpOperand &input) {
    linalg::LinalgOp producer = elementwiseProducer(input.get());
    return producer && reachesExp(producer, hops - 1);
  });
}

/// A necessary condition, cheap to test, for `op` to end a decomposed
/// softmax: it yields a division or a multiplication (the normalization),
/// possibly through a truncf, itself possibly in an op of its own, and an exp
/// is a few element-wise ops up. Most element-wise ops of a model (residual
/// adds, norms, activations) fail it at once, which spares the reader its
/// walk up their producers.
static bool mayEndSoftmax(linalg::LinalgOp op) {
  Value yielded = yieldedValue(op);
  if (auto trunc = yielded.getDefiningOp<arith::TruncFOp>())
    yielded = trunc.getIn();
  if (isa<BlockArgument>(yielded)) {
    OpOperand *input = inputOf(op, yielded);
    linalg::LinalgOp producer =
        input ? elementwiseProducer(input->get()) : nullptr;
    if (!producer)
      return false;
    op = producer;
    yielded = yieldedValue(op);
  }
  return isa_and_nonnull<arith::DivFOp, arith::MulFOp>(
             yielded.getDefiningOp()) &&
         reachesExp(op, /*hops=*/2);
}

/// The decomposed softmax `exp(x - max(x)) / sum(exp(x - max(x)))` along one
/// dim, with optional extf of x and truncf of the result -> attn.softmax
/// between attn.cast ops.
struct RaiseDecomposedSoftmax : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    // The body's last op first: it rules out most ops more cheaply. (An
    // element-wise op has one result, so its body yields one value.)
    if (op->getNumResults() != 1 || !mayEndSoftmax(op) || !isElementwise(op))
      return failure();
    Value root = op->getResult(0);
    auto rootType = cast<RankedTensorType>(root.getType());
    if (!isa<FloatType>(rootType.getElementType()))
      return failure();
    for (int64_t dim = 0; dim < rootType.getRank(); ++dim) {
      SoftmaxReader reader(rootType.getRank(), dim);
      SmNode *node = reader.readTensor(root, /*row=*/false);
      Value input;
      if (!node || !(input = matchSoftmax(node)))
        continue;
      Location loc = op.getLoc();
      if (node->kind == SmNode::Ext)
        input = CastOp::create(rewriter, loc,
                               tensorType(input).clone(node->type), input);
      Value result = SoftmaxOp::create(rewriter, loc, input,
                                       rewriter.getI64IntegerAttr(dim));
      if (result.getType() != rootType)
        result = CastOp::create(rewriter, loc, rootType, result);
      rewriter.replaceOp(op, result);
      return success();
    }
    return failure();
  }

private:
  /// Returns x when `node` is softmax(x) or softmax(extf(x)), possibly
  /// truncated; sets `node` to the Ext node in the second case.
  static Value matchSoftmax(SmNode *&node) {
    if (node->kind == SmNode::Trunc)
      node = node->operands[0];
    if (node->operands.size() != 2)
      return nullptr;
    SmNode *e = node->operands[0], *s = node->operands[1];
    auto isRecip = [](SmNode *n) {
      return n->kind == SmNode::Div && n->operands[0]->kind == SmNode::Const &&
             n->operands[0]->value == 1.0;
    };
    if (node->kind == SmNode::Mul) {
      if (isRecip(e))
        std::swap(e, s);
      if (!isRecip(s))
        return nullptr;
      s = s->operands[1];
    } else if (node->kind != SmNode::Div) {
      return nullptr;
    }
    if (s->kind != SmNode::Sum || !SoftmaxReader::equal(e, s->operands[0]))
      return nullptr;
    if (e->kind != SmNode::Exp || e->operands[0]->kind != SmNode::Sub)
      return nullptr;
    SmNode *x = e->operands[0]->operands[0];
    SmNode *max = e->operands[0]->operands[1];
    if (max->kind != SmNode::Max || !SoftmaxReader::equal(x, max->operands[0]))
      return nullptr;
    // softmax(y - max(y)) is softmax(y), bit for bit while the max is
    // finite (the inner max is then exactly 0): transformers' GPT-OSS
    // subtracts the row max itself before F.softmax.
    if (x->kind == SmNode::Sub && x->operands[1]->kind == SmNode::Max &&
        SoftmaxReader::equal(x->operands[0], x->operands[1]->operands[0]))
      x = x->operands[0];
    node = x;
    if (x->kind == SmNode::Ext)
      x = x->operands[0];
    return x->kind == SmNode::Leaf ? x->leaf : nullptr;
  }
};
} // namespace

/// Whether `v` is `all(x == -inf)` along `dim` as torch-mlir computes it
/// for SDPA: an and-reduction, from true, of an element-wise `x == -inf`
/// (oeq, so a NaN is not -inf; x possibly widened by extf, which keeps
/// -inf and everything else distinct from it).
static bool isAllMinusInfRow(Value v, Value x, int64_t dim) {
  auto reduce = v.getDefiningOp<linalg::LinalgOp>();
  int64_t rank = tensorType(x).getRank();
  if (!reduce || !reduce.hasPureTensorSemantics() ||
      reduce->getNumResults() != 1 || reduce.getNumDpsInputs() != 1 ||
      reduce.getNumDpsInits() != 1 || reduce.getNumLoops() != rank ||
      reduce.getNumReductionLoops() != 1 ||
      reduce.getIteratorTypesArray()[dim] != utils::IteratorType::reduction)
    return false;
  OpOperand *input = reduce.getDpsInputOperand(0);
  OpOperand *init = reduce.getDpsInitOperand(0);
  if (!reduce.getMatchingIndexingMap(input).isIdentity() ||
      !isRowMapOf(reduce.getMatchingIndexingMap(init), rank, dim))
    return false;
  IntegerAttr start;
  auto fill = init->get().getDefiningOp<linalg::FillOp>();
  if (!fill ||
      !matchPattern(fill.getDpsInputOperand(0)->get(), m_Constant(&start)) ||
      !start.getType().isInteger(1) || !start.getValue().isOne())
    return false;
  auto andOp = yieldedValue(reduce).getDefiningOp<arith::AndIOp>();
  Value acc = reduce.getRegionOutputArgs()[0];
  Value in = reduce.getRegionInputArgs()[0];
  if (!andOp || !((andOp.getLhs() == in && andOp.getRhs() == acc) ||
                  (andOp.getLhs() == acc && andOp.getRhs() == in)))
    return false;

  auto isNegInf = input->get().getDefiningOp<linalg::LinalgOp>();
  if (!isNegInf || !isElementwise(isNegInf) || isNegInf.getNumDpsInputs() != 1)
    return false;
  OpOperand *compared = isNegInf.getDpsInputOperand(0);
  if (compared->get() != x ||
      !isNegInf.getMatchingIndexingMap(compared).isIdentity())
    return false;
  auto cmp = yieldedValue(isNegInf).getDefiningOp<arith::CmpFOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpFPredicate::OEQ)
    return false;
  auto isArg = [&](Value operand) {
    if (auto ext = operand.getDefiningOp<arith::ExtFOp>())
      operand = ext.getIn();
    return inputOf(isNegInf, operand) == compared;
  };
  auto isMinusInf = [&](Value operand) {
    auto c = getBodyConstant(isNegInf, operand);
    return c && std::isinf(*c) && *c < 0;
  };
  return (isArg(cmp.getLhs()) && isMinusInf(cmp.getRhs())) ||
         (isArg(cmp.getRhs()) && isMinusInf(cmp.getLhs()));
}

namespace {
/// `select(all(x == -inf) along dim, 0, attn.softmax(x))`, the guard SDPA
/// puts on fully masked rows (where the decomposed softmax gives NaN) ->
/// the softmax itself. attn.softmax yields zeros for such a row already and
/// the select changes no other row, so dropping it is exact.
struct AbsorbMaskedRowSelect : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op))
      return failure();
    auto select = yieldedValue(op).getDefiningOp<arith::SelectOp>();
    if (!select)
      return failure();
    OpOperand *probs = inputOf(op, select.getFalseValue());
    OpOperand *cond = inputOf(op, select.getCondition());
    if (!probs || !cond || !op.getMatchingIndexingMap(probs).isIdentity() ||
        probs->get().getType() != op->getResult(0).getType())
      return failure();
    auto softmax = probs->get().getDefiningOp<SoftmaxOp>();
    if (!softmax)
      return failure();
    // +0 exactly: attn.softmax's zeros are +0.
    auto zero = getBodyConstant(op, select.getTrueValue());
    if (!zero || *zero != 0.0 || std::signbit(*zero))
      return failure();
    int64_t dim = softmax.getDim();
    if (!isRowMapOf(op.getMatchingIndexingMap(cond), op.getNumLoops(), dim) ||
        !isAllMinusInfRow(cond->get(), softmax.getInput(), dim))
      return failure();
    rewriter.replaceOp(op, softmax.getResult());
    return success();
  }
};
} // namespace

/// The mask `v` negates, when `v` is an element-wise `xori(m, true)` of a
/// mask `m` of its own shape; null otherwise.
static Value negatedMask(Value v) {
  auto op = v.getDefiningOp<linalg::LinalgOp>();
  if (!op || !isElementwise(op) || op.getNumDpsInputs() != 1)
    return nullptr;
  OpOperand *input = op.getDpsInputOperand(0);
  if (!op.getMatchingIndexingMap(input).isIdentity() ||
      input->get().getType() != v.getType())
    return nullptr;
  auto xorOp = yieldedValue(op).getDefiningOp<arith::XOrIOp>();
  if (!xorOp)
    return nullptr;
  Value in = op.getMatchingBlockArgument(input);
  for (auto [x, other] : {std::make_pair(xorOp.getLhs(), xorOp.getRhs()),
                          std::make_pair(xorOp.getRhs(), xorOp.getLhs())}) {
    IntegerAttr one;
    if (x == in && matchPattern(other, m_Constant(&one)) &&
        one.getType().isInteger(1) && one.getValue().isOne())
      return input->get();
  }
  return nullptr;
}

/// Whether `map` reads a same-rank operand of `type` as attn.mask broadcasts
/// its mask: dim k of the operand at loop dim k, or at 0 where it is a unit
/// dim.
static bool isSameRankBroadcast(AffineMap map, RankedTensorType type) {
  if (map.getNumResults() != type.getRank() ||
      map.getNumDims() != type.getRank())
    return false;
  for (auto [k, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (dim.getPosition() != k)
        return false;
      continue;
    }
    auto cst = dyn_cast<AffineConstantExpr>(expr);
    if (!cst || cst.getValue() != 0 || type.getDimSize(k) != 1)
      return false;
  }
  return true;
}

namespace {
/// `select(hidden, 0, attn.softmax(attn.mask(x, keep)))` where `hidden` is
/// `not keep` (or `select(keep, P, 0)`) -> the softmax itself: DeBERTa's
/// XSoftmax (SEW-D, DeBERTa v1) zeroes the probabilities of the keys the
/// mask hid before the softmax. attn.softmax gives those keys exactly 0
/// (exp(-inf)), and a row whose every key is hidden is all zeros already,
/// so dropping the select is exact. Casts may sit on either side of the
/// softmax (bf16 scores widened for it, its f32 result narrowed back): a
/// cast keeps 0 and -inf.
struct AbsorbHiddenKeySelect : OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isElementwise(op) || op->getNumResults() != 1)
      return failure();
    auto select = yieldedValue(op).getDefiningOp<arith::SelectOp>();
    if (!select)
      return failure();
    OpOperand *cond = inputOf(op, select.getCondition());
    if (!cond)
      return failure();
    // Which side holds the probabilities says whether the condition marks
    // the hidden keys or the visible ones.
    for (bool hiddenWhenTrue : {true, false}) {
      Value probsArg =
          hiddenWhenTrue ? select.getFalseValue() : select.getTrueValue();
      Value zeroArg =
          hiddenWhenTrue ? select.getTrueValue() : select.getFalseValue();
      OpOperand *probs = inputOf(op, probsArg);
      if (!probs || !op.getMatchingIndexingMap(probs).isIdentity() ||
          probs->get().getType() != op->getResult(0).getType())
        continue;
      Value probabilities = probs->get();
      if (auto cast = probabilities.getDefiningOp<CastOp>())
        probabilities = cast.getInput();
      auto softmax = probabilities.getDefiningOp<SoftmaxOp>();
      if (!softmax)
        continue;
      // +0 exactly: attn.softmax's zeros are +0.
      auto zero = getBodyConstant(op, zeroArg);
      if (!zero || *zero != 0.0 || std::signbit(*zero))
        continue;
      Value masked = softmax.getInput();
      if (auto cast = masked.getDefiningOp<CastOp>())
        masked = cast.getInput();
      auto mask = masked.getDefiningOp<MaskOp>();
      if (!mask)
        continue;
      Value keep = mask.getMask();
      Value condition = cond->get();
      bool sameKeys = hiddenWhenTrue ? negatedMask(keep) == condition ||
                                           negatedMask(condition) == keep
                                     : condition == keep;
      if (!sameKeys || condition.getType() != keep.getType() ||
          !isSameRankBroadcast(op.getMatchingIndexingMap(cond),
                               tensorType(keep)))
        continue;
      rewriter.replaceOp(op, probs->get());
      return success();
    }
    return failure();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// What sits between the scores and the softmax
//===----------------------------------------------------------------------===//

namespace {
/// softmax(collapse_shape(x)), where the collapse merges only dims before
/// the softmax's (XGLM views its [B, H, Nq, Nkv] scores as [B*H, Nq, Nkv]
/// for the softmax and the P·V batch matmul), is
/// collapse_shape(softmax(x)): the softmax moves to the uncollapsed scores,
/// where the rest of the chain is, and the batch matmul of the collapsed
/// probabilities then splits back to 4-d (SplitMatmulBatch). A cast
/// between them (bf16 scores widened for the softmax) moves up with it.
struct SoftmaxBeforeCollapse : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    Value input = op.getInput();
    auto cast = input.getDefiningOp<CastOp>();
    if (cast)
      input = cast.getInput();
    auto collapse = input.getDefiningOp<tensor::CollapseShapeOp>();
    // Scores of rank 5 or more are an einsum's unit dims, which the layout
    // patterns bring back to rank 4 (DropUnitDimsOfTranspose): a softmax
    // moved up there would hold the chain at rank 5.
    if (!collapse || collapse.getSrcType().getRank() > 4)
      return failure();
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    int64_t dim = op.getDim();
    for (int64_t g = dim, e = groups.size(); g < e; ++g)
      if (groups[g].size() != 1)
        return failure();
    Location loc = op.getLoc();
    Value scores = castLike(rewriter, loc, collapse.getSrc(), cast);
    Value softmax = SoftmaxOp::create(
        rewriter, loc, scores, rewriter.getI64IntegerAttr(groups[dim].front()));
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, op.getType(),
                                                         softmax, groups);
    return success();
  }
};

/// softmax(max(x, lowest)) is softmax(x): XGLM clamps its masked scores at
/// the lowest finite value before the softmax, which turns -inf into a
/// value the softmax gives the same zero weight. Only a row with every key
/// masked differs (uniform there, zeros in attn.softmax), as with the masks
/// that use the lowest finite value (docs/fusion.md, Numerics), and a NaN
/// score, which an ordered select of the greater clamps, stays NaN. The
/// clamp may be read through a cast (bf16 scores widened for the softmax):
/// a cast keeps the order of values.
struct DropLowestClampBeforeSoftmax : OpRewritePattern<SoftmaxOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SoftmaxOp op,
                                PatternRewriter &rewriter) const override {
    Value clamped = op.getInput();
    auto cast = clamped.getDefiningOp<CastOp>();
    if (cast)
      clamped = cast.getInput();
    auto clamp = clamped.getDefiningOp<linalg::GenericOp>();
    if (!clamp || !isElementwise(clamp))
      return failure();
    std::optional<std::pair<Value, Value>> operands =
        maxOperands(yieldedValue(clamp));
    if (!operands)
      return failure();
    Type elementType = tensorType(clamped).getElementType();
    for (auto [x, bound] :
         {*operands, std::make_pair(operands->second, operands->first)}) {
      OpOperand *input = inputOf(clamp, x);
      std::optional<double> lowest = getBodyConstant(clamp, bound);
      if (!input || !lowest || !isMinusInfOrLowest(*lowest, elementType) ||
          !clamp.getMatchingIndexingMap(input).isIdentity() ||
          input->get().getType() != clamped.getType())
        continue;
      Value scores = castLike(rewriter, op.getLoc(), input->get(), cast);
      rewriter.modifyOpInPlace(op,
                               [&] { op.getInputMutable().assign(scores); });
      return success();
    }
    return failure();
  }

private:
  /// The two operands of `v` when it is their maximum: `maximumf`,
  /// `maxnumf`, or a select of the greater of them.
  static std::optional<std::pair<Value, Value>> maxOperands(Value v) {
    Operation *def = v.getDefiningOp();
    if (isa_and_nonnull<arith::MaximumFOp, arith::MaxNumFOp>(def))
      return std::make_pair(def->getOperand(0), def->getOperand(1));
    auto select = dyn_cast_or_null<arith::SelectOp>(def);
    if (!select)
      return std::nullopt;
    auto cmp = select.getCondition().getDefiningOp<arith::CmpFOp>();
    if (!cmp)
      return std::nullopt;
    using P = arith::CmpFPredicate;
    P pred = cmp.getPredicate();
    Value a = cmp.getLhs(), b = cmp.getRhs();
    bool greater =
        pred == P::OGT || pred == P::OGE || pred == P::UGT || pred == P::UGE;
    bool less =
        pred == P::OLT || pred == P::OLE || pred == P::ULT || pred == P::ULE;
    // a > b ? a : b, or a < b ? b : a.
    if ((greater && select.getTrueValue() == a &&
         select.getFalseValue() == b) ||
        (less && select.getTrueValue() == b && select.getFalseValue() == a))
      return std::make_pair(a, b);
    return std::nullopt;
  }
};
} // namespace

void mlir::attn::populateRaiseSoftmaxPatterns(RewritePatternSet &patterns) {
  // The softmax reader looks through element-wise ops, so it runs before
  // the element-wise patterns rewrite the softmax's own pieces.
  patterns.add<RaiseDecomposedSoftmax>(patterns.getContext(),
                                       /*benefit=*/2);
  patterns.add<RaiseNamedSoftmax, AbsorbMaskedRowSelect, AbsorbHiddenKeySelect,
               SoftmaxBeforeCollapse, DropLowestClampBeforeSoftmax>(
      patterns.getContext());
}
