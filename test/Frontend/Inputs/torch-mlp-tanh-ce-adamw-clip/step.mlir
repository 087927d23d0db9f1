#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1) -> (0, d1)>
module {
  shard.grid @dp(shape = 2)
  func.func @train_step(%arg0: tensor<32x16xf32> {fsdp.state}, %arg1: tensor<32xf32> {fsdp.state}, %arg2: tensor<8x32xf32> {fsdp.state}, %arg3: tensor<8xf32> {fsdp.state}, %arg4: tensor<32x16xf32> {fsdp.state}, %arg5: tensor<32xf32> {fsdp.state}, %arg6: tensor<8x32xf32> {fsdp.state}, %arg7: tensor<8xf32> {fsdp.state}, %arg8: tensor<32x16xf32> {fsdp.state}, %arg9: tensor<32xf32> {fsdp.state}, %arg10: tensor<8x32xf32> {fsdp.state}, %arg11: tensor<8xf32> {fsdp.state}, %arg12: tensor<f32> {fsdp.state}, %arg13: tensor<f32> {fsdp.state}, %arg14: tensor<f32> {fsdp.state}, %arg15: tensor<f32> {fsdp.state}, %arg16: tensor<4x16xf32>, %arg17: tensor<4xi64>) -> (tensor<32x16xf32> {fsdp.updates = 0 : i64}, tensor<32xf32> {fsdp.updates = 1 : i64}, tensor<8x32xf32> {fsdp.updates = 2 : i64}, tensor<8xf32> {fsdp.updates = 3 : i64}, tensor<32x16xf32> {fsdp.updates = 4 : i64}, tensor<32xf32> {fsdp.updates = 5 : i64}, tensor<8x32xf32> {fsdp.updates = 6 : i64}, tensor<8xf32> {fsdp.updates = 7 : i64}, tensor<32x16xf32> {fsdp.updates = 8 : i64}, tensor<32xf32> {fsdp.updates = 9 : i64}, tensor<8x32xf32> {fsdp.updates = 10 : i64}, tensor<8xf32> {fsdp.updates = 11 : i64}, tensor<f32> {fsdp.updates = 12 : i64}, tensor<f32> {fsdp.updates = 13 : i64}, tensor<f32> {fsdp.updates = 14 : i64}, tensor<f32> {fsdp.updates = 15 : i64}, tensor<f32> {fsdp.loss}) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 5.000000e-01 : f64
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 0.99899999999999999 : f64
    %cst_3 = arith.constant 0.0010000000000000009 : f64
    %cst_4 = arith.constant 9.000000e-01 : f64
    %cst_5 = arith.constant 1.000000e-02 : f64
    %cst_6 = arith.constant 1.000000e-08 : f64
    %cst_7 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_8 = arith.constant dense<-0.899999976> : tensor<f32>
    %cst_9 = arith.constant 1.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_10 = arith.constant 0.000000e+00 : f32
    %c8 = arith.constant 8 : index
    %cst_11 = arith.constant 0xFF800000 : f32
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_14 = arith.constant dense<0> : tensor<i64>
    %cst_15 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4x32xf32>
    %2 = linalg.fill ins(%cst_10 : f32) outs(%1 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %3 = linalg.matmul ins(%arg16, %transposed : tensor<4x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.tanh %in : f32
      linalg.yield %209 : f32
    } -> tensor<4x32xf32>
    %7 = tensor.empty() : tensor<32x8xf32>
    %transposed_16 = linalg.transpose ins(%arg2 : tensor<8x32xf32>) outs(%7 : tensor<32x8xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<4x8xf32>
    %9 = linalg.fill ins(%cst_10 : f32) outs(%8 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %10 = linalg.matmul ins(%6, %transposed_16 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%9 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %13 = tensor.empty() : tensor<4xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<4xi64>) -> tensor<4xi64>
    %15 = tensor.empty() : tensor<4xf32>
    %16 = linalg.fill ins(%cst_11 : f32) outs(%15 : tensor<4xf32>) -> tensor<4xf32>
    %17:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<4x8xf32>) outs(%16, %14 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_28: i64):
      %209 = linalg.index 1 : index
      %210 = arith.index_cast %209 : index to i64
      %211 = arith.maximumf %in, %out : f32
      %212 = arith.cmpf ogt, %in, %out : f32
      %213 = arith.select %212, %210, %out_28 : i64
      linalg.yield %211, %213 : f32, i64
    } -> (tensor<4xf32>, tensor<4xi64>)
    %expanded = tensor.expand_shape %17#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %expanded : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.subf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.exp %in : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %20 = tensor.empty() : tensor<4x1xf32>
    %21 = linalg.fill ins(%cst_10 : f32) outs(%20 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<4x8xf32>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<4x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<4x1xf32>) outs(%20 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.log %in : f32
      linalg.yield %209 : f32
    } -> tensor<4x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %23 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.subf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %25 = tensor.empty() : tensor<4xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg17 : tensor<4xi64>) outs(%25 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %209 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %209 : i1
    } -> tensor<4xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %arg17, %cst_14 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%13 : tensor<4xi64>) {
    ^bb0(%in: i1, %in_28: i64, %in_29: i64, %out: i64):
      %209 = arith.select %in, %in_28, %in_29 : i64
      linalg.yield %209 : i64
    } -> tensor<4xi64>
    %expanded_17 = tensor.expand_shape %27 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_17 : tensor<4x1xi64>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %209 = linalg.index 0 : index
      %210 = arith.index_cast %in : i64 to index
      %211 = arith.cmpi slt, %210, %c8 : index
      cf.assert %211, "index must be smaller than dim size"
      %212 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %212, "index must be larger or equal to 0"
      %extracted = tensor.extract %24[%209, %210] : tensor<4x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<4xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %29, %cst_13 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %209 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %209 : f32
    } -> tensor<4xf32>
    %31 = tensor.empty() : tensor<i64>
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<i64>) -> tensor<i64>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%26 : tensor<4xi1>) outs(%32 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %209 = arith.extui %in : i1 to i64
      %210 = arith.addi %209, %out : i64
      linalg.yield %210 : i64
    } -> tensor<i64>
    %34 = tensor.empty() : tensor<f32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%33 : tensor<i64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %36 = linalg.fill ins(%cst_10 : f32) outs(%34 : tensor<f32>) -> tensor<f32>
    %37 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%30 : tensor<4xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%37, %35 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %expanded_18 = tensor.expand_shape %arg17 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %39 = tensor.empty() : tensor<8xi64>
    %40 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%39 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %209 = linalg.index 0 : index
      %210 = arith.index_cast %209 : index to i64
      linalg.yield %210 : i64
    } -> tensor<8xi64>
    %41 = tensor.empty() : tensor<4x8xi1>
    %42 = linalg.generic {indexing_maps = [#map3, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_18, %40 : tensor<4x1xi64>, tensor<8xi64>) outs(%41 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %in_28: i64, %out: i1):
      %209 = arith.cmpi eq, %in, %in_28 : i64
      linalg.yield %209 : i1
    } -> tensor<4x8xi1>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<4x8xi1>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %209 = arith.uitofp %in : i1 to f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %expanded_19 = tensor.expand_shape %26 [[0, 1]] output_shape [4, 1] : tensor<4xi1> into tensor<4x1xi1>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_19 : tensor<4x1xi1>) outs(%20 : tensor<4x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %209 = arith.uitofp %in : i1 to f32
      linalg.yield %209 : f32
    } -> tensor<4x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%46, %35 : tensor<4x8xf32>, tensor<f32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_12 : tensor<4x8xf32>, tensor<f32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.exp %in : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%48 : tensor<4x8xf32>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<4x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%48, %51 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.subf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x8xf32>
    %53 = linalg.matmul ins(%52, %arg2 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%2 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %54 = tensor.empty() : tensor<8x4xf32>
    %transposed_20 = linalg.transpose ins(%52 : tensor<4x8xf32>) outs(%54 : tensor<8x4xf32>) permutation = [1, 0] 
    %55 = tensor.empty() : tensor<8x32xf32>
    %56 = linalg.fill ins(%cst_10 : f32) outs(%55 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %57 = linalg.matmul ins(%transposed_20, %6 : tensor<8x4xf32>, tensor<4x32xf32>) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %58 = tensor.empty() : tensor<1x8xf32>
    %59 = linalg.fill ins(%cst_10 : f32) outs(%58 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction", "parallel"]} ins(%52 : tensor<4x8xf32>) outs(%59 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<1x8xf32>
    %collapsed_21 = tensor.collapse_shape %60 [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %6 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x32xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_15, %61 : tensor<i64>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<4x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %62 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<4x32xf32>
    %64 = tensor.empty() : tensor<32x4xf32>
    %transposed_22 = linalg.transpose ins(%63 : tensor<4x32xf32>) outs(%64 : tensor<32x4xf32>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<32x16xf32>
    %66 = linalg.fill ins(%cst_10 : f32) outs(%65 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %67 = linalg.matmul ins(%transposed_22, %arg16 : tensor<32x4xf32>, tensor<4x16xf32>) outs(%66 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %68 = tensor.empty() : tensor<1x32xf32>
    %69 = linalg.fill ins(%cst_10 : f32) outs(%68 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction", "parallel"]} ins(%63 : tensor<4x32xf32>) outs(%69 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<1x32xf32>
    %collapsed_23 = tensor.collapse_shape %70 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %71 = "fsdp.all_reduce"(%67) {grid = @dp, reduction = 1 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %72 = "fsdp.all_reduce"(%collapsed_23) {grid = @dp, reduction = 1 : i32} : (tensor<32xf32>) -> tensor<32xf32>
    %73 = "fsdp.all_reduce"(%57) {grid = @dp, reduction = 1 : i32} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %74 = "fsdp.all_reduce"(%collapsed_21) {grid = @dp, reduction = 1 : i32} : (tensor<8xf32>) -> tensor<8xf32>
    %75 = "fsdp.all_reduce"(%38) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction"]} ins(%76 : tensor<32x16xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %78 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%77 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.powf %in, %cst : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %79 = tensor.empty() : tensor<32xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%72 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%80 : tensor<32xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %82 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%81 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.powf %in, %cst : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction"]} ins(%83 : tensor<8x32xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.powf %in, %cst : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %86 = tensor.empty() : tensor<8xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%74 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%87 : tensor<8xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %89 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%88 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.powf %in, %cst : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %expanded_24 = tensor.expand_shape %78 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_25 = tensor.expand_shape %82 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_26 = tensor.expand_shape %85 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_27 = tensor.expand_shape %89 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %concat = tensor.concat dim(0) %expanded_24, %expanded_25, %expanded_26, %expanded_27 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%concat : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<4xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%90 : tensor<4xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%91 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.powf %in, %cst : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%92 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_1 : f64 to f32
      %210 = arith.addf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %94 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%93 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%94 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.mulf %in, %cst : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%95 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf ugt, %in, %cst_9 : f32
      %210 = arith.select %209, %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %97 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%71, %96 : tensor<32x16xf32>, tensor<f32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %98 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%72, %96 : tensor<32xf32>, tensor<f32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %96 : tensor<8x32xf32>, tensor<f32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%74, %96 : tensor<8xf32>, tensor<f32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg12 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %cst_9 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<32x16xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%cst_7 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.absf %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %104 = tensor.empty() : tensor<i1>
    %105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%103 : tensor<f32>) outs(%104 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %209 = arith.extf %in : f32 to f64
      %210 = arith.cmpf oge, %209, %cst_0 : f64
      linalg.yield %210 : i1
    } -> tensor<i1>
    %106 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = []} ins(%105, %cst_8, %cst_7 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %209 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %107 = linalg.generic {indexing_maps = [#map7, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%105, %97, %arg4 : tensor<i1>, tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %209 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %arg4 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.subf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %109 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %108 : tensor<f32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%109, %107 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<32x16xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_3 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<32x16xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%112, %97 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%111, %113 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%101 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_4 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %116 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %115 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%101 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %118 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %117 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%116 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%119 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_5 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%120 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %122 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%118 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%122, %121 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %125 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<32x16xf32>, tensor<f32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%121 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %127 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%126 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_6 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %128 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%125, %127 : tensor<32x16xf32>, tensor<f32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %128 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%102, %129 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32x16xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg13 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %cst_9 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg1 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<32xf32>
    %133 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel"]} ins(%105, %98, %arg5 : tensor<i1>, tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %209 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%98, %arg5 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.subf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %135 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%106, %134 : tensor<f32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%135, %133 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<32xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%98 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_3 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<32xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%138, %98 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%137, %139 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%131 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_4 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %142 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %141 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %143 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%131 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %144 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %143 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %145 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%142 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %146 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%145 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_5 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %147 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%146 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %148 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%144 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%140 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %150 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%148, %147 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %151 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%149, %150 : tensor<32xf32>, tensor<f32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %152 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%147 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %153 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%152 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_6 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %154 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%151, %153 : tensor<32xf32>, tensor<f32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%136, %154 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%132, %155 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<32xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg14 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %cst_9 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map7, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%105, %99, %arg6 : tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %209 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99, %arg6 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.subf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %160 : tensor<f32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%161, %159 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<8x32xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_3 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<8x32xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%164, %99 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%163, %165 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%157 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_4 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %168 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %167 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %169 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%157 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %170 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %169 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %171 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%168 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %172 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%171 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_5 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%172 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %174 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%170 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%174, %173 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %177 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%175, %176 : tensor<8x32xf32>, tensor<f32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%173 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %179 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%178 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_6 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %180 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%177, %179 : tensor<8x32xf32>, tensor<f32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%162, %180 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%158, %181 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8x32xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg15 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %cst_9 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg3 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<8xf32>
    %185 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel"]} ins(%105, %100, %arg7 : tensor<i1>, tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %in_29: f32, %out: f32):
      %209 = arith.select %in, %in_28, %in_29 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%100, %arg7 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.subf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %187 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%106, %186 : tensor<f32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%187, %185 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg11 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<8xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%100 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_3 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<8xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%190, %100 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%189, %191 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %193 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%183 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_4 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %194 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %193 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %195 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%183 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_2 : f64 to f32
      %210 = math.powf %209, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %196 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %195 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_28: f32, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      %210 = arith.subf %209, %in_28 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %197 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%194 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %198 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%197 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_5 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %199 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%198 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %200 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%196 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%192 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %202 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%200, %199 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.mulf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<f32>
    %203 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%201, %202 : tensor<8xf32>, tensor<f32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %204 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%199 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.cmpf one, %in, %cst_10 : f32
      cf.assert %209, "unimplemented: tensor with zero element"
      %210 = arith.divf %cst_9, %in : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %205 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%204 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_6 : f64 to f32
      %210 = arith.mulf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<f32>
    %206 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%203, %205 : tensor<8xf32>, tensor<f32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %207 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%188, %206 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.divf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%184, %207 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %209 = arith.addf %in, %in_28 : f32
      linalg.yield %209 : f32
    } -> tensor<8xf32>
    return %130, %156, %182, %208, %110, %136, %162, %188, %114, %140, %166, %192, %101, %131, %157, %183, %75 : tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
}
