"""Driving fsdp-opt and fsdp-run on an exported step, and comparing the
trained state with the framework's.

The tools are found through `FSDP_BIN` (a directory), then `PATH`, then the
repository's `build/bin`.
"""

from __future__ import annotations

import json
import math
import os
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

_REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def find_tool(name: str) -> str:
    directory = os.environ.get("FSDP_BIN")
    if directory:
        path = os.path.join(directory, name)
        if os.access(path, os.X_OK):
            return path
        raise FileNotFoundError("%s not in FSDP_BIN=%s" % (name, directory))
    found = shutil.which(name)
    if found:
        return found
    path = os.path.join(_REPO, "build", "bin", name)
    if os.access(path, os.X_OK):
        return path
    raise FileNotFoundError(
        "%s not found: build it (scripts/build.sh %s) or set FSDP_BIN" %
        (name, name))


def mpirun_prefix(ranks: int) -> list[str]:
    """The launcher of an N-rank run (`FSDP_MPIRUN` overrides it)."""
    launcher = os.environ.get("FSDP_MPIRUN")
    if launcher:
        return shlex.split(launcher) + ["-np", str(ranks)]
    return ["mpirun", "--allow-run-as-root", "--oversubscribe", "-np",
            str(ranks)]


def _run(cmd: list[str]) -> str:
    # (no stdin: mpirun forwards its stdin to rank 0, and reading a
    # terminal from a background job stops it)
    p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        raise RuntimeError("command failed (%d): %s\n%s" %
                           (p.returncode, " ".join(cmd), p.stdout))
    return p.stdout


def fsdp_opt(src: str, dst: str,
             pipeline: str | Sequence[str] = "--fsdp-pipeline") -> str:
    """Runs `fsdp-opt src <pipeline...> -o dst`; returns its diagnostics."""
    args = pipeline.split() if isinstance(pipeline, str) else list(pipeline)
    return _run([find_tool("fsdp-opt"), src] + args + ["-o", dst])


class RunResult:
    """What one fsdp-run run reported: `output`, its text (stdout and stderr),
    and from its `--summary-json` file `losses` (every step's loss, NaN where
    it was not a number), `summary` (the summary's figures: `steps`,
    `peak_bytes`, `comm_bytes_per_step`, ...; `final_loss` NaN without a
    finite loss) and `per_step` (each step's `step`, `loss`, `time_ms`,
    `comm_bytes`, `peak_bytes`[, `epoch`])."""

    def __init__(self, output: str, report: Mapping[str, Any]) -> None:
        self.output = output
        self.per_step: list[dict[str, float]] = [
            dict(s, loss=_loss(s.get("loss")))
            for s in report.get("per_step", [])]
        self.losses: list[float] = [s["loss"] for s in self.per_step]
        self.summary: dict[str, float] = {
            key: (_loss(value) if key == "final_loss" else value)
            for key, value in report.items() if key != "per_step"}


def _loss(value: float | None) -> float:
    """A loss of the summary JSON: null (not a number) is NaN."""
    return math.nan if value is None else float(value)


def _summary_json_arg(args: Sequence[str]) -> str | None:
    """The `--summary-json=FILE` among `args`, or None."""
    for arg in args:
        if arg.startswith("--summary-json="):
            return arg[len("--summary-json="):]
    return None


def fsdp_run(step_file: str, ranks: int, steps: int,
             state_dir: str | None = None, inputs_dir: str | None = None,
             dump_dir: str | None = None, deterministic: bool = False,
             extra: Sequence[str] = (), opt_level: int | None = 0
             ) -> RunResult:
    """Trains `step_file` with fsdp-run on `ranks` MPI ranks. The figures are
    read from the `--summary-json` file rank 0 writes (a temporary one unless
    `extra` names one), so rank 0 must run on this machine. `opt_level`:
    the JIT's (0, the quickest to compile, by default: the results do not
    depend on it; None: fsdp-run's own, for timings)."""
    cmd = [find_tool("fsdp-run"), step_file, "--steps=%d" % steps]
    if opt_level is not None:
        cmd.append("--opt-level=%d" % opt_level)
    if state_dir:
        cmd.append("--load-state=" + state_dir)
    if inputs_dir:
        cmd.append("--inputs=" + inputs_dir)
    if dump_dir:
        shutil.rmtree(dump_dir, ignore_errors=True)
        cmd.append("--dump-state=" + dump_dir)
    if deterministic:
        cmd.append("--deterministic")
    cmd += list(extra)
    with tempfile.TemporaryDirectory(prefix="fsdp-run-") as tmp:
        summary_file = _summary_json_arg(extra)
        if summary_file is None:
            summary_file = os.path.join(tmp, "summary.json")
            cmd.append("--summary-json=" + summary_file)
        output = _run(mpirun_prefix(ranks) + cmd)
        try:
            with open(summary_file) as f:
                report = json.load(f)
        except FileNotFoundError:
            raise RuntimeError(
                "fsdp-run wrote no %s (rank 0 writes it: does it run on this "
                "machine?): %s\n%s" % (summary_file, " ".join(cmd), output)
            ) from None
    return RunResult(output, report)


def load_state(directory: str, count: int) -> list[np.ndarray]:
    return [np.load(os.path.join(directory, "arg%d.npy" % i))
            for i in range(count)]


def normwise_error(got: npt.ArrayLike, ref: npt.ArrayLike) -> float:
    """||got - ref|| / ||ref|| (absolute when ref is zero)."""
    got = np.asarray(got, np.float64)
    ref = np.asarray(ref, np.float64)
    diff = np.linalg.norm((got - ref).ravel())
    scale = np.linalg.norm(ref.ravel())
    return diff / scale if scale > 0 else diff


def noise_gradient_mask(grads: Sequence[npt.ArrayLike], rel: float = 1e-6,
                        scale: float | None = None) -> npt.NDArray[np.bool_]:
    """Elements whose gradient is rounding noise in every step: nonzero in
    some step, yet never above `rel` times the tensor's largest gradient
    magnitude. Their true gradient is zero (e.g. an attention key bias: the
    softmax does not change when a key bias shifts every score of a query by
    the same amount), and an Adam-style update, which divides the gradient by
    its own magnitude, turns that noise into steps of size `lr` whose signs
    depend on rounding. `grads`: the per-step gradients of one tensor.

    `scale`: the largest gradient magnitude of the whole model. A tensor
    whose gradients never exceed `rel * scale` has no gradient but noise, or
    exact zeros where another implementation rounds to noise (the key bias
    again, when the framework's kernels cancel exactly): all of its elements
    are noise."""
    g = np.stack([np.abs(np.asarray(x, np.float64)) for x in grads])
    peak = g.max()
    if scale is not None and scale > 0 and peak <= rel * scale:
        return np.ones(g.shape[1:], bool)
    if peak == 0:
        return np.zeros(g.shape[1:], bool)
    per_element = g.max(axis=0)
    return (per_element > 0) & (per_element <= rel * peak)


def compare_states(
        got: Sequence[npt.ArrayLike], ref: Sequence[npt.ArrayLike],
        names: Sequence[str],
        masks: Mapping[int, npt.NDArray[np.bool_]] | None = None,
) -> list[tuple[str, float, int, float]]:
    """Per tensor: (name, normwise error over the compared elements, count of
    excluded noise-gradient elements, their largest deviation)."""
    rows = []
    for i, (a, r) in enumerate(zip(got, ref)):
        a = np.asarray(a)
        r = np.asarray(r)
        if a.shape != r.shape:
            raise ValueError("%s: shape %s vs %s" % (names[i], a.shape,
                                                     r.shape))
        mask = masks.get(i) if masks else None
        if mask is not None and mask.any():
            keep = ~mask
            err = normwise_error(a[keep], r[keep])
            dev = float(np.abs(a[mask].astype(np.float64) -
                               r[mask].astype(np.float64)).max())
            rows.append((names[i], err, int(mask.sum()), dev))
        else:
            rows.append((names[i], normwise_error(a, r), 0, 0.0))
    return rows
