//===- Passes.td - traffic report and remark passes --------*- tablegen -*-===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_ANALYSIS_PASSES_TD
#define ATTN_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TrafficReport : Pass<"attn-traffic-report", "ModuleOp"> {
  let summary = "report HBM traffic, flops and the roofline verdict per op";
  let description = [{
    Runs the traffic analysis on every function of the module and writes a
    report without changing the IR. Each op that moves data gets its flops,
    transcendentals, bytes read from and written to HBM (each op its own
    kernel; `attn.flash_attention` by the compulsory model, plus the tiled
    model's read bytes), its arithmetic intensity, the balance point of the
    peak that bounds it and whether it is memory- or compute-bound on the
    chosen GPU, and its predicted time: the slower of its flops at an
    achievable fraction of that peak and its bytes at an achievable fraction
    of HBM bandwidth, plus one kernel launch (fractions and launch latency
    are GPU-spec fields). Ops that only define buffers (tensor.empty, linalg.fill,
    reshapes, constants) are left out; ops the model does not know are listed
    as unknown with their bytes by the kernel-boundary rule.

    With dynamic dims the figures are formulas in named dims (the
    `attn.dims` attribute of function arguments, or role names such as `Nkv`
    for attn.flash_attention, or `argK_I`); `bind` gives them values. The
    cost model is shared/spec/traffic-model.md, explained in
    docs/analysis.md.

    The table also says, for each function in which attn-raise and attn-fuse
    find an attention chain, what the function would move after fusion and
    how many times less traffic that is (they run on a copy; the IR is left
    as it is), and the predicted time before and after.

    The tiled figures of `attn.flash_attention` follow the kernel the gpu
    lowering runs for it by default on the GPU's chip (`chip` overrides):
    its query rows per block, which set how often K and V are re-read, and
    whether it takes the split-KV path. On sm_90a the wgmma kernel's
    128-row blocks read K and V half as often as sm_90's 64-row ones at
    d = 256.

    With `kernels=fusion` the rows are the kernels an elementwise-fusing
    compiler would launch: elementwise and broadcast ops fused into their
    producer or consumer, reductions and contractions as the roots, at most
    one root per kernel; values passed inside a kernel cost nothing. The
    per-op view stays the default.

    ```
    attn-opt --attn-traffic-report="gpu=a100 format=json" attention.mlir
    attn-opt --attn-traffic-report="kernels=fusion" llama-layer.mlir
    attn-opt --attn-traffic-report="format=svg output=roofline.svg bind=N=4096,d=128" in.mlir
    ```
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"h100\"",
           "a100, h100, h200 or the path of a JSON file describing a GPU">,
    Option<"chip", "chip", "std::string", /*default=*/"\"\"",
           "sm_80, sm_90 or sm_90a: the chip whose default gpu kernels the "
           "tiled figures follow (query rows per block, split-KV); empty "
           "for the GPU's own (a100: sm_80, h100 and h200: sm_90)">,
    Option<"format", "format", "std::string", /*default=*/"\"table\"",
           "table (for people), json (for tools) or svg (a roofline plot)">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "file to write the report to; - for stdout">,
    ListOption<"bind", "bind", "std::string",
               "dim values as NAME=VALUE, comma-separated">,
    Option<"kernels", "kernels", "std::string", /*default=*/"\"op\"",
           "op (each op its own kernel) or fusion (elementwise ops fused "
           "into their producers and consumers, as XLA and Inductor do)">,
  ];
  // The table's fused-versus-unfused line runs the raise and fusion
  // patterns on a copy of each function; they create these dialects' ops.
  let dependentDialects = ["mlir::attn::AttnDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def TrafficRemarks : Pass<"attn-traffic-remarks", "ModuleOp"> {
  let summary = "emit one remark per op with its traffic and verdict";
  let description = [{
    The traffic report as diagnostics: one remark per op that moves data,
    e.g. `attn.softmax: 33554432 B read, 33554432 B written, 67108864 flop,
    16777216 exp, intensity 1.00, memory-bound on h100, predicted 25.26 us`,
    with the model's
    notes attached. Meant for tests (`-verify-diagnostics`) and for editors
    that show diagnostics inline. The IR is not changed.
  }];
  let options = [
    Option<"gpu", "gpu", "std::string", /*default=*/"\"h100\"",
           "a100, h100, h200 or the path of a JSON file describing a GPU">,
    Option<"chip", "chip", "std::string", /*default=*/"\"\"",
           "sm_80, sm_90 or sm_90a: the chip whose default gpu kernels the "
           "tiled figures follow (query rows per block, split-KV); empty "
           "for the GPU's own (a100: sm_80, h100 and h200: sm_90)">,
    ListOption<"bind", "bind", "std::string",
               "dim values as NAME=VALUE, comma-separated">,
  ];
}

#endif // ATTN_ANALYSIS_PASSES_TD
