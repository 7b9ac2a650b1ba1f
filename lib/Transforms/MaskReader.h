//===- MaskReader.h - a mask's terms from its IR ----------------*- C++ -*-===//
//
// Part of attn-opt. The reader behind RaiseMasks.h: it follows a mask's
// condition through the element-wise generics that compute it, reading
// index compares as bounds on j - i (MaskIndexCompare.cpp) and everything
// else, padding, gathers, boolean algebra and compared biases, as terms
// (MaskReader.cpp). Internal to lib/Transforms.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_TRANSFORMS_MASKREADER_H
#define ATTN_LIB_TRANSFORMS_MASKREADER_H

#include "RaiseMasks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <utility>

namespace mlir {
namespace attn {

/// Reads conditions of a scores op `top`, looking through the generics
/// that compute them. A frame is a generic with, for each of its loops, the
/// loop of `top` it runs along (-1: it is always 0).
class MaskReader {
public:
  /// Generics are read through at most this many producers.
  static constexpr int kMaxDepth = 8;

  /// `ai * i + aj * j + k` over the query index i and the key index j of
  /// the scores op.
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

  struct Frame {
    /// Mutable: LinalgOp's accessors are not const.
    mutable linalg::LinalgOp op;
    SmallVector<int64_t> loops;
  };

  /// What readSelectCompare found: its condition, or nullopt when the
  /// select's condition did not read.
  struct SelectCompare {
    std::optional<Cond> cond;
  };

  MaskReader(linalg::LinalgOp top, std::string *whyNot) : whyNot(whyNot) {
    auto type = cast<RankedTensorType>(top->getResult(0).getType());
    rank = type.getRank();
    qLoop = rank - 2;
    kLoop = rank - 1;
    // Entry points refuse ops of rank < 2 before reading anything.
    unitQuery = rank >= 2 && type.getDimSize(qLoop) == 1;
  }

  /// An element-wise generic on tensors with an identity output map.
  static bool isElementwiseGeneric(linalg::LinalgOp op);

  /// Where an op is, for reasons: "linalg.generic at file.mlir:3:5".
  static std::string where(Operation *op);

  Frame topFrame(linalg::LinalgOp op) {
    return {op, llvm::to_vector(llvm::seq<int64_t>(0, op.getNumLoops()))};
  }

  /// The value the body of `op` yields.
  Value yielded(linalg::LinalgOp op) {
    return op.getBlock()->getTerminator()->getOperand(0);
  }

  /// The frame of the producer of `input` of `frame`, when it is an
  /// element-wise generic read through dims and constant-0 indices.
  /// Also through tensor.expand_shape, as torch-mlir's `arange(n)[:, None]`
  /// is (each source dim runs along the one non-unit dim of its group), and
  /// tensor.collapse_shape of unit dims.
  std::optional<Frame> producerFrame(const Frame &frame, OpOperand *input);

  /// The loop of the scores op that index `v` runs along (-1: it is always
  /// 0), through producers, casts and Python's negative-index wrap
  /// `x < 0 ? x + n : x` (an index is never negative).
  std::optional<int64_t> readLoop(const Frame &frame, Value v, int depth);

  /// `tensor[idx...]` of a tensor from outside `frame`, every index a loop
  /// of the scores op, as key padding (transformers' `padding_mask[b, j]`).
  std::optional<Cond> readGather(const Frame &frame, tensor::ExtractOp extract,
                                 int depth);

  /// The input operand of `frame` whose block argument `v` is, or null.
  OpOperand *inputOf(const Frame &frame, Value v);

  /// Index `v` of the body of `frame` as a linear form of the query and key
  /// indices.
  std::optional<Linear> readInt(const Frame &frame, Value v, int depth);

  /// The predicate that compares `b` with `a` as `pred` compares `a` with
  /// `b`.
  static arith::CmpIPredicate swapSides(arith::CmpIPredicate pred);

  /// The operand of the `math.absi` that index `v` is, in the body of
  /// `frame` or of a producer it reads, with that body's frame; nothing when
  /// `v` is no absolute value.
  std::optional<std::pair<Frame, Value>> readAbs(const Frame &frame, Value v,
                                                 int depth);

  /// `lhs pred rhs` on indices as bounds on j - i. A side that is `|e|`
  /// (ModernBERT's local window, `|i - j| <= w`) is read as `e` and `-e`
  /// both within the bound.
  std::optional<Cond> readIndexCompare(const Frame &frame, arith::CmpIOp cmp,
                                       int depth);

  /// `lhs pred rhs` on linear forms of the indices as bounds on j - i.
  std::optional<Cond> compareLinear(const Linear &lhs,
                                    arith::CmpIPredicate pred,
                                    const Linear &rhs);

  /// Reads `input` of `frame` as a tensor along loop `loop` of the scores
  /// op (and the batch): every dim 1 but one along `loop` and a batch dim
  /// before it.
  std::optional<SegmentIds> readAlong(const Frame &frame, OpOperand *input,
                                      int64_t loop);

  /// Reads `input` of `frame` as key padding: a tensor along the key loop.
  std::optional<PaddingTerm> readPadding(const Frame &frame, OpOperand *input);

  /// `q == k` (or `!=`) of integer tensors along the query and the key loop
  /// (Llama 4's `chunk(q) == chunk(k)`, a packed batch's document ids) as a
  /// segment term; nothing when `cmp` compares no such pair.
  std::optional<Cond> readSegmentCompare(const Frame &frame, arith::CmpIOp cmp);

  /// A boolean of the body of `frame` as a condition.
  std::optional<Cond> readBool(const Frame &frame, Value v, int depth);

  /// `x pred c` with c a constant and x a select between two constants, in
  /// the body or its producer's (MPT turns its boolean mask into a 0 /
  /// lowest bias and compares that with 0): the select's condition, its
  /// negation, or all true or false, as the compare takes the two
  /// constants. Nothing when x is no such select.
  std::optional<SelectCompare> readSelectCompare(const Frame &frame,
                                                 arith::CmpFOp cmp, int depth);

  /// `x pred c` with x read from a padding tensor and c a constant.
  std::optional<Cond> readElementCompare(const Frame &frame, Operation *cmp);

  /// Ands `b` into `a`.
  static void merge(StructuredMask &a, const StructuredMask &b);

  /// A negated single term is a term: !(j <= i + u) is j >= i + u + 1, and
  /// a negated padding mask is padding on the negated mask.
  static Cond normalize(Cond c);

  /// `c` negated.
  static Cond negate(Cond c);

  /// The terms of the visible keys, from condition `c` that holds where
  /// keys are visible (`visibleWhenTrue`) or hidden.
  std::optional<StructuredMask> visibleTerms(std::optional<Cond> c,
                                             bool visibleWhenTrue);

  /// What defines `v`, for reasons.
  static std::string describe(Value v);

  /// Records `reason` as why the mask is not structured, unless an earlier
  /// one was.
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

  std::string *whyNot;
  int64_t rank, qLoop, kLoop;
  bool unitQuery;
};

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_TRANSFORMS_MASKREADER_H
