"""Models exported without their weights: built inside `init_empty()`,
initialized by fsdp-run shard by shard from the recorded recipes.

Run from python/tests: python -m unittest -v test_torch_meta_init
"""

import contextlib
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import numpy as np
import torch

from fsdp_mlir import tools
from fsdp_mlir.testing import verify
from fsdp_mlir.testing.torch_eager import eager_train
from fsdp_mlir.torch import (
    export_train_step,
    init_empty,
    load_checkpoint,
)
from fsdp_mlir.torch.meta_init import recipe_of

from test_torch_checkpoint import SEQ, VOCAB, batches
from test_torch_ecosystem import _LossOf


def gpt2_config():
    from transformers import GPT2Config
    return GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=32, n_layer=2,
                      n_head=2, resid_pdrop=0.0, embd_pdrop=0.0,
                      attn_pdrop=0.0)


class Mixed(torch.nn.Module):
    """torch.nn's initializers side by side: kaiming-uniform Linear and
    Conv1d defaults, an Embedding with a padding row, LayerNorm's ones and
    zeros, trunc_normal_, a parameter made from a constant and one from
    values."""

    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(VOCAB, 16, padding_idx=3)
        self.conv = torch.nn.Conv1d(16, 16, 3, padding=1)
        self.norm = torch.nn.LayerNorm(16)
        self.head = torch.nn.Linear(16, VOCAB)
        torch.nn.init.trunc_normal_(self.head.weight, std=0.02, a=-0.03,
                                    b=0.03)
        self.scale = torch.nn.Parameter(torch.full((16,), 0.5))
        self.shift = torch.nn.Parameter(torch.arange(16.0) / 16)

    def forward(self, x, y):
        h = self.embed(x).transpose(1, 2)
        h = self.norm(self.conv(h).transpose(1, 2)) * self.scale + self.shift
        return torch.nn.functional.cross_entropy(
            self.head(h).reshape(-1, VOCAB), y.reshape(-1))


#: Exports a GPT-2 of width D and vocabulary V built by init_empty() and
#: prints the process's peak resident set in bytes.
EXPORT_PEAK = """
import resource, sys, torch, transformers
from fsdp_mlir.torch import export_train_step, init_empty
d, vocab = int(sys.argv[1]), int(sys.argv[2])
with init_empty():
    hf = transformers.GPT2LMHeadModel(transformers.GPT2Config(
        n_layer=1, n_embd=d, n_head=8, vocab_size=vocab, n_positions=32))
x = torch.zeros((1, 32), dtype=torch.int64)
export_train_step(hf, lambda out, y: torch.nn.functional.cross_entropy(
    out.logits.reshape(-1, vocab), y.reshape(-1)), (x, x),
    torch.optim.AdamW(hf.parameters()))
print(sum(p.numel() for p in hf.parameters()),
      resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
"""


class TorchMetaInit(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="fsdp-torch-meta-")

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def export(self, model, ranks, name="out"):
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
        x, y = batches(2 * ranks, 1)[0]
        step = export_train_step(model, None, (x[:2], y[:2]), opt,
                                 grid=ranks)
        out = os.path.join(self.work, name)
        fsdp = os.path.join(out, "fsdp.mlir")  # full-shard
        tools.fsdp_opt(step.save(out, "step.mlir"), fsdp)
        return step, fsdp, out

    def initial(self, path, out, ranks, name):
        """fsdp-run's initial state on `ranks` ranks (a 0-step dump)."""
        dump = os.path.join(self.work, name)
        tools.fsdp_run(path, ranks, 0, os.path.join(out, "state"),
                       dump_dir=dump, extra=["--int-range=0:%d" % VOCAB])
        return [np.load(os.path.join(dump, "arg%d.npy" % i))
                for i in range(len(os.listdir(dump)))]

    def test_unused_parameters_without_weights(self):
        # Parameters the loss does not depend on are found on fake tensors,
        # in a model without its weights (a tied embedding and head): the
        # same layout as the model built on the CPU, recipes for them.
        class Net(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.embed = torch.nn.Embedding(VOCAB, 8)
                self.head = torch.nn.Linear(8, VOCAB, bias=False)
                self.head.weight = self.embed.weight
                self.aux = torch.nn.Linear(8, 3)

            def forward(self, x):
                return self.head(self.embed(x)).mean(1)

        batch = (torch.randint(0, VOCAB, (2, SEQ)), torch.randn(2, VOCAB))
        steps = []
        for empty in (True, False):
            with init_empty() if empty else contextlib.nullcontext():
                model = Net()
            with self.assertWarnsRegex(UserWarning, "aux.weight, aux.bias"):
                steps.append(export_train_step(
                    model, torch.nn.functional.mse_loss, batch,
                    torch.optim.AdamW(model.parameters(), lr=1e-3), grid=2))
            self.assertTrue(all(p.requires_grad for p in model.parameters()))
        meta, cpu = steps
        self.assertEqual(meta.state_names, cpu.state_names)
        self.assertEqual(meta.state_names[-2:], ["aux.weight", "aux.bias"])
        self.assertEqual(meta.extra["unused"], ["aux.weight", "aux.bias"])
        unused = [meta.state_names.index(n) for n in meta.extra["unused"]]
        self.assertTrue(all(k in meta.init for k in unused))
        self.assertEqual(meta.mlir.count('"fsdp.all_reduce"'),
                         cpu.mlir.count('"fsdp.all_reduce"'))

    def test_recipes_of_torch_nn_initializers(self):
        with init_empty():
            model = Mixed()
        self.assertTrue(all(p.is_meta for p in model.parameters()))
        bound = 1 / math.sqrt(16 * 3)  # kaiming_uniform(a=sqrt(5)), fan_in 48
        expect = {
            "embed.weight": [{"op": "normal", "mean": 0.0, "std": 1.0},
                             {"op": "fill", "value": 0.0,
                              "region": [[3, 1, 1], [0, 16, 1]]}],
            "conv.weight": [{"op": "uniform", "a": -bound, "b": bound}],
            "norm.weight": [{"op": "fill", "value": 1.0}],
            "norm.bias": [{"op": "fill", "value": 0.0}],
            "head.weight": [{"op": "trunc_normal", "mean": 0.0, "std": 0.02,
                             "a": -0.03, "b": 0.03}],
            "scale": [{"op": "fill", "value": 0.5}],
        }
        for name, steps in expect.items():
            got = recipe_of(name, model.get_parameter(name)).steps
            self.assertEqual(len(got), len(steps), name)
            for g, s in zip(got, steps):
                self.assertEqual(g.keys(), s.keys(), name)
                for k in s:
                    if isinstance(s[k], float):
                        self.assertAlmostEqual(g[k], s[k], 12, (name, k))
                    else:
                        self.assertEqual(g[k], s[k], (name, k))
        shift = recipe_of("shift", model.shift)
        self.assertEqual(shift.steps, [])
        self.assertTrue(torch.equal(shift.values, torch.arange(16.0) / 16))

    def test_fsdp_run_follows_the_recipes_at_any_world_size(self):
        # The same values on 1 and 2 ranks (bitwise); each recipe's
        # distribution, bounds and exact constants; the parameter made from
        # values is exported as them; 2 ranks hold half the state each.
        torch.manual_seed(0)
        states, runs = [], []
        for ranks in (1, 2):
            with init_empty():
                model = Mixed()
            step, path, out = self.export(model, ranks, "out%d" % ranks)
            with open(os.path.join(out, "state", "init.json")) as f:
                recipes = {e["name"]: e["arg"] for e in json.load(f)["args"]}
            self.assertNotIn("shift", recipes)
            states.append(self.initial(path, out, ranks, "dump%d" % ranks))
            summary = tools.fsdp_run(path, ranks, 0,
                                     os.path.join(out, "state"),
                                     extra=["--int-range=0:%d" % VOCAB])
            runs.append(summary.summary["state_bytes"])
        for i, (a, b) in enumerate(zip(*states)):
            self.assertTrue(np.array_equal(a, b), step.state_names[i])
        self.assertLessEqual(runs[1], 0.55 * runs[0])
        value = dict(zip(step.state_names, states[1]))
        embed = value["embed.weight"]
        self.assertTrue(np.all(embed[3] == 0))
        rest = np.delete(embed, 3, axis=0)
        self.assertLess(abs(rest.mean()), 0.1)
        self.assertLess(abs(rest.std() - 1), 0.05)
        bound = 1 / math.sqrt(48)
        conv = value["conv.weight"]
        self.assertLessEqual(np.abs(conv).max(), bound)
        # Uniform on [-b, b]: standard deviation b / sqrt(3).
        self.assertLess(abs(conv.std() / (bound / math.sqrt(3)) - 1), 0.1)
        head = value["head.weight"]
        self.assertLessEqual(np.abs(head).max(), 0.03)
        # N(0, 0.02) truncated to +-1.5 std: std 0.02 * 0.7427.
        self.assertLess(abs(head.std() / (0.02 * 0.7427) - 1), 0.05)
        self.assertTrue(np.all(value["norm.weight"] == 1))
        self.assertTrue(np.all(value["norm.bias"] == 0))
        self.assertTrue(np.all(value["scale"] == 0.5))
        np.testing.assert_array_equal(value["shift"], np.arange(16.0) / 16)
        self.assertTrue(np.all(value["exp_avg.conv.weight"] == 0))

    def test_meta_gpt2_trains_like_eager_from_its_initial_state(self):
        # HF GPT-2 built without weights, trained 3 steps on 2 ranks; eager
        # from the values fsdp-run drew ends within 1e-5 of it.
        from transformers import GPT2LMHeadModel
        with init_empty():
            model = _LossOf(GPT2LMHeadModel(gpt2_config()))
        step, path, out = self.export(model, 2)
        initial = os.path.join(self.work, "initial")
        data = batches(4, 3)
        step.save_inputs(out, data)
        tools.fsdp_run(path, 2, 0, os.path.join(out, "state"),
                       dump_dir=initial, extra=["--int-range=0:%d" % VOCAB])
        trained = os.path.join(self.work, "trained")
        run = tools.fsdp_run(path, 2, 3, os.path.join(out, "state"),
                             os.path.join(out, "inputs"), trained,
                             deterministic=True)
        self.assertTrue(all(math.isfinite(v) for v in run.losses))
        eager = _LossOf(GPT2LMHeadModel(gpt2_config()))
        opt = torch.optim.AdamW(eager.parameters(), lr=1e-3)
        load_checkpoint(eager, opt, initial, manifest=out)
        ref = eager_train(eager, None, opt, data)
        names = step.state_names[:step.num_params]
        got = [np.load(os.path.join(trained, "arg%d.npy" % i))
               for i in range(len(names))]
        rows = tools.compare_states(got, ref.state[:len(names)], names,
                                    verify.noise_masks(ref))
        for name, err, _, _ in rows:
            self.assertLessEqual(err, 1e-5, name)
        np.testing.assert_allclose(run.losses, ref.losses, rtol=1e-5)
        # The meta model itself comes back with CPU memory.
        load_checkpoint(model, torch.optim.AdamW(model.parameters()), trained,
                        manifest=out)
        self.assertTrue(torch.equal(model.model.transformer.wte.weight,
                                    torch.from_numpy(got[0])))

    def test_export_memory_does_not_grow_with_the_model(self):
        # 5M and 147M parameters (704 MB with AdamW's state to come): the
        # exporting processes' peaks within 16 MB of each other.
        # The two exports run at once (each process's own peak).
        procs = [subprocess.Popen([sys.executable, "-c", EXPORT_PEAK, str(d),
                                   str(vocab)], text=True,
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE)
                 for d, vocab in ((256, 16384), (1024, 131072))]
        peaks = {}
        for p in procs:
            stdout, stderr = p.communicate()
            self.assertEqual(p.returncode, 0, stderr[-3000:])
            out = stdout.split()
            peaks[int(out[-2])] = int(out[-1])
        (small, a), (large, b) = sorted(peaks.items())
        self.assertGreater(large, 25 * small)
        self.assertLess(abs(b - a), 16 << 20, peaks)

    def test_initialization_fsdp_run_cannot_do_is_named(self):
        with init_empty():
            model = Mixed()
            torch.nn.init.orthogonal_(model.head.weight)
        with self.assertRaisesRegex(NotImplementedError,
                                    "'head.weight'.*orthogonal_"):
            self.export(model, 1)
        with init_empty():
            model = Mixed()
            model.head.weight = torch.nn.Parameter(
                torch.empty(VOCAB, 16))
        with self.assertRaisesRegex(NotImplementedError,
                                    "'head.weight' is created by torch.empty"
                                    " and never initialized"):
            self.export(model, 1)
        with torch.device("meta"):
            model = Mixed()
        with self.assertRaisesRegex(NotImplementedError,
                                    "'scale' is on the meta device "
                                    "without a recorded initialization"):
            self.export(model, 1)
        with init_empty():
            model = Mixed()
        model.register_buffer("mask", torch.ones(4, device="meta"))
        with self.assertRaisesRegex(NotImplementedError,
                                    "buffer 'mask' is on the meta device"):
            self.export(model, 1)


if __name__ == "__main__":
    unittest.main()
