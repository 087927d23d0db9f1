"""Trains an exported step with fsdp-run, as exported (DDP) and after
`fsdp-opt --fsdp-pipeline` (FSDP), and compares it with the framework's own
run: the check behind the examples, the command lines and the tests."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from .. import tools
from ..step import TrainStep

#: state argument -> its elements left out of the comparison
Masks = dict[int, npt.NDArray[np.bool_]]
#: `Reference.grads`: [step][parameter]
Grads = Sequence[Sequence[npt.ArrayLike]]
#: state argument -> (its elements whose value is rounding noise, the scale
#: each is compared at): `noise_buffers`
NoiseBuffers = dict[int, tuple[npt.NDArray[np.bool_],
                               npt.NDArray[np.float64]]]

#: The endings of a normalisation layer's running mean and variance
#: buffers, which the mean's scale is read from: torch's BatchNorm and
#: InstanceNorm (`track_running_stats`), Flax's BatchNorm (`batch_stats`).
RUNNING_STATISTICS = (("running_mean", "running_var"),
                      ("['mean']", "['var']"))


class Reference:
    """The framework's run: `losses` per step, the final `state` in the
    export's argument layout, `grads[k][i]` parameter i's gradient in step k,
    and `owner[j]`, the parameter state argument j belongs to (or None)."""

    def __init__(self, losses: Iterable[float], state: Iterable[npt.ArrayLike],
                 grads: Grads | None = None,
                 owner: Sequence[int | None] | None = None) -> None:
        self.losses = list(losses)
        self.state = list(state)
        self.grads = grads
        self.owner = owner

    def in_layout_of(self, step: TrainStep) -> Reference:
        """This reference in the argument layout of `step`, whose export
        split stacked leaves into their layers (`TrainStep.unstacked`);
        itself when it split none."""
        if not step.unstacked:
            return self
        owner = None
        if self.owner is not None:
            # Layer i of a split leaf belongs to layer i of its parameter.
            owner = []
            for k, p in enumerate(self.owner):
                for i in range(step.unstacked.get(k, 1)):
                    owner.append(None if p is None else
                                 step.leaf_arguments(p)[
                                     i if p in step.unstacked else 0])
        grads = (None if self.grads is None else
                 [step.split_state(g) for g in self.grads])
        return Reference(self.losses, step.split_state(self.state), grads,
                         owner)


def largest_gradient(ref: Reference) -> float:
    """The largest gradient magnitude of the model over the run's steps:
    the scale a tensor of noise-only gradients is measured against."""
    grads = cast(Grads, ref.grads)  # a reference with gradients
    return max(float(np.max(np.abs(g))) for step in grads for g in step
               if np.size(g))


def noise_masks(ref: Reference) -> Masks:
    """State elements excluded from the comparison: those of a parameter
    element whose gradient is rounding noise (tools.noise_gradient_mask)."""
    masks: Masks = {}
    if not ref.grads or not ref.owner:
        return masks
    per_param: Masks = {}
    scale = largest_gradient(ref)
    for j, i in enumerate(ref.owner):
        if i is None:
            continue
        if i not in per_param:
            per_param[i] = tools.noise_gradient_mask(
                [g[i] for g in ref.grads], scale=scale)
        if per_param[i].shape == np.shape(ref.state[j]) and per_param[i].any():
            masks[j] = per_param[i]
    return masks


def noise_buffers(ref: Reference, names: Sequence[str],
                  rel: float = 1e-6) -> NoiseBuffers:
    """Buffer elements whose value is rounding noise, with the scale they
    are compared at (absolutely, `compare_states`) instead of relatively.

    A running mean is an average of a layer's inputs, so its rounding error
    is a few ulps of the inputs' magnitude, which the running statistics
    record: sqrt(var + mean^2), their root mean square (per channel). Where
    the true mean is 0, both runs hold rounding noise at that level, which
    no two implementations share (a BatchNorm after a bias-free convolution of
    another BatchNorm's output: the channel mean is the convolution of the
    first one's bias, whose gradient the second normalisation cancels;
    torchvision's MobileNets, EfficientNet, ShuffleNet, MaxViT), and a
    relative comparison calls that an error of O(1). The elements of a
    running mean (`RUNNING_STATISTICS`, a buffer: no parameter owns it) at
    most `rel` times that scale (the threshold of
    tools.noise_gradient_mask), in the reference, are such noise; their
    scale is what an error of theirs is measured against, as it is what the
    mean is subtracted from when the layer normalises. (In float64 that
    threshold also takes in the odd small but real mean, 1e-7 of its
    scale: compared at the scale too, the error its layer's output would
    see.) Names `names`, in `ref`'s layout."""
    out: NoiseBuffers = {}
    index = {n: j for j, n in enumerate(names)}
    for j, name in enumerate(names):
        if ref.owner is not None and ref.owner[j] is not None:
            continue
        var = next((index.get(name[:-len(m)] + v) for m, v in
                    RUNNING_STATISTICS if name.endswith(m)), None)
        if var is None:
            continue
        mean = np.asarray(ref.state[j])
        if mean.dtype.kind != "f" or np.shape(ref.state[var]) != mean.shape:
            continue
        m = np.abs(mean.astype(np.float64))
        scale = np.sqrt(np.abs(np.asarray(ref.state[var], np.float64)) + m * m)
        mask = (scale > 0) & (m <= rel * scale)
        if mask.any():
            out[j] = (mask, scale)
    return out


def compare_states(got: Sequence[npt.ArrayLike],
                   ref: Sequence[npt.ArrayLike], names: Sequence[str],
                   masks: Masks | None = None,
                   buffers: NoiseBuffers | None = None,
                   ) -> list[tuple[str, float, int, float]]:
    """tools.compare_states, the noise elements of `buffers`
    (`noise_buffers`) compared at their scale: such a tensor's error is the
    larger of its other elements' normwise error and ||got - ref|| /
    ||scale|| over the noise elements. Those are compared, not excluded:
    the rows count only the elements `masks` excludes. (`masks` and
    `buffers` name different tensors: a buffer has no gradient.)"""
    rows = tools.compare_states(got, ref, names, masks)
    for j, (mask, scale) in (buffers or {}).items():
        a = np.asarray(got[j], np.float64)
        r = np.asarray(ref[j], np.float64)
        noise = float(np.linalg.norm(a[mask] - r[mask]) /
                      np.linalg.norm(scale[mask]))
        rest = (tools.normwise_error(a[~mask], r[~mask]) if (~mask).any()
                else 0.0)
        rows[j] = (rows[j][0], max(rest, noise), 0, 0.0)
    return rows


def _losses_error(got: npt.ArrayLike, ref: npt.ArrayLike) -> float:
    got = np.asarray(got, np.float64)
    ref = np.asarray(ref, np.float64)
    return float(np.max(np.abs(got - ref) / np.maximum(np.abs(ref), 1e-30)))


def verify(step: TrainStep, ref: Reference, batches: Sequence[Sequence[Any]],
           workdir: str, ranks: int, steps: int,
           pipeline: str | Sequence[str] = "--fsdp-pipeline",
           log: Callable[[str], object] = print,
           ref64: Reference | None = None,
           run_args: Sequence[str] = ()) -> dict[str, Any]:
    """`step`: the TrainStep exported for `ranks` ranks; `batches`: the global
    batches of every step; `ref`: the framework's run on them. Writes the
    files under `workdir`, trains DDP and FSDP for `steps` steps in
    deterministic mode and returns a dict of the figures.

    `ref64`: the framework's run of the same steps in float64, if given:
    the figures then say how far fsdp-run's final state and `ref`'s are from
    it (`accuracy`). `run_args`: more fsdp-run options for both runs."""
    if step.grid != ranks:
        raise ValueError("the step is for %d ranks, not %d" % (step.grid, ranks))
    ref = ref.in_layout_of(step)
    if len(ref.state) != len(step.state):
        # (The framework's run found other written buffers, or the step
        # carries a random-number state the run does not.)
        raise ValueError(
            "the reference holds %d state tensors and the step %d: its "
            "state is not in the step's layout (the step's last: %s)" % (
                len(ref.state), len(step.state),
                ", ".join(step.state_names[-3:])))
    os.makedirs(workdir, exist_ok=True)
    ddp = step.save(workdir, "ddp.mlir")
    inputs = step.save_inputs(workdir, batches)
    fsdp = os.path.join(workdir, "fsdp.mlir")
    state_dir = os.path.join(workdir, "state")
    runs: dict[str, tools.RunResult] = {}
    dumps: dict[str, list[np.ndarray]] = {}
    variants = [("ddp", ddp)]
    try:
        remarks = tools.fsdp_opt(ddp, fsdp, pipeline)
        variants.append(("fsdp", fsdp))
        fsdp_error = None
    except RuntimeError as e:
        # Reported, not raised: the DDP half still says whether the export
        # is right.
        remarks, fsdp_error = "", str(e)
    for name, path in variants:
        dump = os.path.join(workdir, "dump_" + name)
        runs[name] = tools.fsdp_run(path, ranks, steps, state_dir, inputs,
                                    dump, deterministic=True, extra=run_args)
        dumps[name] = tools.load_state(dump, step.num_state)
    masks = noise_masks(ref)
    names = step.state_names
    buffers = noise_buffers(ref, names)
    out: dict[str, Any] = {
        "ranks": ranks, "steps": steps, "remarks": remarks.count("remark:"),
        "fsdp_error": fsdp_error, "excluded": []}
    if fsdp_error:
        log(format_failure(fsdp_error))
        out.update(ddp=_figures(step, ref, runs["ddp"], dumps["ddp"], masks,
                                buffers))
        return out
    out["bitwise_ddp_fsdp"] = all(np.array_equal(a, b) for a, b in
                                  zip(dumps["ddp"], dumps["fsdp"]))
    for name in ("ddp", "fsdp"):
        rows = compare_states(dumps[name], ref.state, names, masks, buffers)
        out[name + "_state_error"] = max(r[1] for r in rows)
        out[name + "_worst"] = max(rows, key=lambda r: r[1])[0]
        out[name + "_loss_error"] = _losses_error(runs[name].losses,
                                                  ref.losses[:steps])
        out[name + "_losses"] = runs[name].losses
        out["excluded"] = [(r[0], r[2], r[3]) for r in rows if r[2]]
    if ref64 is not None:
        out.update(accuracy(dumps["fsdp"], ref, ref64.in_layout_of(step),
                            step.state_names))
    summary = runs["fsdp"].summary
    # Full shard: each trained parameter gathered in forward and backward and
    # its gradient reduce-scattered; a frozen one only gathered, twice.
    full = (ranks - 1) / ranks * (3.0 * step.param_bytes +
                                  2.0 * step.frozen_bytes)
    out["comm_bytes"] = summary.get("comm_bytes_per_step")
    out["comm_model_bytes"] = full
    out["comm_ratio"] = out["comm_bytes"] / full if full else None
    out["state_bytes"] = summary.get("state_bytes")
    out["state_ratio"] = out["state_bytes"] / (step.state_bytes / ranks)
    out["sharded_state_bytes"] = step.sharded_state_bytes(ranks)
    out["ddp_comm_bytes"] = runs["ddp"].summary.get("comm_bytes_per_step")
    out["ref_losses"] = ref.losses[:steps]
    if masks:
        # Masks come from a reference with gradients and owners.
        owner = cast(Sequence[int], ref.owner)
        grads = cast(Grads, ref.grads)
        evidence = []
        scale = largest_gradient(ref)
        for j, mask in masks.items():
            i = owner[j]
            g = np.stack([np.abs(np.asarray(x[i], np.float64))
                          for x in grads])
            # A tensor left out whole is measured against the model's
            # largest gradient (tools.noise_gradient_mask's `scale`).
            whole = bool(mask.all())
            peak = scale if whole else g.max()
            evidence.append((names[j], int(mask.sum()),
                             float(g.max(axis=0)[mask].max() / peak)
                             if peak else 0.0, whole))
        out["noise_gradients"] = evidence
    if buffers:
        # Each noise buffer's largest value and fsdp-run's largest deviation
        # from it, in units of its scale.
        out["noise_buffers"] = [
            (names[j], int(mask.sum()),
             float(np.max(np.abs(np.asarray(ref.state[j], np.float64)[mask])
                          / scale[mask])),
             float(np.max(np.abs(
                 np.asarray(dumps["fsdp"][j], np.float64)[mask] -
                 np.asarray(ref.state[j], np.float64)[mask]) / scale[mask])))
            for j, (mask, scale) in buffers.items()]
    log(format_report(out))
    return out


def accuracy(got: Sequence[npt.ArrayLike], ref: Reference, ref64: Reference,
             names: Sequence[str]) -> dict[str, Any]:
    """How far `got` (fsdp-run's final state in float32) is from `ref64`
    (the framework's float64 run), next to how far the framework's own
    float32 run `ref` is: the worst state tensor of each (normwise, noise
    gradients excluded and noise buffers compared at their scale as `ref64`
    finds them), and their ratio, the "f32 vs f64 / eager" column of
    docs/guides/frontends.md. The ratio of the
    median tensors is given too: the worst tensor is often one element
    whose gradient cancels to a few ulps of its terms, which Adam's
    normalized update amplifies, and so varies with the seed. All three in
    the export's state layout (`Reference.in_layout_of`), named `names`."""
    masks = noise_masks(ref64)
    buffers = noise_buffers(ref64, names)
    ours = [r[1] for r in compare_states(got, ref64.state, names, masks,
                                         buffers)]
    eager = [r[1] for r in compare_states(ref.state, ref64.state, names,
                                          masks, buffers)]
    worst, worst_eager = max(ours), max(eager)
    median, median_eager = float(np.median(ours)), float(np.median(eager))
    return {"f64_error": worst, "eager_f64_error": worst_eager,
            "f64_ratio": worst / worst_eager if worst_eager else None,
            "f64_median_ratio": (median / median_eager if median_eager
                                 else None)}


def _figures(step: TrainStep, ref: Reference, run: tools.RunResult,
             dump: Sequence[np.ndarray], masks: Masks,
             buffers: NoiseBuffers) -> dict[str, float]:
    rows = compare_states(dump, ref.state, step.state_names, masks, buffers)
    return {"state_error": max(r[1] for r in rows),
            "loss_error": _losses_error(run.losses, ref.losses[:len(run.losses)])}


def format_failure(error: str) -> str:
    first = [line for line in error.splitlines() if "error:" in line][:3]
    return "fsdp-opt --fsdp-pipeline failed:\n  " + "\n  ".join(first or
                                                              error.splitlines()[:3])


def passed(r: dict[str, Any], tol: float = 1e-5) -> bool:
    """The acceptance check: DDP and FSDP end within `tol` (normwise, per
    tensor) of the framework, their losses too, and FSDP is bitwise DDP."""
    if r.get("fsdp_error"):
        return False
    return (r["ddp_state_error"] <= tol and r["fsdp_state_error"] <= tol and
            r["ddp_loss_error"] <= tol and r["fsdp_loss_error"] <= tol and
            r["bitwise_ddp_fsdp"])


def format_report(r: dict[str, Any]) -> str:
    lines = ["%d rank(s), %d steps" % (r["ranks"], r["steps"]),
             "step  %-14s %-14s %-14s" % ("eager loss", "fsdp-run DDP",
                                           "fsdp-run FSDP")]
    for k, (a, b, c) in enumerate(zip(r["ref_losses"], r["ddp_losses"],
                                      r["fsdp_losses"])):
        lines.append("%-5d %-14.9g %-14.9g %-14.9g" % (k + 1, a, b, c))
    lines.append("state vs eager, max normwise error: DDP %.2e, FSDP %.2e "
                 "(worst %s); losses: %.2e, %.2e" %
                 (r["ddp_state_error"], r["fsdp_state_error"],
                  r["fsdp_worst"], r["ddp_loss_error"], r["fsdp_loss_error"]))
    lines.append("FSDP == DDP bitwise (--deterministic): %s" %
                 r["bitwise_ddp_fsdp"])
    if r["ranks"] > 1:
        lines.append("FSDP comm bytes/step %d = %.3f x full shard's "
                     "(N-1)/N*(3P+2F)*b (%d; F: frozen); DDP %d; "
                     "state bytes/rank %d = %.3f x total/N "
                     "(sharded with padding: %d)" %
                     (r["comm_bytes"], r["comm_ratio"], r["comm_model_bytes"],
                      r["ddp_comm_bytes"], r["state_bytes"], r["state_ratio"],
                      r["sharded_state_bytes"]))
    for name, count, ratio, whole in r.get("noise_gradients", []):
        lines.append("excluded: %d element(s) of %s whose gradient is rounding "
                     "noise (<= %.1e of the %s largest)" %
                     (count, name, ratio, "model's" if whole else "tensor's"))
    for name, count, ratio, dev in r.get("noise_buffers", []):
        lines.append("compared at its inputs' scale sqrt(var + mean^2): %d "
                     "element(s) of %s, each <= %.1e of it (a mean of 0 to "
                     "rounding); FSDP within %.1e of it" %
                     (count, name, ratio, dev))
    return "\n".join(lines)
