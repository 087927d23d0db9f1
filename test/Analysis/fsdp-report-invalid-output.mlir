// RUN: rm -rf %t.missing
// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/round.json output=%t.missing/report.json" -o /dev/null
// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/round.json output=%t.ok.json trace=%t.missing/trace.json" -o /dev/null
// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/round.json output=%t.ok.json svg=%t.missing/step.svg" -o /dev/null
// A directory is not a writable file either.
// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/round.json output=%S" -o /dev/null

// An output that cannot be opened is an error on the first function, raised
// before anything is written.
// expected-error-re @+1 {{fsdp-report: cannot open output file '{{.*}}': {{(No such file or directory|Is a directory)}}}}
func.func @unwritable_output(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
