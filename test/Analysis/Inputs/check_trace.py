"""Checks that a file is a Chrome trace of fsdp-report and prints a summary.

usage: check_trace.py FILE

Loads the JSON, checks every event has the fields of its phase (see
docs/reference/report.md), and prints the tracks, the number of events per
category and the last value of each counter.
"""

import json
import sys

with open(sys.argv[1]) as f:
    trace = json.load(f)
events = trace["traceEvents"]
threads = {}
categories = {}
counters = {}
for e in events:
    assert e["ph"] in ("X", "C", "M"), e
    assert isinstance(e["pid"], int), e
    if e["ph"] == "M":
        if e["name"] == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
    elif e["ph"] == "X":
        assert isinstance(e["tid"], int) and e["dur"] >= 0 and e["ts"] >= 0, e
        assert (e["pid"], e["tid"]) in threads, e
        categories[e["cat"]] = categories.get(e["cat"], 0) + 1
    else:
        assert e["ts"] >= 0 and isinstance(e["args"]["bytes"], int), e
        counters[e["name"]] = max(counters.get(e["name"], 0), e["args"]["bytes"])
print("generator", trace["otherData"]["generator"], trace["otherData"]["clock"])
for (pid, tid), name in sorted(threads.items()):
    print(f"track pid={pid} tid={tid} {name}")
for cat in sorted(categories):
    print(f"events {cat} {categories[cat]}")
for name in sorted(counters):
    print(f"counter peak {name} {counters[name]}")
