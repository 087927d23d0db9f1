"""Checks on a tensor's value that only decide whether to raise, traced as
run-time assertions.

User code checks its inputs in Python: HF's CTC head has
`if labels.max() >= self.config.vocab_size: raise ValueError(...)`. A
traced graph has shapes, not values, so the `bool()` of such a comparison
stops the trace (`aten._local_scalar_dense` on a fake tensor). PyTorch's own
export turns checks like this into run-time assertions; so does this
module, for the `bool()` of a one-element tensor whose value only decides
whether the code raises:

* At a `bool()` the trace cannot answer (a *site*: file and line of the
  code that asked), each value is tried in a trace of its own. Where one
  value makes the frame that asked raise and the other does not, the site
  is a check: the step is traced with the value that does not raise, and
  `aten._assert_async` of the condition goes into the graph there. The
  assertion carries the exception the other value raised, which the step
  reports at run time (`fsdp-check-indices` makes the `cf.assert` it
  becomes an error naming the rank, the step and the line).
* Where neither value raises, the value picks between two computations
  (`if mask.any():` choosing an attention kernel, Longformer's
  `is_global_attn = mask.any().item()`). The step is then traced with the
  value the example batch gives (the model run eagerly on it, `example`),
  and asserts that value: a batch that would take the other computation
  stops the run with an error naming the line, never a silent wrong step.
  Not where the example batch gives the site both values (a check inside
  a loop over its rows), nor where two runs on the same batch disagree (a
  random choice: LayerDrop's `torch.rand([]) < p`), nor without an example
  (a model whose weights are not materialized): the export stops with the
  error it gave before, which says why. The same where both values raise.

A site decided once is decided for the whole step (a check in a layer
repeated N times is one site, asserted at each use). Each undecided site
costs two traces of the model up to it (the value that raises ends the
trace there) and one to its end; the first that picks a computation, two
eager forwards of the example batch.

`bool()` of any one-element tensor is such a site, and so is `.item()` of
a one-element boolean tensor; `.item()` of a number stays an error.
"""

from __future__ import annotations

import contextlib
import linecache
import os
import sys
import traceback
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import torch
from torch._subclasses.fake_tensor import DataDependentOutputException

T = TypeVar("T")

Site = tuple[str, int]

# (the hooked methods: set on the classes by name, not as an assignment to
# a method, which type checkers refuse)
_BOOL = "__bool__"
_ITEM = "item"

Hook = Callable[[Callable[[torch.Tensor], Any]], Callable[[torch.Tensor], Any]]


_TORCH = os.path.dirname(torch.__file__) + os.sep
_TORCH_NN = os.path.join(_TORCH, "nn") + os.sep
_EXPORTER = os.path.dirname(os.path.abspath(__file__)) + os.sep


def asks_for_itself(filename: str) -> bool:
    """Whether a frame of `filename` is code a step runs (the model, its
    libraries, torch.nn's layers) rather than torch's tracing machinery
    (fake and functional tensors, meta kernels, decompositions) or the
    exporter's."""
    if filename.startswith(_EXPORTER):
        return False
    return not filename.startswith(_TORCH) or filename.startswith(_TORCH_NN)


def _asking_frame() -> Any:
    """The frame that asked for a value: the first caller of the hooked
    method that is the step's own code (a functional tensor's `__bool__`
    asks its `item()`, through the tracing's torch-function modes)."""
    first = sys._getframe(2)
    frame: Any = first
    while frame is not None and not asks_for_itself(frame.f_code.co_filename):
        frame = frame.f_back
    return frame if frame is not None else first


def _site(frame: Any) -> Site:
    """The file and line `frame` is at."""
    return (frame.f_code.co_filename, frame.f_lineno)


def _asks(tensor: torch.Tensor, method: str) -> bool:
    """Whether `method` of `tensor` asks a site's truth value: any
    `bool()`, and `.item()` of a one-element boolean tensor."""
    return method == _BOOL or tensor.dtype == torch.bool


@contextlib.contextmanager
def _hooked(hook: Callable[[str], Hook]) -> Iterator[None]:
    """`__bool__` and `item` of tensors (and the methods of their own of
    the functional tensors AOT autograd's trace hands the model: a
    `__bool__`) replaced by `hook(name)(original)` while the block runs."""
    from torch._subclasses.functional_tensor import FunctionalTensor
    hooked = [(torch.Tensor, _BOOL), (torch.Tensor, _ITEM)] + [
        (FunctionalTensor, name) for name in (_BOOL, _ITEM)
        if name in FunctionalTensor.__dict__]
    saved = [(cls, name, cls.__dict__.get(name)) for cls, name in hooked]
    for cls, name in hooked:
        setattr(cls, name, hook(name)(getattr(cls, name)))
    try:
        yield
    finally:
        for cls, name, own in saved:
            if own is None:
                delattr(cls, name)
            else:
                setattr(cls, name, own)


class Undecided(Exception):
    """A `bool()` the trace could not answer at `site`, not yet tried."""

    def __init__(self, site: Site, function: str,
                 error: BaseException) -> None:
        super().__init__("%s:%d" % site)
        self.site = site
        self.function = function
        self.error = error


class NotACheck(Exception):
    """A site whose value does not only decide whether to raise: `error` is
    the trace's own (DataDependentOutputException), `why` what was found,
    `asked` (file, line, function) the code that asked."""

    def __init__(self, error: BaseException, why: str,
                 asked: tuple[str, int, str]) -> None:
        super().__init__(why)
        self.error = error
        self.why = why
        self.asked = asked


class ValueGuards:
    """The sites decided so far (`assumed`: the value traced, `messages`:
    what the run-time assertion reports when the other holds), and the
    `bool()` hook that answers them while a trace runs (`active`)."""

    def __init__(self, example: Callable[[], object] | None = None) -> None:
        """`example`: runs the model eagerly on the example batch (the
        values a site that picks a computation is traced with), None where
        it cannot run (weights not materialized)."""
        self.assumed: dict[Site, bool] = {}
        self.messages: dict[Site, str] = {}
        # The site being tried, the value tried, and the frame that asked.
        self._probe: tuple[Site, bool] | None = None
        self._probe_frame: Any = None
        self._example = example
        # The values the example batch gives each site, in two runs.
        self._observed: tuple[dict[Site, list[bool]], ...] | None = None

    def trace(self, run: Callable[[], T]) -> T:
        """`run()` (a trace of the step) with every check it meets decided:
        each `Undecided` site is tried both ways, then `run` again. Raises
        NotACheck for a site whose value is not a check."""
        while True:
            try:
                with self.active():
                    return run()
            except Undecided as u:
                self._decide(u, run)

    @contextlib.contextmanager
    def active(self) -> Iterator[None]:
        """While a trace runs: `bool()` of a tensor the trace cannot answer
        is answered from `assumed` (and asserted), or by the value being
        tried, or raises Undecided."""
        guards = self

        def hook(name: str) -> Hook:
            def wrap(original: Callable[[torch.Tensor], Any]
                     ) -> Callable[[torch.Tensor], Any]:
                def answer(tensor: torch.Tensor) -> Any:
                    try:
                        return original(tensor)
                    except DataDependentOutputException as e:
                        if not _asks(tensor, name):
                            raise
                        error: BaseException = e
                    frame = _asking_frame()
                    site = _site(frame)
                    if site in guards.assumed:
                        value = guards.assumed[site]
                        holds = tensor if value else torch.logical_not(tensor)
                        torch._assert_async(holds.reshape(()).bool(),
                                            guards.messages[site])
                        return value
                    if guards._probe is not None and \
                            guards._probe[0] == site:
                        if guards._probe_frame is None:
                            guards._probe_frame = frame
                        return guards._probe[1]
                    raise Undecided(site, frame.f_code.co_name, error)
                return answer
            return wrap

        with _hooked(hook):
            yield

    def _observe(self) -> tuple[dict[Site, list[bool]], ...]:
        """The values the example batch gives each site, in the order the
        code asks, in two eager runs (a random choice differs between
        them); none where there is no example or it does not run."""
        if self._observed is not None:
            return self._observed
        runs: list[dict[Site, list[bool]]] = []
        for seed in (0, 1):
            seen: dict[Site, list[bool]] = {}
            # (a torch-function mode dispatches a hooked method to itself:
            # one ask, recorded once)
            depth = [0]

            def record(name: str, seen: dict[Site, list[bool]] = seen,
                       depth: list[int] = depth) -> Hook:
                def wrap(original: Callable[[torch.Tensor], Any]
                         ) -> Callable[[torch.Tensor], Any]:
                    def answer(tensor: torch.Tensor) -> Any:
                        depth[0] += 1
                        try:
                            value = original(tensor)
                        finally:
                            depth[0] -= 1
                        if depth[0] == 0 and _asks(tensor, name) and \
                                tensor.numel() == 1:
                            seen.setdefault(_site(_asking_frame()),
                                            []).append(bool(value))
                        return value
                    return answer
                return wrap

            try:
                with torch.random.fork_rng(), _hooked(record):
                    torch.manual_seed(seed)
                    if self._example is not None:
                        self._example()
            except Exception:
                seen.clear()
            runs.append(seen)
        self._observed = tuple(runs)
        return self._observed

    def _decide(self, undecided: Undecided, run: Callable[[], Any]) -> None:
        site = undecided.site
        raised: dict[bool, BaseException | None] = {}
        for value in (True, False):
            self._probe, self._probe_frame = (site, value), None
            try:
                with self.active():
                    run()
                raised[value] = None
            except Undecided:
                # (a later site: this value went on past the check)
                raised[value] = None
            except Exception as e:
                raised[value] = e if _raised_in(e, self._probe_frame) \
                    else None
            finally:
                frame, self._probe, self._probe_frame = \
                    self._probe_frame, None, None
                del frame
        raising = [v for v, e in raised.items() if e is not None]
        asked = (site[0], site[1], undecided.function)
        if len(raising) == 2:
            raise NotACheck(undecided.error,
                            "the code raises whichever its value",
                            asked) from None
        if not raising:
            first, second = (run.get(site) for run in self._observe())
            why = "its value picks between two computations (the code goes " \
                "on either way)"
            if not first:
                raise NotACheck(undecided.error, why + (
                    ", and the example batch could not be run eagerly to "
                    "fix it" if self._example is None or not second else
                    ", and the example batch's eager run did not reach it"),
                    asked) from None
            if first != second:
                raise NotACheck(undecided.error, why + (
                    ", at random: two runs on the same batch disagree (drop "
                    "the random choice from the step, e.g. `layerdrop=0`)"),
                    asked) from None
            if len(set(first)) != 1:
                raise NotACheck(undecided.error, why + (
                    ", and the example batch gives it both values at its %d "
                    "uses" % len(first)), asked) from None
            self.assumed[site] = first[0]
            self.messages[site] = _specialized(site, first[0])
            return
        bad = raising[0]
        error = raised[bad]
        assert error is not None
        self.assumed[site] = not bad
        self.messages[site] = _message(site, bad, error)


def _message(site: Site, value: bool, error: BaseException) -> str:
    """What the run-time assertion of `site` reports: what the code raises
    when the check's condition is `value` (the exception's text, or its
    `raise` line where the text shows traced values, not data), and the
    check."""
    entries = list(traceback.walk_tb(error.__traceback__))
    raised = (entries[-1][0].f_code.co_filename, entries[-1][1]) \
        if entries else ("?", 0)
    text = str(error).strip()
    if not text or "Tensor(" in text:
        text = "`%s`" % linecache.getline(*raised).strip()
    return ("%s: %s (raised at %s:%d; the step was traced with `%s` at "
            "%s:%d %s, and it is %s)" % (
                type(error).__name__, text, *raised,
                linecache.getline(*site).strip(), *site,
                str(not value).lower(), str(value).lower()))


def _specialized(site: Site, value: bool) -> str:
    """What the run-time assertion of a site traced with the example
    batch's `value` reports when a batch gives the other."""
    return ("the step was traced with `%s` at %s:%d %s, the value the "
            "example batch gave, and it is %s: the step holds only the "
            "computation the traced value chose (export with an example "
            "batch that gives the other value, or decide it without reading "
            "a tensor's value)" % (linecache.getline(*site).strip(), *site,
                                   str(value).lower(),
                                   str(not value).lower()))


def _raised_in(error: BaseException, frame: Any) -> bool:
    """Whether `error` was raised by `frame` itself (its traceback's last
    entry): the check's own `raise`, not an error deeper in a call."""
    if frame is None:
        return False
    last = None
    for entry, _ in traceback.walk_tb(error.__traceback__):
        last = entry
    return last is frame


def lower_assertions(gm: torch.fx.GraphModule) -> int:
    """Rewrites the graph's `aten._assert_async.msg(condition, message)`
    (which torch-mlir's importer drops) as
    `aten._assert_scalar(_local_scalar_dense(condition as int64), message)`,
    which it lowers to `torch.runtime.assert` and then `cf.assert`. Returns
    how many it rewrote."""
    from torch.fx.passes.shape_prop import _extract_tensor_metadata
    graph = gm.graph
    found = [n for n in graph.nodes
             if n.target is torch.ops.aten._assert_async.msg]
    for node in found:
        condition, message = node.args
        with graph.inserting_before(node):
            as_int = graph.call_function(torch.ops.aten._to_copy.default,
                                         (condition,), {"dtype": torch.int64})
            as_int.meta["val"] = torch.empty((), dtype=torch.int64,
                                             device="meta")
            as_int.meta["tensor_meta"] = _extract_tensor_metadata(
                as_int.meta["val"])
            scalar = graph.call_function(
                torch.ops.aten._local_scalar_dense.default, (as_int,))
            scalar.meta["val"] = 1
            check = graph.call_function(torch.ops.aten._assert_scalar.default,
                                        (scalar, message))
            check.meta.update({k: v for k, v in node.meta.items()
                               if k in ("stack_trace", "nn_module_stack")})
            scalar.meta.update(check.meta)
            as_int.meta.update(check.meta)
        graph.erase_node(node)
    if found:
        gm.recompile()
    return len(found)
