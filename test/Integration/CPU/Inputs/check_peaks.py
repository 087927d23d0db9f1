#!/usr/bin/env python3
"""Checks the peaks of the rematerialized runs in an equivalence.py report.

For every run line of a strategy with `memory-limit=BYTES` (decimal k, M, G
suffixes), fsdp-run's measured `peak_bytes` must be within --tolerance of
its `predicted_peak_bytes` (the memory model fsdp-rematerialize fits to the
limit), and the prediction at most the limit.

usage: check_peaks.py REPORT [--tolerance 0.05]
"""

import argparse
import re
import sys

SCALE = {"": 1, "k": 10**3, "M": 10**6, "G": 10**9,
         "Ki": 2**10, "Mi": 2**20, "Gi": 2**30}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--tolerance", type=float, default=0.05)
    a = ap.parse_args()
    failed = checked = 0
    for line in open(a.report):
        m = re.match(r"run (n\S+?)(-det)?: summary: (.*)", line)
        limit = m and re.search(r"memory-limit=(\d+)([kMG]i?|)", m.group(1))
        if not limit:
            continue
        fields = dict(item.split("=", 1) for item in m.group(3).split())
        measured = int(fields["peak_bytes"])
        predicted = int(fields["predicted_peak_bytes"])
        bound = int(limit.group(1)) * SCALE[limit.group(2)]
        error = abs(measured - predicted) / predicted
        ok = error <= a.tolerance and predicted <= bound
        failed += not ok
        checked += 1
        print("peak %s%s: measured %d predicted %d (%.1f%%) limit %d %s" % (
            m.group(1), m.group(2) or "", measured, predicted, 100 * error,
            bound, "ok" if ok else "FAIL"))
    if not checked:
        sys.exit("no run with a memory-limit in " + a.report)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
