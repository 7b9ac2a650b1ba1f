//===- Describe.cpp - name IR in remarks as the user's file shows it ------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "Describe.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

std::string mlir::attn::describeLocation(Operation *op) {
  auto loc = LocationAttr(op->getLoc()).findInstanceOf<FileLineColLoc>();
  if (!loc)
    return {};
  std::string s;
  llvm::raw_string_ostream os(s);
  os << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
     << loc.getColumn();
  return s;
}

std::string mlir::attn::describeOp(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << op->getName();
  std::string where = describeLocation(op);
  if (!where.empty())
    os << " at " << where;
  return s;
}

std::string mlir::attn::describeValue(Value v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *parent = arg.getOwner()->getParentOp();
    auto func = dyn_cast_or_null<func::FuncOp>(parent);
    if (func && arg.getOwner()->isEntryBlock()) {
      os << "argument #" << arg.getArgNumber() << " of @" << func.getSymName();
      return s;
    }
    os << "block argument #" << arg.getArgNumber();
    if (parent)
      os << " of " << describeOp(parent);
    return s;
  }
  auto result = cast<OpResult>(v);
  Operation *def = result.getOwner();
  if (def->getNumResults() > 1)
    os << "#" << result.getResultNumber() << " ";
  std::string where = describeLocation(def);
  if (where.empty())
    os << "of " << def->getName();
  else
    os << "at " << where;
  return s;
}
