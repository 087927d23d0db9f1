"""Models built without their weights, initialized by fsdp-run shard by shard.

    with fsdp_mlir.torch.init_empty():
        model = GPT2LMHeadModel(config)       # parameters on the meta device
    step = export_train_step(model, loss_fn, batch, optimizer, grid=2)
    step.save("out")                          # out/state/init.json: recipes

Inside `init_empty()` every parameter moves to the meta device as it is
registered (`nn.Module.register_parameter`, as accelerate's
`init_empty_weights` does), so no weight is ever in memory; buffers stay
real (a rotary embedding's `inv_freq`, a causal mask). The module's own
initialization still runs -- `reset_parameters`, transformers'
`_init_weights`, `nn.init.*` -- and what it does to each parameter is
recorded as a recipe: a short list of elementwise steps, each over the whole
tensor or a box of it (an embedding's `padding_idx` row):

* `uniform(a, b)`, `normal(mean, std)`, `fill(value)` (zeros, ones,
  constants): `nn.init.uniform_/normal_/constant_/zeros_/ones_`,
  `Tensor.uniform_/normal_/fill_/zero_`, and every initializer built on them:
  `kaiming_uniform_`/`kaiming_normal_` (the `nn.Linear`, `nn.Conv*`
  defaults), `xavier_*`, `nn.Embedding`'s normal(0, 1);
* `trunc_normal(mean, std, a, b)`: `nn.init.trunc_normal_` (a no-op on
  meta tensors in torch itself, recorded here);
* `erfinv`, `mul(c)`, `add(c)`, `clamp(lo, hi)`: what other libraries'
  truncated normals (timm's) are made of.

The other initializers that torch skips on meta tensors
(`orthogonal_`, `dirac_`, `eye_`, `sparse_`) make the recipe unknown.
A parameter created from values (`nn.Parameter(torch.ones(d))`) starts as
`fill` when they are all equal, else its values are kept and exported as a
file. Anything else that writes a parameter (`orthogonal_`, a `copy_` from
a computed tensor) makes its recipe unknown, and the export names it.
fsdp-run draws the random steps from a counter-based generator keyed by its
`--seed`, the state argument and each element's index in the full tensor:
every rank computes only its shard, and the values do not depend on the
number of ranks. They follow the recipe's distribution, not PyTorch's
random stream.
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import torch
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.overrides import TorchFunctionMode
from torch.utils._python_dispatch import TorchDispatchMode

aten = torch.ops.aten

#: One step: {"op": ..., its scalars..., "region": [[start, count, step]
#: per dimension]} (no "region": the whole tensor).
Step = dict[str, Any]


@dataclass
class Recipe:
    """How a parameter's values are made."""

    shape: tuple[int, ...]
    steps: list[Step] = field(default_factory=list)
    #: the elements no step has written yet are `torch.empty`'s garbage
    unset: bool = True
    #: why no recipe exists (the op that wrote the tensor), or None
    unknown: str | None = None
    #: the initial values, when the parameter was created from them
    values: torch.Tensor | None = None
    #: the parameter whose storage this is (checked on lookup: a storage's
    #: address can be reused once it is freed)
    owner: Any = None

    def copy(self) -> Recipe:
        return Recipe(self.shape, [dict(s) for s in self.steps], self.unset,
                      self.unknown, self.values, self.owner)

    def record(self, step: Step | None, t: torch.Tensor, op: str) -> None:
        """Adds `step` (None: not one fsdp-run can do), the ATen op `op`
        wrote into the view `t` of this recipe's tensor."""
        region = _region(t, self.shape)
        if step is None or region == "not a box":
            self.unknown = self.unknown or "%s on %s" % (
                op, "a strided view" if step else "its values")
        else:
            self.apply(step, region if isinstance(region, list) else None)

    def apply(self, step: Step, region: list[list[int]] | None) -> None:
        if region is not None:
            step["region"] = region
        elif step["op"] in _FRESH:
            self.steps.clear()
            self.unset = False
            self.values = None
        if self.values is not None:
            # Values with steps on them: kept as computed values instead.
            self.unknown = self.unknown or "aten.%s_ on a parameter created " \
                "from non-constant values" % step["op"]
        self.steps.append(step)


#: Steps that replace the values they cover.
_FRESH = ("uniform", "normal", "trunc_normal", "fill")

#: storage address -> the recipe of the tensor it holds.
_RECIPES: dict[int, Recipe] = {}


def _key(t: torch.Tensor) -> int:
    return t.untyped_storage()._cdata


def _scalar(value: Any) -> float | None:
    if isinstance(value, (int, float, bool)):
        return float(value)
    if (isinstance(value, torch.Tensor) and value.dim() == 0
            and not value.is_meta):
        return float(value.item())
    return None


def _region(t: torch.Tensor, shape: tuple[int, ...]
            ) -> list[list[int]] | None | str:
    """The part of a contiguous tensor of `shape` (on t's storage) that
    the view `t` covers, as [start, count, step] per dimension: None when it
    is all of it, "not a box" when it is no rectangular part."""
    strides = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        strides[d] = strides[d + 1] * max(shape[d + 1], 1)
    box = [[0, 1, 1] for _ in shape]
    offset = int(t.storage_offset())
    for d, s in enumerate(strides):
        box[d][0], offset = divmod(offset, s)
    used = set()
    for size, stride in zip(t.shape, t.stride()):
        if size == 1:
            continue
        for d, s in enumerate(strides):
            if d not in used and shape[d] > 1 and stride % s == 0 and \
                    stride // s * (size - 1) + box[d][0] < shape[d]:
                used.add(d)
                box[d][1:] = [size, stride // s]
                break
        else:
            return "not a box"
    if any(b[0] + (b[1] - 1) * b[2] >= n or b[0] < 0
           for b, n in zip(box, shape)) or offset:
        return "not a box"
    if all(b == [0, n, 1] for b, n in zip(box, shape)):
        return None
    return box


def _step(func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]
          ) -> Step | None:
    """The step an in-place ATen op on args[0] is, or None."""
    packet = func.overloadpacket
    a = list(args[1:]) + [None] * 3

    def arg(i: int, name: str, default: Any) -> Any:
        if name in kwargs:
            return kwargs[name]
        return default if a[i] is None else a[i]

    if packet is aten.uniform_:
        lo, hi = arg(0, "from", 0.0), arg(1, "to", 1.0)
        return {"op": "uniform", "a": float(lo), "b": float(hi)}
    if packet is aten.normal_:
        return {"op": "normal", "mean": float(arg(0, "mean", 0.0)),
                "std": float(arg(1, "std", 1.0))}
    if packet in (aten.fill_, aten.zero_):
        value = 0.0 if packet is aten.zero_ else _scalar(arg(0, "value", None))
        return None if value is None else {"op": "fill", "value": value}
    if packet is aten.erfinv_:
        return {"op": "erfinv"}
    if packet in (aten.mul_, aten.div_):
        c = _scalar(arg(0, "other", None))
        if c is None:
            return None
        return {"op": "mul", "value": c if packet is aten.mul_ else 1.0 / c}
    if packet in (aten.add_, aten.sub_):
        c = _scalar(arg(0, "other", None))
        alpha = _scalar(kwargs.get("alpha", a[1] if a[1] is not None else 1))
        if c is None or alpha is None:
            return None
        sign = 1.0 if packet is aten.add_ else -1.0
        return {"op": "add", "value": sign * alpha * c}
    if packet in (aten.clamp_, aten.clamp_min_, aten.clamp_max_):
        lo = arg(0, "min", None) if packet is not aten.clamp_max_ else None
        hi = (arg(1, "max", None) if packet is aten.clamp_
              else arg(0, "max", None) if packet is aten.clamp_max_ else None)
        lo, hi = _scalar(lo) if lo is not None else -math.inf, \
            _scalar(hi) if hi is not None else math.inf
        if lo is None or hi is None:
            return None
        return {"op": "clamp", "lo": lo, "hi": hi}
    return None


#: Factory ops whose result is garbage until written.
_EMPTY = {aten.empty, aten.empty_like, aten.empty_strided, aten.new_empty,
          aten.new_empty_strided}


class _Recorder(TorchDispatchMode):
    """Follows the writes to parameters' storages (`_RECIPES`) while a model
    is built."""

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (),
                           kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        schema = func._schema
        given = list(zip(schema.arguments, args)) + [
            (s, kwargs[s.name]) for s in schema.arguments if s.name in kwargs]
        written = [a for s, a in given
                   if isinstance(a, torch.Tensor) and s.alias_info is not None
                   and s.alias_info.is_write]
        source = (_RECIPES.get(_key(args[0]))
                  if args and isinstance(args[0], torch.Tensor)
                  and func.overloadpacket in (aten._to_copy, aten.clone)
                  else None)
        out = func(*args, **kwargs)
        for t in written:
            recipe = _RECIPES.get(_key(t))
            if recipe is None:
                continue
            recipe.record(_step(func, args, kwargs) if t is args[0] else None,
                          t, str(func))
        if not written and isinstance(out, torch.Tensor) and not any(
                r.alias_info for r in schema.returns if r.alias_info):
            # A new storage: forget what an old one at its address was.
            if func.overloadpacket in _EMPTY:
                _RECIPES[_key(out)] = Recipe(tuple(out.shape))
            elif source is not None and tuple(out.shape) == source.shape:
                # `.to(dtype)` / `.clone()` of a recorded tensor.
                _RECIPES[_key(out)] = source.copy()
            elif func.overloadpacket is aten.randn:
                _RECIPES[_key(out)] = Recipe(tuple(out.shape), [
                    {"op": "normal", "mean": 0.0, "std": 1.0}], unset=False)
            elif func.overloadpacket is aten.rand:
                _RECIPES[_key(out)] = Recipe(tuple(out.shape), [
                    {"op": "uniform", "a": 0.0, "b": 1.0}], unset=False)
            else:
                _RECIPES.pop(_key(out), None)
        return out


_INIT_FILE = os.path.abspath(torch.nn.init.__file__)
_IS_META = torch._C.TensorBase.__dict__["is_meta"]


class _SkippedInits(TorchFunctionMode):
    """Marks a recorded parameter unknown when an `nn.init` function asks
    whether it is on the meta device -- the question they ask before
    skipping it (`orthogonal_`, `dirac_`, `eye_`, `sparse_`)."""

    def __torch_function__(self, func: Any, types: Any, args: Any = (),
                           kwargs: Any = None) -> Any:
        if getattr(func, "__self__", None) is _IS_META and args and \
                isinstance(args[0], torch.Tensor):
            frame = sys._getframe(1)
            while frame is not None and not frame.f_code.co_filename.endswith(
                    os.sep + "init.py"):
                frame = frame.f_back  # type: ignore[assignment]
            recipe = _RECIPES.get(_key(args[0]))
            if (frame is not None and recipe is not None and
                    os.path.abspath(frame.f_code.co_filename) == _INIT_FILE):
                recipe.unknown = recipe.unknown or (
                    "nn.init.%s, which does nothing on the meta device" %
                    frame.f_code.co_name)
        return func(*args, **(kwargs or {}))


def _trunc_normal(original: Any) -> Any:
    def trunc_normal(tensor: torch.Tensor, mean: float, std: float, a: float,
                     b: float, generator: Any = None) -> torch.Tensor:
        meta = tensor.device.type == "meta"  # not is_meta: see _SkippedInits
        recipe = _RECIPES.get(_key(tensor)) if meta else None
        if recipe is None:
            return original(tensor, mean, std, a, b, generator=generator)
        recipe.record({"op": "trunc_normal", "mean": float(mean),
                       "std": float(std), "a": float(a), "b": float(b)},
                      tensor, "nn.init.trunc_normal_")
        return tensor

    return trunc_normal


def _register_parameter(original: Any) -> Any:
    def register(module: torch.nn.Module, name: str,
                 param: torch.nn.Parameter | None) -> None:
        if param is not None and not param.is_meta:
            recipe = _RECIPES.pop(_key(param), None)
            if recipe is None:
                recipe = Recipe(tuple(param.shape), unset=False)
                flat = param.detach().reshape(-1)
                if flat.numel() and bool((flat == flat[0]).all()):
                    recipe.steps.append({"op": "fill",
                                         "value": float(flat[0])})
                elif flat.numel():
                    recipe.values = param.detach().clone()
            param = torch.nn.Parameter(param.detach().to("meta"),
                                       requires_grad=param.requires_grad)
            recipe.owner = weakref.ref(param)
            _RECIPES[_key(param)] = recipe
        elif param is not None and _key(param) in _RECIPES:
            # A new Parameter on a recorded meta tensor (a `.clone()`).
            _RECIPES[_key(param)].owner = weakref.ref(param)
        original(module, name, param)

    return register


@contextlib.contextmanager
def init_empty() -> Iterator[None]:
    """Builds modules without their weights: parameters on the meta device,
    their initialization recorded (see the module's doc); buffers real."""
    original = torch.nn.Module.register_parameter
    trunc_normal = torch.nn.init._no_grad_trunc_normal_
    torch.nn.Module.register_parameter = _register_parameter(  # type: ignore
        original)
    # nn.init.trunc_normal_ looks its worker up when it is called.
    torch.nn.init._no_grad_trunc_normal_ = _trunc_normal(trunc_normal)
    try:
        with _Recorder(), _SkippedInits():
            yield
    finally:
        torch.nn.Module.register_parameter = original  # type: ignore
        torch.nn.init._no_grad_trunc_normal_ = trunc_normal
        for k in [k for k, r in _RECIPES.items()
                  if r.owner is None or r.owner() is None]:
            del _RECIPES[k]


def json_steps(recipe: Recipe) -> list[Step]:
    """`recipe`'s steps as init.json holds them (JSON has no infinities: an
    open clamp bound is null)."""
    return [{k: None if isinstance(v, float) and math.isinf(v) else v
             for k, v in s.items()} for s in recipe.steps]


@contextlib.contextmanager
def materialized(model: torch.nn.Module
                 ) -> Iterator[FakeTensorMode | None]:
    """While a tracer that wants CPU tensors looks at `model`, its meta
    parameters are stood in for by fake CPU tensors (shapes, no memory; a
    tied one by one stand-in). Yields their fake mode (None without meta
    parameters): AOT autograd traces the joint graph a second time for real,
    factory ops included, and computes nothing only inside it."""
    mode = FakeTensorMode(allow_non_fake_inputs=True)
    stand_ins: dict[int, torch.Tensor] = {}
    swapped = []
    for module in model.modules():
        for name, p in module._parameters.items():
            if p is None or not p.is_meta:
                continue
            if id(p) not in stand_ins:
                with mode:
                    fake = torch.empty_strided(p.shape, p.stride(),
                                               dtype=p.dtype, device="cpu")
                stand_ins[id(p)] = fake.requires_grad_(p.requires_grad)
            swapped.append((module, name, p))
            module._parameters[name] = stand_ins[id(p)]  # type: ignore
    try:
        yield mode if swapped else None
    finally:
        for module, name, p in swapped:
            module._parameters[name] = p


def forget(params: list[torch.Tensor]) -> None:
    """Drops the recipes of `params` (which are about to hold values)."""
    for p in params:
        _RECIPES.pop(_key(p), None)


def recipe_of(name: str, param: torch.Tensor) -> Recipe:
    """The recipe of meta parameter `param` (`name` in errors); raises
    NotImplementedError when it has none fsdp-run can follow."""
    recipe = _RECIPES.get(_key(param))
    owner = recipe.owner() if recipe is not None and recipe.owner else None
    if recipe is None or owner is None or _key(owner) != _key(param):
        raise NotImplementedError(
            "parameter %r is on the meta device without a recorded "
            "initialization: build the model inside "
            "fsdp_mlir.torch.init_empty() (which records it), or on the CPU"
            % name)
    if recipe.unknown:
        raise NotImplementedError(
            "parameter %r: its initialization cannot be done by fsdp-run "
            "(%s); fsdp-run does uniform, normal, constants and "
            "trunc_normal (docs/guides/frontends.md, \"Models without their "
            "weights\"): build the model on the CPU, or initialize this "
            "parameter with one of those" % (name, recipe.unknown))
    if recipe.unset:
        raise NotImplementedError(
            "parameter %r is created by torch.empty and never initialized "
            "(or only in part): its values would be garbage" % name)
    return recipe
