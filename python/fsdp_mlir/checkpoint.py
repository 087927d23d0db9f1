"""Reading what fsdp-run writes: a checkpoint (`--checkpoint-dir`: its
`latest`, or one `step-<k>`) or a `--dump-state` directory, both one full
logical tensor per state argument (`arg<i>.npy`)."""

from __future__ import annotations

import json
import os
import re

import numpy as np


def resolve(directory: str) -> str:
    """The directory holding `arg<i>.npy`: `directory` itself, or the
    checkpoint its `latest` names."""
    latest = os.path.join(directory, "latest")
    if os.path.isfile(latest):
        with open(latest) as f:
            name = f.read().strip()
        path = os.path.join(directory, name)
        if not os.path.isdir(path):
            raise FileNotFoundError("%s names %s, which does not exist" %
                                    (latest, path))
        return path
    return directory


def load_arrays(directory: str) -> list[np.ndarray]:
    """The state arrays of an fsdp-run checkpoint or dump, in argument
    order."""
    path = resolve(directory)
    index = sorted(int(m.group(1)) for m in
                   (re.match(r"arg(\d+)\.npy$", f) for f in os.listdir(path))
                   if m)
    if not index:
        raise FileNotFoundError("%s holds no arg<i>.npy: not an fsdp-run "
                                "checkpoint or --dump-state directory" % path)
    if index != list(range(len(index))):
        missing = sorted(set(range(index[-1] + 1)) - set(index))
        raise FileNotFoundError("%s lacks %s" % (path, ", ".join(
            "arg%d.npy" % i for i in missing)))
    return [np.load(os.path.join(path, "arg%d.npy" % i)) for i in index]


def state_names(manifest: str) -> list[str]:
    """The state argument names of an export (`TrainStep.state_names`) from
    the manifest.json that `TrainStep.save` writes, or from its directory."""
    if os.path.isdir(manifest):
        manifest = os.path.join(manifest, "manifest.json")
    with open(manifest) as f:
        data = json.load(f)
    return [s["name"] for s in data["state"]]
