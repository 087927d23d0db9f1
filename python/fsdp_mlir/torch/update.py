"""The optimizer's update traced once per kind of parameter, not per
parameter.

torch.optim's single-tensor kernels update each parameter from its own
gradient and state (`optim.py`), so the update of a model is the same small
graph again and again: a 32-layer Llama has 291 parameters of 6 shapes.
Tracing each parameter through make_fx and the fake-tensor dispatcher was a
quarter of the export's time; here each (parameter group, shapes, dtypes)
is traced once and its graph copied for every parameter of that kind, in
parameter order, with `clip_grad_norm`'s scaling (which couples the
parameters) traced once over all gradients before them.

The copied graph is the one tracing that parameter alone gives; only the
order of the update's first ops moves (each parameter's clones of its
inputs come before its own update instead of all clones first), and the
values are the same.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import torch
from torch.fx.experimental.proxy_tensor import make_fx

from . import optim
from .tracing import graph_module

#: an entry of OptimizerSpec.hyperparameters(): (name, group index, key,
#: tuple index)
Entry = tuple[str, int, str, Any]


def trace_update(spec: optim.OptimizerSpec, entries: Sequence[Entry],
                 params: Sequence[torch.Tensor],
                 state: Sequence[Sequence[torch.Tensor]],
                 grads: Sequence[torch.Tensor],
                 hyper: Sequence[torch.Tensor],
                 clip: Callable[[list[torch.Tensor]], list[torch.Tensor]]
                 | None,
                 decompositions: dict) -> torch.fx.GraphModule:
    """The graph of `update(*params, *state (kind-major), *grads, *hyper)
    -> (*new params, *new state (kind-major))`: `clip` on the gradients if
    given, then `spec.update`, functionalized, on fake tensors, with
    `decompositions`. `entries` name the `hyper` inputs."""
    n, kinds = len(params), len(state)
    args = [*params, *[t for row in state for t in row], *grads, *hyper]
    graph = torch.fx.Graph()
    root = torch.nn.Module()
    inputs = [graph.placeholder("arg%d_1" % k) for k in range(len(args))]
    hyper_inputs = inputs[len(args) - len(hyper):]
    grad_values: list[torch.fx.Node] = inputs[n * (kinds + 1):n * (kinds + 2)]
    if clip is not None:
        grad_values = _inline(graph, root,
                              _trace(lambda *g: tuple(clip(list(g))), grads,
                                     decompositions), grad_values)

    traced: dict[tuple, torch.fx.GraphModule] = {}
    new_params: list[Any] = []
    new_state: list[list[Any]] = [[] for _ in range(kinds)]
    for i in range(n):
        mine = [k for k, e in enumerate(entries)
                if e[1] == spec.group_index[i]]
        example = [params[i], *[row[i] for row in state], grads[i],
                   *[hyper[k] for k in mine]]
        key = (spec.group_index[i], tuple(mine),
               tuple((t.shape, t.dtype, t.stride()) for t in example))
        if key not in traced:
            traced[key] = _trace(_one(spec.restricted([i]), kinds,
                                      [entries[k] for k in mine]),
                                 example, decompositions)
        out = _inline(graph, root, traced[key],
                      [inputs[i], *[inputs[n * (1 + k) + i]
                                    for k in range(kinds)],
                       grad_values[i], *[hyper_inputs[k] for k in mine]])
        new_params.append(out[0])
        for k in range(kinds):
            new_state[k].append(out[1 + k])
    graph.output((*new_params, *[t for row in new_state for t in row]))
    return graph_module(root, graph)


def _one(spec: optim.OptimizerSpec, kinds: int, entries: Sequence[Entry]
         ) -> Callable[..., tuple[torch.Tensor, ...]]:
    """The update of one parameter: (param, *state, grad, *hyper) ->
    (new param, *new state)."""
    def update(param, *rest):
        hyper = {e[1:]: t for e, t in zip(entries, rest[kinds + 1:])}
        new_params, new_rows = spec.update(
            [param], [[s] for s in rest[:kinds]], [rest[kinds]], hyper)
        return (new_params[0], *[row[0] for row in new_rows])
    return update


def _trace(fn: Callable, args: Sequence[torch.Tensor], decompositions: dict
           ) -> torch.fx.GraphModule:
    # On fake tensors: nothing is computed (a model without weights has none
    # to compute with), and one fake mode serves every op.
    return make_fx(torch.func.functionalize(fn, remove="mutations_and_views"),
        decomposition_table=decompositions, tracing_mode="fake")(
            *[torch.empty_like(t, device="cpu") if t.is_meta else t
              for t in args])


def _inline(graph: torch.fx.Graph, root: torch.nn.Module,
            gm: torch.fx.GraphModule, inputs: Sequence[torch.fx.Node]
            ) -> list[Any]:
    """Copies `gm`'s nodes into `graph` on `inputs` (its placeholders, in
    order), its constants into `root` under fresh names; returns the values
    of its outputs in `graph`."""
    env: dict[torch.fx.Node, torch.fx.Node] = {}
    it = iter(inputs)
    for node in gm.graph.nodes:
        if node.op == "placeholder":
            value = next(it)
            if not value.meta:  # the first copy gives the input its type
                value.meta = dict(node.meta)
            env[node] = value
        elif node.op == "output":
            return list(torch.fx.node.map_arg(node.args[0], env.__getitem__))
        else:
            copy = graph.node_copy(node, env.__getitem__)
            if node.op == "get_attr":
                copy.target = "_update_constant%d" % len(root._buffers)
                root.register_buffer(copy.target,
                                     operator.attrgetter(node.target)(gm))
            env[node] = copy
    raise AssertionError("a traced graph without an output")
