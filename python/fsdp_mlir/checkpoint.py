"""Reading what fsdp-run writes: a checkpoint (`--checkpoint-dir`: its
`latest`, or one `step-<k>`) or a `--dump-state` directory, both one full
logical tensor per state argument (`arg<i>.npy`)."""

from __future__ import annotations

import json
import os
import re
import zlib

import numpy as np

_MANIFEST_CRC = b'"manifest_crc32": "'


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


def _file_crc32(path: str) -> int:
    crc = 0
    with open(path, "rb") as f:
        while chunk := f.read(16 << 20):
            crc = zlib.crc32(chunk, crc)
    return crc


def verify(path: str) -> None:
    """Checks a checkpoint directory (one `step-<k>`) as `fsdp-run --resume`
    does before it reads anything: the manifest's own CRC-32, its format,
    and the CRC-32 of every file it lists. Raises ValueError naming the
    file on any mismatch. A `--dump-state` directory (no manifest) has
    nothing to verify."""
    manifest = os.path.join(path, "manifest.json")
    if not os.path.isfile(manifest):
        return
    with open(manifest, "rb") as f:
        text = bytearray(f.read())
    at = text.rfind(_MANIFEST_CRC)
    digits = text[at + len(_MANIFEST_CRC):at + len(_MANIFEST_CRC) + 8]
    if at < 0 or not re.fullmatch(rb"[0-9a-f]{8}", bytes(digits)):
        raise ValueError("%s: no manifest_crc32 (an fsdp-run checkpoint of "
                         "version 1, or damaged)" % manifest)
    at += len(_MANIFEST_CRC)
    text[at:at + 8] = b"00000000"
    crc = zlib.crc32(bytes(text))
    if crc != int(digits, 16):
        raise ValueError("%s: checksum mismatch (CRC-32 %08x, the manifest "
                         "says %s): the manifest was altered or damaged" %
                         (manifest, crc, digits.decode()))
    data = json.loads(bytes(text))
    if data.get("format") != "fsdp-run-checkpoint" or data.get("version") != 2:
        raise ValueError("%s: not an fsdp-run checkpoint manifest (version 2)"
                         % manifest)
    for entry in data["state"]:
        file = os.path.join(path, entry["file"])
        if not os.path.isfile(file):
            raise FileNotFoundError("the checkpoint lacks %s" % file)
        crc = _file_crc32(file)
        if crc != int(entry["crc32"], 16):
            raise ValueError("%s: checksum mismatch (CRC-32 %08x, the "
                             "manifest says %s): the file was altered or "
                             "damaged" % (file, crc, entry["crc32"]))


def load_arrays(directory: str) -> list[np.ndarray]:
    """The state arrays of an fsdp-run checkpoint or dump, in argument
    order. A checkpoint is verified first (`verify`): every byte read is
    checked against its manifest."""
    path = resolve(directory)
    verify(path)
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
