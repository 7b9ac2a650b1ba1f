#!/usr/bin/env python3
"""Random attention programs for differential testing of attn-raise/attn-fuse.

Each seed gives one program in linalg on tensors, spelled the way frameworks
emit attention (BHSD or BSHD layouts, scale on Q, K or the scores as a mul or
a div, additive, boolean or causal masks, named or decomposed softmax with
either max flavour, f32 casts around softmax, GQA broadcasts, decode), its
inputs as .npy files, and the expected output computed independently in
float64 with NumPy. The runner compares what attn-run computes for the
original and the fused program against that expectation.

Every program takes float32 tensors (and i1 masks) and returns float32: the
narrower element types are reached by casts inside the program, so that the
.npy files stay plain.
"""

import argparse
import json
import math
import os
import random

import numpy as np

ELEMENT_TYPES = ["f32", "f16", "bf16"]
NEG_INF = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80"}
# Buckets of the relative position bias: |j - i| capped at 4, and the sign.
RELATIVE_BUCKETS = 10
LOWEST = {"f32": "-3.40282347E+38", "f16": "-6.550400e+04", "bf16": "0xFF7F"}


def round_to(x, et):
    """Rounds float64 values to the precision of `et`, as the program's
    truncf casts do (round to nearest even)."""
    x = np.asarray(x, dtype=np.float64)
    if et == "f32":
        return x.astype(np.float32).astype(np.float64)
    if et == "f16":
        return x.astype(np.float16).astype(np.float64)
    bits = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return bits.astype(np.uint32).view(np.float32).astype(np.float64)


class Program:
    """Builds a func.func body line by line with fresh SSA names."""

    def __init__(self, et):
        self.et = et
        self.lines = []
        self.count = 0

    def fresh(self, hint):
        self.count += 1
        return f"%{hint}{self.count}"

    def emit(self, line):
        self.lines.append("  " + line)

    @staticmethod
    def ty(shape, et):
        return "tensor<" + "x".join(str(s) for s in shape) + "x" + et + ">"

    def empty(self, shape, et):
        name = self.fresh("empty")
        self.emit(f"{name} = tensor.empty() : {self.ty(shape, et)}")
        return name

    def filled(self, shape, et, value):
        cst = self.fresh("cst")
        self.emit(f"{cst} = arith.constant {value} : {et}")
        init = self.empty(shape, et)
        name = self.fresh("fill")
        t = self.ty(shape, et)
        self.emit(
            f"{name} = linalg.fill ins({cst} : {et}) outs({init} : {t}) -> {t}")
        return name

    def generic(self, ins, out_shape, out_et, maps, iterators, body, init=None,
                hint="g"):
        """`ins` is a list of (value, type, elemtype); `body` gets the block
        argument names and returns (lines, yielded value)."""
        rank = len(iterators)
        dims = ", ".join(f"d{i}" for i in range(rank))
        map_strs = [f"affine_map<({dims}) -> ({m})>" for m in maps]
        iters = ", ".join(f'"{it}"' for it in iterators)
        out_t = self.ty(out_shape, out_et)
        if init is None:
            init = self.empty(out_shape, out_et)
        name = self.fresh(hint)
        ins_vals = ", ".join(v for v, _, _ in ins)
        ins_tys = ", ".join(t for _, t, _ in ins)
        ins_part = f"ins({ins_vals} : {ins_tys}) " if ins else ""
        self.emit(f"{name} = linalg.generic {{indexing_maps = [{', '.join(map_strs)}], "
                  f"iterator_types = [{iters}]}} {ins_part}outs({init} : {out_t}) {{")
        args = [f"%a{i}" for i in range(len(ins))] + ["%out"]
        arg_decl = ", ".join(
            f"{a}: {e}" for a, e in zip(args, [e for _, _, e in ins] + [out_et]))
        self.emit(f"^bb0({arg_decl}):")
        lines, result = body(args)
        for line in lines:
            self.emit("  " + line)
        self.emit(f"  linalg.yield {result} : {out_et}")
        self.emit(f"}} -> {out_t}")
        return name


def ident(rank):
    return ", ".join(f"d{i}" for i in range(rank))


class Generator:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.seed = seed

    def pick(self, options):
        return self.rng.choice(options)

    def config(self):
        r = self.rng
        cfg = {}
        cfg["et"] = self.pick(ELEMENT_TYPES)
        cfg["layout"] = self.pick(["bhsd", "bshd"])
        cfg["B"] = self.pick([1, 1, 2])
        cfg["Hkv"] = self.pick([1, 1, 2])
        cfg["group"] = self.pick([1, 1, 1, 2, 4, 8])
        decode = r.random() < 0.15
        cfg["Nkv"] = self.pick([1, 5, 17, 31, 64, 100, 127, 257])
        cfg["Nq"] = 1 if decode else self.pick([1, 3, 17, 29, 64, 100, 131])
        cfg["d"] = self.pick([8, 16, 32, 64])
        cfg["dv"] = cfg["d"] if r.random() < 0.7 else self.pick([8, 16, 32])
        cfg["scale_on"] = self.pick(["none", "q", "k", "s", "s"])
        cfg["scale_op"] = self.pick(["mul", "div"])
        cfg["mask"] = self.pick(["none", "none", "additive", "bool", "causal"])
        if cfg["mask"] == "causal" and cfg["Nq"] > cfg["Nkv"]:
            cfg["Nq"], cfg["Nkv"] = cfg["Nkv"], cfg["Nq"]
        cfg["mask_fill"] = self.pick(["neg_inf", "lowest"])
        cfg["softmax"] = self.pick(["named", "decomposed", "decomposed"])
        cfg["max_op"] = self.pick(["maximumf", "maxnumf"])
        cfg["max_init"] = self.pick(["neg_inf", "lowest"])
        cfg["normalize"] = self.pick(["div", "reciprocal"])
        cfg["upcast"] = cfg["et"] != "f32" and r.random() < 0.5
        cfg["qk"] = self.pick(["generic", "transpose_generic", "batch_matmul_t",
                               "batch_matmul"])
        cfg["pv"] = self.pick(["generic", "batch_matmul"])
        cfg["gqa_spelling"] = self.pick(["broadcast", "generic"])
        cfg["negative"] = self.pick(["none"] * 8 + ["scores_reused", "dropout"])
        # Drawn last, so that the choices above stay what each seed gave
        # before these were added. A causal mask may be ModernBERT's local
        # band |i - j| <= w instead; masks that leave every row a key may be
        # clamped at the lowest value before the softmax (XGLM), and a named
        # softmax may run on the [B*H, Nq, Nkv] view of the scores.
        cfg["band"] = (self.pick([0, 1, 3, 8])
                       if cfg["mask"] == "causal" and r.random() < 0.35 else None)
        cfg["clamp"] = (cfg["mask"] in ("additive", "causal") and
                        r.random() < 0.25 and self.pick(["maximumf", "select"]))
        cfg["softmax_view"] = cfg["softmax"] == "named" and r.random() < 0.3
        # An additive bias may be materialized at the scores' shape first:
        # broadcast (MPNet's relative bias), summed with a 0 / fill padding
        # bias (BEiT's relative bias plus its padding) or filled where the
        # padding hides a key (Falcon's ALiBi under its mask).
        cfg["bias_sum"] = (cfg["mask"] == "additive" and r.random() < 0.4 and
                           self.pick(["broadcast", "padding", "filled"]))
        # A boolean mask may zero the hidden keys' probabilities again after
        # the softmax (DeBERTa's XSoftmax): by the negated mask ("hidden") or
        # by the mask itself ("keep"). Not with the softmax on a view, whose
        # probabilities the select would read reshaped.
        cfg["rezero"] = (cfg["mask"] == "bool" and not cfg["softmax_view"] and
                         r.random() < 0.4 and self.pick(["hidden", "keep"]))
        # An additive bias may be T5's relative position bias instead: an
        # embedding of [buckets, Hq] gathered at the bucket of j - i (its
        # sign and its magnitude capped), which attn-fuse makes the fused
        # op's relative_bias table.
        cfg["relative"] = (cfg["mask"] == "additive" and not cfg["bias_sum"] and
                           r.random() < 0.3)
        # A plain additive bias may be full-size and come first in the add,
        # `bias + Q·Kᵀ` (WavLM's gated position bias).
        cfg["bias_first"] = (cfg["mask"] == "additive" and not cfg["bias_sum"] and
                             not cfg["relative"] and r.random() < 0.5)
        # Q·Kᵀ may be spelled as torch exports an einsum: a batch matmul
        # whose operands and result pass through rank-5 transposes that
        # move a unit dim (XLNet, Funnel).
        if r.random() < 0.15:
            cfg["qk"] = "einsum"
        # A causal mask may also keep each query to its own document of a
        # packed batch, by ids compared equal (or hidden where they differ),
        # per batch or shared by it.
        cfg["segments"] = (cfg["mask"] == "causal" and cfg["band"] is None and
                           r.random() < 0.3 and
                           {"compare": self.pick(["eq", "ne"]),
                            "batch": self.pick([True, False])})
        return cfg

    # -- emission helpers -------------------------------------------------

    def cast(self, p, value, shape, src, dst):
        if src == dst:
            return value
        op = "arith.truncf" if dst in ("f16", "bf16") and src == "f32" else "arith.extf"
        rank = len(shape)
        return p.generic(
            [(value, p.ty(shape, src), src)], shape, dst,
            [ident(rank), ident(rank)], ["parallel"] * rank,
            lambda a: ([f"%c = {op} {a[0]} : {src} to {dst}"], "%c"), hint="cast")

    def transpose(self, p, value, shape, et, perm):
        out_shape = [shape[i] for i in perm]
        init = p.empty(out_shape, et)
        name = p.fresh("tr")
        self.p_emit_transpose(p, name, value, shape, et, init, out_shape, perm)
        return name, out_shape

    @staticmethod
    def p_emit_transpose(p, name, value, shape, et, init, out_shape, perm):
        p.emit(f"{name} = linalg.transpose ins({value} : {p.ty(shape, et)}) "
               f"outs({init} : {p.ty(out_shape, et)}) permutation = "
               f"[{', '.join(str(i) for i in perm)}]")

    def scale(self, p, value, shape, et, factor, how):
        rank = len(shape)
        const = factor if how == "mul" else 1.0 / factor
        op = "arith.mulf" if how == "mul" else "arith.divf"

        def body(a):
            return ([f"%k = arith.constant {const!r} : {et}",
                     f"%r = {op} {a[0]}, %k : {et}"], "%r")
        return p.generic([(value, p.ty(shape, et), et)], shape, et,
                         [ident(rank), ident(rank)], ["parallel"] * rank, body,
                         hint="scaled")

    def expand_heads(self, p, value, shape, et, group, spelling):
        b, h, n, d = shape
        if group == 1:
            return value
        wide = [b, h, group, n, d]
        if spelling == "broadcast":
            init = p.empty(wide, et)
            name = p.fresh("bc")
            p.emit(f"{name} = linalg.broadcast ins({value} : {p.ty(shape, et)}) "
                   f"outs({init} : {p.ty(wide, et)}) dimensions = [2]")
        else:
            name = p.generic([(value, p.ty(shape, et), et)], wide, et,
                             ["d0, d1, d3, d4", ident(5)],
                             ["parallel"] * 5, lambda a: ([], a[0]), hint="bc")
        out = p.fresh("heads")
        p.emit(f"{out} = tensor.collapse_shape {name} [[0], [1, 2], [3], [4]] : "
               f"{p.ty(wide, et)} into {p.ty([b, h * group, n, d], et)}")
        return out

    def matmul(self, p, lhs, lhs_shape, rhs, rhs_shape, et, transpose_rhs,
               spelling):
        """[b,h,m,k] x [b,h,k,n] (or [b,h,n,k] when transpose_rhs)."""
        b, h, m, k = lhs_shape
        n = rhs_shape[2] if transpose_rhs else rhs_shape[3]
        out_shape = [b, h, m, n]
        zero = p.filled(out_shape, et, "0.000000e+00")
        if spelling == "transpose_generic" and transpose_rhs:
            rhs, rhs_shape = self.transpose(p, rhs, rhs_shape, et, [0, 1, 3, 2])
            transpose_rhs = False
            spelling = "generic"
        if spelling == "generic":
            rhs_map = "d0, d1, d3, d4" if transpose_rhs else "d0, d1, d4, d3"

            def body(a):
                return ([f"%m = arith.mulf {a[0]}, {a[1]} : {et}",
                         f"%s = arith.addf {a[2]}, %m : {et}"], "%s")
            return p.generic(
                [(lhs, p.ty(lhs_shape, et), et), (rhs, p.ty(rhs_shape, et), et)],
                out_shape, et, ["d0, d1, d2, d4", rhs_map, "d0, d1, d2, d3"],
                ["parallel"] * 4 + ["reduction"], body, init=zero,
                hint="mm"), out_shape
        if spelling == "einsum":
            return self.einsum_qk(p, lhs, lhs_shape, rhs, rhs_shape, et, zero)
        # Batch matmul on [b*h, ...] tensors, as torch-mlir emits it.
        def collapse(v, shape):
            name = p.fresh("flat")
            flat = [shape[0] * shape[1]] + shape[2:]
            p.emit(f"{name} = tensor.collapse_shape {v} [[0, 1], [2], [3]] : "
                   f"{p.ty(shape, et)} into {p.ty(flat, et)}")
            return name, flat
        if transpose_rhs and spelling == "batch_matmul":
            rhs, rhs_shape = self.transpose(p, rhs, rhs_shape, et, [0, 1, 3, 2])
            transpose_rhs = False
        l3, l3s = collapse(lhs, lhs_shape)
        r3, r3s = collapse(rhs, rhs_shape)
        o3s = [b * h, m, n]
        z3 = p.fresh("flat")
        p.emit(f"{z3} = tensor.collapse_shape {zero} [[0, 1], [2], [3]] : "
               f"{p.ty(out_shape, et)} into {p.ty(o3s, et)}")
        name = p.fresh("bmm")
        maps = ""
        if transpose_rhs:
            maps = ("indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "
                    "affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, "
                    "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ")
        p.emit(f"{name} = linalg.batch_matmul {maps}ins({l3}, {r3} : "
               f"{p.ty(l3s, et)}, {p.ty(r3s, et)}) outs({z3} : {p.ty(o3s, et)}) "
               f"-> {p.ty(o3s, et)}")
        out = p.fresh("mm")
        p.emit(f"{out} = tensor.expand_shape {name} [[0, 1], [2], [3]] "
               f"output_shape [{b}, {h}, {m}, {n}] : {p.ty(o3s, et)} into "
               f"{p.ty(out_shape, et)}")
        return out, out_shape

    def einsum_qk(self, p, q, q_shape, k, k_shape, et, zero):
        """Q [b,h,m,d] by K [b,h,n,d] as torch exports 'bhmd,bhnd->bhmn':
        each operand given a unit dim that a rank-5 transpose moves, a batch
        matmul on [b*h, ...], and the result back through another."""
        b, h, m, d = q_shape
        n = k_shape[2]

        def through5(v, shape, groups, wide, perm, merge, merged):
            expanded = p.fresh("e5")
            groups_text = ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups)
            p.emit(f"{expanded} = tensor.expand_shape {v} [{groups_text}] "
                   f"output_shape [{', '.join(map(str, wide))}] : "
                   f"{p.ty(shape, et)} into {p.ty(wide, et)}")
            moved, moved_shape = self.transpose(p, expanded, wide, et, perm)
            out = p.fresh("c5")
            merge_text = ", ".join("[" + ", ".join(map(str, g)) + "]" for g in merge)
            p.emit(f"{out} = tensor.collapse_shape {moved} [{merge_text}] : "
                   f"{p.ty(moved_shape, et)} into {p.ty(merged, et)}")
            return out

        q3 = through5(q, q_shape, [[0], [1], [2, 3], [4]], [b, h, m, 1, d],
                      [0, 1, 2, 4, 3], [[0, 1], [2], [3, 4]], [b * h, m, d])
        k3 = through5(k, k_shape, [[0], [1, 2], [3], [4]], [b, h, 1, n, d],
                      [0, 1, 4, 3, 2], [[0, 1], [2], [3, 4]], [b * h, d, n])
        z3 = p.fresh("flat")
        p.emit(f"{z3} = tensor.collapse_shape {zero} [[0, 1], [2], [3]] : "
               f"{p.ty([b, h, m, n], et)} into {p.ty([b * h, m, n], et)}")
        product = p.fresh("bmm")
        p.emit(f"{product} = linalg.batch_matmul ins({q3}, {k3} : "
               f"{p.ty([b * h, m, d], et)}, {p.ty([b * h, d, n], et)}) "
               f"outs({z3} : {p.ty([b * h, m, n], et)}) -> {p.ty([b * h, m, n], et)}")
        out = through5(product, [b * h, m, n], [[0, 1], [2], [3, 4]],
                       [b, h, m, 1, n], [0, 1, 2, 4, 3],
                       [[0], [1], [2], [3, 4]], [b, h, m, n])
        return out, [b, h, m, n]

    def softmax(self, p, s, shape, et, cfg):
        if cfg["softmax"] == "named" and cfg["softmax_view"]:
            flat = [shape[0] * shape[1]] + shape[2:]
            t, tf = p.ty(shape, et), p.ty(flat, et)
            view = p.fresh("view")
            p.emit(f"{view} = tensor.collapse_shape {s} [[0, 1], [2], [3]] : "
                   f"{t} into {tf}")
            init = p.empty(flat, et)
            name = p.fresh("sm")
            p.emit(f"{name} = linalg.softmax dimension(2) ins({view} : {tf}) "
                   f"outs({init} : {tf}) -> {tf}")
            out = p.fresh("sm")
            p.emit(f"{out} = tensor.expand_shape {name} [[0, 1], [2], [3]] "
                   f"output_shape [{', '.join(map(str, shape))}] : {tf} into {t}")
            return out
        if cfg["softmax"] == "named":
            init = p.empty(shape, et)
            name = p.fresh("sm")
            t = p.ty(shape, et)
            p.emit(f"{name} = linalg.softmax dimension(3) ins({s} : {t}) "
                   f"outs({init} : {t}) -> {t}")
            return name
        red = shape[:3]
        t4 = p.ty(shape, et)
        t3 = p.ty(red, et)
        init = NEG_INF[et] if cfg["max_init"] == "neg_inf" else LOWEST[et]
        mx = p.generic([(s, t4, et)], red, et, [ident(4), "d0, d1, d2"],
                       ["parallel"] * 3 + ["reduction"],
                       lambda a: ([f"%x = arith.{cfg['max_op']} {a[0]}, {a[1]} : {et}"],
                                  "%x"),
                       init=p.filled(red, et, init), hint="max")
        ex = p.generic([(s, t4, et), (mx, t3, et)], shape, et,
                       [ident(4), "d0, d1, d2", ident(4)], ["parallel"] * 4,
                       lambda a: ([f"%d = arith.subf {a[0]}, {a[1]} : {et}",
                                   f"%e = math.exp %d : {et}"], "%e"), hint="exp")
        sm = p.generic([(ex, t4, et)], red, et, [ident(4), "d0, d1, d2"],
                       ["parallel"] * 3 + ["reduction"],
                       lambda a: ([f"%x = arith.addf {a[0]}, {a[1]} : {et}"], "%x"),
                       init=p.filled(red, et, "0.000000e+00"), hint="sum")
        if cfg["normalize"] == "div":
            return p.generic([(ex, t4, et), (sm, t3, et)], shape, et,
                             [ident(4), "d0, d1, d2", ident(4)], ["parallel"] * 4,
                             lambda a: ([f"%q = arith.divf {a[0]}, {a[1]} : {et}"],
                                        "%q"), hint="probs")
        rc = p.generic([(sm, t3, et)], red, et, ["d0, d1, d2", "d0, d1, d2"],
                       ["parallel"] * 3,
                       lambda a: ([f"%one = arith.constant 1.000000e+00 : {et}",
                                   f"%r = arith.divf %one, {a[0]} : {et}"], "%r"),
                       hint="recip")
        return p.generic([(ex, t4, et), (rc, t3, et)], shape, et,
                         [ident(4), "d0, d1, d2", ident(4)], ["parallel"] * 4,
                         lambda a: ([f"%q = arith.mulf {a[0]}, {a[1]} : {et}"], "%q"),
                         hint="probs")

    # -- the program -------------------------------------------------------

    def generate(self, outdir):
        cfg = self.config()
        et = cfg["et"]
        B, Hkv, G, Nq, Nkv, d, dv = (cfg[k] for k in
                                    ("B", "Hkv", "group", "Nq", "Nkv", "d", "dv"))
        Hq = Hkv * G
        bshd = cfg["layout"] == "bshd"
        rng = np.random.default_rng(self.seed)

        def in_shape(h, n, dim):
            return [B, n, h, dim] if bshd else [B, h, n, dim]

        args = [("q", in_shape(Hq, Nq, d), "f32"), ("k", in_shape(Hkv, Nkv, d), "f32"),
                ("v", in_shape(Hkv, Nkv, dv), "f32")]
        values = [rng.standard_normal(s).astype(np.float32) for _, s, _ in args]
        mask_shape = [B, 1, Nq, Nkv] if self.rng.random() < 0.5 else [1, 1, Nq, Nkv]
        if cfg["bias_first"]:
            # Full-size, so that the add's two sides have the same shape.
            mask_shape = [B, Hq, Nq, Nkv]
        if cfg["relative"]:
            args.append(("relemb", [RELATIVE_BUCKETS, Hq], "f32"))
            values.append(rng.standard_normal([RELATIVE_BUCKETS, Hq]).astype(np.float32))
        elif cfg["mask"] == "additive":
            args.append(("bias", mask_shape, "f32"))
            values.append(rng.standard_normal(mask_shape).astype(np.float32))
        elif cfg["mask"] == "bool":
            m = rng.random(mask_shape) < 0.8
            m[..., 0] = True  # every query sees at least one key
            args.append(("mask", mask_shape, "i1"))
            values.append(m)
        if cfg["negative"] == "dropout":
            keep = (rng.random([B, Hq, Nq, Nkv]) < 0.9).astype(np.float32) / 0.9
            args.append(("dropmask", [B, Hq, Nq, Nkv], "f32"))
            values.append(keep)
        if cfg["bias_sum"] in ("padding", "filled"):
            keys = rng.random([B, Nkv]) < 0.8
            keys[:, 0] = True  # every query sees at least one key
            args.append(("keys", [B, Nkv], "i1"))
            values.append(keys)

        if cfg["segments"]:
            # Nondecreasing document ids of the keys; each query takes the
            # id of the key at its own position, so that it sees that key.
            rows = B if cfg["segments"]["batch"] else 1
            starts = rng.random([rows, Nkv]) < 0.15
            kdoc = np.cumsum(starts, axis=1).astype(np.int64)
            qdoc = kdoc[:, Nkv - Nq:]
            args += [("qdoc", [rows, Nq], "i64"), ("kdoc", [rows, Nkv], "i64")]
            values += [qdoc, kdoc]

        p = Program(et)
        names = {}
        for name, shape, aet in args:
            names[name] = "%in_" + name
        q, k, v = (self.cast(p, names[n], s, "f32", et) for n, s, _ in args[:3])
        qs, ks, vs = (s for _, s, _ in args[:3])
        if bshd:
            q, qs = self.transpose(p, q, qs, et, [0, 2, 1, 3])
            k, ks = self.transpose(p, k, ks, et, [0, 2, 1, 3])
            v, vs = self.transpose(p, v, vs, et, [0, 2, 1, 3])
        k = self.expand_heads(p, k, ks, et, G, cfg["gqa_spelling"])
        v = self.expand_heads(p, v, vs, et, G, cfg["gqa_spelling"])
        ks = [B, Hq, Nkv, d]
        vs = [B, Hq, Nkv, dv]
        factor = 1.0 / math.sqrt(d)
        if cfg["scale_on"] == "q":
            q = self.scale(p, q, qs, et, factor, cfg["scale_op"])
        elif cfg["scale_on"] == "k":
            k = self.scale(p, k, ks, et, factor, cfg["scale_op"])
        s, ss = self.matmul(p, q, qs, k, ks, et, True, cfg["qk"])
        scores = s
        if cfg["scale_on"] == "s":
            s = self.scale(p, s, ss, et, factor, cfg["scale_op"])
        fill = NEG_INF[et] if cfg["mask_fill"] == "neg_inf" else LOWEST[et]
        mask_map = (("d0" if mask_shape[0] != 1 else "0") +
                    (", d1" if mask_shape[1] != 1 else ", 0") + ", d2, d3")
        if cfg["relative"]:
            emb_shape = [RELATIVE_BUCKETS, Hq]
            emb = self.cast(p, names["relemb"], emb_shape, "f32", et)
            cap = (RELATIVE_BUCKETS - 2) // 2

            def body(a):
                return (["%i = linalg.index 2 : index",
                         "%j = linalg.index 3 : index",
                         "%h = linalg.index 1 : index",
                         "%i64 = arith.index_cast %i : index to i64",
                         "%j64 = arith.index_cast %j : index to i64",
                         "%d = arith.subi %j64, %i64 : i64",
                         "%a = math.absi %d : i64",
                         f"%cap = arith.constant {cap} : i64",
                         "%m = arith.minsi %a, %cap : i64",
                         "%zero = arith.constant 0 : i64",
                         "%neg = arith.cmpi slt, %d, %zero : i64",
                         f"%half = arith.constant {cap + 1} : i64",
                         "%off = arith.select %neg, %half, %zero : i64",
                         "%bucket = arith.addi %m, %off : i64",
                         "%row = arith.index_cast %bucket : i64 to index",
                         f"%x = tensor.extract {emb}[%row, %h] : {p.ty(emb_shape, et)}"],
                        "%x")
            bias_shape = [1, Hq, Nq, Nkv]
            bias = p.generic([], bias_shape, et, [ident(4)], ["parallel"] * 4, body,
                             hint="relative")
            s = p.generic([(s, p.ty(ss, et), et), (bias, p.ty(bias_shape, et), et)],
                          ss, et, [ident(4), "0, d1, d2, d3", ident(4)],
                          ["parallel"] * 4,
                          lambda a: ([f"%r = arith.addf {a[0]}, {a[1]} : {et}"], "%r"),
                          hint="masked")
        elif cfg["mask"] == "additive" and cfg["bias_sum"]:
            bias = self.cast(p, names["bias"], mask_shape, "f32", et)
            ins = [(bias, p.ty(mask_shape, et), et)]
            maps = [mask_map]
            if cfg["bias_sum"] == "padding":
                pad_shape = [B, 1, Nq, Nkv]
                pad = p.generic([(names["keys"], p.ty([B, Nkv], "i1"), "i1")],
                                pad_shape, et, ["d0, d3", ident(4)], ["parallel"] * 4,
                                lambda a: ([f"%z = arith.constant 0.0 : {et}",
                                            f"%f = arith.constant {fill} : {et}",
                                            f"%r = arith.select {a[0]}, %z, %f : {et}"],
                                           "%r"), hint="padding")
                ins.append((pad, p.ty(pad_shape, et), et))
                maps.append("d0, 0, d2, d3")
            if cfg["bias_sum"] == "filled":
                ins.append((names["keys"], p.ty([B, Nkv], "i1"), "i1"))
                maps.append("d0, d3")

            def body(a):
                if cfg["bias_sum"] == "padding":
                    return [f"%r = arith.addf {a[0]}, {a[1]} : {et}"], "%r"
                if cfg["bias_sum"] == "filled":
                    return ([f"%f = arith.constant {fill} : {et}",
                             f"%r = arith.select {a[1]}, {a[0]}, %f : {et}"], "%r")
                return [], a[0]
            bias = p.generic(ins, ss, et, maps + [ident(4)], ["parallel"] * 4, body,
                             hint="bias")
            s = p.generic([(s, p.ty(ss, et), et), (bias, p.ty(ss, et), et)],
                          ss, et, [ident(4)] * 3, ["parallel"] * 4,
                          lambda a: ([f"%r = arith.addf {a[0]}, {a[1]} : {et}"], "%r"),
                          hint="masked")
        elif cfg["mask"] == "additive":
            bias = self.cast(p, names["bias"], mask_shape, "f32", et)
            first, second = (1, 0) if cfg["bias_first"] else (0, 1)
            s = p.generic([(s, p.ty(ss, et), et), (bias, p.ty(mask_shape, et), et)],
                          ss, et, [ident(4), mask_map, ident(4)], ["parallel"] * 4,
                          lambda a: ([f"%r = arith.addf {a[first]}, {a[second]} : {et}"],
                                     "%r"),
                          hint="masked")
        elif cfg["mask"] == "bool":
            s = p.generic([(s, p.ty(ss, et), et), (names["mask"], p.ty(mask_shape, "i1"), "i1")],
                          ss, et, [ident(4), mask_map, ident(4)], ["parallel"] * 4,
                          lambda a: ([f"%f = arith.constant {fill} : {et}",
                                      f"%r = arith.select {a[1]}, {a[0]}, %f : {et}"],
                                     "%r"), hint="masked")
        elif cfg["mask"] == "causal" and cfg["band"] is not None:
            w = cfg["band"]

            def body(a):
                return ([f"%f = arith.constant {fill} : {et}",
                         "%i = linalg.index 2 : index",
                         "%j = linalg.index 3 : index",
                         "%i64 = arith.index_cast %i : index to i64",
                         "%j64 = arith.index_cast %j : index to i64",
                         "%d = arith.subi %i64, %j64 : i64",
                         "%a = math.absi %d : i64",
                         f"%w = arith.constant {w} : i64",
                         "%ok = arith.cmpi sle, %a, %w : i64",
                         f"%r = arith.select %ok, {a[0]}, %f : {et}"], "%r")
            s = p.generic([(s, p.ty(ss, et), et)], ss, et, [ident(4), ident(4)],
                          ["parallel"] * 4, body, hint="band")
        elif cfg["mask"] == "causal":
            off = Nkv - Nq

            def body(a):
                return ([f"%f = arith.constant {fill} : {et}",
                         "%i = linalg.index 2 : index",
                         "%j = linalg.index 3 : index",
                         f"%o = arith.constant {off} : index",
                         "%lim = arith.addi %i, %o : index",
                         "%ok = arith.cmpi ule, %j, %lim : index",
                         f"%r = arith.select %ok, {a[0]}, %f : {et}"], "%r")
            s = p.generic([(s, p.ty(ss, et), et)], ss, et, [ident(4), ident(4)],
                          ["parallel"] * 4, body, hint="causal")
        if cfg["segments"]:
            batch = "d0" if cfg["segments"]["batch"] else "0"
            same = cfg["segments"]["compare"] == "eq"

            def body(a):
                keep, hide = (a[0], "%f") if same else ("%f", a[0])
                return ([f"%f = arith.constant {fill} : {et}",
                         f"%c = arith.cmpi {cfg['segments']['compare']}, "
                         f"{a[1]}, {a[2]} : i64",
                         f"%r = arith.select %c, {keep}, {hide} : {et}"], "%r")
            rows = B if cfg["segments"]["batch"] else 1
            s = p.generic([(s, p.ty(ss, et), et),
                           (names["qdoc"], p.ty([rows, Nq], "i64"), "i64"),
                           (names["kdoc"], p.ty([rows, Nkv], "i64"), "i64")],
                          ss, et, [ident(4),
                                   f"{batch}, d2", f"{batch}, d3",
                                   ident(4)],
                          ["parallel"] * 4, body, hint="documents")
        if cfg["clamp"]:
            def body(a):
                lowest = [f"%l = arith.constant {LOWEST[et]} : {et}"]
                if cfg["clamp"] == "maximumf":
                    return lowest + [f"%r = arith.maximumf {a[0]}, %l : {et}"], "%r"
                return lowest + [f"%gt = arith.cmpf ogt, {a[0]}, %l : {et}",
                                 f"%r = arith.select %gt, {a[0]}, %l : {et}"], "%r"
            s = p.generic([(s, p.ty(ss, et), et)], ss, et, [ident(4), ident(4)],
                          ["parallel"] * 4, body, hint="clamped")
        set_ = et
        if cfg["upcast"]:
            s = self.cast(p, s, ss, et, "f32")
            set_ = "f32"
        probs = self.softmax(p, s, ss, set_, cfg)
        if cfg["upcast"]:
            probs = self.cast(p, probs, ss, "f32", et)
        if cfg["rezero"]:
            cond = names["mask"]
            if cfg["rezero"] == "hidden":
                cond = p.generic([(cond, p.ty(mask_shape, "i1"), "i1")], mask_shape, "i1",
                                 [ident(4), ident(4)], ["parallel"] * 4,
                                 lambda a: (["%t = arith.constant true",
                                             f"%r = arith.xori {a[0]}, %t : i1"], "%r"),
                                 hint="hidden")

            def body(a):
                zero = f"%z = arith.constant 0.0 : {et}"
                if cfg["rezero"] == "hidden":
                    return [zero, f"%r = arith.select {a[0]}, %z, {a[1]} : {et}"], "%r"
                return [zero, f"%r = arith.select {a[0]}, {a[1]}, %z : {et}"], "%r"
            probs = p.generic([(cond, p.ty(mask_shape, "i1"), "i1"), (probs, p.ty(ss, et), et)],
                              ss, et, [mask_map, ident(4), ident(4)], ["parallel"] * 4,
                              body, hint="rezeroed")
        if cfg["negative"] == "dropout":
            keep = self.cast(p, names["dropmask"], ss, "f32", et)
            probs = p.generic([(probs, p.ty(ss, et), et), (keep, p.ty(ss, et), et)],
                              ss, et, [ident(4)] * 3, ["parallel"] * 4,
                              lambda a: ([f"%r = arith.mulf {a[0]}, {a[1]} : {et}"],
                                         "%r"), hint="dropped")
        o, os_ = self.matmul(p, probs, ss, v, vs, et, False, cfg["pv"])
        if bshd:
            o, os_ = self.transpose(p, o, os_, et, [0, 2, 1, 3])
        o = self.cast(p, o, os_, et, "f32")
        results = [(o, os_)]
        if cfg["negative"] == "scores_reused":
            results.append((self.cast(p, scores, ss, et, "f32"), ss))

        arg_decl = ", ".join(f"%in_{n}: {Program.ty(s, e)}" for n, s, e in args)
        res_types = ", ".join(Program.ty(s, "f32") for _, s in results)
        text = [f"// Generated by attn_gen.py --seed {self.seed}",
                "// " + json.dumps(cfg, sort_keys=True),
                f"func.func @attention({arg_decl}) -> ({res_types}) {{"]
        text += p.lines
        text.append(f"  return {', '.join(r for r, _ in results)} : {res_types}")
        text.append("}")

        os.makedirs(outdir, exist_ok=True)
        with open(os.path.join(outdir, "program.mlir"), "w") as f:
            f.write("\n".join(text) + "\n")
        for i, val in enumerate(values):
            np.save(os.path.join(outdir, f"arg{i}.npy"), val)
        expected = self.reference(cfg, args, values)
        for i, val in enumerate(expected):
            np.save(os.path.join(outdir, f"expected{i}.npy"), val)
        with open(os.path.join(outdir, "config.json"), "w") as f:
            json.dump(cfg, f, sort_keys=True)
        return cfg

    def reference(self, cfg, args, values):
        """The program's meaning in float64, with the rounding of its
        inputs to the element type made explicit."""
        et = cfg["et"]
        G = cfg["group"]
        byname = {n: val for (n, _, _), val in zip(args, values)}
        q, k, v = (round_to(byname[n], et) for n in ("q", "k", "v"))
        if cfg["layout"] == "bshd":
            q, k, v = (x.transpose(0, 2, 1, 3) for x in (q, k, v))
        k = np.repeat(k, G, axis=1)
        v = np.repeat(v, G, axis=1)
        scale = 1.0 / math.sqrt(cfg["d"]) if cfg["scale_on"] != "none" else 1.0
        scores = q @ k.transpose(0, 1, 3, 2)
        s = scale * scores
        if cfg["relative"]:
            nq, nkv = s.shape[2], s.shape[3]
            dist = np.arange(nkv)[None, :] - np.arange(nq)[:, None]
            cap = (RELATIVE_BUCKETS - 2) // 2
            bucket = np.minimum(np.abs(dist), cap) + np.where(dist < 0, cap + 1, 0)
            emb = round_to(byname["relemb"], et)
            s = s + emb[bucket].transpose(2, 0, 1)[None]
        elif cfg["mask"] == "additive":
            s = s + round_to(byname["bias"], et)
            if cfg["bias_sum"] in ("padding", "filled"):
                s = np.where(byname["keys"][:, None, None, :], s, -np.inf)
        elif cfg["mask"] == "bool":
            s = np.where(byname["mask"], s, -np.inf)
        elif cfg["mask"] == "causal":
            nq, nkv = s.shape[2], s.shape[3]
            i = np.arange(nq)[:, None]
            j = np.arange(nkv)[None, :]
            if cfg["band"] is not None:
                s = np.where(np.abs(i - j) <= cfg["band"], s, -np.inf)
            else:
                s = np.where(j <= i + (nkv - nq), s, -np.inf)
            if cfg["segments"]:
                same = (byname["qdoc"][:, None, :, None] ==
                        byname["kdoc"][:, None, None, :])
                s = np.where(same, s, -np.inf)
        # The clamp changes no row that keeps a key, and zeroing the hidden
        # keys' probabilities again changes none: nothing to model.
        s = s - s.max(axis=3, keepdims=True)
        e = np.exp(s)
        probs = e / e.sum(axis=3, keepdims=True)
        if cfg["negative"] == "dropout":
            probs = probs * byname["dropmask"]
        o = probs @ v
        if cfg["layout"] == "bshd":
            o = o.transpose(0, 2, 1, 3)
        out = [o]
        if cfg["negative"] == "scores_reused":
            # A scale on Q or K is part of the returned scores.
            out.append(scores * (scale if cfg["scale_on"] in ("q", "k") else 1.0))
        return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True, help="folder for the program, "
                        "its .npy inputs and the expected outputs")
    opts = parser.parse_args()
    cfg = Generator(opts.seed).generate(opts.out)
    print(json.dumps(cfg, sort_keys=True))


if __name__ == "__main__":
    main()
