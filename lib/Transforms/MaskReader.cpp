//===- MaskReader.cpp - a mask's terms from its IR ------------------------===//
//
// Part of attn-opt. MaskReader (MaskReader.h), all but its index compares
// (MaskIndexCompare.cpp): the frames of the generics a condition is
// computed through, key padding read or gathered from a [B, Nkv] tensor,
// boolean algebra over terms, and biases of two constants compared back
// into their condition.
//
//===----------------------------------------------------------------------===//

#include "MaskReader.h"
#include "Describe.h"
#include "RaiseUtils.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::attn;

bool MaskReader::isElementwiseGeneric(linalg::LinalgOp op) {
  if (!op || !op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumParallelLoops() != op.getNumLoops())
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  return op.getMatchingIndexingMap(init).isIdentity() &&
         !op.payloadUsesValueFromOperand(init);
}

std::string MaskReader::where(Operation *op) { return describeOp(op); }

std::optional<MaskReader::Frame> MaskReader::producerFrame(const Frame &frame,
                                                           OpOperand *input) {
  AffineMap map = frame.op.getMatchingIndexingMap(input);
  SmallVector<int64_t> loops;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      loops.push_back(frame.loops[dim.getPosition()]);
    else if (auto cst = dyn_cast<AffineConstantExpr>(expr);
             cst && cst.getValue() == 0)
      loops.push_back(-1);
    else
      return std::nullopt;
  }
  Value source = input->get();
  while (true) {
    // A collapse: each source dim runs along its group's loop when it is
    // the group's one non-unit dim; unit dims are always 0.
    if (auto collapse = source.getDefiningOp<tensor::CollapseShapeOp>()) {
      ArrayRef<int64_t> shape = collapse.getSrcType().getShape();
      SmallVector<int64_t> sourceLoops(shape.size(), -1);
      for (auto [g, group] :
           llvm::enumerate(collapse.getReassociationIndices())) {
        int nonUnit = 0;
        for (int64_t d : group)
          if (shape[d] != 1) {
            sourceLoops[d] = loops[g];
            ++nonUnit;
          }
        if (nonUnit > 1)
          return std::nullopt;
      }
      loops = std::move(sourceLoops);
      source = collapse.getSrc();
      continue;
    }
    auto expand = source.getDefiningOp<tensor::ExpandShapeOp>();
    if (!expand)
      break;
    ArrayRef<int64_t> shape = expand.getResultType().getShape();
    SmallVector<int64_t> sourceLoops;
    for (const ReassociationIndices &group : expand.getReassociationIndices()) {
      int64_t loop = -1;
      int nonUnit = 0;
      for (int64_t d : group) {
        if (shape[d] == 1)
          continue;
        loop = loops[d];
        ++nonUnit;
      }
      if (nonUnit > 1)
        return std::nullopt;
      sourceLoops.push_back(loop);
    }
    loops = std::move(sourceLoops);
    source = expand.getSrc();
  }
  auto producer = source.getDefiningOp<linalg::LinalgOp>();
  if (!isElementwiseGeneric(producer) ||
      static_cast<int64_t>(loops.size()) != producer.getNumLoops())
    return std::nullopt;
  return Frame{producer, std::move(loops)};
}

std::optional<int64_t> MaskReader::readLoop(const Frame &frame, Value v,
                                            int depth) {
  if (OpOperand *input = inputOf(frame, v)) {
    std::optional<Frame> child;
    if (depth < kMaxDepth && (child = producerFrame(frame, input)))
      return readLoop(*child, yielded(child->op), depth + 1);
    return fail([&] {
      return "an index is read from " + describe(input->get()) +
             ", not computed from loop indices";
    });
  }
  if (auto index = v.getDefiningOp<linalg::IndexOp>())
    return frame.loops[index.getDim()];
  if (matchPattern(v, m_Zero()))
    return -1;
  Operation *def = v.getDefiningOp();
  if (!def)
    return fail("an index is a block argument");
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(def))
    return readLoop(frame, def->getOperand(0), depth);
  if (auto select = dyn_cast<arith::SelectOp>(def)) {
    Value x = select.getFalseValue();
    auto isNegative = select.getCondition().getDefiningOp<arith::CmpIOp>();
    auto wrapped = select.getTrueValue().getDefiningOp<arith::AddIOp>();
    if (isNegative && isNegative.getPredicate() == arith::CmpIPredicate::slt &&
        isNegative.getLhs() == x &&
        matchPattern(isNegative.getRhs(), m_Zero()) && wrapped &&
        wrapped.getLhs() == x)
      return readLoop(frame, x, depth);
  }
  return fail([&] {
    return "an index of a gather is computed by " + where(def) +
           ", not a loop index";
  });
}

std::optional<MaskReader::Cond>
MaskReader::readGather(const Frame &frame, tensor::ExtractOp extract,
                       int depth) {
  Value tensor = extract.getTensor();
  if (frame.op->isAncestor(tensor.getParentRegion()->getParentOp()))
    return fail("a gather from a tensor computed in the generic");
  PaddingTerm term;
  term.source = tensor;
  term.keyDim = -1;
  RankedTensorType type = extract.getTensor().getType();
  for (auto [t, index] : llvm::enumerate(extract.getIndices())) {
    std::optional<int64_t> loop = readLoop(frame, index, depth);
    if (!loop)
      return std::nullopt;
    if (type.getDimSize(t) == 1)
      continue;
    if (*loop == kLoop && term.keyDim < 0)
      term.keyDim = t;
    else if (*loop == 0 && rank == 4 && term.batchDim < 0 && term.keyDim < 0)
      term.batchDim = t;
    else
      return fail([&] {
        return "a gather from " + describe(tensor) +
               " is indexed by other than the batch and key indices";
      });
  }
  if (term.keyDim < 0)
    return fail([&] {
      return "a gather from " + describe(tensor) +
             " is not indexed by the key index";
    });
  Cond c;
  c.terms.padding.push_back(term);
  return c;
}

OpOperand *MaskReader::inputOf(const Frame &frame, Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner() != frame.op.getBlock() ||
      arg.getArgNumber() >= frame.op.getNumDpsInputs())
    return nullptr;
  return frame.op.getDpsInputOperand(arg.getArgNumber());
}

std::optional<SegmentIds>
MaskReader::readAlong(const Frame &frame, OpOperand *input, int64_t loop) {
  Value tensor = input->get();
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  AffineMap map = frame.op.getMatchingIndexingMap(input);
  if (!type || map.getNumResults() != type.getRank())
    return std::nullopt;
  SegmentIds ids;
  ids.source = tensor;
  ids.lengthDim = -1;
  for (auto [t, expr] : llvm::enumerate(map.getResults())) {
    int64_t exprLoop = -1;
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      exprLoop = frame.loops[dim.getPosition()];
    else if (!isa<AffineConstantExpr>(expr))
      return std::nullopt;
    // A unit dim along `loop` is its length when the loop has one step.
    if (exprLoop == loop && ids.lengthDim < 0) {
      ids.lengthDim = t;
      continue;
    }
    if (type.getDimSize(t) == 1)
      continue;
    if (exprLoop == 0 && rank == 4 && ids.batchDim < 0 && ids.lengthDim < 0)
      ids.batchDim = t;
    else
      return std::nullopt;
  }
  // With one query row, ids along the query loop may have no dim for it.
  if (ids.lengthDim < 0 && !(loop == qLoop && unitQuery))
    return std::nullopt;
  return ids;
}

std::optional<PaddingTerm> MaskReader::readPadding(const Frame &frame,
                                                   OpOperand *input) {
  std::optional<SegmentIds> along = readAlong(frame, input, kLoop);
  if (!along)
    return std::nullopt;
  PaddingTerm term;
  term.source = along->source;
  term.batchDim = along->batchDim;
  term.keyDim = along->lengthDim;
  return term;
}

std::optional<MaskReader::Cond>
MaskReader::readSegmentCompare(const Frame &frame, arith::CmpIOp cmp) {
  using P = arith::CmpIPredicate;
  if (rank != 4 || (cmp.getPredicate() != P::eq && cmp.getPredicate() != P::ne))
    return std::nullopt;
  Type element = cmp.getLhs().getType();
  if (!element.isInteger(32) && !element.isInteger(64))
    return std::nullopt;
  for (int side = 0; side < 2; ++side) {
    OpOperand *query = inputOf(frame, cmp->getOperand(side));
    OpOperand *key = inputOf(frame, cmp->getOperand(1 - side));
    if (!query || !key)
      return std::nullopt;
    std::optional<SegmentIds> queryIds = readAlong(frame, query, qLoop);
    std::optional<SegmentIds> keyIds = readAlong(frame, key, kLoop);
    if (!queryIds || !keyIds)
      continue;
    Cond c;
    c.terms.segments.push_back({*queryIds, *keyIds});
    c.negated = cmp.getPredicate() == P::ne;
    return c;
  }
  return std::nullopt;
}

std::optional<MaskReader::Cond> MaskReader::readBool(const Frame &frame,
                                                     Value v, int depth) {
  IntegerAttr cst;
  if (matchPattern(v, m_Constant(&cst))) {
    Cond c;
    c.negated = cst.getValue().isZero();
    return c;
  }
  if (OpOperand *input = inputOf(frame, v)) {
    // A splat constant tensor: the all-true (or all-false) mask.
    DenseElementsAttr dense;
    if (matchPattern(input->get(), m_Constant(&dense)) && dense.isSplat() &&
        dense.getElementType().isInteger(1)) {
      Cond c;
      c.negated = !dense.getSplatValue<bool>();
      return c;
    }
    std::optional<Frame> child;
    if (depth < kMaxDepth && (child = producerFrame(frame, input)))
      return readBool(*child, yielded(child->op), depth + 1);
    if (std::optional<PaddingTerm> pad = readPadding(frame, input)) {
      Cond c;
      c.terms.padding.push_back(*pad);
      return c;
    }
    return fail([&] {
      return "a boolean is read from " + describe(input->get()) +
             ", which is neither computed from indices nor a [B, Nkv] "
             "padding mask";
    });
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return fail("a boolean is a block argument");
  if (auto extract = dyn_cast<tensor::ExtractOp>(def))
    return readGather(frame, extract, depth);
  if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
    if (std::optional<Cond> c = readElementCompare(frame, def))
      return c;
    if (std::optional<Cond> c = readSegmentCompare(frame, cmp))
      return c;
    return readIndexCompare(frame, cmp, depth);
  }
  if (auto cmp = dyn_cast<arith::CmpFOp>(def)) {
    if (std::optional<Cond> c = readElementCompare(frame, def))
      return c;
    if (std::optional<SelectCompare> c = readSelectCompare(frame, cmp, depth))
      return c->cond;
    return fail([&] {
      return "a float compare of " + where(def) +
             " is not a padding mask against a constant";
    });
  }
  if (auto xori = dyn_cast<arith::XOrIOp>(def)) {
    for (int side = 0; side < 2; ++side) {
      if (!matchPattern(xori->getOperand(1 - side), m_One()))
        continue;
      std::optional<Cond> inner =
          readBool(frame, xori->getOperand(side), depth);
      if (!inner)
        return std::nullopt;
      return negate(*inner);
    }
    return fail("an xor of two conditions");
  }
  if (isa<arith::AndIOp, arith::OrIOp>(def)) {
    bool isOr = isa<arith::OrIOp>(def);
    std::optional<Cond> a = readBool(frame, def->getOperand(0), depth);
    if (!a)
      return std::nullopt;
    std::optional<Cond> b = readBool(frame, def->getOperand(1), depth);
    if (!b)
      return std::nullopt;
    // a | b = !(!a & !b).
    if (isOr) {
      a = negate(*a);
      b = negate(*b);
    }
    if (a->negated || b->negated)
      return fail([&] {
        return std::string("an ") + (isOr ? "or" : "and") +
               " of conditions that is no single band of keys and "
               "padding (" +
               where(def) + ")";
      });
    Cond c = *a;
    merge(c.terms, b->terms);
    c.negated = isOr;
    return normalize(c);
  }
  return fail([&] { return "a boolean is computed by " + where(def); });
}

std::optional<MaskReader::SelectCompare>
MaskReader::readSelectCompare(const Frame &frame, arith::CmpFOp cmp,
                              int depth) {
  for (int side = 0; side < 2; ++side) {
    std::optional<double> c =
        getBodyConstant(frame.op, cmp->getOperand(1 - side));
    if (!c)
      continue;
    Frame selectFrame = frame;
    int selectDepth = depth;
    Value x = cmp->getOperand(side);
    if (OpOperand *input = inputOf(frame, x)) {
      std::optional<Frame> child;
      if (depth >= kMaxDepth || !(child = producerFrame(frame, input)))
        continue;
      selectFrame = *child;
      x = yielded(child->op);
      ++selectDepth;
    }
    auto select = x.getDefiningOp<arith::SelectOp>();
    if (!select || select->getBlock() != selectFrame.op.getBlock())
      continue;
    std::optional<double> a =
        getBodyConstant(selectFrame.op, select.getTrueValue());
    std::optional<double> b =
        getBodyConstant(selectFrame.op, select.getFalseValue());
    if (!a || !b)
      continue;
    auto holds = [&](double value) {
      APFloat lhs(side == 0 ? value : *c), rhs(side == 0 ? *c : value);
      return arith::applyCmpPredicate(cmp.getPredicate(), lhs, rhs);
    };
    bool onTrue = holds(*a), onFalse = holds(*b);
    if (onTrue == onFalse) {
      Cond all;
      all.negated = !onTrue;
      return SelectCompare{all};
    }
    std::optional<Cond> inner =
        readBool(selectFrame, select.getCondition(), selectDepth);
    if (inner && !onTrue)
      inner = negate(*inner);
    return SelectCompare{inner};
  }
  return std::nullopt;
}

std::optional<MaskReader::Cond>
MaskReader::readElementCompare(const Frame &frame, Operation *cmp) {
  for (unsigned side = 0; side < 2; ++side) {
    OpOperand *input = inputOf(frame, cmp->getOperand(side));
    if (!input || !matchPattern(cmp->getOperand(1 - side), m_Constant()))
      continue;
    std::optional<PaddingTerm> pad = readPadding(frame, input);
    if (!pad)
      return std::nullopt;
    pad->cmp = cmp;
    pad->cmpSide = side;
    Cond c;
    c.terms.padding.push_back(*pad);
    return c;
  }
  return std::nullopt;
}

void MaskReader::merge(StructuredMask &a, const StructuredMask &b) {
  if (b.upper)
    a.upper = a.upper ? std::min(*a.upper, *b.upper) : *b.upper;
  if (b.lower)
    a.lower = a.lower ? std::max(*a.lower, *b.lower) : *b.lower;
  llvm::append_range(a.padding, b.padding);
  llvm::append_range(a.segments, b.segments);
}

MaskReader::Cond MaskReader::normalize(Cond c) {
  if (!c.negated)
    return c;
  StructuredMask &t = c.terms;
  // Different segment ids are no segment term.
  int terms = (t.upper ? 1 : 0) + (t.lower ? 1 : 0) + t.padding.size();
  if (terms != 1 || !t.segments.empty())
    return c;
  c.negated = false;
  if (t.upper) {
    t.lower = *t.upper + 1;
    t.upper.reset();
  } else if (t.lower) {
    t.upper = *t.lower - 1;
    t.lower.reset();
  } else {
    t.padding[0].negate = !t.padding[0].negate;
  }
  return c;
}

MaskReader::Cond MaskReader::negate(Cond c) {
  c.negated = !c.negated;
  return normalize(c);
}

std::optional<StructuredMask> MaskReader::visibleTerms(std::optional<Cond> c,
                                                       bool visibleWhenTrue) {
  if (!c)
    return std::nullopt;
  if (!visibleWhenTrue)
    c = negate(*c);
  if (c->negated)
    return fail("the visible keys are the complement of a band of keys, "
                "padding and segments");
  return c->terms;
}

std::string MaskReader::describe(Value v) {
  if (isa<BlockArgument>(v))
    return "a block argument";
  return where(v.getDefiningOp());
}
