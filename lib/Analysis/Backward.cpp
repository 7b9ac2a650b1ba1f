//===- Backward.cpp - traffic of attention's backward pass ----------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Analysis/Backward.h"

#include "attn/Analysis/TrafficReport.h"
#include "attn/Interfaces/TrafficOpInterface.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::attn;

/// The element type when its tensor-core peak applies (16- and 8-bit
/// floats), else null: the rule of the forward's matmuls.
static Type tensorCoreTypeOf(Type element) {
  auto floatType = dyn_cast<FloatType>(element);
  return floatType && floatType.getWidth() <= 16 ? element : Type();
}

/// The (query, key) pairs of one head: Nq·Nkv, or under a causal mask with
/// the diagonal at Nkv − Nq the pairs with j <= i + Nkv − Nq.
static Poly getPairs(const BackwardShape &s) {
  if (!s.causal)
    return Poly(s.nq) * Poly(s.nkv);
  int64_t diagonal = s.nkv - s.nq;
  // Row i sees min(Nkv, max(0, i + D + 1)) keys: none before row -D, all
  // from row Nkv - D - 1 on, an arithmetic series between.
  int64_t lo = std::clamp<int64_t>(-diagonal, 0, s.nq);
  int64_t hi = std::clamp<int64_t>(s.nkv - diagonal - 1, 0, s.nq);
  Poly rows(hi - lo);
  Poly middle = (rows * (Poly(lo) + Poly(hi) - Poly(1))).divide(2) +
                rows * Poly(diagonal + 1);
  return middle + Poly(s.nq - hi) * Poly(s.nkv);
}

/// Under GQA (G = heads / kvHeads > 1), the kernel that sums the per-query-
/// head dK and dV over each group: G − 1 adds per output element.
static void addGroupSum(const BackwardShape &s,
                        std::vector<BackwardKernel> &kernels) {
  if (s.kvHeads == s.heads)
    return;
  Poly e(TrafficContext::getElementBytes(s.element));
  Poly perHead = Poly(s.b) * Poly(s.nkv) * Poly(s.d + s.dv);
  Poly expanded = Poly(s.heads) * perHead, grouped = Poly(s.kvHeads) * perHead;
  kernels.push_back({"dK, dV summed over each group", expanded - grouped,
                     Poly(), e * expanded, e * grouped, Type()});
}

std::vector<BackwardKernel>
mlir::attn::getStandardBackward(const BackwardShape &s) {
  Poly e(TrafficContext::getElementBytes(s.element));
  Poly heads = Poly(s.b) * Poly(s.heads);
  // The sizes of the chain's tensors, over all heads.
  Poly scores = heads * Poly(s.nq) * Poly(s.nkv);
  Poly q = heads * Poly(s.nq) * Poly(s.d), o = heads * Poly(s.nq) * Poly(s.dv);
  Poly k = heads * Poly(s.nkv) * Poly(s.d);
  Poly v = heads * Poly(s.nkv) * Poly(s.dv);
  Type tensor = tensorCoreTypeOf(s.element);
  std::vector<BackwardKernel> kernels;
  auto add = [&](StringRef name, Poly flops, Poly read, Poly written,
                 Type tensorCore) {
    kernels.push_back(
        {name.str(), flops, Poly(), e * read, e * written, tensorCore});
  };
  // Each product is a full matmul over its operands: masked pairs are
  // computed and zeroed, as in the forward chain.
  add("dV = P^T dO", Poly(2) * scores * Poly(s.dv), scores + o, v, tensor);
  add("dP = dO V^T", Poly(2) * scores * Poly(s.dv), o + v, scores, tensor);
  // dV read the dropped-out probabilities the forward saved for its P·V;
  // the gradient of the dropout multiplies dP by the saved mask and the
  // 1 / (1 − p) scale, reading the mask at a byte per score.
  if (s.dropout)
    kernels.push_back({"dP = dP_drop M / (1 - p)", Poly(2) * scores, Poly(),
                       e * scores + scores, e * scores, Type()});
  // dP ∘ P, its row sum, the subtraction and the product with P.
  add("dS = P (dP - rowsum(dP P))", Poly(4) * scores, Poly(2) * scores, scores,
      Type());
  if (s.causal)
    add("causal mask of dS", scores, scores, scores, Type());
  add("dQ = dS K", Poly(2) * scores * Poly(s.d), scores + k, q, tensor);
  add("dK = dS^T Q", Poly(2) * scores * Poly(s.d), scores + q, k, tensor);
  addGroupSum(s, kernels);
  return kernels;
}

std::vector<BackwardKernel>
mlir::attn::getFlashBackward(const BackwardShape &s) {
  Poly e(TrafficContext::getElementBytes(s.element));
  Poly f32(4);
  Poly heads = Poly(s.b) * Poly(s.heads);
  Poly kvHeads = Poly(s.b) * Poly(s.kvHeads);
  Poly rows = heads * Poly(s.nq);
  Poly pairs = heads * getPairs(s);
  Type tensor = tensorCoreTypeOf(s.element);
  std::vector<BackwardKernel> kernels;

  // D = rowsum(dO ∘ O), in f32: a multiply and an add per element.
  kernels.push_back({"D = rowsum(dO O)", Poly(2) * rows * Poly(s.dv), Poly(),
                     Poly(2) * e * rows * Poly(s.dv), f32 * rows, Type()});

  // The query rows each KV block's loop visits, summed over KV blocks (per
  // head): every row, or under a causal mask the rows that see a key of the
  // block.
  int64_t blocks = s.nkv / s.blockN + (s.nkv % s.blockN != 0);
  Poly visited = Poly(blocks) * Poly(s.nq);
  if (s.causal) {
    // Block j is first seen by row j·Bc − D (D = Nkv − Nq): all Nq rows for
    // the j0 blocks with j·Bc <= D, then Nkv − j·Bc rows, an arithmetic
    // series, up to the last block.
    int64_t diagonal = s.nkv - s.nq;
    int64_t j0 = diagonal < 0 ? 0 : std::min(blocks, diagonal / s.blockN + 1);
    Poly rest(blocks - j0);
    visited =
        Poly(j0) * Poly(s.nq) + rest * Poly(s.nkv) -
        (Poly(s.blockN) * (Poly(j0) + Poly(blocks) - Poly(1)) * rest).divide(2);
  }
  visited = heads * visited;
  // Recompute S = Q·Kᵀ, dV += Pᵀ·dO, dP = dO·Vᵀ, dK += dSᵀ·Q, dQ += dS·K:
  // 2·(3d + 2dv) per pair; S − L, dP − D and the product with P: 4 more; one
  // exp per pair.
  Poly flops = pairs * Poly(2 * (3 * s.d + 2 * s.dv)) + Poly(4) * pairs;
  // Dropout: the regenerated mask scales P before dV and dP after dO·Vᵀ, two
  // multiplies per pair (the random generator's integer work is not
  // counted); it costs no bytes.
  if (s.dropout)
    flops += Poly(2) * pairs;
  // Compulsory: K, V (once per KV head), Q and dO once in the element type,
  // L and D once in f32; dK and dV written once per query head, dQ once into
  // its f32 accumulator.
  Poly kv = e * kvHeads * Poly(s.nkv) * Poly(s.d + s.dv);
  Poly kvPerQueryHead = e * heads * Poly(s.nkv) * Poly(s.d + s.dv);
  Poly read = kv + e * rows * Poly(s.d + s.dv) + Poly(2) * f32 * rows;
  Poly written = kvPerQueryHead + f32 * rows * Poly(s.d);
  // Tiled: K and V once per query head; per visited row, Q and dO, L and D,
  // and the f32 dQ partial sums read and written, once per KV block.
  Poly tiled = kvPerQueryHead + kvPerQueryHead +
               visited * (e * Poly(s.d + s.dv) + Poly(2) * f32 +
                          Poly(2) * f32 * Poly(s.d));
  BackwardKernel main{
      "dK, dV, dQ over KV blocks", flops, pairs, read, written, tensor};
  main.tiledBytesMoved = tiled;
  kernels.push_back(std::move(main));

  // dQ from its f32 accumulator to the element type.
  kernels.push_back({"dQ from f32", Poly(), Poly(), f32 * rows * Poly(s.d),
                     e * rows * Poly(s.d), Type()});
  addGroupSum(s, kernels);
  return kernels;
}

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

BackwardKernel mlir::attn::sumKernels(ArrayRef<BackwardKernel> kernels) {
  BackwardKernel total;
  total.name = "total";
  for (const BackwardKernel &kernel : kernels) {
    total.flops += kernel.flops;
    total.transcendentals += kernel.transcendentals;
    total.bytesRead += kernel.bytesRead;
    total.bytesWritten += kernel.bytesWritten;
  }
  return total;
}

bool mlir::attn::backwardOverflows(ArrayRef<BackwardKernel> kernels) {
  BackwardKernel total = sumKernels(kernels);
  auto overflows = [](const BackwardKernel &k) {
    return k.flops.isOverflow() || k.transcendentals.isOverflow() ||
           (k.tiledBytesMoved && k.tiledBytesMoved->isOverflow()) ||
           k.bytesRead.isOverflow() || k.bytesWritten.isOverflow() ||
           (k.bytesRead + k.bytesWritten).isOverflow();
  };
  return overflows(total) || llvm::any_of(kernels, overflows);
}

/// The kernel as an op-less OpTraffic, so that it gets the forward's
/// verdict and predicted time.
static OpTraffic asTraffic(const BackwardKernel &kernel) {
  OpTraffic traffic;
  traffic.flops = kernel.flops;
  traffic.transcendentals = kernel.transcendentals;
  traffic.bytesRead = kernel.bytesRead;
  traffic.bytesWritten = kernel.bytesWritten;
  traffic.tensorCoreType = kernel.tensorCoreType;
  return traffic;
}

double mlir::attn::predictBackwardSeconds(ArrayRef<BackwardKernel> kernels,
                                          const GpuSpec &gpu) {
  double seconds = 0;
  for (const BackwardKernel &kernel : kernels)
    seconds += predict(asTraffic(kernel), gpu)->getSeconds();
  return seconds;
}

void mlir::attn::printBackwardTable(raw_ostream &os, StringRef title,
                                    ArrayRef<BackwardKernel> kernels,
                                    const GpuSpec &gpu) {
  std::vector<TableRow> rows;
  rows.push_back({{"#", "kernel", "flops", "exp", "bytes read", "bytes written",
                   "intensity", "balance", "bound", "time us"},
                  {}});
  for (auto [index, kernel] : llvm::enumerate(kernels)) {
    OpTraffic traffic = asTraffic(kernel);
    Verdict verdict = classify(traffic, gpu);
    TableRow &row = rows.emplace_back();
    row.cells = {std::to_string(index + 1),
                 kernel.name,
                 formatFigure(kernel.flops),
                 formatFigure(kernel.transcendentals),
                 formatFigure(kernel.bytesRead),
                 formatFigure(kernel.bytesWritten),
                 verdict.intensity ? formatFixed2(*verdict.intensity) : "-",
                 formatFixed2(verdict.balance),
                 verdict.bound.str(),
                 formatFixed2(predict(traffic, gpu)->getSeconds() * 1e6)};
    if (kernel.tiledBytesMoved)
      row.notes.push_back(
          "tiled model: " + formatFigure(*kernel.tiledBytesMoved) +
          " bytes moved (upper bound: re-reads per KV "
          "block reach HBM)");
  }
  BackwardKernel total = sumKernels(kernels);
  OpTraffic totalTraffic = asTraffic(total);
  std::optional<double> intensity = classify(totalTraffic, gpu).intensity;
  rows.push_back(
      {{"", "total", formatFigure(total.flops),
        formatFigure(total.transcendentals), formatFigure(total.bytesRead),
        formatFigure(total.bytesWritten),
        intensity ? formatFixed2(*intensity) : "-", "", "",
        formatFixed2(predictBackwardSeconds(kernels, gpu) * 1e6)},
       {"bytes moved: " + formatFigure(total.bytesRead + total.bytesWritten)}});
  os << "\n@" << title << "\n";
  printAlignedTable(os, rows, {1, 8});
}

static void writeKernel(llvm::json::OStream &json, const BackwardKernel &kernel,
                        double seconds) {
  json.attribute("name", kernel.name);
  json.attribute("flops", *kernel.flops.getConstant());
  json.attribute("transcendentals", *kernel.transcendentals.getConstant());
  json.attribute("bytes_read", *kernel.bytesRead.getConstant());
  json.attribute("bytes_written", *kernel.bytesWritten.getConstant());
  int64_t bytes = *(kernel.bytesRead + kernel.bytesWritten).getConstant();
  writeFixed2Json(
      json, "intensity",
      bytes ? static_cast<double>(*kernel.flops.getConstant()) / bytes : 0);
  writeFixed2Json(json, "predicted_us", seconds * 1e6);
  if (kernel.tiledBytesMoved)
    json.attribute("tiled_bytes_moved", *kernel.tiledBytesMoved->getConstant());
}

void mlir::attn::writeBackwardJson(llvm::json::OStream &json,
                                   ArrayRef<BackwardKernel> kernels,
                                   const GpuSpec &gpu) {
  json.object([&] {
    json.attributeArray("kernels", [&] {
      for (const BackwardKernel &kernel : kernels)
        json.object([&] {
          writeKernel(json, kernel,
                      predict(asTraffic(kernel), gpu)->getSeconds());
        });
    });
    json.attributeObject("total", [&] {
      writeKernel(json, sumKernels(kernels),
                  predictBackwardSeconds(kernels, gpu));
    });
  });
}
