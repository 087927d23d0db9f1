// A bufferized step (fsdp.buffer.* collectives on memrefs, explicit
// allocations and deallocations), under Inputs/round.json (see
// fsdp-report.mlir for the numbers).
//
// A 16x16x16 matmul on memrefs moves 3 * 1024 B: 1.2 us (its 8192 FLOP take
// 1 us); a 4x16 linalg.add or linalg.sub moves 3 * 256 B: 0.3 us. Compute
// 3.0 us; two collectives of 1.3 us, both blocking: step 5.6 us, all of the
// 2.6 us of communication exposed.
//
// %w reaches the reduce-scatter input through the gathered buffer and the
// matmuls (a parameter); %m is read by the update only, which writes %m and
// %w after their last forward/backward use (optimizer state).
// Gathered: %g from its all-gather to its dealloc, 1024 B. Gradients: %d
// (1024 B, until its dealloc) and the shard %s (256 B) at the reduce-scatter:
// 1280 B.

// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.function=buffers \
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

func.func @buffers(%w: memref<4x16xf32> {fsdp.state}, %m: memref<4x16xf32> {fsdp.state},
                   %x: memref<16x16xf32>, %y: memref<16x16xf32>) {
  %g = memref.alloc() : memref<16x16xf32>
  fsdp.buffer.all_gather on @dp gather_dim = 0
      ins(%w : memref<4x16xf32>) outs(%g : memref<16x16xf32>)
  linalg.matmul ins(%x, %g : memref<16x16xf32>, memref<16x16xf32>) outs(%y : memref<16x16xf32>)
  memref.dealloc %g : memref<16x16xf32>
  %d = memref.alloc() : memref<16x16xf32>
  linalg.matmul ins(%y, %x : memref<16x16xf32>, memref<16x16xf32>) outs(%d : memref<16x16xf32>)
  %s = memref.alloc() : memref<4x16xf32>
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 0
      ins(%d : memref<16x16xf32>) outs(%s : memref<4x16xf32>)
  memref.dealloc %d : memref<16x16xf32>
  linalg.add ins(%m, %s : memref<4x16xf32>, memref<4x16xf32>) outs(%m : memref<4x16xf32>)
  linalg.sub ins(%w, %m : memref<4x16xf32>, memref<4x16xf32>) outs(%w : memref<4x16xf32>)
  memref.dealloc %s : memref<4x16xf32>
  return
}
