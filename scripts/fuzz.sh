#!/usr/bin/env bash
# Builds the libFuzzer targets (ASan + UBSan, clang 22, in build-asan/ by
# scripts/build-asan.sh) and runs each for SECONDS (default 60) from a seed
# corpus:
#   scripts/fuzz.sh [ir|npy|all] [SECONDS] [libFuzzer flags...]
#   scripts/fuzz.sh SECONDS                    (both targets)
# Targets:
#   ir   fsdp-ir-fuzzer: MLIR text through the parser, the verifier,
#        fsdp-pipeline and fsdp-report (fuzz/ir_fuzzer.cpp); seeds: every
#        .mlir input of test/ and examples/, split at `// -----`.
#   npy  fsdp-npy-fuzzer: fsdp-run's .npy reader (fuzz/npy_fuzzer.cpp).
# Prints one summary line per target (executions, executions/s, crashes).
# A crash, a leak, a sanitizer report or an input slower than 60 s leaves
# the input in build-asan/fuzz/artifacts/; fuzz/triage.py then runs it
# again and the script fails if the report is the project's (a frame in the
# project's code, or the target's own checks), not if it is a crash inside
# upstream MLIR alone (named, but not ours to fix). Rerun one with
#   build-asan/bin/fsdp-ir-fuzzer build-asan/fuzz/artifacts/ir-crash-...
# New inputs found are kept in build-asan/fuzz/corpus/<target>/ for the next
# run.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

target=all
case "${1:-}" in
ir | npy | all)
  target=$1
  shift
  ;;
esac
seconds=60
if [ $# -gt 0 ] && [[ $1 =~ ^[0-9]+$ ]]; then
  seconds=$1
  shift
fi
case $target in
all) targets=(ir npy) ;;
*) targets=("$target") ;;
esac

binaries=()
for t in "${targets[@]}"; do binaries+=("fsdp-$t-fuzzer"); done
scripts/build-asan.sh "${binaries[@]}" >/dev/null

out="$root/build-asan/fuzz"
mkdir -p "$out/artifacts"

# Inputs of the IR target stay below this many bytes (the test pieces are
# under 5 KB, all but the generated example models under 8 KB).
ir_max_len=8192
seed_ir() {
  local dir=$1
  rm -rf "$dir" && mkdir -p "$dir"
  python3 - "$dir" "$root" "$ir_max_len" <<'PY'
import hashlib, os, pathlib, re, sys
out, root = sys.argv[1], pathlib.Path(sys.argv[2])
max_len = int(sys.argv[3])
files = sorted(root.glob("test/**/*.mlir")) + sorted(root.glob("examples/**/*.mlir"))
for path in files:
    # Each `// -----` piece is a module of its own, as fsdp-opt
    # --split-input-file reads it.
    for piece in re.split(r"^// -----.*$", path.read_text(), flags=re.M):
        data = piece.encode()
        # The generated example models are too large to mutate quickly.
        if not piece.strip() or len(data) > max_len:
            continue
        name = hashlib.sha1(data).hexdigest()
        (pathlib.Path(out) / name).write_bytes(data)
PY
}

seed_npy() {
  local dir=$1
  rm -rf "$dir" && mkdir -p "$dir"
  python3 - "$dir" <<'PY'
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
}

# Leaks are reported, except those of libraries the project does not own
# (MLIR's process-lifetime registrations).
export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

status=0
summary=()
for t in "${targets[@]}"; do
  mkdir -p "$out/corpus/$t"
  "seed_$t" "$out/seeds/$t"
  binary="$root/build-asan/bin/fsdp-$t-fuzzer"
  # Fork mode: a crash is recorded and fuzzing goes on, so that a known
  # crash of upstream MLIR (fuzz/triage.py tells them apart) does not hide
  # the project's.
  flags=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=60
    -artifact_prefix="$out/artifacts/$t-")
  [ "$t" = ir ] && flags+=(-dict="$root/fuzz/mlir.dict" -max_len=$ir_max_len)
  log="$out/$t.log"
  echo "fuzz: $t for ${seconds}s (log: $log)"
  before=$(mktemp)
  ls "$out/artifacts" >"$before"
  rc=0
  (cd "$out" && "$binary" "${flags[@]}" "$@" "$out/corpus/$t" \
    "$out/seeds/$t") >"$log" 2>&1 || rc=$?
  # The last progress line: "#<executions>: cov: ... time: <s>s job: ...".
  last=$(grep -E '^#[0-9]+: ' "$log" | tail -n 1 || true)
  execs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
  elapsed=$(sed -nE 's/.* time: ([0-9]+)s .*/\1/p' <<<"$last")
  new=()
  while read -r f; do
    grep -qxF "$f" "$before" || new+=("$out/artifacts/$f")
  done < <(ls "$out/artifacts")
  rm -f "$before"
  verdict="0 crashes"
  if [ ${#new[@]} -gt 0 ]; then
    python3 "$root/fuzz/triage.py" "$binary" "${new[@]}" || rc=1
    verdict="${#new[@]} crash inputs (see triage above)"
  fi
  rate="?"
  [ -n "$execs" ] && [ -n "$elapsed" ] && [ "$elapsed" -gt 0 ] &&
    rate=$((execs / elapsed))
  if [ "$rc" -ne 0 ]; then
    status=1
    summary+=("$t: FAILED after ${execs:-?} executions; see $log")
  else
    summary+=("$t: ${execs:-?} executions in ${elapsed:-?} s (${rate}/s), $verdict")
  fi
done
printf 'fuzz: %s\n' "${summary[@]}"
exit $status
