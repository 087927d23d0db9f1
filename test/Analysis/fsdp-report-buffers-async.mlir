// The bufferized step of fsdp-report-buffers.mlir with its collectives
// issued as fsdp.buffer.*_start and completed by fsdp.buffer.wait right
// away: the starts are costed as the collectives they issue (not as compute
// on their buffers) and each wait blocks until its collective is done, so
// with nothing to overlap every figure is the blocking step's (round.json
// has no launch cost).

// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.function=buffers_async \
// RUN:   functions.0.memory.parameter_bytes=256 \
// RUN:   functions.0.memory.optimizer_state_bytes=256 \
// RUN:   functions.0.memory.peak_gathered_parameter_bytes=1024 \
// RUN:   functions.0.memory.peak_gradient_bytes=1280 \
// RUN:   functions.0.communication.all_gather.bytes_sent=768 \
// RUN:   functions.0.communication.reduce_scatter.bytes_sent=768 \
// RUN:   functions.0.time.compute_seconds=3.0e-6 \
// RUN:   functions.0.time.exposed_communication_seconds=2.6e-6 \
// RUN:   functions.0.time.step_seconds=5.6e-6 | FileCheck %s
// CHECK: 10 of 10 fields match

shard.grid @dp(shape = 4)

func.func @buffers_async(%w: memref<4x16xf32> {fsdp.state}, %m: memref<4x16xf32> {fsdp.state},
                         %x: memref<16x16xf32>, %y: memref<16x16xf32>) {
  %g = memref.alloc() : memref<16x16xf32>
  %tg = fsdp.buffer.all_gather_start on @dp gather_dim = 0
      ins(%w : memref<4x16xf32>) outs(%g : memref<16x16xf32>)
  fsdp.buffer.wait %tg ins(%w : memref<4x16xf32>) outs(%g : memref<16x16xf32>)
  linalg.matmul ins(%x, %g : memref<16x16xf32>, memref<16x16xf32>) outs(%y : memref<16x16xf32>)
  memref.dealloc %g : memref<16x16xf32>
  %d = memref.alloc() : memref<16x16xf32>
  linalg.matmul ins(%y, %x : memref<16x16xf32>, memref<16x16xf32>) outs(%d : memref<16x16xf32>)
  %s = memref.alloc() : memref<4x16xf32>
  %ts = fsdp.buffer.reduce_scatter_start on @dp scatter_dim = 0
      ins(%d : memref<16x16xf32>) outs(%s : memref<4x16xf32>)
  fsdp.buffer.wait %ts ins(%d : memref<16x16xf32>) outs(%s : memref<4x16xf32>)
  memref.dealloc %d : memref<16x16xf32>
  linalg.add ins(%m, %s : memref<4x16xf32>, memref<4x16xf32>) outs(%m : memref<4x16xf32>)
  linalg.sub ins(%w, %m : memref<4x16xf32>, memref<4x16xf32>) outs(%w : memref<4x16xf32>)
  memref.dealloc %s : memref<4x16xf32>
  return
}
