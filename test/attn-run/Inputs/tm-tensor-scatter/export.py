#!/usr/bin/env python3
"""Writes ../../tm-tensor-scatter.test's input: four index_put forms that
torch-mlir's FX importer lowers to tm_tensor.scatter, and PyTorch's inputs
and outputs for each, as <name>/arg<i>.npy and <name>/expected0.npy.

  build/torch-venv/bin/python export.py   (torch 2.15, torch-mlir 20261001)
"""

import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from torch_export import export_cases  # noqa: E402


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
    export_cases(cases, HERE, "scatter.mlir", "tm_tensor.scatter")


if __name__ == "__main__":
    main()
