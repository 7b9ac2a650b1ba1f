#!/usr/bin/env python3
"""Export real attention modules from PyTorch to linalg on tensors with
torch-mlir's FX importer, then run them through attn-opt.

  export_attention.py export --out DIR   write DIR/<model>.mlir
  export_attention.py run --out DIR      export, then run attn-opt
                                         --attn-raise --attn-fuse
                                         --attn-traffic-report on each
  export_attention.py compare --out DIR  export, fuse with attn-opt, run the
                                         fused program with attn-run on the
                                         inputs PyTorch runs on, and compare
                                         the outputs (f32: max abs difference
                                         within 1e-4 of PyTorch's max |output|)

The models are small (17 and 40 KB of weights) so that exports are quick and
readable; their structure is the one real models have:
  bert   BERT-style self-attention: Q/K/V projections, additive padding mask,
         softmax(Q·Kᵀ/√d + mask)·V, output projection
  llama  LLaMA-style attention: rotary embedding on Q and K, grouped-query
         attention (8 query heads share 2 K/V heads through repeat_kv), a
         causal mask, output projection
  sdpa   F.scaled_dot_product_attention, which the FX importer decomposes into
         matmul, softmax and matmul
  llama_grad
         a training step of the llama model (not in the default --models):
         the loss sum(output * dO) for a given dO, exported with its
         backward by aot_autograd (aot_export_module, trace_joint=True) and
         the FX importer's stateless_fx_import; the parameters are the
         function's leading arguments, their gradients its results

torch-mlir 20261001 prints IR that MLIR 22 parses as it is (checked by the
`torch-mlir` lit tests), so no rewrite happens here; docs/integration.md says
what to do if a later torch-mlir prints newer syntax.
"""

import argparse
import math
import os
import shutil
import subprocess
import sys

try:
    import torch
    import torch.nn.functional as F
    from torch import nn
    from torch_mlir import fx
except ImportError as error:
    sys.exit(
        f"export_attention.py: {error}; this needs torch and torch-mlir "
        "(bash examples/pytorch/setup-venv.sh, then build/torch-venv/bin/python)"
    )

SEED = 0


class BertSelfAttention(nn.Module):
    """The attention block of BERT's encoder, as in transformers'
    BertSelfAttention (eager path), in eval mode (no dropout)."""

    def __init__(self, hidden=32, heads=4):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.query = nn.Linear(hidden, hidden)
        self.key = nn.Linear(hidden, hidden)
        self.value = nn.Linear(hidden, hidden)
        self.output = nn.Linear(hidden, hidden)

    def split_heads(self, x):
        b, n, _ = x.shape
        return x.view(b, n, self.heads, self.head_dim).permute(0, 2, 1, 3)

    def forward(self, hidden_states, attention_mask):
        q = self.split_heads(self.query(hidden_states))
        k = self.split_heads(self.key(hidden_states))
        v = self.split_heads(self.value(hidden_states))
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.head_dim)
        scores = scores + attention_mask
        probs = F.softmax(scores, dim=-1)
        context = torch.matmul(probs, v).permute(0, 2, 1, 3).contiguous()
        b, n = context.shape[:2]
        return self.output(context.view(b, n, -1))


def rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def repeat_kv(x, groups):
    """transformers' repeat_kv: (b, kv_heads, n, d) -> (b, kv_heads*groups, n, d)."""
    b, kv_heads, n, d = x.shape
    if groups == 1:
        return x
    x = x[:, :, None, :, :].expand(b, kv_heads, groups, n, d)
    return x.reshape(b, kv_heads * groups, n, d)


class LlamaAttention(nn.Module):
    """LLaMA's attention (transformers' eager path): RoPE around a causal,
    grouped-query attention."""

    def __init__(self, hidden=64, heads=8, kv_heads=2, seq=16, theta=10000.0):
        super().__init__()
        self.heads = heads
        self.kv_heads = kv_heads
        self.head_dim = hidden // heads
        self.q_proj = nn.Linear(hidden, heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(hidden, kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(hidden, kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(heads * self.head_dim, hidden, bias=False)
        inv_freq = 1.0 / (
            theta ** (torch.arange(0, self.head_dim, 2).float() / self.head_dim)
        )
        freqs = torch.outer(torch.arange(seq).float(), inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos", emb.cos())
        self.register_buffer("sin", emb.sin())
        causal = torch.full((seq, seq), float("-inf")).triu(1)
        self.register_buffer("causal_mask", causal)

    def forward(self, hidden_states):
        b, n, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(b, n, self.heads, self.head_dim)
        k = self.k_proj(hidden_states).view(b, n, self.kv_heads, self.head_dim)
        v = self.v_proj(hidden_states).view(b, n, self.kv_heads, self.head_dim)
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
        cos, sin = self.cos[:n], self.sin[:n]
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        groups = self.heads // self.kv_heads
        k, v = repeat_kv(k, groups), repeat_kv(v, groups)
        scores = torch.matmul(q, k.transpose(2, 3)) / math.sqrt(self.head_dim)
        scores = scores + self.causal_mask[:n, :n]
        probs = F.softmax(scores, dim=-1, dtype=torch.float32)
        out = torch.matmul(probs, v).transpose(1, 2).reshape(b, n, -1)
        return self.o_proj(out)


class TrainingStep(nn.Module):
    """One training step's attention: `model`'s output dotted with a given
    output gradient as the loss, exported with its backward (the joint
    graph of aot_autograd: the loss, then the gradient of every parameter)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, hidden_states, output_gradient):
        return ((self.model(hidden_states) * output_gradient).sum(),)


class Sdpa(nn.Module):
    """torch.nn.functional.scaled_dot_product_attention on given Q, K, V."""

    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v)


def make_models():
    """Each model with inputs of fixed shape, deterministic weights."""
    torch.manual_seed(SEED)
    batch, seq = 2, 16
    bert = BertSelfAttention()
    pad = torch.zeros(batch, 1, 1, seq)
    pad[1, :, :, seq - 4 :] = torch.finfo(torch.float32).min  # padded tail
    llama = LlamaAttention(seq=seq)
    hidden = torch.randn(batch, seq, 64)
    return {
        "bert": (bert, (torch.randn(batch, seq, 32), pad)),
        "llama": (llama, (hidden,)),
        "llama_grad": (TrainingStep(llama), (hidden, torch.randn(batch, seq, 64))),
        "sdpa": (Sdpa(), tuple(torch.randn(batch, 4, seq, 8) for _ in range(3))),
    }


def export(name, model, inputs, out_dir):
    if isinstance(model, TrainingStep):
        # The forward and backward in one graph, the parameters its leading
        # arguments and their gradients its results after the loss.
        from torch._functorch.aot_autograd import aot_export_module

        from torch_mlir.extras.fx_decomp_util import get_decomposition_table

        # torch-mlir's decompositions, as export_and_import applies them,
        # plus ATen's of the backward's slice_backward, which torch-mlir
        # does not lower.
        decompositions = get_decomposition_table()
        decompositions.update(torch._decomp.get_decompositions([torch.ops.aten.slice_backward]))
        graph, _ = aot_export_module(
            model, inputs, trace_joint=True, output_loss_index=0,
            decompositions=decompositions,
        )
        module = fx.stateless_fx_import(graph, output_type="linalg-on-tensors", model_name=name)
    else:
        model.eval()
        with torch.no_grad():
            module = fx.export_and_import(
                model, *inputs, output_type="linalg-on-tensors", func_name=name
            )
    path = os.path.join(out_dir, name + ".mlir")
    with open(path, "w") as f:
        f.write(
            f"// {name}: exported by examples/pytorch/export_attention.py with "
            f"torch {torch.__version__.split('+')[0]} and torch-mlir's FX importer.\n"
        )
        f.write(str(module))
    return path


def find_tool(tool, explicit):
    if explicit:
        return explicit
    here = os.path.dirname(os.path.abspath(__file__))
    built = os.path.join(here, "..", "..", "build", "bin", tool)
    return built if os.path.exists(built) else shutil.which(tool)


# Relative to the largest |value| PyTorch gives, by result dtype. The fused
# kernel sums in another order (online softmax, blocked), so f32 differs by
# rounding, far below this.
TOLERANCE = {torch.float32: 1e-4}


def compare(name, model, inputs, path, attn_opt, attn_run):
    """Fuse the export, run it with attn-run on `inputs` (the exported
    function's arguments, in order; the weights are constants in the IR) and
    compare with PyTorch's output. Returns whether they agree."""
    import numpy as np

    work = os.path.join(os.path.dirname(path), name + "-compare")
    os.makedirs(work, exist_ok=True)
    for i, tensor in enumerate(inputs):
        np.save(os.path.join(work, f"arg{i}.npy"), tensor.numpy())
    with torch.no_grad():
        expected = model(*inputs)
    fused = os.path.join(work, "fused.mlir")
    opt = subprocess.run([attn_opt, path, "--attn-raise", "--attn-fuse", "-o", fused])
    if opt.returncode != 0:
        sys.exit(f"export_attention.py: attn-opt failed on {path}")
    run = subprocess.run(
        [attn_run, fused, "--inputs", work, "--dump-outputs", work,
         "--reference", "none"],
        stdout=subprocess.DEVNULL,
    )
    if run.returncode != 0:
        sys.exit(f"export_attention.py: attn-run failed on {fused}")
    got = np.load(os.path.join(work, "out0.npy"))
    want = expected.numpy()
    if got.shape != want.shape:
        print(f"{name}: FAIL: attn-run gives shape {got.shape}, PyTorch {want.shape}")
        return False
    tolerance = TOLERANCE.get(expected.dtype)
    if tolerance is None:
        sys.exit(f"export_attention.py: no tolerance for {expected.dtype} ({name})")
    scale = float(np.abs(want).max())
    err = float(np.abs(got.astype(np.float64) - want.astype(np.float64)).max())
    rel = err / scale if scale else err
    ok = rel <= tolerance
    print(
        f"{name}: {'ok' if ok else 'FAIL'}: {want.dtype} {'x'.join(map(str, want.shape))}, "
        f"max abs diff {err:.3e}, relative to max |output| {scale:.3e}: "
        f"{rel:.3e} (tolerance {tolerance:.0e})"
    )
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["export", "run", "compare"])
    parser.add_argument("--out", required=True, help="output directory")
    parser.add_argument("--models", default="bert,llama,sdpa")
    parser.add_argument("--attn-opt", help="attn-opt binary (default: build/bin)")
    parser.add_argument("--attn-run", help="attn-run binary (default: build/bin)")
    args = parser.parse_args()

    models = make_models()
    names = args.models.split(",")
    unknown = [n for n in names if n not in models]
    if unknown:
        sys.exit(f"export_attention.py: unknown model {unknown[0]!r}")
    training = [n for n in names if isinstance(models[n][0], TrainingStep)]
    if args.command == "compare" and training:
        sys.exit(f"export_attention.py: compare runs inference models; {training[0]!r} "
                 "is a training step")
    os.makedirs(args.out, exist_ok=True)
    paths = [export(n, *models[n], args.out) for n in names]
    if args.command == "export":
        for p in paths:
            print(p)
        return

    attn_opt = find_tool("attn-opt", args.attn_opt)
    if not attn_opt:
        sys.exit("export_attention.py: attn-opt not found; pass --attn-opt")
    if args.command == "compare":
        attn_run = find_tool("attn-run", args.attn_run)
        if not attn_run:
            sys.exit("export_attention.py: attn-run not found; pass --attn-run")
        results = [compare(n, *models[n], p, attn_opt, attn_run) for n, p in zip(names, paths)]
        if not all(results):
            sys.exit("export_attention.py: attn-run's output differs from PyTorch's")
        return
    for p in paths:
        print(f"== {os.path.basename(p)}", flush=True)
        run = subprocess.run(
            [attn_opt, p, "--attn-raise", "--attn-fuse", "--attn-traffic-report"]
        )
        if run.returncode != 0:
            sys.exit(f"export_attention.py: attn-opt failed on {p}")


if __name__ == "__main__":
    main()
