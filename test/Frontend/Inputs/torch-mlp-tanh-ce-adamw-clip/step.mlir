#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (0, d1)>
module {
  shard.grid @dp(shape = 2)
  func.func @train_step(%arg0: tensor<32x16xf32> {fsdp.state}, %arg1: tensor<32xf32> {fsdp.state}, %arg2: tensor<8x32xf32> {fsdp.state}, %arg3: tensor<8xf32> {fsdp.state}, %arg4: tensor<32x16xf32> {fsdp.state}, %arg5: tensor<32xf32> {fsdp.state}, %arg6: tensor<8x32xf32> {fsdp.state}, %arg7: tensor<8xf32> {fsdp.state}, %arg8: tensor<32x16xf32> {fsdp.state}, %arg9: tensor<32xf32> {fsdp.state}, %arg10: tensor<8x32xf32> {fsdp.state}, %arg11: tensor<8xf32> {fsdp.state}, %arg12: tensor<f64> {fsdp.state}, %arg13: tensor<f64> {fsdp.state}, %arg14: tensor<f64> {fsdp.state}, %arg15: tensor<f64> {fsdp.state}, %arg16: tensor<4x16xf32>, %arg17: tensor<4xi64>) -> (tensor<32x16xf32> {fsdp.updates = 0 : i64}, tensor<32xf32> {fsdp.updates = 1 : i64}, tensor<8x32xf32> {fsdp.updates = 2 : i64}, tensor<8xf32> {fsdp.updates = 3 : i64}, tensor<32x16xf32> {fsdp.updates = 4 : i64}, tensor<32xf32> {fsdp.updates = 5 : i64}, tensor<8x32xf32> {fsdp.updates = 6 : i64}, tensor<8xf32> {fsdp.updates = 7 : i64}, tensor<32x16xf32> {fsdp.updates = 8 : i64}, tensor<32xf32> {fsdp.updates = 9 : i64}, tensor<8x32xf32> {fsdp.updates = 10 : i64}, tensor<8xf32> {fsdp.updates = 11 : i64}, tensor<f64> {fsdp.updates = 12 : i64}, tensor<f64> {fsdp.updates = 13 : i64}, tensor<f64> {fsdp.updates = 14 : i64}, tensor<f64> {fsdp.updates = 15 : i64}, tensor<f32> {fsdp.loss}) {
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
    %cst_9 = arith.constant 1.000000e+00 : f64
    %cst_10 = arith.constant 0.000000e+00 : f64
    %cst_11 = arith.constant 1.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %c1 = arith.constant 1 : index
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<4x8xf32>
    %c8 = arith.constant 8 : index
    %cst_13 = arith.constant 0xFF800000 : f32
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_15 = arith.constant dense<1.000000e+00> : tensor<f32>
    %c-100_i64 = arith.constant -100 : i64
    %c4 = arith.constant 4 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_16 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_17 = arith.constant -1.000000e+00 : f32
    %cst_18 = arith.constant dense<1> : tensor<i64>
    %cst_19 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4x32xf32>
    %2 = linalg.fill ins(%cst_16 : f32) outs(%1 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %3 = linalg.matmul ins(%arg16, %transposed : tensor<4x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.tanh %in : f32
      linalg.yield %213 : f32
    } -> tensor<4x32xf32>
    %7 = tensor.empty() : tensor<32x8xf32>
    %transposed_20 = linalg.transpose ins(%arg2 : tensor<8x32xf32>) outs(%7 : tensor<32x8xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<4x8xf32>
    %9 = linalg.fill ins(%cst_16 : f32) outs(%8 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %10 = linalg.matmul ins(%6, %transposed_20 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%9 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %13 = tensor.empty() : tensor<4xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<4xi64>) -> tensor<4xi64>
    %15 = tensor.empty() : tensor<4xf32>
    %16 = linalg.fill ins(%cst_13 : f32) outs(%15 : tensor<4xf32>) -> tensor<4xf32>
    %17:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<4x8xf32>) outs(%16, %14 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_32: i64):
      %213 = linalg.index 1 : index
      %214 = arith.index_cast %213 : index to i64
      %215 = arith.maximumf %in, %out : f32
      %216 = arith.cmpf ogt, %in, %out : f32
      %217 = arith.select %216, %214, %out_32 : i64
      linalg.yield %215, %217 : f32, i64
    } -> (tensor<4xf32>, tensor<4xi64>)
    %expanded = tensor.expand_shape %17#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %expanded : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.subf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.exp %in : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %20 = tensor.empty() : tensor<4x1xf32>
    %21 = linalg.fill ins(%cst_16 : f32) outs(%20 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<4x8xf32>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<4x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<4x1xf32>) outs(%20 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.log %in : f32
      linalg.yield %213 : f32
    } -> tensor<4x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %23 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.subf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %25 = tensor.empty() : tensor<4xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg17 : tensor<4xi64>) outs(%25 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %213 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %213 : i1
    } -> tensor<4xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %arg17, %cst_19 : tensor<4xi1>, tensor<4xi64>, tensor<i64>) outs(%13 : tensor<4xi64>) {
    ^bb0(%in: i1, %in_32: i64, %in_33: i64, %out: i64):
      %213 = arith.select %in, %in_32, %in_33 : i64
      linalg.yield %213 : i64
    } -> tensor<4xi64>
    %expanded_21 = tensor.expand_shape %27 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_21 : tensor<4x1xi64>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %213 = linalg.index 0 : index
      %214 = arith.index_cast %in : i64 to index
      %215 = arith.cmpi slt, %214, %c8 : index
      cf.assert %215, "index must be smaller than dim size"
      %216 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %216, "index must be larger or equal to 0"
      %extracted = tensor.extract %24[%213, %214] : tensor<4x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.negf %in : f32
      linalg.yield %213 : f32
    } -> tensor<4xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %29, %cst_14 : tensor<4xi1>, tensor<4xf32>, tensor<f32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %213 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %213 : f32
    } -> tensor<4xf32>
    %31 = tensor.empty() : tensor<i64>
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<i64>) -> tensor<i64>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%26 : tensor<4xi1>) outs(%32 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %213 = arith.extui %in : i1 to i64
      %214 = arith.addi %213, %out : i64
      linalg.yield %214 : i64
    } -> tensor<i64>
    %34 = tensor.empty() : tensor<f32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%33 : tensor<i64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %213 = arith.sitofp %in : i64 to f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %36 = linalg.fill ins(%cst_16 : f32) outs(%34 : tensor<f32>) -> tensor<f32>
    %37 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%30 : tensor<4xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%37, %35 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.divf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_15, %35 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.divf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %expanded_22 = tensor.expand_shape %arg17 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %40 = tensor.empty() : tensor<4x1xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_22 : tensor<4x1xi64>) outs(%40 : tensor<4x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %213 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %213 : i1
    } -> tensor<4x1xi1>
    %42 = tensor.empty() : tensor<4x1xi64>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %expanded_22, %cst_19 : tensor<4x1xi1>, tensor<4x1xi64>, tensor<i64>) outs(%42 : tensor<4x1xi64>) {
    ^bb0(%in: i1, %in_32: i64, %in_33: i64, %out: i64):
      %213 = arith.select %in, %in_32, %in_33 : i64
      linalg.yield %213 : i64
    } -> tensor<4x1xi64>
    %44 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<4x1xi64>) -> tensor<4x1xi64>
    %45 = linalg.fill ins(%cst_16 : f32) outs(%15 : tensor<4xf32>) -> tensor<4xf32>
    %46:3 = linalg.generic {indexing_maps = [#map8, #map8, #map4], iterator_types = ["parallel"]} outs(%44, %44, %45 : tensor<4x1xi64>, tensor<4x1xi64>, tensor<4xf32>) {
    ^bb0(%out: i64, %out_32: i64, %out_33: f32):
      %213 = linalg.index 0 : index
      %214 = arith.remsi %213, %c4 : index
      %extracted = tensor.extract %43[%214, %c0] : tensor<4x1xi64>
      %215 = arith.index_cast %214 : index to i64
      linalg.yield %215, %extracted, %cst_17 : i64, i64, f32
    } -> (tensor<4x1xi64>, tensor<4x1xi64>, tensor<4xf32>)
    %47 = tensor.empty() : tensor<4x2xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<4x2xi64>) -> tensor<4x2xi64>
    %inserted_slice = tensor.insert_slice %46#0 into %48[0, 0] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
    %inserted_slice_23 = tensor.insert_slice %46#1 into %inserted_slice[0, 1] [4, 1] [1, 1] : tensor<4x1xi64> into tensor<4x2xi64>
    %49 = scf.for %arg18 = %c0 to %c4 step %c1 iter_args(%arg19 = %cst_12) -> (tensor<4x8xf32>) {
      %extracted = tensor.extract %inserted_slice_23[%arg18, %c0] : tensor<4x2xi64>
      %213 = arith.index_cast %extracted : i64 to index
      %extracted_32 = tensor.extract %inserted_slice_23[%arg18, %c1] : tensor<4x2xi64>
      %214 = arith.index_cast %extracted_32 : i64 to index
      %extracted_33 = tensor.extract %46#2[%arg18] : tensor<4xf32>
      %inserted = tensor.insert %extracted_33 into %arg19[%213, %214] : tensor<4x8xf32>
      scf.yield %inserted : tensor<4x8xf32>
    }
    %50 = linalg.generic {indexing_maps = [#map1, #map7, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %39, %cst_14 : tensor<4x1xi1>, tensor<f32>, tensor<f32>) outs(%20 : tensor<4x1xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %213 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %213 : f32
    } -> tensor<4x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.exp %in : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%51 : tensor<4x8xf32>) outs(%21 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<4x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %54 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%8 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.subf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x8xf32>
    %56 = linalg.matmul ins(%55, %arg2 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%2 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %57 = tensor.empty() : tensor<8x4xf32>
    %transposed_24 = linalg.transpose ins(%55 : tensor<4x8xf32>) outs(%57 : tensor<8x4xf32>) permutation = [1, 0] 
    %58 = tensor.empty() : tensor<8x32xf32>
    %59 = linalg.fill ins(%cst_16 : f32) outs(%58 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %60 = linalg.matmul ins(%transposed_24, %6 : tensor<8x4xf32>, tensor<4x32xf32>) outs(%59 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %61 = tensor.empty() : tensor<1x8xf32>
    %62 = linalg.fill ins(%cst_16 : f32) outs(%61 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "parallel"]} ins(%55 : tensor<4x8xf32>) outs(%62 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<1x8xf32>
    %collapsed_25 = tensor.collapse_shape %63 [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %6 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x32xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %64 : tensor<i64>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: i64, %in_32: f32, %out: f32):
      %213 = arith.sitofp %in : i64 to f32
      %214 = arith.subf %213, %in_32 : f32
      linalg.yield %214 : f32
    } -> tensor<4x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %65 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<4x32xf32>
    %67 = tensor.empty() : tensor<32x4xf32>
    %transposed_26 = linalg.transpose ins(%66 : tensor<4x32xf32>) outs(%67 : tensor<32x4xf32>) permutation = [1, 0] 
    %68 = tensor.empty() : tensor<32x16xf32>
    %69 = linalg.fill ins(%cst_16 : f32) outs(%68 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %70 = linalg.matmul ins(%transposed_26, %arg16 : tensor<32x4xf32>, tensor<4x16xf32>) outs(%69 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %71 = tensor.empty() : tensor<1x32xf32>
    %72 = linalg.fill ins(%cst_16 : f32) outs(%71 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "parallel"]} ins(%66 : tensor<4x32xf32>) outs(%72 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<1x32xf32>
    %collapsed_27 = tensor.collapse_shape %73 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %74 = "fsdp.all_reduce"(%70) {grid = @dp, reduction = 1 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %75 = "fsdp.all_reduce"(%collapsed_27) {grid = @dp, reduction = 1 : i32} : (tensor<32xf32>) -> tensor<32xf32>
    %76 = "fsdp.all_reduce"(%60) {grid = @dp, reduction = 1 : i32} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %77 = "fsdp.all_reduce"(%collapsed_25) {grid = @dp, reduction = 1 : i32} : (tensor<8xf32>) -> tensor<8xf32>
    %78 = "fsdp.all_reduce"(%38) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction"]} ins(%79 : tensor<32x16xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%80 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.powf %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %82 = tensor.empty() : tensor<32xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%75 : tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%83 : tensor<32xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.powf %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%76 : tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction"]} ins(%86 : tensor<8x32xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %88 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%87 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.powf %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %89 = tensor.empty() : tensor<8xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%77 : tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%90 : tensor<8xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%91 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.powf %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %expanded_28 = tensor.expand_shape %81 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_29 = tensor.expand_shape %85 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_30 = tensor.expand_shape %88 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %expanded_31 = tensor.expand_shape %92 [] output_shape [1] : tensor<f32> into tensor<1xf32>
    %concat = tensor.concat dim(0) %expanded_28, %expanded_29, %expanded_30, %expanded_31 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%concat : tensor<4xf32>) outs(%15 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %213 : f32
    } -> tensor<4xf32>
    %94 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%93 : tensor<4xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.addf %in, %out : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%94 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.powf %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%95 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_1 : f64 to f32
      %214 = arith.addf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<f32>
    %97 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%96 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.cmpf one, %in, %cst_16 : f32
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_11, %in : f32
      linalg.yield %214 : f32
    } -> tensor<f32>
    %98 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%97 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.mulf %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %99 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%98 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.cmpf ugt, %in, %cst_11 : f32
      %214 = arith.select %213, %cst_11, %in : f32
      linalg.yield %214 : f32
    } -> tensor<f32>
    %100 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%74, %99 : tensor<32x16xf32>, tensor<f32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%75, %99 : tensor<32xf32>, tensor<f32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%76, %99 : tensor<8x32xf32>, tensor<f32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%77, %99 : tensor<8xf32>, tensor<f32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %104 = tensor.empty() : tensor<f64>
    %105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg12 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.addf %in, %cst_9 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32x16xf32>
    %107 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%cst_7 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.absf %in : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %108 = tensor.empty() : tensor<i1>
    %109 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%107 : tensor<f32>) outs(%108 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %213 = arith.extf %in : f32 to f64
      %214 = arith.cmpf oge, %213, %cst_0 : f64
      linalg.yield %214 : i1
    } -> tensor<i1>
    %110 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = []} ins(%109, %cst_8, %cst_7 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %213 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %213 : f32
    } -> tensor<f32>
    %111 = linalg.generic {indexing_maps = [#map7, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%109, %100, %arg4 : tensor<i1>, tensor<32x16xf32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %213 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%100, %arg4 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.subf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %112 : tensor<f32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%113, %111 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32x16xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_3 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32x16xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%116, %100 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%115, %117 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%105 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_4, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %120 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %119 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%105 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_2, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %122 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %121 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %123 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%120 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %124 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%123 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_5 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%124 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.negf %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %126 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%122 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.sqrt %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.sqrt %in : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%126, %125 : tensor<f64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %213 = arith.mulf %in, %in_32 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %129 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%127, %128 : tensor<32x16xf32>, tensor<f64>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.divf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32x16xf32>
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%125 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%130 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_6 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %132 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%129, %131 : tensor<32x16xf32>, tensor<f64>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.addf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32x16xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%114, %132 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.divf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %133 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%68 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32x16xf32>
    %135 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg13 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.addf %in, %cst_9 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %136 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg1 : tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32xf32>
    %137 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel"]} ins(%109, %101, %arg5 : tensor<i1>, tensor<32xf32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %213 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%101, %arg5 : tensor<32xf32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.subf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %139 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%110, %138 : tensor<f32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%139, %137 : tensor<32xf32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%101 : tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_3 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%142, %101 : tensor<32xf32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%141, %143 : tensor<32xf32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%135 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_4, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %146 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %145 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %147 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%135 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_2, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %148 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %147 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %149 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%146 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %150 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%149 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_5 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %151 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%150 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.negf %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %152 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%148 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.sqrt %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%144 : tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.sqrt %in : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%152, %151 : tensor<f64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %213 = arith.mulf %in, %in_32 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %155 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%153, %154 : tensor<32xf32>, tensor<f64>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.divf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32xf32>
    %156 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%151 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%156 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_6 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %158 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%155, %157 : tensor<32xf32>, tensor<f64>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.addf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<32xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%140, %158 : tensor<32xf32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.divf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %160 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%136, %159 : tensor<32xf32>, tensor<32xf32>) outs(%82 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<32xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg14 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.addf %in, %cst_9 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map7, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%109, %102, %arg6 : tensor<i1>, tensor<8x32xf32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %213 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%102, %arg6 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.subf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %165 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%110, %164 : tensor<f32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%165, %163 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8x32xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_3 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8x32xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%168, %102 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%167, %169 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %171 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%161 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_4, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %172 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %171 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%161 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_2, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %174 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %173 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %175 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%172 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %176 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%175 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_5 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %177 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%176 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.negf %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%174 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.sqrt %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.sqrt %in : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %180 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%178, %177 : tensor<f64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %213 = arith.mulf %in, %in_32 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %181 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%179, %180 : tensor<8x32xf32>, tensor<f64>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.divf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8x32xf32>
    %182 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%177 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %183 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%182 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_6 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %184 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%181, %183 : tensor<8x32xf32>, tensor<f64>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.addf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%166, %184 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.divf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%162, %185 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%58 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8x32xf32>
    %187 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg15 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.addf %in, %cst_9 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg3 : tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8xf32>
    %189 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel"]} ins(%109, %103, %arg7 : tensor<i1>, tensor<8xf32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_32: f32, %in_33: f32, %out: f32):
      %213 = arith.select %in, %in_32, %in_33 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%103, %arg7 : tensor<8xf32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.subf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %191 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%110, %190 : tensor<f32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%191, %189 : tensor<8xf32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg11 : tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_2 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%103 : tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = arith.truncf %cst_3 : f64 to f32
      %214 = arith.mulf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%194, %103 : tensor<8xf32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.mulf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%193, %195 : tensor<8xf32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %197 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%187 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_4, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %198 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %197 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %199 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%187 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.powf %cst_2, %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %200 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_18, %199 : tensor<i64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: i64, %in_32: f64, %out: f64):
      %213 = arith.sitofp %in : i64 to f64
      %214 = arith.subf %213, %in_32 : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %201 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%198 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %202 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%201 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_5 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %203 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%202 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.negf %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %204 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%200 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = math.sqrt %in : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%196 : tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %213 = math.sqrt %in : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %206 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%204, %203 : tensor<f64>, tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %in_32: f64, %out: f64):
      %213 = arith.mulf %in, %in_32 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %207 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%205, %206 : tensor<8xf32>, tensor<f64>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.divf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%203 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %213, "unimplemented: tensor with zero element"
      %214 = arith.divf %cst_9, %in : f64
      linalg.yield %214 : f64
    } -> tensor<f64>
    %209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%208 : tensor<f64>) outs(%104 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %213 = arith.mulf %in, %cst_6 : f64
      linalg.yield %213 : f64
    } -> tensor<f64>
    %210 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%207, %209 : tensor<8xf32>, tensor<f64>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f64, %out: f32):
      %213 = arith.truncf %in_32 : f64 to f32
      %214 = arith.addf %in, %213 : f32
      linalg.yield %214 : f32
    } -> tensor<8xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%192, %210 : tensor<8xf32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.divf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%188, %211 : tensor<8xf32>, tensor<8xf32>) outs(%89 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %213 = arith.addf %in, %in_32 : f32
      linalg.yield %213 : f32
    } -> tensor<8xf32>
    return %134, %160, %186, %212, %114, %140, %166, %192, %118, %144, %170, %196, %105, %135, %161, %187, %78 : tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}
