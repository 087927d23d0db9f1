"""Step time of a JAX embedding model's training step under fsdp-run: the
embedding lookup as `jnp.take` (gather forward, scatter-add backward, which
the exporter lowers to a loop over the tokens: O(tokens x dim)) against the
one-hot formulation `one_hot(tokens, vocab) @ table` (a matmul forward and
backward: O(tokens x vocab x dim)), the only way to export an embedding
before the exporter lowered scatter.

The model: loss = mean((table[tokens] @ w - y)^2), SGD; the update of the
(vocab x dim) table costs the same in both. Prints one line per variant:

    variant=take|one_hot vocab=V dim=D tokens=T median_ms=... steps=...

(median over steps 2..K of fsdp-run's `time_ms`), the ratio, and the final
losses of both (the same model: they agree to rounding).

usage: python bench/jax_scatter_embedding.py [--vocab 32768] [--dim 64]
       [--rows 8] [--context 64] [--steps 10] [--ranks 1] [--fsdp]
(PYTHONPATH=python, FSDP_BIN=build/bin, the frontends' venv)
"""

import argparse
import os
import shutil
import statistics
import sys
import tempfile

import jax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", 2)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "python"))
from fsdp_mlir import tools  # noqa: E402
from fsdp_mlir.jax import export_train_step  # noqa: E402
from fsdp_mlir.testing.jax_models import data_parallel_step  # noqa: E402


def loss_take(params, tokens, y):
    e = jnp.take(params["table"], tokens, axis=0)
    return jnp.mean((e @ params["w"] - y) ** 2)


def loss_one_hot(params, tokens, y):
    vocab = params["table"].shape[0]
    e = jax.nn.one_hot(tokens, vocab, dtype=jnp.float32) @ params["table"]
    return jnp.mean((e @ params["w"] - y) ** 2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vocab", type=int, default=32768)
    ap.add_argument("--dim", type=int, default=64)
    ap.add_argument("--rows", type=int, default=8, help="rows per rank")
    ap.add_argument("--context", type=int, default=64)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--ranks", type=int, default=1)
    ap.add_argument("--fsdp", action="store_true",
                    help="run the fsdp-opt --fsdp-pipeline rewrite too")
    args = ap.parse_args()

    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    params = {"table": jax.random.normal(k1, (args.vocab, args.dim)) * 0.02,
              "w": jax.random.normal(k2, (args.dim, 8)) * 0.1}
    tx = optax.sgd(0.1)
    rng = np.random.default_rng(0)
    rows = args.rows * args.ranks
    batches = [(rng.integers(0, args.vocab, (rows, args.context))
                .astype(np.int32),
                rng.standard_normal((rows, args.context, 8), np.float32))
               for _ in range(args.steps)]
    devices = jax.devices()[:args.ranks]
    results = {}
    work = tempfile.mkdtemp(prefix="jax-scatter-bench-")
    for name, loss in (("take", loss_take), ("one_hot", loss_one_hot)):
        step = export_train_step(data_parallel_step(loss, tx, devices),
                                 (params, tx.init(params)), *batches[0])
        d = os.path.join(work, name)
        path = step.save(d, "ddp.mlir")
        inputs = step.save_inputs(d, batches)
        variants = [("ddp", path)]
        if args.fsdp:
            fsdp = os.path.join(d, "fsdp.mlir")
            tools.fsdp_opt(path, fsdp, "--fsdp-pipeline")
            variants.append(("fsdp", fsdp))
        for strategy, file in variants:
            run = tools.fsdp_run(file, args.ranks, args.steps,
                                 os.path.join(d, "state"), inputs,
                                 opt_level=None)
            times = [s["time_ms"] for s in run.per_step]
            losses = run.losses
            median = statistics.median(times[1:] if len(times) > 1 else times)
            results[name, strategy] = (median, losses[-1])
            print("variant=%s strategy=%s ranks=%d vocab=%d dim=%d tokens=%d "
                  "median_ms=%.3f steps=%d final_loss=%.9g" %
                  (name, strategy, args.ranks, args.vocab, args.dim,
                   args.rows * args.context, median, len(times), losses[-1]),
                  flush=True)
    shutil.rmtree(work, ignore_errors=True)
    for strategy in ("ddp", "fsdp"):
        if ("take", strategy) in results:
            t, lt = results["take", strategy]
            o, lo = results["one_hot", strategy]
            print("%s: one_hot / take step time = %.1f (%.3f / %.3f ms); "
                  "final losses %.9g vs %.9g" % (strategy, o / t, o, t, lo,
                                                 lt))


if __name__ == "__main__":
    main()
