// bucket-bytes is a byte count or a word (auto: a size from the profile;
// off or 0: no buckets); a number that once stood for a word, or anything
// else, is an error of the option parser, for the pass and the pipeline.
// RUN: %not fsdp-opt %s --fsdp-bucket=bucket-bytes=-1 2>&1 | FileCheck %s --check-prefix=MINUS1
// RUN: %not fsdp-opt %s --fsdp-pipeline=bucket-bytes=-2 2>&1 | FileCheck %s --check-prefix=MINUS2
// RUN: %not fsdp-opt %s --fsdp-bucket=bucket-bytes=lots 2>&1 | FileCheck %s --check-prefix=WORD
// MINUS1: for the --bucket-bytes option: '-1' is neither 'auto', 'off', nor a byte count (digits with an optional k, M, G, Ki, Mi or Gi suffix)
// MINUS2: for the --bucket-bytes option: '-2' is neither 'auto', 'off', nor a byte count
// WORD: for the --bucket-bytes option: 'lots' is neither 'auto', 'off', nor a byte count

// Off (or 0) leaves the step as it is; the pipeline does not run the pass.
// RUN: fsdp-opt %s --fsdp-bucket=bucket-bytes=off | FileCheck %s --check-prefix=OFF
// RUN: fsdp-opt %s --fsdp-bucket=bucket-bytes=0 | FileCheck %s --check-prefix=OFF
// RUN: fsdp-opt %s --fsdp-pipeline=bucket-bytes=off -o /dev/null
// RUN: fsdp-opt %s --fsdp-pipeline=bucket-bytes=0 -o /dev/null
// OFF: func.func @step
// OFF-NEXT: return

// A count takes the suffixes of every byte option.
// RUN: fsdp-opt %s --fsdp-bucket=bucket-bytes=25Mi -o /dev/null
func.func @step(%g: tensor<8xf32>) -> tensor<8xf32> {
  return %g : tensor<8xf32>
}
