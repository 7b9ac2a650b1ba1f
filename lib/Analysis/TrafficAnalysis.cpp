//===- TrafficAnalysis.cpp - per-op HBM traffic and flops -----------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/TrafficAnalysis.h"

#include "attn/Interfaces/TrafficOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::attn;

/// True when `op` has a tensor or memref operand or result: only such ops
/// can be kernels that move data through HBM (vectors live in registers).
static bool touchesShapedValues(Operation *op) {
  auto isShaped = [](Type type) {
    return isa<TensorType, BaseMemRefType>(type);
  };
  return llvm::any_of(op->getOperandTypes(), isShaped) ||
         llvm::any_of(op->getResultTypes(), isShaped);
}

FunctionTraffic
mlir::attn::computeFunctionTraffic(FunctionOpInterface func,
                                   const llvm::StringMap<int64_t> &bindings,
                                   StringRef chip) {
  FunctionTraffic result;
  result.func = func;
  result.name = func.getName().str();
  TrafficContext ctx(bindings, chip);
  // Most ops that move data are in the body's own blocks; reserving for
  // them saves copying every figure as the vector grows.
  size_t topLevelOps = 0;
  for (Block &block : func.getFunctionBody())
    topLevelOps += block.getOperations().size();
  result.ops.reserve(topLevelOps);
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == func.getOperation())
      return WalkResult::advance();
    if (op->hasTrait<OpTrait::IsTerminator>())
      return WalkResult::skip();
    auto traffic = dyn_cast<TrafficOpInterface>(op);
    if (traffic && traffic.isTrafficFree())
      return WalkResult::skip();
    // Scalar ops and ops that only hold regions are no kernels; look inside.
    if (!traffic && !touchesShapedValues(op))
      return WalkResult::advance();

    ctx.clearNotes();
    OpTraffic figures;
    figures.op = op;
    if (traffic) {
      figures.flops = traffic.getFlops(ctx);
      figures.transcendentals = traffic.getTranscendentals(ctx);
      figures.bytesRead = traffic.getBytesRead(ctx);
      figures.bytesWritten = traffic.getBytesWritten(ctx);
      figures.tiledBytesRead = traffic.getTiledBytesRead(ctx);
      figures.tensorCoreType = traffic.getTensorCoreType();
    } else {
      figures.known = false;
      figures.bytesRead = ctx.getKernelBoundaryBytesRead(op);
      figures.bytesWritten = ctx.getKernelBoundaryBytesWritten(op);
      ctx.addNote("unknown op: bytes by the kernel-boundary rule, flops not "
                  "counted");
    }
    figures.notes.append(ctx.getNotes().begin(), ctx.getNotes().end());
    result.flops += figures.flops;
    result.transcendentals += figures.transcendentals;
    result.bytesRead += figures.bytesRead;
    result.bytesWritten += figures.bytesWritten;
    result.ops.push_back(std::move(figures));
    // The regions of a costed op (a linalg payload) are part of its kernel.
    return WalkResult::skip();
  });
  return result;
}

SmallVector<FunctionOpInterface>
mlir::attn::getCostedFunctions(Operation *root) {
  SmallVector<FunctionOpInterface> funcs;
  root->walk<WalkOrder::PreOrder>([&](FunctionOpInterface func) {
    if (!func.isExternal())
      funcs.push_back(func);
    return WalkResult::skip();
  });
  return funcs;
}

TrafficAnalysis::TrafficAnalysis(Operation *op, StringRef chip)
    : funcs(getCostedFunctions(op)), chip(chip.str()) {
  llvm::StringMap<int64_t> none;
  for (FunctionOpInterface func : funcs)
    functions.push_back(computeFunctionTraffic(func, none, chip));
}

std::vector<FunctionTraffic>
TrafficAnalysis::bind(const llvm::StringMap<int64_t> &bindings) const {
  if (bindings.empty())
    return functions;
  std::vector<FunctionTraffic> bound;
  for (FunctionOpInterface func : funcs)
    bound.push_back(computeFunctionTraffic(func, bindings, chip));
  return bound;
}

std::set<std::string> TrafficAnalysis::getSymbols() const {
  std::set<std::string> symbols;
  for (const FunctionTraffic &function : functions) {
    for (const OpTraffic &op : function.ops) {
      for (const Poly *figure :
           {&op.flops, &op.transcendentals, &op.bytesRead, &op.bytesWritten})
        figure->collectSymbols(symbols);
      if (op.tiledBytesRead)
        op.tiledBytesRead->collectSymbols(symbols);
    }
  }
  return symbols;
}
