"""The golden outputs of both frontends that the C++ suite trains without
torch or jax (test/Frontend): for each small model, the exported step for 2
ranks, its initial state, 5 steps of global batches, and the framework's own
final state and losses.

    python goldens.py --write [NAME...]   regenerate test/Frontend/Inputs
    python goldens.py --check [NAME...]   exit 1 when they are out of date

test_torch.py / test_jax.py check them too.
"""

import argparse
import filecmp
import os
import shutil
import sys
import tempfile

import jax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", 2)

import numpy as np  # noqa: E402

from fsdp_mlir import tools  # noqa: E402
from fsdp_mlir.testing import verify  # noqa: E402

RANKS = 2
STEPS = 5
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                    "test", "Frontend", "Inputs")


def _torch(**kw):
    from fsdp_mlir.testing.torch_cases import make_case
    case = make_case(**kw)
    return case, lambda batches: case.reference(batches)


def _jax(**kw):
    from fsdp_mlir.testing.jax_cases import make_case
    case = make_case(**kw)
    return case, lambda batches: case.reference(batches, RANKS)


def _hf_gpt2():
    # A model the project did not write: transformers' GPT-2 from a small
    # config with its default settings (dropout off), as test_torch_ecosystem
    # trains it.
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    from test_torch_ecosystem import SEQ, VOCAB, causal_lm
    torch.manual_seed(0)
    cfg = GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=16, n_layer=2,
                     n_head=2, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    case = causal_lm(GPT2LMHeadModel(cfg))
    return case, lambda batches: case.reference(batches)


def _jax_ecosystem(factory):
    import test_jax_ecosystem
    case = getattr(test_jax_ecosystem, factory)()
    return case, lambda batches: case.reference(batches, RANKS)


# name: (case factory, global batch)
GOLDENS = {
    # Ecosystem models (transformers, flax.linen), so that the C++ suite
    # trains steps the frontends exported from libraries' own code.
    "torch-hf-gpt2-adamw": (_hf_gpt2, 4),
    "jax-linen-lm-adamw": (lambda: _jax_ecosystem("linen_lm_adamw"), 4),
    "torch-mlp-tanh-ce-adamw-clip": (lambda: _torch(
        model="mlp", optimizer="adamw", activation="tanh", loss="ce",
        clip=0.5), 8),
    "torch-gpt-tied-adam": (lambda: _torch(model="gpt", optimizer="adam"), 4),
    "jax-mlp-relu-adam": (lambda: _jax(model="mlp", optimizer="adam"), 8),
    "jax-block-adamw": (lambda: _jax(model="block", optimizer="adamw"), 4),
}


def write(name, directory):
    """Writes golden `name` into `directory`: step.mlir, manifest.json,
    state/ and inputs/ (fsdp-run --load-state, --inputs), ref/ (the
    framework's final state arg<i>.npy, losses.txt, and mask_arg<i>.npy for
    the elements excluded from the comparison, see verify.noise_masks)."""
    make, global_batch = GOLDENS[name]
    case, reference = make()
    batches = case.batches(global_batch, STEPS, 0)
    step = case.export(batches[0], RANKS)
    shutil.rmtree(directory, ignore_errors=True)
    step.save(directory, "step.mlir")
    step.save_inputs(directory, batches)
    ref = reference(batches)
    os.makedirs(os.path.join(directory, "ref"))
    for i, value in enumerate(ref.state):
        np.save(os.path.join(directory, "ref", "arg%d.npy" % i),
                np.array(value, order="C"))
    for i, mask in verify.noise_masks(ref).items():
        np.save(os.path.join(directory, "ref", "mask_arg%d.npy" % i), mask)
    with open(os.path.join(directory, "ref", "losses.txt"), "w") as f:
        f.write("".join("%.9g\n" % v for v in ref.losses))


def _mask(directory, rel):
    """The noise mask stored beside ref/arg<i>.npy, or None."""
    head, base = os.path.split(rel)
    path = os.path.join(directory, head, "mask_" + base)
    return np.load(path) if os.path.exists(path) else None


def differences(name, ref_tolerance=1e-5):
    """Files of golden `name` that a fresh export does not reproduce.

    What the export defines must be identical: the step, its initial state
    and its inputs. The framework's eager run (ref/) is only compared where it
    is determined: eager kernels round differently on another CPU, so its
    final state is compared within `ref_tolerance` normwise, leaving out the
    elements either run marks as noise-gradient (mask_arg<i>.npy: Adam turns
    their rounding noise into steps of size lr whose signs depend on the CPU,
    verify.noise_masks). The masks themselves are a property of one CPU's run
    and are not compared. A stale golden (another model, initialisation or
    batch) differs by far more than the tolerance."""
    fresh = tempfile.mkdtemp(prefix="fsdp-golden-")
    try:
        write(name, fresh)
        have = os.path.join(ROOT, name)
        out = []
        for dirpath, _, files in os.walk(fresh):
            for f in files:
                rel = os.path.relpath(os.path.join(dirpath, f), fresh)
                old = os.path.join(have, rel)
                new = os.path.join(fresh, rel)
                is_ref = rel.startswith("ref" + os.sep)
                if is_ref and f.startswith("mask_"):
                    continue
                if not os.path.exists(old):
                    out.append(rel + " (missing)")
                elif rel.endswith(".npy"):
                    a, b = np.load(old), np.load(new)
                    if a.dtype != b.dtype or a.shape != b.shape:
                        out.append(rel)
                    elif is_ref:
                        keep = np.ones(a.shape, bool)
                        for mask in (_mask(have, rel), _mask(fresh, rel)):
                            if mask is not None and mask.shape == a.shape:
                                keep &= ~mask
                        if tools.normwise_error(b[keep], a[keep]) > ref_tolerance:
                            out.append(rel)
                    elif not np.array_equal(a, b):
                        out.append(rel)
                elif rel == os.path.join("ref", "losses.txt"):
                    la = np.loadtxt(old)
                    lb = np.loadtxt(new)
                    if np.max(np.abs(la - lb) / np.abs(la)) > ref_tolerance:
                        out.append(rel)
                elif not filecmp.cmp(old, new, shallow=False):
                    out.append(rel)
        return out
    finally:
        shutil.rmtree(fresh, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    names = a.names or list(GOLDENS)
    status = 0
    for name in names:
        if a.write:
            write(name, os.path.join(ROOT, name))
            print("wrote", name)
        else:
            diff = differences(name)
            print(name, "up to date" if not diff else "differs: " +
                  ", ".join(diff))
            status |= bool(diff)
    return status


if __name__ == "__main__":
    sys.exit(main())
