#!/usr/bin/env bash
# Does scheduling hide FSDP's extra communication? An MLP whose compute
# outweighs its communication, trained with Adam on RANKS ranks by fsdp-run,
# as DDP, as the full-shard step of fsdp-pipeline (blocking collectives), and
# (schedule=false), and as that step split into async collectives and
# scheduled for overlap
# (fsdp-async, fsdp-schedule with PROFILE, default cpu-2core). Prints the step
# times and their ratios to DDP (target for the scheduled step: <= 1.05),
# how much of the scheduled step's communication the trace shows hidden
# behind compute, and fsdp-report's estimated step time against the measured
# one (skipped when fsdp-opt has no fsdp-report).
#
# usage: bench/overlap_step_time.sh [BIN_DIR]     (default build/bin)
# env:   RANKS=2 LAYERS=4 WIDTH=1024 BATCH=64 STEPS=4 PROFILE=cpu-2core
#        OUT=/tmp/fsdp-overlap-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
ranks=${RANKS:-2}
layers=${LAYERS:-4}
width=${WIDTH:-1024}
batch=${BATCH:-64}
steps=${STEPS:-4}
out=${OUT:-/tmp/fsdp-overlap-bench}
profile=${PROFILE:-cpu-2core}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

gen_args=(--model=mlp --layers="$layers" --width="$width" --batch="$batch"
  --bias=false --optimizer=adam --lr=1e-4 --grid-size="$ranks")
"$bin/fsdp-gen" "${gen_args[@]}" -o "$out/ddp.mlir"
# fsdp-pipeline schedules by default; the unscheduled step turns it off.
"$bin/fsdp-opt" "$out/ddp.mlir" \
  --fsdp-pipeline="strategy=full-shard schedule=false" -o "$out/full-shard.mlir"
"$bin/fsdp-opt" "$out/full-shard.mlir" --fsdp-async \
  --fsdp-schedule="profile=$profile" -o "$out/scheduled.mlir"
# The same without a memory bound (the schedule's default stays within the
# blocking step's modeled peak).
"$bin/fsdp-opt" "$out/full-shard.mlir" --fsdp-async \
  --fsdp-schedule="profile=$profile memory-budget=unlimited" -o "$out/unbounded.mlir"
echo "MLP: $layers layers of ${width}x${width}, Adam, batch $batch per rank," \
  "$ranks ranks, $steps steps (time: mean over the steps, slowest rank);" \
  "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"

declare -A time
for variant in ddp full-shard scheduled unbounded; do
  extra=(--trace="$out/$variant-trace.json")
  $mpirun -np "$ranks" "$bin/fsdp-run" "$out/$variant.mlir" \
    --steps="$steps" --quiet "${extra[@]}" \
    --summary-json="$out/$variant.json" >/dev/null
  # Its mean step time (to 0.001 ms), and its summary as key=value pairs,
  # from --summary-json.
  read -r time[$variant] summary < <(python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
s.pop("per_step")
fmt = lambda k, v: (v if isinstance(v, int) else "null" if v is None
                    else "%.9g" % v if k == "final_loss" else "%.3f" % v)
print("%.3f" % s["mean_time_ms"],
      " ".join("%s=%s" % (k, fmt(k, v)) for k, v in s.items()))' \
    "$out/$variant.json")
  echo "$variant: $summary"
done

predicted=""
help=$("$bin/fsdp-opt" --help)
if grep -q -- '--fsdp-report' <<<"$help"; then
  "$bin/fsdp-opt" "$out/scheduled.mlir" \
    --fsdp-report="profile=$profile output=$out/report.json trace=$out/predicted-trace.json" \
    -o /dev/null
  predicted=$out/report.json
else
  echo "note: fsdp-opt has no --fsdp-report; predicted vs measured skipped"
fi

echo "scheduled (default memory bound) / scheduled with memory-budget=unlimited =" \
  "$(python3 -c "print('%.3f' % (${time[scheduled]} / ${time[unbounded]}))")"
python3 - "${time[ddp]}" "${time[full-shard]}" "${time[scheduled]}" \
  "$out/ddp-trace.json" "$out/full-shard-trace.json" \
  "$out/scheduled-trace.json" "$predicted" <<'PY'
import json, sys
ddp, fs, sched = (float(x) for x in sys.argv[1:4])

def overlap(path):
    ev = json.load(open(path))["traceEvents"]
    x = [e for e in ev if e.get("ph") == "X"]
    comm = sum(e["dur"] for e in x if e["tid"] == 2) / 1e3
    blocked = sum(e["dur"] for e in x if e["cat"] == "blocked") / 1e3
    compute = sum(e["dur"] for e in x if e["cat"] == "compute") / 1e3
    step = json.load(open(path))["otherData"]["step_us"] / 1e3
    return step, compute, comm, blocked

print()
print("step time (ms): ddp %.1f, full-shard %.1f, scheduled %.1f" % (ddp, fs, sched))
print("full-shard/ddp           = %.3f" % (fs / ddp))
print("scheduled full-shard/ddp = %.3f (target <= 1.05)" % (sched / ddp))
for name, path in (("ddp", sys.argv[4]), ("full-shard", sys.argv[5]),
                   ("scheduled", sys.argv[6])):
    step, compute, comm, blocked = overlap(path)
    hidden = 1 - blocked / comm if comm > 0 else 1.0
    print("trace of the last step, rank 0, %-10s: step %.1f ms, compute %.1f ms, "
          "communication %.1f ms, compute blocked %.1f ms, hidden %.0f%%"
          % (name, step, compute, comm, blocked, 100 * hidden))
if sys.argv[7]:
    doc = json.load(open(sys.argv[7]))
    def find(o):
        if isinstance(o, dict):
            if "time" in o and isinstance(o["time"], dict) and "step_seconds" in o["time"]:
                return o
            for v in o.values():
                r = find(v)
                if r: return r
        if isinstance(o, list):
            for v in o:
                r = find(v)
                if r: return r
    f = find(doc)
    p = f["time"]["step_seconds"] * 1e3
    print("predicted (fsdp-report, %s) scheduled step %.1f ms, measured %.1f ms, "
          "measured/predicted = %.2f" % (doc["profile"]["name"], p, sched, sched / p))
    print("  predicted compute %.1f ms, communication %.1f ms, exposed %.1f ms"
          % (f["time"]["compute_seconds"] * 1e3,
             f["time"]["communication_seconds"] * 1e3,
             f["time"]["exposed_communication_seconds"] * 1e3))
PY
