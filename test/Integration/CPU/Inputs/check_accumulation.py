"""Compares what fsdp-accumulate modeled of two gradient-sync modes with
what fsdp-run measured of them.

usage: check_accumulation.py LAST.mlir LAST.json EACH.mlir EACH.json

Each step file carries `fsdp.accumulation` (both modes' modeled figures and
the mode it was rewritten in); each JSON file is its run's --summary-json.
The bytes a rank sends must be the modeled ones; the measured peaks of the
two modes must differ as the modeled ones do (the accumulators the modes
hold differ; what else the step holds is the same).
"""
import json
import re
import sys


def modeled(path):
    text = open(path).read()
    attr = re.search(r"fsdp\.accumulation = \{(.*?)requested", text).group(1)
    figures = {}
    for mode in ("last", "each"):
        entry = re.search(mode + r" = \{bytes_sent = (\d+) : i64, "
                          r"peak_bytes = (\d+) : i64", attr)
        figures[mode] = (int(entry.group(1)), int(entry.group(2)))
    chosen = re.search(r'gradient_sync = "(\w+)"', attr).group(1)
    return chosen, figures


last_mode, last_model = modeled(sys.argv[1])
each_mode, each_model = modeled(sys.argv[3])
assert (last_mode, each_mode) == ("last", "each"), (last_mode, each_mode)
assert last_model == each_model, "the two rewrites modeled different figures"
runs = {"last": json.load(open(sys.argv[2])),
        "each": json.load(open(sys.argv[4]))}
for mode in ("last", "each"):
    sent = runs[mode]["comm_bytes_per_step"]
    assert sent == last_model[mode][0], (mode, sent, last_model[mode][0])
    print("%s: comm_bytes_per_step as modeled (%d)" % (mode, sent))
measured = runs["each"]["peak_bytes"] - runs["last"]["peak_bytes"]
model = last_model["each"][1] - last_model["last"][1]
assert measured == model, (measured, model)
print("peak each - last: measured equals modeled (%d bytes)" % measured)
