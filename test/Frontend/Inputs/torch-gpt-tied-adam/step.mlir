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
#map18 = affine_map<(d0, d1) -> (0, d1)>
#map19 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map20 = affine_map<(d0, d1, d2) -> ()>
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
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %cst_9 = arith.constant 0.000000e+00 : f64
    %cst_10 = arith.constant 0.000000e+00 : f32
    %c0_i8 = arith.constant 0 : i8
    %true = arith.constant true
    %cst_11 = arith.constant 0xFF800000 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_16 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_17 = arith.constant 0.3989422804014327 : f64
    %cst_18 = arith.constant 0.70710678118654757 : f64
    %cst_19 = arith.constant 2.8284271247461903 : f64
    %cst_20 = arith.constant 1.000000e-05 : f64
    %cst_21 = arith.constant 1.600000e+01 : f64
    %cst_22 = arith.constant 1.600000e+01 : f32
    %cst_23 = arith.constant 1.41421354 : f32
    %cst_24 = arith.constant -5.000000e-01 : f32
    %c32_i64 = arith.constant 32 : i64
    %c-100_i64 = arith.constant -100 : i64
    %c-8_i64 = arith.constant -8 : i64
    %c7_i64 = arith.constant 7 : i64
    %c-32_i64 = arith.constant -32 : i64
    %c31_i64 = arith.constant 31 : i64
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<32x16xf32>
    %cst_27 = arith.constant dense<0> : tensor<i64>
    %cst_28 = arith.constant dense_resource<torch_tensor_8_8_torch.uint8> : tensor<8x8xi8>
    %0 = tensor.empty() : tensor<2x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %687 = arith.index_cast %in : i64 to index
      %688 = linalg.index 2 : index
      %689 = arith.cmpi slt, %687, %c32 : index
      cf.assert %689, "index must be smaller than dim size"
      %690 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %690, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%687, %688] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x8x16xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %687 = linalg.index 0 : index
      %688 = arith.index_cast %687 : index to i64
      linalg.yield %688 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8xi64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %687 = arith.index_cast %in : i64 to index
      %688 = linalg.index 1 : index
      %689 = arith.cmpi slt, %687, %c8 : index
      cf.assert %689, "index must be smaller than dim size"
      %690 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %690, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%687, %688] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x8x16xf32>, tensor<8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %7 = tensor.empty() : tensor<2x8x16xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %687 = arith.extf %in : f32 to f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %9 = tensor.empty() : tensor<2x8x1xf64>
    %10 = linalg.fill ins(%cst_9 : f64) outs(%9 : tensor<2x8x1xf64>) -> tensor<2x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %out : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.divf %in, %cst_21 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %12 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.subf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %13 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %15 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %out : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.divf %in, %cst_21 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %17 = tensor.empty() : tensor<2x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %687 = arith.truncf %in : f64 to f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %19 = linalg.fill ins(%cst_10 : f32) outs(%17 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_20 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<2x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.rsqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %21 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %23 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg3 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %collapsed = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %28 = tensor.empty() : tensor<16x48xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<48x16xf32>) outs(%28 : tensor<16x48xf32>) permutation = [1, 0] 
    %29 = linalg.fill ins(%cst_10 : f32) outs(%28 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<16x16xf32>, tensor<16x48xf32>) outs(%29 : tensor<16x48xf32>) -> tensor<16x48xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x48xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%28 : tensor<16x48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x48xf32>
    %expanded = tensor.expand_shape %32 [[0, 1], [2]] output_shape [2, 8, 48] : tensor<16x48xf32> into tensor<2x8x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_29 = tensor.extract_slice %expanded[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %extracted_slice_30 = tensor.extract_slice %expanded[0, 0, 32] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
    %expanded_31 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %33 = tensor.empty() : tensor<2x2x8x8xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_33 = tensor.expand_shape %extracted_slice_29 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %expanded_34 = tensor.expand_shape %extracted_slice_30 [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%expanded_33 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_37 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %34 = tensor.empty() : tensor<4x8x8xf32>
    %35 = linalg.fill ins(%cst_10 : f32) outs(%34 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %36 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_39 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_19 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<2x2x8x8xf32>
    %38 = tensor.empty() : tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_28 : tensor<8x8xi8>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i8, %out: i1):
      %687 = arith.cmpi ne, %in, %c0_i8 : i8
      linalg.yield %687 : i1
    } -> tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xi1>) outs(%38 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %687 = arith.xori %in, %true : i1
      linalg.yield %687 : i1
    } -> tensor<8x8xi1>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_16, %37 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %42 = tensor.empty() : tensor<2x2x8xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<2x2x8xi64>) -> tensor<2x2x8xi64>
    %44 = tensor.empty() : tensor<2x2x8xf32>
    %45 = linalg.fill ins(%cst_11 : f32) outs(%44 : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %46:2 = linalg.generic {indexing_maps = [#map9, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x2x8x8xf32>) outs(%45, %43 : tensor<2x2x8xf32>, tensor<2x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_106: i64):
      %687 = linalg.index 3 : index
      %688 = arith.index_cast %687 : index to i64
      %689 = arith.maximumf %in, %out : f32
      %690 = arith.cmpf ogt, %in, %out : f32
      %691 = arith.select %690, %688, %out_106 : i64
      linalg.yield %689, %691 : f32, i64
    } -> (tensor<2x2x8xf32>, tensor<2x2x8xi64>)
    %expanded_40 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [2, 2, 8, 1] : tensor<2x2x8xf32> into tensor<2x2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_40 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.exp %in : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %49 = tensor.empty() : tensor<2x2x8x1xf32>
    %50 = linalg.fill ins(%cst_10 : f32) outs(%49 : tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %52 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %53 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_43 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %54 = tensor.empty() : tensor<2x8x2x8xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_45 = tensor.collapse_shape %transposed_44 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
    %55 = tensor.empty() : tensor<16x16xf32>
    %transposed_46 = linalg.transpose ins(%arg6 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %56 = linalg.fill ins(%cst_10 : f32) outs(%55 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %57 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %expanded_47 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %expanded_47 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %687 = arith.extf %in : f32 to f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %62 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %out : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.divf %in, %cst_21 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %64 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %63 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.subf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %65 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %64 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %66 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%65 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %out : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.divf %in, %cst_21 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %687 = arith.truncf %in : f64 to f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_20 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<2x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.rsqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %70 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %72 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %arg9 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_48 = tensor.collapse_shape %76 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %77 = tensor.empty() : tensor<16x64xf32>
    %transposed_49 = linalg.transpose ins(%arg10 : tensor<64x16xf32>) outs(%77 : tensor<16x64xf32>) permutation = [1, 0] 
    %78 = linalg.fill ins(%cst_10 : f32) outs(%77 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%79, %80 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %expanded_50 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %82 = tensor.empty() : tensor<2x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_23 : f32
      %688 = math.erf %687 : f32
      %689 = arith.addf %688, %cst_12 : f32
      %690 = arith.mulf %689, %cst_13 : f32
      %691 = arith.mulf %in, %690 : f32
      linalg.yield %691 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_51 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %84 = tensor.empty() : tensor<64x16xf32>
    %transposed_52 = linalg.transpose ins(%arg12 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %85 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%85, %86 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %expanded_53 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %expanded_53 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %687 = arith.extf %in : f32 to f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %90 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %out : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.divf %in, %cst_21 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %91 : tensor<2x8x16xf64>, tensor<2x8x1xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.subf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %92 : tensor<2x8x16xf64>, tensor<2x8x16xf64>) outs(%7 : tensor<2x8x16xf64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x16xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<2x8x16xf64>) outs(%10 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %out : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x1xf64>) outs(%9 : tensor<2x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.divf %in, %cst_21 : f64
      linalg.yield %687 : f64
    } -> tensor<2x8x1xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1xf64>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %687 = arith.truncf %in : f64 to f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_20 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<2x8x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.rsqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %98 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %100 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg15 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %105 = tensor.empty() : tensor<16x32xf32>
    %transposed_54 = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%105 : tensor<16x32xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %106 = linalg.fill ins(%cst_10 : f32) outs(%105 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %107 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%106 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %collapsed_56 = tensor.collapse_shape %arg65 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %108 = tensor.empty() : tensor<16xi64>
    %109 = linalg.fill ins(%c0_i64 : i64) outs(%108 : tensor<16xi64>) -> tensor<16xi64>
    %110 = tensor.empty() : tensor<16xf32>
    %111 = linalg.fill ins(%cst_11 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %112:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<16x32xf32>) outs(%111, %109 : tensor<16xf32>, tensor<16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_106: i64):
      %687 = linalg.index 1 : index
      %688 = arith.index_cast %687 : index to i64
      %689 = arith.maximumf %in, %out : f32
      %690 = arith.cmpf ogt, %in, %out : f32
      %691 = arith.select %690, %688, %out_106 : i64
      linalg.yield %689, %691 : f32, i64
    } -> (tensor<16xf32>, tensor<16xi64>)
    %expanded_57 = tensor.expand_shape %112#0 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%107, %expanded_57 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.exp %in : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %115 = tensor.empty() : tensor<16x1xf32>
    %116 = linalg.fill ins(%cst_10 : f32) outs(%115 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%114 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<16x1xf32>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.log %in : f32
      linalg.yield %687 : f32
    } -> tensor<16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%113, %118 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %120 = tensor.empty() : tensor<16xi1>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_56 : tensor<16xi64>) outs(%120 : tensor<16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %687 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %687 : i1
    } -> tensor<16xi1>
    %122 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %collapsed_56, %cst_27 : tensor<16xi1>, tensor<16xi64>, tensor<i64>) outs(%108 : tensor<16xi64>) {
    ^bb0(%in: i1, %in_106: i64, %in_107: i64, %out: i64):
      %687 = arith.select %in, %in_106, %in_107 : i64
      linalg.yield %687 : i64
    } -> tensor<16xi64>
    %expanded_58 = tensor.expand_shape %122 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_58 : tensor<16x1xi64>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %687 = linalg.index 0 : index
      %688 = arith.index_cast %in : i64 to index
      %689 = arith.cmpi slt, %688, %c32 : index
      cf.assert %689, "index must be smaller than dim size"
      %690 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %690, "index must be larger or equal to 0"
      %extracted = tensor.extract %119[%687, %688] : tensor<16x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x1xf32>
    %collapsed_59 = tensor.collapse_shape %123 [[0, 1]] : tensor<16x1xf32> into tensor<16xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_59 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.negf %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map15, #map2], iterator_types = ["parallel"]} ins(%121, %124, %cst_15 : tensor<16xi1>, tensor<16xf32>, tensor<f32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %126 = tensor.empty() : tensor<i64>
    %127 = linalg.fill ins(%c0_i64 : i64) outs(%126 : tensor<i64>) -> tensor<i64>
    %128 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%121 : tensor<16xi1>) outs(%127 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %687 = arith.extui %in : i1 to i64
      %688 = arith.addi %687, %out : i64
      linalg.yield %688 : i64
    } -> tensor<i64>
    %129 = tensor.empty() : tensor<f32>
    %130 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%128 : tensor<i64>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %687 = arith.sitofp %in : i64 to f32
      linalg.yield %687 : f32
    } -> tensor<f32>
    %131 = linalg.fill ins(%cst_10 : f32) outs(%129 : tensor<f32>) -> tensor<f32>
    %132 = linalg.generic {indexing_maps = [#map2, #map15], iterator_types = ["reduction"]} ins(%125 : tensor<16xf32>) outs(%131 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<f32>
    %133 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%132, %130 : tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<f32>
    %expanded_60 = tensor.expand_shape %collapsed_56 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %134 = tensor.empty() : tensor<32xi64>
    %135 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%134 : tensor<32xi64>) {
    ^bb0(%out: i64):
      %687 = linalg.index 0 : index
      %688 = arith.index_cast %687 : index to i64
      linalg.yield %688 : i64
    } -> tensor<32xi64>
    %136 = tensor.empty() : tensor<16x32xi1>
    %137 = linalg.generic {indexing_maps = [#map14, #map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_60, %135 : tensor<16x1xi64>, tensor<32xi64>) outs(%136 : tensor<16x32xi1>) {
    ^bb0(%in: i64, %in_106: i64, %out: i1):
      %687 = arith.cmpi eq, %in, %in_106 : i64
      linalg.yield %687 : i1
    } -> tensor<16x32xi1>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<16x32xi1>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: i1, %out: f32):
      %687 = arith.uitofp %in : i1 to f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.negf %in : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %expanded_61 = tensor.expand_shape %121 [[0, 1]] output_shape [16, 1] : tensor<16xi1> into tensor<16x1xi1>
    %140 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_61 : tensor<16x1xi1>) outs(%115 : tensor<16x1xf32>) {
    ^bb0(%in: i1, %out: f32):
      %687 = arith.uitofp %in : i1 to f32
      linalg.yield %687 : f32
    } -> tensor<16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%139, %140 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%141, %130 : tensor<16x32xf32>, tensor<f32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%142, %cst_14 : tensor<16x32xf32>, tensor<f32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.exp %in : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["parallel", "reduction"]} ins(%143 : tensor<16x32xf32>) outs(%116 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map14, #map4], iterator_types = ["parallel", "parallel"]} ins(%144, %145 : tensor<16x32xf32>, tensor<16x1xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%143, %146 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%105 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x32xf32>
    %148 = tensor.empty() : tensor<32x16xf32>
    %transposed_62 = linalg.transpose ins(%147 : tensor<16x32xf32>) outs(%148 : tensor<32x16xf32>) permutation = [1, 0] 
    %149 = linalg.fill ins(%cst_10 : f32) outs(%148 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %150 = linalg.matmul ins(%transposed_62, %collapsed_55 : tensor<32x16xf32>, tensor<16x16xf32>) outs(%149 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %151 = linalg.matmul ins(%147, %arg0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %expanded_63 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %arg14 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.mulf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %156 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %154 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %157 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %159 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %102 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %163 = linalg.fill ins(%cst_10 : f32) outs(%110 : tensor<16xf32>) -> tensor<16xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%162 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_63 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %collapsed_64 = tensor.collapse_shape %161 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %166 = linalg.matmul ins(%collapsed_64, %arg12 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %transposed_65 = linalg.transpose ins(%collapsed_64 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %167 = linalg.matmul ins(%transposed_65, %collapsed_51 : tensor<16x16xf32>, tensor<16x64xf32>) outs(%78 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %168 = tensor.empty() : tensor<1x16xf32>
    %169 = linalg.fill ins(%cst_10 : f32) outs(%168 : tensor<1x16xf32>) -> tensor<1x16xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_64 : tensor<16x16xf32>) outs(%169 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<1x16xf32>
    %collapsed_66 = tensor.collapse_shape %170 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_67 = tensor.expand_shape %166 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_18 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<2x8x64xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.erf %in : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %cst_12 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.mulf %in, %cst_13 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_50 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.mulf %in, %cst_24 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.exp %in : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_17 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<2x8x64xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %178 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %179 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %180 : tensor<2x8x64xf32>, tensor<2x8x64xf32>) outs(%82 : tensor<2x8x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x64xf32>
    %collapsed_68 = tensor.collapse_shape %181 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %182 = linalg.matmul ins(%collapsed_68, %arg10 : tensor<16x64xf32>, tensor<64x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_69 = linalg.transpose ins(%collapsed_68 : tensor<16x64xf32>) outs(%84 : tensor<64x16xf32>) permutation = [1, 0] 
    %183 = linalg.fill ins(%cst_10 : f32) outs(%84 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %184 = linalg.matmul ins(%transposed_69, %collapsed_48 : tensor<64x16xf32>, tensor<16x16xf32>) outs(%183 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %185 = tensor.empty() : tensor<1x64xf32>
    %186 = linalg.fill ins(%cst_10 : f32) outs(%185 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_68 : tensor<16x64xf32>) outs(%186 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<1x64xf32>
    %collapsed_70 = tensor.collapse_shape %187 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
    %expanded_71 = tensor.expand_shape %182 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %arg8 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.mulf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%188 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%191 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %192 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %190 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %193 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %197 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %195 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %74 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%198 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_71 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %197 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_72 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %202 = linalg.matmul ins(%collapsed_72, %arg6 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %transposed_73 = linalg.transpose ins(%collapsed_72 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) permutation = [1, 0] 
    %203 = linalg.matmul ins(%transposed_73, %collapsed_45 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_72 : tensor<16x16xf32>) outs(%169 : tensor<1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<1x16xf32>
    %collapsed_74 = tensor.collapse_shape %204 [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %expanded_75 = tensor.expand_shape %202 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<2x8x2x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_77 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_78 = linalg.transpose ins(%collapsed_41 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %205 = linalg.batch_matmul ins(%transposed_78, %collapsed_77 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_79 = linalg.transpose ins(%collapsed_42 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %206 = linalg.batch_matmul ins(%collapsed_77, %transposed_79 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_80 = tensor.expand_shape %205 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_81 = tensor.expand_shape %206 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %207 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81, %52 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %208 = linalg.generic {indexing_maps = [#map9, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<2x2x8x8xf32>) outs(%50 : tensor<2x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map9, #map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %208 : tensor<2x2x8x8xf32>, tensor<2x2x8x1xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %211 = linalg.generic {indexing_maps = [#map10, #map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_15, %210 : tensor<8x8xi1>, tensor<f32>, tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<2x2x8x8xf32>
    %212 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<2x2x8x8xf32>) outs(%33 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_19 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<2x2x8x8xf32>
    %collapsed_82 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %transposed_83 = linalg.transpose ins(%collapsed_37 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %213 = linalg.batch_matmul ins(%transposed_83, %collapsed_82 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %transposed_84 = linalg.transpose ins(%collapsed_38 : tensor<4x8x8xf32>) outs(%34 : tensor<4x8x8xf32>) permutation = [0, 2, 1] 
    %214 = linalg.batch_matmul ins(%collapsed_82, %transposed_84 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_85 = tensor.expand_shape %213 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %expanded_86 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
    %transposed_87 = linalg.transpose ins(%expanded_80 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_88 = tensor.collapse_shape %transposed_87 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_89 = linalg.transpose ins(%expanded_85 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %transposed_91 = linalg.transpose ins(%expanded_86 : tensor<2x2x8x8xf32>) outs(%54 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_92 = tensor.collapse_shape %transposed_91 [[0], [1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<2x8x16xf32>
    %concat = tensor.concat dim(2) %collapsed_92, %collapsed_90, %collapsed_88 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %collapsed_93 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x8x48xf32> into tensor<16x48xf32>
    %215 = linalg.matmul ins(%collapsed_93, %arg4 : tensor<16x48xf32>, tensor<48x16xf32>) outs(%56 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %216 = tensor.empty() : tensor<48x16xf32>
    %transposed_94 = linalg.transpose ins(%collapsed_93 : tensor<16x48xf32>) outs(%216 : tensor<48x16xf32>) permutation = [1, 0] 
    %217 = linalg.fill ins(%cst_10 : f32) outs(%216 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %218 = linalg.matmul ins(%transposed_94, %collapsed : tensor<48x16xf32>, tensor<16x16xf32>) outs(%217 : tensor<48x16xf32>) -> tensor<48x16xf32>
    %219 = tensor.empty() : tensor<1x48xf32>
    %220 = linalg.fill ins(%cst_10 : f32) outs(%219 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map18], iterator_types = ["reduction", "parallel"]} ins(%collapsed_93 : tensor<16x48xf32>) outs(%220 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<1x48xf32>
    %collapsed_95 = tensor.collapse_shape %221 [[0, 1]] : tensor<1x48xf32> into tensor<48xf32>
    %expanded_96 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %arg2 : tensor<2x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.mulf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<2x8x16xf32>) outs(%19 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %226 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %224 : tensor<2x8x16xf32>, tensor<2x8x1xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %227 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x1xf32>) outs(%17 : tensor<2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_22 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x1xf32>
    %231 = linalg.generic {indexing_maps = [#map6, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %229 : tensor<2x8x1xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %25 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%232 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_96 : tensor<2x8x16xf32>) outs(%163 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %231 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %236 = tensor.empty() : tensor<1x8x16xf32>
    %237 = linalg.fill ins(%cst_10 : f32) outs(%236 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map19], iterator_types = ["reduction", "parallel", "parallel"]} ins(%235 : tensor<2x8x16xf32>) outs(%237 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.addf %in, %out : f32
      linalg.yield %687 : f32
    } -> tensor<1x8x16xf32>
    %collapsed_97 = tensor.collapse_shape %238 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %239 = tensor.empty() : tensor<8xi1>
    %240 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%239 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %687 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %687 : i1
    } -> tensor<8xi1>
    %241 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%239 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %687 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %687 : i1
    } -> tensor<8xi1>
    %242 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%240, %241 : tensor<8xi1>, tensor<8xi1>) outs(%239 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_106: i1, %out: i1):
      %687 = arith.andi %in, %in_106 : i1
      linalg.yield %687 : i1
    } -> tensor<8xi1>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%239 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %687 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %687 : i1
    } -> tensor<8xi1>
    %244 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%242, %243 : tensor<8xi1>, tensor<8xi1>) outs(%239 : tensor<8xi1>) {
    ^bb0(%in: i1, %in_106: i1, %out: i1):
      %687 = arith.andi %in, %in_106 : i1
      linalg.yield %687 : i1
    } -> tensor<8xi1>
    %expanded_98 = tensor.expand_shape %244 [[0, 1]] output_shape [8, 1] : tensor<8xi1> into tensor<8x1xi1>
    %245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<8xi64>) outs(%2 : tensor<8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %687 = arith.maxsi %in, %c-8_i64 : i64
      %688 = arith.minsi %687, %c7_i64 : i64
      linalg.yield %688 : i64
    } -> tensor<8xi64>
    %246 = tensor.empty() : tensor<8x1xi1>
    %247 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_98 : tensor<8x1xi1>) outs(%246 : tensor<8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %687 = arith.xori %in, %true : i1
      linalg.yield %687 : i1
    } -> tensor<8x1xi1>
    %248 = linalg.generic {indexing_maps = [#map14, #map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%247, %cst_15, %collapsed_97 : tensor<8x1xi1>, tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %expanded_99 = tensor.expand_shape %245 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_100 = tensor.expand_shape %248 [[0], [1, 2]] output_shape [8, 1, 16] : tensor<8x16xf32> into tensor<8x1x16xf32>
    %249 = scf.for %arg66 = %c0 to %c8 step %c1 iter_args(%arg67 = %cst_25) -> (tensor<8x16xf32>) {
      %extracted = tensor.extract %expanded_99[%arg66, %c0] : tensor<8x1xi64>
      %687 = arith.index_cast %extracted : i64 to index
      %extracted_slice_106 = tensor.extract_slice %expanded_100[%arg66, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<8x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_107 = tensor.extract_slice %arg67[%687, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<1x16xf32>
      %688 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_106, %extracted_slice_107 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_107 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_108: f32, %out: f32):
        %689 = arith.addf %in_108, %in : f32
        linalg.yield %689 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %688 into %arg67[%687, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
      scf.yield %inserted_slice : tensor<8x16xf32>
    }
    %250 = tensor.empty() : tensor<2x8xi1>
    %251 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%250 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %687 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %687 : i1
    } -> tensor<2x8xi1>
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%250 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %687 = arith.cmpi slt, %in, %c32_i64 : i64
      linalg.yield %687 : i1
    } -> tensor<2x8xi1>
    %253 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%251, %252 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%250 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_106: i1, %out: i1):
      %687 = arith.andi %in, %in_106 : i1
      linalg.yield %687 : i1
    } -> tensor<2x8xi1>
    %254 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%250 : tensor<2x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %687 = arith.cmpi ne, %in, %c-1_i64 : i64
      linalg.yield %687 : i1
    } -> tensor<2x8xi1>
    %255 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%253, %254 : tensor<2x8xi1>, tensor<2x8xi1>) outs(%250 : tensor<2x8xi1>) {
    ^bb0(%in: i1, %in_106: i1, %out: i1):
      %687 = arith.andi %in, %in_106 : i1
      linalg.yield %687 : i1
    } -> tensor<2x8xi1>
    %expanded_101 = tensor.expand_shape %255 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xi1> into tensor<2x8x1xi1>
    %256 = tensor.empty() : tensor<2x8xi64>
    %257 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x8xi64>) outs(%256 : tensor<2x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %687 = arith.maxsi %in, %c-32_i64 : i64
      %688 = arith.minsi %687, %c31_i64 : i64
      linalg.yield %688 : i64
    } -> tensor<2x8xi64>
    %258 = tensor.empty() : tensor<2x8x1xi1>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<2x8x1xi1>) outs(%258 : tensor<2x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %687 = arith.xori %in, %true : i1
      linalg.yield %687 : i1
    } -> tensor<2x8x1xi1>
    %260 = linalg.generic {indexing_maps = [#map6, #map20, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %cst_15, %235 : tensor<2x8x1xi1>, tensor<f32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x8x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<2x8x16xf32>
    %collapsed_102 = tensor.collapse_shape %257 [[0, 1]] : tensor<2x8xi64> into tensor<16xi64>
    %expanded_103 = tensor.expand_shape %collapsed_102 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %collapsed_104 = tensor.collapse_shape %260 [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
    %expanded_105 = tensor.expand_shape %collapsed_104 [[0], [1, 2]] output_shape [16, 1, 16] : tensor<16x16xf32> into tensor<16x1x16xf32>
    %261 = scf.for %arg66 = %c0 to %c16 step %c1 iter_args(%arg67 = %cst_26) -> (tensor<32x16xf32>) {
      %extracted = tensor.extract %expanded_103[%arg66, %c0] : tensor<16x1xi64>
      %687 = arith.index_cast %extracted : i64 to index
      %extracted_slice_106 = tensor.extract_slice %expanded_105[%arg66, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<16x1x16xf32> to tensor<1x16xf32>
      %extracted_slice_107 = tensor.extract_slice %arg67[%687, 0] [1, 16] [1, 1] : tensor<32x16xf32> to tensor<1x16xf32>
      %688 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_106, %extracted_slice_107 : tensor<1x16xf32>, tensor<1x16xf32>) outs(%extracted_slice_107 : tensor<1x16xf32>) {
      ^bb0(%in: f32, %in_108: f32, %out: f32):
        %689 = arith.addf %in_108, %in : f32
        linalg.yield %689 : f32
      } -> tensor<1x16xf32>
      %inserted_slice = tensor.insert_slice %688 into %arg67[%687, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<32x16xf32>
      scf.yield %inserted_slice : tensor<32x16xf32>
    }
    %262 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%261, %150 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %263 = "fsdp.all_reduce"(%262) {grid = @dp, reduction = 1 : i32} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %264 = "fsdp.all_reduce"(%249) {grid = @dp, reduction = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %265 = "fsdp.all_reduce"(%233) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %266 = "fsdp.all_reduce"(%234) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %267 = "fsdp.all_reduce"(%218) {grid = @dp, reduction = 1 : i32} : (tensor<48x16xf32>) -> tensor<48x16xf32>
    %268 = "fsdp.all_reduce"(%collapsed_95) {grid = @dp, reduction = 1 : i32} : (tensor<48xf32>) -> tensor<48xf32>
    %269 = "fsdp.all_reduce"(%203) {grid = @dp, reduction = 1 : i32} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %270 = "fsdp.all_reduce"(%collapsed_74) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %271 = "fsdp.all_reduce"(%199) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %272 = "fsdp.all_reduce"(%200) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %273 = "fsdp.all_reduce"(%184) {grid = @dp, reduction = 1 : i32} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %274 = "fsdp.all_reduce"(%collapsed_70) {grid = @dp, reduction = 1 : i32} : (tensor<64xf32>) -> tensor<64xf32>
    %275 = "fsdp.all_reduce"(%167) {grid = @dp, reduction = 1 : i32} : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %276 = "fsdp.all_reduce"(%collapsed_66) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %277 = "fsdp.all_reduce"(%164) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %278 = "fsdp.all_reduce"(%165) {grid = @dp, reduction = 1 : i32} : (tensor<16xf32>) -> tensor<16xf32>
    %279 = "fsdp.all_reduce"(%133) {grid = @dp, reduction = 1 : i32} : (tensor<f32>) -> tensor<f32>
    %280 = tensor.empty() : tensor<f64>
    %281 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg48 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %282 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_6 : tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.absf %in : f32
      linalg.yield %687 : f32
    } -> tensor<f32>
    %283 = tensor.empty() : tensor<i1>
    %284 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%282 : tensor<f32>) outs(%283 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %687 = arith.extf %in : f32 to f64
      %688 = arith.cmpf oge, %687, %cst_0 : f64
      linalg.yield %688 : i1
    } -> tensor<i1>
    %285 = linalg.generic {indexing_maps = [#map16, #map16, #map16, #map16], iterator_types = []} ins(%284, %cst_7, %cst_6 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%129 : tensor<f32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<f32>
    %286 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %263, %arg16 : tensor<i1>, tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %287 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263, %arg16 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %288 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285, %287 : tensor<f32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %289 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%288, %286 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<32x16xf32>
    %291 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<32x16xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%291, %263 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%290, %292 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %294 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%281 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %295 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %294 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %296 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%281 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %297 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %296 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %298 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%295 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %299 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%298 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %300 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%299 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %301 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%297 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %302 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%293 : tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %303 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%301, %300 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %304 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%302, %303 : tensor<32x16xf32>, tensor<f64>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<32x16xf32>
    %305 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%300 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %306 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%305 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %307 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%304, %306 : tensor<32x16xf32>, tensor<f64>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<32x16xf32>
    %308 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%289, %307 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %309 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %308 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%148 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<32x16xf32>
    %310 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg49 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %311 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %264, %arg17 : tensor<i1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %312 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%264, %arg17 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %313 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285, %312 : tensor<f32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%313, %311 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %315 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<8x16xf32>
    %316 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%264 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<8x16xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%316, %264 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%315, %317 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %319 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%310 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %320 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %319 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %321 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%310 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %322 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %321 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %323 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%320 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %324 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%323 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %325 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%324 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %326 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%322 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %327 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318 : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %328 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%326, %325 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %329 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%327, %328 : tensor<8x16xf32>, tensor<f64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<8x16xf32>
    %330 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%325 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %331 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%330 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %332 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%329, %331 : tensor<8x16xf32>, tensor<f64>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<8x16xf32>
    %333 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%314, %332 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %334 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1, %333 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<8x16xf32>
    %335 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg50 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %336 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %265, %arg18 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%265, %arg18 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %338 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %337 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%338, %336 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %340 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg34 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%265 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %342 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%341, %265 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %343 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%340, %342 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %344 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%335 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %345 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %344 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %346 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%335 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %347 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %346 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %348 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%345 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %349 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%348 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %350 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%349 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %351 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%347 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %352 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%343 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %353 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%351, %350 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %354 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%352, %353 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %355 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%350 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %356 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%355 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %357 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%354, %356 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %358 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%339, %357 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %359 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg2, %358 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %360 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg51 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %361 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %266, %arg19 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %362 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%266, %arg19 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %363 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %362 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %364 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%363, %361 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %365 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg35 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %366 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%266 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %367 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%366, %266 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %368 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%365, %367 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %369 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%360 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %370 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %369 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %371 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%360 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %372 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %371 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %373 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%370 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %374 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%373 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %375 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%374 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %376 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%372 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %377 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%368 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %378 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%376, %375 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %379 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%377, %378 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %380 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%375 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %381 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%380 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %382 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%379, %381 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %383 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%364, %382 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %384 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg3, %383 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %385 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg52 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %386 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %267, %arg20 : tensor<i1>, tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %387 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267, %arg20 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %388 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285, %387 : tensor<f32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%388, %386 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %390 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48x16xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%267 : tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48x16xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%391, %267 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%390, %392 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %394 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%385 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %395 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %394 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %396 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%385 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %397 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %396 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %398 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%395 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %399 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%398 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %400 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%399 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %401 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%397 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %402 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %403 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%401, %400 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %404 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%402, %403 : tensor<48x16xf32>, tensor<f64>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48x16xf32>
    %405 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%400 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %406 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%405 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %407 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%404, %406 : tensor<48x16xf32>, tensor<f64>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48x16xf32>
    %408 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%389, %407 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %408 : tensor<48x16xf32>, tensor<48x16xf32>) outs(%216 : tensor<48x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48x16xf32>
    %410 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg53 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %411 = tensor.empty() : tensor<48xf32>
    %412 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %268, %arg21 : tensor<i1>, tensor<48xf32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %413 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%268, %arg21 : tensor<48xf32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %414 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %413 : tensor<f32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %415 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%414, %412 : tensor<48xf32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg37 : tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48xf32>
    %417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%268 : tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%417, %268 : tensor<48xf32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %419 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%416, %418 : tensor<48xf32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %420 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%410 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %421 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %420 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %422 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%410 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %423 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %422 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %424 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%421 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %425 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%424 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %426 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%425 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %427 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%423 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %428 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%419 : tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %429 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%427, %426 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %430 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%428, %429 : tensor<48xf32>, tensor<f64>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48xf32>
    %431 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%426 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %432 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%431 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %433 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%430, %432 : tensor<48xf32>, tensor<f64>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<48xf32>
    %434 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%415, %433 : tensor<48xf32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %435 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg5, %434 : tensor<48xf32>, tensor<48xf32>) outs(%411 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<48xf32>
    %436 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg54 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %437 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %269, %arg22 : tensor<i1>, tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269, %arg22 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %439 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285, %438 : tensor<f32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%439, %437 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x16xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%269 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x16xf32>
    %443 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%442, %269 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%441, %443 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %445 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%436 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %446 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %445 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %447 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%436 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %448 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %447 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %449 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%446 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %450 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%449 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %451 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%450 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %452 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%448 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %453 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%444 : tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %454 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%452, %451 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %455 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%453, %454 : tensor<16x16xf32>, tensor<f64>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x16xf32>
    %456 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%451 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %457 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%456 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %458 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%455, %457 : tensor<16x16xf32>, tensor<f64>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x16xf32>
    %459 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%440, %458 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %460 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg6, %459 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%55 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x16xf32>
    %461 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg55 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %462 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %270, %arg23 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %463 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%270, %arg23 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %464 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %463 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%464, %462 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %466 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg39 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %467 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%270 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %468 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%467, %270 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %469 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%466, %468 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %470 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%461 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %471 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %470 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %472 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%461 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %473 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %472 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %474 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%471 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %475 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%474 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %476 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%475 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %477 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%473 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %478 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%469 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %479 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%477, %476 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %480 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%478, %479 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %481 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%476 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %482 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%481 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %483 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%480, %482 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%465, %483 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg7, %484 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %486 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg56 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %487 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %271, %arg24 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %488 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%271, %arg24 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %489 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %488 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %490 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%489, %487 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %491 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg40 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %492 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%271 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %493 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%492, %271 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %494 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%491, %493 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %495 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%486 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %496 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %495 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %497 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%486 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %498 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %497 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %499 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%496 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %500 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%499 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %501 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%500 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %502 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%498 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %503 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%494 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %504 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%502, %501 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %505 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%503, %504 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %506 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%501 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %507 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%506 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %508 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%505, %507 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %509 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%490, %508 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %510 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg8, %509 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %511 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg57 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %512 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %272, %arg25 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %513 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%272, %arg25 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %514 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %513 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %515 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%514, %512 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %516 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg41 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %517 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%272 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %518 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%517, %272 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %519 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%516, %518 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %520 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%511 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %521 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %520 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %522 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%511 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %523 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %522 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %524 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%521 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %525 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%524 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %526 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%525 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %527 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%523 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %528 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%519 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %529 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%527, %526 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %530 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%528, %529 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %531 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%526 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %532 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%531 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %533 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%530, %532 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %534 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%515, %533 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %535 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg9, %534 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %536 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg58 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %537 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %273, %arg26 : tensor<i1>, tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %538 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%273, %arg26 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %539 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285, %538 : tensor<f32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %540 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%539, %537 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %541 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg42 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64x16xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%273 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64x16xf32>
    %543 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%542, %273 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %544 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%541, %543 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %545 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%536 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %546 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %545 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %547 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%536 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %548 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %547 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %549 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%546 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %550 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%549 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %551 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%550 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %552 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%548 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %553 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%544 : tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %554 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%552, %551 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %555 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%553, %554 : tensor<64x16xf32>, tensor<f64>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64x16xf32>
    %556 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%551 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %557 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%556 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %558 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%555, %557 : tensor<64x16xf32>, tensor<f64>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64x16xf32>
    %559 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%540, %558 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %560 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10, %559 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%84 : tensor<64x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64x16xf32>
    %561 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg59 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %562 = tensor.empty() : tensor<64xf32>
    %563 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %274, %arg27 : tensor<i1>, tensor<64xf32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %564 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%274, %arg27 : tensor<64xf32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %565 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %564 : tensor<f32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %566 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%565, %563 : tensor<64xf32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %567 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg43 : tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64xf32>
    %568 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%274 : tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64xf32>
    %569 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%568, %274 : tensor<64xf32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %570 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%567, %569 : tensor<64xf32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %571 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%561 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %572 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %571 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %573 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%561 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %574 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %573 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %575 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%572 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %576 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%575 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %577 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%576 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %578 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%574 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %579 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%570 : tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %580 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%578, %577 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %581 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%579, %580 : tensor<64xf32>, tensor<f64>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64xf32>
    %582 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%577 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %583 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%582 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %584 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%581, %583 : tensor<64xf32>, tensor<f64>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<64xf32>
    %585 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%566, %584 : tensor<64xf32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %586 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg11, %585 : tensor<64xf32>, tensor<64xf32>) outs(%562 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<64xf32>
    %587 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg60 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %588 = linalg.generic {indexing_maps = [#map17, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%284, %275, %arg28 : tensor<i1>, tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %589 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275, %arg28 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %590 = linalg.generic {indexing_maps = [#map17, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%285, %589 : tensor<f32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %591 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%590, %588 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %592 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x64xf32>
    %593 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%275 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x64xf32>
    %594 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%593, %275 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %595 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%592, %594 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %596 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%587 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %597 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %596 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %598 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%587 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %599 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %598 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %600 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%597 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %601 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%600 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %602 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%601 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %603 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%599 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %604 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%595 : tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %605 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%603, %602 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %606 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%604, %605 : tensor<16x64xf32>, tensor<f64>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x64xf32>
    %607 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%602 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %608 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%607 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %609 = linalg.generic {indexing_maps = [#map4, #map17, #map4], iterator_types = ["parallel", "parallel"]} ins(%606, %608 : tensor<16x64xf32>, tensor<f64>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16x64xf32>
    %610 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%591, %609 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %611 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg12, %610 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%77 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16x64xf32>
    %612 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg61 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %613 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %276, %arg29 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %614 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%276, %arg29 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %615 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %614 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %616 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%615, %613 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %617 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg45 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %618 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%276 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %619 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%618, %276 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %620 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%617, %619 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %621 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%612 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %622 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %621 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %623 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%612 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %624 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %623 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %625 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%622 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %626 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%625 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %627 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%626 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %628 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%624 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %629 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%620 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %630 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%628, %627 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %631 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%629, %630 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %632 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%627 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %633 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%632 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %634 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%631, %633 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %635 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%616, %634 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %636 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg13, %635 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %637 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg62 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %638 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %277, %arg30 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %639 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%277, %arg30 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %640 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %639 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %641 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%640, %638 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %642 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg46 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %643 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%277 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %644 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%643, %277 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %645 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%642, %644 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %646 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%637 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %647 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %646 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %648 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%637 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %649 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %648 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %650 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%647 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %651 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%650 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %652 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%651 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %653 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%649 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %654 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%645 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %655 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%653, %652 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %656 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%654, %655 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %657 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%652 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %658 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%657 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %659 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%656, %658 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %660 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%641, %659 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %661 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg14, %660 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %662 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%arg63 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.addf %in, %cst_8 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %663 = linalg.generic {indexing_maps = [#map15, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%284, %278, %arg31 : tensor<i1>, tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %687 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%278, %arg31 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.subf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %665 = linalg.generic {indexing_maps = [#map15, #map2, #map2], iterator_types = ["parallel"]} ins(%285, %664 : tensor<f32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%665, %663 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %667 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg47 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_1 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %668 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%278 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.truncf %cst_2 : f64 to f32
      %688 = arith.mulf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%668, %278 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.mulf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %670 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%667, %669 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %671 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%662 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_3, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %672 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %671 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %673 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%662 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.powf %cst_1, %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %674 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%cst, %673 : tensor<i64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: i64, %in_106: f64, %out: f64):
      %687 = arith.sitofp %in : i64 to f64
      %688 = arith.subf %687, %in_106 : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %675 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%672 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %676 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%675 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_4 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %677 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%676 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.negf %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %678 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%674 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = math.sqrt %in : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %679 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%670 : tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.sqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %680 = linalg.generic {indexing_maps = [#map16, #map16, #map16], iterator_types = []} ins(%678, %677 : tensor<f64>, tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %in_106: f64, %out: f64):
      %687 = arith.mulf %in, %in_106 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %681 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%679, %680 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.divf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %682 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%677 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.cmpf one, %in, %cst_9 : f64
      cf.assert %687, "unimplemented: tensor with zero element"
      %688 = arith.divf %cst_8, %in : f64
      linalg.yield %688 : f64
    } -> tensor<f64>
    %683 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%682 : tensor<f64>) outs(%280 : tensor<f64>) {
    ^bb0(%in: f64, %out: f64):
      %687 = arith.mulf %in, %cst_5 : f64
      linalg.yield %687 : f64
    } -> tensor<f64>
    %684 = linalg.generic {indexing_maps = [#map2, #map15, #map2], iterator_types = ["parallel"]} ins(%681, %683 : tensor<16xf32>, tensor<f64>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f64, %out: f32):
      %687 = arith.truncf %in_106 : f64 to f32
      %688 = arith.addf %in, %687 : f32
      linalg.yield %688 : f32
    } -> tensor<16xf32>
    %685 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%666, %684 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.divf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%arg15, %685 : tensor<16xf32>, tensor<16xf32>) outs(%110 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %687 = arith.addf %in, %in_106 : f32
      linalg.yield %687 : f32
    } -> tensor<16xf32>
    return %309, %334, %359, %384, %409, %435, %460, %485, %510, %535, %560, %586, %611, %636, %661, %686, %289, %314, %339, %364, %389, %415, %440, %465, %490, %515, %540, %566, %591, %616, %641, %666, %293, %318, %343, %368, %393, %419, %444, %469, %494, %519, %544, %570, %595, %620, %645, %670, %281, %310, %335, %360, %385, %410, %436, %461, %486, %511, %536, %561, %587, %612, %637, %662, %279 : tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.uint8: "0x0100000001000000000000000101000000000000010101000000000001010101000000000101010101000000010101010101000001010101010101000101010101010101"
    }
  }
#-}
