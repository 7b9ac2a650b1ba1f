//===- TMTensor.cpp - torch-mlir's tm_tensor dialect ----------------------===//
//
// Part of attn-opt. The tm_tensor dialect and the verifiers of tm_tensor.scan,
// tm_tensor.scatter, tm_tensor.sort and tm_tensor.attention.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/TMTensor/IR/TMTensor.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallBitVector.h"

#include <cmath>

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

/// Verifies the region of a scan or a scatter: two arguments of
/// `elementType` (`argRoles` names them for the message), ending in a
/// tm_tensor.yield of one value of that type.
static LogicalResult verifyCombiner(Operation *op, Region &region,
                                    Type elementType, StringRef argRoles) {
  Block &body = region.front();
  if (body.getNumArguments() != 2)
    return op->emitOpError("expected the region to have two arguments (")
           << argRoles << "), got " << body.getNumArguments();
  for (BlockArgument arg : body.getArguments())
    if (arg.getType() != elementType)
      return op->emitOpError("expected region argument #")
             << arg.getArgNumber() << " to have the element type "
             << elementType << ", got " << arg.getType();
  auto yield = body.empty() ? YieldOp() : dyn_cast<YieldOp>(body.back());
  if (!yield)
    return op->emitOpError("expected the region to end with tm_tensor.yield");
  if (yield.getOperands().size() != 1)
    return yield.emitOpError("expected one yielded value, got ")
           << yield.getOperands().size();
  if (yield.getOperands()[0].getType() != elementType)
    return yield.emitOpError("expected the yielded value to have the element "
                             "type ")
           << elementType << ", got " << yield.getOperands()[0].getType();
  return success();
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

  return verifyCombiner(*this, getRegion(), elementType,
                        "the running value and the input element");
}

LogicalResult ScatterOp::verify() {
  if (getInputs().size() != 2)
    return emitOpError("expected two inputs (the updates and the indices), "
                       "got ")
           << getInputs().size();
  if (getOutputs().size() != 1)
    return emitOpError("expected one output (the original), got ")
           << getOutputs().size();
  auto updatesType = cast<ShapedType>(getUpdates().getType());
  auto indicesType = cast<ShapedType>(getIndices().getType());
  auto originalType = cast<ShapedType>(getOriginal().getType());
  if (!updatesType.hasRank() || !indicesType.hasRank() ||
      !originalType.hasRank())
    return emitOpError("expected ranked operands");
  bool onTensors = isa<TensorType>(originalType);
  if (isa<TensorType>(updatesType) != onTensors ||
      isa<TensorType>(indicesType) != onTensors)
    return emitOpError("expected operands that are all tensors or all "
                       "memrefs");

  if (indicesType.getRank() != 2 ||
      !isa<IntegerType>(indicesType.getElementType()))
    return emitOpError("expected indices of rank 2 ([updates, index depth]) "
                       "and an integer type, got ")
           << indicesType;
  if (indicesType.isDynamicDim(1))
    return emitOpError("expected a static index depth");
  int64_t depth = indicesType.getDimSize(1);
  if (updatesType.getRank() < 1)
    return emitOpError("expected updates of rank 1 or more");
  if (!compatibleShapes(updatesType.getShape().take_front(),
                        indicesType.getShape().take_front()))
    return emitOpError("expected as many updates as indices (")
           << shapeString(indicesType.getShape().take_front()) << "), got "
           << shapeString(updatesType.getShape().take_front());

  int64_t rank = originalType.getRank();
  ArrayRef<int64_t> dimensionMap = getDimensionMap();
  if (static_cast<int64_t>(dimensionMap.size()) != depth)
    return emitOpError("expected the dimension map to have the index depth ")
           << depth << " entries, got " << dimensionMap.size();
  llvm::SmallBitVector mapped(rank);
  for (int64_t dim : dimensionMap) {
    if (dim < 0 || dim >= rank)
      return emitOpError("dimension map entry ")
             << dim << " is out of range for an original of rank " << rank;
    if (mapped.test(dim))
      return emitOpError("dimension map entry ") << dim << " is repeated";
    mapped.set(dim);
  }

  // The slice dims of the updates line up with the original's last dims;
  // the dims before them get their position from the indices alone.
  ArrayRef<int64_t> slice = updatesType.getShape().drop_front();
  int64_t sliceRank = slice.size();
  if (sliceRank > rank)
    return emitOpError("expected an update slice of rank at most the "
                       "original's ")
           << rank << ", got " << sliceRank;
  int64_t offset = rank - sliceRank;
  for (int64_t dim = 0; dim < offset; ++dim)
    if (!mapped.test(dim))
      return emitOpError("expected dim ")
             << dim << " of the original, before the update slice, to be "
             << "in the dimension map";
  for (auto [i, size] : llvm::enumerate(slice)) {
    int64_t originalSize = originalType.getDimSize(offset + i);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(originalSize) &&
        size > originalSize)
      return emitOpError("expected the update slice ")
             << shapeString(slice) << " to fit the original's last dims "
             << shapeString(originalType.getShape().drop_front(offset));
  }

  Type elementType = originalType.getElementType();
  if (updatesType.getElementType() != elementType)
    return emitOpError("expected the updates to have the original's element "
                       "type ")
           << elementType << ", got " << updatesType.getElementType();
  if (onTensors) {
    if (getResults().size() != 1 || getResults()[0].getType() != originalType)
      return emitOpError("expected one result of the original's type");
  } else if (!getResults().empty()) {
    return emitOpError("expected no results on memrefs");
  }
  return verifyCombiner(*this, getRegion(), elementType,
                        "the update and the current value");
}

LogicalResult SortOp::verify() {
  if (getOutputs().empty())
    return emitOpError("expected at least one output");
  auto firstType = cast<ShapedType>(getOutputs()[0].getType());
  if (!firstType.hasRank())
    return emitOpError("expected ranked operands");
  bool onTensors = isa<TensorType>(firstType);
  int64_t rank = firstType.getRank();
  for (auto [i, output] : llvm::enumerate(getOutputs())) {
    auto type = cast<ShapedType>(output.getType());
    if (!type.hasRank())
      return emitOpError("expected ranked operands");
    if (isa<TensorType>(type) != onTensors)
      return emitOpError("expected operands that are all tensors or all "
                         "memrefs");
    if (!compatibleShapes(type.getShape(), firstType.getShape()))
      return emitOpError("expected output #")
             << i << " to have the shape of output #0 "
             << shapeString(firstType.getShape()) << ", got "
             << shapeString(type.getShape());
  }
  int64_t dim = getDimension();
  if (dim < 0 || dim >= rank)
    return emitOpError("dimension ")
           << dim << " is out of range for operands of rank " << rank;

  if (onTensors) {
    if (getResults().getTypes() != getOutputs().getTypes())
      return emitOpError("expected the results to have the types of the "
                         "outputs");
  } else if (!getResults().empty()) {
    return emitOpError("expected no results on memrefs");
  }

  Block &body = getRegion().front();
  size_t numOutputs = getOutputs().size();
  if (body.getNumArguments() != 2 * numOutputs)
    return emitOpError("expected the region to have two arguments per output "
                       "(")
           << 2 * numOutputs << "), got " << body.getNumArguments();
  for (BlockArgument arg : body.getArguments()) {
    Type elementType =
        cast<ShapedType>(getOutputs()[arg.getArgNumber() / 2].getType())
            .getElementType();
    if (arg.getType() != elementType)
      return emitOpError("expected region argument #")
             << arg.getArgNumber() << " to have the element type "
             << elementType << " of output #" << arg.getArgNumber() / 2
             << ", got " << arg.getType();
  }
  auto yield = body.empty() ? YieldOp() : dyn_cast<YieldOp>(body.back());
  if (!yield)
    return emitOpError("expected the region to end with tm_tensor.yield");
  if (yield.getOperands().size() != 1 ||
      !yield.getOperands()[0].getType().isInteger(1))
    return yield.emitOpError("expected one i1 value (whether the pair is in "
                             "order)");
  return success();
}

LogicalResult AttentionOp::verify() {
  size_t numInputs = getInputs().size();
  if (numInputs != 3 && numInputs != 4)
    return emitOpError("expected three or four inputs (query, key, value and "
                       "an optional mask), got ")
           << numInputs;
  if (getOutputs().size() != 1)
    return emitOpError("expected one output, got ") << getOutputs().size();

  static constexpr const char *roles[] = {"query", "key", "value", "mask"};
  SmallVector<ShapedType> types;
  for (Value input : getInputs())
    types.push_back(cast<ShapedType>(input.getType()));
  auto outputType = cast<ShapedType>(getOutput().getType());
  bool onTensors = isa<TensorType>(outputType);
  if (!outputType.hasRank())
    return emitOpError("expected a ranked output");
  int64_t rank = outputType.getRank();
  if (rank < 2)
    return emitOpError("expected operands of rank 2 or more, got rank ")
           << rank;
  for (auto [i, type] : llvm::enumerate(types)) {
    if (!type.hasRank())
      return emitOpError("expected a ranked ") << roles[i];
    if (isa<TensorType>(type) != onTensors)
      return emitOpError("expected operands that are all tensors or all "
                         "memrefs");
    if (type.getRank() != rank)
      return emitOpError("expected the ")
             << roles[i] << " to have the output's rank " << rank << ", got "
             << type.getRank();
  }

  Type elementType = types[0].getElementType();
  if (!isa<FloatType>(elementType))
    return emitOpError("expected a float query, got ") << elementType;
  for (int i = 1; i < 3; ++i)
    if (types[i].getElementType() != elementType)
      return emitOpError("expected the ")
             << roles[i] << " to have the query's element type " << elementType
             << ", got " << types[i].getElementType();
  if (outputType.getElementType() != elementType)
    return emitOpError("expected the output to have the query's element type ")
           << elementType << ", got " << outputType.getElementType();
  if (numInputs == 4) {
    Type maskElement = types[3].getElementType();
    if (maskElement != elementType && !maskElement.isInteger(1))
      return emitOpError("expected the mask to be i1 or the query's element "
                         "type ")
             << elementType << ", got " << maskElement;
  }

  // Batch dims are all but the last two; every operand has the query's.
  ArrayRef<int64_t> query = types[0].getShape();
  ArrayRef<int64_t> batch = query.drop_back(2);
  int64_t nq = query[rank - 2], d = query[rank - 1];
  ArrayRef<int64_t> key = types[1].getShape();
  ArrayRef<int64_t> value = types[2].getShape();
  int64_t nkv = key[rank - 2], dv = value[rank - 1];
  for (auto [i, type] : llvm::enumerate(types))
    if (!compatibleShapes(type.getShape().drop_back(2), batch))
      return emitOpError("expected the ")
             << roles[i] << " to have the query's batch dims "
             << shapeString(batch) << ", got "
             << shapeString(type.getShape().drop_back(2));
  if (!compatibleShapes(key.take_back(), {d}))
    return emitOpError("expected the key's head dim to be the query's (")
           << shapeString({d}) << "), got " << shapeString(key.take_back());
  if (!compatibleShapes(value.take_back(2).drop_back(), {nkv}))
    return emitOpError("expected the value's sequence length to be the key's (")
           << shapeString({nkv}) << "), got "
           << shapeString(value.take_back(2).drop_back());
  if (numInputs == 4) {
    ArrayRef<int64_t> mask = types[3].getShape();
    if (!compatibleShapes(mask.take_back(2), {nq, nkv}))
      return emitOpError("expected the mask to be [query length, key "
                         "length] (")
             << shapeString({nq, nkv}) << ") in its last two dims, got "
             << shapeString(mask.take_back(2));
  }
  SmallVector<int64_t> expected(batch);
  expected.append({nq, dv});
  if (!compatibleShapes(outputType.getShape(), expected))
    return emitOpError("expected the output shape ")
           << shapeString(expected) << " (the query's with the value's head "
           << "dim), got " << shapeString(outputType.getShape());

  if (onTensors) {
    if (getResult().size() != 1 || getResult()[0].getType() != outputType)
      return emitOpError("expected one result of the output's type");
  } else if (!getResult().empty()) {
    return emitOpError("expected no results on memrefs");
  }
  if (FloatAttr scale = getScaleAttr();
      scale && !std::isfinite(scale.getValueAsDouble()))
    return emitOpError("expected a finite scale, got ")
           << scale.getValueAsDouble();
  return success();
}

#define GET_OP_CLASSES
#include "attn/Dialect/TMTensor/IR/TMTensorOps.cpp.inc"
