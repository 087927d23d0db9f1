"""The optimizer's update traced once per kind of parameter
(fsdp_mlir/torch/update.py) is the update traced over every parameter at
once: torch-mlir lowers both to the same text, for every optimizer the
frontend takes, with clipping, parameter groups and scheduled
hyperparameters.

Run from python/tests: python -m unittest -v test_torch_update
"""

import unittest

import torch
from torch.fx.experimental.proxy_tensor import make_fx

from fsdp_mlir.torch import decompositions, optim, update
from fsdp_mlir.torch.export import clip_gradients
from fsdp_mlir.torch.lowering import _lower


def _whole(spec, entries, params, state, grads, hyper, clip, table):
    """The update as one traced function of every parameter."""
    n, kinds = len(params), len(state)

    def fn(*args):
        flat = list(args[n:n * (kinds + 1)])
        gs = list(args[n * (kinds + 1):n * (kinds + 2)])
        if clip is not None:
            gs = clip(gs)
        new_params, new_rows = spec.update(
            list(args[:n]), [flat[k * n:(k + 1) * n] for k in range(kinds)],
            gs, {e[1:]: t for e, t in zip(entries, args[n * (kinds + 2):])})
        return (*new_params, *[t for row in new_rows for t in row])

    return make_fx(torch.func.functionalize(fn, remove="mutations_and_views"),
                   decomposition_table=table, tracing_mode="fake")(
        *params, *[t for row in state for t in row], *grads, *hyper)


class _Net(torch.nn.Module):
    """Parameters of four shapes, three of them (16,)."""

    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(8, 16)
        self.norm = torch.nn.LayerNorm(16)
        self.b = torch.nn.Linear(16, 4)


OPTIMIZERS = {
    "sgd": lambda p: torch.optim.SGD(p, lr=0.1),
    "sgd_nesterov": lambda p: torch.optim.SGD(
        p, lr=0.1, momentum=0.9, nesterov=True, weight_decay=1e-2),
    "adamw_amsgrad": lambda p: torch.optim.AdamW(p, lr=1e-3, amsgrad=True),
    "rmsprop": lambda p: torch.optim.RMSprop(
        p, lr=1e-3, momentum=0.5, centered=True, weight_decay=0.1),
    "adagrad": lambda p: torch.optim.Adagrad(
        p, lr=1e-2, initial_accumulator_value=0.1, lr_decay=0.01),
    "adamax": torch.optim.Adamax,
    "nadam": lambda p: torch.optim.NAdam(p, decoupled_weight_decay=True),
    "radam": torch.optim.RAdam,
}


class TorchUpdate(unittest.TestCase):
    def check(self, make, clip, groups, scheduled):
        params = list(_Net().parameters())
        optimizer = make([{"params": params[:3]},
                          {"params": params[3:], "lr": 0.05}]
                         if groups else params)
        spec = optim.spec_for(optimizer, params)
        entries = spec.hyperparameters() if scheduled else []
        state = spec.initial_state(params)
        grads = [torch.empty_like(p) for p in params]
        hyper = [torch.tensor(spec.hyperparameter_value(optimizer, e),
                              dtype=torch.float64) for e in entries]
        scale = ((lambda gs: clip_gradients(gs, 1.0)) if clip else None)
        table = decompositions.decomposition_table()
        with torch.no_grad():
            copied = update.trace_update(spec, entries, params, state, grads,
                                         hyper, scale, table)
            whole = _whole(spec, entries, params, state, grads, hyper,
                           scale, table)
        self.assertEqual(_lower(copied, "update"), _lower(whole, "update"))

    def test_every_optimizer_and_variant(self):
        for name, make in OPTIMIZERS.items():
            for clip, groups, scheduled in ((False, False, False),
                                            (True, False, False),
                                            (False, True, False),
                                            (False, True, True),
                                            (True, True, True)):
                with self.subTest(name, clip=clip, groups=groups,
                                  scheduled=scheduled):
                    self.check(make, clip, groups, scheduled)


if __name__ == "__main__":
    unittest.main()
