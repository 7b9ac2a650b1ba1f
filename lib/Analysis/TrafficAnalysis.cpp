//===- TrafficAnalysis.cpp - per-op HBM traffic and flops -----------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/TrafficAnalysis.h"

#include "attn/Conversion/AttnToGPU/SplitKV.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
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

/// The tiled figure of the kernel the gpu lowering runs for `op` by default
/// (sm_90, 4 warps): where it chooses split-KV (SplitKV.h), K and V are read
/// once per GQA group and the f32 partial rows are written and read back.
static void followSplitKV(FlashAttentionOp op, OpTraffic &figures,
                          TrafficContext &ctx) {
  ArrayRef<int64_t> q = op.getQuery().getType().getShape();
  ArrayRef<int64_t> kv = op.getKey().getType().getShape();
  std::optional<int64_t> tiled = figures.tiledBytesRead
                                     ? figures.tiledBytesRead->getConstant()
                                     : std::nullopt;
  std::optional<int64_t> compulsory = figures.bytesRead.getConstant();
  if (!tiled || !compulsory || ShapedType::isDynamicShape(q) ||
      ShapedType::isDynamicShape(kv) ||
      !op.getValue().getType().hasStaticShape())
    return;
  int64_t b = q[0], hq = q[1], nq = q[2], d = q[3], hkv = kv[1], nkv = kv[2];
  int64_t dv = op.getValue().getType().getDimSize(3);
  int64_t blockM = op.getBlockM().value_or(64);
  int64_t splits = defaultSplitKVSplits(b, hq, hkv, nq, nkv, d, op.getBlockM(),
                                        op.getBlockN());
  if (!splits)
    return;
  // The tiled K/V reads are what the tiled figure adds to the compulsory
  // reads' single pass over K and V; packed blocks read them per group.
  int64_t elementBytes =
      TrafficContext::getElementBytes(op.getKey().getType().getElementType());
  int64_t kvBytes = elementBytes * b * hkv * nkv * (d + dv);
  int64_t kvTiled = *tiled - *compulsory + kvBytes;
  int64_t fusedBlocks = hq * ((nq + blockM - 1) / blockM);
  int64_t packedBlocks = splitKVBlocks(1, hq, hkv, nq, blockM);
  int64_t partials = 2 * 4 * b * hq * nq * splits * (dv + 2);
  figures.tiledBytesRead = Poly(
      *compulsory - kvBytes + kvTiled * packedBlocks / fusedBlocks + partials);
  ctx.addNote("split-KV (" + Twine(splits) +
              " splits, as the gpu lowering runs it on sm_90): K/V read once "
              "per GQA group; the tiled figure includes the " +
              Twine(partials) + " B of f32 partials written and read back");
}

FunctionTraffic
mlir::attn::computeFunctionTraffic(FunctionOpInterface func,
                                   const llvm::StringMap<int64_t> &bindings) {
  FunctionTraffic result;
  result.func = func;
  result.name = func.getName().str();
  TrafficContext ctx(bindings);
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
      if (auto flash = dyn_cast<FlashAttentionOp>(op))
        followSplitKV(flash, figures, ctx);
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

TrafficAnalysis::TrafficAnalysis(Operation *op) {
  op->walk<WalkOrder::PreOrder>([&](FunctionOpInterface func) {
    if (!func.isExternal())
      funcs.push_back(func);
    return WalkResult::skip();
  });
  llvm::StringMap<int64_t> none;
  for (FunctionOpInterface func : funcs)
    functions.push_back(computeFunctionTraffic(func, none));
}

std::vector<FunctionTraffic>
TrafficAnalysis::bind(const llvm::StringMap<int64_t> &bindings) const {
  if (bindings.empty())
    return functions;
  std::vector<FunctionTraffic> bound;
  for (FunctionOpInterface func : funcs)
    bound.push_back(computeFunctionTraffic(func, bindings));
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
