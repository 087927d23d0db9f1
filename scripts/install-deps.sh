#!/usr/bin/env bash
# Installs what fsdp-mlir needs on Debian 12 from apt, then the Python
# environment of the frontends (scripts/install-python.sh; skipped with
# --no-python). Idempotent: returns at once when everything is already there.
set -euo pipefail

packages=(
  cmake ninja-build g++
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  clang-format-22
  # The sanitized build and the libFuzzer targets (scripts/build-asan.sh).
  clang-22 libclang-rt-22-dev
  libopenmpi-dev openmpi-bin
  # The multi-host test's emulated hosts (ip netns, veth, tc).
  iproute2
  # The error-line test watches fsdp-run's write(2) calls.
  strace
  # The runtime dlopen()s OpenBLAS for the steps' contractions.
  libopenblas0
  python3 python3-numpy
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

[ "${1:-}" = "--no-python" ] || "$(dirname "$0")/install-python.sh"
