"""From fsdp-run back into PyTorch, and out to safetensors.

    step = export_train_step(model, loss_fn, batch, optimizer, grid=2)
    step.save("out", "step.mlir")           # out/manifest.json names the state
    # mpirun -np 2 fsdp-run out/step.mlir --load-state=out/state ... \
    #     --checkpoint-dir=ck
    load_checkpoint(model, optimizer, "ck", manifest="out")
    save_safetensors(model, "model.safetensors")

`load_checkpoint` restores what the step trained in place: the parameters
(trained and frozen), the buffers the forward writes (BatchNorm's running
statistics) and the optimizer's state, under their `state_dict` names, so
that `model.state_dict()` / `optimizer.state_dict()` are what an eager run
would hold. Starting a run from a `state_dict` or a safetensors file is the
export itself: load it into the model (`model.load_state_dict(...)`,
`safetensors.torch.load_model`) and export; the step's initial state is the
model's.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import torch

from .. import checkpoint as _files
from . import meta_init, optim
from .tracing import _named_parameters


def load_checkpoint(model: torch.nn.Module, optimizer: torch.optim.Optimizer,
                    directory: str, manifest: str | None = None) -> list[str]:
    """Restores `model` and `optimizer` (in place) from an fsdp-run
    checkpoint (`directory`, through its `latest`, or one `step-<k>`) or a
    `--dump-state` directory of a step exported from them.

    manifest: the export's manifest.json (or the directory `TrainStep.save`
    wrote it to), which names every state argument. Required: which
    parameters a step trains, in which order, is the export's to say, not
    the model's (parameters the loss does not use, frozen ones, buffers),
    and a layout guessed from the model could put tensors of one shape into
    each other's places without an error. Returns the names of the state
    arguments that have no place in the model (the random-number state of
    dropout, `rng.<k>`)."""
    if manifest is None:
        raise ValueError(
            "%s: pass manifest= (the export's manifest.json, or the directory "
            "TrainStep.save wrote it to): it names the step's state arguments, "
            "which the model and optimizer alone do not determine" % directory)
    arrays = _files.load_arrays(directory)
    names = _files.state_names(manifest)
    return load_state(model, optimizer, names, arrays, directory)


def load_state(model: torch.nn.Module, optimizer: torch.optim.Optimizer,
               names: Sequence[str], arrays: Sequence[np.ndarray],
               source: str) -> list[str]:
    """Restores `model` and `optimizer` (in place) from the step's state
    arguments `arrays`, named `names` (the export's `state_names`); `source`
    names them in errors. Returns the names that have no place in the model
    (see load_checkpoint). Nothing is written unless everything fits."""
    directory = source
    if len(arrays) != len(names):
        raise ValueError("%s has %d state arguments, the export %d" %
                         (directory, len(arrays), len(names)))
    # Everything is checked before anything is written: a checkpoint that
    # does not fit leaves the model and the optimizer as they were.
    trained, params = _named_parameters(model)
    spec = optim.spec_for(optimizer, params)
    targets: dict[str, torch.Tensor] = dict(model.named_parameters())
    targets.update(model.named_buffers())
    by_name = dict(zip(trained, params))
    copies: list[tuple[str, np.ndarray]] = []
    moments: list[tuple[str, torch.nn.Parameter, torch.Tensor]] = []
    skipped = []
    for name, value in zip(names, arrays):
        if name in targets:
            _check_shape(targets[name], value, name, directory)
            copies.append((name, value))
            continue
        kind, _, param = name.partition(".")
        if kind in spec.state_kinds and param in by_name:
            p = by_name[param]
            moment = spec.to_optimizer(kind, torch.from_numpy(np.array(value)),
                                       p)
            if moment.dim() and tuple(moment.shape) != tuple(p.shape):
                raise ValueError("%s: %s has shape %s, its parameter's %s" % (
                    directory, name, tuple(moment.shape), tuple(p.shape)))
            moments.append((kind, p, moment))
            continue
        if name.startswith("rng."):
            skipped.append(name)
            continue
        raise ValueError("%s: state argument %r is not a parameter, "
                         "buffer or optimizer state of the model" %
                         (directory, name))
    meta_init.forget([p for p in model.parameters() if p.is_meta])
    for p in model.parameters():
        if p.is_meta:  # built by init_empty(): its values come from the run
            # In place: the optimizer holds these Parameter objects.
            torch.utils.swap_tensors(p, torch.nn.Parameter(
                torch.zeros_like(p, device="cpu"),
                requires_grad=p.requires_grad))
    targets = dict(model.named_parameters())
    targets.update(model.named_buffers())
    with torch.no_grad():
        for name, value in copies:
            targets[name].copy_(
                torch.from_numpy(np.array(value)).to(targets[name].dtype))
        for kind, p, moment in moments:
            optimizer.state.setdefault(p, {})[kind] = moment
    return skipped


def _check_shape(tensor: torch.Tensor, value: np.ndarray, name: str,
                 directory: str) -> None:
    if tuple(value.shape) != tuple(tensor.shape):
        raise ValueError("%s: %s has shape %s, the model's %s" % (
            directory, name, tuple(value.shape), tuple(tensor.shape)))


def save_safetensors(model: torch.nn.Module, path: str, prefix: str = "") -> str:
    """Writes `model.state_dict()` (its parameters and buffers, under their
    `state_dict` names, `prefix` removed from them) to a safetensors file
    that `safetensors.torch.load_file` reads; next to a transformers
    model's `config.json` (`model.config.save_pretrained(dir)`),
    `from_pretrained(dir)` loads it. Tied weights are written once, as
    transformers does."""
    from safetensors.torch import save_file

    tensors, seen = {}, {}
    for name, t in model.state_dict(keep_vars=False).items():
        if prefix and name.startswith(prefix):
            name = name[len(prefix):]
        key = (t.untyped_storage().data_ptr(), t.storage_offset(),
               tuple(t.shape))
        if key in seen:
            continue  # a tied weight: its first name holds it
        seen[key] = name
        tensors[name] = t.detach().contiguous().clone()
    save_file(tensors, path, metadata={"format": "pt"})
    return path
