#!/usr/bin/env python3
"""Checks of the rows fsdp-run --data/--data-npy read (its --data-dump lines).

  dataset_check.py tokens FILE DTYPE T RANKS ROWS DUMP...
      every row holds the window of its sample (input tokens[sT:sT+T],
      target tokens[sT+1:sT+T+1]); per step, rank r read positions
      [p0 + r*ROWS, p0 + (r+1)*ROWS), disjoint, whose union is the global
      batch; the samples of an epoch are distinct; prints per epoch whether
      it read every sample (a full permutation)
  dataset_check.py npy DIR RANKS ROWS DUMP...
      the same, for rows of DIR/arg<i>.npy
  dataset_check.py same A.. -- B..
      the dumps A and B hold the same global batches (same steps, epochs,
      positions, samples, and values of the inputs in argument order),
      whatever rank read them
  dataset_check.py poke FILE DTYPE T DUMP STEP RANK VALUE
      writes VALUE into the middle of the first window RANK read at STEP
  dataset_check.py order DUMP...
      prints the samples of every step, in position order
"""

import os
import sys
from collections import defaultdict

import numpy as np


def parse(paths):
    rows = []
    for path in paths:
        with open(path) as f:
            for line in f:
                fields = dict(kv.split("=", 1) for kv in line.split())
                row = {k: int(fields[k]) for k in
                       ("step", "epoch", "rank", "position", "sample")}
                row["values"] = {k: v for k, v in fields.items()
                                 if k.startswith("arg")}
                rows.append(row)
    return rows


def check_layout(rows, ranks, per_rank):
    """Ranks read disjoint slices of each step's global batch, in rank order,
    and an epoch never repeats a sample."""
    by_step = defaultdict(list)
    for r in rows:
        by_step[r["step"]].append(r)
    g = ranks * per_rank
    seen = defaultdict(set)
    for step, rs in sorted(by_step.items()):
        positions = sorted(r["position"] for r in rs)
        first = positions[0]
        assert first % g == 0, (step, first)
        assert positions == list(range(first, first + g)), (step, positions)
        assert len({r["epoch"] for r in rs}) == 1, step
        for r in rs:
            assert (r["position"] - first) // per_rank == r["rank"], r
            assert r["sample"] not in seen[r["epoch"]], r
            seen[r["epoch"]].add(r["sample"])
    return by_step, seen


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "tokens" or cmd == "npy":
        if cmd == "tokens":
            path, dtype, t, ranks, per_rank = args[:5]
            dumps = args[5:]
            tokens = np.fromfile(path, dtype=np.dtype(dtype).newbyteorder("<"))
            t = int(t)
        else:
            npy_dir, ranks, per_rank = args[:3]
            dumps = args[3:]
        rows = parse(dumps)
        by_step, seen = check_layout(rows, int(ranks), int(per_rank))
        args_seen = sorted(rows[0]["values"])
        for r in rows:
            s = r["sample"]
            v = r["values"]
            if cmd == "tokens":
                a, b = args_seen
                want_in = ",".join(map(str, tokens[s * t:s * t + t]))
                want_tg = ",".join(map(str, tokens[s * t + 1:s * t + t + 1]))
                assert v[a] == want_in and v[b] == want_tg, r
                samples = (len(tokens) - 1) // t
            else:
                for name, text in v.items():
                    a = np.load(os.path.join(npy_dir, name + ".npy"),
                                mmap_mode="r")
                    # %.9g round-trips an f32.
                    got = np.array([float(x) for x in text.split(",")],
                                   dtype=a.dtype)
                    want = np.asarray(a[s]).reshape(-1)
                    assert np.array_equal(got, want), (r, got, want)
                    samples = a.shape[0]
        print("rows=%d steps=%d ok" % (len(rows), len(by_step)))
        for e in sorted(seen):
            full = seen[e] == set(range(samples))
            print("epoch %d: %d distinct samples%s" %
                  (e, len(seen[e]), " (all %d)" % samples if full else ""))
        return 0
    if cmd == "same":
        cut = args.index("--")

        def batches(paths):
            out = set()
            for r in parse(paths):
                # The inputs in argument order, whatever their indices.
                values = sorted(r["values"].items(),
                                key=lambda kv: int(kv[0][3:]))
                out.add((r["step"], r["epoch"], r["position"], r["sample"],
                         tuple(v for _, v in values)))
            return out
        a, b = batches(args[:cut]), batches(args[cut + 1:])
        if a == b:
            print("same: %d rows" % len(a))
            return 0
        print("differ: %d rows only in A, %d only in B" %
              (len(a - b), len(b - a)))
        return 1
    if cmd == "poke":
        path, dtype, t, dump, step, rank, value = args
        rows = [r for r in parse([dump])
                if r["step"] == int(step) and r["rank"] == int(rank)]
        s = min(rows, key=lambda r: r["position"])["sample"]
        tokens = np.fromfile(path, dtype=np.dtype(dtype).newbyteorder("<"))
        at = s * int(t) + 3
        tokens[at] = int(value)
        tokens.tofile(path)
        print("poked token %d (sample %d)" % (at, s))
        return 0
    if cmd == "order":
        by_step = defaultdict(list)
        for r in parse(args):
            by_step[r["step"]].append((r["position"], r["sample"]))
        for step, rs in sorted(by_step.items()):
            print("step %d: %s" % (step, " ".join(str(s) for _, s in sorted(rs))))
        return 0
    print("unknown command", cmd)
    return 2


if __name__ == "__main__":
    sys.exit(main())
