#!/usr/bin/env python3
"""Runs one rank's command under mpirun and injects a fault on chosen ranks.

  fault.py [--arg R:ARG]... [--signal R:SIG:DELAY]... -- CMD ARGS...

--arg R:ARG        appends ARG to CMD on rank R (per-rank options: MPMD)
--signal R:SIG:S   sends signal SIG (STOP, KILL, ...) to CMD on rank R S
                   seconds after it started
--signal R:SIG:S@FILE
                   the same, S seconds after FILE exists and is not empty
                   (a rank's --steps-jsonl: once the job runs its steps,
                   whatever the machine's load did to its start-up)

The rank comes from the launcher's environment. When the launcher ends the
job (SIGTERM), the command gets SIGCONT and SIGTERM (it may print what it was
doing), then SIGKILL after 2 s, so that a stopped rank never outlives the
test. The exit status is the command's; a command killed by a
signal makes this process die of the same signal, as the launcher expects.
"""

import os
import signal
import subprocess
import sys
import threading
import time


def main():
    argv = sys.argv[1:]
    if "--" not in argv:
        sys.exit("usage: fault.py [--arg R:ARG] [--signal R:SIG:S] -- CMD...")
    sep = argv.index("--")
    opts, cmd = argv[:sep], argv[sep + 1:]
    rank = int(os.environ.get("OMPI_COMM_WORLD_RANK",
                              os.environ.get("PMI_RANK", "0")))
    faults = []
    i = 0
    while i < len(opts):
        kind, value = opts[i], opts[i + 1]
        i += 2
        if kind == "--arg":
            r, arg = value.split(":", 1)
            if int(r) == rank:
                cmd.append(arg)
        elif kind == "--signal":
            r, sig, delay = value.split(":", 2)
            if int(r) == rank:
                faults.append((getattr(signal, "SIG" + sig), delay))
        else:
            sys.exit("unknown option " + kind)

    child = subprocess.Popen(cmd)

    def on_term(signum, frame):
        # As the launcher would do to the rank itself: let it report (a
        # stopped one after it continues), then kill what is left.
        try:
            child.send_signal(signal.SIGCONT)
            child.send_signal(signal.SIGTERM)
            child.wait(timeout=2)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
        try:
            child.kill()
        except ProcessLookupError:
            pass
        os._exit(128 + signum)

    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGINT, on_term)
    for sig, delay in faults:
        def fire(sig=sig, delay=delay):
            when, _, path = delay.partition("@")
            while path and child.poll() is None and not (
                    os.path.exists(path) and os.path.getsize(path) > 0):
                time.sleep(0.01)
            time.sleep(float(when))
            if child.poll() is None:
                child.send_signal(sig)
        threading.Thread(target=fire, daemon=True).start()
    rc = child.wait()
    if rc < 0:
        signal.signal(-rc, signal.SIG_DFL)
        os.kill(os.getpid(), -rc)
    os._exit(rc)


if __name__ == "__main__":
    main()
