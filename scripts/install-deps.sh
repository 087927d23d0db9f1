#!/usr/bin/env bash
# Installs what fsdp-mlir needs on Debian 12 from apt. Idempotent: returns at
# once when everything is already there.
set -euo pipefail

packages=(
  cmake ninja-build g++
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  clang-format-22
  libopenmpi-dev openmpi-bin
  # The runtime dlopen()s OpenBLAS for the steps' contractions.
  libopenblas0
  python3 python3-numpy
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
