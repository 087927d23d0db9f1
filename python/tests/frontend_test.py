"""What the PyTorch and JAX frontend tests share: train an exported step
with fsdp-run (DDP and FSDP, deterministic) on 1 and 2 ranks and hold it to
the framework's own run."""

import copy
import json
import os
import shutil
import tempfile
import time
import unittest

from fsdp_mlir import tools
from fsdp_mlir.testing import verify

STEPS = 5
TOLERANCE = 1e-5
# 3(N-1)/N*P*b is the full-shard volume; the step may move up to 5% more.
COMM_SLACK = 1.05


def _record(name, ranks, step, r, export_s):
    """Appends one JSON line per trained case to $FSDP_COMPAT_TABLE (the
    compatibility table of docs/guides/frontends.md, compat_table.py)."""
    path = os.environ.get("FSDP_COMPAT_TABLE")
    if not path:
        return
    row = {"model": name, "ranks": ranks, "framework": step.framework,
           "parameters": int(sum(v.size for k, v in
                                 enumerate(step.state[:step.num_params])
                                 if k not in step.extra.get("frozen", ()))),
           "frozen": int(step.frozen_bytes // 4),
           "export_s": round(export_s, 2),
           "state_error": float(max(r["ddp_state_error"],
                                    r["fsdp_state_error"])),
           "loss_error": float(max(r["ddp_loss_error"], r["fsdp_loss_error"])),
           "bitwise": bool(r.get("bitwise_ddp_fsdp")),
           "comm_ratio": r.get("comm_ratio"),
           "fsdp_error": r.get("fsdp_error"),
           "f64_ratio": r.get("f64_ratio"),
           "f64_median_ratio": r.get("f64_median_ratio")}
    with open(path, "a") as f:
        f.write(json.dumps(row) + "\n")


def float64_reference(case, reference, batches):
    """`reference(case64, batches64)`: the framework's run of `case` with
    its parameters, optimizer and the batches' floating-point arrays in
    float64 (a PyTorch model cast with `.double()`; JAX's with x64 enabled),
    for the accuracy column of the compatibility table. None unless the
    table is being written ($FSDP_COMPAT_TABLE), or for a model that does
    not run in float64 (the column then reads "-")."""
    if not os.environ.get("FSDP_COMPAT_TABLE"):
        return None
    case64 = copy.copy(case)
    try:
        if hasattr(case, "tx"):  # a JAX case
            import jax
            import numpy as np

            def wide(x):
                x = np.asarray(x)
                return x.astype(np.float64) if x.dtype.kind == "f" else x

            with jax.enable_x64(True):
                case64.params = jax.tree_util.tree_map(wide, case.params)
                return reference(case64, [tuple(wide(t) for t in b)
                                          for b in batches])
        from fsdp_mlir.testing import torch_eager
        case64.model, case64.optimizer = torch_eager.in_float64(
            case.model, case.optimizer)
        return reference(case64, torch_eager.batches_in_float64(batches))
    except (RuntimeError, TypeError, ValueError) as e:
        print("\n[no float64 reference: %s]" % str(e).splitlines()[0])
        return None


def check_accumulated(test, step, ref, batches, workdir, microbatches=2,
                      modes=("last", "each")):
    """Compiles `step` with fsdp-pipeline in each gradient-sync mode over
    `microbatches` microbatches, trains it on 2 ranks on the global
    `batches` and holds state and losses to `ref`, the framework's run on
    them, within TOLERANCE. A step exported with `microbatches=K` says so
    itself (the pipeline takes no option); one exported for a microbatch's
    rows is given the option and K times its rows."""
    ref = verify.Reference(ref.losses, ref.state, ref.grads,
                           ref.owner).in_layout_of(step)
    os.makedirs(workdir, exist_ok=True)
    path = step.save(workdir, "ddp.mlir")
    exported = step.extra.get("microbatches", 1)
    if exported == 1:
        # Each rank now reads `microbatches` times the rows the step took.
        step.input_shapes = [(microbatches * s[0],) + tuple(s[1:])
                             for s in step.input_shapes]
        option = "microbatches=%d " % microbatches
    else:
        test.assertEqual(exported, microbatches)
        option = ""
    inputs = step.save_inputs(workdir, batches)
    for sync in modes:
        with test.subTest(gradient_sync=sync):
            acc = os.path.join(workdir, sync + ".mlir")
            tools.fsdp_opt(path, acc, ["--fsdp-pipeline=%sgradient-sync=%s"
                                       % (option, sync)])
            with open(acc) as f:
                test.assertIn('gradient_sync = "%s"' % sync, f.read())
            dump = os.path.join(workdir, "dump-" + sync)
            run = tools.fsdp_run(acc, 2, len(batches),
                                 os.path.join(workdir, "state"), inputs, dump,
                                 deterministic=True)
            rows = tools.compare_states(
                tools.load_state(dump, step.num_state), ref.state,
                step.state_names, verify.noise_masks(ref))
            test.assertLessEqual(max(r[1] for r in rows), TOLERANCE)
            for got, want in zip(run.losses, ref.losses):
                test.assertLessEqual(abs(got - want) / abs(want), TOLERANCE)


class FrontendTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.workdir = tempfile.mkdtemp(prefix="fsdp-frontend-")

    @classmethod
    def tearDownClass(cls):
        if not os.environ.get("FSDP_KEEP_TMP"):
            shutil.rmtree(cls.workdir, ignore_errors=True)

    def setUp(self):
        # check_case's exports, by (name, ranks): a test that inspects the
        # step it trained reads it here instead of exporting it again.
        self.exports = {}

    def check_case(self, name, case, reference, ranks=(1, 2), global_batch=8,
                   bitwise=True, comm_slack=COMM_SLACK, sharded=True):
        """Exports `case` for each world size, trains it and checks it.

        `bitwise=False` for steps whose FSDP form rounds differently from
        DDP (docs/reference/limits.md: GEMMs that change orientation under
        full shard); FSDP is checked bitwise DDP on 1 rank regardless. A norm
        for global clipping is bitwise: DDP sums the gradient's rows in the
        blocks FSDP's shards hold (fsdp-partition-reductions). `comm_slack`: the
        bound on the full-shard communication over theory. `sharded=False`:
        some state stays whole (docs/reference/limits.md), so a rank holds
        more than its 1/N, though never more than the whole state."""
        batches = case.batches(global_batch, STEPS, 0)
        ref = reference(case, batches)
        ref64 = float64_reference(case, reference, batches)
        for n in ranks:
            with self.subTest(ranks=n):
                start = time.perf_counter()
                step = case.export(batches[0], n)
                export_s = time.perf_counter() - start
                self.exports[name, n] = step
                r = verify.verify(step, ref, batches,
                                  os.path.join(self.workdir, name, str(n)), n,
                                  STEPS, log=lambda text: print(
                                      "\n[%s]\n%s" % (name, text)),
                                  ref64=ref64)
                self.assertIsNone(r["fsdp_error"])
                self.assertLessEqual(r["ddp_state_error"], TOLERANCE)
                self.assertLessEqual(r["fsdp_state_error"], TOLERANCE)
                self.assertLessEqual(r["ddp_loss_error"], TOLERANCE)
                self.assertLessEqual(r["fsdp_loss_error"], TOLERANCE)
                _record(name, n, step, r, export_s)
                if bitwise or n == 1:
                    self.assertTrue(r["bitwise_ddp_fsdp"])
                if n > 1:
                    self.assertLessEqual(r["comm_ratio"], comm_slack)
                    if sharded:
                        self.assertEqual(r["state_bytes"],
                                         r["sharded_state_bytes"])
                    else:
                        self.assertLessEqual(r["state_bytes"],
                                             step.state_bytes)
        return ref
