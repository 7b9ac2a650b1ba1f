#!/usr/bin/env python3
"""Export HuggingFace transformers models (tiny configs, random weights, no
download) to linalg on tensors with torch-mlir's FX importer, with PyTorch's
inputs and outputs, then check what attn-opt makes of them.

  export_hf.py export --out DIR   write DIR/<name>.mlir and DIR/<name>/
                                  (arg<i>.npy: the exported function's
                                  arguments; expected0.npy: PyTorch's output)
  export_hf.py check --out DIR    export, then for each model: fuse with
                                  attn-opt --attn-raise --attn-fuse, count
                                  the fused attentions and the N x N operands
                                  left on them, run attn-run's f64 check on
                                  the original and the fused program on
                                  PyTorch's inputs, compare the fused output
                                  with PyTorch's, compile the fused model
                                  with attn-compile (mma=none), and print
                                  one table (test/Models/check_model.py
                                  does the checks)

Names are <family>-<attn_implementation>-<dtype>, e.g. llama-sdpa-f32.
--families, --impls and --dtypes choose; --batch, --seq, --heads, --kv-heads,
--head-dim and --layers change the configs (the defaults are what
test/Models/ holds). The second sequence of the batch is right-padded by a
quarter of its length, so that no query row has every key masked (PyTorch
and attn.softmax disagree on those rows by design: see docs/fusion.md).
"""

import argparse
import contextlib
import os
import shutil
import subprocess
import sys

try:
    import numpy as np
    import torch
    import transformers as hf
    from torch_mlir import fx
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    from hf_families import EXPORT_PATCHES, VOCAB, audio_samples, families, whisper_frames
except ImportError as error:
    sys.exit(
        f"export_hf.py: {error}; this needs torch, torch-mlir and transformers "
        "(bash examples/pytorch/setup-venv.sh, then build/torch-venv/bin/python)"
    )

SEED = 0


class LastHidden(torch.nn.Module):
    """The model's last hidden state: one tensor out, as attn-run compares."""

    def __init__(self, model, kind):
        super().__init__()
        self.model = model
        self.kind = kind

    def forward(self, *inputs):
        if self.kind == "image":
            return self.model(pixel_values=inputs[0]).last_hidden_state
        if self.kind == "audio":
            values, mask = inputs
            return self.model(input_values=values, attention_mask=mask).last_hidden_state
        if self.kind == "speech":
            features, ids, mask = inputs
            return self.model(
                input_features=features, decoder_input_ids=ids, decoder_attention_mask=mask
            ).last_hidden_state
        ids, mask = inputs
        if self.kind == "seq2seq":
            # The decoder reads the same tokens: causal self-attention with
            # its own relative bias, and cross-attention to the encoder.
            return self.model(
                input_ids=ids,
                attention_mask=mask,
                decoder_input_ids=ids,
                decoder_attention_mask=mask,
            ).last_hidden_state
        return self.model(input_ids=ids, attention_mask=mask).last_hidden_state


def make_inputs(kind, args, dtype):
    generator = torch.Generator().manual_seed(SEED)
    if kind == "image":
        return (torch.randn(args.batch, 3, 8, 8, generator=generator).to(dtype),)
    if kind == "audio":
        samples = audio_samples(args.seq)
        values = torch.randn(args.batch, samples, generator=generator).to(dtype)
        mask = torch.ones(args.batch, samples, dtype=torch.long)
        if args.batch > 1:
            mask[1, samples - samples // 4 :] = 0
        return values, mask
    ids = torch.randint(1, VOCAB, (args.batch, args.seq), generator=generator)
    mask = torch.ones(args.batch, args.seq, dtype=torch.long)
    if args.batch > 1:
        mask[1, args.seq - args.seq // 4 :] = 0
    if kind == "speech":
        # Whisper's encoder takes exactly 2 * max_source_positions frames.
        features = torch.randn(args.batch, 8, whisper_frames(args), generator=generator).to(dtype)
        return features, ids, mask
    return ids, mask


DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16}


def importable_program(wrapper, inputs):
    """`wrapper` exported and decomposed as torch-mlir's export_and_import
    would, then mended where its FX importer falls short on real models:

    - it looks buffers up in the state dict only, where torch.export keeps
      non-persistent ones (rotary inv_freq, CTRL's and the conformer's
      sinusoidal tables) among the program's constants;
    - it freezes parameters and buffers into literals and then rejects a
      list operand that mixes a literal with computed tensors (Swin's and
      WavLM's `aten.index(table, [index])` over a buffer or parameter), so
      such a list reads each parameter or buffer through a copy."""
    program = torch.export.export(wrapper, tuple(inputs))
    program = program.run_decompositions(get_decomposition_table())
    signature = program.graph_signature
    for state_name in signature.inputs_to_buffers.values():
        if state_name not in program.state_dict:
            program.state_dict[state_name] = program.constants[state_name]
    lifted = set(signature.inputs_to_buffers) | set(signature.inputs_to_parameters)
    graph = program.graph_module.graph
    for node in list(graph.nodes):
        if node.op != "call_function":
            continue
        for position, argument in enumerate(node.args):
            if not isinstance(argument, (list, tuple)):
                continue
            if not any(isinstance(a, torch.fx.Node) and a.name in lifted for a in argument):
                continue
            copies = []
            for element in argument:
                if isinstance(element, torch.fx.Node) and element.name in lifted:
                    with graph.inserting_before(node):
                        copy = graph.call_function(torch.ops.aten.clone.default, (element,))
                    copy.meta["val"] = element.meta["val"]
                    element = copy
                copies.append(element)
            node.update_arg(position, type(argument)(copies))
    program.graph_module.recompile()
    return program


def export(name, family, impl, dtype_name, args, out_dir):
    make_config, model_class, kind = families(args)[family]
    torch.manual_seed(SEED)
    config = make_config()
    config._attn_implementation = impl
    dtype = DTYPES[dtype_name]
    model = model_class(config).eval().to(dtype)
    wrapper = LastHidden(model, kind).eval()
    inputs = make_inputs(kind, args, dtype)
    patch = EXPORT_PATCHES.get(family, contextlib.nullcontext)
    with torch.no_grad():
        expected = wrapper(*inputs)
        with patch():
            program = importable_program(wrapper, inputs)
        # The decompositions have run; an empty table skips them.
        module = fx.export_and_import(
            program, output_type="linalg-on-tensors", func_name="forward", decomposition_table={}
        )
    path = os.path.join(out_dir, name + ".mlir")
    with open(path, "w") as f:
        f.write(
            f"// {name}: transformers {hf.__version__} {model_class.__name__} "
            f"(attn_implementation={impl}, {dtype_name}), exported by "
            f"examples/pytorch/export_hf.py with torch "
            f"{torch.__version__.split('+')[0]} and torch-mlir's FX importer.\n"
        )
        f.write(str(module))
    data = os.path.join(out_dir, name)
    os.makedirs(data, exist_ok=True)
    for i, tensor in enumerate(inputs):
        array = tensor.float().numpy() if tensor.is_floating_point() else tensor.numpy()
        np.save(os.path.join(data, f"arg{i}.npy"), array)
    np.save(os.path.join(data, "expected0.npy"), expected.float().numpy())
    return path


def find_tool(tool, explicit):
    if explicit:
        return explicit
    here = os.path.dirname(os.path.abspath(__file__))
    built = os.path.join(here, "..", "..", "build", "bin", tool)
    return built if os.path.exists(built) else shutil.which(tool)


CHECKER = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "test", "Models", "check_model.py"
)


def check(name, path, tools):
    """One row of the table for the export at `path`, from the checks that
    test/Models runs on the committed exports (test/Models/check_model.py)."""
    data = os.path.join(os.path.dirname(path), name)
    result = subprocess.run(
        [sys.executable, CHECKER, path, "--data", data, "--work", os.path.join(data, "check"),
         "--attn-opt", tools["attn-opt"], "--attn-run", tools["attn-run"],
         "--attn-compile", tools["attn-compile"]],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        return [name, "check failed: " + result.stderr.strip()[-100:], "", "", "", ""]
    lines = dict(line.split(": ", 1) for line in result.stdout.splitlines() if ": " in line and not line.startswith(" "))
    fused = lines.get("fused", "?").split(" ")[0]
    dense = lines.get("N x N operands", "?")
    structured = "-" if fused in ("0", "?") else "yes" if dense == "0" else dense + " N x N operands"
    return [name, fused, structured,
            f"{lines.get('f64 original', '?')} / {lines.get('f64 fused', '?')}",
            lines.get("vs PyTorch", "?"), lines.get("gpu", "?")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["export", "check"])
    parser.add_argument("--out", required=True, help="output directory")
    parser.add_argument("--families", default="llama,mistral,qwen2,phi3,gemma2,gpt2,bert,vit")
    parser.add_argument("--impls", default="eager,sdpa")
    parser.add_argument("--dtypes", default="f32")
    parser.add_argument("--batch", type=int, default=2)
    parser.add_argument("--seq", type=int, default=8)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--kv-heads", type=int, default=2)
    parser.add_argument("--head-dim", type=int, default=8)
    parser.add_argument("--layers", type=int, default=1)
    parser.add_argument("--attn-opt", help="attn-opt binary (default: build/bin)")
    parser.add_argument("--attn-run", help="attn-run binary (default: build/bin)")
    parser.add_argument("--attn-compile", help="attn-compile binary (default: build/bin)")
    args = parser.parse_args()

    known = families(args)
    chosen = args.families.split(",")
    unknown = [f for f in chosen if f not in known]
    if unknown:
        sys.exit(f"export_hf.py: unknown family {unknown[0]!r}; known: {', '.join(known)}")
    for d in args.dtypes.split(","):
        if d not in DTYPES:
            sys.exit(f"export_hf.py: unknown dtype {d!r}; known: f32, bf16")
    os.makedirs(args.out, exist_ok=True)
    exports = []
    for family in chosen:
        for impl in args.impls.split(","):
            for dtype_name in args.dtypes.split(","):
                name = f"{family.replace('_', '-')}-{impl}-{dtype_name}"
                try:
                    exports.append((name, export(name, family, impl, dtype_name, args, args.out)))
                except Exception as error:  # a family this transformers lacks
                    print(f"{name}: export failed: {type(error).__name__}: {error}"[:200])
    if args.command == "export":
        for _, path in exports:
            print(path)
        return
    tools = {t: find_tool(t, getattr(args, t.replace("-", "_"))) for t in ("attn-opt", "attn-run", "attn-compile")}
    missing = [t for t, p in tools.items() if not p]
    if missing:
        sys.exit(f"export_hf.py: {missing[0]} not found; pass --{missing[0]}")
    header = ["model", "fused", "structured", "f64 original / fused", "vs PyTorch", "GPU plans"]
    print("| " + " | ".join(header) + " |")
    print("|" + " --- |" * len(header))
    failed = False
    for name, path in exports:
        row = check(name, path, tools)
        failed |= any("FAIL" in cell or "failed" in cell for cell in row)
        print("| " + " | ".join(row) + " |", flush=True)
    if failed:
        sys.exit("export_hf.py: some model did not fuse, check or match")


if __name__ == "__main__":
    main()
