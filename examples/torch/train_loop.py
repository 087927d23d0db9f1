#!/usr/bin/env python3
"""Train a Hugging Face GPT-2 from your own training loop.

The script a user writes: a model from its config, a torch DataLoader that
tokenizes this repository's docs on the fly (byte-level, 256 tokens), a
held-out split evaluated every few steps, checkpoints, and the result loaded
back into transformers. fsdp-mlir appears in two lines: `compile` (export,
shard, compile once for the job) and `trainer.step`.

    mpirun --allow-run-as-root --oversubscribe -np 2 \\
        ~/.cache/fsdp-mlir/venv/bin/python examples/torch/train_loop.py

Run it again and it resumes from its last checkpoint (kill it mid-run to
see: it goes on from the checkpoint, bitwise as if never stopped).
`--kill-at K` makes the script kill itself after step K, for that test.
"""

import argparse
import glob
import os
import signal
import sys
import time

import torch
from torch.utils.data import DataLoader, Dataset, DistributedSampler

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "python"))

import fsdp_mlir.torch  # noqa: E402


class TextWindows(Dataset):
    """Windows of `seq + 1` bytes of a text, tokenized when read: inputs and
    next-token targets."""

    def __init__(self, text: bytes, seq: int):
        self.text, self.seq = text, seq

    def __len__(self):
        return (len(self.text) - 1) // self.seq

    def __getitem__(self, i):
        chunk = self.text[i * self.seq:(i + 1) * self.seq + 1]
        ids = torch.frombuffer(bytearray(chunk), dtype=torch.uint8).long()
        return ids[:-1], ids[1:]


class NextTokenLoss(torch.nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x, y):
        logits = self.model(input_ids=x).logits
        return torch.nn.functional.cross_entropy(logits.flatten(0, 1),
                                                 y.flatten())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--batch", type=int, default=8, help="rows per rank")
    ap.add_argument("--seq", type=int, default=64)
    ap.add_argument("--eval-every", type=int, default=50)
    ap.add_argument("--save-every", type=int, default=50)
    ap.add_argument("--out", default=os.path.join(REPO, "build", "train-loop"))
    ap.add_argument("--kill-at", type=int, default=0)
    args = ap.parse_args()

    import transformers
    from transformers import GPT2Config, GPT2LMHeadModel
    transformers.logging.disable_progress_bar()
    torch.manual_seed(0)
    config = GPT2Config(vocab_size=256, n_positions=args.seq, n_embd=128,
                        n_layer=4, n_head=4, bos_token_id=0, eos_token_id=0)
    model = GPT2LMHeadModel(config)
    loss = NextTokenLoss(model)
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3,
                                  weight_decay=0.1)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda k: min(1.0, (k + 1) / 10))

    files = [os.path.join(REPO, "README.md")] + sorted(
        glob.glob(os.path.join(REPO, "docs", "**", "*.md"), recursive=True))
    text = b"".join(open(f, "rb").read() for f in files)
    split = len(text) * 9 // 10
    train, held_out = TextWindows(text[:split], args.seq), \
        TextWindows(text[split:], args.seq)

    example = (torch.zeros(args.batch, args.seq, dtype=torch.long),) * 2
    start = time.perf_counter()
    trainer = fsdp_mlir.torch.compile(loss, None, optimizer, example,
                                      lr_scheduler=schedule,
                                      strategy="full-shard")
    rank, world = trainer.rank, trainer.world_size

    def say(*what):
        if rank == 0:
            print(*what, flush=True)

    say("GPT-2 (%d layers, d %d): %d parameters, compiled for %d ranks in "
        "%.1f s" % (config.n_layer, config.n_embd,
                    sum(p.numel() for p in model.parameters()), world,
                    time.perf_counter() - start))
    ck = os.path.join(args.out, "checkpoints")
    if os.path.exists(os.path.join(ck, "latest")):
        say("resuming from step %d" % trainer.resume(ck))

    # This rank's rows: a sampler of the job's ranks, reshuffled per epoch;
    # drop_last keeps every batch the shape the step was compiled for.
    sampler = DistributedSampler(train, num_replicas=world, rank=rank,
                                 shuffle=True, seed=0, drop_last=True)
    loader = DataLoader(train, batch_size=args.batch, sampler=sampler,
                        drop_last=True)
    evaluation = DataLoader(held_out, batch_size=args.batch,
                            sampler=DistributedSampler(
                                held_out, num_replicas=world, rank=rank,
                                shuffle=False, drop_last=True),
                            drop_last=True)
    per_epoch = len(loader)
    epoch = trainer.steps_done // per_epoch
    while trainer.steps_done < args.steps:
        sampler.set_epoch(epoch)
        skip = trainer.steps_done - epoch * per_epoch  # resumed mid-epoch
        for k, (x, y) in enumerate(loader):
            if k < skip:
                continue
            train_loss = trainer.step(x, y)
            step = trainer.steps_done
            if step % 25 == 0:
                say("step %d loss %.4f (%.1f ms)" %
                    (step, train_loss, trainer.last["seconds"] * 1e3))
            if step % args.eval_every == 0:
                losses = [trainer.evaluate(hx, hy) for hx, hy in evaluation]
                say("step %d held-out loss %.4f" %
                    (step, sum(losses) / len(losses)))
            if step % args.save_every == 0:
                trainer.save(ck, keep=2)
            if step == args.kill_at:
                say("killed after step %d" % step)
                os.kill(os.getpid(), signal.SIGKILL)
            if step >= args.steps:
                break
        epoch += 1

    # Back into transformers: the trained weights in the model, saved and
    # loaded as any Hugging Face model.
    trainer.load_into(loss, optimizer)
    if rank == 0:
        model.save_pretrained(os.path.join(args.out, "hf"))
        again = GPT2LMHeadModel.from_pretrained(os.path.join(args.out, "hf"))
        prompt = torch.tensor([list(b"The ")])
        sample = again.generate(prompt, max_new_tokens=40, do_sample=False,
                                pad_token_id=0)
        print("transformers, from %s: %r" % (
            os.path.join(args.out, "hf"),
            bytes(sample[0].tolist()).decode("latin-1")))


if __name__ == "__main__":
    main()
