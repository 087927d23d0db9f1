"""Which PyTorch ops train through the exporter: every OpInfo of PyTorch's
own test suite (`torch.testing._internal.common_methods_invocations.op_db`)
that supports autograd in float32, exported as a training step whose
parameters are the op's floating-point inputs (its first sample input) and
whose loss is the sum of its outputs, compiled by `fsdp-opt
--fsdp-pipeline`, and run for one SGD step by fsdp-run, whose parameters
must end within `TOLERANCE` of eager PyTorch's. What stops an op is what
stops a model that calls it: an ATen op torch-mlir does not lower (forward,
or the backward autograd derives), a shape that depends on values, the
compiler, or wrong values. Ops that draw random values, and samples eager
PyTorch cannot differentiate, are not tried.

    python -m fsdp_mlir.testing.op_coverage [--ops a,b] [--jobs N]
        [--log FILE] [--write FILE]

prints one line per op and, with `--write`, replaces the table between the
markers `<!-- op-coverage begin -->` and `<!-- op-coverage end -->` in FILE
(docs/reference/limits.md). The ops run in `--jobs` worker processes (an op that
ends its worker is named, and the worker started again); `--log` keeps the
results as they come, so a stopped run goes on. It needs `expecttest`
(PyTorch's test helpers import it) and takes about fifteen minutes on two
cores.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import signal
import sys
import tempfile
import warnings
from collections.abc import Iterator, Sequence
from typing import Any

import torch
import torch.utils._pytree as pytree

BEGIN, END = "<!-- op-coverage begin -->", "<!-- op-coverage end -->"

#: the SGD step's learning rate, and how far (normwise, each parameter)
#: fsdp-run's step may end from eager's: f32 rounding of ops that can be
#: ill-conditioned, well below a wrong formula's error
LR, TOLERANCE = 0.1, 1e-4


class _OpStep(torch.nn.Module):
    """`op(sample)` with the sample's floating-point tensors as parameters;
    the loss: the sum of the floating-point outputs (of real and imaginary parts
    where complex)."""

    def __init__(self, op: Any, sample: Any) -> None:
        super().__init__()
        self.op = op
        # The sample's leaves: tensors become parameters (floating point,
        # requiring grad) or read-only buffers (an index, a mask, a target);
        # the rest stay as they are.
        self.leaves, self.spec = pytree.tree_flatten(
            (sample.input, sample.args, sample.kwargs))
        self.slots: list[int] = []  # leaf index of each parameter
        self.buffered: list[int] = []  # leaf index of each buffer
        params = []
        for k, v in enumerate(self.leaves):
            if not isinstance(v, torch.Tensor):
                continue
            if v.is_floating_point() and v.requires_grad:
                self.slots.append(k)
                params.append(torch.nn.Parameter(v.detach().clone()))
            else:
                self.buffered.append(k)
                self.register_buffer("c%d" % k, v.detach().clone())
        self.params = torch.nn.ParameterList(params)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        flat = list(self.leaves)
        for k in self.buffered:
            flat[k] = getattr(self, "c%d" % k)
        for k, p in zip(self.slots, self.params):
            flat[k] = p
        first, args, kwargs = pytree.tree_unflatten(flat, self.spec)
        out = self.op(first, *args, **kwargs)
        total = x.sum() * 0
        for t in pytree.tree_leaves(out):
            if isinstance(t, torch.Tensor) and t.is_complex():
                t = torch.view_as_real(t)
            if isinstance(t, torch.Tensor) and t.is_floating_point():
                total = total + t.sum()
        return total


class _Random(torch.utils._python_dispatch.TorchDispatchMode):
    """Whether an ATen op that draws random values ran (the
    `nondeterministic_seeded` tag): OpInfos seed such ops themselves, so
    eager's values are fixed, but not fsdp-run's."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn = False

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (),
                           kwargs: Any = None) -> Any:
        if torch.Tag.nondeterministic_seeded in func.tags:
            self.drawn = True
        return func(*args, **(kwargs or {}))


@contextlib.contextmanager
def _time_limit(seconds: int) -> Iterator[None]:
    def expire(signum: int, frame: Any) -> None:
        raise TimeoutError("over %d s" % seconds)
    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _what_stops(text: str) -> str:
    """One line for an export's or fsdp-opt's error."""
    lowering = re.search(r"cannot lower (\w+) of .*? to linalg: ([^(]*)",
                         text)
    if lowering:
        ops = re.findall(r"aten\.[A-Za-z0-9_]+", lowering.group(2))
        return "torch-mlir: %s (%s)" % (
            ", ".join(dict.fromkeys(ops)) or "no op named",
            "forward-backward" if lowering.group(1) == "grads"
            else lowering.group(1))
    left = re.search(r"fsdp-run: error.*LLVM IR.* for op: ([\w.]+)", text)
    if left:
        return "fsdp-run: %s left in the step's LLVM IR" % left.group(1)
    run = re.search(r"fsdp-run: error[^\n]*", text)
    if run:
        return re.sub(r"/tmp/[^ ]*/", "", run.group(0))[:160]
    if "shape depends on tensor values" in text:
        return "a shape that depends on values"
    if "needs a tensor's value" in text:
        return "a tensor's value read while traced"
    first = text.strip().splitlines()[0] if text.strip() else "?"
    return re.sub(r"\s+", " ", first)[:120]


def check(op: Any, workdir: str) -> str | None:
    """None when `op` exports and compiles; else what stops it, or
    `skip: ...` when its sample gives nothing to train."""
    from .. import tools
    from ..torch import export_train_step
    try:
        sample = next(iter(op.sample_inputs("cpu", torch.float32,
                                            requires_grad=True)))
    except Exception as e:  # (an OpInfo without a float32 sample here)
        return "skip: no sample (%s)" % type(e).__name__
    try:
        module = _OpStep(op.op, sample)
    except Exception as e:  # (a sparse layout)
        return "skip: its sample cannot be made parameters (%s)" % \
            type(e).__name__
    if not len(module.params):
        return "skip: no floating-point input"
    try:
        with _Random() as random:
            loss = module(torch.zeros(1))
    except Exception as e:
        return "skip: eager fails (%s)" % type(e).__name__
    if not loss.requires_grad:
        return "skip: no gradient"
    if random.drawn:
        # (dropout, rrelu: fsdp-run draws from its own generator)
        return "skip: draws random values"
    try:
        loss.backward()
        want = [(p - LR * p.grad).detach().double().numpy()
                if p.grad is not None else p.detach().double().numpy()
                for p in module.params]
    except Exception as e:  # (a gradient of a sparse layout)
        return "skip: eager backward fails (%s)" % type(e).__name__
    try:
        with _time_limit(120), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            step = export_train_step(module, None, (torch.zeros(1),),
                                     torch.optim.SGD(module.parameters(),
                                                     lr=LR))
            path = step.save(workdir, "step.mlir")
            tools.fsdp_opt(path, os.path.join(workdir, "out.mlir"),
                           "--fsdp-pipeline")
            inputs = step.save_inputs(workdir, [(torch.zeros(1),)])
            dump = os.path.join(workdir, "dump")
            # (a sample outside an op's domain: NaN there, as in eager)
            tools.fsdp_run(path, 1, 1, os.path.join(workdir, "state"),
                           inputs, dump, extra=["--stop-on-nonfinite=false"])
            state = tools.load_state(dump, step.num_state)
            where = {n: k for k, n in enumerate(step.state_names)}
            got = [state[where["params.%d" % j]] for j in range(len(want))]
    except Exception as e:
        return _what_stops(str(e))
    error = max(_error(g, w) for g, w in zip(got, want))
    if not error <= TOLERANCE:  # (NaN too)
        return "wrong values: %.1e from eager after one SGD step" % error
    return None


def _error(got: Any, want: Any) -> float:
    """The normwise error over the finite elements of `want` (a sample may
    hold infinities, `_safe_softmax`'s masked rows), infinite where the
    others differ."""
    import numpy as np

    from .. import tools
    got = np.asarray(got)
    finite = np.isfinite(want)
    if not np.array_equal(got[~finite], want[~finite], equal_nan=True):
        return float("inf")
    return float(tools.normwise_error(got[finite], want[finite]))


def table(results: dict[str, str | None]) -> str:
    """The markdown table of the ops that do not train, by what stops
    them."""
    return summary_table(
        results, "%%d of the %%d OpInfos tried export, compile and train one "
        "SGD step within %g of eager (PyTorch %s); these do not:" % (
            TOLERANCE, torch.__version__.split("+")[0]),
        "torch ops (OpInfo names)")


def summary_table(results: dict[str, str | None], header: str,
                  column: str) -> str:
    """`results` (name -> None where it trains, what stops it, or `skip:
    why`) as `header` % (passed, tried), a table of the names by what stops
    them, and the names not tried."""
    by_cause: dict[str, list[str]] = {}
    for name, why in sorted(results.items()):
        if why is not None and not why.startswith("skip:"):
            by_cause.setdefault(why, []).append(name)
    tried = sum(1 for w in results.values()
                if w is None or not w.startswith("skip:"))
    passed = sum(1 for w in results.values() if w is None)
    lines = [header % (passed, tried), "",
             "| what stops it | %s |" % column, "|---|---|"]
    for why, names in sorted(by_cause.items()):
        lines.append("| %s | %s |" % (why.replace("|", "\\|"),
                                       ", ".join("`%s`" % n for n in names)))
    skipped = sorted((why[len("skip: "):], name)
                     for name, why in results.items()
                     if why is not None and why.startswith("skip:"))
    if skipped:
        lines += ["", "Not tried: %s." % "; ".join(
            "`%s` (%s)" % (name, why) for why, name in skipped)]
    return "\n".join(lines) + "\n"


def write(path: str, text: str, begin: str = BEGIN, end: str = END) -> None:
    """Replaces what is between the markers `begin` and `end` in `path`."""
    with open(path) as f:
        doc = f.read()
    start, stop = doc.index(begin) + len(begin), doc.index(end)
    with open(path, "w") as f:
        f.write(doc[:start] + "\n" + text + doc[stop:])


def _worker(requests: Any, replies: Any) -> None:
    """Checks the ops whose indexes in the filtered op_db arrive on
    `requests` (None: stop), replying (index, result)."""
    ops = _ops(None)
    with tempfile.TemporaryDirectory(prefix="fsdp-op-coverage-") as workdir:
        while True:
            k = requests.get()
            if k is None:
                return
            replies.put((k, check(ops[k], workdir)))


def _ops(wanted: set[str] | None) -> list[Any]:
    from torch.testing._internal.common_methods_invocations import op_db
    return [o for o in op_db if o.supports_autograd and
            torch.float32 in o.supported_dtypes("cpu") and
            (wanted is None or o.name in wanted)]


def _name(op: Any) -> str:
    return op.name + ("." + op.variant_test_name if op.variant_test_name
                      else "")


def run(wanted: set[str] | None, jobs: int, log: str | None = None
        ) -> dict[str, str | None]:
    """Every op checked in `jobs` worker processes; an op that ends its
    worker (a crash in native code) is reported as such, and the worker
    started again. `log`: a file of the results so far, a JSON line each,
    read first (the ops it has are not run again) and added to."""
    import json
    import multiprocessing
    import queue
    ctx = multiprocessing.get_context("spawn")
    every = _ops(None)
    results: dict[str, str | None] = {}
    names = {_name(o) for o in every}
    if log and os.path.exists(log):
        with open(log) as f:
            for line in f:
                entry = json.loads(line)
                if entry["op"] in names:
                    results[entry["op"]] = entry["result"]
    todo = [k for k, o in enumerate(every)
            if (wanted is None or o.name in wanted) and
            _name(o) not in results]
    replies = ctx.Queue()

    def record(k: int, result: str | None) -> None:
        results[_name(every[k])] = result
        print("%s: %s" % (_name(every[k]), result or "ok"), flush=True)
        if log:
            with open(log, "a") as f:
                f.write(json.dumps({"op": _name(every[k]),
                                    "result": result}) + "\n")

    def start() -> tuple[Any, Any]:
        requests = ctx.Queue()
        proc = ctx.Process(target=_worker, args=(requests, replies))
        proc.start()
        return proc, requests

    workers = [start() for _ in range(max(1, min(jobs, len(todo))))]
    busy: dict[int, int] = {}  # worker -> op index
    while todo or busy:
        for w, (_, requests) in enumerate(workers):
            if w not in busy and todo:
                busy[w] = todo.pop(0)
                requests.put(busy[w])
        try:
            k, result = replies.get(timeout=5)
        except queue.Empty:
            for w, (proc, _) in enumerate(workers):
                if w in busy and not proc.is_alive():
                    k = busy.pop(w)
                    record(k, "ends the process that exports it (exit "
                           "code %s)" % proc.exitcode)
                    workers[w] = start()
            continue
        for w, j in list(busy.items()):
            if j == k:
                del busy[w]
        record(k, result)
    for proc, requests in workers:
        requests.put(None)
        proc.join()
    return results


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ops", help="comma-separated OpInfo names (default: "
                    "all that support autograd in float32)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="worker processes (default: the cores)")
    ap.add_argument("--write", help="the file whose table to replace")
    ap.add_argument("--log", help="a file of the results so far (JSON "
                    "lines): read first, its ops not run again, and added "
                    "to, so that a run that was stopped goes on")
    a = ap.parse_args(argv)
    results = run(set(a.ops.split(",")) if a.ops else None, a.jobs, a.log)
    text = table(results)
    if a.write:
        write(a.write, text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
