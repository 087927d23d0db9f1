#!/usr/bin/env bash
# Exposed communication of a 24-layer transformer step (fsdp-gen, AdamW, bf16,
# 8 ranks) under the h100-nvlink cost model, as estimated by fsdp-report:
#
#   blocking   fsdp-pipeline (full-shard), every collective blocking
#   async      + fsdp-async (start/wait, not moved): the same timeline
#   scheduled  + fsdp-schedule with a memory budget for gathered parameters
#
# For each budget it checks that the peak bytes of gathered parameters stays
# at or under the budget (0 = no bound: memory-budget=unlimited). The figures are estimates of the
# cost model, not measurements: no GPU was used.
#
# Usage: bench/schedule_exposed_comm.sh [BUILD_DIR] [PROFILE]
#   BUILD_DIR  holds bin/fsdp-gen and bin/fsdp-opt (default: build)
#   PROFILE    a built-in profile or a JSON file (default: h100-nvlink)
# Environment: LAYERS (24), D_MODEL (1024), HEADS (16), SEQ (1024),
# VOCAB (8192), BATCH (4), GRID (8), DTYPE (bf16), BUDGETS_MIB ("0 17 16";
# 16 MiB is the largest gathered parameter, the peak without any prefetch).
set -euo pipefail
build=${1:-build}
profile=${2:-h100-nvlink}
gen=$build/bin/fsdp-gen
opt=$build/bin/fsdp-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

layers=${LAYERS:-24} d_model=${D_MODEL:-1024} heads=${HEADS:-16}
seq=${SEQ:-1024} vocab=${VOCAB:-8192} batch=${BATCH:-4} grid=${GRID:-8}
dtype=${DTYPE:-bf16} budgets=${BUDGETS_MIB:-0 17 16}

"$gen" --model=transformer --layers="$layers" --d-model="$d_model" \
  --heads="$heads" --seq="$seq" --vocab="$vocab" --batch="$batch" \
  --grid-size="$grid" --optimizer=adamw --dtype="$dtype" --print-debuginfo \
  -o "$tmp/ddp.mlir"
# The blocking step: fsdp-pipeline without its default scheduling.
"$opt" "$tmp/ddp.mlir" --fsdp-pipeline="schedule=false bucket-bytes=0" -o "$tmp/fsdp.mlir"
bucket_mib=${BUCKET_MIB:-8}
"$opt" "$tmp/ddp.mlir" \
  --fsdp-pipeline="schedule=false bucket-bytes=$((bucket_mib * 1048576))" \
  -o "$tmp/fsdp-bucketed.mlir"

report() { # name, extra passes...
  local name=$1
  shift
  "$opt" "$tmp/fsdp.mlir" "$@" \
    --fsdp-report="profile=$profile output=$tmp/$name.json" -o /dev/null
}
report blocking
report async --fsdp-async
for mib in $budgets; do
  report "scheduled-$mib" --fsdp-async \
    --fsdp-schedule="profile=$profile memory-budget=$(if [ "$mib" = 0 ]; then echo unlimited; else echo $((mib * 1048576)); fi)"
done
"$opt" "$tmp/fsdp-bucketed.mlir" --fsdp-async \
  --fsdp-schedule="profile=$profile" \
  --fsdp-report="profile=$profile output=$tmp/bucketed.json" -o /dev/null

python3 - "$tmp" "$budgets" <<'PY'
import json, sys
tmp, budgets = sys.argv[1], sys.argv[2].split()
def load(name):
    with open(f"{tmp}/{name}.json") as f:
        doc = json.load(f)
    return doc["profile"], doc["functions"][0]
profile, first = load("blocking")
mem = first["memory"]
print(f"profile {profile['name']} ({profile['source']})")
print(f"group size {first['group_size']}; per rank: parameters "
      f"{mem['parameter_bytes'] / 2**20:.1f} MiB, optimizer state "
      f"{mem['optimizer_state_bytes'] / 2**20:.1f} MiB, sent "
      f"{first['communication']['bytes_sent'] / 2**20:.1f} MiB per step")
print()
head = (f"{'step':<26}{'budget MiB':>11}{'step ms':>10}{'compute ms':>12}"
        f"{'comm ms':>10}{'exposed ms':>12}{'exposed %':>11}"
        f"{'peak gathered MiB':>19}{'<= budget':>11}")
print(head)
print("-" * len(head))
rows = [("blocking (fsdp-pipeline)", "blocking", 0),
        ("async, not scheduled", "async", 0)]
rows += [("async + fsdp-schedule", f"scheduled-{b}", int(b)) for b in budgets]
rows += [("bucketed + schedule", "bucketed", 0)]
failed = False
for label, name, budget in rows:
    _, f = load(name)
    t, m = f["time"], f["memory"]
    peak = m["peak_gathered_parameter_bytes"]
    ok = budget == 0 or peak <= budget * 2**20
    failed |= not ok
    print(f"{label:<26}{(str(budget) if name.startswith('scheduled') and budget else '-'):>11}"
          f"{t['step_seconds'] * 1e3:>10.2f}{t['compute_seconds'] * 1e3:>12.2f}"
          f"{t['communication_seconds'] * 1e3:>10.2f}"
          f"{t['exposed_communication_seconds'] * 1e3:>12.2f}"
          f"{100 * t['exposed_communication_seconds'] / max(t['communication_seconds'], 1e-30):>10.1f}%"
          f"{peak / 2**20:>19.1f}{('yes' if ok else 'NO') if budget else '-':>11}")
sys.exit(1 if failed else 0)
PY
