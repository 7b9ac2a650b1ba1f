//===- MaskIndexCompare.cpp - index compares as key bands -----------------===//
//
// Part of attn-opt. The part of MaskReader (MaskReader.h) that reads a
// compare of indices, linear forms of the query and key loops and their
// absolute values, as bounds on j - i: causal, sliding and local windows.
//
//===----------------------------------------------------------------------===//

#include "MaskReader.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::attn;

std::optional<MaskReader::Linear> MaskReader::readInt(const Frame &frame,
                                                      Value v, int depth) {
  if (OpOperand *input = inputOf(frame, v)) {
    std::optional<Frame> child;
    if (depth < kMaxDepth && (child = producerFrame(frame, input)))
      return readInt(*child, yielded(child->op), depth + 1);
    return fail([&] {
      return "an index is read from " + describe(input->get()) +
             ", not computed from loop indices";
    });
  }
  if (auto index = v.getDefiningOp<linalg::IndexOp>()) {
    int64_t loop = frame.loops[index.getDim()];
    Linear r;
    if (loop == qLoop)
      r.ai = 1;
    else if (loop == kLoop)
      r.aj = 1;
    else if (loop != -1)
      return fail("a compare reads the index of loop " + std::to_string(loop) +
                  ", not the query or key index");
    return r;
  }
  IntegerAttr cst;
  if (matchPattern(v, m_Constant(&cst))) {
    Linear r;
    r.k = cst.getValue().getSExtValue();
    r.signedOnly = r.k < 0;
    return r;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return fail("an index is a block argument");
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(def))
    return readInt(frame, def->getOperand(0), depth);
  if (!isa<arith::AddIOp, arith::SubIOp>(def))
    return fail([&] {
      return "an index is computed by " + where(def) +
             ", not by additions of indices and constants";
    });
  auto a = readInt(frame, def->getOperand(0), depth);
  if (!a)
    return std::nullopt;
  auto b = readInt(frame, def->getOperand(1), depth);
  if (!b)
    return std::nullopt;
  int64_t sign = isa<arith::SubIOp>(def) ? -1 : 1;
  Linear r;
  r.ai = a->ai + sign * b->ai;
  r.aj = a->aj + sign * b->aj;
  r.k = a->k + sign * b->k;
  r.signedOnly = a->signedOnly || b->signedOnly || sign < 0;
  return r;
}

arith::CmpIPredicate MaskReader::swapSides(arith::CmpIPredicate pred) {
  using P = arith::CmpIPredicate;
  switch (pred) {
  case P::sgt:
    return P::slt;
  case P::sge:
    return P::sle;
  case P::slt:
    return P::sgt;
  case P::sle:
    return P::sge;
  case P::ugt:
    return P::ult;
  case P::uge:
    return P::ule;
  case P::ult:
    return P::ugt;
  case P::ule:
    return P::uge;
  default:
    return pred;
  }
}

std::optional<std::pair<MaskReader::Frame, Value>>
MaskReader::readAbs(const Frame &frame, Value v, int depth) {
  if (OpOperand *input = inputOf(frame, v)) {
    std::optional<Frame> child;
    if (depth >= kMaxDepth || !(child = producerFrame(frame, input)))
      return std::nullopt;
    return readAbs(*child, yielded(child->op), depth + 1);
  }
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != frame.op.getBlock())
    return std::nullopt;
  if (isa<arith::IndexCastOp, arith::ExtSIOp>(def))
    return readAbs(frame, def->getOperand(0), depth);
  if (auto abs = dyn_cast<math::AbsIOp>(def))
    return std::make_pair(frame, abs.getOperand());
  return std::nullopt;
}

std::optional<MaskReader::Cond>
MaskReader::readIndexCompare(const Frame &frame, arith::CmpIOp cmp, int depth) {
  using P = arith::CmpIPredicate;
  for (int side = 0; side < 2; ++side) {
    std::optional<std::pair<Frame, Value>> abs =
        readAbs(frame, cmp->getOperand(side), depth);
    if (!abs)
      continue;
    auto e = readInt(abs->first, abs->second, depth);
    if (!e)
      return std::nullopt;
    auto bound = readInt(frame, cmp->getOperand(1 - side), depth);
    if (!bound)
      return std::nullopt;
    // As `|e| pred bound`; |e| is never negative, so an unsigned compare
    // with a bound that is no difference is the signed one.
    P pred = side == 0 ? cmp.getPredicate() : swapSides(cmp.getPredicate());
    bool isUnsigned =
        pred == P::ugt || pred == P::uge || pred == P::ult || pred == P::ule;
    if (isUnsigned && bound->signedOnly)
      return fail("an unsigned compare of an absolute value with a "
                  "difference of indices");
    bool within;
    switch (pred) {
    case P::sle:
    case P::ule:
      within = true;
      pred = P::sle;
      break;
    case P::slt:
    case P::ult:
      within = true;
      pred = P::slt;
      break;
    case P::sgt:
    case P::ugt:
      // |e| > b is !(|e| <= b).
      within = false;
      pred = P::sle;
      break;
    case P::sge:
    case P::uge:
      within = false;
      pred = P::slt;
      break;
    default:
      return fail("an equality compare of an absolute value of indices");
    }
    Linear negated = *e;
    negated.ai = -e->ai;
    negated.aj = -e->aj;
    negated.k = -e->k;
    negated.signedOnly = true;
    std::optional<Cond> upper = compareLinear(*e, pred, *bound);
    if (!upper)
      return std::nullopt;
    std::optional<Cond> lower = compareLinear(negated, pred, *bound);
    if (!lower)
      return std::nullopt;
    Cond c = *upper;
    merge(c.terms, lower->terms);
    c = normalize(c);
    return within ? c : negate(c);
  }
  auto lhs = readInt(frame, cmp.getLhs(), depth);
  if (!lhs)
    return std::nullopt;
  auto rhs = readInt(frame, cmp.getRhs(), depth);
  if (!rhs)
    return std::nullopt;
  return compareLinear(*lhs, cmp.getPredicate(), *rhs);
}

std::optional<MaskReader::Cond>
MaskReader::compareLinear(const Linear &lhs, arith::CmpIPredicate pred,
                          const Linear &rhs) {
  using P = arith::CmpIPredicate;
  // Indices are non-negative: unsigned compares of sums of indices and
  // non-negative constants are the signed ones.
  bool isUnsigned =
      pred == P::ugt || pred == P::uge || pred == P::ult || pred == P::ule;
  if (isUnsigned && (lhs.signedOnly || rhs.signedOnly))
    return fail("an unsigned compare of a difference of indices");
  switch (pred) {
  case P::ugt:
    pred = P::sgt;
    break;
  case P::uge:
    pred = P::sge;
    break;
  case P::ult:
    pred = P::slt;
    break;
  case P::ule:
    pred = P::sle;
    break;
  default:
    break;
  }
  // `ai * i + aj * j + k pred 0`.
  int64_t ai = lhs.ai - rhs.ai, aj = lhs.aj - rhs.aj, k = lhs.k - rhs.k;
  // Indices are non-negative, so a sum of them with non-negative
  // coefficients is at least k: transformers' bidirectional mask is
  // `q_idx >= 0`, which holds everywhere.
  {
    int64_t si = ai, sj = aj, sk = k;
    P spred = pred;
    if (spred == P::sle || spred == P::slt) {
      si = -si;
      sj = -sj;
      sk = -sk;
      spred = spred == P::sle ? P::sge : P::sgt;
    }
    if (si >= 0 && sj >= 0 &&
        ((spred == P::sge && sk >= 0) || (spred == P::sgt && sk > 0)))
      return Cond();
  }
  // With one query row, i is 0: a bound on j alone is one on j - i.
  if (unitQuery)
    ai = -aj;
  if (aj == -1 && ai == 1) {
    ai = -1;
    aj = 1;
    k = -k;
    pred = swapSides(pred);
  }
  if (aj != 1 || ai != -1)
    return fail("a compare of indices is not one of key minus query "
                "against a constant");
  // Now `j - i + k pred 0`.
  Cond c;
  switch (pred) {
  case P::sgt:
    c.terms.lower = 1 - k;
    break;
  case P::sge:
    c.terms.lower = -k;
    break;
  case P::slt:
    c.terms.upper = -k - 1;
    break;
  case P::sle:
    c.terms.upper = -k;
    break;
  case P::eq:
    c.terms.upper = c.terms.lower = -k;
    break;
  case P::ne:
    c.terms.upper = c.terms.lower = -k;
    c.negated = true;
    break;
  default:
    return fail("an unsupported index compare");
  }
  return c;
}
