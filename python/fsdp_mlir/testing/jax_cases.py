"""Seeded training set-ups (model, loss, optax optimizer, batches) shared by
the command line, the examples and the tests."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import jax
import numpy as np
import numpy.typing as npt

from ..jax import export_train_step
from ..step import TrainStep
from . import verify as verify_mod

if TYPE_CHECKING:
    import optax

OPTIMIZERS = ("sgd", "momentum", "adam", "adamw")

#: One global batch: numpy arrays, every rank's rows
Batch = tuple[npt.NDArray[Any], ...]
#: `make_batch(rng, rows)`: one global batch of `rows` rows
MakeBatch = Callable[[np.random.Generator, int], Batch]
#: (parameters, optax state): pytrees
State = tuple[Any, Any]


def make_optimizer(name: str, lr: float) -> optax.GradientTransformation:
    import optax
    if name == "sgd":
        return optax.sgd(lr)
    if name == "momentum":
        return optax.sgd(lr, momentum=0.9)
    if name == "adam":
        return optax.adam(lr)
    if name == "adamw":
        return optax.adamw(lr, weight_decay=0.1)
    raise ValueError(name)


class Case:
    def __init__(self, loss_fn: Callable[..., jax.Array], params: Any,
                 tx: optax.GradientTransformation,
                 make_batch: MakeBatch) -> None:
        self.loss_fn = loss_fn
        self.params = params
        self.tx = tx
        self.make_batch = make_batch  # (rng, rows) -> tuple of arrays

    def state(self) -> State:
        return (self.params, self.tx.init(self.params))

    def batches(self, global_rows: int, steps: int, seed: int) -> list[Batch]:
        rng = np.random.default_rng(seed + 1)
        return [self.make_batch(rng, global_rows) for _ in range(steps)]

    def step(self, ranks: int) -> jax.stages.Wrapped:
        from .jax_models import data_parallel_step
        devices = jax.devices()
        if len(devices) < ranks:
            raise RuntimeError(
                "%d ranks need %d JAX devices, have %d: call "
                "jax.config.update('jax_num_cpu_devices', N) before JAX "
                "initialises" % (ranks, ranks, len(devices)))
        return data_parallel_step(self.loss_fn, self.tx, devices[:ranks])

    def export(self, batch: Sequence[npt.ArrayLike], ranks: int,
               collective: str = "fsdp", microbatches: int = 1) -> TrainStep:
        step = export_train_step(self.step(ranks), self.state(), *batch,
                                 collective=collective,
                                 microbatches=microbatches)
        step.num_params = len(step.split_state(
            jax.tree_util.tree_leaves(self.params)))
        return step

    def reference(self, batches: Sequence[Batch],
                  ranks: int) -> verify_mod.Reference:
        """JAX's own run of the jitted shard_map step on `ranks` devices,
        and the gradients of every step for the noise-gradient exceptions."""
        grad_fn = jax.jit(jax.grad(self.loss_fn))
        step = self.step(ranks)
        st = self.state()
        losses, grads = [], []
        for batch in batches:
            # The gradient of the global batch's mean loss at this step's
            # parameters: what the step's all-reduce averages.
            grads.append([np.asarray(g) for g in
                          jax.tree_util.tree_leaves(grad_fn(st[0], *batch))])
            st, loss = step(jax.tree_util.tree_map(np.array, st), *batch)
            losses.append(float(loss))
        return self._reference(losses, st, grads)

    def per_rank_reference(self, batches: Sequence[Batch],
                           ranks: int) -> verify_mod.Reference:
        """The data-parallel step computed without collectives: each rank's
        loss and gradient on its rows alone, averaged over the ranks, then
        the optax update. What `reference` means where JAX's own run cannot
        say it: a step whose branches differ between the ranks and psum in
        the branch taken (XLA's CPU collectives then pair unlike psums, and
        JAX's own run of it differs from run to run)."""
        grad_fn = jax.jit(jax.value_and_grad(self.loss_fn))

        @jax.jit
        def update(st: State, grads: Any) -> State:
            updates, opt_state = self.tx.update(grads, st[1], st[0])
            return (jax.tree_util.tree_map(lambda p, u: p + u, st[0],
                                           updates), opt_state)

        st = self.state()
        losses, grads = [], []
        for batch in batches:
            rows = batch[0].shape[0] // ranks
            per_rank = [grad_fn(st[0], *[b[r * rows:(r + 1) * rows]
                                         for b in batch])
                        for r in range(ranks)]
            loss = sum(float(v) for v, _ in per_rank) / ranks
            mean = jax.tree_util.tree_map(lambda *g: sum(g) / ranks,
                                          *[g for _, g in per_rank])
            grads.append([np.asarray(g) for g in
                          jax.tree_util.tree_leaves(mean)])
            st = update(st, mean)
            losses.append(loss)
        return self._reference(losses, st, grads)

    def _reference(self, losses: Sequence[float], st: State,
                   grads: verify_mod.Grads) -> verify_mod.Reference:
        """A Reference of the final state `st`, which parameter each state
        leaf belongs to found by their paths."""
        state = [np.asarray(v) for v in jax.tree_util.tree_leaves(st)]
        names = [jax.tree_util.keystr(p) for p, _ in
                 jax.tree_util.tree_flatten_with_path(self.state())[0]]
        param_names = [jax.tree_util.keystr(p) for p, _ in
                       jax.tree_util.tree_flatten_with_path(self.params)[0]]
        return verify_mod.Reference(losses, state, grads,
                                    _owners(names, param_names))


def _owners(state_names: Sequence[str],
            param_names: Sequence[str]) -> list[int | None]:
    """State leaf j belongs to parameter i when its path ends with the
    parameter's path (optax keeps moments as trees shaped like the params:
    `[1][0].mu['qkv']['b']` belongs to `['qkv']['b']`); the parameters are the
    leaves of `state[0]`."""
    owners: list[int | None] = []
    for j, name in enumerate(state_names):
        if j < len(param_names):
            owners.append(j)
            continue
        match = [i for i, p in enumerate(param_names) if name.endswith(p)]
        owners.append(max(match, key=lambda i: len(param_names[i]))
                      if match else None)
    return owners


def make_case(model: str = "mlp", optimizer: str = "adam",
              activation: str = "relu", lr: float | None = None, seed: int = 0,
              sizes: Sequence[int] = (16, 32, 8), dim: int = 16, heads: int = 2,
              context: int = 8) -> Case:
    from . import jax_models as models
    key = jax.random.PRNGKey(seed)
    if lr is None:
        lr = 0.05 if optimizer in ("sgd", "momentum") else 1e-2
    tx = make_optimizer(optimizer, lr)
    params: list[models.Dense] | models.BlockParams
    if model == "mlp":
        params = models.mlp_init(key, list(sizes))
        loss_fn = functools.partial(models.mse_loss, activation=activation)

        def make_batch(rng: np.random.Generator, rows: int) -> Batch:
            return (rng.standard_normal((rows, sizes[0]), np.float32),
                    rng.standard_normal((rows, sizes[-1]), np.float32))
    elif model == "block":
        params = models.block_init(key, dim)
        loss_fn = functools.partial(models.block_loss, heads=heads)

        def make_batch(rng: np.random.Generator, rows: int) -> Batch:
            return (rng.standard_normal((rows, context, dim), np.float32),
                    rng.standard_normal((rows, context, dim), np.float32))
    else:
        raise ValueError("model must be mlp or block")
    return Case(loss_fn, params, tx, make_batch)
