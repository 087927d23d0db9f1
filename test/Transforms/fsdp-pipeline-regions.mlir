// Values read inside regions (an embedding table read by `tensor.extract` in
// a `linalg.generic` body, as torch-mlir emits a lookup; a parameter used in
// a loop body) through the whole rewrite: no pass places a collective inside
// a region, whatever the strategy, bucketing or schedule. Each region is
// checked to hold no fsdp op between its opening op and its terminator.
// RUN: fsdp-opt %s --fsdp-pipeline | FileCheck %s
// RUN: fsdp-opt %s --fsdp-pipeline=schedule=false | FileCheck %s
// RUN: fsdp-opt %s --fsdp-pipeline="bucket-bytes=1024" | FileCheck %s
// RUN: fsdp-opt %s --fsdp-pipeline="strategy=shard-grad-op" | FileCheck %s

#ids = affine_map<(d0, d1) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>
shard.grid @dp(shape = 2)

// CHECK-LABEL: func.func @train_step
// CHECK: linalg.generic
// CHECK-NOT: fsdp.
// CHECK: tensor.extract
// CHECK-NOT: fsdp.
// CHECK: linalg.yield
// CHECK: scf.for
// CHECK-NOT: fsdp.
// CHECK: scf.yield
// CHECK: return
func.func @train_step(%table: tensor<32x4xf32> {fsdp.state}, %w: tensor<8x4xf32> {fsdp.state},
                      %ids: tensor<8xi64>, %gt: tensor<32x4xf32>, %gw: tensor<8x4xf32>)
    -> (tensor<32x4xf32> {fsdp.updates = 0 : i64}, tensor<8x4xf32> {fsdp.updates = 1 : i64}, tensor<f32> {fsdp.loss}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %emb = linalg.generic {indexing_maps = [#ids, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<32x4xf32>
    linalg.yield %v : f32
  } -> tensor<8x4xf32>
  %h = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %emb) -> tensor<8x4xf32> {
    %n = arith.mulf %acc, %w : tensor<8x4xf32>
    scf.yield %n : tensor<8x4xf32>
  }
  %e0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id2, #all], iterator_types = ["reduction", "reduction"]}
      ins(%h : tensor<8x4xf32>) outs(%z : tensor<f32>) {
  ^bb0(%x: f32, %a: f32):
    %r = arith.addf %a, %x : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %loss = fsdp.all_reduce %s on @dp reduction = avg : tensor<f32>
  %gtr = fsdp.all_reduce %gt on @dp reduction = avg : tensor<32x4xf32>
  %gwr = fsdp.all_reduce %gw on @dp reduction = avg : tensor<8x4xf32>
  %nt = arith.subf %table, %gtr : tensor<32x4xf32>
  %nw = arith.subf %w, %gwr : tensor<8x4xf32>
  return %nt, %nw, %loss : tensor<32x4xf32>, tensor<8x4xf32>, tensor<f32>
}
