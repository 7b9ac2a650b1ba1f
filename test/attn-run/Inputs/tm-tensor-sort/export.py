#!/usr/bin/env python3
"""Writes ../../tm-tensor-sort.test's input: torch.topk and torch.sort forms
that torch-mlir's FX importer lowers to tm_tensor.sort, and PyTorch's inputs
and outputs for each, as <name>/arg<i>.npy and <name>/expected<i>.npy.

  build/torch-venv/bin/python export.py   (torch 2.15, torch-mlir 20261001)
"""

import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from torch_export import export_cases  # noqa: E402


class Router(torch.nn.Module):
    """A mixture-of-experts router (Mixtral's): softmax over the experts,
    the top two with their indices, renormalized."""

    def forward(self, logits):
        probs = torch.softmax(logits, dim=-1)
        weights, experts = torch.topk(probs, 2, dim=-1)
        return weights / weights.sum(dim=-1, keepdim=True), experts


class Ascending(torch.nn.Module):
    """torch.sort along dim 0 of a rank-3 tensor, values and indices."""

    def forward(self, x):
        return torch.sort(x, dim=0)


class Descending(torch.nn.Module):
    """torch.sort descending along the last dim."""

    def forward(self, x):
        return torch.sort(x, dim=-1, descending=True)


def main():
    torch.manual_seed(0)
    cases = [
        ("router", Router(), (torch.randn(16, 8),)),
        ("ascending", Ascending(), (torch.randn(7, 2, 3),)),
        ("descending", Descending(), (torch.randn(3, 9),)),
    ]
    export_cases(cases, HERE, "sort.mlir", "tm_tensor.sort")


if __name__ == "__main__":
    main()
