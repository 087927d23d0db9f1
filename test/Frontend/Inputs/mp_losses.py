#!/usr/bin/env python3
"""Compares the losses fsdp-run printed for a mixed-precision step with the
framework's own f32 losses (ref/losses.txt): each within RTOL relative.

usage: mp_losses.py GOLDEN_DIR RUN_OUTPUT [RTOL]
"""

import os
import re
import sys


def main():
    golden, output = sys.argv[1], sys.argv[2]
    # About ten bf16 roundings (unit roundoff 2^-9) lie between the inputs
    # and the loss; 2^-5 bounds them with a margin.
    rtol = float(sys.argv[3]) if len(sys.argv) > 3 else 2.0**-5
    with open(os.path.join(golden, "ref", "losses.txt")) as f:
        ref = [float(line) for line in f if line.strip()]
    with open(output) as f:
        got = [float(m) for m in re.findall(r"^step=\d+ loss=(\S+)", f.read(),
                                            re.M)]
    if len(got) != len(ref):
        print(f"losses: {len(got)} steps, the framework has {len(ref)} FAILED")
        return 1
    dev = max(abs(g - r) / abs(r) for g, r in zip(got, ref))
    ok = dev <= rtol
    print(f"losses vs framework f32: {len(got)} steps, largest relative "
          f"deviation {dev:.2e} (tolerance {rtol:.2e}) "
          + ("ok" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
