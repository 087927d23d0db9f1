// A step whose values are subnormal floats, computed on each kind of thread
// fsdp-run runs step values on (denormals.test, Inputs/denormals.py).
shard.grid @dp(shape = 2)

func.func @train_step(
    // The smallest normal float: half of it is subnormal (flushed by FTZ).
    %a: tensor<4xf32> {fsdp.state},
    // Subnormal: times 2^30 it is normal, unless read as zero (DAZ).
    %b: tensor<4xf32> {fsdp.state},
    // Subnormal, times %d (2^30) in a contraction on the BLAS library,
    // large enough for OpenBLAS to split it over its threads.
    %c: tensor<128x128xf32> {fsdp.state},
    %d: tensor<128x128xf32> {fsdp.state},
    // Subnormal, averaged over the ranks by an asynchronous all-reduce
    // (run on the runtime's progress thread).
    %e: tensor<8xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64},
        tensor<4xf32> {fsdp.updates = 1 : i64},
        tensor<128x128xf32> {fsdp.updates = 2 : i64},
        tensor<8xf32> {fsdp.updates = 4 : i64},
        tensor<f32> {fsdp.loss}) {
  %half = arith.constant dense<0.5> : tensor<4xf32>
  %big = arith.constant dense<1073741824.0> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %r, %t = fsdp.all_reduce_start %e on @dp reduction = avg : tensor<8xf32>
  %ha = arith.mulf %a, %half : tensor<4xf32>
  %bb = arith.mulf %b, %big : tensor<4xf32>
  %empty = tensor.empty() : tensor<128x128xf32>
  %z = linalg.fill ins(%zero : f32) outs(%empty : tensor<128x128xf32>) -> tensor<128x128xf32>
  %cd = linalg.matmul ins(%c, %d : tensor<128x128xf32>, tensor<128x128xf32>) outs(%z : tensor<128x128xf32>) -> tensor<128x128xf32>
  %avg = fsdp.wait %t, %r : tensor<8xf32>
  // The loss is the first element of a * 0.5.
  %first = tensor.extract %ha[%i0] : tensor<4xf32>
  %loss = tensor.from_elements %first : tensor<f32>
  return %ha, %bb, %cd, %avg, %loss
      : tensor<4xf32>, tensor<4xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<f32>
}
