#!/usr/bin/env python3
"""Runs a command that must fail, and fail in time.

  bounded.py SECONDS -- CMD ARGS...

Prints the command's output (stdout and stderr together), then one line:
"bounded: failed with status N within SECONDS s" when it exited non-zero in
time. Exits 1 with "bounded: ..." when it succeeded or had to be killed
after SECONDS (its whole process group, mpirun and every rank with it).
"""

import os
import signal
import subprocess
import sys
import time


def main():
    limit = float(sys.argv[1])
    cmd = sys.argv[sys.argv.index("--") + 1:]
    start = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         start_new_session=True)
    try:
        out, _ = p.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        sys.stdout.write(out.decode(errors="replace"))
        print("bounded: still running after %g s: killed" % limit)
        return 1
    elapsed = time.monotonic() - start
    sys.stdout.write(out.decode(errors="replace"))
    if p.returncode == 0:
        print("bounded: succeeded, but it should have failed")
        return 1
    print("bounded: failed with status %d within %g s (%.1f s)"
          % (p.returncode, limit, elapsed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
