#!/usr/bin/env python3
"""Runs a command, truncates a file once the command's output shows a line
starting with a given text, and reports how the command ended, in time.

  shrink_during_run.py SECONDS FILE BYTES AFTER -- CMD ARGS...

Prints the command's output, then "shrink: truncated FILE to BYTES bytes"
(or "shrink: never saw AFTER") and "shrink: status N within SECONDS s", or
"shrink: still running after SECONDS s: killed" (exit 1).
"""

import os
import signal
import subprocess
import sys
import threading


def main():
    limit = float(sys.argv[1])
    path, size, after = sys.argv[2], int(sys.argv[3]), sys.argv[4]
    cmd = sys.argv[sys.argv.index("--") + 1:]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         start_new_session=True, text=True)
    timer = threading.Timer(limit, lambda: os.killpg(p.pid, signal.SIGKILL))
    timer.start()
    truncated = False
    lines = []
    for line in p.stdout:
        lines.append(line)
        if not truncated and line.startswith(after):
            os.truncate(path, size)
            truncated = True
    p.wait()
    killed = not timer.is_alive()
    timer.cancel()
    sys.stdout.write("".join(lines))
    print("shrink: truncated %s to %d bytes" % (path, size) if truncated
          else "shrink: never saw %r" % after)
    if killed:
        print("shrink: still running after %g s: killed" % limit)
        return 1
    print("shrink: status %d within %g s" % (p.returncode, limit))
    return 0


if __name__ == "__main__":
    sys.exit(main())
