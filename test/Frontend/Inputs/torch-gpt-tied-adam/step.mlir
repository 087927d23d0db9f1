#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
#map15 = affine_map<(d0) -> ()>
#map16 = affine_map<() -> ()>
#map17 = affine_map<(d0, d1) -> ()>
#map18 = affine_map<(d0) -> (d0, 0)>
#map19 = affine_map<(d0, d1) -> (0, d1)>
#map20 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map21 = affine_map<(d0, d1, d2) -> ()>
module {
  shard.grid @dp(shape = 2)
  func.func @train_step(%arg0: tensor<32x16xf32> {fsdp.state}, %arg1: tensor<8x16xf32> {fsdp.state}, %arg2: tensor<16xf32> {fsdp.state}, %arg3: tensor<16xf32> {fsdp.state}, %arg4: tensor<48x16xf32> {fsdp.state}, %arg5: tensor<48xf32> {fsdp.state}, %arg6: tensor<16x16xf32> {fsdp.state}, %arg7: tensor<16xf32> {fsdp.state}, %arg8: tensor<16xf32> {fsdp.state}, %arg9: tensor<16xf32> {fsdp.state}, %arg10: tensor<64x16xf32> {fsdp.state}, %arg11: tensor<64xf32> {fsdp.state}, %arg12: tensor<16x64xf32> {fsdp.state}, %arg13: tensor<16xf32> {fsdp.state}, %arg14: tensor<16xf32> {fsdp.state}, %arg15: tensor<16xf32> {fsdp.state}, %arg16: tensor<32x16xf32> {fsdp.state}, %arg17: tensor<8x16xf32> {fsdp.state}, %arg18: tensor<16xf32> {fsdp.state}, %arg19: tensor<16xf32> {fsdp.state}, %arg20: tensor<48x16xf32> {fsdp.state}, %arg21: tensor<48xf32> {fsdp.state}, %arg22: tensor<16x16xf32> {fsdp.state}, %arg23: tensor<16xf32> {fsdp.state}, %arg24: tensor<16xf32> {fsdp.state}, %arg25: tensor<16xf32> {fsdp.state}, %arg26: tensor<64x16xf32> {fsdp.state}, %arg27: tensor<64xf32> {fsdp.state}, %arg28: tensor<16x64xf32> {fsdp.state}, %arg29: tensor<16xf32> {fsdp.state}, %arg30: tensor<16xf32> {fsdp.state}, %arg31: tensor<16xf32> {fsdp.state}, %arg32: tensor<32x16xf32> {fsdp.state}, %arg33: tensor<8x16xf32> {fsdp.state}, %arg34: tensor<16xf32> {fsdp.state}, %arg35: tensor<16xf32> {fsdp.state}, %arg36: tensor<48x16xf32> {fsdp.state}, %arg37: tensor<48xf32> {fsdp.state}, %arg38: tensor<16x16xf32> {fsdp.state}, %arg39: tensor<16xf32> {fsdp.state}, %arg40: tensor<16xf32> {fsdp.state}, %arg41: tensor<16xf32> {fsdp.state}, %arg42: tensor<64x16xf32> {fsdp.state}, %arg43: tensor<64xf32> {fsdp.state}, %arg44: tensor<16x64xf32> {fsdp.state}, %arg45: tensor<16xf32> {fsdp.state}, %arg46: tensor<16xf32> {fsdp.state}, %arg47: tensor<16xf32> {fsdp.state}, %arg48: tensor<f64> {fsdp.state}, %arg49: tensor<f64> {fsdp.state}, %arg50: tensor<f64> {fsdp.state}, %arg51: tensor<f64> {fsdp.state}, %arg52: tensor<f64> {fsdp.state}, %arg53: tensor<f64> {fsdp.state}, %arg54: tensor<f64> {fsdp.state}, %arg55: tensor<f64> {fsdp.state}, %arg56: tensor<f64> {fsdp.state}, %arg57: tensor<f64> {fsdp.state}, %arg58: tensor<f64> {fsdp.state}, %arg59: tensor<f64> {fsdp.state}, %arg60: tensor<f64> {fsdp.state}, %arg61: tensor<f64> {fsdp.state}, %arg62: tensor<f64> {fsdp.state}, %arg63: tensor<f64> {fsdp.state}, %arg64: tensor<2x8xi64>, %arg65: tensor<2x8xi64>) -> (tensor<32x16xf32> {fsdp.updates = 0 : i64}, tensor<8x16xf32> {fsdp.updates = 1 : i64}, tensor<16xf32> {fsdp.updates = 2 : i64}, tensor<16xf32> {fsdp.updates = 3 : i64}, tensor<48x16xf32> {fsdp.updates = 4 : i64}, tensor<48xf32> {fsdp.updates = 5 : i64}, tensor<16x16xf32> {fsdp.updates = 6 : i64}, tensor<16xf32> {fsdp.updates = 7 : i64}, tensor<16xf32> {fsdp.updates = 8 : i64}, tensor<16xf32> {fsdp.updates = 9 : i64}, tensor<64x16xf32> {fsdp.updates = 10 : i64}, tensor<64xf32> {fsdp.updates = 11 : i64}, tensor<16x64xf32> {fsdp.updates = 12 : i64}, tensor<16xf32> {fsdp.updates = 13 : i64}, tensor<16xf32> {fsdp.updates = 14 : i64}, tensor<16xf32> {fsdp.updates = 15 : i64}, tensor<32x16xf32> {fsdp.updates = 16 : i64}, tensor<8x16xf32> {fsdp.updates = 17 : i64}, tensor<16xf32> {fsdp.updates = 18 : i64}, tensor<16xf32> {fsdp.updates = 19 : i64}, tensor<48x16xf32> {fsdp.updates = 20 : i64}, tensor<48xf32> {fsdp.updates = 21 : i64}, tensor<16x16xf32> {fsdp.updates = 22 : i64}, tensor<16xf32> {fsdp.updates = 23 : i64}, tensor<16xf32> {fsdp.updates = 24 : i64}, tensor<16xf32> {fsdp.updates = 25 : i64}, tensor<64x16xf32> {fsdp.updates = 26 : i64}, tensor<64xf32> {fsdp.updates = 27 : i64}, tensor<16x64xf32> {fsdp.updates = 28 : i64}, tensor<16xf32> {fsdp.updates = 29 : i64}, tensor<16xf32> {fsdp.updates = 30 : i64}, tensor<16xf32> {fsdp.updates = 31 : i64}, tensor<32x16xf32> {fsdp.updates = 32 : i64}, tensor<8x16xf32> {fsdp.updates = 33 : i64}, tensor<16xf32> {fsdp.updates = 34 : i64}, tensor<16xf32> {fsdp.updates = 35 : i64}, tensor<48x16xf32> {fsdp.updates = 36 : i64}, tensor<48xf32> {fsdp.updates = 37 : i64}, tensor<16x16xf32> {fsdp.updates = 38 : i64}, tensor<16xf32> {fsdp.updates = 39 : i64}, tensor<16xf32> {fsdp.updates = 40 : i64}, tensor<16xf32> {fsdp.updates = 41 : i64}, tensor<64x16xf32> {fsdp.updates = 42 : i64}, tensor<64xf32> {fsdp.updates = 43 : i64}, tensor<16x64xf32> {fsdp.updates = 44 : i64}, tensor<16xf32> {fsdp.updates = 45 : i64}, tensor<16xf32> {fsdp.updates = 46 : i64}, tensor<16xf32> {fsdp.updates = 47 : i64}, tensor<f64> {fsdp.updates = 48 : i64}, tensor<f64> {fsdp.updates = 49 : i64}, tensor<f64> {fsdp.updates = 50 : i64}, tensor<f64> {fsdp.updates = 51 : i64}, tensor<f64> {fsdp.updates = 52 : i64}, tensor<f64> {fsdp.updates = 53 : i64}, tensor<f64> {fsdp.updates = 54 : i64}, tensor<f64> {fsdp.updates = 55 : i64}, tensor<f64> {fsdp.updates = 56 : i64}, tensor<f64> {fsdp.updates = 57 : i64}, tensor<f64> {fsdp.updates = 58 : i64}, tensor<f64> {fsdp.updates = 59 : i64}, tensor<f64> {fsdp.updates = 60 : i64}, tensor<f64> {fsdp.updates = 61 : i64}, tensor<f64> {fsdp.updates = 62 : i64}, tensor<f64> {fsdp.updates = 63 : i64}, tensor<f32> {fsdp.loss}) {
    %cst = arith.constant dense<1> : tensor<i64>
    %cst_0 = arith.constant 5.000000e-01 : f64
    %cst_1 = arith.constant 0.99899999999999999 : f64
    %cst_2 = arith.constant 0.0010000000000000009 : f64
    %cst_3 = arith.constant 9.000000e-01 : f64
    %cst_4 = arith.constant 1.000000e-02 : f64
    %cst_5 = arith.constant 1.000000e-08 : f64
    %cst_6 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_7 = arith.constant dense<-0.899999976> : tensor<f32>
    %cst_8 = arith.constant 1.000000e+00 : f64
    %c1 = arith.constant 1 : index
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %cst_10 = arith.constant 0.000000e+00 : f64
    %c0_i8 = arith.constant 0 : i8
    %true = arith.constant true
    %cst_11 = arith.constant 0xFF800000 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e-05 : f64
    %cst_15 = arith.constant 2.8284271247461903 : f64
    %cst_16 = arith.constant 0.70710678118654757 : f64
    %cst_17 = arith.constant 0.3989422804014327 : f64
    %cst_18 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_20 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = arith.constant 1.600000e+01 : f64
    %cst_22 = arith.constant 1.600000e+01 : f32
    %cst_23 = arith.constant 1.41421354 : f32
    %cst_24 = arith.constant -5.000000e-01 : f32
    %c31_i64 = arith.constant 31 : i64
    %c-32_i64 = arith.constant -32 : i64
    %c7_i64 = arith.constant 7 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c32_i64 = arith.constant 32 : i64
    %c8_i64 = arith.constant 8 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_25 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
    %cst_27 = arith.constant dense<0.000000e+00> : tensor<32x16xf32>
    %cst_28 = arith.constant -1.000000e+00 : f32
    %cst_29 = arith.constant dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>
    %cst_30 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %689 = arith.index_cast %in : i64 to index
      %690 = linalg.index 2 : index
      %691 = arith.cmpi slt, %689, %c32 : index
      cf.assert %691, "index must be smaller than dim size"
      %692 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %692, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%689, %690] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %689 = linalg.index 0 : index
      %690 = arith.index_cast %689 : index to i64
      linalg.yield %690 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8xi64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %689 = arith.index_cast %in : i64 to index
      %690 = linalg.index 1 : index
      %691 = arith.cmpi slt, %689, %c8 : index
      cf.assert %691, "index must be smaller than dim size"
      %692 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %692, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%689, %690] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8x16xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %689 = arith.extf %in : f32 to f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %9 = tensor.empty() : tensor<2x8x1xf64>
    %10 = linalg.fill ins(%cst_10 : f64) outs(%9 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %out : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.divf %in, %cst_21 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.subf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %out : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.divf %in, %cst_21 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %689 = arith.truncf %in : f64 to f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst_25 : f32) outs(%17 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.divf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_14 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.rsqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %28 = tensor.empty() : tensor<16x48xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<48x16xf32>) outs(%28 : tensor<16x48xf32>) permutation = [1, 0] 
    %29 = linalg.fill ins(%cst_25 : f32) outs(%28 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x48xf32>
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_31 = tensor.extract_slice %expanded[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_33 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %33 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_35 = tensor.expand_shape %extracted_slice_31 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_36 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%expanded_35 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_39 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %34 = tensor.empty() : tensor<4x8x8xf32>
    %35 = linalg.fill ins(%cst_25 : f32) outs(%34 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %36 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_41 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_15 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<2x2x8x8xf32>
    %38 = tensor.empty() : tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_29 : tensor<8x8xi8>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i8, %out: i1):
      %689 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %689 : i1
    } -> tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi1>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %689 = arith.xori %in, %true : i1
      linalg.yield %689 : i1
    } -> tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_18, %37 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %42 = tensor.empty() : tensor<2x2x8xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %44 = tensor.empty() : tensor<2x2x8xf32>
    %45 = linalg.fill ins(%cst_11 : f32) outs(%44 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x2x8x8xf32>) outs(%45, %43 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_108: i64):
      %689 = linalg.index 3 : index
      %690 = arith.index_cast %689 : index to i64
      %691 = arith.maximumf %in, %out : f32
      %692 = arith.cmpf ogt, %in, %out : f32
      %693 = arith.select %692, %690, %out_108 : i64
      linalg.yield %691, %693 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_42 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_42 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.exp %in : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %49 = tensor.empty() : tensor<2x2x8x1xf32>
    %50 = linalg.fill ins(%cst_25 : f32) outs(%49 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_43 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_44 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %53 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_45 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %54 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %55 = tensor.empty() : tensor<16x16xf32>
    %transposed_48 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %56 = linalg.fill ins(%cst_25 : f32) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %57 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %expanded_49 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_49 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %689 = arith.extf %in : f32 to f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %out : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.divf %in, %cst_21 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %63 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.subf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %64 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %out : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.divf %in, %cst_21 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %689 = arith.truncf %in : f64 to f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.divf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_14 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.rsqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %70 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %72 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_50 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %77 = tensor.empty() : tensor<16x64xf32>
    %transposed_51 = linalg.transpose ins(%arg10 : tensor<64x16xf32>) outs(%77 : tensor<16x64xf32>) permutation = [1, 0] 
    %78 = linalg.fill ins(%cst_25 : f32) outs(%77 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.matmul ins(%collapsed_50, %transposed_51 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %expanded_52 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %82 = tensor.empty() : tensor<2x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.divf %in, %cst_23 : f32
      %690 = math.erf %689 : f32
      %691 = arith.addf %690, %cst_12 : f32
      %692 = arith.mulf %691, %cst_13 : f32
      %693 = arith.mulf %in, %692 : f32
      linalg.yield %693 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_53 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %84 = tensor.empty() : tensor<64x16xf32>
    %transposed_54 = linalg.transpose ins(%arg12 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %85 = linalg.matmul ins(%collapsed_53, %transposed_54 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %expanded_55 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %expanded_55 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %689 = arith.extf %in : f32 to f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %out : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.divf %in, %cst_21 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %91 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.subf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %92 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x16xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %out : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.divf %in, %cst_21 : f64
      linalg.yield %689 : f64
    } -> tensor<2x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %689 = arith.truncf %in : f64 to f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.divf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_14 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.rsqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %98 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %100 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %105 = tensor.empty() : tensor<16x32xf32>
    %transposed_56 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%105 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_57 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %106 = linalg.fill ins(%cst_25 : f32) outs(%105 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %107 = linalg.matmul ins(%collapsed_57, %transposed_56 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%106 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_58 = tensor.collapse_shape %arg65 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %108 = tensor.empty() : tensor<16xi64>
    %109 = linalg.fill ins(%c0_i64 : i64) outs(%108 : tensor<16xi64>) -> tensor<16xi64>
    %110 = tensor.empty() : tensor<16xf32>
    %111 = linalg.fill ins(%cst_11 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %112:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<16x32xf32>) outs(%111, %109 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_108: i64):
      %689 = linalg.index 1 : index
      %690 = arith.index_cast %689 : index to i64
      %691 = arith.maximumf %in, %out : f32
      %692 = arith.cmpf ogt, %in, %out : f32
      %693 = arith.select %692, %690, %out_108 : i64
      linalg.yield %691, %693 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_59 = tensor.expand_shape %112#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %expanded_59 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.exp %in : f32
      linalg.yield %689 : f32
    } -> tensor<16x32xf32>
    %115 = tensor.empty() : tensor<16x1xf32>
    %116 = linalg.fill ins(%cst_25 : f32) outs(%115 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%114 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<16x1xf32>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.log %in : f32
      linalg.yield %689 : f32
    } -> tensor<16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%113, %118 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x32xf32>
    %120 = tensor.empty() : tensor<16xi1>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_58 : tensor<16xi64>) outs(%120 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<16xi1>
    %122 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %collapsed_58, %cst_30 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%108 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_108: i64, %in_109: i64, %out: i64):
      %689 = arith.select %in, %in_108, %in_109 : i64
      linalg.yield %689 : i64
    } -> tensor<16xi64>
    %expanded_60 = tensor.expand_shape %122 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_60 : tensor<16x1xi64>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %689 = linalg.index 0 : index
      %690 = arith.index_cast %in : i64 to index
      %691 = arith.cmpi slt, %690, %c32 : index
      cf.assert %691, "index must be smaller than dim size"
      %692 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %692, "index must be larger or equal to 0"
      %extracted = tensor.extract %119[%689, %690] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_61 = tensor.collapse_shape %123 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_61 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.negf %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %124, %cst_19 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %126 = tensor.empty() : tensor<i64>
    %127 = linalg.fill ins(%c0_i64 : i64) outs(%126 : tensor<i64>) -> tensor<i64>
    %128 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%121 : tensor<16xi1>) outs(%127 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %689 = arith.extui %in : i1 to i64
      %690 = arith.addi %689, %out : i64
      linalg.yield %690 : i64
    } -> tensor<i64>
    %129 = tensor.empty() : tensor<f32>
    %130 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%128 : tensor<i64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %689 = arith.sitofp %in : i64 to f32
      linalg.yield %689 : f32
    } -> tensor<f32>
    %131 = linalg.fill ins(%cst_25 : f32) outs(%129 : tensor<f32>) -> tensor<f32>
    %132 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%125 : tensor<16xf32>) outs(%131 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%132, %130 : tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<f32>
    %134 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst_20, %130 : tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<f32>
    %expanded_62 = tensor.expand_shape %collapsed_58 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %135 = tensor.empty() : tensor<16x1xi1>
    %136 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_62 : tensor<16x1xi64>) outs(%135 : tensor<16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<16x1xi1>
    %137 = tensor.empty() : tensor<16x1xi64>
    %138 = linalg.generic {indexing_maps = [#map4, #map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%136, %expanded_62, %cst_30 : tensor<16x1xi1>, tensor<16x1xi64>, tensor<i64>) outs(%137 : tensor<16x1xi64>) {
    ^bb0(%in: i1, %in_108: i64, %in_109: i64, %out: i64):
      %689 = arith.select %in, %in_108, %in_109 : i64
      linalg.yield %689 : i64
    } -> tensor<16x1xi64>
    %139 = linalg.fill ins(%c0_i64 : i64) outs(%137 : tensor<16x1xi64>) -> tensor<16x1xi64>
    %140 = linalg.fill ins(%cst_25 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %141:3 = linalg.generic {indexing_maps = [#map18, #map18, #map2], iterator_types = ["parallel"]} outs(%139, %139, %140 : tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>) {
    ^bb0(%out: i64, %out_108: i64, %out_109: f32):
      %689 = linalg.index 0 : index
      %690 = arith.remsi %689, %c16 : index
      %extracted = tensor.extract %138[%690, %c0] : tensor<16x1xi64>
      %691 = arith.index_cast %690 : index to i64
      linalg.yield %691, %extracted, %cst_28 : i64, i64, f32
    } -> (tensor<16x1xi64>, tensor<16x1xi64>, tensor<16xf32>)
    %142 = tensor.empty() : tensor<16x2xi64>
    %143 = linalg.fill ins(%c0_i64 : i64) outs(%142 : tensor<16x2xi64>) -> tensor<16x2xi64>
    %inserted_slice = tensor.insert_slice %141#0 into %143[0, 0] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %inserted_slice_63 = tensor.insert_slice %141#1 into %inserted_slice[0, 1] [16, 1] [1, 1] : tensor<16x1xi64> into tensor<16x2xi64>
    %144 = scf.for %arg66 = %c0 to %c16 step %c1 iter_args(%arg67 = %cst_9) -> (tensor<16x32xf32>) {
      %extracted = tensor.extract %inserted_slice_63[%arg66, %c0] : tensor<16x2xi64>
      %689 = arith.index_cast %extracted : i64 to index
      %extracted_108 = tensor.extract %inserted_slice_63[%arg66, %c1] : tensor<16x2xi64>
      %690 = arith.index_cast %extracted_108 : i64 to index
      %extracted_109 = tensor.extract %141#2[%arg66] : tensor<16xf32>
      %inserted = tensor.insert %extracted_109 into %arg67[%689, %690] : tensor<16x32xf32>
      scf.yield %inserted : tensor<16x32xf32>
    }
    %145 = linalg.generic {indexing_maps = [#map4, #map17, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%136, %134, %cst_19 : tensor<16x1xi1>, tensor<f32>, tensor<f32>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.exp %in : f32
      linalg.yield %689 : f32
    } -> tensor<16x32xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%146 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x32xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%146, %149 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x32xf32>
    %151 = tensor.empty() : tensor<32x16xf32>
    %transposed_64 = linalg.transpose ins(%150 : tensor<16x32xf32>) outs(%151 : tensor<32x16xf32>) permutation = [1, 0] 
    %152 = linalg.fill ins(%cst_25 : f32) outs(%151 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %153 = linalg.matmul ins(%transposed_64, %collapsed_57 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%152 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %154 = linalg.matmul ins(%150, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_65 = tensor.expand_shape %154 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.mulf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %159 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %157 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %160 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.divf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %164 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %162 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%165 : tensor<2x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_65 : tensor<2x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %collapsed_66 = tensor.collapse_shape %164 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %168 = linalg.matmul ins(%collapsed_66, %arg12 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_67 = linalg.transpose ins(%collapsed_66 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %169 = linalg.matmul ins(%transposed_67, %collapsed_53 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %170 = tensor.empty() : tensor<1x16xf32>
    %171 = linalg.fill ins(%cst_25 : f32) outs(%170 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_66 : tensor<16x16xf32>) outs(%171 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<1x16xf32>
    %collapsed_68 = tensor.collapse_shape %172 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_69 = tensor.expand_shape %168 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_16 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<2x8x64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.erf %in : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %cst_12 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.mulf %in, %cst_13 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %expanded_52 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.mulf %in, %cst_24 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.exp %in : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_17 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<2x8x64xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %180 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %181 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %182 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_70 = tensor.collapse_shape %183 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %184 = linalg.matmul ins(%collapsed_70, %arg10 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_71 = linalg.transpose ins(%collapsed_70 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %185 = linalg.fill ins(%cst_25 : f32) outs(%84 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %186 = linalg.matmul ins(%transposed_71, %collapsed_50 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%185 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %187 = tensor.empty() : tensor<1x64xf32>
    %188 = linalg.fill ins(%cst_25 : f32) outs(%187 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_70 : tensor<16x64xf32>) outs(%188 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<1x64xf32>
    %collapsed_72 = tensor.collapse_shape %189 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_73 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.mulf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %194 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %192 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %195 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.divf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %199 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %197 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%200 : tensor<2x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_73 : tensor<2x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %199 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_74 = tensor.collapse_shape %203 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %204 = linalg.matmul ins(%collapsed_74, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_75 = linalg.transpose ins(%collapsed_74 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %205 = linalg.matmul ins(%transposed_75, %collapsed_47 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_74 : tensor<16x16xf32>) outs(%171 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<1x16xf32>
    %collapsed_76 = tensor.collapse_shape %206 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_77 = tensor.expand_shape %204 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_79 = tensor.collapse_shape %transposed_78 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_80 = linalg.transpose ins(%collapsed_43 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %207 = linalg.batch_matmul ins(%transposed_80, %collapsed_79 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_81 = linalg.transpose ins(%collapsed_44 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %208 = linalg.batch_matmul ins(%collapsed_79, %transposed_81 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_82 = tensor.expand_shape %207 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_83 = tensor.expand_shape %208 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %209 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83, %52 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%209 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x1xf32>
    %211 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %210 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %212 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %211 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %213 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_19, %212 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<2x2x8x8xf32>
    %214 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_15 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_84 = tensor.collapse_shape %214 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_85 = linalg.transpose ins(%collapsed_39 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %215 = linalg.batch_matmul ins(%transposed_85, %collapsed_84 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_86 = linalg.transpose ins(%collapsed_40 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %216 = linalg.batch_matmul ins(%collapsed_84, %transposed_86 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_87 = tensor.expand_shape %215 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_88 = tensor.expand_shape %216 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_89 = linalg.transpose ins(%expanded_82 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_91 = linalg.transpose ins(%expanded_87 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_92 = tensor.collapse_shape %transposed_91 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_93 = linalg.transpose ins(%expanded_88 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_94, %collapsed_92, %collapsed_90 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_95 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %217 = linalg.matmul ins(%collapsed_95, %arg4 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %218 = tensor.empty() : tensor<48x16xf32>
    %transposed_96 = linalg.transpose ins(%collapsed_95 : tensor<16x48xf32>) outs(%218 : tensor<48x16xf32>) permutation = [1, 0] 
    %219 = linalg.fill ins(%cst_25 : f32) outs(%218 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %220 = linalg.matmul ins(%transposed_96, %collapsed : tensor<48x16xf32>, tensor<16x16xf32>) outs(%219 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %221 = tensor.empty() : tensor<1x48xf32>
    %222 = linalg.fill ins(%cst_25 : f32) outs(%221 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map19], iterator_types = ["reduction", "parallel"]} ins(%collapsed_95 : tensor<16x48xf32>) outs(%222 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<1x48xf32>
    %collapsed_97 = tensor.collapse_shape %223 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_98 = tensor.expand_shape %217 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.mulf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %228 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %226 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %229 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.divf %in, %cst_22 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x1xf32>
    %233 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %231 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%234 : tensor<2x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_98 : tensor<2x8x16xf32>) outs(%140 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %233 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %238 = tensor.empty() : tensor<1x8x16xf32>
    %239 = linalg.fill ins(%cst_25 : f32) outs(%238 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map20], iterator_types = ["reduction", "parallel", "parallel"]} ins(%237 : tensor<2x8x16xf32>) outs(%239 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.addf %in, %out : f32
      linalg.yield %689 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_99 = tensor.collapse_shape %240 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %241 = tensor.empty() : tensor<8xi1>
    %242 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%241 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<8xi1>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%241 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<8xi1>
    %244 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%242, %243 : tensor<8xi1>, tensor<8xi1>) outs(%241 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_108: i1, %out: i1):
      %689 = arith.andi %in, %in_108 : i1
      linalg.yield %689 : i1
    } -> tensor<8xi1>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%241 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<8xi1>
    %246 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%244, %245 : tensor<8xi1>, tensor<8xi1>) outs(%241 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_108: i1, %out: i1):
      %689 = arith.andi %in, %in_108 : i1
      linalg.yield %689 : i1
    } -> tensor<8xi1>
    %expanded_100 = tensor.expand_shape %246 [[0, 1]] output_shape [8, 1] : tensor<8xi1> into tensor<8x1xi1>
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%2 : tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %689 = arith.maxsi %in, %c-8_i64 : i64
      %690 = arith.minsi %689, %c7_i64 : i64
      linalg.yield %690 : i64
    } -> tensor<8xi64>
    %248 = tensor.empty() : tensor<8x1xi1>
    %249 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_100 : tensor<8x1xi1>) outs(%248 : tensor<8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %689 = arith.xori %in, %true : i1
      linalg.yield %689 : i1
    } -> tensor<8x1xi1>
    %250 = linalg.generic {indexing_maps = [#map14, #map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%249, %cst_19, %collapsed_99 : tensor<8x1xi1>, tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %expanded_101 = tensor.expand_shape %247 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_102 = tensor.expand_shape %250 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %251 = scf.for %arg66 = %c0 to %c8 step %c1 iter_args(%arg67 = %cst_26) -> (tensor<8x16xf32>) {
      %extracted = tensor.extract %expanded_101[%arg66, %c0] : tensor<8x1xi64>
      %689 = arith.index_cast %extracted : i64 to index
      %extracted_slice_108 = tensor.extract_slice %expanded_102[%arg66, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<8x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_109 = tensor.extract_slice %arg67[%689, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
      %690 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_108, %extracted_slice_109 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_109 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_111: f32, %out: f32):
        %691 = arith.addf %in_111, %in : f32
        linalg.yield %691 : f32
      } -> tensor<1x16xf32>
      %inserted_slice_110 = tensor.insert_slice %690 into %arg67[%689, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
      scf.yield %inserted_slice_110 : tensor<8x16xf32>
    }
    %252 = tensor.empty() : tensor<2x8xi1>
    %253 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%252 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<2x8xi1>
    %254 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%252 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi slt, %in, %c32_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<2x8xi1>
    %255 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%253, %254 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%252 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_108: i1, %out: i1):
      %689 = arith.andi %in, %in_108 : i1
      linalg.yield %689 : i1
    } -> tensor<2x8xi1>
    %256 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%252 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %689 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %689 : i1
    } -> tensor<2x8xi1>
    %257 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%255, %256 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%252 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_108: i1, %out: i1):
      %689 = arith.andi %in, %in_108 : i1
      linalg.yield %689 : i1
    } -> tensor<2x8xi1>
    %expanded_103 = tensor.expand_shape %257 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %258 = tensor.empty() : tensor<2x8xi64>
    %259 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%258 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %689 = arith.maxsi %in, %c-32_i64 : i64
      %690 = arith.minsi %689, %c31_i64 : i64
      linalg.yield %690 : i64
    } -> tensor<2x8xi64>
    %260 = tensor.empty() : tensor<2x8x1xi1>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<2x8x1xi1>) outs(%260 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %689 = arith.xori %in, %true : i1
      linalg.yield %689 : i1
    } -> tensor<2x8x1xi1>
    %262 = linalg.generic {indexing_maps = [#map6, #map21, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %cst_19, %237 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_104 = tensor.collapse_shape %259 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_105 = tensor.expand_shape %collapsed_104 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_106 = tensor.collapse_shape %262 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_107 = tensor.expand_shape %collapsed_106 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %263 = scf.for %arg66 = %c0 to %c16 step %c1 iter_args(%arg67 = %cst_27) -> (tensor<32x16xf32>) {
      %extracted = tensor.extract %expanded_105[%arg66, %c0] : tensor<16x1xi64>
      %689 = arith.index_cast %extracted : i64 to index
      %extracted_slice_108 = tensor.extract_slice %expanded_107[%arg66, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<16x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_109 = tensor.extract_slice %arg67[%689, 0] [1, 16] [1, 1] : tensor<32x16xf32> to tensor<1x16xf32>
      %690 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_108, %extracted_slice_109 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_109 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_111: f32, %out: f32):
        %691 = arith.addf %in_111, %in : f32
        linalg.yield %691 : f32
      } -> tensor<1x16xf32>
      %inserted_slice_110 = tensor.insert_slice %690 into %arg67[%689, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<32x16xf32>
      scf.yield %inserted_slice_110 : tensor<32x16xf32>
    }
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %153 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %265 = "fsdp.all_reduce"(%264) {grid = @dp, reduction = 1 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %266 = "fsdp.all_reduce"(%251) {grid = @dp, reduction = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %267 = "fsdp.all_reduce"(%235) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %268 = "fsdp.all_reduce"(%236) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %269 = "fsdp.all_reduce"(%220) {grid = @dp, reduction = 1 : i32} : (tensor<48x16xf32>) -> tensor<48x16xf32>
    %270 = "fsdp.all_reduce"(%collapsed_97) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %271 = "fsdp.all_reduce"(%205) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %272 = "fsdp.all_reduce"(%collapsed_76) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %273 = "fsdp.all_reduce"(%201) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %274 = "fsdp.all_reduce"(%202) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %275 = "fsdp.all_reduce"(%186) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %276 = "fsdp.all_reduce"(%collapsed_72) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %277 = "fsdp.all_reduce"(%169) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %278 = "fsdp.all_reduce"(%collapsed_68) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %279 = "fsdp.all_reduce"(%166) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %280 = "fsdp.all_reduce"(%167) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %281 = "fsdp.all_reduce"(%133) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %282 = tensor.empty() : tensor<f64>
    %283 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg48 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %284 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.absf %in : f32
      linalg.yield %689 : f32
    } -> tensor<f32>
    %285 = tensor.empty() : tensor<i1>
    %286 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%284 : tensor<f32>) outs(%285 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %689 = arith.extf %in : f32 to f64
      %690 = arith.cmpf oge, %689, %cst_0 : f64
      linalg.yield %690 : i1
    } -> tensor<i1>
    %287 = linalg.generic {indexing_maps = [#map16, #map16, #map16, #map16], iterator_types = []} ins(%286, %cst_7, %cst_6 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<f32>
    %288 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%286, %265, %arg16 : tensor<i1>, tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %289 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%265, %arg16 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %290 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %289 : tensor<f32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %291 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%290, %288 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<32x16xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<32x16xf32>
    %294 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%293, %265 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %295 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%292, %294 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %296 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%283 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %297 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %296 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %298 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%283 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %299 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %298 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %300 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%297 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %301 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%300 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %302 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%301 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %303 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%299 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %304 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%295 : tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %305 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%303, %302 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %306 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%304, %305 : tensor<32x16xf32>, tensor<f64>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<32x16xf32>
    %307 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%302 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %308 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%307 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %309 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%306, %308 : tensor<32x16xf32>, tensor<f64>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<32x16xf32>
    %310 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%291, %309 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %311 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %310 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%151 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<32x16xf32>
    %312 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg49 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %313 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%286, %266, %arg17 : tensor<i1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%266, %arg17 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %314 : tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %316 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%315, %313 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %266 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%317, %319 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %321 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%312 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %322 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %321 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %323 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%312 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %324 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %323 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %325 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%322 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %326 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%325 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %327 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%326 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %328 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%324 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %329 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%320 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %330 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%328, %327 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %331 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%329, %330 : tensor<8x16xf32>, tensor<f64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<8x16xf32>
    %332 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%327 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %333 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%332 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %334 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%331, %333 : tensor<8x16xf32>, tensor<f64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<8x16xf32>
    %335 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%316, %334 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %336 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %335 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<8x16xf32>
    %337 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg50 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %338 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %267, %arg18 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%267, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %340 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %339 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%340, %338 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%267 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %344 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%343, %267 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %345 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%342, %344 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %346 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%337 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %347 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %346 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %348 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%337 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %349 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %348 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %350 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%347 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %351 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%350 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %352 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%351 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %353 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%349 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %354 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%345 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %355 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%353, %352 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %356 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%354, %355 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %357 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%352 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %358 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%357 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %359 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%356, %358 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %360 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%341, %359 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %361 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %360 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %362 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg51 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %363 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %268, %arg19 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%268, %arg19 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %364 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%365, %363 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%268 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %369 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%368, %268 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %370 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%367, %369 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %371 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%362 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %372 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %371 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %373 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%362 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %374 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %373 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %375 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%372 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %376 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%375 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %377 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%376 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %378 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%374 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %379 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%370 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %380 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%378, %377 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %381 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%379, %380 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %382 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%377 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %383 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%382 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %384 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%381, %383 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %385 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%366, %384 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %386 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %385 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %387 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg52 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %388 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%286, %269, %arg20 : tensor<i1>, tensor<48x16xf32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %arg20 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %390 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %389 : tensor<f32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%390, %388 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48x16xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269 : tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48x16xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%393, %269 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %395 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%392, %394 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %396 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%387 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %397 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %396 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %398 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%387 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %399 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %398 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %400 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%397 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %401 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%400 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %402 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%401 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %403 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%399 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %404 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %405 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%403, %402 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %406 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%404, %405 : tensor<48x16xf32>, tensor<f64>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48x16xf32>
    %407 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%402 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %408 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%407 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %409 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%406, %408 : tensor<48x16xf32>, tensor<f64>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48x16xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%391, %409 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %410 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%218 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48x16xf32>
    %412 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg53 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %413 = tensor.empty() : tensor<48xf32>
    %414 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %270, %arg21 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %415 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %arg21 : tensor<48xf32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %416 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %415 : tensor<f32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%416, %414 : tensor<48xf32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg37 : tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%270 : tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48xf32>
    %420 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%419, %270 : tensor<48xf32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %421 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%418, %420 : tensor<48xf32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %422 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%412 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %423 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %422 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %424 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%412 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %425 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %424 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %426 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%423 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %427 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%426 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %428 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%427 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %429 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%425 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %430 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%421 : tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %431 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%429, %428 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %432 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%430, %431 : tensor<48xf32>, tensor<f64>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48xf32>
    %433 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%428 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %434 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%433 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %435 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%432, %434 : tensor<48xf32>, tensor<f64>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<48xf32>
    %436 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%417, %435 : tensor<48xf32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %436 : tensor<48xf32>, tensor<48xf32>) outs(%413 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<48xf32>
    %438 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg54 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %439 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%286, %271, %arg22 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271, %arg22 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %441 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %440 : tensor<f32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%441, %439 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %443 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x16xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%271 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x16xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%444, %271 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %446 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%443, %445 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %447 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%438 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %448 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %447 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %449 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%438 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %450 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %449 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %451 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%448 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %452 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%451 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %453 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%452 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %454 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%450 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %455 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%446 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %456 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%454, %453 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %457 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%455, %456 : tensor<16x16xf32>, tensor<f64>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x16xf32>
    %458 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%453 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %459 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%458 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %460 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%457, %459 : tensor<16x16xf32>, tensor<f64>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x16xf32>
    %461 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%442, %460 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %462 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %461 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x16xf32>
    %463 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg55 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %464 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %272, %arg23 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %arg23 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %465 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%466, %464 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%272 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %470 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%469, %272 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%468, %470 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %472 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%463 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %473 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %472 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %474 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%463 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %475 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %474 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %476 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%473 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %477 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%476 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %478 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%477 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %479 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%475 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %480 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%471 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %481 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%479, %478 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %482 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%480, %481 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %483 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%478 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %484 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%483 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %485 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%482, %484 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %486 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%467, %485 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %487 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %486 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %488 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg56 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %489 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %273, %arg24 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%273, %arg24 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %491 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %490 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %492 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%491, %489 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %493 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %494 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%273 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %495 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%494, %273 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %496 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%493, %495 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %497 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%488 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %498 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %497 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %499 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%488 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %500 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %499 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %501 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%498 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %502 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%501 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %503 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%502 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %504 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%500 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %505 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%496 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %506 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%504, %503 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %507 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%505, %506 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %508 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%503 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %509 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%508 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %510 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%507, %509 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %511 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%492, %510 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %512 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %511 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %513 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg57 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %514 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %274, %arg25 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %515 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %arg25 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %516 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %515 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%516, %514 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %518 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg41 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%274 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %520 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%519, %274 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%518, %520 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %522 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%513 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %523 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %522 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %524 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%513 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %525 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %524 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %526 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%523 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %527 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%526 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %528 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%527 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %529 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%525 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %530 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%521 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %531 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%529, %528 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %532 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%530, %531 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %533 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%528 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %534 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%533 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %535 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%532, %534 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %536 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%517, %535 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %537 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %536 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %538 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg58 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %539 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%286, %275, %arg26 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %540 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %arg26 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %541 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %540 : tensor<f32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%541, %539 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %543 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64x16xf32>
    %544 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64x16xf32>
    %545 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%544, %275 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %546 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%543, %545 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %547 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%538 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %548 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %547 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %549 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%538 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %550 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %549 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %551 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%548 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %552 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%551 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %553 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%552 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %554 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%550 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %555 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%546 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %556 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%554, %553 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %557 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%555, %556 : tensor<64x16xf32>, tensor<f64>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64x16xf32>
    %558 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%553 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %559 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%558 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %560 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%557, %559 : tensor<64x16xf32>, tensor<f64>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64x16xf32>
    %561 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%542, %560 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %562 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %561 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64x16xf32>
    %563 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg59 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %564 = tensor.empty() : tensor<64xf32>
    %565 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %276, %arg27 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %566 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%276, %arg27 : tensor<64xf32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %567 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %566 : tensor<f32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %568 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%567, %565 : tensor<64xf32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %569 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64xf32>
    %570 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%276 : tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64xf32>
    %571 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%570, %276 : tensor<64xf32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %572 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%569, %571 : tensor<64xf32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %573 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%563 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %574 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %573 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %575 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%563 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %576 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %575 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %577 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%574 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %578 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%577 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %579 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%578 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %580 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%576 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %581 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%572 : tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %582 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%580, %579 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %583 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%581, %582 : tensor<64xf32>, tensor<f64>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64xf32>
    %584 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%579 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %585 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%584 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %586 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%583, %585 : tensor<64xf32>, tensor<f64>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<64xf32>
    %587 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%568, %586 : tensor<64xf32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %588 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %587 : tensor<64xf32>, tensor<64xf32>) outs(%564 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<64xf32>
    %589 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg60 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %590 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%286, %277, %arg28 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %591 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%277, %arg28 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %592 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%287, %591 : tensor<f32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %593 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%592, %590 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %594 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x64xf32>
    %595 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x64xf32>
    %596 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%595, %277 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %597 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%594, %596 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %598 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%589 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %599 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %598 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %600 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%589 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %601 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %600 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %602 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%599 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %603 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%602 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %604 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%603 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %605 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%601 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %606 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%597 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %607 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%605, %604 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %608 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%606, %607 : tensor<16x64xf32>, tensor<f64>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x64xf32>
    %609 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%604 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %610 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%609 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %611 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%608, %610 : tensor<16x64xf32>, tensor<f64>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16x64xf32>
    %612 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%593, %611 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %613 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %612 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16x64xf32>
    %614 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg61 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %615 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %278, %arg29 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %616 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%278, %arg29 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %617 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %616 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %618 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%617, %615 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %619 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %620 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %621 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%620, %278 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %622 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%619, %621 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %623 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%614 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %624 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %623 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %625 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%614 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %626 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %625 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %627 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%624 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %628 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%627 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %629 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%628 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %630 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%626 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %631 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%622 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %632 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%630, %629 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %633 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%631, %632 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %634 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%629 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %635 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%634 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %636 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%633, %635 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %637 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%618, %636 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %638 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %637 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %639 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg62 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %640 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %279, %arg30 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %641 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%279, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %642 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %641 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %643 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%642, %640 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %645 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%279 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %646 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%645, %279 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %647 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%644, %646 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %648 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%639 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %649 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %648 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %650 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%639 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %651 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %650 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %652 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%649 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %653 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%652 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %654 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%653 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %655 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%651 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %656 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%647 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %657 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%655, %654 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %658 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%656, %657 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %659 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%654 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %660 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%659 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %661 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%658, %660 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %662 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%643, %661 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %663 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %662 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %664 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg63 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.addf %in, %cst_8 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %665 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%286, %280, %arg31 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_108: f32, %in_109: f32, %out: f32):
      %689 = arith.select %in, %in_108, %in_109 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%280, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.subf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %667 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%287, %666 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %668 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%667, %665 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_1 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %670 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%280 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = arith.truncf %cst_2 : f64 to f32
      %690 = arith.mulf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %671 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%670, %280 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.mulf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %672 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%669, %671 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %673 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%664 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_3, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %674 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %673 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %675 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%664 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.powf %cst_1, %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %676 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %675 : tensor<i64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: i64, %in_108: f64, %out: f64):
      %689 = arith.sitofp %in : i64 to f64
      %690 = arith.subf %689, %in_108 : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %677 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%674 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %678 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%677 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_4 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %679 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%678 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.negf %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %680 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%676 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = math.sqrt %in : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %681 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%672 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %689 = math.sqrt %in : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %682 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%680, %679 : tensor<f64>, tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %in_108: f64, %out: f64):
      %689 = arith.mulf %in, %in_108 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %683 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%681, %682 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.divf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %684 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%679 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.cmpf one, %in, %cst_10 : f64
      cf.assert %689, "unimplemented: tensor with zero element"
      %690 = arith.divf %cst_8, %in : f64
      linalg.yield %690 : f64
    } -> tensor<f64>
    %685 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%684 : tensor<f64>) outs(%282 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %689 = arith.mulf %in, %cst_5 : f64
      linalg.yield %689 : f64
    } -> tensor<f64>
    %686 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%683, %685 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f64, %out: f32):
      %689 = arith.truncf %in_108 : f64 to f32
      %690 = arith.addf %in, %689 : f32
      linalg.yield %690 : f32
    } -> tensor<16xf32>
    %687 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%668, %686 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.divf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    %688 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %687 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_108: f32, %out: f32):
      %689 = arith.addf %in, %in_108 : f32
      linalg.yield %689 : f32
    } -> tensor<16xf32>
    return %311, %336, %361, %386, %411, %437, %462, %487, %512, %537, %562, %588, %613, %638, %663, %688, %291, %316, %341, %366, %391, %417, %442, %467, %492, %517, %542, %568, %593, %618, %643, %668, %295, %320, %345, %370, %395, %421, %446, %471, %496, %521, %546, %572, %597, %622, %647, %672, %283, %312, %337, %362, %387, %412, %438, %463, %488, %513, %538, %563, %589, %614, %639, %664, %281 : tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101"
    }
  }
#-}
