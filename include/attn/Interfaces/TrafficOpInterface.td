//===- TrafficOpInterface.td - per-op traffic and flops ----*- tablegen -*-===//
//
// Part of attn-opt. The interface through which every op tells the traffic
// analysis what it costs (docs/analysis.md, shared/spec/traffic-model.md).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_INTERFACES_TRAFFICOPINTERFACE_TD
#define ATTN_INTERFACES_TRAFFICOPINTERFACE_TD

include "mlir/IR/OpBase.td"

def Attn_TrafficOpInterface : OpInterface<"TrafficOpInterface"> {
  let cppNamespace = "::mlir::attn";
  let description = [{
    An op that the traffic model knows: it reports the HBM bytes it reads and
    writes when run as its own kernel, the flops and transcendentals it
    performs, and which peak bounds it. Every figure is a `Poly`, a
    polynomial in the op's named dynamic dims, which is a plain integer when
    the shapes are static. Dims are asked of the `TrafficContext`, which
    names dynamic dims and applies the dims the user bound.

    The defaults implement the kernel-boundary rule: each distinct tensor
    operand is read once in full (a destination operand only when the
    payload uses it and it is not a fresh or constant-filled buffer), each
    result is written once, nothing is transcendental, and the op runs on
    the vector units.
  }];
  let methods = [
    InterfaceMethod<
      /*desc=*/"Floating-point operations, one per add, mul, compare, ...",
      /*retTy=*/"::mlir::attn::Poly", /*methodName=*/"getFlops",
      /*args=*/(ins "::mlir::attn::TrafficContext &":$ctx)>,
    InterfaceMethod<
      "Transcendental operations (exp, log, tanh, ...)",
      "::mlir::attn::Poly", "getTranscendentals",
      (ins "::mlir::attn::TrafficContext &":$ctx), [{}], [{
        return ::mlir::attn::Poly();
      }]>,
    InterfaceMethod<
      "Bytes read from HBM",
      "::mlir::attn::Poly", "getBytesRead",
      (ins "::mlir::attn::TrafficContext &":$ctx), [{}], [{
        return ctx.getKernelBoundaryBytesRead($_op.getOperation());
      }]>,
    InterfaceMethod<
      "Bytes written to HBM",
      "::mlir::attn::Poly", "getBytesWritten",
      (ins "::mlir::attn::TrafficContext &":$ctx), [{}], [{
        return ctx.getKernelBoundaryBytesWritten($_op.getOperation());
      }]>,
    InterfaceMethod<
      [{Bytes read by a tiled kernel without L2 reuse, an upper bound on the
        real traffic; only fused ops have one}],
      "std::optional<::mlir::attn::Poly>", "getTiledBytesRead",
      (ins "::mlir::attn::TrafficContext &":$ctx), [{}], [{
        return std::nullopt;
      }]>,
    InterfaceMethod<
      [{The input element type whose tensor-core peak bounds the op, or a
        null type when it runs on the fp32 vector units}],
      "::mlir::Type", "getTensorCoreType", (ins), [{}], [{
        return ::mlir::Type();
      }]>,
    InterfaceMethod<
      [{True for ops that move no data: they define buffers or metadata and
        are left out of reports}],
      "bool", "isTrafficFree", (ins), [{}], [{ return false; }]>,
    InterfaceMethod<
      [{The dims of result `resultIndex`, as polynomials in named dims. The
        default takes them from the tied destination operand or from the
        first operand of the same rank}],
      "::llvm::SmallVector<::mlir::attn::Poly, 4>", "getResultDims",
      (ins "::mlir::attn::TrafficContext &":$ctx, "unsigned":$resultIndex),
      [{}], [{
        return ctx.getDefaultResultDims($_op.getOperation(), resultIndex);
      }]>,
  ];
}

#endif // ATTN_INTERFACES_TRAFFICOPINTERFACE_TD
