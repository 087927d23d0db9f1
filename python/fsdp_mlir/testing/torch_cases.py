"""Seeded training set-ups (model, loss, optimizer, batches) shared by the
command line, the examples and the tests."""

from collections.abc import Callable, Iterable, Sequence

import torch
from torch.nn import functional as F

from ..step import TrainStep
from ..torch import export_train_step
from ..torch.tracing import LossFn
from . import torch_models as models, verify as verify_mod
from .torch_eager import eager_train

OPTIMIZERS = ("sgd", "momentum", "adam", "adamw")

#: `make_batch(generator, rows)`: one global batch of `rows` rows
MakeBatch = Callable[[torch.Generator, int], tuple[torch.Tensor, ...]]


def make_optimizer(name: str, params: Iterable[torch.Tensor],
                   lr: float) -> torch.optim.Optimizer:
    if name == "sgd":
        return torch.optim.SGD(params, lr=lr)
    if name == "momentum":
        return torch.optim.SGD(params, lr=lr, momentum=0.9, weight_decay=1e-2)
    if name == "adam":
        return torch.optim.Adam(params, lr=lr)
    if name == "adamw":
        return torch.optim.AdamW(params, lr=lr, weight_decay=0.1)
    raise ValueError(name)


class Case:
    """A model, its loss, its optimizer and seeded global batches."""

    def __init__(self, model: torch.nn.Module, loss_fn: LossFn | None,
                 optimizer: torch.optim.Optimizer, make_batch: MakeBatch,
                 clip: float | None) -> None:
        self.model = model
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.make_batch = make_batch  # (generator, rows) -> tuple of tensors
        self.clip = clip

    def batches(self, global_rows: int, steps: int,
                seed: int) -> list[tuple[torch.Tensor, ...]]:
        g = torch.Generator().manual_seed(seed + 1)
        return [self.make_batch(g, global_rows) for _ in range(steps)]

    def export(self, example: Sequence[torch.Tensor], ranks: int,
               collective: str = "fsdp") -> TrainStep:
        rows = example[0].shape[0]
        if rows % ranks:
            raise ValueError("the global batch of %d rows does not split over "
                             "%d ranks" % (rows, ranks))
        per_rank = tuple(t[:rows // ranks] for t in example)
        return export_train_step(self.model, self.loss_fn, per_rank,
                                 self.optimizer, grid=ranks,
                                 clip_grad_norm=self.clip,
                                 collective=collective)

    def reference(self, batches: Iterable[Sequence[torch.Tensor]]
                  ) -> verify_mod.Reference:
        run = eager_train(self.model, self.loss_fn, self.optimizer, batches,
                          clip_grad_norm=self.clip)
        return verify_mod.Reference(run.losses, run.state, run.grads,
                                    run.owner)


def make_case(model: str = "mlp", optimizer: str = "adam",
              activation: str = "relu", loss: str = "mse", tied: bool = True,
              clip: float | None = None, lr: float | None = None,
              seed: int = 0, sizes: Sequence[int] = (16, 32, 8),
              vocab: int = 32, dim: int = 16, heads: int = 2, layers: int = 1,
              context: int = 8) -> Case:
    torch.manual_seed(seed)
    net: torch.nn.Module
    loss_fn: Callable[..., torch.Tensor]
    if model == "mlp":
        net = models.MLP(list(sizes), activation)
        classes = sizes[-1]
        if loss == "mse":
            loss_fn = F.mse_loss

            def make_batch(g: torch.Generator,
                           rows: int) -> tuple[torch.Tensor, torch.Tensor]:
                return (torch.randn(rows, sizes[0], generator=g),
                        torch.randn(rows, classes, generator=g))
        elif loss == "ce":
            loss_fn = F.cross_entropy

            def make_batch(g: torch.Generator,
                           rows: int) -> tuple[torch.Tensor, torch.Tensor]:
                return (torch.randn(rows, sizes[0], generator=g),
                        torch.randint(0, classes, (rows,), generator=g))
        else:
            raise ValueError("loss must be mse or ce")
    elif model == "gpt":
        net = models.GPT(vocab, dim, heads, layers, context, tied=tied)
        loss_fn = models.lm_loss

        def make_batch(g: torch.Generator,
                       rows: int) -> tuple[torch.Tensor, torch.Tensor]:
            tokens = torch.randint(0, vocab, (rows, context + 1), generator=g)
            return (tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous())
    else:
        raise ValueError("model must be mlp or gpt")
    if lr is None:
        lr = 0.05 if optimizer in ("sgd", "momentum") else 1e-2
    opt = make_optimizer(optimizer, net.parameters(), lr)
    return Case(net, loss_fn, opt, make_batch, clip)
