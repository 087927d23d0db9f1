#!/usr/bin/env python3
"""Reads the logs of `strace -ff -e trace=write,execve -s N -o DIR/pid`
(one file per process) and checks that every write(2) to stderr by an
fsdp-run process (mpirun forwards what the ranks write in chunks of its
own) holding "fsdp-run: error" is one whole line: it starts with the
prefix and ends with its newline.

  error_writes.py DIR
"""

import os
import re
import sys

CALL = re.compile(r'^write\(2, "(.*)", \d+\)')
EXEC = re.compile(r'^execve\("[^"]*/fsdp-run",.* = 0$')


def error_writes(path):
    """The error writes of one process's log, or [] if it is not fsdp-run."""
    writes, is_run = [], False
    with open(path) as f:
        for line in f:
            if EXEC.match(line):
                is_run = True
            m = CALL.match(line)
            if m and "fsdp-run: error" in m.group(1):
                writes.append(m.group(1))
    return writes if is_run else []


def main():
    whole, ranks, broken = 0, [], []
    directory = sys.argv[1]
    for name in sorted(os.listdir(directory)):
        for text in error_writes(os.path.join(directory, name)):
            if text.startswith("fsdp-run: error") and text.endswith("\\n") \
                    and text.count("\\n") == 1:
                whole += 1
                r = re.match(r"fsdp-run: error on (rank \d+)", text)
                ranks.append(r.group(1) if r else "one rank")
            else:
                broken.append(text)
    for text in broken:
        print("error write not a whole line: %r" % text)
    print("error writes: %d (%s), each one whole line" % (
        whole, ", ".join(sorted(ranks))) if not broken else
        "error writes: %d broken" % len(broken))
    return 1 if broken or not whole else 0


if __name__ == "__main__":
    sys.exit(main())
