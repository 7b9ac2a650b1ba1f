//===- attn-roofline.cpp - attention traffic from shapes alone ------------===//
//
// Part of attn-opt. For people who have shapes, not IR: builds the standard
// attention chain and its fused form in memory and runs the traffic analysis
// on both, so that every figure comes from the same model as
// --attn-traffic-report.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/GpuSpec.h"
#include "attn/Analysis/TrafficAnalysis.h"
#include "attn/Analysis/TrafficReport.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

namespace {
/// The attention problem the user described.
struct Shape {
  int64_t b, hq, hkv, nq, nkv, d, dv;
  Type element;
  bool causal;
  std::optional<int64_t> blockM;
};
} // namespace

static int fail(const Twine &message) {
  llvm::errs() << "attn-roofline: error: " << message << "\n";
  return 1;
}

static Type parseDtype(MLIRContext &ctx, StringRef name) {
  Builder b(&ctx);
  if (name == "f16")
    return b.getF16Type();
  if (name == "bf16")
    return b.getBF16Type();
  if (name == "f32")
    return b.getF32Type();
  if (name == "f8E4M3FN")
    return b.getType<Float8E4M3FNType>();
  if (name == "f8E5M2")
    return b.getType<Float8E5M2Type>();
  return Type();
}

/// Builds @unfused, the chain (expand_heads for GQA, Q·Kᵀ, causal_mask,
/// softmax, P·V, every tensor in the input type), and @fused, one
/// attn.flash_attention.
static OwningOpRef<ModuleOp> buildAttention(MLIRContext &ctx, const Shape &s) {
  OpBuilder b(&ctx);
  auto loc = [&](StringRef name) {
    return NameLoc::get(b.getStringAttr(name));
  };
  auto tensor = [&](ArrayRef<int64_t> dims) {
    return RankedTensorType::get(dims, s.element);
  };
  RankedTensorType q = tensor({s.b, s.hq, s.nq, s.d});
  RankedTensorType k = tensor({s.b, s.hkv, s.nkv, s.d});
  RankedTensorType v = tensor({s.b, s.hkv, s.nkv, s.dv});
  RankedTensorType o = tensor({s.b, s.hq, s.nq, s.dv});
  FunctionType type = b.getFunctionType({q, k, v}, {o});

  OwningOpRef<ModuleOp> module = ModuleOp::create(loc("attention"));
  b.setInsertionPointToEnd(module->getBody());
  auto unfused = func::FuncOp::create(b, loc("unfused"), "unfused", type);
  b.setInsertionPointToStart(unfused.addEntryBlock());
  Value key = unfused.getArgument(1), value = unfused.getArgument(2);
  if (s.hkv < s.hq) {
    int64_t factor = s.hq / s.hkv;
    key = ExpandHeadsOp::create(b, loc("expand_k"),
                                tensor({s.b, s.hq, s.nkv, s.d}), key, factor);
    value = ExpandHeadsOp::create(
        b, loc("expand_v"), tensor({s.b, s.hq, s.nkv, s.dv}), value, factor);
  }
  Value scores =
      MatmulOp::create(b, loc("q_kt"), tensor({s.b, s.hq, s.nq, s.nkv}),
                       unfused.getArgument(0), key,
                       /*transpose_b=*/true);
  if (s.causal)
    scores = CausalMaskOp::create(b, loc("causal_mask"), scores);
  Value probs = SoftmaxOp::create(b, loc("softmax"), scores, 3);
  Value out = MatmulOp::create(b, loc("p_v"), o, probs, value,
                               /*transpose_b=*/false);
  func::ReturnOp::create(b, loc("return"), out);

  b.setInsertionPointToEnd(module->getBody());
  auto fused = func::FuncOp::create(b, loc("fused"), "fused", type);
  b.setInsertionPointToStart(fused.addEntryBlock());
  auto flash = FlashAttentionOp::create(
      b, loc("flash_attention"), o, fused.getArgument(0), fused.getArgument(1),
      fused.getArgument(2), /*mask=*/Value(),
      b.getF64FloatAttr(1.0 / std::sqrt(static_cast<double>(s.d))),
      s.causal ? b.getUnitAttr() : UnitAttr(),
      s.blockM ? b.getI64IntegerAttr(*s.blockM) : IntegerAttr(),
      /*block_n=*/IntegerAttr());
  func::ReturnOp::create(b, loc("return"), flash.getResult());
  return module;
}

/// A function's total as one op, so that it gets a verdict: the peak is the
/// one of the chain's matmuls.
static OpTraffic asOneOp(const FunctionTraffic &function, Type tensorCore) {
  OpTraffic whole;
  whole.op = function.func;
  whole.flops = function.flops;
  whole.bytesRead = function.bytesRead;
  whole.bytesWritten = function.bytesWritten;
  whole.tensorCoreType = tensorCore;
  return whole;
}

int main(int argc, char **argv) {
  llvm::cl::OptionCategory category("attn-roofline options");
  // One head of one sequence, as the seed's worked examples are, unless
  // asked otherwise.
  llvm::cl::opt<int64_t> batch("batch",
                               llvm::cl::desc("batch size B (default: 1)"),
                               llvm::cl::init(1), llvm::cl::cat(category));
  llvm::cl::opt<int64_t> heads("heads",
                               llvm::cl::desc("query heads Hq (default: 1)"),
                               llvm::cl::init(1), llvm::cl::cat(category));
  llvm::cl::opt<int64_t> kvHeads(
      "kv-heads", llvm::cl::desc("key/value heads Hkv (default: Hq)"),
      llvm::cl::cat(category));
  llvm::cl::opt<int64_t> qLen("q-len", llvm::cl::desc("query length Nq"),
                              llvm::cl::cat(category));
  llvm::cl::opt<int64_t> kvLen(
      "kv-len", llvm::cl::desc("key/value length Nkv (default: Nq)"),
      llvm::cl::cat(category));
  llvm::cl::opt<int64_t> headDim("head-dim", llvm::cl::desc("head dim d"),
                                 llvm::cl::cat(category));
  llvm::cl::opt<int64_t> vHeadDim(
      "v-head-dim", llvm::cl::desc("head dim of V, dv (default: d)"),
      llvm::cl::cat(category));
  llvm::cl::opt<std::string> dtype(
      "dtype", llvm::cl::desc("f16, bf16, f32, f8E4M3FN or f8E5M2"),
      llvm::cl::init("f16"), llvm::cl::cat(category));
  llvm::cl::opt<bool> causal("causal", llvm::cl::desc("causal attention"),
                             llvm::cl::cat(category));
  llvm::cl::opt<int64_t> blockM(
      "block-m", llvm::cl::desc("query rows per block for the tiled model"),
      llvm::cl::cat(category));
  llvm::cl::opt<std::string> gpuName(
      "gpu", llvm::cl::desc("a100, h100, h200 or a GPU JSON file"),
      llvm::cl::init("h100"), llvm::cl::cat(category));
  llvm::cl::opt<bool> json("json", llvm::cl::desc("print JSON"),
                           llvm::cl::cat(category));
  llvm::cl::HideUnrelatedOptions(category);

  std::string parseErrors;
  llvm::raw_string_ostream errorStream(parseErrors);
  if (!llvm::cl::ParseCommandLineOptions(
          argc, argv,
          "attn-roofline: traffic, intensity and roofline verdict of "
          "attention, unfused and fused\n",
          &errorStream)) {
    // One line: cl may add suggestions after the first, and reports bad
    // values on stderr itself.
    StringRef first = StringRef(parseErrors).split('\n').first.trim();
    if (!first.empty())
      llvm::errs() << first << "\n";
    return 1;
  }
  // Checked here rather than with cl::Required, which reports every missing
  // flag on its own line.
  for (auto [flag, option] : {std::make_pair("--q-len", &qLen),
                              std::make_pair("--head-dim", &headDim)})
    if (!option->getNumOccurrences())
      return fail(Twine("missing ") + flag);

  MLIRContext ctx;
  DialectRegistry registry;
  registerAllDialects(registry);
  registry.insert<func::FuncDialect>();
  ctx.appendDialectRegistry(registry);
  ctx.loadAllAvailableDialects();

  Shape shape;
  shape.b = batch;
  shape.hq = heads;
  shape.hkv = kvHeads.getNumOccurrences() ? kvHeads.getValue() : heads;
  shape.nq = qLen;
  shape.nkv = kvLen.getNumOccurrences() ? kvLen.getValue() : qLen;
  shape.d = headDim;
  shape.dv = vHeadDim.getNumOccurrences() ? vHeadDim.getValue() : headDim;
  shape.causal = causal;
  if (blockM.getNumOccurrences())
    shape.blockM = blockM.getValue();
  shape.element = parseDtype(ctx, dtype);
  if (!shape.element)
    return fail("unknown --dtype '" + dtype +
                "': expected f16, bf16, f32, f8E4M3FN or f8E5M2");
  std::pair<StringRef, int64_t> sizes[] = {
      {"--batch", shape.b},      {"--heads", shape.hq},
      {"--kv-heads", shape.hkv}, {"--q-len", shape.nq},
      {"--kv-len", shape.nkv},   {"--head-dim", shape.d},
      {"--v-head-dim", shape.dv}};
  for (auto [flag, size] : sizes)
    if (size <= 0)
      return fail(flag + " must be positive, got " + Twine(size));
  if (shape.hq % shape.hkv != 0)
    return fail("--heads (" + Twine(shape.hq) +
                ") is not a multiple of --kv-heads (" + Twine(shape.hkv) + ")");
  if (shape.blockM && *shape.blockM <= 0)
    return fail("--block-m must be positive, got " + Twine(*shape.blockM));

  std::string error;
  std::optional<GpuSpec> gpu = loadGpuSpec(gpuName, error);
  if (!gpu)
    return fail(error);

  // Diagnostics (an overflowing figure) become one-line errors.
  std::string diagnostic;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    if (diagnostic.empty())
      diagnostic = diag.str();
    return success();
  });
  OwningOpRef<ModuleOp> module = buildAttention(ctx, shape);
  TrafficAnalysis analysis(*module);
  ArrayRef<FunctionTraffic> functions = analysis.getFunctions();
  if (failed(checkOverflow(functions)))
    return fail(diagnostic);
  const FunctionTraffic &unfused = functions[0], &fused = functions[1];

  Poly unfusedBytes = unfused.bytesRead + unfused.bytesWritten;
  Poly fusedBytes = fused.bytesRead + fused.bytesWritten;
  double ratio = static_cast<double>(*unfusedBytes.getConstant()) /
                 static_cast<double>(*fusedBytes.getConstant());
  Type tensorCore = fused.ops.front().tensorCoreType;
  double unfusedSeconds = *predictSeconds(unfused, *gpu);
  double fusedSeconds = *predictSeconds(fused, *gpu);

  if (json) {
    llvm::json::OStream out(llvm::outs(), 2);
    out.object([&] {
      out.attribute("schema_version", kTrafficJsonVersion);
      out.attributeBegin("gpu");
      writeGpuJson(out, *gpu);
      out.attributeEnd();
      out.attributeBegin("unfused");
      writeFunctionJson(out, unfused, unfused, *gpu);
      out.attributeEnd();
      out.attributeBegin("fused");
      writeFunctionJson(out, fused, fused, *gpu);
      out.attributeEnd();
      out.attributeBegin("traffic_ratio");
      out.rawValue(llvm::formatv("{0:F2}", ratio).str());
      out.attributeEnd();
      out.attributeBegin("time_ratio");
      out.rawValue(
          llvm::formatv("{0:F2}", unfusedSeconds / fusedSeconds).str());
      out.attributeEnd();
    });
    llvm::outs() << "\n";
    return 0;
  }

  llvm::outs() << llvm::formatv(
      "attention B={0} Hq={1} Hkv={2} Nq={3} Nkv={4} d={5} dv={6} {7}{8}\n",
      shape.b, shape.hq, shape.hkv, shape.nq, shape.nkv, shape.d, shape.dv,
      dtype.getValue(), shape.causal ? " causal" : "");
  printTrafficTable(llvm::outs(), functions, functions, *gpu);
  llvm::outs() << llvm::formatv(
      "\ntraffic ratio: {0:F2}x ({1} B unfused / {2} B fused)\n", ratio,
      withThousands(*unfusedBytes.getConstant()),
      withThousands(*fusedBytes.getConstant()));
  llvm::outs() << llvm::formatv(
      "predicted time: {0:F2} us unfused, {1:F2} us fused: {2:F2}x faster "
      "({3:F2} us saved)\n",
      unfusedSeconds * 1e6, fusedSeconds * 1e6, unfusedSeconds / fusedSeconds,
      (unfusedSeconds - fusedSeconds) * 1e6);
  for (const FunctionTraffic *function : {&unfused, &fused}) {
    Verdict verdict = classify(asOneOp(*function, tensorCore), *gpu);
    llvm::outs() << llvm::formatv(
        "{0}: intensity {1:F2}, {2}-bound on {3} (balance {4:F2}, {5})\n",
        function->name, verdict.intensity.value_or(0), verdict.bound, gpu->name,
        verdict.balance, verdict.peakName);
  }
  return 0;
}
