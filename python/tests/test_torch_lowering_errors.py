"""The errors of a torch-mlir lowering that fails: what they are read from
(the diagnostics handled in the importer's context, their locations, the
traced code they point at), not torch-mlir's printed output."""

import os
import tempfile
import unittest

import torch
from torch.nn import functional as F
from torch_mlir import ir

from fsdp_mlir.torch import export_train_step, lowering


class _Odd(torch.nn.Module):
    def forward(self, x):
        return torch.special.i0e(x)  # nothing lowers it


class TorchLoweringErrors(unittest.TestCase):
    def test_error_diagnostic_kept_not_printed(self):
        # The failed legalization is the error's first diagnostic, at the
        # traced line of its location; nothing of it reaches fd 2.
        model = torch.nn.Sequential(torch.nn.Linear(4, 4), _Odd())
        with tempfile.TemporaryFile() as tmp:
            saved = os.dup(2)
            os.dup2(tmp.fileno(), 2)
            try:
                with self.assertRaisesRegex(
                        NotImplementedError,
                        r"aten\.special_i0e \(called in model\.1\)\n  first "
                        r"diagnostic: <eval_with_key>[^\n]*:\d+: error: "
                        r"failed to legalize operation 'torch\.operator'"):
                    export_train_step(
                        model, F.mse_loss, (torch.randn(2, 4),
                                            torch.randn(2, 4)),
                        torch.optim.SGD(model.parameters(), lr=0.1))
            finally:
                os.dup2(saved, 2)
                os.close(saved)
            tmp.seek(0)
            self.assertNotIn(b"failed to legalize", tmp.read())

    def test_aten_calls_of_a_traced_line(self):
        self.assertEqual(lowering._aten_calls(
            "    add = torch.ops.aten.add.Tensor(mul, torch.ops.aten.neg."
            "default(x));  mul = None"), ["aten.add", "aten.neg"])
        self.assertEqual(lowering._aten_calls("    return (add,)"), [])
        self.assertEqual(lowering._aten_calls("  (unbalanced"), [])

    def test_file_lines_innermost_first(self):
        with ir.Context():
            callee = ir.Location.file("<eval_with_key>.3", 12, 0)
            caller = ir.Location.file("model.py", 40, 0)
            location = ir.Location.name("add", ir.Location.callsite(
                callee, [caller]))
            self.assertEqual(list(lowering._file_lines(location)),
                             [("<eval_with_key>.3", 12), ("model.py", 40)])
            self.assertEqual(
                list(lowering._file_lines(ir.Location.unknown())), [])


if __name__ == "__main__":
    unittest.main()
