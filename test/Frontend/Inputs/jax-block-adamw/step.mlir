#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> ()>
#map17 = affine_map<(d0, d1) -> ()>
#map18 = affine_map<(d0, d1) -> (d0, d1)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map21 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map22 = affine_map<(d0, d1, d2) -> (d0)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>
#map24 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
#map25 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map26 = affine_map<(d0, d1) -> (d1, d0)>
#map27 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#map28 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map29 = affine_map<(d0) -> ()>
#map30 = affine_map<(d0) -> (d0)>
module @jit_step {
  shard.grid @dp(shape = 2)
  func.func public @train_step(%arg0: tensor<64xf32> {fsdp.state}, %arg1: tensor<16x64xf32> {fsdp.state}, %arg2: tensor<16xf32> {fsdp.state}, %arg3: tensor<64x16xf32> {fsdp.state}, %arg4: tensor<16xf32> {fsdp.state}, %arg5: tensor<16xf32> {fsdp.state}, %arg6: tensor<16xf32> {fsdp.state}, %arg7: tensor<16xf32> {fsdp.state}, %arg8: tensor<16xf32> {fsdp.state}, %arg9: tensor<16x16xf32> {fsdp.state}, %arg10: tensor<48xf32> {fsdp.state}, %arg11: tensor<16x48xf32> {fsdp.state}, %arg12: tensor<i32> {fsdp.state}, %arg13: tensor<64xf32> {fsdp.state}, %arg14: tensor<16x64xf32> {fsdp.state}, %arg15: tensor<16xf32> {fsdp.state}, %arg16: tensor<64x16xf32> {fsdp.state}, %arg17: tensor<16xf32> {fsdp.state}, %arg18: tensor<16xf32> {fsdp.state}, %arg19: tensor<16xf32> {fsdp.state}, %arg20: tensor<16xf32> {fsdp.state}, %arg21: tensor<16xf32> {fsdp.state}, %arg22: tensor<16x16xf32> {fsdp.state}, %arg23: tensor<48xf32> {fsdp.state}, %arg24: tensor<16x48xf32> {fsdp.state}, %arg25: tensor<64xf32> {fsdp.state}, %arg26: tensor<16x64xf32> {fsdp.state}, %arg27: tensor<16xf32> {fsdp.state}, %arg28: tensor<64x16xf32> {fsdp.state}, %arg29: tensor<16xf32> {fsdp.state}, %arg30: tensor<16xf32> {fsdp.state}, %arg31: tensor<16xf32> {fsdp.state}, %arg32: tensor<16xf32> {fsdp.state}, %arg33: tensor<16xf32> {fsdp.state}, %arg34: tensor<16x16xf32> {fsdp.state}, %arg35: tensor<48xf32> {fsdp.state}, %arg36: tensor<16x48xf32> {fsdp.state}, %arg37: tensor<2x8x16xf32>, %arg38: tensor<2x8x16xf32>) -> (tensor<64xf32> {fsdp.updates = 0 : i64}, tensor<16x64xf32> {fsdp.updates = 1 : i64}, tensor<16xf32> {fsdp.updates = 2 : i64}, tensor<64x16xf32> {fsdp.updates = 3 : i64}, tensor<16xf32> {fsdp.updates = 4 : i64}, tensor<16xf32> {fsdp.updates = 5 : i64}, tensor<16xf32> {fsdp.updates = 6 : i64}, tensor<16xf32> {fsdp.updates = 7 : i64}, tensor<16xf32> {fsdp.updates = 8 : i64}, tensor<16x16xf32> {fsdp.updates = 9 : i64}, tensor<48xf32> {fsdp.updates = 10 : i64}, tensor<16x48xf32> {fsdp.updates = 11 : i64}, tensor<i32> {fsdp.updates = 12 : i64}, tensor<64xf32> {fsdp.updates = 13 : i64}, tensor<16x64xf32> {fsdp.updates = 14 : i64}, tensor<16xf32> {fsdp.updates = 15 : i64}, tensor<64x16xf32> {fsdp.updates = 16 : i64}, tensor<16xf32> {fsdp.updates = 17 : i64}, tensor<16xf32> {fsdp.updates = 18 : i64}, tensor<16xf32> {fsdp.updates = 19 : i64}, tensor<16xf32> {fsdp.updates = 20 : i64}, tensor<16xf32> {fsdp.updates = 21 : i64}, tensor<16x16xf32> {fsdp.updates = 22 : i64}, tensor<48xf32> {fsdp.updates = 23 : i64}, tensor<16x48xf32> {fsdp.updates = 24 : i64}, tensor<64xf32> {fsdp.updates = 25 : i64}, tensor<16x64xf32> {fsdp.updates = 26 : i64}, tensor<16xf32> {fsdp.updates = 27 : i64}, tensor<64x16xf32> {fsdp.updates = 28 : i64}, tensor<16xf32> {fsdp.updates = 29 : i64}, tensor<16xf32> {fsdp.updates = 30 : i64}, tensor<16xf32> {fsdp.updates = 31 : i64}, tensor<16xf32> {fsdp.updates = 32 : i64}, tensor<16xf32> {fsdp.updates = 33 : i64}, tensor<16x16xf32> {fsdp.updates = 34 : i64}, tensor<48xf32> {fsdp.updates = 35 : i64}, tensor<16x48xf32> {fsdp.updates = 36 : i64}, tensor<f32> {fsdp.loss}) {
    %cst = arith.constant dense<0> : tensor<i32>
    %cst_0 = arith.constant dense<false> : tensor<i1>
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %cst_1 = arith.constant dense<-0.00999999977> : tensor<f32>
    %cst_2 = arith.constant dense<9.99999993E-9> : tensor<f32>
    %cst_3 = arith.constant 9.990000e-01 : f32
    %cst_4 = arith.constant 0.899999976 : f32
    %c1_i32 = arith.constant 1 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_5 = arith.constant dense<2147483647> : tensor<i32>
    %cst_6 = arith.constant dense<9.990000e-01> : tensor<f32>
    %cst_7 = arith.constant dense<1.000000e-03> : tensor<f32>
    %cst_8 = arith.constant dense<0.899999976> : tensor<f32>
    %cst_9 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_10 = arith.constant 2.000000e+00 : f32
    %cst_11 = arith.constant 2.560000e+02 : f32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %cst_14 = arith.constant dense<0.797884583> : tensor<f32>
    %cst_15 = arith.constant 4.471500e-02 : f32
    %cst_16 = arith.constant dense<3.000000e+00> : tensor<f32>
    %cst_17 = arith.constant dense<-5.000000e-01> : tensor<f32>
    %cst_18 = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_19 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_20 = arith.constant 0xFF800000 : f32
    %cst_21 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_22 = arith.constant dense<true> : tensor<i1>
    %cst_23 = arith.constant 2.82842708 : f32
    %cst_24 = arith.constant 9.99999974E-6 : f32
    %cst_25 = arith.constant dense<1.600000e+01> : tensor<f32>
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_27 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x8xf32>
    %1 = linalg.fill ins(%cst_27 : f32) outs(%0 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg37 : tensor<2x8x16xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %3 = tensor.empty() : tensor<2x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x8xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<f32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %7 = tensor.empty() : tensor<2x8x16xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %8 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.subf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<2x8x16xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %5 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %14 = tensor.empty() : tensor<f32>
    %15 = linalg.generic {indexing_maps = [#map4], iterator_types = []} outs(%14 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_24 : f32
    } -> tensor<f32>
    %16 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<f32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.rsqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %19 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %21 = tensor.empty() : tensor<1x1x16xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<16xf32>) outs(%21 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x16xf32>
    %23 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x1x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %23 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<16xf32>) outs(%21 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x16xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x1x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %26 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %28 = tensor.empty() : tensor<2x8x48xf32>
    %29 = linalg.fill ins(%cst_27 : f32) outs(%28 : tensor<2x8x48xf32>) -> tensor<2x8x48xf32>
    %30 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27, %arg11 : tensor<2x8x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<2x8x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x48xf32>
    %31 = tensor.empty() : tensor<1x1x48xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<48xf32>) outs(%31 : tensor<1x1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x48xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x1x48xf32>) outs(%28 : tensor<2x8x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x48xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %33 : tensor<2x8x48xf32>, tensor<2x8x48xf32>) outs(%28 : tensor<2x8x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %34[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_28 = tensor.extract_slice %34[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_29 = tensor.extract_slice %34[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %35 = tensor.empty() : tensor<2x2x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %37 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %expanded_31 = tensor.expand_shape %extracted_slice_29 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %40 = linalg.fill ins(%cst_27 : f32) outs(%35 : tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%36, %39 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%40 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x2x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map4], iterator_types = []} outs(%14 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_23 : f32
    } -> tensor<f32>
    %43 = linalg.generic {indexing_maps = [#map16, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<f32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %45 = tensor.empty() : tensor<8x8xi1>
    %46 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<i1>) outs(%45 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x8xi1>
    %47 = tensor.empty() : tensor<8x8xi32>
    %48 = linalg.generic {indexing_maps = [#map18], iterator_types = ["parallel", "parallel"]} outs(%47 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %543 = linalg.index 0 : index
      %544 = arith.index_cast %543 : index to i32
      linalg.yield %544 : i32
    } -> tensor<8x8xi32>
    %49 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<i32>) outs(%47 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<8x8xi32>
    %50 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%48, %49 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%47 : tensor<8x8xi32>) {
    ^bb0(%in: i32, %in_48: i32, %out: i32):
      %543 = arith.addi %in, %in_48 : i32
      linalg.yield %543 : i32
    } -> tensor<8x8xi32>
    %51 = linalg.generic {indexing_maps = [#map18], iterator_types = ["parallel", "parallel"]} outs(%47 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %543 = linalg.index 1 : index
      %544 = arith.index_cast %543 : index to i32
      linalg.yield %544 : i32
    } -> tensor<8x8xi32>
    %52 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%45 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_48: i32, %out: i1):
      %543 = arith.cmpi sge, %in, %in_48 : i32
      linalg.yield %543 : i1
    } -> tensor<8x8xi1>
    %53 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<i1>) outs(%45 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x8xi1>
    %54 = linalg.generic {indexing_maps = [#map18, #map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%52, %46, %53 : tensor<8x8xi1>, tensor<8x8xi1>, tensor<8x8xi1>) outs(%45 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_48: i1, %in_49: i1, %out: i1):
      %543 = arith.select %in, %in_48, %in_49 : i1
      linalg.yield %543 : i1
    } -> tensor<8x8xi1>
    %55 = tensor.empty() : tensor<2x2x8x8xi1>
    %56 = linalg.generic {indexing_maps = [#map19, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<8x8xi1>) outs(%55 : tensor<2x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x8x8xi1>
    %57 = linalg.generic {indexing_maps = [#map16, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_21 : tensor<f32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %44, %57 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %543 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %59 = tensor.empty() : tensor<2x2x8xf32>
    %60 = linalg.fill ins(%cst_20 : f32) outs(%59 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %61 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x2x8x8xf32>) outs(%60 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.maximumf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21 : tensor<f32>) outs(%59 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62, %61 : tensor<2x2x8xf32>, tensor<2x2x8xf32>) outs(%59 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.maximumf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8xf32>
    %64 = tensor.empty() : tensor<2x2x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x2x8xf32>) outs(%64 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map20, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x2x8x1xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %66 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.subf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.exp %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %69 = linalg.fill ins(%cst_27 : f32) outs(%59 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %70 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<2x2x8x8xf32>) outs(%69 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8xf32>
    %71 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x2x8xf32>) outs(%64 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map20, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<2x2x8x1xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %72 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %71 : tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) outs(%64 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map16, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_19 : tensor<f32>) outs(%64 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %74 : tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) outs(%64 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%73, %38 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%40 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x2x8x8xf32>
    %78 = tensor.empty() : tensor<2x8x2x8xf32>
    %79 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<2x2x8x8xf32>) outs(%78 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %collapsed = tensor.collapse_shape %79 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %80 = linalg.fill ins(%cst_27 : f32) outs(%7 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%collapsed, %arg9 : tensor<2x8x16xf32>, tensor<16x16xf32>) outs(%80 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x16xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %81 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<16xf32>) outs(%21 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x16xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x1x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %84 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<2x8x16xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x8xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %5 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %89 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.subf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %90 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_18 : tensor<f32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %90 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<2x8x16xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %5 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %16 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.rsqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %97 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_17 : tensor<f32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %99 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x8x1xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%21 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x16xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x1x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %105 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %107 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<16xf32>) outs(%21 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x16xf32>
    %108 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x1x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %110 = tensor.empty() : tensor<2x8x64xf32>
    %111 = linalg.fill ins(%cst_27 : f32) outs(%110 : tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %112 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109, %arg1 : tensor<2x8x16xf32>, tensor<16x64xf32>) outs(%111 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x64xf32>
    %113 = tensor.empty() : tensor<1x1x64xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%113 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x64xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x1x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %115 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %116 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %116 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %119 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16 : tensor<f32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %117 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %121 = linalg.generic {indexing_maps = [#map4], iterator_types = []} outs(%14 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_15 : f32
    } -> tensor<f32>
    %122 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<f32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %118 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %123 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_14 : tensor<f32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %124 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.tanh %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_19 : tensor<f32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %127 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %127 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.subf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %130 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %132 = linalg.generic {indexing_maps = [#map4], iterator_types = []} outs(%14 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_13 : f32
    } -> tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<f32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %127 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %135 = linalg.generic {indexing_maps = [#map4], iterator_types = []} outs(%14 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_12 : f32
    } -> tensor<f32>
    %136 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<f32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x64xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %134 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %137 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %139 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%138, %arg3 : tensor<2x8x64xf32>, tensor<64x16xf32>) outs(%80 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x16xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %139 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %141 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<16xf32>) outs(%21 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x16xf32>
    %142 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x1x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %142 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %arg38 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.subf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %144 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %144 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %147 = linalg.fill ins(%cst_27 : f32) outs(%14 : tensor<f32>) -> tensor<f32>
    %148 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "reduction", "reduction"]} ins(%145 : tensor<2x8x16xf32>) outs(%147 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%148 : tensor<f32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.divf %in, %cst_11 : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %150 = "fsdp.all_reduce"(%149) {grid = @dp, reduction = 0 : i32} : (tensor<f32>) -> tensor<f32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%150 : tensor<f32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.divf %in, %cst_10 : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%135 : tensor<f32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.divf %in, %cst_11 : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %153 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<f32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %146 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %155 = tensor.empty() : tensor<16xf32>
    %156 = linalg.fill ins(%cst_27 : f32) outs(%155 : tensor<16xf32>) -> tensor<16xf32>
    %157 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%154 : tensor<2x8x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %expanded_32 = tensor.expand_shape %157 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %158 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_32 : tensor<1x1x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %159 = "fsdp.all_reduce"(%158) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %160 = tensor.empty() : tensor<16x64xf32>
    %161 = linalg.fill ins(%cst_27 : f32) outs(%160 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %162 = linalg.generic {indexing_maps = [#map23, #map24, #map25], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%154, %138 : tensor<2x8x16xf32>, tensor<2x8x64xf32>) outs(%161 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<16x64xf32>
    %163 = tensor.empty() : tensor<64x16xf32>
    %164 = linalg.generic {indexing_maps = [#map26, #map18], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<16x64xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %165 = linalg.generic {indexing_maps = [#map7, #map19, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%154, %arg3 : tensor<2x8x16xf32>, tensor<64x16xf32>) outs(%111 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x64xf32>
    %166 = "fsdp.all_reduce"(%164) {grid = @dp, reduction = 0 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %165 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %137 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %167 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %131 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %170 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %171 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %171 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %120 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %174 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%110 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x64xf32>
    %176 = tensor.empty() : tensor<64xf32>
    %177 = linalg.fill ins(%cst_27 : f32) outs(%176 : tensor<64xf32>) -> tensor<64xf32>
    %178 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%175 : tensor<2x8x64xf32>) outs(%177 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %expanded_33 = tensor.expand_shape %178 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %179 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_33 : tensor<1x1x64xf32>) outs(%177 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %180 = "fsdp.all_reduce"(%179) {grid = @dp, reduction = 0 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %181 = linalg.fill ins(%cst_27 : f32) outs(%163 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %182 = linalg.generic {indexing_maps = [#map23, #map24, #map25], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%175, %109 : tensor<2x8x64xf32>, tensor<2x8x16xf32>) outs(%181 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<64x16xf32>
    %183 = linalg.generic {indexing_maps = [#map26, #map18], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<64x16xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %184 = linalg.generic {indexing_maps = [#map7, #map19, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%175, %arg1 : tensor<2x8x64xf32>, tensor<16x64xf32>) outs(%80 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x16xf32>
    %185 = "fsdp.all_reduce"(%183) {grid = @dp, reduction = 0 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %186 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%184 : tensor<2x8x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %expanded_34 = tensor.expand_shape %186 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %187 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_34 : tensor<1x1x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %188 = "fsdp.all_reduce"(%187) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %184 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %190 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%189 : tensor<2x8x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %expanded_35 = tensor.expand_shape %190 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %105 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %192 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_35 : tensor<1x1x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %193 = "fsdp.all_reduce"(%192) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %191 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<2x8x16xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %expanded_36 = tensor.expand_shape %195 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %101 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.negf %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<2x8x16xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %expanded_37 = tensor.expand_shape %199 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %196 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %5 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x8x1xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x8xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %93 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.negf %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<2x8x16xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %expanded_38 = tensor.expand_shape %206 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %204 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %expanded_38 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %5 : tensor<2x8x1xf32>, tensor<2x8x1xf32>) outs(%3 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x1xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<2x8x1xf32>) outs(%1 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x8xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x8xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %211 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %213 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%212 : tensor<2x8x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %expanded_39 = tensor.expand_shape %213 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %214 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_39 : tensor<1x1x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %215 = "fsdp.all_reduce"(%214) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %216 = tensor.empty() : tensor<16x16xf32>
    %217 = linalg.fill ins(%cst_27 : f32) outs(%216 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %218 = linalg.generic {indexing_maps = [#map23, #map24, #map25], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%212, %collapsed : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%217 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<16x16xf32>
    %219 = linalg.generic {indexing_maps = [#map26, #map18], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %220 = linalg.generic {indexing_maps = [#map7, #map19, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%212, %arg9 : tensor<2x8x16xf32>, tensor<16x16xf32>) outs(%80 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x16xf32>
    %221 = "fsdp.all_reduce"(%219) {grid = @dp, reduction = 0 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_40 = tensor.expand_shape %220 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %222 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x8x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %223 = linalg.generic {indexing_maps = [#map27, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%222, %73 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%40 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x2x8x8xf32>
    %224 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %225 = linalg.generic {indexing_maps = [#map13, #map28, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%222, %38 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%40 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x2x8x8xf32>
    %226 = linalg.generic {indexing_maps = [#map20, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<2x2x8x1xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %227 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %226 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %228 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %68 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %229 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<2x2x8x8xf32>) outs(%69 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8xf32>
    %expanded_41 = tensor.expand_shape %229 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x2x8x1xf32>) outs(%64 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.negf %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %72 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %232 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%230 : tensor<2x2x8x1xf32>) outs(%69 : tensor<2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8xf32>
    %233 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<2x2x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %234 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %233 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %235 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %68 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %236 = linalg.generic {indexing_maps = [#map16, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %237 = linalg.generic {indexing_maps = [#map11, #map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %235, %236 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %543 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %238 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %43 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x2x8x8xf32>
    %239 = linalg.generic {indexing_maps = [#map27, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%238, %36 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%40 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x2x8x8xf32>
    %240 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239 : tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %241 = linalg.generic {indexing_maps = [#map13, #map28, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%238, %39 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%40 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x2x8x8xf32>
    %242 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<2x2x8x8xf32>) outs(%35 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %243 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<2x2x8x8xf32>) outs(%78 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %collapsed_42 = tensor.collapse_shape %243 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %244 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<2x2x8x8xf32>) outs(%78 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %collapsed_43 = tensor.collapse_shape %244 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %245 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<2x2x8x8xf32>) outs(%78 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %collapsed_44 = tensor.collapse_shape %245 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %246 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%28 : tensor<2x8x48xf32>) {
    ^bb0(%out: f32):
      %543 = linalg.index 0 : index
      %544 = linalg.index 1 : index
      %545 = linalg.index 2 : index
      %546 = arith.cmpi ult, %545, %c16 : index
      %547 = scf.if %546 -> (f32) {
        %extracted = tensor.extract %collapsed_44[%543, %544, %545] : tensor<2x8x16xf32>
        scf.yield %extracted : f32
      } else {
        %548 = arith.cmpi ult, %545, %c32 : index
        %549 = scf.if %548 -> (f32) {
          %550 = arith.subi %545, %c16 : index
          %extracted = tensor.extract %collapsed_43[%543, %544, %550] : tensor<2x8x16xf32>
          scf.yield %extracted : f32
        } else {
          %550 = arith.subi %545, %c32 : index
          %extracted = tensor.extract %collapsed_42[%543, %544, %550] : tensor<2x8x16xf32>
          scf.yield %extracted : f32
        }
        scf.yield %549 : f32
      }
      linalg.yield %547 : f32
    } -> tensor<2x8x48xf32>
    %247 = tensor.empty() : tensor<48xf32>
    %248 = linalg.fill ins(%cst_27 : f32) outs(%247 : tensor<48xf32>) -> tensor<48xf32>
    %249 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%246 : tensor<2x8x48xf32>) outs(%248 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %expanded_45 = tensor.expand_shape %249 [[0, 1, 2]] output_shape [1, 1, 48] : tensor<48xf32> into tensor<1x1x48xf32>
    %250 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_45 : tensor<1x1x48xf32>) outs(%248 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %251 = "fsdp.all_reduce"(%250) {grid = @dp, reduction = 0 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %252 = tensor.empty() : tensor<48x16xf32>
    %253 = linalg.fill ins(%cst_27 : f32) outs(%252 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %254 = linalg.generic {indexing_maps = [#map23, #map24, #map25], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%246, %27 : tensor<2x8x48xf32>, tensor<2x8x16xf32>) outs(%253 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<48x16xf32>
    %255 = tensor.empty() : tensor<16x48xf32>
    %256 = linalg.generic {indexing_maps = [#map26, #map18], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<48x16xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %257 = linalg.generic {indexing_maps = [#map7, #map19, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%246, %arg11 : tensor<2x8x48xf32>, tensor<16x48xf32>) outs(%80 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      %544 = arith.addf %out, %543 : f32
      linalg.yield %544 : f32
    } -> tensor<2x8x16xf32>
    %258 = "fsdp.all_reduce"(%256) {grid = @dp, reduction = 0 : i32} : (tensor<16x48xf32>) -> tensor<16x48xf32>
    %259 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%257 : tensor<2x8x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %expanded_46 = tensor.expand_shape %259 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %260 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_46 : tensor<1x1x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %261 = "fsdp.all_reduce"(%260) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %257 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<2x8x16xf32>
    %263 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%262 : tensor<2x8x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %expanded_47 = tensor.expand_shape %263 [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xf32> into tensor<1x1x16xf32>
    %264 = linalg.generic {indexing_maps = [#map21, #map22], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_47 : tensor<1x1x16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.addf %out, %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %265 = "fsdp.all_reduce"(%264) {grid = @dp, reduction = 0 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %266 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_9 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %267 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%266, %180 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %268 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %269 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%268, %arg13 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %270 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%267, %269 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %271 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %272 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%271, %185 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %273 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %274 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%273, %arg14 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %275 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%272, %274 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %276 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_9 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %277 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %159 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %278 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %279 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%278, %arg15 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %280 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%277, %279 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %281 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %282 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%281, %166 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %283 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %284 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%283, %arg16 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %285 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%282, %284 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %286 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %261 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %287 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%278, %arg17 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %288 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%286, %287 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %289 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %265 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %290 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%278, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %291 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%289, %290 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %292 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %188 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %293 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%278, %arg19 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %294 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%292, %293 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %295 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %193 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %296 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%278, %arg20 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %297 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%295, %296 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %298 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %215 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %299 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%278, %arg21 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %300 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%298, %299 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %301 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %302 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%301, %221 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %303 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %304 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%303, %arg22 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %305 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%302, %304 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %306 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_9 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %307 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%306, %251 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %308 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_8 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %309 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%308, %arg23 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %310 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%307, %309 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %311 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %312 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%311, %258 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %313 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %314 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%313, %arg24 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %315 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%312, %314 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %316 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%180, %180 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %317 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %318 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%317, %316 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %319 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %320 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%319, %arg25 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %321 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%318, %320 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %322 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%185, %185 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %323 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %324 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%323, %322 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %325 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %326 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%325, %arg26 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %327 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%324, %326 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %328 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%159, %159 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %329 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %330 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%329, %328 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %331 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %332 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%331, %arg27 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %333 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%330, %332 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %334 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%166, %166 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %335 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %336 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%335, %334 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %337 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %338 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%337, %arg28 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %339 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%336, %338 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %340 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%261, %261 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %341 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%329, %340 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %342 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%331, %arg29 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %343 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%341, %342 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %344 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%265, %265 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %345 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%329, %344 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %346 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%331, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %347 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%345, %346 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %348 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%188, %188 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %349 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%329, %348 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %350 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%331, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %351 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%349, %350 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %352 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%193, %193 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%329, %352 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %354 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%331, %arg32 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %355 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%353, %354 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %356 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%215, %215 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %357 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%329, %356 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %358 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%331, %arg33 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %359 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%357, %358 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %360 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%221, %221 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %361 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %362 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%361, %360 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %363 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %364 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%363, %arg34 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %365 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%362, %364 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %366 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%251, %251 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %367 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_7 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %368 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%367, %366 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %369 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_6 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %370 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%369, %arg35 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %371 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%368, %370 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %372 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%258, %258 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %373 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %374 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%373, %372 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %375 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %376 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%375, %arg36 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %377 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%374, %376 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %378 = tensor.empty() : tensor<i1>
    %379 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg12 : tensor<i32>) outs(%378 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %543 = arith.cmpi slt, %in, %c2147483647_i32 : i32
      linalg.yield %543 : i1
    } -> tensor<i1>
    %380 = tensor.empty() : tensor<i32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%arg12 : tensor<i32>) outs(%380 : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %543 = arith.addi %in, %c1_i32 : i32
      linalg.yield %543 : i32
    } -> tensor<i32>
    %382 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = []} ins(%379, %381, %cst_5 : tensor<i1>, tensor<i32>, tensor<i32>) outs(%380 : tensor<i32>) {
    ^bb0(%in: i1, %in_48: i32, %in_49: i32, %out: i32):
      %543 = arith.select %in, %in_48, %in_49 : i32
      linalg.yield %543 : i32
    } -> tensor<i32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%382 : tensor<i32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %543 = arith.sitofp %in : i32 to f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %384 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%383 : tensor<f32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.powf %cst_4, %in : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %385 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%384 : tensor<f32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.subf %cst_13, %in : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %386 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%385 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %387 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%270, %386 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %388 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%385 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %389 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%275, %388 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %390 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%385 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %391 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%280, %390 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %392 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%385 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %393 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%285, %392 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %394 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%288, %390 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %395 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%291, %390 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %396 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%294, %390 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %397 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%297, %390 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %398 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%300, %390 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %399 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%385 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %400 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%305, %399 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %401 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%385 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %402 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%310, %401 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %403 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%385 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %404 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%315, %403 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%383 : tensor<f32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.powf %cst_3, %in : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %406 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%405 : tensor<f32>) outs(%14 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = arith.subf %cst_13, %in : f32
      linalg.yield %543 : f32
    } -> tensor<f32>
    %407 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%406 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %408 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%321, %407 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %409 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %410 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%327, %409 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %411 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%406 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %412 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%333, %411 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %413 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %414 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%339, %413 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %415 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%343, %411 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %416 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%347, %411 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %417 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%351, %411 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %418 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%355, %411 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %419 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%359, %411 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %420 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %421 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%365, %420 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %422 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%406 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %423 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%371, %422 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %424 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %425 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%377, %424 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %426 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_26 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %427 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%408, %426 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %428 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%427 : tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %429 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_2 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %430 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%428, %429 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %431 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%387, %430 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %432 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %433 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%410, %432 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %434 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%433 : tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %435 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %436 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%434, %435 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %437 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%389, %436 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %438 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_26 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %439 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%412, %438 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %440 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%439 : tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %441 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_2 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %442 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%440, %441 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %443 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%391, %442 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %444 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %445 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%414, %444 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %446 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%445 : tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %447 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %448 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%446, %447 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %449 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%393, %448 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %450 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%415, %438 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %451 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%450 : tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %452 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%451, %441 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %453 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%394, %452 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %454 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%416, %438 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %455 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%454 : tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %456 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%455, %441 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %457 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%395, %456 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %458 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%417, %438 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %459 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%458 : tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %460 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%459, %441 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %461 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%396, %460 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %462 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%418, %438 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %463 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%462 : tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %464 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%463, %441 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %465 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%397, %464 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%419, %438 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %467 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%466 : tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %468 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%467, %441 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %469 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%398, %468 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %470 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %471 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%421, %470 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %472 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%471 : tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %473 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %474 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%472, %473 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %475 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%400, %474 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %476 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_26 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %477 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%423, %476 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %478 = linalg.generic {indexing_maps = [#map30, #map30], iterator_types = ["parallel"]} ins(%477 : tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %479 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_2 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %480 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%478, %479 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %481 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%402, %480 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %482 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %483 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%425, %482 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %484 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%483 : tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %543 = math.sqrt %in : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %485 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %486 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%484, %485 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %487 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%404, %486 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.divf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %488 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%266, %arg0 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %489 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%431, %488 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %490 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%271, %arg1 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %491 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%437, %490 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %492 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %arg2 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %493 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%443, %492 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %494 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%281, %arg3 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %495 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%449, %494 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %496 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %arg4 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %497 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%453, %496 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %498 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %arg5 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %499 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%457, %498 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %500 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %arg6 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %501 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%461, %500 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %502 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %arg7 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %503 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%465, %502 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %504 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%276, %arg8 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %505 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%469, %504 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %506 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%301, %arg9 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %507 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%475, %506 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %508 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%306, %arg10 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %509 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%481, %508 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %510 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%311, %arg11 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %511 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%487, %510 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %512 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %513 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%512, %489 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %514 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %515 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%514, %491 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %516 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16xf32>
    %517 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%516, %493 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %518 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x16xf32>
    %519 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%518, %495 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %520 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%516, %497 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %521 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%516, %499 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %522 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%516, %501 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %523 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%516, %503 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %524 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%516, %505 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %525 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %526 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%525, %507 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %527 = linalg.generic {indexing_maps = [#map29, #map30], iterator_types = ["parallel"]} ins(%cst_1 : tensor<f32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<48xf32>
    %528 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%527, %509 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %529 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %530 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%529, %511 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.mulf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    %531 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg0, %513 : tensor<64xf32>, tensor<64xf32>) outs(%176 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64xf32>
    %532 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%arg1, %515 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%160 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x64xf32>
    %533 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg2, %517 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %534 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%arg3, %519 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%163 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<64x16xf32>
    %535 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg4, %520 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %536 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg5, %521 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %537 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg6, %522 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %538 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg7, %523 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %539 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg8, %524 : tensor<16xf32>, tensor<16xf32>) outs(%155 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16xf32>
    %540 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%arg9, %526 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%216 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16xf32>
    %541 = linalg.generic {indexing_maps = [#map30, #map30, #map30], iterator_types = ["parallel"]} ins(%arg10, %528 : tensor<48xf32>, tensor<48xf32>) outs(%247 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<48xf32>
    %542 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel", "parallel"]} ins(%arg11, %530 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%255 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %543 = arith.addf %in, %in_48 : f32
      linalg.yield %543 : f32
    } -> tensor<16x48xf32>
    return %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %382, %270, %275, %280, %285, %288, %291, %294, %297, %300, %305, %310, %315, %321, %327, %333, %339, %343, %347, %351, %355, %359, %365, %371, %377, %151 : tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<48xf32>, tensor<16x48xf32>, tensor<f32>
  }
}
