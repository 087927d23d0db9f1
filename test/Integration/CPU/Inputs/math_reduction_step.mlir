// A loss that sums, in each row's reduction, math functions LLVM has no
// intrinsic for (libm calls): the row sums become lanes of vectors along
// the row (fsdp-blocked-reductions), each lane's call one vector.extract /
// insert (math-in-reductions.test).
shard.grid @dp(shape = 1)

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#rows = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @train_step(%w: tensor<64xf32> {fsdp.state}, %x: tensor<2x64xf32>)
    -> (tensor<64xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %e2 = tensor.empty() : tensor<2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  // Row sums: lanes along the rows.
  %r = linalg.generic {indexing_maps = [#map, #row, #rows],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<2x64xf32>, tensor<64xf32>) outs(%z2 : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %sq = arith.mulf %p, %p : f32
    %above1 = arith.addf %sq, %one : f32
    %inside = arith.divf %p, %above1 : f32
    %t0 = math.asinh %p : f32
    %t1 = math.acosh %above1 : f32
    %t2 = math.atanh %inside : f32
    %t3 = math.atan %p : f32
    %t4 = math.atan2 %p, %two : f32
    %t5 = math.sinh %inside : f32
    %t6 = math.cosh %inside : f32
    %t7 = math.asin %inside : f32
    %t8 = math.acos %inside : f32
    %h = arith.mulf %inside, %half : f32
    %t9 = math.tan %h : f32
    %t10 = math.cbrt %p : f32
    %s0 = arith.addf %t0, %t1 : f32
    %s1 = arith.addf %s0, %t2 : f32
    %s2 = arith.addf %s1, %t3 : f32
    %s3 = arith.addf %s2, %t4 : f32
    %s4 = arith.addf %s3, %t5 : f32
    %s5 = arith.addf %s4, %t6 : f32
    %s6 = arith.addf %s5, %t7 : f32
    %s7 = arith.addf %s6, %t8 : f32
    %s8 = arith.addf %s7, %t9 : f32
    %s9 = arith.addf %s8, %t10 : f32
    %s = arith.addf %acc, %s9 : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %l = linalg.generic {indexing_maps = [#vec, #scalar],
                       iterator_types = ["reduction"]}
      ins(%r : tensor<2xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  return %w, %loss : tensor<64xf32>, tensor<f32>
}
