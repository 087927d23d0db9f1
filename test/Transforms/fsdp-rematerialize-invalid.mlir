// RUN: fsdp-opt %s --fsdp-rematerialize=memory-limit=100k --verify-diagnostics
// RUN: %not fsdp-opt %s --fsdp-rematerialize=memory-limit=12X 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %not fsdp-opt %s --fsdp-rematerialize=memory-limit=-5 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %not fsdp-opt %s --fsdp-rematerialize=memory-limit=99999999999G 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: is not a byte count (digits with an optional k, M, G, Ki, Mi or Gi suffix)

#id = affine_map<(d0, d1) -> (d0, d1)>

// The two-layer step of fsdp-rematerialize.mlir: its arguments are 48 kB
// and its backward needs four 16 kB tensors at once whatever is recomputed
// or reordered (the ReLU's gradient reads two, writes one, and the second
// layer's weight gradient is returned), so 100 kB cannot be met; moving %da
// after %dw2 reaches 114688 bytes, at %dh's destination, with %dw2, %da
// and %h alive. The floor the error proves is lower: the arguments and the
// largest footprint of one op (%dw2 reads two 16 kB tensors and writes
// one), 98304 bytes; it does not see that the returned gradient must stay.
// expected-error @+1 {{memory-limit of 100000 bytes cannot be met: the lowest modeled peak rematerialization reaches is 114688 bytes, 49152 of them the step's arguments (state shards and inputs); no recomputation goes below 98304 bytes}}
func.func @two_layers(%x: tensor<64x64xf32>, %w1: tensor<64x64xf32>,
                      %w2: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64x64xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-note @+1 {{alive there: 16384 bytes of linalg.matmul}}
  %h = linalg.matmul ins(%x, %w1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  // Backward: dy = y (a squared loss's gradient), then dw2 = a^T dy,
  // da = dy w2^T, dh = da * (h > 0), dw1 = x^T dh.
  %e3 = tensor.empty() : tensor<64x64xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<64x64xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-note @+1 {{alive there: 16384 bytes of linalg.matmul}}
  %da = linalg.matmul ins(%y, %w2t : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e5 = tensor.empty() : tensor<64x64xf32>
  %at = linalg.transpose ins(%a : tensor<64x64xf32>) outs(%e5 : tensor<64x64xf32>) permutation = [1, 0]
  %e6 = tensor.empty() : tensor<64x64xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-note @+2 {{the floor: this linalg.matmul reads and writes 49152 bytes at once}}
  // expected-note @+1 {{alive there: 16384 bytes of linalg.matmul}}
  %dw2 = linalg.matmul ins(%at, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f6 : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-note @+1 {{the peak is at this tensor.empty, with 65536 bytes of values alive}}
  %e7 = tensor.empty() : tensor<64x64xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e7 : tensor<64x64xf32>) {
  ^bb0(%g: f32, %in: f32, %out: f32):
    %p = arith.cmpf ogt, %in, %zero : f32
    %r = arith.select %p, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %e8 = tensor.empty() : tensor<64x64xf32>
  %xt = linalg.transpose ins(%x : tensor<64x64xf32>) outs(%e8 : tensor<64x64xf32>) permutation = [1, 0]
  %e9 = tensor.empty() : tensor<64x64xf32>
  %f9 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f9 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %dw1, %dw2 : tensor<64x64xf32>, tensor<64x64xf32>
}
