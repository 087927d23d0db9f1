"""Training from Python (fsdp_mlir.torch.compile, fsdp_mlir.runner) the way
a user's script does it: runner_job.py under `mpirun -np 2`, checked
against fsdp-run on the same rows.

Run from python/tests with the tree built (build/bin, build/python):
python -m unittest -v test_runner
"""

import os
import subprocess
import sys
import tempfile
import time
import unittest

import numpy as np

from fsdp_mlir import tools

HERE = os.path.dirname(os.path.abspath(__file__))


def job(mode, out, steps=0, ranks=2, check=True):
    """Runs runner_job.py MODE OUT STEPS on `ranks` ranks (1: no mpirun);
    returns (exit status, output, seconds)."""
    cmd = [sys.executable, os.path.join(HERE, "runner_job.py"), mode, out,
           str(steps)]
    if ranks > 1:
        cmd = tools.mpirun_prefix(ranks) + cmd
    start = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, timeout=300)
    seconds = time.monotonic() - start
    if check and p.returncode != 0:
        raise AssertionError("%s failed (%d):\n%s" %
                             (" ".join(cmd), p.returncode, p.stdout[-4000:]))
    return p.returncode, p.stdout, seconds


def states(path):
    with np.load(path) as f:
        return [f["arr_%d" % i] for i in range(len(f.files))]


class TrainFromPython(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = cls.tmp.name

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_bitwise_fsdp_run(self):
        """20 steps from Python end in the state fsdp-run --deterministic
        ends in on the same rows and schedule (the job also checks the
        state after 0 steps is the model's, that the inputs' memory is what
        the step reads, load_into, and evaluate against eager)."""
        out = os.path.join(self.dir, "train")
        job("train", out, 20)
        exp = os.path.join(out, "exp")
        sharded = os.path.join(exp, "sharded.mlir")
        tools.fsdp_opt(os.path.join(exp, "step.mlir"), sharded,
                       ["--fsdp-pipeline=strategy=full-shard"])
        dump = os.path.join(out, "dump")
        subprocess.run(tools.mpirun_prefix(2) + [
            tools.find_tool("fsdp-run"), sharded, "--steps=20",
            "--deterministic", "--load-state=" + os.path.join(exp, "state"),
            "--inputs=" + os.path.join(exp, "inputs"),
            "--dump-state=" + dump], check=True, stdout=subprocess.DEVNULL)
        mine = states(os.path.join(out, "state.npz"))
        self.assertEqual(len(mine), len(os.listdir(dump)))
        for i, value in enumerate(mine):
            theirs = np.load(os.path.join(dump, "arg%d.npy" % i))
            self.assertEqual(value.tobytes(), theirs.tobytes(), "arg%d" % i)
        losses = np.load(os.path.join(out, "losses.npy"))
        self.assertTrue(np.all(np.isfinite(losses)) and losses[-1] < losses[0])

    def test_resume_bitwise(self):
        """A run resumed from its step-4 checkpoint ends bitwise where the
        uninterrupted run ends."""
        out = os.path.join(self.dir, "resume")
        job("save", out, 10)
        whole = states(os.path.join(out, "state.npz"))
        os.remove(os.path.join(out, "state.npz"))
        job("resume", out, 10)
        for a, b in zip(whole, states(os.path.join(out, "state.npz"))):
            self.assertEqual(a.tobytes(), b.tobytes())

    def test_microbatches_and_memory_limit(self):
        """compile(microbatches=2, memory_limit="100M"): each rank's rows in
        two microbatches (an output layer of 5 rows, padded over the 2
        ranks), 3 steps within 1e-5 of eager PyTorch on the whole batch."""
        _, output, _ = job("microbatches", os.path.join(self.dir, "mb"), 3)
        self.assertIn("microbatches: ok", output)

    def test_hybrid(self):
        """compile(strategy="hybrid", ranks_per_host=2) on 4 ranks: a grid
        of 2 hosts x 2 ranks, each parameter sharded over its host's 2 ranks;
        3 steps within 1e-5 of eager PyTorch on the whole batch, and the
        evaluation on those shards within 1e-5 of eager's."""
        _, output, _ = job("hybrid", os.path.join(self.dir, "hybrid"), 3,
                           ranks=4)
        self.assertIn("hybrid: ok", output)

    def test_evaluate_in_eval_mode(self):
        """trainer.evaluate of a CNN with BatchNorm and dropout, after 3
        steps: the compiled forward step in eval mode (running statistics,
        no dropout) within 1e-6 of eager PyTorch's on the trained model."""
        with tempfile.TemporaryDirectory() as out:
            self.assertIn("evaluate: ok", job("evaluate", out, 3)[1])

    def test_export_error(self):
        """Rank 0 traces the step for the job; when it cannot (a loss that
        is no scalar), every rank raises: rank 0 the export's error, the
        others that rank 0 could not export, naming it."""
        _, output, _ = job("export-error", os.path.join(self.dir, "ee"))
        self.assertEqual(output.count("export-error: ok"), 2, output[-3000:])

    def test_bad_inputs(self):
        """Another shape, a short last batch, another dtype, a transposed
        view, a missing tensor, a list, a tensor not in host memory: each an
        error naming the input and the rank, before anything ran; a tensor
        that requires grad is read where it is."""
        _, output, _ = job("errors", os.path.join(self.dir, "errors"))
        self.assertIn("errors: ok", output)

    def test_failed_step_alone(self):
        """Alone, a failed step is an exception, the next step refuses to
        run on its state, and a resume goes on."""
        _, output, _ = job("failed", os.path.join(self.dir, "alone"), ranks=1)
        self.assertIn("failed: ok", output)

    def test_failed_step_ends_the_job(self):
        """Among several ranks a step that failed on one ends the job, with
        one line naming the rank, the step and why."""
        rc, output, seconds = job("failed", os.path.join(self.dir, "ranks"),
                                  check=False)
        self.assertNotEqual(rc, 0)
        self.assertIn("error on rank 1: step 2: index out of range", output)
        self.assertLess(seconds, 120)

    def test_ranks_with_different_shapes(self):
        """A rank whose batch has another shape raises, naming the input;
        within the timeout (20 s) the job ends with a line naming the rank
        that never came: rank 0's collective names rank 1, or, when rank
        1's bounded barrier in finalize, which began a moment later, runs
        out first (both bounds are the timeout: on a loaded machine either
        can), rank 1 names rank 0 and the collective it is in."""
        rc, output, seconds = job("mismatch", os.path.join(self.dir, "mm"),
                                  check=False)
        self.assertNotEqual(rc, 0)
        self.assertIn("on rank 1: expected shape (4, 12), got (4, 11)", output)
        self.assertRegex(output, r"not arrived: rank 1|on rank 1: timeout: "
                         r"finalize: .*not arrived: rank 0 \(in all_gather")
        self.assertLess(seconds, 120)


class TrainJaxFromPython(unittest.TestCase):
    def test_jax_trainer(self):
        """fsdp_mlir.jax.compile: 5 optax.adamw steps of an MLP on each
        rank's rows give back the step's pytree, within 1e-6 (normwise) of
        JAX's own run of the same jitted step, losses within 1e-6; its
        trainer.evaluate (a forward step on the trainer's shards) within
        1e-6 of JAX's run of the same jitted evaluation."""
        self.check_against_jax(2)

    def test_jax_trainer_hybrid(self):
        """The same with strategy="hybrid" on 4 ranks, hosts of 2: sharded
        within a host, all-reduced across, within 1e-6 of JAX's run."""
        self.check_against_jax(4, "hybrid")

    def test_jax_trainer_relaid_state(self):
        """A step whose export re-lays its state out (layers stacked for a
        lax.scan, split per layer; a typed PRNG key, held as its key data):
        trained within 1e-6 of JAX, the key equal, and `state()` gives the
        key back as a key; evaluate and predict with functions that read
        the stacked layers in a scan and the key run on the trainer's
        layout, within 1e-6 and 1e-5 of JAX's run."""
        self.check_against_jax(2, script="runner_jax_scan_job.py")

    def check_against_jax(self, ranks, *strategy,
                          script="runner_jax_job.py"):
        with tempfile.TemporaryDirectory() as out:
            cmd = tools.mpirun_prefix(ranks) + [
                sys.executable, os.path.join(HERE, script), out,
                "5", *strategy]
            p = subprocess.run(cmd, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True,
                               timeout=300)
            self.assertEqual(p.returncode, 0, p.stdout[-3000:])
            with np.load(os.path.join(out, "result.npz")) as f:
                np.testing.assert_allclose(f["losses"], f["ref_losses"],
                                           rtol=1e-6)
                leaves = [k for k in f.files if k.startswith("mine")]
                self.assertGreater(len(leaves), 4)
                for k in leaves:
                    mine = f[k].astype(np.float64)
                    ref = f["ref" + k[4:]].astype(np.float64)
                    self.assertEqual(mine.shape, ref.shape)
                    err = np.linalg.norm(mine - ref)
                    self.assertLessEqual(err, 1e-6 * max(np.linalg.norm(ref),
                                                         1e-30), k)


class TrainLoopExample(unittest.TestCase):
    def test_train_loop_example(self):
        """examples/torch/train_loop.py, killed after its step-10
        checkpoint and run again: it resumes there, evaluates the held-out
        split, and loads the result into transformers."""
        script = os.path.join(os.path.dirname(os.path.dirname(HERE)),
                              "examples", "torch", "train_loop.py")
        with tempfile.TemporaryDirectory() as out:
            cmd = tools.mpirun_prefix(2) + [
                sys.executable, script, "--steps=20", "--eval-every=10",
                "--save-every=10", "--out=" + out]
            first = subprocess.run(cmd + ["--kill-at=10"],
                                   stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True,
                                   timeout=300)
            self.assertNotEqual(first.returncode, 0)
            self.assertIn("killed after step 10", first.stdout)
            again = subprocess.run(cmd, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True,
                                   timeout=300)
            self.assertEqual(again.returncode, 0, again.stdout[-3000:])
            for line in ("resuming from step 10", "step 20 held-out loss",
                         "transformers, from"):
                self.assertIn(line, again.stdout)


if __name__ == "__main__":
    unittest.main()
