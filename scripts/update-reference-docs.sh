#!/usr/bin/env bash
# Regenerates the pass and dialect reference (docs/reference/passes,
# docs/reference/dialect) from the .td files: builds the add_mlir_doc
# targets (`mlir-doc`, into build/docs) and copies the pages into
# docs/reference, removing pages that nothing generates any more. Run it
# after changing a pass's or an op's description, and commit the result;
# ctest's `reference-docs` fails until then.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh mlir-doc
manifest=build/reference-docs.txt
if [ ! -f "$manifest" ]; then
  echo "update-reference-docs: $manifest is missing: reconfigure build/" >&2
  exit 1
fi
declare -A dirs=()
pages=()
while IFS=$'\t' read -r -a fields; do
  [ ${#fields[@]} -gt 1 ] || continue
  page=${fields[0]#./}
  pages+=("$page")
  dirs[$(dirname "$page")]=1
done < "$manifest"
for dir in "${!dirs[@]}"; do
  rm -f docs/reference/"$dir"/*.md
  mkdir -p docs/reference/"$dir"
done
for page in "${pages[@]}"; do
  cp build/docs/"$page" docs/reference/"$page"
done
echo "update-reference-docs: ${#pages[@]} pages in docs/reference" \
  "($(printf '%s ' "${!dirs[@]}" | sed 's/ $//'))"
