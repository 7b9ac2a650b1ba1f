#!/usr/bin/env python3
"""Writes an L-layer decoder-only transformer in linalg on tensors.

Each layer is what a framework exports: RMSNorm (a reduction and an
elementwise generic), Q/K/V projections (linalg.matmul), the head split
(tensor.expand_shape + linalg.transpose), attention (batch_matmul, a scale
generic, linalg.softmax or, with --softmax decomposed, its max/exp/sum/divide
generics, batch_matmul), the head merge, the output
projection, a residual add, a second RMSNorm and a GELU MLP with a residual
add. Weights are splat constants, so the file holds only the graph.

    gen_transformer.py --layers 100 > model.mlir
"""

import argparse
import sys


def decomposed_softmax(emit, p, src, dst, h, t):
    """Softmax over the last dim as frameworks decompose it: a max
    reduction, exp of the difference, a sum reduction and a division."""
    full = f"tensor<{h}x{t}x{t}xf32>"
    rows = f"tensor<{h}x{t}xf32>"
    maps_reduce = "indexing_maps = [#id3, #red3]"
    emit(f"  {dst}_max = linalg.generic {{{maps_reduce}, iterator_types = "
         f"[\"parallel\", \"parallel\", \"reduction\"]}} "
         f"ins({src} : {full}) outs(%ninf_ht : {rows}) {{")
    emit("  ^bb0(%a: f32, %acc: f32):")
    emit("    %m = arith.maximumf %a, %acc : f32")
    emit("    linalg.yield %m : f32")
    emit(f"  }} -> {rows}")
    emit(f"  {dst}_exp = linalg.generic {{indexing_maps = [#id3, #red3, #id3], iterator_types = "
         f"[\"parallel\", \"parallel\", \"parallel\"]}} "
         f"ins({src}, {dst}_max : {full}, {rows}) outs(%empty_htt : {full}) {{")
    emit("  ^bb0(%a: f32, %m: f32, %o: f32):")
    emit("    %d = arith.subf %a, %m : f32")
    emit("    %e = math.exp %d : f32")
    emit("    linalg.yield %e : f32")
    emit(f"  }} -> {full}")
    emit(f"  {dst}_sum = linalg.generic {{{maps_reduce}, iterator_types = "
         f"[\"parallel\", \"parallel\", \"reduction\"]}} "
         f"ins({dst}_exp : {full}) outs(%zero_ht : {rows}) {{")
    emit("  ^bb0(%a: f32, %acc: f32):")
    emit("    %s = arith.addf %a, %acc : f32")
    emit("    linalg.yield %s : f32")
    emit(f"  }} -> {rows}")
    emit(f"  {dst} = linalg.generic {{indexing_maps = [#id3, #red3, #id3], iterator_types = "
         f"[\"parallel\", \"parallel\", \"parallel\"]}} "
         f"ins({dst}_exp, {dst}_sum : {full}, {rows}) outs(%empty_htt : {full}) {{")
    emit("  ^bb0(%e: f32, %s: f32, %o: f32):")
    emit("    %y = arith.divf %e, %s : f32")
    emit("    linalg.yield %y : f32")
    emit(f"  }} -> {full}")


def layer(i, t, d, h, f, softmax):
    dh = d // h
    x = f"%x{i}"
    lines = []
    emit = lines.append

    def norm(src, dst, tag):
        emit(f"  %{tag}_sq = linalg.generic {{indexing_maps = [#rows2, #rows1], "
             f"iterator_types = [\"parallel\", \"reduction\"]}} "
             f"ins({src} : tensor<{t}x{d}xf32>) outs(%zero_t : tensor<{t}xf32>) {{")
        emit("  ^bb0(%a: f32, %acc: f32):")
        emit("    %m = arith.mulf %a, %a : f32")
        emit("    %s = arith.addf %m, %acc : f32")
        emit("    linalg.yield %s : f32")
        emit(f"  }} -> tensor<{t}xf32>")
        emit(f"  {dst} = linalg.generic {{indexing_maps = [#rows2, #rows1, #cols1, #rows2], "
             f"iterator_types = [\"parallel\", \"parallel\"]}} "
             f"ins({src}, %{tag}_sq, %norm_w : tensor<{t}x{d}xf32>, tensor<{t}xf32>, tensor<{d}xf32>) "
             f"outs(%empty_td : tensor<{t}x{d}xf32>) {{")
        emit("  ^bb0(%a: f32, %ss: f32, %w: f32, %o: f32):")
        emit("    %mean = arith.mulf %ss, %inv_d : f32")
        emit("    %eps = arith.addf %mean, %epsilon : f32")
        emit("    %r = math.rsqrt %eps : f32")
        emit("    %n = arith.mulf %a, %r : f32")
        emit("    %y = arith.mulf %n, %w : f32")
        emit("    linalg.yield %y : f32")
        emit(f"  }} -> tensor<{t}x{d}xf32>")

    def matmul(dst, a, k, n, w):
        emit(f"  {dst} = linalg.matmul ins({a}, {w} : tensor<{t}x{k}xf32>, tensor<{k}x{n}xf32>) "
             f"outs(%acc_{n} : tensor<{t}x{n}xf32>) -> tensor<{t}x{n}xf32>")

    def heads(dst, src):
        emit(f"  {dst}_e = tensor.expand_shape {src} [[0], [1, 2]] output_shape [{t}, {h}, {dh}] "
             f": tensor<{t}x{d}xf32> into tensor<{t}x{h}x{dh}xf32>")
        emit(f"  {dst} = linalg.transpose ins({dst}_e : tensor<{t}x{h}x{dh}xf32>) "
             f"outs(%empty_htd : tensor<{h}x{t}x{dh}xf32>) permutation = [1, 0, 2]")

    p = f"l{i}"
    norm(x, f"%{p}_n1", f"{p}_n1")
    for name in "qkv":
        matmul(f"%{p}_{name}", f"%{p}_n1", d, d, "%w_dd")
        heads(f"%{p}_{name}h", f"%{p}_{name}")
    emit(f"  %{p}_kt = linalg.transpose ins(%{p}_kh : tensor<{h}x{t}x{dh}xf32>) "
         f"outs(%empty_hdt : tensor<{h}x{dh}x{t}xf32>) permutation = [0, 2, 1]")
    emit(f"  %{p}_s = linalg.batch_matmul ins(%{p}_qh, %{p}_kt : tensor<{h}x{t}x{dh}xf32>, "
         f"tensor<{h}x{dh}x{t}xf32>) outs(%acc_htt : tensor<{h}x{t}x{t}xf32>) -> tensor<{h}x{t}x{t}xf32>")
    emit(f"  %{p}_ss = linalg.generic {{indexing_maps = [#id3, #id3], "
         f"iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} "
         f"ins(%{p}_s : tensor<{h}x{t}x{t}xf32>) outs(%empty_htt : tensor<{h}x{t}x{t}xf32>) {{")
    emit("  ^bb0(%a: f32, %o: f32):")
    emit("    %y = arith.mulf %a, %scale : f32")
    emit("    linalg.yield %y : f32")
    emit(f"  }} -> tensor<{h}x{t}x{t}xf32>")
    if softmax == "named":
        emit(f"  %{p}_p = linalg.softmax dimension(2) ins(%{p}_ss : tensor<{h}x{t}x{t}xf32>) "
             f"outs(%empty_htt : tensor<{h}x{t}x{t}xf32>) -> tensor<{h}x{t}x{t}xf32>")
    else:
        decomposed_softmax(emit, p, f"%{p}_ss", f"%{p}_p", h, t)
    emit(f"  %{p}_o = linalg.batch_matmul ins(%{p}_p, %{p}_vh : tensor<{h}x{t}x{t}xf32>, "
         f"tensor<{h}x{t}x{dh}xf32>) outs(%acc_htd : tensor<{h}x{t}x{dh}xf32>) -> tensor<{h}x{t}x{dh}xf32>")
    emit(f"  %{p}_ot = linalg.transpose ins(%{p}_o : tensor<{h}x{t}x{dh}xf32>) "
         f"outs(%empty_thd : tensor<{t}x{h}x{dh}xf32>) permutation = [1, 0, 2]")
    emit(f"  %{p}_oc = tensor.collapse_shape %{p}_ot [[0], [1, 2]] "
         f": tensor<{t}x{h}x{dh}xf32> into tensor<{t}x{d}xf32>")
    matmul(f"%{p}_proj", f"%{p}_oc", d, d, "%w_dd")

    def residual(dst, a, b):
        emit(f"  {dst} = linalg.generic {{indexing_maps = [#rows2, #rows2, #rows2], "
             f"iterator_types = [\"parallel\", \"parallel\"]}} "
             f"ins({a}, {b} : tensor<{t}x{d}xf32>, tensor<{t}x{d}xf32>) "
             f"outs(%empty_td : tensor<{t}x{d}xf32>) {{")
        emit("  ^bb0(%a: f32, %b: f32, %o: f32):")
        emit("    %y = arith.addf %a, %b : f32")
        emit("    linalg.yield %y : f32")
        emit(f"  }} -> tensor<{t}x{d}xf32>")

    residual(f"%{p}_r1", x, f"%{p}_proj")
    norm(f"%{p}_r1", f"%{p}_n2", f"{p}_n2")
    matmul(f"%{p}_up", f"%{p}_n2", d, f, "%w_df")
    emit(f"  %{p}_g = linalg.generic {{indexing_maps = [#rows2, #rows2], "
         f"iterator_types = [\"parallel\", \"parallel\"]}} "
         f"ins(%{p}_up : tensor<{t}x{f}xf32>) outs(%empty_tf : tensor<{t}x{f}xf32>) {{")
    emit("  ^bb0(%a: f32, %o: f32):")
    emit("    %a3 = arith.mulf %a, %a : f32")
    emit("    %a3b = arith.mulf %a3, %a : f32")
    emit("    %c = arith.mulf %a3b, %gelu_c : f32")
    emit("    %in = arith.addf %a, %c : f32")
    emit("    %sc = arith.mulf %in, %gelu_s : f32")
    emit("    %th = math.tanh %sc : f32")
    emit("    %one = arith.addf %th, %one_f : f32")
    emit("    %hx = arith.mulf %a, %half : f32")
    emit("    %y = arith.mulf %hx, %one : f32")
    emit("    linalg.yield %y : f32")
    emit(f"  }} -> tensor<{t}x{f}xf32>")
    emit(f"  %{p}_down = linalg.matmul ins(%{p}_g, %w_fd : tensor<{t}x{f}xf32>, tensor<{f}x{d}xf32>) "
         f"outs(%acc_{d} : tensor<{t}x{d}xf32>) -> tensor<{t}x{d}xf32>")
    residual(f"%x{i + 1}", f"%{p}_r1", f"%{p}_down")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, required=True)
    parser.add_argument("--tokens", type=int, default=512)
    parser.add_argument("--hidden", type=int, default=1024)
    parser.add_argument("--heads", type=int, default=16)
    parser.add_argument("--mlp", type=int, default=4096)
    parser.add_argument("--softmax", choices=["named", "decomposed"], default="named",
                        help="linalg.softmax, or the max/exp/sum/divide generics "
                             "frameworks decompose it into")
    args = parser.parse_args()
    if args.layers < 1 or args.hidden % args.heads:
        parser.error("need --layers >= 1 and --hidden divisible by --heads")
    t, d, h, f = args.tokens, args.hidden, args.heads, args.mlp
    dh = d // h
    out = [
        "#rows2 = affine_map<(i, j) -> (i, j)>",
        "#rows1 = affine_map<(i, j) -> (i)>",
        "#cols1 = affine_map<(i, j) -> (j)>",
        "#id3 = affine_map<(i, j, k) -> (i, j, k)>",
        "#red3 = affine_map<(i, j, k) -> (i, j)>",
        f"func.func @transformer(%x0: tensor<{t}x{d}xf32>) -> tensor<{t}x{d}xf32> {{",
        "  %zero = arith.constant 0.0 : f32",
        f"  %inv_d = arith.constant {1.0 / d:e} : f32",
        "  %epsilon = arith.constant 1.0e-05 : f32",
        f"  %scale = arith.constant {dh ** -0.5:e} : f32",
        "  %gelu_c = arith.constant 4.471500e-02 : f32",
        "  %gelu_s = arith.constant 7.978846e-01 : f32",
        "  %one_f = arith.constant 1.0 : f32",
        "  %half = arith.constant 0.5 : f32",
        f"  %norm_w = arith.constant dense<1.0> : tensor<{d}xf32>",
        f"  %w_dd = arith.constant dense<0.01> : tensor<{d}x{d}xf32>",
        f"  %w_df = arith.constant dense<0.01> : tensor<{d}x{f}xf32>",
        f"  %w_fd = arith.constant dense<0.01> : tensor<{f}x{d}xf32>",
        f"  %empty_t = tensor.empty() : tensor<{t}xf32>",
        f"  %zero_t = linalg.fill ins(%zero : f32) outs(%empty_t : tensor<{t}xf32>) -> tensor<{t}xf32>",
        f"  %empty_td = tensor.empty() : tensor<{t}x{d}xf32>",
        f"  %empty_tf = tensor.empty() : tensor<{t}x{f}xf32>",
        f"  %acc_{d} = linalg.fill ins(%zero : f32) outs(%empty_td : tensor<{t}x{d}xf32>) -> tensor<{t}x{d}xf32>",
        f"  %acc_{f} = linalg.fill ins(%zero : f32) outs(%empty_tf : tensor<{t}x{f}xf32>) -> tensor<{t}x{f}xf32>",
        f"  %empty_htd = tensor.empty() : tensor<{h}x{t}x{dh}xf32>",
        f"  %empty_thd = tensor.empty() : tensor<{t}x{h}x{dh}xf32>",
        f"  %empty_hdt = tensor.empty() : tensor<{h}x{dh}x{t}xf32>",
        f"  %empty_htt = tensor.empty() : tensor<{h}x{t}x{t}xf32>",
        f"  %acc_htt = linalg.fill ins(%zero : f32) outs(%empty_htt : tensor<{h}x{t}x{t}xf32>) -> tensor<{h}x{t}x{t}xf32>",
        f"  %empty_ht = tensor.empty() : tensor<{h}x{t}xf32>",
        "  %ninf = arith.constant 0xFF800000 : f32",
        f"  %ninf_ht = linalg.fill ins(%ninf : f32) outs(%empty_ht : tensor<{h}x{t}xf32>) -> tensor<{h}x{t}xf32>",
        f"  %zero_ht = linalg.fill ins(%zero : f32) outs(%empty_ht : tensor<{h}x{t}xf32>) -> tensor<{h}x{t}xf32>",
        f"  %acc_htd = linalg.fill ins(%zero : f32) outs(%empty_htd : tensor<{h}x{t}x{dh}xf32>) -> tensor<{h}x{t}x{dh}xf32>",
    ]
    for i in range(args.layers):
        out.extend(layer(i, t, d, h, f, args.softmax))
    out.append(f"  return %x{args.layers} : tensor<{t}x{d}xf32>")
    out.append("}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
