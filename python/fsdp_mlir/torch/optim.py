"""torch.optim optimizers as pure functions of (parameters, state, gradients).

The update traced into the step is torch.optim's own single-tensor kernel
(`torch.optim.sgd.sgd`, `torch.optim.adam.adam`), the code `optimizer.step()`
runs, called on functional copies so that its in-place arithmetic becomes
values under `torch.func.functionalize`. Hyperparameters come from the
optimizer's `param_groups`, per parameter, so parameter groups with their own
learning rate or weight decay work.

State layout (the order of the `{fsdp.state}` arguments after the
parameters), one tensor per parameter and kind:

* SGD with momentum: `momentum_buffer`
* Adam / AdamW: `exp_avg`, `exp_avg_sq`, `step` (a 0-d float64 tensor, see
  AdamSpec.from_optimizer)

Hyperparameters a learning-rate scheduler changes (`scheduled`: the
learning rate; SGD's momentum and Adam's first beta, which OneCycleLR and
CyclicLR cycle) can be inputs of the update instead of constants: 0-d
float64 tensors, as Python floats are doubles in the eager step, one per
parameter group (`hyperparameters()`), passed to `update` as `hyper`.
"""

import importlib
from unittest import mock

import torch

_sgd = importlib.import_module("torch.optim.sgd").sgd
_adam = importlib.import_module("torch.optim.adam").adam


def _group_of(optimizer, param):
    for group in optimizer.param_groups:
        if any(p is param for p in group["params"]):
            return group
    raise ValueError("a parameter of the model is not in the optimizer; "
                     "build the optimizer on model.parameters()")


def _scalar(value, what):
    if isinstance(value, torch.Tensor):
        if value.numel() != 1:
            raise ValueError("%s must be a scalar" % what)
        return float(value.item())
    return value


class OptimizerSpec:
    """What the exporter needs to know about one optimizer."""

    #: state kinds, in argument order, each one tensor per parameter
    state_kinds: tuple[str, ...] = ()

    #: hyperparameters a scheduler may change: (name, param_groups key,
    #: index into the key's tuple or None)
    scheduled: tuple[tuple[str, str, int | None], ...] = (("lr", "lr", None),)

    def __init__(self, optimizer, params):
        self.groups = [_group_of(optimizer, p) for p in params]
        ids = [id(g) for g in optimizer.param_groups]
        self.group_index = [ids.index(id(g)) for g in self.groups]

    def hyperparameters(self):
        """[(name, group index, key, tuple index)] of the update's
        hyperparameter inputs: `scheduled` for each parameter group that
        holds a trained parameter; names `lr`, `momentum`, ... for one group,
        `group<k>.lr`, ... for several."""
        used = sorted(set(self.group_index))
        out = []
        for k in used:
            for name, key, index in self.scheduled:
                out.append(((name if len(used) == 1 else
                             "group%d.%s" % (k, name)), k, key, index))
        return out

    @staticmethod
    def hyperparameter_value(optimizer, entry):
        """The current value of hyperparameter `entry` (of hyperparameters())
        in `optimizer`."""
        _, k, key, index = entry
        value = optimizer.param_groups[k][key]
        return _scalar(value if index is None else value[index], key)

    def _hyper(self, hyper, i, key, index, default):
        """Parameter i's hyperparameter: the input tensor if the update takes
        it, else the group's constant."""
        if hyper is not None and (self.group_index[i], key, index) in hyper:
            return hyper[(self.group_index[i], key, index)]
        return default

    def initial_state(self, params):
        """The state before the first step, per kind, per parameter."""
        return [[self._init(kind, p) for p in params]
                for kind in self.state_kinds]

    def _init(self, kind, p):
        return torch.zeros_like(p, memory_format=torch.contiguous_format)

    def from_optimizer(self, kind, value):
        """The export's form of an optimizer's state tensor."""
        return value

    def to_optimizer(self, kind, value, param):
        """The optimizer's form of a state tensor of the export (the inverse
        of from_optimizer), for parameter `param`."""
        return value.to(param.dtype).contiguous()

    def eager_state(self, optimizer, params):
        """The optimizer's state after eager steps, in the export's layout."""
        out = []
        for kind in self.state_kinds:
            row = []
            for p in params:
                s = optimizer.state.get(p, {})
                if kind not in s:
                    raise ValueError("optimizer has no %r for a parameter" % kind)
                row.append(s[kind].detach().clone())
            out.append(row)
        return out

    def update(self, params, state, grads, hyper=None):
        """Returns (new params, new state), computed by torch.optim's kernel;
        `hyper`: {(group index, key, tuple index): 0-d tensor} of the
        hyperparameters that are inputs."""
        raise NotImplementedError


class SGDSpec(OptimizerSpec):
    def __init__(self, optimizer, params):
        super().__init__(optimizer, params)
        for g in self.groups:
            if g["dampening"] != 0 and g["momentum"] != 0:
                # torch.optim's first step copies the gradient into the buffer
                # instead of damping it; a step function with a zero-initialised
                # buffer would need the step count to reproduce that.
                raise NotImplementedError("SGD with dampening is not supported")
        self.momentum = [g["momentum"] != 0 for g in self.groups]
        if any(self.momentum) and not all(self.momentum):
            raise NotImplementedError(
                "SGD parameter groups mixing momentum and no momentum")
        self.state_kinds = ("momentum_buffer",) if all(self.momentum) else ()
        if self.state_kinds:
            self.scheduled = (("lr", "lr", None),
                              ("momentum", "momentum", None))

    def update(self, params, state, grads, hyper=None):
        params = [p.clone() for p in params]
        bufs = [b.clone() for b in state[0]] if self.state_kinds else None
        if hyper:
            return self._update_with_inputs(params, bufs, grads, hyper)
        for i, g in enumerate(self.groups):
            # One call per parameter: each may have its own group. With a zero
            # buffer, momentum * 0 + grad is torch.optim's first-step copy of
            # the gradient, bit for bit (dampening is zero).
            _sgd([params[i]], [grads[i]], [bufs[i]] if bufs else [None],
                 foreach=False, weight_decay=g["weight_decay"],
                 momentum=self._hyper(hyper, i, "momentum", None,
                                      g["momentum"]),
                 lr=self._hyper(hyper, i, "lr", None, _scalar(g["lr"], "lr")),
                 dampening=g["dampening"], nesterov=g["nesterov"],
                 maximize=g["maximize"])
        return params, ([bufs] if bufs else [])


    def _update_with_inputs(self, params, bufs, grads, hyper):
        """torch.optim.sgd's single-tensor step (no dampening) restated for
        a learning rate and momentum that are tensors: the kernel branches
        on `momentum != 0` and takes `alpha=` numbers, which tracing cannot
        do with tensors. Same operations in the same order."""
        for i, g in enumerate(self.groups):
            lr = self._hyper(hyper, i, "lr", None, _scalar(g["lr"], "lr"))
            grad = -grads[i] if g["maximize"] else grads[i]
            if g["weight_decay"] != 0:
                grad = grad.add(params[i], alpha=g["weight_decay"])
            if bufs is not None:
                momentum = self._hyper(hyper, i, "momentum", None,
                                       g["momentum"])
                bufs[i] = bufs[i].mul(momentum).add(grad)
                grad = (grad.add(bufs[i] * momentum) if g["nesterov"]
                        else bufs[i])
            params[i] = params[i].sub(grad * lr)
        return params, ([bufs] if bufs is not None else [])


class AdamSpec(OptimizerSpec):
    """Adam and AdamW (AdamW is Adam with `decoupled_weight_decay`)."""

    state_kinds = ("exp_avg", "exp_avg_sq", "step")
    scheduled = (("lr", "lr", None), ("beta1", "betas", 0))

    def __init__(self, optimizer, params):
        super().__init__(optimizer, params)
        for g in self.groups:
            if g.get("amsgrad"):
                raise NotImplementedError("Adam with amsgrad is not supported")

    def _init(self, kind, p):
        if kind == "step":
            return torch.tensor(0.0, dtype=torch.float64)
        return super()._init(kind, p)

    def from_optimizer(self, kind, value):
        # The step count is float64 in the step function: torch.optim's
        # eager path computes the bias corrections 1 - beta**step in Python
        # doubles, its capturable path (the one traced) in the step tensor's
        # dtype. In float32, 1 - 0.999**1 loses 1e-5 to cancellation, which
        # shows in every parameter; in float64 the traced step rounds like
        # eager. (The count itself is exact in either.)
        if kind == "step":
            return value.to(torch.float64)
        return value

    def to_optimizer(self, kind, value, param):
        # torch.optim's own (non-capturable) step count: a 0-d float32.
        if kind == "step":
            return value.to(torch.float32).reshape(())
        return super().to_optimizer(kind, value, param)

    def update(self, params, state, grads, hyper=None):
        params = [p.clone() for p in params]
        exp_avg, exp_avg_sq, steps = ([t.clone() for t in s] for s in state)
        # capturable=True keeps the step count a tensor (no `.item()`, which
        # tracing cannot do). torch.optim then checks the tensors are on a
        # device that CUDA graphs can capture unless it is being compiled,
        # which tracing is: say so, as torch.compile does.
        with mock.patch("torch.compiler.is_compiling", lambda: True):
            for i, g in enumerate(self.groups):
                beta1, beta2 = g["betas"]
                _adam([params[i]], [grads[i]], [exp_avg[i]], [exp_avg_sq[i]],
                      [], [steps[i]], foreach=False, capturable=True,
                      differentiable=False, fused=None, grad_scale=None,
                      found_inf=None, has_complex=False,
                      decoupled_weight_decay=g.get("decoupled_weight_decay",
                                                   False),
                      amsgrad=False,
                      beta1=self._hyper(hyper, i, "betas", 0,
                                        _scalar(beta1, "beta1")),
                      beta2=_scalar(beta2, "beta2"),
                      lr=self._hyper(hyper, i, "lr", None,
                                     _scalar(g["lr"], "lr")),
                      weight_decay=g["weight_decay"], eps=g["eps"],
                      maximize=g["maximize"])
        return params, [exp_avg, exp_avg_sq, steps]


def spec_for(optimizer, params):
    """The OptimizerSpec of a torch.optim optimizer instance."""
    if isinstance(optimizer, torch.optim.SGD):
        return SGDSpec(optimizer, params)
    if isinstance(optimizer, torch.optim.Adam):  # AdamW derives from Adam
        return AdamSpec(optimizer, params)
    raise NotImplementedError(
        "optimizer %s is not supported (SGD, Adam and AdamW are)" %
        type(optimizer).__name__)
