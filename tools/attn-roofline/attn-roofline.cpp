//===- attn-roofline.cpp - attention traffic from shapes alone ------------===//
//
// Part of attn-opt. For people who have shapes, not IR: builds the standard
// attention chain and its fused form in memory and runs the traffic analysis
// on both, so that every figure comes from the same model as
// --attn-traffic-report.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/Backward.h"
#include "attn/Analysis/GpuSpec.h"
#include "attn/Analysis/Sweep.h"
#include "attn/Analysis/TrafficAnalysis.h"
#include "attn/Analysis/TrafficReport.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <limits>

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

/// Why `shape` cannot be costed, in one line, or nothing.
static std::optional<std::string> checkShape(const Shape &shape) {
  std::pair<StringRef, int64_t> sizes[] = {
      {"--batch", shape.b},      {"--heads", shape.hq},
      {"--kv-heads", shape.hkv}, {"--q-len", shape.nq},
      {"--kv-len", shape.nkv},   {"--head-dim", shape.d},
      {"--v-head-dim", shape.dv}};
  for (auto [flag, size] : sizes)
    if (size <= 0)
      return (flag + " must be positive, got " + Twine(size)).str();
  if (shape.hq % shape.hkv != 0)
    return ("--heads (" + Twine(shape.hq) +
            ") is not a multiple of --kv-heads (" + Twine(shape.hkv) + ")")
        .str();
  if (shape.blockM && *shape.blockM <= 0)
    return ("--block-m must be positive, got " + Twine(*shape.blockM)).str();
  return std::nullopt;
}

/// The parameters --sweep takes, as their flags name them.
static const StringRef kSweepParameters[] = {
    "batch", "heads", "kv-heads", "q-len", "kv-len", "head-dim", "dtype"};

/// The values of `NAME=LO:HI` (LO, 2·LO, 4·LO, ... up to HI) or
/// `NAME=V1,V2,...`; false with a one-line `error` when malformed.
static bool parseSweep(StringRef spec, std::string &parameter,
                       SmallVectorImpl<std::string> &values,
                       std::string &error) {
  auto [name, range] = spec.split('=');
  if (name.empty() || range.empty()) {
    error = "--sweep expects NAME=LO:HI or NAME=V1,V2,..., got '" + spec.str() +
            "'";
    return false;
  }
  if (!llvm::is_contained(kSweepParameters, name)) {
    error = "unknown --sweep parameter '" + name.str() + "': expected " +
            llvm::join(ArrayRef(kSweepParameters), ", ");
    return false;
  }
  parameter = name.str();
  if (range.contains(':')) {
    auto [loText, hiText] = range.split(':');
    int64_t lo = 0, hi = 0;
    if (name == "dtype" || loText.getAsInteger(10, lo) ||
        hiText.getAsInteger(10, hi) || lo <= 0 || hi < lo) {
      error = "--sweep range '" + range.str() +
              "' is not LO:HI with positive integers LO <= HI";
      return false;
    }
    // Doubling: the sizes people sweep are powers of two, and a doubling
    // series is evenly spaced on the plot's log axis.
    for (int64_t value = lo; value <= hi; value *= 2) {
      values.push_back(std::to_string(value));
      if (value > std::numeric_limits<int64_t>::max() / 2)
        break;
    }
    return true;
  }
  SmallVector<StringRef> entries;
  range.split(entries, ',');
  for (StringRef entry : entries) {
    int64_t number = 0;
    if (entry.empty() ||
        (name != "dtype" && (entry.getAsInteger(10, number) || number <= 0))) {
      error = "--sweep value '" + entry.str() + "' of " + name.str() +
              " is not " + (name == "dtype" ? "a dtype" : "a positive integer");
      return false;
    }
    values.push_back(entry.str());
  }
  return true;
}

/// Costs both forms of `shape`; false when a figure overflows (the
/// diagnostic handler has the message).
static bool costPoint(MLIRContext &ctx, const Shape &shape, const GpuSpec &gpu,
                      SweepPoint &point) {
  OwningOpRef<ModuleOp> module = buildAttention(ctx, shape);
  TrafficAnalysis analysis(*module, gpu.chip);
  ArrayRef<FunctionTraffic> functions = analysis.getFunctions();
  if (failed(checkOverflow(functions)))
    return false;
  auto form = [&](const FunctionTraffic &function) {
    SweepForm result;
    result.flops = *function.flops.getConstant();
    result.bytes = *(function.bytesRead + function.bytesWritten).getConstant();
    result.seconds = *predictSeconds(function, gpu);
    return result;
  };
  point.unfused = form(functions[0]);
  point.fused = form(functions[1]);
  Verdict verdict = classify(
      asOneOp(functions[1], functions[1].ops.front().tensorCoreType), gpu);
  point.balance = verdict.balance;
  point.peakName = verdict.peakName.str();
  return true;
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
  llvm::cl::opt<std::string> chip(
      "chip",
      llvm::cl::desc("sm_80, sm_90 or sm_90a: the chip whose default gpu "
                     "kernel the tiled figures follow (default: the GPU's)"),
      llvm::cl::cat(category));
  llvm::cl::opt<bool> json("json", llvm::cl::desc("print JSON"),
                           llvm::cl::cat(category));
  llvm::cl::opt<bool> backward(
      "backward",
      llvm::cl::desc("cost the backward pass: standard attention's and "
                     "FlashAttention-2's"),
      llvm::cl::cat(category));
  llvm::cl::opt<bool> dropout(
      "dropout",
      llvm::cl::desc("with --backward: attention dropout on P (the standard "
                     "chain saves its mask, FlashAttention-2 regenerates it)"),
      llvm::cl::cat(category));
  llvm::cl::opt<int64_t> blockN(
      "block-n",
      llvm::cl::desc("key columns per KV block of FlashAttention-2's "
                     "backward (default: 64)"),
      llvm::cl::init(64), llvm::cl::cat(category));
  llvm::cl::opt<std::string> sweepSpec(
      "sweep",
      llvm::cl::desc("sweep one parameter: NAME=LO:HI (doubling) or "
                     "NAME=V1,V2,...; NAME is batch, heads, kv-heads, q-len, "
                     "kv-len, head-dim or dtype"),
      llvm::cl::cat(category));
  llvm::cl::opt<std::string> svgPath(
      "svg", llvm::cl::desc("with --sweep: write the sweep's plot to FILE"),
      llvm::cl::value_desc("FILE"), llvm::cl::cat(category));
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
  std::string sweepParameter;
  SmallVector<std::string> sweepValues;
  std::string error;
  if (sweepSpec.getNumOccurrences() &&
      !parseSweep(sweepSpec, sweepParameter, sweepValues, error))
    return fail(error);
  if (svgPath.getNumOccurrences() && sweepParameter.empty())
    return fail("--svg needs --sweep");
  if (dropout && !backward)
    return fail("--dropout needs --backward");
  if (backward && !sweepParameter.empty())
    return fail("--backward and --sweep cannot be combined");
  if (chip.getNumOccurrences() && (backward || !sweepParameter.empty()))
    return fail("--chip sets the fused kernel's tiled figures, which "
                "--backward and --sweep do not print");
  for (auto [flag, option] :
       {std::make_pair("q-len", &qLen), std::make_pair("head-dim", &headDim)})
    if (!option->getNumOccurrences() && sweepParameter != flag)
      return fail(Twine("missing --") + flag);

  MLIRContext ctx;
  DialectRegistry registry;
  registerAllDialects(registry);
  registry.insert<func::FuncDialect>();
  ctx.appendDialectRegistry(registry);
  ctx.loadAllAvailableDialects();

  // A swept length or dim stands in for the required flag until the sweep
  // sets it.
  Shape shape;
  shape.b = batch;
  shape.hq = heads;
  shape.hkv = kvHeads.getNumOccurrences() ? kvHeads.getValue() : heads;
  shape.nq = qLen.getNumOccurrences() ? qLen.getValue() : 1;
  shape.nkv = kvLen.getNumOccurrences() ? kvLen.getValue() : qLen;
  shape.d = headDim.getNumOccurrences() ? headDim.getValue() : 1;
  shape.dv = vHeadDim.getNumOccurrences() ? vHeadDim.getValue() : headDim;
  shape.causal = causal;
  if (blockM.getNumOccurrences())
    shape.blockM = blockM.getValue();
  shape.element = parseDtype(ctx, dtype);
  if (!shape.element)
    return fail("unknown --dtype '" + dtype +
                "': expected f16, bf16, f32, f8E4M3FN or f8E5M2");
  if (sweepParameter.empty())
    if (std::optional<std::string> problem = checkShape(shape))
      return fail(*problem);

  std::optional<GpuSpec> gpu = loadGpuSpec(gpuName, error);
  if (!gpu)
    return fail(error);
  if (chip.getNumOccurrences()) {
    if (!isGpuChip(chip))
      return fail("unknown --chip '" + chip +
                  "': expected sm_80, sm_90 or sm_90a");
    gpu->chip = chip;
  }

  if (backward) {
    if (blockN <= 0)
      return fail("--block-n must be positive, got " + Twine(blockN));
    BackwardShape problem;
    problem.b = shape.b;
    problem.heads = shape.hq;
    problem.kvHeads = shape.hkv;
    problem.nq = shape.nq;
    problem.nkv = shape.nkv;
    problem.d = shape.d;
    problem.dv = shape.dv;
    problem.element = shape.element;
    problem.causal = shape.causal;
    problem.dropout = dropout;
    problem.blockN = blockN;
    std::vector<BackwardKernel> standard = getStandardBackward(problem);
    std::vector<BackwardKernel> flash = getFlashBackward(problem);
    if (backwardOverflows(standard) || backwardOverflows(flash))
      return fail("the backward traffic overflows 64-bit integers");
    BackwardKernel standardTotal = sumKernels(standard);
    BackwardKernel flashTotal = sumKernels(flash);
    double ratio =
        static_cast<double>(
            *(standardTotal.bytesRead + standardTotal.bytesWritten)
                 .getConstant()) /
        static_cast<double>(
            *(flashTotal.bytesRead + flashTotal.bytesWritten).getConstant());
    double standardSeconds = predictBackwardSeconds(standard, *gpu);
    double flashSeconds = predictBackwardSeconds(flash, *gpu);
    if (json) {
      llvm::json::OStream out(llvm::outs(), 2);
      out.object([&] {
        out.attribute("schema_version", kTrafficJsonVersion);
        out.attributeBegin("gpu");
        writeGpuJson(out, *gpu);
        out.attributeEnd();
        out.attribute("block_n", static_cast<int64_t>(blockN));
        out.attributeBegin("standard_backward");
        writeBackwardJson(out, standard, *gpu);
        out.attributeEnd();
        out.attributeBegin("flash_backward");
        writeBackwardJson(out, flash, *gpu);
        out.attributeEnd();
        writeFixed2Json(out, "traffic_ratio", ratio);
        writeFixed2Json(out, "time_ratio", standardSeconds / flashSeconds);
      });
      llvm::outs() << "\n";
      return 0;
    }
    llvm::outs() << llvm::formatv(
        "backward of attention B={0} H={1}{9} Nq={2} Nkv={3} d={4} dv={5} "
        "{6}{7}{10}; FlashAttention-2 KV blocks of {8} keys\n",
        shape.b, shape.hq, shape.nq, shape.nkv, shape.d, shape.dv,
        dtype.getValue(), shape.causal ? " causal" : "", blockN.getValue(),
        shape.hkv == shape.hq ? std::string()
                              : " Hkv=" + std::to_string(shape.hkv),
        dropout ? " dropout" : "");
    printBackwardTable(llvm::outs(), "standard_backward", standard, *gpu);
    printBackwardTable(llvm::outs(), "flash_backward", flash, *gpu);
    llvm::outs() << llvm::formatv(
        "\ntraffic ratio: {0:F2}x; predicted time: {1:F2} us standard, "
        "{2:F2} us FlashAttention-2: {3:F2}x faster\n",
        ratio, standardSeconds * 1e6, flashSeconds * 1e6,
        standardSeconds / flashSeconds);
    return 0;
  }

  // Diagnostics (an overflowing figure) become one-line errors.
  std::string diagnostic;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    if (diagnostic.empty())
      diagnostic = diag.str();
    return success();
  });
  if (!sweepParameter.empty()) {
    Sweep sweep;
    sweep.parameter = sweepParameter;
    sweep.gpu = *gpu;
    // What stays fixed, in the header's notation; sizes that follow the
    // swept one by default say so.
    StringRef p = sweepParameter;
    auto follows = [&](StringRef own, StringRef flag, StringRef of,
                       StringRef ofName, int64_t value, bool given) {
      if (p == flag)
        return std::string();
      if (!given && p == of)
        return (own + "=" + ofName).str();
      return (own + "=" + Twine(value)).str();
    };
    SmallVector<std::string> fixed = {
        p == "batch" ? "" : "B=" + std::to_string(shape.b),
        p == "heads" ? "" : "Hq=" + std::to_string(shape.hq),
        follows("Hkv", "kv-heads", "heads", "Hq", shape.hkv,
                kvHeads.getNumOccurrences()),
        p == "q-len" ? "" : "Nq=" + std::to_string(shape.nq),
        follows("Nkv", "kv-len", "q-len", "Nq", shape.nkv,
                kvLen.getNumOccurrences()),
        p == "head-dim" ? "" : "d=" + std::to_string(shape.d),
        follows("dv", "v-head-dim", "head-dim", "d", shape.dv,
                vHeadDim.getNumOccurrences()),
        p == "dtype" ? "" : dtype.getValue(),
        shape.causal ? "causal" : ""};
    llvm::erase_if(fixed, [](const std::string &s) { return s.empty(); });
    sweep.fixed = llvm::join(fixed, " ");
    for (const std::string &value : sweepValues) {
      Shape point = shape;
      int64_t number = 0;
      (void)StringRef(value).getAsInteger(10, number);
      if (p == "batch") {
        point.b = number;
      } else if (p == "heads") {
        point.hq = number;
        if (!kvHeads.getNumOccurrences())
          point.hkv = number;
      } else if (p == "kv-heads") {
        point.hkv = number;
      } else if (p == "q-len") {
        point.nq = number;
        if (!kvLen.getNumOccurrences())
          point.nkv = number;
      } else if (p == "kv-len") {
        point.nkv = number;
      } else if (p == "head-dim") {
        point.d = number;
        if (!vHeadDim.getNumOccurrences())
          point.dv = number;
      } else {
        point.element = parseDtype(ctx, value);
        if (!point.element)
          return fail("unknown --sweep dtype '" + value +
                      "': expected f16, bf16, f32, f8E4M3FN or f8E5M2");
      }
      std::string where = "at " + sweepParameter + "=" + value + ": ";
      if (std::optional<std::string> problem = checkShape(point))
        return fail(where + *problem);
      SweepPoint costed;
      costed.value = value;
      if (!costPoint(ctx, point, *gpu, costed))
        return fail(where + diagnostic);
      sweep.points.push_back(std::move(costed));
    }
    if (json)
      printSweepJson(llvm::outs(), sweep);
    else
      printSweepTable(llvm::outs(), sweep);
    if (svgPath.getNumOccurrences()) {
      std::unique_ptr<llvm::ToolOutputFile> file =
          openOutputFile(svgPath, &error);
      if (!file)
        return fail("cannot write '" + svgPath + "': " + error);
      printSweepSvg(file->os(), sweep);
      file->keep();
    }
    return 0;
  }

  OwningOpRef<ModuleOp> module = buildAttention(ctx, shape);
  TrafficAnalysis analysis(*module, gpu->chip);
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
      writeFixed2Json(out, "traffic_ratio", ratio);
      writeFixed2Json(out, "time_ratio", unfusedSeconds / fusedSeconds);
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
