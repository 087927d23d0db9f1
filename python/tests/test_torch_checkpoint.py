"""Back into PyTorch: an exported step trained by fsdp-run, restored into
the torch.nn.Module and optimizer it came from (`load_checkpoint`) and
written as safetensors that transformers loads.

Run from python/tests: python -m unittest -v test_torch_checkpoint
"""

import copy
import os
import shutil
import tempfile
import unittest

import numpy as np
import torch

from fsdp_mlir import tools
from fsdp_mlir.testing import verify
from fsdp_mlir.testing.torch_eager import eager_train
from fsdp_mlir.torch import (
    export_train_step,
    load_checkpoint,
    save_safetensors,
)

from test_torch_ecosystem import _LossOf

VOCAB, SEQ = 64, 8


def gpt2():
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(0)
    cfg = GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=16, n_layer=2,
                     n_head=2, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    return GPT2LMHeadModel(cfg)


def batches(rows, steps):
    g = torch.Generator().manual_seed(1)
    out = []
    for _ in range(steps):
        x = torch.randint(0, VOCAB, (rows, SEQ), generator=g)
        out.append((x, x.clone()))
    return out


def bn_mlp(width=2):
    """Linear, BatchNorm (buffers the forward writes), Linear: seeded."""
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8),
                               torch.nn.Linear(8, width))


def perturbed(module):
    """A copy of `module` with every parameter and buffer changed."""
    other = copy.deepcopy(module)
    with torch.no_grad():
        for t in list(other.parameters()) + list(other.buffers()):
            if t.is_floating_point():
                t.add_(1.0)
    return other


class TorchCheckpoint(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="fsdp-torch-ckpt-")

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def export(self, model, opt, batch, ranks):
        per_rank = tuple(t[:t.shape[0] // ranks] for t in batch)
        step = export_train_step(model, None, per_rank, opt, grid=ranks)
        path = step.save(os.path.join(self.work, "out"), "step.mlir")
        return step, path

    def test_zero_steps_round_trip_is_bitwise(self):
        # torch -> fsdp-run (0 steps) -> torch: the state_dicts, bitwise;
        # BatchNorm buffers and optimizer state included.
        model = bn_mlp()
        opt = torch.optim.Adam(model.parameters(), lr=1e-2)
        x, y = torch.randn(4, 4), torch.randn(4, 2)
        # One eager step, so that the optimizer and buffers hold something.
        torch.nn.functional.mse_loss(model(x), y).backward()
        opt.step()
        step = export_train_step(model, torch.nn.functional.mse_loss, (x, y),
                                 opt, grid=2)
        out = os.path.join(self.work, "out")
        path = step.save(out, "step.mlir")
        fsdp = os.path.join(self.work, "fsdp.mlir")
        tools.fsdp_opt(path, fsdp)
        step.save_inputs(out, [(torch.cat([x, x]), torch.cat([y, y]))])
        dump = os.path.join(self.work, "dump")
        tools.fsdp_run(fsdp, 2, 0, os.path.join(out, "state"),
                       os.path.join(out, "inputs"), dump)
        other = perturbed(model)
        other_opt = torch.optim.Adam(other.parameters(), lr=1e-2)
        load_checkpoint(other, other_opt, dump, manifest=out)
        for (n, a), (_, b) in zip(model.state_dict().items(),
                                  other.state_dict().items()):
            self.assertTrue(torch.equal(a, b), n)
        sa, sb = opt.state_dict()["state"], other_opt.state_dict()["state"]
        self.assertEqual(sorted(sa), sorted(sb))
        for k in sa:
            for kind in sa[k]:
                self.assertTrue(torch.equal(sa[k][kind], sb[k][kind]),
                                (k, kind))

    def test_trained_gpt2_back_in_transformers(self):
        # 3 steps on 2 ranks, a checkpoint after each; the model restored
        # from step 3 is within 1e-5 of eager, its safetensors loads in
        # transformers, and its loss on step 4's batch is fsdp-run's.
        from transformers import GPT2LMHeadModel
        hf = gpt2()
        model = _LossOf(hf)
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
        data = batches(4, 4)
        step, path = self.export(model, opt, data[0], 2)
        out = os.path.dirname(path)
        step.save_inputs(out, data)
        ck = os.path.join(self.work, "ck")
        run = tools.fsdp_run(path, 2, 4, os.path.join(out, "state"),
                             os.path.join(out, "inputs"), deterministic=True,
                             extra=["--save-every=3",
                                    "--checkpoint-dir=" + ck])
        restored = _LossOf(perturbed(hf))
        restored_opt = torch.optim.AdamW(restored.parameters(), lr=1e-3)
        load_checkpoint(restored, restored_opt,
                        os.path.join(ck, "step-3"), manifest=out)
        ref = eager_train(model, None, opt, data[:3])
        named = list(restored.named_parameters())
        got = [p.detach().numpy() for _, p in named]
        # The key bias's noise elements aside (verify.noise_masks).
        rows = tools.compare_states(got, ref.state[:len(got)],
                                    [n for n, _ in named],
                                    verify.noise_masks(ref))
        for name, err, _, _ in rows:
            self.assertLessEqual(err, 1e-5, name)
        directory = os.path.join(self.work, "hf")
        os.makedirs(directory)
        restored.model.config.save_pretrained(directory)
        save_safetensors(restored.model, os.path.join(
            directory, "model.safetensors"))
        loaded = GPT2LMHeadModel.from_pretrained(directory)
        x, y = data[3]
        with torch.no_grad():
            loss = float(loaded(input_ids=x, labels=y).loss)
        self.assertLessEqual(abs(loss - run.losses[3]) / abs(loss), 1e-5)
        from safetensors.torch import load_file
        names = set(load_file(os.path.join(directory, "model.safetensors")))
        self.assertIn("transformer.wte.weight", names)

    def test_example_trains_resumes_and_matches_ddp(self):
        # examples/torch/train_hf_gpt2.py, small: token file, schedule,
        # gradient accumulation over 2 microbatches, kill + resume, back into
        # transformers, PyTorch DDP on the rows fsdp-run read.
        import re
        import subprocess
        import sys
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              "..", "..", "examples", "torch",
                              "train_hf_gpt2.py")
        out = subprocess.run(
            [sys.executable, script, "--steps=12", "--save-every=4",
             "--dim=32", "--layers=1", "--heads=2", "--seq=16", "--batch=4",
             "--microbatches=2",
             "--out=" + os.path.join(self.work, "example")],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.assertEqual(out.returncode, 0, out.stdout)
        self.assertIn("killed after its checkpoint of step", out.stdout)
        self.assertIn("transformers, from", out.stdout)
        m = re.search(r"first 5 steps within (\S+), every step within "
                      r"(\S+)%", out.stdout)
        self.assertIsNotNone(m, out.stdout)
        self.assertLessEqual(float(m.group(1)), 1e-5)
        self.assertLessEqual(float(m.group(2)), 1.0)

    def test_damaged_or_misfit_checkpoint_changes_nothing(self):
        # Every byte is verified against the manifest before anything is
        # written, and a checkpoint that does not fit the model (its last
        # tensor of another shape) leaves the model and optimizer untouched.
        model = bn_mlp()
        opt = torch.optim.Adam(model.parameters(), lr=1e-2)
        x, y = torch.randn(4, 4), torch.randn(4, 2)
        step = export_train_step(model, torch.nn.functional.mse_loss, (x, y),
                                 opt, grid=1)
        out = os.path.join(self.work, "out")
        path = step.save(out, "step.mlir")
        step.save_inputs(out, [(x, y)])
        ck = os.path.join(self.work, "ck")
        tools.fsdp_run(path, 1, 1, os.path.join(out, "state"),
                       os.path.join(out, "inputs"),
                       extra=["--checkpoint-dir=" + ck])
        good = os.path.join(ck, "step-1")

        def damaged(name, edit):
            d = os.path.join(self.work, name)
            shutil.copytree(good, d)
            edit(d)
            return d

        def flip_last_byte(d):
            with open(os.path.join(d, "arg2.npy"), "r+b") as f:
                f.seek(-1, 2)
                b = f.read(1)
                f.seek(-1, 2)
                f.write(bytes([b[0] ^ 1]))

        def restep(d):
            m = os.path.join(d, "manifest.json")
            with open(m) as f:
                text = f.read()
            with open(m, "w") as f:
                f.write(text.replace('"step": 1', '"step": 6'))

        other = perturbed(model)
        other_opt = torch.optim.Adam(other.parameters(), lr=1e-2)
        before = copy.deepcopy(other.state_dict())
        for d, message in [(damaged("flipped", flip_last_byte),
                            r"arg2\.npy: checksum mismatch"),
                           (damaged("restep", restep),
                            r"manifest\.json: checksum mismatch")]:
            with self.assertRaisesRegex(ValueError, message):
                load_checkpoint(other, other_opt, d, manifest=out)
        # A model whose last layer is wider: refused at its last tensor.
        misfit = bn_mlp(width=3)
        misfit_opt = torch.optim.Adam(misfit.parameters(), lr=1e-2)
        misfit_before = copy.deepcopy(misfit.state_dict())
        with self.assertRaisesRegex(ValueError, "has shape"):
            load_checkpoint(misfit, misfit_opt, good, manifest=out)
        for state, was in [(other.state_dict(), before),
                           (misfit.state_dict(), misfit_before)]:
            for n, t in state.items():
                self.assertTrue(torch.equal(t, was[n]), n)
        self.assertEqual(other_opt.state_dict()["state"], {})
        self.assertEqual(misfit_opt.state_dict()["state"], {})
        # The undamaged checkpoint loads.
        load_checkpoint(other, other_opt, good, manifest=out)
        self.assertNotEqual(other_opt.state_dict()["state"], {})

    def test_missing_manifest_is_an_error(self):
        # Without the export's manifest the layout would be guessed from the
        # model: unused parameters and buffers would land in other places.
        model = bn_mlp()
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        d = os.path.join(self.work, "d")
        os.makedirs(d)
        for i, v in enumerate([p.detach().numpy() for p in model.parameters()]
                              + [b.numpy() for b in model.buffers()]):
            np.save(os.path.join(d, "arg%d.npy" % i), v)
        with self.assertRaisesRegex(ValueError, "pass manifest="):
            load_checkpoint(model, opt, d)


if __name__ == "__main__":
    unittest.main()
