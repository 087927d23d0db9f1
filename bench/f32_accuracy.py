#!/usr/bin/env python3
"""fsdp-run's float32 training against the framework's float64 run, next to
the framework's own float32 run (issue #44's accuracy figure): Hugging Face
causal LMs built from small configs (random weights, the library's
defaults, dropout off), torchvision CNNs (`alexnet`, `resnet18`: 10
classes, `--image` pixels square, dropout off) or HF wav2vec2's audio
classifier (`wav2vec2`: 1-D convolutions, 3 layers of 64 channels over
`--samples` samples, 10 classes), 3 AdamW (or `--optimizer sgd`: momentum
0.9) steps on 1 rank from the same initial state and batches, for several
seeds.

Per model and seed it prints the worst state tensor's normwise distance from
the float64 run for fsdp-run and for eager float32, their ratio, and the
ratios of the median tensor and of the whole state. The worst tensor is
often a single element whose gradient in some step cancels to a few ulps of
its terms, which Adam's normalized update amplifies to a step of `lr`: it
varies with the seed, for eager as for fsdp-run, and the median says more.

    PYTHONPATH=python ~/.cache/fsdp-mlir/venv/bin/python bench/f32_accuracy.py \\
        --models gpt2 gptj llama gpt2-lora --seeds 0 1 2 3
    ... bench/f32_accuracy.py --models alexnet resnet18 --optimizer sgd \\
        --rows 4 --seeds 0 1 [--run-args=--im2col=false]
    ... bench/f32_accuracy.py --models wav2vec2 --optimizer sgd --seeds 0 1
"""

import argparse
import os
import sys
import tempfile

import numpy as np
import torch

from fsdp_mlir.testing import torch_eager, verify
from fsdp_mlir.torch import export_train_step


class _LossOf(torch.nn.Module):
    def __init__(self, model, key="input_ids"):
        super().__init__()
        self.model = model
        self.key = key

    def forward(self, x, y):
        return self.model(**{self.key: x}, labels=y).loss


def _model(name, vocab, seq, width):
    import transformers as T
    off = dict(resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    if name in ("gpt2", "gpt2-lora"):
        model = T.GPT2LMHeadModel(T.GPT2Config(
            vocab_size=vocab, n_positions=seq, n_embd=width, n_layer=2,
            n_head=2, **off))
        if name == "gpt2-lora":
            import peft
            model = peft.get_peft_model(model, peft.LoraConfig(
                r=4, target_modules=["c_attn"], lora_dropout=0.0,
                init_lora_weights=False))
        return model
    if name == "gptj":
        return T.GPTJForCausalLM(T.GPTJConfig(
            vocab_size=vocab, n_positions=seq, n_embd=width, n_layer=2,
            n_head=4, rotary_dim=4, **off))
    if name == "llama":
        return T.LlamaForCausalLM(T.LlamaConfig(
            vocab_size=vocab, hidden_size=width, intermediate_size=2 * width,
            num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
            max_position_embeddings=seq))
    raise ValueError("unknown model %r" % name)


VISION = ("alexnet", "resnet18")


def _vision(name):
    import torchvision
    model = getattr(torchvision.models, name)(num_classes=10)
    for module in model.modules():
        if isinstance(module, torch.nn.Dropout):
            module.p = 0.0
    return model


def _audio():
    import transformers as T
    return T.Wav2Vec2ForSequenceClassification(T.Wav2Vec2Config(
        hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
        intermediate_size=64, conv_dim=(64, 64, 64), conv_stride=(5, 2, 2),
        conv_kernel=(10, 3, 3), num_feat_extract_layers=3,
        num_conv_pos_embeddings=8, num_conv_pos_embedding_groups=4,
        num_labels=10, classifier_proj_size=16, hidden_dropout=0.0,
        attention_dropout=0.0, activation_dropout=0.0, feat_proj_dropout=0.0,
        final_dropout=0.0, layerdrop=0.0, mask_time_prob=0.0))


def measure(name, seed, args, workdir):
    torch.manual_seed(seed)
    g = torch.Generator().manual_seed(seed + 1)
    batches = []
    if name in VISION:
        model, loss_fn = _vision(name), torch.nn.functional.cross_entropy
        for _ in range(args.steps):
            batches.append((torch.randn(args.rows, 3, args.image, args.image,
                                        generator=g),
                            torch.randint(0, 10, (args.rows,), generator=g)))
    elif name == "wav2vec2":
        model, loss_fn = _LossOf(_audio(), "input_values"), None
        for _ in range(args.steps):
            batches.append((torch.randn(args.rows, args.samples, generator=g),
                            torch.randint(0, 10, (args.rows,), generator=g)))
    else:
        model, loss_fn = _LossOf(_model(name, args.vocab, args.seq,
                                        args.width)), None
        for _ in range(args.steps):
            x = torch.randint(0, args.vocab, (args.rows, args.seq),
                              generator=g)
            batches.append((x, x.clone()))
    optimizer = (torch.optim.SGD(model.parameters(), lr=1e-2, momentum=0.9)
                 if args.optimizer == "sgd" else
                 torch.optim.AdamW(model.parameters(), lr=1e-3))
    run = torch_eager.eager_train(model, loss_fn, optimizer, batches)
    model64, optimizer64 = torch_eager.in_float64(model, optimizer)
    run64 = torch_eager.eager_train(model64, loss_fn, optimizer64,
                                    torch_eager.batches_in_float64(batches))
    ref = verify.Reference(run.losses, run.state, run.grads, run.owner)
    ref64 = verify.Reference(run64.losses, run64.state, run64.grads,
                             run64.owner)
    step = export_train_step(model, loss_fn, batches[0], optimizer, grid=1)
    return verify.verify(step, ref, batches, workdir, 1, args.steps,
                         log=lambda text: None, ref64=ref64,
                         run_args=args.run_args)


def _figure(ratio):
    """A ratio, or "-" where the framework's own error is zero (a median
    tensor the float32 run gets exactly)."""
    return "-" if ratio is None else "%.2f" % ratio


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--models", nargs="+",
                   default=["gpt2", "gptj", "llama", "gpt2-lora"])
    p.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2, 3])
    p.add_argument("--vocab", type=int, default=64)
    p.add_argument("--seq", type=int, default=8)
    p.add_argument("--width", type=int, default=32)
    p.add_argument("--rows", type=int, default=4)
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--image", type=int, default=64,
                   help="the CNNs' image side")
    p.add_argument("--samples", type=int, default=1600,
                   help="wav2vec2's samples a row")
    p.add_argument("--optimizer", choices=("adamw", "sgd"), default="adamw")
    p.add_argument("--run-args", nargs="*", default=[],
                   help="more fsdp-run options (e.g. --approximate-math=false)")
    args = p.parse_args()
    print("| model | seed | fsdp-run f32 vs f64 | eager f32 vs f64 | worst "
          "ratio | median ratio |")
    print("|---|---|---|---|---|---|")
    ratios = []
    with tempfile.TemporaryDirectory(prefix="fsdp-accuracy-") as tmp:
        for name in args.models:
            for seed in args.seeds:
                r = measure(name, seed, args,
                            os.path.join(tmp, "%s-%d" % (name, seed)))
                ratios.append((r["f64_ratio"], r["f64_median_ratio"]))
                print("| %s | %d | %.2e | %.2e | %s | %s |" % (
                    name, seed, r["f64_error"], r["eager_f64_error"],
                    _figure(r["f64_ratio"]), _figure(r["f64_median_ratio"])),
                    flush=True)
    worst = np.array([w for w, _ in ratios if w is not None])
    median = np.array([m for _, m in ratios if m is not None])
    print("worst ratio: median %.2f, max %.2f, %d of %d above 2; median "
          "ratio: median %.2f, max %.2f" % (
              np.median(worst), worst.max(), int((worst > 2).sum()),
              len(worst), np.median(median), median.max()))


if __name__ == "__main__":
    sys.exit(main())
