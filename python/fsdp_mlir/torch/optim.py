"""torch.optim optimizers as pure functions of (parameters, state, gradients).

The update traced into the step is torch.optim's own single-tensor kernel
(`torch.optim.sgd.sgd`, `torch.optim.rmsprop.rmsprop`, ...), the code
`optimizer.step()` runs, called on functional copies so that its in-place
arithmetic becomes values under `torch.func.functionalize`; where the
kernel needs numbers that are tensors here (the step count, a scheduled
learning rate), its eager form is restated op for op (Adam and AdamW
always: the kernel's capturable form divides by the step size, NaN at a
learning rate of 0). Hyperparameters come from the
optimizer's `param_groups`, per parameter, so parameter groups with their own
learning rate or weight decay work.

State layout (the order of the `{fsdp.state}` arguments after the
parameters), one tensor per parameter and kind:

* SGD with momentum: `momentum_buffer`
* Adam / AdamW: `exp_avg`, `exp_avg_sq`, `step` (a 0-d float64 tensor, see
  AdamSpec.from_optimizer), and `max_exp_avg_sq` with amsgrad
* RMSprop: `step`, `square_avg`, with momentum `momentum_buffer`, centered
  `grad_avg`
* Adagrad: `step`, `sum`
* Adamax: `exp_avg`, `exp_inf`, `step`
* NAdam: `exp_avg`, `exp_avg_sq`, `mu_product` (0-d float32, as eager keeps
  it), `step`
* RAdam: `exp_avg`, `exp_avg_sq`, `step`

Hyperparameters a learning-rate scheduler changes (`scheduled`: the
learning rate; SGD's momentum and Adam's first beta, which OneCycleLR and
CyclicLR cycle) can be inputs of the update instead of constants: 0-d
float64 tensors, as Python floats are doubles in the eager step, one per
parameter group (`hyperparameters()`), passed to `update` as `hyper`.
"""

import copy
import importlib
from unittest import mock

import torch

_sgd = importlib.import_module("torch.optim.sgd").sgd
_rmsprop = importlib.import_module("torch.optim.rmsprop").rmsprop
_adamax = importlib.import_module("torch.optim.adamax").adamax
_nadam = importlib.import_module("torch.optim.nadam").nadam
_radam = importlib.import_module("torch.optim.radam").radam


def _groups_of(optimizer, params):
    """The param group of each of `params`, in one pass over the groups."""
    params = list(params)
    group_of = {id(p): group for group in optimizer.param_groups
                for p in group["params"]}
    if any(id(p) not in group_of for p in params):
        raise ValueError("a parameter of the model is not in the optimizer; "
                         "build the optimizer on model.parameters()")
    return [group_of[id(p)] for p in params]


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

    #: attributes that are lists with one entry per parameter
    per_parameter: tuple[str, ...] = ("groups", "group_index")

    def __init__(self, optimizer, params):
        self.groups = _groups_of(optimizer, params)
        ids = [id(g) for g in optimizer.param_groups]
        self.group_index = [ids.index(id(g)) for g in self.groups]

    def restricted(self, indices):
        """This spec for the parameters at `indices` alone: its update is
        theirs (each kernel updates a parameter from its own gradient and
        state only), with their groups."""
        spec = copy.copy(self)
        for name in self.per_parameter:
            setattr(spec, name, [getattr(self, name)[i] for i in indices])
        return spec

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

    def check_scheduler(self, lr_scheduler, name):
        """Refuses a scheduler that changes a hyperparameter the update
        takes as a constant: OneCycleLR and CyclicLR with `cycle_momentum`
        cycle the momentum (or the first beta) of optimizers whose step
        does not take it as an input."""
        for s in [lr_scheduler, *getattr(lr_scheduler, "_schedulers", [])]:
            if not getattr(s, "cycle_momentum", False):
                continue
            key = "betas" if getattr(s, "use_beta1", False) else "momentum"
            if not any(k == key for _, k, _ in self.scheduled):
                raise NotImplementedError(
                    "%s with cycle_momentum on %s: the exported step takes "
                    "its %s as a constant (cycle_momentum=False trains)"
                    % (type(s).__name__, name,
                       "first beta" if key == "betas" else "momentum"))

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
    per_parameter = OptimizerSpec.per_parameter + ("momentum",)

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


class _StepCountSpec(OptimizerSpec):
    """An optimizer whose state holds a step count `step`: float64 in the
    step function (from_optimizer), torch.optim's 0-d float32 outside."""

    def _init(self, kind, p):
        if kind == "step":
            return torch.tensor(0.0, dtype=torch.float64)
        return super()._init(kind, p)

    def from_optimizer(self, kind, value):
        # The step count is float64 in the step function: torch.optim's
        # eager path computes the bias corrections 1 - beta**step in Python
        # doubles, its capturable path (the one traced; Adam's restatement
        # too) in the step tensor's dtype. In float32, 1 - 0.999**1 loses
        # 1e-5 to cancellation, which shows in every parameter; in float64
        # the traced step rounds like eager. (The count itself is exact in
        # either.)
        if kind == "step":
            return value.to(torch.float64)
        return value

    def to_optimizer(self, kind, value, param):
        # torch.optim's own (non-capturable) step count: a 0-d float32.
        if kind == "step":
            return value.to(torch.float32).reshape(())
        return super().to_optimizer(kind, value, param)

    def _uniform(self, what, key):
        """The parameter groups' common `key` (a bool option that changes
        the state kinds); mixing them is an error that says so."""
        values = {bool(g.get(key)) for g in self.groups}
        if len(values) > 1:
            raise NotImplementedError(
                "%s parameter groups mixing %s and no %s are not supported"
                % (what, key, key))
        return values.pop() if values else False


class AdamSpec(_StepCountSpec):
    """Adam and AdamW (AdamW is Adam with `decoupled_weight_decay`)."""

    scheduled = (("lr", "lr", None), ("beta1", "betas", 0))

    def __init__(self, optimizer, params):
        super().__init__(optimizer, params)
        self.amsgrad = self._uniform(type(optimizer).__name__, "amsgrad")
        self.state_kinds = ("exp_avg", "exp_avg_sq", "step") + (
            ("max_exp_avg_sq",) if self.amsgrad else ())

    def update(self, params, state, grads, hyper=None):
        """torch.optim.adam's single-tensor step as `optimizer.step()` runs
        it (not capturable), restated on tensors: the step count and the
        scheduled hyperparameters are tensors here, and the kernel's
        capturable form, which takes them, divides by the step size (NaN
        where a gradient element is 0 when the learning rate is 0, as at
        the start of a warmup; the eager form leaves the parameter). The
        same operations in the same order as the eager form: the bias
        corrections and the step size in float64 (Python's doubles there),
        then in the parameter's dtype."""
        new_params, exp_avg, exp_avg_sq, steps = [], [], [], []
        maxes: list | None = [] if self.amsgrad else None
        for i, g in enumerate(self.groups):
            beta1, beta2 = g["betas"]
            beta1 = self._hyper(hyper, i, "betas", 0, _scalar(beta1, "beta1"))
            beta2 = _scalar(beta2, "beta2")
            lr = self._hyper(hyper, i, "lr", None, _scalar(g["lr"], "lr"))
            param, grad = params[i], grads[i]
            if g["maximize"]:
                grad = -grad
            step = state[2][i] + 1
            if g["weight_decay"] != 0:
                if g.get("decoupled_weight_decay", False):
                    param = param * (1 - lr * g["weight_decay"])
                else:
                    grad = grad.add(param, alpha=g["weight_decay"])
            weight = 1 - beta1  # lerp's weight in the parameter's dtype
            avg = state[0][i].lerp(grad, weight.to(grad.dtype)
                                   if isinstance(weight, torch.Tensor)
                                   else weight)
            avg_sq = state[1][i].mul(beta2).addcmul(grad, grad,
                                                    value=1 - beta2)
            bias_correction1 = 1 - beta1 ** step
            bias_correction2 = 1 - beta2 ** step
            # (a number over a tensor would be its reciprocal times it)
            step_size = (lr if isinstance(lr, torch.Tensor) else
                         torch.full_like(bias_correction1, lr)
                         ) / bias_correction1
            bias_correction2_sqrt = bias_correction2 ** 0.5
            second = avg_sq
            if maxes is not None:
                second = torch.maximum(state[3][i], avg_sq)
                maxes.append(second)
            denom = (second.sqrt() / bias_correction2_sqrt).add(g["eps"])
            # addcdiv(value=v) computes param + v * exp_avg / denom, v in
            # the parameter's dtype.
            new_params.append(param + (-step_size).to(param.dtype) * avg
                              / denom)
            exp_avg.append(avg)
            exp_avg_sq.append(avg_sq)
            steps.append(step)
        return new_params, [exp_avg, exp_avg_sq, steps] + (
            [maxes] if maxes is not None else [])


def _capturing():
    """torch.optim's kernels on capturable step counts (tensors: no
    `.item()`, which tracing cannot do) check that the tensors are on a
    device CUDA graphs capture unless they are being compiled, which
    tracing is: say so, as torch.compile does."""
    return mock.patch("torch.compiler.is_compiling", lambda: True)


class RMSpropSpec(_StepCountSpec):
    """RMSprop, its kernel (the step count it keeps is not in the update)."""

    per_parameter = OptimizerSpec.per_parameter + ("momentum",)

    def __init__(self, optimizer, params):
        super().__init__(optimizer, params)
        self.momentum = [g["momentum"] > 0 for g in self.groups]
        if any(self.momentum) and not all(self.momentum):
            raise NotImplementedError(
                "RMSprop parameter groups mixing momentum and no momentum "
                "are not supported")
        self.centered = self._uniform("RMSprop", "centered")
        self.state_kinds = (("step", "square_avg") +
                            (("momentum_buffer",) if self.momentum
                             and all(self.momentum) else ()) +
                            (("grad_avg",) if self.centered else ()))

    def update(self, params, state, grads, hyper=None):
        params = [p.clone() for p in params]
        state = [[t.clone() for t in s] for s in state]
        by_kind = dict(zip(self.state_kinds, state))
        if hyper:
            self._update_with_inputs(params, by_kind, grads, hyper)
            return params, state
        bufs = by_kind.get("momentum_buffer")
        avgs = by_kind.get("grad_avg")
        with _capturing():
            for i, g in enumerate(self.groups):
                _rmsprop([params[i]], [grads[i]], [by_kind["square_avg"][i]],
                         [avgs[i]] if avgs else [],
                         [bufs[i]] if bufs else [], [by_kind["step"][i]],
                         foreach=False, maximize=g["maximize"],
                         differentiable=False, capturable=True,
                         has_complex=False, lr=_scalar(g["lr"], "lr"),
                         alpha=g["alpha"], eps=g["eps"],
                         weight_decay=g["weight_decay"],
                         momentum=g["momentum"], centered=g["centered"])
        return params, state

    def _update_with_inputs(self, params, by_kind, grads, hyper):
        """torch.optim.rmsprop's single-tensor step restated for a learning
        rate that is a tensor (the kernel takes it as `alpha=` and `value=`
        numbers, which the kernel computes with in the parameter's dtype).
        Same operations in the same order, in place in the lists."""
        square, bufs = by_kind["square_avg"], by_kind.get("momentum_buffer")
        avgs, steps = by_kind.get("grad_avg"), by_kind["step"]
        for i, g in enumerate(self.groups):
            lr = torch.as_tensor(-self._hyper(hyper, i, "lr", None,
                                              _scalar(g["lr"], "lr")),
                                 dtype=torch.float64).to(params[i].dtype)
            steps[i] = steps[i] + 1
            grad = -grads[i] if g["maximize"] else grads[i]
            if g["weight_decay"] != 0:
                grad = grad.add(params[i], alpha=g["weight_decay"])
            alpha = g["alpha"]
            square[i] = square[i].mul(alpha).addcmul(grad, grad,
                                                     value=1 - alpha)
            if avgs is not None:
                avgs[i] = avgs[i].lerp(grad, 1 - alpha)
                avg = square[i].addcmul(avgs[i], avgs[i], value=-1).sqrt()
            else:
                avg = square[i].sqrt()
            avg = avg.add(g["eps"])
            if bufs is not None:
                bufs[i] = bufs[i].mul(g["momentum"]).addcdiv(grad, avg)
                params[i] = params[i] + lr * bufs[i]
            else:
                params[i] = params[i] + lr * grad / avg


class AdagradSpec(_StepCountSpec):
    """Adagrad. Its kernel reads the step count as a number (`.item()`) for
    the learning-rate decay; restated here op for op with the count a
    float64 tensor, which is the same double arithmetic."""

    state_kinds = ("step", "sum")
    per_parameter = OptimizerSpec.per_parameter + ("initial",)

    def __init__(self, optimizer, params):
        super().__init__(optimizer, params)
        self.initial = [g["initial_accumulator_value"] for g in self.groups]

    def initial_state(self, params):
        return [[self._init("step", p) for p in params],
                [torch.full_like(p, self.initial[i],
                                 memory_format=torch.contiguous_format)
                 for i, p in enumerate(params)]]

    def update(self, params, state, grads, hyper=None):
        new_params, steps, sums = [], [], []
        for i, g in enumerate(self.groups):
            lr = self._hyper(hyper, i, "lr", None, _scalar(g["lr"], "lr"))
            step = state[0][i] + 1
            grad = -grads[i] if g["maximize"] else grads[i]
            if g["weight_decay"] != 0:
                grad = grad.add(params[i], alpha=g["weight_decay"])
            clr = lr / (1 + (step - 1) * g["lr_decay"])
            total = state[1][i].addcmul(grad, grad, value=1)
            std = total.sqrt().add(g["eps"])
            # addcdiv's `value` is a number; the kernel computes
            # param + value * grad / std with value in the parameter's dtype.
            new_params.append(params[i] + (-clr).to(params[i].dtype) * grad
                              / std)
            steps.append(step)
            sums.append(total)
        return new_params, [steps, sums]


class AdamaxSpec(_StepCountSpec):
    state_kinds = ("exp_avg", "exp_inf", "step")

    def update(self, params, state, grads, hyper=None):
        params = [p.clone() for p in params]
        exp_avg, exp_inf, steps = ([t.clone() for t in s] for s in state)
        with _capturing():
            for i, g in enumerate(self.groups):
                beta1, beta2 = g["betas"]
                _adamax([params[i]], [grads[i]], [exp_avg[i]], [exp_inf[i]],
                        [steps[i]], foreach=False, maximize=g["maximize"],
                        differentiable=False, capturable=True,
                        has_complex=False, eps=g["eps"],
                        lr=self._hyper(hyper, i, "lr", None,
                                       _scalar(g["lr"], "lr")),
                        beta1=beta1, beta2=beta2,
                        weight_decay=g["weight_decay"])
        return params, [exp_avg, exp_inf, steps]


class NAdamSpec(_StepCountSpec):
    # mu_product stays the 0-d float32 eager keeps: eager multiplies it by
    # a double each step and rounds to float32, which the traced step does.
    state_kinds = ("exp_avg", "exp_avg_sq", "mu_product", "step")

    def _init(self, kind, p):
        if kind == "mu_product":
            return torch.tensor(1.0, dtype=torch.float32)
        return super()._init(kind, p)

    def to_optimizer(self, kind, value, param):
        if kind == "mu_product":
            return value.to(torch.float32).reshape(())
        return super().to_optimizer(kind, value, param)

    def update(self, params, state, grads, hyper=None):
        params = [p.clone() for p in params]
        exp_avg, exp_avg_sq, mu, steps = ([t.clone() for t in s]
                                          for s in state)
        with _capturing():
            for i, g in enumerate(self.groups):
                beta1, beta2 = g["betas"]
                _nadam([params[i]], [grads[i]], [exp_avg[i]],
                       [exp_avg_sq[i]], [mu[i]], [steps[i]], foreach=False,
                       maximize=g["maximize"], differentiable=False,
                       capturable=True, has_complex=False,
                       decoupled_weight_decay=g["decoupled_weight_decay"],
                       beta1=beta1, beta2=beta2,
                       lr=self._hyper(hyper, i, "lr", None,
                                      _scalar(g["lr"], "lr")),
                       weight_decay=g["weight_decay"],
                       momentum_decay=g["momentum_decay"], eps=g["eps"])
        return params, [exp_avg, exp_avg_sq, mu, steps]


class RAdamSpec(_StepCountSpec):
    state_kinds = ("exp_avg", "exp_avg_sq", "step")

    def update(self, params, state, grads, hyper=None):
        params = [p.clone() for p in params]
        exp_avg, exp_avg_sq, steps = ([t.clone() for t in s] for s in state)
        with _capturing():
            for i, g in enumerate(self.groups):
                beta1, beta2 = g["betas"]
                _radam([params[i]], [grads[i]], [exp_avg[i]],
                       [exp_avg_sq[i]], [steps[i]], foreach=False,
                       maximize=g["maximize"], differentiable=False,
                       capturable=True, has_complex=False,
                       decoupled_weight_decay=g["decoupled_weight_decay"],
                       beta1=beta1, beta2=beta2,
                       lr=self._hyper(hyper, i, "lr", None,
                                      _scalar(g["lr"], "lr")),
                       weight_decay=g["weight_decay"], eps=g["eps"])
        return params, [exp_avg, exp_avg_sq, steps]


_SPECS: tuple[tuple[type, type[OptimizerSpec]], ...] = (
    (torch.optim.SGD, SGDSpec),
    (torch.optim.Adam, AdamSpec),  # AdamW derives from Adam
    (torch.optim.RMSprop, RMSpropSpec),
    (torch.optim.Adagrad, AdagradSpec),
    (torch.optim.Adamax, AdamaxSpec),
    (torch.optim.NAdam, NAdamSpec),
    (torch.optim.RAdam, RAdamSpec),
)


def spec_for(optimizer, params):
    """The OptimizerSpec of a torch.optim optimizer instance."""
    for cls, spec in _SPECS:
        if isinstance(optimizer, cls):
            return spec(optimizer, params)
    raise NotImplementedError(
        "optimizer %s is not supported (%s are)" % (
            type(optimizer).__name__,
            ", ".join(c.__name__ + (", AdamW" if c is torch.optim.Adam
                                    else "") for c, _ in _SPECS)))
