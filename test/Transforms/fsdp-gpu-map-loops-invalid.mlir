// RUN: fsdp-opt %s --fsdp-gpu-map-loops --split-input-file -verify-diagnostics

func.func @host_load_of_device_buffer(%s: memref<f32>) -> f32 {
  // expected-error @+1 {{accesses a buffer outside of a parallel loop: it would run on the host, where the step's buffers are device memory}}
  %x = memref.load %s[] : memref<f32>
  return %x : f32
}

// -----

func.func @parallel_reduction(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{cannot map a parallel loop with reductions to the GPU}}
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<8xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
