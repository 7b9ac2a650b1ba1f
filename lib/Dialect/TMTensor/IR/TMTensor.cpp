//===- TMTensor.cpp - torch-mlir's tm_tensor dialect ----------------------===//
//
// Part of attn-opt. The tm_tensor dialect and the verifier of tm_tensor.scan.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/TMTensor/IR/TMTensor.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::attn::tm_tensor;

#include "attn/Dialect/TMTensor/IR/TMTensorDialect.cpp.inc"

void TMTensorDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "attn/Dialect/TMTensor/IR/TMTensorOps.cpp.inc"
      >();
}

/// Whether two static-or-dynamic shapes can describe the same value.
static bool compatibleShapes(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!ShapedType::isDynamic(x) && !ShapedType::isDynamic(y) && x != y)
      return false;
  return true;
}

/// Prints a shape as `2x8` (`?` for dynamic dims, `scalar` for rank 0).
static std::string shapeString(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "scalar";
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(
      shape, os,
      [&](int64_t d) {
        if (ShapedType::isDynamic(d))
          os << '?';
        else
          os << d;
      },
      "x");
  return text;
}

LogicalResult ScanOp::verify() {
  if (getInputs().size() != 1)
    return emitOpError("expected one input, got ") << getInputs().size();
  if (getOutputs().size() != 2)
    return emitOpError("expected two outputs (the output and the "
                       "accumulator), got ")
           << getOutputs().size();
  auto inputType = cast<ShapedType>(getInputs()[0].getType());
  auto outputType = cast<ShapedType>(getOutputs()[0].getType());
  auto accType = cast<ShapedType>(getOutputs()[1].getType());
  if (!inputType.hasRank() || !outputType.hasRank() || !accType.hasRank())
    return emitOpError("expected ranked operands");
  bool onTensors = isa<TensorType>(inputType);
  if (isa<TensorType>(outputType) != onTensors ||
      isa<TensorType>(accType) != onTensors)
    return emitOpError("expected operands that are all tensors or all "
                       "memrefs");

  int64_t rank = inputType.getRank();
  int64_t dim = getDimension();
  if (dim < 0 || dim >= rank)
    return emitOpError("dimension ")
           << dim << " is out of range for an input of rank " << rank;

  Type elementType = inputType.getElementType();
  if (outputType.getElementType() != elementType ||
      accType.getElementType() != elementType)
    return emitOpError("expected the output and the accumulator to have the "
                       "input's element type ")
           << elementType;
  if (!compatibleShapes(outputType.getShape(), inputType.getShape()))
    return emitOpError("expected the output to have the input's shape ")
           << shapeString(inputType.getShape()) << ", got "
           << shapeString(outputType.getShape());
  SmallVector<int64_t> accShape(inputType.getShape());
  accShape.erase(accShape.begin() + dim);
  if (!compatibleShapes(accType.getShape(), accShape))
    return emitOpError("expected the accumulator to have the input's shape "
                       "without dimension ")
           << dim << " (" << shapeString(accShape) << "), got "
           << shapeString(accType.getShape());

  if (onTensors) {
    if (getResults().size() != 2 || getResults()[0].getType() != outputType ||
        getResults()[1].getType() != accType)
      return emitOpError("expected the results to have the types of the "
                         "outputs");
  } else if (!getResults().empty()) {
    return emitOpError("expected no results on memrefs");
  }

  Block &body = getRegion().front();
  if (body.getNumArguments() != 2)
    return emitOpError("expected the region to have two arguments (the "
                       "running value and the input element), got ")
           << body.getNumArguments();
  for (BlockArgument arg : body.getArguments())
    if (arg.getType() != elementType)
      return emitOpError("expected region argument #")
             << arg.getArgNumber() << " to have the element type "
             << elementType << ", got " << arg.getType();
  auto yield = body.empty() ? YieldOp() : dyn_cast<YieldOp>(body.back());
  if (!yield)
    return emitOpError("expected the region to end with tm_tensor.yield");
  if (yield.getOperands().size() != 1)
    return yield.emitOpError("expected one yielded value, got ")
           << yield.getOperands().size();
  if (yield.getOperands()[0].getType() != elementType)
    return yield.emitOpError("expected the yielded value to have the element "
                             "type ")
           << elementType << ", got " << yield.getOperands()[0].getType();
  return success();
}

#define GET_OP_CLASSES
#include "attn/Dialect/TMTensor/IR/TMTensorOps.cpp.inc"
