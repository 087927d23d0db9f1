#!/usr/bin/env python3
"""Sorts the crash inputs a fuzzer left into the project's and upstream's.

    fuzz/triage.py BINARY ARTIFACT...

Each input is run again by BINARY (a libFuzzer target). Its report is the
project's when a stack frame lies in code the binary was built from (any
frame of BINARY other than libFuzzer, the sanitizer runtimes and `main`),
or when the fuzz target itself trapped (its checks: a failure without a
diagnostic, IR that does not verify after a pass, ...). A report whose frames
are all in other libraries (the parser of an upstream MLIR dialect in
libMLIR.so, say) is upstream's: printed, but it does not fail. Exits 1 when
any input is the project's.
"""

import os
import re
import subprocess
import sys

FRAME = re.compile(r"^\s*#(\d+) 0x[0-9a-f]+ in (.*) \((.*?)\+0x[0-9a-f]+\)")
# Frames of BINARY that are not the project's code.
RUNTIME = re.compile(
    r"^(fuzzer::|__asan|__sanitizer|__interceptor|__ubsan|__lsan|___interceptor|"
    r"main$|_start$|__libc|"
    r"(mem(move|cpy|set|cmp)|str\w+|malloc|calloc|realloc|free|"
    r"operator (new|delete)))"
)


def classify(binary, artifact):
    run = subprocess.run(
        [binary, artifact], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, errors="replace", timeout=600)
    if run.returncode == 0:
        return "passes now", ""
    name = os.path.realpath(binary)
    frames = []
    for line in run.stdout.splitlines():
        m = FRAME.match(line)
        if m:
            frames.append((int(m.group(1)), m.group(2), m.group(3)))
    first = next((f for f in frames if not RUNTIME.match(f[1])), None)
    for _, function, module in frames:
        if os.path.realpath(module) != name or RUNTIME.match(function):
            continue
        if function.startswith("LLVMFuzzerTestOneInput"):
            # The entry is on every stack; it is the culprit only on top.
            if first and first[1].startswith("LLVMFuzzerTestOneInput"):
                return "project", "the fuzz target's own check"
            continue
        return "project", function
    top = first[1] if first else "no stack"
    return "upstream", top


def main():
    binary, artifacts = sys.argv[1], sys.argv[2:]
    failed = False
    for artifact in artifacts:
        verdict, where = classify(binary, artifact)
        print(f"triage: {verdict}: {artifact} ({where[:160]})")
        failed |= verdict == "project"
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
