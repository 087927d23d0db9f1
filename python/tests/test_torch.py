"""PyTorch frontend: export real torch.nn models with torch.optim optimizers,
train the step with fsdp-run on 1 and 2 ranks (DDP as exported, FSDP after
fsdp-opt --fsdp-pipeline), compare with PyTorch's eager loop.

Run from python/tests with fsdp-opt and fsdp-run built (FSDP_BIN or
build/bin): python -m unittest -v test_torch
"""

import tempfile
import unittest

import torch
from torch_mlir import ir

from fsdp_mlir import contract
from fsdp_mlir.testing import torch_models as models, verify
from fsdp_mlir.testing.torch_cases import make_case
from fsdp_mlir.torch import export_train_step

from frontend_test import FrontendTestCase

# The models of other libraries and the other torch tests, run by the same
# ctest entry.
from test_torch_checkpoint import TorchCheckpoint  # noqa: F401
from test_torch_ecosystem import EcosystemDDP, EcosystemExport, EcosystemTraining  # noqa: F401
from test_torch_joint import TorchJoint  # noqa: F401
from test_torch_lowering_errors import TorchLoweringErrors  # noqa: F401
from test_torch_meta_init import TorchMetaInit  # noqa: F401
from test_torch_remat import TorchRematerialize  # noqa: F401
from test_torch_schedules import TorchSchedules  # noqa: F401
from test_torch_update import TorchUpdate  # noqa: F401


def eager(case, batches):
    return case.reference(batches)


class TorchTraining(FrontendTestCase):
    def test_mlp_relu_mse_sgd_momentum_weight_decay(self):
        self.check_case("mlp-relu-mse-momentum",
                        make_case("mlp", "momentum", "relu", "mse"), eager)

    def test_mlp_gelu_ce_adam(self):
        self.check_case("mlp-gelu-ce-adam",
                        make_case("mlp", "adam", "gelu", "ce"), eager)

    def test_mlp_tanh_mse_adamw_clip(self):
        self.check_case("mlp-tanh-mse-adamw-clip",
                        make_case("mlp", "adamw", "tanh", "mse", clip=0.5),
                        eager)

    def test_gpt_tied_adamw_clip(self):
        ref = self.check_case("gpt-tied-adamw-clip",
                              make_case("gpt", "adamw", clip=1.0), eager,
                              global_batch=4)
        # The key third of the attention's qkv bias has no gradient but
        # rounding noise: the exception the comparison makes, with evidence.
        from fsdp_mlir.testing.verify import noise_masks
        masks = noise_masks(ref)
        self.assertTrue(masks)
        dim = 16
        for mask in masks.values():
            self.assertEqual(mask.shape, (3 * dim,))
            self.assertFalse(mask[:dim].any() or mask[2 * dim:].any())

    def test_mlp_upstream_shard_collective(self):
        # The same step synchronised with upstream shard.all_reduce, which
        # fsdp-opt imports and fsdp-run accepts.
        case = make_case("mlp", "adam", "relu", "mse")
        export = case.export
        case.export = lambda batch, n: export(batch, n, collective="shard")
        self.check_case("mlp-shard-collective", case, eager, ranks=(2,))

    def test_gpt_untied_sgd(self):
        self.check_case("gpt-untied-sgd", make_case("gpt", "sgd", tied=False),
                        eager, global_batch=4)


class TorchGoldens(unittest.TestCase):
    def test_goldens_up_to_date(self):
        import goldens
        for name in goldens.GOLDENS:
            if name.startswith("torch-"):
                with self.subTest(golden=name):
                    self.assertEqual(goldens.differences(name), [])


class TorchExport(unittest.TestCase):
    def setUp(self):
        torch.manual_seed(0)
        self.model = models.MLP([4, 8, 2])
        self.batch = (torch.randn(2, 4), torch.randn(2, 2))

    def export(self, optimizer, **kw):
        return export_train_step(self.model, torch.nn.functional.mse_loss,
                                 self.batch, optimizer, **kw)

    def test_verify_names_a_reference_in_another_layout(self):
        # A reference without a state tensor the step has (a buffer its
        # run did not see written): an error that says so, not an index
        # error deep in the comparison.
        step = self.export(torch.optim.SGD(self.model.parameters(), lr=0.1))
        ref = verify.Reference([0.0], step.state[:-1], None, None)
        with tempfile.TemporaryDirectory() as work, self.assertRaisesRegex(
                ValueError, r"^the reference holds 3 state tensors and the "
                r"step 4: its state is not in the step's layout \(the "
                r"step's last: 0.bias, 2.weight, 2.bias\)$"):
            verify.verify(step, ref, [self.batch], work, 1, 1)

    def test_contract(self):
        step = self.export(torch.optim.Adam(self.model.parameters()), grid=4)
        with contract.new_context():
            module = ir.Module.parse(step.mlir)
            funcs = contract.functions(module)
            self.assertEqual(list(funcs), ["train_step"])
            func = funcs["train_step"]
            args = [ir.DictAttr(a) for a in func.attributes["arg_attrs"]]
            results = [ir.DictAttr(a) for a in func.attributes["res_attrs"]]
        # 4 parameters, then exp_avg, exp_avg_sq and step of each.
        self.assertEqual(step.num_state, 16)
        self.assertEqual(sum("fsdp.state" in a for a in args), 16)
        self.assertEqual(len(args), 18)
        self.assertEqual([ir.IntegerAttr(r["fsdp.updates"]).value
                          for r in results[:16]], list(range(16)))
        self.assertIn("fsdp.loss", results[16])
        # Every gradient and the loss are averaged over the grid.
        self.assertEqual(step.mlir.count('"fsdp.all_reduce"'), 5)
        self.assertEqual(step.mlir.count("reduction = 1 : i32"), 5)
        self.assertIn("shard.grid @dp(shape = 4)", step.mlir)
        self.assertNotIn("tm_tensor", step.mlir)
        self.assertEqual(step.state_names[:2], ["0.weight", "0.bias"])
        self.assertEqual(step.state_names[4], "exp_avg.0.weight")

    def test_upstream_shard_all_reduce(self):
        step = self.export(torch.optim.SGD(self.model.parameters(), lr=0.1),
                           grid=2, collective="shard")
        self.assertEqual(step.mlir.count("shard.all_reduce"), 5)
        self.assertNotIn("fsdp.all_reduce", step.mlir)

    def test_embedding_and_cross_entropy_backward_are_upstream(self):
        torch.manual_seed(0)
        gpt = models.GPT(16, 8, 2, 1, 4)
        idx = torch.randint(0, 16, (2, 4))
        step = export_train_step(gpt, models.lm_loss, (idx, idx.clone()),
                                 torch.optim.SGD(gpt.parameters(), lr=0.1))
        self.assertNotIn("tm_tensor", step.mlir)
        # Tied weights are one parameter.
        self.assertEqual(step.state_names.count("wte.weight"), 1)
        self.assertNotIn("head.weight", step.state_names)

    def test_unsupported_optimizer(self):
        with self.assertRaisesRegex(NotImplementedError, "Adadelta"):
            self.export(torch.optim.Adadelta(self.model.parameters()))

    def test_sgd_dampening(self):
        opt = torch.optim.SGD(self.model.parameters(), lr=0.1, momentum=0.9,
                              dampening=0.5)
        with self.assertRaisesRegex(NotImplementedError, "dampening"):
            self.export(opt)

    def test_optimizer_of_other_parameters(self):
        other = models.MLP([4, 8, 2])
        with self.assertRaisesRegex(ValueError, "not in the optimizer"):
            self.export(torch.optim.SGD(other.parameters(), lr=0.1))

    def test_loss_must_be_scalar(self):
        with self.assertRaisesRegex(ValueError, "scalar"):
            export_train_step(
                self.model,
                lambda out, y: torch.nn.functional.mse_loss(
                    out, y, reduction="none"),
                self.batch, torch.optim.SGD(self.model.parameters(), lr=0.1))

    def test_bad_collective(self):
        with self.assertRaisesRegex(ValueError, "collective"):
            self.export(torch.optim.SGD(self.model.parameters(), lr=0.1),
                        collective="nccl")


if __name__ == "__main__":
    unittest.main()
