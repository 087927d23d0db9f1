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
  func.func @train_step(%arg0: tensor<32x16xf32> {fsdp.state}, %arg1: tensor<32xf32> {fsdp.state}, %arg2: tensor<8x32xf32> {fsdp.state}, %arg3: tensor<8xf32> {fsdp.state}, %arg4: tensor<32x16xf32> {fsdp.state}, %arg5: tensor<32xf32> {fsdp.state}, %arg6: tensor<8x32xf32> {fsdp.state}, %arg7: tensor<8xf32> {fsdp.state}, %arg8: tensor<32x16xf32> {fsdp.state}, %arg9: tensor<32xf32> {fsdp.state}, %arg10: tensor<8x32xf32> {fsdp.state}, %arg11: tensor<8xf32> {fsdp.state}, %arg12: tensor<f64> {fsdp.state}, %arg13: tensor<f64> {fsdp.state}, %arg14: tensor<f64> {fsdp.state}, %arg15: tensor<f64> {fsdp.state}, %arg16: tensor<4x16xf32>, %arg17: tensor<4xi64>) -> (tensor<32x16xf32> {fsdp.updates = 0 : i64}, tensor<32xf32> {fsdp.updates = 1 : i64}, tensor<8x32xf32> {fsdp.updates = 2 : i64}, tensor<8xf32> {fsdp.updates = 3 : i64}, tensor<32x16xf32> {fsdp.updates = 4 : i64}, tensor<32xf32> {fsdp.updates = 5 : i64}, tensor<8x32xf32> {fsdp.updates = 6 : i64}, tensor<8xf32> {fsdp.updates = 7 : i64}, tensor<32x16xf32> {fsdp.updates = 8 : i64}, tensor<32xf32> {fsdp.updates = 9 : i64}, tensor<8x32xf32> {fsdp.updates = 10 : i64}, tensor<8xf32> {fsdp.updates = 11 : i64}, tensor<f64> {fsdp.updates = 12 : i64}, tensor<f64> {fsdp.updates = 13 : i64}, tensor<f64> {fsdp.updates = 14 : i64}, tensor<f64> {fsdp.updates = 15 : i64}, tensor<f32> {fsdp.loss}) {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 5.000000e-01 : f64
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 0.99899999999999999 : f64
    %cst_5 = arith.constant 0.0010000000000000009 : f64
    %cst_6 = arith.constant 9.000000e-01 : f64
    %cst_7 = arith.constant 1.000000e-08 : f64
    %cst_8 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_9 = arith.constant dense<-0.899999976> : tensor<f32>
    %cst_10 = arith.constant dense<1.000000e-02> : tensor<f64>
    %c2_i64 = arith.constant 2 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_11 = arith.constant 0.000000e+00 : f32
    %c8 = arith.constant 8 : index
    %cst_12 = arith.constant 0xFF800000 : f32
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_15 = arith.constant dense<0> : tensor<i64>
    %cst_16 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4x32xf32>
    %2 = linalg.fill ins(%cst_11 : f32) outs(%1 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %3 = linalg.matmul ins(%arg16, %transposed : tensor<4x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.tanh %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x32xf32>
    %7 = tensor.empty() : tensor<32x8xf32>
    %transposed_17 = linalg.transpose ins(%arg2 : tensor<8x32xf32>) outs(%7 : tensor<32x8xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<4x8xf32>
    %9 = linalg.fill ins(%cst_11 : f32) outs(%8 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %10 = linalg.matmul ins(%6, %transposed_17 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%9 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %13 = tensor.empty() : tensor<4xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<4xi64>) -> tensor<4xi64>
    %15 = tensor.empty() : tensor<4xf32>
    %16 = linalg.fill ins(%cst_12 : f32) outs(%15 : tensor<4xf32>) -> tensor<4xf32>
    %17:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<4x8xf32>) outs(%16, %14 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_29: i64):
      %202 = linalg.index 1 : index
      %203 = arith.index_cast %202 : index to i64
      %204 = arith.maximumf %in, %out : f32
      %205 = arith.cmpf ogt, %in, %out : f32
      %206 = arith.select %205, %203, %out_29 : i64
      linalg.yield %204, %206 : f32, i64
    } -> (tensor<4xf32>, tensor<4xi64>)
    %expanded = tensor.expand_shape %17#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %expanded : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.subf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.exp %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %20 = tensor.empty() : tensor<4x1xf32>
    %21 = linalg.fill ins(%cst_11 : f32) outs(%20 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<4x8xf32>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<4x1xf32>) outs(%20 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.log %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %23 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.subf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %25 = tensor.empty() : tensor<4xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg17 : tensor<4xi64>) outs(%25 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %202 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %202 : i1
    } -> tensor<4xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %arg17, %cst_15 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%13 : tensor<4xi64>) {
    ^bb0(%in: i1, %in_29: i64, %in_30: i64, %out: i64):
      %202 = arith.select %in, %in_29, %in_30 : i64
      linalg.yield %202 : i64
    } -> tensor<4xi64>
    %expanded_18 = tensor.expand_shape %27 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_18 : tensor<4x1xi64>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %202 = linalg.index 0 : index
      %203 = arith.index_cast %in : i64 to index
      %204 = arith.cmpi slt, %203, %c8 : index
      cf.assert %204, "index must be smaller than dim size"
      %205 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %205, "index must be larger or equal to 0"
      %extracted = tensor.extract %24[%202, %203] : tensor<4x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.negf %in : f32
      linalg.yield %202 : f32
    } -> tensor<4xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %29, %cst_14 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %202 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %202 : f32
    } -> tensor<4xf32>
    %31 = tensor.empty() : tensor<i64>
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<i64>) -> tensor<i64>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%26 : tensor<4xi1>) outs(%32 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %202 = arith.extui %in : i1 to i64
      %203 = arith.addi %202, %out : i64
      linalg.yield %203 : i64
    } -> tensor<i64>
    %34 = tensor.empty() : tensor<f32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%33 : tensor<i64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %202 = arith.sitofp %in : i64 to f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %36 = linalg.fill ins(%cst_11 : f32) outs(%34 : tensor<f32>) -> tensor<f32>
    %37 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%30 : tensor<4xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%37, %35 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.divf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %expanded_19 = tensor.expand_shape %arg17 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %39 = tensor.empty() : tensor<8xi64>
    %40 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%39 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %202 = linalg.index 0 : index
      %203 = arith.index_cast %202 : index to i64
      linalg.yield %203 : i64
    } -> tensor<8xi64>
    %41 = tensor.empty() : tensor<4x8xi1>
    %42 = linalg.generic {indexing_maps = [#map3, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %40 : tensor<4x1xi64>, tensor<8xi64>) outs(%41 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %in_29: i64, %out: i1):
      %202 = arith.cmpi eq, %in, %in_29 : i64
      linalg.yield %202 : i1
    } -> tensor<4x8xi1>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<4x8xi1>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %202 = arith.uitofp %in : i1 to f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.negf %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %expanded_20 = tensor.expand_shape %26 [[0, 1]] output_shape [4, 1] : tensor<4xi1> into tensor<4x1xi1>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_20 : tensor<4x1xi1>) outs(%20 : tensor<4x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %202 = arith.uitofp %in : i1 to f32
      linalg.yield %202 : f32
    } -> tensor<4x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%46, %35 : tensor<4x8xf32>, tensor<f32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.divf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_13 : tensor<4x8xf32>, tensor<f32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.exp %in : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%48 : tensor<4x8xf32>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<4x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%48, %51 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.subf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x8xf32>
    %53 = linalg.matmul ins(%52, %arg2 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%2 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %54 = tensor.empty() : tensor<8x4xf32>
    %transposed_21 = linalg.transpose ins(%52 : tensor<4x8xf32>) outs(%54 : tensor<8x4xf32>) permutation = [1, 0] 
    %55 = tensor.empty() : tensor<8x32xf32>
    %56 = linalg.fill ins(%cst_11 : f32) outs(%55 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %57 = linalg.matmul ins(%transposed_21, %6 : tensor<8x4xf32>, tensor<4x32xf32>) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %58 = tensor.empty() : tensor<1x8xf32>
    %59 = linalg.fill ins(%cst_11 : f32) outs(%58 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction", "parallel"]} ins(%52 : tensor<4x8xf32>) outs(%59 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<1x8xf32>
    %collapsed_22 = tensor.collapse_shape %60 [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %6 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x32xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_16, %61 : tensor<i64>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_29: f32, %out: f32):
      %202 = arith.sitofp %in : i64 to f32
      %203 = arith.subf %202, %in_29 : f32
      linalg.yield %203 : f32
    } -> tensor<4x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %62 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<4x32xf32>
    %64 = tensor.empty() : tensor<32x4xf32>
    %transposed_23 = linalg.transpose ins(%63 : tensor<4x32xf32>) outs(%64 : tensor<32x4xf32>) permutation = [1, 0] 
    %65 = tensor.empty() : tensor<32x16xf32>
    %66 = linalg.fill ins(%cst_11 : f32) outs(%65 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %67 = linalg.matmul ins(%transposed_23, %arg16 : tensor<32x4xf32>, tensor<4x16xf32>) outs(%66 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %68 = tensor.empty() : tensor<1x32xf32>
    %69 = linalg.fill ins(%cst_11 : f32) outs(%68 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["reduction", "parallel"]} ins(%63 : tensor<4x32xf32>) outs(%69 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<1x32xf32>
    %collapsed_24 = tensor.collapse_shape %70 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %71 = "fsdp.all_reduce"(%67) {grid = @dp, reduction = 1 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %72 = "fsdp.all_reduce"(%collapsed_24) {grid = @dp, reduction = 1 : i32} : (tensor<32xf32>) -> tensor<32xf32>
    %73 = "fsdp.all_reduce"(%57) {grid = @dp, reduction = 1 : i32} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %74 = "fsdp.all_reduce"(%collapsed_22) {grid = @dp, reduction = 1 : i32} : (tensor<8xf32>) -> tensor<8xf32>
    %75 = "fsdp.all_reduce"(%38) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction"]} ins(%76 : tensor<32x16xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %78 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%77 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.powf %in, %cst_1 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %79 = tensor.empty() : tensor<32xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%72 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%80 : tensor<32xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %82 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%81 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.powf %in, %cst_1 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction"]} ins(%83 : tensor<8x32xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.powf %in, %cst_1 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %86 = tensor.empty() : tensor<8xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%74 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%87 : tensor<8xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %89 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%88 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.powf %in, %cst_1 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %expanded_25 = tensor.expand_shape %78 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_26 = tensor.expand_shape %82 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_27 = tensor.expand_shape %85 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_28 = tensor.expand_shape %89 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %concat = tensor.concat dim(0) %expanded_25, %expanded_26, %expanded_27, %expanded_28 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%concat : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %202 : f32
    } -> tensor<4xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%90 : tensor<4xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.addf %in, %out : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%91 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.powf %in, %cst_1 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%92 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_3 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<f32>
    %94 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_13, %93 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.divf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%94 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.mulf %in, %cst_1 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%95 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.cmpf ugt, %in, %cst_0 : f32
      %203 = arith.select %202, %cst_0, %in : f32
      linalg.yield %203 : f32
    } -> tensor<f32>
    %97 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%71, %96 : tensor<32x16xf32>, tensor<f32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %98 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%72, %96 : tensor<32xf32>, tensor<f32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %96 : tensor<8x32xf32>, tensor<f32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%74, %96 : tensor<8xf32>, tensor<f32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %101 = tensor.empty() : tensor<f64>
    %102 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg12 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %cst : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32x16xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%cst_8 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.absf %in : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %105 = tensor.empty() : tensor<i1>
    %106 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%104 : tensor<f32>) outs(%105 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %202 = arith.extf %in : f32 to f64
      %203 = arith.cmpf oge, %202, %cst_2 : f64
      linalg.yield %203 : i1
    } -> tensor<i1>
    %107 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = []} ins(%106, %cst_9, %cst_8 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %202 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %108 = linalg.generic {indexing_maps = [#map7, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %97, %arg4 : tensor<i1>, tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %202 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%97, %arg4 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.subf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %110 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %109 : tensor<f32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %108 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32x16xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_5 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32x16xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113, %97 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%112, %114 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%102 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_6, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %117 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %116 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %118 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%102 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_4, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %119 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %118 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %120 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_10, %117 : tensor<f64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %202 = arith.divf %in, %in_29 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%119 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %in, %cst_2 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.sqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%122, %121 : tensor<32x16xf32>, tensor<f64>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f64, %out: f32):
      %202 = arith.truncf %in_29 : f64 to f32
      %203 = arith.divf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32x16xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32x16xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%120 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.negf %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%125 : tensor<f64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %127 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%126, %111 : tensor<f32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127, %124 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.divf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%103, %128 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%65 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32x16xf32>
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg13 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %cst : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %131 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg1 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32xf32>
    %132 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel"]} ins(%106, %98, %arg5 : tensor<i1>, tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %202 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%98, %arg5 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.subf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %134 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%107, %133 : tensor<f32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%134, %132 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%98 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_5 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%137, %98 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%136, %138 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %140 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%130 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_6, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %141 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %140 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %142 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%130 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_4, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %143 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %142 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %144 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_10, %141 : tensor<f64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %202 = arith.divf %in, %in_29 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %145 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%143 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %in, %cst_2 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %146 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%139 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.sqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%146, %145 : tensor<32xf32>, tensor<f64>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f64, %out: f32):
      %202 = arith.truncf %in_29 : f64 to f32
      %203 = arith.divf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%147 : tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<32xf32>
    %149 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%144 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.negf %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %150 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%149 : tensor<f64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %151 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%150, %135 : tensor<f32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%151, %148 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.divf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%131, %152 : tensor<32xf32>, tensor<32xf32>) outs(%79 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<32xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg14 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %cst : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8x32xf32>
    %156 = linalg.generic {indexing_maps = [#map7, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %99, %arg6 : tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %202 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99, %arg6 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.subf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %158 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %157 : tensor<f32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%158, %156 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8x32xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_5 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%161, %99 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%160, %162 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%154 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_6, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %165 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %164 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %166 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%154 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_4, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %167 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %166 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %168 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_10, %165 : tensor<f64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %202 = arith.divf %in, %in_29 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %169 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%167 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %in, %cst_2 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%163 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.sqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%170, %169 : tensor<8x32xf32>, tensor<f64>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f64, %out: f32):
      %202 = arith.truncf %in_29 : f64 to f32
      %203 = arith.divf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%171 : tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8x32xf32>
    %173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%168 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.negf %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %174 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%173 : tensor<f64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %175 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%174, %159 : tensor<f32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%175, %172 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.divf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%155, %176 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%55 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8x32xf32>
    %178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg15 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.addf %in, %cst : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg3 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel"]} ins(%106, %100, %arg7 : tensor<i1>, tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %202 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%100, %arg7 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.subf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %182 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%107, %181 : tensor<f32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%182, %180 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg11 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_4 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%100 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_5 : f64 to f32
      %203 = arith.mulf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%185, %100 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%184, %186 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %188 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%178 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_6, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %189 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %188 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %190 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%178 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %cst_4, %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %191 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_16, %190 : tensor<i64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: i64, %in_29: f64, %out: f64):
      %202 = arith.sitofp %in : i64 to f64
      %203 = arith.subf %202, %in_29 : f64
      linalg.yield %203 : f64
    } -> tensor<f64>
    %192 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_10, %189 : tensor<f64>, tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %in_29: f64, %out: f64):
      %202 = arith.divf %in, %in_29 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %193 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%191 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = math.powf %in, %cst_2 : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%187 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = math.sqrt %in : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%194, %193 : tensor<8xf32>, tensor<f64>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f64, %out: f32):
      %202 = arith.truncf %in_29 : f64 to f32
      %203 = arith.divf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%195 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %202 = arith.truncf %cst_7 : f64 to f32
      %203 = arith.addf %in, %202 : f32
      linalg.yield %203 : f32
    } -> tensor<8xf32>
    %197 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%192 : tensor<f64>) outs(%101 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %202 = arith.negf %in : f64
      linalg.yield %202 : f64
    } -> tensor<f64>
    %198 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%197 : tensor<f64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f64, %out: f32):
      %202 = arith.truncf %in : f64 to f32
      linalg.yield %202 : f32
    } -> tensor<f32>
    %199 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%198, %183 : tensor<f32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.mulf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%199, %196 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.divf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%179, %200 : tensor<8xf32>, tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %202 = arith.addf %in, %in_29 : f32
      linalg.yield %202 : f32
    } -> tensor<8xf32>
    return %129, %153, %177, %201, %111, %135, %159, %183, %115, %139, %163, %187, %102, %130, %154, %178, %75 : tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}
