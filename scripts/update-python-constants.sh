#!/usr/bin/env bash
# Regenerates python/fsdp_mlir/_dialect.py, the fsdp dialect's op and
# attribute names, enum values and fsdp-pipeline option words for the Python
# frontends, with fsdp-python-constants (tools/fsdp-python-constants),
# which prints them from the dialect's and the passes'
# declarations. Run it after changing one of them, and commit the result;
# ctest's `python-constants` fails until then. The module is committed, not
# generated into the build, so that the package imports from the clone
# (the editable install) with no build step in between.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh fsdp-python-constants
build/bin/fsdp-python-constants > python/fsdp_mlir/_dialect.py
echo "update-python-constants: wrote python/fsdp_mlir/_dialect.py"
