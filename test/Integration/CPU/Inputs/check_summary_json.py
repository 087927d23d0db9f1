"""Compares fsdp-run's --summary-json file with the text it printed, and
its --steps-jsonl file, when given, with the summary's per-step figures.

usage: check_summary_json.py STDOUT JSON [JSONL]
"""
import json
import math
import re
import sys

text = open(sys.argv[1]).read()
data = json.load(open(sys.argv[2]))
line = re.search(r"^summary: (.*)$", text, re.M).group(1)
printed = dict(item.split("=", 1) for item in line.split())
summary = {k: v for k, v in data.items() if k != "per_step"}
assert set(printed) == set(summary), (sorted(printed), sorted(summary))
for key, value in printed.items():
    if "." in value or "e" in value:
        # The line rounds: %.9g for the loss, %.3f for times.
        assert math.isclose(float(value), summary[key], rel_tol=1e-6,
                            abs_tol=1e-3), (key, value, summary[key])
    else:
        assert isinstance(summary[key], int) and summary[key] == int(value), \
            (key, value, summary[key])
print("keys match the summary line:", len(summary))
print("steps=%d ranks=%d comm_bytes_per_step=%d" %
      (data["steps"], data["ranks"], data["comm_bytes_per_step"]))
steps = re.findall(r"^step=(\d+) loss=(\S+) time_ms=\S+ comm_bytes=(\d+) "
                   r"peak_bytes=(\d+)", text, re.M)
assert len(steps) == len(data["per_step"])
for (step, loss, comm, peak), entry in zip(steps, data["per_step"]):
    assert entry["step"] == int(step)
    assert math.isclose(entry["loss"], float(loss), rel_tol=1e-8)
    assert entry["comm_bytes"] == int(comm) and entry["peak_bytes"] == int(peak)
print("per_step:", " ".join(str(e["step"]) for e in data["per_step"]) +
      ", losses as printed")
if len(sys.argv) > 3:
    lines = open(sys.argv[3]).read().splitlines()
    assert [json.loads(line) for line in lines] == data["per_step"], lines
    print("steps-jsonl: %d lines, the per_step entries" % len(lines))
