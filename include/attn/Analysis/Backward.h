//===- Backward.h - traffic of attention's backward pass ---------*- C++
//-*-===//
//
// Part of attn-opt. Closed-form costs of the backward pass of standard
// attention (P saved by the forward, each op its own kernel) and of
// FlashAttention-2's backward (recompute from the saved log-sum-exp), for
// `attn-roofline --backward` (docs/analysis.md).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_BACKWARD_H
#define ATTN_ANALYSIS_BACKWARD_H

#include "attn/Analysis/GpuSpec.h"
#include "attn/Interfaces/Polynomial.h"
#include "mlir/IR/Types.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm::json {
class OStream;
} // namespace llvm::json

namespace mlir {
namespace attn {

/// The attention problem whose gradient is costed. `heads` query heads
/// share `kvHeads` KV heads (GQA, `heads` a multiple of `kvHeads`).
struct BackwardShape {
  int64_t b = 1, heads = 1, kvHeads = 1, nq = 1, nkv = 1, d = 1, dv = 1;
  /// The element type of Q, K, V, O, dO and the gradients.
  Type element;
  bool causal = false;
  /// Dropout on P: the standard chain saves its mask (a byte per score) and
  /// applies it to dP in a kernel of its own; FlashAttention-2 regenerates
  /// it from the random seed on chip.
  bool dropout = false;
  /// FlashAttention-2's KV block: the key columns one thread block owns.
  int64_t blockN = 64;
};

/// One kernel of a backward pass.
struct BackwardKernel {
  std::string name;
  Poly flops, transcendentals, bytesRead, bytesWritten;
  /// The element type whose tensor-core peak applies, or null for the fp32
  /// vector peak.
  Type tensorCoreType;
  /// Only for FlashAttention-2's main kernel: the bytes it moves when every
  /// re-read reaches HBM (the upper bound, as the forward's tiled figure).
  std::optional<Poly> tiledBytesMoved;
};

/// Standard attention's backward: dV = Pᵀ·dO, dP = dO·Vᵀ, the softmax
/// backward dS = P ∘ (dP − rowsum(dP ∘ P)), the causal mask of dS when
/// causal, dQ = dS·K and dK = dSᵀ·Q, each its own kernel. Every tensor, P
/// and dS included, in the element type. Under GQA the chain runs on K and V
/// repeated to every query head, as the forward materialized them, and one
/// more kernel sums dK and dV over each group's query heads.
std::vector<BackwardKernel> getStandardBackward(const BackwardShape &shape);

/// FlashAttention-2's backward: D = rowsum(dO ∘ O) (f32), one kernel over
/// KV blocks that reads its K and V block once and, for every query block
/// that sees it, Q, dO, the log-sum-exp L and D, recomputes P, accumulates
/// dK and dV on chip and adds its part of dQ into an f32 buffer, then dQ
/// cast to the element type. The main kernel's bytes are compulsory (each
/// tensor once); its tiled figure counts the per-KV-block re-reads of Q, dO,
/// L and D and the f32 dQ read and written per KV block. Under GQA each
/// query head's blocks read their KV head's K and V (compulsory once per KV
/// head, tiled once per query head) and write dK and dV per query head,
/// which a last kernel sums over each group, as FlashAttention-2 does.
std::vector<BackwardKernel> getFlashBackward(const BackwardShape &shape);

/// A table of `kernels` (one row per kernel with its verdict and predicted
/// time on `gpu`, a total and the bytes moved) under `@title`.
void printBackwardTable(raw_ostream &os, StringRef title,
                        ArrayRef<BackwardKernel> kernels, const GpuSpec &gpu);

/// The kernels as a JSON object {"kernels": [{"name", "flops",
/// "transcendentals", "bytes_read", "bytes_written", "intensity",
/// "predicted_us"}], "total": {...}} on `json`.
void writeBackwardJson(llvm::json::OStream &json,
                       ArrayRef<BackwardKernel> kernels, const GpuSpec &gpu);

/// The sum of the kernels' figures, as one kernel named "total".
BackwardKernel sumKernels(ArrayRef<BackwardKernel> kernels);

/// The sum of the kernels' predicted times on `gpu`, in seconds.
double predictBackwardSeconds(ArrayRef<BackwardKernel> kernels,
                              const GpuSpec &gpu);

/// Whether any figure of `kernels` overflowed 64-bit integers.
bool backwardOverflows(ArrayRef<BackwardKernel> kernels);

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_BACKWARD_H
