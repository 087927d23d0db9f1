"""Learning-rate schedules without recompiling: a step exported once with
`lr_scheduler=` takes each parameter group's learning rate (and SGD's
momentum / Adam's first beta) as inputs, fsdp-run feeds them per step, and
the run follows PyTorch's eager loop with the same scheduler. And gradient
accumulation of an exported step (fsdp-pipeline microbatches=K).

Run from python/tests: python -m unittest -v test_torch_schedules
"""

import functools
import os
import shutil
import tempfile
import unittest

import numpy as np
import torch

from fsdp_mlir import tools
from fsdp_mlir.testing import torch_models as models, verify
from fsdp_mlir.testing.torch_eager import eager_train
from fsdp_mlir.torch import export_train_step

from frontend_test import check_accumulated

STEPS = 20


class TorchSchedules(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="fsdp-torch-sched-")

    def tearDown(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def check(self, make, ranks=2, rows=8):
        torch.manual_seed(0)
        model, opt, sched = make()
        g = torch.Generator().manual_seed(1)
        data = [(torch.randn(rows, 16, generator=g),
                 torch.randn(rows, 4, generator=g)) for _ in range(STEPS)]
        ref = eager_train(model, torch.nn.functional.mse_loss, opt, data,
                          lr_scheduler=sched)
        per_rank = tuple(t[:rows // ranks] for t in data[0])
        step = export_train_step(model, torch.nn.functional.mse_loss,
                                 per_rank, opt, grid=ranks,
                                 lr_scheduler=sched)
        r = verify.verify(step, verify.Reference(ref.losses, ref.state,
                                                 ref.grads, ref.owner),
                          data, os.path.join(self.work, "v"), ranks, STEPS,
                          log=lambda text: None)
        self.assertIsNone(r["fsdp_error"])
        for key in ("ddp_state_error", "fsdp_state_error", "ddp_loss_error",
                    "fsdp_loss_error"):
            self.assertLessEqual(r[key], 1e-5, key)
        self.assertTrue(r["bitwise_ddp_fsdp"])
        return step

    def test_adamw_warmup_cosine(self):
        def make():
            model = models.MLP([16, 32, 4])
            opt = torch.optim.AdamW(model.parameters(), lr=1e-2,
                                    weight_decay=0.1)
            warm = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1,
                                                     total_iters=5)
            cos = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=15)
            return model, opt, torch.optim.lr_scheduler.SequentialLR(
                opt, [warm, cos], milestones=[5])

        step = self.check(make)
        self.assertEqual(step.hyperparameter_names, ["lr", "beta1"])
        self.assertEqual(step.mlir.count("fsdp.hyperparameter"), 2)

    def test_warmup_from_zero(self):
        # transformers' warmups start at a learning rate of 0: that step
        # leaves the parameters as eager does, elements whose gradient is 0
        # (the masked input column) included: not NaN (what Adam's
        # capturable kernel computes there) nor an abort (torch-mlir's
        # lowering of the reciprocal that kernel takes of the step size).
        class Masked(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.mlp = models.MLP([16, 32, 4])
                self.register_buffer("mask", (torch.arange(16) > 0).float())

            def forward(self, x):
                return self.mlp(x * self.mask)

        def make(optimizer=torch.optim.AdamW, **options):
            model = Masked()
            opt = optimizer(model.parameters(), lr=1e-2, weight_decay=0.1,
                            **options)
            return model, opt, torch.optim.lr_scheduler.LambdaLR(
                opt, lambda k: min(1.0, k / 5))

        self.check(make)
        # The other optimizers take a learning rate of 0 too (none divides
        # by it today; a regression would abort or train NaN here).
        for optimizer, options in [
                (torch.optim.Adam, {"amsgrad": True}),
                (torch.optim.Adamax, {}), (torch.optim.NAdam, {}),
                (torch.optim.NAdam, {"decoupled_weight_decay": True}),
                (torch.optim.RAdam, {}),
                (torch.optim.RAdam, {"decoupled_weight_decay": True}),
                (torch.optim.Adagrad, {}),
                (torch.optim.RMSprop, {"momentum": 0.9, "centered": True}),
                (torch.optim.SGD, {"momentum": 0.9, "nesterov": True})]:
            with self.subTest(optimizer=optimizer.__name__, **options):
                self.check(functools.partial(make, optimizer, **options))

    def test_sgd_one_cycle_with_momentum_and_groups(self):
        def make():
            model = models.MLP([16, 32, 4])
            first, second = list(model.parameters())[:2], list(
                model.parameters())[2:]
            opt = torch.optim.SGD([{"params": first, "lr": 0.05},
                                   {"params": second, "lr": 0.02}],
                                  momentum=0.9)
            return model, opt, torch.optim.lr_scheduler.OneCycleLR(
                opt, max_lr=[0.1, 0.05], total_steps=STEPS,
                cycle_momentum=True)

        step = self.check(make)
        self.assertEqual(step.hyperparameter_names, [
            "group0.lr", "group0.momentum", "group1.lr", "group1.momentum"])
        values = step.schedule(0, STEPS)
        self.assertGreater(len(set(values[:, 1])), 2)  # momentum cycles

    def test_resume_mid_schedule_is_bitwise(self):
        # 20 steps straight against 10 + checkpoint + resume + 10, on the
        # same grid in deterministic mode: the inputs (batch and
        # hyperparameters) are indexed by the global step.
        torch.manual_seed(0)
        model = models.MLP([16, 32, 4])
        opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.05,
                                                    total_steps=STEPS)
        g = torch.Generator().manual_seed(1)
        data = [(torch.randn(8, 16, generator=g),
                 torch.randn(8, 4, generator=g)) for _ in range(STEPS)]
        step = export_train_step(model, torch.nn.functional.mse_loss,
                                 tuple(t[:4] for t in data[0]), opt, grid=2,
                                 lr_scheduler=sched)
        path = step.save(self.work, "ddp.mlir")
        fsdp = os.path.join(self.work, "fsdp.mlir")
        tools.fsdp_opt(path, fsdp)
        inputs = step.save_inputs(self.work, data)
        state = os.path.join(self.work, "state")
        straight = os.path.join(self.work, "straight")
        tools.fsdp_run(fsdp, 2, STEPS, state, inputs, straight,
                       deterministic=True)
        ck = os.path.join(self.work, "ck")
        tools.fsdp_run(fsdp, 2, 10, state, inputs, deterministic=True,
                       extra=["--checkpoint-dir=" + ck, "--save-every=10"])
        resumed = os.path.join(self.work, "resumed")
        tools.fsdp_run(fsdp, 2, 10, None, inputs, resumed, deterministic=True,
                       extra=["--resume=" + ck])
        a = tools.load_state(straight, step.num_state)
        b = tools.load_state(resumed, step.num_state)
        for i, (x, y) in enumerate(zip(a, b)):
            self.assertTrue(np.array_equal(x, y), step.state_names[i])

    def test_gradient_accumulation_of_an_export(self):
        # A torch-mlir step (embedding scatter loops, bound checks) exported
        # with microbatches=2 for a rank's 4 rows: traced for 2, accumulated
        # by fsdp-pipeline over the 2 microbatches of each rank's 4 rows on
        # 2 ranks with either gradient sync, it trains like eager PyTorch on
        # the global batch of 8 rows.
        torch.manual_seed(0)
        gpt = models.GPT(32, 16, 2, 1, 8)
        opt = torch.optim.AdamW(gpt.parameters(), lr=1e-2)
        g = torch.Generator().manual_seed(1)
        data = [models.lm_batch(g, 32, 8, 8) for _ in range(5)]
        step = export_train_step(gpt, models.lm_loss,
                                 tuple(x[:4] for x in data[0]), opt, grid=2,
                                 microbatches=2)
        self.assertEqual(step.input_shapes, [(4, 8), (4, 8)])
        self.assertIn("fsdp.microbatches = 2", step.mlir)
        self.assertIn("tensor<2x8xi64>", step.mlir)
        ref = eager_train(gpt, models.lm_loss, opt, data)
        check_accumulated(self, step, ref, data,
                          os.path.join(self.work, "accumulate"))

    def test_microbatches_that_do_not_split_the_batch(self):
        model = models.MLP([4, 4])
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        batch = (torch.randn(6, 4), torch.randn(6, 4))
        with self.assertRaisesRegex(ValueError, "microbatches=4: batch input 0 "
                                    "has 6 rows per rank, which do not split "
                                    "into 4 equal microbatches"):
            export_train_step(model, torch.nn.functional.mse_loss, batch, opt,
                              microbatches=4)
        with self.assertRaisesRegex(ValueError, "positive integer"):
            export_train_step(model, torch.nn.functional.mse_loss, batch, opt,
                              microbatches=0)

    def test_scheduler_of_another_optimizer(self):
        model = models.MLP([4, 4])
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        other = torch.optim.SGD(models.MLP([4, 4]).parameters(), lr=0.1)
        sched = torch.optim.lr_scheduler.StepLR(other, 2)
        with self.assertRaisesRegex(ValueError, "another optimizer"):
            export_train_step(model, torch.nn.functional.mse_loss,
                              (torch.randn(2, 4), torch.randn(2, 4)), opt,
                              lr_scheduler=sched)


if __name__ == "__main__":
    unittest.main()
