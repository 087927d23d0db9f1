// The predicted peak (memory.predicted_peak_bytes) follows what bufferization
// allocates. Every tensor<64x64xf32> is 16384 B.
// RUN: fsdp-opt %s --fsdp-report=output=%t.json -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.function=in_place_chain \
// RUN:   functions.0.memory.predicted_peak_bytes=32768 \
// RUN:   functions.1.function=copy_when_init_read_later \
// RUN:   functions.1.memory.predicted_peak_bytes=49152 \
// RUN:   functions.2.function=elementwise_reuses_first_operand \
// RUN:   functions.2.memory.predicted_peak_bytes=49152 \
// RUN:   functions.3.function=start_keeps_input_alive \
// RUN:   functions.3.memory.predicted_peak_bytes=53248 \
// RUN:   functions.4.function=views_share_the_buffer \
// RUN:   functions.4.memory.predicted_peak_bytes=32768 \
// RUN:   functions.5.function=update_over_the_argument \
// RUN:   functions.5.memory.predicted_peak_bytes=81920 \
// RUN:   functions.6.function=donated_update_not_copied \
// RUN:   functions.6.memory.predicted_peak_bytes=49152 \
// RUN:   functions.7.function=donated_update_written_into_argument \
// RUN:   functions.7.memory.predicted_peak_bytes=32768 \
// RUN:   functions.8.function=donated_update_read_after \
// RUN:   functions.8.memory.predicted_peak_bytes=65536 \
// RUN:   functions.9.function=elementwise_chain_fused \
// RUN:   functions.9.memory.predicted_peak_bytes=49152 \
// RUN:   functions.10.function=transpose_folded_into_contraction \
// RUN:   functions.10.memory.predicted_peak_bytes=32768 \
// RUN:   functions.11.function=all_reduce_in_place \
// RUN:   functions.11.memory.predicted_peak_bytes=32768 \
// RUN:   functions.12.function=loop_accumulates_in_place \
// RUN:   functions.12.memory.predicted_peak_bytes=49152 \
// RUN:   functions.13.function=collapsed_strided_slice_is_a_copy \
// RUN:   functions.13.memory.predicted_peak_bytes=98304 \
// RUN:   functions.14.function=collapsed_contiguous_slice_is_a_view \
// RUN:   functions.14.memory.predicted_peak_bytes=65536 \
// RUN:   functions.15.function=convolution_window_matrix \
// RUN:   functions.15.memory.predicted_peak_bytes=14016 \
// RUN:   functions.16.function=multi_use_fused_into_first_user \
// RUN:   functions.16.memory.predicted_peak_bytes=65536 \
// RUN:   functions.17.function=broadcast_producer_fused \
// RUN:   functions.17.memory.predicted_peak_bytes=33024 \
// RUN:   functions.18.function=scatter_loop_in_place \
// RUN:   functions.18.memory.predicted_peak_bytes=4864 \
// RUN:   functions.19.function=transpose_folded_into_im2col_convolution \
// RUN:   functions.19.memory.predicted_peak_bytes=14016 | FileCheck %s
// CHECK: fields match

// The floor under any rematerialization (rematerialization.peak_floor_bytes,
// MemoryModel::largestFootprint): the arguments and what one op reads and
// writes at once. The returned %c and %a must exist together at the return
// (tight: the peak), and so must %n and %m (elementwise ops, which fusion
// may compute inside their user, count only there); the copy at the return
// of a result that lives in an argument is not counted (below the peak);
// a contraction reads a folded transpose's input.
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.1.rematerialization.peak_floor_bytes=49152 \
// RUN:   functions.2.rematerialization.peak_floor_bytes=49152 \
// RUN:   functions.4.rematerialization.peak_floor_bytes=16384 \
// RUN:   functions.10.rematerialization.peak_floor_bytes=32768 | FileCheck %s

shard.grid @dp(shape = 4)

// %a is allocated (its init is a tensor.empty); %b and %c write into the
// buffer of the init that dies at them: the argument plus one buffer.
func.func @in_place_chain(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %a = linalg.add ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = linalg.add ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.add ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// %a is returned, so %b may not overwrite it and gets its own buffer (which
// %c then reuses).
func.func @copy_when_init_read_later(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %e = tensor.empty() : tensor<64x64xf32>
  %a = linalg.add ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %b = linalg.add ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.add ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c, %a : tensor<64x64xf32>, tensor<64x64xf32>
}

// An elementwise op on tensors writes into its first operand of the result
// type when that dies at it, never into the argument %x here: %a is fused
// into %m, its one user (no buffer), so %m allocates; %n cannot reuse %m
// (read later) and allocates.
func.func @elementwise_reuses_first_operand(%x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %a = arith.addf %x, %x : tensor<64x64xf32>
  %m = arith.mulf %a, %x : tensor<64x64xf32>
  %n = arith.mulf %m, %x : tensor<64x64xf32>
  return %n, %m : tensor<64x64xf32>, tensor<64x64xf32>
}

// The gradient %g stays alive until the wait of its reduce-scatter, past the
// matmul that computes %h: %g and the 4096 B shard, plus the arguments %x
// and %out; %h is written into %out, whose last use it is (bufferization
// treats function arguments as writable).
func.func @start_keeps_input_alive(%x: tensor<64x64xf32>, %out: tensor<64x64xf32>) -> (tensor<16x64xf32>, tensor<64x64xf32>) {
  %g = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r, %t = fsdp.reduce_scatter_start %g on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %h = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = fsdp.wait %t, %r : tensor<16x64xf32>
  return %s, %h : tensor<16x64xf32>, tensor<64x64xf32>
}

// A slice and a reshape of %a are %a, which is written into the argument %x
// (its last use); returned, it is copied at the return (buffer deallocation
// clones a result in an argument): the argument plus that copy.
func.func @views_share_the_buffer(%x: tensor<64x64xf32>) -> tensor<4096xf32> {
  %a = arith.addf %x, %x : tensor<64x64xf32>
  %s = tensor.extract_slice %a[0, 0] [32, 64] [1, 1] : tensor<64x64xf32> to tensor<32x64xf32>
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<64x64xf32> into tensor<4096xf32>
  return %f : tensor<4096xf32>
}

// Without {fsdp.updates}, results that live in arguments are copied at the
// return: %t is fused into %nm, %m dies at %nm and %w at %nw, so both
// results live in the arguments; at the return both are copied: the three
// arguments plus two copies.
func.func @update_over_the_argument(%w: tensor<64x64xf32>, %m: tensor<64x64xf32>, %g: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %t = arith.mulf %m, %g : tensor<64x64xf32>
  %nm = arith.addf %m, %t : tensor<64x64xf32>
  %nw = arith.subf %w, %nm : tensor<64x64xf32>
  return %nw, %nm : tensor<64x64xf32>, tensor<64x64xf32>
}

// The same update as a training step, whose state fsdp-run donates: the
// updates stay in their arguments, nothing is copied: the three arguments.
func.func @donated_update_not_copied(%w: tensor<64x64xf32> {fsdp.state},
                                     %m: tensor<64x64xf32> {fsdp.state},
                                     %g: tensor<64x64xf32>)
    -> (tensor<64x64xf32> {fsdp.updates = 0 : i64},
        tensor<64x64xf32> {fsdp.updates = 1 : i64}) {
  %t = arith.mulf %m, %g : tensor<64x64xf32>
  %nm = arith.addf %m, %t : tensor<64x64xf32>
  %nw = arith.subf %w, %nm : tensor<64x64xf32>
  return %nw, %nm : tensor<64x64xf32>, tensor<64x64xf32>
}

// A donated update whose init is a tensor.empty writes into its argument
// (fsdp-donate-state makes the argument its init): the two arguments.
func.func @donated_update_written_into_argument(
    %w: tensor<64x64xf32> {fsdp.state}, %g: tensor<64x64xf32>)
    -> (tensor<64x64xf32> {fsdp.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<64x64xf32>
  %n = linalg.sub ins(%w, %g : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %n : tensor<64x64xf32>
}

// The old %w is read after the update: the update gets a buffer of its own
// (copied into %w at the return), as does %r: two arguments, two buffers.
func.func @donated_update_read_after(%w: tensor<64x64xf32> {fsdp.state},
                                     %g: tensor<64x64xf32>)
    -> (tensor<64x64xf32> {fsdp.updates = 0 : i64}, tensor<64x64xf32>) {
  %e = tensor.empty() : tensor<64x64xf32>
  %n = linalg.sub ins(%w, %g : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %r = linalg.add ins(%w, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %n, %r : tensor<64x64xf32>, tensor<64x64xf32>
}

// %a and %b have one elementwise user each and are fused into %c: only %c
// allocates (unfused, %a and %b would both be alive at %c): the two
// arguments and %c.
func.func @elementwise_chain_fused(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>)
    -> tensor<64x64xf32> {
  %a = arith.mulf %x, %x : tensor<64x64xf32>
  %b = arith.mulf %y, %y : tensor<64x64xf32>
  %c = arith.addf %a, %b : tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// A transpose read only by a contraction is folded into its indexing map:
// the contraction reads %x in place; the argument plus the product.
func.func @transpose_folded_into_contraction(%x: tensor<64x64xf32>)
    -> tensor<64x64xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %t = linalg.transpose ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %p = linalg.matmul ins(%t, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %p : tensor<64x64xf32>
}

// fsdp.all_reduce reduces in place into its input, which dies at it: the
// argument plus the gradient.
func.func @all_reduce_in_place(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// A loop carries its result in its init's buffer (the accumulator, updated
// in place through materialize_in_destination) and holds what one iteration
// allocates (the product) at its position: argument, accumulator, product.
func.func @loop_accumulates_in_place(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0.0 : f32
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %one = arith.constant 1 : index
  %a = bufferization.alloc_tensor() : tensor<64x64xf32>
  %zero = linalg.fill ins(%c0 : f32) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  %sum = scf.for %i = %lb to %ub step %one iter_args(%acc = %zero) -> (tensor<64x64xf32>) {
    %e = tensor.empty() : tensor<64x64xf32>
    %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %p = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
    %s = linalg.add ins(%acc, %p : tensor<64x64xf32>, tensor<64x64xf32>) outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
    %w = bufferization.materialize_in_destination %s in %acc : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %w : tensor<64x64xf32>
  }
  return %sum : tensor<64x64xf32>
}

// Collapsing a strided slice (half of each of 2 rows, as a bucket's member
// gathered rank by rank) copies it: the argument plus 32768 B.
func.func @collapsed_strided_slice_is_a_copy(%x: tensor<2x8192xf32>) -> tensor<8192xf32> {
  %s = tensor.extract_slice %x[0, 0] [2, 4096] [1, 1] : tensor<2x8192xf32> to tensor<2x4096xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x4096xf32> into tensor<8192xf32>
  return %c : tensor<8192xf32>
}

// One whole row is contiguous: a view of the argument.
func.func @collapsed_contiguous_slice_is_a_view(%x: tensor<2x8192xf32>) -> tensor<8192xf32> {
  %s = tensor.extract_slice %x[1, 0] [1, 8192] [1, 1] : tensor<2x8192xf32> to tensor<1x8192xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<1x8192xf32> into tensor<8192xf32>
  return %c : tensor<8192xf32>
}

// A convolution the CPU lowering runs as im2col holds its window matrix
// while it runs (fsdp-convolutions-to-im2col): 4 channels x 3 x 3 kernel
// x 8 x 8 pixels, 9216 B, beside the arguments (1600 + 1152 + 2048 B; the
// output written in place into %z).
func.func @convolution_window_matrix(%x: tensor<1x4x10x10xf32>, %w: tensor<8x4x3x3xf32>, %z: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>)
      outs(%z : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %r : tensor<1x8x8x8xf32>
}

// %d has two users; fsdp-fuse-multi-use-elementwise computes it in the loop
// of its first, %p, which also writes it for %r. The matmul's %m, which %d
// reads, lives until that loop: %m, %d and %p exist together there (the
// argument plus 49152 B), where computing %d at its own place would have
// freed %m before %p.
func.func @multi_use_fused_into_first_user(%x: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<64xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %d : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %n = arith.mulf %in, %in_1 : f32
    linalg.yield %n : f32
  } -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<64x64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.addf %in, %out : f32
    linalg.yield %n : f32
  } -> tensor<64xf32>
  return %p, %r : tensor<64x64xf32>, tensor<64xf32>
}

// A producer that reads a broadcast through a constant index, as
// torch-mlir writes one over a unit dimension, fuses into its one user as
// upstream's fusion takes it: the arguments (16384 + 256 B) and %r.
func.func @broadcast_producer_fused(%x: tensor<64x64xf32>, %b: tensor<1x64xf32>)
    -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<1x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %n = arith.addf %in, %in_1 : f32
    linalg.yield %n : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// A scatter: the loop carries its accumulator in the fill's buffer, and its
// body's tensor.insert writes into the iteration argument it yields, with
// no copy: the arguments (512 + 256 B) and the fill's 4096 B.
func.func @scatter_loop_in_place(%idx: tensor<64xi64>, %v: tensor<64xf32>) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %f) -> (tensor<1024xf32>) {
    %j = tensor.extract %idx[%i] : tensor<64xi64>
    %jj = arith.index_cast %j : i64 to index
    %x = tensor.extract %v[%i] : tensor<64xf32>
    %o = tensor.extract %acc[%jj] : tensor<1024xf32>
    %s = arith.addf %o, %x : f32
    %n = tensor.insert %s into %acc[%jj] : tensor<1024xf32>
    scf.yield %n : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}

// The filter of a convolution that runs as im2col is read by the
// contraction it becomes, which folds a transpose of it: as
// @convolution_window_matrix, with no buffer for the transpose.
func.func @transpose_folded_into_im2col_convolution(%x: tensor<1x4x10x10xf32>, %wt: tensor<4x8x3x3xf32>, %z: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %e = tensor.empty() : tensor<8x4x3x3xf32>
  %w = linalg.transpose ins(%wt : tensor<4x8x3x3xf32>) outs(%e : tensor<8x4x3x3xf32>) permutation = [1, 0, 2, 3]
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>)
      outs(%z : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %r : tensor<1x8x8x8xf32>
}
