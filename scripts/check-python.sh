#!/usr/bin/env bash
# Lints and type-checks the Python code: ruff over python/, bench/ and
# examples/, mypy over the fsdp_mlir package (configuration:
# python/pyproject.toml), both from the frontends' environment
# (scripts/install-python.sh, which pins them). Skips, saying so, when that
# environment does not exist, as the frontend tests are then not registered.
set -euo pipefail
cd "$(dirname "$0")/.."

python=$(scripts/install-python.sh --print-python)
if [ ! -x "$python" ]; then
  echo "check-python: skipped: no frontend environment ($python);" \
    "scripts/install-python.sh creates it"
  exit 0
fi
for tool in ruff mypy; do
  if ! "$python" -m "$tool" --version >/dev/null 2>&1; then
    echo "check-python: $tool is not installed in $python:" \
      "run scripts/install-python.sh" >&2
    exit 1
  fi
done
status=0
"$python" -m ruff check --config python/pyproject.toml python bench examples ||
  status=1
(cd python && "$python" -m mypy) || status=1
if [ $status -eq 0 ]; then
  echo "check-python: ok"
fi
exit $status
