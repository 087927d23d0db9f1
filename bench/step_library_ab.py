"""Times step libraries (`fsdp-run --emit-step=DIR`) of one step side by
side: each round runs every library's STEPS steps, in alternating order
(A B, then B A, ...), in this process (the runner library, 1 rank, the
BLAS on 1 thread), on the same state and batch (seeded random values, the
integer inputs in [0, --int-high), the optimizer's state zero). Prints each
library's median over the rounds of its mean step time and the ratio to the
first library, with the load average before and after.

What it is for: comparing two compilations of the same step where fsdp-run
has no option that switches between them (e.g. libraries emitted by the
builds before and after a change to the lowering). The libraries must
have the same arguments. A step without a BLAS call cannot be loaded here
(its library declares no runtime ABI): time it with fsdp-run.

usage: python bench/step_library_ab.py DIR_A DIR_B [...] [--rounds 3]
           [--steps 20] [--int-high 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import Any

import numpy as np

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
_REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(_REPO, "python"),
                os.path.join(_REPO, "build", "python")]

from fsdp_mlir import runner  # noqa: E402


def _value(arg: dict[str, Any], rng: np.random.Generator,
           int_high: int) -> np.ndarray:
    dtype = runner.NUMPY_TYPES[arg["dtype"]]
    shape = arg["full_shape"] if arg["state"] else arg["local_shape"]
    if arg["state"] and not arg["parameter"]:
        return np.zeros(shape, dtype)
    if np.issubdtype(dtype, np.integer):
        return np.asarray(rng.integers(0, int_high, shape).astype(dtype))
    return np.asarray((rng.standard_normal(shape) * 0.1).astype(dtype))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--int-high", type=int, default=2)
    o = parser.parse_args()
    rt = runner.runtime()
    sessions = []
    batches = []
    for d in o.dirs:
        session = runner._extension().Session(rt, d)
        rng = np.random.default_rng(0)
        args = session.args
        for k, a in enumerate(x for x in args if x["state"]):
            session.set_state(k, _value(a, rng, o.int_high))
        batch = [_value(a, rng, o.int_high) for a in args if not a["state"]]
        session.step(batch)  # warm: first-touch of its buffers
        sessions.append(session)
        batches.append(batch)
    print("load average at start:", " ".join(
        open("/proc/loadavg").read().split()[:3]))
    times: list[list[float]] = [[] for _ in o.dirs]
    for r in range(o.rounds):
        order = list(range(len(o.dirs)))
        if r % 2:
            order.reverse()
        for i in order:
            start = time.perf_counter()
            for _ in range(o.steps):
                sessions[i].step(batches[i])
            times[i].append((time.perf_counter() - start) / o.steps * 1e3)
    print("load average at end:", " ".join(
        open("/proc/loadavg").read().split()[:3]))
    first = statistics.median(times[0])
    print(f"mean step time (ms) over {o.steps} steps, median of {o.rounds} "
          "rounds")
    for d, t in zip(o.dirs, times):
        m = statistics.median(t)
        rounds = " ".join(f"{x:.2f}" for x in t)
        print(f"{d:40} {m:10.2f}  {m / first:6.3f} of the first  ({rounds})")


if __name__ == "__main__":
    main()
