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
  (`if mask.any():` choosing an attention kernel): the export stops with
  the error it gave before, which now says so. The same where both raise.

A site decided once is decided for the whole step (a check in a layer
repeated N times is one site, asserted at each use). Each undecided site
costs two traces of the model up to it (the value that raises ends the
trace there) and one to its end.
"""

from __future__ import annotations

import contextlib
import linecache
import sys
import traceback
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import torch
from torch._subclasses.fake_tensor import DataDependentOutputException

T = TypeVar("T")

Site = tuple[str, int]

# (the hooked method: set on the classes by name, not as an assignment to a
# method, which type checkers refuse)
_BOOL = "__bool__"


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

    def __init__(self) -> None:
        self.assumed: dict[Site, bool] = {}
        self.messages: dict[Site, str] = {}
        # The site being tried, the value tried, and the frame that asked.
        self._probe: tuple[Site, bool] | None = None
        self._probe_frame: Any = None

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

        def hook(original: Callable[[torch.Tensor], bool]
                 ) -> Callable[[torch.Tensor], bool]:
            def answer(tensor: torch.Tensor) -> bool:
                try:
                    return original(tensor)
                except DataDependentOutputException as e:
                    error: BaseException = e
                frame = sys._getframe(1)
                site = (frame.f_code.co_filename, frame.f_lineno)
                if site in guards.assumed:
                    value = guards.assumed[site]
                    holds = tensor if value else torch.logical_not(tensor)
                    torch._assert_async(holds.reshape(()).bool(),
                                        guards.messages[site])
                    return value
                if guards._probe is not None and guards._probe[0] == site:
                    if guards._probe_frame is None:
                        guards._probe_frame = frame
                    return guards._probe[1]
                raise Undecided(site, frame.f_code.co_name, error)
            return answer

        # (a functional tensor, what AOT autograd's trace hands the model,
        # has a `__bool__` of its own)
        from torch._subclasses.functional_tensor import FunctionalTensor
        classes: list[type] = [torch.Tensor, FunctionalTensor]
        saved = [(cls, cls.__dict__.get(_BOOL)) for cls in classes]
        for cls in classes:
            setattr(cls, _BOOL, hook(getattr(cls, _BOOL)))
        try:
            yield
        finally:
            for cls, own in saved:
                if own is None:
                    delattr(cls, _BOOL)
                else:
                    setattr(cls, _BOOL, own)

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
        if len(raising) != 1:
            raise NotACheck(undecided.error, (
                "its value picks between two computations (the code goes on "
                "either way)" if not raising else
                "the code raises whichever its value"),
                (site[0], site[1], undecided.function)) from None
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
