//===- AttnOps.cpp - attn dialect operations ------------------------------===//
//
// Part of attn-opt. Verifiers and folders of the attn ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Shape helpers
//===----------------------------------------------------------------------===//

/// A dim as the IR spells it: a number, or `?` when dynamic.
static std::string dimStr(int64_t dim) {
  return ShapedType::isDynamic(dim) ? "?" : std::to_string(dim);
}

/// Two dims agree unless both are static and different.
static bool dimsAgree(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

static RankedTensorType tensorType(Value v) {
  return cast<RankedTensorType>(v.getType());
}

/// Checks that `operand` (called `name`) broadcasts to `target`: aligned at
/// the last dim, each of its dims is 1 or equal to the target's, and it has
/// no more dims than the target.
static LogicalResult verifyBroadcastable(Operation *op, Value operand,
                                         StringRef name,
                                         ArrayRef<int64_t> target,
                                         StringRef targetName) {
  ArrayRef<int64_t> shape = tensorType(operand).getShape();
  if (shape.size() > target.size())
    return op->emitOpError()
           << name << " has rank " << shape.size() << ", more than the "
           << target.size() << " of the " << targetName;
  size_t offset = target.size() - shape.size();
  for (auto [i, dim] : llvm::enumerate(shape)) {
    int64_t expected = target[offset + i];
    if (dim == 1 || dimsAgree(dim, expected))
      continue;
    return op->emitOpError() << name << " dim " << i << " is " << dimStr(dim)
                             << ", expected 1 or " << dimStr(expected) << " ("
                             << targetName << " dim " << offset + i << ")";
  }
  return success();
}

/// The largest |diagonal| and window the ops take: 2^40 keys, so that index
/// arithmetic on them cannot overflow.
static constexpr int64_t kMaxLength = int64_t(1) << 40;

/// Checks that a diagonal or window called `name` is at most kMaxLength in
/// magnitude.
static LogicalResult verifyLength(Operation *op, StringRef name,
                                  int64_t value) {
  if (value >= -kMaxLength && value <= kMaxLength)
    return success();
  return op->emitOpError() << name << " " << value
                           << " is out of range (at most 2^40 in magnitude)";
}

/// Checks that `result` has exactly the shape `expected` (static dims only).
static LogicalResult verifyResultShape(Operation *op, RankedTensorType result,
                                       ArrayRef<int64_t> expected) {
  if (result.getRank() != static_cast<int64_t>(expected.size()))
    return op->emitOpError() << "result has rank " << result.getRank()
                             << ", expected " << expected.size();
  for (auto [i, dims] : llvm::enumerate(llvm::zip(result.getShape(), expected)))
    if (!dimsAgree(std::get<0>(dims), std::get<1>(dims)))
      return op->emitOpError()
             << "result dim " << i << " is " << dimStr(std::get<0>(dims))
             << ", expected " << dimStr(std::get<1>(dims));
  return success();
}

//===----------------------------------------------------------------------===//
// MatmulOp
//===----------------------------------------------------------------------===//

LogicalResult MatmulOp::verify() {
  RankedTensorType lhsType = tensorType(getLhs());
  RankedTensorType rhsType = tensorType(getRhs());
  RankedTensorType resultType = getType();
  int64_t rank = lhsType.getRank();
  if (rank < 2)
    return emitOpError() << "lhs must have rank at least 2, got rank " << rank;
  if (rhsType.getRank() != rank)
    return emitOpError() << "operand ranks differ: lhs has rank " << rank
                         << ", rhs has rank " << rhsType.getRank();
  if (lhsType.getElementType() != rhsType.getElementType())
    return emitOpError() << "operand element types differ: lhs is "
                         << lhsType.getElementType() << ", rhs is "
                         << rhsType.getElementType();
  if (resultType.getElementTypeBitWidth() < lhsType.getElementTypeBitWidth())
    return emitOpError() << "result element type "
                         << resultType.getElementType()
                         << " is narrower than the operands' "
                         << lhsType.getElementType();

  ArrayRef<int64_t> lhs = lhsType.getShape(), rhs = rhsType.getShape();
  SmallVector<int64_t> expected;
  for (int64_t i = 0; i < rank - 2; ++i) {
    if (lhs[i] == 1) {
      expected.push_back(rhs[i]);
      continue;
    }
    if (rhs[i] != 1 && !dimsAgree(lhs[i], rhs[i]))
      return emitOpError() << "batch dims differ: lhs dim " << i << " is "
                           << dimStr(lhs[i]) << ", rhs dim " << i << " is "
                           << dimStr(rhs[i]) << " (expected equal or 1)";
    expected.push_back(ShapedType::isDynamic(lhs[i]) ? rhs[i] : lhs[i]);
  }
  int64_t rhsK = getTransposeB() ? rank - 1 : rank - 2;
  int64_t rhsN = getTransposeB() ? rank - 2 : rank - 1;
  if (!dimsAgree(lhs[rank - 1], rhs[rhsK]))
    return emitOpError() << "contraction dims differ: lhs dim " << rank - 1
                         << " is " << dimStr(lhs[rank - 1]) << ", rhs dim "
                         << rhsK << " is " << dimStr(rhs[rhsK]);
  expected.push_back(lhs[rank - 2]);
  expected.push_back(rhs[rhsN]);
  return verifyResultShape(*this, resultType, expected);
}

//===----------------------------------------------------------------------===//
// TransposeOp
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::verify() {
  RankedTensorType inputType = tensorType(getInput());
  ArrayRef<int64_t> perm = getPermutation();
  int64_t rank = inputType.getRank();
  if (static_cast<int64_t>(perm.size()) != rank)
    return emitOpError() << "permutation has " << perm.size()
                         << " entries, expected " << rank
                         << " (the input's rank)";
  llvm::SmallBitVector seen(rank);
  for (int64_t p : perm) {
    if (p < 0 || p >= rank || seen.test(p))
      return emitOpError() << "permutation is not a permutation of 0.."
                           << rank - 1;
    seen.set(p);
  }
  if (getType().getElementType() != inputType.getElementType())
    return emitOpError() << "result element type " << getType().getElementType()
                         << " differs from the input's "
                         << inputType.getElementType();
  SmallVector<int64_t> expected;
  for (int64_t p : perm)
    expected.push_back(inputType.getDimSize(p));
  return verifyResultShape(*this, getType(), expected);
}

OpFoldResult TransposeOp::fold(FoldAdaptor) {
  ArrayRef<int64_t> perm = getPermutation();
  if (llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())) &&
      getInput().getType() == getType())
    return getInput();
  // transpose(transpose(x, inner), outer) is x when the two cancel out.
  auto inner = getInput().getDefiningOp<TransposeOp>();
  if (!inner || inner.getInput().getType() != getType())
    return {};
  ArrayRef<int64_t> innerPerm = inner.getPermutation();
  for (auto [i, p] : llvm::enumerate(perm))
    if (innerPerm[p] != static_cast<int64_t>(i))
      return {};
  return inner.getInput();
}

//===----------------------------------------------------------------------===//
// ScaleOp
//===----------------------------------------------------------------------===//

OpFoldResult ScaleOp::fold(FoldAdaptor) {
  if (getScale().convertToDouble() == 1.0)
    return getInput();
  // Scales compose: fold an inner scale into this one, in place.
  auto inner = getInput().getDefiningOp<ScaleOp>();
  if (!inner)
    return {};
  double combined =
      getScale().convertToDouble() * inner.getScale().convertToDouble();
  getInputMutable().assign(inner.getInput());
  setScale(llvm::APFloat(combined));
  return getResult();
}

//===----------------------------------------------------------------------===//
// AddOp, MaskOp, CausalMaskOp, SegmentMaskOp
//===----------------------------------------------------------------------===//

LogicalResult AddOp::verify() {
  RankedTensorType inputType = tensorType(getInput());
  Type biasElement = tensorType(getBias()).getElementType();
  if (biasElement != inputType.getElementType())
    return emitOpError() << "bias element type " << biasElement
                         << " differs from the input's "
                         << inputType.getElementType();
  return verifyBroadcastable(*this, getBias(), "bias", inputType.getShape(),
                             "input");
}

LogicalResult MaskOp::verify() {
  RankedTensorType inputType = tensorType(getInput());
  return verifyBroadcastable(*this, getMask(), "mask", inputType.getShape(),
                             "input");
}

LogicalResult CausalMaskOp::verify() {
  int64_t rank = getType().getRank();
  if (rank < 2)
    return emitOpError() << "input must have rank at least 2 ([..., Nq, Nkv]), "
                            "got rank "
                         << rank;
  if (std::optional<int64_t> window = getWindow()) {
    if (*window < 0)
      return emitOpError() << "window must be non-negative, got " << *window;
    if (failed(verifyLength(*this, "window", *window)))
      return failure();
  }
  if (std::optional<int64_t> diagonal = getDiagonal())
    return verifyLength(*this, "diagonal", *diagonal);
  return success();
}

/// Verifies segment ids `ids` of scores with batch `batch` along a dim of
/// length `length`: `[B or 1, length]`.
static LogicalResult verifySegments(Operation *op, Value ids, StringRef name,
                                    int64_t batch, int64_t length,
                                    StringRef lengthName) {
  ArrayRef<int64_t> shape = tensorType(ids).getShape();
  if (shape.size() != 2)
    return op->emitOpError() << name << " must have rank 2 ([B, " << lengthName
                             << "]), got rank " << shape.size();
  if (shape[0] != 1 && !dimsAgree(shape[0], batch))
    return op->emitOpError()
           << name << " dim 0 is " << dimStr(shape[0])
           << ", expected 1 or the batch size " << dimStr(batch);
  if (!dimsAgree(shape[1], length))
    return op->emitOpError()
           << name << " dim 1 is " << dimStr(shape[1]) << ", expected "
           << lengthName << " = " << dimStr(length);
  return success();
}

/// Verifies a pair of segment id operands against scores of shape `scores`
/// ([B, H, Nq, Nkv]).
static LogicalResult verifySegmentPair(Operation *op, Value querySegments,
                                       Value keySegments,
                                       ArrayRef<int64_t> scores) {
  if (failed(verifySegments(op, querySegments, "query segments", scores[0],
                            scores[2], "Nq")) ||
      failed(verifySegments(op, keySegments, "key segments", scores[0],
                            scores[3], "Nkv")))
    return failure();
  Type qElement = tensorType(querySegments).getElementType();
  Type kElement = tensorType(keySegments).getElementType();
  if (qElement != kElement)
    return op->emitOpError() << "query segments are " << qElement
                             << " but key segments are " << kElement;
  return success();
}

LogicalResult SegmentMaskOp::verify() {
  RankedTensorType inputType = tensorType(getInput());
  if (inputType.getRank() != 4)
    return emitOpError() << "input must have rank 4 ([B, H, Nq, Nkv]), got "
                         << "rank " << inputType.getRank();
  return verifySegmentPair(*this, getQuerySegments(), getKeySegments(),
                           inputType.getShape());
}

//===----------------------------------------------------------------------===//
// SoftmaxOp, CastOp
//===----------------------------------------------------------------------===//

LogicalResult SoftmaxOp::verify() {
  int64_t rank = getType().getRank();
  int64_t dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError() << "dim " << dim << " is out of range for rank "
                         << rank;
  return success();
}

OpFoldResult CastOp::fold(FoldAdaptor) {
  if (getInput().getType() == getType())
    return getInput();
  return {};
}

//===----------------------------------------------------------------------===//
// ExpandHeadsOp
//===----------------------------------------------------------------------===//

LogicalResult ExpandHeadsOp::verify() {
  RankedTensorType inputType = tensorType(getInput());
  int64_t rank = inputType.getRank();
  if (rank < 2)
    return emitOpError() << "input must have rank at least 2 ([B, Hkv, ...]), "
                            "got rank "
                         << rank;
  int64_t factor = getFactor();
  if (factor < 1)
    return emitOpError() << "factor must be at least 1, got " << factor;
  if (getType().getElementType() != inputType.getElementType())
    return emitOpError() << "result element type " << getType().getElementType()
                         << " differs from the input's "
                         << inputType.getElementType();
  SmallVector<int64_t> expected(inputType.getShape());
  if (!ShapedType::isDynamic(expected[1]))
    expected[1] *= factor;
  return verifyResultShape(*this, getType(), expected);
}

//===----------------------------------------------------------------------===//
// FlashAttentionOp
//===----------------------------------------------------------------------===//

int64_t FlashAttentionOp::getGroupSize() {
  int64_t hq = getQuery().getType().getDimSize(1);
  int64_t hkv = getKey().getType().getDimSize(1);
  if (ShapedType::isDynamic(hq) || ShapedType::isDynamic(hkv) || hkv == 0)
    return 0;
  return hq / hkv;
}

LogicalResult FlashAttentionOp::verify() {
  struct Named {
    StringRef name;
    RankedTensorType type;
  };
  Named q{"query", getQuery().getType()}, k{"key", getKey().getType()},
      v{"value", getValue().getType()};
  for (const Named &t : {q, k, v})
    if (t.type.getRank() != 4)
      return emitOpError() << t.name << " must have rank 4 ([B, H, N, d]), got "
                           << "rank " << t.type.getRank();
  for (const Named &t : {k, v})
    if (t.type.getElementType() != q.type.getElementType())
      return emitOpError() << t.name << " element type "
                           << t.type.getElementType()
                           << " differs from the query's "
                           << q.type.getElementType();

  // Reports the first pair of dims that disagree as "<what> differ: a has x,
  // b has y".
  auto checkSame = [&](StringRef what, const Named &a, int64_t aDim,
                       const Named &b, int64_t bDim) -> LogicalResult {
    int64_t x = a.type.getDimSize(aDim), y = b.type.getDimSize(bDim);
    if (dimsAgree(x, y))
      return success();
    return emitOpError() << what << " differ: " << a.name << " has "
                         << dimStr(x) << ", " << b.name << " has " << dimStr(y);
  };
  if (failed(checkSame("batch sizes", q, 0, k, 0)) ||
      failed(checkSame("batch sizes", q, 0, v, 0)) ||
      failed(checkSame("key/value head counts", k, 1, v, 1)) ||
      failed(checkSame("key/value lengths", k, 2, v, 2)) ||
      failed(checkSame("head dims", q, 3, k, 3)))
    return failure();

  int64_t hq = q.type.getDimSize(1), hkv = k.type.getDimSize(1);
  if (!ShapedType::isDynamic(hq) && !ShapedType::isDynamic(hkv) &&
      (hkv == 0 || hq % hkv != 0))
    return emitOpError() << "query heads (" << hq
                         << ") are not a multiple of key/value heads (" << hkv
                         << ")";

  SmallVector<int64_t> scores = {q.type.getDimSize(0), hq, q.type.getDimSize(2),
                                 k.type.getDimSize(2)};
  if (Value mask = getMask())
    if (failed(verifyBroadcastable(*this, mask, "mask", scores,
                                   "scores [B, Hq, Nq, Nkv]")))
      return failure();
  for (auto [i, bias] : llvm::enumerate(getBiases()))
    if (failed(verifyBroadcastable(*this, bias, "bias " + std::to_string(i),
                                   scores, "scores [B, Hq, Nq, Nkv]")))
      return failure();
  if (Value table = getRelativeBias()) {
    ArrayRef<int64_t> shape = tensorType(table).getShape();
    if (shape.size() != 2)
      return emitOpError() << "relative_bias must have rank 2 ([Hq or 1, "
                           << "Nq + Nkv - 1]), got rank " << shape.size();
    if (shape[0] != 1 && !dimsAgree(shape[0], hq))
      return emitOpError() << "relative_bias dim 0 is " << dimStr(shape[0])
                           << ", expected 1 or the query heads " << dimStr(hq);
    int64_t offsets =
        ShapedType::isDynamic(scores[2]) || ShapedType::isDynamic(scores[3])
            ? ShapedType::kDynamic
            : scores[2] + scores[3] - 1;
    if (!dimsAgree(shape[1], offsets))
      return emitOpError() << "relative_bias dim 1 is " << dimStr(shape[1])
                           << ", expected one value per key offset, Nq + Nkv "
                           << "- 1 = " << dimStr(offsets);
  }
  if (Value padding = getKeyPadding()) {
    ArrayRef<int64_t> shape = tensorType(padding).getShape();
    if (shape.size() != 2)
      return emitOpError() << "key_padding must have rank 2 ([B, Nkv]), got "
                           << "rank " << shape.size();
    if (shape[0] != 1 && !dimsAgree(shape[0], scores[0]))
      return emitOpError() << "key_padding dim 0 is " << dimStr(shape[0])
                           << ", expected 1 or the batch size "
                           << dimStr(scores[0]);
    if (!dimsAgree(shape[1], scores[3]))
      return emitOpError() << "key_padding dim 1 is " << dimStr(shape[1])
                           << ", expected the key/value length "
                           << dimStr(scores[3]);
  }
  if (Value querySegments = getQuerySegments()) {
    // The assembly parses both or neither; generic IR may hold one.
    if (!getKeySegments())
      return emitOpError() << "query segments without key segments";
    if (failed(
            verifySegmentPair(*this, querySegments, getKeySegments(), scores)))
      return failure();
  } else if (getKeySegments()) {
    return emitOpError() << "key segments without query segments";
  }
  for (auto [name, perHead] : {std::make_pair("alibi", getAlibi()),
                               std::make_pair("sinks", getSinks())}) {
    if (!perHead)
      continue;
    ArrayRef<int64_t> shape = tensorType(perHead).getShape();
    if (shape.size() != 1 || !dimsAgree(shape[0], hq))
      return emitOpError() << name << " must be one value per query head ["
                           << dimStr(hq) << "], got a tensor of rank "
                           << shape.size()
                           << (shape.size() == 1
                                   ? " and size " + dimStr(shape[0])
                                   : std::string());
  }
  if (!std::isfinite(getScale().convertToDouble()))
    return emitOpError() << "scale must be finite";
  if (std::optional<APFloat> cap = getSoftcap()) {
    double c = cap->convertToDouble();
    if (!std::isfinite(c) || c <= 0)
      return emitOpError() << "softcap must be positive and finite, got " << c;
  }
  if (std::optional<int64_t> window = getWindow()) {
    if (!getCausal())
      return emitOpError()
             << "window needs causal (a window bounds the "
                "keys before the diagonal; causal the ones after)";
    if (*window < 0)
      return emitOpError() << "window must be non-negative, got " << *window;
    if (failed(verifyLength(*this, "window", *window)))
      return failure();
  }
  if (std::optional<int64_t> diagonal = getDiagonal()) {
    if (!getCausal())
      return emitOpError() << "diagonal without causal has no effect";
    if (failed(verifyLength(*this, "diagonal", *diagonal)))
      return failure();
  }
  for (auto [name, block] : {std::make_pair("block_m", getBlockM()),
                             std::make_pair("block_n", getBlockN())})
    if (block && *block <= 0)
      return emitOpError() << name << " must be positive, got " << *block;

  SmallVector<int64_t> expected = {q.type.getDimSize(0), hq,
                                   q.type.getDimSize(2), v.type.getDimSize(3)};
  return verifyResultShape(*this, getType(), expected);
}

std::optional<int64_t> FlashAttentionOp::getStaticDiagonal() {
  if (std::optional<int64_t> diagonal = getDiagonal())
    return *diagonal;
  int64_t nq = getQuery().getType().getDimSize(2);
  int64_t nkv = getKey().getType().getDimSize(2);
  if (ShapedType::isDynamic(nq) || ShapedType::isDynamic(nkv))
    return std::nullopt;
  return nkv - nq;
}

StringRef FlashAttentionOp::getFirstStructuredTerm() {
  if (!getBiases().empty())
    return "bias";
  if (getRelativeBias())
    return "relative_bias";
  if (getKeyPadding())
    return "key_padding";
  if (getQuerySegments())
    return "segments";
  if (getAlibi())
    return "alibi";
  if (getSinks())
    return "sinks";
  if (getSoftcap())
    return "softcap";
  if (getDiagonal())
    return "diagonal";
  if (getWindow())
    return "window";
  return "";
}

/// Whether `v` is a constant splat equal to `value` (true for i1).
static bool isSplatOf(Value v, double value) {
  DenseElementsAttr dense;
  if (!matchPattern(v, m_Constant(&dense)) || !dense.isSplat())
    return false;
  if (dense.getElementType().isInteger(1))
    return dense.getSplatValue<bool>() == (value != 0.0);
  if (isa<FloatType>(dense.getElementType()))
    return dense.getSplatValue<APFloat>().convertToDouble() == value;
  return false;
}

LogicalResult FlashAttentionOp::canonicalize(FlashAttentionOp op,
                                             PatternRewriter &rewriter) {
  // A mask that keeps every key, a zero bias, relative bias or ALiBi slope
  // and padding
  // that pads nothing change no logit.
  Value mask = op.getMask();
  bool dropMask =
      mask &&
      isSplatOf(mask,
                tensorType(mask).getElementType().isInteger(1) ? 1.0 : 0.0);
  SmallVector<unsigned> zeroBiases;
  for (auto [i, bias] : llvm::enumerate(op.getBiases()))
    if (isSplatOf(bias, 0.0))
      zeroBiases.push_back(i);
  bool dropRelative =
      op.getRelativeBias() && isSplatOf(op.getRelativeBias(), 0.0);
  bool dropPadding = op.getKeyPadding() && isSplatOf(op.getKeyPadding(), 1.0);
  bool dropAlibi = op.getAlibi() && isSplatOf(op.getAlibi(), 0.0);
  // The default diagonal spelled out, and a window that hides no key: row
  // Nq - 1 is the last, and j < Nq - 1 + D - W is then never true.
  int64_t nq = op.getQuery().getType().getDimSize(2);
  int64_t nkv = op.getKey().getType().getDimSize(2);
  std::optional<int64_t> given = op.getDiagonal();
  bool dropDiagonal = given && !ShapedType::isDynamic(nq) &&
                      !ShapedType::isDynamic(nkv) && *given == nkv - nq;
  std::optional<int64_t> diagonal = op.getStaticDiagonal();
  std::optional<int64_t> window = op.getWindow();
  bool dropWindow = window && diagonal && !ShapedType::isDynamic(nq) &&
                    nq - 1 + *diagonal - *window <= 0;
  if (!dropMask && zeroBiases.empty() && !dropRelative && !dropPadding &&
      !dropAlibi && !dropDiagonal && !dropWindow)
    return failure();
  rewriter.modifyOpInPlace(op, [&] {
    if (dropMask)
      op.getMaskMutable().clear();
    for (unsigned i : llvm::reverse(zeroBiases))
      op.getBiasesMutable().erase(i);
    if (dropRelative)
      op.getRelativeBiasMutable().clear();
    if (dropPadding)
      op.getKeyPaddingMutable().clear();
    if (dropAlibi)
      op.getAlibiMutable().clear();
    if (dropDiagonal)
      op.removeDiagonalAttr();
    if (dropWindow)
      op.removeWindowAttr();
  });
  return success();
}

#define GET_OP_CLASSES
#include "attn/Dialect/Attn/IR/AttnOps.cpp.inc"
