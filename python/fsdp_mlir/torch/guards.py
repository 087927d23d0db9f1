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

The size of a selection by a boolean mask (`masked_select`, `x[mask]`:
HF's CTC loss selects its labels so) is a value too. Where the selection
is used as a tensor of its own shape, its size is the example batch's
(`selected_size`, the same two eager runs, the same conditions), and
`aten._assert_async` checks each batch's count against it: a batch that
selects another number stops the run with an error naming the line.
`decompositions.TracedReplacements` asks for it only where a use needs the
shape; uses that do not (a sum, CTC's targets) take a fixed-size form.
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


class UndecidedSize(Undecided):
    """A selection at `site` whose size the trace needs, not yet taken
    from the example batch."""

    def __init__(self, site: Site, function: str) -> None:
        from torch._subclasses.fake_tensor import DynamicOutputShapeException
        super().__init__(site, function, DynamicOutputShapeException(
            torch.ops.aten.masked_select.default))


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


#: the guards of the trace running now (`ValueGuards.active`), which
#: `selected_size` asks
_active: ValueGuards | None = None

#: while the example batch runs eagerly (`ValueGuards._observe`): the sizes
#: each selection site gives, in the order the code asks
_recording: dict[Site, list[int]] | None = None


def caller_site() -> tuple[Site, str]:
    """The site of the step's own code that called into the exporter (the
    first frame outside it and torch's tracing machinery), and its
    function's name."""
    frame: Any = sys._getframe(1)
    while frame is not None and not asks_for_itself(frame.f_code.co_filename):
        frame = frame.f_back
    if frame is None:
        return ("?", 0), "?"
    return _site(frame), frame.f_code.co_name


def selected_size(count: torch.Tensor, site: Site,
                  function: str = "?") -> int | None:
    """The size the selection at `site` (a boolean mask's selection:
    `count` is its 0-d number of elements) has in the step: in an eager
    run the count itself (recorded where the example batch runs); while a
    trace runs, the example batch's, asserted against `count` at run time.
    None where no trace's guards are active. Raises NotACheck where the
    example batch does not fix it (see the module's docstring)."""
    from torch._subclasses.fake_tensor import is_fake
    if not is_fake(count):
        value = int(count)
        if _recording is not None:
            _recording.setdefault(site, []).append(value)
        return value
    if _active is None:
        return None
    return _active.size(count, site, function)


class ValueGuards:
    """The sites decided so far (`assumed`: the value traced, `messages`:
    what the run-time assertion reports when the other holds; `sizes`:
    a selection's size), and the `bool()` hook that answers them while a
    trace runs (`active`)."""

    def __init__(self, example: Callable[[], object] | None = None) -> None:
        """`example`: runs the model eagerly on the example batch (the
        values a site that picks a computation is traced with), None where
        it cannot run (weights not materialized)."""
        self.assumed: dict[Site, bool] = {}
        self.messages: dict[Site, str] = {}
        self.sizes: dict[Site, int] = {}
        # The site being tried, the value tried, and the frame that asked.
        self._probe: tuple[Site, bool] | None = None
        self._probe_frame: Any = None
        self._example = example
        # The values the example batch gives each site, in two runs, and
        # the sizes it gives each selection site.
        self._observed: tuple[dict[Site, list[bool]], ...] | None = None
        self._observed_sizes: tuple[dict[Site, list[int]], ...] = ()

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

        global _active
        outer, _active = _active, self
        try:
            with _hooked(hook):
                yield
        finally:
            _active = outer

    def size(self, count: torch.Tensor, site: Site, function: str) -> int:
        """The size traced for the selection at `site` (see
        `selected_size`), with the assertion that `count` equals it."""
        if site not in self.sizes:
            # (decided outside the trace: the example batch runs eagerly)
            raise UndecidedSize(site, function)
        size = self.sizes[site]
        torch._assert_async(
            (count == size).reshape(()),
            "the selection at %s:%d `%s` has %d elements in the example "
            "batch, the size the step was traced with, and another number "
            "in this batch: the step holds only the traced size (export "
            "with an example batch that selects as many, or keep the "
            "selection's shape fixed: a mask over the full shape)" % (
                *site, linecache.getline(*site).strip(), size))
        return size

    def _observe(self) -> tuple[dict[Site, list[bool]], ...]:
        """The values the example batch gives each site, in the order the
        code asks, in two eager runs (a random choice differs between
        them); none where there is no example or it does not run."""
        global _recording
        if self._observed is not None:
            return self._observed
        runs: list[dict[Site, list[bool]]] = []
        sizes: list[dict[Site, list[int]]] = []
        for seed in (0, 1):
            seen: dict[Site, list[bool]] = {}
            sizes.append({})
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

            outer, _recording = _recording, sizes[-1]
            try:
                with torch.random.fork_rng(), _hooked(record):
                    torch.manual_seed(seed)
                    if self._example is not None:
                        self._example()
            except Exception:
                seen.clear()
                sizes[-1].clear()
            finally:
                _recording = outer
            runs.append(seen)
        self._observed = tuple(runs)
        self._observed_sizes = tuple(sizes)
        return self._observed

    def _decide_size(self, site: Site, function: str) -> None:
        """The example batch's size of the selection at `site`, or
        NotACheck where it does not fix one."""
        self._observe()
        first, second = (run.get(site) for run in self._observed_sizes)
        why = None
        if not first:
            why = ("the example batch could not be run eagerly to fix it"
                   if self._example is None or not second else
                   "the example batch's eager run did not reach it")
        elif first != second:
            why = "two runs on the same batch disagree (a random choice)"
        elif len(set(first)) != 1:
            why = "the example batch selects %s elements at its %d uses" % (
                ", ".join(map(str, sorted(set(first)))), len(first))
        if why is None and first:
            self.sizes[site] = first[0]
            return
        from torch._subclasses.fake_tensor import DataDependentOutputException
        raise NotACheck(
            DataDependentOutputException(torch.ops.aten.masked_select.default),
            "a selection by a boolean mask (`%s`) is used as a tensor of its "
            "own, whose size is the number of elements selected, and %s" % (
                linecache.getline(*site).strip(), why),
            (site[0], site[1], function))

    def _decide(self, undecided: Undecided, run: Callable[[], Any]) -> None:
        if isinstance(undecided, UndecidedSize):
            return self._decide_size(undecided.site, undecided.function)
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
