#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and UndefinedBehavior-
# Sanitizer and runs each for SECONDS (default 60), from a small seed corpus.
#   scripts/fuzz.sh [SECONDS]
# Prints libFuzzer's final statistics (executions, crashes); a crash leaves
# its input in build-fuzz/ and makes the script fail.
#
# Targets: npy_fuzzer (fsdp-run's .npy reader). Needs clang with libFuzzer:
# clang++-22 if installed, else clang++.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
out="$root/build-fuzz"
mkdir -p "$out/corpus/npy"
cxx="$(command -v clang++-22 || command -v clang++)"

"$cxx" -std=c++17 -g -O1 -fsanitize=fuzzer,address,undefined \
  -fno-sanitize-recover=all "$root/fuzz/npy_fuzzer.cpp" \
  "$root/tools/fsdp-run/Npy.cpp" -o "$out/npy_fuzzer"

# Seeds: valid v1 and v2 files of a few dtypes and shapes.
python3 - "$out/corpus/npy" <<'PY'
import os, struct, sys
out = sys.argv[1]
def npy(descr, shape, data, version=1):
    d = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape)
    d = d.encode()
    d += b" " * ((64 - (12 + len(d) + 1) % 64) % 64) + b"\n"
    if version == 1:
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(d)) + d + data
    return b"\x93NUMPY\x02\x00" + struct.pack("<I", len(d)) + d + data
seeds = {
    "f4_2x3": npy("<f4", "(2, 3)", bytes(24)),
    "i8_4": npy("<i8", "(4,)", bytes(32)),
    "u2_scalar": npy("<u2", "()", bytes(2)),
    "i1_3x2x2": npy("|i1", "(3, 2, 2)", bytes(12)),
    "f8_v2": npy("<f8", "(2, 2)", bytes(32), version=2),
}
for name, blob in seeds.items():
    with open(os.path.join(out, name), "wb") as f:
        f.write(blob)
PY

cd "$out"
"$out/npy_fuzzer" -max_total_time="$seconds" -print_final_stats=1 \
  -rss_limit_mb=2048 "$out/corpus/npy" 2>&1 | tail -n 25
