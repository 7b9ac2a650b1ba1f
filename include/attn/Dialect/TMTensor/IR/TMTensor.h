//===- TMTensor.h - torch-mlir's tm_tensor dialect --------------*- C++ -*-===//
//
// Part of attn-opt. The tm_tensor dialect and its ops, read as torch-mlir
// prints them.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_TMTENSOR_IR_TMTENSOR_H
#define ATTN_DIALECT_TMTENSOR_IR_TMTENSOR_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "attn/Dialect/TMTensor/IR/TMTensorDialect.h.inc"

#define GET_OP_CLASSES
#include "attn/Dialect/TMTensor/IR/TMTensorOps.h.inc"

#endif // ATTN_DIALECT_TMTENSOR_IR_TMTENSOR_H
