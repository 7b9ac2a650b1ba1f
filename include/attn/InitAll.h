//===- InitAll.h - register every attn dialect and pass ---------*- C++ -*-===//
//
// Part of attn-opt. One place that tools, plugins and the C API call to make
// the whole project available in a context.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_INITALL_H
#define ATTN_INITALL_H

namespace mlir {
class DialectRegistry;

namespace attn {
/// Adds the attn dialect and the external interface models the project
/// attaches to upstream ops.
void registerAllDialects(DialectRegistry &registry);

/// Adds the attn dialect and every upstream dialect, extension and LLVM IR
/// translation: what a standalone tool needs to parse framework IR and
/// lower it to the CPU or the GPU.
void registerToolDialects(DialectRegistry &registry);

/// Registers every attn pass and pass pipeline with the global registry, so
/// that they can be named on a command line or in a pass-pipeline string.
void registerAllPasses();
} // namespace attn
} // namespace mlir

#endif // ATTN_INITALL_H
