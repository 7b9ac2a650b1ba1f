//===- AttentionGradient.h - attention gradients in training IR -*- C++ -*-===//
//
// Part of attn-opt. Finds the attentions whose gradient a function computes
// (a training step exported with its backward), so that the traffic report
// can set the backward in the IR beside FlashAttention-2's
// (docs/analysis.md, The backward pass).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_ATTENTIONGRADIENT_H
#define ATTN_ANALYSIS_ATTENTIONGRADIENT_H

#include "attn/Analysis/Backward.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace attn {

/// An attention whose backward a function holds: its softmax P is used by
/// the forward's P·V and by the softmax backward's first product, P ∘ dP
/// with dP = dO·Vᵀ a matmul (`_softmax_backward_data` as torch decomposes
/// it). Found after attn-raise, on the attn ops it leaves.
struct AttentionGradient {
  /// The forward's attn.softmax.
  Operation *softmax = nullptr;
  /// The problem as attn-roofline --backward takes it; absent when a dim is
  /// dynamic (the closed-form models need numbers).
  std::optional<BackwardShape> shape;
  /// Dense mask and bias terms on the scores (an attn.add, or an attn.mask
  /// other than the causal one): neither model reads them.
  unsigned denseTerms = 0;
};

/// The attentions whose gradient `func` computes, in the order of their
/// softmaxes.
SmallVector<AttentionGradient> findAttentionGradients(Operation *func);

} // namespace attn
} // namespace mlir

#endif // ATTN_ANALYSIS_ATTENTIONGRADIENT_H
