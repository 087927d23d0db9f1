#!/usr/bin/env bash
# Checks that python/fsdp_mlir/_dialect.py is what fsdp-python-constants
# prints from the dialect and pass declarations now. ctest runs it as
# `python-constants` (test/CMakeLists.txt).
#
#   scripts/check-python-constants.sh FSDP_PYTHON_CONSTANTS [MODULE]
set -uo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 FSDP_PYTHON_CONSTANTS [MODULE]" >&2
  exit 2
fi
module=${2:-$(cd "$(dirname "$0")/.." && pwd)/python/fsdp_mlir/_dialect.py}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
if ! "$1" > "$tmp"; then
  echo "python-constants: $1 failed" >&2
  exit 1
fi
if ! cmp -s "$tmp" "$module"; then
  echo "python-constants: $module differs from what the dialect generates" \
    "(- committed, + generated):"
  diff -u "$module" "$tmp" | sed -n '3,40p'
  echo "python-constants: run scripts/update-python-constants.sh and commit" \
    "python/fsdp_mlir/_dialect.py"
  exit 1
fi
echo "python-constants: python/fsdp_mlir/_dialect.py is current"
