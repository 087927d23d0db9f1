#!/usr/bin/env bash
# Fails when a C/C++ source is not formatted with clang-format-22.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z '*.c' '*.cpp' '*.h' |
  xargs -0 --no-run-if-empty clang-format-22 --dry-run -Werror
echo "check-format: ok"
