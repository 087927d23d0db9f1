"""The memory model against the measured peak, on steps exported from
models nobody here wrote: each model's step exported by `fsdp_mlir.torch`
for `--ranks` ranks (random weights from the libraries' configs, SGD with
momentum), rewritten by `fsdp-opt --fsdp-pipeline`, then one step of
`fsdp-run` on those ranks: its `peak_bytes` (the runtime's tracked
allocator) beside its `predicted_peak_bytes` (the memory model), for each
build in `--bin` (several: side by side, the first as the baseline).

Models: a conv + BatchNorm + ReLU + max-pool stem (64 channels, 64x64
images), torchvision ResNet-18 and MobileNetV3-small (64x64 images, 10
classes), HF GPT-2 (2 layers, d 64), HF SegFormer (the default
hierarchy, 64x64 images) and HF wav2vec2's audio classifier
(bench/conv_step_time.py's); `--rows` rows a rank.

usage: python bench/memory_model.py [--bin build/bin [--bin OLD/bin]]
       [--models stem resnet18 ...] [--ranks 2] [--rows 8]
       [--out /tmp/fsdp-memory-model]
"""

import argparse
import os
import re
import shlex
import subprocess
import sys

import torch

from fsdp_mlir.torch import export_train_step

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conv_step_time import _Wav2Vec2Loss  # noqa: E402

MPIRUN = os.environ.get("MPIRUN", "mpirun --allow-run-as-root --oversubscribe")


def _image_classifier(model):
    def build(rows):
        x = torch.randn(rows, 3, 64, 64)
        y = torch.randint(0, 10, (rows,))
        return model, torch.nn.functional.cross_entropy, (x, y), 10
    return build


def _stem():
    return torch.nn.Sequential(
        torch.nn.Conv2d(3, 64, 7, 2, 3, bias=False), torch.nn.BatchNorm2d(64),
        torch.nn.ReLU(), torch.nn.MaxPool2d(3, 2, 1),
        torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(),
        torch.nn.Linear(64, 10))


class _HFLoss(torch.nn.Module):
    """An HF model's own loss, its input passed as `key`."""

    def __init__(self, model, key):
        super().__init__()
        self.model, self.key = model, key

    def forward(self, x, y):
        return self.model(**{self.key: x}, labels=y).loss


def _gpt2(rows):
    import transformers as T
    config = T.GPT2Config(n_layer=2, n_embd=64, n_head=4, vocab_size=256,
                          n_positions=64, resid_pdrop=0.0, embd_pdrop=0.0,
                          attn_pdrop=0.0)
    x = torch.randint(0, 256, (rows, 32))
    return _HFLoss(T.GPT2LMHeadModel(config), "input_ids"), None, (x, x), 256


def _segformer(rows):
    import transformers as T
    config = T.SegformerConfig(num_labels=10, hidden_dropout_prob=0.0,
                               attention_probs_dropout_prob=0.0,
                               classifier_dropout_prob=0.0,
                               drop_path_rate=0.0)
    model = T.SegformerForImageClassification(config)
    x = torch.randn(rows, 3, 64, 64)
    return (_HFLoss(model, "pixel_values"), None,
            (x, torch.randint(0, 10, (rows,))), 10)


def _wav2vec2(rows):
    x = torch.randn(rows, 4000)
    return _Wav2Vec2Loss(), None, (x, torch.randint(0, 10, (rows,))), 10


def _models():
    import torchvision
    return {
        "stem": _image_classifier(_stem()),
        "resnet18": _image_classifier(torchvision.models.resnet18(
            num_classes=10)),
        "mobilenet_v3_small": _image_classifier(
            torchvision.models.mobilenet_v3_small(num_classes=10)),
        "gpt2": _gpt2,
        "segformer": _segformer,
        "wav2vec2": _wav2vec2,
    }


def measure(binary, step, ranks, labels):
    cmd = shlex.split(MPIRUN) + [
        "-np", str(ranks), os.path.join(binary, "fsdp-run"), step,
        "--steps=1", "--threads=1", "--no-compile-cache",
        "--int-range=0:%d" % labels]
    out = subprocess.run(cmd, check=True, capture_output=True,
                         text=True).stdout
    summary = next(line for line in out.splitlines()
                   if line.startswith("summary:"))
    fields = dict(re.findall(r"(\w+)=(\S+)", summary))
    return int(fields["peak_bytes"]), int(fields["predicted_peak_bytes"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", action="append")
    ap.add_argument("--models", nargs="+")
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--rows", type=int, default=8)
    ap.add_argument("--out", default="/tmp/fsdp-memory-model")
    args = ap.parse_args()
    bins = args.bin or ["build/bin"]
    models = _models()
    names = args.models or list(models)
    os.makedirs(args.out, exist_ok=True)
    header = "| model |" + "".join(
        " %s: measured / predicted bytes (ratio) |" % b for b in bins)
    print(header)
    print("|---|" + "---|" * len(bins))
    for name in names:
        torch.manual_seed(0)
        model, loss, example, labels = models[name](args.rows)
        opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
        step = export_train_step(model, loss, example, opt, grid=args.ranks)
        work = os.path.join(args.out, name)
        ddp = step.save(work, "ddp.mlir")
        row = "| %s |" % name
        for b in bins:
            fsdp = os.path.join(work, "fsdp-%d.mlir" % bins.index(b))
            subprocess.run([os.path.join(b, "fsdp-opt"), ddp,
                            "--fsdp-pipeline", "-o", fsdp], check=True)
            measured, predicted = measure(b, fsdp, args.ranks, labels)
            row += " %d / %d (%.3f) |" % (measured, predicted,
                                           measured / predicted)
        print(row, flush=True)


if __name__ == "__main__":
    main()
