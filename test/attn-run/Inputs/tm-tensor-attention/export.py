#!/usr/bin/env python3
"""Writes ../../tm-tensor-attention-sdpa.test's input: four uses of
torch.nn.functional.scaled_dot_product_attention exported with torch-mlir's
FX importer so that SDPA stays one tm_tensor.attention (no decomposition
table, aten.scaled_dot_product_attention legal for the backend), and
PyTorch's inputs and outputs for each, as <name>/arg<i>.npy and
<name>/expected0.npy.

  build/torch-venv/bin/python export.py   (torch 2.15, torch-mlir 20261001)
"""

import os
import sys

import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from torch_export import export_cases  # noqa: E402


class Causal(torch.nn.Module):
    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)


class GroupedCausal(torch.nn.Module):
    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)


class BoolMask(torch.nn.Module):
    def forward(self, q, k, v, mask):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)


class FloatMaskScale(torch.nn.Module):
    def forward(self, q, k, v, bias):
        # 0.5, not the default 1/sqrt(16) = 0.25.
        return F.scaled_dot_product_attention(q, k, v, attn_mask=bias, scale=0.5)


def main():
    torch.manual_seed(0)
    q = torch.randn(1, 2, 8, 16)
    k = torch.randn(1, 2, 12, 16)
    v = torch.randn(1, 2, 12, 16)
    # Every query sees at least one key, so that no row is fully masked.
    mask = torch.rand(1, 2, 8, 12) > 0.4
    mask[..., 0] = True
    bias = torch.randn(1, 2, 8, 12)
    # Four query heads share two key/value heads.
    q4 = torch.randn(1, 4, 8, 16)
    cases = [
        ("sdpa_causal", Causal(), (q, k, v)),
        ("sdpa_gqa_causal", GroupedCausal(), (q4, k, v)),
        ("sdpa_bool_mask", BoolMask(), (q, k, v, mask)),
        ("sdpa_float_mask_scale", FloatMaskScale(), (q, k, v, bias)),
    ]
    export_cases(
        cases,
        HERE,
        "sdpa.mlir",
        "tm_tensor.attention",
        decomposition_table=[],
        backend_legal_ops=["aten.scaled_dot_product_attention"],
    )


if __name__ == "__main__":
    main()
