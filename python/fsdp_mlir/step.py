"""An exported training step and the files fsdp-run reads."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np
import numpy.typing as npt

#: `TrainStep.schedule`: values(first, count) -> [count, hyperparameters]
#: float64, the hyperparameters of steps first.. (0-based).
Schedule = Callable[[int, int], npt.NDArray[np.float64]]


@dataclass
class ForwardStep:
    """An exported forward step (an evaluation, no update; see
    `Trainer.compile_forward`): its MLIR text, the names of its state
    arguments (the training step's `state_names` they are) and the shapes
    and dtypes of its batch; `outputs`, for a step that returns the model's
    outputs, their structure (the framework's pytree spec over its results)."""
    mlir: str
    state_names: list[str]
    input_shapes: list[tuple[int, ...]]
    input_dtypes: list[str]
    #: ranks, as the training step counts them
    grid: int
    outputs: Any = None


@dataclass
class TrainStep:
    """A training step in the fsdp-mlir input contract.

    `mlir` is the module text. Arguments are the `{fsdp.state}` tensors first
    (`state`, their initial values from the framework, named `state_names`),
    then the per-rank inputs (`input_names`, per-rank shapes
    `input_shapes`). The results are the new state in argument order, then
    the loss."""

    mlir: str
    state: list[np.ndarray]
    state_names: list[str]
    input_names: list[str]
    input_shapes: list[tuple[int, ...]]
    input_dtypes: list[str]
    grid: int
    framework: str
    #: the first `num_params` state arguments are the model's parameters
    num_params: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
    #: the last `num_replicated` state arguments stay whole on every rank
    #: (a module's buffers, the random-number state: updated by the step,
    #: touched by no optimizer)
    num_replicated: int = 0
    #: the `{fsdp.hyperparameter}` arguments, after the inputs
    hyperparameter_names: list[str] = field(default_factory=list)
    #: values(first, count) -> [count, len(hyperparameter_names)] float64:
    #: the hyperparameters of steps first.. (0-based), or None
    schedule: Schedule | None = None
    #: state argument -> the recipe fsdp-run makes its initial value with
    #: (`state/init.json`): the arguments of a model exported without its
    #: weights (`fsdp_mlir.torch.init_empty`); their `state` entries are
    #: zero-memory stand-ins of the right shape and dtype
    init: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    #: framework state leaf k -> L: the leaf, stacked along a leading axis
    #: of L layers (a JAX scan over layers), is the L state arguments of its
    #: layers, in its place (`split_state`, `join_state`)
    unstacked: dict[int, int] = field(default_factory=dict)

    def split_state(self, leaves: Sequence[Any]) -> list[Any]:
        """The framework's state leaves in the step's argument layout: each
        stacked leaf of `unstacked` as its layers."""
        out: list[Any] = []
        for k, leaf in enumerate(leaves):
            out += ([np.asarray(leaf)[i] for i in range(self.unstacked[k])]
                    if k in self.unstacked else [leaf])
        return out

    def join_state(self, arrays: Sequence[Any]) -> list[np.ndarray]:
        """The step's state arguments (fsdp-run's final state, a checkpoint)
        as the framework's leaves: the inverse of `split_state`."""
        return join_layers(arrays, [
            (self.unstacked[k] if k in self.unstacked else None)
            for k in range(self.num_leaves)])

    @property
    def num_leaves(self) -> int:
        """The framework's state leaves: each split one counted once."""
        return (self.num_state - sum(self.unstacked.values()) +
                len(self.unstacked))

    def leaf_arguments(self, k: int) -> range:
        """The state arguments of framework leaf k: its layers when the
        export split it (`unstacked`), else the one argument."""
        first = sum(self.unstacked.get(j, 1) for j in range(k))
        return range(first, first + self.unstacked.get(k, 1))

    @property
    def num_state(self) -> int:
        return len(self.state)

    @property
    def param_bytes(self) -> int:
        """P*b: bytes of the trained parameters."""
        frozen = set(self.extra.get("frozen", ()))
        return sum(v.nbytes for k, v in enumerate(self.state[:self.num_params])
                   if k not in frozen)

    @property
    def frozen_bytes(self) -> int:
        """Bytes of the frozen parameters: the `extra["num_frozen"]` state
        arguments after the optimizer state (PyTorch) and the state
        arguments `extra["frozen"]` lists (JAX: leaves whose update is
        identically zero, returned unchanged)."""
        total = sum(self.state[k].nbytes for k in self.extra.get("frozen", ()))
        frozen = self.extra.get("num_frozen", 0)
        if not frozen:
            return total
        split = self.num_state - self.num_replicated
        return total + sum(v.nbytes for v in self.state[split - frozen:split])

    @property
    def state_bytes(self) -> int:
        return sum(v.nbytes for v in self.state)

    def sharded_state_bytes(self, ranks: int) -> int:
        """Bytes of state one rank holds when every tensor is split on
        dimension 0, padded to a multiple of `ranks` rows (0-d tensors stay
        whole, as do the last `num_replicated`): total/N plus padding."""
        total = 0
        split = self.num_state - self.num_replicated
        for k, v in enumerate(self.state):
            if v.ndim == 0 or k >= split:
                total += v.nbytes
            else:
                rows = -(-v.shape[0] // ranks)
                total += rows * (v.nbytes // max(v.shape[0], 1))
        return total

    def save(self, directory: str, name: str = "step.mlir") -> str:
        """Writes `name` (the module), `state/arg<i>.npy` (the initial state,
        for `fsdp-run --load-state`; `state/init.json` holds the recipes of
        the arguments in `init` instead) and `manifest.json` (argument
        names)."""
        os.makedirs(os.path.join(directory, "state"), exist_ok=True)
        with open(os.path.join(directory, name), "w") as f:
            f.write(self.mlir)
        recipes = os.path.join(directory, "state", "init.json")
        for i, value in enumerate(self.state):
            path = os.path.join(directory, "state", "arg%d.npy" % i)
            if i in self.init:
                if os.path.exists(path):
                    os.remove(path)  # an earlier save's value
                continue
            np.save(path, np.array(value, order="C"))
        if self.init:
            with open(recipes, "w") as f:
                json.dump({"version": 1, "args": [
                    {"arg": i, "name": self.state_names[i], "steps": steps}
                    for i, steps in sorted(self.init.items())]}, f, indent=1)
        elif os.path.exists(recipes):
            os.remove(recipes)
        manifest: dict[str, Any] = {
            "framework": self.framework,
            "grid": self.grid,
            "num_params": self.num_params,
            "num_replicated": self.num_replicated,
            "state": [{"arg": i, "name": n, "shape": list(v.shape),
                       "dtype": str(v.dtype)}
                      for i, (n, v) in enumerate(zip(self.state_names,
                                                     self.state))],
            "inputs": [{"arg": self.num_state + j, "name": n,
                        "per_rank_shape": list(s), "dtype": d}
                       for j, (n, s, d) in enumerate(zip(
                           self.input_names, self.input_shapes,
                           self.input_dtypes))],
        }
        first = self.num_state + len(self.input_names)
        manifest["hyperparameters"] = [
            {"arg": first + k, "name": n}
            for k, n in enumerate(self.hyperparameter_names)]
        manifest.update(self.extra)
        if self.unstacked:
            manifest["unstacked"] = [{"leaf": k, "layers": n} for k, n in
                                     sorted(self.unstacked.items())]
        with open(os.path.join(directory, "manifest.json"), "w") as f:
            json.dump(manifest, f, indent=1)
        return os.path.join(directory, name)

    def save_hyperparameters(self, directory: str, steps: int,
                             first: int = 0) -> str:
        """Writes `hyperparameters/arg<i>.npy` for `fsdp-run
        --hyperparameters`: hyperparameter argument i's value for each of
        `steps` steps from step `first` (0-based; [steps] float64)."""
        if not self.hyperparameter_names:
            raise ValueError("the step has no hyperparameter arguments")
        values = cast(Schedule, self.schedule)(first, steps)
        out = os.path.join(directory, "hyperparameters")
        os.makedirs(out, exist_ok=True)
        base = self.num_state + len(self.input_names)
        for k in range(len(self.hyperparameter_names)):
            np.save(os.path.join(out, "arg%d.npy" % (base + k)),
                    np.ascontiguousarray(values[:, k]))
        return out

    def save_inputs(self, directory: str,
                    batches: Sequence[Sequence[Any]]) -> str:
        """Writes `inputs/arg<i>.npy` for `fsdp-run --inputs`: `batches[k][j]`
        is input `j` of step `k` as the *global* batch (all ranks' rows, rank
        r's rows `[r*b, (r+1)*b)`); the files stack the steps. A step with
        hyperparameter arguments gets their values for the same steps too
        (`schedule`)."""
        os.makedirs(os.path.join(directory, "inputs"), exist_ok=True)
        if self.hyperparameter_names:
            values = cast(Schedule, self.schedule)(0, len(batches))
            base = self.num_state + len(self.input_names)
            for k in range(len(self.hyperparameter_names)):
                np.save(os.path.join(directory, "inputs",
                                     "arg%d.npy" % (base + k)),
                        np.ascontiguousarray(values[:, k]))
        for j in range(len(self.input_names)):
            stacked = np.stack([np.asarray(step[j]) for step in batches])
            np.save(os.path.join(directory, "inputs",
                                 "arg%d.npy" % (self.num_state + j)),
                    np.array(stacked, order="C"))
        return os.path.join(directory, "inputs")


def join_layers(arrays: Sequence[Any], layers: Sequence[int | None]
                ) -> list[np.ndarray]:
    """Leaf k of the result is the next array when `layers[k]` is None, the
    next `layers[k]` arrays stacked along a new leading axis otherwise."""
    out, pos = [], 0
    for n in layers:
        if n is None:
            out.append(np.asarray(arrays[pos]))
            pos += 1
        else:
            out.append(np.stack([np.asarray(a) for a in arrays[pos:pos + n]]))
            pos += n
    if pos != len(arrays):
        raise ValueError("%d state arrays for a layout of %d" %
                         (len(arrays), pos))
    return out


def microbatch_rows(rows: Sequence[int | None], microbatches: int,
                    what: str = "rows per rank") -> list[int | None]:
    """The rows of one of `microbatches` equal microbatches of batch inputs
    with `rows` rows each (their dimension 0; None for a scalar):
    `export_train_step(..., microbatches=K)` traces the step for those.
    Raises ValueError naming the input and the sizes when K is not a
    positive integer or an input's rows do not split into K."""
    if isinstance(microbatches, bool) or not isinstance(microbatches, int) \
            or microbatches < 1:
        raise ValueError("microbatches must be a positive integer, not %r"
                         % (microbatches,))
    out: list[int | None] = []
    for j, r in enumerate(rows):
        if microbatches == 1:
            out.append(r)
            continue
        if r is None:
            raise ValueError("microbatches=%d: batch input %d is a scalar, "
                             "with no rows to split" % (microbatches, j))
        if r % microbatches:
            raise ValueError(
                "microbatches=%d: batch input %d has %d %s, which do not "
                "split into %d equal microbatches" % (microbatches, j, r, what,
                                                      microbatches))
        out.append(r // microbatches)
    return out
