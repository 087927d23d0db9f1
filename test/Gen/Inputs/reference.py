"""Numpy reference of the training steps fsdp-gen emits.

Written independently of the generator's C++: it re-derives the argument
list, builds the same deterministic arguments, and computes the loss, the
gradients (float64, backward written by hand with einsum) and the optimizer
update. Used by check_step.py.
"""

import argparse
import math

import numpy as np

MULT = 2654435761
SEED_MULT = 97


# --------------------------------------------------------------------------
# Options (same names and defaults as fsdp-gen)


def _bool(s):
    if s in ("", "true", "1", "True"):
        return True
    if s in ("false", "0", "False"):
        return False
    raise argparse.ArgumentTypeError("bad bool " + s)


def parse_gen_args(argv):
    p = argparse.ArgumentParser(add_help=False)
    p.add_argument("--model", default="mlp")
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--width", default=None)
    p.add_argument("--batch", type=int, default=None)
    p.add_argument("--activation", default=None)
    p.add_argument("--bias", type=_bool, nargs="?", const=True, default=True)
    p.add_argument("--d-model", type=int, default=64)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--seq", type=int, default=16)
    p.add_argument("--vocab", type=int, default=128)
    p.add_argument("--ffn", type=int, default=None)
    p.add_argument("--tie-embeddings", type=_bool, nargs="?", const=True,
                   default=True)
    p.add_argument("--loss", default=None)
    p.add_argument("--optimizer", default="sgd")
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--betas", default="0.9,0.999")
    p.add_argument("--eps", type=float, default=1e-8)
    p.add_argument("--weight-decay", type=float, default=0.0)
    p.add_argument("--momentum", type=float, default=0.9)
    p.add_argument("--clip-grad-norm", type=float, default=0.0)
    p.add_argument("--dtype", default="f32")
    p.add_argument("--grid-size", type=int, default=4)
    p.add_argument("--sync", default="fsdp")
    p.add_argument("--fd-probes", type=int, default=2)
    p.add_argument("--fd-eps", type=float, default=1e-2)
    p.add_argument("--emit-test-main", action="store_true")
    p.add_argument("--emit-fd-main", action="store_true")
    c = p.parse_args(argv)
    mlp = c.model == "mlp"
    if c.batch is None:
        c.batch = 8 if mlp else 2
    if c.activation is None:
        c.activation = "relu" if mlp else "gelu"
    if c.loss is None:
        c.loss = "mse" if mlp else "cross-entropy"
    if mlp:
        ws = [int(w) for w in c.width.split(",")] if c.width else [16]
        c.widths = ws * (c.layers + 1) if len(ws) == 1 else ws
    if c.ffn is None:
        c.ffn = 4 * c.d_model
    c.beta1, c.beta2 = [float(b) for b in c.betas.split(",")]
    return c


# --------------------------------------------------------------------------
# Arguments


class Arg:
    def __init__(self, name, shape, role, kind="f32", scale=0.0, offset=0.0,
                 modulus=0):
        self.name, self.shape, self.role = name, tuple(shape), role
        self.kind, self.scale, self.offset, self.modulus = (
            kind, scale, offset, modulus)


INIT = {"weight": (1e-3, 0.0), "embedding": (1e-3, 0.0), "bias": (2e-4, 0.0),
        "gain": (2e-4, 1.0)}


def arg_list(c):
    """The argument list of @train_step: params, optimizer state, step,
    inputs."""
    pk = "bf16" if c.dtype == "bf16" else "f32"
    params = []

    def param(name, shape, init):
        s, o = INIT[init]
        params.append(Arg(name, shape, "param", pk, s, o))

    inputs = []
    if c.model == "mlp":
        w = c.widths
        for l in range(c.layers):
            param(f"layers.{l}.weight", (w[l], w[l + 1]), "weight")
            if c.bias:
                param(f"layers.{l}.bias", (w[l + 1],), "bias")
        inputs.append(Arg("x", (c.batch, w[0]), "input", scale=2e-3))
        if c.loss == "mse":
            inputs.append(Arg("y", (c.batch, w[-1]), "input", scale=2e-3))
        else:
            inputs.append(Arg("labels", (c.batch,), "input", "i64",
                              modulus=w[-1]))
    else:
        d, f, v = c.d_model, c.ffn, c.vocab
        param("wte", (v, d), "embedding")
        param("wpe", (c.seq, d), "embedding")

        def linear(name, i, o):
            param(name + ".weight", (i, o), "weight")
            if c.bias:
                param(name + ".bias", (o,), "bias")

        for l in range(c.layers):
            p = f"h.{l}"
            param(p + ".ln_1.weight", (d,), "gain")
            param(p + ".ln_1.bias", (d,), "bias")
            for n in ("q", "k", "v", "proj"):
                linear(f"{p}.attn.{n}", d, d)
            param(p + ".ln_2.weight", (d,), "gain")
            param(p + ".ln_2.bias", (d,), "bias")
            linear(p + ".mlp.fc", d, f)
            linear(p + ".mlp.proj", f, d)
        param("ln_f.weight", (d,), "gain")
        param("ln_f.bias", (d,), "bias")
        if not c.tie_embeddings:
            param("lm_head.weight", (d, v), "weight")
        for n in ("tokens", "targets"):
            inputs.append(Arg(n, (c.batch, c.seq), "input", "i64", modulus=v))

    args = list(params)
    if c.optimizer == "momentum":
        args += [Arg(p.name + ".momentum", p.shape, "opt_state", scale=1e-5)
                 for p in params]
    if c.optimizer in ("adam", "adamw"):
        args += [Arg(p.name + ".exp_avg", p.shape, "opt_state", scale=1e-5)
                 for p in params]
        args += [Arg(p.name + ".exp_avg_sq", p.shape, "opt_state",
                     scale=1e-7, offset=5e-5) for p in params]
        args.append(Arg("step", (), "step", offset=3.0))
    return args, len(params), args + inputs


def round_bf16(x):
    """float32 -> nearest-even bfloat16, returned as float32."""
    b = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    b = (b + (((b >> 16) & 1) + np.uint32(0x7FFF))) & np.uint32(0xFFFF0000)
    return b.view(np.float32)


def make_value(arg, seed):
    n = int(np.prod(arg.shape, dtype=np.int64))
    lin = np.arange(n, dtype=np.int64)
    if arg.kind == "i64":
        return ((lin * MULT + seed * SEED_MULT) % arg.modulus).reshape(
            arg.shape)
    r = (lin * MULT + seed * SEED_MULT) % 1000
    v = (r - 500).astype(np.float32) * np.float32(arg.scale)
    if arg.offset != 0.0:
        v = v + np.float32(arg.offset)
    if arg.kind == "bf16":
        v = round_bf16(v)
    return v.reshape(arg.shape)


# --------------------------------------------------------------------------
# Layers (float64)

_erf = np.vectorize(math.erf)


def act_fwd(kind, x):
    if kind == "relu":
        return np.maximum(x, 0.0)
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))


def act_bwd(kind, x, dy):
    if kind == "relu":
        return np.where(x > 0, dy, 0.0)
    cdf = 0.5 * (1.0 + _erf(x / math.sqrt(2.0)))
    pdf = np.exp(-0.5 * x * x) / math.sqrt(2.0 * math.pi)
    return dy * (cdf + x * pdf)


def ln_fwd(x, g, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    rstd = 1.0 / np.sqrt(var + eps)
    xhat = (x - mu) * rstd
    return xhat * g + b, (xhat, rstd)


def ln_bwd(saved, g, dy):
    xhat, rstd = saved
    dg = (dy * xhat).sum(0)
    db = dy.sum(0)
    dxhat = dy * g
    dx = rstd * (dxhat - dxhat.mean(-1, keepdims=True)
                 - xhat * (dxhat * xhat).mean(-1, keepdims=True))
    return dx, dg, db


def loss_fwd_bwd(kind, pred, target, classes):
    if kind == "mse":
        if target.dtype == np.int64:
            target = np.eye(classes)[target]
        diff = pred - target
        return (diff ** 2).mean(), 2.0 * diff / diff.size
    rows = pred.shape[0]
    m = pred.max(-1, keepdims=True)
    e = np.exp(pred - m)
    z = e.sum(-1, keepdims=True)
    lse = np.log(z)[:, 0] + m[:, 0]
    loss = (lse - pred[np.arange(rows), target]).mean()
    d = e / z
    d[np.arange(rows), target] -= 1.0
    return loss, d / rows


# --------------------------------------------------------------------------
# Models: return (loss, {param name: grad})


def mlp_step(c, P, inp):
    L = c.layers
    W = [P[f"layers.{l}.weight"] for l in range(L)]
    B = [P.get(f"layers.{l}.bias") for l in range(L)]
    acts, pre = [inp["x"]], []
    for l in range(L):
        h = acts[l] @ W[l]
        if B[l] is not None:
            h = h + B[l]
        pre.append(h)
        if l + 1 < L:
            acts.append(act_fwd(c.activation, h))
    target = inp["y"] if c.loss == "mse" else inp["labels"]
    loss, d = loss_fwd_bwd(c.loss, pre[-1], target, c.widths[-1])
    G = {}
    for l in reversed(range(L)):
        G[f"layers.{l}.weight"] = acts[l].T @ d
        if B[l] is not None:
            G[f"layers.{l}.bias"] = d.sum(0)
        if l > 0:
            d = act_bwd(c.activation, pre[l - 1], d @ W[l].T)
    return loss, G


def transformer_step(c, P, inp):
    Bn, S, D, H, V = c.batch, c.seq, c.d_model, c.heads, c.vocab
    Dh = D // H
    T = Bn * S
    scale = 1.0 / math.sqrt(Dh)
    ids = inp["tokens"].reshape(T)
    labels = inp["targets"].reshape(T)
    onehot = np.eye(V)[ids]
    x = onehot @ P["wte"] + np.tile(P["wpe"], (Bn, 1))
    mask = np.triu(np.ones((S, S), dtype=bool), 1)

    def lin(h, name):
        y = h @ P[name + ".weight"]
        if c.bias:
            y = y + P[name + ".bias"]
        return y

    saved = []
    for l in range(c.layers):
        p = f"h.{l}"
        s = {"x": x}
        h, s["ln1"] = ln_fwd(x, P[p + ".ln_1.weight"], P[p + ".ln_1.bias"])
        s["h"] = h
        q4, k4, v4 = (lin(h, f"{p}.attn.{n}").reshape(Bn, S, H, Dh)
                      for n in ("q", "k", "v"))
        sc = np.einsum("bihd,bjhd->bhij", q4, k4) * scale
        sc = np.where(mask, -np.inf, sc)
        e = np.exp(sc - sc.max(-1, keepdims=True))
        probs = e / e.sum(-1, keepdims=True)
        ctx = np.einsum("bhij,bjhd->bihd", probs, v4).reshape(T, D)
        x1 = x + lin(ctx, p + ".attn.proj")
        h2, s["ln2"] = ln_fwd(x1, P[p + ".ln_2.weight"], P[p + ".ln_2.bias"])
        u = lin(h2, p + ".mlp.fc")
        a = act_fwd(c.activation, u)
        x = x1 + lin(a, p + ".mlp.proj")
        s.update(q4=q4, k4=k4, v4=v4, probs=probs, ctx=ctx, h2=h2, u=u, a=a)
        saved.append(s)

    hf, lnf = ln_fwd(x, P["ln_f.weight"], P["ln_f.bias"])
    head = P["wte"].T if c.tie_embeddings else P["lm_head.weight"]
    logits = hf @ head
    loss, dlogits = loss_fwd_bwd(c.loss, logits, labels, V)

    G = {}

    def lin_bwd(xin, name, dy):
        G[name + ".weight"] = xin.T @ dy
        if c.bias:
            G[name + ".bias"] = dy.sum(0)
        return dy @ P[name + ".weight"].T

    dhf = dlogits @ head.T
    dwte = dlogits.T @ hf if c.tie_embeddings else 0.0
    if not c.tie_embeddings:
        G["lm_head.weight"] = hf.T @ dlogits
    dx, G["ln_f.weight"], G["ln_f.bias"] = ln_bwd(lnf, P["ln_f.weight"], dhf)

    for l in reversed(range(c.layers)):
        p, s = f"h.{l}", saved[l]
        da = lin_bwd(s["a"], p + ".mlp.proj", dx)
        du = act_bwd(c.activation, s["u"], da)
        dh2 = lin_bwd(s["h2"], p + ".mlp.fc", du)
        dln2, G[p + ".ln_2.weight"], G[p + ".ln_2.bias"] = ln_bwd(
            s["ln2"], P[p + ".ln_2.weight"], dh2)
        dx1 = dx + dln2
        dctx = lin_bwd(s["ctx"], p + ".attn.proj", dx1).reshape(Bn, S, H, Dh)
        probs = s["probs"]
        dprobs = np.einsum("bihd,bjhd->bhij", dctx, s["v4"])
        dv4 = np.einsum("bhij,bihd->bjhd", probs, dctx)
        dsc = probs * (dprobs - (probs * dprobs).sum(-1, keepdims=True))
        dsc = dsc * scale
        dq4 = np.einsum("bhij,bjhd->bihd", dsc, s["k4"])
        dk4 = np.einsum("bhij,bihd->bjhd", dsc, s["q4"])
        dh = (lin_bwd(s["h"], p + ".attn.q", dq4.reshape(T, D))
              + lin_bwd(s["h"], p + ".attn.k", dk4.reshape(T, D))
              + lin_bwd(s["h"], p + ".attn.v", dv4.reshape(T, D)))
        dln1, G[p + ".ln_1.weight"], G[p + ".ln_1.bias"] = ln_bwd(
            s["ln1"], P[p + ".ln_1.weight"], dh)
        dx = dx1 + dln1

    G["wpe"] = dx.reshape(Bn, S, D).sum(0)
    G["wte"] = onehot.T @ dx + dwte
    return loss, G


# --------------------------------------------------------------------------
# Optimizer


def optimizer_step(c, params, grads, states, step):
    """params/grads: lists in argument order. states: list of lists (one per
    state kind). Returns (new params, new states, new step)."""
    g = [gi.copy() for gi in grads]
    if c.clip_grad_norm > 0:
        norm = math.sqrt(sum(float((gi * gi).sum()) for gi in g))
        s = min(1.0, c.clip_grad_norm / (norm + 1e-6))
        c.clip_scale = s
        g = [gi * s for gi in g]
    wd, lr = c.weight_decay, c.lr
    new_p, new_s = [], [[] for _ in states]
    new_step = None
    if c.optimizer in ("adam", "adamw"):
        new_step = step + 1.0
        bc1 = 1.0 - c.beta1 ** new_step
        bc2 = 1.0 - c.beta2 ** new_step
    for i, w in enumerate(params):
        gi = g[i]
        if wd > 0 and c.optimizer != "adamw":
            gi = gi + wd * w
        if c.optimizer == "sgd":
            nw = w - lr * gi
        elif c.optimizer == "momentum":
            buf = c.momentum * states[0][i] + gi
            new_s[0].append(buf)
            nw = w - lr * buf
        else:
            base = w * (1.0 - lr * wd) if (c.optimizer == "adamw"
                                            and wd > 0) else w
            m = c.beta1 * states[0][i] + (1 - c.beta1) * gi
            v = c.beta2 * states[1][i] + (1 - c.beta2) * gi * gi
            new_s[0].append(m)
            new_s[1].append(v)
            denom = np.sqrt(v) / math.sqrt(bc2) + c.eps
            nw = base - (lr / bc1) * m / denom
        new_p.append(nw)
    return new_p, new_s, new_step


def reference_step(c):
    """Loss, gradients and the expected results of @train_step, in result
    order (each with its kind: 'param' or 'f32')."""
    state_args, nparams, all_args = arg_list(c)
    values = [make_value(a, i) for i, a in enumerate(all_args)]
    by_name = {a.name: v for a, v in zip(all_args, values)}
    params = [values[i].astype(np.float64) for i in range(nparams)]
    P = {all_args[i].name: params[i] for i in range(nparams)}
    inp = {a.name: by_name[a.name] for a in all_args if a.role == "input"}
    inp = {k: (v if v.dtype == np.int64 else v.astype(np.float64))
           for k, v in inp.items()}
    model = mlp_step if c.model == "mlp" else transformer_step
    loss, G = model(c, P, inp)
    grads = [G[all_args[i].name] for i in range(nparams)]
    nstate_kinds = {"sgd": 0, "momentum": 1}.get(c.optimizer, 2)
    states = [[values[nparams * (k + 1) + i].astype(np.float64)
               for i in range(nparams)] for k in range(nstate_kinds)]
    step = float(values[len(state_args) - 1]) if c.optimizer in (
        "adam", "adamw") else None
    new_p, new_s, new_step = optimizer_step(c, params, grads, states, step)
    results = [(p, "param") for p in new_p]
    for s in new_s:
        results += [(v, "f32") for v in s]
    if new_step is not None:
        results.append((np.array(new_step), "f32"))
    results.append((np.array(loss), "f32"))
    return results, grads, all_args, nparams
