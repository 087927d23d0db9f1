"""AOT autograd's joint graph copied (fsdp_mlir/torch/tracing.py,
`_joint_copied`) instead of traced a second time: the export is the same
text and the same initial state as with aot_export_module's own replay of
the graph, for models whose graphs hold what the replay rewrites (detaches
of saved activations, constants, written buffers, tied, frozen and unused
parameters, several outputs).

Run from python/tests: python -m unittest -v test_torch_joint
"""

import contextlib
import unittest
import warnings
from unittest import mock

import torch
from torch.nn import functional as F

from fsdp_mlir.testing import torch_models as models
from fsdp_mlir.torch import export_train_step, tracing


class _Scaled(torch.nn.Module):
    """A tied head, a frozen layer, an unused one, a BatchNorm (buffers the
    step writes), a constant tensor and a loss the model computes."""

    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(16, 8)
        self.frozen = torch.nn.Linear(8, 8).requires_grad_(False)
        self.norm = torch.nn.BatchNorm1d(8)
        self.unused = torch.nn.Linear(8, 8)
        self.register_buffer("scale", torch.tensor([0.5]))

    def forward(self, tokens, labels):
        h = self.norm(self.frozen(self.embed(tokens).mean(1)) * self.scale)
        logits = h @ self.embed.weight.t()
        return F.cross_entropy(logits, labels)


def _cases():
    torch.manual_seed(0)
    gpt = models.GPT(32, 16, 2, 2, 8, tied=True)
    yield ("gpt", gpt, models.lm_loss,
           models.lm_batch(torch.Generator().manual_seed(1), 32, 4, 8),
           torch.optim.AdamW(gpt.parameters(), lr=1e-3), 1.0)
    mlp = models.MLP([8, 16, 4], "gelu")
    yield ("mlp", mlp, F.mse_loss, (torch.randn(4, 8), torch.randn(4, 4)),
           torch.optim.SGD(mlp.parameters(), lr=0.1, momentum=0.9), None)
    scaled = _Scaled()
    yield ("scaled", scaled, None,
           (torch.randint(0, 16, (4, 3)), torch.randint(0, 16, (4,))),
           torch.optim.Adam([p for p in scaled.parameters()
                             if p.requires_grad], lr=1e-2), None)


class TorchJoint(unittest.TestCase):
    def test_copy_exports_what_the_replay_does(self):
        for name, *case in _cases():
            with self.subTest(model=name):
                def export(model, loss_fn, batch, opt, clip):
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")  # the unused layer
                        return export_train_step(model, loss_fn, batch, opt,
                                                 grid=2, clip_grad_norm=clip)

                copied = mock.Mock(wraps=tracing._joint_copied)
                with mock.patch.object(tracing, "_joint_copied", copied):
                    ours = export(*case)
                copied.assert_called()
                with mock.patch.object(tracing, "_joint_copied",
                                       contextlib.nullcontext):
                    replayed = export(*case)
                self.assertEqual(ours.mlir, replayed.mlir)
                self.assertEqual(ours.state_names, replayed.state_names)
                for a, b in zip(ours.state, replayed.state, strict=True):
                    self.assertTrue((a == b).all())

    def test_copy_replaces_the_replay(self):
        # The copy is taken, not the replay: make_fx is not called for the
        # flattened joint graph.
        model = models.MLP([4, 4], "relu")
        calls = []
        real = tracing.aot_autograd.make_fx

        def counting(fn, *args, **kwargs):
            calls.append(getattr(fn, "__name__", ""))
            return real(fn, *args, **kwargs)

        with mock.patch.object(tracing.aot_autograd, "make_fx", counting):
            export_train_step(model, F.mse_loss,
                              (torch.randn(2, 4), torch.randn(2, 4)),
                              torch.optim.SGD(model.parameters(), lr=0.1))
        self.assertEqual(calls, [])


if __name__ == "__main__":
    unittest.main()
