"""Peak memory of exporting a model built without its weights.

Exports HF GPT-2 models of growing size, each built inside
`fsdp_mlir.torch.init_empty()` (parameters on the meta device), in a fresh
process each, and prints the process's peak resident set (ru_maxrss) beside
the model's parameter bytes; then, for comparison, the same export of the
model built on the CPU. Then the largest one's fsdp-run initialization
(`--steps=0`) on 1 and 2 ranks: each rank's peak resident set and state
bytes.

    python bench/meta_init_memory.py      # from the repository root, venv
"""

import json
import os
import resource
import subprocess
import sys
import tempfile

SIZES = {  # name: (layers, d_model, vocab)
    "10M": (4, 256, 16384),
    "200M": (4, 1024, 131072),
}


def child(size, meta, out):
    import torch
    import transformers

    import fsdp_mlir.torch as ft
    layers, d, vocab = SIZES[size]
    cfg = transformers.GPT2Config(n_layer=layers, n_embd=d, n_head=8,
                                  vocab_size=vocab, n_positions=64)
    torch.manual_seed(0)
    if meta:
        with ft.init_empty():
            hf = transformers.GPT2LMHeadModel(cfg)
    else:
        hf = transformers.GPT2LMHeadModel(cfg)

    def loss_fn(out, y):
        return torch.nn.functional.cross_entropy(
            out.logits.reshape(-1, vocab), y.reshape(-1))

    opt = torch.optim.AdamW(hf.parameters(), lr=1e-3)
    x = torch.zeros((1, 64), dtype=torch.int64)
    step = ft.export_train_step(hf, loss_fn, (x, x), opt,
                                grid=int(os.environ.get("GRID", "1")))
    step.save(out)
    params = sum(p.numel() for p in hf.parameters())
    print(json.dumps({"params": params, "param_bytes": step.param_bytes,
                      "peak_rss": resource.getrusage(
                          resource.RUSAGE_SELF).ru_maxrss * 1024}))


def export(size, meta, out, grid=1):
    env = dict(os.environ, GRID=str(grid))
    text = subprocess.run([sys.executable, __file__, "--child", size,
                           str(int(meta)), out], check=True, env=env,
                          capture_output=True, text=True).stdout
    return json.loads(text.strip().splitlines()[-1])


def main():
    mb = 1 << 20
    work = tempfile.mkdtemp(prefix="fsdp-meta-bench-")
    print("%-6s %-5s %12s %14s %14s" % ("model", "meta", "parameters",
                                        "param MB", "export peak MB"))
    for meta in (True, False):
        for size in SIZES:
            r = export(size, meta, os.path.join(work, size))
            print("%-6s %-5s %12d %14.1f %14.1f" % (
                size, meta, r["params"], r["param_bytes"] / mb,
                r["peak_rss"] / mb))
    bin_dir = os.environ.get("FSDP_BIN", "build/bin")
    print("\nfsdp-run --steps=0 of the 200M model, full shard (recipes from "
          "init.json)")
    print("%-5s %18s %20s" % ("ranks", "state MB per rank",
                              "peak RSS MB per rank"))
    for ranks in (1, 2):
        out = os.path.join(work, "run%d" % ranks)
        export("200M", True, out, grid=ranks)
        step = os.path.join(out, "fsdp.mlir")
        subprocess.run([os.path.join(bin_dir, "fsdp-opt"),
                        os.path.join(out, "step.mlir"), "--fsdp-pipeline",
                        "-o", step], check=True, capture_output=True)
        summary = os.path.join(work, "summary%d.json" % ranks)
        cmd = ["mpirun", "--allow-run-as-root", "--oversubscribe", "-np",
               str(ranks), "/usr/bin/time", "-f", "maxrss_kb=%M",
               os.path.join(bin_dir, "fsdp-run"), step,
               "--load-state=" + os.path.join(out, "state"), "--steps=0",
               "--int-range=0:1", "--opt-level=0",
               "--summary-json=" + summary]
        text = subprocess.run(cmd, check=True, capture_output=True,
                              text=True).stderr
        rss = [int(line.split("=")[1]) * 1024 for line in text.splitlines()
               if line.startswith("maxrss_kb=")]
        state = json.load(open(summary))["state_bytes"]
        print("%-5d %18.1f %20s" % (ranks, state / mb, " ".join(
            "%.1f" % (r / mb) for r in rss)))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], sys.argv[3] == "1", sys.argv[4])
    else:
        main()
