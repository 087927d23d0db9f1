"""One rank of a training job run from Python (test_runner.py starts it
under mpirun): `python runner_job.py MODE OUT [STEPS]`.

    train    trains STEPS steps of a small torch model (LayerNorm, GELU, a
             LambdaLR schedule), writes OUT/state.npz, OUT/losses.npy and,
             from rank 0, the export (OUT/exp: step, state, inputs) for
             fsdp-run; checks the state after 0 steps is the model's
    save     trains 4 steps, checkpoints OUT/ck, trains on to STEPS
    resume   resumes OUT/ck and trains on to STEPS (state.npz as train)
    errors   bad inputs, each an error naming the argument and the rank
    failed   a step that fails (a label out of range on the last rank),
             the step after it, a resume
    microbatches  trains STEPS steps with microbatches=2 and a memory limit,
             against eager PyTorch on the global batch
    hybrid   the same with strategy="hybrid" in hosts of 2 ranks (run on 4),
             and its evaluation
    evaluate a CNN with BatchNorm and dropout trained STEPS steps: its
             evaluation (eval mode: running statistics, no dropout)
             against eager PyTorch's on the trained model
    mismatch rank 1 passes a batch of another shape
    export-error  a step rank 0 cannot export: every rank raises
"""

import os
import sys

import numpy as np
import torch

import fsdp_mlir.runner
import fsdp_mlir.torch as fsdp_torch

B = 4


def build():
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(12, 24), torch.nn.LayerNorm(24),
                                torch.nn.GELU(), torch.nn.Linear(24, 5))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2, weight_decay=0.1)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda k: 1 / (1 + k))
    return model, opt, sched


def batches(world, steps):
    g = torch.Generator().manual_seed(1)
    x = torch.randn(steps, world * B, 12, generator=g)
    y = torch.randint(0, 5, (steps, world * B), generator=g)
    return x, y


def rows(t, rank):
    return t[rank * B:(rank + 1) * B].contiguous()


def evaluate(out, steps):
    """A model whose eval-mode forward differs from its training one:
    BatchNorm's running statistics (state the training step writes, which
    the forward step reads) and dropout (off)."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Conv2d(3, 6, 3), torch.nn.BatchNorm2d(6), torch.nn.ReLU(),
        torch.nn.Dropout(0.3), torch.nn.Flatten(), torch.nn.Linear(6 * 4 * 4, 5))
    opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    example = (torch.zeros(B, 3, 6, 6), torch.zeros(B, dtype=torch.long))
    trainer = fsdp_torch.compile(model, torch.nn.functional.cross_entropy, opt,
                                 example, timeout=20)
    rank, world = trainer.rank, trainer.world_size
    g = torch.Generator().manual_seed(2)
    x = torch.randn(steps + 1, world * B, 3, 6, 6, generator=g)
    y = torch.randint(0, 5, (steps + 1, world * B), generator=g)
    for k in range(steps):
        trainer.step(rows(x[k], rank), rows(y[k], rank))
    held = rows(x[steps], rank), rows(y[steps], rank)
    got = trainer.evaluate(*held)
    eager = trainer.evaluate_eager(*held)
    trainer.load_into(model, opt)
    model.eval()
    with torch.no_grad():
        want = np.mean([float(torch.nn.functional.cross_entropy(
            model(rows(x[steps], r)), rows(y[steps], r)))
            for r in range(world)])
    assert abs(got - want) <= 1e-6 * abs(want), (got, want)
    assert abs(eager - want) <= 1e-6 * abs(want), (eager, want)
    # The running statistics moved, and the step read them.
    bn = model[1]
    assert not torch.equal(bn.running_mean, torch.zeros(6))
    # The parameters are read as the trainer's shards; the buffers, which
    # the training step holds whole, are cut to the forward step's shards.
    forward, = trainer._forwards.values()
    resharded = {forward.state_names[i] for i in forward.resharded}
    assert resharded == {"1.running_mean", "1.running_var"}, resharded
    if rank == 0:
        print("evaluate: ok %.9f %.9f" % (got, want))


def main():
    mode, out = sys.argv[1], sys.argv[2]
    steps = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    os.makedirs(out, exist_ok=True)
    model, opt, sched = build()
    example = (torch.zeros(B, 12), torch.zeros(B, dtype=torch.long))
    if mode == "export-error":
        # A loss that is not a scalar: rank 0's export fails, and every rank
        # raises (rank 0 the export's own error), none waits.
        try:
            fsdp_torch.compile(model, lambda out, y: out, opt, example)
        except (ValueError, RuntimeError) as e:
            assert ("rank 0 could not export the step: ValueError"
                    in str(e)) == (fsdp_mlir.runner.runtime().rank != 0), e
            print("export-error: ok")
        return
    if mode == "evaluate":
        return evaluate(out, steps)
    options = {}
    if mode == "microbatches":
        # The options: gradients accumulated over 2 microbatches of
        # the rank's 4 rows, within a memory limit.
        options = {"microbatches": 2, "memory_limit": "100M"}
    if mode == "hybrid":
        # Hosts of 2 ranks: each parameter sharded within a host and
        # replicated across hosts.
        options = {"strategy": "hybrid", "ranks_per_host": 2}
    trainer = fsdp_torch.compile(model, torch.nn.functional.cross_entropy, opt,
                                 example, lr_scheduler=sched,
                                 deterministic=True, timeout=20, **options)
    rank, world = trainer.rank, trainer.world_size
    x, y = batches(world, max(steps, 1))
    if mode == "train":
        # The state after 0 steps is the model's, bitwise.
        sd = trainer.state_dict()
        for name, value in model.state_dict().items():
            assert torch.equal(sd[name], value), name
    if mode == "resume":
        assert trainer.resume(os.path.join(out, "ck")) == 4
    if mode in ("train", "save", "resume"):
        losses = []
        for k in range(trainer.steps_done, steps):
            xs, ys = rows(x[k], rank), rows(y[k], rank)
            losses.append(trainer.step(xs, ys))
            pointers = trainer._session.last_argument_pointers
            assert xs.data_ptr() in pointers and ys.data_ptr() in pointers
            if mode == "save" and k + 1 == 4:
                trainer.save(os.path.join(out, "ck"))
        state = trainer.state()
        if rank == 0:
            np.savez(os.path.join(out, "state.npz"), *state)
            np.save(os.path.join(out, "losses.npy"), np.array(losses))
        if mode == "train" and rank == 0:
            step = trainer.train_step
            step.save(os.path.join(out, "exp"))
            step.save_inputs(os.path.join(out, "exp"),
                             [(x[k], y[k]) for k in range(steps)])
        # Back into the framework: the parameters are the trained ones.
        trainer.load_into(model, opt)
        for name, value in trainer.state_dict().items():
            assert torch.equal(model.state_dict()[name], value), name
        # Evaluation: the ranks' mean loss on their rows, as eager computes
        # it with the trained parameters.
        held = rows(x[0], rank), rows(y[0], rank)
        got = trainer.evaluate(*held)
        with torch.no_grad():
            want = np.mean([float(torch.nn.functional.cross_entropy(
                model(rows(x[0], r)), rows(y[0], r))) for r in range(world)])
        assert abs(got - want) <= 1e-6 * abs(want), (got, want)
        # ... compiled against the trainer's shards: the forward step reads
        # them where they are (none resharded) and the rows where they are.
        forward, = trainer._forwards.values()
        assert forward.resharded == [], forward.resharded
        shards = {trainer._session.shard(a["index"]).ctypes.data
                  for a in trainer._session.args if a["state"]}
        pointers = forward.last_argument_pointers
        state_args = [a["index"] for a in forward.args if a["state"]]
        assert {pointers[i] for i in state_args} <= shards
        assert held[0].data_ptr() in pointers
        # Another batch size is another forward step.
        small = rows(x[0], rank)[:2], rows(y[0], rank)[:2]
        got = trainer.evaluate(*small)
        with torch.no_grad():
            want = np.mean([float(torch.nn.functional.cross_entropy(
                model(rows(x[0], r)[:2]), rows(y[0], r)[:2]))
                for r in range(world)])
        assert abs(got - want) <= 1e-6 * abs(want), (got, want)
        assert len(trainer._forwards) == 2
        # The model's outputs on this rank's rows, from its compiled
        # forward on the shards.
        logits = trainer.predict(held[0])
        with torch.no_grad():
            want = model(held[0])
        assert logits.shape == want.shape, (logits.shape, want.shape)
        assert torch.allclose(logits, want, rtol=1e-5, atol=1e-6)
        assert len(trainer._forwards) == 3
    elif mode == "errors":
        xs, ys = rows(x[0], rank), rows(y[0], rank)
        cases = [
            ((torch.zeros(B, 11), ys), ValueError, "expected shape (4, 12)"),
            ((torch.zeros(B - 1, 12), ys), ValueError, "short last batch"),
            ((xs.double(), ys), TypeError, "expected f32, got float64"),
            ((xs, ys.int()), TypeError, "expected i64, got int32"),
            ((torch.zeros(12, B).t(), ys), ValueError, "not contiguous"),
            ((xs,), TypeError, "takes 2 batch tensors, 1 given"),
            ((xs.tolist(), ys), TypeError, "a list, not an array"),
            ((xs.to("meta"), ys), ValueError, "on meta; the step runs on the CPU"),
        ]
        for args, kind, text in cases:
            try:
                trainer.step(*args)
            except kind as e:
                assert text in str(e) and "rank %d" % rank in str(e) or \
                    "given" in text, str(e)
            else:
                raise AssertionError("no error for " + text)
        assert trainer.steps_done == 0
        # A tensor that requires grad is read where it is (detached).
        xg = xs.clone().requires_grad_(True)
        trainer.step(xg, ys)
        assert xg.data_ptr() in trainer._session.last_argument_pointers
        # Read-only memory is read where it is, and left as it was: a
        # read-only numpy array (a memory map opened "r", a JAX array's
        # view) and the file of a read-only memory map.
        xr = xs.numpy().copy()
        xr.setflags(write=False)
        path = os.path.join(out, "rows%d.npy" % rank)
        np.save(path, ys.numpy())
        ym = np.load(path, mmap_mode="r")
        trainer.step(xr, ym)
        assert xr.ctypes.data in trainer._session.last_argument_pointers
        assert np.array_equal(xr, xs.numpy())
        assert np.array_equal(ym, ys.numpy())
        if rank == 0:
            print("errors: ok")
    elif mode == "failed":
        # A label out of range fails the step (cross entropy's index
        # check). Alone: an exception, and no step until a resume; among
        # several ranks: the job ends, naming the rank and the step.
        xs, ys = rows(x[0], rank), rows(y[0], rank)
        trainer.step(xs, ys)
        trainer.save(os.path.join(out, "ck"))
        bad = ys.clone()
        if rank == world - 1:
            bad[0] = 7
        for attempt in range(2):
            try:
                trainer.step(xs, bad)
            except RuntimeError as e:
                want = ("step 2: index out of range" if attempt == 0
                        else "an earlier step failed")
                assert want in str(e), str(e)
            else:
                raise AssertionError("the failed step raised nothing")
        trainer.resume(os.path.join(out, "ck"))
        trainer.step(xs, ys)
        print("failed: ok")
    elif mode in ("microbatches", "hybrid"):
        losses = [trainer.step(rows(x[k], rank), rows(y[k], rank))
                  for k in range(steps)]
        # Eager on the global batch: the same mean loss and update.
        ref, ref_opt, ref_sched = build()
        for k in range(steps):
            loss = torch.nn.functional.cross_entropy(ref(x[k]), y[k])
            assert abs(float(loss) - losses[k]) <= 1e-5 * abs(float(loss))
            ref_opt.zero_grad()
            loss.backward()
            ref_opt.step()
            ref_sched.step()
        for name, value in trainer.state_dict().items():
            want = ref.state_dict()[name]
            assert torch.allclose(value, want, rtol=1e-5, atol=1e-6), name
        if mode == "hybrid":
            # Shards of the host's 2 ranks, and the forward step on them.
            first = trainer._session.args[0]
            assert first["local_shape"] == [12, 12], first
            held = rows(x[0], rank), rows(y[0], rank)
            got = trainer.evaluate(*held)
            with torch.no_grad():
                want = np.mean([float(torch.nn.functional.cross_entropy(
                    ref(rows(x[0], r)), rows(y[0], r))) for r in range(world)])
            assert abs(got - want) <= 1e-5 * abs(want), (got, want)
            forward, = trainer._forwards.values()
            assert forward.resharded == [], forward.resharded
        if rank == 0:
            print("%s: ok" % mode)
    elif mode == "mismatch":
        xs, ys = rows(x[0], rank), rows(y[0], rank)
        if rank == 1:
            xs = torch.zeros(B, 11)
        trainer.step(xs, ys)
        raise AssertionError("rank %d went on" % rank)


if __name__ == "__main__":
    main()
