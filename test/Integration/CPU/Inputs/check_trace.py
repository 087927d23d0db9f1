#!/usr/bin/env python3
"""Checks a trace of fsdp-run --trace against the format of
docs/reference/report.md and prints a summary line for FileCheck: the kinds of
events, whether compute and communication overlapped in time, and whether each
thread's events are disjoint."""
import json
import sys

doc = json.load(open(sys.argv[1]))
events = doc["traceEvents"]
x = [e for e in events if e["ph"] == "X"]
assert doc["otherData"]["clock"] == "measured"
for e in x:
    assert e["dur"] >= 0 and e["ts"] >= -1e-3, e
    assert e["tid"] in (1, 2), e
    assert (e["tid"] == 1) == (e["cat"] in ("compute", "blocked")), e
    if e["tid"] == 2:
        assert e["args"]["bytes_sent"] >= 0 and e["args"]["bytes"] > 0, e
        assert e["args"]["issued_us"] <= e["ts"] + 1e-3, e
counters = sorted({e["name"] for e in events if e["ph"] == "C"})
cats = sorted({e["cat"] for e in x})


def disjoint(tid):
    spans = sorted((e["ts"], e["ts"] + e["dur"]) for e in x if e["tid"] == tid)
    return all(a[1] <= b[0] + 1e-3 for a, b in zip(spans, spans[1:]))


# Communication that ran while the compute thread was computing.
comm = [(e["ts"], e["ts"] + e["dur"]) for e in x if e["tid"] == 2]
compute = [(e["ts"], e["ts"] + e["dur"]) for e in x if e["cat"] == "compute"]
overlap = sum(max(0.0, min(a[1], b[1]) - max(a[0], b[0]))
              for a in comm for b in compute)
print("pids=%s cats=%s counters=%s disjoint=%s,%s async=%s" % (
    sorted({e["pid"] for e in events}), ",".join(cats), ",".join(counters),
    disjoint(1), disjoint(2),
    any(e["args"].get("async") for e in x if e["tid"] == 2)))
print("overlap_us=%.1f" % overlap)
