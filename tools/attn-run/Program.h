//===- Program.h - the program attn-run runs --------------------*- C++ -*-===//
//
// Part of attn-opt. Before a module runs: TOSA brought to linalg, the entry
// function chosen and the rest dropped, and a copy whose argument types take
// the sizes of the actual inputs, verified.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTNRUN_PROGRAM_H
#define ATTN_TOOLS_ATTNRUN_PROGRAM_H

#include "HostTensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/Error.h"

namespace attn_run {

/// Converts the TOSA ops of `module`, if any, to linalg, as attn-raise does:
/// every path attn-run takes (the CPU pipeline, the GPU lowering, the f64
/// reference) speaks linalg. Failures are reported as diagnostics.
mlir::LogicalResult convertTosaToLinalg(mlir::ModuleOp module);

/// The function to run: `entry`, or the only public function with a body
/// where `entry` is empty. Functions that it does not use, directly or not,
/// are erased. `file` names the module in errors.
llvm::Expected<mlir::func::FuncOp>
selectEntry(mlir::ModuleOp module, llvm::StringRef entry, llvm::StringRef file);

/// A copy of `module` in which `entry`'s arguments have the shapes of
/// `inputs` (sizes from .npy files fill the dynamic dims that the ops
/// require to agree, a key length in K and V) and its attn ops the result
/// sizes those imply, verified together with what upstream's canonicalizer
/// carries into linalg and tensor ops: a disagreement is a diagnostic, not
/// an out-of-bounds read. Users outside the attn dialect keep the declared
/// types through tensor.cast. Null after a diagnostic.
mlir::OwningOpRef<mlir::ModuleOp>
specializeToInputs(mlir::ModuleOp module, llvm::StringRef entry,
                   llvm::ArrayRef<HostTensor> inputs);

} // namespace attn_run

#endif // ATTN_TOOLS_ATTNRUN_PROGRAM_H
