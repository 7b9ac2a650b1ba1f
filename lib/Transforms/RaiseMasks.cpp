//===- RaiseMasks.cpp - structured masks from index compares --------------===//
//
// Part of attn-opt. Reads masks that frameworks compute from indices
// (torch.arange / linalg.index compares for causal and sliding-window
// masks), per-batch key padding, and their AND/OR combinations, through any
// number of element-wise generics, as a StructuredMask (ApplyMasks.cpp
// builds it as attn ops); and explains, for the attn-fuse remarks, why a mask
// that stayed dense is not one.
//
//===----------------------------------------------------------------------===//

#include "RaiseMasks.h"
#include "Describe.h"
#include "RaiseUtils.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

namespace {

/// Generics are read through at most this many producers.
constexpr int kMaxDepth = 8;

/// `ai * i + aj * j + k` over the query index i and the key index j of the
/// scores op.
struct Linear {
  int64_t ai = 0, aj = 0, k = 0;
  /// A subtraction or negative constant was seen: unsigned compares of it
  /// are not the signed ones.
  bool signedOnly = false;
};

/// A boolean: `negated ? !AND(terms) : AND(terms)`.
struct Cond {
  StructuredMask terms;
  bool negated = false;
};

/// An element-wise generic on tensors with an identity output map.
bool isElementwiseGeneric(linalg::LinalgOp op) {
  if (!op || !op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumParallelLoops() != op.getNumLoops())
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  return op.getMatchingIndexingMap(init).isIdentity() &&
         !op.payloadUsesValueFromOperand(init);
}

/// A float constant: in the body, captured, or a splat or filled tensor.
std::optional<double> floatConstant(linalg::LinalgOp op, Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return floatConstant(op, ext.getIn());
  if (auto trunc = v.getDefiningOp<arith::TruncFOp>()) {
    // The narrowed constant is what the body computes with.
    std::optional<double> wide = floatConstant(op, trunc.getIn());
    if (!wide)
      return std::nullopt;
    APFloat narrow(*wide);
    bool losesInfo;
    narrow.convert(cast<FloatType>(trunc.getType()).getFloatSemantics(),
                   APFloat::rmNearestTiesToEven, &losesInfo);
    return narrow.convertToDouble();
  }
  if (auto arg = dyn_cast<BlockArgument>(v);
      arg && arg.getOwner() == op.getBlock() &&
      arg.getArgNumber() < op.getNumDpsInputs())
    v = op.getDpsInputOperand(arg.getArgNumber())->get();
  return splatFloat(v);
}

/// Where an op is, for reasons: "linalg.generic at file.mlir:3:5".
std::string where(Operation *op) { return describeOp(op); }

/// Reads conditions of a scores op `top`, looking through the generics
/// that compute them. A frame is a generic with, for each of its loops, the
/// loop of `top` it runs along (-1: it is always 0).
class MaskReader {
public:
  MaskReader(linalg::LinalgOp top, std::string *whyNot) : whyNot(whyNot) {
    auto type = cast<RankedTensorType>(top->getResult(0).getType());
    rank = type.getRank();
    qLoop = rank - 2;
    kLoop = rank - 1;
    // Entry points refuse ops of rank < 2 before reading anything.
    unitQuery = rank >= 2 && type.getDimSize(qLoop) == 1;
  }

  struct Frame {
    /// Mutable: LinalgOp's accessors are not const.
    mutable linalg::LinalgOp op;
    SmallVector<int64_t> loops;
  };

  Frame topFrame(linalg::LinalgOp op) {
    return {op, llvm::to_vector(llvm::seq<int64_t>(0, op.getNumLoops()))};
  }

  /// The frame of the producer of `input` of `frame`, when it is an
  /// element-wise generic read through dims and constant-0 indices.
  /// Also through tensor.expand_shape, as torch-mlir's `arange(n)[:, None]`
  /// is (each source dim runs along the one non-unit dim of its group), and
  /// tensor.collapse_shape of unit dims.
  std::optional<Frame> producerFrame(const Frame &frame, OpOperand *input) {
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
      for (const ReassociationIndices &group :
           expand.getReassociationIndices()) {
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

  /// The loop of the scores op that index `v` runs along (-1: it is always
  /// 0), through producers, casts and Python's negative-index wrap
  /// `x < 0 ? x + n : x` (an index is never negative).
  std::optional<int64_t> readLoop(const Frame &frame, Value v, int depth) {
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
      if (isNegative &&
          isNegative.getPredicate() == arith::CmpIPredicate::slt &&
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

  /// `tensor[idx...]` of a tensor from outside `frame`, every index a loop
  /// of the scores op, as key padding (transformers' `padding_mask[b, j]`).
  std::optional<Cond> readGather(const Frame &frame, tensor::ExtractOp extract,
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

  OpOperand *inputOf(const Frame &frame, Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    if (!arg || arg.getOwner() != frame.op.getBlock() ||
        arg.getArgNumber() >= frame.op.getNumDpsInputs())
      return nullptr;
    return frame.op.getDpsInputOperand(arg.getArgNumber());
  }

  Value yielded(linalg::LinalgOp op) {
    return op.getBlock()->getTerminator()->getOperand(0);
  }

  std::optional<Linear> readInt(const Frame &frame, Value v, int depth) {
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
        return fail("a compare reads the index of loop " +
                    std::to_string(loop) + ", not the query or key index");
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

  /// `lhs pred rhs` on indices as bounds on j - i.
  std::optional<Cond> readIndexCompare(const Frame &frame, arith::CmpIOp cmp,
                                       int depth) {
    auto lhs = readInt(frame, cmp.getLhs(), depth);
    if (!lhs)
      return std::nullopt;
    auto rhs = readInt(frame, cmp.getRhs(), depth);
    if (!rhs)
      return std::nullopt;
    using P = arith::CmpIPredicate;
    P pred = cmp.getPredicate();
    // Indices are non-negative: unsigned compares of sums of indices and
    // non-negative constants are the signed ones.
    bool isUnsigned =
        pred == P::ugt || pred == P::uge || pred == P::ult || pred == P::ule;
    if (isUnsigned && (lhs->signedOnly || rhs->signedOnly))
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
    int64_t ai = lhs->ai - rhs->ai, aj = lhs->aj - rhs->aj, k = lhs->k - rhs->k;
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
      pred = pred == P::sgt   ? P::slt
             : pred == P::sge ? P::sle
             : pred == P::slt ? P::sgt
             : pred == P::sle ? P::sge
                              : pred;
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

  /// Reads `tensor`, read by `frame` through `map`, as key padding: every
  /// dim 1 but the key dim and a batch dim.
  std::optional<PaddingTerm> readPadding(const Frame &frame, OpOperand *input) {
    Value tensor = input->get();
    auto type = dyn_cast<RankedTensorType>(tensor.getType());
    AffineMap map = frame.op.getMatchingIndexingMap(input);
    if (!type || map.getNumResults() != type.getRank())
      return std::nullopt;
    PaddingTerm term;
    term.source = tensor;
    term.keyDim = -1;
    for (auto [t, expr] : llvm::enumerate(map.getResults())) {
      int64_t loop = -1;
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        loop = frame.loops[dim.getPosition()];
      else if (!isa<AffineConstantExpr>(expr))
        return std::nullopt;
      if (type.getDimSize(t) == 1)
        continue;
      if (loop == kLoop && term.keyDim < 0)
        term.keyDim = t;
      else if (loop == 0 && rank == 4 && term.batchDim < 0 && term.keyDim < 0)
        term.batchDim = t;
      else
        return std::nullopt;
    }
    if (term.keyDim < 0)
      return std::nullopt;
    return term;
  }

  /// A boolean of the body of `frame` as a condition.
  std::optional<Cond> readBool(const Frame &frame, Value v, int depth) {
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
      return readIndexCompare(frame, cmp, depth);
    }
    if (isa<arith::CmpFOp>(def)) {
      if (std::optional<Cond> c = readElementCompare(frame, def))
        return c;
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

  /// `x pred c` with x read from a padding tensor and c a constant.
  std::optional<Cond> readElementCompare(const Frame &frame, Operation *cmp) {
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

  /// Ands `b` into `a`.
  static void merge(StructuredMask &a, const StructuredMask &b) {
    if (b.upper)
      a.upper = a.upper ? std::min(*a.upper, *b.upper) : *b.upper;
    if (b.lower)
      a.lower = a.lower ? std::max(*a.lower, *b.lower) : *b.lower;
    llvm::append_range(a.padding, b.padding);
  }

  /// A negated single term is a term: !(j <= i + u) is j >= i + u + 1, and
  /// a negated padding mask is padding on the negated mask.
  static Cond normalize(Cond c) {
    if (!c.negated)
      return c;
    StructuredMask &t = c.terms;
    int terms = (t.upper ? 1 : 0) + (t.lower ? 1 : 0) + t.padding.size();
    if (terms != 1)
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

  static Cond negate(Cond c) {
    c.negated = !c.negated;
    return normalize(c);
  }

  /// The terms of the visible keys, from condition `c` that holds where
  /// keys are visible (`visibleWhenTrue`) or hidden.
  std::optional<StructuredMask> visibleTerms(std::optional<Cond> c,
                                             bool visibleWhenTrue) {
    if (!c)
      return std::nullopt;
    if (!visibleWhenTrue)
      c = negate(*c);
    if (c->negated)
      return fail("the visible keys are the complement of a band of keys "
                  "and padding");
    return c->terms;
  }

  std::nullopt_t fail(const std::string &reason) {
    if (whyNot && whyNot->empty())
      *whyNot = reason;
    return std::nullopt;
  }

  /// fail() for a reason that names IR: printing it is costly, and the
  /// patterns, which ask for no reason, try every element-wise op.
  std::nullopt_t fail(llvm::function_ref<std::string()> reason) {
    if (whyNot && whyNot->empty())
      *whyNot = reason();
    return std::nullopt;
  }

  static std::string describe(Value v) {
    if (isa<BlockArgument>(v))
      return "a block argument";
    return where(v.getDefiningOp());
  }

  std::string *whyNot;
  int64_t rank, qLoop, kLoop;
  bool unitQuery;
};

} // namespace

std::optional<double> mlir::attn::splatFloat(Value v) {
  Operation *def = v.getDefiningOp();
  while (isa_and_present<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(def)) {
    v = def->getOperand(0);
    def = v.getDefiningOp();
  }
  if (!def)
    return std::nullopt;
  FloatAttr scalar;
  if (auto fill = dyn_cast<linalg::FillOp>(def)) {
    if (matchPattern(fill.getInputs()[0], m_Constant(&scalar)))
      return scalar.getValueAsDouble();
    return std::nullopt;
  }
  // One fold of the constant, whichever attribute it holds.
  Attribute value;
  if (!matchPattern(def, m_Constant(&value)))
    return std::nullopt;
  if ((scalar = dyn_cast<FloatAttr>(value)))
    return scalar.getValueAsDouble();
  auto dense = dyn_cast<DenseElementsAttr>(value);
  if (dense && dense.isSplat() && isa<FloatType>(dense.getElementType()))
    return dense.getSplatValue<APFloat>().convertToDouble();
  return std::nullopt;
}

std::optional<StructuredMask>
mlir::attn::readStructuredCondition(linalg::LinalgOp op, Value cond,
                                    bool visibleWhenTrue, std::string *whyNot) {
  MaskReader reader(op, whyNot);
  if (reader.rank < 2)
    return reader.fail("it has no query and key dims");
  std::optional<Cond> c = reader.readBool(reader.topFrame(op), cond, 0);
  return reader.visibleTerms(c, visibleWhenTrue);
}

std::optional<StructuredMask>
mlir::attn::readStructuredBias(linalg::LinalgOp op, OpOperand *bias,
                               std::string *whyNot) {
  MaskReader reader(op, whyNot);
  if (reader.rank < 2)
    return reader.fail("it has no query and key dims");
  if (std::optional<double> value = floatConstant(op, bias->get());
      value && *value == 0.0)
    return StructuredMask();
  MaskReader::Frame top = reader.topFrame(op);
  std::optional<MaskReader::Frame> frame = reader.producerFrame(top, bias);
  if (!frame)
    return reader.fail([&] {
      return "it is " + MaskReader::describe(bias->get()) +
             ", not an element-wise generic";
    });
  Value yielded = reader.yielded(frame->op);
  auto select = yielded.getDefiningOp<arith::SelectOp>();
  if (!select) {
    if (std::optional<double> value = floatConstant(frame->op, yielded);
        value && *value == 0.0)
      return StructuredMask();
    return reader.fail("its generic yields no select between 0 and -inf");
  }
  auto a = floatConstant(frame->op, select.getTrueValue());
  auto b = floatConstant(frame->op, select.getFalseValue());
  Type type = yielded.getType();
  bool visibleWhenTrue;
  if (a && b && *a == 0.0 && isMinusInfOrLowest(*b, type))
    visibleWhenTrue = true;
  else if (a && b && *b == 0.0 && isMinusInfOrLowest(*a, type))
    visibleWhenTrue = false;
  else
    return reader.fail("its select is not between 0 and -inf or the lowest "
                       "finite value");
  std::optional<Cond> c = reader.readBool(*frame, select.getCondition(), 1);
  return reader.visibleTerms(c, visibleWhenTrue);
}

std::string mlir::attn::explainDenseMaskTerm(Value term) {
  // Look through what fusion and raising put around the term.
  while (Operation *def = term.getDefiningOp()) {
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, ScaleOp, CastOp>(
            def))
      break;
    term = def->getOperand(0);
  }
  if (isa<BlockArgument>(term))
    return "it is a function argument (the caller computes it)";
  Operation *def = term.getDefiningOp();
  if (matchPattern(term, m_Constant()))
    return "it is a constant tensor (" + where(def) + ")";
  auto generic = dyn_cast<linalg::LinalgOp>(def);
  if (!isElementwiseGeneric(generic) || generic.getNumLoops() < 2)
    return "it comes from " + where(def) +
           ", not an element-wise generic over [..., Nq, Nkv]";
  std::string why;
  Value yielded = generic.getBlock()->getTerminator()->getOperand(0);
  auto select = yielded.getDefiningOp<arith::SelectOp>();
  std::optional<StructuredMask> mask;
  if (yielded.getType().isInteger(1))
    mask = readStructuredCondition(generic, yielded, true, &why);
  else if (select)
    mask = readStructuredCondition(generic, select.getCondition(), true, &why);
  else
    return "its generic (" + where(def) +
           ") yields no condition or select of 0 and -inf";
  if (mask && !isExpressible(*mask, cast<RankedTensorType>(term.getType())))
    return "its keys are bounded below but not above, or by an empty band";
  if (why.empty())
    why = "its values are not only 0 and -inf (or true and false) of a "
          "structured condition";
  return why;
}
