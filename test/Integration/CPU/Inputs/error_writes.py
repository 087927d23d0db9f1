#!/usr/bin/env python3
"""Reads an `strace -f -e trace=write,execve -s N` log and checks that
every write(2) to stderr by an fsdp-run process (mpirun forwards what the
ranks write in chunks of its own) holding "fsdp-run: error" is one whole
line: it starts with the prefix and ends with its newline.

  error_writes.py TRACE
"""

import re
import sys

CALL = re.compile(r'^(\d+)\s+write\(2, "(.*)", \d+\)')
EXEC = re.compile(r'^(\d+)\s+execve\("[^"]*/fsdp-run",.* = 0$')


def main():
    whole, ranks, broken, runs = 0, [], [], set()
    with open(sys.argv[1]) as f:
        for line in f:
            if e := EXEC.match(line):
                runs.add(e.group(1))
            m = CALL.match(line)
            if not m or m.group(1) not in runs or \
                    "fsdp-run: error" not in m.group(2):
                continue
            text = m.group(2)
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
