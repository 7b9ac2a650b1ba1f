//===- LoopUtils.h - outer loops of the CPU kernels -------------*- C++ -*-===//
//
// Part of attn-opt. Internal to the AttnToLoops library.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOLOOPS_LOOPUTILS_H
#define ATTN_LIB_CONVERSION_ATTNTOLOOPS_LOOPUTILS_H

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir {
namespace attn {

/// Emits the loop nest over independent blocks `[0, ubs)`. `allocate`
/// creates the stack buffers of one block and `body` the work of one block.
/// With `parallel`, an scf.parallel (an allocation scope, and what
/// async-parallel-for distributes over threads) with the buffers inside it;
/// otherwise an scf.for nest with the buffers allocated once before it,
/// since stack allocations inside sequential loops would be freed only when
/// the function returns.
void emitBlockLoops(ImplicitLocOpBuilder &b, ValueRange ubs, bool parallel,
                    function_ref<void()> allocate,
                    function_ref<void(ValueRange)> body);

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_CONVERSION_ATTNTOLOOPS_LOOPUTILS_H
