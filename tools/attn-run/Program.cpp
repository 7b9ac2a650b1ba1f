//===- Program.cpp - the program attn-run runs ----------------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "Program.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Interfaces/TrafficOpInterface.h"
#include "attn/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace attn_run;

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

LogicalResult attn_run::convertTosaToLinalg(ModuleOp module) {
  bool hasTosa = module
                     ->walk([](Operation *op) {
                       return isa<tosa::TosaDialect>(op->getDialect())
                                  ? WalkResult::interrupt()
                                  : WalkResult::advance();
                     })
                     .wasInterrupted();
  if (!hasTosa)
    return success();
  PassManager pm(module.getContext());
  attn::buildTosaToLinalgPipeline(pm.nest<func::FuncOp>());
  return pm.run(module);
}

llvm::Expected<func::FuncOp> attn_run::selectEntry(ModuleOp module,
                                                   llvm::StringRef entry,
                                                   llvm::StringRef file) {
  func::FuncOp func;
  if (!entry.empty()) {
    func = module.lookupSymbol<func::FuncOp>(entry);
    if (!func || func.isExternal())
      return error("no function '" + entry + "' in " + file);
  } else {
    for (auto f : module.getOps<func::FuncOp>()) {
      if (f.isExternal() || !f.isPublic())
        continue;
      if (func)
        return error(file + " has several public functions: name one with "
                            "--entry");
      func = f;
    }
    if (!func)
      return error(file + " has no public function to run");
  }
  // Only the entry and what it calls are compiled: drop the functions
  // nothing uses, until none is left.
  for (bool erased = true; erased;) {
    erased = false;
    for (auto f : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (f == func || !SymbolTable::symbolKnownUseEmpty(f, module))
        continue;
      f.erase();
      erased = true;
    }
  }
  return func;
}

/// Gives each attn op of `func` the static result dims that the traffic
/// model derives from its operands (TrafficOpInterface::getResultDims), so
/// that the verifiers compare sizes that only the inputs fixed (K with 2
/// keys, V with 3). Users outside the dialect keep the declared type through
/// a tensor.cast.
static void refineAttnResultTypes(func::FuncOp func) {
  attn::TrafficContext ctx;
  SmallVector<std::pair<Value, RankedTensorType>> refined;
  func.walk([&](Operation *op) {
    if (!isa<attn::AttnDialect>(op->getDialect()) || op->getNumResults() != 1)
      return;
    Value result = op->getResult(0);
    auto declared = cast<RankedTensorType>(result.getType());
    SmallVector<int64_t> shape(declared.getShape());
    for (auto [i, dim] : llvm::enumerate(shape))
      if (ShapedType::isDynamic(dim))
        dim = ctx.getDim(result, i).getConstant().value_or(dim);
    if (ArrayRef<int64_t>(shape) != declared.getShape())
      refined.push_back({result, declared.clone(shape)});
  });
  OpBuilder b(func.getContext());
  for (auto [result, type] : refined) {
    auto declared = cast<RankedTensorType>(result.getType());
    result.setType(type);
    b.setInsertionPointAfterValue(result);
    Value cast = tensor::CastOp::create(b, result.getLoc(), declared, result);
    for (OpOperand &use : llvm::make_early_inc_range(result.getUses()))
      if (use.getOwner() != cast.getDefiningOp() &&
          !isa<attn::AttnDialect>(use.getOwner()->getDialect()))
        use.set(cast);
    if (cast.use_empty())
      cast.getDefiningOp()->erase();
  }
}

OwningOpRef<ModuleOp>
attn_run::specializeToInputs(ModuleOp module, llvm::StringRef entry,
                             llvm::ArrayRef<HostTensor> inputs) {
  MLIRContext *context = module.getContext();
  OwningOpRef<ModuleOp> specialized(module.clone());
  auto func = specialized->lookupSymbol<func::FuncOp>(entry);
  OpBuilder b(context);
  b.setInsertionPointToStart(&func.getBody().front());
  for (auto [i, arg] : llvm::enumerate(func.getArguments())) {
    auto declared = cast<RankedTensorType>(arg.getType());
    if (declared.hasStaticShape())
      continue;
    arg.setType(declared.clone(inputs[i].getShape()));
    Value cast = tensor::CastOp::create(b, arg.getLoc(), declared, arg);
    arg.replaceAllUsesExcept(cast, cast.getDefiningOp());
    for (OpOperand &use : llvm::make_early_inc_range(cast.getUses()))
      if (isa<attn::AttnDialect>(use.getOwner()->getDialect()))
        use.set(arg);
  }
  func.setType(FunctionType::get(context, func.getBody().getArgumentTypes(),
                                 func.getResultTypes()));
  refineAttnResultTypes(func);
  if (failed(verify(*specialized)))
    return nullptr;
  // Upstream's canonicalization carries the input sizes into linalg and
  // tensor ops, whose verifiers then compare them. The copy is only checked,
  // never run: folding would change the program's rounding.
  OwningOpRef<ModuleOp> checked(specialized->clone());
  PassManager check(context);
  check.addPass(createCanonicalizerPass());
  if (failed(check.run(*checked)))
    return nullptr;
  return specialized;
}
