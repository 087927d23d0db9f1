// The trace and the picture of a scheduled step are well-formed: the trace
// loads as JSON with a compute and a communication track, complete events of
// every kind and the gathered-bytes counter; the SVG parses as XML, holds no
// script, image or stylesheet, and has one colour per kind and a time axis.

// RUN: fsdp-opt %s --fsdp-async --fsdp-schedule="profile=%S/Inputs/round.json memory-budget=unlimited" --fsdp-report="profile=%S/Inputs/round.json output=%t.json trace=%t.trace.json svg=%t.svg" -o /dev/null
// RUN: %python %S/Inputs/check_trace.py %t.trace.json | FileCheck %s --check-prefix=TRACE
// RUN: %python %S/Inputs/check_svg.py %t.svg | FileCheck %s --check-prefix=SVG

// Two gathers, two reduce-scatters and one loss all-reduce; compute waits for
// the first gather and the last reduce-scatter (see fsdp-report.mlir); the
// loss all-reduce hides under the backward matmuls. Gradients peak at the
// 2304 B of the scheduled step of fsdp-report.mlir (2560 B before the
// update of the first-reduced parameter moved up, consuming its shard
// earlier) plus the 4 B loss before and after reduction. Seven compute
// events: %nm2 runs inside the loop of %n2 (fsdp-fuse-multi-use-elementwise)
// and has none of its own.
// TRACE: generator fsdp-report estimated
// TRACE-NEXT: track pid=1 tid=1 compute
// TRACE-NEXT: track pid=1 tid=2 communication
// TRACE-NEXT: events all_gather 2
// TRACE-NEXT: events all_reduce 1
// TRACE-NEXT: events blocked 2
// TRACE-NEXT: events compute 7
// TRACE-NEXT: events reduce_scatter 2
// TRACE-NEXT: counter peak gathered parameters 2048
// TRACE-NEXT: counter peak gradients 2312

// SVG: svg 900 x
// SVG: colour compute present
// SVG-NEXT: colour blocked present
// SVG-NEXT: colour all-gather present
// SVG-NEXT: colour reduce-scatter present
// SVG-NEXT: colour all-reduce present
// SVG: text @step on round (estimated by fsdp-report)
// SVG-NEXT: text step 10.2 us
// SVG: text 0
// SVG-NEXT: text 2 us
// SVG: text time
// SVG: text compute
// SVG-NEXT: text recompute
// SVG-NEXT: text compute waits (exposed communication)
// SVG-NEXT: text all-gather

// The example of the README through the whole pipeline, under the default
// profile (`host`: cpu-2core, as lit passes no FSDP_PROFILE).
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline --fsdp-async --fsdp-schedule --fsdp-report="output=%t.mlp.json trace=%t.mlp.trace.json svg=%t.mlp.svg" -o /dev/null
// RUN: %python %S/Inputs/check_trace.py %t.mlp.trace.json | FileCheck %s --check-prefix=MLP
// RUN: %python %S/Inputs/check_svg.py %t.mlp.svg | FileCheck %s --check-prefix=MLP-SVG
// MLP: track pid=1 tid=1 compute
// MLP: events all_gather
// MLP: events reduce_scatter
// MLP: counter peak gathered parameters
// MLP-SVG: text @train_step on cpu-2core (estimated by fsdp-report)

shard.grid @dp(shape = 4)

func.func @step(%w1: tensor<4x16xf32> {fsdp.state},
                %w2: tensor<4x16xf32> {fsdp.state},
                %m2: tensor<4x16xf32> {fsdp.state},
                %x: tensor<16x16xf32>, %out: tensor<16x16xf32>)
    -> (tensor<4x16xf32> {fsdp.updates = 0 : i64},
        tensor<4x16xf32> {fsdp.updates = 1 : i64},
        tensor<4x16xf32> {fsdp.updates = 2 : i64},
        tensor<f32> {fsdp.loss}) {
  %g1 = fsdp.all_gather %w1 on @dp gather_dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  %y1 = linalg.matmul ins(%x, %g1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %g2 = fsdp.all_gather %w2 on @dp gather_dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  %y2 = linalg.matmul ins(%y1, %g2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<f32>
  %sum = linalg.reduce ins(%y2 : tensor<16x16xf32>) outs(%e : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %loss = fsdp.all_reduce %sum on @dp reduction = avg : tensor<f32>
  %d2 = linalg.matmul ins(%y2, %y1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r2 = fsdp.reduce_scatter %d2 on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  %d1 = linalg.matmul ins(%y2, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r1 = fsdp.reduce_scatter %d1 on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  %n1 = arith.subf %w1, %r1 : tensor<4x16xf32>
  %nm2 = arith.addf %m2, %r2 : tensor<4x16xf32>
  %n2 = arith.subf %w2, %nm2 : tensor<4x16xf32>
  return %n1, %n2, %nm2, %loss : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<f32>
}
