"""Shared by the export.py scripts under this directory: exports a list of
small PyTorch modules with torch-mlir's FX importer into one MLIR file of
functions, and writes PyTorch's inputs and outputs beside it."""

import os
import re

import numpy as np
import torch
from torch_mlir import fx


def export_cases(cases, directory, mlir_name, expect_op, **export_options):
    """Exports each (name, model, inputs) of `cases` as function @name of
    directory/mlir_name (asserting that its text holds `expect_op`), with
    the inputs as directory/name/arg<i>.npy and PyTorch's outputs as
    directory/name/expected<i>.npy. `export_options` go to
    fx.export_and_import."""
    funcs = []
    # Attribute aliases (#map) print before each module; one file keeps one
    # definition of each, so an export's alias that another defined
    # differently is renamed after the export.
    aliases = {}
    for name, model, inputs in cases:
        module = fx.export_and_import(
            model, *inputs, output_type="linalg-on-tensors", func_name=name, **export_options
        )
        text = str(module)
        assert expect_op in text, name
        body = re.search(r"^  func\.func .*?^  }$", text, re.S | re.M).group(0)
        for alias, value in re.findall(r"^(#\w+) = (.*)$", text, re.M):
            if aliases.setdefault(alias, value) != value:
                renamed = f"{alias}_{name}"
                body = re.sub(re.escape(alias) + r"(?!\w)", renamed, body)
                aliases[renamed] = value
        funcs.append(body)
        out = os.path.join(directory, name)
        os.makedirs(out, exist_ok=True)
        for i, x in enumerate(inputs):
            np.save(os.path.join(out, f"arg{i}.npy"), x.numpy())
        with torch.no_grad():
            results = model(*inputs)
        if isinstance(results, torch.Tensor):
            results = (results,)
        for i, result in enumerate(results):
            np.save(os.path.join(out, f"expected{i}.npy"), result.numpy())
    with open(os.path.join(directory, mlir_name), "w") as f:
        for alias, value in aliases.items():
            f.write(f"{alias} = {value}\n")
        f.write("module {\n" + "\n".join(funcs) + "\n}\n")
