//===- Passes.td - FSDP analysis passes --------------------*- tablegen -*-===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_PASSES_TD
#define FSDP_DIALECT_FSDP_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ReportPass : Pass<"fsdp-report"> {
  let summary = "Static memory, communication and time report of a step";
  let description = [{
    Analyses every `func.func` at or under the op it runs on (a module or a
    single function) and writes one JSON document, with one object per
    function, to `output`. The IR is not changed. The step can be at any stage
    of the pipeline: blocking collectives, asynchronous start/wait pairs, or
    bufferized `fsdp.buffer.*` collectives on memrefs.

    Per function (per rank; bytes in bytes, times in seconds; see
    `docs/reference/report.md` for every field):

    * memory: the bytes of `fsdp.state` arguments at their (shard) size, split
      into parameters (state that forward/backward compute reads) and
      optimizer state (state only the update reads), the peak bytes of
      gradients alive (the full gradients waiting for their reduce-scatter or
      all-reduce, plus the reduced results until their last use) and the peak
      bytes of gathered parameters alive (from the all-gather until the last
      use of its result);
    * communication: collectives and bytes sent per rank by kind under the
      ring algorithm;
    * time: a simulation of one step under the cost model of `profile`, with
      one compute stream and one communication stream: estimated step time,
      compute time, communication time and exposed communication (the time
      compute waits for collectives, and the part of an asynchronous
      collective that the compute beside it did not hide under the
      profile's `overlap_efficiency`).

    Without `profile=`, the profile is the module's target (recorded by
    `fsdp-set-target`, which `fsdp-pipeline` runs), else `host`: the
    machine the compiler runs on, the profile `$FSDP_PROFILE` names (a
    built-in name or a calibrated JSON file), else `cpu-2core`, as for
    `fsdp-schedule`.

    A function with `fsdp.state` arguments must keep the training-step
    contract; a violation is the located error the passes report
    (`TrainingStepContract::get`). Parameters and optimizer state are told
    apart by `TrainingStepContract::classifyArguments`, as fsdp-run does.

    `trace` writes the simulated timeline as Chrome trace JSON (Perfetto,
    chrome://tracing) and `svg` as a self-contained SVG picture.

    Example:

    ```
    fsdp-opt step.mlir --fsdp-pipeline --fsdp-async --fsdp-schedule \
        --fsdp-report="profile=h100-nvlink output=report.json svg=step.svg"
    ```
  }];
  let options = [
    Option<"profile", "profile", "std::string", /*default=*/"\"\"",
           "Machine profile of the cost model: a built-in name, a JSON file, "
           "or host ($FSDP_PROFILE, else cpu-2core); empty: the module's "
           "target (fsdp-set-target), else host">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "File the JSON report is written to ('-': stdout)">,
    Option<"trace", "trace", "std::string", /*default=*/"\"\"",
           "File the Chrome trace JSON of the timeline is written to "
           "(empty: none)">,
    Option<"svg", "svg", "std::string", /*default=*/"\"\"",
           "File the SVG picture of the timeline is written to (empty: none)">
  ];
}

#endif // FSDP_DIALECT_FSDP_ANALYSIS_PASSES_TD
