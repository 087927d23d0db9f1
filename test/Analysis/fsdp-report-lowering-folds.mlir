// Compute time follows what the lowering folds away (LoweringFolds.h):
// elementwise fusion computes a value inside its user's loop, where it is
// neither written nor read through memory, and each loop reads a value once
// however many of its ops read it (Inputs/round.json: 2.56e9 B/s; each
// 4x16xf32 is 256 B).
//
// @step is one loop, at %p2: %sq (single user) fuses into %m2's loop, and
// %m2 (returned too) into that of its first user %p2
// (fsdp-fuse-multi-use-elementwise), which also writes it for the return.
// The loop reads %r (once, though %sq reads it twice), %m and %p and writes
// %m2 and %p2: 5 * 256 B, 0.5 us (0.9 us if every value went through
// memory, 0.7 us with single-user fusion alone). The reduce-scatter of
// 1024 B on 4 ranks is 1.3 us: step 1.8 us.
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.time.compute_seconds=0.5e-6 \
// RUN:   functions.0.time.step_seconds=1.8e-6 \
// RUN:   functions.1.time.compute_seconds=1.9e-6 \
// RUN:   functions.2.time.compute_seconds=0.3125e-6 \
// RUN:   functions.8.function=scatter \
// RUN:   functions.8.time.compute_seconds=0.25e-6 | FileCheck %s
// CHECK: fields match

// @folds: a zero fill of a matmul's output (the BLAS call overwrites
// instead) and a transpose of its input (the BLAS call reads it transposed
// in place) cost nothing; the matmul (4 x 1024 B, 1.6 us) and the update
// (0.3 us) do: 1.9 us (3.9 us with the fill's 0.8 us and the transpose's
// 1.2 us).

// @rates: loops without a reduction run at the profile's elementwise rate,
// and so do the reductions fsdp-blocked-reductions sums as vector trees
// (the sum here); other reductions (@products: a product) at its (scalar)
// flops rate; math functions the lowering calls from libm cost
// math_call_seconds each (f32 log here; f32 exp, erf and tanh are
// polynomials in the loop, fsdp-approximate-math, and cost their flops).
// Under Inputs/round.json, which has neither, everything is bytes: the loop
// of %s reads %a and writes %s (the splat constant is folded into the loop
// body, not read): 512 B, 0.2 us; the reduction reads %s and %init and
// writes %t: 288 B, 0.1125 us: 0.3125 us (above).
// Under Inputs/round-rates.json (6.4e7 FLOP/s, elementwise 6.4e8 FLOP/s,
// 10 ns a math call, 2.56e9 B/s): the loop of %s makes 64 log calls
// (0.64 us) and 64 multiplications (0.1 us): 0.74 us; the sum's 64
// additions take 0.1 us, its 288 B 0.1125 us: 0.8525 us. The product's 64
// multiplications take 1 us (as the sum's did before it was blocked).
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round-rates.json output=%t.rates.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.rates.json \
// RUN:   profile.elementwise_flops_per_second=6.4e8 \
// RUN:   profile.math_call_seconds=1e-8 \
// RUN:   functions.2.time.compute_seconds=0.8525e-6 \
// RUN:   functions.3.time.compute_seconds=1e-6 \
// RUN:   functions.7.time.compute_seconds=0.2e-6 | FileCheck %s
// @zero_index: a sum that reads an operand as (d0, 0) (a broadcast unit
// dimension, as elementwise fusion writes it) is a tree too
// (fsdp-blocked-reductions reads it through a rank-reduced subview): its
// 128 additions at the elementwise rate take 0.2 us (2 us as a scalar
// chain), more than its 304 B (0.11875 us).

// @squares: upstream's fusion (fsdp-fuse-elementwise-ops, under the rule
// the models share, allowsElementwiseFusion) takes an elementwise producer
// into a reduction that reads it through all its loops, so %sq never
// exists: the one loop reads %a and %init and writes %t, 288 B, 0.1125 us
// (0.3125 us if %sq went through memory), and the peak is the arguments
// and the result, 288 B (544 B with %sq's buffer).
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.4.time.compute_seconds=0.1125e-6 \
// RUN:   functions.4.memory.predicted_peak_bytes=288 | FileCheck %s
// RUN: fsdp-opt %s --convert-elementwise-to-linalg --fsdp-fuse-elementwise-ops | FileCheck %s --check-prefix=FUSED
// FUSED-LABEL: func.func @squares
// FUSED-NEXT: linalg.generic
// FUSED-SAME: iterator_types = ["parallel", "reduction"]
// FUSED-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// FUSED-NEXT: arith.mulf %[[IN]], %[[IN]] : f32

// @rows, @shared_input: fsdp-fuse-row-reductions joins a row reduction to
// the loop over the same rows before it (getRowReductionPartner), ahead of
// which the reduction's output fill moves. In @rows, %sq fuses into the
// loop of its first user %half (fsdp-fuse-multi-use-elementwise), which
// writes it for the sum; the sum joins that loop and reduces %sq from
// registers: the loop reads %x and the sum's init and writes %sq, %half
// and %s: 256 + 16 + 2 x 256 + 16 = 800 B, and the fill writes 16 B:
// 816 B, 0.31875 us (1072 B, 0.41875 us, if the sum read %sq back). In
// @shared_input the max and the sum read %x once: 256 + 2 x (16 + 16) +
// 2 fills x 16 B = 352 B, 0.1375 us (608 B, 0.2375 us, with %x read twice).
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.5.time.compute_seconds=0.31875e-6 \
// RUN:   functions.6.time.compute_seconds=0.1375e-6 | FileCheck %s
// RUN: fsdp-opt %s --convert-elementwise-to-linalg --fsdp-fuse-elementwise-ops --fsdp-fuse-multi-use-elementwise --one-shot-bufferize="bufferize-function-boundaries" --fsdp-fuse-row-reductions | FileCheck %s --check-prefix=JOINED
// JOINED-LABEL: func.func @rows
// JOINED-NOT: linalg.generic
// JOINED: linalg.generic
// JOINED-SAME: iterator_types = ["parallel", "reduction"]
// JOINED-SAME: outs(%{{.*}}, %{{.*}}, %{{.*}} : memref<4x16xf32>, memref<4x16xf32>, memref<4xf32>)
// JOINED-NOT: linalg.generic
// JOINED-LABEL: func.func @shared_input
// JOINED-NOT: linalg.generic
// JOINED: linalg.generic
// JOINED-SAME: outs(%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>)
// JOINED-NOT: linalg.generic
// JOINED: return

shard.grid @dp(shape = 4)

func.func @step(%p: tensor<4x16xf32> {fsdp.state},
                %m: tensor<4x16xf32> {fsdp.state},
                %g: tensor<16x16xf32>)
    -> (tensor<4x16xf32> {fsdp.updates = 0 : i64},
        tensor<4x16xf32> {fsdp.updates = 1 : i64}) {
  %r = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  %sq = arith.mulf %r, %r : tensor<4x16xf32>
  %m2 = arith.addf %m, %sq : tensor<4x16xf32>
  %p2 = arith.subf %p, %m2 : tensor<4x16xf32>
  return %p2, %m2 : tensor<4x16xf32>, tensor<4x16xf32>
}

func.func @folds(%w: tensor<4x16xf32> {fsdp.state}, %x: tensor<16x16xf32>)
    -> (tensor<4x16xf32> {fsdp.updates = 0 : i64}) {
  %g = fsdp.all_gather %w on @dp gather_dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x16xf32>
  %e1 = tensor.empty() : tensor<16x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %t = linalg.transpose ins(%g : tensor<16x16xf32>) outs(%e1 : tensor<16x16xf32>) permutation = [1, 0]
  %y = linalg.matmul ins(%x, %t : tensor<16x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = fsdp.reduce_scatter %y on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  %n = arith.subf %w, %r : tensor<4x16xf32>
  return %n : tensor<4x16xf32>
}

func.func @rates(%a: tensor<4x16xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e = math.log %a : tensor<4x16xf32>
  %two = arith.constant dense<2.0> : tensor<4x16xf32>
  %s = arith.mulf %e, %two : tensor<4x16xf32>
  %t = linalg.reduce ins(%s : tensor<4x16xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  return %t : tensor<4xf32>
}

func.func @products(%a: tensor<4x16xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %t = linalg.reduce ins(%a : tensor<4x16xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.mulf %x, %y : f32
      linalg.yield %z : f32
    }
  return %t : tensor<4xf32>
}

func.func @squares(%a: tensor<4x16xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %sq = arith.mulf %a, %a : tensor<4x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<4x16xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
  } -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @rows(%x: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x16xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x16xf32>) outs(%e0 : tensor<4x16xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
  } -> tensor<4x16xf32>
  %c = arith.constant dense<0.5> : tensor<4x16xf32>
  %half = arith.mulf %sq, %c : tensor<4x16xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<4x16xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      %z = arith.addf %a, %b : f32
      linalg.yield %z : f32
  } -> tensor<4xf32>
  return %half, %s : tensor<4x16xf32>, tensor<4xf32>
}

func.func @shared_input(%x: tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %init0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf32>) outs(%init0 : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      %z = arith.maximumf %a, %b : f32
      linalg.yield %z : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %init1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf32>) outs(%init1 : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      %z = arith.addf %a, %b : f32
      linalg.yield %z : f32
  } -> tensor<4xf32>
  return %max, %s : tensor<4xf32>, tensor<4xf32>
}

func.func @zero_index(%x: tensor<4x16xf32>, %s: tensor<4x1xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %s : tensor<4x16xf32>, tensor<4x1xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%in: f32, %sc: f32, %out: f32):
      %0 = arith.addf %in, %sc : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %t : tensor<4xf32>
}

// @scatter: a scatter's loop reads and writes one element of its
// accumulator an iteration, in place (bufferization updates the loop's
// buffer), not the tensor: 16 iterations of an i64 index and an f32 value
// read, the f32 element read and written back, 24 B each, 384 B, 0.15 us,
// after the fill's 256 B, 0.1 us: 0.25 us (6.1 us when each access
// moved the whole tensor: a ResNet-18 step's max-pool backward, 130 s).
func.func @scatter(%idx: tensor<16xi64>, %v: tensor<16xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %f) -> (tensor<64xf32>) {
    %j = tensor.extract %idx[%i] : tensor<16xi64>
    %jj = arith.index_cast %j : i64 to index
    %x = tensor.extract %v[%i] : tensor<16xf32>
    %o = tensor.extract %acc[%jj] : tensor<64xf32>
    %s = arith.addf %o, %x : f32
    %n = tensor.insert %s into %acc[%jj] : tensor<64xf32>
    scf.yield %n : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
