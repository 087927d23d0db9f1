"""Which PyTorch ops train through the exporter: every OpInfo of PyTorch's
own test suite (`torch.testing._internal.common_methods_invocations.op_db`)
that supports autograd in float32, exported as a training step whose
parameters are the op's floating-point inputs (its first sample input) and
whose loss is the sum of its outputs, then compiled by `fsdp-opt
--fsdp-pipeline`. What stops an op is what stops a model that calls it:
an ATen op torch-mlir does not lower (forward, or the backward autograd
derives), a shape that depends on values, or the compiler.

    python -m fsdp_mlir.testing.op_coverage [--ops a,b] [--write FILE]

prints one line per op and, with `--write`, replaces the table between the
markers `<!-- op-coverage begin -->` and `<!-- op-coverage end -->` in FILE
(docs/limits.md). It needs `expecttest` (PyTorch's test helpers import it)
and takes about ten minutes on two cores.
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

BEGIN, END = "<!-- op-coverage begin -->", "<!-- op-coverage end -->"


class _OpStep(torch.nn.Module):
    """`op(sample)` with the sample's floating-point tensors as parameters;
    the loss: the sum of the floating-point outputs."""

    def __init__(self, op: Any, sample: Any) -> None:
        super().__init__()
        self.op = op
        flat, self.spec = _flatten((sample.input, sample.args))
        self.kwargs = sample.kwargs
        self.slots: list[int] = []
        self.constants = list(flat)
        params = []
        for k, v in enumerate(flat):
            if not isinstance(v, torch.Tensor):
                continue
            self.constants[k] = None
            if v.is_floating_point() and v.requires_grad:
                self.slots.append(k)
                params.append(torch.nn.Parameter(v.detach().clone()))
            else:  # (an index, a mask, a target: read-only buffers)
                self.register_buffer("c%d" % k, v.detach().clone())
        self.params = torch.nn.ParameterList(params)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        flat = [getattr(self, "c%d" % k) if hasattr(self, "c%d" % k) else v
                for k, v in enumerate(self.constants)]
        for k, p in zip(self.slots, self.params):
            flat[k] = p
        first, args = _unflatten(flat, self.spec)
        out = self.op(first, *args, **self.kwargs)
        total = x.sum() * 0
        for t in _flatten(out)[0]:
            if isinstance(t, torch.Tensor) and t.is_floating_point():
                total = total + t.sum()
        return total


def _flatten(value: Any) -> tuple[list[Any], Any]:
    import torch.utils._pytree as pytree
    return pytree.tree_flatten(value)


def _unflatten(flat: list[Any], spec: Any) -> Any:
    import torch.utils._pytree as pytree
    return pytree.tree_unflatten(flat, spec)


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
    module = _OpStep(op.op, sample)
    if not len(module.params):
        return "skip: no floating-point input"
    try:
        loss = module(torch.zeros(1))
    except Exception as e:
        return "skip: eager fails (%s)" % type(e).__name__
    if not loss.requires_grad:
        return "skip: no gradient"
    try:
        with _time_limit(120), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            step = export_train_step(module, None, (torch.zeros(1),),
                                     torch.optim.SGD(module.parameters(),
                                                     lr=0.1))
            path = step.save(workdir, "step.mlir")
            tools.fsdp_opt(path, os.path.join(workdir, "out.mlir"),
                           "--fsdp-pipeline")
    except Exception as e:
        return _what_stops(str(e))
    return None


def table(results: dict[str, str | None]) -> str:
    """The markdown table of the ops that do not train, by what stops
    them."""
    by_cause: dict[str, list[str]] = {}
    for name, why in sorted(results.items()):
        if why is not None and not why.startswith("skip:"):
            by_cause.setdefault(why, []).append(name)
    tried = sum(1 for w in results.values()
                if w is None or not w.startswith("skip:"))
    passed = sum(1 for w in results.values() if w is None)
    lines = ["%d of %d OpInfos with a float32 sample that trains export "
             "and compile (PyTorch %s, torch-mlir's lowering); these do "
             "not:" % (passed, tried, torch.__version__.split("+")[0]), "",
             "| what stops it | torch ops (OpInfo names) |", "|---|---|"]
    for why, names in sorted(by_cause.items(), key=lambda kv: kv[0]):
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


def run(wanted: set[str] | None, jobs: int) -> dict[str, str | None]:
    """Every op checked in `jobs` worker processes; an op that ends its
    worker (a crash in native code) is reported as such, and the worker
    started again."""
    import multiprocessing
    import queue
    ctx = multiprocessing.get_context("spawn")
    every = _ops(None)
    todo = [k for k, o in enumerate(every)
            if wanted is None or o.name in wanted]
    results: dict[str, str | None] = {}
    replies = ctx.Queue()

    def start() -> tuple[Any, Any]:
        requests = ctx.Queue()
        proc = ctx.Process(target=_worker, args=(requests, replies))
        proc.start()
        return proc, requests

    workers = [start() for _ in range(max(1, min(jobs, len(todo))))]
    busy: dict[int, int] = {}  # worker -> op index
    while todo or busy:
        for w, (proc, requests) in enumerate(workers):
            if w not in busy and todo:
                busy[w] = todo.pop(0)
                requests.put(busy[w])
        try:
            k, result = replies.get(timeout=5)
        except queue.Empty:
            for w, (proc, _) in enumerate(workers):
                if w in busy and not proc.is_alive():
                    k = busy.pop(w)
                    results[_name(every[k])] = \
                        "crashes the export (exit code %s)" % proc.exitcode
                    print("%s: %s" % (_name(every[k]),
                                      results[_name(every[k])]), flush=True)
                    workers[w] = start()
            continue
        w = next(w for w, j in busy.items() if j == k)
        del busy[w]
        results[_name(every[k])] = result
        print("%s: %s" % (_name(every[k]), result or "ok"), flush=True)
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
    a = ap.parse_args(argv)
    results = run(set(a.ops.split(",")) if a.ops else None, a.jobs)
    text = table(results)
    if a.write:
        write(a.write, text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
