"""Driving fsdp-opt and fsdp-run on an exported step, and comparing the
trained state with the framework's.

The tools are found through `FSDP_BIN` (a directory), then `PATH`, then the
repository's `build/bin`.
"""

import os
import re
import shlex
import shutil
import subprocess

import numpy as np

_REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def find_tool(name):
    directory = os.environ.get("FSDP_BIN")
    if directory:
        path = os.path.join(directory, name)
        if os.access(path, os.X_OK):
            return path
        raise FileNotFoundError("%s not in FSDP_BIN=%s" % (name, directory))
    path = shutil.which(name)
    if path:
        return path
    path = os.path.join(_REPO, "build", "bin", name)
    if os.access(path, os.X_OK):
        return path
    raise FileNotFoundError(
        "%s not found: build it (scripts/build.sh %s) or set FSDP_BIN" %
        (name, name))


def mpirun_prefix(ranks):
    """The launcher of an N-rank run (`FSDP_MPIRUN` overrides it)."""
    launcher = os.environ.get("FSDP_MPIRUN")
    if launcher:
        return shlex.split(launcher) + ["-np", str(ranks)]
    return ["mpirun", "--allow-run-as-root", "--oversubscribe", "-np",
            str(ranks)]


def _run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if p.returncode != 0:
        raise RuntimeError("command failed (%d): %s\n%s" %
                           (p.returncode, " ".join(cmd), p.stdout))
    return p.stdout


def fsdp_opt(src, dst, pipeline="--fsdp-pipeline"):
    """Runs `fsdp-opt src <pipeline...> -o dst`; returns its diagnostics."""
    args = pipeline.split() if isinstance(pipeline, str) else list(pipeline)
    return _run([find_tool("fsdp-opt"), src] + args + ["-o", dst])


class RunResult:
    def __init__(self, output):
        self.output = output
        self.losses = [float(v) for v in
                       re.findall(r"^step=\d+ loss=(\S+)", output, re.M)]
        m = re.search(r"^summary: (.*)$", output, re.M)
        self.summary = {}
        if m:
            for item in m.group(1).split():
                key, _, value = item.partition("=")
                try:
                    self.summary[key] = float(value)
                except ValueError:
                    self.summary[key] = value


def fsdp_run(step_file, ranks, steps, state_dir=None, inputs_dir=None,
             dump_dir=None, deterministic=False, extra=()):
    """Trains `step_file` with fsdp-run on `ranks` MPI ranks."""
    cmd = [find_tool("fsdp-run"), step_file, "--steps=%d" % steps,
           "--opt-level=0"]
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
    return RunResult(_run(mpirun_prefix(ranks) + cmd))


def load_state(directory, count):
    return [np.load(os.path.join(directory, "arg%d.npy" % i))
            for i in range(count)]


def normwise_error(got, ref):
    """||got - ref|| / ||ref|| (absolute when ref is zero)."""
    got = np.asarray(got, np.float64)
    ref = np.asarray(ref, np.float64)
    diff = np.linalg.norm((got - ref).ravel())
    scale = np.linalg.norm(ref.ravel())
    return diff / scale if scale > 0 else diff


def noise_gradient_mask(grads, rel=1e-6, scale=None):
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


def compare_states(got, ref, names, masks=None):
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
