#!/usr/bin/env bash
# Creates (once) the Python environment of the frontends and their tests:
# a virtual environment OUTSIDE the clone, reused across runs and clones,
# with the pinned torch, torch-mlir, jax, jaxlib, optax and numpy, the
# libraries whose models the compatibility tests train (transformers,
# torchvision, flax, peft), nanobind (the runner's Python module,
# fsdp_mlir._runner, is built with it), expecttest (PyTorch's OpInfos,
# which fsdp_mlir.testing.op_coverage tries, import it), the linter and
# type checker of scripts/check-python.sh (ruff, mypy), and the fsdp_mlir
# package of this clone (editable). Idempotent: returns at once
# when the environment already has the pinned versions.
#
#   FSDP_VENV    the environment (default ~/.cache/fsdp-mlir/venv)
#   --print-python  print the environment's python and exit
#
# jax 0.12 needs Python >= 3.12; where the system python is older (Debian 12
# has 3.11) a pyenv build (~/.pyenv/versions/3.12.*) is used.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=${FSDP_VENV:-$HOME/.cache/fsdp-mlir/venv}
if [ "${1:-}" = "--print-python" ]; then
  echo "$venv/bin/python"
  exit 0
fi

# The versions the frontends were written and measured with.
pins=(
  torch==2.15.0
  torch-mlir==20261001
  jax==0.12.0.1
  jaxlib==0.12.0.1
  optax==0.2.8
  numpy==2.5.5
  transformers==5.24.0
  torchvision==0.29.2
  flax==0.12.12
  peft==0.18.0
  nanobind==3.1.0
  expecttest==0.3.0
  ruff==0.17.6
  mypy==2.4.1
)

has_pins() {
  # The package must be this clone's: the environment is shared by clones,
  # and the examples import it from there.
  "$venv/bin/python" - "$PWD/python/fsdp_mlir" "${pins[@]}" <<'PY' 2>/dev/null
import os, sys
from importlib.metadata import version, PackageNotFoundError
try:
    bad = [p for p in sys.argv[2:] if version(p.split("==")[0]) != p.split("==")[1]]
    import fsdp_mlir
except (PackageNotFoundError, ImportError):
    sys.exit(1)
here = os.path.realpath(os.path.dirname(fsdp_mlir.__file__))
sys.exit(1 if bad or here != os.path.realpath(sys.argv[1]) else 0)
PY
}

if [ -x "$venv/bin/python" ] && has_pins; then
  exit 0
fi

find_python() {
  for py in python3.12 python3; do
    if command -v "$py" >/dev/null &&
      "$py" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
      command -v "$py"
      return
    fi
  done
  for py in "$HOME"/.pyenv/versions/3.12.*/bin/python3; do
    if [ -x "$py" ]; then
      echo "$py"
      return
    fi
  done
  return 1
}

if [ ! -x "$venv/bin/python" ]; then
  python=$(find_python) || {
    echo "install-python: no Python >= 3.12 (jax 0.12 needs it): install one" \
      "(e.g. pyenv install 3.12) and rerun" >&2
    exit 1
  }
  echo "install-python: creating $venv with $python"
  mkdir -p "$(dirname "$venv")"
  "$python" -m venv "$venv"
fi
echo "install-python: installing ${pins[*]} into $venv"
"$venv/bin/python" -m pip install -q --upgrade pip
"$venv/bin/python" -m pip install -q "${pins[@]}"
"$venv/bin/python" -m pip install -q --no-deps --no-build-isolation -e python/
has_pins || {
  echo "install-python: $venv still lacks a pinned package" >&2
  exit 1
}
