//===- RelativeBias.cpp - dense score terms read as a relative bias -------===//
//
// Part of attn-opt. A dense [.., Nq, Nkv] score term of attn.flash_attention
// whose element (i, j) depends on j - i alone (T5's and MPNet's bucketed
// relative position bias) becomes the op's `relative_bias`, a table of
// Nq + Nkv - 1 values per head computed by one linalg.generic that inlines
// the term's element-wise producers: the N x N term and everything that
// built it go away.
//
// One walker reads the producers element by element, in two domains: a
// symbolic one that proves the term depends on j - i alone, then one that
// emits the table's body.
//
//===----------------------------------------------------------------------===//

#include "RaiseUtils.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <map>

using namespace mlir;
using namespace mlir::attn;

/// Whether `op` is scalar code the walk follows and the table's body may
/// repeat: no regions, and no effects but assertions (torch-mlir's bounds
/// checks on a gather).
static bool isScalarCode(Operation &op) {
  return op.getNumRegions() == 0 &&
         (isa<cf::AssertOp>(op) || isMemoryEffectFree(&op));
}

namespace {

/// Walks the producers of a tensor element by element: the element of
/// `tensor` at `indices`, in terms of elements of the producers' operands,
/// through element-wise linalg.generic ops (their bodies followed op by
/// op, tensor.extract in them included), attn.transpose, attn.scale,
/// attn.cast, reshapes, static slices, splat constants and fills, down to
/// leaves read as tensor.extract. `Domain` says what an index or element is
/// and does what the walk cannot: constants, leaves, scalar ops.
template <typename Domain> class ElementWalker {
public:
  using Val = typename Domain::Val;

  explicit ElementWalker(Domain &domain) : domain(domain) {}

  /// Producers followed per walk at most, so that a term built from a
  /// whole model's element-wise ops costs a bounded walk; past it, tensors
  /// are read as leaves.
  static constexpr unsigned kMaxProducers = 1024;

  /// The element of `tensor` at `indices` (one per dim).
  FailureOr<Val> element(Value tensor, ArrayRef<Val> indices) {
    if (std::optional<Val> known = domain.shortcut(indices))
      return *known;
    MemoKey key = {tensor.getAsOpaquePointer(), {}};
    for (const Val &index : indices)
      domain.appendKey(index, key.second);
    auto it = memo.find(key);
    if (it != memo.end())
      return it->second;
    // What the walk cannot follow is read as a leaf: an element is a
    // function of its indices whatever computed the tensor.
    FailureOr<Val> result = failure();
    if (producers++ < kMaxProducers)
      result = compute(tensor, indices);
    if (failed(result))
      result = domain.leaf(tensor, indices);
    if (succeeded(result))
      memo.emplace(std::move(key), *result);
    return result;
  }

private:
  using MemoKey = std::pair<const void *, std::vector<int64_t>>;

  FailureOr<Val> compute(Value tensor, ArrayRef<Val> indices) {
    Operation *def = tensor.getDefiningOp();
    auto splat = [&]() -> std::optional<TypedAttr> {
      DenseElementsAttr dense;
      if (matchPattern(tensor, m_Constant(&dense)) && dense.isSplat())
        return dense.getSplatValue<TypedAttr>();
      return std::nullopt;
    };
    if (std::optional<TypedAttr> value = splat())
      return domain.constant(*value);
    if (auto generic = dyn_cast_or_null<linalg::GenericOp>(def))
      if (isWalkable(generic))
        return genericElement(generic, cast<OpResult>(tensor), indices);
    if (auto fill = dyn_cast_or_null<linalg::FillOp>(def))
      if (fill.hasPureTensorSemantics())
        return domain.outside(fill.getInputs()[0]);
    if (auto transpose = dyn_cast_or_null<TransposeOp>(def)) {
      // Result dim i is input dim perm[i].
      SmallVector<Val> inputIndices(indices.size());
      for (auto [i, p] : llvm::enumerate(transpose.getPermutation()))
        inputIndices[p] = indices[i];
      return element(transpose.getInput(), inputIndices);
    }
    if (auto scale = dyn_cast_or_null<ScaleOp>(def)) {
      FailureOr<Val> x = element(scale.getInput(), indices);
      if (failed(x))
        return failure();
      return domain.scale(*x, scale.getScale().convertToDouble());
    }
    if (auto cast = dyn_cast_or_null<CastOp>(def)) {
      FailureOr<Val> x = element(cast.getInput(), indices);
      if (failed(x))
        return failure();
      return domain.convert(*x, cast.getType().getElementType());
    }
    if (auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(def))
      return expandElement(expand, indices);
    if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(def))
      return collapseElement(collapse, indices);
    if (auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(def))
      return sliceElement(slice, indices);
    return failure();
  }

  /// All-parallel generics on tensors whose results each write every
  /// element once (permutation output maps) without reading their init.
  static bool isWalkable(linalg::GenericOp op) {
    if (!op.hasPureTensorSemantics() ||
        op.getNumParallelLoops() != op.getNumLoops())
      return false;
    for (OpOperand &init : op.getDpsInitsMutable())
      if (!op.getMatchingIndexingMap(&init).isPermutation() ||
          !op.getMatchingBlockArgument(&init).use_empty())
        return false;
    return true;
  }

  FailureOr<Val> genericElement(linalg::GenericOp op, OpResult result,
                                ArrayRef<Val> indices) {
    AffineMap outMap = op.getIndexingMapMatchingResult(result);
    SmallVector<Val> loops(op.getNumLoops());
    for (auto [i, expr] : llvm::enumerate(outMap.getResults()))
      loops[cast<AffineDimExpr>(expr).getPosition()] = indices[i];
    Block *body = op.getBlock();
    DenseMap<Value, Val> values;
    auto lookup = [&](Value v) -> FailureOr<Val> {
      auto it = values.find(v);
      if (it != values.end())
        return it->second;
      if (v.getParentBlock() == body)
        return failure();
      return domain.outside(v);
    };
    for (OpOperand *input : op.getDpsInputOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(input);
      if (arg.use_empty())
        continue;
      SmallVector<Val> inputIndices;
      for (AffineExpr expr : op.getMatchingIndexingMap(input).getResults()) {
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          inputIndices.push_back(loops[dim.getPosition()]);
        else if (auto constant = dyn_cast<AffineConstantExpr>(expr))
          inputIndices.push_back(domain.index(constant.getValue()));
        else
          return failure();
      }
      FailureOr<Val> value = element(input->get(), inputIndices);
      if (failed(value))
        return failure();
      values.try_emplace(arg, *value);
    }
    for (Operation &inner : body->without_terminator()) {
      if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
        values.try_emplace(index, loops[index.getDim()]);
        continue;
      }
      SmallVector<Val> operands;
      for (Value operand : inner.getOperands()) {
        FailureOr<Val> v = lookup(operand);
        if (failed(v))
          return failure();
        operands.push_back(*v);
      }
      // Anything else ends the walk here: the generic's result is read as
      // a leaf.
      if (!isScalarCode(inner))
        return failure();
      if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
        FailureOr<Val> v =
            element(extract.getTensor(), ArrayRef<Val>(operands).drop_front());
        if (failed(v))
          return failure();
        values.try_emplace(extract, *v);
        continue;
      }
      FailureOr<SmallVector<Val>> results = domain.scalarOp(inner, operands);
      if (failed(results))
        return failure();
      for (auto [r, v] : llvm::zip_equal(inner.getResults(), *results))
        values.try_emplace(r, v);
    }
    return lookup(body->getTerminator()->getOperand(result.getResultNumber()));
  }

  /// The source index of each group: the result indices linearized with
  /// the group's static strides.
  FailureOr<Val> expandElement(tensor::ExpandShapeOp expand,
                               ArrayRef<Val> indices) {
    ArrayRef<int64_t> shape = expand.getResultType().getShape();
    SmallVector<Val> sourceIndices;
    for (const ReassociationIndices &group : expand.getReassociationIndices()) {
      SmallVector<Val> parts;
      SmallVector<int64_t> strides(group.size(), 1);
      for (int64_t k = group.size() - 2; k >= 0; --k) {
        int64_t size = shape[group[k + 1]];
        if (ShapedType::isDynamic(size))
          return failure();
        strides[k] = strides[k + 1] * size;
      }
      for (int64_t dim : group)
        parts.push_back(indices[dim]);
      FailureOr<Val> index = domain.linear(parts, strides, 0);
      if (failed(index))
        return failure();
      sourceIndices.push_back(*index);
    }
    return element(expand.getSrc(), sourceIndices);
  }

  /// Each group's one non-unit source dim takes the result index; the unit
  /// dims read 0. A group of several non-unit dims would need a division.
  FailureOr<Val> collapseElement(tensor::CollapseShapeOp collapse,
                                 ArrayRef<Val> indices) {
    ArrayRef<int64_t> shape = collapse.getSrcType().getShape();
    SmallVector<Val> sourceIndices(shape.size(), domain.index(0));
    for (auto [result, group] :
         llvm::enumerate(collapse.getReassociationIndices())) {
      auto wide = llvm::make_filter_range(
          group, [&](int64_t dim) { return shape[dim] != 1; });
      int64_t count = llvm::range_size(wide);
      if (count > 1)
        return failure();
      if (count == 1)
        sourceIndices[*wide.begin()] = indices[result];
    }
    return element(collapse.getSrc(), sourceIndices);
  }

  /// `offset + stride * index` per dim, for static offsets and strides
  /// without dropped dims.
  FailureOr<Val> sliceElement(tensor::ExtractSliceOp slice,
                              ArrayRef<Val> indices) {
    if (slice.getSourceType().getRank() != slice.getType().getRank())
      return failure();
    SmallVector<Val> sourceIndices;
    for (auto [index, offset, stride] : llvm::zip_equal(
             indices, slice.getStaticOffsets(), slice.getStaticStrides())) {
      if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(stride))
        return failure();
      FailureOr<Val> source = domain.linear({index}, {stride}, offset);
      if (failed(source))
        return failure();
      sourceIndices.push_back(*source);
    }
    return element(slice.getSource(), sourceIndices);
  }

  Domain &domain;
  std::map<MemoKey, Val> memo;
  unsigned producers = 0;
};

/// How a value depends on query row i and key j: `ci * i + cj * j + u`
/// with u independent of both (affine), or some function of j - i and
/// values independent of both (offset). A value that depends on i and j
/// otherwise fails the walk.
struct OffsetForm {
  bool affine = true;
  int64_t ci = 0, cj = 0;
  /// The value itself when it is a known integer constant.
  std::optional<int64_t> constant;

  static OffsetForm uniform() { return {}; }
  static OffsetForm offset() { return {false, 0, 0, std::nullopt}; }
  bool isUniform() const { return affine && ci == 0 && cj == 0; }
  /// Depends on i and j through j - i at most.
  bool isOffset() const { return !affine || ci == -cj; }
};

/// The symbolic domain: proves that an element depends on j - i alone.
class OffsetDomain {
public:
  using Val = OffsetForm;

  std::optional<Val> shortcut(ArrayRef<Val> indices) const {
    if (llvm::all_of(indices, [](const Val &v) { return v.isUniform(); }))
      return Val::uniform();
    return std::nullopt;
  }
  void appendKey(const Val &v, std::vector<int64_t> &key) const {
    key.push_back(v.affine);
    key.push_back(v.ci);
    key.push_back(v.cj);
  }
  Val index(int64_t value) const {
    Val v;
    v.constant = value;
    return v;
  }
  Val constant(TypedAttr value) const {
    if (auto integer = dyn_cast<IntegerAttr>(value))
      return index(integer.getValue().getSExtValue());
    return Val::uniform();
  }
  Val outside(Value v) const {
    APInt value;
    if (matchPattern(v, m_ConstantInt(&value)) && value.getBitWidth() <= 64)
      return index(value.getSExtValue());
    return Val::uniform();
  }
  FailureOr<Val> leaf(Value, ArrayRef<Val> indices) const {
    return combine(indices);
  }
  FailureOr<Val> scale(Val x, double) const { return combine({x}); }
  FailureOr<Val> convert(Val x, Type) const { return combine({x}); }
  FailureOr<Val> linear(ArrayRef<Val> parts, ArrayRef<int64_t> coefs,
                        int64_t constant) const {
    Val sum = index(constant);
    for (auto [part, coef] : llvm::zip_equal(parts, coefs)) {
      if (!part.affine)
        return combine(parts);
      sum.ci += coef * part.ci;
      sum.cj += coef * part.cj;
      sum.constant =
          sum.constant && part.constant
              ? std::optional<int64_t>(*sum.constant + coef * *part.constant)
              : std::nullopt;
    }
    return sum;
  }

  FailureOr<SmallVector<Val>> scalarOp(Operation &op,
                                       ArrayRef<Val> operands) const {
    // Assertions (torch-mlir's bounds checks on a gather) change no value.
    if (isa<cf::AssertOp>(op))
      return SmallVector<Val>();
    if (matchPattern(&op, m_Constant()))
      return SmallVector<Val>{outside(op.getResult(0))};
    // Integer index arithmetic keeps the affine form (modulo the width,
    // which addition and multiplication respect).
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>(op))
      return SmallVector<Val>{operands[0]};
    if (isa<arith::AddIOp, arith::SubIOp>(op) && operands[0].affine &&
        operands[1].affine) {
      int64_t sign = isa<arith::AddIOp>(op) ? 1 : -1;
      FailureOr<Val> sum =
          linear({operands[0], operands[1]}, {1, sign}, /*constant=*/0);
      return SmallVector<Val>{*sum};
    }
    if (isa<arith::MulIOp>(op) && operands[0].affine && operands[1].affine) {
      for (int side = 0; side < 2; ++side)
        if (std::optional<int64_t> c = operands[side].constant)
          return SmallVector<Val>{
              *linear({operands[1 - side]}, {*c}, /*constant=*/0)};
    }
    FailureOr<Val> result = combine(operands);
    if (failed(result))
      return failure();
    return SmallVector<Val>(op.getNumResults(), *result);
  }

private:
  /// Any function of `operands`: independent of i and j when they all are,
  /// of j - i when they all depend on it at most, else unknown.
  static FailureOr<Val> combine(ArrayRef<Val> operands) {
    if (llvm::all_of(operands, [](const Val &v) { return v.isUniform(); }))
      return Val::uniform();
    if (llvm::all_of(operands, [](const Val &v) { return v.isOffset(); }))
      return Val::offset();
    return failure();
  }
};

/// The emitting domain: builds the element's scalar code at the builder's
/// insertion point (the table generic's body).
class EmitDomain {
public:
  using Val = Value;

  EmitDomain(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  std::optional<Val> shortcut(ArrayRef<Val>) const { return std::nullopt; }
  void appendKey(const Val &v, std::vector<int64_t> &key) const {
    key.push_back(reinterpret_cast<intptr_t>(v.getAsOpaquePointer()));
  }
  Val index(int64_t value) {
    Value &constant = indexConstants[value];
    if (!constant)
      constant = arith::ConstantIndexOp::create(b, loc, value);
    return constant;
  }
  Val constant(TypedAttr value) {
    return arith::ConstantOp::create(b, loc, value);
  }
  Val outside(Value v) const { return v; }
  FailureOr<Val> leaf(Value tensor, ArrayRef<Val> indices) {
    return tensor::ExtractOp::create(b, loc, tensor, indices).getResult();
  }
  /// attn.scale's arithmetic: narrow floats multiply in f32.
  FailureOr<Val> scale(Val x, double factor) {
    Type type = x.getType();
    Type compute = type.getIntOrFloatBitWidth() < 32 ? b.getF32Type() : type;
    Value wide = convertTo(x, compute);
    Value product = arith::MulFOp::create(
        b, loc, wide,
        arith::ConstantOp::create(b, loc, b.getFloatAttr(compute, factor)));
    return convertTo(product, type);
  }
  FailureOr<Val> convert(Val x, Type type) { return convertTo(x, type); }

  FailureOr<Val> linear(ArrayRef<Val> parts, ArrayRef<int64_t> coefs,
                        int64_t constant) {
    Value sum = constant ? index(constant) : Value();
    for (auto [part, coef] : llvm::zip_equal(parts, coefs)) {
      if (coef == 0 || matchPattern(part, m_Zero()))
        continue;
      Value term =
          coef == 1 ? part : arith::MulIOp::create(b, loc, part, index(coef));
      sum = sum ? arith::AddIOp::create(b, loc, sum, term).getResult() : term;
    }
    return sum ? sum : index(0);
  }
  FailureOr<SmallVector<Val>> scalarOp(Operation &op, ArrayRef<Val> operands) {
    IRMapping mapping;
    mapping.map(op.getOperands(), operands);
    Operation *clone = b.clone(op, mapping);
    return SmallVector<Val>(clone->getResults());
  }

private:
  /// `x` as float type `type`; f16 and bf16 go through f32.
  Value convertTo(Value x, Type type) {
    unsigned from = x.getType().getIntOrFloatBitWidth();
    unsigned to = type.getIntOrFloatBitWidth();
    if (x.getType() == type)
      return x;
    if (from == to)
      return convertTo(convertTo(x, b.getF32Type()), type);
    if (from < to)
      return arith::ExtFOp::create(b, loc, type, x);
    return arith::TruncFOp::create(b, loc, type, x);
  }

  OpBuilder &b;
  Location loc;
  /// The index constants emitted so far, each once.
  DenseMap<int64_t, Value> indexConstants;
};

/// Whether `op`, once unused, can go: no effects, or a generic on tensors
/// whose body is scalar code, whose assertions the table's body repeats for
/// every offset the term held.
static bool isErasableProducer(Operation *op) {
  if (isMemoryEffectFree(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.hasPureTensorSemantics() &&
         llvm::all_of(generic.getBlock()->without_terminator(), isScalarCode);
}

/// Erases what built `root` and has no other user.
static void eraseDeadProducers(Value root, PatternRewriter &rewriter) {
  SmallVector<Operation *> worklist;
  DenseSet<Operation *> erased;
  if (Operation *def = root.getDefiningOp())
    worklist.push_back(def);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op) || !op->use_empty() || !isErasableProducer(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        worklist.push_back(def);
    erased.insert(op);
    rewriter.eraseOp(op);
  }
}

/// Replaces the first dense float score term of an attn.flash_attention
/// that depends on the key's offset from the query alone by the op's
/// `relative_bias`. A term over [.., 1, Nkv] or [.., Nq, 1] is left alone:
/// it costs no more than the table would.
struct RelativeBiasFromDenseTerm : OpRewritePattern<FlashAttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FlashAttentionOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getRelativeBias())
      return failure();
    int64_t heads = op.getQuery().getType().getDimSize(1);
    int64_t nq = op.getQuery().getType().getDimSize(2);
    int64_t nkv = op.getKey().getType().getDimSize(2);
    if (ShapedType::isDynamic(heads) || ShapedType::isDynamic(nq) ||
        ShapedType::isDynamic(nkv) || nq < 2 || nkv < 2)
      return failure();
    SmallVector<Value> terms;
    if (Value mask = op.getMask())
      terms.push_back(mask);
    llvm::append_range(terms, op.getBiases());
    for (Value term : terms) {
      RankedTensorType type = tensorType(term);
      int64_t rank = type.getRank();
      if (!isa<FloatType>(type.getElementType()) ||
          type.getDimSize(rank - 2) != nq || type.getDimSize(rank - 1) != nkv)
        continue;
      // One table row per head at most: every dim before the heads is 1.
      int64_t tableHeads = rank >= 3 ? type.getDimSize(rank - 3) : 1;
      if (tableHeads != 1 && tableHeads != heads)
        continue;
      if (llvm::any_of(type.getShape().drop_back(std::min<int64_t>(rank, 3)),
                       [](int64_t size) { return size != 1; }))
        continue;
      if (!dependsOnOffsetAlone(term))
        continue;
      replaceTerm(op, term, tableHeads, rewriter);
      return success();
    }
    return failure();
  }

private:
  /// The term's element at (b, h, i, j) for symbolic b, h independent of
  /// the query row i and key j.
  static bool dependsOnOffsetAlone(Value term) {
    int64_t rank = tensorType(term).getRank();
    OffsetDomain domain;
    SmallVector<OffsetForm> indices(rank, OffsetForm::uniform());
    indices[rank - 2].ci = 1;
    indices[rank - 1].cj = 1;
    ElementWalker<OffsetDomain> walker(domain);
    FailureOr<OffsetForm> form = walker.element(term, indices);
    return succeeded(form) && form->isOffset();
  }

  static void replaceTerm(FlashAttentionOp op, Value term, int64_t tableHeads,
                          PatternRewriter &rewriter) {
    Location loc = op.getLoc();
    RankedTensorType type = tensorType(term);
    int64_t rank = type.getRank();
    int64_t nq = type.getDimSize(rank - 2), nkv = type.getDimSize(rank - 1);
    auto tableType = RankedTensorType::get({tableHeads, nq + nkv - 1},
                                           type.getElementType());
    rewriter.setInsertionPoint(op);
    Value init = tensor::EmptyOp::create(rewriter, loc, tableType.getShape(),
                                         tableType.getElementType());
    SmallVector<utils::IteratorType> iterators(2,
                                               utils::IteratorType::parallel);
    auto table = linalg::GenericOp::create(
        rewriter, loc, tableType, ValueRange(), init,
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(2)}, iterators,
        [&](OpBuilder &b, Location bodyLoc, ValueRange) {
          // Column t is key offset t - (Nq - 1): read it on the first row
          // or first key that has it, i = max(0, Nq - 1 - t), j = i + t -
          // (Nq - 1), both in bounds.
          EmitDomain domain(b, bodyLoc);
          Value head = linalg::IndexOp::create(b, bodyLoc, 0);
          Value t = linalg::IndexOp::create(b, bodyLoc, 1);
          Value last = domain.index(nq - 1);
          Value i = arith::MaxSIOp::create(
              b, bodyLoc, domain.index(0),
              arith::SubIOp::create(b, bodyLoc, last, t));
          Value j = arith::SubIOp::create(
              b, bodyLoc, arith::AddIOp::create(b, bodyLoc, i, t), last);
          SmallVector<Value> indices(rank, domain.index(0));
          if (rank >= 3 && tableHeads != 1)
            indices[rank - 3] = head;
          indices[rank - 2] = i;
          indices[rank - 1] = j;
          ElementWalker<EmitDomain> walker(domain);
          // Emitting never fails: what it cannot follow it reads as a leaf.
          Value element = *walker.element(term, indices);
          linalg::YieldOp::create(b, bodyLoc, element);
        });
    rewriter.modifyOpInPlace(op, [&] {
      if (op.getMask() == term) {
        op.getMaskMutable().clear();
      } else {
        unsigned position =
            llvm::find(op.getBiases(), term) - op.getBiases().begin();
        op.getBiasesMutable().erase(position);
      }
      op.getRelativeBiasMutable().assign(table.getResult(0));
    });
    eraseDeadProducers(term, rewriter);
  }
};

} // namespace

void mlir::attn::populateAttnRelativeBiasPatterns(RewritePatternSet &patterns) {
  patterns.add<RelativeBiasFromDenseTerm>(patterns.getContext());
}
