"""Structural checks of a step rewritten by fsdp-pipeline against its DDP form.

Usage: check_sharded_step.py DDP.mlir FSDP.mlir --strategy=full-shard|shard-grad-op

Checks, for the single train_step function:
  * every state argument whose update the DDP step computes is sharded
    (carries #fsdp.sharding) and no all-reduce of a non-scalar survives: no
    full-size gradient or optimizer state is left;
  * optimizer state (state the DDP step uses only in the update) is never
    gathered;
  * on a group of one rank, every collective has folded away;
  * under full-shard, each parameter gets one all-gather per op that used it
    for compute in the DDP step, and each gathered copy has a single user; under shard-grad-op exactly one per parameter.
Exits non-zero with a message on the first violation.
"""
import re
import sys


def signature(text):
    m = re.search(r"func\.func @train_step\((.*?)\)\s*->", text, re.S)
    args = re.split(r",\s*(?=%arg\d+:)", m.group(1))
    return args


def body(text):
    start = text.index("func.func @train_step")
    return text[start:]


def uses_per_arg(text, nargs):
    """Number of distinct ops (lines) that use %argN, per N."""
    counts = [0] * nargs
    for line in body(text).splitlines()[1:]:
        for n in set(int(x) for x in re.findall(r"%arg(\d+)\b", line)):
            if n < nargs:  # Larger numbers name block arguments of regions.
                counts[n] += 1
    return counts


def main():
    ddp_path, fsdp_path, strategy = sys.argv[1], sys.argv[2], sys.argv[3]
    strategy = strategy.split("=", 1)[1]
    ddp, fsdp = open(ddp_path).read(), open(fsdp_path).read()
    args = signature(fsdp)
    ddp_args = signature(ddp)
    state = [i for i, a in enumerate(ddp_args) if "fsdp.state" in a]
    ddp_uses = uses_per_arg(ddp, len(ddp_args))

    def fail(msg):
        print("check_sharded_step: " + msg)
        sys.exit(1)

    if re.search(r"shard\.grid @\w+\(shape = 1\)", fsdp):
        # A group of one rank: every collective folds away, nothing to shard.
        if re.search(r"fsdp\.(all_reduce|reduce_scatter|all_gather) ", fsdp):
            fail("a collective over a single rank survives")
        print("check_sharded_step: ok, single rank")
        return

    for m in re.finditer(r"fsdp\.all_reduce .* : tensor<(\d+)x", fsdp):
        fail("a non-scalar all-reduce survives: " + m.group(0))

    fbody = body(fsdp)
    gathers = [0] * len(args)
    for m in re.finditer(r"(%[\w.]+) = fsdp\.all_gather %arg(\d+) ", fbody):
        gathers[int(m.group(2))] += 1
        if strategy != "full-shard":
            continue
        # Reshard after use: the gathered copy (or its unpadded slice) has a
        # single user.
        value = m.group(1)
        slice_ = re.search(r"(%[\w.]+) = tensor\.extract_slice " +
                           re.escape(value) + r"\[", fbody)
        if slice_:
            value = slice_.group(1)
        users = len(re.findall(re.escape(value) + r"\b(?! =)", fbody))
        if users != 1:
            fail("gathered %s of argument %s has %d users" %
                 (value, m.group(2), users))
    direct = [u - g for u, g in zip(uses_per_arg(fsdp, len(args)), gathers)]

    for i in state:
        if re.search(r"tensor<\d", ddp_args[i]) is None:
            continue  # Scalars stay replicated.
        if "fsdp.sharding" not in args[i]:
            fail("state argument %d is not sharded: %s" % (i, args[i]))
        if strategy == "shard-grad-op" and gathers[i] > 1:
            fail("argument %d gathered %d times under shard-grad-op" %
                 (i, gathers[i]))
        # Each op that used the argument in the DDP step now uses a gather
        # of it, its shard, or both (a cast feeding compute and update).
        if strategy == "full-shard" and not (
                max(gathers[i], direct[i]) <= ddp_uses[i] <=
                gathers[i] + direct[i]):
            fail("argument %d: %d gathers and %d shard uses for %d DDP uses" %
                 (i, gathers[i], direct[i], ddp_uses[i]))
    print("check_sharded_step: ok, %d sharded state arguments, %d gathers" %
          (sum("fsdp.sharding" in a for a in args), sum(gathers)))


if __name__ == "__main__":
    main()
