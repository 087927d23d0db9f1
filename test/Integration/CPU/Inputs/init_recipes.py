#!/usr/bin/env python3
"""init.json recipes for the fsdp-run tests (docs/reference/fsdp-run.md,
"Initialization recipes").

  init_recipes.py write DIR       DIR/init.json for the 8 state arguments of
                                  `fsdp-gen --model=mlp --width=6,10,3`
                                  (momentum), one kind of step each
  init_recipes.py check DUMP      the dumped values follow the recipes
  init_recipes.py differ A B      which arguments differ between two dumps
  init_recipes.py bad DIR KIND    DIR/init.json broken in one way
"""

import json
import os
import sys

import numpy as np

RECIPES = [
    # w0 [6, 10]: normal, then row 2 filled
    [{"op": "normal", "mean": 0.0, "std": 0.5},
     {"op": "fill", "value": 7.0, "region": [[2, 1, 1], [0, 10, 1]]}],
    # b0 [10]: uniform, clamped below, every other element from 1 on added 3
    [{"op": "uniform", "a": -1.0, "b": 1.0},
     {"op": "clamp", "lo": -0.5, "hi": None},
     {"op": "add", "value": 3.0, "region": [[1, 5, 2]]}],
    # w1 [10, 3]: truncated normal
    [{"op": "trunc_normal", "mean": 0.0, "std": 1.0, "a": -1.0, "b": 1.5}],
    # b1 [3]: (0.25 + 0.5) * 2, then erfinv of 0.5 in the middle
    [{"op": "fill", "value": 0.25}, {"op": "add", "value": 0.5},
     {"op": "mul", "value": 2.0},
     {"op": "fill", "value": 0.5, "region": [[1, 1, 1]]},
     {"op": "erfinv", "region": [[1, 1, 1]]}],
] + [[{"op": "fill", "value": 0.0}]] * 4


def write(directory, recipes=RECIPES):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "init.json"), "w") as f:
        json.dump({"version": 1, "args": [
            {"arg": i, "steps": s} for i, s in enumerate(recipes)]}, f)


def check(dump):
    a = [np.load(os.path.join(dump, "arg%d.npy" % i)) for i in range(8)]
    w0, b0, w1, b1 = a[:4]
    rest = np.delete(w0, 2, axis=0)
    print("w0 row 2 filled:", bool(np.all(w0[2] == 7)))
    print("w0 normal:", abs(rest.mean()) < 0.25 and 0.3 < rest.std() < 0.7)
    odd, even = b0[1::2], b0[0::2]
    print("b0 clamped:", bool(even.min() >= -0.5 and even.max() < 1))
    print("b0 region added:", bool(odd.min() >= 2.5 and odd.max() < 4))
    print("w1 truncated:", bool(w1.min() >= -1 and w1.max() <= 1.5
                                and w1.std() > 0.4))
    print("b1 constants:", bool(b1[0] == 1.5 and b1[2] == 1.5))
    print("b1 erfinv:", abs(float(b1[1]) - 0.4769362762044699) < 1e-7)
    print("momentum zero:", all(bool(np.all(x == 0)) for x in a[4:]))


def differ(a, b):
    load = lambda d, i: np.load(os.path.join(d, "arg%d.npy" % i))  # noqa
    print("differ:", [i for i in range(8)
                      if not np.array_equal(load(a, i), load(b, i))])


def bad(directory, kind):
    recipes = [list(r) for r in RECIPES]
    if kind == "op":
        recipes[0] = [{"op": "orthogonal"}]
    elif kind == "region":
        recipes[0] = [{"op": "fill", "value": 1.0, "region": [[0, 1, 1]]}]
    elif kind == "outside":
        recipes[1] = [{"op": "fill", "value": 1.0, "region": [[8, 2, 2]]}]
    elif kind == "number":
        recipes[2] = [{"op": "normal", "mean": 0.0}]
    elif kind == "missing":
        recipes = recipes[:7]
    elif kind == "input":
        recipes.append([{"op": "fill", "value": 1.0}])
    elif kind == "huge":  # JSON has no infinity, but 1e999 reads as one
        recipes[2] = [{"op": "normal", "mean": 0.0, "std": 12345.5}]
    write(directory, recipes)
    if kind == "huge":
        path = os.path.join(directory, "init.json")
        with open(path) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(text.replace("12345.5", "1e999"))
    if kind == "json":
        with open(os.path.join(directory, "init.json"), "a") as f:
            f.write("}")
    if kind == "both":
        np.save(os.path.join(directory, "arg3.npy"),
                np.zeros(3, np.float32))


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    {"write": write, "check": check, "differ": differ, "bad": bad}[cmd](*args)
