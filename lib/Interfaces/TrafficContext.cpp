//===- TrafficContext.cpp - dims, sizes and the kernel-boundary rule ------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Interfaces/TrafficOpInterface.h"
#include "attn/Support/LinalgOperands.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::attn;

#include "attn/Interfaces/TrafficOpInterface.cpp.inc"

std::string TrafficContext::freshName() {
  return "v" + std::to_string(nextFresh++);
}

/// Names the dims of a function argument from its `attn.dims` attribute, or
/// `argK_I` by default.
static SmallVector<Poly, 4> argumentDims(BlockArgument arg, ShapedType type,
                                         llvm::StringSet<> &userNames) {
  SmallVector<Poly, 4> dims;
  ArrayAttr names;
  auto func = dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (func && arg.getOwner()->isEntryBlock())
    names = func.getArgAttrOfType<ArrayAttr>(arg.getArgNumber(), "attn.dims");
  if (names && names.size() != static_cast<size_t>(type.getRank()))
    names = {};
  for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
    if (!type.isDynamicDim(i)) {
      dims.push_back(Poly(type.getDimSize(i)));
      continue;
    }
    auto name = names ? dyn_cast<StringAttr>(names[i]) : StringAttr();
    if (name) {
      userNames.insert(name.getValue());
      dims.push_back(Poly::symbol(name.getValue()));
      continue;
    }
    dims.push_back(Poly::symbol("arg" + std::to_string(arg.getArgNumber()) +
                                "_" + std::to_string(i)));
  }
  return dims;
}

/// A ranked tensor or memref: data that lives in HBM between kernels.
static bool isInMemory(Value value) {
  return isa<RankedTensorType, MemRefType>(value.getType());
}

ArrayRef<Poly> TrafficContext::getShape(Value value) {
  auto it = shapes.find(value);
  if (it != shapes.end())
    return it->second;
  auto type = cast<ShapedType>(value.getType());
  SmallVector<Poly, 4> dims;
  // Static dims of the type always win, so a static type needs no
  // derivation (most values of a real model are static).
  if (type.hasStaticShape()) {
    for (int64_t size : type.getShape())
      dims.push_back(Poly(size));
    return shapes[value] = std::move(dims);
  }
  auto arg = dyn_cast<BlockArgument>(value);
  if (arg && isa<FunctionOpInterface>(arg.getOwner()->getParentOp())) {
    dims = argumentDims(arg, type, userNames);
  } else if (auto result = dyn_cast<OpResult>(value)) {
    Operation *op = result.getOwner();
    if (auto traffic = dyn_cast<TrafficOpInterface>(op))
      dims = traffic.getResultDims(*this, result.getResultNumber());
    else
      dims = getDefaultResultDims(op, result.getResultNumber());
  }
  // Static dims of the type always win. A dynamic dim still unknown (none
  // was derived, or an index value read as a non-positive constant) gets a
  // fresh name.
  dims.resize(type.getRank());
  std::string fresh;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
    if (!type.isDynamicDim(i)) {
      dims[i] = Poly(type.getDimSize(i));
      continue;
    }
    if (!dims[i].isConstant() || dims[i].getConstant().value_or(0) > 0)
      continue;
    if (fresh.empty())
      fresh = freshName();
    dims[i] = Poly::symbol(fresh + "_" + std::to_string(i));
  }
  return shapes[value] = std::move(dims);
}

Poly TrafficContext::getDim(Value value, unsigned index) {
  // A static type's dims are its sizes; caching its shape would cost more
  // than reading them (getShape names no dim of such a value).
  auto type = cast<ShapedType>(value.getType());
  if (type.hasStaticShape())
    return Poly(type.getDimSize(index));
  return getShape(value)[index].substitute(bindings);
}

Poly TrafficContext::getRoleDim(Value value, unsigned index, StringRef role) {
  const Poly &dim = getShape(value)[index];
  std::set<std::string> symbols;
  dim.collectSymbols(symbols);
  bool userNamed = llvm::all_of(
      symbols, [&](const std::string &s) { return userNames.contains(s); });
  if (userNamed)
    return dim.substitute(bindings);
  return Poly::symbol(role).substitute(bindings);
}

Poly TrafficContext::getNumElements(Value value) {
  auto type = cast<ShapedType>(value.getType());
  int64_t elements = 1;
  if (type.hasStaticShape() && llvm::all_of(type.getShape(), [&](int64_t size) {
        return !__builtin_mul_overflow(elements, size, &elements);
      }))
    return Poly(elements);
  Poly count(1);
  for (unsigned i = 0, e = type.getRank(); i < e; ++i)
    count *= getDim(value, i);
  return count;
}

int64_t TrafficContext::getElementBytes(Type type) {
  // The common element types first: asking a float type for its width goes
  // through its semantics, and this is asked for every operand.
  if (isa<Float32Type>(type))
    return 4;
  if (isa<Float16Type, BFloat16Type>(type))
    return 2;
  if (isa<IndexType>(type))
    return 8;
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * getElementBytes(complex.getElementType());
  if (isa<FloatType, IntegerType>(type))
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  return 0;
}

Poly TrafficContext::getTensorBytes(Value value) {
  Type element = cast<ShapedType>(value.getType()).getElementType();
  int64_t bytes = getElementBytes(element);
  if (bytes == 0) {
    std::string name;
    llvm::raw_string_ostream os(name);
    os << element;
    addNote("element type " + name + " has no size in the model; counted 0 B");
  }
  return getNumElements(value) * Poly(bytes);
}

Poly TrafficContext::getIndexValue(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return Poly(constant.getSExtValue());
  if (auto dim = value.getDefiningOp<tensor::DimOp>()) {
    std::optional<int64_t> index = dim.getConstantIndex();
    auto source = dyn_cast<RankedTensorType>(dim.getSource().getType());
    if (index && source && *index >= 0 && *index < source.getRank())
      return getDim(dim.getSource(), *index);
  }
  if (auto add = value.getDefiningOp<arith::AddIOp>())
    return getIndexValue(add.getLhs()) + getIndexValue(add.getRhs());
  if (auto mul = value.getDefiningOp<arith::MulIOp>())
    return getIndexValue(mul.getLhs()) * getIndexValue(mul.getRhs());
  auto arg = dyn_cast<BlockArgument>(value);
  if (arg && isa<FunctionOpInterface>(arg.getOwner()->getParentOp()))
    return Poly::symbol("arg" + std::to_string(arg.getArgNumber()))
        .substitute(bindings);
  return Poly::symbol(freshName()).substitute(bindings);
}

bool TrafficContext::isFreeInit(Value value) {
  if (value.getDefiningOp<tensor::EmptyOp>())
    return true;
  auto fill = value.getDefiningOp<linalg::FillOp>();
  return fill && matchPattern(fill.getInputs()[0], m_Constant());
}

Poly TrafficContext::getKernelBoundaryBytesRead(Operation *op) {
  // The inits are one run of operands; find it once (LinalgOperands.h).
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  MutableArrayRef<OpOperand> inits;
  if (linalgOp)
    inits = getInitOperands(linalgOp);
  else if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    inits = dps.getDpsInitsMutable();
  llvm::SmallPtrSet<Value, 4> seen;
  Poly total;
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    if (!isInMemory(value))
      continue;
    if (!inits.empty() && &operand >= &inits.front() &&
        &operand <= &inits.back()) {
      bool used = linalgOp && linalgOp.payloadUsesValueFromOperand(&operand);
      if (!used || isFreeInit(value))
        continue;
    }
    if (seen.insert(value).second)
      total += getTensorBytes(value);
  }
  return total;
}

Poly TrafficContext::getKernelBoundaryBytesWritten(Operation *op) {
  Poly total;
  for (Value result : op->getResults())
    if (isInMemory(result))
      total += getTensorBytes(result);
  // On buffers, a destination-style op writes its memref destinations.
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  if (dps && !dps.hasPureTensorSemantics())
    for (OpOperand &init : dps.getDpsInitsMutable())
      if (isa<MemRefType>(init.get().getType()))
        total += getTensorBytes(init.get());
  return total;
}

SmallVector<Poly, 4> TrafficContext::getDefaultResultDims(Operation *op,
                                                          unsigned index) {
  auto resultType = dyn_cast<ShapedType>(op->getResult(index).getType());
  if (!resultType || !resultType.hasRank())
    return {};
  int64_t rank = resultType.getRank();
  SmallVector<Poly, 4> dims;
  if (auto empty = dyn_cast<tensor::EmptyOp>(op)) {
    for (OpFoldResult size : empty.getMixedSizes())
      dims.push_back(
          isa<Value>(size)
              ? getIndexValue(cast<Value>(size))
              : Poly(cast<IntegerAttr>(cast<Attribute>(size)).getInt()));
    return dims;
  }
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
    OpOperand *tied = dps.getTiedOpOperand(op->getResult(index));
    if (tied)
      return SmallVector<Poly, 4>(getShape(tied->get()));
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    for (const ReassociationIndices &group :
         collapse.getReassociationIndices()) {
      Poly product(1);
      for (int64_t i : group)
        product *= getShape(collapse.getSrc())[i];
      dims.push_back(product);
    }
    return dims;
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    for (OpFoldResult size : expand.getMixedOutputShape())
      dims.push_back(
          isa<Value>(size)
              ? getIndexValue(cast<Value>(size))
              : Poly(cast<IntegerAttr>(cast<Attribute>(size)).getInt()));
    return dims;
  }
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<ShapedType>(operand.getType());
    if (!type || !type.hasRank() || type.getRank() != rank)
      continue;
    bool compatible = true;
    for (int64_t i = 0; i < rank; ++i)
      if (!type.isDynamicDim(i) && !resultType.isDynamicDim(i) &&
          type.getDimSize(i) != resultType.getDimSize(i))
        compatible = false;
    if (compatible)
      return SmallVector<Poly, 4>(getShape(operand));
  }
  return dims;
}

void TrafficContext::addNote(const Twine &note) {
  std::string text = note.str();
  if (!llvm::is_contained(notes, text))
    notes.push_back(std::move(text));
}
