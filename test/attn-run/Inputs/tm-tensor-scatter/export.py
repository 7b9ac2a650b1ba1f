#!/usr/bin/env python3
"""Writes ../../tm-tensor-scatter.test's input: four index_put forms that
torch-mlir's FX importer lowers to tm_tensor.scatter, and PyTorch's inputs
and outputs for each, as <name>/arg<i>.npy and <name>/expected0.npy.

  build/torch-venv/bin/python export.py   (torch 2.15, torch-mlir 20261001)
"""

import os
import re

import numpy as np
import torch
from torch_mlir import fx

HERE = os.path.dirname(os.path.abspath(__file__))


class FeatureMask(torch.nn.Module):
    """wav2vec2's and HuBERT's padding mask over the feature frames
    (`_get_feature_vector_attention_mask`): a one at each sequence's last
    frame, then a reversed cumulative sum."""

    def forward(self, lengths):
        mask = torch.zeros((lengths.shape[0], 8), dtype=torch.float32)
        mask[(torch.arange(lengths.shape[0]), lengths - 1)] = 1
        return mask.flip([-1]).cumsum(-1).flip([-1]).bool()


class Rows(torch.nn.Module):
    """Whole rows replaced, one index negative (counted from the end)."""

    def forward(self, x, rows, values):
        x = x.clone()
        x[rows] = values
        return x


class Accumulate(torch.nn.Module):
    """A repeated row index with accumulate=True: both updates are added."""

    def forward(self, x, rows, values):
        return x.index_put((rows,), values, accumulate=True)


class Points(torch.nn.Module):
    """Two index tensors into a rank-3 tensor: each update is a vector along
    the last dim."""

    def forward(self, x, i, j, values):
        x = x.clone()
        x[i, j] = values
        return x


def main():
    torch.manual_seed(0)
    cases = [
        ("feature_mask", FeatureMask(), (torch.tensor([8, 5, 1]),)),
        ("rows", Rows(),
         (torch.randn(6, 3), torch.tensor([4, -1]), torch.randn(2, 3))),
        ("accumulate", Accumulate(),
         (torch.randn(6, 3), torch.tensor([4, 1, 4]), torch.randn(3, 3))),
        ("points", Points(),
         (torch.randn(2, 5, 4), torch.tensor([1, 0, 1]),
          torch.tensor([3, 0, 2]), torch.randn(3, 4))),
    ]
    funcs = []
    aliases = {}
    for name, model, inputs in cases:
        module = fx.export_and_import(
            model, *inputs, output_type="linalg-on-tensors", func_name=name)
        text = str(module)
        assert "tm_tensor.scatter" in text, name
        for alias, value in re.findall(r"^(#\w+) = (.*)$", text, re.M):
            assert aliases.setdefault(alias, value) == value, alias
        body = re.search(r"^  func\.func .*?^  }$", text, re.S | re.M).group(0)
        funcs.append(body)
        out = os.path.join(HERE, name)
        os.makedirs(out, exist_ok=True)
        for i, x in enumerate(inputs):
            np.save(os.path.join(out, f"arg{i}.npy"), x.numpy())
        with torch.no_grad():
            np.save(os.path.join(out, "expected0.npy"), model(*inputs).numpy())
    with open(os.path.join(HERE, "scatter.mlir"), "w") as f:
        for alias, value in aliases.items():
            f.write(f"{alias} = {value}\n")
        f.write("module {\n" + "\n".join(funcs) + "\n}\n")


if __name__ == "__main__":
    main()
