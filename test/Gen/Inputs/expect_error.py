"""Runs a command that must fail cleanly: exit status 1 (not a crash or a
signal), nothing on stdout, exactly one line on stderr, which is printed for
FileCheck."""

import subprocess
import sys

p = subprocess.run(sys.argv[1:], capture_output=True, text=True)
lines = p.stderr.splitlines()
problems = []
if p.returncode != 1:
    problems.append(f"exit status {p.returncode}, expected 1")
if p.stdout:
    problems.append(f"{len(p.stdout)} characters on stdout")
if len(lines) != 1:
    problems.append(f"{len(lines)} lines on stderr, expected 1")
for line in lines:
    print(line)
for problem in problems:
    print("expect_error:", problem)
sys.exit(1 if problems else 0)
