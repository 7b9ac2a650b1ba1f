//===- RaiseMasks.cpp - structured masks from index compares --------------===//
//
// Part of attn-opt. The entry points of RaiseMasks.h: a mask's condition or
// 0 / -inf bias read as a StructuredMask by MaskReader (MaskReader.h;
// ApplyMasks.cpp builds it as attn ops), the splat constants the raise
// patterns compare against, and, for the attn-fuse remarks, why a mask that
// stayed dense is not one.
//===----------------------------------------------------------------------===//

#include "MaskReader.h"
#include "RaiseUtils.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Transforms/Fusion.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::attn;

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
  std::optional<MaskReader::Cond> c =
      reader.readBool(reader.topFrame(op), cond, 0);
  return reader.visibleTerms(c, visibleWhenTrue);
}

std::optional<StructuredMask>
mlir::attn::readStructuredBias(linalg::LinalgOp op, OpOperand *bias,
                               std::string *whyNot) {
  MaskReader reader(op, whyNot);
  if (reader.rank < 2)
    return reader.fail("it has no query and key dims");
  if (std::optional<double> value = getBodyConstant(op, bias->get());
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
    if (std::optional<double> value = getBodyConstant(frame->op, yielded);
        value && *value == 0.0)
      return StructuredMask();
    return reader.fail("its generic yields no select between 0 and -inf");
  }
  auto a = getBodyConstant(frame->op, select.getTrueValue());
  auto b = getBodyConstant(frame->op, select.getFalseValue());
  Type type = yielded.getType();
  bool visibleWhenTrue;
  if (a && b && *a == 0.0 && isMinusInfOrLowest(*b, type))
    visibleWhenTrue = true;
  else if (a && b && *b == 0.0 && isMinusInfOrLowest(*a, type))
    visibleWhenTrue = false;
  else
    return reader.fail("its select is not between 0 and -inf or the lowest "
                       "finite value");
  std::optional<MaskReader::Cond> c =
      reader.readBool(*frame, select.getCondition(), 1);
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
    return "it is a constant tensor (" + MaskReader::where(def) + ")";
  auto generic = dyn_cast<linalg::LinalgOp>(def);
  if (!MaskReader::isElementwiseGeneric(generic) || generic.getNumLoops() < 2)
    return "it comes from " + MaskReader::where(def) +
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
    return "its generic (" + MaskReader::where(def) +
           ") yields no condition or select of 0 and -inf";
  if (mask && !isExpressible(*mask, cast<RankedTensorType>(term.getType())))
    return "its keys are bounded below but not above, or by an empty band";
  if (why.empty())
    why = "its values are not only 0 and -inf (or true and false) of a "
          "structured condition";
  return why;
}
