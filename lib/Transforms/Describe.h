//===- Describe.h - name IR in remarks as the user's file shows it -*- C++
//-*-===//
//
// Part of attn-opt. Remarks of attn-raise and attn-fuse point at values and
// ops by their location in the input, as given on the command line: SSA
// names such as %59 belong to the rewritten IR, which the user never sees.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_TRANSFORMS_DESCRIBE_H
#define ATTN_LIB_TRANSFORMS_DESCRIBE_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

#include <string>

namespace mlir {
namespace attn {

/// The file location `op` carries (looking inside the name and fused
/// locations frameworks wrap it in) as "FILE:LINE:COL", FILE as it was given
/// to the parser; empty when it carries none.
std::string describeLocation(Operation *op);

/// An op and where it is: "func.return at dir/model.mlir:12:3", or just the
/// op's name when it has no file location.
std::string describeOp(Operation *op);

/// A value by where the input defines it: "at dir/model.mlir:12:8" for the
/// only result of an op, "#1 at ..." for another result, "argument #2 of
/// @attention" for a function argument, and the defining op's name where
/// there is no location. Constant time: no AsmState is built.
std::string describeValue(Value v);

} // namespace attn
} // namespace mlir

#endif // ATTN_LIB_TRANSFORMS_DESCRIBE_H
