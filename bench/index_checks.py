"""What fsdp-check-indices costs: the GPT step exported by the PyTorch
frontend (bench/exported_gpt.py's model: token and position embeddings,
whose gathers are checked, and cross-entropy, whose label gather is) run by
fsdp-run with --check-indices and with --check-indices=false, interleaved
rounds in one run, full shard on N ranks of one thread. Each figure is the
median over steps 2..K of the slowest rank's step time.

usage: python bench/index_checks.py [--bin build/bin] [--vocab 1024]
       [--ranks 2] [--steps 8] [--rounds 2] [--batch 8] [--layers 4]
       [--d-model 512] [--heads 8] [--seq 256] [--out /tmp/fsdp-index-checks]
"""

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exported_gpt import export, fsdp_median_ms  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bin", default="build/bin")
    p.add_argument("--vocab", type=int, default=1024)
    p.add_argument("--ranks", type=int, default=2)
    p.add_argument("--steps", type=int, default=8)
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--batch", type=int, default=8, help="rows per rank")
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--d-model", type=int, default=512)
    p.add_argument("--heads", type=int, default=8)
    p.add_argument("--seq", type=int, default=256)
    p.add_argument("--out", default="/tmp/fsdp-index-checks")
    opts = p.parse_args()
    os.makedirs(opts.out, exist_ok=True)
    print("load average before: %s" % open("/proc/loadavg").read().split()[:3])
    step = export(opts, opts.vocab, opts.out)["fsdp"]
    state = ["--load-state=" + os.path.join(opts.out, "state"),
             "--inputs=" + os.path.join(opts.out, "inputs")]
    times = {"checked": [], "unchecked": []}
    for r in range(opts.rounds):
        for name, flag in (("checked", "--check-indices"),
                           ("unchecked", "--check-indices=false")):
            ms = fsdp_median_ms(opts, step, state + [flag])
            times[name].append(ms)
            print("round %d %s: %.1f ms" % (r + 1, name, ms), flush=True)
    print("load average after: %s" % open("/proc/loadavg").read().split()[:3])
    checked = statistics.median(times["checked"])
    unchecked = statistics.median(times["unchecked"])
    print("median step: checked %.1f ms, unchecked %.1f ms, ratio %.3f" %
          (checked, unchecked, checked / unchecked))


if __name__ == "__main__":
    main()
