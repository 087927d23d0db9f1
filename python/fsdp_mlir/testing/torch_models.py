"""Small PyTorch models the examples, the command line and the tests train.

Ordinary torch.nn code: nothing here knows about fsdp-mlir.
"""

import math
from collections.abc import Sequence

import torch
from torch import nn
from torch.nn import functional as F

ACTIVATIONS = {"relu": nn.ReLU, "gelu": nn.GELU, "tanh": nn.Tanh}


class MLP(nn.Sequential):
    """Linear layers with an activation between them."""

    def __init__(self, sizes: Sequence[int], activation: str = "relu") -> None:
        layers: list[nn.Module] = []
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            layers.append(nn.Linear(a, b))
            if i + 2 < len(sizes):
                layers.append(ACTIVATIONS[activation]())
        super().__init__(*layers)


class CausalSelfAttention(nn.Module):
    mask: torch.Tensor

    def __init__(self, dim: int, heads: int, context: int) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.register_buffer(
            "mask", torch.tril(torch.ones(context, context, dtype=torch.bool)),
            persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, t, d = x.shape
        q, k, v = self.qkv(x).split(d, dim=2)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2)
                   for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / math.sqrt(d // self.heads)
        att = att.masked_fill(~self.mask[:t, :t], float("-inf"))
        y = F.softmax(att, dim=-1) @ v
        return self.proj(y.transpose(1, 2).reshape(b, t, d))


class Block(nn.Module):
    def __init__(self, dim: int, heads: int, context: int) -> None:
        super().__init__()
        self.ln1 = nn.LayerNorm(dim)
        self.attn = CausalSelfAttention(dim, heads, context)
        self.ln2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(),
                                 nn.Linear(4 * dim, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class GPT(nn.Module):
    """A small GPT: token and position embeddings, pre-LayerNorm blocks of
    causal attention and MLP, a final LayerNorm and a language-model head,
    tied to the token embedding or not. `forward(idx)` returns the logits."""

    def __init__(self, vocab: int, dim: int, heads: int, layers: int,
                 context: int, tied: bool = True) -> None:
        super().__init__()
        self.wte = nn.Embedding(vocab, dim)
        self.wpe = nn.Embedding(context, dim)
        self.blocks = nn.ModuleList(
            [Block(dim, heads, context) for _ in range(layers)])
        self.ln_f = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, vocab, bias=False)
        if tied:
            self.head.weight = self.wte.weight
        self.apply(self._init_weights)

    @staticmethod
    def _init_weights(module: nn.Module) -> None:
        # GPT-2's initialisation: N(0, 0.02) weights, zero biases.
        if isinstance(module, (nn.Linear, nn.Embedding)):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        t = idx.shape[1]
        x = self.wte(idx) + self.wpe(torch.arange(t, device=idx.device))
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln_f(x))


def lm_loss(logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    """Next-token cross-entropy over every position."""
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]),
                           targets.reshape(-1))


def lm_batch(generator: torch.Generator, vocab: int, rows: int, seq: int
             ) -> tuple[torch.Tensor, torch.Tensor]:
    """A batch for `lm_loss`: `rows` random token sequences of `seq + 1`
    tokens below `vocab` (from `generator`), as (inputs, next tokens)."""
    t = torch.randint(0, vocab, (rows, seq + 1), generator=generator)
    return (t[:, :-1].contiguous(), t[:, 1:].contiguous())
