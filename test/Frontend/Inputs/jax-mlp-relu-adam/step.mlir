#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map8 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map12 = affine_map<(d0) -> ()>
#map13 = affine_map<(d0) -> (d0)>
module @jit_step {
  shard.grid @dp(shape = 2)
  func.func public @train_step(%arg0: tensor<32xf32> {fsdp.state}, %arg1: tensor<16x32xf32> {fsdp.state}, %arg2: tensor<8xf32> {fsdp.state}, %arg3: tensor<32x8xf32> {fsdp.state}, %arg4: tensor<i32> {fsdp.state}, %arg5: tensor<32xf32> {fsdp.state}, %arg6: tensor<16x32xf32> {fsdp.state}, %arg7: tensor<8xf32> {fsdp.state}, %arg8: tensor<32x8xf32> {fsdp.state}, %arg9: tensor<32xf32> {fsdp.state}, %arg10: tensor<16x32xf32> {fsdp.state}, %arg11: tensor<8xf32> {fsdp.state}, %arg12: tensor<32x8xf32> {fsdp.state}, %arg13: tensor<4x16xf32>, %arg14: tensor<4x8xf32>) -> (tensor<32xf32> {fsdp.updates = 0 : i64}, tensor<16x32xf32> {fsdp.updates = 1 : i64}, tensor<8xf32> {fsdp.updates = 2 : i64}, tensor<32x8xf32> {fsdp.updates = 3 : i64}, tensor<i32> {fsdp.updates = 4 : i64}, tensor<32xf32> {fsdp.updates = 5 : i64}, tensor<16x32xf32> {fsdp.updates = 6 : i64}, tensor<8xf32> {fsdp.updates = 7 : i64}, tensor<32x8xf32> {fsdp.updates = 8 : i64}, tensor<32xf32> {fsdp.updates = 9 : i64}, tensor<16x32xf32> {fsdp.updates = 10 : i64}, tensor<8xf32> {fsdp.updates = 11 : i64}, tensor<32x8xf32> {fsdp.updates = 12 : i64}, tensor<f32> {fsdp.loss}) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant dense<-0.00999999977> : tensor<f32>
    %cst_1 = arith.constant dense<9.99999993E-9> : tensor<f32>
    %cst_2 = arith.constant 9.990000e-01 : f32
    %cst_3 = arith.constant 0.899999976 : f32
    %c1_i32 = arith.constant 1 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_4 = arith.constant dense<2147483647> : tensor<i32>
    %cst_5 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_6 = arith.constant dense<1.000000e-03> : tensor<f32>
    %cst_7 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_9 = arith.constant 1.000000e+00 : f32
    %cst_10 = arith.constant 2.000000e+00 : f32
    %cst_11 = arith.constant 3.200000e+01 : f32
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_14 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x32xf32>
    %1 = linalg.fill ins(%cst_14 : f32) outs(%0 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %2 = linalg.matmul ins(%arg13, %arg1 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%1 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %3 = tensor.empty() : tensor<1x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32xf32>) outs(%3 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<1x32xf32>) outs(%0 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %5 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%0 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<4x32xf32>
    %7 = tensor.empty() : tensor<f32>
    %8 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%7 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_14 : f32
    } -> tensor<f32>
    %9 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<f32>) outs(%0 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %9 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%0 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.maximumf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<4x32xf32>
    %11 = tensor.empty() : tensor<4x32xi1>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %9 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%11 : tensor<4x32xi1>) {
    ^bb0(%in: f32, %in_16: f32, %out: i1):
      %164 = arith.cmpf ogt, %in, %in_16 : f32
      linalg.yield %164 : i1
    } -> tensor<4x32xi1>
    %13 = tensor.empty() : tensor<4x8xf32>
    %14 = linalg.fill ins(%cst_14 : f32) outs(%13 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %15 = linalg.matmul ins(%10, %arg3 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%14 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %16 = tensor.empty() : tensor<1x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8xf32>) outs(%16 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<1x8xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %18 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<4x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19, %arg14 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.subf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<4x8xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %20 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<4x8xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_13 : tensor<f32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %20 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<4x8xf32>
    %24 = linalg.fill ins(%cst_14 : f32) outs(%7 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["reduction", "reduction"]} ins(%21 : tensor<4x8xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.addf %out, %in : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%25 : tensor<f32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.divf %in, %cst_11 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %27 = "fsdp.all_reduce"(%26) {grid = @dp, reduction = 0 : i32} : (tensor<f32>) -> tensor<f32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%27 : tensor<f32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.divf %in, %cst_10 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %29 = linalg.generic {indexing_maps = [#map3], iterator_types = []} outs(%7 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%29 : tensor<f32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.divf %in, %cst_11 : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %31 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<f32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %23 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<4x8xf32>
    %33 = tensor.empty() : tensor<8xf32>
    %34 = linalg.fill ins(%cst_14 : f32) outs(%33 : tensor<8xf32>) -> tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%32 : tensor<4x8xf32>) outs(%34 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.addf %out, %in : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %35 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%expanded : tensor<1x8xf32>) outs(%34 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.addf %out, %in : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %37 = "fsdp.all_reduce"(%36) {grid = @dp, reduction = 0 : i32} : (tensor<8xf32>) -> tensor<8xf32>
    %38 = tensor.empty() : tensor<8x32xf32>
    %39 = linalg.fill ins(%cst_14 : f32) outs(%38 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32, %10 : tensor<4x8xf32>, tensor<4x32xf32>) outs(%39 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      %165 = arith.addf %out, %164 : f32
      linalg.yield %165 : f32
    } -> tensor<8x32xf32>
    %41 = tensor.empty() : tensor<32x8xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8x32xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32, %arg3 : tensor<4x8xf32>, tensor<32x8xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      %165 = arith.addf %out, %164 : f32
      linalg.yield %165 : f32
    } -> tensor<4x32xf32>
    %44 = "fsdp.all_reduce"(%42) {grid = @dp, reduction = 0 : i32} : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_12 : tensor<f32>) outs(%0 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %43, %45 : tensor<4x32xi1>, tensor<4x32xf32>, tensor<4x32xf32>) outs(%0 : tensor<4x32xf32>) {
    ^bb0(%in: i1, %in_16: f32, %in_17: f32, %out: f32):
      %164 = arith.select %in, %in_16, %in_17 : f32
      linalg.yield %164 : f32
    } -> tensor<4x32xf32>
    %47 = tensor.empty() : tensor<32xf32>
    %48 = linalg.fill ins(%cst_14 : f32) outs(%47 : tensor<32xf32>) -> tensor<32xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%46 : tensor<4x32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.addf %out, %in : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %expanded_15 = tensor.expand_shape %49 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%expanded_15 : tensor<1x32xf32>) outs(%48 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.addf %out, %in : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %51 = "fsdp.all_reduce"(%50) {grid = @dp, reduction = 0 : i32} : (tensor<32xf32>) -> tensor<32xf32>
    %52 = tensor.empty() : tensor<32x16xf32>
    %53 = linalg.fill ins(%cst_14 : f32) outs(%52 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46, %arg13 : tensor<4x32xf32>, tensor<4x16xf32>) outs(%53 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      %165 = arith.addf %out, %164 : f32
      linalg.yield %165 : f32
    } -> tensor<32x16xf32>
    %55 = tensor.empty() : tensor<16x32xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<32x16xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %57 = "fsdp.all_reduce"(%56) {grid = @dp, reduction = 0 : i32} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %58 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %59 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%58, %51 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %60 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %61 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%60, %arg5 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %62 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%59, %61 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%63, %57 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65, %arg6 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64, %66 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %69 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%68, %37 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %70 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %71 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%70, %arg7 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %72 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%69, %71 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %44 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%75, %arg8 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74, %76 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %78 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%51, %51 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %79 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %80 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%79, %78 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %81 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_5 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %82 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%81, %arg9 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %83 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%80, %82 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %57 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%85, %84 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %arg10 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%86, %88 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %90 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%37, %37 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %91 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %92 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%91, %90 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %93 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_5 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %94 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%93, %arg11 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %95 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%92, %94 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %44 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %97 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %96 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %99 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99, %arg12 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%98, %100 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %102 = tensor.empty() : tensor<i1>
    %103 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg4 : tensor<i32>) outs(%102 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %164 = arith.cmpi slt, %in, %c2147483647_i32 : i32
      linalg.yield %164 : i1
    } -> tensor<i1>
    %104 = tensor.empty() : tensor<i32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg4 : tensor<i32>) outs(%104 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %164 = arith.addi %in, %c1_i32 : i32
      linalg.yield %164 : i32
    } -> tensor<i32>
    %106 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = []} ins(%103, %105, %cst_4 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%104 : tensor<i32>) {
    ^bb0(%in: i1, %in_16: i32, %in_17: i32, %out: i32):
      %164 = arith.select %in, %in_16, %in_17 : i32
      linalg.yield %164 : i32
    } -> tensor<i32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%106 : tensor<i32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %164 = arith.sitofp %in : i32 to f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %108 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%107 : tensor<f32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.powf %cst_3, %in : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%108 : tensor<f32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.subf %cst_9, %in : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %110 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%109 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %111 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%62, %110 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %112 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%109 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %115 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%72, %114 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77, %116 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%107 : tensor<f32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.powf %cst_2, %in : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%118 : tensor<f32>) outs(%7 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = arith.subf %cst_9, %in : f32
      linalg.yield %164 : f32
    } -> tensor<f32>
    %120 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%119 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %121 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%83, %120 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %122 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %124 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%119 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %125 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%95, %124 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%101, %126 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %128 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_12 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %129 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%121, %128 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %130 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%129 : tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.sqrt %in : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %131 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %132 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%130, %131 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %133 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%111, %132 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_12 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123, %134 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.sqrt %in : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%136, %137 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113, %138 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %140 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_12 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %141 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%125, %140 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %142 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel"]} ins(%141 : tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.sqrt %in : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %143 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %144 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%142, %143 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %145 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%115, %144 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_12 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127, %146 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %164 = math.sqrt %in : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%148, %149 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%117, %150 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.divf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %152 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %153 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%152, %133 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%154, %139 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %156 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8xf32>
    %157 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%156, %145 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x8xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%158, %151 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.mulf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    %160 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg0, %153 : tensor<32xf32>, tensor<32xf32>) outs(%47 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %155 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%55 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<16x32xf32>
    %162 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel"]} ins(%arg2, %157 : tensor<8xf32>, tensor<8xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<8xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3, %159 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%41 : tensor<32x8xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %164 = arith.addf %in, %in_16 : f32
      linalg.yield %164 : f32
    } -> tensor<32x8xf32>
    return %160, %161, %162, %163, %106, %62, %67, %72, %77, %83, %89, %95, %101, %28 : tensor<32xf32>, tensor<16x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<f32>
  }
}
